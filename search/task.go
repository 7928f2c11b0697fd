package search

import (
	"errors"
	"fmt"
	"maps"

	"gospf/interp"
	"gospf/solver"
)

// Task names an unexplored subtree of the execution tree, so that another
// explorer (another VM, goroutine, process or machine) can explore it: the
// choice point that the choice sequence Prefix reaches from the start of
// the program, and the positions [From, To) of its exploration order that
// are still to be explored there. The zero Task is the whole tree.
//
// What is known of its feasibility travels with it: every side of the
// prefix was verified by the explorer that gave the task away (search/doc.go,
// "Parallel exploration"), so a task is replayed with no solver call, and
// Model is a model of the path condition at the choice point.
type Task struct {
	// Prefix holds, for each choice point from the root to the task's, the
	// position of the choice taken in the exploration order (Path.Seq).
	Prefix []int
	// From and To bound the positions explored at the task's choice point;
	// To is 0 for the whole tree.
	From, To int
	// Model satisfies the path condition at the task's choice point.
	Model solver.Model
	// Cuts are subtrees of this task that were already given away: they
	// are not explored again when the task is explored again after its
	// explorer died.
	Cuts []Cut
}

// Cut is a subtree given away: the positions from From on at the choice
// point that Prefix reaches.
type Cut struct {
	Prefix []int
	From   int
}

// Whole reports whether t is the whole execution tree.
func (t *Task) Whole() bool { return t.To == 0 }

// Sharer takes subtrees that a search gives away to idle explorers.
type Sharer interface {
	// Wanted reports whether an explorer waits for work. It is asked at
	// every choice point and must be cheap.
	Wanted() bool
	// Give hands over t; false means it was declined, and the search
	// explores t itself.
	Give(t *Task) bool
}

// ErrReplay is the error of a task whose prefix does not lead to a choice
// point on this VM: the program or configuration differs from the one the
// task was taken from, or the interpreter is not deterministic (a bug).
var ErrReplay = errors.New("task replay diverged")

// Explorer explores tasks one after the other on one VM and one solver
// (each explorer owns its VM state and solver stack; explorers share
// nothing).
type Explorer struct {
	opts   Options
	vm     *interp.VM
	solver solver.Solver
	// root is the state at the start of the program.
	root *interp.Snapshot
	// cost is the cost model of depth "auto", kept from task to task (nil
	// for a fixed depth).
	cost *costModel
}

// NewExplorer returns an explorer with the given strategy and options on
// vm, which must be at the start of the program (StartMain, StartEntry),
// checking with sv. Options.MaxPaths and MaxTime apply to each task.
func NewExplorer(strategy string, o Options, vm *interp.VM, sv solver.Solver) (*Explorer, error) {
	sr, err := New(strategy, o)
	if err != nil {
		return nil, err
	}
	ss, ok := sr.(*segmentSearch)
	if !ok {
		return nil, fmt.Errorf("search strategy %q cannot explore tasks", strategy)
	}
	e := &Explorer{opts: ss.opts, vm: vm, solver: sv, root: vm.Snapshot()}
	if e.opts.AutoDepth {
		e.cost = newCostModel()
	}
	return e, nil
}

// Explore explores task t, giving subtrees to sh (nil: none) while it
// wants them. Result.Stats counts this task's exploration only.
func (e *Explorer) Explore(t *Task, sh Sharer) (*Result, error) {
	e.vm.Restore(e.root)
	s := &segmentSearch{opts: e.opts, share: sh, cost: e.cost}
	if len(t.Cuts) > 0 {
		s.cuts = map[string]int{}
		for _, c := range t.Cuts {
			k := seqKey(c.Prefix)
			if f, ok := s.cuts[k]; !ok || c.From < f {
				s.cuts[k] = c.From
			}
		}
	}
	if t.Whole() {
		return s.explore(e.vm, e.solver, nil)
	}
	return s.explore(e.vm, e.solver, t)
}

// replay runs the VM from the start of the program along t's prefix and
// pushes t's choice point, verified, as the bottom of the stack. It makes
// no solver call: the prefix was verified where the task was made.
func (s *segmentSearch) replay(t *Task) error {
	vm := s.vm
	before, merged := vm.Instructions(), vm.MergeStats()
	for i, pos := range t.Prefix {
		gen, out, err := vm.Run()
		if err != nil {
			return err
		}
		if gen == nil && out != nil && out.Kind == interp.OutcomeStopped {
			return errStopped
		}
		if gen == nil || pos < 0 || pos >= len(gen.Choices) {
			return fmt.Errorf("%w: no choice %d at choice point %d", ErrReplay, pos, i+1)
		}
		vm.Choose(gen, gen.Order(s.opts.TrueFirst)[pos])
	}
	gen, out, err := vm.Run()
	if err != nil {
		return err
	}
	if gen == nil && out != nil && out.Kind == interp.OutcomeStopped {
		return errStopped
	}
	if gen == nil || t.From < 0 || t.To > len(gen.Choices) || t.From >= t.To {
		return fmt.Errorf("%w: no choices %d..%d at choice point %d", ErrReplay, t.From, t.To-1, len(t.Prefix)+1)
	}
	s.res.Stats.Replayed = vm.Instructions() - before
	s.res.Stats.ReplayedMerge = vm.MergeStats()
	s.res.Stats.ReplayedMerge.Sub(merged)
	s.prefix = t.Prefix
	n := s.push(gen, len(t.Prefix))
	n.next, n.started = t.From, true
	n.end = min(t.To, n.end)
	s.verLen = len(vm.PathCondition())
	s.verModel = t.Model
	return nil
}

// sequence returns the choice sequence down to (not including) the stack
// node at index depth: the task's prefix, then the position taken at each
// node above it.
func (s *segmentSearch) sequence(depth int) []int {
	seq := make([]int, 0, len(s.prefix)+depth)
	seq = append(seq, s.prefix...)
	for _, n := range s.stack[:depth] {
		seq = append(seq, n.next-1)
	}
	return seq
}

// cut returns end, lowered to the first position given away at the stack
// node at index i when the task's cuts name it.
func (s *segmentSearch) cut(i, end int) int {
	if s.cuts == nil {
		return end
	}
	if f, ok := s.cuts[seqKey(s.sequence(i))]; ok && f < end {
		return f
	}
	return end
}

// seqKey is a choice sequence as a map key.
func seqKey(seq []int) string { return fmt.Sprint(seq) }

// give hands the untried positions of the shallowest choice point that
// may be shared to the Sharer: the biggest subtree at hand. A choice point
// may be shared once its state and the side taken there are verified; then
// the explorer of the task does below it exactly what this search would
// have done on returning there (search/doc.go, "Parallel exploration").
func (s *segmentSearch) give() {
	for i, n := range s.stack {
		if n.pcLen > s.verLen {
			return // this node and those below are not verified
		}
		if !n.started || n.next >= n.end || (n.gen.Symbolic() && n.pcLen == s.verLen) {
			continue
		}
		m, ok, err := s.verifiedModel()
		if err != nil || !ok {
			return // no task now; the error, if any, comes back at the next use
		}
		t := &Task{Prefix: s.sequence(i), From: n.next, To: n.end, Model: maps.Clone(m)}
		if s.share.Give(t) {
			n.end = n.next
			s.res.Stats.Given++
		}
		return
	}
}
