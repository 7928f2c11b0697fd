package solver

import "math"

// This file is the memory an incremental backend keeps about the prefixes
// of the path condition it mirrors. Speculative search checks a segment,
// and when the segment is unsat, checks prefixes of that same path
// condition (binary search over the segment). A backend that mirrors the
// path condition scope by scope pops the scopes past a shorter prefix, so
// without memory a prefix check after a longer check costs a pop, a
// re-solve and, when a longer prefix is checked next, the pushes and the
// solving of the popped conjuncts again: measured on a sequence driver
// (a flag tested twice per step, SSE with k = 3, the native procedure
// with unsat cores), 2.4 us for a binary-search check against 1.6 us for
// a pure-DFS check. What a backend has proven about one prefix holds for
// the others:
//
//   - a model of pc[:n] is a model of every shorter prefix (restricted to
//     its variables), so a prefix no longer than a known-sat one is sat;
//   - a prefix no shorter than a known-unsat one is unsat;
//   - an unsat check often locates its conflict (the native procedure's
//     contradiction or conflict row, Z3's unsat core): the prefix up to
//     the conflict's newest conjunct is unsat.
//
// A backend that answers from this memory still decided the check: it is
// a solver call like any other (DESIGN.md), so the calls of the contract
// do not change, only what a call costs. The answers are the ones a fresh
// check would give; a model may differ (it is one of the query's models).

// PrefixMemo remembers, for one path condition and its prefixes, the
// longest prefix a backend proved satisfiable (with a model) and the
// shortest it proved unsatisfiable. It follows the backend's queries:
// a query that diverges from the remembered path condition keeps only
// what was proven about the shared prefix. The zero PrefixMemo knows
// nothing (but that the empty prefix is satisfiable).
type PrefixMemo struct {
	// pc is the remembered path condition: the longest query since the
	// last divergence (its own copy).
	pc []Expr
	// satLen is the length of the longest prefix of pc known sat; model
	// is a model of pc[:satLen] (nil when satLen is 0).
	satLen int
	model  Model
	// unsatLen is the length of the shortest prefix of pc known unsat,
	// math.MaxInt when none is; located says that it was located by a
	// conflict or by the checks around it (satLen == unsatLen-1), not
	// only bounded by an unsat check of a longer prefix.
	unsatLen int
	located  bool
	// Answered counts the checks answered from the memory.
	Answered int64
}

// shared returns the length of the longest common prefix of pc and the
// remembered path condition.
func (m *PrefixMemo) shared(pc []Expr) int {
	n := 0
	for n < len(pc) && n < len(m.pc) && pc[n] == m.pc[n] {
		n++
	}
	return n
}

// Answer answers a check of pc from the memory when pc is a prefix of the
// remembered path condition (what binary search over a segment checks):
// Unsat when pc is no shorter than a prefix known unsat, Sat when it is no
// longer than one known sat. A query that extends the remembered path
// condition is left to the backend, even past a prefix known unsat: the
// search never asks one, and a backend that declines a query (the native
// procedure, past its work budget) should decline it with or without the
// memory. vars gives the variables
// of a conjunct: the model of a Sat answer has a value for each variable
// of pc and no other (nil when needModel is false).
func (m *PrefixMemo) Answer(pc []Expr, needModel bool, vars func(Expr) []Expr) (Answer, bool) {
	if m.pc == nil {
		return Answer{}, false
	}
	if len(pc) == 0 || len(pc) > len(m.pc) || len(pc) > m.satLen && len(pc) < m.unsatLen {
		// Nothing is known about pc: compare no conjunct.
		return Answer{}, false
	}
	if m.shared(pc) < len(pc) {
		return Answer{}, false
	}
	if m.unsatLen <= len(pc) {
		m.Answered++
		return Answer{Result: Unsat}, true
	}
	if len(pc) > m.satLen {
		return Answer{}, false
	}
	m.Answered++
	a := Answer{Result: Sat}
	if needModel {
		a.Model = make(Model)
		for _, e := range pc {
			for _, v := range vars(e) {
				a.Model[v.Name()] = m.model[v.Name()]
			}
		}
	}
	return a, true
}

// Between reports whether pc is a prefix of the remembered path
// condition longer than the longest prefix known sat and shorter than the
// shortest known unsat: a check of it that the memory cannot answer, and
// whose first Bounds().sat conjuncts are satisfied by the known model.
func (m *PrefixMemo) Between(pc []Expr) bool {
	return m.pc != nil && m.satLen < len(pc) && len(pc) < m.unsatLen && len(pc) <= len(m.pc) && m.shared(pc) == len(pc)
}

// follow makes pc the remembered path condition, keeping what is known
// about the prefix it shares with the previous one.
func (m *PrefixMemo) follow(pc []Expr) {
	if m.pc == nil {
		m.unsatLen = math.MaxInt
	}
	n := m.shared(pc)
	if n == len(pc) {
		return
	}
	m.pc = append(m.pc[:n], pc[n:]...)
	if m.satLen > n {
		m.satLen = n // the model satisfies the shorter prefix too
	}
	if m.unsatLen > n {
		m.unsatLen, m.located = math.MaxInt, false
	}
}

// Learn records the backend's answer a to a check of pc (an Unknown
// answer teaches nothing, nor does a Sat answer without a model).
func (m *PrefixMemo) Learn(pc []Expr, a Answer) {
	switch a.Result {
	case Sat:
		m.follow(pc)
		if len(pc) > m.satLen && a.Model != nil {
			m.satLen, m.model = len(pc), a.Model
		}
	case Unsat:
		m.LearnUnsat(pc, len(pc), false)
	}
}

// LearnUnsat records that pc[:n] is unsat, n <= len(pc); located says
// that the check located the conflict there (rather than only bounding
// it).
func (m *PrefixMemo) LearnUnsat(pc []Expr, n int, located bool) {
	m.follow(pc)
	if n < m.unsatLen {
		m.unsatLen, m.located = n, located
	} else if n == m.unsatLen && located {
		m.located = true
	}
	if m.satLen == m.unsatLen-1 {
		m.located = true
	}
}

// Bounds returns what is known about the prefixes of pc, the path
// condition of the last check learned: the length of the longest prefix
// known sat, that of the shortest known unsat (math.MaxInt when none is),
// and whether that one was located.
func (m *PrefixMemo) Bounds() (sat, unsat int, located bool) {
	return m.satLen, m.unsatLen, m.located
}
