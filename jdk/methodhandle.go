package jdk

import (
	"fmt"
	"strings"

	cf "gospf/classfile"
	"gospf/interp"
)

// Direct method handles (java.lang.invoke.MethodHandle) on methods and
// constructors. The JDK resolves them through MethodHandleNatives, whose
// natives link inside the JVM; here MethodHandles.Lookup's findStatic,
// findVirtual and findConstructor resolve the member themselves (JVMS
// 5.4.3.3, with the JDK's exceptions: NoSuchMethodException for a missing
// member, IllegalAccessException for a static one looked up as virtual or
// the reverse) and make a MethodHandle object whose Native is an
// interp.DirectHandle and whose `type` is a real MethodType (so type() and
// toString() run the JDK's bytecode). invokeExact and invoke are the
// interpreter's (interp/handles.go). The access check is the one that
// surely holds (mayAccess); anything else, and the other ways of making a
// handle (findSpecial, findGetter, unreflect, bindTo, asType, the
// combinators of MethodHandles), stop with one line naming the method.

func registerMethodHandles(r *interp.Library) {
	const L = "java/lang/invoke/MethodHandles$Lookup."
	const sig = "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;"
	find := func(static bool) interp.NativeFunc {
		return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			if a[1].R == nil || a[2].R == nil || a[3].R == nil {
				return interp.Slot{}, vm.JavaThrow(npe, "")
			}
			refc := a[1].R.Native.(*interp.Class)
			name := interp.GoString(a[2].R)
			params, ret, err := methodTypeOf(a[3].R)
			if err != nil {
				return interp.Slot{}, err
			}
			kind, suffix := interp.HandleStatic, "/invokeStatic"
			if !static {
				kind, suffix = interp.HandleVirtual, "/invokeVirtual"
				if refc.IsInterface {
					kind, suffix = interp.HandleInterface, "/invokeInterface"
				}
			}
			member := interp.DotName(refc.Name) + "." + name + interp.MethodTypeString(params, ret) + suffix
			if refc.Name == "java/lang/invoke/MethodHandle" || refc.Name == "java/lang/invoke/VarHandle" {
				return interp.Slot{}, fmt.Errorf("%w: a method handle on %s, a signature-polymorphic class", interp.ErrUnsupported, member)
			}
			m := refc.ResolveMethod(name, "("+strings.Join(params, "")+")"+ret)
			if m == nil || name == "<init>" || name == "<clinit>" {
				return interp.Slot{}, vm.JavaThrow("java/lang/NoSuchMethodException", "no such method: "+member)
			}
			if m.IsStatic() != static {
				return interp.Slot{}, vm.JavaThrow("java/lang/IllegalAccessException", "no such method: "+member)
			}
			if err := handleAccess(a[0].R, refc, m, member); err != nil {
				return interp.Slot{}, err
			}
			if !static {
				if m.Access&cf.AccPrivate != 0 {
					kind = interp.HandleSpecial // no virtual selection
				}
				params = append([]string{descriptorOf(refc)}, params...)
			}
			return newMethodHandle(vm, &interp.DirectHandle{Kind: kind, Method: m, Params: params, Ret: ret})
		}
	}
	r.Add(L+"findStatic"+sig, find(true))
	r.Add(L+"findVirtual"+sig, find(false))
	r.Add(L+"findConstructor(Ljava/lang/Class;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[1].R == nil || a[2].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		refc := a[1].R.Native.(*interp.Class)
		params, ret, err := methodTypeOf(a[2].R)
		if err != nil {
			return interp.Slot{}, err
		}
		member := interp.DotName(refc.Name) + ".<init>" + interp.MethodTypeString(params, ret) + "/newInvokeSpecial"
		if ret != "V" || refc.IsArray() || refc.IsPrimitive() || refc.IsInterface || refc.File == nil || refc.File.Access&cf.AccAbstract != 0 {
			return interp.Slot{}, fmt.Errorf("%w: findConstructor of %s (the JDK refuses it with an exception gospf does not model)", interp.ErrUnsupported, member)
		}
		m := refc.DeclaredMethod("<init>", "("+strings.Join(params, "")+")V")
		if m == nil {
			return interp.Slot{}, vm.JavaThrow("java/lang/NoSuchMethodException", "no such constructor: "+member)
		}
		if err := handleAccess(a[0].R, refc, m, member); err != nil {
			return interp.Slot{}, err
		}
		return newMethodHandle(vm, &interp.DirectHandle{Kind: interp.HandleConstructor, Method: m, Params: params, Ret: descriptorOf(refc)})
	})
}

// handleAccess returns nil when lookup may access the class refc and its
// member m by mayAccess's rules, and ErrUnsupported naming member
// otherwise.
func handleAccess(lookup *interp.Object, refc *interp.Class, m *interp.Method, member string) error {
	classAccess := uint16(0)
	if refc.File != nil {
		classAccess = refc.File.Access & cf.AccPublic
	}
	if !mayAccess(lookup, refc, classAccess) || !mayAccess(lookup, m.Class, m.Access) {
		return fmt.Errorf("%w: the access check of a method handle on %s from another class", interp.ErrUnsupported, member)
	}
	return nil
}

// methodTypeOf returns the descriptors of the parameter types and the
// result type of a MethodType object (its ptypes and rtype fields).
func methodTypeOf(mt *interp.Object) ([]string, string, error) {
	pf, rf := mt.Class.FieldByName("ptypes"), mt.Class.FieldByName("rtype")
	if pf == nil || rf == nil {
		return nil, "", fmt.Errorf("%w: no ptypes or rtype field in java.lang.invoke.MethodType", interp.ErrLinkage)
	}
	desc := func(mirror *interp.Object) string { return descriptorOf(mirror.Native.(*interp.Class)) }
	var params []string
	for _, p := range mt.Fields[pf.Slot].R.Fields {
		params = append(params, desc(p.R))
	}
	return params, desc(mt.Fields[rf.Slot].R), nil
}

// newMethodHandle makes the MethodHandle object of h: its Native is h and
// its type field the MethodType of h's type.
func newMethodHandle(vm *interp.VM, h *interp.DirectHandle) (interp.Slot, error) {
	mirror := func(d string) (interp.Slot, error) {
		var c *interp.Class
		var err error
		switch d[0] {
		case 'L':
			c, err = vm.LoadClass(d[1 : len(d)-1])
		case '[':
			c, err = vm.LoadClass(d)
		default:
			c, err = vm.PrimitiveClass(interp.PrimName(d[0]))
		}
		if err != nil {
			return interp.Slot{}, err
		}
		o, err := vm.Mirror(c)
		return interp.RefSlot(o), err
	}
	ptypes, err := vm.NewArrayOf("Ljava/lang/Class;", len(h.Params))
	if err != nil {
		return interp.Slot{}, err
	}
	for i, p := range h.Params {
		m, err := mirror(p)
		if err != nil {
			return interp.Slot{}, err
		}
		vm.SetField(ptypes, i, m)
	}
	rtype, err := mirror(h.Ret)
	if err != nil {
		return interp.Slot{}, err
	}
	mtc, err := vm.LoadClass("java/lang/invoke/MethodType")
	if err != nil {
		return interp.Slot{}, err
	}
	of := mtc.DeclaredMethod("methodType", "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;")
	if of == nil {
		return interp.Slot{}, fmt.Errorf("%w: no MethodType.methodType(Class, Class[])", interp.ErrLinkage)
	}
	mt, err := vm.Call(of, []interp.Slot{rtype, interp.RefSlot(ptypes)})
	if err != nil {
		return interp.Slot{}, err
	}
	c, err := vm.LoadClass("java/lang/invoke/MethodHandle")
	if err != nil {
		return interp.Slot{}, err
	}
	o := vm.NewObject(c)
	o.Native = h
	if f := c.FieldByName("type"); f != nil {
		vm.SetField(o, f.Slot, mt)
	}
	return interp.RefSlot(o), nil
}
