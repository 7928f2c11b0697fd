package interp

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// JavaDouble formats d the way Double.toString does since JDK 19: the
// shortest decimal that reads back as d, in plain notation for
// 1e-3 <= |d| < 1e7 and in computerized scientific notation ("1.0E10")
// otherwise. JDK 17's FloatingDecimal sometimes prints more digits (4.9E-324
// for Double.MIN_VALUE, 2.82879384806159008E17): the VM therefore runs
// FloatingDecimal's own bytecode (formatFloating) and this function is only
// a fallback for Go callers without a VM.
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

// formatFloating is Float.toString (t 'F') or Double.toString (t 'D') as
// JDK 17 computes it: it runs jdk.internal.math.FloatingDecimal.
func (vm *VM) formatFloating(v Slot, t byte) (string, error) {
	if v.S.Valid() {
		return "", fmt.Errorf("%w: a symbolic floating-point value is converted to a String", ErrUnsupported)
	}
	if f := v.Double(); t == 'D' && (f == 0 || math.IsInf(f, 0) || f != f) {
		return JavaDouble(f), nil
	}
	if f := v.Float(); t == 'F' && (f == 0 || math.IsInf(float64(f), 0) || f != f) {
		return JavaFloat(f), nil
	}
	c, err := vm.LoadClass("jdk/internal/math/FloatingDecimal")
	if err != nil {
		return "", err
	}
	m := c.DeclaredMethod("toJavaFormatString", "("+string(t)+")Ljava/lang/String;")
	if m == nil {
		return "", fmt.Errorf("%w: no FloatingDecimal.toJavaFormatString(%c)", ErrLinkage, t)
	}
	res, err := vm.Call(m, []Slot{v})
	if err != nil {
		return "", err
	}
	return GoString(res.R), nil
}
