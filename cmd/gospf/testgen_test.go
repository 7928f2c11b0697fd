package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// generateAndReplay runs gospf run --tests and gospf replay on a subject.
func generateAndReplay(t *testing.T, name string, overrides ...string) (string, int) {
	t.Helper()
	dir := generate(t, name, overrides...)
	var out, errb bytes.Buffer
	code := run([]string{"replay", dir}, &out, &errb)
	return out.String(), code
}

// generate runs gospf run --tests on a subject and returns the directory.
func generate(t *testing.T, name string, overrides ...string) string {
	t.Helper()
	dir := t.TempDir()
	args := []string{"run", repoRoot() + "/subjects/" + name + "/" + name + ".toml", "--tests", dir,
		"-D", "target.classpath=[\"" + subjectClasses(t, name) + "\"]"}
	for _, o := range overrides {
		args = append(args, "-D", o)
	}
	var out, errb bytes.Buffer
	if code := run(args, &out, &errb); code != 0 {
		t.Fatalf("run: exit %d: %s", code, errb.String())
	}
	return dir
}

// TestReplayBitvector checks that with the bitvector theory every generated
// test passes on the real JVM: returns, exceptions and symbolic return
// values evaluated with Java semantics. The JUnit tests run too (make test
// installs Debian's junit5, whose console launcher replay uses).
func TestReplayBitvector(t *testing.T) {
	for _, tc := range []struct {
		name      string
		overrides []string
		paths     int
	}{
		{"divide", nil, 3},
		// With Java arithmetic the x > y variant has 8 feasible paths, not
		// 6: -x overflows for x = Integer.MIN_VALUE.
		{"fig1", []string{"target.entry=Fig1.runGt(sym#sym)"}, 8},
		{"fulltree", []string{entryOverride("FullTree", "t4", 4)}, 16},
		{"overflow", nil, 2},
	} {
		out, code := generateAndReplay(t, tc.name, append(tc.overrides, "symbolic.theory=bitvector")...)
		junit := fmt.Sprintf("junit: %d tests: %d successful, 0 failed, 0 skipped", tc.paths, tc.paths)
		if code != 0 || !strings.Contains(out, "0 failed, 0 overflow") || strings.Count(out, "PASS path") != tc.paths || !strings.Contains(out, junit) {
			t.Fatalf("%s: exit %d, output:\n%s", tc.name, code, out)
		}
	}
}

// TestReplayIntOverflow checks that with the int theory the path whose
// model overflows in Java (x + x > 0 with x > 2000000000) is reported as
// an overflow, not as a pass or a silent failure: 2 paths, 1 overflow; in
// JUnit that test is disabled with the reason.
func TestReplayIntOverflow(t *testing.T) {
	out, code := generateAndReplay(t, "overflow", "symbolic.theory=int")
	if code != 0 || strings.Count(out, "OVERFLOW path") != 1 || strings.Count(out, "PASS path") != 1 ||
		!strings.Contains(out, "junit: 2 tests: 1 successful, 0 failed, 1 skipped") {
		t.Fatalf("exit %d, output:\n%s", code, out)
	}
}

// TestReplayInexact checks that a path whose outcome gospf computes
// otherwise than the JVM may (here the StackOverflowError it throws at its
// call depth limit, where the JVM returns) is replayed but not failed: 2
// paths, 1 PASS and 1 INEXACT, and in JUnit that test is disabled with the
// reason.
func TestReplayInexact(t *testing.T) {
	out, code := generateAndReplay(t, "deeprec", "symbolic.theory=bitvector")
	if code != 0 || strings.Count(out, "INEXACT path") != 1 || strings.Count(out, "PASS path") != 1 ||
		!strings.Contains(out, "0 failed, 0 overflow (int theory), 1 inexact") ||
		!strings.Contains(out, "junit: 2 tests: 1 successful, 0 failed, 1 skipped") {
		t.Fatalf("exit %d, output:\n%s", code, out)
	}
}

// TestReplayDetectsWrongPrediction checks that replay fails when a
// prediction is wrong: the expected exception of Divide's b == 0 path is
// changed in both generated files, and each runner reports that one path.
func TestReplayDetectsWrongPrediction(t *testing.T) {
	dir := generate(t, "divide")
	for _, name := range []string{"GospfReplay.java", "GospfPathsTest.java"} {
		path := filepath.Join(dir, name)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		wrong := strings.ReplaceAll(string(src), "java.lang.ArithmeticException", "java.lang.IllegalStateException")
		if wrong == string(src) {
			t.Fatalf("%s: no ArithmeticException to change:\n%s", name, src)
		}
		if err := os.WriteFile(path, []byte(wrong), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var out, errb bytes.Buffer
	code := run([]string{"replay", dir}, &out, &errb)
	if code != 1 || strings.Count(out.String(), "FAIL path") != 1 || !strings.Contains(out.String(), "junit: 3 tests: 2 successful, 1 failed, 0 skipped") {
		t.Fatalf("exit %d, output:\n%s%s", code, out.String(), errb.String())
	}
}
