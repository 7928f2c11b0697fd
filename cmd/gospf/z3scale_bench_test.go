package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gospf/dist"
	"gospf/search"
)

// z3Scale is the run BenchmarkZ3Explorers measures: WBS under pure DFS
// with Z3 alone (no native procedure, no layers): 17412 checks, every one
// of them reaching Z3, and little else. As in gospf run without --paths,
// no model of its 8707 paths (none an error) is read.
var z3Scale = []string{"search.strategy=dfs", "solver.backend=z3", `solver.layers="none"`}

// BenchmarkZ3Explorers measures how explorers in one process scale on a
// run that is almost all Z3 (z3Scale): one explorer, two explorers, and
// two gospf processes running the same one-explorer run side by side. The
// runs are those of a gospf process: nothing of the benchmark's runs on the
// explorers' goroutines. Besides the wall clock (ns/op) it reports the whole
// process's time during the runs: proc-user-ms/op and proc-sys-ms/op, its
// CPU (getrusage: every thread, the explorers' and everything beside
// them); proc-runq-ms/op, the time its threads were ready to run but
// waited for a CPU, all threads added up (/proc/self/task/*/schedstat):
// on a quiet machine, the time the process's own threads took the cores
// from each other; faults/op, its page faults; gc-cpu-ms/op and gcs/op,
// the CPU time of Go's garbage collector during the runs (runtime/metrics,
// an estimate) and its cycles.
// Each run starts as a gospf process does, its heap collected and
// returned to the system before (untimed) and the floor below which the
// process does not collect armed (gcFloor): WBS's runs allocate less, so
// they collect never, as gospf runs of WBS do.
//
// The timeline (dist.Timeline, wall clock) says where the run's time went:
// ready-ms/op, until the first explorer was made (its VM started, its
// solvers made: nobody explores before); all-ready-ms/op, until the last
// was; all-busy-ms/op, until every explorer had a task; tail-ms/op, from
// the first explorer's last task to the end of the exploring; end-ms/op,
// from there to the return (merging; the solvers and the class path are
// closed in the background, closeWorkers); idle-ms/op, the time the
// explorers waited for a task, all of them (the hand-overs and the tail).
//
// With -z3explorers.threads it also reports, per explorer thread, where
// its time went: cpu-ms, on a CPU; runq-ms, waiting for one; blocked-ms,
// asleep (a lock, a task, a page from the disk); dedicated-ms/op, the
// largest cpu + blocked of the explorers of a run, what cores of their own
// would take; make-ms/op and make-cpu-ms/op, the longest making of an
// explorer (CPU plus sleep of its thread, the solvers being made on
// another thread meanwhile) and the CPU of all the makings. To read its
// thread's times, each explorer is then locked to its thread
// (runtime.LockOSThread) while it is made and while it explores, which a
// gospf process does not do and which costs time: a locked goroutine that
// yields or is preempted hands its P to another thread and sleeps until
// that thread wakes it (two thread wake-ups where an unlocked goroutine
// needs none), so these runs are slower than a process's.
//
//	go test -run XXX -bench Z3Explorers -benchtime 3x ./cmd/gospf
//	go test -run XXX -bench Z3Explorers -benchtime 3x ./cmd/gospf -args -z3explorers.threads
func BenchmarkZ3Explorers(b *testing.B) {
	for _, mode := range []string{"1", "2", "1-process", "2-processes"} {
		b.Run(mode, func(b *testing.B) {
			// Two explorers raise GOMAXPROCS (raiseProcs); each mode
			// starts from the machine's.
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
			classes := subjectClasses(b, "wbs")
			if p, ok := strings.CutSuffix(mode, "-processes"); ok || strings.HasSuffix(mode, "-process") {
				n, _ := strconv.Atoi(strings.TrimSuffix(p, "-process"))
				benchProcesses(b, classes, n)
				return
			}
			n, _ := strconv.Atoi(mode)
			cfg := loadSubject(b, "wbs", "wbs", classes, z3Scale...)
			var mu sync.Mutex
			var threads []*threadSched
			// making[i] is explorer i's making, measured on its thread
			// from beforeMake to wrapExplorer.
			making := make([]sched, n)
			o := runOpts{errorModelsOnly: true}
			if *z3ExplorerThreads {
				o.beforeMake = func(i int) {
					runtime.LockOSThread()
					making[i] = sched{}
					making[i].begin()
				}
				o.wrapExplorer = func(i int, e dist.Explorer) dist.Explorer {
					making[i].end()
					runtime.UnlockOSThread()
					t := &threadSched{inner: e}
					mu.Lock()
					threads = append(threads, t)
					mu.Unlock()
					return t
				}
			}
			var r *outcomeRun
			var err error
			var cpu, runq, blocked, dedicated time.Duration
			var makeCPU, makeDedicated time.Duration
			gc := []metrics.Sample{{Name: "/cpu/classes/gc/total:cpu-seconds"}, {Name: "/gc/cycles/total:gc-cycles"}}
			var gcCPU float64
			var gcs uint64
			var tl timeline
			var proc procUsage
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				// The last run's solvers close in the background
				// (closeWorkers), which a process that exits does not
				// wait for; its paths and explorers, which it would not
				// hold.
				if r != nil {
					<-r.closed
				}
				r, threads = nil, nil
				debug.FreeOSMemory()
				processGC.arm()
				b.StartTimer()
				metrics.Read(gc)
				gc0, n0 := gc[0].Value.Float64(), gc[1].Value.Uint64()
				ru0, ts0 := rusage(), taskSched()
				start := time.Now()
				if r, err = exploreParallel(cfg, o, n); err != nil {
					b.Fatal(err)
				}
				tl.add(r.parallel, time.Since(start))
				proc.add(ru0, rusage())
				proc.addSched(ts0, taskSched())
				metrics.Read(gc)
				gcCPU += gc[0].Value.Float64() - gc0
				gcs += gc[1].Value.Uint64() - n0
				var most time.Duration
				for _, t := range threads {
					cpu += t.cpu
					runq += t.runq
					blocked += t.blocked
					most = max(most, t.cpu+t.blocked)
				}
				dedicated += most
				most = 0
				for _, m := range making {
					makeCPU += m.cpu
					most = max(most, m.cpu+m.blocked)
				}
				makeDedicated += most
			}
			b.StopTimer()
			<-r.closed
			if r.res.Stats.Paths != 8707 || r.solver.Calls != 17412 {
				b.Fatalf("%d paths, %d calls; want 8707 and 17412 (subjects/wbs)", r.res.Stats.Paths, r.solver.Calls)
			}
			per := func(d time.Duration) float64 { return float64(d.Milliseconds()) / float64(b.N) }
			if *z3ExplorerThreads {
				b.ReportMetric(per(cpu), "cpu-ms/op")
				b.ReportMetric(per(runq), "runq-ms/op")
				b.ReportMetric(per(blocked), "blocked-ms/op")
				b.ReportMetric(per(dedicated), "dedicated-ms/op")
				b.ReportMetric(per(makeCPU), "make-cpu-ms/op")
				b.ReportMetric(per(makeDedicated), "make-ms/op")
			}
			b.ReportMetric(gcCPU*1000/float64(b.N), "gc-cpu-ms/op")
			b.ReportMetric(float64(gcs)/float64(b.N), "gcs/op")
			tl.report(b)
			proc.report(b)
		})
	}
}

// timeline adds up where the wall-clock time of the runs went
// (dist.Timeline), as BenchmarkZ3Explorers reports it.
type timeline struct {
	ready, allReady, allBusy, tail, end, idle time.Duration
	n                                         int
}

func (t *timeline) add(r *dist.Result, wall time.Duration) {
	ws := r.Workers
	ready, allReady := ws[0].Timeline.Ready, time.Duration(0)
	allBusy, lastStart, done := time.Duration(0), time.Duration(-1), time.Duration(0)
	for _, w := range ws {
		t.idle += w.Idle
		tl := w.Timeline
		ready, allReady = min(ready, tl.Ready), max(allReady, tl.Ready)
		allBusy, done = max(allBusy, tl.First), max(done, tl.Done)
		if lastStart < 0 || tl.Last < lastStart {
			lastStart = tl.Last
		}
	}
	t.ready += ready
	t.allReady += allReady
	t.allBusy += allBusy
	t.tail += done - lastStart
	t.end += wall - done
	t.n++
}

func (t *timeline) report(b *testing.B) {
	per := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 / float64(t.n) }
	b.ReportMetric(per(t.ready), "ready-ms/op")
	b.ReportMetric(per(t.allReady), "all-ready-ms/op")
	b.ReportMetric(per(t.allBusy), "all-busy-ms/op")
	b.ReportMetric(per(t.tail), "tail-ms/op")
	b.ReportMetric(per(t.end), "end-ms/op")
	b.ReportMetric(per(t.idle), "idle-ms/op")
}

// z3ExplorerThreads makes BenchmarkZ3Explorers lock each explorer to its
// thread to report the threads' times (see there).
var z3ExplorerThreads = flag.Bool("z3explorers.threads", false, "BenchmarkZ3Explorers: lock each explorer to its thread and report its thread's times (slower runs)")

// benchProcesses runs n gospf processes (this test binary, TestMain) of
// the one-explorer run side by side and reports their CPU time (user and
// system, whole processes, start-up included).
func benchProcesses(b *testing.B, classes string, n int) {
	exe, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	args := []string{"run", "../../subjects/wbs/wbs.toml", "--quiet", `-Dtarget.classpath=["` + classes + `"]`, "-Dsearch.workers=1"}
	for _, ov := range z3Scale {
		args = append(args, "-D"+ov)
	}
	var cpu time.Duration
	for range b.N {
		var wg sync.WaitGroup
		cmds := make([]*exec.Cmd, n)
		for i := range cmds {
			cmds[i] = exec.Command(exe, args...)
			cmds[i].Env = append(os.Environ(), workerEnv+"=1")
			var out strings.Builder
			cmds[i].Stdout = &out
			if err := cmds[i].Start(); err != nil {
				b.Fatal(err)
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := cmds[i].Wait(); err != nil || !strings.Contains(out.String(), "paths: 8707") {
					b.Errorf("process %d: %v\n%s", i, err, out.String())
				}
			}()
		}
		wg.Wait()
		for _, c := range cmds {
			cpu += c.ProcessState.UserTime() + c.ProcessState.SystemTime()
		}
	}
	b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
}

// threadSched measures where an explorer's thread spends its time in
// Explore: on a CPU, waiting for one, asleep.
type threadSched struct {
	inner dist.Explorer
	sched
}

func (t *threadSched) Explore(task *search.Task, sh search.Sharer) (*search.Result, error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	t.begin()
	defer t.end()
	return t.inner.Explore(task, sh)
}

// sched adds up the time of the calling thread between begin and end
// (each pair on one locked thread): on a CPU, waiting for one, asleep.
type sched struct {
	cpu, runq, blocked time.Duration
	run0, wait0        time.Duration
	start              time.Time
}

func (s *sched) begin() {
	s.run0, s.wait0 = schedstat()
	s.start = time.Now()
}

func (s *sched) end() {
	wall := time.Since(s.start)
	run1, wait1 := schedstat()
	s.cpu += run1 - s.run0
	s.runq += wait1 - s.wait0
	s.blocked += wall - (run1 - s.run0) - (wait1 - s.wait0)
}

// schedstat returns the calling thread's time on a CPU and waiting on a
// run queue (/proc/thread-self/schedstat).
func schedstat() (run, wait time.Duration) {
	b, err := os.ReadFile("/proc/thread-self/schedstat")
	if err != nil {
		panic(fmt.Sprintf("schedstat: %v", err))
	}
	f := strings.Fields(string(b))
	r, _ := strconv.ParseInt(f[0], 10, 64)
	w, _ := strconv.ParseInt(f[1], 10, 64)
	return time.Duration(r), time.Duration(w)
}

// taskSched returns the time each thread of the process has waited on a
// run queue, by thread id (/proc/self/task/*/schedstat).
func taskSched() map[string]time.Duration {
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		panic(fmt.Sprintf("schedstat: %v", err))
	}
	waits := make(map[string]time.Duration, len(tasks))
	for _, t := range tasks {
		b, err := os.ReadFile("/proc/self/task/" + t.Name() + "/schedstat")
		if err != nil {
			continue // the thread ended meanwhile
		}
		f := strings.Fields(string(b))
		w, _ := strconv.ParseInt(f[1], 10, 64)
		waits[t.Name()] = time.Duration(w)
	}
	return waits
}

// procUsage adds up the whole process's CPU (user and system, every
// thread) and page faults over the timed runs: what the explorers' threads
// do (cpu-ms/op) and what else runs beside them on the same cores.
type procUsage struct {
	user, sys, runq time.Duration
	faults          int64
	n               int
}

func (p *procUsage) add(a, b syscall.Rusage) {
	p.user += time.Duration(syscall.TimevalToNsec(b.Utime) - syscall.TimevalToNsec(a.Utime))
	p.sys += time.Duration(syscall.TimevalToNsec(b.Stime) - syscall.TimevalToNsec(a.Stime))
	p.faults += b.Minflt - a.Minflt
	p.n++
}

// addSched adds the time the process's threads waited for a CPU between
// the snapshots a and b (taskSched). A thread made in between waited all
// its waits in between; one that ended in between is not counted (Go's
// runtime keeps its threads).
func (p *procUsage) addSched(a, b map[string]time.Duration) {
	for tid, w := range b {
		p.runq += w - a[tid]
	}
}

func (p *procUsage) report(b *testing.B) {
	per := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 / float64(p.n) }
	b.ReportMetric(per(p.user), "proc-user-ms/op")
	b.ReportMetric(per(p.sys), "proc-sys-ms/op")
	b.ReportMetric(per(p.runq), "proc-runq-ms/op")
	b.ReportMetric(float64(p.faults)/float64(p.n), "faults/op")
}

// rusage returns the process's resource usage (getrusage, RUSAGE_SELF).
func rusage() syscall.Rusage {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		panic(fmt.Sprintf("getrusage: %v", err))
	}
	return u
}
