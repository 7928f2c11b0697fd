package main

import "fmt"

// Floating-point and string expressions (GenOptions.Float, GenOptions.Text).
// They stay inside the generator's int world: a float expression is an int
// leaf converted to float or double, computed with, and converted back or
// compared; a string expression is an int read from run's String
// parameter s (a symbolic text of at most TextMaxLength chars). So the
// programs exercise exact IEEE 754 (rounding of i2f, saturation of f2i,
// NaN from 0.0 / 0.0) and the string models (length, charAt with its
// bound check, indexOf, startsWith, equals, compareTo), and every path's
// test still replays on the JVM.

// TextMaxLength is the [symbolic] max_string_length of programs with a
// String parameter.
const TextMaxLength = 3

// floatConsts are the float and double constants of float expressions.
var floatConsts = []string{"0.5", "1.5", "3.0", "1e10", "0.1", "-2.25", "0.0"}

// floatType picks float (more often: Z3 bit-blasts double products and
// quotients slowly) or double, and the suffix of its constants.
func (g *gen) floatType() (string, string) {
	if g.chance(0.7) {
		return "float", "f"
	}
	return "double", ""
}

// floatExpr returns an int expression computed through float or double
// arithmetic from an int expression of depth d-1.
func (g *gen) floatExpr(d int) string {
	e := g.expr(d - 1)
	t, suffix := g.floatType()
	c := g.pick(floatConsts) + suffix
	conv := "(int)"
	if g.chance(0.3) {
		conv = "(int) (long)"
	}
	switch g.intn(4) {
	case 0:
		return "(" + conv + " ((" + t + ") " + e + " * " + c + "))"
	case 1:
		// Quotients by 0.5 (exact), 0.0 (an infinity, or NaN for 0) and 3.
		return "(" + conv + " ((" + t + ") " + e + " / " + g.pick([]string{"0.5", "0.0", "3.0"}) + suffix + "))"
	case 2:
		return "(" + conv + " ((" + t + ") " + e + " + " + c + "))"
	}
	// Math.abs, min, max of a conversion: exact models.
	if g.chance(0.4) {
		return "(" + conv + " Math.abs((" + t + ") " + e + "))"
	}
	return "(" + conv + " Math." + g.pick([]string{"max", "min"}) + "((" + t + ") " + e + ", " + c + "))"
}

// floatComparison returns a comparison of float or double values: the
// conversion of an int expression, scaled, against a constant or another
// conversion; NaN (from 0.0 / 0.0 when the expression is 0) makes every
// comparison but != false.
func (g *gen) floatComparison(d int) string {
	e := g.expr(d)
	t, suffix := g.floatType()
	lhs := "((" + t + ") " + e + " * " + g.pick([]string{"3.0", "0.5", "7.5"}) + suffix + ")"
	if g.chance(0.3) {
		lhs = "((" + t + ") " + e + " / 0.0" + suffix + ")" // infinities, and NaN for 0
	}
	rhs := g.pick(floatConsts) + suffix
	if g.chance(0.3) {
		rhs = "((" + t + ") " + g.symLeaf() + ")"
	}
	return lhs + " " + g.pick(cmpOps) + " " + rhs
}

// textLeaf returns an int read from the String parameter s, or "" when
// the fork budget is spent: its length, a char (guarded by the length,
// or not: then StringIndexOutOfBoundsException is a path), an index, or
// the outcome of a test of its text as an int.
func (g *gen) textLeaf() string {
	g.eUsed = append(g.eUsed, "s")
	lit := g.pick([]string{`"a"`, `"ab"`, `"b"`, `"1"`, `""`})
	switch g.intn(7) {
	case 0:
		return "s.length()"
	case 1:
		if g.fork(3) {
			return "(s.length() > 1 ? s.charAt(1) : -1)"
		}
	case 2:
		if g.fork(2) {
			return "s.charAt(0)"
		}
	case 3:
		return "s.indexOf(" + lit + ")"
	case 4:
		if g.fork(2) {
			return "(s.startsWith(" + lit + ") ? 1 : 2)"
		}
	case 5:
		if g.fork(2) {
			return "(s.equals(" + lit + ") ? 3 : 4)"
		}
	case 6:
		if g.fork(2) {
			return fmt.Sprintf("(s.compareTo(%s) < 0 ? 5 : 6)", lit)
		}
	}
	return "s.length()"
}
