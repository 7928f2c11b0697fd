package z3

import (
	"errors"
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
	stringOpsAgree(t, 12, texts, texts, []int64{-1, 0, 1, 2, 5, math.MinInt32})
}

// TestUnboundedStringOpsAgreeWithEval is TestStringOpsAgreeWithEval for
// strings without a length bound, whose parseInt and compareTo take the
// encodings of strings_unbounded.go (hashCode has none): leading zeros of
// several digit blocks, eleven digits, long common prefixes.
func TestUnboundedStringOpsAgreeWithEval(t *testing.T) {
	texts := []string{"", "-0", "a1", "0000000000002147483647", "-000000000002147483648", "00000000002147483648",
		"\u0660\u06f0\u0661\u0662", "12345678901", "aaaaaaaaaaaaaaaaaaaaaaaaab", "aaaaaaaaaaaaaaaaaaaaaaaaa"}
	// The second operand of the binary operators: a long common prefix,
	// a short text, the empty one (every pair of long texts takes Z3
	// seconds each on a loaded machine).
	seconds := []string{"", "a1", "aaaaaaaaaaaaaaaaaaaaaaaaa"}
	stringOpsAgree(t, math.MaxInt32, texts, seconds, []int64{-1, 2})
}

// stringOpsAgree checks the string operators on variables of length
// 0..maxLen fixed to each of texts (the binary ones with a second operand
// from seconds), and an int fixed to each of ints, against Eval.
func stringOpsAgree(t *testing.T, maxLen int64, texts, seconds []string, ints []int64) {
	for _, theory := range theories {
		theory := theory
		t.Run(theory, func(t *testing.T) {
			t.Parallel()
			z := newSolver(t, Options{Theory: theory, TimeoutMs: 20000})
			c := solver.NewContext()
			sv, tv := c.Var("s", solver.KString, 0, maxLen), c.Var("t", solver.KString, 0, maxLen)
			iv := c.Var("i", solver.KInt, math.MinInt32, math.MaxInt32)
			type op struct {
				name   string
				e      solver.Expr
				usesT  bool
				usesI  bool
				result solver.Kind // of e
			}
			ops := []op{
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
				{"isDigits", c.StrIsDigits(sv), false, false, solver.KBool},
				{"isASCIIInt", c.StrIsASCIIInt(sv), false, false, solver.KBool},
				{"asciiToInt", c.StrASCIIToInt(sv), false, false, solver.KInt},
			}
			if !solver.Unbounded(sv) {
				ops = append(ops, op{"hash", c.StrHash(sv), false, false, solver.KInt})
			}
			for _, o := range ops {
				for _, a := range texts {
					for bi, b := range seconds {
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

// TestUnboundedHashIsAnError checks that hashCode of a string without a
// length bound, which has no encoding, is an ErrQuery error, not an
// answer.
func TestUnboundedHashIsAnError(t *testing.T) {
	z := newSolver(t, Options{Theory: "bitvector"})
	c := solver.NewContext()
	sv := c.Var("s", solver.KString, 0, math.MaxInt32)
	_, err := z.Check(solver.Query{PC: []solver.Expr{c.Eq(c.StrHash(sv), c.Const(solver.KInt, 3))}})
	if !errors.Is(err, ErrQuery) {
		t.Fatalf("hashCode of an unbounded string: %v, want ErrQuery", err)
	}
}
