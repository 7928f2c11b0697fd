package interp

import (
	"fmt"
	"sort"
	"strings"

	cf "gospf/classfile"

	"gospf/choicegen"
	"gospf/solver"
)

// The in-program APIs gospf intercepts, as SPF does: gov.nasa.jpf.vm.Verify
// (concrete choices), gov.nasa.jpf.symbc.Debug (symbolic values,
// assumptions) and org.sosy_lab.sv_benchmarks.Verifier (SV-COMP inputs).
// The project ships these classes (java/api) so drivers compile against
// them; their Java bodies never run under gospf.
const (
	verifyClass   = "gov/nasa/jpf/vm/Verify"
	debugClass    = "gov/nasa/jpf/symbc/Debug"
	verifierClass = "org/sosy_lab/sv_benchmarks/Verifier"
)

func (r *Library) registerAPIs() {
	r.apis[verifyClass+".getInt(II)I"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return vm.concreteChoice(f, ab, 2, func(args []Slot) (int64, int64) { return args[0].I, args[1].I })
	}
	r.apis[verifyClass+".random(I)I"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return vm.concreteChoice(f, ab, 1, func(args []Slot) (int64, int64) { return 0, args[0].I })
	}
	r.apis[verifyClass+".getBoolean()Z"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return vm.concreteChoice(f, ab, 0, func([]Slot) (int64, int64) { return 0, 1 })
	}
	r.apis[verifyClass+".ignoreIf(Z)V"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return vm.assume(f, ab, true)
	}
	for _, n := range []string{"beginAtomic", "endAtomic"} {
		r.apis[verifyClass+"."+n+"()V"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
			vm.finishCall(ab, 0, 'V', Slot{})
			return 0, nil
		}
	}
	for t, name := range map[byte]string{'I': "Integer", 'J': "Long", 'Z': "Boolean", 'D': "Real"} {
		t := t
		desc := fmt.Sprintf("(Ljava/lang/String;)%c", t)
		r.apis[debugClass+".makeSymbolic"+name+desc] = func(vm *VM, f *frame, ab int) (stopReason, error) {
			e, err := vm.namedVar(vm.uniqueName(GoString(vm.stack[ab].R)), t)
			if err != nil {
				return 0, vm.hostErr(err)
			}
			vm.finishCall(ab, 1, t, Slot{S: e})
			return 0, nil
		}
	}
	r.apis[debugClass+".assume(Z)V"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return vm.assume(f, ab, false)
	}
	r.apis[debugClass+".printPC(Ljava/lang/String;)V"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		fmt.Fprintf(vm.opts.Stdout, "%s %s\n", GoString(vm.stack[ab].R), vm.pcString())
		vm.finishCall(ab, 1, 'V', Slot{})
		return 0, nil
	}
	for t, name := range map[byte]string{'I': "Int", 'J': "Long", 'S': "Short", 'B': "Byte", 'C': "Char", 'Z': "Boolean",
		'F': "Float", 'D': "Double"} {
		t, name := t, name
		r.apis[fmt.Sprintf("%s.nondet%s()%c", verifierClass, name, t)] = func(vm *VM, f *frame, ab int) (stopReason, error) {
			e, err := vm.freshVar("nondet"+name, t)
			if err != nil {
				return 0, vm.hostErr(err)
			}
			vm.finishCall(ab, 0, t, Slot{S: e})
			return 0, nil
		}
	}
	r.apis[verifierClass+".nondetString()Ljava/lang/String;"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		s, err := vm.newStringInput("nondetString")
		if err != nil {
			return 0, vm.hostErr(err)
		}
		vm.finishCall(ab, 0, 'L', RefSlot(s))
		return 0, nil
	}
	r.apis[verifierClass+".assume(Z)V"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return vm.assume(f, ab, false)
	}
	r.registerSPFAPIs()
}

// IsAPIClass reports whether name is one of the intercepted API classes.
func IsAPIClass(name string) bool {
	return name == verifyClass || name == debugClass || name == verifierClass
}

// apiClass synthesises an intercepted API class that is not on the class
// path, so drivers run whether or not the API jar is given to gospf.
func (vm *VM) apiClass(name string) *Class {
	if !IsAPIClass(name) {
		return nil
	}
	obj, err := vm.LoadClass("java/lang/Object")
	if err != nil {
		return nil
	}
	c := &Class{Name: name, Super: obj, fields: map[string]*Field{}, methods: map[string]*Method{},
		virtuals: map[*Method]*Method{}, statics: &Object{}}
	for key := range vm.natives.apis {
		if !strings.HasPrefix(key, name+".") {
			continue
		}
		sig := key[len(name)+1:]
		i := strings.IndexByte(sig, '(')
		m, err := newMethod(c, sig[:i], sig[i:], cf.AccPublic|cf.AccStatic, nil)
		if err != nil {
			return nil
		}
		c.methods[m.Name+m.Desc] = m
		c.Methods = append(c.Methods, m)
	}
	sort.Slice(c.Methods, func(i, j int) bool { return c.Methods[i].Name+c.Methods[i].Desc < c.Methods[j].Name+c.Methods[j].Desc })
	c.initSerial = len(vm.initState)
	vm.initState = append(vm.initState, classInitialized)
	vm.classes[name] = c
	return c
}

// finishCall pops nargs argument slots at argsBase, pushes res (of
// descriptor type ret) and moves the caller past the invoke.
func (vm *VM) finishCall(argsBase, nargs int, ret byte, res Slot) {
	f := &vm.frames[len(vm.frames)-1]
	f.sp = argsBase
	if ret != 'V' {
		vm.stack[f.sp] = res
		f.sp += slotsOf(ret)
	}
	f.pc++
}

// concreteChoice implements Verify.getInt and friends: one concrete choice
// per value in [lo, hi], explored without solver calls.
func (vm *VM) concreteChoice(f *frame, ab, nargs int, bounds func([]Slot) (int64, int64)) (stopReason, error) {
	args := vm.stack[ab : ab+nargs]
	for _, a := range args {
		if a.S.Valid() {
			return 0, vm.hostErr(fmt.Errorf("%w: Verify with a symbolic bound", ErrUnsupported))
		}
	}
	lo, hi := bounds(args)
	lo, hi = int64(int32(lo)), int64(int32(hi))
	if hi < lo {
		return 0, vm.throwNew("java/lang/IllegalArgumentException", fmt.Sprintf("Verify: empty range [%d, %d]", lo, hi))
	}
	if hi-lo > 1<<16 {
		return 0, vm.hostErr(fmt.Errorf("%w: Verify choice over %d values", ErrUnsupported, hi-lo+1))
	}
	i, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
		g := &choicegen.Generator{Kind: choicegen.Concrete, Where: w}
		for v := lo; v <= hi; v++ {
			g.Choices = append(g.Choices, choicegen.Choice{Label: fmt.Sprintf("value %d", v)})
		}
		return g
	})
	if stop != 0 || err != nil {
		return stop, err
	}
	vm.finishCall(ab, nargs, 'I', Slot{I: lo + int64(i)})
	return 0, nil
}

// assume implements Debug.assume/Verifier.assume (negate = false: the path
// continues only where the argument is true) and Verify.ignoreIf (negate =
// true). A concrete argument ends or continues the path; a symbolic one is
// a one-way choice whose constraint the search checks like a branch side.
func (vm *VM) assume(f *frame, ab int, negate bool) (stopReason, error) {
	v := vm.stack[ab]
	if !v.S.Valid() {
		if (v.I != 0) == negate {
			vm.endPath(&Outcome{Kind: OutcomeIgnored})
			return 0, nil
		}
		vm.finishCall(ab, 1, 'V', Slot{})
		return 0, nil
	}
	c := vm.ctx
	cond := c.Ne(v.S, c.Const(solver.KInt, 0))
	if negate {
		cond = c.Not(cond)
	}
	_, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
		return &choicegen.Generator{Kind: choicegen.Assume, Where: w, Choices: []choicegen.Choice{{Constraint: cond, Label: "assumed"}}}
	})
	if stop != 0 || err != nil {
		return stop, err
	}
	vm.finishCall(ab, 1, 'V', Slot{})
	return 0, nil
}

// uniqueName returns name, or name_N if the path already has an input of
// that name.
func (vm *VM) uniqueName(name string) string {
	for _, v := range vm.vars {
		if v.Name == name {
			vm.varSeq++
			return fmt.Sprintf("%s_%d", name, vm.varSeq)
		}
	}
	return name
}

// pcString renders the path condition for Debug.printPC.
func (vm *VM) pcString() string {
	if len(vm.pc) == 0 {
		return "true"
	}
	s := ""
	for i, c := range vm.pc {
		if i > 0 {
			s += " && "
		}
		s += c.String()
	}
	return s
}
