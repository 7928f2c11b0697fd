package jdk

import (
	"sync"

	"gospf/interp"
	"gospf/solver"
)

// Character's case mappings (toUpperCase, toLowerCase, toTitleCase) on a
// symbolic char or code point, exact: the mapping adds a constant to the
// code point over runs of consecutive code points (0 outside the cased
// ones, -32 over 'a'..'z'), or one constant to the even code points and
// another to the odd ones (Latin Extended-A's pairs: 0 and -1), computed
// once from the concrete model, so the symbolic result is the concrete
// one for every value. The result is an ite tree over the runs' upper
// ends, balanced (depth 8 for the 256 runs of toUpperCase over the BMP;
// 1,292 without the runs of pairs), each leaf the argument plus its
// run's delta (chosen by x % 2 in a run of pairs).

// caseRun is the code points up to hi (from the end of the run before)
// whose mapping adds even to the even ones and odd to the odd ones.
type caseRun struct {
	hi, even, odd int32
}

// caseRuns returns the runs of f over 0..top; f is the identity outside
// 0..top, as Character's mappings are outside the code points (the last
// run is extended to every larger value, a first run to every negative
// one). A run takes the pattern of its first two code points and extends
// while every code point follows it.
func caseRuns(f func(int32) int32, top int32) []caseRun {
	rs := []caseRun{{-1, 0, 0}} // every negative value maps to itself
	delta := func(c int32) int32 { return f(c) - c }
	for c := int32(0); c <= top; {
		r := caseRun{hi: c}
		d0, d1 := delta(c), d0orSame(delta, c, top)
		if c%2 == 0 {
			r.even, r.odd = d0, d1
		} else {
			r.even, r.odd = d1, d0
		}
		for r.hi+1 <= top && delta(r.hi+1) == r.at(r.hi+1) {
			r.hi++
		}
		if n := len(rs); rs[n-1].even == r.even && rs[n-1].odd == r.odd {
			rs[n-1].hi = r.hi
		} else {
			rs = append(rs, r)
		}
		c = r.hi + 1
	}
	if last := rs[len(rs)-1]; last.even != 0 || last.odd != 0 {
		rs = append(rs, caseRun{top + 1, 0, 0})
	}
	rs[len(rs)-1].hi = 1<<31 - 1
	return rs
}

// d0orSame is the delta of c + 1, or of c when c is top.
func d0orSame(delta func(int32) int32, c, top int32) int32 {
	if c+1 > top {
		return delta(c)
	}
	return delta(c + 1)
}

// at returns the delta the run adds to c.
func (r caseRun) at(c int32) int32 {
	if c%2 == 0 {
		return r.even
	}
	return r.odd
}

// caseTree returns f(x) for runs rs: an ite on the middle run's upper end.
func caseTree(c *solver.Context, x solver.Expr, rs []caseRun) solver.Expr {
	if len(rs) == 1 {
		r := rs[0]
		k := func(v int32) solver.Expr { return c.Const(solver.KInt, int64(v)) }
		switch {
		case r.even == r.odd && r.even == 0:
			return x
		case r.even == r.odd:
			return c.Add(x, k(r.even))
		}
		// Only non-negative code points lie in a run of pairs: x % 2 is
		// 0 or 1 there.
		return c.Add(x, c.Ite(c.Eq(c.Rem(x, k(2)), k(0)), k(r.even), k(r.odd)))
	}
	m := len(rs) / 2
	return c.Ite(c.Le(x, c.Const(solver.KInt, int64(rs[m-1].hi))), caseTree(c, x, rs[:m]), caseTree(c, x, rs[m:]))
}

// symbolicCase registers the case mapping name of Character for a char
// ((C)C: a mapping outside the BMP leaves the char unchanged) and a code
// point ((I)I), concrete and symbolic; f is the mapping of code points.
func symbolicCase(r *interp.Library, C, name string, f func(int32) int32) {
	char := func(cp int32) int32 {
		if v := f(cp); v <= 0xFFFF {
			return v
		}
		return cp
	}
	for _, k := range []struct {
		desc string
		f    func(int32) int32
		top  int32
	}{{"(C)C", char, 0xFFFF}, {"(I)I", f, maxCodePoint}} {
		runs := sync.OnceValue(func() []caseRun { return caseRuns(k.f, k.top) })
		r.AddSym(C+name+k.desc, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			x := a[0]
			if !x.S.Valid() {
				return interp.Slot{I: int64(k.f(int32(x.I)))}, nil
			}
			c := vm.Ctx()
			return vm.Normal(interp.Slot{S: caseTree(c, vm.SymOf(x, solver.KInt), runs())}), nil
		})
	}
}
