package interp

import (
	"errors"
	"fmt"
	"strings"

	"gospf/classfile"
	cf "gospf/classfile"
)

// Reflection the JDK's own libraries use to find their providers by name
// (the locale providers behind Formatter, Scanner and String.format):
// Class.forName and Class.newInstance. The class is loaded from the class
// path and initialised (forName's default), and newInstance runs the
// public no-argument constructor.

func registerReflect(r *Library) {
	const C = "java/lang/Class."
	forName := func(vm *VM, a []Slot) (Slot, error) {
		if a[0].R == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		name := GoString(a[0].R)
		initialize := len(a) == 1 || a[1].I != 0
		c, err := vm.classForName(name)
		if err != nil {
			return Slot{}, err
		}
		if initialize {
			if err := vm.InitNow(c); err != nil {
				return Slot{}, err
			}
		}
		m, err := vm.Mirror(c)
		return RefSlot(m), err
	}
	r.Add(C+"forName(Ljava/lang/String;)Ljava/lang/Class;", forName)
	r.Add(C+"forName(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;", forName)
	r.Add(C+"newInstance()Ljava/lang/Object;", func(vm *VM, a []Slot) (Slot, error) {
		c := a[0].R.Native.(*Class)
		if c.IsArray() || c.IsPrimitive() || c.IsInterface || (c.File != nil && c.File.Access&cf.AccAbstract != 0) {
			return Slot{}, vm.JavaThrow("java/lang/InstantiationException", className(c))
		}
		init := c.DeclaredMethod("<init>", "()V")
		if init == nil || init.Access&cf.AccPublic == 0 {
			return Slot{}, vm.JavaThrow("java/lang/InstantiationException", className(c))
		}
		o, err := vm.construct(c.Name, "()V")
		return RefSlot(o), err
	})
}

// classForName loads the class of a Class.forName name ("java.util.List",
// "[I", "[Ljava.lang.String;"), or throws ClassNotFoundException.
func (vm *VM) classForName(name string) (*Class, error) {
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
		if _, _, err := vm.ClassPath().Find(probe); errors.Is(err, classfile.ErrClassNotFound) && !IsAPIClass(probe) {
			return nil, vm.JavaThrow("java/lang/ClassNotFoundException", name)
		}
	} else if !strings.HasPrefix(internal, "[") {
		if !vm.Loaded(internal) && !IsAPIClass(internal) {
			if _, _, err := vm.ClassPath().Find(internal); errors.Is(err, classfile.ErrClassNotFound) {
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
func registerConstructors(r *Library) {
	const C = "java/lang/Class."
	get := func(public bool) NativeFunc {
		return func(vm *VM, a []Slot) (Slot, error) {
			c := a[0].R.Native.(*Class)
			desc := "("
			if p := a[1].R; p != nil {
				for _, e := range p.Fields {
					if e.R == nil {
						return Slot{}, vm.JavaThrow(npe, "")
					}
					desc += descriptorOf(e.R.Native.(*Class))
				}
			}
			desc += ")V"
			m := c.DeclaredMethod("<init>", desc)
			if m == nil || (public && m.Access&cf.AccPublic == 0) {
				return Slot{}, vm.JavaThrow("java/lang/NoSuchMethodException", className(c)+".<init>"+desc)
			}
			o, err := vm.reflectConstructor(m, a[1].R)
			return RefSlot(o), err
		}
	}
	r.Add(C+"getDeclaredConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;", get(false))
	r.Add(C+"getConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;", get(true))
	const K = "java/lang/reflect/Constructor."
	r.Add(K+"newInstance([Ljava/lang/Object;)Ljava/lang/Object;", func(vm *VM, a []Slot) (Slot, error) {
		m, ok := a[0].R.Native.(*Method)
		if !ok {
			return Slot{}, fmt.Errorf("%w: a Constructor gospf did not make", ErrUnsupported)
		}
		if m.Class.IsInterface || (m.Class.File != nil && m.Class.File.Access&cf.AccAbstract != 0) {
			return Slot{}, vm.JavaThrow("java/lang/InstantiationException", "")
		}
		var given []Slot
		if a[1].R != nil {
			given = a[1].R.Fields
		}
		if len(given) != len(m.Params) {
			return Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "wrong number of arguments")
		}
		args := []Slot{{}}
		for i, p := range m.Params {
			v := given[i]
			if p != 'L' && p != '[' {
				if v.R == nil {
					return Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", "")
				}
				v = BoxValue(v.R)
			}
			args = append(args, v)
		}
		if err := vm.InitNow(m.Class); err != nil {
			return Slot{}, err
		}
		o := vm.NewObject(m.Class)
		args[0] = RefSlot(o)
		if _, err := vm.Call(m, args); err != nil {
			return Slot{}, err
		}
		return RefSlot(o), nil
	})
	r.Add(K+"setAccessible(Z)V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
}

// reflectConstructor returns a java.lang.reflect.Constructor for m.
func (vm *VM) reflectConstructor(m *Method, params *Object) (*Object, error) {
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
	for name, v := range map[string]Slot{"clazz": RefSlot(mirror), "parameterTypes": RefSlot(params), "modifiers": IntSlot(int32(m.Access))} {
		if f := kc.FieldByName(name); f != nil && !f.Static {
			o.Fields[f.Slot] = v
		}
	}
	return o, nil
}

// descriptorOf is the field descriptor of class c ("I", "[J", "Ljava/lang/String;").
func descriptorOf(c *Class) string {
	if c.IsPrimitive() {
		return string(c.Prim())
	}
	if c.IsArray() {
		return c.Name
	}
	return "L" + c.Name + ";"
}
