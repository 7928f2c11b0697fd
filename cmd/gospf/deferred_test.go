package main

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"gospf/solver"
	"gospf/solver/z3"
)

// eagerModels hides the stack's deferred models (solver.ModelDeferrer)
// from the search, which then asks for a model at every check, as it did
// before models were deferred.
type eagerModels struct{ s *solver.Stack }

func (e eagerModels) Check(q solver.Query) (solver.Answer, error) { return e.s.Check(q) }
func (e eagerModels) CheckCore(p, g []solver.Expr) (solver.Answer, []int, error) {
	return e.s.CheckCore(p, g)
}
func (e eagerModels) Close() error { return e.s.Close() }

// deferCases are the searches TestDeferredModels runs, with the model
// re-checks each subject needs (none unless a path ends right after an
// unsat check: see rechecks below).
var deferCases = []deferCase{
	{"search.strategy=dfs", "true-first", false, nil},
	{"search.strategy=dfs", "false-first", true, map[string]int64{"fig1": 2}},
	{"search.depth=3", "true-first", false, nil},
	{"search.depth=3", "false-first", true, map[string]int64{"fig1": 2}},
}

// deferCase is a search of TestDeferredModels (and of
// TestErrorModelsOnlySameSearch).
type deferCase struct {
	search, order string
	absurd        bool
	// rechecks by subject. Fig1.runGt ends every path at "if (x > y)",
	// with x = |x| + |y| and y = |y|: its false side needs x == 0, so it
	// is infeasible under x < 0, on both sides of "y < 0": two infeasible
	// sides. In false-first order they are checked first (unsat), and
	// with absurdity the true side after each is taken without a check
	// and ends its path at once: Z3's last check was the unsat one, so
	// the path's model (its parent's) is checked again: 2, for pure DFS
	// and for SSE (k = 3) alike. No other case ends a path after an
	// unsat check.
	rechecks map[string]int64
}

// overrides are the settings of c with Z3 alone, and entry when not "".
func (c deferCase) overrides(entry string) []string {
	ov := []string{"solver.backend=z3", c.search, fmt.Sprintf("search.absurdity=%v", c.absurd), "search.order=" + c.order}
	if c.search == "search.depth=3" {
		ov = append(ov, "search.strategy=speculative")
	}
	if entry != "" {
		ov = append(ov, "target.entry="+entry)
	}
	return ov
}

// TestDeferredModels checks that deferring models (Z3 alone, no layers:
// the search reads a model only when a path ends or a task is given away)
// changes neither the paths, nor their order, nor the solver calls, and
// that every path still has a model of its path condition: the model the
// eager run printed when Z3 still held it (the check that verified the
// path was the last one), else one from a re-check, counted exactly.
// Pure DFS and SSE, with and without absurdity (which takes sides without
// a check, so a path may end after an unsat check).
func TestDeferredModels(t *testing.T) {
	subjects := []struct{ name, cfg, entry string }{
		{"fig1", "fig1", "Fig1.runGt(sym#sym)"},
		{"divide", "divide", ""},
		{"apis", "apis", ""},
		{"wbs", "wbs", ""},
	}
	for _, sub := range subjects {
		for _, c := range deferCases {
			search, absurd, order := c.search, c.absurd, c.order
			if sub.name == "wbs" && (search != "search.strategy=dfs" || absurd || order != "true-first") {
				continue // one run of the large tree is enough
			}
			ov := c.overrides(sub.entry)
			name := fmt.Sprintf("%s %v", sub.name, ov)
			cfg := loadSubject(t, sub.name, sub.cfg, subjectClasses(t, sub.name), ov...)
			var z *z3.Solver
			lazy, err := explore(cfg, runOpts{wrap: func(s solver.Solver) solver.Solver { z = s.(*z3.Solver); return s }})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			eager, err := explore(cfg, runOpts{wrapStack: func(s *solver.Stack) solver.Solver { return eagerModels{s} }})
			if err != nil {
				t.Fatalf("%s eager: %v", name, err)
			}
			if l, e := lazy.solver, eager.solver; l.Calls != e.Calls || l.Sat != e.Sat || l.Unsat != e.Unsat || l.Unknown != e.Unknown {
				t.Fatalf("%s: calls %+v deferred, %+v eager", name, l, e)
			}
			lp, ep := lazy.res.Paths, eager.res.Paths
			if len(lp) != len(ep) {
				t.Fatalf("%s: %d paths deferred, %d eager", name, len(lp), len(ep))
			}
			same := 0
			for i := range lp {
				if !slices.Equal(lp[i].Seq, ep[i].Seq) || fmt.Sprint(lp[i].PC) != fmt.Sprint(ep[i].PC) {
					t.Fatalf("%s: path %d differs: %v %v vs %v %v", name, i+1, lp[i].Seq, lp[i].PC, ep[i].Seq, ep[i].PC)
				}
				if maps.Equal(lp[i].Model, ep[i].Model) {
					same++
					continue
				}
				for _, c := range lp[i].PC {
					if holds, ok := solver.Holds(c, lp[i].Model, false); !ok || !holds {
						t.Fatalf("%s: path %d: model %v does not satisfy %s", name, i+1, lp[i].Model, c)
					}
				}
			}
			// Only a re-checked model may differ from the eager run's.
			if want := c.rechecks[sub.name]; z.ModelRechecks() != want || same < len(lp)-int(want) {
				t.Errorf("%s: %d re-checks, %d of %d models as eager; want %d re-checks, the other models as eager", name, z.ModelRechecks(), same, len(lp), want)
			}
		}
	}
}
