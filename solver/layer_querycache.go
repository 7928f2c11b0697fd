package solver

import (
	"maps"
	"slices"
)

// QueryCache is the layer "query-cache": it remembers the answers of the
// queries it passed down, keyed by the set of their conjuncts, and answers
// a query with the same set of conjuncts without a call.
//
// The key is the set of conjunct IDs: order and repetitions do not matter,
// so a path condition reached along two paths in different orders hits.
// Every answer passed down is asked for a model, so that a sat entry can
// answer later queries that want one; the caller gets the model only if it
// asked, and always a copy. An unsat entry also keeps the unsatisfiable set
// of conjuncts the layers below found (in a Stack; see CoreChecker), and
// reports it again on a hit. The cache holds at most max entries and
// forgets the oldest first. It depends on nothing but the queries: no
// state of the search is involved.
//
// Soundness: a conjunction's satisfiability and models depend only on its
// set of conjuncts. Keys are compared exactly (the sorted ID lists), not
// only by hash. Unknown answers and errors are never cached.
//
// Counters: AnsweredSat and AnsweredUnsat count the hits.
type QueryCache struct {
	layerBase
	table boundedTable[qcEntry]
	ids   []uint32 // scratch
}

// DefaultQueryCacheSize is the number of answers a stack's query cache
// remembers.
const DefaultQueryCacheSize = 100_000

// qcEntry is one remembered answer.
type qcEntry struct {
	ids  []uint32 // sorted, distinct: the key
	ans  Answer   // Sat (with a model, unless the solver below gave none) or Unsat
	core []Expr   // Unsat: an unsatisfiable subset of the query's conjuncts, if known
}

// NewQueryCache returns a query cache over inner holding up to max entries.
func NewQueryCache(max int, inner Solver) *QueryCache {
	return &QueryCache{
		layerBase: layerBase{Inner: inner, Stats: LayerStats{Name: "query-cache"}},
		table:     newBoundedTable[qcEntry](max),
	}
}

// Check answers q from the cache when its set of conjuncts is there (with
// a model, if q wants one), and otherwise passes it down and caches a sat
// or unsat answer.
func (l *QueryCache) Check(q Query) (Answer, error) {
	l.begin()
	defer l.end()
	l.ids = conjunctSet(q.PC, l.ids[:0])
	h := hashIDs(l.ids)
	if en := l.lookup(h, l.ids); en != nil {
		switch {
		case en.ans.Result == Unsat:
			l.sink.report(en.core)
			return l.answered(Answer{Result: Unsat})
		case en.ans.Model != nil || !q.NeedModel:
			a := Answer{Result: Sat}
			if q.NeedModel {
				a.Model = maps.Clone(en.ans.Model)
			}
			return l.answered(a)
		}
	}
	a, err := l.down(Query{PC: q.PC, NeedModel: true})
	if err != nil {
		return a, err
	}
	switch a.Result {
	case Sat:
		l.store(h, l.ids, Answer{Result: Sat, Model: maps.Clone(a.Model)}, nil)
		if !q.NeedModel {
			a.Model = nil
		}
	case Unsat:
		core, ok := l.sink.get()
		if !ok {
			core = q.PC
		}
		l.store(h, l.ids, Answer{Result: Unsat}, slices.Clone(core))
	}
	return a, nil
}

// learn caches pc as sat with model m and passes it down.
func (l *QueryCache) learn(pc []Expr, m Model) {
	ids := conjunctSet(pc, nil)
	l.store(hashIDs(ids), ids, Answer{Result: Sat, Model: maps.Clone(m)}, nil)
	l.teach(pc, m)
}

// conjunctSet appends to buf the sorted, distinct IDs of pc.
func conjunctSet(pc []Expr, buf []uint32) []uint32 {
	for _, c := range pc {
		buf = append(buf, c.ID())
	}
	slices.Sort(buf)
	return slices.Compact(buf)
}

func hashIDs(ids []uint32) uint64 {
	h := uint64(fnvOffset)
	for _, id := range ids {
		h = (h ^ uint64(id)) * fnvPrime
	}
	return h
}

func (l *QueryCache) lookup(h uint64, ids []uint32) *qcEntry {
	for _, en := range l.table.chain(h) {
		if slices.Equal(en.ids, ids) {
			return en
		}
	}
	return nil
}

// store caches an answer for the set ids (copied), replacing an entry for
// the same set, and forgetting the oldest entry when full.
func (l *QueryCache) store(h uint64, ids []uint32, a Answer, core []Expr) {
	if en := l.lookup(h, ids); en != nil {
		en.ans, en.core = a, core
		return
	}
	l.table.add(h, &qcEntry{ids: slices.Clone(ids), ans: a, core: core})
}
