package z3

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"gospf/solver"
)

// floatSpecials are the values where IEEE 754 and Java's operators have
// their cases: zeros, infinities, NaN, the extremes of both formats,
// subnormals, halves that round to even, and the limits of int and long.
var floatSpecials = []float64{
	0, math.Copysign(0, -1), 1, -1, 0.5, -2.5, 3, 1e-45, -1e-320, math.SmallestNonzeroFloat64,
	math.MaxFloat32, math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN(),
	2147483647, -2147483648, 2147483648, -2147483649.5, 9.223372036854776e18, -9.3e18, 16777217, 0.1,
}

// TestFloatOpsAgreeWithEval checks every floating-point operator of
// package solver in Z3 against solver's own evaluation (Go's IEEE 754
// arithmetic with Java's rules), on the special values and on random
// bit patterns, in both theories and both formats: Z3 must give the
// bit-exact result (NaN canonical) that Eval gives. Operands enter as
// intBitsToFloat of integer variables fixed by the path condition, so
// that no constant folding answers for Z3.
func TestFloatOpsAgreeWithEval(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, theory := range theories {
		for _, k := range []solver.Kind{solver.KFloat, solver.KDouble} {
			t.Run(theory+"/"+k.String(), func(t *testing.T) {
				t.Parallel()
				s := newSolver(t, Options{Theory: theory, TimeoutMs: 20000})
				c := solver.NewContext()
				ik := solver.KInt
				if k == solver.KDouble {
					ik = solver.KLong
				}
				lo, hi := int64(math.MinInt64), int64(math.MaxInt64)
				if ik == solver.KInt {
					lo, hi = math.MinInt32, math.MaxInt32
				}
				xi, yi := c.Var("xi", ik, lo, hi), c.Var("yi", ik, lo, hi)
				x, y := c.BitsToF(xi), c.BitsToF(yi)
				var vals []int64
				for _, f := range floatSpecials {
					if k == solver.KFloat {
						vals = append(vals, int64(int32(math.Float32bits(float32(f)))))
					} else {
						vals = append(vals, int64(math.Float64bits(f)))
					}
				}
				for i := 0; i < 6; i++ {
					if k == solver.KFloat {
						vals = append(vals, int64(int32(rng.Uint32())))
					} else {
						vals = append(vals, int64(rng.Uint64()))
					}
				}
				ops := []struct {
					name string
					e    solver.Expr
				}{
					{"add", c.FToBits(c.FAdd(x, y))}, {"sub", c.FToBits(c.FSub(x, y))},
					{"mul", c.FToBits(c.FMul(x, y))}, {"div", c.FToBits(c.FDiv(x, y))},
					{"rem", c.FToBits(c.FRem(x, y))}, {"min", c.FToBits(c.FMin(x, y))},
					{"max", c.FToBits(c.FMax(x, y))}, {"neg", c.FToBits(c.FNeg(x))},
					{"abs", c.FToBits(c.FAbs(x))}, {"sqrt", c.FToBits(c.FSqrt(x))},
					{"floor", c.FToBits(c.FRound(solver.OpFFloor, x))}, {"ceil", c.FToBits(c.FRound(solver.OpFCeil, x))},
					{"rint", c.FToBits(c.FRound(solver.OpFRint, x))},
					{"eq", c.Ite(c.FEq(x, y), c.Const(solver.KInt, 1), c.Const(solver.KInt, 0))},
					{"lt", c.Ite(c.FLt(x, y), c.Const(solver.KInt, 1), c.Const(solver.KInt, 0))},
					{"le", c.Ite(c.FLe(x, y), c.Const(solver.KInt, 1), c.Const(solver.KInt, 0))},
					{"isnan", c.Ite(c.FIsNaN(x), c.Const(solver.KInt, 1), c.Const(solver.KInt, 0))},
					{"isinf", c.Ite(c.FIsInf(x), c.Const(solver.KInt, 1), c.Const(solver.KInt, 0))},
					{"fcmpl", c.FCmpL(x, y)}, {"fcmpg", c.FCmpG(x, y)},
					{"f2i", c.FToI(x, solver.KInt)}, {"f2l", c.FToI(x, solver.KLong)},
					{"i2f", c.FToBits(c.IToF(c.L2I(toLong(c, xi)), k))},
					{"l2f", c.FToBits(c.IToF(toLong(c, xi), k))},
					{"ftof", c.FToBits(c.FToF(c.FToF(x, other(k)), k))},
				}
				for _, o := range ops {
					r := c.Var("r_"+o.name, o.e.Kind(), math.MinInt64, math.MaxInt64)
					binary := o.e.NumArgs() > 0 && usesY(o.e, yi)
					for _, a := range vals {
						for _, b := range vals {
							if !binary && b != vals[0] {
								continue
							}
							pc := []solver.Expr{c.Eq(xi, c.Const(ik, a)), c.Eq(yi, c.Const(ik, b)), c.Eq(r, o.e)}
							ans, err := s.Check(solver.Query{PC: pc, NeedModel: true})
							if err != nil || ans.Result != solver.Sat {
								t.Fatalf("%s(%#x, %#x): %v %v", o.name, a, b, ans.Result, err)
							}
							want, ok := solver.Eval(o.e, solver.Model{"xi": a, "yi": b})
							if !ok || ans.Model[r.Name()] != want {
								t.Fatalf("%s(%s, %s): z3 %#x, Eval %#x (%v)", o.name, lit(k, a), lit(k, b), ans.Model[r.Name()], want, ok)
							}
						}
					}
				}
			})
		}
	}
}

func toLong(c *solver.Context, e solver.Expr) solver.Expr {
	if e.Kind() == solver.KLong {
		return e
	}
	return c.I2L(e)
}

func other(k solver.Kind) solver.Kind {
	if k == solver.KFloat {
		return solver.KDouble
	}
	return solver.KFloat
}

func usesY(e, y solver.Expr) bool {
	for _, v := range solver.Vars(e) {
		if v == y {
			return true
		}
	}
	return false
}

func lit(k solver.Kind, v int64) string {
	if k == solver.KFloat {
		v = int64(uint32(v))
	}
	return fmt.Sprintf("%s (%#x)", solver.FloatLiteral(k, v), v)
}
