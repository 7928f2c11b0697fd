package interp

import (
	"fmt"
	"unicode/utf16"

	"gospf/solver"
)

// registerSymStrings registers the models of symStringModels: the String,
// StringBuilder, StringBuffer, Integer and Character methods that compute
// with symbolic text, ints and chars exactly.
func registerSymStrings(r *Library) {
	S := "java/lang/String."
	strRet := "Ljava/lang/String;"
	add := func(key string, f symStrFunc) { r.strSym[key] = f }

	add(S+"length()I", func(c *strCall) (stopReason, error) {
		return unary(c, func(s solver.Expr) solver.Expr { return c.vm.ctx.StrLen(s) })
	})
	add(S+"isEmpty()Z", func(c *strCall) (stopReason, error) {
		cx := c.vm.ctx
		return unary(c, func(s solver.Expr) solver.Expr { return cx.Eq(cx.StrLen(s), cx.Const(solver.KInt, 0)) })
	})
	add(S+"hashCode()I", func(c *strCall) (stopReason, error) {
		s, done, err := c.text(0)
		if done {
			return 0, err
		}
		if solver.Unbounded(s) {
			// h = 31h + c over every char has no encoding without a
			// bound on the chars (solver/z3/strings.go).
			u, stop, err := c.vm.concretizeText(c.f, c.m, s, "without a length bound: its encoding needs symbolic.max_string_length")
			if stop != 0 || err != nil {
				return stop, err
			}
			s = c.vm.ctx.StrConst(u)
		}
		return c.retExpr(c.vm.ctx.StrHash(s))
	})
	add(S+"toString()"+strRet, func(c *strCall) (stopReason, error) { return c.ret(c.args[0]) })
	add(S+"charAt(I)C", func(c *strCall) (stopReason, error) {
		vm, cx := c.vm, c.vm.ctx
		s, done, err := c.text(0)
		if done {
			return 0, err
		}
		i := c.int(1)
		ok := cx.LAnd(cx.Ge(i, cx.Const(solver.KInt, 0)), cx.Lt(i, cx.StrLen(s)))
		if goOn, stop, err := c.check(ok, "index in bounds", sioobe, vm.lit("String index out of range: "), cx.StrFromInt(i)); !goOn {
			return stop, err
		}
		return c.retExpr(cx.StrAt(s, i))
	})
	// new String(s) of symbolic text: a new object (== tells it from s)
	// with the same text.
	add(S+"<init>(Ljava/lang/String;)V", func(c *strCall) (stopReason, error) {
		s, done, err := c.text(1)
		if done {
			return 0, err
		}
		c.vm.SetNative(c.args[0].R, &symString{e: s})
		return c.ret(Slot{})
	})
	// regionMatches(toffset, other, ooffset, len), JDK 17's: false when
	// an offset is negative or a region runs past its string's end (the
	// JDK compares in long: here toffset, ooffset >= 0 first, so the
	// differences cannot overflow), true for len <= 0, else whether the
	// two regions are equal.
	add(S+"regionMatches(ILjava/lang/String;II)Z", func(c *strCall) (stopReason, error) {
		cx := c.vm.ctx
		s, done, err := c.text(0)
		if done {
			return 0, err
		}
		o, done, err := c.text(2)
		if done {
			return 0, err
		}
		to, oo, n := c.int(1), c.int(3), c.int(4)
		zero := cx.Const(solver.KInt, 0)
		inside := cx.LAnd(cx.LAnd(cx.Ge(to, zero), cx.Ge(oo, zero)),
			cx.LAnd(cx.Le(n, cx.Sub(cx.StrLen(s), to)), cx.Le(n, cx.Sub(cx.StrLen(o), oo))))
		same := cx.Eq(cx.StrSub(s, to, cx.Add(to, n)), cx.StrSub(o, oo, cx.Add(oo, n)))
		return c.retExpr(cx.LAnd(inside, cx.LOr(cx.Le(n, zero), same)))
	})
	sub := func(c *strCall, end func(s solver.Expr) solver.Expr) (stopReason, error) {
		vm, cx := c.vm, c.vm.ctx
		s, done, err := c.text(0)
		if done {
			return 0, err
		}
		b, e := c.int(1), end(s)
		ok := cx.LAnd(cx.Ge(b, cx.Const(solver.KInt, 0)), cx.LAnd(cx.Le(b, e), cx.Le(e, cx.StrLen(s))))
		if goOn, stop, err := c.check(ok, "bounds valid", sioobe, vm.lit("begin "), cx.StrFromInt(b),
			vm.lit(", end "), cx.StrFromInt(e), vm.lit(", length "), cx.StrFromInt(cx.StrLen(s))); !goOn {
			return stop, err
		}
		return c.retExpr(cx.StrSub(s, b, e))
	}
	add(S+"substring(I)"+strRet, func(c *strCall) (stopReason, error) {
		return sub(c, func(s solver.Expr) solver.Expr { return c.vm.ctx.StrLen(s) })
	})
	add(S+"substring(II)"+strRet, func(c *strCall) (stopReason, error) {
		return sub(c, func(solver.Expr) solver.Expr { return c.int(2) })
	})
	add(S+"equals(Ljava/lang/Object;)Z", func(c *strCall) (stopReason, error) {
		o := c.args[1].R
		if o == nil || o.Class != c.args[0].R.Class {
			return c.ret(Slot{})
		}
		return binary(c, c.vm.ctx.Eq)
	})
	add(S+"concat(Ljava/lang/String;)"+strRet, func(c *strCall) (stopReason, error) { return binary(c, c.vm.ctx.StrConcat) })
	compareTo := func(c *strCall) (stopReason, error) {
		if o := c.args[1].R; o != nil && o.Class != c.args[0].R.Class {
			return 0, c.vm.modelErr(c.m, c.args, c.vm.CastError(o.Class, c.args[0].R.Class))
		}
		return binary(c, c.vm.ctx.StrCompare)
	}
	add(S+"compareTo(Ljava/lang/String;)I", compareTo)
	add(S+"compareTo(Ljava/lang/Object;)I", compareTo)
	add(S+"startsWith(Ljava/lang/String;)Z", func(c *strCall) (stopReason, error) {
		return binary(c, func(s, p solver.Expr) solver.Expr { return c.vm.ctx.StrPrefix(p, s) })
	})
	add(S+"endsWith(Ljava/lang/String;)Z", func(c *strCall) (stopReason, error) {
		return binary(c, func(s, p solver.Expr) solver.Expr { return c.vm.ctx.StrSuffix(p, s) })
	})
	add(S+"contains(Ljava/lang/CharSequence;)Z", func(c *strCall) (stopReason, error) { return binary(c, c.vm.ctx.StrContains) })
	indexOf := func(c *strCall, t solver.Expr, from solver.Expr) (stopReason, error) {
		cx := c.vm.ctx
		s, done, err := c.text(0)
		if done {
			return 0, err
		}
		// Java clamps the start into 0..length; Z3's indexof then agrees.
		zero, n := cx.Const(solver.KInt, 0), cx.StrLen(s)
		from = cx.Ite(cx.Lt(from, zero), zero, cx.Ite(cx.Gt(from, n), n, from))
		return c.retExpr(cx.StrIndexOf(s, t, from))
	}
	indexOfStr := func(c *strCall, from solver.Expr) (stopReason, error) {
		t, done, err := c.text(1)
		if done {
			return 0, err
		}
		return indexOf(c, t, from)
	}
	add(S+"indexOf(Ljava/lang/String;)I", func(c *strCall) (stopReason, error) {
		return indexOfStr(c, c.vm.ctx.Const(solver.KInt, 0))
	})
	add(S+"indexOf(Ljava/lang/String;I)I", func(c *strCall) (stopReason, error) { return indexOfStr(c, c.int(2)) })
	indexOfChar := func(c *strCall, from solver.Expr) (stopReason, error) {
		ch := c.args[1]
		if ch.S.Valid() {
			return indexOfSymChar(c, c.int(1), from)
		}
		cp := int32(ch.I)
		if cp < 0 || cp > 0x10FFFF { // no char sequence is that code point
			return c.ret(IntSlot(-1))
		}
		return indexOf(c, c.vm.ctx.StrConst(AppendCodePoint(nil, cp)), from)
	}
	add(S+"indexOf(I)I", func(c *strCall) (stopReason, error) { return indexOfChar(c, c.vm.ctx.Const(solver.KInt, 0)) })
	add(S+"indexOf(II)I", func(c *strCall) (stopReason, error) { return indexOfChar(c, c.int(2)) })

	// Conversions between ints, chars and strings.
	valueOf := func(t byte) symStrFunc {
		return func(c *strCall) (stopReason, error) {
			e, ok, err := c.vm.valueText(c.args[0], t)
			if err != nil {
				return 0, c.vm.modelErr(c.m, c.args, err)
			}
			if !ok {
				return 0, c.vm.hostErr(unsupportedSym(c.m, "its argument"))
			}
			return c.retExpr(e)
		}
	}
	for _, t := range []string{"I", "J", "C", "Z"} {
		add(S+"valueOf("+t+")"+strRet, valueOf(t[0]))
	}
	add(S+"valueOf(Ljava/lang/Object;)"+strRet, func(c *strCall) (stopReason, error) {
		if isSymbolicText(c.args[0].R) && c.args[0].R.Class.Name == "java/lang/String" {
			return c.ret(c.args[0]) // obj.toString() is obj
		}
		return valueOf('L')(c)
	})
	add("java/lang/Integer.toString(I)"+strRet, valueOf('I'))
	add("java/lang/Long.toString(J)"+strRet, valueOf('J'))
	add("java/lang/Character.toString(C)"+strRet, valueOf('C'))
	parseInt := func(box bool) symStrFunc {
		return func(c *strCall) (stopReason, error) {
			vm, cx := c.vm, c.vm.ctx
			s, done, err := c.text(0) // not null: the argument is a symbolic String
			if done {
				return 0, err
			}
			valid, value := cx.StrIsInt(s), cx.StrToInt(s)
			if solver.Unbounded(s) {
				var stop stopReason
				if valid, value, stop, err = c.parseUnbounded(s); stop != 0 || err != nil {
					return stop, err
				}
			}
			if goOn, stop, err := c.check(valid, "a number", nfe, vm.lit("For input string: \""), s, vm.lit("\"")); !goOn {
				return stop, err
			}
			if !box {
				return c.retExpr(value)
			}
			o, err := vm.Box('I', vm.Normal(Slot{S: value}))
			if err != nil {
				return 0, vm.hostErr(err)
			}
			return c.ret(RefSlot(o))
		}
	}
	add("java/lang/Integer.parseInt(Ljava/lang/String;)I", parseInt(false))
	add("java/lang/Integer.valueOf(Ljava/lang/String;)Ljava/lang/Integer;", parseInt(true))
	// In radix 10 (Scanner's default) the overloads with a radix are the
	// same; another radix is not modelled on symbolic text.
	decimal := func(f symStrFunc) symStrFunc {
		return func(c *strCall) (stopReason, error) {
			if r := c.args[1]; r.S.Valid() || r.I != 10 {
				return 0, c.vm.hostErr(fmt.Errorf("%w: %s of a symbolic String in a radix other than 10", ErrUnsupported, c.m))
			}
			return f(c)
		}
	}
	add("java/lang/Integer.parseInt(Ljava/lang/String;I)I", decimal(parseInt(false)))
	add("java/lang/Integer.valueOf(Ljava/lang/String;I)Ljava/lang/Integer;", decimal(parseInt(true)))
	add("java/lang/Character.isDigit(C)Z", func(c *strCall) (stopReason, error) {
		cx := c.vm.ctx
		ch := c.int(0)
		e := cx.Bool(false)
		for _, z := range solver.JavaDigitZeros {
			in := cx.LAnd(cx.Ge(ch, cx.Const(solver.KInt, int64(z))), cx.Le(ch, cx.Const(solver.KInt, int64(z)+9)))
			e = cx.LOr(e, in)
		}
		return c.retExpr(e)
	})

	// StringBuilder and StringBuffer: appends make the content symbolic.
	for _, B := range []string{"java/lang/StringBuilder", "java/lang/StringBuffer"} {
		self := "L" + B + ";"
		append := func(t byte) symStrFunc {
			return func(c *strCall) (stopReason, error) {
				vm := c.vm
				e, ok, err := vm.valueText(c.args[1], t)
				if err != nil {
					return 0, vm.modelErr(c.m, c.args, err)
				}
				if !ok {
					return 0, vm.hostErr(unsupportedSym(c.m, "the appended value"))
				}
				cur, _ := vm.textOf(c.args[0].R)
				vm.SetNative(c.args[0].R, &symBuilder{e: vm.ctx.StrConcat(cur, e)})
				return c.ret(c.args[0])
			}
		}
		// A float or double appends its Java text when it is concrete
		// (valueText); a symbolic one has no exact text (unsupported).
		for _, t := range []string{"I", "J", "C", "Z", "F", "D", "Ljava/lang/String;", "Ljava/lang/Object;", "Ljava/lang/CharSequence;"} {
			add(B+".append("+t+")"+self, append(t[0]))
		}
		// The bridges of Appendable (what Formatter calls).
		add(B+".append(C)Ljava/lang/Appendable;", append('C'))
		add(B+".append(Ljava/lang/CharSequence;)Ljava/lang/Appendable;", append('L'))
		add(B+".<init>(Ljava/lang/String;)V", func(c *strCall) (stopReason, error) {
			s, done, err := c.text(1)
			if done {
				return 0, err
			}
			c.vm.SetNative(c.args[0].R, &symBuilder{e: s})
			return c.ret(Slot{})
		})
		add(B+".toString()"+strRet, func(c *strCall) (stopReason, error) {
			return unary(c, func(s solver.Expr) solver.Expr { return s })
		})
		add(B+".length()I", func(c *strCall) (stopReason, error) {
			return unary(c, func(s solver.Expr) solver.Expr { return c.vm.ctx.StrLen(s) })
		})
		// charAt: StringIndexOutOfBoundsException ("index 3, length 2",
		// JDK 17's checkIndex) unless 0 <= index < length.
		add(B+".charAt(I)C", func(c *strCall) (stopReason, error) {
			vm, cx := c.vm, c.vm.ctx
			s, done, err := c.text(0)
			if done {
				return 0, err
			}
			i, n := c.int(1), cx.StrLen(s)
			ok := cx.LAnd(cx.Ge(i, cx.Const(solver.KInt, 0)), cx.Lt(i, n))
			if goOn, stop, err := c.check(ok, "index in bounds", sioobe, vm.lit("index "), cx.StrFromInt(i), vm.lit(", length "), cx.StrFromInt(n)); !goOn {
				return stop, err
			}
			return c.retExpr(cx.StrAt(s, i))
		})
		add(B+".insert(IC)"+self, func(c *strCall) (stopReason, error) {
			return builderInsert(c, c.vm.ctx.StrFromCode(c.int(2)))
		})
		add(B+".insert(ILjava/lang/String;)"+self, func(c *strCall) (stopReason, error) {
			t := c.vm.lit("null")
			if c.args[2].R != nil {
				var done bool
				var err error
				if t, done, err = c.text(2); done {
					return 0, err
				}
			}
			return builderInsert(c, t)
		})
		// insert of a value: its String.valueOf text (valueText), as
		// append; a char[] of concrete chars inserts them (from offset and
		// count with the range form).
		for _, t := range []string{"I", "J", "Z", "F", "D", "Ljava/lang/Object;", "Ljava/lang/CharSequence;"} {
			add(B+".insert(I"+t+")"+self, func(c *strCall) (stopReason, error) {
				e, ok, err := c.vm.valueText(c.args[2], t[0])
				if err != nil {
					return 0, c.vm.modelErr(c.m, c.args, err)
				}
				if !ok {
					return 0, c.vm.hostErr(unsupportedSym(c.m, "the inserted value"))
				}
				return builderInsert(c, e)
			})
		}
		add(B+".insert(I[C)"+self, func(c *strCall) (stopReason, error) {
			return insertChars(c, nil)
		})
		add(B+".insert(I[CII)"+self, func(c *strCall) (stopReason, error) {
			return insertChars(c, c.args[3:5])
		})
		add(B+".deleteCharAt(I)"+self, func(c *strCall) (stopReason, error) {
			cx := c.vm.ctx
			return builderEdit(c, false, "index", func(s, i, n solver.Expr) solver.Expr {
				return cx.StrConcat(cx.StrSub(s, cx.Const(solver.KInt, 0), i), cx.StrSub(s, cx.Add(i, cx.Const(solver.KInt, 1)), n))
			})
		})
	}
}

// insertChars is StringBuilder/StringBuffer.insert(offset, chars) and,
// with rng (offset and count in chars), insert(offset, chars, off, len),
// for a char[] whose chars are concrete: builderInsert of the chars' text.
// A null array, symbolic chars or a range outside the array (where the
// JDK throws) stop the path as unsupported, naming the method.
func insertChars(c *strCall, rng []Slot) (stopReason, error) {
	vm := c.vm
	arr := c.args[2].R
	if arr == nil {
		return 0, vm.hostErr(unsupportedSym(c.m, "a null char[]"))
	}
	u := make([]uint16, len(arr.Fields))
	for i, e := range arr.Fields {
		if e.S.Valid() {
			return 0, vm.hostErr(unsupportedSym(c.m, "a char[] with a symbolic char"))
		}
		u[i] = uint16(e.I)
	}
	if rng != nil {
		if rng[0].S.Valid() || rng[1].S.Valid() {
			return 0, vm.hostErr(unsupportedSym(c.m, "a symbolic range of the char[]"))
		}
		off, n := int32(rng[0].I), int32(rng[1].I)
		if off < 0 || n < 0 || int(off) > len(u)-int(n) {
			return 0, vm.hostErr(unsupportedSym(c.m, "a range outside the char[]"))
		}
		u = u[off : off+n]
	}
	return builderInsert(c, vm.ctx.StrConst(u))
}

// builderInsert finishes StringBuilder/StringBuffer.insert(offset, t) on
// the receiver's text s: StringIndexOutOfBoundsException ("offset 3,
// length 2", JDK 17's message) unless 0 <= offset <= s.length(), and
// otherwise the text s[0, offset) + t + s[offset, length).
func builderInsert(c *strCall, t solver.Expr) (stopReason, error) {
	cx := c.vm.ctx
	return builderEdit(c, true, "offset", func(s, i, n solver.Expr) solver.Expr {
		return cx.StrConcat(cx.StrConcat(cx.StrSub(s, cx.Const(solver.KInt, 0), i), t), cx.StrSub(s, i, n))
	})
}

// builderEdit edits the receiver's text s at argument 1's position i of
// a StringBuilder/StringBuffer: StringIndexOutOfBoundsException ("<what>
// 3, length 2", JDK 17's message) unless 0 <= i < s.length() (0 <= i <=
// s.length() when atEnd, for an insertion), and otherwise the receiver's
// text becomes edit(s, i, s.length()).
func builderEdit(c *strCall, atEnd bool, what string, edit func(s, i, n solver.Expr) solver.Expr) (stopReason, error) {
	vm, cx := c.vm, c.vm.ctx
	s, done, err := c.text(0)
	if done {
		return 0, err
	}
	i, n := c.int(1), cx.StrLen(s)
	upper := cx.Lt(i, n)
	if atEnd {
		upper = cx.Le(i, n)
	}
	ok := cx.LAnd(cx.Ge(i, cx.Const(solver.KInt, 0)), upper)
	if goOn, stop, err := c.check(ok, what+" in bounds", sioobe, vm.lit(what+" "), cx.StrFromInt(i), vm.lit(", length "), cx.StrFromInt(n)); !goOn {
		return stop, err
	}
	vm.SetNative(c.args[0].R, &symBuilder{e: edit(s, i, n)})
	return c.ret(c.args[0])
}

// unary finishes a call with f of the receiver's text.
func unary(c *strCall, f func(s solver.Expr) solver.Expr) (stopReason, error) {
	s, done, err := c.text(0)
	if done {
		return 0, err
	}
	return c.retExpr(f(s))
}

// binary finishes a call with f of the receiver's and the argument's
// texts (NullPointerException for a null argument).
func binary(c *strCall, f func(s, t solver.Expr) solver.Expr) (stopReason, error) {
	s, done, err := c.text(0)
	if done {
		return 0, err
	}
	t, done, err := c.text(1)
	if done {
		return 0, err
	}
	return c.retExpr(f(s, t))
}

// maxUnrolledIndexOf is the longest concrete string whose indexOf of a
// symbolic char is a choice over its positions.
const maxUnrolledIndexOf = 256

// indexOfSymChar finishes String.indexOf(int ch, int from) with a
// symbolic code point cp, exactly: -1 for a value that is no code point,
// the index of the char cp for a value below 0x10000 (a lone surrogate
// included, as Java searches it), and of its surrogate pair for a
// supplementary one; a cp whose bounds on the path keep it a char (a
// char read from a string, a char input) is the one-char case alone. In
// a concrete string (StringTokenizer's delimiters.indexOf(c)) it is a
// choice over the positions, in integer arithmetic: Z3 4.8.12 decides
// str.from_code of a symbolic char slowly or not at all (measured:
// StringTokenizer on an input of 3 chars left 4 branch sides undecided
// within 10 s each).
func indexOfSymChar(c *strCall, cp, from solver.Expr) (stopReason, error) {
	cx := c.vm.ctx
	s, done, err := c.text(0)
	if done {
		return 0, err
	}
	k := func(v int64) solver.Expr { return cx.Const(solver.KInt, v) }
	if u, ok := s.StrValue(); ok && len(u) <= maxUnrolledIndexOf {
		e := k(-1)
		for j := len(u) - 1; j >= 0; j-- {
			at := cx.Eq(cp, k(int64(u[j])))
			if j+1 < len(u) && utf16.IsSurrogate(rune(u[j])) && u[j] < 0xDC00 && u[j+1] >= 0xDC00 && u[j+1] <= 0xDFFF {
				at = cx.LOr(at, cx.Eq(cp, k(int64(utf16.DecodeRune(rune(u[j]), rune(u[j+1]))))))
			}
			e = cx.Ite(cx.LAnd(at, cx.Ge(k(int64(j)), from)), k(int64(j)), e)
		}
		return c.retExpr(e)
	}
	n := cx.StrLen(s)
	from = cx.Ite(cx.Lt(from, k(0)), k(0), cx.Ite(cx.Gt(from, n), n, from))
	char := cx.StrIndexOf(s, cx.StrFromCode(cp), from)
	if lo, hi := c.vm.rangeOf(cp); lo >= 0 && hi < 0x10000 {
		return c.retExpr(char)
	}
	off := cx.Sub(cp, k(0x10000))
	pair := cx.StrConcat(cx.StrFromCode(cx.Add(k(0xD800), cx.Div(off, k(0x400)))), cx.StrFromCode(cx.Add(k(0xDC00), cx.Rem(off, k(0x400)))))
	e := cx.Ite(cx.LOr(cx.Lt(cp, k(0)), cx.Gt(cp, k(0x10FFFF))), k(-1),
		cx.Ite(cx.Lt(cp, k(0x10000)), char, cx.StrIndexOf(s, pair, from)))
	return c.retExpr(e)
}
