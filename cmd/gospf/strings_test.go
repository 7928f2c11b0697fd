package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gospf/dist"
	"gospf/solver"
)

// stringMethods are the methods of subjects/strings with their path
// counts (errors: paths ending in an exception), derived in each method's
// comment in Strings.java.
var stringMethods = []struct {
	entry     string
	paths     int
	errors    int
	overrides []string
	heavy     bool // Z3 takes seconds: pure DFS only
}{
	{"Strings.classify(sym)", 4, 0, nil, false},
	// parseInt is unrolled over the string's positions: 4 suffice for the
	// paths ("101", "-1") and keep the checks short.
	{"Strings.parse(sym)", 4, 0, []string{"symbolic.max_string_length=4"}, true},
	{"Strings.affixes(sym)", 4, 0, nil, false},
	{"Strings.concat(sym#sym)", 3, 0, nil, false},
	{"Strings.compare(sym#sym)", 3, 0, nil, false},
	{"Strings.find(sym)", 3, 0, nil, false},
	{"Strings.rest(sym#sym)", 4, 1, nil, false},
	// String.valueOf(int) needs bv2int in the bit-vector theory, which
	// Z3 4.8.12 reasons about slowly.
	{"Strings.digits(sym)", 3, 0, nil, true},
	{"Strings.builder(sym#sym)", 3, 0, nil, false},
	{"Strings.countDigits(sym)", 15, 0, []string{"symbolic.max_string_length=3"}, true},
	{"Strings.boxed(sym)", 3, 1, []string{"symbolic.max_string_length=2"}, true},
	{"Strings.hash(sym)", 2, 0, []string{"symbolic.max_string_length=3"}, true},
	{"Strings.join(sym)", 2, 0, nil, false},
	// Character.toUpperCase is an ite tree over about 250 runs of code
	// points, which Z3 decides in about a second in the bit-vector theory.
	{"Strings.caseless(sym)", 2, 0, nil, true},

	// Strings without a length bound: the same paths at any length
	// (their conditions are exact in the sequence theory), and parse's
	// parseInt splits its numbers in two: ASCII digits in the int range
	// (the 3 paths above) and other digits (one path, its text
	// concretised), so 1 + 3 + 1 = 5. hash's text is concretised: 1 path.
	{"Strings.classify(sym)", 4, 0, unbounded, false},
	{"Strings.parse(sym)", 5, 0, unbounded, true},
	{"Strings.affixes(sym)", 4, 0, unbounded, false},
	{"Strings.concat(sym#sym)", 3, 0, unbounded, false},
	{"Strings.compare(sym#sym)", 3, 0, unbounded, false},
	{"Strings.find(sym)", 3, 0, unbounded, false},
	{"Strings.rest(sym#sym)", 4, 1, unbounded, false},
	{"Strings.builder(sym#sym)", 3, 0, unbounded, false},
	{"Strings.hash(sym)", 1, 0, unbounded, false},
	{"Strings.join(sym)", 2, 0, unbounded, false},
}

// unbounded is the override of string inputs without a length bound.
var unbounded = []string{"symbolic.max_string_length=-1"}

// TestStringPaths checks the derived path count of every string method
// under pure DFS and under SSE (k = 3, absurdity; the heavy ones under
// pure DFS only), in the bit-vector theory, and replays every
// path's generated test on the JVM: the string inputs gospf prints reach
// the predicted path and return value in Java.
func TestStringPaths(t *testing.T) {
	for i, m := range stringMethods {
		i, m := i, m
		t.Run(m.entry, func(t *testing.T) {
			t.Parallel()
			searches := [][]string{{"search.strategy=dfs"}, {"search.strategy=speculative", "search.depth=3", "search.absurdity=true"}}
			if m.heavy {
				searches = searches[:1]
			}
			for _, search := range searches {
				ov := append(append([]string{"target.entry=" + m.entry}, m.overrides...), search...)
				r := runSubject(t, "strings", "strings", ov...)
				if st := r.res.Stats; st.Paths != m.paths || st.Errors != m.errors || st.UnknownSides != 0 {
					t.Errorf("%v: %d paths, %d errors (%d unknown sides), want %d, %d", ov, st.Paths, st.Errors, st.UnknownSides, m.paths, m.errors)
				}
			}
			ov := append([]string{"target.entry=" + m.entry}, m.overrides...)
			if i == 0 {
				out, code := generateAndReplay(t, "strings", ov...)
				junit := fmt.Sprintf("junit: %d tests: %d successful, 0 failed, 0 skipped", m.paths, m.paths)
				if code != 0 || strings.Count(out, "PASS path") != m.paths || !strings.Contains(out, junit) {
					t.Errorf("replay: exit %d, output:\n%s", code, out)
				}
				return
			}
			out := replayPlain(t, generate(t, "strings", ov...))
			if strings.Count(out, "PASS path") != m.paths || !strings.Contains(out, "0 failed") {
				t.Errorf("replay:\n%s", out)
			}
		})
	}
}

// TestJavaDigits checks solver.JavaDigit, which the string translation's
// parseInt uses, against the JVM: Character.digit(c, 10) for every char.
func TestJavaDigits(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "Digits.java")
	prog := `public class Digits { public static void main(String[] a) {
		StringBuilder sb = new StringBuilder();
		for (int c = 0; c <= 0xFFFF; c++) { int d = Character.digit((char) c, 10); if (d >= 0) sb.append(c).append(' ').append(d).append('\n'); }
		System.out.print(sb); } }`
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command("javac", "-d", dir, src).CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, b)
	}
	out, err := exec.Command("java", "-cp", dir, "Digits").Output()
	if err != nil {
		t.Fatal(err)
	}
	java := map[int]int{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		c, _ := strconv.Atoi(f[0])
		d, _ := strconv.Atoi(f[1])
		java[c] = d
	}
	for c := 0; c <= 0xFFFF; c++ {
		want, ok := java[c]
		if !ok {
			want = -1
		}
		if got := solver.JavaDigit(uint16(c)); got != want {
			t.Fatalf("JavaDigit(%#x) = %d, Character.digit gives %d", c, got, want)
		}
	}
}

// TestStringUnsupported checks that a String method without a symbolic
// model for a text without a length bound (toUpperCase unrolls over the
// chars, hashCode's text is not concretised with concretize = "error")
// stops the run with one line naming the method and the instruction,
// exit status 2: the symbolic text is never read as text.
func TestStringUnsupported(t *testing.T) {
	cfg := filepath.Join(repoRoot(), "subjects", "strings", "strings.toml")
	cp := `target.classpath=["` + subjectClasses(t, "strings") + `"]`
	for _, tc := range []struct{ entry, want string }{
		{"Strings.upper(sym)", "java.lang.String.toUpperCase()Ljava/lang/String;: unsupported: on symbolic text without a length bound"},
		{"Strings.hash(sym)", "java.lang.String.hashCode()I: unsupported: a symbolic String without a length bound"},
	} {
		var out, errb bytes.Buffer
		code := run([]string{"run", cfg, "-D", cp, "-D", "target.entry=" + tc.entry,
			"-D", "symbolic.max_string_length=-1", "-D", "symbolic.concretize=error"}, &out, &errb)
		line := strings.TrimSpace(errb.String())
		if code != 2 || !strings.Contains(line, tc.want) || !strings.Contains(line, "(Strings.java:") || strings.Count(line, "\n") != 0 {
			t.Errorf("%s: exit %d, stderr %q; want one line with %q", tc.entry, code, errb.String(), tc.want)
		}
	}
}

// TestWireStrings checks that string inputs travel between processes
// (dist.EncodePaths, JSON, DecodePaths into another Context): a model's
// string values are handles of the encoding Context, so their texts
// travel, and so do the inputs' bounds that make an exploration
// incomplete.
func TestWireStrings(t *testing.T) {
	r := runSubject(t, "strings", "strings")
	b, err := json.Marshal(dist.EncodePaths(r.res.Paths))
	if err != nil {
		t.Fatal(err)
	}
	var w dist.WirePaths
	if err := json.Unmarshal(b, &w); err != nil {
		t.Fatal(err)
	}
	got, err := dist.DecodePaths(&w, solver.NewContext(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 4 {
		t.Fatalf("%d paths decoded, want 4", len(got))
	}
	for i, p := range got {
		want := r.res.Paths[i]
		if g, w := inputsText(p), inputsText(want); g != w || p.Inputs[0].Bound != want.Inputs[0].Bound {
			t.Errorf("path %d: inputs %s (bound %q), want %s (%q)", i+1, g, p.Inputs[0].Bound, w, want.Inputs[0].Bound)
		}
	}
}

// TestValidateStringsFloats runs string and float methods with every
// solver layer and [solver] validate = true: a separate Z3 re-checks every
// answer, the layers' (model cache, independence ...) included, and every
// model, whose string and float values it fixes by their kind.
func TestValidateStringsFloats(t *testing.T) {
	for _, tc := range []struct {
		subject, entry string
		paths          int
	}{
		{"strings", "Strings.affixes(sym)", 4},
		{"strings", "Strings.builder(sym#sym)", 3},
		{"floats", "Floats.order(sym#sym)", 4},
		{"floats", "Floats.compare(sym#sym)", 3},
	} {
		r := runSubject(t, tc.subject, tc.subject, "target.entry="+tc.entry, "solver.layers=all", "solver.validate=true",
			"search.strategy=speculative", "search.absurdity=true")
		if r.res.Stats.Paths != tc.paths {
			t.Errorf("%s: %d paths, want %d", tc.entry, r.res.Stats.Paths, tc.paths)
		}
	}
}
