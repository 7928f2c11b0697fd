package solver

import "maps"

// ModelCache is the layer "model-cache", KLEE's counterexample cache for
// sat answers: it remembers the models of the most recent sat answers and
// answers sat, without a call, a query that one of them satisfies.
//
// A query is checked against the remembered models most recent first, and
// each model against the conjuncts last first (the newest conjunct of a
// path condition is the one most likely to fail). A variable the model
// lacks takes the value 0 clamped to its bounds; the answer's model has a
// value for every variable of the query, these included. A model that
// satisfies a query moves to the front. Every answer passed down is asked
// for a model, so that it can be remembered; the caller gets one only if it
// asked. Each model remembers which conjuncts it was found to satisfy, so a
// path condition that grows by one conjunct costs one evaluation per model.
//
// Soundness: the model is checked, not trusted. Conjuncts are evaluated by
// theoryEval in the semantics of the backend's theory (exact Java
// semantics for bitvector; mathematical integers with overflow detection
// for int), and anything the evaluation cannot decide (overflow, division
// by zero, an operator the int theory translates through bit-vectors)
// counts as not satisfied. Values outside a variable's bounds are never
// accepted, and a missing variable's default is within its bounds, so the
// model is a model of the query in the theory. The layer never answers
// unsat, and unknown answers are not remembered.
//
// Counters: AnsweredSat counts the queries a remembered model satisfied.
//
// Measured: evaluating each model's conjuncts first to last instead of
// last first evaluates 40% fewer conjuncts (binheap, alone: 0.49M against
// 0.81M evaluations) but looks up 3.4 times as many memoised verdicts
// (17.9M against 5.3M), which costs more: most remembered models fail on
// the newest conjunct.
type ModelCache struct {
	layerBase
	bv      bool       // the bit-vector theory; else the int theory
	max     int        // at most this many models are remembered
	entries []*mcEntry // most recent first
	vars    varsMemo
}

// DefaultModelCacheSize is the number of models a stack's model cache
// remembers.
const DefaultModelCacheSize = 64

// mcEntry is one remembered model.
type mcEntry struct {
	model Model
	// verdict memoises, per conjunct, whether the model (extended with
	// defaults) satisfies it (true) or fails it or cannot decide (false).
	verdict map[Expr]bool
}

// maxVerdicts bounds an entry's verdict memo; it is cleared when full.
const maxVerdicts = 1 << 14

// NewModelCache returns a model cache over inner that remembers up to max
// models and evaluates in the bit-vector theory when bv is set, else in the
// int theory.
func NewModelCache(bv bool, max int, inner Solver) *ModelCache {
	if max < 1 {
		max = 1
	}
	return &ModelCache{
		layerBase: layerBase{Inner: inner, Stats: LayerStats{Name: "model-cache"}},
		bv:        bv, max: max,
	}
}

// Check answers q sat when a remembered model satisfies it, and otherwise
// passes it down (asking for a model) and remembers the model of a sat
// answer.
func (l *ModelCache) Check(q Query) (Answer, error) {
	l.begin()
	defer l.end()
	ev := theoryEval{bv: l.bv}
	for i, en := range l.entries {
		if !en.satisfies(q.PC, &ev) {
			continue
		}
		copy(l.entries[1:i+1], l.entries[:i])
		l.entries[0] = en
		m := l.modelFor(q.PC, en.model)
		l.teach(q.PC, m)
		a := Answer{Result: Sat}
		if q.NeedModel {
			a.Model = m
		}
		return l.answered(a)
	}
	a, err := l.down(Query{PC: q.PC, NeedModel: true})
	if err == nil && a.Result == Sat && a.Model != nil {
		l.remember(maps.Clone(a.Model))
		if !q.NeedModel {
			a.Model = nil
		}
	}
	return a, err
}

// learn remembers m and passes it down.
func (l *ModelCache) learn(pc []Expr, m Model) {
	l.remember(maps.Clone(m))
	l.teach(pc, m)
}

// remember puts m at the front, dropping the least recent model when full.
func (l *ModelCache) remember(m Model) {
	en := &mcEntry{model: m, verdict: make(map[Expr]bool)}
	if len(l.entries) < l.max {
		l.entries = append(l.entries, nil)
	}
	copy(l.entries[1:], l.entries[:len(l.entries)-1])
	l.entries[0] = en
}

// satisfies reports whether the entry's model, extended with defaults,
// satisfies every conjunct of pc, evaluating last to first.
func (en *mcEntry) satisfies(pc []Expr, ev *theoryEval) bool {
	ev.m = en.model
	for i := len(pc) - 1; i >= 0; i-- {
		c := pc[i]
		v, known := en.verdict[c]
		if !known {
			h, ok := ev.holds(c)
			v = h && ok
			if len(en.verdict) >= maxVerdicts {
				clear(en.verdict)
			}
			en.verdict[c] = v
		}
		if !v {
			return false
		}
	}
	return true
}

// modelFor returns the values of m for the variables of pc, with the
// default for those m lacks.
func (l *ModelCache) modelFor(pc []Expr, m Model) Model {
	out := make(Model)
	for _, c := range pc {
		for _, v := range l.vars.of(c) {
			name := v.Name()
			if _, ok := out[name]; ok {
				continue
			}
			val, ok := m[name]
			if !ok {
				val = defaultValue(v)
			}
			out[name] = val
		}
	}
	return out
}

// varsMemo memoises Vars of single conjuncts.
type varsMemo map[Expr][]Expr

// of returns the variables of c.
func (vm *varsMemo) of(c Expr) []Expr {
	if *vm == nil {
		*vm = make(varsMemo)
	}
	vs, ok := (*vm)[c]
	if !ok {
		vs = Vars(c)
		(*vm)[c] = vs
	}
	return vs
}
