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
	"syscall"
	"time"

	"gospf/config"
)

// measurement is one exploration's figures, for sweep and compare.
type measurement struct {
	Order      string
	Absurdity  bool
	Depth      int // 0 for pure DFS, autoDepth for depth "auto"
	Paths      int
	Errors     int
	Calls      int64
	Sat        int64
	Unsat      int64
	Time       time.Duration
	SolverTime time.Duration
	// CPU is the CPU time of the process during the exploration (user and
	// system, garbage collection included), measured when the runs are
	// made one at a time (--jobs 1); 0 otherwise.
	CPU   time.Duration
	Instr int64
}

// errInterrupted is what measure returns when a signal (or the failure of
// another run, runTasks) stopped its run: sweep and compare then report the
// runs that finished.
var errInterrupted = errors.New("interrupted")

// autoDepth is the depth argument of measure for depth = "auto".
const autoDepth = -1

// depthLabel is m's depth as a user writes it: k, or "auto".
func (m *measurement) depthLabel() string {
	if m.Depth == autoDepth {
		return "auto"
	}
	return strconv.Itoa(m.Depth)
}

// cost is the time that ranks m among other settings: its CPU time when
// measured, else its search time.
func (m *measurement) cost() time.Duration {
	if m.CPU > 0 {
		return m.CPU
	}
	return m.Time
}

// cpuTime is the CPU time this process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// measure explores cfg with the strategy settings given (depth autoDepth:
// depth "auto"); with cpu set it measures the process's CPU time, which
// only means the run's when no other runs alongside.
func measure(base *config.Config, strategy, order string, absurdity bool, depth int, cpu bool, stop *atomic.Bool) (*measurement, error) {
	cfg := *base
	cfg.Search.Strategy = strategy
	cfg.Search.Order = order
	cfg.Search.Absurdity = absurdity
	switch {
	case depth == autoDepth:
		cfg.Search.DepthAuto = true
	case depth > 0:
		cfg.Search.Depth, cfg.Search.DepthAuto = depth, false
	}
	if cfg.Search.Workers == 0 {
		// One explorer per run unless asked: --jobs runs them side by side.
		cfg.Search.Workers = 1
	}
	before := cpuTime()
	// Sweep and compare show counts and times, no inputs.
	r, err := explore(&cfg, runOpts{stop: stop, errorModelsOnly: true})
	if err != nil {
		return nil, err
	}
	used := cpuTime() - before
	if r.res.Stats.Stopped == "interrupted" && stop.Load() {
		return nil, errInterrupted
	}
	if r.res.Stats.Stopped != "" {
		return nil, fmt.Errorf("%s: run stopped early (%s); sweep and compare need complete runs", base.File, r.res.Stats.Stopped)
	}
	m := &measurement{Order: order, Absurdity: absurdity, Paths: r.res.Stats.Paths, Errors: r.res.Stats.Errors,
		Calls: r.solver.Calls, Sat: r.solver.Sat, Unsat: r.solver.Unsat, Time: r.res.Stats.Time,
		SolverTime: r.solver.Time, Instr: r.res.Stats.Instructions}
	if cpu {
		m.CPU = used
	}
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
	// Auto is the run with depth "auto" (no point of the chart).
	Auto *measurement
}

// rows returns the series' measurements: every depth, then auto.
func (s *series) rows() []*measurement {
	var rows []*measurement
	for _, m := range s.Points {
		if m != nil { // not measured: the sweep was stopped
			rows = append(rows, m)
		}
	}
	if s.Auto != nil {
		rows = append(rows, s.Auto)
	}
	return rows
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
	jobs, err := parseJobs(f.rest["jobs"])
	if err != nil {
		return err
	}
	cpu := jobs == 1
	pure, err := measure(cfg, "dfs", "true-first", false, 0, cpu, &stop)
	if err != nil {
		return stopped(stdout, sig, err)
	}
	var all []*series
	var tasks []task
	for _, o := range orders {
		for _, a := range abs {
			s := &series{Order: o, Absurdity: a, Points: make([]*measurement, len(depths))}
			for i, d := range append(depths, autoDepth) {
				s, i, o, a, d := s, i, o, a, d
				tasks = append(tasks, func() error {
					m, err := measure(cfg, "speculative", o, a, d, cpu, &stop)
					if err != nil {
						return err
					}
					if m.Paths != pure.Paths || m.Errors != pure.Errors {
						return fmt.Errorf("%s: SSE k=%s %s absurdity=%v found %d paths (%d errors), pure DFS %d (%d): this is a bug in gospf",
							cfg.File, m.depthLabel(), o, a, m.Paths, m.Errors, pure.Paths, pure.Errors)
					}
					if d == autoDepth {
						s.Auto = m
					} else {
						s.Points[i] = m
					}
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

// writeSweepTable prints a line per run with its calls and times, and
// marks the run with the fewest calls and the fastest one (by CPU time
// when measured, else by search time; pure DFS is a candidate for
// fastest).
func writeSweepTable(w io.Writer, name string, pure *measurement, all []*series) {
	fmt.Fprintf(w, "sweep of %s: pure DFS %d paths, %d calls (%d sat, %d unsat), %.1f ms (cpu %.1f ms), %d instructions\n",
		name, pure.Paths, pure.Calls, pure.Sat, pure.Unsat, ms(pure.Time), ms(pure.CPU), pure.Instr)
	var fewest, fastest *measurement
	var fewestSeries, fastestSeries *series
	fastest = pure
	for _, s := range all {
		for _, m := range s.rows() {
			if fewest == nil || m.Calls < fewest.Calls {
				fewest, fewestSeries = m, s
			}
			if m.cost() < fastest.cost() {
				fastest, fastestSeries = m, s
			}
		}
	}
	fmt.Fprintf(w, "%-28s %5s %8s %8s %8s %8s %10s %10s %12s  %s\n", "series", "k", "calls", "sat", "unsat", "% pure", "time ms", "cpu ms", "instructions", "best")
	for _, s := range all {
		for _, m := range s.rows() {
			var mark []string
			if m == fewest {
				mark = append(mark, "fewest calls")
			}
			if m == fastest {
				mark = append(mark, "fastest")
			}
			fmt.Fprintf(w, "%-28s %5s %8d %8d %8d %7.1f%% %10.1f %10.1f %12d  %s\n", s.label(), m.depthLabel(), m.Calls, m.Sat, m.Unsat,
				pct(m.Calls, pure.Calls), ms(m.Time), ms(m.CPU), m.Instr, strings.Join(mark, ", "))
		}
	}
	if fewest != nil {
		fmt.Fprintf(w, "fewest calls: k=%s (%s): %d calls, %.1f%% of pure DFS\n", fewest.depthLabel(), fewestSeries.label(), fewest.Calls, pct(fewest.Calls, pure.Calls))
	}
	if fastestSeries == nil {
		fmt.Fprintf(w, "fastest: pure DFS: %.1f ms\n", ms(fastest.cost()))
	} else {
		fmt.Fprintf(w, "fastest: k=%s (%s): %.1f ms, %.1f%% of pure DFS\n", fastest.depthLabel(), fastestSeries.label(), ms(fastest.cost()),
			100*float64(fastest.cost())/float64(max(pure.cost(), 1)))
	}
}

func writeSweepCSV(w io.Writer, pure *measurement, all []*series) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"strategy", "order", "absurdity", "depth", "paths", "calls", "sat", "unsat", "percent_of_pure", "time_ms", "solver_ms", "instructions", "cpu_ms"})
	row := func(strategy string, m *measurement) {
		cw.Write([]string{strategy, m.Order, strconv.FormatBool(m.Absurdity), m.depthLabel(), strconv.Itoa(m.Paths),
			strconv.FormatInt(m.Calls, 10), strconv.FormatInt(m.Sat, 10), strconv.FormatInt(m.Unsat, 10),
			strconv.FormatFloat(pct(m.Calls, pure.Calls), 'f', 2, 64), strconv.FormatFloat(ms(m.Time), 'f', 2, 64),
			strconv.FormatFloat(ms(m.SolverTime), 'f', 2, 64), strconv.FormatInt(m.Instr, 10), strconv.FormatFloat(ms(m.CPU), 'f', 2, 64)})
	}
	row("dfs", pure)
	for _, s := range all {
		for _, m := range s.rows() {
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
