package interp

import (
	"maps"
	"slices"
	"strings"

	cf "gospf/classfile"
)

// The cost model of merge = "auto" (MergeOptions.Auto). Merging a region
// saves paths only when the paths it joins do not split again at once:
// a merged value that the next decision tests makes that decision a
// choice on the region's guards, with the same sides the region's branch
// had, and the merge has cost static execution and bigger queries for
// nothing (the query-count estimate of Kuznetsov, Kinder, Bucur and Candea,
// "Efficient state merging in symbolic execution", PLDI 2012, counts a
// variable tested right after the join as hot; this is its first-decision
// form). So before a region runs, a taint scan follows the code after its
// join along every path up to the first decision of each: a conditional
// jump or switch, or a use of a reference that needs to know which object
// it is (a field or array access, a call on it, a cast). The values the
// region may change are tainted: the locals it stores to, the operands it
// leaves on the stack, the value it returns when its join is the method's
// exit (the scan then continues in the caller, after the call). The region
// is not merged (counted as rejected, reason "cost") when some path's
// first decision reads a tainted value and is not itself a branch whose
// region merges (a tested reference always counts: a merged reference is
// split where it is used). Anything the scan cannot follow (an
// instruction it does not model, a call with a tainted argument, more than
// autoScanBudget instructions, a loop back to where it was) ends the path
// as a decision on clean values. Heap writes are not tainted: what reads
// them later is too far for a first-decision estimate. That holds for
// references too: a region that stores a merged reference in a field
// (fibheap's `if (n.key < min.key) min = n`) merges; the reference is
// split where a later operation uses it, and on the paths that end or
// only null-test it first (each of its values is an object: one answer,
// merge_ref.go) the fork is saved (fibheap: 46,722 paths to 23,990, about
// 15% less CPU time than without merging).
//
// The decision depends on the code and the call stack only (not on the
// run's history), so exploration stays deterministic, and it is cached
// per branch (and per return address for regions that end in a return).

// autoScanBudget bounds the instructions one scan follows.
const autoScanBudget = 64

// autoKey identifies a cached decision: the branch, and for a region that
// ends in a return, the caller's invoke instruction.
type autoKey struct {
	branch, caller *insn
}

// autoMerge reports whether the cost model lets the region of plan p,
// at the branch at index pc of f, merge.
func (vm *VM) autoMerge(f *frame, pc int, p *regionPlan) bool {
	key := autoKey{branch: &f.m.code[pc]}
	var caller *frame
	if n := len(vm.frames); n >= 2 && f == &vm.frames[n-1] && f.kind == frameNormal && f.lret == nil {
		caller = &vm.frames[n-2]
		key.caller = &caller.m.code[caller.pc]
	}
	if d, ok := vm.merge.auto[key]; ok {
		return d
	}
	d := !vm.recursive(f.m, p) && !vm.hotJoin(f.m, p, caller, vm.regionPaths(f.m, p, 1))
	if vm.merge.auto == nil {
		vm.merge.auto = map[autoKey]bool{}
	}
	vm.merge.auto[key] = d
	return d
}

// hotJoin reports whether a first decision after the region of p (in m)
// tests a value the region may change. caller is the frame the method
// returns to (nil: unknown, and a returned value counts as clean).
func (vm *VM) hotJoin(m *Method, p *regionPlan, caller *frame, paths int) bool {
	s := &taintScan{vm: vm, budget: autoScanBudget, seen: map[scanPoint]bool{}, paths: paths}
	if caller != nil {
		s.callers = []*frame{caller}
	}
	if p.r.Join == p.g.Exit() {
		return s.returned(m, true)
	}
	locals := map[int]bool{}
	for _, b := range p.r.Blocks[1:] {
		blk := p.g.Blocks()[b]
		for i := blk.Start; i < blk.End; i++ {
			if n, ok := storeIndex(&m.code[i]); ok {
				locals[n] = true
			}
		}
	}
	delta, ok := vm.regionDelta(m, p)
	if !ok {
		return false
	}
	st := make([]bool, delta)
	for i := range st {
		st[i] = true
	}
	return s.scan(m, p.g.Blocks()[p.r.Join].Start, st, locals)
}

// regionDelta returns how many operand slots the region of p leaves above
// those at its branch (after the branch pops its operands), following its
// first successors to the join.
func (vm *VM) regionDelta(m *Method, p *regionPlan) (int, bool) {
	blocks := p.g.Blocks()
	b := blocks[p.r.Branch].Succs[0]
	depth := 0
	for steps := 0; b != p.r.Join; steps++ {
		if steps > len(blocks) {
			return 0, false
		}
		blk := blocks[b]
		for i := blk.Start; i < blk.End; i++ {
			pops, pushes, ok := slotEffect(m, &m.code[i])
			if !ok {
				return 0, false
			}
			depth += pushes - pops
		}
		if len(blk.Succs) == 0 {
			return 0, false
		}
		b = blk.Succs[0]
	}
	return max(depth, 0), true
}

// scanPoint is an instruction a scan has reached.
type scanPoint struct {
	m  *Method
	pc int
}

// taintScan follows code after a join (see the file comment).
type taintScan struct {
	vm     *VM
	budget int
	seen   map[scanPoint]bool
	// callers are the frames the scanned method returns to, the nearest
	// first; a path's scan that follows a return continues in the first
	// and knows only the rest from there.
	callers []*frame
	// paths is the number of paths through the region (regionPaths).
	paths int
	// walk marks the scan after a walk's loop (merge_autoloop.go): its
	// merged references are read through and null-tested without
	// choosing (merge_ref.go); used records that a path read a tainted
	// value, returns that it met a return of one.
	walk, used, returns bool
}

// returned continues the scan in the caller after m returns a value that
// is tainted when t is.
func (s *taintScan) returned(m *Method, t bool) bool {
	if !t || !strings.ContainsRune("IJZBCSFDL[", rune(m.Ret)) {
		return false
	}
	s.returns = true
	if len(s.callers) == 0 {
		return false
	}
	s.used = true
	callers := s.callers
	c := callers[0]
	s.callers = callers[1:]
	st := make([]bool, slotsOf(m.Ret))
	for i := range st {
		st[i] = true
	}
	hot := s.scan(c.m, c.pc+1, st, nil)
	s.callers = callers
	return hot
}

// scan follows the code of m from index pc with the operand taints st
// (slots above those are clean) and the tainted locals; it reports
// whether a path's first decision is hot.
func (s *taintScan) scan(m *Method, pc int, st []bool, locals map[int]bool) bool {
	pop := func(n int) bool {
		t := false
		for range n {
			if len(st) > 0 {
				t = t || st[len(st)-1]
				st = st[:len(st)-1]
			}
		}
		return t
	}
	push := func(n int, t bool) {
		for range n {
			st = append(st, t)
		}
	}
	for {
		if s.budget <= 0 || pc >= len(m.code) || s.seen[scanPoint{m, pc}] {
			return false
		}
		s.seen[scanPoint{m, pc}] = true
		s.budget--
		in := &m.code[pc]
		op := in.op
		switch {
		case op >= cf.OpIfeq && op <= cf.OpIfAcmpne || op == cf.OpIfnull || op == cf.OpIfnonnull ||
			op == cf.OpTableswitch || op == cf.OpLookupswitch:
			pops, _, _ := slotEffect(m, in)
			ref := op == cf.OpIfAcmpeq || op == cf.OpIfAcmpne || op == cf.OpIfnull || op == cf.OpIfnonnull
			t := pop(pops)
			switch {
			case t && s.walk && (op == cf.OpIfnull || op == cf.OpIfnonnull):
				// A walk's reference at one exit is mostly null on every
				// path or on none: one answer, both sides followed, each
				// with the budget left here.
				s.used = true
				b := s.budget
				if s.scan(m, int(in.a), slices.Clone(st), maps.Clone(locals)) {
					return true
				}
				s.budget = b
				pc++
				continue
			case t:
				// A two-way test of a value with at most two values splits
				// it into the region's own paths again; a value with more
				// (diamonds' sum) is split into two sets of them, which is
				// where merging still saves paths. A value a walk read at
				// the node it stopped at is hot wherever it is tested,
				// even by a region that merges (merge_autoloop.go).
				if s.walk {
					s.used = true
					return true
				}
				return ref || s.paths <= 2 && !s.vm.mayMerge(m, pc)
			case op == cf.OpTableswitch || op == cf.OpLookupswitch || s.vm.mayMerge(m, pc):
				return false // a decision on clean values, or a region that merges with the next
			}
			// A branch on clean values that does not merge: concrete (a
			// loop's test) or a fork whose sides each meet the merged
			// values. Both sides are followed.
			if s.scan(m, int(in.a), slices.Clone(st), maps.Clone(locals)) {
				return true
			}
		case op == cf.OpGoto || op == cf.OpGotoW:
			pc = int(in.a)
			continue
		case op >= cf.OpIreturn && op < cf.OpReturn:
			pops, _, _ := slotEffect(m, in)
			return s.returned(m, pop(pops))
		case op == cf.OpReturn, op == cf.OpAthrow, op == cf.OpInvokedynamic,
			op == cf.OpMonitorenter, op == cf.OpMonitorexit, op == cf.OpJsr, op == cf.OpJsrW, op == cf.OpRet:
			return false
		}
		if n, ok := loadIndex(in); ok {
			_, pushes, _ := slotEffect(m, in)
			push(pushes, locals[n])
			pc++
			continue
		}
		if n, ok := storeIndex(in); ok && op != cf.OpIinc {
			pops, _, _ := slotEffect(m, in)
			if locals == nil {
				locals = map[int]bool{}
			}
			locals[n] = pop(pops)
			pc++
			continue
		}
		pops, pushes, ok := slotEffect(m, in)
		if !ok {
			return false
		}
		// The reference an instruction dereferences, counted in slots
		// below the top of the operands it pops (-1: none).
		refAt := -1
		switch op {
		case cf.OpGetfield, cf.OpArraylength, cf.OpCheckcast, cf.OpInstanceof:
			refAt = pops - 1
		case cf.OpPutfield, cf.OpInvokevirtual, cf.OpInvokespecial, cf.OpInvokeinterface:
			refAt = pops - 1 // the receiver, under the arguments
		case cf.OpIaload, cf.OpLaload, cf.OpFaload, cf.OpDaload, cf.OpAaload, cf.OpBaload, cf.OpCaload, cf.OpSaload:
			refAt = 1
		case cf.OpIastore, cf.OpFastore, cf.OpAastore, cf.OpBastore, cf.OpCastore, cf.OpSastore:
			refAt = 2
		case cf.OpLastore, cf.OpDastore:
			refAt = 3
		}
		if s.walk && op == cf.OpGetfield && len(st) > 0 && st[len(st)-1] {
			s.used = true
			st = st[:len(st)-1]
			push(pushes, true) // read through the merged reference
			pc++
			continue
		}
		if s.walk && len(st) > 0 && st[len(st)-1] && refStore(m, in) {
			return true // a merged reference stored in the heap is bound where it is read
		}
		if refAt >= 0 && refAt < len(st) && st[len(st)-1-refAt] {
			return true // a tainted reference is used: a merged one would be split here
		}
		isCall := op >= cf.OpInvokevirtual && op <= cf.OpInvokeinterface
		if isCall && refArgTainted(m, in, st) {
			return true // the callee gets a merged reference, which it will most likely use
		}
		t := pop(pops)
		if isCall && t {
			return false // a callee reads a tainted value: beyond the estimate
		}
		push(pushes, t && !isCall)
		pc++
	}
}

// regionPaths returns the number of paths through the region of p (in
// m), a call of an inlinable method counting its body's paths when depth
// allows (the region's branch block excluded, whose instructions run
// before it).
func (vm *VM) regionPaths(m *Method, p *regionPlan, depth int) int {
	blocks := p.g.Blocks()
	n := make([]int, len(p.r.Blocks))
	for k := len(p.r.Blocks) - 1; k >= 0; k-- {
		blk := blocks[p.r.Blocks[k]]
		count := 0
		for _, b := range blk.Succs {
			if i := p.r.Position(b); i > k {
				count += n[i]
			} else if b == p.r.Join {
				count++
			}
		}
		if len(blk.Succs) == 0 {
			count = 1 // a return or athrow: an edge to the exit
		}
		if k > 0 {
			count *= vm.callPaths(m, blk.Start, blk.End, depth)
		}
		n[k] = min(count, 1<<20)
	}
	return n[0]
}

// callPaths returns the product of the paths through the bodies of the
// inlinable methods called by instructions start..end-1 of m (1 beyond
// depth).
func (vm *VM) callPaths(m *Method, start, end, depth int) int {
	prod := 1
	if depth <= 0 {
		return prod
	}
	invokesIn(m, start, end, func(ref *cf.ConstMemberRef) bool {
		if rm := vm.declared(ref); rm != nil {
			if bp := vm.bodyPlan(rm); bp.reject == mergeOK {
				prod = min(prod*vm.regionPaths(rm, bp, depth-1), 1<<20)
			}
		}
		return false
	})
	return prod
}

// recursive reports whether the region of p (in m) calls m itself or a
// method that calls itself: the region would inline the recursion as deep
// as MaxInline allows, a large static execution whose value (a recursive
// check's result, say) rarely saves a path.
func (vm *VM) recursive(m *Method, p *regionPlan) bool {
	return regionInvokes(m, p, func(ref *cf.ConstMemberRef) bool {
		if ref == nil {
			return false
		}
		if names(ref, m) {
			return true
		}
		rm := vm.declared(ref)
		return rm != nil && rm.Code != nil && rm.prepare() == nil &&
			invokesIn(rm, 0, len(rm.code), func(r *cf.ConstMemberRef) bool { return r != nil && names(r, rm) })
	})
}

// regionInvokes calls f with the member reference of every call in the
// region of p (in m), its branch block excluded, until f returns true,
// and reports whether it did.
func regionInvokes(m *Method, p *regionPlan, f func(ref *cf.ConstMemberRef) bool) bool {
	for _, b := range p.r.Blocks[1:] {
		blk := p.g.Blocks()[b]
		if invokesIn(m, blk.Start, blk.End, f) {
			return true
		}
	}
	return false
}

// invokesIn calls f with the member reference (nil when the constant is
// none) of every invokevirtual, invokespecial, invokestatic and
// invokeinterface among instructions start..end-1 of m, until f returns
// true, and reports whether it did.
func invokesIn(m *Method, start, end int, f func(ref *cf.ConstMemberRef) bool) bool {
	for i := start; i < end; i++ {
		in := &m.code[i]
		if in.op < cf.OpInvokevirtual || in.op > cf.OpInvokeinterface {
			continue
		}
		ref, _ := m.Class.File.Pool[in.a].(*cf.ConstMemberRef)
		if f(ref) {
			return true
		}
	}
	return false
}

// names reports whether ref names method m.
func names(ref *cf.ConstMemberRef, m *Method) bool {
	return ref.Class == m.Class.Name && ref.Name == m.Name && ref.Descriptor == m.Desc
}

// declared returns the method ref names (nil for none, or when its class
// cannot be loaded): the declared one, which a call's receiver may
// override.
func (vm *VM) declared(ref *cf.ConstMemberRef) *Method {
	if ref == nil {
		return nil
	}
	c, err := vm.LoadClass(ref.Class)
	if err != nil {
		return nil
	}
	return c.findMethod(ref.Name, ref.Descriptor)
}

// refStore reports whether in stores a reference into a field, a static
// or an array element.
func refStore(m *Method, in *insn) bool {
	switch in.op {
	case cf.OpAastore:
		return true
	case cf.OpPutfield, cf.OpPutstatic:
		ref, ok := m.Class.File.Pool[in.a].(*cf.ConstMemberRef)
		return ok && (ref.Descriptor[0] == 'L' || ref.Descriptor[0] == '[')
	}
	return false
}

// mayMerge reports whether the branch at index pc of m can merge as far
// as its code tells: its plan accepts it, and every call in its region is
// of a method whose body can be inlined (the declared method of the
// reference: the receiver's class may select another).
func (vm *VM) mayMerge(m *Method, pc int) bool {
	p := vm.plan(m, pc)
	if p.reject != mergeOK {
		return false
	}
	if vm.opts.Merge.MaxInline == 0 {
		return true // staticReject rejected the calls
	}
	return !regionInvokes(m, p, func(ref *cf.ConstMemberRef) bool {
		rm := vm.declared(ref)
		return rm == nil || vm.bodyPlan(rm).reject != mergeOK
	})
}

// refArgTainted reports whether a reference argument of the call in is
// tainted in the operand taints st.
func refArgTainted(m *Method, in *insn, st []bool) bool {
	ref, ok := m.Class.File.Pool[in.a].(*cf.ConstMemberRef)
	if !ok {
		return false
	}
	params, _, err := cf.ParseMethodDescriptor(ref.Descriptor)
	if err != nil {
		return false
	}
	at := len(st) // the slot after the last argument
	for i := len(params) - 1; i >= 0; i-- {
		at -= slotsOf(params[i][0])
		if at < 0 {
			return false
		}
		if (params[i][0] == 'L' || params[i][0] == '[') && st[at] {
			return true
		}
	}
	return false
}

// loadIndex returns the local an xload instruction reads.
func loadIndex(in *insn) (int, bool) {
	switch {
	case in.op >= cf.OpIload && in.op <= cf.OpAload:
		return int(in.a), true
	case in.op >= cf.OpIload0 && in.op <= cf.OpAload3:
		return int(in.op-cf.OpIload0) % 4, true
	}
	return 0, false
}

// storeIndex returns the local an xstore or iinc instruction writes.
func storeIndex(in *insn) (int, bool) {
	switch {
	case in.op >= cf.OpIstore && in.op <= cf.OpAstore, in.op == cf.OpIinc:
		return int(in.a), true
	case in.op >= cf.OpIstore0 && in.op <= cf.OpAstore3:
		return int(in.op-cf.OpIstore0) % 4, true
	}
	return 0, false
}

// slotEffect returns the operand slots an instruction pops and pushes,
// from the opcode table or its member reference's descriptor; false for
// what it does not model (invokedynamic, multianewarray).
func slotEffect(m *Method, in *insn) (pops, pushes int, ok bool) {
	info := cf.Opcodes[in.op]
	if info.Pops >= 0 && info.Pushes >= 0 {
		return int(info.Pops), int(info.Pushes), true
	}
	ref, isRef := m.Class.File.Pool[in.a].(*cf.ConstMemberRef)
	if !isRef || ref.Descriptor == "" {
		return 0, 0, false
	}
	switch in.op {
	case cf.OpGetstatic:
		return 0, slotsOf(ref.Descriptor[0]), true
	case cf.OpPutstatic:
		return slotsOf(ref.Descriptor[0]), 0, true
	case cf.OpGetfield:
		return 1, slotsOf(ref.Descriptor[0]), true
	case cf.OpPutfield:
		return 1 + slotsOf(ref.Descriptor[0]), 0, true
	case cf.OpInvokevirtual, cf.OpInvokespecial, cf.OpInvokestatic, cf.OpInvokeinterface:
		args := cf.ArgSlots(ref.Descriptor)
		end := strings.IndexByte(ref.Descriptor, ')')
		if args < 0 || end < 0 || end+1 >= len(ref.Descriptor) {
			return 0, 0, false
		}
		if in.op != cf.OpInvokestatic {
			args++
		}
		if r := ref.Descriptor[end+1]; r != 'V' {
			pushes = slotsOf(r)
		}
		return args, pushes, true
	}
	return 0, 0, false
}
