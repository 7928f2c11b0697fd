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
	// tree, when set, is the execution tree the values were merged from
	// (a loop's merging context): reads through the reference build their
	// ite along it, one branch condition per node, instead of chaining
	// the guards, whole path conditions (mergedField).
	tree *refNode
}

// refNode is a node of a merged reference's execution tree: a leaf holds
// the index of its value, an inner node its children, each entered under
// its constraint (disjoint, covering the node).
type refNode struct {
	cond  solver.Expr
	kids  []*refNode
	value int // leaves only
}

// iteOver builds the value that is val(i) on the paths that reach a leaf
// of n with value i: the children chained by their constraints, the last
// one unguarded; children with equal values collapse.
func (n *refNode) iteOver(c *solver.Context, val func(i int) solver.Expr) solver.Expr {
	if len(n.kids) == 0 {
		return val(n.value)
	}
	e := n.kids[len(n.kids)-1].iteOver(c, val)
	for i := len(n.kids) - 2; i >= 0; i-- {
		if v := n.kids[i].iteOver(c, val); v != e {
			e = c.Ite(n.kids[i].cond, v, e)
		}
	}
	return e
}

// remap returns a copy of n whose leaves hold index(value) instead.
func (n *refNode) remap(index func(i int) int) *refNode {
	out := &refNode{cond: n.cond}
	if len(n.kids) == 0 {
		out.value = index(n.value)
		return out
	}
	out.kids = make([]*refNode, len(n.kids))
	for i, k := range n.kids {
		out.kids[i] = k.remap(index)
	}
	return out
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

// add adds value o under guard g, joining the guards of equal values,
// and returns its index.
func (m *mergedRef) add(c *solver.Context, g solver.Expr, o *Object) int {
	for i, v := range m.values {
		if v == o {
			m.guards[i] = c.LOr(m.guards[i], g)
			return i
		}
	}
	m.guards = append(m.guards, g)
	m.values = append(m.values, o)
	return len(m.values) - 1
}

// Reading through a merged reference (MultiSE's value summaries): a field
// read or a null test of a merged reference that a loop's merging context
// made (one with an execution tree: MergeOptions.AllLoops), not bound
// yet, need not know which object it is when every value can answer. A
// field read whose values are all objects (not null, not a lazy input not
// examined yet) of a class with the field yields the guarded values of
// that field: an ite along the tree for an int or a long, a merged
// reference with the same tree for a reference; a null test whose values
// are all null, or all objects, has one answer. Anything else binds the
// reference as before (splitMerged). The tree's constraints are disjoint
// and cover every path the reference exists on, so the ite is the value
// each path would read. References merged by veritesting's regions have
// no tree and are always bound at their use: reading through them cuts
// paths (binheap's veritesting run: 69,719 to 59,890) but makes every
// later check carry the ite terms, which costs more than the paths saved
// (twice the CPU time, measured on binheap and fibheap).

// mergedObjects returns the values of the merged reference ph when it is
// not bound and every value is an object of a class with field fd (any
// class when fd is nil), or nil.
func mergedObjects(ph *Object, fd *Field) *mergedRef {
	r, _ := ph.Native.(*lazyRef)
	if r == nil || r.merged == nil || r.bound || r.merged.tree == nil {
		return nil
	}
	for _, o := range r.merged.values {
		if o == nil || IsPlaceholder(o) || o.Class == nil {
			return nil
		}
		if fd != nil && (fd.Static || !o.Class.IsSubclassOf(fd.Class) || fd.Slot >= len(o.Fields)) {
			return nil
		}
	}
	return r.merged
}

// mergedNull reports whether the merged reference ph, not bound, is null
// on every path (null) or on none; ok is false when it is null on some.
func mergedNull(ph *Object) (null, ok bool) {
	if mergedObjects(ph, nil) != nil {
		return false, true
	}
	r, _ := ph.Native.(*lazyRef)
	if r == nil || r.merged == nil || r.bound || r.merged.tree == nil {
		return false, false
	}
	for _, o := range r.merged.values {
		if o != nil {
			return false, false
		}
	}
	return true, true
}

// mergedField returns field fd read through the merged reference ph, not
// bound, when every value can answer (see above); ok is false otherwise.
func (vm *VM) mergedField(ph *Object, fd *Field, where fmt.Stringer) (v Slot, ok bool) {
	m := mergedObjects(ph, fd)
	if m == nil || vm.rec != nil {
		return Slot{}, false
	}
	c := vm.ctx
	same := true
	for _, o := range m.values {
		same = same && o.Fields[fd.Slot] == m.values[0].Fields[fd.Slot]
	}
	if same {
		return m.values[0].Fields[fd.Slot], true
	}
	switch fieldType(fd.Desc[0]) {
	case 'I', 'J':
		k := solver.KInt
		if fd.Desc[0] == 'J' {
			k = solver.KLong
		}
		val := func(i int) solver.Expr { return vm.SymOf(m.values[i].Fields[fd.Slot], k) }
		return vm.Normal(Slot{S: m.tree.iteOver(c, val)}), true
	case 'L':
		out := &mergedRef{}
		index := make([]int, len(m.values))
		for i, o := range m.values {
			f := deref(o.Fields[fd.Slot].R)
			if isMergedRef(f) {
				return Slot{}, false // a merged reference stored in the heap: bound first
			}
			index[i] = out.add(c, m.guards[i], f)
		}
		if len(out.values) == 1 {
			return RefSlot(out.values[0]), true
		}
		out.tree = m.tree.remap(func(i int) int { return index[i] })
		return RefSlot(vm.newMergedRef(out, where)), true
	}
	return Slot{}, false // float and double: bound first
}
