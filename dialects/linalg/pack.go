package linalg

import (
	"fmt"
	"slices"

	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds linalg.pack and linalg.unpack, the data-layout ops that
// tile a tensor's dimensions: pack cuts each dimension inner_dims_pos[i]
// into tiles of inner_tiles[i] elements (padding the last partial tile
// with padding_value), orders the outer (tile-count) dimensions by
// outer_dims_perm and appends the tile dimensions; unpack is its inverse
// (dropping the padding). For a source of shape S the packed shape is
// permute(outer_dims_perm, S with S[d] = ceildiv(S[d], tile) for the
// tiled d) ++ tiles.

// packAttrs are the attributes both ops share.
var packAttrs = []ir.AttrDef{
	{Name: "outer_dims_perm", Constraint: tensor.I64List, Optional: true},
	{Name: "inner_dims_pos", Constraint: tensor.I64List},
	{Name: "static_inner_tiles", Constraint: tensor.I64ArrayAttr},
}

// packLists is the tail both formats share.
const packLists = "(`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos " +
	"`inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) " +
	"`into` $dest attr-dict `:` type($source) `->` type($dest)"

// packInit: result 0 is operand 1 (dest) written; both ops relayout.
var packInit = map[string]any{rewrite.DestinationStyleInterface: func(op *ir.Operation) []*ir.Value {
	return []*ir.Value{op.Operand(1)}
}, rewrite.RelayoutInterface: true}

var (
	// Pack is linalg.pack: dest holds source cut into tiles.
	Pack = &ir.OpDef{
		Name:    "linalg.pack",
		Summary: "linalg.pack operation",
		Operands: []ir.ArgDef{{Name: "source", Type: tensor.AnyRankedTensor}, {Name: "dest", Type: tensor.AnyRankedTensor},
			{Name: "padding_value", Type: ir.AnyType, Arity: ir.Optional},
			{Name: "inner_tiles", Type: ir.Index, Arity: ir.Variadic}},
		Results:          []ir.ArgDef{{Name: "result", Type: tensor.AnyRankedTensor}},
		Attrs:            packAttrs,
		Traits:           ir.Pure | ir.AttrSizedOperandSegments,
		SameTypes:        [][]string{{"dest", "result"}},
		Format:           "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? " + packLists,
		CustomDirectives: tensor.Directives,
		Verify:           verifyPack,
		AsmResultNames:   resultName("pack"),
		Interfaces:       packInit,
	}
	// UnPack is linalg.unpack: dest holds source's tiles put back in place.
	UnPack = &ir.OpDef{
		Name:    "linalg.unpack",
		Summary: "linalg.unpack operation",
		Operands: []ir.ArgDef{{Name: "source", Type: tensor.AnyRankedTensor}, {Name: "dest", Type: tensor.AnyRankedTensor},
			{Name: "inner_tiles", Type: ir.Index, Arity: ir.Variadic}},
		Results:          []ir.ArgDef{{Name: "result", Type: tensor.AnyRankedTensor}},
		Attrs:            packAttrs,
		Traits:           ir.Pure,
		SameTypes:        [][]string{{"dest", "result"}},
		Format:           "$source " + packLists,
		CustomDirectives: tensor.Directives,
		Verify:           verifyUnPack,
		AsmResultNames:   resultName("unpack"),
		Interfaces:       packInit,
	}
)

// PackLayout is what a pack or unpack says about its tiling.
type PackLayout struct {
	InnerDimsPos  []int64 // the unpacked dimension each tile cuts
	OuterDimsPerm []int64 // the order of the outer dimensions (nil: identity)
	Tiles         []int64 // the static tile sizes, ir.ShapedDynamic where an operand stands
}

// PackLayoutOf returns the layout of a linalg.pack or linalg.unpack.
func PackLayoutOf(op *ir.Operation) PackLayout {
	ints := func(n string) []int64 {
		if d, ok := op.Attr(n).(*ir.DenseArrayAttr); ok {
			return d.Ints
		}
		return nil
	}
	return PackLayout{InnerDimsPos: ints("inner_dims_pos"), OuterDimsPerm: ints("outer_dims_perm"), Tiles: ints("static_inner_tiles")}
}

// PackedShape returns the shape of unpacked packed by l (ir.ShapedDynamic
// where unknown): the outer dimensions ceildiv'ed and permuted, then the tiles.
func (l PackLayout) PackedShape(unpacked []int64) []int64 {
	outer := slices.Clone(unpacked)
	for i, d := range l.InnerDimsPos {
		t := l.Tiles[i]
		if outer[d] == ir.ShapedDynamic || t == ir.ShapedDynamic {
			outer[d] = ir.ShapedDynamic
		} else {
			outer[d] = (outer[d] + t - 1) / t
		}
	}
	if l.OuterDimsPerm != nil {
		p := make([]int64, len(outer))
		for i, j := range l.OuterDimsPerm {
			p[i] = outer[j]
		}
		outer = p
	}
	return append(outer, l.Tiles...)
}

// check verifies the layout against the unpacked and packed types; what
// names the op's side ("packed" for pack's dest, unpack's source).
func (l PackLayout) check(op *ir.Operation, unpacked, packed *ir.RankedTensorType) error {
	rank := len(unpacked.Dims)
	if len(l.InnerDimsPos) != len(l.Tiles) {
		return op.EmitError("mismatch in inner tile sizes specified and shaped dimensions to tile")
	}
	if !isPermutationPrefix(l.InnerDimsPos, rank, false) {
		return op.EmitError("invalid inner_dims_pos vector")
	}
	if l.OuterDimsPerm != nil && (len(l.OuterDimsPerm) != rank || !isPermutationPrefix(l.OuterDimsPerm, rank, true)) {
		return op.EmitError("invalid outer_dims_perm vector")
	}
	if tiles := op.Def().OperandGroup(op, "inner_tiles"); countDynamic(l.Tiles) != len(tiles) {
		return op.EmitError("expected %d dynamic inner tile sizes, got %d", countDynamic(l.Tiles), len(tiles))
	}
	for _, t := range l.Tiles {
		if t != ir.ShapedDynamic && t <= 0 {
			return op.EmitError("invalid tile factor %d", t)
		}
	}
	if unpacked.Elem != packed.Elem {
		return op.EmitError("expected the packed and unpacked tensors to have the same element type")
	}
	want := l.PackedShape(unpacked.Dims)
	if len(want) != len(packed.Dims) {
		return op.EmitError("packed rank != (unpacked rank + num tiling factors), got %d != %d", len(packed.Dims), len(want))
	}
	for i, w := range want {
		if g := packed.Dims[i]; w != ir.ShapedDynamic && g != ir.ShapedDynamic && w != g {
			return op.EmitError("the shape of the packed type (%s) does not match the expected shape (%s)",
				shapeString(packed.Dims), shapeString(want))
		}
	}
	return nil
}

func verifyPack(op *ir.Operation) error {
	l, p := PackLayoutOf(op), PackOp{op}
	src, dest := p.Source().Type().(*ir.RankedTensorType), p.Dest().Type().(*ir.RankedTensorType)
	if err := l.check(op, src, dest); err != nil {
		return err
	}
	pad := p.PaddingValue()
	if pad != nil && pad.Type() != src.Elem {
		return op.EmitError("expected padding_value has %s but got: %s", src.Elem, pad.Type())
	}
	if pad == nil {
		// Without a padding value every static tile must be full.
		for i, d := range l.InnerDimsPos {
			if s, t := src.Dims[d], l.Tiles[i]; s != ir.ShapedDynamic && t != ir.ShapedDynamic && s%t != 0 {
				return op.EmitError("invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set")
			}
		}
	}
	return nil
}

func verifyUnPack(op *ir.Operation) error {
	u := UnPackOp{op}
	src, dest := u.Source().Type().(*ir.RankedTensorType), u.Dest().Type().(*ir.RankedTensorType)
	return PackLayoutOf(op).check(op, dest, src)
}

// isPermutationPrefix reports whether ps are distinct dimensions below
// rank (all of them when full).
func isPermutationPrefix(ps []int64, rank int, full bool) bool {
	seen := make([]bool, rank)
	for _, p := range ps {
		if p < 0 || p >= int64(rank) || seen[p] {
			return false
		}
		seen[p] = true
	}
	return !full || len(ps) == rank
}

func countDynamic(vs []int64) int {
	n := 0
	for _, v := range vs {
		if v == ir.ShapedDynamic {
			n++
		}
	}
	return n
}

func shapeString(dims []int64) string {
	s := ""
	for i, d := range dims {
		if i > 0 {
			s += "x"
		}
		if d == ir.ShapedDynamic {
			s += "?"
		} else {
			s += fmt.Sprint(d)
		}
	}
	return s
}
