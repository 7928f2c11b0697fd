package main

import (
	"bytes"
	"strings"
	"testing"
)

// generateAndReplay runs gospf run --tests and gospf replay on a subject.
func generateAndReplay(t *testing.T, name string, overrides ...string) (string, int) {
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
	out.Reset()
	code := run([]string{"replay", dir}, &out, &errb)
	return out.String(), code
}

// TestReplayBitvector checks that with the bitvector theory every generated
// test passes on the real JVM: returns, exceptions and symbolic return
// values evaluated with Java semantics.
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
		if code != 0 || !strings.Contains(out, "0 failed, 0 overflow") || strings.Count(out, "PASS path") != tc.paths {
			t.Fatalf("%s: exit %d, output:\n%s", tc.name, code, out)
		}
	}
}

// TestReplayIntOverflow checks that with the int theory the path whose
// model overflows in Java (x + x > 0 with x > 2000000000) is reported as
// an overflow, not as a pass or a silent failure: 2 paths, 1 overflow.
func TestReplayIntOverflow(t *testing.T) {
	out, code := generateAndReplay(t, "overflow", "symbolic.theory=int")
	if code != 0 || strings.Count(out, "OVERFLOW path") != 1 || strings.Count(out, "PASS path") != 1 {
		t.Fatalf("exit %d, output:\n%s", code, out)
	}
}
