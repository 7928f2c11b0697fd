package main

import (
	"runtime"
	"testing"
)

// benchRun explores a subject b.N times and reports calls, paths and the
// peak memory of saved states per run, with one explorer unless the
// overrides set search.workers.
func benchRun(b *testing.B, name, cfgName string, overrides ...string) {
	b.Helper()
	cfg := loadSubject(b, name, cfgName, subjectClasses(b, name), append([]string{"search.workers=1"}, overrides...)...)
	b.ResetTimer()
	var r *outcomeRun
	var err error
	cpu := cpuTime()
	for i := 0; i < b.N; i++ {
		if r, err = explore(cfg, runOpts{}); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	// The CPU time of the process (all threads, garbage collection
	// included) per run: on a shared machine it varies far less than the
	// wall-clock time ns/op.
	b.ReportMetric(float64((cpuTime()-cpu).Microseconds())/1000/float64(b.N), "cpu-ms/op")
	b.ReportMetric(float64(r.solver.Calls), "calls/op")
	b.ReportMetric(float64(r.res.Stats.Paths), "paths/op")
	b.ReportMetric(float64(r.res.Stats.Speculation.MaxSavedBytes), "saved-bytes/op")
	b.ReportMetric(float64(r.res.Stats.Speculation.MaxSavedStates), "saved-states/op")
	if h := r.res.Stats.HeapChoices; h > 0 {
		b.ReportMetric(float64(h), "heap-choices/op")
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.HeapInuse)/(1<<20), "heap-MiB")
}

// BenchmarkDeepPath explores Limits.deep: one path 10^4 choices deep.
// Saved states grow linearly with the depth (one snapshot per choice point
// on the current path), never with the number of paths explored.
func BenchmarkDeepPath(b *testing.B) {
	for _, s := range []string{"dfs", "speculative"} {
		b.Run(s, func(b *testing.B) {
			benchRun(b, "limits", "limits", "target.entry=Limits.deep(sym)", "search.strategy="+s,
				"search.depth=4", "search.absurdity=true", "search.max_instructions_per_path=0")
		})
	}
}

// BenchmarkFullTree10 explores a full tree of height 10 (1024 paths).
func BenchmarkFullTree10(b *testing.B) {
	for _, s := range []string{"dfs", "speculative"} {
		b.Run(s, func(b *testing.B) {
			benchRun(b, "fulltree", "fulltree", entryOverride("FullTree", "t10", 10), "search.strategy="+s, "search.depth=4")
		})
	}
}

// benchSettings are the searches the subject benchmarks compare.
var benchSettings = []struct {
	name string
	ov   []string
}{
	{"dfs", []string{"search.strategy=dfs", "search.absurdity=false"}},
	{"sse-k3", []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=false"}},
	{"sse-k3-absurdity", []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true"}},
	{"sse-k3-absurdity-all-layers", []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true", `solver.layers="all"`}},
}

// BenchmarkSubjects explores the six evaluation subjects at their default
// bounds: pure DFS, SSE and SSE with absurdity (k = 3, paper parity), and
// SSE with absurdity over all solver layers.
//
//	go test -run XXX -bench Subjects -benchtime 1x ./cmd/gospf
func BenchmarkSubjects(b *testing.B) {
	for _, s := range []string{"wbs", "sortedlist", "treemap", "bintree", "binheap", "fibheap"} {
		for _, set := range benchSettings {
			b.Run(s+"/"+set.name, func(b *testing.B) { benchRun(b, s, s, set.ov...) })
		}
	}
}

// BenchmarkHeapSubjects explores the symbolic-heap subjects (lazy
// initialization, arrays of symbolic length) at their default bounds:
// pure DFS, SSE and SSE with absurdity (k = 3, paper parity), and SSE with
// absurdity over all solver layers.
//
//	go test -run XXX -bench HeapSubjects -benchtime 3x ./cmd/gospf
func BenchmarkHeapSubjects(b *testing.B) {
	for _, s := range []string{"bst", "linkedlist", "arraysort"} {
		for _, set := range benchSettings {
			b.Run(s+"/"+set.name, func(b *testing.B) { benchRun(b, s, s, set.ov...) })
		}
	}
}

// summarySettings are the settings of search.summaries BenchmarkSummaries
// compares.
var summarySettings = []struct {
	name string
	ov   []string
}{
	{"none", []string{"search.summaries=none"}},
	{"method", []string{"search.summaries=method"}},
	{"ssum", []string{"search.summaries=fragment", "search.summary_fragments=ssum"}},
	{"lasum", []string{"search.summaries=fragment", "search.summary_fragments=lasum"}},
	{"lsum", []string{"search.summaries=fragment", "search.summary_fragments=lsum"}},
}

// BenchmarkSummaries explores the six evaluation subjects with SSE, k = 3,
// absurdity and all solver layers, without and with each summary
// strategy.
//
//	go test -run XXX -bench Summaries -benchtime 3x ./cmd/gospf
func BenchmarkSummaries(b *testing.B) {
	for _, s := range []string{"wbs", "sortedlist", "treemap", "bintree", "binheap", "fibheap"} {
		for _, set := range summarySettings {
			ov := append([]string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true", `solver.layers="all"`}, set.ov...)
			b.Run(s+"/"+set.name, func(b *testing.B) { benchRun(b, s, s, ov...) })
		}
	}
}
