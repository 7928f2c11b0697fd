package lia

import (
	"errors"
	"fmt"

	"gospf/solver"
)

// ErrOptions is returned by New for bad Options.
var ErrOptions = errors.New("lia: bad options")

// Budgets of one check: beyond them the procedure declines.
const (
	// DefaultMaxPivots bounds the simplex pivots of one check.
	DefaultMaxPivots = 2000
	// DefaultMaxNodes bounds the branch-and-bound nodes of one check
	// (integrality and disequality splits).
	DefaultMaxNodes = 200
	// DefaultMaxVars bounds the simplex variables kept from earlier paths.
	DefaultMaxVars = 64
	// DefaultMaxCases bounds the case splits of one check (dpll.go).
	DefaultMaxCases = 2000
)

// Options configures a Solver.
type Options struct {
	// Theory is "int" (the default when empty) or "bitvector".
	Theory string
	// MaxPivots and MaxNodes are the work budget of one check; zero means
	// the default.
	MaxPivots, MaxNodes int
	// MaxVars bounds the simplex variables kept across paths; zero means
	// DefaultMaxVars.
	MaxVars int
	// MaxCases bounds the case splits of one check over the clauses of
	// disjunctions and ite terms; zero means DefaultMaxCases.
	MaxCases int
}

// Stats counts a Solver's work.
type Stats struct {
	Sat, Unsat int64 // checks decided
	// Declined counts the checks left to another solver, by reason:
	// "foreign" (a conjunct outside linear arithmetic), "budget" (the work
	// budget ran out), "unverifiable" (the model cannot be evaluated in
	// int64s, see solver.Holds), "model" (a model failed its final
	// evaluation, which would be a bug: it is counted, and the check
	// declined).
	Declined map[string]int64
	Pivots   int64
	Nodes    int64 // branch-and-bound nodes beyond the root
	Cases    int64 // case splits over clauses (dpll.go)
	Clausal  int64 // checks with clauses: disjunctions or ite terms
	// Kept counts the checks with clauses answered under a case kept from
	// an earlier check (dpll.go), with no search over the older clauses.
	Kept     int64
	Rebuilds int64 // simplex rebuilds (see Solver.maxVars)
	// Remembered counts the checks answered from the prefix memory
	// (solver.PrefixMemo), included in Sat and Unsat.
	Remembered int64
}

// Solver decides conjunctions of linear integer constraints exactly and
// incrementally (see the package documentation). It is not safe for
// concurrent use.
type Solver struct {
	bv       bool
	maxPiv   int
	maxNodes int
	maxCases int
	tr       *translator
	sx       simplex

	// varIdx maps an input variable to its simplex variable; slackIdx a
	// form key to its slack variable. inputOf is the inverse for inputs
	// (the zero Expr for slacks). Variables outlive the scopes that made
	// them: a popped scope's variables have no bounds left but their
	// declared ones, so they constrain nothing, and the next path that
	// takes the same branch finds them ready. When there are more than
	// maxVars, the simplex is rebuilt from the live scopes.
	varIdx   map[solver.Expr]int
	slackIdx map[string]int
	inputOf  []solver.Expr
	maxVars  int
	// rebuildAt is the number of variables that triggers the next rebuild:
	// maxVars, or twice the live variables after a rebuild if more.
	rebuildAt  int
	rebuilding bool

	// scopes mirrors the previous query's path condition, one per conjunct.
	scopes []scope
	diseqs []diseq
	// contradictions counts the scopes whose assertions contradict their
	// variables' bounds: while it is non-zero, every query is unsat.
	contradictions int
	// foreign counts the scopes with a foreign conjunct, clausal those
	// with clauses.
	foreign, clausal int
	// assign is the value of each boolean variable in the case search
	// (0: none, 1: true, -1: false), btrail the variables set, in order.
	assign    []int8
	btrail    []int32
	casesLeft int
	// kept holds, at index n-1, the case last found sat for a path
	// condition of n scopes (dpll.go); it is valid while the scope
	// numbered its id is the nth. cls is a buffer for the clauses a
	// search covers; openBufs[d] holds the clauses still open at depth d
	// of the case search (dpll.go, cases).
	kept     []keptCase
	cls      [][]lit
	openBufs [][][]lit
	depth    int
	// lastID numbers the scopes pushed.
	lastID uint64
	// phase is each boolean variable's value in the last case found sat
	// that set it (0: none): a split tries that value first.
	phase []int8
	// live holds the variables of the scopes' conjuncts.
	live map[solver.Expr]bool
	// verified is the number of scopes, from the first, whose vals hold a
	// solution that satisfies their conjuncts (see unchangedScopes).
	verified int
	// gen numbers the simplexes (it grows at every rebuild): an atom's
	// cached simplex variable is valid when its gen is this.
	gen uint32

	nodesLeft int
	// memo remembers what the checks proved about the prefixes of the path
	// condition (solver.PrefixMemo): the speculative search's binary
	// search over a failed segment is answered from it when it can.
	memo solver.PrefixMemo
	// identity is 0, 1, 2, ...: the cores DecideCore returns are its prefixes.
	identity []int
	// rootConflict is the conflictSource of the last check when the
	// simplex found it unsat without splits (branchBound otherwise).
	rootConflict int32
	model        []num // the input values of the last integer solution, by simplex variable
	// modelLen is the length of the path condition that model was
	// verified to satisfy (Decide's final evaluation), -1 when none is;
	// modelGen is gen then. The prefix memory's known-sat prefix, when of
	// length modelLen, is that path condition: it only grows with a new
	// verified model and shrinks to shared prefixes. (Shorter, it is a
	// prefix of it too, but the conjuncts from there on rarely all hold:
	// evaluating them cost more than it saved.)
	modelLen int
	modelGen uint32

	Stats Stats
}

// scope is what one conjunct added.
type scope struct {
	// id numbers the scope among all pushed (from 1).
	id            uint64
	conj          solver.Expr
	trailMark     int
	ndiseqs       int
	foreign       bool
	contradiction bool
	// clauses are the conjunct's clauses (nil when it is foreign or
	// contradictory).
	clauses [][]lit
	// model is set when the path condition up to this scope was decided
	// sat, with the model found.
	model solver.Model
	// newVars are the variables of the conjunct that no earlier scope
	// has, vals their values in the last verified solution.
	newVars []solver.Expr
	vals    []int64
}

// diseq is a disequality x != v on a simplex variable.
type diseq struct {
	x int
	v num
}

// New returns a Solver for o.Theory.
func New(o Options) (*Solver, error) {
	var bv bool
	switch o.Theory {
	case "", "int":
	case "bitvector":
		bv = true
	default:
		return nil, fmt.Errorf("%w: theory %q (want \"int\" or \"bitvector\")", ErrOptions, o.Theory)
	}
	if o.MaxPivots < 0 || o.MaxNodes < 0 || o.MaxVars < 0 || o.MaxCases < 0 {
		return nil, fmt.Errorf("%w: negative budget", ErrOptions)
	}
	s := &Solver{bv: bv, maxPiv: o.MaxPivots, maxNodes: o.MaxNodes, maxVars: o.MaxVars, maxCases: o.MaxCases, tr: newTranslator(bv), modelLen: -1,
		varIdx: make(map[solver.Expr]int), slackIdx: make(map[string]int), live: make(map[solver.Expr]bool), gen: 1,
		Stats: Stats{Declined: make(map[string]int64)}}
	if s.maxPiv == 0 {
		s.maxPiv = DefaultMaxPivots
	}
	if s.maxNodes == 0 {
		s.maxNodes = DefaultMaxNodes
	}
	if s.maxVars == 0 {
		s.maxVars = DefaultMaxVars
	}
	if s.maxCases == 0 {
		s.maxCases = DefaultMaxCases
	}
	s.rebuildAt = s.maxVars
	return s, nil
}

// Name returns "native".
func (s *Solver) Name() string { return "native" }

// Decide answers q when it can prove the answer: Sat with a model that
// satisfies every conjunct (checked by evaluation in the theory's
// semantics), or Unsat. It declines (false) when a conjunct is outside
// linear arithmetic, unless the others are already unsatisfiable, and
// when the work budget runs out.
func (s *Solver) Decide(q solver.Query) (solver.Answer, bool) {
	a, declined := s.decide(q.PC)
	s.Stats.Remembered = s.memo.Answered
	switch {
	case declined != "":
		s.Stats.Declined[declined]++
	case a.Result == solver.Sat:
		s.Stats.Sat++
	default:
		s.Stats.Unsat++
	}
	return a, declined == ""
}

// decide is Decide without the statistics; declined is the reason it
// declines, "" when it answers.
func (s *Solver) decide(pc []solver.Expr) (a solver.Answer, declined string) {
	if a, ok := s.memo.Answer(pc, true, s.conjunctVars); ok {
		return a, ""
	}
	if a, ok := s.byLastModel(pc); ok {
		return a, ""
	}
	s.sync(pc)
	if s.contradictions > 0 {
		s.memo.LearnUnsat(pc, s.firstContradiction()+1, true)
		return solver.Answer{Result: solver.Unsat}, ""
	}
	s.sx.pivotsLeft = s.maxPiv
	s.nodesLeft = s.maxNodes
	s.casesLeft = s.maxCases
	s.rootConflict = branchBound
	var r checkResult
	if s.clausal > 0 {
		s.Stats.Clausal++
		r = s.solveCases()
	} else {
		r = s.solve(true)
	}
	s.Stats.Pivots = s.sx.pivots
	switch {
	case r == resUnsat:
		if s.rootConflict >= 0 {
			s.memo.LearnUnsat(pc, int(s.rootConflict)+1, true)
		} else {
			s.memo.LearnUnsat(pc, len(pc), false)
		}
		return solver.Answer{Result: solver.Unsat}, ""
	case r == resBudget:
		return solver.Answer{}, "budget"
	case s.foreign > 0:
		return solver.Answer{}, "foreign"
	}
	m := s.buildModel()
	for i := s.unchangedScopes(); i < len(pc); i++ {
		switch holds, ok := solver.HoldsFunc(pc[i], s.valueOf, s.bv); {
		case !ok:
			s.verified = 0
			return solver.Answer{}, "unverifiable"
		case !holds:
			s.verified = 0
			return solver.Answer{}, "model"
		}
	}
	s.recordVerified()
	if n := len(s.scopes); n > 0 {
		s.scopes[n-1].model = m
	}
	a = solver.Answer{Result: solver.Sat, Model: m}
	s.memo.Learn(pc, a)
	s.modelLen, s.modelGen = len(pc), s.gen
	return a, ""
}

// byLastModel answers a check of pc, a prefix of the path condition the
// prefix memory follows that lies between its longest known-sat prefix
// and its shortest known-unsat one (what the speculative search's binary
// search over a failed segment checks), when the last solution, verified
// for that known-sat prefix, also satisfies pc's further conjuncts: pc is
// then sat, with no simplex work. Two thirds of the binary-search checks
// of SSE (k = 3) on the binary tree are answered so; each costs the
// evaluation of one or two conjuncts where a solve would evaluate them
// too. The scopes are synced as a solve would, so the next check starts
// from the same state.
func (s *Solver) byLastModel(pc []solver.Expr) (solver.Answer, bool) {
	satLen, _, _ := s.memo.Bounds()
	if s.modelLen != satLen || s.modelGen != s.gen || !s.memo.Between(pc) {
		return solver.Answer{}, false
	}
	for _, e := range pc[satLen:] {
		for _, v := range s.conjunctVars(e) {
			if x, ok := s.varIdx[v]; ok && x >= len(s.model) {
				return solver.Answer{}, false // newer than the solution
			}
		}
		if holds, ok := solver.HoldsFunc(e, s.valueOf, s.bv); !ok || !holds {
			return solver.Answer{}, false
		}
	}
	s.sync(pc)
	if s.contradictions > 0 || s.foreign > 0 || s.modelGen != s.gen {
		// A foreign conjunct is for the backend behind to decide, even
		// when the solution satisfies it (Decide declines it); a
		// contradictory one holds under no solution; and a push that
		// rebuilt the simplex renumbered the variables the solution
		// gives values to.
		return solver.Answer{}, false
	}
	m := s.buildModel()
	// The scopes verified under this solution keep their values.
	s.recordVerifiedFrom(min(s.verified, satLen))
	s.scopes[len(s.scopes)-1].model = m
	a := solver.Answer{Result: solver.Sat, Model: m}
	s.memo.Learn(pc, a)
	s.memo.Answered++
	s.modelLen = len(pc)
	return a, true
}

// conjunctVars returns the variables of a conjunct (memoised with its
// translation).
func (s *Solver) conjunctVars(e solver.Expr) []solver.Expr { return s.tr.conjunct(e).vars }

// unchangedScopes returns how many scopes, from the first, hold conjuncts
// that the last solution satisfies with no evaluation: they were
// evaluated under an earlier solution that gave the same values to their
// variables. A conjunct's variables are the new variables of its scope
// and of the scopes before it, so the scopes before the first one whose
// new variables changed value, among those verified, are unchanged.
func (s *Solver) unchangedScopes() int {
	for i := range s.verified {
		sc := &s.scopes[i]
		for j, v := range sc.newVars {
			if x, _ := s.valueOf(v); x != sc.vals[j] {
				return i
			}
		}
	}
	return s.verified
}

// recordVerified remembers the values of the last solution under which
// every scope's conjunct was evaluated true.
func (s *Solver) recordVerified() { s.recordVerifiedFrom(0) }

// recordVerifiedFrom is recordVerified for a solution that gives the
// scopes before from the values they recorded.
func (s *Solver) recordVerifiedFrom(from int) {
	for i := from; i < len(s.scopes); i++ {
		sc := &s.scopes[i]
		sc.vals = sc.vals[:0]
		for _, v := range sc.newVars {
			x, _ := s.valueOf(v)
			sc.vals = append(sc.vals, x)
		}
	}
	s.verified = len(s.scopes)
}

// KnownSat returns the longest prefix of the last query decided sat (its
// length, 0 for none) and the model found for it.
func (s *Solver) KnownSat() (int, solver.Model) {
	for i := len(s.scopes) - 1; i >= 0; i-- {
		if m := s.scopes[i].model; m != nil {
			return i + 1, m
		}
	}
	return 0, nil
}

// DecideCore decides pc, a prefix of prefix conjuncts followed by a
// segment, like Decide. On Unsat the core is 0..h-1, indices into the
// segment, for an h such that the prefix and the segment's first h
// conjuncts are unsatisfiable, found without another check when it can
// be: the first conjunct that contradicts the bounds before it, or else
// the newest conjunct among the bounds of the simplex's conflict row
// (those bounds alone are contradictory), or what the prefix memory
// knows. Only a conflict of the integer search's splits needs a binary
// search over native checks; it starts from the prefixes the memory
// knows, and leaves the bounds it finds there, so that the speculative
// search's own binary search over the same prefixes is answered from it.
func (s *Solver) DecideCore(pc []solver.Expr, prefix int) (solver.Answer, []int, bool) {
	a, ok := s.Decide(solver.Query{PC: pc, NeedModel: true})
	if !ok || a.Result != solver.Unsat {
		return a, nil, ok
	}
	seg := len(pc) - prefix
	satLen, unsatLen, located := s.memo.Bounds()
	lo, hi := max(satLen-prefix, -1), unsatLen-prefix // lo: sat (-1: none known); hi: unsat
	for !located && hi-lo > 1 {
		mid := (lo + hi) / 2
		b, declined := s.decide(pc[:prefix+mid])
		if declined != "" {
			hi = seg // the trivial core
			break
		}
		if b.Result == solver.Unsat {
			hi = mid
		} else {
			lo = mid
		}
	}
	return a, s.prefixCore(hi), true
}

// prefixCore returns 0..h-1 (nothing when h <= 0), a slice of a shared,
// growing identity sequence: callers read cores, never write them.
func (s *Solver) prefixCore(h int) []int {
	h = max(h, 0)
	for len(s.identity) < h {
		s.identity = append(s.identity, len(s.identity))
	}
	return s.identity[:h:h]
}

// firstContradiction returns the first scope whose conjunct contradicts
// the bounds, or -1.
func (s *Solver) firstContradiction() int {
	if s.contradictions == 0 {
		return -1
	}
	for i, sc := range s.scopes {
		if sc.contradiction {
			return i
		}
	}
	return -1
}

// Close releases nothing: the Solver holds only Go memory.
func (s *Solver) Close() error { return nil }

// sync makes the scopes mirror pc: pops the scopes past the longest
// common prefix and pushes one per new conjunct.
func (s *Solver) sync(pc []solver.Expr) {
	n := 0
	for n < len(s.scopes) && n < len(pc) && s.scopes[n].conj == pc[n] {
		n++
	}
	for len(s.scopes) > n {
		s.pop()
	}
	for _, e := range pc[n:] {
		s.push(e)
	}
}

// push asserts the conjunct e in a new scope.
func (s *Solver) push(e solver.Expr) {
	s.lastID++
	sc := scope{id: s.lastID, conj: e, trailMark: len(s.sx.trail), ndiseqs: len(s.diseqs)}
	if n := len(s.scopes); n < cap(s.scopes) {
		// Reuse the buffers of the scope popped from this place.
		old := s.scopes[:n+1][n]
		sc.newVars, sc.vals = old.newVars[:0], old.vals[:0]
		sc.clauses = nil
	}
	c := s.tr.conjunct(e)
	for _, v := range c.vars {
		if !s.live[v] {
			s.live[v] = true
			sc.newVars = append(sc.newVars, v)
		}
	}
	switch {
	case c.foreign != "" || !s.guardsHold(c.guards):
		sc.foreign = true
		s.foreign++
	case c.isFalse:
		sc.contradiction = true
	default:
		for i := range c.atoms {
			if !s.assert(&c.atoms[i], int32(len(s.scopes))) {
				sc.contradiction = true
				break
			}
		}
	}
	if sc.contradiction {
		s.contradictions++
	} else if !sc.foreign && len(c.clauses) > 0 {
		sc.clauses = c.clauses
		s.clausal++
	}
	s.scopes = append(s.scopes, sc)
	if s.sx.numVars() > s.rebuildAt && !s.rebuilding {
		s.rebuild()
	}
}

// pop undoes the newest scope.
func (s *Solver) pop() {
	sc := s.scopes[len(s.scopes)-1]
	s.scopes = s.scopes[:len(s.scopes)-1]
	if sc.contradiction {
		s.contradictions--
	}
	if sc.foreign {
		s.foreign--
	}
	if sc.clauses != nil {
		s.clausal--
	}
	s.sx.popTo(sc.trailMark)
	s.diseqs = s.diseqs[:sc.ndiseqs]
	s.verified = min(s.verified, len(s.scopes))
	for _, v := range sc.newVars {
		delete(s.live, v)
	}
}

// rebuild starts a fresh simplex with the variables of the live scopes
// only: the memory of earlier paths is bounded by maxVars.
func (s *Solver) rebuild() {
	live := s.scopes
	s.scopes = nil
	s.gen++
	s.rebuilding = true
	defer func() { s.rebuilding = false }()
	s.sx = simplex{pivots: s.sx.pivots}
	clear(s.varIdx)
	clear(s.slackIdx)
	s.inputOf = s.inputOf[:0]
	s.diseqs = s.diseqs[:0]
	clear(s.live)
	s.contradictions, s.foreign, s.clausal, s.verified = 0, 0, 0, 0
	for _, sc := range live {
		s.push(sc.conj)
		s.scopes[len(s.scopes)-1].model = sc.model
		s.scopes[len(s.scopes)-1].id = sc.id // the same path condition: the cases kept for it hold
	}
	s.rebuildAt = max(s.maxVars, 2*s.sx.numVars())
	s.Stats.Rebuilds++
}

// guardsHold reports whether every guarded operand stays within its range
// for every value of its inputs within their current bounds. Those bounds
// are the declared ones tightened by the atoms of the live scopes, all of
// them exact where the earlier ones hold; so on the set of solutions of
// the earlier scopes the guarded conjunct's bit-vector meaning is its
// mathematical one, and its atoms may join them. A bound asserted later
// does not count: the guard is decided when the conjunct is pushed, and
// the scopes it relies on are popped after it. An ite variable's range is
// the hull of its arms' ranges under those bounds (it takes one arm's
// value, and its own guards keep each arm from wrapping), within its own
// bounds: merged values (a balance that one withdrawal may have lowered)
// are as narrow as the inputs they are made of.
func (s *Solver) guardsHold(gs []guard) bool {
	var memo map[solver.Expr][2]num
	for _, g := range gs {
		lo, hi := s.formRange(g.operand, &memo)
		if lo.less(g.lo) || g.hi.less(hi) {
			return false
		}
	}
	return true
}

// formRange returns the range of form l's value under the current bounds
// (see guardsHold); memo holds the ranges of the ite variables met.
func (s *Solver) formRange(l linear, memo *map[solver.Expr][2]num) (num, num) {
	lo, hi := l.k, l.k
	for _, t := range l.terms {
		l, h := s.varRange(t.v, memo)
		a, b := t.c.mul(l), t.c.mul(h)
		if b.less(a) {
			a, b = b, a
		}
		lo, hi = lo.add(a), hi.add(b)
	}
	return lo, hi
}

// varRange returns the range of a variable of a linear form under the
// current bounds: an input's, or an ite variable's (see guardsHold).
func (s *Solver) varRange(v solver.Expr, memo *map[solver.Expr][2]num) (num, num) {
	l, h := s.tr.bounds(v)
	if x, ok := s.varIdx[v]; ok {
		l, h = s.sx.lo[x].v, s.sx.hi[x].v // inputs and ite variables always have both bounds
	}
	if v.Op() == solver.OpVar {
		return l, h
	}
	if r, ok := (*memo)[v]; ok {
		return r[0], r[1]
	}
	if *memo == nil {
		*memo = map[solver.Expr][2]num{}
	}
	d := s.tr.aux[v]
	alo, ahi := s.formRange(d.arms[0], memo)
	blo, bhi := s.formRange(d.arms[1], memo)
	if blo.less(alo) {
		alo = blo
	}
	if ahi.less(bhi) {
		ahi = bhi
	}
	if l.less(alo) {
		l = alo
	}
	if ahi.less(h) {
		h = ahi
	}
	(*memo)[v] = [2]num{l, h}
	return l, h
}

// assert adds an atom's bounds, with source src (the scope being pushed,
// or branchBound for a case split); false when they contradict.
func (s *Solver) assert(a *atom, src int32) bool {
	x := s.atomVar(a)
	switch a.rel {
	case relLe:
		return s.sx.assertBound(x, true, a.rhs, src)
	case relGe:
		return s.sx.assertBound(x, false, a.rhs, src)
	case relEq:
		return s.sx.assertBound(x, true, a.rhs, src) && s.sx.assertBound(x, false, a.rhs, src)
	}
	s.diseqs = append(s.diseqs, diseq{x: x, v: a.rhs})
	return true
}

// atomVar returns the simplex variable of a's form, cached in a.
func (s *Solver) atomVar(a *atom) int {
	if a.gen != s.gen {
		a.x, a.gen = s.simplexVar(a), s.gen
		if a.key != "" {
			a.xs = make([]int, len(a.form)) // not reused: copies of a share it
			for i, t := range a.form {
				a.xs[i] = s.varIdx[t.v]
			}
		}
	}
	return a.x
}

// simplexVar returns the simplex variable of an atom's form, creating the
// input variables and the slack as needed.
func (s *Solver) simplexVar(a *atom) int {
	if a.key == "" {
		return s.inputVar(a.form[0].v)
	}
	if x, ok := s.slackIdx[a.key]; ok {
		return x
	}
	terms := make([]sterm, len(a.form))
	for i, t := range a.form {
		terms[i] = sterm{x: s.inputVar(t.v), c: t.c}
	}
	x := s.sx.newBasic(terms)
	s.slackIdx[a.key] = x
	s.inputOf = append(s.inputOf, solver.Expr{})
	return x
}

// inputVar returns the simplex variable of an input, bounded as declared,
// or of an ite term, bounded by its arms' ranges.
func (s *Solver) inputVar(v solver.Expr) int {
	if x, ok := s.varIdx[v]; ok {
		return x
	}
	lo, hi := s.tr.bounds(v)
	start := small(0)
	switch {
	case small(0).less(lo):
		start = lo
	case hi.less(small(0)):
		start = hi
	}
	x := s.sx.newVar(bound{v: lo, set: true, src: declaredBound}, bound{v: hi, set: true, src: declaredBound}, start)
	s.varIdx[v] = x
	s.inputOf = append(s.inputOf, v)
	return x
}

func clampZero(lo, hi int64) int64 {
	switch {
	case lo > 0:
		return lo
	case hi < 0:
		return hi
	}
	return 0
}

// solve looks for an integer solution of the asserted bounds that
// satisfies the disequalities: the simplex, then branch and bound on a
// non-integral input or a violated disequality. On resSat, s.model holds
// the solution.
func (s *Solver) solve(root bool) checkResult {
	r := s.sx.check()
	if r == resUnsat && root {
		s.rootConflict = s.sx.conflictSource()
	}
	if r != resSat {
		return r
	}
	for x := range s.sx.numVars() {
		if s.inputOf[x].Valid() && !s.sx.val[x].isInt() {
			v := s.sx.val[x]
			return s.branch(x, v.floor(), v.ceil())
		}
	}
	for _, d := range s.diseqs {
		if s.sx.val[d.x].eq(d.v) {
			return s.branch(d.x, d.v.sub(small(1)), d.v.add(small(1)))
		}
	}
	s.model = append(s.model[:0], s.sx.val...)
	s.modelLen = -1 // until Decide verifies it
	return resSat
}

// branch explores x <= upper, then x >= lower, each in a temporary scope.
func (s *Solver) branch(x int, upper, lower num) checkResult {
	return split(&s.nodesLeft, &s.Stats.Nodes, func(i int) checkResult {
		mark := len(s.sx.trail)
		side, v := i == 0, lower
		if side {
			v = upper
		}
		r := resUnsat
		if s.sx.assertBound(x, side, v, branchBound) {
			r = s.solve(false)
		}
		s.sx.popTo(mark)
		return r
	})
}

// split runs the two sides of a split (side(0), then side(1)), each
// spending one unit of the budget *left and counted in *count: sat as
// soon as a side is, budget when a side ran out and none is sat, else
// unsat.
func split(left *int, count *int64, side func(i int) checkResult) checkResult {
	out := resUnsat
	for i := range 2 {
		if *left <= 0 {
			return resBudget
		}
		*left--
		*count++
		switch side(i) {
		case resSat:
			return resSat
		case resBudget:
			out = resBudget
		}
	}
	return out
}

// valueOf gives an input's value in the last solution, as buildModel
// does, for the final evaluation. An input without a simplex variable
// then (its conjuncts' atoms did not mention it, or it is newer) takes
// the value an unconstrained one takes, as it did when the solution was
// verified.
func (s *Solver) valueOf(v solver.Expr) (int64, bool) {
	if x, ok := s.varIdx[v]; ok && x < len(s.model) {
		return s.model[x].int64()
	}
	lo, hi := v.Bounds()
	return clampZero(lo, hi), true
}

// buildModel returns the values of the variables of the live scopes in
// the last solution; a variable no atom constrains takes 0 clamped to its
// bounds.
func (s *Solver) buildModel() solver.Model {
	m := make(solver.Model, len(s.live))
	for _, sc := range s.scopes {
		for _, v := range sc.newVars {
			m[v.Name()], _ = s.valueOf(v)
		}
	}
	return m
}
