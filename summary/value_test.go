package summary

import (
	"math"
	"testing"

	"gospf/solver"
)

// TestSubstRebuilds checks that a template instantiated with values is
// the expression the interpreter would build on those values: for every
// operator, op(p0, p1) with p0 := x+1 and p1 := y is op(x+1, y) built
// directly, including the simplifications the constructors make.
func TestSubstRebuilds(t *testing.T) {
	ctx := solver.NewContext()
	s := New(Options{Ctx: ctx})
	x := ctx.Var("x", solver.KInt, -100, 100)
	y := ctx.Var("y", solver.KInt, -100, 100)
	l := ctx.Var("l", solver.KLong, -100, 100)
	phs := []solver.Expr{ctx.Add(x, ctx.Const(solver.KInt, 1)), y, l}
	p0, p1, p2 := s.placeholder(solver.KInt, 0), s.placeholder(solver.KInt, 1), s.placeholder(solver.KLong, 2)
	one := ctx.Const(solver.KInt, 1)
	build := map[string]func(a, b solver.Expr) solver.Expr{
		"add": ctx.Add, "sub": ctx.Sub, "mul": ctx.Mul, "and": ctx.And, "or": ctx.Or, "xor": ctx.Xor,
		"shl": ctx.Shl, "shr": ctx.Shr, "ushr": ctx.Ushr, "cmp": ctx.Cmp,
		"eq": ctx.Eq, "ne": ctx.Ne, "lt": ctx.Lt, "le": ctx.Le, "gt": ctx.Gt, "ge": ctx.Ge,
		"div":  func(a, b solver.Expr) solver.Expr { return ctx.Div(a, ctx.Add(b, ctx.Const(solver.KInt, 200))) },
		"rem":  func(a, b solver.Expr) solver.Expr { return ctx.Rem(a, ctx.Const(solver.KInt, 7)) },
		"neg":  func(a, _ solver.Expr) solver.Expr { return ctx.Neg(a) },
		"i2b":  func(a, _ solver.Expr) solver.Expr { return ctx.I2B(a) },
		"i2s":  func(a, _ solver.Expr) solver.Expr { return ctx.I2S(a) },
		"i2c":  func(a, _ solver.Expr) solver.Expr { return ctx.I2C(a) },
		"i2l":  func(a, _ solver.Expr) solver.Expr { return ctx.I2L(a) },
		"not":  func(a, b solver.Expr) solver.Expr { return ctx.Not(ctx.Lt(a, b)) },
		"land": func(a, b solver.Expr) solver.Expr { return ctx.LAnd(ctx.Lt(a, b), ctx.Gt(a, one)) },
		"lor":  func(a, b solver.Expr) solver.Expr { return ctx.LOr(ctx.Lt(a, b), ctx.Gt(a, one)) },
		"ite":  func(a, b solver.Expr) solver.Expr { return ctx.Ite(ctx.Lt(a, b), a, b) },
		"add1": func(a, _ solver.Expr) solver.Expr { return ctx.Add(a, one) }, // (x+1)+1 folds to x+2
		"self": func(a, _ solver.Expr) solver.Expr { return ctx.Sub(a, a) },   // folds to 0
	}
	for name, f := range build {
		tmpl := f(p0, p1)
		got, ok := s.subst(tmpl, phs)
		want := f(phs[0], phs[1])
		if !ok || got != want {
			t.Errorf("%s: subst(%s) = %s (ok %v), want %s", name, tmpl, got, ok, want)
		}
	}
	if got, ok := s.subst(ctx.L2I(p2), phs); !ok || got != ctx.L2I(l) {
		t.Errorf("l2i: got %s (ok %v)", got, ok)
	}
	// A placeholder of another kind than its value is refused.
	if _, ok := s.subst(s.placeholder(solver.KLong, 0), phs); ok {
		t.Error("a long placeholder bound to an int value was instantiated")
	}
}

// TestFits checks the int-theory range check: a value fits when every
// value it can take lies in its kind's range.
func TestFits(t *testing.T) {
	ctx := solver.NewContext()
	s := New(Options{Ctx: ctx})
	x := ctx.Var("x", solver.KInt, math.MinInt32, math.MaxInt32)
	small := ctx.Var("s", solver.KInt, -100, 100)
	one := ctx.Const(solver.KInt, 1)
	for _, c := range []struct {
		e    solver.Expr
		want bool
	}{
		{x, true},
		{ctx.Add(x, one), false},      // MAX + 1
		{ctx.Sub(x, one), false},      // MIN - 1
		{ctx.Neg(x), false},           // -MIN
		{ctx.Add(small, one), true},   // -99..101
		{ctx.Mul(small, small), true}, // -10000..10000
		{ctx.Mul(x, ctx.Const(solver.KInt, 2)), false},
		{ctx.I2B(ctx.Add(x, one)), true},               // a byte whatever x+1 is
		{ctx.Div(x, ctx.Const(solver.KInt, 3)), false}, // division is not bounded here
		{ctx.Ite(ctx.Lt(x, small), small, ctx.Add(small, one)), true},
	} {
		if got := s.fits(c.e); got != c.want {
			t.Errorf("fits(%s) = %v, want %v", c.e, got, c.want)
		}
	}
	bv := New(Options{Ctx: ctx, Bitvector: true})
	if !bv.fits(ctx.Add(x, one)) {
		t.Error("bit-vector theory: x+1 does not fit")
	}
}
