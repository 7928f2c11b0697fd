package main

import "testing"

// TestInfeasibleLength: subjects/regress/InfeasibleLength.java allocates
// an array of length b > 3 ? 3 : b after a test b == 12. Four paths, one
// error, under every search: b == 12 (the length is 3; its b <= 3 side is
// infeasible), b != 12 and b > 3, b < 0 (NegativeArraySizeException: the
// error) and 0 <= b <= 3. Speculative search reaches the allocation on the
// infeasible side b == 12, b <= 3, whose bounds leave no case of the
// length open; it failed there with an internal error.
func TestInfeasibleLength(t *testing.T) {
	for _, tc := range []struct {
		settings []string
		calls    int
	}{
		// Pure DFS checks both sides of b == 12, of b > 3 twice (one
		// side infeasible under b == 12) and the two open length cases
		// under b <= 3: 8 calls.
		{[]string{"search.strategy=dfs"}, 8},
		// SSE checks segments of up to k branches, not each side: 6
		// calls, measured (the fix offers every case at the infeasible
		// allocation, and the segment's check finds it unsat).
		{[]string{"search.depth=3", "search.order=true-first"}, 6},
		{[]string{"search.depth=2", "search.order=false-first"}, 6},
	} {
		r := runSubject(t, "regress", "infeasiblelength", tc.settings...)
		if st := r.res.Stats; st.Paths != 4 || st.Errors != 1 || r.solver.Calls != int64(tc.calls) {
			t.Errorf("%v: %d paths, %d errors, %d calls; want 4, 1, %d", tc.settings, st.Paths, st.Errors, r.solver.Calls, tc.calls)
		}
	}
}
