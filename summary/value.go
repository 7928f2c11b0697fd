package summary

import (
	"fmt"
	"math"

	"gospf/interp"
	"gospf/solver"
)

// Placeholders are the variables a summary uses for the symbolic values
// a fragment finds on entry: placeholder j of a sub-path stands for the
// j-th distinct symbolic value it reads, whatever expression that is at a
// later visit. Their names cannot clash with inputs (which are Java
// identifiers followed by _N), and they range over their kind's whole
// domain.

// placeholder returns placeholder j of kind k.
func (s *Summariser) placeholder(k solver.Kind, j int) solver.Expr {
	vs := s.phVars[k]
	for len(vs) <= j {
		lo, hi := int64(math.MinInt64), int64(math.MaxInt64)
		name := fmt.Sprintf("$p%d%s", len(vs), k)
		e := s.ctx.Var(name, k, lo, hi)
		s.phIndex[e] = len(vs)
		vs = append(vs, e)
	}
	s.phVars[k] = vs
	return vs[j]
}

// isPlaceholder reports whether e is a placeholder variable.
func (s *Summariser) isPlaceholder(e solver.Expr) bool {
	_, ok := s.phIndex[e]
	return ok
}

// overPlaceholders reports whether every variable of e is a placeholder,
// so that e is a template of the fragment and not a value of one path.
func (s *Summariser) overPlaceholders(e solver.Expr) bool {
	for _, v := range s.vars(e) {
		if !s.isPlaceholder(v) {
			return false
		}
	}
	return true
}

// vars returns the variables of e, memoised (path conditions repeat).
func (s *Summariser) vars(e solver.Expr) []solver.Expr {
	if vs, ok := s.varsOf[e]; ok {
		return vs
	}
	vs := solver.Vars(e)
	s.varsOf[e] = vs
	return vs
}

// substSide returns side sd's constraint instantiated with phs, like
// subst, from the side's memo when its placeholders stand for the values
// they stood for last time.
func (s *Summariser) substSide(sd *side, phs []solver.Expr) (solver.Expr, bool) {
	m := &sd.memo
	if m.uses == nil {
		m.uses = []int{}
		for _, v := range s.vars(sd.cond) {
			m.uses = append(m.uses, s.phIndex[v])
		}
	}
	if m.valid && s.sameValues(m, phs) {
		return m.out, true
	}
	c, ok := s.subst(sd.cond, phs)
	if !ok {
		return c, false
	}
	m.vals = m.vals[:0]
	for _, j := range m.uses {
		m.vals = append(m.vals, phs[j])
	}
	m.out, m.valid = c, true
	return c, true
}

// sameValues reports whether phs binds m's placeholders as before.
func (s *Summariser) sameValues(m *instMemo, phs []solver.Expr) bool {
	for k, j := range m.uses {
		if j >= len(phs) || phs[j] != m.vals[k] {
			return false
		}
	}
	return true
}

// subst returns template e with placeholder j replaced by phs[j], built
// with the Context's constructors in the same order the interpreter
// builds it, so that the result is the expression a run without
// summaries makes. ok is false for an operator it does not know.
func (s *Summariser) subst(e solver.Expr, phs []solver.Expr) (solver.Expr, bool) {
	switch e.Op() {
	case solver.OpConst:
		return e, true
	case solver.OpVar:
		j, ok := s.phIndex[e]
		if !ok || j >= len(phs) || phs[j].Kind() != e.Kind() {
			return solver.Expr{}, false
		}
		return phs[j], true
	}
	var a [3]solver.Expr
	for i := 0; i < e.NumArgs(); i++ {
		x, ok := s.subst(e.Arg(i), phs)
		if !ok {
			return solver.Expr{}, false
		}
		a[i] = x
	}
	c := s.ctx
	switch e.Op() {
	case solver.OpAdd:
		return c.Add(a[0], a[1]), true
	case solver.OpSub:
		return c.Sub(a[0], a[1]), true
	case solver.OpMul:
		return c.Mul(a[0], a[1]), true
	case solver.OpDiv:
		if a[1].IsConst() && a[1].ConstValue() == 0 {
			return solver.Expr{}, false
		}
		return c.Div(a[0], a[1]), true
	case solver.OpRem:
		if a[1].IsConst() && a[1].ConstValue() == 0 {
			return solver.Expr{}, false
		}
		return c.Rem(a[0], a[1]), true
	case solver.OpNeg:
		return c.Neg(a[0]), true
	case solver.OpShl:
		return c.Shl(a[0], a[1]), true
	case solver.OpShr:
		return c.Shr(a[0], a[1]), true
	case solver.OpUshr:
		return c.Ushr(a[0], a[1]), true
	case solver.OpAnd:
		return c.And(a[0], a[1]), true
	case solver.OpOr:
		return c.Or(a[0], a[1]), true
	case solver.OpXor:
		return c.Xor(a[0], a[1]), true
	case solver.OpI2L:
		return c.I2L(a[0]), true
	case solver.OpL2I:
		return c.L2I(a[0]), true
	case solver.OpI2B:
		return c.I2B(a[0]), true
	case solver.OpI2S:
		return c.I2S(a[0]), true
	case solver.OpI2C:
		return c.I2C(a[0]), true
	case solver.OpCmp:
		return c.Cmp(a[0], a[1]), true
	case solver.OpEq:
		return c.Eq(a[0], a[1]), true
	case solver.OpNe:
		return c.Ne(a[0], a[1]), true
	case solver.OpLt:
		return c.Lt(a[0], a[1]), true
	case solver.OpLe:
		return c.Le(a[0], a[1]), true
	case solver.OpGt:
		return c.Gt(a[0], a[1]), true
	case solver.OpGe:
		return c.Ge(a[0], a[1]), true
	case solver.OpNot:
		return c.Not(a[0]), true
	case solver.OpLAnd:
		return c.LAnd(a[0], a[1]), true
	case solver.OpLOr:
		return c.LOr(a[0], a[1]), true
	case solver.OpIte:
		return c.Ite(a[0], a[1], a[2]), true
	}
	return solver.Expr{}, false
}

// fits reports whether every value e can take lies in its kind's range.
// In the bit-vector theory that always holds; in the int theory an input
// is bounded but arithmetic on inputs is exact, so x+1 may leave the
// int range, and a placeholder (which ranges over the int range) would
// not stand for it: a condition unsat for every placeholder value could
// hold for x+1. Intervals are computed for variables, constants, sums,
// differences, negations and products by constants, and the operators
// whose result always fits; anything else is taken not to fit.
func (s *Summariser) fits(e solver.Expr) bool {
	if s.bitvector {
		return true
	}
	if f, ok := s.fitsMemo[e]; ok {
		return f
	}
	lo, hi, ok := interval(e)
	kmin, kmax := kindRange(e.Kind())
	f := ok && lo >= kmin && hi <= kmax
	s.fitsMemo[e] = f
	return f
}

func kindRange(k solver.Kind) (int64, int64) {
	switch k {
	case solver.KBool:
		return 0, 1
	case solver.KInt:
		return math.MinInt32, math.MaxInt32
	}
	return math.MinInt64, math.MaxInt64
}

// interval bounds the values of e as a mathematical integer; ok is false
// when it cannot (or a bound overflows int64).
func interval(e solver.Expr) (lo, hi int64, ok bool) {
	switch e.Op() {
	case solver.OpConst:
		return e.ConstValue(), e.ConstValue(), true
	case solver.OpVar:
		lo, hi := e.Bounds()
		return lo, hi, true
	case solver.OpI2B:
		return math.MinInt8, math.MaxInt8, true
	case solver.OpI2S:
		return math.MinInt16, math.MaxInt16, true
	case solver.OpI2C:
		return 0, math.MaxUint16, true
	case solver.OpCmp:
		return -1, 1, true
	case solver.OpEq, solver.OpNe, solver.OpLt, solver.OpLe, solver.OpGt, solver.OpGe,
		solver.OpNot, solver.OpLAnd, solver.OpLOr:
		return 0, 1, true
	case solver.OpNeg:
		l, h, ok := interval(e.Arg(0))
		if !ok || l == math.MinInt64 {
			return 0, 0, false
		}
		return -h, -l, true
	case solver.OpAdd, solver.OpSub, solver.OpMul:
		l1, h1, ok1 := interval(e.Arg(0))
		l2, h2, ok2 := interval(e.Arg(1))
		if !ok1 || !ok2 {
			return 0, 0, false
		}
		return combine(e.Op(), l1, h1, l2, h2)
	case solver.OpIte:
		l1, h1, ok1 := interval(e.Arg(1))
		l2, h2, ok2 := interval(e.Arg(2))
		if !ok1 || !ok2 {
			return 0, 0, false
		}
		return min(l1, l2), max(h1, h2), true
	}
	return 0, 0, false
}

// combine bounds a+b, a-b or a*b for a in [l1,h1] and b in [l2,h2], in
// float64 to detect overflow of the int64 bounds.
func combine(op solver.Op, l1, h1, l2, h2 int64) (int64, int64, bool) {
	var cs []float64
	switch op {
	case solver.OpAdd:
		cs = []float64{float64(l1) + float64(l2), float64(h1) + float64(h2)}
	case solver.OpSub:
		cs = []float64{float64(l1) - float64(h2), float64(h1) - float64(l2)}
	default:
		cs = []float64{float64(l1) * float64(l2), float64(l1) * float64(h2), float64(h1) * float64(l2), float64(h1) * float64(h2)}
	}
	lo, hi := cs[0], cs[0]
	for _, c := range cs[1:] {
		lo, hi = min(lo, c), max(hi, c)
	}
	if lo < -(1<<62) || hi > 1<<62 {
		return 0, 0, false
	}
	return int64(lo), int64(hi), true
}

// slotOf returns the slot a leaf's value stands for under the handles
// objs and allocs and placeholders phs.
func (s *Summariser) slotOf(v value, objs, allocs []*interp.Object, phs []solver.Expr) (interp.Slot, error) {
	switch v.kind {
	case valRef:
		return interp.RefSlot(object(v.h, objs, allocs)), nil
	case valSym:
		e, ok := s.subst(v.e, phs)
		if !ok {
			return interp.Slot{}, fmt.Errorf("summary: cannot instantiate %s", v.e)
		}
		if e.IsConst() {
			return interp.Slot{I: e.ConstValue()}, nil
		}
		return interp.Slot{S: e}, nil
	}
	return interp.Slot{I: v.i}, nil
}
