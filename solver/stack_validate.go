package solver

import (
	"fmt"
	"strconv"
	"strings"
)

// validator re-checks answers with a bare backend (StackOptions.Validate).
// A Stack in validate mode puts a validating wrapper below every layer and
// above the backend, so the first disagreement is found at the output of
// the layer that caused it.
type validator struct {
	v    Solver
	bv   bool
	memo map[string]Result // the validator's results, by conjunct sequence
}

// maxValidatorMemo bounds validator.memo; it is cleared when full.
const maxValidatorMemo = 1 << 16

func newValidator(v Solver, bv bool) *validator {
	return &validator{v: v, bv: bv, memo: make(map[string]Result)}
}

// result returns the validator's result for pc. Wrappers of layers that
// pass a query down unchanged ask again for the same query; the memo
// saves those calls.
func (val *validator) result(pc []Expr) (Result, error) {
	var b strings.Builder
	for _, c := range pc {
		b.WriteString(strconv.FormatUint(uint64(c.ID()), 36))
		b.WriteByte(',')
	}
	k := b.String()
	if r, ok := val.memo[k]; ok {
		return r, nil
	}
	a, err := val.v.Check(Query{PC: pc})
	if err != nil {
		return Unknown, fmt.Errorf("solver: validator: %w", err)
	}
	if len(val.memo) >= maxValidatorMemo {
		clear(val.memo)
	}
	val.memo[k] = a.Result
	return a.Result, nil
}

// check compares a, the answer of the layer name (or the backend) to q,
// with the validator's. For a sat answer with a model it also checks that
// the model has every variable of q within bounds and, by asking the
// validator with every variable fixed to its value, that it satisfies q.
// Unknown answers, from either side, are not compared.
func (val *validator) check(name string, q Query, a Answer) error {
	if a.Result != Sat && a.Result != Unsat {
		return nil
	}
	want, err := val.result(q.PC)
	if err != nil {
		return err
	}
	if want != Unknown && want != a.Result {
		return fmt.Errorf("%w: %s answered %v, the validator %v, for %s", ErrValidation, name, a.Result, want, pcString(q.PC))
	}
	if a.Result != Sat {
		return nil
	}
	if a.Model == nil {
		if q.NeedModel {
			return fmt.Errorf("%w: %s answered sat without a model for %s", ErrValidation, name, pcString(q.PC))
		}
		return nil
	}
	fixed := append([]Expr(nil), q.PC...)
	for _, v := range Vars(q.PC...) {
		x, ok := a.Model[v.Name()]
		var fix Expr
		if ok {
			fix, ok = fixValue(v, x)
		}
		if !ok {
			lo, hi := v.Bounds()
			return fmt.Errorf("%w: %s answered sat with model %v, which has no value within %d..%d for %s, for %s",
				ErrValidation, name, a.Model, lo, hi, v.Name(), pcString(q.PC))
		}
		fixed = append(fixed, fix)
	}
	r, err := val.result(fixed)
	if err != nil {
		return err
	}
	if r == Unsat {
		return fmt.Errorf("%w: %s answered sat with model %v, which does not satisfy %s", ErrValidation, name, a.Model, pcString(q.PC))
	}
	return nil
}

// checkCore checks a core returned by Stack.CheckCore: ascending indices
// into segment that, with prefix, the validator finds unsat.
func (val *validator) checkCore(prefix, segment []Expr, core []int) error {
	set := append([]Expr(nil), prefix...)
	for j, i := range core {
		if i < 0 || i >= len(segment) || (j > 0 && i <= core[j-1]) {
			return fmt.Errorf("%w: core %v is not ascending indices into a segment of %d", ErrValidation, core, len(segment))
		}
		set = append(set, segment[i])
	}
	r, err := val.result(set)
	if err != nil {
		return err
	}
	if r == Sat {
		return fmt.Errorf("%w: core %v of segment %s under prefix %s is satisfiable", ErrValidation, core, pcString(segment), pcString(prefix))
	}
	return nil
}

// pcString writes a path condition as "c1 && c2 && ...", "true" when empty.
func pcString(pc []Expr) string {
	if len(pc) == 0 {
		return "true"
	}
	parts := make([]string, len(pc))
	for i, c := range pc {
		parts[i] = "(" + c.String() + ")"
	}
	return strings.Join(parts, " && ")
}

// validating checks the answers of the layer (or backend) below it.
type validating struct {
	name  string
	inner Solver
	val   *validator
}

func (w *validating) Check(q Query) (Answer, error) {
	a, err := w.inner.Check(q)
	if err != nil {
		return a, err
	}
	if err := w.val.check(w.name, q, a); err != nil {
		return Answer{}, err
	}
	return a, nil
}

func (w *validating) Close() error { return w.inner.Close() }

// learn passes learnt answers through.
func (w *validating) learn(pc []Expr, m Model) {
	if l, ok := w.inner.(learner); ok {
		l.learn(pc, m)
	}
}

// fixValue returns the constraint that the variable v has the model value
// x, or false when x is no value of v: outside its bounds (for a string,
// its length), or not a handle of its Context. A float is fixed by its
// canonical bits (every NaN is the one NaN Java can tell apart).
func fixValue(v Expr, x int64) (Expr, bool) {
	ctx := v.n.ctx
	lo, hi := v.Bounds()
	switch k := v.Kind(); {
	case k == KString:
		u, ok := ctx.StrOfHandle(x)
		if !ok || int64(len(u)) < lo || int64(len(u)) > hi {
			return Expr{}, false
		}
		return ctx.Eq(v, ctx.StrConst(u)), true
	case x < lo || x > hi:
		return Expr{}, false
	case k.IsFloat():
		return ctx.Eq(ctx.FToBits(v), ctx.FToBits(ctx.Const(k, x))), true
	}
	return ctx.Eq(v, ctx.Const(v.Kind(), x)), true
}
