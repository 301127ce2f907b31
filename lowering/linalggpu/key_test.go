package linalggpu

import (
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// TestProductKey checks the keys of strata.gpu_tunings on the layouts and
// types the lit tests do not reach: A transposed, 16-bit inputs summed in
// f32, a batch sharing A, a convolution's product, and an op that is no
// product.
func TestProductKey(t *testing.T) {
	const src = `
func.func @f(%at: memref<24x40xf32>, %b: memref<24x48xf32>, %c: memref<40x48xf32>,
             %h: memref<40x24xbf16>, %g: memref<24x48xbf16>, %d: memref<40x48xf32>,
             %s: memref<40x24xf32>, %bb: memref<3x24x48xf32>, %cc: memref<3x40x48xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%at, %b : memref<24x40xf32>, memref<24x48xf32>) outs(%c : memref<40x48xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %g : memref<40x24xbf16>, memref<24x48xbf16>) outs(%d : memref<40x48xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%s, %bb : memref<40x24xf32>, memref<3x24x48xf32>) outs(%cc : memref<3x40x48xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"], strata.convolution}
      ins(%s, %b : memref<40x24xf32>, memref<24x48xf32>) outs(%c : memref<40x48xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  linalg.copy ins(%c : memref<40x48xf32>) outs(%d : memref<40x48xf32>)
  return
}
`
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, err := parser.ParseSource(ctx, "k.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	ir.WalkOps(mod, func(op *ir.Operation) {
		if key, ok := ProductKey(op); ok {
			got = append(got, key)
		} else if op.Def() == linalg.Copy {
			got = append(got, "(none)")
		}
	})
	want := []string{"m40 n48 k24 f32 tn", "m40 n48 k24 bf16->f32 nn", "b3 m40 n48 k24 f32 nn shared-a", "m40 n48 k24 f32 nn conv", "(none)"}
	if len(got) != len(want) {
		t.Fatalf("keys %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("key %d: %q, want %q", i, got[i], want[i])
		}
	}
}
