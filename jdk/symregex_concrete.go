package jdk

import (
	"errors"
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// String.replaceAll, replaceFirst and split of a regex the models do not
// compute exactly on symbolic text ("\\w+", " \\s*", a literal longer
// than one char, a replacement with $ or \, text without a length
// bound): the text is concretised (interp.VM.ConcretizeText: its value
// in a model of the path condition, the equality added to the path
// condition, the call counted, so verify answers unknown rather than
// true; with symbolic.concretize = "error" the ErrUnsupported error
// naming the method), and JDK 17's own Pattern computes the result on
// that text (Pattern.compile(regex).matcher(text).replaceAll(r), and
// Pattern.split, which String.split is by its contract).

// regexByJDK is what: why no model computes it on the symbolic text s,
// then run on the concrete text with the compiled Pattern of src. A
// regex outside the subset the parser reads may be malformed: it is
// compiled first, so that its PatternSyntaxException is thrown on every
// text, without a concretisation.
func regexByJDK(vm *interp.VM, s solver.Expr, what string, src []uint16, why error, run func(p *interp.Object, text interp.Slot) (interp.Slot, error)) (interp.Slot, error) {
	if _, err := parseJavaRegex(src); err != nil {
		if _, err := compileRegex(vm, src); err != nil {
			return interp.Slot{}, err
		}
	}
	u, err := vm.ConcretizeText(s, fmt.Sprintf("given to %s with the regular expression %q (%v)", what, interp.StringOfUTF16(src), why))
	if err != nil {
		return interp.Slot{}, err
	}
	p, err := compileRegex(vm, src)
	if err != nil {
		return interp.Slot{}, err
	}
	text, err := vm.UTF16Slot(u)
	if err != nil {
		return interp.Slot{}, err
	}
	return run(p.R, text)
}

// compileRegex is JDK 17's Pattern.compile(src): the Pattern, or its
// PatternSyntaxException.
func compileRegex(vm *interp.VM, src []uint16) (interp.Slot, error) {
	m, err := patternMethod(vm, "compile", "(Ljava/lang/String;)Ljava/util/regex/Pattern;")
	if err != nil {
		return interp.Slot{}, err
	}
	r, err := vm.UTF16Slot(src)
	if err != nil {
		return interp.Slot{}, err
	}
	return vm.Call(m, []interp.Slot{r})
}

// splitRegex is String.split(regex) (limited false) or split(regex,
// limit) on symbolic text: the exact model of a literal char
// (splitChar) where it applies, the JDK's Pattern.split on the
// concretised text otherwise.
func splitRegex(limited bool) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		src, err := constantRegex(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		limit := int64(0)
		if limited {
			if a[2].S.Valid() {
				return interp.Slot{}, fmt.Errorf("%w: split with a symbolic limit (%s)", interp.ErrUnsupported, a[2].S)
			}
			limit = a[2].I
		}
		var why error = fmt.Errorf("a limit of %d", limit)
		if limit == 0 {
			r, err := splitChar(vm, a[:2])
			if !errors.Is(err, interp.ErrUnsupported) { // splitChar's errors come before its case split
				return r, err
			}
			why = err
		}
		s, _ := interp.SymbolicText(a[0].R)
		return regexByJDK(vm, s, "split", src, why, func(p *interp.Object, text interp.Slot) (interp.Slot, error) {
			return vm.CallVirtual(p, "split", "(Ljava/lang/CharSequence;I)[Ljava/lang/String;", text, interp.Slot{I: limit})
		})
	}
}
