package jdk

import (
	"fmt"
	"slices"
	"strings"

	"gospf/interp"
	"gospf/solver"
)

// Models of the natives (and a few VM-dependent methods) of JDK classes
// that otherwise run their real bytecode: jdk.internal.misc.Unsafe, VM and
// CDS, java.lang.reflect.Array, Enum.valueOf, ArraysSupport's vectorized
// helpers, Thread (main thread only, no scheduling), Runtime.

// Unsafe addresses: a field's offset is its slot; an array element's
// offset is unsafeArrayBase + index*scale; static fields are addressed
// through the class mirror (staticFieldBase).
const unsafeArrayBase = 16

func registerMisc(r *interp.Library) {
	U := "jdk/internal/misc/Unsafe."
	r.Add(U+"registerNatives()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add(U+"arrayBaseOffset0(Ljava/lang/Class;)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.IntSlot(unsafeArrayBase), nil })
	r.Add(U+"arrayIndexScale0(Ljava/lang/Class;)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c, _ := a[1].R.Native.(*interp.Class)
		if c == nil || !c.IsArray() {
			return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "")
		}
		return interp.IntSlot(int32(elemSize(c.ElemType))), nil
	})
	r.Add(U+"addressSize0()I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.IntSlot(8), nil })
	r.Add(U+"objectFieldOffset1(Ljava/lang/Class;Ljava/lang/String;)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c, _ := a[1].R.Native.(*interp.Class)
		if c == nil || a[2].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		name := interp.GoString(a[2].R)
		if c.File != nil {
			for _, f := range c.File.Fields {
				if f.Name == name && f.Access&0x0008 == 0 {
					return interp.Slot{I: int64(c.DeclaredField(f.Name, f.Descriptor).Slot)}, nil
				}
			}
		}
		return interp.Slot{}, vm.JavaThrow("java/lang/InternalError", name)
	})
	fieldOf := func(vm *interp.VM, o *interp.Object) (*interp.Field, error) {
		if o == nil {
			return nil, vm.JavaThrow(npe, "")
		}
		fd, ok := o.Native.(*interp.Field)
		if !ok {
			return nil, fmt.Errorf("%w: a java.lang.reflect.Field gospf did not create", interp.ErrUnsupported)
		}
		return fd, nil
	}
	r.Add(U+"objectFieldOffset0(Ljava/lang/reflect/Field;)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		fd, err := fieldOf(vm, a[1].R)
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.Slot{I: int64(fd.Slot)}, nil
	})
	r.Add(U+"staticFieldOffset0(Ljava/lang/reflect/Field;)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		fd, err := fieldOf(vm, a[1].R)
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.Slot{I: -int64(fd.Slot) - 1}, nil
	})
	r.Add(U+"staticFieldBase0(Ljava/lang/reflect/Field;)Ljava/lang/Object;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		fd, err := fieldOf(vm, a[1].R)
		if err != nil {
			return interp.Slot{}, err
		}
		m, err := vm.Mirror(fd.Class)
		return interp.RefSlot(m), err
	})
	r.Add(U+"fullFence()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add(U+"loadFence()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add(U+"storeFence()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	for _, t := range []struct {
		name string
		d    string
	}{{"Int", "I"}, {"Long", "J"}, {"Reference", "Ljava/lang/Object;"}, {"Boolean", "Z"}, {"Byte", "B"},
		{"Short", "S"}, {"Char", "C"}, {"Float", "F"}, {"Double", "D"}} {
		t := t
		for _, vol := range []string{"", "Volatile"} {
			r.AddSym(U+"get"+t.name+vol+"(Ljava/lang/Object;J)"+t.d, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				o, i, err := unsafeSlot(vm, a[1], a[2])
				if err != nil {
					return interp.Slot{}, err
				}
				return o.Fields[i], nil
			})
			r.AddSym(U+"put"+t.name+vol+"(Ljava/lang/Object;J"+t.d+")V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				o, i, err := unsafeSlot(vm, a[1], a[2])
				if err != nil {
					return interp.Slot{}, err
				}
				vm.SetField(o, i, vm.Narrow(a[3], t.d[0]))
				return interp.Slot{}, nil
			})
		}
	}
	for _, t := range []struct {
		name string
		d    string
	}{{"Int", "I"}, {"Long", "J"}, {"Reference", "Ljava/lang/Object;"}} {
		t := t
		cas := func(exchange bool) interp.NativeFunc {
			return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				o, i, err := unsafeSlot(vm, a[1], a[2])
				if err != nil {
					return interp.Slot{}, err
				}
				cur := o.Fields[i]
				if cur.S.Valid() || a[3].S.Valid() {
					return casSym(vm, o, i, t.d[0], cur, a[3], a[4], exchange), nil
				}
				same := cur.R == a[3].R && cur.I == a[3].I
				if same {
					vm.SetField(o, i, a[4])
				}
				if exchange {
					return cur, nil
				}
				return interp.Slot{I: b2i(same)}, nil
			}
		}
		r.AddSym(U+"compareAndSet"+t.name+"(Ljava/lang/Object;J"+t.d+t.d+")Z", cas(false))
		r.AddSym(U+"compareAndExchange"+t.name+"(Ljava/lang/Object;J"+t.d+t.d+")"+t.d, cas(true))
	}

	M := "jdk/internal/misc/"
	r.Add(M+"VM.initialize()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add(M+"VM.initLevel()I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.IntSlot(4), nil })
	r.Add(M+"VM.isBooted()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{I: 1}, nil })
	r.Add(M+"VM.isModuleSystemInited()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{I: 1}, nil })
	r.Add(M+"VM.getSavedProperty(Ljava/lang/String;)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		if v, ok := vm.Options().Properties[interp.GoString(a[0].R)]; ok {
			return vm.StringSlot(v)
		}
		return interp.Slot{}, nil
	})
	for _, n := range []string{"isDumpingClassList0()Z", "isDumpingArchive0()Z", "isSharingEnabled0()Z"} {
		r.Add(M+"CDS."+n, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	}
	r.Add(M+"CDS.initializeFromArchive(Ljava/lang/Class;)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add(M+"CDS.getRandomSeedForDumping()J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })

	// ArraysSupport.vectorizedMismatch compares arrays word by word through
	// Unsafe; answering "no mismatch in the vectorized part, all elements
	// left" makes its callers compare element by element.
	r.Add("jdk/internal/util/ArraysSupport.vectorizedMismatch(Ljava/lang/Object;JLjava/lang/Object;JII)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.IntSlot(^int32(a[4].I)), nil
	})

	// FloatingDecimal keeps one conversion buffer per thread in a
	// ThreadLocal; gospf gives each conversion a fresh one.
	r.Add("jdk/internal/math/FloatingDecimal.getBinaryToASCIIBuffer()Ljdk/internal/math/FloatingDecimal$BinaryToASCIIBuffer;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c, err := vm.LoadClass("jdk/internal/math/FloatingDecimal$BinaryToASCIIBuffer")
		if err != nil {
			return interp.Slot{}, err
		}
		if err := vm.InitNow(c); err != nil {
			return interp.Slot{}, err
		}
		init := c.DeclaredMethod("<init>", "()V")
		if init == nil {
			return interp.Slot{}, fmt.Errorf("%w: no FloatingDecimal$BinaryToASCIIBuffer()", interp.ErrLinkage)
		}
		o := vm.NewObject(c)
		if _, err := vm.Call(init, []interp.Slot{interp.RefSlot(o)}); err != nil {
			return interp.Slot{}, err
		}
		return interp.RefSlot(o), nil
	})

	R := "java/lang/reflect/Array."
	r.Add(R+"newArray(Ljava/lang/Class;I)Ljava/lang/Object;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		c := a[0].R.Native.(*interp.Class)
		n := int32(a[1].I)
		if n < 0 {
			return interp.Slot{}, vm.JavaThrow("java/lang/NegativeArraySizeException", fmt.Sprint(n))
		}
		if c.Prim() == 'V' {
			return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "")
		}
		ac, err := vm.ArrayOf(c)
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.RefSlot(vm.NewArray(ac, int(n))), nil
	})
	r.Add(R+"getLength(Ljava/lang/Object;)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		if !a[0].R.Class.IsArray() {
			return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "Argument is not an array")
		}
		return interp.IntSlot(int32(len(a[0].R.Fields))), nil
	})

	// Enum.valueOf looks the constant up by name among values() rather than
	// through the reflective enumConstantDirectory.
	r.Add("java/lang/Enum.valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil || a[1].R == nil {
			if a[1].R == nil {
				return interp.Slot{}, vm.JavaThrow(npe, "Name is null")
			}
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		c := a[0].R.Native.(*interp.Class)
		consts, err := enumConstants(vm, c)
		if err != nil {
			return interp.Slot{}, err
		}
		if consts == nil {
			return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", interp.DotName(c.Name)+" is not an enum class")
		}
		name := interp.StringOf(a[1].R)
		nameField := c.FieldByName("name")
		for _, e := range consts.Fields {
			if e.R != nil && nameField != nil && slices.Equal(interp.StringOf(e.R.Fields[nameField.Slot].R), name) {
				return e, nil
			}
		}
		return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "No enum constant "+canonicalName(c)+"."+interp.StringOfUTF16(name))
	})

	// java.lang.Thread: only the main thread exists (currentThread); a
	// thread cannot be started (start0 has no model).
	r.Add("java/lang/Thread.registerNatives()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add("java/lang/Thread.currentThread()Ljava/lang/Thread;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		t, err := mainThread(vm)
		return interp.RefSlot(t), err
	})
	r.Add("java/lang/Thread.<init>(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;JLjava/security/AccessControlContext;Z)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{}, fmt.Errorf("%w: creating a java.lang.Thread (gospf runs the main thread only)", interp.ErrUnsupported)
	})
	r.Add("java/lang/Thread.isAlive()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{I: b2i(a[0].R == vm.PeerData(mainThreadKey{}))}, nil
	})
	r.Add("java/lang/Thread.sleep(J)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].I < 0 {
			return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "timeout value is negative")
		}
		return interp.Slot{}, nil // time is not modelled
	})
	r.Add("java/lang/Thread.setPriority0(I)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add("java/lang/Thread.setNativeName(Ljava/lang/String;)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add("java/lang/Thread.interrupt0()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add("java/lang/Thread.clearInterruptEvent()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	// SharedSecrets.getJavaLangAccess: System's private implementation,
	// set while the JVM boots, with the methods the JDK's libraries use
	// modelled (System is a Go model, so its bytecode never runs).
	r.Model("java/lang/System$2")
	r.Add("jdk/internal/access/SharedSecrets.getJavaLangAccess()Ljdk/internal/access/JavaLangAccess;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if o, ok := vm.PeerData(javaLangAccessKey{}).(*interp.Object); ok {
			return interp.RefSlot(o), nil
		}
		c, err := vm.LoadClass("java/lang/System$2")
		if err != nil {
			return interp.Slot{}, err
		}
		o := vm.NewShared(c, "JavaLangAccess")
		vm.SetPeerData(javaLangAccessKey{}, o)
		return interp.RefSlot(o), nil
	})
	JLA := "java/lang/System$2."
	r.Add(JLA+"getEnumConstantsShared(Ljava/lang/Class;)[Ljava/lang/Enum;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[1].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		arr, err := enumConstants(vm, a[1].R.Native.(*interp.Class))
		return interp.RefSlot(arr), err
	})
	r.AddSym(JLA+"join(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;I)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		var j joiner
		if err := j.add(vm, a[1]); err != nil {
			return interp.Slot{}, err
		}
		for i := 0; i < int(int32(a[5].I)) && i < len(a[4].R.Fields); i++ {
			if i > 0 {
				if err := j.add(vm, a[3]); err != nil {
					return interp.Slot{}, err
				}
			}
			if err := j.add(vm, a[4].R.Fields[i]); err != nil {
				return interp.Slot{}, err
			}
		}
		if err := j.add(vm, a[2]); err != nil {
			return interp.Slot{}, err
		}
		return j.result(vm)
	})
	r.Add(JLA+"fastUUID(JJ)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		lsb, msb := uint64(a[1].I), uint64(a[2].I)
		return vm.StringSlot(fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", msb>>32, (msb>>16)&0xffff, msb&0xffff, lsb>>48, lsb&0xffffffffffff))
	})

	// Reference's initialiser starts the reference-handler thread; gospf
	// has no garbage collector to feed it, so it is skipped.
	r.Add("java/lang/ref/Reference.<clinit>()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	// Nothing is ever collected: a reference's referent stays until
	// cleared.
	refersTo := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		fd := a[0].R.Class.FieldByName("referent")
		if fd == nil {
			return interp.Slot{}, fmt.Errorf("%w: no field java.lang.ref.Reference.referent", interp.ErrLinkage)
		}
		return interp.Slot{I: b2i(a[0].R.Fields[fd.Slot].R == a[1].R)}, nil
	}
	r.Add("java/lang/ref/Reference.refersTo0(Ljava/lang/Object;)Z", refersTo)
	r.Add("java/lang/ref/PhantomReference.refersTo0(Ljava/lang/Object;)Z", refersTo)
	r.Add("java/lang/ref/Reference.clear0()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if fd := a[0].R.Class.FieldByName("referent"); fd != nil {
			vm.SetField(a[0].R, fd.Slot, interp.Slot{})
		}
		return interp.Slot{}, nil
	})
	r.Add("java/lang/Thread.holdsLock(Ljava/lang/Object;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{I: 1}, nil })
	r.Add("java/lang/Thread.yield()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add("java/lang/Thread.onSpinWait()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })

	// Reflection.getCallerClass: the class of the method that called the
	// method asking (natives have no frame of their own).
	r.Add("jdk/internal/reflect/Reflection.getCallerClass()Ljava/lang/Class;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := vm.CallerClass()
		if c == nil {
			return interp.Slot{}, nil
		}
		m, err := vm.Mirror(c)
		return interp.RefSlot(m), err
	})
	r.Add("java/security/AccessController.ensureMaterializedForStackWalk(Ljava/lang/Object;)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add("java/util/concurrent/atomic/AtomicLong.VMSupportsCS8()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{I: 1}, nil })
	r.Add("java/lang/Runtime.availableProcessors()I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.IntSlot(1), nil })
	r.Add("java/lang/StrictMath.registerNatives()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
}

func elemSize(t byte) int {
	switch t {
	case 'Z', 'B':
		return 1
	case 'S', 'C':
		return 2
	case 'I', 'F':
		return 4
	case 'J', 'D':
		return 8
	}
	return 4
}

// unsafeSlot decodes an Unsafe (object, offset) address.
func unsafeSlot(vm *interp.VM, o, off interp.Slot) (*interp.Object, int, error) {
	if off.S.Valid() {
		return nil, 0, fmt.Errorf("%w: Unsafe access at a symbolic offset", interp.ErrUnsupported)
	}
	obj := o.R
	if obj == nil {
		return nil, 0, fmt.Errorf("%w: Unsafe access to raw memory", interp.ErrUnsupported)
	}
	i := int(off.I)
	if obj.Class.IsArray() {
		i = (i - unsafeArrayBase) / elemSize(obj.Class.ElemType)
	} else if c, ok := obj.Native.(*interp.Class); ok && obj.Class.Name == "java/lang/Class" && off.I < 0 {
		obj = c.Statics()
		i = int(-off.I - 1)
	}
	if i < 0 || i >= len(obj.Fields) {
		return nil, 0, fmt.Errorf("interp: Unsafe offset %d out of range for %s", off.I, interp.DotName(obj.Class.Name))
	}
	return obj, i, nil
}

// enumConstants returns the array of c.values(), or nil if c is no enum.
func enumConstants(vm *interp.VM, c *interp.Class) (*interp.Object, error) {
	for k := c; k != nil; k = k.Super {
		if k.Super != nil && k.Super.Name == "java/lang/Enum" {
			c = k
			break
		}
	}
	if c.Super == nil || c.Super.Name != "java/lang/Enum" {
		return nil, nil
	}
	m := c.DeclaredMethod("values", "()[L"+c.Name+";")
	if m == nil {
		return nil, nil
	}
	if err := vm.InitNow(c); err != nil {
		return nil, err
	}
	res, err := vm.Call(m, nil)
	if err != nil {
		return nil, err
	}
	return res.R, nil
}

// canonicalName is Class.getCanonicalName for top-level and member classes.
func canonicalName(c *interp.Class) string {
	if c.IsArray() {
		if c.Component != nil {
			return canonicalName(c.Component) + "[]"
		}
		return interp.PrimName(c.ElemType) + "[]"
	}
	return strings.ReplaceAll(interp.DotName(c.Name), "$", ".")
}

// forEach iterates over a java.lang.Iterable from Go (iterator, hasNext,
// next), calling f with each element.
func forEach(vm *interp.VM, it interp.Slot, f func(interp.Slot) error) error {
	if it.R == nil {
		return vm.JavaThrow(npe, "")
	}
	iter, err := vm.CallVirtual(it.R, "iterator", "()Ljava/util/Iterator;")
	if err != nil {
		return err
	}
	for {
		more, err := vm.CallVirtual(iter.R, "hasNext", "()Z")
		if err != nil {
			return err
		}
		if more.S.Valid() {
			return fmt.Errorf("%w: iteration that depends on a symbolic value inside a model", interp.ErrUnsupported)
		}
		if more.I == 0 {
			return nil
		}
		e, err := vm.CallVirtual(iter.R, "next", "()Ljava/lang/Object;")
		if err != nil {
			return err
		}
		if err := f(e); err != nil {
			return err
		}
	}
}

// reflectField returns a java.lang.reflect.Field for fd, enough for the
// JDK's own uses (Unsafe offsets, getName, getType): the object is built
// without running Field's constructor, as the JVM does.
func reflectField(vm *interp.VM, fd *interp.Field) (*interp.Object, error) {
	fc, err := vm.LoadClass("java/lang/reflect/Field")
	if err != nil {
		return nil, err
	}
	o := vm.NewObject(fc)
	o.Native = fd
	set := func(name string, v interp.Slot) {
		if f := fc.FieldByName(name); f != nil && !f.Static {
			o.Fields[f.Slot] = v
		}
	}
	m, err := vm.Mirror(fd.Class)
	if err != nil {
		return nil, err
	}
	set("clazz", interp.RefSlot(m))
	name, err := vm.Intern(interp.UTF16Of(fd.Name))
	if err != nil {
		return nil, err
	}
	set("name", interp.RefSlot(name))
	tc, err := classOfDescriptor(vm, fd.Desc)
	if err != nil {
		return nil, err
	}
	tm, err := vm.Mirror(tc)
	if err != nil {
		return nil, err
	}
	set("type", interp.RefSlot(tm))
	for _, f := range fd.Class.File.Fields {
		if f.Name == fd.Name && f.Descriptor == fd.Desc {
			set("modifiers", interp.IntSlot(int32(f.Access)))
		}
	}
	set("slot", interp.IntSlot(int32(fd.Slot)))
	return o, nil
}

// classOfDescriptor returns the class of a field descriptor ("I",
// "Ljava/lang/String;", "[J").
func classOfDescriptor(vm *interp.VM, d string) (*interp.Class, error) {
	switch d[0] {
	case 'L':
		return vm.LoadClass(d[1 : len(d)-1])
	case '[':
		return vm.LoadClass(d)
	}
	return vm.PrimitiveClass(interp.PrimName(d[0]))
}

// mainThreadKey keys the main thread's object in the VM's PeerData;
// javaLangAccessKey keys SharedSecrets' JavaLangAccess.
type (
	mainThreadKey     struct{}
	javaLangAccessKey struct{}
)

// mainThread returns the java.lang.Thread of the only thread, created on
// first use the way the JVM creates it: no constructor run, named "main",
// normal priority, runnable.
func mainThread(vm *interp.VM) (*interp.Object, error) {
	if t, ok := vm.PeerData(mainThreadKey{}).(*interp.Object); ok {
		return t, nil
	}
	c, err := vm.LoadClass("java/lang/Thread")
	if err != nil {
		return nil, err
	}
	if err := vm.InitNow(c); err != nil {
		return nil, err
	}
	t := vm.NewShared(c, "main thread")
	name, err := vm.Intern(interp.UTF16Of("main"))
	if err != nil {
		return nil, err
	}
	for f, v := range map[string]interp.Slot{"name": interp.RefSlot(name), "priority": interp.IntSlot(5), "tid": interp.LongSlot(1), "threadStatus": interp.IntSlot(5)} {
		if fd := c.FieldByName(f); fd != nil && !fd.Static {
			t.Fields[fd.Slot] = v
		}
	}
	vm.SetPeerData(mainThreadKey{}, t)
	return t, nil
}

// casSym is Unsafe's compare-and-set (or compare-and-exchange) of an int
// or long field of o at i whose current value cur or expected value exp
// is symbolic. gospf runs one thread, so the comparison is the whole
// story: when cur and exp are the same expression (a value read and
// then set, as AtomicInteger's loops do) the field takes v; otherwise
// the field becomes ite(cur == exp, v, cur) and the result ite(cur ==
// exp, 1, 0) (or cur, for an exchange), exact without forking.
func casSym(vm *interp.VM, o *interp.Object, i int, prim byte, cur, exp, v interp.Slot, exchange bool) interp.Slot {
	k := solver.KInt
	if prim == 'J' {
		k = solver.KLong
	}
	c := vm.Ctx()
	x, e := vm.SymOf(cur, k), vm.SymOf(exp, k)
	if x == e {
		vm.SetField(o, i, v)
		if exchange {
			return cur
		}
		return interp.Slot{I: 1}
	}
	same := c.Eq(x, e)
	vm.SetField(o, i, vm.Normal(interp.Slot{S: c.Ite(same, vm.SymOf(v, k), x)}))
	if exchange {
		return cur
	}
	return vm.Normal(interp.Slot{S: c.Ite(same, c.Const(solver.KInt, 1), c.Const(solver.KInt, 0))})
}
