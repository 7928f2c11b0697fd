package jdk

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"sync"

	"gospf/interp"
	"gospf/solver"
)

// Case on symbolic text: equalsIgnoreCase, toUpperCase, toLowerCase
// (symtext.go has the common parts).

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
// Since JDK 16 regionMatchesCI compares a surrogate pair as its code
// point's case ("\uD801\uDC00" matches "\uD801\uDC28", Deseret's capital
// and small long I), which char by char folding does not see: where both
// texts may hold different surrogates at one position the path splits,
// and that case stops with ErrUnsupported naming the method (a wrong
// false would otherwise make verify answer true).
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
	eq, pairs := caselessRegions(c, x, 0, y, 0, n)
	return caselessResult(vm, c.Eq(textLen(c, x), textLen(c, y)), c.Eq(x, y), eq, pairs)
}

// regionMatchesCase is String.regionMatches(ignoreCase, toffset, other,
// ooffset, len) on symbolic text with a concrete ignoreCase, offsets and
// length: without ignoreCase the case-sensitive model; with it, false
// where an offset is negative or a region runs past its string's end,
// true for len <= 0, else the regions' chars matched as equalsIgnoreCase
// matches them (surrogate pairs on both sides stop the path the same
// way).
func regionMatchesCase(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	for _, i := range []int{1, 2, 4, 5} {
		if a[i].S.Valid() {
			return interp.Slot{}, fmt.Errorf("%w: with a symbolic flag, offset or length", interp.ErrUnsupported)
		}
	}
	if a[1].I == 0 {
		return regionMatches(vm, []interp.Slot{a[0], a[2], a[3], a[4], a[5]})
	}
	if a[3].R == nil {
		return interp.Slot{}, vm.JavaThrow(npe, "")
	}
	c := vm.Ctx()
	x, y := textExpr(vm, a[0].R), textExpr(vm, a[3].R)
	to, oo, n := int64(int32(a[2].I)), int64(int32(a[4].I)), int64(int32(a[5].I))
	if to < 0 || oo < 0 || to+n > math.MaxInt32 || oo+n > math.MaxInt32 {
		return interp.Slot{}, nil
	}
	inside := c.LAnd(c.Le(k(c, to+n), c.StrLen(x)), c.Le(k(c, oo+n), c.StrLen(y)))
	if n <= 0 {
		return boolResult(vm, inside), nil
	}
	if n > maxTextUnroll {
		return interp.Slot{}, fmt.Errorf("%w: ignoring case over more than %d chars", interp.ErrUnsupported, maxTextUnroll)
	}
	eq, pairs := caselessRegions(c, x, to, y, oo, int(n))
	same := c.Eq(c.StrSub(x, k(c, to), k(c, to+n)), c.StrSub(y, k(c, oo), k(c, oo+n)))
	return caselessResult(vm, inside, same, eq, pairs)
}

// caselessRegions returns the condition that the n chars of x from i and
// of y from j match ignoring case char by char (equal foldChars; beyond
// both lengths both are -1, which folds to itself), and the condition
// that at some position both are different surrogates, which JDK 17 may
// compare by code point instead.
func caselessRegions(c *solver.Context, x solver.Expr, i int64, y solver.Expr, j int64, n int) (eq, pairs solver.Expr) {
	fold := caseTables()[2]
	eq, pairs = c.Bool(true), c.Bool(false)
	for p := int64(0); p < int64(n); p++ {
		cx, cy := charAt(c, x, k(c, i+p)), charAt(c, y, k(c, j+p))
		if cx.IsConst() && !cy.IsConst() {
			cx, cy = cy, cx
		}
		pairs = c.LOr(pairs, c.LAnd(c.LAnd(isSurrogate(c, cx), isSurrogate(c, cy)), c.Ne(cx, cy)))
		var same solver.Expr
		if cy.IsConst() {
			same = c.Bool(false)
			for _, m := range foldClasses()[foldChar(uint16(cy.ConstValue()))] {
				same = c.LOr(same, c.Eq(cx, k(c, int64(m))))
			}
		} else {
			same = c.Eq(caseTree(c, cx, fold), caseTree(c, cy, fold))
		}
		eq = c.LAnd(eq, same)
	}
	return eq, pairs
}

// caselessResult is the result of a comparison ignoring case whose
// compared chars lie inside their texts where inside holds, are the same
// text where same holds (a sequence equation, which Z3 decides in
// milliseconds where the char-by-char folding eq takes seconds), match
// char by char where eq holds, and may be surrogates the JDK compares by
// code point where pairs holds. The path splits four ways, the cheap
// case first: equal texts (true), different surrogates on both sides
// (ErrUnsupported), a match ignoring case of different texts (true), no
// match (false). Equal texts imply eq and exclude pairs, so the cases
// exclude each other and cover every input.
func caselessResult(vm *interp.VM, inside, same, eq, pairs solver.Expr) (interp.Slot, error) {
	c := vm.Ctx()
	differ := c.LAnd(inside, c.Not(same))
	i, _, err := vm.SplitCases([]interp.Case{
		{Label: "equal texts", Cond: c.LAnd(inside, same)},
		{Label: "surrogates compared by code point", Cond: c.LAnd(differ, pairs)},
		{Label: "equal ignoring case", Cond: c.LAnd(differ, c.LAnd(c.Not(pairs), eq))},
		{Label: "no match ignoring case", Cond: c.LOr(c.Not(inside), c.LAnd(differ, c.LAnd(c.Not(pairs), c.Not(eq))))},
	})
	switch {
	case err != nil:
		return interp.Slot{}, err
	case i == 1:
		return interp.Slot{}, fmt.Errorf("%w: with surrogate pairs on both sides (JDK 17 compares their code points' cases)", interp.ErrUnsupported)
	}
	return interp.Slot{I: b2i(i != 3)}, nil
}

// isSurrogate is the condition that the char ch (-1 beyond the length:
// none) is a surrogate.
func isSurrogate(c *solver.Context, ch solver.Expr) solver.Expr {
	return c.LAnd(c.Ge(ch, k(c, 0xD800)), c.Le(ch, k(c, 0xDFFF)))
}

// caseSpecials are the chars whose String.toUpperCase (index 0) or
// toLowerCase (1), alone or in some context, differs from
// Character.toUpperCase/toLowerCase(char) in JDK 17, and the surrogates:
// upperSpecials' chars, and the two of javaToLowerString (İ, and Σ,
// whose lower case depends on its context). TestStringCaseSpecialsAsJVM
// checks both lists against the JVM over every char.
var caseSpecials = [2][]runeRange{
	append(keyRanges(upperSpecials), runeRange{0xD800, 0xDFFF}),
	{{0x130, 0x130}, {0x3A3, 0x3A3}, {0xD800, 0xDFFF}},
}

// keyRanges returns the chars of m's keys as ascending ranges.
func keyRanges(m map[uint16][]uint16) []runeRange {
	keys := slices.Sorted(maps.Keys(m))
	var rs []runeRange
	for _, k := range keys {
		if n := len(rs); n > 0 && rs[n-1].hi == int32(k)-1 {
			rs[n-1].hi++
		} else {
			rs = append(rs, runeRange{int32(k), int32(k)})
		}
	}
	return rs
}

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
		c, s, n, err := receiverText(vm, a)
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
