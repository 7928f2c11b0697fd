package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// This file writes docs/auto-depth.md (-auto): depth = "auto" against
// pure DFS with absurdity and SSE with absurdity at k = 1..8, in CPU time
// (user + system of the gospf process, the median of at least -repeat
// runs, interleaved: measureSubject) and
// calls, one explorer, every solver layer, under the native procedure in
// front of Z3 (solver.backend = "auto") and Z3 alone.

// autoOnly and autoBackends restrict -auto to some subjects (the tables
// are then printed, not written) and backends.
var autoOnly, autoBackends string

// autoSubject is a subject of the auto-depth table and its bound.
type autoSubject struct {
	name, cfg string
	defines   []string
}

var autoSubjects = []autoSubject{
	{"wbs", "subjects/wbs/wbs.toml", nil},
	{"sortedlist", "subjects/sortedlist/sortedlist.toml", nil},
	{"treemap", "subjects/treemap/treemap.toml", nil},
	{"bintree", "subjects/bintree/bintree.toml", nil},
	{"binheap", "subjects/binheap/binheap.toml", nil},
	{"fibheap", "subjects/fibheap/fibheap.toml", nil},
	{"sequence (9 steps)", "subjects/sequence/sequence.toml", []string{`target.args=["9"]`}},
	{"fig1", "subjects/fig1/fig1.toml", nil},
	{"fig6", "subjects/fig6/fig6.toml", nil},
	{"fulltree (height 10)", "subjects/fulltree/fulltree.toml", []string{"target.entry=FullTree.t10(sym#sym#sym#sym#sym#sym#sym#sym#sym#sym)"}},
}

// autoSetting is one search of the table.
type autoSetting struct {
	label   string
	defines []string
}

func autoSettings() []autoSetting {
	s := []autoSetting{{"DFS+absurdity", []string{"search.strategy=dfs"}}}
	for k := 1; k <= 8; k++ {
		s = append(s, autoSetting{fmt.Sprintf("k=%d", k), []string{"search.strategy=speculative", fmt.Sprintf("search.depth=%d", k)}})
	}
	return append(s, autoSetting{"auto", []string{"search.strategy=speculative", "search.depth=auto"}})
}

// autoCell is one measurement: the median CPU time and the calls.
type autoCell struct {
	cpu   time.Duration
	calls int64
	paths int
}

// autoArgs is the command line of one run of a subject under a setting.
func autoArgs(subj autoSubject, set autoSetting, backend string) []string {
	args := []string{"run", subj.cfg, "--json", "--workers", "1", "-D", "search.absurdity=true", "-D", "search.order=true-first",
		"-D", `solver.layers="all"`, "-D", "solver.backend=" + backend}
	for _, d := range append(slices.Clone(subj.defines), set.defines...) {
		args = append(args, "-D", d)
	}
	return args
}

// autoMinCPU is the least CPU time a subject's runs under one setting
// add up to, and autoMaxRounds the most rounds: a subject of 70 ms gets
// 15 rounds where one of a second gets -repeat, so that a median of a
// short run is not one scheduler tick away from the next setting's.
const (
	autoMinCPU    = time.Second
	autoMaxRounds = 31
)

// measureSubject measures every setting on a subject in rounds, each
// round running every setting once in turn, so that a drift of the
// machine's speed during the measurement touches every setting alike.
// It runs at least repeat rounds, more (odd, at most autoMaxRounds) when
// the first round's median run is short (autoMinCPU).
func measureSubject(subj autoSubject, settings []autoSetting, backend string, repeat int) ([]autoCell, int, error) {
	cells := make([]autoCell, len(settings))
	cpus := make([][]time.Duration, len(settings))
	rounds := repeat
	for r := 0; r < rounds; r++ {
		for i, set := range settings {
			out, cpu, err := gospfCPU(autoArgs(subj, set, backend)...)
			if err != nil {
				return nil, 0, err
			}
			var j struct {
				Paths  int `json:"paths"`
				Solver struct {
					Calls int64 `json:"calls"`
				} `json:"solver"`
			}
			if err := json.Unmarshal(out, &j); err != nil {
				return nil, 0, err
			}
			cpus[i] = append(cpus[i], cpu)
			cells[i].calls, cells[i].paths = j.Solver.Calls, j.Paths
		}
		if r == 0 {
			rounds = roundsFor(cpus, repeat)
		}
	}
	for i := range cells {
		slices.Sort(cpus[i])
		cells[i].cpu = cpus[i][len(cpus[i])/2]
	}
	return cells, rounds, nil
}

// roundsFor is the number of rounds for a subject whose first round took
// the given times: enough for the median setting to add up to autoMinCPU.
func roundsFor(first [][]time.Duration, repeat int) int {
	var ts []time.Duration
	for _, c := range first {
		ts = append(ts, c[0])
	}
	slices.Sort(ts)
	per := max(ts[len(ts)/2], time.Millisecond)
	n := int((autoMinCPU + per - 1) / per)
	if n%2 == 0 {
		n++
	}
	return max(repeat, min(n, autoMaxRounds))
}

// runAutoDepth measures every subject, setting and backend and writes
// docs/auto-depth.md from docs/auto-depth.tmpl.md.
func runAutoDepth(repeat int) error {
	tmpl, err := os.ReadFile(filepath.Join("docs", "auto-depth.tmpl.md"))
	if err != nil {
		return err
	}
	var tables strings.Builder
	settings := autoSettings()
	for _, backend := range strings.Split(autoBackends, ",") {
		fmt.Fprintf(&tables, "\n### solver.backend = %q\n\n", backend)
		tables.WriteString("CPU seconds (calls); **bold**: the fastest fixed setting; *fewest*: the fewest calls; auto/best: auto's time over the fastest fixed setting's.\n\n")
		tables.WriteString("| subject | paths | runs |")
		for _, s := range settings {
			tables.WriteString(" " + s.label + " |")
		}
		tables.WriteString(" auto/best |\n|---|---|---|")
		for range settings {
			tables.WriteString("---|")
		}
		tables.WriteString("---|\n")
		var ratios []autoRatio
		noise := autoNoise{}
		for _, subj := range autoSubjects {
			if autoOnly != "" && !slices.Contains(strings.Split(autoOnly, ","), strings.Fields(subj.name)[0]) {
				continue
			}
			fmt.Fprintf(os.Stderr, "evaluate: auto depth: %s, backend %s\n", subj.name, backend)
			cells, rounds, err := measureSubject(subj, settings, backend, repeat)
			if err != nil {
				return err
			}
			for i, c := range cells {
				if c.paths != cells[0].paths {
					return fmt.Errorf("%s, %s: %d paths, pure DFS %d", subj.name, settings[i].label, c.paths, cells[0].paths)
				}
			}
			fixed := cells[:len(cells)-1]
			fastest, fewest := 0, 0
			for i, c := range fixed {
				if c.cpu < fixed[fastest].cpu {
					fastest = i
				}
				if c.calls < fixed[fewest].calls {
					fewest = i
				}
			}
			fmt.Fprintf(&tables, "| %s | %d | %d |", subj.name, cells[0].paths, rounds)
			for i, c := range cells {
				cell := fmt.Sprintf("%.3f (%d)", c.cpu.Seconds(), c.calls)
				if i == fastest {
					cell = "**" + cell + "**"
				}
				if i == fewest {
					cell += " *fewest*"
				}
				tables.WriteString(" " + cell + " |")
			}
			ratio := cells[len(cells)-1].cpu.Seconds() / max(fixed[fastest].cpu.Seconds(), 1e-3)
			fmt.Fprintf(&tables, " %.2f |\n", ratio)
			ratios = append(ratios, autoRatio{subj.name, ratio})
			noise.add(subj.name, cells[0].cpu, cells[1].cpu)
		}
		tables.WriteString(summariseRatios(ratios))
		tables.WriteString(noise.String())
	}
	if autoOnly != "" {
		fmt.Print(tables.String())
		return nil
	}
	doc := strings.Replace(string(tmpl), "{{TABLES}}", tables.String(), 1)
	doc = strings.Replace(doc, "{{DATE}}", time.Now().UTC().Format("2006-01-02"), 1)
	doc = strings.Replace(doc, "{{REPEAT}}", fmt.Sprint(repeat), 1)
	return os.WriteFile(filepath.Join("docs", "auto-depth.md"), []byte(doc), 0o644)
}

// autoRatio is auto's time over the fastest fixed setting's on a subject.
type autoRatio struct {
	subject string
	ratio   float64
}

// summariseRatios says on how many subjects auto is within 10% of the
// fastest fixed setting, and names the others.
func summariseRatios(rs []autoRatio) string {
	within := 0
	var over []string
	for _, r := range rs {
		if r.ratio <= 1.10 {
			within++
		} else {
			over = append(over, fmt.Sprintf("%s %.2f", r.subject, r.ratio))
		}
	}
	out := fmt.Sprintf("\n\"auto\" is within 10%% of the fastest fixed setting on %d of %d subjects", within, len(rs))
	if len(over) > 0 {
		out += " (over: " + strings.Join(over, ", ") + ")"
	}
	return out + ".\n"
}

// autoNoise is the largest difference between the medians of pure DFS
// with absurdity and k = 1, which are the same search (the same calls):
// what the measurement cannot tell apart.
type autoNoise struct {
	subject string
	ratio   float64
}

// add notes the medians of the two settings on a subject; runs below
// 50 ms, where CPU time's resolution dominates, are left out.
func (n *autoNoise) add(subject string, a, b time.Duration) {
	if min(a, b) < 50*time.Millisecond {
		return
	}
	if r := float64(max(a, b)) / float64(min(a, b)); r > n.ratio {
		n.subject, n.ratio = subject, r
	}
}

func (n autoNoise) String() string {
	if n.subject == "" {
		return ""
	}
	return fmt.Sprintf("Noise: pure DFS with absurdity and k = 1 are the same search (the same calls); their medians differ by up to %.0f%% in this table (%s), so smaller differences are not significant.\n", 100*(n.ratio-1), n.subject)
}
