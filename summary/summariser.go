package summary

import (
	"fmt"
	"sort"

	"gospf/cfg"
	"gospf/choicegen"
	"gospf/interp"
	"gospf/solver"
)

// Options configures a Summariser.
type Options struct {
	Strategy Strategy
	// MaxBytes bounds the memory of the summaries (summary_cache_mb); once
	// reached, nothing more is recorded and what is known stays in use.
	MaxBytes int64
	// MaxSubPaths bounds the sub-paths one recording explores; the rest
	// of the fragment from that state is left opaque.
	MaxSubPaths int
	// MaxInstructions bounds the instructions of one recorded sub-path.
	MaxInstructions int64
	// Bitvector is set for the bit-vector theory (see fits).
	Bitvector bool
	// Solver checks the recorded sub-paths' conditions; Calls returns the
	// solver calls made so far, so that recordings' calls are counted.
	Solver solver.Solver
	Calls  func() int64
	Ctx    *solver.Context
}

// Defaults for Options.
const (
	DefaultMaxSubPaths     = 64
	DefaultMaxInstructions = 20000
)

// Stats describes what the summaries did.
type Stats struct {
	Strategy string `json:"strategy"`
	// Fragments counts the fragments of the methods that ran; Summarised
	// those with at least one recorded sub-path.
	Fragments  int `json:"fragments"`
	Summarised int `json:"fragments_summarised"`
	// Recordings counts the recordings; SubPaths the sub-paths they
	// recorded; Opaque the sub-paths they could not, by reason.
	Recordings int            `json:"recordings"`
	SubPaths   int            `json:"sub_paths"`
	Opaque     map[string]int `json:"opaque_sub_paths"`
	// GivenUp counts the fragments whose summaries did not pay in their
	// first TrialVisits visits.
	GivenUp int `json:"given_up"`
	// Hits counts the visits a summary replayed (Direct of them with one
	// unconditional sub-path, applied with no choice point); Misses the
	// visits that ran the code, by reason.
	Hits   int            `json:"hits"`
	Direct int            `json:"direct"`
	Misses map[string]int `json:"misses"`
	// Offered counts the sub-paths offered as choices at hits; Guided
	// those of them that run the fragment's code (their recording could
	// not replay them: an exception, a native call ...), guided through
	// the fragment's choices.
	Offered int `json:"sub_paths_offered"`
	Guided  int `json:"guided"`
	// Decisions made with no solver call, by reason: sub-paths left out
	// because their conditions are unsat on their own (known from the
	// recording) or because one became false on these values; sub-paths
	// offered with a witness (independent of the path condition and
	// satisfiable on their own, taken with no call).
	DroppedInfeasible int `json:"dropped_infeasible"`
	DroppedConstant   int `json:"dropped_constant"`
	Independent       int `json:"independent"`
	// SummarisationCalls are the solver calls the recordings made (they
	// are included in the run's calls).
	SummarisationCalls int64 `json:"summarisation_calls"`
	// InstructionsAvoided are the instructions of the replayed sub-paths;
	// InstructionsRecorded those the recordings executed (included in
	// the run's instructions).
	InstructionsAvoided  int64 `json:"instructions_avoided"`
	InstructionsRecorded int64 `json:"instructions_recorded"`
	// Bytes is the summaries' approximate memory; Full is set when the
	// bound stopped recordings.
	Bytes int64 `json:"bytes"`
	Full  bool  `json:"full"`
}

// Summariser summarises code fragments for one VM: it implements
// interp.Fragments. It is not safe for concurrent use.
type Summariser struct {
	opts      Options
	ctx       *solver.Context
	solver    solver.Solver
	bitvector bool
	graphs    cfg.Cache
	// frags holds each method's fragments by entry instruction, exits
	// the exits of its fragments.
	frags map[*interp.Method]map[int]*fragment
	exits map[*interp.Method]map[int]bool
	// phVars are the placeholders by kind, phIndex their numbers.
	phVars   map[solver.Kind][]solver.Expr
	phIndex  map[solver.Expr]int
	varsOf   map[solver.Expr][]solver.Expr
	fitsMemo map[solver.Expr]bool
	// walker is reused by every instantiation; pcTrack by pcVars.
	walker  walker
	pcTrack pcTracker
	stats   Stats
}

// New returns a Summariser.
func New(o Options) *Summariser {
	if o.MaxSubPaths <= 0 {
		o.MaxSubPaths = DefaultMaxSubPaths
	}
	if o.MaxInstructions <= 0 {
		o.MaxInstructions = DefaultMaxInstructions
	}
	s := &Summariser{opts: o, ctx: o.Ctx, solver: o.Solver, bitvector: o.Bitvector,
		frags: map[*interp.Method]map[int]*fragment{}, exits: map[*interp.Method]map[int]bool{}, phVars: map[solver.Kind][]solver.Expr{},
		phIndex: map[solver.Expr]int{}, varsOf: map[solver.Expr][]solver.Expr{}, fitsMemo: map[solver.Expr]bool{}}
	s.stats.Strategy = o.Strategy.String()
	s.stats.Opaque = map[string]int{}
	s.stats.Misses = map[string]int{}
	return s
}

// Stats returns the statistics so far.
func (s *Summariser) Stats() Stats {
	st := s.stats
	for _, fs := range s.frags {
		for _, f := range fs {
			if f.root != nil && hasLeaf(f.root) {
				st.Summarised++
			}
		}
	}
	return st
}

func hasLeaf(n *node) bool {
	switch n.kind {
	case leafNode:
		return true
	case readNode:
		for _, c := range n.outs {
			if c.child != nil && hasLeaf(c.child) {
				return true
			}
		}
	case branchNode:
		for _, sd := range n.sides {
			if sd.child != nil && hasLeaf(sd.child) {
				return true
			}
		}
	}
	return false
}

func (s *Summariser) calls() int64 {
	if s.opts.Calls == nil {
		return 0
	}
	return s.opts.Calls()
}

// grow counts n more bytes of summaries.
func (s *Summariser) grow(n int64) { s.stats.Bytes += n }

func (s *Summariser) opaqueCount(reason string) { s.stats.Opaque[reason]++ }

// Boundaries implements interp.Fragments: the entries and exits of m's
// fragments under the strategy.
func (s *Summariser) Boundaries(m *interp.Method) []int {
	if m.Code == nil || m.Name == "<clinit>" {
		return nil
	}
	g, err := s.graphs.Graph(m.Code)
	if err != nil {
		return nil
	}
	frs := selectFragments(s.opts.Strategy, g)
	if len(frs) == 0 {
		return nil
	}
	byEntry, exits := map[int]*fragment{}, map[int]bool{}
	var marks []int
	for _, f := range frs {
		f.inputs = g.LiveIn(f.entry)
		byEntry[f.entry] = f
		marks = append(marks, f.entry)
		marks = append(marks, f.exits...)
		for _, x := range f.exits {
			exits[x] = true
		}
	}
	s.frags[m], s.exits[m] = byEntry, exits
	s.stats.Fragments += len(frs)
	return sortedSet(marks)
}

// Visit implements interp.Fragments: at a fragment's entry, its summary
// from the current state becomes a choice point (or is applied at once
// when it has one unconditional sub-path); a state the summary has not
// seen is recorded first.
func (s *Summariser) Visit(vm *interp.VM) (*choicegen.Generator, bool, error) {
	m, pc := vm.TopMethod(), vm.TopPC()
	fr := s.frags[m][pc]
	if fr == nil || fr.disabled {
		return nil, false, nil // only an exit of other fragments, or given up
	}
	switch {
	case s.opts.Strategy == Methods && vm.Depth() == 1:
		return nil, false, nil // the run's entry or main: nothing to reuse
	case !vm.TopFrameOrdinary():
		s.miss("a class initialiser, callback or lambda frame")
		return nil, false, nil
	case len(vm.Operands()) != 0:
		s.miss("a non-empty operand stack")
		return nil, false, nil
	}
	w := s.instantiate(vm, fr)
	if w.miss != "" && w.unrecorded {
		if s.stats.Bytes >= s.opts.MaxBytes {
			s.stats.Full = true
			s.miss("summary_cache_mb reached")
			return nil, false, nil
		}
		if err := s.record(vm, fr); err != nil {
			return nil, false, err
		}
		w = s.instantiate(vm, fr)
	}
	s.judge(vm, m, fr, w)
	if w.miss != "" || len(w.alts) == 0 {
		if w.miss == "" {
			w.miss = "no sub-path"
		}
		s.miss(w.miss)
		return nil, false, nil
	}
	s.stats.Hits++
	s.stats.DroppedInfeasible += w.dropInfeasible
	s.stats.DroppedConstant += w.dropConst
	if len(w.alts) == 1 && len(w.alts[0].conds) == 0 {
		a := &w.alts[0]
		if a.leaf == nil {
			s.miss(a.opaque) // runs the code, which is all a summary could do
			return nil, false, nil
		}
		s.stats.Direct++
		return nil, true, s.apply(vm, a.leaf, a.objs, a.phs)
	}
	inst := w.instance()
	g := &choicegen.Generator{Kind: choicegen.Summary, Where: vm.Where(pc), Detail: inst,
		Choices: make([]choicegen.Choice, len(inst.alts))}
	for k := range inst.alts {
		a := &inst.alts[k]
		ch := &g.Choices[k]
		ch.Label = "sub-path"
		if a.leaf == nil {
			s.stats.Guided++
		}
		switch {
		case len(a.conds) == 0:
			ch.Witness = solver.Model{}
		case a.witness != nil:
			ch.Witness = a.witness
			s.stats.Independent++
			fallthrough
		default:
			ch.Constraint, ch.More = a.conds[0], a.conds[1:]
		}
	}
	s.stats.Offered += len(inst.alts)
	return g, false, nil
}

// A fragment is on trial for its first TrialVisits visits: when none of
// them paid, it is given up and its code runs from then on (its entry is
// unmarked when no other fragment ends there). A visit pays when it
// leaves out a sub-path infeasible on its own, offers one with a witness,
// offers one that stands for two or more branches, or replays at least
// MinReplayed instructions with no choice point. A summary that only
// replays a few instructions, or whose sub-paths always run their code,
// costs more than running the code: the measurements in
// docs/summaries.md.
const (
	TrialVisits = 64
	MinReplayed = 50
)

// judge counts visit w of fragment fr (of method m) towards its trial.
func (s *Summariser) judge(vm *interp.VM, m *interp.Method, fr *fragment, w *walker) {
	if fr.visits >= TrialVisits {
		return
	}
	fr.visits++
	if w.miss == "" && w.pays() {
		fr.paid++
	}
	if fr.visits == TrialVisits && fr.paid == 0 {
		fr.disabled = true
		s.stats.GivenUp++
		if !s.exits[m][fr.entry] {
			vm.Unmark(m, fr.entry)
		}
	}
}

// pays reports whether a successful walk saves more than it costs (see
// TrialVisits).
func (w *walker) pays() bool {
	if w.dropInfeasible > 0 {
		return true
	}
	for _, a := range w.alts {
		if a.witness != nil || len(a.conds) >= 2 {
			return true
		}
	}
	return len(w.alts) == 1 && w.alts[0].leaf != nil && w.alts[0].leaf.insns >= MinReplayed
}

// instance is a summary instantiated at one visit: the generator's Detail.
type instance struct{ alts []alt }

func (s *Summariser) miss(reason string) { s.stats.Misses[reason]++ }

// Apply implements interp.Fragments: a sub-path with a leaf is replayed;
// one that ends in an opaque node runs the fragment's code, guided
// through its choices.
func (s *Summariser) Apply(vm *interp.VM, g *choicegen.Generator, i int) (bool, error) {
	inst, ok := g.Detail.(*instance)
	if !ok || i < 0 || i >= len(inst.alts) {
		return false, fmt.Errorf("summary: choice %d of a generator that is not a summary's", i)
	}
	a := &inst.alts[i]
	if a.leaf == nil {
		vm.Guide(a.guide)
		return true, nil
	}
	return false, s.apply(vm, a.leaf, a.objs, a.phs)
}

// apply replays a sub-path: its allocations in order, its writes, its
// frame (locals, operands and pc, or the return), its instructions.
func (s *Summariser) apply(vm *interp.VM, l *leaf, objs []*interp.Object, phs []solver.Expr) error {
	allocs := make([]*interp.Object, len(l.allocs))
	for k, al := range l.allocs {
		allocs[k] = vm.Alloc(al.class, al.n)
	}
	for _, w := range l.writes {
		v, err := s.slotOf(w.v, objs, allocs, phs)
		if err != nil {
			return err
		}
		loc := interp.Location{Kind: w.loc.kind, Class: w.loc.class, Index: w.loc.index}
		if w.loc.kind != interp.LocStatic {
			loc.Obj = object(w.loc.h, objs, allocs)
		}
		vm.Write(loc, v)
	}
	vm.AddPathInstructions(l.insns)
	s.stats.InstructionsAvoided += l.insns
	if l.ret {
		v, err := s.slotOf(l.retVal, objs, allocs, phs)
		if err != nil {
			return err
		}
		return vm.Return(v, l.retW)
	}
	locals := vm.Locals()
	for _, lw := range l.locals {
		v, err := s.slotOf(lw.v, objs, allocs, phs)
		if err != nil {
			return err
		}
		locals[lw.i] = v
	}
	stack := make([]interp.Slot, len(l.stack))
	for k, sv := range l.stack {
		v, err := s.slotOf(sv, objs, allocs, phs)
		if err != nil {
			return err
		}
		stack[k] = v
	}
	vm.SetOperands(stack)
	vm.SetTopPC(l.exitPC)
	return nil
}

// MissReasons returns the reasons of Stats.Misses in decreasing order of
// count (then by name), for reports.
func MissReasons(m map[string]int) []string {
	rs := make([]string, 0, len(m))
	for r := range m {
		rs = append(rs, r)
	}
	sort.Slice(rs, func(i, j int) bool {
		if m[rs[i]] != m[rs[j]] {
			return m[rs[i]] > m[rs[j]]
		}
		return rs[i] < rs[j]
	})
	return rs
}
