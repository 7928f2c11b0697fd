package main

import (
	"slices"
	"testing"
	"time"

	"gospf/solver"
	"gospf/solver/lia"
)

// recorder passes checks to the solver stack and keeps a copy of every
// query: the query stream a search makes (pure DFS makes no core checks).
type recorder struct {
	inner   *solver.Stack
	queries [][]solver.Expr
}

func (r *recorder) Check(q solver.Query) (solver.Answer, error) {
	r.queries = append(r.queries, slices.Clone(q.PC))
	return r.inner.Check(q)
}

func (r *recorder) Close() error { return r.inner.Close() }

// recordStream explores a subject once and returns its query stream.
func recordStream(b *testing.B, name string, overrides ...string) ([][]solver.Expr, string) {
	b.Helper()
	// One explorer: one query stream.
	cfg := loadSubject(b, name, name, subjectClasses(b, name), append([]string{"search.workers=1"}, overrides...)...)
	rec := &recorder{}
	if _, err := explore(cfg, runOpts{wrapStack: func(s *solver.Stack) solver.Solver { rec.inner = s; return rec }}); err != nil {
		b.Fatal(err)
	}
	return rec.queries, cfg.Symbolic.Theory
}

// BenchmarkNativeStreams replays the query stream of each subject's pure
// DFS (its config, solver.layers = "none": every check reaches the
// backend) on a fresh native procedure, in order, as the search made it,
// and reports the median and 99th percentile of the time per check and
// the share of checks decided natively. One op is the whole stream.
//
//	go test -run XXX -bench NativeStreams -benchtime 3x ./cmd/gospf
func BenchmarkNativeStreams(b *testing.B) {
	for _, s := range []string{"wbs", "sortedlist", "treemap", "bintree", "binheap", "fibheap"} {
		b.Run(s, func(b *testing.B) {
			stream, theory := recordStream(b, s, "search.strategy=dfs")
			times := make([]time.Duration, len(stream))
			var decided int
			b.ResetTimer()
			for range b.N {
				nat, err := lia.New(lia.Options{Theory: theory})
				if err != nil {
					b.Fatal(err)
				}
				decided = 0
				for i, pc := range stream {
					start := time.Now()
					_, ok := nat.Decide(solver.Query{PC: pc, NeedModel: true})
					times[i] = time.Since(start)
					if ok {
						decided++
					}
				}
			}
			b.StopTimer()
			slices.Sort(times)
			b.ReportMetric(float64(len(stream)), "checks/op")
			b.ReportMetric(float64(times[len(times)/2].Nanoseconds()), "median-ns/check")
			b.ReportMetric(float64(times[len(times)*99/100].Nanoseconds()), "p99-ns/check")
			b.ReportMetric(100*float64(decided)/float64(len(stream)), "%native")
		})
	}
}

// BenchmarkBackends explores the six subjects with Z3 alone and with the
// native procedure in front of it (the default, "auto"): pure DFS with
// paper parity (solver.layers = "none") and the default search (SSE with
// k = 3 and absurdity, every layer). The counts are the same under both
// backends; ns/op is the wall-clock time of a whole exploration, class
// loading included.
//
//	go test -run XXX -bench Backends -benchtime 1x ./cmd/gospf
func BenchmarkBackends(b *testing.B) {
	settings := []struct {
		name string
		ov   []string
	}{
		{"dfs", []string{"search.strategy=dfs", "search.absurdity=false"}},
		{"default", []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true", `solver.layers="all"`}},
	}
	for _, s := range []string{"wbs", "sortedlist", "treemap", "bintree", "binheap", "fibheap"} {
		for _, set := range settings {
			for _, backend := range []string{"z3", "auto"} {
				b.Run(s+"/"+set.name+"/"+backend, func(b *testing.B) {
					benchRun(b, s, s, append(set.ov, "solver.backend="+backend)...)
				})
			}
		}
	}
}

// nativeSolver is the native procedure as a plain backend (a declined
// check is unknown), to put layers above it.
type nativeSolver struct{ d *lia.Solver }

func (n nativeSolver) Check(q solver.Query) (solver.Answer, error) {
	if a, ok := n.d.Decide(q); ok {
		return a, nil
	}
	return solver.Answer{Result: solver.Unknown, Reason: "declined"}, nil
}

func (n nativeSolver) Close() error { return nil }

// BenchmarkLayersOverNative measures what each solver layer costs per
// check once checks are cheap: the query stream of each subject's pure
// DFS is replayed through one layer (or none, or all) stacked over the
// native procedure as the backend, and the time per check of the whole
// stack is reported, with the share of checks that reached the backend.
// A layer pays when it saves more backend time than it spends; over
// checks of about a microsecond none does, which is why the native
// procedure sits in front of the layers in a Stack.
//
//	go test -run XXX -bench LayersOverNative -benchtime 3x ./cmd/gospf
func BenchmarkLayersOverNative(b *testing.B) {
	layers := append([]string{"none"}, solver.AllLayers...)
	layers = append(layers, "all")
	for _, s := range []string{"wbs", "sortedlist", "treemap", "bintree", "binheap", "fibheap"} {
		stream, theory := recordStream(b, s, "search.strategy=dfs")
		for _, l := range layers {
			b.Run(s+"/"+l, func(b *testing.B) {
				var reached int64
				b.ResetTimer()
				for range b.N {
					nat, err := lia.New(lia.Options{Theory: theory})
					if err != nil {
						b.Fatal(err)
					}
					st, err := solver.NewStack(solver.StackOptions{Layers: []string{l}, Theory: theory}, nativeSolver{nat})
					if err != nil {
						b.Fatal(err)
					}
					for _, pc := range stream {
						if _, err := st.Check(solver.Query{PC: pc, NeedModel: true}); err != nil {
							b.Fatal(err)
						}
					}
					reached = st.Calls().Calls
				}
				b.StopTimer()
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(stream)), "ns/check")
				b.ReportMetric(100*float64(reached)/float64(len(stream)), "%reached")
			})
		}
	}
}
