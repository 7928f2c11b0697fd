package solver

import "testing"

func TestSyntactic(t *testing.T) {
	f := newFixture(t)
	c, x, y := f.c, f.x, f.y
	b := &bruteSolver{}
	l := NewSyntactic(b)

	// Nothing to drop: the same slice goes down.
	pc := []Expr{c.Gt(x, f.i(0)), c.Lt(y, f.i(3))}
	f.check(l, Sat, pc...)
	if b.calls() != 1 || &b.queries[0].PC[0] == &pc[0] {
		t.Fatal("query not recorded")
	}
	wantQuery(t, b, pc...)

	// True and repeated conjuncts are dropped, the order kept.
	f.check(l, Sat, c.Gt(x, f.i(0)), c.Bool(true), c.Gt(x, f.i(0)), c.Lt(y, f.i(3)), c.Lt(y, f.i(3)))
	wantQuery(t, b, c.Gt(x, f.i(0)), c.Lt(y, f.i(3)))

	// A false conjunct: unsat, no call.
	calls := b.calls()
	f.check(l, Unsat, c.Gt(x, f.i(0)), c.Bool(false), c.Lt(y, f.i(3)))
	// A comparison and its negation, built either way.
	f.check(l, Unsat, c.Lt(x, f.i(3)), c.Gt(y, f.i(1)), c.Ge(x, f.i(3)))
	f.check(l, Unsat, c.Not(c.Eq(x, y)), c.Eq(x, y))
	f.check(l, Unsat, f.p, c.Gt(y, f.i(1)), c.Not(f.p))
	lor := c.LOr(f.p, f.q)
	f.check(l, Unsat, c.Not(lor), lor)
	if b.calls() != calls {
		t.Fatalf("%d calls for syntactic contradictions", b.calls()-calls)
	}

	// Only true conjuncts: sat with an empty model, no call.
	a := f.check(l, Sat, c.Bool(true), c.Bool(true))
	if a.Model == nil || len(a.Model) != 0 {
		t.Fatalf("model %v", a.Model)
	}
	f.check(l, Sat)
	f.checkQ(l, Query{PC: []Expr{c.Bool(true)}}, Sat)
	if b.calls() != calls {
		t.Fatal("a call for a trivially true query")
	}

	// Not a contradiction: x < 3 and x > 3 are not syntactic negations.
	f.check(l, Unsat, c.Lt(x, f.i(3)), c.Gt(x, f.i(3)))
	wantQuery(t, b, c.Lt(x, f.i(3)), c.Gt(x, f.i(3)))

	// Looking for negations builds no node.
	pc = []Expr{c.Le(x, f.i(4)), c.Ne(y, f.i(2)), f.q, c.LAnd(f.p, f.q)}
	n := c.NumNodes()
	f.check(l, Sat, pc...)
	if c.NumNodes() != n {
		t.Fatalf("%d nodes built", c.NumNodes()-n)
	}
	// NeedModel is passed down as asked.
	f.checkQ(l, Query{PC: []Expr{c.Gt(x, f.i(0)), c.Gt(x, f.i(0))}}, Sat)
	if b.last().NeedModel {
		t.Fatal("NeedModel set below")
	}
	wantStats(t, l.Stats, 13, 3, 5, 5)
	if err := l.Close(); err != nil || !b.closed {
		t.Fatal("Close not passed down")
	}
}

func TestSyntacticUnknown(t *testing.T) {
	f := newFixture(t)
	pc := []Expr{f.c.Gt(f.x, f.i(0)), f.c.Bool(true)}
	b := &bruteSolver{script: map[string]Answer{pcKey(pc[:1]): {Result: Unknown, Reason: "timeout"}}}
	l := NewSyntactic(b)
	a := f.check(l, Unknown, pc...)
	if a.Reason != "timeout" {
		t.Fatalf("reason %q", a.Reason)
	}
	wantStats(t, l.Stats, 1, 0, 0, 1)
}
