package vector

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The transfer ops as subset ops (upstream's SubsetOpInterface): an
// unmasked transfer whose permutation map picks distinct dimensions
// accesses the box at its indices, of the vector's size in the dimensions
// the map picks and 1 in the others.

var (
	transferReadSubset  = &rewrite.Subset{Tensor: 0, Slice: transferBox}
	transferWriteSubset = &rewrite.Subset{Insertion: true, Tensor: 1, Source: 0, Slice: transferBox}
)

func transferBox(op *ir.Operation) (rewrite.Box, bool) {
	t := AsTransfer(op)
	if t.Mask != nil || t.Map == nil || t.Vector == nil || len(t.Map.Results) != len(t.Vector.Dims) {
		return rewrite.Box{}, false
	}
	n := len(t.Indices)
	box := rewrite.Box{Offsets: make([]rewrite.Extent, n), Sizes: make([]rewrite.Extent, n), Strides: make([]rewrite.Extent, n)}
	for i, v := range t.Indices {
		box.Offsets[i] = rewrite.ExtentOf(v)
		box.Sizes[i] = rewrite.Extent{Const: 1}
		box.Strides[i] = rewrite.Extent{Const: 1}
	}
	picked := make([]bool, n)
	for i, e := range t.Map.Results {
		if e.Kind != ir.AffineDim || e.Val < 0 || int(e.Val) >= n || picked[e.Val] {
			return rewrite.Box{}, false
		}
		picked[e.Val] = true
		box.Sizes[e.Val] = rewrite.Extent{Const: t.Vector.Dims[i]}
	}
	return box, true
}
