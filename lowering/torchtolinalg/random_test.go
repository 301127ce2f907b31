package torchtolinalg_test

import (
	"math"
	"slices"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// randomProgram draws rand (a dynamic dim), randn and randperm.
const randomProgram = `
func.func @f(%n: !torch.int) -> (!torch.vtensor<[?,3],f32>, !torch.vtensor<[4000],f64>, !torch.vtensor<[50],si32>, !torch.vtensor<[2000],bf16>) {
  %int3 = torch.constant.int 3
  %int7 = torch.constant.int 7
  %int3_si32 = torch.constant.int 3
  %int15 = torch.constant.int 15
  %int50 = torch.constant.int 50
  %int2000 = torch.constant.int 2000
  %int4000 = torch.constant.int 4000
  %none = torch.constant.none
  %size = torch.prim.ListConstruct %n, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.rand %size, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,3],f32>
  %s1 = torch.prim.ListConstruct %int4000 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.randn %s1, %int7, %none, %none, %none : !torch.list<int>, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[4000],f64>
  %2 = torch.aten.randperm %int50, %int3_si32, %none, %none, %none : !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[50],si32>
  %s3 = torch.prim.ListConstruct %int2000 : (!torch.int) -> !torch.list<int>
  %3 = torch.aten.rand %s3, %int15, %none, %none, %none : !torch.list<int>, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2000],bf16>
  return %0, %1, %2, %3 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[4000],f64>, !torch.vtensor<[50],si32>, !torch.vtensor<[2000],bf16>
}`

// TestRandomOps runs the random factories lowered to loops on the
// interpreter: rand is in [0, 1) with mean 1/2 and variance 1/12, randn
// has mean 0 and variance 1, randperm is a permutation, and a second
// call draws new numbers (the seed global advances).
func TestRandomOps(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "random.mlir", randomProgram, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	pm, err := pipelines.Registry().ParsePipeline("builtin.module(func.func(torch-decompose-complex-ops),torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)")
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(m); err != nil {
		t.Fatal(err)
	}
	it := interp.New(m, interp.Options{})
	f := ir.LookupSymbolIn(m, ctx.SymbolRefAttr("f"))
	results := func() [][]float64 {
		res, err := it.Call("f", []exec.Value{exec.Int(1000)})
		if err != nil {
			t.Fatal(err)
		}
		var out [][]float64
		for i, v := range res {
			e, err := interp.Elements(v, f.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType).Results[i])
			if err != nil {
				t.Fatal(err)
			}
			xs := make([]float64, e.Len())
			for k := range xs {
				if e.IsFloat() {
					xs[k] = e.At(int64(k)).F
				} else {
					xs[k] = float64(e.At(int64(k)).I)
				}
			}
			out = append(out, xs)
		}
		return out
	}
	first := results()
	moments := func(xs []float64) (mean, variance float64) {
		for _, x := range xs {
			mean += x
		}
		mean /= float64(len(xs))
		for _, x := range xs {
			variance += (x - mean) * (x - mean)
		}
		return mean, variance / float64(len(xs))
	}
	for i, name := range []string{"rand f32", "", "", "rand bf16"} {
		if name == "" {
			continue
		}
		for _, x := range first[i] {
			if x < 0 || x >= 1 {
				t.Fatalf("%s: %v is outside [0, 1)", name, x)
			}
		}
		if mean, variance := moments(first[i]); math.Abs(mean-0.5) > 0.02 || math.Abs(variance-1.0/12) > 0.01 {
			t.Errorf("%s: mean %v, variance %v; want 1/2, 1/12", name, mean, variance)
		}
	}
	if len(first[0]) != 3000 {
		t.Errorf("rand of [1000, 3]: %d elements", len(first[0]))
	}
	if mean, variance := moments(first[1]); math.Abs(mean) > 0.05 || math.Abs(variance-1) > 0.08 {
		t.Errorf("randn: mean %v, variance %v; want 0, 1", mean, variance)
	}
	perm := slices.Clone(first[2])
	slices.Sort(perm)
	for k, x := range perm {
		if x != float64(k) {
			t.Fatalf("randperm(50) = %v: not a permutation", first[2])
		}
	}
	second := results()
	for i := range first {
		if slices.Equal(first[i], second[i]) {
			t.Errorf("result %d: the second call drew the same numbers", i)
		}
	}
	if slices.Equal(first[0][:2000], first[3]) {
		t.Errorf("two rand ops drew the same numbers")
	}
}
