package interp

import (
	cf "gospf/classfile"
	"gospf/solver"
)

// Inlining (Java Ranger's main source of gain): a call inside a region to
// a method of the program whose whole body is acyclic, at most
// MaxRegion instructions and free of what rejects a region is executed
// statically in place, as a region of its own from its first instruction
// to its returns (cfg's Body): its arguments are the caller's operands,
// its guards extend the caller's, its heap writes are the caller's, and
// its returns merge into one value that the caller pushes. Calls nest up
// to MaxInline deep (and never past MaxFrames, where the JVM would throw
// StackOverflowError). A call is inlined only when its target is known
// without a choice: invokestatic; invokespecial and invokevirtual or
// invokeinterface on a concrete receiver, whose class selects the method
// (a null receiver would throw, a symbolic one needs a choice: rejected).
// JDK methods, Go models, natives, intercepted APIs, lambdas, synchronized
// methods and methods listed in [target] symbolic (which get fresh
// arguments at every call) are not inlined, and a static method of a
// class not initialised yet rejects the region (its initialiser would
// run).

// call executes the invoke in at the top of s's operand stack (sp) by
// inlining its target; it returns the new operand stack height.
func (x *regionExec) call(s *rstate, sp int, in *insn) (int, mergeReason) {
	vm := x.vm
	if x.depth >= vm.opts.Merge.MaxInline || len(vm.frames)+x.depth+1 >= vm.opts.MaxFrames {
		return 0, rejectCall
	}
	rm, err := vm.methodRef(x.f.m, in)
	if err != nil {
		return 0, rejectUnsupported // the dispatch loop reports it on the path that gets there
	}
	argsBase := sp - rm.ArgSlots
	target := rm
	switch in.op {
	case cf.OpInvokestatic:
		if st := vm.initState[rm.Class.initSerial]; st != classInitialized && st != classInitializing {
			return 0, rejectClassInit
		}
	default:
		recv := deref(s.slots[argsBase].v.R)
		switch {
		case recv == nil:
			return 0, rejectThrow
		case IsPlaceholder(recv):
			return 0, rejectSymRef
		}
		s.slots[argsBase].v = RefSlot(recv)
		if in.op != cf.OpInvokespecial {
			target = recv.Class.selectVirtual(rm)
		}
	}
	p := vm.bodyPlan(target)
	if p.reject != mergeOK {
		return 0, p.reject
	}
	child := &regionExec{vm: vm, f: &frame{m: target, kind: frameNormal}, code: target.code, g: p.g, r: p.r,
		depth: x.depth + 1, in: make([][]*rstate, len(p.r.Blocks)), guards: make([][]solver.Expr, len(p.r.Blocks))}
	code := target.Code
	cs := &rstate{guard: s.guard, slots: make([]rslot, int(code.MaxLocals)+int(code.MaxStack)), sp: int(code.MaxLocals),
		writes: append([]hwrite(nil), s.writes...)}
	copy(cs.slots, s.slots[argsBase:sp])
	child.guards[0] = s.guard
	blk := p.g.Blocks()[p.r.Branch]
	if reason := child.execBlock(cs, blk.Start, blk.End); reason != mergeOK {
		return 0, reason
	}
	if reason := child.runBlocks(); reason != mergeOK {
		return 0, reason
	}
	x.count += child.count
	x.branches += child.branches
	x.largest = max(x.largest, child.largest)
	s.writes = child.final.writes
	sp = argsBase
	if r := child.final.ret; r.t != 'V' {
		s.slots[sp] = *r
		sp++
		if r.t == 'J' || r.t == 'D' {
			s.slots[sp] = rslot{t: 'T'}
			sp++
		}
	}
	return sp, mergeOK
}

// bodyPlan returns whether m's whole body can be inlined into a region,
// computed once per method.
func (vm *VM) bodyPlan(m *Method) *regionPlan {
	if p, ok := vm.merge.bodies[m]; ok {
		return p
	}
	p := &regionPlan{reject: rejectCall}
	if vm.merge.bodies == nil {
		vm.merge.bodies = map[*Method]*regionPlan{}
	}
	vm.merge.bodies[m] = p
	c := m.Class
	if c.FromJDK || c.modelled || IsAPIClass(c.Name) || m.lambda != nil || m.Code == nil ||
		m.Access&(cf.AccNative|cf.AccAbstract|cf.AccSynchronized) != 0 ||
		vm.natives.lookup(m) != nil || vm.natives.symbolicSpec(m) != nil || m.prepare() != nil {
		return p
	}
	g, err := vm.merge.graphs.Graph(m.Code)
	if err != nil {
		return p
	}
	r := g.Body()
	p.g, p.r = g, r
	p.reject = vm.regionReject(g, r, r.Blocks, m.code, true)
	return p
}
