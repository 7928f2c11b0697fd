package interp

import (
	"fmt"

	cf "gospf/classfile"
	"gospf/solver"
)

// loopMerged is the merged state of one exit of a merging context
// (merge_loop.go): what installLoopState puts in place of the root's.
type loopMerged struct {
	// guard is the group's guard (true when every leaf left by this exit).
	guard solver.Expr
	label string
	exit  int    // the instruction the frame continues at
	slots []Slot // the frame's locals and operands
	// objs, fields and natives are the merged contents of the objects the
	// group's leaves wrote.
	objs    []*Object
	fields  [][]Slot
	natives []any
	insns   int64 // the most instructions a leaf of the group ran
}

// loopGroup is one exit's leaves during merging.
type loopGroup struct {
	x    *loopExplorer
	exit int
	// has marks the nodes with a leaf of the group below them; all the
	// nodes all of whose leaves are in the group.
	has, all map[*loopNode]bool
	leaves   []*loopLeaf
}

// merge groups the leaves of tree by exit, in the order the DFS reached
// each exit first, and merges each group.
func (x *loopExplorer) merge(tree *loopNode) ([]*loopMerged, mergeReason) {
	var groups []*loopGroup
	for _, l := range x.leaves {
		var g *loopGroup
		for _, h := range groups {
			if h.exit == l.exit {
				g = h
			}
		}
		if g == nil {
			g = &loopGroup{x: x, exit: l.exit, has: map[*loopNode]bool{}, all: map[*loopNode]bool{}}
			groups = append(groups, g)
		}
		g.leaves = append(g.leaves, l)
	}
	if len(groups) == 0 {
		return nil, rejectLoop // cannot happen: the root is feasible
	}
	out := make([]*loopMerged, len(groups))
	for i, g := range groups {
		g.mark(tree)
		m, reason := g.merged(tree)
		if reason != mergeOK {
			return nil, reason
		}
		out[i] = m
	}
	return out, mergeOK
}

// mark fills has and all below n.
func (g *loopGroup) mark(n *loopNode) (has, all bool) {
	if n.escape {
		has, all = false, false
	} else if n.leaf != nil {
		has = n.leaf.exit == g.exit
		all = has
	} else {
		all = true
		for _, k := range n.kids {
			h, a := g.mark(k)
			has = has || h
			all = all && a
		}
	}
	g.has[n], g.all[n] = has, all
	return has, all
}

// guard is the condition, relative to n, under which a path from n leaves
// by the group's exit (Algorithm 3).
func (g *loopGroup) guard(n *loopNode) solver.Expr {
	c := g.x.vm.ctx
	if g.all[n] {
		return c.Bool(true)
	}
	e := c.Bool(false)
	for _, k := range n.kids {
		if g.has[k] {
			e = c.LOr(e, c.LAnd(k.cond, g.guard(k)))
		}
	}
	return e
}

// ite is the value that is val(l) on the paths from n that reach the
// group's leaf l (Algorithm 4): the children holding leaves of the group,
// chained by their constraints, the last one unguarded.
func (g *loopGroup) ite(n *loopNode, val func(*loopLeaf) solver.Expr) solver.Expr {
	if n.leaf != nil {
		return val(n.leaf)
	}
	var ks []*loopNode
	for _, k := range n.kids {
		if g.has[k] {
			ks = append(ks, k)
		}
	}
	e := g.ite(ks[len(ks)-1], val)
	for i := len(ks) - 2; i >= 0; i-- {
		e = g.x.vm.ctx.Ite(ks[i].cond, g.ite(ks[i], val), e)
	}
	return e
}

// merged builds the group's merged state.
func (g *loopGroup) merged(tree *loopNode) (*loopMerged, mergeReason) {
	x := g.x
	vm := x.vm
	first := g.leaves[0]
	m := &loopMerged{guard: g.guard(tree), exit: g.exit, slots: make([]Slot, len(first.slots)),
		label: fmt.Sprintf("exit at pc %d (%d paths)", x.watch.m.code[g.exit].pc, len(g.leaves))}
	var live []int
	if gr, err := vm.merge.graphs.Graph(x.watch.m.Code); err == nil {
		live = gr.LiveIn(g.exit)
	}
	maxLocals := int(x.watch.m.Code.MaxLocals)
	vals := make([]Slot, len(g.leaves))
	for j := range m.slots {
		for k, l := range g.leaves {
			if len(l.slots) != len(first.slots) {
				return nil, rejectUnsupported // cannot happen in verified code
			}
			vals[k] = l.slots[j]
		}
		var t byte
		if j < maxLocals {
			if !containsInt(live, j) {
				m.slots[j] = vals[0] // dead here: any value will do
				continue
			}
			t = localType(x.watch.m, j)
		}
		v, reason := g.mergeValues(tree, vals, t, func(l *loopLeaf) Slot { return l.slots[j] })
		if reason != mergeOK {
			return nil, reason
		}
		m.slots[j] = v
	}
	for _, l := range g.leaves {
		m.insns = max(m.insns, l.insns)
		for _, o := range l.objs {
			if containsObj(m.objs, o) {
				continue
			}
			fs, nat, reason := g.mergeObject(tree, o)
			if reason != mergeOK {
				return nil, reason
			}
			m.objs, m.fields, m.natives = append(m.objs, o), append(m.fields, fs), append(m.natives, nat)
		}
	}
	return m, mergeOK
}

// stateOf returns o's contents in leaf l: what l wrote, or the root's
// (the VM is at the root while merging).
func stateOf(l *loopLeaf, o *Object) objState {
	if s, ok := l.state[o]; ok {
		return s
	}
	return objState{fields: o.Fields, native: o.Native}
}

// mergeObject merges the fields and the Native of o over the group.
func (g *loopGroup) mergeObject(tree *loopNode, o *Object) ([]Slot, any, mergeReason) {
	n := len(o.Fields)
	for _, l := range g.leaves {
		if len(stateOf(l, o).fields) != n {
			return nil, nil, rejectUnsupported // an array's length fixed in the loop
		}
	}
	fs := make([]Slot, n)
	vals := make([]Slot, len(g.leaves))
	for j := range fs {
		for k, l := range g.leaves {
			vals[k] = stateOf(l, o).fields[j]
		}
		v, reason := g.mergeValues(tree, vals, objSlotType(o, j), func(l *loopLeaf) Slot { return stateOf(l, o).fields[j] })
		if reason != mergeOK {
			return nil, nil, reason
		}
		fs[j] = v
	}
	nat := stateOf(g.leaves[0], o).native
	same := true
	for _, l := range g.leaves {
		same = same && stateOf(l, o).native == nat
	}
	if same {
		return fs, nat, mergeOK
	}
	sa0, ok := nat.(*symArray)
	if !ok {
		return nil, nil, rejectUnsupported
	}
	for _, l := range g.leaves {
		sa, ok := stateOf(l, o).native.(*symArray)
		if !ok || sa.length != sa0.length || sa.input != sa0.input || sa.beyond != sa0.beyond || len(sa.elems) != len(sa0.elems) {
			return nil, nil, rejectUnsupported
		}
	}
	out := *sa0
	out.elems = make([]Slot, len(sa0.elems))
	t := primType(o.Class.ElemType)
	for j := range out.elems {
		for k, l := range g.leaves {
			vals[k] = stateOf(l, o).native.(*symArray).elems[j]
		}
		v, reason := g.mergeValues(tree, vals, t, func(l *loopLeaf) Slot { return stateOf(l, o).native.(*symArray).elems[j] })
		if reason != mergeOK {
			return nil, nil, reason
		}
		out.elems[j] = v
	}
	return fs, &out, mergeOK
}

// mergeValues merges one location whose value in the group's k-th leaf is
// vals[k] (get reads it from a leaf); t is the location's type when known
// ('I', 'J', 'F', 'D', 'L'; 0 unknown).
func (g *loopGroup) mergeValues(tree *loopNode, vals []Slot, t byte, get func(*loopLeaf) Slot) (Slot, mergeReason) {
	same := true
	for _, v := range vals {
		same = same && v == vals[0]
	}
	if same {
		return vals[0], mergeOK
	}
	refs := g.x.refs
	if t == 'L' && refs {
		return g.mergeRefs(tree, get)
	}
	var k solver.Kind
	for _, v := range vals {
		switch {
		case v.R != nil && refs:
			return g.mergeRefs(tree, get)
		case v.R != nil:
			return Slot{}, rejectRefMerge
		case v.S.Valid() && (v.S.Kind() == solver.KInt || v.S.Kind() == solver.KLong):
			k = v.S.Kind()
		case v.S.Valid():
			return Slot{}, rejectFloatMerge
		}
	}
	if k == 0 {
		switch t {
		case 'I':
			k = solver.KInt
		case 'J':
			k = solver.KLong
		case 'F', 'D':
			return Slot{}, rejectFloatMerge
		case 'L':
			return Slot{}, rejectRefMerge
		default:
			return Slot{}, rejectUnsupported
		}
	}
	vm := g.x.vm
	e := g.ite(tree, func(l *loopLeaf) solver.Expr { return vm.SymOf(get(l), k) })
	if n := iteLeaves(e); n > vm.merge.stats.LargestSummary {
		vm.merge.stats.LargestSummary = n
	}
	return vm.Normal(Slot{S: e}), mergeOK
}

// mergeRefs merges a reference location over the group's leaves
// (MergeOptions.AllLoops) into a merged reference (merge_ref.go) whose values carry the constraints of
// the paths from the root that left them: disjoint, and covering the
// group's guard. A merged reference a leaf holds contributes its values
// under the path's constraint and theirs.
func (g *loopGroup) mergeRefs(tree *loopNode, get func(*loopLeaf) Slot) (Slot, mergeReason) {
	vm := g.x.vm
	c := vm.ctx
	m := &mergedRef{}
	ok, nested := true, false
	var walk func(n *loopNode, guard solver.Expr) *refNode
	walk = func(n *loopNode, guard solver.Expr) *refNode {
		if !ok {
			return &refNode{}
		}
		if n.leaf == nil {
			out := &refNode{cond: n.cond}
			for _, k := range n.kids {
				if g.has[k] {
					out.kids = append(out.kids, walk(k, c.LAnd(guard, k.cond)))
				}
			}
			if len(out.kids) == 1 {
				out.kids[0].cond = n.cond // a node with one child in the group: its constraint holds
				return out.kids[0]
			}
			return out
		}
		v := get(n.leaf)
		if v.S.Valid() {
			ok = false // an int where a reference was: the slot is reused (not live, checked before)
			return &refNode{}
		}
		o := deref(v.R)
		if isMergedRef(o) {
			nested = true
			in := o.Native.(*lazyRef).merged
			for i, h := range in.guards {
				m.add(c, c.LAnd(guard, h), in.values[i])
			}
			return &refNode{} // no tree: the values carry their whole guards
		}
		return &refNode{cond: n.cond, value: m.add(c, guard, o)}
	}
	root := walk(tree, c.Bool(true))
	if !ok {
		return Slot{}, rejectRefMerge
	}
	if !nested {
		m.tree = root
	}
	if len(m.values) > vm.merge.stats.LargestSummary {
		vm.merge.stats.LargestSummary = len(m.values)
	}
	if len(m.values) == 1 {
		return RefSlot(m.values[0]), mergeOK
	}
	return RefSlot(vm.newMergedRef(m, instrAt{m: g.x.watch.m, pc: g.exit})), mergeOK
}

// installLoopState puts merged state m in place of the root's: the frame
// continues at m's exit.
func (vm *VM) installLoopState(m *loopMerged) {
	f := &vm.frames[len(vm.frames)-1]
	copy(vm.stack[f.base:], m.slots)
	f.sp = f.base + len(m.slots)
	f.pc = m.exit
	for i, o := range m.objs {
		for j, v := range m.fields[i] {
			if o.Fields[j] != v {
				vm.SetField(o, j, v)
			}
		}
		if o.Native != m.natives[i] {
			vm.SetNative(o, m.natives[i])
		}
	}
	vm.pathInsns += m.insns
}

// localType returns the type of local j of m as its loads, stores and the
// method's parameters agree on ('I', 'J', 'F', 'D', 'L'), or 0 when they
// disagree (javac reused the slot).
func localType(m *Method, j int) byte {
	var t byte
	agree := func(u byte) {
		switch {
		case t == 0:
			t = u
		case t != u:
			t = 'T'
		}
	}
	slot := 0
	if !m.IsStatic() {
		if j == 0 {
			agree('L')
		}
		slot = 1
	}
	for _, p := range m.Params {
		if slot == j {
			agree(primType(p))
		}
		slot += slotsOf(p)
	}
	for _, in := range m.code {
		if u, idx, ok := localAccessType(in); ok && idx == j {
			agree(u)
		}
	}
	if t == 'T' {
		return 0
	}
	return t
}

// localAccessType returns the type and the local of a load, store or iinc.
func localAccessType(in insn) (byte, int, bool) {
	op := in.op
	switch {
	case op == cf.OpIload || op == cf.OpIstore || op == cf.OpIinc:
		return 'I', int(in.a), true
	case op == cf.OpLload || op == cf.OpLstore:
		return 'J', int(in.a), true
	case op == cf.OpFload || op == cf.OpFstore:
		return 'F', int(in.a), true
	case op == cf.OpDload || op == cf.OpDstore:
		return 'D', int(in.a), true
	case op == cf.OpAload || op == cf.OpAstore:
		return 'L', int(in.a), true
	case op >= cf.OpIload0 && op <= cf.OpAload3:
		k := int(op - cf.OpIload0)
		return "IJFDL"[k/4], k % 4, true
	case op >= cf.OpIstore0 && op <= cf.OpAstore3:
		k := int(op - cf.OpIstore0)
		return "IJFDL"[k/4], k % 4, true
	}
	return 0, 0, false
}

// primType maps a descriptor character to the type of its slot.
func primType(d byte) byte {
	switch d {
	case 'Z', 'B', 'C', 'S', 'I':
		return 'I'
	case '[':
		return 'L'
	}
	return d
}

// objSlotType returns the type of instance slot j of o ('I', 'J', 'F', 'D',
// 'L'), or 0 when unknown (a statics holder).
func objSlotType(o *Object, j int) byte {
	if o.Class == nil {
		return 0
	}
	if o.Class.Component != nil || o.Class.ElemType != 0 {
		return primType(o.Class.ElemType)
	}
	for c := o.Class; c != nil; c = c.Super {
		for _, fd := range c.fields {
			if !fd.Static && fd.Slot == j {
				return primType(fd.Desc[0])
			}
		}
	}
	return 0
}

func containsInt(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

func containsObj(s []*Object, o *Object) bool {
	for _, x := range s {
		if x == o {
			return true
		}
	}
	return false
}
