package main

import (
	"strings"
	"testing"
)

// TestBoxText checks that the text of a symbolic number reached through
// an object (a box's toString, String.valueOf(Object), the joins of
// StringJoiner, String.join and Collectors.joining) is symbolic text:
// each method of subjects/boxtext tests it once, so it has exactly two
// feasible paths (derived in BoxText.java), under pure DFS and SSE, and
// every path's test replays on the JVM.
func TestBoxText(t *testing.T) {
	for _, entry := range []string{"BoxText.boxed(sym)", "BoxText.valueOfObject(sym)", "BoxText.joined(sym#sym)",
		"BoxText.joiner(sym#sym)", "BoxText.join(sym#sym)"} {
		t.Run(entry, func(t *testing.T) {
			t.Parallel()
			for _, search := range [][]string{{"search.strategy=dfs"}, {"search.strategy=speculative", "search.depth=3", "search.absurdity=true"}} {
				ov := append([]string{"target.entry=" + entry}, search...)
				r := runSubject(t, "boxtext", "boxtext", ov...)
				if st := r.res.Stats; st.Paths != 2 || st.Errors != 0 || st.UnknownSides != 0 {
					t.Errorf("%v: %d paths, %d errors, %d unknown sides; want 2, 0, 0", ov, st.Paths, st.Errors, st.UnknownSides)
				}
			}
			out := replayPlain(t, generate(t, "boxtext", "target.entry="+entry))
			if strings.Count(out, "PASS path") != 2 || !strings.Contains(out, "0 failed") {
				t.Errorf("replay:\n%s", out)
			}
		})
	}
}
