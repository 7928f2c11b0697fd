package z3

import (
	"maps"
	"testing"

	"gospf/solver"
)

// TestLastModel checks the deferred models of solver.ModelDeferrer: read
// after a check without a model, a model is the one the check would have
// given (the same values), for the checked path condition and its
// prefixes, with no re-check; once Z3 has moved on (another check, sat or
// unsat) the model of an earlier path condition comes from a re-check,
// counted by ModelRechecks, and is still a model of it.
func TestLastModel(t *testing.T) {
	for _, th := range theories {
		t.Run(th, func(t *testing.T) {
			v := newVars()
			gt := v.c.Gt(v.x, v.i(5))
			lt := v.c.Lt(v.y, v.x)
			eq := v.c.Eq(v.y, v.i(3))
			bad := v.c.Lt(v.x, v.i(0))
			pc := []solver.Expr{gt, lt, eq}

			eager := newSolver(t, Options{Theory: th})
			want, err := eager.Check(solver.Query{PC: pc, NeedModel: true})
			if err != nil || want.Result != solver.Sat {
				t.Fatalf("eager check: %v %v", want, err)
			}

			s := newSolver(t, Options{Theory: th})
			if !s.DefersModels() {
				t.Fatal("DefersModels is false")
			}
			a, err := s.Check(solver.Query{PC: pc})
			if err != nil || a.Result != solver.Sat || a.Model != nil {
				t.Fatalf("check without a model: %+v %v", a, err)
			}
			m, ok, err := s.LastModel(pc)
			if err != nil || !ok {
				t.Fatalf("LastModel(pc): %v %v", ok, err)
			}
			// Two fresh solvers given the same check build the same model.
			if !maps.Equal(m, want.Model) {
				t.Errorf("deferred model %v, eager model %v", m, want.Model)
			}
			checkModel(t, "pc", pc, m, true)
			// A prefix of the last check reads the same model, restricted.
			m, ok, err = s.LastModel(pc[:1])
			if err != nil || !ok || len(m) != 1 || m["x"] != want.Model["x"] {
				t.Fatalf("LastModel(prefix) = %v %v %v; want x = %d alone", m, ok, err, want.Model["x"])
			}
			if s.ModelRechecks() != 0 {
				t.Fatalf("ModelRechecks = %d after reading the last check's model; want 0", s.ModelRechecks())
			}

			// An unsat check replaces Z3's model: the model of pc[:2]
			// comes from a re-check (one), and satisfies it.
			unsat := []solver.Expr{gt, lt, bad}
			if a, err := s.Check(solver.Query{PC: unsat}); err != nil || a.Result != solver.Unsat {
				t.Fatalf("unsat check: %+v %v", a, err)
			}
			m, ok, err = s.LastModel(pc[:2])
			if err != nil || !ok {
				t.Fatalf("LastModel after unsat: %v %v", ok, err)
			}
			checkModel(t, "pc[:2]", pc[:2], m, true)
			if s.ModelRechecks() != 1 {
				t.Fatalf("ModelRechecks = %d; want 1", s.ModelRechecks())
			}
			// The re-check left Z3 holding the model of pc[:2]: reading it
			// again needs no re-check.
			if _, ok, err = s.LastModel(pc[:2]); err != nil || !ok || s.ModelRechecks() != 1 {
				t.Fatalf("LastModel again: %v %v, ModelRechecks %d; want 1", ok, err, s.ModelRechecks())
			}
			// A path condition that is no prefix of the last check is
			// never answered from its model.
			other := []solver.Expr{v.c.Gt(v.z, v.i(7))}
			m, ok, err = s.LastModel(other)
			if err != nil || !ok || m["z"] <= 7 || s.ModelRechecks() != 2 {
				t.Fatalf("LastModel(other) = %v %v %v, ModelRechecks %d; want z > 7 and 2", m, ok, err, s.ModelRechecks())
			}
			// A path condition that is unsat after all is an error.
			if _, _, err = s.LastModel(unsat); err == nil {
				t.Fatal("LastModel of an unsat path condition: no error")
			}
		})
	}
}

// TestLastModelInterrupted checks that an interrupted solver gives no
// model (ok false, no error) rather than reading Z3's.
func TestLastModelInterrupted(t *testing.T) {
	v := newVars()
	s := newSolver(t, Options{})
	pc := []solver.Expr{v.c.Gt(v.x, v.i(5))}
	if a, err := s.Check(solver.Query{PC: pc}); err != nil || a.Result != solver.Sat {
		t.Fatalf("check: %+v %v", a, err)
	}
	s.Interrupt()
	if m, ok, err := s.LastModel(pc); ok || err != nil || m != nil {
		t.Fatalf("LastModel after Interrupt = %v %v %v; want no model and no error", m, ok, err)
	}
}
