package lia

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// TestNumAgainstBig checks every operation of num against math/big on
// operands that include the int64 extremes, so that both the fast form
// and the fall-back to big.Rat (and back) are exercised.
func TestNumAgainstBig(t *testing.T) {
	edges := []int64{0, 1, -1, 2, -2, 3, 7, -12, math.MaxInt32, math.MinInt32, math.MaxInt64, math.MinInt64,
		math.MaxInt64 - 1, math.MinInt64 + 1, 1 << 32, -(1 << 32), 1 << 62, 3037000499, -3037000499}
	r := rand.New(rand.NewSource(1))
	pick := func() num {
		n := edges[r.Intn(len(edges))]
		d := edges[r.Intn(len(edges))]
		if d <= 0 || r.Intn(2) == 0 {
			return small(n)
		}
		return fromRat(new(big.Rat).SetFrac(big.NewInt(n), big.NewInt(d)))
	}
	same := func(op string, got num, want *big.Rat) {
		t.Helper()
		if got.rat().Cmp(want) != 0 {
			t.Fatalf("%s: got %s, want %s", op, got, want.RatString())
		}
		if got.b == nil && got.den() <= 0 {
			t.Fatalf("%s: fast form with denominator %d", op, got.den())
		}
		if got.b != nil && fromRat(got.b).b == nil {
			t.Fatalf("%s: %s is in the slow form but fits the fast one", op, got)
		}
	}
	for range 20000 {
		x, y := pick(), pick()
		bx, by := x.rat(), y.rat()
		same("add", x.add(y), new(big.Rat).Add(bx, by))
		same("sub", x.sub(y), new(big.Rat).Sub(bx, by))
		same("mul", x.mul(y), new(big.Rat).Mul(bx, by))
		same("neg", x.neg(), new(big.Rat).Neg(bx))
		if y.sign() != 0 {
			same("quo", x.quo(y), new(big.Rat).Quo(bx, by))
		}
		if got, want := x.cmp(y), bx.Cmp(by); got != want {
			t.Fatalf("cmp(%s, %s) = %d, want %d", x, y, got, want)
		}
		if x.eq(y) != (bx.Cmp(by) == 0) {
			t.Fatalf("eq(%s, %s) wrong", x, y)
		}
		fl := new(big.Int).Div(bx.Num(), bx.Denom()) // Euclidean: floor for a positive divisor
		same("floor", x.floor(), new(big.Rat).SetInt(fl))
		if x.isInt() != bx.IsInt() {
			t.Fatalf("isInt(%s) wrong", x)
		}
		ce := x.ceil().rat()
		if ce.Cmp(bx) < 0 || new(big.Rat).Sub(ce, bx).Cmp(big.NewRat(1, 1)) >= 0 || !ce.IsInt() {
			t.Fatalf("ceil(%s) = %s", x, ce.RatString())
		}
	}
}

func TestOverflowHelpers(t *testing.T) {
	for _, c := range []struct {
		a, b int64
		ok   bool
	}{
		{math.MaxInt64, 2, false}, {math.MaxInt64, 1, true}, {math.MinInt64, -1, false}, {math.MinInt64, 1, true},
		{3037000499, 3037000499, true}, {3037000500, 3037000500, false}, {-1, math.MinInt64, false},
	} {
		p, ok := mul64(c.a, c.b)
		if ok != c.ok {
			t.Errorf("mul64(%d, %d) ok = %v, want %v", c.a, c.b, ok, c.ok)
		}
		if ok && new(big.Int).Mul(big.NewInt(c.a), big.NewInt(c.b)).Cmp(big.NewInt(p)) != 0 {
			t.Errorf("mul64(%d, %d) = %d", c.a, c.b, p)
		}
	}
	if _, ok := add64(math.MaxInt64, 1); ok {
		t.Error("add64(MaxInt64, 1) did not overflow")
	}
	if _, ok := add64(math.MinInt64, -1); ok {
		t.Error("add64(MinInt64, -1) did not overflow")
	}
	if s, ok := add64(math.MinInt64, math.MaxInt64); !ok || s != -1 {
		t.Errorf("add64(MinInt64, MaxInt64) = %d, %v", s, ok)
	}
}
