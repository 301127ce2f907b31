package mathapprox_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// Each expansion, run by the interpreter on a sweep of f32 inputs (a
// grid over the interesting range, random values, and the special
// values), is compared with Go's float64 function rounded to f32.
func TestAccuracy(t *testing.T) {
	specials := []float32{0, float32(math.Copysign(0, -1)), float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()),
		math.SmallestNonzeroFloat32, 1e-40, -1e-40, math.MaxFloat32, -math.MaxFloat32, 1e-30, -1e-30, 0.5, -0.5, 0.125, -0.125}
	cases := []struct {
		op     string
		ref    func(float64) float64
		lo, hi float64
		ok     func(got, want float32) bool
	}{
		{"exp", math.Exp, -110, 90, flushed(ulps(2))},
		{"erf", math.Erf, -6, 6, absolute(3e-7)},
		{"tanh", math.Tanh, -12, 12, relative(5e-7)},
		{"log", math.Log, 0, 100, ulps(2)},
	}
	for _, c := range cases {
		t.Run(c.op, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, 2))
			inputs := append([]float32{}, specials...)
			for i := 0; i <= 20000; i++ {
				inputs = append(inputs, float32(c.lo+(c.hi-c.lo)*float64(i)/20000))
			}
			for i := 0; i < 20000; i++ {
				// Random magnitudes over the whole exponent range.
				inputs = append(inputs, float32(math.Copysign(math.Exp2(rng.Float64()*250-125), rng.Float64()-0.5)))
			}
			got := run(t, c.op, inputs)
			for i, x := range inputs {
				want := float32(c.ref(float64(x)))
				if !c.ok(got[i], want) {
					t.Fatalf("%s(%g) = %g, want %g", c.op, x, got[i], want)
				}
			}
		})
	}
}

// run expands math.OP in a loop over a memref and interprets it on inputs.
func run(t *testing.T, op string, inputs []float32) []float32 {
	n := len(inputs)
	src := fmt.Sprintf(`func.func @f(%%x: memref<%[1]dxf32>, %%y: memref<%[1]dxf32>) {
  %%c0 = arith.constant 0 : index
  %%c1 = arith.constant 1 : index
  %%n = arith.constant %[1]d : index
  scf.for %%i = %%c0 to %%n step %%c1 {
    %%v = memref.load %%x[%%i] : memref<%[1]dxf32>
    %%r = math.%[2]s %%v : f32
    memref.store %%r, %%y[%%i] : memref<%[1]dxf32>
  }
  return
}`, n, op)
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "test.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	pm, err := pipelines.Registry().ParsePipeline("builtin.module(strata-math-polynomial-approximation)")
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(m); err != nil {
		t.Fatal(err)
	}
	left := 0
	ir.WalkOps(m, func(o *ir.Operation) {
		if o.Name() == "math."+op {
			left++
		}
	})
	if left != 0 {
		t.Fatalf("math.%s is still there after the pass", op)
	}
	mt := ctx.MemRefType([]int64{int64(n)}, ctx.FloatType(ir.F32), nil, nil)
	data := make([]byte, 4*n)
	for i, x := range inputs {
		bits := math.Float32bits(x)
		data[4*i], data[4*i+1], data[4*i+2], data[4*i+3] = byte(bits), byte(bits>>8), byte(bits>>16), byte(bits>>24)
	}
	x, err := interp.FromNpy(&npy.Array{Dtype: "f4", Shape: []int{n}, Data: data}, mt)
	if err != nil {
		t.Fatal(err)
	}
	y, err := interp.FromNpy(&npy.Array{Dtype: "f4", Shape: []int{n}, Data: make([]byte, 4*n)}, mt)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := interp.New(m, interp.Options{}).Call("f", []exec.Value{x, y}); err != nil {
		t.Fatal(err)
	}
	out, err := interp.ToNpy(y, mt)
	if err != nil {
		t.Fatal(err)
	}
	res := make([]float32, n)
	for i := range res {
		res[i] = float32(out.Float64(i))
	}
	return res
}

// same reports whether got and want are the same NaN-ness, infinity or
// zero, for the checks below to compare the rest.
func same(got, want float32) (decided, ok bool) {
	g, w := float64(got), float64(want)
	switch {
	case math.IsNaN(w) || math.IsNaN(g):
		return true, math.IsNaN(w) && math.IsNaN(g)
	case math.IsInf(w, 0) || math.IsInf(g, 0):
		return true, g == w
	}
	return false, false
}

// flushed accepts 0 where the wanted result is subnormal (exp flushes
// them), else what ok accepts.
func flushed(ok func(got, want float32) bool) func(got, want float32) bool {
	return func(got, want float32) bool {
		if want != 0 && math.Abs(float64(want)) < 0x1p-126 {
			return got == 0
		}
		return ok(got, want)
	}
}

// ulps accepts results within n units in the last place (subnormal
// results within n of the smallest).
func ulps(n int32) func(got, want float32) bool {
	return func(got, want float32) bool {
		if decided, ok := same(got, want); decided {
			return ok
		}
		if math.Signbit(float64(got)) != math.Signbit(float64(want)) {
			return got == 0 && want == 0
		}
		d := int32(math.Float32bits(got)) - int32(math.Float32bits(want))
		return d >= -n && d <= n
	}
}

func absolute(tol float64) func(got, want float32) bool {
	return func(got, want float32) bool {
		if decided, ok := same(got, want); decided {
			return ok
		}
		return math.Abs(float64(got)-float64(want)) <= tol
	}
}

func relative(tol float64) func(got, want float32) bool {
	return func(got, want float32) bool {
		if decided, ok := same(got, want); decided {
			return ok
		}
		return math.Abs(float64(got)-float64(want)) <= tol*math.Abs(float64(want))+math.SmallestNonzeroFloat32
	}
}
