package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
