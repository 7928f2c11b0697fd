package main

import (
	"flag"
	"strings"
	"testing"
)

// summaryModes are the settings of search.summaries under test.
var summaryModes = [][]string{
	{"search.summaries=method"},
	{"search.summaries=fragment", "search.summary_fragments=ssum"},
	{"search.summaries=fragment", "search.summary_fragments=lasum"},
	{"search.summaries=fragment", "search.summary_fragments=lsum"},
}

// TestSummariesSamePaths checks that every summary strategy finds exactly
// the paths and errors of a run without summaries, under pure DFS and SSE
// with absurdity, on the paper programs and subjects small enough for go
// test.
func TestSummariesSamePaths(t *testing.T) {
	subjects := append(append([]struct {
		name, cfg string
		overrides []string
		maxK      int
	}{}, equivalenceSubjects...), []struct {
		name, cfg string
		overrides []string
		maxK      int
	}{
		{"bintree", "bintree", []string{`target.args=["3"]`}, 3},
		{"wbs", "wbs", nil, 3},
		{"summaries", "summaries", nil, 9},
		{"summaries", "summaries", []string{"target.entry=Summaries.offers(sym#sym#sym)"}, 3},
		{"summaries", "summaries", []string{"target.entry=Summaries.checks(sym#sym)"}, 4},
		{"summaries", "summaries", []string{"target.entry=Summaries.edges(sym)"}, 4},
		{"summaries", "summaries", []string{"target.entry=Summaries.edges(sym)", "symbolic.theory=bitvector"}, 4},
		{"summaries", "summaries", []string{"target.entry=Summaries.pushes(sym#sym#sym)"}, 3},
	}...)
	for _, s := range subjects {
		t.Run(s.name+strings.Join(s.overrides, ","), func(t *testing.T) {
			for _, search := range [][]string{{"search.strategy=dfs", "search.absurdity=false"},
				{"search.strategy=speculative", "search.depth=3", "search.absurdity=true"}} {
				common := append(append([]string{}, s.overrides...), search...)
				plain := runSubject(t, s.name, s.cfg, common...)
				want := pathSet(plain)
				for _, mode := range summaryModes {
					r := runSubject(t, s.name, s.cfg, append(append([]string{}, common...), mode...)...)
					if d := sameSet(want, pathSet(r)); d != "" {
						t.Fatalf("%v %v: %s", search, mode, d)
					}
					if r.res.Stats.Errors != plain.res.Stats.Errors {
						t.Fatalf("%v %v: %d errors, without summaries %d", search, mode, r.res.Stats.Errors, plain.res.Stats.Errors)
					}
				}
			}
		})
	}
}

var summariesFull = flag.Bool("summaries.full", false, "TestSummariesFull: compare the path sets of the six evaluation subjects with and without summaries (make summaries-check)")

// TestSummariesFull checks, at the evaluation bounds, that every summary
// strategy finds the paths and errors of a run without summaries on the
// six evaluation subjects, under pure DFS and under SSE (k = 3) with
// absurdity over all solver layers. That takes minutes: make
// summaries-check runs it (-summaries.full); go test runs the fibonacci
// heap under pure DFS (a second), the subject whose summaries meet most
// opaque code (class initialisation, Verify.getInt).
func TestSummariesFull(t *testing.T) {
	subjects := []string{"fibheap"}
	searches := [][]string{{"search.strategy=dfs", "search.absurdity=false"}}
	if *summariesFull {
		subjects = []string{"wbs", "sortedlist", "treemap", "bintree", "binheap", "fibheap"}
		searches = append(searches, []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true", `solver.layers="all"`})
	}
	for _, s := range subjects {
		for _, search := range searches {
			plain := runSubject(t, s, s, search...)
			want := pathSet(plain)
			for _, mode := range summaryModes {
				r := runSubject(t, s, s, append(append([]string{}, search...), mode...)...)
				if d := sameSet(want, pathSet(r)); d != "" {
					t.Errorf("%s %v %v: %s", s, search, mode, d)
				}
				if r.res.Stats.Errors != plain.res.Stats.Errors {
					t.Errorf("%s %v %v: %d errors, without summaries %d", s, search, mode, r.res.Stats.Errors, plain.res.Stats.Errors)
				}
				t.Logf("%s %v %v: %d paths, calls %d (without summaries %d)", s, search, mode, r.res.Stats.Paths, r.solver.Calls, plain.solver.Calls)
			}
		}
	}
}

// TestSummariesCounts checks the exact counts of the summaries subject's
// other entries, derived by hand (fig1's are in its expected.toml):
//
// offers(v1,v2,v3) offers three fresh values to offer(v), which compares v
// with the static field best (0 at first) and stores the larger: 8 paths,
// 7 visits of offer. Pure DFS checks both sides at each: 14 calls. With
// method summaries, offer is recorded twice, once with best = 0 (the
// read is concrete) and once with best symbolic (a second placeholder): 2
// calls each. A visit with best = 0 offers v > 0 and v <= 0 over the fresh
// v alone: both have witnesses (3 such visits: the first, and the two
// where every earlier value was <= 0, whose path condition does not
// mention v). The other 4 visits compare v with an earlier value, so
// each of their 2 sub-paths costs a call under pure DFS: 4 + 0 + 8 = 12
// calls. Under SSE (k = 3, absurdity) without summaries every path makes
// one check: 8. With summaries six of the eight paths end with an
// unverified sub-path and make one check each (the two whose v1 and v2
// are <= 0 are verified by witnesses alone), plus the 4 recording calls:
// 10, two more than without: the recordings cost more than they save.
//
// checks(v1,v2) calls check(v), which throws on v < 0: 7 paths, 3 of
// them errors. Pure DFS makes 2 calls at each of check's two branches,
// the second reached only when v >= 0, at 3 visits: 12 calls. The
// recording makes 4 calls (v < 0, then v >= 0 with v > 10 and v <= 10);
// the throwing sub-path is opaque (IllegalArgumentException is not
// initialised) and runs its code, guided: 1 call at each of the 3
// visits, while the other two sub-paths have witnesses: 4 + 3 = 7 calls,
// under pure DFS and SSE alike (SSE without summaries: 7 too).
//
// edges(x) calls edge(x + 1), then edge(x), in the int theory, where x + 1
// may exceed Integer.MAX_VALUE: 3 paths (x = MAX returns 1). edge(x + 1)
// is not replayed (x + 1 may leave the int range, where a placeholder
// does not stand for it): its code runs, 4 calls, all sat. edge(x) is
// recorded (4 calls: a > MAX-1 sat, then a != MAX unsat, a == MAX sat,
// and a <= MAX-1 sat) and then offers 2 sub-paths at each of its 3
// visits (the unsat one left out each time), 1 of them unsat in
// context: 6 calls, 3 unsat. Total 14 calls (10 sat, 4 unsat), against
// 12 (8 sat, 4 unsat) without summaries.
func TestSummariesCounts(t *testing.T) {
	type counts struct{ paths, errors, calls, sat, unsat int }
	dfs := []string{"search.strategy=dfs", "search.absurdity=false"}
	sse := []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true"}
	method := []string{"search.summaries=method"}
	cases := []struct {
		entry    string
		settings [][]string
		want     counts
	}{
		{"offers(sym#sym#sym)", [][]string{dfs}, counts{8, 0, 14, 14, 0}},
		{"offers(sym#sym#sym)", [][]string{dfs, method}, counts{8, 0, 12, 12, 0}},
		{"offers(sym#sym#sym)", [][]string{sse}, counts{8, 0, 8, 8, 0}},
		{"offers(sym#sym#sym)", [][]string{sse, method}, counts{8, 0, 10, 10, 0}},
		{"checks(sym#sym)", [][]string{dfs}, counts{7, 3, 12, 12, 0}},
		{"checks(sym#sym)", [][]string{dfs, method}, counts{7, 3, 7, 7, 0}},
		{"checks(sym#sym)", [][]string{sse}, counts{7, 3, 7, 7, 0}},
		{"checks(sym#sym)", [][]string{sse, method}, counts{7, 3, 7, 7, 0}},
		{"edges(sym)", [][]string{dfs}, counts{3, 0, 12, 8, 4}},
		{"edges(sym)", [][]string{dfs, method}, counts{3, 0, 14, 10, 4}},
	}
	for _, c := range cases {
		ov := []string{"target.entry=Summaries." + c.entry}
		for _, s := range c.settings {
			ov = append(ov, s...)
		}
		r := runSubject(t, "summaries", "summaries", ov...)
		st := r.res.Stats
		got := counts{st.Paths, st.Errors, int(r.solver.Calls), int(r.solver.Sat), int(r.solver.Unsat)}
		if got != c.want {
			t.Errorf("%v: got %+v, want %+v", ov, got, c.want)
		}
	}
}

// TestSummariesCacheBound runs the binomial heap with summary_cache_mb =
// 1, which its method summaries outgrow: once the bound is reached
// nothing more is recorded (the visits that would record run their code)
// and the paths are still those without summaries.
func TestSummariesCacheBound(t *testing.T) {
	dfs := []string{"search.strategy=dfs", "search.absurdity=false"}
	plain := runSubject(t, "binheap", "binheap", dfs...)
	r := runSubject(t, "binheap", "binheap", append(dfs, "search.summaries=method", "search.summary_cache_mb=1")...)
	if d := sameSet(pathSet(plain), pathSet(r)); d != "" {
		t.Fatal(d)
	}
	s := r.summaries
	if !s.Full || s.Misses["summary_cache_mb reached"] == 0 || s.Bytes < 1<<20 {
		t.Fatalf("summaries: full %v, %d misses for the bound, %d bytes", s.Full, s.Misses["summary_cache_mb reached"], s.Bytes)
	}
}
