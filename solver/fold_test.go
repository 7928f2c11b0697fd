package solver

import (
	"math"
	"testing"
)

var intEdges = []int32{
	0, 1, -1, 2, -2, 3, -3, 7, 31, 32, 33, 63, 64, 127, 128, 255, 256,
	-128, -129, 32767, 32768, 65535, 65536, -32768, -32769,
	math.MaxInt32, math.MinInt32, math.MaxInt32 - 1, math.MinInt32 + 1,
}

var longEdges = []int64{
	0, 1, -1, 2, -2, 3, -3, 31, 32, 63, 64, 65, 255,
	math.MaxInt32, math.MinInt32, math.MaxInt32 + 1, math.MinInt32 - 1,
	math.MaxUint32, math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1,
}

// The reference semantics below are written with Go's typed operators,
// which JLS 15.17 and the Go spec agree on for these widths.
type intRef struct {
	name string
	mk   func(c *Context, a, b Expr) Expr
	ref  func(a, b int32) (int32, bool) // false: the operation throws
}

func intRefs() []intRef {
	return []intRef{
		{"add", (*Context).Add, func(a, b int32) (int32, bool) { return a + b, true }},
		{"sub", (*Context).Sub, func(a, b int32) (int32, bool) { return a - b, true }},
		{"mul", (*Context).Mul, func(a, b int32) (int32, bool) { return a * b, true }},
		{"div", (*Context).Div, func(a, b int32) (int32, bool) {
			if b == 0 {
				return 0, false
			}
			return a / b, true
		}},
		{"rem", (*Context).Rem, func(a, b int32) (int32, bool) {
			if b == 0 {
				return 0, false
			}
			return a % b, true
		}},
		{"and", (*Context).And, func(a, b int32) (int32, bool) { return a & b, true }},
		{"or", (*Context).Or, func(a, b int32) (int32, bool) { return a | b, true }},
		{"xor", (*Context).Xor, func(a, b int32) (int32, bool) { return a ^ b, true }},
		{"shl", (*Context).Shl, func(a, b int32) (int32, bool) { return a << uint(b&31), true }},
		{"shr", (*Context).Shr, func(a, b int32) (int32, bool) { return a >> uint(b&31), true }},
		{"ushr", (*Context).Ushr, func(a, b int32) (int32, bool) { return int32(uint32(a) >> uint(b&31)), true }},
		{"cmp", (*Context).Cmp, func(a, b int32) (int32, bool) {
			switch {
			case a < b:
				return -1, true
			case a > b:
				return 1, true
			}
			return 0, true
		}},
	}
}

type longRef struct {
	name  string
	mk    func(c *Context, a, b Expr) Expr
	shift bool // the second operand is an int count
	ref   func(a, b int64) (int64, bool)
}

func longRefs() []longRef {
	return []longRef{
		{"add", (*Context).Add, false, func(a, b int64) (int64, bool) { return a + b, true }},
		{"sub", (*Context).Sub, false, func(a, b int64) (int64, bool) { return a - b, true }},
		{"mul", (*Context).Mul, false, func(a, b int64) (int64, bool) { return a * b, true }},
		{"div", (*Context).Div, false, func(a, b int64) (int64, bool) {
			if b == 0 {
				return 0, false
			}
			return a / b, true
		}},
		{"rem", (*Context).Rem, false, func(a, b int64) (int64, bool) {
			if b == 0 {
				return 0, false
			}
			return a % b, true
		}},
		{"and", (*Context).And, false, func(a, b int64) (int64, bool) { return a & b, true }},
		{"or", (*Context).Or, false, func(a, b int64) (int64, bool) { return a | b, true }},
		{"xor", (*Context).Xor, false, func(a, b int64) (int64, bool) { return a ^ b, true }},
		{"shl", (*Context).Shl, true, func(a, b int64) (int64, bool) { return a << uint(int32(b)&63), true }},
		{"shr", (*Context).Shr, true, func(a, b int64) (int64, bool) { return a >> uint(int32(b)&63), true }},
		{"ushr", (*Context).Ushr, true, func(a, b int64) (int64, bool) { return int64(uint64(a) >> uint(int32(b)&63)), true }},
	}
}

func mustPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Fatalf("%s: no panic", what)
		}
	}()
	f()
}

func TestFoldInt(t *testing.T) {
	c := NewContext()
	for _, r := range intRefs() {
		for _, a := range intEdges {
			for _, b := range intEdges {
				want, ok := r.ref(a, b)
				ea, eb := c.Const(KInt, int64(a)), c.Const(KInt, int64(b))
				if !ok {
					mustPanic(t, r.name, func() { r.mk(c, ea, eb) })
					continue
				}
				got := r.mk(c, ea, eb)
				if !got.IsConst() || got.Kind() != KInt || got.ConstValue() != int64(want) {
					t.Fatalf("%s(%d, %d) = %v (%s), want %d", r.name, a, b, got, got.Kind(), want)
				}
			}
		}
	}
}

func TestFoldLong(t *testing.T) {
	c := NewContext()
	for _, r := range longRefs() {
		for _, a := range longEdges {
			for _, b := range longEdges {
				want, ok := r.ref(a, b)
				ea, eb := c.Const(KLong, a), c.Const(KLong, b)
				if r.shift {
					eb = c.Const(KInt, b)
				}
				if !ok {
					mustPanic(t, r.name, func() { r.mk(c, ea, eb) })
					continue
				}
				got := r.mk(c, ea, eb)
				if !got.IsConst() || got.Kind() != KLong || got.ConstValue() != want {
					t.Fatalf("%s(%d, %d) = %v, want %d", r.name, a, b, got, want)
				}
			}
		}
		// lcmp
		for _, a := range longEdges {
			for _, b := range longEdges {
				want := int64(0)
				if a < b {
					want = -1
				} else if a > b {
					want = 1
				}
				got := c.Cmp(c.Const(KLong, a), c.Const(KLong, b))
				if got.Kind() != KInt || got.ConstValue() != want {
					t.Fatalf("cmp(%d, %d) = %v, want %d", a, b, got, want)
				}
			}
		}
	}
}

func TestFoldUnary(t *testing.T) {
	c := NewContext()
	for _, a := range intEdges {
		x := c.Const(KInt, int64(a))
		cases := []struct {
			name string
			got  Expr
			k    Kind
			want int64
		}{
			{"neg", c.Neg(x), KInt, int64(-a)},
			{"i2l", c.I2L(x), KLong, int64(a)},
			{"i2b", c.I2B(x), KInt, int64(int8(a))},
			{"i2s", c.I2S(x), KInt, int64(int16(a))},
			{"i2c", c.I2C(x), KInt, int64(uint16(a))},
		}
		for _, tc := range cases {
			if !tc.got.IsConst() || tc.got.Kind() != tc.k || tc.got.ConstValue() != tc.want {
				t.Fatalf("%s(%d) = %v (%s), want %d (%s)", tc.name, a, tc.got, tc.got.Kind(), tc.want, tc.k)
			}
		}
	}
	for _, a := range longEdges {
		x := c.Const(KLong, a)
		if got := c.Neg(x); got.ConstValue() != -a || got.Kind() != KLong {
			t.Fatalf("lneg(%d) = %v", a, got)
		}
		if got := c.L2I(x); got.ConstValue() != int64(int32(a)) || got.Kind() != KInt {
			t.Fatalf("l2i(%d) = %v", a, got)
		}
	}
}

func TestFoldCompare(t *testing.T) {
	c := NewContext()
	type cmp struct {
		name string
		mk   func(c *Context, a, b Expr) Expr
		ref  func(a, b int64) bool
	}
	cmps := []cmp{
		{"eq", (*Context).Eq, func(a, b int64) bool { return a == b }},
		{"ne", (*Context).Ne, func(a, b int64) bool { return a != b }},
		{"lt", (*Context).Lt, func(a, b int64) bool { return a < b }},
		{"le", (*Context).Le, func(a, b int64) bool { return a <= b }},
		{"gt", (*Context).Gt, func(a, b int64) bool { return a > b }},
		{"ge", (*Context).Ge, func(a, b int64) bool { return a >= b }},
	}
	for _, r := range cmps {
		for _, a := range longEdges {
			for _, b := range longEdges {
				got := r.mk(c, c.Const(KLong, a), c.Const(KLong, b))
				if got != c.Bool(r.ref(a, b)) {
					t.Fatalf("%s(%d, %d) = %v", r.name, a, b, got)
				}
			}
		}
		for _, a := range intEdges {
			for _, b := range intEdges {
				got := r.mk(c, c.Const(KInt, int64(a)), c.Const(KInt, int64(b)))
				if got != c.Bool(r.ref(int64(a), int64(b))) {
					t.Fatalf("%s(%d, %d) = %v", r.name, a, b, got)
				}
			}
		}
	}
	tr, fa := c.Bool(true), c.Bool(false)
	logic := []struct {
		got, want Expr
	}{
		{c.Not(tr), fa}, {c.Not(fa), tr},
		{c.LAnd(tr, fa), fa}, {c.LAnd(tr, tr), tr}, {c.LOr(fa, fa), fa}, {c.LOr(fa, tr), tr},
		{c.Eq(tr, tr), tr}, {c.Ne(tr, fa), tr},
		{c.Ite(tr, c.Const(KInt, 1), c.Const(KInt, 2)), c.Const(KInt, 1)},
		{c.Ite(fa, c.Const(KInt, 1), c.Const(KInt, 2)), c.Const(KInt, 2)},
	}
	for i, tc := range logic {
		if tc.got != tc.want {
			t.Errorf("logic case %d: got %v, want %v", i, tc.got, tc.want)
		}
	}
}

func TestConstNormalises(t *testing.T) {
	c := NewContext()
	if got := c.Const(KInt, 1<<32+5); got.ConstValue() != 5 {
		t.Fatalf("Const(KInt, 2^32+5) = %v", got)
	}
	if got := c.Const(KInt, math.MaxUint32); got.ConstValue() != -1 {
		t.Fatalf("Const(KInt, 2^32-1) = %v", got)
	}
	if c.Const(KBool, 7) != c.Bool(true) {
		t.Fatal("Const(KBool, 7) is not true")
	}
	if c.Const(KInt, 5) == c.Const(KLong, 5) {
		t.Fatal("int and long constants are the same node")
	}
}
