package choicegen

import (
	"fmt"

	"gospf/solver"
)

// Kind says what made a choice point.
type Kind uint8

const (
	// Branch is a two-way conditional jump on a symbolic condition.
	Branch Kind = iota + 1
	// Switch is a tableswitch or lookupswitch on a symbolic key.
	Switch
	// DivByZero is an integer division or remainder by a symbolic divisor.
	DivByZero
	// ArrayIndex is an array access with a symbolic index.
	ArrayIndex
	// ArrayLength is an array creation with a symbolic length.
	ArrayLength
	// Assume adds a symbolic assumption (Debug.assume, Verifier.assume).
	Assume
	// Concrete is Verify.getInt, getBoolean or random: no constraint.
	Concrete
	// Heap is a lazy-initialization choice for a symbolic reference at its
	// first use: null, an alias of each earlier lazily created object of a
	// compatible type, then a fresh object of each candidate class. Its
	// choices carry no constraint and never reach the solver.
	Heap
	// ArrayBounds is an access at a concrete index to an array of
	// symbolic length: out of bounds (the exception) first, then in
	// bounds; the two constraints are each other's negation.
	ArrayBounds
	// Text is the precondition of a String method on symbolic values
	// (interp/symstring.go): the exception first (an index out of bounds,
	// a string that is no number), then the normal return; the two
	// constraints are each other's negation.
	Text
	// MergedRef is the first use of a reference that veritesting merged
	// (a guarded set of objects): one choice per object, whose constraint
	// is the guard under which the reference is that object.
	MergedRef
	// Summary is a summarised code fragment (package summary): one choice
	// per sub-path of the fragment that is not known infeasible, each
	// adding the conditions of its branches. The sub-paths partition the
	// inputs: exactly one holds for any values.
	Summary
	// LoopMerge is the exit of a merged symbolic-size dependent loop
	// (interp/merge_loop.go): one choice per loop exit, whose constraint
	// is the disjunction of the paths that leave by it. The exits
	// partition the paths through the loop: exactly one holds.
	LoopMerge
	// Model is a case split of a JDK model (a native peer calling
	// interp's VM.Split): one choice per case, e.g. which key of a map an
	// argument equals, or none. The cases exclude each other under the
	// path condition.
	Model
)

var kindNames = [...]string{Branch: "branch", Switch: "switch", DivByZero: "division", ArrayIndex: "array-index",
	ArrayLength: "array-length", Assume: "assume", Concrete: "concrete", Heap: "heap", ArrayBounds: "array-bounds",
	MergedRef: "merged-ref", Text: "text", Summary: "summary", LoopMerge: "loop-merge", Model: "model"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "invalid"
}

// Status is what is known of one choice's feasibility.
type Status uint8

const (
	// Unchecked: not (yet) decided.
	Unchecked Status = iota
	// Sat: the path condition with this choice is satisfiable (solver).
	Sat
	// Unsat: infeasible (solver).
	Unsat
	// Unknown: the solver could not decide.
	Unknown
	// Absurd: feasible by absurdity, with no call: the other side of a
	// two-way branch whose parent state is verified was unsat.
	Absurd
)

var statusNames = [...]string{"unchecked", "sat", "unsat", "unknown", "feasible-by-absurdity"}

func (s Status) String() string { return statusNames[s] }

// Choice is one alternative of a choice point.
type Choice struct {
	// Constraint is added to the path condition when the choice is taken;
	// the zero Expr for concrete choices.
	Constraint solver.Expr
	// More holds further conjuncts that join the path condition after
	// Constraint (the later branch conditions of a summary's sub-path).
	More []solver.Expr
	// Witness, when not nil, is a model of the choice's own conjuncts
	// whose variables occur nowhere in the path condition before the
	// choice: the choice is feasible exactly when the state before it is,
	// and the search takes it with no solver call (package summary).
	Witness solver.Model
	// Values, for a concretization (interp/concretize.go), are the values
	// the symbolic arguments were given, in argument order (for a
	// concretised text, its chars).
	Values []int64
	// Label names the choice in traces ("true", "false", "case 3", "default",
	// "divisor == 0", "index 2", "out of bounds", "value 4").
	Label  string
	Status Status
}

// Generator is one choice point: the alternatives of one instruction.
// Choices are in natural order: for a branch, the TRUE side (fall-through)
// then the FALSE side (jump target); for a switch the cases in ascending key
// order then default; for division and array access the exception first.
type Generator struct {
	Kind Kind
	// Where is the instruction, "C.m:line (pc N)" once formatted; the VM
	// formats it only when it is read (most choice points never are).
	Where   fmt.Stringer
	Choices []Choice
	// Detail is the interpreter's own data for applying a choice (a
	// summary's sub-paths); the search never reads it.
	Detail any
	// pair holds the choices of a two-way generator, so that a branch is
	// one allocation.
	pair [2]Choice
}

// TwoWay reports whether absurdity applies: a symbolic two-way choice whose
// constraints are each other's negation.
func (g *Generator) TwoWay() bool {
	return len(g.Choices) == 2 && (g.Kind == Branch || g.Kind == DivByZero || g.Kind == ArrayBounds)
}

// Exhaustive reports whether exactly one choice holds for any values of
// the inputs, so that when every other choice is infeasible the last one
// is feasible (absurdity generalised beyond two-way choices): true for
// summaries, whose sub-paths partition their inputs, and for the exits of
// a merged loop, which partition the paths through it.
func (g *Generator) Exhaustive() bool { return g.Kind == Summary || g.Kind == LoopMerge }

// Symbolic reports whether the choices carry constraints that need the
// solver: false for concrete choices (Verify) and heap choices, whose
// alternatives are all feasible whenever the state they start from is.
func (g *Generator) Symbolic() bool { return g.Kind != Concrete && g.Kind != Heap }

// Order returns the exploration order of g's choices: natural order when
// trueFirst, reversed otherwise. Concrete and heap choices are always in
// natural order (for heap choices, SPF's: null, aliases, fresh objects). The slice must not be modified.
func (g *Generator) Order(trueFirst bool) []int {
	n := len(g.Choices)
	if n == 2 && g.Symbolic() {
		if trueFirst {
			return naturalPair
		}
		return reversedPair
	}
	o := make([]int, n)
	for i := range o {
		if trueFirst || !g.Symbolic() {
			o[i] = i
		} else {
			o[i] = n - 1 - i
		}
	}
	return o
}

// The orders of two-way choices, shared: an order is read, never written.
var (
	naturalPair  = []int{0, 1}
	reversedPair = []int{1, 0}
)

// NewBranch returns the generator of a conditional jump whose jump
// condition is jump: TRUE side (fall-through) is !jump, FALSE side is jump.
func NewBranch(ctx *solver.Context, jump solver.Expr, where fmt.Stringer) *Generator {
	return NewBranchOf(ctx.Not(jump), jump, where)
}

// NewBranchOf is NewBranch with the TRUE side's constraint, notJump
// (ctx.Not(jump)), already built.
func NewBranchOf(notJump, jump solver.Expr, where fmt.Stringer) *Generator {
	g := &Generator{Kind: Branch, Where: where, pair: [2]Choice{
		{Constraint: notJump, Label: "true"},
		{Constraint: jump, Label: "false"},
	}}
	g.Choices = g.pair[:]
	return g
}
