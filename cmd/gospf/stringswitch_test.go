package main

import (
	"strings"
	"testing"
)

// TestStringSwitch checks a switch on a symbolic String in the bit-vector
// theory: hashCode's equalities with the labels' hashes are decided (Z3
// finds strings of up to four chars, whose hash needs no reduction modulo
// 2^32: solver/z3 hashCode), so pure DFS and SSE find the five paths
// derived in StringSwitch.java with no undecided side, and every path's
// test replays on the JVM.
func TestStringSwitch(t *testing.T) {
	for _, search := range [][]string{{"search.strategy=dfs"}, {"search.strategy=speculative", "search.depth=3", "search.absurdity=true"}} {
		r := runSubject(t, "stringswitch", "stringswitch", search...)
		if st := r.res.Stats; st.Paths != 5 || st.Errors != 0 || st.UnknownSides != 0 {
			t.Errorf("%v: %d paths, %d errors, %d unknown sides; want 5, 0, 0", search, st.Paths, st.Errors, st.UnknownSides)
		}
	}
	out := replayPlain(t, generate(t, "stringswitch"))
	if strings.Count(out, "PASS path") != 5 || !strings.Contains(out, "0 failed") {
		t.Errorf("replay:\n%s", out)
	}
}
