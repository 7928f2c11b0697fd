package search

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"gospf/choicegen"
	"gospf/interp"
	"gospf/solver"
)

// node is a choice point on the current path with its saved state.
type node struct {
	gen   *choicegen.Generator
	snap  *interp.Snapshot
	order []int
	next  int // position in order of the next choice to take
	// end bounds the positions explored here: len(order), less after the
	// positions from end on were given to another explorer (task.go).
	end   int
	pcLen int // path-condition length at the choice point
	depth int // choice points above this one, the task's prefix included
	// started is set once the first choice was taken; later choices are
	// taken after returning here, from a verified state.
	started bool
	// firstUnsat is set when the first side explored (in order) was proven
	// unsat: for a two-way choice the other side is feasible by absurdity.
	firstUnsat bool
	// unsat counts the choices proven unsat: when all but the last of an
	// exhaustive choice point's are, the last is feasible by absurdity.
	unsat int
	// sites caches the cost model's statistics of the first two sides
	// (depth "auto": a map lookup saved on the second side of a branch).
	sites [2]*siteStats
}

// segEntry is one side taken since the last verified state.
type segEntry struct {
	n      *node
	choice int
	instr  int64 // instructions executed when the side was taken
	// pcEnd is the path-condition length once the side was taken (a
	// summary's side adds several conjuncts, and sides taken with a
	// witness add conjuncts without being sides).
	pcEnd int
	// site is the statistics of the side's branch site and p the
	// estimated probability that the segment up to this side is
	// feasible (depth "auto" only: auto.go).
	site *siteStats
	p    float64
}

// segmentSearch is the speculative segment DFS; with Depth 1 it is pure DFS.
type segmentSearch struct {
	opts Options

	vm     *interp.VM
	solver solver.Solver
	stack  []*node
	seg    []segEntry
	// verLen is the length of the prefix of the path condition known
	// satisfiable, verModel one of its models, or nil when the check that
	// proved it deferred its model (deferrer): verifiedModel reads it then.
	// Invariant: every choice point on the stack with pcLen <= verLen is
	// verified.
	verLen   int
	verModel solver.Model
	// deferrer is the solver when it defers models (solver.ModelDeferrer):
	// checks then ask for none, and the model of a verified path
	// condition is read only when a path ends or a task is given away
	// (pure DFS reads one model per path instead of one per check).
	deferrer solver.ModelDeferrer
	res      *Result
	start    time.Time
	saved    int64
	// watch interrupts the solver when the search must stop (watch.go);
	// nil when nothing needs watching.
	watch *watcher

	// prefix is the choice sequence (positions in exploration order) from
	// the root to the first node of the stack, when the search explores a
	// task (task.go); nil for a whole search.
	prefix []int
	// share, if set, takes subtrees the search gives away.
	share Sharer
	// cuts maps the choice sequences of choice points to the first
	// position given away there before (Task.Cuts); nil when none.
	cuts map[string]int
	// cost decides when to check under depth "auto" (auto.go); nil for
	// a fixed depth.
	cost *costModel
	// inputs is the Inputs of the last path reported: the next path
	// shares it when its VM has the same inputs (pathInputs).
	inputs []interp.InputVar
}

func (s *segmentSearch) Search(vm *interp.VM, sv solver.Solver) (*Result, error) {
	return s.explore(vm, sv, nil)
}

// explore runs the search from the VM's current state, the start of the
// program (t nil), or explores task t (task.go), replaying its prefix from
// the start.
func (s *segmentSearch) explore(vm *interp.VM, sv solver.Solver, t *Task) (*Result, error) {
	s.vm, s.solver = vm, sv
	s.res = &Result{}
	s.start = time.Now()
	if s.opts.AutoDepth && s.cost == nil {
		s.cost = newCostModel()
	}
	if s.cost != nil {
		s.cost.start()
	}
	s.verModel = solver.Model{}
	s.deferrer = nil
	if d, ok := sv.(solver.ModelDeferrer); ok && d.DefersModels() {
		s.deferrer = d
	}
	st := &s.res.Stats
	before := vm.Instructions()
	s.watch = s.startWatch(sv)
	if s.watch != nil {
		vm.SetStop(&s.watch.halt)
	}
	defer func() {
		if st.Stopped == "" && st.Interrupted > 0 {
			// A stop cut a check short and the search then ran out of
			// work (the undecided side was the last one): it did not
			// explore everything.
			st.Stopped = s.haltReason()
		}
		s.watch.stop()
		vm.SetStop(nil)
		st.Instructions = vm.Instructions() - before - st.Replayed
		st.Tasks = 1
		st.Time = time.Since(s.start)
	}()
	var gen *choicegen.Generator
	var out *interp.Outcome
	var err error
	if t == nil {
		gen, out, err = vm.Run()
	} else if err = s.replay(t); errors.Is(err, errStopped) {
		st.Stopped = s.haltReason()
		return s.res, nil
	} else if err == nil {
		// The task's choice point is on the stack: its first position is
		// taken at once.
		var more bool
		if more, err = s.resume(); err == nil && !more {
			return s.res, nil
		}
		if err == nil {
			gen, out, err = vm.Run()
		}
	}
	for {
		if err != nil && s.opts.SkipUnsupported && errors.Is(err, interp.ErrUnsupported) {
			err = s.unsupported(err)
			if err == nil {
				var more bool
				if more, err = s.resume(); err == nil && !more {
					return s.res, nil
				}
				if err == nil {
					gen, out, err = vm.Run()
				}
			}
			continue
		}
		if err != nil {
			return s.res, err
		}
		if reason := s.stopReason(); reason != "" {
			st.Stopped = reason
			return s.res, nil
		}
		if gen != nil {
			err = s.choicePoint(gen)
		} else {
			err = s.pathEnd(out)
		}
		if err != nil {
			return s.res, err
		}
		// err, not a new variable: an error of the next Run must reach
		// the check at the top of the loop.
		var more bool
		if more, err = s.resume(); err != nil {
			return s.res, err
		}
		if !more {
			return s.res, nil
		}
		gen, out, err = vm.Run()
	}
}

// unsupported ends the path that stopped at the unsupported operation of
// err (SkipUnsupported): once the sides taken since the last check are
// known feasible it counts in Stats.Unsupported; on an infeasible
// speculation it is no path at all (the segment search backtracks).
func (s *segmentSearch) unsupported(err error) error {
	if s.cost != nil {
		s.cost.interrupted()
	}
	ok, verr := s.verifySegment()
	if verr != nil || !ok {
		return verr
	}
	st := &s.res.Stats
	st.Unsupported++
	if st.UnsupportedWhy == "" {
		st.UnsupportedWhy = err.Error()
	}
	return nil
}

// stopReason says why the search must stop now, "" if it goes on.
func (s *segmentSearch) stopReason() string {
	o := &s.opts
	if why := s.watch.reason(); why != "" {
		return why
	}
	switch {
	case o.Stop != nil && o.Stop.Load():
		return "interrupted"
	case o.MaxPaths > 0 && s.res.Stats.Paths >= o.MaxPaths:
		return fmt.Sprintf("max_paths (%d) reached", o.MaxPaths)
	case o.MaxErrors > 0 && s.res.Stats.Errors >= o.MaxErrors:
		return fmt.Sprintf("max_errors (%d) reached", o.MaxErrors)
	case o.MaxTime > 0 && time.Since(s.start) > o.MaxTime:
		return MaxTimeReason(o.MaxTime)
	}
	return ""
}

// errStopped is what replay returns when the VM stopped within the
// task's prefix (interp.OutcomeStopped).
var errStopped = errors.New("stopped")

// haltReason is why the search stops after the VM stopped a path: the
// watcher's reason.
func (s *segmentSearch) haltReason() string {
	if why := s.stopReason(); why != "" {
		return why
	}
	return "interrupted"
}

// choicePoint handles a new choice point: it is pushed, or, at the depth
// limit, it ends the path once the segment is verified.
func (s *segmentSearch) choicePoint(g *choicegen.Generator) error {
	st := &s.res.Stats
	depth := len(s.prefix) + len(s.stack)
	if s.opts.DepthLimit > 0 && depth >= s.opts.DepthLimit {
		ok, err := s.verifySegment()
		if err != nil || !ok {
			return err
		}
		st.DepthLimited++
		return nil
	}
	st.ChoicePoints++
	if depth+1 > st.MaxDepth {
		st.MaxDepth = depth + 1
	}
	if s.opts.Progress != nil {
		s.opts.Progress.Depth.Store(int64(depth + 1))
	}
	s.push(g, depth)
	if s.share != nil && s.share.Wanted() {
		s.give()
	}
	return nil
}

// push saves the state at choice point g, depth choice points deep.
func (s *segmentSearch) push(g *choicegen.Generator, depth int) *node {
	st := &s.res.Stats
	order := g.Order(s.opts.TrueFirst)
	n := &node{gen: g, snap: s.vm.Snapshot(), order: order, end: len(order), pcLen: len(s.vm.PathCondition()), depth: depth}
	s.stack = append(s.stack, n)
	n.end = s.cut(len(s.stack)-1, n.end)
	s.saved += n.snap.Bytes()
	if s.saved > st.Speculation.MaxSavedBytes {
		st.Speculation.MaxSavedBytes = s.saved
	}
	if len(s.stack) > st.Speculation.MaxSavedStates {
		st.Speculation.MaxSavedStates = len(s.stack)
	}
	return n
}

// pathEnd reports a finished path once its segment is verified.
func (s *segmentSearch) pathEnd(out *interp.Outcome) error {
	st := &s.res.Stats
	if s.cost != nil {
		s.cost.event(s.vm.Instructions(), true)
	}
	switch out.Kind {
	case interp.OutcomeIgnored:
		st.Ignored++
		return nil
	case interp.OutcomeStopped:
		// Not a path: the search is stopping (watch.go).
		st.Stopped = s.haltReason()
		return nil
	}
	ok, err := s.verifySegment()
	if err != nil || !ok {
		return err
	}
	switch out.Kind {
	case interp.OutcomeLimit:
		st.InstructionLimited++
		return nil
	case interp.OutcomeCut:
		st.ArrayLengthCut++
		return nil
	case interp.OutcomeObjectLimit:
		st.ObjectLimited++
		return nil
	}
	var m solver.Model
	if out.Kind == interp.OutcomeException || !s.opts.ErrorModelsOnly {
		// A normal path's model is only reported: reading it must not
		// change what the search does next (ErrorModelsOnly; doc.go).
		if m, ok, err = s.readModel(out.Kind == interp.OutcomeException); err != nil {
			return err
		}
		if !ok {
			return s.noModel()
		}
	}
	pc := s.vm.PathCondition()
	p := &Path{Outcome: out, PC: append([]solver.Expr(nil), pc...), Model: m,
		Inputs: s.pathInputs(), Heap: s.vm.InputHeap(),
		Calls: append([]interp.SymEvent(nil), s.vm.SymCalls()...), Choices: len(s.prefix) + len(s.stack),
		Seq: s.sequence(len(s.stack))}
	st.Paths++
	if out.Kind == interp.OutcomeException {
		st.Errors++
	}
	s.res.Paths = append(s.res.Paths, p)
	if s.opts.OnPath != nil {
		s.opts.OnPath(p)
	}
	return nil
}

// pathInputs returns a copy of the VM's inputs for a path, the same copy
// as the last path's when they are equal: most programs make all their
// inputs before the first choice, and a copy for each path was an
// eighth of the bytes a run of WBS allocated (8,707 paths of 9 inputs,
// about 4 MB of 30). Paths' Inputs are read-only to their users (Path).
func (s *segmentSearch) pathInputs() []interp.InputVar {
	if ins := s.vm.Inputs(); !slices.Equal(ins, s.inputs) {
		s.inputs = slices.Clone(ins)
	}
	return s.inputs
}

// resume picks the next choice to explore, backtracking as needed, and
// applies it to the VM. It returns false when the search is complete.
func (s *segmentSearch) resume() (bool, error) {
	for len(s.stack) > 0 {
		n := s.stack[len(s.stack)-1]
		if n.next >= n.end {
			s.stack = s.stack[:len(s.stack)-1]
			s.saved -= n.snap.Bytes()
			s.vm.Release(n.snap)
			continue
		}
		if why := s.stopReason(); why != "" {
			// Work remains, and the search must stop (after an
			// interrupted check, before the next call).
			s.res.Stats.Stopped = why
			return false, nil
		}
		pos := n.next
		i := n.order[pos]
		n.next++
		if n.started {
			// The search returns to a choice point. It is verified when a
			// path below it was (the usual case: a new, empty segment
			// starts here); only a path dropped without a check
			// (Verify.ignoreIf) leaves the sides above it unverified, and
			// those stay in the segment.
			s.vm.Restore(n.snap)
			if s.cost != nil {
				s.cost.interrupted()
			}
			keep := 0
			for _, e := range s.seg {
				if e.n.depth < n.depth {
					s.seg[keep] = e
					keep++
				}
			}
			s.seg = s.seg[:keep]
			if s.verLen > n.pcLen {
				s.verLen = n.pcLen
			}
		}
		n.started = true
		if !n.gen.Symbolic() {
			// Concrete and heap choices add no constraint: taken with no
			// call, outside the segment (search/doc.go).
			if n.gen.Kind == choicegen.Heap {
				s.res.Stats.HeapChoices++
			}
			s.vm.Choose(n.gen, i)
			return true, nil
		}
		if w := n.gen.Choices[i].Witness; w != nil {
			// A summary's sub-path independent of the path condition and
			// satisfiable on its own: feasible exactly when the state
			// before it is, taken with no call and outside the segment,
			// like a heap choice (search/doc.go).
			s.res.Stats.Independent++
			s.vm.Choose(n.gen, i)
			if len(s.seg) == 0 && s.verLen == n.pcLen {
				m, ok, err := s.verifiedModel()
				if err != nil {
					return false, err
				}
				if !ok {
					return false, s.noModel()
				}
				s.verLen = len(s.vm.PathCondition())
				s.verModel = mergeModels(m, w)
			}
			return true, nil
		}
		if s.opts.Absurdity && len(s.seg) == 0 && pos > 0 && (pos == 1 && n.firstUnsat && n.gen.TwoWay() ||
			pos == len(n.order)-1 && n.unsat == pos && n.gen.Exhaustive()) {
			// The parent is verified and the other side is unsat, so this
			// side is feasible with no call; the parent's model (verModel
			// satisfies the parent's path condition) is one of its models.
			n.gen.Choices[i].Status = choicegen.Absurd
			s.res.Stats.PrunedByAbsurdity++
			s.countSide(n, i, true)
			s.vm.Choose(n.gen, i)
			s.verLen = len(s.vm.PathCondition())
			return true, nil
		}
		s.vm.Choose(n.gen, i)
		s.seg = append(s.seg, segEntry{n: n, choice: i, instr: s.vm.Instructions(), pcEnd: len(s.vm.PathCondition())})
		if !s.checkNow() {
			return true, nil
		}
		ok, err := s.verifySegment()
		if err != nil {
			return false, err
		}
		if ok {
			return true, nil
		}
		// verifySegment moved the search back to the choice point of the
		// first infeasible side; its next choice is taken next.
	}
	return false, nil
}

// checkNow decides whether the segment, whose last side was just taken,
// is checked now: when it is k sides long, or under depth "auto" when the
// cost model expects a check now to cost less time than speculating on.
func (s *segmentSearch) checkNow() bool {
	if s.cost == nil {
		return len(s.seg) >= s.opts.Depth
	}
	e := &s.seg[len(s.seg)-1]
	e.site = s.siteOf(e.n, e.choice)
	e.p = 1
	if len(s.seg) > 1 {
		e.p = s.seg[len(s.seg)-2].p
	}
	e.p *= 1 - s.cost.infeasibility(e.site)
	s.cost.taken(e.site, e.instr)
	return !s.cost.speculate(len(s.seg), e.site, e.p)
}

// siteOf returns the cost model's statistics of side choice of n.
func (s *segmentSearch) siteOf(n *node, choice int) *siteStats {
	if choice >= len(n.sites) {
		return s.cost.site(n.gen.Where, choice)
	}
	if n.sites[choice] == nil {
		n.sites[choice] = s.cost.site(n.gen.Where, choice)
	}
	return n.sites[choice]
}

// check asks the solver about the first n constraints of the path, for a
// model too unless the solver defers models.
func (s *segmentSearch) check(n int) (solver.Answer, error) {
	pc := s.vm.PathCondition()
	a, err := s.solver.Check(solver.Query{PC: pc[:n], NeedModel: s.deferrer == nil})
	if err != nil {
		return a, fmt.Errorf("solver: %w", err)
	}
	return a, nil
}

// verifiedModel returns verModel, a model of the verified prefix of the
// path condition, reading it from the solver when the check that verified
// the prefix deferred it. ok is false when the solver could not give one
// (its check for the model was interrupted or timed out).
func (s *segmentSearch) verifiedModel() (m solver.Model, ok bool, err error) {
	return s.readModel(true)
}

// readModel is verifiedModel; a model read from the solver becomes
// verModel only when keep is set.
func (s *segmentSearch) readModel(keep bool) (m solver.Model, ok bool, err error) {
	if s.verModel != nil || s.deferrer == nil {
		return s.verModel, true, nil
	}
	m, ok, err = s.deferrer.LastModel(s.vm.PathCondition()[:s.verLen])
	if err != nil {
		return nil, false, fmt.Errorf("solver: model of a verified path condition: %w", err)
	}
	if ok && keep {
		s.verModel = m
	}
	return m, ok, nil
}

// noModel is what the search does when verifiedModel found no model: when
// it is stopping (the check for the model was interrupted), it records why
// and returns nil, and the search ends at its next step without the path;
// otherwise the path cannot be reported, which is an error.
func (s *segmentSearch) noModel() error {
	if why := s.stopReason(); why != "" {
		s.res.Stats.Stopped = why
		return nil
	}
	return errors.New("solver: no model for a verified path condition (the check for it answered unknown)")
}

// verifySegment checks the current segment. If it is satisfiable, the
// whole path condition becomes verified and it returns true. Otherwise it
// finds the first side that is not known feasible (binary search), backs
// the search up to that side's choice point and returns false. With unsat
// cores, the segment's conjuncts are checked under assumptions and the
// largest index in the core is an upper bound for the first infeasible
// side: the prefix of the segment up to it contains the core, so it is
// unsat, and binary search runs over that shorter range.
func (s *segmentSearch) verifySegment() (bool, error) {
	if len(s.seg) == 0 {
		return true, nil
	}
	sp := &s.res.Stats.Speculation
	sp.SegmentsChecked++
	pc := s.vm.PathCondition()
	pcLen := len(pc)
	hi := len(s.seg)
	var a solver.Answer
	var err error
	var start time.Duration
	if s.cost != nil && s.cost.timing(len(s.seg), s.vm.Instructions()) {
		start = s.cost.now()
	}
	if cc, ok := s.solver.(solver.CoreChecker); ok && s.opts.Cores && len(s.seg) > s.minCoreSides() {
		var core []int
		a, core, err = cc.CheckCore(pc[:s.verLen], pc[s.verLen:])
		if err != nil {
			return false, fmt.Errorf("solver: %w", err)
		}
		if a.Result == solver.Unsat && len(core) > 0 {
			if m := s.sidesCovering(s.verLen + core[len(core)-1]); m < hi {
				sp.CoreNarrowed += hi - m
				hi = m
			}
		}
	} else if a, err = s.check(pcLen); err != nil {
		return false, err
	}
	if s.cost != nil {
		o := outcomeFailed
		if a.Result == solver.Sat {
			o = outcomeSat
		}
		s.cost.segChecked(len(s.seg), o, s.decidedBy(), s.cost.elapsed(start))
	}
	if a.Result == solver.Sat {
		for _, e := range s.seg {
			e.n.gen.Choices[e.choice].Status = choicegen.Sat
			s.countSide(e.n, e.choice, true)
			s.decided(e, true)
		}
		s.seg = s.seg[:0]
		s.verLen = pcLen
		s.verModel = a.Model
		return true, nil
	}
	sp.SegmentsFailed++
	return false, s.locate(a.Result, hi)
}

// locate finds the first side of the failed segment that is not feasible:
// binary search with lo = 0 (the verified prefix) and hi = the segment
// length, or the bound an unsat core gave (known unsat); while hi - lo > 1 the prefix of length mid =
// (lo+hi)/2 is checked. The first infeasible side is number hi. When the
// solver answers unknown, the prefixes between lo and hi are checked one
// by one, as pure DFS would, so an undecided side is found and reported
// rather than taken for infeasible or feasible; unless the search is
// stopping (the unknown is then, usually, an interrupted check): side
// lo+1, the first not known feasible, is the undecided one, and no call
// is made.
func (s *segmentSearch) locate(first solver.Result, hi int) error {
	sp := &s.res.Stats.Speculation
	lo := 0
	hiStatus := first
	loModel := s.verModel
	probe := func(mid int) (solver.Result, error) {
		var start time.Duration
		if s.cost != nil && s.cost.timed {
			start = s.cost.now()
		}
		a, err := s.check(s.seg[mid-1].pcEnd)
		if err != nil {
			return 0, err
		}
		if s.cost != nil {
			s.cost.probed(s.decidedBy(), s.cost.elapsed(start))
		}
		sp.BinarySearchCalls++
		if a.Result == solver.Sat {
			lo, loModel = mid, a.Model
		} else {
			hi, hiStatus = mid, a.Result
		}
		return a.Result, nil
	}
	for hiStatus == solver.Unsat && hi-lo > 1 {
		if _, err := probe((lo + hi) / 2); err != nil {
			return err
		}
	}
	stopping := hiStatus == solver.Unknown && s.stopReason() != ""
	if stopping {
		hi = lo + 1
	}
	if hiStatus == solver.Unknown && !stopping {
		for j := lo + 1; j < hi; j++ {
			r, err := probe(j)
			if err != nil {
				return err
			}
			if r != solver.Sat {
				break
			}
		}
	}
	e := s.seg[hi-1]
	for _, ok := range s.seg[:hi-1] {
		ok.n.gen.Choices[ok.choice].Status = choicegen.Sat
		s.countSide(ok.n, ok.choice, true)
		s.decided(ok, true)
	}
	sp.WastedStates += len(s.seg) - hi
	sp.WastedInstructions += s.vm.Instructions() - e.instr
	if hiStatus == solver.Unsat {
		e.n.gen.Choices[e.choice].Status = choicegen.Unsat
		s.countSide(e.n, e.choice, false)
		s.decided(e, false)
		if e.n.order[0] == e.choice {
			e.n.firstUnsat = true
		}
		e.n.unsat++
	} else {
		e.n.gen.Choices[e.choice].Status = choicegen.Unknown
		s.res.Stats.UnknownSides++
		if stopping {
			// The check was cut short (or the search is stopping anyway):
			// the sides from lo+1 on are undecided, and no more calls are
			// made; the search stops at its next step.
			s.res.Stats.Interrupted++
		}
	}
	for s.stack[len(s.stack)-1] != e.n {
		top := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		s.saved -= top.snap.Bytes()
		s.vm.Release(top.snap)
	}
	s.seg = s.seg[:0]
	s.verLen = e.n.pcLen
	s.verModel = loModel
	return nil
}

// decidedBy returns who decided the last check, when the solver says
// (solver.DecidedReporter); otherwise every check counts as the backend's.
func (s *segmentSearch) decidedBy() solver.DecidedBy {
	if r, ok := s.solver.(solver.DecidedReporter); ok {
		return r.LastDecided()
	}
	return solver.ByBackend
}

// decided teaches the cost model of depth "auto" that side e was found
// feasible or infeasible.
func (s *segmentSearch) decided(e segEntry, feasible bool) {
	if s.cost != nil && e.site != nil {
		s.cost.decided(e.site, feasible)
	}
}

// sidesCovering returns the number of segment sides whose prefix of the
// path condition includes conjunct q: the first j with seg[j-1].pcEnd >
// q (the whole segment when q lies after the last side).
func (s *segmentSearch) sidesCovering(q int) int {
	for j, e := range s.seg {
		if e.pcEnd > q {
			return j + 1
		}
	}
	return len(s.seg)
}

// mergeModels returns a model of both m and w, which share no variable
// (a fresh map: m may be a reported path's).
func mergeModels(m, w solver.Model) solver.Model {
	if len(w) == 0 {
		return m
	}
	out := make(solver.Model, len(m)+len(w))
	for k, v := range m {
		out[k] = v
	}
	for k, v := range w {
		out[k] = v
	}
	return out
}

// countSide records a side proven feasible or infeasible (paper Table II).
func (s *segmentSearch) countSide(n *node, choice int, feasible bool) {
	c := &s.res.Stats.Infeasible
	if feasible {
		c = &s.res.Stats.Feasible
	}
	if n.gen.Kind != choicegen.Branch {
		c.Other++
		return
	}
	eq := n.gen.Choices[0].Constraint.Op() == solver.OpEq
	if choice == 0 {
		c.True++
		if eq {
			c.EqTrue++
		}
	} else {
		c.False++
		if eq {
			c.EqFalse++
		}
	}
}

// minCoreSides is the segment length above which a segment is checked
// for an unsat core (CoreChecker). A fixed k keeps the contract's rule,
// every segment of two sides or more. Depth "auto" asks only segments of
// three or more: over two sides binary search makes one check, which the
// layers mostly answer from the verified prefix, while a check with
// assumptions costs more than a plain one, with Z3 and with the native
// procedure alike. (Until the fourth session of 2026-11-27 the native
// procedure's two-side segments asked for cores too: on the sequence
// driver, where half the segments fail at their last side and a core
// never narrows the search, auto ran at 1.15 of pure DFS's CPU time, and
// at 0.88-0.99 without them; docs/auto-depth.md.)
func (s *segmentSearch) minCoreSides() int {
	if s.cost != nil {
		return 2
	}
	return 1
}
