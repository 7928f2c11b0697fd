package interp

import (
	"errors"
	"fmt"
	"strings"

	cf "gospf/classfile"
	"gospf/solver"
)

// invokedynamic (JVMS 6.5) for the two bootstrap methods javac emits:
// StringConcatFactory (string +, Java 9+) and LambdaMetafactory (lambdas
// and method references). Both are linked natively, once per call site;
// other bootstrap methods are reported as unsupported.

type concatSite struct {
	recipe []uint16 // \1 = argument, \2 = constant
	consts [][]uint16
	params []string
}

type lambdaSite struct {
	class  *Class   // the synthetic class implementing the interface
	params []string // captured parameter descriptors
}

// lambdaTarget is the implementation a synthetic lambda method forwards to.
type lambdaTarget struct {
	kind uint8 // method-handle kind (REF_invokeStatic ...)
	impl *Method
	ncap int // number of captured values (stored in the object's Fields)
	// captured are the descriptors of the captured values.
	captured []string
}

func (vm *VM) invokeDynamic(f *frame, in *insn) (stopReason, error) {
	if vm.rec != nil {
		return 0, vm.abandon("invokedynamic")
	}
	switch site := in.ref.(type) {
	case *concatSite:
		if changed, stop, err := vm.settleDescArgs(f, site.params); changed || stop != 0 || err != nil {
			return stop, err // and run again
		}
		return vm.concat(f, site)
	case *lambdaSite:
		return vm.newLambda(f, site)
	case *recordSite:
		if changed, stop, err := vm.settleDescArgs(f, site.params); changed || stop != 0 || err != nil {
			return stop, err // and run again
		}
		return vm.recordMethod(f, site)
	}
	dyn, ok := f.m.Class.File.Pool[in.a].(*cf.ConstDynamic)
	if !ok || int(dyn.BootstrapIndex) >= len(f.m.Class.File.BootstrapMethods) {
		return 0, vm.hostErr(fmt.Errorf("invokedynamic: bad constant %d", in.a))
	}
	bsm := f.m.Class.File.BootstrapMethods[dyn.BootstrapIndex]
	params, _, err := cf.ParseMethodDescriptor(dyn.Descriptor)
	if err != nil {
		return 0, vm.hostErr(err)
	}
	ref := bsm.Method.Ref
	switch {
	case ref.Class == "java/lang/invoke/StringConcatFactory" && ref.Name == "makeConcatWithConstants":
		site := &concatSite{params: params}
		if len(bsm.Args) == 0 {
			return 0, vm.hostErr(errors.New("invokedynamic: makeConcatWithConstants without a recipe"))
		}
		rs, ok := bsm.Args[0].(*cf.ConstString)
		if !ok {
			return 0, vm.hostErr(errors.New("invokedynamic: recipe is not a string"))
		}
		site.recipe = rs.UTF16
		for _, c := range bsm.Args[1:] {
			v, err := vm.constant(c)
			if err != nil {
				return 0, vm.hostErr(err)
			}
			u, err := vm.JavaText(v, constType(c))
			if err != nil {
				return 0, vm.hostErr(err)
			}
			site.consts = append(site.consts, u)
		}
		in.ref = site
		return vm.invokeDynamic(f, in)
	case ref.Class == "java/lang/invoke/StringConcatFactory" && ref.Name == "makeConcat":
		site := &concatSite{params: params, recipe: []uint16{}}
		for range params {
			site.recipe = append(site.recipe, 1)
		}
		in.ref = site
		return vm.invokeDynamic(f, in)
	case ref.Class == "java/lang/runtime/ObjectMethods" && ref.Name == "bootstrap":
		site, err := vm.linkRecord(dyn, bsm, params)
		if err != nil {
			return 0, vm.hostErr(err)
		}
		in.ref = site
		return vm.invokeDynamic(f, in)
	case ref.Class == "java/lang/invoke/LambdaMetafactory" && (ref.Name == "metafactory" || ref.Name == "altMetafactory"):
		site, err := vm.linkLambda(f.m, dyn, bsm, params)
		if err != nil {
			return 0, vm.hostErr(err)
		}
		in.ref = site
		return vm.newLambda(f, site)
	}
	return 0, vm.hostErr(fmt.Errorf("%w: invokedynamic with bootstrap method %s.%s", ErrUnsupported, DotName(ref.Class), ref.Name))
}

func constType(c cf.Constant) string {
	switch c.(type) {
	case cf.ConstInt:
		return "I"
	case cf.ConstLong:
		return "J"
	case cf.ConstFloat:
		return "F"
	case cf.ConstDouble:
		return "D"
	}
	return "L"
}

// popArgs returns the arguments of descriptor types params on top of the
// stack, one slot each, and the stack index where they start.
func (vm *VM) popArgs(f *frame, params []string) ([]Slot, int) {
	w := 0
	for _, p := range params {
		w += slotsOf(p[0])
	}
	base := f.sp - w
	args := make([]Slot, len(params))
	i := base
	for j, p := range params {
		args[j] = vm.stack[i]
		i += slotsOf(p[0])
	}
	return args, base
}

func (vm *VM) concat(f *frame, site *concatSite) (stopReason, error) {
	args, base := vm.popArgs(f, site.params)
	if anySymbolic(args) {
		s, err := vm.symConcat(site, args)
		if err != nil {
			var te *thrownError
			if errors.As(err, &te) {
				return 0, vm.throwObj(te.exc)
			}
			return 0, vm.hostErr(err)
		}
		f = &vm.frames[len(vm.frames)-1]
		vm.stack[base] = s
		f.sp = base + 1
		f.pc++
		return 0, nil
	}
	var out []uint16
	ai, ci := 0, 0
	for _, c := range site.recipe {
		switch c {
		case 1:
			t := site.params[ai]
			if t[0] == 'B' || t[0] == 'S' {
				t = "I"
			}
			u, err := vm.JavaText(args[ai], t)
			if err != nil {
				var te *thrownError
				if errors.As(err, &te) {
					return 0, vm.throwObj(te.exc)
				}
				return 0, vm.hostErr(err)
			}
			out = append(out, u...)
			ai++
		case 2:
			out = append(out, site.consts[ci]...)
			ci++
		default:
			out = append(out, c)
		}
	}
	s, err := vm.NewString(out)
	if err != nil {
		return 0, vm.hostErr(err)
	}
	f = &vm.frames[len(vm.frames)-1]
	vm.stack[base] = RefSlot(s)
	f.sp = base + 1
	f.pc++
	return 0, nil
}

// Method-handle kinds (JVMS 5.4.3.5).
const (
	refInvokeVirtual    = 5
	refInvokeStatic     = 6
	refInvokeSpecial    = 7
	refNewInvokeSpecial = 8
	refInvokeInterface  = 9
)

func (vm *VM) linkLambda(m *Method, dyn *cf.ConstDynamic, bsm cf.BootstrapMethod, captured []string) (*lambdaSite, error) {
	if len(bsm.Args) < 3 {
		return nil, errors.New("invokedynamic: LambdaMetafactory needs 3 arguments")
	}
	erased, ok1 := bsm.Args[0].(cf.ConstMethodType)
	mh, ok2 := bsm.Args[1].(*cf.ConstMethodHandle)
	if !ok1 || !ok2 {
		return nil, errors.New("invokedynamic: malformed LambdaMetafactory arguments")
	}
	_, ret, err := cf.ParseMethodDescriptor(dyn.Descriptor)
	if err != nil {
		return nil, err
	}
	iface, err := vm.LoadClass(strings.TrimSuffix(strings.TrimPrefix(ret, "L"), ";"))
	if err != nil {
		return nil, err
	}
	ic, err := vm.LoadClass(mh.Ref.Class)
	if err != nil {
		return nil, err
	}
	impl := ic.findMethod(mh.Ref.Name, mh.Ref.Descriptor)
	if impl == nil {
		return nil, fmt.Errorf("%w: no method %s.%s%s", ErrLinkage, DotName(mh.Ref.Class), mh.Ref.Name, mh.Ref.Descriptor)
	}
	// The implementation takes the captured values then the interface
	// arguments, adapted at each call as LambdaMetafactory does (widening,
	// boxing, unboxing, casts; see adaptArg); only the counts must match.
	ip, _, _ := cf.ParseMethodDescriptor(erased.Descriptor)
	nimpl := len(impl.ParamDescs)
	if mh.Kind != refInvokeStatic && mh.Kind != refNewInvokeSpecial {
		nimpl++
	}
	if len(captured)+len(ip) != nimpl {
		return nil, fmt.Errorf("%w: lambda or method reference %s.%s takes %d arguments, the call site gives %d", ErrUnsupported, DotName(impl.Class.Name), impl.Name, nimpl, len(captured)+len(ip))
	}
	obj, err := vm.LoadClass("java/lang/Object")
	if err != nil {
		return nil, err
	}
	name := fmt.Sprintf("%s$$Lambda$%d", m.Class.Name, len(vm.classes))
	c := &Class{Name: name, Super: obj, Interfaces: []*Class{iface}, fields: map[string]*Field{},
		methods: map[string]*Method{}, virtuals: map[*Method]*Method{}, statics: &Object{}, nInstance: len(captured)}
	descs := []string{erased.Descriptor}
	if ref := bsm.Method.Ref; ref.Name == "altMetafactory" && len(bsm.Args) > 3 {
		if flags, ok := bsm.Args[3].(cf.ConstInt); ok {
			rest := bsm.Args[4:]
			if flags.Value&1 != 0 { // FLAG_SERIALIZABLE
				if sc, err := vm.LoadClass("java/io/Serializable"); err == nil {
					c.Interfaces = append(c.Interfaces, sc)
				}
			}
			if flags.Value&2 != 0 && len(rest) > 0 { // FLAG_MARKERS
				n, _ := rest[0].(cf.ConstInt)
				for _, mk := range rest[1 : 1+int(n.Value)] {
					if cc, ok := mk.(cf.ConstClass); ok {
						if mc, err := vm.LoadClass(cc.Name); err == nil {
							c.Interfaces = append(c.Interfaces, mc)
						}
					}
				}
				rest = rest[1+int(n.Value):]
			}
			if flags.Value&4 != 0 && len(rest) > 0 { // FLAG_BRIDGES
				n, _ := rest[0].(cf.ConstInt)
				for _, b := range rest[1 : 1+int(n.Value)] {
					if mt, ok := b.(cf.ConstMethodType); ok {
						descs = append(descs, mt.Descriptor)
					}
				}
			}
		}
	}
	for _, d := range descs {
		lm, err := newMethod(c, dyn.Name, d, cf.AccPublic, nil)
		if err != nil {
			return nil, err
		}
		lm.lambda = &lambdaTarget{kind: mh.Kind, impl: impl, ncap: len(captured), captured: captured}
		c.methods[lm.Name+lm.Desc] = lm
		c.Methods = append(c.Methods, lm)
	}
	c.initSerial = len(vm.initState)
	vm.initState = append(vm.initState, classInitialized)
	vm.classes[name] = c
	return &lambdaSite{class: c, params: captured}, nil
}

func (vm *VM) newLambda(f *frame, site *lambdaSite) (stopReason, error) {
	args, base := vm.popArgs(f, site.params)
	o := vm.NewObject(site.class)
	copy(o.Fields, args)
	vm.stack[base] = RefSlot(o)
	f.sp = base + 1
	f.pc++
	return 0, nil
}

// lambdaRet describes how the result of a lambda's implementation is
// adapted to the interface method's return type (see popFrame).
type lambdaRet struct {
	from, to byte // descriptor characters: implementation, interface
	// newObj: the implementation is a constructor; the result is the new
	// object left below its frame.
	newObj bool
}

// enterLambda forwards a call of a synthetic lambda method: the receiver's
// captured values and the call's arguments, adapted to the implementation's
// parameter types, become the implementation's arguments.
func (vm *VM) enterLambda(f *frame, in *insn, m *Method, argsBase int) (stopReason, error) {
	lt := m.lambda
	impl := lt.impl
	if lt.kind == refInvokeStatic || lt.kind == refNewInvokeSpecial {
		if again, err := vm.ensureInit(impl.Class); again || err != nil {
			return 0, err
		}
	}
	recv := vm.stack[argsBase].R
	actual := vm.argSlots(m, argsBase)[1:]
	all := append(append([]Slot{}, recv.Fields[:lt.ncap]...), actual...)
	fromDescs := append(append([]string{}, lt.captured...), m.ParamDescs...)
	toDescs := impl.ParamDescs
	if lt.kind != refInvokeStatic && lt.kind != refNewInvokeSpecial {
		toDescs = append([]string{"L" + impl.Class.Name + ";"}, toDescs...)
	}
	return vm.enterImpl(f, in, lt.kind, impl, all, fromDescs, toDescs, m.Ret, argsBase, lambdaMessages)
}

// enterImpl calls impl as the method-handle kind says (a static method, a
// virtual or interface method selected by the receiver's class, a private
// or super method, a constructor of a new object) with the arguments all,
// each converted from its type in fromDescs to the one in toDescs, in
// place of the call at argsBase (whose receiver, a lambda object or a
// MethodHandle, they overwrite); the result is adapted to ret. A failed
// conversion of an argument throws with the messages of msg. The class of
// a static method or constructor is initialised.
func (vm *VM) enterImpl(f *frame, in *insn, kind uint8, impl *Method, all []Slot, fromDescs, toDescs []string, ret byte, argsBase int, msg *convMessages) (stopReason, error) {
	for j := range all {
		v, threw, err := vm.adaptArg(all[j], fromDescs[j], toDescs[j], msg)
		if err != nil || threw {
			return 0, err
		}
		all[j] = v
	}
	lret := &lambdaRet{from: impl.Ret, to: ret}
	if kind == refNewInvokeSpecial {
		obj := vm.NewObject(impl.Class)
		all = append([]Slot{RefSlot(obj)}, all...)
		// Leave the new object as the result: the caller sees it below the
		// constructor's arguments, as after new/dup.
		vm.stack[argsBase] = RefSlot(obj)
		argsBase++
		lret = &lambdaRet{from: 'L', to: ret, newObj: true}
	}
	i := argsBase
	descs := impl.ParamDescs
	if !impl.IsStatic() {
		descs = append([]string{"L"}, descs...)
	}
	for j, a := range all {
		vm.stack[i] = a
		i += slotsOf(descs[j][0])
	}
	f.sp = i
	target := impl
	switch kind {
	case refInvokeVirtual, refInvokeInterface:
		r := vm.stack[argsBase].R
		if r == nil {
			return 0, vm.throwNew("java/lang/NullPointerException", "")
		}
		target = r.Class.selectVirtual(impl)
	case refInvokeSpecial:
		// A private method or a super call: no virtual selection.
		if vm.stack[argsBase].R == nil {
			return 0, vm.throwNew("java/lang/NullPointerException", "")
		}
	}
	if lret.from == lret.to && !lret.newObj || lret.to == 'L' && (lret.from == 'L' || lret.from == '[') || lret.to == '[' && lret.from == '[' {
		return vm.enterAdapted(f, in, &lambdaResume{pc: f.pc, target: target, argsBase: argsBase})
	}
	// The result needs adapting: in the implementation's frame when it
	// returns, or here after a Go model (enterAdapted).
	return vm.enterAdapted(f, in, &lambdaResume{pc: f.pc, target: target, argsBase: argsBase, ret: lret})
}

// lambdaResume is how a lambda call runs again once enterLambda has
// rewritten the caller's stack in place (the implementation's arguments
// where the interface's were): its implementation, where its arguments
// start, and the adaptation of its result for the frame it pushes.
type lambdaResume struct {
	pc       int
	target   *Method
	argsBase int
	ret      *lambdaRet
}

// enterAdapted enters the implementation r.target of the lambda call at
// r.pc, whose arguments are in place. When the call is to run again (a
// model made a choice point or concretised an argument, an argument had
// to be settled), the instruction at r.pc is executed anew from a stack
// that no longer holds the interface's arguments: the frame keeps r, and
// invoke resumes with it (the choice's snapshot holds it too), instead of
// dispatching the interface call again on the rewritten stack.
func (vm *VM) enterAdapted(f *frame, in *insn, r *lambdaResume) (stopReason, error) {
	depth := len(vm.frames)
	f.resume = r
	stop, err := vm.enter(f, in, r.target, r.argsBase)
	if len(vm.frames) < depth {
		// The call unwound the caller (an exception it does not catch,
		// the end of the path).
		return stop, err
	}
	caller := &vm.frames[depth-1]
	again := err == nil && vm.outcome == nil && len(vm.frames) == depth && caller.m == f.m && caller.pc == r.pc
	if !again {
		caller.resume = nil
	}
	if r.ret == nil || err != nil || stop != 0 || vm.outcome != nil {
		return stop, err
	}
	switch {
	case len(vm.frames) == depth+1 && vm.frames[depth].m == r.target:
		vm.frames[depth].lret = r.ret
	case len(vm.frames) == depth && caller.m == f.m && caller.pc == r.pc+1:
		// A Go model ran and left its result on the caller's stack.
		var res Slot
		if r.target.Ret != 'V' {
			res = vm.stack[caller.sp-slotsOf(r.target.Ret)]
		}
		v, threw, err := vm.adaptRet(vm.Narrow(res, r.target.Ret), r.ret)
		if err != nil || threw {
			return 0, err
		}
		base := r.argsBase
		if r.ret.newObj {
			base--
			if r.ret.to != 'V' {
				v = vm.stack[base]
			}
		}
		caller.sp = base
		if r.ret.to != 'V' {
			vm.stack[caller.sp] = v
			caller.sp += slotsOf(r.ret.to)
		}
	}
	return 0, nil
}

// convMessages are the messages of the exceptions a failed conversion of
// an argument throws: a reference cast, unboxing null of the type from.
type convMessages struct {
	cast      func(from, to *Class) string
	unboxNull func(from string) string
}

// lambdaMessages are those of a lambda's conversions (LambdaMetafactory's
// checkcast and unboxing call: a null has no detail message).
var lambdaMessages = &convMessages{cast: castMessage, unboxNull: func(string) string { return "" }}

// adaptArg converts one argument of a lambda call from the interface's
// parameter type to the implementation's (LambdaMetafactory's rules:
// widening, boxing, unboxing, reference casts). threw reports that it
// threw (NullPointerException, ClassCastException).
func (vm *VM) adaptArg(v Slot, from, to string, msg *convMessages) (Slot, bool, error) {
	isRef := func(d string) bool { return d[0] == 'L' || d[0] == '[' }
	switch {
	case !isRef(from) && !isRef(to):
		return vm.widen(v, from[0], to[0])
	case !isRef(from):
		o, err := vm.Box(from[0], vm.Narrow(v, from[0]))
		if err != nil {
			return Slot{}, false, vm.hostErr(err)
		}
		return RefSlot(o), false, nil
	case !isRef(to):
		o := v.R
		if o == nil {
			return Slot{}, true, vm.throwNew("java/lang/NullPointerException", msg.unboxNull(from))
		}
		p := wrapperPrim(o.Class.Name)
		if p == 0 {
			w, _ := vm.LoadClass(wrapperOf(to[0]))
			if w == nil {
				w = o.Class
			}
			return Slot{}, true, vm.throwNew("java/lang/ClassCastException", castMessage(o.Class, w))
		}
		return vm.widen(BoxValue(o), p, to[0])
	}
	if v.R == nil || to == "Ljava/lang/Object;" || from == to {
		return v, false, nil
	}
	name := to
	if name[0] == 'L' {
		name = name[1 : len(name)-1]
	}
	c, err := vm.LoadClass(name)
	if err != nil {
		return Slot{}, false, vm.hostErr(err)
	}
	if !v.R.Class.IsSubclassOf(c) {
		return Slot{}, true, vm.throwNew("java/lang/ClassCastException", msg.cast(v.R.Class, c))
	}
	return v, false, nil
}

// adaptRet converts the result of a lambda's implementation to the
// interface method's return type.
func (vm *VM) adaptRet(v Slot, r *lambdaRet) (Slot, bool, error) {
	switch {
	case r.to == 'V':
		return Slot{}, false, nil
	case r.newObj:
		return v, false, nil
	}
	return vm.adaptArg(v, string(r.from), string(r.to), lambdaMessages)
}

// widen applies a widening primitive conversion (JLS 5.1.2).
func (vm *VM) widen(v Slot, from, to byte) (Slot, bool, error) {
	norm := func(t byte) byte {
		switch t {
		case 'Z', 'B', 'S', 'C':
			return 'I'
		}
		return t
	}
	f, t := norm(from), norm(to)
	if f == t {
		return v, false, nil
	}
	if v.S.Valid() {
		if f == 'I' && t == 'J' || t == 'F' || t == 'D' {
			return vm.convertSymPrim(v, f, t), false, nil
		}
		return Slot{}, false, vm.hostErr(fmt.Errorf("%w: lambda adaptation from %c to %c", ErrUnsupported, from, to))
	}
	switch {
	case f == 'I' && t == 'J':
		return Slot{I: int64(int32(v.I))}, false, nil
	case f == 'I' && t == 'F':
		return FloatSlot(float32(int32(v.I))), false, nil
	case f == 'I' && t == 'D':
		return DoubleSlot(float64(int32(v.I))), false, nil
	case f == 'J' && t == 'F':
		return FloatSlot(float32(v.I)), false, nil
	case f == 'J' && t == 'D':
		return DoubleSlot(float64(v.I)), false, nil
	case f == 'F' && t == 'D':
		return DoubleSlot(float64(v.Float())), false, nil
	}
	return Slot{}, false, vm.hostErr(fmt.Errorf("%w: lambda adaptation from %c to %c", ErrUnsupported, from, to))
}

// wrapperPrim returns the primitive type a wrapper class holds, or 0.
func wrapperPrim(class string) byte {
	for _, b := range boxes {
		if b.Class == class {
			return b.Prim
		}
	}
	return 0
}

func wrapperOf(prim byte) string {
	for _, b := range boxes {
		if b.Prim == prim {
			return b.Class
		}
	}
	return "java/lang/Object"
}

// recordSite is a call site linked by java.lang.runtime.ObjectMethods: a
// record's generated toString, hashCode or equals.
type recordSite struct {
	name   string // toString, hashCode or equals
	class  *Class
	names  []string
	fields []*Field
	params []string
}

func (vm *VM) linkRecord(dyn *cf.ConstDynamic, bsm cf.BootstrapMethod, params []string) (*recordSite, error) {
	if len(bsm.Args) < 2 {
		return nil, errors.New("invokedynamic: ObjectMethods.bootstrap needs a class and names")
	}
	cc, ok1 := bsm.Args[0].(cf.ConstClass)
	names, ok2 := bsm.Args[1].(*cf.ConstString)
	if !ok1 || !ok2 {
		return nil, errors.New("invokedynamic: malformed ObjectMethods.bootstrap arguments")
	}
	c, err := vm.LoadClass(cc.Name)
	if err != nil {
		return nil, err
	}
	site := &recordSite{name: dyn.Name, class: c, params: params}
	if n := StringOfUTF16(names.UTF16); n != "" {
		site.names = strings.Split(n, ";")
	}
	for _, a := range bsm.Args[2:] {
		mh, ok := a.(*cf.ConstMethodHandle)
		if !ok || mh.Kind != 1 { // REF_getField
			return nil, errors.New("invokedynamic: ObjectMethods.bootstrap getter is not a field handle")
		}
		fd := c.findField(mh.Ref.Name, mh.Ref.Descriptor)
		if fd == nil {
			return nil, fmt.Errorf("%w: no field %s.%s", ErrLinkage, DotName(c.Name), mh.Ref.Name)
		}
		site.fields = append(site.fields, fd)
	}
	if len(site.names) != len(site.fields) {
		return nil, errors.New("invokedynamic: ObjectMethods.bootstrap names and getters differ in number")
	}
	switch site.name {
	case "toString", "hashCode", "equals":
	default:
		return nil, fmt.Errorf("%w: ObjectMethods.bootstrap for %s", ErrUnsupported, site.name)
	}
	return site, nil
}

// recordMethod runs a record's generated method as ObjectMethods defines
// it: "Name[a=1, b=x]"; hashCode 31*h + hash(component) from 0; equals
// by class and component (primitives by value, floats by compare,
// references by Objects.equals).
func (vm *VM) recordMethod(f *frame, site *recordSite) (stopReason, error) {
	args, base := vm.popArgs(f, site.params)
	recv := args[0].R
	if recv == nil {
		return 0, vm.throwNew("java/lang/NullPointerException", "")
	}
	res, err := vm.recordValue(site, recv, args)
	if err != nil {
		var t *thrownError
		if errors.As(err, &t) {
			return 0, vm.throwObj(t.exc)
		}
		return 0, vm.hostErr(err)
	}
	f = &vm.frames[len(vm.frames)-1]
	vm.stack[base] = res
	f.sp = base + 1
	f.pc++
	return 0, nil
}

func (vm *VM) recordValue(site *recordSite, recv *Object, args []Slot) (Slot, error) {
	switch site.name {
	case "toString":
		if symbolicFields(recv, site.fields) {
			return vm.symRecordString(site, recv)
		}
		var out []uint16
		out = append(out, UTF16Of(SimpleName(site.class)+"[")...)
		for i, fd := range site.fields {
			if i > 0 {
				out = append(out, ',', ' ')
			}
			out = append(out, UTF16Of(site.names[i]+"=")...)
			v := recv.Fields[fd.Slot]
			t := fd.Desc
			if t[0] == '[' {
				t = "L"
			}
			u, err := vm.JavaText(v, t)
			if err != nil {
				return Slot{}, err
			}
			out = append(out, u...)
		}
		out = append(out, ']')
		return vm.UTF16Slot(out)
	case "hashCode":
		h := Slot{}
		for _, fd := range site.fields {
			v := recv.Fields[fd.Slot]
			var fh Slot
			switch fd.Desc[0] {
			case 'L', '[':
				if v.R != nil {
					r, err := vm.CallVirtual(v.R, "hashCode", "()I")
					if err != nil {
						return Slot{}, err
					}
					fh = r
				}
			default:
				var err error
				if fh, err = vm.PrimHash(v, fd.Desc[0]); err != nil {
					return Slot{}, err
				}
			}
			h = vm.IntOp(vm.IntOp(h, Slot{I: 31}, solver.OpMul), fh, solver.OpAdd)
		}
		return h, nil
	}
	// equals
	other := args[1].R
	if other == nil || !other.Class.IsSubclassOf(site.class) {
		return Slot{}, nil
	}
	result := Slot{I: 1}
	for _, fd := range site.fields {
		x, y := recv.Fields[fd.Slot], other.Fields[fd.Slot]
		var eq Slot
		switch fd.Desc[0] {
		case 'L', '[':
			switch {
			case x.R == y.R:
				eq = Slot{I: 1}
			case x.R == nil:
				eq = Slot{}
			default:
				r, err := vm.CallVirtual(x.R, "equals", "(Ljava/lang/Object;)Z", y)
				if err != nil {
					return Slot{}, err
				}
				eq = r
			}
		case 'F', 'D':
			c, err := vm.PrimCompare(x, y, fd.Desc[0])
			if err != nil {
				return Slot{}, err
			}
			eq = Slot{I: b2i(c.I == 0)}
		default:
			eq = vm.PrimEq(x, y, fd.Desc[0])
		}
		if !eq.S.Valid() && eq.I == 0 {
			return Slot{}, nil
		}
		result = vm.IntOp(result, eq, solver.OpAnd)
	}
	return result, nil
}

// symbolicFields reports whether a field of o among fields holds a
// symbolic value, a String of symbolic text or a wrapper of a symbolic
// value.
func symbolicFields(o *Object, fields []*Field) bool {
	for _, fd := range fields {
		if v := o.Fields[fd.Slot]; v.S.Valid() || isSymbolicText(v.R) || isSymbolicBox(v.R) {
			return true
		}
	}
	return false
}

// symRecordString is a record's toString when a component is symbolic:
// the same text as an expression ("P[x=" + x + ", y=2]"), exact for the
// integral, char and boolean components and for symbolic text; a
// symbolic float or double component is ErrUnsupported.
func (vm *VM) symRecordString(site *recordSite, recv *Object) (Slot, error) {
	cx := vm.ctx
	e := vm.lit(SimpleName(site.class) + "[")
	for i, fd := range site.fields {
		sep := site.names[i] + "="
		if i > 0 {
			sep = ", " + sep
		}
		e = cx.StrConcat(e, vm.lit(sep))
		t := fd.Desc[0]
		if t == '[' {
			t = 'L'
		}
		part, ok, err := vm.ValueText(recv.Fields[fd.Slot], t)
		if err != nil {
			return Slot{}, err
		}
		if !ok {
			return Slot{}, fmt.Errorf("%w: toString of a record whose component %s is a symbolic %s", ErrUnsupported, site.names[i], PrimName(t))
		}
		e = cx.StrConcat(e, part)
	}
	return vm.newText(cx.StrConcat(e, vm.lit("]")))
}
