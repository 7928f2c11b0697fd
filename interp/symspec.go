package interp

import (
	"fmt"
	"strings"
)

// symSpec is one SPF symbolic.method spec: "pkg.C.m(sym#con#sym)".
type symSpec struct {
	text   string
	class  string // internal name
	method string
	sym    []bool // per parameter: sym (true) or con
}

func parseSymSpec(s string) (*symSpec, error) {
	bad := func(why string) error {
		return fmt.Errorf("symbolic spec %q: %s (expected pkg.Class.method(sym#con...))", s, why)
	}
	t := strings.TrimSpace(s)
	open := strings.IndexByte(t, '(')
	if open < 0 || !strings.HasSuffix(t, ")") {
		return nil, bad("missing parameter list")
	}
	qual := t[:open]
	dot := strings.LastIndexByte(qual, '.')
	if dot <= 0 || dot == len(qual)-1 {
		return nil, bad("missing class or method name")
	}
	ss := &symSpec{text: s, class: strings.ReplaceAll(qual[:dot], ".", "/"), method: qual[dot+1:]}
	params := t[open+1 : len(t)-1]
	if params != "" {
		for _, p := range strings.Split(params, "#") {
			switch strings.TrimSpace(p) {
			case "sym":
				ss.sym = append(ss.sym, true)
			case "con":
				ss.sym = append(ss.sym, false)
			default:
				return nil, bad(fmt.Sprintf("parameter %q is neither sym nor con", p))
			}
		}
	}
	return ss, nil
}

func parseSymSpecs(specs []string) ([]*symSpec, error) {
	var out []*symSpec
	for _, s := range specs {
		ss, err := parseSymSpec(s)
		if err != nil {
			return nil, err
		}
		out = append(out, ss)
	}
	return out, nil
}

// find returns the method of c the spec names: the one with that name and
// parameter count, declared in c.
func (ss *symSpec) find(c *Class) (*Method, error) {
	var found *Method
	for _, m := range c.Methods {
		if m.Name == ss.method && len(m.Params) == len(ss.sym) {
			if found != nil {
				return nil, fmt.Errorf("symbolic spec %s: several methods %s with %d parameters in %s", ss.text, ss.method, len(ss.sym), DotName(c.Name))
			}
			found = m
		}
	}
	if found == nil {
		n := 0
		for _, m := range c.Methods {
			if m.Name == ss.method {
				n++
			}
		}
		if n > 0 {
			return nil, fmt.Errorf("symbolic spec %s: method %s of %s has no overload with %d parameters", ss.text, ss.method, DotName(c.Name), len(ss.sym))
		}
		return nil, fmt.Errorf("symbolic spec %s: class %s has no method %s", ss.text, DotName(c.Name), ss.method)
	}
	return found, nil
}

// CheckSymbolicSpecs verifies that every [target] symbolic spec names an
// existing method with a matching parameter count.
func (vm *VM) CheckSymbolicSpecs() error {
	for _, ss := range vm.natives.symSpecs {
		c, err := vm.LoadClass(ss.class)
		if err != nil {
			return fmt.Errorf("symbolic spec %s: %w", ss.text, err)
		}
		m, err := ss.find(c)
		if err != nil {
			return err
		}
		m.symbolic = ss
	}
	return nil
}
