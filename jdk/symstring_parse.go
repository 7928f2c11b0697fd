package jdk

import (
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// parseIntModel is Integer.parseInt(String) (box false) and
// Integer.valueOf(String) on symbolic text: NumberFormatException unless
// the text is a number by syntax within the int range, whose value it
// returns. On a text with a length bound, Z3's encoding over every Java
// digit block is exact; without one, parseUnbounded decides.
func parseIntModel(box bool) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := vm.Ctx()
		s, err := argText(vm, a, 0) // not null: the argument is a symbolic String
		if err != nil {
			return interp.Slot{}, err
		}
		valid, value := c.StrIsInt(s), c.StrToInt(s)
		if solver.Unbounded(s) {
			if valid, value, err = parseUnbounded(vm, s); err != nil {
				return interp.Slot{}, err
			}
		}
		if err := vm.Require(valid, "a number", nfe, lit(vm, "For input string: \""), s, lit(vm, "\"")); err != nil {
			return interp.Slot{}, err
		}
		if !box {
			return exprResult(vm, value)
		}
		o, err := vm.Box('I', vm.Normal(interp.Slot{S: value}))
		return interp.RefSlot(o), err
	}
}

// decimal is model f of a parse method with a radix (argument 1), in
// radix 10 only: another radix is not modelled on symbolic text.
func decimal(f interp.NativeFunc) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if r := a[1]; r.S.Valid() || r.I != 10 {
			return interp.Slot{}, fmt.Errorf("%w: of a symbolic String in a radix other than 10", interp.ErrUnsupported)
		}
		return f(vm, a)
	}
}

// parseUnbounded decides Integer.parseInt(s) for a text s without a
// length bound, where the encoding of parseInt over any of Java's digits
// leaves Z3 undecided (solver/z3/strings_unbounded.go). It is a case
// split of three: s is no number by syntax (NumberFormatException,
// exact); s is a number of ASCII digits within the int range (exact at
// any length, Z3's str.to_int); or s is digits and neither (a digit of
// another Unicode block, or ASCII digits beyond the int range). The third
// is concretised (a Case's Pin): its text is a model of the path
// condition and of that case, the case is s = text, and the call is
// counted, so the exploration is incomplete and every path still real. It
// returns the validity and value to go on with: constants but for the
// second case.
func parseUnbounded(vm *interp.VM, s solver.Expr) (valid, value solver.Expr, err error) {
	c := vm.Ctx()
	digits, ascii := c.StrIsDigits(s), c.StrIsASCIIInt(s)
	i, u, err := vm.SplitCases([]interp.Case{
		{Label: nfe[len("java/lang/"):], Cond: c.Not(digits)},
		{Label: "a number of ASCII digits", Cond: ascii},
		{Label: "digits that are not all ASCII or exceed the int range", Cond: c.LAnd(digits, c.Not(ascii)), Pin: s},
	})
	switch {
	case err != nil:
		return solver.Expr{}, solver.Expr{}, err
	case i == 0:
		return c.Bool(false), k(c, 0), nil
	case i == 1:
		return c.Bool(true), c.StrASCIIToInt(s), nil
	}
	t := c.StrConst(u)
	return c.StrIsInt(t), c.StrToInt(t), nil
}
