package divconst

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestDivide checks the emitted sequence's arithmetic against Go's
// division for divisors and dividends at every edge and at random.
func TestDivide(t *testing.T) {
	divisors := []uint32{2, 3, 5, 6, 7, 9, 10, 12, 25, 49, 56, 58, 112, 641, 3136, 6700417,
		1<<31 - 1, 1 << 31, 1<<31 + 1, math.MaxUint32 - 1, math.MaxUint32}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		divisors = append(divisors, rng.Uint32()>>rng.UintN(31)|2)
	}
	for _, d := range divisors {
		xs := []uint32{0, 1, d - 1, d, d + 1, 2*d - 1, math.MaxUint32, math.MaxUint32 - 1, 1<<31 - 1, 1 << 31,
			math.MaxUint32 / d * d, math.MaxUint32/d*d - 1}
		for range 500 {
			xs = append(xs, rng.Uint32())
		}
		for _, x := range xs {
			if got, want := Divide(x, d), x/d; got != want {
				t.Fatalf("%d / %d: got %d, want %d", x, d, got, want)
			}
		}
	}
}
