package solver

import "testing"

func TestQueryCache(t *testing.T) {
	f := newFixture(t)
	c, x, y := f.c, f.x, f.y
	b := &bruteSolver{}
	l := NewQueryCache(DefaultQueryCacheSize, b)
	x0, y0 := c.Gt(x, f.i(0)), c.Gt(y, f.i(2))

	// A miss without NeedModel goes down with NeedModel.
	f.checkQ(l, Query{PC: []Expr{x0, y0}}, Sat)
	if !b.last().NeedModel {
		t.Fatal("NeedModel not set below")
	}
	// The same set in another order, with a repetition: a hit, with the
	// model.
	a := f.check(l, Sat, y0, x0, y0)
	if b.calls() != 1 || a.Model["x"] != 1 || a.Model["y"] != 3 {
		t.Fatalf("%d calls, model %v", b.calls(), a.Model)
	}
	// The model is a copy.
	a.Model["x"] = 5
	if a = f.check(l, Sat, x0, y0); a.Model["x"] != 1 {
		t.Fatalf("model %v", a.Model)
	}
	// A subset or a superset is another key.
	f.check(l, Sat, x0)
	f.check(l, Sat, x0, y0, c.Lt(x, f.i(3)))
	if b.calls() != 3 {
		t.Fatalf("%d calls", b.calls())
	}
	// Unsat is cached.
	f.check(l, Unsat, x0, c.Lt(x, f.i(0)))
	f.check(l, Unsat, c.Lt(x, f.i(0)), x0)
	if b.calls() != 4 {
		t.Fatalf("%d calls", b.calls())
	}
	wantStats(t, l.Stats, 7, 2, 1, 4)
}

func TestQueryCacheUnknown(t *testing.T) {
	f := newFixture(t)
	x0 := f.c.Gt(f.x, f.i(0))
	b := &bruteSolver{script: map[string]Answer{pcKey([]Expr{x0}): {Result: Unknown, Reason: "timeout"}}}
	l := NewQueryCache(4, b)
	f.check(l, Unknown, x0)
	f.check(l, Unknown, x0)
	if b.calls() != 2 {
		t.Fatalf("%d calls: unknown was cached", b.calls())
	}
	delete(b.script, pcKey([]Expr{x0}))
	f.check(l, Sat, x0)
	f.check(l, Sat, x0)
	wantStats(t, l.Stats, 4, 1, 0, 3)
}

// TestQueryCacheNoModel checks that a sat entry without a model (the
// solver below gave none) does not answer a query that wants one.
func TestQueryCacheNoModel(t *testing.T) {
	f := newFixture(t)
	x0 := f.c.Gt(f.x, f.i(0))
	b := &bruteSolver{noModel: true}
	l := NewQueryCache(4, b)
	f.checkQ(l, Query{PC: []Expr{x0}}, Sat)
	f.checkQ(l, Query{PC: []Expr{x0}}, Sat)
	if b.calls() != 1 {
		t.Fatalf("%d calls", b.calls())
	}
	b.noModel = false
	f.check(l, Sat, x0)
	f.check(l, Sat, x0)
	if b.calls() != 2 {
		t.Fatalf("%d calls", b.calls())
	}
}

func TestQueryCacheCapacity(t *testing.T) {
	f := newFixture(t)
	c, x := f.c, f.x
	b := &bruteSolver{}
	l := NewQueryCache(2, b)
	for _, v := range []int64{1, 2, 3} {
		f.check(l, Sat, c.Eq(x, f.i(v)))
	}
	f.check(l, Sat, c.Eq(x, f.i(3)))
	f.check(l, Sat, c.Eq(x, f.i(2)))
	if b.calls() != 3 {
		t.Fatalf("%d calls", b.calls())
	}
	f.check(l, Sat, c.Eq(x, f.i(1)))
	if b.calls() != 4 {
		t.Fatalf("%d calls: the oldest entry was not forgotten", b.calls())
	}
	// Entries with colliding hashes are told apart by their keys.
	l.table.add(hashIDs(conjunctSet([]Expr{c.Eq(x, f.i(4))}, nil)), &qcEntry{ids: []uint32{1 << 30}, ans: Answer{Result: Unsat}})
	f.check(l, Sat, c.Eq(x, f.i(4)))
}
