package interp

import (
	"fmt"
	"strings"
)

// Models of the natives (and a few VM-dependent methods) of JDK classes
// that otherwise run their real bytecode: jdk.internal.misc.Unsafe, VM and
// CDS, java.lang.reflect.Array, Enum.valueOf, ArraysSupport's vectorized
// helpers, Thread (main thread only, no scheduling), Runtime.

func init() { registrations = append(registrations, registerMisc) }

// Unsafe addresses: a field's offset is its slot; an array element's
// offset is unsafeArrayBase + index*scale; static fields are addressed
// through the class mirror (staticFieldBase).
const unsafeArrayBase = 16

func registerMisc(r *nativeRegistry) {
	U := "jdk/internal/misc/Unsafe."
	r.add(U+"registerNatives()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.add(U+"arrayBaseOffset0(Ljava/lang/Class;)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(unsafeArrayBase), nil })
	r.add(U+"arrayIndexScale0(Ljava/lang/Class;)I", func(vm *VM, a []Slot) (Slot, error) {
		c, _ := a[1].R.Native.(*Class)
		if c == nil || !c.IsArray() {
			return Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "")
		}
		return IntSlot(int32(elemSize(c.ElemType))), nil
	})
	r.add(U+"addressSize0()I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(8), nil })
	r.add(U+"objectFieldOffset1(Ljava/lang/Class;Ljava/lang/String;)J", func(vm *VM, a []Slot) (Slot, error) {
		c, _ := a[1].R.Native.(*Class)
		if c == nil || a[2].R == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		name := GoString(a[2].R)
		if c.File != nil {
			for _, f := range c.File.Fields {
				if f.Name == name && f.Access&0x0008 == 0 {
					return Slot{I: int64(c.fields[f.Name+":"+f.Descriptor].Slot)}, nil
				}
			}
		}
		return Slot{}, vm.JavaThrow("java/lang/InternalError", name)
	})
	r.add(U+"fullFence()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.add(U+"loadFence()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.add(U+"storeFence()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	for _, t := range []struct {
		name string
		d    string
	}{{"Int", "I"}, {"Long", "J"}, {"Reference", "Ljava/lang/Object;"}, {"Boolean", "Z"}, {"Byte", "B"},
		{"Short", "S"}, {"Char", "C"}, {"Float", "F"}, {"Double", "D"}} {
		t := t
		for _, vol := range []string{"", "Volatile"} {
			r.addSym(U+"get"+t.name+vol+"(Ljava/lang/Object;J)"+t.d, func(vm *VM, a []Slot) (Slot, error) {
				o, i, err := vm.unsafeSlot(a[1], a[2])
				if err != nil {
					return Slot{}, err
				}
				return o.Fields[i], nil
			})
			r.addSym(U+"put"+t.name+vol+"(Ljava/lang/Object;J"+t.d+")V", func(vm *VM, a []Slot) (Slot, error) {
				o, i, err := vm.unsafeSlot(a[1], a[2])
				if err != nil {
					return Slot{}, err
				}
				vm.SetField(o, i, vm.narrow(a[3], t.d[0]))
				return Slot{}, nil
			})
		}
	}
	for _, t := range []struct {
		name string
		d    string
	}{{"Int", "I"}, {"Long", "J"}, {"Reference", "Ljava/lang/Object;"}} {
		t := t
		cas := func(exchange bool) NativeFunc {
			return func(vm *VM, a []Slot) (Slot, error) {
				o, i, err := vm.unsafeSlot(a[1], a[2])
				if err != nil {
					return Slot{}, err
				}
				cur := o.Fields[i]
				if cur.S.Valid() || a[3].S.Valid() {
					return Slot{}, fmt.Errorf("%w: compare-and-set on a symbolic value", ErrUnsupported)
				}
				same := cur.R == a[3].R && cur.I == a[3].I
				if same {
					vm.SetField(o, i, a[4])
				}
				if exchange {
					return cur, nil
				}
				return Slot{I: b2i(same)}, nil
			}
		}
		r.addSym(U+"compareAndSet"+t.name+"(Ljava/lang/Object;J"+t.d+t.d+")Z", cas(false))
		r.addSym(U+"compareAndExchange"+t.name+"(Ljava/lang/Object;J"+t.d+t.d+")"+t.d, cas(true))
	}

	M := "jdk/internal/misc/"
	r.add(M+"VM.initialize()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.add(M+"VM.initLevel()I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(4), nil })
	r.add(M+"VM.isBooted()Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: 1}, nil })
	r.add(M+"VM.isModuleSystemInited()Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: 1}, nil })
	r.add(M+"VM.getSavedProperty(Ljava/lang/String;)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		if a[0].R == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		if v, ok := vm.opts.Properties[GoString(a[0].R)]; ok {
			return vm.StringSlot(v)
		}
		return Slot{}, nil
	})
	for _, n := range []string{"isDumpingClassList0()Z", "isDumpingArchive0()Z", "isSharingEnabled0()Z"} {
		r.add(M+"CDS."+n, func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	}
	r.add(M+"CDS.initializeFromArchive(Ljava/lang/Class;)V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.add(M+"CDS.getRandomSeedForDumping()J", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })

	// ArraysSupport.vectorizedMismatch compares arrays word by word through
	// Unsafe; answering "no mismatch in the vectorized part, all elements
	// left" makes its callers compare element by element.
	r.add("jdk/internal/util/ArraysSupport.vectorizedMismatch(Ljava/lang/Object;JLjava/lang/Object;JII)I", func(vm *VM, a []Slot) (Slot, error) {
		return IntSlot(^int32(a[4].I)), nil
	})

	// FloatingDecimal keeps one conversion buffer per thread in a
	// ThreadLocal; gospf gives each conversion a fresh one.
	r.add("jdk/internal/math/FloatingDecimal.getBinaryToASCIIBuffer()Ljdk/internal/math/FloatingDecimal$BinaryToASCIIBuffer;", func(vm *VM, a []Slot) (Slot, error) {
		c, err := vm.LoadClass("jdk/internal/math/FloatingDecimal$BinaryToASCIIBuffer")
		if err != nil {
			return Slot{}, err
		}
		if err := vm.initNow(c); err != nil {
			return Slot{}, err
		}
		init := c.DeclaredMethod("<init>", "()V")
		if init == nil {
			return Slot{}, fmt.Errorf("%w: no FloatingDecimal$BinaryToASCIIBuffer()", ErrLinkage)
		}
		o := vm.newObject(c)
		if _, err := vm.Call(init, []Slot{RefSlot(o)}); err != nil {
			return Slot{}, err
		}
		return RefSlot(o), nil
	})

	R := "java/lang/reflect/Array."
	r.add(R+"newArray(Ljava/lang/Class;I)Ljava/lang/Object;", func(vm *VM, a []Slot) (Slot, error) {
		if a[0].R == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		c := a[0].R.Native.(*Class)
		n := int32(a[1].I)
		if n < 0 {
			return Slot{}, vm.JavaThrow("java/lang/NegativeArraySizeException", fmt.Sprint(n))
		}
		if c.prim == 'V' {
			return Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "")
		}
		ac, err := vm.arrayOf(c)
		if err != nil {
			return Slot{}, err
		}
		return RefSlot(vm.newArray(ac, int(n))), nil
	})
	r.add(R+"getLength(Ljava/lang/Object;)I", func(vm *VM, a []Slot) (Slot, error) {
		if a[0].R == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		if !a[0].R.Class.IsArray() {
			return Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "Argument is not an array")
		}
		return IntSlot(int32(len(a[0].R.Fields))), nil
	})

	// Enum.valueOf looks the constant up by name among values() rather than
	// through the reflective enumConstantDirectory.
	r.add("java/lang/Enum.valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;", func(vm *VM, a []Slot) (Slot, error) {
		if a[0].R == nil || a[1].R == nil {
			if a[1].R == nil {
				return Slot{}, vm.JavaThrow(npe, "Name is null")
			}
			return Slot{}, vm.JavaThrow(npe, "")
		}
		c := a[0].R.Native.(*Class)
		consts, err := vm.enumConstants(c)
		if err != nil {
			return Slot{}, err
		}
		if consts == nil {
			return Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", DotName(c.Name)+" is not an enum class")
		}
		name := StringOf(a[1].R)
		nameField := c.FieldByName("name")
		for _, e := range consts.Fields {
			if e.R != nil && nameField != nil && equalUTF16(StringOf(e.R.Fields[nameField.Slot].R), name) {
				return e, nil
			}
		}
		return Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "No enum constant "+canonicalName(c)+"."+stringOfUTF16(name))
	})

	// java.lang.Thread: only the main thread exists; its natives and the
	// methods that would start or schedule threads are unsupported.
	r.add("java/lang/Thread.registerNatives()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.add("java/lang/Thread.holdsLock(Ljava/lang/Object;)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: 1}, nil })
	r.add("java/lang/Thread.yield()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.add("java/lang/Thread.onSpinWait()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })

	r.add("java/lang/Runtime.availableProcessors()I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(1), nil })
	r.add("java/lang/StrictMath.registerNatives()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
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
func (vm *VM) unsafeSlot(o, off Slot) (*Object, int, error) {
	if off.S.Valid() {
		return nil, 0, fmt.Errorf("%w: Unsafe access at a symbolic offset", ErrUnsupported)
	}
	obj := o.R
	if obj == nil {
		return nil, 0, fmt.Errorf("%w: Unsafe access to raw memory", ErrUnsupported)
	}
	i := int(off.I)
	if obj.Class.IsArray() {
		i = (i - unsafeArrayBase) / elemSize(obj.Class.ElemType)
	} else if c, ok := obj.Native.(*Class); ok && obj.Class.Name == "java/lang/Class" && off.I < 0 {
		obj = c.statics
		i = int(-off.I - 1)
	}
	if i < 0 || i >= len(obj.Fields) {
		return nil, 0, fmt.Errorf("interp: Unsafe offset %d out of range for %s", off.I, DotName(obj.Class.Name))
	}
	return obj, i, nil
}

// enumConstants returns the array of c.values(), or nil if c is no enum.
func (vm *VM) enumConstants(c *Class) (*Object, error) {
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
	if err := vm.initNow(c); err != nil {
		return nil, err
	}
	res, err := vm.Call(m, nil)
	if err != nil {
		return nil, err
	}
	return res.R, nil
}

// canonicalName is Class.getCanonicalName for top-level and member classes.
func canonicalName(c *Class) string {
	if c.IsArray() {
		if c.Component != nil {
			return canonicalName(c.Component) + "[]"
		}
		return primName(c.ElemType) + "[]"
	}
	return strings.ReplaceAll(DotName(c.Name), "$", ".")
}

// forEach iterates over a java.lang.Iterable from Go (iterator, hasNext,
// next), calling f with each element.
func (vm *VM) forEach(it Slot, f func(Slot) error) error {
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
			return fmt.Errorf("%w: iteration that depends on a symbolic value inside a model", ErrUnsupported)
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
