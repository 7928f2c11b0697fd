package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"gospf/config"
	"gospf/interp"
)

// expectedSPF is one section of subjects/spf/expected-spf.toml: the exact
// results of one .jpf, run as its file says (SPF's defaults where it says
// nothing: the first error ends the search) with gospf's default search
// (speculative, k = 3, absurdity), one explorer and no solver layers.
type expectedSPF struct {
	Paths, Errors, Ignored, Calls, Sat, Unsat int
	New, End                                  int
	Stopped                                   string
}

// loadSPFSubject loads subjects/spf/<name>.jpf with its class path set to
// freshly compiled classes.
func loadSPFSubject(t testing.TB, name string, overrides ...string) *config.Config {
	t.Helper()
	dir := subjectClasses(t, "spf")
	// The calls of expected-spf.toml are k = 3's: depth "auto", the
	// default, chooses its segments from measured times.
	ov := append([]string{"target.classpath=[\"" + dir + "\"]", `solver.layers="none"`, "search.workers=1", "search.depth=3"}, overrides...)
	cfg, err := config.Load(filepath.Join(repoRoot(), "subjects", "spf", name+".jpf"), ov)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// TestSPFSubjects runs every .jpf of subjects/spf and compares its paths,
// errors, calls and SPF's state counts with expected-spf.toml; each .jpf
// derives its numbers in its comments.
func TestSPFSubjects(t *testing.T) {
	var exp map[string]expectedSPF
	data, err := os.ReadFile(filepath.Join(repoRoot(), "subjects", "spf", "expected-spf.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := toml.Decode(string(data), &exp); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(repoRoot(), "subjects", "spf", "*.jpf"))
	if len(files) != len(exp) {
		t.Fatalf("%d .jpf files, %d sections in expected-spf.toml", len(files), len(exp))
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".jpf")
		t.Run(name, func(t *testing.T) {
			want, ok := exp[name]
			if !ok {
				t.Fatalf("no [%s] in expected-spf.toml", name)
			}
			r, err := explore(loadSPFSubject(t, name), runOpts{})
			if err != nil {
				t.Fatal(err)
			}
			st := r.res.Stats
			s := statesOf(r.res.Paths, st.Stopped != "")
			got := expectedSPF{st.Paths, st.Errors, st.Ignored, int(r.solver.Calls), int(r.solver.Sat), int(r.solver.Unsat),
				s.New, s.End, st.Stopped}
			if got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}

// TestSPFAPIs checks what ApiTour prints: the combinations in JPF's order
// (getBoolean(false) takes true first), the counter numbering them across
// backtracks, and the symbolic value's text.
func TestSPFAPIs(t *testing.T) {
	var out strings.Builder
	r, err := explore(loadSPFSubject(t, "ApiTour"), runOpts{stdout: &out})
	if err != nil {
		t.Fatal(err)
	}
	var combos []string
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(l, "combination") {
			combos = append(combos, l)
		}
	}
	want := []string{"combination : 1 l=10 t=true", "combination : 2 l=10 t=false", "combination : 3 l=20 t=true",
		"combination : 4 l=20 t=false"}
	if strings.Join(combos, "|") != strings.Join(want, "|") {
		t.Errorf("combinations %q, want %q", combos, want)
	}
	if !strings.Contains(out.String(), "c is x; s is s, 7 is 7\n") {
		t.Errorf("output %q", out.String())
	}
	// SymbolicListener's report of each violation.
	var lo strings.Builder
	r.cfg.SPF.Listeners = []string{config.ListenerSymbolic}
	printListeners(&lo, r)
	if n := strings.Count(lo.String(), "Property Violated: result is  java.lang.AssertionError: Verify.assertTrue failed\n"); n != 2 {
		t.Errorf("%d violations reported:\n%s", n, lo.String())
	}
	// Counters live outside the path state: with several explorers they
	// would count each explorer's paths, so they are refused.
	_, err = explore(loadSPFSubject(t, "ApiTour", "search.workers=2"), runOpts{})
	if err == nil || !strings.Contains(err.Error(), "Verify.incrementCounter keeps its value across paths") {
		t.Errorf("counters with 2 workers: %v", err)
	}
	if r.res.Stats.Errors != 2 {
		t.Errorf("errors %d", r.res.Stats.Errors)
	}
}

// writeFiles writes name → text under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSPFUnsupportedAPI: a method of SPF's Debug that gospf does not model
// (here from a Debug class like SPF's own, with native methods) is an
// error naming it, with exit status 2.
func TestSPFUnsupportedAPI(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"gov/nasa/jpf/symbc/Debug.java": "package gov.nasa.jpf.symbc;\npublic class Debug {\n" +
			"  public static native String getSolvedPC();\n  public static native int makeSymbolicInteger(String n);\n}\n",
		"Main.java": "import gov.nasa.jpf.symbc.Debug;\npublic class Main {\n  public static void main(String[] a) {\n" +
			"    int x = Debug.makeSymbolicInteger(\"x\");\n    if (x > 0) System.out.println(Debug.getSolvedPC());\n  }\n}\n",
		"main.jpf": "target=Main\nclasspath=${config_path}\n",
	})
	javac(t, dir, "Main.java", "gov/nasa/jpf/symbc/Debug.java")
	var stdout, stderr strings.Builder
	code := run([]string{"run", filepath.Join(dir, "main.jpf")}, &stdout, &stderr)
	want := "gov.nasa.jpf.symbc.Debug.getSolvedPC()Ljava/lang/String; is not supported by gospf"
	if code != 2 || !strings.Contains(stderr.String(), want) || strings.Count(stderr.String(), "\n") > 3 {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
}

// javac compiles srcs in dir into dir.
func javac(t *testing.T, dir string, srcs ...string) {
	t.Helper()
	args := append([]string{"-nowarn", "-g", "--release", "8", "-d", dir, "-cp", dir}, srcs...)
	cmd := exec.Command("javac", args...)
	cmd.Dir = dir
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, b)
	}
}

// TestSPFCommand runs a .jpf through the command: SPF's warnings on
// stderr, the listeners' output and SPF's statistics line after gospf's
// summary, the "spf" object of --json, and convert's TOML, which runs
// the same exploration.
func TestSPFCommand(t *testing.T) {
	classes := subjectClasses(t, "spf")
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"tri.jpf": "target = Triangle\nclasspath = " + classes + "\n" +
		"symbolic.method = Triangle.classify(sym#sym#sym)\nsymbolic.min_int=-100\nsymbolic.max_int=100\n" +
		"listener = gov.nasa.jpf.symbc.SymbolicListener;gov.nasa.jpf.symbc.sequences.SymbolicSequenceListener;my.Listener\n" +
		"my.key = 1\n"})
	jpf := filepath.Join(dir, "tri.jpf")
	var stdout, stderr strings.Builder
	if code := run([]string{"run", jpf, "-D", "search.workers=1", "+vm.storage.class=nil"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	errLines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	if len(errLines) != 2 || !strings.Contains(errLines[0], "1 SPF key gospf does not know, ignored: "+jpf+":7: my.key") ||
		!strings.Contains(errLines[1], "listener: gospf does not know my.Listener; ignored") {
		t.Errorf("stderr %q", errLines)
	}
	o := stdout.String()
	for _, want := range []string{
		"paths: 11 (errors 0)\n",
		"====================================================== Method Summaries\nSymbolic values: Triangle.classify\nInputs: a_1,b_2,c_3\n",
		"Triangle.classify(1,1,1)  --> Return Value: 1\n",
		"====================================================== Method Sequences\n[Triangle.classify(",
		"states:             new=21,visited=0,backtracked=20,end=11\n",
	} {
		if !strings.Contains(o, want) {
			t.Errorf("stdout lacks %q:\n%s", want, o)
		}
	}
	// One summary line per path (11 distinct test cases), one sequence
	// per path.
	if n := strings.Count(o, "  --> Return Value: "); n != 11 {
		t.Errorf("%d summary lines", n)
	}

	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"run", jpf, "--json", "-D", "search.workers=1"}, &stdout, &stderr); code != 0 {
		t.Fatalf("--json: exit %d: %s", code, stderr.String())
	}
	var j struct {
		SPF struct {
			States  spfStates `json:"states"`
			Unknown []string  `json:"unknown_keys"`
		} `json:"spf"`
	}
	if err := json.Unmarshal([]byte(stdout.String()), &j); err != nil {
		t.Fatal(err)
	}
	if want := (spfStates{New: 21, Backtracked: 20, End: 11, MaxDepth: 10}); j.SPF.States != want || len(j.SPF.Unknown) != 1 {
		t.Errorf("json spf %+v", j.SPF)
	}

	// convert: the TOML runs the same exploration.
	toml := filepath.Join(dir, "tri.toml")
	if code := run([]string{"convert", jpf, "--out", toml}, &stdout, &stderr); code != 0 {
		t.Fatalf("convert: exit %d: %s", code, stderr.String())
	}
	text, _ := os.ReadFile(toml)
	for _, want := range []string{"# " + jpf + ":2: classpath=" + classes + "\n", "# SPF's default: symbolic.lazy is not set\nlazy = false\n",
		"# ignored, unknown to gospf: " + jpf + ":7: my.key\n", "min_int = -100\n"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("convert lacks %q:\n%s", want, text)
		}
	}
	fromJPF, err := config.Load(jpf, nil)
	if err != nil {
		t.Fatal(err)
	}
	fromTOML, err := config.Load(toml, nil)
	if err != nil {
		t.Fatal(err)
	}
	fromJPF.File, fromJPF.SPF = fromTOML.File, nil
	if !reflect.DeepEqual(fromJPF, fromTOML) {
		t.Errorf("converted config differs:\n jpf  %+v\n toml %+v", fromJPF, fromTOML)
	}

	// +key=value is for .jpf files.
	stderr.Reset()
	if code := run([]string{"run", toml, "+symbolic.dp=z3"}, &stdout, &stderr); code != 2 ||
		!strings.Contains(stderr.String(), "+key=value applies to .jpf files") {
		t.Errorf("+ on TOML: exit %d, %s", code, stderr.String())
	}
}

// TestSPFSequences checks SymbolicSequenceListener's output for
// BankSequences.jpf: one sequence per path, in the order explored, each
// call with its amount under the path's model. The amounts are the
// models' (native procedure, smallest values that satisfy each path);
// what matters is that each sequence replays its path: a withdraw above
// the balance is the last call of its sequence.
func TestSPFSequences(t *testing.T) {
	r, err := explore(loadSPFSubject(t, "BankSequences"), runOpts{})
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	printListeners(&out, r)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if lines[0] != "====================================================== Method Sequences" || len(lines) != 14 {
		t.Fatalf("output:\n%s", out.String())
	}
	for i, p := range r.res.Paths {
		seq := lines[i+1]
		// Replay the sequence on a balance from 0.
		balance, failed := 0, false
		for _, call := range strings.Split(strings.Trim(seq, "[]"), ", ") {
			name, arg, _ := strings.Cut(strings.TrimSuffix(call, ")"), "(")
			var a int
			if _, err := fmt.Sscan(arg, &a); err != nil {
				t.Fatalf("%s: %v", seq, err)
			}
			switch name {
			case "BankAccount.deposit":
				if a > 0 {
					balance += a
				}
			case "BankAccount.withdraw":
				if a > balance {
					failed = true
				}
				balance -= a
			default:
				t.Fatalf("%s: call %s", seq, name)
			}
		}
		if failed != (p.Outcome.Kind == interp.OutcomeException) {
			t.Errorf("path %d: sequence %s, outcome %v", i+1, seq, p.Outcome.Kind)
		}
	}
}

// TestSPFConvertAll: for every .jpf of subjects/spf, the TOML that convert
// writes loads to the same Config.
func TestSPFConvertAll(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(repoRoot(), "subjects", "spf", "*.jpf"))
	for _, f := range files {
		cfg, err := config.Load(f, nil)
		if err != nil {
			t.Fatal(err)
		}
		text := convertTOML(cfg, cfg.Dir)
		back, err := config.Parse([]byte(text), "converted.toml", cfg.Dir, nil)
		if err != nil {
			t.Fatalf("%s: %v\n%s", f, err, text)
		}
		cfg.File, cfg.SPF = back.File, nil
		if !reflect.DeepEqual(cfg, back) {
			t.Errorf("%s: converted config differs:\n jpf  %+v\n toml %+v", f, cfg, back)
		}
	}
}

// TestSPFKeyNames: an error about the target of a .jpf names the SPF key
// the user wrote (symbolic.method, target), not gospf's.
func TestSPFKeyNames(t *testing.T) {
	classes := subjectClasses(t, "spf")
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"m.jpf": "target=Triangle\nclasspath=" + classes + "\nsymbolic.method=Triangle.nothere(sym)\nvm.storage.class=nil\n",
		"t.jpf": "target=Nothere\nclasspath=" + classes + "\nvm.storage.class=nil\n",
	})
	for name, want := range map[string]string{
		"m.jpf": "m.jpf: symbolic.method: symbolic spec Triangle.nothere(sym): class Triangle has no method nothere",
		"t.jpf": "t.jpf: target: ",
	} {
		var stdout, stderr strings.Builder
		if code := run([]string{"run", filepath.Join(dir, name)}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), want) {
			t.Errorf("%s: exit %d, %q", name, code, stderr.String())
		}
	}
}
