package main

import (
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
	r, err := dist.Run(newExplorer, dist.Options{Workers: n, MaxPaths: cfg.Search.MaxPaths, MaxTime: cfg.Search.MaxTime,
		Stop: o.stop, OnPath: o.onPath})
	if err != nil {
		return nil, err
	}
	out, err := newOutcomeRun(cfg, ws[0].vm, &r.Result, ws)
	if err != nil {
		return nil, err
	}
	out.parallel = r
	return out, nil
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
