package torchexec_test

import (
	"math"
	"math/cmplx"
	"slices"
	"testing"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// c64s is a complex64 tensor of the given shape and elements.
func c64s(shape []int64, vals ...complex128) exec.Value {
	ctx := ir.NewContext()
	t := exec.NewTensor(ctx.ComplexType(ctx.F32()), shape)
	for i, v := range vals {
		t.SetComplex(int64(i), exec.RoundComplex(ir.F32, v))
	}
	return exec.Value{Ref: t}
}

// wantC checks a complex tensor's shape and elements (within tol of each
// part).
func wantC(t *testing.T, v exec.Value, shape []int64, tol float64, want ...complex128) {
	t.Helper()
	got := v.Tensor()
	if got == nil || !got.IsComplex() || !slices.Equal(got.Shape, shape) || got.Len() != int64(len(want)) {
		t.Fatalf("got %v, want a complex tensor of shape %v", got, shape)
	}
	for i, w := range want {
		g := got.Complex(int64(i))
		if math.Abs(real(g)-real(w)) > tol || math.Abs(imag(g)-imag(w)) > tol {
			t.Errorf("element %d: got %v, want %v", i, g, w)
		}
	}
}

// Arithmetic on complex64 tensors follows the complex definitions; a real
// tensor operand is (x, 0); alpha scales the other operand.
func TestComplexArithmetic(t *testing.T) {
	a := tn("[2],complex<f32>", c64s(vec(2), 1+2i, -3+0.5i))
	b := tn("[2],complex<f32>", c64s(vec(2), 3-1i, 2i))
	wantC(t, ewApply(t, "torch.aten.add.Tensor", "[2],complex<f32>", a, b, in(2)), vec(2), 1e-6, 7+0i, -3+4.5i)
	wantC(t, ewApply(t, "torch.aten.mul.Tensor", "[2],complex<f32>", a, b), vec(2), 1e-6, 5+5i, -1-6i)
	wantC(t, ewApply(t, "torch.aten.div.Tensor", "[2],complex<f32>", a, b), vec(2), 1e-6, (1+2i)/(3-1i), (-3+0.5i)/2i)
	r := tn("[2],f32", f32(vec(2), 2, -1))
	wantC(t, ewApply(t, "torch.aten.mul.Tensor", "[2],complex<f32>", a, r), vec(2), 1e-6, 2+4i, 3-0.5i)
	wantC(t, ewApply(t, "torch.aten.neg", "[2],complex<f32>", a), vec(2), 0, -1-2i, 3-0.5i)
}

// abs and angle give real results, real and imag the parts.
func TestComplexToReal(t *testing.T) {
	a := tn("[3],complex<f32>", c64s(vec(3), 3+4i, -1, complex(0, -2)))
	wantF(t, ewApply(t, "torch.aten.abs", "[3],f32", a), vec(3), 1e-6, 5, 1, 2)
	wantF(t, ewApply(t, "torch.aten.angle", "[3],f32", a), vec(3), 1e-6, math.Atan2(4, 3), math.Pi, -math.Pi/2)
	wantF(t, ewApply(t, "torch.aten.real", "[3],f32", a), vec(3), 0, 3, -1, 0)
	wantF(t, ewApply(t, "torch.aten.imag", "[3],f32", a), vec(3), 0, 4, 0, -2)
	wantF(t, ewApply(t, "torch.aten.view_as_real", "[3,2],f32", a), []int64{3, 2}, 0, 3, 4, -1, 0, 0, -2)
	// angle of a real tensor: pi for negatives, NaN kept.
	wantF(t, ewApply(t, "torch.aten.angle", "[3],f32", tn("[3],f32", f32(vec(3), -2, 0, math.NaN()))), vec(3), 1e-6, math.Pi, 0, math.NaN())
	ewApplyErr(t, "non-complex", "torch.aten.imag", "[1],f32", tn("[1],f32", f32(vec(1), 1)))
}

// The functions are the principal branches of math/cmplx; a predicate
// looks at both parts.
func TestComplexFunctions(t *testing.T) {
	zs := []complex128{0.5 + 0.25i, -1 + 0i, complex(0, 2)}
	a := tn("[3],complex<f32>", c64s(vec(3), zs...))
	for _, tt := range []struct {
		op string
		f  func(complex128) complex128
	}{
		{"torch.aten.exp", cmplx.Exp}, {"torch.aten.log", cmplx.Log}, {"torch.aten.sqrt", cmplx.Sqrt},
		{"torch.aten.sin", cmplx.Sin}, {"torch.aten.tanh", cmplx.Tanh},
		{"torch.aten.sigmoid", func(z complex128) complex128 { return 1 / (1 + cmplx.Exp(-z)) }},
	} {
		want := make([]complex128, len(zs))
		for i, z := range zs {
			want[i] = tt.f(exec.RoundComplex(ir.F32, z))
		}
		wantC(t, ewApply(t, tt.op, "[3],complex<f32>", a), vec(3), 1e-6, want...)
	}
	nan := tn("[2],complex<f32>", c64s(vec(2), complex(1, math.NaN()), complex(math.Inf(1), 0)))
	wantI(t, ewApply(t, "torch.aten.isnan", "[2],i1", nan), vec(2), 1, 0)
	wantI(t, ewApply(t, "torch.aten.isinf", "[2],i1", nan), vec(2), 0, 1)
	wantI(t, ewApply(t, "torch.aten.eq.Tensor", "[3],i1", a, a), vec(3), 1, 1, 1)
	// PyTorch has no order on complex numbers.
	ewApplyErr(t, "not implemented for 'ComplexFloat'", "torch.aten.maximum", "[3],complex<f32>", a, a)
}

// Sums, means and products accumulate complex numbers; vdot conjugates
// its first operand, dot does not; var is the mean of |x - mean|².
func TestComplexReductionsAndProducts(t *testing.T) {
	a := tn("[2],complex<f32>", c64s(vec(2), 1+1i, 2-1i))
	b := tn("[2],complex<f32>", c64s(vec(2), 1i, 3))
	wantC(t, ewApply(t, "torch.aten.sum", "[],complex<f32>", a, none()), nil, 1e-6, 3)
	wantC(t, ewApply(t, "torch.aten.mean", "[],complex<f32>", a, none()), nil, 1e-6, 1.5)
	wantC(t, ewApply(t, "torch.aten.prod", "[],complex<f32>", a, none()), nil, 1e-6, (1+1i)*(2-1i))
	wantC(t, ewApply(t, "torch.aten.dot", "[],complex<f32>", a, b), nil, 1e-6, (1+1i)*1i+(2-1i)*3)
	wantC(t, ewApply(t, "torch.aten.vdot", "[],complex<f32>", a, b), nil, 1e-6, (1-1i)*1i+(2+1i)*3)
	// |x - mean|² = |-0.5+1i|² = |0.5-1i|² = 1.25; unbiased: 2.5.
	wantF(t, ewApply(t, "torch.aten.var", "[],f32", a, bo(true)), nil, 1e-6, 2.5)
	// An empty sum is 0.
	wantC(t, ewApply(t, "torch.aten.sum", "[],complex<f32>", tn("[0],complex<f32>", c64s(vec(0))), none()), nil, 0, 0)
}

// Casts: a real tensor to complex is (x, 0), complex to real keeps the
// real part, to bool tests both parts.
func TestComplexCasts(t *testing.T) {
	r := tn("[2],f32", f32(vec(2), 1.5, -2))
	wantC(t, ewApply(t, "torch.aten.to.dtype", "[2],complex<f32>", r, in(9), bo(false), bo(false), none()), vec(2), 0, 1.5, -2)
	c := tn("[2],complex<f32>", c64s(vec(2), 1.5+2i, complex(0, 3)))
	wantF(t, ewApply(t, "torch.aten.to.dtype", "[2],f32", c, in(6), bo(false), bo(false), none()), vec(2), 0, 1.5, 0)
	wantI(t, ewApply(t, "torch.aten.to.dtype", "[2],i1", c, in(11), bo(false), bo(false), none()), vec(2), 1, 1)
	wantC(t, ewApply(t, "torch.aten.conj_physical", "[2],complex<f32>", c), vec(2), 0, 1.5-2i, complex(0, -3))
}
