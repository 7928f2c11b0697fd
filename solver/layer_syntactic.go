package solver

// Syntactic is the layer "syntactic": it looks at the conjuncts of a query
// as expressions, without evaluating anything.
//
//   - A conjunct that is the constant true is dropped.
//   - A conjunct that is the constant false makes the query unsat.
//   - A conjunct whose negation is also a conjunct makes the query unsat.
//     The negation is the expression Context.Not builds (Not of a
//     comparison is the negated comparison: !(a < b) is a >= b; Not(Not x)
//     is x), found in the Context's hash-cons table without building it:
//     a negation that was never built is no conjunct.
//   - A conjunct equal (==, hash-consed structural equality) to an earlier
//     one is dropped.
//
// The query that remains, in the original order, is passed down; when it
// is empty the answer is sat with an empty model. The query is passed
// down unchanged (the same slice) when nothing was dropped.
//
// Soundness: dropping true conjuncts and repeated ones leaves an
// equivalent conjunction, with the same variables (a constant has none, a
// repeated conjunct has those of its first occurrence), so a model from
// below is a model of the query. A conjunction holding false, or c and
// !c, is unsat in every theory. The Context's rewrites (Not of a
// comparison) are identities in both theories.
//
// Counters: AnsweredUnsat counts the contradictions found, AnsweredSat the
// queries that were empty once the true conjuncts were dropped.
type Syntactic struct {
	layerBase
	seen map[Expr]bool // scratch: the conjuncts kept so far
}

// NewSyntactic returns the syntactic layer over inner.
func NewSyntactic(inner Solver) *Syntactic {
	return &Syntactic{layerBase: layerBase{Inner: inner, Stats: LayerStats{Name: "syntactic"}}}
}

// Check answers q when its conjuncts contradict each other syntactically,
// and otherwise passes down q without the redundant conjuncts.
func (l *Syntactic) Check(q Query) (Answer, error) {
	l.begin()
	defer l.end()
	pc, unsat := l.reduce(q.PC)
	if unsat != nil {
		l.sink.report(unsat)
		return l.answered(Answer{Result: Unsat})
	}
	if len(pc) == 0 {
		a := Answer{Result: Sat}
		if q.NeedModel {
			a.Model = Model{}
		}
		return l.answered(a)
	}
	if len(pc) == len(q.PC) {
		return l.down(q)
	}
	return l.down(Query{PC: pc, NeedModel: q.NeedModel})
}

// reduce returns pc without its true and repeated conjuncts (pc itself when
// there are none), or, when pc is syntactically unsat, a set of one or two
// of its conjuncts that is.
func (l *Syntactic) reduce(pc []Expr) (out, unsat []Expr) {
	if l.seen == nil {
		l.seen = make(map[Expr]bool)
	}
	clear(l.seen)
	changed := false
	for i, c := range pc {
		drop := false
		switch {
		case c.IsConst() && c.ConstValue() == 0:
			return nil, []Expr{c}
		case c.IsConst() || l.seen[c]:
			drop = true
		default:
			if n, ok := negation(c); ok && l.seen[n] {
				return nil, []Expr{n, c}
			}
		}
		if drop {
			if !changed {
				changed = true
				out = make([]Expr, i, len(pc))
				copy(out, pc[:i])
			}
			continue
		}
		l.seen[c] = true
		if changed {
			out = append(out, c)
		}
	}
	if !changed {
		return pc, nil
	}
	return out, nil
}

// learn passes down the reduced pc.
func (l *Syntactic) learn(pc []Expr, m Model) {
	if out, unsat := l.reduce(pc); unsat == nil {
		l.teach(out, m)
	}
}

// negation returns the expression Context.Not(c) would return, if it has
// been built; it builds nothing.
func negation(c Expr) (Expr, bool) {
	n := c.n
	if n.op == OpNot {
		return Expr{n.args[0]}, true
	}
	k := key{op: OpNot, kind: KBool, a: n}
	if neg := negated(n.op); neg != 0 {
		k = key{op: neg, kind: KBool, a: n.args[0], b: n.args[1]}
	}
	ctx := n.ctx
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	if m, ok := ctx.nodes[k]; ok {
		return Expr{m}, true
	}
	return Expr{}, false
}
