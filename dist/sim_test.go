package dist

import (
	"math"
	"testing"
)

// fullTree is the profile of a full binary tree of height n <= 8 whose
// paths each cost 840 (divisible by 1..8, so that the share of each edge a
// path adds is an integer): the tree costs 840 * 2^n.
func fullTree(n int) Profile {
	var p Profile
	for i := range 1 << n {
		seq := make([]int, n)
		for d := range n {
			seq[d] = (i >> (n - 1 - d)) & 1
		}
		p.Paths = append(p.Paths, ProfiledPath{Seq: seq, Cost: 840})
	}
	return p
}

// TestSimulateFullTree: two explorers split a full tree at the root, at
// the first choice point below it, so each has half the work: the second
// starts once the first has paid the edge into the left child (the first
// path's 840 over 8 edges: 105) and the transfer (the task is the root's:
// nothing to replay), and finishes last.
func TestSimulateFullTree(t *testing.T) {
	p := fullTree(8)
	const work = 840 * 256
	one := Simulate(p, SimOptions{Workers: 1})
	if one.Time != work || one.Work != work || one.Moved != 0 || one.Idle != 0 {
		t.Fatalf("1 explorer: %+v", one)
	}
	two := Simulate(p, SimOptions{Workers: 2})
	if two.Time != 105+work/2 || two.Moved != 1 {
		t.Fatalf("2 explorers: %+v, want time 105 + %d, 1 task moved", two, work/2)
	}
	slow := Simulate(p, SimOptions{Workers: 2, Transfer: 10, ReplayPerChoice: 3})
	if slow.Time != 105+10+work/2 {
		t.Fatalf("2 explorers, transfer 10: %+v", slow)
	}
}

// TestSimulateIdle checks the accounting: each explorer is busy (walking
// edges, taking tasks) or idle until Time, so Idle = workers * Time -
// Work - Moved * Transfer (no replay cost).
func TestSimulateIdle(t *testing.T) {
	p := fullTree(8)
	for _, w := range []int{2, 3, 4, 8, 64} {
		r := Simulate(p, SimOptions{Workers: w, Transfer: 2})
		want := float64(w)*r.Time - r.Work - float64(r.Moved)*2
		if math.Abs(r.Idle-want) > 1e-6 {
			t.Fatalf("%d explorers: idle %v, want %v (%+v)", w, r.Idle, want, r)
		}
		if r.Speedup() > float64(w) || r.Speedup() <= 1 {
			t.Fatalf("%d explorers: speedup %v", w, r.Speedup())
		}
	}
}

// TestSimulateChain: a tree with one path cannot be shared.
func TestSimulateChain(t *testing.T) {
	p := Profile{Paths: []ProfiledPath{{Seq: []int{0, 0, 0, 0}, Cost: 40}}}
	r := Simulate(p, SimOptions{Workers: 8})
	if r.Time != 40 || r.Moved != 0 || r.Speedup() != 1 {
		t.Fatalf("%+v", r)
	}
}

// TestSimulateSkippedPositions: children that no path took (infeasible
// sides) are skipped; the tree's work is still the sum of the costs.
func TestSimulateSkippedPositions(t *testing.T) {
	p := Profile{Paths: []ProfiledPath{{Seq: []int{1, 0}, Cost: 4}, {Seq: []int{1, 2}, Cost: 2}, {Seq: []int{3}, Cost: 6}}}
	r := Simulate(p, SimOptions{Workers: 1})
	if r.Time != 12 || r.Work != 12 {
		t.Fatalf("%+v", r)
	}
}
