package solver

import "testing"

func TestIndependence(t *testing.T) {
	f := newFixture(t)
	c, x, y, z, w := f.c, f.x, f.y, f.z, f.w
	b := &bruteSolver{}
	l := NewIndependence(DefaultIndependenceSize, b)
	x0, y0 := c.Gt(x, f.i(0)), c.Gt(y, f.i(2))

	// Nothing remembered: the whole query goes down, with NeedModel.
	f.checkQ(l, Query{PC: []Expr{x0, y0}}, Sat) // x = 1, y = 3
	wantQuery(t, b, x0, y0)
	if !b.last().NeedModel {
		t.Fatal("NeedModel not set below")
	}
	// An extension on x only: the slice leaves out y > 2; y comes from the
	// remembered model.
	xlt := c.Lt(x, f.i(4))
	a := f.check(l, Sat, x0, y0, xlt)
	wantQuery(t, b, x0, xlt)
	if a.Model["y"] != 3 || len(a.Model) != 2 {
		t.Fatalf("model %v", a.Model)
	}
	// The extension is remembered: extending it again slices against it.
	zx := c.Gt(z, x)
	f.check(l, Sat, x0, y0, xlt, zx)
	wantQuery(t, b, x0, xlt, zx)
	// A new variable alone: only the suffix goes down.
	w1 := c.Lt(w, f.i(-2))
	a = f.check(l, Sat, x0, y0, xlt, w1)
	wantQuery(t, b, w1)
	if a.Model["x"] != 1 || a.Model["y"] != 3 || a.Model["w"] != -5 {
		t.Fatalf("model %v", a.Model)
	}
	// A remembered path condition: sat with no call.
	n := b.calls()
	a = f.check(l, Sat, x0, y0, xlt)
	if b.calls() != n || a.Model["x"] != 1 || a.Model["y"] != 3 {
		t.Fatalf("%d calls, model %v", b.calls()-n, a.Model)
	}
	// An unsat slice: unsat.
	f.check(l, Unsat, x0, y0, c.Lt(y, f.i(2)))
	wantQuery(t, b, y0, c.Lt(y, f.i(2)))
	// A constant in the suffix goes down with it.
	f.check(l, Unsat, x0, y0, c.Bool(false))
	wantQuery(t, b, c.Bool(false))
	// No remembered prefix: whole.
	f.check(l, Sat, y0, x0)
	wantQuery(t, b, y0, x0)
	// The slice is the whole query: the query goes down as it is.
	f.check(l, Sat, x0, c.Eq(y, x))
	wantQuery(t, b, x0, c.Eq(y, x))
	wantStats(t, l.Stats, 9, 1, 0, 8)
}

func TestIndependenceTransitive(t *testing.T) {
	f := newFixture(t)
	c, x, y, z, w := f.c, f.x, f.y, f.z, f.w
	b := &bruteSolver{}
	l := NewIndependence(8, b)
	pre := []Expr{c.Gt(x, f.i(0)), c.Gt(y, x), c.Gt(z, f.i(1)), f.p}
	f.check(l, Sat, pre...)
	// w > y reaches y > x and, through x, x > 0; not z > 1 nor p.
	wy := c.Gt(w, y)
	a := f.check(l, Sat, append(pre, wy)...)
	wantQuery(t, b, pre[0], pre[1], wy)
	if a.Model["p"] != 1 || a.Model["z"] != 2 {
		t.Fatalf("model %v", a.Model)
	}
	// The longest remembered prefix is used: pre+[w > y] rather than pre.
	zz := c.Lt(z, f.i(5))
	f.check(l, Sat, append(pre, wy, zz)...)
	wantQuery(t, b, pre[2], zz)
}

func TestIndependenceUnknown(t *testing.T) {
	f := newFixture(t)
	c, x, y := f.c, f.x, f.y
	x0, y0 := c.Gt(x, f.i(0)), c.Gt(y, f.i(0))
	b := &bruteSolver{script: map[string]Answer{pcKey([]Expr{y0}): {Result: Unknown, Reason: "timeout"}}}
	l := NewIndependence(8, b)
	f.check(l, Sat, x0)
	f.check(l, Unknown, x0, y0)
	wantQuery(t, b, y0)
	// Not remembered: asked again, and an extension is sliced against x > 0
	// only.
	f.check(l, Unknown, x0, y0)
	yy := c.Lt(y, f.i(3))
	f.check(l, Sat, x0, y0, yy)
	wantQuery(t, b, y0, yy)
	if b.calls() != 4 {
		t.Fatalf("%d calls", b.calls())
	}
}

func TestIndependenceCapacity(t *testing.T) {
	f := newFixture(t)
	c, x, y := f.c, f.x, f.y
	b := &bruteSolver{}
	l := NewIndependence(2, b)
	for _, v := range []int64{1, 2, 3} {
		f.check(l, Sat, c.Eq(x, f.i(v)))
	}
	// x == 3 is remembered: only y == 1 goes down; the table now holds
	// x == 3 and the pair (x == 2 is forgotten).
	f.check(l, Sat, c.Eq(x, f.i(3)), c.Eq(y, f.i(1)))
	wantQuery(t, b, c.Eq(y, f.i(1)))
	// x == 1 is forgotten: the whole query goes down. It is remembered
	// with its prefix x == 1, two entries that take the places of the
	// others.
	f.check(l, Sat, c.Eq(x, f.i(1)), c.Eq(y, f.i(1)))
	wantQuery(t, b, c.Eq(x, f.i(1)), c.Eq(y, f.i(1)))
	f.check(l, Sat, c.Eq(x, f.i(3)), c.Eq(y, f.i(2)))
	wantQuery(t, b, c.Eq(x, f.i(3)), c.Eq(y, f.i(2)))
}

func TestIndependencePrefixes(t *testing.T) {
	f := newFixture(t)
	c, x, y, z := f.c, f.x, f.y, f.z
	b := &bruteSolver{}
	l := NewIndependence(8, b)
	x0, y0, z0 := c.Gt(x, f.i(0)), c.Gt(y, f.i(2)), c.Lt(z, f.i(0))
	// Three sides checked at once, nothing remembered: the whole query
	// goes down, and its prefixes x > 0 and x > 0 && y > 2 are remembered
	// with its model.
	f.check(l, Sat, x0, y0, z0)
	wantQuery(t, b, x0, y0, z0)
	// A prefix: sat with no call, with a model of its own variables only.
	n := b.calls()
	a := f.check(l, Sat, x0, y0)
	if b.calls() != n || len(a.Model) != 2 || a.Model["x"] != 1 || a.Model["y"] != 3 {
		t.Fatalf("%d calls, model %v", b.calls()-n, a.Model)
	}
	// Another side after the prefix (a search back at the choice point
	// between y > 2 and z < 0): only that side goes down.
	z1 := c.Gt(z, f.i(2))
	f.check(l, Sat, x0, y0, z1)
	wantQuery(t, b, z1)
	z2 := c.Gt(z, f.i(3))
	f.check(l, Sat, x0, z2)
	wantQuery(t, b, z2)
	wantStats(t, l.Stats, 4, 1, 0, 3)
}

func TestIndependenceNoModel(t *testing.T) {
	f := newFixture(t)
	b := &bruteSolver{noModel: true}
	l := NewIndependence(2, b)
	if _, err := l.Check(Query{PC: []Expr{f.c.Gt(f.x, f.i(0))}}); err == nil {
		t.Fatal("no error for a sat answer without a model")
	}
}
