package solver

// apply computes op on the values x and y (y is ignored by unary
// operators) with exact Java semantics (JVMS 6.5 iadd ... lcmp) for
// result kind k; for comparisons and logical operators the result is 0 or 1.
// Values of kind KInt are sign-extended int32s, KBool values are 0 and 1.
// It reports false for division or remainder by zero, where Java throws
// ArithmeticException. Ite is not handled here: it is lazy.
//
// Go's integer operators already have Java's semantics once the operands
// have the right width: / truncates, % takes the sign of the dividend,
// MIN / -1 == MIN with MIN % -1 == 0, and + - * wrap around.
func apply(op Op, k Kind, x, y int64) (int64, bool) {
	long := k == KLong
	switch op {
	case OpAdd:
		return wrap(k, x+y), true
	case OpSub:
		return wrap(k, x-y), true
	case OpMul:
		return wrap(k, x*y), true // int32 * int32 fits in int64; int64 * int64 wraps
	case OpDiv:
		if y == 0 {
			return 0, false
		}
		if long {
			return x / y, true
		}
		return int64(int32(x) / int32(y)), true
	case OpRem:
		if y == 0 {
			return 0, false
		}
		if long {
			return x % y, true
		}
		return int64(int32(x) % int32(y)), true
	case OpNeg:
		return wrap(k, -x), true
	case OpShl:
		if long {
			return x << (y & 63), true
		}
		return int64(int32(x) << (y & 31)), true
	case OpShr:
		if long {
			return x >> (y & 63), true
		}
		return int64(int32(x) >> (y & 31)), true
	case OpUshr:
		if long {
			return int64(uint64(x) >> (y & 63)), true
		}
		return int64(int32(uint32(x) >> (y & 31))), true
	case OpAnd, OpLAnd:
		return x & y, true
	case OpOr, OpLOr:
		return x | y, true
	case OpXor:
		return x ^ y, true
	case OpI2L:
		return x, true
	case OpL2I:
		return int64(int32(x)), true
	case OpI2B:
		return int64(int8(x)), true
	case OpI2S:
		return int64(int16(x)), true
	case OpI2C:
		return int64(uint16(x)), true
	case OpCmp:
		switch {
		case x < y:
			return -1, true
		case x > y:
			return 1, true
		}
		return 0, true
	case OpEq:
		return b2i(x == y), true
	case OpNe:
		return b2i(x != y), true
	case OpLt:
		return b2i(x < y), true
	case OpLe:
		return b2i(x <= y), true
	case OpGt:
		return b2i(x > y), true
	case OpGe:
		return b2i(x >= y), true
	case OpNot:
		return 1 - x, true
	}
	panic("solver: apply of " + op.String())
}

// wrap normalises v to kind k: KInt values wrap to int32.
func wrap(k Kind, v int64) int64 {
	if k == KInt {
		return int64(int32(v))
	}
	return v
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
