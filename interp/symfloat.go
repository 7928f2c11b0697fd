package interp

import (
	"math"

	cf "gospf/classfile"
	"gospf/solver"
)

// Symbolic floating point. A float or double slot may hold a KFloat or
// KDouble expression (the IEEE 754 value, solver/float.go); the
// instructions and the JDK models below compute with it exactly, with
// Java's semantics (JVMS 2.8: round to nearest, NaN, signed zeros,
// saturating conversions). A comparison makes no choice by itself:
// fcmpl/fcmpg/dcmpl/dcmpg give a symbolic int, and the if<cond> that
// follows branches on it, its sides becoming floating-point comparisons
// in which NaN is a case of its own (x < y is false both ways for NaN).
//
// What has no exact model stays an ErrUnsupported error: the natives of
// StrictMath (sin, log ...), Float.toString and string concatenation of a
// symbolic float, and Float.floatToRawIntBits, whose result for NaN Java
// does not specify.

// floatKindOf returns the kind of the floating-point operand of a
// float or double opcode: KFloat for f*, KDouble for d*.
func floatKindOf(op uint8) solver.Kind {
	switch op {
	case cf.OpDadd, cf.OpDsub, cf.OpDmul, cf.OpDdiv, cf.OpDrem, cf.OpDneg, cf.OpDcmpl, cf.OpDcmpg,
		cf.OpD2i, cf.OpD2l, cf.OpD2f:
		return solver.KDouble
	}
	return solver.KFloat
}

// symFloatArith is fadd ... drem with a symbolic operand.
func (vm *VM) symFloatArith(op uint8, a, b Slot) Slot {
	k := floatKindOf(op)
	c := vm.ctx
	x, y := vm.SymOf(a, k), vm.SymOf(b, k)
	var r solver.Expr
	switch op {
	case cf.OpFadd, cf.OpDadd:
		r = c.FAdd(x, y)
	case cf.OpFsub, cf.OpDsub:
		r = c.FSub(x, y)
	case cf.OpFmul, cf.OpDmul:
		r = c.FMul(x, y)
	case cf.OpFdiv, cf.OpDdiv:
		r = c.FDiv(x, y)
	default:
		r = c.FRem(x, y)
	}
	return vm.Normal(Slot{S: r})
}

// symFloatNeg is fneg or dneg of a symbolic value.
func (vm *VM) symFloatNeg(a Slot) Slot { return vm.Normal(Slot{S: vm.ctx.FNeg(a.S)}) }

// symFloatCmp is fcmpl, fcmpg, dcmpl or dcmpg with a symbolic operand.
func (vm *VM) symFloatCmp(op uint8, a, b Slot) Slot {
	k := floatKindOf(op)
	x, y := vm.SymOf(a, k), vm.SymOf(b, k)
	if op == cf.OpFcmpl || op == cf.OpDcmpl {
		return vm.Normal(Slot{S: vm.ctx.FCmpL(x, y)})
	}
	return vm.Normal(Slot{S: vm.ctx.FCmpG(x, y)})
}

// symFloatConvert is i2f ... d2f of a symbolic value.
func (vm *VM) symFloatConvert(op uint8, v solver.Expr) Slot {
	c := vm.ctx
	var r solver.Expr
	switch op {
	case cf.OpI2f, cf.OpL2f:
		r = c.IToF(v, solver.KFloat)
	case cf.OpI2d, cf.OpL2d:
		r = c.IToF(v, solver.KDouble)
	case cf.OpF2i, cf.OpD2i:
		r = c.FToI(v, solver.KInt)
	case cf.OpF2l, cf.OpD2l:
		r = c.FToI(v, solver.KLong)
	case cf.OpF2d:
		r = c.FToF(v, solver.KDouble)
	default: // d2f
		r = c.FToF(v, solver.KFloat)
	}
	return vm.Normal(Slot{S: r})
}

// primKind is the expression kind of a primitive descriptor type.
func primKind(t byte) solver.Kind {
	switch t {
	case 'J':
		return solver.KLong
	case 'F':
		return solver.KFloat
	case 'D':
		return solver.KDouble
	}
	return solver.KInt
}

// convertSymPrim converts the symbolic v between primitive types where
// one of them is float or double (wrapper xxxValue methods, lambda
// adaptation), with the conversions of the JVM's instructions; a result
// narrower than int is narrowed as a store would.
func (vm *VM) convertSymPrim(v Slot, from, to byte) Slot {
	c := vm.ctx
	e := v.S
	fk, tk := primKind(from), primKind(to)
	switch {
	case fk == tk:
	case fk.IsFloat() && tk.IsFloat():
		e = c.FToF(e, tk)
	case fk.IsFloat():
		e = c.FToI(e, tk)
	case tk.IsFloat():
		e = c.IToF(e, tk)
	case tk == solver.KLong:
		e = c.I2L(e)
	default:
		e = c.L2I(e)
	}
	return vm.Narrow(vm.Normal(Slot{S: e}), to)
}

// symFloatCompare is Float.compare / Double.compare: -1, 0 or 1, with
// -0.0 below 0.0 and NaN equal to itself and above everything. Below the
// comparisons that hold, it compares the canonical bits as signed
// integers, which orders exactly those cases (JDK 17's code).
func (vm *VM) symFloatCompare(x, y Slot, prim byte) Slot {
	c := vm.ctx
	k := primKind(prim)
	a, b := vm.SymOf(x, k), vm.SymOf(y, k)
	bits := c.Cmp(c.FToBits(a), c.FToBits(b))
	r := c.Ite(c.FLt(a, b), c.Const(solver.KInt, -1), c.Ite(c.FLt(b, a), c.Const(solver.KInt, 1), bits))
	return vm.Normal(Slot{S: r})
}

// symFloatHash is Float.hashCode (the canonical bits) or Double.hashCode
// (the canonical bits' halves xored).
func (vm *VM) symFloatHash(v Slot, prim byte) Slot {
	c := vm.ctx
	b := c.FToBits(vm.SymOf(v, primKind(prim)))
	if prim == 'D' {
		b = c.L2I(c.Xor(b, c.Ushr(b, c.Const(solver.KInt, 32))))
	}
	return vm.Normal(Slot{S: b})
}

// SymFloatEquals is Float.equals / Double.equals of two values: equal
// canonical bits (NaN equals NaN, 0.0 differs from -0.0).
func (vm *VM) SymFloatEquals(x, y Slot, prim byte) Slot {
	c := vm.ctx
	k := primKind(prim)
	e := c.Eq(c.FToBits(vm.SymOf(x, k)), c.FToBits(vm.SymOf(y, k)))
	return vm.Normal(Slot{S: c.Ite(e, c.Const(solver.KInt, 1), c.Const(solver.KInt, 0))})
}

// floatModel returns a model that calls concrete when every argument is
// concrete and sym otherwise: the floating-point methods whose symbolic
// form is one expression.
func floatModel(concrete NativeFunc, sym func(vm *VM, a []Slot) Slot) NativeFunc {
	cc := concreteOnly(concrete)
	return func(vm *VM, a []Slot) (Slot, error) {
		for _, s := range a {
			if s.S.Valid() {
				return sym(vm, a), nil
			}
		}
		return cc(vm, a)
	}
}

// registerSymFloat replaces the concrete-only models of the Math, Float
// and Double methods that have an exact symbolic form: they keep their
// concrete code, and build an expression when an argument is symbolic.
func registerSymFloat(r *Library) {
	wrap := func(key string, sym func(vm *VM, a []Slot) Slot) {
		concrete, ok := r.funcs[key]
		if !ok {
			panic("interp: no concrete model of " + key)
		}
		r.funcs[key] = floatModel(concrete, sym)
		delete(r.concrete, key)
	}
	for _, t := range []struct {
		prim  byte
		class string
	}{{'F', "java/lang/Float."}, {'D', "java/lang/Double."}} {
		t := t
		P := string(t.prim)
		k := primKind(t.prim)
		arg := func(vm *VM, a []Slot, i int) solver.Expr { return vm.SymOf(a[i], k) }
		for _, M := range []string{"java/lang/Math.", "java/lang/StrictMath."} {
			wrap(M+"abs("+P+")"+P, func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.ctx.FAbs(arg(vm, a, 0))}) })
			if t.prim == 'D' { // Math.sqrt takes doubles only
				wrap(M+"sqrt(D)D", func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.ctx.FSqrt(arg(vm, a, 0))}) })
				// JDK 17's toRadians and toDegrees are one product by
				// Math.DEGREES_TO_RADIANS or RADIANS_TO_DEGREES
				// (StrictMath's call Math's), as the concrete models.
				for name, f := range map[string]float64{"toRadians": 0.017453292519943295, "toDegrees": 57.29577951308232} {
					f := f
					wrap(M+name+"(D)D", func(vm *VM, a []Slot) Slot {
						return vm.Normal(Slot{S: vm.ctx.FMul(arg(vm, a, 0), vm.ctx.Const(k, floatBits(k, f)))})
					})
				}
			}
			wrap(M+"min("+P+P+")"+P, func(vm *VM, a []Slot) Slot {
				return vm.Normal(Slot{S: vm.ctx.FMin(arg(vm, a, 0), arg(vm, a, 1))})
			})
			wrap(M+"max("+P+P+")"+P, func(vm *VM, a []Slot) Slot {
				return vm.Normal(Slot{S: vm.ctx.FMax(arg(vm, a, 0), arg(vm, a, 1))})
			})
			if t.prim == 'D' { // floor, ceil and rint take doubles only
				for name, op := range map[string]solver.Op{"floor": solver.OpFFloor, "ceil": solver.OpFCeil, "rint": solver.OpFRint} {
					op := op
					wrap(M+name+"(D)D", func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.ctx.FRound(op, arg(vm, a, 0))}) })
				}
			}
			ret := "I"
			if t.prim == 'D' {
				ret = "J"
			}
			wrap(M+"round("+P+")"+ret, func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.symRound(arg(vm, a, 0))}) })
			wrap(M+"signum("+P+")"+P, func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.symSignum(arg(vm, a, 0))}) })
			wrap(M+"copySign("+P+P+")"+P, func(vm *VM, a []Slot) Slot {
				return vm.Normal(Slot{S: vm.symCopySign(arg(vm, a, 0), arg(vm, a, 1))})
			})
		}
		C := t.class
		wrap(C+"min("+P+P+")"+P, func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.ctx.FMin(arg(vm, a, 0), arg(vm, a, 1))}) })
		wrap(C+"max("+P+P+")"+P, func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.ctx.FMax(arg(vm, a, 0), arg(vm, a, 1))}) })
		wrap(C+"sum("+P+P+")"+P, func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.ctx.FAdd(arg(vm, a, 0), arg(vm, a, 1))}) })
		isNaN := func(vm *VM, e solver.Expr) Slot { return vm.boolSlot(vm.ctx.FIsNaN(e)) }
		isInf := func(vm *VM, e solver.Expr) Slot { return vm.boolSlot(vm.ctx.FIsInf(e)) }
		wrap(C+"isNaN("+P+")Z", func(vm *VM, a []Slot) Slot { return isNaN(vm, arg(vm, a, 0)) })
		wrap(C+"isInfinite("+P+")Z", func(vm *VM, a []Slot) Slot { return isInf(vm, arg(vm, a, 0)) })
		wrap(C+"isFinite("+P+")Z", func(vm *VM, a []Slot) Slot {
			c := vm.ctx
			e := arg(vm, a, 0)
			return vm.boolSlot(c.Not(c.LOr(c.FIsNaN(e), c.FIsInf(e))))
		})
		unboxed := func(vm *VM, a []Slot) solver.Expr { return vm.SymOf(BoxValue(a[0].R), k) }
		boxSym := func(a []Slot) bool { return a[0].R != nil && BoxValue(a[0].R).S.Valid() }
		wrapBox := func(key string, sym func(vm *VM, e solver.Expr) Slot) {
			concrete := r.funcs[key]
			r.funcs[key] = func(vm *VM, a []Slot) (Slot, error) {
				if boxSym(a) {
					return sym(vm, unboxed(vm, a)), nil
				}
				return concrete(vm, a)
			}
		}
		wrapBox(C+"isNaN()Z", isNaN)
		wrapBox(C+"isInfinite()Z", isInf)
		if t.prim == 'F' {
			wrap(C+"floatToIntBits(F)I", func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.ctx.FToBits(arg(vm, a, 0))}) })
			wrap(C+"intBitsToFloat(I)F", func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.ctx.BitsToF(a[0].S)}) })
		} else {
			wrap(C+"doubleToLongBits(D)J", func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.ctx.FToBits(arg(vm, a, 0))}) })
			wrap(C+"longBitsToDouble(J)D", func(vm *VM, a []Slot) Slot { return vm.Normal(Slot{S: vm.ctx.BitsToF(a[0].S)}) })
		}
	}
}

// symRound is Math.round: the integral value nearest to x, ties toward
// positive infinity, as an int (float x) or a long (double x), saturating,
// 0 for NaN. With f = floor(x), x - f is exact, so the tie test is exact:
// round(x) = (x - f >= 0.5 ? f + 1 : f), converted as f2i/d2l do.
func (vm *VM) symRound(x solver.Expr) solver.Expr {
	c := vm.ctx
	k := x.Kind()
	f := c.FRound(solver.OpFFloor, x)
	half, one := c.Const(k, floatBits(k, 0.5)), c.Const(k, floatBits(k, 1))
	r := c.Ite(c.FGe(c.FSub(x, f), half), c.FAdd(f, one), f)
	if k == solver.KFloat {
		return c.FToI(r, solver.KInt)
	}
	return c.FToI(r, solver.KLong)
}

// symSignum is Math.signum: x for NaN and the zeros, 1.0 above zero, -1.0
// below.
func (vm *VM) symSignum(x solver.Expr) solver.Expr {
	c := vm.ctx
	k := x.Kind()
	zero := c.Const(k, floatBits(k, 0))
	same := c.LOr(c.FIsNaN(x), c.FEq(x, zero))
	return c.Ite(same, x, c.Ite(c.FGt(x, zero), c.Const(k, floatBits(k, 1)), c.Const(k, floatBits(k, -1))))
}

// symCopySign is Math.copySign: the magnitude of m with the sign of s. A
// NaN s counts as positive (its bits are the canonical NaN's: the theory
// does not model NaN payloads and signs, see solver/float.go).
func (vm *VM) symCopySign(m, s solver.Expr) solver.Expr {
	c := vm.ctx
	bits := c.FToBits(s)
	neg := c.Lt(bits, c.Const(bits.Kind(), 0))
	abs := c.FAbs(m)
	return c.Ite(neg, c.FNeg(abs), abs)
}

// floatBits is the bits of v as a constant of kind k (KFloat or KDouble).
func floatBits(k solver.Kind, v float64) int64 {
	if k == solver.KFloat {
		return int64(math.Float32bits(float32(v)))
	}
	return int64(math.Float64bits(v))
}
