package jdk

import (
	"fmt"
	"regexp"
	"strings"

	"gospf/interp"
)

// Java regular expressions, translated to Go's regexp where the two agree.

// split is String.split(regex, limit) (Pattern.split semantics).
func split(vm *interp.VM, s, regex interp.Slot, limit int32) (interp.Slot, error) {
	re, err := javaRegexp(vm, regex, false)
	if err != nil {
		return interp.Slot{}, err
	}
	in := interp.GoString(s.R)
	var parts []string
	index := 0
	limited := limit > 0
	for _, m := range re.FindAllStringIndex(in, -1) {
		if !limited || int32(len(parts)) < limit-1 {
			if index == 0 && m[0] == 0 && m[1] == 0 {
				continue
			}
			parts = append(parts, in[index:m[0]])
			index = m[1]
		} else if int32(len(parts)) == limit-1 {
			parts = append(parts, in[index:])
			index = m[1]
		}
	}
	if index == 0 {
		parts = []string{in}
	} else {
		if !limited || int32(len(parts)) < limit {
			parts = append(parts, in[index:])
		}
		if limit == 0 {
			for len(parts) > 0 && parts[len(parts)-1] == "" {
				parts = parts[:len(parts)-1]
			}
		}
	}
	arr, err := vm.NewArrayOf("Ljava/lang/String;", len(parts))
	if err != nil {
		return interp.Slot{}, err
	}
	for i, p := range parts {
		if index == 0 {
			arr.Fields[i] = s
			continue
		}
		v, err := vm.StringSlot(p)
		if err != nil {
			return interp.Slot{}, err
		}
		arr.Fields[i] = v
	}
	return interp.RefSlot(arr), nil
}

// javaRegexp compiles a Java regular expression with Go's regexp, for the
// syntax the two share; anything else is an unsupported-feature error.
func javaRegexp(vm *interp.VM, s interp.Slot, whole bool) (*regexp.Regexp, error) {
	if s.R == nil {
		return nil, vm.JavaThrow(npe, "")
	}
	src := interp.GoString(s.R)
	pat := src
	if whole {
		pat = `^(?:` + pat + `)$`
	}
	re, err := regexp.Compile(pat)
	if err != nil {
		return nil, fmt.Errorf("%w: regular expression %q (only the syntax Java shares with Go's regexp is supported): %v", interp.ErrUnsupported, src, err)
	}
	return re, nil
}

// goTemplate converts a Java replacement string ($1, \$) to a Go template.
func goTemplate(j string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(j); i++ {
		c := j[i]
		switch {
		case c == '\\' && i+1 < len(j):
			i++
			if j[i] == '$' {
				b.WriteString("$$")
			} else {
				b.WriteByte(j[i])
			}
		case c == '$':
			k := i + 1
			for k < len(j) && j[k] >= '0' && j[k] <= '9' {
				k++
			}
			if k == i+1 {
				return "", fmt.Errorf("%w: replacement %q with a named group", interp.ErrUnsupported, j)
			}
			b.WriteString("${" + j[i+1:k] + "}")
			i = k - 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}
