// Package lia is gospf's native decision procedure: an exact, incremental
// solver in pure Go for conjunctions of linear constraints over bounded
// integers, the queries that symbolic execution of integer programs makes
// almost always. It sits in front of Z3 (solver.Backends, `[solver]
// backend = "auto"`), answers what it can prove in microseconds, and
// declines the rest, which Z3 then decides. It never answers wrongly: an
// answer it is not sure of is a decline.
//
// # What it decides
//
// A conjunct is translated into atoms, sum(c_i * x_i) rel b with integer
// c_i and b and rel one of <=, >=, ==, != (linear.go). Translated are
// constants, input variables (booleans as 0..1), +, -, unary -,
// multiplication by a constant, << by a constant (multiplication by 2^c,
// c masked as in Java), comparisons, conjunctions, a boolean variable or
// its negation, negations (a negated comparison is the opposite
// comparison, a negated disjunction the conjunction of the negated
// disjuncts: the form veritesting's merged conditions take), and the
// conversions i2l, l2i, i2b, i2s, i2c when the
// operand's range, computed from the variables' declared bounds, lies in
// the target type (there the conversion is the identity in both theories).
// The boolean structure that merging builds is translated too (see
// Cases): disjunctions, negated conjunctions, boolean ite terms,
// comparisons of booleans, and integer ite terms inside linear terms.
// Everything else makes the conjunct foreign: products of variables,
// division and remainder, the other shifts and bit operations, lcmp,
// and so, by construction, every floating-point operator and value: the translation accepts listed
// operators over int and long operands only (a comparison checks its
// operands' kind, a variable its own), and no floating-point operator is
// listed (float_test.go checks the declines).
//
// The two theories (DESIGN.md) differ in one rule. In the int theory
// arithmetic is mathematical, as Z3's Int. In the bit-vector theory every
// operation wraps; but +, -, * and << are ring operations, so the wrapped
// result is the mathematical one reduced modulo 2^w, and a comparison of
// two operands whose mathematical ranges lie within their kind compares
// the mathematical values. So a bit-vector comparison is exact when both
// operands' ranges fit the kind: from the declared bounds, or else from
// the bounds that the conjuncts before it on the path condition assert
// (checked when the conjunct is pushed: where those conjuncts hold, its
// operands cannot wrap, so the conjunction means what the mathematical
// one does); otherwise the conjunct is foreign.
//
// Atoms are normalised: the coefficients are divided by their gcd, with
// the right-hand side rounded inward for <= and >=, an equality whose
// right-hand side is not divisible is false, a disequality true; the first
// coefficient is made positive. Strict comparisons become <= and >= with
// the right-hand side moved by one, exact over the integers.
//
// # How it decides
//
// An atom with one variable of coefficient 1 is a bound on that variable;
// any other form is a slack variable of the simplex (simplex.go), defined
// by a row of the tableau, and the atom is a bound on the slack. The
// simplex is Dutertre and de Moura's general simplex over exact rationals
// (num.go: int64 numerators and denominators, math/big when a result does
// not fit) with Bland's rule. Integrality is branch and bound on an input
// with a fractional value (x <= floor(v) | x >= ceil(v)); a disequality
// f != b that the solution violates is split into f <= b-1 | f >= b+1.
// Both splits run in temporary scopes of the same trail.
//
// # Cases
//
// Veritesting's merged values are ite terms, and its guards
// disjunctions (MultiSE's value summaries). A conjunct with such
// structure becomes, besides its atoms, clauses over linear atoms
// (boolean.go): a disjunction whose sides are single clauses is
// distributed, any other gets a fresh selector proposition p, (!p | a_i)
// and (p | b_j) (Tseitin's encoding, one direction only, so the clauses
// are equisatisfiable with the conjunct and the selector needs no
// meaning of its own); an integer ite(c, a, b) is an auxiliary simplex
// variable t bounded by its arms' ranges and defined by (!c | t == a)
// and (c | t == b). In the bit-vector theory an arm that may wrap is
// guarded like an operand (so t is the arm's Java value), and a guard
// that mentions t takes t's range to be the hull of its arms' ranges
// under the path condition's bounds, not under the declared ones (a
// merged balance ite(w > b, b, b - w) + d, with b, w and d bounded by
// earlier conjuncts, cannot wrap, and stays native). A clause of
// one atom is an atom like any other. A check with clauses runs a small
// DPLL over them (dpll.go): a literal is decided by its assignment or by
// the current bounds (a form whose range lies on one side of its
// right-hand side), a clause with one undecided literal left asserts it
// (unit propagation), a clause that holds is dropped from the clauses
// the search below looks at (it holds there too: the search only sets
// literals and tightens bounds), the simplex checks the bounds after
// propagation, and the first undecided literal of the first open clause is split,
// true then false, up to MaxCases splits a check (then it declines, as
// for the other budgets). A merged condition is usually decided by the
// path condition's bounds and propagation alone; a split costs a
// simplex check on the same incremental trail.
//
// The case found sat is kept for its path condition (the literals set,
// per length of the path condition, valid while that prefix is live): a
// later check whose path condition extends a kept one sets all the kept
// literals at once and searches only the clauses of the newer conjuncts
// (the older ones held under those literals and bounds, and bounds only
// tighten), which is what a check after one more branch of a merged path
// needs. Only when that finds no solution does the search start over
// with every clause, splitting each literal in the value it had in the
// last case found first (phase saving). Setting literals only restricts,
// so a solution found so is a solution, and every unsat answer comes from
// the full search. Every sat answer is still
// confirmed by evaluating the conjuncts themselves, ite terms and
// disjunctions included.
//
// # Incrementality
//
// The Solver mirrors the path condition as the Z3 layer does: one scope
// per conjunct, the longest prefix shared with the previous query kept,
// the rest popped. A scope records the trail position of the bounds it
// asserted; popping restores the bounds. Variables are kept: an input at
// its first use, a slack at the first use of its form, both stay in the
// tableau when their scope is popped (with no bound but an input's
// declared one, they constrain nothing), so the next path that takes the
// same branch finds them ready; past DefaultMaxVars (64) the simplex is rebuilt
// from the live scopes. Kept variables are not free: a pivot and an
// update of a nonbasic value visit every row, and merged path conditions
// leave many slacks behind (an ite's arms, t - a == 0, per merged
// value); a row keeps a mask of its variables (modulo 64), so that those
// visits skip the rows that do not mention the variable without looking
// it up. With 256 kept, the data-structure subjects with every loop
// merged spent most of their time in such row visits; with 64 they took
// 40-50% less CPU time (bintree, binheap, sortedlist), and the unmerged
// runs were unchanged (docs/merge-all-loops.md). The assignment is never restored: bounds only
// loosen on a pop, so it stays within them, and the next check starts
// from it. A check after one more branch thus costs the new conjunct's
// translation (memoised per expression), its bounds and the pivots they
// need.
//
// The prefix memory (solver.PrefixMemo) remembers what the checks since
// the path condition last diverged proved about its prefixes: the longest
// known sat, with its model, and the shortest known unsat, located by a
// contradiction or a conflict row (the prefix up to its newest conjunct is
// unsat). A check of a prefix of the last query, which is what binary
// search over a failed segment asks, is answered from it when it can,
// with no pop: a model of a longer prefix restricted to the prefix's
// variables, or unsat. A prefix between the two (longer than the known
// sat one) is sat with no simplex work when the last solution, verified
// for the known-sat prefix, satisfies its further conjuncts (evaluated as
// every model is): a third of the binary-search checks on the binary
// tree, which brought their cost to that of pure DFS's checks of the same
// path conditions (BenchmarkSegmentChecks, cmd/gospf). Either is still a
// decided check (a solver call); Stats.Remembered counts them.
//
// # Answers
//
//   - Unsat: a contradiction between the bounds of one variable, a simplex
//     conflict row, or every branch of the integer search unsat. A query
//     whose translated conjuncts are unsat is unsat even when others are
//     foreign.
//   - Sat: the values of the last integer solution, for every variable of
//     the query (0 clamped to the bounds for one no atom mentions), after
//     solver.Holds confirms every conjunct in the theory's semantics. A
//     model the evaluator cannot confirm (int64 overflow in the int
//     theory) is declined, not trusted.
//   - Declined: a foreign conjunct with a satisfiable rest, the work
//     budget (simplex pivots and branch-and-bound nodes per check)
//     exhausted. The reasons are counted in Stats.
//
// DecideCore gives cores for the speculative search: on unsat, the least
// prefix of the segment that is unsat with the prefix, found by binary
// search over native checks (microseconds each), which is exactly the
// first infeasible side. That search leaves the bounds it found in the
// prefix memory, so the speculative search's own binary search over the
// same prefixes (its calls, which the contract counts) is answered from
// it.
//
// What it does not do: cutting planes or equality elimination (a problem
// whose integer solutions branch and bound cannot reach within the budget,
// such as an equation with huge coefficients, is declined), explanations
// beyond the prefix core, and anything non-linear.
package lia
