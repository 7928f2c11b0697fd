package search

import (
	"fmt"
	"sync/atomic"
	"time"

	"gospf/solver"
)

// watchEvery is how often a watcher looks at the stop request, the clock
// and the memory in use.
const watchEvery = 50 * time.Millisecond

// watcher stops a search from another goroutine while the search is inside
// a solver check, which may last minutes (Z3 on strings, floating point,
// non-linear bit-vector arithmetic): it polls what stopReason reads between
// steps (Options.Stop, MaxTime) and the memory in use (Options.Memory
// against MaxMemory), and when one of them says stop, it records the
// reason and interrupts the solver (solver.Interrupter). The interrupted
// check answers unknown; the search then stops at its next step with the
// reason. Without an Interrupter (the native procedure alone, whose
// checks are bounded by its budget) the steps' own checks suffice for the
// solver. The VM polls the watcher's halt flag at backward jumps and calls
// (interp.VM.SetStop): a path that computes for long on concrete values,
// between two steps of the search, ends as interp.OutcomeStopped.
type watcher struct {
	why atomic.Pointer[string]
	// halt is set with why; the VM polls it (interp.VM.SetStop), so that a
	// long concrete computation stops too.
	halt atomic.Bool
	done chan struct{}
}

// startWatch starts the watcher of s, or returns nil when there is nothing to
// watch; stop ends it.
func (s *segmentSearch) startWatch(sv solver.Solver) *watcher {
	o := &s.opts
	memory := o.MaxMemory > 0 && o.Memory != nil
	if !memory && o.Stop == nil && o.MaxTime == 0 {
		return nil
	}
	w := &watcher{done: make(chan struct{})}
	go func() {
		tick := time.NewTicker(watchEvery)
		defer tick.Stop()
		for {
			select {
			case <-w.done:
				return
			case <-tick.C:
			}
			why := ""
			switch {
			case o.Stop != nil && o.Stop.Load():
				why = "interrupted"
			case o.MaxTime > 0 && time.Since(s.start) > o.MaxTime:
				why = MaxTimeReason(o.MaxTime)
			case memory:
				if used := o.Memory(); used >= o.MaxMemory {
					why = MemoryReason
				}
			}
			if why != "" {
				w.why.Store(&why)
				w.halt.Store(true)
				solver.Interrupt(sv)
				return
			}
		}
	}()
	return w
}

// reason returns why the watcher stopped the search, "" if it did not.
func (w *watcher) reason() string {
	if w == nil {
		return ""
	}
	if p := w.why.Load(); p != nil {
		return *p
	}
	return ""
}

// stop ends the watcher.
func (w *watcher) stop() {
	if w != nil {
		close(w.done)
	}
}

// MemoryReason is Stats.Stopped for a search stopped by MaxMemory.
const MemoryReason = "memory"

// MaxTimeReason is Stats.Stopped for a search stopped by MaxTime d.
func MaxTimeReason(d time.Duration) string { return fmt.Sprintf("max_time (%s) reached", d) }
