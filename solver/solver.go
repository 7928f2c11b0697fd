package solver

import (
	"fmt"
	"time"
)

// Result is the outcome of a satisfiability check.
type Result uint8

// The results. The zero Result is Unknown.
const (
	Unknown Result = iota
	Sat
	Unsat
)

// String returns "unknown", "sat" or "unsat".
func (r Result) String() string {
	switch r {
	case Unknown:
		return "unknown"
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	}
	return fmt.Sprintf("Result(%d)", uint8(r))
}

// Query asks whether a path condition is satisfiable.
type Query struct {
	// PC is a conjunction; every element is a valid KBool expression. Solvers
	// may exploit a prefix shared with the previous query, so callers should
	// extend and truncate one slice rather than reorder it.
	PC []Expr
	// NeedModel asks for a model when the answer is Sat.
	NeedModel bool
}

// Answer is a solver's reply to a Query.
type Answer struct {
	Result Result
	// Model is set when Result is Sat and the query asked for a model: it has
	// a value for every variable of PC, within the variable's bounds.
	Model Model
	// Reason says why the answer is Unknown (for example "timeout").
	Reason string
}

// Solver decides the satisfiability of path conditions. An error means the
// backend failed (not that the answer is unknown) and ends the run.
// Solvers are not safe for concurrent use.
type Solver interface {
	Check(q Query) (Answer, error)
	Close() error
}

// Stats counts solver calls: a call is one check that reached the backend.
type Stats struct {
	Calls   int64 // every Check passed down, including those that failed
	Sat     int64
	Unsat   int64
	Unknown int64
	Errors  int64         // Checks whose inner solver returned an error
	Time    time.Duration // wall-clock time spent in the inner solver
}

// Counting is the outermost layer of a solver stack: it counts every Check
// it passes down to Inner, by result, and the time spent there.
type Counting struct {
	Inner Solver
	Stats Stats
}

// Check passes q to the inner solver and counts the call.
func (c *Counting) Check(q Query) (Answer, error) {
	start := time.Now()
	a, err := c.Inner.Check(q)
	c.count(start, a, err)
	return a, err
}

// count records one call that started at start and ended with a or err.
func (c *Counting) count(start time.Time, a Answer, err error) {
	c.Stats.Time += time.Since(start)
	c.Stats.Calls++
	switch {
	case err != nil:
		c.Stats.Errors++
	case a.Result == Sat:
		c.Stats.Sat++
	case a.Result == Unsat:
		c.Stats.Unsat++
	default:
		c.Stats.Unknown++
	}
}

// Close closes the inner solver.
func (c *Counting) Close() error { return c.Inner.Close() }

// Interrupter is implemented by solvers whose check in progress can be cut
// short from another goroutine: the Z3 backend (solver/z3), and Stack,
// which passes it to every backend it holds. Interrupt is the one method
// of a solver that is safe to call concurrently with Check and Close; the
// check in progress, if any, returns soon with an Unknown answer (a solver
// call like any other, counted as unknown). A check that starts after
// Interrupt returned is not affected: whoever stops a search interrupts
// again until the search has ended (package search does).
type Interrupter interface {
	Interrupt()
}

// Interrupt interrupts s when it is an Interrupter, and does nothing
// otherwise (the native procedure's checks are bounded by its budget).
func Interrupt(s any) {
	if i, ok := s.(Interrupter); ok {
		i.Interrupt()
	}
}

// ModelDeferrer is implemented by solvers whose checks cost less without a
// model and that can give the model of a satisfiable path condition
// afterwards: the Z3 backend (solver/z3), where building the model is
// most of a check's time and the part that explorers of one process
// contend for (Z3's process-wide parameter and symbol tables), and Stack
// when nothing stands between it and such a backend. A search that checks
// many path conditions but reads few of their models (pure DFS reads at
// most one per path, at its end) asks with NeedModel false and calls
// LastModel for the ones it reads.
type ModelDeferrer interface {
	// DefersModels reports whether checks without a model are cheaper and
	// LastModel can be used. When false, LastModel must not be called.
	DefersModels() bool
	// LastModel returns a model of pc, a path condition a check proved
	// satisfiable, whole or as a prefix of the checked one: the model of
	// the last check when that check was of pc or of an extension of it
	// and nothing has changed since; otherwise one from a new check of pc,
	// which is not a solver call (it decides nothing) and is counted as a
	// model re-check. ok is false when that check could not find one (it
	// was interrupted or timed out); an error means the backend failed or
	// pc is not satisfiable after all. It never returns the model of
	// another path condition.
	LastModel(pc []Expr) (m Model, ok bool, err error)
}
