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
// # Incremental solving
//
// The Z3 assertion stack mirrors the previous query's path condition, one
// scope per conjunct. Check finds the longest prefix (by Expr ==) that the
// new path condition shares with it, pops the other scopes and pushes one
// scope per new conjunct. A variable's bounds are asserted in the scope of
// the conjunct where it first appears, so they are popped with it. After a
// failed check the solver is reset, and the next query starts from scratch.
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
// A Solver is not safe for concurrent use. Close releases every Z3 object
// and must be called.
package z3
