package lia

// This file is the case search over the clauses of the live scopes
// (boolean.go): a small DPLL whose literals are linear atoms. A literal is
// true or false when it is set, or when the current bounds decide its
// atom (the range of its form over its variables' bounds lies on one
// side); a clause with one literal left undecided sets it (unit
// propagation), asserting its atom's bounds on the simplex trail. After
// propagation the simplex checks the bounds; when every clause holds, the
// integer search (Solver.solve) finishes the case. Otherwise the first
// undecided literal of the first open clause is split: true, then false.
// Every split is undone on the way back, so the search leaves the bounds
// as the scopes asserted them.
//
// The cases found sat are kept, one per length of the path condition
// (Solver.kept): the checks along a path extend the path condition of an
// earlier check by a conjunct or two (pure DFS checks both sides of a
// branch on the path condition checked before it), so the literals that
// made its clauses hold then make them hold again. A check first looks
// for the case kept for the longest prefix of its scopes that has not
// changed since (a scope's id says so), sets all its literals at once and
// searches the clauses of the newer scopes only: the older ones held
// under those literals and the bounds of their scopes, and bounds only
// tighten. Only when that finds no solution (the new conjuncts contradict
// the case) does it search every clause from scratch. Setting literals
// only restricts, so a solution found under them is a solution (and
// Decide still evaluates every conjunct under it), and an unsat answer
// always comes from the search from scratch.

// solveCases decides the live scopes' atoms and clauses.
func (s *Solver) solveCases() checkResult {
	if r := s.sx.check(); r != resSat {
		if r == resUnsat {
			s.rootConflict = s.sx.conflictSource()
		}
		return r
	}
	if n := len(s.tr.bvars); len(s.assign) < n {
		s.assign = append(s.assign, make([]int8, n-len(s.assign))...)
		s.phase = append(s.phase, make([]int8, n-len(s.phase))...)
	}
	if s.fromKeptCase() {
		s.Stats.Kept++
		return resSat
	}
	s.cls = s.cls[:0]
	for i := range s.scopes {
		s.cls = append(s.cls, s.scopes[i].clauses...)
	}
	return s.cases(s.cls)
}

// keptCase is the case of a check found sat: the literals set, for the
// path condition of the scopes up to the one numbered id.
type keptCase struct {
	id   uint64
	lits []lit
}

// fromKeptCase searches under the case kept for the longest unchanged
// prefix of the scopes, its literals set together, over the clauses of
// the scopes after that prefix; true when that finds a solution (s.model
// holds it). Otherwise it leaves the bounds as it found them, and the
// cases it spent stay spent.
func (s *Solver) fromKeptCase() bool {
	k := min(len(s.kept), len(s.scopes))
	for k > 0 && s.kept[k-1].id != s.scopes[k-1].id {
		k--
	}
	if k == 0 {
		return false
	}
	mark, dmark, bmark := len(s.sx.trail), len(s.diseqs), len(s.btrail)
	defer s.undoCases(mark, dmark, bmark)
	for _, l := range s.kept[k-1].lits {
		if s.assign[l.v()] == 0 && !s.setLit(l) {
			return false
		}
	}
	s.cls = s.cls[:0]
	for i := k; i < len(s.scopes); i++ {
		s.cls = append(s.cls, s.scopes[i].clauses...)
	}
	return s.cases(s.cls) == resSat
}

// cases propagates, then splits. A clause that holds (a literal true,
// set or entailed by the bounds) holds for the rest of the search below
// this call, which only sets literals and tightens bounds: it is dropped
// from the clauses still open, which are all that the propagation passes,
// the split and the searches below it look at again.
func (s *Solver) cases(cls [][]lit) checkResult {
	mark, dmark, bmark := len(s.sx.trail), len(s.diseqs), len(s.btrail)
	defer s.undoCases(mark, dmark, bmark)
	if len(s.openBufs) <= s.depth {
		s.openBufs = append(s.openBufs, nil)
	}
	open := append(s.openBufs[s.depth][:0], cls...)
	defer func() { s.openBufs[s.depth] = open[:0] }()
	var first lit // the first undecided literal of the first open clause
	for changed := true; changed; {
		changed = false
		kept := open[:0]
		for _, cl := range open {
			unit, n := lit(0), 0
			holds := false
			for _, l := range cl {
				switch s.litValue(l) {
				case 1:
					holds = true
				case 0:
					if n == 0 && len(kept) == 0 {
						first = l
					}
					unit, n = l, n+1
				}
				if holds {
					break
				}
			}
			switch {
			case holds:
			case n == 0:
				return resUnsat
			case n == 1:
				if !s.setLit(unit) {
					return resUnsat
				}
				changed = true
			default:
				kept = append(kept, cl)
			}
		}
		open = kept
	}
	if r := s.sx.check(); r != resSat {
		return r
	}
	if len(open) == 0 {
		r := s.solve(false)
		if r == resSat {
			s.keepCase()
		}
		return r
	}
	// The last pass changed nothing: every clause left is open with two
	// undecided literals or more; split the first one's first.
	if ph := s.phase[first.v()]; ph != 0 {
		first = mkLit(first.v(), ph < 0) // the value it had in the last case found
	}
	s.depth++
	defer func() { s.depth-- }()
	return split(&s.casesLeft, &s.Stats.Cases, func(i int) checkResult {
		l := first
		if i == 1 {
			l = first.negate()
		}
		m, dm, bm := len(s.sx.trail), len(s.diseqs), len(s.btrail)
		r := resUnsat
		if s.setLit(l) {
			r = s.cases(open)
		}
		s.undoCases(m, dm, bm)
		return r
	})
}

// keepCase records the literals set in the case just found sat, for the
// current scopes.
func (s *Solver) keepCase() {
	n := len(s.scopes)
	for len(s.kept) < n {
		s.kept = append(s.kept, keptCase{})
	}
	k := &s.kept[n-1]
	k.id, k.lits = s.scopes[n-1].id, k.lits[:0]
	for _, v := range s.btrail {
		k.lits = append(k.lits, mkLit(v, s.assign[v] < 0))
		s.phase[v] = s.assign[v]
	}
}

// undoCases restores the bounds, disequalities and boolean values to the
// given marks.
func (s *Solver) undoCases(mark, dmark, bmark int) {
	s.sx.popTo(mark)
	s.diseqs = s.diseqs[:dmark]
	for _, v := range s.btrail[bmark:] {
		s.assign[v] = 0
	}
	s.btrail = s.btrail[:bmark]
}

// setLit makes l true: a proposition is set, an atom's bounds asserted;
// false when they contradict the bounds.
func (s *Solver) setLit(l lit) bool {
	v := l.v()
	if l.neg() {
		s.assign[v] = -1
	} else {
		s.assign[v] = 1
	}
	s.btrail = append(s.btrail, v)
	if a := s.tr.bvars[v].atoms[l&1]; a != nil {
		return s.assert(a, branchBound)
	}
	return true
}

// litValue is 1 when l is true, -1 when false, 0 when undecided.
func (s *Solver) litValue(l lit) int8 {
	v := l.v()
	if x := s.assign[v]; x != 0 {
		if l.neg() {
			return -x
		}
		return x
	}
	if a := s.tr.bvars[v].atoms[l&1]; a != nil {
		return s.implied(a)
	}
	return 0
}

// implied is 1 when the bounds entail atom a, -1 when they exclude it, 0
// otherwise. The form's range is its variable's bounds, tightened, for a
// sum, by the sum of its terms' ranges.
func (s *Solver) implied(a *atom) int8 {
	x := s.atomVar(a)
	lo, hi := s.sx.lo[x], s.sx.hi[x]
	if a.key != "" {
		slo, shi := num{}, num{}
		for i, t := range a.form {
			y := a.xs[i] // inputs and ite variables have both bounds
			p, q := t.c.mul(s.sx.lo[y].v), t.c.mul(s.sx.hi[y].v)
			if q.less(p) {
				p, q = q, p
			}
			slo, shi = slo.add(p), shi.add(q)
		}
		if !lo.set || lo.v.less(slo) {
			lo = bound{v: slo, set: true}
		}
		if !hi.set || shi.less(hi.v) {
			hi = bound{v: shi, set: true}
		}
	}
	var in int8 // entailed by the bounds: 1; excluded: -1
	switch a.rel {
	case relLe:
		switch {
		case !a.rhs.less(hi.v):
			in = 1
		case a.rhs.less(lo.v):
			in = -1
		}
	case relGe:
		switch {
		case !lo.v.less(a.rhs):
			in = 1
		case hi.v.less(a.rhs):
			in = -1
		}
	case relEq, relNe:
		switch {
		case lo.v.eq(a.rhs) && hi.v.eq(a.rhs):
			in = 1
		case a.rhs.less(lo.v) || hi.v.less(a.rhs):
			in = -1
		}
		if a.rel == relNe {
			in = -in
		}
	}
	return in
}
