package interp

import (
	"errors"
	"fmt"

	cf "gospf/classfile"
)

// top returns the first free slot of the stack above the top frame.
func (vm *VM) top() int {
	if n := len(vm.frames); n > 0 {
		return vm.frames[n-1].sp
	}
	return 0
}

// pushFrame pushes an activation of m whose locals start at base (where the
// caller left the arguments).
func (vm *VM) pushFrame(m *Method, base int, kind frameKind, clinit *Class) error {
	if len(vm.frames) >= vm.opts.MaxFrames {
		// The JVM's depth depends on its thread's stack size, not on
		// gospf's limit: the path may go otherwise there.
		vm.MarkInexact(fmt.Sprintf("java.lang.StackOverflowError at gospf's call depth limit (%d frames)", vm.opts.MaxFrames))
		return vm.throwNew("java/lang/StackOverflowError", "")
	}
	if err := m.prepare(); err != nil {
		return vm.hostErr(err)
	}
	need := base + int(m.Code.MaxLocals) + int(m.Code.MaxStack) + 2
	if need > len(vm.stack) {
		ns := make([]Slot, 2*need+1024)
		copy(ns, vm.stack)
		vm.stack = ns
	}
	clear(vm.stack[base+m.ArgSlots : base+int(m.Code.MaxLocals)])
	vm.frames = append(vm.frames, frame{m: m, base: base, sp: base + int(m.Code.MaxLocals), kind: kind, clinit: clinit})
	if m.run == nil {
		vm.installFragments(m)
	}
	if vm.rec != nil && len(vm.frames) > vm.rec.maxFrames {
		vm.rec.maxFrames = len(vm.frames)
	}
	return nil
}

// methodRef resolves the method operand of an invoke instruction.
func (vm *VM) methodRef(m *Method, in *insn) (*Method, error) {
	if rm, ok := in.ref.(*Method); ok {
		return rm, nil
	}
	ref, ok := m.Class.File.Pool[in.a].(*cf.ConstMemberRef)
	if !ok {
		return nil, vm.hostErr(fmt.Errorf("constant %d is not a method reference", in.a))
	}
	c, err := vm.LoadClass(ref.Class)
	if err != nil {
		return nil, vm.hostErr(err)
	}
	rm := c.findMethod(ref.Name, ref.Descriptor)
	if rm == nil {
		if rm, err = c.polymorphicMethod(ref.Name, ref.Descriptor); err != nil {
			return nil, vm.hostErr(err)
		}
	}
	if rm == nil {
		return nil, vm.hostErr(fmt.Errorf("%w: no method %s.%s%s", ErrLinkage, DotName(ref.Class), ref.Name, ref.Descriptor))
	}
	in.ref = rm
	return rm, nil
}

// invoke executes invokevirtual, invokespecial, invokestatic and
// invokeinterface (JVMS 6.5), and hands invokedynamic to indy.go.
func (vm *VM) invoke(f *frame, in *insn) (stopReason, error) {
	if in.op == cf.OpInvokedynamic {
		return vm.invokeDynamic(f, in)
	}
	if r := f.resume; r != nil && r.pc == f.pc {
		return vm.enterAdapted(f, in, r)
	}
	rm, err := vm.methodRef(f.m, in)
	if err != nil {
		return 0, err
	}
	target := rm
	argsBase := f.sp - rm.ArgSlots
	switch in.op {
	case cf.OpInvokestatic:
		if again, err := vm.ensureInit(rm.Class); again || err != nil {
			return 0, err
		}
	case cf.OpInvokespecial:
		recv := vm.stack[argsBase].R
		if IsPlaceholder(recv) {
			return vm.resolveAt(f, argsBase) // and run again
		}
		if recv == nil {
			return 0, vm.throwNew("java/lang/NullPointerException", npeMessage(f.m, f.pc))
		}
		cur := f.m.Class
		if rm.Name != "<init>" && !rm.Class.IsInterface && rm.Class != cur && cur.Super != nil && cur.IsSubclassOf(rm.Class) {
			if sel := cur.Super.findMethod(rm.Name, rm.Desc); sel != nil {
				target = sel
			}
		}
	default:
		recv := vm.stack[argsBase].R
		if IsPlaceholder(recv) {
			return vm.resolveAt(f, argsBase) // and run again
		}
		if recv == nil {
			return 0, vm.throwNew("java/lang/NullPointerException", npeMessage(f.m, f.pc))
		}
		target = recv.Class.selectVirtual(rm)
	}
	return vm.enter(f, in, target, argsBase)
}

// enter runs target with the arguments at argsBase: a Go model, an
// intercepted API, or a new frame.
func (vm *VM) enter(f *frame, in *insn, target *Method, argsBase int) (stopReason, error) {
	if vm.rec != nil && !vm.plainBytecode(target) {
		return 0, vm.abandon("a call of %s, which does not run plain bytecode", target)
	}
	if vm.needsSettledArgs(target) {
		if changed, stop, err := vm.settleArgs(f, target, argsBase); changed || stop != 0 || err != nil {
			return stop, err // and run again
		}
	}
	if spec := vm.natives.symbolicSpec(target); spec != nil {
		if err := vm.makeArgsSymbolic(target, spec, argsBase); err != nil {
			return 0, vm.hostErr(err)
		}
	}
	if target.lambda != nil {
		return vm.enterLambda(f, in, target, argsBase)
	}
	if isHandleInvoke(target) {
		if h, ok := vm.stack[argsBase].R.Native.(*DirectHandle); ok {
			return vm.enterHandle(f, in, target, argsBase, h)
		}
	}
	if sm := vm.natives.symModel(target); sm != nil && vm.symbolicFor(sm, target, argsBase) {
		if stop, done, err := vm.runPeer(target, argsBase, sm.f); done {
			return stop, err
		}
	}
	if api := vm.natives.api(target); api != nil {
		return api(vm, f, argsBase)
	}
	if vm.opts.NondetRandom && target.Class.Name == randomClass {
		if stop, done, err := vm.nondetRandom(target, argsBase); done {
			return stop, err
		}
	}
	if IsAPIClass(target.Class.Name) && target.Name != "<clinit>" && target.Name != "<init>" {
		// Never their Java bodies: JPF's are stand-ins for a plain JVM.
		return 0, vm.unsupportedAPI(target)
	}
	if nf := vm.natives.lookup(target); nf != nil {
		if vm.opts.Concretize != nil && target.concreteOnly {
			if idx := symbolicNumbers(vm.argSlots(target, argsBase)); len(idx) > 0 {
				if stop, err := vm.concretize(f, target, argsBase, idx); stop != 0 || err != nil {
					return stop, err
				}
			}
		}
		if stop, done, err := vm.runPeer(target, argsBase, nf); done {
			return stop, err
		}
	}
	if vm.natives.runsModel(target) {
		return 0, vm.hostErr(fmt.Errorf("%w: JDK method %s has no model in gospf", ErrUnsupported, target))
	}
	if target.Access&cf.AccNative != 0 {
		return 0, vm.hostErr(fmt.Errorf("%w: native method %s", ErrUnsupported, target))
	}
	if target.Access&cf.AccAbstract != 0 || target.Code == nil {
		return 0, vm.throwNew("java/lang/AbstractMethodError", target.String())
	}
	f.sp = argsBase
	return 0, vm.pushFrame(target, argsBase, frameNormal, nil)
}

// runPeer runs the peer nf of target on the arguments at argsBase; done
// is false when nf returned ErrBytecode (the bytecode runs instead).
func (vm *VM) runPeer(target *Method, argsBase int, nf NativeFunc) (stop stopReason, done bool, err error) {
	args := vm.argSlots(target, argsBase)
	res, err := vm.callPeer(target, nf, args)
	switch {
	case err == errPeerChoice:
		return stopChoice, true, nil // the invoke runs again with the choice
	case err == ErrBytecode:
		return 0, false, nil
	case err != nil:
		return 0, true, vm.modelErr(target, args, err)
	}
	vm.finishNative(target, argsBase, res)
	return 0, true, nil
}

// modelErr handles the error of a model of target called with args: a
// Java exception is thrown (with JDK 17's helpful message for a
// NullPointerException), any other error ends the run, located.
func (vm *VM) modelErr(target *Method, args []Slot, err error) error {
	var t *thrownError
	if errors.As(err, &t) {
		vm.modelNPE(target, args, t.exc)
		return vm.throwObj(t.exc)
	}
	return vm.hostErr(fmt.Errorf("%s: %w", target, err))
}

// finishNative pops the arguments of a call answered in Go, pushes its
// result and moves the caller past the invoke.
func (vm *VM) finishNative(m *Method, argsBase int, res Slot) {
	f := &vm.frames[len(vm.frames)-1]
	f.sp = argsBase
	if m.Ret != 'V' {
		vm.stack[f.sp] = vm.Narrow(res, m.Ret)
		f.sp += slotsOf(m.Ret)
	}
	f.pc++
}

// argSlots returns the arguments at argsBase, one slot per parameter
// (this first for instance methods).
func (vm *VM) argSlots(m *Method, argsBase int) []Slot {
	args := make([]Slot, 0, len(m.Params)+1)
	i := argsBase
	if !m.IsStatic() {
		args = append(args, vm.stack[i])
		i++
	}
	for _, p := range m.Params {
		args = append(args, vm.stack[i])
		i += slotsOf(p)
	}
	return args
}

// modelNPE gives a model's message-less NullPointerException the message
// the JDK's code would have produced (Library.NullMessage).
func (vm *VM) modelNPE(m *Method, args []Slot, exc *Object) {
	if exc.Class.Name != "java/lang/NullPointerException" {
		return
	}
	entries := vm.natives.npeMsgs[m.Class.Name+"."+m.Name+m.Desc]
	if len(entries) == 0 {
		return
	}
	fd := exc.Class.FieldByName("detailMessage")
	if fd == nil || exc.Fields[fd.Slot].R != nil {
		return
	}
	for _, e := range entries {
		if e.arg < len(args) && args[e.arg].R == nil {
			if s, err := vm.NewString(UTF16Of(e.msg)); err == nil {
				exc.Fields[fd.Slot] = RefSlot(s)
			}
			return
		}
	}
}
