package interp

import (
	"math"

	cf "gospf/classfile"
	"gospf/solver"
)

// intOps maps int arithmetic opcodes to expression operators.
var intOps = map[uint8]solver.Op{
	cf.OpIadd: solver.OpAdd, cf.OpIsub: solver.OpSub, cf.OpImul: solver.OpMul,
	cf.OpIand: solver.OpAnd, cf.OpIor: solver.OpOr, cf.OpIxor: solver.OpXor,
	cf.OpIshl: solver.OpShl, cf.OpIshr: solver.OpShr, cf.OpIushr: solver.OpUshr,
}

var longOps = map[uint8]solver.Op{
	cf.OpLadd: solver.OpAdd, cf.OpLsub: solver.OpSub, cf.OpLmul: solver.OpMul,
	cf.OpLand: solver.OpAnd, cf.OpLor: solver.OpOr, cf.OpLxor: solver.OpXor,
}

// concreteInt computes an int operation with Java semantics (JVMS 6.5:
// wrap-around, shift counts masked to 5 bits).
func concreteInt(op uint8, a, b int32) int32 {
	switch op {
	case cf.OpIadd:
		return a + b
	case cf.OpIsub:
		return a - b
	case cf.OpImul:
		return a * b
	case cf.OpIand:
		return a & b
	case cf.OpIor:
		return a | b
	case cf.OpIxor:
		return a ^ b
	case cf.OpIshl:
		return a << uint(b&31)
	case cf.OpIshr:
		return a >> uint(b&31)
	default: // iushr
		return int32(uint32(a) >> uint(b&31))
	}
}

func concreteLong(op uint8, a, b int64) int64 {
	switch op {
	case cf.OpLadd:
		return a + b
	case cf.OpLsub:
		return a - b
	case cf.OpLmul:
		return a * b
	case cf.OpLand:
		return a & b
	case cf.OpLor:
		return a | b
	case cf.OpLxor:
		return a ^ b
	case cf.OpLshl:
		return a << uint(b&63)
	case cf.OpLshr:
		return a >> uint(b&63)
	default: // lushr
		return int64(uint64(a) >> uint(b&63))
	}
}

// Normal turns a symbolic slot whose expression folded to a constant back
// into a concrete slot, so constants never travel as expressions.
func (vm *VM) Normal(s Slot) Slot {
	if s.S.Valid() && s.S.IsConst() {
		return Slot{I: s.S.ConstValue()}
	}
	return s
}

func (vm *VM) binary(op solver.Op, a, b solver.Expr) solver.Expr {
	c := vm.ctx
	switch op {
	case solver.OpAdd:
		return c.Add(a, b)
	case solver.OpSub:
		return c.Sub(a, b)
	case solver.OpMul:
		return c.Mul(a, b)
	case solver.OpDiv:
		return c.Div(a, b)
	case solver.OpRem:
		return c.Rem(a, b)
	case solver.OpAnd:
		return c.And(a, b)
	case solver.OpOr:
		return c.Or(a, b)
	case solver.OpXor:
		return c.Xor(a, b)
	case solver.OpShl:
		return c.Shl(a, b)
	case solver.OpShr:
		return c.Shr(a, b)
	default:
		return c.Ushr(a, b)
	}
}

// IntOp applies an int operation where at least one operand may be symbolic.
func (vm *VM) IntOp(a, b Slot, op solver.Op) Slot {
	if !a.S.Valid() && !b.S.Valid() {
		return vm.Normal(Slot{S: vm.binary(op, vm.ctx.Const(solver.KInt, a.I), vm.ctx.Const(solver.KInt, b.I))})
	}
	return vm.Normal(Slot{S: vm.binary(op, vm.SymOf(a, solver.KInt), vm.SymOf(b, solver.KInt))})
}

// LongOp is IntOp for long operations.
func (vm *VM) LongOp(a, b Slot, op solver.Op) Slot {
	return vm.Normal(Slot{S: vm.binary(op, vm.SymOf(a, solver.KLong), vm.SymOf(b, solver.KLong))})
}

func (vm *VM) shiftLong(op uint8, a, b solver.Expr) solver.Expr {
	switch op {
	case cf.OpLshl:
		return vm.ctx.Shl(a, b)
	case cf.OpLshr:
		return vm.ctx.Shr(a, b)
	}
	return vm.ctx.Ushr(a, b)
}

// divOp computes idiv/irem/ldiv/lrem once the divisor is known non-zero.
func (vm *VM) divOp(op uint8, a, b Slot, long bool) Slot {
	if !a.S.Valid() && !b.S.Valid() {
		if long {
			if op == cf.OpLdiv {
				return Slot{I: a.I / b.I} // Go, like Java, gives MIN_VALUE for MIN_VALUE / -1
			}
			return Slot{I: a.I % b.I}
		}
		x, y := int32(a.I), int32(b.I)
		if op == cf.OpIdiv {
			return Slot{I: int64(x / y)}
		}
		return Slot{I: int64(x % y)}
	}
	k := solver.KInt
	if long {
		k = solver.KLong
	}
	sop := solver.OpDiv
	if op == cf.OpIrem || op == cf.OpLrem {
		sop = solver.OpRem
	}
	return vm.Normal(Slot{S: vm.binary(sop, vm.SymOf(a, k), vm.SymOf(b, k))})
}

// Narrow applies the implicit narrowing of a value stored into a boolean,
// byte, char or short location or returned from such a method.
func (vm *VM) Narrow(v Slot, t byte) Slot {
	switch t {
	case 'B', 'C', 'S':
	case 'Z':
		if v.S.Valid() {
			return v
		}
		return Slot{I: v.I & 1}
	default:
		return v
	}
	if v.S.Valid() {
		op := map[byte]uint8{'B': cf.OpI2b, 'C': cf.OpI2c, 'S': cf.OpI2s}[t]
		return vm.Normal(Slot{S: vm.convert(op, v.S)})
	}
	return Slot{I: concreteConvert(map[byte]uint8{'B': cf.OpI2b, 'C': cf.OpI2c, 'S': cf.OpI2s}[t], v.I)}
}

func (vm *VM) convert(op uint8, e solver.Expr) solver.Expr {
	switch op {
	case cf.OpI2l:
		return vm.ctx.I2L(e)
	case cf.OpL2i:
		return vm.ctx.L2I(e)
	case cf.OpI2b:
		return vm.ctx.I2B(e)
	case cf.OpI2c:
		return vm.ctx.I2C(e)
	default:
		return vm.ctx.I2S(e)
	}
}

func concreteConvert(op uint8, v int64) int64 {
	switch op {
	case cf.OpI2l:
		return int64(int32(v))
	case cf.OpL2i:
		return int64(int32(v))
	case cf.OpI2b:
		return int64(int8(v))
	case cf.OpI2c:
		return int64(uint16(v))
	default:
		return int64(int16(v))
	}
}

func floatOp(op uint8, a, b float32) float32 {
	switch op {
	case cf.OpFadd:
		return a + b
	case cf.OpFsub:
		return a - b
	case cf.OpFmul:
		return a * b
	case cf.OpFdiv:
		return a / b
	}
	return float32(math.Mod(float64(a), float64(b)))
}

func doubleOp(op uint8, a, b float64) float64 {
	switch op {
	case cf.OpDadd:
		return a + b
	case cf.OpDsub:
		return a - b
	case cf.OpDmul:
		return a * b
	case cf.OpDdiv:
		return a / b
	}
	return math.Mod(a, b)
}

// floatConvert implements the conversions involving float or double
// (JVMS 6.5 f2i etc.: NaN gives 0, out-of-range values saturate). It returns
// the result bits and the number of stack slots the result takes.
func floatConvert(op uint8, v int64) (int64, int) {
	switch op {
	case cf.OpI2f:
		return int64(math.Float32bits(float32(int32(v)))), 1
	case cf.OpI2d:
		return int64(math.Float64bits(float64(int32(v)))), 2
	case cf.OpL2f:
		return int64(math.Float32bits(float32(v))), 1
	case cf.OpL2d:
		return int64(math.Float64bits(float64(v))), 2
	case cf.OpF2i:
		return int64(ToInt32(float64(math.Float32frombits(uint32(v))))), 1
	case cf.OpF2l:
		return ToInt64(float64(math.Float32frombits(uint32(v)))), 2
	case cf.OpF2d:
		return int64(math.Float64bits(float64(math.Float32frombits(uint32(v))))), 2
	case cf.OpD2i:
		return int64(ToInt32(math.Float64frombits(uint64(v)))), 1
	case cf.OpD2l:
		return ToInt64(math.Float64frombits(uint64(v))), 2
	default: // d2f
		return int64(math.Float32bits(float32(math.Float64frombits(uint64(v))))), 1
	}
}

// ToInt32 is Java's d2i: NaN is 0, values beyond the int range saturate.
func ToInt32(f float64) int32 {
	switch {
	case f != f:
		return 0
	case f >= math.MaxInt32:
		return math.MaxInt32
	case f <= math.MinInt32:
		return math.MinInt32
	}
	return int32(f)
}

// ToInt64 is Java's d2l: NaN is 0, values beyond the long range saturate.
func ToInt64(f float64) int64 {
	switch {
	case f != f:
		return 0
	case f >= math.MaxInt64:
		return math.MaxInt64
	case f <= math.MinInt64:
		return math.MinInt64
	}
	return int64(f)
}
