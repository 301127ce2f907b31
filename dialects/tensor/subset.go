package tensor

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The slice ops as subset ops (upstream's SubsetOpInterface):
// extract_slice reads the box of its source, insert_slice writes its
// source into the box of its dest.

var (
	extractSliceSubset = &rewrite.Subset{Tensor: 0, Slice: sliceBox}
	insertSliceSubset  = &rewrite.Subset{Insertion: true, Tensor: 1, Source: 0, Slice: sliceBox}
)

// sliceBox is the box a slice op's offsets, sizes and strides describe.
func sliceBox(op *ir.Operation) (rewrite.Box, bool) {
	list := func(static, dynamic string) ([]rewrite.Extent, bool) {
		ints := StaticInts(op, static)
		dyn := group(op, dynamic)
		out := make([]rewrite.Extent, len(ints))
		for i := range ints {
			c, v, known := staticdyn.Mixed(ints, dyn, i)
			switch {
			case known:
				out[i] = rewrite.Extent{Const: c}
			case v != nil:
				out[i] = rewrite.Extent{Value: v}
			default:
				return nil, false
			}
		}
		return out, true
	}
	offsets, ok1 := list("static_offsets", "offsets")
	sizes, ok2 := list("static_sizes", "sizes")
	strides, ok3 := list("static_strides", "strides")
	return rewrite.Box{Offsets: offsets, Sizes: sizes, Strides: strides}, ok1 && ok2 && ok3
}
