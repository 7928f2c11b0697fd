package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/BurntSushi/toml"

	"gospf/interp"
)

// expectedVerdict is one section of subjects/verify/verdicts.toml.
type expectedVerdict struct {
	Verdict string
	// Why is a phrase the reason of an unknown verdict must contain.
	Why string
	// Overrides are -D settings for this program only.
	Overrides []string
	// ReplayStdout, when set, is what the JVM prints when it replays the
	// witness of a program that catches its own AssertionError.
	ReplayStdout string `toml:"replay_stdout"`
}

// TestVerifyCorpus runs gospf verify on every program of the corpus and
// compares the verdict with verdicts.toml; a wrong verdict fails. The
// witness of every false verdict is replayed on the JVM with the
// replaying Verifier of java/witness, which must end in the failed
// assertion: the verdict is checked by Java itself, not only by gospf.
func TestVerifyCorpus(t *testing.T) {
	var want map[string]expectedVerdict
	data, err := os.ReadFile(filepath.Join(repoRoot(), "subjects", "verify", "verdicts.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := toml.Decode(string(data), &want); err != nil {
		t.Fatal(err)
	}
	srcs, _ := filepath.Glob(filepath.Join(repoRoot(), "subjects", "verify", "*.java"))
	if len(srcs) != len(want) || len(want) < 40 {
		t.Fatalf("%d programs, %d verdicts: want one verdict per program and at least 40", len(srcs), len(want))
	}
	classes := subjectClasses(t, "verify")
	names := make([]string, 0, len(want))
	for n := range want {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		exp := want[name]
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg, err := loadVerifyConfig(filepath.Join(repoRoot(), "subjects", "verify", "verify.toml"),
				append([]string{`target.classpath=["` + classes + `"]`, "target.main=" + name}, exp.Overrides...))
			if err != nil {
				t.Fatal(err)
			}
			var stop atomic.Bool
			v, _, _, err := runVerify(cfg, false, runOpts{stop: &stop})
			if err != nil {
				t.Fatal(err)
			}
			if v.answer != exp.Verdict {
				t.Fatalf("verdict %s (%s), want %s", v.answer, strings.Join(v.reasons, "; "), exp.Verdict)
			}
			switch v.answer {
			case verdictUnknown:
				if exp.Why == "" || !strings.Contains(strings.Join(v.reasons, "; "), exp.Why) {
					t.Fatalf("unknown because %q, want a reason containing %q", v.reasons, exp.Why)
				}
			case verdictFalse:
				at := ""
				if st := v.witness[0].Outcome.Stack; len(st) > 0 {
					at = st[0]
				}
				replayWitness(t, name, witnessText(v.witness[0]), v.witness[0].Outcome.ExceptionClass, exp.ReplayStdout, at)
			}
		})
	}
}

var (
	witnessOnce sync.Once
	witnessDir  string
	witnessErr  error
)

// witnessClasses compiles the corpus against the replaying Verifier
// (java/witness) once, into its own directory, and the replaying Random
// (java/witness/patch) into that directory's name with "-patch".
func witnessClasses(t *testing.T) string {
	t.Helper()
	witnessOnce.Do(func() {
		witnessDir = filepath.Join(tmpRoot, "verify-witness")
		srcs, _ := filepath.Glob(filepath.Join(repoRoot(), "subjects", "verify", "*.java"))
		args := append([]string{"-nowarn", "-g", "--release", "8", "-d", witnessDir,
			filepath.Join(repoRoot(), "java", "witness", "src", "org", "sosy_lab", "sv_benchmarks", "Verifier.java")}, srcs...)
		if b, err := exec.Command("javac", args...).CombinedOutput(); err != nil {
			witnessErr = err
			t.Logf("%s", b)
			return
		}
		patch := filepath.Join(repoRoot(), "java", "witness", "patch")
		if b, err := exec.Command("javac", "-nowarn", "--patch-module", "java.base="+patch, "-d", witnessDir+"-patch",
			filepath.Join(patch, "java", "util", "Random.java")).CombinedOutput(); err != nil {
			witnessErr = err
			t.Logf("%s", b)
		}
	})
	if witnessErr != nil {
		t.Fatalf("javac with java/witness: %v", witnessErr)
	}
	return witnessDir
}

// replayWitness runs class on the JVM with the witness and checks that it
// fails as gospf found: exception (an AssertionError, or with
// target.property = "uncaught" any exception) uncaught (status 1, on
// stderr) at the frame at where gospf found it ("C.m(C.java:12)"; any when
// empty), or, when the program catches its AssertionError, with
// wantStdout printed.
func replayWitness(t *testing.T, class, witness, exception, wantStdout, at string) {
	t.Helper()
	dir := witnessClasses(t)
	file := filepath.Join(t.TempDir(), "witness")
	if err := os.WriteFile(file, []byte(witness), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("java", "-ea", "-Dfile.encoding=UTF-8", "--patch-module", "java.base="+dir+"-patch", "-cp", dir, "-Dgospf.witness="+file, class)
	cmd.Stdin = bytes.NewReader(witnessStdin(t, witness))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if wantStdout != "" {
		if err != nil || !strings.Contains(stdout.String(), wantStdout) {
			t.Fatalf("replay of witness\n%s: %v, stdout %q, stderr %q; want %q printed", witness, err, stdout.String(), stderr.String(), wantStdout)
		}
		return
	}
	// An AssertionError counts wherever the JVM reports it (a static
	// initializer's is the cause of an ExceptionInInitializerError); any
	// other exception must escape main.
	want := `Exception in thread "main" ` + exception
	if exception == assertionError {
		want = assertionError
	}
	if err == nil || !strings.Contains(stderr.String(), want) {
		t.Fatalf("replay of witness\n%s: %v, stderr %q; want an uncaught %s", witness, err, stderr.String(), exception)
	}
	if at != "" && !strings.Contains(stderr.String(), "\tat "+at+"\n") {
		t.Fatalf("replay of witness\n%s: stderr %q; want the %s at %s, where gospf found it", witness, stderr.String(), exception, at)
	}
}

// witnessStdin returns the standard input of a witness: the bytes of its
// stdin_N lines, in position order (the search reads them in order).
func witnessStdin(t *testing.T, witness string) []byte {
	t.Helper()
	var in []byte
	for _, line := range strings.Split(witness, "\n") {
		name, v, ok := strings.Cut(line, " ")
		if !ok {
			continue
		}
		n, isByte := interp.StdinByte(name)
		if !isByte {
			continue
		}
		b, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n != len(in) {
			t.Fatalf("witness line %q: want stdin_%d and a byte", line, len(in))
		}
		in = append(in, byte(b))
	}
	return in
}

// TestVerifyCommand checks the command line: the verdict line, the exit
// status of each verdict, the witness file, and one line with status 2
// for a config that asks for the int theory.
func TestVerifyCommand(t *testing.T) {
	cfg := filepath.Join(repoRoot(), "subjects", "verify", "verify.toml")
	cp := `target.classpath=["` + subjectClasses(t, "verify") + `"]`
	witness := filepath.Join(t.TempDir(), "w")
	tests := []struct {
		args     []string
		code     int
		verdict  string
		contains string
	}{
		{[]string{"-D", "target.main=V01_AbsGuarded"}, 0, "VERDICT: true", "paths: 2"},
		{[]string{"-D", "target.main=V02_AbsOverflow", "--witness", witness}, 1, "VERDICT: false", "inputs: nondetInt_1=-2147483648"},
		{[]string{"-D", "target.main=V30_UnboundedLoop"}, 3, "VERDICT: unknown", "unknown because: search.depth_limit cut 1 paths"},
		{[]string{"-D", "target.main=V01_AbsGuarded", "-D", "symbolic.min_int=-5"}, 3, "VERDICT: unknown", "int inputs are bounded to -5..2147483647"},
		// Iterative deepening: the deepest path of V126 makes 100
		// choices, so the pass at 64 cuts and the one at 128 answers; V125's
		// exit after 3 iterations is found by the first pass's backtracking
		// (one explorer never leaves the loop without a limit).
		{[]string{"-D", "target.main=V126_DeepThreshold", "-D", "search.depth_limit=0"}, 0, "VERDICT: true", "iterative deepening: 2 passes, depth limits 64, 128"},
		{[]string{"-D", "target.main=V125_LoopExitDepth", "-D", "search.depth_limit=0", "-D", "search.workers=1"}, 1, "VERDICT: false",
			"nondetInt_1=-1 nondetInt_2=-1 nondetInt_3=-1 nondetInt_4=0"},
		// A loop over the length of a string without a bound, with no
		// depth limit: the paths never end, and max_time stops the run
		// with the verdict unknown, never true.
		{[]string{"-D", "target.main=V97_CountLoop", "-D", "symbolic.max_string_length=-1", "-D", "search.depth_limit=0",
			"-D", "search.max_time=1s"}, 3, "VERDICT: unknown", "unknown because: search stopped early: max_time (1s) reached"},
		// Widening the strings: V150 holds for every length (the widened
		// exploration answers); V97's loop over the length has no end
		// without the bound, so widening runs out of time and the bounded
		// verdict stands.
		{[]string{"-D", "target.main=V150_LengthAfterConcat"}, 0, "VERDICT: true",
			"strings widened: the verdict is the exploration's with symbolic.max_string_length = -1 (with strings of at most 8 chars it was unknown: inputs bounded by symbolic.max_string_length = 8)"},
		{[]string{"-D", "target.main=V97_CountLoop", "-D", "search.widen_strings=1s"}, 3, "VERDICT: unknown",
			"strings widened: no answer with symbolic.max_string_length = -1 either (search stopped early: search.widen_strings (1s) ran out"},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		code := run(append([]string{"verify", cfg, "-D", cp}, tc.args...), &out, &errb)
		if code != tc.code || !strings.Contains(out.String(), tc.verdict+"\n") || !strings.Contains(out.String(), tc.contains) {
			t.Errorf("%v: exit %d, output %q (stderr %q); want exit %d, %q and %q", tc.args, code, out.String(), errb.String(), tc.code, tc.verdict, tc.contains)
		}
	}
	if b, err := os.ReadFile(witness); err != nil || string(b) != "nondetInt_1 -2147483648\n" {
		t.Errorf("witness file %q (%v)", b, err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"verify", cfg, "-D", cp, "-D", "symbolic.theory=int"}, &out, &errb); code != 2 ||
		!strings.Contains(errb.String(), `verify runs with symbolic.theory = "bitvector"`) || strings.Count(errb.String(), "\n") != 1 {
		t.Errorf("int theory: exit %d, stderr %q", code, errb.String())
	}
}

// TestRunJSONComplete checks the complete and incomplete fields of run
// --json: divide's three paths are all of its inputs' in the bit-vector
// theory; in the int theory, and with a depth limit that cuts, they are
// not.
func TestRunJSONComplete(t *testing.T) {
	cfg := filepath.Join(repoRoot(), "subjects", "divide", "divide.toml")
	cp := `target.classpath=["` + subjectClasses(t, "divide") + `"]`
	tests := []struct {
		overrides []string
		complete  bool
		reasons   []string
	}{
		{[]string{"symbolic.theory=bitvector"}, true, nil},
		{[]string{"symbolic.theory=int"}, false, []string{`symbolic.theory is "int", which does not model overflow`}},
		{[]string{"symbolic.theory=bitvector", "search.depth_limit=1"}, false, []string{"search.depth_limit cut 1 paths"}},
	}
	for _, tc := range tests {
		args := []string{"run", cfg, "--json", "-D", cp}
		for _, o := range tc.overrides {
			args = append(args, "-D", o)
		}
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.overrides, code, errb.String())
		}
		var j jsonResult
		if err := json.Unmarshal(out.Bytes(), &j); err != nil {
			t.Fatal(err)
		}
		if j.Complete != tc.complete || !slices.Equal(j.Incomplete, tc.reasons) {
			t.Errorf("%v: complete %v %q, want %v %q", tc.overrides, j.Complete, j.Incomplete, tc.complete, tc.reasons)
		}
	}
}
