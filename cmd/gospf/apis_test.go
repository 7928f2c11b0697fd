package main

import (
	"sort"
	"strings"
	"testing"
)

// TestSPFDriver runs an SPF-style driver unchanged: Verify.getInt(1, 2)
// is a concrete choice (no call); each step(v, flag) call gets fresh
// symbolic v and boolean flag. One step is a tree with branches on flag
// (2 calls) and, under flag, on v > 10 (2 calls): 3 paths, 4 calls. With
// n = 1: 3 paths, 4 calls; with n = 2: 3 * 3 = 9 paths and 4 + 3 * 4 = 16
// calls. Total 12 paths, 20 calls, all sat.
func TestSPFDriver(t *testing.T) {
	r := runSubject(t, "apis", "apis")
	if g, want := got(r), (counts{12, 20, 20, 0}); g != want {
		t.Fatalf("got %+v, want %+v", g, want)
	}
	var names []string
	for _, v := range r.res.Paths[0].Inputs {
		names = append(names, v.Name)
	}
	sort.Strings(names)
	if strings.Join(names, ",") != "flag_2,v_1" {
		t.Fatalf("first path inputs %v, want flag_2 and v_1", names)
	}
	for _, p := range r.res.Paths {
		for _, v := range p.Inputs {
			if x := p.InputValue(v); strings.HasPrefix(v.Name, "flag") && x != 0 && x != 1 {
				t.Fatalf("boolean input %s = %d", v.Name, x)
			}
		}
	}
}

// TestDebugAndVerifier checks Debug.makeSymbolicInteger, Debug.assume and
// Verifier.nondetInt: z > 0 is a branch (2 calls); its FALSE side reaches
// assume(false) and is dropped; then w < z has 2 feasible sides (2 calls).
func TestDebugAndVerifier(t *testing.T) {
	r := runSubject(t, "apis", "apis", "target.main=DebugDriver", "target.symbolic=[]")
	if g, want := got(r), (counts{2, 4, 4, 0}); g != want {
		t.Fatalf("got %+v, want %+v", g, want)
	}
	if r.res.Stats.Ignored != 1 {
		t.Fatalf("ignored %d, want 1", r.res.Stats.Ignored)
	}
	for _, p := range r.res.Paths {
		m := fullModel(p)
		if m["z"] <= 0 {
			t.Fatalf("model %v violates the assumption z > 0", m)
		}
	}
}
