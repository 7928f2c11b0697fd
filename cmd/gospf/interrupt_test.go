package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"gospf/dist/cluster"
	"gospf/solver"
)

// The hard subject's checks do not finish for minutes (subjects/hard): a
// run of them ends only when a stop interrupts the check in progress.
// stopBound bounds the time from the stop request to the end of the run;
// it is generous for a loaded machine (the run ends within a fraction of
// a second of it when Z3 answers the interruption at once; Z3 4.8.12 takes
// up to 2 s to notice it in some phases of a check, solver/z3
// TestInterrupt).
const stopBound = 20 * time.Second

var (
	hardString  = "target.entry=Hard.stringKey(sym)"
	hardProduct = entryOverride("Hard", "product", 3)
)

// checkWatch is a backend that counts the checks in progress (of all the
// explorers that share in), so that a test stops a run in the middle of
// one.
type checkWatch struct {
	solver.Solver
	in *atomic.Int32
}

func (c *checkWatch) Check(q solver.Query) (solver.Answer, error) {
	c.in.Add(1)
	defer c.in.Add(-1)
	return c.Solver.Check(q)
}

func (c *checkWatch) Interrupt() { solver.Interrupt(c.Solver) }

// waitInCheck returns once a check has been in progress for a second
// (the hard one: the others take milliseconds), false after 2 minutes
// without one.
func waitInCheck(in *atomic.Int32) bool {
	deadline := time.Now().Add(2 * time.Minute)
	var since time.Time
	for ; time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		switch {
		case in.Load() == 0:
			since = time.Time{}
		case since.IsZero():
			since = time.Now()
		case time.Since(since) > time.Second:
			return true
		}
	}
	return false
}

// TestStopInsideCheck stops runs of the hard subject in the middle of a
// check, by max_time and by a stop request (what SIGINT and SIGTERM set),
// with one and two explorers: the check is interrupted and counted as
// unknown, the run ends within stopBound with the statistics so far and
// the reason. Each run makes exactly one interrupted check: stringKey's
// first check (its bucket index out of bounds) is decided at once, its
// second (a bucket) does not finish; product's first check
// (its only branch) does not finish. With two explorers the second one
// waits for work the whole time.
func TestStopInsideCheck(t *testing.T) {
	classes := subjectClasses(t, "hard")
	for _, c := range []struct {
		name     string
		entry    string
		workers  string
		maxTime  bool
		wantCall int64 // solver calls: sat + unsat + the interrupted one
	}{
		{"string/max_time", hardString, "1", true, 2},
		{"string/stop", hardString, "1", false, 2},
		{"string/2 workers/max_time", hardString, "2", true, 2},
		{"string/2 workers/stop", hardString, "2", false, 2},
		{"product/max_time", hardProduct, "1", true, 1},
		{"product/stop", hardProduct, "1", false, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			ov := []string{c.entry, "search.workers=" + c.workers}
			if c.maxTime {
				ov = append(ov, `search.max_time="2s"`)
			}
			cfg := loadSubject(t, "hard", "hard", classes, ov...)
			var stop atomic.Bool
			var in atomic.Int32
			o := runOpts{stop: &stop, wrap: func(s solver.Solver) solver.Solver { return &checkWatch{Solver: s, in: &in} }}
			requested := make(chan time.Time, 1)
			start := time.Now()
			if c.maxTime {
				requested <- start.Add(2 * time.Second)
			} else {
				go func() {
					if waitInCheck(&in) {
						requested <- time.Now()
						stop.Store(true)
					}
				}()
			}
			r, err := explore(cfg, o)
			if err != nil {
				t.Fatal(err)
			}
			if len(requested) == 0 {
				t.Fatal("the run ended with no long check")
			}
			if d := time.Since(<-requested); d > stopBound {
				t.Fatalf("the run ended %s after the stop request", d)
			}
			st := r.res.Stats
			want := "interrupted"
			if c.maxTime {
				want = "max_time (2s) reached"
			}
			if st.Stopped != want || st.UnknownSides != 1 || st.Interrupted != 1 || r.solver.Unknown != 1 || r.solver.Calls != c.wantCall || st.Paths != 0 {
				t.Fatalf("stopped %q, %d unknown sides (%d interrupted), %d unknown calls of %d, %d paths; want %q, 1 (1), 1 of %d, 0",
					st.Stopped, st.UnknownSides, st.Interrupted, r.solver.Unknown, r.solver.Calls, st.Paths, want, c.wantCall)
			}
			var out bytes.Buffer
			printSummary(&out, r, false)
			for _, line := range []string{"paths: 0 (errors 0)", "unknown: 1 branch sides undecided: the stop interrupted their checks",
				"stopped early: " + want} {
				if !strings.Contains(out.String(), line) {
					t.Fatalf("the report lacks %q:\n%s", line, out.String())
				}
			}
		})
	}
}

// TestStopInsideCheckVerify stops gospf verify inside a check by max_time:
// the verdict is unknown, for that reason.
func TestStopInsideCheckVerify(t *testing.T) {
	cfg := loadSubject(t, "hard", "hard", subjectClasses(t, "hard"), hardProduct, `search.max_time="2s"`)
	start := time.Now()
	v, r, _, err := runVerify(cfg, false, runOpts{stop: new(atomic.Bool)})
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 2*time.Second+stopBound {
		t.Fatalf("verify ended after %s", d)
	}
	if v.answer != verdictUnknown || r.res.Stats.Interrupted != 1 || !strings.Contains(strings.Join(v.reasons, "; "), "search stopped early: max_time (2s) reached") {
		t.Fatalf("verdict %s (%v), %d interrupted", v.answer, v.reasons, r.res.Stats.Interrupted)
	}
}

// TestStopInsideCheckCluster stops a run over NATS (two workers in
// goroutines, an embedded server) inside a check, by max_time and by the
// coordinator's stop request: the coordinator tells the workers, whose
// searches interrupt their checks.
func TestStopInsideCheckCluster(t *testing.T) {
	srv, err := cluster.StartServer(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	classes := subjectClasses(t, "hard")
	for _, maxTime := range []bool{true, false} {
		ov := []string{hardProduct}
		if maxTime {
			ov = append(ov, `search.max_time="2s"`)
		}
		cfg := loadSubject(t, "hard", "hard", classes, ov...)
		var stop atomic.Bool
		if !maxTime {
			time.AfterFunc(3*time.Second, func() { stop.Store(true) })
		}
		start := time.Now()
		r, err := exploreCluster(cfg, clusterRun{url: srv.URL(), local: 2, log: io.Discard, spawn: spawnGoroutines(t)}, runOpts{stop: &stop})
		if err != nil {
			t.Fatal(err)
		}
		if d := time.Since(start); d > 3*time.Second+stopBound {
			t.Fatalf("max_time %v: the run took %s", maxTime, d)
		}
		want := "interrupted"
		if maxTime {
			want = "max_time (2s) reached"
		}
		if st := r.res.Stats; st.Stopped != want || st.Interrupted != 1 || st.Paths != 0 {
			t.Fatalf("stopped %q, %d interrupted, %d paths; want %q, 1, 0", st.Stopped, st.Interrupted, st.Paths, want)
		}
	}
}

// gospfProcess runs this test binary as gospf (TestMain) with args.
func gospfProcess(t *testing.T, args ...string) (*exec.Cmd, *bytes.Buffer) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), workerEnv+"=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, &out
}

// TestSignalStopsProcess sends SIGINT and SIGTERM to gospf processes
// inside a check that does not finish for minutes (3 s after the start:
// the class path is loaded and the hard check runs by then on any machine
// we know; a signal that came earlier would stop the run as well, at its
// next step): run, run --workers 2, verify, sweep and compare all end
// within stopBound, print their results so far and the stopped line, and
// exit with 130 (SIGINT) or 143 (SIGTERM).
func TestSignalStopsProcess(t *testing.T) {
	classes := subjectClasses(t, "hard")
	cfg := "../../subjects/hard/hard.toml"
	cp := `-Dtarget.classpath=["` + classes + `"]`
	for _, c := range []struct {
		name string
		args []string
		sig  syscall.Signal
		want []string
	}{
		{"run/SIGINT", []string{"run", cfg, cp, "-Dsearch.workers=1"}, syscall.SIGINT,
			[]string{"paths: 0 (errors 0)", "the stop interrupted their checks", "stopped early: interrupted"}},
		{"run --workers 2/SIGTERM", []string{"run", cfg, cp, "--workers", "2"}, syscall.SIGTERM,
			[]string{"paths: 0 (errors 0)", "workers: 2", "stopped early: interrupted"}},
		{"verify/SIGINT", []string{"verify", cfg, cp, "-D" + hardProduct}, syscall.SIGINT,
			[]string{"VERDICT: unknown", "search stopped early: interrupted"}},
		{"sweep/SIGTERM", []string{"sweep", cfg, cp, "--depths", "1-2"}, syscall.SIGTERM,
			[]string{"stopped early: interrupted"}},
		{"compare/SIGINT", []string{"compare", cfg, cp, "--depths", "1-2"}, syscall.SIGINT,
			[]string{"subject", "stopped early: interrupted"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			cmd, out := gospfProcess(t, c.args...)
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err := <-done:
				t.Fatalf("gospf ended before the signal: %v\n%s", err, out)
			case <-time.After(3 * time.Second):
			}
			cmd.Process.Signal(c.sig)
			sent := time.Now()
			select {
			case <-done:
			case <-time.After(stopBound):
				cmd.Process.Kill()
				<-done
				t.Fatalf("gospf did not end within %s of %s:\n%s", stopBound, c.sig, out)
			}
			t.Logf("ended %s after %s", time.Since(sent).Round(time.Millisecond), c.sig)
			want := exitSIGINT
			if c.sig == syscall.SIGTERM {
				want = exitSIGTERM
			}
			if got := cmd.ProcessState.ExitCode(); got != want {
				t.Fatalf("exit status %d, want %d:\n%s", got, want, out)
			}
			for _, line := range c.want {
				if !strings.Contains(out.String(), line) {
					t.Fatalf("the output lacks %q:\n%s", line, out)
				}
			}
		})
	}
}

// TestSecondSignalExits checks that a second signal ends the process at
// once, with the first one's status, while the first only asks the run
// to stop.
func TestSecondSignalExits(t *testing.T) {
	var stop atomic.Bool
	exited := make(chan int, 1)
	var log bytes.Buffer
	s := handleSignals(&stop, &log, func(code int) { exited <- code })
	defer s.release()
	syscall.Kill(os.Getpid(), syscall.SIGTERM)
	for deadline := time.Now().Add(10 * time.Second); !stop.Load(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the first signal did not set stop")
		}
	}
	if len(exited) != 0 || s.exitStatus() != exitSIGTERM {
		t.Fatalf("after one signal: exited %d times, status %d", len(exited), s.exitStatus())
	}
	syscall.Kill(os.Getpid(), syscall.SIGINT)
	select {
	case code := <-exited:
		if code != exitSIGTERM {
			t.Fatalf("exit status %d, want %d (the first signal's)", code, exitSIGTERM)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the second signal did not end the process")
	}
}

// TestStopInsideLongPath stops runs inside a path that never reaches a
// choice point (Limits.spin with x > 0 loops forever, and
// max_instructions_per_path = 0 lets it), by max_time and by a stop
// request, with one and two explorers: the VM ends the path as stopped,
// which is not counted, and the run ends with the other path (x <= 0,
// explored first in false-first order) and the reason.
func TestStopInsideLongPath(t *testing.T) {
	classes := subjectClasses(t, "limits")
	for _, workers := range []string{"1", "2"} {
		for _, maxTime := range []bool{true, false} {
			ov := []string{"search.max_instructions_per_path=0", "search.workers=" + workers, `search.order="false-first"`}
			if maxTime {
				ov = append(ov, `search.max_time="1s"`)
			}
			cfg := loadSubject(t, "limits", "limits", classes, ov...)
			var stop atomic.Bool
			if !maxTime {
				time.AfterFunc(time.Second, func() { stop.Store(true) })
			}
			start := time.Now()
			r, err := explore(cfg, runOpts{stop: &stop})
			if err != nil {
				t.Fatal(err)
			}
			if d := time.Since(start); d > time.Second+stopBound {
				t.Fatalf("the run took %s", d)
			}
			want := "interrupted"
			if maxTime {
				want = "max_time (1s) reached"
			}
			if st := r.res.Stats; st.Stopped != want || st.Paths != 1 || st.InstructionLimited != 0 {
				t.Fatalf("%s workers: stopped %q, %d paths, %d cut; want %q, 1, 0", workers, st.Stopped, st.Paths, st.InstructionLimited, want)
			}
		}
	}
}
