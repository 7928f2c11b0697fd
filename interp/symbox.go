package interp

import (
	"fmt"

	"gospf/choicegen"
	"gospf/solver"
)

// Boxes of symbolic values. Integer.valueOf (and the other wrappers'
// valueOf, and autoboxing, which calls it) returns Java's cached wrapper
// for a value in the cache's range (-128..127; Character 0..127; Boolean
// always) and a new one otherwise, so the identity of the result depends
// on the value. A box of a symbolic value is a new object marked with a
// symBox: its identity is "the cached wrapper of its value, if the value
// is in the range; a fresh object otherwise", and the one instruction
// that observes identity, if_acmpeq/if_acmpne, branches on that condition
// (boxIdentity). System.identityHashCode of such a box is unsupported.
// With this, collections of boxed symbolic values (ArrayList<Integer>,
// HashMap keys) run the JDK's bytecode exactly.

// symBox is the Native of a wrapper object made by valueOf for a symbolic
// value.
type symBox struct{ prim byte }

// IsSymBox reports whether o is a wrapper of a symbolic value whose
// identity depends on the value (valueOf of a symbolic value).
func IsSymBox(o *Object) bool {
	if o == nil {
		return false
	}
	_, ok := o.Native.(*symBox)
	return ok
}

// cacheRange returns the range of values whose wrapper Java caches.
func cacheRange(prim byte) (lo, hi int64) {
	switch prim {
	case 'Z':
		return 0, 1
	case 'C':
		return 0, 127
	}
	return -128, 127
}

// boxIdentity returns the condition under which the distinct references
// a and b, one of them a symbolic box, are the same object in Java.
func (vm *VM) boxIdentity(a, b *Object) solver.Expr {
	c := vm.ctx
	if !IsSymBox(a) {
		a, b = b, a
	}
	if b == nil || b.Class != a.Class {
		return c.Bool(false)
	}
	prim := a.Native.(*symBox).prim
	k := primKind(prim)
	lo, hi := cacheRange(prim)
	va := BoxValue(a).S
	inCache := c.LAnd(c.Ge(va, c.Const(k, lo)), c.Le(va, c.Const(k, hi)))
	vb := BoxValue(b)
	switch {
	case IsSymBox(b):
		return c.LAnd(inCache, c.Eq(va, vm.SymOf(vb, k)))
	case !vb.S.Valid() && vm.boxCache[boxKey{prim, vb.I}] == b:
		return c.Eq(va, c.Const(k, vb.I)) // b is the cached wrapper of its value
	}
	return c.Bool(false) // b is a fresh wrapper, never a cached one
}

// symAcmp executes if_acmpeq/if_acmpne when an operand is a symbolic box:
// a branch on the identity condition, or a jump decided by it.
func (vm *VM) symAcmp(f *frame, pc, sp int, eq bool, a, b *Object) (bool, stopReason, error) {
	c := vm.ctx
	same := vm.boxIdentity(a, b)
	jump := same
	if !eq {
		jump = c.Not(same)
	}
	if jump.IsConst() {
		return jump.ConstValue() != 0, 0, nil
	}
	i, stop, err := vm.choose(f, pc, sp, func(w fmt.Stringer) *choicegen.Generator {
		return choicegen.NewBranchOf(c.Not(jump), jump, w)
	})
	return i == 1, stop, err
}
