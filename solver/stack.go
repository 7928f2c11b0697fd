package solver

import (
	"errors"
	"fmt"
	"slices"
	"time"
)

// This file builds the solver stack: the layers of package solver, one
// decorator each (layer_*.go), over a backend wrapped in Counting. The
// model is KLEE's solver chain: every layer sees a query, answers it
// itself when it can prove the answer, and otherwise passes it (or a
// smaller query with the same answer) to the layer below. Every layer has
// its own counters; the Counting around the backend counts the solver
// calls of the contract (DESIGN.md: a call is a check that reaches the
// backend), so layers = "none" makes exactly the paper's calls.

// Errors returned by stacks.
var (
	// ErrStackOptions is returned by NewStack for a bad StackOptions.
	ErrStackOptions = errors.New("solver: bad stack options")
	// ErrQuery is returned for a query whose conjuncts are not boolean
	// expressions of the stack's Context.
	ErrQuery = errors.New("solver: bad query")
	// ErrValidation is returned in validate mode when a layer's answer
	// disagrees with the validator's.
	ErrValidation = errors.New("solver: validation failed")
	// ErrNoCores is returned by Counting.CheckCore when its inner solver
	// is not a CoreChecker.
	ErrNoCores = errors.New("solver: backend cannot compute unsat cores")
)

// AllLayers is what layers = "all" means: every layer, in stack order,
// outermost first. Cheap and certain first: the syntactic checks cost a
// map lookup per conjunct, the unsat-core superset test a few. Then the
// independence layer, above the caches, so that they see its slices,
// which repeat far more often than whole path conditions do; the query
// cache (an exact lookup) before the model cache (which evaluates).
//
// Measured on the subjects (pure DFS, true-first, the calls that reach
// Z3; each layer alone, then all):
//
//	subject      none  syntactic unsat-core independence query-cache model-cache    all
//	binheap    138346     132968     130144       130872      104179       36563  23704
//	treemap     78784      54728      62531        42193        8723       27507   1583
//	bintree     85310      73381      66810        39453        7140       30769   1893
//	fibheap     61816      59498      56960        47582       37043       10871   4402
//	wbs         17412      17412      17412        17412       17412        8742     31
//	sortedlist 425804                                                               59991
//
// Other orders of all five made from 1% fewer to 1% more calls on binheap
// and treemap, except those that put the independence layer below the
// caches: on wbs (nine independent inputs) the caches then see whole path
// conditions, and the calls stay at 8746 instead of 31.
var AllLayers = []string{"syntactic", "unsat-core", "independence", "query-cache", "model-cache"}

// StackOptions configures NewStack.
type StackOptions struct {
	// Layers names the layers in stack order, outermost first; each name is
	// one of AllLayers. []string{"none"} (paper parity: every check reaches
	// the backend) and []string{"all"} (AllLayers) stand alone.
	Layers []string
	// Ctx, when set, is the Context every conjunct must come from; Check
	// returns ErrQuery for others. When nil, this is not checked.
	Ctx *Context
	// Theory is "int" (the default when empty) or "bitvector": the
	// semantics the model cache evaluates conjuncts in. It must be the
	// backend's theory.
	Theory string
	// Validate re-checks every answer of every layer, and of the backend,
	// with Validator, and makes a disagreement an ErrValidation error. It
	// is slow: for tests and for debugging a layer.
	Validate bool
	// Validator is the bare backend Validate uses: a solver of the same
	// theory, separate from the stack's backend. The Stack closes it.
	Validator Solver
	// Native, when set, is a partial backend asked before the layers
	// (backend.go): a check it decides is a solver call that no layer
	// sees; what it declines goes through the layers to the backend
	// given to NewStack, which may then be nil (native only: what no
	// layer answers is unknown). The Stack closes it.
	Native Decider
	// BackendName names the backend in statistics ("z3").
	BackendName string
}

// LayerStats counts the work of one layer. In == AnsweredSat +
// AnsweredUnsat + PassedDown.
type LayerStats struct {
	Name string
	// In counts the queries the layer received.
	In int64
	// AnsweredSat and AnsweredUnsat count the queries the layer answered
	// itself, without passing anything down.
	AnsweredSat, AnsweredUnsat int64
	// PassedDown counts the queries the layer passed to its inner solver,
	// whole or reduced; their answers come from below, possibly completed
	// by the layer (the independence layer merges models).
	PassedDown int64
	// Time is the wall-clock time spent in the layer itself, not counting
	// the time spent in its inner solver.
	Time time.Duration
}

// CoreChecker is implemented by solvers that can say which conjuncts make
// a query unsatisfiable: Stack, and the Z3 backend (solver/z3). The
// speculative search uses it to check a segment: on unsat, max(core)+1 is
// a tighter upper bound for its binary search than the segment's length.
type CoreChecker interface {
	// CheckCore decides the conjunction of prefix and segment and always
	// gives a model when it is Sat. On Unsat, core lists ascending indices
	// into segment such that prefix together with the segment conjuncts at
	// those indices is unsatisfiable; an empty core means that prefix alone
	// is. A solver that knows no smaller core returns every index (the
	// trivial core). core is nil unless the answer is Unsat; callers read
	// it and do not keep it past the next call.
	CheckCore(prefix, segment []Expr) (Answer, []int, error)
}

// layer is what every layer type implements.
type layer interface {
	Solver
	stats() *LayerStats
}

// learner is implemented by layers that remember sat answers. A layer that
// answers sat itself, with a model, teaches the layers below it, so that
// their memories do not depend on which layer above them answered. With
// the model cache above the independence layer (the order),
// teaching saves 4% of the calls on binheap (24775 -> 23892) and half on
// wbs (64 -> 36); in AllLayers' order it changes nothing measurable.
type learner interface {
	// learn records that m, which has a value for every variable of pc
	// within its bounds, satisfies pc.
	learn(pc []Expr, m Model)
}

// layerBase holds what every layer has: its inner solver, its counters,
// and the stack's core sink.
type layerBase struct {
	// Inner is the solver the layer passes queries to.
	Inner Solver
	// Stats counts the layer's work.
	Stats LayerStats
	// sink receives the unsatisfiable sets the layer finds; nil outside a
	// Stack.
	sink *coreSink

	start time.Time     // when the current Check began
	inner time.Duration // time spent in Inner during the current Check
}

func (b *layerBase) stats() *LayerStats { return &b.Stats }

// Close closes the inner solver.
func (b *layerBase) Close() error { return b.Inner.Close() }

// begin starts counting a Check; end must follow.
func (b *layerBase) begin() {
	b.Stats.In++
	b.inner = 0
	b.start = time.Now()
}

// end adds the time of the Check since begin, minus the inner solver's.
func (b *layerBase) end() { b.Stats.Time += time.Since(b.start) - b.inner }

// down passes q to the inner solver and counts it.
func (b *layerBase) down(q Query) (Answer, error) {
	b.Stats.PassedDown++
	t := time.Now()
	a, err := b.Inner.Check(q)
	b.inner += time.Since(t)
	return a, err
}

// answered counts an answer the layer gives itself and returns it.
func (b *layerBase) answered(a Answer) (Answer, error) {
	switch a.Result {
	case Sat:
		b.Stats.AnsweredSat++
	case Unsat:
		b.Stats.AnsweredUnsat++
	default:
		panic("solver: a layer answered unknown by itself")
	}
	return a, nil
}

// teach passes a sat answer the layer gave itself to the layers below.
func (b *layerBase) teach(pc []Expr, m Model) {
	if l, ok := b.Inner.(learner); ok && m != nil {
		l.learn(pc, m)
	}
}

// coreSink is where, during one check through a Stack, the layer or the
// backend that decides unsat leaves a set of conjuncts of its query that
// is unsatisfiable by itself (an unsat core, not necessarily minimal). The
// layers above it pass the unsat answer up and may remember the set.
type coreSink struct {
	set      []Expr
	reported bool
}

// report records set; the sink keeps it, so it must not be modified
// afterwards. A nil sink ignores reports.
func (s *coreSink) report(set []Expr) {
	if s != nil {
		s.set, s.reported = set, true
	}
}

// get returns the reported set, if any. A nil sink has none.
func (s *coreSink) get() ([]Expr, bool) {
	if s == nil {
		return nil, false
	}
	return s.set, s.reported
}

func (s *coreSink) reset() { s.set, s.reported = nil, false }

// bottom sits between the innermost layer and the Counting around the
// backend. It reports the conjuncts of every unsat query to the sink, and
// during a Stack.CheckCore with cores on, it checks with assumptions: the
// conjuncts of the query that belong to the core check's prefix are the
// prefix, the others the segment.
type bottom struct {
	c    *Counting
	sink *coreSink
	// cores is set when c.Inner is a CoreChecker and the unsat-core layer
	// is on.
	cores bool
	// prefix holds the prefix conjuncts of the current Stack.CheckCore, or
	// is nil (plain checks).
	prefix map[Expr]bool
}

func (b *bottom) Check(q Query) (Answer, error) {
	if b.prefix == nil {
		a, err := b.c.Check(q)
		if err == nil && a.Result == Unsat {
			b.sink.report(slices.Clone(q.PC))
		}
		return a, err
	}
	var pre, seg []Expr
	for _, e := range q.PC {
		if b.prefix[e] {
			pre = append(pre, e)
		} else {
			seg = append(seg, e)
		}
	}
	a, core, err := b.c.CheckCore(pre, seg)
	if err != nil {
		return a, err
	}
	switch a.Result {
	case Unsat:
		set := pre
		for _, i := range core {
			if i < 0 || i >= len(seg) {
				return Answer{}, fmt.Errorf("solver: backend gave core index %d for a segment of %d", i, len(seg))
			}
			set = append(set, seg[i])
		}
		b.sink.report(set)
	case Sat:
		if !q.NeedModel {
			a.Model = nil
		}
	}
	return a, nil
}

func (b *bottom) Close() error { return b.c.Close() }

// CheckCore passes a core check to the inner solver, which must be a
// CoreChecker (else it returns ErrNoCores), and counts it as one call.
func (c *Counting) CheckCore(prefix, segment []Expr) (Answer, []int, error) {
	cc, ok := c.Inner.(CoreChecker)
	if !ok {
		return Answer{}, nil, fmt.Errorf("%w: %T", ErrNoCores, c.Inner)
	}
	start := time.Now()
	a, core, err := cc.CheckCore(prefix, segment)
	c.count(start, a, err)
	return a, core, err
}

// Stack is a solver stack built by NewStack. It is a Solver and a
// CoreChecker. It is not safe for concurrent use.
type Stack struct {
	top     Solver
	layers  []layer      // in stack order
	native  *nativeFront // nil without a native procedure
	backend *Counting
	bot     *bottom
	sink    coreSink
	ctx     *Context
	// cores is set when the unsat-core layer is on: only then does
	// CheckCore return cores smaller than the whole segment.
	cores bool
	val   *validator // nil unless validating
	// backendName names the backend below the layers in statistics; ""
	// when there is none (native only).
	backendName string
	// last says who decided the last check (LastDecided).
	last DecidedBy
}

// DecidedBy says who decided a check in a Stack: the native procedure in
// front, a layer (no backend call), or the backend below the layers.
// Their times differ by orders of magnitude (a microsecond, a map lookup,
// tens of microseconds for Z3), so a search that estimates what a check
// costs keeps them apart (package search, depth "auto").
type DecidedBy uint8

// Who decides a check; NumDecidedBy is their number.
const (
	ByNative DecidedBy = iota
	ByLayer
	ByBackend
	NumDecidedBy
)

// DecidedReporter is implemented by solvers that say who decided their
// last check: Stack, and what wraps one and passes the question on.
type DecidedReporter interface {
	LastDecided() DecidedBy
}

// LastDecided returns who decided the last Check or CheckCore.
func (s *Stack) LastDecided() DecidedBy { return s.last }

// decidedBelow records who decided a check that passed the native
// procedure, from the backend's calls before it.
func (s *Stack) decidedBelow(before int64) {
	s.last = ByLayer
	if s.backend.Stats.Calls > before {
		s.last = ByBackend
	}
}

var (
	_ Solver      = (*Stack)(nil)
	_ CoreChecker = (*Stack)(nil)
	_ Interrupter = (*Stack)(nil)
)

// Interrupt interrupts the check in progress in every backend of the
// stack that can be interrupted: the backend below the layers, the native
// procedure and the validator (see Interrupter). The layers themselves
// only look things up; they finish at once.
func (s *Stack) Interrupt() {
	Interrupt(s.backend.Inner)
	if s.native != nil {
		Interrupt(s.native.d)
	}
	if s.val != nil {
		Interrupt(s.val.v)
	}
}

// expandLayers checks a layer list and expands "all" and "none".
func expandLayers(names []string) ([]string, error) {
	if len(names) == 0 {
		return nil, fmt.Errorf("%w: no layers; write \"none\" for no layers", ErrStackOptions)
	}
	if len(names) == 1 {
		switch names[0] {
		case "none":
			return nil, nil
		case "all":
			return AllLayers, nil
		}
	}
	seen := make(map[string]bool)
	for _, n := range names {
		switch {
		case n == "none" || n == "all":
			return nil, fmt.Errorf("%w: %q must stand alone", ErrStackOptions, n)
		case !slices.Contains(AllLayers, n):
			return nil, fmt.Errorf("%w: unknown layer %q", ErrStackOptions, n)
		case seen[n]:
			return nil, fmt.Errorf("%w: layer %q is listed twice", ErrStackOptions, n)
		}
		seen[n] = true
	}
	return names, nil
}

// NewStack builds the layers named by o.Layers over backend. backend is
// wrapped in a Counting, which counts the calls that reach it (Backend).
// The unsat-core layer makes CheckCore ask the backend for cores when the
// backend is a CoreChecker.
func NewStack(o StackOptions, backend Solver) (*Stack, error) {
	names, err := expandLayers(o.Layers)
	if err != nil {
		return nil, err
	}
	var bv bool
	switch o.Theory {
	case "", "int":
	case "bitvector":
		bv = true
	default:
		return nil, fmt.Errorf("%w: theory %q (want \"int\" or \"bitvector\")", ErrStackOptions, o.Theory)
	}
	if backend == nil && o.Native == nil {
		return nil, fmt.Errorf("%w: no backend", ErrStackOptions)
	}
	if o.Validate && o.Validator == nil {
		return nil, fmt.Errorf("%w: Validate without a Validator", ErrStackOptions)
	}
	name := o.BackendName
	if backend == nil {
		backend, name = undecided{}, ""
	}
	s := &Stack{backend: &Counting{Inner: backend}, ctx: o.Ctx, cores: slices.Contains(names, "unsat-core")}
	if o.Native != nil {
		s.native = &nativeFront{d: o.Native, stats: BackendStats{Name: o.Native.Name()}}
	}
	s.backendName = name
	_, canCore := backend.(CoreChecker)
	s.bot = &bottom{c: s.backend, sink: &s.sink, cores: s.cores && canCore}
	if o.Validate {
		s.val = newValidator(o.Validator, bv)
	}
	var next Solver = s.bot
	if s.val != nil {
		next = &validating{name: "backend", inner: next, val: s.val}
	}
	s.layers = make([]layer, len(names))
	for i := len(names) - 1; i >= 0; i-- {
		var l layer
		base := layerBase{Inner: next, Stats: LayerStats{Name: names[i]}, sink: &s.sink}
		switch names[i] {
		case "syntactic":
			l = &Syntactic{layerBase: base}
		case "model-cache":
			mc := NewModelCache(bv, DefaultModelCacheSize, next)
			mc.layerBase = base
			l = mc
		case "independence":
			in := NewIndependence(DefaultIndependenceSize, next)
			in.layerBase = base
			l = in
		case "query-cache":
			qc := NewQueryCache(DefaultQueryCacheSize, next)
			qc.layerBase = base
			l = qc
		case "unsat-core":
			uc := NewUnsatCores(DefaultUnsatCoresSize, next)
			uc.layerBase = base
			l = uc
		}
		s.layers[i] = l
		next = l
		if s.val != nil {
			next = &validating{name: names[i], inner: next, val: s.val}
		}
	}
	s.top = next
	return s, nil
}

// Backend returns the Counting around the backend below the layers: the
// calls that reached it (with a native procedure, the checks it declined
// that no layer answered).
func (s *Stack) Backend() *Counting { return s.backend }

// Calls returns the solver calls of the contract: the checks that reached
// a backend, the native procedure's decisions and the calls below the
// layers together.
func (s *Stack) Calls() Stats {
	st := s.backend.Stats
	if s.native != nil {
		n := s.native.stats
		st.Calls += n.Sat + n.Unsat
		st.Sat += n.Sat
		st.Unsat += n.Unsat
		st.Time += n.Time
	}
	return st
}

// Backends returns the calls split by who decided them: the native
// procedure first (its declined checks counted too), then the backend
// below the layers. Without a backend below (native only), the unknown
// answers that no layer gave are the native procedure's.
func (s *Stack) Backends() []BackendStats {
	var out []BackendStats
	b := s.backend.Stats
	if s.native != nil {
		n := s.native.stats
		if s.backendName == "" {
			n.Calls += b.Calls
			n.Unknown += b.Unknown
		}
		out = append(out, n)
	}
	if s.backendName != "" {
		reads, rechecks := s.modelCounts()
		out = append(out, BackendStats{Name: s.backendName, Calls: b.Calls, Sat: b.Sat, Unsat: b.Unsat,
			Unknown: b.Unknown + b.Errors, Time: b.Time, ModelReads: reads, ModelRechecks: rechecks})
	}
	return out
}

// Layers returns the counters of the layers, in stack order (empty for
// "none").
func (s *Stack) Layers() []LayerStats {
	out := make([]LayerStats, len(s.layers))
	for i, l := range s.layers {
		out[i] = *l.stats()
	}
	return out
}

// Cores reports whether CheckCore can return cores smaller than the whole
// segment: whether the unsat-core layer is on.
func (s *Stack) Cores() bool { return s.cores }

// checkPC returns ErrQuery unless every conjunct of pc is a boolean
// expression of the stack's Context.
func (s *Stack) checkPC(pc []Expr) error {
	for i, e := range pc {
		if e.Kind() != KBool {
			return fmt.Errorf("%w: conjunct %d is %s, not a boolean expression", ErrQuery, i, e.Kind())
		}
		if s.ctx != nil && e.n.ctx != s.ctx {
			return fmt.Errorf("%w: conjunct %d (%s) is from another Context", ErrQuery, i, e)
		}
	}
	return nil
}

// Check passes q through the layers.
func (s *Stack) Check(q Query) (Answer, error) {
	if err := s.checkPC(q.PC); err != nil {
		return Answer{}, err
	}
	s.sink.reset()
	s.last = ByNative
	if a, ok, err := s.native.check(s, q); ok || err != nil {
		return a, err
	}
	defer s.decidedBelow(s.backend.Stats.Calls)
	return s.top.Check(q)
}

// CheckCore decides prefix and segment together, through the layers, and
// on unsat returns a core (see CoreChecker). Without the unsat-core layer
// the core is trivial (every index of segment), so a search that uses
// max(core)+1 makes exactly the paper's calls. With it, the core is the
// part in segment of the unsatisfiable set that the deciding layer or the
// backend found: a Z3 unsat core (the backend checks with assumptions,
// one call), the pair of a conjunct and its negation (syntactic), a cached
// core (query cache, unsat-core), or the independent slice of the query.
// A CheckCore passes through the layers like a Check with NeedModel set,
// and counts as one call when it reaches the backend.
func (s *Stack) CheckCore(prefix, segment []Expr) (Answer, []int, error) {
	pc := joined(prefix, segment)
	if err := s.checkPC(pc); err != nil {
		return Answer{}, nil, err
	}
	s.sink.reset()
	s.last = ByNative
	if a, core, ok, err := s.native.checkCore(s, pc, len(prefix)); ok || err != nil {
		return a, core, err
	}
	defer s.decidedBelow(s.backend.Stats.Calls)
	if s.bot.cores {
		s.bot.prefix = make(map[Expr]bool, len(prefix))
		for _, e := range prefix {
			s.bot.prefix[e] = true
		}
		defer func() { s.bot.prefix = nil }()
	}
	a, err := s.top.Check(Query{PC: pc, NeedModel: true})
	if err != nil || a.Result != Unsat {
		return a, nil, err
	}
	core := trivialCore(len(segment))
	if set, ok := s.sink.get(); ok && s.cores {
		if c, ok := coreIndices(set, prefix, segment); ok {
			core = c
		}
	}
	if s.val != nil {
		if err := s.val.checkCore(prefix, segment, core); err != nil {
			return Answer{}, nil, err
		}
	}
	return a, core, nil
}

// joined returns prefix followed by segment, without copying when the
// segment follows the prefix in memory (a search passes two parts of its
// path condition). The result is read, never written.
func joined(prefix, segment []Expr) []Expr {
	n := len(prefix)
	if len(segment) == 0 {
		return prefix
	}
	if n > 0 && cap(prefix) >= n+len(segment) && &prefix[:n+1][n] == &segment[0] {
		return prefix[:n+len(segment)]
	}
	pc := make([]Expr, 0, n+len(segment))
	return append(append(pc, prefix...), segment...)
}

// trivialCore returns 0..n-1.
func trivialCore(n int) []int {
	core := make([]int, n)
	for i := range core {
		core[i] = i
	}
	return core
}

// coreIndices maps an unsatisfiable set of conjuncts of prefix and segment
// to the ascending indices of its segment part: for each conjunct of set
// that is not in prefix, the index of its first occurrence in segment. It
// reports false when set has a conjunct in neither.
func coreIndices(set, prefix, segment []Expr) ([]int, bool) {
	inPrefix := make(map[Expr]bool, len(prefix))
	for _, e := range prefix {
		inPrefix[e] = true
	}
	first := make(map[Expr]int, len(segment))
	for i, e := range segment {
		if _, ok := first[e]; !ok {
			first[e] = i
		}
	}
	core := []int{}
	added := make(map[int]bool)
	for _, e := range set {
		if inPrefix[e] {
			continue
		}
		i, ok := first[e]
		if !ok {
			return nil, false
		}
		if !added[i] {
			added[i] = true
			core = append(core, i)
		}
	}
	slices.Sort(core)
	return core, true
}

// Close closes the native procedure, the layers, the backend and the
// validator.
func (s *Stack) Close() error {
	err := s.top.Close()
	if s.native != nil {
		if nerr := s.native.d.Close(); err == nil {
			err = nerr
		}
	}
	if s.val != nil {
		if verr := s.val.v.Close(); err == nil {
			err = verr
		}
	}
	return err
}
