package main

import (
	"fmt"
	"io"
	"runtime"
	"sync"

	"gospf/classfile"
	"gospf/config"
	"gospf/dist"
	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// workerCount is the number of explorers cfg asks for: search.workers, or
// one per CPU.
func workerCount(cfg *config.Config) int {
	if cfg.Search.Summaries != "none" {
		// A summary's choice points depend on what its VM recorded
		// before, so an explorer could not replay another's prefix.
		return 1
	}
	if cfg.Search.MaxErrors > 0 {
		// The first errors are those of one depth-first search.
		return 1
	}
	if cfg.Search.Workers > 0 {
		return cfg.Search.Workers
	}
	return runtime.NumCPU()
}

// exploreParallel explores cfg with n explorers in goroutines of this
// process (package dist), each with its own VM and solver stack.
func exploreParallel(cfg *config.Config, o runOpts, n int) (out *outcomeRun, err error) {
	if n > 1 && cfg.Solver.Backend == "z3" {
		raiseProcs(n + 2)
	}
	// The explorers share one class path: its archives' indexes and the
	// classes parsed (classfile.ClassPath.Class), read only.
	cp, err := openClassPath(cfg)
	if err != nil {
		return nil, err
	}
	// ws[i] is explorer i's worker, nil when it could not be made;
	// dist.Run makes the explorers concurrently, each its own entry.
	ws := make([]*worker, n)
	defer func() {
		closed := closeWorkers(ws, cp)
		if out != nil {
			out.closed = closed
		}
	}()
	newExplorer := func(i int, h dist.Hooks) (dist.Explorer, error) {
		o := o
		o.sharedTree = true
		o.classPath = cp
		if o.beforeMake != nil {
			o.beforeMake(i)
		}
		w, err := newWorker(cfg, o)
		if err != nil {
			return nil, err
		}
		ws[i] = w
		// The limits are the whole exploration's (dist), not each task's.
		so := w.searchOptions(cfg, h.Stop, h.OnPath)
		so.MaxPaths, so.MaxTime = 0, 0
		e, err := search.NewExplorer(cfg.Search.Strategy, so, w.vm, w.checker)
		if err != nil || o.wrapExplorer == nil {
			return e, err
		}
		return o.wrapExplorer(i, e), nil
	}
	r, searchErr := dist.Run(newExplorer, dist.Options{Workers: n, MaxPaths: cfg.Search.MaxPaths, MaxTime: cfg.Search.MaxTime,
		Stop: o.stop, OnPath: o.onPath})
	if r == nil {
		return nil, searchErr
	}
	var total dist.Counters
	var perWorker []solver.Stats
	for _, w := range ws {
		var c dist.Counters
		if w != nil {
			c = dist.CountersOf(w.stack, w.vm)
		}
		total.Add(c)
		perWorker = append(perWorker, c.Calls)
	}
	// Veritesting's counts of the replays, and the calls of loop merging
	// in them, were counted where the tasks were made.
	total.SubReplayed(r.Stats.ReplayedMerge)
	// Any explorer's VM decodes the paths (they are alike); one that
	// could not be made has none.
	var vm *interp.VM
	for _, w := range ws {
		if w != nil {
			vm = w.vm
			break
		}
	}
	out, err = newOutcomeRun(cfg, vm, &r.Result, total, perWorker)
	if err != nil {
		return nil, err
	}
	out.parallel = r
	// As with one explorer: the paths found before an error stay valid.
	return out, searchErr
}

// closeWorkers closes the explorers' solver stacks (and the class paths
// they own), each on its own goroutine, then the class path they shared
// (cp, nil when none), in the background. The run's outcome needs none of
// them once it is made (its counts are read; its paths are decoded without
// loading a class, as they were after the class path was closed before),
// and deleting a Z3 context that made thousands of checks takes 1 to 3 ms,
// which a gospf process now spends while it reports the run, or never if
// it exits first (the system frees the memory). The returned channel is
// closed when everything is; the benchmarks wait for it between runs
// (untimed), as each run models a new process.
func closeWorkers(ws []*worker, cp *classfile.ClassPath) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		var wg sync.WaitGroup
		for _, w := range ws {
			if w != nil {
				wg.Go(w.close)
			}
		}
		wg.Wait()
		if cp != nil {
			cp.Close()
		}
	}()
	return done
}

// jsonParallel is what the explorers did (--json "parallel").
type jsonParallel struct {
	Workers    []jsonWorker `json:"workers"`
	TasksMoved int          `json:"tasks_moved"`
	// Replayed counts the instructions executed replaying the prefixes of
	// tasks (not in "instructions").
	Replayed int64 `json:"replayed_instructions"`
	// Run, Attempts and Discarded describe a distributed run (--nats):
	// its id, the task attempts started, and those given up for a later
	// attempt because their worker died or was too slow.
	Run       string `json:"run,omitempty"`
	Attempts  int    `json:"attempts,omitempty"`
	Discarded int    `json:"discarded_attempts,omitempty"`
}

// jsonWorker is one explorer's share of the run.
type jsonWorker struct {
	Name         string  `json:"name,omitempty"`
	Paths        int     `json:"paths"`
	Errors       int     `json:"errors"`
	Calls        int64   `json:"calls"`
	Instructions int64   `json:"instructions"`
	Tasks        int     `json:"tasks"`
	Given        int     `json:"given"`
	BusyMs       float64 `json:"busy_ms"`
	IdleMs       float64 `json:"idle_ms"`
}

func parallelJSON(r *outcomeRun) *jsonParallel {
	if r.parallel == nil {
		return nil
	}
	j := &jsonParallel{TasksMoved: r.parallel.Moved, Replayed: r.res.Stats.Replayed}
	var names []string
	if c := r.cluster; c != nil {
		j.Run, j.Attempts, j.Discarded, names = c.Run, c.Attempts, c.Discarded, c.WorkerNames
	}
	for i, w := range r.parallel.Workers {
		name := fmt.Sprint(i + 1)
		if names != nil {
			name = names[i]
		}
		j.Workers = append(j.Workers, jsonWorker{Name: name, Paths: w.Stats.Paths, Errors: w.Stats.Errors, Calls: r.workerCalls[i].Calls,
			Instructions: w.Stats.Instructions, Tasks: w.Stats.Tasks, Given: w.Stats.Given, BusyMs: ms(w.Busy), IdleMs: ms(w.Idle)})
	}
	return j
}

// printWorkers writes what each explorer did, when there were several.
func printWorkers(w io.Writer, r *outcomeRun) {
	j := parallelJSON(r)
	if j == nil {
		return
	}
	fmt.Fprintf(w, "workers: %d, tasks moved %d, replayed instructions %d\n", len(j.Workers), j.TasksMoved, j.Replayed)
	if j.Run != "" {
		fmt.Fprintf(w, "  run %s: %d task attempts, %d given up for a later one\n", j.Run, j.Attempts, j.Discarded)
	}
	for _, x := range j.Workers {
		fmt.Fprintf(w, "  worker %s: paths %d, calls %d, instructions %d, tasks %d (gave %d), busy %.1f ms, idle %.1f ms\n",
			x.Name, x.Paths, x.Calls, x.Instructions, x.Tasks, x.Given, x.BusyMs, x.IdleMs)
	}
}

// raiseProcs raises GOMAXPROCS to procs when it is lower; it never lowers
// it, so runs in one process do not undo each other's setting, which
// changes how fast a run is and nothing it finds. Explorers on Z3 spend
// most of their time in cgo calls, each holding its P (the runtime's
// processor) in a system call; with GOMAXPROCS at the number of cores,
// any other goroutine that wakes up (a watcher's ticker, a timer, the
// garbage collector) may take the P of an explorer that is inside Z3,
// which then sleeps when its call returns until a P is free. Counted with
// perf (context switches in runtime.exitsyscallNoP) on WBS, pure DFS, Z3
// alone, two explorers: 52 and 116 in two runs at GOMAXPROCS 2, none at
// 4. The explorers' sleep in BenchmarkZ3Explorers fell from 134 ms a run
// to 20-117 ms on a machine loaded about tenfold, too noisy to say more.
// With the native procedure the explorers compute in Go, and the setting
// stays the machine's.
func raiseProcs(procs int) {
	if runtime.GOMAXPROCS(0) < procs {
		runtime.GOMAXPROCS(procs)
	}
}
