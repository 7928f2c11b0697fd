package config

import (
	"fmt"
	"strings"
	"unicode"
)

// MethodSpec is a parsed method spec in SPF's symbolic.method syntax,
// "pkg.C.m(sym#con)": the class, the method, and for each parameter in
// order whether it is symbolic ("sym") or keeps its concrete value ("con").
type MethodSpec struct {
	Class    string // dotted binary name, e.g. "pkg.Outer$Inner"
	Method   string // a Java identifier or "<init>"
	Symbolic []bool // one entry per parameter
}

// ParseMethodSpec parses "pkg.C.m(sym#con)". Slashes in the class name are
// accepted as dots; "pkg.C.m()" names a method without parameters. The
// error says what is wrong in a form that follows a config key.
func ParseMethodSpec(s string) (MethodSpec, error) {
	const example = `write it like "pkg.C.m(sym#con)"`
	open := strings.IndexByte(s, '(')
	if open < 0 || !strings.HasSuffix(s, ")") {
		return MethodSpec{}, fmt.Errorf("%s has no argument list; %s", quoteShort(s), example)
	}
	name := strings.ReplaceAll(s[:open], "/", ".")
	dot := strings.LastIndexByte(name, '.')
	if dot < 0 {
		return MethodSpec{}, fmt.Errorf("%s names no class; %s", quoteShort(s), example)
	}
	m := MethodSpec{Class: name[:dot], Method: name[dot+1:]}
	if !isClassName(m.Class) {
		return MethodSpec{}, fmt.Errorf("in %s, %s is not a class name", quoteShort(s), quoteShort(m.Class))
	}
	if !isIdent(m.Method) && m.Method != "<init>" {
		return MethodSpec{}, fmt.Errorf("in %s, %s is not a method name", quoteShort(s), quoteShort(m.Method))
	}
	if args := s[open+1 : len(s)-1]; args != "" {
		for i, a := range strings.Split(args, "#") {
			switch a {
			case "sym":
				m.Symbolic = append(m.Symbolic, true)
			case "con":
				m.Symbolic = append(m.Symbolic, false)
			default:
				return MethodSpec{}, fmt.Errorf("in %s, argument %d is %s; want \"sym\" or \"con\"", quoteShort(s), i+1, quoteShort(a))
			}
		}
	}
	return m, nil
}

// String returns the canonical form of m: "pkg.C.m(sym#con)".
func (m MethodSpec) String() string {
	var b strings.Builder
	b.WriteString(m.Class)
	b.WriteByte('.')
	b.WriteString(m.Method)
	b.WriteByte('(')
	for i, sym := range m.Symbolic {
		if i > 0 {
			b.WriteByte('#')
		}
		if sym {
			b.WriteString("sym")
		} else {
			b.WriteString("con")
		}
	}
	b.WriteByte(')')
	return b.String()
}

// isClassName reports whether s is a dotted sequence of Java identifiers.
func isClassName(s string) bool {
	for _, part := range strings.Split(s, ".") {
		if !isIdent(part) {
			return false
		}
	}
	return true
}

// isIdent reports whether s is a Java identifier (JLS 3.8), with letters
// and digits as Unicode defines them.
func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_' || r == '$' || unicode.IsLetter(r):
		case i > 0 && unicode.IsDigit(r):
		default:
			return false
		}
	}
	return true
}

// checkClassName returns why s is not a class name for target.main, or nil.
func checkClassName(s string) error {
	for _, ext := range []string{".class", ".java"} {
		if base, ok := strings.CutSuffix(s, ext); ok && isClassName(base) {
			return fmt.Errorf("%s is a file name; give the class name %s", quoteShort(s), quoteShort(base))
		}
	}
	if !isClassName(s) {
		return fmt.Errorf("%s is not a class name like \"pkg.Main\"", quoteShort(s))
	}
	return nil
}
