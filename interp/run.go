package interp

import (
	"fmt"
	"strings"
	"sync/atomic"

	"gospf/choicegen"
	"gospf/solver"
)

// OutcomeKind says how a path ended.
type OutcomeKind uint8

const (
	// OutcomeReturn: main or the entry method returned normally.
	OutcomeReturn OutcomeKind = iota + 1
	// OutcomeException: an exception left main or the entry method.
	OutcomeException
	// OutcomeExit: System.exit was called.
	OutcomeExit
	// OutcomeIgnored: Verify.ignoreIf or a false assumption dropped the path.
	OutcomeIgnored
	// OutcomeLimit: max_instructions_per_path was reached.
	OutcomeLimit
	// OutcomeCut: a symbolic array length above the explored bound.
	OutcomeCut
	// OutcomeObjectLimit: lazy initialization needed more objects than
	// HeapOptions.MaxObjects.
	OutcomeObjectLimit
	// OutcomeStopped: the flag given to SetStop was set while the path ran
	// (a long concrete computation: the search is stopping). It is not a
	// path of the program.
	OutcomeStopped
)

var outcomeNames = [...]string{OutcomeReturn: "return", OutcomeException: "exception", OutcomeExit: "exit",
	OutcomeIgnored: "ignored", OutcomeLimit: "instruction-limit", OutcomeCut: "cut", OutcomeObjectLimit: "object-limit",
	OutcomeStopped: "stopped"}

func (k OutcomeKind) String() string { return outcomeNames[k] }

// Outcome is how one path ended.
type Outcome struct {
	Kind    OutcomeKind
	Value   Slot // returned value (OutcomeReturn), exit status (OutcomeExit)
	RetType byte // descriptor character of the returned value, 'V' for none

	Exception      *Object
	ExceptionClass string // dotted
	Message        string
	HasMessage     bool
	Where          string   // innermost frame of the exception's stack
	Stack          []string // the exception's stack, innermost first

	// Inexact names the first method on the path whose result gospf
	// computed otherwise than the JVM may (inexact.go), "" for none: the
	// outcome may then differ from the JVM's.
	Inexact string
}

// endPath records the outcome of the current path; exec returns stopEnd.
// SetStop makes the VM poll stop at every backward jump and call (where
// max_instructions_per_path is checked) and, once it is set, end the path
// as OutcomeStopped, so that a search can stop within a long concrete
// computation; nil stops polling. Fragments being recorded for summaries
// are not cut.
func (vm *VM) SetStop(stop *atomic.Bool) { vm.stop = stop }

// stopped reports whether the flag of SetStop is set, outside fragment
// recording.
func (vm *VM) stopped() bool { return vm.stop != nil && vm.rec == nil && vm.stop.Load() }

func (vm *VM) endPath(o *Outcome) {
	for len(vm.guideConds) > 0 {
		vm.takeGuideConds() // a replay ends with its escape's whole condition
	}
	if vm.outcome == nil {
		o.Inexact = vm.inexactPath
		vm.outcome = o
	}
}

// StartMain prepares a run of class.main(args); class is dotted or slashed.
func (vm *VM) StartMain(class string, args []string) error {
	name := strings.ReplaceAll(class, ".", "/")
	c, err := vm.LoadClass(name)
	if err != nil {
		return err
	}
	m := c.DeclaredMethod("main", "([Ljava/lang/String;)V")
	if m == nil || !m.IsStatic() {
		return fmt.Errorf("%w: class %s has no static main(String[])", ErrLinkage, DotName(name))
	}
	arr, err := vm.NewArrayOf("Ljava/lang/String;", len(args))
	if err != nil {
		return err
	}
	for i, a := range args {
		s, err := vm.NewString(UTF16Of(a))
		if err != nil {
			return err
		}
		arr.Fields[i] = Slot{R: s}
	}
	return vm.start(m, []Slot{{R: arr}})
}

// StartEntry prepares a run of a static method with fresh symbolic
// arguments for its sym parameters and zero for its con parameters, from an
// SPF-style spec "pkg.C.m(sym#con)".
func (vm *VM) StartEntry(spec string) error {
	ss, err := parseSymSpec(spec)
	if err != nil {
		return err
	}
	c, err := vm.LoadClass(ss.class)
	if err != nil {
		return err
	}
	m, err := ss.find(c)
	if err != nil {
		return err
	}
	if !m.IsStatic() {
		return fmt.Errorf("entry %s: method %s is not static", spec, m)
	}
	vm.entry = m
	args := make([]Slot, len(m.Params))
	vm.stack = make([]Slot, 1024)
	if err := vm.start(m, args); err != nil {
		return err
	}
	return vm.makeArgsSymbolic(m, ss, 0)
}

func (vm *VM) start(m *Method, args []Slot) error {
	if err := m.prepare(); err != nil {
		return err
	}
	if len(vm.stack) < 1024 {
		vm.stack = make([]Slot, 1024)
	}
	i := 0
	for j, a := range args {
		vm.stack[i] = a
		if j < len(m.Params) {
			i += slotsOf(m.Params[j])
		} else {
			i++
		}
	}
	vm.frames = vm.frames[:0]
	if err := vm.pushFrame(m, 0, frameNormal, nil); err != nil {
		return err
	}
	if _, err := vm.ensureInit(m.Class); err != nil {
		return err
	}
	// The JVM initialises the core classes while it boots; Throwable must
	// be, so that exceptions the VM creates get its sentinel fields. Its
	// initialiser has no visible effect, and runs first (pushed last).
	t, err := vm.LoadClass("java/lang/Throwable")
	if err != nil {
		return err
	}
	if _, err := vm.ensureInit(t); err != nil {
		return err
	}
	// System too (initPhase1: properties, the standard streams), once,
	// before the first choice point: every path starts with it, instead of
	// initialising it again on each path that prints.
	s, err := vm.LoadClass("java/lang/System")
	if err != nil {
		return err
	}
	return vm.InitNow(s)
}

// Entry returns the method StartEntry runs, or nil for a main run.
func (vm *VM) Entry() *Method { return vm.entry }

// Run executes the current path until it ends (the outcome is returned) or
// reaches a choice point (its generator is returned; call Choose, possibly
// after Snapshot, then Run again).
func (vm *VM) Run() (gen *choicegen.Generator, out *Outcome, err error) {
	// A Go panic is a bug in gospf; report it as a located host error so
	// that a user gets the class, method and pc instead of a crash.
	defer func() {
		if r := recover(); r != nil {
			gen, out, err = nil, nil, vm.hostErr(fmt.Errorf("interp: internal error (a bug in gospf): %v", r))
		}
	}()
	for {
		vm.gen = nil
		stop, err := vm.exec()
		if err != nil {
			return nil, nil, err
		}
		switch stop {
		case stopChoice:
			return vm.gen, nil, nil
		case stopEnd:
			return nil, vm.outcome, nil
		case stopFragExit:
			return nil, nil, nil
		case stopFragment:
			g, err := vm.visitFragment()
			if err != nil || g != nil {
				return g, nil, err
			}
			continue
		}
		return nil, nil, fmt.Errorf("interp: unexpected stop %d", stop)
	}
}

// Choose takes choice i of generator g, which the last Run returned (or
// which was saved with the Snapshot just restored): its constraint joins
// the path condition and the next Run applies it.
func (vm *VM) Choose(g *choicegen.Generator, i int) {
	vm.pendingPC = len(vm.pc)
	if c := g.Choices[i].Constraint; c.Valid() {
		vm.pc = append(vm.pc, c)
	}
	vm.pc = append(vm.pc, g.Choices[i].More...)
	vm.pending = i
	vm.pendingGen = g
}

// freshVar creates a symbolic input of descriptor type t named base_N.
func (vm *VM) freshVar(base string, t byte) (solver.Expr, error) {
	if vm.rec != nil {
		return solver.Expr{}, vm.abandon("a fresh symbolic input")
	}
	vm.varSeq++
	name := fmt.Sprintf("%s_%d", base, vm.varSeq)
	return vm.namedVar(name, t)
}

func (vm *VM) namedVar(name string, t byte) (solver.Expr, error) {
	k := solver.KInt
	var lo, hi int64
	switch t {
	case 'Z':
		lo, hi = 0, 1
	case 'I', 'S', 'B', 'C':
		b, ok := vm.opts.Bounds[t]
		if !ok {
			b = defaultBounds[t]
		}
		lo, hi = b[0], b[1]
	case 'J':
		k = solver.KLong
		b, ok := vm.opts.Bounds[t]
		if !ok {
			b = defaultBounds[t]
		}
		lo, hi = b[0], b[1]
	case 'F', 'D':
		k = primKind(t) // every value, NaN and the infinities included
	default:
		return solver.Expr{}, fmt.Errorf("%w: symbolic value of type %c (only int, long, short, byte, char, boolean, float and double can be symbolic)", ErrUnsupported, t)
	}
	e := vm.ctx.Var(name, k, lo, hi)
	vm.vars = append(vm.vars, InputVar{Name: name, Expr: e, Type: t})
	return e, nil
}

var defaultBounds = map[byte][2]int64{
	'I': {-1 << 31, 1<<31 - 1}, 'J': {-1 << 63, 1<<63 - 1}, 'S': {-1 << 15, 1<<15 - 1},
	'B': {-128, 127}, 'C': {0, 65535},
}

// paramName returns the source name of parameter i of m, from the
// LocalVariableTable when javac -g kept it, else "argI".
func paramName(m *Method, i int) string {
	slot := 0
	if !m.IsStatic() {
		slot = 1
	}
	for j := 0; j < i; j++ {
		slot += slotsOf(m.Params[j])
	}
	if m.Code != nil {
		for _, lv := range m.Code.LocalVariables {
			if int(lv.Index) == slot && lv.StartPC == 0 {
				return lv.Name
			}
		}
	}
	return fmt.Sprintf("arg%d", i)
}

// makeArgsSymbolic replaces the sym arguments of a call to m (at argsBase
// on the stack) with fresh symbolic inputs.
func (vm *VM) makeArgsSymbolic(m *Method, spec *symSpec, argsBase int) error {
	i := argsBase
	if !m.IsStatic() {
		i++
	}
	defer func(first int) {
		if !vm.opts.LogCalls {
			return
		}
		args := make([]Slot, len(m.Params))
		for j, k := 0, first; j < len(m.Params); j++ {
			args[j] = vm.stack[k]
			k += slotsOf(m.Params[j])
		}
		vm.calls = append(vm.calls, SymEvent{Method: m, Args: args})
	}(i)
	for j, p := range m.Params {
		if spec.sym[j] && m.ParamDescs[j] == "Ljava/lang/String;" {
			s, err := vm.newStringInput(paramName(m, j))
			if err != nil {
				return fmt.Errorf("symbolic spec %s: %w", spec.text, err)
			}
			vm.stack[i] = RefSlot(s)
		} else if spec.sym[j] && (p == 'L' || p == '[') {
			ph, err := vm.newRootRef(m, j)
			if err != nil {
				return fmt.Errorf("symbolic spec %s: %w", spec.text, err)
			}
			vm.stack[i] = RefSlot(ph)
		} else if spec.sym[j] {
			e, err := vm.freshVar(paramName(m, j), p)
			if err != nil {
				return fmt.Errorf("symbolic spec %s: parameter %d of %s: %w", spec.text, j+1, m, err)
			}
			vm.stack[i] = Slot{S: e}
		}
		i += slotsOf(p)
	}
	return nil
}
