package jdk

import (
	"gospf/interp"
	"gospf/solver"
)

// Strings made of symbolic chars: a String or builder built from a char[]
// holding symbolic chars (BufferedReader.readLine builds its line so from
// standard input) has symbolic text, the concatenation of the chars. Bad
// bounds and null arrays are left to the concrete models, which throw what
// the JDK throws before reading a char.

// charsText returns the chars off..off+n of a char[] as a KString
// expression (n < 0: to the end), and false when the range is not valid.
func charsText(cx *solver.Context, arr *interp.Object, off, n int) (solver.Expr, bool) {
	if arr == nil {
		return solver.Expr{}, false
	}
	if n < 0 && off == 0 {
		n = len(arr.Fields)
	}
	if off < 0 || n < 0 || off > len(arr.Fields)-n {
		return solver.Expr{}, false
	}
	e := cx.StrConst(nil)
	var run []uint16
	for _, s := range arr.Fields[off : off+n] {
		if !s.S.Valid() {
			run = append(run, uint16(s.I))
			continue
		}
		if len(run) > 0 {
			e = cx.StrConcat(e, cx.StrConst(run))
			run = nil
		}
		e = cx.StrConcat(e, cx.StrFromCode(s.S))
	}
	if len(run) > 0 {
		e = cx.StrConcat(e, cx.StrConst(run))
	}
	return e, true
}

// registerSymChars registers the models of the String and builder methods
// that take a char[], and Character.forDigit of symbolic values.
func registerSymChars(r *interp.Library) {
	const S = "java/lang/String."
	r.AddSymbolic("java/lang/Character.forDigit(II)C", symForDigit)
	for _, ranged := range []bool{false, true} {
		ranged := ranged
		d := "[C"
		if ranged {
			d = "[CII"
		}
		r.AddSymbolic(S+"<init>("+d+")V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			e, ok := charsArg(vm, a, 1, ranged)
			if !ok {
				return interp.Slot{}, interp.ErrBytecode
			}
			vm.SetStringText(a[0].R, e)
			return interp.Slot{}, nil
		})
		for _, n := range []string{"valueOf", "copyValueOf"} {
			r.AddSymbolic(S+n+"("+d+")Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				e, ok := charsArg(vm, a, 0, ranged)
				if !ok {
					return interp.Slot{}, interp.ErrBytecode
				}
				return vm.TextSlot(e)
			})
		}
		for _, B := range []string{"java/lang/StringBuilder", "java/lang/StringBuffer"} {
			r.AddSymbolic(B+".append("+d+")L"+B+";", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				e, ok := charsArg(vm, a, 1, ranged)
				if !ok {
					return interp.Slot{}, interp.ErrBytecode
				}
				cur, _ := vm.TextOf(a[0].R)
				vm.SetBuilderText(a[0].R, vm.Ctx().StrConcat(cur, e))
				return a[0], nil
			})
		}
	}
}

// charsArg returns the text of the char[] argument i with the range at
// i+1, i+2 (ranged), or false, and the call is then the concrete model's
// (ErrBytecode lets it answer): the chars are concrete (unless the
// receiver's text is symbolic, always), or the arguments are bad.
func charsArg(vm *interp.VM, a []interp.Slot, i int, ranged bool) (solver.Expr, bool) {
	off, n := 0, -1
	if ranged {
		if a[i+1].S.Valid() || a[i+2].S.Valid() {
			return solver.Expr{}, false
		}
		off, n = int(int32(a[i+1].I)), int(int32(a[i+2].I))
	}
	_, recvSym := interp.SymbolicText(a[0].R)
	if !interp.HasSymbolicChar(a[i].R) && !(i == 1 && recvSym) {
		return solver.Expr{}, false
	}
	return charsText(vm.Ctx(), a[i].R, off, n)
}
