package linalg_test

import (
	"testing"

	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// TestNoPanicOnMalformedGenericForm verifies every op written in generic
// form with unusual operand lists: errors are fine, panics are not.
func TestNoPanicOnMalformedGenericForm(t *testing.T) {
	bodies := []string{
		`() ({ ^bb0: "linalg.yield"() : () -> () }) : () -> ()`,
		`(%t) ({ ^bb0(%a: f32): "linalg.yield"(%a) : (f32) -> () }) : (tensor<4xf32>) -> ()`,
		`(%t, %t) ({ ^bb0(%a: f32, %b: f32): "linalg.yield"(%a) : (f32) -> () }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>`,
		`(%f, %t) ({ ^bb0(%a: f32, %b: f32): "linalg.yield"(%a) : (f32) -> () }) : (f32, tensor<4xf32>) -> tensor<4xf32>`,
		`(%t) : (tensor<4xf32>) -> ()`,
	}
	for _, def := range linalg.Ops {
		for _, b := range bodies {
			src := `func.func @f(%t: tensor<4xf32>, %f: f32) {
  "` + def.Name + `"` + b + `
  return
}`
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%s: panic: %v\n%s", def.Name, r, src)
					}
				}()
				op, err := parser.ParseSource(newContext(), "fuzz.mlir", src, parser.Options{})
				if err == nil {
					if ir.Verify(op) == nil {
						_ = linalg.GeneralizeAll(op)
					}
				}
			}()
		}
	}
}
