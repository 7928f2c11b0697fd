package summary

import (
	"errors"

	"gospf/interp"
	"gospf/solver"
)

// alt is one sub-path of a fragment from the current state: its leaf,
// its conditions (instantiated), the side it takes at each branch node
// (to find it again when it is applied), and a witness when it is
// independent of the path condition. A sub-path that ends in an opaque
// node has no leaf: it runs the fragment's code, its path listing the
// sides it takes at the choice points on the way (the branch nodes whose
// condition is not constant), and opaque says why.
type alt struct {
	leaf    *leaf
	conds   []solver.Expr
	path    []int32
	witness solver.Model
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
	path  []int32
	// guide lists the sides taken at the branch nodes whose condition is
	// not constant: the choices of the sub-path when it runs its code.
	guide []int32
	alts  []alt
	// the sub-paths' conditions and paths, back to back.
	condBuf []solver.Expr
	pathBuf []int32
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
	w.conds, w.path, w.guide, w.alts = w.conds[:0], w.path[:0], w.guide[:0], w.alts[:0]
	w.condBuf, w.pathBuf = w.condBuf[:0], w.pathBuf[:0]
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
func (w *walker) instance(root *node) *instance {
	conds := append([]solver.Expr(nil), w.condBuf...)
	paths := append([]int32(nil), w.pathBuf...)
	alts := make([]alt, len(w.alts))
	var c, p int
	for k, a := range w.alts {
		alts[k] = alt{leaf: a.leaf, witness: a.witness, opaque: a.opaque, conds: conds[c : c+len(a.conds) : c+len(a.conds)],
			path: paths[p : p+len(a.path) : p+len(a.path)]}
		c, p = c+len(a.conds), p+len(a.path)
	}
	return &instance{root: root, alts: alts}
}

// replay walks from root along path again, binding the handles and
// placeholders of the sub-path it leads to, and returns its leaf. The
// state is the one the path was found in (the search restored it), and
// a summary only grows, so the walk finds the same leaf.
func (w *walker) replay(root *node, path []int32) (*leaf, error) {
	for n, k := root, 0; n != nil; {
		switch n.kind {
		case readNode:
			v := w.read(n.loc)
			o, ok := w.t.classify(v)
			c := n.child(o)
			if !ok || c == nil {
				return nil, errReplay
			}
			w.t.bind(o, v)
			n = c.child
		case branchNode:
			if k >= len(path) {
				return nil, errReplay
			}
			n = n.sides[path[k]].child
			k++
		case leafNode:
			return n.leaf, nil
		default:
			return nil, errReplay
		}
	}
	return nil, errReplay
}

var errReplay = errors.New("summary: a sub-path cannot be found again in the state it was found in")

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
		c, ok := w.s.subst(sd.cond, w.t.phs)
		if !ok {
			w.miss = "an operator summaries do not know"
			return false
		}
		if c.IsConst() && c.ConstValue() == 0 {
			w.dropConst++
			continue
		}
		w.path = append(w.path, int32(i))
		if !c.IsConst() {
			w.conds = append(w.conds, c)
			w.guide = append(w.guide, int32(i))
		}
		ok = w.walk(sd.child)
		w.path = w.path[:len(w.path)-1]
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
	c, p := len(w.condBuf), len(w.pathBuf)
	w.condBuf = append(w.condBuf, w.conds...)
	w.pathBuf = append(w.pathBuf, w.path...)
	a := alt{leaf: l, conds: w.condBuf[c:], path: w.pathBuf[p:]}
	if l.model != nil && len(w.conds) > 0 {
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
	c, p := len(w.condBuf), len(w.pathBuf)
	w.condBuf = append(w.condBuf, w.conds...)
	w.pathBuf = append(w.pathBuf, w.guide...)
	w.alts = append(w.alts, alt{conds: w.condBuf[c:], path: w.pathBuf[p:], opaque: reason})
}

// witness returns a model of a sub-path's conditions (leaf l, bindings phs) over variables that occur
// nowhere in the path condition (pcVars), from the model its recording
// found, or nil. The placeholders of the model must stand for distinct
// variables (they do: one value, one placeholder) that the path condition
// does not mention, with the model's values within their bounds; then
// the path condition and a's conditions share no variable, and both are
// satisfiable, so their conjunction is, by the union of their models.
func (s *Summariser) witness(l *leaf, conds, phs []solver.Expr, pcVars map[solver.Expr]bool) solver.Model {
	n := 0
	for j, e := range phs {
		val, ok := l.model[s.placeholder(e.Kind(), j).Name()]
		if !ok {
			continue
		}
		if e.Op() != solver.OpVar || pcVars[e] {
			return nil
		}
		if lo, hi := e.Bounds(); val < lo || val > hi {
			return nil
		}
		n++
	}
	m := make(solver.Model, n)
	for j, e := range phs {
		if val, ok := l.model[s.placeholder(e.Kind(), j).Name()]; ok {
			m[e.Name()] = val
		}
	}
	for _, c := range conds {
		if v, ok := solver.Eval(c, m); !ok || v == 0 {
			return nil
		}
	}
	return m
}

// pcVars returns the set of variables of the path condition (its map is
// reused from visit to visit).
func (s *Summariser) pcVars(pc []solver.Expr) map[solver.Expr]bool {
	if s.pcVarSet == nil {
		s.pcVarSet = map[solver.Expr]bool{}
	}
	vs := s.pcVarSet
	clear(vs)
	for _, c := range pc {
		for _, v := range s.vars(c) {
			vs[v] = true
		}
	}
	return vs
}
