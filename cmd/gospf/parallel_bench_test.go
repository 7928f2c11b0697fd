package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"gospf/dist"
	"gospf/search"
)

// speedupSearch is the search the parallel benchmarks measure: SSE with
// k = 3 and absurdity, without solver layers, so that the calls are those
// of one explorer whatever the number of workers.
var speedupSearch = []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true", `solver.layers="none"`}

// speedupBounds overrides the subjects' bounds in the parallel benchmarks:
// -speedup-bounds 'sortedlist=target.args=["7"];bintree=target.args=["6"]'.
var speedupBounds = flag.String("speedup-bounds", "", "per-subject overrides of the parallel benchmarks: name=key=value;...")

// speedupSubjects are the six evaluation subjects, each with the
// overrides -speedup-bounds gives it.
func speedupSubjects() [][2]string {
	var l [][2]string
	for _, s := range []string{"wbs", "sortedlist", "treemap", "bintree", "binheap", "fibheap"} {
		ov := ""
		for _, kv := range strings.Split(*speedupBounds, ";") {
			if name, rest, ok := strings.Cut(kv, "="); ok && name == s {
				ov = rest
			}
		}
		l = append(l, [2]string{s, ov})
	}
	return l
}

func subjectOverrides(ov string) []string {
	o := append([]string{}, speedupSearch...)
	if ov != "" {
		o = append(o, ov)
	}
	return o
}

// BenchmarkWorkers explores the six subjects with 1 and 2 explorers in
// this process (both through dist.Run) and with 2 worker processes over
// an embedded NATS server: wall-clock time per run, tasks moved, idle
// time, and, in process, the CPU time of the explorers' threads (each
// explorer is locked to its thread while it explores; background GC is
// not counted): cpu-ms is their sum, max-cpu-ms the busiest one's. On a
// loaded machine wall-clock times measure the share of the CPUs the run
// got; CPU times do not depend on it, and the busiest explorer's CPU time
// is the run's time on dedicated cores, less its idle time.
//
//	go test -run XXX -bench Workers -benchtime 3x ./cmd/gospf
func BenchmarkWorkers(b *testing.B) {
	for _, s := range speedupSubjects() {
		for _, mode := range []string{"1", "2", "nats-2"} {
			b.Run(s[0]+"/"+mode, func(b *testing.B) {
				cfg := loadSubject(b, s[0], s[0], subjectClasses(b, s[0]), subjectOverrides(s[1])...)
				var r *outcomeRun
				var err error
				var cpu []*threadCPU
				o := runOpts{wrapExplorer: func(_ int, e dist.Explorer) dist.Explorer {
					t := &threadCPU{inner: e}
					cpu = append(cpu, t)
					return t
				}}
				b.ResetTimer()
				for range b.N {
					cpu = cpu[:0]
					switch mode {
					case "nats-2":
						r, err = exploreCluster(cfg, clusterRun{url: "embedded", local: 2, log: io.Discard}, runOpts{})
					case "1":
						r, err = exploreParallel(cfg, o, 1)
					default:
						r, err = exploreParallel(cfg, o, 2)
					}
					if err != nil {
						b.Fatal(err)
					}
					// The explorers' solvers close in the background
					// (closeWorkers); the next run starts when they are.
					b.StopTimer()
					if r.closed != nil {
						<-r.closed
					}
					b.StartTimer()
				}
				b.StopTimer()
				b.ReportMetric(float64(r.res.Stats.Paths), "paths/op")
				b.ReportMetric(float64(r.solver.Calls), "calls/op")
				p := r.parallel
				idle := time.Duration(0)
				for _, w := range p.Workers {
					idle += w.Idle
				}
				b.ReportMetric(float64(p.Moved), "moved/op")
				b.ReportMetric(float64(idle.Milliseconds()), "idle-ms/op")
				if mode != "nats-2" {
					var sum, most time.Duration
					for _, t := range cpu {
						sum += t.cpu
						most = max(most, t.cpu)
					}
					b.ReportMetric(float64(sum.Milliseconds()), "cpu-ms/op")
					b.ReportMetric(float64(most.Milliseconds()), "max-cpu-ms/op")
				}
			})
		}
	}
}

// threadCPU measures the CPU time an explorer's thread spends in Explore.
type threadCPU struct {
	inner dist.Explorer
	cpu   time.Duration
}

func (t *threadCPU) Explore(task *search.Task, sh search.Sharer) (*search.Result, error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := threadTime()
	defer func() { t.cpu += threadTime() - start }()
	return t.inner.Explore(task, sh)
}

// threadTime is the CPU time of the calling thread (RUSAGE_THREAD).
func threadTime() time.Duration {
	const rusageThread = 1
	var ru syscall.Rusage
	syscall.Getrusage(rusageThread, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// recordProfile explores a subject with one explorer and records its
// tree (dist.Profile): each path's choice sequence and the instructions
// and solver calls since the previous path, costed with the run's own
// time per instruction and per call (solver time / calls; the rest of the
// time / instructions), so the profile is exact in its shape and uses the
// run's measured rates, scaled so that the whole costs the CPU time the
// process spent (user and system: the machine's load inflates wall-clock
// times, not CPU time). It also returns the cost of replaying one choice
// of a prefix (the instructions per choice point on a path).
func recordProfile(b *testing.B, name string, ov []string) (dist.Profile, float64) {
	cfg := loadSubject(b, name, name, subjectClasses(b, name), append(ov, "search.workers=1")...)
	w, err := newWorker(cfg, runOpts{})
	if err != nil {
		b.Fatal(err)
	}
	defer w.close()
	type mark struct{ instr, calls int64 }
	var marks []mark
	var seqs [][]int
	opts := w.searchOptions(cfg, nil, func(p *search.Path) {
		marks = append(marks, mark{w.vm.Instructions(), w.stack.Calls().Calls})
		seqs = append(seqs, p.Seq)
	})
	srch, err := search.New(cfg.Search.Strategy, opts)
	if err != nil {
		b.Fatal(err)
	}
	cpu0 := cpuTime()
	res, err := srch.Search(w.vm, w.checker)
	if err != nil {
		b.Fatal(err)
	}
	cpu := cpuTime() - cpu0
	calls := w.stack.Calls()
	perCall := float64(calls.Time) / float64(max(calls.Calls, 1))
	perInstr := float64(res.Stats.Time-calls.Time) / float64(max(res.Stats.Instructions, 1))
	var p dist.Profile
	var prev mark
	depth := 0
	for i, m := range marks {
		cost := float64(m.instr-prev.instr)*perInstr + float64(m.calls-prev.calls)*perCall
		if i == len(marks)-1 { // the work after the last path
			cost += float64(w.vm.Instructions()-m.instr)*perInstr + float64(calls.Calls-m.calls)*perCall
		}
		p.Paths = append(p.Paths, dist.ProfiledPath{Seq: seqs[i], Cost: cost})
		depth += len(seqs[i])
		prev = m
	}
	replay := float64(res.Stats.Instructions) / float64(max(depth, 1)) * perInstr
	scale := float64(cpu) / float64(res.Stats.Time)
	for i := range p.Paths {
		p.Paths[i].Cost *= scale
	}
	return p, replay * scale
}

// BenchmarkSpeedupModel records the execution trees of the six subjects
// (recordProfile) and simulates work sharing with 1 to 64 explorers
// (dist.Simulate), with the transfer cost of a task in one process (20 µs)
// and over NATS (2 ms); -v prints the table of speedups.
//
//	go test -run XXX -bench SpeedupModel -benchtime 1x -v ./cmd/gospf
func BenchmarkSpeedupModel(b *testing.B) {
	counts := []int{1, 2, 4, 8, 16, 32, 64}
	var table strings.Builder
	table.WriteString("| subject | paths | one explorer | transfer |")
	for _, n := range counts[1:] {
		fmt.Fprintf(&table, " %d |", n)
	}
	table.WriteString("\n|---|---|---|---|" + strings.Repeat("---|", len(counts)-1) + "\n")
	for _, s := range speedupSubjects() {
		p, replay := recordProfile(b, s[0], subjectOverrides(s[1]))
		for _, tr := range []struct {
			name string
			cost time.Duration
		}{{"in process", 20 * time.Microsecond}, {"NATS", 2 * time.Millisecond}} {
			fmt.Fprintf(&table, "| %s | %d | %.2f s | %s |", s[0], len(p.Paths), oneExplorerSeconds(p), tr.name)
			for _, n := range counts[1:] {
				r := dist.Simulate(p, dist.SimOptions{Workers: n, Transfer: float64(tr.cost), ReplayPerChoice: replay})
				fmt.Fprintf(&table, " %.1f |", r.Speedup())
				if tr.name == "NATS" {
					b.ReportMetric(r.Speedup(), fmt.Sprintf("%s-x%d", s[0], n))
				}
			}
			table.WriteString("\n")
		}
	}
	b.Log("\n" + table.String())
}

// oneExplorerSeconds is the time of one explorer: the profile's work.
func oneExplorerSeconds(p dist.Profile) float64 {
	return dist.Simulate(p, dist.SimOptions{Workers: 1}).Time / float64(time.Second)
}
