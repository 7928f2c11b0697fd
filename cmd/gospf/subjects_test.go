package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/BurntSushi/toml"
)

// expectedRun is one section of a subject's expected.toml. The heap keys
// (lazy initialization) are 0 when a section leaves them out.
type expectedRun struct {
	Paths, Errors, Calls, Sat, Unsat int
	HeapChoices                      int `toml:"heap_choices"`
	ObjectLimited                    int `toml:"object_limited"`
	ArrayLengthCut                   int `toml:"array_length_cut"`
}

// expectedSections maps the sections of expected.toml to the settings
// they were measured with.
var expectedSections = map[string][]string{
	"dfs":                      {"search.strategy=dfs", "search.order=true-first", "search.absurdity=false"},
	"speculative-k3-absurdity": {"search.strategy=speculative", "search.depth=3", "search.order=true-first", "search.absurdity=true"},
}

func init() {
	// The runs with veritesting ([dfs-merge], [speculative-k3-absurdity-merge]),
	// with its cost model ([dfs-merge-auto], ...) and with loop merging
	// ([dfs-merge-loops], ...).
	for _, sec := range []string{"dfs", "speculative-k3-absurdity"} {
		expectedSections[sec+"-merge"] = append(append([]string(nil), expectedSections[sec]...), "search.merge=veritesting")
		expectedSections[sec+"-merge-auto"] = append(append([]string(nil), expectedSections[sec]...), "search.merge=auto")
		expectedSections[sec+"-merge-loops"] = append(append([]string(nil), expectedSections[sec]...), "search.merge=loops")
		expectedSections[sec+"-merge-none"] = append(append([]string(nil), expectedSections[sec]...), "search.merge=none")
	}
	// Loop merging of every loop (search.merge_all_loops).
	expectedSections["dfs-merge-all-loops"] = append(append([]string(nil), expectedSections["dfs"]...), "search.merge=auto", "search.merge_all_loops=true")
	expectedSections["dfs-merge-noinline"] = append(append([]string(nil), expectedSections["dfs-merge"]...), "search.merge_max_inline=0")
	// Fragment summaries (search.summaries): the same searches with method
	// summaries, and pure DFS with the paper's small-step strategy.
	for _, sec := range []string{"dfs", "speculative-k3-absurdity"} {
		expectedSections[sec+"-summaries-method"] = append(append([]string{}, expectedSections[sec]...), "search.summaries=method")
	}
	expectedSections["dfs-summaries-ssum"] = append(append([]string{}, expectedSections["dfs"]...),
		"search.summaries=fragment", "search.summary_fragments=ssum")
	for _, k := range []string{"2", "4"} {
		for _, o := range []string{"true-first", "false-first"} {
			expectedSections["speculative-k"+k+"-"+o] = []string{"search.strategy=speculative", "search.depth=" + k, "search.order=" + o, "search.absurdity=false"}
		}
	}
}

// TestSubjects runs every subject with an expected.toml and compares its
// paths, errors and calls with ==. The numbers were measured once and are
// explained in each subject's config; a change means gospf explores
// differently and must be justified.
func TestSubjects(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(repoRoot(), "subjects", "*", "expected.toml"))
	if len(files) == 0 {
		t.Fatal("no subjects/*/expected.toml")
	}
	for _, f := range files {
		name := filepath.Base(filepath.Dir(f))
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var exp map[string]expectedRun
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := toml.Decode(string(data), &exp); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			for section, want := range exp {
				settings, ok := expectedSections[section]
				if !ok {
					t.Fatalf("%s: unknown section [%s]", f, section)
				}
				r := runSubject(t, name, name, append([]string{`solver.layers="none"`}, settings...)...)
				st := r.res.Stats
				g := expectedRun{st.Paths, st.Errors, int(r.solver.Calls), int(r.solver.Sat), int(r.solver.Unsat),
					st.HeapChoices, st.ObjectLimited, st.ArrayLengthCut}
				if g != want {
					t.Errorf("[%s]: got %+v, want %+v", section, g, want)
				}
			}
		})
	}
}
