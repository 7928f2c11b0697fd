package solver

import "fmt"

var _ ModelDeferrer = (*Stack)(nil)

// DefersModels reports whether checks without a model go straight to a
// backend that defers models (ModelDeferrer): only with no native
// procedure, no layers and no validation, which all want the models of
// the checks they see (layers = "none" with backend = "z3").
func (s *Stack) DefersModels() bool {
	d, ok := s.backend.Inner.(ModelDeferrer)
	return ok && d.DefersModels() && s.native == nil && len(s.layers) == 0 && s.val == nil
}

// modelCounter is a backend that counts the models read from it and its
// model re-checks (ModelDeferrer).
type modelCounter interface {
	ModelReads() int64
	ModelRechecks() int64
}

// modelCounts returns the backend's model reads and re-checks, 0 when it
// counts none.
func (s *Stack) modelCounts() (reads, rechecks int64) {
	if r, ok := s.backend.Inner.(modelCounter); ok {
		return r.ModelReads(), r.ModelRechecks()
	}
	return 0, 0
}

// LastModel returns a model of pc from the backend (ModelDeferrer). It is
// an error unless DefersModels.
func (s *Stack) LastModel(pc []Expr) (Model, bool, error) {
	if !s.DefersModels() {
		return nil, false, fmt.Errorf("%w: LastModel on a stack that does not defer models", ErrStackOptions)
	}
	if err := s.checkPC(pc); err != nil {
		return nil, false, err
	}
	return s.backend.Inner.(ModelDeferrer).LastModel(pc)
}
