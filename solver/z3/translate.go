package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"fmt"
	"math/big"
	"unsafe"

	"gospf/solver"
)

// term returns the Z3 term of e, translating it on first use. Every Z3
// call below is followed by s.check (through own), which panics with a
// z3Error that Check turns into an error.
func (s *Solver) term(e solver.Expr) C.Z3_ast {
	if a, ok := s.cache[e]; ok {
		return a
	}
	var a C.Z3_ast
	switch e.Op() {
	case solver.OpConst:
		if u, ok := e.StrValue(); ok {
			a = s.strConst(u)
		} else if e.Kind().IsFloat() {
			a = s.fpConst(e.Kind(), e.ConstValue())
		} else {
			a = s.constant(e.Kind(), e.ConstValue())
		}
	case solver.OpVar:
		name := C.CString(e.Name())
		sym := C.Z3_mk_string_symbol(s.ctx, name)
		C.free(unsafe.Pointer(name))
		s.check()
		a = s.own(C.Z3_mk_const(s.ctx, sym, s.sortOf(e.Kind())))
	case solver.OpNot:
		a = s.own(C.Z3_mk_not(s.ctx, s.term(e.Arg(0))))
	case solver.OpLAnd, solver.OpLOr:
		args := [2]C.Z3_ast{s.term(e.Arg(0)), s.term(e.Arg(1))}
		if e.Op() == solver.OpLAnd {
			a = s.own(C.Z3_mk_and(s.ctx, 2, &args[0]))
		} else {
			a = s.own(C.Z3_mk_or(s.ctx, 2, &args[0]))
		}
	case solver.OpIte:
		a = s.own(C.Z3_mk_ite(s.ctx, s.term(e.Arg(0)), s.term(e.Arg(1)), s.term(e.Arg(2))))
	case solver.OpEq, solver.OpNe, solver.OpLt, solver.OpLe, solver.OpGt, solver.OpGe:
		a = s.comparison(e)
	case solver.OpCmp:
		x, y := s.term(e.Arg(0)), s.term(e.Arg(1))
		lt := s.compare(solver.OpLt, x, y)
		eq := s.own(C.Z3_mk_eq(s.ctx, x, y))
		inner := s.own(C.Z3_mk_ite(s.ctx, eq, s.constant(solver.KInt, 0), s.constant(solver.KInt, 1)))
		a = s.own(C.Z3_mk_ite(s.ctx, lt, s.constant(solver.KInt, -1), inner))
	default:
		if e.Op().IsFloat() {
			a = s.fpTerm(e)
		} else if e.Op().IsString() {
			a = s.strTerm(e)
		} else if s.bv {
			a = s.bvTerm(e)
		} else {
			a = s.intTerm(e)
		}
	}
	s.cache[e] = a
	return a
}

func (s *Solver) sortOf(k solver.Kind) C.Z3_sort {
	switch k {
	case solver.KBool:
		return s.boolSort
	case solver.KInt:
		return s.intSort
	case solver.KFloat, solver.KDouble:
		return s.fpSort(k)
	case solver.KString:
		return s.strSort
	}
	return s.longSort
}

// bvSort returns the bit-vector sort of width 32 or 64.
func (s *Solver) bvSort(w uint) C.Z3_sort {
	if w == 32 {
		return s.bv32
	}
	return s.bv64
}

func width(k solver.Kind) uint {
	if k == solver.KLong {
		return 64
	}
	return 32
}

// constant returns the numeral v of kind k: an Int in the int theory, a
// two's-complement bit-vector in the bit-vector theory.
func (s *Solver) constant(k solver.Kind, v int64) C.Z3_ast {
	switch {
	case k == solver.KBool && v != 0:
		return s.own(C.Z3_mk_true(s.ctx))
	case k == solver.KBool:
		return s.own(C.Z3_mk_false(s.ctx))
	case !s.bv:
		return s.own(C.Z3_mk_int64(s.ctx, C.int64_t(v), s.intSort))
	case k == solver.KInt:
		return s.own(C.Z3_mk_unsigned_int64(s.ctx, C.uint64_t(uint32(v)), s.intSort))
	}
	return s.own(C.Z3_mk_unsigned_int64(s.ctx, C.uint64_t(uint64(v)), s.longSort))
}

// intNumeral returns the Int numeral u.
func (s *Solver) intNumeral(u uint64) C.Z3_ast {
	return s.own(C.Z3_mk_unsigned_int64(s.ctx, C.uint64_t(u), s.intSort))
}

// pow2 returns the Int numeral 2^n, for n <= 64.
func (s *Solver) pow2(n uint) C.Z3_ast {
	if n < 64 {
		return s.intNumeral(uint64(1) << n)
	}
	text := C.CString(new(big.Int).Lsh(big.NewInt(1), n).String())
	defer C.free(unsafe.Pointer(text))
	return s.own(C.Z3_mk_numeral(s.ctx, text, s.intSort))
}

// comparison translates a comparison node. In the bit-vector theory, a
// comparison of ints that are both string-derived or constant (intView)
// is made between Z3 Ints, which avoids int2bv: equal results, because
// those values lie in the int range.
func (s *Solver) comparison(e solver.Expr) C.Z3_ast {
	x, y := e.Arg(0), e.Arg(1)
	a, b, bv := s.term(x), s.term(y), s.bv
	if ix, ok := s.intView(x); bv && ok {
		if iy, ok := s.intView(y); ok {
			a, b, bv = ix, iy, false
		}
	}
	switch e.Op() {
	case solver.OpEq:
		return s.own(C.Z3_mk_eq(s.ctx, a, b))
	case solver.OpNe:
		return s.own(C.Z3_mk_not(s.ctx, s.own(C.Z3_mk_eq(s.ctx, a, b))))
	}
	return s.compareIn(bv, e.Op(), a, b)
}

// compare builds a signed ordering comparison in the current theory.
func (s *Solver) compare(op solver.Op, x, y C.Z3_ast) C.Z3_ast { return s.compareIn(s.bv, op, x, y) }

// compareIn builds a signed ordering comparison of bit-vectors (bv) or
// Ints.
func (s *Solver) compareIn(bv bool, op solver.Op, x, y C.Z3_ast) C.Z3_ast {
	var r C.Z3_ast
	switch {
	case bv && op == solver.OpLt:
		r = C.Z3_mk_bvslt(s.ctx, x, y)
	case bv && op == solver.OpLe:
		r = C.Z3_mk_bvsle(s.ctx, x, y)
	case bv && op == solver.OpGt:
		r = C.Z3_mk_bvsgt(s.ctx, x, y)
	case bv && op == solver.OpGe:
		r = C.Z3_mk_bvsge(s.ctx, x, y)
	case op == solver.OpLt:
		r = C.Z3_mk_lt(s.ctx, x, y)
	case op == solver.OpLe:
		r = C.Z3_mk_le(s.ctx, x, y)
	case op == solver.OpGt:
		r = C.Z3_mk_gt(s.ctx, x, y)
	default:
		r = C.Z3_mk_ge(s.ctx, x, y)
	}
	return s.own(r)
}

// bounds returns min <= v && v <= max for a variable, or nil when the
// bounds say nothing in this theory (booleans; full-range bit-vectors).
func (s *Solver) bounds(v solver.Expr) C.Z3_ast {
	k := v.Kind()
	if k == solver.KBool || k.IsFloat() {
		return nil
	}
	if k == solver.KString {
		return s.strBounds(v, s.term(v))
	}
	lo, hi := v.Bounds()
	x := s.term(v)
	var parts [2]C.Z3_ast
	n := 0
	fullLo, fullHi := int64(-1)<<(width(k)-1), int64(uint64(1)<<(width(k)-1)-1)
	if !s.bv || lo != fullLo {
		parts[n] = s.compare(solver.OpLe, s.constant(k, lo), x)
		n++
	}
	if !s.bv || hi != fullHi {
		parts[n] = s.compare(solver.OpLe, x, s.constant(k, hi))
		n++
	}
	switch n {
	case 0:
		return nil
	case 1:
		return parts[0]
	}
	return s.own(C.Z3_mk_and(s.ctx, 2, &parts[0]))
}

// bvTerm translates the arithmetic and conversion operators in the
// bit-vector theory: KInt is bv32, KLong bv64, with exact Java semantics.
// SMT-LIB's bvsdiv and bvsrem are Java's idiv and irem (truncating, with
// MIN / -1 == MIN); shift counts are masked as JVMS 6.5 ishl says.
func (s *Solver) bvTerm(e solver.Expr) C.Z3_ast {
	op := e.Op()
	x := s.term(e.Arg(0))
	switch op {
	case solver.OpNeg:
		return s.own(C.Z3_mk_bvneg(s.ctx, x))
	case solver.OpI2L:
		return s.own(C.Z3_mk_sign_ext(s.ctx, 32, x))
	case solver.OpL2I:
		return s.own(C.Z3_mk_extract(s.ctx, 31, 0, x))
	case solver.OpI2B:
		return s.own(C.Z3_mk_sign_ext(s.ctx, 24, s.own(C.Z3_mk_extract(s.ctx, 7, 0, x))))
	case solver.OpI2S:
		return s.own(C.Z3_mk_sign_ext(s.ctx, 16, s.own(C.Z3_mk_extract(s.ctx, 15, 0, x))))
	case solver.OpI2C:
		return s.own(C.Z3_mk_zero_ext(s.ctx, 16, s.own(C.Z3_mk_extract(s.ctx, 15, 0, x))))
	case solver.OpShl, solver.OpShr, solver.OpUshr:
		n := s.bvCount(e.Kind(), e.Arg(1))
		switch op {
		case solver.OpShl:
			return s.own(C.Z3_mk_bvshl(s.ctx, x, n))
		case solver.OpShr:
			return s.own(C.Z3_mk_bvashr(s.ctx, x, n))
		}
		return s.own(C.Z3_mk_bvlshr(s.ctx, x, n))
	}
	y := s.term(e.Arg(1))
	var r C.Z3_ast
	switch op {
	case solver.OpAdd:
		r = C.Z3_mk_bvadd(s.ctx, x, y)
	case solver.OpSub:
		r = C.Z3_mk_bvsub(s.ctx, x, y)
	case solver.OpMul:
		r = C.Z3_mk_bvmul(s.ctx, x, y)
	case solver.OpDiv:
		r = C.Z3_mk_bvsdiv(s.ctx, x, y)
	case solver.OpRem:
		r = C.Z3_mk_bvsrem(s.ctx, x, y)
	case solver.OpAnd:
		r = C.Z3_mk_bvand(s.ctx, x, y)
	case solver.OpOr:
		r = C.Z3_mk_bvor(s.ctx, x, y)
	case solver.OpXor:
		r = C.Z3_mk_bvxor(s.ctx, x, y)
	default:
		panic(fmt.Sprintf("z3: cannot translate %s", op))
	}
	return s.own(r)
}

// bvCount returns the shift count n (a KInt expression) masked with 31 or
// 63 and at the width of kind k.
func (s *Solver) bvCount(k solver.Kind, n solver.Expr) C.Z3_ast {
	mask := int64(width(k) - 1)
	if n.IsConst() {
		return s.constant(k, n.ConstValue()&mask)
	}
	c := s.own(C.Z3_mk_bvand(s.ctx, s.term(n), s.constant(solver.KInt, mask)))
	if k == solver.KLong {
		c = s.own(C.Z3_mk_zero_ext(s.ctx, 32, c))
	}
	return c
}

// intTerm translates the arithmetic and conversion operators in the int
// theory: mathematical integers, no overflow.
//
//   - Div and Rem are Java's truncating operators, built from Z3's
//     Euclidean div and mod (which agree with truncation for a
//     non-negative dividend): a / b = a >= 0 ? a div b : -((-a) div b), and
//     the same with mod for a % b.
//   - The conversions are the identity, as in SPF: the int theory does not
//     model overflow or narrowing.
//   - Shl by a constant c is multiplication by 2^c, Shr by a constant is
//     division by 2^c rounding toward negative infinity (which is Z3's div
//     by a positive divisor, and Java's >>), with c masked as in Java.
//   - Ushr by a constant c (masked, non-zero) is (x mod 2^w) div 2^c, and
//     And with a constant 2^j - 1 is x mod 2^j, where w is the kind's width
//     (32 or 64): linear, and exactly what the bit-vector route below gives.
//   - Other Ushr, And, Or, Xor and shifts by a non-constant count go
//     through bit-vectors of the kind's width: int2bv, the bit-vector
//     operator, then signed bv2int. They thus wrap their operands to the
//     width. Z3 reasons about int2bv and bv2int slowly (0.1 to 0.5 s for
//     x ^ y == 5 && x == 3 with Z3 4.8.12) and sometimes not at all
//     (x ^ y == 0 && x != y over full-range ints times out): programs that
//     compute with bits belong in the bit-vector theory.
func (s *Solver) intTerm(e solver.Expr) C.Z3_ast {
	op := e.Op()
	k := e.Kind()
	switch op {
	case solver.OpI2L, solver.OpL2I, solver.OpI2B, solver.OpI2S, solver.OpI2C:
		return s.term(e.Arg(0))
	case solver.OpNeg:
		return s.own(C.Z3_mk_unary_minus(s.ctx, s.term(e.Arg(0))))
	case solver.OpShl, solver.OpShr:
		if n := e.Arg(1); n.IsConst() {
			pow := s.pow2(uint(n.ConstValue() & int64(width(k)-1)))
			x := s.term(e.Arg(0))
			if op == solver.OpShl {
				args := [2]C.Z3_ast{x, pow}
				return s.own(C.Z3_mk_mul(s.ctx, 2, &args[0]))
			}
			return s.own(C.Z3_mk_div(s.ctx, x, pow))
		}
		return s.viaBV(e)
	case solver.OpUshr:
		// x >>> c for a constant c with c & mask != 0 is the unsigned value
		// of x at width w, x mod 2^w, divided by 2^c: exact and linear.
		if n := e.Arg(1); n.IsConst() && n.ConstValue()&int64(width(k)-1) != 0 {
			sh := uint(n.ConstValue() & int64(width(k)-1))
			u := s.own(C.Z3_mk_mod(s.ctx, s.term(e.Arg(0)), s.pow2(width(k))))
			return s.own(C.Z3_mk_div(s.ctx, u, s.pow2(sh)))
		}
		return s.viaBV(e)
	case solver.OpAnd:
		// x & (2^j - 1) is x mod 2^j: exact and linear.
		if m := e.Arg(1); m.IsConst() && m.ConstValue() >= 0 && m.ConstValue()&(m.ConstValue()+1) == 0 {
			return s.own(C.Z3_mk_mod(s.ctx, s.term(e.Arg(0)), s.intNumeral(uint64(m.ConstValue())+1)))
		}
		return s.viaBV(e)
	case solver.OpOr, solver.OpXor:
		return s.viaBV(e)
	}
	x, y := s.term(e.Arg(0)), s.term(e.Arg(1))
	args := [2]C.Z3_ast{x, y}
	switch op {
	case solver.OpAdd:
		return s.own(C.Z3_mk_add(s.ctx, 2, &args[0]))
	case solver.OpSub:
		return s.own(C.Z3_mk_sub(s.ctx, 2, &args[0]))
	case solver.OpMul:
		return s.own(C.Z3_mk_mul(s.ctx, 2, &args[0]))
	case solver.OpDiv, solver.OpRem:
		nonneg := s.compare(solver.OpGe, x, s.constant(k, 0))
		negx := s.own(C.Z3_mk_unary_minus(s.ctx, x))
		var pos, neg C.Z3_ast
		if op == solver.OpDiv {
			pos = s.own(C.Z3_mk_div(s.ctx, x, y))
			neg = s.own(C.Z3_mk_div(s.ctx, negx, y))
		} else {
			pos = s.own(C.Z3_mk_mod(s.ctx, x, y))
			neg = s.own(C.Z3_mk_mod(s.ctx, negx, y))
		}
		neg = s.own(C.Z3_mk_unary_minus(s.ctx, neg))
		return s.own(C.Z3_mk_ite(s.ctx, nonneg, pos, neg))
	}
	panic(fmt.Sprintf("z3: cannot translate %s", op))
}

// viaBV translates a bitwise operator or a shift in the int theory through
// bit-vectors of the kind's width.
func (s *Solver) viaBV(e solver.Expr) C.Z3_ast {
	w := width(e.Kind())
	x := s.own(C.Z3_mk_int2bv(s.ctx, C.uint(w), s.term(e.Arg(0))))
	var r C.Z3_ast
	switch e.Op() {
	case solver.OpShl, solver.OpShr, solver.OpUshr:
		// The count is a KInt: its low bits at width w, masked, are Java's.
		n := s.own(C.Z3_mk_int2bv(s.ctx, C.uint(w), s.term(e.Arg(1))))
		mask := s.own(C.Z3_mk_unsigned_int64(s.ctx, C.uint64_t(w-1), s.bvSort(w)))
		n = s.own(C.Z3_mk_bvand(s.ctx, n, mask))
		switch e.Op() {
		case solver.OpShl:
			r = C.Z3_mk_bvshl(s.ctx, x, n)
		case solver.OpShr:
			r = C.Z3_mk_bvashr(s.ctx, x, n)
		default:
			r = C.Z3_mk_bvlshr(s.ctx, x, n)
		}
	default:
		y := s.own(C.Z3_mk_int2bv(s.ctx, C.uint(w), s.term(e.Arg(1))))
		switch e.Op() {
		case solver.OpAnd:
			r = C.Z3_mk_bvand(s.ctx, x, y)
		case solver.OpOr:
			r = C.Z3_mk_bvor(s.ctx, x, y)
		default:
			r = C.Z3_mk_bvxor(s.ctx, x, y)
		}
	}
	r = s.own(r)
	return s.own(C.Z3_mk_bv2int(s.ctx, r, true))
}
