package solver

import "slices"

// UnsatCores is the layer "unsat-core". In a Stack it does two things.
//
// First, it switches on unsat cores for Stack.CheckCore: the backend is
// asked with assumptions (solver/z3's CheckAssumptions, one call), and
// the core it returns, or the unsatisfiable set a layer found, is mapped
// to indices of the checked segment. The speculative search then bounds
// its binary search by max(core)+1 instead of the segment's length.
// Without this layer, CheckCore returns the trivial core (the whole
// segment), which is the paper's search.
//
// Second, as a layer of Check, it remembers the unsatisfiable sets of
// conjuncts that the layers below it or the backend found (Z3's cores
// from CheckCore; otherwise the conjuncts of the unsat query that reached
// the backend, which the independence layer may have sliced), and
// answers unsat, without a call, a query that contains all the
// conjuncts of a remembered set. This is the unsat half of KLEE's
// counterexample cache, with cores instead of whole queries: a set is
// found in a query by the conjunct of the set with the largest ID (the one
// created last, usually the most specific), then checked element by
// element. At most max sets are remembered, the oldest forgotten first.
//
// Soundness: a conjunction that contains an unsatisfiable subset is
// unsatisfiable, in any theory. The sets come only from unsat answers
// (never from unknown ones), and a Z3 core together with the prefix it
// was checked under is unsatisfiable by itself: the bottom of the stack
// reports the prefix and the core's segment conjuncts together.
//
// Counters: AnsweredUnsat counts the queries that contained a remembered
// set.
type UnsatCores struct {
	layerBase
	table boundedTable[ucEntry] // by the largest ID of the set
	in    map[uint32]bool       // scratch: the conjunct IDs of the query
	ids   []uint32              // scratch
}

// DefaultUnsatCoresSize is the number of unsatisfiable sets a stack's
// unsat-core layer remembers.
const DefaultUnsatCoresSize = 4096

// ucEntry is one remembered unsatisfiable set of conjuncts.
type ucEntry struct {
	ids []uint32 // sorted, distinct
	set []Expr
}

// NewUnsatCores returns the unsat-core layer over inner, remembering up to
// max sets.
func NewUnsatCores(max int, inner Solver) *UnsatCores {
	return &UnsatCores{
		layerBase: layerBase{Inner: inner, Stats: LayerStats{Name: "unsat-core"}},
		table:     newBoundedTable[ucEntry](max),
		in:        make(map[uint32]bool),
	}
}

// Check answers q unsat when it contains a remembered unsatisfiable set,
// and otherwise passes it down and remembers the unsatisfiable set of an
// unsat answer.
func (l *UnsatCores) Check(q Query) (Answer, error) {
	l.begin()
	defer l.end()
	if l.table.len() > 0 {
		clear(l.in)
		for _, c := range q.PC {
			l.in[c.ID()] = true
		}
		for _, c := range q.PC { // in query order: the reported set must not depend on map order
			for _, en := range l.table.chain(uint64(c.ID())) {
				if l.contains(en.ids) {
					l.sink.report(en.set)
					return l.answered(Answer{Result: Unsat})
				}
			}
		}
	}
	a, err := l.down(q)
	if err == nil && a.Result == Unsat {
		set, ok := l.sink.get()
		if !ok {
			set = q.PC
		}
		l.remember(set)
	}
	return a, err
}

// contains reports whether every ID of ids is in the query.
func (l *UnsatCores) contains(ids []uint32) bool {
	for _, id := range ids {
		if !l.in[id] {
			return false
		}
	}
	return true
}

// remember records set (copied) unless an equal set is remembered.
func (l *UnsatCores) remember(set []Expr) {
	l.ids = conjunctSet(set, l.ids[:0])
	if len(l.ids) == 0 {
		return // an empty set is no unsat set; never remembered
	}
	key := uint64(l.ids[len(l.ids)-1])
	for _, en := range l.table.chain(key) {
		if slices.Equal(en.ids, l.ids) {
			return
		}
	}
	l.table.add(key, &ucEntry{ids: slices.Clone(l.ids), set: slices.Clone(set)})
}

// learn passes a sat answer down: this layer remembers unsat sets only.
func (l *UnsatCores) learn(pc []Expr, m Model) { l.teach(pc, m) }
