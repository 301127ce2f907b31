package gpuexec

import (
	"math"
	"math/rand"
	"testing"

	"github.com/strata-compiler/strata/interp/exec"
)

// plainComputeF32 is mmaComputeF32 one column at a time, as the
// definition reads: each sum from its C element, the products in k order.
func plainComputeF32(a, b, sums []float32, rows, inner, cols int64, aTransposed, bTransposed bool) {
	aIndex := func(r, k int64) int64 { return r*inner + k }
	if aTransposed {
		aIndex = func(r, k int64) int64 { return k*rows + r }
	}
	bIndex := func(k, col int64) int64 { return k*cols + col }
	if bTransposed {
		bIndex = func(k, col int64) int64 { return col*inner + k }
	}
	for r := int64(0); r < rows; r++ {
		for col := int64(0); col < cols; col++ {
			sum := sums[r*cols+col]
			for k := int64(0); k < inner; k++ {
				sum = float32(sum + float32(a[aIndex(r, k)]*b[bIndex(k, col)]))
			}
			sums[r*cols+col] = sum
		}
	}
}

// TestComputeF32MatchesPlainLoop checks that mmaComputeF32, which sums
// several columns at once, gives the plain loop's bits, for shapes whose
// columns are and are not a multiple of its group, transposed or not.
func TestComputeF32MatchesPlainLoop(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, shape := range [][3]int64{{16, 16, 16}, {16, 8, 8}, {16, 16, 8}, {32, 8, 16}, {8, 4, 7}, {3, 5, 9}, {2, 3, 20}} {
		rows, inner, cols := shape[0], shape[1], shape[2]
		for _, transposed := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			a, b, want := make([]float32, rows*inner), make([]float32, inner*cols), make([]float32, rows*cols)
			for i := range a {
				a[i] = float32(rng.NormFloat64())
			}
			for i := range b {
				b[i] = float32(rng.NormFloat64() * 1e3) // products of unlike sizes: sums that round
			}
			for i := range want {
				want[i] = float32(rng.NormFloat64())
			}
			got := append([]float32(nil), want...)
			plainComputeF32(a, b, want, rows, inner, cols, transposed[0], transposed[1])
			mmaComputeF32(a, b, got, rows, inner, cols, transposed[0], transposed[1])
			for i := range want {
				if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
					t.Fatalf("%dx%dx%d, transposed %v: element %d is %v, want %v", rows, inner, cols, transposed, i, got[i], want[i])
				}
			}
		}
	}
}

// TestPlaceFindsEveryElement checks mmaPlace's tile against the element
// positions [i+r, j+c] (transposed: [i+c, j+r]) of a strided view.
func TestPlaceFindsEveryElement(t *testing.T) {
	b := &exec.Buffer{Shape: []int64{3, 20, 24}, Strides: []int64{1000, 40, 1}, Offset: 7}
	idx := []exec.Value{exec.Int(2), exec.Int(4), exec.Int(5)}
	for _, transposed := range []bool{false, true} {
		tile, err := mmaPlace(&exec.Ctx{}, b, idx, 16, 8, transposed)
		if err != nil {
			t.Fatal(err)
		}
		for r := int64(0); r < 16; r++ {
			for col := int64(0); col < 8; col++ {
				y, x := 4+r, 5+col
				if transposed {
					y, x = 4+col, 5+r
				}
				if want := 7 + 2*1000 + y*40 + x; tile.pos(r, col) != want {
					t.Fatalf("transposed %v: element (%d, %d) at %d, want %d", transposed, r, col, tile.pos(r, col), want)
				}
			}
		}
	}
}
