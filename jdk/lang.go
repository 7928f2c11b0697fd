package jdk

import (
	"fmt"
	"strings"

	"gospf/interp"
)

// Models of java.lang.Object, Class and Throwable: the classes whose Java
// code needs a real JVM underneath (natives, VM bootstrap). System and the
// standard streams are in env.go.

func registerLang(r *interp.Library) {
	r.Model("java/lang/Class")
	r.Add("java/lang/Object.hashCode()I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.IntSlot(a[0].R.Hash()), nil })
	r.Add("java/lang/Object.getClass()Ljava/lang/Class;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		m, err := vm.Mirror(a[0].R.Class)
		return interp.RefSlot(m), err
	})
	r.Add("java/lang/Object.clone()Ljava/lang/Object;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		o := a[0].R
		if !o.Class.IsArray() {
			cl, err := vm.LoadClass("java/lang/Cloneable")
			if err != nil {
				return interp.Slot{}, err
			}
			if !o.Class.IsSubclassOf(cl) {
				return interp.Slot{}, vm.JavaThrow("java/lang/CloneNotSupportedException", interp.DotName(o.Class.Name))
			}
		}
		c := vm.NewArray(o.Class, len(o.Fields))
		copy(c.Fields, o.Fields)
		c.Native = o.Native
		return interp.RefSlot(c), nil
	})
	for _, n := range []string{"notify()V", "notifyAll()V", "wait()V", "wait(J)V", "registerNatives()V"} {
		r.Add("java/lang/Object."+n, func(*interp.VM, []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	}
	r.Add("java/lang/Throwable.fillInStackTrace(I)Ljava/lang/Throwable;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		vm.FillInStack(a[0].R)
		return a[0], nil
	})
	// getOurStackTrace makes the StackTraceElements of the stack
	// fillInStackTrace recorded (the JVM's initStackTraceElements), so
	// printStackTrace, getStackTrace and the JDK's own code run as Java.
	r.Add("java/lang/Throwable.getOurStackTrace()[Ljava/lang/StackTraceElement;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return ourStackTrace(vm, a[0].R)
	})

	// java.lang.Class (modelled: mirrors carry the *Class in Native).
	cls := func(a []interp.Slot) *interp.Class { return a[0].R.Native.(*interp.Class) }
	r.Add("java/lang/Class.getName()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return vm.StringSlot(className(cls(a)))
	})
	r.Add("java/lang/Class.getSimpleName()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return vm.StringSlot(interp.SimpleName(cls(a)))
	})
	r.Add("java/lang/Class.getTypeName()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := cls(a)
		dims := ""
		for c.IsArray() {
			dims += "[]"
			if c.Component == nil {
				return vm.StringSlot(interp.PrimName(c.ElemType) + dims)
			}
			c = c.Component
		}
		return vm.StringSlot(className(c) + dims)
	})
	r.Add("java/lang/Class.getCanonicalName()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := cls(a)
		if interp.SimpleName(c) == "" {
			return interp.Slot{}, nil
		}
		return vm.StringSlot(canonicalName(c))
	})
	r.Add("java/lang/Class.getPackageName()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := cls(a)
		for c.IsArray() && c.Component != nil {
			c = c.Component
		}
		if c.IsArray() || c.IsPrimitive() {
			return vm.StringSlot("java.lang")
		}
		n := interp.DotName(c.Name)
		if i := strings.LastIndexByte(n, '.'); i >= 0 {
			return vm.StringSlot(n[:i])
		}
		return vm.StringSlot("")
	})
	r.Add("java/lang/Class.getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c, err := vm.PrimitiveClass(interp.GoString(a[0].R))
		if err != nil {
			return interp.Slot{}, err
		}
		m, err := vm.Mirror(c)
		return interp.RefSlot(m), err
	})
	r.Add("java/lang/Class.isPrimitive()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{I: b2i(cls(a).IsPrimitive())}, nil
	})
	r.Add("java/lang/Class.isEnum()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := cls(a)
		return interp.Slot{I: b2i(c.File != nil && c.File.Access&0x4000 != 0 && c.Super != nil && c.Super.Name == "java/lang/Enum")}, nil
	})
	r.Add("java/lang/Class.isRecord()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := cls(a)
		return interp.Slot{I: b2i(c.Super != nil && c.Super.Name == "java/lang/Record")}, nil
	})
	r.Add("java/lang/Class.isAnonymousClass()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := cls(a)
		return interp.Slot{I: b2i(!c.IsArray() && c.Prim() == 0 && interp.SimpleName(c) == "")}, nil
	})
	r.Add("java/lang/Class.getModifiers()I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := cls(a)
		if c.File == nil {
			return interp.IntSlot(0x411), nil // public abstract final, as for arrays and primitives
		}
		return interp.IntSlot(int32(c.File.Access &^ 0x20)), nil
	})
	mirrorSlot := func(vm *interp.VM, c *interp.Class) (interp.Slot, error) {
		if c == nil {
			return interp.Slot{}, nil
		}
		m, err := vm.Mirror(c)
		return interp.RefSlot(m), err
	}
	r.Add("java/lang/Class.getSuperclass()Ljava/lang/Class;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := cls(a)
		if c.IsInterface || c.IsPrimitive() {
			return interp.Slot{}, nil
		}
		return mirrorSlot(vm, c.Super)
	})
	r.Add("java/lang/Class.getComponentType()Ljava/lang/Class;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := cls(a)
		if !c.IsArray() {
			return interp.Slot{}, nil
		}
		if c.Component != nil {
			return mirrorSlot(vm, c.Component)
		}
		pc, err := vm.PrimitiveClass(interp.PrimName(c.ElemType))
		if err != nil {
			return interp.Slot{}, err
		}
		return mirrorSlot(vm, pc)
	})
	r.Add("java/lang/Class.getInterfaces()[Ljava/lang/Class;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := cls(a)
		arr, err := vm.NewArrayOf("Ljava/lang/Class;", len(c.Interfaces))
		if err != nil {
			return interp.Slot{}, err
		}
		for i, in := range c.Interfaces {
			if arr.Fields[i], err = mirrorSlot(vm, in); err != nil {
				return interp.Slot{}, err
			}
		}
		return interp.RefSlot(arr), nil
	})
	r.Add("java/lang/Class.isAssignableFrom(Ljava/lang/Class;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[1].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		to, from := cls(a), a[1].R.Native.(*interp.Class)
		if to.IsPrimitive() || from.IsPrimitive() {
			return interp.Slot{I: b2i(to == from)}, nil
		}
		return interp.Slot{I: b2i(from.IsSubclassOf(to))}, nil
	})
	r.Add("java/lang/Class.cast(Ljava/lang/Object;)Ljava/lang/Object;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if o := a[1].R; o != nil && !o.Class.IsSubclassOf(cls(a)) {
			return interp.Slot{}, vm.JavaThrow("java/lang/ClassCastException", "Cannot cast "+interp.DotName(o.Class.Name)+" to "+className(cls(a)))
		}
		return a[1], nil
	})
	r.Add("java/lang/Class.isHidden()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add("java/lang/Class.getDeclaredField(Ljava/lang/String;)Ljava/lang/reflect/Field;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[1].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		c, name := cls(a), interp.GoString(a[1].R)
		if c.File != nil {
			for _, f := range c.File.Fields {
				if f.Name == name {
					o, err := reflectField(vm, c.DeclaredField(f.Name, f.Descriptor))
					return interp.RefSlot(o), err
				}
			}
		}
		return interp.Slot{}, vm.JavaThrow("java/lang/NoSuchFieldException", name)
	})
	r.Add("java/lang/Class.getClassLoader()Ljava/lang/ClassLoader;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add("java/lang/Class.getEnumConstantsShared()[Ljava/lang/Object;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		arr, err := enumConstants(vm, cls(a))
		return interp.RefSlot(arr), err
	})
	r.Add("java/lang/Class.getEnumConstants()[Ljava/lang/Object;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		arr, err := enumConstants(vm, cls(a))
		if err != nil || arr == nil {
			return interp.Slot{}, err
		}
		c := vm.NewArray(arr.Class, len(arr.Fields))
		copy(c.Fields, arr.Fields)
		return interp.RefSlot(c), nil
	})
	r.Add("java/lang/Class.equals(Ljava/lang/Object;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{I: b2i(a[0].R == a[1].R)}, nil
	})
	r.Add("java/lang/Class.registerNatives()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add("java/lang/Class.desiredAssertionStatus()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{I: b2i(vm.Options().Assertions && !cls(a).FromJDK)}, nil
	})
	r.Add("java/lang/Class.isArray()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{I: b2i(cls(a).IsArray())}, nil
	})
	r.Add("java/lang/Class.isInterface()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{I: b2i(cls(a).IsInterface)}, nil
	})
	r.Add("java/lang/Class.isInstance(Ljava/lang/Object;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{I: b2i(a[1].R != nil && a[1].R.Class.IsSubclassOf(cls(a)))}, nil
	})
	r.Add("java/lang/Class.hashCode()I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.IntSlot(a[0].R.Hash()), nil })
	r.Add("java/lang/Class.toString()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := cls(a)
		p := "class "
		switch {
		case c.IsPrimitive():
			p = ""
		case c.IsInterface:
			p = "interface "
		}
		return vm.StringSlot(p + className(c))
	})
}

// className is Class.getName: dotted, arrays in descriptor form with dots.
func className(c *interp.Class) string {
	return interp.DotName(c.Name)
}

// printable renders a print/println argument of descriptor t. A symbolic
// number prints as its expression, as SPF does.
func printable(vm *interp.VM, v interp.Slot, t string) (string, error) {
	if v.S.Valid() {
		return v.S.String(), nil
	}
	if e, ok := interp.SymbolicText(v.R); ok {
		return e.String(), nil
	}
	switch t {
	case "[C":
		if v.R == nil {
			return "", vm.JavaThrow("java/lang/NullPointerException", "")
		}
		u := make([]uint16, len(v.R.Fields))
		for i, s := range v.R.Fields {
			u[i] = uint16(s.I)
		}
		return interp.StringOfUTF16(u), nil
	case "Ljava/lang/Object;":
		if v.R != nil && v.R.Class.Name != "java/lang/String" {
			res, err := vm.CallVirtual(v.R, "toString", "()Ljava/lang/String;")
			if err != nil {
				return "", err
			}
			if e, ok := interp.SymbolicText(res.R); ok {
				return e.String(), nil
			}
			return vm.ToJavaString(res, "Ljava/lang/String;")
		}
	}
	return vm.ToJavaString(v, t)
}

// arraycopy is System.arraycopy with HotSpot's checks and messages; an
// element that cannot be stored ends the copy after the elements before it.
func arraycopy(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	src, dst := a[0].R, a[2].R
	sp, dp, n := int32(a[1].I), int32(a[3].I), int32(a[4].I)
	if src == nil || dst == nil {
		return interp.Slot{}, vm.JavaThrow(npe, "")
	}
	ase := "java/lang/ArrayStoreException"
	if !src.Class.IsArray() {
		return interp.Slot{}, vm.JavaThrow(ase, "arraycopy: source type "+interp.DotName(src.Class.Name)+" is not an array")
	}
	if !dst.Class.IsArray() {
		return interp.Slot{}, vm.JavaThrow(ase, "arraycopy: destination type "+interp.DotName(dst.Class.Name)+" is not an array")
	}
	kind := func(c *interp.Class) string {
		if c.Component != nil {
			return "object array"
		}
		return interp.PrimName(c.ElemType)
	}
	if (src.Class.Component == nil || dst.Class.Component == nil) && src.Class != dst.Class {
		return interp.Slot{}, vm.JavaThrow(ase, fmt.Sprintf("arraycopy: type mismatch: can not copy %s[] into %s[]", kind(src.Class), kind(dst.Class)))
	}
	aioobe := "java/lang/ArrayIndexOutOfBoundsException"
	switch {
	case sp < 0:
		return interp.Slot{}, vm.JavaThrow(aioobe, fmt.Sprintf("arraycopy: source index %d out of bounds for %s[%d]", sp, kind(src.Class), len(src.Fields)))
	case dp < 0:
		return interp.Slot{}, vm.JavaThrow(aioobe, fmt.Sprintf("arraycopy: destination index %d out of bounds for %s[%d]", dp, kind(dst.Class), len(dst.Fields)))
	case n < 0:
		return interp.Slot{}, vm.JavaThrow(aioobe, fmt.Sprintf("arraycopy: length %d is negative", n))
	case int64(sp)+int64(n) > int64(len(src.Fields)):
		return interp.Slot{}, vm.JavaThrow(aioobe, fmt.Sprintf("arraycopy: last source index %d out of bounds for %s[%d]", int64(sp)+int64(n), kind(src.Class), len(src.Fields)))
	case int64(dp)+int64(n) > int64(len(dst.Fields)):
		return interp.Slot{}, vm.JavaThrow(aioobe, fmt.Sprintf("arraycopy: last destination index %d out of bounds for %s[%d]", int64(dp)+int64(n), kind(dst.Class), len(dst.Fields)))
	}
	if n == 0 {
		return interp.Slot{}, nil
	}
	vm.Touch(dst)
	if dst.Class.Component != nil && !src.Class.Component.IsSubclassOf(dst.Class.Component) {
		// Element by element, in order; a failing element stops the copy.
		for i := int32(0); i < n; i++ {
			e := src.Fields[sp+i]
			if interp.IsPlaceholder(e.R) {
				return interp.Slot{}, fmt.Errorf("%w: arraycopy with a type check of a symbolic reference not examined yet", interp.ErrUnsupported)
			}
			if e.R != nil && !e.R.Class.IsSubclassOf(dst.Class.Component) {
				return interp.Slot{}, vm.JavaThrow(ase, fmt.Sprintf("arraycopy: element type mismatch: can not cast one of the elements of %s[] to the type of the destination array, %s",
					interp.DotName(javaTypeName(src.Class.Component)), interp.DotName(javaTypeName(dst.Class.Component))))
			}
			dst.Fields[dp+i] = e
		}
		return interp.Slot{}, nil
	}
	copy(dst.Fields[dp:dp+n], src.Fields[sp:sp+n])
	return interp.Slot{}, nil
}

// javaTypeName is the source-like name of a class ("java.lang.String",
// "int[]").
func javaTypeName(c *interp.Class) string {
	if c.IsArray() {
		if c.Component == nil {
			return interp.PrimName(c.ElemType) + "[]"
		}
		return javaTypeName(c.Component) + "[]"
	}
	return c.Name
}

// ourStackTrace is Throwable.getOurStackTrace: the stackTrace field, made
// from the recorded stack when it is unassigned (the JDK's sentinel), as
// StackTraceElements with the class, method, file and line of each frame.
func ourStackTrace(vm *interp.VM, t *interp.Object) (interp.Slot, error) {
	tc, err := vm.LoadClass("java/lang/Throwable")
	if err != nil {
		return interp.Slot{}, err
	}
	field, unassigned := tc.FieldByName("stackTrace"), tc.FieldByName("UNASSIGNED_STACK")
	if field == nil || unassigned == nil {
		return interp.Slot{}, fmt.Errorf("%w: no Throwable.stackTrace", interp.ErrLinkage)
	}
	cur, sentinel := t.Fields[field.Slot], tc.Statics().Fields[unassigned.Slot]
	info, _ := t.Native.(*interp.ThrowableInfo)
	if cur.R != sentinel.R && !(cur.R == nil && info != nil) {
		if cur.R == nil {
			return sentinel, nil
		}
		return cur, nil
	}
	var frames []interp.StackFrame
	if info != nil {
		frames = info.Frames()
	}
	arr, err := vm.NewArrayOf("Ljava/lang/StackTraceElement;", len(frames))
	if err != nil {
		return interp.Slot{}, err
	}
	for i, f := range frames {
		file, line := interp.Slot{}, interp.IntSlot(-1)
		if src := f.Method.Class.File.SourceFile; src != "" {
			if file, err = vm.StringSlot(src); err != nil {
				return interp.Slot{}, err
			}
			if f.Line > 0 {
				line = interp.IntSlot(int32(f.Line))
			}
		}
		cls, err := vm.StringSlot(interp.DotName(f.Method.Class.Name))
		if err != nil {
			return interp.Slot{}, err
		}
		name, err := vm.StringSlot(f.Method.Name)
		if err != nil {
			return interp.Slot{}, err
		}
		e, err := construct(vm, "java/lang/StackTraceElement", "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V", cls, name, file, line)
		if err != nil {
			return interp.Slot{}, err
		}
		arr.Fields[i] = interp.RefSlot(e)
	}
	vm.SetField(t, field.Slot, interp.RefSlot(arr))
	return interp.RefSlot(arr), nil
}
