package jdk

import (
	"testing"

	"gospf/solver"
)

// TestSymbolicCase checks the symbolic case mappings against the concrete
// ones: the ite tree of every mapping, evaluated at every char (the (C)C
// overload), at every code point up to 0x1FFFF, at both ends of every run
// and at values outside the code points ((I)I), is the concrete mapping's
// value.
func TestSymbolicCase(t *testing.T) {
	for name, f := range map[string]func(int32) int32{"toUpperCase": javaToUpperCP, "toLowerCase": javaToLowerCP, "toTitleCase": javaToTitleCP} {
		char := func(cp int32) int32 {
			if v := f(cp); v <= 0xFFFF {
				return v
			}
			return cp
		}
		c := solver.NewContext()
		x := c.Var("x", solver.KInt, -1<<31, 1<<31-1)
		for _, k := range []struct {
			desc string
			f    func(int32) int32
			top  int32
			vals []int32
		}{
			{"(C)C", char, 0xFFFF, nil},
			{"(I)I", f, maxCodePoint, []int32{-1 << 31, -1, maxCodePoint + 1, 1<<31 - 1}},
		} {
			runs := caseRuns(k.f, k.top)
			e := caseTree(c, x, runs)
			check := func(v int32) {
				got, ok := solver.Eval(e, solver.Model{"x": int64(v)})
				if want := int64(k.f(v)); !ok || got != want {
					t.Fatalf("%s%s at %d: %d (ok %v), want %d", name, k.desc, v, got, ok, want)
				}
			}
			// Every char; every code point up to 0x1FFFF (the cased ones
			// end below 0x1EA00).
			for v := int32(0); v <= min(k.top, 0x1FFFF); v++ {
				check(v)
			}
			for i, r := range runs[:len(runs)-1] {
				check(r.hi)
				check(r.hi + 1)
				if i > 0 && runs[i-1].hi+1 < r.hi {
					check(runs[i-1].hi + 1)
				}
			}
			for _, v := range k.vals {
				check(v)
			}
			t.Logf("%s%s: %d runs", name, k.desc, len(runs))
		}
	}
}
