package interp

import (
	"errors"
	"fmt"
	"strings"

	cf "gospf/classfile"
)

// invokedynamic (JVMS 6.5) for the two bootstrap methods javac emits:
// StringConcatFactory (string +, Java 9+) and LambdaMetafactory (lambdas
// and method references). Both are linked natively, once per call site;
// other bootstrap methods are reported as unsupported.

type concatSite struct {
	recipe []uint16 // \1 = argument, \2 = constant
	consts []string
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
}

func (vm *VM) invokeDynamic(f *frame, in *insn) (stopReason, error) {
	switch site := in.ref.(type) {
	case *concatSite:
		return vm.concat(f, site)
	case *lambdaSite:
		return vm.newLambda(f, site)
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
			s, err := vm.ToJavaString(v, constType(c))
			if err != nil {
				return 0, vm.hostErr(err)
			}
			site.consts = append(site.consts, s)
		}
		in.ref = site
		return vm.concat(f, site)
	case ref.Class == "java/lang/invoke/StringConcatFactory" && ref.Name == "makeConcat":
		site := &concatSite{params: params, recipe: []uint16{}}
		for range params {
			site.recipe = append(site.recipe, 1)
		}
		in.ref = site
		return vm.concat(f, site)
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
	var out []uint16
	ai, ci := 0, 0
	for _, c := range site.recipe {
		switch c {
		case 1:
			t := site.params[ai]
			if t[0] == 'B' || t[0] == 'S' {
				t = "I"
			}
			s, err := vm.ToJavaString(args[ai], t)
			if err != nil {
				var te *thrownError
				if errors.As(err, &te) {
					return 0, vm.throwObj(te.exc)
				}
				return 0, vm.hostErr(err)
			}
			out = append(out, utf16Of(s)...)
			ai++
		case 2:
			out = append(out, utf16Of(site.consts[ci])...)
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
	// The implementation must take the captured values then the interface
	// arguments with the same primitive-ness; boxing adaptations are not
	// modelled.
	ip, iret, _ := cf.ParseMethodDescriptor(erased.Descriptor)
	want := append(append([]string{}, captured...), ip...)
	have := append([]string{}, impl.ParamDescs...)
	if mh.Kind != refInvokeStatic && mh.Kind != refNewInvokeSpecial {
		have = append([]string{"L" + impl.Class.Name + ";"}, have...)
	}
	implRet := string(impl.Ret)
	if mh.Kind == refNewInvokeSpecial {
		implRet = "L"
	}
	if len(want) != len(have) || !samePrim(iret, implRet) && iret != "V" {
		return nil, fmt.Errorf("%w: lambda or method reference %s.%s needs boxing or varargs adaptation", ErrUnsupported, DotName(impl.Class.Name), impl.Name)
	}
	for i := range want {
		if !samePrim(want[i], have[i]) {
			return nil, fmt.Errorf("%w: lambda or method reference %s.%s needs boxing adaptation", ErrUnsupported, DotName(impl.Class.Name), impl.Name)
		}
	}
	if iret == "V" && implRet != "V" {
		return nil, fmt.Errorf("%w: method reference %s.%s discards its result", ErrUnsupported, DotName(impl.Class.Name), impl.Name)
	}
	obj, err := vm.LoadClass("java/lang/Object")
	if err != nil {
		return nil, err
	}
	name := fmt.Sprintf("%s$$Lambda$%d", m.Class.Name, len(vm.classes))
	c := &Class{Name: name, Super: obj, Interfaces: []*Class{iface}, fields: map[string]*Field{},
		methods: map[string]*Method{}, virtuals: map[string]*Method{}, statics: &Object{}, nInstance: len(captured)}
	descs := []string{erased.Descriptor}
	if ref := bsm.Method.Ref; ref.Name == "altMetafactory" && len(bsm.Args) > 3 {
		if flags, ok := bsm.Args[3].(cf.ConstInt); ok {
			rest := bsm.Args[4:]
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
		lm.lambda = &lambdaTarget{kind: mh.Kind, impl: impl, ncap: len(captured)}
		c.methods[lm.Name+lm.Desc] = lm
		c.Methods = append(c.Methods, lm)
	}
	c.initSerial = len(vm.initState)
	vm.initState = append(vm.initState, classInitialized)
	vm.classes[name] = c
	return &lambdaSite{class: c, params: captured}, nil
}

func samePrim(a, b string) bool {
	ref := func(s string) bool { return s[0] == 'L' || s[0] == '[' }
	if ref(a) || ref(b) {
		return ref(a) && ref(b)
	}
	norm := func(s string) byte {
		switch s[0] {
		case 'Z', 'B', 'S', 'C':
			return 'I'
		}
		return s[0]
	}
	return norm(a) == norm(b)
}

func (vm *VM) newLambda(f *frame, site *lambdaSite) (stopReason, error) {
	args, base := vm.popArgs(f, site.params)
	o := vm.newObject(site.class)
	copy(o.Fields, args)
	vm.stack[base] = RefSlot(o)
	f.sp = base + 1
	f.pc++
	return 0, nil
}

// enterLambda forwards a call of a synthetic lambda method: the receiver's
// captured values and the call's arguments become the implementation's
// arguments.
func (vm *VM) enterLambda(f *frame, in *insn, m *Method, argsBase int) (stopReason, error) {
	lt := m.lambda
	impl := lt.impl
	if lt.kind == refInvokeStatic {
		if again, err := vm.ensureInit(impl.Class); again || err != nil {
			return 0, err
		}
	}
	recv := vm.stack[argsBase].R
	actual := vm.argSlots(m, argsBase)[1:]
	all := append(append([]Slot{}, recv.Fields[:lt.ncap]...), actual...)
	if lt.kind == refNewInvokeSpecial {
		if again, err := vm.ensureInit(impl.Class); again || err != nil {
			return 0, err
		}
		obj := vm.newObject(impl.Class)
		all = append([]Slot{RefSlot(obj)}, all...)
		// Leave the new object as the result: the caller sees it below the
		// constructor's arguments, as after new/dup.
		vm.stack[argsBase] = RefSlot(obj)
		argsBase++
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
	switch lt.kind {
	case refInvokeVirtual, refInvokeInterface:
		r := vm.stack[argsBase].R
		if r == nil {
			return 0, vm.throwNew("java/lang/NullPointerException", "")
		}
		target = r.Class.selectVirtual(impl)
	}
	return vm.enter(f, in, target, argsBase)
}
