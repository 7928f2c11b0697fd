package solver

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestNewStackOptions(t *testing.T) {
	b := &bruteSolver{}
	bad := []StackOptions{
		{},
		{Layers: []string{"none", "syntactic"}},
		{Layers: []string{"syntactic", "all"}},
		{Layers: []string{"cache"}},
		{Layers: []string{"query-cache", "query-cache"}},
		{Layers: []string{"none"}, Theory: "real"},
		{Layers: []string{"none"}, Validate: true},
	}
	for _, o := range bad {
		if _, err := NewStack(o, b); !errors.Is(err, ErrStackOptions) {
			t.Errorf("%+v: %v", o, err)
		}
	}
	if _, err := NewStack(StackOptions{Layers: []string{"none"}}, nil); !errors.Is(err, ErrStackOptions) {
		t.Errorf("nil backend: %v", err)
	}
	for _, tc := range []struct {
		layers []string
		want   []string
	}{
		{[]string{"none"}, nil},
		{[]string{"all"}, AllLayers},
		{[]string{"query-cache", "syntactic"}, []string{"query-cache", "syntactic"}},
	} {
		s, err := NewStack(StackOptions{Layers: tc.layers, Theory: "bitvector"}, b)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, st := range s.Layers() {
			got = append(got, st.Name)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%v: layers %v", tc.layers, got)
		}
		if s.Cores() != slices.Contains(tc.want, "unsat-core") {
			t.Errorf("%v: Cores() = %v", tc.layers, s.Cores())
		}
	}
	// Every layer name of the configuration is known here.
	if len(AllLayers) != 5 {
		t.Fatalf("AllLayers = %v", AllLayers)
	}
}

func TestStackNone(t *testing.T) {
	f := newFixture(t)
	c, x := f.c, f.x
	b := &bruteSolver{}
	s, err := NewStack(StackOptions{Layers: []string{"none"}, Ctx: c}, b)
	if err != nil {
		t.Fatal(err)
	}
	x0 := c.Gt(x, f.i(0))
	for range 3 {
		f.check(s, Sat, x0, x0, c.Bool(true))
		f.check(s, Unsat, x0, c.Bool(false))
	}
	// CheckCore: the trivial core, from a plain check.
	a, core, err := s.CheckCore([]Expr{x0}, []Expr{c.Gt(f.y, f.i(0)), c.Lt(x, f.i(0)), c.Eq(f.z, f.i(0))})
	if err != nil || a.Result != Unsat || !slices.Equal(core, []int{0, 1, 2}) {
		t.Fatalf("CheckCore: %v %v %v", a.Result, core, err)
	}
	a, core, err = s.CheckCore([]Expr{x0}, []Expr{c.Gt(f.y, f.i(0))})
	if err != nil || a.Result != Sat || core != nil {
		t.Fatalf("CheckCore: %v %v %v", a.Result, core, err)
	}
	checkModelSat(t, []Expr{x0, c.Gt(f.y, f.i(0))}, a.Model)
	st := s.Backend().Stats
	if st.Calls != 8 || st.Sat != 4 || st.Unsat != 4 || b.calls() != 8 || b.coreCalls != 0 {
		t.Fatalf("backend %+v, fake %d calls, %d core calls", st, b.calls(), b.coreCalls)
	}
	// Queries are checked.
	other := NewContext().Var("x", KBool, 0, 1)
	if _, err := s.Check(Query{PC: []Expr{other}}); !errors.Is(err, ErrQuery) {
		t.Fatalf("other Context: %v", err)
	}
	if _, err := s.Check(Query{PC: []Expr{x}}); !errors.Is(err, ErrQuery) {
		t.Fatalf("int conjunct: %v", err)
	}
	if _, _, err := s.CheckCore(nil, []Expr{{}}); !errors.Is(err, ErrQuery) {
		t.Fatalf("zero conjunct: %v", err)
	}
	if err := s.Close(); err != nil || !b.closed {
		t.Fatal("Close not passed down")
	}
}

// plainSolver hides the CheckCore method of a bruteSolver.
type plainSolver struct{ b *bruteSolver }

func (p plainSolver) Check(q Query) (Answer, error) { return p.b.Check(q) }
func (p plainSolver) Close() error                  { return p.b.Close() }

func TestStackCheckCore(t *testing.T) {
	f := newFixture(t)
	c, x, y, z := f.c, f.x, f.y, f.z
	x0, xn := c.Gt(x, f.i(0)), c.Lt(x, f.i(0))
	y0, y3 := c.Gt(y, f.i(0)), c.Lt(y, f.i(3))
	segment := []Expr{y0, xn, y3}
	b := &bruteSolver{cores: map[string][]int{pcKey([]Expr{x0, y0, xn, y3}): {1}}}
	s, err := NewStack(StackOptions{Layers: []string{"unsat-core"}}, b)
	if err != nil {
		t.Fatal(err)
	}
	// The backend's core, one core call.
	a, core, err := s.CheckCore([]Expr{x0}, segment)
	if err != nil || a.Result != Unsat || !slices.Equal(core, []int{1}) || b.coreCalls != 1 {
		t.Fatalf("CheckCore: %v %v %v (%d core calls)", a.Result, core, err, b.coreCalls)
	}
	// The unsat-core layer remembers {x > 0, x < 0}: no call, and the core
	// maps to the new segment.
	a, core, err = s.CheckCore([]Expr{x0, c.Gt(z, f.i(0))}, []Expr{y3, y0, xn})
	if err != nil || a.Result != Unsat || !slices.Equal(core, []int{2}) || b.calls() != 1 {
		t.Fatalf("CheckCore: %v %v %v (%d calls)", a.Result, core, err, b.calls())
	}
	// A prefix that is unsat by itself: the empty core. (The remembered
	// set does not hold the last conjunct, so the layer does not look.)
	b.cores[pcKey([]Expr{xn, c.Gt(z, f.i(0)), x0, y3})] = []int{}
	a, core, err = s.CheckCore([]Expr{xn, c.Gt(z, f.i(0)), x0}, []Expr{y3})
	if err != nil || a.Result != Unsat || core == nil || len(core) != 0 {
		t.Fatalf("CheckCore: %v %v %v", a.Result, core, err)
	}
	// Plain checks of the prefix go down as plain checks.
	f.check(s, Sat, x0, y0)
	if b.coreCalls != 2 || s.Backend().Stats.Calls != 3 {
		t.Fatalf("%d core calls, backend %+v", b.coreCalls, s.Backend().Stats)
	}
	wantStats(t, s.Layers()[0], 4, 0, 1, 3)

	// Syntactic contradictions give their pair as the core, with the
	// unsat-core layer on; without it, the core is trivial.
	for _, layers := range [][]string{{"syntactic", "unsat-core"}, {"syntactic"}, {"all"}} {
		b := &bruteSolver{}
		s, err := NewStack(StackOptions{Layers: layers}, b)
		if err != nil {
			t.Fatal(err)
		}
		a, core, err := s.CheckCore([]Expr{x0}, []Expr{y0, c.Le(x, f.i(0)), y3})
		want := []int{1}
		if !s.Cores() {
			want = []int{0, 1, 2}
		}
		if err != nil || a.Result != Unsat || !slices.Equal(core, want) || b.calls() != 0 {
			t.Fatalf("%v: %v %v %v (%d calls)", layers, a.Result, core, err, b.calls())
		}
	}

	// A backend without cores: with the unsat-core layer, the set of the
	// query that reached the backend, which the independence layer sliced.
	b = &bruteSolver{}
	s, err = NewStack(StackOptions{Layers: []string{"unsat-core", "independence"}}, plainSolver{b})
	if err != nil {
		t.Fatal(err)
	}
	f.check(s, Sat, x0, y0)
	a, core, err = s.CheckCore([]Expr{x0, y0}, []Expr{c.Gt(z, f.i(0)), c.Lt(y, f.i(0)), c.Lt(z, f.i(2))})
	if err != nil || a.Result != Unsat || !slices.Equal(core, []int{0, 1, 2}) {
		t.Fatalf("sliced: %v %v %v", a.Result, core, err)
	}
	wantQuery(t, b, y0, c.Gt(z, f.i(0)), c.Lt(y, f.i(0)), c.Lt(z, f.i(2)))
	// A remembered set that lies in the prefix and the segment: no call.
	n := b.calls()
	a, core, err = s.CheckCore([]Expr{y0}, []Expr{c.Gt(z, f.i(0)), c.Eq(x, f.i(1)), c.Gt(f.w, f.i(0)), c.Lt(y, f.i(0)), c.Lt(z, f.i(2))})
	if err != nil || a.Result != Unsat || !slices.Equal(core, []int{0, 3, 4}) || b.calls() != n {
		t.Fatalf("remembered: %v %v %v (%d calls)", a.Result, core, err, b.calls()-n)
	}
}

// unknownSolver answers unknown to every query.
type unknownSolver struct{ calls int }

func (u *unknownSolver) Check(q Query) (Answer, error) {
	u.calls++
	return Answer{Result: Unknown, Reason: "timeout"}, nil
}
func (u *unknownSolver) Close() error { return nil }

// TestStackUnknown checks that no layer turns an unknown answer into sat or
// unsat or remembers it: with a backend that knows nothing, only the
// syntactic layer answers.
func TestStackUnknown(t *testing.T) {
	f := newFixture(t)
	c, x, y := f.c, f.x, f.y
	u := &unknownSolver{}
	s, err := NewStack(StackOptions{Layers: []string{"all"}}, u)
	if err != nil {
		t.Fatal(err)
	}
	pcs := [][]Expr{
		{c.Gt(x, f.i(0))},
		{c.Gt(x, f.i(0)), c.Gt(y, f.i(0))},
		{c.Gt(x, f.i(0)), c.Gt(y, f.i(0))},
		{c.Gt(y, f.i(0)), c.Gt(x, f.i(0))},
		{c.Gt(x, f.i(0)), c.Gt(y, f.i(0)), c.Lt(x, f.i(0))},
		{c.Gt(x, f.i(0)), c.Gt(y, f.i(0)), c.Lt(x, f.i(0)), c.Eq(y, f.i(1))},
		{c.Gt(x, f.i(0))},
	}
	for _, pc := range pcs {
		f.check(s, Unknown, pc...)
		if _, core, err := s.CheckCore(pc[:1], pc[1:]); err != nil || core != nil {
			t.Fatalf("CheckCore: %v %v", core, err)
		}
	}
	f.check(s, Unsat, c.Gt(x, f.i(0)), c.Le(x, f.i(0)))
	f.check(s, Sat, c.Bool(true))
	if u.calls != 2*len(pcs) {
		t.Fatalf("%d calls for %d queries", u.calls, 2*len(pcs))
	}
	for _, st := range s.Layers() {
		if st.Name != "syntactic" && st.AnsweredSat+st.AnsweredUnsat != 0 {
			t.Errorf("%+v", st)
		}
	}
}

// TestStackLearn checks that a sat answer given by a layer is taught to
// the layers below it: the independence layer slices against a path
// condition the model cache above it answered.
func TestStackLearn(t *testing.T) {
	f := newFixture(t)
	c, x, y := f.c, f.x, f.y
	b := &bruteSolver{}
	s, err := NewStack(StackOptions{Layers: []string{"syntactic", "model-cache", "independence", "query-cache"}, Theory: "bitvector"}, b)
	if err != nil {
		t.Fatal(err)
	}
	x0, x4, y0 := c.Gt(x, f.i(0)), c.Lt(x, f.i(4)), c.Gt(y, f.i(0))
	f.check(s, Sat, x0)         // down: x = 1
	f.check(s, Sat, x0, x4)     // the model cache
	f.check(s, Sat, x0, x4, x4) // the model cache (through syntactic)
	f.check(s, Sat, x0, x4, y0)
	wantQuery(t, b, y0)
	if b.calls() != 2 {
		t.Fatalf("%d calls", b.calls())
	}
	// The query cache learnt x > 0 && x < 4 too.
	qc := s.layers[3].(*QueryCache)
	if qc.lookup(hashIDs(conjunctSet([]Expr{x0, x4}, nil)), conjunctSet([]Expr{x4, x0}, nil)) == nil {
		t.Fatal("the query cache did not learn")
	}
	for _, st := range s.Layers() {
		if st.In != st.AnsweredSat+st.AnsweredUnsat+st.PassedDown {
			t.Errorf("%+v", st)
		}
	}
}

// TestStackValidate checks that validate mode names the layer whose answer
// is wrong.
func TestStackValidate(t *testing.T) {
	f := newFixture(t)
	c, x, y := f.c, f.x, f.y
	x0, y0 := c.Gt(x, f.i(0)), c.Gt(y, f.i(0))
	newStack := func(layers []string, backend Solver) *Stack {
		s, err := NewStack(StackOptions{Layers: layers, Validate: true, Validator: &bruteSolver{}, Ctx: c}, backend)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	wantErr := func(err error, name string) {
		t.Helper()
		if !errors.Is(err, ErrValidation) || !strings.Contains(err.Error(), name+" answered") {
			t.Fatalf("error %v, want a validation error naming %s", err, name)
		}
	}
	// A lying backend.
	liar := &bruteSolver{script: map[string]Answer{pcKey([]Expr{x0}): {Result: Unsat}}}
	s := newStack([]string{"all"}, liar)
	_, err := s.Check(Query{PC: []Expr{x0}, NeedModel: true})
	wantErr(err, "backend")
	// A backend whose model is wrong.
	liar = &bruteSolver{script: map[string]Answer{pcKey([]Expr{x0}): {Result: Sat, Model: Model{"x": -1}}}}
	s = newStack([]string{"none"}, liar)
	_, err = s.Check(Query{PC: []Expr{x0}, NeedModel: true})
	wantErr(err, "backend")
	// A backend whose model lacks a variable.
	liar = &bruteSolver{script: map[string]Answer{pcKey([]Expr{x0, y0}): {Result: Sat, Model: Model{"x": 1}}}}
	s = newStack([]string{"none"}, liar)
	_, err = s.Check(Query{PC: []Expr{x0, y0}, NeedModel: true})
	wantErr(err, "backend")
	// A corrupted query cache.
	s = newStack([]string{"syntactic", "query-cache"}, &bruteSolver{})
	qc := s.layers[1].(*QueryCache)
	ids := conjunctSet([]Expr{x0}, nil)
	qc.table.add(hashIDs(ids), &qcEntry{ids: ids, ans: Answer{Result: Unsat}})
	_, err = s.Check(Query{PC: []Expr{x0}})
	wantErr(err, "query-cache")
	// A corrupted independence memory: its merged model is wrong.
	s = newStack([]string{"independence"}, &bruteSolver{})
	in := s.layers[0].(*Independence)
	in.remember([]Expr{x0}, Model{"x": -3}, 0)
	_, err = s.Check(Query{PC: []Expr{x0, y0}, NeedModel: true})
	wantErr(err, "independence")
	// A wrong core.
	b := &bruteSolver{cores: map[string][]int{pcKey([]Expr{x0, y0, c.Lt(x, f.i(0))}): {0}}}
	s = newStack([]string{"unsat-core"}, b)
	_, _, err = s.CheckCore([]Expr{x0}, []Expr{y0, c.Lt(x, f.i(0))})
	if !errors.Is(err, ErrValidation) || !strings.Contains(err.Error(), "core") {
		t.Fatalf("wrong core: %v", err)
	}
	// Right answers pass, and the validator is closed with the stack.
	val := &bruteSolver{}
	s, err = NewStack(StackOptions{Layers: []string{"all"}, Validate: true, Validator: val}, &bruteSolver{})
	if err != nil {
		t.Fatal(err)
	}
	f.check(s, Sat, x0, y0)
	f.check(s, Unsat, x0, y0, c.Lt(x, f.i(-1)))
	if err := s.Close(); err != nil || !val.closed {
		t.Fatal("validator not closed")
	}
}
