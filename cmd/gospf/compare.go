package main

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"sync/atomic"

	"gospf/config"
)

// compareRow is one line of the paper's Table I.
type compareRow struct {
	subject string
	label   string
	m       *measurement
}

func cmdCompare(args []string, stdout, stderr io.Writer) error {
	var configs []string
	var rest []string
	for _, a := range args {
		if strings.HasSuffix(a, ".toml") || config.IsJPF(a) {
			configs = append(configs, a)
		} else {
			rest = append(rest, a)
		}
	}
	if len(configs) == 0 {
		return &usageError{"compare needs at least one CONFIG.toml or FILE.jpf"}
	}
	f, err := parseFlags(append([]string{configs[0]}, rest...), map[string]bool{"depths": true, "markdown": false, "jobs": true})
	if err != nil {
		return err
	}
	_, markdown := f.rest["markdown"]
	depths, err := parseRange(valueOr(f.rest["depths"], "1-12"))
	if err != nil {
		return err
	}
	jobs, err := parseJobs(f.rest["jobs"])
	if err != nil {
		return err
	}
	var rows []compareRow
	var stop atomic.Bool
	sig := catchSignals(&stop, stderr)
	defer sig.release()
	interrupted := func(err error) error {
		if errors.Is(err, errInterrupted) {
			writeCompare(stdout, rows, markdown)
		}
		return stopped(stdout, sig, err)
	}
	for _, path := range configs {
		cfg, err := loadConfig(path, f.overrides, stderr)
		if err != nil {
			return err
		}
		subject := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
		order := cfg.Search.Order
		cpu := jobs == 1
		pure, err := measure(cfg, "dfs", order, false, 0, cpu, &stop)
		if err != nil {
			return interrupted(err)
		}
		rows = append(rows, compareRow{subject, "pure DFS", pure})
		// results[abs] holds a run per depth, then the run with depth auto.
		results := map[bool][]*measurement{false: make([]*measurement, len(depths)+1), true: make([]*measurement, len(depths)+1)}
		var tasks []task
		for _, abs := range []bool{false, true} {
			for i, d := range append(depths, autoDepth) {
				abs, i, d := abs, i, d
				tasks = append(tasks, func() error {
					m, err := measure(cfg, "speculative", order, abs, d, cpu, &stop)
					if err != nil {
						return err
					}
					if m.Paths != pure.Paths || m.Errors != pure.Errors {
						return fmt.Errorf("%s: SSE k=%s found %d paths, pure DFS %d: this is a bug in gospf", path, m.depthLabel(), m.Paths, pure.Paths)
					}
					results[abs][i] = m
					return nil
				})
			}
		}
		if err := runTasks(tasks, jobs, &stop); err != nil {
			// The comparison of this config is incomplete: only the
			// configs before it are shown.
			return interrupted(err)
		}
		for _, abs := range []bool{false, true} {
			fixed, auto := results[abs][:len(depths)], results[abs][len(depths)]
			var best, worst, fastest *measurement
			for _, m := range fixed {
				if best == nil || m.Calls < best.Calls {
					best = m
				}
				if worst == nil || m.Calls > worst.Calls {
					worst = m
				}
				if fastest == nil || m.cost() < fastest.cost() {
					fastest = m
				}
			}
			name := "SSE"
			if abs {
				name = "SSE+absurdity"
			}
			rows = append(rows, compareRow{subject, fmt.Sprintf("%s best (k=%d)", name, best.Depth), best},
				compareRow{subject, fmt.Sprintf("%s worst (k=%d)", name, worst.Depth), worst},
				compareRow{subject, fmt.Sprintf("%s fastest (k=%d)", name, fastest.Depth), fastest},
				compareRow{subject, name + " auto", auto})
		}
	}
	writeCompare(stdout, rows, markdown)
	return nil
}

func savings(v, base float64) string {
	if base == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*(base-v)/base)
}

func writeCompare(w io.Writer, rows []compareRow, markdown bool) {
	header := []string{"subject", "search", "#sat", "#unsat", "#all", "calls saved", "% unsat", "search ms", "time saved", "cpu ms", "cpu saved", "solver ms", "solver saved", "solver/search", "instructions", "extra instr."}
	var lines [][]string
	var pure *measurement
	for _, r := range rows {
		m := r.m
		if r.label == "pure DFS" {
			pure = m
		}
		ratio := 0.0
		if m.Time > 0 {
			ratio = float64(m.SolverTime) / float64(m.Time)
		}
		extra := "-"
		if pure.Instr > 0 {
			extra = fmt.Sprintf("%.1f%%", 100*float64(m.Instr-pure.Instr)/float64(pure.Instr))
		}
		lines = append(lines, []string{r.subject, r.label,
			fmt.Sprint(m.Sat), fmt.Sprint(m.Unsat), fmt.Sprint(m.Calls), savings(float64(m.Calls), float64(pure.Calls)),
			fmt.Sprintf("%.1f%%", pct(m.Unsat, m.Calls)),
			fmt.Sprintf("%.1f", ms(m.Time)), savings(ms(m.Time), ms(pure.Time)),
			fmt.Sprintf("%.1f", ms(m.CPU)), savings(ms(m.CPU), ms(pure.CPU)),
			fmt.Sprintf("%.1f", ms(m.SolverTime)), savings(ms(m.SolverTime), ms(pure.SolverTime)),
			fmt.Sprintf("%.2f", ratio), fmt.Sprint(m.Instr), extra})
	}
	if markdown {
		fmt.Fprintf(w, "| %s |\n", strings.Join(header, " | "))
		fmt.Fprintf(w, "|%s\n", strings.Repeat("---|", len(header)))
		for _, l := range lines {
			fmt.Fprintf(w, "| %s |\n", strings.Join(l, " | "))
		}
		return
	}
	widths := make([]int, len(header))
	for i, h := range header {
		widths[i] = len(h)
	}
	for _, l := range lines {
		for i, c := range l {
			if len(c) > widths[i] {
				widths[i] = len(c)
			}
		}
	}
	row := func(cells []string) {
		for i, c := range cells {
			if i > 0 {
				io.WriteString(w, "  ")
			}
			if i < 2 {
				fmt.Fprintf(w, "%-*s", widths[i], c)
			} else {
				fmt.Fprintf(w, "%*s", widths[i], c)
			}
		}
		io.WriteString(w, "\n")
	}
	row(header)
	for _, l := range lines {
		row(l)
	}
}
