package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"fmt"
	"strconv"
	"unsafe"

	"gospf/solver"
)

var _ solver.CoreChecker = (*Solver)(nil)

// assumePrefix starts the names of the assumption literals of
// CheckAssumptions. No variable of a Java program can have such a name:
// '!' is not a Java identifier character.
const assumePrefix = "gospf!assume!"

// CheckCore is CheckAssumptions; it makes Solver a solver.CoreChecker.
func (s *Solver) CheckCore(prefix, segment []solver.Expr) (solver.Answer, []int, error) {
	return s.CheckAssumptions(prefix, segment)
}

// CheckAssumptions decides the conjunction of prefix and segment. The
// prefix is asserted as Check asserts a path condition, one scope per
// conjunct, reusing the scopes of the longest prefix shared with the
// previous check. Each segment conjunct i is asserted in one further,
// temporary scope as the implication a_i => segment[i], where a_i is a
// fresh assumption literal, and the check assumes every a_i
// (Z3_solver_check_assumptions). The temporary scope is popped before
// returning, so the next Check or CheckAssumptions again shares the
// prefix.
//
// On unsat, core lists the indices into segment of the assumption literals
// in Z3's unsat core, ascending: prefix together with the segment
// conjuncts at those indices is unsatisfiable. The core is not minimal. An
// empty core means that prefix alone is unsatisfiable. On sat, the Answer
// has a model of prefix and segment (the search always wants one).
// Unknown is an answer, as for Check; core is then nil.
func (s *Solver) CheckAssumptions(prefix, segment []solver.Expr) (ans solver.Answer, core []int, err error) {
	if s.closed {
		return solver.Answer{}, nil, ErrClosed
	}
	if s.interrupted.Load() {
		return interruptedAnswer(), nil, nil
	}
	defer func() {
		s.onInterrupt(&ans, &err)
		if ans.Result != solver.Unsat {
			core = nil
		}
	}()
	for i, e := range prefix {
		if e.Kind() != solver.KBool {
			return solver.Answer{}, nil, fmt.Errorf("%w: prefix conjunct %d is %s, not a boolean expression", ErrQuery, i, e.Kind())
		}
	}
	for i, e := range segment {
		if e.Kind() != solver.KBool {
			return solver.Answer{}, nil, fmt.Errorf("%w: segment conjunct %d is %s, not a boolean expression", ErrQuery, i, e.Kind())
		}
	}
	defer func() {
		if err != nil {
			s.reset()
		}
	}()
	defer s.recoverZ3(&err)

	s.modelHeld = false
	s.syncPrefix(prefix)

	// The temporary scope: bounds of the variables that first appear in the
	// segment, and the implications. Terms made here are released when the
	// scope is popped (the literals and implications are not worth
	// caching: a segment is checked once, and the binary search that
	// follows checks its prefixes under its literals, heldLits).
	C.Z3_solver_push(s.ctx, s.slv)
	s.check()
	var temp []C.Z3_ast
	defer func() {
		if err != nil || s.held == nil {
			s.release(temp)
		}
	}()
	// On a Z3 error the deferred s.reset empties the solver, the temporary
	// scope with it; on success it is popped below.
	declaredHere := make(map[solver.Expr]bool)
	for _, e := range segment {
		for _, v := range s.vars(e) {
			if s.declared[v] || declaredHere[v] {
				continue
			}
			if b := s.bounds(v); b != nil {
				s.assert(b)
			}
			declaredHere[v] = true
		}
	}
	lits := make([]C.Z3_ast, len(segment))
	index := make(map[C.Z3_ast]int, len(segment))
	for i, e := range segment {
		name := C.CString(assumePrefix + strconv.Itoa(i))
		sym := C.Z3_mk_string_symbol(s.ctx, name)
		C.free(unsafe.Pointer(name))
		s.check()
		lit := C.Z3_mk_const(s.ctx, sym, s.boolSort)
		s.check()
		C.Z3_inc_ref(s.ctx, lit)
		temp = append(temp, lit)
		imp := C.Z3_mk_implies(s.ctx, lit, s.conjunct(e))
		s.check()
		C.Z3_inc_ref(s.ctx, imp)
		temp = append(temp, imp)
		s.assert(imp)
		lits[i] = lit
		index[lit] = i
	}
	var first *C.Z3_ast
	if len(lits) > 0 {
		first = &lits[0]
	}
	r := C.Z3_solver_check_assumptions(s.ctx, s.slv, C.uint(len(lits)), first)
	s.yield()
	s.check()
	pc := make([]solver.Expr, 0, len(prefix)+len(segment))
	pc = append(append(pc, prefix...), segment...)
	switch r {
	case C.Z3_L_TRUE:
		ans.Result = solver.Sat
		ans.Model = s.model(pc)
		s.memo.Learn(pc, ans)
	case C.Z3_L_FALSE:
		ans.Result = solver.Unsat
		core = s.unsatCore(index)
		// The prefix up to the core's last conjunct is unsat: binary
		// search over the segment checks prefixes of pc next.
		h := len(prefix)
		if len(core) > 0 {
			h += core[len(core)-1] + 1
		}
		s.memo.LearnUnsat(pc, h, false)
	default:
		ans.Result = solver.Unknown
		ans.Reason = C.GoString(C.Z3_solver_get_reason_unknown(s.ctx, s.slv))
		s.check()
	}
	// The temporary scope stays: binary search over the segment checks
	// its prefixes next, under the first assumption literals (heldLits).
	s.held = &heldScope{pc: pc, prefix: len(prefix), lits: lits, temp: temp}
	return ans, core, nil
}

// heldScope is the temporary scope of a CheckAssumptions, kept for the
// checks of binary search that follow: pc is its prefix followed by its
// segment, lits the segment's assumption literals, temp the terms that
// hold a reference until the scope is popped.
type heldScope struct {
	pc     []solver.Expr
	prefix int
	lits   []C.Z3_ast
	temp   []C.Z3_ast
}

// heldLits returns the assumption literals under which the held scope
// decides pc, when pc is its prefix followed by part of its segment: the
// first len(pc) - prefix literals. Checking a prefix so keeps the Z3
// state of the segment check (its scope and what Z3 learned in it)
// instead of popping it and pushing the prefix's conjuncts again. It
// returns nil otherwise.
func (s *Solver) heldLits(pc []solver.Expr) []C.Z3_ast {
	h := s.held
	if h == nil || len(pc) <= h.prefix || len(pc) > len(h.pc) {
		return nil
	}
	for i, e := range pc {
		if h.pc[i] != e {
			return nil
		}
	}
	return h.lits[:len(pc)-h.prefix]
}

// dropHeld pops the held scope, if any.
func (s *Solver) dropHeld() {
	if s.held == nil {
		return
	}
	temp := s.held.temp
	s.held = nil
	s.release(temp)
	C.Z3_solver_pop(s.ctx, s.slv, 1)
	s.check()
}

// release drops the references of terms made for one check.
func (s *Solver) release(temp []C.Z3_ast) {
	for _, a := range temp {
		C.Z3_dec_ref(s.ctx, a)
	}
}

// unsatCore reads the unsat core of the last check and maps its literals
// to segment indices, ascending.
func (s *Solver) unsatCore(index map[C.Z3_ast]int) []int {
	v := C.Z3_solver_get_unsat_core(s.ctx, s.slv)
	s.check()
	C.Z3_ast_vector_inc_ref(s.ctx, v)
	defer C.Z3_ast_vector_dec_ref(s.ctx, v)
	n := int(C.Z3_ast_vector_size(s.ctx, v))
	in := make([]bool, len(index))
	for j := 0; j < n; j++ {
		a := C.Z3_ast_vector_get(s.ctx, v, C.uint(j))
		s.check()
		i, ok := index[a]
		if !ok {
			panic(z3Error{fmt.Errorf("%w: unsat core holds a term that is not an assumption", ErrZ3)})
		}
		in[i] = true
	}
	core := []int{}
	for i, b := range in {
		if b {
			core = append(core, i)
		}
	}
	return core
}
