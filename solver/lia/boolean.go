package lia

import (
	"slices"

	"gospf/solver"
)

// This file translates the boolean structure that merging puts into a
// path condition, disjunctions and ite terms, into clauses over linear
// atoms (doc.go, "Cases"). A clause is a disjunction of literals; a
// literal is a boolean variable or its negation; a boolean variable is a
// linear atom (a theory literal, whose negation is the complementary
// atom) or a proposition of the translation's own (Tseitin's selector of
// a disjunction). An integer ite term ite(c, a, b) becomes an auxiliary
// simplex variable t defined by the clauses (!c | t == a) and (c | t == b).

// lit is a literal: a boolean variable's number times two, plus one when
// negated.
type lit int32

func (l lit) v() int32    { return int32(l >> 1) }
func (l lit) neg() bool   { return l&1 != 0 }
func (l lit) negate() lit { return l ^ 1 }
func mkLit(v int32, neg bool) lit {
	if neg {
		return lit(v<<1 | 1)
	}
	return lit(v << 1)
}

// bvar is a boolean variable of the translation.
type bvar struct {
	// atoms are the atom the variable stands for and its complement (a
	// literal's atom is atoms[neg]); both nil for a proposition.
	atoms [2]*atom
}

// maxClauses bounds the clauses of one conjunct (its ite definitions
// included): a conjunct with more is foreign ("too many cases").
const maxClauses = 4096

// cnfResult is the translation of a formula into clauses, with the guards
// its comparisons need and why it is foreign ("" when it is not).
type cnfResult struct {
	clauses [][]lit
	guards  []guard
	foreign string
}

// auxVar is an ite term's auxiliary variable: its range, and its
// definition as clauses.
type auxVar struct {
	lo, hi num // the hull of its arms' ranges
	// arms are the forms of its two arms, whose values it takes (the
	// guards of a bit-vector ite say that neither wraps).
	arms [2]linear
	cnfResult
}

// polarExpr keys the memoised clauses of a formula in one polarity.
type polarExpr struct {
	e   solver.Expr
	pos bool
}

// bounds returns the range of a variable of a linear form: an input's
// declared bounds, or the hull of an ite's arms.
func (t *translator) bounds(v solver.Expr) (num, num) {
	if v.Op() == solver.OpVar {
		lo, hi := v.Bounds()
		return small(lo), small(hi)
	}
	a := t.aux[v]
	return a.lo, a.hi
}

// theoryLit returns the literal of atom a, interning its boolean
// variable: form <= rhs and form == rhs are variables, form >= rhs is
// the negation of form <= rhs-1, form != rhs that of form == rhs.
func (t *translator) theoryLit(a atom) lit {
	pos, neg := a, a
	negated := false
	switch a.rel {
	case relLe:
		neg.rel, neg.rhs = relGe, a.rhs.add(small(1))
	case relGe:
		pos.rel, pos.rhs = relLe, a.rhs.sub(small(1))
		negated = true
	case relEq:
		neg.rel = relNe
	case relNe:
		pos.rel = relEq
		negated = true
	}
	key := formKey(pos.form) + [...]string{relLe: "<=", relEq: "=="}[pos.rel] + pos.rhs.String()
	id, ok := t.bvarOf[key]
	if !ok {
		id = int32(len(t.bvars))
		t.bvars = append(t.bvars, bvar{atoms: [2]*atom{&pos, &neg}})
		t.bvarOf[key] = id
	}
	return mkLit(id, negated)
}

// newProp returns a fresh proposition.
func (t *translator) newProp() lit {
	t.bvars = append(t.bvars, bvar{})
	return mkLit(int32(len(t.bvars)-1), false)
}

// clausesOf returns clauses equisatisfiable with e (with !e when not pos),
// nil when e is true and a single empty clause when it is false, memoised
// per expression and polarity. What it cannot translate makes c foreign;
// the guards its comparisons need go to c.
func (t *translator) clausesOf(c *conjunct, e solver.Expr, pos bool) [][]lit {
	key := polarExpr{e, pos}
	if r, ok := t.cnf[key]; ok {
		c.guards = append(c.guards, r.guards...)
		if r.foreign != "" && c.foreign == "" {
			c.foreign = r.foreign
		}
		return r.clauses
	}
	sub := &conjunct{}
	cl := t.clausesOf1(sub, e, pos)
	if len(cl) > maxClauses && sub.foreign == "" {
		sub.foreign = "too many cases"
	}
	t.cnf[key] = &cnfResult{clauses: cl, guards: sub.guards, foreign: sub.foreign}
	c.guards = append(c.guards, sub.guards...)
	if sub.foreign != "" && c.foreign == "" {
		c.foreign = sub.foreign
	}
	return cl
}

var falseClauses = [][]lit{{}}

func (t *translator) clausesOf1(c *conjunct, e solver.Expr, pos bool) [][]lit {
	switch op := e.Op(); op {
	case solver.OpConst:
		if (e.ConstValue() != 0) == pos {
			return nil
		}
		return falseClauses
	case solver.OpVar:
		if e.Kind() != solver.KBool {
			c.foreign = e.Kind().String() + " variable as a condition"
			return nil
		}
		return [][]lit{{t.theoryLit(atom{form: []lterm{{v: e, c: small(1)}}, rel: relGe, rhs: small(1)}).negateIf(!pos)}}
	case solver.OpNot:
		return t.clausesOf(c, e.Arg(0), !pos)
	case solver.OpLAnd, solver.OpLOr:
		a, b := t.clausesOf(c, e.Arg(0), pos), t.clausesOf(c, e.Arg(1), pos)
		if (op == solver.OpLAnd) == pos {
			return slices.Concat(a, b)
		}
		return t.disj(a, b)
	case solver.OpIte:
		if e.Kind() != solver.KBool {
			break
		}
		// ite(k, a, b) is (!k | a) & (k | b); its negation ite(k, !a, !b).
		k, nk := t.clausesOf(c, e.Arg(0), true), t.clausesOf(c, e.Arg(0), false)
		a, b := t.clausesOf(c, e.Arg(1), pos), t.clausesOf(c, e.Arg(2), pos)
		return slices.Concat(t.disj(nk, a), t.disj(k, b))
	case solver.OpEq, solver.OpNe, solver.OpLt, solver.OpLe, solver.OpGt, solver.OpGe:
		if e.Arg(0).Kind() == solver.KBool { // a == b is (!a | b) & (a | !b)
			eq := (op == solver.OpEq) == pos
			a, na := t.clausesOf(c, e.Arg(0), true), t.clausesOf(c, e.Arg(0), false)
			b, nb := t.clausesOf(c, e.Arg(1), eq), t.clausesOf(c, e.Arg(1), !eq)
			return slices.Concat(t.disj(na, b), t.disj(a, nb))
		}
		if !pos {
			op = negatedRel[op]
		}
		tmp := &conjunct{}
		t.comparison(tmp, e, op)
		c.guards = append(c.guards, tmp.guards...)
		switch {
		case tmp.foreign != "":
			c.foreign = tmp.foreign
			return nil
		case tmp.isFalse:
			return falseClauses
		case len(tmp.atoms) == 0:
			return nil
		}
		return [][]lit{{t.theoryLit(tmp.atoms[0])}}
	}
	c.foreign = "boolean " + e.Op().String()
	return nil
}

func (l lit) negateIf(b bool) lit {
	if b {
		return l.negate()
	}
	return l
}

// disj returns clauses equisatisfiable with the disjunction of two clause
// sets: distributed when one side is a single clause, otherwise with a
// fresh selector p: (!p | a_i) for every clause of a, (p | b_j) for
// every clause of b. A selector may be shared by every occurrence of its
// disjunction (clausesOf memoises): it stands for "a holds", which is a
// consistent choice wherever the disjunction must hold.
func (t *translator) disj(a, b [][]lit) [][]lit {
	switch {
	case len(a) == 0 || len(b) == 0:
		return nil // a side is true
	case slices.ContainsFunc(a, isEmpty):
		return b // a is false
	case slices.ContainsFunc(b, isEmpty):
		return a
	case len(b) == 1:
		a, b = b, a
	}
	if len(a) == 1 {
		out := make([][]lit, len(b))
		for j, cl := range b {
			out[j] = slices.Concat(cl, a[0])
		}
		return out
	}
	p := t.newProp()
	out := make([][]lit, 0, len(a)+len(b))
	for _, cl := range a {
		out = append(out, slices.Concat([]lit{p.negate()}, cl))
	}
	for _, cl := range b {
		out = append(out, slices.Concat([]lit{p}, cl))
	}
	return out
}

func isEmpty(cl []lit) bool { return len(cl) == 0 }

// iteVar defines the auxiliary variable of the integer ite term e, whose
// arms translate to a and b: its bounds, its defining clauses
// (!cond | t - a == 0) and (cond | t - b == 0), and, in the bit-vector
// theory, guards that its arms do not wrap (so that t equals the arm's
// mathematical value).
func (t *translator) iteVar(e solver.Expr, a, b *linResult) *auxVar {
	if d, ok := t.aux[e]; ok {
		return d
	}
	d := &auxVar{lo: a.lo, hi: a.hi, arms: [2]linear{a.l, b.l}}
	if b.lo.less(d.lo) {
		d.lo = b.lo
	}
	if d.hi.less(b.hi) {
		d.hi = b.hi
	}
	t.aux[e] = d // before the clauses: their atoms mention t, whose bounds they read
	tmp := &conjunct{}
	k, nk := t.clausesOf(tmp, e.Arg(0), true), t.clausesOf(tmp, e.Arg(0), false)
	self := linear{terms: []lterm{{v: e, c: small(1)}}}
	var arms [2][][]lit
	for i, r := range [2]*linResult{a, b} {
		if t.bv {
			if lo, hi := kindRange(e.Kind()); r.lo.less(lo) || hi.less(r.hi) {
				tmp.guards = append(tmp.guards, guard{operand: r.l, lo: lo, hi: hi})
			}
		}
		eq := &conjunct{}
		d := sub(self, r.l)
		t.atom(eq, d.terms, relEq, d.k.neg())
		arms[i] = [][]lit{{t.theoryLit(eq.atoms[0])}} // t is not in its arm: the form is not empty
	}
	d.clauses = slices.Concat(t.disj(nk, arms[0]), t.disj(k, arms[1]))
	d.guards, d.foreign = tmp.guards, tmp.foreign
	return d
}

// addAux adds to c the definitions of the auxiliary variables its atoms
// and clauses mention, and of those their definitions mention.
func (t *translator) addAux(c *conjunct) {
	seen := map[solver.Expr]bool{}
	var visitForm func(form []lterm)
	var visitClauses func(cls [][]lit)
	visitForm = func(form []lterm) {
		for _, tm := range form {
			if tm.v.Op() == solver.OpVar || seen[tm.v] {
				continue
			}
			seen[tm.v] = true
			d := t.aux[tm.v]
			if d.foreign != "" && c.foreign == "" {
				c.foreign = d.foreign
			}
			c.guards = append(c.guards, d.guards...)
			c.clauses = append(c.clauses, d.clauses...)
			visitClauses(d.clauses)
		}
	}
	visitClauses = func(cls [][]lit) {
		for _, cl := range cls {
			for _, l := range cl {
				if a := t.bvars[l.v()].atoms[0]; a != nil {
					visitForm(a.form)
				}
			}
		}
	}
	for i := range c.atoms {
		visitForm(c.atoms[i].form)
	}
	visitClauses(c.clauses)
}

// settle finishes a conjunct's clauses: an empty clause makes it false, a
// clause of one theory literal is an atom like any other, and too many
// clauses make it foreign.
func (t *translator) settle(c *conjunct) {
	if len(c.clauses) > maxClauses {
		c.foreign = "too many cases"
		return
	}
	kept := c.clauses[:0:0]
	for _, cl := range c.clauses {
		switch {
		case len(cl) == 0:
			c.isFalse = true
			return
		case len(cl) == 1 && t.bvars[cl[0].v()].atoms[0] != nil:
			c.atoms = append(c.atoms, *t.bvars[cl[0].v()].atoms[cl[0]&1])
		default:
			kept = append(kept, cl)
		}
	}
	c.clauses = kept
}
