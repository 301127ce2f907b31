package tensor_test

import (
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// foldFirst parses src, finds the first op named name and folds it with
// no constant operands.
func foldFirst(t *testing.T, src, name string) (*ir.Operation, []any) {
	t.Helper()
	ctx := newContext()
	m := parse(t, ctx, src)
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	var found *ir.Operation
	ir.WalkOps(m, func(op *ir.Operation) {
		if found == nil && op.Name() == name {
			found = op
		}
	})
	if found == nil {
		t.Fatalf("no %s", name)
	}
	return found, found.Def().Fold(found, make([]ir.Attribute, found.NumOperands()))
}

func TestFolds(t *testing.T) {
	cases := []struct {
		name, op, src string
		// want is "arg<N>" for a function argument, "self" for an in-place
		// update, "int<N>" for an index constant, "" for no fold.
		want string
	}{
		{"cast-same", "tensor.cast", `func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32> }`, "arg0"},
		{"cast-cast", "tensor.cast", `func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  return %1 : tensor<4xf32> }`, ""}, // the first cast does not fold
		{"rank", "tensor.rank", `func.func @f(%a: tensor<4x?xf32>) -> index {
  %0 = tensor.rank %a : tensor<4x?xf32>
  return %0 : index }`, "int2"},
		{"dim-empty", "tensor.dim", `func.func @f(%n: index, %i: index) -> index {
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %0 = tensor.dim %e, %i : tensor<4x?xf32>
  return %0 : index }`, ""}, // index not constant
		{"full-slice", "tensor.extract_slice", `func.func @f(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tensor.extract_slice %a[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32> }`, "arg0"},
		{"slice-of-slice", "tensor.extract_slice", `func.func @f(%a: tensor<16x16xf32>) -> tensor<2x2xf32> {
  %0 = tensor.extract_slice %a[2, 1] [8, 8] [1, 2] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = tensor.extract_slice %0[1, 1] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %1 : tensor<2x2xf32> }`, ""},
		{"collapse-expand", "tensor.collapse_shape", `func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %1 : tensor<8xf32> }`, "arg0"},
		{"pad-zero", "tensor.pad", `func.func @f(%a: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %0 = tensor.pad %a low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<8xf32> to tensor<8xf32>
  return %0 : tensor<8xf32> }`, "arg0"},
		{"extract-from-elements", "tensor.extract", `func.func @f(%x: f32, %y: f32, %i: index) -> f32 {
  %t = tensor.from_elements %x, %y : tensor<2xf32>
  %0 = tensor.extract %t[%i] : tensor<2xf32>
  return %0 : f32 }`, ""},
		{"extract-splat", "tensor.extract", `func.func @f(%x: f32, %i: index) -> f32 {
  %t = tensor.splat %x : tensor<2xf32>
  %0 = tensor.extract %t[%i] : tensor<2xf32>
  return %0 : f32 }`, "arg0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			op, res := foldFirst(t, c.src, c.op)
			got := ""
			if len(res) == 1 {
				switch r := res[0].(type) {
				case *ir.Value:
					if r == op.Result(0) {
						got = "self"
					} else if r.IsBlockArgument() {
						got = "arg" + string(rune('0'+r.Index()))
					} else {
						got = "value"
					}
				case *ir.IntegerAttr:
					got = "int" + string(rune('0'+r.Int64()))
				}
			}
			if got != c.want {
				t.Errorf("fold = %q, want %q", got, c.want)
			}
		})
	}
}

func TestFoldSliceOfSlice(t *testing.T) {
	ctx := newContext()
	m := parse(t, ctx, `func.func @f(%a: tensor<16x16xf32>) -> tensor<2x2xf32> {
  %0 = tensor.extract_slice %a[2, 1] [8, 8] [1, 2] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = tensor.extract_slice %0[1, 1] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %1 : tensor<2x2xf32> }`)
	var slices []*ir.Operation
	ir.WalkOps(m, func(op *ir.Operation) {
		if op.Name() == "tensor.extract_slice" {
			slices = append(slices, op)
		}
	})
	rewrite.ApplyPatternsGreedily(m, rewrite.NewPatternSet(tensor.MergeConsecutiveExtractSlice), rewrite.DefaultGreedyConfig())
	var outer *ir.Operation
	ir.WalkOps(m, func(op *ir.Operation) {
		if op.Name() == "tensor.extract_slice" {
			outer = op
		}
	})
	_ = slices
	if got, want := ir.OpString(outer, false), "[3, 3] [2, 2] [1, 2] : tensor<16x16xf32> to tensor<2x2xf32>"; !strings.Contains(got, want) {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
