package main

import (
	"fmt"
	"strings"

	"gospf/interp"
)

// jsonMerge is veritesting's part of --json (search.merge = "veritesting").
type jsonMerge struct {
	Regions            int            `json:"regions_merged"`
	Branches           int            `json:"branches_merged"`
	Rejected           int            `json:"regions_rejected"`
	RejectedBy         map[string]int `json:"rejected_by"`
	LargestSummary     int            `json:"largest_summary"`
	StaticInstructions int64          `json:"static_instructions"`
	// LoopMerges and LoopPaths: merge = "loops" (interp/merge_loop.go).
	LoopMerges int `json:"loops_merged,omitempty"`
	LoopPaths  int `json:"loop_paths_merged,omitempty"`
}

func mergeJSON(m *interp.MergeStats) *jsonMerge {
	if m == nil {
		return nil
	}
	j := &jsonMerge{Regions: m.Merged, Branches: m.Branches, Rejected: m.RejectedTotal(), RejectedBy: map[string]int{},
		LargestSummary: m.LargestSummary, StaticInstructions: m.Instructions, LoopMerges: m.LoopMerges, LoopPaths: m.LoopStates}
	for _, r := range m.Rejections() {
		j.RejectedBy[r.Reason] = r.Count
	}
	return j
}

// mergeLine is the summary line of veritesting: "merge: 12 regions (30
// branches), 3 rejected (loop 2, call 1), largest summary 4".
func mergeLine(m *interp.MergeStats) string {
	var why []string
	for _, r := range m.Rejections() {
		why = append(why, fmt.Sprintf("%s %d", r.Reason, r.Count))
	}
	rej := ""
	if len(why) > 0 {
		rej = " (" + strings.Join(why, ", ") + ")"
	}
	loops := ""
	if m.LoopMerges > 0 {
		loops = fmt.Sprintf(", %d loops merged (%d paths)", m.LoopMerges, m.LoopStates)
	}
	return fmt.Sprintf("merge: %d regions merged (%d branches, %d static instructions)%s, %d rejected%s, largest summary %d",
		m.Merged, m.Branches, m.Instructions, loops, m.RejectedTotal(), rej, m.LargestSummary)
}
