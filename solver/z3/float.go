package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"fmt"
	"math"

	"gospf/solver"
)

// The floating-point expressions in Z3's theory of IEEE 754 (SMT-LIB
// FloatingPoint), in both theories: KFloat is (_ FloatingPoint 8 24),
// KDouble (_ FloatingPoint 11 53). The integer side of a conversion is a
// bit-vector of the Java width; in the int theory it is reached through
// int2bv and bv2int (signed), as the bitwise operators are, which wraps a
// mathematical integer to Java's value.
//
// Where SMT-LIB and Java differ, the translation builds Java's operator:
//
//   - frem is C's fmod (the quotient truncated), fp.rem IEEE's remainder
//     (the quotient rounded to nearest): r = fp.rem(a, b), and where r is
//     non-zero with a sign other than a's, fmod is r + |b| with a's sign.
//     That sum is exact: its mathematical value is fmod(a, b), which is
//     representable.
//   - fp.min and fp.max leave min(-0.0, 0.0) unspecified and return the
//     non-NaN operand; Java's Math.min and max are built from comparisons
//     as JDK 17 computes them.
//   - fp.to_sbv is unspecified for NaN and out-of-range values; f2i and
//     friends are ite chains: NaN gives 0, a >= 2^(w-1) the maximum,
//     a <= -2^(w-1) the minimum, else fp.to_sbv rounding toward zero.
//   - fp.to_ieee_bv is unspecified for NaN; floatToIntBits gives the
//     canonical NaN there.

// fpSort returns the Z3 sort of a floating-point kind.
func (s *Solver) fpSort(k solver.Kind) C.Z3_sort {
	if k == solver.KFloat {
		return s.fp32
	}
	return s.fp64
}

// fpConst returns the floating-point constant with bits v of kind k.
func (s *Solver) fpConst(k solver.Kind, v int64) C.Z3_ast {
	w := uint(32)
	if k == solver.KDouble {
		w = 64
	}
	bv := s.own(C.Z3_mk_unsigned_int64(s.ctx, C.uint64_t(uint64(v)), s.bvSort(w)))
	return s.own(C.Z3_mk_fpa_to_fp_bv(s.ctx, bv, s.fpSort(k)))
}

// toBV returns the integer term x of kind k as a bit-vector of its Java
// width (int2bv in the int theory).
func (s *Solver) toBV(x C.Z3_ast, k solver.Kind) C.Z3_ast {
	if s.bv {
		return x
	}
	return s.own(C.Z3_mk_int2bv(s.ctx, C.uint(width(k)), x))
}

// fromBV returns the bit-vector x as a term of the integer kind's sort
// (signed bv2int in the int theory).
func (s *Solver) fromBV(x C.Z3_ast) C.Z3_ast {
	if s.bv {
		return x
	}
	return s.own(C.Z3_mk_bv2int(s.ctx, x, true))
}

// fpTerm translates a floating-point operator.
func (s *Solver) fpTerm(e solver.Expr) C.Z3_ast {
	op := e.Op()
	x := s.term(e.Arg(0))
	ak := e.Arg(0).Kind()
	switch op {
	case solver.OpFNeg:
		return s.own(C.Z3_mk_fpa_neg(s.ctx, x))
	case solver.OpFAbs:
		return s.own(C.Z3_mk_fpa_abs(s.ctx, x))
	case solver.OpFSqrt:
		return s.own(C.Z3_mk_fpa_sqrt(s.ctx, s.rne, x))
	case solver.OpFFloor:
		return s.own(C.Z3_mk_fpa_round_to_integral(s.ctx, s.own(C.Z3_mk_fpa_rtn(s.ctx)), x))
	case solver.OpFCeil:
		return s.own(C.Z3_mk_fpa_round_to_integral(s.ctx, s.own(C.Z3_mk_fpa_rtp(s.ctx)), x))
	case solver.OpFRint:
		return s.own(C.Z3_mk_fpa_round_to_integral(s.ctx, s.rne, x))
	case solver.OpFIsNaN:
		return s.own(C.Z3_mk_fpa_is_nan(s.ctx, x))
	case solver.OpFIsInf:
		return s.own(C.Z3_mk_fpa_is_infinite(s.ctx, x))
	case solver.OpIToF:
		return s.own(C.Z3_mk_fpa_to_fp_signed(s.ctx, s.rne, s.toBV(x, ak), s.fpSort(e.Kind())))
	case solver.OpFToF:
		return s.own(C.Z3_mk_fpa_to_fp_float(s.ctx, s.rne, x, s.fpSort(e.Kind())))
	case solver.OpBitsToF:
		return s.own(C.Z3_mk_fpa_to_fp_bv(s.ctx, s.toBV(x, ak), s.fpSort(e.Kind())))
	case solver.OpFToBits:
		w := width(e.Kind())
		nan := int64(0x7fc00000)
		if w == 64 {
			nan = 0x7ff8000000000000
		}
		bits := s.own(C.Z3_mk_fpa_to_ieee_bv(s.ctx, x))
		canon := s.own(C.Z3_mk_unsigned_int64(s.ctx, C.uint64_t(uint64(nan)), s.bvSort(w)))
		isNaN := s.own(C.Z3_mk_fpa_is_nan(s.ctx, x))
		return s.fromBV(s.own(C.Z3_mk_ite(s.ctx, isNaN, canon, bits)))
	case solver.OpFToI:
		return s.fromBV(s.fpToInt(x, ak, e.Kind()))
	}
	y := s.term(e.Arg(1))
	var r C.Z3_ast
	switch op {
	case solver.OpFAdd:
		r = C.Z3_mk_fpa_add(s.ctx, s.rne, x, y)
	case solver.OpFSub:
		r = C.Z3_mk_fpa_sub(s.ctx, s.rne, x, y)
	case solver.OpFMul:
		r = C.Z3_mk_fpa_mul(s.ctx, s.rne, x, y)
	case solver.OpFDiv:
		r = C.Z3_mk_fpa_div(s.ctx, s.rne, x, y)
	case solver.OpFEq:
		r = C.Z3_mk_fpa_eq(s.ctx, x, y)
	case solver.OpFLt:
		r = C.Z3_mk_fpa_lt(s.ctx, x, y)
	case solver.OpFLe:
		r = C.Z3_mk_fpa_leq(s.ctx, x, y)
	case solver.OpFRem:
		return s.fmod(x, y)
	case solver.OpFMin, solver.OpFMax:
		return s.javaMinMax(op == solver.OpFMin, x, y)
	case solver.OpFCmpL, solver.OpFCmpG:
		return s.fcmp(op == solver.OpFCmpL, x, y)
	default:
		panic(fmt.Sprintf("z3: cannot translate %s", op))
	}
	return s.own(r)
}

// fmod is Java's % on floating-point values (see the file comment).
func (s *Solver) fmod(a, b C.Z3_ast) C.Z3_ast {
	r := s.own(C.Z3_mk_fpa_rem(s.ctx, a, b))
	absB := s.own(C.Z3_mk_fpa_abs(s.ctx, b))
	aNeg := s.own(C.Z3_mk_fpa_is_negative(s.ctx, a))
	step := s.own(C.Z3_mk_ite(s.ctx, aNeg, s.own(C.Z3_mk_fpa_neg(s.ctx, absB)), absB))
	rNeg := s.own(C.Z3_mk_fpa_is_negative(s.ctx, r))
	rZero := s.own(C.Z3_mk_fpa_is_zero(s.ctx, r))
	differ := s.own(C.Z3_mk_xor(s.ctx, rNeg, aNeg))
	args := [2]C.Z3_ast{s.own(C.Z3_mk_not(s.ctx, rZero)), differ}
	fix := s.own(C.Z3_mk_and(s.ctx, 2, &args[0]))
	sum := s.own(C.Z3_mk_fpa_add(s.ctx, s.rne, r, step))
	return s.own(C.Z3_mk_ite(s.ctx, fix, sum, r))
}

// javaMinMax is JDK 17's Math.min (min) or Math.max: a NaN a is the
// result; of two zeros min takes a -0.0 b, max takes b when a is -0.0;
// otherwise a <= b ? a : b for min, a >= b ? a : b for max.
func (s *Solver) javaMinMax(min bool, a, b C.Z3_ast) C.Z3_ast {
	aZero := s.own(C.Z3_mk_fpa_is_zero(s.ctx, a))
	bZero := s.own(C.Z3_mk_fpa_is_zero(s.ctx, b))
	var negZero, pick C.Z3_ast
	if min {
		negZero = s.own(C.Z3_mk_fpa_is_negative(s.ctx, b))
		pick = s.own(C.Z3_mk_fpa_leq(s.ctx, a, b))
	} else {
		negZero = s.own(C.Z3_mk_fpa_is_negative(s.ctx, a))
		pick = s.own(C.Z3_mk_fpa_geq(s.ctx, a, b))
	}
	args := [3]C.Z3_ast{aZero, bZero, negZero}
	zeros := s.own(C.Z3_mk_and(s.ctx, 3, &args[0]))
	r := s.own(C.Z3_mk_ite(s.ctx, pick, a, b))
	r = s.own(C.Z3_mk_ite(s.ctx, zeros, b, r))
	return s.own(C.Z3_mk_ite(s.ctx, s.own(C.Z3_mk_fpa_is_nan(s.ctx, a)), a, r))
}

// fcmp is fcmpl (nanLess) or fcmpg as a KInt term.
func (s *Solver) fcmp(nanLess bool, a, b C.Z3_ast) C.Z3_ast {
	one, minus, zero := s.constant(solver.KInt, 1), s.constant(solver.KInt, -1), s.constant(solver.KInt, 0)
	nan := one
	if nanLess {
		nan = minus
	}
	r := s.own(C.Z3_mk_ite(s.ctx, s.own(C.Z3_mk_fpa_eq(s.ctx, a, b)), zero, nan))
	r = s.own(C.Z3_mk_ite(s.ctx, s.own(C.Z3_mk_fpa_gt(s.ctx, a, b)), one, r))
	return s.own(C.Z3_mk_ite(s.ctx, s.own(C.Z3_mk_fpa_lt(s.ctx, a, b)), minus, r))
}

// constantBV returns v as a bit-vector of kind k's width.
func (s *Solver) constantBV(k solver.Kind, v int64) C.Z3_ast {
	w := width(k)
	u := uint64(v)
	if w == 32 {
		u = uint64(uint32(v))
	}
	return s.own(C.Z3_mk_unsigned_int64(s.ctx, C.uint64_t(u), s.bvSort(w)))
}

// fpToInt is f2i, f2l, d2i or d2l of x (of kind from) as a bit-vector of
// the width of kind to: NaN gives 0, values at or beyond the limits
// saturate, the rest round toward zero.
func (s *Solver) fpToInt(x C.Z3_ast, from, to solver.Kind) C.Z3_ast {
	w := width(to)
	lo := int64(-1) << (w - 1)
	limit := s.fpConst(from, floatBits(from, -float64(lo))) // 2^(w-1), exact in both formats
	minus := s.fpConst(from, floatBits(from, float64(lo)))
	r := s.own(C.Z3_mk_fpa_to_sbv(s.ctx, s.rtz, x, C.uint(w)))
	r = s.own(C.Z3_mk_ite(s.ctx, s.own(C.Z3_mk_fpa_leq(s.ctx, x, minus)), s.constantBV(to, lo), r))
	r = s.own(C.Z3_mk_ite(s.ctx, s.own(C.Z3_mk_fpa_geq(s.ctx, x, limit)), s.constantBV(to, -1-lo), r))
	return s.own(C.Z3_mk_ite(s.ctx, s.own(C.Z3_mk_fpa_is_nan(s.ctx, x)), s.constantBV(to, 0), r))
}

// floatBits returns the bits of f as a value of kind k (f exact in k).
func floatBits(k solver.Kind, f float64) int64 {
	if k == solver.KFloat {
		return int64(math.Float32bits(float32(f)))
	}
	return int64(math.Float64bits(f))
}

// fpValue reads the bits of a floating-point numeral of kind k: the
// canonical NaN for NaN, fp.to_ieee_bv otherwise.
func (s *Solver) fpValue(k solver.Kind, m C.Z3_model, a C.Z3_ast) (int64, error) {
	if bool(C.Z3_fpa_is_numeral_nan(s.ctx, a)) {
		s.check()
		if k == solver.KFloat {
			return 0x7fc00000, nil
		}
		return 0x7ff8000000000000, nil
	}
	s.check()
	var val C.Z3_ast
	ok := C.Z3_model_eval(s.ctx, m, s.own(C.Z3_mk_fpa_to_ieee_bv(s.ctx, a)), true, &val)
	s.check()
	if !bool(ok) || val == nil {
		return 0, fmt.Errorf("cannot evaluate the bits of a %s", k)
	}
	C.Z3_inc_ref(s.ctx, val)
	defer C.Z3_dec_ref(s.ctx, val)
	var u C.uint64_t
	if !bool(C.Z3_get_numeral_uint64(s.ctx, val, &u)) {
		s.check()
		return 0, fmt.Errorf("the bits of a %s are not a numeral", k)
	}
	s.check()
	return int64(uint64(u)), nil
}
