package jdk

import (
	"fmt"
	"strings"
	"sync"

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
	r.AddText(S+"split("+str+")[Ljava/lang/String;", splitChar)
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

// caseTables are the runs of Character.toUpperCase(char) (index 0),
// toLowerCase(char) (1) and of foldChar (2) (symcase.go), computed once.
var caseTables = sync.OnceValue(func() [3][]caseRun {
	up := func(c int32) int32 { return int32(javaToUpperChar(uint16(c))) }
	lo := func(c int32) int32 { return int32(javaToLowerChar(uint16(c))) }
	fold := func(c int32) int32 { return int32(foldChar(uint16(c))) }
	return [3][]caseRun{caseRuns(up, 0xFFFF), caseRuns(lo, 0xFFFF), caseRuns(fold, 0xFFFF)}
})

// foldChar is the char equalsIgnoreCase compares: the lower case of the
// upper case. Two chars match (regionMatchesCI: equal, equal upper
// cases, or equal lower cases of those) exactly when their foldChars are
// equal, since each test implies the last.
func foldChar(c uint16) uint16 { return javaToLowerChar(javaToUpperChar(c)) }

// foldClasses maps each foldChar value to the chars that have it,
// computed once.
var foldClasses = sync.OnceValue(func() map[uint16][]uint16 {
	m := map[uint16][]uint16{}
	for x := 0; x <= 0xFFFF; x++ {
		f := foldChar(uint16(x))
		m[f] = append(m[f], uint16(x))
	}
	return m
})

// equalsIgnoreCase is String.equalsIgnoreCase: equal lengths, and at each
// position chars of equal foldChar (JDK 17's regionMatchesCI). A constant
// side fixes the positions to its length (exact at any length of the
// other), and at a constant char the chars that match it are listed.
func equalsIgnoreCase(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	if a[1].R == nil {
		return interp.Slot{}, nil
	}
	c := vm.Ctx()
	x, y := textExpr(vm, a[0].R), textExpr(vm, a[1].R)
	if _, ok := x.StrValue(); ok {
		x, y = y, x
	}
	var n int
	if u, ok := y.StrValue(); ok {
		n = len(u)
	} else {
		nx, errx := positions(x)
		ny, erry := positions(y)
		switch {
		case errx != nil && erry != nil:
			return interp.Slot{}, errx
		case errx != nil || erry != nil:
			n = max(nx, ny) // the equal lengths are the bounded one's
		default:
			n = min(nx, ny)
		}
	}
	fold := caseTables()[2]
	eq := c.Eq(textLen(c, x), textLen(c, y))
	for i := 0; i < n; i++ {
		cx, cy := charAt(c, x, k(c, int64(i))), charAt(c, y, k(c, int64(i)))
		var same solver.Expr
		if cy.IsConst() {
			same = c.Bool(false)
			for _, m := range foldClasses()[foldChar(uint16(cy.ConstValue()))] {
				same = c.LOr(same, c.Eq(cx, k(c, int64(m))))
			}
		} else {
			// Beyond both lengths both are -1, which folds to itself.
			same = c.Eq(caseTree(c, cx, fold), caseTree(c, cy, fold))
		}
		eq = c.LAnd(eq, same)
	}
	return boolResult(vm, eq), nil
}

// boolResult is the Java boolean of the condition e.
func boolResult(vm *interp.VM, e solver.Expr) interp.Slot {
	c := vm.Ctx()
	if e.IsConst() {
		return interp.Slot{I: b2i(e.ConstValue() != 0)}
	}
	return vm.Normal(interp.Slot{S: c.Ite(e, k(c, 1), k(c, 0))})
}

// caseSpecials are the chars whose String.toUpperCase (index 0) or
// toLowerCase (1), alone or in some context, differs from
// Character.toUpperCase/toLowerCase(char) in JDK 17 (the default locale
// en; found by running both over every char on the JVM:
// TestStringCaseSpecialsAsJVM), besides the surrogates.
var caseSpecials = [2][]runeRange{{
	{0xdf, 0xdf}, {0x149, 0x149}, {0x1f0, 0x1f0}, {0x390, 0x390}, {0x3b0, 0x3b0}, {0x587, 0x587},
	{0x1e96, 0x1e9a}, {0x1f50, 0x1f50}, {0x1f52, 0x1f52}, {0x1f54, 0x1f54}, {0x1f56, 0x1f56},
	{0x1f80, 0x1faf}, {0x1fb2, 0x1fb4}, {0x1fb6, 0x1fb7}, {0x1fbc, 0x1fbc}, {0x1fc2, 0x1fc4},
	{0x1fc6, 0x1fc7}, {0x1fcc, 0x1fcc}, {0x1fd2, 0x1fd3}, {0x1fd6, 0x1fd7}, {0x1fe2, 0x1fe4},
	{0x1fe6, 0x1fe7}, {0x1ff2, 0x1ff4}, {0x1ff6, 0x1ff7}, {0x1ffc, 0x1ffc}, {0xfb00, 0xfb06},
	{0xfb13, 0xfb17}, {0xd800, 0xdfff},
}, {
	{0x130, 0x130}, {0x3a3, 0x3a3}, {0xd800, 0xdfff},
}}

// caseMap is String.toUpperCase() (upper) or toLowerCase(), a defined
// text mapped char by char, split three ways: every char ASCII (the
// mapping of 'a'..'z' or 'A'..'Z', which Z3 decides quickly), some char
// beyond ASCII but none of caseSpecials (Character's mapping, an ite
// tree over about 250 runs of chars that Z3 may not decide: unknown
// sides, never a wrong answer), or one of caseSpecials: that side is
// ErrUnsupported.
func caseMap(upper bool) interp.NativeFunc {
	which, op := 1, "toLowerCase"
	if upper {
		which, op = 0, "toUpperCase"
	}
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := vm.Ctx()
		s := textExpr(vm, a[0].R)
		n, err := positions(s)
		if err != nil {
			return interp.Slot{}, err
		}
		tab := caseTables()[which]
		from, delta := int64('a'), int64(-32)
		if !upper {
			from, delta = 'A', 32
		}
		ascii, plain := c.Bool(true), c.Bool(true)
		for i := 0; i < n; i++ {
			ch := charAt(c, s, k(c, int64(i)))
			ascii = c.LAnd(ascii, c.Lt(ch, k(c, 0x80)))
			plain = c.LAnd(plain, c.Not(inRanges(c, ch, caseSpecials[which])))
		}
		r1, def1 := definedText(c, op+"ASCII", []solver.Expr{s}, c.StrLen(s), n, func(i int) solver.Expr {
			ch := charAt(c, s, k(c, int64(i)))
			return c.Ite(c.LAnd(c.Ge(ch, k(c, from)), c.Le(ch, k(c, from+25))), c.Add(ch, k(c, delta)), ch)
		})
		r2, def2 := definedText(c, op, []solver.Expr{s}, c.StrLen(s), n, func(i int) solver.Expr {
			return caseTree(c, charAt(c, s, k(c, int64(i))), tab)
		})
		j, err := vm.Split([]string{"every char ASCII", "a char beyond ASCII", "a char with a String mapping of its own"},
			[]solver.Expr{c.LAnd(ascii, def1), c.LAnd(c.LAnd(c.Not(ascii), plain), def2), c.Not(plain)})
		switch {
		case err != nil:
			return interp.Slot{}, err
		case j == 0:
			return vm.TextSlot(r1)
		case j == 1:
			return vm.TextSlot(r2)
		}
		return interp.Slot{}, fmt.Errorf("%w: on symbolic text holding a char whose String mapping is not Character's (a surrogate, ß, İ, Σ ...)", interp.ErrUnsupported)
	}
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
		c := vm.Ctx()
		s := textExpr(vm, a[0].R)
		n, err := positions(s)
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
	c := vm.Ctx()
	s := textExpr(vm, a[0].R)
	n, err := positions(s)
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
		c := vm.Ctx()
		s := textExpr(vm, a[0].R)
		n, err := positions(s)
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

// replaceChar is String.replace(char, char), either char concrete or
// symbolic: a defined text.
func replaceChar(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s := textExpr(vm, a[0].R)
	n, err := positions(s)
	if err != nil {
		return interp.Slot{}, err
	}
	from, to := vm.SymOf(a[1], solver.KInt), vm.SymOf(a[2], solver.KInt)
	r, def := definedText(c, "replace", []solver.Expr{s, from, to}, c.StrLen(s), n, func(i int) solver.Expr {
		ch := charAt(c, s, k(c, int64(i)))
		return c.Ite(c.Eq(ch, from), to, ch) // a char is never -1
	})
	if r, err = defined(vm, "replaced", r, def); err != nil {
		return interp.Slot{}, err
	}
	return vm.TextSlot(r)
}

// reverse is StringBuilder/StringBuffer.reverse, a defined text: the
// char at i is the one at l-1-i (l the length), but a valid surrogate
// pair keeps its order (a low surrogate after a high one, or a high one
// before a low one, takes the other's place).
func reverse(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s := textExpr(vm, a[0].R)
	n, err := positions(s)
	if err != nil {
		return interp.Slot{}, err
	}
	l := c.StrLen(s)
	at := func(q solver.Expr) solver.Expr { return charAt(c, s, q) }
	isHigh := func(ch solver.Expr) solver.Expr { return c.LAnd(c.Ge(ch, k(c, 0xD800)), c.Le(ch, k(c, 0xDBFF))) }
	isLow := func(ch solver.Expr) solver.Expr { return c.LAnd(c.Ge(ch, k(c, 0xDC00)), c.Le(ch, k(c, 0xDFFF))) }
	pick := func(q int) solver.Expr {
		ch, prev, next := at(k(c, int64(q))), at(k(c, int64(q-1))), at(k(c, int64(q+1)))
		p := c.Ite(c.LAnd(isHigh(ch), isLow(next)), next, ch)
		return c.Ite(c.LAnd(isLow(ch), isHigh(prev)), prev, p)
	}
	var r, def solver.Expr
	if l.IsConst() {
		r, def = definedText(c, "reverse", []solver.Expr{s}, l, n, func(i int) solver.Expr { return pick(int(l.ConstValue()) - 1 - i) })
	} else {
		// Defined from the text's side: the char at each position q it
		// may have goes to l-1-q (constant positions in the text, which
		// Z3 reads directly; the reversal's are symbolic).
		name := fmt.Sprintf("reverse#%d", s.ID())
		r = c.Var(name, solver.KString, 0, int64(n))
		def = c.Eq(c.StrLen(r), l)
		for q := 0; q < n; q++ {
			to := c.Sub(c.Sub(l, k(c, 1)), k(c, int64(q)))
			def = c.LAnd(def, c.LOr(c.Ge(k(c, int64(q)), l), c.Eq(c.StrAt(r, to), pick(q))))
		}
	}
	if r, err = defined(vm, "reversed", r, def); err != nil {
		return interp.Slot{}, err
	}
	vm.SetBuilderText(a[0].R, r)
	return a[0], nil
}

// setLength is StringBuilder/StringBuffer.setLength(n):
// StringIndexOutOfBoundsException for n < 0, the first n chars, or the
// text padded with '\0' to n chars (n concrete).
func setLength(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s := textExpr(vm, a[0].R)
	l := vm.SymOf(a[1], solver.KInt)
	if !l.IsConst() {
		neg, cut := c.Lt(l, k(c, 0)), c.LAnd(c.Ge(l, k(c, 0)), c.Le(l, c.StrLen(s)))
		j, err := vm.Split([]string{"negative length", "length within the text", "length beyond the text"},
			[]solver.Expr{neg, cut, c.Gt(l, c.StrLen(s))})
		if err != nil {
			return interp.Slot{}, err
		}
		switch j {
		case 0:
			return interp.Slot{}, vm.JavaThrowText(sioobe, c.StrConcat(c.StrConst(interp.UTF16Of("String index out of range: ")), c.StrFromInt(l)))
		case 2:
			return interp.Slot{}, fmt.Errorf("%w: a symbolic length beyond the symbolic text (its padding with '\\0' has no fixed length)", interp.ErrUnsupported)
		}
		vm.SetBuilderText(a[0].R, c.StrSub(s, k(c, 0), l))
		return interp.Slot{}, nil
	}
	v := l.ConstValue()
	if v < 0 {
		return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("String index out of range: %d", v))
	}
	if v > maxTextUnroll {
		return interp.Slot{}, fmt.Errorf("%w: a length of %d chars for symbolic text (at most %d)", interp.ErrUnsupported, v, maxTextUnroll)
	}
	// v chars, each the text's or '\0' beyond it: a text of the
	// constant length v whose chars the models after it read directly.
	out := c.StrConst(nil)
	for i := int64(0); i < v; i++ {
		ch := charAt(c, s, k(c, i))
		out = c.StrConcat(out, charText(c, c.Ite(c.Lt(ch, k(c, 0)), k(c, 0), ch)))
	}
	vm.SetBuilderText(a[0].R, out)
	return interp.Slot{}, nil
}

// deleteRange is StringBuilder/StringBuffer.delete(start, end): end is
// cut to the length, then StringIndexOutOfBoundsException ("start 2, end
// 1, length 1", with the cut end: JDK 17's checkRangeSIOOBE) unless
// 0 <= start <= end, and otherwise the text without start..end.
func deleteRange(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s := textExpr(vm, a[0].R)
	n := c.StrLen(s)
	b, e := vm.SymOf(a[1], solver.KInt), vm.SymOf(a[2], solver.KInt)
	e = c.Ite(c.Gt(e, n), n, e)
	ok := c.LAnd(c.Ge(b, k(c, 0)), c.Le(b, e))
	if !ok.IsConst() {
		j, err := vm.Split([]string{"range invalid", "range valid"}, []solver.Expr{c.Not(ok), ok})
		if err != nil {
			return interp.Slot{}, err
		}
		ok = c.Bool(j == 1)
	}
	if ok.ConstValue() == 0 {
		lit := func(t string) solver.Expr { return c.StrConst(interp.UTF16Of(t)) }
		msg := c.StrConcat(lit("start "), c.StrFromInt(b))
		msg = c.StrConcat(c.StrConcat(msg, lit(", end ")), c.StrFromInt(e))
		msg = c.StrConcat(c.StrConcat(msg, lit(", length ")), c.StrFromInt(n))
		return interp.Slot{}, vm.JavaThrowText(sioobe, msg)
	}
	vm.SetBuilderText(a[0].R, c.StrConcat(c.StrSub(s, k(c, 0), b), c.StrSub(s, e, n)))
	return a[0], nil
}

// splitDelimiter returns the char String.split's fast path splits on for
// regex (JDK 17: one char that is no metacharacter, or a backslash and a
// char that is no letter or digit; never a surrogate), and false for any
// other regex.
func splitDelimiter(regex []uint16) (uint16, bool) {
	var ch uint16
	switch {
	case len(regex) == 1 && !strings.ContainsRune(".$|()[{^?*+\\", rune(regex[0])):
		ch = regex[0]
	case len(regex) == 2 && regex[0] == '\\' && !(regex[1] >= '0' && regex[1] <= '9') &&
		!(regex[1] >= 'a' && regex[1] <= 'z') && !(regex[1] >= 'A' && regex[1] <= 'Z'):
		ch = regex[1]
	default:
		return 0, false
	}
	return ch, ch < 0xD800 || ch > 0xDFFF
}

// splitChar is String.split(regex) of symbolic text on a literal char d
// (splitDelimiter): the parts between the occurrences of d, the empty
// ones at the end removed. With cnt(i) the number of d before position
// i and last the last position of another char (-1 if none), the result
// has cnt(last) + 1 parts (none when every char is d, one, the text,
// when it is empty), the j-th from after the j-th d (0 for the first) to
// that d, and the last to last + 1. The path splits on the number of
// parts, one case per number the text's length allows.
func splitChar(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	if a[1].R == nil {
		return interp.Slot{}, vm.JavaThrow(npe, "")
	}
	if _, sym := interp.SymbolicText(a[1].R); sym {
		return interp.Slot{}, fmt.Errorf("%w: a symbolic regular expression", interp.ErrUnsupported)
	}
	d, ok := splitDelimiter(interp.StringOf(a[1].R))
	if !ok {
		return interp.Slot{}, fmt.Errorf("%w: on symbolic text with a regular expression other than one literal char (%q)", interp.ErrUnsupported, interp.GoString(a[1].R))
	}
	c := vm.Ctx()
	s := textExpr(vm, a[0].R)
	n, err := positions(s)
	if err != nil {
		return interp.Slot{}, err
	}
	at := func(i int) solver.Expr { return charAt(c, s, k(c, int64(i))) }
	isD := func(i int) solver.Expr { return c.Eq(at(i), k(c, int64(d))) }
	cnt := []solver.Expr{k(c, 0)}
	last := k(c, -1)
	for i := 0; i < n; i++ {
		cnt = append(cnt, c.Add(cnt[i], c.Ite(isD(i), k(c, 1), k(c, 0))))
		last = c.Ite(c.LAnd(c.Ge(at(i), k(c, 0)), c.Not(isD(i))), k(c, int64(i)), last)
	}
	parts := c.Ite(c.Eq(c.StrLen(s), k(c, 0)), k(c, 1), k(c, 0))
	for i := 0; i < n; i++ {
		parts = c.Ite(c.Eq(last, k(c, int64(i))), c.Add(cnt[i], k(c, 1)), parts)
	}
	// nth is the position of the j-th d (from 0).
	nth := func(j int) solver.Expr {
		r := k(c, -1)
		for i := n - 1; i >= 0; i-- {
			r = c.Ite(c.LAnd(isD(i), c.Eq(cnt[i], k(c, int64(j)))), k(c, int64(i)), r)
		}
		return r
	}
	var labels []string
	var conds []solver.Expr
	for l := 0; l <= max(n, 1); l++ {
		labels = append(labels, fmt.Sprintf("%d parts", l))
		conds = append(conds, c.Eq(parts, k(c, int64(l))))
	}
	l, err := vm.Split(labels, conds)
	if err != nil {
		return interp.Slot{}, err
	}
	arr, err := vm.NewArrayOf("Ljava/lang/String;", l)
	if err != nil {
		return interp.Slot{}, err
	}
	start := k(c, 0)
	for j := 0; j < l; j++ {
		end := c.Add(last, k(c, 1))
		if j < l-1 {
			end = nth(j)
		}
		if arr.Fields[j], err = vm.TextSlot(c.StrSub(s, start, end)); err != nil {
			return interp.Slot{}, err
		}
		start = c.Add(end, k(c, 1))
	}
	return interp.RefSlot(arr), nil
}

// maxParseLong is the longest text parseLong's model takes: 18 digits
// are below 2^63, so the magnitude never overflows a long.
const maxParseLong = 18

// parseLong is Long.parseLong(s[, 10]) (box: Long.valueOf) of symbolic
// text of up to maxParseLong chars, JDK 17's algorithm written out: an
// optional sign ('-' or '+', not alone), then one or more decimal digits
// of any of Java's digit blocks (Character.digit(c, 10)); otherwise
// NumberFormatException (`For input string: "s"`), first as a choice.
func parseLong(radixArg, box bool) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if radixArg && (a[1].S.Valid() || a[1].I != 10) {
			return interp.Slot{}, fmt.Errorf("%w: of symbolic text in a radix other than 10", interp.ErrUnsupported)
		}
		c := vm.Ctx()
		s := textExpr(vm, a[0].R)
		n, err := positions(s)
		if err != nil {
			return interp.Slot{}, err
		}
		if n > maxParseLong {
			return interp.Slot{}, fmt.Errorf("%w: of symbolic text of up to %d chars (at most %d: a longer number may overflow a long)", interp.ErrUnsupported, n, maxParseLong)
		}
		l := c.StrLen(s)
		c0 := charAt(c, s, k(c, 0))
		neg := c.Eq(c0, k(c, '-'))
		signed := c.LOr(neg, c.Eq(c0, k(c, '+')))
		valid := c.LAnd(c.Ge(l, k(c, 1)), c.Not(c.LAnd(signed, c.Eq(l, k(c, 1)))))
		mag := c.Const(solver.KLong, 0)
		for i := 0; i < n; i++ {
			ch := charAt(c, s, k(c, int64(i)))
			d := k(c, -1)
			for _, z := range solver.JavaDigitZeros {
				in := c.LAnd(c.Ge(ch, k(c, int64(z))), c.Le(ch, k(c, int64(z)+9)))
				d = c.Ite(in, c.Sub(ch, k(c, int64(z))), d)
			}
			active := c.Lt(k(c, int64(i)), l)
			if i == 0 {
				active = c.LAnd(active, c.Not(signed))
			}
			valid = c.LAnd(valid, c.LOr(c.Not(active), c.Ge(d, k(c, 0))))
			mag = c.Ite(active, c.Add(c.Mul(mag, c.Const(solver.KLong, 10)), c.I2L(d)), mag)
		}
		if !valid.IsConst() {
			j, err := vm.Split([]string{"NumberFormatException", "a number"}, []solver.Expr{c.Not(valid), valid})
			if err != nil {
				return interp.Slot{}, err
			}
			valid = c.Bool(j == 1)
		}
		if valid.ConstValue() == 0 {
			lit := func(t string) solver.Expr { return c.StrConst(interp.UTF16Of(t)) }
			return interp.Slot{}, vm.JavaThrowText(nfe, c.StrConcat(c.StrConcat(lit(`For input string: "`), s), lit(`"`)))
		}
		v := vm.Normal(interp.Slot{S: c.Ite(neg, c.Neg(mag), mag)})
		if !box {
			return v, nil
		}
		o, err := vm.Box('J', v)
		return interp.RefSlot(o), err
	}
}

// maxReplaced is the longest result replaceText defines.
const maxReplaced = 1024

// replaceText is String.replace(CharSequence target, CharSequence
// replacement) of symbolic text, for a constant target of one char and a
// constant replacement (s.replace(" ", ""), s.replace(",", ", ")): a
// defined text. With cnt(i) the number of targets before position i and
// m the replacement's length, the char at i goes to i + (m-1)cnt(i), as
// itself or as the m chars of the replacement; the length is the text's
// plus (m-1) per target.
func replaceText(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	if a[1].R == nil || a[2].R == nil {
		return interp.Slot{}, vm.JavaThrow(npe, "")
	}
	for _, o := range a[1:] {
		if _, sym := interp.SymbolicText(o.R); sym {
			return interp.Slot{}, fmt.Errorf("%w: a symbolic target or replacement", interp.ErrUnsupported)
		}
	}
	t, err := charSeq(vm, a[1])
	if err != nil {
		return interp.Slot{}, err
	}
	rep, err := charSeq(vm, a[2])
	if err != nil {
		return interp.Slot{}, err
	}
	if len(t) != 1 {
		return interp.Slot{}, fmt.Errorf("%w: on symbolic text with a target of %d chars (one char is modelled)", interp.ErrUnsupported, len(t))
	}
	c := vm.Ctx()
	s := textExpr(vm, a[0].R)
	n, err := positions(s)
	if err != nil {
		return interp.Slot{}, err
	}
	m := len(rep)
	out := n * max(m, 1)
	if out > maxReplaced {
		return interp.Slot{}, fmt.Errorf("%w: a result of up to %d chars (at most %d)", interp.ErrUnsupported, out, maxReplaced)
	}
	isT := func(i int) solver.Expr { return c.Eq(charAt(c, s, k(c, int64(i))), k(c, int64(t[0]))) }
	cnt := []solver.Expr{k(c, 0)}
	for i := 0; i < n; i++ {
		cnt = append(cnt, c.Add(cnt[i], c.Ite(isT(i), k(c, 1), k(c, 0))))
	}
	l := c.StrLen(s)
	length := c.Add(l, c.Mul(k(c, int64(m-1)), cnt[n]))
	at := func(j int) solver.Expr {
		r := k(c, -1)
		for i := n - 1; i >= 0; i-- {
			start := c.Add(k(c, int64(i)), c.Mul(k(c, int64(m-1)), cnt[i]))
			off := c.Sub(k(c, int64(j)), start)
			var piece solver.Expr = k(c, -1)
			for o := m - 1; o >= 0; o-- {
				piece = c.Ite(c.Eq(off, k(c, int64(o))), k(c, int64(rep[o])), piece)
			}
			here := c.Ite(isT(i), piece, c.Ite(c.Eq(off, k(c, 0)), charAt(c, s, k(c, int64(i))), k(c, -1)))
			r = c.Ite(c.LAnd(c.Lt(k(c, int64(i)), l), c.Ge(here, k(c, 0))), here, r)
		}
		return r
	}
	r, def := definedText(c, "replaceText", []solver.Expr{s, c.StrConst(t), c.StrConst(rep)}, length, out, at)
	if r, err = defined(vm, "replaced", r, def); err != nil {
		return interp.Slot{}, err
	}
	return vm.TextSlot(r)
}
