package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"gospf/solver"
)

// Membership in a regular language (solver.Context.StrInRe) is Z3's
// str.in_re of the language built node by node: a set is the union of
// its ranges (re.range of one-char strings; the empty set re.none), a
// concatenation re.++ (none: the empty string's language), an
// alternation re.union, a loop re.loop, with no upper bound the loop's
// minimum followed by re.*. It is exact at any length, with or without a
// bound on the string.

// inRegex translates StrInRe(x, r).
func (s *Solver) inRegex(e solver.Expr) C.Z3_ast {
	r, err := e.Arg(0).Context().RegexOf(e.Arg(1))
	if err != nil {
		panic(z3Error{err})
	}
	return s.inRe(s.term(e.Arg(0)), s.regex(r))
}

// regex returns the Z3 regular expression of r.
func (s *Solver) regex(r *solver.Regex) C.Z3_ast {
	switch r.Kind {
	case solver.ReSet:
		if len(r.Ranges) == 0 {
			return s.reNone()
		}
		var rs []C.Z3_ast
		for _, g := range r.Ranges {
			lo, hi := s.strConst([]uint16{uint16(g[0])}), s.strConst([]uint16{uint16(g[1])})
			rs = append(rs, s.own(C.Z3_mk_re_range(s.ctx, lo, hi)))
		}
		return s.union(rs)
	case solver.ReCat:
		if len(r.Subs) == 0 {
			return s.reEmptyWord()
		}
		rs := s.regexes(r.Subs)
		if len(rs) == 1 {
			return rs[0]
		}
		return s.own(C.Z3_mk_re_concat(s.ctx, C.uint(len(rs)), &rs[0]))
	case solver.ReAlt:
		if len(r.Subs) == 0 {
			return s.reNone()
		}
		return s.union(s.regexes(r.Subs))
	}
	// ReLoop. Z3_mk_re_loop reads an upper bound of 0 as no bound, so
	// neither bound is ever given as 0 here.
	sub := s.regex(r.Subs[0])
	if r.Max < 0 {
		star := s.own(C.Z3_mk_re_star(s.ctx, sub))
		if r.Min == 0 {
			return star
		}
		parts := [2]C.Z3_ast{s.own(C.Z3_mk_re_loop(s.ctx, sub, C.uint(r.Min), C.uint(r.Min))), star}
		return s.own(C.Z3_mk_re_concat(s.ctx, 2, &parts[0]))
	}
	if r.Max == 0 {
		return s.reEmptyWord()
	}
	return s.own(C.Z3_mk_re_loop(s.ctx, sub, C.uint(r.Min), C.uint(r.Max)))
}

func (s *Solver) regexes(rs []*solver.Regex) []C.Z3_ast {
	out := make([]C.Z3_ast, len(rs))
	for i, r := range rs {
		out[i] = s.regex(r)
	}
	return out
}

// union is reUnion of at least one language (Z3 4.8.12 takes a union of
// one for a type error).
func (s *Solver) union(rs []C.Z3_ast) C.Z3_ast {
	if len(rs) == 1 {
		return rs[0]
	}
	return s.reUnion(rs)
}

// reEmptyWord is the language of the empty string.
func (s *Solver) reEmptyWord() C.Z3_ast { return s.own(C.Z3_mk_seq_to_re(s.ctx, s.strConst(nil))) }

// reNone is the empty language.
func (s *Solver) reNone() C.Z3_ast {
	str := s.sort(C.Z3_mk_string_sort(s.ctx))
	return s.own(C.Z3_mk_re_empty(s.ctx, s.sort(C.Z3_mk_re_sort(s.ctx, str))))
}
