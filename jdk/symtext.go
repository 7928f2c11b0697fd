package jdk

import (
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// Models of String, StringBuilder and Long methods on symbolic text (a
// String or builder whose content is a KString expression:
// Verifier.nondetString, a sym String parameter, text built from one),
// registered with AddText so that the concrete models answer every call
// without symbolic text.
//
// Each is exact, built from the operators the solver has (no new theory:
// Z3 4.8.12 has no seq.map and no fold) by unrolling over the positions
// the text may have: the char at a position at or beyond the length is -1
// (solver.Context.StrAt), and every mapping of chars here keeps -1, so
// one formula covers each of the text's lengths. A text so made is given
// to Z3 as a string variable defined char by char, or as the
// concatenation of its chars when they are known (definedText); chars
// are read through concatenations and substrings (charAt). A text
// without a length bound (symbolic.max_string_length = -1), or longer
// than maxTextUnroll chars, has no such form: those methods stop that
// path with an ErrUnsupported error naming the method (verify: unknown),
// never a wrong answer. toCharArray is exact at any length up to
// max_array_length (a longer text cuts the path, as an array of symbolic
// length does), and equalsIgnoreCase with a constant side at any length.
//
// toUpperCase and toLowerCase are String's mappings, not Character's: a
// few chars map to several (ß to "SS", İ to "i̇"), Σ to σ or ς by
// context, and surrogate pairs as code points. A text whose every char
// maps as Character's toUpperCase/toLowerCase(char) does (all but
// caseSpecials) is mapped exactly, char by char; the path splits on
// whether the text is ASCII (a small mapping Z3 decides quickly), holds
// another such char (Character's whole mapping), or holds one of
// caseSpecials: that side stops with ErrUnsupported naming the method.

// maxTextUnroll is the longest text the unrolled models accept.
const maxTextUnroll = 256

// registerSymText registers the models on symbolic text.
func registerSymText(r *interp.Library) {
	S := "java/lang/String."
	str := "Ljava/lang/String;"
	r.AddText(S+"toCharArray()[C", toCharArray)
	r.AddText(S+"equalsIgnoreCase("+str+")Z", equalsIgnoreCase)
	r.AddText(S+"regionMatches(ZI"+str+"II)Z", regionMatchesCase)
	r.AddText(S+"toUpperCase()"+str, caseMap(true))
	r.AddText(S+"toLowerCase()"+str, caseMap(false))
	r.AddText(S+"trim()"+str, stripped(func(c uint16) bool { return c <= ' ' }, true, true))
	r.AddText(S+"strip()"+str, stripped(isWhitespaceChar, true, true))
	r.AddText(S+"stripLeading()"+str, stripped(isWhitespaceChar, true, false))
	r.AddText(S+"stripTrailing()"+str, stripped(isWhitespaceChar, false, true))
	r.AddText(S+"isBlank()Z", isBlank)
	r.AddText(S+"lastIndexOf(I)I", symLastIndexOfChar(false))
	r.AddText(S+"lastIndexOf(II)I", symLastIndexOfChar(true))
	r.AddText(S+"lastIndexOf("+str+")I", symLastIndexOfText(false))
	r.AddText(S+"lastIndexOf("+str+"I)I", symLastIndexOfText(true))
	r.AddText(S+"replace(CC)"+str, replaceChar)
	r.AddText(S+"replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)"+str, replaceText)
	r.AddText(S+"split("+str+")[Ljava/lang/String;", splitRegex(false))
	r.AddText(S+"split("+str+"I)[Ljava/lang/String;", splitRegex(true))
	r.AddText("java/lang/Integer.parseInt(Ljava/lang/CharSequence;III)I", parseSeqInt)
	r.AddText("java/net/URLDecoder.decode("+str+"Ljava/nio/charset/Charset;)"+str, urlDecode)
	L := "java/lang/Long."
	r.AddText(L+"parseLong("+str+")J", parseLong(false, false))
	r.AddText(L+"parseLong("+str+"I)J", parseLong(true, false))
	r.AddText(L+"valueOf("+str+")Ljava/lang/Long;", parseLong(false, true))
	r.AddText(L+"valueOf("+str+"I)Ljava/lang/Long;", parseLong(true, true))
	for _, B := range []string{"java/lang/StringBuilder", "java/lang/StringBuffer"} {
		self := "L" + B + ";"
		r.AddText(B+".reverse()"+self, reverse)
		r.AddText(B+".setLength(I)V", setLength)
		r.AddText(B+".delete(II)"+self, deleteRange)
	}
}

// textExpr returns the text of a String or builder o as a KString
// expression, symbolic or constant.
func textExpr(vm *interp.VM, o *interp.Object) solver.Expr {
	if e, ok := interp.SymbolicText(o); ok {
		return e
	}
	if o.Class.Name == "java/lang/String" {
		return vm.Ctx().StrConst(interp.StringOf(o))
	}
	return vm.Ctx().StrConst(builderOf(o).U)
}

// receiverText returns the solver context, the text of the receiver
// (a[0]) and the number of its positions a model unrolls over
// (positions).
func receiverText(vm *interp.VM, a []interp.Slot) (*solver.Context, solver.Expr, int, error) {
	s := textExpr(vm, a[0].R)
	n, err := positions(s)
	return vm.Ctx(), s, n, err
}

// positions returns how many positions text s may have for a model that
// unrolls over them, or an ErrUnsupported error for a text without a
// length bound or longer than maxTextUnroll.
func positions(s solver.Expr) (int, error) {
	if solver.Unbounded(s) {
		return 0, fmt.Errorf("%w: on symbolic text without a length bound (the model unrolls over its chars: symbolic.max_string_length bounds them)", interp.ErrUnsupported)
	}
	n := solver.MaxLen(s)
	if n > maxTextUnroll {
		return 0, fmt.Errorf("%w: on symbolic text of up to %d chars (the model unrolls over at most %d)", interp.ErrUnsupported, n, maxTextUnroll)
	}
	return int(n), nil
}

// charAt is s.charAt(i) (-1 beyond the length) for a position i, read
// through the concatenations whose left part has a constant length (text
// built from chars: "" + a + b) down to the char itself, which Z3 then
// need not find in the sequence.
func charAt(c *solver.Context, s, i solver.Expr) solver.Expr {
	if i.Op() == solver.OpIte {
		return c.Ite(i.Arg(0), charAt(c, s, i.Arg(1)), charAt(c, s, i.Arg(2)))
	}
	if s.Op() == solver.OpStrSub && i.IsConst() && i.ConstValue() >= 0 {
		// A substring (trim's): the char at b + i when that is before
		// both the end and the length (solver.Context.StrSub's total
		// semantics), else none.
		t, b, e := s.Arg(0), s.Arg(1), s.Arg(2)
		j := c.Add(b, i)
		in := c.LAnd(c.Ge(b, k(c, 0)), c.LAnd(c.Lt(j, e), c.Lt(j, c.StrLen(t))))
		return c.Ite(in, charAt(c, t, addIn(c, b, i.ConstValue())), k(c, -1))
	}
	if !i.IsConst() {
		return c.StrAt(s, i)
	}
	switch s.Op() {
	case solver.OpStrConcat:
		if l := c.StrLen(s.Arg(0)); l.IsConst() {
			if i.ConstValue() < l.ConstValue() {
				return charAt(c, s.Arg(0), i)
			}
			return charAt(c, s.Arg(1), k(c, i.ConstValue()-l.ConstValue()))
		}
	case solver.OpStrFromCode:
		if l := c.StrLen(s); l.IsConst() && l.ConstValue() == 1 { // a char
			if i.ConstValue() == 0 {
				return s.Arg(0)
			}
			return k(c, -1)
		}
	}
	return c.StrAt(s, i)
}

// addIn is x + d with the addition pushed into x's ites, down to the
// constants it folds with (an index chosen by an ite chain: trim's).
func addIn(c *solver.Context, x solver.Expr, d int64) solver.Expr {
	if x.Op() == solver.OpIte {
		return c.Ite(x.Arg(0), addIn(c, x.Arg(1), d), addIn(c, x.Arg(2), d))
	}
	return c.Add(x, k(c, d))
}

// textLen is s.length(), a substring's written out (the length of
// solver.Context.StrSub: min(e, length) - b when 0 <= b < length and
// e > b, else 0), so that a model comparing it need not be given it by
// Z3's sequence theory.
func textLen(c *solver.Context, s solver.Expr) solver.Expr {
	if s.Op() != solver.OpStrSub {
		return c.StrLen(s)
	}
	t, b, e := s.Arg(0), s.Arg(1), s.Arg(2)
	l := c.StrLen(t)
	some := c.LAnd(c.Ge(b, k(c, 0)), c.LAnd(c.Lt(b, l), c.Gt(e, b)))
	return c.Ite(some, c.Sub(c.Ite(c.Lt(e, l), e, l), b), k(c, 0))
}

// k is the int constant v.
func k(c *solver.Context, v int64) solver.Expr { return c.Const(solver.KInt, v) }

// definedText returns a string r that is a function of the operands
// (named after the operation and their expressions, so the same
// operation on the same operands is the same string on every path) and
// the definition that makes it so: r has length l and its char at each
// of the n positions i it may have is at(i), which must be -1 (no char)
// from l on. The caller adds def to the path condition (Split). Z3
// 4.8.12 decides a text so defined char by char where the concatenation
// of the same chars (str.from_code of each) stays undecided (measured:
// toLowerCase of an 8-char input compared with "quit": decided in 1.4 s
// of CPU against undecided after 10 s).
func definedText(c *solver.Context, op string, operands []solver.Expr, l solver.Expr, n int, at func(i int) solver.Expr) (r, def solver.Expr) {
	if l.IsConst() && l.ConstValue() <= int64(n) {
		// Text of a known length whose chars are known (made of chars:
		// "" + a + b): their concatenation, each char's choices as
		// choices of one-char strings, as "" + a + b itself is.
		r, def = c.StrConst(nil), c.Bool(true)
		for i := 0; i < int(l.ConstValue()); i++ {
			ch := at(i)
			if readsText(ch, map[uint32]bool{}) {
				r = solver.Expr{}
				break
			}
			r = c.StrConcat(r, charText(c, ch))
		}
		if r.Valid() {
			return r, def
		}
	}
	name := op
	for _, e := range operands {
		name += fmt.Sprintf("#%d", e.ID())
	}
	r = c.Var(name, solver.KString, 0, int64(n))
	def = c.Eq(c.StrLen(r), l)
	for i := 0; i < n; i++ {
		def = c.LAnd(def, c.Eq(c.StrAt(r, k(c, int64(i))), at(i)))
	}
	return r, def
}

// readsText reports whether e reads a char of a text (StrAt).
func readsText(e solver.Expr, seen map[uint32]bool) bool {
	if seen[e.ID()] {
		return false
	}
	seen[e.ID()] = true
	if e.Op() == solver.OpStrAt {
		return true
	}
	for i := 0; i < e.NumArgs(); i++ {
		if readsText(e.Arg(i), seen) {
			return true
		}
	}
	return false
}

// charText is the one-char string of the char ch, its ites lifted to
// choices between strings.
func charText(c *solver.Context, ch solver.Expr) solver.Expr {
	if ch.Op() == solver.OpIte {
		return c.Ite(ch.Arg(0), charText(c, ch.Arg(1)), charText(c, ch.Arg(2)))
	}
	return c.StrFromCode(ch)
}

// defined finishes a model whose result is a defined text: a one-case
// Split adds its definition to the path condition.
func defined(vm *interp.VM, label string, r, def solver.Expr) (solver.Expr, error) {
	if def.IsConst() {
		return r, nil
	}
	if _, err := vm.Split([]string{label}, []solver.Expr{def}); err != nil {
		return solver.Expr{}, err
	}
	return r, nil
}

// toCharArray is String.toCharArray: a char[] of symbolic length (the
// text's) whose elements are the text's chars. A bounded text gives an
// array of its capacity; a longer one is cut above max_array_length.
func toCharArray(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s := textExpr(vm, a[0].R)
	n := vm.Options().Heap.MaxArrayLength
	if !solver.Unbounded(s) && solver.MaxLen(s) <= maxTextUnroll {
		n = int(solver.MaxLen(s))
	} else {
		within := c.Le(c.StrLen(s), k(c, int64(n)))
		i, err := vm.Split([]string{fmt.Sprintf("length in 0..%d", n), fmt.Sprintf("length above %d", n)}, []solver.Expr{within, c.Not(within)})
		if err != nil {
			return interp.Slot{}, err
		}
		if i == 1 {
			vm.CutArrayPath()
			return interp.Slot{}, nil
		}
	}
	elems := make([]interp.Slot, n)
	for i := range elems {
		elems[i] = vm.Normal(interp.Slot{S: charAt(c, s, k(c, int64(i)))})
	}
	arr, err := vm.NewSymLengthArray("[C", c.StrLen(s), elems)
	return interp.RefSlot(arr), err
}

// boolResult is the Java boolean of the condition e.
func boolResult(vm *interp.VM, e solver.Expr) interp.Slot {
	c := vm.Ctx()
	if e.IsConst() {
		return interp.Slot{I: b2i(e.ConstValue() != 0)}
	}
	return vm.Normal(interp.Slot{S: c.Ite(e, k(c, 1), k(c, 0))})
}

// isWhitespaceChar is Character.isWhitespace of a char.
func isWhitespaceChar(c uint16) bool { return javaIsWhitespace(rune(c)) }

// charSet returns the condition that the char ch (-1 beyond the length:
// never in the set) is one of the chars where f holds.
func charSet(c *solver.Context, ch solver.Expr, f func(uint16) bool) solver.Expr {
	return inRanges(c, ch, predicateRanges(func(r rune) bool { return r <= 0xFFFF && f(uint16(r)) }, 0xFFFF))
}

// stripped is trim (f: c <= ' ') and strip, stripLeading, stripTrailing
// (f: Character.isWhitespace; no supplementary code point is whitespace,
// so chars decide): the substring from the first char where f fails
// (lead) to after the last (trail).
func stripped(f func(uint16) bool, lead, trail bool) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c, s, n, err := receiverText(vm, a)
		if err != nil {
			return interp.Slot{}, err
		}
		length := c.StrLen(s)
		keep := func(i int) solver.Expr {
			ch := charAt(c, s, k(c, int64(i)))
			return c.LAnd(c.Ge(ch, k(c, 0)), c.Not(charSet(c, ch, f)))
		}
		b, e := k(c, 0), length
		if lead {
			b = length // every char stripped
			for i := n - 1; i >= 0; i-- {
				b = c.Ite(keep(i), k(c, int64(i)), b)
			}
		}
		if trail {
			e = k(c, 0)
			for i := 0; i < n; i++ {
				e = c.Ite(keep(i), k(c, int64(i+1)), e)
			}
		}
		// b > e (all stripped) gives the empty text, as Java does.
		return vm.TextSlot(c.StrSub(s, b, e))
	}
}

// isBlank is String.isBlank: every char whitespace.
func isBlank(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c, s, n, err := receiverText(vm, a)
	if err != nil {
		return interp.Slot{}, err
	}
	all := c.Bool(true)
	for i := 0; i < n; i++ {
		ch := charAt(c, s, k(c, int64(i)))
		all = c.LAnd(all, c.LOr(c.Lt(ch, k(c, 0)), charSet(c, ch, isWhitespaceChar)))
	}
	return boolResult(vm, all), nil
}

// lastFrom returns Java's start of a backward search: argument i when
// from, else the largest int.
func lastFrom(vm *interp.VM, a []interp.Slot, from bool) solver.Expr {
	if !from {
		return k(vm.Ctx(), 1<<31-1)
	}
	return vm.SymOf(a[2], solver.KInt)
}

// lastIndex returns the largest i in 0..n with i <= from where at(i)
// holds, or -1.
func lastIndex(c *solver.Context, n int, from solver.Expr, at func(i int) solver.Expr) solver.Expr {
	r := k(c, -1)
	for i := 0; i <= n; i++ {
		r = c.Ite(c.LAnd(c.Le(k(c, int64(i)), from), at(i)), k(c, int64(i)), r)
	}
	return r
}

// symLastIndexOfChar is String.lastIndexOf(int ch[, int from]), ch concrete
// or symbolic: a char (a lone surrogate included) where it occurs, a
// supplementary code point where its surrogate pair starts, -1 for a
// value that is no code point.
func symLastIndexOfChar(from bool) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c, s, n, err := receiverText(vm, a)
		if err != nil {
			return interp.Slot{}, err
		}
		cp := vm.SymOf(a[1], solver.KInt)
		bmp := c.LAnd(c.Ge(cp, k(c, 0)), c.Lt(cp, k(c, 0x10000)))
		supp := c.LAnd(c.Ge(cp, k(c, 0x10000)), c.Le(cp, k(c, 0x10FFFF)))
		off := c.Sub(cp, k(c, 0x10000))
		hi, lo := c.Add(k(c, 0xD800), c.Div(off, k(c, 0x400))), c.Add(k(c, 0xDC00), c.Rem(off, k(c, 0x400)))
		at := func(i int) solver.Expr {
			ch, next := charAt(c, s, k(c, int64(i))), charAt(c, s, k(c, int64(i+1)))
			return c.LOr(c.LAnd(bmp, c.Eq(ch, cp)), c.LAnd(supp, c.LAnd(c.Eq(ch, hi), c.Eq(next, lo))))
		}
		return vm.Normal(interp.Slot{S: lastIndex(c, n-1, lastFrom(vm, a, from), at)}), nil
	}
}

// symLastIndexOfText is String.lastIndexOf(String t[, int from]): the
// largest index <= from where t occurs (the length for an empty t).
func symLastIndexOfText(from bool) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[1].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		c := vm.Ctx()
		s, t := textExpr(vm, a[0].R), textExpr(vm, a[1].R)
		n, err := positions(s)
		if err != nil {
			return interp.Slot{}, err
		}
		at := func(i int) solver.Expr {
			return c.Eq(c.StrIndexOf(s, t, k(c, int64(i))), k(c, int64(i)))
		}
		return vm.Normal(interp.Slot{S: lastIndex(c, n, lastFrom(vm, a, from), at)}), nil
	}
}
