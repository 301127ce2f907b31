package tensor_test

import (
	"testing"

	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// TestNoPanicOnMalformedGenericForm verifies and folds every op written in
// generic form with unusual operands: errors are fine, panics are not.
func TestNoPanicOnMalformedGenericForm(t *testing.T) {
	bodies := []string{
		`() : () -> ()`,
		`() : () -> tensor<4xf32>`,
		`(%t) : (tensor<4xf32>) -> tensor<4xf32>`,
		`(%t, %i) : (tensor<4xf32>, index) -> tensor<4xf32>`,
		`(%t, %i) : (tensor<4xf32>, index) -> index`,
		`(%f, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<4xf32>`,
		`(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>`,
		`(%t) <{static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<4xf32>) -> tensor<4xf32>`,
		`(%t) <{static_low = array<i64: 1>, static_high = array<i64: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> ({ ^bb0: "tensor.yield"(%f) : (f32) -> () }) : (tensor<4xf32>) -> tensor<6xf32>`,
		`(%t) <{dim = 3 : i64}> : (tensor<4xf32>) -> tensor<4xf32>`,
		`(%i) ({ ^bb0: "tensor.yield"(%f) : (f32) -> () }) : (index) -> tensor<?xf32>`,
	}
	for _, def := range tensor.Ops {
		for _, b := range bodies {
			src := `func.func @f(%t: tensor<4xf32>, %f: f32, %i: index) {
  "` + def.Name + `"` + b + `
  return
}`
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%s: panic: %v\n%s", def.Name, r, src)
					}
				}()
				ctx := newContext()
				ctx.AllowUnregistered = true
				m, err := parser.ParseSource(ctx, "fuzz.mlir", src, parser.Options{})
				if err != nil || ir.Verify(m) != nil {
					return
				}
				ir.WalkOps(m, func(op *ir.Operation) {
					if d := op.Def(); d != nil && d.Fold != nil {
						d.Fold(op, make([]ir.Attribute, op.NumOperands()))
					}
				})
			}()
		}
	}
}
