package interp

import (
	"fmt"
	"math"

	"gospf/choicegen"
	cf "gospf/classfile"
	"gospf/solver"
)

// Arrays of symbolic length: the bounded symbolic-size model of Trabish,
// Itzhaky and Rinetzky (papers/symbolic-size-state-merging.txt, section
// 3.1), where an object is (address, size expression, capacity, contents)
// and the size is a symbolic value no larger than the capacity.
//
// An array of symbolic length is an ordinary array object (its own class
// and identity) with no elements in Fields and a *symArray in Native: the
// length expression and max_array_length element slots. Such arrays come
// from lazy initialization (a sym array parameter, an array-typed field of
// an input object: the length is a fresh input in 0..max_array_length and
// the elements are inputs made at their first read) and from newarray and
// anewarray with a symbolic length (the elements are zero or null).
//
// An access a[i] at a concrete index i below the capacity branches on
// i < a.length only when that is undecided (choicegen.ArrayBounds, the
// exception first); a symbolic index forks per index as for ordinary
// arrays, each index j constrained to j < a.length. Decided means decided
// by the bounds the path condition puts on the length (rangeOf: the
// conjuncts comparing it with a constant, such as a loop's i < a.length),
// with no solver call; the cases those bounds rule out are not offered,
// here and when a length is fixed or an array created. arraylength is the length expression. Passing the array to
// a JDK method, which reads Fields directly, first fixes its length with a
// choice per length (choicegen.ArrayLength); the array then holds its
// elements in Fields like any other, and backtracking restores the
// symbolic form (heap.go restores the length of Fields too).
//
// Elements are copied on write (the slot slices are never shared between
// two Natives), so a saved Native stays as it was.

// symArray is the Native of an array of symbolic length.
type symArray struct {
	length solver.Expr
	// elems holds capacity slots; an input element not read yet holds the
	// heap state's unread sentinel.
	elems []Slot
	// input describes an input array's initial elements; nil for arrays
	// the program created.
	input *inputObject
	// beyond is set when the length may exceed len(elems), the capacity:
	// an array newSymLengthArray created with a length above it. An
	// element at or beyond the capacity is never held: a path that reads
	// or writes one, or fixes such a length, is cut (counted). The length
	// of any other array is at most its capacity.
	beyond bool
}

// inputArray records what an input array started with.
type inputArray struct {
	length solver.Expr
	// initial holds, per element, its input value (a fresh input or a
	// placeholder) once read, or the zero Slot: a hidden object, so that
	// its writes are saved and undone like the heap's.
	initial *Object
	// name is the base of its inputs' names ("a", "next.data").
	name string
}

// symArrayOf returns the symbolic-length state of array o, or nil.
func symArrayOf(o *Object) *symArray {
	sa, _ := o.Native.(*symArray)
	return sa
}

// with returns a copy of sa whose element j is v.
func (sa *symArray) with(j int, v Slot) *symArray {
	n := *sa
	n.elems = append([]Slot(nil), sa.elems...)
	n.elems[j] = v
	return &n
}

// newInputArray creates a fresh input array of class c for the reference
// info: its length is a fresh input in 0..max_array_length.
func (vm *VM) newInputArray(c *Class, info *refInfo, io *inputObject) (*Object, error) {
	capacity := vm.opts.Heap.MaxArrayLength
	vm.varSeq++
	name := fmt.Sprintf("%s.length_%d", info.name, vm.varSeq)
	length := vm.ctx.Var(name, solver.KInt, 0, int64(capacity))
	vm.vars = append(vm.vars, InputVar{Name: name, Expr: length, Type: 'I', Bound: fmt.Sprintf("symbolic.max_array_length = %d", capacity)})
	if vm.heap.unread == nil {
		vm.heap.unread = &Object{}
	}
	elems := make([]Slot, capacity)
	for j := range elems {
		elems[j] = RefSlot(vm.heap.unread)
	}
	io.arr = &inputArray{length: length, initial: &Object{Fields: make([]Slot, capacity), epoch: vm.epoch}, name: info.name}
	arr := vm.NewArray(c, 0)
	arr.Native = &symArray{length: length, elems: elems, input: io}
	vm.taintLength(length, arr)
	vm.heap.active = true
	return arr, nil
}

// newSymLengthArray decides newarray/anewarray of class ac with symbolic
// length l: NegativeArraySizeException when l < 0, an array of length l
// when 0 <= l <= max_array_length, and above it a cut path (counted) or,
// with Heap.AboveMaxLength, an array whose elements at and beyond the
// capacity are never held (a path that reaches one is cut there,
// counted); the cases the expressions alone decide are not offered.
func (vm *VM) newSymLengthArray(f *frame, ac *Class, l solver.Expr) (*Object, stopReason, error) {
	if vm.rec != nil {
		return nil, 0, vm.abandon("an array of symbolic length")
	}
	c := vm.ctx
	capacity := int64(vm.opts.Heap.MaxArrayLength)
	zero, top := c.Const(solver.KInt, 0), c.Const(solver.KInt, capacity)
	cases := []choicegen.Choice{
		{Constraint: c.Lt(l, zero), Label: "negative length"},
		{Constraint: c.LAnd(c.Ge(l, zero), c.Le(l, top)), Label: fmt.Sprintf("length in 0..%d", capacity)},
		{Constraint: c.Gt(l, top), Label: fmt.Sprintf("length above %d", capacity)},
	}
	lo, hi := vm.RangeOf(l)
	possible := [3]bool{lo < 0, hi >= 0 && lo <= capacity, hi > capacity}
	var open []int // the cases the bounds of l do not rule out
	for k := range cases {
		if possible[k] {
			open = append(open, k)
		}
	}
	if len(open) == 0 {
		// The path condition bounds l from both sides apart (lo > hi): the
		// path is infeasible, which a speculative search learns at its
		// next check. Every case is offered, each with its constraint.
		open = []int{0, 1, 2}
	}
	k := open[0]
	if len(open) > 1 {
		i, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
			g := &choicegen.Generator{Kind: choicegen.ArrayLength, Where: w}
			for _, k := range open {
				g.Choices = append(g.Choices, cases[k])
			}
			return g
		})
		if stop != 0 || err != nil {
			return nil, stop, err
		}
		k = open[i]
	}
	switch {
	case k == 0:
		return nil, 0, vm.throwNew("java/lang/NegativeArraySizeException", l.String())
	case k == 2 && !vm.opts.Heap.AboveMaxLength:
		vm.CutArrayPath()
		return nil, stopEnd, nil
	}
	// With Heap.AboveMaxLength a length above the capacity is an array
	// too: the path goes on, and is cut only where it reads or writes an
	// element beyond the capacity or fixes the length (symIndex,
	// fixLength), so that a program that reads only the length is
	// answered for every length.
	arr := vm.NewArray(ac, 0)
	arr.Native = &symArray{length: l, elems: make([]Slot, capacity), beyond: k == 2}
	vm.taintLength(l, arr)
	vm.heap.active = true
	return arr, 0, nil
}

// NewSymLengthArray returns a new array of class desc ("[C") whose length
// is the symbolic int length and whose elements are elems, for a peer
// (String.toCharArray of symbolic text): the caller makes sure that the
// path condition keeps length in 0..len(elems), the array's capacity.
// Elements at and beyond the length are never read.
func (vm *VM) NewSymLengthArray(desc string, length solver.Expr, elems []Slot) (*Object, error) {
	if vm.rec != nil {
		return nil, vm.abandon("an array of symbolic length")
	}
	ac, err := vm.LoadClass(desc)
	if err != nil {
		return nil, err
	}
	arr := vm.NewArray(ac, 0)
	arr.Native = &symArray{length: length, elems: append([]Slot(nil), elems...)}
	vm.taintLength(length, arr)
	vm.heap.active = true
	return arr, nil
}

// CutArrayPath ends the current path as cut at a symbolic array length
// above symbolic.max_array_length, as newarray does with such a length:
// for a peer whose array would be longer than the capacity it may give
// (counted; verify names the bound).
func (vm *VM) CutArrayPath() {
	vm.endPath(&Outcome{Kind: OutcomeCut, Message: fmt.Sprintf("array length above %d", vm.opts.Heap.MaxArrayLength)})
}

// symArrayOp executes an array load or store whose array operand is a
// placeholder (bound first; the instruction then runs again) or an array
// of symbolic length. The frame's pc and sp are at the instruction.
func (vm *VM) symArrayOp(f *frame, in *insn) (stopReason, error) {
	if vm.rec != nil {
		return 0, vm.abandon("an array of symbolic length")
	}
	st := vm.stack
	sp := f.sp
	w := 1
	if in.op == cf.OpLaload || in.op == cf.OpDaload || in.op == cf.OpLastore || in.op == cf.OpDastore {
		w = 2
	}
	store := in.op >= cf.OpIastore && in.op <= cf.OpSastore
	arrSlot := sp - 2
	if store {
		arrSlot = sp - 2 - w
	}
	arr := st[arrSlot].R
	if IsPlaceholder(arr) {
		return vm.resolveAt(f, arrSlot)
	}
	sa := symArrayOf(arr)
	j, ok, stop, err := vm.symIndex(f, sa, st[arrSlot+1])
	if stop != 0 || err != nil {
		return stop, err
	}
	if !ok {
		return 0, vm.throwNew("java/lang/ArrayIndexOutOfBoundsException", fmt.Sprintf("Index %s out of bounds for length %s", vm.SymOf(st[arrSlot+1], solver.KInt), sa.length))
	}
	if !store {
		v, err := vm.symElem(arr, sa, j)
		if err != nil {
			return 0, err
		}
		st[arrSlot] = v
		f.sp = arrSlot + w
		f.pc++
		return 0, nil
	}
	val := st[sp-w]
	switch in.op {
	case cf.OpBastore, cf.OpCastore, cf.OpSastore:
		val = vm.storedElement(in.op, arr.Class, val)
	case cf.OpAastore:
		if IsPlaceholder(val.R) {
			again, stop, err := vm.storableRef(f, sp-1, arr.Class.Component)
			if again || stop != 0 || err != nil {
				return stop, err
			}
		} else if val.R != nil && !val.R.Class.IsSubclassOf(arr.Class.Component) {
			return 0, vm.throwNew("java/lang/ArrayStoreException", DotName(val.R.Class.Name))
		}
	}
	vm.SetNative(arr, sa.with(j, val))
	f.sp = arrSlot
	f.pc++
	return 0, nil
}

// symIndex checks index idx of an array of symbolic length: it returns the
// element's index and whether it is in bounds, or stops at a choice point
// or at the end of a path cut at an index in bounds beyond the capacity
// (an array longer than max_array_length; counted as such).
func (vm *VM) symIndex(f *frame, sa *symArray, idx Slot) (int, bool, stopReason, error) {
	c := vm.ctx
	capacity := len(sa.elems)
	if !idx.S.Valid() {
		i := int32(idx.I)
		if i < 0 || int(i) >= capacity && !sa.beyond {
			return 0, false, 0, nil
		}
		lo, hi := vm.RangeOf(sa.length)
		if int64(i) >= lo && int64(i) >= hi {
			return int(i), false, 0, nil
		}
		if int64(i) >= lo {
			in := c.Lt(c.Const(solver.KInt, int64(i)), sa.length)
			k, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
				return &choicegen.Generator{Kind: choicegen.ArrayBounds, Where: w, Choices: []choicegen.Choice{
					{Constraint: c.Not(in), Label: "out of bounds"},
					{Constraint: in, Label: fmt.Sprintf("index %d in bounds", i)},
				}}
			})
			if stop != 0 || err != nil || k == 0 {
				return int(i), false, stop, err
			}
		}
		if int(i) >= capacity { // in bounds beyond the capacity
			vm.CutArrayPath()
			return 0, false, stopEnd, nil
		}
		return int(i), true, 0, nil
	}
	_, hi := vm.RangeOf(sa.length)
	k, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
		g := &choicegen.Generator{Kind: choicegen.ArrayIndex, Where: w}
		oob := c.LOr(c.Lt(idx.S, c.Const(solver.KInt, 0)), c.Ge(idx.S, sa.length))
		g.Choices = append(g.Choices, choicegen.Choice{Constraint: oob, Label: "out of bounds"})
		// An array that is not beyond is no longer than its capacity: the
		// indices its bounds leave above it are offered, and found
		// infeasible, as they always were.
		for j := 0; int64(j) < hi && (j < capacity || !sa.beyond); j++ {
			jc := c.Const(solver.KInt, int64(j))
			g.Choices = append(g.Choices, choicegen.Choice{Constraint: c.LAnd(c.Eq(idx.S, jc), c.Lt(jc, sa.length)), Label: fmt.Sprintf("index %d", j)})
		}
		if sa.beyond && hi > int64(capacity) {
			top := c.Const(solver.KInt, int64(capacity))
			g.Choices = append(g.Choices, choicegen.Choice{Constraint: c.LAnd(c.Ge(idx.S, top), c.Lt(idx.S, sa.length)),
				Label: fmt.Sprintf("index above %d", capacity-1)})
		}
		return g
	})
	if stop != 0 || err != nil || k == 0 {
		return 0, false, stop, err
	}
	if sa.beyond && k-1 >= capacity {
		vm.CutArrayPath()
		return 0, false, stopEnd, nil
	}
	return k - 1, true, 0, nil
}

// symElem reads element j of an array of symbolic length; an input
// element read for the first time becomes a fresh input (a placeholder
// for references), recorded as the element's initial value.
func (vm *VM) symElem(arr *Object, sa *symArray, j int) (Slot, error) {
	v := sa.elems[j]
	if v.R == nil || v.R != vm.heap.unread {
		return v, nil
	}
	in := sa.input.arr
	name := fmt.Sprintf("%s[%d]", in.name, j)
	if t := arr.Class.ElemType; t == 'L' || t == '[' {
		v = RefSlot(vm.newPlaceholder(&refInfo{desc: arr.Class.Name[1:], name: name,
			origin: fmt.Sprintf("element %d of %s", j, in.name)}))
	} else {
		e, err := vm.freshVar(name, t)
		if err != nil {
			return Slot{}, vm.hostErr(err)
		}
		v = Slot{S: e}
	}
	vm.SetNative(arr, sa.with(j, v))
	vm.SetField(in.initial, j, v)
	return v, nil
}

// arrayLengthOf returns the length of array o: its symbolic length, or
// its number of elements.
func (vm *VM) arrayLengthOf(o *Object) Slot {
	if sa := symArrayOf(o); sa != nil {
		return vm.Normal(Slot{S: sa.length})
	}
	return Slot{I: int64(len(o.Fields))}
}

// fixDimension gives the symbolic dimension l of a multianewarray, in
// stack slot at, a concrete value: a choice between a negative value
// (NegativeArraySizeException, the JVM checks every dimension before it
// allocates), each length in 0..max_array_length, and a length above it
// (a cut path, counted as for newarray); the cases the path condition's
// bounds on l rule out are not offered. The chosen length replaces l in
// the slot (the equality is in the path condition), so the instruction,
// run again, fixes the next symbolic dimension or allocates. done
// reports that the instruction is over (an exception thrown, a choice
// point, a cut path).
func (vm *VM) fixDimension(f *frame, at int, l solver.Expr) (done bool, stop stopReason, err error) {
	if vm.rec != nil {
		return true, 0, vm.abandon("a multianewarray with a symbolic dimension")
	}
	c := vm.ctx
	capacity := int64(vm.opts.Heap.MaxArrayLength)
	lo, hi := vm.RangeOf(l)
	if lo > hi {
		// Contradictory bounds (a speculative path whose condition is
		// unsatisfiable): every case is offered, and the search's
		// feasibility checks drop them.
		lo, hi = math.MinInt32, math.MaxInt32
	}
	var cases []choicegen.Choice
	var values []int64 // per case: -1 negative, capacity+1 above, else the length
	if lo < 0 {
		cases = append(cases, choicegen.Choice{Constraint: c.Lt(l, c.Const(solver.KInt, 0)), Label: "negative length"})
		values = append(values, -1)
	}
	for j := max(lo, 0); j <= hi && j <= capacity; j++ {
		cases = append(cases, choicegen.Choice{Constraint: c.Eq(l, c.Const(solver.KInt, j)), Label: fmt.Sprintf("length %d", j)})
		values = append(values, j)
	}
	if hi > capacity {
		cases = append(cases, choicegen.Choice{Constraint: c.Gt(l, c.Const(solver.KInt, capacity)), Label: fmt.Sprintf("length above %d", capacity)})
		values = append(values, capacity+1)
	}
	k := 0
	if len(cases) > 1 {
		i, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
			return &choicegen.Generator{Kind: choicegen.ArrayLength, Where: w, Choices: cases}
		})
		if stop != 0 || err != nil {
			return true, stop, err
		}
		k = i
	}
	switch v := values[k]; {
	case v < 0:
		return true, 0, vm.throwNew("java/lang/NegativeArraySizeException", l.String())
	case v > capacity:
		vm.endPath(&Outcome{Kind: OutcomeCut, Message: fmt.Sprintf("array length above %d", capacity)})
		return true, stopEnd, nil
	default:
		vm.stack[at] = Slot{I: v}
	}
	return false, 0, nil
}

// fixLength gives array arr of symbolic length a concrete length, a
// choice per length in 0..capacity (the ones the expressions alone rule
// out are not offered) and, for an array that may be longer, a length
// above the capacity (a cut path), before a JDK method reads it: its
// elements up to that length move to Fields (input elements not read yet
// become inputs).
func (vm *VM) fixLength(f *frame, arr *Object) (stopReason, error) {
	sa := symArrayOf(arr)
	c := vm.ctx
	capacity := int64(len(sa.elems))
	lo, hi := vm.RangeOf(sa.length)
	var lengths []int
	for j := max(lo, 0); j <= hi && j <= capacity; j++ {
		lengths = append(lengths, int(j))
	}
	above := sa.beyond && hi > capacity // a length above the capacity: a cut path
	if len(lengths) == 0 && !above {
		// Contradictory bounds (a speculative path whose condition is
		// unsatisfiable): every length is offered, and the search's
		// feasibility checks drop them.
		for j := int64(0); j <= capacity; j++ {
			lengths = append(lengths, int(j))
		}
	}
	if len(lengths) == 0 {
		vm.CutArrayPath()
		return stopEnd, nil
	}
	n := lengths[0]
	if len(lengths) > 1 || above {
		i, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
			g := &choicegen.Generator{Kind: choicegen.ArrayLength, Where: w}
			for _, j := range lengths {
				g.Choices = append(g.Choices, choicegen.Choice{Constraint: c.Eq(sa.length, c.Const(solver.KInt, int64(j))),
					Label: fmt.Sprintf("length %d", j)})
			}
			if above {
				g.Choices = append(g.Choices, choicegen.Choice{Constraint: c.Gt(sa.length, c.Const(solver.KInt, capacity)),
					Label: fmt.Sprintf("length above %d", capacity)})
			}
			return g
		})
		if stop != 0 || err != nil {
			return stop, err
		}
		if i == len(lengths) {
			vm.CutArrayPath()
			return stopEnd, nil
		}
		n = lengths[i]
	}
	fields := make([]Slot, n)
	for j := range fields {
		v, err := vm.symElem(arr, symArrayOf(arr), j)
		if err != nil {
			return 0, err
		}
		fields[j] = v
	}
	if arr.epoch != vm.epoch {
		vm.Touch(arr)
	}
	arr.Fields = fields
	arr.Native = nil
	return 0, nil
}

// RangeOf returns bounds lo <= e <= hi that the path condition implies
// syntactically: e's own bounds if it is an input (else the int range),
// narrowed by every conjunct that compares e with a constant. It needs no
// solver call; a conjunct it does not read only leaves the bounds wider.
// An instruction run again to apply its pending choice sees the path
// condition it saw when it made the choice.
func (vm *VM) RangeOf(e solver.Expr) (lo, hi int64) {
	if e.IsConst() {
		return e.ConstValue(), e.ConstValue()
	}
	lo, hi = math.MinInt32, math.MaxInt32
	if e.Op() == solver.OpVar {
		lo, hi = e.Bounds()
	}
	var visit func(c solver.Expr)
	visit = func(c solver.Expr) {
		if c.Op() == solver.OpLAnd {
			visit(c.Arg(0))
			visit(c.Arg(1))
			return
		}
		if c.NumArgs() != 2 || c.Arg(0) != e || !c.Arg(1).IsConst() {
			return
		}
		v := c.Arg(1).ConstValue()
		switch c.Op() {
		case solver.OpLt:
			hi = min(hi, v-1)
		case solver.OpLe:
			hi = min(hi, v)
		case solver.OpGt:
			lo = max(lo, v+1)
		case solver.OpGe:
			lo = max(lo, v)
		case solver.OpEq:
			lo, hi = max(lo, v), min(hi, v)
		}
	}
	pc := vm.pc
	if vm.pending >= 0 {
		pc = pc[:vm.pendingPC] // as when the pending choice was made
	}
	for _, c := range pc {
		visit(c)
	}
	return lo, hi
}
