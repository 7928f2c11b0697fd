// Package cluster distributes one exploration over worker processes on
// any number of machines through a NATS JetStream server: `gospf run
// CONFIG --nats URL` coordinates, `gospf worker --nats URL` explores. The
// server may be external, or embedded in the coordinator (StartServer) for
// the workers of one machine and for tests.
//
// # Resources of a run
//
// A run has a random id (12 hex digits); everything it creates is named
// by it, so runs on one server never mix:
//   - the registry (key-value bucket gospf_runs): run id -> Description,
//     the coordinator's configuration (JSON, with defaults and overrides
//     applied), which workers watch to join runs;
//   - an object store with the target's class path (directories and jars,
//     as a tar.gz), so a worker needs no shared file system; it needs a
//     JDK 17 of its own (the class library must be the coordinator's, or
//     replays diverge: search.ErrReplay);
//   - the work stream (work-queue retention, subject gospf.<run>.task)
//     with one durable pull consumer that all workers share: each message
//     is a search.Task with an id; a message is acknowledged only after
//     its results are stored, and while a worker explores it tells
//     JetStream the task is in progress (every AckWait/4), so the task is
//     delivered again AckWait after its worker died;
//   - the results stream (subject gospf.<run>.out): batches of paths of
//     a task attempt (dist.WirePaths) and the attempt's end with its
//     search statistics, its solver counters, busy and idle time, in
//     encoding/gob (the coordinator decodes every path; the other
//     messages are JSON);
//   - core NATS subjects: ctl (request-reply: start an attempt, give a
//     subtree away), beat (heartbeats: alive, idle or busy) and state
//     (from the coordinator: how many workers wait, stop, end).
//
// # Exactly once
//
// The coordinator alone changes the run's state (one goroutine). Each task
// has attempts: a worker asks to start one when it receives the task, and
// gets the attempt number and the cuts, the subtrees earlier attempts gave
// away (search.Task.Cuts), which it does not explore again. A worker gives
// a subtree away by asking the coordinator, which queues it as a new task
// and records the cut only if the attempt is the task's current one;
// otherwise the worker keeps the subtree. The paths of an attempt are kept
// aside until its end arrives, and committed only if it is still the
// current attempt; the paths of an attempt superseded by a later one (its
// worker died, or stopped reporting for longer than AckWait) are thrown
// away. Only the current attempt acknowledges the task's message (it asks
// first): a superseded attempt's acknowledgement would remove the message
// while the current attempt's worker may still die. So every subtree is
// explored by exactly one accepted attempt: the
// current attempt of its task explores the task less all its cuts, and
// each cut is a task of its own. The statistics and solver counters of
// accepted attempts only are added up, so a run with a killed worker
// reports the counts of an undisturbed run (cmd/gospf TestClusterFault).
//
// # Work sharing
//
// A worker is idle from the end of an attempt (or its start) to the start
// of the next. The coordinator publishes hungry = idle workers - queued
// tasks; while it is positive, a busy worker's search gives away its
// shallowest shareable subtree at its next choice point (dist's rule,
// over the network). The result is merged as dist merges: paths in the
// order of one explorer; limits (max_paths, max_time) and SIGINT or
// SIGTERM of the coordinator stop the workers at their next choice point,
// interrupting a solver check in progress, and their partial attempts
// count. A worker that stops an attempt for a limit of its own (its
// process's max_memory) reports the reason, and the coordinator stops
// the run with it.
//
// What it does not do: survive the loss of the coordinator or of the
// server (the run is lost; its resources are in memory storage), share
// solver caches between workers, or authenticate (use the server's
// security for that).
package cluster
