package solver_test

import (
	"fmt"
	"math"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"gospf/solver"
	"gospf/solver/z3"
)

// This file checks stacks over the real backend: every combination of
// layers, in validate mode (every layer's answers re-checked by a second
// Z3), on random query streams shaped like a depth-first search's, in both
// theories, against the answers of a third, bare Z3.

// op is one step of a query stream: a Check of pc, or, when split >= 0, a
// CheckCore of pc[:split] and pc[split:].
type op struct {
	pc    []solver.Expr
	split int
}

// pool returns the conjuncts the streams draw from: independent groups of
// variables (so the independence layer slices), full-range variables near
// overflow (where the theories differ and the int model evaluation must
// give up), bitwise operators, narrowing conversions, division, longs,
// booleans, and the negation of each (so syntactic contradictions occur).
func pool(c *solver.Context, theory string) []solver.Expr {
	a1 := c.Var("a1", solver.KInt, -20, 20)
	a2 := c.Var("a2", solver.KInt, -20, 20)
	b1 := c.Var("b1", solver.KInt, math.MinInt32, math.MaxInt32)
	b2 := c.Var("b2", solver.KInt, -100, 100)
	l1 := c.Var("l1", solver.KLong, math.MinInt64, math.MaxInt64)
	p := c.Var("p", solver.KBool, 0, 1)
	q := c.Var("q", solver.KBool, 0, 1)
	i := func(v int64) solver.Expr { return c.Const(solver.KInt, v) }
	l := func(v int64) solver.Expr { return c.Const(solver.KLong, v) }
	var out []solver.Expr
	for _, k := range []int64{-3, 0, 2, 5} {
		out = append(out,
			c.Lt(a1, i(k)), c.Gt(a2, i(k)), c.Eq(c.Add(a1, a2), i(k)),
			c.Gt(c.Sub(c.Mul(a1, i(3)), a2), i(k)), c.Eq(c.Rem(a1, i(3)), i(k%3)),
			c.Lt(c.Div(a2, i(2)), i(k)),
			c.Gt(b2, i(10*k)), c.Lt(c.Add(b1, i(math.MaxInt32-5)), i(k)),
			c.Gt(b1, b2), c.Eq(c.And(b2, i(7)), i(k&7)), c.Lt(c.I2B(c.Mul(b2, i(3))), i(k)),
			c.Gt(c.Shl(b2, i(2)), i(4*k)), c.Eq(c.Ushr(b1, i(29)), i(k&7)),
			c.Lt(c.Add(l1, l(1)), l1), c.Gt(l1, l(k)), c.Lt(c.I2L(b1), l1),
			c.Eq(c.Cmp(l1, c.I2L(a1)), i(k%2)),
			c.Gt(c.Ite(p, a1, a2), i(k)), c.LOr(p, c.Gt(a1, i(k))),
		)
	}
	if theory == "bitvector" {
		// Shifts by a variable count: slow through int2bv in the int theory.
		out = append(out, c.Eq(c.Shl(b2, a1), i(8)), c.Gt(c.Xor(a1, a2), i(3)))
	}
	out = append(out, p, q, c.Bool(true))
	n := len(out)
	for _, e := range out[:n] {
		out = append(out, c.Not(e))
	}
	return out
}

// stream returns n random steps: the path condition is truncated to a
// random prefix and extended by one to three conjuncts, as a search
// backtracks and goes deeper; a conjunct is sometimes repeated; a quarter
// of the steps are core checks.
func stream(rng *rand.Rand, pool []solver.Expr, n int) []op {
	var pc []solver.Expr
	var ops []op
	for range n {
		pc = pc[:rng.Intn(len(pc)+1)]
		for range rng.Intn(3) + 1 {
			if len(pc) > 0 && rng.Intn(10) == 0 {
				pc = append(pc, pc[rng.Intn(len(pc))])
			} else {
				pc = append(pc, pool[rng.Intn(len(pool))])
			}
		}
		if len(pc) > 9 {
			pc = pc[len(pc)-9:]
		}
		split := -1
		if rng.Intn(4) == 0 {
			split = rng.Intn(len(pc) + 1)
		}
		ops = append(ops, op{pc: slices.Clone(pc), split: split})
	}
	return ops
}

// layerSets returns every subset of solver.AllLayers in stack order, plus
// other orders.
func layerSets() [][]string {
	all := solver.AllLayers
	var sets [][]string
	for mask := 0; mask < 1<<len(all); mask++ {
		var s []string
		for i, n := range all {
			if mask&(1<<i) != 0 {
				s = append(s, n)
			}
		}
		if s == nil {
			s = []string{"none"}
		}
		sets = append(sets, s)
	}
	sets = append(sets,
		[]string{"all"},
		[]string{"syntactic", "model-cache", "independence", "query-cache", "unsat-core"},
		[]string{"model-cache", "query-cache", "independence", "syntactic"},
		[]string{"query-cache", "unsat-core", "model-cache", "independence"},
	)
	return sets
}

func newZ3(t testing.TB, theory string) *z3.Solver {
	t.Helper()
	s, err := z3.New(z3.Options{Theory: theory, TimeoutMs: 10000})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func key(pc []solver.Expr) string {
	var b strings.Builder
	for _, e := range pc {
		fmt.Fprintf(&b, "%d,", e.ID())
	}
	return b.String()
}

func TestStackRandom(t *testing.T) {
	for _, theory := range []string{"int", "bitvector"} {
		t.Run(theory, func(t *testing.T) {
			t.Parallel()
			c := solver.NewContext()
			ops := stream(rand.New(rand.NewSource(3)), pool(c, theory), 150)
			// The reference answers, from a bare Z3.
			ref := newZ3(t, theory)
			defer ref.Close()
			want := make(map[string]solver.Result)
			for _, o := range ops {
				if _, ok := want[key(o.pc)]; ok {
					continue
				}
				a, err := ref.Check(solver.Query{PC: o.pc})
				if err != nil {
					t.Fatal(err)
				}
				want[key(o.pc)] = a.Result
			}
			for i, layers := range layerSets() {
				n := len(ops)
				// Z3 is slow on 32-bit division and remainder: in the
				// bit-vector theory, most combinations run a shorter stream.
				if theory == "bitvector" && i != 0 && len(layers) < 5 {
					n = 30
				}
				runStream(t, c, theory, layers, ops[:n], want)
			}
		})
	}
}

func runStream(t *testing.T, c *solver.Context, theory string, layers []string, ops []op, want map[string]solver.Result) {
	t.Helper()
	s, err := solver.NewStack(solver.StackOptions{
		Layers: layers, Ctx: c, Theory: theory, Validate: true, Validator: newZ3(t, theory),
	}, newZ3(t, theory))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	cores, smaller := 0, 0
	for n, o := range ops {
		var a solver.Answer
		var core []int
		if o.split < 0 {
			a, err = s.Check(solver.Query{PC: o.pc, NeedModel: n%3 != 0})
		} else {
			a, core, err = s.CheckCore(o.pc[:o.split], o.pc[o.split:])
		}
		if err != nil {
			t.Fatalf("%v, step %d: %v", layers, n, err)
		}
		w := want[key(o.pc)]
		if a.Result != w && a.Result != solver.Unknown && w != solver.Unknown {
			t.Fatalf("%v, step %d %v: %v, want %v", layers, n, o.pc, a.Result, w)
		}
		if a.Result == solver.Sat && theory == "bitvector" && a.Model != nil {
			for _, e := range o.pc {
				if v, ok := solver.Eval(e, a.Model); !ok || v != 1 {
					t.Fatalf("%v, step %d: model %v fails %v", layers, n, a.Model, e)
				}
			}
		}
		if o.split >= 0 && a.Result == solver.Unsat {
			cores++
			if len(core) < len(o.pc)-o.split {
				smaller++
			}
			if !s.Cores() && len(core) != len(o.pc)-o.split {
				t.Fatalf("%v, step %d: core %v without the unsat-core layer", layers, n, core)
			}
		}
	}
	st := s.Backend().Stats
	if slices.Equal(layers, []string{"none"}) && st.Calls != int64(len(ops)) {
		t.Fatalf("none: %d calls for %d checks", st.Calls, len(ops))
	}
	var line strings.Builder
	for _, l := range s.Layers() {
		if l.In != l.AnsweredSat+l.AnsweredUnsat+l.PassedDown {
			t.Fatalf("%v: %+v", layers, l)
		}
		fmt.Fprintf(&line, " %s:%d/%d", l.Name, l.AnsweredSat+l.AnsweredUnsat, l.In)
	}
	t.Logf("%-60s calls %3d (sat %3d unsat %3d), smaller cores %d/%d;%s",
		strings.Join(layers, ","), st.Calls, st.Sat, st.Unsat, smaller, cores, line.String())
}
