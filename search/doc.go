// Package search decides what to explore, when to ask the solver and how
// to backtrack. It owns the Searcher interface and the strategies,
// registered by name: "dfs" (pure depth-first search: every branch side is
// checked before it is explored) and "speculative" (the segment DFS of
// Speculative Symbolic Execution with maximum speculation depth k), both
// with optional absurdity-based pruning, depth and path limits.
//
// Invariants:
//   - A path or an error is reported only after its whole path condition
//     was checked satisfiable (no false alarms), and with a model.
//   - Backtracking restores the VM state saved at the choice point
//     (interp.Snapshot); the search never re-executes a prefix.
//   - With k = 1 the speculative search makes exactly the calls of pure DFS
//     (they are the same code).
//
// The search does not know how the VM builds constraints or what a branch
// means; it sees choicegen.Generators and the path condition.
package search
