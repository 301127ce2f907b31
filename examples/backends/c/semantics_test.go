package main

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/backend/interpret"
	"github.com/strata-compiler/strata/backend/plugintarget"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
	"github.com/strata-compiler/strata/plugin"
)

// floatInputs are the f32 edge cases: signed zeros, infinities, NaN, a
// subnormal, the largest finite value, halfway cases of rounding.
var floatInputs = [][]float64{
	{0, math.Copysign(0, -1), 1, -1, 2.5, -2.5, 3.5, math.Inf(1), math.Inf(-1), math.NaN(), 1e-40, 3.4e38, 0.5, -7.25, 100, 1e-3},
	{math.Copysign(0, -1), 0, -1, 3, -2.5, 2.5, math.NaN(), math.Inf(1), 2, 1, -1e-40, 2, -0.5, 3, -100, 7},
}

// intInputs are i32 edge cases: the extremes, -1, and divisors of both
// signs (no zero divisor, no INT_MIN / -1: both undefined).
var intInputs = [][]float64{
	{0, 1, -1, math.MaxInt32, math.MinInt32, 7, -7, 100, -100, 5, -5, 123456, 1 << 30, -3, 2, 31},
	{1, -1, 3, 2, 3, 2, -2, -7, 7, 33, -33, -4, 5, 1, 31, 4},
}

const floatOps = `
func.func @main(%a: tensor<16xf32>, %b: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>,
    tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>,
    tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf64>,
    tensor<16xf16>, tensor<16xf32>, tensor<16xi32>) {
  %0 = arith.addf %a, %b : tensor<16xf32>
  %1 = arith.subf %a, %b : tensor<16xf32>
  %2 = arith.mulf %a, %b : tensor<16xf32>
  %3 = arith.divf %a, %b : tensor<16xf32>
  %4 = arith.remf %a, %b : tensor<16xf32>
  %5 = arith.maximumf %a, %b : tensor<16xf32>
  %6 = arith.minimumf %a, %b : tensor<16xf32>
  %7 = arith.maxnumf %a, %b : tensor<16xf32>
  %8 = arith.minnumf %a, %b : tensor<16xf32>
  %9 = arith.negf %a : tensor<16xf32>
  %10 = math.floor %a : tensor<16xf32>
  %11 = math.ceil %a : tensor<16xf32>
  %12 = math.round %a : tensor<16xf32>
  %13 = math.roundeven %a : tensor<16xf32>
  %14 = math.trunc %a : tensor<16xf32>
  %15 = math.absf %a : tensor<16xf32>
  %16 = math.copysign %a, %b : tensor<16xf32>
  %ae = arith.extf %a : tensor<16xf32> to tensor<16xf64>
  %be = arith.extf %b : tensor<16xf32> to tensor<16xf64>
  %17 = arith.mulf %ae, %be : tensor<16xf64>
  %ah = arith.truncf %a : tensor<16xf32> to tensor<16xf16>
  %18 = arith.addf %ah, %ah : tensor<16xf16>
  %c = arith.cmpf olt, %a, %b : tensor<16xf32>
  %19 = arith.select %c, %a, %b : tensor<16xi1>, tensor<16xf32>
  %20 = arith.constant dense<0> : tensor<16xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20 :
    tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>,
    tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>,
    tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf64>, tensor<16xf16>, tensor<16xf32>, tensor<16xi32>
}
`

// cmpfPredicates are arith.cmpf's sixteen predicates, each a result of
// @main in the comparisons module.
var cmpfPredicates = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}

var cmpiPredicates = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

// comparisons builds a module whose results are every predicate of
// op on (a, b), as i1 tensors.
func comparisons(op, elem string, predicates []string) string {
	var body, results, types strings.Builder
	for i, p := range predicates {
		fmt.Fprintf(&body, "  %%%d = arith.%s %s, %%a, %%b : tensor<16x%s>\n", i, op, p, elem)
		if i > 0 {
			results.WriteString(", ")
			types.WriteString(", ")
		}
		fmt.Fprintf(&results, "%%%d", i)
		types.WriteString("tensor<16xi1>")
	}
	return fmt.Sprintf("func.func @main(%%a: tensor<16x%s>, %%b: tensor<16x%s>) -> (%s) {\n%s  return %s : %s\n}\n",
		elem, elem, types.String(), body.String(), results.String(), types.String())
}

const intOps = `
func.func @main(%a: tensor<16xi32>, %b: tensor<16xi32>) -> (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>,
    tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>,
    tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>,
    tensor<16xi32>, tensor<16xi64>, tensor<16xi64>, tensor<16xi8>, tensor<16xf32>, tensor<16xf32>, tensor<16xi64>, tensor<16xi32>) {
  %0 = arith.addi %a, %b : tensor<16xi32>
  %1 = arith.subi %a, %b : tensor<16xi32>
  %2 = arith.muli %a, %b : tensor<16xi32>
  %3 = arith.divsi %a, %b : tensor<16xi32>
  %4 = arith.remsi %a, %b : tensor<16xi32>
  %5 = arith.divui %a, %b : tensor<16xi32>
  %6 = arith.remui %a, %b : tensor<16xi32>
  %7 = arith.floordivsi %a, %b : tensor<16xi32>
  %8 = arith.ceildivsi %a, %b : tensor<16xi32>
  %9 = arith.ceildivui %a, %b : tensor<16xi32>
  %10 = arith.andi %a, %b : tensor<16xi32>
  %11 = arith.ori %a, %b : tensor<16xi32>
  %12 = arith.xori %a, %b : tensor<16xi32>
  %c31 = arith.constant dense<31> : tensor<16xi32>
  %s = arith.andi %b, %c31 : tensor<16xi32>
  %13 = arith.shli %a, %s : tensor<16xi32>
  %14 = arith.shrsi %a, %s : tensor<16xi32>
  %15 = arith.shrui %a, %s : tensor<16xi32>
  %16 = arith.maxsi %a, %b : tensor<16xi32>
  %17 = arith.minui %a, %b : tensor<16xi32>
  %18 = arith.maxui %a, %b : tensor<16xi32>
  %19 = arith.extsi %a : tensor<16xi32> to tensor<16xi64>
  %20 = arith.extui %a : tensor<16xi32> to tensor<16xi64>
  %21 = arith.trunci %a : tensor<16xi32> to tensor<16xi8>
  %22 = arith.sitofp %a : tensor<16xi32> to tensor<16xf32>
  %23 = arith.uitofp %a : tensor<16xi32> to tensor<16xf32>
  %lt = arith.cmpi slt, %a, %b : tensor<16xi32>
  %24 = arith.extsi %lt : tensor<16xi1> to tensor<16xi64>
  %25 = arith.minsi %a, %b : tensor<16xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25 :
    tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>,
    tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>,
    tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi64>, tensor<16xi64>,
    tensor<16xi8>, tensor<16xf32>, tensor<16xf32>, tensor<16xi64>, tensor<16xi32>
}
`

// transcendentals are compared within a few ulps: C's libm and the
// interpreter's Go math may round the last bit differently.
const transcendentals = `
func.func @main(%a: tensor<16xf32>, %b: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>,
    tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
  %0 = math.exp %a : tensor<16xf32>
  %1 = math.tanh %a : tensor<16xf32>
  %2 = math.erf %a : tensor<16xf32>
  %3 = math.sqrt %a : tensor<16xf32>
  %4 = math.rsqrt %a : tensor<16xf32>
  %5 = math.log1p %a : tensor<16xf32>
  %6 = math.atan2 %a, %b : tensor<16xf32>
  %7 = math.powf %a, %b : tensor<16xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>,
    tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
}
`

// The C that strata-backend-c writes computes what Strata's interpreter
// computes, op by op, on edge-case inputs: bit for bit for arithmetic,
// comparisons, conversions and rounding (NaN as any NaN), within 4 ulps
// for libm's functions.
func TestScalarSemanticsMatchTheInterpreter(t *testing.T) {
	installC(t)
	b, err := plugin.Find(context.Background(), "c")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		src    string
		dtype  string
		inputs [][]float64
		ulps   float64
	}{
		{"floats", floatOps, "f4", floatInputs, 0},
		{"cmpf", comparisons("cmpf", "f32", cmpfPredicates), "f4", floatInputs, 0},
		{"ints", intOps, "i4", intInputs, 0},
		{"cmpi", comparisons("cmpi", "i32", cmpiPredicates), "i4", intInputs, 0},
		{"transcendentals", transcendentals, "f4", floatInputs, 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			args := make([]*npy.Array, len(c.inputs))
			for i, vs := range c.inputs {
				a, err := npy.New(c.dtype, []int{len(vs)})
				if err != nil {
					t.Fatal(err)
				}
				for k, v := range vs {
					a.SetFloat64(k, v)
				}
				args[i] = a
			}
			want := runOn(t, interpret.New(), c.src, args)
			got := runOn(t, plugintarget.New(b), c.src, args)
			for r := range want {
				w, g := want[r].Float64s(), got[r].Float64s()
				for k := range w {
					if !sameFloat(w[k], g[k], c.ulps) {
						t.Errorf("result %d [%d] on (%v, %v): C %v, interpreter %v", r, k, c.inputs[0][k], c.inputs[1][k], g[k], w[k])
					}
				}
			}
		})
	}
}

func runOn(t *testing.T, target backend.Target, src string, args []*npy.Array) []*npy.Array {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	module, err := parser.ParseSource(ctx, "ops.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	text, err := target.Pipeline(backend.LevelTensor)
	if err != nil {
		t.Fatal(err)
	}
	if text != "" {
		pm, err := pipelines.Registry().ParsePipeline(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := pm.Run(module); err != nil {
			t.Fatal(err)
		}
	}
	exe, err := target.Compile(module, backend.Options{})
	if err != nil {
		t.Fatalf("%s: %v", target.Name(), err)
	}
	out, err := exe.Run("main", args)
	if err != nil {
		t.Fatalf("%s: %v", target.Name(), err)
	}
	return out
}

// sameFloat: equal bits but for NaN's payload and, with ulps > 0,
// within that many float32 ulps of each other.
func sameFloat(a, b, ulps float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	if a == b {
		return math.Signbit(a) == math.Signbit(b)
	}
	if ulps == 0 || math.IsInf(a, 0) || math.IsInf(b, 0) {
		return false
	}
	ulp := float64(math.Nextafter32(float32(math.Abs(a)), float32(math.Inf(1)))) - math.Abs(float64(float32(a)))
	return math.Abs(a-b) <= ulps*ulp
}

// An op the backend does not know is an error at the op's line, which
// Strata reports as its own diagnostic; nothing is built.
func TestUnknownOpIsAnErrorAtItsLocation(t *testing.T) {
	installC(t)
	b, err := plugin.Find(context.Background(), "c")
	if err != nil {
		t.Fatal(err)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	src := "func.func @main(%a: tensor<4xi32>) -> tensor<4xi32> {\n  %0 = math.ctpop %a : tensor<4xi32>\n  return %0 : tensor<4xi32>\n}\n"
	module, err := parser.ParseSource(ctx, "ops.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	target := plugintarget.New(b)
	text, err := target.Pipeline(backend.LevelTensor)
	if err != nil {
		t.Fatal(err)
	}
	pm, err := pipelines.Registry().ParsePipeline(text)
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(module); err != nil {
		t.Fatal(err)
	}
	_, err = target.Compile(module, backend.Options{})
	if err == nil || !strings.Contains(err.Error(), "ops.mlir:2:8: error: strata-backend-c does not run math.ctpop") {
		t.Fatalf("got %v, want an error at ops.mlir:2:8 naming math.ctpop", err)
	}
}
