package interp

import (
	"errors"
	"fmt"
	"strings"

	"gospf/classfile"
)

// Class is a loaded and linked class, interface or array class.
type Class struct {
	Name        string // internal name, or a descriptor for arrays ("[I")
	File        *classfile.ClassFile
	Super       *Class
	Interfaces  []*Class
	IsInterface bool
	// FromJDK is set for classes found in the JDK's modules; their
	// assertions are disabled and they may be modelled in Go.
	FromJDK bool
	// Component is the element class of an array class; nil otherwise.
	// ElemType is the element's descriptor character ('I', 'L', '[', ...).
	Component *Class
	ElemType  byte

	fields     map[string]*Field // declared fields by name+":"+descriptor
	methods    map[string]*Method
	Methods    []*Method
	nInstance  int                 // instance slots including superclasses
	statics    *Object             // static fields, saved copy-on-write like objects
	virtuals   map[*Method]*Method // selected implementation, by resolved method (JVMS 5.4.6)
	mirror     *Object
	modelled   bool // every method is a Go model (Library.Model)
	initSerial int  // index into VM.initState
	// prim is the descriptor character of a primitive type's class
	// (int.class ...; 'V' for void.class), 0 for classes and arrays.
	prim byte
	// valSlot caches the slot of a wrapper class's value field, plus one.
	valSlot int
}

// Field is a resolved field.
type Field struct {
	Class  *Class
	Name   string
	Desc   string
	Static bool
	Slot   int // index in Object.Fields (instance) or Class.statics
	Const  classfile.Constant
}

// Method is a method of a loaded class.
type Method struct {
	Class      *Class
	Name       string
	Desc       string
	Access     uint16
	Code       *classfile.Code
	ArgSlots   int    // argument slots including this
	Params     []byte // first character of each parameter descriptor
	Ret        byte   // first character of the return descriptor
	ParamDescs []string

	code []insn // decoded lazily
	// run is the code the dispatch loop runs: code with the fragment
	// boundaries marked (fragment.go), or code itself.
	run       []insn
	handlers  []handler
	native    NativeFunc
	api       apiFunc
	sym       *symModel // the peer tried first on symbolic values (Library.AddText)
	nativeSet bool      // native, api and sym are resolved
	// concreteOnly marks a model that computes with concrete values only
	// (Library.Add): concretize.go may give it concrete arguments.
	concreteOnly bool
	// ownCode marks a method of a modelled class that runs its bytecode
	// (Library.Bytecode).
	ownCode bool
	// polymorphic marks a method made for a call site of a
	// signature-polymorphic method (polymorphic.go).
	polymorphic bool
	symbolic    *symSpec      // set when listed in [target] symbolic
	lambda      *lambdaTarget // set for the methods of synthetic lambda classes
	// npeStates caches the data flow for helpful NullPointerException
	// messages (npe.go), computed on the first one.
	npeStates [][]int32
}

// IsStatic reports whether m is static.
func (m *Method) IsStatic() bool { return m.Access&classfile.AccStatic != 0 }

// String returns "pkg.C.m(desc)".
func (m *Method) String() string {
	return strings.ReplaceAll(m.Class.Name, "/", ".") + "." + m.Name + m.Desc
}

// ShortName returns "C.m" with the simple class name.
func (m *Method) ShortName() string {
	n := m.Class.Name
	if i := strings.LastIndexByte(n, '/'); i >= 0 {
		n = n[i+1:]
	}
	return n + "." + m.Name
}

// Line returns the source line of the instruction at bytecode offset pc, or 0.
func (m *Method) Line(pc int) int {
	if m.Code == nil {
		return 0
	}
	line := 0
	for _, ln := range m.Code.LineNumbers {
		if int(ln.StartPC) > pc {
			break
		}
		line = int(ln.Line)
	}
	return line
}

// ErrLinkage wraps failures to find a class, field or method.
var ErrLinkage = errors.New("linkage error")

// DotName converts an internal name to a Java name.
func DotName(internal string) string { return strings.ReplaceAll(internal, "/", ".") }

// LoadClass returns the class with the given internal name (or array
// descriptor), loading and linking it and its supertypes.
func (vm *VM) LoadClass(name string) (*Class, error) {
	if c, ok := vm.classes[name]; ok {
		return c, nil
	}
	if strings.HasPrefix(name, "[") {
		return vm.loadArrayClass(name)
	}
	// The parsed class file is the class path's, shared with the other
	// VMs on it (the explorers of one run): read only.
	parse := vm.cp.Class
	if IsAPIClass(name) {
		// gospf's intercepted API: no JDK module has these packages.
		parse = vm.cp.ClassOutsideJDK
	}
	cf, where, err := parse(name)
	if err != nil && where == "" {
		if c := vm.apiClass(name); c != nil {
			return c, nil
		}
		return nil, fmt.Errorf("%w: class %s not found", ErrLinkage, DotName(name))
	}
	if err != nil {
		return nil, fmt.Errorf("%s (class %s): %w", where, DotName(name), err)
	}
	if cf.Name != name {
		return nil, fmt.Errorf("%s: %w: file holds class %s, not %s", where, ErrLinkage, DotName(cf.Name), DotName(name))
	}
	c := &Class{Name: name, File: cf, IsInterface: cf.Access&classfile.AccInterface != 0,
		FromJDK: strings.Contains(where, ".jmod!") || strings.Contains(where, "/lib/modules!"),
		fields:  map[string]*Field{}, methods: map[string]*Method{}, virtuals: map[*Method]*Method{}}
	vm.classes[name] = c
	if cf.Super != "" {
		if c.Super, err = vm.LoadClass(cf.Super); err != nil {
			delete(vm.classes, name)
			return nil, err
		}
		c.nInstance = c.Super.nInstance
	}
	for _, in := range cf.Interfaces {
		ic, err := vm.LoadClass(in)
		if err != nil {
			delete(vm.classes, name)
			return nil, err
		}
		c.Interfaces = append(c.Interfaces, ic)
	}
	nStatic := 0
	for _, f := range cf.Fields {
		fd := &Field{Class: c, Name: f.Name, Desc: f.Descriptor, Static: f.Access&classfile.AccStatic != 0, Const: f.ConstantValue}
		if fd.Static {
			fd.Slot = nStatic
			nStatic++
		} else {
			fd.Slot = c.nInstance
			c.nInstance++
		}
		c.fields[f.Name+":"+f.Descriptor] = fd
	}
	c.statics = &Object{Fields: make([]Slot, nStatic)}
	for _, f := range c.fields {
		if f.Static {
			c.statics.Fields[f.Slot] = zeroOf(f.Desc[0])
		}
	}
	for _, mi := range cf.Methods {
		m, err := newMethod(c, mi.Name, mi.Descriptor, mi.Access, mi.Code)
		if err != nil {
			return nil, fmt.Errorf("class %s: %w", DotName(name), err)
		}
		c.methods[m.Name+m.Desc] = m
		c.Methods = append(c.Methods, m)
	}
	c.modelled = vm.natives.modelsClass(name)
	c.initSerial = len(vm.initState)
	vm.initState = append(vm.initState, classUninit)
	return c, nil
}

func newMethod(c *Class, name, desc string, access uint16, code *classfile.Code) (*Method, error) {
	params, ret, err := classfile.ParseMethodDescriptor(desc)
	if err != nil {
		return nil, fmt.Errorf("method %s%s: %w", name, desc, err)
	}
	m := &Method{Class: c, Name: name, Desc: desc, Access: access, Code: code, Ret: ret[0], ParamDescs: params}
	if access&classfile.AccStatic == 0 {
		m.ArgSlots = 1
	}
	for _, p := range params {
		m.Params = append(m.Params, p[0])
		m.ArgSlots += slotsOf(p[0])
	}
	return m, nil
}

func slotsOf(t byte) int {
	if t == 'J' || t == 'D' {
		return 2
	}
	return 1
}

func zeroOf(t byte) Slot { return Slot{} }

func (vm *VM) loadArrayClass(name string) (*Class, error) {
	obj, err := vm.LoadClass("java/lang/Object")
	if err != nil {
		return nil, err
	}
	c := &Class{Name: name, Super: obj, ElemType: name[1], fields: map[string]*Field{}, methods: map[string]*Method{}, virtuals: map[*Method]*Method{}}
	switch name[1] {
	case 'L':
		if !strings.HasSuffix(name, ";") {
			return nil, fmt.Errorf("%w: bad array class %s", ErrLinkage, name)
		}
		if c.Component, err = vm.LoadClass(name[2 : len(name)-1]); err != nil {
			return nil, err
		}
	case '[':
		if c.Component, err = vm.LoadClass(name[1:]); err != nil {
			return nil, err
		}
	case 'I', 'J', 'Z', 'B', 'C', 'S', 'F', 'D':
		if len(name) != 2 {
			return nil, fmt.Errorf("%w: bad array class %s", ErrLinkage, name)
		}
	default:
		return nil, fmt.Errorf("%w: bad array class %s", ErrLinkage, name)
	}
	for _, in := range []string{"java/lang/Cloneable", "java/io/Serializable"} {
		ic, err := vm.LoadClass(in)
		if err != nil {
			return nil, err
		}
		c.Interfaces = append(c.Interfaces, ic)
	}
	c.statics = &Object{}
	c.initSerial = len(vm.initState)
	vm.initState = append(vm.initState, classInitialized)
	vm.classes[name] = c
	return c, nil
}

// IsArray reports whether c is an array class.
func (c *Class) IsArray() bool { return c.Name[0] == '[' }

// IsPrimitive reports whether c is the class of a primitive type (int.class).
func (c *Class) IsPrimitive() bool { return c.prim != 0 }

// PrimName returns the Java name of a primitive descriptor character.
func PrimName(t byte) string {
	return map[byte]string{'I': "int", 'J': "long", 'S': "short", 'B': "byte", 'C': "char", 'Z': "boolean",
		'F': "float", 'D': "double", 'V': "void"}[t]
}

// PrimitiveClass returns the class of the primitive type named name
// ("int"), as Class.getPrimitiveClass does.
func (vm *VM) PrimitiveClass(name string) (*Class, error) {
	if c, ok := vm.classes[name]; ok && c.prim != 0 {
		return c, nil
	}
	var t byte
	for _, d := range []byte("IJSBCZFDV") {
		if PrimName(d) == name {
			t = d
		}
	}
	if t == 0 {
		return nil, fmt.Errorf("%w: no primitive type %q", ErrLinkage, name)
	}
	c := &Class{Name: name, prim: t, fields: map[string]*Field{}, methods: map[string]*Method{},
		virtuals: map[*Method]*Method{}, statics: &Object{}, FromJDK: true}
	c.initSerial = len(vm.initState)
	vm.initState = append(vm.initState, classInitialized)
	vm.classes[name] = c
	return c, nil
}

// IsSubclassOf reports whether a value of class c is assignable to t
// (JVMS 6.5 checkcast rules, including arrays and interfaces).
func (c *Class) IsSubclassOf(t *Class) bool {
	if c == t {
		return true
	}
	if c.IsArray() {
		if t.IsArray() {
			if c.Component == nil || t.Component == nil {
				return false // primitive arrays match only themselves
			}
			return c.Component.IsSubclassOf(t.Component)
		}
		return t.Name == "java/lang/Object" || t.Name == "java/lang/Cloneable" || t.Name == "java/io/Serializable"
	}
	for k := c; k != nil; k = k.Super {
		if k == t {
			return true
		}
		if t.IsInterface {
			for _, i := range k.Interfaces {
				if i.IsSubclassOf(t) {
					return true
				}
			}
		}
	}
	return false
}

// findField looks a field up per JVMS 5.4.3.2: the class, its
// superinterfaces, then its superclass.
func (c *Class) findField(name, desc string) *Field {
	key := name + ":" + desc
	for k := c; k != nil; k = k.Super {
		if f := k.fields[key]; f != nil {
			return f
		}
		for _, i := range k.Interfaces {
			if f := i.findField(name, desc); f != nil {
				return f
			}
		}
	}
	return nil
}

// FieldByName returns the first declared field with the given name in c or
// its superclasses, or nil.
func (c *Class) FieldByName(name string) *Field {
	for k := c; k != nil; k = k.Super {
		if k.File == nil {
			continue
		}
		for _, f := range k.File.Fields {
			if f.Name == name {
				return k.fields[f.Name+":"+f.Descriptor]
			}
		}
	}
	return nil
}

// DeclaredMethod returns the method declared in c with the name and
// descriptor, or nil.
func (c *Class) DeclaredMethod(name, desc string) *Method { return c.methods[name+desc] }

// findMethod resolves a method per JVMS 5.4.3.3/5.4.3.4: the class and its
// superclasses, then the maximally specific superinterface method.
func (c *Class) findMethod(name, desc string) *Method {
	key := name + desc
	for k := c; k != nil; k = k.Super {
		if m := k.methods[key]; m != nil {
			return m
		}
	}
	return c.findInterfaceMethod(key)
}

func (c *Class) findInterfaceMethod(key string) *Method {
	// The candidates: every non-static, non-private method of that name
	// and descriptor in the superinterfaces, direct or indirect.
	var cands []*Method
	seen := map[*Class]bool{}
	var walk func(k *Class)
	walk = func(k *Class) {
		for _, i := range k.Interfaces {
			if seen[i] {
				continue
			}
			seen[i] = true
			if m := i.methods[key]; m != nil && m.Access&(classfile.AccStatic|classfile.AccPrivate) == 0 {
				cands = append(cands, m)
			}
			walk(i)
		}
	}
	for k := c; k != nil; k = k.Super {
		walk(k)
	}
	// The maximally specific ones: no other candidate is declared in a
	// subinterface of theirs. A single non-abstract one is selected.
	var abstract, concrete *Method
	for _, m := range cands {
		specific := true
		for _, o := range cands {
			if o.Class != m.Class && o.Class.IsSubclassOf(m.Class) {
				specific = false
				break
			}
		}
		if !specific {
			continue
		}
		if m.Access&classfile.AccAbstract == 0 {
			if concrete == nil {
				concrete = m
			}
		} else if abstract == nil {
			abstract = m
		}
	}
	if concrete != nil {
		return concrete
	}
	return abstract
}

// selectVirtual selects the method invoked by invokevirtual or
// invokeinterface on an object of class c (JVMS 5.4.6).
func (c *Class) selectVirtual(resolved *Method) *Method {
	if resolved.Access&classfile.AccPrivate != 0 {
		return resolved
	}
	if m, ok := c.virtuals[resolved]; ok {
		return m
	}
	key := resolved.Name + resolved.Desc
	var sel *Method
	for k := c; k != nil && sel == nil; k = k.Super {
		if m := k.methods[key]; m != nil && m.Access&classfile.AccStatic == 0 && m.Access&classfile.AccPrivate == 0 {
			sel = m
		}
	}
	if sel == nil {
		sel = c.findInterfaceMethod(key)
	}
	if sel == nil {
		sel = resolved
	}
	c.virtuals[resolved] = sel
	return sel
}
