package main

import (
	"fmt"
	"testing"
)

// counts is what the paper's worked examples fix exactly.
type counts struct {
	paths, calls, sat, unsat int
}

func got(r *outcomeRun) counts {
	return counts{r.res.Stats.Paths, int(r.solver.Calls), int(r.solver.Sat), int(r.solver.Unsat)}
}

// TestFigure1 checks the SSE paper's Figure 1 program and its x > y
// variant (Section II and III-A, Figures 3, 4 and 7).
//
// Figure 1 has three branches on every path and no infeasible side: pure
// DFS checks 2 + 4 + 8 = 14 sides; SSE with k = 3 checks each of the 8
// paths once, at the branch that makes its segment 3 long.
//
// In the x > y variant the sides x < 0 (TRUE), y either way, x > y FALSE
// are infeasible (x + y > y when x was negative): 6 paths, and pure DFS
// still checks 14 sides, 2 of them unsat. With absurdity in false-first
// order the FALSE side of x > y is explored first and found unsat on those
// two branches, so their TRUE sides need no call: 12. In true-first order
// the unsat side is always second and nothing is saved.
//
// SSE k = 3, false-first (paper Figure 4(a)): 11 calls = 9 sat + 2 unsat;
// with absurdity the TRUE sides after the two failed segments are free: 9.
// True-first: 8, since the infeasible FALSE side comes last in both
// subtrees and costs just its own segment check.
func TestFigure1(t *testing.T) {
	tests := []struct {
		entry     string
		strategy  string
		order     string
		absurdity bool
		want      counts
	}{
		{"Fig1.run(sym#sym)", "dfs", "true-first", false, counts{8, 14, 14, 0}},
		{"Fig1.run(sym#sym)", "dfs", "false-first", false, counts{8, 14, 14, 0}},
		{"Fig1.run(sym#sym)", "speculative", "true-first", false, counts{8, 8, 8, 0}},
		{"Fig1.run(sym#sym)", "speculative", "false-first", false, counts{8, 8, 8, 0}},
		{"Fig1.runGt(sym#sym)", "dfs", "true-first", false, counts{6, 14, 12, 2}},
		{"Fig1.runGt(sym#sym)", "dfs", "false-first", false, counts{6, 14, 12, 2}},
		{"Fig1.runGt(sym#sym)", "dfs", "false-first", true, counts{6, 12, 10, 2}},
		{"Fig1.runGt(sym#sym)", "dfs", "true-first", true, counts{6, 14, 12, 2}},
		{"Fig1.runGt(sym#sym)", "speculative", "false-first", false, counts{6, 11, 9, 2}},
		{"Fig1.runGt(sym#sym)", "speculative", "false-first", true, counts{6, 9, 7, 2}},
		{"Fig1.runGt(sym#sym)", "speculative", "true-first", false, counts{6, 8, 6, 2}},
		{"Fig1.runGt(sym#sym)", "speculative", "true-first", true, counts{6, 8, 6, 2}},
	}
	// A call is a check that reaches the backend, whoever decides it: the
	// counts are the same with Z3 alone, the native procedure alone, and
	// both (make test-backends runs every subject test so).
	for _, backend := range []string{"auto", "z3", "native"} {
		for _, tc := range tests {
			name := fmt.Sprintf("%s/%s/%s/%s/absurdity=%v", backend, tc.entry, tc.strategy, tc.order, tc.absurdity)
			t.Run(name, func(t *testing.T) {
				r := runSubject(t, "fig1", "fig1", "target.entry="+tc.entry, "search.strategy="+tc.strategy,
					"search.depth=3", "search.order="+tc.order, fmt.Sprintf("search.absurdity=%v", tc.absurdity),
					"solver.backend="+backend)
				if g := got(r); g != tc.want {
					t.Fatalf("got %+v, want %+v", g, tc.want)
				}
			})
		}
	}
}

// treeCalls is T(n,k) of DESIGN.md: the calls SSE makes on a full binary
// tree of height n in false-first order without absurdity.
func treeCalls(n, k int) int {
	if n <= k {
		return 1 << n
	}
	extra := 0
	if (n-1)%k == 0 {
		extra = 1
	}
	return 2 * (treeCalls(n-1, k) + extra)
}

// TestFullTree checks full binary trees of height 1..10: 2^n paths,
// 2^(n+1)-2 calls for pure DFS and for SSE with k = 1, T(n,k) for k = 2..n+1.
func TestFullTree(t *testing.T) {
	for n := 1; n <= 10; n++ {
		entry := entryOverride("FullTree", fmt.Sprintf("t%d", n), n)
		r := runSubject(t, "fulltree", "fulltree", entry, "search.strategy=dfs")
		want := counts{1 << n, 1<<(n+1) - 2, 1<<(n+1) - 2, 0}
		if g := got(r); g != want {
			t.Fatalf("n=%d dfs: got %+v, want %+v", n, g, want)
		}
		for k := 1; k <= n+1; k++ {
			r := runSubject(t, "fulltree", "fulltree", entry, "search.strategy=speculative",
				"search.order=false-first", "search.absurdity=false", fmt.Sprintf("search.depth=%d", k))
			calls := treeCalls(n, k)
			if k == 1 {
				calls = 1<<(n+1) - 2
			}
			want := counts{1 << n, calls, calls, 0}
			if g := got(r); g != want {
				t.Fatalf("n=%d k=%d: got %+v, want %+v", n, k, g, want)
			}
		}
	}
}

// TestDivide checks 100 / b then q > 5: the divisor-zero choice and its
// complement are both feasible (2 calls), then q > 5 has both sides
// feasible under b != 0 (2 calls): 3 paths, 4 calls, all sat.
func TestDivide(t *testing.T) {
	for _, order := range []string{"true-first", "false-first"} {
		r := runSubject(t, "divide", "divide", "search.order="+order)
		if g, want := got(r), (counts{3, 4, 4, 0}); g != want {
			t.Fatalf("%s: got %+v, want %+v", order, g, want)
		}
		if len(r.res.Paths) != 3 {
			t.Fatalf("paths: %d", len(r.res.Paths))
		}
		errs := 0
		for _, p := range r.res.Paths {
			if p.Outcome.ExceptionClass == "java.lang.ArithmeticException" {
				errs++
				if v := p.InputValue(p.Inputs[0]); v != 0 {
					t.Fatalf("ArithmeticException witness b = %d, want 0", v)
				}
			}
		}
		if errs != 1 {
			t.Fatalf("ArithmeticException paths: %d, want 1", errs)
		}
	}
}

// TestFigure6 checks that the division by zero on the infeasible path
// a == b && a != b is never reported, for any k: 2 paths (a == b and
// a != b), no error.
func TestFigure6(t *testing.T) {
	for k := 1; k <= 5; k++ {
		for _, order := range []string{"true-first", "false-first"} {
			r := runSubject(t, "fig6", "fig6", fmt.Sprintf("search.depth=%d", k), "search.order="+order)
			if r.res.Stats.Errors != 0 || r.res.Stats.Paths != 2 {
				t.Fatalf("k=%d %s: %d paths, %d errors; want 2 paths, 0 errors", k, order, r.res.Stats.Paths, r.res.Stats.Errors)
			}
		}
	}
}
