package main

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"gospf/solver"
	"gospf/solver/z3"
)

// The merge checks (issue "Fewer paths"): veritesting must not change
// what a program can do, only how many paths report it. For a program and
// theory whose pure DFS runs agreed, three runs with merging,
//
//	m1: pure DFS, true-first, no absurdity (the merged reference),
//	m2: speculative k = 1, the same order and absurdity,
//	m3: speculative k = maxk, false-first, absurdity,
//
// are checked against the pure DFS reference ref:
//
//   - errors: the set of (exception class, location) of m1 is ref's;
//   - paths: m1 has at most ref's paths (an input's merged path is its
//     pure path without the choices of merged regions, so every merged
//     path stands for one or more pure ones);
//   - coverage, with Z3 in the run's theory: the disjunction of m1's path
//     conditions is equivalent to the disjunction of ref's (both
//     directions unsat: ref && !m1, m1 && !ref);
//   - outcomes: for every path q of m1 and every path p of ref,
//     pc(q) && pc(p) && outcome(p) != outcome(q) is unsat, where outcomes
//     differ when their kinds, exception classes or locations, or
//     non-numeric values differ, and numeric returned values differ
//     where both paths hold (value(p) != value(q));
//   - speculation on the remaining branches: m2 makes exactly m1's
//     solver calls (sat and unsat), and m3 finds m1's path multiset;
//   - replay: the tests of m1 or m3 (alternately by program) replay on
//     the JVM.
//
// A Z3 answer unknown (-solver-timeout-ms, ten times as long for these
// checks) skips the program and theory, as for the other runs.

// pathExprs is the "exprs" of a path in gospf's --json --paths.
type pathExprs struct {
	Nodes []string `json:"nodes"`
	PC    []int    `json:"pc"`
	Value int      `json:"value"`
}

func mergeSpecs(maxK int, mode string) []runSpec {
	return []runSpec{
		{"dfs", 0, "true-first", false, mode, ""},
		{"speculative", 1, "true-first", false, mode, ""},
		{"speculative", maxK, "false-first", true, mode, ""},
	}
}

// checkMerge runs and checks the merged runs of one program and theory.
func (f *fuzzer) checkMerge(ctx context.Context, j job, theory, cfg string, ref *result, cpu *time.Duration) (string, *replayJob, bool) {
	rel := func(s runSpec, extra ...string) []string { // one explorer, as checkTheory's
		return append(append(append([]string{"run", cfg, "--json", "--paths", "-D", "search.workers=1"}, s.defines()...), f.opt.Defines...), extra...)
	}
	refSpec := specs(1)[0]
	refCmd := f.command(rel(refSpec))
	specs := mergeSpecs(f.opt.MaxK, f.opt.MergeMode)
	results := make([]*result, len(specs))
	for i, s := range specs {
		r, cmd, ok := f.jsonRun(ctx, j, theory, cpu, s, rel(s))
		if !ok {
			return "", nil, false
		}
		if r.Solver.Unknown > 0 || r.UnknownSides > 0 {
			return f.skipMerge(j, theory)
		}
		if msg := selfCheck(r); msg != "" {
			f.fail(ctx, j, theory, fmt.Sprintf("gospf %s: %s", s, msg), "", []string{cmd})
			return "", nil, false
		}
		results[i] = r
	}
	m1 := results[0]
	m1Cmd := f.command(rel(specs[0]))
	failWith := func(what, detail string, cmds ...string) (string, *replayJob, bool) {
		f.fail(ctx, j, theory, what, detail, cmds)
		return "", nil, false
	}
	if a, b := errorSet(ref), errorSet(m1); a != b {
		return failWith(fmt.Sprintf("%s reports other errors than %s", specs[0], refSpec), "pure DFS: "+a+"\nmerged:   "+b, refCmd, m1Cmd)
	}
	if m1.Paths > ref.Paths {
		return failWith(fmt.Sprintf("%s has %d paths, more than pure DFS's %d", specs[0], m1.Paths, ref.Paths), "", refCmd, m1Cmd)
	}
	if r := results[1]; r.Solver.Calls != m1.Solver.Calls || r.Solver.Sat != m1.Solver.Sat || r.Solver.Unsat != m1.Solver.Unsat {
		return failWith(fmt.Sprintf("%s made %d solver calls (sat %d, unsat %d), %s %d (sat %d, unsat %d)", specs[1], r.Solver.Calls,
			r.Solver.Sat, r.Solver.Unsat, specs[0], m1.Solver.Calls, m1.Solver.Sat, m1.Solver.Unsat), "", m1Cmd, f.command(rel(specs[1])))
	}
	if d := diffPaths(m1.keys(), results[2].keys()); d != "" {
		return failWith(fmt.Sprintf("%s finds other paths than %s", specs[2], specs[0]), d, m1Cmd, f.command(rel(specs[2])))
	}
	checks, problem, detail, unknown, err := semanticCheck(theory, ref, m1, 10*f.opt.SolverTimeoutMs)
	if err != nil {
		return failWith("merge check: "+err.Error(), "", refCmd, m1Cmd)
	}
	if unknown {
		return f.skipMerge(j, theory)
	}
	if problem != "" {
		return failWith(fmt.Sprintf("%s against %s: %s", specs[0], refSpec, problem), detail, refCmd, m1Cmd)
	}
	f.mu.Lock()
	f.sum.MergeRefPaths += ref.Paths
	f.sum.MergedPaths += m1.Paths
	f.sum.MergeChecks += checks
	f.sum.MergeRefCalls += ref.Solver.Calls
	f.sum.MergedCalls += m1.Solver.Calls
	f.mu.Unlock()
	line := fmt.Sprintf("merged %d paths, %d calls", m1.Paths, m1.Solver.Calls)
	if f.opt.Replay == "off" {
		return line, nil, true
	}
	s := specs[2*(j.p.Index%2)] // m1 or m3
	rj, tline, good := f.writeTests(ctx, j, theory, cfg, s, "tests-merge-"+theory, m1.Paths, cpu)
	return line + tline, rj, good
}

func (f *fuzzer) skipMerge(j job, theory string) (string, *replayJob, bool) {
	f.mu.Lock()
	f.sum.Skipped++
	f.sum.SkippedList = append(f.sum.SkippedList, fmt.Sprintf("Gen%d/%s/merge", j.p.Index, theory))
	f.mu.Unlock()
	return "merge skipped (unknown answers)", nil, true
}

// path is a decoded path of a run.
type path struct {
	rp    pathEntry
	pc    solver.Expr
	value solver.Expr // invalid: no numeric value
	// shape is the input heap's shape with its inputs named by their
	// places (positions.go), as pc and value name them.
	shape string
}

// errorSet renders the set of (exception class, location) of a run's
// paths, sorted.
func errorSet(r *result) string {
	set := map[string]bool{}
	for _, p := range r.PathList {
		if p.Outcome == "exception" {
			set[exceptionClass(p.Value)+" at "+p.Where] = true
		}
	}
	var l []string
	for k := range set {
		l = append(l, k)
	}
	sort.Strings(l)
	return "{" + strings.Join(l, ", ") + "}"
}

// exceptionClass cuts the message off an exception outcome's value.
func exceptionClass(v string) string {
	c, _, _ := strings.Cut(v, ": ")
	return c
}

// semanticCheck compares, with Z3, the path conditions and outcomes of a
// merged run with those of the pure DFS reference (see the file comment).
// It returns the number of solver checks made and, on failure, one line
// and detail; unknown is set when Z3 could not decide a check.
func semanticCheck(theory string, ref, merged *result, timeoutMs int) (checks int, problem, detail string, unknown bool, err error) {
	c := solver.NewContext()
	decode := func(r *result) ([]path, error) {
		var ps []path
		for i, rp := range r.PathList {
			if rp.Exprs == nil {
				return nil, fmt.Errorf("path %d has no exprs (gospf too old?)", i+1)
			}
			ren := positions(rp.Heap)
			es, err := solver.Decode(c, renameVars(rp.Exprs.Nodes, ren))
			if err != nil {
				return nil, fmt.Errorf("path %d: %v", i+1, err)
			}
			p := path{rp: rp, pc: c.Bool(true), shape: shapeNamed(rp.Heap, ren)}
			for _, k := range rp.Exprs.PC {
				if k < 0 || k >= len(es) {
					return nil, fmt.Errorf("path %d: bad root %d", i+1, k)
				}
				p.pc = c.LAnd(p.pc, es[k])
			}
			if k := rp.Exprs.Value; k >= 0 && k < len(es) {
				p.value = es[k]
			}
			ps = append(ps, p)
		}
		return ps, nil
	}
	refAll, err := decode(ref)
	if err != nil {
		return 0, "", "", false, fmt.Errorf("pure DFS run: %v", err)
	}
	mergedAll, err := decode(merged)
	if err != nil {
		return 0, "", "", false, fmt.Errorf("merged run: %v", err)
	}
	// Paths with different input heaps (lazy initialization: heap choices
	// add nothing to the path condition) cover separate parts of the
	// input space: they are compared shape by shape.
	shapes := func(ps []path) map[string][]path {
		m := map[string][]path{}
		for _, p := range ps {
			m[p.shape] = append(m[p.shape], p)
		}
		return m
	}
	refShapes, mergedShapes := shapes(refAll), shapes(mergedAll)
	var keys []string
	for k := range refShapes {
		if _, ok := mergedShapes[k]; !ok {
			return 0, "an input heap of pure DFS has no merged path", k, false, nil
		}
		keys = append(keys, k)
	}
	for k := range mergedShapes {
		if _, ok := refShapes[k]; !ok {
			return 0, "a merged path's input heap has no pure DFS path", k, false, nil
		}
	}
	sort.Strings(keys)
	z, err := z3.New(z3.Options{Theory: theory, TimeoutMs: timeoutMs})
	if err != nil {
		return 0, "", "", false, err
	}
	defer z.Close()
	for _, k := range keys {
		n, problem, detail, unknown, err := compareShape(c, z, refShapes[k], mergedShapes[k])
		checks += n
		if problem != "" || unknown || err != nil {
			if k != "" {
				detail += "\ninput heap" + k
			}
			return checks, problem, detail, unknown, err
		}
	}
	return checks, "", "", false, nil
}

// compareShape is semanticCheck for the paths of one input heap.
func compareShape(c *solver.Context, z *z3.Solver, refPaths, mergedPaths []path) (checks int, problem, detail string, unknown bool, err error) {
	// unsat reports whether e is unsat; a model when it is sat.
	isUnsat := func(e solver.Expr) (bool, solver.Model, error) {
		checks++
		a, err := z.Check(solver.Query{PC: []solver.Expr{e}, NeedModel: true})
		if err != nil {
			return false, nil, err
		}
		if a.Result == solver.Unknown {
			unknown = true
		}
		return a.Result == solver.Unsat, a.Model, nil
	}
	or := func(ps []path) solver.Expr {
		d := c.Bool(false)
		for _, p := range ps {
			d = c.LOr(d, p.pc)
		}
		return d
	}
	dRef, dMerged := or(refPaths), or(mergedPaths)
	for _, dir := range []struct {
		e    solver.Expr
		what string
	}{
		{c.LAnd(dRef, c.Not(dMerged)), "inputs of a pure DFS path lie on no merged path"},
		{c.LAnd(dMerged, c.Not(dRef)), "inputs of a merged path lie on no pure DFS path"},
	} {
		ok, model, err := isUnsat(dir.e)
		if err != nil || unknown {
			return checks, "", "", unknown, err
		}
		if !ok {
			return checks, dir.what, fmt.Sprintf("for example %v", model), false, nil
		}
	}
	// Outcomes, pair by pair (one query over all pure paths at once is a
	// large disjunction that Z3 may not decide within the time limit).
	for qi, q := range mergedPaths {
		for _, p := range refPaths {
			var d solver.Expr
			switch {
			case p.rp.Outcome != q.rp.Outcome:
				d = c.Bool(true)
			case p.rp.Outcome == "exception":
				d = c.Bool(exceptionClass(p.rp.Value) != exceptionClass(q.rp.Value) || p.rp.Where != q.rp.Where)
			case p.value.Valid() && q.value.Valid() && p.value.Kind() == q.value.Kind():
				d = c.Ne(p.value, q.value)
			default:
				d = c.Bool(p.rp.Value != q.rp.Value)
			}
			if d.IsConst() && d.ConstValue() == 0 {
				continue
			}
			ok, model, err := isUnsat(c.LAnd(q.pc, c.LAnd(p.pc, d)))
			if err != nil || unknown {
				return checks, "", "", unknown, err
			}
			if !ok {
				return checks, fmt.Sprintf("merged path %d (%s %s) has another outcome than a pure DFS path it overlaps (%s %s)", qi+1,
					q.rp.Outcome, q.rp.Value, p.rp.Outcome, p.rp.Value), fmt.Sprintf("merged pc: %s\npure pc: %s\nfor example %v", q.rp.PC, p.rp.PC, model), false, nil
			}
		}
	}
	return checks, "", "", false, nil
}
