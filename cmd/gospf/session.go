package main

import (
	"fmt"
	"io"
	"strings"
	"sync/atomic"

	"gospf/classfile"
	"gospf/config"
	"gospf/dist"
	"gospf/dist/cluster"
	"gospf/interp"
	"gospf/jdk"
	"gospf/search"
	"gospf/solver"
	"gospf/solver/lia"
	"gospf/solver/z3"
	"gospf/summary"
)

func z3Version() string { return z3.Version() }

// outcomeRun is the result of one exploration of a config.
type outcomeRun struct {
	cfg      *config.Config
	entry    *interp.Method // the entry method, nil for main runs
	entrySym []bool         // per entry parameter: symbolic
	res      *search.Result
	solver   solver.Stats          // the calls that reached the backend
	layers   []solver.LayerStats   // per solver layer, outermost first
	backends []solver.BackendStats // the calls by who decided them, native first
	// parallel holds what each explorer did, nil with one explorer;
	// workerCalls the calls of each one's solver stack.
	parallel    *dist.Result
	workerCalls []solver.Stats
	merge       *interp.MergeStats // veritesting's statistics, all explorers; nil when merge = "none"
	// cluster holds what a distributed run did (cluster.go), nil for a
	// run in this process.
	cluster *cluster.Result
	// summaries describes the fragment summaries, nil when off.
	summaries *summary.Stats
	// concretized counts the concretised calls by method, all explorers.
	concretized map[string]int64
	// inexact counts the results computed otherwise than the JVM may, by
	// method, all explorers (interp/inexact.go).
	inexact map[string]int64
	// closed, for a run in this process (explore, exploreParallel), is
	// closed once its solvers and class path are (closeWorkers).
	closed <-chan struct{}
}

// runOpts are the per-run settings that do not come from the config.
type runOpts struct {
	stdout, stderr io.Writer // the program's output (nil: discarded)
	stop           *atomic.Bool
	onPath         func(*search.Path)
	// wrap, if set, decorates the backend below the layers, Z3 (tests
	// inject solver answers).
	wrap func(solver.Solver) solver.Solver
	// wrapStack, if set, decorates the whole solver stack: what the search
	// checks.
	wrapStack func(*solver.Stack) solver.Solver
	// wrapExplorer, if set, decorates explorer i of a parallel run
	// (benchmarks measure their CPU time). It is called concurrently for
	// the explorers after the first (dist.Run).
	wrapExplorer func(i int, e dist.Explorer) dist.Explorer
	// beforeMake, if set, is called in explorer i's goroutine before the
	// explorer is made, as wrapExplorer is after (benchmarks measure the
	// making's CPU time).
	beforeMake func(i int)
	// failedAssertEndsPath ends a path at a thrown AssertionError, caught
	// or not (gospf verify).
	failedAssertEndsPath bool
	// skipUnsupported ends a path at an unsupported operation and goes on
	// (search.Options.SkipUnsupported; gospf verify).
	skipUnsupported bool
	// sharedTree marks the VM as one of several explorers of one tree.
	sharedTree bool
	// progress, if set, receives the searches' depth for progress lines.
	progress *search.Progress
	// errorModelsOnly is set when nothing the command shows reads the
	// inputs of paths that end normally (needsPathModels): the searches
	// report those without a model (search.Options.ErrorModelsOnly), and
	// with Z3 alone read no model at their ends.
	errorModelsOnly bool
	// classPath, if set, is the class path of the worker's VM, shared
	// with the other explorers of the run (exploreParallel), which closes
	// it; nil: the worker opens its own.
	classPath *classfile.ClassPath
}

// explore runs one symbolic exploration of cfg: the one place where the
// configuration is wired into constructors. With more than one worker
// (search.workers) the exploration is shared by explorers in goroutines
// (parallel.go). When the search itself fails, it returns the partial
// outcome with the error; when the exploration cannot start, a nil outcome.
func explore(cfg *config.Config, o runOpts) (out *outcomeRun, err error) {
	if n := workerCount(cfg); n > 1 {
		return exploreParallel(cfg, o, n)
	}
	w, err := newWorker(cfg, o)
	if err != nil {
		return nil, err
	}
	defer func() {
		closed := closeWorkers([]*worker{w}, nil)
		if out != nil {
			out.closed = closed
		}
	}()
	srch, err := search.New(cfg.Search.Strategy, w.searchOptions(cfg, o.stop, o.onPath))
	if err != nil {
		return nil, err
	}
	res, searchErr := srch.Search(w.vm, w.checker)
	out, err = newOutcomeRun(cfg, w.vm, res, dist.CountersOf(w.stack, w.vm), nil)
	if out != nil && w.summ != nil {
		st := w.summ.Stats()
		out.summaries = &st
	}
	if searchErr != nil {
		// The paths found before the error stay valid (verify reports a
		// violation among them); callers that only want a finished
		// exploration check the error first.
		return out, searchErr
	}
	return out, err
}

// worker is one explorer's class path, VM (at the start of the program)
// and solver stack.
type worker struct {
	cp      *classfile.ClassPath
	ownsCP  bool // the worker opened cp and closes it (runOpts.classPath)
	stack   *solver.Stack
	checker solver.Solver // what the search checks: the stack, maybe wrapped
	vm      *interp.VM
	summ    *summary.Summariser // nil when search.summaries = "none"
	// solversMade is closed when makeSolvers is done (stack, checker and
	// summ are set, or solversErr).
	solversMade chan struct{}
	solversErr  error
	// progress, errorModelsOnly and skipUnsupported are runOpts'.
	progress        *search.Progress
	errorModelsOnly bool
	skipUnsupported bool
}

// newWorker builds a VM for cfg's program, started, and its solver stack.
func newWorker(cfg *config.Config, o runOpts) (*worker, error) {
	cp := o.classPath
	if cp == nil {
		var err error
		if cp, err = openClassPath(cfg); err != nil {
			return nil, err
		}
	}
	w := &worker{cp: cp, ownsCP: o.classPath == nil, progress: o.progress, errorModelsOnly: o.errorModelsOnly,
		skipUnsupported: o.skipUnsupported}
	ok := false
	defer func() {
		if !ok {
			w.close()
		}
	}()
	// The solvers are made in another goroutine while the VM starts
	// (loading and initialising its classes): a Z3 context is about 5 ms of
	// CPU and contexts are made one at a time (solver/z3), so that the
	// second explorer of a run waited for the first's. The VM reaches the
	// solver stack through w (stackSolver), which waits for it; with
	// summaries the VM needs the summariser, made with the stack, at once.
	ctx := solver.NewContext()
	w.solversMade = make(chan struct{})
	go func() {
		defer close(w.solversMade)
		w.solversErr = w.makeSolvers(cfg, o, ctx)
	}()
	var summ *summary.Summariser
	if cfg.Search.Summaries != "none" {
		if err := w.waitSolvers(); err != nil {
			return nil, err
		}
		summ = w.summ
	}
	vm, vmErr := w.startVM(cfg, o, ctx, summ)
	// The solvers' error first, as when they were made before the VM.
	if err := w.waitSolvers(); err != nil {
		return nil, err
	}
	if vmErr != nil {
		return nil, vmErr
	}
	w.vm = vm
	ok = true
	return w, nil
}

// makeSolvers makes the worker's solver stack, what the search checks and
// the summariser.
func (w *worker) makeSolvers(cfg *config.Config, o runOpts, ctx *solver.Context) error {
	zopts := z3.Options{Theory: cfg.Symbolic.Theory, TimeoutMs: cfg.Solver.TimeoutMs, Config: cfg.Solver.Z3Config}
	native, fallback, err := newBackends(cfg, zopts)
	if err != nil {
		return err
	}
	if o.wrap != nil && fallback != nil {
		fallback = o.wrap(fallback)
	}
	sopts := solver.StackOptions{Layers: cfg.Solver.Layers, Ctx: ctx, Theory: cfg.Symbolic.Theory, Validate: cfg.Solver.Validate,
		Native: native, BackendName: "z3"}
	if cfg.Solver.Validate {
		if sopts.Validator, err = z3.New(zopts); err != nil {
			return err
		}
	}
	if w.stack, err = solver.NewStack(sopts, fallback); err != nil {
		return fmt.Errorf("%s: solver.layers: %w", cfg.File, err)
	}
	w.checker = w.stack
	if o.wrapStack != nil {
		w.checker = o.wrapStack(w.stack)
	}
	w.summ, err = newSummariser(cfg, ctx, w.stack, w.checker)
	return err
}

// waitSolvers waits until makeSolvers is done and returns its error.
func (w *worker) waitSolvers() error {
	<-w.solversMade
	return w.solversErr
}

// startVM makes the worker's VM for cfg's program, with the summariser
// summ (nil without summaries), and starts it. It runs while makeSolvers
// does: it reads none of the fields makeSolvers sets.
func (w *worker) startVM(cfg *config.Config, o runOpts, ctx *solver.Context, summ *summary.Summariser) (*interp.VM, error) {
	stdout, stderr := o.stdout, o.stderr
	if stdout == nil {
		stdout = io.Discard
	}
	if stderr == nil {
		stderr = io.Discard
	}
	s := cfg.Symbolic
	vopts := interp.Options{
		ClassPath: w.cp, Ctx: ctx, Models: jdk.Models(jdk.Options{HashIntegralKeys: s.Theory != "bitvector"}), Stdout: stdout, Stderr: stderr,
		Assertions: cfg.VM.Assertions, Properties: cfg.VM.Properties,
		Bounds: map[byte][2]int64{'I': {s.MinInt, s.MaxInt}, 'J': {s.MinLong, s.MaxLong},
			'S': {s.MinShort, s.MaxShort}, 'B': {s.MinByte, s.MaxByte}, 'C': {s.MinChar, s.MaxChar}},
		Symbolic:               cfg.Target.Symbolic,
		MaxInstructionsPerPath: cfg.Search.MaxInstructionsPerPath,
		Heap: interp.HeapOptions{Lazy: s.Lazy, Subtypes: s.LazySubtypes, MaxObjects: s.MaxObjects,
			MaxArrayLength: s.MaxArrayLength, AboveMaxLength: s.ArraysAboveMaxLength},
		FailedAssertEndsPath: o.failedAssertEndsPath,
		SharedTree:           o.sharedTree,
		LogCalls:             logsCalls(cfg),
		MaxStringLength:      s.MaxStringLength,
		MaxStdinBytes:        s.MaxStdinBytes,
		NondetRandom:         s.NondetRandom,
		Concretize:           w.concretizer(cfg),
		Merge: interp.MergeOptions{Enabled: mergeOn(cfg.Search), Auto: cfg.Search.Merge == "auto",
			MaxRegion: cfg.Search.MergeMaxRegion, MaxInline: cfg.Search.MergeMaxInline,
			Loops: loopsOn(cfg.Search), AllLoops: loopsOn(cfg.Search) && cfg.Search.MergeAllLoops, Feasible: feasibility{stackSolver{w}}, MaxLoopStates: maxLoopStates},
	}
	if summ != nil {
		vopts.Fragments = summ
	}
	vm, err := interp.New(vopts)
	if err != nil {
		return nil, err
	}
	if err := vm.CheckSymbolicSpecs(); err != nil {
		return nil, fmt.Errorf("%s: %s: %w", cfg.File, keyName(cfg, "target.symbolic"), err)
	}
	if cfg.Target.Entry != "" {
		if err := vm.StartEntry(cfg.Target.Entry); err != nil {
			return nil, fmt.Errorf("%s: target.entry: %w", cfg.File, err)
		}
	} else if err := vm.StartMain(cfg.Target.Main, cfg.Target.Args); err != nil {
		return nil, fmt.Errorf("%s: %s: %w", cfg.File, keyName(cfg, "target.main"), err)
	}
	return vm, nil
}

// stackSolver is the worker's checker for its VM, made before the solvers
// are (newWorker): a check waits for them.
type stackSolver struct{ w *worker }

func (s stackSolver) Check(q solver.Query) (solver.Answer, error) {
	if err := s.w.waitSolvers(); err != nil {
		return solver.Answer{}, err
	}
	return s.w.checker.Check(q)
}

// Close does nothing: the worker closes its stack.
func (s stackSolver) Close() error { return nil }

// concretizer is the VM's Concretizer for cfg: models of the path
// condition from the search's solver (the checks are counted like the
// search's), or nil with symbolic.concretize = "error".
func (w *worker) concretizer(cfg *config.Config) interp.Concretizer {
	if cfg.Symbolic.Concretize != "model" {
		return nil
	}
	return modelSource{stackSolver{w}}
}

// modelSource answers Concretizer.Model with a solver.
type modelSource struct{ s solver.Solver }

func (m modelSource) Model(pc []solver.Expr) (solver.Model, bool, error) {
	a, err := m.s.Check(solver.Query{PC: pc, NeedModel: true})
	if err != nil || a.Result != solver.Sat {
		return nil, false, err
	}
	return a.Model, true, nil
}

// searchOptions are cfg's search settings for this worker's solver stack.
func (w *worker) searchOptions(cfg *config.Config, stop *atomic.Bool, onPath func(*search.Path)) search.Options {
	return search.Options{
		TrueFirst: cfg.Search.Order != "false-first", Absurdity: cfg.Search.Absurdity,
		Depth: cfg.Search.Depth, AutoDepth: cfg.Search.DepthAuto, DepthLimit: cfg.Search.DepthLimit, MaxPaths: cfg.Search.MaxPaths,
		MaxErrors: cfg.Search.MaxErrors,
		MaxTime:   cfg.Search.MaxTime, Stop: stop, OnPath: onPath, Cores: w.stack.Cores(),
		MaxMemory: memoryLimit(cfg), Memory: processMemory, Progress: w.progress,
		ErrorModelsOnly: w.errorModelsOnly, SkipUnsupported: w.skipUnsupported,
	}
}

func (w *worker) close() {
	if w.stack != nil {
		w.stack.Close()
	}
	if w.ownsCP {
		w.cp.Close()
	}
}

// openClassPath opens cfg's class path: the JDK (vm.java_home, or the one
// found) and target.classpath.
func openClassPath(cfg *config.Config) (*classfile.ClassPath, error) {
	home := cfg.VM.JavaHome
	if home == "" {
		h, err := classfile.FindJavaHome()
		if err != nil {
			return nil, err
		}
		home = h
	}
	cp, err := classfile.NewClassPath(home, cfg.Target.Classpath)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", cfg.File, keyName(cfg, "target.classpath"), err)
	}
	return cp, nil
}

// newOutcomeRun reports res, found by workers whose solver stacks counted
// c in all, and perWorker each when there were several; vm is the VM of
// one of them or of the coordinator.
func newOutcomeRun(cfg *config.Config, vm *interp.VM, res *search.Result, c dist.Counters, perWorker []solver.Stats) (*outcomeRun, error) {
	out := &outcomeRun{cfg: cfg, res: res, entry: vm.Entry(), solver: c.Calls, layers: c.Layers, backends: c.Backends,
		workerCalls: perWorker, concretized: c.Concretized, inexact: c.Inexact}
	if mergeOn(cfg.Search) {
		m := c.Merge
		out.merge = &m
	}
	if cfg.Target.Entry != "" {
		spec, err := config.ParseMethodSpec(cfg.Target.Entry)
		if err != nil {
			return nil, err
		}
		out.entrySym = spec.Symbolic
	}
	return out, nil
}

// newSummariser builds the summariser search.summaries asks for, or nil;
// its recordings check with the search's solver, and their calls are
// counted on the stack like the search's.
func newSummariser(cfg *config.Config, ctx *solver.Context, stack *solver.Stack, checker solver.Solver) (*summary.Summariser, error) {
	name := cfg.Search.Summaries
	switch name {
	case "none":
		return nil, nil
	case "fragment":
		name = cfg.Search.SummaryFragments
	}
	strategy, err := summary.ParseStrategy(name)
	if err != nil {
		return nil, fmt.Errorf("%s: search.summaries: %w", cfg.File, err)
	}
	return summary.New(summary.Options{Strategy: strategy, MaxBytes: int64(cfg.Search.SummaryCacheMB) << 20,
		Bitvector: cfg.Symbolic.Theory == "bitvector", Solver: checker, Ctx: ctx,
		Calls: func() int64 { return stack.Calls().Calls }}), nil
}

// newBackends builds what cfg's solver.backend names: the native
// procedure (nil for "z3") and Z3 below the layers (nil for "native").
func newBackends(cfg *config.Config, zopts z3.Options) (solver.Decider, solver.Solver, error) {
	var native solver.Decider
	if cfg.Solver.Backend != "z3" {
		n, err := lia.New(lia.Options{Theory: cfg.Symbolic.Theory})
		if err != nil {
			return nil, nil, err
		}
		native = n
	}
	if cfg.Solver.Backend == "native" {
		return native, nil, nil
	}
	newZ3 := func() (*z3.Solver, error) {
		z, err := z3.New(zopts)
		if err != nil {
			return nil, err
		}
		// Measured parameters (solver/z3/doc.go): 15-20% less time per
		// call on the subjects' query streams; answers are unchanged.
		if err := z.Tune(); err != nil {
			z.Close()
			return nil, err
		}
		return z, nil
	}
	if native == nil {
		z, err := newZ3()
		return nil, z, err
	}
	// Behind the native procedure Z3 may never be asked: it is created at
	// the first check the procedure declines (a Z3 context costs 5-10 ms).
	return native, &lazyZ3{make: newZ3}, nil
}

// lazyZ3 is a Z3 solver created at its first check.
type lazyZ3 struct {
	make func() (*z3.Solver, error)
	z    *z3.Solver
	// made holds z once made, for Interrupt (another goroutine);
	// interrupted is set by an Interrupt that came before, which the
	// solver made later inherits.
	made        atomic.Pointer[z3.Solver]
	interrupted atomic.Bool
}

func (l *lazyZ3) get() (*z3.Solver, error) {
	if l.z == nil {
		z, err := l.make()
		if err != nil {
			return nil, err
		}
		l.z = z
		l.made.Store(z)
		if l.interrupted.Load() {
			z.Interrupt()
		}
	}
	return l.z, nil
}

// Interrupt interrupts the Z3 solver if it was made, and the one made
// later otherwise (solver.Interrupter).
func (l *lazyZ3) Interrupt() {
	l.interrupted.Store(true)
	if z := l.made.Load(); z != nil {
		z.Interrupt()
	}
}

func (l *lazyZ3) Check(q solver.Query) (solver.Answer, error) {
	z, err := l.get()
	if err != nil {
		return solver.Answer{}, err
	}
	return z.Check(q)
}

func (l *lazyZ3) CheckCore(prefix, segment []solver.Expr) (solver.Answer, []int, error) {
	z, err := l.get()
	if err != nil {
		return solver.Answer{}, nil, err
	}
	return z.CheckCore(prefix, segment)
}

func (l *lazyZ3) Close() error {
	if l.z == nil {
		return nil
	}
	return l.z.Close()
}

// whereShort turns a stack entry "pkg.C.m(C.java:12)" into "C.m:12".
func whereShort(frame string) string {
	name, loc, ok := strings.Cut(frame, "(")
	if !ok {
		return frame
	}
	parts := strings.Split(name, ".")
	if len(parts) >= 2 {
		name = parts[len(parts)-2] + "." + parts[len(parts)-1]
	}
	loc = strings.TrimSuffix(loc, ")")
	if _, line, ok := strings.Cut(loc, ":"); ok {
		return name + ":" + line
	}
	return name
}

// mergeOn reports whether a run merges: search.merge is not "none", and
// for "auto" (the default) summaries are off (they record and replay
// sub-paths that merging would join; "veritesting" with summaries is a
// config error).
func mergeOn(s config.Search) bool {
	return s.Merge == "veritesting" || s.Merge == "auto" && s.Summaries == "none"
}

// loopsOn reports whether loop merging for symbolic sizes is on: alone
// with "loops", with the regions of the cost model with "auto" (not with
// summaries, like the regions).
func loopsOn(s config.Search) bool {
	return s.Merge == "loops" || s.Merge == "auto" && s.Summaries == "none"
}

// maxLoopStates bounds the execution tree of one merging context of loop
// merging (merge = "loops"): a loop over an array of symbolic length 8
// whose body forks once per element has 2^9 - 1 paths to its exit and
// about twice as many nodes.
const maxLoopStates = 1 << 13

// feasibility answers interp.Feasibility with a solver: the merging
// contexts of loop merging check each side they take, as pure DFS does.
type feasibility struct{ s solver.Solver }

func (f feasibility) Feasible(pc []solver.Expr) (sat, decided bool, err error) {
	a, err := f.s.Check(solver.Query{PC: pc})
	if err != nil {
		return false, false, err
	}
	return a.Result == solver.Sat, a.Result != solver.Unknown, nil
}
