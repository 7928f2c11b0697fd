package interp

import (
	"gospf/cfg"
	cf "gospf/classfile"
	"gospf/solver"
)

// rslot is a local or operand of a region's static execution, with the
// type the bytecode gives it: 'I' (int, boolean, byte, char, short), 'J',
// 'F', 'D', 'L' (reference), 'T' (unusable: the second slot of a long or
// double, or a local whose paths disagree on its type), 0 (not written in
// the region: the value it had at the branch). A join needs the type to
// know what an ite of differing values is: Slot{} is both int 0 and null.
type rslot struct {
	v Slot
	t byte
}

// hwrite is a heap write of the region, kept aside until the commit.
type hwrite struct {
	obj *Object
	i   int
	v   Slot
	t   byte // the location's type, as in rslot (never 0 or 'T')
}

// rstate is the state on one edge of a region, or at the start of a block.
type rstate struct {
	// guard is the conjunction of branch conditions that leads here from
	// the region's branch.
	guard []solver.Expr
	// slots are the frame's locals then its operands, from its base.
	slots  []rslot
	sp     int // relative to the frame's base
	writes []hwrite
	// ret is the returned value on an edge to the method's exit (t 'V'
	// for a void return), retPC the return instruction.
	ret   *rslot
	retPC int
}

func (s *rstate) clone() *rstate {
	c := *s
	c.slots = append([]rslot(nil), s.slots...)
	c.writes = append([]hwrite(nil), s.writes...)
	return &c
}

// read returns location i of o as the region left it.
func (s *rstate) read(o *Object, i int) Slot {
	for j := len(s.writes) - 1; j >= 0; j-- {
		if w := &s.writes[j]; w.obj == o && w.i == i {
			return w.v
		}
	}
	return o.Fields[i]
}

// write records a write of location i of o.
func (s *rstate) write(o *Object, i int, v Slot, t byte) {
	for j := range s.writes {
		if w := &s.writes[j]; w.obj == o && w.i == i {
			w.v = v
			return
		}
	}
	s.writes = append(s.writes, hwrite{obj: o, i: i, v: v, t: t})
}

// regionExec is one static execution of a region.
type regionExec struct {
	vm   *VM
	f    *frame
	code []insn
	g    *cfg.Graph
	r    *cfg.Region
	// in holds the states of the edges into each block, by position in
	// r.Blocks; guards the guard each block started with.
	in     [][]*rstate
	guards [][]solver.Expr
	// joinIn holds the edges into the join; final is their merge.
	joinIn []*rstate
	final  *rstate
	// branch is the instruction index of the region's branch.
	branch int
	// depth is the number of calls inlined around this execution
	// (merge_inline.go): 0 for a region, 1 for a call inlined into it...
	depth int
	// count is the number of instructions executed; branches the symbolic
	// branches and switches met; largest the largest summary built.
	count    int64
	branches int
	largest  int
	// err is a host failure of the commit (a return that fails).
	err error
}

func newRegionExec(vm *VM, f *frame, p *regionPlan) *regionExec {
	n := len(p.r.Blocks)
	return &regionExec{vm: vm, f: f, code: f.m.code, g: p.g, r: p.r, branch: f.pc, in: make([][]*rstate, n), guards: make([][]solver.Expr, n)}
}

// run executes the region: the branch, then every block reached, in
// topological order, each from the merge of the edges into it.
func (x *regionExec) run() mergeReason {
	f := x.f
	if x.r.Join == x.g.Exit() && (f.kind != frameNormal || f.lret != nil) {
		return rejectNoJoin
	}
	code := f.m.Code
	s := &rstate{slots: make([]rslot, int(code.MaxLocals)+int(code.MaxStack)), sp: f.sp - f.base}
	for i := 0; i < s.sp; i++ {
		s.slots[i].v = x.vm.stack[f.base+i]
	}
	blk := x.g.Blocks()[x.r.Branch]
	if reason := x.execBlock(s, blk.End-1, blk.End); reason != mergeOK {
		return reason
	}
	x.count-- // the branch itself is counted by the dispatch loop
	if x.branches == 0 {
		return mergeConcrete
	}
	return x.runBlocks()
}

// runBlocks executes the region's blocks after the first, in topological
// order, each from the merge of the edges into it, then merges the edges
// into the join (x.final).
func (x *regionExec) runBlocks() mergeReason {
	for pos := 1; pos < len(x.r.Blocks); pos++ {
		if len(x.in[pos]) == 0 {
			continue // not reached: every edge into it had a concrete condition against it
		}
		s, reason := x.join(x.in[pos], pos)
		if reason != mergeOK {
			return reason
		}
		x.in[pos] = nil
		x.guards[pos] = s.guard
		blk := x.g.Blocks()[x.r.Blocks[pos]]
		if reason := x.execBlock(s, blk.Start, blk.End); reason != mergeOK {
			return reason
		}
	}
	if len(x.joinIn) == 0 {
		return rejectUnsupported
	}
	var reason mergeReason
	x.final, reason = x.join(x.joinIn, -1)
	return reason
}

// emit sends state s (owned by the edge) along the edge to block to,
// under cond when it is valid.
func (x *regionExec) emit(s *rstate, to int, cond solver.Expr) mergeReason {
	if cond.Valid() {
		s.guard = append(s.guard[:len(s.guard):len(s.guard)], cond)
	}
	if to == x.r.Join {
		x.joinIn = append(x.joinIn, s)
		return mergeOK
	}
	pos := x.r.Position(to)
	if pos <= 0 {
		return rejectUnsupported // cannot happen in an acyclic region
	}
	x.in[pos] = append(x.in[pos], s)
	return mergeOK
}

// execBlock executes instructions [start, end) of a block on s and emits
// s along the block's outgoing edges.
func (x *regionExec) execBlock(s *rstate, start, end int) mergeReason {
	vm := x.vm
	st := s.slots
	m := x.f.m
	sp := s.sp
	push := func(v Slot, t byte) {
		st[sp] = rslot{v, t}
		sp++
		if t == 'J' || t == 'D' {
			st[sp] = rslot{t: 'T'}
			sp++
		}
	}
	for i := start; i < end; i++ {
		in := &x.code[i]
		x.count++
		switch op := in.op; op {
		case cf.OpNop:
		case cf.OpAconstNull:
			push(Slot{}, 'L')
		case cf.OpIconstM1, cf.OpIconst0, cf.OpIconst1, cf.OpIconst2, cf.OpIconst3, cf.OpIconst4, cf.OpIconst5:
			push(Slot{I: int64(op) - cf.OpIconst0}, 'I')
		case cf.OpLconst0, cf.OpLconst1:
			push(Slot{I: int64(op) - cf.OpLconst0}, 'J')
		case cf.OpFconst0, cf.OpFconst1, cf.OpFconst2:
			push(FloatSlot(float32(op-cf.OpFconst0)), 'F')
		case cf.OpDconst0, cf.OpDconst1:
			push(DoubleSlot(float64(op-cf.OpDconst0)), 'D')
		case cf.OpBipush, cf.OpSipush:
			push(Slot{I: int64(in.a)}, 'I')
		case cf.OpLdc, cf.OpLdcW, cf.OpLdc2W:
			v, err := vm.ldc(m, in)
			if err != nil {
				return rejectUnsupported
			}
			push(v, constType(m.Class.File.Pool[in.a])[0])
		case cf.OpIload, cf.OpLload, cf.OpFload, cf.OpDload, cf.OpAload:
			push(st[in.a].v, loadType[op])
		case cf.OpIload0, cf.OpIload1, cf.OpIload2, cf.OpIload3:
			push(st[op-cf.OpIload0].v, 'I')
		case cf.OpLload0, cf.OpLload1, cf.OpLload2, cf.OpLload3:
			push(st[op-cf.OpLload0].v, 'J')
		case cf.OpFload0, cf.OpFload1, cf.OpFload2, cf.OpFload3:
			push(st[op-cf.OpFload0].v, 'F')
		case cf.OpDload0, cf.OpDload1, cf.OpDload2, cf.OpDload3:
			push(st[op-cf.OpDload0].v, 'D')
		case cf.OpAload0, cf.OpAload1, cf.OpAload2, cf.OpAload3:
			push(st[op-cf.OpAload0].v, 'L')
		case cf.OpIstore, cf.OpLstore, cf.OpFstore, cf.OpDstore, cf.OpAstore:
			sp = storeLocal(st, sp, int(in.a), storeType[op])
		case cf.OpIstore0, cf.OpIstore1, cf.OpIstore2, cf.OpIstore3:
			sp = storeLocal(st, sp, int(op-cf.OpIstore0), 'I')
		case cf.OpLstore0, cf.OpLstore1, cf.OpLstore2, cf.OpLstore3:
			sp = storeLocal(st, sp, int(op-cf.OpLstore0), 'J')
		case cf.OpFstore0, cf.OpFstore1, cf.OpFstore2, cf.OpFstore3:
			sp = storeLocal(st, sp, int(op-cf.OpFstore0), 'F')
		case cf.OpDstore0, cf.OpDstore1, cf.OpDstore2, cf.OpDstore3:
			sp = storeLocal(st, sp, int(op-cf.OpDstore0), 'D')
		case cf.OpAstore0, cf.OpAstore1, cf.OpAstore2, cf.OpAstore3:
			sp = storeLocal(st, sp, int(op-cf.OpAstore0), 'L')
		case cf.OpPop, cf.OpPop2, cf.OpDup, cf.OpDupX1, cf.OpDupX2, cf.OpDup2, cf.OpDup2X1, cf.OpDup2X2, cf.OpSwap:
			sp = stackOp(op, st, sp)

		case cf.OpIadd, cf.OpIsub, cf.OpImul, cf.OpIand, cf.OpIor, cf.OpIxor, cf.OpIshl, cf.OpIshr, cf.OpIushr:
			a, b := st[sp-2].v, st[sp-1].v
			sp -= 2
			if a.S.Valid() || b.S.Valid() {
				push(vm.IntOp(a, b, intOps[op]), 'I')
			} else {
				push(Slot{I: int64(concreteInt(op, int32(a.I), int32(b.I)))}, 'I')
			}
		case cf.OpLadd, cf.OpLsub, cf.OpLmul, cf.OpLand, cf.OpLor, cf.OpLxor:
			a, b := st[sp-4].v, st[sp-2].v
			sp -= 4
			if a.S.Valid() || b.S.Valid() {
				push(vm.LongOp(a, b, longOps[op]), 'J')
			} else {
				push(Slot{I: concreteLong(op, a.I, b.I)}, 'J')
			}
		case cf.OpLshl, cf.OpLshr, cf.OpLushr:
			a, b := st[sp-3].v, st[sp-1].v
			sp -= 3
			if a.S.Valid() || b.S.Valid() {
				push(vm.Normal(Slot{S: vm.shiftLong(op, vm.SymOf(a, solver.KLong), vm.SymOf(b, solver.KInt))}), 'J')
			} else {
				push(Slot{I: concreteLong(op, a.I, b.I)}, 'J')
			}
		case cf.OpIdiv, cf.OpIrem, cf.OpLdiv, cf.OpLrem:
			long := op == cf.OpLdiv || op == cf.OpLrem
			w := 1
			if long {
				w = 2
			}
			a, b := st[sp-2*w].v, st[sp-w].v
			if b.S.Valid() || (long && b.I == 0) || (!long && int32(b.I) == 0) {
				return rejectThrow // a choice on the divisor, or ArithmeticException
			}
			sp -= 2 * w
			t := byte('I')
			if long {
				t = 'J'
			}
			push(vm.divOp(op, a, b, long), t)
		case cf.OpIneg:
			if v := st[sp-1].v; v.S.Valid() {
				st[sp-1] = rslot{vm.Normal(Slot{S: vm.ctx.Neg(v.S)}), 'I'}
			} else {
				st[sp-1] = rslot{Slot{I: int64(-int32(v.I))}, 'I'}
			}
		case cf.OpLneg:
			if v := st[sp-2].v; v.S.Valid() {
				st[sp-2] = rslot{vm.Normal(Slot{S: vm.ctx.Neg(v.S)}), 'J'}
			} else {
				st[sp-2] = rslot{Slot{I: -v.I}, 'J'}
			}
		case cf.OpIinc:
			l := st[in.a].v
			if l.S.Valid() {
				l = vm.IntOp(l, Slot{I: int64(in.b)}, solver.OpAdd)
			} else {
				l = Slot{I: int64(int32(l.I) + in.b)}
			}
			st[in.a] = rslot{l, 'I'}
		case cf.OpI2l, cf.OpL2i, cf.OpI2b, cf.OpI2c, cf.OpI2s:
			w, t := 1, byte('I')
			if op == cf.OpL2i {
				w = 2
			}
			if op == cf.OpI2l {
				t = 'J'
			}
			v := st[sp-w].v
			sp -= w
			if v.S.Valid() {
				push(vm.Normal(Slot{S: vm.convert(op, v.S)}), t)
			} else {
				push(Slot{I: concreteConvert(op, v.I)}, t)
			}
		case cf.OpLcmp:
			a, b := st[sp-4].v, st[sp-2].v
			sp -= 4
			if a.S.Valid() || b.S.Valid() {
				push(vm.Normal(Slot{S: vm.ctx.Cmp(vm.SymOf(a, solver.KLong), vm.SymOf(b, solver.KLong))}), 'I')
			} else {
				push(Slot{I: int64(cmp3(a.I, b.I))}, 'I')
			}
		case cf.OpFadd, cf.OpFsub, cf.OpFmul, cf.OpFdiv, cf.OpFrem, cf.OpDadd, cf.OpDsub, cf.OpDmul, cf.OpDdiv, cf.OpDrem,
			cf.OpFneg, cf.OpDneg, cf.OpFcmpl, cf.OpFcmpg, cf.OpDcmpl, cf.OpDcmpg,
			cf.OpI2f, cf.OpI2d, cf.OpL2f, cf.OpL2d, cf.OpF2i, cf.OpF2l, cf.OpF2d, cf.OpD2i, cf.OpD2l, cf.OpD2f:
			var ok bool
			if sp, ok = floatOpOn(op, st, sp); !ok {
				return rejectUnsupported // a symbolic operand: as the dispatch loop does, leave it to it
			}

		case cf.OpIfeq, cf.OpIfne, cf.OpIflt, cf.OpIfge, cf.OpIfgt, cf.OpIfle,
			cf.OpIfIcmpeq, cf.OpIfIcmpne, cf.OpIfIcmplt, cf.OpIfIcmpge, cf.OpIfIcmpgt, cf.OpIfIcmple:
			var a, b Slot
			if op >= cf.OpIfIcmpeq {
				a, b = st[sp-2].v, st[sp-1].v
				sp -= 2
			} else {
				a = st[sp-1].v
				sp--
			}
			s.sp = sp
			var jump solver.Expr
			if a.S.Valid() || b.S.Valid() {
				jump = vm.branchExprs(op, a, b).jump
			} else {
				jump = vm.ctx.Bool(intCond(op, int32(a.I), int32(b.I)))
			}
			return x.fork(s, i, int(in.a), jump)
		case cf.OpIfAcmpeq, cf.OpIfAcmpne, cf.OpIfnull, cf.OpIfnonnull:
			var eq bool
			if op == cf.OpIfnull || op == cf.OpIfnonnull {
				o := deref(st[sp-1].v.R)
				if IsPlaceholder(o) {
					return rejectSymRef
				}
				eq = o == nil
				sp--
			} else {
				a, b := deref(st[sp-2].v.R), deref(st[sp-1].v.R)
				if IsPlaceholder(a) || IsPlaceholder(b) {
					return rejectSymRef
				}
				eq = a == b
				sp -= 2
			}
			s.sp = sp
			jump := eq == (op == cf.OpIfAcmpeq || op == cf.OpIfnull)
			return x.fork(s, i, int(in.a), vm.ctx.Bool(jump))
		case cf.OpGoto, cf.OpGotoW:
			s.sp = sp
			return x.emit(s, x.g.BlockOf(int(in.a)), solver.Expr{})
		case cf.OpTableswitch, cf.OpLookupswitch:
			key := st[sp-1].v
			s.sp = sp - 1
			return x.switchEdges(s, in.sw, key)
		case cf.OpIreturn, cf.OpLreturn, cf.OpFreturn, cf.OpDreturn, cf.OpAreturn, cf.OpReturn:
			if x.r.Join != x.g.Exit() {
				return rejectUnsupported // cannot happen: a return leaves every region before its join
			}
			ret := rslot{t: 'V'}
			switch op {
			case cf.OpIreturn:
				ret = rslot{vm.Narrow(st[sp-1].v, m.Ret), 'I'}
			case cf.OpLreturn:
				ret = rslot{st[sp-2].v, 'J'}
			case cf.OpDreturn:
				ret = rslot{st[sp-2].v, 'D'}
			case cf.OpFreturn:
				ret = rslot{st[sp-1].v, 'F'}
			case cf.OpAreturn:
				ret = rslot{st[sp-1].v, 'L'}
			}
			s.sp, s.ret, s.retPC = sp, &ret, i
			x.joinIn = append(x.joinIn, s)
			return mergeOK

		case cf.OpInvokestatic, cf.OpInvokespecial, cf.OpInvokevirtual, cf.OpInvokeinterface:
			var reason mergeReason
			if sp, reason = x.call(s, sp, in); reason != mergeOK {
				return reason
			}
		case cf.OpGetstatic, cf.OpPutstatic, cf.OpGetfield, cf.OpPutfield:
			var reason mergeReason
			if sp, reason = x.field(s, sp, in); reason != mergeOK {
				return reason
			}
		case cf.OpIaload, cf.OpLaload, cf.OpFaload, cf.OpDaload, cf.OpAaload, cf.OpBaload, cf.OpCaload, cf.OpSaload:
			arr, idx := deref(st[sp-2].v.R), st[sp-1].v
			j, reason := arrayAccess(arr, idx)
			if reason != mergeOK {
				return reason
			}
			sp -= 2
			push(s.read(arr, j), elemType(op))
		case cf.OpIastore, cf.OpLastore, cf.OpFastore, cf.OpDastore, cf.OpAastore, cf.OpBastore, cf.OpCastore, cf.OpSastore:
			w := 1
			if op == cf.OpLastore || op == cf.OpDastore {
				w = 2
			}
			arr, idx, val := deref(st[sp-2-w].v.R), st[sp-1-w].v, st[sp-w].v
			j, reason := arrayAccess(arr, idx)
			if reason != mergeOK {
				return reason
			}
			switch op {
			case cf.OpBastore, cf.OpCastore, cf.OpSastore:
				val = vm.storedElement(op, arr.Class, val)
			case cf.OpAastore:
				if val.R = deref(val.R); IsPlaceholder(val.R) {
					return rejectSymRef
				}
				if val.R != nil && !val.R.Class.IsSubclassOf(arr.Class.Component) {
					return rejectThrow
				}
			}
			s.write(arr, j, val, elemType(op))
			sp -= 2 + w
		case cf.OpArraylength:
			o := deref(st[sp-1].v.R)
			switch {
			case o == nil:
				return rejectThrow
			case IsPlaceholder(o) || symArrayOf(o) != nil:
				return rejectSymRef
			}
			st[sp-1] = rslot{Slot{I: int64(len(o.Fields))}, 'I'}
		case cf.OpCheckcast, cf.OpInstanceof:
			o := deref(st[sp-1].v.R)
			if IsPlaceholder(o) {
				return rejectSymRef
			}
			c, err := vm.classRef(m, in)
			if err != nil {
				return rejectUnsupported
			}
			ok := o != nil && o.Class.IsSubclassOf(c)
			if op == cf.OpInstanceof {
				st[sp-1] = rslot{Slot{I: b2i(ok)}, 'I'}
			} else if o != nil && !ok {
				return rejectThrow
			}
		default:
			return rejectUnsupported
		}
		s.sp = sp
	}
	return x.emit(s, x.g.BlockOf(end), solver.Expr{})
}

// fork emits s along both edges of the conditional jump at index i with
// jump condition jump: the fall-through under !jump, the target under
// jump; a constant condition takes one edge with no guard.
func (x *regionExec) fork(s *rstate, i, target int, jump solver.Expr) mergeReason {
	fall, to := x.g.BlockOf(i+1), x.g.BlockOf(target)
	if jump.IsConst() {
		if jump.ConstValue() != 0 {
			return x.emit(s, to, solver.Expr{})
		}
		return x.emit(s, fall, solver.Expr{})
	}
	x.branches++
	if fall == to {
		return x.emit(s, to, solver.Expr{})
	}
	if r := x.emit(s.clone(), fall, x.vm.ctx.Not(jump)); r != mergeOK {
		return r
	}
	return x.emit(s, to, jump)
}

// switchEdges emits s along the edges of a switch on key: one per
// distinct target, in key order, then the default, each under the
// disjunction of its keys (the default under the conjunction of the other
// keys' negations), as symSwitch's choices are.
func (x *regionExec) switchEdges(s *rstate, t *switchTable, key Slot) mergeReason {
	if !key.S.Valid() {
		return x.emit(s, x.g.BlockOf(int(t.lookup(int32(key.I)))), solver.Expr{})
	}
	c := x.vm.ctx
	var targets []int32
	conds := map[int32]solver.Expr{}
	def := c.Bool(true)
	for i, k := range t.keys {
		tg := t.targets[i]
		if tg == t.def {
			continue
		}
		eq := c.Eq(key.S, c.Const(solver.KInt, int64(k)))
		if prev, ok := conds[tg]; ok {
			conds[tg] = c.LOr(prev, eq)
		} else {
			targets = append(targets, tg)
			conds[tg] = eq
		}
		def = c.LAnd(def, c.Not(eq))
	}
	if len(targets) == 0 {
		return x.emit(s, x.g.BlockOf(int(t.def)), solver.Expr{})
	}
	x.branches++
	targets = append(targets, t.def)
	conds[t.def] = def
	for i, tg := range targets {
		e := s
		if i < len(targets)-1 {
			e = s.clone()
		}
		if r := x.emit(e, x.g.BlockOf(int(tg)), conds[tg]); r != mergeOK {
			return r
		}
	}
	return mergeOK
}

// field executes a field instruction on s: reads see the region's
// earlier writes, writes are kept in s.
func (x *regionExec) field(s *rstate, sp int, in *insn) (int, mergeReason) {
	vm := x.vm
	st := s.slots
	fd, err := vm.fieldRef(x.f.m, in)
	if err != nil {
		return 0, rejectUnsupported // the dispatch loop reports it on the path that gets there
	}
	t := fieldType(fd.Desc[0])
	w := slotsOf(fd.Desc[0])
	var o *Object
	switch in.op {
	case cf.OpGetstatic, cf.OpPutstatic:
		if st := vm.initState[fd.Class.initSerial]; st != classInitialized && st != classInitializing {
			return 0, rejectClassInit
		}
		o = fd.Class.statics
	case cf.OpGetfield:
		o = deref(st[sp-1].v.R)
		sp--
	default:
		o = deref(st[sp-1-w].v.R)
	}
	switch {
	case IsPlaceholder(o):
		return 0, rejectSymRef
	case o == nil:
		return 0, rejectThrow
	case o.Native != nil:
		if sl, ok := o.Native.(Sealed); ok && sl.SealedField(fd) {
			return 0, rejectUnsupported // the dispatch loop stops it (Sealed)
		}
	}
	switch in.op {
	case cf.OpGetstatic, cf.OpGetfield:
		st[sp] = rslot{s.read(o, fd.Slot), t}
		sp++
		if w == 2 {
			st[sp] = rslot{t: 'T'}
			sp++
		}
	case cf.OpPutstatic:
		s.write(o, fd.Slot, st[sp-w].v, t)
		sp -= w
	default:
		s.write(o, fd.Slot, st[sp-w].v, t)
		sp -= 1 + w
	}
	return sp, mergeOK
}

// arrayAccess checks an array access of the region: a concrete array, a
// concrete index in bounds.
func arrayAccess(arr *Object, idx Slot) (int, mergeReason) {
	switch {
	case arr == nil:
		return 0, rejectThrow
	case IsPlaceholder(arr) || symArrayOf(arr) != nil || idx.S.Valid():
		return 0, rejectSymRef
	}
	j := int32(idx.I)
	if j < 0 || int(j) >= len(arr.Fields) {
		return 0, rejectThrow
	}
	return int(j), mergeOK
}

// storeLocal pops the top operand into local i with type t.
func storeLocal(st []rslot, sp, i int, t byte) int {
	w := 1
	if t == 'J' || t == 'D' {
		w = 2
		st[i+1] = rslot{t: 'T'}
	}
	sp -= w
	st[i] = rslot{st[sp].v, t}
	return sp
}

// stackOp executes pop, pop2, dup and its variants and swap (JVMS 6.5),
// which move slots regardless of their types.
func stackOp(op uint8, st []rslot, sp int) int {
	switch op {
	case cf.OpPop:
		return sp - 1
	case cf.OpPop2:
		return sp - 2
	case cf.OpDup:
		st[sp] = st[sp-1]
		return sp + 1
	case cf.OpDupX1:
		v1, v2 := st[sp-1], st[sp-2]
		st[sp-2], st[sp-1], st[sp] = v1, v2, v1
		return sp + 1
	case cf.OpDupX2:
		v1, v2, v3 := st[sp-1], st[sp-2], st[sp-3]
		st[sp-3], st[sp-2], st[sp-1], st[sp] = v1, v3, v2, v1
		return sp + 1
	case cf.OpDup2:
		st[sp], st[sp+1] = st[sp-2], st[sp-1]
		return sp + 2
	case cf.OpDup2X1:
		v1, v2, v3 := st[sp-1], st[sp-2], st[sp-3]
		st[sp-3], st[sp-2], st[sp-1], st[sp], st[sp+1] = v2, v1, v3, v2, v1
		return sp + 2
	case cf.OpDup2X2:
		v1, v2, v3, v4 := st[sp-1], st[sp-2], st[sp-3], st[sp-4]
		st[sp-4], st[sp-3], st[sp-2], st[sp-1], st[sp], st[sp+1] = v2, v1, v4, v3, v2, v1
		return sp + 2
	}
	st[sp-1], st[sp-2] = st[sp-2], st[sp-1] // swap
	return sp
}

// floatOpOn executes a float or double instruction on concrete operands,
// as the dispatch loop does; ok is false when an operand is symbolic.
func floatOpOn(op uint8, st []rslot, sp int) (int, bool) {
	in := 1
	switch op {
	case cf.OpDadd, cf.OpDsub, cf.OpDmul, cf.OpDdiv, cf.OpDrem, cf.OpDcmpl, cf.OpDcmpg:
		in = 4
	case cf.OpFadd, cf.OpFsub, cf.OpFmul, cf.OpFdiv, cf.OpFrem, cf.OpFcmpl, cf.OpFcmpg:
		in = 2
	case cf.OpDneg, cf.OpL2f, cf.OpL2d, cf.OpD2i, cf.OpD2l, cf.OpD2f:
		in = 2
	}
	for _, s := range st[sp-in : sp] {
		if s.v.S.Valid() {
			return sp, false
		}
	}
	var r Slot
	var t byte
	switch op {
	case cf.OpFadd, cf.OpFsub, cf.OpFmul, cf.OpFdiv, cf.OpFrem:
		r, t = FloatSlot(floatOp(op, st[sp-2].v.Float(), st[sp-1].v.Float())), 'F'
	case cf.OpDadd, cf.OpDsub, cf.OpDmul, cf.OpDdiv, cf.OpDrem:
		r, t = DoubleSlot(doubleOp(op, st[sp-4].v.Double(), st[sp-2].v.Double())), 'D'
	case cf.OpFneg:
		r, t = FloatSlot(-st[sp-1].v.Float()), 'F'
	case cf.OpDneg:
		r, t = DoubleSlot(-st[sp-2].v.Double()), 'D'
	case cf.OpFcmpl, cf.OpFcmpg:
		r, t = Slot{I: int64(fcmp(float64(st[sp-2].v.Float()), float64(st[sp-1].v.Float()), op == cf.OpFcmpg))}, 'I'
	case cf.OpDcmpl, cf.OpDcmpg:
		r, t = Slot{I: int64(fcmp(st[sp-4].v.Double(), st[sp-2].v.Double(), op == cf.OpDcmpg))}, 'I'
	default: // conversions
		bits, _ := floatConvert(op, st[sp-in].v.I)
		r, t = Slot{I: bits}, convType[op]
	}
	sp -= in
	st[sp] = rslot{r, t}
	sp++
	if t == 'J' || t == 'D' {
		st[sp] = rslot{t: 'T'}
		sp++
	}
	return sp, true
}

// convType is the result type of the conversions involving float or
// double.
var convType = map[uint8]byte{cf.OpI2f: 'F', cf.OpI2d: 'D', cf.OpL2f: 'F', cf.OpL2d: 'D', cf.OpF2i: 'I', cf.OpF2l: 'J',
	cf.OpF2d: 'D', cf.OpD2i: 'I', cf.OpD2l: 'J', cf.OpD2f: 'F'}

// loadType and storeType give the type of the wide-form local loads and
// stores.
var (
	loadType  = map[uint8]byte{cf.OpIload: 'I', cf.OpLload: 'J', cf.OpFload: 'F', cf.OpDload: 'D', cf.OpAload: 'L'}
	storeType = map[uint8]byte{cf.OpIstore: 'I', cf.OpLstore: 'J', cf.OpFstore: 'F', cf.OpDstore: 'D', cf.OpAstore: 'L'}
)

// elemType is the type of the element an array load or store moves.
func elemType(op uint8) byte {
	switch op {
	case cf.OpLaload, cf.OpLastore:
		return 'J'
	case cf.OpFaload, cf.OpFastore:
		return 'F'
	case cf.OpDaload, cf.OpDastore:
		return 'D'
	case cf.OpAaload, cf.OpAastore:
		return 'L'
	}
	return 'I'
}

// fieldType is the rslot type of a field of descriptor type d.
func fieldType(d byte) byte {
	switch d {
	case 'J', 'F', 'D':
		return d
	case 'L', '[':
		return 'L'
	}
	return 'I'
}
