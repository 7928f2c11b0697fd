package solver

import (
	"math"
	"math/rand"
	"testing"
)

// TestLift checks that operators distribute over ite values where a
// constant operand makes a value fold, with Java semantics, as it does on
// a path of its own.
func TestLift(t *testing.T) {
	c := NewContext()
	x := c.Var("x", KInt, math.MinInt32, math.MaxInt32)
	y := c.Var("y", KInt, -10, 10)
	p := c.Gt(y, c.Const(KInt, 0))
	k := func(v int64) Expr { return c.Const(KInt, v) }
	maxInt := c.Ite(p, k(math.MaxInt32), x)
	for _, tc := range []struct {
		name      string
		got, want Expr
	}{
		{"add wraps per value", c.Add(maxInt, k(1)), c.Ite(p, k(math.MinInt32), c.Add(x, k(1)))},
		{"shl folds per value", c.Shl(c.Ite(p, k(math.MinInt32), x), k(2)), c.Ite(p, k(0), c.Shl(x, k(2)))},
		{"i2b narrows per value", c.I2B(c.Ite(p, k(200), x)), c.Ite(p, k(-56), c.I2B(x))},
		{"neg", c.Neg(c.Ite(p, k(math.MinInt32), k(3))), c.Ite(p, k(math.MinInt32), k(-3))},
		{"ite with ite", c.Add(c.Ite(p, k(1), k(2)), c.Ite(c.Lt(x, k(0)), k(10), k(20))),
			c.Ite(p, c.Ite(c.Lt(x, k(0)), k(11), k(21)), c.Ite(c.Lt(x, k(0)), k(12), k(22)))},
		{"comparison of constants", c.Lt(c.Ite(p, k(1), k(2)), k(3)), c.Bool(true)},
		{"comparison selects", c.Eq(c.Ite(p, k(0), k(1)), k(0)), p},
		{"comparison to a disjunction", c.Gt(c.Ite(p, x, k(7)), k(5)), c.LOr(c.Not(p), c.Gt(x, k(5)))},
		{"no lift over a symbolic operand", c.Add(c.Ite(p, k(1), k(2)), x), c.intern(OpAdd, KInt, 0, c.Ite(p, k(1), k(2)), x)},
		{"a zero divisor is not split", c.Div(k(5), c.Ite(p, k(0), x)), c.intern(OpDiv, KInt, 0, k(5), c.Ite(p, k(0), x))},
		{"a dividend is", c.Div(c.Ite(p, k(math.MinInt32), x), k(-1)), c.Ite(p, k(math.MinInt32), c.Neg(x))},
		{"boolean ite with true", c.Ite(p, c.Bool(true), c.Lt(x, k(0))), c.LOr(p, c.Lt(x, k(0)))},
		{"boolean ite with false", c.Ite(p, c.Lt(x, k(0)), c.Bool(false)), c.LAnd(p, c.Lt(x, k(0)))},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.name, tc.got, tc.want)
		}
	}
	// Beyond maxLift values nothing is distributed.
	big := x
	for i := 0; i < 9; i++ {
		q := c.Eq(x, k(int64(i)))
		big = c.Ite(q, c.Add(big, k(int64(i+1))), c.Sub(big, k(int64(i+1))))
	}
	if big.n.leaves <= maxLift {
		t.Fatalf("the test ite has %d values", big.n.leaves)
	}
	if e := c.Add(big, k(1)); e.Op() != OpAdd {
		t.Errorf("an ite of %d values was distributed: %s", big.n.leaves, e.Op())
	}
}

// TestLiftEval checks lifted expressions against Java semantics on random
// values: an operator applied to ite(p, a, b) with constant operands
// evaluates as the operator applied to the selected value.
func TestLiftEval(t *testing.T) {
	c := NewContext()
	r := rand.New(rand.NewSource(1))
	x := c.Var("x", KInt, math.MinInt32, math.MaxInt32)
	l := c.Var("l", KLong, math.MinInt64, math.MaxInt64)
	extremes := []int64{0, 1, -1, 2, math.MaxInt32, math.MinInt32, 200, -129, 65536}
	pick := func() int64 {
		if r.Intn(2) == 0 {
			return extremes[r.Intn(len(extremes))]
		}
		return int64(int32(r.Uint32()))
	}
	ops := []func(a, b Expr) Expr{c.Add, c.Sub, c.Mul, c.And, c.Or, c.Xor, c.Shl, c.Shr, c.Ushr,
		func(a, b Expr) Expr { return c.Ite(c.Lt(a, b), a, b) },
		func(a, b Expr) Expr { return c.Cmp(c.I2L(a), c.I2L(b)) },
		func(a, b Expr) Expr { return c.I2B(c.Add(a, b)) },
		func(a, b Expr) Expr { return c.L2I(c.Add(l, c.I2L(c.Neg(a)))) },
	}
	for i := 0; i < 5000; i++ {
		p := c.Lt(x, c.Const(KInt, pick()))
		a := c.Ite(p, c.Const(KInt, pick()), x)
		b := c.Const(KInt, pick())
		if r.Intn(3) == 0 {
			b = c.Ite(c.Gt(x, c.Const(KInt, pick())), c.Const(KInt, pick()), c.Const(KInt, pick()))
		}
		op := ops[r.Intn(len(ops))]
		e := op(a, b)
		m := Model{"x": pick(), "l": int64(r.Uint64())}
		av, _ := Eval(a, m)
		bv, _ := Eval(b, m)
		want, ok1 := Eval(op(c.Const(KInt, av), c.Const(KInt, bv)), m)
		got, ok2 := Eval(e, m)
		if !ok1 || !ok2 || got != want {
			t.Fatalf("%s under %v: %d, want %d", e, m, got, want)
		}
	}
}
