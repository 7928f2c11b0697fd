package config

import (
	"errors"
	"strings"

	"github.com/BurntSushi/toml"
)

// A parser turns one config file and its overrides into a Config.
type parser struct {
	cfg  *Config
	name string // the file name for messages
	src  string

	md    toml.MetaData
	raw   map[string]any
	lines map[string]int // key → line, from keyLines; built on the first error

	fromD      map[string]bool // schema keys set by -D
	propsFromD map[string]bool // property names set by -D
}

// An override is one parsed -D argument.
type override struct {
	key   string // dotted schema key, or propertiesKey for a property
	prop  string // the property name when key is propertiesKey
	value any
}

// parse decodes the file, then the overrides, then validates. The first
// problem found is returned: syntax errors first, then malformed
// overrides, then the file's keys in file order, then the overrides' values,
// then validation.
func (p *parser) parse(args []string) *Error {
	md, err := toml.Decode(p.src, &p.raw)
	if err != nil {
		return p.syntaxError(err)
	}
	p.md = md // md.Keys lists every key in file order

	ovs := make([]override, 0, len(args))
	p.fromD = map[string]bool{}
	p.propsFromD = map[string]bool{}
	for _, a := range args {
		if strings.HasPrefix(a, "+") {
			return &Error{File: "+", Msg: "override " + quoteShort(a) + " is an SPF property; +key=value applies to .jpf files (use -D section.key=value)"}
		}
		ov, e := parseOverride(a)
		if e != nil {
			return e
		}
		if ov.key == propertiesKey {
			p.propsFromD[ov.prop] = true
		} else {
			p.fromD[ov.key] = true
		}
		ovs = append(ovs, ov)
	}

	if e := p.decodeFile(); e != nil {
		return e
	}
	for _, ov := range ovs {
		if ov.key == propertiesKey {
			s, err := property(ov.value)
			if err != nil { // cannot happen: parseOverride keeps property values as strings
				return &Error{File: "-D", Key: propertiesKey + "." + ov.prop, Msg: err.Error()}
			}
			p.cfg.VM.Properties[ov.prop] = s
			continue
		}
		if err := lookupSpec(ov.key).decode(p.cfg, ov.value); err != nil {
			return &Error{File: "-D", Key: ov.key, Msg: err.Error()}
		}
	}
	return p.cfg.validate(p)
}

// syntaxError converts an error of the TOML parser.
func (p *parser) syntaxError(err error) *Error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return &Error{File: p.name, Line: pe.Position.Line, Key: pe.LastKey, Msg: pe.Message}
	}
	return &Error{File: p.name, Msg: err.Error()}
}

// decodeFile stores the file's values into the Config, walking the keys in
// file order so that the first error reported is the first in the file.
// Keys that an override sets are skipped.
func (p *parser) decodeFile() *Error {
	done := map[string]bool{} // schema keys decoded so far
	props := map[string]bool{}
	for _, k := range p.md.Keys() {
		sec := k[0]
		if !isSection(sec) {
			return p.fileError(k[:1], unknownSection())
		}
		if v, _ := lookup(p.raw, k[:1]); !isTable(v) {
			return p.fileError(k[:1], "want a table, got "+describe(v))
		}
		if len(k) == 1 {
			continue
		}
		key := sec + "." + k[1]
		sp := lookupSpec(key)
		if sp == nil {
			return p.fileError(k[:2], unknownKey(sec))
		}
		if key == propertiesKey {
			if v, _ := lookup(p.raw, k[:2]); !isTable(v) {
				return p.fileError(k[:2], "want a table, got "+describe(v))
			}
			if len(k) == 2 {
				continue
			}
			v, _ := lookup(p.raw, k)
			if isTable(v) {
				continue // a table of properties with dotted names: its entries follow
			}
			name := strings.Join(k[2:], ".")
			if p.propsFromD[name] {
				continue
			}
			if name == "" {
				return p.fileError(k, "a property has an empty name")
			}
			if props[name] {
				return p.fileError(k, "property "+quoteShort(name)+" is set twice")
			}
			props[name] = true
			s, err := property(v)
			if err != nil {
				return p.fileError(k, err.Error())
			}
			p.cfg.VM.Properties[name] = s
			continue
		}
		// A longer key (a table or an array of tables inside a value) is
		// reported by the decoder of its first two parts.
		if done[key] || p.fromD[key] {
			continue
		}
		done[key] = true
		v, _ := lookup(p.raw, k[:2])
		if err := sp.decode(p.cfg, v); err != nil {
			return p.fileError(k[:2], err.Error())
		}
	}
	return nil
}

// fileError is an error at key k of the file.
func (p *parser) fileError(k toml.Key, msg string) *Error {
	return &Error{File: p.name, Line: p.line(k), Key: k.String(), Msg: msg}
}

// line returns the line where k, or failing that its longest defined
// prefix, is defined in the file; 0 if none is.
func (p *parser) line(k toml.Key) int {
	if p.lines == nil {
		p.lines = keyLines(p.src)
	}
	for n := len(k); n > 0; n-- {
		if l, ok := p.lines[k[:n].String()]; ok {
			return l
		}
	}
	return 0
}

// pos implements origin.
func (p *parser) pos(key string) (string, int) {
	if p.fromD[key] {
		return "-D", 0
	}
	return p.name, p.line(toml.Key(strings.Split(key, ".")))
}

// given implements origin.
func (p *parser) given(key string) bool {
	return p.fromD[key] || p.md.IsDefined(strings.Split(key, ".")...)
}

// lookup returns the value at path k in m.
func lookup(m map[string]any, k []string) (any, bool) {
	var v any = m
	for _, part := range k {
		t, ok := v.(map[string]any)
		if !ok {
			return nil, false
		}
		if v, ok = t[part]; !ok {
			return nil, false
		}
	}
	return v, true
}

func isTable(v any) bool {
	_, ok := v.(map[string]any)
	return ok
}

// parseOverride parses one -D argument, "section.key=value". The value is
// parsed as a TOML value, and if that fails taken as a string; a property's
// value is always a string: a TOML string's contents, or else the text as
// written.
func parseOverride(arg string) (override, *Error) {
	k, text, ok := strings.Cut(arg, "=")
	k = strings.TrimSpace(k)
	parts := strings.Split(k, ".")
	if !ok || len(parts) < 2 {
		return override{}, &Error{File: "-D", Msg: "malformed override " + quoteShort(arg) + "; want section.key=value"}
	}
	for _, part := range parts {
		if part == "" {
			return override{}, &Error{File: "-D", Msg: "malformed override " + quoteShort(arg) + "; want section.key=value"}
		}
	}
	text = strings.TrimSpace(text)
	v := overrideValue(text)
	if parts[0] == "vm" && parts[1] == "properties" {
		if len(parts) == 2 {
			return override{}, &Error{File: "-D", Key: k, Msg: "give a property name: vm.properties.NAME=value"}
		}
		s, ok := v.(string)
		if !ok {
			s = text
		}
		return override{key: propertiesKey, prop: strings.Join(parts[2:], "."), value: s}, nil
	}
	switch {
	case !isSection(parts[0]):
		return override{}, &Error{File: "-D", Key: k, Msg: "unknown key (sections are " + strings.Join(sections, ", ") + ")"}
	case len(parts) > 2 || lookupSpec(k) == nil:
		return override{}, &Error{File: "-D", Key: k, Msg: unknownKey(parts[0])}
	}
	return override{key: k, value: v}, nil
}

// overrideValue parses text as a TOML value, or returns it as a string.
func overrideValue(text string) any {
	var m map[string]any
	if _, err := toml.Decode("v = "+text, &m); err == nil && len(m) == 1 {
		if v, ok := m["v"]; ok {
			return v
		}
	}
	return text
}
