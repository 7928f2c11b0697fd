package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"path/filepath"
	"slices"
	"testing"

	"gospf/config"
	"gospf/dist/cluster"
	"gospf/interp"
	"gospf/solver"
)

// runJSON runs gospf run on subjects/<name>/<name>.toml with --json, the
// extra flags and the overrides, and decodes its output.
func runJSON(t *testing.T, name string, flags []string, overrides ...string) *jsonResult {
	t.Helper()
	args := []string{"run", filepath.Join(repoRoot(), "subjects", name, name+".toml"), "--json",
		"-D", "target.classpath=[\"" + subjectClasses(t, name) + "\"]", "-D", "search.workers=1"}
	for _, ov := range overrides {
		args = append(args, "-D", ov)
	}
	var out, errb bytes.Buffer
	if code := run(append(args, flags...), &out, &errb); code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errb.String())
	}
	var j jsonResult
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	return &j
}

// z3Backend returns the statistics of the z3 backend in j.
func z3Backend(t *testing.T, j *jsonResult) jsonBackend {
	t.Helper()
	for _, b := range j.Solver.Backends {
		if b.Name == "z3" {
			return b
		}
	}
	t.Fatalf("no z3 backend in %+v", j.Solver.Backends)
	return jsonBackend{}
}

// TestPathModelsOnRequest checks that gospf run reads the model of a path
// that ends normally only when its output shows the path's inputs: with Z3
// alone (models deferred) and pure DFS, the summary and --json without
// --paths read the models of the errors alone, and --paths reads every
// path's; the paths, errors, their inputs and every call are the same.
//
//   - WBS: 8707 paths, no error. Without --paths no model is read (0);
//     with --paths one per path (8707), each the model of the check that
//     verified the path's last side (WBS has no unsat side, so no path
//     ends after an unsat check: no re-check).
//   - Diamonds (no merging): 256 paths, one error (s == 255), found at the
//     end of a path whose last side was just checked: 1 model read, no
//     re-check; with --paths 256.
func TestPathModelsOnRequest(t *testing.T) {
	z3Alone := []string{"search.strategy=dfs", "solver.backend=z3", `solver.layers="none"`}
	for _, c := range []struct {
		name                string
		paths, errors       int
		readsLazy, readsAll int64
	}{
		{"wbs", 8707, 0, 0, 8707},
		{"diamonds", 256, 1, 1, 256},
	} {
		lazy := runJSON(t, c.name, nil, z3Alone...)
		all := runJSON(t, c.name, []string{"--paths"}, z3Alone...)
		for _, j := range []*jsonResult{lazy, all} {
			if j.Paths != c.paths || len(j.Errors) != c.errors {
				t.Fatalf("%s: %d paths, %d errors; want %d and %d", c.name, j.Paths, len(j.Errors), c.paths, c.errors)
			}
		}
		lz, az := z3Backend(t, lazy), z3Backend(t, all)
		if lz.ModelReads != c.readsLazy || az.ModelReads != c.readsAll || lz.ModelRechecks != 0 || az.ModelRechecks != 0 {
			t.Errorf("%s: models read %d (re-checked %d) without --paths, %d (%d) with; want %d and %d, none re-checked",
				c.name, lz.ModelReads, lz.ModelRechecks, az.ModelReads, az.ModelRechecks, c.readsLazy, c.readsAll)
		}
		if lz.Calls != az.Calls || lz.Sat != az.Sat || lz.Unsat != az.Unsat || lazy.Instructions != all.Instructions {
			t.Errorf("%s: calls %+v, %d instructions without --paths; %+v, %d with", c.name, lz, lazy.Instructions, az, all.Instructions)
		}
		for i := range lazy.Errors {
			if l, a := lazy.Errors[i], all.Errors[i]; l.Where != a.Where || !maps.Equal(l.Inputs, a.Inputs) {
				t.Errorf("%s: error %d: %s %v without --paths, %s %v with", c.name, i+1, l.Where, l.Inputs, a.Where, a.Inputs)
			}
		}
		if len(all.PathList) != c.paths {
			t.Fatalf("%s: --paths lists %d paths; want %d", c.name, len(all.PathList), c.paths)
		}
		for i, p := range all.PathList {
			if len(p.Inputs) == 0 {
				t.Fatalf("%s: path %d has no inputs with --paths", c.name, i+1)
			}
		}
	}
}

// TestErrorModelsOnlySameSearch checks that reading the models of the
// paths that end normally changes nothing the search does: with and
// without them (runOpts.errorModelsOnly), the same paths in the same
// order, the same calls, and the same models for the errors; without
// them every normal path has none. Pure DFS and SSE, both orders, with and
// without absurdity (a path may then end after an unsat check), Z3 alone.
func TestErrorModelsOnlySameSearch(t *testing.T) {
	subjects := []struct{ name, cfg, entry string }{
		{"fig1", "fig1", "Fig1.runGt(sym#sym)"},
		{"divide", "divide", ""},
		{"apis", "apis", ""},
		{"diamonds", "diamonds", ""},
	}
	for _, sub := range subjects {
		for _, c := range deferCases {
			ov := c.overrides(sub.entry)
			name := fmt.Sprintf("%s %v", sub.name, ov)
			cfg := loadSubject(t, sub.name, sub.cfg, subjectClasses(t, sub.name), ov...)
			all, err := explore(cfg, runOpts{})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			lazy, err := explore(cfg, runOpts{errorModelsOnly: true})
			if err != nil {
				t.Fatalf("%s, error models only: %v", name, err)
			}
			compareModelRuns(t, name, all, lazy)
		}
	}
}

// compareModelRuns checks that lazy, run with the models of errors only,
// did what all did, and reported no model for its normal paths.
func compareModelRuns(t *testing.T, name string, all, lazy *outcomeRun) {
	t.Helper()
	if a, l := all.solver, lazy.solver; a.Calls != l.Calls || a.Sat != l.Sat || a.Unsat != l.Unsat || a.Unknown != l.Unknown {
		t.Fatalf("%s: calls %+v with every model, %+v with the errors'", name, a, l)
	}
	ap, lp := all.res.Paths, lazy.res.Paths
	if len(ap) != len(lp) || all.res.Stats.Errors != lazy.res.Stats.Errors {
		t.Fatalf("%s: %d paths (%d errors) with every model, %d (%d) with the errors'", name, len(ap), all.res.Stats.Errors, len(lp), lazy.res.Stats.Errors)
	}
	for i := range ap {
		if !slices.Equal(ap[i].Seq, lp[i].Seq) || fmt.Sprint(ap[i].PC) != fmt.Sprint(lp[i].PC) {
			t.Fatalf("%s: path %d differs: %v vs %v", name, i+1, ap[i].Seq, lp[i].Seq)
		}
		if ap[i].Model == nil {
			t.Fatalf("%s: path %d has no model with every model read", name, i+1)
		}
		if lp[i].Outcome.Kind != interp.OutcomeException {
			if lp[i].Model != nil {
				t.Fatalf("%s: normal path %d has a model %v with the errors' only", name, i+1, lp[i].Model)
			}
			continue
		}
		if !maps.Equal(ap[i].Model, lp[i].Model) {
			t.Errorf("%s: error path %d: model %v with every model, %v with the errors'", name, i+1, ap[i].Model, lp[i].Model)
		}
		for _, c := range lp[i].PC {
			if holds, ok := solver.Holds(c, lp[i].Model, false); !ok || !holds {
				t.Fatalf("%s: error path %d: model %v does not satisfy %s", name, i+1, lp[i].Model, c)
			}
		}
	}
}

// TestNeedsPathModels checks which outputs of gospf run read the models
// of the paths that end normally.
func TestNeedsPathModels(t *testing.T) {
	toml, jpf := &config.Config{}, &config.Config{SPF: &config.SPF{}}
	listeners := &config.Config{SPF: &config.SPF{Listeners: []string{config.ListenerSequences}}}
	for _, c := range []struct {
		args []string
		cfg  *config.Config
		want bool
	}{
		{nil, toml, false},
		{[]string{"--json"}, toml, false},
		{[]string{"--quiet", "--workers", "2"}, toml, false},
		{[]string{"--paths"}, toml, true},
		{[]string{"--json", "--paths"}, toml, true},
		{[]string{"--tests", "dir"}, toml, true},
		{nil, jpf, false},
		{nil, listeners, true},
	} {
		f, err := parseFlags(append([]string{"c.toml"}, c.args...), map[string]bool{"tests": true, "workers": true, "quiet": false})
		if err != nil {
			t.Fatal(err)
		}
		if got := needsPathModels(f, c.cfg); got != c.want {
			t.Errorf("%v (spf %v): %v, want %v", c.args, c.cfg.SPF != nil, got, c.want)
		}
	}
}

// TestErrorModelsOnlyShared checks that explorers sharing a run, in this
// process and as workers over NATS (the run's description tells them),
// report the normal paths without a model and the errors with one, when
// the output shows no normal path's inputs; and every count as one
// explorer. Diamonds under pure DFS with Z3 alone: 256 paths, one error.
func TestErrorModelsOnlyShared(t *testing.T) {
	srv, err := cluster.StartServer(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	common := []string{"search.strategy=dfs", "solver.backend=z3"}
	ref := runSubject(t, "diamonds", "diamonds", append(common, "search.workers=1")...)
	cfg := loadSubject(t, "diamonds", "diamonds", subjectClasses(t, "diamonds"), append(common, "search.workers=2")...)
	o := runOpts{errorModelsOnly: true}
	inProcess, err := explore(cfg, o)
	if err != nil {
		t.Fatal(err)
	}
	overNATS, err := exploreCluster(cfg, clusterRun{url: srv.URL(), local: 2, log: io.Discard, spawn: spawnGoroutines(t)}, o)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []struct {
		name string
		r    *outcomeRun
	}{{"2 explorers", inProcess}, {"2 workers over NATS", overNATS}} {
		compareRuns(t, r.name, ref, r.r)
		errs := 0
		for i, p := range r.r.res.Paths {
			if p.Outcome.Kind != interp.OutcomeException {
				if p.Model != nil {
					t.Fatalf("%s: normal path %d has a model %v", r.name, i+1, p.Model)
				}
				continue
			}
			errs++
			for _, c := range p.PC {
				if holds, ok := solver.Holds(c, p.Model, false); !ok || !holds {
					t.Fatalf("%s: error path %d: model %v does not satisfy %s", r.name, i+1, p.Model, c)
				}
			}
		}
		if errs != 1 {
			t.Errorf("%s: %d errors; want 1", r.name, errs)
		}
	}
}
