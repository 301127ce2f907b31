package interpret

import (
	"bytes"
	"math"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
)

func compile(t *testing.T, name, src string) backend.Executable {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, name, src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	exe, err := New().Compile(m, backend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return exe
}

func array(t *testing.T, dtype string, vs ...float64) *npy.Array {
	t.Helper()
	a, err := npy.New(dtype, []int{len(vs)})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range vs {
		a.SetFloat64(i, v)
	}
	return a
}

// Each dtype becomes its element type at the boundary and comes back:
// f2 is f16, bfloat16 a float32 array rounded to bf16 (and returned as
// float32), u1 a ui8 (returned as u1), b1 an i1.
func TestEveryDtypeCrossesTheBoundary(t *testing.T) {
	exe := compile(t, "dtypes.mlir", `
func.func @f16(%a: tensor<3xf16>) -> tensor<3xf16> {
  %r = arith.addf %a, %a : tensor<3xf16>
  return %r : tensor<3xf16>
}
func.func @bf16(%a: tensor<3xbf16>) -> tensor<3xbf16> {
  %r = arith.addf %a, %a : tensor<3xbf16>
  return %r : tensor<3xbf16>
}
func.func @ui8(%a: tensor<3xui8>) -> tensor<3xui8> {
  return %a : tensor<3xui8>
}
func.func @bool(%a: tensor<3xi1>) -> tensor<3xi1> {
  return %a : tensor<3xi1>
}
func.func @vtensor(%a: !torch.vtensor<[3],f16>) -> !torch.vtensor<[3],f16> {
  return %a : !torch.vtensor<[3],f16>
}`)
	for _, tt := range []struct {
		entry string
		in    *npy.Array
		dtype string
		want  []float64
	}{
		// 0.1 is half 0x2e66; doubled, 0x3266. 65504 doubled overflows.
		{"f16", array(t, "f2", 0.1, -1.5, 65504), "f2", []float64{npy.Float16FromBits(0x3266), -3, math.Inf(1)}},
		// 0.1 is bfloat16 0x3dcd (0.10009765625): doubled exactly.
		{"bf16", array(t, "f4", 0.1, -1.5, 1+1.0/256), "f4", []float64{0.2001953125, -3, 2}},
		{"ui8", array(t, "u1", 0, 255, 128), "u1", []float64{0, 255, 128}},
		{"bool", array(t, "b1", 1, 0, 1), "b1", []float64{1, 0, 1}},
		{"vtensor", array(t, "f2", 0.1, -1.5, 65504), "f2", []float64{npy.Float16FromBits(0x2e66), -1.5, 65504}},
	} {
		got, err := exe.Run(tt.entry, []*npy.Array{tt.in})
		if err != nil {
			t.Errorf("@%s: %v", tt.entry, err)
			continue
		}
		if got[0].Dtype != tt.dtype || got[0].Validate() != nil {
			t.Errorf("@%s: result %s %v, want %s", tt.entry, got[0].Dtype, got[0].Shape, tt.dtype)
		}
		if diff := cmp.Diff(tt.want, got[0].Float64s()); diff != "" {
			t.Errorf("@%s (-want +got):\n%s", tt.entry, diff)
		}
	}
}

// A complex argument comes back as it went in; an array of another dtype
// (or a complex type the interpreter has no values of) is an error at the
// function.
func TestBoundaryErrorsAreLocated(t *testing.T) {
	exe := compile(t, "complex.mlir", `func.func @c(%a: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  return %a : tensor<2xcomplex<f32>>
}
func.func @h(%a: tensor<2xf16>) -> tensor<2xf16> {
  return %a : tensor<2xf16>
}
func.func @g(%a: tensor<2xcomplex<f16>>) -> tensor<2xcomplex<f16>> {
  return %a : tensor<2xcomplex<f16>>
}`)
	c8 := &npy.Array{Dtype: "c8", Shape: []int{2}, Data: make([]byte, 16)}
	c8.SetComplex128(0, 1.5-2i)
	c8.SetComplex128(1, complex(math.Inf(1), math.NaN()))
	got, err := exe.Run("c", []*npy.Array{c8})
	if err != nil || got[0].Dtype != "c8" || !bytes.Equal(got[0].Data, c8.Data) {
		t.Errorf("@c: %v, %v; want the c8 array back", got, err)
	}
	for _, tt := range []struct {
		entry string
		in    *npy.Array
		want  string
	}{
		{"c", array(t, "f4", 1, 2), "complex.mlir:1:1: error: input #0 (f4 [2]) for '@c' argument of type 'tensor<2xcomplex<f32>>': dtype 'f4' does not match element type 'complex<f32>' (expected 'c8')"},
		{"g", c8, "complex.mlir:7:1: error: input #0 (c8 [2]) for '@g' argument of type 'tensor<2xcomplex<f16>>': type 'complex<f16>' is not supported by the interpreter"},
		{"h", array(t, "f4", 1, 2), "complex.mlir:4:1: error: input #0 (f4 [2]) for '@h' argument of type 'tensor<2xf16>': dtype 'f4' does not match element type 'f16' (expected 'f2')"},
	} {
		_, err := exe.Run(tt.entry, []*npy.Array{tt.in})
		if err == nil || err.Error() != tt.want {
			t.Errorf("@%s: got %v\nwant %s", tt.entry, err, tt.want)
		}
	}
}

// OpInfo cases of each dtype run at the torch level on the generated
// arguments and give PyTorch's bytes (ops that are exact in every dtype:
// abs, clone, neg; clone of complex64).
func TestOpInfoDtypes(t *testing.T) {
	for _, c := range []string{
		"abs_f16_0", "abs_bf16_0", "abs_u8_0", "clone_bool_0", "clone_f16_0", "clone_bf16_0",
		"neg_f16_0", "neg_bf16_0", "clone_i32_0", "clone_f64_0", "clone_c64_0",
	} {
		dir := filepath.Join("../../test/opinfo/cases", c)
		m, err := modelzoo.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		args, err := m.Arguments()
		if err != nil {
			t.Fatal(err)
		}
		want, err := m.Outputs()
		if err != nil {
			t.Fatal(err)
		}
		got, err := compile(t, filepath.Join(dir, "model.mlir"), m.MLIR).Run("main", args)
		if err != nil {
			t.Errorf("%s: %v", c, err)
			continue
		}
		g := got[0].WithSignednessOf(want[0])
		if g.Dtype != want[0].Dtype || !bytes.Equal(g.Data, want[0].Data) {
			t.Errorf("%s: %s %v, PyTorch %s %v: the bytes differ", c, g.Dtype, g.Shape, want[0].Dtype, want[0].Shape)
		}
	}
}
