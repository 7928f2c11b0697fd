package summary

import (
	"errors"
	"slices"
	"strings"

	"gospf/choicegen"
	"gospf/interp"
	"gospf/solver"
)

// recorder records the sub-paths of one fragment from the current state
// (package doc, "Recording"): a depth-first search of the fragment alone,
// on the VM itself, with the symbolic values it finds on entry replaced
// by placeholders, each side checked with the fragment's own conditions
// only.
type recorder struct {
	s  *Summariser
	vm *interp.VM
	fr *fragment
	t  tables
	// pos is where the sub-path being recorded is in the summary.
	pos   **node
	entry *interp.Snapshot
	pcLen int   // path-condition length at the entry
	insns int64 // path instructions at the entry
	depth int   // frames at the entry
	// baseline is the frame's locals once the inputs were read, every
	// local that is not an input set to unset, so that any write to it
	// shows.
	baseline []interp.Slot
	// model satisfies the conditions of the sub-path so far.
	model  solver.Model
	leaves int
	// full is set when the sub-path budget is spent: the sides not
	// explored yet become opaque.
	full bool
	err  error // a solver failure ends the recording
}

// localChoice is a choice point inside the recorded fragment.
type localChoice struct {
	gen  *choicegen.Generator
	snap *interp.Snapshot
	n    *node
	next int
	mark mark
}

var errInconsistent = errors.New("summary: a recording disagrees with an earlier one")

// unset marks the locals that are not inputs of a recorded fragment: no
// live local holds it, and whatever the fragment writes differs from it.
var unset = interp.RefSlot(&interp.Object{})

// record records fr from the top frame, which is at its entry; the VM is
// left as it was.
func (s *Summariser) record(vm *interp.VM, fr *fragment) error {
	r := &recorder{s: s, vm: vm, fr: fr, pos: &fr.root,
		pcLen: len(vm.PathCondition()), insns: vm.PathInstructions(), depth: vm.Depth()}
	s.stats.Recordings++
	calls, executed := s.calls(), vm.Instructions()
	r.entry = vm.Snapshot()
	defer func() {
		vm.Restore(r.entry)
		vm.Release(r.entry)
		s.stats.SummarisationCalls += s.calls() - calls
		s.stats.InstructionsRecorded += vm.Instructions() - executed
	}()
	locals := vm.Locals()
	inputs := fr.inputs
	for i := range locals {
		if len(inputs) > 0 && inputs[0] == i {
			inputs = inputs[1:]
			v, err := r.observe(loc{kind: locLocal, index: i}, locals[i])
			if err != nil {
				r.opaque(err)
				return nil
			}
			locals[i] = v
			continue
		}
		locals[i] = unset
	}
	r.baseline = append([]interp.Slot(nil), locals...)
	vm.StartRecording(r, s.opts.MaxInstructions)
	defer vm.StopRecording()
	return r.explore()
}

// explore runs the fragment's sub-paths depth-first.
func (r *recorder) explore() error {
	var stack []*localChoice
	for {
		gen, exit, out, err := r.vm.RecordStep()
		switch {
		case err != nil:
			r.opaque(err)
		case out != nil:
			r.opaque(&interp.AbandonError{Reason: "the path ended (" + out.Kind.String() + ")"})
		case exit != nil:
			if err := r.leaf(exit); err != nil {
				r.opaque(err)
			}
		default:
			c, err := r.branch(gen)
			if err != nil {
				r.opaque(err)
				break
			}
			stack = append(stack, c)
		}
		for {
			if r.err != nil || len(stack) == 0 {
				for _, c := range stack {
					r.vm.Release(c.snap)
				}
				return r.err
			}
			c := stack[len(stack)-1]
			if r.advance(c) {
				break
			}
			stack = stack[:len(stack)-1]
			r.vm.Release(c.snap)
		}
	}
}

// advance resumes the recording at the next side of c that is feasible
// with the fragment's conditions alone; false when none is left.
func (r *recorder) advance(c *localChoice) bool {
	for c.next < len(c.n.sides) {
		i := c.next
		c.next++
		sd := &c.n.sides[i]
		if sd.infeasible {
			continue
		}
		if r.full {
			if sd.child == nil {
				sd.child = &node{kind: opaqueNode, reason: "too many sub-paths"}
				r.s.opaqueCount("too many sub-paths")
			}
			continue
		}
		r.vm.Restore(c.snap)
		r.t.restore(c.mark)
		r.vm.Choose(c.gen, i)
		a, err := r.s.solver.Check(solver.Query{PC: r.vm.PathCondition()[r.pcLen:], NeedModel: true})
		if err != nil {
			r.err = err
			return false
		}
		switch a.Result {
		case solver.Unsat:
			sd.infeasible = true
			continue
		case solver.Unknown:
			if sd.child == nil {
				sd.child = &node{kind: opaqueNode, reason: "undecided condition"}
				r.s.opaqueCount("undecided condition")
			}
			continue
		}
		r.model = a.Model
		r.pos = &sd.child
		return true
	}
	return false
}

// branch records a choice point of the fragment.
func (r *recorder) branch(g *choicegen.Generator) (*localChoice, error) {
	switch g.Kind {
	case choicegen.Branch, choicegen.Switch, choicegen.DivByZero, choicegen.ArrayIndex:
	default:
		return nil, &interp.AbandonError{Reason: "a " + g.Kind.String() + " choice"}
	}
	n := *r.pos
	if n == nil {
		n = &node{kind: branchNode, gen: g.Kind, sides: make([]side, len(g.Choices))}
		for i, ch := range g.Choices {
			if !ch.Constraint.Valid() || len(ch.More) > 0 || !r.s.overPlaceholders(ch.Constraint) {
				return nil, &interp.AbandonError{Reason: "a condition on values read otherwise than by the fragment"}
			}
			n.sides[i].cond = ch.Constraint
		}
		*r.pos = n
		r.s.grow(nodeBytes + sideBytes*int64(len(n.sides)))
	} else if n.kind != branchNode || n.gen != g.Kind || len(n.sides) != len(g.Choices) {
		return nil, errInconsistent
	} else {
		for i, ch := range g.Choices {
			if n.sides[i].cond != ch.Constraint {
				return nil, errInconsistent
			}
		}
	}
	return &localChoice{gen: g, snap: r.vm.Snapshot(), n: n, mark: r.t.mark()}, nil
}

// opaque ends the sub-path being recorded: what it did cannot be
// replayed (err says why).
func (r *recorder) opaque(err error) {
	reason := err.Error()
	var a *interp.AbandonError
	if errors.As(err, &a) {
		reason = a.Reason
	}
	if i := strings.IndexAny(reason, "(:"); i > 0 {
		reason = strings.TrimSpace(reason[:i])
	}
	if *r.pos == nil {
		*r.pos = &node{kind: opaqueNode, reason: reason}
		r.s.grow(nodeBytes)
	}
	r.s.opaqueCount(reason)
}

// Read implements interp.Recorder: a read of state the fragment found on
// entry becomes a read node; a read of what the fragment wrote or
// allocated itself is its own business.
func (r *recorder) Read(l interp.Location, v interp.Slot) (interp.Slot, error) {
	var lc loc
	switch l.Kind {
	case interp.LocInit:
		lc = loc{kind: l.Kind, class: l.Class}
	case interp.LocStatic:
		if r.t.isWritten(l) {
			return v, nil
		}
		lc = loc{kind: l.Kind, class: l.Class, index: l.Index}
	default:
		h, ok := r.t.handle(l.Obj)
		if !ok {
			return v, &interp.AbandonError{Reason: "an object reached otherwise than from the fragment's inputs"}
		}
		// An object's class and an array's length are part of its handle.
		if own(h) || l.Kind == interp.LocLength {
			return v, nil
		}
		if r.t.isWritten(l) {
			return v, nil
		}
		lc = loc{kind: l.Kind, h: h, index: l.Index}
	}
	if slices.Contains(r.t.read, l) {
		// Read before and not written since: the same value, known by
		// the read node of the first read.
		o, _ := r.t.classify(v)
		return r.continueWith(o, v), nil
	}
	r.t.read = append(r.t.read, l)
	return r.observe(lc, v)
}

// Alloc implements interp.Recorder.
func (r *recorder) Alloc(o *interp.Object) { r.t.alloc(o) }

// Write implements interp.Recorder: the location's final value is part of
// the leaf, and later reads of it are the fragment's own.
func (r *recorder) Write(l interp.Location) { r.t.write(l) }

// Exit implements interp.Recorder.
func (r *recorder) Exit(pc int) bool { return r.fr.isExit(pc) }

// observe records that the sub-path read v at lc and returns the value
// the fragment goes on with: the placeholder of a symbolic value.
func (r *recorder) observe(lc loc, v interp.Slot) (interp.Slot, error) {
	n := *r.pos
	if n == nil {
		n = &node{kind: readNode, loc: lc}
		*r.pos = n
		r.s.grow(nodeBytes)
	} else if n.kind != readNode || n.loc != lc {
		return v, errInconsistent
	}
	o, ok := r.t.classify(v)
	if !ok {
		return v, &interp.AbandonError{Reason: "a lazy input, an object with model state or a symbolic float"}
	}
	c := n.child(o)
	if c == nil {
		c = &outChild{out: o}
		n.outs = append(n.outs, c)
		r.s.grow(outBytes)
	}
	r.t.bind(o, v)
	r.pos = &c.child
	return r.continueWith(o, v), nil
}

// continueWith returns the value the fragment goes on with after reading
// v (outcome o, already bound): the placeholder of a symbolic value.
func (r *recorder) continueWith(o outcome, v interp.Slot) interp.Slot {
	switch o.kind {
	case outSym:
		return interp.Slot{S: r.s.placeholder(v.S.Kind(), len(r.t.phs)-1)}
	case outSymSeen:
		return interp.Slot{S: r.s.placeholder(v.S.Kind(), int(o.i))}
	}
	return v
}

// child returns the child of read node n for outcome o, or nil.
func (n *node) child(o outcome) *outChild {
	for _, c := range n.outs {
		if c.out == o {
			return c
		}
	}
	return nil
}

// leaf records the end of a sub-path.
func (r *recorder) leaf(exit *interp.FragmentExit) error {
	if n := *r.pos; n != nil {
		if n.kind != leafNode {
			return errInconsistent
		}
		r.count()
		return nil
	}
	vm := r.vm
	l := &leaf{insns: vm.PathInstructions() - r.insns, frames: vm.RecordMaxFrames() - r.depth}
	var err error
	if exit.Return {
		l.ret, l.retW = true, exit.Width
		if l.retVal, err = r.template(exit.Value); err != nil {
			return err
		}
	} else {
		l.exitPC = vm.TopPC()
		for i, v := range vm.Locals() {
			if v != r.baseline[i] {
				tv, err := r.template(v)
				if err != nil {
					return err
				}
				l.locals = append(l.locals, localWrite{i, tv})
			}
		}
		for _, v := range vm.Operands() {
			tv, err := r.template(v)
			if err != nil {
				return err
			}
			l.stack = append(l.stack, tv)
		}
	}
	add := func(lc loc, v interp.Slot) {
		tv, e := r.template(v)
		if e != nil {
			err = e
		}
		l.writes = append(l.writes, write{lc, tv})
	}
	if vm.InitChangedSince(r.entry) {
		return &interp.AbandonError{Reason: "a class initialisation"}
	}
	for _, w := range r.t.written {
		if w.Kind == interp.LocStatic {
			add(loc{kind: w.Kind, class: w.Class, index: w.Index}, vm.Read(w))
			continue
		}
		h, ok := r.t.handle(w.Obj)
		if !ok {
			return &interp.AbandonError{Reason: "a write to an object reached otherwise than from the fragment's inputs"}
		}
		if !own(h) { // an allocated object's contents are written below
			add(loc{kind: w.Kind, h: h, index: w.Index}, vm.Read(w))
		}
	}
	for k, o := range r.t.allocs {
		h := -1 - k
		a := alloc{class: o.Class}
		if o.Class.IsArray() {
			a.n = o.Len()
		}
		l.allocs = append(l.allocs, a)
		for i, v := range o.Fields {
			if v != (interp.Slot{}) {
				add(loc{kind: contentKind(o), h: h, index: i}, v)
			}
		}
	}
	if err != nil {
		return err
	}
	if r.model != nil {
		l.hasModel = true
		for j, e := range r.t.phs {
			if v, ok := r.model[r.s.placeholder(e.Kind(), j).Name()]; ok {
				l.model = append(l.model, phValue{j, v})
			}
		}
	} else if len(r.vm.PathCondition()) == r.pcLen {
		l.hasModel = true // no conditions: any values
	}
	*r.pos = &node{kind: leafNode, leaf: l}
	r.s.grow(nodeBytes + l.bytes())
	r.s.stats.SubPaths++
	r.count()
	return nil
}

// count counts a recorded sub-path against the budget.
func (r *recorder) count() {
	r.leaves++
	if r.leaves >= r.s.opts.MaxSubPaths {
		r.full = true
	}
}

// contentKind is the location kind of o's slots: fields or elements.
func contentKind(o *interp.Object) interp.LocKind {
	if o.Class.IsArray() {
		return interp.LocElement
	}
	return interp.LocField
}

// template returns the leaf value of a slot at the end of a sub-path.
func (r *recorder) template(v interp.Slot) (value, error) {
	switch {
	case v.R != nil:
		h, ok := r.t.handle(v.R)
		if !ok {
			return value{}, &interp.AbandonError{Reason: "a reference reached otherwise than from the fragment's inputs"}
		}
		return value{kind: valRef, h: h}, nil
	case v.S.Valid():
		if !r.s.overPlaceholders(v.S) {
			return value{}, &interp.AbandonError{Reason: "a value read otherwise than by the fragment"}
		}
		return value{kind: valSym, e: v.S}, nil
	}
	return value{kind: valConst, i: v.I}, nil
}
