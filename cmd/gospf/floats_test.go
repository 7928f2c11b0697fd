package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// floatMethods are the methods of subjects/floats with their path counts,
// derived in each method's comment in Floats.java.
// Z3 takes seconds for the checks of the heavy ones (remainder, 64-bit
// conversions, additions of doubles), which run once, in the bit-vector
// theory under pure DFS, to keep go test short.
var floatMethods = []struct {
	entry string
	paths int
	heavy bool
}{
	{"Floats.classify(sym)", 4, false},
	{"Floats.order(sym#sym)", 4, false},
	{"Floats.toInt(sym)", 4, false},
	{"Floats.roundTrip(sym)", 2, true},
	{"Floats.min(sym#sym)", 3, false},
	{"Floats.bits(sym)", 3, false},
	{"Floats.rem(sym)", 5, true},
	{"Floats.narrow(sym)", 3, true},
	{"Floats.compare(sym#sym)", 3, false},
	{"Floats.longRoundTrip(sym)", 2, true},
	{"Floats.sum(sym#sym)", 3, true},
}

// TestFloatPaths checks the derived path count of every floating-point
// method under pure DFS and under SSE (k = 3, absurdity), in both theories
// (floating point is exact IEEE 754 in both; the heavy methods in the
// bit-vector theory under pure DFS only), and replays every path's
// generated test on the JVM under the bit-vector theory: the inputs gospf
// prints (NaN, -0.0, infinities, values that round) reach the predicted
// path and return value in Java.
func TestFloatPaths(t *testing.T) {
	for _, m := range floatMethods {
		m := m
		t.Run(m.entry, func(t *testing.T) {
			t.Parallel()
			theories := []string{"bitvector", "int"}
			searches := [][]string{{"search.strategy=dfs"}, {"search.strategy=speculative", "search.depth=3", "search.absurdity=true"}}
			if m.heavy {
				theories, searches = theories[:1], searches[:1]
			}
			for _, theory := range theories {
				for _, search := range searches {
					ov := append([]string{"target.entry=" + m.entry, "symbolic.theory=" + theory}, search...)
					r := runSubject(t, "floats", "floats", ov...)
					if st := r.res.Stats; st.Paths != m.paths || st.UnknownSides != 0 {
						t.Errorf("%v: %d paths (%d unknown sides), want %d", ov, st.Paths, st.UnknownSides, m.paths)
					}
				}
			}
			if m.entry == floatMethods[0].entry {
				// With JUnit too, once: the literals compile in assertions.
				out, code := generateAndReplay(t, "floats", "target.entry="+m.entry, "symbolic.theory=bitvector")
				junit := fmt.Sprintf("junit: %d tests: %d successful, 0 failed, 0 skipped", m.paths, m.paths)
				if code != 0 || strings.Count(out, "PASS path") != m.paths || !strings.Contains(out, junit) {
					t.Errorf("replay: exit %d, output:\n%s", code, out)
				}
				return
			}
			out := replayPlain(t, generate(t, "floats", "target.entry="+m.entry, "symbolic.theory=bitvector"))
			if strings.Count(out, "PASS path") != m.paths || !strings.Contains(out, "0 failed") {
				t.Errorf("replay:\n%s", out)
			}
		})
	}
}

// replayPlain compiles and runs the replay class that gospf run --tests
// wrote in dir (not the JUnit tests, which cost two more JVM starts) and
// returns its output.
func replayPlain(t *testing.T, dir string) string {
	t.Helper()
	meta, err := readProperties(filepath.Join(dir, "gospf-replay.properties"))
	if err != nil {
		t.Fatal(err)
	}
	classes := filepath.Join(dir, "classes")
	if err := compileGenerated(dir, "GospfReplay.java", classes, meta["classpath"]); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("java", "-cp", joinPath(classes, meta["classpath"]), meta["main"]).CombinedOutput()
	if err != nil {
		t.Fatalf("java: %v\n%s", err, out)
	}
	return string(out)
}
