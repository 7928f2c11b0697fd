package interp

import (
	"fmt"
	"slices"

	"gospf/choicegen"
	"gospf/solver"
)

// parseUnbounded decides Integer.parseInt(s) for a text s without a
// length bound, where the encoding of parseInt over any of Java's digits
// leaves Z3 undecided (solver/z3/strings_unbounded.go). It is a choice of
// three: s is no number by syntax (NumberFormatException, exact); s is a
// number of ASCII digits within the int range (exact at any length, Z3's
// str.to_int); or s is digits and neither (a digit of another Unicode
// block, or ASCII digits beyond the int range). The third is concretised
// as concretizeText does: its text is a model of the path condition and
// of that case, the choice is s = text, and the call is counted, so the
// exploration is incomplete and every path still real. It returns the
// validity and value to go on with: constants but for the second case.
func (c *strCall) parseUnbounded(s solver.Expr) (valid, value solver.Expr, stop stopReason, err error) {
	vm, cx := c.vm, c.vm.ctx
	digits, ascii := cx.StrIsDigits(s), cx.StrIsASCIIInt(s)
	other := cx.LAnd(digits, cx.Not(ascii))
	var modelErr error
	i, stop, err := vm.choose(c.f, c.f.pc, c.f.sp, func(w fmt.Stringer) *choicegen.Generator {
		conc := choicegen.Choice{Label: "concretized " + c.m.String(), Constraint: other}
		if vm.opts.Concretize != nil {
			model, ok, err := vm.opts.Concretize.Model(append(slices.Clip(vm.pc), other))
			if err != nil {
				modelErr = err
			}
			if ok {
				valueIn(s, model)
				h, _ := solver.Eval(s, model)
				u, _ := cx.StrOfHandle(h)
				conc.Constraint = cx.Eq(s, cx.StrConst(u))
				for _, ch := range u {
					conc.Values = append(conc.Values, int64(ch))
				}
			}
		}
		return &choicegen.Generator{Kind: choicegen.Text, Where: w, Choices: []choicegen.Choice{
			{Constraint: cx.Not(digits), Label: nfe[len("java/lang/"):]},
			{Constraint: ascii, Label: "a number of ASCII digits"},
			conc,
		}}
	})
	if modelErr != nil {
		return solver.Expr{}, solver.Expr{}, 0, vm.hostErr(fmt.Errorf("concretizing the arguments of %s: %w", c.m, modelErr))
	}
	if stop != 0 || err != nil {
		return solver.Expr{}, solver.Expr{}, stop, err
	}
	switch i {
	case 0:
		return cx.Bool(false), cx.Const(solver.KInt, 0), 0, nil
	case 1:
		return cx.Bool(true), cx.StrASCIIToInt(s), 0, nil
	}
	vals := vm.pendingGen.Choices[2].Values
	if len(vals) == 0 { // no model was taken: nothing to go on with
		return solver.Expr{}, solver.Expr{}, 0, vm.hostErr(fmt.Errorf("%w: %s of a symbolic String without a length bound whose digits are not all ASCII or exceed the int range (symbolic.concretize = \"error\", or no model)", ErrUnsupported, c.m))
	}
	u := make([]uint16, len(vals))
	for j, v := range vals {
		u[j] = uint16(v)
	}
	vm.countConcretized(c.m)
	t := cx.StrConst(u)
	return cx.StrIsInt(t), cx.StrToInt(t), 0, nil
}
