package linalg

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds the three Winograd convolution transforms, F(m, r): a
// convolution with an r x r filter computing m x m output tiles becomes
// batched products of alpha x alpha tiles, alpha = m + r - 1.
//
//	winograd_filter_transform: filter (F, KH, KW, C) -> (alphaH, alphaW, C, F)
//	winograd_input_transform:  input (N, H, W, C) -> (alphaH, alphaW, tileH, tileW, N, C)
//	winograd_output_transform: value (alphaH, alphaW, tileH, tileW, N, F) -> output (N, H, W, F)
//
// A dimension of size 1 (a filter row or column of one) is not
// transformed: its alpha is 1. The variant is the `fmr` attribute,
// upstream's WinogradConv2DFmr enum (an i32 in the generic form).

// WinogradVariants are the supported F(m, r), by the fmr enum's value.
var WinogradVariants = []struct {
	Name string
	M, R int64
}{{"F_2_3", 2, 3}, {"F_4_3", 4, 3}, {"F_2_5", 2, 5}}

// winogradFmr is the fmr attribute, written as the variant's name.
var winogradFmr = &ir.AttrConstraint{
	Summary: "Winograd Conv2D F(m, r)",
	Pred: func(a ir.Attribute) bool {
		ia, ok := a.(*ir.IntegerAttr)
		return ok && ia.Int64() >= 0 && ia.Int64() < int64(len(WinogradVariants))
	},
	Parse: func(p ir.AsmParser) (ir.Attribute, error) {
		loc := p.CurrentLoc()
		name, err := p.ParseKeywordAny()
		if err != nil {
			return nil, err
		}
		for i, v := range WinogradVariants {
			if v.Name == name {
				return p.Context().IntegerAttr(p.Context().I(32), int64(i)), nil
			}
		}
		return nil, p.ErrorAt(loc, "expected ::mlir::linalg::WinogradConv2DFmr to be one of: F_2_3, F_4_3, F_2_5")
	},
	Print: func(p *ir.AsmPrinter, a ir.Attribute) {
		if ia, ok := a.(*ir.IntegerAttr); ok && ia.Int64() >= 0 && ia.Int64() < int64(len(WinogradVariants)) {
			p.WriteString(WinogradVariants[ia.Int64()].Name)
		}
	},
}

func rankedTensorOfRank(n int) *ir.TypeConstraint {
	return &ir.TypeConstraint{Summary: "ranked tensor of any type values of rank " + string(rune('0'+n)), Pred: func(t ir.Type) bool {
		rt, ok := t.(*ir.RankedTensorType)
		return ok && len(rt.Dims) == n
	}}
}

// winogradOp declares a transform from operand in (rank inRank) to
// output (rank outRank).
func winogradOp(name, in string, inRank, outRank int, verify func(*ir.Operation) error) *ir.OpDef {
	return &ir.OpDef{
		Name:    "linalg." + name,
		Summary: "Winograd " + in + " transform operator",
		Operands: []ir.ArgDef{{Name: in, Type: rankedTensorOfRank(inRank)},
			{Name: "output", Type: rankedTensorOfRank(outRank)}},
		Results: []ir.ArgDef{{Name: "result", Type: rankedTensorOfRank(outRank)}},
		Attrs:   []ir.AttrDef{{Name: "fmr", Constraint: winogradFmr}},
		Format: "attr-dict `fmr` `` `(` $fmr `)` `ins` `(` $" + in + " `:` type($" + in + ") `)` " +
			"`outs` `(` $output `:` type($output) `)` `->` type($result)",
		Verify: verify,
		Interfaces: map[string]any{rewrite.DestinationStyleInterface: func(op *ir.Operation) []*ir.Value {
			return []*ir.Value{op.Operand(1)}
		}},
	}
}

var (
	// WinogradFilterTransform is linalg.winograd_filter_transform.
	WinogradFilterTransform = winogradOp("winograd_filter_transform", "filter", 4, 4, verifyWinogradFilter)
	// WinogradInputTransform is linalg.winograd_input_transform.
	WinogradInputTransform = winogradOp("winograd_input_transform", "input", 4, 6, verifyWinogradInput)
	// WinogradOutputTransform is linalg.winograd_output_transform.
	WinogradOutputTransform = winogradOp("winograd_output_transform", "value", 6, 4, verifyWinogradOutput)
)

// winogradMR returns the op's m and r.
func winogradMR(op *ir.Operation) (m, r int64) {
	ia, _ := op.Attr("fmr").(*ir.IntegerAttr)
	v := WinogradVariants[ia.Int64()]
	return v.M, v.R
}

// winogradShapes checks the element types and returns the two operands' shapes.
func winogradShapes(op *ir.Operation, in string) ([]int64, []int64, error) {
	a, b := op.Operand(0).Type().(*ir.RankedTensorType), op.Operand(1).Type().(*ir.RankedTensorType)
	if a.Elem != b.Elem {
		return nil, nil, op.EmitError("failed to verify that all of {%s, output} have same element type", in)
	}
	if op.NumResults() == 1 && op.Result(0).Type() != op.Operand(1).Type() {
		return nil, nil, op.EmitError("expected the result type to be the output's")
	}
	return a.Dims, b.Dims, nil
}

// compatible reports whether got matches want where neither is dynamic.
func compatible(want, got []int64) bool {
	if len(want) != len(got) {
		return false
	}
	for i := range want {
		if want[i] != ir.ShapedDynamic && got[i] != ir.ShapedDynamic && want[i] != got[i] {
			return false
		}
	}
	return true
}

func verifyWinogradFilter(op *ir.Operation) error {
	filter, output, err := winogradShapes(op, "filter")
	if err != nil {
		return err
	}
	m, r := winogradMR(op)
	h, w := filter[1], filter[2]
	if h != r && h != 1 {
		return op.EmitError("expect filter height either equals to r or 1")
	}
	if w != r && w != 1 {
		return op.EmitError("expect filter width either equals to r or 1")
	}
	if h == 1 && w == 1 {
		return op.EmitError("expect either filter height or width equals to r")
	}
	alpha := func(k int64) int64 {
		if k == r {
			return m + r - 1
		}
		return 1
	}
	if !compatible([]int64{alpha(h), alpha(w), filter[3], filter[0]}, output) {
		return op.EmitError("the output shape is not expected")
	}
	return nil
}

func verifyWinogradInput(op *ir.Operation) error {
	input, output, err := winogradShapes(op, "input")
	if err != nil {
		return err
	}
	m, r := winogradMR(op)
	want := make([]int64, 6)
	// dim returns the alpha and tile count of an input extent; transform
	// says whether the output's alpha is not 1.
	dim := func(in int64, transform bool) (int64, int64) {
		switch {
		case in == ir.ShapedDynamic:
			return m + r - 1, ir.ShapedDynamic
		case transform:
			return m + r - 1, (in - (r - 1)) / m
		default:
			return 1, in
		}
	}
	want[0], want[2] = dim(input[1], output[0] != 1)
	want[1], want[3] = dim(input[2], output[1] != 1)
	want[4], want[5] = input[0], input[3]
	if !compatible(want, output) {
		return op.EmitError("the output shape is not expected")
	}
	return nil
}

func verifyWinogradOutput(op *ir.Operation) error {
	value, output, err := winogradShapes(op, "value")
	if err != nil {
		return err
	}
	m, r := winogradMR(op)
	want := []int64{value[4], 0, 0, value[5]}
	for k, side := range []string{"height", "width"} {
		alpha, tiles := value[k], value[2+k]
		if alpha == ir.ShapedDynamic || tiles == ir.ShapedDynamic {
			want[1+k] = ir.ShapedDynamic
			continue
		}
		transform := alpha != 1
		if transform && alpha != m+r-1 {
			return op.EmitError("expect input %s equals to input tile size", side)
		}
		if transform {
			want[1+k] = m * tiles
		} else {
			want[1+k] = tiles
		}
	}
	if !compatible(want, output) {
		return op.EmitError("the output shape is not expected")
	}
	return nil
}
