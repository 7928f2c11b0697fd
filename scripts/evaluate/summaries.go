package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// The -summaries evaluation (docs/summaries.md): each subject under three
// searches (pure DFS, SSE k = 3 with absurdity, both with no solver
// layers, and SSE k = 3 with absurdity over all layers: the SSE + solver
// stack combination), with summaries off and with each strategy. Every
// run's CPU time (user + system, all threads) is the least of
// summaryReps runs: on the shared machine it varies much less than the
// wall-clock time. Counts are exact.

const summaryReps = 5

// summarySearch is a search the summaries are measured under.
type summarySearch struct {
	name    string
	defines []string
}

var summarySearches = []summarySearch{
	{"pure DFS", []string{"search.strategy=dfs", "search.absurdity=false", "solver.layers=none"}},
	{"SSE k=3 + absurdity", []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true", "solver.layers=none"}},
	{"SSE k=3 + absurdity + all layers", []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true", "solver.layers=all"}},
}

// summaryModes are the settings of search.summaries compared.
var summaryModes = []struct {
	name    string
	defines []string
}{
	{"off", []string{"search.summaries=none"}},
	{"method", []string{"search.summaries=method"}},
	{"ssum", []string{"search.summaries=fragment", "search.summary_fragments=ssum"}},
	{"lasum", []string{"search.summaries=fragment", "search.summary_fragments=lasum"}},
	{"lsum", []string{"search.summaries=fragment", "search.summary_fragments=lsum"}},
}

// sumRun is what one run reports.
type sumRun struct {
	Paths  int `json:"paths"`
	Errors []any
	Solver struct {
		Calls, Sat, Unsat int64
	} `json:"solver"`
	Instructions int64 `json:"instructions"`
	Summaries    *struct {
		SummarisationCalls  int64 `json:"summarisation_calls"`
		DroppedInfeasible   int   `json:"dropped_infeasible"`
		DroppedConstant     int   `json:"dropped_constant"`
		IndependentTaken    int   `json:"independent_taken"`
		InstructionsAvoided int64 `json:"instructions_avoided"`
		Hits                int   `json:"hits"`
		Bytes               int64 `json:"bytes"`
	} `json:"summaries"`
	cpu time.Duration
}

// gospfCPU runs gospf and returns its output and CPU time.
func gospfCPU(args ...string) ([]byte, time.Duration, error) {
	bin := os.Getenv("GOSPF")
	if bin == "" {
		bin = "bin/gospf"
	}
	cmd := exec.Command(bin, args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, 0, fmt.Errorf("gospf %s: %w", strings.Join(args, " "), err)
	}
	return out, cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), nil
}

func measure(cfg string, defines ...string) (*sumRun, error) {
	// One explorer, as summaries run: the runs without summaries would
	// otherwise share their tree between explorers (one per CPU).
	args := []string{"run", cfg, "--json", "--workers", "1"}
	for _, d := range defines {
		args = append(args, "-D", d)
	}
	var best *sumRun
	for i := 0; i < summaryReps; i++ {
		out, cpu, err := gospfCPU(args...)
		if err != nil {
			return nil, err
		}
		r := &sumRun{cpu: cpu}
		if err := json.Unmarshal(out, r); err != nil {
			return nil, err
		}
		if best == nil || r.cpu < best.cpu {
			best = r
		}
	}
	return best, nil
}

func runSummaries() error {
	tmpl, err := os.ReadFile("docs/summaries.tmpl.md")
	if err != nil {
		return err
	}
	var table, best strings.Builder
	table.WriteString("| subject | search | summaries | paths | calls (sat/unsat) | calls vs off | recording calls | no call: infeasible / constant / independent | instructions run | avoided | CPU ms | speed-up vs off | KiB |\n")
	table.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	best.WriteString("| subject | SSE + layers, off: calls | CPU ms | best summaries (search) | calls | CPU ms | speed-up |\n")
	best.WriteString("|---|---|---|---|---|---|---|\n")
	for _, s := range subjects {
		cfg := filepath.Join("subjects", s, s+".toml")
		var base *sumRun // SSE + all layers, summaries off
		bestRun, bestName := (*sumRun)(nil), ""
		for si, srch := range summarySearches {
			var off *sumRun
			for _, mode := range summaryModes {
				fmt.Fprintf(os.Stderr, "evaluate: %s, %s, summaries %s\n", s, srch.name, mode.name)
				r, err := measure(cfg, append(append([]string{}, srch.defines...), mode.defines...)...)
				if err != nil {
					return err
				}
				if off == nil {
					off = r
				} else if r.Paths != off.Paths || len(r.Errors) != len(off.Errors) {
					return fmt.Errorf("%s %s summaries %s: %d paths (%d errors), off %d (%d)", s, srch.name, mode.name,
						r.Paths, len(r.Errors), off.Paths, len(off.Errors))
				}
				rec, nocall, avoided, kib := "-", "-", "-", "-"
				if m := r.Summaries; m != nil {
					rec = fmt.Sprint(m.SummarisationCalls)
					nocall = fmt.Sprintf("%d / %d / %d", m.DroppedInfeasible, m.DroppedConstant, m.IndependentTaken)
					avoided = fmt.Sprint(m.InstructionsAvoided)
					kib = fmt.Sprintf("%.0f", float64(m.Bytes)/1024)
				}
				fmt.Fprintf(&table, "| %s | %s | %s | %d | %d (%d/%d) | %s | %s | %s | %d | %s | %.0f | %.2fx | %s |\n",
					s, srch.name, mode.name, r.Paths, r.Solver.Calls, r.Solver.Sat, r.Solver.Unsat,
					signedPct(float64(r.Solver.Calls), float64(off.Solver.Calls)), rec, nocall, r.Instructions, avoided,
					ms(r.cpu), float64(off.cpu)/float64(r.cpu), kib)
				if si == len(summarySearches)-1 && mode.name == "off" {
					base = r
				}
				if mode.name != "off" && (bestRun == nil || r.cpu < bestRun.cpu) {
					bestRun, bestName = r, mode.name+" ("+srch.name+")"
				}
			}
		}
		fmt.Fprintf(&best, "| %s | %d | %.0f | %s | %d | %.0f | %.2fx |\n", s, base.Solver.Calls, ms(base.cpu),
			bestName, bestRun.Solver.Calls, ms(bestRun.cpu), float64(base.cpu)/float64(bestRun.cpu))
	}
	doc := string(tmpl)
	doc = strings.Replace(doc, "{{TABLE}}", table.String(), 1)
	doc = strings.Replace(doc, "{{BEST}}", best.String(), 1)
	doc = strings.Replace(doc, "{{DATE}}", time.Now().UTC().Format("2006-01-02"), 1)
	return os.WriteFile("docs/summaries.md", []byte(doc), 0o644)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// signedPct is the change of v relative to base: -40% is 40% fewer.
func signedPct(v, base float64) string {
	if base == 0 {
		return "-"
	}
	return fmt.Sprintf("%+.0f%%", 100*(v-base)/base)
}
