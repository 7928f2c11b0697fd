package solver

import (
	"slices"
	"testing"
)

// fakeDecider decides the queries whose first conjunct is in mine (by
// brute force, with a trivial core) and declines the others.
type fakeDecider struct {
	mine  map[Expr]bool
	brute bruteSolver
}

func (f *fakeDecider) Name() string { return "native" }

func (f *fakeDecider) Decide(q Query) (Answer, bool) {
	if len(q.PC) == 0 || !f.mine[q.PC[0]] {
		return Answer{}, false
	}
	a, err := f.brute.Check(q)
	return a, err == nil
}

func (f *fakeDecider) DecideCore(prefix, segment []Expr) (Answer, []int, bool) {
	pc := append(slices.Clone(prefix), segment...)
	a, ok := f.Decide(Query{PC: pc, NeedModel: true})
	if !ok || a.Result != Unsat {
		return a, nil, ok
	}
	return a, []int{len(segment) - 1}, true
}

func (f *fakeDecider) Close() error { return nil }

func TestBackends(t *testing.T) {
	c := NewContext()
	x := c.Var("x", KInt, 0, 3)
	mine := c.Gt(x, c.Const(KInt, 1))
	other := c.Lt(x, c.Const(KInt, 1))
	unsat := c.Lt(x, c.Const(KInt, 0))
	queries := [][]Expr{{mine}, {mine, unsat}, {other}, {other, unsat}}

	native := &fakeDecider{mine: map[Expr]bool{mine: true}}
	fallback := &bruteSolver{}
	b, err := NewBackends(native, fallback, "z3")
	if err != nil {
		t.Fatal(err)
	}
	for _, pc := range queries {
		if _, err := b.Check(Query{PC: pc}); err != nil {
			t.Fatal(err)
		}
	}
	// Two queries start with mine (one sat, one unsat): the native
	// procedure decides them; the other two reach the fallback.
	st := b.Stats()
	if len(st) != 2 || st[0].Name != "native" || st[1].Name != "z3" {
		t.Fatalf("stats %+v", st)
	}
	if st[0].Calls != 2 || st[0].Sat != 1 || st[0].Unsat != 1 || st[0].Declined != 2 {
		t.Fatalf("native %+v, want 2 calls (1 sat, 1 unsat), 2 declined", st[0])
	}
	if st[1].Calls != 2 || st[1].Sat != 1 || st[1].Unsat != 1 || len(fallback.queries) != 2 {
		t.Fatalf("z3 %+v (%d queries), want 2 calls (1 sat, 1 unsat)", st[1], len(fallback.queries))
	}

	// CheckCore: the native core is used as it is; a fallback that is a
	// CoreChecker gives its own (bruteSolver's trivial core).
	a, core, err := b.CheckCore([]Expr{mine}, []Expr{unsat, other})
	if err != nil || a.Result != Unsat || !slices.Equal(core, []int{1}) {
		t.Fatalf("native CheckCore: %v %v %v", a.Result, core, err)
	}
	a, core, err = b.CheckCore([]Expr{other}, []Expr{unsat, mine})
	if err != nil || a.Result != Unsat || !slices.Equal(core, []int{0, 1}) {
		t.Fatalf("fallback CheckCore: %v %v %v", a.Result, core, err)
	}

	// Native only: a declined query is the native procedure's unknown.
	nb, _ := NewBackends(&fakeDecider{mine: map[Expr]bool{mine: true}}, nil, "")
	a, err = nb.Check(Query{PC: []Expr{other}})
	if err != nil || a.Result != Unknown || a.Reason == "" {
		t.Fatalf("native only: %+v %v", a, err)
	}
	if st := nb.Stats(); len(st) != 1 || st[0].Calls != 1 || st[0].Unknown != 1 || st[0].Declined != 0 {
		t.Fatalf("native only stats %+v", st)
	}
	// Z3 only: everything reaches the fallback.
	zb, _ := NewBackends(nil, &bruteSolver{}, "z3")
	for _, pc := range queries {
		zb.Check(Query{PC: pc})
	}
	if st := zb.Stats(); len(st) != 1 || st[0].Calls != 4 {
		t.Fatalf("z3 only stats %+v", st)
	}
	if _, err := NewBackends(nil, nil, ""); err == nil {
		t.Fatal("NewBackends without a backend did not fail")
	}
}
