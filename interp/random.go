package interp

import (
	"fmt"
	"strings"

	"gospf/classfile"
	"gospf/solver"
)

// randomClass is java.util.Random. With Options.NondetRandom its next*
// methods return nondeterministic values, as the Java rules of the
// SV-COMP benchmark collection ask of a verifier ("the methods in that
// class are expected to return a nondeterministic value instead of a
// random value, but satisfying the same constraints on their value
// range"): each call is a fresh symbolic input, named after the method,
// ranging over what the method's contract allows, whatever the seed.
// Without the option Random is the JDK's class, run as written.
const randomClass = "java/util/Random"

// nondetRandom runs a call of java.util.Random's method m, its receiver at
// argsBase, as a nondeterministic input; done is false for a method that
// runs as written (the constructors, setSeed, Random's private helpers: the
// seed changes nothing). A public next* method or stream without a model
// here is an error naming it, never the JDK's deterministic value.
func (vm *VM) nondetRandom(m *Method, argsBase int) (stopReason, bool, error) {
	var e solver.Expr
	var t byte
	var err error
	switch m.Name + m.Desc {
	case "nextInt()I":
		t = 'I'
		e, err = vm.freshVar("nextInt", t)
	case "nextLong()J":
		t = 'J'
		e, err = vm.freshVar("nextLong", t)
	case "nextBoolean()Z":
		t = 'Z'
		e, err = vm.freshVar("nextBoolean", t)
	case "nextInt(I)I":
		t = 'I'
		bound := vm.stack[argsBase+1]
		if bound.S.Valid() && !bound.S.IsConst() {
			return 0, true, vm.hostErr(fmt.Errorf("%w: java.util.Random.nextInt(int) with a symbolic bound (symbolic.nondet_random)", ErrUnsupported))
		}
		n := bound.I
		if bound.S.Valid() {
			n = bound.S.ConstValue()
		}
		if n <= 0 {
			return 0, true, vm.throwNew("java/lang/IllegalArgumentException", "bound must be positive")
		}
		e, err = vm.rangedVar("nextInt", solver.KInt, 0, n-1)
	case "nextDouble()D":
		// Random.nextDouble's contract: one of the 2^53 values m x 2^-53.
		t = 'D'
		e, err = vm.scaledVar("nextDouble", solver.KLong, 53, 52, 1023)
	case "nextFloat()F":
		// Random.nextFloat's: one of the 2^24 values m x 2^-24.
		t = 'F'
		e, err = vm.scaledVar("nextFloat", solver.KInt, 24, 23, 127)
	default:
		if m.Access&classfile.AccPublic == 0 || !strings.HasPrefix(m.Name, "next") && m.Name != "ints" && m.Name != "longs" && m.Name != "doubles" {
			return 0, false, nil // the constructors, setSeed, Random's own helpers
		}
		return 0, true, vm.hostErr(fmt.Errorf("%w: java.util.Random.%s%s has no nondeterministic model (symbolic.nondet_random)", ErrUnsupported, m.Name, m.Desc))
	}
	if err != nil {
		return 0, true, vm.hostErr(err)
	}
	vm.finishCall(argsBase, len(m.Params)+1, t, Slot{S: e})
	return 0, true, nil
}

// rangedVar is a fresh symbolic input of kind k in lo..hi, named after base.
func (vm *VM) rangedVar(base string, k solver.Kind, lo, hi int64) (solver.Expr, error) {
	if vm.rec != nil {
		return solver.Expr{}, vm.abandon("a fresh symbolic input")
	}
	vm.varSeq++
	name := fmt.Sprintf("%s_%d", base, vm.varSeq)
	e := vm.ctx.Var(name, k, lo, hi)
	t := byte('I')
	if k == solver.KLong {
		t = 'J'
	}
	vm.vars = append(vm.vars, InputVar{Name: name, Expr: e, Type: t})
	return e, nil
}

// scaledVar is m x 2^-bits for a fresh input m in 0..2^bits-1 of kind k
// (KInt for a float, KLong for a double, whose fraction has frac bits and
// whose exponent bias is bias), built from its bits, which integer
// operations give exactly: a floating-point product would be exact too,
// but Z3 takes seconds to decide a comparison of one.
func (vm *VM) scaledVar(base string, k solver.Kind, bits, frac uint, bias int64) (solver.Expr, error) {
	m, err := vm.rangedVar(base, k, 0, 1<<bits-1)
	if err != nil {
		return solver.Expr{}, err
	}
	return unitFloat(vm.ctx, m, k, bits, frac, bias), nil
}

// unitFloat is scaledVar's value for the input m.
func unitFloat(cx *solver.Context, m solver.Expr, k solver.Kind, bits, frac uint, bias int64) solver.Expr {
	c := func(v int64) solver.Expr { return cx.Const(k, v) }
	// With its highest one at bit bits-1-s, m x 2^-bits is 1.f x 2^(-1-s):
	// exponent field bias-1-s, fraction m shifted left by s (bits is
	// frac+1) with the leading one masked off. Zero is all zero bits.
	out := c(0)
	for s := int64(bits) - 1; s >= 0; s-- {
		f := cx.And(cx.Shl(m, cx.Const(solver.KInt, s)), c(1<<frac-1))
		word := cx.Or(c((bias-1-s)<<frac), f)
		out = cx.Ite(cx.Ge(m, c(1<<(int64(bits)-1-s))), word, out)
	}
	return cx.BitsToF(out)
}
