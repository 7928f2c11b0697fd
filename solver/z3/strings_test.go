package z3

import (
	"math"
	"testing"
	"unicode/utf16"

	"gospf/solver"
)

// TestStringOpsAgreeWithEval checks every string operator of package
// solver in Z3 against solver's own evaluation, in both theories, on
// texts where Java's rules have their cases: empty strings, signs and
// Unicode digits for parseInt, the int range's edges, a backslash (Z3's
// escape character), chars at both ends of the char range. Operands are
// variables fixed by the path condition, so no constant folding answers
// for Z3.
func TestStringOpsAgreeWithEval(t *testing.T) {
	texts := []string{"", "a", "ab", "aba", "\u0663\uff12", "-12", "+7", "-", "2147483647", "2147483648",
		"-2147483648", "\uffff\x00", "x\\u{5c}", "ba"}
	ints := []int64{-1, 0, 1, 2, 5, math.MinInt32}
	for _, theory := range theories {
		theory := theory
		t.Run(theory, func(t *testing.T) {
			t.Parallel()
			z := newSolver(t, Options{Theory: theory, TimeoutMs: 20000})
			c := solver.NewContext()
			sv, tv := c.Var("s", solver.KString, 0, 12), c.Var("t", solver.KString, 0, 12)
			iv := c.Var("i", solver.KInt, math.MinInt32, math.MaxInt32)
			ops := []struct {
				name   string
				e      solver.Expr
				usesT  bool
				usesI  bool
				result solver.Kind // of e
			}{
				{"len", c.StrLen(sv), false, false, solver.KInt},
				{"at", c.StrAt(sv, iv), false, true, solver.KInt},
				{"concat", c.StrConcat(sv, tv), true, false, solver.KString},
				{"sub", c.StrSub(sv, iv, c.Add(iv, c.Const(solver.KInt, 2))), false, true, solver.KString},
				{"prefix", c.StrPrefix(tv, sv), true, false, solver.KBool},
				{"suffix", c.StrSuffix(tv, sv), true, false, solver.KBool},
				{"contains", c.StrContains(sv, tv), true, false, solver.KBool},
				{"indexOf", c.StrIndexOf(sv, tv, iv), true, true, solver.KInt},
				{"fromCode", c.StrFromCode(iv), false, true, solver.KString},
				{"fromInt", c.StrFromInt(iv), false, true, solver.KString},
				{"isInt", c.StrIsInt(sv), false, false, solver.KBool},
				{"toInt", c.StrToInt(sv), false, false, solver.KInt},
				{"compare", c.StrCompare(sv, tv), true, false, solver.KInt},
				{"lt", c.StrLt(sv, tv), true, false, solver.KBool},
				{"hash", c.StrHash(sv), false, false, solver.KInt},
			}
			for _, o := range ops {
				for _, a := range texts {
					for bi, b := range texts {
						if !o.usesT && bi > 0 {
							continue
						}
						for ii, i := range ints {
							if !o.usesI && ii > 0 {
								continue
							}
							sa, tb := c.StrConst(utf16.Encode([]rune(a))), c.StrConst(utf16.Encode([]rune(b)))
							want, ok := solver.Eval(o.e, solver.Model{"s": solver.StrHandle(sa), "t": solver.StrHandle(tb), "i": i})
							if !ok {
								t.Fatalf("%s(%q, %q, %d): Eval failed", o.name, a, b, i)
							}
							var w solver.Expr
							if o.result == solver.KString {
								u, _ := c.StrOfHandle(want)
								w = c.StrConst(u)
							} else {
								w = c.Const(o.result, want)
							}
							fix := []solver.Expr{c.Eq(sv, sa), c.Eq(tv, tb), c.Eq(iv, c.Const(solver.KInt, i))}
							// Z3 must agree that the result is Eval's and only Eval's.
							for _, tc := range []struct {
								e    solver.Expr
								want solver.Result
							}{{c.Eq(o.e, w), solver.Sat}, {c.Ne(o.e, w), solver.Unsat}} {
								ans, err := z.Check(solver.Query{PC: append(fix, tc.e)})
								if err != nil || ans.Result != tc.want {
									t.Fatalf("%s(%q, %q, %d) against Eval's %s: %v, want %v (%v %s)", o.name, a, b, i, w, ans.Result, tc.want, err, ans.Reason)
								}
							}
						}
					}
				}
			}
		})
	}
}
