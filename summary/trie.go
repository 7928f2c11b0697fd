package summary

import (
	"gospf/choicegen"
	"gospf/interp"
	"gospf/solver"
)

// A fragment's summary is a tree of everything its recordings saw (the
// package doc, "What a summary is"). Walking it from the root against the
// current state follows, at each read, the child of the value the state
// holds there, and at each branch every side: its leaves are the
// fragment's sub-paths from that state.

type nodeKind uint8

const (
	readNode   nodeKind = iota + 1 // a read of state the fragment found on entry
	branchNode                     // a symbolic choice point
	leafNode                       // the end of a sub-path
	opaqueNode                     // a sub-path a summary cannot replay
)

// node is one node of a summary. A nil child is a part never recorded.
type node struct {
	kind nodeKind
	// readNode: what is read and a child per value seen there.
	loc  loc
	outs []*outChild
	// branchNode: the choice point's kind and its sides in natural order.
	gen   choicegen.Kind
	sides []side
	// leafNode
	leaf *leaf
	// opaqueNode: why the sub-path cannot be replayed.
	reason string
}

// side is one side of a branch node.
type side struct {
	// cond is the side's constraint over placeholders.
	cond solver.Expr
	// infeasible is set when the side's constraint with those of the
	// branches above it in the fragment is unsat on its own.
	infeasible bool
	child      *node
	// memo is the side's last instantiation.
	memo instMemo
}

// instMemo remembers the last instantiation of a side's constraint: the
// numbers of the placeholders it mentions, the values they stood for,
// and the result. Consecutive visits often bind the same values (a
// sibling path meets the same inputs), and then the constraint is not
// rebuilt.
type instMemo struct {
	uses  []int
	vals  []solver.Expr
	out   solver.Expr
	valid bool
}

// outChild is the child of a read node for one value.
type outChild struct {
	out   outcome
	child *node
}

// locKind extends interp.LocKind with the fragment's input locals.
const locLocal interp.LocKind = 100

// loc is a location relative to a sub-path: an input local, or a field,
// element or length of handle h, or a static field or initialisation
// state of a class.
type loc struct {
	kind  interp.LocKind
	h     int
	class *interp.Class
	index int
}

// outKind classifies a value read.
type outKind uint8

const (
	outConst   outKind = iota + 1 // a concrete value (I); null is the concrete 0
	outSym                        // a symbolic value not seen before: the next placeholder
	outSymSeen                    // the symbolic value of placeholder I
	outRef                        // an object not seen before: the next handle, of class and length
	outRefSeen                    // the object of handle I
)

// outcome is what a read found, in terms of the sub-path so far.
type outcome struct {
	kind  outKind
	i     int64
	class *interp.Class
	n     int // array length for outRef
}

// valKind classifies a value a leaf writes.
type valKind uint8

const (
	valConst valKind = iota + 1 // concrete (null is 0)
	valSym                      // an expression over placeholders
	valRef                      // the object of a handle
)

// value is a value of a leaf: a field written, a local, the result.
type value struct {
	kind valKind
	i    int64
	e    solver.Expr
	h    int
}

// leaf is the end of a sub-path: how the fragment ends and what it did.
type leaf struct {
	// ret is set when the fragment's frame returns retVal (retW slots);
	// otherwise it ends at instruction exitPC with the locals changed as
	// listed and the operand stack stack.
	ret    bool
	retVal value
	retW   int
	exitPC int
	locals []localWrite
	stack  []value
	// allocs are the objects allocated, in order (handles -1, -2 ...);
	// writes the fields,
	// elements and statics left changed (allocated objects' non-zero
	// contents included).
	allocs []alloc
	writes []write
	// insns is the instructions the sub-path executes; frames the most
	// frames it pushes above its own.
	insns  int64
	frames int
	// model satisfies the sub-path's conditions: a value for some of its
	// placeholders, by number; hasModel is false when none was found.
	model    []phValue
	hasModel bool
}

// phValue is the value of placeholder j in a leaf's model.
type phValue struct {
	j int
	v int64
}

type localWrite struct {
	i int
	v value
}

// alloc is an allocation: of class, of n elements for an array class;
// the k-th allocation of a leaf is handle -1-k.
type alloc struct {
	class *interp.Class
	n     int
}

type write struct {
	loc loc
	v   value
}

// Approximate sizes for the memory bound (summary_cache_mb).
const (
	nodeBytes  = 96
	sideBytes  = 112 // with its memo (instMemo) of a few placeholders
	outBytes   = 48
	leafBytes  = 192
	entryBytes = 48 // a local, write, allocation or stack value of a leaf
)

func (l *leaf) bytes() int64 {
	return leafBytes + entryBytes*int64(len(l.locals)+len(l.stack)+len(l.allocs)+len(l.writes)+len(l.model))
}
