package jdk

import (
	"fmt"
	"math"

	"gospf/interp"
	"gospf/solver"
)

// Integer.parseInt(CharSequence, beginIndex, endIndex, radix) of symbolic
// text (Java 9; URLDecoder.decode parses each escape's two hex digits
// with it), symtext.go having the common parts.

// parseSeqInt is Integer.parseInt(s, begin, end, radix) where s is a
// String of symbolic text and begin, end and radix are concrete: JDK
// 17's algorithm written out over the end - begin chars (any radix 2..36,
// the digits Character.digit accepts: every decimal digit block, the
// Latin letters and their fullwidth forms), exact. The path splits on
// the outcome: IndexOutOfBoundsException when end is beyond the text,
// NumberFormatException at each index where the parse may fail (its
// message, `Error at index i in: "..."`, names the index), or the value.
func parseSeqInt(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	for _, i := range []int{1, 2, 3} {
		if a[i].S.Valid() {
			return interp.Slot{}, fmt.Errorf("%w: with a symbolic index or radix", interp.ErrUnsupported)
		}
	}
	s, err := argText(vm, a, 0)
	if err != nil {
		return interp.Slot{}, err
	}
	c := vm.Ctx()
	begin, end, radix := int32(a[1].I), int32(a[2].I), int32(a[3].I)
	if begin < 0 || begin > end {
		return interp.Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", "")
	}
	// One split: end beyond the text, then the failures in the order
	// the JDK checks (the radix, an empty range, each index), then a
	// number.
	inside := c.Le(k(c, int64(end)), c.StrLen(s))
	cases := []interp.Case{{Label: "IndexOutOfBoundsException", Cond: c.Not(inside)}}
	var fail func() error
	switch {
	case radix < 2:
		fail = func() error { return vm.JavaThrow(nfe, fmt.Sprintf("radix %d less than Character.MIN_RADIX", radix)) }
	case radix > 36:
		fail = func() error {
			return vm.JavaThrow(nfe, fmt.Sprintf("radix %d greater than Character.MAX_RADIX", radix))
		}
	case begin == end:
		fail = func() error { return vm.JavaThrow(nfe, forInputString("", radix)) }
	case end-begin > maxTextUnroll:
		return interp.Slot{}, fmt.Errorf("%w: over more than %d chars of symbolic text", interp.ErrUnsupported, maxTextUnroll)
	}
	if fail != nil {
		cases = append(cases, interp.Case{Label: "NumberFormatException", Cond: inside})
	}
	var ok, at, value solver.Expr
	var index []int64
	if fail == nil {
		ok, at, value = parseRange(c, s, int64(begin), int(end-begin), radix)
		for i := int64(0); i <= int64(end-begin); i++ {
			cond := c.LAnd(inside, c.LAnd(c.Not(ok), c.Eq(at, k(c, i))))
			if cond.IsConst() && cond.ConstValue() == 0 {
				continue
			}
			cases = append(cases, interp.Case{Label: fmt.Sprintf("NumberFormatException at index %d", i), Cond: cond})
			index = append(index, i)
		}
		cases = append(cases, interp.Case{Label: "a number", Cond: c.LAnd(inside, ok)})
	}
	j, _, err := vm.SplitCases(cases)
	switch {
	case err != nil:
		return interp.Slot{}, err
	case j == 0:
		return interp.Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", "")
	case fail != nil:
		return interp.Slot{}, fail()
	case j == len(cases)-1:
		return exprResult(vm, value)
	}
	j-- // the index of the failure
	sub := c.StrSub(s, k(c, int64(begin)), k(c, int64(end)))
	msg := c.StrConcat(c.StrConcat(lit(vm, fmt.Sprintf(`Error at index %d in: "`, index[j])), sub), lit(vm, `"`))
	return interp.Slot{}, vm.JavaThrowText(nfe, msg)
}

// parseRange returns JDK 17's Integer.parseInt over the n > 0 chars of s
// from begin (all inside s) in radix: whether it succeeds, the index
// (from begin) where it fails otherwise, and its value. Where n digits
// cannot exceed the int range (radix^n <= 2^31 - 1: URLDecoder's two hex
// digits) the JDK's overflow tests never fail and are left out, the value
// a sum of digits times constant powers (Z3 decides it in milliseconds,
// where the loop's state carried from position to position took it
// seconds); otherwise the loop is written out with them.
func parseRange(c *solver.Context, s solver.Expr, begin int64, n int, radix int32) (ok, at, value solver.Expr) {
	ch0 := charAt(c, s, k(c, begin))
	neg := c.Eq(ch0, k(c, '-'))
	signed := c.LAnd(c.Lt(ch0, k(c, '0')), c.LOr(neg, c.Eq(ch0, k(c, '+'))))
	// A first char below '0' that is no sign fails at 0; a lone sign at 1.
	badSign := c.LAnd(c.Lt(ch0, k(c, '0')), c.Not(signed))
	lone := c.Bool(false)
	if n == 1 {
		lone = signed
	}
	digits := make([]solver.Expr, n)
	for p := range digits {
		digits[p] = digitOf(c, charAt(c, s, k(c, begin+int64(p))), radix)
	}
	if small(n, radix) {
		mag, weight, first := k(c, 0), int64(1), k(c, 0)
		ok = c.LAnd(c.Not(badSign), c.Not(lone))
		for p := n - 1; p >= 0; p-- {
			d, fails := digits[p], c.Lt(digits[p], k(c, 0))
			if p == 0 {
				d, fails = c.Ite(signed, k(c, 0), d), c.LAnd(c.Not(signed), fails)
			}
			mag = c.Add(mag, c.Mul(d, k(c, weight)))
			weight *= int64(radix)
			first = c.Ite(fails, k(c, int64(p)), first)
			ok = c.LAnd(ok, c.Not(fails))
		}
		at = c.Ite(badSign, k(c, 0), c.Ite(lone, k(c, 1), first))
		return ok, at, c.Ite(neg, c.Neg(mag), mag)
	}
	ok, at = c.LAnd(c.Not(badSign), c.Not(lone)), c.Ite(badSign, k(c, 0), k(c, 1))
	limit := c.Ite(neg, k(c, math.MinInt32), k(c, -math.MaxInt32))
	multmin := c.Ite(neg, k(c, int64(math.MinInt32/radix)), k(c, int64(-math.MaxInt32/radix)))
	result := k(c, 0)
	for p, d := range digits {
		active := c.Bool(true)
		if p == 0 {
			active = c.Not(signed)
		}
		times := c.Mul(result, k(c, int64(radix)))
		bad := c.LOr(c.LOr(c.Lt(d, k(c, 0)), c.Lt(result, multmin)), c.Lt(times, c.Add(limit, d)))
		fails := c.LAnd(c.LAnd(active, ok), bad)
		at = c.Ite(fails, k(c, int64(p)), at)
		ok = c.LAnd(ok, c.Not(fails))
		result = c.Ite(active, c.Sub(times, d), result)
	}
	return ok, at, c.Ite(neg, result, c.Neg(result))
}

// small reports whether n digits in radix stay within the int range:
// radix^n - 1 <= 2^31 - 1.
func small(n int, radix int32) bool {
	v := int64(1)
	for range n {
		if v *= int64(radix); v > math.MaxInt32+1 {
			return false
		}
	}
	return true
}

// digitOf is Character.digit(ch, radix) of a symbolic char ch (-1 beyond
// the text: no digit): a digit of any of Java's decimal digit blocks
// below radix, or a Latin letter (ASCII or fullwidth) of value 10 + its
// place in the alphabet below radix, else -1.
func digitOf(c *solver.Context, ch solver.Expr, radix int32) solver.Expr {
	d := k(c, -1)
	in := func(lo, hi int64) solver.Expr { return c.LAnd(c.Ge(ch, k(c, lo)), c.Le(ch, k(c, hi))) }
	for _, z := range solver.JavaDigitZeros {
		if top := min(int64(radix), 10) - 1; top >= 0 {
			d = c.Ite(in(int64(z), int64(z)+top), c.Sub(ch, k(c, int64(z))), d)
		}
	}
	if letters := int64(radix) - 10; letters > 0 {
		for _, a := range []int64{'A', 'a', 0xFF21, 0xFF41} {
			d = c.Ite(in(a, a+letters-1), c.Add(ch, k(c, 10-a)), d)
		}
	}
	return d
}
