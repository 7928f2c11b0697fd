package main

import (
	"slices"
	"strings"
	"testing"
	"time"

	"gospf/solver"
	"gospf/solver/lia"
	"gospf/solver/z3"
)

// streamCheck is one check of a recorded query stream: a Check of pc, or
// a CheckCore of pc[:prefix] and pc[prefix:] (core).
type streamCheck struct {
	pc     []solver.Expr
	core   bool
	prefix int
	// probe marks a check of binary search over a failed segment: a
	// strict prefix of the last unsat check that was not itself one.
	probe bool
}

// coreRecorder is recorder with CheckCore, so that the search checks
// segments with unsat cores as it does over every layer.
type coreRecorder struct {
	inner  *solver.Stack
	checks []streamCheck
	failed []solver.Expr // the last failed segment's path condition
}

func (r *coreRecorder) note(c streamCheck, a solver.Answer) {
	c.probe = len(c.pc) < len(r.failed) && slices.Equal(c.pc, r.failed[:len(c.pc)])
	if !c.probe {
		r.failed = nil
		if a.Result == solver.Unsat {
			r.failed = c.pc
		}
	}
	r.checks = append(r.checks, c)
}

func (r *coreRecorder) Check(q solver.Query) (solver.Answer, error) {
	a, err := r.inner.Check(q)
	r.note(streamCheck{pc: slices.Clone(q.PC)}, a)
	return a, err
}

func (r *coreRecorder) CheckCore(prefix, segment []solver.Expr) (solver.Answer, []int, error) {
	a, core, err := r.inner.CheckCore(prefix, segment)
	r.note(streamCheck{pc: append(slices.Clone(prefix), segment...), core: true, prefix: len(prefix)}, a)
	return a, core, err
}

func (r *coreRecorder) Close() error { return r.inner.Close() }

// recordChecks explores a subject once with one explorer over every
// solver layer and returns the checks the search made.
func recordChecks(b *testing.B, name string, overrides ...string) ([]streamCheck, string) {
	b.Helper()
	ov := append([]string{"search.workers=1", `solver.layers="all"`}, overrides...)
	cfg := loadSubject(b, name, name, subjectClasses(b, name), ov...)
	rec := &coreRecorder{}
	if _, err := explore(cfg, runOpts{wrapStack: func(s *solver.Stack) solver.Solver { rec.inner = s; return rec }}); err != nil {
		b.Fatal(err)
	}
	return rec.checks, cfg.Symbolic.Theory
}

// pcKey names a path condition across runs (each run has its own Context).
func pcKey(pc []solver.Expr) string {
	var sb strings.Builder
	for _, e := range pc {
		sb.WriteString(e.String())
		sb.WriteByte(';')
	}
	return sb.String()
}

// replayBackend is a fresh backend that a stream is replayed on.
type replayBackend interface {
	check(c streamCheck) error
	close()
}

type nativeReplay struct{ s *lia.Solver }

func (n nativeReplay) check(c streamCheck) error {
	if c.core {
		n.s.DecideCore(c.pc, c.prefix)
	} else {
		n.s.Decide(solver.Query{PC: c.pc, NeedModel: true})
	}
	return nil
}

func (nativeReplay) close() {}

type z3Replay struct{ s *z3.Solver }

func (z z3Replay) check(c streamCheck) error {
	var err error
	if c.core {
		_, _, err = z.s.CheckCore(c.pc[:c.prefix], c.pc[c.prefix:])
	} else {
		_, err = z.s.Check(solver.Query{PC: c.pc, NeedModel: true})
	}
	return err
}

func (z z3Replay) close() { z.s.Close() }

// replay checks a stream on a fresh backend and returns the time each
// check took.
func replay(b *testing.B, backend, theory string, stream []streamCheck, times []time.Duration) {
	var r replayBackend
	switch backend {
	case "native":
		s, err := lia.New(lia.Options{Theory: theory})
		if err != nil {
			b.Fatal(err)
		}
		r = nativeReplay{s}
	default:
		s, err := z3.New(z3.Options{Theory: theory, Config: "simple"})
		if err != nil {
			b.Fatal(err)
		}
		if err := s.Tune(); err != nil {
			b.Fatal(err)
		}
		r = z3Replay{s}
	}
	defer r.close()
	for i, c := range stream {
		start := time.Now()
		if err := r.check(c); err != nil {
			b.Fatal(err)
		}
		times[i] = time.Since(start)
	}
}

// BenchmarkSegmentChecks compares what a check of SSE's binary search over
// a failed segment costs with what pure DFS's checks cost, on the query
// streams the two searches make on a subject (SSE with k = 3 and
// absurdity; pure DFS with absurdity; one explorer, every layer, so
// segments are checked with unsat cores). Both streams are replayed, in
// the order the searches made them, on a fresh backend (the native
// procedure, or Z3 alone), and it reports the mean time of a
// binary-search check (probe-ns/check), of a pure-DFS check
// (dfs-ns/check), and of the pure-DFS checks of the same path conditions
// as the probes (dfs-same-ns/check), with probe/dfs-same, their ratio.
// One op replays both streams. The time of each check is its least over
// the ops (the replays are deterministic): a check during which the
// thread was descheduled or the collector ran would otherwise weigh as
// much as a thousand, and the machine is shared.
//
//	go test -run XXX -bench SegmentChecks -benchtime 5x ./cmd/gospf
func BenchmarkSegmentChecks(b *testing.B) {
	subjects := []struct{ name, args string }{
		{"sequence", `target.args=["7"]`}, {"bintree", ""}, {"treemap", ""}, {"sortedlist", `target.args=["5"]`},
	}
	for _, subj := range subjects {
		var ov []string
		if subj.args != "" {
			ov = append(ov, subj.args)
		}
		sse, theory := recordChecks(b, subj.name, append(ov, "search.strategy=speculative", "search.depth=3", "search.absurdity=true")...)
		dfs, _ := recordChecks(b, subj.name, append(ov, "search.strategy=dfs", "search.absurdity=true")...)
		probes := map[string]bool{}
		for _, c := range sse {
			if c.probe {
				probes[pcKey(c.pc)] = true
			}
		}
		same := make([]bool, len(dfs))
		for i, c := range dfs {
			same[i] = probes[pcKey(c.pc)]
		}
		for _, backend := range []string{"native", "z3"} {
			b.Run(subj.name+"/"+backend, func(b *testing.B) {
				st, dt := make([]time.Duration, len(sse)), make([]time.Duration, len(dfs))
				sMin, dMin := make([]time.Duration, len(sse)), make([]time.Duration, len(dfs))
				for i := range b.N {
					replay(b, backend, theory, sse, st)
					replay(b, backend, theory, dfs, dt)
					keepMin(sMin, st, i == 0)
					keepMin(dMin, dt, i == 0)
				}
				var probe, all, sameT time.Duration
				var nProbe, nSame int
				for i, c := range sse {
					if c.probe {
						probe += sMin[i]
						nProbe++
					}
				}
				for i, t := range dMin {
					all += t
					if same[i] {
						sameT += t
						nSame++
					}
				}
				per := func(d time.Duration, n int) float64 { return float64(d.Nanoseconds()) / float64(max(n, 1)) }
				b.ReportMetric(per(probe, nProbe), "probe-ns/check")
				b.ReportMetric(per(all, len(dfs)), "dfs-ns/check")
				b.ReportMetric(per(sameT, nSame), "dfs-same-ns/check")
				b.ReportMetric(per(probe, nProbe)/per(sameT, nSame), "probe/dfs-same")
				b.ReportMetric(float64(nProbe), "probes/op")
			})
		}
	}
}

// keepMin sets each mins[i] to the least of mins[i] and times[i] (to
// times[i] when first).
func keepMin(mins, times []time.Duration, first bool) {
	for i, t := range times {
		if first || t < mins[i] {
			mins[i] = t
		}
	}
}
