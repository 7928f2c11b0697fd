package lia

import (
	"math"
	"testing"

	"gospf/solver"
)

// TestDeclinesFloatingPoint checks that the procedure declines every
// conjunct with a floating-point value, by construction: it translates a
// whitelist of operators over int and long operands (linear.go), and the
// floating-point operators and kinds are on no list. A conjunct over
// integers only, such as a comparison of f2i(d) with a constant, is
// foreign too: f2i is not a linear operator. Unsat linear conjuncts still
// make the query unsat, as for any foreign conjunct.
func TestDeclinesFloatingPoint(t *testing.T) {
	c := solver.NewContext()
	d := c.Var("d", solver.KDouble, 0, 0)
	f := c.Var("f", solver.KFloat, 0, 0)
	x := c.Var("x", solver.KInt, math.MinInt32, math.MaxInt32)
	one := c.Const(solver.KDouble, int64(math.Float64bits(1)))
	k := func(v int64) solver.Expr { return c.Const(solver.KInt, v) }
	for _, theory := range []string{"int", "bitvector"} {
		for _, tc := range []struct {
			name string
			pc   []solver.Expr
			want string
		}{
			{"comparison", []solver.Expr{c.FLt(d, one)}, "declined"},
			{"negated comparison", []solver.Expr{c.Not(c.FLe(d, one))}, "declined"},
			{"isNaN", []solver.Expr{c.FIsNaN(f)}, "declined"},
			{"f2i", []solver.Expr{c.Gt(c.FToI(d, solver.KInt), k(3))}, "declined"},
			{"fcmpl rewritten", []solver.Expr{c.Lt(c.FCmpL(f, c.IToF(x, solver.KFloat)), k(0))}, "declined"},
			{"bits", []solver.Expr{c.Eq(c.FToBits(f), x)}, "declined"},
			{"linear part sat", []solver.Expr{c.Gt(x, k(5)), c.FLt(d, one)}, "declined"},
			{"linear part unsat", []solver.Expr{c.Gt(x, k(5)), c.Lt(x, k(3)), c.FLt(d, one)}, "unsat"},
		} {
			a, ok, s := decide(t, theory, tc.pc...)
			got := "declined"
			if ok {
				got = a.Result.String()
			}
			if got != tc.want {
				t.Errorf("%s, %s: %s, want %s", theory, tc.name, got, tc.want)
			}
			if got == "declined" && s.Stats.Declined["foreign"] != 1 {
				t.Errorf("%s, %s: declined for %v, want foreign", theory, tc.name, s.Stats.Declined)
			}
		}
	}
}

// TestDeclinesStrings checks the same for strings: a comparison of
// strings is of a foreign kind, the string operators are on no list.
func TestDeclinesStrings(t *testing.T) {
	c := solver.NewContext()
	s := c.Var("s", solver.KString, 0, 8)
	abc := c.StrConst([]uint16{'a', 'b', 'c'})
	k := func(v int64) solver.Expr { return c.Const(solver.KInt, v) }
	for _, theory := range []string{"int", "bitvector"} {
		for _, pc := range [][]solver.Expr{
			{c.Eq(s, abc)},
			{c.Ne(s, abc)},
			{c.Gt(c.StrLen(s), k(2))},
			{c.Eq(c.StrAt(s, k(0)), k('-'))},
			{c.StrPrefix(abc, s)},
		} {
			if _, ok, st := decide(t, theory, pc...); ok || st.Stats.Declined["foreign"] != 1 {
				t.Errorf("%s, %v: decided (%v), want declined as foreign", theory, pc, st.Stats.Declined)
			}
		}
	}
}
