// Package subjects holds the Java programs gospf is measured on, as data:
// each subjects/<name>/ has the Java source, a config (<name>.toml) whose
// class path points into build/subjects/<name> (filled by the Makefile),
// and, for the evaluation subjects, expected.toml with the exact results
// that the table-driven tests in cmd/gospf compare with ==.
//
// fig1, fig6, divide and fulltree are the worked examples of the SSE paper
// and of the issues; their exact counts are derived beside the tests.
// sequence is a driver in the style of SPF's sequence examples whose second
// test of a symbolic flag is infeasible on one side on every path: the
// case where a fixed speculation depth fails every segment it checks
// (docs/auto-depth.md).
// heapshapes holds small methods on symbolic heap inputs (lazy
// initialization, arrays of symbolic length) whose counts are derived in
// cmd/gospf/lazy_test.go. bst, linkedlist and arraysort are the heap
// subjects in SPF's style: a binary search tree and a linked list given as
// symbolic input structures under a repOK precondition, and insertion
// sort and binary search on an array of symbolic length; their path
// counts are derived in their expected.toml. floats holds methods on
// symbolic float and double values whose paths IEEE 754 decides (NaN,
// signed zeros, rounding, saturation), derived in their comments. verify
// is the verification corpus of gospf verify: small programs in SV-COMP's
// style with their expected verdicts (verdicts.toml). spf holds programs in
// Symbolic PathFinder's style configured by SPF's own .jpf files (a driver
// with Verify and Debug, lazy initialization and makeSymbolicRef, strings,
// arrays, bit operations, math on doubles), each deriving its exact results
// in its comments; expected-spf.toml holds them for TestSPFSubjects.
// hard holds checks Z3 does not finish for minutes (a symbolic String put
// into a HashMap, a product of three doubles): runs of it end only by a
// stop that interrupts the check in progress (cmd/gospf/interrupt_test.go).
// deeprec recurses deeper than gospf's call depth limit, where the JVM
// returns: its generated test is replayed as INEXACT
// (cmd/gospf/testgen_test.go).
package subjects
