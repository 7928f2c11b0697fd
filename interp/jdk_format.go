package interp

import (
	"math"
	"strconv"
	"strings"
)

// JavaDouble formats d as Double.toString does: the shortest decimal that
// reads back as d, in plain notation for 1e-3 <= |d| < 1e7 and in
// computerized scientific notation ("1.0E10") otherwise.
func JavaDouble(d float64) string { return javaFloating(d, 64) }

// JavaFloat formats f as Float.toString does.
func JavaFloat(f float32) string { return javaFloating(float64(f), 32) }

func javaFloating(d float64, bits int) string {
	switch {
	case math.IsNaN(d):
		return "NaN"
	case math.IsInf(d, 1):
		return "Infinity"
	case math.IsInf(d, -1):
		return "-Infinity"
	case d == 0:
		if math.Signbit(d) {
			return "-0.0"
		}
		return "0.0"
	}
	sign := ""
	if d < 0 {
		sign = "-"
		d = -d
	}
	// Shortest round-trip digits and exponent: d = 0.DIGITS * 10^exp.
	e := strconv.FormatFloat(d, 'e', -1, bits)
	mant, expPart, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	exp, _ := strconv.Atoi(expPart) // d = D.DDD * 10^exp
	if d >= 1e-3 && d < 1e7 {
		var s string
		if exp >= 0 {
			if len(digits) <= exp+1 {
				s = digits + strings.Repeat("0", exp+1-len(digits)) + ".0"
			} else {
				s = digits[:exp+1] + "." + digits[exp+1:]
			}
		} else {
			s = "0." + strings.Repeat("0", -exp-1) + digits
		}
		return sign + s
	}
	frac := digits[1:]
	if frac == "" {
		frac = "0"
	}
	return sign + digits[:1] + "." + frac + "E" + strconv.Itoa(exp)
}
