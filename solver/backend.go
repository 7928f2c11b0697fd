package solver

import "time"

// This file puts a native decision procedure (package solver/lia) in
// front of a stack's layers. It decides most checks in microseconds,
// which is less than what most layers spend looking a query up, so it is
// asked first, as KLEE's chain puts the cheapest certain step first; the
// layers and the backend below them (Z3) see only the checks it declines.
// A check it decides reached a backend, so it is a solver call: with
// layers = "none" every check is a call under every backend choice, and
// the counts of the contract do not depend on who decides them.
//
// Measured on the subjects with the native procedure at the bottom of the
// stack instead (SSE k = 3 with absurdity, solver.layers = "all", per
// check that entered the stack): the layers spent 2.8 (syntactic), 12.7
// (unsat-core), 3.1 (independence), 3.0 (query-cache) and 7.6 (model-cache)
// microseconds a check on the sorted list, against 3.3 for a native check
// (DecideCore included), and "all" took 2.2x the time of "none"; in front,
// the layers cost nothing on a check the native procedure decides.

// A Decider is a partial satisfiability procedure: it answers the queries
// it can prove the answer of and declines the others. It never answers
// Unknown, and a Sat answer carries a model for every variable of the
// query.
type Decider interface {
	// Name names the procedure in statistics ("native").
	Name() string
	// Decide answers q, or reports false (declines).
	Decide(q Query) (Answer, bool)
	// DecideCore is Decide for CoreChecker.CheckCore, with pc the prefix
	// (its first prefix conjuncts) followed by the segment: on Unsat it
	// also gives a core (ascending indices into the segment, as
	// CheckCore's; read only, valid until the next call).
	DecideCore(pc []Expr, prefix int) (Answer, []int, bool)
	// KnownSat returns the longest prefix of the last query that the
	// procedure found satisfiable (its length, 0 for none) and a model.
	KnownSat() (int, Model)
	Close() error
}

// BackendStats counts the checks one backend decided.
type BackendStats struct {
	Name string
	// Calls counts the checks the backend answered: Sat + Unsat + Unknown.
	Calls               int64
	Sat, Unsat, Unknown int64
	// Declined counts the checks a native procedure passed on.
	Declined int64
	// ModelReads counts the models read from a backend that defers them
	// (ModelDeferrer: LastModel), and ModelRechecks those of them that it
	// checked again for because it no longer held them: not calls.
	ModelReads    int64
	ModelRechecks int64
	// Time is the time spent in the backend, declined checks included.
	Time time.Duration
}

// nativeFront is a Stack's native procedure and its counters.
type nativeFront struct {
	d     Decider
	stats BackendStats
}

// check asks the native procedure about q. It reports whether it decided;
// a decided answer is counted, and checked in validate mode. A declined
// check teaches the layers the longest prefix the procedure knows
// satisfiable, so that the independence layer and the caches, which never
// saw the checks decided in front of them, can still slice and hit.
func (n *nativeFront) check(s *Stack, q Query) (Answer, bool, error) {
	if n == nil {
		return Answer{}, false, nil
	}
	start := time.Now()
	a, ok := n.d.Decide(q)
	if !n.count(start, a, ok) {
		n.teach(s, q.PC)
		return Answer{}, false, nil
	}
	if s.val != nil {
		if err := s.val.check(n.stats.Name, q, a); err != nil {
			return Answer{}, false, err
		}
	}
	if !q.NeedModel {
		a.Model = nil
	}
	return a, true, nil
}

// checkCore is check for Stack.CheckCore. Without the unsat-core layer the
// core is the trivial one, as below the layers.
func (n *nativeFront) checkCore(s *Stack, pc []Expr, prefix int) (Answer, []int, bool, error) {
	if n == nil {
		return Answer{}, nil, false, nil
	}
	start := time.Now()
	a, core, ok := n.d.DecideCore(pc, prefix)
	if !n.count(start, a, ok) {
		n.teach(s, pc)
		return Answer{}, nil, false, nil
	}
	if a.Result == Unsat && !s.cores {
		core = trivialCore(len(pc) - prefix)
	}
	if s.val != nil {
		if err := s.val.check(n.stats.Name, Query{PC: pc, NeedModel: true}, a); err != nil {
			return Answer{}, nil, false, err
		}
		if a.Result == Unsat {
			if err := s.val.checkCore(pc[:prefix], pc[prefix:], core); err != nil {
				return Answer{}, nil, false, err
			}
		}
	}
	return a, core, true, nil
}

// count records one attempt that started at start and reports whether it
// answered.
func (n *nativeFront) count(start time.Time, a Answer, ok bool) bool {
	st := &n.stats
	st.Time += time.Since(start)
	if !ok {
		st.Declined++
		return false
	}
	st.Calls++
	if a.Result == Sat {
		st.Sat++
	} else {
		st.Unsat++
	}
	return true
}

// teach passes the longest prefix of pc known satisfiable to the layers.
func (n *nativeFront) teach(s *Stack, pc []Expr) {
	k, m := n.d.KnownSat()
	if l, ok := s.top.(learner); ok && k > 0 && k <= len(pc) {
		l.learn(pc[:k], m)
	}
}

// undecided is the backend of a Stack that has only a native procedure:
// every check that reaches it is unknown.
type undecided struct{}

func (undecided) Check(Query) (Answer, error) {
	return Answer{Result: Unknown, Reason: "declined by the native procedure"}, nil
}

func (undecided) Close() error { return nil }
