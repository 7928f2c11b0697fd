package solver

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// bruteSolver is the fake inner solver of the layer tests. It records every
// query it receives and answers it by brute force over the variables'
// bounds (which the tests keep small), with Eval's Java semantics, or from
// a script of answers by query. The first satisfying assignment in
// enumeration order (the first variable varies slowest, from its lower
// bound up) is the model. It also implements CoreChecker, with the trivial
// core or a scripted one.
type bruteSolver struct {
	queries   []Query // every query received (PC copied), in order
	script    map[string]Answer
	cores     map[string][]int // CheckCore answers by pcKey(prefix ++ segment)
	noModel   bool             // answer sat without a model (a broken inner solver)
	closed    bool
	coreCalls int
}

// pcKey names a path condition for scripts: the conjuncts' strings.
func pcKey(pc []Expr) string {
	parts := make([]string, len(pc))
	for i, c := range pc {
		parts[i] = c.String()
	}
	return strings.Join(parts, " && ")
}

func (b *bruteSolver) Check(q Query) (Answer, error) {
	b.queries = append(b.queries, Query{PC: slices.Clone(q.PC), NeedModel: q.NeedModel})
	if a, ok := b.script[pcKey(q.PC)]; ok {
		return a, nil
	}
	return b.brute(q)
}

func (b *bruteSolver) brute(q Query) (Answer, error) {
	vars := Vars(q.PC...)
	size := 1
	for _, v := range vars {
		lo, hi := v.Bounds()
		if hi-lo > 1000 || size*int(hi-lo+1) > 1_000_000 {
			return Answer{}, fmt.Errorf("bruteSolver: variables too wide: %v", vars)
		}
		size *= int(hi - lo + 1)
	}
	m := make(Model)
	for _, v := range vars {
		m[v.Name()], _ = v.Bounds()
	}
	for {
		ok := true
		for _, c := range q.PC {
			if v, good := Eval(c, m); !good || v != 1 {
				ok = false
				break
			}
		}
		if ok {
			a := Answer{Result: Sat}
			if q.NeedModel && !b.noModel {
				a.Model = m
			}
			return a, nil
		}
		// Next assignment: the last variable varies fastest.
		i := len(vars) - 1
		for ; i >= 0; i-- {
			lo, hi := vars[i].Bounds()
			if m[vars[i].Name()] < hi {
				m[vars[i].Name()]++
				break
			}
			m[vars[i].Name()] = lo
		}
		if i < 0 {
			return Answer{Result: Unsat}, nil
		}
	}
}

func (b *bruteSolver) CheckCore(prefix, segment []Expr) (Answer, []int, error) {
	b.coreCalls++
	pc := append(slices.Clone(prefix), segment...)
	a, err := b.Check(Query{PC: pc, NeedModel: true})
	if err != nil || a.Result != Unsat {
		return a, nil, err
	}
	if core, ok := b.cores[pcKey(pc)]; ok {
		return a, core, nil
	}
	return a, trivialCore(len(segment)), nil
}

func (b *bruteSolver) Close() error { b.closed = true; return nil }

// calls returns the number of queries received.
func (b *bruteSolver) calls() int { return len(b.queries) }

// last returns the last query received.
func (b *bruteSolver) last() Query { return b.queries[len(b.queries)-1] }

// fixture holds a Context with small variables for layer tests.
type fixture struct {
	c          *Context
	x, y, z, w Expr // ints in -5..5
	p, q       Expr // booleans
	t          *testing.T
}

func newFixture(t *testing.T) *fixture {
	c := NewContext()
	return &fixture{
		c: c, t: t,
		x: c.Var("x", KInt, -5, 5), y: c.Var("y", KInt, -5, 5),
		z: c.Var("z", KInt, -5, 5), w: c.Var("w", KInt, -5, 5),
		p: c.Var("p", KBool, 0, 1), q: c.Var("q", KBool, 0, 1),
	}
}

func (f *fixture) i(v int64) Expr { return f.c.Const(KInt, v) }

// check runs q on s and fails unless the result is want; for Sat with a
// model asked, the model must satisfy q (Eval) within bounds.
func (f *fixture) check(s Solver, want Result, pc ...Expr) Answer {
	f.t.Helper()
	return f.checkQ(s, Query{PC: pc, NeedModel: true}, want)
}

func (f *fixture) checkQ(s Solver, q Query, want Result) Answer {
	f.t.Helper()
	a, err := s.Check(q)
	if err != nil {
		f.t.Fatalf("%s: %v", pcKey(q.PC), err)
	}
	if a.Result != want {
		f.t.Fatalf("%s: %v, want %v", pcKey(q.PC), a.Result, want)
	}
	if a.Result == Sat && q.NeedModel {
		checkModelSat(f.t, q.PC, a.Model)
	}
	if a.Result == Sat && !q.NeedModel && a.Model != nil {
		f.t.Fatalf("%s: model %v not asked for", pcKey(q.PC), a.Model)
	}
	return a
}

// checkModelSat fails unless m has every variable of pc within bounds and
// satisfies pc under Eval.
func checkModelSat(t *testing.T, pc []Expr, m Model) {
	t.Helper()
	if m == nil {
		t.Fatalf("%s: sat without a model", pcKey(pc))
	}
	for _, v := range Vars(pc...) {
		x, ok := m[v.Name()]
		lo, hi := v.Bounds()
		if !ok || x < lo || x > hi {
			t.Fatalf("%s: model %v: %s missing or outside %d..%d", pcKey(pc), m, v.Name(), lo, hi)
		}
	}
	for _, c := range pc {
		if v, ok := Eval(c, m); !ok || v != 1 {
			t.Fatalf("%s: model %v fails %s", pcKey(pc), m, c)
		}
	}
}

// wantStats fails unless st has the given counts (Time is not compared).
func wantStats(t *testing.T, st LayerStats, in, sat, unsat, down int64) {
	t.Helper()
	if st.In != in || st.AnsweredSat != sat || st.AnsweredUnsat != unsat || st.PassedDown != down {
		t.Fatalf("%s stats: in %d sat %d unsat %d down %d, want %d %d %d %d",
			st.Name, st.In, st.AnsweredSat, st.AnsweredUnsat, st.PassedDown, in, sat, unsat, down)
	}
}

// wantQuery fails unless the fake's last query is pc.
func wantQuery(t *testing.T, b *bruteSolver, pc ...Expr) {
	t.Helper()
	if got := b.last().PC; !slices.Equal(got, pc) {
		t.Fatalf("passed down %s, want %s", pcKey(got), pcKey(pc))
	}
}
