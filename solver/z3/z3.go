package z3

/*
#cgo LDFLAGS: -lz3
#include <stdlib.h>
#include <z3.h>

// gospf_on_error is the context's error handler. Z3's default handler
// aborts the process; this one returns, so the failing API call returns a
// null or default value and the error code stays set until the next API
// call. The Go side reads it with Z3_get_error_code right after each call
// that can fail and turns it into a Go error.
static void gospf_on_error(Z3_context c, Z3_error_code e) { (void)c; (void)e; }

static void gospf_install_error_handler(Z3_context c) {
	Z3_set_error_handler(c, gospf_on_error);
}
*/
import "C"

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"gospf/solver"
)

// Errors returned by this package. Backend failures wrap ErrZ3.
var (
	ErrZ3      = errors.New("z3")
	ErrClosed  = errors.New("z3: solver is closed")
	ErrOptions = errors.New("z3: bad options")
	ErrQuery   = errors.New("z3: bad query")
)

// Options configures a Solver.
type Options struct {
	// Theory is "int" (mathematical integers with bounded inputs, as SPF
	// does; the default when empty) or "bitvector" (exact Java semantics).
	Theory string
	// TimeoutMs bounds each check, in milliseconds; 0 means no bound. A
	// timeout gives an Unknown answer with a Reason, never an error.
	TimeoutMs int
	// Config is "simple" (Z3_mk_simple_solver, the default when empty) or
	// "default" (Z3_mk_solver, the combined solver).
	Config string
}

// Solver is a solver.Solver backed by one Z3 context and one Z3 solver.
// It is not safe for concurrent use. Close releases the Z3 objects; a
// Solver that is not closed leaks them.
type Solver struct {
	ctx C.Z3_context
	slv C.Z3_solver
	bv  bool // the bit-vector theory; else the int theory

	// Sorts, each holding a reference. In the int theory intSort and
	// longSort are both Int.
	boolSort, intSort, longSort C.Z3_sort
	bv32, bv64                  C.Z3_sort // bit-vector sorts, in both theories
	fp32, fp64                  C.Z3_sort // IEEE 754 binary32 and binary64, in both theories
	rne, rtz                    C.Z3_ast  // the rounding modes Java uses
	strSort                     C.Z3_sort // strings, in both theories
	zInt                        C.Z3_sort // Z3's Int, made on first use by the string operators
	// toCode and fromCode are str.to_code and str.from_code, which the C
	// API of Z3 4.8.12 lacks (strings.go); nil until a string needs them.
	toCode, fromCode C.Z3_func_decl

	// cache maps every translated node to its Z3 term. Terms are not
	// scoped, so the cache survives pops; it holds no references itself:
	// every term in it is also in owned.
	cache map[solver.Expr]C.Z3_ast
	// intViews memoises intView (strings.go): an Int term, or nil for an
	// expression that has none.
	intViews map[solver.Expr]C.Z3_ast
	// axioms holds the definition of each fresh constant a string
	// operator's translation introduced, by the node it belongs to;
	// axiomsOf memoises conjunct: a conjunct's term with the axioms of
	// its nodes, nil for one without. encoded memoises the encodings of
	// strings_unbounded.go (a compareTo by its node, a parseInt by its
	// string), so that each has one fresh constant. All are made on first
	// use.
	axioms, axiomsOf map[solver.Expr]C.Z3_ast
	encoded          map[solver.Expr][2]C.Z3_ast
	// ranges memoises viewRange (strings.go): lo, hi, and 1 when the
	// expression has a view that stays in the int range.
	ranges map[solver.Expr][3]int64
	// owned lists every term this Solver holds a reference to (translations
	// and their intermediate terms); Close releases them.
	owned []C.Z3_ast

	// stack[i] is the conjunct asserted in Z3 scope i+1 (one scope per
	// conjunct); it is the path condition of the previous query, truncated
	// when a check failed. scopeVars[i] are the variables whose bounds were
	// asserted in that same scope, and declared holds all of them.
	stack     []solver.Expr
	scopeVars [][]solver.Expr
	declared  map[solver.Expr]bool
	// varsOf memoises solver.Vars of each conjunct.
	varsOf map[solver.Expr][]solver.Expr
	// memo remembers what the checks proved about the prefixes of the
	// path condition (solver.PrefixMemo): a check of a prefix of the
	// last one is answered from it when it can.
	memo solver.PrefixMemo
	// held is the temporary scope of the last CheckAssumptions, kept on
	// top of the scopes of its prefix while the checks that follow ask
	// prefixes of its path condition (nil when there is none).
	held *heldScope
	// modelPC is the path condition of the last check Z3 answered sat,
	// whose model Z3 still holds (LastModel reads it), when modelHeld is
	// set; anything that changes Z3's scopes or checks again clears
	// modelHeld first. reads counts the LastModel calls, and rechecks
	// those that had to check again because Z3 no longer held the model.
	modelPC   []solver.Expr
	modelHeld bool
	reads     int64
	rechecks  int64

	closed bool
	// yielded is when the goroutine checking last yielded (yield).
	yielded time.Time

	// live guards ctx against Close for Interrupt, the one method another
	// goroutine may call; Check does not take it (it would hold it for the
	// whole check, which is what Interrupt must cut short).
	live sync.Mutex
	// interrupted is set by Interrupt, for good (see Interrupt).
	interrupted atomic.Bool
}

var (
	_ solver.Solver      = (*Solver)(nil)
	_ solver.Interrupter = (*Solver)(nil)
)

// Interrupt makes the check in progress, if any, return soon with an
// Unknown answer whose Reason is "interrupted" (Z3_interrupt), and every
// later check too, at once, without asking Z3. It is safe to call from any
// goroutine at any time, also after Close (it then does nothing).
//
// An interruption is for good because Z3 4.8.12 makes it so: Z3_interrupt
// cancels the context's resource limit, and nothing in the C API resets
// it, so every later push, assert or check of the context fails with
// "canceled" (measured: a push after an idle Z3_interrupt fails with
// "push canceled"). It also closes the race of an
// interruption that arrives between two checks: the next one does not
// start. An interrupted Solver has nothing more to say; its owner makes a
// new one to go on.
func (s *Solver) Interrupt() {
	s.live.Lock()
	defer s.live.Unlock()
	s.interrupted.Store(true)
	if s.ctx != nil {
		C.Z3_interrupt(s.ctx)
	}
}

// interruptedAnswer is the answer of a check cut short by Interrupt.
func interruptedAnswer() solver.Answer {
	return solver.Answer{Result: solver.Unknown, Reason: "interrupted"}
}

// onInterrupt replaces the outcome of a check that failed or gave up
// because it was interrupted by the interrupted answer. Check and
// CheckAssumptions defer it first, so that it sees the error recoverZ3
// made.
func (s *Solver) onInterrupt(ans *solver.Answer, err *error) {
	if s.interrupted.Load() && (*err != nil || ans.Result == solver.Unknown) {
		*ans, *err = interruptedAnswer(), nil
	}
}

// EstimatedAlloc returns Z3's estimate of the memory it holds, in bytes,
// for all the contexts of the process (Z3_get_estimated_alloc_size).
func EstimatedAlloc() int64 { return int64(C.Z3_get_estimated_alloc_size()) }

// Version returns the version of the Z3 library in use, e.g. "4.8.12".
func Version() string {
	var major, minor, build, rev C.uint
	C.Z3_get_version(&major, &minor, &build, &rev)
	return fmt.Sprintf("%d.%d.%d", major, minor, build)
}

// mkContext makes contexts one at a time: Z3 promises that distinct
// contexts may be used from distinct threads, not that they may be made
// at the same moment (the first one sets up Z3's process-wide state), and
// explorers are made side by side (package dist). It guards no state of
// ours; making a context takes about a millisecond.
var mkContext sync.Mutex

// New returns a Solver with a fresh Z3 context configured by o.
func New(o Options) (*Solver, error) {
	var bv bool
	switch o.Theory {
	case "", "int":
	case "bitvector":
		bv = true
	default:
		return nil, fmt.Errorf("%w: theory %q (want \"int\" or \"bitvector\")", ErrOptions, o.Theory)
	}
	if o.Config != "" && o.Config != "simple" && o.Config != "default" {
		return nil, fmt.Errorf("%w: config %q (want \"simple\" or \"default\")", ErrOptions, o.Config)
	}
	if o.TimeoutMs < 0 || int64(o.TimeoutMs) > int64(^uint32(0)) {
		return nil, fmt.Errorf("%w: timeout %d ms", ErrOptions, o.TimeoutMs)
	}
	mkContext.Lock()
	cfg := C.Z3_mk_config()
	if cfg == nil {
		mkContext.Unlock()
		return nil, fmt.Errorf("%w: cannot create a configuration", ErrZ3)
	}
	ctx := C.Z3_mk_context_rc(cfg)
	C.Z3_del_config(cfg)
	mkContext.Unlock()
	if ctx == nil {
		return nil, fmt.Errorf("%w: cannot create a context", ErrZ3)
	}
	C.gospf_install_error_handler(ctx)
	s := &Solver{
		ctx:      ctx,
		bv:       bv,
		cache:    make(map[solver.Expr]C.Z3_ast),
		intViews: make(map[solver.Expr]C.Z3_ast),
		declared: make(map[solver.Expr]bool),
		varsOf:   make(map[solver.Expr][]solver.Expr),
	}
	if err := s.init(o); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

func (s *Solver) init(o Options) (err error) {
	defer s.recoverZ3(&err)
	s.boolSort = s.sort(C.Z3_mk_bool_sort(s.ctx))
	s.bv32 = s.sort(C.Z3_mk_bv_sort(s.ctx, 32))
	s.bv64 = s.sort(C.Z3_mk_bv_sort(s.ctx, 64))
	s.fp32 = s.sort(C.Z3_mk_fpa_sort(s.ctx, 8, 24))
	s.fp64 = s.sort(C.Z3_mk_fpa_sort(s.ctx, 11, 53))
	s.rne = s.own(C.Z3_mk_fpa_rne(s.ctx))
	s.rtz = s.own(C.Z3_mk_fpa_rtz(s.ctx))
	s.strSort = s.sort(C.Z3_mk_string_sort(s.ctx))
	if s.bv {
		s.intSort, s.longSort = s.bv32, s.bv64
	} else {
		s.intSort = s.sort(C.Z3_mk_int_sort(s.ctx))
		s.longSort = s.intSort
	}
	if o.Config == "default" {
		s.slv = C.Z3_mk_solver(s.ctx)
	} else {
		s.slv = C.Z3_mk_simple_solver(s.ctx)
	}
	s.check()
	C.Z3_solver_inc_ref(s.ctx, s.slv)
	p := C.Z3_mk_params(s.ctx)
	s.check()
	C.Z3_params_inc_ref(s.ctx, p)
	defer C.Z3_params_dec_ref(s.ctx, p)
	// ctrl_c = false: by default a check installs Z3's own SIGINT handler
	// for its duration (scoped_ctrl_c), which takes Ctrl-C from the Go
	// program and only cancels that one check; the search would go on
	// with the next. The program handles its signals and calls Interrupt.
	ctrlC := C.CString("ctrl_c")
	defer C.free(unsafe.Pointer(ctrlC))
	C.Z3_params_set_bool(s.ctx, p, C.Z3_mk_string_symbol(s.ctx, ctrlC), false)
	s.check()
	if o.TimeoutMs > 0 {
		name := C.CString("timeout")
		defer C.free(unsafe.Pointer(name))
		C.Z3_params_set_uint(s.ctx, p, C.Z3_mk_string_symbol(s.ctx, name), C.uint(o.TimeoutMs))
		s.check()
	}
	C.Z3_solver_set_params(s.ctx, s.slv, p)
	s.check()
	return nil
}

// z3Error carries a Z3 error from the call that set it to recoverZ3.
type z3Error struct{ err error }

// check panics with a z3Error when the last Z3 API call failed. It is
// called right after every call that can fail; the panic never leaves
// this package (recoverZ3 turns it into an error).
func (s *Solver) check() {
	if code := C.Z3_get_error_code(s.ctx); code != C.Z3_OK {
		msg := C.GoString(C.Z3_get_error_msg(s.ctx, code))
		panic(z3Error{fmt.Errorf("%w: %s (error code %d)", ErrZ3, msg, int(code))})
	}
}

// recoverZ3 turns a z3Error panic into *err; other panics go on.
func (s *Solver) recoverZ3(err *error) {
	if r := recover(); r != nil {
		ze, ok := r.(z3Error)
		if !ok {
			panic(r)
		}
		*err = ze.err
	}
}

// own checks the call that made a, takes a reference to a and records it
// for Close.
func (s *Solver) own(a C.Z3_ast) C.Z3_ast {
	s.check()
	C.Z3_inc_ref(s.ctx, a)
	s.owned = append(s.owned, a)
	return a
}

func (s *Solver) sort(t C.Z3_sort) C.Z3_sort {
	s.check()
	s.own(C.Z3_sort_to_ast(s.ctx, t))
	return t
}

// Close releases every Z3 object of the Solver. It is idempotent.
func (s *Solver) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	if s.held != nil {
		s.release(s.held.temp)
		s.held = nil
	}
	for _, a := range s.owned {
		C.Z3_dec_ref(s.ctx, a)
	}
	s.owned, s.cache, s.stack, s.scopeVars, s.declared, s.varsOf, s.intViews = nil, nil, nil, nil, nil, nil, nil
	s.axioms, s.axiomsOf, s.encoded, s.ranges = nil, nil, nil, nil
	if s.slv != nil {
		C.Z3_solver_dec_ref(s.ctx, s.slv)
		s.slv = nil
	}
	s.live.Lock()
	C.Z3_del_context(s.ctx)
	s.ctx = nil
	s.live.Unlock()
	return nil
}

// Check decides q.PC. It reuses the Z3 scopes of the longest prefix that
// q.PC shares with the previous query's path condition, pops the others
// and pushes one scope per new conjunct, asserting in it the bounds of the
// variables that first appear there and then the conjunct.
func (s *Solver) Check(q solver.Query) (ans solver.Answer, err error) {
	if s.closed {
		return solver.Answer{}, ErrClosed
	}
	if s.interrupted.Load() {
		return interruptedAnswer(), nil
	}
	defer s.onInterrupt(&ans, &err)
	for i, e := range q.PC {
		if e.Kind() != solver.KBool {
			return solver.Answer{}, fmt.Errorf("%w: conjunct %d is %s, not a boolean expression", ErrQuery, i, e.Kind())
		}
	}
	if a, ok := s.memo.Answer(q.PC, q.NeedModel, s.vars); ok {
		return a, nil
	}
	defer func() {
		if err != nil {
			s.reset()
		} else {
			s.memo.Learn(q.PC, ans)
		}
	}()
	defer s.recoverZ3(&err)

	s.modelHeld = false
	var r C.Z3_lbool
	if lits := s.heldLits(q.PC); lits != nil {
		r = C.Z3_solver_check_assumptions(s.ctx, s.slv, C.uint(len(lits)), &lits[0])
	} else {
		s.syncPrefix(q.PC)
		r = C.Z3_solver_check(s.ctx, s.slv)
	}
	s.yield()
	if code := C.Z3_get_error_code(s.ctx); code == C.Z3_EXCEPTION {
		// A procedure gave up inside the check ("reached max unfolding"
		// in the theory of sequences): an unknown answer, and the solver
		// starts afresh.
		ans.Result, ans.Reason = solver.Unknown, C.GoString(C.Z3_get_error_msg(s.ctx, code))
		s.reset()
		return ans, nil
	}
	s.check()
	switch r {
	case C.Z3_L_TRUE:
		ans.Result = solver.Sat
		s.modelPC, s.modelHeld = append(s.modelPC[:0], q.PC...), true
		if q.NeedModel {
			ans.Model = s.model(q.PC)
		}
	case C.Z3_L_FALSE:
		ans.Result = solver.Unsat
	default:
		ans.Result = solver.Unknown
		ans.Reason = C.GoString(C.Z3_solver_get_reason_unknown(s.ctx, s.slv))
		s.check()
	}
	return ans, nil
}

// syncPrefix makes the Z3 scopes hold exactly pc, one scope per conjunct:
// it keeps the scopes of the longest prefix shared with the previous path
// condition, pops the others and pushes the new conjuncts, each with the
// bounds of the variables that first appear in it. Check and CheckCore
// both start with it.
func (s *Solver) syncPrefix(pc []solver.Expr) {
	s.modelHeld = false
	s.dropHeld()
	p := 0
	for p < len(s.stack) && p < len(pc) && s.stack[p] == pc[p] {
		p++
	}
	if n := len(s.stack) - p; n > 0 {
		C.Z3_solver_pop(s.ctx, s.slv, C.uint(n))
		s.check()
		for _, vs := range s.scopeVars[p:] {
			for _, v := range vs {
				delete(s.declared, v)
			}
		}
		s.stack, s.scopeVars = s.stack[:p], s.scopeVars[:p]
	}
	for _, e := range pc[p:] {
		C.Z3_solver_push(s.ctx, s.slv)
		s.check()
		// Record the scope first, so that a failure below pops it.
		s.stack = append(s.stack, e)
		s.scopeVars = append(s.scopeVars, nil)
		for _, v := range s.vars(e) {
			if s.declared[v] {
				continue
			}
			if b := s.bounds(v); b != nil {
				s.assert(b)
			}
			s.declared[v] = true
			s.scopeVars[len(s.scopeVars)-1] = append(s.scopeVars[len(s.scopeVars)-1], v)
		}
		s.assert(s.conjunct(e))
	}
}

// reset empties the Z3 solver after a failed check, so the next check
// starts from a known state.
func (s *Solver) reset() {
	s.modelHeld = false
	C.Z3_solver_reset(s.ctx, s.slv)
	if s.held != nil {
		s.release(s.held.temp)
		s.held = nil
	}
	s.stack, s.scopeVars = s.stack[:0], s.scopeVars[:0]
	clear(s.declared)
}

func (s *Solver) assert(a C.Z3_ast) {
	C.Z3_solver_assert(s.ctx, s.slv, a)
	s.check()
}

// vars returns the variables of conjunct e, memoised.
func (s *Solver) vars(e solver.Expr) []solver.Expr {
	vs, ok := s.varsOf[e]
	if !ok {
		vs = solver.Vars(e)
		s.varsOf[e] = vs
	}
	return vs
}

// model reads the values of the variables of pc from the model of the
// last check, with model completion.
func (s *Solver) model(pc []solver.Expr) solver.Model {
	m := C.Z3_solver_get_model(s.ctx, s.slv)
	s.check()
	C.Z3_model_inc_ref(s.ctx, m)
	defer C.Z3_model_dec_ref(s.ctx, m)
	out := make(solver.Model)
	for _, e := range pc {
		for _, v := range s.vars(e) {
			if _, ok := out[v.Name()]; ok {
				continue
			}
			var val C.Z3_ast
			okEval := C.Z3_model_eval(s.ctx, m, s.term(v), true, &val)
			s.check()
			if !bool(okEval) || val == nil {
				panic(z3Error{fmt.Errorf("%w: cannot evaluate %s in the model", ErrZ3, v.Name())})
			}
			C.Z3_inc_ref(s.ctx, val)
			var x int64
			var err error
			switch {
			case v.Kind().IsFloat():
				x, err = s.fpValue(v.Kind(), m, val)
			case v.Kind() == solver.KString:
				x, err = s.strValue(v, m, s.term(v))
			default:
				x, err = s.value(v.Kind(), val)
			}
			C.Z3_dec_ref(s.ctx, val)
			if err != nil {
				panic(z3Error{fmt.Errorf("%w: value of %s: %v", ErrZ3, v.Name(), err)})
			}
			out[v.Name()] = x
		}
	}
	return out
}

// value converts a Z3 numeral or truth value of kind k to an int64.
func (s *Solver) value(k solver.Kind, a C.Z3_ast) (int64, error) {
	if k == solver.KBool {
		switch C.Z3_get_bool_value(s.ctx, a) {
		case C.Z3_L_TRUE:
			return 1, nil
		case C.Z3_L_FALSE:
			return 0, nil
		}
		s.check()
		return 0, errors.New("not a truth value")
	}
	if s.bv {
		var u C.uint64_t
		ok := C.Z3_get_numeral_uint64(s.ctx, a, &u)
		s.check()
		if !bool(ok) {
			return 0, errors.New("not a bit-vector numeral")
		}
		if k == solver.KInt {
			return int64(int32(uint32(u))), nil
		}
		return int64(uint64(u)), nil
	}
	var v C.int64_t
	ok := C.Z3_get_numeral_int64(s.ctx, a, &v)
	s.check()
	if !bool(ok) {
		return 0, errors.New("not an int64 numeral")
	}
	return int64(v), nil
}
