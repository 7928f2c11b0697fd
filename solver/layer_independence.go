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
// and every sat answer is remembered with it.
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
		return l.whole(q)
	}
	if p == len(q.PC) {
		a := Answer{Result: Sat}
		if q.NeedModel {
			a.Model = maps.Clone(en.model)
		}
		return l.answered(a)
	}
	slice := l.slice(q.PC, p)
	if len(slice) == len(q.PC) {
		return l.whole(q)
	}
	a, err := l.down(Query{PC: slice, NeedModel: true})
	if err != nil || a.Result != Sat {
		return a, err
	}
	merged, err := l.merge(q.PC, a.Model, en.model)
	if err != nil {
		return Answer{}, err
	}
	l.remember(q.PC, merged)
	a.Model = nil
	if q.NeedModel {
		a.Model = maps.Clone(merged)
	}
	return a, nil
}

// whole passes q down (asking for a model) and remembers a sat answer.
func (l *Independence) whole(q Query) (Answer, error) {
	a, err := l.down(Query{PC: q.PC, NeedModel: true})
	if err != nil || a.Result != Sat {
		return a, err
	}
	if a.Model == nil {
		return Answer{}, fmt.Errorf("solver: independence: the solver below answered sat without a model for %v", q.PC)
	}
	l.remember(q.PC, maps.Clone(a.Model))
	if !q.NeedModel {
		a.Model = nil
	}
	return a, nil
}

// learn remembers pc as sat with model m and passes it down.
func (l *Independence) learn(pc []Expr, m Model) {
	l.remember(pc, maps.Clone(m))
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
// full.
func (l *Independence) remember(pc []Expr, m Model) {
	h := uint64(fnvOffset)
	if len(pc) > 0 {
		h = prefixHashes(pc, l.hashes[:0])[len(pc)-1]
	}
	if en := l.lookup(h, pc); en != nil {
		en.model = m
		return
	}
	l.table.add(h, &indEntry{pc: slices.Clone(pc), model: m})
}
