package solver

import (
	"slices"
	"testing"
)

// fakeDecider decides the queries whose first conjunct is in mine (by
// brute force, with the core of the last segment conjunct) and declines
// the others; it knows the first conjunct of a declined query sat.
type fakeDecider struct {
	mine  map[Expr]bool
	brute bruteSolver
	last  []Expr
}

func (f *fakeDecider) Name() string { return "native" }

func (f *fakeDecider) Decide(q Query) (Answer, bool) {
	f.last = q.PC
	if len(q.PC) == 0 || !f.mine[q.PC[0]] {
		return Answer{}, false
	}
	a, err := f.brute.Check(Query{PC: q.PC, NeedModel: true})
	return a, err == nil
}

func (f *fakeDecider) DecideCore(pc []Expr, prefix int) (Answer, []int, bool) {
	a, ok := f.Decide(Query{PC: pc, NeedModel: true})
	if !ok || a.Result != Unsat {
		return a, nil, ok
	}
	return a, []int{len(pc) - prefix - 1}, true
}

func (f *fakeDecider) KnownSat() (int, Model) {
	a, err := f.brute.Check(Query{PC: f.last[:1], NeedModel: true})
	if err != nil || a.Result != Sat {
		return 0, nil
	}
	return 1, a.Model
}

func (f *fakeDecider) Close() error { return nil }

// TestNativeFront: the native procedure is asked before the layers; what
// it decides is a call no layer sees, what it declines goes through the
// layers to the backend, and the calls add up by backend.
func TestNativeFront(t *testing.T) {
	c := NewContext()
	x := c.Var("x", KInt, 0, 3)
	y := c.Var("y", KInt, 0, 3)
	mine := c.Gt(x, c.Const(KInt, 1))
	other := c.Lt(x, c.Const(KInt, 1))
	unsat := c.Lt(x, c.Const(KInt, 0))
	yPos := c.Gt(y, c.Const(KInt, 0))
	queries := [][]Expr{{mine}, {mine, unsat}, {other}, {other, unsat}, {other, yPos}}

	native := &fakeDecider{mine: map[Expr]bool{mine: true}}
	fallback := &bruteSolver{}
	s, err := NewStack(StackOptions{Layers: []string{"independence"}, Native: native, BackendName: "z3"}, fallback)
	if err != nil {
		t.Fatal(err)
	}
	for _, pc := range queries {
		if _, err := s.Check(Query{PC: pc, NeedModel: true}); err != nil {
			t.Fatal(err)
		}
	}
	// Two queries start with mine (one sat, one unsat): decided natively.
	// The independence layer sees the other three; it was taught that
	// x < 1 is sat by the declines, so it answers {other} itself, sends
	// {other, unsat} down whole (x < 0 shares x with x < 1) and only the
	// slice {yPos} of {other, yPos}.
	b := s.Backends()
	if len(b) != 2 || b[0].Name != "native" || b[1].Name != "z3" {
		t.Fatalf("backends %+v", b)
	}
	if b[0].Calls != 2 || b[0].Sat != 1 || b[0].Unsat != 1 || b[0].Declined != 3 {
		t.Fatalf("native %+v, want 2 calls (1 sat, 1 unsat), 3 declined", b[0])
	}
	if b[1].Calls != 2 || b[1].Sat != 1 || b[1].Unsat != 1 {
		t.Fatalf("z3 %+v, want 2 calls (1 sat, 1 unsat)", b[1])
	}
	if got := [][]Expr{fallback.queries[0].PC, fallback.queries[1].PC}; !slices.Equal(got[0], []Expr{other, unsat}) || !slices.Equal(got[1], []Expr{yPos}) {
		t.Fatalf("z3 was asked %v, want [x < 1, x < 0] and the slice [y > 0]", got)
	}
	if calls := s.Calls(); calls.Calls != 4 || calls.Sat != 2 || calls.Unsat != 2 {
		t.Fatalf("calls %+v, want 4 (2 sat, 2 unsat)", calls)
	}

	// CheckCore without the unsat-core layer: the trivial core.
	a, core, err := s.CheckCore([]Expr{mine}, []Expr{yPos, unsat})
	if err != nil || a.Result != Unsat || !slices.Equal(core, []int{0, 1}) {
		t.Fatalf("CheckCore without cores: %v %v %v", a.Result, core, err)
	}
	// With it, the native core.
	sc, _ := NewStack(StackOptions{Layers: []string{"unsat-core"}, Native: &fakeDecider{mine: map[Expr]bool{mine: true}}}, &bruteSolver{})
	a, core, err = sc.CheckCore([]Expr{mine}, []Expr{yPos, unsat})
	if err != nil || a.Result != Unsat || !slices.Equal(core, []int{1}) {
		t.Fatalf("CheckCore with cores: %v %v %v", a.Result, core, err)
	}

	// Native only: a declined query that no layer answers is unknown, and
	// the unknown is the native procedure's.
	nb, err := NewStack(StackOptions{Layers: []string{"none"}, Native: &fakeDecider{mine: map[Expr]bool{mine: true}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	a, err = nb.Check(Query{PC: []Expr{other}})
	if err != nil || a.Result != Unknown || a.Reason == "" {
		t.Fatalf("native only: %+v %v", a, err)
	}
	if st := nb.Backends(); len(st) != 1 || st[0].Calls != 1 || st[0].Unknown != 1 || st[0].Declined != 1 {
		t.Fatalf("native only backends %+v", st)
	}
	if _, err := NewStack(StackOptions{Layers: []string{"none"}}, nil); err == nil {
		t.Fatal("NewStack without a backend did not fail")
	}
}
