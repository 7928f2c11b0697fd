package main

import (
	"strconv"

	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// The values of a path's inputs in reports. Integral and boolean inputs
// are numbers (a boolean is 0 or 1); a float or double input is its Java
// literal ("1.5f", "-0.0", "Double.NaN"), because a number in text or
// JSON cannot tell -0.0 from 0.0 or write NaN.

// inputText renders input in of path p for the text report.
func inputText(p *search.Path, in interp.InputVar) string {
	v := p.InputValue(in)
	if k := in.Expr.Kind(); k.IsFloat() {
		return solver.FloatLiteral(k, v)
	}
	return strconv.FormatInt(v, 10)
}

// inputJSON renders input in of path p for --json: a number, or for a
// float or double the string inputText gives.
func inputJSON(p *search.Path, in interp.InputVar) any {
	if in.Expr.Kind().IsFloat() {
		return inputText(p, in)
	}
	return p.InputValue(in)
}
