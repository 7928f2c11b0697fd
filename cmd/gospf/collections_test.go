package main

import (
	"strings"
	"testing"
)

// collectionMethods are the methods of subjects/collections with their
// path counts, derived in Collections.java: the JDK 17 bytecode of
// ArrayList, TreeMap, HashMap and Arrays.sort on boxed symbolic ints.
var collectionMethods = []struct {
	entry string
	paths int
}{
	{"Collections.listSum(sym#sym#sym)", 2},
	{"Collections.boxIdentity(sym#sym)", 2},
	{"Collections.sort3(sym#sym#sym)", 6},
	{"Collections.sort4(sym#sym#sym#sym)", 24},
	{"Collections.treeMap(sym#sym#sym)", 13},
	{"Collections.treeMap4(sym#sym#sym#sym)", 75},
	{"Collections.hashMap(sym#sym)", 288},
}

// TestCollections checks the derived path counts under pure DFS in the
// bit-vector theory, and replays the paths of boxIdentity and hashMap on
// the JVM: the identity of boxes (Integer.valueOf's cache) decides == and
// HashMap's key comparison there as gospf predicted.
func TestCollections(t *testing.T) {
	for _, m := range collectionMethods {
		m := m
		t.Run(m.entry, func(t *testing.T) {
			t.Parallel()
			r := runSubject(t, "collections", "collections", "target.entry="+m.entry)
			if st := r.res.Stats; st.Paths != m.paths || st.Errors != 0 || st.UnknownSides != 0 {
				t.Errorf("%d paths, %d errors, %d unknown sides; want %d, 0, 0", st.Paths, st.Errors, st.UnknownSides, m.paths)
			}
			if strings.Contains(m.entry, "boxIdentity") || strings.Contains(m.entry, "hashMap") {
				out := replayPlain(t, generate(t, "collections", "target.entry="+m.entry))
				if strings.Count(out, "PASS path") != m.paths || !strings.Contains(out, "0 failed") {
					t.Errorf("replay:\n%s", out)
				}
			}
		})
	}
}

// BenchmarkCollections measures the collections on symbolic ints under
// pure DFS (bit-vector theory): paths and solver calls per exploration,
// and where hashing explodes (hashMap3: 5,664 paths).
func BenchmarkCollections(b *testing.B) {
	for _, entry := range []string{"Collections.listSum(sym#sym#sym)", "Collections.sort4(sym#sym#sym#sym)",
		"Collections.treeMap4(sym#sym#sym#sym)", "Collections.hashMap(sym#sym)", "Collections.hashMap3(sym#sym#sym)"} {
		b.Run(entry, func(b *testing.B) {
			var r *outcomeRun
			for i := 0; i < b.N; i++ {
				r = runSubject(b, "collections", "collections", "target.entry="+entry)
			}
			b.ReportMetric(float64(r.res.Stats.Paths), "paths/op")
			b.ReportMetric(float64(r.solver.Calls), "calls/op")
		})
	}
}
