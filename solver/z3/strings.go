package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"fmt"
	"math"
	"strings"
	"unsafe"

	"gospf/solver"
)

// Strings in Z3's theory of sequences (Z3 4.8.12: strings of Unicode code
// points up to 0x2FFFF), in both theories. A string variable's bounds are
// asserted as its length's, together with membership in
// (re.* (re.range "\u{0}" "\u{ffff}")), so that every char is a Java char.
// The integer side of an operator (a length, an index, a char code) is a
// Z3 Int, converted from and to the Java width in the bit-vector theory.
//
// The C API of 4.8.12 has no str.to_code and str.from_code: their
// declarations are taken from a parsed SMT-LIB term once (strDecls).
// parseInt, compareTo and hashCode have no SMT-LIB counterpart with
// Java's semantics; they are unrolled over the positions up to
// solver.MaxLen of their operand, exact because no string can be longer.
// A string without a length bound has other encodings
// (strings_unbounded.go).
// Java's digits are every char Character.digit(c, 10) accepts
// (solver.JavaDigitZeros).
//
// Models: a string variable's value is read char by char, the length and
// str.to_code of each position evaluated in the model (Z3_get_string's
// escapes are ambiguous for backslashes), and interned in the variable's
// Context (solver.StrConst) as the model's handle.

// strDecls returns str.to_code and str.from_code, parsed on first use.
func (s *Solver) strDecls() (toCode, fromCode C.Z3_func_decl) {
	if s.toCode != nil {
		return s.toCode, s.fromCode
	}
	text := C.CString("(declare-fun s () String)(assert (= (str.to_code s) (str.to_code (str.from_code 0))))")
	defer C.free(unsafe.Pointer(text))
	v := C.Z3_parse_smtlib2_string(s.ctx, text, 0, nil, nil, 0, nil, nil)
	s.check()
	C.Z3_ast_vector_inc_ref(s.ctx, v)
	defer C.Z3_ast_vector_dec_ref(s.ctx, v)
	eq := C.Z3_ast_vector_get(s.ctx, v, 0)
	s.check()
	lhs := C.Z3_get_app_arg(s.ctx, C.Z3_to_app(s.ctx, eq), 0)
	rhs := C.Z3_get_app_arg(s.ctx, C.Z3_to_app(s.ctx, eq), 1)
	from := C.Z3_get_app_arg(s.ctx, C.Z3_to_app(s.ctx, rhs), 0)
	s.toCode = C.Z3_get_app_decl(s.ctx, C.Z3_to_app(s.ctx, lhs))
	s.fromCode = C.Z3_get_app_decl(s.ctx, C.Z3_to_app(s.ctx, from))
	s.check()
	s.own(C.Z3_func_decl_to_ast(s.ctx, s.toCode))
	s.own(C.Z3_func_decl_to_ast(s.ctx, s.fromCode))
	return s.toCode, s.fromCode
}

// strConst returns the Z3 string of the chars u: every char outside
// [0-9A-Za-z] is written \u{...}, the only escape Z3 4.8.12 reads
// (a backslash itself is \u{5c}).
func (s *Solver) strConst(u []uint16) C.Z3_ast {
	var b strings.Builder
	for _, c := range u {
		if c < 0x80 && (c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			b.WriteByte(byte(c))
		} else {
			fmt.Fprintf(&b, "\\u{%x}", c)
		}
	}
	text := C.CString(b.String())
	defer C.free(unsafe.Pointer(text))
	return s.own(C.Z3_mk_string(s.ctx, text))
}

// mathInt returns the int or long term x of kind k as a Z3 Int.
func (s *Solver) mathInt(x C.Z3_ast, k solver.Kind) C.Z3_ast {
	if !s.bv {
		return x
	}
	_ = k
	return s.own(C.Z3_mk_bv2int(s.ctx, x, true))
}

// javaInt returns the Z3 Int x as a term of the KInt or KLong sort.
func (s *Solver) javaInt(x C.Z3_ast, k solver.Kind) C.Z3_ast {
	if !s.bv {
		return x
	}
	return s.own(C.Z3_mk_int2bv(s.ctx, C.uint(width(k)), x))
}

func (s *Solver) mInt(v int64) C.Z3_ast {
	return s.own(C.Z3_mk_int64(s.ctx, C.int64_t(v), s.mathIntSort()))
}

// mathIntSort is Z3's Int sort (the int theory's int and long sort).
func (s *Solver) mathIntSort() C.Z3_sort {
	if s.zInt == nil {
		s.zInt = s.sort(C.Z3_mk_int_sort(s.ctx))
	}
	return s.zInt
}

func (s *Solver) and(args ...C.Z3_ast) C.Z3_ast {
	return s.own(C.Z3_mk_and(s.ctx, C.uint(len(args)), &args[0]))
}

func (s *Solver) or(args ...C.Z3_ast) C.Z3_ast {
	return s.own(C.Z3_mk_or(s.ctx, C.uint(len(args)), &args[0]))
}

func (s *Solver) ite(c, a, b C.Z3_ast) C.Z3_ast { return s.own(C.Z3_mk_ite(s.ctx, c, a, b)) }

func (s *Solver) add(a, b C.Z3_ast) C.Z3_ast {
	args := [2]C.Z3_ast{a, b}
	return s.own(C.Z3_mk_add(s.ctx, 2, &args[0]))
}

func (s *Solver) sub(a, b C.Z3_ast) C.Z3_ast {
	args := [2]C.Z3_ast{a, b}
	return s.own(C.Z3_mk_sub(s.ctx, 2, &args[0]))
}

func (s *Solver) mul(a, b C.Z3_ast) C.Z3_ast {
	args := [2]C.Z3_ast{a, b}
	return s.own(C.Z3_mk_mul(s.ctx, 2, &args[0]))
}

func (s *Solver) eq(a, b C.Z3_ast) C.Z3_ast { return s.own(C.Z3_mk_eq(s.ctx, a, b)) }

func (s *Solver) le(a, b C.Z3_ast) C.Z3_ast { return s.own(C.Z3_mk_le(s.ctx, a, b)) }

func (s *Solver) lt(a, b C.Z3_ast) C.Z3_ast { return s.own(C.Z3_mk_lt(s.ctx, a, b)) }

// length is str.len of the string term x (an Int).
func (s *Solver) length(x C.Z3_ast) C.Z3_ast { return s.own(C.Z3_mk_seq_length(s.ctx, x)) }

// code is str.to_code(str.at(x, i)) for an Int i: the char at i, or -1.
func (s *Solver) code(x, i C.Z3_ast) C.Z3_ast {
	toCode, _ := s.strDecls()
	at := s.own(C.Z3_mk_seq_at(s.ctx, x, i))
	return s.own(C.Z3_mk_app(s.ctx, toCode, 1, &at))
}

// strBounds is the assertion of a string variable's bounds: its length
// within them, every char a Java char.
func (s *Solver) strBounds(v solver.Expr, x C.Z3_ast) C.Z3_ast {
	lo, hi := v.Bounds()
	n := s.length(x)
	lo16, hi16 := s.strConst([]uint16{0}), s.strConst([]uint16{0xffff})
	chars := s.own(C.Z3_mk_re_star(s.ctx, s.own(C.Z3_mk_re_range(s.ctx, lo16, hi16))))
	return s.and(s.le(s.mInt(lo), n), s.le(n, s.mInt(hi)), s.own(C.Z3_mk_seq_in_re(s.ctx, x, chars)))
}

// intView returns the int expression e as a Z3 Int without int2bv when it
// is a constant, an int-valued string operator (length, charAt, indexOf,
// compareTo, parseInt, hashCode), a sum or difference of those that cannot
// overflow (viewRange), or a narrowing of one: then the Java int is that
// Int, which lies in the int range (lengths and indices of bounded
// strings, chars, a parsed int). Comparisons and the string operators'
// int operands use it instead of bv2int of the bit-vector.
func (s *Solver) intView(e solver.Expr) (C.Z3_ast, bool) {
	if e.Kind() != solver.KInt && e.Kind() != solver.KLong {
		return nil, false
	}
	if a, ok := s.intViews[e]; ok {
		return a, a != nil
	}
	var a C.Z3_ast
	switch e.Op() {
	case solver.OpConst:
		a = s.mInt(e.ConstValue())
	case solver.OpStrLen, solver.OpStrAt, solver.OpStrIndexOf, solver.OpStrCompare, solver.OpStrToInt, solver.OpStrHash,
		solver.OpStrASCIIToInt:
		a = s.strInt(e)
	case solver.OpAdd, solver.OpSub:
		// A sum or difference of views that cannot overflow (a length
		// minus one): Java's int is the Int.
		if _, _, ok := s.viewRange(e); !ok {
			break
		}
		x, okx := s.intView(e.Arg(0))
		y, oky := s.intView(e.Arg(1))
		switch {
		case !okx || !oky:
		case e.Op() == solver.OpAdd:
			a = s.add(x, y)
		default:
			a = s.sub(x, y)
		}
	case solver.OpMul, solver.OpNeg:
		// A long computed from views without overflow (parseLong's
		// magnitude: digits times powers of ten).
		if _, _, ok := s.viewRange(e); !ok {
			break
		}
		x, okx := s.intView(e.Arg(0))
		switch {
		case !okx:
		case e.Op() == solver.OpNeg:
			a = s.own(C.Z3_mk_unary_minus(s.ctx, x))
		default:
			if y, oky := s.intView(e.Arg(1)); oky {
				a = s.mul(x, y)
			}
		}
	case solver.OpI2L:
		a, _ = s.intView(e.Arg(0))
	case solver.OpIte:
		// A choice between views (a case mapping of a char: an ite tree
		// over its runs) is a Z3 ite of Ints, its condition translated
		// as any condition is (comparisons of views are Int ones).
		x, okx := s.intView(e.Arg(1))
		y, oky := s.intView(e.Arg(2))
		if okx && oky {
			a = s.ite(s.term(e.Arg(0)), x, y)
		}
	case solver.OpRem:
		// x % d for a constant d > 0 (a case mapping's runs of pairs:
		// x % 2), with Java's sign of the dividend.
		d := e.Arg(1)
		x, ok := s.intView(e.Arg(0))
		if ok && d.IsConst() && d.ConstValue() > 0 {
			m := s.mInt(d.ConstValue())
			neg := s.own(C.Z3_mk_unary_minus(s.ctx, s.own(C.Z3_mk_mod(s.ctx, s.own(C.Z3_mk_unary_minus(s.ctx, x)), m))))
			a = s.ite(s.le(s.mInt(0), x), s.own(C.Z3_mk_mod(s.ctx, x, m)), neg)
		}
	case solver.OpI2C, solver.OpI2B, solver.OpI2S:
		x, ok := s.intView(e.Arg(0))
		switch {
		case !ok:
		case e.Op() != solver.OpI2B && smallInt(e.Arg(0)):
			// x in -65536..65535: one correction, linear (a char from
			// charAt is the common case).
			m := s.mInt(1 << 16)
			a = s.ite(s.lt(x, s.mInt(0)), s.add(x, m), x)
			if e.Op() == solver.OpI2S {
				a = s.ite(s.le(s.mInt(1<<15), a), s.sub(a, m), a)
			}
		default:
			// The low 16 or 8 bits, sign-extended for byte and short.
			m := int64(1) << 16
			if e.Op() == solver.OpI2B {
				m = 1 << 8
			}
			a = s.own(C.Z3_mk_mod(s.ctx, x, s.mInt(m)))
			if e.Op() != solver.OpI2C {
				a = s.ite(s.le(s.mInt(m/2), a), s.sub(a, s.mInt(m)), a)
			}
		}
	}
	s.intViews[e] = a
	return a, a != nil
}

// viewRange returns bounds of the int e's value when e has an intView
// whose sums and differences stay in the int range: a constant, a string
// operator (a length or index at most the string's MaxLen, a char, a
// compareTo, a parsed int or hash), or a sum or difference of those whose
// bounds lie in the int range. It is memoised in ranges.
func (s *Solver) viewRange(e solver.Expr) (lo, hi int64, ok bool) {
	if r, seen := s.ranges[e]; seen {
		return r[0], r[1], r[2] != 0
	}
	const minInt, maxInt = -1 << 31, 1<<31 - 1
	kmin, kmax := int64(minInt), int64(maxInt)
	if e.Kind() == solver.KLong {
		kmin, kmax = math.MinInt64, math.MaxInt64
	}
	switch e.Op() {
	case solver.OpConst:
		lo, hi, ok = e.ConstValue(), e.ConstValue(), true
	case solver.OpStrLen, solver.OpStrIndexOf:
		lo, hi, ok = 0, min(solver.MaxLen(e.Arg(0)), maxInt), true
		if e.Op() == solver.OpStrIndexOf {
			lo = -1
		}
	case solver.OpStrAt:
		lo, hi, ok = -1, 0xFFFF, true
	case solver.OpStrCompare:
		lo, hi, ok = -maxInt, maxInt, true
	case solver.OpStrToInt, solver.OpStrHash, solver.OpStrASCIIToInt:
		lo, hi, ok = minInt, maxInt, true
	case solver.OpIte:
		xl, xh, okx := s.viewRange(e.Arg(1))
		yl, yh, oky := s.viewRange(e.Arg(2))
		lo, hi, ok = min(xl, yl), max(xh, yh), okx && oky
	case solver.OpRem:
		xl, xh, okx := s.viewRange(e.Arg(0))
		if d := e.Arg(1); okx && d.IsConst() && d.ConstValue() > 0 {
			lo, hi, ok = max(xl, 1-d.ConstValue()), min(xh, d.ConstValue()-1), true
			lo, hi = min(lo, 0), max(hi, 0)
		}
	case solver.OpAdd, solver.OpSub:
		xl, xh, okx := s.viewRange(e.Arg(0))
		yl, yh, oky := s.viewRange(e.Arg(1))
		if okx && oky {
			var o1, o2 bool
			if e.Op() == solver.OpAdd {
				lo, o1 = addOK(xl, yl)
				hi, o2 = addOK(xh, yh)
			} else {
				lo, o1 = addOK(xl, -yh)
				hi, o2 = addOK(xh, -yl)
			}
			ok = o1 && o2 && lo >= kmin && hi <= kmax && yl > math.MinInt64 && yh > math.MinInt64
		}
	case solver.OpMul:
		xl, xh, okx := s.viewRange(e.Arg(0))
		yl, yh, oky := s.viewRange(e.Arg(1))
		if okx && oky {
			// The extremes of the products of the bounds, each within
			// 2^62 so that none overflows.
			const lim = 1 << 31
			small := func(v int64) bool { return v > -lim && v < lim }
			if small(xl) && small(xh) && small(yl) && small(yh) || small2(xl, xh, yl, yh) {
				ps := [4]int64{xl * yl, xl * yh, xh * yl, xh * yh}
				lo, hi = min(ps[0], ps[1], ps[2], ps[3]), max(ps[0], ps[1], ps[2], ps[3])
				ok = lo >= kmin && hi <= kmax
			}
		}
	case solver.OpNeg:
		xl, xh, okx := s.viewRange(e.Arg(0))
		if okx && xl > math.MinInt64 {
			lo, hi = -xh, -xl
			ok = lo >= kmin && hi <= kmax
		}
	case solver.OpI2L:
		lo, hi, ok = s.viewRange(e.Arg(0))
	case solver.OpI2C:
		// intView's narrowing lies in the char range whatever its
		// operand (a char of text times 1024 in Character.toCodePoint).
		lo, hi, ok = 0, 0xFFFF, true
	case solver.OpI2S:
		lo, hi, ok = -1<<15, 1<<15-1, true
	case solver.OpI2B:
		lo, hi, ok = -1<<7, 1<<7-1, true
	}
	if s.ranges == nil {
		s.ranges = make(map[solver.Expr][3]int64)
	}
	s.ranges[e] = [3]int64{lo, hi, b2i(ok)}
	return lo, hi, ok
}

// addOK returns x + y and whether it did not overflow.
func addOK(x, y int64) (int64, bool) {
	r := x + y
	return r, (r > x) == (y > 0) || y == 0
}

// small2 reports whether every product of a bound of x (xl..xh) and a
// bound of y (yl..yh) fits an int64 with room: |x| * |y| < 2^62.
func small2(xl, xh, yl, yh int64) bool {
	abs := func(v int64) uint64 {
		if v < 0 {
			return uint64(-v)
		}
		return uint64(v)
	}
	mx, my := max(abs(xl), abs(xh)), max(abs(yl), abs(yh))
	return mx == 0 || my < (1<<62)/mx
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// smallInt reports whether the int e lies in -65536..65535 in every
// model: a char of a string (-1 out of bounds; every char of every string
// is a Java char), a length or index of a string shorter than 65536
// chars, or a compareTo of two such strings.
func smallInt(e solver.Expr) bool {
	short := func(x solver.Expr) bool { return solver.MaxLen(x) < 1<<16 }
	switch e.Op() {
	case solver.OpStrAt:
		return true
	case solver.OpStrLen, solver.OpStrIndexOf:
		return short(e.Arg(0))
	case solver.OpStrCompare:
		return short(e.Arg(0)) && short(e.Arg(1))
	case solver.OpConst:
		return e.ConstValue() >= -1<<16 && e.ConstValue() < 1<<16
	}
	return false
}

// strTerm translates a string operator.
func (s *Solver) strTerm(e solver.Expr) C.Z3_ast {
	op := e.Op()
	arg := func(i int) C.Z3_ast { return s.term(e.Arg(i)) }
	switch op {
	case solver.OpStrLen, solver.OpStrAt, solver.OpStrIndexOf, solver.OpStrCompare, solver.OpStrToInt, solver.OpStrHash,
		solver.OpStrASCIIToInt:
		return s.javaInt(s.strInt(e), solver.KInt)
	case solver.OpStrConcat:
		args := [2]C.Z3_ast{arg(0), arg(1)}
		return s.own(C.Z3_mk_seq_concat(s.ctx, 2, &args[0]))
	case solver.OpStrSub:
		b := s.num(e.Arg(1))
		return s.own(C.Z3_mk_seq_extract(s.ctx, arg(0), b, s.sub(s.num(e.Arg(2)), b)))
	case solver.OpStrPrefix:
		return s.own(C.Z3_mk_seq_prefix(s.ctx, arg(0), arg(1)))
	case solver.OpStrSuffix:
		return s.own(C.Z3_mk_seq_suffix(s.ctx, arg(0), arg(1)))
	case solver.OpStrContains:
		return s.own(C.Z3_mk_seq_contains(s.ctx, arg(0), arg(1)))
	case solver.OpStrFromCode:
		_, fromCode := s.strDecls()
		c := s.num(e.Arg(0))
		return s.own(C.Z3_mk_app(s.ctx, fromCode, 1, &c))
	case solver.OpStrFromInt:
		v := s.num(e.Arg(0))
		neg := s.own(C.Z3_mk_unary_minus(s.ctx, v))
		minus := [2]C.Z3_ast{s.strConst([]uint16{'-'}), s.own(C.Z3_mk_int_to_str(s.ctx, neg))}
		t := s.ite(s.lt(v, s.mInt(0)), s.own(C.Z3_mk_seq_concat(s.ctx, 2, &minus[0])), s.own(C.Z3_mk_int_to_str(s.ctx, v)))
		s.define(e, s.eq(s.length(t), s.decimalLength(v)))
		return t
	case solver.OpStrIsInt:
		valid, _ := s.parseInt(e.Arg(0))
		return valid
	case solver.OpStrIsDigits:
		return s.isDigits(e.Arg(0))
	case solver.OpStrIsASCIIInt:
		valid, _ := s.parseASCII(e.Arg(0))
		return valid
	case solver.OpStrLt:
		return s.own(C.Z3_mk_str_lt(s.ctx, arg(0), arg(1)))
	case solver.OpStrInRe:
		return s.inRegex(e)
	}
	panic(fmt.Sprintf("z3: cannot translate %s", op))
}

// decimalLength is the length of Java's decimal text of the integer v:
// a minus sign when v < 0, and one digit plus one for each power of ten
// up to 10^18 that |v| reaches (a long has at most 19 digits). It is the
// axiom of every StrFromInt: implied by the translation, so it changes no
// answer, and it spares Z3 4.8.12's string solver finding the length of
// str.from_int itself (subjects/boxtext's join of two longs: 8.2 and 9.8 s
// of solver time without it, 5.3 and 5.6 s with it, loaded machine).
func (s *Solver) decimalLength(v C.Z3_ast) C.Z3_ast {
	one, zero := s.mInt(1), s.mInt(0)
	n := s.ite(s.lt(v, zero), s.mInt(2), one)
	p := int64(1)
	for range 18 {
		p *= 10
		far := s.or(s.le(s.mInt(p), v), s.le(v, s.mInt(-p)))
		n = s.add(n, s.ite(far, one, zero))
	}
	return n
}

// strInt is an int-valued string operator as a Z3 Int.
func (s *Solver) strInt(e solver.Expr) C.Z3_ast {
	x := s.term(e.Arg(0))
	switch e.Op() {
	case solver.OpStrLen:
		return s.length(x)
	case solver.OpStrAt:
		return s.code(x, s.num(e.Arg(1)))
	case solver.OpStrIndexOf:
		return s.own(C.Z3_mk_seq_index(s.ctx, x, s.term(e.Arg(1)), s.num(e.Arg(2))))
	case solver.OpStrCompare:
		if solver.Unbounded(e.Arg(0)) || solver.Unbounded(e.Arg(1)) {
			return s.compareToUnbounded(e, e.Arg(0), e.Arg(1))
		}
		return s.compareTo(e.Arg(0), e.Arg(1))
	case solver.OpStrHash:
		if solver.Unbounded(e.Arg(0)) {
			panic(z3Error{noHashEncoding(e.Arg(0))})
		}
		return s.hashCode(e.Arg(0))
	}
	parse := s.parseInt // OpStrToInt
	if e.Op() == solver.OpStrASCIIToInt {
		parse = s.parseASCII
	}
	valid, value := parse(e.Arg(0))
	return s.ite(valid, value, s.mInt(0))
}

// num returns the int or long operand e of a string operator as a Z3 Int:
// its intView, or the signed value of its bit-vector.
func (s *Solver) num(e solver.Expr) C.Z3_ast {
	if a, ok := s.intView(e); ok {
		return a
	}
	return s.mathInt(s.term(e), e.Kind())
}

// digit is Character.digit(c, 10) of the Int c: c - z for a decimal digit
// in the block of ten from z, -1 for every other char.
func (s *Solver) digit(c C.Z3_ast) C.Z3_ast {
	r := s.mInt(-1)
	for _, z := range solver.JavaDigitZeros {
		in := s.and(s.le(s.mInt(int64(z)), c), s.le(c, s.mInt(int64(z)+9)))
		r = s.ite(in, s.sub(c, s.mInt(int64(z))), r)
	}
	return r
}

// parseInt returns whether Integer.parseInt(x) returns, and the value it
// returns then (an Int), unrolled over x's positions (JDK 17's algorithm:
// an optional sign, then at least one digit; the magnitude at most 2^31
// for a negative number, 2^31 - 1 otherwise).
func (s *Solver) parseInt(x solver.Expr) (valid, value C.Z3_ast) {
	if solver.Unbounded(x) {
		return s.parseIntUnbounded(x)
	}
	t := s.term(x)
	n := s.length(t)
	c0 := s.code(t, s.mInt(0))
	neg := s.eq(c0, s.mInt('-'))
	signed := s.or(neg, s.eq(c0, s.mInt('+')))
	start := s.ite(signed, s.mInt(1), s.mInt(0))
	acc := s.mInt(0)
	digits := []C.Z3_ast{s.lt(start, n)}
	for i := int64(0); i < solver.MaxLen(x); i++ {
		active := s.and(s.lt(s.mInt(i), n), s.le(start, s.mInt(i)))
		d := s.digit(s.code(t, s.mInt(i)))
		digits = append(digits, s.own(C.Z3_mk_implies(s.ctx, active, s.le(s.mInt(0), d))))
		acc = s.ite(active, s.add(s.mul(acc, s.mInt(10)), d), acc)
	}
	limit := s.ite(neg, s.mInt(1<<31), s.mInt(1<<31-1))
	digits = append(digits, s.le(acc, limit))
	return s.and(digits...), s.ite(neg, s.own(C.Z3_mk_unary_minus(s.ctx, acc)), acc)
}

// compareTo is a.compareTo(b) as an Int: the difference of the first
// differing chars, else of the lengths.
func (s *Solver) compareTo(a, b solver.Expr) C.Z3_ast {
	x, y := s.term(a), s.term(b)
	nx, ny := s.length(x), s.length(y)
	r := s.sub(nx, ny)
	for i := min(solver.MaxLen(a), solver.MaxLen(b)) - 1; i >= 0; i-- {
		cx, cy := s.code(x, s.mInt(i)), s.code(y, s.mInt(i))
		both := s.and(s.lt(s.mInt(i), nx), s.lt(s.mInt(i), ny))
		differ := s.and(both, s.own(C.Z3_mk_not(s.ctx, s.eq(cx, cy))))
		r = s.ite(differ, s.sub(cx, cy), r)
	}
	return r
}

// hashCode is x.hashCode() as an Int: h = 31h + c over the chars, in
// Int arithmetic, then reduced modulo 2^32 into the int range as Java's
// wrapping arithmetic gives it (one linear reduction instead of a
// bit-vector per char).
//
// Measured (issue 24, Z3 4.8.12, a string of at most 8 chars, HashMap's
// bucket test ((h ^ h >>> 16) & 15) == k in the bit-vector theory): with
// this encoding each bucket check is undecided after 60 s. Computing h in
// 32-bit bit-vectors over the chars as int2bv of str.to_code decided 2 of
// 3 buckets in about 1 s and not the third in 20 s; over 16-bit constants
// tied to the chars by bv2int in the string's bounds, all 16 buckets in
// 0.15 to 3 s of CPU each; defining the string as the concatenation of
// str.from_code of those constants, 0.5 to 2 s each. A HashMap put of one
// symbolic key is 16 bucket checks, so none of them makes a run on three
// keys end within seconds; the sequence theory's link between chars and
// numbers is the cost, and a model of the map that never computes the
// hash where the program cannot observe it is the way to try next.
func (s *Solver) hashCode(x solver.Expr) C.Z3_ast {
	t := s.term(x)
	n := s.length(t)
	h := s.mInt(0)
	for i := int64(0); i < solver.MaxLen(x); i++ {
		next := s.add(s.mul(h, s.mInt(31)), s.code(t, s.mInt(i)))
		h = s.ite(s.lt(s.mInt(i), n), next, h)
	}
	// The sum is at most 0xFFFF * (31^n - 1) / 30 for n chars: below 2^31
	// up to 4 chars, where no reduction is needed (and Z3 4.8.12 decides
	// the sum without one in milliseconds, with one in 10 s not always).
	// A longer bound keeps the unreduced sum for strings of up to four
	// chars, an ite on the length: equal to the reduced one there, and
	// it lets Z3 find a string of a given hash (a switch's label) among
	// the short ones; with the reduction alone, a switch on a String of
	// up to 8 chars left both labels' sides undecided after 10 s
	// (subjects/stringswitch: five paths in seconds now).
	if solver.MaxLen(x) <= 4 {
		return h
	}
	r := s.own(C.Z3_mk_mod(s.ctx, h, s.mInt(1<<32)))
	r = s.ite(s.le(s.mInt(1<<31), r), s.sub(r, s.mInt(1<<32)), r)
	return s.ite(s.le(n, s.mInt(4)), h, r)
}

// maxModelString is the longest string a model is read with: a string
// without a length bound may be given millions of chars, read one
// evaluation each.
const maxModelString = 1 << 20

// strValue reads the text of a string variable's term x in model m and
// returns its handle in the variable's Context.
func (s *Solver) strValue(v solver.Expr, m C.Z3_model, x C.Z3_ast) (int64, error) {
	eval := func(a C.Z3_ast) (int64, error) {
		var val C.Z3_ast
		ok := C.Z3_model_eval(s.ctx, m, a, true, &val)
		s.check()
		if !bool(ok) || val == nil {
			return 0, fmt.Errorf("cannot evaluate the string %s", v.Name())
		}
		C.Z3_inc_ref(s.ctx, val)
		defer C.Z3_dec_ref(s.ctx, val)
		var i C.int64_t
		if !bool(C.Z3_get_numeral_int64(s.ctx, val, &i)) {
			s.check()
			return 0, fmt.Errorf("the string %s has no numeral value", v.Name())
		}
		return int64(i), nil
	}
	n, err := eval(s.length(x))
	if err != nil {
		return 0, err
	}
	if n > maxModelString {
		return 0, fmt.Errorf("the string %s has %d chars in the model, more than the %d gospf reads", v.Name(), n, maxModelString)
	}
	u := make([]uint16, n)
	for i := range u {
		c, err := eval(s.code(x, s.mInt(int64(i))))
		if err != nil {
			return 0, err
		}
		if c < 0 || c > 0xffff {
			return 0, fmt.Errorf("the string %s has char %d", v.Name(), c)
		}
		u[i] = uint16(c)
	}
	return solver.StrHandle(v.Context().StrConst(u)), nil
}
