package lia

import (
	"math"
	"math/rand"
	"slices"
	"testing"

	"gospf/solver"
)

// decide runs one fresh Solver of the theory on pc.
func decide(t *testing.T, theory string, pc ...solver.Expr) (solver.Answer, bool, *Solver) {
	t.Helper()
	s, err := New(Options{Theory: theory})
	if err != nil {
		t.Fatal(err)
	}
	a, ok := s.Decide(solver.Query{PC: pc, NeedModel: true})
	return a, ok, s
}

func TestDecideExamples(t *testing.T) {
	c := solver.NewContext()
	x := c.Var("x", solver.KInt, -10, 10)
	y := c.Var("y", solver.KInt, -10, 10)
	full := c.Var("f", solver.KInt, math.MinInt32, math.MaxInt32)
	fw := c.Var("w", solver.KInt, math.MinInt32, math.MaxInt32)
	fd := c.Var("d", solver.KInt, math.MinInt32, math.MaxInt32)
	l := c.Var("l", solver.KLong, math.MinInt64, math.MaxInt64)
	m := c.Var("m", solver.KLong, math.MinInt64, math.MaxInt64)
	k := func(v int64) solver.Expr { return c.Const(solver.KInt, v) }
	kl := func(v int64) solver.Expr { return c.Const(solver.KLong, v) }
	const sat, unsat, declined = "sat", "unsat", "declined"
	for _, tc := range []struct {
		name, theory string
		pc           []solver.Expr
		want         string
		reason       string // the decline reason counted, for declined
	}{
		// Two rows of one tableau contradict: the simplex finds the conflict.
		{"cycle", "int", []solver.Expr{c.Gt(x, y), c.Gt(y, x)}, unsat, ""},
		// 2x == 1 has no integer solution: the gcd of the form does not divide 1.
		{"gcd equality", "int", []solver.Expr{c.Eq(c.Mul(x, k(2)), k(1))}, unsat, ""},
		{"gcd sat", "int", []solver.Expr{c.Eq(c.Add(c.Mul(x, k(2)), c.Mul(y, k(4))), k(6))}, sat, ""},
		// 2x - 2y >= 1 tightens to x - y >= 1, the same slack as x - y <= 0.
		{"gcd tightening", "int", []solver.Expr{c.Ge(c.Sub(c.Mul(x, k(2)), c.Mul(y, k(2))), k(1)), c.Le(c.Sub(x, y), k(0))}, unsat, ""},
		// x + y == 1 and x == y: the rational solution x = y = 1/2 is split
		// x <= 0 | x >= 1, and both sides fail.
		{"branch and bound", "int", []solver.Expr{c.Eq(c.Add(x, y), k(1)), c.Eq(x, y)}, unsat, ""},
		// x in [0, 0] and x != 0: the disequality split x <= -1 | x >= 1 fails.
		{"disequality", "int", []solver.Expr{c.Ge(x, k(0)), c.Le(x, k(0)), c.Ne(x, k(0))}, unsat, ""},
		{"disequalities sat", "int", []solver.Expr{c.Ge(x, k(0)), c.Le(x, k(3)), c.Ne(x, k(0)), c.Ne(x, k(1)), c.Ne(x, k(3))}, sat, ""},
		{"product", "int", []solver.Expr{c.Gt(c.Mul(x, y), k(0))}, declined, "foreign"},
		// The linear part alone is unsat, so the whole query is.
		{"product, linear part unsat", "int", []solver.Expr{c.Gt(c.Mul(x, y), k(0)), c.Gt(x, k(5)), c.Lt(x, k(3))}, unsat, ""},
		{"product, linear part sat", "int", []solver.Expr{c.Gt(c.Mul(x, y), k(0)), c.Gt(x, k(5))}, declined, "foreign"},
		// f + 1 may wrap in Java: only the bit-vector theory declines it.
		{"overflow int theory", "int", []solver.Expr{c.Gt(c.Add(full, k(1)), full)}, sat, ""},
		{"overflow bitvector", "bitvector", []solver.Expr{c.Gt(c.Add(full, k(1)), full)}, declined, "foreign"},
		{"no overflow bitvector", "bitvector", []solver.Expr{c.Gt(c.Add(x, k(1)), x)}, sat, ""},
		// f < 100 bounds f before f + 1 is compared: no wrap where the
		// first conjunct holds, so the second is exact there.
		{"guard from an earlier bound", "bitvector", []solver.Expr{c.Lt(full, k(100)), c.Gt(c.Add(full, k(1)), k(5))}, sat, ""},
		// The same conjuncts in the other order: at f + 1 > 5, f may be MAX.
		{"guard before the bound", "bitvector", []solver.Expr{c.Gt(c.Add(full, k(1)), k(5)), c.Lt(full, k(100))}, declined, "foreign"},
		{"long extreme", "int", []solver.Expr{c.Ge(l, kl(math.MaxInt64))}, sat, ""},
		// m - l == -1 with l == MIN needs m == MIN - 1, below m's bound.
		{"below the long range", "int", []solver.Expr{c.Eq(l, kl(math.MinInt64)), c.Eq(c.Sub(m, l), kl(-1))}, unsat, ""},
		{"big coefficients", "int", []solver.Expr{c.Eq(c.Add(c.Mul(l, kl(math.MaxInt64)), m), kl(5))}, sat, ""},
		// l = m = 2 is found, but l * MAX does not fit an int64, so the
		// int-theory evaluator cannot confirm the model: left to Z3.
		{"big coefficients, large values", "int", []solver.Expr{c.Eq(c.Sub(c.Mul(l, kl(math.MaxInt64)), c.Mul(m, kl(math.MaxInt64))), kl(0)), c.Ge(l, kl(2))}, declined, "unverifiable"},
		{"false", "int", []solver.Expr{c.Bool(false)}, unsat, ""},
		// Merged queries (doc.go, "Cases"). ite(x > 0, x, -x) >= 5 with
		// -3 <= x <= 3: both arms are below 5 there.
		{"ite unsat", "int", []solver.Expr{c.Ge(x, k(-3)), c.Le(x, k(3)), c.Ge(c.Ite(c.Gt(x, k(0)), x, c.Neg(x)), k(5))}, unsat, ""},
		{"ite sat", "bitvector", []solver.Expr{c.Ge(c.Ite(c.Gt(x, k(0)), x, c.Neg(x)), k(5)), c.Lt(x, k(0))}, sat, ""},
		// The sum of two merged values: four cases, one of them sat.
		{"ite sum", "int", []solver.Expr{c.Eq(c.Add(c.Ite(c.Gt(x, k(0)), k(1), k(-1)), c.Ite(c.Gt(y, k(0)), k(2), k(-2))), k(-1))}, sat, ""},
		{"disjunction unsat", "int", []solver.Expr{c.LOr(c.Gt(x, k(5)), c.Lt(y, k(0))), c.Le(x, k(5)), c.Ge(y, k(0))}, unsat, ""},
		// !(x > 0 && y > 0) with x > 0: y <= 0 by propagation.
		{"negated conjunction", "int", []solver.Expr{c.Not(c.LAnd(c.Gt(x, k(0)), c.Gt(y, k(0)))), c.Gt(x, k(0)), c.Gt(y, k(-1))}, sat, ""},
		// A merged balance (V26_AccountGuarded): b, w and d are full ints
		// bounded to [1, 999] by earlier conjuncts, and ite(w > b, b, b -
		// w) + d < 0 cannot wrap there: the ite variable's range is its
		// arms' under those bounds, not their declared range (which made
		// the sum a possible wrap, and the query foreign).
		{"ite range from earlier bounds", "bitvector", []solver.Expr{c.Gt(full, k(0)), c.Lt(full, k(1000)), c.Gt(fw, k(0)), c.Lt(fw, k(1000)),
			c.Gt(fd, k(0)), c.Lt(fd, k(1000)), c.Lt(c.Add(c.Ite(c.Gt(fw, full), full, c.Sub(full, fw)), fd), k(0))}, unsat, ""},
		// The same without w's bounds: the arm b - w may wrap.
		{"ite arm may wrap", "bitvector", []solver.Expr{c.Gt(full, k(0)), c.Lt(full, k(1000)),
			c.Gt(fd, k(0)), c.Lt(fd, k(1000)), c.Lt(c.Add(c.Ite(c.Gt(fw, full), full, c.Sub(full, fw)), fd), k(0))}, declined, "foreign"},
		{"ite of a product", "int", []solver.Expr{c.Gt(c.Ite(c.Gt(x, k(0)), c.Mul(x, y), y), k(0))}, declined, "foreign"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, ok, s := decide(t, tc.theory, tc.pc...)
			got := declined
			if ok {
				got = a.Result.String()
			}
			if got != tc.want {
				t.Fatalf("%v: got %s, want %s", tc.pc, got, tc.want)
			}
			if tc.want == declined && s.Stats.Declined[tc.reason] != 1 {
				t.Fatalf("declined for %v, want one %q", s.Stats.Declined, tc.reason)
			}
			if tc.want == sat {
				for _, e := range tc.pc {
					if h, ok := solver.Holds(e, a.Model, tc.theory == "bitvector"); !h || !ok {
						t.Fatalf("model %v does not satisfy %s", a.Model, e)
					}
				}
			}
		})
	}
}

// TestDecideCore: prefix x >= 0; segment x <= 5, y >= 0, x >= 7, y <= 3.
// The least h with prefix + segment[:h] unsat is 3 (x <= 5 and x >= 7), so
// the core is 0, 1, 2: its largest index + 1 is the first infeasible side.
func TestDecideCore(t *testing.T) {
	c := solver.NewContext()
	x := c.Var("x", solver.KInt, -10, 10)
	y := c.Var("y", solver.KInt, -10, 10)
	k := func(v int64) solver.Expr { return c.Const(solver.KInt, v) }
	s, _ := New(Options{})
	a, core, ok := s.DecideCore([]solver.Expr{c.Ge(x, k(0)), c.Le(x, k(5)), c.Ge(y, k(0)), c.Ge(x, k(7)), c.Le(y, k(3))}, 1)
	if !ok || a.Result != solver.Unsat || !slices.Equal(core, []int{0, 1, 2}) {
		t.Fatalf("got %v %v %v, want unsat [0 1 2]", a.Result, core, ok)
	}
	// A prefix that is unsat by itself gives the empty core.
	a, core, ok = s.DecideCore([]solver.Expr{c.Ge(x, k(4)), c.Le(x, k(3)), c.Le(y, k(5))}, 2)
	if !ok || a.Result != solver.Unsat || len(core) != 0 {
		t.Fatalf("got %v %v %v, want unsat []", a.Result, core, ok)
	}
	// Unsat by a conflict row, no contradiction: prefix x - y >= 1, segment
	// y >= 3, z >= 0, x <= 3, z <= 5. The row x - y with its bound, y's
	// bound and x's bound conflict; the newest of them is x <= 3, segment
	// index 2, so the core is 0, 1, 2.
	z := c.Var("z", solver.KInt, -10, 10)
	a, core, ok = s.DecideCore([]solver.Expr{c.Ge(c.Sub(x, y), k(1)), c.Ge(y, k(3)), c.Ge(z, k(0)), c.Le(x, k(3)), c.Le(z, k(5))}, 1)
	if !ok || a.Result != solver.Unsat || !slices.Equal(core, []int{0, 1, 2}) || s.firstContradiction() >= 0 {
		t.Fatalf("got %v %v %v (contradiction at %d), want unsat [0 1 2] from the conflict row", a.Result, core, ok, s.firstContradiction())
	}
	if s.Stats.Unsat != 3 || s.Stats.Sat != 0 {
		t.Fatalf("stats %+v: the binary-search checks must not be counted", s.Stats)
	}
}

// TestBudget: the branch and bound of x + y == 1 && x == y needs two
// nodes; with one the procedure declines.
func TestBudget(t *testing.T) {
	c := solver.NewContext()
	x := c.Var("x", solver.KInt, -10, 10)
	y := c.Var("y", solver.KInt, -10, 10)
	s, _ := New(Options{MaxNodes: 1})
	_, ok := s.Decide(solver.Query{PC: []solver.Expr{c.Eq(c.Add(x, y), c.Const(solver.KInt, 1)), c.Eq(x, y)}})
	if ok || s.Stats.Declined["budget"] != 1 {
		t.Fatalf("decided with a budget of one node (%+v)", s.Stats)
	}
}

// TestInvariants pushes and pops random path conditions and checks the
// simplex invariants after every check, and that every answer equals a
// fresh Solver's, across rebuilds.
func TestInvariants(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	c := solver.NewContext()
	var vars []solver.Expr
	for i := range 5 {
		vars = append(vars, c.Var(string(rune('a'+i)), solver.KInt, -20, 20))
	}
	atom := func() solver.Expr {
		e := c.Mul(vars[r.Intn(5)], c.Const(solver.KInt, int64(r.Intn(7)-3)))
		e = c.Add(e, c.Mul(vars[r.Intn(5)], c.Const(solver.KInt, int64(r.Intn(5)-2))))
		e = c.Add(e, vars[r.Intn(5)])
		b := c.Const(solver.KInt, int64(r.Intn(41)-20))
		switch r.Intn(4) {
		case 0:
			return c.Le(e, b)
		case 1:
			return c.Ge(e, b)
		case 2:
			return c.Ne(e, b)
		}
		return c.Eq(e, b)
	}
	// MaxVars 8 makes the simplex rebuild itself often.
	s, _ := New(Options{MaxVars: 8})
	var pc []solver.Expr
	for range 3000 {
		if len(pc) > 0 && r.Intn(3) == 0 {
			pc = pc[:r.Intn(len(pc))]
		}
		pc = append(pc, atom())
		a, ok := s.Decide(solver.Query{PC: pc})
		if s.contradictions == 0 { // else some bounds are empty
			checkInvariants(t, &s.sx)
		}
		b, ok2, _ := decide(t, "int", pc...)
		if ok != ok2 || (ok && a.Result != b.Result) {
			t.Fatalf("incremental %v %v, fresh %v %v on %v", a.Result, ok, b.Result, ok2, pc)
		}
	}
	if s.Stats.Rebuilds == 0 {
		t.Fatal("no rebuild: the test does not exercise it")
	}
}

func checkInvariants(t *testing.T, s *simplex) {
	t.Helper()
	for x := range s.numVars() {
		if s.rowOf[x] >= 0 {
			if s.rows[s.rowOf[x]].basic != x {
				t.Fatalf("rowOf[%d] = %d, whose basic is %d", x, s.rowOf[x], s.rows[s.rowOf[x]].basic)
			}
			continue
		}
		if _, out := s.outside(x); out {
			t.Fatalf("nonbasic %d = %s outside its bounds", x, s.val[x])
		}
	}
	for _, rw := range s.rows {
		v := num{}
		for _, tm := range rw.terms {
			if s.rowOf[tm.x] >= 0 {
				t.Fatalf("row of %d mentions the basic %d", rw.basic, tm.x)
			}
			v = v.add(tm.c.mul(s.val[tm.x]))
		}
		if !v.eq(s.val[rw.basic]) {
			t.Fatalf("basic %d = %s, its row gives %s", rw.basic, s.val[rw.basic], v)
		}
	}
}

// TestCasesBudget: ite(x > 0, x, 0) + ite(y > 0, y, 0) >= 15 with x, y
// in -10..10. No bound decides a condition or an arm, so the case search
// splits: the first open clause is (t1 == x | x <= 0) (disj puts the
// single literal last), and t1 == x holds with the sum's bound; then
// (t2 == y | y <= 0) the same way: two splits, both first tries. With a
// budget of one split the procedure declines.
func TestCasesBudget(t *testing.T) {
	c := solver.NewContext()
	x := c.Var("x", solver.KInt, -10, 10)
	y := c.Var("y", solver.KInt, -10, 10)
	k := func(v int64) solver.Expr { return c.Const(solver.KInt, v) }
	pc := []solver.Expr{c.Ge(c.Add(c.Ite(c.Gt(x, k(0)), x, k(0)), c.Ite(c.Gt(y, k(0)), y, k(0))), k(15))}
	s, _ := New(Options{MaxCases: 1})
	if _, ok := s.Decide(solver.Query{PC: pc}); ok || s.Stats.Declined["budget"] != 1 {
		t.Fatalf("decided with a budget of one split (%+v)", s.Stats)
	}
	s, _ = New(Options{})
	a, ok := s.Decide(solver.Query{PC: pc, NeedModel: true})
	if !ok || a.Result != solver.Sat || a.Model["x"]+a.Model["y"] < 15 || s.Stats.Cases != 2 {
		t.Fatalf("got %v %v (%+v), want sat with x + y >= 15 after two splits", a, ok, s.Stats)
	}
}

// TestKeptCases: t = ite(x > 0, x, y) with x, y in -10..10 and t >= 5
// on every path condition. The first check splits (x <= 0 | t == x)
// on x <= 0, true first; then (x > 0 | t == y) propagates t == y: the
// case {x <= 0, t == y}, kept for the one conjunct. Adding y >= 6 is
// answered under it (Kept 1). Replacing that with x >= 7 contradicts
// the case (x <= 0), so the search starts over: the bounds decide both
// conditions, t == x is propagated, and {t == x} is kept for the two
// conjuncts; adding y <= -1 is answered under it (Kept 2). Finally
// x <= 0 and y <= 4 after t >= 5: under the first case t == y <= 4
// fails, and the full search proves unsat (every unsat answer does).
func TestKeptCases(t *testing.T) {
	c := solver.NewContext()
	x := c.Var("x", solver.KInt, -10, 10)
	y := c.Var("y", solver.KInt, -10, 10)
	k := func(v int64) solver.Expr { return c.Const(solver.KInt, v) }
	base := c.Ge(c.Ite(c.Gt(x, k(0)), x, y), k(5))
	s, _ := New(Options{})
	for i, q := range []struct {
		pc   []solver.Expr
		want solver.Result
		kept int64
	}{
		{[]solver.Expr{base}, solver.Sat, 0},
		{[]solver.Expr{base, c.Ge(y, k(6))}, solver.Sat, 1},
		{[]solver.Expr{base, c.Ge(x, k(7))}, solver.Sat, 1},
		{[]solver.Expr{base, c.Ge(x, k(7)), c.Le(y, k(-1))}, solver.Sat, 2},
		{[]solver.Expr{base, c.Le(x, k(0)), c.Le(y, k(4))}, solver.Unsat, 2},
	} {
		a, ok := s.Decide(solver.Query{PC: q.pc, NeedModel: true})
		if !ok || a.Result != q.want || s.Stats.Kept != q.kept {
			t.Fatalf("check %d: %v %v, kept %d; want %v, kept %d", i+1, a.Result, ok, s.Stats.Kept, q.want, q.kept)
		}
		if a.Result == solver.Sat {
			for _, e := range q.pc {
				if holds, _ := solver.Holds(e, a.Model, false); !holds {
					t.Fatalf("check %d: model %v violates %v", i+1, a.Model, e)
				}
			}
		}
	}
}

// TestBinarySearchChecks checks segments the way speculative search does:
// a path condition, then, when it is unsat, its prefixes by binary search
// (with DecideCore for half of the segments). Every answer must be a
// fresh Solver's, every model must satisfy its query, and the prefix
// memory must answer some of the prefixes.
func TestBinarySearchChecks(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	c := solver.NewContext()
	var vars []solver.Expr
	for i := range 4 {
		vars = append(vars, c.Var(string(rune('p'+i)), solver.KInt, -20, 20))
	}
	atom := func() solver.Expr {
		e := c.Add(c.Mul(vars[r.Intn(4)], c.Const(solver.KInt, int64(r.Intn(5)-2))), vars[r.Intn(4)])
		b := c.Const(solver.KInt, int64(r.Intn(21)-10))
		switch r.Intn(3) {
		case 0:
			return c.Le(e, b)
		case 1:
			return c.Ne(e, b)
		}
		return c.Ge(e, b)
	}
	s, _ := New(Options{})
	check := func(pc []solver.Expr) solver.Result {
		t.Helper()
		a, ok := s.Decide(solver.Query{PC: pc, NeedModel: true})
		b, ok2, _ := decide(t, "int", pc...)
		if ok != ok2 || (ok && a.Result != b.Result) {
			t.Fatalf("incremental %v %v, fresh %v %v on %v", a.Result, ok, b.Result, ok2, pc)
		}
		if ok && a.Result == solver.Sat {
			for _, e := range pc {
				if holds, _ := solver.HoldsFunc(e, func(v solver.Expr) (int64, bool) { x, ok := a.Model[v.Name()]; return x, ok }, false); !holds {
					t.Fatalf("model %v fails %v of %v", a.Model, e, pc)
				}
			}
		}
		return a.Result
	}
	var pc []solver.Expr
	verified := 0
	for n := range 2000 {
		pc = pc[:verified]
		for range r.Intn(4) + 1 {
			pc = append(pc, atom())
		}
		var res solver.Result
		if n%2 == 0 {
			a, core, ok := s.DecideCore(pc, verified)
			if b, ok2, _ := decide(t, "int", pc...); ok != ok2 || (ok && a.Result != b.Result) {
				t.Fatalf("core: incremental %v %v, fresh %v %v on %v", a.Result, ok, b.Result, ok2, pc)
			}
			if ok && a.Result == solver.Unsat {
				if b, _, _ := decide(t, "int", pc[:verified+len(core)]...); b.Result != solver.Unsat {
					t.Fatalf("core %v of %v: its prefix is %v", core, pc, b.Result)
				}
			}
			res = a.Result
		} else {
			res = check(pc)
		}
		if res == solver.Sat {
			verified = len(pc)
		}
		if res != solver.Unsat {
			continue
		}
		lo, hi := verified, len(pc)
		for hi-lo > 1 {
			mid := (lo + hi) / 2
			if check(pc[:mid]) == solver.Sat {
				lo = mid
			} else {
				hi = mid
			}
		}
		verified = lo
		if len(pc) > 12 {
			verified = 0 // start again from the root now and then
		}
	}
	if s.Stats.Remembered == 0 {
		t.Fatal("no prefix answered from the memory: the test does not exercise it")
	}
}

// TestPrefixByLastModel checks the binary-search checks that the last
// solution answers: after x >= 0, y <= 5, z <= 5 is sat (x = y = z = 0:
// the values start at 0 and no bound moves them), the segment y >= 0,
// z >= 0, x < 0 is unsat, x < 0 contradicting x >= 0. Its prefixes up to
// y >= 0 and up to z >= 0 hold under that solution: sat, answered with no
// simplex work. A prefix with z >= 5 does not hold under z = 0 and is
// solved. A variable the solution does not know is never evaluated.
func TestPrefixByLastModel(t *testing.T) {
	c := solver.NewContext()
	x, y, z := c.Var("x", solver.KInt, -10, 10), c.Var("y", solver.KInt, -10, 10), c.Var("z", solver.KInt, -10, 10)
	zero, five := c.Const(solver.KInt, 0), c.Const(solver.KInt, 5)
	x0, y0, z0, xn := c.Ge(x, zero), c.Ge(y, zero), c.Ge(z, zero), c.Lt(x, zero)
	s, _ := New(Options{})
	want := func(pc []solver.Expr, res solver.Result, remembered int64) {
		t.Helper()
		a, ok := s.Decide(solver.Query{PC: pc, NeedModel: true})
		if !ok || a.Result != res || s.Stats.Remembered != remembered {
			t.Fatalf("%v: %v (decided %v), %d remembered; want %v, %d", pc, a.Result, ok, s.Stats.Remembered, res, remembered)
		}
	}
	base := []solver.Expr{x0, c.Le(y, five), c.Le(z, five)}
	want(base, solver.Sat, 0)
	seg := func(e ...solver.Expr) []solver.Expr { return append(append([]solver.Expr(nil), base...), e...) }
	if a, _, ok := s.DecideCore(seg(y0, z0, xn), 3); !ok || a.Result != solver.Unsat {
		t.Fatalf("segment: %v %v", a.Result, ok)
	}
	want(seg(y0), solver.Sat, 1)
	want(seg(y0, z0), solver.Sat, 2)
	z5 := c.Ge(z, five)
	if a, _, ok := s.DecideCore(seg(y0, z5, xn), 3); !ok || a.Result != solver.Unsat {
		t.Fatalf("second segment: %v %v", a.Result, ok)
	}
	want(seg(y0, z5), solver.Sat, 2)
	// w is new in the segment: its prefix is solved.
	w := c.Var("w", solver.KInt, -10, 10)
	w0 := c.Ge(w, zero)
	if a, _, ok := s.DecideCore(seg(y0, z5, w0, xn), 5); !ok || a.Result != solver.Unsat {
		t.Fatalf("third segment: %v %v", a.Result, ok)
	}
	want(seg(y0, z5, w0), solver.Sat, 2)
}
