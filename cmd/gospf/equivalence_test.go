package main

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// pathKey identifies a path by its outcome and its path condition up to
// the order of the constraints.
func pathKey(p *search.Path) string {
	cs := make([]string, len(p.PC))
	for i, c := range p.PC {
		cs[i] = c.String()
	}
	sort.Strings(cs)
	k, v := outcomeText(p.Outcome)
	return k + " " + v + " | " + strings.Join(cs, " && ")
}

func pathSet(r *outcomeRun) map[string]int {
	m := map[string]int{}
	for _, p := range r.res.Paths {
		m[pathKey(p)]++
	}
	return m
}

func sameSet(a, b map[string]int) string {
	for k, n := range a {
		if b[k] != n {
			return fmt.Sprintf("path %q: %d vs %d", k, n, b[k])
		}
	}
	for k, n := range b {
		if a[k] != n {
			return fmt.Sprintf("path %q: %d vs %d", k, a[k], n)
		}
	}
	return ""
}

// equivalenceSubjects are explored by every search setting in
// TestEquivalence; maxK is the subject's depth (longest path in choices).
var equivalenceSubjects = []struct {
	name, cfg string
	overrides []string
	maxK      int
}{
	{"fig1", "fig1", nil, 3},
	{"fig1", "fig1", []string{"target.entry=Fig1.runGt(sym#sym)"}, 3},
	{"fig6", "fig6", nil, 2},
	{"divide", "divide", nil, 2},
	{"ignore", "ignore", nil, 3},
	{"apis", "apis", nil, 4},
	{"fulltree", "fulltree", []string{entryOverride("FullTree", "t6", 6)}, 6},
}

// TestEquivalence checks that the speculative search finds exactly the
// paths of pure DFS for every k from 1 to the subject's depth and with
// depth "auto", both orders, absurdity on and off, and that k = 1 makes
// exactly the calls of pure DFS.
func TestEquivalence(t *testing.T) {
	for _, s := range equivalenceSubjects {
		t.Run(s.name+strings.Join(s.overrides, ","), func(t *testing.T) {
			for _, order := range []string{"true-first", "false-first"} {
				for _, abs := range []bool{false, true} {
					common := append(append([]string{}, s.overrides...), "search.order="+order, fmt.Sprintf("search.absurdity=%v", abs))
					pure := runSubject(t, s.name, s.cfg, append(common, "search.strategy=dfs")...)
					want := pathSet(pure)
					for k := 1; k <= s.maxK+1; k++ {
						r := runSubject(t, s.name, s.cfg, append(common, "search.strategy=speculative", fmt.Sprintf("search.depth=%d", k))...)
						if d := sameSet(want, pathSet(r)); d != "" {
							t.Fatalf("%s absurdity=%v k=%d: %s", order, abs, k, d)
						}
						if r.res.Stats.Errors != pure.res.Stats.Errors {
							t.Fatalf("%s absurdity=%v k=%d: %d errors, pure DFS %d", order, abs, k, r.res.Stats.Errors, pure.res.Stats.Errors)
						}
						if k == 1 && (r.solver.Calls != pure.solver.Calls || r.solver.Sat != pure.solver.Sat) {
							t.Fatalf("%s absurdity=%v k=1: %d calls (%d sat), pure DFS %d (%d)", order, abs, r.solver.Calls, r.solver.Sat, pure.solver.Calls, pure.solver.Sat)
						}
					}
					// depth = "auto": its segments depend on measured
					// times, its paths and errors must not.
					r := runSubject(t, s.name, s.cfg, append(common, "search.strategy=speculative", "search.depth=auto")...)
					if d := sameSet(want, pathSet(r)); d != "" {
						t.Fatalf("%s absurdity=%v auto: %s", order, abs, d)
					}
					if r.res.Stats.Errors != pure.res.Stats.Errors {
						t.Fatalf("%s absurdity=%v auto: %d errors, pure DFS %d", order, abs, r.res.Stats.Errors, pure.res.Stats.Errors)
					}
				}
			}
		})
	}
}

// unknownSolver answers Unknown for every query whose path condition
// contains the constraint text, as a timing-out backend would.
type unknownSolver struct {
	inner solver.Solver
	text  string
}

func (u *unknownSolver) Check(q solver.Query) (solver.Answer, error) {
	for _, c := range q.PC {
		if c.String() == u.text {
			return solver.Answer{Result: solver.Unknown, Reason: "injected"}, nil
		}
	}
	return u.inner.Check(q)
}

func (u *unknownSolver) Close() error { return u.inner.Close() }

// TestUnknownInSegment injects an unknown answer for the TRUE side of the
// second branch of a height-3 tree. Pure DFS reaches that side twice and
// explores neither: 4 paths remain, 2 sides unknown. The speculative search
// must find the same 4 paths and report the same 2 unknown sides for every
// k: an unknown segment is scanned side by side, never taken as sat or unsat.
func TestUnknownInSegment(t *testing.T) {
	dir := subjectClasses(t, "fulltree")
	for _, strategy := range []string{"dfs", "speculative"} {
		for k := 1; k <= 4; k++ {
			for _, order := range []string{"true-first", "false-first"} {
				// The unknown is injected into Z3, so Z3 decides every check.
				cfg := loadSubject(t, "fulltree", "fulltree", dir, entryOverride("FullTree", "t3", 3), "search.strategy="+strategy,
					fmt.Sprintf("search.depth=%d", k), "search.order="+order, "search.absurdity=true", "solver.backend=z3")
				r, err := explore(cfg, runOpts{wrap: func(s solver.Solver) solver.Solver { return &unknownSolver{s, "a2_2 > 0"} }})
				if err != nil {
					t.Fatal(err)
				}
				if r.res.Stats.Paths != 4 || r.res.Stats.UnknownSides != 2 {
					t.Fatalf("%s k=%d %s: %d paths, %d unknown sides; want 4 and 2", strategy, k, order, r.res.Stats.Paths, r.res.Stats.UnknownSides)
				}
				for _, p := range r.res.Paths {
					if strings.Contains(pathKey(p), "a2_2 > 0") {
						t.Fatalf("path through an unknown side reported: %s", pathKey(p))
					}
					if p.Outcome.Kind != interp.OutcomeReturn {
						t.Fatalf("unexpected outcome %v", p.Outcome.Kind)
					}
				}
			}
		}
	}
}

// layerSettings are the solver stacks TestLayersEquivalence compares: none
// (paper parity), each layer alone, and all of them.
var layerSettings = []string{`"none"`, `["syntactic"]`, `["model-cache"]`, `["independence"]`, `["query-cache"]`, `["unsat-core"]`, `"all"`}

// TestLayersEquivalence checks that every solver layer, alone and all
// together, finds the same paths as the bare solver with pure DFS, for
// pure DFS and SSE (k = 1, 3, 5) in both orders with absurdity; with all
// layers it also runs in validate mode, where every answer of every layer
// is re-checked by a separate Z3.
func TestLayersEquivalence(t *testing.T) {
	subjects := []struct {
		name, cfg string
		overrides []string
	}{
		{"fig1", "fig1", []string{"target.entry=Fig1.runGt(sym#sym)"}},
		{"fulltree", "fulltree", []string{entryOverride("FullTree", "t5", 5)}},
		{"divide", "divide", nil},
		{"apis", "apis", nil},
	}
	for _, s := range subjects {
		pure := runSubject(t, s.name, s.cfg, append(append([]string{}, s.overrides...), "search.strategy=dfs", `solver.layers="none"`)...)
		want := pathSet(pure)
		for _, layers := range layerSettings {
			for _, order := range []string{"true-first", "false-first"} {
				for _, k := range []int{0, 1, 3, 5} {
					ov := append(append([]string{}, s.overrides...), "solver.layers="+layers, "search.order="+order, "search.absurdity=true")
					if k == 0 {
						ov = append(ov, "search.strategy=dfs")
					} else {
						ov = append(ov, "search.strategy=speculative", fmt.Sprintf("search.depth=%d", k))
					}
					if layers == `"all"` {
						ov = append(ov, "solver.validate=true")
					}
					r := runSubject(t, s.name, s.cfg, ov...)
					if d := sameSet(want, pathSet(r)); d != "" {
						t.Fatalf("%s layers=%s %s k=%d: %s", s.name, layers, order, k, d)
					}
				}
			}
		}
	}
}
