package interp

import (
	"maps"

	cf "gospf/classfile"
)

// The cost model of merge = "auto" for loops that test no symbolic size:
// walks down a list or a tree of concrete shape with symbolic keys
// (BinomialHeap.find, TreeMap.getEntry). Merged, such a walk leaves one
// path per exit instead of one per node it may stop at, with a merged
// reference to the node (merge_ref.go); it pays only where the code after
// the loop uses that node without testing what it read there again:
// every later check of the path carries the merged ite terms
// (docs/merge-all-loops.md, per loop: a walk whose result the caller
// compares again, or one that writes the heap, costs more than the paths
// it saves). So a walk merges under "auto" when
//   - its body (the natural loop's blocks, and the methods they call)
//     writes no field, static or array element;
//   - the taint scan of the regions' cost model (merge_auto.go), run from
//     every exit of the loop with the locals the body stores to tainted,
//     finds no hot first decision. In this scan a null test of a tainted
//     reference is no decision (at one exit a walk's reference is mostly
//     null on every path or on none, merge_ref.go) and a field read
//     through it yields a tainted value instead of choosing, while a
//     write through it, a call on it, passing it to a call or storing it
//     is hot (the merged reference is bound there), and so is any test of
//     a tainted value, even one whose region merges (BinTree.descend under
//     the driver's find, whose n.key == x merges into a result the driver
//     drops, saved a quarter of bintree's paths and cost 6-10% more CPU
//     time). A return continues in the frames below, up to
//     autoWalkCallers of them, so that a value compared by a caller's
//     caller counts;
//   - and some path after an exit reads a tainted value: a walk that
//     computes nothing read after it (an invariant check such as
//     SortedList.ordered, whose tests the path condition decides) saves no
//     paths and costs its merging context.
//
// The decision depends on the code and the call stack only, so
// exploration stays deterministic; it is cached per loop and call stack.

// autoWalkCallers bounds the frames below the loop's that the scan follows.
const autoWalkCallers = 4

// Per loop, what the callers do not change (loopPlan.walk).
const (
	walkUnknown int8 = iota
	walkMerge        // merged under every caller
	walkDecline      // declined under every caller
	walkCallers      // decided per call stack (VM.merge.walks)
)

// autoWalkKey identifies a cached decision: the loop's header instruction
// and the invoke instructions of the frames below, the nearest first.
type autoWalkKey struct {
	header  *insn
	callers [autoWalkCallers]*insn
}

// autoWalk reports whether the cost model lets the loop of lp, in the
// frame at index fi, merge although no tainted size is tested.
func (vm *VM) autoWalk(fi int, lp *loopPlan) bool {
	f := &vm.frames[fi]
	switch lp.walk {
	case walkUnknown:
		if lp.writes {
			lp.walk = walkDecline
			return false
		}
		hot, returns := vm.hotExit(f.m, lp, nil)
		if !returns {
			// The scan never left the method with a tainted value, so
			// the callers cannot change it.
			lp.walk = walkDecline
			if !hot {
				lp.walk = walkMerge
			}
			return !hot
		}
		lp.walk = walkCallers
	case walkMerge:
		return true
	case walkDecline:
		return false
	}
	key := autoWalkKey{header: &f.m.code[lp.start]}
	n := 0
	for k := fi; k >= 1 && n < autoWalkCallers; k-- {
		callee := &vm.frames[k]
		if callee.kind != frameNormal || callee.lret != nil {
			break
		}
		c := &vm.frames[k-1]
		key.callers[n] = &c.m.code[c.pc]
		n++
	}
	if d, ok := vm.merge.walks[key]; ok {
		return d
	}
	callers := make([]*frame, n)
	for i := range callers {
		callers[i] = &vm.frames[fi-1-i]
	}
	hot, _ := vm.hotExit(f.m, lp, callers)
	d := !hot
	if vm.merge.walks == nil {
		vm.merge.walks = map[autoWalkKey]bool{}
	}
	vm.merge.walks[key] = d
	return d
}

// hotExit reports whether a first decision after an exit of the loop of
// lp (in m) tests a value the loop may change, or whether no path after
// the exits reads one (the walk computes nothing used: merging it saves
// no paths that the path condition does not already decide); returns
// reports whether the scan met a return of a tainted value, the only
// place where callers change it.
func (vm *VM) hotExit(m *Method, lp *loopPlan, callers []*frame) (hot, returns bool) {
	locals := map[int]bool{}
	for i, in := range lp.in {
		if n, ok := storeIndex(&m.code[i]); ok && in {
			locals[n] = true
		}
	}
	used := false
	for _, pc := range lp.exits {
		s := &taintScan{vm: vm, budget: autoScanBudget, seen: map[scanPoint]bool{}, callers: callers, paths: 2, walk: true}
		hot = s.scan(m, pc, nil, maps.Clone(locals))
		returns = returns || s.returns
		if hot {
			return true, returns
		}
		used = used || s.used
	}
	return !used, returns
}

// writesHeap reports whether an instruction among those of m marked in
// (every instruction when in is nil), or a method they call, writes a
// field, a static or an array element; a call whose method is unknown or
// has no code counts as a write. seen holds the methods being checked.
func (vm *VM) writesHeap(m *Method, in []bool, seen map[*Method]bool) bool {
	seen[m] = true
	for i := range m.code {
		if in != nil && !in[i] {
			continue
		}
		switch op := m.code[i].op; {
		case op == cf.OpPutfield, op == cf.OpPutstatic:
			return true
		case op >= cf.OpIastore && op <= cf.OpSastore:
			return true
		case op == cf.OpInvokedynamic:
			return true
		case op >= cf.OpInvokevirtual && op <= cf.OpInvokeinterface:
			ref, ok := m.Class.File.Pool[m.code[i].a].(*cf.ConstMemberRef)
			if !ok {
				return true
			}
			callee := vm.declared(ref)
			if callee == nil || callee.code == nil {
				return true
			}
			if !seen[callee] && vm.writesHeap(callee, nil, seen) {
				return true
			}
		}
	}
	return false
}
