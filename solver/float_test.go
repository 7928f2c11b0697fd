package solver

import (
	"math"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

var specials64 = []float64{0, math.Copysign(0, -1), 1, -1, 1.5, math.Inf(1), math.Inf(-1), math.NaN(),
	2147483648, -2147483649, 9.3e18, -9.3e18, 1e-310, math.MaxFloat64}

// TestFloatJavaRules checks fapply against Java's rules where they differ
// from a naive reading: NaN and saturation in f2i, the sign of zeros in
// min and max, NaN in fcmpl and fcmpg, the sign of the remainder,
// floatToIntBits of NaN.
func TestFloatJavaRules(t *testing.T) {
	d := func(f float64) int64 { return int64(math.Float64bits(f)) }
	negZero := math.Copysign(0, -1)
	for _, tc := range []struct {
		name string
		op   Op
		k    Kind
		x, y int64
		want int64
	}{
		{"d2i NaN", OpFToI, KInt, d(math.NaN()), 0, 0},
		{"d2i +inf", OpFToI, KInt, d(math.Inf(1)), 0, math.MaxInt32},
		{"d2i -3e9", OpFToI, KInt, d(-3e9), 0, math.MinInt32},
		{"d2i -2.9", OpFToI, KInt, d(-2.9), 0, -2},
		{"d2l 1e19", OpFToI, KLong, d(1e19), 0, math.MaxInt64},
		{"min(0.0, -0.0)", OpFMin, KDouble, d(0), d(negZero), d(negZero)},
		{"min(-0.0, 0.0)", OpFMin, KDouble, d(negZero), d(0), d(negZero)},
		{"max(-0.0, 0.0)", OpFMax, KDouble, d(negZero), d(0), d(0)},
		{"max(1, NaN)", OpFMax, KDouble, d(1), d(math.NaN()), d(math.NaN())},
		{"fcmpl NaN", OpFCmpL, KInt, d(math.NaN()), d(1), -1},
		{"fcmpg NaN", OpFCmpG, KInt, d(math.NaN()), d(1), 1},
		{"fcmpg -0.0 0.0", OpFCmpG, KInt, d(negZero), d(0), 0},
		{"-5 % 3", OpFRem, KDouble, d(-5), d(3), d(-2)},
		{"5 % -3", OpFRem, KDouble, d(5), d(-3), d(2)},
		{"-4 % 2", OpFRem, KDouble, d(-4), d(2), d(negZero)},
		{"1 % inf", OpFRem, KDouble, d(1), d(math.Inf(1)), d(1)},
		{"doubleToLongBits NaN", OpFToBits, KLong, int64(math.Float64bits(math.NaN()) | 1), 0, canonicalNaN64},
		{"0.0 == -0.0", OpFEq, KBool, d(0), d(negZero), 1},
		{"NaN <= NaN", OpFLe, KBool, d(math.NaN()), d(math.NaN()), 0},
	} {
		ak := KDouble
		if got, _ := fapply(tc.op, tc.k, ak, tc.x, tc.y); got != tc.want && !(isNaN(f64(got)) && isNaN(f64(tc.want)) && tc.k == KDouble) {
			t.Errorf("%s: got %#x, want %#x", tc.name, got, tc.want)
		}
	}
	// A float's bits are zero-extended; floatToIntBits is a sign-extended int.
	if got, _ := fapply(OpFToBits, KInt, KFloat, int64(math.Float32bits(-1)), 0); got != int64(int32(math.Float32bits(-1))) {
		t.Errorf("floatToIntBits(-1f) = %#x", got)
	}
	if got, _ := fapply(OpIToF, KFloat, KInt, 16777217, 0); f32(got) != 16777216 {
		t.Errorf("i2f(16777217) = %v, want 16777216 (round to even)", f32(got))
	}
}

// TestFcmpRewrite checks that fcmpl(x, y) op v and fcmpg(x, y) op v,
// which the constructors rewrite into floating-point comparisons, mean
// what evaluating fcmp and comparing its result means, for every op, v in
// -2..2 and pairs of special values (NaN, zeros, infinities).
func TestFcmpRewrite(t *testing.T) {
	c := NewContext()
	x, y := c.Var("x", KDouble, 0, 0), c.Var("y", KDouble, 0, 0)
	ops := map[Op]func(a, b Expr) Expr{OpEq: c.Eq, OpNe: c.Ne, OpLt: c.Lt, OpLe: c.Le, OpGt: c.Gt, OpGe: c.Ge}
	for _, fc := range []func(a, b Expr) Expr{c.FCmpL, c.FCmpG} {
		cmp := fc(x, y)
		for op, mk := range ops {
			for v := int64(-2); v <= 2; v++ {
				e := mk(cmp, c.Const(KInt, v))
				for _, a := range specials64 {
					for _, b := range specials64 {
						m := Model{"x": int64(math.Float64bits(a)), "y": int64(math.Float64bits(b))}
						r, _ := Eval(cmp, m)
						want, _ := apply(op, KBool, r, v)
						if got, ok := Eval(e, m); !ok || got != want {
							t.Fatalf("%s %s %d at (%v, %v): %s gives %d, want %d", cmp, op, v, a, b, e, got, want)
						}
					}
				}
			}
		}
	}
}

// TestFloatLiteral checks that the literals read back as the same value
// (Go parses decimals with correct rounding, as javac does) and that the
// special values are Java's names.
func TestFloatLiteral(t *testing.T) {
	for _, tc := range []struct {
		k    Kind
		v    int64
		want string
	}{
		{KFloat, int64(math.Float32bits(1.5)), "1.5f"},
		{KFloat, int64(math.Float32bits(float32(math.Copysign(0, -1)))), "-0.0f"},
		{KFloat, 0x7fc00001, "Float.NaN"},
		{KFloat, 1, "1.0E-45f"},
		{KDouble, int64(math.Float64bits(math.Inf(-1))), "Double.NEGATIVE_INFINITY"},
		{KDouble, int64(math.Float64bits(1e21)), "1.0E21"},
		{KDouble, int64(math.Float64bits(100)), "100.0"},
		{KDouble, int64(math.Float64bits(1.6924674e7)), "1.6924674E7"},
	} {
		if got := FloatLiteral(tc.k, tc.v); got != tc.want {
			t.Errorf("FloatLiteral(%s, %#x) = %q, want %q", tc.k, tc.v, got, tc.want)
		}
	}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 10000; i++ {
		for _, k := range []Kind{KFloat, KDouble} {
			v := int64(rng.Uint64())
			bits := 64
			if k == KFloat {
				v, bits = int64(uint32(v)), 32
			}
			lit := FloatLiteral(k, v)
			if strings.Contains(lit, "NaN") || strings.Contains(lit, "INFINITY") {
				continue
			}
			f, err := strconv.ParseFloat(strings.TrimSuffix(lit, "f"), bits)
			back := int64(math.Float64bits(f))
			if k == KFloat {
				back = int64(math.Float32bits(float32(f)))
			}
			if err != nil || back != v {
				t.Fatalf("%s literal %q of %#x reads back as %#x (%v)", k, lit, v, back, err)
			}
		}
	}
}

// TestEncodeFloat checks that floating-point expressions survive Encode
// and Decode: the same structure, built again in another Context.
func TestEncodeFloat(t *testing.T) {
	c := NewContext()
	x, y := c.Var("x", KDouble, 0, 0), c.Var("f", KFloat, 0, 0)
	i := c.Var("i", KInt, math.MinInt32, math.MaxInt32)
	es := []Expr{
		c.Lt(c.FCmpG(c.FAdd(x, c.FToF(y, KDouble)), c.Const(KDouble, int64(math.Float64bits(1.5)))), c.Const(KInt, 0)),
		c.Eq(c.FToI(c.FSqrt(c.FAbs(x)), KInt), c.FToBits(c.IToF(i, KFloat))),
		c.FIsNaN(c.FMin(c.BitsToF(i), c.FNeg(y))),
	}
	nodes, roots := Encode(es...)
	d := NewContext()
	got, err := Decode(d, nodes)
	if err != nil {
		t.Fatal(err)
	}
	for j, e := range es {
		if g := got[roots[j]]; g.String() != e.String() {
			t.Errorf("decoded %s, want %s", g, e)
		}
	}
}

// TestEncodeString checks that string expressions survive Encode and
// Decode, constants with any chars included.
func TestEncodeString(t *testing.T) {
	c := NewContext()
	s := c.Var("s", KString, 0, 8)
	i := c.Var("i", KInt, math.MinInt32, math.MaxInt32)
	odd := c.StrConst([]uint16{'a', 0, '"', '\\', 0xd800, 0xffff})
	empty := c.StrConst(nil)
	es := []Expr{
		c.Eq(c.StrConcat(odd, s), empty), // the empty string, found by fuzzdiff -text
		c.Eq(c.StrConcat(s, odd), c.StrSub(s, i, c.StrLen(s))),
		c.Lt(c.StrCompare(s, odd), c.StrIndexOf(s, odd, i)),
		c.LAnd(c.StrIsInt(s), c.Gt(c.StrToInt(s), c.StrHash(c.StrFromInt(i)))),
		c.StrPrefix(c.StrFromCode(c.StrAt(s, i)), s),
	}
	nodes, roots := Encode(es...)
	got, err := Decode(NewContext(), nodes)
	if err != nil {
		t.Fatal(err)
	}
	for j, e := range es {
		if g := got[roots[j]]; g.String() != e.String() {
			t.Errorf("decoded %s, want %s", g, e)
		}
	}
}
