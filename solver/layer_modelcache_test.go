package solver

import (
	"math"
	"testing"
)

func TestModelCache(t *testing.T) {
	for _, bv := range []bool{false, true} {
		f := newFixture(t)
		c, x, y, z := f.c, f.x, f.y, f.z
		b := &bruteSolver{}
		l := NewModelCache(bv, DefaultModelCacheSize, b)

		// A miss goes down with NeedModel set; brute force gives x = 1.
		f.checkQ(l, Query{PC: []Expr{c.Gt(x, f.i(0))}}, Sat)
		if !b.last().NeedModel {
			t.Fatal("the model cache did not ask for a model")
		}
		// x = 1 satisfies these: no call.
		a := f.check(l, Sat, c.Gt(x, f.i(0)), c.Lt(x, f.i(5)))
		if a.Model["x"] != 1 || len(a.Model) != 1 {
			t.Fatalf("model %v", a.Model)
		}
		f.checkQ(l, Query{PC: []Expr{c.Ne(x, f.i(2))}}, Sat)
		// y is missing from the model: 0, which fails y > 2.
		f.check(l, Sat, c.Gt(x, f.i(0)), c.Gt(y, f.i(2)))
		wantQuery(t, b, c.Gt(x, f.i(0)), c.Gt(y, f.i(2)))
		if b.calls() != 2 {
			t.Fatalf("%d calls", b.calls())
		}
		// y is missing and 0 satisfies y < 2: the answer's model has y = 0.
		a = f.check(l, Sat, c.Lt(z, f.i(2)), c.Eq(x, f.i(1)))
		if a.Model["z"] != 0 || a.Model["x"] != 1 {
			t.Fatalf("model %v", a.Model)
		}
		// The most recent model ({x:1, y:3}) answers.
		a = f.check(l, Sat, c.Eq(y, f.i(3)))
		if b.calls() != 2 || a.Model["y"] != 3 {
			t.Fatalf("%d calls, model %v", b.calls(), a.Model)
		}
		// Unsat goes down and is not remembered: the model cache never
		// answers unsat.
		f.check(l, Unsat, c.Gt(x, f.i(5)))
		f.check(l, Unsat, c.Gt(x, f.i(5)))
		if b.calls() != 4 {
			t.Fatalf("%d calls", b.calls())
		}
		wantStats(t, l.Stats, 8, 4, 0, 4)
	}
}

// TestModelCacheDefaults checks that a missing variable's default is 0
// clamped to its bounds.
func TestModelCacheDefaults(t *testing.T) {
	f := newFixture(t)
	c := f.c
	pos := c.Var("pos", KInt, 3, 7)
	neg := c.Var("neg", KLong, -9, -2)
	b := &bruteSolver{}
	l := NewModelCache(false, 4, b)
	f.check(l, Sat, c.Eq(f.x, f.i(1)))
	a := f.check(l, Sat, c.Eq(pos, f.i(3)), c.Eq(neg, c.Const(KLong, -2)), c.Eq(f.x, f.i(1)))
	if b.calls() != 1 || a.Model["pos"] != 3 || a.Model["neg"] != -2 {
		t.Fatalf("%d calls, model %v", b.calls(), a.Model)
	}
}

// TestModelCacheTheories checks that models are evaluated in the theory's
// semantics, and that what the int evaluation cannot decide goes down.
func TestModelCacheTheories(t *testing.T) {
	c := NewContext()
	x := c.Var("x", KInt, math.MinInt32, math.MaxInt32)
	y := c.Var("y", KInt, -5, 5)
	big := c.Var("big", KLong, math.MinInt64, math.MaxInt64)
	i := func(v int64) Expr { return c.Const(KInt, v) }
	l64 := func(v int64) Expr { return c.Const(KLong, v) }
	model := Model{"x": math.MaxInt32, "y": 0, "big": math.MaxInt64}
	cases := []struct {
		name    string
		pc      []Expr
		int, bv bool // answered by the cache in that theory
	}{
		{"x+1 > x", []Expr{c.Gt(c.Add(x, i(1)), x)}, true, false},
		{"x+1 < 0", []Expr{c.Lt(c.Add(x, i(1)), i(0))}, false, true},
		{"big+1 > big overflows int64", []Expr{c.Gt(c.Add(big, l64(1)), big)}, false, false},
		{"big+1 < 0 overflows int64", []Expr{c.Lt(c.Add(big, l64(1)), l64(0))}, false, true},
		{"-big", []Expr{c.Lt(c.Neg(big), l64(0))}, true, true},
		{"big*2", []Expr{c.Lt(c.Mul(big, l64(2)), l64(0))}, false, true},
		{"x*x", []Expr{c.Gt(c.Mul(x, x), i(1))}, true, false}, // 1 in 32 bits
		{"x & 1", []Expr{c.Eq(c.And(x, i(1)), i(1))}, false, true},
		{"x | y", []Expr{c.Eq(c.Or(x, y), x)}, false, true},
		{"x >>> 1", []Expr{c.Gt(c.Ushr(x, i(1)), i(0))}, false, true},
		{"x >> 1", []Expr{c.Eq(c.Shr(x, i(1)), i(math.MaxInt32/2))}, true, true},
		{"x << 1", []Expr{c.Gt(c.Shl(x, i(1)), x)}, true, false},
		{"x << y", []Expr{c.Eq(c.Shl(x, y), x)}, false, true},
		{"i2b x", []Expr{c.Eq(c.I2B(x), i(-1))}, false, true},
		{"l2i big", []Expr{c.Eq(c.L2I(big), i(-1))}, false, true},
		{"i2l x", []Expr{c.Eq(c.I2L(x), l64(math.MaxInt32))}, true, true},
		{"x / y, y = 0", []Expr{c.Eq(c.Div(x, y), i(0))}, false, false},
		{"x % y, y = 0", []Expr{c.Eq(c.Rem(x, y), i(0))}, false, false},
		{"x / 2", []Expr{c.Eq(c.Div(x, i(2)), i(math.MaxInt32/2))}, true, true},
		{"cmp", []Expr{c.Eq(c.Cmp(big, l64(0)), i(1))}, true, true},
		{"ite lazy", []Expr{c.Eq(c.Ite(c.Eq(y, i(0)), i(1), c.Div(x, y)), i(1))}, true, true},
		{"lor lazy", []Expr{c.LOr(c.Eq(y, i(0)), c.Eq(c.Div(x, y), i(1)))}, true, true},
		{"land", []Expr{c.LAnd(c.Eq(y, i(0)), c.Gt(x, i(0)))}, true, true},
		{"false", []Expr{c.Lt(x, i(0))}, false, false},
	}
	for _, tc := range cases {
		for _, bv := range []bool{false, true} {
			b := &bruteSolver{script: map[string]Answer{pcKey(tc.pc): {Result: Sat, Model: model}}}
			l := NewModelCache(bv, 4, b)
			l.learn(nil, model)
			a, err := l.Check(Query{PC: tc.pc, NeedModel: true})
			if err != nil || a.Result != Sat {
				t.Fatalf("%s: %v %v", tc.name, a.Result, err)
			}
			want := tc.int
			if bv {
				want = tc.bv
			}
			if got := b.calls() == 0; got != want {
				t.Errorf("%s (bitvector %v): answered by the cache %v, want %v", tc.name, bv, got, want)
			}
		}
	}
}

// TestModelCacheBounds checks that a model value outside its variable's
// bounds is never accepted.
func TestModelCacheBounds(t *testing.T) {
	f := newFixture(t)
	c, x := f.c, f.x
	pc := []Expr{c.Gt(x, f.i(50))}
	b := &bruteSolver{script: map[string]Answer{pcKey(pc): {Result: Sat, Model: Model{"x": 100}}}}
	l := NewModelCache(true, 4, b)
	l.learn(nil, Model{"x": 100}) // x is in -5..5
	f.checkQ(l, Query{PC: pc}, Sat)
	if b.calls() != 1 {
		t.Fatal("an out-of-bounds model was used")
	}
}

func TestModelCacheCapacityAndOrder(t *testing.T) {
	f := newFixture(t)
	c, x := f.c, f.x
	b := &bruteSolver{}
	l := NewModelCache(true, 2, b)
	for _, v := range []int64{1, 2, 3} {
		f.check(l, Sat, c.Eq(x, f.i(v)))
	}
	// x = 1 was forgotten; x = 2 and x = 3 are remembered.
	f.check(l, Sat, c.Eq(x, f.i(2)))
	f.check(l, Sat, c.Eq(x, f.i(3)))
	if b.calls() != 3 {
		t.Fatalf("%d calls", b.calls())
	}
	f.check(l, Sat, c.Eq(x, f.i(1)))
	if b.calls() != 4 {
		t.Fatalf("%d calls", b.calls())
	}
	// The hit on x = 3 moved it to the front, so x = 2 was dropped for x = 1.
	f.check(l, Sat, c.Eq(x, f.i(3)))
	f.check(l, Sat, c.Eq(x, f.i(2)))
	if b.calls() != 5 {
		t.Fatalf("%d calls", b.calls())
	}
	// The most recent model is tried first.
	a := f.check(l, Sat, c.Gt(x, f.i(0)))
	if a.Model["x"] != 2 {
		t.Fatalf("model %v", a.Model)
	}
}

// TestModelCacheUnknown checks that unknown answers are passed up and not
// remembered, and that a hit's model is a copy.
func TestModelCacheUnknown(t *testing.T) {
	f := newFixture(t)
	c, x := f.c, f.x
	pc := []Expr{c.Gt(x, f.i(3))}
	b := &bruteSolver{script: map[string]Answer{pcKey(pc): {Result: Unknown, Reason: "timeout", Model: Model{"x": 4}}}}
	l := NewModelCache(false, 4, b)
	f.check(l, Unknown, pc...)
	f.check(l, Unknown, pc...)
	f.check(l, Sat, c.Eq(x, f.i(4)))
	if b.calls() != 3 {
		t.Fatalf("%d calls", b.calls())
	}
	a := f.check(l, Sat, c.Gt(x, f.i(3)), c.Lt(x, f.i(5)))
	a.Model["x"] = 0
	a = f.check(l, Sat, c.Gt(x, f.i(3)))
	if b.calls() != 3 || a.Model["x"] != 4 {
		t.Fatalf("%d calls, model %v", b.calls(), a.Model)
	}
}
