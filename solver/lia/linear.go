package lia

import (
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"gospf/solver"
)

// This file turns conjuncts into atoms: a linear form over input
// variables compared with an integer. The translation follows the
// semantics of the theory (doc.go): whatever it cannot translate exactly
// makes the conjunct foreign, with the reason.

// lterm is one term of a linear form: a coefficient times a variable.
type lterm struct {
	v solver.Expr // an OpVar
	c num         // never zero
}

// linear is sum(terms) + k, with terms sorted by variable ID.
type linear struct {
	terms []lterm
	k     num
}

// rel is how an atom's form compares with its right-hand side.
type rel uint8

const (
	relLe rel = iota // form <= rhs
	relGe            // form >= rhs
	relEq            // form == rhs
	relNe            // form != rhs
)

// atom is a normalised linear constraint: form rel rhs, where the form's
// coefficients are integers with gcd 1 and a positive first coefficient,
// and rhs is an integer.
type atom struct {
	form []lterm
	rel  rel
	rhs  num
	// key identifies the form (variables and coefficients) in the simplex's
	// table of slack variables; "" for a form of one variable with
	// coefficient 1, which is a bound on that variable.
	key string
	// x is the form's simplex variable in the simplex numbered gen (0:
	// not known), and xs, for a form with a key, its terms' variables.
	x   int
	xs  []int
	gen uint32
}

// conjunct is the translation of one conjunct of a path condition.
type conjunct struct {
	atoms []atom
	// isFalse is set when the conjunct is false whatever the inputs.
	isFalse bool
	// foreign is the reason the conjunct is not linear arithmetic this
	// package decides exactly ("" when it is).
	foreign string
	// vars are the conjunct's variables.
	vars []solver.Expr
	// guards are the operands whose values must be within their kind for
	// the atoms to be exact (bit-vector theory); the conjunct is foreign
	// ("operand may overflow") where they may not be.
	guards []guard
	// clauses are the conjunct's disjunctive part (boolean.go), the
	// definitions of the ite terms its atoms mention included: the
	// conjunct holds where its atoms and every clause do.
	clauses [][]lit
}

// guard requires a linear operand to stay within lo..hi.
type guard struct {
	operand linear
	lo, hi  num
}

// translator translates expressions in one theory, memoising per node.
type translator struct {
	bv    bool
	lin   map[solver.Expr]*linResult
	conjs map[solver.Expr]*conjunct
	// bvars are the boolean variables of the clauses, bvarOf the theory
	// literals' by atom (boolean.go); cnf memoises formulas' clauses, aux
	// the auxiliary variables of ite terms.
	bvars  []bvar
	bvarOf map[string]int32
	cnf    map[polarExpr]*cnfResult
	aux    map[solver.Expr]*auxVar
}

// linResult is the memoised translation of a numeric expression.
type linResult struct {
	l       linear
	lo, hi  num    // the range of the expression's mathematical value over the variables' bounds
	foreign string // why the expression is not translated ("" when it is)
}

func newTranslator(bv bool) *translator {
	return &translator{bv: bv, lin: make(map[solver.Expr]*linResult), conjs: make(map[solver.Expr]*conjunct),
		bvarOf: make(map[string]int32), cnf: make(map[polarExpr]*cnfResult), aux: make(map[solver.Expr]*auxVar)}
}

// conjunct returns the translation of the KBool expression e.
func (t *translator) conjunct(e solver.Expr) *conjunct {
	if c, ok := t.conjs[e]; ok {
		return c
	}
	c := &conjunct{vars: solver.Vars(e)}
	t.add(c, e)
	if !c.isFalse && c.foreign == "" {
		t.addAux(c)
		t.settle(c)
	}
	if c.isFalse || c.foreign != "" {
		c.atoms, c.clauses = nil, nil
	}
	t.conjs[e] = c
	return c
}

// add translates e, a conjunct or a part of a conjunction, into c.
func (t *translator) add(c *conjunct, e solver.Expr) {
	if c.isFalse || c.foreign != "" {
		return
	}
	switch e.Op() {
	case solver.OpConst:
		if e.ConstValue() == 0 {
			c.isFalse = true
		}
	case solver.OpVar:
		// A boolean input: a 0..1 variable that must be 1. (Add requires
		// a KBool expression; only integer kinds reach the arithmetic.)
		c.atoms = append(c.atoms, atom{form: []lterm{{v: e, c: small(1)}}, rel: relGe, rhs: small(1)})
	case solver.OpNot:
		t.addNot(c, e.Arg(0))
	case solver.OpLAnd:
		t.add(c, e.Arg(0))
		t.add(c, e.Arg(1))
	case solver.OpEq, solver.OpNe, solver.OpLt, solver.OpLe, solver.OpGt, solver.OpGe:
		if e.Arg(0).Kind() == solver.KBool {
			c.clauses = append(c.clauses, t.clausesOf(c, e, true)...)
			return
		}
		t.comparison(c, e, e.Op())
	default:
		// A disjunction or a boolean ite: clauses (boolean.go).
		c.clauses = append(c.clauses, t.clausesOf(c, e, true)...)
	}
}

// negatedRel maps a comparison to the comparison of the same operands
// that holds exactly when it does not.
var negatedRel = map[solver.Op]solver.Op{solver.OpEq: solver.OpNe, solver.OpNe: solver.OpEq,
	solver.OpLt: solver.OpGe, solver.OpGe: solver.OpLt, solver.OpLe: solver.OpGt, solver.OpGt: solver.OpLe}

// addNot translates the negation of e into c: a negated disjunction is
// the conjunction of the negated disjuncts (De Morgan; veritesting's
// merged conditions are such), a negated comparison the opposite
// comparison of the same operands. A negated conjunction is a
// disjunction: foreign.
func (t *translator) addNot(c *conjunct, e solver.Expr) {
	if c.isFalse || c.foreign != "" {
		return
	}
	switch e.Op() {
	case solver.OpConst:
		if e.ConstValue() != 0 {
			c.isFalse = true
		}
	case solver.OpVar:
		c.atoms = append(c.atoms, atom{form: []lterm{{v: e, c: small(1)}}, rel: relLe, rhs: small(0)})
	case solver.OpNot:
		t.add(c, e.Arg(0))
	case solver.OpLOr:
		t.addNot(c, e.Arg(0))
		t.addNot(c, e.Arg(1))
	case solver.OpEq, solver.OpNe, solver.OpLt, solver.OpLe, solver.OpGt, solver.OpGe:
		if e.Arg(0).Kind() == solver.KBool {
			c.clauses = append(c.clauses, t.clausesOf(c, e, false)...)
			return
		}
		t.comparison(c, e, negatedRel[e.Op()])
	default:
		// A negated conjunction or boolean ite: clauses (boolean.go).
		c.clauses = append(c.clauses, t.clausesOf(c, e, false)...)
	}
}

// comparison translates the comparison op (e's own or its negation) of
// e's two numeric operands.
func (t *translator) comparison(c *conjunct, e solver.Expr, op solver.Op) {
	a, b := e.Arg(0), e.Arg(1)
	if k := a.Kind(); k != solver.KInt && k != solver.KLong {
		c.foreign = "comparison of " + k.String() + " values"
		return
	}
	la, lb := t.linear(a), t.linear(b)
	for _, r := range [2]*linResult{la, lb} {
		if r.foreign != "" {
			c.foreign = r.foreign
			return
		}
	}
	if t.bv {
		// Both sides are compared as values of their kind: exact only when
		// their mathematical values cannot wrap. When the declared bounds
		// allow a wrap, the bounds the earlier conjuncts of a path
		// condition assert may not: the conjunct carries a guard, checked
		// when it is asserted (Solver.guardsHold).
		lo, hi := kindRange(a.Kind())
		for _, r := range [2]*linResult{la, lb} {
			if r.lo.less(lo) || hi.less(r.hi) {
				c.guards = append(c.guards, guard{operand: r.l, lo: lo, hi: hi})
			}
		}
	}
	d := sub(la.l, lb.l)
	var r rel
	rhs := d.k.neg()
	switch op {
	case solver.OpEq:
		r = relEq
	case solver.OpNe:
		r = relNe
	case solver.OpLe:
		r = relLe
	case solver.OpGe:
		r = relGe
	case solver.OpLt: // form < rhs over integers: form <= rhs - 1
		r, rhs = relLe, rhs.sub(small(1))
	case solver.OpGt:
		r, rhs = relGe, rhs.add(small(1))
	}
	t.atom(c, d.terms, r, rhs)
}

// atom normalises form rel rhs and adds it to c.
func (t *translator) atom(c *conjunct, form []lterm, r rel, rhs num) {
	if len(form) == 0 {
		s := rhs.sign() // 0 rel rhs
		var holds bool
		switch r {
		case relLe:
			holds = s >= 0
		case relGe:
			holds = s <= 0
		case relEq:
			holds = s == 0
		case relNe:
			holds = s != 0
		}
		if !holds {
			c.isFalse = true
		}
		return
	}
	g := form[0].c
	if g.sign() < 0 {
		g = g.neg()
	}
	for _, tm := range form[1:] {
		g = gcdNum(g, tm.c)
	}
	if form[0].c.sign() < 0 {
		g = g.neg()
		switch r {
		case relLe:
			r = relGe
		case relGe:
			r = relLe
		}
	}
	if !g.eq(small(1)) {
		scaled := make([]lterm, len(form))
		for i, tm := range form {
			scaled[i] = lterm{v: tm.v, c: tm.c.quo(g)}
		}
		form = scaled
		rhs = rhs.quo(g)
	}
	if !rhs.isInt() {
		switch r {
		case relLe:
			rhs = rhs.floor()
		case relGe:
			rhs = rhs.ceil()
		case relEq:
			c.isFalse = true // no integer solution
			return
		case relNe:
			return // always true
		}
	}
	a := atom{form: form, rel: r, rhs: rhs}
	if len(form) > 1 || !form[0].c.eq(small(1)) {
		a.key = formKey(form)
	}
	c.atoms = append(c.atoms, a)
}

// formKey encodes a form's variables and coefficients.
func formKey(form []lterm) string {
	var b strings.Builder
	for _, tm := range form {
		b.WriteString(strconv.FormatUint(uint64(tm.v.ID()), 36))
		b.WriteByte('*')
		b.WriteString(tm.c.String())
		b.WriteByte(' ')
	}
	return b.String()
}

// gcdNum returns the positive gcd of two non-zero integers.
func gcdNum(a, b num) num {
	x, ok1 := a.int64()
	y, ok2 := b.int64()
	if ok1 && ok2 && x != math.MinInt64 && y != math.MinInt64 {
		return small(gcd64(x, y))
	}
	x1 := new(big.Int).Abs(a.rat().Num())
	y1 := new(big.Int).Abs(b.rat().Num())
	return fromInt(new(big.Int).GCD(nil, nil, x1, y1))
}

// linear translates a KInt or KLong expression.
func (t *translator) linear(e solver.Expr) *linResult {
	if r, ok := t.lin[e]; ok {
		return r
	}
	r := t.linearOf(e)
	if r.foreign == "" && len(r.l.terms) > 0 {
		r.lo, r.hi = r.l.k, r.l.k
		for _, tm := range r.l.terms {
			vlo, vhi := t.bounds(tm.v)
			a, b := tm.c.mul(vlo), tm.c.mul(vhi)
			if b.less(a) {
				a, b = b, a
			}
			r.lo, r.hi = r.lo.add(a), r.hi.add(b)
		}
	} else if r.foreign == "" {
		r.lo, r.hi = r.l.k, r.l.k
	}
	t.lin[e] = r
	return r
}

func (t *translator) linearOf(e solver.Expr) *linResult {
	switch e.Op() {
	case solver.OpConst:
		return &linResult{l: linear{k: small(e.ConstValue())}}
	case solver.OpVar:
		if k := e.Kind(); k != solver.KInt && k != solver.KLong {
			return &linResult{foreign: k.String() + " variable"}
		}
		return &linResult{l: linear{terms: []lterm{{v: e, c: small(1)}}}}
	case solver.OpIte:
		// An auxiliary variable that the clauses of its definition tie to
		// the arm its condition selects (boolean.go).
		a, b := t.linear(e.Arg(1)), t.linear(e.Arg(2))
		if f := firstForeign(a, b); f != "" {
			return &linResult{foreign: f}
		}
		if d := t.iteVar(e, a, b); d.foreign != "" {
			return &linResult{foreign: d.foreign}
		}
		return &linResult{l: linear{terms: []lterm{{v: e, c: small(1)}}}}
	case solver.OpAdd, solver.OpSub:
		a, b := t.linear(e.Arg(0)), t.linear(e.Arg(1))
		if f := firstForeign(a, b); f != "" {
			return &linResult{foreign: f}
		}
		if e.Op() == solver.OpAdd {
			return &linResult{l: add(a.l, b.l)}
		}
		return &linResult{l: sub(a.l, b.l)}
	case solver.OpNeg:
		a := t.linear(e.Arg(0))
		if a.foreign != "" {
			return a
		}
		return &linResult{l: scale(a.l, small(-1))}
	case solver.OpMul:
		x, y := e.Arg(0), e.Arg(1)
		if x.IsConst() {
			x, y = y, x
		}
		if !y.IsConst() {
			return &linResult{foreign: "product of two symbolic values"}
		}
		a := t.linear(x)
		if a.foreign != "" {
			return a
		}
		return &linResult{l: scale(a.l, small(y.ConstValue()))}
	case solver.OpShl:
		// x << c is x * 2^c in both theories (c masked as in Java).
		n := e.Arg(1)
		if !n.IsConst() {
			return &linResult{foreign: "shift by a symbolic count"}
		}
		a := t.linear(e.Arg(0))
		if a.foreign != "" {
			return a
		}
		sh := uint(n.ConstValue()) & uint(width(e.Kind())-1)
		return &linResult{l: scale(a.l, pow2(sh))}
	case solver.OpI2L, solver.OpL2I, solver.OpI2B, solver.OpI2S, solver.OpI2C:
		// The identity when the operand's value is in the target's range,
		// which is what Java (the bit-vector theory) and the int theory
		// (where conversions are the identity) agree on.
		a := t.linear(e.Arg(0))
		if a.foreign != "" {
			return a
		}
		lo, hi := convRange(e.Op())
		if a.lo.less(lo) || hi.less(a.hi) {
			return &linResult{foreign: e.Op().String() + " of a value that may not fit"}
		}
		return a
	}
	return &linResult{foreign: "operator " + e.Op().String()}
}

func firstForeign(rs ...*linResult) string {
	for _, r := range rs {
		if r.foreign != "" {
			return r.foreign
		}
	}
	return ""
}

func width(k solver.Kind) int {
	if k == solver.KLong {
		return 64
	}
	return 32
}

// kindRange returns the range of values of a numeric kind.
func kindRange(k solver.Kind) (num, num) {
	if k == solver.KLong {
		return small(math.MinInt64), small(math.MaxInt64)
	}
	return small(math.MinInt32), small(math.MaxInt32)
}

// convRange returns the range in which a conversion is the identity.
func convRange(op solver.Op) (num, num) {
	switch op {
	case solver.OpI2B:
		return small(math.MinInt8), small(math.MaxInt8)
	case solver.OpI2S:
		return small(math.MinInt16), small(math.MaxInt16)
	case solver.OpI2C:
		return small(0), small(math.MaxUint16)
	case solver.OpI2L:
		return kindRange(solver.KInt) // the operand is an int: always
	}
	return kindRange(solver.KInt) // l2i
}

// pow2 returns 2^n for n < 64.
func pow2(n uint) num {
	if n < 63 {
		return small(int64(1) << n)
	}
	return fromInt(new(big.Int).Lsh(big.NewInt(1), n))
}

// add returns a + b.
func add(a, b linear) linear {
	out := linear{k: a.k.add(b.k), terms: make([]lterm, 0, len(a.terms)+len(b.terms))}
	i, j := 0, 0
	for i < len(a.terms) || j < len(b.terms) {
		switch {
		case j == len(b.terms) || (i < len(a.terms) && a.terms[i].v.ID() < b.terms[j].v.ID()):
			out.terms = append(out.terms, a.terms[i])
			i++
		case i == len(a.terms) || b.terms[j].v.ID() < a.terms[i].v.ID():
			out.terms = append(out.terms, b.terms[j])
			j++
		default:
			if c := a.terms[i].c.add(b.terms[j].c); !c.isZero() {
				out.terms = append(out.terms, lterm{v: a.terms[i].v, c: c})
			}
			i++
			j++
		}
	}
	return out
}

// sub returns a - b.
func sub(a, b linear) linear { return add(a, scale(b, small(-1))) }

// scale returns c * a.
func scale(a linear, c num) linear {
	if c.isZero() {
		return linear{}
	}
	out := linear{k: a.k.mul(c), terms: slices.Clone(a.terms)}
	for i := range out.terms {
		out.terms[i].c = out.terms[i].c.mul(c)
	}
	return out
}
