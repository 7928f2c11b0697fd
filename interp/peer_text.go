package interp

import (
	"fmt"
	"slices"

	"gospf/choicegen"
	"gospf/solver"
)

// The native interface for models on symbolic values (package jdk's
// String, StringBuilder, Integer and Character models): their case
// splits are choicegen.Text choice points, a precondition's exception
// first, and a case may be a concretisation (concretize.go) of the text
// the model has no encoding for.

// A Case is one case of SplitCases: the condition that selects it and its
// label. Pin, when valid (a KString expression), makes the case a
// concretisation: its constraint is Pin = the text Pin has in a model of
// the path condition and Cond, SplitCases returns that text, and the call
// counts as concretised (Concretized), so the exploration is incomplete
// but every path real. Its Label is what the model cannot do exactly; the
// choice is labelled "concretized" and the method.
type Case struct {
	Label string
	Cond  solver.Expr
	Pin   solver.Expr
}

// SplitCases is Split for a model on symbolic values: the path splits
// into cases (conditions that exclude each other under the path
// condition), a choicegen.Text choice point, with Split's rules (the peer
// returns the error as is, changes no heap before, calls it once). It
// returns the case and, for a case with a Pin, its text; a Pin case
// without a model (Options.Concretize unset, or no model) is an
// ErrUnsupported error naming the method. When every condition is a
// constant, the case that holds is taken without a choice point (unless
// it has a Pin).
func (vm *VM) SplitCases(cases []Case) (int, []uint16, error) {
	if i, ok := constantCase(cases); ok {
		return i, nil, nil
	}
	cx := vm.ctx
	var modelErr error
	i, err := vm.peerChoose(choicegen.Text, func() []choicegen.Choice {
		choices := make([]choicegen.Choice, len(cases))
		for j, c := range cases {
			choices[j] = choicegen.Choice{Constraint: c.Cond, Label: c.Label}
			if !c.Pin.Valid() {
				continue
			}
			choices[j].Label = "concretized " + vm.peerTarget.String()
			if vm.opts.Concretize == nil {
				continue
			}
			model, ok, err := vm.opts.Concretize.Model(append(slices.Clip(vm.pc), c.Cond))
			if err != nil {
				modelErr = err
			}
			if ok {
				choices[j].Constraint, choices[j].Values = pinText(cx, c.Pin, model)
			}
		}
		return choices
	})
	if modelErr != nil {
		return 0, nil, fmt.Errorf("concretizing the arguments: %w", modelErr)
	}
	if err != nil || !cases[i].Pin.Valid() {
		return i, nil, err
	}
	vals := vm.pendingGen.Choices[i].Values
	if vals == nil { // no model was taken: nothing to go on with
		return 0, nil, fmt.Errorf("%w: %s (symbolic.concretize = \"error\", or no model)", ErrUnsupported, cases[i].Label)
	}
	vm.countConcretized(vm.peerTarget)
	return i, textOfValues(vals), nil
}

// constantCase returns the case whose condition is the constant true when
// every condition is a constant and that case has no Pin.
func constantCase(cases []Case) (int, bool) {
	holds := -1
	for i, c := range cases {
		if !c.Cond.IsConst() {
			return 0, false
		}
		if c.Cond.ConstValue() != 0 && holds < 0 {
			holds = i
		}
	}
	if holds < 0 || cases[holds].Pin.Valid() {
		return 0, false
	}
	return holds, true
}

// pinText returns the constraint s = its text in model m and the text's
// chars (a choice's Values, never nil: a replay needs no string handle).
func pinText(cx *solver.Context, s solver.Expr, m solver.Model) (solver.Expr, []int64) {
	valueIn(s, m) // gives the variables absent from the model their defaults
	h, _ := solver.Eval(s, m)
	u, _ := cx.StrOfHandle(h)
	vals := make([]int64, len(u))
	for j, c := range u {
		vals[j] = int64(c)
	}
	return cx.Eq(s, cx.StrConst(u)), vals
}

// textOfValues is the text whose chars are vals.
func textOfValues(vals []int64) []uint16 {
	u := make([]uint16, len(vals))
	for j, v := range vals {
		u[j] = uint16(v)
	}
	return u
}

// Require is a precondition of a model on symbolic values: nil when ok
// holds and the call goes on. It is a case split (SplitCases, none for a
// constant ok), the exception (!ok) first; where !ok holds, the error
// throws a new exc whose message is the concatenation of msg's parts
// (KString expressions, symbolic or not), as the JDK builds it. The peer
// returns a non-nil error as is.
func (vm *VM) Require(ok solver.Expr, label, exc string, msg ...solver.Expr) error {
	cx := vm.ctx
	i, _, err := vm.SplitCases([]Case{{Label: exc[len("java/lang/"):], Cond: cx.Not(ok)}, {Label: label, Cond: ok}})
	if err != nil || i == 1 {
		return err
	}
	m := cx.StrConst(nil)
	for _, p := range msg {
		m = cx.StrConcat(m, p)
	}
	return vm.JavaThrowText(exc, m)
}

// ConcretizeText gives the symbolic text s, an argument of the running
// peer's method whose model has no encoding for it (hashCode of a string
// without a length bound), its text in a model of the path condition, as
// concretize does for numbers: a one-way choice (choicegen.Assume) adds
// s = text to the path condition and the call is counted. Without
// Options.Concretize it is the ErrUnsupported error saying why.
func (vm *VM) ConcretizeText(s solver.Expr, why string) ([]uint16, error) {
	if vm.opts.Concretize == nil {
		return nil, fmt.Errorf("%w: a symbolic String %s (symbolic.concretize = \"error\")", ErrUnsupported, why)
	}
	var modelErr error
	_, err := vm.peerChoose(choicegen.Assume, func() []choicegen.Choice {
		model, ok, err := vm.opts.Concretize.Model(vm.pc)
		if err != nil {
			modelErr = err
		}
		ch := choicegen.Choice{Label: "concretized " + vm.peerTarget.String(), Constraint: vm.ctx.Bool(false)}
		if ok {
			ch.Constraint, ch.Values = pinText(vm.ctx, s, model)
		}
		return []choicegen.Choice{ch}
	})
	if modelErr != nil {
		return nil, fmt.Errorf("concretizing the arguments: %w", modelErr)
	}
	if err != nil {
		return nil, err
	}
	vm.countConcretized(vm.peerTarget)
	return textOfValues(vm.pendingGen.Choices[0].Values), nil
}
