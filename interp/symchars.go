package interp

import (
	"gospf/solver"
)

// Strings made of symbolic chars: a String or builder built from a char[]
// holding symbolic chars (BufferedReader.readLine builds its line so from
// standard input) has symbolic text, the concatenation of the chars. Bad
// bounds and null arrays are left to the concrete models, which throw what
// the JDK throws before reading a char.

// charsText returns the chars off..off+n of a char[] as a KString
// expression (n < 0: to the end), and false when the range is not valid.
func (vm *VM) charsText(arr *Object, off, n int) (solver.Expr, bool) {
	if arr == nil {
		return solver.Expr{}, false
	}
	if n < 0 && off == 0 {
		n = len(arr.Fields)
	}
	if off < 0 || n < 0 || off > len(arr.Fields)-n {
		return solver.Expr{}, false
	}
	cx := vm.ctx
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
// that take a char[].
func registerSymChars(r *Library) {
	const S = "java/lang/String."
	add := func(key string, f symStrFunc) { r.strSym[key] = f }
	// concrete runs key's concrete model: the chars are not symbolic, or
	// the arguments are bad.
	concrete := func(c *strCall) (stopReason, error) {
		nf := c.vm.natives.funcs[c.m.Class.Name+"."+c.m.Name+c.m.Desc]
		res, err := nf(c.vm, c.args)
		if err != nil {
			return 0, c.vm.modelErr(c.m, c.args, err)
		}
		return c.ret(res)
	}
	// chars returns the text of the char[] argument i with the range at
	// i+1, i+2 (ranged), or false: the chars are concrete (unless the
	// receiver's text is symbolic, always), or the arguments are bad.
	chars := func(c *strCall, i int, ranged bool) (solver.Expr, bool) {
		off, n := 0, -1
		if ranged {
			if c.args[i+1].S.Valid() || c.args[i+2].S.Valid() {
				return solver.Expr{}, false
			}
			off, n = int(int32(c.args[i+1].I)), int(int32(c.args[i+2].I))
		}
		if !hasSymbolicChar(c.args[i].R) && !(i == 1 && isSymbolicText(c.args[0].R)) {
			return solver.Expr{}, false
		}
		return c.vm.charsText(c.args[i].R, off, n)
	}
	for _, ranged := range []bool{false, true} {
		ranged := ranged
		d := "[C"
		if ranged {
			d = "[CII"
		}
		add(S+"<init>("+d+")V", func(c *strCall) (stopReason, error) {
			e, ok := chars(c, 1, ranged)
			if !ok {
				return concrete(c)
			}
			c.vm.SetNative(c.args[0].R, &symString{e: e})
			return c.ret(Slot{})
		})
		for _, n := range []string{"valueOf", "copyValueOf"} {
			add(S+n+"("+d+")Ljava/lang/String;", func(c *strCall) (stopReason, error) {
				e, ok := chars(c, 0, ranged)
				if !ok {
					return concrete(c)
				}
				return c.retExpr(e)
			})
		}
		for _, B := range []string{"java/lang/StringBuilder", "java/lang/StringBuffer"} {
			add(B+".append("+d+")L"+B+";", func(c *strCall) (stopReason, error) {
				e, ok := chars(c, 1, ranged)
				if !ok {
					return concrete(c)
				}
				cur, _ := c.vm.textOf(c.args[0].R)
				c.vm.SetNative(c.args[0].R, &symBuilder{e: c.vm.ctx.StrConcat(cur, e)})
				return c.ret(c.args[0])
			})
		}
	}
}
