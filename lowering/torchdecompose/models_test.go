package torchdecompose_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/torchdecompose"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/passes"
)

// run parses src, runs the pipeline (pass arguments, in order, nested
// as the passes anchor) and returns the module.
func run(t *testing.T, name, src string, pipeline string) (*ir.Operation, error) {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, err := parser.ParseSource(ctx, name, src, parser.Options{})
	if err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	reg := passes.Registry()
	if err := reg.Register(torchdecompose.Passes()...); err != nil {
		t.Fatal(err)
	}
	pm, err := reg.ParsePipeline(pipeline)
	if err != nil {
		t.Fatal(err)
	}
	return mod, pm.Run(mod)
}

// funcSignatures returns the function types of the module's functions.
func funcSignatures(mod *ir.Operation) map[string]ir.Type {
	out := map[string]ir.Type{}
	ir.Walk(mod, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "func.func" {
			out[ir.SymbolName(op)] = op.Attr("function_type").(*ir.TypeAttr).Type
		}
		return ir.Advance
	})
	return out
}

// TestModelsDecompose: every model of test/models decomposes into
// backend-legal ops, verifies, and keeps its signature and the types of
// its returned values (shapes and dtypes as PyTorch's outputs).
func TestModelsDecompose(t *testing.T) {
	paths, _ := filepath.Glob("../../test/models/*/model.mlir")
	if len(paths) == 0 {
		t.Fatal("no models")
	}
	for _, p := range paths {
		name := filepath.Base(filepath.Dir(p))
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			before, _ := run(t, p, string(src), "builtin.module()")
			after, err := run(t, p, string(src),
				"builtin.module(func.func(torch-decompose-complex-ops),torch-lower-to-backend-contract)")
			if err != nil {
				t.Fatalf("%v", err)
			}
			if err := ir.Verify(after); err != nil {
				t.Fatalf("decomposed IR does not verify: %v", err)
			}
			want, got := funcSignatures(before), funcSignatures(after)
			for f, ty := range want {
				if got[f] != nil && ir.TypeString(got[f]) != ir.TypeString(ty) {
					t.Errorf("@%s: signature %s became %s", f, ir.TypeString(ty), ir.TypeString(got[f]))
				}
			}
			// The returned values keep their exact types.
			ir.Walk(after, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
				if op.Name() == "func.return" {
					fn := op.ParentOp()
					ft := fn.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
					for i, v := range op.Operands() {
						if v.Type() != ft.Results[i] {
							t.Errorf("return #%d has type %s, want %s", i, ir.TypeString(v.Type()), ir.TypeString(ft.Results[i]))
						}
					}
				}
				return ir.Advance
			})
			// No composite op is left.
			ir.Walk(after, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
				if strings.HasPrefix(op.Name(), "torch.") && !torchdecompose.BackendLegal(op.Name()) {
					t.Errorf("op %s left", op.Name())
				}
				if tt, ok := firstTensorResult(op); ok && (tt.Sizes == nil || tt.Dtype == nil) {
					t.Errorf("op %s has an unknown result type", op.Name())
				}
				return ir.Advance
			})
		})
	}
}

func firstTensorResult(op *ir.Operation) (*torch.TensorType, bool) {
	for _, r := range op.Results() {
		if tt, ok := r.Type().(*torch.TensorType); ok {
			return tt, true
		}
	}
	return nil, false
}
