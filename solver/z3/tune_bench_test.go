package z3

import (
	"math"
	"slices"
	"syscall"
	"testing"
	"time"

	"gospf/solver"
)

// This file measures the Z3 configuration on query streams shaped like a
// pure depth-first search's: a tree of symbolic branches whose conditions
// compare a few full-range inputs (as the data-structure drivers do),
// explored depth first; every branch side is checked before it is
// explored (two calls per branch, the infeasible sides not explored).
// The results are in doc.go (Tuning).
//
//	go test ./solver/z3 -run '^$' -bench 'Stream|Assumptions' -benchtime 3000x -count 5

// cpuTime returns the CPU time the process has used. The benchmarks
// report it per call besides the wall-clock time: on a shared machine it
// is far less noisy (Z3 runs on the calling thread).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCall reports wall-clock and CPU microseconds per call since
// cpu0.
func reportCall(b *testing.B, cpu0 time.Duration) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "us/call")
	b.ReportMetric(float64((cpuTime()-cpu0).Nanoseconds())/float64(b.N)/1000, "cpu-us/call")
}

// dfsStream returns the queries a pure DFS makes on a synthetic program of
// the given depth over n full-range int (or long) inputs. The branch
// condition at a node depends on its depth and on the path to it, drawn
// from comparisons between inputs, with constants, and linear sums, so
// that about a third of the sides are infeasible.
func dfsStream(theory string, n, depth int) [][]solver.Expr {
	c := solver.NewContext()
	vars := make([]solver.Expr, n)
	for i := range vars {
		vars[i] = c.Var(string(rune('a'+i)), solver.KInt, math.MinInt32, math.MaxInt32)
	}
	k := func(v int64) solver.Expr { return c.Const(solver.KInt, v) }
	// A deterministic generator (xorshift), so every run sees the same
	// stream.
	seed := uint64(88172645463325252)
	rnd := func(m int) int {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return int(seed % uint64(m))
	}
	cond := func() solver.Expr {
		x, y := vars[rnd(n)], vars[rnd(n)]
		switch rnd(5) {
		case 0:
			return c.Lt(x, y)
		case 1:
			return c.Eq(x, k(int64(rnd(7))))
		case 2:
			return c.Gt(c.Add(x, y), k(int64(rnd(20)-10)))
		case 3:
			return c.Le(x, k(int64(rnd(40)-20)))
		}
		return c.Ne(c.Sub(x, y), k(int64(rnd(5))))
	}
	ref, err := New(Options{Theory: theory})
	if err != nil {
		panic(err)
	}
	defer ref.Close()
	var out [][]solver.Expr
	var explore func(pc []solver.Expr, d int)
	explore = func(pc []solver.Expr, d int) {
		if d == depth {
			return
		}
		b := cond()
		for _, side := range []solver.Expr{b, c.Not(b)} {
			q := append(slices.Clone(pc), side)
			out = append(out, q)
			a, err := ref.Check(solver.Query{PC: q})
			if err != nil {
				panic(err)
			}
			if a.Result == solver.Sat {
				explore(q, d+1)
			}
		}
	}
	explore(nil, 0)
	return out
}

// streamVariant is one Z3 configuration to measure.
type streamVariant struct {
	name      string
	config    string
	params    [][2]string
	needModel bool
	tune      bool // call Tune
}

var streamVariants = []streamVariant{
	{"simple", "simple", nil, true, false},
	{"simple/tuned", "simple", nil, true, true},
	{"default", "default", nil, true, false},
	{"simple/no-model", "simple", nil, false, false},
	{"simple/model=false", "simple", [][2]string{{"model", "false"}}, false, false},
	{"simple/relevancy=0", "simple", [][2]string{{"relevancy", "0"}}, true, false},
	{"simple/arith.solver=2", "simple", [][2]string{{"arith.solver", "2"}}, true, false},
	{"simple/arith.solver=6", "simple", [][2]string{{"arith.solver", "6"}}, true, false},
	{"simple/random_seed=1", "simple", [][2]string{{"random_seed", "1"}}, true, false},
	{"default/relevancy=0", "default", [][2]string{{"relevancy", "0"}}, true, false},
}

// BenchmarkStream replays a DFS stream (one op is one query) on one
// incremental solver per variant and theory.
func BenchmarkStream(b *testing.B) {
	for _, theory := range []string{"int", "bitvector"} {
		stream := dfsStream(theory, 5, 9)
		for _, v := range streamVariants {
			b.Run(theory+"/"+v.name, func(b *testing.B) {
				s := newSolver(b, Options{Theory: theory, Config: v.config})
				for _, p := range v.params {
					if err := s.SetParam(p[0], p[1]); err != nil {
						b.Fatal(err)
					}
				}
				if v.tune {
					if err := s.Tune(); err != nil {
						b.Fatal(err)
					}
				}
				unsat := 0
				b.ResetTimer()
				cpu0 := cpuTime()
				for n := range b.N {
					a, err := s.Check(solver.Query{PC: stream[n%len(stream)], NeedModel: v.needModel})
					if err != nil {
						b.Fatal(err)
					}
					if a.Result == solver.Unsat {
						unsat++
					}
				}
				reportCall(b, cpu0)
				b.ReportMetric(float64(unsat)/float64(b.N), "unsat/call")
			})
		}
	}
}

// BenchmarkAssumptions compares a speculative search's segment check as a
// plain Check with the same check under assumptions (CheckAssumptions),
// which also gives an unsat core. Each op checks a verified prefix (the
// stream's query without its last 4 conjuncts), as the search did before
// the segment was taken, and then the segment: the difference between the
// modes is the cost of the segment check.
func BenchmarkAssumptions(b *testing.B) {
	for _, theory := range []string{"int", "bitvector"} {
		stream := dfsStream(theory, 5, 9)
		for _, mode := range []string{"check", "assumptions", "assumptions/core.minimize"} {
			b.Run(theory+"/"+mode, func(b *testing.B) {
				s := newSolver(b, Options{Theory: theory})
				if mode == "assumptions/core.minimize" {
					if err := s.SetParam("core.minimize", "true"); err != nil {
						b.Fatal(err)
					}
				}
				coreLen, unsat := 0, 0
				b.ResetTimer()
				cpu0 := cpuTime()
				for n := range b.N {
					pc := stream[n%len(stream)]
					split := max(0, len(pc)-4)
					if _, err := s.Check(solver.Query{PC: pc[:split], NeedModel: true}); err != nil {
						b.Fatal(err)
					}
					if mode == "check" {
						if _, err := s.Check(solver.Query{PC: pc, NeedModel: true}); err != nil {
							b.Fatal(err)
						}
						continue
					}
					a, core, err := s.CheckAssumptions(pc[:split], pc[split:])
					if err != nil {
						b.Fatal(err)
					}
					if a.Result == solver.Unsat {
						unsat++
						coreLen += len(core)
					}
				}
				reportCall(b, cpu0)
				if unsat > 0 {
					b.ReportMetric(float64(coreLen)/float64(unsat), "core-len")
				}
			})
		}
	}
}
