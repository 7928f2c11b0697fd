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
// Heap choices (lazy initialization, choicegen.Heap) and speculation. A
// heap choice point offers null, aliases and fresh objects for a symbolic
// reference; its alternatives add nothing to the path condition, so each
// is feasible exactly when the state before the choice point is. The
// search therefore treats them as it treats concrete choices (Verify):
//   - A heap choice point is pushed with a snapshot like any choice point
//     and counts toward depth_limit, choice_points and the maximum depth.
//   - Taking an alternative makes no solver call and is not a segment
//     side: it neither lengthens the segment (k counts symbolic sides
//     only) nor triggers a check. Stats.HeapChoices counts the
//     alternatives taken; calls never include them.
//   - A segment spans heap choice points: the sides taken before and after
//     one are checked together when the segment reaches k sides or the
//     path ends. If that check fails, binary search runs over the
//     segment's sides alone; the search backs up to the choice point of
//     the first infeasible side, and the heap choice points below it are
//     dropped with their untried alternatives, which lie below an
//     infeasible side (their instructions count as wasted instructions;
//     wasted states count segment sides only).
//   - Returning to a heap choice point for its next alternative restores
//     its state, which is verified by the rule for every choice point: the
//     path below it ended with a verified path condition of which the
//     point's is a prefix. The next alternative thus starts with an empty
//     segment (after a path dropped unchecked, Verify.ignoreIf, with the
//     unverified sides above the point, as for any choice point).
//   - Absurdity never applies to heap choices (their alternatives are not
//     each other's negation), and heap choices do not change it for the
//     branches around them: a branch's second side is taken by absurdity
//     only when the branch's own state is verified and its first side was
//     proven unsat.
//   - A path that needs more lazily created objects than max_objects ends
//     as interp.OutcomeObjectLimit: its segment is checked like any path
//     end, so only feasible prefixes are counted (Stats.ObjectLimited).
//   - Under pure DFS (k = 1) every state that reaches a heap choice point
//     is verified, so its alternatives need no call there either; with
//     any k, pure DFS and speculative DFS take the same heap alternatives
//     below the same feasible prefixes, and k = 1 still makes exactly the
//     calls of pure DFS. Speculation may also take heap alternatives below
//     a side it later finds infeasible, so its HeapChoices can exceed
//     pure DFS's (never its paths).
//
// Accesses to arrays of symbolic length (choicegen.ArrayBounds) are
// symbolic two-way choices like branches: sides of segments, and subject
// to absurdity.
//
// The search does not know how the VM builds constraints or what a branch
// means; it sees choicegen.Generators and the path condition.
package search
