package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"
)

// -merge writes docs/merging.md from docs/merging.tmpl.md: veritesting
// ([search] merge = "veritesting") against pure DFS and SSE on the six
// subjects and the branch-heavy programs of issue 14, with the default
// backend (the native procedure, then Z3) and, for the programs that
// merge, Z3 alone, each search also with merge = "auto" (the cost model);
// and docs/figures/wbs-merge-region.svg, WBS's time and paths against
// merge_max_region; and the verification corpus, auto against none
// (mergecorpus.go). Every run uses one explorer (search.workers = 1) and
// its subject's config otherwise (the six subjects and ours set
// solver.layers = "none"); each time is the median of -repeat runs, the
// search time (time_ms) and the process's CPU time (user + system, class
// path opening included).

var mergeSubjects = append(append([]string{}, subjects...), "diamonds", "fees", "refmerge", "helpers")

// mergeRun is what one run of -merge measures.
type mergeRun struct {
	paths, errors      int
	calls, native, z3  int64
	timeMs, solverMs   float64
	cpuMs              float64
	instr              int64
	merged, rejected   int
	rejectedBy         map[string]int
	largest            int
	staticInstructions int64
}

func runMerge(cfg string, repeat int, overrides ...string) (mergeRun, error) {
	args := []string{"run", cfg, "--json", "-D", "search.workers=1"}
	for _, o := range overrides {
		args = append(args, "-D", o)
	}
	var runs []mergeRun
	for range repeat {
		out, cpu, err := gospfCPU(args...)
		if err != nil {
			return mergeRun{}, err
		}
		var j struct {
			Paths        int               `json:"paths"`
			Errors       []json.RawMessage `json:"errors"`
			TimeMs       float64           `json:"time_ms"`
			Instructions int64             `json:"instructions"`
			Solver       struct {
				Calls    int64 `json:"calls"`
				Backends []struct {
					Name   string  `json:"name"`
					Calls  int64   `json:"calls"`
					TimeMs float64 `json:"time_ms"`
				} `json:"backends"`
				Layers []struct {
					TimeMs float64 `json:"time_ms"`
				} `json:"layers"`
			} `json:"solver"`
			Merge *struct {
				Regions    int            `json:"regions_merged"`
				Rejected   int            `json:"regions_rejected"`
				RejectedBy map[string]int `json:"rejected_by"`
				Largest    int            `json:"largest_summary"`
				Static     int64          `json:"static_instructions"`
			} `json:"merge"`
		}
		if err := json.Unmarshal(out, &j); err != nil {
			return mergeRun{}, err
		}
		r := mergeRun{paths: j.Paths, errors: len(j.Errors), calls: j.Solver.Calls, timeMs: j.TimeMs, instr: j.Instructions,
			cpuMs: float64(cpu.Microseconds()) / 1000}
		for _, b := range j.Solver.Backends {
			r.solverMs += b.TimeMs
			switch b.Name {
			case "native":
				r.native = b.Calls
			case "z3":
				r.z3 = b.Calls
			}
		}
		for _, l := range j.Solver.Layers {
			r.solverMs += l.TimeMs
		}
		if m := j.Merge; m != nil {
			r.merged, r.rejected, r.rejectedBy, r.largest, r.staticInstructions = m.Regions, m.Rejected, m.RejectedBy, m.Largest, m.Static
		}
		runs = append(runs, r)
	}
	med := runs[0]
	med.timeMs = median(runs, func(r mergeRun) float64 { return r.timeMs })
	med.solverMs = median(runs, func(r mergeRun) float64 { return r.solverMs })
	med.cpuMs = median(runs, func(r mergeRun) float64 { return r.cpuMs })
	return med, nil
}

func median(rs []mergeRun, f func(mergeRun) float64) float64 {
	v := make([]float64, len(rs))
	for i, r := range rs {
		v[i] = f(r)
	}
	sort.Float64s(v)
	return v[len(v)/2]
}

// mergeSearches are the six searches of the table: each search without
// merging (base: its own index), then with veritesting and with auto.
var mergeSearches = []struct {
	name string
	ov   []string
	base int
}{
	{"pure DFS", []string{"search.strategy=dfs", "search.absurdity=false", "search.merge=none"}, 0},
	{"pure DFS + merge", []string{"search.strategy=dfs", "search.absurdity=false", "search.merge=veritesting"}, 0},
	{"pure DFS + auto", []string{"search.strategy=dfs", "search.absurdity=false", "search.merge=auto"}, 0},
	{"SSE k=3", []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true", "search.merge=none"}, 3},
	{"SSE k=3 + merge", []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true", "search.merge=veritesting"}, 3},
	{"SSE k=3 + auto", []string{"search.strategy=speculative", "search.depth=3", "search.absurdity=true", "search.merge=auto"}, 3},
}

// mergeTable runs the four searches on every subject with the given
// backend and tabulates them; each merged run is checked against its
// unmerged one: the same number of errors, no more paths.
func mergeTable(backend string, names []string, repeat int) (string, map[string][]mergeRun, error) {
	var b strings.Builder
	b.WriteString("| subject | search | paths | errors | calls (native / Z3) | solver ms | search ms | vs pure DFS | CPU ms | CPU vs unmerged | instructions | regions merged / rejected | largest summary |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	all := map[string][]mergeRun{}
	for _, s := range names {
		cfg := filepath.Join("subjects", s, s+".toml")
		fmt.Fprintf(os.Stderr, "evaluate -merge: %s (%s)\n", s, backend)
		var rows []mergeRun
		for i, srch := range mergeSearches {
			r, err := runMerge(cfg, repeat, append(srch.ov, "solver.backend="+backend)...)
			if err != nil {
				return "", nil, err
			}
			merged := i != srch.base
			if merged {
				if u := rows[srch.base]; r.errors > u.errors || r.errors == 0 && u.errors > 0 || r.paths > u.paths {
					return "", nil, fmt.Errorf("%s, %s: %d paths and %d errors, without merging %d and %d", s, srch.name, r.paths, r.errors, u.paths, u.errors)
				}
			}
			rows = append(rows, r)
			merge, largest := "-", "-"
			if merged {
				merge = fmt.Sprintf("%d / %d%s", r.merged, r.rejected, rejectedText(r.rejectedBy))
				largest = fmt.Sprint(r.largest)
			}
			fmt.Fprintf(&b, "| %s | %s | %d | %d | %d (%d / %d) | %.1f | %.1f | %s | %.0f | %s | %d | %s | %s |\n", s, srch.name, r.paths, r.errors,
				r.calls, r.native, r.z3, r.solverMs, r.timeMs, speedup(rows[0].timeMs, r.timeMs), r.cpuMs, speedup(rows[srch.base].cpuMs, r.cpuMs),
				r.instr, merge, largest)
		}
		all[s] = rows
	}
	return b.String(), all, nil
}

func rejectedText(by map[string]int) string {
	if len(by) == 0 {
		return ""
	}
	var ks []string
	for k := range by {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for i, k := range ks {
		ks[i] = fmt.Sprintf("%s %d", k, by[k])
	}
	return " (" + strings.Join(ks, ", ") + ")"
}

// speedup renders base/t as "12.3x" (how many times faster than base).
func speedup(base, t float64) string {
	if t <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.2fx", base/t)
}

// regionSizes are the merge_max_region values of the WBS chart.
var regionSizes = []int{1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 200}

// regionSweep runs WBS with merging at each region size (pure DFS,
// default backend) and returns the table and the chart.
func regionSweep(repeat int) (string, string, error) {
	cfg := filepath.Join("subjects", "wbs", "wbs.toml")
	base, err := runMerge(cfg, repeat, "search.strategy=dfs", "search.merge=none")
	if err != nil {
		return "", "", err
	}
	var b strings.Builder
	b.WriteString("| merge_max_region | paths | calls | search ms | vs pure DFS | regions merged | rejected (size) | largest summary |\n|---|---|---|---|---|---|---|---|\n")
	fmt.Fprintf(&b, "| (none) | %d | %d | %.1f | 1.00x | - | - | - |\n", base.paths, base.calls, base.timeMs)
	var xs []int
	var times, paths []float64
	for _, n := range regionSizes {
		fmt.Fprintf(os.Stderr, "evaluate -merge: wbs merge_max_region=%d\n", n)
		r, err := runMerge(cfg, repeat, "search.strategy=dfs", "search.merge=veritesting", fmt.Sprintf("search.merge_max_region=%d", n))
		if err != nil {
			return "", "", err
		}
		fmt.Fprintf(&b, "| %d | %d | %d | %.1f | %s | %d | %d | %d |\n", n, r.paths, r.calls, r.timeMs, speedup(base.timeMs, r.timeMs),
			r.merged, r.rejectedBy["size"], r.largest)
		xs = append(xs, n)
		times = append(times, r.timeMs)
		paths = append(paths, float64(r.paths))
	}
	return b.String(), regionChart(xs, times, paths, base.timeMs, float64(base.paths)), nil
}

// regionChart draws search time (left axis, linear) and paths (right
// axis, logarithmic) against merge_max_region (logarithmic), with pure
// DFS's time and paths as dotted lines.
func regionChart(xs []int, times, paths []float64, baseTime, basePaths float64) string {
	const w, h, left, right, top, bottom = 640, 360, 60, 70, 30, 50
	pw, ph := float64(w-left-right), float64(h-top-bottom)
	lx := func(v float64) float64 {
		return left + pw*(math.Log(v)-math.Log(float64(xs[0])))/(math.Log(float64(xs[len(xs)-1]))-math.Log(float64(xs[0])))
	}
	maxT := math.Max(slices.Max(times), baseTime) * 1.1
	ty := func(v float64) float64 { return top + ph*(1-v/maxT) }
	maxP := math.Ceil(math.Log10(math.Max(slices.Max(paths), basePaths)))
	py := func(v float64) float64 { return top + ph*(1-math.Log10(math.Max(v, 1))/maxP) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", w, h)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="%d" y="18" text-anchor="middle" font-size="14">WBS, pure DFS with veritesting: search time and paths against merge_max_region</text>`+"\n", w/2)
	fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", left, h-bottom, w-right, h-bottom)
	fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", left, top, left, h-bottom)
	fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", w-right, top, w-right, h-bottom)
	for _, x := range xs {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%d</text>`+"\n", lx(float64(x)), h-bottom+16, x)
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle">merge_max_region (instructions, log scale)</text>`+"\n", left+int(pw)/2, h-12)
	for i := 0; i <= 4; i++ {
		v := maxT * float64(i) / 4
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end" fill="#1f77b4">%.0f</text>`+"\n", left-6, ty(v)+4, v)
	}
	fmt.Fprintf(&b, `<text x="16" y="%d" transform="rotate(-90 16 %d)" text-anchor="middle" fill="#1f77b4">search ms</text>`+"\n", top+int(ph)/2, top+int(ph)/2)
	for e := 0.0; e <= maxP; e++ {
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" fill="#d62728">%.0f</text>`+"\n", w-right+6, py(math.Pow(10, e))+4, math.Pow(10, e))
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" transform="rotate(90 %d %d)" text-anchor="middle" fill="#d62728">paths (log scale)</text>`+"\n", w-14, top+int(ph)/2, w-14, top+int(ph)/2)
	line := func(ys []float64, y func(float64) float64, color, dash string) {
		var pts []string
		for i, x := range xs {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", lx(float64(x)), y(ys[i])))
		}
		fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2" stroke-dasharray="%s"/>`+"\n", strings.Join(pts, " "), color, dash)
		for _, p := range pts {
			xy := strings.Split(p, ",")
			fmt.Fprintf(&b, `<circle cx="%s" cy="%s" r="3" fill="%s"/>`+"\n", xy[0], xy[1], color)
		}
	}
	line(times, ty, "#1f77b4", "none")
	line(paths, py, "#d62728", "6,3")
	fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#1f77b4" stroke-dasharray="2,3"/>`+"\n", left, ty(baseTime), w-right, ty(baseTime))
	fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#d62728" stroke-dasharray="2,3"/>`+"\n", left, py(basePaths), w-right, py(basePaths))
	fmt.Fprintf(&b, `<text x="%d" y="%.1f" fill="#1f77b4">pure DFS without merging: %.0f ms, %.0f paths (dotted)</text>`+"\n", left+8, float64(top)+14, baseTime, basePaths)
	b.WriteString("</svg>\n")
	return b.String()
}

// autoSummary tabulates merge = "auto" against no merging, per subject and
// search: paths and the CPU time ratio (over 1: faster).
func autoSummary(rows map[string][]mergeRun) string {
	var b strings.Builder
	b.WriteString("| subject | pure DFS paths: none / veritesting / auto | CPU, veritesting vs none | CPU, auto vs none | SSE k=3 paths: none / veritesting / auto | CPU, veritesting vs none | CPU, auto vs none |\n|---|---|---|---|---|---|---|\n")
	for _, s := range mergeSubjects {
		rs := rows[s]
		fmt.Fprintf(&b, "| %s | %d / %d / %d | %s | %s | %d / %d / %d | %s | %s |\n", s,
			rs[0].paths, rs[1].paths, rs[2].paths, speedup(rs[0].cpuMs, rs[1].cpuMs), speedup(rs[0].cpuMs, rs[2].cpuMs),
			rs[3].paths, rs[4].paths, rs[5].paths, speedup(rs[3].cpuMs, rs[4].cpuMs), speedup(rs[3].cpuMs, rs[5].cpuMs))
	}
	return b.String()
}

// runMergeDoc writes docs/merging.md and its chart.
func runMergeDoc(repeat int) error {
	tmpl, err := os.ReadFile("docs/merging.tmpl.md")
	if err != nil {
		return err
	}
	loadStart := loadAverage()
	auto, rows, err := mergeTable("auto", mergeSubjects, repeat)
	if err != nil {
		return err
	}
	z3, z3rows, err := mergeTable("z3", []string{"wbs", "diamonds", "fees", "refmerge", "helpers"}, repeat)
	if err != nil {
		return err
	}
	corpus, err := corpusSection(repeat)
	if err != nil {
		return err
	}
	sweep, chart, err := regionSweep(repeat)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join("docs", "figures"), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join("docs", "figures", "wbs-merge-region.svg"), []byte(chart), 0o644); err != nil {
		return err
	}
	goal := func(rs []mergeRun, i int, backend string) string {
		return fmt.Sprintf("%s, %s: %d paths against %d (%.0fx fewer), %.1f ms against %.1f ms (%s faster)", backend, mergeSearches[i].name,
			rs[i].paths, rs[0].paths, float64(rs[0].paths)/float64(rs[i].paths), rs[i].timeMs, rs[0].timeMs, speedup(rs[0].timeMs, rs[i].timeMs))
	}
	doc := string(tmpl)
	for k, v := range map[string]string{
		"{{DATE}}": time.Now().UTC().Format("2006-01-02"), "{{REPEAT}}": fmt.Sprint(repeat),
		"{{TABLE_AUTO}}": auto, "{{TABLE_Z3}}": z3, "{{SWEEP}}": sweep, "{{CORPUS}}": corpus,
		"{{LOAD}}": fmt.Sprintf("load average %s at the start and %s at the end", loadStart, loadAverage()),
		"{{GOAL}}": "- " + goal(rows["wbs"], 1, "native procedure then Z3") + "\n- " + goal(rows["wbs"], 2, "native procedure then Z3") +
			"\n- " + goal(z3rows["wbs"], 1, "Z3 alone") + "\n",
		"{{AUTO}}": autoSummary(rows),
	} {
		doc = strings.Replace(doc, k, v, 1)
	}
	return os.WriteFile("docs/merging.md", []byte(doc), 0o644)
}

// loadAverage returns the machine's one-minute load average ("?" where
// /proc/loadavg cannot be read).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) > 0 {
		return f[0]
	}
	return "?"
}
