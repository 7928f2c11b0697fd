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
	max  int
	ring []*ucEntry // the remembered sets in insertion order from next
	next int
	// byConj lists, for each conjunct, the remembered sets that contain it,
	// oldest first. It also holds forgotten sets (dead) until dead reaches
	// max, when it is rebuilt.
	byConj map[Expr][]*ucEntry
	dead   int
	// count holds the conjuncts of prev, the previous query, with their
	// multiplicity: updated from the previous query by the difference of
	// the two, which for a depth-first search is a few conjuncts.
	count map[Expr]int
	prev  []Expr
	ids   []uint32 // scratch
}

// DefaultUnsatCoresSize is the number of unsatisfiable sets a stack's
// unsat-core layer remembers.
const DefaultUnsatCoresSize = 4096

// maxCoreCandidates bounds the remembered sets examined for one query.
const maxCoreCandidates = 64

// ucEntry is one remembered unsatisfiable set of conjuncts.
type ucEntry struct {
	ids  []uint32 // sorted, distinct
	set  []Expr   // distinct
	dead bool     // forgotten
}

// NewUnsatCores returns the unsat-core layer over inner, remembering up to
// max sets.
func NewUnsatCores(max int, inner Solver) *UnsatCores {
	if max < 1 {
		max = 1
	}
	return &UnsatCores{
		layerBase: layerBase{Inner: inner, Stats: LayerStats{Name: "unsat-core"}},
		max:       max,
		byConj:    make(map[Expr][]*ucEntry),
		count:     make(map[Expr]int),
	}
}

// Check answers q unsat when it contains a remembered unsatisfiable set
// that holds q's last conjunct, and otherwise passes it down and remembers
// the unsatisfiable set of an unsat answer.
//
// Only sets holding the last conjunct are looked for: a search checks a
// path condition whose prefix it has verified, so any unsatisfiable subset
// holds one of the newer conjuncts, usually the last. Looking up every
// conjunct's sets cost more than the calls it saved (binheap: 66 us per
// query, against 320 us per call saved on 4% of the queries).
func (l *UnsatCores) Check(q Query) (Answer, error) {
	l.begin()
	defer l.end()
	if n := len(q.PC); n > 0 && len(l.ring) > 0 {
		l.sync(q.PC)
		chain := l.byConj[q.PC[n-1]]
		seen := 0
		for i := len(chain) - 1; i >= 0 && seen < maxCoreCandidates; i-- {
			en := chain[i]
			if en.dead {
				continue
			}
			seen++
			if l.contains(en.set) {
				l.sink.report(en.set)
				return l.answered(Answer{Result: Unsat})
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

// sync makes count hold the conjuncts of pc.
func (l *UnsatCores) sync(pc []Expr) {
	p := 0
	for p < len(l.prev) && p < len(pc) && l.prev[p] == pc[p] {
		p++
	}
	for _, e := range l.prev[p:] {
		if l.count[e]--; l.count[e] == 0 {
			delete(l.count, e)
		}
	}
	for _, e := range pc[p:] {
		l.count[e]++
	}
	l.prev = append(l.prev[:p], pc[p:]...)
}

// contains reports whether every conjunct of set is in the query. It
// looks from the end of the set: the set's conjuncts are in the order of
// the query it came from, whose prefix is likely shared with this query.
func (l *UnsatCores) contains(set []Expr) bool {
	for i := len(set) - 1; i >= 0; i-- {
		if l.count[set[i]] == 0 {
			return false
		}
	}
	return true
}

// remember records set (its distinct conjuncts) unless an equal set is
// remembered, forgetting the oldest set when full.
func (l *UnsatCores) remember(set []Expr) {
	l.ids = conjunctSet(set, l.ids[:0])
	if len(l.ids) == 0 {
		return // an empty set is no unsat set; never remembered
	}
	distinct := make([]Expr, 0, len(l.ids))
	for _, e := range set {
		if !slices.Contains(distinct, e) {
			distinct = append(distinct, e)
		}
	}
	for _, en := range l.byConj[distinct[0]] {
		if !en.dead && slices.Equal(en.ids, l.ids) {
			return
		}
	}
	en := &ucEntry{ids: slices.Clone(l.ids), set: distinct}
	if len(l.ring) < l.max {
		l.ring = append(l.ring, en)
	} else {
		l.ring[l.next].dead = true
		l.dead++
		l.ring[l.next] = en
		l.next = (l.next + 1) % l.max
	}
	for _, e := range distinct {
		l.byConj[e] = append(l.byConj[e], en)
	}
	if l.dead >= l.max {
		l.rebuild()
	}
}

// rebuild drops the forgotten sets from byConj.
func (l *UnsatCores) rebuild() {
	clear(l.byConj)
	for k := range l.ring {
		en := l.ring[(l.next+k)%len(l.ring)] // oldest first
		for _, e := range en.set {
			l.byConj[e] = append(l.byConj[e], en)
		}
	}
	l.dead = 0
}

// learn passes a sat answer down: this layer remembers unsat sets only.
func (l *UnsatCores) learn(pc []Expr, m Model) { l.teach(pc, m) }
