package main

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"gospf/config"
	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// progress shows that a run is alive. On a terminal's stderr it is a
// status line rewritten 4 times a second for runs longer than a second;
// when stderr is a file or a pipe (CI, nohup, a cluster job) it is, once
// the run has lasted progressEvery, one line naming the config, the
// search and the solver, and a line every progressEvery. --quiet turns
// both off. The counts: paths and
// errors found, satisfiability checks (what the search asked, before the
// solver stack's layers and backends) and the unknown answers among them,
// the depth of the latest choice point, paths per second, and the
// process's memory (Go's and Z3's, as max_memory counts it).
type progress struct {
	paths, errors, checks, unknown atomic.Int64
	search                         search.Progress
	start                          time.Time
	done                           chan struct{}
	ended                          sync.WaitGroup
}

// progressEvery is the interval of progress lines when stderr is not a
// terminal (tests shorten it).
var progressEvery = 10 * time.Second

// checkCounter counts the checks the search makes, and their unknown
// answers, for the progress line. It wraps the solver stack, whose core
// checks and interruptions it passes through.
type checkCounter struct {
	inner   *solver.Stack
	n, unkn *atomic.Int64
}

func (c *checkCounter) Check(q solver.Query) (solver.Answer, error) {
	c.n.Add(1)
	a, err := c.inner.Check(q)
	c.count(a, err)
	return a, err
}

func (c *checkCounter) CheckCore(prefix, segment []solver.Expr) (solver.Answer, []int, error) {
	c.n.Add(1)
	a, core, err := c.inner.CheckCore(prefix, segment)
	c.count(a, err)
	return a, core, err
}

func (c *checkCounter) count(a solver.Answer, err error) {
	if err == nil && a.Result == solver.Unknown {
		c.unkn.Add(1)
	}
}

func (c *checkCounter) Close() error { return c.inner.Close() }

// Interrupt interrupts the stack's check in progress (solver.Interrupter).
func (c *checkCounter) Interrupt() { c.inner.Interrupt() }

// LastDecided passes the stack's answer on (depth "auto" uses it).
func (c *checkCounter) LastDecided() solver.DecidedBy { return c.inner.LastDecided() }

// DefersModels and LastModel pass the stack's deferred models on
// (solver.ModelDeferrer); reading a model is not a check.
func (c *checkCounter) DefersModels() bool { return c.inner.DefersModels() }

func (c *checkCounter) LastModel(pc []solver.Expr) (solver.Model, bool, error) {
	return c.inner.LastModel(pc)
}

// isTerminal reports whether w is a character device.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// startProgress wires progress lines about cfg's run into o, written to
// stderr unless quiet, and returns the function that ends them.
func startProgress(stderr io.Writer, o *runOpts, cfg *config.Config, quiet bool) func() {
	if quiet {
		return func() {}
	}
	p := &progress{start: time.Now(), done: make(chan struct{})}
	prev := o.onPath
	o.onPath = func(path *search.Path) {
		p.paths.Add(1)
		if path.Outcome.Kind == interp.OutcomeException {
			p.errors.Add(1)
		}
		if prev != nil {
			prev(path)
		}
	}
	o.wrapStack = func(s *solver.Stack) solver.Solver { return &checkCounter{inner: s, n: &p.checks, unkn: &p.unknown} }
	o.progress = &p.search
	p.ended.Add(1)
	if isTerminal(stderr) {
		go p.terminal(stderr)
	} else {
		go p.log(stderr, runLine(cfg))
	}
	return func() {
		close(p.done)
		p.ended.Wait()
	}
}

// runLine names cfg's config, search, solver, explorers and limits.
func runLine(cfg *config.Config) string {
	s, sv := &cfg.Search, &cfg.Solver
	search := s.Strategy
	if search == "speculative" {
		search += fmt.Sprintf(" k=%d", s.Depth)
	}
	search += fmt.Sprintf(", %s, absurdity %v", s.Order, s.Absurdity)
	if s.Merge != "none" {
		search += ", merge " + s.Merge
	}
	if s.Summaries != "none" {
		search += ", summaries " + s.Summaries
	}
	solverText := fmt.Sprintf("%s, layers %s, theory %s", sv.Backend, strings.Join(sv.Layers, ","), cfg.Symbolic.Theory)
	if sv.TimeoutMs > 0 {
		solverText += fmt.Sprintf(", timeout %d ms", sv.TimeoutMs)
	}
	limits := fmt.Sprintf("max_memory %s", s.MaxMemory)
	if m := memoryLimit(cfg); m > 0 && s.MaxMemory.Percent > 0 {
		limits += " (" + config.FormatBytes(m) + ")"
	}
	if s.MaxTime > 0 {
		limits += fmt.Sprintf(", max_time %s", s.MaxTime)
	}
	if s.MaxPaths > 0 {
		limits += fmt.Sprintf(", max_paths %d", s.MaxPaths)
	}
	explorers := "1 explorer"
	if n := workerCount(cfg); n > 1 {
		explorers = fmt.Sprintf("%d explorers", n)
	}
	return fmt.Sprintf("%s: search %s; solver %s; %s; %s", cfg.File, search, solverText, explorers, limits)
}

// line is the progress line: the counts so far.
func (p *progress) line() string {
	el := time.Since(p.start)
	n := p.paths.Load()
	return fmt.Sprintf("paths %d (errors %d), checks %d (unknown %d), depth %d, %.1f paths/s, memory %s, %s",
		n, p.errors.Load(), p.checks.Load(), p.unknown.Load(), p.search.Depth.Load(), float64(n)/el.Seconds(),
		config.FormatBytes(processMemory()), el.Round(time.Second))
}

// terminal rewrites the status line on a terminal until done, and clears
// it.
func (p *progress) terminal(stderr io.Writer) {
	defer p.ended.Done()
	tick := time.NewTicker(250 * time.Millisecond)
	defer tick.Stop()
	shown := false
	for {
		select {
		case <-p.done:
			if shown {
				fmt.Fprint(stderr, "\r\033[K")
			}
			return
		case <-tick.C:
			if time.Since(p.start) < time.Second {
				continue
			}
			fmt.Fprintf(stderr, "\r\033[K%s", p.line())
			shown = true
		}
	}
}

// log writes a progress line every progressEvery until done, the first
// one after the start line. A run that ends sooner writes neither: what
// it writes to standard error is then its result or its one line of
// error (bad input is one line, also when found while exploring).
func (p *progress) log(stderr io.Writer, startLine string) {
	defer p.ended.Done()
	tick := time.NewTicker(progressEvery)
	defer tick.Stop()
	for first := true; ; first = false {
		select {
		case <-p.done:
			return
		case <-tick.C:
			if first {
				fmt.Fprintf(stderr, "gospf: %s\n", startLine)
			}
			fmt.Fprintf(stderr, "gospf: progress: %s\n", p.line())
		}
	}
}

// startCPUProfile writes a CPU profile of the run to file (go tool pprof
// reads it) and returns the function that ends it.
func startCPUProfile(file string) (func(), error) {
	f, err := os.Create(file)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}
