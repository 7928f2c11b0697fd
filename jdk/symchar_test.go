package jdk

import (
	"sort"
	"testing"

	"gospf/solver"
)

// TestSymbolicPredicates checks the exact conditions of Character's
// predicates on a symbolic code point: the ranges agree with the
// concrete predicate at every code point, and the condition built from
// them agrees at both ends of every range and just outside them.
func TestSymbolicPredicates(t *testing.T) {
	preds := map[string]func(rune) bool{
		"isDigit":      func(r rune) bool { return digitValue(r) >= 0 },
		"isLetter":     isLetter,
		"isWhitespace": javaIsWhitespace,
		"isUpperCase":  javaIsUpperCase,
		"isSpaceChar":  javaIsSpaceChar,
	}
	for name, f := range preds {
		rs := predicateRanges(f, maxCodePoint)
		for c := int32(0); c <= maxCodePoint; c++ {
			i := sort.Search(len(rs), func(i int) bool { return rs[i].hi >= c })
			in := i < len(rs) && rs[i].lo <= c
			if in != f(rune(c)) {
				t.Fatalf("%s: ranges say %v at U+%04X, the predicate %v", name, in, c, !in)
			}
		}
		ctx := solver.NewContext()
		x := ctx.Var("x", solver.KInt, -1, maxCodePoint+1)
		cond := inRanges(ctx, x, rs)
		for _, r := range rs {
			for _, c := range []int32{r.lo - 1, r.lo, r.hi, r.hi + 1} {
				v, ok := solver.Eval(cond, solver.Model{"x": int64(c)})
				want := c >= 0 && c <= maxCodePoint && f(rune(c))
				if !ok || (v != 0) != want {
					t.Fatalf("%s: condition %v (ok %v) at %d, want %v", name, v, ok, c, want)
				}
			}
		}
		t.Logf("%s: %d ranges", name, len(rs))
	}
}
