package interp

import (
	"fmt"
	"slices"

	"gospf/cfg"
	"gospf/choicegen"
	"gospf/solver"
)

// Loop merging for symbolic sizes (Trabish, Itzhaky and Rinetzky,
// "Symbolic Execution with a Bounded Symbolic-Size Model", section 3.2,
// Algorithms 1 and 2, with the execution-tree form of section 3.3): a
// loop whose iterations fork on the length of an array of symbolic length
// forks once per possible length; merging the states that leave it by
// the same exit leaves one path per exit.
//
// Taint (section 3.2.3): the variables of the length of an array of
// symbolic length, made by newarray/anewarray or by lazy initialization,
// are tainted when the array is made (loopState.taint, path state). A
// loop is symbolic-size dependent when a symbolic branch inside it tests
// a tainted variable.
//
// Merging context (Algorithm 1): at the first such branch of a loop
// instance (the innermost natural loop holding the branch, package cfg,
// in the branch's frame), the VM saves the state (the root) and explores,
// itself, every path from the branch until it leaves the loop: a DFS over
// the choice points met on the way (every kind whose choices carry
// constraints), each side checked with MergeOptions.Feasible before it is
// taken, so only feasible states are collected; the other side of a
// two-way choice whose first side is infeasible is taken with no check
// (absurdity: the state is feasible), whatever search.absurdity says. A state leaves the loop
// when its frame reaches an instruction outside the loop (loopWatch, the
// dispatch loop's check); the states are leaves of the execution tree
// whose inner nodes are the choice points, each edge labelled with its
// choice's constraint.
//
// Every loop (MergeOptions.AllLoops, search.merge_all_loops): the first
// symbolic branch of any loop starts a merging context, tainted or not: a
// walk down a list or a tree of concrete shape with symbolic keys forks
// once per node it may stop at, and merging leaves one state per exit.
// Such walks leave different references at the exit (the node where each
// stopped), which merge into a merged reference (merge_ref.go) that keeps
// the execution tree, so that field reads and null tests after the loop
// read through it without choosing. It is off by default: the paths fall
// (bintree from 16,227 to 9,243) but every later check carries the merged
// ite terms, which costs more CPU time than the paths saved
// (docs/merge-all-loops.md). With MergeOptions.Auto (and not AllLoops) a
// loop that tests no tainted variable starts such a context, references
// merged as with AllLoops (loopExplorer.refs), only where the walks' cost
// model lets it (merge_autoloop.go: a read-only walk whose result is not
// tested again); a walk it declines runs as usual, uncounted.
//
// Merging (Algorithm 2 with the tree forms of Algorithms 3 and 4): the
// leaves are grouped by the instruction they left the loop at. Per group,
// the path condition of the merged state is the root's and the group's
// guard: at a leaf true or false (in the group or not), at a node the
// disjunction over its children of the edge's constraint and the child's
// guard, true when every leaf below is in the group. A value (a local, an
// operand, a field or an element of an object the loop wrote, the
// elements of an array of symbolic length) that differs between the
// group's leaves becomes an ite over the tree: at a node, the children
// that hold leaves of the group chained by their edges' constraints, the
// last one unguarded (the group's guard says one of them holds). One
// group continues at once, as the same path; several become one choice
// point (choicegen.LoopMerge) with one choice per group, its constraint
// the group's guard, in the order the DFS first reached each exit.
//
// Exactness: the leaves are exactly the feasible paths from the root to
// the loop's exits, and the constraints of a node's edges are disjoint
// (they are the choices of one choice point), so a merged state stands
// for exactly the paths of its group, with the values each would have.
// A path that ends inside the loop (an uncaught exception, an exit, a
// limit) or leaves it in a state the merge cannot represent (it
// allocated, created inputs, initialised a class, left the frame) is an
// escape (loopEscape): a choice of its own, after the exits, whose
// constraint is its branch conditions; taking it replays its choices from
// the root (VM.guide) and the path runs on as without merging, so every
// error is found and reported on its own path, as without merging. The
// replay merges the regions the context merged, the root branch's
// included (mergeAt), so that its choices meet the choice points the
// context recorded them at.
// A loop whose body (its natural loop's blocks) allocates or throws is
// never explored (loopPlan.reject: staticReject's reasons). What the merge
// cannot represent aborts it, and the branch then runs as usual (a fork,
// counted as rejected "loop"), for this loop instance on this path
// (loopState.declined): a choice without a constraint (Verify, lazy
// initialization), a reference (unless AllLoops) or a floating-point value
// that differs between the leaves of an exit, more than MergeOptions.MaxLoopStates
// nodes, or no leaf at all (every path escaped).
//
// The elements of an input array of symbolic length whose length the
// branch tests are made inputs (read) at the root, in index order, so that
// the paths of the loop read the same inputs instead of each creating its
// own.

// Feasibility decides path conditions for loop merging.
type Feasibility interface {
	// Feasible reports whether pc is satisfiable; decided is false when
	// the solver could not tell.
	Feasible(pc []solver.Expr) (sat, decided bool, err error)
}

// loopState is the loop-merging part of the path state: saved by
// Snapshot, cut back by Restore.
type loopState struct {
	// taint holds the tainted variables, with the array whose length
	// made them tainted (section 3.2.3).
	taint []taintMark
	// declined holds the loop instances whose merge was aborted on this
	// path: they run unmerged from then on.
	declined []loopKey
}

type taintMark struct {
	v   solver.Expr
	arr *Object
}

// loopKey names a loop instance: the loop's header block in a method, at
// a frame depth.
type loopKey struct {
	m      *Method
	header int
	depth  int
}

// loopWatch is what the dispatch loop watches while a merging context
// explores: the frame at index fi stops (stopLoopExit) when its pc leaves
// the loop or when it is popped.
type loopWatch struct {
	fi int
	m  *Method
	in []bool // per instruction index of m: inside the loop
}

// leftLoop reports whether the current state has left the watched loop.
func (w *loopWatch) leftLoop(vm *VM) bool {
	fi := len(vm.frames) - 1
	if fi < w.fi || vm.frames[w.fi].m != w.m {
		return true
	}
	return fi == w.fi && !w.in[vm.frames[fi].pc]
}

// taintLength taints the variables of length l of array arr.
func (vm *VM) taintLength(l solver.Expr, arr *Object) {
	if !vm.opts.Merge.Loops || !l.Valid() {
		return
	}
	for _, v := range solver.Vars(l) {
		vm.loop.taint = append(vm.loop.taint, taintMark{v, arr})
	}
}

// taintedIn returns the taint marks whose variable occurs in a or b.
func (vm *VM) taintedIn(a, b Slot) []taintMark {
	if len(vm.loop.taint) == 0 {
		return nil
	}
	var es []solver.Expr
	for _, s := range [2]Slot{a, b} {
		if s.S.Valid() {
			es = append(es, s.S)
		}
	}
	vars := solver.Vars(es...)
	var out []taintMark
	for _, t := range vm.loop.taint {
		if slices.Contains(vars, t.v) {
			out = append(out, t)
		}
	}
	return out
}

// loopPlan is the innermost loop of a branch, cached per instruction.
type loopPlan struct {
	header int // -1: the branch is in no loop
	start  int // the header's first instruction
	in     []bool
	// exits are the first instructions of the blocks outside the loop
	// that its blocks jump to.
	exits []int
	// writes reports whether the body writes a field, a static or an
	// array element; walk is the cost model's decision where the callers
	// do not matter (merge_autoloop.go).
	writes bool
	walk   int8
	// reject is why the loop is never merged (mergeOK when it may be):
	// an instruction in its body that allocates or throws makes every
	// path through it a state the merge cannot represent, known before
	// exploring.
	reject mergeReason
}

// loopOf returns the innermost natural loop holding instruction pc of m.
func (vm *VM) loopOf(m *Method, pc int) *loopPlan {
	in := &m.code[pc]
	if p, ok := vm.merge.loops[in]; ok {
		return p
	}
	p := &loopPlan{header: -1}
	if vm.merge.loops == nil {
		vm.merge.loops = map[*insn]*loopPlan{}
	}
	vm.merge.loops[in] = p
	g, err := vm.merge.graphs.Graph(m.Code)
	if err != nil {
		return p
	}
	b := g.BlockOf(pc)
	var best *cfg.Loop
	for i := range g.Loops() {
		l := &g.Loops()[i]
		if slices.Contains(l.Body, b) && (best == nil || len(l.Body) < len(best.Body)) {
			best = l
		}
	}
	if best == nil {
		return p
	}
	p.header = best.Header
	p.start = g.Blocks()[best.Header].Start
	p.in = make([]bool, len(m.code))
	for _, lb := range best.Body {
		blk := g.Blocks()[lb]
		for i := blk.Start; i < blk.End; i++ {
			p.in[i] = true
		}
	}
	for _, lb := range best.Body {
		for _, s := range g.Blocks()[lb].Succs {
			if start := g.Blocks()[s].Start; !p.in[start] && !slices.Contains(p.exits, start) {
				p.exits = append(p.exits, start)
			}
		}
	}
	p.writes = vm.writesHeap(m, p.in, map[*Method]bool{})
	p.reject = staticReject(g, best.Body, m.code, true)
	return p
}

// loopNode is a node of a merging context's execution tree.
type loopNode struct {
	// cond is the constraint of the choice that led here (its Constraint
	// and More); invalid at the root.
	cond solver.Expr
	kids []*loopNode
	leaf *loopLeaf
	// escape marks a path that is not merged (see loopEscape).
	escape bool
}

// loopEscape is a path of a merging context that is not merged: it ended
// inside the loop (an uncaught exception, an exit, a limit) or left it in
// a state the merge cannot represent (it allocated, made inputs,
// initialised a class, left the frame). It becomes a choice of its own:
// taking it replays its choices from the root (VM.guide), so the path
// runs on exactly as without merging, and its error is found and reported
// as without merging.
type loopEscape struct {
	choices []int32
	// conds are its choices' constraints (Constraint and More of each),
	// kept apart so that the solver sees conjuncts, not one conjunction;
	// ends[k] is the number of them up to and including choice k's.
	conds []solver.Expr
	ends  []int
}

// replayEscape starts the replay of escape e, whose choice was just taken
// (its conds are the last ones on the path condition). The replay must
// meet the choice points the context met, and some of them depend on the
// path condition (an array index or bound decided from it, rangeOf; a
// model for a concretisation): so the path condition goes back to what
// it was at the branch, and each guided choice puts its own constraints
// back as it is taken (takeGuideConds), the path condition the context
// had there. At the end of the replay it is the one the search chose.
func (vm *VM) replayEscape(e loopEscape) {
	vm.pc = vm.pc[:len(vm.pc)-len(e.conds)]
	vm.guide = slices.Clone(e.choices)
	vm.guideConds = make([][]solver.Expr, len(e.ends))
	start := 0
	for k, end := range e.ends {
		vm.guideConds[k] = e.conds[start:end]
		start = end
	}
}

// takeGuideConds puts the constraints of the guided choice being taken
// back on the path condition (replayEscape); nothing for a summary's
// sub-path.
func (vm *VM) takeGuideConds() {
	if len(vm.guideConds) == 0 {
		return
	}
	vm.pc = append(vm.pc, vm.guideConds[0]...)
	vm.guideConds = vm.guideConds[1:]
}

// loopExits is the Detail of a choicegen.LoopMerge generator: its first
// choices are the merged exits, the rest the escapes.
type loopExits struct {
	groups  []*loopMerged
	escapes []loopEscape
}

// loopLeaf is a state that left the loop: where, and what it changed.
type loopLeaf struct {
	exit  int    // instruction index the watched frame left the loop at
	sp    int    // the watched frame's operand stack pointer (absolute)
	slots []Slot // the watched frame's locals and operands
	// objs holds the objects the state wrote since the root, in the
	// order of their first write, with their contents.
	objs  []*Object
	state map[*Object]objState
	insns int64 // instructions since the root
}

// objState is an object's contents in a leaf.
type objState struct {
	fields []Slot
	native any
}

// loopExplorer is one merging context.
type loopExplorer struct {
	vm      *VM
	watch   *loopWatch
	root    *Snapshot
	base    int // the watched frame's base
	nodes   int
	abort   bool
	leaves  []*loopLeaf
	escapes []loopEscape
	// path and conds are the choices taken from the root to the state
	// explored, and their constraints (Constraint and More of each);
	// ends[k] is len(conds) after choice k.
	path  []int32
	conds []solver.Expr
	ends  []int
	// refs lets the states of an exit differ in references (mergeRefs):
	// every loop (MergeOptions.AllLoops) or a walk the cost model chose.
	refs bool
}

// tryLoopMerge runs the merging context of the symbolic branch at index pc
// of frame f when the branch tests a tainted variable inside a loop not
// declined on this path. merged: the state continues after the loop (one
// exit); stop == stopChoice: a choice point between the exits (vm.gen).
func (vm *VM) tryLoopMerge(f *frame, pc int, a, b Slot) (merged bool, stop stopReason, err error) {
	if vm.loopWatching != nil || vm.opts.Merge.Feasible == nil || len(vm.guide) > 0 {
		return false, 0, nil // exploring, or replaying an escape (loopEscape)
	}
	marks := vm.taintedIn(a, b)
	if len(marks) == 0 && !vm.opts.Merge.AllLoops && !vm.opts.Merge.Auto {
		return false, 0, nil
	}
	lp := vm.loopOf(f.m, pc)
	if lp.header < 0 {
		return false, 0, nil
	}
	fi := len(vm.frames) - 1
	walk := len(marks) == 0 && !vm.opts.Merge.AllLoops
	if walk && (lp.reject != mergeOK || !vm.autoWalk(fi, lp)) {
		return false, 0, nil // a walk the cost model declines (merge_autoloop.go)
	}
	key := loopKey{f.m, lp.header, fi}
	if slices.Contains(vm.loop.declined, key) || vm.constantBranch(f, pc) {
		return false, 0, nil
	}
	if lp.reject != mergeOK {
		vm.loop.declined = append(vm.loop.declined, key)
		vm.merge.stats.Rejected[lp.reject]++
		return false, 0, nil
	}
	if err := vm.readInputElements(marks); err != nil {
		return false, 0, err
	}
	x := &loopExplorer{vm: vm, watch: &loopWatch{fi: fi, m: f.m, in: lp.in}, base: f.base, refs: vm.opts.Merge.AllLoops || walk}
	x.root = vm.Snapshot()
	defer vm.Release(x.root)
	tree := &loopNode{}
	vm.loopWatching = x.watch
	err = x.explore(tree)
	vm.loopWatching = nil
	vm.Restore(x.root)
	if err != nil {
		return false, 0, err
	}
	if x.abort {
		vm.loop.declined = append(vm.loop.declined, key)
		vm.merge.stats.Rejected[rejectLoop]++
		return false, 0, nil
	}
	groups, reason := x.merge(tree)
	if reason == mergeOK && len(groups) == 0 {
		reason = rejectLoop // every path escaped: nothing to merge
	}
	if reason != mergeOK {
		vm.loop.declined = append(vm.loop.declined, key)
		vm.merge.stats.Rejected[reason]++
		return false, 0, nil
	}
	st := &vm.merge.stats
	st.LoopMerges++
	st.LoopStates += len(x.leaves)
	if len(groups) == 1 && len(x.escapes) == 0 {
		vm.installLoopState(groups[0])
		return true, 0, nil
	}
	g := &choicegen.Generator{Kind: choicegen.LoopMerge, Where: vm.where(f, pc), Detail: &loopExits{groups, x.escapes}}
	for _, m := range groups {
		g.Choices = append(g.Choices, choicegen.Choice{Constraint: m.guard, Label: m.label})
	}
	for k, e := range x.escapes {
		g.Choices = append(g.Choices, choicegen.Choice{Constraint: e.conds[0], More: e.conds[1:], Label: fmt.Sprintf("unmerged path %d", k+1)})
	}
	vm.gen = g
	return false, stopChoice, nil
}

// readInputElements makes the elements of the input arrays among marks
// inputs, in index order (see the comment at the top).
func (vm *VM) readInputElements(marks []taintMark) error {
	for _, t := range marks {
		arr := t.arr
		if arr == nil {
			continue
		}
		sa := symArrayOf(arr)
		if sa == nil || sa.input == nil || sa.input.arr == nil {
			continue
		}
		if et := arr.Class.ElemType; et == 'L' || et == '[' {
			continue
		}
		for j := range sa.elems {
			if _, err := vm.symElem(arr, symArrayOf(arr), j); err != nil {
				return err
			}
		}
	}
	return nil
}

// explore runs the state from node until it leaves the loop, branching at
// every choice point.
func (x *loopExplorer) explore(node *loopNode) error {
	vm := x.vm
	x.nodes++
	if x.nodes > vm.opts.Merge.MaxLoopStates {
		x.abort = true
		return nil
	}
	vm.gen = nil
	stop, err := vm.exec()
	if err != nil {
		return err
	}
	switch stop {
	case stopLoopExit:
		if leaf := x.capture(); leaf != nil {
			node.leaf = leaf
			x.leaves = append(x.leaves, leaf)
			return nil
		}
		x.escape(node)
		return nil
	case stopEnd:
		x.escape(node) // the path ended in the loop
		return nil
	case stopChoice:
	default:
		x.abort = true // a fragment boundary
		return nil
	}
	g := vm.gen
	for _, ch := range g.Choices {
		if !ch.Constraint.Valid() || ch.Witness != nil {
			x.abort = true
			return nil
		}
	}
	snap := vm.Snapshot()
	defer vm.Release(snap)
	c := vm.ctx
	firstUnsat := false
	for i, ch := range g.Choices {
		cond := ch.Constraint
		for _, m := range ch.More {
			cond = c.LAnd(cond, m)
		}
		if i == 1 && firstUnsat && g.TwoWay() {
			// Absurdity: the state is feasible (every side taken was
			// checked), so the other side of an infeasible one is too.
		} else {
			sat, decided, err := vm.opts.Merge.Feasible.Feasible(append(slices.Clip(vm.pc), cond))
			if err != nil {
				return err
			}
			st := &vm.merge.stats
			st.LoopCalls++
			switch {
			case sat:
				st.LoopSat++
			case decided:
				st.LoopUnsat++
			}
			if !decided {
				x.abort = true
				return nil
			}
			if !sat {
				firstUnsat = i == 0
				continue
			}
		}
		kid := &loopNode{cond: cond}
		node.kids = append(node.kids, kid)
		vm.Choose(g, i)
		nc := len(x.conds)
		x.path, x.conds = append(x.path, int32(i)), append(append(x.conds, ch.Constraint), ch.More...)
		x.ends = append(x.ends, len(x.conds))
		if err := x.explore(kid); err != nil || x.abort {
			return err
		}
		x.path, x.conds, x.ends = x.path[:len(x.path)-1], x.conds[:nc], x.ends[:len(x.ends)-1]
		vm.Restore(snap)
	}
	return nil
}

// escape records the path to node as a loopEscape.
func (x *loopExplorer) escape(node *loopNode) {
	node.escape = true
	x.escapes = append(x.escapes, loopEscape{choices: slices.Clone(x.path), conds: slices.Clone(x.conds), ends: slices.Clone(x.ends)})
}

// capture records the state that left the loop, or returns nil when it
// cannot be merged (it allocated, created inputs, initialised a class,
// left the frame).
func (x *loopExplorer) capture() *loopLeaf {
	vm, r := x.vm, x.root
	if len(vm.frames)-1 != x.watch.fi || vm.nextHash != r.nextHash || len(vm.vars) != r.varsLen ||
		vm.varSeq != r.varSeq || len(vm.calls) != r.callsLen || vm.outcome != nil {
		return nil
	}
	f := &vm.frames[x.watch.fi]
	leaf := &loopLeaf{exit: f.pc, sp: f.sp, slots: slices.Clone(vm.stack[x.base:f.sp]),
		state: map[*Object]objState{}, insns: vm.pathInsns - r.pathInsn}
	for _, u := range vm.trail[r.trailLen:] {
		if u.obj == nil {
			return nil // a class initialised in the loop
		}
		if _, ok := leaf.state[u.obj]; !ok {
			leaf.state[u.obj] = objState{fields: slices.Clone(u.obj.Fields), native: u.obj.Native}
			leaf.objs = append(leaf.objs, u.obj)
		}
	}
	return leaf
}
