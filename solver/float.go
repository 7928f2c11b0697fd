package solver

import (
	"fmt"
	"math"
)

// This file holds the floating-point expressions: KFloat and KDouble
// values are the bits of an IEEE 754 binary32 or binary64 (a KFloat
// constant is its bits zero-extended), and every operator has Java's
// semantics (JVMS 2.8, 6.5 fadd ... d2l): arithmetic rounds to nearest,
// ties to even; comparisons are false when an operand is NaN; f2i and
// friends truncate toward zero, saturate at the integer type's limits and
// give 0 for NaN; floatToIntBits gives the canonical NaN 0x7fc00000
// (doubleToLongBits 0x7ff8000000000000) for every NaN, so no operator can
// observe a NaN's payload (the raw bits, which Java does not specify, are
// not modelled).
//
// The constructors fold constant operands with the same functions Eval
// uses (fapply) and apply no other rewrites than fneg(fneg x) = x and
// fabs(fabs x) = fabs x: the integer identities fail with NaN, infinities
// and signed zeros (x - x is NaN for an infinite x, x + 0.0 is 0.0 for
// x = -0.0, !(a < b) is not a >= b when either is NaN).
//
// Go's float32 and float64 arithmetic is IEEE 754 with round to nearest;
// every result below is converted explicitly to its type, which the Go
// specification makes a rounding point, so that no operation is fused
// (FMA) with the next.

// FAdd returns a + b (fadd, dadd).
func (c *Context) FAdd(a, b Expr) Expr { return c.fbinary(OpFAdd, a, b) }

// FSub returns a - b (fsub, dsub).
func (c *Context) FSub(a, b Expr) Expr { return c.fbinary(OpFSub, a, b) }

// FMul returns a * b (fmul, dmul).
func (c *Context) FMul(a, b Expr) Expr { return c.fbinary(OpFMul, a, b) }

// FDiv returns a / b (fdiv, ddiv).
func (c *Context) FDiv(a, b Expr) Expr { return c.fbinary(OpFDiv, a, b) }

// FRem returns a % b (frem, drem): a - b*q with q the quotient truncated
// toward zero, computed exactly; the sign of a.
func (c *Context) FRem(a, b Expr) Expr { return c.fbinary(OpFRem, a, b) }

// FMin returns Math.min(a, b): NaN when either is NaN, -0.0 below 0.0.
func (c *Context) FMin(a, b Expr) Expr { return c.fbinary(OpFMin, a, b) }

// FMax returns Math.max(a, b): NaN when either is NaN, 0.0 above -0.0.
func (c *Context) FMax(a, b Expr) Expr { return c.fbinary(OpFMax, a, b) }

// FNeg returns -a (fneg, dneg).
func (c *Context) FNeg(a Expr) Expr {
	if a.Valid() && a.n.op == OpFNeg {
		return a.Arg(0)
	}
	return c.funary(OpFNeg, a, a.Kind())
}

// FAbs returns Math.abs(a).
func (c *Context) FAbs(a Expr) Expr {
	if a.Valid() && a.n.op == OpFAbs {
		return a
	}
	return c.funary(OpFAbs, a, a.Kind())
}

// FSqrt returns Math.sqrt(a), correctly rounded.
func (c *Context) FSqrt(a Expr) Expr { return c.funary(OpFSqrt, a, a.Kind()) }

// FRound returns Math.floor(a) (op OpFFloor), Math.ceil(a) (OpFCeil) or
// Math.rint(a) (OpFRint): IEEE 754's roundToIntegral toward negative,
// toward positive, and to nearest with ties to even; NaN, the infinities
// and the zeros are their own result, and a negative value rounded to
// zero gives -0.0, as Java's do.
func (c *Context) FRound(op Op, a Expr) Expr {
	if a.Valid() && a.n.op == op {
		return a
	}
	return c.funary(op, a, a.Kind())
}

// FEq returns a == b in Java's sense: false if either is NaN, true for
// 0.0 == -0.0.
func (c *Context) FEq(a, b Expr) Expr { return c.fcompare(OpFEq, a, b) }

// FLt returns a < b: false if either is NaN.
func (c *Context) FLt(a, b Expr) Expr { return c.fcompare(OpFLt, a, b) }

// FLe returns a <= b: false if either is NaN.
func (c *Context) FLe(a, b Expr) Expr { return c.fcompare(OpFLe, a, b) }

// FGt returns a > b, that is b < a.
func (c *Context) FGt(a, b Expr) Expr { return c.fcompare(OpFLt, b, a) }

// FGe returns a >= b, that is b <= a.
func (c *Context) FGe(a, b Expr) Expr { return c.fcompare(OpFLe, b, a) }

// FIsNaN returns Float.isNaN(a) / Double.isNaN(a).
func (c *Context) FIsNaN(a Expr) Expr { return c.funary(OpFIsNaN, a, KBool) }

// FIsInf returns Float.isInfinite(a) / Double.isInfinite(a).
func (c *Context) FIsInf(a Expr) Expr { return c.funary(OpFIsInf, a, KBool) }

// FCmpL returns fcmpl/dcmpl of a and b: -1, 0 or 1, and -1 when either is
// NaN (a KInt). javac compiles a > b and a >= b to it; a comparison of it
// with a constant becomes the floating-point comparison that holds for
// exactly the same results.
func (c *Context) FCmpL(a, b Expr) Expr { return c.fcmp(OpFCmpL, a, b) }

// FCmpG returns fcmpg/dcmpg of a and b: as FCmpL, but 1 when either is
// NaN (javac's choice for a < b and a <= b).
func (c *Context) FCmpG(a, b Expr) Expr { return c.fcmp(OpFCmpG, a, b) }

// IToF returns the int or long a converted to the floating-point kind k
// (i2f, i2d, l2f, l2d), rounded to nearest.
func (c *Context) IToF(a Expr, k Kind) Expr {
	c.check(OpIToF, a)
	checkNum(OpIToF, a)
	if !k.IsFloat() {
		panic(fmt.Sprintf("solver: itof to %s", k))
	}
	return c.fconv(OpIToF, a, k)
}

// FToI returns the float or double a converted to KInt or KLong k (f2i,
// f2l, d2i, d2l): truncated toward zero, saturating at the type's limits,
// 0 for NaN.
func (c *Context) FToI(a Expr, k Kind) Expr {
	c.check(OpFToI, a)
	checkFloat(OpFToI, a)
	if k != KInt && k != KLong {
		panic(fmt.Sprintf("solver: ftoi to %s", k))
	}
	return c.fconv(OpFToI, a, k)
}

// FToF returns a converted to the other floating-point kind k: f2d
// (exact) or d2f (rounded to nearest). To its own kind it is a.
func (c *Context) FToF(a Expr, k Kind) Expr {
	c.check(OpFToF, a)
	checkFloat(OpFToF, a)
	if !k.IsFloat() {
		panic(fmt.Sprintf("solver: ftof to %s", k))
	}
	if a.Kind() == k {
		return a
	}
	return c.fconv(OpFToF, a, k)
}

// FToBits returns Float.floatToIntBits(a) (a KInt) or
// Double.doubleToLongBits(a) (a KLong): the bits, with every NaN the
// canonical one.
func (c *Context) FToBits(a Expr) Expr {
	c.check(OpFToBits, a)
	checkFloat(OpFToBits, a)
	k := KInt
	if a.Kind() == KDouble {
		k = KLong
	}
	return c.fconv(OpFToBits, a, k)
}

// BitsToF returns Float.intBitsToFloat(a) for a KInt a, or
// Double.longBitsToDouble(a) for a KLong one.
func (c *Context) BitsToF(a Expr) Expr {
	c.check(OpBitsToF, a)
	checkNum(OpBitsToF, a)
	k := KFloat
	if a.Kind() == KLong {
		k = KDouble
	}
	return c.fconv(OpBitsToF, a, k)
}

func (c *Context) fbinary(op Op, a, b Expr) Expr {
	c.check(op, a, b)
	checkFloat(op, a)
	checkSame(op, a, b)
	k := a.Kind()
	if a.IsConst() && b.IsConst() {
		v, _ := fapply(op, k, k, a.n.val, b.n.val)
		return c.Const(k, v)
	}
	return c.intern(op, k, 0, a, b)
}

func (c *Context) funary(op Op, a Expr, result Kind) Expr {
	c.check(op, a)
	checkFloat(op, a)
	if a.IsConst() {
		v, _ := fapply(op, result, a.Kind(), a.n.val, 0)
		return c.Const(result, v)
	}
	return c.intern(op, result, 0, a)
}

func (c *Context) fcompare(op Op, a, b Expr) Expr {
	c.check(op, a, b)
	checkFloat(op, a)
	checkSame(op, a, b)
	if a.IsConst() && b.IsConst() {
		v, _ := fapply(op, KBool, a.Kind(), a.n.val, b.n.val)
		return c.Const(KBool, v)
	}
	return c.intern(op, KBool, 0, a, b)
}

func (c *Context) fcmp(op Op, a, b Expr) Expr {
	c.check(op, a, b)
	checkFloat(op, a)
	checkSame(op, a, b)
	if a.IsConst() && b.IsConst() {
		v, _ := fapply(op, KInt, a.Kind(), a.n.val, b.n.val)
		return c.Const(KInt, v)
	}
	return c.intern(op, KInt, 0, a, b)
}

func (c *Context) fconv(op Op, a Expr, k Kind) Expr {
	if a.IsConst() {
		v, _ := fapply(op, k, a.Kind(), a.n.val, 0)
		return c.Const(k, v)
	}
	return c.intern(op, k, 0, a)
}

// fcmpCompare builds fcmpl(x, y) op v or fcmpg(x, y) op v as the
// floating-point comparison of x and y that holds for exactly the results
// s in {-1, 0, 1} with s op v. NaN counts as -1 for fcmpl and 1 for fcmpg,
// so "less or unordered" is !(x >= y), and so on.
func (c *Context) fcmpCompare(op Op, a Expr, v int64) Expr {
	set := 0
	for i, s := range [3]int64{-1, 0, 1} {
		if r, _ := apply(op, KBool, s, v); r == 1 {
			set |= 1 << i
		}
	}
	x, y := a.Arg(0), a.Arg(1)
	nanIsLess := a.n.op == OpFCmpL
	switch set {
	case 0:
		return c.Bool(false)
	case 7:
		return c.Bool(true)
	case 2: // 0
		return c.FEq(x, y)
	case 5: // -1 or 1
		return c.Not(c.FEq(x, y))
	}
	lt, le := c.FLt(x, y), c.FLe(x, y)
	gt, ge := c.FGt(x, y), c.FGe(x, y)
	if nanIsLess {
		switch set {
		case 1: // less or unordered
			return c.Not(ge)
		case 3: // less, equal or unordered
			return c.Not(gt)
		case 4:
			return gt
		}
		return ge // 6: equal or greater
	}
	switch set {
	case 1:
		return lt
	case 3:
		return le
	case 4: // greater or unordered
		return c.Not(le)
	}
	return c.Not(lt) // 6: equal, greater or unordered
}

// Canonical NaNs: what floatToIntBits and doubleToLongBits give for NaN.
const (
	canonicalNaN32 = 0x7fc00000
	canonicalNaN64 = 0x7ff8000000000000
)

func f32(x int64) float32  { return math.Float32frombits(uint32(x)) }
func f64(x int64) float64  { return math.Float64frombits(uint64(x)) }
func b32(f float32) int64  { return int64(math.Float32bits(f)) }
func b64(f float64) int64  { return int64(math.Float64bits(f)) }
func isNaN(f float64) bool { return f != f }

// fapply computes the floating-point operator op with Java's semantics:
// k is the result's kind and ak its first operand's (they differ for
// comparisons and conversions); values are bits as Expr constants hold
// them. It reports false never: every floating-point operation has a
// result (division by zero gives an infinity or NaN).
func fapply(op Op, k, ak Kind, x, y int64) (int64, bool) {
	// The operands as float64: exact for floats, so comparisons, the
	// conversions and the tests are computed once for both kinds.
	var a, b float64
	if ak == KFloat {
		a, b = float64(f32(x)), float64(f32(y))
	} else if ak == KDouble {
		a, b = f64(x), f64(y)
	}
	switch op {
	case OpFAdd, OpFSub, OpFMul, OpFDiv, OpFRem, OpFSqrt:
		if k == KFloat {
			return b32(arith32(op, f32(x), f32(y))), true
		}
		return b64(arith64(op, a, b)), true
	case OpFNeg:
		if k == KFloat {
			return int64(uint32(x) ^ 1<<31), true
		}
		return int64(uint64(x) ^ 1<<63), true
	case OpFFloor, OpFCeil, OpFRint:
		r := roundIntegral(op, a)
		if k == KFloat {
			return b32(float32(r)), true
		}
		return b64(r), true
	case OpFAbs:
		if k == KFloat {
			return int64(uint32(x) &^ (1 << 31)), true
		}
		return int64(uint64(x) &^ (1 << 63)), true
	case OpFMin, OpFMax:
		// JDK 17's Math.min and max: a NaN a is the result; for two zeros
		// the sign decides; otherwise a <= b ? a : b (a >= b ? a : b for
		// max), which gives a NaN b.
		switch {
		case isNaN(a):
			return x, true
		case a == 0 && b == 0 && op == OpFMin && math.Signbit(b):
			return y, true
		case a == 0 && b == 0 && op == OpFMax && math.Signbit(a):
			return y, true
		case op == OpFMin && a <= b, op == OpFMax && a >= b:
			return x, true
		}
		return y, true
	case OpFEq:
		return b2i(a == b), true
	case OpFLt:
		return b2i(a < b), true
	case OpFLe:
		return b2i(a <= b), true
	case OpFIsNaN:
		return b2i(isNaN(a)), true
	case OpFIsInf:
		return b2i(math.IsInf(a, 0)), true
	case OpFCmpL, OpFCmpG:
		switch {
		case a < b:
			return -1, true
		case a > b:
			return 1, true
		case a == b:
			return 0, true
		case op == OpFCmpL:
			return -1, true
		}
		return 1, true
	case OpIToF:
		if k == KFloat {
			if ak == KInt {
				return b32(float32(int32(x))), true
			}
			return b32(float32(x)), true
		}
		if ak == KInt {
			return b64(float64(int32(x))), true
		}
		return b64(float64(x)), true
	case OpFToI:
		return ftoi(a, k), true
	case OpFToF:
		if k == KFloat {
			return b32(float32(a)), true
		}
		return b64(a), true
	case OpFToBits:
		switch {
		case ak == KFloat && isNaN(a):
			return canonicalNaN32, true
		case ak == KFloat:
			return int64(int32(uint32(x))), true // a KInt: sign-extended
		case isNaN(a):
			return canonicalNaN64, true
		}
		return x, true
	case OpBitsToF:
		if k == KFloat {
			return int64(uint32(x)), true
		}
		return x, true
	}
	panic("solver: fapply of " + op.String())
}

// arith32 is float arithmetic, each result rounded to float32.
func arith32(op Op, a, b float32) float32 {
	switch op {
	case OpFAdd:
		return float32(a + b)
	case OpFSub:
		return float32(a - b)
	case OpFMul:
		return float32(a * b)
	case OpFDiv:
		return float32(a / b)
	case OpFRem:
		// math.Mod is exact, and so representable in float32.
		return float32(math.Mod(float64(a), float64(b)))
	}
	// sqrt of the exact widening rounded once to float64 and then to
	// float32 is the correctly rounded float32 sqrt (53 >= 2*24 + 2).
	return float32(math.Sqrt(float64(a)))
}

// arith64 is double arithmetic, each result rounded to float64.
func arith64(op Op, a, b float64) float64 {
	switch op {
	case OpFAdd:
		return float64(a + b)
	case OpFSub:
		return float64(a - b)
	case OpFMul:
		return float64(a * b)
	case OpFDiv:
		return float64(a / b)
	case OpFRem:
		return math.Mod(a, b)
	}
	return math.Sqrt(a)
}

// ftoi is f2i/d2i (k KInt) and f2l/d2l (KLong) of a, which is exact as a
// float64: NaN gives 0, values beyond the type's range its limits, the
// rest are truncated toward zero.
func ftoi(a float64, k Kind) int64 {
	lo, hi := k.minMax()
	switch {
	case isNaN(a):
		return 0
	case a >= -float64(lo): // 2^31 or 2^63, exact
		return hi
	case a <= float64(lo):
		return lo
	}
	return int64(a)
}

// roundIntegral is Math.floor, ceil or rint of a (a float widened exactly
// to float64 rounds to the same integral value: floats and doubles
// agree on which values are integral below 2^23, and above every value
// is).
func roundIntegral(op Op, a float64) float64 {
	switch op {
	case OpFFloor:
		return math.Floor(a)
	case OpFCeil:
		return math.Ceil(a)
	}
	return math.RoundToEven(a)
}
