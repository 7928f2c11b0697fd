package main

import (
	"gospf/search"
	"strings"
	"sync/atomic"
	"testing"
)

// TestLimits checks that every limit ends a run cleanly, with the partial
// results and the counts of what it cut.
func TestLimits(t *testing.T) {
	t6 := entryOverride("FullTree", "t6", 6)

	// max_paths = 5: exactly 5 paths of the 64, and the reason.
	r := runSubject(t, "fulltree", "fulltree", t6, "search.max_paths=5")
	if r.res.Stats.Paths != 5 || !strings.Contains(r.res.Stats.Stopped, "max_paths") {
		t.Fatalf("max_paths: %d paths, stopped %q", r.res.Stats.Paths, r.res.Stats.Stopped)
	}

	// depth_limit = 3: every path of t6 reaches a 4th choice point, so all
	// 2^3 = 8 prefixes are cut and no path completes.
	for _, s := range []string{"dfs", "speculative"} {
		r = runSubject(t, "fulltree", "fulltree", t6, "search.depth_limit=3", "search.strategy="+s)
		if r.res.Stats.Paths != 0 || r.res.Stats.DepthLimited != 8 {
			t.Fatalf("depth_limit %s: %d paths, %d cut; want 0 and 8", s, r.res.Stats.Paths, r.res.Stats.DepthLimited)
		}
	}

	// max_time: a limit that has passed at the first check stops at once.
	r = runSubject(t, "fulltree", "fulltree", t6, "search.max_time=\"1ns\"")
	if !strings.Contains(r.res.Stats.Stopped, "max_time") {
		t.Fatalf("max_time: stopped %q", r.res.Stats.Stopped)
	}

	// max_instructions_per_path: the endless path is cut, the other returns.
	for _, s := range []string{"dfs", "speculative"} {
		r = runSubject(t, "limits", "limits", "search.strategy="+s)
		if r.res.Stats.Paths != 1 || r.res.Stats.InstructionLimited != 1 {
			t.Fatalf("instruction limit %s: %d paths, %d cut; want 1 and 1", s, r.res.Stats.Paths, r.res.Stats.InstructionLimited)
		}
	}
}

// TestInterrupt checks that a stop request (what SIGINT sets) ends the run
// with the statistics so far and the reason: one explorer stops at its
// next choice point, so right after the path that asked.
func TestInterrupt(t *testing.T) {
	cfg := loadSubject(t, "fulltree", "fulltree", subjectClasses(t, "fulltree"), "search.workers=1")
	var stop atomic.Bool
	n := 0
	r, err := explore(cfg, runOpts{stop: &stop, onPath: func(p *search.Path) {
		n++
		if n == 3 {
			stop.Store(true)
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if r.res.Stats.Paths != 3 || r.res.Stats.Stopped != "interrupted" {
		t.Fatalf("%d paths, stopped %q", r.res.Stats.Paths, r.res.Stats.Stopped)
	}
}

// TestInterruptWorkers checks a stop request with 4 explorers: each stops
// at its next choice point, so the run ends early, with the reason, having
// reported at least the paths found before the request and fewer than all
// 2^6 of t6.
func TestInterruptWorkers(t *testing.T) {
	cfg := loadSubject(t, "fulltree", "fulltree", subjectClasses(t, "fulltree"), entryOverride("FullTree", "t6", 6), "search.workers=4")
	var stop atomic.Bool
	var n atomic.Int64
	r, err := explore(cfg, runOpts{stop: &stop, onPath: func(p *search.Path) {
		if n.Add(1) == 3 {
			stop.Store(true)
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if r.res.Stats.Paths < 3 || r.res.Stats.Paths >= 64 || r.res.Stats.Stopped != "interrupted" {
		t.Fatalf("%d paths, stopped %q", r.res.Stats.Paths, r.res.Stats.Stopped)
	}
}
