package main

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"gospf/config"
)

// The tests compile the subjects themselves (javac -g --release 8 into a
// temporary directory), so `go test ./...` needs no prior make.
var (
	classesMu  sync.Mutex
	classesDir = map[string]string{}
	tmpRoot    string
)

// TestMain compiles nothing yet (subjectClasses does, on demand); it makes
// the temporary directory and tunes the garbage collector as the command
// does, so that benchmarks time what users run.
//
// Started as a worker process (GOSPF_WORKER set, as startWorkers and the
// cluster tests start this binary), it is gospf with its arguments, its
// collector tuned as the command's.
func TestMain(m *testing.M) {
	tuneGC()
	if os.Getenv(workerEnv) != "" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	var err error
	tmpRoot, err = os.MkdirTemp("", "gospf-test")
	if err != nil {
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(tmpRoot)
	os.Exit(code)
}

func repoRoot() string { return filepath.Join("..", "..") }

// subjectClasses compiles subjects/<name> once and returns the class directory.
func subjectClasses(t testing.TB, name string) string {
	t.Helper()
	classesMu.Lock()
	defer classesMu.Unlock()
	if d, ok := classesDir[name]; ok {
		return d
	}
	out := filepath.Join(tmpRoot, name)
	srcs, _ := filepath.Glob(filepath.Join(repoRoot(), "subjects", name, "*.java"))
	api, _ := filepath.Glob(filepath.Join(repoRoot(), "java", "api", "src", "*", "*", "*", "*", "*.java"))
	api2, _ := filepath.Glob(filepath.Join(repoRoot(), "java", "api", "src", "*", "*", "*", "*.java"))
	if len(srcs) == 0 {
		t.Fatalf("no Java sources in subjects/%s", name)
	}
	args := append([]string{"-nowarn", "-g", "--release", "8", "-d", out}, srcs...)
	args = append(append(args, api...), api2...)
	cmd := exec.Command("javac", args...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("javac subjects/%s: %v\n%s", name, err, b)
	}
	classesDir[name] = out
	return out
}

// runSubject loads subjects/<name>/<cfg>.toml with the overrides, points
// its class path at freshly compiled classes and explores it.
func runSubject(t testing.TB, name, cfgName string, overrides ...string) *outcomeRun {
	t.Helper()
	cfg := loadSubject(t, name, cfgName, subjectClasses(t, name), overrides...)
	r, err := explore(cfg, runOpts{})
	if err != nil {
		t.Fatalf("%s %v: %v", name, overrides, err)
	}
	return r
}

// entryOverride returns -D target.entry for method m with n sym parameters.
func entryOverride(class, m string, n int) string {
	syms := make([]string, n)
	for i := range syms {
		syms[i] = "sym"
	}
	return "target.entry=" + class + "." + m + "(" + strings.Join(syms, "#") + ")"
}

// backendFlag runs every subject-based test under one solver.backend:
// `go test ./cmd/gospf -backend z3` (make test-backends) shows that the
// exact counts do not depend on who decides the checks.
var backendFlag = flag.String("backend", "", `solver.backend for the tests that run subjects ("": the config's, "auto")`)

// loadSubject loads subjects/<name>/<cfgName>.toml with its class path set
// to dir and the overrides applied. Tests count calls with paper parity
// (solver.layers = "none") unless their overrides choose layers, and with
// one explorer, whatever the number of CPUs, unless they set
// search.workers (parallel_test.go compares 1, 2 and 4).
func loadSubject(t testing.TB, name, cfgName, dir string, overrides ...string) *config.Config {
	t.Helper()
	ov := []string{"target.classpath=[\"" + dir + "\"]", `solver.layers="none"`, "search.workers=1"}
	if *backendFlag != "" {
		ov = append(ov, "solver.backend="+*backendFlag)
	}
	ov = append(ov, overrides...)
	cfg, err := config.Load(filepath.Join(repoRoot(), "subjects", name, cfgName+".toml"), ov)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}
