package jdk

import (
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// A builder's capacity where it is symbolic: StringBuilder(int) and
// StringBuffer(int) of a symbolic int, capacity(), ensureCapacity and
// trimToSize on builders with symbolic content or of a symbolic
// argument. The capacity is an int expression interp keeps with the
// content and grows as JDK 17 does on every change of it
// (interp/symbuilder_cap.go); it is exact under a condition that bounded
// strings always meet, and capacity() stops the path where the
// condition may fail (a capacity beyond half a billion chars, where a
// UTF-16 builder's growth differs from a Latin-1 one's).

// registerBuilderCapacity registers the models of the builders' capacity
// on symbolic values.
func registerBuilderCapacity(r *interp.Library) {
	for _, B := range []string{"java/lang/AbstractStringBuilder", "java/lang/StringBuilder", "java/lang/StringBuffer"} {
		r.AddSymbolic(B+".<init>(I)V", builderWithCapacity)
		r.AddSymbolic(B+".capacity()I", builderCapacity)
		r.AddSymbolic(B+".ensureCapacity(I)V", ensureCapacity)
		r.AddSymbolic(B+".trimToSize()V", trimToSize)
	}
}

// builderWithCapacity is StringBuilder(n) and StringBuffer(n) of a
// symbolic n: NegativeArraySizeException (the message is n, as JDK 17's
// new byte[n] says) where n < 0, else an empty builder of capacity n.
func builderWithCapacity(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	n := vm.SymOf(a[1], solver.KInt)
	if err := vm.Require(c.Ge(n, k(c, 0)), "capacity not negative", "java/lang/NegativeArraySizeException", c.StrFromInt(n)); err != nil {
		return interp.Slot{}, err
	}
	vm.SetBuilderTextCapacity(a[0].R, c.StrConst(nil), n, c.Bool(true))
	return interp.Slot{}, nil
}

// builderCapacity is capacity() of a builder whose capacity is symbolic:
// the expression interp keeps, where it is exact, and an ErrUnsupported
// error on the path where it may not be.
func builderCapacity(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	cp, ok := vm.BuilderCapacity(a[0].R)
	if err := exactCapacity(vm, ok); err != nil {
		return interp.Slot{}, err
	}
	return vm.Normal(interp.Slot{S: cp}), nil
}

// exactCapacity splits the path on ok, the condition under which a
// builder's capacity is exact, and returns the error that stops the case
// where it fails; nil where ok holds.
func exactCapacity(vm *interp.VM, ok solver.Expr) error {
	c := vm.Ctx()
	i, _, err := vm.SplitCases([]interp.Case{{Label: "capacity exact", Cond: ok}, {Label: "capacity beyond 536870908 chars", Cond: c.Not(ok)}})
	if err == nil && i == 1 {
		err = fmt.Errorf("%w: a builder's capacity above 536870908 chars (JDK 17 grows a UTF-16 builder's differently there)", interp.ErrUnsupported)
	}
	return err
}

// ensureCapacity is ensureCapacity(m) where the capacity or m is
// symbolic: the capacity grows as a content of m chars would make it
// (nothing for m <= 0). A growth to more than 536870908 chars stops the
// path with an ErrUnsupported error (the allocation may fail on the
// JVM, and the rule differs by coder).
func ensureCapacity(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	o := a[0].R
	old, ok := vm.BuilderCapacity(o)
	cp, cpOK := vm.GrowCapacity(old, ok, vm.SymOf(a[1], solver.KInt))
	if err := exactCapacity(vm, cpOK); err != nil {
		return interp.Slot{}, err
	}
	e, _ := vm.TextOf(o)
	vm.SetBuilderTextCapacity(o, e, cp, cpOK)
	return interp.Slot{}, nil
}

// trimToSize is trimToSize() of a builder with symbolic content or
// capacity: the capacity becomes the length where it is larger.
func trimToSize(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	o := a[0].R
	old, ok := vm.BuilderCapacity(o)
	e, _ := vm.TextOf(o)
	n := c.StrLen(e)
	vm.SetBuilderTextCapacity(o, e, c.Ite(c.Lt(n, old), n, old), ok)
	return interp.Slot{}, nil
}

// stringCapacity is the capacity of new StringBuilder(s) and new
// StringBuffer(s) for a text s: its length plus 16, or Integer.MAX_VALUE
// from 2^31 - 17 chars on (JDK 17's AbstractStringBuilder(String)).
func stringCapacity(c *solver.Context, s solver.Expr) solver.Expr {
	n := c.StrLen(s)
	if solver.MaxLen(s) < 1<<31-1-16 {
		return c.Add(n, k(c, 16))
	}
	return c.Ite(c.Lt(n, k(c, 1<<31-1-16)), c.Add(n, k(c, 16)), k(c, 1<<31-1))
}
