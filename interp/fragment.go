package interp

import (
	"errors"
	"fmt"

	"gospf/choicegen"
)

// Hooks for summaries of code fragments (package summary). The VM knows
// nothing of what a summary is: it marks the instructions where fragments
// start or end, asks Fragments what to do when the running frame reaches
// one, and, while a fragment is recorded, tells a Recorder what the
// fragment reads and allocates and where it ends. Everything else the
// summariser does through the exported methods below.
//
// A marked instruction is replaced, in the copy of the code the dispatch
// loop runs (Method.run), by the pseudo-instruction opFragment; its
// handler calls the hooks and then dispatches the original instruction
// (Method.code, which npe.go and messages keep reading). Without
// Fragments no method has marks and the dispatch loop is unchanged.

// opFragment is the pseudo-opcode of a fragment boundary (0xfd is no JVM
// opcode).
const opFragment = 0xfd

// Fragments decides what happens at fragment boundaries.
type Fragments interface {
	// Boundaries returns the instruction indices of m where a fragment
	// starts or ends, or nil; it is called once per method, before the
	// method first runs.
	Boundaries(m *Method) []int
	// Visit is called when the top frame reaches a boundary outside a
	// recording. It returns a generator (the VM stops at a choice point
	// before the boundary instruction, and when it runs again after
	// Choose, Apply applies the choice), or applied = true when it
	// applied a sub-path itself (the frame moved on), or neither (the VM
	// executes the code).
	Visit(vm *VM) (g *choicegen.Generator, applied bool, err error)
	// Apply applies choice i of g, a generator Visit returned; the choice's
	// constraints are already on the path condition. run reports that the
	// VM is to run the fragment's code instead (after Guide).
	Apply(vm *VM, g *choicegen.Generator, i int) (run bool, err error)
}

// LocKind says what a Location designates.
type LocKind uint8

const (
	// LocField is instance field Index of Obj.
	LocField LocKind = iota + 1
	// LocElement is element Index of the array Obj.
	LocElement
	// LocLength is the length of the array Obj.
	LocLength
	// LocStatic is static field Index of Class.
	LocStatic
	// LocInit is the initialisation state of Class, read as 1 when it is
	// initialised (a fragment only runs past a class that is).
	LocInit
)

// Location is a piece of state a fragment reads.
type Location struct {
	Kind  LocKind
	Obj   *Object
	Class *Class
	Index int
}

// Recorder observes the execution of a fragment that is being recorded.
type Recorder interface {
	// Exit reports whether reaching boundary pc of the recorded frame
	// ends the fragment.
	Exit(pc int) bool
	// Read is called for every read of a field, static field, array
	// element or length, and every use of a class that must be
	// initialised; v is the value read (1 for LocInit). It returns the
	// value the fragment goes on with, or an error that abandons the
	// recording.
	Read(loc Location, v Slot) (Slot, error)
	// Alloc is called for every object or array the fragment allocates.
	Alloc(o *Object)
	// Write is called for every write of a field, array element or
	// static field (Obj is nil for a static).
	Write(loc Location)
}

// recording is the VM's state while a fragment is recorded.
type recording struct {
	obs   Recorder
	depth int   // index of the recorded frame in vm.frames
	limit int64 // bound on vm.pathInsns
	// maxFrames is the most frames seen at once.
	maxFrames int
	exit      *FragmentExit
}

// FragmentExit says how a recorded fragment ended: at one of its exit
// instructions in its own frame (the frame holds the state), or by a
// return from that frame with Value (Width slots; the frame is still
// there).
type FragmentExit struct {
	Return bool
	Value  Slot
	Width  int
}

// AbandonError ends a recording: the fragment did something a summary
// cannot replay (a native call, an exception, a class initialisation ...).
type AbandonError struct{ Reason string }

func (e *AbandonError) Error() string { return "recording abandoned: " + e.Reason }

// abandon returns the error that ends the current recording.
func (vm *VM) abandon(format string, args ...any) error {
	return &AbandonError{Reason: fmt.Sprintf(format, args...)}
}

// IsAbandon reports whether err ended a recording.
func IsAbandon(err error) bool {
	var a *AbandonError
	return errors.As(err, &a)
}

// Recording reports whether a fragment is being recorded.
func (vm *VM) Recording() bool { return vm.rec != nil }

// StartRecording starts recording the fragment of the top frame, which
// is at its entry boundary: the boundary runs once without stopping, and
// the recording ends when the frame reaches a boundary obs.Exit accepts,
// returns, or runs more than maxInsns instructions.
func (vm *VM) StartRecording(obs Recorder, maxInsns int64) {
	vm.rec = &recording{obs: obs, depth: len(vm.frames) - 1, limit: vm.pathInsns + maxInsns, maxFrames: len(vm.frames)}
	vm.fragPass = true
}

// StopRecording ends the recording.
func (vm *VM) StopRecording() { vm.rec = nil; vm.fragPass = false }

// RecordMaxFrames returns the most frames the recording had at once.
func (vm *VM) RecordMaxFrames() int { return vm.rec.maxFrames }

// RecordStep runs the recorded fragment until a choice point (gen), its
// end (exit) or the end of the path (out). An error ends the recording.
func (vm *VM) RecordStep() (gen *choicegen.Generator, exit *FragmentExit, out *Outcome, err error) {
	vm.rec.exit = nil
	gen, out, err = vm.Run()
	if err != nil {
		return nil, nil, nil, err
	}
	if gen == nil && out == nil {
		return nil, vm.rec.exit, nil, nil
	}
	return gen, nil, out, nil
}

// installFragments gives m the code its frames run: its code with the
// fragment boundaries marked, or its code itself.
func (vm *VM) installFragments(m *Method) {
	m.run = m.code
	if vm.opts.Fragments == nil || m.Class.FromJDK {
		return
	}
	marks := vm.opts.Fragments.Boundaries(m)
	if len(marks) == 0 {
		return
	}
	m.run = append([]insn(nil), m.code...)
	for _, i := range marks {
		m.run[i] = insn{op: opFragment, pc: m.code[i].pc}
	}
}

// Unmark removes the mark of instruction pc of m: a fragment given up.
func (vm *VM) Unmark(m *Method, pc int) {
	if len(m.run) > 0 && &m.run[0] != &m.code[0] {
		m.run[pc] = m.code[pc]
	}
}

// atBoundary handles a marked instruction of the top frame (index fi):
// pass reports that the original instruction runs now; otherwise the VM
// stops (stop) or the frame state changed (run on).
func (vm *VM) atBoundary(f *frame, fi int) (pass bool, stop stopReason, err error) {
	if vm.fragPass {
		vm.fragPass = false
		return true, 0, nil
	}
	if len(vm.guide) > 0 {
		return true, 0, nil
	}
	if r := vm.rec; r != nil {
		if fi == r.depth && r.obs.Exit(f.pc) {
			r.exit = &FragmentExit{}
			return false, stopFragExit, nil
		}
		return true, 0, nil
	}
	if vm.pending >= 0 {
		if g := vm.pendingGen; g.Kind == choicegen.Summary {
			i := vm.pending
			vm.pending = -1
			run, err := vm.opts.Fragments.Apply(vm, g, i)
			return run, 0, err
		}
		return true, 0, nil // the pending choice is the boundary instruction's own
	}
	return false, stopFragment, nil
}

// visitFragment asks Fragments about the boundary the top frame stopped
// at: a generator to return, or the VM runs on.
func (vm *VM) visitFragment() (*choicegen.Generator, error) {
	g, applied, err := vm.opts.Fragments.Visit(vm)
	if err != nil || g != nil {
		return g, err
	}
	if !applied {
		vm.fragPass = true
	}
	return nil, nil
}

// recordReturn ends a recording whose frame returns v (w slots).
func (vm *VM) recordReturn(v Slot, w int) stopReason {
	vm.rec.exit = &FragmentExit{Return: true, Value: v, Width: w}
	return stopFragExit
}

// recordWrite passes a write of slot i of o to the recorder.
func (vm *VM) recordWrite(o *Object, i int) {
	switch {
	case o.Class == nil:
		if c := vm.staticsOwner(o); c != nil {
			vm.rec.obs.Write(Location{Kind: LocStatic, Class: c, Index: i})
		}
	case o.Class.IsArray():
		vm.rec.obs.Write(Location{Kind: LocElement, Obj: o, Index: i})
	default:
		vm.rec.obs.Write(Location{Kind: LocField, Obj: o, Index: i})
	}
}

// recordRead passes a read to the recorder; the fragment goes on with the
// value it returns.
func (vm *VM) recordRead(loc Location, v Slot) (Slot, error) {
	return vm.rec.obs.Read(loc, v)
}

// Guide makes the next len(choices) choice points take the given choices
// without stopping: a summary's sub-path that runs its code (the
// boundaries on the way do not stop either).
func (vm *VM) Guide(choices []int32) { vm.guide = choices }

// Depth returns the number of frames.
func (vm *VM) Depth() int { return len(vm.frames) }

// MaxFrames returns the call depth at which StackOverflowError is thrown.
func (vm *VM) MaxFrames() int { return vm.opts.MaxFrames }

// TopMethod returns the method of the top frame.
func (vm *VM) TopMethod() *Method { return vm.frames[len(vm.frames)-1].m }

// TopFrameKind reports whether the top frame is an ordinary one that a
// fragment may start in: not a class initialiser, not called back from
// Go, not a lambda's implementation, and not inside a callback.
func (vm *VM) TopFrameOrdinary() bool {
	f := &vm.frames[len(vm.frames)-1]
	return f.kind == frameNormal && f.lret == nil && vm.callbackDepth == 0
}

// TopPC returns the instruction index of the top frame.
func (vm *VM) TopPC() int { return vm.frames[len(vm.frames)-1].pc }

// SetTopPC moves the top frame to instruction index pc.
func (vm *VM) SetTopPC(pc int) { vm.frames[len(vm.frames)-1].pc = pc }

// Locals returns the top frame's locals; writes go to the frame.
func (vm *VM) Locals() []Slot {
	f := &vm.frames[len(vm.frames)-1]
	return vm.stack[f.base : f.base+int(f.m.Code.MaxLocals)]
}

// Operands returns the top frame's operand stack, bottom first; writes go
// to the frame.
func (vm *VM) Operands() []Slot {
	f := &vm.frames[len(vm.frames)-1]
	return vm.stack[f.base+int(f.m.Code.MaxLocals) : f.sp]
}

// SetOperands replaces the top frame's operand stack.
func (vm *VM) SetOperands(vals []Slot) {
	f := &vm.frames[len(vm.frames)-1]
	f.sp = f.base + int(f.m.Code.MaxLocals)
	f.sp += copy(vm.stack[f.sp:], vals)
}

// Return returns from the top frame with v (w slots), as its return
// instruction would.
func (vm *VM) Return(v Slot, w int) error {
	_, err := vm.popFrame(v, w)
	return err
}

// Alloc allocates an object of class c, or an array of n elements when c
// is an array class, as new and newarray do.
func (vm *VM) Alloc(c *Class, n int) *Object {
	if c.IsArray() {
		return vm.NewArray(c, n)
	}
	return vm.NewObject(c)
}

// Read returns the current value of a location (1 or 0 for LocInit).
func (vm *VM) Read(loc Location) Slot {
	switch loc.Kind {
	case LocField, LocElement:
		return loc.Obj.Fields[loc.Index]
	case LocLength:
		return Slot{I: int64(len(loc.Obj.Fields))}
	case LocStatic:
		return loc.Class.statics.Fields[loc.Index]
	}
	if vm.initState[loc.Class.initSerial] == classInitialized {
		return Slot{I: 1}
	}
	return Slot{}
}

// Write writes a field, an array element or a static field, saved for
// backtracking like any write.
func (vm *VM) Write(loc Location, v Slot) {
	if loc.Kind == LocStatic {
		vm.SetField(loc.Class.statics, loc.Index, v)
		return
	}
	vm.SetField(loc.Obj, loc.Index, v)
}

// InitChangedSince reports whether a class's initialisation state
// changed since s was taken.
func (vm *VM) InitChangedSince(s *Snapshot) bool {
	for i := s.trailLen; i < len(vm.trail); i++ {
		if vm.trail[i].obj == nil {
			return true
		}
	}
	return false
}

// staticsOwner returns the class whose static fields o holds, or nil.
func (vm *VM) staticsOwner(o *Object) *Class {
	if o.Class != nil {
		return nil
	}
	if c, ok := vm.staticsOf[o]; ok {
		return c
	}
	if vm.staticsOf == nil {
		vm.staticsOf = map[*Object]*Class{}
	}
	for _, c := range vm.classes {
		vm.staticsOf[c.statics] = c
	}
	return vm.staticsOf[o]
}

// PathInstructions returns the instructions executed on the current path.
func (vm *VM) PathInstructions() int64 { return vm.pathInsns }

// AddPathInstructions counts n instructions a summary replayed on the
// current path (not executed: Instructions does not grow).
func (vm *VM) AddPathInstructions(n int64) { vm.pathInsns += n }

// InstructionLimit returns max_instructions_per_path (0: none).
func (vm *VM) InstructionLimit() int64 { return vm.opts.MaxInstructionsPerPath }

// Where returns the instruction index pc of the top frame's method as a
// choice point's location ("C.m:line (pc N)").
func (vm *VM) Where(pc int) fmt.Stringer {
	return instrAt{m: vm.TopMethod(), pc: pc}
}

// MaxLocals returns the number of local slots of m's frames.
func (m *Method) MaxLocals() int { return int(m.Code.MaxLocals) }

// plainBytecode reports whether a call of target runs its own bytecode in
// a new frame: no Go model, native, intercepted API, lambda or symbolic
// spec, and no arguments to settle first.
func (vm *VM) plainBytecode(target *Method) bool {
	return target.symbolic == nil && target.lambda == nil && vm.natives.api(target) == nil &&
		vm.natives.lookup(target) == nil && !target.Class.modelled && target.Code != nil &&
		!vm.needsSettledArgs(target)
}

// Plain reports whether o is an ordinary object or array that a summary
// can stand for: not a lazy-initialization placeholder, and without Go
// model state (a String, a StringBuilder, a Throwable's stack, an array of
// symbolic length).
func (o *Object) Plain() bool { return o.Class != nil && o.Native == nil }
