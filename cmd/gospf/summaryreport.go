package main

import (
	"fmt"
	"io"
	"strings"

	"gospf/summary"
)

// printSummaries prints what the fragment summaries did (search.summaries).
func printSummaries(w io.Writer, r *outcomeRun) {
	s := r.summaries
	if s == nil {
		return
	}
	fmt.Fprintf(w, "summaries (%s): %d fragments, %d summarised, %d given up, %d recordings (%d sub-paths, %d solver calls, %d instructions), %.1f KiB%s\n",
		s.Strategy, s.Fragments, s.Summarised, s.GivenUp, s.Recordings, s.SubPaths, s.SummarisationCalls, s.InstructionsRecorded,
		float64(s.Bytes)/1024, map[bool]string{true: " (summary_cache_mb reached)"}[s.Full])
	fmt.Fprintf(w, "  hits %d (%d direct), sub-paths offered %d (%d run guided), instructions avoided %d; no call: %d infeasible on their own, %d constant, %d independent (%d taken)\n",
		s.Hits, s.Direct, s.Offered, s.Guided, s.InstructionsAvoided, s.DroppedInfeasible, s.DroppedConstant, s.Independent, r.res.Stats.Independent)
	if len(s.Misses) > 0 {
		fmt.Fprintf(w, "  misses: %s\n", reasons(s.Misses))
	}
	if len(s.Opaque) > 0 {
		fmt.Fprintf(w, "  not summarised: %s\n", reasons(s.Opaque))
	}
}

// reasons formats counts by reason, the largest first.
func reasons(m map[string]int) string {
	var parts []string
	for _, r := range summary.MissReasons(m) {
		parts = append(parts, fmt.Sprintf("%d %s", m[r], r))
	}
	return strings.Join(parts, ", ")
}

// jsonSummaries is summaries in --json: the summariser's statistics and
// the independent sub-paths the search took with no call.
type jsonSummaries struct {
	summary.Stats
	IndependentTaken int `json:"independent_taken"`
}
