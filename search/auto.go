package search

import (
	"fmt"
	"math/bits"
	"time"

	"gospf/solver"
)

// This file is depth = "auto": the speculative search decides at each
// symbolic side it takes whether to check the segment now or to speculate
// on, from what it has measured so far in the run (doc.go, "Choosing when
// to check"). costModel holds the measurements and makes the decision.

// maxSegmentStat is the longest segment whose check time is kept apart;
// longer segments share the last entry.
const maxSegmentStat = 32

// meanWindow is the number of samples after which a mean forgets: it
// becomes a moving average with weight 1/meanWindow, so that the first
// checks of a run (which translate new expressions, warm caches and grow
// the heap) do not weigh on the estimates for the rest of it.
const meanWindow = 256

// outlier bounds a sample, once a mean has settled (settled samples), at
// outlier times the mean: the times are wall-clock, and a check during
// which the thread was descheduled or the garbage collector stopped the
// world would otherwise weigh as much as a hundred ordinary ones. On a
// loaded machine without the bound, a 2 us check measured 11 us on
// average.
const (
	outlier = 4
	settled = 16
)

// mean is a running mean of the last meanWindow samples or so.
type mean struct {
	v float64
	n float64 // samples added
}

func (m *mean) add(x float64) {
	m.n++
	m.v += (x - m.v) / min(m.n, meanWindow)
}

// addTime adds a time, bounded once the mean has settled.
func (m *mean) addTime(x float64) {
	if m.n >= settled {
		x = min(x, outlier*m.v)
	}
	m.add(x)
}

// checkCost estimates the time of one kind of check from who decided the
// checks (solver.DecidedBy): the share each decides and the mean time of
// a check each decided. Keeping them apart keeps the rare expensive Z3
// check, behind layers that answer most checks in a map lookup, from
// looking like an outlier of the cheap ones.
type checkCost struct {
	share [solver.NumDecidedBy]mean
	time  [solver.NumDecidedBy]mean
	n     float64
	// est is the expected time get returns, brought up to date by add
	// (it is read at every symbolic branch, added to at every check).
	est float64
	// last is the number of segment checks of the run when the last
	// sample was added (costModel.checks).
	last float64
}

// weight returns how much the measurement counts against the estimate
// of a shorter segment at now segment checks: its samples (as many as
// its means remember), or nothing once it is stale.
func (c *checkCost) weight(now float64) float64 {
	if c.stale(now) {
		return 0
	}
	return min(c.n, meanWindow)
}

// stale reports whether the last sample is more than staleAfter segment
// checks old at now.
func (c *checkCost) stale(now float64) bool { return c.n > 0 && now-c.last > staleAfter }

func (c *checkCost) add(by solver.DecidedBy, ns float64) {
	c.n++
	for b := range c.share {
		if solver.DecidedBy(b) == by {
			c.share[b].add(1)
		} else {
			c.share[b].add(0)
		}
	}
	c.time[by].addTime(ns)
	c.est = 0
	for b := range c.share {
		c.est += c.share[b].get(0) * c.time[b].get(0)
	}
}

// get returns the expected time of a check, def when none was measured.
func (c *checkCost) get(def float64) float64 {
	if c.n == 0 {
		return def
	}
	return c.est
}

// get returns the mean, or def when nothing was added.
func (m *mean) get(def float64) float64 {
	if m.n == 0 {
		return def
	}
	return m.v
}

// siteKey is a side of a choice point's instruction: a branch site
// (a bytecode location, choicegen.Generator.Where) and the choice taken
// there.
type siteKey struct {
	where  fmt.Stringer
	choice int
}

// siteStats is what the search learned about one side of one site.
type siteStats struct {
	// decided counts the times the side's feasibility was decided by a
	// check (segment check or binary search, given that the sides before
	// it were feasible), infeasible the times it was unsat.
	decided, infeasible float64
	// next is the number of instructions from taking the side to the next
	// symbolic side or the end of the path; ends counts how often the
	// next event was the end of the path (of next.n).
	next mean
	ends float64
}

// The outcomes of a segment check, whose costs are kept apart: a sat
// check is often answered by a cache (the last model satisfies the new
// sides), while a failed one (unsat, or unknown) reaches the backend far
// more often (and, three sides or more, computes a core).
const (
	outcomeSat = iota
	outcomeFailed
	numOutcomes
)

// costModel is the running estimate of what a segment costs: the time of
// a check by segment length and outcome, of a check of binary search, of an
// instruction (the search's own work between checks included), and the
// infeasibility rate and instruction distance of each side of each
// branch site. See doc.go for the decision it makes.
type costModel struct {
	seg    [maxSegmentStat + 1][numOutcomes]checkCost // ns per segment check, by length and outcome
	anySeg [numOutcomes]checkCost                     // ns per segment check, every length
	checks float64                                    // segment checks measured
	probe  checkCost                                  // ns per check of binary search
	// work is the search's time outside checks and instr the
	// instructions it executed meanwhile, both halved whenever instr
	// passes instrWindow (a moving ratio, like mean); checkTime is the
	// time spent in checks since the last tick.
	work      time.Duration
	instr     int64
	checkTime time.Duration
	// sites holds the statistics of each side of each branch site; all
	// is the sum over every site, the estimate for a site not seen yet.
	sites map[siteKey]*siteStats
	all   siteStats
	// pending is the side taken last, whose distance to the next event
	// is being measured from pendingAt instructions.
	pending   *siteStats
	pendingAt int64
	// mark is when work and instr were last brought up to date (on the
	// clock of base), markInstr the VM's instruction count then; marked
	// is unset at the start of a task and after a check not timed.
	base      time.Time
	mark      time.Duration
	markInstr int64
	marked    bool
	// timed says whether the current segment check, and the binary
	// search after it, are timed (timing).
	timed bool
	// estimates caches segCosts by length (the last entry for every
	// longer segment), each computed at checks; it is recomputed after
	// refreshEvery more checks (segCosts).
	estimates [maxSegmentStat + 1]segEstimates
}

// segEstimates is what segCosts returned for one length, computed when the
// run had made at segment checks (valid when set).
type segEstimates struct {
	valid        bool
	at           float64
	c1, cl, next [numOutcomes]float64
}

// refreshEvery is the number of segment checks after which a cached
// estimate of segCosts is recomputed. The estimates are read at every
// symbolic branch the search takes under depth "auto"; one check moves
// them by about one meanWindow-th, so a few checks of delay change no
// decision that matters, and computing them at every branch cost about
// as much as a fifth of a native check (sorted list).
const refreshEvery = 8

func newCostModel() *costModel {
	return &costModel{sites: make(map[siteKey]*siteStats), base: time.Now()}
}

// now reads the model's clock: the monotonic time since it was made (one
// clock read, where time.Now makes two).
func (m *costModel) now() time.Duration { return time.Since(m.base) }

// elapsed returns the time since start on the model's clock when the
// current check is timed, and 0 (not read) when it is not.
func (m *costModel) elapsed(start time.Duration) time.Duration {
	if !m.timed {
		return 0
	}
	return m.now() - start
}

// The checks whose time is measured: every check while segment checks
// cost timeAllAbove or more (a backend decides some: timing is then a
// small share of a check, and the estimates need every sample, since
// the rare Z3 check weighs by its share), otherwise the first
// timingBurst segment checks of every timingPeriod, and every check of a
// length and outcome with fewer than settled samples. Reading the clock,
// bounding the sample and updating the means cost about a tenth of a
// native check (sorted list: depth auto checking every side ran 8% slower
// than k = 1 when every check was timed); a quarter of the checks, in
// runs long enough that the time between two checks is measured too,
// keeps the estimates as fresh as the staleness rule needs (segCost).
// A first version timed a quarter of Z3's checks as well, and asked
// two-side segments for cores whenever a layer answered the failed
// checks: with Z3 the tree map ran at 1.23 and the binomial heap at 1.11
// of the fastest fixed setting; with every check timed above 2 us and
// cores only for three sides or more while Z3 decides the failed checks
// (minCoreSides), 1.02 and 1.03 (go run ./scripts/evaluate -auto -repeat
// 5 -only ... -backends z3, quiet machine; docs/auto-depth.md has the
// full run).
const (
	timingPeriod = 64
	timingBurst  = 16
	timeAllAbove = 2000 // ns
)

// timing decides whether the next segment check, of l sides, and the
// binary search after it are timed, and starts its measurement (tick)
// when they are. A check not timed still counts (segChecked).
func (m *costModel) timing(l int, instr int64) bool {
	c := &m.seg[min(l, maxSegmentStat)]
	m.timed = int64(m.checks)%timingPeriod < timingBurst ||
		c[outcomeSat].n < settled || c[outcomeFailed].n < settled ||
		m.anySeg[outcomeSat].get(0) >= timeAllAbove || m.anySeg[outcomeFailed].get(0) >= timeAllAbove
	if m.timed {
		m.tick(instr)
	} else {
		m.marked = false
	}
	return m.timed
}

// site returns the statistics of side choice of the choice point at where.
func (m *costModel) site(where fmt.Stringer, choice int) *siteStats {
	k := siteKey{where, choice}
	st, ok := m.sites[k]
	if !ok {
		st = &siteStats{}
		m.sites[k] = st
	}
	return st
}

// infeasibility returns the estimated probability that a side of st is
// infeasible when the sides before it are feasible: its own rate, with
// the rate of every site as a prior of weight one.
func (m *costModel) infeasibility(st *siteStats) float64 {
	prior := (m.all.infeasible + 1) / (m.all.decided + 2)
	return (st.infeasible + prior) / (st.decided + 1)
}

// decided records that a side of st was found feasible or not by a check.
func (m *costModel) decided(st *siteStats, feasible bool) {
	st.decided++
	m.all.decided++
	if !feasible {
		st.infeasible++
		m.all.infeasible++
	}
}

// taken records that a symbolic side of st was taken when the VM had
// executed instr instructions, and ends the distance of the previous
// side.
func (m *costModel) taken(st *siteStats, instr int64) {
	m.event(instr, false)
	m.pending, m.pendingAt = st, instr
}

// event ends the distance of the pending side at instr instructions: at a
// new side, or at the end of a path (end).
func (m *costModel) event(instr int64, end bool) {
	if m.pending == nil {
		return
	}
	d := float64(instr - m.pendingAt)
	for _, st := range [2]*siteStats{m.pending, &m.all} {
		st.next.add(d)
		if end {
			st.ends++
		}
	}
	m.pending = nil
}

// interrupted forgets the pending side: the search backtracked before the
// next event, so its distance is unknown.
func (m *costModel) interrupted() { m.pending = nil }

// segChecked records a segment check of l sides, with outcome o, that by
// decided in d (when timed).
func (m *costModel) segChecked(l, o int, by solver.DecidedBy, d time.Duration) {
	m.checks++
	c := &m.seg[min(l, maxSegmentStat)][o]
	if c.stale(m.checks) {
		*c = checkCost{}
	}
	c.last = m.checks
	if !m.timed {
		return
	}
	ns := float64(d.Nanoseconds())
	c.add(by, ns)
	m.anySeg[o].add(by, ns)
	m.checkTime += d
}

// probed records a check of binary search that by decided in d.
func (m *costModel) probed(by solver.DecidedBy, d time.Duration) {
	if !m.timed {
		return
	}
	m.probe.add(by, float64(d.Nanoseconds()))
	m.checkTime += d
}

// start starts the measurement of a task's work: the time between tasks
// is not the search's.
func (m *costModel) start() { m.marked, m.checkTime = false, 0 }

// tick adds the time and the instructions since the last tick (of the
// same task, with only timed checks since) to the search's work, before a
// timed segment check; instr is the VM's instruction count. The work of
// one interval is bounded as a mean's samples are.
func (m *costModel) tick(instr int64) {
	now := m.now()
	if m.marked {
		work, n := now-m.mark-m.checkTime, instr-m.markInstr
		if ci := m.instrCost(); m.instr >= instrWindow/16 && ci > 0 {
			work = min(work, time.Duration(outlier*ci*float64(n)))
		}
		m.work += work
		m.instr += n
		if m.instr > instrWindow {
			m.work, m.instr = m.work/2, m.instr/2
		}
	}
	m.mark, m.markInstr, m.checkTime, m.marked = now, instr, 0, true
}

// instrWindow is the number of instructions over which the cost of an
// instruction is measured.
const instrWindow = 1 << 20

// segCost returns the estimated time of a check of a segment of l sides
// with outcome o. The estimate for one side is the mean measured for one
// side, with the mean of every length as a prior of weight one (the mean
// of the other outcome while this one has none); the estimate for l + 1
// sides is the mean measured for l + 1 with the estimate for l as such a
// prior (a length never measured takes the estimate of the one below).
// A length's measurement is stale when its last sample is more than
// staleAfter segment checks old: it then counts for nothing, so the
// length takes the estimate of the one below it and the search tries it
// again, and the new sample starts its means afresh. This is what keeps
// the estimates true to the caches: the share of the checks that the
// solver's layers answer (solver.DecidedBy) changes during a run, as the
// caches fill (with Z3 behind every layer the first checks of a run all
// reach Z3, at 100 us, and later nearly none, at 5 us). A length measured
// only during the warm-up would otherwise keep its cold cost, the search
// would never check it again, and the decisions of the whole run would
// depend on its first dozen checks. (An earlier version halved the
// weight every 1,024 checks instead: the old samples still dominated the
// mean after a new one, and on WBS with Z3 the search checked every side
// for most of the run.)
func (m *costModel) segCost(l, o int) float64 {
	c1, cl, _ := m.computeSegCosts(l)
	if l <= 1 {
		return c1[o]
	}
	return cl[o]
}

// segCosts returns segCost(1, o), segCost(l, o) and segCost(l+1, o) for
// every outcome o as of at most refreshEvery segment checks ago (cached).
func (m *costModel) segCosts(l int) (c1, cl, next [numOutcomes]float64) {
	e := &m.estimates[min(l, maxSegmentStat)]
	if !e.valid || m.checks-e.at >= refreshEvery {
		e.c1, e.cl, e.next = m.computeSegCosts(l)
		e.valid, e.at = true, m.checks
	}
	return e.c1, e.cl, e.next
}

// computeSegCosts computes segCosts in one pass.
func (m *costModel) computeSegCosts(l int) (c1, cl, next [numOutcomes]float64) {
	for o := range numOutcomes {
		est := m.anySeg[o].get(m.anySeg[numOutcomes-1-o].get(0))
		for i := 1; i <= min(l+1, maxSegmentStat); i++ {
			if c := &m.seg[i][o]; c.n > 0 {
				w := c.weight(m.checks)
				est = (w*c.get(0) + est) / (w + 1)
			}
			if i == 1 {
				c1[o] = est
			}
			if i == l {
				cl[o] = est
			}
		}
		if l >= maxSegmentStat {
			cl[o] = est
		}
		next[o] = est
	}
	return c1, cl, next
}

// staleAfter is the number of segment checks after which a segment
// length's measurement, not sampled since, is stale (segCost). Trying a
// stale length again costs one speculation every staleAfter checks at
// most.
const staleAfter = 256

// instrCost returns the estimated time of one instruction: the search's
// time outside checks per instruction executed.
func (m *costModel) instrCost() float64 {
	if m.instr <= 0 {
		return 0
	}
	return max(float64(m.work.Nanoseconds()), 0) / float64(m.instr)
}

// probes returns the checks binary search makes over a failed segment of
// l sides: ceil(log2 l).
func probes(l int) float64 {
	if l <= 1 {
		return 0
	}
	return float64(bits.Len(uint(l - 1)))
}

// speculate decides, for a segment of l sides whose last side is of st
// and which is feasible with probability p, whether to take the next side
// unchecked (true) or to check the segment now (false). Nothing is known
// before the first segment check: until then every side is checked.
func (m *costModel) speculate(l int, st *siteStats, p float64) bool {
	if m.checks == 0 {
		return false
	}
	c1, cl, cl1 := m.segCosts(l)
	q := m.infeasibility(&m.all)
	pNext := p * (1 - q)
	// A check's expected time, given the probability that it is sat.
	expect := func(c [numOutcomes]float64, sat float64) float64 {
		return sat*c[outcomeSat] + (1-sat)*c[outcomeFailed]
	}
	cOne, cSeg, cNext := expect(c1, 1-q), expect(cl, p), expect(cl1, pNext)
	cProbe := m.probe.get(c1[outcomeSat])
	w := st.next.get(m.all.next.get(0)) * m.instrCost()
	// The probability that the next event is the end of the path.
	pEnd := m.all.ends / max(m.all.next.n, 1)
	if st.next.n > 0 {
		pEnd = st.ends / st.next.n
	}
	now := cSeg + (1-p)*probes(l)*cProbe + p*(w+(1-pEnd)*cOne)
	later := w + pEnd*(cSeg+(1-p)*probes(l)*cProbe) + (1-pEnd)*(cNext+(1-pNext)*probes(l+1)*cProbe)
	return later < (1-speculationMargin)*now
}

// speculationMargin is the share of the expected time of checking now
// that speculating must save before the search speculates. The estimates
// are means of wall-clock samples in which the rare check that reaches
// Z3 weighs by its share: a decision on a smaller difference follows the
// noise, and with Z3 behind the layers, where a side checked alone is
// mostly a cache hit, every speculation that fails costs more than the
// hits it saved (treemap and fibheap ran 11% to 12% slower than pure
// DFS without the margin).
const speculationMargin = 0.1
