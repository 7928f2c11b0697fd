package interp

import (
	"fmt"

	cf "gospf/classfile"
)

// ensureInit starts the initialisation of c (JVMS 5.5) if it has not
// started. It returns again = true when it pushed class-initialiser frames
// (or threw): the current instruction must then be executed again.
//
// The classes to initialise are, in order (JVMS 5.5 step 7): the
// superclass chain from the top, each class preceded by its superclass
// and followed by the superinterfaces that declare default methods (in
// the recursive order of the interfaces arrays), and c last. Their
// initialiser frames are pushed in reverse, so the first runs first.
func (vm *VM) ensureInit(c *Class) (bool, error) {
	if vm.rec != nil {
		done := vm.initState[c.initSerial] == classInitialized
		if _, err := vm.recordRead(Location{Kind: LocInit, Class: c}, Slot{I: b2i(done)}); err != nil {
			return true, err
		}
		if !done {
			return true, vm.abandon("the initialisation of %s", DotName(c.Name))
		}
	}
	switch vm.initState[c.initSerial] {
	case classInitialized, classInitializing:
		return false, nil
	case classErroneous:
		return true, vm.throwNew("java/lang/NoClassDefFoundError", "Could not initialize class "+DotName(c.Name))
	}
	for k := c.Super; k != nil; k = k.Super {
		if vm.initState[k.initSerial] == classErroneous {
			vm.setInitState(c, classErroneous)
			return true, vm.throwNew("java/lang/NoClassDefFoundError", "Could not initialize class "+DotName(k.Name))
		}
	}
	var order []*Class
	seen := map[*Class]bool{}
	add := func(k *Class) {
		if !seen[k] && vm.initState[k.initSerial] == classUninit {
			seen[k] = true
			order = append(order, k)
		}
	}
	var visit func(k *Class)
	visit = func(k *Class) {
		if seen[k] || vm.initState[k.initSerial] != classUninit {
			return
		}
		if !k.IsInterface {
			if k.Super != nil {
				visit(k.Super)
			}
			var enum func(i *Class)
			enum = func(i *Class) {
				for _, s := range i.Interfaces {
					enum(s)
				}
				if hasDefaults(i) {
					add(i)
				}
			}
			for _, i := range k.Interfaces {
				enum(i)
			}
		}
		add(k)
	}
	visit(c)
	pushed := false
	for i := len(order) - 1; i >= 0; i-- {
		k := order[i]
		vm.setInitState(k, classInitializing)
		if err := vm.setConstants(k); err != nil {
			return false, err
		}
		if k.modelled {
			if err := vm.natives.initModel(vm, k); err != nil {
				return false, err
			}
			vm.setInitState(k, classInitialized)
			// The model may run Java code, which may have grown the
			// stack and the frames under the dispatch loop: the
			// instruction runs again.
			pushed = true
			continue
		}
		clinit := k.methods["<clinit>()V"]
		if clinit != nil {
			// A Go model of an initialiser replaces it.
			if nf := vm.natives.lookup(clinit); nf != nil {
				if _, err := nf(vm, nil); err != nil {
					return false, vm.hostErr(fmt.Errorf("%s: %w", clinit, err))
				}
				clinit = nil
			}
		}
		if clinit != nil {
			if err := vm.pushFrame(clinit, vm.top(), frameClinit, k); err != nil {
				return false, err
			}
			pushed = true
		} else {
			vm.setInitState(k, classInitialized)
		}
	}
	return pushed, nil
}

// InitNow initialises c (JVMS 5.5) before returning, for Go code that
// needs a class's static state: the initialisers run as callback frames.
// An exception they throw comes back as a thrownError
// (ExceptionInInitializerError for non-errors).
func (vm *VM) InitNow(c *Class) error {
	switch vm.initState[c.initSerial] {
	case classInitialized, classInitializing:
		return nil
	case classErroneous:
		return vm.JavaThrow("java/lang/NoClassDefFoundError", "Could not initialize class "+DotName(c.Name))
	}
	depth := len(vm.frames)
	if _, err := vm.ensureInit(c); err != nil {
		return err
	}
	if len(vm.frames) == depth {
		return nil
	}
	vm.frames[depth].kind = frameClinitCallback
	vm.callbackDepth++
	stop, err := vm.exec()
	vm.callbackDepth--
	if err != nil {
		return err
	}
	if stop != stopReturn {
		return fmt.Errorf("interp: initialiser of %s did not return", DotName(c.Name))
	}
	if vm.cbExc != nil {
		return vm.takeCallbackExc()
	}
	return nil
}

// hasDefaults reports whether interface c declares a non-abstract,
// non-static method.
func hasDefaults(c *Class) bool {
	for _, m := range c.Methods {
		if m.Access&(cf.AccAbstract|cf.AccStatic) == 0 && m.Name != "<clinit>" {
			return true
		}
	}
	return false
}

// setConstants sets the static fields with a ConstantValue attribute
// (JVMS 5.5 step 6).
func (vm *VM) setConstants(c *Class) error {
	if c.File == nil {
		return nil
	}
	for _, f := range c.File.Fields {
		fd := c.fields[f.Name+":"+f.Descriptor]
		if fd.Static && fd.Const != nil {
			v, err := vm.constant(fd.Const)
			if err != nil {
				return vm.hostErr(err)
			}
			vm.SetField(c.statics, fd.Slot, v)
		}
	}
	return nil
}

// fieldRef resolves the field operand of an instruction, caching it.
func (vm *VM) fieldRef(m *Method, in *insn) (*Field, error) {
	if fd, ok := in.ref.(*Field); ok {
		return fd, nil
	}
	ref, ok := m.Class.File.Pool[in.a].(*cf.ConstMemberRef)
	if !ok {
		return nil, vm.hostErr(fmt.Errorf("constant %d is not a field reference", in.a))
	}
	c, err := vm.LoadClass(ref.Class)
	if err != nil {
		return nil, vm.hostErr(err)
	}
	fd := c.findField(ref.Name, ref.Descriptor)
	if fd == nil {
		return nil, vm.hostErr(fmt.Errorf("%w: no field %s.%s:%s", ErrLinkage, DotName(ref.Class), ref.Name, ref.Descriptor))
	}
	in.ref = fd
	return fd, nil
}

// fieldAccess executes getstatic, putstatic, getfield and putfield. again
// reports that the instruction must run again (class initialisation, a
// thrown exception, a symbolic reference bound); stop that the VM stops.
func (vm *VM) fieldAccess(f *frame, in *insn) (again bool, stop stopReason, err error) {
	fd, err := vm.fieldRef(f.m, in)
	if err != nil {
		return false, 0, err
	}
	st := vm.stack
	sp := f.sp
	w := slotsOf(fd.Desc[0])
	switch in.op {
	case cf.OpGetstatic, cf.OpPutstatic:
		if again, err := vm.ensureInit(fd.Class); again || err != nil {
			return true, 0, err
		}
		if in.op == cf.OpGetstatic {
			st[sp] = fd.Class.statics.Fields[fd.Slot]
			if vm.rec != nil {
				v, err := vm.recordRead(Location{Kind: LocStatic, Class: fd.Class, Index: fd.Slot}, st[sp])
				if err != nil {
					return true, 0, err
				}
				st[sp] = v
			}
			sp += w
		} else {
			sp -= w
			vm.SetField(fd.Class.statics, fd.Slot, st[sp])
		}
	case cf.OpGetfield:
		o := st[sp-1].R
		if IsPlaceholder(o) {
			if v, ok := vm.mergedField(o, fd, vm.where(f, f.pc)); ok {
				st[sp-1] = v
				sp += w - 1
				break
			}
			stop, err := vm.resolveAt(f, sp-1)
			return true, stop, err
		}
		if o == nil {
			return true, 0, vm.throwNew("java/lang/NullPointerException", npeMessage(f.m, f.pc))
		}
		if err := vm.sealedAccess(o, fd); err != nil {
			return true, 0, err
		}
		st[sp-1] = o.Fields[fd.Slot]
		if vm.rec != nil {
			v, err := vm.recordRead(Location{Kind: LocField, Obj: o, Index: fd.Slot}, st[sp-1])
			if err != nil {
				return true, 0, err
			}
			st[sp-1] = v
		}
		sp += w - 1
	default:
		o := st[sp-1-w].R
		if IsPlaceholder(o) {
			stop, err := vm.resolveAt(f, sp-1-w)
			return true, stop, err
		}
		if o == nil {
			return true, 0, vm.throwNew("java/lang/NullPointerException", npeMessage(f.m, f.pc))
		}
		if err := vm.sealedAccess(o, fd); err != nil {
			return true, 0, err
		}
		vm.SetField(o, fd.Slot, st[sp-w])
		sp -= 1 + w
	}
	f.sp = sp
	f.pc++
	return false, 0, nil
}

// ldc pushes a loadable constant (JVMS 6.5 ldc, ldc_w, ldc2_w).
func (vm *VM) ldc(m *Method, in *insn) (Slot, error) {
	if o, ok := in.ref.(*Object); ok {
		return Slot{R: o}, nil
	}
	k := m.Class.File.Pool[in.a]
	v, err := vm.constant(k)
	if err != nil {
		return Slot{}, err
	}
	if v.R != nil {
		in.ref = v.R
	}
	return v, nil
}

func (vm *VM) constant(k cf.Constant) (Slot, error) {
	switch k := k.(type) {
	case cf.ConstInt:
		return IntSlot(k.Value), nil
	case cf.ConstFloat:
		return FloatSlot(k.Value), nil
	case cf.ConstLong:
		return LongSlot(k.Value), nil
	case cf.ConstDouble:
		return DoubleSlot(k.Value), nil
	case *cf.ConstString:
		s, err := vm.Intern(k.UTF16)
		return Slot{R: s}, err
	case cf.ConstClass:
		c, err := vm.LoadClass(k.Name)
		if err != nil {
			return Slot{}, err
		}
		o, err := vm.Mirror(c)
		return Slot{R: o}, err
	}
	return Slot{}, fmt.Errorf("%w: loadable constant of type %T", ErrUnsupported, k)
}

// Intern returns the interned String with the given UTF-16 text.
func (vm *VM) Intern(u []uint16) (*Object, error) {
	key := string(utf16Key(u))
	if o := vm.strings[key]; o != nil {
		return o, nil
	}
	c, err := vm.LoadClass("java/lang/String")
	if err != nil {
		return nil, err
	}
	o := vm.NewShared(c, "string "+key)
	o.Native = u
	vm.strings[key] = o
	return o, nil
}

func utf16Key(u []uint16) []byte {
	b := make([]byte, 2*len(u))
	for i, c := range u {
		b[2*i], b[2*i+1] = byte(c), byte(c>>8)
	}
	return b
}

// NewString allocates a java.lang.String holding u (not copied).
func (vm *VM) NewString(u []uint16) (*Object, error) {
	c, err := vm.LoadClass("java/lang/String")
	if err != nil {
		return nil, err
	}
	o := vm.NewObject(c)
	o.Native = u
	return o, nil
}

// Mirror returns the java.lang.Class object of c.
func (vm *VM) Mirror(c *Class) (*Object, error) {
	if c.mirror != nil {
		return c.mirror, nil
	}
	cc, err := vm.LoadClass("java/lang/Class")
	if err != nil {
		return nil, err
	}
	o := vm.NewShared(cc, "class "+c.Name)
	o.Native = c
	c.mirror = o
	return o, nil
}
