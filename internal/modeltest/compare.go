package modeltest

import (
	"fmt"
	"math"

	"github.com/strata-compiler/strata/npy"
)

// Compare checks results against PyTorch's recorded outputs: the same
// count and sizes, and every element within tol of PyTorch's relative to
// 1 + |want|. NaN matches NaN and an infinity the same infinity, as
// torch.testing.assert_close(equal_nan=True) has it: OpInfo samples reach
// both.
func Compare(got, want []*npy.Array, tol float64) error {
	if len(got) != len(want) {
		return fmt.Errorf("%d results, PyTorch recorded %d", len(got), len(want))
	}
	for i := range got {
		g, w := got[i].WithSignednessOf(want[i]).Float64s(), want[i].Float64s()
		if len(g) != len(w) {
			return fmt.Errorf("result #%d: %d elements, PyTorch recorded %d", i, len(g), len(w))
		}
		for j := range g {
			if !within(g[j], w[j], tol) {
				return fmt.Errorf("result #%d element %d: got %v, PyTorch %v (tolerance %g)", i, j, g[j], w[j], tol)
			}
		}
	}
	return nil
}

func within(got, want, tol float64) bool {
	switch {
	case math.IsNaN(want) || math.IsNaN(got):
		return math.IsNaN(want) && math.IsNaN(got)
	case math.IsInf(want, 0) || math.IsInf(got, 0):
		return got == want
	}
	return math.Abs(got-want)/(1+math.Abs(want)) <= tol
}
