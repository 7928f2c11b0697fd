package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestBadInputOneLine checks that bad input gives exit status 2 and one
// line that names what is wrong, never a Go stack trace.
func TestBadInputOneLine(t *testing.T) {
	dir := subjectClasses(t, "fig1")
	cfg := filepath.Join(repoRoot(), "subjects", "fig1", "fig1.toml")
	cp := "target.classpath=[\"" + dir + "\"]"
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"run", cfg, "-D", cp, "-D", "target.entry=Fig1.nope(sym)"}, "class Fig1 has no method nope"},
		{[]string{"run", cfg, "-D", cp, "-D", "target.entry=Nope.run(sym)"}, "class Nope not found"},
		{[]string{"run", cfg, "-D", cp, "-D", "target.entry=Fig1.run(sym)"}, "has no overload with 1 parameters"},
		{[]string{"run", cfg, "-D", cp, "-D", "target.entry=Fig1.run(sym#foo)"}, `argument 2 is "foo"`},
		{[]string{"run", cfg, "-D", cp, "-D", `target.symbolic=["Fig1.zzz(sym)"]`}, "target.symbolic: symbolic spec Fig1.zzz(sym): class Fig1 has no method zzz"},
		{[]string{"run", cfg, "-D", cp, "-D", "search.depth=0"}, "search.depth: must be at least 1, got 0"},
		{[]string{"run", cfg, "-D", cp, "-D", "search.depth=fast"}, `search.depth: want an integer or "auto", got string "fast"`},
		{[]string{"run", cfg, "-D", "target.classpath=[\"/nonexistent\"]"}, "/nonexistent"},
		{[]string{"run", "/nonexistent.toml"}, "/nonexistent.toml"},
		{[]string{"run"}, "missing CONFIG.toml"},
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"sweep", cfg, "--depths", "0-3"}, "bad depth"},
		{[]string{"run", cfg, "-D", cp, "-D", "search.workers=-1"}, "search.workers: must be 0 (one per CPU) or more, got -1"},
		{[]string{"run", cfg, "-D", cp, "--nats", "nats://127.0.0.1:1"}, "--nats nats://127.0.0.1:1: nats: no servers available"},
		{[]string{"run", cfg, "-D", cp, "--nats", "embedded", "--ack-wait", "soon"}, `--ack-wait: want a duration like 10s, got "soon"`},
		{[]string{"worker"}, "gospf worker needs --nats URL"},
		{[]string{"worker", "--nats", "nats://127.0.0.1:1"}, "--nats nats://127.0.0.1:1: nats: no servers available"},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		code := run(tc.args, &out, &errb)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (stderr %q)", tc.args, code, errb.String())
			continue
		}
		first, _, _ := strings.Cut(errb.String(), "\n")
		if !strings.Contains(first, tc.want) {
			t.Errorf("%v: first stderr line %q does not contain %q", tc.args, first, tc.want)
		}
		if strings.Contains(errb.String(), "goroutine") || strings.Contains(errb.String(), "panic") {
			t.Errorf("%v: stack trace in output: %s", tc.args, errb.String())
		}
	}
}

// TestSweepAuto checks that sweep has a row with depth "auto" per series
// after the fixed depths, with the calls and times of every row, and
// names the setting with the fewest calls and the fastest one.
func TestSweepAuto(t *testing.T) {
	cfg := filepath.Join(repoRoot(), "subjects", "fulltree", "fulltree.toml")
	cp := "target.classpath=[\"" + subjectClasses(t, "fulltree") + "\"]"
	var out, errb bytes.Buffer
	if code := run([]string{"sweep", cfg, "-D", cp, "--depths", "1-2", "--orders", "true-first", "--absurdity", "on"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rows []string
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(l, "SSE+absurdity, true-first") {
			rows = append(rows, strings.Join(strings.Fields(l)[2:4], " "))
		}
	}
	// A full tree of height 5, no infeasible side: 2^6-2 = 62 calls at
	// k = 1 and T(5,2) = 2(T(4,2)+1) = 2(2(T(3,2)+0)+1) = 2(2*10+1) = 42
	// at k = 2 (DESIGN.md), with T(3,2) = 2(T(2,2)+1) = 2(4+1) = 10.
	if want := []string{"1 62", "2 42"}; len(rows) != 3 || rows[0] != want[0] || rows[1] != want[1] || !strings.HasPrefix(rows[2], "auto ") {
		t.Fatalf("rows (k, calls) %q, want %q then auto:\n%s", rows, want, out.String())
	}
	for _, w := range []string{"fewest calls: k=", "fastest: "} {
		if !strings.Contains(out.String(), w) {
			t.Fatalf("no %q line:\n%s", w, out.String())
		}
	}
}

// TestVersion checks gospf version names the Z3 it links.
func TestVersion(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"version"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.HasPrefix(out.String(), "gospf ") || !strings.Contains(out.String(), "z3 4.") {
		t.Fatalf("version output %q", out.String())
	}
}

// TestBackendsJSON checks solver.backends in --json on Divide.run: the
// divisor choice (b == 0, b != 0) is linear and the native procedure
// decides both sides; q > 5 with q = 100 / b divides by a symbolic value,
// so both of its sides go to Z3: 4 calls, 2 native (2 declined), 2 Z3. With
// backend "z3", Z3 makes all 4; with "native", the 2 declined are unknown.
func TestBackendsJSON(t *testing.T) {
	dir := subjectClasses(t, "divide")
	cfg := filepath.Join(repoRoot(), "subjects", "divide", "divide.toml")
	type backend struct {
		Name                       string
		Calls, Sat, Unsat, Unknown int64
		Declined                   int64
	}
	for _, tc := range []struct {
		backend string
		want    []backend
	}{
		{"auto", []backend{{"native", 2, 2, 0, 0, 2}, {"z3", 2, 2, 0, 0, 0}}},
		{"z3", []backend{{"z3", 4, 4, 0, 0, 0}}},
		{"native", []backend{{"native", 4, 2, 0, 2, 2}}},
	} {
		var out, errb bytes.Buffer
		args := []string{"run", cfg, "--json", "-D", "target.classpath=[\"" + dir + "\"]", "-D", "solver.backend=" + tc.backend}
		if code := run(args, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.backend, code, errb.String())
		}
		var j struct {
			Solver struct {
				Calls    int64
				Backends []backend
			}
		}
		if err := json.Unmarshal(out.Bytes(), &j); err != nil {
			t.Fatal(err)
		}
		if j.Solver.Calls != 4 || !slices.Equal(j.Solver.Backends, tc.want) {
			t.Fatalf("%s: calls %d, backends %+v; want 4, %+v", tc.backend, j.Solver.Calls, j.Solver.Backends, tc.want)
		}
	}
}
