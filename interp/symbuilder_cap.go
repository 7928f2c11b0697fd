package interp

import "gospf/solver"

// The capacity of a builder with symbolic content. JDK 17 keeps a
// builder's chars in a byte array and capacity() is its length in chars
// (value.length >> coder). It starts at 16, at the argument of
// StringBuilder(int), or at a String's length plus 16; an operation that
// makes the content n chars long where the capacity c is smaller grows
// it (AbstractStringBuilder.newCapacity, ArraysSupport.newLength) to the
// larger of n and 2c + 2, clamped near 2^31; trimToSize cuts it to the
// length and ensureCapacity(m) grows it as a content of m chars would.
//
// In a UTF-16 builder (coder 1) the same rule is computed in bytes, and
// its clamps differ from a Latin-1 builder's once c exceeds 536,870,908
// or n exceeds 1,073,741,819 chars; which coder a symbolic builder has
// depends on its chars. So the capacity is the expression of the Latin-1
// rule together with the condition that every growth it went through
// started from a capacity and reached a length of at most
// capacityExactLimit, where both rules agree: capacity() splits on that
// condition and stops the other case with an ErrUnsupported error
// (package jdk). With bounded strings the lengths never come near it.
// (A growth to 2^31 - 1 chars, which the JDK refuses with an
// OutOfMemoryError, lies beyond the bound too.)

// capacityExactLimit bounds the capacities and lengths under which the
// Latin-1 and UTF-16 growth rules give the same capacity (above: 2c + 2
// in bytes of a UTF-16 builder passes ArraysSupport's soft maximum).
const capacityExactLimit = 536870908

// softMaxArrayLength is ArraysSupport.SOFT_MAX_ARRAY_LENGTH.
const softMaxArrayLength = 1<<31 - 1 - 8

// BuilderCapacity returns the capacity() of the StringBuilder or
// StringBuffer o, an int expression, and the condition under which it is
// exact (true for a builder with concrete content, whose capacity the
// concrete models track).
func (vm *VM) BuilderCapacity(o *Object) (cp, ok solver.Expr) {
	c := vm.ctx
	switch n := o.Native.(type) {
	case *symBuilder:
		return n.cap, n.capOK
	case *StrBuf:
		return c.Const(solver.KInt, int64(n.Cap)), c.Bool(true)
	}
	return c.Const(solver.KInt, 16), c.Bool(true)
}

// SetBuilderTextCapacity is SetBuilderText with the capacity given: cp
// (an int expression), exact where ok holds (a constructor's, or
// trimToSize's length).
func (vm *VM) SetBuilderTextCapacity(o *Object, e, cp, ok solver.Expr) {
	vm.SetNative(o, &symBuilder{e: e, cap: cp, capOK: ok})
}

// GrowCapacity returns the capacity a builder of capacity old (exact
// where ok holds) has after its content becomes n chars long (an int
// expression: a length, or ensureCapacity's argument), and the condition
// under which it is exact: ok, and no growth or one where the Latin-1
// and UTF-16 rules agree.
func (vm *VM) GrowCapacity(old, ok, n solver.Expr) (solver.Expr, solver.Expr) {
	return vm.growCapacity(old, ok, n, false)
}

// growCapacity is GrowCapacity; short says that n is at most
// capacityExactLimit, which then stays out of the condition.
func (vm *VM) growCapacity(old, ok, n solver.Expr, short bool) (solver.Expr, solver.Expr) {
	c := vm.ctx
	limit := c.Const(solver.KInt, capacityExactLimit)
	// 2*old + 2 without overflow: the soft maximum where it would pass it
	// (ArraysSupport.hugeLength gives it when n is below it).
	pref := c.Ite(c.Le(old, c.Const(solver.KInt, (softMaxArrayLength-2)/2)),
		c.Add(c.Mul(old, c.Const(solver.KInt, 2)), c.Const(solver.KInt, 2)),
		c.Const(solver.KInt, softMaxArrayLength))
	grown := c.Ite(c.Gt(n, pref), n, pref)
	agree := c.Le(old, limit)
	if !short {
		agree = c.LAnd(agree, c.Le(n, limit))
	}
	return c.Ite(c.Gt(n, old), grown, old), c.LAnd(ok, c.LOr(c.Le(n, old), agree))
}

// grownCapacity is GrowCapacity for a content e.
func (vm *VM) grownCapacity(old, ok, e solver.Expr) (solver.Expr, solver.Expr) {
	return vm.growCapacity(old, ok, vm.ctx.StrLen(e), solver.MaxLen(e) <= capacityExactLimit)
}
