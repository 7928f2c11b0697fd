package main

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"gospf/config"
)

// measurement is one exploration's figures, for sweep and compare.
type measurement struct {
	Order      string
	Absurdity  bool
	Depth      int // 0 for pure DFS
	Paths      int
	Errors     int
	Calls      int64
	Sat        int64
	Unsat      int64
	Time       time.Duration
	SolverTime time.Duration
	Instr      int64
}

// errInterrupted is what measure returns when a signal (or the failure of
// another run, runTasks) stopped its run: sweep and compare then report the
// runs that finished.
var errInterrupted = errors.New("interrupted")

// measure explores cfg with the strategy settings given.
func measure(base *config.Config, strategy, order string, absurdity bool, depth int, stop *atomic.Bool) (*measurement, error) {
	cfg := *base
	cfg.Search.Strategy = strategy
	cfg.Search.Order = order
	cfg.Search.Absurdity = absurdity
	if depth > 0 {
		cfg.Search.Depth = depth
	}
	if cfg.Search.Workers == 0 {
		// One explorer per run unless asked: --jobs runs them side by side.
		cfg.Search.Workers = 1
	}
	r, err := explore(&cfg, runOpts{stop: stop})
	if err != nil {
		return nil, err
	}
	if r.res.Stats.Stopped == "interrupted" && stop.Load() {
		return nil, errInterrupted
	}
	if r.res.Stats.Stopped != "" {
		return nil, fmt.Errorf("%s: run stopped early (%s); sweep and compare need complete runs", base.File, r.res.Stats.Stopped)
	}
	m := &measurement{Order: order, Absurdity: absurdity, Paths: r.res.Stats.Paths, Errors: r.res.Stats.Errors,
		Calls: r.solver.Calls, Sat: r.solver.Sat, Unsat: r.solver.Unsat, Time: r.res.Stats.Time,
		SolverTime: r.solver.Time, Instr: r.res.Stats.Instructions}
	if strategy == "speculative" {
		m.Depth = depth
	}
	return m, nil
}

// parseRange reads "1-12" or "1,2,5" or "3".
func parseRange(s string) ([]int, error) {
	var out []int
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := strconv.Atoi(strings.TrimSpace(lo))
		if err != nil || a < 1 {
			return nil, &usageError{fmt.Sprintf("bad depth %q (want e.g. 1-12 or 2,4,6; depths are at least 1)", part)}
		}
		b := a
		if isRange {
			if b, err = strconv.Atoi(strings.TrimSpace(hi)); err != nil || b < a {
				return nil, &usageError{fmt.Sprintf("bad depth range %q", part)}
			}
		}
		for d := a; d <= b; d++ {
			out = append(out, d)
		}
	}
	return out, nil
}

func parseOrders(s string) ([]string, error) {
	var out []string
	for _, o := range strings.Split(s, ",") {
		if o != "true-first" && o != "false-first" {
			return nil, &usageError{fmt.Sprintf("bad order %q (true-first or false-first)", o)}
		}
		out = append(out, o)
	}
	return out, nil
}

func parseAbsurdity(s string) ([]bool, error) {
	switch s {
	case "on":
		return []bool{true}, nil
	case "off":
		return []bool{false}, nil
	case "both", "on,off", "off,on":
		return []bool{false, true}, nil
	}
	return nil, &usageError{fmt.Sprintf("bad --absurdity %q (on, off or both)", s)}
}

// series is one line of the sweep chart.
type series struct {
	Order     string
	Absurdity bool
	Points    []*measurement
}

func (s *series) label() string {
	a := "SSE"
	if s.Absurdity {
		a = "SSE+absurdity"
	}
	return a + ", " + s.Order
}

func pct(a, b int64) float64 {
	if b == 0 {
		return 100
	}
	return 100 * float64(a) / float64(b)
}

func cmdSweep(args []string, stdout, stderr io.Writer) error {
	f, err := parseFlags(args, map[string]bool{"depths": true, "orders": true, "absurdity": true, "csv": true, "svg": true, "jobs": true})
	if err != nil {
		return err
	}
	depths, err := parseRange(valueOr(f.rest["depths"], "1-12"))
	if err != nil {
		return err
	}
	orders, err := parseOrders(valueOr(f.rest["orders"], "true-first,false-first"))
	if err != nil {
		return err
	}
	abs, err := parseAbsurdity(valueOr(f.rest["absurdity"], "both"))
	if err != nil {
		return err
	}
	cfg, err := loadConfig(f.config, f.overrides, stderr)
	if err != nil {
		return err
	}
	var stop atomic.Bool
	sig := catchSignals(&stop, stderr)
	defer sig.release()
	pure, err := measure(cfg, "dfs", "true-first", false, 0, &stop)
	if err != nil {
		return stopped(stdout, sig, err)
	}
	jobs, err := parseJobs(f.rest["jobs"])
	if err != nil {
		return err
	}
	var all []*series
	var tasks []task
	for _, o := range orders {
		for _, a := range abs {
			s := &series{Order: o, Absurdity: a, Points: make([]*measurement, len(depths))}
			for i, d := range depths {
				s, i, o, a, d := s, i, o, a, d
				tasks = append(tasks, func() error {
					m, err := measure(cfg, "speculative", o, a, d, &stop)
					if err != nil {
						return err
					}
					if m.Paths != pure.Paths || m.Errors != pure.Errors {
						return fmt.Errorf("%s: SSE k=%d %s absurdity=%v found %d paths (%d errors), pure DFS %d (%d): this is a bug in gospf",
							cfg.File, d, o, a, m.Paths, m.Errors, pure.Paths, pure.Errors)
					}
					s.Points[i] = m
					return nil
				})
			}
			all = append(all, s)
		}
	}
	if err := runTasks(tasks, jobs, &stop); err != nil {
		if errors.Is(err, errInterrupted) {
			writeSweepTable(stdout, cfg.File, pure, all)
		}
		return stopped(stdout, sig, err)
	}
	writeSweepTable(stdout, cfg.File, pure, all)
	if path := f.rest["csv"]; path != "" {
		if err := writeFile(path, func(w io.Writer) error { return writeSweepCSV(w, pure, all) }); err != nil {
			return err
		}
	}
	if path := f.rest["svg"]; path != "" {
		if err := writeFile(path, func(w io.Writer) error { return writeSweepSVG(w, cfg.File, pure, all) }); err != nil {
			return err
		}
	}
	return nil
}

func valueOr(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func writeFile(path string, write func(io.Writer) error) error {
	fh, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(fh); err != nil {
		fh.Close()
		return err
	}
	return fh.Close()
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func writeSweepTable(w io.Writer, name string, pure *measurement, all []*series) {
	fmt.Fprintf(w, "sweep of %s: pure DFS %d paths, %d calls (%d sat, %d unsat), %.1f ms, %d instructions\n",
		name, pure.Paths, pure.Calls, pure.Sat, pure.Unsat, ms(pure.Time), pure.Instr)
	fmt.Fprintf(w, "%-28s %5s %8s %8s %8s %8s %10s %12s\n", "series", "k", "calls", "sat", "unsat", "% pure", "time ms", "instructions")
	var best *measurement
	var bestSeries *series
	for _, s := range all {
		for _, m := range s.Points {
			if m == nil { // not measured: the sweep was stopped
				continue
			}
			fmt.Fprintf(w, "%-28s %5d %8d %8d %8d %7.1f%% %10.1f %12d\n", s.label(), m.Depth, m.Calls, m.Sat, m.Unsat, pct(m.Calls, pure.Calls), ms(m.Time), m.Instr)
			if best == nil || m.Calls < best.Calls {
				best, bestSeries = m, s
			}
		}
	}
	if best != nil {
		fmt.Fprintf(w, "best: k=%d (%s): %d calls, %.1f%% of pure DFS\n", best.Depth, bestSeries.label(), best.Calls, pct(best.Calls, pure.Calls))
	}
}

func writeSweepCSV(w io.Writer, pure *measurement, all []*series) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"strategy", "order", "absurdity", "depth", "paths", "calls", "sat", "unsat", "percent_of_pure", "time_ms", "solver_ms", "instructions"})
	row := func(strategy string, m *measurement) {
		cw.Write([]string{strategy, m.Order, strconv.FormatBool(m.Absurdity), strconv.Itoa(m.Depth), strconv.Itoa(m.Paths),
			strconv.FormatInt(m.Calls, 10), strconv.FormatInt(m.Sat, 10), strconv.FormatInt(m.Unsat, 10),
			strconv.FormatFloat(pct(m.Calls, pure.Calls), 'f', 2, 64), strconv.FormatFloat(ms(m.Time), 'f', 2, 64),
			strconv.FormatFloat(ms(m.SolverTime), 'f', 2, 64), strconv.FormatInt(m.Instr, 10)})
	}
	row("dfs", pure)
	for _, s := range all {
		for _, m := range s.Points {
			row("speculative", m)
		}
	}
	cw.Flush()
	return cw.Error()
}

// task is one independent exploration of a sweep or comparison.
type task func() error

// parseJobs reads --jobs (default 1: runs one at a time, so that the times
// measured are not disturbed by each other).
func parseJobs(v string) (int, error) {
	if v == "" {
		return 1, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return 0, &usageError{fmt.Sprintf("bad --jobs %q (want a number >= 1)", v)}
	}
	return n, nil
}

// stopped ends a sweep or comparison that failed with err: after a signal
// (errInterrupted), with the usual line under the partial results written
// before, and the signal's exit status.
func stopped(stdout io.Writer, sig *signals, err error) error {
	if !errors.Is(err, errInterrupted) {
		return err
	}
	fmt.Fprintln(stdout, "stopped early: interrupted (results above are partial)")
	code := sig.exitStatus()
	if code == 0 {
		code = exitSIGINT
	}
	return &exitCode{code}
}

// runTasks runs the tasks on jobs workers; the first error stops the rest
// (their runs end with errInterrupted, which is not returned then).
// Explorations share nothing (each has its own VM, expression context and
// Z3 context), so they can run side by side.
func runTasks(tasks []task, jobs int, stop *atomic.Bool) error {
	next := make(chan task)
	errs := make(chan error, len(tasks))
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range next {
				if err := t(); err != nil {
					errs <- err
					stop.Store(true)
				}
			}
		}()
	}
	for _, t := range tasks {
		if stop.Load() {
			break
		}
		next <- t
	}
	close(next)
	wg.Wait()
	close(errs)
	var first error
	for err := range errs {
		if first == nil || errors.Is(first, errInterrupted) {
			first = err
		}
	}
	return first
}
