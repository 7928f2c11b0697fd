// Command svcomp runs gospf verify on every SV-COMP task file under a
// directory (the layout of sv-benchmarks' java/ folder: one folder per
// category, task files .yml in it) and writes a table per category and a
// CSV with one row per task.
//
// Run from the repository root after `make build java`:
//
//	go run ./scripts/svcomp -dir /path/to/sv-benchmarks/java [-timeout 60s] [-j 1] [-csv build/svcomp/results.csv]
//
// ($GOSPF names another gospf binary than bin/gospf.) Each task gets the
// timeout as wall-clock time; arguments after the flags go to every
// gospf verify (-D key=value ...). A false verdict's witness is replayed
// on the JVM with the replaying Verifier of java/witness (build/witness):
// the replay "fails" when the program's assert fails on the JVM too. A
// false verdict where true was expected whose witness fails the assert on
// the JVM is counted as "expected answer wrong": the task's expected
// verdict is refuted by a concrete run. Only tasks with the property
// assert.prp and an expected verdict are run. docs/svcomp.md has the
// details.
package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"gospf/internal/svtask"
)

// result is the outcome of one task.
type result struct {
	category, name, expected string
	verdict                  string // true, false, unknown, timeout, error
	reason                   string // the unknown or error reason
	replay                   string // for a false verdict: fails, passes, or why it did not run
	wall                     time.Duration
}

// class is the column of the table a result counts in.
func (r *result) class() string {
	switch {
	case r.verdict == "timeout":
		return "timeout"
	case r.verdict == "unknown" || r.verdict == "error":
		return "unknown"
	case r.verdict == r.expected && r.verdict == "true":
		return "correct true"
	case r.verdict == r.expected:
		return "correct false"
	case r.verdict == "false" && r.replay == "fails":
		return "expected wrong"
	}
	return "wrong"
}

var columns = []string{"correct true", "correct false", "wrong", "expected wrong", "unknown", "timeout"}

func main() {
	dir := flag.String("dir", "", "the directory of task files (searched recursively)")
	timeout := flag.Duration("timeout", 60*time.Second, "wall-clock time per task")
	jobs := flag.Int("j", 1, "tasks run at once")
	csvFile := flag.String("csv", "build/svcomp/results.csv", "the per-task CSV written")
	only := flag.String("only", "", "run only the tasks whose path (relative to -dir) matches this regular expression")
	flag.Parse()
	if *dir == "" || *jobs < 1 {
		fmt.Fprintln(os.Stderr, "svcomp: usage: go run ./scripts/svcomp -dir DIR [-timeout 60s] [-j N] [-csv FILE] [-only REGEXP] [-- -D key=value ...]")
		os.Exit(2)
	}
	var re *regexp.Regexp
	if *only != "" {
		var err error
		if re, err = regexp.Compile(*only); err != nil {
			fail(fmt.Errorf("-only: %w", err))
		}
	}
	gospf := os.Getenv("GOSPF")
	if gospf == "" {
		gospf = "bin/gospf"
	}
	witnessCP, err := filepath.Abs("build/witness")
	if err != nil {
		fail(err)
	}
	if _, err := os.Stat(filepath.Join(witnessCP, "org/sosy_lab/sv_benchmarks/Verifier.class")); err != nil {
		fail(fmt.Errorf("build/witness has no replaying Verifier (run make java): %w", err))
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(witnessCP), "witness-patch/java/util/Random.class")); err != nil {
		fail(fmt.Errorf("build/witness-patch has no replaying Random (run make java): %w", err))
	}
	tasks, err := findTasks(*dir, re)
	if err != nil {
		fail(err)
	}
	load1 := loadAverage()
	results := make([]*result, len(tasks))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < *jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = runTask(gospf, witnessCP, tasks[i], *timeout, flag.Args())
				r := results[i]
				fmt.Fprintf(os.Stderr, "%s/%s: %s (expected %s) %.1fs %s\n", r.category, r.name, r.verdict, r.expected, r.wall.Seconds(), r.reason)
			}
		}()
	}
	for i := range tasks {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := writeCSV(*csvFile, results); err != nil {
		fail(err)
	}
	fmt.Printf("gospf verify on %d tasks under %s, %s per task, -j %d, %d cores, load average %s at the start, %s at the end\n\n",
		len(results), *dir, *timeout, *jobs, runtime.NumCPU(), load1, loadAverage())
	printTable(results)
	printReasons(results)
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "svcomp: %v\n", err)
	os.Exit(2)
}

// task is a task file found under the directory.
type task struct {
	path, category, name string
	t                    *svtask.Task
	expected             string
}

// findTasks returns the task files under dir with an expected verdict for
// assert.prp, sorted by path; the category is the first folder under dir.
func findTasks(dir string, only *regexp.Regexp) ([]task, error) {
	var tasks []task
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || (!strings.HasSuffix(p, ".yml") && !strings.HasSuffix(p, ".yaml")) {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if only != nil && !only.MatchString(rel) {
			return nil
		}
		t, err := svtask.Load(p)
		if err != nil {
			return err
		}
		want, ok := t.Expected(svtask.AssertProperty)
		if !ok || want == "" {
			return nil
		}
		cat, _, _ := strings.Cut(filepath.ToSlash(rel), "/")
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.ToSlash(rel), cat+"/"), filepath.Ext(rel))
		tasks = append(tasks, task{path: p, category: cat, name: name, t: t, expected: want})
		return nil
	})
	sort.Slice(tasks, func(i, j int) bool { return tasks[i].path < tasks[j].path })
	return tasks, err
}

// runTask runs gospf verify on one task and replays a false verdict's
// witness.
func runTask(gospf, witnessCP string, tk task, timeout time.Duration, extra []string) *result {
	r := &result{category: tk.category, name: tk.name, expected: tk.expected}
	tmp, err := os.MkdirTemp("", "svcomp-")
	if err != nil {
		r.verdict, r.reason = "error", err.Error()
		return r
	}
	defer os.RemoveAll(tmp)
	witness := filepath.Join(tmp, "witness")
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	args := append([]string{"verify", tk.path, "--quiet", "--witness", witness}, extra...)
	cmd := exec.CommandContext(ctx, gospf, args...)
	cmd.WaitDelay = 5 * time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	runErr := cmd.Run()
	r.wall = time.Since(start)
	if ctx.Err() != nil {
		r.verdict = "timeout"
		return r
	}
	r.verdict, r.reason = parseVerdict(stdout.String())
	if r.verdict == "" {
		r.verdict = "error"
		r.reason = firstLine(stderr.String())
		if r.reason == "" && runErr != nil {
			r.reason = runErr.Error()
		}
		return r
	}
	if r.verdict == "false" {
		r.replay = replay(tk.t, witnessCP, witness, witnessClass(stdout.String()), tmp, timeout)
	}
	return r
}

// parseVerdict reads the verdict and the unknown reasons from gospf
// verify's output.
func parseVerdict(out string) (string, string) {
	var v, why string
	for _, l := range strings.Split(out, "\n") {
		if s, ok := strings.CutPrefix(l, "VERDICT: "); ok {
			v = s
		}
		if s, ok := strings.CutPrefix(l, "unknown because: "); ok {
			why = s
		}
	}
	return v, why
}

// witnessClass is the exception of the first witness in gospf verify's
// output ("witness: java.lang.AssertionError at Main.main:8, inputs: ..."),
// java.lang.AssertionError when the output names none.
func witnessClass(out string) string {
	for _, l := range strings.Split(out, "\n") {
		if s, ok := strings.CutPrefix(l, "witness: "); ok {
			// "java.lang.AssertionError at ..." or, with a message,
			// "java.lang.ArithmeticException: / by zero at ...".
			if class, _, ok := strings.Cut(s, " "); ok {
				return strings.TrimSuffix(class, ":")
			}
		}
	}
	return "java.lang.AssertionError"
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// replay compiles the task into tmp and runs it on the JVM with the
// replaying Verifier ahead of the task's own, the witness's nondet values
// and its stdin bytes: "fails" when it ends in the witness's exception
// (class; an AssertionError, or any exception escaping main with
// target.property = "uncaught"), "passes" when it ends otherwise, or why
// it did not run.
func replay(t *svtask.Task, witnessCP, witness, class, tmp string, timeout time.Duration) string {
	text, err := os.ReadFile(witness)
	if err != nil {
		return "no witness file"
	}
	classes := filepath.Join(tmp, "classes")
	if err := os.Mkdir(classes, 0o755); err != nil {
		return err.Error()
	}
	main, err := t.Compile(classes)
	if err != nil {
		return "compile: " + err.Error()
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	patch := filepath.Join(filepath.Dir(witnessCP), "witness-patch")
	cmd := exec.CommandContext(ctx, "java", "-ea", "-Dfile.encoding=UTF-8", "--patch-module", "java.base="+patch, "-cp", witnessCP+string(os.PathListSeparator)+classes, "-Dgospf.witness="+witness, main)
	cmd.Stdin = bytes.NewReader(stdinOf(string(text)))
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = nil, &stderr
	err = cmd.Run()
	switch {
	case ctx.Err() != nil:
		return "replay timed out"
	case err != nil && class == "java.lang.AssertionError" && strings.Contains(stderr.String(), class):
		return "fails"
	case err != nil && strings.Contains(stderr.String(), `Exception in thread "main" `+class):
		return "fails"
	}
	return "passes"
}

// stdinOf returns the standard input a witness gives the program: the
// bytes of its stdin_N lines in order.
func stdinOf(witness string) []byte {
	var in []byte
	for _, line := range strings.Split(witness, "\n") {
		name, v, ok := strings.Cut(line, " ")
		if !ok || !strings.HasPrefix(name, "stdin_") {
			continue
		}
		var b int
		if _, err := fmt.Sscan(v, &b); err == nil {
			in = append(in, byte(b))
		}
	}
	return in
}

func writeCSV(file string, results []*result) error {
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	w := csv.NewWriter(f)
	w.Write([]string{"category", "task", "expected", "verdict", "class", "replay", "seconds", "reason"})
	for _, r := range results {
		w.Write([]string{r.category, r.name, r.expected, r.verdict, r.class(), r.replay, fmt.Sprintf("%.2f", r.wall.Seconds()), r.reason})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// printTable writes the Markdown table: one row per category and the
// total, with the share answered correctly (an expected answer the JVM
// refutes counts as correct).
func printTable(results []*result) {
	counts := map[string]map[string]int{}
	var cats []string
	for _, r := range results {
		if counts[r.category] == nil {
			counts[r.category] = map[string]int{}
			cats = append(cats, r.category)
		}
		counts[r.category][r.class()]++
		counts[r.category]["tasks"]++
	}
	sort.Strings(cats)
	fmt.Printf("| category | tasks | %s | correct |\n|---|---:|%s---:|\n", strings.Join(columns, " | "), strings.Repeat("---:|", len(columns)))
	total := map[string]int{}
	row := func(name string, c map[string]int) {
		fmt.Printf("| %s | %d |", name, c["tasks"])
		for _, col := range columns {
			fmt.Printf(" %d |", c[col])
		}
		ok := c["correct true"] + c["correct false"] + c["expected wrong"]
		fmt.Printf(" %d (%.0f%%) |\n", ok, 100*float64(ok)/float64(max(c["tasks"], 1)))
	}
	for _, cat := range cats {
		row(cat, counts[cat])
		for k, n := range counts[cat] {
			total[k] += n
		}
	}
	row("**all**", total)
}

// printReasons lists the unknown reasons and the wrong answers, most
// frequent first (a reason is cut at its first parenthesis or colon after
// 60 chars, so that the same cause counts once).
func printReasons(results []*result) {
	byReason := map[string][]string{}
	for _, r := range results {
		switch r.class() {
		case "unknown":
			k := r.reason
			if len(k) > 90 {
				k = k[:90] + "..."
			}
			byReason[k] = append(byReason[k], r.category+"/"+r.name)
		case "wrong":
			byReason["WRONG: "+r.verdict+", expected "+r.expected+", replay "+r.replay] = append(byReason["WRONG: "+r.verdict+", expected "+r.expected+", replay "+r.replay], r.category+"/"+r.name)
		case "timeout":
			byReason["timeout"] = append(byReason["timeout"], r.category+"/"+r.name)
		}
	}
	keys := make([]string, 0, len(byReason))
	for k := range byReason {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if len(byReason[keys[i]]) != len(byReason[keys[j]]) {
			return len(byReason[keys[i]]) > len(byReason[keys[j]])
		}
		return keys[i] < keys[j]
	})
	fmt.Println()
	for _, k := range keys {
		fmt.Printf("- %d: %s: %s\n", len(byReason[k]), k, strings.Join(byReason[k], ", "))
	}
}

// loadAverage is the 1-minute load average from /proc/loadavg ("?" where
// there is none).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Fields(string(b))[0]
}
