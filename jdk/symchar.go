package jdk

import (
	"fmt"
	"sync"

	"gospf/interp"
	"gospf/solver"
)

// Character's classification predicates on a symbolic char or code
// point, exact: the code points where a predicate holds are a union of
// ranges, computed once from the concrete model (so the symbolic answer
// is the concrete one for every value), and the result is the
// disjunction of the ranges as a Java boolean. isDigit, isLetter,
// isWhitespace, isUpperCase and the others then fork a path on the chars
// of a symbolic text or input (Scanner's patterns, a parser's loop) instead
// of fixing each char to one value.

// runeRange is the code points lo..hi.
type runeRange struct{ lo, hi int32 }

// maxCodePoint is Character.MAX_CODE_POINT.
const maxCodePoint = 0x10FFFF

// predicateRanges returns the ranges of 0..top where f holds.
func predicateRanges(f func(rune) bool, top int32) []runeRange {
	var rs []runeRange
	for c := int32(0); c <= top; c++ {
		if !f(rune(c)) {
			continue
		}
		if n := len(rs); n > 0 && rs[n-1].hi == c-1 {
			rs[n-1].hi = c
		} else {
			rs = append(rs, runeRange{c, c})
		}
	}
	return rs
}

// inRanges returns the condition that x (of kind int) lies in one of rs,
// as a balanced disjunction.
func inRanges(c *solver.Context, x solver.Expr, rs []runeRange) solver.Expr {
	switch len(rs) {
	case 0:
		return c.Const(solver.KBool, 0)
	case 1:
		r := rs[0]
		if r.lo == r.hi {
			return c.Eq(x, c.Const(solver.KInt, int64(r.lo)))
		}
		return c.LAnd(c.Ge(x, c.Const(solver.KInt, int64(r.lo))), c.Le(x, c.Const(solver.KInt, int64(r.hi))))
	}
	m := len(rs) / 2
	return c.LOr(inRanges(c, x, rs[:m]), inRanges(c, x, rs[m:]))
}

// symbolicPredicate wraps the concrete model of a Character predicate
// (the key's (C)Z or (I)Z overload) so that a symbolic argument gives
// the exact condition. f is the predicate, which must be false outside
// 0..MAX_CODE_POINT (checked when the ranges are computed: otherwise a
// symbolic code point is ErrUnsupported).
func symbolicPredicate(r *interp.Library, key string, f func(rune) bool, char bool) {
	top := int32(maxCodePoint)
	if char {
		top = 0xFFFF
	}
	ranges := sync.OnceValues(func() ([]runeRange, bool) {
		outside := !char && (f(-1) || f(-1<<31) || f(maxCodePoint+1) || f(1<<31-1))
		return predicateRanges(f, top), !outside
	})
	r.AddSym(key, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		x := a[0]
		if !x.S.Valid() {
			return interp.Slot{I: b2i(f(rune(int32(x.I))))}, nil
		}
		rs, ok := ranges()
		if !ok {
			return interp.Slot{}, fmt.Errorf("%w: %s of a symbolic code point outside 0..0x10FFFF", interp.ErrUnsupported, key)
		}
		c := vm.Ctx()
		cond := inRanges(c, vm.SymOf(x, solver.KInt), rs)
		return vm.Normal(interp.Slot{S: c.Ite(cond, c.Const(solver.KInt, 1), c.Const(solver.KInt, 0))}), nil
	})
}

// upperBound returns a bound that e's value never exceeds, read from its
// form alone: a char conversion is at most 0xFFFF, an input its upper
// bound, an ite the larger of its two values' bounds, anything else the
// largest int.
func upperBound(e solver.Expr) int64 {
	switch {
	case e.IsConst():
		return e.ConstValue()
	case e.Op() == solver.OpI2C:
		return 0xFFFF
	case e.Op() == solver.OpVar:
		_, hi := e.Bounds()
		return hi
	case e.Op() == solver.OpIte:
		return max(upperBound(e.Arg(1)), upperBound(e.Arg(2)))
	}
	return 1<<31 - 1
}

// symForDigit is Character.forDigit(digit, radix) with a symbolic
// argument: '\0' unless 2 <= radix <= 36 and 0 <= digit < radix, else
// '0' + digit below 10 and 'a' - 10 + digit from 10.
func symForDigit(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	d, radix := vm.SymOf(a[0], solver.KInt), vm.SymOf(a[1], solver.KInt)
	k := func(v int64) solver.Expr { return c.Const(solver.KInt, v) }
	ok := c.LAnd(c.LAnd(c.Ge(radix, k(2)), c.Le(radix, k(36))), c.LAnd(c.Ge(d, k(0)), c.Lt(d, radix)))
	ch := c.Ite(c.Lt(d, k(10)), c.Add(d, k('0')), c.Add(d, k('a'-10)))
	return vm.Normal(interp.Slot{S: c.Ite(ok, ch, k(0))}), nil
}
