package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
)

// -merge-corpus measures merge = "auto" against "none" on every program
// of the verification corpus (subjects/verify, with its overrides from
// verdicts.toml): `gospf verify` with each setting and one explorer (with
// several, which one reaches a violation first, and so the work done
// before verify stops, varies from run to run), alternated in one
// session, -repeat runs each; the CPU time (user + system of the process,
// start-up included) is the median. A program whose verdict under either
// setting differs from verdicts.toml fails the run (its paths may differ:
// verify stops at the first violation, which merging may reach sooner or
// later).
// It writes the table between the corpus markers of docs/merging.md (the
// rest of the file is -merge's); -merge writes it too.

// corpusSlower is the bar of issue 26: no program more than 10% slower
// under auto than under none.
const corpusSlower = 1.10

// corpusBegin and corpusEnd delimit the generated corpus section of
// docs/merging.md (they are in docs/merging.tmpl.md around {{CORPUS}}).
const (
	corpusBegin = "<!-- merge-corpus: begin -->"
	corpusEnd   = "<!-- merge-corpus: end -->"
)

// corpusVerdict is one section of subjects/verify/verdicts.toml.
type corpusVerdict struct {
	Verdict   string
	Overrides []string
}

// corpusRun is what one `gospf verify` run reports.
type corpusRun struct {
	verdict       string
	paths, errors int
	calls         int64
	cpuMs         float64
}

// verifySummary matches the summary line of gospf verify.
var verifySummary = regexp.MustCompile(`paths: (\d+) \(errors (\d+)\), solver calls: (\d+)`)

// runVerifyCPU runs gospf verify on one corpus program with the overrides
// and returns its verdict, counts and CPU time.
func runVerifyCPU(name string, overrides []string) (corpusRun, error) {
	bin := os.Getenv("GOSPF")
	if bin == "" {
		bin = "bin/gospf"
	}
	args := []string{"verify", filepath.Join("subjects", "verify", "verify.toml"), "-D", "target.main=" + name, "-D", "search.workers=1"}
	for _, o := range overrides {
		args = append(args, "-D", o)
	}
	cmd := exec.Command(bin, args...)
	out, err := cmd.Output()
	// verify exits 1 on a false verdict; only a missing summary is an error.
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		return corpusRun{}, fmt.Errorf("gospf %s: %w", strings.Join(args, " "), err)
	}
	r := corpusRun{cpuMs: float64((cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()).Microseconds()) / 1000}
	for _, line := range strings.Split(string(out), "\n") {
		if v, ok := strings.CutPrefix(line, "VERDICT: "); ok {
			r.verdict = strings.TrimSpace(v)
		}
		if m := verifySummary.FindStringSubmatch(line); m != nil {
			r.paths, _ = strconv.Atoi(m[1])
			r.errors, _ = strconv.Atoi(m[2])
			r.calls, _ = strconv.ParseInt(m[3], 10, 64)
		}
	}
	if r.verdict == "" {
		return corpusRun{}, fmt.Errorf("gospf %s: no verdict in %q", strings.Join(args, " "), out)
	}
	return r, nil
}

// corpusTable measures every corpus program and returns the table, the
// summary line above it and the names of the programs slower than the bar.
func corpusTable(repeat int) (string, []string, error) {
	data, err := os.ReadFile(filepath.Join("subjects", "verify", "verdicts.toml"))
	if err != nil {
		return "", nil, err
	}
	var want map[string]corpusVerdict
	if _, err := toml.Decode(string(data), &want); err != nil {
		return "", nil, fmt.Errorf("subjects/verify/verdicts.toml: %w", err)
	}
	names := make([]string, 0, len(want))
	for n := range want {
		if autoOnly == "" || slices.Contains(strings.Split(autoOnly, ","), n) {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("| program | verdict | paths: none / auto | calls: none / auto | CPU ms: none / auto | CPU, auto vs none |\n|---|---|---|---|---|---|\n")
	var slow []string
	var sumNone, sumAuto float64
	for _, name := range names {
		exp := want[name]
		fmt.Fprintf(os.Stderr, "evaluate -merge-corpus: %s\n", name)
		var none, auto []corpusRun
		for range repeat {
			for _, m := range []string{"none", "auto"} {
				r, err := runVerifyCPU(name, append(append([]string{}, exp.Overrides...), "search.merge="+m))
				if err != nil {
					return "", nil, err
				}
				if r.verdict != exp.Verdict {
					return "", nil, fmt.Errorf("%s with merge = %q: verdict %s, want %s", name, m, r.verdict, exp.Verdict)
				}
				if m == "none" {
					none = append(none, r)
				} else {
					auto = append(auto, r)
				}
			}
		}
		n, a := none[0], auto[0]
		cn, ca := corpusMedian(none), corpusMedian(auto)
		sumNone += cn
		sumAuto += ca
		mark := ""
		if ca > cn*corpusSlower {
			slow = append(slow, name)
			mark = " (slower)"
		}
		row := fmt.Sprintf("| %s | %s | %d / %d | %d / %d | %.0f / %.0f | %s%s |\n", name, exp.Verdict, n.paths, a.paths, n.calls, a.calls,
			cn, ca, speedup(cn, ca), mark)
		b.WriteString(row)
		fmt.Fprint(os.Stderr, row)
	}
	fmt.Fprintf(&b, "| all %d | | | | %.0f / %.0f | %s |\n", len(names), sumNone, sumAuto, speedup(sumNone, sumAuto))
	return b.String(), slow, nil
}

// corpusMedian returns the median CPU time of runs.
func corpusMedian(runs []corpusRun) float64 {
	v := make([]float64, len(runs))
	for i, r := range runs {
		v[i] = r.cpuMs
	}
	sort.Float64s(v)
	return v[len(v)/2]
}

// corpusSection renders the generated section: the date, the programs
// over the bar and the table.
func corpusSection(repeat int) (string, error) {
	table, slow, err := corpusTable(repeat)
	if err != nil {
		return "", err
	}
	over := "none"
	if len(slow) > 0 {
		over = strings.Join(slow, ", ")
	}
	return fmt.Sprintf("Measured on %s (load average %s at the end), median of %d runs of each setting alternated. Programs more than %.0f%% slower under `auto`: %s.\n\n%s",
		time.Now().UTC().Format("2006-01-02"), loadAverage(), repeat, (corpusSlower-1)*100, over, table), nil
}

// runMergeCorpus replaces the corpus section of docs/merging.md (with
// -only, prints the section of the programs named instead).
func runMergeCorpus(repeat int) error {
	const path = "docs/merging.md"
	section, err := corpusSection(repeat)
	if autoOnly != "" || err != nil {
		fmt.Print(section)
		return err
	}
	// Read after measuring, so that edits made meanwhile are kept.
	doc, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	begin, end := strings.Index(string(doc), corpusBegin), strings.Index(string(doc), corpusEnd)
	if begin < 0 || end < begin {
		return fmt.Errorf("%s: no %q ... %q section (run -merge once)", path, corpusBegin, corpusEnd)
	}
	out := string(doc[:begin+len(corpusBegin)]) + "\n" + section + string(doc[end:])
	return os.WriteFile(path, []byte(out), 0o644)
}
