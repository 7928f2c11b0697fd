package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

// Options configure a differential run.
type Options struct {
	N, Start        int   // programs Start .. Start+N-1 of the seed
	Seed            int64 // the generator's seed
	Gospf           string
	Keep            string // failing programs are copied to Keep/Gen<i>
	MaxK            int    // speculation depths 1..MaxK
	Verbose         bool
	Jobs            int
	Theories        []string // "bitvector", "int"
	Replay          string   // "batch", "gospf" or "off"
	Timeout         time.Duration
	SolverTimeoutMs int
	KeepGoing       bool
	Defines         []string // -D section.key=value for every gospf run (Check)
	IntAll          bool     // check the int theory on every program, not only on linear ones
	Merge           bool     // also check runs with merging (merge.go)
	MergeMode       string   // their search.merge: "veritesting" or "auto"
	// Summaries adds runs with each summary strategy (search.summaries):
	// they must find the reference's paths, and speculative DFS with
	// k = 1 must make the calls of pure DFS under the same strategy.
	Summaries bool
	Gen       GenOptions
	Out       io.Writer // progress and failure reports
}

// Summary is the result of a differential run.
type Summary struct {
	Seed          int64
	Programs      int // programs checked completely
	Runs          int // gospf runs
	PathsCompared int // paths compared with the reference, over all runs
	Replayed      int // paths replayed on the JVM
	Overflow      int // replayed int-theory paths flagged OVERFLOW
	Skipped       int // (program, theory) pairs skipped for unknown solver answers
	SkippedList   []string
	RefCalls      int64
	SpecCalls     int64 // solver calls of the k = MaxK true-first runs without absurdity, for comparison with RefCalls
	// HeapChoices and HeapPaths are the heap choices and the paths with an
	// input heap of the pure-DFS bitvector runs (GenOptions.Heap).
	HeapChoices, HeapPaths int
	// The merge checks (merge.go): paths of the pure DFS runs they
	// compared against, paths of the merged pure DFS runs, and the
	// solver checks of path conditions and outcomes made.
	MergeRefPaths, MergedPaths, MergeChecks int
	MergeRefCalls, MergedCalls              int64
	Failures                                []*Failure
	CPU                                     map[string]time.Duration // CPU time (user and system) of the child processes, by command
	Elapsed                                 time.Duration
}

// Failure is one problem found: a mismatch between two runs, a gospf
// crash, or a failed replay.
type Failure struct {
	Program  int
	Name     string // the class of a generated program, or the config's name
	Theory   string
	What     string   // one line
	Detail   string   // more lines
	Dir      string   // where the program is kept
	Commands []string // commands that reproduce the problem
}

func (f *Failure) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "FAIL %s (%s): %s\n", f.Name, f.Theory, f.What)
	if f.Detail != "" {
		for _, l := range strings.Split(strings.TrimRight(f.Detail, "\n"), "\n") {
			b.WriteString("    " + l + "\n")
		}
	}
	if f.Dir != "" {
		fmt.Fprintf(&b, "  kept in %s\n", f.Dir)
	}
	if len(f.Commands) > 0 {
		b.WriteString("  reproduce:\n")
		for _, c := range f.Commands {
			b.WriteString("    " + c + "\n")
		}
	}
	return b.String()
}

func (s *Summary) print(w io.Writer) {
	fmt.Fprintf(w, "fuzzdiff: seed %d: %d programs, %d gospf runs, %d paths compared, %d paths replayed (%d int-theory overflow), %d skipped (unknown answers), %d failures, time %s\n",
		s.Seed, s.Programs, s.Runs, s.PathsCompared, s.Replayed, s.Overflow, s.Skipped, len(s.Failures), s.Elapsed.Round(time.Second))
	if len(s.CPU) > 0 {
		var parts []string
		var total time.Duration
		for _, k := range []string{"gospf", "javac", "replay"} {
			parts = append(parts, fmt.Sprintf("%s %s", k, s.CPU[k].Round(time.Second)))
			total += s.CPU[k]
		}
		fmt.Fprintf(w, "fuzzdiff: CPU time of child processes %s (%s)\n", total.Round(time.Second), strings.Join(parts, ", "))
	}
	if len(s.SkippedList) > 0 {
		sort.Strings(s.SkippedList)
		fmt.Fprintf(w, "fuzzdiff: skipped: %s\n", strings.Join(s.SkippedList, " "))
	}
	if s.MergeRefPaths > 0 {
		fmt.Fprintf(w, "fuzzdiff: merge: pure DFS %d paths and %d calls, with merging %d paths and %d calls; %d solver checks of path conditions and outcomes, all as required\n",
			s.MergeRefPaths, s.MergeRefCalls, s.MergedPaths, s.MergedCalls, s.MergeChecks)
	}
	if s.RefCalls > 0 {
		fmt.Fprintf(w, "fuzzdiff: solver calls: pure DFS %d, speculative k=max %d (%.0f%%)\n", s.RefCalls, s.SpecCalls, 100*float64(s.SpecCalls)/float64(s.RefCalls))
	}
	if s.HeapPaths > 0 {
		fmt.Fprintf(w, "fuzzdiff: heap inputs: %d heap choices and %d paths with an input heap (pure DFS, bitvector)\n", s.HeapChoices, s.HeapPaths)
	}
}

// addCPU adds the CPU time of a finished command to the summary.
func (f *fuzzer) addCPU(what string, cmd *exec.Cmd) time.Duration {
	if cmd.ProcessState == nil {
		return 0
	}
	d := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.sum.CPU == nil {
		f.sum.CPU = map[string]time.Duration{}
	}
	f.sum.CPU[what] += d
	return d
}

// runSpec is one search configuration.
type runSpec struct {
	strategy  string // "dfs" or "speculative"
	depth     int
	order     string
	absurdity bool
	merge     string // search.merge ("": none)
	// summaries is "" (none) or a summary strategy: "method", "ssum",
	// "lasum" or "lsum".
	summaries string
}

func (s runSpec) String() string {
	m := ""
	if s.merge != "" {
		m = " merge=" + s.merge
	}
	if s.summaries != "" {
		m += " summaries=" + s.summaries
	}
	if s.strategy == "dfs" {
		return fmt.Sprintf("dfs %s absurdity=%v%s", s.order, s.absurdity, m)
	}
	return fmt.Sprintf("speculative k=%s %s absurdity=%v%s", s.depthText(), s.order, s.absurdity, m)
}

func (s runSpec) file() string {
	m := ""
	if s.merge != "" {
		m = "-merge"
	}
	if s.summaries != "" {
		m += "-" + s.summaries
	}
	if s.strategy == "dfs" {
		return fmt.Sprintf("dfs-%s-%v%s", s.order, s.absurdity, m)
	}
	return fmt.Sprintf("k%s-%s-%v%s", s.depthText(), s.order, s.absurdity, m)
}

func (s runSpec) defines() []string {
	d := []string{"-D", "search.strategy=" + s.strategy}
	if s.strategy == "speculative" {
		d = append(d, "-D", "search.depth="+s.depthText())
	}
	d = append(d, "-D", "search.order="+s.order, "-D", fmt.Sprintf("search.absurdity=%v", s.absurdity))
	if s.merge != "" {
		d = append(d, "-D", "search.merge="+s.merge)
	} else {
		d = append(d, "-D", "search.merge=none") // the default is "auto"
	}
	switch s.summaries {
	case "":
	case "method":
		d = append(d, "-D", "search.summaries=method")
	default:
		d = append(d, "-D", "search.summaries=fragment", "-D", "search.summary_fragments="+s.summaries)
	}
	return d
}

// summarySpecs are the runs Options.Summaries adds for each strategy:
// pure DFS in both orders (the calls of the first are compared with those
// of speculative DFS with k = 1), and speculative DFS at maxK with
// absurdity.
func summarySpecs(maxK int) []runSpec {
	var s []runSpec
	for _, sum := range []string{"method", "ssum", "lasum", "lsum"} {
		s = append(s, runSpec{"dfs", 0, "true-first", false, "", sum}, runSpec{"dfs", 0, "false-first", true, "", sum},
			runSpec{"speculative", 1, "true-first", false, "", sum}, runSpec{"speculative", maxK, "true-first", true, "", sum})
	}
	return s
}

// specs lists the reference (pure DFS, true-first, no absurdity) first,
// then the other pure DFS runs, then speculative DFS for every k and with
// depth "auto".
func specs(maxK int) []runSpec {
	var s []runSpec
	for _, o := range []string{"true-first", "false-first"} {
		for _, a := range []bool{false, true} {
			s = append(s, runSpec{"dfs", 0, o, a, "", ""})
		}
	}
	for k := 1; k <= maxK; k++ {
		for _, o := range []string{"true-first", "false-first"} {
			for _, a := range []bool{false, true} {
				s = append(s, runSpec{"speculative", k, o, a, "", ""})
			}
		}
	}
	// depth = "auto" (depth 0 here): its segments depend on measured
	// times, so only its paths and errors are compared.
	for _, o := range []string{"true-first", "false-first"} {
		for _, a := range []bool{false, true} {
			s = append(s, runSpec{"speculative", 0, o, a, "", ""})
		}
	}
	return s
}

// specAt returns the index in specs(maxK) of speculative DFS at maxK,
// true-first, without absurdity: the run whose calls the summary reports.
func specAt(maxK int) int {
	return slices.Index(specs(maxK), runSpec{"speculative", maxK, "true-first", false, "", ""})
}

// depthText is the speculation depth as search.depth takes it.
func (s runSpec) depthText() string {
	if s.depth == 0 {
		return "auto"
	}
	return fmt.Sprint(s.depth)
}

// result is the part of gospf run --json --paths that is compared.
type result struct {
	Paths  int               `json:"paths"`
	Errors []json.RawMessage `json:"errors"`
	Solver struct {
		Calls   int64 `json:"calls"`
		Sat     int64 `json:"sat"`
		Unsat   int64 `json:"unsat"`
		Unknown int64 `json:"unknown"`
	} `json:"solver"`
	UnknownSides       int         `json:"unknown_sides"`
	DepthLimited       int         `json:"depth_limited"`
	InstructionLimited int         `json:"instruction_limited"`
	ArrayLengthCut     int         `json:"array_length_cut"`
	ObjectLimited      int         `json:"object_limited"`
	HeapChoices        int         `json:"heap_choices"`
	Stopped            string      `json:"stopped"`
	PathList           []pathEntry `json:"path_list"`
}

// pathEntry is one path of path_list.
type pathEntry struct {
	Outcome string `json:"outcome"`
	Value   string `json:"value"`
	PC      string `json:"pc"`
	Heap    any    `json:"heap"`
	Where   string `json:"where"`
	// Exprs holds the path condition and returned value as solver
	// expressions, for the merge checks (merge.go).
	Exprs *pathExprs `json:"exprs"`
}

// pathKey is a path as compared: outcome, value, the sorted conjuncts of
// its path condition and its input heap's shape.
func pathKey(outcome, value, pc, heap string) string {
	cs := strings.Split(pc, " && ")
	sort.Strings(cs)
	return outcome + " | " + value + " | " + strings.Join(cs, " && ") + heap
}

// heapShape is a path's input heap (the "heap" of --json) without the
// model's values, which two runs may choose differently: the roots, the
// objects with their classes, and every reference and input name. Objects
// are numbered in creation order along the path, so the same path has the
// same shape in every run.
func heapShape(h any) string { return shapeNamed(h, nil) }

// shapeNamed is heapShape with the inputs ren names renamed (positions).
func shapeNamed(h any, ren map[string]string) string {
	if h == nil {
		return ""
	}
	var strip func(v any) any
	strip = func(v any) any {
		switch v := v.(type) {
		case map[string]any:
			m := map[string]any{}
			for k, x := range v {
				if k == "value" && v["input"] != nil {
					continue
				}
				if name, ok := x.(string); ok && k == "input" && ren[name] != "" {
					x = ren[name]
				}
				if k == "elements" {
					// An element that is a primitive input is no heap
					// choice: which ones a path read (loop merging reads
					// them all first) does not make another heap.
					els := stripInputs(x)
					if len(els) == 0 {
						continue
					}
					x = els
				}
				m[k] = strip(x)
			}
			return m
		case []any:
			l := make([]any, len(v))
			for i, x := range v {
				l[i] = strip(x)
			}
			return l
		}
		return v
	}
	b, _ := json.Marshal(strip(h)) // maps marshal with sorted keys
	return " | heap " + string(b)
}

// stripInputs drops the elements of an input array's "elements" that are
// primitive inputs (no "object"), and returns a map.
func stripInputs(x any) map[string]any {
	els, _ := x.(map[string]any)
	m := map[string]any{}
	for k, e := range els {
		if em, ok := e.(map[string]any); ok && em["input"] != nil && em["object"] == nil {
			continue
		}
		m[k] = e
	}
	return m
}

func (r *result) keys() map[string]int {
	m := map[string]int{}
	for _, p := range r.PathList {
		m[pathKey(p.Outcome, p.Value, p.PC, heapShape(p.Heap))]++
	}
	return m
}

// diffPaths describes how the path multisets differ, or returns "".
func diffPaths(ref, got map[string]int) string {
	var only1, only2 []string
	for k, n := range ref {
		for i := got[k]; i < n; i++ {
			only1 = append(only1, k)
		}
	}
	for k, n := range got {
		for i := ref[k]; i < n; i++ {
			only2 = append(only2, k)
		}
	}
	if len(only1) == 0 && len(only2) == 0 {
		return ""
	}
	sort.Strings(only1)
	sort.Strings(only2)
	var b strings.Builder
	list := func(title string, l []string) {
		if len(l) == 0 {
			return
		}
		fmt.Fprintf(&b, "%s (%d):\n", title, len(l))
		for i, k := range l {
			if i == 10 {
				fmt.Fprintf(&b, "  ... %d more\n", len(l)-10)
				break
			}
			fmt.Fprintf(&b, "  %s\n", k)
		}
	}
	list("only in the reference", only1)
	list("only in this run", only2)
	return b.String()
}

// fuzzer holds the state of one differential run.
type fuzzer struct {
	opt    Options
	gospf  string // absolute
	work   string
	rep    *replayer
	cancel context.CancelFunc
	start  time.Time

	mu  sync.Mutex
	sum Summary
}

// job is one compiled program waiting to be checked.
type job struct {
	p      *Program
	dir    string // the work directory: class files, configs, outputs, tests
	config string // an existing config to check (Check), or "" for a generated program
}

// replayJob is one test directory waiting to be replayed.
type replayJob struct {
	p       *Program
	dir     string // the program's directory
	theory  string
	tests   string // the test directory
	config  string // the config the tests were written from
	job     job    // the program's job
	paths   int    // paths of the run that wrote the tests
	spec    runSpec
	pending *int // replays still pending for the program
}

// Fuzz runs the differential test. It returns the summary, and an error for
// a problem of the tester itself (javac missing, bad options).
func Fuzz(ctx context.Context, opt Options) (*Summary, error) {
	return drive(ctx, opt, (*fuzzer).produce)
}

// Check runs the same checks on existing configs (for example the
// regression subjects in subjects/regress), each in the theory it sets.
func Check(ctx context.Context, opt Options, configs []string) (*Summary, error) {
	return drive(ctx, opt, func(f *fuzzer, ctx context.Context, jobs chan<- job) error {
		for i, c := range configs {
			abs, err := filepath.Abs(c)
			if err != nil {
				return err
			}
			name := strings.TrimSuffix(filepath.Base(c), ".toml")
			dir := filepath.Join(f.work, fmt.Sprintf("%d-%s", i, name))
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return err
			}
			select {
			case jobs <- job{p: &Program{Index: i, Class: name}, dir: dir, config: abs}:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		return nil
	})
}

// configTheory returns the theory a config file sets.
func configTheory(path string, defines []string) string {
	for i := len(defines) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(defines[i], "symbolic.theory="); ok {
			return strings.Trim(v, `"'`)
		}
	}
	b, _ := os.ReadFile(path)
	for _, l := range strings.Split(string(b), "\n") {
		k, v, ok := strings.Cut(l, "=")
		if ok && strings.TrimSpace(k) == "theory" && strings.Contains(v, "bitvector") {
			return "bitvector"
		}
	}
	return "int"
}

func drive(ctx context.Context, opt Options, produce func(*fuzzer, context.Context, chan<- job) error) (*Summary, error) {
	start := time.Now()
	if opt.Out == nil {
		opt.Out = io.Discard
	}
	if opt.Jobs < 1 {
		opt.Jobs = 1
	}
	if opt.MaxK < 1 {
		return nil, fmt.Errorf("-maxk must be at least 1")
	}
	for _, th := range opt.Theories {
		if th != "bitvector" && th != "int" {
			return nil, fmt.Errorf("unknown theory %q (bitvector, int)", th)
		}
	}
	switch opt.Replay {
	case "batch", "gospf", "off":
	default:
		return nil, fmt.Errorf("-replay %q: want batch, gospf or off", opt.Replay)
	}
	gospf, err := filepath.Abs(opt.Gospf)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(gospf); err != nil {
		return nil, fmt.Errorf("gospf binary: %v (build it with go build -o bin/gospf ./cmd/gospf)", err)
	}
	work, err := os.MkdirTemp("", "fuzzdiff-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	f := &fuzzer{opt: opt, gospf: gospf, work: work, cancel: cancel, start: start}
	f.sum.Seed = opt.Seed
	if opt.Replay == "batch" {
		if f.rep, err = newReplayer(ctx, filepath.Join(work, "replayer")); err != nil {
			return nil, err
		}
	}

	jobs := make(chan job, 2*opt.Jobs)
	replays := make(chan replayJob, 64)
	var genErr error
	go func() {
		defer close(jobs)
		genErr = produce(f, ctx, jobs)
	}()
	var wg sync.WaitGroup
	for range opt.Jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				if ctx.Err() != nil {
					continue
				}
				f.check(ctx, j, replays)
			}
		}()
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f.replayLoop(ctx, replays)
	}()
	wg.Wait()
	close(replays)
	<-done
	f.sum.Elapsed = time.Since(start)
	sort.Slice(f.sum.Failures, func(i, j int) bool { return f.sum.Failures[i].Program < f.sum.Failures[j].Program })
	if genErr != nil && !errors.Is(genErr, context.Canceled) {
		return &f.sum, genErr
	}
	if err := ctx.Err(); err != nil && len(f.sum.Failures) == 0 {
		return &f.sum, err
	}
	return &f.sum, nil
}

// produce generates the programs, compiles them with javac in batches
// (one javac for many programs), and hands them to the workers.
func (f *fuzzer) produce(ctx context.Context, jobs chan<- job) error {
	const batch = 25
	for i := f.opt.Start; i < f.opt.Start+f.opt.N; i += batch {
		var ps []*Program
		var srcs []string
		for j := i; j < min(i+batch, f.opt.Start+f.opt.N); j++ {
			p := Generate(f.opt.Seed, j, f.opt.Gen)
			dir := filepath.Join(f.work, p.Class)
			if err := os.MkdirAll(filepath.Join(dir, "classes"), 0o755); err != nil {
				return err
			}
			src := filepath.Join(dir, p.Class+".java")
			if err := os.WriteFile(src, []byte(p.Source), 0o644); err != nil {
				return err
			}
			ps = append(ps, p)
			srcs = append(srcs, src)
		}
		out := filepath.Join(f.work, fmt.Sprintf("batch%d", i))
		args := append([]string{"-nowarn", "-g", "--release", "8", "-d", out}, srcs...)
		javac := exec.CommandContext(ctx, "javac", args...)
		msg, err := javac.CombinedOutput()
		f.addCPU("javac", javac)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return fmt.Errorf("javac (a generator bug; see fuzzdiff -seed %d -print N): %v\n%s", f.opt.Seed, err, msg)
		}
		for _, p := range ps {
			dir := filepath.Join(f.work, p.Class)
			// The class and its nested classes (Gen7$Node).
			files, err := filepath.Glob(filepath.Join(out, p.Class+"[.$]*class"))
			if err != nil {
				return err
			}
			for _, c := range files {
				if err := os.Rename(c, filepath.Join(dir, "classes", filepath.Base(c))); err != nil {
					return err
				}
			}
		}
		os.RemoveAll(out)
		for _, p := range ps {
			select {
			case jobs <- job{p: p, dir: filepath.Join(f.work, p.Class)}:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
	}
	return nil
}

// writeConfig writes the program's config for a theory.
func (f *fuzzer) writeConfig(p *Program, dir, theory string) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "# gospf cmd/fuzzdiff: program %d of seed %d, %s theory.\n", p.Index, f.opt.Seed, theory)
	fmt.Fprintf(&b, "[target]\nclasspath = [\"classes\"]\nentry = %q\n\n[symbolic]\ntheory = %q\n", p.Entry(), theory)
	if len(p.HeapParams) > 0 || p.SymArrays {
		fmt.Fprintf(&b, "max_objects = %d\nmax_array_length = %d\nmax_string_length = %d\n", HeapMaxObjects, HeapMaxArrayLength, TextMaxLength)
	}
	if f.opt.SolverTimeoutMs > 0 {
		fmt.Fprintf(&b, "\n[solver]\ntimeout_ms = %d\n", f.opt.SolverTimeoutMs)
	}
	path := filepath.Join(dir, theory+".toml")
	return path, os.WriteFile(path, []byte(b.String()), 0o644)
}

// gospfRun runs gospf and returns its stdout, stderr and exit status.
func (f *fuzzer) gospfRun(ctx context.Context, cpu *time.Duration, args ...string) (stdout, stderr []byte, code int, err error) {
	ctx, cancel := context.WithTimeout(ctx, f.opt.Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, f.gospf, args...)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err = cmd.Run()
	if d := f.addCPU("gospf", cmd); cpu != nil {
		*cpu += d
	}
	if ctx.Err() == context.DeadlineExceeded {
		return o.Bytes(), e.Bytes(), -1, fmt.Errorf("timed out after %s", f.opt.Timeout)
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return o.Bytes(), e.Bytes(), ee.ExitCode(), nil
	}
	return o.Bytes(), e.Bytes(), 0, err
}

// countedRun runs gospf with gospfRun and counts the run in the summary.
// what is "" when gospf exited with status 0, else one line about label's
// failure.
func (f *fuzzer) countedRun(ctx context.Context, cpu *time.Duration, label string, args ...string) (stdout, stderr []byte, what string) {
	stdout, stderr, code, err := f.gospfRun(ctx, cpu, args...)
	if ctx.Err() != nil {
		return stdout, stderr, ""
	}
	f.mu.Lock()
	f.sum.Runs++
	f.mu.Unlock()
	switch {
	case err != nil:
		what = fmt.Sprintf("%s: %v", label, err)
	case code != 0:
		what = fmt.Sprintf("%s exited with status %d", label, code)
	}
	return stdout, stderr, what
}

// check runs every configuration on one program and compares the results.
func (f *fuzzer) check(ctx context.Context, j job, replays chan<- replayJob) {
	p := j.p
	pending := new(int)
	*pending = 1 // released below, after the last theory
	var lines []string
	theories := f.opt.Theories
	if j.config != "" {
		theories = []string{configTheory(j.config, f.opt.Defines)}
	}
	for _, th := range theories {
		if th == "int" && !p.Linear && !f.opt.IntAll && j.config == "" {
			continue
		}
		line, rjs, good := f.checkTheory(ctx, j, th)
		if !good {
			return
		}
		lines = append(lines, line)
		for _, rj := range rjs {
			rj.pending = pending
			f.mu.Lock()
			*pending++
			f.mu.Unlock()
			if f.opt.Replay == "batch" {
				replays <- *rj
			} else if !f.replayOne(ctx, *rj) {
				return
			}
		}
	}
	if ctx.Err() != nil {
		return
	}
	if f.opt.Verbose {
		fmt.Fprintf(f.opt.Out, "%s: %s\n", p.Class, strings.Join(lines, "; "))
	}
	f.release(pending, j.dir)
}

// release counts a program as checked, and removes its directory, when
// nothing is pending for it any more.
func (f *fuzzer) release(pending *int, dir string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	*pending--
	if *pending == 0 {
		f.sum.Programs++
		os.RemoveAll(dir)
		if !f.opt.Verbose && f.sum.Programs%100 == 0 {
			fmt.Fprintf(f.opt.Out, "fuzzdiff: %d/%d programs checked, %d failures, %s\n", f.sum.Programs, f.opt.N,
				len(f.sum.Failures), time.Since(f.start).Round(time.Second))
		}
	}
}

// checkTheory runs and compares every configuration in one theory, and
// with -merge the runs with merging (merge.go). It returns a one-line
// description, the replays to do, and false after a failure.
func (f *fuzzer) checkTheory(ctx context.Context, j job, theory string) (string, []*replayJob, bool) {
	p := j.p
	cfg, err := j.config, error(nil)
	if cfg == "" {
		cfg, err = f.writeConfig(p, j.dir, theory)
	}
	if err != nil {
		f.fail(ctx, j, theory, "writing the config: "+err.Error(), "", nil)
		return "", nil, false
	}
	// One explorer (-D search.workers may say otherwise): the calls of
	// the searches are compared, and caching solver layers are per explorer.
	rel := func(s runSpec, extra ...string) []string {
		return append(append(append([]string{"run", cfg, "--json", "--paths", "-D", "search.workers=1"}, s.defines()...), f.opt.Defines...), extra...)
	}
	all := specs(f.opt.MaxK)
	if f.opt.Summaries {
		all = append(all, summarySpecs(f.opt.MaxK)...)
	}
	testsAt := p.Index % len(all) // the run that writes the tests
	results := make([]*result, len(all))
	var ref *result
	var refKeys map[string]int
	dfs := map[string]*result{} // by order and absurdity
	unknown := false
	compared := 0
	var cpu time.Duration
	for i, s := range all {
		args := rel(s)
		r, cmd, ok := f.jsonRun(ctx, j, theory, &cpu, s, args)
		if !ok {
			return "", nil, false
		}
		results[i] = r
		if r.Solver.Unknown > 0 || r.UnknownSides > 0 {
			unknown = true
			break
		}
		if msg := selfCheck(r); msg != "" {
			f.fail(ctx, j, theory, fmt.Sprintf("gospf %s: %s", s, msg), "", []string{cmd})
			return "", nil, false
		}
		if i == 0 {
			ref, refKeys = r, r.keys()
		} else {
			var problems []string
			if r.Paths != ref.Paths {
				problems = append(problems, fmt.Sprintf("paths %d, reference %d", r.Paths, ref.Paths))
			}
			if len(r.Errors) != len(ref.Errors) {
				problems = append(problems, fmt.Sprintf("errors %d, reference %d", len(r.Errors), len(ref.Errors)))
			}
			if r.ObjectLimited != ref.ObjectLimited {
				problems = append(problems, fmt.Sprintf("object limited %d, reference %d", r.ObjectLimited, ref.ObjectLimited))
			}
			detail := diffPaths(refKeys, r.keys())
			if detail != "" {
				problems = append(problems, "path sets differ")
			}
			if s.strategy == "speculative" && s.depth == 1 {
				d := dfs[s.order+fmt.Sprint(s.absurdity)+s.summaries]
				if r.Solver.Calls != d.Solver.Calls || r.Solver.Sat != d.Solver.Sat || r.Solver.Unsat != d.Solver.Unsat {
					problems = append(problems, fmt.Sprintf("k=1 made %d solver calls (sat %d, unsat %d), pure DFS %d (sat %d, unsat %d)",
						r.Solver.Calls, r.Solver.Sat, r.Solver.Unsat, d.Solver.Calls, d.Solver.Sat, d.Solver.Unsat))
				}
			}
			if len(problems) > 0 {
				refCmd := f.command(rel(all[0]))
				cmds := []string{refCmd, cmd}
				if s.strategy == "speculative" && s.depth == 1 {
					cmds = []string{f.command(rel(runSpec{"dfs", 0, s.order, s.absurdity, "", s.summaries})), cmd}
				}
				f.fail(ctx, j, theory, fmt.Sprintf("%s differs from %s: %s", s, all[0], strings.Join(problems, "; ")), detail, cmds)
				return "", nil, false
			}
			compared += r.Paths
		}
		if s.strategy == "dfs" {
			dfs[s.order+fmt.Sprint(s.absurdity)+s.summaries] = r
		}
	}
	if unknown {
		f.mu.Lock()
		f.sum.Skipped++
		f.sum.SkippedList = append(f.sum.SkippedList, fmt.Sprintf("Gen%d/%s", p.Index, theory))
		f.mu.Unlock()
		return fmt.Sprintf("%s: skipped (unknown answers, cpu %s)", theory, cpu.Round(time.Millisecond)), nil, true
	}
	f.mu.Lock()
	f.sum.PathsCompared += compared
	if theory == "bitvector" {
		f.sum.RefCalls += ref.Solver.Calls
		f.sum.SpecCalls += results[specAt(f.opt.MaxK)].Solver.Calls
		f.sum.HeapChoices += ref.HeapChoices
		for _, p := range ref.PathList {
			if p.Heap != nil {
				f.sum.HeapPaths++
			}
		}
	}
	f.mu.Unlock()
	line := fmt.Sprintf("%s: %d paths (%d errors), dfs %d calls, k=%d %d calls", theory, ref.Paths, len(ref.Errors),
		ref.Solver.Calls, f.opt.MaxK, results[specAt(f.opt.MaxK)].Solver.Calls)
	var replays []*replayJob
	if f.opt.Merge {
		mline, rj, good := f.checkMerge(ctx, j, theory, cfg, ref, &cpu)
		if !good {
			return "", nil, false
		}
		line += ", " + mline
		if rj != nil {
			replays = append(replays, rj)
		}
	}
	line += ", cpu " + cpu.Round(time.Millisecond).String()
	if f.opt.Replay == "off" {
		return line, nil, true
	}
	// The tests, written by one of the configurations (a different one for
	// each program), in a run of their own so that a failure to write
	// them does not hide the comparisons.
	rj, tline, good := f.writeTests(ctx, j, theory, cfg, all[testsAt], "tests-"+theory, results[testsAt].Paths, &cpu)
	if !good {
		return "", nil, false
	}
	if rj != nil {
		replays = append(replays, rj)
	}
	line += tline
	return line, replays, true
}

// writeTests runs configuration s again with --tests into the program's
// directory tests, with one explorer as in the run compared, which found
// paths paths. The run is itself a run under a solver timeout: when one
// of its answers comes back unknown (on a loaded machine a query the
// compared run decided can time out), the path below it is missing, so
// its tests are not replayed and the program and theory count as skipped
// for the replay; otherwise it must find the paths of the compared run,
// and the returned job replays them. It returns false after a failure
// (recorded).
func (f *fuzzer) writeTests(ctx context.Context, j job, theory, cfg string, s runSpec, tests string, paths int, cpu *time.Duration) (*replayJob, string, bool) {
	dir := filepath.Join(j.dir, tests)
	args := append(append(append([]string{"run", cfg, "--json", "-D", "search.workers=1"}, s.defines()...), f.opt.Defines...), "--tests", dir)
	out, stderr, what := f.countedRun(ctx, cpu, "gospf run --tests ("+s.String()+")", args...)
	if ctx.Err() != nil {
		return nil, "", false
	}
	if what != "" {
		f.fail(ctx, j, theory, what, lastLines(string(stderr)+string(out), 8), []string{f.command(args)})
		return nil, "", false
	}
	r := &result{}
	if err := json.Unmarshal(out, r); err != nil {
		f.fail(ctx, j, theory, fmt.Sprintf("gospf run --tests (%s): bad JSON: %v", s, err), lastLines(string(out), 5), []string{f.command(args)})
		return nil, "", false
	}
	if r.Solver.Unknown > 0 || r.UnknownSides > 0 {
		f.mu.Lock()
		f.sum.Skipped++
		f.sum.SkippedList = append(f.sum.SkippedList, fmt.Sprintf("Gen%d/%s/%s", j.p.Index, theory, tests))
		f.mu.Unlock()
		return nil, ", " + tests + " skipped (unknown answers)", true
	}
	if r.Paths != paths {
		f.fail(ctx, j, theory, fmt.Sprintf("gospf run --tests (%s) found %d paths, the run compared %d", s, r.Paths, paths), "", []string{f.command(args)})
		return nil, "", false
	}
	return &replayJob{job: j, p: j.p, dir: j.dir, theory: theory, tests: dir, config: cfg, paths: paths, spec: s}, "", true
}

// jsonRun runs gospf with args (a run --json of spec s), keeps its output
// in the program's directory and parses it. It returns the result and the
// command line, or false after a failure (recorded).
func (f *fuzzer) jsonRun(ctx context.Context, j job, theory string, cpu *time.Duration, s runSpec, args []string) (*result, string, bool) {
	out, stderr, what := f.countedRun(ctx, cpu, "gospf "+s.String(), args...)
	if ctx.Err() != nil {
		return nil, "", false
	}
	os.WriteFile(filepath.Join(j.dir, theory+"-"+s.file()+".json"), out, 0o644)
	cmd := f.command(args)
	if what != "" {
		f.fail(ctx, j, theory, what, lastLines(string(stderr), 8), []string{cmd})
		return nil, cmd, false
	}
	r := &result{}
	if err := json.Unmarshal(out, r); err != nil {
		f.fail(ctx, j, theory, fmt.Sprintf("gospf %s: bad JSON: %v", s, err), lastLines(string(out), 5), []string{cmd})
		return nil, cmd, false
	}
	return r, cmd, true
}

// selfCheck checks one run's output for consistency.
func selfCheck(r *result) string {
	if len(r.PathList) != r.Paths {
		return fmt.Sprintf("path_list has %d entries, paths is %d", len(r.PathList), r.Paths)
	}
	exc := 0
	for _, p := range r.PathList {
		if p.Outcome == "exception" {
			exc++
		}
	}
	if exc != len(r.Errors) {
		return fmt.Sprintf("%d paths end in an exception, errors has %d", exc, len(r.Errors))
	}
	if r.Stopped != "" || r.DepthLimited != 0 || r.InstructionLimited != 0 || r.ArrayLengthCut != 0 {
		return fmt.Sprintf("a limit was hit (stopped %q, depth limited %d, instruction limited %d, array length cut %d)",
			r.Stopped, r.DepthLimited, r.InstructionLimited, r.ArrayLengthCut)
	}
	if r.Solver.Calls != r.Solver.Sat+r.Solver.Unsat+r.Solver.Unknown {
		return fmt.Sprintf("solver calls %d != sat %d + unsat %d + unknown %d", r.Solver.Calls, r.Solver.Sat, r.Solver.Unsat, r.Solver.Unknown)
	}
	return ""
}

// replayLoop replays test directories in batches.
func (f *fuzzer) replayLoop(ctx context.Context, replays <-chan replayJob) {
	const batch = 40
	var pend []replayJob
	flush := func() {
		if len(pend) == 0 || ctx.Err() != nil {
			pend = nil
			return
		}
		dirs := make([]string, len(pend))
		for i, r := range pend {
			dirs[i] = r.tests
		}
		res, err := f.rep.replay(ctx, dirs, f.addCPU)
		for _, r := range pend {
			if ctx.Err() != nil {
				break
			}
			if err != nil {
				f.failReplay(ctx, r, "batch replay: "+err.Error(), "")
				continue
			}
			f.judgeReplay(ctx, r, res[r.tests].status, res[r.tests].output)
		}
		pend = nil
	}
	for r := range replays {
		pend = append(pend, r)
		if len(pend) >= batch {
			flush()
		}
	}
	flush()
}

// replayOne runs gospf replay on one test directory.
func (f *fuzzer) replayOne(ctx context.Context, r replayJob) bool {
	out, stderr, code, err := f.gospfRun(ctx, nil, "replay", r.tests)
	if ctx.Err() != nil {
		return false
	}
	if err != nil {
		return f.failReplay(ctx, r, "gospf replay: "+err.Error(), string(stderr))
	}
	return f.judgeReplay(ctx, r, code, string(out)+string(stderr))
}

// judgeReplay checks a replay's exit status and output; it returns false
// after a failure.
func (f *fuzzer) judgeReplay(ctx context.Context, r replayJob, status int, output string) bool {
	want := fmt.Sprintf("replayed %d paths: 0 failed, ", r.paths)
	var fails []string
	overflow := 0
	for _, l := range strings.Split(output, "\n") {
		if strings.HasPrefix(l, "FAIL") {
			fails = append(fails, l)
		}
		if strings.HasPrefix(l, "OVERFLOW") {
			overflow++
		}
	}
	switch {
	case status != 0 || len(fails) > 0:
		detail := strings.Join(fails, "\n")
		if detail == "" {
			detail = lastLines(output, 8)
		}
		return f.failReplay(ctx, r, fmt.Sprintf("replay exited with status %d, %d paths failed", status, len(fails)), detail)
	case !strings.Contains(output, want):
		return f.failReplay(ctx, r, fmt.Sprintf("replay did not print %q", want+"..."), lastLines(output, 8))
	case r.theory == "bitvector" && overflow > 0:
		return f.failReplay(ctx, r, fmt.Sprintf("%d OVERFLOW paths in the bitvector theory", overflow), lastLines(output, 8))
	}
	f.mu.Lock()
	f.sum.Replayed += r.paths
	f.sum.Overflow += overflow
	f.mu.Unlock()
	f.release(r.pending, r.dir)
	return true
}

func (f *fuzzer) failReplay(ctx context.Context, r replayJob, what, detail string) bool {
	cfg := r.config
	run := append(append(append([]string{"run", cfg, "-D", "search.workers=1"}, r.spec.defines()...), f.opt.Defines...), "--tests", r.tests)
	cmds := []string{"rm -rf " + r.tests + " && " + f.command(run), f.command([]string{"replay", r.tests})}
	f.fail(ctx, r.job, r.theory, fmt.Sprintf("tests written by %s: %s", r.spec, what), detail, cmds)
	return false
}

// fail records a failure: it copies the program's directory to Keep and
// rewrites the commands to use the kept copy. Unless KeepGoing, it stops
// the run.
func (f *fuzzer) fail(ctx context.Context, j job, theory, what, detail string, cmds []string) {
	if ctx.Err() != nil {
		return
	}
	fl := &Failure{Program: j.p.Index, Name: j.p.Class, Theory: theory, What: what, Detail: detail}
	keep := filepath.Join(f.opt.Keep, j.p.Class)
	os.RemoveAll(keep)
	if err := copyDir(j.dir, keep); err != nil {
		fl.Detail += fmt.Sprintf("\n(could not keep the program: %v)", err)
	} else {
		fl.Dir = keep
		for i, c := range cmds {
			cmds[i] = strings.ReplaceAll(c, j.dir, keep)
		}
	}
	if j.config != "" {
		fl.Commands = append(cmds, fmt.Sprintf("go run ./cmd/fuzzdiff -maxk %d -gospf %s -check %s", f.opt.MaxK, f.opt.Gospf, j.config))
	} else {
		var gen string
		if f.opt.Gen.Wide {
			gen += " -wide"
		}
		if f.opt.Gen.Heap {
			gen += " -heap"
		}
		if f.opt.Gen.Float {
			gen += " -float"
		}
		if f.opt.Gen.Text {
			gen += " -text"
		}
		if f.opt.Gen.Loops {
			gen += " -loops"
		}
		if f.opt.Gen.Lists {
			gen += " -lists"
		}
		fl.Commands = append(cmds, fmt.Sprintf("go run ./cmd/fuzzdiff -seed %d -start %d -n 1 -maxk %d -theories %s%s -gospf %s",
			f.opt.Seed, j.p.Index, f.opt.MaxK, theory, gen, f.opt.Gospf))
	}
	f.mu.Lock()
	f.sum.Failures = append(f.sum.Failures, fl)
	f.mu.Unlock()
	fmt.Fprint(f.opt.Out, fl.String())
	if !f.opt.KeepGoing {
		f.cancel()
	}
}

// command renders a gospf command line with the binary as given.
func (f *fuzzer) command(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = a
		if strings.ContainsAny(a, " #()'\"") {
			q[i] = "'" + a + "'"
		}
	}
	return f.opt.Gospf + " " + strings.Join(q, " ")
}

func copyDir(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		t := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(t, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(t, b, 0o644)
	})
}
