package interp

import (
	"gospf/cfg"
	"gospf/choicegen"
	cf "gospf/classfile"
)

// Veritesting (Avgerinos, Rebert, Cha and Brumley, "Enhancing Symbolic
// Execution with Veritesting", ICSE 2014) with MultiSE's guarded values
// (Sen, Necula, Gong and Choi, "MultiSE: Multi-Path Symbolic Execution
// using Value Summaries", ESEC/FSE 2015): at a
// symbolic branch whose region up to its immediate post-dominator
// (package cfg) is acyclic and small, the region is executed statically,
// every path of it at once, instead of forking. Each block of the region
// runs once, in topological order, under a guard (the conjunction of the
// branch conditions that lead to it, relative to the state at the
// branch); where paths meet, the values that differ become ite terms over
// the guards, and at the join the state continues as one path with an
// unchanged path condition: the guards of the region's paths cover the
// state before the branch, so merging needs no solver call and adds no
// choice point. The solver sees the ite terms only when a merged value
// meets a later branch or the end of the path.
//
// What a region may do (merge_exec.go): everything on locals and the
// operand stack, int and long arithmetic (symbolic or not), concrete
// float and double arithmetic, conditional jumps and switches on
// symbolic or concrete values, field and array reads and writes of
// concrete objects at concrete indices (writes are kept aside and merged
// like locals at the join: the heap is not touched until the region
// commits), reads and writes of static fields of initialised classes,
// constants, instanceof and checkcasts that succeed, calls of methods of
// the program whose body is acyclic and small, inlined up to
// MergeOptions.MaxInline calls deep (merge_inline.go), and, when the join
// is the method's exit, returns (the returned values merge and the frame
// returns once). Anything else rejects the region, which then runs as
// usual (a choice point): an allocation, an instruction that would throw
// (a null or symbolic reference, an index out of bounds or symbolic, a
// division by a symbolic or zero divisor, athrow), a call that cannot be
// inlined, a float or double that differs between paths, a cycle, a
// region larger than MergeOptions.MaxRegion instructions. Rejecting
// instead of forking the throwing path off keeps every error on a path of
// its own, found and reported exactly as without merging, and costs only
// the merge that did not happen.
//
// With MergeOptions.Auto a region that may be merged is first put to the
// cost model (merge_auto.go): one whose merged values the next decision
// would split again runs as usual, counted as rejected ("cost").
//
// Exactness: a merged state stands for exactly the paths it replaces. The
// guards of the edges into a join are disjoint and cover the guard of the
// join, so an ite chain over them is the value each path would have
// computed; values that are equal on every incoming edge stay as they
// are (concrete values stay concrete).

// MergeOptions configures veritesting (Options.Merge).
type MergeOptions struct {
	// Enabled merges acyclic regions at symbolic branches.
	Enabled bool
	// MaxRegion is the largest region merged, in instructions (the blocks
	// after the branch up to the join).
	MaxRegion int
	// MaxInline is the deepest chain of calls inlined into a region
	// (merge_inline.go); 0 rejects every region with a call.
	MaxInline int
	// Auto lets the cost model (merge_auto.go) decline regions whose
	// merged values the next decision tests.
	Auto bool
	// Loops merges symbolic-size dependent loops (merge_loop.go); it
	// needs Feasible.
	Loops bool
	// AllLoops merges every loop at its first symbolic branch, not only
	// the symbolic-size dependent ones, and lets the states that leave by
	// one exit differ in references (merge_loopjoin.go, mergeRefs), which
	// field reads and null tests then read through (merge_ref.go); it
	// needs Loops.
	AllLoops bool
	// Feasible decides the sides of the choice points a merging context
	// explores.
	Feasible Feasibility
	// MaxLoopStates is the most execution-tree nodes one merging context
	// explores before it gives up.
	MaxLoopStates int
}

// Rejection reasons: why a region was executed as usual.
type mergeReason uint8

const (
	mergeOK           mergeReason = iota
	rejectLoop                    // the region has a cycle
	rejectSize                    // larger than MaxRegion
	rejectNoJoin                  // the paths meet only at the method's exit, which the frame cannot return to statically
	rejectCall                    // a call in the region
	rejectAlloc                   // an allocation in the region
	rejectThrow                   // an instruction that may throw would, or athrow
	rejectSymRef                  // a symbolic reference (lazy input) or an array of symbolic length is used
	rejectRefMerge                // a reference differs between the paths
	rejectFloatMerge              // a float or double differs between the paths
	rejectClassInit               // a static field of a class not initialised yet
	rejectUnsupported             // an instruction the static executor does not handle
	rejectLimit                   // max_instructions_per_path would be exceeded
	rejectCost                    // the cost model (Auto): a merged value is tested right after the join
	numMergeReasons
	// mergeConcrete: the branch's condition folded to a constant (an
	// expression like x == x); the dispatch loop takes it with no choice,
	// so there is nothing to merge and nothing is counted.
	mergeConcrete = numMergeReasons
)

var mergeReasonNames = [numMergeReasons]string{
	rejectLoop: "loop", rejectSize: "size", rejectNoJoin: "no-join", rejectCall: "call",
	rejectAlloc: "allocation", rejectThrow: "exception", rejectSymRef: "symbolic-reference",
	rejectFloatMerge: "float-merge", rejectClassInit: "class-init",
	rejectUnsupported: "unsupported", rejectLimit: "instruction-limit", rejectCost: "cost",
}

// MergeStats counts what veritesting did on all paths of a run.
type MergeStats struct {
	// Merged counts regions executed statically and joined.
	Merged int
	// Branches counts the symbolic branches and switches inside merged
	// regions, the region's own first one included: each would otherwise
	// have been a choice point on some path.
	Branches int
	// Rejected counts regions executed as usual, by reason.
	Rejected [numMergeReasons]int
	// LargestSummary is the most values one merged location had: the
	// leaves of the largest ite a join built.
	LargestSummary int
	// Instructions counts the instructions executed statically.
	Instructions int64
	// LoopMerges counts the merging contexts of symbolic-size dependent
	// loops that merged (merge_loop.go); LoopStates the states (paths to
	// a loop exit) they merged.
	LoopMerges, LoopStates int
	// LoopCalls counts the solver calls of the merging contexts (sat and
	// unsat by result), so that a replay's can be told apart (package
	// dist subtracts them as it does the rest of a replay's counts).
	LoopCalls, LoopSat, LoopUnsat int64
}

// Add adds the statistics of another VM of the same run (another
// explorer).
func (s *MergeStats) Add(o MergeStats) {
	s.Merged += o.Merged
	s.Branches += o.Branches
	for i, n := range o.Rejected {
		s.Rejected[i] += n
	}
	s.LargestSummary = max(s.LargestSummary, o.LargestSummary)
	s.Instructions += o.Instructions
	s.LoopMerges += o.LoopMerges
	s.LoopStates += o.LoopStates
	s.LoopCalls += o.LoopCalls
	s.LoopSat += o.LoopSat
	s.LoopUnsat += o.LoopUnsat
}

// Sub subtracts an earlier reading o of the same VM's statistics: what
// was counted since. LargestSummary, a maximum, stays s's.
func (s *MergeStats) Sub(o MergeStats) {
	s.Merged -= o.Merged
	s.Branches -= o.Branches
	for i, n := range o.Rejected {
		s.Rejected[i] -= n
	}
	s.Instructions -= o.Instructions
	s.LoopMerges -= o.LoopMerges
	s.LoopStates -= o.LoopStates
	s.LoopCalls -= o.LoopCalls
	s.LoopSat -= o.LoopSat
	s.LoopUnsat -= o.LoopUnsat
}

// Rejection is one reason regions were rejected for, and how often.
type Rejection struct {
	Reason string
	Count  int
}

// Rejections lists the reasons with a non-zero count, in a fixed order.
func (s *MergeStats) Rejections() []Rejection {
	var l []Rejection
	for r := mergeReason(1); r < numMergeReasons; r++ {
		if s.Rejected[r] > 0 {
			l = append(l, Rejection{mergeReasonNames[r], s.Rejected[r]})
		}
	}
	return l
}

// RejectedTotal returns the number of rejected regions.
func (s *MergeStats) RejectedTotal() int {
	n := 0
	for _, c := range s.Rejected {
		n += c
	}
	return n
}

// MergeStats returns the veritesting statistics of the run so far.
func (vm *VM) MergeStats() MergeStats { return vm.merge.stats }

// mergeState is the VM's veritesting state; none of it is path state.
type mergeState struct {
	graphs cfg.Cache
	// plans caches, per branch instruction, its region and whether the
	// region can be merged at all (reasons that do not depend on values).
	plans map[*insn]*regionPlan
	// bodies caches, per method, whether its whole body can be inlined.
	bodies map[*Method]*regionPlan
	// auto caches the cost model's decisions (merge_auto.go).
	auto map[autoKey]bool
	// loops caches, per branch instruction, its innermost loop.
	loops map[*insn]*loopPlan
	// walks caches the cost model's decisions on walks (merge_autoloop.go).
	walks map[autoWalkKey]bool
	stats MergeStats
}

// regionPlan is what is known of a branch's region before it runs.
type regionPlan struct {
	g      *cfg.Graph
	r      *cfg.Region
	reject mergeReason // mergeOK when the region may be merged
}

// plan returns the region plan of the branch at instruction index pc of m.
func (vm *VM) plan(m *Method, pc int) *regionPlan {
	in := &m.code[pc]
	if p, ok := vm.merge.plans[in]; ok {
		return p
	}
	p := &regionPlan{}
	if vm.merge.plans == nil {
		vm.merge.plans = map[*insn]*regionPlan{}
	}
	vm.merge.plans[in] = p
	g, err := vm.merge.graphs.Graph(m.Code)
	if err != nil {
		p.reject = rejectUnsupported
		return p
	}
	r, ok := g.Region(pc)
	if !ok {
		p.reject = rejectUnsupported
		return p
	}
	p.g, p.r = g, r
	p.reject = vm.regionReject(g, r, r.Blocks[1:], m.code, vm.opts.Merge.MaxInline > 0)
	return p
}

// regionReject is why region r of g cannot be merged (mergeOK when it
// can): a loop, its size, or what staticReject finds in blocks.
func (vm *VM) regionReject(g *cfg.Graph, r *cfg.Region, blocks []int, code []insn, inline bool) mergeReason {
	switch {
	case !r.Acyclic:
		return rejectLoop
	case r.Size > vm.opts.Merge.MaxRegion:
		return rejectSize
	}
	return staticReject(g, blocks, code, inline)
}

// staticReject scans the blocks of a region (from blocks[first]) for
// instructions that reject it whatever the values: calls (unless they may
// be inlined: invokedynamic always), allocations, athrow, monitors.
func staticReject(g *cfg.Graph, blocks []int, code []insn, inline bool) mergeReason {
	for _, b := range blocks {
		blk := g.Blocks()[b]
		for i := blk.Start; i < blk.End; i++ {
			switch op := code[i].op; op {
			case cf.OpInvokevirtual, cf.OpInvokespecial, cf.OpInvokestatic, cf.OpInvokeinterface:
				if !inline {
					return rejectCall
				}
			case cf.OpInvokedynamic:
				return rejectCall
			case cf.OpNew, cf.OpNewarray, cf.OpAnewarray, cf.OpMultianewarray:
				return rejectAlloc
			case cf.OpAthrow:
				return rejectThrow
			case cf.OpMonitorenter, cf.OpMonitorexit, cf.OpJsr, cf.OpJsrW, cf.OpRet:
				return rejectUnsupported
			}
		}
	}
	return mergeOK
}

// mergeAt is tryMerge for the dispatch loop, whose count of instructions
// not yet added to the VM's is *n: they are added first, so that the
// instruction limit sees them.
// Before the region, at a conditional jump on a and b, it tries loop
// merging (merge_loop.go), which may stop at a choice point between the
// loop's exits.
func (vm *VM) mergeAt(f *frame, pc, sp int, n *int64, a, b Slot) (bool, stopReason, error) {
	f.pc, f.sp = pc, sp
	vm.instructions += *n
	vm.pathInsns += *n
	*n = 0
	if vm.pending >= 0 && vm.pendingGen != nil && vm.pendingGen.Kind == choicegen.LoopMerge {
		i := vm.pending
		vm.pending = -1
		exits := vm.pendingGen.Detail.(*loopExits)
		if i < len(exits.groups) {
			vm.installLoopState(exits.groups[i])
			return true, 0, nil
		}
		// An unmerged path: the branch runs again, guided through its
		// choices (merge_loop.go, loopEscape). The context explored it
		// with the branch's region merged where it merges (tryMerge
		// below, as at every branch it met): so does the replay, or the
		// guide's first choice would go to the branch itself.
		vm.replayEscape(exits.escapes[i-len(exits.groups)])
	} else if vm.opts.Merge.Loops && vm.pending < 0 {
		if merged, stop, err := vm.tryLoopMerge(f, pc, a, b); merged || stop != 0 || err != nil {
			return merged, stop, err
		}
	}
	if !vm.opts.Merge.Enabled {
		return false, 0, nil
	}
	merged, err := vm.tryMerge(f, pc)
	return merged, 0, err
}

// tryMerge merges the region of the symbolic branch or switch at index pc
// of frame f (whose pc and sp are current, the branch's operands still on
// the stack) when it can. On success the frame continues at the join (or
// has returned) and merged is true; otherwise nothing changed and the
// branch runs as usual. The reason is counted either way.
func (vm *VM) tryMerge(f *frame, pc int) (merged bool, err error) {
	if vm.pending >= 0 {
		return false, nil // the search is taking a side of this branch
	}
	p := vm.plan(f.m, pc)
	reject := p.reject
	if reject == mergeOK && vm.opts.Merge.Auto && !vm.autoMerge(f, pc, p) {
		reject = rejectCost
	}
	if reject != mergeOK {
		if !vm.constantBranch(f, pc) {
			vm.merge.stats.Rejected[reject]++
		}
		return false, nil
	}
	x := newRegionExec(vm, f, p)
	reason := x.run()
	if reason == mergeOK {
		reason = x.commit()
	}
	if reason == mergeConcrete {
		return false, nil
	}
	if reason != mergeOK {
		vm.merge.stats.Rejected[reason]++
		return false, x.err
	}
	return true, x.err
}

// constantBranch reports whether the conditional jump at index pc of f,
// its operands on the stack, has a condition that folds to a constant
// (no choice, so nothing to merge or reject).
func (vm *VM) constantBranch(f *frame, pc int) bool {
	in := &f.m.code[pc]
	switch {
	case in.op >= cf.OpIfIcmpeq && in.op <= cf.OpIfIcmple:
		return vm.branchMemoOf(in, in.op, vm.stack[f.sp-2], vm.stack[f.sp-1]).jump.IsConst()
	case in.op >= cf.OpIfeq && in.op <= cf.OpIfle:
		return vm.branchMemoOf(in, in.op, vm.stack[f.sp-1], Slot{}).jump.IsConst()
	}
	return false
}
