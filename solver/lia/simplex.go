package lia

import "sort"

// This file is the general simplex of Dutertre and de Moura ("A fast
// linear-arithmetic solver for DPLL(T)", CAV 2006) over exact rationals:
// every variable has optional lower and upper bounds and a value; basic
// variables are defined by the rows of the tableau as linear combinations
// of nonbasic ones. Asserting a bound never changes the tableau, so bounds
// are pushed and popped on a trail, and the assignment found for a path
// condition is the starting point for the next, longer one.
//
// Invariants:
//   - every nonbasic variable's value is within its bounds;
//   - every basic variable's value is its row evaluated at the current
//     values (rows mention nonbasic variables only);
//   - rowOf[x] is x's row when x is basic, -1 otherwise.

// bound is an optional bound, with the source that asserted it: the
// number of a Solver scope, declaredBound, or branchBound.
type bound struct {
	v   num
	set bool
	src int32
}

// Sources of bounds that are not a scope's.
const (
	declaredBound int32 = -1 // a variable's declared bounds (and none)
	branchBound   int32 = -2 // a split of the integer search
)

// conflict is the row that check found infeasible: its basic variable
// needed to increase (or decrease) and no nonbasic variable could move.
type conflict struct {
	row      int
	increase bool
}

// sterm is a term of a row: a coefficient times a simplex variable.
type sterm struct {
	x int
	c num
}

// row defines a basic variable: basic = sum(terms), terms sorted by x.
// mask has bit x%64 set for every x of terms: a row whose mask lacks a
// variable's bit does not mention it, which the loops over every row
// (update, pivot) test before they look the variable up.
type row struct {
	basic int
	terms []sterm
	mask  uint64
}

// varBit is x's bit in a row's mask.
func varBit(x int) uint64 { return 1 << (uint(x) & 63) }

// mentions reports whether the row may mention x (its mask has x's bit).
func (r *row) mentions(x int) bool { return r.mask&varBit(x) != 0 }

// newRow returns the row basic = sum(terms) with its mask.
func newRow(basic int, terms []sterm) row {
	r := row{basic: basic, terms: terms}
	for _, t := range terms {
		r.mask |= varBit(t.x)
	}
	return r
}

// boundChange is one trail entry: the bound of x before an assertion.
type boundChange struct {
	x     int
	upper bool
	old   bound
}

// checkResult is the outcome of a simplex or integer check.
type checkResult uint8

const (
	resSat checkResult = iota + 1
	resUnsat
	resBudget // the work budget ran out: no answer
)

// simplex is the tableau, the bounds and the assignment.
type simplex struct {
	lo, hi []bound
	val    []num
	rowOf  []int
	rows   []row
	trail  []boundChange
	// scratch is a spare row buffer for pivots.
	scratch []sterm
	// last is the conflict of the last check that answered resUnsat.
	last conflict
	// pivotsLeft is the work budget of the current check.
	pivotsLeft int
	// pivots counts every pivot, for statistics.
	pivots int64
}

// numVars returns the number of variables.
func (s *simplex) numVars() int { return len(s.val) }

// newVar adds a nonbasic variable with the given bounds and a value within
// them.
func (s *simplex) newVar(lo, hi bound, v num) int {
	s.lo = append(s.lo, lo)
	s.hi = append(s.hi, hi)
	s.val = append(s.val, v)
	s.rowOf = append(s.rowOf, -1)
	return len(s.val) - 1
}

// newBasic adds an unbounded basic variable defined as sum(terms), where
// terms may mention basic variables (they are replaced by their rows).
func (s *simplex) newBasic(terms []sterm) int {
	var def []sterm
	v := num{}
	for _, t := range terms {
		v = v.add(t.c.mul(s.val[t.x]))
		if r := s.rowOf[t.x]; r >= 0 {
			def = combine(def, s.rows[r].terms, t.c, -1)
		} else {
			def = combine(def, []sterm{{x: t.x, c: small(1)}}, t.c, -1)
		}
	}
	x := s.newVar(bound{src: declaredBound}, bound{src: declaredBound}, v)
	s.rowOf[x] = len(s.rows)
	s.rows = append(s.rows, newRow(x, def))
	return x
}

// outside reports whether x's value violates a bound, and the violated
// bound's value.
func (s *simplex) outside(x int) (num, bool) {
	v := s.val[x]
	if l := s.lo[x]; l.set && v.less(l.v) {
		return l.v, true
	}
	if h := s.hi[x]; h.set && h.v.less(v) {
		return h.v, true
	}
	return num{}, false
}

// assertBound tightens a bound of x to v (an upper bound when upper). It
// reports false when the bounds of x become contradictory; the trail then
// holds the change, so popping restores the state.
func (s *simplex) assertBound(x int, upper bool, v num, src int32) bool {
	if upper {
		if h := s.hi[x]; h.set && !v.less(h.v) {
			return true
		}
		s.trail = append(s.trail, boundChange{x: x, upper: true, old: s.hi[x]})
		s.hi[x] = bound{v: v, set: true, src: src}
		if l := s.lo[x]; l.set && v.less(l.v) {
			return false
		}
		if s.rowOf[x] < 0 && v.less(s.val[x]) {
			s.update(x, v)
		}
		return true
	}
	if l := s.lo[x]; l.set && !l.v.less(v) {
		return true
	}
	s.trail = append(s.trail, boundChange{x: x, old: s.lo[x]})
	s.lo[x] = bound{v: v, set: true, src: src}
	if h := s.hi[x]; h.set && h.v.less(v) {
		return false
	}
	if s.rowOf[x] < 0 && s.val[x].less(v) {
		s.update(x, v)
	}
	return true
}

// popTo undoes the bound changes after trail position mark.
func (s *simplex) popTo(mark int) {
	for i := len(s.trail) - 1; i >= mark; i-- {
		c := s.trail[i]
		if c.upper {
			s.hi[c.x] = c.old
		} else {
			s.lo[c.x] = c.old
		}
	}
	s.trail = s.trail[:mark]
}

// update sets the nonbasic variable x to v and the basic variables with it.
func (s *simplex) update(x int, v num) {
	d := v.sub(s.val[x])
	for r := range s.rows {
		if !s.rows[r].mentions(x) {
			continue
		}
		if c, ok := coef(s.rows[r].terms, x); ok {
			b := s.rows[r].basic
			s.val[b] = s.val[b].add(c.mul(d))
		}
	}
	s.val[x] = v
}

// pivot makes the nonbasic x, which row r mentions, basic in row r; the
// row's basic variable becomes nonbasic. Values do not change.
func (s *simplex) pivot(r, x int) {
	s.pivots++
	rw := s.rows[r]
	a, _ := coef(rw.terms, x)
	// x = (1/a) basic - sum(c/a * y) over the row's other terms.
	inv := small(1).quo(a)
	def := make([]sterm, 0, len(rw.terms))
	placed := false
	for _, t := range rw.terms {
		if !placed && rw.basic < t.x {
			def = append(def, sterm{x: rw.basic, c: inv})
			placed = true
		}
		if t.x != x {
			def = append(def, sterm{x: t.x, c: t.c.quo(a).neg()})
		}
	}
	if !placed {
		def = append(def, sterm{x: rw.basic, c: inv})
	}
	for q := range s.rows {
		if q == r || !s.rows[q].mentions(x) {
			continue
		}
		if c, ok := coef(s.rows[q].terms, x); ok {
			// Double buffering: the old row becomes the scratch.
			old := s.rows[q].terms
			s.rows[q] = newRow(s.rows[q].basic, combineInto(s.scratch[:0], old, def, c, x))
			s.scratch = old[:0]
		}
	}
	s.rowOf[rw.basic] = -1
	s.rowOf[x] = r
	s.rows[r] = newRow(x, def)
}

// check finds values within all bounds, or proves there are none, with
// Bland's rule (smallest indices first), which terminates.
func (s *simplex) check() checkResult {
	for {
		xi, ri := -1, -1
		for r := range s.rows {
			b := s.rows[r].basic
			if _, out := s.outside(b); out && (xi < 0 || b < xi) {
				xi, ri = b, r
			}
		}
		if xi < 0 {
			return resSat
		}
		if s.pivotsLeft <= 0 {
			return resBudget
		}
		s.pivotsLeft--
		target, _ := s.outside(xi)
		increase := s.val[xi].less(target)
		xj := -1
		for _, t := range s.rows[ri].terms {
			up := (t.c.sign() > 0) == increase
			if up && (!s.hi[t.x].set || s.val[t.x].less(s.hi[t.x].v)) ||
				!up && (!s.lo[t.x].set || s.lo[t.x].v.less(s.val[t.x])) {
				xj = t.x
				break
			}
		}
		if xj < 0 {
			s.last = conflict{row: ri, increase: increase}
			return resUnsat
		}
		s.pivotAndUpdate(ri, xi, xj, target)
	}
}

// conflictSource returns the newest source among the bounds that make the
// last conflict row infeasible: the basic variable's violated bound and
// the bound each nonbasic variable of the row sits at. Those bounds alone
// are contradictory (the row is a linear combination of them). It is
// branchBound when a split's bound is among them.
func (s *simplex) conflictSource() int32 {
	rw := s.rows[s.last.row]
	src := s.hi[rw.basic].src
	if s.last.increase {
		src = s.lo[rw.basic].src
	}
	for _, t := range rw.terms {
		b := s.lo[t.x]
		if (t.c.sign() > 0) == s.last.increase {
			b = s.hi[t.x]
		}
		if b.src == branchBound || src == branchBound {
			return branchBound
		}
		src = max(src, b.src)
	}
	return src
}

// pivotAndUpdate sets the basic xi (of row r) to v by moving the nonbasic
// xj, then pivots them.
func (s *simplex) pivotAndUpdate(r, xi, xj int, v num) {
	a, _ := coef(s.rows[r].terms, xj)
	theta := v.sub(s.val[xi]).quo(a)
	s.val[xi] = v
	s.val[xj] = s.val[xj].add(theta)
	for q := range s.rows {
		if q == r || !s.rows[q].mentions(xj) {
			continue
		}
		if c, ok := coef(s.rows[q].terms, xj); ok {
			b := s.rows[q].basic
			s.val[b] = s.val[b].add(c.mul(theta))
		}
	}
	s.pivot(r, xj)
}

// coef returns the coefficient of x in terms.
func coef(terms []sterm, x int) (num, bool) {
	i := sort.Search(len(terms), func(i int) bool { return terms[i].x >= x })
	if i < len(terms) && terms[i].x == x {
		return terms[i].c, true
	}
	return num{}, false
}

// combine returns a + f*b without the variable skip (-1: none), sorted,
// without zero coefficients, in a new slice.
func combine(a, b []sterm, f num, skip int) []sterm {
	return combineInto(make([]sterm, 0, len(a)+len(b)), a, b, f, skip)
}

// combineInto is combine appending to out, which must not share memory
// with a or b.
func combineInto(out, a, b []sterm, f num, skip int) []sterm {
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		var t sterm
		switch {
		case j == len(b) || (i < len(a) && a[i].x < b[j].x):
			t = a[i]
			i++
		case i == len(a) || b[j].x < a[i].x:
			t = sterm{x: b[j].x, c: b[j].c.mul(f)}
			j++
		default:
			t = sterm{x: a[i].x, c: a[i].c.add(b[j].c.mul(f))}
			i++
			j++
		}
		if t.x != skip && !t.c.isZero() {
			out = append(out, t)
		}
	}
	return out
}
