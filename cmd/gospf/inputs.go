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
// JSON cannot tell -0.0 from 0.0 or write NaN; a String input is its Java
// literal in ASCII ("\"a\\u00e9\""), which JSON could not hold for a lone
// surrogate.

// inputText renders input in of path p for the text report.
func inputText(p *search.Path, in interp.InputVar) string {
	v := p.InputValue(in)
	switch k := in.Expr.Kind(); {
	case k.IsFloat():
		return solver.FloatLiteral(k, v)
	case k == solver.KString:
		u, _ := in.Expr.Context().StrOfHandle(v)
		return solver.StringLiteral(u)
	}
	return strconv.FormatInt(v, 10)
}

// inputJSON renders input in of path p for --json: a number, or for a
// float or double the string inputText gives.
func inputJSON(p *search.Path, in interp.InputVar) any {
	if k := in.Expr.Kind(); k.IsFloat() || k == solver.KString {
		return inputText(p, in)
	}
	return p.InputValue(in)
}
