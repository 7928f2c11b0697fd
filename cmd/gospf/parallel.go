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
		w, err := newWorker(cfg, o)
		if err != nil {
			return nil, err
		}
		ws = append(ws, w)
		// The limits are the whole exploration's (dist), not each task's.
		so := w.searchOptions(cfg, h.Stop, h.OnPath)
		so.MaxPaths, so.MaxTime = 0, 0
		return search.NewExplorer(cfg.Search.Strategy, so, w.vm, w.checker)
	}
	r, searchErr := dist.Run(newExplorer, dist.Options{Workers: n, MaxPaths: cfg.Search.MaxPaths, MaxTime: cfg.Search.MaxTime,
		Stop: o.stop, OnPath: o.onPath})
	if r == nil {
		return nil, searchErr
	}
	out, err := newOutcomeRun(cfg, ws[0].vm, &r.Result, ws)
	if err != nil {
		return nil, err
	}
	out.parallel = r
	// As with one explorer: the paths found before an error stay valid.
	return out, searchErr
}

// addSolverStats adds the counters of one worker's solver stack.
func (r *outcomeRun) addSolverStats(s *solver.Stack) {
	c := s.Calls()
	r.solver.Calls += c.Calls
	r.solver.Sat += c.Sat
	r.solver.Unsat += c.Unsat
	r.solver.Unknown += c.Unknown
	r.solver.Errors += c.Errors
	r.solver.Time += c.Time
	for i, l := range s.Layers() {
		if i == len(r.layers) {
			r.layers = append(r.layers, solver.LayerStats{Name: l.Name})
		}
		a := &r.layers[i]
		a.In += l.In
		a.AnsweredSat += l.AnsweredSat
		a.AnsweredUnsat += l.AnsweredUnsat
		a.PassedDown += l.PassedDown
		a.Time += l.Time
	}
	for i, b := range s.Backends() {
		if i == len(r.backends) {
			r.backends = append(r.backends, solver.BackendStats{Name: b.Name})
		}
		a := &r.backends[i]
		a.Calls += b.Calls
		a.Sat += b.Sat
		a.Unsat += b.Unsat
		a.Unknown += b.Unknown
		a.Declined += b.Declined
		a.Time += b.Time
	}
}

// jsonParallel is what the explorers did (--json "parallel").
type jsonParallel struct {
	Workers    []jsonWorker `json:"workers"`
	TasksMoved int          `json:"tasks_moved"`
	// Replayed counts the instructions executed replaying the prefixes of
	// tasks (not in "instructions").
	Replayed int64 `json:"replayed_instructions"`
}

// jsonWorker is one explorer's share of the run.
type jsonWorker struct {
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
	for i, w := range r.parallel.Workers {
		j.Workers = append(j.Workers, jsonWorker{Paths: w.Stats.Paths, Errors: w.Stats.Errors, Calls: r.workerCalls[i].Calls,
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
	for i, x := range j.Workers {
		fmt.Fprintf(w, "  worker %d: paths %d, calls %d, instructions %d, tasks %d (gave %d), busy %.1f ms, idle %.1f ms\n",
			i+1, x.Paths, x.Calls, x.Instructions, x.Tasks, x.Given, x.BusyMs, x.IdleMs)
	}
}
