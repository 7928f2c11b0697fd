package solver

import "testing"

func TestUnsatCores(t *testing.T) {
	f := newFixture(t)
	c, x, y := f.c, f.x, f.y
	b := &bruteSolver{}
	l := NewUnsatCores(DefaultUnsatCoresSize, b)
	a, d := c.Gt(x, f.i(2)), c.Lt(x, f.i(1))
	y0, y1 := c.Gt(y, f.i(0)), c.Lt(y, f.i(4))

	f.check(l, Sat, a, y0)
	// Unsat, passed down; outside a Stack the set is the query.
	f.check(l, Unsat, a, d)
	// Supersets of {a, d}, in any order: unsat with no call.
	f.check(l, Unsat, y0, d, y1, a)
	f.checkQ(l, Query{PC: []Expr{d, a, a}}, Unsat)
	if b.calls() != 2 {
		t.Fatalf("%d calls", b.calls())
	}
	// A superset whose last conjunct is not in the set: not looked for.
	f.check(l, Unsat, a, d, y0)
	if b.calls() != 3 {
		t.Fatalf("%d calls", b.calls())
	}
	// Not supersets: down.
	f.check(l, Sat, a, y1)
	f.check(l, Sat, d, y1)
	// Sat answers are not remembered as sets.
	f.check(l, Sat, a, y0, y1)
	f.check(l, Sat, a, y0, y1)
	wantStats(t, l.Stats, 9, 0, 2, 7)
}

// TestUnsatCoresSink checks that inside a stack the layer remembers the set
// the layers below reported, not the whole query.
func TestUnsatCoresSink(t *testing.T) {
	f := newFixture(t)
	c, x, y := f.c, f.x, f.y
	b := &bruteSolver{}
	var sink coreSink
	l := NewUnsatCores(4, b)
	l.sink = &sink
	a, d := c.Gt(x, f.i(2)), c.Lt(x, f.i(1))
	y0 := c.Gt(y, f.i(0))
	sink.report([]Expr{a, d}) // as a layer below would, deciding the next query
	f.check(l, Unsat, y0, a, d)
	sink.reset()
	f.check(l, Unsat, a, d)
	if set, ok := sink.get(); !ok || len(set) != 2 || set[0] != a || set[1] != d {
		t.Fatalf("reported %v %v", set, ok)
	}
	if b.calls() != 1 {
		t.Fatalf("%d calls", b.calls())
	}
}

func TestUnsatCoresUnknown(t *testing.T) {
	f := newFixture(t)
	x0 := f.c.Gt(f.x, f.i(0))
	b := &bruteSolver{script: map[string]Answer{pcKey([]Expr{x0}): {Result: Unknown}}}
	l := NewUnsatCores(4, b)
	f.check(l, Unknown, x0)
	f.check(l, Unknown, x0)
	wantStats(t, l.Stats, 2, 0, 0, 2)
}
