package z3

import (
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"gospf/solver"
)

// checkCore verifies a core: ascending indices into segment whose
// conjuncts, with prefix, the reference solver ref finds unsat.
func checkCore(t *testing.T, ref *Solver, prefix, segment []solver.Expr, core []int) {
	t.Helper()
	set := slices.Clone(prefix)
	for j, i := range core {
		if i < 0 || i >= len(segment) || (j > 0 && i <= core[j-1]) {
			t.Fatalf("core %v: not ascending indices into %d conjuncts", core, len(segment))
		}
		set = append(set, segment[i])
	}
	a, err := ref.Check(solver.Query{PC: set})
	if err != nil || a.Result != solver.Unsat {
		t.Fatalf("core %v of %v under %v: %v %v, want unsat", core, segment, prefix, a.Result, err)
	}
}

func TestCheckAssumptions(t *testing.T) {
	for _, th := range theories {
		t.Run(th, func(t *testing.T) {
			v := newVars()
			c, x, y, i := v.c, v.x, v.y, v.i
			s := newSolver(t, Options{Theory: th})
			ref := newSolver(t, Options{Theory: th})
			prefix := []solver.Expr{c.Gt(x, i(0))}
			segment := []solver.Expr{c.Lt(x, i(10)), c.Gt(y, i(5)), c.Lt(y, i(100)), c.Gt(x, i(20)), c.Lt(y, i(3))}
			a, core, err := s.CheckAssumptions(prefix, segment)
			if err != nil || a.Result != solver.Unsat {
				t.Fatalf("got %v %v", a.Result, err)
			}
			checkCore(t, ref, prefix, segment, core)
			if len(s.stack) != len(prefix) {
				t.Fatalf("%d scopes after CheckAssumptions, want %d", len(s.stack), len(prefix))
			}
			// The first two and a half conjuncts are sat: check with Check,
			// sharing the prefix.
			for n := 0; n <= 3; n++ {
				pc := append(slices.Clone(prefix), segment[:n]...)
				a, err := s.Check(solver.Query{PC: pc, NeedModel: true})
				if err != nil || a.Result != solver.Sat {
					t.Fatalf("prefix %d: %v %v", n, a.Result, err)
				}
				checkModel(t, "prefix", pc, a.Model, true)
			}
			// Sat with a model of prefix and segment.
			a, core, err = s.CheckAssumptions(prefix, segment[:3])
			if err != nil || a.Result != solver.Sat || core != nil {
				t.Fatalf("sat: %v %v %v", a.Result, core, err)
			}
			checkModel(t, "sat", append(slices.Clone(prefix), segment[:3]...), a.Model, true)
			// The bounds of a variable that first appears in the segment hold,
			// and are popped with the temporary scope.
			a, core, err = s.CheckAssumptions(prefix, []solver.Expr{c.Gt(v.small, i(10))})
			if err != nil || a.Result != solver.Unsat || !slices.Equal(core, []int{0}) {
				t.Fatalf("bounds: %v %v %v", a.Result, core, err)
			}
			if s.declared[v.small] {
				t.Fatal("s declared after the temporary scope was popped")
			}
			a, err = s.Check(solver.Query{PC: []solver.Expr{c.Gt(v.small, i(9))}, NeedModel: true})
			if err != nil || a.Result != solver.Sat || a.Model["s"] != 10 {
				t.Fatalf("after: %+v %v", a, err)
			}
			// An unsat prefix gives an empty core.
			bad := []solver.Expr{c.Gt(x, i(5)), c.Lt(x, i(5))}
			a, core, err = s.CheckAssumptions(bad, segment[:2])
			if err != nil || a.Result != solver.Unsat || core == nil || len(core) != 0 {
				t.Fatalf("unsat prefix: %v %v %v", a.Result, core, err)
			}
			// An empty segment.
			a, core, err = s.CheckAssumptions(prefix, nil)
			if err != nil || a.Result != solver.Sat || core != nil {
				t.Fatalf("empty segment: %v %v %v", a.Result, core, err)
			}
			// CheckCore is the same method.
			a, core, err = s.CheckCore(nil, []solver.Expr{c.Gt(x, i(3)), c.Eq(y, i(1)), c.Lt(x, i(2))})
			if err != nil || a.Result != solver.Unsat || !slices.Equal(core, []int{0, 2}) {
				t.Fatalf("CheckCore: %v %v %v", a.Result, core, err)
			}
		})
	}
}

func TestCheckAssumptionsErrors(t *testing.T) {
	c := solver.NewContext()
	x := c.Var("x", solver.KInt, 0, 5)
	s := newSolver(t, Options{})
	if _, _, err := s.CheckAssumptions([]solver.Expr{x}, nil); !errors.Is(err, ErrQuery) {
		t.Fatalf("int prefix: %v", err)
	}
	if _, _, err := s.CheckAssumptions(nil, []solver.Expr{x}); !errors.Is(err, ErrQuery) {
		t.Fatalf("int segment: %v", err)
	}
	s.Close()
	if _, _, err := s.CheckAssumptions(nil, nil); !errors.Is(err, ErrClosed) {
		t.Fatalf("closed: %v", err)
	}
}

// TestCheckAssumptionsRandom interleaves CheckAssumptions and Check on one
// solver, as the speculative search does (a segment check, then a binary
// search over its prefixes), and compares every answer with a second
// solver's; every core is checked.
func TestCheckAssumptionsRandom(t *testing.T) {
	for _, th := range theories {
		t.Run(th, func(t *testing.T) {
			v := newVars()
			c := v.c
			w := c.Var("w", solver.KInt, -3, 3)
			var pool []solver.Expr
			for k := int64(-3); k <= 3; k++ {
				pool = append(pool,
					c.Lt(v.x, v.i(k)), c.Gt(v.x, v.i(k)),
					c.Eq(c.Add(v.x, v.y), v.i(k)),
					c.Lt(c.Mul(w, v.i(2)), c.Add(v.y, v.i(k))),
					c.Ne(c.Rem(v.y, v.i(3)), v.i(k%3)),
				)
			}
			rng := rand.New(rand.NewSource(11))
			s := newSolver(t, Options{Theory: th})
			ref := newSolver(t, Options{Theory: th}) // a second solver, for reference answers
			var prefix []solver.Expr
			cores, unsats := 0, 0
			for n := range 150 {
				prefix = prefix[:rng.Intn(len(prefix)+1)]
				segment := make([]solver.Expr, rng.Intn(5))
				for j := range segment {
					segment[j] = pool[rng.Intn(len(pool))]
				}
				pc := append(slices.Clone(prefix), segment...)
				want, err := ref.Check(solver.Query{PC: pc})
				if err != nil {
					t.Fatal(err)
				}
				a, core, err := s.CheckAssumptions(prefix, segment)
				if err != nil {
					t.Fatal(err)
				}
				if a.Result != want.Result {
					t.Fatalf("query %d %v | %v: %v, fresh %v", n, prefix, segment, a.Result, want.Result)
				}
				switch a.Result {
				case solver.Sat:
					checkModel(t, "random", pc, a.Model, th == "bitvector")
					prefix = pc // verified: the next segment extends it
				case solver.Unsat:
					unsats++
					checkCore(t, ref, prefix, segment, core)
					if len(core) < len(segment) {
						cores++
					}
					// Binary search as the search does, with Check.
					lo, hi := 0, len(segment)
					if len(core) > 0 {
						hi = core[len(core)-1] + 1
					}
					for hi-lo > 1 {
						mid := (lo + hi) / 2
						a, err := s.Check(solver.Query{PC: append(slices.Clone(prefix), segment[:mid]...)})
						if err != nil {
							t.Fatal(err)
						}
						if a.Result == solver.Sat {
							lo = mid
						} else {
							hi = mid
						}
					}
				}
			}
			t.Logf("%d unsat segments, %d with a core smaller than the segment", unsats, cores)
		})
	}
}

// TestHeldScope checks the binary search after a failed CheckCore: the
// prefixes of its path condition are decided under its assumption
// literals, in the scope it kept, with a fresh solver's answers and
// models that satisfy them; a query that is no such prefix pops it.
func TestHeldScope(t *testing.T) {
	v := newVars()
	c := v.c
	s := newSolver(t, Options{Theory: "int"})
	prefix := []solver.Expr{c.Gt(v.x, v.i(0))}
	seg := []solver.Expr{c.Lt(v.x, v.i(10)), c.Gt(v.y, v.x), c.Lt(v.x, v.i(0)), c.Gt(v.y, v.i(3))}
	a, _, err := s.CheckCore(prefix, seg)
	if err != nil || a.Result != solver.Unsat {
		t.Fatalf("segment: %v %v, want unsat", a.Result, err)
	}
	for n := 1; n <= len(seg); n++ {
		pc := append(append([]solver.Expr(nil), prefix...), seg[:n]...)
		if s.heldLits(pc) == nil {
			t.Fatalf("prefix %d: the held scope does not apply", n)
		}
		s.memo = solver.PrefixMemo{} // Z3, not the prefix memory
		got, err := s.Check(solver.Query{PC: pc, NeedModel: true})
		if err != nil {
			t.Fatal(err)
		}
		fresh := newSolver(t, Options{Theory: "int"})
		want, err := fresh.Check(solver.Query{PC: pc})
		fresh.Close()
		if err != nil || got.Result != want.Result {
			t.Fatalf("prefix %d: %v, fresh %v (%v)", n, got.Result, want.Result, err)
		}
		if got.Result == solver.Sat {
			checkModel(t, fmt.Sprint("prefix ", n), pc, got.Model, false)
		}
	}
	other := []solver.Expr{c.Lt(v.x, v.i(0))}
	if got, err := s.Check(solver.Query{PC: other, NeedModel: true}); err != nil || got.Result != solver.Sat || s.held != nil {
		t.Fatalf("another query: %v %v, held %v", got.Result, err, s.held != nil)
	}
	if len(s.stack) != 1 {
		t.Fatalf("%d scopes for 1 conjunct", len(s.stack))
	}
}
