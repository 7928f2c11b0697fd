package lia_test

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"testing"
	"time"

	"gospf/solver"
	"gospf/solver/lia"
	"gospf/solver/z3"
)

// The differential test: random streams of small path conditions
// (1-30 conjuncts over 1-10 int and long variables, coefficients and
// bounds including the int and long extremes), checked incrementally by
// the native procedure and by Z3 in both theories. Every native answer
// must equal Z3's, and every native model must satisfy its query. go test
// runs a fast share; `make lia-diff` runs the long one.
var (
	diffN    = flag.Int("lia.n", 20000, "queries per theory in TestDifferential")
	diffSeed = flag.Int64("lia.seed", 1, "seed of TestDifferential")
)

// gen builds random expressions over one Context.
type gen struct {
	r    *rand.Rand
	ctx  *solver.Context
	vars []solver.Expr
	// foreign, when set, lets conjuncts contain operators the native
	// procedure declines (products of variables, divisions, bit operations).
	foreign bool
	// hidden is a random assignment; most conjuncts are made true under it
	// (negated when false), so that many queries are satisfiable.
	hidden solver.Model
	bv     bool
	// ites, when set, lets terms be ite terms over random conditions (the
	// merged values of veritesting).
	ites bool
}

var boundPairs = [][2]int64{
	{-10, 10}, {-100, 100}, {0, 5}, {-3, 3}, {1, 1000},
	{math.MinInt32, math.MaxInt32}, {math.MinInt32, math.MinInt32 + 4}, {math.MaxInt32 - 4, math.MaxInt32},
	{math.MinInt64, math.MaxInt64}, {math.MaxInt64 - 3, math.MaxInt64}, {math.MinInt64, math.MinInt64 + 3},
	{-1 << 40, 1 << 40}, {0, 65535}, {-128, 127},
}

var coefs = []int64{1, 1, 1, -1, -1, 2, -2, 3, 5, -7, 12, 100, -1000, 1 << 20,
	math.MaxInt32, math.MinInt32, math.MaxInt64, math.MinInt64, 1 << 40, -(1 << 33)}

func newGen(r *rand.Rand, g int, bv bool) *gen {
	ctx := solver.NewContext()
	n := 1 + r.Intn(10)
	gg := &gen{r: r, ctx: ctx, foreign: r.Intn(4) == 0, hidden: solver.Model{}, bv: bv}
	for i := range n {
		k := solver.KInt
		if r.Intn(3) == 0 {
			k = solver.KLong
		}
		b := boundPairs[r.Intn(len(boundPairs))]
		v := ctx.Var(fmt.Sprintf("v%d_%d", g, i), k, b[0], b[1])
		gg.vars = append(gg.vars, v)
		switch r.Intn(4) {
		case 0:
			gg.hidden[v.Name()] = b[0]
		case 1:
			gg.hidden[v.Name()] = b[1]
		default:
			if span := uint64(b[1]-b[0]) + 1; span == 0 { // the whole int64 range
				gg.hidden[v.Name()] = int64(r.Uint64())
			} else {
				gg.hidden[v.Name()] = b[0] + int64(r.Uint64()%span)
			}
		}
	}
	return gg
}

// likely returns the conjunct e, or its negation when e is false under the
// hidden assignment (eleven times in twelve).
func (g *gen) likely(e solver.Expr) solver.Expr {
	if holds, ok := solver.Holds(e, g.hidden, g.bv); ok && !holds && g.r.Intn(12) != 0 {
		return g.ctx.Not(e)
	}
	return e
}

// term returns a random linear (or, rarely, foreign) term of kind k.
func (g *gen) term(k solver.Kind, depth int) solver.Expr {
	c := g.ctx
	r := g.r
	if depth > 2 || r.Intn(3) == 0 {
		switch r.Intn(4) {
		case 0:
			return c.Const(k, coefs[r.Intn(len(coefs))]*int64(1-2*r.Intn(2)))
		case 1:
			return c.Const(k, int64(r.Intn(21)-10))
		}
		v := g.vars[r.Intn(len(g.vars))]
		switch {
		case v.Kind() == k:
			return v
		case k == solver.KLong:
			return c.I2L(v)
		}
		return c.L2I(v)
	}
	if g.ites && r.Intn(4) == 0 {
		return c.Ite(g.condition(depth+1), g.term(k, depth+1), g.term(k, depth+1))
	}
	a := g.term(k, depth+1)
	switch r.Intn(9) {
	case 0, 1:
		return c.Add(a, g.term(k, depth+1))
	case 2:
		return c.Sub(a, g.term(k, depth+1))
	case 3:
		return c.Mul(a, c.Const(k, coefs[r.Intn(len(coefs))]))
	case 4:
		return c.Neg(a)
	case 5:
		if k == solver.KInt && r.Intn(2) == 0 {
			switch r.Intn(3) {
			case 0:
				return c.I2B(a)
			case 1:
				return c.I2S(a)
			}
			return c.I2C(a)
		}
		return c.Shl(a, c.Const(solver.KInt, int64(r.Intn(70))))
	case 6:
		if g.foreign {
			return c.Mul(a, g.term(k, depth+1))
		}
	case 7:
		if g.foreign && r.Intn(2) == 0 {
			return c.Rem(a, c.Const(k, int64(2+r.Intn(5))))
		}
		if g.foreign {
			return c.And(a, g.term(k, depth+1))
		}
	}
	return c.Add(a, c.Const(k, int64(r.Intn(7)-3)))
}

// conjunct returns a random comparison (or, rarely, a conjunction).
func (g *gen) conjunct() solver.Expr {
	c := g.ctx
	k := solver.KInt
	if g.r.Intn(3) == 0 {
		k = solver.KLong
	}
	a, b := g.term(k, 0), g.term(k, 1)
	var e solver.Expr
	switch g.r.Intn(6) {
	case 0:
		e = c.Eq(a, b)
	case 1:
		e = c.Ne(a, b)
	case 2:
		e = c.Lt(a, b)
	case 3:
		e = c.Le(a, b)
	case 4:
		e = c.Gt(a, b)
	default:
		e = c.Ge(a, b)
	}
	switch g.r.Intn(20) {
	case 0:
		return c.LAnd(g.likely(e), g.conjunct())
	case 1:
		return c.LOr(e, g.conjunct())
	}
	return g.likely(e)
}

// condition returns a random condition of the shapes merging builds: a
// comparison, its negation, a conjunction or disjunction of two, a
// boolean ite, or a comparison of two conditions.
func (g *gen) condition(depth int) solver.Expr {
	c := g.ctx
	k := solver.KInt
	if g.r.Intn(3) == 0 {
		k = solver.KLong
	}
	cmp := func() solver.Expr {
		a, b := g.term(k, depth+1), g.term(k, depth+1)
		switch g.r.Intn(4) {
		case 0:
			return c.Eq(a, b)
		case 1:
			return c.Lt(a, b)
		case 2:
			return c.Le(a, b)
		}
		return c.Ne(a, b)
	}
	if depth > 3 {
		return cmp()
	}
	switch g.r.Intn(8) {
	case 0:
		return c.Not(g.condition(depth + 1))
	case 1:
		return c.LAnd(g.condition(depth+1), g.condition(depth+1))
	case 2:
		return c.LOr(g.condition(depth+1), g.condition(depth+1))
	case 3:
		return c.Ite(g.condition(depth+1), g.condition(depth+1), g.condition(depth+1))
	case 4:
		return c.Eq(g.condition(depth+1), g.condition(depth+1))
	}
	return cmp()
}

// diffStats counts one theory's run.
type diffStats struct {
	queries, decided, sat, unsat, z3unknown int
	clausal                                 int              // decided queries with clauses (disjunctions, ite terms)
	declined                                map[string]int64 // by reason, over the run's solvers
}

func TestDifferential(t *testing.T) {
	for _, theory := range []string{"int", "bitvector"} {
		t.Run(theory, func(t *testing.T) {
			st := runDifferential(t, theory, *diffN, *diffSeed, false)
			t.Logf("%s: %d queries, %d decided natively (%d sat, %d unsat), %d unknown to Z3, 0 disagreements",
				theory, st.queries, st.decided, st.sat, st.unsat, st.z3unknown)
			if st.decided == 0 || st.sat == 0 || st.unsat == 0 {
				t.Fatalf("the native procedure decided %d queries (%d sat, %d unsat): the test exercises nothing", st.decided, st.sat, st.unsat)
			}
		})
	}
}

// runDifferential checks n queries: streams of path conditions that grow
// by one to three conjuncts and are cut back at random, as a search does.
// wrap, when set, rewrites each new conjunct (with randomness of its own
// from r, so that the stream without it stays the same).
func runDifferential(t *testing.T, theory string, n int, seed int64, ites bool, wrap ...func(g *gen, r *rand.Rand, e solver.Expr) solver.Expr) diffStats {
	r := rand.New(rand.NewSource(seed))
	var st diffStats
	start := time.Now()
	for g := 0; st.queries < n; g++ {
		gg := newGen(r, g, theory == "bitvector")
		if ites {
			gg.ites, gg.foreign = true, false // the other tests cover foreign conjuncts
		}
		nat, err := lia.New(lia.Options{Theory: theory})
		if err != nil {
			t.Fatal(err)
		}
		ref, err := z3.New(z3.Options{Theory: theory, TimeoutMs: 2000})
		if err != nil {
			t.Fatal(err)
		}
		var pc []solver.Expr
		for range 5 + r.Intn(40) {
			if len(pc) > 0 && r.Intn(3) == 0 {
				pc = pc[:r.Intn(len(pc))]
			}
			for range 1 + r.Intn(3) {
				if len(pc) < 30 {
					e := gg.conjunct()
					for _, w := range wrap {
						e = w(gg, r, e)
					}
					pc = append(pc, e)
				}
			}
			st.queries++
			compare(t, theory, nat, ref, pc, &st)
		}
		ref.Close()
		if st.declined == nil {
			st.declined = map[string]int64{}
		}
		for k, v := range nat.Stats.Declined {
			st.declined[k] += v
		}
		if testing.Verbose() && g%1000 == 0 && g > 0 {
			t.Logf("%s: %d queries, %d decided, %s", theory, st.queries, st.decided, time.Since(start).Round(time.Second))
		}
	}
	return st
}

func compare(t *testing.T, theory string, nat *lia.Solver, ref solver.Solver, pc []solver.Expr, st *diffStats) {
	t.Helper()
	clausal := nat.Stats.Clausal
	a, ok := nat.Decide(solver.Query{PC: pc, NeedModel: true})
	if !ok {
		return
	}
	st.decided++
	if nat.Stats.Clausal > clausal {
		st.clausal++
	}
	want, err := ref.Check(solver.Query{PC: pc})
	if err != nil {
		t.Fatal(err)
	}
	if want.Result == solver.Unknown {
		st.z3unknown++
	} else if a.Result != want.Result {
		t.Fatalf("%s: native %s, Z3 %s on %v (smallest disagreeing subset: %v)", theory, a.Result, want.Result, pc, shrink(t, theory, pc))
	}
	switch a.Result {
	case solver.Sat:
		st.sat++
		for _, e := range pc {
			for _, v := range solver.Vars(e) {
				x, ok := a.Model[v.Name()]
				lo, hi := v.Bounds()
				if !ok || x < lo || x > hi {
					t.Fatalf("%s: model %v has no value within bounds for %s", theory, a.Model, v.Name())
				}
			}
			if holds, ok := solver.Holds(e, a.Model, theory == "bitvector"); !ok || !holds {
				t.Fatalf("%s: model %v does not satisfy %s", theory, a.Model, e)
			}
		}
	case solver.Unsat:
		st.unsat++
		checkCore(t, theory, nat, ref, pc)
	}
}

// checkCore asks the native procedure for a core of pc split at a random
// prefix and checks with Z3 that the prefix and the core's part of the
// segment (up to its largest index) are unsat.
func checkCore(t *testing.T, theory string, nat *lia.Solver, ref solver.Solver, pc []solver.Expr) {
	t.Helper()
	prefix := len(pc) / 2
	a, core, ok := nat.DecideCore(pc, prefix)
	if !ok {
		// Declining is always allowed: the check starts from the solution
		// the previous one left, and the work budget may run out where it
		// did not before.
		return
	}
	if a.Result != solver.Unsat {
		t.Fatalf("%s: DecideCore %v on %v, which Decide found unsat", theory, a.Result, pc)
	}
	h := 0
	if len(core) > 0 {
		h = core[len(core)-1] + 1
	}
	w, err := ref.Check(solver.Query{PC: pc[:prefix+h]})
	if err != nil {
		t.Fatal(err)
	}
	if w.Result == solver.Sat {
		t.Fatalf("%s: core %v of %v (prefix %d) is satisfiable", theory, core, pc, prefix)
	}
}

// shrink drops conjuncts of a disagreeing query while the native
// procedure (fresh, not incremental) and Z3 still disagree.
func shrink(t *testing.T, theory string, pc []solver.Expr) []solver.Expr {
	disagree := func(q []solver.Expr) bool {
		nat, _ := lia.New(lia.Options{Theory: theory})
		a, ok := nat.Decide(solver.Query{PC: q})
		if !ok {
			return false
		}
		ref, _ := z3.New(z3.Options{Theory: theory, TimeoutMs: 2000})
		defer ref.Close()
		w, err := ref.Check(solver.Query{PC: q})
		return err == nil && w.Result != solver.Unknown && w.Result != a.Result
	}
	if !disagree(pc) {
		return nil // only the incremental run disagrees
	}
	for i := 0; i < len(pc); {
		q := append(append([]solver.Expr{}, pc[:i]...), pc[i+1:]...)
		if disagree(q) {
			pc = q
		} else {
			i++
		}
	}
	return pc
}

// TestDifferentialNegated is the differential test on path conditions
// with negated disjunctions and double negations (the conditions of
// veritesting's merged values), a stream of its own.
func TestDifferentialNegated(t *testing.T) {
	negate := func(g *gen, r *rand.Rand, e solver.Expr) solver.Expr {
		switch r.Intn(3) {
		case 0:
			return g.ctx.Not(g.ctx.LOr(e, g.ctx.LOr(g.conjunct(), g.conjunct())))
		case 1:
			return g.ctx.Not(g.ctx.Not(g.ctx.LOr(e, g.conjunct())))
		}
		return e
	}
	for _, theory := range []string{"int", "bitvector"} {
		t.Run(theory, func(t *testing.T) {
			st := runDifferential(t, theory, 3000, *diffSeed+1000, false, negate)
			t.Logf("%s: %d queries, %d decided natively (%d sat, %d unsat), 0 disagreements", theory, st.queries, st.decided, st.sat, st.unsat)
			if st.decided == 0 || st.sat == 0 || st.unsat == 0 {
				t.Fatalf("decided %d (%d sat, %d unsat): the test exercises nothing", st.decided, st.sat, st.unsat)
			}
		})
	}
}

// TestDifferentialMerged is the differential test on the path conditions
// merging produces: terms that are ite terms over conditions that are
// themselves comparisons, conjunctions, disjunctions, boolean ites and
// comparisons of conditions, and conjuncts that are such conditions, a
// stream of its own. `make lia-diff` runs it long (-lia.n).
func TestDifferentialMerged(t *testing.T) {
	merged := func(g *gen, r *rand.Rand, e solver.Expr) solver.Expr {
		switch r.Intn(4) {
		case 0:
			return g.likely(g.condition(0))
		case 1:
			return g.ctx.LOr(e, g.condition(1))
		}
		return e
	}
	for _, theory := range []string{"int", "bitvector"} {
		t.Run(theory, func(t *testing.T) {
			st := runDifferential(t, theory, max(*diffN/4, 3000), *diffSeed+2000, true, merged)
			t.Logf("%s: %d queries, %d decided natively (%d sat, %d unsat), %d unknown to Z3, 0 disagreements; %d of the decided with clauses; declined %v",
				theory, st.queries, st.decided, st.sat, st.unsat, st.z3unknown, st.clausal, st.declined)
			// Conversions of values that may not fit and, in the bit-vector
			// theory, operands that may wrap keep many conjuncts foreign.
			if st.clausal < st.queries/5 || st.sat == 0 || st.unsat == 0 {
				t.Fatalf("decided %d of %d, %d with clauses (%d sat, %d unsat): the test exercises too little", st.decided, st.queries, st.clausal, st.sat, st.unsat)
			}
		})
	}
}
