// Package z3 is gospf's satisfiability backend: a solver.Solver on top of
// the Z3 C API (Z3 4.8.12, libz3-dev). It is the only cgo code of the
// project; Z3 types never leave this package.
//
// # Theories
//
// Options.Theory chooses how KInt and KLong expressions are translated.
//
// "int" (as SPF does): KInt and KLong are Z3 Ints, mathematical integers
// without overflow, and every variable's bounds are asserted. Div and Rem
// are Java's truncating operators (JVMS 6.5 idiv, irem), built from Z3's
// Euclidean div and mod with an ite on the sign of the dividend. The
// conversions i2l, l2i, i2b, i2s and i2c are the identity, as in SPF: this
// theory does not model overflow or narrowing, so a model is a Java input
// only when no intermediate value leaves its type's range. Shl and Shr by
// constants are multiplication and floor division by powers of two; Ushr
// by a constant and And with a constant low mask are mod and div by powers
// of two; the other bitwise operators and shifts go through int2bv, the
// bit-vector operator and signed bv2int at the kind's width (32 or 64).
// Z3 reasons slowly about int2bv and bv2int and sometimes not at all
// (x ^ y == 0 && x != y gives unknown): programs that compute with bits
// belong in the bit-vector theory.
//
// "bitvector": KInt is a 32-bit and KLong a 64-bit bit-vector with exact
// Java semantics: bvsdiv and bvsrem are idiv and irem (MIN / -1 == MIN),
// shift counts are masked with 31 or 63, i2b is the sign extension of bits
// 7..0, i2c the zero extension of bits 15..0, and so on. Bounds narrower
// than the type are asserted. Every model makes every conjunct of the path
// condition true under solver.Eval, so every model is a real Java input.
//
// lcmp is a nested ite in both theories; KBool is Z3's Bool.
//
// KFloat and KDouble are Z3's IEEE 754 floating-point sorts (8, 24) and
// (11, 53) in both theories, so floating point is exact in both: Java's
// operators are built from SMT-LIB's where the two differ (frem is fmod,
// min and max order -0.0 below 0.0, f2i saturates and maps NaN to 0,
// floatToIntBits has one NaN; float.go). The integer side of a conversion
// is a bit-vector of the Java width, reached in the int theory through
// int2bv and bv2int as the bitwise operators are. A model gives a float's
// bits (the canonical NaN for NaN). Z3 4.8.12 bit-blasts floating point:
// float comparisons, additions and conversions take milliseconds to a few
// seconds per check, double products and quotients seconds, and a double
// sqrt (sqrt(x) == 3.0) does not finish within a minute; set
// [solver] timeout_ms so that such a check is an honest unknown.
//
// KString is Z3's String sort (Z3's theory of sequences) in both
// theories, its chars bounded to Java's 0..0xFFFF; the integer side of a
// string operator is a Z3 Int, and in the bit-vector theory a comparison
// of string-derived ints is made between Ints (strings.go).
//
// # Incremental solving
//
// The Z3 assertion stack mirrors the previous query's path condition, one
// scope per conjunct. Check finds the longest prefix (by Expr ==) that the
// new path condition shares with it, pops the other scopes and pushes one
// scope per new conjunct. A variable's bounds are asserted in the scope of
// the conjunct where it first appears, so they are popped with it. After a
// failed check the solver is reset, and the next query starts from scratch.
//
// A check of a prefix of the previous path condition (binary search over
// a failed segment) is answered from the prefix memory
// (solver.PrefixMemo) when it can, with no pop and no Z3 call: sat when a
// longer prefix was sat (its model, restricted to the prefix's variables),
// unsat when a shorter one was unsat, or when CheckAssumptions's core ends
// before it. It still counts as a call of the backend. The other prefixes
// of a segment checked by CheckAssumptions are decided under the segment's
// first assumption literals, in its temporary scope, which is kept until
// a query that is no such prefix pops it: binary search keeps the state
// Z3 built for the segment instead of pushing the conjuncts again
// (BenchmarkSegmentChecks: 0.6x to 1.0x the time pure DFS spends on the
// same queries, against 0.9x to 1.3x when the scope was popped).
//
// Each node is translated once: the translation is memoised per node, and
// each Z3 term holds one reference (Z3_mk_context_rc) until Close. Terms
// are not scoped, so the memo survives pops. Memory thus grows with the
// number of distinct nodes checked; a run's nodes are few compared with
// what Z3 keeps anyway.
//
// # Models, timeouts, errors
//
// For a Sat answer to a query that needs a model, every variable of the
// path condition is evaluated with model completion, so the model has a
// value, within bounds, for each of them. Options.TimeoutMs sets the
// solver's "timeout" parameter (per solver, not Z3's global parameters);
// a timeout is an Unknown answer whose Reason is Z3's reason
// ("canceled", "timeout", "incomplete ..."), never an error. Z3 errors do
// not abort the process: a custom error handler returns, the code is read
// back right after each API call that can fail, and the failure becomes a
// Go error wrapping ErrZ3.
//
// # Models read when needed
//
// Building a model (Z3_solver_get_model) is most of a check's time: on
// WBS under pure DFS, 17412 checks take 0.36 s without models and 0.9 s
// with them, and nearly all of the difference is Z3_solver_get_model
// itself (reading the nine values from the model costs little). It is
// also the part of a check that explorers of one process contend for
// (below, "Solvers side by side"). A query may therefore leave NeedModel
// unset and ask for the model later with LastModel (solver.ModelDeferrer):
// pure DFS reads one model per path, at its end, instead of one per check
// (8707 of 17412 on WBS), and none for a path that ends normally when the
// output shows no inputs of such paths (search.Options.ErrorModelsOnly:
// none on WBS; ModelReads counts what is read). LastModel reads Z3's
// model when the last check that reached Z3 was of the same path
// condition or an extension of it and answered sat, and nothing has
// touched the scopes since (modelHeld: every check, push, pop and reset
// clears it first), so the model is the one Check would have read then. Otherwise the path condition is checked
// again for its model, which is no solver call (its answer is known) and
// is counted by ModelRechecks (and in the run's statistics as "model
// re-checks"). The search needs that only when a path ends right after an
// unsat check (absurdity takes the other side without a check), or when a
// task is given away after one. A stale model is never returned: the
// comparison is by path condition, not by timing.
//
// # Interruption
//
// Interrupt (solver.Interrupter) is the one method another goroutine may
// call: it calls Z3_interrupt on the context, and the check in progress
// returns Unknown with Reason "interrupted". Z3 4.8.12 notices it within
// milliseconds in its search and within about 2 s in some phases of a
// floating-point check (TestInterrupt, on a loaded machine). An
// interruption is for good: Z3_interrupt cancels the context's resource
// limit, which nothing in the C API resets (a push after an idle
// interruption fails with "push canceled"), so every later check answers
// Unknown at once without asking Z3, and the owner of an interrupted
// Solver makes a new one to go on. That also closes the race of an
// interruption that comes between two checks.
//
// Every solver is made with the parameter ctrl_c = false. By default a
// Z3 check installs its own SIGINT handler for its duration
// (scoped_ctrl_c): Ctrl-C then went to Z3, cancelled that one check (an
// unknown answer), and the search went on with the next, so a run inside
// long checks could not be stopped. The program handles its signals and
// calls Interrupt (package search, cmd/gospf).
//
// # Configuration and latency
//
// Options.Config "simple" uses Z3_mk_simple_solver (the SMT core, the
// default); "default" uses Z3_mk_solver, the combined solver, which
// switches to the same incremental SMT core once push is used.
// BenchmarkCheckLatency measures one incremental check of a small integer
// query (three shared conjuncts, the fourth alternating between a branch
// and its negation: one pop, one push, one check). Measured on a 2-core
// AMD EPYC under heavy concurrent load (load average 11), Z3 4.8.12,
// three runs of 3 s each:
//
//	simple   55-93 us per call (median 68 us)
//	default  43-59 us per call (median 50 us)
//
// The two are within noise of each other on this query; a fresh check with
// the combined solver (a new solver per query) costs about 3 ms, against
// 0.3 ms for the simple solver.
//
// # Unsat cores
//
// CheckAssumptions (and CheckCore, the same method, which makes Solver a
// solver.CoreChecker) checks a prefix, asserted in scopes as Check does,
// together with a segment whose conjuncts are asserted in one temporary
// scope as implications from fresh assumption literals; on unsat the
// literals of Z3's unsat core give the indices into the segment. The
// temporary scope is popped before it returns, so the prefix's scopes stay
// shared with the next Check.
//
// # Tuning
//
// BenchmarkStream replays the queries a pure depth-first search makes on
// a synthetic program (five full-range int inputs, branch conditions
// comparing them with each other, constants and sums; 22% unsat sides in
// the int theory, 14% in the bit-vector theory) on one incremental solver
// per configuration; BenchmarkAssumptions times a verified prefix check
// followed by a segment check of up to 4 conjuncts, plainly or under
// assumptions. Both report wall-clock and CPU time per call; on this
// shared machine (2 cores, load average 10 to 15 from other jobs) only the
// CPU time is stable. Medians of three runs of 2000 calls, Z3 4.8.12:
//
//	go test ./solver/z3 -run '^$' -bench 'Stream|Assumptions' -benchtime 2000x -count 3
//
//	CPU us per call                     int   bitvector
//	simple (the default)               58.6     335
//	simple, Tune                       49.5     276    before/after
//	default (Z3_mk_solver)             60.4     354
//	simple, no model asked             21.9     247
//	simple, model=false, no model      25.4     253
//	simple, relevancy=0                58.2     289
//	simple, arith.solver=2             54.1     346
//	simple, arith.solver=6             59.7     377
//	simple, random_seed=1              72.1     411
//	default, relevancy=0               69.8     312
//
//	segment check, prefix + segment    int   bitvector
//	plain Check                         173     832
//	CheckAssumptions                    182     941
//	CheckAssumptions, core.minimize     314    1104    (cores 1.57 vs 1.61 long)
//
// On real query streams (the pure DFS queries of gospf run on the
// subjects, recorded and replayed on a fresh solver by a harness outside
// the repository; CPU us per query, two runs each), Tune's parameters
// help more: int theory binheap 75-91 -> 64-71, treemap 52-56 -> 42-44,
// sortedlist 55-59 -> 45-47 (arith.solver=2, the legacy simplex solver);
// treemap in the bit-vector theory 279-291 -> 189-212 (relevancy=0).
// Answers are the same (TestTune; and the same sat/unsat counts on every
// replay); models may differ, which changes the inputs printed for paths
// and, slightly, what the model cache of package solver hits. So New does
// not call Tune yet: whoever owns the defaults switches them in one place,
// with the subjects' expected results.
//
// What did not pay off, measured as above: the combined solver
// (Z3_mk_solver), as slow or slower in both theories; relevancy=0 in the
// int theory (no change); arith.solver=2 in the bit-vector theory (no
// arithmetic there); a random seed; core.minimize (cores 3% shorter for
// 30-70% more CPU). Model construction is the largest part of a check
// (22 of 59 us without a model in the int theory): the caches of package
// solver live on models, so with layers every query asks for one, but
// with Z3 alone the search reads models only when it needs them (above,
// "Models read when needed"); model=false itself helps only checks that
// ask for none and was not measured with deferred models. Checking a
// segment under assumptions costs 5% (int) to 13% (bit-vector) more than
// a plain check, paid for by the binary-search calls the core saves.
//
// # Solvers side by side
//
// Each Solver has its own context, so solvers in goroutines of one process
// share nothing of ours; Z3 shares its process-global state between them.
// Z3 4.8.12 takes about 214 mutex locks per check of BenchmarkStream's
// stream (counted with an LD_PRELOAD wrapper of pthread_mutex_lock), 174 of
// them in Z3_solver_get_model: a model builds a model evaluator and its
// rewriters, which read their parameters from the global parameter table
// under one process-wide mutex and make symbols under the symbol table's.
// Two solvers rarely wait for each other there, but the mutexes' cache
// lines move between the cores at every lock. BenchmarkParallelSolvers
// replays the stream on one and two solvers at once and reports CPU time
// and sleep per call; on a loaded machine the two were within noise of
// each other (44-47 CPU us per call with a model, 16 without). In a whole
// run the model is what does not scale: with two explorers on WBS the
// explorers' CPU time grew by 10-13% with a model at every check and by
// 1-3% with none (BenchmarkZ3Explorers of cmd/gospf), which is why models
// are read only when needed.
//
// A Solver is not safe for concurrent use, but for Interrupt. Close
// releases every Z3 object and must be called.
package z3
