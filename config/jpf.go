package config

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// SPF's configuration format: a .jpf file is a Java properties file
// (properties.go) read the way JPF's Config reads it. This file loads one
// with its includes, site keys and +key=value overrides into a flat list of
// properties; jpfmap.go maps them onto a Config.

// IsJPF reports whether path names an SPF configuration (by its extension,
// ".jpf"); everything else is read as TOML.
func IsJPF(path string) bool { return strings.EqualFold(filepath.Ext(path), ".jpf") }

// maxIncludeDepth bounds nested @include files (a cycle is reported before).
const maxIncludeDepth = 16

// A jpfValue is the current value of a property and where it was set.
type jpfValue struct {
	value string
	file  string // the file, "+" for a command-line override, or the site file
	line  int
	site  bool // set by the site file: a site key, never reported unknown
}

// jpfProps is the property set of one .jpf run, built as JPF builds it: the
// site file first, then the application file with its includes in order,
// each value ${}-expanded as it is read; keys given as +key=value on the
// command line are set first and keep their value.
type jpfProps struct {
	vals  map[string]*jpfValue
	order []string        // keys in order of first definition
	fixed map[string]bool // set on the command line: file values skipped
	using []string        // the projects of @using, in order
	stack []string        // the files being read, outermost first
	home  string          // ${user.home}
}

// set stores key = value (already expanded) unless the command line fixed
// the key. A key ending in '+' appends to the value with a comma, and one
// starting with '+' prepends, as JPF's Config does.
func (p *jpfProps) set(key, value, file string, line int, site, cmdline bool) {
	switch {
	case strings.HasSuffix(key, "+") && len(key) > 1:
		key = key[:len(key)-1]
		if old, ok := p.vals[key]; ok && old.value != "" {
			value = old.value + "," + value
		}
	case strings.HasPrefix(key, "+") && len(key) > 1 && !cmdline:
		key = key[1:]
		if old, ok := p.vals[key]; ok && old.value != "" {
			value = value + "," + old.value
		}
	}
	if p.fixed[key] && !cmdline {
		return
	}
	if _, ok := p.vals[key]; !ok {
		p.order = append(p.order, key)
	}
	p.vals[key] = &jpfValue{value: value, file: file, line: line, site: site}
	if cmdline {
		p.fixed[key] = true
	}
}

// get returns the value of key, or the built-in values JPF defines.
func (p *jpfProps) get(key, file string) (string, bool) {
	if v, ok := p.vals[key]; ok {
		return v.value, true
	}
	switch key {
	case "config_path":
		if file == "+" || file == "" {
			wd, err := os.Getwd()
			return wd, err == nil
		}
		// Absolute: gospf resolves relative paths against the .jpf's
		// directory, so a relative one would be applied twice.
		return absDir(filepath.Dir(file)), true
	case "config":
		return file, file != "+"
	case "user.home":
		return p.home, p.home != ""
	case "user.dir":
		wd, err := os.Getwd()
		return wd, err == nil
	}
	return "", false
}

// expand replaces every ${key} in s by its value; an undefined key is an
// error naming it (site keys with how to define them).
func (p *jpfProps) expand(s, file string) (string, string) {
	for n := 0; strings.Contains(s, "${"); n++ {
		i := strings.Index(s, "${")
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return "", "unterminated ${ in " + quoteShort(s)
		}
		name := s[i+2 : i+j]
		v, ok := p.get(name, file)
		if !ok {
			msg := "${" + name + "} is not defined"
			if strings.HasPrefix(name, "jpf-") || name == "jpf.home" {
				msg += " (a JPF site key: give it on the command line as +" + name +
					"=DIR, or in ~/.jpf/site.properties)"
			}
			return "", msg
		}
		if n > 64 {
			return "", "${" + name + "} expands without end"
		}
		s = s[:i] + v + s[i+j+1:]
	}
	return s, ""
}

// readFile reads one properties file (the application file or an include)
// and stores its entries in order.
func (p *jpfProps) readFile(path string, data []byte) *Error {
	for _, f := range p.stack {
		if f == path {
			return &Error{File: path, Msg: "@include cycle: " + strings.Join(append(p.stack, path), " -> ")}
		}
	}
	if len(p.stack) >= maxIncludeDepth {
		return &Error{File: path, Msg: "@include nested too deep"}
	}
	p.stack = append(p.stack, path)
	defer func() { p.stack = p.stack[:len(p.stack)-1] }()
	return p.eachEntry(path, data, func(pr propEntry, v string) *Error {
		switch pr.key {
		case "@include":
			inc := v
			if !filepath.IsAbs(inc) {
				inc = filepath.Join(filepath.Dir(path), inc)
			}
			b, e := readConfigFile(inc)
			if e != nil {
				return &Error{File: path, Line: pr.line, Key: pr.key, Msg: e.Msg}
			}
			if e := p.readFile(inc, b); e != nil {
				return e
			}
		case "@using":
			for _, u := range splitList(v) {
				p.using = append(p.using, u)
			}
		default:
			if strings.TrimPrefix(strings.TrimSuffix(pr.key, "+"), "+") == "" {
				return &Error{File: path, Line: pr.line, Msg: "an entry has an empty key"}
			}
			p.set(pr.key, v, path, pr.line, false, false)
		}
		return nil
	})
}

// eachEntry parses the properties file path (contents data) and calls
// each with every entry and its value, ${} expanded, in order.
func (p *jpfProps) eachEntry(path string, data []byte, each func(pr propEntry, v string) *Error) *Error {
	props, err := parseProperties(string(data))
	if err != nil {
		e := err.(*Error)
		e.File = path
		return e
	}
	for _, pr := range props {
		v, msg := p.expand(pr.value, path)
		if msg != "" {
			return &Error{File: path, Line: pr.line, Key: pr.key, Msg: msg}
		}
		if e := each(pr, v); e != nil {
			return e
		}
	}
	return nil
}

// readSite reads JPF's site file when there is one: the file +site=FILE
// names on the command line, or else ~/.jpf/site.properties. It defines
// the project roots (${jpf-core}, ${jpf-symbc}) that application files
// refer to.
func (p *jpfProps) readSite() *Error {
	var path string
	if v, ok := p.vals["site"]; ok && v.file == "+" {
		path = v.value
		if _, e := readConfigFile(path); e != nil {
			return &Error{File: "+", Key: "site", Msg: e.Msg}
		}
	} else if p.home != "" {
		path = filepath.Join(p.home, ".jpf", "site.properties")
	} else {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil // no site file: site keys must come from the command line
	}
	return p.eachEntry(path, data, func(pr propEntry, v string) *Error {
		if !strings.HasPrefix(pr.key, "@") {
			p.set(pr.key, v, path, pr.line, true, false)
		}
		return nil
	})
}

// plusOverride parses one "+key=value" command-line argument.
func plusOverride(arg string) (string, string, *Error) {
	k, v, ok := strings.Cut(strings.TrimPrefix(arg, "+"), "=")
	k = strings.TrimSpace(k)
	if !ok || k == "" || !strings.HasPrefix(arg, "+") {
		return "", "", &Error{File: "+", Msg: "malformed override " + quoteShort(arg) + "; want +key=value"}
	}
	return k, strings.TrimSpace(v), nil
}

// loadJPFProps builds the property set of the .jpf file name (contents
// data), with the +key=value overrides plus.
func loadJPFProps(data []byte, name string, plus []string) (*jpfProps, *Error) {
	p := &jpfProps{vals: map[string]*jpfValue{}, fixed: map[string]bool{}}
	p.home, _ = os.UserHomeDir()
	for _, a := range plus {
		k, v, e := plusOverride(a)
		if e != nil {
			return nil, e
		}
		v, msg := p.expand(v, "+")
		if msg != "" {
			return nil, &Error{File: "+", Key: k, Msg: msg}
		}
		p.set(k, v, "+", 0, false, true)
	}
	if e := p.readSite(); e != nil {
		return nil, e
	}
	if e := p.readFile(name, data); e != nil {
		return nil, e
	}
	return p, nil
}

// readConfigFile reads a config file, which must be a regular file (an
// @include of a device or a directory is an error, not a hang); the error
// is one line.
func readConfigFile(path string) ([]byte, *Error) {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return nil, &Error{File: path, Msg: "cannot read " + path + ": not a regular file"}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		msg := err.Error()
		var pe *fs.PathError
		if errors.As(err, &pe) {
			msg = pe.Err.Error()
		}
		return nil, &Error{File: path, Msg: "cannot read " + path + ": " + msg}
	}
	return data, nil
}

// splitList splits a JPF list value at commas and semicolons, trimming
// blanks and dropping empty elements.
func splitList(s string) []string {
	var out []string
	for _, e := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' }) {
		if e = strings.TrimSpace(e); e != "" {
			out = append(out, e)
		}
	}
	return out
}
