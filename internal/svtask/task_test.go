package svtask

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestParse reads a task with every part the format has: quoted and plain
// scalars, comments, a list of files, a list of properties (one without a
// verdict) and the options map.
func TestParse(t *testing.T) {
	task, err := Load(filepath.Join("testdata", "src", "pair.yml"))
	if err != nil {
		t.Fatal(err)
	}
	want := &Task{
		File:       filepath.Join("testdata", "src", "pair.yml"),
		Dir:        filepath.Join("testdata", "src"),
		InputFiles: []string{"Pair/", "Pair/Pair.java"},
		Properties: []Property{{File: "../properties/assert.prp", Expected: "true"}, {File: "../properties/other.prp"}},
		Language:   "Java",
	}
	if !reflect.DeepEqual(task, want) {
		t.Fatalf("got %+v, want %+v", task, want)
	}
	if v, ok := task.Expected(AssertProperty); !ok || v != "true" {
		t.Fatalf("Expected(assert.prp) = %q, %v; want true, true", v, ok)
	}
	if v, ok := task.Expected("valid-memsafety.prp"); ok || v != "" {
		t.Fatalf("Expected(valid-memsafety.prp) = %q, %v; want none", v, ok)
	}
}

// TestParseErrors checks that what the reader does not take is rejected
// with the file and line, never half read.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"unknown key", "format_version: \"1.0\"\ninput_file:\n  - A/\n",
			"t.yml:2: input_file: unknown key (a task has format_version, input_files, properties, options)"},
		{"verdict", "input_files:\n  - A/\nproperties:\n  - property_file: p.prp\n    expected_verdict: maybe\n",
			`t.yml:3: properties: entry 1: expected_verdict "maybe": want true or false`},
		{"no property file", "input_files:\n  - A/\nproperties:\n  - expected_verdict: true\n",
			"t.yml:3: properties: entry 1 has no property_file"},
		{"tab", "input_files:\n\t- A/\n", "t.yml:2: a tab in the indentation"},
		{"flow list", "input_files: [A/, B/]\n", "t.yml:1: YAML value [A/, B/] is beyond what task files use"},
		{"mixed list", "input_files:\n  - A/\n  - k: v\n", "t.yml:3: a map item in a list of strings"},
		{"orphan", "  - A/\n", "t.yml:1: an indented line under no key that takes one"},
		{"no inputs", "format_version: \"1.0\"\n", "t.yml: no input_files"},
		{"bad quote", "format_version: \"1.0\n", `t.yml:1: bad quoted string "1.0`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.text), "t.yml")
			if err == nil || err.Error() != tc.want {
				t.Fatalf("got %v, want %s", err, tc.want)
			}
		})
	}
}

// TestSources lists a directory's .java files and a file named again
// once, sorted.
func TestSources(t *testing.T) {
	task, err := Load(filepath.Join("testdata", "src", "pair.yml"))
	if err != nil {
		t.Fatal(err)
	}
	srcs, err := task.Sources()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join("testdata", "src", "Pair")
	want := []string{filepath.Join(dir, "Main.java"), filepath.Join(dir, "Pair.java")}
	if !reflect.DeepEqual(srcs, want) {
		t.Fatalf("got %v, want %v", srcs, want)
	}
	task.InputFiles = append(task.InputFiles, "Missing/")
	if _, err := task.Sources(); err == nil || !strings.HasPrefix(err.Error(), task.File+": input file Missing/: ") {
		t.Fatalf("got %v, want the missing input file named", err)
	}
}

// TestCompile compiles a task of two classes and names the first error
// of one that does not compile.
func TestCompile(t *testing.T) {
	if _, err := exec.LookPath("javac"); err != nil {
		t.Fatal("javac not on PATH (make test installs the JDK)")
	}
	task, err := Load(filepath.Join("testdata", "src", "pair.yml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if main, err := task.Compile(dir); err != nil || main != "Main" {
		t.Fatalf("Compile: %q, %v; want Main (its main does not read args)", main, err)
	}
	for _, c := range []string{"Main.class", "Pair.class"} {
		if _, err := os.Stat(filepath.Join(dir, c)); err != nil {
			t.Fatalf("%s not compiled: %v", c, err)
		}
	}
	broken, err := Load(filepath.Join("testdata", "src", "broken.yml"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = broken.Compile(t.TempDir())
	want := broken.File + ": javac failed: " + filepath.Join("testdata", "src", "Broken", "Main.java") + ":3: error: cannot find symbol"
	if err == nil || err.Error() != want {
		t.Fatalf("got %v, want %s", err, want)
	}
}

// TestNoJavac: without javac (no JAVA_HOME, nothing on PATH) the error
// says what to set.
func TestNoJavac(t *testing.T) {
	t.Setenv("JAVA_HOME", "")
	t.Setenv("PATH", t.TempDir())
	task, err := Load(filepath.Join("testdata", "src", "pair.yml"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = task.Compile(t.TempDir())
	want := task.File + ": javac not found (set JAVA_HOME or put javac on PATH)"
	if err == nil || err.Error() != want {
		t.Fatalf("got %v, want %s", err, want)
	}
}

// TestCommandLine: a Main that reads its arguments is run through
// CommandLineClass (compiled beside it), one that first stores its own
// array there on every path is run itself, one that stores it on one
// branch only reads the command line on the other (branch.yml: the store
// is first in code order, so a rule by code order would wrongly run Main
// alone); one that reads only their number (count.yml: instanceof and
// arraylength) gets the command line that never fills the array.
func TestCommandLine(t *testing.T) {
	for _, tc := range []struct {
		file, main string
		use        argsUse
	}{{"args.yml", CommandLineClass, argsRead}, {"own.yml", "Main", argsUnused}, {"branch.yml", CommandLineClass, argsRead},
		{"count.yml", CommandLineClass, argsLength}} {
		task, err := Load(filepath.Join("testdata", "src", tc.file))
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		main, err := task.Compile(dir)
		if err != nil || main != tc.main {
			t.Fatalf("%s: Compile = %q, %v; want %s", tc.file, main, err, tc.main)
		}
		_, err = os.Stat(filepath.Join(dir, CommandLineClass+".class"))
		if written := err == nil; written != (tc.main == CommandLineClass) {
			t.Fatalf("%s: %s.class written: %v", tc.file, CommandLineClass, written)
		}
		if use, err := mainArgsUse(dir); err != nil || use != tc.use {
			t.Fatalf("%s: mainArgsUse = %d, %v; want %d", tc.file, use, err, tc.use)
		}
	}
}
