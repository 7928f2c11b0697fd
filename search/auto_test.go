package search

import (
	"testing"
	"time"

	"gospf/solver"
)

// model returns a cost model that measured a check of one side at 4 us,
// of two at 5 us, a binary-search check at 1 us and 20 ns an instruction.
func model() *costModel {
	m := newCostModel()
	timedCheck(m, 1, outcomeSat, solver.ByNative, 4*time.Microsecond)
	timedCheck(m, 2, outcomeSat, solver.ByNative, 5*time.Microsecond)
	timedProbe(m, solver.ByNative, time.Microsecond)
	m.work, m.instr = 20*time.Millisecond, 1_000_000
	return m
}

// site returns the statistics of a side decided 100 times, bad of them
// infeasible, followed by 50 instructions before the next side (the end
// of the path ends times in 100).
func site(m *costModel, bad, ends float64) *siteStats {
	st := &siteStats{decided: 100, infeasible: bad, ends: ends}
	for range 100 {
		st.next.add(50)
		m.all.next.add(50)
	}
	m.all.decided, m.all.infeasible, m.all.ends = m.all.decided+100, m.all.infeasible+bad, m.all.ends+ends
	return st
}

func TestCostModel(t *testing.T) {
	if newCostModel().speculate(1, &siteStats{}, 1) {
		t.Fatal("speculated before any check was measured")
	}
	// A side never infeasible, 1 us of instructions before the next side,
	// a check 4 us: speculating saves a check (now = 4 + 1 + 4, later =
	// 1 + 5 + a binary search of 1 us at probability 1/100).
	m := model()
	st := site(m, 0, 0)
	if p := 1 - m.infeasibility(st); !m.speculate(1, st, p) {
		t.Fatalf("checked a side that is never infeasible (p = %v)", p)
	}
	// A side infeasible every time: checking now costs the check alone,
	// speculating the instructions, a longer check and a binary search.
	m = model()
	st = site(m, 100, 0)
	if p := 1 - m.infeasibility(st); m.speculate(1, st, p) {
		t.Fatalf("speculated past a side that is always infeasible (p = %v)", p)
	}
	// The last side of a path, sometimes infeasible: the path's end checks
	// the segment anyway, so checking now saves the instructions run on an
	// infeasible segment and costs nothing.
	m = model()
	st = site(m, 10, 100)
	if p := 1 - m.infeasibility(st); m.speculate(1, st, p) {
		t.Fatalf("speculated past the last side of the path (p = %v)", p)
	}
	// Instructions so costly that the 50 between sides cost more than a
	// check: check a side infeasible one time in ten.
	m = model()
	m.work = 10 * time.Second
	st = site(m, 10, 0)
	if p := 1 - m.infeasibility(st); m.speculate(1, st, p) {
		t.Fatalf("speculated with 10 us an instruction (p = %v)", p)
	}
}

// TestProbes checks b(l), the checks of a binary search over l sides.
func TestProbes(t *testing.T) {
	for l, want := range []float64{0, 0, 1, 2, 2, 3, 3, 3, 3, 4} {
		if got := probes(l); got != want {
			t.Errorf("probes(%d) = %v, want %v", l, got, want)
		}
	}
}

// TestCheckCost checks that a rare expensive backend check behind cheap
// layer answers counts at its full weight: 99 layer answers of 1 us and
// one Z3 check of 1 ms in each hundred average 10.99 us a check, where
// bounding the samples of one mean would have counted the Z3 check as
// 4 us.
func TestCheckCost(t *testing.T) {
	var c checkCost
	for i := range 1000 {
		if i%100 == 99 {
			c.add(solver.ByBackend, 1e6)
		} else {
			c.add(solver.ByLayer, 1e3)
		}
	}
	if got := c.get(0); got < 8e3 || got > 14e3 {
		t.Fatalf("expected check time %.0f ns, want about 10990", got)
	}
}

// TestSegCostForgets checks that a segment length measured during the
// warm-up of a run and not since falls back on the estimate of the
// length below it once stale (segCost), and that its next sample starts
// its measurement afresh: the caches answer later what reached Z3 then.
func TestSegCostForgets(t *testing.T) {
	m := newCostModel()
	// The first check of the run: two sides, Z3, 100 us.
	timedCheck(m, 2, outcomeSat, solver.ByBackend, 100*time.Microsecond)
	// Right after it, the two-side estimate is its measurement with the
	// one-side estimate (none yet: the mean of every length, the same
	// 100 us) as a prior of weight one.
	if got := m.segCost(2, outcomeSat); got != 100e3 {
		t.Fatalf("segCost(2) = %.0f ns right after its check, want 100000", got)
	}
	// Then staleAfter one-side checks that a layer answers in 2 us: the
	// two-side measurement is as old as it may be and still counts, with
	// weight one against the one-side estimate c1 (below 100 us), so
	// segCost(2) = (100000 + c1) / 2 > 50000.
	for range staleAfter {
		timedCheck(m, 1, outcomeSat, solver.ByLayer, 2*time.Microsecond)
	}
	c1 := m.segCost(1, outcomeSat)
	if got := m.segCost(2, outcomeSat); got != (100e3+c1)/2 {
		t.Fatalf("segCost(2) = %.1f ns, want (100000 + %.1f) / 2", got, c1)
	}
	// One check more and it is stale: two sides cost what one does.
	timedCheck(m, 1, outcomeSat, solver.ByLayer, 2*time.Microsecond)
	c1 = m.segCost(1, outcomeSat)
	if got := m.segCost(2, outcomeSat); got != c1 {
		t.Fatalf("segCost(2) = %.1f ns once stale, want segCost(1) = %.1f", got, c1)
	}
	// A new two-side check of 2 us starts its mean afresh: one sample of
	// 2 us against the prior c1, (2000 + c1) / 2, not the 100 us of the
	// warm-up.
	timedCheck(m, 2, outcomeSat, solver.ByLayer, 2*time.Microsecond)
	c1 = m.segCost(1, outcomeSat)
	if m.seg[2][outcomeSat].n != 1 {
		t.Fatalf("%v samples of two sides after the restart, want 1", m.seg[2][outcomeSat].n)
	}
	if got := m.segCost(2, outcomeSat); got != (2000+c1)/2 {
		t.Fatalf("segCost(2) = %.1f ns after a new sample, want (2000 + %.1f) / 2", got, c1)
	}
}

// TestFailedChecksCostApart checks that the cost of a failed segment check
// is kept apart from a sat one's: with layers in front of Z3, a sat check
// is mostly a cache hit (2 us here) and a failed one reaches Z3 (100 us
// for one side). A side never infeasible, where every other side is
// infeasible one time in five (q = 0.2), 1 us of instructions apart:
//   - checking now costs the sat check and then the next side alone,
//     expected 0.8*2 + 0.2*100 = 21.6 us: now = 2.2 + 0.998 (1 + 21.6) =
//     24.8 us (2.2: the side's own tiny infeasibility prior);
//   - speculating costs one check of both sides, sat with probability
//     0.8: later = 1 + 0.8*2 + 0.2*c2 + 0.2*1 (the probe).
//
// When a failed check of two sides costs less than one (c2 = 90 us: the
// layers know some of its sides), later = 20.8 us, below now less the
// margin (0.9 now = 22.3 us), and the search speculates; when it costs
// 130 us (a larger query Z3 knows less), later = 28.8 us and it checks now. A single mean per
// length, mixing both outcomes in the proportions measured, would put
// c(1) at 21.6 us and c(2) at 0.8*2 + 0.2*130 = 27.6 us, charge the mix
// to the sat check of now too (now = 44.2 us, later = 28.8 us), and
// speculate in both cases.
func TestFailedChecksCostApart(t *testing.T) {
	for _, tc := range []struct {
		failed2 time.Duration
		want    bool
	}{{90 * time.Microsecond, true}, {130 * time.Microsecond, false}} {
		m := newCostModel()
		for range 100 {
			timedCheck(m, 1, outcomeSat, solver.ByLayer, 2*time.Microsecond)
			timedCheck(m, 2, outcomeSat, solver.ByLayer, 2*time.Microsecond)
			timedCheck(m, 1, outcomeFailed, solver.ByBackend, 100*time.Microsecond)
			timedCheck(m, 2, outcomeFailed, solver.ByBackend, tc.failed2)
			timedProbe(m, solver.ByLayer, time.Microsecond)
		}
		m.work, m.instr = 20*time.Millisecond, 1_000_000
		st := site(m, 0, 0)
		m.all.decided, m.all.infeasible = 1000, 200
		if got := m.speculate(1, st, 1-m.infeasibility(st)); got != tc.want {
			t.Errorf("failed two-side check of %v: speculate = %v, want %v", tc.failed2, got, tc.want)
		}
	}
}

// TestSegCostsRefresh checks that the estimates the decision reads are
// those of at most refreshEvery checks ago: a length whose cost changes
// keeps its cached estimate for refreshEvery - 1 checks and shows the new
// one at the refreshEvery-th.
func TestSegCostsRefresh(t *testing.T) {
	m := newCostModel()
	timedCheck(m, 1, outcomeSat, solver.ByNative, 2*time.Microsecond)
	_, before, _ := m.segCosts(1)
	for i := 1; i <= refreshEvery; i++ {
		timedCheck(m, 1, outcomeSat, solver.ByBackend, 100*time.Microsecond)
		_, got, _ := m.segCosts(1)
		if fresh := m.segCost(1, outcomeSat); i < refreshEvery && got != before {
			t.Fatalf("after %d checks segCosts(1) = %.0f ns, want the cached %.0f", i, got[outcomeSat], before[outcomeSat])
		} else if i == refreshEvery && got[outcomeSat] != fresh {
			t.Fatalf("after %d checks segCosts(1) = %.0f ns, want the fresh %.0f", i, got[outcomeSat], fresh)
		}
	}
}

// timedCheck records a timed segment check (costModel.segChecked after
// timing said yes).
func timedCheck(m *costModel, l, o int, by solver.DecidedBy, d time.Duration) {
	m.timed = true
	m.segChecked(l, o, by, d)
}

// timedProbe records a timed check of binary search.
func timedProbe(m *costModel, by solver.DecidedBy, d time.Duration) {
	m.timed = true
	m.probed(by, d)
}

// TestTimingBursts checks which segment checks are timed: every check of
// a length and outcome until it has settled samples, then the first
// timingBurst of every timingPeriod checks; a check not timed still
// counts and keeps its length fresh, and breaks the work measurement.
func TestTimingBursts(t *testing.T) {
	m := newCostModel()
	timed := 0
	const n = 4 * timingPeriod
	for i := range n {
		if m.timing(1, int64(i)) {
			timed++
		} else if m.marked {
			t.Fatalf("check %d not timed left the work mark set", i)
		}
		m.segChecked(1, i%2, solver.ByNative, time.Microsecond)
	}
	// One side, alternating outcomes: both have settled samples after
	// 2*settled checks, all timed (2*settled <= timingPeriod, within the
	// first period, whose first timingBurst are timed anyway); from then
	// on timingBurst of each period.
	want := 2*settled + (n/timingPeriod-1)*timingBurst
	if timed != want {
		t.Fatalf("%d of %d checks timed, want %d", timed, n, want)
	}
	if got := m.seg[1][outcomeSat].n + m.seg[1][outcomeFailed].n; got != float64(want) {
		t.Fatalf("%.0f samples, want one per timed check (%d)", got, want)
	}
	if m.seg[1][outcomeSat].last != n-1 {
		t.Fatalf("last check of one side at %.0f, want %d (untimed checks count)", m.seg[1][outcomeSat].last, n-1)
	}
}
