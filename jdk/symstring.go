package jdk

import (
	"fmt"
	"unicode/utf16"

	"gospf/interp"
	"gospf/solver"
)

// Models of the String, StringBuilder, StringBuffer, Integer and Character
// methods on symbolic values that are operators of the solver's string
// theory (length, charAt, substring, equals, concat, compareTo, startsWith,
// endsWith, contains, indexOf, valueOf, parseInt, the builders' appends
// and edits): exact at any length, with or without a bound on the text.
// They are registered with AddSymbolic: tried first whenever an argument
// is symbolic (a symbolic text, or a symbolic int or char: a concrete
// string with a symbolic index), before the concrete model, whose guard
// stops the run on symbolic text it would have to read.
//
// A method's precondition on symbolic values is a case split
// (interp.VM.Require, a choicegen.Text choice point), the exception first:
// charAt's and substring's bounds (StringIndexOutOfBoundsException),
// parseInt's syntax and range (NumberFormatException). The exception's
// message is built from the same symbolic values, as the JDK builds it.
//
// Strings as values: results are new String objects where the JDK may
// return the receiver or the argument itself (s.substring(0),
// s.concat("")); only == can tell, and gospf does not model that identity.
//
// Two models have no encoding at every length: hashCode, whose encoding
// unrolls over the chars, concretises the text of a string without a
// bound (interp.VM.ConcretizeText); parseInt decides ASCII numbers exactly
// and concretises the text of a number with other digits or beyond the
// int range (symstring_parse.go). Without interp.Options.Concretize both
// stop with ErrUnsupported naming the method.

// registerSymStrings registers the models on symbolic strings.
func registerSymStrings(r *interp.Library) {
	S := "java/lang/String."
	str := "Ljava/lang/String;"
	add := r.AddSymbolic

	add(S+"length()I", unary(func(c *solver.Context, s solver.Expr) solver.Expr { return c.StrLen(s) }))
	add(S+"isEmpty()Z", unary(func(c *solver.Context, s solver.Expr) solver.Expr { return c.Eq(c.StrLen(s), k(c, 0)) }))
	add(S+"hashCode()I", symStringHash)
	add(S+"toString()"+str, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return a[0], nil })
	add(S+"charAt(I)C", charAtModel)
	// new String(s) of symbolic text: a new object (== tells it from s)
	// with the same text.
	add(S+"<init>("+str+")V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		s, err := argText(vm, a, 1)
		if err != nil {
			return interp.Slot{}, err
		}
		vm.SetStringText(a[0].R, s)
		return interp.Slot{}, nil
	})
	add(S+"regionMatches(I"+str+"II)Z", regionMatches)
	r.AddText(S+"getChars(II[CI)V", symGetChars(false))
	add(S+"substring(I)"+str, substring(false))
	add(S+"substring(II)"+str, substring(true))
	add(S+"equals(Ljava/lang/Object;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if o := a[1].R; o == nil || o.Class != a[0].R.Class {
			return interp.Slot{}, nil
		}
		return binary(func(c *solver.Context, s, t solver.Expr) solver.Expr { return c.Eq(s, t) })(vm, a)
	})
	add(S+"concat("+str+")"+str, binary(func(c *solver.Context, s, t solver.Expr) solver.Expr { return c.StrConcat(s, t) }))
	compareTo := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if o := a[1].R; o != nil && o.Class != a[0].R.Class {
			return interp.Slot{}, vm.CastError(o.Class, a[0].R.Class)
		}
		return binary(func(c *solver.Context, s, t solver.Expr) solver.Expr { return c.StrCompare(s, t) })(vm, a)
	}
	add(S+"compareTo("+str+")I", compareTo)
	add(S+"compareTo(Ljava/lang/Object;)I", compareTo)
	add(S+"startsWith("+str+")Z", binary(func(c *solver.Context, s, p solver.Expr) solver.Expr { return c.StrPrefix(p, s) }))
	add(S+"endsWith("+str+")Z", binary(func(c *solver.Context, s, p solver.Expr) solver.Expr { return c.StrSuffix(p, s) }))
	add(S+"contains(Ljava/lang/CharSequence;)Z", binary(func(c *solver.Context, s, t solver.Expr) solver.Expr { return c.StrContains(s, t) }))
	add(S+"indexOf("+str+")I", indexOfText(false))
	add(S+"indexOf("+str+"I)I", indexOfText(true))
	add(S+"indexOf(I)I", indexOfSymCharArg(false))
	add(S+"indexOf(II)I", indexOfSymCharArg(true))

	// Conversions between ints, chars and strings.
	for _, t := range []string{"I", "J", "C", "Z"} {
		add(S+"valueOf("+t+")"+str, valueOfModel(t[0]))
	}
	add(S+"valueOf(Ljava/lang/Object;)"+str, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if _, ok := interp.SymbolicString(a[0].R); ok {
			return a[0], nil // obj.toString() is obj
		}
		return valueOfModel('L')(vm, a)
	})
	add("java/lang/Integer.toString(I)"+str, valueOfModel('I'))
	add("java/lang/Long.toString(J)"+str, valueOfModel('J'))
	add("java/lang/Character.toString(C)"+str, valueOfModel('C'))
	add("java/lang/Integer.parseInt("+str+")I", parseIntModel(false))
	add("java/lang/Integer.valueOf("+str+")Ljava/lang/Integer;", parseIntModel(true))
	// In radix 10 (Scanner's default) the overloads with a radix are the
	// same; another radix is not modelled on symbolic text.
	add("java/lang/Integer.parseInt("+str+"I)I", decimal(parseIntModel(false)))
	add("java/lang/Integer.valueOf("+str+"I)Ljava/lang/Integer;", decimal(parseIntModel(true)))
	add("java/lang/Character.isDigit(C)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c, ch := vm.Ctx(), vm.SymOf(a[0], solver.KInt)
		e := c.Bool(false)
		for _, z := range solver.JavaDigitZeros {
			e = c.LOr(e, c.LAnd(c.Ge(ch, k(c, int64(z))), c.Le(ch, k(c, int64(z)+9))))
		}
		return exprResult(vm, e)
	})

	// StringBuilder and StringBuffer: appends make the content symbolic.
	for _, B := range []string{"java/lang/StringBuilder", "java/lang/StringBuffer"} {
		self := "L" + B + ";"
		// A float or double appends its Java text when it is concrete
		// (ValueText); a symbolic one has no exact text (unsupported).
		for _, t := range []string{"I", "J", "C", "Z", "F", "D", str, "Ljava/lang/Object;", "Ljava/lang/CharSequence;"} {
			add(B+".append("+t+")"+self, appendModel(t[0]))
		}
		// The bridges of Appendable (what Formatter calls).
		add(B+".append(C)Ljava/lang/Appendable;", appendModel('C'))
		add(B+".append(Ljava/lang/CharSequence;)Ljava/lang/Appendable;", appendModel('L'))
		add(B+".<init>("+str+")V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			s, err := argText(vm, a, 1)
			if err != nil {
				return interp.Slot{}, err
			}
			vm.SetBuilderTextCapacity(a[0].R, s, stringCapacity(vm.Ctx(), s), vm.Ctx().Bool(true))
			return interp.Slot{}, nil
		})
		add(B+".toString()"+str, unary(func(_ *solver.Context, s solver.Expr) solver.Expr { return s }))
		add(B+".length()I", unary(func(c *solver.Context, s solver.Expr) solver.Expr { return c.StrLen(s) }))
		add(B+".charAt(I)C", builderCharAt)
		r.AddText(B+".getChars(II[CI)V", symGetChars(true))
		// setCharAt: StringIndexOutOfBoundsException ("index 3, length
		// 2", JDK 17's checkIndex) unless 0 <= index < length, then the
		// char at index replaced.
		add(B+".setCharAt(IC)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			c := vm.Ctx()
			ch := c.StrFromCode(vm.SymOf(a[2], solver.KInt))
			_, err := builderEdit(vm, a, false, "index", func(s, i, n solver.Expr) solver.Expr {
				return c.StrConcat(c.StrConcat(c.StrSub(s, k(c, 0), i), ch), c.StrSub(s, c.Add(i, k(c, 1)), n))
			})
			return interp.Slot{}, err
		})
		add(B+".insert(IC)"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return builderInsert(vm, a, vm.Ctx().StrFromCode(vm.SymOf(a[2], solver.KInt)))
		})
		add(B+".insert(I"+str+")"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			t := lit(vm, "null")
			if a[2].R != nil {
				var err error
				if t, err = argText(vm, a, 2); err != nil {
					return interp.Slot{}, err
				}
			}
			return builderInsert(vm, a, t)
		})
		// insert of a value: its String.valueOf text (ValueText), as
		// append; a char[] of concrete chars inserts them (from offset and
		// count with the range form).
		for _, t := range []string{"I", "J", "Z", "F", "D", "Ljava/lang/Object;", "Ljava/lang/CharSequence;"} {
			add(B+".insert(I"+t+")"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				e, err := valueText(vm, a[2], t[0], "the inserted value")
				if err != nil {
					return interp.Slot{}, err
				}
				return builderInsert(vm, a, e)
			})
		}
		add(B+".insert(I[C)"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return insertChars(vm, a, nil)
		})
		add(B+".insert(I[CII)"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return insertChars(vm, a, a[3:5])
		})
		add(B+".deleteCharAt(I)"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			c := vm.Ctx()
			return builderEdit(vm, a, false, "index", func(s, i, n solver.Expr) solver.Expr {
				return c.StrConcat(c.StrSub(s, k(c, 0), i), c.StrSub(s, c.Add(i, k(c, 1)), n))
			})
		})
	}
}

// argText returns the text of argument i (a String or builder), or the
// error that throws NullPointerException for null.
func argText(vm *interp.VM, a []interp.Slot, i int) (solver.Expr, error) {
	o := a[i].R
	if o == nil {
		return solver.Expr{}, vm.JavaThrow(npe, "")
	}
	e, ok := vm.TextOf(o)
	if !ok {
		return solver.Expr{}, fmt.Errorf("%w: with a %s argument", interp.ErrUnsupported, interp.DotName(o.Class.Name))
	}
	return e, nil
}

// exprResult is the Java value of the symbolic int, boolean or String e.
func exprResult(vm *interp.VM, e solver.Expr) (interp.Slot, error) {
	switch e.Kind() {
	case solver.KString:
		return vm.TextSlot(e)
	case solver.KBool:
		return boolResult(vm, e), nil
	}
	return vm.Normal(interp.Slot{S: e}), nil
}

// lit is the KString constant of Go text s.
func lit(vm *interp.VM, s string) solver.Expr { return vm.Ctx().StrConst(interp.UTF16Of(s)) }

// unary is the model whose result is f of the receiver's text.
func unary(f func(c *solver.Context, s solver.Expr) solver.Expr) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		s, err := argText(vm, a, 0)
		if err != nil {
			return interp.Slot{}, err
		}
		return exprResult(vm, f(vm.Ctx(), s))
	}
}

// binary is the model whose result is f of the receiver's and the
// argument's texts (NullPointerException for a null argument).
func binary(f func(c *solver.Context, s, t solver.Expr) solver.Expr) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		s, err := argText(vm, a, 0)
		if err != nil {
			return interp.Slot{}, err
		}
		t, err := argText(vm, a, 1)
		if err != nil {
			return interp.Slot{}, err
		}
		return exprResult(vm, f(vm.Ctx(), s, t))
	}
}

// symStringHash is String.hashCode. Its encoding (h = 31h + c over every
// char) needs a bound on the chars (solver/z3/strings.go): the text of a
// string without one is concretised.
func symStringHash(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s, err := argText(vm, a, 0)
	if err != nil {
		return interp.Slot{}, err
	}
	if solver.Unbounded(s) {
		u, err := vm.ConcretizeText(s, "without a length bound: its encoding needs symbolic.max_string_length")
		if err != nil {
			return interp.Slot{}, err
		}
		s = c.StrConst(u)
	}
	return exprResult(vm, c.StrHash(s))
}

// charAtModel is String.charAt: StringIndexOutOfBoundsException unless
// 0 <= i < length.
func charAtModel(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s, err := argText(vm, a, 0)
	if err != nil {
		return interp.Slot{}, err
	}
	i := vm.SymOf(a[1], solver.KInt)
	ok := c.LAnd(c.Ge(i, k(c, 0)), c.Lt(i, c.StrLen(s)))
	if err := vm.Require(ok, "index in bounds", sioobe, lit(vm, "String index out of range: "), c.StrFromInt(i)); err != nil {
		return interp.Slot{}, err
	}
	return exprResult(vm, c.StrAt(s, i))
}

// substring is String.substring(b) (ranged false: to the length) and
// substring(b, e): StringIndexOutOfBoundsException unless
// 0 <= b <= e <= length.
func substring(ranged bool) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := vm.Ctx()
		s, err := argText(vm, a, 0)
		if err != nil {
			return interp.Slot{}, err
		}
		b, e := vm.SymOf(a[1], solver.KInt), c.StrLen(s)
		if ranged {
			e = vm.SymOf(a[2], solver.KInt)
		}
		ok := c.LAnd(c.Ge(b, k(c, 0)), c.LAnd(c.Le(b, e), c.Le(e, c.StrLen(s))))
		if err := vm.Require(ok, "bounds valid", sioobe, lit(vm, "begin "), c.StrFromInt(b),
			lit(vm, ", end "), c.StrFromInt(e), lit(vm, ", length "), c.StrFromInt(c.StrLen(s))); err != nil {
			return interp.Slot{}, err
		}
		return exprResult(vm, c.StrSub(s, b, e))
	}
}

// indexOfIn is s.indexOf(t, from): Java clamps the start into
// 0..length, and Z3's indexof then agrees.
func indexOfIn(c *solver.Context, s, t, from solver.Expr) solver.Expr {
	n := c.StrLen(s)
	from = c.Ite(c.Lt(from, k(c, 0)), k(c, 0), c.Ite(c.Gt(from, n), n, from))
	return c.StrIndexOf(s, t, from)
}

// fromArg returns the start of a forward search: argument 2 when from,
// else 0.
func fromArg(vm *interp.VM, a []interp.Slot, from bool) solver.Expr {
	if !from {
		return k(vm.Ctx(), 0)
	}
	return vm.SymOf(a[2], solver.KInt)
}

// indexOfText is String.indexOf(String) and indexOf(String, from).
func indexOfText(from bool) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return binary(func(c *solver.Context, s, t solver.Expr) solver.Expr {
			return indexOfIn(c, s, t, fromArg(vm, a, from))
		})(vm, a)
	}
}

// indexOfSymCharArg is String.indexOf(int ch) and indexOf(ch, from).
func indexOfSymCharArg(from bool) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[1].S.Valid() {
			return indexOfSymChar(vm, a, vm.SymOf(a[1], solver.KInt), fromArg(vm, a, from))
		}
		s, err := argText(vm, a, 0)
		if err != nil {
			return interp.Slot{}, err
		}
		cp := int32(a[1].I)
		if cp < 0 || cp > maxCodePoint { // no char sequence is that code point
			return interp.IntSlot(-1), nil
		}
		c := vm.Ctx()
		return exprResult(vm, indexOfIn(c, s, c.StrConst(interp.AppendCodePoint(nil, cp)), fromArg(vm, a, from)))
	}
}

// maxUnrolledIndexOf is the longest concrete string whose indexOf of a
// symbolic char is a choice over its positions.
const maxUnrolledIndexOf = 256

// indexOfSymChar is String.indexOf(int ch, int from) with a symbolic code
// point cp, exactly: -1 for a value that is no code point, the index of
// the char cp for a value below 0x10000 (a lone surrogate included, as
// Java searches it), and of its surrogate pair for a supplementary one; a
// cp whose bounds on the path keep it a char (a char read from a string,
// a char input) is the one-char case alone. In a concrete string
// (StringTokenizer's delimiters.indexOf(c)) it is a choice over the
// positions, in integer arithmetic: Z3 4.8.12 decides str.from_code of a
// symbolic char slowly or not at all (measured: StringTokenizer on an
// input of 3 chars left 4 branch sides undecided within 10 s each).
func indexOfSymChar(vm *interp.VM, a []interp.Slot, cp, from solver.Expr) (interp.Slot, error) {
	c := vm.Ctx()
	s, err := argText(vm, a, 0)
	if err != nil {
		return interp.Slot{}, err
	}
	if u, ok := s.StrValue(); ok && len(u) <= maxUnrolledIndexOf {
		e := k(c, -1)
		for j := len(u) - 1; j >= 0; j-- {
			at := c.Eq(cp, k(c, int64(u[j])))
			if j+1 < len(u) && utf16.IsSurrogate(rune(u[j])) && u[j] < 0xDC00 && u[j+1] >= 0xDC00 && u[j+1] <= 0xDFFF {
				at = c.LOr(at, c.Eq(cp, k(c, int64(utf16.DecodeRune(rune(u[j]), rune(u[j+1]))))))
			}
			e = c.Ite(c.LAnd(at, c.Ge(k(c, int64(j)), from)), k(c, int64(j)), e)
		}
		return exprResult(vm, e)
	}
	n := c.StrLen(s)
	from = c.Ite(c.Lt(from, k(c, 0)), k(c, 0), c.Ite(c.Gt(from, n), n, from))
	char := c.StrIndexOf(s, c.StrFromCode(cp), from)
	if lo, hi := vm.RangeOf(cp); lo >= 0 && hi < 0x10000 {
		return exprResult(vm, char)
	}
	off := c.Sub(cp, k(c, 0x10000))
	pair := c.StrConcat(c.StrFromCode(c.Add(k(c, 0xD800), c.Div(off, k(c, 0x400)))), c.StrFromCode(c.Add(k(c, 0xDC00), c.Rem(off, k(c, 0x400)))))
	e := c.Ite(c.LOr(c.Lt(cp, k(c, 0)), c.Gt(cp, k(c, maxCodePoint))), k(c, -1),
		c.Ite(c.Lt(cp, k(c, 0x10000)), char, c.StrIndexOf(s, pair, from)))
	return exprResult(vm, e)
}

// valueOfModel is String.valueOf of a value of descriptor type t (and
// Integer/Long/Character.toString): symbolic text of a symbolic value.
func valueOfModel(t byte) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		e, err := valueText(vm, a[0], t, "its argument")
		if err != nil {
			return interp.Slot{}, err
		}
		return exprResult(vm, e)
	}
}

// valueText is String.valueOf(v) for a value of descriptor type t, or an
// ErrUnsupported error for a symbolic value without an exact text (what
// names it).
func valueText(vm *interp.VM, v interp.Slot, t byte, what string) (solver.Expr, error) {
	e, ok, err := vm.ValueText(v, t)
	if err == nil && !ok {
		err = fmt.Errorf("%w: with %s symbolic", interp.ErrUnsupported, what)
	}
	return e, err
}

// appendModel is a builder's append of a value of descriptor type t: the
// content becomes the concatenation.
func appendModel(t byte) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		e, err := valueText(vm, a[1], t, "the appended value")
		if err != nil {
			return interp.Slot{}, err
		}
		cur, _ := vm.TextOf(a[0].R)
		vm.SetBuilderText(a[0].R, vm.Ctx().StrConcat(cur, e))
		return a[0], nil
	}
}

// regionMatches is String.regionMatches(toffset, other, ooffset, len),
// JDK 17's: false when an offset is negative or a region runs past its
// string's end (the JDK compares in long: here toffset, ooffset >= 0
// first, so the differences cannot overflow), true for len <= 0, else
// whether the two regions are equal.
func regionMatches(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s, err := argText(vm, a, 0)
	if err != nil {
		return interp.Slot{}, err
	}
	o, err := argText(vm, a, 2)
	if err != nil {
		return interp.Slot{}, err
	}
	to, oo, n := vm.SymOf(a[1], solver.KInt), vm.SymOf(a[3], solver.KInt), vm.SymOf(a[4], solver.KInt)
	inside := c.LAnd(c.LAnd(c.Ge(to, k(c, 0)), c.Ge(oo, k(c, 0))),
		c.LAnd(c.Le(n, c.Sub(c.StrLen(s), to)), c.Le(n, c.Sub(c.StrLen(o), oo))))
	same := c.Eq(c.StrSub(s, to, c.Add(to, n)), c.StrSub(o, oo, c.Add(oo, n)))
	return exprResult(vm, c.LAnd(inside, c.LOr(c.Le(n, k(c, 0)), same)))
}

// builderCharAt is StringBuilder/StringBuffer.charAt:
// StringIndexOutOfBoundsException ("index 3, length 2", JDK 17's
// checkIndex) unless 0 <= index < length.
func builderCharAt(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s, err := argText(vm, a, 0)
	if err != nil {
		return interp.Slot{}, err
	}
	i, n := vm.SymOf(a[1], solver.KInt), c.StrLen(s)
	ok := c.LAnd(c.Ge(i, k(c, 0)), c.Lt(i, n))
	if err := vm.Require(ok, "index in bounds", sioobe, lit(vm, "index "), c.StrFromInt(i), lit(vm, ", length "), c.StrFromInt(n)); err != nil {
		return interp.Slot{}, err
	}
	return exprResult(vm, c.StrAt(s, i))
}

// insertChars is StringBuilder/StringBuffer.insert(offset, chars) and,
// with rng (offset and count in chars), insert(offset, chars, off, len),
// for a char[] whose chars are concrete: builderInsert of the chars' text.
// A null array, symbolic chars or a range outside the array (where the
// JDK throws) stop the path as unsupported.
func insertChars(vm *interp.VM, a []interp.Slot, rng []interp.Slot) (interp.Slot, error) {
	arr := a[2].R
	if arr == nil {
		return interp.Slot{}, fmt.Errorf("%w: with a null char[]", interp.ErrUnsupported)
	}
	u := make([]uint16, len(arr.Fields))
	for i, e := range arr.Fields {
		if e.S.Valid() {
			return interp.Slot{}, fmt.Errorf("%w: with a char[] with a symbolic char", interp.ErrUnsupported)
		}
		u[i] = uint16(e.I)
	}
	if rng != nil {
		if rng[0].S.Valid() || rng[1].S.Valid() {
			return interp.Slot{}, fmt.Errorf("%w: with a symbolic range of the char[]", interp.ErrUnsupported)
		}
		off, n := int32(rng[0].I), int32(rng[1].I)
		if off < 0 || n < 0 || int(off) > len(u)-int(n) {
			return interp.Slot{}, fmt.Errorf("%w: with a range outside the char[]", interp.ErrUnsupported)
		}
		u = u[off : off+n]
	}
	return builderInsert(vm, a, vm.Ctx().StrConst(u))
}

// symGetChars is String.getChars(srcBegin, srcEnd, dst, dstBegin) on
// symbolic text, and a builder's (builder true), the indices concrete or
// symbolic (StringReader.read passes a count computed from the length):
// the checks of the concrete model (getChars) are one case split, the
// source range first, then the destination range; on the path where both
// hold, each element of dst is the text's char where it lies in the
// copied range and keeps its value otherwise (an ite when the range is
// symbolic).
func symGetChars(builder bool) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := vm.Ctx()
		s, _ := vm.TextOf(a[0].R)
		b, e, d := vm.SymOf(a[1], solver.KInt), vm.SymOf(a[2], solver.KInt), vm.SymOf(a[4], solver.KInt)
		n := c.StrLen(s)
		srcOK := c.LAnd(c.LAnd(c.Ge(b, k(c, 0)), c.Le(b, e)), c.Le(e, n))
		srcErr := vm.Ctx().StrConcat(getCharsSrcText(vm, builder, b, e), c.StrFromInt(n))
		arr := a[3].R
		if arr == nil {
			i, _, err := vm.SplitCases([]interp.Case{{Label: sioobe[len("java/lang/"):], Cond: c.Not(srcOK)}, {Label: "NullPointerException", Cond: srcOK}})
			if err == nil && i == 0 {
				err = vm.JavaThrowText(sioobe, srcErr)
			} else if err == nil {
				err = vm.JavaThrow(npe, "")
			}
			return interp.Slot{}, err
		}
		if arr.Native != nil {
			return interp.Slot{}, fmt.Errorf("%w: with a destination array of symbolic length", interp.ErrUnsupported)
		}
		l := k(c, int64(len(arr.Fields)))
		cnt := c.Sub(e, b)
		dstOK, dstExc, dstErr := getCharsDst(vm, builder, d, cnt, l)
		i, _, err := vm.SplitCases([]interp.Case{
			{Label: sioobe[len("java/lang/"):], Cond: c.Not(srcOK)},
			{Label: dstExc[len("java/lang/"):], Cond: c.LAnd(srcOK, c.Not(dstOK))},
			{Label: "ranges valid", Cond: c.LAnd(srcOK, dstOK)},
		})
		switch {
		case err != nil:
			return interp.Slot{}, err
		case i == 0:
			return interp.Slot{}, vm.JavaThrowText(sioobe, srcErr)
		case i == 1:
			return interp.Slot{}, vm.JavaThrowText(dstExc, dstErr)
		}
		vm.Touch(arr)
		for j := range arr.Fields {
			at := k(c, int64(j))
			in := c.LAnd(c.Le(d, at), c.Lt(at, c.Add(d, cnt)))
			if in.IsConst() && in.ConstValue() == 0 {
				continue
			}
			ch := charAt(c, s, c.Add(b, c.Sub(at, d)))
			arr.Fields[j] = vm.Normal(interp.Slot{S: c.Ite(in, ch, vm.SymOf(arr.Fields[j], solver.KInt))})
		}
		return interp.Slot{}, nil
	}
}

// getCharsSrcText is the start of the message of getChars' exception for
// a source range b..e (getCharsSrcMessage), before the length.
func getCharsSrcText(vm *interp.VM, builder bool, b, e solver.Expr) solver.Expr {
	word := "begin "
	if builder {
		word = "start "
	}
	c := vm.Ctx()
	return c.StrConcat(c.StrConcat(c.StrConcat(lit(vm, word), c.StrFromInt(b)), lit(vm, ", end ")),
		c.StrConcat(c.StrFromInt(e), lit(vm, ", length ")))
}

// getCharsDst is getChars' check of the destination range (d, count cnt,
// a char[] of length l) on symbolic values: the condition that it holds,
// and the exception and message otherwise (getCharsDstError's).
func getCharsDst(vm *interp.VM, builder bool, d, cnt, l solver.Expr) (ok solver.Expr, exc string, msg solver.Expr) {
	c := vm.Ctx()
	if builder {
		end := c.Add(d, cnt)
		ok = c.LAnd(c.LAnd(c.Ge(d, k(c, 0)), c.Le(d, end)), c.Le(end, l))
		msg = c.StrConcat(c.StrConcat(c.StrConcat(lit(vm, "start "), c.StrFromInt(d)), lit(vm, ", end ")),
			c.StrConcat(c.StrFromInt(end), c.StrConcat(lit(vm, ", length "), c.StrFromInt(l))))
		return ok, "java/lang/IndexOutOfBoundsException", msg
	}
	ok = c.LAnd(c.LAnd(c.Ge(d, k(c, 0)), c.Ge(cnt, k(c, 0))), c.Le(d, c.Sub(l, cnt)))
	msg = c.StrConcat(c.StrConcat(c.StrConcat(lit(vm, "offset "), c.StrFromInt(d)), lit(vm, ", count ")),
		c.StrConcat(c.StrFromInt(cnt), c.StrConcat(lit(vm, ", length "), c.StrFromInt(l))))
	return ok, sioobe, msg
}

// builderInsert is StringBuilder/StringBuffer.insert(offset, t) on the
// receiver's text s: StringIndexOutOfBoundsException ("offset 3, length
// 2", JDK 17's message) unless 0 <= offset <= s.length(), and otherwise
// the text s[0, offset) + t + s[offset, length).
func builderInsert(vm *interp.VM, a []interp.Slot, t solver.Expr) (interp.Slot, error) {
	c := vm.Ctx()
	return builderEdit(vm, a, true, "offset", func(s, i, n solver.Expr) solver.Expr {
		return c.StrConcat(c.StrConcat(c.StrSub(s, k(c, 0), i), t), c.StrSub(s, i, n))
	})
}

// builderEdit edits the receiver's text s at argument 1's position i of
// a StringBuilder/StringBuffer: StringIndexOutOfBoundsException ("<what>
// 3, length 2", JDK 17's message) unless 0 <= i < s.length() (0 <= i <=
// s.length() when atEnd, for an insertion), and otherwise the receiver's
// text becomes edit(s, i, s.length()).
func builderEdit(vm *interp.VM, a []interp.Slot, atEnd bool, what string, edit func(s, i, n solver.Expr) solver.Expr) (interp.Slot, error) {
	c := vm.Ctx()
	s, err := argText(vm, a, 0)
	if err != nil {
		return interp.Slot{}, err
	}
	i, n := vm.SymOf(a[1], solver.KInt), c.StrLen(s)
	upper := c.Lt(i, n)
	if atEnd {
		upper = c.Le(i, n)
	}
	ok := c.LAnd(c.Ge(i, k(c, 0)), upper)
	if err := vm.Require(ok, what+" in bounds", sioobe, lit(vm, what+" "), c.StrFromInt(i), lit(vm, ", length "), c.StrFromInt(n)); err != nil {
		return interp.Slot{}, err
	}
	vm.SetBuilderText(a[0].R, edit(s, i, n))
	return a[0], nil
}
