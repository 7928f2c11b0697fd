package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"gospf/search"
)

// TestProgressLog runs gospf run with standard error going to a file:
// after progressEvery, a line names the config, search and solver, then a
// progress line comes every progressEvery (shortened to 100 ms here, from 10 s) while
// the run sits in a check that does not finish (the hard subject, stopped
// by max_time after 2 s): at least 5 of them on any machine (about 20 on
// a quiet one), each with every count (2 checks once the hard one runs;
// fewer while the classes load). --quiet writes none of them.
func TestProgressLog(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 100 * time.Millisecond
	classes := subjectClasses(t, "hard")
	args := []string{"run", "../../subjects/hard/hard.toml", `-Dtarget.classpath=["` + classes + `"]`, "-Dsearch.workers=1",
		`-Dsearch.max_time="2s"`}
	for _, quiet := range []bool{false, true} {
		a := args
		if quiet {
			a = append(a, "--quiet")
		}
		f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
		if err != nil {
			t.Fatal(err)
		}
		var stdout bytes.Buffer
		if code := run(a, &stdout, f); code != 0 {
			t.Fatalf("exit %d:\n%s", code, stdout.String())
		}
		f.Close()
		b, err := os.ReadFile(f.Name())
		if err != nil {
			t.Fatal(err)
		}
		log := string(b)
		if quiet {
			if log != "" {
				t.Fatalf("--quiet wrote %q", log)
			}
			continue
		}
		lines := strings.Split(strings.TrimSuffix(log, "\n"), "\n")
		first := "gospf: ../../subjects/hard/hard.toml: search dfs, true-first, absurdity true, merge auto; solver auto, layers none, theory bitvector; 1 explorer; max_memory 75% ("
		if !strings.HasPrefix(lines[0], first) || !strings.HasSuffix(lines[0], "), max_time 2s") {
			t.Fatalf("first line %q, want %q...", lines[0], first)
		}
		// The hard subject's first check cannot finish in 2 s: max_time
		// interrupts it and counts it unknown, and a tick that comes between
		// that interrupt and the end of the run (a loaded machine) shows it.
		progress := regexp.MustCompile(`^gospf: progress: paths 0 \(errors 0\), checks [0-2] \(unknown [01]\), depth [01], 0\.0 paths/s, memory [0-9.]+ [KMG]iB, [0-9]+s$`)
		n := 0
		for _, l := range lines[1:] {
			if !progress.MatchString(l) {
				t.Fatalf("line %q is not a progress line", l)
			}
			n++
		}
		if n < 5 {
			t.Fatalf("%d progress lines in 2 s, want at least 5:\n%s", n, log)
		}
		if !strings.Contains(stdout.String(), "stopped early: max_time (2s) reached") {
			t.Fatalf("stdout:\n%s", stdout.String())
		}
	}
}

// TestMaxMemory runs the hard subject's grow, which holds more memory at
// each choice point and would take gigabytes, with max_memory 256 MiB
// above what the test process holds already, with one and two explorers:
// the run stops by itself with "memory" and the paths found so far (at
// least one: the first path ends at the first choice point).
func TestMaxMemory(t *testing.T) {
	classes := subjectClasses(t, "hard")
	for _, workers := range []string{"1", "2"} {
		limit := (processMemory() >> 20) + 256
		cfg := loadSubject(t, "hard", "hard", classes, "target.entry=Hard.grow(sym)", "search.workers="+workers,
			"search.max_memory="+strconv.FormatInt(limit, 10))
		r, err := explore(cfg, runOpts{stop: new(atomic.Bool)})
		if err != nil {
			t.Fatal(err)
		}
		if st := r.res.Stats; st.Stopped != search.MemoryReason || st.Paths < 1 || st.Paths >= 100000 {
			t.Fatalf("%s workers: stopped %q with %d paths; want %q, some paths", workers, st.Stopped, st.Paths, search.MemoryReason)
		}
		var out bytes.Buffer
		printSummary(&out, r, false)
		if !strings.Contains(out.String(), "stopped early: memory (results above are partial)") {
			t.Fatalf("report:\n%s", out.String())
		}
	}
}
