package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"fmt"
	"unsafe"

	"gospf/solver"
)

// Strings without a length bound (solver.Unbounded: an input of
// symbolic.max_string_length = -1). Every operator but three is one of
// the sequence theory's, exact at any length. parseInt and compareTo,
// unrolled over the positions of a bounded string (strings.go), take an
// exact form here (compareTo with a fresh Int constant, defined by an
// axiom):
//
//   - compareTo(x, y): when neither string is a prefix of the other, k is
//     their first differing index (0 <= k < both lengths, equal prefixes
//     of length k, different chars at k) and the result the difference of
//     the chars at k; otherwise the difference of the lengths.
//   - parseInt(x): a valid number is a sign, then at least one digit
//     and nothing else, of which all but the last ten (2^31 has ten
//     digits) are zeros of any of Java's digit blocks: a regular
//     expression. Its value is that of the last ten positions (the zeros
//     before them add nothing), within the int range. Any number of
//     leading zeros is thus exact, as in Integer.parseInt. Exact, but
//     Z3 4.8.12 decides none of it on a string without a bound (20 s
//     for "not a number", measured): the interpreter asks instead for
//     StrIsDigits (a regular expression) and StrIsASCIIInt and
//     StrASCIIToInt (parseASCII: str.to_int, decided in a second), and
//     concretises the rest, so this form is the total encoding of
//     StrIsInt and StrToInt that no model builds today.
//
// A fresh constant is a function of its operands: the axiom has exactly
// one solution for it whatever values the variables take, so asserting
// it changes no answer. It is asserted with every conjunct that holds the
// operator (conjunct), in that conjunct's scope or under its assumption
// literal, so that scopes popped and terms cached stay consistent.
//
// hashCode has no such form (31^n over every char); the interpreter
// concretises the text first (interp/concretize.go), and a query that
// still holds one is an ErrQuery error.

// conjunct returns the Z3 term to assert for the conjunct e: its
// translation and the axioms of the fresh constants under it.
func (s *Solver) conjunct(e solver.Expr) C.Z3_ast {
	t := s.term(e)
	if len(s.axioms) == 0 {
		return t
	}
	if s.axiomsOf == nil {
		s.axiomsOf = make(map[solver.Expr]C.Z3_ast)
	}
	a, ok := s.axiomsOf[e]
	if !ok {
		var axs []C.Z3_ast
		seen := make(map[solver.Expr]bool)
		var visit func(x solver.Expr)
		visit = func(x solver.Expr) {
			if seen[x] {
				return
			}
			seen[x] = true
			if ax, ok := s.axioms[x]; ok {
				axs = append(axs, ax)
			}
			for i := range x.NumArgs() {
				visit(x.Arg(i))
			}
		}
		visit(e)
		if len(axs) > 0 {
			a = s.and(append(axs, t)...)
		}
		s.axiomsOf[e] = a
	}
	if a == nil {
		return t
	}
	return a
}

// define records the axiom ax of the fresh constant that the translation
// of the operator e introduced.
func (s *Solver) define(e solver.Expr, ax C.Z3_ast) {
	if s.axioms == nil {
		s.axioms = make(map[solver.Expr]C.Z3_ast)
	}
	s.axioms[e] = ax
}

// freshInt returns a new Z3 Int constant ("name!N": no variable of a
// Java program has such a name).
func (s *Solver) freshInt(name string) C.Z3_ast {
	p := C.CString(name)
	defer C.free(unsafe.Pointer(p))
	return s.own(C.Z3_mk_fresh_const(s.ctx, p, s.mathIntSort()))
}

func (s *Solver) not(a C.Z3_ast) C.Z3_ast { return s.own(C.Z3_mk_not(s.ctx, a)) }

// extract is str.substr(x, i, n).
func (s *Solver) extract(x, i, n C.Z3_ast) C.Z3_ast {
	return s.own(C.Z3_mk_seq_extract(s.ctx, x, i, n))
}

// inRe is str.in_re(x, r).
func (s *Solver) inRe(x, r C.Z3_ast) C.Z3_ast { return s.own(C.Z3_mk_seq_in_re(s.ctx, x, r)) }

// reUnion is the union of the regular expressions rs.
func (s *Solver) reUnion(rs []C.Z3_ast) C.Z3_ast {
	return s.own(C.Z3_mk_re_union(s.ctx, C.uint(len(rs)), &rs[0]))
}

// digitRes returns the one-char regular expressions of Java's decimal
// digits (Character.digit(c, 10) >= 0) and of its zeros.
func (s *Solver) digitRes() (digit, zero C.Z3_ast) {
	var ds, zs []C.Z3_ast
	for _, z := range solver.JavaDigitZeros {
		lo, hi := s.strConst([]uint16{z}), s.strConst([]uint16{z + 9})
		ds = append(ds, s.own(C.Z3_mk_re_range(s.ctx, lo, hi)))
		zs = append(zs, s.own(C.Z3_mk_seq_to_re(s.ctx, lo)))
	}
	return s.reUnion(ds), s.reUnion(zs)
}

// compareToUnbounded is a.compareTo(b), the operator e, with a witness of
// the first differing index (the file comment).
func (s *Solver) compareToUnbounded(e, a, b solver.Expr) C.Z3_ast {
	if v, ok := s.encoded[e]; ok {
		return v[0]
	}
	x, y := s.term(a), s.term(b)
	nx, ny := s.length(x), s.length(y)
	prefix := s.or(s.own(C.Z3_mk_seq_prefix(s.ctx, x, y)), s.own(C.Z3_mk_seq_prefix(s.ctx, y, x)))
	k := s.freshInt("cmp")
	cx, cy := s.code(x, k), s.code(y, k)
	first := s.and(s.le(s.mInt(0), k), s.lt(k, nx), s.lt(k, ny),
		s.eq(s.extract(x, s.mInt(0), k), s.extract(y, s.mInt(0), k)), s.not(s.eq(cx, cy)))
	s.define(e, s.own(C.Z3_mk_implies(s.ctx, s.not(prefix), first)))
	r := s.ite(prefix, s.sub(nx, ny), s.sub(cx, cy))
	s.memoEncoded(e, r, nil)
	return r
}

// parseIntUnbounded returns whether Integer.parseInt(x) returns, and the
// value then (the file comment).
func (s *Solver) parseIntUnbounded(x solver.Expr) (valid, value C.Z3_ast) {
	if v, ok := s.encoded[x]; ok {
		return v[0], v[1]
	}
	t := s.term(x)
	n := s.length(t)
	c0 := s.code(t, s.mInt(0))
	neg := s.eq(c0, s.mInt('-'))
	start := s.ite(s.or(neg, s.eq(c0, s.mInt('+'))), s.mInt(1), s.mInt(0))
	digit, zero := s.digitRes()
	// zeros, then at most ten digits
	number := []C.Z3_ast{s.own(C.Z3_mk_re_star(s.ctx, zero)), s.own(C.Z3_mk_re_loop(s.ctx, digit, 0, maxIntDigits))}
	syntax := s.inRe(s.extract(t, start, s.sub(n, start)), s.own(C.Z3_mk_re_concat(s.ctx, 2, &number[0])))
	// The value of the last ten positions: the zeros before add nothing.
	acc, pow := s.mInt(0), int64(1)
	for i := int64(1); i <= maxIntDigits; i++ {
		at := s.sub(n, s.mInt(i))
		d := s.mul(s.digit(s.code(t, at)), s.mInt(pow))
		acc = s.add(acc, s.ite(s.le(start, at), d, s.mInt(0)))
		pow *= 10
	}
	limit := s.ite(neg, s.mInt(1<<31), s.mInt(1<<31-1))
	valid = s.and(s.lt(start, n), syntax, s.le(acc, limit))
	value = s.ite(neg, s.own(C.Z3_mk_unary_minus(s.ctx, acc)), acc)
	s.memoEncoded(x, valid, value)
	return valid, value
}

// memoEncoded records the encoding of e: translated once, it has one
// fresh constant, the one its axiom defines.
func (s *Solver) memoEncoded(e solver.Expr, a, b C.Z3_ast) {
	if s.encoded == nil {
		s.encoded = make(map[solver.Expr][2]C.Z3_ast)
	}
	s.encoded[e] = [2]C.Z3_ast{a, b}
}

// maxIntDigits is the number of digits of 2^31, the largest magnitude
// Integer.parseInt returns.
const maxIntDigits = 10

// noHashEncoding is the error of a hashCode of a string without a length
// bound reaching the solver.
func noHashEncoding(x solver.Expr) error {
	return fmt.Errorf("%w: hashCode of the String %s, which has no length bound, has no encoding", ErrQuery, x)
}

// signRe is the regular expression of Integer.parseInt's optional sign.
func (s *Solver) signRe() C.Z3_ast {
	signs := []C.Z3_ast{s.own(C.Z3_mk_seq_to_re(s.ctx, s.strConst([]uint16{'-'}))), s.own(C.Z3_mk_seq_to_re(s.ctx, s.strConst([]uint16{'+'})))}
	return s.own(C.Z3_mk_re_option(s.ctx, s.reUnion(signs)))
}

// isDigits is StrIsDigits(x): x in sign? digit+, a regular expression at
// any length.
func (s *Solver) isDigits(x solver.Expr) C.Z3_ast {
	digit, _ := s.digitRes()
	re := []C.Z3_ast{s.signRe(), s.own(C.Z3_mk_re_plus(s.ctx, digit))}
	return s.inRe(s.term(x), s.own(C.Z3_mk_re_concat(s.ctx, 2, &re[0])))
}

// parseASCII returns StrIsASCIIInt(x) and the value of Integer.parseInt(x)
// then: x in sign? [0-9]+, whose digits' str.to_int (any number of them)
// is within the int range. No position is unrolled: Z3 4.8.12 decides it
// at any length where the ten-position form of parseIntUnbounded, whose
// digits may be any of Java's, is undecided in 20 s even for
// "not a number" (measured, issue 24).
func (s *Solver) parseASCII(x solver.Expr) (valid, value C.Z3_ast) {
	t := s.term(x)
	n := s.length(t)
	neg := s.eq(s.code(t, s.mInt(0)), s.mInt('-'))
	ascii := s.own(C.Z3_mk_re_range(s.ctx, s.strConst([]uint16{'0'}), s.strConst([]uint16{'9'})))
	re := []C.Z3_ast{s.signRe(), s.own(C.Z3_mk_re_plus(s.ctx, ascii))}
	syntax := s.inRe(t, s.own(C.Z3_mk_re_concat(s.ctx, 2, &re[0])))
	start := s.ite(s.or(neg, s.eq(s.code(t, s.mInt(0)), s.mInt('+'))), s.mInt(1), s.mInt(0))
	m := s.own(C.Z3_mk_str_to_int(s.ctx, s.extract(t, start, s.sub(n, start))))
	limit := s.ite(neg, s.mInt(1<<31), s.mInt(1<<31-1))
	valid = s.and(syntax, s.le(m, limit))
	value = s.ite(neg, s.own(C.Z3_mk_unary_minus(s.ctx, m)), m)
	return valid, value
}
