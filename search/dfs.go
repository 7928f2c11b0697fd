package search

// Pure DFS (DESIGN.md "Contracts"): every branch side is checked by the
// solver before it is explored, so a branch visited on both sides costs two
// calls, less the sides absurdity decides. It is the segment search with
// k = 1: a segment becomes k long as soon as a side is taken, so each side
// is checked at once, no state is ever executed speculatively and binary
// search never runs (hi - lo is always 1).
func init() {
	register("dfs", func(o Options) Searcher {
		o.Depth, o.AutoDepth = 1, false
		return &segmentSearch{opts: o}
	})
}
