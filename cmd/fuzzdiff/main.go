// Command fuzzdiff is the differential tester of gospf. It generates random,
// terminating Java programs (nested ifs, small constant-bound loops,
// switches, int arithmetic with division and remainder by symbolic
// divisors, bitwise operators and shifts, small arrays with symbolic
// indices, calls to static helpers, thrown and caught exceptions), compiles
// them with javac, and checks for each, in the bitvector and the int
// theory, that
//
//   - pure DFS (both orders, absurdity on and off) and speculative DFS at
//     every k from 1 to -maxk (both orders, absurdity on and off) find the
//     same multiset of paths (outcome, value and path condition) and the
//     same numbers of paths and errors;
//   - speculative DFS with k = 1 makes exactly the solver calls (sat and
//     unsat) of pure DFS with the same order and absurdity;
//   - with -summaries, each summary strategy (search.summaries: method,
//     ssum, lasum, lsum) under pure DFS (both orders) and speculative DFS
//     (k = 1 and k = -maxk) finds the same paths, and with k = 1 makes
//     the calls of pure DFS under the same strategy;
//   - every path's generated test replays on the real JVM (gospf run
//     --tests, gospf replay): no FAIL (OVERFLOW is allowed in the int
//     theory, which does not model overflow);
//   - with -merge (the default), runs with search.merge = "veritesting"
//     (or "auto" or "loops" with -merge-mode; -loops adds loops over
//     arrays of symbolic length, genloop.go)
//     report the errors of pure DFS, their path conditions cover the
//     same inputs and their outcomes agree where paths overlap (checked
//     with Z3), and their tests replay (merge.go).
//
// Usage:
//
//	go run ./cmd/fuzzdiff -n 200 -seed 1 -gospf bin/gospf [-maxk 6] [-keep DIR] [-v]
//	go run ./cmd/fuzzdiff -gospf bin/gospf -check subjects/regress/*.toml
//
// The run is deterministic given -seed: program i of a seed is the same
// whatever -n, -start and -j are. On the first mismatch, crash or failed
// replay it stops, keeps the program, its configs and the outputs in
// -keep/Gen<i>, and prints the commands that reproduce the problem.
// -print i prints program i of the seed and exits. -wide also generates
// long arithmetic (i2l, lmul, ldiv/lrem by symbolic divisors, long shifts,
// l2i), branches on long comparisons (lcmp) and narrowing casts (i2b, i2s,
// i2c; not in linear programs): other programs for the same seed, so that
// the default ones stay those of the reported runs. -heap gives run
// symbolic heap inputs (a lazily initialized Node list cell and an int
// array of symbolic length, see genheap.go); their paths are compared with
// their input heaps (shapes and input names), and their tests build the
// heaps by reflection. -check runs the same
// checks on existing configs (the regression subjects), each in its own
// theory.
//
// The int theory is checked on the programs the generator marks linear
// (about half: no |, ^, ~, & only with 2^j - 1, constant shift counts),
// since the int theory reaches the other bit operations through int2bv,
// which Z3 decides slowly or not at all; -int-all checks it on every
// program. Every product has a constant factor (a product of two symbolic
// values makes bit-vector queries a factoring problem). Every run has a
// solver time limit (-solver-timeout-ms); a program and theory in which
// any run gets an unknown answer is skipped (its runs may then
// legitimately differ) and listed in the summary.
//
// Cost. A gospf run costs about 50 ms of CPU before it explores anything
// (a third of it system time), so a program costs 2 * (4 + 4*maxk + 1)
// runs in the bitvector theory and half that again in the int theory.
// Measured on the project's 2-core machine (while others used it):
// 200 programs with -maxk 3 (make fuzz-diff) took 450 CPU seconds,
// about 230 s of wall time on two idle cores; with -maxk 6 a program
// costs about 1.7 times as much. Programs are compiled by one javac per
// 25 programs, and their tests replayed by one JVM per 40 directories
// (-replay batch: javax.tools and a class loader per directory, System.exit
// trapped, the same javac options as gospf replay); -replay gospf runs
// `gospf replay DIR` for each instead, about a second more per directory.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"time"
)

func main() {
	opt := defaultOptions()
	flag.IntVar(&opt.N, "n", opt.N, "number of programs")
	flag.IntVar(&opt.Start, "start", opt.Start, "index of the first program")
	flag.Int64Var(&opt.Seed, "seed", opt.Seed, "random seed")
	flag.StringVar(&opt.Gospf, "gospf", opt.Gospf, "the gospf binary")
	flag.StringVar(&opt.Keep, "keep", opt.Keep, "directory where failing programs are kept")
	flag.IntVar(&opt.MaxK, "maxk", opt.MaxK, "largest speculation depth k")
	flag.BoolVar(&opt.Verbose, "v", opt.Verbose, "print one line per program")
	flag.IntVar(&opt.Jobs, "j", opt.Jobs, "programs checked in parallel")
	theories := flag.String("theories", strings.Join(opt.Theories, ","), "symbolic theories to check")
	flag.StringVar(&opt.Replay, "replay", opt.Replay, "replay the generated tests: batch (one JVM for many), gospf (gospf replay DIR each), off")
	flag.DurationVar(&opt.Timeout, "timeout", opt.Timeout, "time limit of one gospf run")
	flag.IntVar(&opt.SolverTimeoutMs, "solver-timeout-ms", opt.SolverTimeoutMs, "solver.timeout_ms of every run (0: none); a program and theory with an unknown answer is skipped")
	flag.BoolVar(&opt.IntAll, "int-all", opt.IntAll, "check the int theory on every program (default: only on programs without bit operations, which the int theory handles slowly)")
	flag.BoolVar(&opt.KeepGoing, "keep-going", opt.KeepGoing, "do not stop at the first failing program")
	flag.BoolVar(&opt.Summaries, "summaries", opt.Summaries, "also run every summary strategy (search.summaries): the same paths, and k = 1 makes the calls of pure DFS")
	flag.BoolVar(&opt.Merge, "merge", opt.Merge, "also check runs with merging (search.merge = -merge-mode) against pure DFS (false: skip them)")
	flag.StringVar(&opt.MergeMode, "merge-mode", opt.MergeMode, "search.merge of the merged runs: veritesting, auto or loops")
	flag.IntVar(&opt.Gen.MaxWays, "ways", opt.Gen.MaxWays, "generator: most paths through a program (every fork feasible)")
	flag.IntVar(&opt.Gen.MaxStmts, "stmts", opt.Gen.MaxStmts, "generator: most statements in the top-level block")
	flag.BoolVar(&opt.Gen.Wide, "wide", opt.Gen.Wide, "generator: also long arithmetic, long comparisons and narrowing casts (other programs for the same seed)")
	flag.BoolVar(&opt.Gen.Float, "float", opt.Gen.Float, "generator: also float and double arithmetic, conversions and comparisons (other programs for the same seed)")
	flag.BoolVar(&opt.Gen.Text, "text", opt.Gen.Text, "generator: also a String parameter read by String methods (other programs for the same seed)")
	flag.BoolVar(&opt.Gen.Loops, "loops", opt.Gen.Loops, "generator: also arrays of symbolic length with loops over them (other programs for the same seed)")
	flag.BoolVar(&opt.Gen.Lists, "lists", opt.Gen.Lists, "generator: also lists of concrete shape with symbolic keys and search loops over them, for search.merge_all_loops (other programs for the same seed)")
	flag.BoolVar(&opt.Gen.Heap, "heap", opt.Gen.Heap, "generator: also symbolic heap inputs, a Node and an int array, lazily initialized (other programs for the same seed)")
	print := flag.Int("print", -1, "print program `i` of the seed and exit")
	check := flag.Bool("check", false, "check the configs given as arguments (e.g. subjects/regress/*.toml) instead of generated programs")
	flag.Func("D", "`section.key=value` for every gospf run (repeatable)", func(s string) error {
		opt.Defines = append(opt.Defines, "-D", s)
		return nil
	})
	flag.Parse()
	if opt.MergeMode != "veritesting" && opt.MergeMode != "auto" && opt.MergeMode != "loops" {
		fmt.Fprintf(os.Stderr, "fuzzdiff: -merge-mode %q: want veritesting, auto or loops\n", opt.MergeMode)
		os.Exit(2)
	}
	if flag.NArg() > 0 && !*check {
		fmt.Fprintf(os.Stderr, "fuzzdiff: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	if *print >= 0 {
		fmt.Print(Generate(opt.Seed, *print, opt.Gen).Source)
		return
	}
	opt.Theories = strings.Split(*theories, ",")
	opt.Out = os.Stdout

	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	var sum *Summary
	var err error
	if *check {
		sum, err = Check(ctx, opt, flag.Args())
	} else {
		sum, err = Fuzz(ctx, opt)
	}
	if sum != nil {
		sum.print(os.Stdout)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "fuzzdiff: %v\n", err)
		os.Exit(2)
	}
	if len(sum.Failures) > 0 {
		os.Exit(1)
	}
}

func defaultOptions() Options {
	return Options{
		N: 200, Seed: 1, Gospf: "bin/gospf", Keep: "build/fuzzdiff", MaxK: 6,
		Jobs: runtime.NumCPU(), Theories: []string{"bitvector", "int"}, Replay: "batch",
		Timeout: 2 * time.Minute, SolverTimeoutMs: 1000, Gen: DefaultGenOptions, Merge: true, MergeMode: "veritesting",
	}
}
