// Package dist spreads one exploration over many explorers: goroutines of
// one process (Run), and, in package dist/cluster, processes on any
// number of machines that share a NATS JetStream server.
//
// The unit of work is a search.Task, an unexplored subtree named by its
// choice sequence from the root (search/doc.go, "Parallel exploration").
// Each explorer owns a VM and a solver stack (made by the caller, which
// wires the configuration); explorers share nothing but the tasks and
// what they report.
//
// Explorers are made in their own goroutines, side by side (each loads
// its classes and starts its solver, tens of milliseconds), and each
// joins the pool when it is ready: the first takes the whole tree, the
// others their share as they come. What the caller makes them from may be
// shared read-only (gospf shares the class path and its parsed classes,
// package classfile).
//
// Each explorer's Timeline (WorkerStats) says where a run's wall-clock
// time went that the explorers did not all spend exploring: before the
// first is Ready nobody explores; between an explorer's Ready and its
// First task it waits for a share (the hand-over); after its Last task it
// waits for the others (the tail) until Done. docs/performance.md has
// the timeline of WBS on Z3 with one and two explorers.
//
// Work stealing (Cloud9's, over a pool): an explorer that has no task
// waits in the pool; while one waits, every busy explorer's search gives
// away, at its next choice point, the untried choices of its shallowest
// shareable choice point (the biggest subtree it holds), and the waiting
// explorer takes the oldest task queued. The exploration is complete when
// every explorer waits and no task is queued.
//
// Determinism: the merged result has the paths and errors of one
// explorer, in its order (search.Path.Less on the choice sequences), and,
// with solver layers that have no memory, its solver calls; which
// explorer found what, and the witness models, depend on timing
// (search/doc.go says why the counts add up and what differs).
// Merge, EncodePaths and DecodePaths serve dist/cluster as well.
//
// Limits work across explorers: max_paths counts the paths of all of
// them and keeps the first max_paths in the order of one explorer
// (which ones were found depends on timing); max_time and an interruption
// (SIGINT, SIGTERM, Options.Stop) stop every explorer at its next choice
// point, and a solver check in progress is interrupted (package search,
// "Stopping"); a limit an explorer watches itself (max_memory, measured
// for the whole process) stops it and then all the others, with its
// reason; an explorer's error stops all and is returned.
//
// What it does not do: it does not balance by estimated subtree sizes
// (the shallowest choice point is the heuristic), and it does not share
// solver caches between explorers.
package dist
