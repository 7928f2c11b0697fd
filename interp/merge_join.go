package interp

import "gospf/solver"

// Joins. The state at a block reached by several edges is one state whose
// values are ite terms over the edges' guards (iteOf: nested along the
// branches the guards record). The guards are written
// relative to the block's immediate dominator D inside the region: every
// edge's guard extends D's (by induction over the topological order), so
// the ite conditions are the parts after D's guard, and they are disjoint
// and cover the block's guard wherever D's holds. The block's own guard is
// D's when the block post-dominates D (every path from D reaches it),
// otherwise D's extended with the disjunction of those parts. At the
// region's join, which post-dominates the branch, the guard is the
// region's first (empty, or the caller's in an inlined call): the state
// continues under the path condition of the branch.

// join merges the states of the edges into the block at position pos of
// the region (-1: the region's join).
func (x *regionExec) join(ins []*rstate, pos int) (*rstate, mergeReason) {
	if len(ins) == 1 {
		return ins[0], mergeOK
	}
	dom := x.guards[0] // the guard of the region's start (non-empty in an inlined call)
	postdom := true
	if pos > 0 {
		d := x.r.IDom[pos]
		dom = x.guards[x.r.Position(d)]
		postdom = x.g.PostDominates(x.r.Blocks[pos], d)
	}
	c := x.vm.ctx
	conds := make([]solver.Expr, len(ins))
	// rel holds each edge's guard after the dominator's, the conditions
	// the ite terms choose by (iteOf).
	rel := make([][]solver.Expr, len(ins))
	// abs holds each edge's whole guard, for merged references, whose
	// guards are absolute (merge_ref.go).
	abs := make([]solver.Expr, len(ins))
	for k, s := range ins {
		abs[k] = conj(c, s.guard)
		if len(s.guard) < len(dom) {
			return nil, rejectUnsupported // cannot happen: guards extend the dominator's
		}
		for j := range dom {
			if s.guard[j] != dom[j] {
				return nil, rejectUnsupported
			}
		}
		rel[k] = s.guard[len(dom):]
		conds[k] = conj(c, rel[k])
	}
	guard := dom[:len(dom):len(dom)]
	if !postdom {
		any := c.Bool(false)
		for _, e := range conds {
			any = c.LOr(any, e)
		}
		guard = append(guard, any)
	}
	out := &rstate{guard: guard, slots: make([]rslot, len(ins[0].slots)), sp: ins[0].sp}
	vals := make([]rslot, len(ins))
	exitJoin := pos < 0 && x.r.Join == x.g.Exit()
	if exitJoin {
		// The frame returns: only the returned value and the heap matter.
		for k, s := range ins {
			vals[k] = *s.ret
		}
		v, reason := x.mergeSlot(rel, abs, vals)
		if reason != mergeOK {
			return nil, reason
		}
		v.t = ins[0].ret.t
		out.ret, out.retPC = &v, ins[0].retPC
	} else {
		for _, s := range ins {
			if s.sp != out.sp {
				return nil, rejectUnsupported // cannot happen in verified code
			}
		}
		for i := 0; i < out.sp; i++ {
			for k, s := range ins {
				vals[k] = s.slots[i]
			}
			v, reason := x.mergeSlot(rel, abs, vals)
			if reason != mergeOK {
				return nil, reason
			}
			out.slots[i] = v
		}
	}
	return out, x.mergeWrites(out, ins, rel, abs)
}

// mergeWrites merges the heap writes of the edges into out: a location
// written on some edge takes, on the others, the value it had before the
// region.
func (x *regionExec) mergeWrites(out *rstate, ins []*rstate, rel [][]solver.Expr, abs []solver.Expr) mergeReason {
	vals := make([]rslot, len(ins))
	for _, s := range ins {
		for _, w := range s.writes {
			if written(out.writes, w.obj, w.i) {
				continue
			}
			for k, e := range ins {
				vals[k] = rslot{e.read(w.obj, w.i), w.t}
			}
			v, reason := x.mergeSlot(rel, abs, vals)
			if reason != mergeOK {
				return reason
			}
			out.writes = append(out.writes, hwrite{obj: w.obj, i: w.i, v: v.v, t: w.t})
		}
	}
	return mergeOK
}

func written(ws []hwrite, o *Object, i int) bool {
	for _, w := range ws {
		if w.obj == o && w.i == i {
			return true
		}
	}
	return false
}

// conj returns the conjunction of gs (true when empty).
func conj(c *solver.Context, gs []solver.Expr) solver.Expr {
	e := c.Bool(true)
	for _, g := range gs {
		e = c.LAnd(e, g)
	}
	return e
}

// mergeSlot merges the values of one location on the edges into a join,
// vals[k] on the edge whose guard is rel[k] after the join's dominator's,
// abs[k] in whole.
func (x *regionExec) mergeSlot(rel [][]solver.Expr, abs []solver.Expr, vals []rslot) (rslot, mergeReason) {
	same := true
	var t byte // the type the edges agree on; 'T' when they do not
	for _, v := range vals {
		if v.v != vals[0].v {
			same = false
		}
		switch {
		case v.t == 0:
		case t == 0:
			t = v.t
		case t != v.t:
			t = 'T'
		}
	}
	if same {
		if t == 0 {
			t = vals[0].t
		}
		return rslot{vals[0].v, t}, mergeOK
	}
	var k solver.Kind
	switch t {
	case 'I':
		k = solver.KInt
	case 'J':
		k = solver.KLong
	case 'F', 'D':
		return rslot{}, rejectFloatMerge
	case 'L':
		return x.mergeRefs(abs, vals)
	default:
		// The paths disagree on the slot's type (a local javac reused for
		// another variable, the second half of a long): it is dead here,
		// as bytecode verification guarantees, and no value is read.
		return rslot{vals[0].v, 'T'}, mergeOK
	}
	for _, v := range vals {
		if v.v.R != nil || v.v.S.Valid() && v.v.S.Kind() != k {
			return rslot{vals[0].v, 'T'}, mergeOK // dead, as above
		}
	}
	vm := x.vm
	es := make([]solver.Expr, len(vals))
	for j, v := range vals {
		es[j] = vm.SymOf(v.v, k)
	}
	e := x.iteOf(rel, es)
	if n := iteLeaves(e); n > x.largest {
		x.largest = n
	}
	return rslot{vm.Normal(Slot{S: e}), t}, mergeOK
}

// iteOf builds the value that is es[k] under guard rel[k] (disjoint
// guards, covering where the value is needed). It follows the branches
// the guards record, splitting on the first condition when every guard
// starts with it or its negation (as fork built them), so that nested
// tests give nested ite terms with one condition each; otherwise (the
// cases of a switch) it chains the guards' conjunctions.
func (x *regionExec) iteOf(rel [][]solver.Expr, es []solver.Expr) solver.Expr {
	c := x.vm.ctx
	if len(es) == 1 {
		return es[0]
	}
	if len(rel[0]) > 0 {
		g := rel[0][0]
		ng := c.Not(g)
		var thenRel, elseRel [][]solver.Expr
		var thenEs, elseEs []solver.Expr
		split := true
		for k, r := range rel {
			switch {
			case len(r) > 0 && r[0] == g:
				thenRel, thenEs = append(thenRel, r[1:]), append(thenEs, es[k])
			case len(r) > 0 && r[0] == ng:
				elseRel, elseEs = append(elseRel, r[1:]), append(elseEs, es[k])
			default:
				split = false
			}
		}
		switch {
		case split && len(elseEs) == 0:
			return x.iteOf(thenRel, thenEs) // g holds wherever the value is needed
		case split && len(thenEs) == 0:
			return x.iteOf(elseRel, elseEs)
		case split:
			return c.Ite(g, x.iteOf(thenRel, thenEs), x.iteOf(elseRel, elseEs))
		}
	}
	e := es[len(es)-1]
	for j := len(es) - 2; j >= 0; j-- {
		e = c.Ite(conj(c, rel[j]), es[j], e)
	}
	return e
}

// iteLeaves counts the values of an ite chain (1 for anything else).
func iteLeaves(e solver.Expr) int {
	if e.Op() != solver.OpIte {
		return 1
	}
	return iteLeaves(e.Arg(1)) + iteLeaves(e.Arg(2))
}

// commit installs the merged state: the heap writes (saved for
// backtracking like any write), then the frame continues at the join, or
// returns the merged value when the join is the method's exit.
func (x *regionExec) commit() mergeReason {
	vm, f, s := x.vm, x.f, x.final
	if limit := vm.opts.MaxInstructionsPerPath; limit > 0 && vm.pathInsns+x.count > limit {
		return rejectLimit
	}
	for _, w := range s.writes {
		vm.SetField(w.obj, w.i, w.v)
	}
	vm.instructions += x.count
	vm.pathInsns += x.count
	st := &vm.merge.stats
	st.Merged++
	st.Branches += x.branches
	st.Instructions += x.count
	if x.largest > st.LargestSummary {
		st.LargestSummary = x.largest
	}
	if x.r.Join == x.g.Exit() {
		f.pc = s.retPC
		w := 0
		switch s.ret.t {
		case 'V':
		case 'J', 'D':
			w = 2
		default:
			w = 1
		}
		_, x.err = vm.popFrame(s.ret.v, w)
		return mergeOK
	}
	for i := 0; i < s.sp; i++ {
		vm.stack[f.base+i] = s.slots[i].v
	}
	f.sp = f.base + s.sp
	f.pc = x.g.Blocks()[x.r.Join].Start
	return mergeOK
}

// mergeRefs merges differing references into a merged reference whose
// values carry the edges' whole guards; a merged reference arriving on an
// edge contributes its values under the edge's guard and theirs.
func (x *regionExec) mergeRefs(abs []solver.Expr, vals []rslot) (rslot, mergeReason) {
	c := x.vm.ctx
	m := &mergedRef{}
	for k, v := range vals {
		if v.v.S.Valid() {
			return rslot{vals[0].v, 'T'}, mergeOK // not a reference: dead (mergeSlot)
		}
		o := deref(v.v.R)
		if isMergedRef(o) {
			in := o.Native.(*lazyRef).merged
			for i, g := range in.guards {
				m.add(c, c.LAnd(abs[k], g), in.values[i])
			}
			continue
		}
		m.add(c, abs[k], o)
	}
	if len(m.values) > x.largest {
		x.largest = len(m.values)
	}
	if len(m.values) == 1 {
		return rslot{RefSlot(m.values[0]), 'L'}, mergeOK
	}
	return rslot{RefSlot(x.vm.newMergedRef(m, instrAt{m: x.f.m, pc: x.branch})), 'L'}, mergeOK
}
