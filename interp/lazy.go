package interp

import (
	"errors"
	"fmt"
	"strings"

	"gospf/choicegen"
	cf "gospf/classfile"
)

// Lazy initialization of symbolic references (Khurshid, Pasareanu and
// Visser's generalized symbolic execution; SPF's symbolic.lazy).
//
// A sym reference parameter, and every reference field of an object lazy
// initialization creates, holds a placeholder: an Object with no Class
// whose Native is a *lazyRef. Placeholders are copied freely (locals,
// operands, fields, array elements, return values); the VM binds one at
// its first use, that is at the first instruction that needs to know what
// the reference is: a field access, ifnull/ifnonnull, if_acmp*, the
// receiver of an invoke, an array access, arraylength, instanceof,
// checkcast, athrow, monitorenter/exit, an aastore whose declared type
// does not fit, or passing it to a JDK method (or an intercepted API or a
// lambda, which the VM cannot follow). Binding is a heap choice point
// (choicegen.Heap) with SPF's alternatives, in SPF's order: null; an alias
// of each object lazy initialization created earlier on the path whose
// class fits the reference's declared type, in creation order; a fresh
// object of each candidate class (freshClasses), whose primitive fields are
// fresh symbolic inputs and whose reference fields are new placeholders. A
// fresh array is an array of symbolic length (symarray.go).
//
// A bound placeholder keeps standing for its target: every use site
// replaces the operand with the target (write-back) and runs the
// instruction on it, so a placeholder copied elsewhere before binding
// sees the binding too. Binding is saved and undone like any heap write
// (the placeholder's Native goes through SetNative). Because a placeholder
// has no Class, code that reads a placeholder's class without binding it
// first fails loudly (a located internal error) rather than silently.
//
// Heap choices add no constraint: each alternative is feasible whenever
// the state before it is, so the search takes them without a solver call
// (search/doc.go says how they meet speculation).

// refInfo says what a symbolic reference input may become. Immutable.
type refInfo struct {
	// desc is the declared type's descriptor ("Lpkg/Node;", "[I").
	desc string
	// name names the reference in choice labels and is the base of the
	// names of the inputs it leads to ("t", "left", "a[2]").
	name string
	// origin names it in messages ("parameter t of pkg.C.m", "field
	// pkg.Node.left", "element 2 of a_1").
	origin string
}

// lazyRef is the Native of a placeholder: what the reference is. Values are
// immutable; binding replaces the placeholder's Native.
type lazyRef struct {
	info  *refInfo
	bound bool
	// target is what a bound reference stands for (nil: null): never a
	// placeholder, except for a merged reference, whose target may be a
	// symbolic reference input.
	target *Object
	// merged, when set, makes the placeholder a reference merged by
	// veritesting (merge_ref.go): binding it chooses one of its values.
	merged *mergedRef
}

// IsPlaceholder reports whether o is a symbolic reference input (bound or
// not) rather than an object.
func IsPlaceholder(o *Object) bool { return o != nil && o.Class == nil }

// heapState is the VM's lazy-initialization state.
type heapState struct {
	// active is set once the run has symbolic heap inputs or arrays of
	// symbolic length; until then no use site looks for them. Not path
	// state (it never goes back to false).
	active bool
	// objs are the objects lazy initialization created on the current
	// path, in creation order (alias candidates and the input heap); roots
	// the symbolic reference parameters. Path state: Restore cuts both
	// back to their length at the snapshot (heapMark).
	objs  []*inputObject
	roots []inputRoot
	// fresh caches freshClasses per declared class; user lists the class
	// path's classes once. Not path state.
	fresh map[*Class][]*Class
	user  []string
	// unread marks the elements of an input array not read yet (their
	// input value is made at the first read); never escapes.
	unread *Object
}

// heapMark is the part of the heap state a Snapshot saves.
type heapMark struct{ objs, roots int }

func (h *heapState) mark() heapMark { return heapMark{len(h.objs), len(h.roots)} }

func (h *heapState) restore(m heapMark) {
	clear(h.objs[m.objs:])
	h.objs = h.objs[:m.objs]
	clear(h.roots[m.roots:])
	h.roots = h.roots[:m.roots]
}

// inputObject is an object (or array) lazy initialization created, with
// the input values it started with.
type inputObject struct {
	obj *Object
	id  int // creation number on the path, from 1
	// fields holds an instance's initial field values (fresh inputs and
	// placeholders), by Field.Slot; never changed.
	fields []Slot
	// arr describes an array's inputs; nil for instances.
	arr *inputArray
}

// inputRoot is a symbolic reference parameter.
type inputRoot struct {
	name   string // "t_1"
	method *Method
	param  int     // parameter index; -1 for Debug.makeSymbolicRef
	ref    *Object // its placeholder
}

// ErrHeapInput wraps the errors of symbolic heap inputs that gospf cannot
// build (an interface without implementations, a JDK class).
var ErrHeapInput = errors.New("symbolic heap input")

// newPlaceholder returns an unbound symbolic reference.
func (vm *VM) newPlaceholder(info *refInfo) *Object {
	vm.heap.active = true
	return &Object{Native: &lazyRef{info: info}, epoch: vm.epoch}
}

// newRootRef makes parameter j of m a symbolic reference input. Its type
// must be one gospf can build; with lazy initialization off it is an
// error.
func (vm *VM) newRootRef(m *Method, j int) (*Object, error) {
	desc := m.ParamDescs[j]
	pname := paramName(m, j)
	if !vm.opts.Heap.Lazy {
		return nil, fmt.Errorf("%w: parameter %s of type %s is a reference; set [symbolic] lazy = true to make it a lazily initialized input", ErrHeapInput, pname, typeName(desc))
	}
	if err := vm.checkBuildable(desc); err != nil {
		return nil, fmt.Errorf("parameter %s of type %s: %w", pname, typeName(desc), err)
	}
	vm.varSeq++
	name := fmt.Sprintf("%s_%d", pname, vm.varSeq)
	ph := vm.newPlaceholder(&refInfo{desc: desc, name: pname, origin: "parameter " + pname + " of " + m.String()})
	vm.heap.roots = append(vm.heap.roots, inputRoot{name: name, method: m, param: j, ref: ph})
	return ph, nil
}

// checkBuildable reports why a reference of declared type desc can never
// be materialized as an object, or nil: arrays are checked through their
// element type.
func (vm *VM) checkBuildable(desc string) error {
	for desc[0] == '[' {
		desc = desc[1:]
	}
	if desc[0] != 'L' {
		return nil
	}
	c, err := vm.LoadClass(desc[1 : len(desc)-1])
	if err != nil {
		return err
	}
	_, err = vm.freshClasses(c)
	return err
}

// typeName renders a field descriptor as Java source does ("pkg.Node",
// "int[]").
func typeName(desc string) string {
	dims := 0
	for desc[dims] == '[' {
		dims++
	}
	t := desc[dims:]
	var n string
	if t[0] == 'L' {
		n = DotName(t[1 : len(t)-1])
	} else {
		n = PrimName(t[0])
	}
	return n + strings.Repeat("[]", dims)
}

// buildableJDK lists the JDK classes lazy initialization builds: the
// wrappers of the integral types and boolean (their one field, value, is
// a fresh input).
var buildableJDK = map[string]bool{"java/lang/Integer": true, "java/lang/Long": true, "java/lang/Short": true,
	"java/lang/Byte": true, "java/lang/Character": true, "java/lang/Boolean": true}

// freshClasses returns the classes of the fresh objects a reference of
// declared type c may become, in the order they are offered: c itself if
// it is concrete, then (with lazy_subtypes, or always when c is abstract
// or an interface) every concrete class of the class path that is a
// subtype of c, in name order. An array type offers itself. A JDK type
// other than the wrappers above, or a type with no concrete class, is an
// error: gospf cannot build it.
func (vm *VM) freshClasses(c *Class) ([]*Class, error) {
	if l, ok := vm.heap.fresh[c]; ok {
		return l, nil
	}
	l, err := vm.findFreshClasses(c)
	if err != nil {
		return nil, err
	}
	if vm.heap.fresh == nil {
		vm.heap.fresh = map[*Class][]*Class{}
	}
	vm.heap.fresh[c] = l
	return l, nil
}

func (vm *VM) findFreshClasses(c *Class) ([]*Class, error) {
	if c.IsArray() {
		return []*Class{c}, nil
	}
	if c.FromJDK {
		if buildableJDK[c.Name] {
			return []*Class{c}, nil
		}
		return nil, fmt.Errorf("%w: gospf cannot build JDK class %s (only the program's own classes, the wrappers of integral types and boolean, and arrays)", ErrHeapInput, DotName(c.Name))
	}
	var l []*Class
	abstract := c.IsInterface || c.File.Access&cf.AccAbstract != 0
	if !abstract {
		if err := checkOwnFields(c); err != nil {
			return nil, err
		}
		l = append(l, c)
	}
	if !abstract && !vm.opts.Heap.Subtypes {
		return l, nil
	}
	if vm.heap.user == nil {
		names, err := vm.cp.UserClasses()
		if err != nil {
			return nil, err
		}
		vm.heap.user = names
	}
	for _, n := range vm.heap.user {
		if n == c.Name {
			continue
		}
		k, err := vm.LoadClass(n)
		if err != nil {
			return nil, fmt.Errorf("looking for the subtypes of %s: %w", DotName(c.Name), err)
		}
		if k.IsInterface || k.File.Access&cf.AccAbstract != 0 || k.FromJDK || !k.IsSubclassOf(c) {
			continue
		}
		if err := checkOwnFields(k); err != nil {
			return nil, err
		}
		l = append(l, k)
	}
	if len(l) == 0 {
		kind := "abstract class"
		if c.IsInterface {
			kind = "interface"
		}
		return nil, fmt.Errorf("%w: %s %s has no concrete implementation on the class path", ErrHeapInput, kind, DotName(c.Name))
	}
	return l, nil
}

// checkOwnFields rejects a program class that inherits instance fields
// from a JDK class (an exception, a collection): lazy initialization
// would have to invent the JDK's internal state.
func checkOwnFields(c *Class) error {
	for k := c; k != nil; k = k.Super {
		if k.FromJDK && k.Super != nil && k.nInstance > 0 {
			return fmt.Errorf("%w: gospf cannot build %s: it inherits the fields of JDK class %s", ErrHeapInput, DotName(c.Name), DotName(k.Name))
		}
	}
	return nil
}

// settleSlots makes the references in the given stack slots usable: a
// bound placeholder is replaced by its target; an unbound one is bound
// first, by a heap choice (stop is stopChoice when the VM stops at a new
// choice point, stopEnd when the choice cut the path). changed reports
// whether a slot was replaced, in which case the caller runs the
// instruction again: binding may have run a class initialiser, which moves
// frames.
func (vm *VM) settleSlots(f *frame, slots ...int) (changed bool, stop stopReason, err error) {
	for _, i := range slots {
		o := vm.stack[i].R
		if !IsPlaceholder(o) {
			continue
		}
		r := o.Native.(*lazyRef)
		if !r.bound {
			if stop, err := vm.bind(f, o, r); stop != 0 || err != nil {
				return false, stop, err
			}
			r = o.Native.(*lazyRef)
		}
		vm.stack[i] = RefSlot(r.target)
		changed = true
	}
	return changed, 0, nil
}

// resolveAt is settleSlots for the instructions that always run again
// after a change: it reports only a stop or an error.
func (vm *VM) resolveAt(f *frame, slots ...int) (stopReason, error) {
	_, stop, err := vm.settleSlots(f, slots...)
	return stop, err
}

// bind binds placeholder ph at its first use: a heap choice point, or the
// alternative the search chose for it.
func (vm *VM) bind(f *frame, ph *Object, r *lazyRef) (stopReason, error) {
	if r.merged != nil {
		return vm.splitMerged(f, ph, r)
	}
	declared, err := vm.declaredClass(r.info)
	if err != nil {
		return 0, err
	}
	fresh, err := vm.freshClasses(declared)
	if err != nil {
		return 0, vm.hostErr(fmt.Errorf("%s of type %s: %w", r.info.origin, typeName(r.info.desc), err))
	}
	var aliases []*inputObject
	for _, o := range vm.heap.objs {
		if o.obj.Class.IsSubclassOf(declared) {
			aliases = append(aliases, o)
		}
	}
	full := vm.opts.Heap.MaxObjects > 0 && len(vm.heap.objs) >= vm.opts.Heap.MaxObjects
	i, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
		g := &choicegen.Generator{Kind: choicegen.Heap, Where: w}
		g.Choices = append(g.Choices, choicegen.Choice{Label: r.info.name + " = null"})
		for _, a := range aliases {
			g.Choices = append(g.Choices, choicegen.Choice{Label: r.info.name + " = " + a.label()})
		}
		for _, c := range fresh {
			label := r.info.name + " = new " + heapClassName(c)
			if full {
				label += " (over max_objects)"
			}
			g.Choices = append(g.Choices, choicegen.Choice{Label: label})
		}
		return g
	})
	if stop != 0 || err != nil {
		return stop, err
	}
	var target *Object
	switch {
	case i == 0:
	case i <= len(aliases):
		target = aliases[i-1].obj
	case full:
		vm.endPath(&Outcome{Kind: OutcomeObjectLimit, Message: fmt.Sprintf("more than %d lazily created objects", vm.opts.Heap.MaxObjects)})
		return stopEnd, nil
	default:
		if target, err = vm.newInputObject(fresh[i-1-len(aliases)], r.info); err != nil {
			return 0, err
		}
	}
	vm.SetNative(ph, &lazyRef{info: r.info, bound: true, target: target})
	return 0, nil
}

// declaredClass loads the declared type of a symbolic reference.
func (vm *VM) declaredClass(info *refInfo) (*Class, error) {
	name := info.desc
	if name[0] == 'L' {
		name = name[1 : len(name)-1]
	}
	c, err := vm.LoadClass(name)
	if err != nil {
		return nil, vm.hostErr(fmt.Errorf("%s: %w", info.origin, err))
	}
	return c, nil
}

// newInputObject creates a fresh input object of class c for the
// reference info: its class is initialised (as creating it on the JVM
// would), its primitive fields are fresh inputs named after the fields and
// its reference fields placeholders, in declaration order from the
// topmost superclass down.
func (vm *VM) newInputObject(c *Class, info *refInfo) (*Object, error) {
	io := &inputObject{id: len(vm.heap.objs) + 1}
	if c.IsArray() {
		o, err := vm.newInputArray(c, info, io)
		if err != nil {
			return nil, err
		}
		io.obj = o
		vm.heap.objs = append(vm.heap.objs, io)
		return o, nil
	}
	if err := vm.InitNow(c); err != nil {
		return nil, vm.hostErr(fmt.Errorf("lazy initialization of %s: initialising %s: %w", info.origin, DotName(c.Name), err))
	}
	o := vm.NewObject(c)
	for _, fd := range instanceFields(c) {
		switch t := fd.Desc[0]; t {
		case 'L', '[':
			o.Fields[fd.Slot] = RefSlot(vm.newPlaceholder(&refInfo{desc: fd.Desc, name: fd.Name,
				origin: "field " + DotName(fd.Class.Name) + "." + fd.Name}))
		default:
			e, err := vm.freshVar(fd.Name, t)
			if err != nil {
				return nil, vm.hostErr(err)
			}
			o.Fields[fd.Slot] = Slot{S: e}
		}
	}
	io.obj = o
	io.fields = append([]Slot(nil), o.Fields...)
	vm.heap.objs = append(vm.heap.objs, io)
	return o, nil
}

// label names an input object in choice labels: "Node#2".
func (o *inputObject) label() string { return fmt.Sprintf("%s#%d", heapClassName(o.obj.Class), o.id) }

// heapClassName is a class's name as the input heap shows it ("Node",
// "int[]").
func heapClassName(c *Class) string { return heapTypeName(c.Name) }

// settleArgs settles the reference arguments of a call of target at
// argsBase that the VM cannot follow with placeholders and arrays of
// symbolic length: a JDK method (Go model or bytecode), an intercepted
// API, a lambda's implementation. changed reports whether anything
// changed (the invoke runs again).
func (vm *VM) settleArgs(f *frame, target *Method, argsBase int) (changed bool, stop stopReason, err error) {
	var refs []int
	i := argsBase
	if !target.IsStatic() {
		refs = append(refs, i)
		i++
	}
	for _, p := range target.Params {
		if p == 'L' || p == '[' {
			refs = append(refs, i)
		}
		i += slotsOf(p)
	}
	return vm.settleRefs(f, refs)
}

// settleDescArgs is settleArgs for the arguments on top of the operand
// stack with parameter descriptors params (an invokedynamic call site).
func (vm *VM) settleDescArgs(f *frame, params []string) (changed bool, stop stopReason, err error) {
	if !vm.heap.active {
		return false, 0, nil
	}
	i := f.sp
	for _, p := range params {
		i -= slotsOf(p[0])
	}
	var refs []int
	for _, p := range params {
		if p[0] == 'L' || p[0] == '[' {
			refs = append(refs, i)
		}
		i += slotsOf(p[0])
	}
	return vm.settleRefs(f, refs)
}

// settleRefs binds the placeholders in the given slots and fixes the
// length of the arrays of symbolic length (fixLength), one at a time.
func (vm *VM) settleRefs(f *frame, slots []int) (changed bool, stop stopReason, err error) {
	for _, slot := range slots {
		o := vm.stack[slot].R
		switch {
		case IsPlaceholder(o):
			return vm.settleSlots(f, slot)
		case o != nil && symArrayOf(o) != nil:
			stop, err := vm.fixLength(f, o)
			return stop == 0 && err == nil, stop, err
		}
	}
	return false, 0, nil
}

// needsSettledArgs reports whether a call of target must settle its
// reference arguments first (settleArgs).
func (vm *VM) needsSettledArgs(target *Method) bool {
	return vm.heap.active && (target.Class.FromJDK || target.Class.modelled || target.lambda != nil || IsAPIClass(target.Class.Name))
}

// settleResult returns the value a method returns to Go code (a callback)
// or as the outcome of the path, with a bound placeholder replaced by its
// target. An unbound placeholder is what the path never examined: the
// path's input heap builds it as null, so null is what the entry method
// returns; Go code cannot take one (it would need a choice point).
func (vm *VM) settleResult(v Slot, toGo bool) (Slot, error) {
	for IsPlaceholder(v.R) {
		r := v.R.Native.(*lazyRef)
		if !r.bound && (toGo || r.merged != nil) {
			return Slot{}, vm.hostErr(fmt.Errorf("%w: %s, not examined yet, is returned to a JDK model", ErrUnsupported, r.info.origin))
		}
		v = RefSlot(r.target)
	}
	return v, nil
}

// storableRef decides an aastore of placeholder value v into an array of
// component type comp: when the declared type of v fits, the placeholder
// is stored as it is; otherwise it is bound first (again is set: the
// instruction runs again with the bound value).
func (vm *VM) storableRef(f *frame, slot int, comp *Class) (again bool, stop stopReason, err error) {
	r := vm.stack[slot].R.Native.(*lazyRef)
	if !r.bound && r.merged == nil {
		declared, err := vm.declaredClass(r.info)
		if err != nil {
			return false, 0, err
		}
		if declared.IsSubclassOf(comp) {
			return false, 0, nil
		}
	}
	return vm.settleSlots(f, slot)
}
