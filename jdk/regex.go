package jdk

import (
	"gospf/interp"
)

// String.split, replaceAll and replaceFirst on concrete text, with Java's
// semantics: JDK 17's fast paths in Go (split on a literal char, as
// String.split has it; a literal regex with a replacement without '$' or
// '\', which is String.replace of the literal), and JDK 17's own
// Pattern (its bytecode) for every other regex, so that a text, a
// concretised one included, gets the JVM's answer (Go's regexp, used
// before, differs: its \s lacks \x0B, its $ never matches before a final
// line terminator, and it reads UTF-8).

// split is String.split(regex, limit).
func split(vm *interp.VM, s, regex interp.Slot, limit int32) (interp.Slot, error) {
	src, err := strArg(vm, regex)
	if err != nil {
		return interp.Slot{}, err
	}
	d, ok := splitDelimiter(src)
	if !ok {
		p, err := compileRegex(vm, src)
		if err != nil {
			return interp.Slot{}, err
		}
		return vm.CallVirtual(p.R, "split", "(Ljava/lang/CharSequence;I)[Ljava/lang/String;", s, interp.Slot{I: int64(limit)})
	}
	u := interp.StringOf(s.R)
	var parts [][]uint16
	off := 0
	limited := limit > 0
	for next := indexOfUTF16(u, []uint16{d}, off); next >= 0; next = indexOfUTF16(u, []uint16{d}, off) {
		if !limited || int32(len(parts)) < limit-1 {
			parts = append(parts, u[off:next])
			off = next + 1
			continue
		}
		parts = append(parts, u[off:])
		off = len(u)
		break
	}
	if off == 0 { // no match: the text itself
		arr, err := vm.NewArrayOf("Ljava/lang/String;", 1)
		if err != nil {
			return interp.Slot{}, err
		}
		arr.Fields[0] = s
		return interp.RefSlot(arr), nil
	}
	if !limited || int32(len(parts)) < limit {
		parts = append(parts, u[off:])
	}
	if limit == 0 {
		for len(parts) > 0 && len(parts[len(parts)-1]) == 0 {
			parts = parts[:len(parts)-1]
		}
	}
	arr, err := vm.NewArrayOf("Ljava/lang/String;", len(parts))
	if err != nil {
		return interp.Slot{}, err
	}
	for i, p := range parts {
		if arr.Fields[i], err = vm.UTF16Slot(p); err != nil {
			return interp.Slot{}, err
		}
	}
	return interp.RefSlot(arr), nil
}

// replaceConcrete is String.replaceAll (all) or replaceFirst on concrete
// text.
func replaceConcrete(all bool) interp.NativeFunc {
	what := map[bool]string{true: "replaceAll", false: "replaceFirst"}[all]
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		src, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		repl, err := strArg(vm, a[2])
		if err != nil {
			return interp.Slot{}, err
		}
		u := interp.StringOf(a[0].R)
		if lit, ok := literalRegex(src); ok && len(lit) > 0 && plainReplacement(repl) {
			i := indexOfUTF16(u, lit, 0)
			switch {
			case i < 0:
				return a[0], nil
			case all:
				return vm.UTF16Slot(replaceAllUTF16(u, lit, repl))
			}
			out := append(append(append([]uint16{}, u[:i]...), repl...), u[i+len(lit):]...)
			return vm.UTF16Slot(out)
		}
		p, err := compileRegex(vm, src)
		if err != nil {
			return interp.Slot{}, err
		}
		m, err := vm.CallVirtual(p.R, "matcher", "(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;", a[0])
		if err != nil {
			return interp.Slot{}, err
		}
		return vm.CallVirtual(m.R, what, "(Ljava/lang/String;)Ljava/lang/String;", a[2])
	}
}

// plainReplacement reports whether a replacement has no '$' or '\' (it
// is then inserted as it is).
func plainReplacement(repl []uint16) bool {
	for _, ch := range repl {
		if ch == '$' || ch == '\\' {
			return false
		}
	}
	return true
}
