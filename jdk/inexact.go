package jdk

import "math"

// The transcendental functions whose results gospf computes otherwise
// than the JVM may (interp/inexact.go), and, for each, the arguments for
// which the JDK 17 documentation fixes the result exactly (NaN, the
// infinities, zeros, arguments outside the domain, log10 of a power of
// ten); gospf's result is then the JVM's, and any other argument marks
// the path inexact. The functions gospf runs as JDK bytecode
// (StrictMath's FdLibm: pow, exp, cbrt, hypot) are exact, except
// Math.pow and Math.exp, which HotSpot computes with intrinsics of its
// own.

// exactArgs1 says, per function of one double, whether the JDK fixes its
// result at x.
var exactArgs1 = map[string]func(x float64) bool{
	"sin":  func(x float64) bool { return nanInfZero(x) },
	"tan":  func(x float64) bool { return nanInfZero(x) },
	"cos":  func(x float64) bool { return x != x || math.IsInf(x, 0) },
	"asin": func(x float64) bool { return x != x || math.Abs(x) > 1 || x == 0 },
	"acos": func(x float64) bool { return x != x || math.Abs(x) > 1 },
	"atan": func(x float64) bool { return x != x || x == 0 },
	"log":  func(x float64) bool { return x != x || x < 0 || x == 0 || math.IsInf(x, 1) },
	"log10": func(x float64) bool {
		_, ten := powerOfTen(x)
		return ten || x != x || x < 0 || x == 0 || math.IsInf(x, 1)
	},
	"sinh":  func(x float64) bool { return nanInfZero(x) },
	"cosh":  func(x float64) bool { return nanInfZero(x) },
	"tanh":  func(x float64) bool { return nanInfZero(x) },
	"expm1": func(x float64) bool { return nanInfZero(x) },
	"log1p": func(x float64) bool { return x != x || x <= -1 || x == 0 || math.IsInf(x, 1) },
	"exp":   func(x float64) bool { return x != x || math.IsInf(x, 0) },
}

// exactArgs2 is exactArgs1 for the functions of two doubles.
var exactArgs2 = map[string]func(x, y float64) bool{
	"atan2": func(y, x float64) bool { return x != x || y != y },
	"pow":   func(x, y float64) bool { return y == 0 || y == 1 || y != y || x != x },
}

// nanInfZero reports whether x is NaN, an infinity or a zero.
func nanInfZero(x float64) bool { return x != x || math.IsInf(x, 0) || x == 0 }

// powerOfTen returns n when x is exactly 10^n for an n whose power a
// double holds exactly (0..22), where Math.log10 is n.
func powerOfTen(x float64) (float64, bool) {
	p := 1.0
	for n := 0; n <= 22; n++ {
		if x == p {
			return float64(n), true
		}
		p *= 10
	}
	return 0, false
}

// log10 is Math.log10: n for 10^n, as the JDK specifies, and Go's
// otherwise (math.Log10 is log(x)/ln 10, which misses 3 for 1000).
func log10(x float64) float64 {
	if n, ok := powerOfTen(x); ok {
		return n
	}
	return math.Log10(x)
}
