package interp

import (
	"fmt"

	cf "gospf/classfile"
	"gospf/solver"
)

// stopReason says why exec returned.
type stopReason uint8

const (
	stopEnd      stopReason = iota + 1 // the path ended (vm.outcome is set)
	stopChoice                         // a choice point was reached (vm.gen is set)
	stopReturn                         // a callback frame returned (see call.go)
	stopFragment                       // the top frame reached a fragment boundary (fragment.go)
	stopFragExit                       // a recorded fragment ended (fragment.go)
	stopLoopExit                       // the watched frame left the loop of a merging context (merge_loop.go)
)

// exec is the dispatch loop: one flat switch over decoded instructions. The
// hot state (pc, sp, the stack slice) lives in locals and is written back to
// the frame before anything that can change frames.
func (vm *VM) exec() (stopReason, error) {
	var n int64 // instructions executed since the last flush
	defer func() { vm.instructions += n; vm.pathInsns += n }()
	limit := vm.opts.MaxInstructionsPerPath
	if vm.rec != nil {
		limit = vm.rec.limit
	}
	lw := vm.loopWatching
outer:
	for {
		if vm.outcome != nil {
			return stopEnd, nil
		}
		if vm.cbDone {
			vm.cbDone = false
			return stopReturn, nil
		}
		if lw != nil && lw.leftLoop(vm) {
			return stopLoopExit, nil
		}
		fi := len(vm.frames) - 1
		f := &vm.frames[fi]
		m := f.m
		code := m.run
		if code == nil {
			code = m.code
		}
		st := vm.stack
		base := f.base
		sp := f.sp
		pc := f.pc
		for {
			if lw != nil && fi == lw.fi && !lw.in[pc] {
				f.pc, f.sp = pc, sp
				return stopLoopExit, nil
			}
			in := &code[pc]
			n++
		dispatch:
			switch in.op {
			case opFragment:
				f.pc, f.sp = pc, sp
				n--
				vm.instructions += n
				vm.pathInsns += n
				n = 0
				pass, stop, err := vm.atBoundary(f, fi)
				if err != nil || stop != 0 {
					return stop, err
				}
				if !pass {
					continue outer
				}
				in = &m.code[pc]
				n++
				goto dispatch
			case cf.OpNop:
				pc++
			case cf.OpAconstNull:
				st[sp] = Slot{}
				sp++
				pc++
			case cf.OpIconstM1, cf.OpIconst0, cf.OpIconst1, cf.OpIconst2, cf.OpIconst3, cf.OpIconst4, cf.OpIconst5:
				st[sp] = Slot{I: int64(in.op) - cf.OpIconst0}
				sp++
				pc++
			case cf.OpLconst0, cf.OpLconst1:
				st[sp] = Slot{I: int64(in.op) - cf.OpLconst0}
				sp += 2
				pc++
			case cf.OpFconst0, cf.OpFconst1, cf.OpFconst2:
				st[sp] = FloatSlot(float32(in.op - cf.OpFconst0))
				sp++
				pc++
			case cf.OpDconst0, cf.OpDconst1:
				st[sp] = DoubleSlot(float64(in.op - cf.OpDconst0))
				sp += 2
				pc++
			case cf.OpBipush, cf.OpSipush:
				st[sp] = Slot{I: int64(in.a)}
				sp++
				pc++
			case cf.OpLdc, cf.OpLdcW, cf.OpLdc2W:
				v, err := vm.ldc(m, in)
				if err != nil {
					f.pc, f.sp = pc, sp
					return 0, vm.hostErr(err)
				}
				if v.R != nil && vm.rec != nil {
					f.pc, f.sp = pc, sp
					return 0, vm.abandon("a constant object (ldc)")
				}
				st[sp] = v
				if in.op == cf.OpLdc2W {
					sp += 2
				} else {
					sp++
				}
				pc++
			case cf.OpIload, cf.OpFload, cf.OpAload:
				st[sp] = st[base+int(in.a)]
				sp++
				pc++
			case cf.OpLload, cf.OpDload:
				st[sp] = st[base+int(in.a)]
				sp += 2
				pc++
			case cf.OpIload0, cf.OpIload1, cf.OpIload2, cf.OpIload3:
				st[sp] = st[base+int(in.op-cf.OpIload0)]
				sp++
				pc++
			case cf.OpFload0, cf.OpFload1, cf.OpFload2, cf.OpFload3:
				st[sp] = st[base+int(in.op-cf.OpFload0)]
				sp++
				pc++
			case cf.OpAload0, cf.OpAload1, cf.OpAload2, cf.OpAload3:
				st[sp] = st[base+int(in.op-cf.OpAload0)]
				sp++
				pc++
			case cf.OpLload0, cf.OpLload1, cf.OpLload2, cf.OpLload3:
				st[sp] = st[base+int(in.op-cf.OpLload0)]
				sp += 2
				pc++
			case cf.OpDload0, cf.OpDload1, cf.OpDload2, cf.OpDload3:
				st[sp] = st[base+int(in.op-cf.OpDload0)]
				sp += 2
				pc++
			case cf.OpIstore, cf.OpFstore, cf.OpAstore:
				sp--
				st[base+int(in.a)] = st[sp]
				pc++
			case cf.OpLstore, cf.OpDstore:
				sp -= 2
				st[base+int(in.a)] = st[sp]
				pc++
			case cf.OpIstore0, cf.OpIstore1, cf.OpIstore2, cf.OpIstore3:
				sp--
				st[base+int(in.op-cf.OpIstore0)] = st[sp]
				pc++
			case cf.OpFstore0, cf.OpFstore1, cf.OpFstore2, cf.OpFstore3:
				sp--
				st[base+int(in.op-cf.OpFstore0)] = st[sp]
				pc++
			case cf.OpAstore0, cf.OpAstore1, cf.OpAstore2, cf.OpAstore3:
				sp--
				st[base+int(in.op-cf.OpAstore0)] = st[sp]
				pc++
			case cf.OpLstore0, cf.OpLstore1, cf.OpLstore2, cf.OpLstore3:
				sp -= 2
				st[base+int(in.op-cf.OpLstore0)] = st[sp]
				pc++
			case cf.OpDstore0, cf.OpDstore1, cf.OpDstore2, cf.OpDstore3:
				sp -= 2
				st[base+int(in.op-cf.OpDstore0)] = st[sp]
				pc++

			case cf.OpIaload, cf.OpFaload, cf.OpAaload, cf.OpBaload, cf.OpCaload, cf.OpSaload:
				// Fast path: a concrete index in bounds.
				if arr, idx := st[sp-2].R, st[sp-1]; arr != nil && !idx.S.Valid() && uint64(uint32(idx.I)) < uint64(len(arr.Fields)) && vm.rec == nil {
					sp--
					st[sp-1] = arr.Fields[int32(idx.I)]
					pc++
					break
				}
				fallthrough
			case cf.OpLaload, cf.OpDaload:
				arr, idx := st[sp-2].R, st[sp-1]
				if arr != nil && (arr.Class == nil || symArrayOf(arr) != nil) {
					f.pc, f.sp = pc, sp
					if stop, err := vm.symArrayOp(f, in); err != nil || stop != 0 {
						n--
						return stop, err
					}
					continue outer
				}
				if arr == nil {
					f.pc, f.sp = pc, sp
					if err := vm.throwNew("java/lang/NullPointerException", npeMessage(m, pc)); err != nil {
						return 0, err
					}
					continue outer
				}
				i, ok, stop, err := vm.arrayIndex(f, pc, sp, arr, idx)
				if err != nil || stop != 0 {
					n--
					return stop, err
				}
				if !ok {
					continue outer
				}
				sp -= 2
				st[sp] = arr.Fields[i]
				if vm.rec != nil {
					v, err := vm.recordRead(Location{Kind: LocElement, Obj: arr, Index: i}, st[sp])
					if err != nil {
						f.pc, f.sp = pc, sp+2
						return 0, err
					}
					st[sp] = v
				}
				if in.op == cf.OpLaload || in.op == cf.OpDaload {
					sp += 2
				} else {
					sp++
				}
				pc++
			case cf.OpIastore, cf.OpFastore:
				// Fast path: a concrete index in bounds (no narrowing, no type check).
				if arr, idx := st[sp-3].R, st[sp-2]; arr != nil && !idx.S.Valid() && uint64(uint32(idx.I)) < uint64(len(arr.Fields)) && vm.rec == nil {
					if arr.epoch != vm.epoch {
						vm.Touch(arr)
					}
					arr.Fields[int32(idx.I)] = st[sp-1]
					sp -= 3
					pc++
					break
				}
				fallthrough
			case cf.OpAastore, cf.OpBastore, cf.OpCastore, cf.OpSastore, cf.OpLastore, cf.OpDastore:
				w := 1
				if in.op == cf.OpLastore || in.op == cf.OpDastore {
					w = 2
				}
				arr, idx, val := st[sp-2-w].R, st[sp-1-w], st[sp-w]
				if arr != nil && (arr.Class == nil || symArrayOf(arr) != nil) {
					f.pc, f.sp = pc, sp
					if stop, err := vm.symArrayOp(f, in); err != nil || stop != 0 {
						n--
						return stop, err
					}
					continue outer
				}
				if arr == nil {
					f.pc, f.sp = pc, sp
					if err := vm.throwNew("java/lang/NullPointerException", npeMessage(m, pc)); err != nil {
						return 0, err
					}
					continue outer
				}
				i, ok, stop, err := vm.arrayIndex(f, pc, sp, arr, idx)
				if err != nil || stop != 0 {
					n--
					return stop, err
				}
				if !ok {
					continue outer
				}
				switch in.op {
				case cf.OpBastore, cf.OpCastore, cf.OpSastore:
					val = vm.storedElement(in.op, arr.Class, val)
				case cf.OpAastore:
					if IsPlaceholder(val.R) {
						f.pc, f.sp = pc, sp
						again, stop, err := vm.storableRef(f, sp-1, arr.Class.Component)
						if err != nil || stop != 0 {
							n--
							return stop, err
						}
						if again {
							n--
							continue outer
						}
					} else if val.R != nil && !val.R.Class.IsSubclassOf(arr.Class.Component) {
						f.pc, f.sp = pc, sp
						if err := vm.throwNew("java/lang/ArrayStoreException", DotName(val.R.Class.Name)); err != nil {
							return 0, err
						}
						continue outer
					}
				}
				vm.SetField(arr, i, val)
				sp -= 2 + w
				pc++

			case cf.OpPop:
				sp--
				pc++
			case cf.OpPop2:
				sp -= 2
				pc++
			case cf.OpDup:
				st[sp] = st[sp-1]
				sp++
				pc++
			case cf.OpDupX1:
				v1, v2 := st[sp-1], st[sp-2]
				st[sp-2], st[sp-1], st[sp] = v1, v2, v1
				sp++
				pc++
			case cf.OpDupX2:
				v1, v2, v3 := st[sp-1], st[sp-2], st[sp-3]
				st[sp-3], st[sp-2], st[sp-1], st[sp] = v1, v3, v2, v1
				sp++
				pc++
			case cf.OpDup2:
				st[sp], st[sp+1] = st[sp-2], st[sp-1]
				sp += 2
				pc++
			case cf.OpDup2X1:
				v1, v2, v3 := st[sp-1], st[sp-2], st[sp-3]
				st[sp-3], st[sp-2], st[sp-1], st[sp], st[sp+1] = v2, v1, v3, v2, v1
				sp += 2
				pc++
			case cf.OpDup2X2:
				v1, v2, v3, v4 := st[sp-1], st[sp-2], st[sp-3], st[sp-4]
				st[sp-4], st[sp-3], st[sp-2], st[sp-1], st[sp], st[sp+1] = v2, v1, v4, v3, v2, v1
				sp += 2
				pc++
			case cf.OpSwap:
				st[sp-1], st[sp-2] = st[sp-2], st[sp-1]
				pc++

			case cf.OpIadd, cf.OpIsub, cf.OpImul, cf.OpIand, cf.OpIor, cf.OpIxor, cf.OpIshl, cf.OpIshr, cf.OpIushr:
				a, b := st[sp-2], st[sp-1]
				sp--
				if a.S.Valid() || b.S.Valid() {
					st[sp-1] = vm.IntOp(a, b, intOps[in.op])
				} else {
					st[sp-1] = Slot{I: int64(concreteInt(in.op, int32(a.I), int32(b.I)))}
				}
				pc++
			case cf.OpLadd, cf.OpLsub, cf.OpLmul, cf.OpLand, cf.OpLor, cf.OpLxor:
				a, b := st[sp-4], st[sp-2]
				sp -= 2
				if a.S.Valid() || b.S.Valid() {
					st[sp-2] = vm.LongOp(a, b, longOps[in.op])
				} else {
					st[sp-2] = Slot{I: concreteLong(in.op, a.I, b.I)}
				}
				pc++
			case cf.OpLshl, cf.OpLshr, cf.OpLushr:
				a, b := st[sp-3], st[sp-1]
				sp--
				if a.S.Valid() || b.S.Valid() {
					st[sp-2] = vm.Normal(Slot{S: vm.shiftLong(in.op, vm.SymOf(a, solver.KLong), vm.SymOf(b, solver.KInt))})
				} else {
					st[sp-2] = Slot{I: concreteLong(in.op, a.I, b.I)}
				}
				pc++
			case cf.OpIdiv, cf.OpIrem, cf.OpLdiv, cf.OpLrem:
				long := in.op == cf.OpLdiv || in.op == cf.OpLrem
				w := 1
				if long {
					w = 2
				}
				a, b := st[sp-2*w], st[sp-w]
				zero, stop, err := vm.divisorZero(f, pc, sp, b, long)
				if err != nil || stop != 0 {
					n--
					return stop, err
				}
				if zero {
					f.pc, f.sp = pc, sp
					if err := vm.throwNew("java/lang/ArithmeticException", "/ by zero"); err != nil {
						return 0, err
					}
					continue outer
				}
				sp -= w
				st[sp-w] = vm.divOp(in.op, a, b, long)
				pc++
			case cf.OpIneg:
				if v := st[sp-1]; v.S.Valid() {
					st[sp-1] = vm.Normal(Slot{S: vm.ctx.Neg(v.S)})
				} else {
					st[sp-1] = Slot{I: int64(-int32(v.I))}
				}
				pc++
			case cf.OpLneg:
				if v := st[sp-2]; v.S.Valid() {
					st[sp-2] = vm.Normal(Slot{S: vm.ctx.Neg(v.S)})
				} else {
					st[sp-2] = Slot{I: -v.I}
				}
				pc++
			case cf.OpFadd, cf.OpFsub, cf.OpFmul, cf.OpFdiv, cf.OpFrem:
				a, b := st[sp-2], st[sp-1]
				sp--
				if a.S.Valid() || b.S.Valid() {
					st[sp-1] = vm.symFloatArith(in.op, a, b)
				} else {
					st[sp-1] = FloatSlot(floatOp(in.op, a.Float(), b.Float()))
				}
				pc++
			case cf.OpDadd, cf.OpDsub, cf.OpDmul, cf.OpDdiv, cf.OpDrem:
				a, b := st[sp-4], st[sp-2]
				sp -= 2
				if a.S.Valid() || b.S.Valid() {
					st[sp-2] = vm.symFloatArith(in.op, a, b)
				} else {
					st[sp-2] = DoubleSlot(doubleOp(in.op, a.Double(), b.Double()))
				}
				pc++
			case cf.OpFneg:
				if v := st[sp-1]; v.S.Valid() {
					st[sp-1] = vm.symFloatNeg(v)
				} else {
					st[sp-1] = FloatSlot(-v.Float())
				}
				pc++
			case cf.OpDneg:
				if v := st[sp-2]; v.S.Valid() {
					st[sp-2] = vm.symFloatNeg(v)
				} else {
					st[sp-2] = DoubleSlot(-v.Double())
				}
				pc++
			case cf.OpIinc:
				l := &st[base+int(in.a)]
				if l.S.Valid() {
					*l = vm.IntOp(*l, Slot{I: int64(in.b)}, solver.OpAdd)
				} else {
					l.I = int64(int32(l.I) + in.b)
				}
				pc++

			case cf.OpI2l, cf.OpL2i, cf.OpI2b, cf.OpI2c, cf.OpI2s:
				w := 1
				if in.op == cf.OpL2i {
					w = 2
				}
				v := st[sp-w]
				if v.S.Valid() {
					v = vm.Normal(Slot{S: vm.convert(in.op, v.S)})
				} else {
					v = Slot{I: concreteConvert(in.op, v.I)}
				}
				sp -= w
				st[sp] = v
				if in.op == cf.OpI2l {
					sp += 2
				} else {
					sp++
				}
				pc++
			case cf.OpI2f, cf.OpI2d, cf.OpL2f, cf.OpL2d, cf.OpF2i, cf.OpF2l, cf.OpF2d, cf.OpD2i, cf.OpD2l, cf.OpD2f:
				in2 := 1
				if in.op == cf.OpL2f || in.op == cf.OpL2d || in.op == cf.OpD2i || in.op == cf.OpD2l || in.op == cf.OpD2f {
					in2 = 2
				}
				v := st[sp-in2]
				r, out := floatConvert(in.op, v.I)
				sp -= in2
				if v.S.Valid() {
					st[sp] = vm.symFloatConvert(in.op, v.S)
				} else {
					st[sp] = Slot{I: r}
				}
				sp += out
				pc++

			case cf.OpLcmp:
				a, b := st[sp-4], st[sp-2]
				sp -= 3
				if a.S.Valid() || b.S.Valid() {
					st[sp-1] = vm.Normal(Slot{S: vm.ctx.Cmp(vm.SymOf(a, solver.KLong), vm.SymOf(b, solver.KLong))})
				} else {
					st[sp-1] = Slot{I: int64(cmp3(a.I, b.I))}
				}
				pc++
			case cf.OpFcmpl, cf.OpFcmpg:
				a, b := st[sp-2], st[sp-1]
				sp--
				if a.S.Valid() || b.S.Valid() {
					st[sp-1] = vm.symFloatCmp(in.op, a, b)
				} else {
					st[sp-1] = Slot{I: int64(fcmp(float64(a.Float()), float64(b.Float()), in.op == cf.OpFcmpg))}
				}
				pc++
			case cf.OpDcmpl, cf.OpDcmpg:
				a, b := st[sp-4], st[sp-2]
				sp -= 3
				if a.S.Valid() || b.S.Valid() {
					st[sp-1] = vm.symFloatCmp(in.op, a, b)
				} else {
					st[sp-1] = Slot{I: int64(fcmp(a.Double(), b.Double(), in.op == cf.OpDcmpg))}
				}
				pc++

			case cf.OpIfeq, cf.OpIfne, cf.OpIflt, cf.OpIfge, cf.OpIfgt, cf.OpIfle,
				cf.OpIfIcmpeq, cf.OpIfIcmpne, cf.OpIfIcmplt, cf.OpIfIcmpge, cf.OpIfIcmpgt, cf.OpIfIcmple:
				var a, b Slot
				pops := 1
				if in.op >= cf.OpIfIcmpeq {
					a, b = st[sp-2], st[sp-1]
					pops = 2
				} else {
					a = st[sp-1]
				}
				var jump bool
				if a.S.Valid() || b.S.Valid() {
					if vm.opts.Merge.Enabled || vm.opts.Merge.Loops {
						if merged, stop, err := vm.mergeAt(f, pc, sp, &n, a, b); err != nil || merged || stop != 0 {
							if err != nil || stop != 0 {
								n = -1 // the branch runs again
								return stop, err
							}
							continue outer
						}
					}
					taken, stop, err := vm.symBranch(f, pc, sp, in.op, a, b)
					if err != nil || stop != 0 {
						n--
						return stop, err
					}
					jump = taken
				} else {
					jump = intCond(in.op, int32(a.I), int32(b.I))
				}
				sp -= pops
				if jump {
					if in.a <= int32(pc) && limit > 0 && vm.pathInsns+n > limit {
						f.pc, f.sp = pc, sp
						vm.endPath(&Outcome{Kind: OutcomeLimit, Message: "instruction limit per path reached"})
						continue outer
					}
					if in.a <= int32(pc) && vm.stopped() {
						f.pc, f.sp = pc, sp
						vm.endPath(&Outcome{Kind: OutcomeStopped})
						continue outer
					}
					pc = int(in.a)
				} else {
					pc++
				}
			case cf.OpIfAcmpeq, cf.OpIfAcmpne:
				if IsPlaceholder(st[sp-2].R) || IsPlaceholder(st[sp-1].R) {
					f.pc, f.sp = pc, sp
					n--
					if stop, err := vm.resolveAt(f, sp-2, sp-1); err != nil || stop != 0 {
						return stop, err
					}
					continue outer
				}
				a, b := st[sp-2].R, st[sp-1].R
				jump := (a == b) == (in.op == cf.OpIfAcmpeq)
				if a != b && (IsSymBox(a) || IsSymBox(b)) {
					var stop stopReason
					var err error
					if jump, stop, err = vm.symAcmp(f, pc, sp, in.op == cf.OpIfAcmpeq, a, b); err != nil || stop != 0 {
						n--
						return stop, err
					}
				}
				sp -= 2
				if jump {
					pc = int(in.a)
				} else {
					pc++
				}
			case cf.OpIfnull, cf.OpIfnonnull:
				if IsPlaceholder(st[sp-1].R) {
					if null, ok := mergedNull(st[sp-1].R); ok {
						sp--
						if null == (in.op == cf.OpIfnull) {
							pc = int(in.a)
						} else {
							pc++
						}
						continue
					}
					f.pc, f.sp = pc, sp
					n--
					if stop, err := vm.resolveAt(f, sp-1); err != nil || stop != 0 {
						return stop, err
					}
					continue outer
				}
				isNull := st[sp-1].R == nil
				sp--
				if isNull == (in.op == cf.OpIfnull) {
					pc = int(in.a)
				} else {
					pc++
				}
			case cf.OpGoto, cf.OpGotoW:
				if in.a <= int32(pc) && limit > 0 && vm.pathInsns+n > limit {
					f.pc, f.sp = pc, sp
					vm.endPath(&Outcome{Kind: OutcomeLimit, Message: "instruction limit per path reached"})
					continue outer
				}
				if in.a <= int32(pc) && vm.stopped() {
					f.pc, f.sp = pc, sp
					vm.endPath(&Outcome{Kind: OutcomeStopped})
					continue outer
				}
				pc = int(in.a)
			case cf.OpJsr, cf.OpJsrW, cf.OpRet:
				f.pc, f.sp = pc, sp
				return 0, vm.hostErr(fmt.Errorf("%w: %s (class files before version 51 with subroutines)", ErrUnsupported, cf.Opcodes[in.op].Mnemonic))
			case cf.OpTableswitch, cf.OpLookupswitch:
				key := st[sp-1]
				var target int32
				if key.S.Valid() {
					if vm.opts.Merge.Enabled {
						if merged, _, err := vm.mergeAt(f, pc, sp, &n, Slot{}, Slot{}); err != nil || merged {
							if err != nil {
								return 0, err
							}
							continue outer
						}
					}
					t, stop, err := vm.symSwitch(f, pc, sp, in.sw, key.S)
					if err != nil || stop != 0 {
						n--
						return stop, err
					}
					target = t
				} else {
					target = in.sw.lookup(int32(key.I))
				}
				sp--
				pc = int(target)

			case cf.OpIreturn, cf.OpFreturn, cf.OpAreturn, cf.OpLreturn, cf.OpDreturn, cf.OpReturn:
				var v Slot
				w := 0
				switch in.op {
				case cf.OpReturn:
				case cf.OpLreturn, cf.OpDreturn:
					v, w = st[sp-2], 2
				default:
					v, w = st[sp-1], 1
				}
				if in.op == cf.OpIreturn {
					v = vm.Narrow(v, m.Ret)
				}
				f.pc, f.sp = pc, sp
				if in.op == cf.OpAreturn && isMergedRef(v.R) && (fi == 0 || f.kind != frameNormal || f.lret != nil) {
					// A merged reference leaving the Java frames is
					// split first (merge_ref.go).
					n--
					if stop, err := vm.resolveAt(f, sp-1); err != nil || stop != 0 {
						return stop, err
					}
					continue outer
				}
				if vm.rec != nil && fi == vm.rec.depth {
					return vm.recordReturn(v, w), nil
				}
				if stop, err := vm.popFrame(v, w); stop != 0 || err != nil {
					return stop, err
				}
				continue outer

			case cf.OpGetstatic, cf.OpPutstatic, cf.OpGetfield, cf.OpPutfield:
				f.pc, f.sp = pc, sp
				again, stop, err := vm.fieldAccess(f, in)
				if err != nil || stop != 0 {
					if stop == stopChoice {
						n--
					}
					return stop, err
				}
				if again {
					continue outer
				}
				sp, pc = f.sp, f.pc
			case cf.OpInvokevirtual, cf.OpInvokespecial, cf.OpInvokestatic, cf.OpInvokeinterface, cf.OpInvokedynamic:
				f.pc, f.sp = pc, sp
				if limit > 0 && vm.pathInsns+n > limit {
					vm.endPath(&Outcome{Kind: OutcomeLimit, Message: "instruction limit per path reached"})
					continue outer
				}
				if vm.stopped() {
					vm.endPath(&Outcome{Kind: OutcomeStopped})
					continue outer
				}
				vm.instructions += n
				vm.pathInsns += n
				n = 0
				stop, err := vm.invoke(f, in)
				if err != nil || stop != 0 {
					return stop, err
				}
				continue outer
			case cf.OpNew, cf.OpNewarray, cf.OpAnewarray, cf.OpMultianewarray, cf.OpCheckcast, cf.OpInstanceof,
				cf.OpArraylength, cf.OpAthrow, cf.OpMonitorenter, cf.OpMonitorexit:
				f.pc, f.sp = pc, sp
				stop, err := vm.objectOp(f, in)
				if err != nil || stop != 0 {
					if stop == stopChoice {
						n--
					}
					return stop, err
				}
				continue outer
			default:
				f.pc, f.sp = pc, sp
				return 0, vm.hostErr(fmt.Errorf("%w: opcode 0x%02x", ErrUnsupported, in.op))
			}
		}
	}
}

func (t *switchTable) lookup(key int32) int32 {
	lo, hi := 0, len(t.keys)
	for lo < hi {
		mid := (lo + hi) / 2
		switch {
		case t.keys[mid] == key:
			return t.targets[mid]
		case t.keys[mid] < key:
			lo = mid + 1
		default:
			hi = mid
		}
	}
	return t.def
}

func intCond(op uint8, a, b int32) bool {
	switch op {
	case cf.OpIfeq, cf.OpIfIcmpeq:
		return a == b
	case cf.OpIfne, cf.OpIfIcmpne:
		return a != b
	case cf.OpIflt, cf.OpIfIcmplt:
		return a < b
	case cf.OpIfge, cf.OpIfIcmpge:
		return a >= b
	case cf.OpIfgt, cf.OpIfIcmpgt:
		return a > b
	default:
		return a <= b
	}
}

func cmp3(a, b int64) int32 {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// fcmp implements fcmpl/fcmpg and dcmpl/dcmpg (JVMS 6.5): NaN gives 1 for
// the g forms and -1 for the l forms.
func fcmp(a, b float64, g bool) int32 {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	case a == b:
		return 0
	case g:
		return 1
	}
	return -1
}
