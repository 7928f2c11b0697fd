package interp

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gospf/solver"
)

// TestUnitFloat checks nextDouble's and nextFloat's values, built from
// bits, against Go's m x 2^-53 and m x 2^-24 (exact in IEEE 754, as the
// JDK computes them): every power of two and its neighbours, and 2,000
// random m of each width.
func TestUnitFloat(t *testing.T) {
	cx := solver.NewContext()
	for _, w := range []struct {
		k          solver.Kind
		bits, frac uint
		bias       int64
		want       func(m int64) int64
	}{
		{solver.KLong, 53, 52, 1023, func(m int64) int64 { return int64(math.Float64bits(float64(m) * 0x1p-53)) }},
		{solver.KInt, 24, 23, 127, func(m int64) int64 { return int64(math.Float32bits(float32(m) * 0x1p-24)) }},
	} {
		name := fmt.Sprintf("m%d", w.bits)
		v := cx.Var(name, w.k, 0, 1<<w.bits-1)
		e := unitFloat(cx, v, w.k, w.bits, w.frac, w.bias)
		ms := []int64{0, 1<<w.bits - 1}
		for s := uint(0); s < w.bits; s++ {
			ms = append(ms, 1<<s, 1<<s+1, 1<<s-1)
		}
		r := rand.New(rand.NewPCG(1, uint64(w.bits)))
		for range 2000 {
			ms = append(ms, r.Int64N(1<<w.bits))
		}
		for _, m := range ms {
			got, ok := solver.Eval(e, solver.Model{name: m})
			if !ok || got != w.want(m) {
				t.Fatalf("%d bits, m = %d: got bits %#x (ok %v), want %#x", w.bits, m, got, ok, w.want(m))
			}
		}
	}
}
