package z3

import (
	"errors"
	"testing"

	"gospf/solver"
)

func TestSetParam(t *testing.T) {
	s := newSolver(t, Options{})
	for _, p := range [][2]string{{"relevancy", "0"}, {"model", "false"}, {"arith.solver", "2"}, {"random_seed", "3"}, {"smt.relevancy", "0"}} {
		if err := s.SetParam(p[0], p[1]); err != nil {
			t.Errorf("%s=%s: %v", p[0], p[1], err)
		}
	}
	if err := s.SetParam("no.such.param", "1"); !errors.Is(err, ErrZ3) {
		t.Errorf("unknown parameter: %v", err)
	}
	// The solver still works after a rejected parameter.
	c := solver.NewContext()
	x := c.Var("x", solver.KInt, 0, 3)
	if a, err := s.Check(solver.Query{PC: []solver.Expr{c.Gt(x, c.Const(solver.KInt, 2))}}); err != nil || a.Result != solver.Sat {
		t.Fatalf("after: %v %v", a.Result, err)
	}
	s.Close()
	if err := s.SetParam("relevancy", "0"); !errors.Is(err, ErrClosed) {
		t.Fatalf("closed: %v", err)
	}
}

// TestTune runs the query table and a DFS stream on tuned solvers: the
// answers must not change.
func TestTune(t *testing.T) {
	for _, th := range theories {
		t.Run(th, func(t *testing.T) {
			v := newVars()
			s := newSolver(t, Options{Theory: th})
			if err := s.Tune(); err != nil {
				t.Fatal(err)
			}
			for _, tc := range queryTable(v) {
				want := tc.intWant
				if th == "bitvector" {
					want = tc.bvWant
				}
				a, err := s.Check(solver.Query{PC: tc.pc, NeedModel: true})
				if err != nil {
					t.Fatal(err)
				}
				if a.Result != want {
					t.Errorf("%s: %v (%s), want %v", tc.name, a.Result, a.Reason, want)
					continue
				}
				if a.Result == solver.Sat {
					checkModel(t, tc.name, tc.pc, a.Model, th == "bitvector" || tc.javaModel)
					if tc.check != nil && !tc.check(a.Model) {
						t.Errorf("%s: model %v fails the case's check", tc.name, a.Model)
					}
				}
			}
			ref := newSolver(t, Options{Theory: th})
			for _, pc := range dfsStream(th, 4, 6) {
				a, err := s.Check(solver.Query{PC: pc, NeedModel: true})
				if err != nil {
					t.Fatal(err)
				}
				r, err := ref.Check(solver.Query{PC: pc})
				if err != nil {
					t.Fatal(err)
				}
				if a.Result != r.Result {
					t.Fatalf("%v: tuned %v, default %v", pc, a.Result, r.Result)
				}
				if a.Result == solver.Sat {
					checkModel(t, "stream", pc, a.Model, th == "bitvector")
				}
			}
		})
	}
}
