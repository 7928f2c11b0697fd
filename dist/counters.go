package dist

import (
	"time"

	"gospf/interp"
	"gospf/solver"
)

// Counters are what an explorer's solver stack and VM counted: the calls,
// each layer's and each backend's counters, and veritesting's. They add
// up over explorers, whose stacks are built alike (same layers, same
// backends, in the same order).
type Counters struct {
	Calls    solver.Stats          `json:"calls"`
	Layers   []solver.LayerStats   `json:"layers,omitempty"`
	Backends []solver.BackendStats `json:"backends,omitempty"`
	Merge    interp.MergeStats     `json:"merge"`
	// Concretized counts the calls whose symbolic arguments were
	// concretised, by method (interp/concretize.go).
	Concretized map[string]int64 `json:"concretized,omitempty"`
	// Inexact counts the results gospf computed otherwise than the JVM
	// may, by method (interp/inexact.go).
	Inexact map[string]int64 `json:"inexact,omitempty"`
}

// CountersOf reads the counters of a stack and its VM.
func CountersOf(s *solver.Stack, vm *interp.VM) Counters {
	return Counters{Calls: s.Calls(), Layers: s.Layers(), Backends: s.Backends(), Merge: vm.MergeStats(), Concretized: vm.Concretized(), Inexact: vm.Inexact()}
}

// Add adds o to c.
func (c *Counters) Add(o Counters) {
	c.combine(o, 1)
	c.Merge.Add(o.Merge)
}

// Sub subtracts o from c: what was counted between two readings, o and
// c. Merge.LargestSummary, a maximum, stays c's.
func (c *Counters) Sub(o Counters) {
	c.combine(o, -1)
	c.Merge.Sub(o.Merge)
}

// SubReplayed subtracts what the VM counted while it replayed a task's
// prefix (search.Stats.ReplayedMerge): veritesting's counts, and the
// solver calls of loop merging's contexts, which the explorer that made
// the task counted already.
func (c *Counters) SubReplayed(m interp.MergeStats) {
	c.Merge.Sub(m)
	c.Calls.Calls -= m.LoopCalls
	c.Calls.Sat -= m.LoopSat
	c.Calls.Unsat -= m.LoopUnsat
}

// combine adds sign times o's solver counters to c's.
func (c *Counters) combine(o Counters, sign int64) {
	d := time.Duration(sign)
	c.Concretized = addCounts(c.Concretized, o.Concretized, sign)
	c.Inexact = addCounts(c.Inexact, o.Inexact, sign)
	c.Calls.Calls += sign * o.Calls.Calls
	c.Calls.Sat += sign * o.Calls.Sat
	c.Calls.Unsat += sign * o.Calls.Unsat
	c.Calls.Unknown += sign * o.Calls.Unknown
	c.Calls.Errors += sign * o.Calls.Errors
	c.Calls.Time += d * o.Calls.Time
	for i, l := range o.Layers {
		if i == len(c.Layers) {
			c.Layers = append(c.Layers, solver.LayerStats{Name: l.Name})
		}
		a := &c.Layers[i]
		a.In += sign * l.In
		a.AnsweredSat += sign * l.AnsweredSat
		a.AnsweredUnsat += sign * l.AnsweredUnsat
		a.PassedDown += sign * l.PassedDown
		a.Time += d * l.Time
	}
	for i, b := range o.Backends {
		if i == len(c.Backends) {
			c.Backends = append(c.Backends, solver.BackendStats{Name: b.Name})
		}
		a := &c.Backends[i]
		a.Calls += sign * b.Calls
		a.Sat += sign * b.Sat
		a.Unsat += sign * b.Unsat
		a.Unknown += sign * b.Unknown
		a.Declined += sign * b.Declined
		a.ModelReads += sign * b.ModelReads
		a.ModelRechecks += sign * b.ModelRechecks
		a.Time += d * b.Time
	}
}

// addCounts returns c plus sign times o, by key, without the keys whose
// count is zero.
func addCounts(c, o map[string]int64, sign int64) map[string]int64 {
	for k, n := range o {
		if c == nil {
			c = map[string]int64{}
		}
		c[k] += sign * n
		if c[k] == 0 {
			delete(c, k)
		}
	}
	return c
}
