package summary

import (
	"slices"

	"gospf/interp"
	"gospf/solver"
)

// alt is one sub-path of a fragment from the current state: its leaf,
// its conditions (instantiated), a witness when it is independent of the
// path condition, and its bindings: the objects and values of the state
// it was found in that the leaf's handles and placeholders stand for
// (applying it needs no second walk). A sub-path that ends in an opaque
// node has no leaf: it runs the fragment's code, guide listing the sides
// it takes at the choice points on the way (the branch nodes whose
// condition is not constant), and opaque says why.
type alt struct {
	leaf    *leaf
	conds   []solver.Expr
	witness solver.Model
	objs    []*interp.Object
	phs     []solver.Expr
	guide   []int32
	opaque  string
}

// walker instantiates a fragment's summary against the current state.
// The Summariser keeps one and reuses its memory from visit to visit; the
// sub-paths it finds live in its buffers until the next walk (instance
// copies them).
type walker struct {
	s     *Summariser
	vm    *interp.VM
	t     tables
	conds []solver.Expr
	// guide lists the sides taken at the branch nodes whose condition is
	// not constant: the choices of the sub-path when it runs its code.
	guide []int32
	alts  []alt
	// the sub-paths' conditions, guides and bindings, back to back.
	condBuf  []solver.Expr
	guideBuf []int32
	objBuf   []*interp.Object
	phBuf    []solver.Expr
	// pcVars holds the path condition's variables once a witness needs
	// them.
	pcVars map[solver.Expr]bool
	// miss says why the summary does not cover the state; unrecorded is
	// set when a recording could fill it in.
	miss       string
	unrecorded bool
	// dropInfeasible and dropConst count the sides left out.
	dropInfeasible, dropConst int
}

// reset prepares w for a walk on vm.
func (w *walker) reset(s *Summariser, vm *interp.VM) {
	w.s, w.vm = s, vm
	w.t.reset()
	w.conds, w.guide, w.alts = w.conds[:0], w.guide[:0], w.alts[:0]
	w.condBuf, w.guideBuf = w.condBuf[:0], w.guideBuf[:0]
	clear(w.objBuf)
	w.objBuf, w.phBuf = w.objBuf[:0], w.phBuf[:0]
	w.pcVars = nil
	w.miss, w.unrecorded = "", false
	w.dropInfeasible, w.dropConst = 0, 0
}

// instantiate walks fr's summary: the sub-paths from the current state,
// or a miss.
func (s *Summariser) instantiate(vm *interp.VM, fr *fragment) *walker {
	w := &s.walker
	w.reset(s, vm)
	w.walk(fr.root)
	return w
}

// instance returns a copy of the walk's sub-paths that outlives the next
// walk.
func (w *walker) instance() *instance {
	conds := slices.Clone(w.condBuf)
	guides := slices.Clone(w.guideBuf)
	objs := slices.Clone(w.objBuf)
	phs := slices.Clone(w.phBuf)
	alts := make([]alt, len(w.alts))
	var c, g, o, h int
	for k, a := range w.alts {
		alts[k] = alt{leaf: a.leaf, witness: a.witness, opaque: a.opaque, conds: conds[c : c+len(a.conds) : c+len(a.conds)],
			guide: guides[g : g+len(a.guide) : g+len(a.guide)], objs: objs[o : o+len(a.objs) : o+len(a.objs)],
			phs: phs[h : h+len(a.phs) : h+len(a.phs)]}
		c, g, o, h = c+len(a.conds), g+len(a.guide), o+len(a.objs), h+len(a.phs)
	}
	return &instance{alts: alts}
}

// walk visits n; it returns false on a miss.
func (w *walker) walk(n *node) bool {
	if n == nil {
		w.miss, w.unrecorded = "not recorded", true
		return false
	}
	switch n.kind {
	case opaqueNode:
		w.emitOpaque(n.reason)
		return true
	case leafNode:
		return w.emit(n.leaf)
	case readNode:
		v := w.read(n.loc)
		o, ok := w.t.classify(v)
		if !ok {
			w.miss = "a lazy input, an object with model state or a symbolic float"
			return false
		}
		if o.kind == outSym && !w.s.fits(v.S) {
			w.miss = "a value that may leave its type's range (int theory)"
			return false
		}
		c := n.child(o)
		if c == nil {
			w.miss, w.unrecorded = "not recorded", true
			return false
		}
		m := w.t.mark()
		w.t.bind(o, v)
		ok = w.walk(c.child)
		w.t.restore(m)
		return ok
	}
	for i := range n.sides {
		sd := &n.sides[i]
		if sd.infeasible {
			w.dropInfeasible++
			continue
		}
		c, ok := w.s.substSide(sd, w.t.phs)
		if !ok {
			w.miss = "an operator summaries do not know"
			return false
		}
		if c.IsConst() && c.ConstValue() == 0 {
			w.dropConst++
			continue
		}
		if !c.IsConst() {
			w.conds = append(w.conds, c)
			w.guide = append(w.guide, int32(i))
		}
		ok = w.walk(sd.child)
		if !c.IsConst() {
			w.conds = w.conds[:len(w.conds)-1]
			w.guide = w.guide[:len(w.guide)-1]
		}
		if !ok {
			return false
		}
	}
	return true
}

// read returns the value at lc in the current state.
func (w *walker) read(lc loc) interp.Slot {
	switch lc.kind {
	case locLocal:
		return w.vm.Locals()[lc.index]
	case interp.LocStatic, interp.LocInit:
		return w.vm.Read(interp.Location{Kind: lc.kind, Class: lc.class, Index: lc.index})
	}
	return w.vm.Read(interp.Location{Kind: lc.kind, Obj: w.t.objs[lc.h], Index: lc.index})
}

// emit adds the sub-path ending in l, unless replaying it could differ
// from running it: more frames than the VM allows, or more instructions
// than the path may run.
func (w *walker) emit(l *leaf) bool {
	vm := w.vm
	if vm.Depth()+l.frames > vm.MaxFrames() {
		w.miss = "the call depth"
		return false
	}
	if lim := vm.InstructionLimit(); lim > 0 && vm.PathInstructions()+l.insns > lim {
		w.miss = "max_instructions_per_path"
		return false
	}
	c, o, h := len(w.condBuf), len(w.objBuf), len(w.phBuf)
	w.condBuf = append(w.condBuf, w.conds...)
	w.objBuf = append(w.objBuf, w.t.objs...)
	w.phBuf = append(w.phBuf, w.t.phs...)
	a := alt{leaf: l, conds: w.condBuf[c:], objs: w.objBuf[o:], phs: w.phBuf[h:]}
	if l.hasModel && len(w.conds) > 0 {
		if w.pcVars == nil {
			w.pcVars = w.s.pcVars(vm.PathCondition())
		}
		a.witness = w.s.witness(l, w.conds, w.t.phs, w.pcVars)
	}
	w.alts = append(w.alts, a)
	return true
}

// emitOpaque adds the sub-path that ends in an opaque node: it will run
// the fragment's code, guided through the choices so far.
func (w *walker) emitOpaque(reason string) {
	c, g := len(w.condBuf), len(w.guideBuf)
	w.condBuf = append(w.condBuf, w.conds...)
	w.guideBuf = append(w.guideBuf, w.guide...)
	w.alts = append(w.alts, alt{conds: w.condBuf[c:], guide: w.guideBuf[g:], opaque: reason})
}

// witness returns a model of a sub-path's conditions (leaf l, bindings phs) over variables that occur
// nowhere in the path condition (pcVars), from the model its recording
// found, or nil. The placeholders of the model must stand for distinct
// variables (they do: one value, one placeholder) that the path condition
// does not mention, with the model's values within their bounds; then
// the path condition and a's conditions share no variable, and both are
// satisfiable, so their conjunction is, by the union of their models.
func (s *Summariser) witness(l *leaf, conds, phs []solver.Expr, pcVars map[solver.Expr]bool) solver.Model {
	for _, pv := range l.model {
		e := phs[pv.j]
		if e.Op() != solver.OpVar || pcVars[e] {
			return nil
		}
		if lo, hi := e.Bounds(); pv.v < lo || pv.v > hi {
			return nil
		}
	}
	m := make(solver.Model, len(l.model))
	for _, pv := range l.model {
		m[phs[pv.j].Name()] = pv.v
	}
	for _, c := range conds {
		if v, ok := solver.Eval(c, m); !ok || v == 0 {
			return nil
		}
	}
	return m
}

// pcVars returns the set of variables of the path condition pc. The set
// follows the path condition incrementally: the conjuncts past the
// prefix it shares with the previous call are taken out, the new ones
// put in (a conjunct's variables are counted, so a variable leaves the
// set with the last conjunct that mentions it).
func (s *Summariser) pcVars(pc []solver.Expr) map[solver.Expr]bool {
	t := &s.pcTrack
	if t.set == nil {
		t.set, t.count = map[solver.Expr]bool{}, map[solver.Expr]int32{}
	}
	n := 0
	for n < len(t.conjs) && n < len(pc) && t.conjs[n] == pc[n] {
		n++
	}
	for i := len(t.conjs) - 1; i >= n; i-- {
		for _, v := range s.vars(t.conjs[i]) {
			if t.count[v]--; t.count[v] == 0 {
				delete(t.count, v)
				delete(t.set, v)
			}
		}
	}
	t.conjs = append(t.conjs[:n], pc[n:]...)
	for _, c := range pc[n:] {
		for _, v := range s.vars(c) {
			if t.count[v]++; t.count[v] == 1 {
				t.set[v] = true
			}
		}
	}
	return t.set
}

// pcTracker is the path condition pcVars saw last and its variables.
type pcTracker struct {
	conjs []solver.Expr
	count map[solver.Expr]int32
	set   map[solver.Expr]bool
}
