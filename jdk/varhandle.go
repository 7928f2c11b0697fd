package jdk

import (
	"fmt"

	cf "gospf/classfile"
	"gospf/interp"
	"gospf/solver"
)

// VarHandles (java.lang.invoke.VarHandle) on fields and array elements:
// what AtomicBoolean, AtomicReference and the atomic arrays use, and
// programs that look handles up themselves. The JDK builds them through
// MethodHandleNatives, which resolves members inside the JVM; here
// MethodHandles.Lookup.findVarHandle and findStaticVarHandle and
// MethodHandles.arrayElementVarHandle make a VarHandle object that names
// the field or the array type (varHandle), and the access modes are
// models of VarHandle's signature-polymorphic methods (interp's
// Library.AddPolymorphic), one slot per argument of the call site. gospf
// runs one thread: the memory-order variants (volatile, opaque, acquire,
// release, weak) all behave as the plain access, and a compare-and-set on
// a symbolic int or long is exact (casSym). An access mode without a
// model (the bitwise ones, getAndAdd on a floating-point value) is
// ErrUnsupported naming it.

// varHandle is the Native of a VarHandle: a field, or the elements of an
// array type.
type varHandle struct {
	field *interp.Field // nil for an array element handle
	prim  byte          // the first byte of the variable's descriptor
}

func registerVarHandles(r *interp.Library) {
	const L = "java/lang/invoke/MethodHandles$Lookup."
	find := func(static bool) interp.NativeFunc {
		return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			if a[1].R == nil || a[2].R == nil || a[3].R == nil {
				return interp.Slot{}, vm.JavaThrow(npe, "")
			}
			c, name := a[1].R.Native.(*interp.Class), interp.GoString(a[2].R)
			typ := a[3].R.Native.(*interp.Class)
			kind := "getField"
			if static {
				kind = "getStatic"
			}
			member := fmt.Sprintf("%s.%s/%s/%s", interp.DotName(c.Name), name, interp.DotName(typ.Name), kind)
			fd := c.DeclaredField(name, descriptorOf(typ))
			if fd == nil {
				return interp.Slot{}, vm.JavaThrow("java/lang/NoSuchFieldException", "no such field: "+member)
			}
			if fd.Static != static {
				return interp.Slot{}, fmt.Errorf("%w: findVarHandle of %s, which the JVM refuses with an IllegalAccessException gospf does not model", interp.ErrUnsupported, member)
			}
			if err := lookupMayAccess(a[0].R, fd); err != nil {
				return interp.Slot{}, err
			}
			if static {
				if err := vm.InitNow(c); err != nil {
					return interp.Slot{}, err
				}
			}
			return newVarHandle(vm, &varHandle{field: fd, prim: fd.Desc[0]})
		}
	}
	r.Add(L+"findVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", find(false))
	r.Add(L+"findStaticVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", find(true))
	r.Add("java/lang/invoke/MethodHandles.arrayElementVarHandle(Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		c := a[0].R.Native.(*interp.Class)
		if !c.IsArray() {
			return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "not an array class: "+interp.DotName(c.Name))
		}
		return newVarHandle(vm, &varHandle{prim: c.Name[1]})
	})

	const V = "java/lang/invoke/VarHandle."
	for _, m := range []string{"get", "getVolatile", "getOpaque", "getAcquire"} {
		r.AddPolymorphic(V+m, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			_, o, i, _, err := access(vm, a)
			if err != nil {
				return interp.Slot{}, err
			}
			return o.Fields[i], nil
		})
	}
	for _, m := range []string{"set", "setVolatile", "setOpaque", "setRelease"} {
		r.AddPolymorphic(V+m, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			h, o, i, v, err := access(vm, a)
			if err != nil {
				return interp.Slot{}, err
			}
			vm.SetField(o, i, vm.Narrow(v[0], h.prim))
			return interp.Slot{}, nil
		})
	}
	cas := func(exchange bool) interp.NativeFunc {
		return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			h, o, i, v, err := access(vm, a)
			if err != nil {
				return interp.Slot{}, err
			}
			cur, exp, nv := o.Fields[i], v[0], vm.Narrow(v[1], h.prim)
			if cur.S.Valid() || exp.S.Valid() {
				if h.prim == 'F' || h.prim == 'D' {
					return interp.Slot{}, fmt.Errorf("%w: compare-and-set of a symbolic floating-point value through a VarHandle", interp.ErrUnsupported)
				}
				prim := byte('I')
				if h.prim == 'J' {
					prim = 'J'
				}
				return casSym(vm, o, i, prim, cur, exp, nv, exchange), nil
			}
			// References by identity, primitives by their bits (the
			// JDK compares floats and doubles by their raw bits).
			same := cur.R == exp.R && cur.I == exp.I
			if same {
				vm.SetField(o, i, nv)
			}
			if exchange {
				return cur, nil
			}
			return interp.Slot{I: b2i(same)}, nil
		}
	}
	for _, m := range []string{"compareAndSet", "weakCompareAndSet", "weakCompareAndSetPlain", "weakCompareAndSetAcquire", "weakCompareAndSetRelease"} {
		r.AddPolymorphic(V+m, cas(false))
	}
	for _, m := range []string{"compareAndExchange", "compareAndExchangeAcquire", "compareAndExchangeRelease"} {
		r.AddPolymorphic(V+m, cas(true))
	}
	for _, m := range []string{"getAndSet", "getAndSetAcquire", "getAndSetRelease"} {
		r.AddPolymorphic(V+m, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			h, o, i, v, err := access(vm, a)
			if err != nil {
				return interp.Slot{}, err
			}
			old := o.Fields[i]
			vm.SetField(o, i, vm.Narrow(v[0], h.prim))
			return old, nil
		})
	}
	for _, m := range []string{"getAndAdd", "getAndAddAcquire", "getAndAddRelease"} {
		r.AddPolymorphic(V+m, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			h, o, i, v, err := access(vm, a)
			if err != nil {
				return interp.Slot{}, err
			}
			k := solver.KInt
			switch h.prim {
			case 'I', 'S', 'B', 'C':
			case 'J':
				k = solver.KLong
			default:
				return interp.Slot{}, fmt.Errorf("%w: VarHandle.getAndAdd on a %c variable", interp.ErrUnsupported, h.prim)
			}
			old := o.Fields[i]
			c := vm.Ctx()
			sum := vm.Normal(interp.Slot{S: c.Add(vm.SymOf(old, k), vm.SymOf(v[0], k))})
			vm.SetField(o, i, vm.Narrow(sum, h.prim))
			return old, nil
		})
	}
}

// newVarHandle returns a VarHandle object for h. Its class is VarHandle
// itself, loaded but not initialised: only the models read it.
func newVarHandle(vm *interp.VM, h *varHandle) (interp.Slot, error) {
	c, err := vm.LoadClass("java/lang/invoke/VarHandle")
	if err != nil {
		return interp.Slot{}, err
	}
	o := vm.NewObject(c)
	o.Native = h
	return interp.RefSlot(o), nil
}

// access returns the variable an access mode call a (the VarHandle first)
// reaches, the object and slot holding it, and the arguments after the
// coordinates (the receiver of a field, the array and index of an
// element): a NullPointerException for a null receiver or array, an
// ArrayIndexOutOfBoundsException for an index outside the array.
func access(vm *interp.VM, a []interp.Slot) (*varHandle, *interp.Object, int, []interp.Slot, error) {
	h, ok := a[0].R.Native.(*varHandle)
	if !ok {
		return nil, nil, 0, nil, fmt.Errorf("%w: a VarHandle gospf did not make", interp.ErrUnsupported)
	}
	if h.field != nil && h.field.Static {
		return h, h.field.Class.Statics(), h.field.Slot, a[1:], nil
	}
	if len(a) < 2 || a[1].R == nil {
		return nil, nil, 0, nil, vm.JavaThrow(npe, "")
	}
	if h.field != nil {
		return h, a[1].R, h.field.Slot, a[2:], nil
	}
	if len(a) < 3 {
		return nil, nil, 0, nil, fmt.Errorf("%w: an array element VarHandle call without an index", interp.ErrUnsupported)
	}
	idx := a[2]
	if idx.S.Valid() {
		return nil, nil, 0, nil, fmt.Errorf("%w: a VarHandle access at a symbolic array index", interp.ErrUnsupported)
	}
	arr := a[1].R
	if i := int32(idx.I); i < 0 || int(i) >= len(arr.Fields) {
		return nil, nil, 0, nil, vm.JavaThrow("java/lang/ArrayIndexOutOfBoundsException", fmt.Sprintf("Index %d out of bounds for length %d", i, len(arr.Fields)))
	}
	return h, arr, int(int32(idx.I)), a[3:], nil
}

// lookupMayAccess returns nil when the Lookup object lookup may access
// field fd (mayAccess).
func lookupMayAccess(lookup *interp.Object, fd *interp.Field) error {
	decl := declaredField(fd)
	if decl == nil {
		return fmt.Errorf("%w: the access check of a VarHandle on %s.%s: no declaration", interp.ErrUnsupported, interp.DotName(fd.Class.Name), fd.Name)
	}
	if !mayAccess(lookup, fd.Class, decl.Access) {
		return fmt.Errorf("%w: the access check of a VarHandle on %s.%s from another class", interp.ErrUnsupported, interp.DotName(fd.Class.Name), fd.Name)
	}
	return nil
}

// declaredField returns the class-file declaration of fd.
func declaredField(fd *interp.Field) *cf.Field {
	if fd.Class.File == nil {
		return nil
	}
	for _, f := range fd.Class.File.Fields {
		if f.Name == fd.Name && f.Descriptor == fd.Desc {
			return f
		}
	}
	return nil
}
