package main

import (
	"fmt"
	"io"
	"runtime"

	"gospf/config"
	"gospf/dist"
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
func exploreParallel(cfg *config.Config, o runOpts, n int) (*outcomeRun, error) {
	var ws []*worker
	defer func() {
		for _, w := range ws {
			w.close()
		}
	}()
	newExplorer := func(i int, h dist.Hooks) (dist.Explorer, error) {
		o := o
		o.sharedTree = true
		w, err := newWorker(cfg, o)
		if err != nil {
			return nil, err
		}
		ws = append(ws, w)
		// The limits are the whole exploration's (dist), not each task's.
		so := w.searchOptions(cfg, h.Stop, h.OnPath)
		so.MaxPaths, so.MaxTime = 0, 0
		e, err := search.NewExplorer(cfg.Search.Strategy, so, w.vm, w.checker)
		if err != nil || o.wrapExplorer == nil {
			return e, err
		}
		return o.wrapExplorer(e), nil
	}
	r, searchErr := dist.Run(newExplorer, dist.Options{Workers: n, MaxPaths: cfg.Search.MaxPaths, MaxTime: cfg.Search.MaxTime,
		Stop: o.stop, OnPath: o.onPath})
	if r == nil {
		return nil, searchErr
	}
	var total dist.Counters
	var perWorker []solver.Stats
	for _, w := range ws {
		c := dist.CountersOf(w.stack, w.vm)
		total.Add(c)
		perWorker = append(perWorker, c.Calls)
	}
	// Veritesting's counts of the replays, and the calls of loop merging
	// in them, were counted where the tasks were made.
	total.SubReplayed(r.Stats.ReplayedMerge)
	out, err := newOutcomeRun(cfg, ws[0].vm, &r.Result, total, perWorker)
	if err != nil {
		return nil, err
	}
	out.parallel = r
	// As with one explorer: the paths found before an error stay valid.
	return out, searchErr
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
