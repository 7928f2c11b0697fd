package solver_test

import (
	"testing"

	"gospf/solver"
	"gospf/solver/z3"
)

// TestStackDefersModels checks when a stack passes deferred models on:
// over Z3 with no layers only (the layers want a model of every check),
// and that LastModel then gives a model of the last checked path
// condition.
func TestStackDefersModels(t *testing.T) {
	for _, tc := range []struct {
		layers []string
		want   bool
	}{
		{[]string{"none"}, true},
		{[]string{"all"}, false},
		{[]string{"query-cache"}, false},
	} {
		c := solver.NewContext()
		x := c.Var("x", solver.KInt, -10, 10)
		zs, err := z3.New(z3.Options{})
		if err != nil {
			t.Fatal(err)
		}
		s, err := solver.NewStack(solver.StackOptions{Layers: tc.layers, Ctx: c}, zs)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if got := s.DefersModels(); got != tc.want {
			t.Errorf("layers %v: DefersModels = %v; want %v", tc.layers, got, tc.want)
		}
		pc := []solver.Expr{c.Gt(x, c.Const(solver.KInt, 8))}
		a, err := s.Check(solver.Query{PC: pc})
		if err != nil || a.Result != solver.Sat {
			t.Fatalf("layers %v: %+v %v", tc.layers, a, err)
		}
		m, ok, err := s.LastModel(pc)
		if !tc.want {
			if err == nil {
				t.Errorf("layers %v: LastModel without deferred models: no error", tc.layers)
			}
			continue
		}
		if err != nil || !ok || m["x"] <= 8 {
			t.Errorf("layers %v: LastModel = %v %v %v; want x > 8", tc.layers, m, ok, err)
		}
		if zs.ModelRechecks() != 0 || s.Calls().Calls != 1 {
			t.Errorf("layers %v: %d re-checks, %d calls; want 0 and 1 (reading a model is no call)", tc.layers, zs.ModelRechecks(), s.Calls().Calls)
		}
	}
}
