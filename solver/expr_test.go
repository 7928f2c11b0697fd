package solver

import (
	"math"
	"math/rand"
	"slices"
	"testing"
	"time"
)

func TestHashConsing(t *testing.T) {
	c := NewContext()
	x := c.Var("x", KInt, math.MinInt32, math.MaxInt32)
	y := c.Var("y", KInt, -10, 10)
	if c.Var("x", KInt, math.MinInt32, math.MaxInt32) != x {
		t.Fatal("Var is not interned")
	}
	build := func() Expr {
		return c.LAnd(c.Gt(c.Add(x, c.Const(KInt, 1)), c.Mul(y, x)), c.Ne(c.Rem(x, y), c.Const(KInt, 3)))
	}
	a, b := build(), build()
	if a != b {
		t.Fatalf("structurally equal expressions are different nodes: %v, %v", a, b)
	}
	if c.Add(x, y) == c.Add(y, x) {
		t.Fatal("x+y and y+x are one node; operands are not reordered")
	}
	n := c.NumNodes()
	build()
	if c.NumNodes() != n {
		t.Fatalf("rebuilding created %d nodes", c.NumNodes()-n)
	}
	// IDs increase in creation order, arguments before parents.
	var check func(e Expr)
	check = func(e Expr) {
		for i := 0; i < e.NumArgs(); i++ {
			if e.Arg(i).ID() >= e.ID() {
				t.Fatalf("arg %v has ID %d >= parent %v ID %d", e.Arg(i), e.Arg(i).ID(), e, e.ID())
			}
			check(e.Arg(i))
		}
	}
	check(a)
	// Another Context builds different nodes and refuses mixing.
	d := NewContext()
	x2 := d.Var("x", KInt, math.MinInt32, math.MaxInt32)
	if x2 == x {
		t.Fatal("two Contexts share a node")
	}
	mustPanic(t, "mixing contexts", func() { c.Add(x, x2) })
}

func TestVarRules(t *testing.T) {
	c := NewContext()
	x := c.Var("x", KInt, -5, 5)
	if lo, hi := x.Bounds(); lo != -5 || hi != 5 || x.Name() != "x" || x.Op() != OpVar || x.Kind() != KInt {
		t.Fatalf("x = %v %d..%d %s %s", x, lo, hi, x.Op(), x.Kind())
	}
	mustPanic(t, "different bounds", func() { c.Var("x", KInt, -5, 6) })
	mustPanic(t, "different kind", func() { c.Var("x", KLong, -5, 5) })
	mustPanic(t, "empty bounds", func() { c.Var("z", KInt, 5, -5) })
	w := c.Var("w", KInt, math.MinInt64, math.MaxInt64)
	if lo, hi := w.Bounds(); lo != math.MinInt32 || hi != math.MaxInt32 {
		t.Fatalf("int bounds not clamped: %d..%d", lo, hi)
	}
	b := c.Var("b", KBool, 5, 7)
	if lo, hi := b.Bounds(); lo != 0 || hi != 1 {
		t.Fatalf("bool bounds = %d..%d", lo, hi)
	}
}

func TestKindChecks(t *testing.T) {
	c := NewContext()
	i := c.Var("i", KInt, 0, 9)
	l := c.Var("l", KLong, 0, 9)
	b := c.Var("b", KBool, 0, 1)
	mustPanic(t, "add int long", func() { c.Add(i, l) })
	mustPanic(t, "add bool", func() { c.Add(b, b) })
	mustPanic(t, "shift by long", func() { c.Shl(l, l) })
	mustPanic(t, "lt bool", func() { c.Lt(b, b) })
	mustPanic(t, "not int", func() { c.Not(i) })
	mustPanic(t, "i2l long", func() { c.I2L(l) })
	mustPanic(t, "l2i int", func() { c.L2I(i) })
	mustPanic(t, "ite cond", func() { c.Ite(i, i, i) })
	mustPanic(t, "zero expr", func() { c.Add(Expr{}, i) })
	mustPanic(t, "div by zero", func() { c.Div(i, c.Const(KInt, 0)) })
	mustPanic(t, "rem by zero", func() { c.Rem(l, c.Const(KLong, 0)) })
	if c.Shl(l, i).Kind() != KLong || c.Cmp(l, l).Kind() != KInt || c.Cmp(i, c.Add(i, i)).Kind() != KInt {
		t.Fatal("result kinds")
	}
	if c.Eq(b, c.Not(b)).Kind() != KBool {
		t.Fatal("bool eq")
	}
}

func TestSimplifications(t *testing.T) {
	c := NewContext()
	x := c.Var("x", KInt, math.MinInt32, math.MaxInt32)
	y := c.Var("y", KInt, math.MinInt32, math.MaxInt32)
	a := c.Var("a", KLong, math.MinInt64, math.MaxInt64)
	b := c.Var("b", KLong, math.MinInt64, math.MaxInt64)
	p := c.Var("p", KBool, 0, 1)
	i := func(v int64) Expr { return c.Const(KInt, v) }
	l := func(v int64) Expr { return c.Const(KLong, v) }
	tr, fa := c.Bool(true), c.Bool(false)
	cases := []struct {
		name      string
		got, want Expr
	}{
		{"x+0", c.Add(x, i(0)), x},
		{"0+x", c.Add(i(0), x), x},
		{"x-0", c.Sub(x, i(0)), x},
		{"x-x", c.Sub(x, x), i(0)},
		{"x*1", c.Mul(x, i(1)), x},
		{"1*x", c.Mul(i(1), x), x},
		{"x*0", c.Mul(x, i(0)), i(0)},
		{"0*a", c.Mul(l(0), a), l(0)},
		{"x*-1", c.Mul(x, i(-1)), c.Neg(x)},
		{"x/1", c.Div(x, i(1)), x},
		{"x/-1", c.Div(x, i(-1)), c.Neg(x)},
		{"x%1", c.Rem(x, i(1)), i(0)},
		{"a%-1", c.Rem(a, l(-1)), l(0)},
		{"x^x", c.Xor(x, x), i(0)},
		{"x&0", c.And(x, i(0)), i(0)},
		{"x|-1", c.Or(x, i(-1)), i(-1)},
		{"2+x", c.Add(i(2), x), c.Add(x, i(2))},
		{"(x+1)+2", c.Add(c.Add(x, i(1)), i(2)), c.Add(x, i(3))},
		{"(x+1)+-1", c.Add(c.Add(x, i(1)), i(-1)), x},
		{"--x", c.Neg(c.Neg(x)), x},
		{"x<<32", c.Shl(x, i(32)), x},
		{"a>>64", c.Shr(a, i(64)), a},
		{"0<<x", c.Shl(i(0), x), i(0)},
		{"i2b i2b", c.I2B(c.I2B(x)), c.I2B(x)},
		{"i2c i2c", c.I2C(c.I2C(x)), c.I2C(x)},
		{"l2i i2l", c.L2I(c.I2L(x)), x},
		{"x==x", c.Eq(x, x), tr},
		{"x!=x", c.Ne(x, x), fa},
		{"x<x", c.Lt(x, x), fa},
		{"x<=x", c.Le(x, x), tr},
		{"x>x", c.Gt(x, x), fa},
		{"x>=x", c.Ge(x, x), tr},
		{"2<x", c.Lt(i(2), x), c.Gt(x, i(2))},
		{"2==x", c.Eq(i(2), x), c.Eq(x, i(2))},
		{"!(x<y)", c.Not(c.Lt(x, y)), c.Ge(x, y)},
		{"!(x<=y)", c.Not(c.Le(x, y)), c.Gt(x, y)},
		{"!(x>y)", c.Not(c.Gt(x, y)), c.Le(x, y)},
		{"!(x>=y)", c.Not(c.Ge(x, y)), c.Lt(x, y)},
		{"!(x==y)", c.Not(c.Eq(x, y)), c.Ne(x, y)},
		{"!(x!=y)", c.Not(c.Ne(x, y)), c.Eq(x, y)},
		{"!!p", c.Not(c.Not(p)), p},
		{"cmp<0", c.Lt(c.Cmp(a, b), i(0)), c.Lt(a, b)},
		{"cmp<=0", c.Le(c.Cmp(a, b), i(0)), c.Le(a, b)},
		{"cmp>0", c.Gt(c.Cmp(a, b), i(0)), c.Gt(a, b)},
		{"cmp>=0", c.Ge(c.Cmp(a, b), i(0)), c.Ge(a, b)},
		{"cmp==0", c.Eq(c.Cmp(a, b), i(0)), c.Eq(a, b)},
		{"cmp!=0", c.Ne(c.Cmp(a, b), i(0)), c.Ne(a, b)},
		{"0>cmp", c.Gt(i(0), c.Cmp(a, b)), c.Lt(a, b)},
		{"cmp==1", c.Eq(c.Cmp(a, b), i(1)), c.Gt(a, b)},
		{"cmp==-1", c.Eq(c.Cmp(a, b), i(-1)), c.Lt(a, b)},
		{"cmp==2", c.Eq(c.Cmp(a, b), i(2)), fa},
		{"cmp<2", c.Lt(c.Cmp(a, b), i(2)), tr},
		{"cmp(a,a)", c.Cmp(a, a), i(0)},
		{"!(cmp<0)", c.Not(c.Lt(c.Cmp(a, b), i(0))), c.Ge(a, b)},
		{"p==true", c.Eq(p, tr), p},
		{"p==false", c.Eq(p, fa), c.Not(p)},
		{"p!=true", c.Ne(p, tr), c.Not(p)},
		{"p!=false", c.Ne(p, fa), p},
		{"p&&true", c.LAnd(p, tr), p},
		{"false&&p", c.LAnd(fa, p), fa},
		{"p||false", c.LOr(p, fa), p},
		{"true||p", c.LOr(tr, p), tr},
		{"p&&p", c.LAnd(p, p), p},
		{"p&&!p", c.LAnd(p, c.Not(p)), fa},
		{"!p||p", c.LOr(c.Not(p), p), tr},
		{"ite(p,x,x)", c.Ite(p, x, x), x},
		{"ite(!p,x,y)", c.Ite(c.Not(p), x, y), c.Ite(p, y, x)},
		{"ite(p,true,false)", c.Ite(p, tr, fa), p},
		{"ite(p,false,true)", c.Ite(p, fa, tr), c.Not(p)},
	}
	for _, tc := range cases {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
	// Not identities in the int theory, so not applied.
	kept := []struct {
		name string
		e    Expr
	}{
		{"x&-1", c.And(x, i(-1))},
		{"x|0", c.Or(x, i(0))},
		{"x^0", c.Xor(x, i(0))},
		{"x&x", c.And(x, x)},
		{"x>>>0", c.Ushr(x, i(0))},
		{"0/x", c.Div(i(0), x)},
		{"i2l l2i", c.I2L(c.L2I(a))},
	}
	for _, tc := range kept {
		if tc.e.IsConst() || tc.e.Op() == OpVar {
			t.Errorf("%s simplified to %v", tc.name, tc.e)
		}
	}
}

func TestString(t *testing.T) {
	c := NewContext()
	x := c.Var("x_1", KInt, 0, 100)
	a := c.Var("a", KLong, 0, 100)
	p := c.Var("p", KBool, 0, 1)
	cases := []struct {
		e    Expr
		want string
	}{
		{c.Gt(c.Add(x, c.Const(KInt, 1)), c.Const(KInt, 2)), "(x_1 + 1) > 2"},
		{c.Const(KInt, -7), "-7"},
		{c.Const(KLong, 7), "7L"},
		{c.Bool(true), "true"},
		{c.Lt(c.I2L(x), c.Mul(a, c.Const(KLong, 3))), "((long)x_1) < (a * 3L)"},
		{c.Not(p), "!p"},
		{c.LAnd(p, c.Ne(c.Ushr(x, c.Const(KInt, 3)), c.Neg(x))), "p && ((x_1 >>> 3) != (-x_1))"},
		{c.Add(c.Cmp(a, c.Const(KLong, 1)), x), "cmp(a, 1L) + x_1"},
		{c.Eq(c.Cmp(a, a), c.Cmp(a, c.Const(KLong, 1))), "a == 1L"},
		{c.Ite(p, c.I2B(x), c.I2C(x)), "(p ? ((byte)x_1) : ((char)x_1))"},
		{Expr{}, "<nil>"},
	}
	for _, tc := range cases {
		if got := tc.e.String(); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}

func TestVarsOrder(t *testing.T) {
	c := NewContext()
	x := c.Var("x", KInt, 0, 9)
	y := c.Var("y", KInt, 0, 9)
	z := c.Var("z", KInt, 0, 9)
	e1 := c.Lt(c.Add(z, y), x)
	e2 := c.Eq(c.Mul(x, c.Var("w", KInt, 0, 9)), y)
	got := Vars(e1, e2, c.Bool(true), Expr{})
	var names []string
	for _, v := range got {
		names = append(names, v.Name())
	}
	if want := []string{"z", "y", "x", "w"}; !slices.Equal(names, want) {
		t.Fatalf("Vars = %v, want %v", names, want)
	}
	for range 20 {
		if again := Vars(e1, e2); !slices.Equal(again, got) {
			t.Fatalf("Vars not deterministic: %v vs %v", again, got)
		}
	}
	if len(Vars(c.Const(KInt, 3))) != 0 {
		t.Fatal("Vars of a constant")
	}
}

func TestEval(t *testing.T) {
	c := NewContext()
	x := c.Var("x", KInt, math.MinInt32, math.MaxInt32)
	y := c.Var("y", KInt, math.MinInt32, math.MaxInt32)
	a := c.Var("a", KLong, math.MinInt64, math.MaxInt64)
	p := c.Var("p", KBool, 0, 1)
	i := func(v int64) Expr { return c.Const(KInt, v) }
	m := Model{"x": math.MaxInt32, "y": -2, "a": math.MinInt64, "p": 1}
	cases := []struct {
		e    Expr
		want int64
		ok   bool
	}{
		{c.Add(x, i(1)), math.MinInt32, true},
		{c.Lt(c.Add(x, i(1)), x), 1, true},
		{c.Div(x, y), math.MaxInt32 / -2, true},
		{c.Rem(c.Neg(x), i(3)), -(math.MaxInt32 % 3), true},
		{c.Div(a, c.I2L(c.Div(y, i(-2)))), math.MinInt64, true}, // y/-2 = 1
		{c.Div(a, c.I2L(c.Div(y, i(2)))), math.MinInt64, true},  // MIN / -1 == MIN
		{c.Rem(a, c.I2L(c.Div(y, i(2)))), 0, true},
		{c.Div(x, c.Add(y, i(2))), 0, false},
		{c.Ite(p, x, c.Div(x, c.Add(y, i(2)))), math.MaxInt32, true},
		{c.LOr(p, c.Eq(c.Div(x, c.Add(y, i(2))), i(0))), 1, true},
		{c.Add(x, c.Var("missing", KInt, 0, 1)), 0, false},
		{c.I2B(x), -1, true},
		{c.I2C(y), 65534, true},
		{c.Ushr(y, i(28)), 15, true},
		{c.Shr(y, i(33)), -1, true},
		{c.Shl(a, i(-1)), 0, true},
		{c.Cmp(a, c.I2L(x)), -1, true},
		{c.Not(p), 0, true},
	}
	for k, tc := range cases {
		got, ok := Eval(tc.e, m)
		if ok != tc.ok || (ok && got != tc.want) {
			t.Errorf("case %d: Eval(%v) = %d, %v; want %d, %v", k, tc.e, got, ok, tc.want, tc.ok)
		}
	}
	// A DAG with heavy sharing evaluates in linear time.
	e := x
	for range 200 {
		e = c.Add(e, e)
	}
	done := make(chan bool)
	go func() { Eval(e, m); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Eval of a shared DAG does not finish")
	}
}

// TestRandomSoundness builds random expressions over variables, evaluates
// them under random models, and compares with the same expressions built
// over the models' constants (which fold completely). Every simplification
// must preserve Java semantics.
func TestRandomSoundness(t *testing.T) {
	c := NewContext()
	rng := rand.New(rand.NewSource(1))
	ints := []Expr{c.Var("x", KInt, math.MinInt32, math.MaxInt32), c.Var("y", KInt, -3, 3)}
	longs := []Expr{c.Var("a", KLong, math.MinInt64, math.MaxInt64), c.Var("b", KLong, -3, 3)}
	bools := []Expr{c.Var("p", KBool, 0, 1)}
	pick := func(s []int64) int64 { return s[rng.Intn(len(s))] }
	smallInts := []int64{0, 1, -1, 2, 3, 31, 32, 63, 64, 255, math.MaxInt32, math.MinInt32}
	smallLongs := []int64{0, 1, -1, 2, 3, 63, 64, math.MaxInt64, math.MinInt64}
	var gen func(k Kind, depth int) Expr
	gen = func(k Kind, depth int) Expr {
		if depth == 0 || rng.Intn(4) == 0 {
			switch k {
			case KInt:
				if rng.Intn(2) == 0 {
					return c.Const(KInt, pick(smallInts))
				}
				return ints[rng.Intn(len(ints))]
			case KLong:
				if rng.Intn(2) == 0 {
					return c.Const(KLong, pick(smallLongs))
				}
				return longs[rng.Intn(len(longs))]
			}
			if rng.Intn(3) == 0 {
				return c.Bool(rng.Intn(2) == 0)
			}
			return bools[0]
		}
		d := depth - 1
		switch k {
		case KBool:
			switch rng.Intn(6) {
			case 0:
				return c.Not(gen(KBool, d))
			case 1:
				return c.LAnd(gen(KBool, d), gen(KBool, d))
			case 2:
				return c.LOr(gen(KBool, d), gen(KBool, d))
			case 3:
				return c.Ite(gen(KBool, d), gen(KBool, d), gen(KBool, d))
			}
			ops := []func(a, b Expr) Expr{c.Eq, c.Ne, c.Lt, c.Le, c.Gt, c.Ge}
			ak := KInt
			if rng.Intn(2) == 0 {
				ak = KLong
			}
			if rng.Intn(3) == 0 { // lcmp idiom
				return ops[rng.Intn(6)](c.Cmp(gen(ak, d), gen(ak, d)), c.Const(KInt, int64(rng.Intn(5)-2)))
			}
			return ops[rng.Intn(6)](gen(ak, d), gen(ak, d))
		default:
			switch rng.Intn(16) {
			case 0:
				return c.Neg(gen(k, d))
			case 1:
				return c.Ite(gen(KBool, d), gen(k, d), gen(k, d))
			case 2:
				if k == KInt {
					return c.L2I(gen(KLong, d))
				}
				return c.I2L(gen(KInt, d))
			case 3:
				if k == KInt {
					return []func(Expr) Expr{c.I2B, c.I2S, c.I2C}[rng.Intn(3)](gen(KInt, d))
				}
				return c.I2L(gen(KInt, d))
			case 4:
				if k == KInt {
					return c.Cmp(gen(KLong, d), gen(KLong, d))
				}
				return c.Shl(gen(k, d), gen(KInt, d))
			case 5, 6:
				return []func(a, b Expr) Expr{c.Shl, c.Shr, c.Ushr}[rng.Intn(3)](gen(k, d), gen(KInt, d))
			case 7:
				// Division by a divisor that is never zero under our models
				// unless it folds to a constant zero, which we avoid.
				den := c.Or(gen(k, d), c.Const(k, 1))
				if rng.Intn(2) == 0 {
					return c.Div(gen(k, d), den)
				}
				return c.Rem(gen(k, d), den)
			}
			ops := []func(a, b Expr) Expr{c.Add, c.Sub, c.Mul, c.And, c.Or, c.Xor}
			return ops[rng.Intn(len(ops))](gen(k, d), gen(k, d))
		}
	}
	var subst func(e Expr, m Model) Expr
	subst = func(e Expr, m Model) Expr {
		switch e.Op() {
		case OpConst:
			return e
		case OpVar:
			return c.Const(e.Kind(), m[e.Name()])
		}
		var args []Expr
		for i := 0; i < e.NumArgs(); i++ {
			args = append(args, subst(e.Arg(i), m))
		}
		switch e.Op() {
		case OpAdd:
			return c.Add(args[0], args[1])
		case OpSub:
			return c.Sub(args[0], args[1])
		case OpMul:
			return c.Mul(args[0], args[1])
		case OpDiv:
			return c.Div(args[0], args[1])
		case OpRem:
			return c.Rem(args[0], args[1])
		case OpNeg:
			return c.Neg(args[0])
		case OpShl:
			return c.Shl(args[0], args[1])
		case OpShr:
			return c.Shr(args[0], args[1])
		case OpUshr:
			return c.Ushr(args[0], args[1])
		case OpAnd:
			return c.And(args[0], args[1])
		case OpOr:
			return c.Or(args[0], args[1])
		case OpXor:
			return c.Xor(args[0], args[1])
		case OpI2L:
			return c.I2L(args[0])
		case OpL2I:
			return c.L2I(args[0])
		case OpI2B:
			return c.I2B(args[0])
		case OpI2S:
			return c.I2S(args[0])
		case OpI2C:
			return c.I2C(args[0])
		case OpCmp:
			return c.Cmp(args[0], args[1])
		case OpEq:
			return c.Eq(args[0], args[1])
		case OpNe:
			return c.Ne(args[0], args[1])
		case OpLt:
			return c.Lt(args[0], args[1])
		case OpLe:
			return c.Le(args[0], args[1])
		case OpGt:
			return c.Gt(args[0], args[1])
		case OpGe:
			return c.Ge(args[0], args[1])
		case OpNot:
			return c.Not(args[0])
		case OpLAnd:
			return c.LAnd(args[0], args[1])
		case OpLOr:
			return c.LOr(args[0], args[1])
		case OpIte:
			return c.Ite(args[0], args[1], args[2])
		}
		t.Fatalf("subst: op %s", e.Op())
		return Expr{}
	}
	for n := range 3000 {
		k := []Kind{KBool, KInt, KLong}[n%3]
		e := gen(k, 5)
		if e.Kind() != k {
			t.Fatalf("%v has kind %s, want %s", e, e.Kind(), k)
		}
		m := Model{
			"x": pick(smallInts), "y": int64(rng.Intn(7) - 3),
			"a": pick(smallLongs), "b": int64(rng.Intn(7) - 3), "p": int64(rng.Intn(2)),
		}
		got, ok := Eval(e, m)
		if !ok {
			t.Fatalf("Eval(%v) failed under %v", e, m)
		}
		f := subst(e, m)
		if !f.IsConst() || f.ConstValue() != got || f.Kind() != k {
			t.Fatalf("Eval(%v) under %v = %d, folding gives %v", e, m, got, f)
		}
	}
}

func TestResultString(t *testing.T) {
	for r, want := range map[Result]string{Unknown: "unknown", Sat: "sat", Unsat: "unsat"} {
		if r.String() != want {
			t.Errorf("%d.String() = %q", r, r.String())
		}
	}
}
