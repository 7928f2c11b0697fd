package search

// Speculative segment DFS (paper Section III, Figure 5; DESIGN.md
// "Contracts"): sides are taken without a call until k of them form the
// segment since the last verified state; the segment is checked in one
// call, and at the end of a path a non-empty segment is checked. On unsat,
// binary search over the segment finds the first infeasible side and the
// search resumes at its choice point, which is verified.
func init() {
	register("speculative", func(o Options) Searcher {
		if o.Depth < 1 {
			o.Depth = 1
		}
		return &segmentSearch{opts: o}
	})
}
