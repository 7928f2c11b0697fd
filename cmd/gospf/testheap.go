package main

import (
	"fmt"
	"strings"

	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// Generated tests for entry methods with symbolic heap inputs (lazy
// initialization, arrays of symbolic length). Each path's input heap is
// built before the call, in a method heapN() that returns the objects in
// an array o (o[k] is the path's object #k): objects are allocated without
// running any constructor of theirs (a serialization constructor of
// java.lang.Object from sun.reflect.ReflectionFactory, as Java
// deserialization and Objenesis do; no Unsafe), their fields set by
// reflection, private and final ones included; wrappers are made with
// their constructor (new Integer(v): a distinct object, as lazy
// initialization's are); arrays with java.lang.reflect.Array. A reference
// the path never examined is left null. The entry method is called by
// reflection, so its parameter types need not be accessible by name, and
// a returned reference is checked by identity: null, or the input object
// the path returned.

// heapHelpers is the Java source of the helpers, a member of both
// generated classes.
const heapHelpers = `    static Object alloc(String name) throws Exception {
        Class<?> rf = Class.forName("sun.reflect.ReflectionFactory");
        Object factory = rf.getMethod("getReflectionFactory").invoke(null);
        java.lang.reflect.Constructor<?> k = (java.lang.reflect.Constructor<?>) rf
            .getMethod("newConstructorForSerialization", Class.class, java.lang.reflect.Constructor.class)
            .invoke(factory, Class.forName(name), Object.class.getDeclaredConstructor());
        return k.newInstance();
    }

    static void set(Object o, String owner, String name, Object v) throws Exception {
        java.lang.reflect.Field f = Class.forName(owner).getDeclaredField(name);
        f.setAccessible(true);
        f.set(o, v);
    }

    static Object array(String name, int length) throws Exception {
        return java.lang.reflect.Array.newInstance(Class.forName(name).getComponentType(), length);
    }

    static void aset(Object a, int i, Object v) {
        java.lang.reflect.Array.set(a, i, v);
    }

    static Object box(String name, Object v) throws Exception {
        Class<?> c = Class.forName(name);
        return c.getConstructor((Class<?>) c.getField("TYPE").get(null)).newInstance(v);
    }

    static String describe(Object x) {
        return x == null ? "null" : x.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(x));
    }

    static Object call(Object... args) throws Throwable {
        java.lang.reflect.Method m = Class.forName(%s).getDeclaredMethod(%s%s);
        m.setAccessible(true);
        try {
            return m.invoke(null, args);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw e.getCause();
        }
    }
`

// hasHeapInputs reports whether a run's tests need the input heaps: a path
// has symbolic heap inputs.
func hasHeapInputs(r *outcomeRun) bool {
	for _, p := range r.res.Paths {
		if p.Heap != nil {
			return true
		}
	}
	return false
}

// heapHelpersFor returns the helpers for entry method m.
func heapHelpersFor(m *interp.Method) string {
	var types strings.Builder
	for _, d := range m.ParamDescs {
		types.WriteString(", ")
		if d[0] == 'L' || d[0] == '[' {
			name := d
			if d[0] == 'L' {
				name = d[1 : len(d)-1]
			}
			fmt.Fprintf(&types, "Class.forName(%s)", javaString(interp.DotName(name)))
		} else {
			types.WriteString(javaPrimName(d[0]) + ".class")
		}
	}
	return fmt.Sprintf(heapHelpers, javaString(interp.DotName(m.Class.Name)), javaString(m.Name), types.String())
}

// javaPrimName is the Java keyword of a primitive descriptor.
func javaPrimName(t byte) string {
	return map[byte]string{'I': "int", 'J': "long", 'S': "short", 'B': "byte", 'C': "char", 'Z': "boolean",
		'F': "float", 'D': "double"}[t]
}

// wrappers are the classes lazy initialization builds with a constructor.
var wrappers = map[string]bool{"java/lang/Integer": true, "java/lang/Long": true, "java/lang/Short": true,
	"java/lang/Byte": true, "java/lang/Character": true, "java/lang/Boolean": true}

// heapBuilder renders a path's input heap as Java statements.
type heapBuilder struct {
	h     *interp.InputHeap
	model solver.Model
}

// value renders an input-heap value as a Java expression of type t (a
// descriptor character), or "" for null and references never examined.
func (b heapBuilder) value(v interp.HeapValue, t byte) string {
	switch v.Kind {
	case interp.HeapRef:
		return fmt.Sprintf("o[%d]", b.h.Objects[v.Object].ID)
	case interp.HeapInput:
		return javaLiteral(b.inputValue(v.Input), t)
	}
	return ""
}

func (b heapBuilder) inputValue(e solver.Expr) int64 {
	if e.IsConst() {
		return e.ConstValue()
	}
	return b.model[e.Name()]
}

// statements returns the body of heapN(): o[k] for every object #k, then
// their fields and elements.
func (b heapBuilder) statements() []string {
	n := len(b.h.Objects)
	out := []string{fmt.Sprintf("Object[] o = new Object[%d];", n+1)}
	for _, o := range b.h.Objects {
		cls := javaString(interp.DotName(o.Class))
		switch {
		case o.IsArray():
			out = append(out, fmt.Sprintf("o[%d] = array(%s, %d);", o.ID, cls, b.inputValue(o.Length)))
		case wrappers[o.Class]:
			f := o.Fields[len(o.Fields)-1] // the wrappers' one field, value
			v := b.value(f.Value, f.Desc[0])
			out = append(out, fmt.Sprintf("o[%d] = box(%s, %s);", o.ID, cls, v))
		default:
			out = append(out, fmt.Sprintf("o[%d] = alloc(%s);", o.ID, cls))
		}
	}
	for _, o := range b.h.Objects {
		if o.IsArray() {
			length := int(b.inputValue(o.Length))
			for i, e := range o.Elems[:min(length, len(o.Elems))] {
				if v := b.value(e, o.Class[1]); v != "" {
					out = append(out, fmt.Sprintf("aset(o[%d], %d, %s);", o.ID, i, v))
				}
			}
			continue
		}
		if wrappers[o.Class] {
			continue
		}
		for _, f := range o.Fields {
			if v := b.value(f.Value, f.Desc[0]); v != "" {
				out = append(out, fmt.Sprintf("set(o[%d], %s, %s, %s);", o.ID, javaString(interp.DotName(f.Owner)), javaString(f.Name), v))
			}
		}
	}
	return append(out, "return o;")
}

// rootArg renders the argument of reference parameter j of the entry
// method on path p: an input object, or null.
func rootArg(p *search.Path, m *interp.Method, j int) string {
	if p.Heap != nil {
		for _, r := range p.Heap.Roots {
			// By name: with many workers the path's VM is not m's.
			if r.Method.String() == m.String() && r.Param == j {
				if v := (heapBuilder{h: p.Heap}).value(r.Value, 'L'); v != "" {
					return v
				}
			}
		}
	}
	return "(Object) null"
}

// resultRef is the expected identity of a returned reference: "null",
// "o[k]" (an input object), or "" (an object the program allocated: not
// checked).
func resultRef(p *search.Path) string {
	if p.Heap == nil || p.Heap.Result == nil {
		return ""
	}
	switch r := *p.Heap.Result; r.Kind {
	case interp.HeapNull:
		return "null"
	case interp.HeapRef:
		return fmt.Sprintf("o[%d]", p.Heap.Objects[r.Object].ID)
	}
	return ""
}
