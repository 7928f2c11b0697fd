package interp

import (
	"fmt"
	"strings"

	"gospf/solver"
)

// InputHeap describes the symbolic heap inputs of a path as the path found
// them: each symbolic reference parameter and each object lazy
// initialization created, with the values they started with (the
// program's later writes are not shown). With the path's model it is a
// concrete input structure that drives the program down the path; a
// reference the path never examined may be anything, and tests build it
// as null.
type InputHeap struct {
	// Roots are the symbolic reference parameters, in the order they were
	// made (the entry method's in parameter order).
	Roots []HeapRoot
	// Objects are the lazily created objects, in creation order: Objects[i]
	// has ID i+1.
	Objects []HeapObject
	// Result is the reference the entry method returned, when the path
	// returned one.
	Result *HeapValue
}

// HeapRoot is one symbolic reference parameter.
type HeapRoot struct {
	Name   string // unique on the path: "t_1"
	Method *Method
	Param  int // the parameter's index
	Value  HeapValue
}

// HeapValueKind says what a value of the input heap is.
type HeapValueKind uint8

const (
	// HeapUnexamined is a reference the path never examined.
	HeapUnexamined HeapValueKind = iota
	// HeapNull is null.
	HeapNull
	// HeapRef is an input object (Object indexes InputHeap.Objects).
	HeapRef
	// HeapInput is a primitive input (Input).
	HeapInput
	// HeapNew is an object the program allocated (only as a Result).
	HeapNew
)

// HeapValue is one value of the input heap.
type HeapValue struct {
	Kind   HeapValueKind
	Object int
	Input  solver.Expr
}

// HeapField is one field of an input object.
type HeapField struct {
	Name  string
	Owner string // the declaring class (internal name)
	Desc  string
	Value HeapValue
}

// HeapObject is one lazily created object or array.
type HeapObject struct {
	ID int
	// Class is the internal name of a class or the descriptor of an array
	// class ("[I").
	Class string
	// Fields are an instance's fields, superclasses' first, each in
	// declaration order.
	Fields []HeapField
	// Length is an array's length input; Elems its elements by index, up
	// to the capacity (HeapUnexamined for the ones never read).
	Length solver.Expr
	Elems  []HeapValue
}

// IsArray reports whether o is an array.
func (o *HeapObject) IsArray() bool { return o.Class[0] == '[' }

// InputHeap returns the input heap of the current path, or nil when it has
// no symbolic heap inputs. It is a copy: later paths do not change it.
func (vm *VM) InputHeap() *InputHeap {
	h := &vm.heap
	if len(h.roots) == 0 && len(h.objs) == 0 {
		return nil
	}
	index := make(map[*Object]int, len(h.objs))
	for i, o := range h.objs {
		index[o.obj] = i
	}
	value := func(s Slot) HeapValue {
		switch {
		case s.S.Valid():
			return HeapValue{Kind: HeapInput, Input: s.S}
		case IsPlaceholder(s.R):
			r := s.R.Native.(*lazyRef)
			switch {
			case !r.bound:
				return HeapValue{Kind: HeapUnexamined}
			case r.target == nil:
				return HeapValue{Kind: HeapNull}
			}
			return HeapValue{Kind: HeapRef, Object: index[r.target]}
		case s.R == nil:
			return HeapValue{Kind: HeapNull}
		}
		if i, ok := index[s.R]; ok {
			return HeapValue{Kind: HeapRef, Object: i}
		}
		return HeapValue{Kind: HeapNew}
	}
	ih := &InputHeap{}
	for _, r := range h.roots {
		ih.Roots = append(ih.Roots, HeapRoot{Name: r.name, Method: r.method, Param: r.param, Value: value(RefSlot(r.ref))})
	}
	for _, o := range h.objs {
		ho := HeapObject{ID: o.id, Class: o.obj.Class.Name}
		if a := o.arr; a != nil {
			ho.Length = a.length
			for _, s := range a.initial.Fields {
				if s == (Slot{}) {
					ho.Elems = append(ho.Elems, HeapValue{Kind: HeapUnexamined})
				} else {
					ho.Elems = append(ho.Elems, value(s))
				}
			}
		} else {
			for _, fd := range instanceFields(o.obj.Class) {
				ho.Fields = append(ho.Fields, HeapField{Name: fd.Name, Owner: fd.Class.Name, Desc: fd.Desc, Value: value(o.fields[fd.Slot])})
			}
		}
		ih.Objects = append(ih.Objects, ho)
	}
	if out := vm.outcome; out != nil && out.Kind == OutcomeReturn && (out.RetType == 'L' || out.RetType == '[') {
		v := value(out.Value)
		ih.Result = &v
	}
	return ih
}

// instanceFields returns the instance fields of c, superclasses' first,
// each class's in declaration order.
func instanceFields(c *Class) []*Field {
	var chain []*Class
	for k := c; k != nil; k = k.Super {
		chain = append(chain, k)
	}
	var fields []*Field
	for i := len(chain) - 1; i >= 0; i-- {
		k := chain[i]
		if k.File == nil {
			continue
		}
		for _, fi := range k.File.Fields {
			if fd := k.fields[fi.Name+":"+fi.Descriptor]; !fd.Static {
				fields = append(fields, fd)
			}
		}
	}
	return fields
}

// String renders the input heap on one line: each root with the objects it
// reaches written out where they are first reached,
// "t_1 = Node#1{key=key_2, left=null, right=Node#1}"; "?" is a reference
// never examined.
func (h *InputHeap) String() string {
	var b strings.Builder
	shown := make([]bool, len(h.Objects))
	var value func(v HeapValue)
	object := func(i int) {
		o := &h.Objects[i]
		fmt.Fprintf(&b, "%s#%d", heapTypeName(o.Class), o.ID)
		if shown[i] {
			return
		}
		shown[i] = true
		b.WriteByte('{')
		if o.IsArray() {
			fmt.Fprintf(&b, "length=%s", o.Length)
			for j, e := range o.Elems {
				if e.Kind != HeapUnexamined {
					fmt.Fprintf(&b, ", [%d]=", j)
					value(e)
				}
			}
		} else {
			for j, f := range o.Fields {
				if j > 0 {
					b.WriteString(", ")
				}
				b.WriteString(f.Name + "=")
				value(f.Value)
			}
		}
		b.WriteByte('}')
	}
	value = func(v HeapValue) {
		switch v.Kind {
		case HeapUnexamined:
			b.WriteByte('?')
		case HeapNull:
			b.WriteString("null")
		case HeapRef:
			object(v.Object)
		case HeapInput:
			b.WriteString(v.Input.String())
		case HeapNew:
			b.WriteString("new object")
		}
	}
	for i, r := range h.Roots {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(r.Name + " = ")
		value(r.Value)
	}
	return b.String()
}

// heapTypeName renders a class name or array descriptor as the input heap
// shows it: simple names for the program's classes ("Node", "int[]",
// "Node[]").
func heapTypeName(class string) string {
	desc := class
	if desc[0] != '[' {
		desc = "L" + class + ";"
	}
	n := typeName(desc)
	if i := strings.LastIndexByte(n, '.'); i >= 0 && !strings.HasPrefix(n, "java.") {
		n = n[i+1:]
	}
	return n
}
