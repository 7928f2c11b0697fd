package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"gospf/config"
)

// expectedSPF is one section of subjects/spf/expected-spf.toml: the exact
// results of one .jpf, run as its file says (SPF's defaults where it says
// nothing: the first error ends the search) with gospf's default search
// (speculative, k = 3, absurdity), one explorer and no solver layers.
type expectedSPF struct {
	Paths, Errors, Ignored, Calls, Sat, Unsat int
	New, End                                  int
	Stopped                                   string
}

// loadSPFSubject loads subjects/spf/<name>.jpf with its class path set to
// freshly compiled classes.
func loadSPFSubject(t testing.TB, name string, overrides ...string) *config.Config {
	t.Helper()
	dir := subjectClasses(t, "spf")
	ov := append([]string{"target.classpath=[\"" + dir + "\"]", `solver.layers="none"`, "search.workers=1"}, overrides...)
	cfg, err := config.Load(filepath.Join(repoRoot(), "subjects", "spf", name+".jpf"), ov)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// TestSPFSubjects runs every .jpf of subjects/spf and compares its paths,
// errors, calls and SPF's state counts with expected-spf.toml; each .jpf
// derives its numbers in its comments.
func TestSPFSubjects(t *testing.T) {
	var exp map[string]expectedSPF
	data, err := os.ReadFile(filepath.Join(repoRoot(), "subjects", "spf", "expected-spf.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := toml.Decode(string(data), &exp); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(repoRoot(), "subjects", "spf", "*.jpf"))
	if len(files) != len(exp) {
		t.Fatalf("%d .jpf files, %d sections in expected-spf.toml", len(files), len(exp))
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".jpf")
		t.Run(name, func(t *testing.T) {
			want, ok := exp[name]
			if !ok {
				t.Fatalf("no [%s] in expected-spf.toml", name)
			}
			r, err := explore(loadSPFSubject(t, name), runOpts{})
			if err != nil {
				t.Fatal(err)
			}
			st := r.res.Stats
			s := statesOf(r.res.Paths, st.Stopped != "")
			got := expectedSPF{st.Paths, st.Errors, st.Ignored, int(r.solver.Calls), int(r.solver.Sat), int(r.solver.Unsat),
				s.New, s.End, st.Stopped}
			if got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}
