package solver

import (
	"fmt"
	"maps"
	"slices"
)

// Independence is the layer "independence": it remembers the path
// conditions of recent sat answers with their models, and when a query
// extends one of them, sends down only the part of the query that the
// extension can affect.
//
// For a query PC, the layer finds the longest prefix PC[:p] that is a
// remembered sat path condition (equal element-wise, ==). The conjuncts
// PC[p:] are the suffix. The slice is the suffix together with every
// conjunct of the prefix that shares a variable with it, transitively (a
// union-find over the query's variables); the rest, R, are the prefix
// conjuncts in other components. Only the slice is passed down; on sat its
// model is merged with the remembered model, which gives the values of
// R's variables. When the suffix is empty the query is a remembered sat
// path condition and is answered with its model, without a call. When
// no prefix is remembered, or the slice is the whole query, the whole
// query is passed down. Every answer passed down is asked for a model,
// and every sat answer is remembered with it, together with the prefixes
// of its path condition that extend the remembered prefix it was sliced
// against (a model of a path condition satisfies each of its prefixes;
// answered from such an entry, the model is restricted to the prefix's
// variables). Speculative DFS checks several branch sides at once and then
// returns to the choice points between them: without the prefixes, the
// slice of the next side would hold every side since the last remembered
// prefix, a query no cache below has seen (on WBS over Z3, k = 3 made
// 2,766 calls that reached Z3; with them, 32, as pure DFS's 31).
//
// Soundness: R and the slice share no variable, and a conjunct's value
// depends only on its variables (bounds are per variable). R is a subset
// of the remembered prefix, which the remembered model M satisfies, so M
// restricted to R's variables satisfies R. Hence if the slice has a model
// N, M's values for R's variables together with N satisfy the whole query;
// and if the slice is unsat, so is the query, which contains it. This holds
// in both theories. Unknown answers are passed up and not remembered.
//
// Counters: AnsweredSat counts the queries that were remembered sat path
// conditions. PassedDown counts the rest, sliced or whole; the slices'
// sizes are what makes the calls below cheaper and the caches below hit.
type Independence struct {
	layerBase
	table boundedTable[indEntry]
	vars  varsMemo

	hashes []uint64      // scratch: hashes of the query's prefixes
	index  map[*node]int // scratch: union-find numbering of variables
	parent []int         // scratch: the union-find forest
	roots  map[int]bool  // scratch: the components of the suffix
}

// DefaultIndependenceSize is the number of sat path conditions a stack's
// independence layer remembers.
const DefaultIndependenceSize = 4096

// indEntry is one remembered sat path condition.
type indEntry struct {
	pc    []Expr
	model Model // a value for every variable of pc
	// prefix is set when pc is a prefix of the path condition the model
	// was found for: the model may hold values of other variables too.
	prefix bool
}

// NewIndependence returns an independence layer over inner that remembers
// up to max sat path conditions.
func NewIndependence(max int, inner Solver) *Independence {
	return &Independence{
		layerBase: layerBase{Inner: inner, Stats: LayerStats{Name: "independence"}},
		table:     newBoundedTable[indEntry](max),
	}
}

// Check sends down the slice of q that its longest remembered sat prefix
// does not settle (see Independence).
func (l *Independence) Check(q Query) (Answer, error) {
	l.begin()
	defer l.end()
	l.hashes = prefixHashes(q.PC, l.hashes[:0])
	var en *indEntry
	p := 0
	for i := len(q.PC); i >= 1 && en == nil; i-- {
		if en = l.lookup(l.hashes[i-1], q.PC[:i]); en != nil {
			p = i
		}
	}
	if en == nil {
		return l.whole(q, 0)
	}
	if p == len(q.PC) {
		a := Answer{Result: Sat}
		if q.NeedModel {
			a.Model = l.modelOf(en)
		}
		return l.answered(a)
	}
	slice := l.slice(q.PC, p)
	if len(slice) == len(q.PC) {
		return l.whole(q, p)
	}
	a, err := l.down(Query{PC: slice, NeedModel: true})
	if err != nil || a.Result != Sat {
		return a, err
	}
	merged, err := l.merge(q.PC, a.Model, en.model)
	if err != nil {
		return Answer{}, err
	}
	l.remember(q.PC, merged, p)
	a.Model = nil
	if q.NeedModel {
		a.Model = maps.Clone(merged)
	}
	return a, nil
}

// whole passes q down (asking for a model) and remembers a sat answer;
// q.PC[:p] is remembered already.
func (l *Independence) whole(q Query, p int) (Answer, error) {
	a, err := l.down(Query{PC: q.PC, NeedModel: true})
	if err != nil || a.Result != Sat {
		return a, err
	}
	if a.Model == nil {
		return Answer{}, fmt.Errorf("solver: independence: the solver below answered sat without a model for %v", q.PC)
	}
	l.remember(q.PC, maps.Clone(a.Model), p)
	if !q.NeedModel {
		a.Model = nil
	}
	return a, nil
}

// learn remembers pc as sat with model m and passes it down.
func (l *Independence) learn(pc []Expr, m Model) {
	l.remember(pc, maps.Clone(m), len(pc))
	l.teach(pc, m)
}

// merge returns, for every variable of pc, its value in slice (the model
// of the slice), or else in prefix (the remembered model).
func (l *Independence) merge(pc []Expr, slice, prefix Model) (Model, error) {
	out := make(Model)
	for _, c := range pc {
		for _, v := range l.vars.of(c) {
			name := v.Name()
			if _, ok := out[name]; ok {
				continue
			}
			val, ok := slice[name]
			if !ok {
				val, ok = prefix[name]
			}
			if !ok {
				return nil, fmt.Errorf("solver: independence: no value for %s in the models of the slice and the prefix of %v", name, pc)
			}
			out[name] = val
		}
	}
	return out, nil
}

// slice returns the conjuncts of pc[p:] and those of pc[:p] connected to
// them by shared variables, in the order of pc.
func (l *Independence) slice(pc []Expr, p int) []Expr {
	if l.index == nil {
		l.index = make(map[*node]int)
		l.roots = make(map[int]bool)
	}
	clear(l.index)
	clear(l.roots)
	l.parent = l.parent[:0]
	for _, c := range pc {
		vs := l.vars.of(c)
		for j, v := range vs {
			i := l.number(v.n)
			if j > 0 {
				l.union(l.number(vs[0].n), i)
			}
		}
	}
	for _, c := range pc[p:] {
		for _, v := range l.vars.of(c) {
			l.roots[l.find(l.index[v.n])] = true
		}
	}
	out := make([]Expr, 0, len(pc))
	for i, c := range pc {
		if i >= p {
			out = append(out, c)
			continue
		}
		if vs := l.vars.of(c); len(vs) > 0 && l.roots[l.find(l.index[vs[0].n])] {
			out = append(out, c)
		}
	}
	return out
}

// number returns v's index in the union-find forest, adding it.
func (l *Independence) number(v *node) int {
	i, ok := l.index[v]
	if !ok {
		i = len(l.parent)
		l.index[v] = i
		l.parent = append(l.parent, i)
	}
	return i
}

func (l *Independence) find(i int) int {
	for l.parent[i] != i {
		l.parent[i] = l.parent[l.parent[i]]
		i = l.parent[i]
	}
	return i
}

func (l *Independence) union(i, j int) {
	if ri, rj := l.find(i), l.find(j); ri != rj {
		l.parent[ri] = rj
	}
}

// prefixHashes appends to buf the hash of pc[:i+1] for each i.
func prefixHashes(pc []Expr, buf []uint64) []uint64 {
	h := uint64(fnvOffset)
	for _, c := range pc {
		h = (h ^ uint64(c.ID())) * fnvPrime
		buf = append(buf, h)
	}
	return buf
}

// lookup returns the remembered entry for pc, whose hash is h, or nil.
func (l *Independence) lookup(h uint64, pc []Expr) *indEntry {
	for _, en := range l.table.chain(h) {
		if slices.Equal(en.pc, pc) {
			return en
		}
	}
	return nil
}

// remember records pc as sat with model m (which it keeps), replacing the
// model of an equal remembered pc, and forgetting the oldest entry when
// full. The prefixes of pc longer than from (pc[:from] is remembered
// already) are remembered too, with the same model: a model of pc is one
// of each of its prefixes. A search that checks several branch sides at
// once (speculative DFS) and then returns to a choice point between them
// extends such a prefix, and its slice is then the new side's alone, a
// query the caches below have seen, where it would otherwise hold the
// sides since the last remembered prefix (docs/auto-depth.md).
func (l *Independence) remember(pc []Expr, m Model, from int) {
	l.hashes = prefixHashes(pc, l.hashes[:0])
	h := uint64(fnvOffset)
	if len(pc) > 0 {
		h = l.hashes[len(pc)-1]
	}
	if en := l.lookup(h, pc); en != nil {
		en.model, en.prefix = m, false
		return
	}
	kept := slices.Clone(pc)
	l.table.add(h, &indEntry{pc: kept, model: m})
	for i := max(from, 0) + 1; i < len(pc); i++ {
		if l.lookup(l.hashes[i-1], pc[:i]) == nil {
			l.table.add(l.hashes[i-1], &indEntry{pc: kept[:i:i], model: m, prefix: true})
		}
	}
}

// modelOf returns a copy of en's model, restricted to the variables of
// en.pc when the model was found for a longer path condition.
func (l *Independence) modelOf(en *indEntry) Model {
	if !en.prefix {
		return maps.Clone(en.model)
	}
	out := make(Model)
	for _, c := range en.pc {
		for _, v := range l.vars.of(c) {
			if val, ok := en.model[v.Name()]; ok {
				out[v.Name()] = val
			}
		}
	}
	return out
}
