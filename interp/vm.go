package interp

import (
	"fmt"
	"io"
	"sync/atomic"

	"gospf/choicegen"
	"gospf/classfile"
	"gospf/solver"
)

// Options configures a VM.
type Options struct {
	ClassPath *classfile.ClassPath
	Ctx       *solver.Context
	// Models registers the Go models of the class library in a VM's
	// Library (package jdk's Register); required.
	Models func(*Library)
	// Stdout and Stderr receive the program's output as it is produced.
	Stdout, Stderr io.Writer
	// Assertions enables assert statements in non-JDK classes.
	Assertions bool
	// Properties are returned by System.getProperty.
	Properties map[string]string
	// Bounds gives the range of fresh symbolic values per descriptor type
	// ('I', 'J', 'S', 'B', 'C'; 'Z' is always 0..1).
	Bounds map[byte][2]int64
	// Symbolic lists SPF method specs ("pkg.C.m(sym#con)") whose every
	// invocation gets fresh symbolic arguments.
	Symbolic []string
	// MaxInstructionsPerPath ends a path that runs longer (0: no limit).
	MaxInstructionsPerPath int64
	// MaxFrames is the call depth that throws StackOverflowError (default 3000).
	MaxFrames int
	// Heap configures symbolic heap inputs and arrays of symbolic length.
	Heap HeapOptions
	// MaxStringLength bounds the length of symbolic string inputs; a
	// negative value lifts the bound (any length up to 2^31-1).
	MaxStringLength int
	// NondetRandom makes java.util.Random's next* methods return
	// nondeterministic values (random.go).
	NondetRandom bool
	// MaxStdinBytes bounds the bytes of standard input (stdin.go).
	MaxStdinBytes int
	// FailedAssertEndsPath ends a path where an AssertionError is thrown,
	// caught or not, as if it were uncaught (gospf verify: SV-COMP's
	// property is that no assert fails).
	FailedAssertEndsPath bool
	// Merge configures veritesting (merge.go).
	Merge MergeOptions
	// Concretize, when set, gives a symbolic number that reaches a model
	// computing with concrete values only the value of a model of the path
	// condition (concretize.go); nil: such a call is ErrUnsupported.
	Concretize Concretizer
	// Fragments, when set, decides what happens where code fragments
	// start and end (summaries, fragment.go).
	Fragments Fragments
	// LogCalls logs the invocations and returns of the Symbolic methods
	// on each path (SymCalls), for SPF's listeners.
	LogCalls bool
	// SharedTree says this VM is one of several explorers of one
	// execution tree (package dist): state that JPF keeps across paths
	// (Verify's counters) cannot be honoured then.
	SharedTree bool
}

// HeapOptions configures lazy initialization (lazy.go) and arrays of
// symbolic length (symarray.go).
type HeapOptions struct {
	// Lazy makes sym reference parameters lazily initialized inputs; off,
	// they are an error.
	Lazy bool
	// Subtypes offers every concrete subtype on the class path for a fresh
	// object, not only the declared class.
	Subtypes bool
	// MaxObjects bounds the objects lazy initialization creates on one
	// path (0: no bound); a path that needs more ends as OutcomeObjectLimit.
	MaxObjects int
	// MaxArrayLength is the capacity of arrays of symbolic length: their
	// length lies in 0..MaxArrayLength, but for the arrays of
	// AboveMaxLength.
	MaxArrayLength int
	// AboveMaxLength makes newarray and anewarray with a symbolic length
	// above MaxArrayLength create the array (symArray.beyond) instead of
	// cutting the path.
	AboveMaxLength bool
}

// frame is one activation record. Its locals and operand stack live in
// VM.stack: locals at [base, base+MaxLocals), operands above.
type frame struct {
	m    *Method
	base int
	sp   int // absolute index of the next free operand slot
	pc   int // instruction index into m.code
	// kind marks frames whose return is special: the end of a class
	// initialiser or the return to a Go caller.
	kind   frameKind
	clinit *Class
	// lret adapts the result of a lambda's implementation (nil: none).
	lret *lambdaRet
	// resume is set while the lambda call at resume.pc has rewritten its
	// arguments in place and will run again (indy.go, enterAdapted).
	resume *lambdaResume
}

type frameKind uint8

const (
	frameNormal frameKind = iota
	frameClinit
	frameCallback // returns to a Go caller of VM.call
	// frameClinitCallback is a class initialiser run from Go (initNow):
	// both a frameClinit and a frameCallback.
	frameClinitCallback
)

// Class initialisation states (JVMS 5.5), kept per class in VM.initState.
const (
	classUninit uint8 = iota
	classInitializing
	classInitialized
	classErroneous
)

// VM is one symbolic JVM executing one program along one path at a time.
type VM struct {
	opts Options
	// stop is SetStop's flag, nil when none (not path state).
	stop    *atomic.Bool
	cp      *classfile.ClassPath
	ctx     *solver.Context
	natives *Library

	classes   map[string]*Class // loaded classes (not path state)
	strings   map[string]*Object
	initState []uint8 // per Class.initSerial; path state, logged in the trail

	stack  []Slot
	frames []frame

	// pc is the path condition: the constraints of the choices taken.
	pc []solver.Expr
	// pending is the choice the re-executed instruction must apply, -1 if
	// none; pendingPC the length of the path condition before its
	// constraint, so that the instruction rebuilds the same choices.
	pending   int
	pendingPC int
	// pendingGen is the generator of the pending choice.
	pendingGen *choicegen.Generator
	gen        *choicegen.Generator
	// rec is the recording of a fragment in progress, nil when none
	// (fragment.go); fragPass lets the boundary at the top frame's pc
	// run once without stopping; staticsOf maps statics holders to their
	// classes (not path state).
	rec      *recording
	fragPass bool
	// guide holds the choices a summary's sub-path takes while it runs
	// its code (fragment.go), or an unmerged path of a loop merge while
	// it is replayed (merge_loop.go, loopEscape); no choice point stops
	// before it is used up.
	guide []int32
	// guideConds holds, for a replayed loop escape, the constraints of
	// each guided choice, put back on the path condition as the choice
	// is taken (replayEscape); nil for a summary's sub-path.
	guideConds [][]solver.Expr
	staticsOf  map[*Object]*Class

	// trail is the undo log of heap and class-state writes since the
	// oldest live snapshot; epoch increases at every snapshot and restore.
	trail []undo
	epoch uint64

	// boxCache holds the wrapper objects valueOf caches (-128..127 ...).
	// They are immutable, so they are shared by all paths.
	boxCache map[boxKey]*Object

	// peerData is the native peers' state of the run (PeerData); not
	// path state.
	peerData map[any]any

	// heap is the lazy-initialization state (lazy.go).
	heap heapState
	// merge is the veritesting state (merge.go).
	merge mergeState
	// loop is the loop-merging path state, loopWatching the loop a
	// merging context explores (nil when none), merge_loop.go.
	loop         loopState
	loopWatching *loopWatch

	// freeSnaps holds released snapshots for reuse.
	freeSnaps []*Snapshot

	// frameNames memoises formatted stack frames (not path state: they
	// depend only on the code).
	frameNames frameNames

	// concretized counts concretisations by method (concretize.go), all
	// paths; not path state.
	concretized map[string]int64
	// inexact counts the results gospf computed otherwise than the JVM
	// may, by method (inexact.go), all paths; not path state.
	inexact map[string]int64
	// inexactPath is the first such method of the current path, or "".
	inexactPath string

	nextHash int32
	varSeq   int
	// Vars lists the symbolic inputs created on the current path, in order.
	vars []InputVar
	// counterVals and bitSets are Verify's counters and bit sets
	// (api_spf.go): like JPF's, they live outside the path state and keep
	// their values when the search backtracks.
	// calls logs the invocations of symbolic methods (target.symbolic)
	// and their returns on the current path, with Options.LogCalls, for
	// SPF's listeners; it is path state, truncated on restore.
	calls       []SymEvent
	counterVals map[int64]int64
	bitSets     map[[2]int64]bool

	instructions int64   // executed on this VM, all paths
	pathInsns    int64   // executed on the current path
	entry        *Method // set by StartEntry
	// outcome is set when the current path ends.
	outcome *Outcome
	// callbackDepth counts nested Go->Java calls; choice points inside them are errors.
	callbackDepth int
	// inPeer is set while a native peer called by an invoke runs, the one
	// place VM.Split may stop; peerChose once it has returned a choice.
	inPeer, peerChose bool
	peerTarget        *Method // the method whose peer runs (for the count of concretisations)
	// cbDone is set when a callback frame returned (cbResult) or threw (cbExc).
	cbDone   bool
	cbResult Slot
	cbExc    *Object
}

// InputVar is one symbolic input of a path.
type InputVar struct {
	Name string
	Expr solver.Expr
	Type byte // descriptor character
	// Bound, when set, names the explorer's bound that narrows the input's
	// range below its Java type's ("symbolic.max_array_length = 8"): an
	// exploration with such an input is not complete.
	Bound string
}

// A SymEvent is an invocation of a method listed in Options.Symbolic,
// with its arguments after the sym ones were made symbolic, or, with
// Returned set, the return of the innermost such invocation still open
// and its value (for a void method, none). An invocation left by an
// exception has no return event.
type SymEvent struct {
	Method   *Method
	Args     []Slot // one slot per parameter (a long or double in one)
	Returned bool
	Value    Slot
}

// SymCalls returns the symbolic methods' events of the current path (none
// unless Options.LogCalls).
func (vm *VM) SymCalls() []SymEvent { return vm.calls }

// New creates a VM.
func New(opts Options) (*VM, error) {
	if opts.ClassPath == nil || opts.Ctx == nil || opts.Models == nil {
		return nil, fmt.Errorf("interp: class path, solver context and models are required")
	}
	if opts.MaxFrames == 0 {
		opts.MaxFrames = 3000
	}
	if opts.Stdout == nil {
		opts.Stdout = io.Discard
	}
	if opts.Stderr == nil {
		opts.Stderr = io.Discard
	}
	vm := &VM{opts: opts, cp: opts.ClassPath, ctx: opts.Ctx, classes: map[string]*Class{},
		strings: map[string]*Object{}, pending: -1, epoch: 1}
	vm.natives = newLibrary(opts.Models)
	specs, err := parseSymSpecs(opts.Symbolic)
	if err != nil {
		return nil, err
	}
	vm.natives.symSpecs = specs
	return vm, nil
}

// Ctx returns the expression context of the VM.
func (vm *VM) Ctx() *solver.Context { return vm.ctx }

// PathCondition returns the constraints of the current path. The slice is
// valid until the next Restore.
func (vm *VM) PathCondition() []solver.Expr { return vm.pc }

// Inputs returns the symbolic inputs created on the current path.
func (vm *VM) Inputs() []InputVar { return vm.vars }

// Instructions returns the number of bytecodes executed so far, all paths.
func (vm *VM) Instructions() int64 { return vm.instructions }
