package interp

import (
	"fmt"

	"gospf/choicegen"
	"gospf/solver"
)

// Merged references (MultiSE's value summaries for values the solver
// cannot hold). Where a region's paths leave different references in a
// local, an operand or a heap location, the join stores a merged
// reference: a placeholder (lazy.go) whose lazyRef carries the guarded
// values {(g_1, o_1), ..., (g_n, o_n)}, the guards disjoint and covering
// the state at the region's branch. It is copied freely, like any
// placeholder; the first instruction that needs to know which object it
// is (a field access, a call on it, ifnull, ==, a JDK method it is passed
// to, a return out of the Java frames ...) binds it, exactly where a lazy
// input would be bound: a choice point (choicegen.MergedRef) with one
// choice per value, the guard its constraint, so the solver prunes the
// values the path cannot have. Binding is saved and undone like a heap
// write, so every copy of the reference sees the choice on that path and
// only there. A value may itself be a lazy input not examined yet, which
// its own heap choice binds next. Static execution never looks through a
// merged reference that is not bound (it rejects the region).

// mergedRef is the set of guarded values of a merged reference. Guards
// are formulas over the inputs, each the condition of the region's paths
// that left that value.
type mergedRef struct {
	guards []solver.Expr
	values []*Object // nil is null
}

// isMergedRef reports whether o is a merged reference.
func isMergedRef(o *Object) bool {
	if !IsPlaceholder(o) {
		return false
	}
	r, _ := o.Native.(*lazyRef)
	return r != nil && r.merged != nil
}

// newMergedRef returns a merged reference with the given guarded values
// (the guards of equal values already joined).
func (vm *VM) newMergedRef(m *mergedRef, where fmt.Stringer) *Object {
	vm.heap.active = true // use sites look for placeholders from now on
	return &Object{Native: &lazyRef{merged: m, info: &refInfo{name: "merged reference",
		origin: "a reference merged at " + where.String()}}, epoch: vm.epoch}
}

// splitMerged binds merged reference ph: a choice point with one choice per
// value, or the value the search chose.
func (vm *VM) splitMerged(f *frame, ph *Object, r *lazyRef) (stopReason, error) {
	m := r.merged
	i, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
		g := &choicegen.Generator{Kind: choicegen.MergedRef, Where: w}
		for j, o := range m.values {
			g.Choices = append(g.Choices, choicegen.Choice{Constraint: m.guards[j], Label: "merged = " + refLabel(o)})
		}
		return g
	})
	if stop != 0 || err != nil {
		return stop, err
	}
	vm.SetNative(ph, &lazyRef{info: r.info, merged: m, bound: true, target: m.values[i]})
	return 0, nil
}

// refLabel names a value of a merged reference in choice labels.
func refLabel(o *Object) string {
	switch {
	case o == nil:
		return "null"
	case IsPlaceholder(o):
		return o.Native.(*lazyRef).info.name
	}
	return fmt.Sprintf("%s@%x", heapClassName(o.Class), uint32(o.hash))
}

// deref returns what a bound placeholder (lazy input or merged
// reference) stands for, following bound ones; an unbound one is
// returned as it is.
func deref(o *Object) *Object {
	for IsPlaceholder(o) {
		r := o.Native.(*lazyRef)
		if !r.bound {
			return o
		}
		o = r.target
	}
	return o
}

// add adds value o under guard g, joining the guards of equal values.
func (m *mergedRef) add(c *solver.Context, g solver.Expr, o *Object) {
	for i, v := range m.values {
		if v == o {
			m.guards[i] = c.LOr(m.guards[i], g)
			return
		}
	}
	m.guards = append(m.guards, g)
	m.values = append(m.values, o)
}
