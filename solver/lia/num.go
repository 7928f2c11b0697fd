package lia

import (
	"math"
	"math/big"
)

// num is an exact rational number. Small values are a pair of int64s (the
// fast form); a result that does not fit is computed with math/big and
// kept in the slow form until it fits again. Invariants of the fast form:
// the denominator is dm1+1 >= 1 and gcd(|n|, dm1+1) == 1, so the zero num
// is 0 and == on two fast nums is numeric equality. In the slow form b is
// set (and normalised by big.Rat) and n, dm1 are 0.
type num struct {
	n   int64
	dm1 int64 // denominator minus one
	b   *big.Rat
}

// small returns the integer v.
func small(v int64) num { return num{n: v} }

func (x num) den() int64 { return x.dm1 + 1 }

// rat returns x as a new big.Rat.
func (x num) rat() *big.Rat {
	if x.b != nil {
		return new(big.Rat).Set(x.b)
	}
	return new(big.Rat).SetFrac(big.NewInt(x.n), big.NewInt(x.den()))
}

// fromRat returns r as a num, in the fast form when it fits.
func fromRat(r *big.Rat) num {
	n, d := r.Num(), r.Denom()
	if n.IsInt64() && d.IsInt64() && d.Int64() < math.MaxInt64 {
		return num{n: n.Int64(), dm1: d.Int64() - 1}
	}
	return num{b: r}
}

// fromInt returns the integer i.
func fromInt(i *big.Int) num {
	if i.IsInt64() {
		return small(i.Int64())
	}
	return num{b: new(big.Rat).SetInt(i)}
}

// isInt reports whether x is an integer.
func (x num) isInt() bool {
	if x.b != nil {
		return x.b.IsInt()
	}
	return x.dm1 == 0
}

// int64 returns x when it is an integer that fits in an int64.
func (x num) int64() (int64, bool) {
	if x.b != nil {
		if x.b.IsInt() && x.b.Num().IsInt64() {
			return x.b.Num().Int64(), true
		}
		return 0, false
	}
	return x.n, x.dm1 == 0
}

// sign returns -1, 0 or 1.
func (x num) sign() int {
	if x.b != nil {
		return x.b.Sign()
	}
	switch {
	case x.n < 0:
		return -1
	case x.n > 0:
		return 1
	}
	return 0
}

func (x num) isZero() bool { return x.b == nil && x.n == 0 }

// cmp compares x and y: -1, 0 or 1.
func (x num) cmp(y num) int {
	if x.b == nil && y.b == nil {
		if x.dm1 == 0 && y.dm1 == 0 {
			switch {
			case x.n < y.n:
				return -1
			case x.n > y.n:
				return 1
			}
			return 0
		}
		l, ok1 := mul64(x.n, y.den())
		r, ok2 := mul64(y.n, x.den())
		if ok1 && ok2 {
			switch {
			case l < r:
				return -1
			case l > r:
				return 1
			}
			return 0
		}
	}
	return x.rat().Cmp(y.rat())
}

func (x num) eq(y num) bool {
	if x.b == nil && y.b == nil {
		return x.n == y.n && x.dm1 == y.dm1
	}
	return x.cmp(y) == 0
}

func (x num) less(y num) bool { return x.cmp(y) < 0 }

// add returns x + y.
func (x num) add(y num) num {
	if x.b == nil && y.b == nil {
		if x.dm1 == 0 && y.dm1 == 0 {
			if s, ok := add64(x.n, y.n); ok {
				return small(s)
			}
		} else if r, ok := fastFrac(x.n, x.den(), y.n, y.den()); ok {
			return r
		}
	}
	return fromRat(new(big.Rat).Add(x.rat(), y.rat()))
}

// sub returns x - y.
func (x num) sub(y num) num { return x.add(y.neg()) }

// neg returns -x.
func (x num) neg() num {
	if x.b == nil && x.n != math.MinInt64 {
		return num{n: -x.n, dm1: x.dm1}
	}
	return fromRat(new(big.Rat).Neg(x.rat()))
}

// mul returns x * y.
func (x num) mul(y num) num {
	if x.b == nil && y.b == nil {
		if x.dm1 == 0 && y.dm1 == 0 {
			if p, ok := mul64(x.n, y.n); ok {
				return small(p)
			}
		} else {
			// (a/b)(c/d): cancel across first so the products stay small.
			g1, g2 := gcd64(x.n, y.den()), gcd64(y.n, x.den())
			n1, d2 := x.n/g1, y.den()/g1
			n2, d1 := y.n/g2, x.den()/g2
			n, ok1 := mul64(n1, n2)
			d, ok2 := mul64(d1, d2)
			if ok1 && ok2 && d < math.MaxInt64 {
				return num{n: n, dm1: d - 1}
			}
		}
	}
	return fromRat(new(big.Rat).Mul(x.rat(), y.rat()))
}

// quo returns x / y; y must not be zero.
func (x num) quo(y num) num {
	if y.sign() == 0 {
		panic("lia: division by zero")
	}
	if y.b == nil && y.n != math.MinInt64 {
		// 1/y in the fast form, with the sign on the numerator.
		n, d := y.den(), y.n
		if d < 0 {
			n, d = -n, -d
		}
		return x.mul(num{n: n, dm1: d - 1})
	}
	return fromRat(new(big.Rat).Quo(x.rat(), y.rat()))
}

// floor returns the greatest integer <= x.
func (x num) floor() num {
	if x.isInt() {
		return x
	}
	if x.b == nil {
		q := x.n / x.den()
		if x.n < 0 {
			q--
		}
		return small(q)
	}
	q := new(big.Int)
	q.Div(x.b.Num(), x.b.Denom()) // Euclidean: floor for a positive divisor
	return fromInt(q)
}

// ceil returns the least integer >= x.
func (x num) ceil() num { return x.neg().floor().neg() }

func (x num) String() string {
	if x.b != nil {
		return x.b.RatString()
	}
	if x.dm1 == 0 {
		return big.NewInt(x.n).String()
	}
	return big.NewRat(x.n, x.den()).RatString()
}

// fastFrac returns a/b + c/d in the fast form when nothing overflows.
func fastFrac(a, b, c, d int64) (num, bool) {
	g := gcd64(b, d)
	db := d / g
	l, ok1 := mul64(a, db)
	r, ok2 := mul64(c, b/g)
	den, ok3 := mul64(b, db)
	if !ok1 || !ok2 || !ok3 {
		return num{}, false
	}
	n, ok := add64(l, r)
	if !ok {
		return num{}, false
	}
	if n == 0 {
		return num{}, true
	}
	if h := gcd64(n, den); h > 1 {
		n, den = n/h, den/h
	}
	return num{n: n, dm1: den - 1}, true
}

// add64 returns a + b and whether it did not overflow.
func add64(a, b int64) (int64, bool) {
	c := a + b
	if (a > 0 && b > 0 && c < 0) || (a < 0 && b < 0 && c >= 0) {
		return 0, false
	}
	return c, true
}

// mul64 returns a * b and whether it did not overflow.
func mul64(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	c := a * b
	if (c < 0) != ((a < 0) != (b < 0)) || c/b != a {
		return 0, false
	}
	return c, true
}

// gcd64 returns the greatest common divisor of |a| and |b| (b > 0 when a
// is MinInt64, which holds for every denominator).
func gcd64(a, b int64) int64 {
	if a < 0 {
		if a == math.MinInt64 {
			a = a % b
		}
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}
