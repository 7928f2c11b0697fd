package z3

import (
	"fmt"
	"slices"

	"gospf/solver"
)

var _ solver.ModelDeferrer = (*Solver)(nil)

// DefersModels reports true: a check without a model skips
// Z3_solver_get_model, most of a check's time (package doc, "Models
// read when needed").
func (s *Solver) DefersModels() bool { return true }

// ModelReads returns the number of LastModel calls.
func (s *Solver) ModelReads() int64 { return s.reads }

// ModelRechecks returns the number of LastModel calls that checked again.
func (s *Solver) ModelRechecks() int64 { return s.rechecks }

// LastModel returns a model of pc, which a check proved satisfiable
// (solver.ModelDeferrer). When the last check that reached Z3 was of pc or
// of an extension of it, answered sat, and nothing has changed Z3's scopes
// since, the model is read from Z3 as Check would have read it then, so
// it is the same model. Otherwise pc is checked again for its model, which
// ModelRechecks counts; that check is not a solver call of the contract: it
// decides nothing the caller did not know.
func (s *Solver) LastModel(pc []solver.Expr) (m solver.Model, ok bool, err error) {
	if s.closed {
		return nil, false, ErrClosed
	}
	s.reads++
	if s.modelHeld && !s.interrupted.Load() && len(pc) <= len(s.modelPC) && slices.Equal(pc, s.modelPC[:len(pc)]) {
		defer s.recoverZ3(&err)
		return s.model(pc), true, nil
	}
	s.rechecks++
	a, err := s.Check(solver.Query{PC: pc, NeedModel: true})
	switch {
	case err != nil:
		return nil, false, err
	case a.Result == solver.Sat:
		return a.Model, true, nil
	case a.Result == solver.Unsat:
		return nil, false, fmt.Errorf("%w: a path condition proven satisfiable (%d conjuncts) is unsat when checked again for its model", ErrZ3, len(pc))
	}
	return nil, false, nil
}
