package interp

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"gospf/choicegen"
	"gospf/solver"
)

// The rest of SPF's Debug and JPF's Verify, as SPF's examples use them. A
// method of these classes that is not registered here or in api.go is an
// error naming it (unsupportedAPI), whether the class comes from gospf's
// jar, SPF's own jar or is synthesised: their Java bodies never run, since
// JPF's are stand-ins for the real JVM (Verify.getIntFromList would pick a
// random value).

// apiFunc descriptors used below.
const (
	descString = "Ljava/lang/String;"
	descObject = "Ljava/lang/Object;"
)

func (r *Library) registerSPFAPIs() {
	// Debug: symbolic values of every primitive type and String.
	for t, name := range map[byte]string{'S': "Short", 'B': "Byte", 'C': "Char"} {
		t := t
		r.apis[fmt.Sprintf("%s.makeSymbolic%s(%s)%c", debugClass, name, descString, t)] = func(vm *VM, f *frame, ab int) (stopReason, error) {
			return vm.makeNamed(ab, 1, t)
		}
	}
	r.apis[debugClass+".makeSymbolicString("+descString+")"+descString] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		s, err := vm.newStringInput(GoString(vm.stack[ab].R))
		if err != nil {
			return 0, vm.hostErr(err)
		}
		vm.finishCall(ab, 1, 'L', RefSlot(s))
		return 0, nil
	}
	// addSymbolicX(v, name): in SPF, v's value is kept for concolic runs
	// and a symbolic value named name replaces it; gospf has no concolic
	// mode, so the result is a fresh symbolic input.
	for t, name := range map[byte]string{'I': "Int", 'B': "Byte", 'C': "Char", 'D': "Double"} {
		t := t
		r.apis[fmt.Sprintf("%s.addSymbolic%s(%c%s)%c", debugClass, name, t, descString, t)] = func(vm *VM, f *frame, ab int) (stopReason, error) {
			e, err := vm.namedVar(vm.uniqueName(GoString(vm.stack[ab+slotsOf(t)].R)), t)
			if err != nil {
				return 0, vm.hostErr(err)
			}
			vm.finishCall(ab, slotsOf(t)+1, t, Slot{S: e})
			return 0, nil
		}
	}
	for t, name := range map[byte]string{'I': "Integer", 'J': "Long", 'S': "Short", 'B': "Byte", 'C': "Char", 'D': "Real",
		'Z': "Boolean"} {
		t := t
		r.apis[fmt.Sprintf("%s.getSymbolic%sValue(%c)%s", debugClass, name, t, descString)] = func(vm *VM, f *frame, ab int) (stopReason, error) {
			return vm.finishString(ab, slotsOf(t), slotText(vm.stack[ab], t))
		}
	}
	r.apis[debugClass+".getSymbolicStringValue("+descString+")"+descString] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return vm.finishString(ab, 1, vm.refText(vm.stack[ab].R))
	}
	for t, name := range map[byte]string{'I': "Integer", 'J': "Long", 'S': "Short", 'B': "Byte", 'C': "Char"} {
		t := t
		r.apis[fmt.Sprintf("%s.isSymbolic%s(%c)Z", debugClass, name, t)] = func(vm *VM, f *frame, ab int) (stopReason, error) {
			vm.finishCall(ab, slotsOf(t), 'Z', boolSlot(vm.stack[ab].IsSym()))
			return 0, nil
		}
	}
	r.apis[debugClass+".makeSymbolicRef("+descString+descObject+")"+descObject] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return vm.makeSymbolicRef(f, ab)
	}
	r.apis[debugClass+".printSymbolicRef("+descObject+descString+")V"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		fmt.Fprintf(vm.opts.Stdout, "%s %s\n", GoString(vm.stack[ab+1].R), vm.refText(vm.stack[ab].R))
		vm.finishCall(ab, 2, 'V', Slot{})
		return 0, nil
	}
	r.apis[debugClass+".printHeapPC("+descString+")V"] = r.apis[debugClass+".printPC("+descString+")V"]

	// Verify: choices.
	r.apis[verifyClass+".randomBool()Z"] = r.apis[verifyClass+".getBoolean()Z"]
	r.apis[verifyClass+".getBoolean(Z)Z"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		// falseFirst: the order of the two paths, as JPF explores them.
		if vm.stack[ab].IsSym() {
			return 0, vm.hostErr(fmt.Errorf("%w: Verify.getBoolean with a symbolic argument", ErrUnsupported))
		}
		vals := []Slot{IntSlot(1), IntSlot(0)}
		if vm.stack[ab].I != 0 {
			vals = []Slot{IntSlot(0), IntSlot(1)}
		}
		return vm.listChoice(f, ab, 1, 'Z', vals)
	}
	for t, name := range map[byte]string{'I': "Int", 'J': "Long", 'F': "Float", 'D': "Double"} {
		t := t
		r.apis[fmt.Sprintf("%s.get%sFromList([%c)%c", verifyClass, name, t, t)] = func(vm *VM, f *frame, ab int) (stopReason, error) {
			arr := vm.stack[ab].R
			if arr == nil || len(arr.Fields) == 0 {
				return 0, vm.hostErr(fmt.Errorf("%w: Verify.get%sFromList with no values (JPF picks a random one)", ErrUnsupported, name))
			}
			for _, s := range arr.Fields {
				if s.IsSym() {
					return 0, vm.hostErr(fmt.Errorf("%w: Verify.get%sFromList with a symbolic value", ErrUnsupported, name))
				}
			}
			return vm.listChoice(f, ab, 1, t, arr.Fields)
		}
	}

	// Verify: search hints that do not change what a depth-first search
	// explores, and bookkeeping without effect on the program.
	for _, sig := range []string{"breakTransition(" + descString + ")V", "breakTransition()V", "boring(Z)V",
		"interesting(Z)V", "addComment(" + descString + ")V", "atLabel(" + descString + ")V", "atLabel(I)V",
		"instrumentPoint(" + descString + ")V", "instrumentPointDeep(" + descString + ")V",
		"instrumentPointDeepRecur(" + descString + "I)V", "printPathOutput(" + descString + ")V",
		"printPathOutput(Z" + descString + ")V", "busyWait(J)V"} {
		n := argSlotsOfDesc(sig)
		r.apis[verifyClass+"."+sig] = func(vm *VM, f *frame, ab int) (stopReason, error) {
			vm.finishCall(ab, n, 'V', Slot{})
			return 0, nil
		}
	}
	r.apis[verifyClass+".isRunningInJPF()Z"] = constBool(true)
	r.apis[verifyClass+".vmIsMatchingStates()Z"] = constBool(false) // gospf never matches states
	r.apis[verifyClass+".isTraceReplay()Z"] = constBool(false)

	// Verify: JPF's assertion and printing helpers.
	r.apis[verifyClass+".assertTrue(Z)V"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return vm.assertTrue(f, ab, 1, ab)
	}
	r.apis[verifyClass+".assertTrue("+descString+"Z)V"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return vm.assertTrue(f, ab, 2, ab+1)
	}
	printers := map[string]func(vm *VM, a []Slot) string{
		"print(" + descString + ")V":       func(vm *VM, a []Slot) string { return vm.refText(a[0].R) },
		"println(" + descString + ")V":     func(vm *VM, a []Slot) string { return vm.refText(a[0].R) + "\n" },
		"println()V":                       func(vm *VM, a []Slot) string { return "\n" },
		"print(" + descString + "I)V":      func(vm *VM, a []Slot) string { return vm.refText(a[0].R) + " : " + slotText(a[1], 'I') },
		"print(" + descString + "Z)V":      func(vm *VM, a []Slot) string { return vm.refText(a[0].R) + " : " + slotText(a[1], 'Z') },
		"threadPrint(" + descString + ")V": func(vm *VM, a []Slot) string { return "main: " + vm.refText(a[0].R) },
		"threadPrintln(" + descString + ")V": func(vm *VM, a []Slot) string {
			return "main: " + vm.refText(a[0].R) + "\n"
		},
		"print([" + descString + ")V": func(vm *VM, a []Slot) string {
			var b strings.Builder
			if a[0].R != nil {
				for _, s := range a[0].R.Fields {
					b.WriteString(vm.refText(s.R))
				}
			}
			return b.String()
		},
	}
	for sig, text := range printers {
		n := argSlotsOfDesc(sig)
		r.apis[verifyClass+"."+sig] = func(vm *VM, f *frame, ab int) (stopReason, error) {
			io.WriteString(vm.opts.Stdout, text(vm, vm.stack[ab:ab+n]))
			vm.finishCall(ab, n, 'V', Slot{})
			return 0, nil
		}
	}

	// Verify: JPF's counters and bit sets live outside the program's state:
	// they keep their values when the search backtracks, so a program can
	// count the paths explored before. gospf keeps them in the VM, which
	// one explorer uses for the whole search.
	r.apis[verifyClass+".getCounter(I)I"] = counterOp("getCounter", 1, 'I', func(vm *VM, a []Slot) int64 { return vm.counters()[a[0].I] })
	r.apis[verifyClass+".resetCounter(I)V"] = counterOp("resetCounter", 1, 'V', func(vm *VM, a []Slot) int64 { vm.counters()[a[0].I] = 0; return 0 })
	r.apis[verifyClass+".setCounter(II)V"] = counterOp("setCounter", 2, 'V', func(vm *VM, a []Slot) int64 {
		vm.counters()[a[0].I] = int64(int32(a[1].I))
		return 0
	})
	r.apis[verifyClass+".incrementCounter(I)I"] = counterOp("incrementCounter", 1, 'I', func(vm *VM, a []Slot) int64 {
		c := vm.counters()
		c[a[0].I] = int64(int32(c[a[0].I] + 1))
		return c[a[0].I]
	})
	r.apis[verifyClass+".setBitInBitSet(IIZ)V"] = counterOp("setBitInBitSet", 3, 'V', func(vm *VM, a []Slot) int64 {
		vm.bits()[[2]int64{a[0].I, a[1].I}] = a[2].I != 0
		return 0
	})
	r.apis[verifyClass+".getBitInBitSet(II)Z"] = counterOp("getBitInBitSet", 2, 'Z', func(vm *VM, a []Slot) int64 {
		if vm.bits()[[2]int64{a[0].I, a[1].I}] {
			return 1
		}
		return 0
	})
}

// unsupportedAPI is the error for a method of an API class that gospf does
// not model.
func (vm *VM) unsupportedAPI(m *Method) error {
	why := ""
	switch m.Class.Name + "." + m.Name {
	case debugClass + ".getSolvedPC", debugClass + ".getPC_prefix_notation":
		why = " (it needs a model in the middle of a path; gospf prints each path's inputs at its end)"
	case verifyClass + ".getInt", verifyClass + ".getDouble", verifyClass + ".getObject":
		why = " (a choice generator configured by key in the .jpf)"
	case verifyClass + ".terminateSearch", verifyClass + ".storeTraceAndTerminate", verifyClass + ".storeTraceAndTerminateIf":
		why = " (ending the whole search from the program)"
	case debugClass + ".makeFieldsSymbolic", debugClass + ".makeSymbolicNull":
		why = " (use Debug.makeSymbolicRef)"
	case debugClass + ".makeSymbolicString":
		why = " (a String of fixed length: use makeSymbolicString(name) and Debug.assume(s.length() == n))"
	}
	return vm.hostErr(fmt.Errorf("%w: %s.%s%s is not supported by gospf%s", ErrUnsupported, DotName(m.Class.Name), m.Name, m.Desc, why))
}

// makeNamed returns a fresh symbolic value of type t named by the String
// argument at ab (made unique on the path), popping nargs slots.
func (vm *VM) makeNamed(ab, nargs int, t byte) (stopReason, error) {
	e, err := vm.namedVar(vm.uniqueName(GoString(vm.stack[ab].R)), t)
	if err != nil {
		return 0, vm.hostErr(err)
	}
	vm.finishCall(ab, nargs, t, Slot{S: e})
	return 0, nil
}

// finishString returns a new String with text s, popping nargs slots.
func (vm *VM) finishString(ab, nargs int, s string) (stopReason, error) {
	slot, err := vm.StringSlot(s)
	if err != nil {
		return 0, vm.hostErr(err)
	}
	vm.finishCall(ab, nargs, 'L', slot)
	return 0, nil
}

// slotText renders a primitive slot of type t: its symbolic expression, or
// its concrete value as Java prints it.
func slotText(s Slot, t byte) string {
	if s.IsSym() {
		return s.S.String()
	}
	switch t {
	case 'Z':
		return strconv.FormatBool(s.I != 0)
	case 'C':
		return string(rune(uint16(s.I)))
	case 'F':
		return strconv.FormatFloat(float64(s.Float()), 'g', -1, 32)
	case 'D':
		return strconv.FormatFloat(s.Double(), 'g', -1, 64)
	case 'J':
		return strconv.FormatInt(s.I, 10)
	}
	return strconv.FormatInt(int64(int32(s.I)), 10)
}

// refText renders a reference for printing: a String's text (a symbolic
// one by its expression), "null", or the class and identity of an object.
func (vm *VM) refText(o *Object) string {
	if o == nil {
		return "null"
	}
	if o.Class != nil && o.Class.Name == "java/lang/String" {
		if s, ok := o.Native.(*symString); ok {
			return s.e.String()
		}
		return GoString(o)
	}
	return fmt.Sprintf("%s@%x", DotName(o.Class.Name), o.hash)
}

func boolSlot(b bool) Slot {
	if b {
		return IntSlot(1)
	}
	return IntSlot(0)
}

func constBool(b bool) apiFunc {
	return func(vm *VM, f *frame, ab int) (stopReason, error) {
		vm.finishCall(ab, 0, 'Z', boolSlot(b))
		return 0, nil
	}
}

// argSlotsOfDesc counts the argument slots of a static method's
// descriptor, the part of sig from '(' on.
func argSlotsOfDesc(sig string) int {
	d := sig[strings.IndexByte(sig, '(')+1 : strings.IndexByte(sig, ')')]
	n := 0
	for i := 0; i < len(d); i++ {
		switch d[i] {
		case '[':
			for d[i] == '[' {
				i++
			}
			if d[i] == 'L' {
				i += strings.IndexByte(d[i:], ';')
			}
			n++
		case 'L':
			i += strings.IndexByte(d[i:], ';')
			n++
		case 'J', 'D':
			n += 2
		default:
			n++
		}
	}
	return n
}

// listChoice is a concrete choice among vals, explored in order with no
// solver call (Verify.getIntFromList, getBoolean(falseFirst)).
func (vm *VM) listChoice(f *frame, ab, nargs int, ret byte, vals []Slot) (stopReason, error) {
	i, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
		g := &choicegen.Generator{Kind: choicegen.Concrete, Where: w}
		for _, v := range vals {
			g.Choices = append(g.Choices, choicegen.Choice{Label: "value " + slotText(v, ret)})
		}
		return g
	})
	if stop != 0 || err != nil {
		return stop, err
	}
	vm.finishCall(ab, nargs, ret, Slot{I: vals[i].I})
	return 0, nil
}

// assertTrue implements Verify.assertTrue: an AssertionError when the
// condition at slot c is false. A symbolic condition splits the path, the
// failure first.
func (vm *VM) assertTrue(f *frame, ab, nargs, c int) (stopReason, error) {
	v := vm.stack[c]
	fail := v.I == 0
	if v.IsSym() {
		ctx := vm.ctx
		holds := ctx.Ne(v.S, ctx.Const(solver.KInt, 0))
		i, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
			return &choicegen.Generator{Kind: choicegen.Text, Where: w, Choices: []choicegen.Choice{
				{Constraint: ctx.Not(holds), Label: "assertion fails"}, {Constraint: holds, Label: "assertion holds"}}}
		})
		if stop != 0 || err != nil {
			return stop, err
		}
		fail = i == 0
	}
	if fail {
		return 0, vm.throwNew("java/lang/AssertionError", "Verify.assertTrue failed")
	}
	vm.finishCall(ab, nargs, 'V', Slot{})
	return 0, nil
}

// counterOp implements a Verify counter or bit-set method over concrete
// arguments. They live outside the path state, so they are refused where
// more than one explorer, or a summary's recording, would run the code
// that updates them.
func counterOp(name string, n int, ret byte, op func(vm *VM, a []Slot) int64) apiFunc {
	return func(vm *VM, f *frame, ab int) (stopReason, error) {
		for _, a := range vm.stack[ab : ab+n] {
			if a.IsSym() {
				return 0, vm.hostErr(fmt.Errorf("%w: Verify.%s with a symbolic argument", ErrUnsupported, name))
			}
		}
		if vm.opts.SharedTree || vm.opts.Fragments != nil {
			return 0, vm.hostErr(fmt.Errorf("%w: Verify.%s keeps its value across paths, which needs one explorer without summaries (search.workers = 1, search.summaries = \"none\")", ErrUnsupported, name))
		}
		vm.finishCall(ab, n, ret, Slot{I: op(vm, vm.stack[ab:ab+n])})
		return 0, nil
	}
}

func (vm *VM) counters() map[int64]int64 {
	if vm.counterVals == nil {
		vm.counterVals = map[int64]int64{}
	}
	return vm.counterVals
}

func (vm *VM) bits() map[[2]int64]bool {
	if vm.bitSets == nil {
		vm.bitSets = map[[2]int64]bool{}
	}
	return vm.bitSets
}

// makeSymbolicRef implements Debug.makeSymbolicRef(name, v): a symbolic
// reference input of v's class, lazily initialized at its first use (null,
// an alias of an earlier input object of a compatible type, or a fresh
// object whose fields are inputs). SPF returns null or v with every field
// made symbolic, which is the fresh object's case; gospf also offers the
// aliases, as for every lazily initialized reference. v only gives the
// type, as in SPF.
func (vm *VM) makeSymbolicRef(f *frame, ab int) (stopReason, error) {
	name, v := GoString(vm.stack[ab].R), vm.stack[ab+1].R
	if v == nil {
		return 0, vm.throwNew("java/lang/AssertionError", "Debug.makeSymbolicRef: the object giving the type is null")
	}
	if _, ok := v.Native.(*lazyRef); ok {
		return 0, vm.hostErr(fmt.Errorf("%w: Debug.makeSymbolicRef of a symbolic reference", ErrUnsupported))
	}
	if !vm.opts.Heap.Lazy {
		return 0, vm.hostErr(fmt.Errorf("%w: Debug.makeSymbolicRef(%q) needs lazy initialization: set symbolic.lazy = true", ErrHeapInput, name))
	}
	desc := v.Class.Name
	if !v.Class.IsArray() {
		desc = "L" + desc + ";"
	}
	if err := vm.checkBuildable(desc); err != nil {
		return 0, vm.hostErr(fmt.Errorf("Debug.makeSymbolicRef(%q): %w", name, err))
	}
	vm.varSeq++
	ph := vm.newPlaceholder(&refInfo{desc: desc, name: name, origin: "Debug.makeSymbolicRef(\"" + name + "\") in " + f.m.String()})
	vm.heap.roots = append(vm.heap.roots, inputRoot{name: fmt.Sprintf("%s_%d", name, vm.varSeq), method: f.m, param: -1, ref: ph})
	vm.finishCall(ab, 2, 'L', RefSlot(ph))
	return 0, nil
}
