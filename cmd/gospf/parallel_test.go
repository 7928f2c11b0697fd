package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gospf/dist"
	"gospf/interp"
	"gospf/search"

	"github.com/BurntSushi/toml"
)

// parallelSubjects are the exact-count subjects and the paper's programs,
// at bounds that keep each run well under a second (the subjects'
// expected.toml use larger ones).
var parallelSubjects = []struct {
	name      string
	overrides []string
}{
	{"fig1", []string{"target.entry=Fig1.runGt(sym#sym)"}},
	{"fig6", nil},
	{"fulltree", []string{entryOverride("FullTree", "t6", 6)}},
	{"wbs", nil},
	{"sortedlist", []string{`target.args=["3"]`}},
	{"bintree", []string{`target.args=["3"]`}},
	{"treemap", []string{`target.args=["3"]`}},
	{"binheap", []string{`target.args=["3"]`}},
	{"fibheap", []string{`target.args=["3"]`}},
	{"bst", []string{"symbolic.max_objects=3"}},
	{"linkedlist", []string{"symbolic.max_objects=4"}},
	{"arraysort", []string{"symbolic.max_array_length=2"}},
	{"diamonds", nil},
	{"fees", nil},
	{"refmerge", nil},
	// Veritesting: tasks replay merged regions.
	{"sortedlist", []string{`target.args=["3"]`, "search.merge=veritesting"}},
}

// parallelSettings are the searches compared: pure DFS, the expected.toml
// SSE setting, and SSE in the other order without absurdity.
var parallelSettings = [][]string{
	{"search.strategy=dfs", "search.order=true-first", "search.absurdity=false"},
	{"search.strategy=speculative", "search.depth=3", "search.order=true-first", "search.absurdity=true"},
	{"search.strategy=speculative", "search.depth=2", "search.order=false-first", "search.absurdity=false"},
}

// exactCounts is everything that adds up over the explorers to the counts
// of one explorer (search/doc.go, "Parallel exploration").
type exactCounts struct {
	Paths, Errors, Ignored, Pruned, DepthLimited, InstrLimited, ArrayCut, ObjectLimited, HeapChoices, Unknown int
	Calls, Sat, Unsat                                                                                         int64
	Instructions, Wasted                                                                                      int64
	ChoicePoints, Segments, Failed, Binary, WastedStates                                                      int
	Feasible, Infeasible                                                                                      search.SideCounts
	Merged, MergedBranches                                                                                    int
	MergedInstructions                                                                                        int64
}

func exactOf(r *outcomeRun) exactCounts {
	st := r.res.Stats
	sp := st.Speculation
	var m interp.MergeStats
	if r.merge != nil {
		m = *r.merge
	}
	return exactCounts{st.Paths, st.Errors, st.Ignored, st.PrunedByAbsurdity, st.DepthLimited, st.InstructionLimited,
		st.ArrayLengthCut, st.ObjectLimited, st.HeapChoices, st.UnknownSides,
		r.solver.Calls, r.solver.Sat, r.solver.Unsat, st.Instructions, sp.WastedInstructions,
		st.ChoicePoints, sp.SegmentsChecked, sp.SegmentsFailed, sp.BinarySearchCalls, sp.WastedStates,
		st.Feasible, st.Infeasible, m.Merged, m.Branches, m.Instructions}
}

// orderedPaths lists the paths as reported, in order: outcome (with an
// exception's place and stack), path condition and input heap.
func orderedPaths(r *outcomeRun) []string {
	var l []string
	for _, p := range r.res.Paths {
		k, v := outcomeText(p.Outcome)
		l = append(l, k+" "+v+" "+p.Outcome.Where+" "+strings.Join(p.Outcome.Stack, ",")+" | "+pcString(p.PC)+heapText(p))
	}
	return l
}

// compareRuns fails unless r reports exactly ref's paths, in ref's order,
// and ref's counts.
func compareRuns(t *testing.T, what string, ref, r *outcomeRun) {
	t.Helper()
	if a, b := orderedPaths(ref), orderedPaths(r); !slices.Equal(a, b) {
		for i := range min(len(a), len(b)) {
			if a[i] != b[i] {
				t.Errorf("%s: path %d:\n one: %s\nmany: %s", what, i+1, a[i], b[i])
				return
			}
		}
		t.Errorf("%s: %d paths, one explorer %d", what, len(b), len(a))
		return
	}
	if a, b := exactOf(ref), exactOf(r); a != b {
		t.Errorf("%s:\nmany: %+v\n one: %+v", what, b, a)
	}
}

// TestSubjectsWorkers checks the expected.toml of the subjects that run
// in well under a second, at their full bounds, with 3 explorers: every
// section's paths, errors and calls.
func TestSubjectsWorkers(t *testing.T) {
	for _, name := range []string{"bst", "linkedlist", "wbs"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var exp map[string]expectedRun
			if _, err := toml.DecodeFile(filepath.Join(repoRoot(), "subjects", name, "expected.toml"), &exp); err != nil {
				t.Fatal(err)
			}
			for section, want := range exp {
				if strings.Contains(section, "summaries") {
					continue // summaries run one explorer (config: search.summaries)
				}
				r := runSubject(t, name, name, append([]string{"search.workers=3"}, expectedSections[section]...)...)
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

// TestWorkersExact checks that 2 and 4 explorers in goroutines report the
// paths and errors of one explorer, in its order, and every count of it:
// each explorer makes below a task's choice point exactly the calls the
// single explorer makes on returning there, because only choice points
// whose state and taken side are verified are shared (search/doc.go). The
// single explorer is the reference (it runs search.Search, not dist).
func TestWorkersExact(t *testing.T) {
	for _, s := range parallelSubjects {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			for _, set := range parallelSettings {
				common := append(append([]string{}, s.overrides...), set...)
				ref := runSubject(t, s.name, s.name, append(common, "search.workers=1")...)
				if ref.parallel != nil {
					t.Fatal("workers = 1 ran in parallel")
				}
				for _, n := range []int{2, 4} {
					r := runSubject(t, s.name, s.name, append(common, fmt.Sprintf("search.workers=%d", n))...)
					if r.parallel == nil || len(r.parallel.Workers) != n {
						t.Fatalf("workers = %d did not run %d explorers", n, n)
					}
					compareRuns(t, fmt.Sprintf("%v, %d workers", set, n), ref, r)
				}
			}
		})
	}
}

// greedySharer wants work at every choice point and queues every task it
// is given: the most transfers a search can make.
type greedySharer struct{ queue []*search.Task }

func (g *greedySharer) Wanted() bool { return true }

func (g *greedySharer) Give(t *search.Task) bool {
	g.queue = append(g.queue, t)
	return true
}

// TestGreedySplitExact is TestWorkersExact without timing: every choice
// point that may be shared is, and the tasks are explored one after the
// other, alternately on two explorers (each with its own VM and solver
// stack), themselves splitting greedily. The merged result is one
// explorer's, count for count.
func TestGreedySplitExact(t *testing.T) {
	for _, s := range parallelSubjects {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			moved := 0
			defer func() {
				// A search shares only verified choice points: fig6's
				// paths end before SSE with k = 3 verifies any, but every
				// subject shares under pure DFS.
				if moved == 0 {
					t.Errorf("no task was given away")
				}
			}()
			for _, set := range parallelSettings {
				common := append(append([]string{}, s.overrides...), set...)
				ref := runSubject(t, s.name, s.name, append(common, "search.workers=1")...)
				cfg := loadSubject(t, s.name, s.name, subjectClasses(t, s.name), common...)
				var ws []*worker
				var es []*search.Explorer
				for range 2 {
					w, err := newWorker(cfg, runOpts{})
					if err != nil {
						t.Fatal(err)
					}
					defer w.close()
					e, err := search.NewExplorer(cfg.Search.Strategy, w.searchOptions(cfg, nil, nil), w.vm, w.checker)
					if err != nil {
						t.Fatal(err)
					}
					ws, es = append(ws, w), append(es, e)
				}
				g := &greedySharer{queue: []*search.Task{{}}}
				var rs []*search.Result
				for i := 0; len(g.queue) > 0; i++ {
					task := g.queue[0]
					g.queue = g.queue[1:]
					r, err := es[i%2].Explore(task, g)
					if err != nil {
						t.Fatal(err)
					}
					rs = append(rs, r)
				}
				moved += len(rs) - 1
				var total dist.Counters
				for _, w := range ws {
					total.Add(dist.CountersOf(w.stack, w.vm))
				}
				merged := dist.Merge(rs, 0)
				total.SubReplayed(merged.Stats.ReplayedMerge)
				got, err := newOutcomeRun(cfg, ws[0].vm, merged, total, nil)
				if err != nil {
					t.Fatal(err)
				}
				compareRuns(t, fmt.Sprintf("%v, %d tasks", set, len(rs)), ref, got)
			}
		})
	}
}

// countTasks counts the tasks an explorer explores, and closes done, if
// set, when its first one ends.
type countTasks struct {
	inner dist.Explorer
	tasks *int
	done  chan struct{}
}

func (c *countTasks) Explore(t *search.Task, sh search.Sharer) (*search.Result, error) {
	*c.tasks++
	r, err := c.inner.Explore(t, sh)
	if c.done != nil {
		close(c.done)
		c.done = nil
	}
	return r, err
}

// TestLateExplorer checks that explorers ready after another one has
// started (dist.Run makes them side by side) join the exploration where it
// stands: here explorers 1 and 2 are ready only after explorer 0 has
// explored its first task, the root, that is everything, so they take
// nothing, and the run is the one explorer's: the same paths in the same
// order, the same counts.
func TestLateExplorer(t *testing.T) {
	ov := []string{"target.entry=Fig1.runGt(sym#sym)", "search.strategy=dfs"}
	ref := runSubject(t, "fig1", "fig1", ov...)
	cfg := loadSubject(t, "fig1", "fig1", subjectClasses(t, "fig1"), append(ov, "search.workers=3")...)
	done := make(chan struct{})
	tasks := make([]int, 3)
	o := runOpts{wrapExplorer: func(i int, e dist.Explorer) dist.Explorer {
		if i == 0 {
			return &countTasks{inner: e, tasks: &tasks[0], done: done}
		}
		<-done // explorer i is made once explorer 0 is done
		return &countTasks{inner: e, tasks: &tasks[i]}
	}}
	r, err := explore(cfg, o)
	if err != nil {
		t.Fatal(err)
	}
	compareRuns(t, "late explorers", ref, r)
	if !slices.Equal(tasks, []int{1, 0, 0}) {
		t.Errorf("tasks explored %v; want [1 0 0]: the root, by the first explorer", tasks)
	}
}
