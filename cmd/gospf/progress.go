package main

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"sync/atomic"
	"time"

	"gospf/search"
	"gospf/solver"
)

// progress prints a status line on a terminal's stderr for runs longer than
// a second: paths, satisfiability checks (what the search asked, before
// the solver stack's layers and backends), paths per second and elapsed
// time.
type progress struct {
	paths, checks atomic.Int64
	done          chan struct{}
}

// checkCounter counts the checks the search makes, for the progress line.
// It wraps the solver stack, whose core checks it passes through.
type checkCounter struct {
	inner *solver.Stack
	n     *atomic.Int64
}

func (c *checkCounter) Check(q solver.Query) (solver.Answer, error) {
	c.n.Add(1)
	return c.inner.Check(q)
}

func (c *checkCounter) CheckCore(prefix, segment []solver.Expr) (solver.Answer, []int, error) {
	c.n.Add(1)
	return c.inner.CheckCore(prefix, segment)
}

func (c *checkCounter) Close() error { return c.inner.Close() }

// LastDecided passes the stack's answer on (depth "auto" uses it).
func (c *checkCounter) LastDecided() solver.DecidedBy { return c.inner.LastDecided() }

// isTerminal reports whether w is a character device.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// startProgress wires a progress line into o when stderr is a terminal and
// returns the function that ends it.
func startProgress(stderr io.Writer, o *runOpts) func() {
	if !isTerminal(stderr) {
		return func() {}
	}
	p := &progress{done: make(chan struct{})}
	prev := o.onPath
	o.onPath = func(path *search.Path) {
		p.paths.Add(1)
		if prev != nil {
			prev(path)
		}
	}
	o.wrapStack = func(s *solver.Stack) solver.Solver { return &checkCounter{inner: s, n: &p.checks} }
	start := time.Now()
	shown := false
	go func() {
		tick := time.NewTicker(250 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-p.done:
				if shown {
					fmt.Fprint(stderr, "\r\033[K")
				}
				return
			case <-tick.C:
				el := time.Since(start)
				if el < time.Second {
					continue
				}
				n := p.paths.Load()
				fmt.Fprintf(stderr, "\r\033[Kpaths %d, checks %d, %.0f paths/s, %s", n, p.checks.Load(), float64(n)/el.Seconds(), el.Round(time.Second))
				shown = true
			}
		}
	}()
	return func() { close(p.done); time.Sleep(10 * time.Millisecond) }
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
