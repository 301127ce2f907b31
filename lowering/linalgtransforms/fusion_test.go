package linalgtransforms_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// manyReaders is a function whose elementwise producer (a mask, as every
// layer of a transformer reads) is read by n reductions, each of its own
// argument.
func manyReaders(n int) string {
	var b strings.Builder
	b.WriteString("func.func @main(%m: tensor<64xf32>")
	for i := range n {
		fmt.Fprintf(&b, ", %%x%d: tensor<64xf32>", i)
	}
	b.WriteString(") -> tensor<f32> {\n")
	b.WriteString(`  %e = tensor.empty() : tensor<64xf32>
  %mask = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%m : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %zero = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<f32>
  %acc0 = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
`)
	for i := range n {
		fmt.Fprintf(&b, `  %%acc%d = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
      ins(%%mask, %%x%d : tensor<64xf32>, tensor<64xf32>) outs(%%acc%d : tensor<f32>) {
  ^bb0(%%a: f32, %%x: f32, %%o: f32):
    %%p = arith.mulf %%a, %%x : f32
    %%s = arith.addf %%o, %%p : f32
    linalg.yield %%s : f32
  } -> tensor<f32>
`, i+1, i, i)
	}
	fmt.Fprintf(&b, "  return %%acc%d : tensor<f32>\n}\n", n)
	return b.String()
}

// TestFusionManyReaders: a producer that thousands of generics read is
// neither fused into one (it has other readers) nor recomputed in each (more
// than three), and deciding so takes time linear in its readers. The
// checks walked every reader's uses for every reader (cubic in them: GPT-2
// small's causal mask took the pass 31 s), which at this size runs for
// minutes, past go test's patience.
func TestFusionManyReaders(t *testing.T) {
	const n = 2000
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, err := parser.ParseSource(ctx, "many-readers.mlir", manyReaders(n), parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	pm, err := pipelines.Registry().ParsePipeline("builtin.module(linalg-fuse-elementwise-ops{recompute-into-reductions=true})")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := pm.Run(mod); err != nil {
		t.Fatalf("fusion: %v", err)
	}
	t.Logf("%d readers: %v", n, time.Since(start))
	generics := 0
	ir.WalkOps(mod, func(op *ir.Operation) {
		if op.Def() == linalg.Generic {
			generics++
		}
	})
	if generics != n+1 {
		t.Errorf("%d linalg.generic ops after the pass, want %d (the mask and its readers, none fused)", generics, n+1)
	}
}
