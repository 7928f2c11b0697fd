package jdk

import (
	"errors"
	"fmt"
	"strings"

	cf "gospf/classfile"
	"gospf/interp"
)

// Reflection the JDK's own libraries use to find their providers by name
// (the locale providers behind Formatter, Scanner and String.format):
// Class.forName and Class.newInstance. The class is loaded from the class
// path and initialised (forName's default), and newInstance runs the
// public no-argument constructor.

func registerReflect(r *interp.Library) {
	const C = "java/lang/Class."
	forName := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		name := interp.GoString(a[0].R)
		initialize := len(a) == 1 || a[1].I != 0
		c, err := classForName(vm, name)
		if err != nil {
			return interp.Slot{}, err
		}
		if initialize {
			if err := vm.InitNow(c); err != nil {
				return interp.Slot{}, err
			}
		}
		m, err := vm.Mirror(c)
		return interp.RefSlot(m), err
	}
	r.Add(C+"forName(Ljava/lang/String;)Ljava/lang/Class;", forName)
	r.Add(C+"forName(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;", forName)
	r.Add(C+"newInstance()Ljava/lang/Object;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c := a[0].R.Native.(*interp.Class)
		if c.IsArray() || c.IsPrimitive() || c.IsInterface || (c.File != nil && c.File.Access&cf.AccAbstract != 0) {
			return interp.Slot{}, vm.JavaThrow("java/lang/InstantiationException", className(c))
		}
		init := c.DeclaredMethod("<init>", "()V")
		if init == nil || init.Access&cf.AccPublic == 0 {
			return interp.Slot{}, vm.JavaThrow("java/lang/InstantiationException", className(c))
		}
		o, err := construct(vm, c.Name, "()V")
		return interp.RefSlot(o), err
	})
}

// classForName loads the class of a Class.forName name ("java.util.List",
// "[I", "[Ljava.lang.String;"), or throws ClassNotFoundException.
func classForName(vm *interp.VM, name string) (*interp.Class, error) {
	if name == "" || strings.ContainsRune(name, '/') {
		return nil, vm.JavaThrow("java/lang/ClassNotFoundException", name)
	}
	internal := strings.ReplaceAll(name, ".", "/")
	if elem := strings.TrimLeft(internal, "["); len(elem) < len(internal) && strings.HasPrefix(elem, "L") {
		internal = internal[:len(internal)-len(elem)+1] + elem[1:]
		if !strings.HasSuffix(internal, ";") {
			return nil, vm.JavaThrow("java/lang/ClassNotFoundException", name)
		}
		probe := strings.TrimSuffix(elem[1:], ";")
		if _, _, err := vm.ClassPath().Find(probe); errors.Is(err, cf.ErrClassNotFound) && !interp.IsAPIClass(probe) {
			return nil, vm.JavaThrow("java/lang/ClassNotFoundException", name)
		}
	} else if !strings.HasPrefix(internal, "[") {
		if !vm.Loaded(internal) && !interp.IsAPIClass(internal) {
			if _, _, err := vm.ClassPath().Find(internal); errors.Is(err, cf.ErrClassNotFound) {
				return nil, vm.JavaThrow("java/lang/ClassNotFoundException", name)
			}
		}
	}
	c, err := vm.LoadClass(internal)
	if err != nil {
		return nil, fmt.Errorf("Class.forName(%q): %w", name, err)
	}
	return c, nil
}

// registerConstructors models Class.getDeclaredConstructor/getConstructor
// and Constructor.newInstance: a java.lang.reflect.Constructor built as the
// JVM builds it (no constructor of its own run) whose Native is the
// *Method, and newInstance calls it directly (access is not checked:
// gospf does not model the security manager or module encapsulation).
func registerConstructors(r *interp.Library) {
	const C = "java/lang/Class."
	get := func(public bool) interp.NativeFunc {
		return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			c := a[0].R.Native.(*interp.Class)
			desc := "("
			if p := a[1].R; p != nil {
				for _, e := range p.Fields {
					if e.R == nil {
						return interp.Slot{}, vm.JavaThrow(npe, "")
					}
					desc += descriptorOf(e.R.Native.(*interp.Class))
				}
			}
			desc += ")V"
			m := c.DeclaredMethod("<init>", desc)
			if m == nil || (public && m.Access&cf.AccPublic == 0) {
				return interp.Slot{}, vm.JavaThrow("java/lang/NoSuchMethodException", className(c)+".<init>"+desc)
			}
			o, err := reflectConstructor(vm, m, a[1].R)
			return interp.RefSlot(o), err
		}
	}
	r.Add(C+"getDeclaredConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;", get(false))
	r.Add(C+"getConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;", get(true))
	const K = "java/lang/reflect/Constructor."
	r.Add(K+"newInstance([Ljava/lang/Object;)Ljava/lang/Object;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		m, ok := a[0].R.Native.(*interp.Method)
		if !ok {
			return interp.Slot{}, fmt.Errorf("%w: a Constructor gospf did not make", interp.ErrUnsupported)
		}
		if m.Class.IsInterface || (m.Class.File != nil && m.Class.File.Access&cf.AccAbstract != 0) {
			return interp.Slot{}, vm.JavaThrow("java/lang/InstantiationException", "")
		}
		var given []interp.Slot
		if a[1].R != nil {
			given = a[1].R.Fields
		}
		if len(given) != len(m.Params) {
			return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "wrong number of arguments")
		}
		args := []interp.Slot{{}}
		for i, p := range m.Params {
			v := given[i]
			if p != 'L' && p != '[' {
				if v.R == nil {
					return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "")
				}
				v = interp.BoxValue(v.R)
			}
			args = append(args, v)
		}
		if err := vm.InitNow(m.Class); err != nil {
			return interp.Slot{}, err
		}
		o := vm.NewObject(m.Class)
		args[0] = interp.RefSlot(o)
		if _, err := vm.Call(m, args); err != nil {
			return interp.Slot{}, err
		}
		return interp.RefSlot(o), nil
	})
	r.Add(K+"setAccessible(Z)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
}

// reflectConstructor returns a java.lang.reflect.Constructor for m.
func reflectConstructor(vm *interp.VM, m *interp.Method, params *interp.Object) (*interp.Object, error) {
	kc, err := vm.LoadClass("java/lang/reflect/Constructor")
	if err != nil {
		return nil, err
	}
	o := vm.NewObject(kc)
	o.Native = m
	mirror, err := vm.Mirror(m.Class)
	if err != nil {
		return nil, err
	}
	if params == nil {
		if params, err = vm.NewArrayOf("Ljava/lang/Class;", 0); err != nil {
			return nil, err
		}
	}
	for name, v := range map[string]interp.Slot{"clazz": interp.RefSlot(mirror), "parameterTypes": interp.RefSlot(params), "modifiers": interp.IntSlot(int32(m.Access))} {
		if f := kc.FieldByName(name); f != nil && !f.Static {
			o.Fields[f.Slot] = v
		}
	}
	return o, nil
}

// descriptorOf is the field descriptor of class c ("I", "[J", "Ljava/lang/String;").
func descriptorOf(c *interp.Class) string {
	if c.IsPrimitive() {
		return string(c.Prim())
	}
	if c.IsArray() {
		return c.Name
	}
	return "L" + c.Name + ";"
}
