package z3

import (
	"math"
	"testing"
	"unicode/utf16"

	"gospf/solver"
)

// TestRegexAgreesWithEval checks StrInRe in Z3 against solver's own
// Match, with and without a length bound on the string: every kind of
// node (sets with several ranges and none, the empty word, alternation,
// loops with and without an upper bound, a loop of at most zero), texts
// in and out of each language. The text is a variable fixed by the path
// condition, so no constant folding answers for Z3.
func TestRegexAgreesWithEval(t *testing.T) {
	langs := []string{
		"[30-39]",
		"(cat (loop 1 * [30-39]) (loop 0 * [9-d 20]) (alt (loop 1 * [41-5a 61-7a]) (cat [61] [62])))",
		"(loop 2 3 (alt [61] (cat [62] [63])))",
		"(loop 0 0 [61])",
		"(cat)",
		"(alt)",
		"[]",
		"(cat [5c] (loop 0 * [0-9 b-ffff]))",
		"(loop 3 * (cat))",
	}
	texts := []string{"", "a", "7", "12 \tab", "12ab", "aa", "abc", "bcbca", "aaaa", "\\x\uffff", "\\\n"}
	for _, maxLen := range []int64{8, math.MaxInt32} {
		z := newSolver(t, Options{Theory: "int", TimeoutMs: 20000})
		c := solver.NewContext()
		sv := c.Var("s", solver.KString, 0, maxLen)
		for _, l := range langs {
			r, err := solver.ParseRegex(l)
			if err != nil {
				t.Fatal(err)
			}
			if r.String() != l {
				t.Fatalf("%q reads back as %q", l, r.String())
			}
			in := c.StrInRe(sv, r)
			for _, text := range texts {
				u := utf16.Encode([]rune(text))
				if int64(len(u)) > maxLen {
					continue
				}
				sa := c.StrConst(u)
				want, ok := solver.Eval(in, solver.Model{"s": solver.StrHandle(sa)})
				if !ok {
					t.Fatalf("%s on %q: Eval failed", l, text)
				}
				w := c.Const(solver.KBool, want)
				for _, tc := range []struct {
					e    solver.Expr
					want solver.Result
				}{{c.Eq(in, w), solver.Sat}, {c.Ne(in, w), solver.Unsat}} {
					ans, err := z.Check(solver.Query{PC: []solver.Expr{c.Eq(sv, sa), tc.e}})
					if err != nil || ans.Result != tc.want {
						t.Fatalf("%s on %q (bound %d) against Eval's %d: %v, want %v (%v %s)", l, text, maxLen, want, ans.Result, tc.want, err, ans.Reason)
					}
				}
			}
		}
	}
}
