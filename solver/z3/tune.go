package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"fmt"
	"strconv"
	"strings"
	"unsafe"
)

// SetParam sets one parameter of the Z3 solver (Z3_solver_set_params),
// for example SetParam("smt.relevancy", "0") or SetParam("model",
// "false"). A value "true" or "false" is set as a Boolean, a decimal
// number as an unsigned integer, a number with a point as a double, and
// anything else as a symbol. An unknown name or a bad value is an ErrZ3
// error. It exists to measure parameters (see doc.go, Tuning); the
// defaults are the measured best.
func (s *Solver) SetParam(name, value string) (err error) {
	if s.closed {
		return ErrClosed
	}
	defer s.recoverZ3(&err)
	p := C.Z3_mk_params(s.ctx)
	s.check()
	C.Z3_params_inc_ref(s.ctx, p)
	defer C.Z3_params_dec_ref(s.ctx, p)
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	sym := C.Z3_mk_string_symbol(s.ctx, cname)
	s.check()
	if b, err := strconv.ParseBool(value); err == nil && (value == "true" || value == "false") {
		C.Z3_params_set_bool(s.ctx, p, sym, C.bool(b))
	} else if u, err := strconv.ParseUint(value, 10, 32); err == nil {
		C.Z3_params_set_uint(s.ctx, p, sym, C.uint(u))
	} else if d, err := strconv.ParseFloat(value, 64); err == nil {
		C.Z3_params_set_double(s.ctx, p, sym, C.double(d))
	} else {
		cval := C.CString(value)
		defer C.free(unsafe.Pointer(cval))
		v := C.Z3_mk_string_symbol(s.ctx, cval)
		s.check()
		C.Z3_params_set_symbol(s.ctx, p, sym, v)
	}
	s.check()
	// Z3 checks parameters only at the next check, which then fails:
	// validate now against the solver's descriptions.
	d := C.Z3_solver_get_param_descrs(s.ctx, s.slv)
	s.check()
	C.Z3_param_descrs_inc_ref(s.ctx, d)
	defer C.Z3_param_descrs_dec_ref(s.ctx, d)
	C.Z3_params_validate(s.ctx, p, d)
	if code := C.Z3_get_error_code(s.ctx); code != C.Z3_OK {
		return fmt.Errorf("%w: parameter %s=%s: %s", ErrZ3, name, value, firstLine(C.GoString(C.Z3_get_error_msg(s.ctx, code))))
	}
	C.Z3_solver_set_params(s.ctx, s.slv, p)
	if code := C.Z3_get_error_code(s.ctx); code != C.Z3_OK {
		return fmt.Errorf("%w: parameter %s=%s: %s", ErrZ3, name, value, firstLine(C.GoString(C.Z3_get_error_msg(s.ctx, code))))
	}
	return nil
}

// tunedParams are the parameters measured to make checks cheaper, per
// theory (doc.go, Tuning): the legacy simplex arithmetic solver for the
// int theory, no relevancy propagation for the bit-vector theory.
var tunedParams = map[string][][2]string{
	"int":       {{"arith.solver", "2"}},
	"bitvector": {{"relevancy", "0"}},
}

// Tune sets the parameters measured to make this solver's checks cheaper
// for its theory (doc.go, Tuning). Answers are the same; models may
// differ. New does not call it, so that the models, and the inputs
// printed for them, stay as they are until the owner of the defaults
// switches.
func (s *Solver) Tune() error {
	theory := "int"
	if s.bv {
		theory = "bitvector"
	}
	for _, p := range tunedParams[theory] {
		if err := s.SetParam(p[0], p[1]); err != nil {
			return err
		}
	}
	return nil
}

// firstLine returns s up to its first newline (Z3 lists every legal
// parameter after the first line of an unknown-parameter message).
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
