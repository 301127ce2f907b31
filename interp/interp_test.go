package interp

import (
	"math"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// notInterpreted are ops of the covered dialects without semantics, with
// the reason.
var notInterpreted = map[string]string{
	"builtin.module":          "a container, not executed",
	"func.func":               "a symbol, run through Call",
	"memref.global":           "a symbol, read through memref.get_global",
	"arith.scaling_extf":      "microscaling formats are not interpreter types",
	"arith.scaling_truncf":    "microscaling formats are not interpreter types",
	"bufferization.to_memref": "parsed as bufferization.to_buffer",
	// The Winograd transforms multiply by upstream's per-variant constant
	// matrices (G, B^T, A^T of F(2,3), F(4,3), F(2,5)), not carried yet.
	"linalg.winograd_filter_transform": "Winograd matrices not carried yet",
	"linalg.winograd_input_transform":  "Winograd matrices not carried yet",
	"linalg.winograd_output_transform": "Winograd matrices not carried yet",
	// Torch ops Strata neither decomposes nor lowers: training (backward)
	// ops, FFTs and sampling ops of the core opset, in-place ops on
	// non-value tensors, and ops of unknown schema.
	"torch.operator":                              "an op of unknown schema",
	"torch.tensor.literal":                        "a non-value tensor (value semantics only)",
	"torch.aten.add_.Tensor":                      "in place on a non-value tensor",
	"torch.aten.mul_.Tensor":                      "in place on a non-value tensor",
	"torch.aten.copy_":                            "in place on a non-value tensor",
	"torch.aten.resize_":                          "in place on a non-value tensor",
	"torch.aten.atan2.out":                        "writes an out= tensor in place",
	"torch.aten._adaptive_avg_pool2d_backward":    "a backward op",
	"torch.aten.avg_pool2d_backward":              "a backward op",
	"torch.aten.convolution_backward":             "a backward op",
	"torch.aten.embedding_dense_backward":         "a backward op",
	"torch.aten.max_pool2d_with_indices_backward": "a backward op",
	"torch.aten.native_group_norm_backward":       "a backward op",
	"torch.aten.native_layer_norm_backward":       "a backward op",
	"torch.aten._fft_c2r":                         "complex tensors are not interpreter values",
	"torch.aten._fft_r2c":                         "complex tensors are not interpreter values",
	"torch.aten._embedding_bag":                   "not lowered by Strata",
	"torch.aten._cdist_forward":                   "not lowered by Strata",
	"torch.aten._pdist_forward":                   "not lowered by Strata",
	"torch.aten.col2im":                           "not lowered by Strata",
	"torch.aten.grid_sampler_2d":                  "not lowered by Strata",
}

// TestEveryOpHasSemantics: each op of the dialects the interpreter covers
// brings its semantics.
func TestEveryOpHasSemantics(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	sem := Semantics()
	covered := []string{"builtin.", "func.", "arith.", "math.", "cf.", "scf.", "affine.", "tensor.", "memref.", "bufferization.", "linalg.", "torch.", "torch_c."}
	for _, name := range ctx.RegisteredOps() {
		in := false
		for _, p := range covered {
			in = in || strings.HasPrefix(name, p)
		}
		if !in || sem[name] != nil || notInterpreted[name] != "" {
			continue
		}
		t.Errorf("op %s has no interpreter semantics", name)
	}
}

func parse(t testing.TB, src string) *ir.Operation {
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "test.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestPanicBecomesError(t *testing.T) {
	m := parse(t, `func.func @f(%a: tensor<2xf32>) -> f32 {
  %c = arith.constant 0 : index
  %v = tensor.extract %a[%c] : tensor<2xf32>
  return %v : f32
}`)
	// A scalar where a tensor is expected: reported, not a crash.
	_, err := New(m, Options{}).Call("f", []exec.Value{exec.Float(1)})
	if err == nil || !strings.Contains(err.Error(), "not a tensor") {
		t.Fatalf("got %v", err)
	}
}

const matmul = `func.func @mm(%a: tensor<NxNxf32>, %b: tensor<NxNxf32>, %c: tensor<NxNxf32>) -> tensor<NxNxf32> {
  %r = linalg.matmul ins(%a, %b : tensor<NxNxf32>, tensor<NxNxf32>) outs(%c : tensor<NxNxf32>) -> tensor<NxNxf32>
  return %r : tensor<NxNxf32>
}`

func tensorArg(n int64) exec.Value {
	t := exec.NewTensor(ir.NewContext().F32(), []int64{n, n})
	for i := range t.Len() {
		t.SetFloat(i, float64(i%7)*0.5)
	}
	return exec.Value{Ref: t}
}

// BenchmarkMatmul256 is a 256³ f32 linalg.matmul: 16.8M body executions.
func BenchmarkMatmul256(b *testing.B) {
	m := parse(b, strings.ReplaceAll(matmul, "N", "256"))
	args := []exec.Value{tensorArg(256), tensorArg(256), tensorArg(256)}
	for i := 0; i < b.N; i++ {
		if _, err := New(m, Options{}).Call("mm", args); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(256*256*256)*float64(b.N)/b.Elapsed().Seconds(), "MACs/s")
}

// BenchmarkElementwiseScalar runs a scalar loop of arith ops: the cost of
// one interpreted op.
func BenchmarkElementwiseScalar(b *testing.B) {
	m := parse(b, `func.func @f(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 1.0001 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %a = arith.mulf %acc, %k : f32
    %b = arith.addf %a, %x : f32
    %c = arith.subf %b, %x : f32
    scf.yield %c : f32
  }
  return %r : f32
}`)
	const n = 100000
	for i := 0; i < b.N; i++ {
		if _, err := New(m, Options{}).Call("f", []exec.Value{exec.Int(n), exec.Float(1)}); err != nil {
			b.Fatal(err)
		}
	}
	// Four ops per iteration (mulf, addf, subf, yield).
	b.ReportMetric(4*n*float64(b.N)/b.Elapsed().Seconds(), "ops/s")
}

// BenchmarkElementwiseTensor is arith.addf on a 1M-element tensor
// (lifted elementwise) and a linalg.generic doing the same.
func BenchmarkElementwiseTensor(b *testing.B) {
	m := parse(b, `func.func @f(%a: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %r = arith.addf %a, %a : tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}
func.func @g(%a: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<1024x1024xf32>) outs(%a : tensor<1024x1024xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}`)
	args := []exec.Value{tensorArg(1024)}
	for _, fn := range []string{"f", "g"} {
		b.Run(fn, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := New(m, Options{}).Call(fn, args); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(1024*1024*float64(b.N)/b.Elapsed().Seconds(), "elems/s")
		})
	}
}

// TestMultiplyAccumulateBody checks linalg's multiply-accumulate body, which
// the interpreter computes in Go (linalgexec's mac), against the same body
// interpreted op by op (a select that changes nothing defeats the fast
// path), bit for bit, on values with NaNs, infinities, signed zeros,
// subnormals and cancellations, in both operand orders, on f32 inputs and
// on f16 and bf16 inputs extended to f32 (a tensor-core product's body).
func TestMultiplyAccumulateBody(t *testing.T) {
	const maps = `#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
`
	const generic = `func.func @NAME(%a: tensor<5x7xIN>, %b: tensor<7x6xIN>, %c: tensor<5x6xf32>) -> tensor<5x6xf32> {
  %t = arith.constant true
  %r = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<5x7xIN>, tensor<7x6xIN>) outs(%c : tensor<5x6xf32>) {
  ^bb0(%x: IN, %y: IN, %acc: f32):
    BODY
  } -> tensor<5x6xf32>
  return %r : tensor<5x6xf32>
}
`
	const extended = "%ye = arith.extf %y : IN to f32\n    %xe = arith.extf %x : IN to f32\n    %p = arith.mulf %xe, %ye : f32\n    %s = arith.addf %acc, %p : f32\n    "
	bodies := []struct{ in, fast, slow string }{
		{"f32", "%p = arith.mulf %x, %y : f32\n    %s = arith.addf %acc, %p : f32\n    linalg.yield %s : f32",
			"%p = arith.mulf %x, %y : f32\n    %s = arith.addf %acc, %p : f32\n    %u = arith.select %t, %s, %s : f32\n    linalg.yield %u : f32"},
		{"f32", "%p = arith.mulf %y, %x : f32\n    %s = arith.addf %p, %acc : f32\n    linalg.yield %s : f32",
			"%p = arith.mulf %y, %x : f32\n    %s = arith.addf %p, %acc : f32\n    %u = arith.select %t, %s, %s : f32\n    linalg.yield %u : f32"},
		{"f16", extended + "linalg.yield %s : f32", extended + "%u = arith.select %t, %s, %s : f32\n    linalg.yield %u : f32"},
		{"bf16", extended + "linalg.yield %s : f32", extended + "%u = arith.select %t, %s, %s : f32\n    linalg.yield %u : f32"},
	}
	special := []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 0, 1e-40, -3e-39, 3.4e38, -3.4e38, 1 + 1.0/(1<<23), -1}
	ctx := ir.NewContext()
	types := map[string]ir.Type{"f32": ctx.F32(), "f16": ctx.F16(), "bf16": ctx.BF16()}
	fill := func(shape []int64, seed int, elem ir.Type) exec.Value {
		tensor := exec.NewTensor(elem, shape)
		for i := range tensor.Len() {
			k := int(i)*7 + seed
			v := float64(k%13)*0.37 - 2
			if k%5 == 0 {
				v = special[k%len(special)]
			}
			tensor.SetFloat(i, exec.Round(exec.ElemOf(elem).Kind, v))
		}
		return exec.Value{Ref: tensor}
	}
	for i, b := range bodies {
		src := maps + strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(generic, "NAME", "fast"), "BODY", b.fast)+
			strings.ReplaceAll(strings.ReplaceAll(generic, "NAME", "slow"), "BODY", b.slow), "IN", b.in)
		m := parse(t, src)
		results := map[string][]float32{}
		for _, fn := range []string{"fast", "slow"} {
			in := types[b.in]
			args := []exec.Value{fill([]int64{5, 7}, 1, in), fill([]int64{7, 6}, 2, in), fill([]int64{5, 6}, 3, types["f32"])}
			out, err := New(m, Options{}).Call(fn, args)
			if err != nil {
				t.Fatal(err)
			}
			r := out[0].Tensor()
			for k := range r.Len() {
				results[fn] = append(results[fn], float32(r.Float(k)))
			}
		}
		for k, f := range results["fast"] {
			s := results["slow"][k]
			if math.Float32bits(f) != math.Float32bits(s) && !(f != f && s != s) {
				t.Errorf("body %d, element %d: %v (%#x) computed, %v (%#x) interpreted", i, k, f, math.Float32bits(f), s, math.Float32bits(s))
			}
		}
	}
}
