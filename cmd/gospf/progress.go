package main

import (
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"

	"gospf/search"
	"gospf/solver"
)

// progress prints a status line on a terminal's stderr for runs longer than
// a second: paths, solver calls, paths per second and elapsed time.
type progress struct {
	paths, calls atomic.Int64
	done         chan struct{}
}

// callCounter counts the checks that pass through it, for the progress line.
type callCounter struct {
	inner solver.Solver
	n     *atomic.Int64
}

func (c *callCounter) Check(q solver.Query) (solver.Answer, error) {
	c.n.Add(1)
	return c.inner.Check(q)
}

func (c *callCounter) Close() error { return c.inner.Close() }

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
	o.wrap = func(s solver.Solver) solver.Solver { return &callCounter{inner: s, n: &p.calls} }
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
				fmt.Fprintf(stderr, "\r\033[Kpaths %d, calls %d, %.0f paths/s, %s", n, p.calls.Load(), float64(n)/el.Seconds(), el.Round(time.Second))
				shown = true
			}
		}
	}()
	return func() { close(p.done); time.Sleep(10 * time.Millisecond) }
}
