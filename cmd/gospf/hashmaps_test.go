package main

import (
	"bytes"
	"strings"
	"testing"
)

// hashMapMethods are the methods of subjects/hashmaps with their path
// counts, derived in HashMaps.java: the HashMap model splits a lookup on
// key equality (k keys, at most k + 1 cases), TreeMap runs its bytecode.
var hashMapMethods = []struct {
	entry     string
	paths     int
	overrides []string
}{
	{"HashMaps.lookup(sym)", 3, nil},
	{"HashMaps.three(sym#sym#sym)", 5, nil}, // Bell number B3
	{"HashMaps.remove(sym#sym)", 2, nil},
	{"HashMaps.mixed(sym)", 3, nil},
	{"HashMaps.value(sym#sym)", 2, nil},
	{"HashMaps.set(sym#sym#sym)", 5, nil},
	// Integer keys enter the model in the int theory only; in the
	// bit-vector theory the bytecode runs (subjects/collections).
	{"HashMaps.ints(sym#sym#sym)", 5, []string{"symbolic.theory=int"}},
	{"HashMaps.tree(sym#sym#sym)", 13, nil}, // the weak orders of 3 keys
	{"HashMaps.linked(sym#sym#sym)", 5, nil},
	{"HashMaps.lru(sym#sym#sym)", 5, nil},
	{"HashMaps.linkedSet(sym#sym)", 5, nil},
	{"HashMaps.held(sym)", 2, nil},
	{"HashMaps.viaReference(sym)", 2, nil},
}

// TestHashMaps checks the derived path counts under pure DFS and under
// SSE (k = 3, absurdity), and replays every path's generated test on the
// JVM: the inputs gospf prints reach the predicted return value there.
func TestHashMaps(t *testing.T) {
	for _, m := range hashMapMethods {
		m := m
		t.Run(m.entry, func(t *testing.T) {
			t.Parallel()
			for _, search := range [][]string{{"search.strategy=dfs"}, {"search.strategy=speculative", "search.depth=3", "search.absurdity=true"}} {
				ov := append(append([]string{"target.entry=" + m.entry}, m.overrides...), search...)
				r := runSubject(t, "hashmaps", "hashmaps", ov...)
				if st := r.res.Stats; st.Paths != m.paths || st.Errors != 0 || st.UnknownSides != 0 {
					t.Errorf("%v: %d paths, %d errors, %d unknown sides; want %d, 0, 0", ov, st.Paths, st.Errors, st.UnknownSides, m.paths)
				}
			}
			out := replayPlain(t, generate(t, "hashmaps", append([]string{"target.entry=" + m.entry}, m.overrides...)...))
			if strings.Count(out, "PASS path") != m.paths || !strings.Contains(out, "0 failed") {
				t.Errorf("replay:\n%s", out)
			}
		})
	}
}

// TestHashMapUnsupported checks what the model does not do: iterating a
// HashMap it holds stops the run with one line naming the method and the
// reason (exit 2), never a wrong order.
func TestHashMapUnsupported(t *testing.T) {
	for _, c := range []struct {
		entry string
		want  []string
	}{
		{"HashMaps.iterate(sym)", []string{"java.util.HashMap$HashIterator.<init>", "unsupported: field table",
			"iteration order would depend on the hash codes"}},
	} {
		var out, errb bytes.Buffer
		args := []string{"run", repoRoot() + "/subjects/hashmaps/hashmaps.toml", "-D", "target.entry=" + c.entry,
			"-D", "target.classpath=[\"" + subjectClasses(t, "hashmaps") + "\"]"}
		code := run(args, &out, &errb)
		msg := strings.TrimSpace(errb.String())
		ok := code == 2 && strings.Count(msg, "\n") <= 1
		for _, w := range c.want {
			ok = ok && strings.Contains(msg, w)
		}
		if !ok {
			t.Errorf("%s: exit %d, stderr:\n%s", c.entry, code, msg)
		}
	}
}

// BenchmarkHashMaps measures the model on three symbolic String keys
// (HashMap, HashSet) and TreeMap's bytecode on them: paths and solver
// calls per exploration.
func BenchmarkHashMaps(b *testing.B) {
	for _, entry := range []string{"HashMaps.three(sym#sym#sym)", "HashMaps.set(sym#sym#sym)", "HashMaps.tree(sym#sym#sym)"} {
		b.Run(entry, func(b *testing.B) {
			var r *outcomeRun
			for i := 0; i < b.N; i++ {
				r = runSubject(b, "hashmaps", "hashmaps", "target.entry="+entry)
			}
			b.ReportMetric(float64(r.res.Stats.Paths), "paths/op")
			b.ReportMetric(float64(r.solver.Calls), "calls/op")
		})
	}
}
