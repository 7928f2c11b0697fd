package jdk

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"

	"gospf/interp"
	"gospf/solver"
)

// Models of java.lang.Math and StrictMath. Integer abs/min/max compute
// symbolically (if-then-else expressions); the exact-arithmetic methods
// (addExact ...) and floorDiv/floorMod need a branch and so take concrete
// arguments only; floating-point functions are concrete as all floating
// point is in gospf.
//
// The two classes are not wholly modelled: a method without a model runs
// its JDK bytecode. That is how cbrt, hypot, exp and pow are computed: by
// JDK 17's pure-Java fdlibm port (java.lang.FdLibm), bit for bit what
// StrictMath returns. Math.exp and Math.pow are HotSpot intrinsics whose
// results differ from StrictMath's in the last bit for some arguments
// (about 7% and 9% of random ones); gospf gives StrictMath's.
//
// The operations IEEE 754 rounds exactly (sqrt, floor, ceil, rint, fma,
// IEEEremainder, scalb ...) agree with Java exactly. The remaining
// transcendental functions (sin, cos, tan, asin, acos, atan, atan2, log,
// log10, sinh, cosh, tanh, expm1, log1p) are natives of StrictMath (C
// fdlibm) and intrinsics in Math; gospf computes them with Go's math
// package, whose algorithms differ: results can differ from Java's in the
// last bit (log, expm1, log1p agree almost always; sin, cos, tan, atan2,
// asin, acos in roughly a third of random arguments). Those results, and
// Math.pow and Math.exp, are marked inexact (vm.MarkInexact, inexact.go)
// except at the arguments where the JDK fixes the result (NaN, the
// infinities, zeros ...), so that gospf verify does not build a verdict
// on their last bit.

const arith = "java/lang/ArithmeticException"

func registerMath(r *interp.Library) {
	for _, cls := range []string{"java/lang/Math", "java/lang/StrictMath"} {
		registerMathClass(r, cls+".")
		// The functions computed by FdLibm's bytecode take concrete
		// arguments: a symbolic one is concretised (or is an error) at the
		// call, not deep inside FdLibm; then the bytecode runs.
		for _, m := range []string{"pow(DD)D", "exp(D)D", "cbrt(D)D", "hypot(DD)D"} {
			r.Add(cls+"."+m, func(*interp.VM, []interp.Slot) (interp.Slot, error) { return interp.Slot{}, interp.ErrBytecode })
		}
		if cls == "java/lang/Math" {
			// HotSpot's Math.pow and exp are intrinsics whose results
			// differ from StrictMath's (FdLibm's) in the last bit.
			r.Add(cls+".pow(DD)D", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				if !exactArgs2["pow"](a[0].Double(), a[1].Double()) {
					vm.MarkInexact("java.lang.Math.pow(DD)D")
				}
				return interp.Slot{}, interp.ErrBytecode
			})
			r.Add(cls+".exp(D)D", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				if !exactArgs1["exp"](a[0].Double()) {
					vm.MarkInexact("java.lang.Math.exp(D)D")
				}
				return interp.Slot{}, interp.ErrBytecode
			})
		}
	}
}

func registerMathClass(r *interp.Library, M string) {
	d1 := func(name string, f func(float64) float64) {
		exact, key := exactArgs1[name], interp.DotName(M)+name+"(D)D"
		r.Add(M+name+"(D)D", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			x := a[0].Double()
			if exact != nil && !exact(x) {
				vm.MarkInexact(key)
			}
			return interp.DoubleSlot(f(x)), nil
		})
	}
	d2 := func(name string, f func(float64, float64) float64) {
		exact, key := exactArgs2[name], interp.DotName(M)+name+"(DD)D"
		r.Add(M+name+"(DD)D", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			x, y := a[0].Double(), a[1].Double()
			if exact != nil && !exact(x, y) {
				vm.MarkInexact(key)
			}
			return interp.DoubleSlot(f(x, y)), nil
		})
	}
	f1 := func(name string, f func(float32) float32) {
		r.Add(M+name+"(F)F", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return interp.FloatSlot(f(a[0].Float())), nil
		})
	}
	f2 := func(name string, f func(float32, float32) float32) {
		r.Add(M+name+"(FF)F", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return interp.FloatSlot(f(a[0].Float(), a[1].Float())), nil
		})
	}
	for name, f := range map[string]func(float64) float64{
		"sin": math.Sin, "cos": math.Cos, "tan": math.Tan, "asin": math.Asin, "acos": math.Acos, "atan": math.Atan,
		"log": math.Log, "log10": log10, "sqrt": math.Sqrt,
		"ceil": math.Ceil, "floor": math.Floor, "rint": math.RoundToEven, "sinh": math.Sinh, "cosh": math.Cosh,
		"tanh": math.Tanh, "expm1": math.Expm1, "log1p": math.Log1p,
		"toRadians": func(x float64) float64 { return x * 0.017453292519943295 },
		"toDegrees": func(x float64) float64 { return x * 57.29577951308232 },
		"signum": func(x float64) float64 {
			if x == 0 || x != x {
				return x
			}
			return math.Copysign(1, x)
		},
		"ulp":      ulp64,
		"nextUp":   func(x float64) float64 { return math.Nextafter(x, math.Inf(1)) },
		"nextDown": func(x float64) float64 { return math.Nextafter(x, math.Inf(-1)) },
		"abs":      math.Abs,
	} {
		d1(name, f)
	}
	for name, f := range map[string]func(float64, float64) float64{
		"atan2": math.Atan2, "IEEEremainder": math.Remainder,
		"max": javaMaxF, "min": javaMinF, "copySign": math.Copysign, "nextAfter": math.Nextafter,
	} {
		d2(name, f)
	}
	f1("abs", func(x float32) float32 { return float32(math.Abs(float64(x))) })
	f1("signum", func(x float32) float32 {
		if x == 0 || x != x {
			return x
		}
		return float32(math.Copysign(1, float64(x)))
	})
	f1("ulp", ulp32)
	f1("nextUp", func(x float32) float32 { return math.Nextafter32(x, float32(math.Inf(1))) })
	f1("nextDown", func(x float32) float32 { return math.Nextafter32(x, float32(math.Inf(-1))) })
	f2("max", func(a, b float32) float32 { return float32(javaMaxF(float64(a), float64(b))) })
	f2("min", func(a, b float32) float32 { return float32(javaMinF(float64(a), float64(b))) })
	f2("copySign", func(a, b float32) float32 { return float32(math.Copysign(float64(a), float64(b))) })
	r.Add(M+"nextAfter(FD)F", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		x, dir := a[0].Float(), a[1].Double()
		switch {
		case x != x || dir != dir:
			return interp.FloatSlot(float32(math.NaN())), nil
		case float64(x) == dir:
			return interp.FloatSlot(float32(dir)), nil
		case dir > float64(x):
			return interp.FloatSlot(math.Nextafter32(x, float32(math.Inf(1)))), nil
		}
		return interp.FloatSlot(math.Nextafter32(x, float32(math.Inf(-1)))), nil
	})
	r.Add(M+"fma(DDD)D", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.DoubleSlot(math.FMA(a[0].Double(), a[1].Double(), a[2].Double())), nil
	})
	r.Add(M+"fma(FFF)F", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.FloatSlot(float32(math.FMA(float64(a[0].Float()), float64(a[1].Float()), float64(a[2].Float())))), nil
	})
	r.Add(M+"getExponent(D)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.IntSlot(int32((uint64(a[0].I)>>52)&0x7ff) - 1023), nil
	})
	r.Add(M+"getExponent(F)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.IntSlot(int32((uint32(a[0].I)>>23)&0xff) - 127), nil
	})
	r.Add(M+"scalb(DI)D", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.DoubleSlot(math.Ldexp(a[0].Double(), int(int32(a[1].I)))), nil
	})
	r.Add(M+"scalb(FI)F", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.FloatSlot(float32(math.Ldexp(float64(a[0].Float()), int(int32(a[1].I))))), nil
	})
	r.Add(M+"round(D)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{I: javaRound64(a[0].Double())}, nil
	})
	r.Add(M+"round(F)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.IntSlot(javaRound32(a[0].Float())), nil
	})
	r.Add(M+"random()D", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{}, fmt.Errorf("%w: Math.random (gospf runs are deterministic; use Verify or a seeded java.util.Random)", interp.ErrUnsupported)
	})

	// Integer arithmetic.
	r.AddSym(M+"abs(I)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return symAbs(vm, a[0], solver.KInt), nil })
	r.AddSym(M+"abs(J)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return symAbs(vm, a[0], solver.KLong), nil })
	r.AddSym(M+"max(II)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return minMax(vm, a[0], a[1], solver.KInt, false), nil
	})
	r.AddSym(M+"min(II)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return minMax(vm, a[0], a[1], solver.KInt, true), nil
	})
	r.AddSym(M+"max(JJ)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return minMax(vm, a[0], a[1], solver.KLong, false), nil
	})
	r.AddSym(M+"min(JJ)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return minMax(vm, a[0], a[1], solver.KLong, true), nil
	})
	exact32 := func(name string, f func(x, y int64) int64) {
		r.Add(M+name+"(II)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v := f(int64(int32(a[0].I)), int64(int32(a[1].I)))
			if v != int64(int32(v)) {
				return interp.Slot{}, vm.JavaThrow(arith, "integer overflow")
			}
			return interp.Slot{I: v}, nil
		})
	}
	exact32("addExact", func(x, y int64) int64 { return x + y })
	exact32("subtractExact", func(x, y int64) int64 { return x - y })
	exact32("multiplyExact", func(x, y int64) int64 { return x * y })
	exact64 := func(name, desc string, f func(x, y int64) (int64, bool)) {
		r.Add(M+name+desc, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			y := a[1].I
			if desc == "(JI)J" {
				y = int64(int32(a[1].I))
			}
			v, ok := f(a[0].I, y)
			if !ok {
				return interp.Slot{}, vm.JavaThrow(arith, "long overflow")
			}
			return interp.Slot{I: v}, nil
		})
	}
	addOv := func(x, y int64) (int64, bool) { s := x + y; return s, !((x^s)&(y^s) < 0) }
	subOv := func(x, y int64) (int64, bool) { s := x - y; return s, !((x^y)&(x^s) < 0) }
	mulOv := func(x, y int64) (int64, bool) {
		hi, lo := bits.Mul64(uint64(x), uint64(y))
		// Signed correction of the unsigned high word.
		h := int64(hi)
		if x < 0 {
			h -= y
		}
		if y < 0 {
			h -= x
		}
		return int64(lo), (h == 0 && int64(lo) >= 0) || (h == -1 && int64(lo) < 0)
	}
	exact64("addExact", "(JJ)J", addOv)
	exact64("subtractExact", "(JJ)J", subOv)
	exact64("multiplyExact", "(JJ)J", mulOv)
	exact64("multiplyExact", "(JI)J", mulOv)
	unary32 := func(name string, f func(int64) int64, msg string) {
		r.Add(M+name+"(I)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v := f(int64(int32(a[0].I)))
			if v != int64(int32(v)) {
				return interp.Slot{}, vm.JavaThrow(arith, msg)
			}
			return interp.Slot{I: v}, nil
		})
	}
	unary32("incrementExact", func(x int64) int64 { return x + 1 }, "integer overflow")
	unary32("decrementExact", func(x int64) int64 { return x - 1 }, "integer overflow")
	unary32("negateExact", func(x int64) int64 { return -x }, "integer overflow")
	unary32("absExact", func(x int64) int64 {
		if x < 0 {
			return -x
		}
		return x
	}, "Overflow to represent absolute value of Integer.MIN_VALUE")
	unary64 := func(name string, f func(int64) (int64, bool), msg string) {
		r.Add(M+name+"(J)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v, ok := f(a[0].I)
			if !ok {
				return interp.Slot{}, vm.JavaThrow(arith, msg)
			}
			return interp.Slot{I: v}, nil
		})
	}
	unary64("incrementExact", func(x int64) (int64, bool) { return x + 1, x != math.MaxInt64 }, "long overflow")
	unary64("decrementExact", func(x int64) (int64, bool) { return x - 1, x != math.MinInt64 }, "long overflow")
	unary64("negateExact", func(x int64) (int64, bool) { return -x, x != math.MinInt64 }, "long overflow")
	unary64("absExact", func(x int64) (int64, bool) {
		if x < 0 {
			return -x, x != math.MinInt64
		}
		return x, true
	}, "Overflow to represent absolute value of Long.MIN_VALUE")
	r.Add(M+"toIntExact(J)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].I != int64(int32(a[0].I)) {
			return interp.Slot{}, vm.JavaThrow(arith, "integer overflow")
		}
		return a[0], nil
	})
	r.Add(M+"multiplyFull(II)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{I: int64(int32(a[0].I)) * int64(int32(a[1].I))}, nil
	})
	r.Add(M+"multiplyHigh(JJ)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		x, y := a[0].I, a[1].I
		hi, _ := bits.Mul64(uint64(x), uint64(y))
		h := int64(hi)
		if x < 0 {
			h -= y
		}
		if y < 0 {
			h -= x
		}
		return interp.Slot{I: h}, nil
	})
	floorDivMod := func(name, desc string, mod bool) {
		r.Add(M+name+desc, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			var x, y int64
			long := desc != "(II)I"
			x = a[0].I
			if !long {
				x = int64(int32(x))
				y = int64(int32(a[1].I))
			} else if desc == "(JI)J" || desc == "(JI)I" {
				y = int64(int32(a[1].I))
			} else {
				y = a[1].I
			}
			if y == 0 {
				return interp.Slot{}, vm.JavaThrow(arith, "/ by zero")
			}
			var q, m int64
			if long && desc == "(JJ)J" && x == math.MinInt64 && y == -1 {
				q, m = math.MinInt64, 0
			} else {
				q, m = x/y, x%y
			}
			if m != 0 && (m < 0) != (y < 0) {
				q--
				m += y
			}
			v := q
			if mod {
				v = m
			}
			if !long || desc == "(JI)I" {
				return interp.Slot{I: int64(int32(v))}, nil
			}
			return interp.Slot{I: v}, nil
		})
	}
	floorDivMod("floorDiv", "(II)I", false)
	floorDivMod("floorDiv", "(JI)J", false)
	floorDivMod("floorDiv", "(JJ)J", false)
	floorDivMod("floorMod", "(II)I", true)
	floorDivMod("floorMod", "(JI)I", true)
	floorDivMod("floorMod", "(JJ)J", true)
}

// symAbs is Math.abs for ints and longs (MIN_VALUE stays negative).
func symAbs(vm *interp.VM, x interp.Slot, k solver.Kind) interp.Slot {
	if !x.S.Valid() {
		if k == solver.KInt {
			v := int32(x.I)
			if v < 0 {
				v = -v
			}
			return interp.IntSlot(v)
		}
		if x.I < 0 {
			return interp.Slot{I: -x.I}
		}
		return x
	}
	c := vm.Ctx()
	return vm.Normal(interp.Slot{S: c.Ite(c.Lt(x.S, c.Const(k, 0)), c.Neg(x.S), x.S)})
}

// javaMaxF is Math.max(double, double): NaN wins, 0.0 > -0.0.
func javaMaxF(a, b float64) float64 {
	if a != a {
		return a
	}
	if a == 0 && b == 0 && math.Signbit(a) {
		return b
	}
	if a >= b {
		return a
	}
	return b
}

// javaMinF is Math.min(double, double).
func javaMinF(a, b float64) float64 {
	if a != a {
		return a
	}
	if a == 0 && b == 0 && math.Signbit(b) {
		return b
	}
	if a <= b {
		return a
	}
	return b
}

func ulp64(x float64) float64 {
	switch {
	case x != x:
		return x
	case math.IsInf(x, 0):
		return math.Inf(1)
	}
	x = math.Abs(x)
	if x == math.MaxFloat64 {
		return x - math.Nextafter(x, 0)
	}
	return math.Nextafter(x, math.Inf(1)) - x
}

func ulp32(x float32) float32 {
	switch {
	case x != x:
		return x
	case math.IsInf(float64(x), 0):
		return float32(math.Inf(1))
	}
	if x < 0 {
		x = -x
	}
	if x == math.MaxFloat32 {
		return x - math.Nextafter32(x, 0)
	}
	return math.Nextafter32(x, float32(math.Inf(1))) - x
}

// javaRound64 is Math.round(double): floor(a + 1/2) computed exactly.
func javaRound64(a float64) int64 {
	b := int64(math.Float64bits(a))
	biasedExp := (b & 0x7ff0000000000000) >> 52
	shift := (53 - 2 + 1023) - biasedExp
	if shift&-64 == 0 {
		r := (b & 0x000fffffffffffff) | 0x0010000000000000
		if b < 0 {
			r = -r
		}
		return ((r >> shift) + 1) >> 1
	}
	return interp.ToInt64(a)
}

// javaRound32 is Math.round(float).
func javaRound32(a float32) int32 {
	b := int32(math.Float32bits(a))
	biasedExp := (b & 0x7f800000) >> 23
	shift := (24 - 2 + 127) - biasedExp
	if shift&-32 == 0 {
		r := (b & 0x007fffff) | 0x00800000
		if b < 0 {
			r = -r
		}
		return ((r >> shift) + 1) >> 1
	}
	return interp.ToInt32(float64(a))
}

// javaHexFloat is Double.toHexString / Float.toHexString.
func javaHexFloat(d float64, single bool) string {
	switch {
	case d != d:
		return "NaN"
	case math.IsInf(d, 1):
		return "Infinity"
	case math.IsInf(d, -1):
		return "-Infinity"
	}
	sign := ""
	if math.Signbit(d) {
		sign = "-"
		d = -d
	}
	if d == 0 {
		return sign + "0x0.0p0"
	}
	if single {
		f := float32(d)
		b := math.Float32bits(f)
		exp := int((b >> 23) & 0xff)
		mant := uint64(b&0x7fffff) << 1 // 24 bits -> 6 hex digits
		lead := "1"
		if exp == 0 {
			lead, exp = "0", -126
		} else {
			exp -= 127
		}
		return sign + "0x" + lead + "." + trimHex(fmt.Sprintf("%06x", mant)) + "p" + strconv.Itoa(exp)
	}
	b := math.Float64bits(d)
	exp := int((b >> 52) & 0x7ff)
	mant := b & 0xfffffffffffff
	lead := "1"
	if exp == 0 {
		lead, exp = "0", -1022
	} else {
		exp -= 1023
	}
	return sign + "0x" + lead + "." + trimHex(fmt.Sprintf("%013x", mant)) + "p" + strconv.Itoa(exp)
}

func trimHex(s string) string {
	s = strings.TrimRight(s, "0")
	if s == "" {
		return "0"
	}
	return s
}
