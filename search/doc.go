// Package search decides what to explore, when to ask the solver and how
// to backtrack. It owns the Searcher interface and the strategies,
// registered by name: "dfs" (pure depth-first search: every branch side is
// checked before it is explored) and "speculative" (the segment DFS of
// Speculative Symbolic Execution with maximum speculation depth k, or with
// a depth chosen at each branch from measured costs: "auto"), both with
// optional absurdity-based pruning, depth and path limits.
//
// Invariants:
//   - A path or an error is reported only after its whole path condition
//     was checked satisfiable (no false alarms), and with a model (but a
//     path that ends normally under Options.ErrorModelsOnly).
//   - Backtracking restores the VM state saved at the choice point
//     (interp.Snapshot); the search never re-executes a prefix.
//   - With k = 1 the speculative search makes exactly the calls of pure DFS
//     (they are the same code).
//
// # Models
//
// The search keeps a model of the verified prefix of the path condition
// (verModel), which a path ending with no further check reports and a
// task given away carries. When the solver defers models
// (solver.ModelDeferrer: Z3 alone, without layers) its checks ask for
// none, and verModel stays nil until a path ends or a task is given away:
// it is then read from the solver (verifiedModel), which gives the model
// of its last check when that verified the prefix, and checks the prefix
// again for a model otherwise (not a solver call; the Z3 backend counts
// these re-checks). Pure DFS on WBS so reads 8707 models instead of 17412,
// the same ones (TestDeferredModels of cmd/gospf). A stop request that cuts
// short the check for a model ends the search without that path.
//
// With Options.ErrorModelsOnly (the caller shows no inputs of normal
// paths: gospf run without --paths, --tests or SPF's listeners) a path
// that ends normally is reported without a model, and none is read for
// it: pure DFS on WBS, with Z3 alone, reads none of its 8707, and two
// explorers of one process then scale as two processes do (building a
// model is where Z3's process-wide locks are: solver/z3's "Solvers side
// by side"). Errors always get theirs. So that this changes nothing else,
// the model read for a normal path is only reported, never kept as
// verModel: whether or not the search read it, the next path or task
// that needs the model of the verified prefix reads it from the solver
// then (readModel), and gets the same model (TestErrorModelsOnlySameSearch
// of cmd/gospf: the same calls, paths and error models either way). The
// calls and paths are the same in every case; an error's model can differ
// only after a normal path whose model had to be re-checked (it ended
// right after an unsat check): that re-check is a Z3 check, which may
// change the models Z3 builds later, and both are models of the error's
// path condition.
//
// # Choosing when to check (depth "auto")
//
// A fixed k trades solver calls for interpretation: a failed segment
// costs its binary search and the instructions executed past its first
// infeasible side. Which trade pays depends on what a check costs (a few
// microseconds for the native procedure, tens to hundreds for Z3), on
// what an instruction costs, and on how often each branch is infeasible
// (the second test of a flag just tested is infeasible on one side every
// time). With Options.AutoDepth the search measures these during the run
// (auto.go) and decides, each time it takes a symbolic side, whether to
// check the segment now or speculate on. The estimates:
//
//   - c(l, sat) and c(l, failed): the time of a segment check of l
//     sides that is sat, and of one that fails (unsat or unknown), per l,
//     the nearest shorter l measured standing in for one not yet seen.
//     The outcomes are kept apart because their costs differ most where
//     speculation is at stake: behind layers, a sat check is mostly a
//     cache hit (the last model satisfies the new sides) and a failed one
//     reaches Z3 (and computes a core when the segment has three sides or
//     more); a mean mixing them in the proportions of past checks charges
//     the cost of failures to the checks that are likely sat, and
//     underrates a longer segment, which fails more often than the checks
//     it was measured on. The expected time of a check that is sat with
//     probability p is c(l, p) = p c(l, sat) + (1-p) c(l, failed); cp: the time
//     of a check of binary search (cheap when the backend's prefix memory
//     answers it, solver.PrefixMemo). Each is kept per decider when the
//     solver says who decided a check (solver.DecidedReporter: the native
//     procedure, a layer, the backend below the layers): the share of
//     checks each decides and the mean time of its checks, so that a rare
//     Z3 check of a millisecond behind layers answering in a microsecond
//     counts in full. A longer segment is both a larger query and one the
//     caches know less often, so c(l) grows with l as measured. What the
//     caches answer changes during a run: with Z3 behind every layer the
//     first checks all reach Z3 (100 us) and later almost none do (a
//     layer answers in 1 to 5 us). So c(l) is the measured mean for l
//     with the estimate for l - 1 as a prior of weight one (c(1): the
//     mean of every length), and a measurement is stale once 256
//     segment checks have passed since its last sample: a stale length
//     counts as unmeasured, takes the estimate of the length below, so
//     the search tries it again, and its next sample starts its means
//     afresh. Trying costs one speculation every 256 checks at most.
//     Before this, a length measured while the caches were cold kept its
//     cold cost (first for the whole run; then, with a weight halving
//     every 1,024 checks, for most of it: on WBS with Z3 the search
//     checked every side in 17,300 segment checks where k = 4 makes
//     8,881; now about 9,000), and the decisions depended on the first
//     dozen checks. (The layers themselves must also recognise what the
//     search asks after speculating: solver.Independence remembers the
//     prefixes of a sat path condition, so a check back at a choice
//     point inside a verified segment is sliced to its new side alone.);
//   - ci: the search's time outside checks per instruction executed
//     (interpretation, snapshots, restores), over the last million
//     instructions or so;
//   - per side of each branch site (the instruction, choicegen's Where,
//     and the choice): q, the rate at which the side was found infeasible
//     when the sides before it were feasible, with the rate of all sites
//     as a prior of weight one; w, the mean number of instructions from
//     taking the side to the next symbolic side or the end of the path;
//     e, the share of those that were the end of the path.
//
// Means are running means that become moving averages after 256 samples,
// so the warm-up of a run (first translations, cold caches) fades; times
// are wall-clock, and once a mean has 16 samples a sample counts at most
// 4 times the mean (a check during which the thread was descheduled or
// the collector stopped the world is not what a check costs). Not every
// check is timed when checks are cheap: while segment checks cost under
// 2 us on average (the native procedure decides them), every check of a
// length and outcome with fewer than 16 samples, and the first 16 of
// every 64 segment checks (and the binary search after them) are; the
// others still count for staleness. Above 2 us every check is timed. Timing
// every check (two clock reads, a bounded sample, the means) cost about
// a tenth of a native check: on the sorted list with the native
// procedure, depth auto made to check every side ran 8% slower than k = 1
// (the same checks). The estimates the decision reads are recomputed
// after every 8 segment checks, not at every side. The cost of
// restoring a snapshot is part of ci: both choices restore the same choice
// point when a segment fails, so it does not enter the difference. For a
// segment of l sides that is feasible with probability p (the product of
// 1 - q over its sides; q without a site: the rate of all sites; p' =
// p(1 - q) after one more side),
// with b(l) = ceil(log2 l) the checks of a binary search over l sides, the
// expected times of the next step are
//
//	now   = c(l, p) + (1-p) b(l) cp + p (w ci + (1-e) c(1, 1-q))
//	later = w ci + e (c(l, p) + (1-p) b(l) cp) + (1-e) (c(l+1, p') + (1-p') b(l+1) cp)
//
// "now" checks the segment, and when it is feasible runs on to the next
// side, which then starts a new segment; "later" runs on unchecked and
// checks at the next side (or the end of the path, which checks anyway).
// The search speculates when later < 0.9 now (speculationMargin: a
// smaller saving is within the noise of the estimates). One step of look-ahead is
// enough because the decision is made again at the next side. Until the
// first segment check is measured every side is checked (k = 1).
// Everything else is the segment search: the same binary search, the same
// absurdity, the same paths and errors as pure DFS (the differential tests
// check it). The calls depend on the measured times, so they vary from run
// to run: the exact counts of the contract are those of an integer k.
//
// Re-execution after a failed segment restarts at the choice point of the
// first infeasible side, from the snapshot saved there (push), never from
// the segment's start: restoring a snapshot costs a copy of the state, far
// less than interpreting again the instructions between the segment's
// start and that side. What a failed segment executed past that side is
// counted in Speculation.WastedInstructions (and its sides in
// WastedStates); the cost model counts it in what it expects of "later".
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
// to absurdity. The splits of references merged by veritesting
// (choicegen.MergedRef, one choice per value, its guard the constraint)
// are symbolic choices too: sides of segments, checked like any side; not
// subject to absurdity (their constraints are not each other's negation).
// A region merged by veritesting is no choice point at all: the search
// sees fewer choice points, and conditions with ite terms.
//
// # Parallel exploration
//
// A Task (task.go) names a subtree: the choice sequence from the root to
// a choice point (each choice as its position in the exploration order)
// and the positions still to explore there. An Explorer explores tasks on
// one VM and solver stack: it restores the start of the program, replays
// the prefix (Choose at each choice point, no solver call: the prefix is
// verified) and runs the segment search with the task's choice point as
// the bottom of its stack. Package dist runs many explorers and moves
// tasks between them.
//
// A search gives work away (Sharer.Wanted, asked at every new choice
// point) from the shallowest choice point that has untried positions and
// is shareable: its state is verified (pcLen <= verLen) and, for a
// symbolic choice point, so is the side taken there (pcLen < verLen). Its
// untried positions become a task; the search goes on as if they were
// explored. Shareability makes the split exact:
//   - The receiver starts where this search would have returned to the
//     choice point: a verified state, an empty segment, verLen at the
//     point. The side taken there is verified sat, so no absurdity is
//     lost: for a two-way branch the other side would have needed a call
//     here too (absurdity applies only after an unsat first side).
//   - Below the choice point the receiver makes exactly the calls,
//     segments and binary searches this search would have made; the
//     sender's own calls are those it makes anyway before returning. So
//     paths, errors, solver calls (sat, unsat), pruned sides, instructions
//     and every other count add up, over the explorers, to those of one
//     explorer, for pure DFS and for speculative DFS with any k, with
//     absurdity or not. Segments end at a transfer in the sense that the
//     receiver's first segment starts at the task's choice point; since
//     only verified choice points are shared, this is where the single
//     search's segment starts on returning there. What differs: solver
//     layers with memory (caches, models) are per explorer, so they answer
//     less and more checks reach the backend; the native procedure and Z3
//     are incremental and may return other models for the same query, so
//     witness inputs may differ (they satisfy the same path condition);
//     the maxima (depth, saved states) are per explorer; replaying the
//     prefixes executes instructions, counted apart (Stats.Replayed).
//   - Results are merged in the order of one explorer: Path.Seq is the
//     path's choice sequence, and one depth-first explorer reports paths
//     in its lexicographic order (Path.Less).
//   - A task carries a model of its choice point's path condition, the
//     model a path ending with no further check reports (as verModel); a
//     search that defers models reads it from its solver when it gives
//     the task away, and gives nothing at that choice point when the
//     solver cannot give one.
//   - A task explored again (its explorer died, dist/cluster) carries
//     the Cuts, the subtrees it had already given away, so that they are
//     not explored twice.
//   - The interpreter is a function of the choice sequence: replaying a
//     prefix on a fresh VM reaches the same state as the explorer that
//     made the task (interp's identity hash codes are path state for that
//     reason); a replay that does not reach a choice point with the
//     task's positions is ErrReplay.
//
// Summaries (choicegen.Summary, package summary). A summarised fragment is
// a choice point whose choices are the fragment's sub-paths; a choice adds
// all the conditions of its sub-path, as several conjuncts:
//   - A choice is one side however many conjuncts it adds; each segment
//     entry records the path-condition length after its side, which
//     binary search and unsat cores use (not the number of sides).
//   - A choice with a Witness (a sub-path independent of the path
//     condition, satisfiable on its own) is feasible exactly when the
//     state before it is: it is taken with no call and outside the
//     segment, like a heap choice; when the state before it is verified,
//     so is the state after, and the witness joins the verified model
//     (their variables are disjoint). Stats.Independent counts them.
//   - The sub-paths partition the fragment's inputs, so absurdity extends
//     to them (Generator.Exhaustive): when every choice before the last
//     was proven unsat and the choice point's state is verified, the last
//     is feasible with no call.
//
// # Stopping
//
// A search stops early, with Stats.Stopped saying why, on max_paths,
// max_time, a stop request (Options.Stop: SIGINT, SIGTERM, another
// explorer's stop) and MaxMemory. It looks at them between steps: at
// every choice point, path end and backtrack. A solver check may last
// minutes (Z3 on strings, floating point, non-linear bit-vectors), so
// while a search runs, a watcher goroutine (watch.go) polls the same
// conditions every 50 ms and the memory in use (Options.Memory, the
// process's Go and Z3 memory) and, when one says stop, interrupts the
// solver's check in progress (solver.Interrupter). The interrupted check
// is a solver call answered unknown; the search then makes no further
// call: the undecided side counts in UnknownSides and in Interrupted
// (binary search after a failed segment does not go on), and the search
// stops before its next choice with the reason. The native procedure
// (solver/lia) is not interrupted: its checks are bounded by its budget,
// and the steps' own checks suffice. The VM polls the watcher's flag at
// backward jumps and calls (interp.VM.SetStop): a path computing for long
// on concrete values ends as interp.OutcomeStopped, which is no path (not
// counted, not verified), and the search stops with the reason.
// Interrupted checks and stopped paths make the run's counts those of an
// exploration cut at that point, not of a complete one.
//
// The search does not know how the VM builds constraints or what a branch
// means; it sees choicegen.Generators and the path condition.
package search
