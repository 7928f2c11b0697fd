package solver

import (
	"fmt"
	"time"
)

// This file is the backend of a stack when it is more than Z3: a native
// decision procedure asked first (package solver/lia) and a fallback
// solver (Z3) for the queries the native procedure declines. The pair is
// one backend: the Counting around it counts one call per check, whoever
// decided it, so every count of the contract is the same under every
// backend choice; Backends splits the calls by who decided them.

// A Decider is a partial satisfiability procedure: it answers the queries
// it can prove the answer of and declines the others. It never answers
// Unknown, and a Sat answer carries a model when it answers at all.
type Decider interface {
	// Name names the procedure in statistics ("native").
	Name() string
	// Decide answers q, or reports false (declines).
	Decide(q Query) (Answer, bool)
	// DecideCore is Decide for CoreChecker.CheckCore: on Unsat it also
	// gives a core (ascending indices into segment, as CheckCore's).
	DecideCore(prefix, segment []Expr) (Answer, []int, bool)
	Close() error
}

// BackendStats counts the checks one backend decided.
type BackendStats struct {
	Name                string
	Calls               int64 // checks this backend answered (every answer of a fallback)
	Sat, Unsat, Unknown int64
	Declined            int64         // checks passed on to the fallback (native procedures)
	Time                time.Duration // time spent in this backend, declined checks included
}

// Backends asks a native Decider first and a fallback Solver for what it
// declines. Either may be missing: with no native procedure every check
// goes to the fallback (backend "z3"); with no fallback a declined check is
// answered Unknown, with the reason (backend "native").
type Backends struct {
	native   Decider
	fallback Solver
	// stats[0] is the native procedure's, stats[1] the fallback's; a
	// missing one has no name.
	stats [2]BackendStats
}

var (
	_ Solver      = (*Backends)(nil)
	_ CoreChecker = (*Backends)(nil)
)

// NewBackends returns the backend made of native (nil: none) and fallback
// (nil: none), named fallbackName in statistics. One of them must be set.
func NewBackends(native Decider, fallback Solver, fallbackName string) (*Backends, error) {
	if native == nil && fallback == nil {
		return nil, fmt.Errorf("%w: no backend", ErrStackOptions)
	}
	b := &Backends{native: native, fallback: fallback}
	if native != nil {
		b.stats[0].Name = native.Name()
	}
	if fallback != nil {
		b.stats[1].Name = fallbackName
	}
	return b, nil
}

// Stats returns the counters of the backends in use, native first.
func (b *Backends) Stats() []BackendStats {
	var out []BackendStats
	for _, s := range b.stats {
		if s.Name != "" {
			out = append(out, s)
		}
	}
	return out
}

// Check asks the native procedure, then the fallback.
func (b *Backends) Check(q Query) (Answer, error) {
	if b.native != nil {
		start := time.Now()
		a, ok := b.native.Decide(q)
		if b.decided(start, a, ok) {
			return a, nil
		}
	}
	if b.fallback == nil {
		return Answer{Result: Unknown, Reason: "declined by the native procedure"}, nil
	}
	start := time.Now()
	a, err := b.fallback.Check(q)
	b.count(&b.stats[1], start, a, err)
	return a, err
}

// CheckCore asks the native procedure, then the fallback; a fallback that
// cannot compute cores gives the trivial core (every segment index).
func (b *Backends) CheckCore(prefix, segment []Expr) (Answer, []int, error) {
	if b.native != nil {
		start := time.Now()
		a, core, ok := b.native.DecideCore(prefix, segment)
		if b.decided(start, a, ok) {
			return a, core, nil
		}
	}
	if b.fallback == nil {
		return Answer{Result: Unknown, Reason: "declined by the native procedure"}, nil, nil
	}
	start := time.Now()
	if cc, ok := b.fallback.(CoreChecker); ok {
		a, core, err := cc.CheckCore(prefix, segment)
		b.count(&b.stats[1], start, a, err)
		return a, core, err
	}
	pc := append(append([]Expr{}, prefix...), segment...)
	a, err := b.fallback.Check(Query{PC: pc, NeedModel: true})
	b.count(&b.stats[1], start, a, err)
	if err != nil || a.Result != Unsat {
		return a, nil, err
	}
	return a, trivialCore(len(segment)), nil
}

// decided records a native attempt that started at start and reports
// whether it answered. In native-only mode a declined check is the
// native procedure's Unknown answer.
func (b *Backends) decided(start time.Time, a Answer, ok bool) bool {
	s := &b.stats[0]
	if !ok {
		s.Time += time.Since(start)
		if b.fallback == nil {
			s.Calls++
			s.Unknown++
		} else {
			s.Declined++
		}
		return false
	}
	b.count(s, start, a, nil)
	return true
}

// count records one answer of a backend.
func (b *Backends) count(s *BackendStats, start time.Time, a Answer, err error) {
	s.Time += time.Since(start)
	s.Calls++
	if err != nil {
		return
	}
	switch a.Result {
	case Sat:
		s.Sat++
	case Unsat:
		s.Unsat++
	default:
		s.Unknown++
	}
}

// Close closes both backends.
func (b *Backends) Close() error {
	var err error
	if b.native != nil {
		err = b.native.Close()
	}
	if b.fallback != nil {
		if ferr := b.fallback.Close(); err == nil {
			err = ferr
		}
	}
	return err
}
