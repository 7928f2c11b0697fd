package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gospf/internal/svtask"
)

// TestVerifyTaskFile runs verify on SV-COMP task files of our own: the
// task's sources are compiled, Main is explored with verify's defaults,
// the verdict is printed as for a config and one more line compares it
// with the task's expected verdict; the exit status is the verdict's.
func TestVerifyTaskFile(t *testing.T) {
	dir := filepath.Join("testdata", "svtasks")
	for _, tc := range []struct {
		file, expected string
	}{
		// Halve fails for every odd x: the verdict is false whatever the
		// file expects; the EXPECTED line says whether they agree.
		{"halve_false.yml", "EXPECTED: false (assert.prp): the verdict agrees"},
		{"halve_true.yml", "EXPECTED: true (assert.prp): the verdict disagrees"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run([]string{"verify", filepath.Join(dir, tc.file), "--quiet"}, &stdout, &stderr)
			if code != exitVerdictFalse {
				t.Fatalf("exit %d, want %d; stderr %q", code, exitVerdictFalse, stderr.String())
			}
			lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
			if len(lines) != 5 {
				t.Fatalf("got %d lines, want 5 (header, verdict, witness, statistics, expected):\n%s", len(lines), stdout.String())
			}
			checks := []string{"== gospf verify: " + filepath.Join(dir, tc.file), "VERDICT: false",
				"witness: java.lang.AssertionError at Main.main:8, inputs: nondetInt_1=", "paths: ", tc.expected}
			for i, want := range checks {
				if !strings.HasPrefix(lines[i], want) {
					t.Fatalf("line %d = %q, want it to start with %q", i+1, lines[i], want)
				}
			}
		})
	}
}

// TestVerifyTaskFileErrors: a task gospf cannot verify is one line and
// exit status 2, naming the file.
func TestVerifyTaskFileErrors(t *testing.T) {
	dir := filepath.Join("testdata", "svtasks")
	bad := filepath.Join(t.TempDir(), "bad.yml")
	if err := os.WriteFile(bad, []byte("input_files: [A/]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ args, want string }{
		{filepath.Join(dir, "halve_c.yml"), "gospf: " + filepath.Join(dir, "halve_c.yml") + ": options.language is C; gospf verifies Java tasks\n"},
		{bad, "gospf: " + bad + ":1: YAML value [A/] is beyond what task files use\n"},
		{filepath.Join(dir, "halve_false.yml") + " -D symbolic.theory=int",
			"gospf: " + filepath.Join(dir, "halve_false.yml") + `: verify runs with symbolic.theory = "bitvector" and vm.assertions = true; do not override them` + "\n"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(append([]string{"verify"}, strings.Fields(tc.args)...), &stdout, &stderr)
		if code != 2 || stderr.String() != tc.want || stdout.Len() != 0 {
			t.Fatalf("%s: exit %d, stderr %q, stdout %q; want 2 and %q", tc.args, code, stderr.String(), stdout.String(), tc.want)
		}
	}
}

// TestVerifyTaskArgs: a Main that reads its command line gets any
// arguments (svtask.CommandLineClass); the witness is the one argument
// "hi", and it replays on the JVM through the same class.
func TestVerifyTaskArgs(t *testing.T) {
	task := filepath.Join("testdata", "svtasks", "greet.yml")
	witness := filepath.Join(t.TempDir(), "w")
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", task, "--quiet", "--witness", witness}, &stdout, &stderr)
	if code != exitVerdictFalse {
		t.Fatalf("exit %d, want %d; stdout %q stderr %q", code, exitVerdictFalse, stdout.String(), stderr.String())
	}
	want := `witness: java.lang.AssertionError at Main.main:6, inputs: nondetInt_1=1 nondetString_2="hi"`
	if !strings.Contains(stdout.String(), want+"\n") {
		t.Fatalf("stdout %q; want the line %q", stdout.String(), want)
	}
	tk, err := svtask.Load(task)
	if err != nil {
		t.Fatal(err)
	}
	classes := t.TempDir()
	main, err := tk.Compile(classes)
	if err != nil || main != svtask.CommandLineClass {
		t.Fatalf("Compile = %q, %v", main, err)
	}
	cp := witnessClasses(t) + string(os.PathListSeparator) + classes
	out, err := exec.Command("java", "-ea", "-cp", cp, "-Dgospf.witness="+witness, main).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "java.lang.AssertionError") {
		t.Fatalf("replay: %v, %s; want the AssertionError", err, out)
	}
}

// TestVerifyTaskArgsLength: a Main that reads only the number of its
// arguments gets an array of any length that no loop fills, so verify
// answers true for every length (count.yml), not unknown at the lengths
// above symbolic.max_array_length.
func TestVerifyTaskArgsLength(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", filepath.Join("testdata", "svtasks", "count.yml"), "--quiet"}, &stdout, &stderr)
	if code != exitVerdictTrue || !strings.Contains(stdout.String(), "VERDICT: true\n") {
		t.Fatalf("exit %d, want %d; stdout %q stderr %q", code, exitVerdictTrue, stdout.String(), stderr.String())
	}
}
