package ptx

import (
	"math"
	"testing"
)

// The helpers run in Go through the same instruction list the PTX is
// printed from; these sweeps compare them with Go's math package.

type ref1 func(float64) float64

var unaryRefs = map[string]struct {
	f      ref1
	lo, hi float64
}{
	"exp": {math.Exp, -100, 88}, "exp2": {math.Exp2, -140, 127}, "exp10": {func(x float64) float64 { return math.Pow(10, x) }, -37, 38},
	"expm1": {math.Expm1, -20, 20}, "log": {math.Log, 1e-30, 1e30}, "log2": {math.Log2, 1e-30, 1e30},
	"log10": {math.Log10, 1e-30, 1e30}, "log1p": {math.Log1p, -0.99, 100}, "sin": {math.Sin, -100, 100},
	"cos": {math.Cos, -100, 100}, "tan": {math.Tan, -1.5, 1.5}, "tanh": {math.Tanh, -12, 12},
	"sinh": {math.Sinh, -20, 20}, "cosh": {math.Cosh, -20, 20}, "atan": {math.Atan, -50, 50},
	"asin": {math.Asin, -1, 1}, "acos": {math.Acos, -1, 1}, "asinh": {math.Asinh, -1e5, 1e5},
	"acosh": {math.Acosh, 1, 1e5}, "atanh": {math.Atanh, -0.999, 0.999}, "erf": {math.Erf, -6, 6},
	"erfc": {math.Erfc, -3, 9}, "cbrt": {math.Cbrt, -1e6, 1e6},
}

// close reports whether got matches want within PyTorch's float32
// tolerances (rtol 1e-4, atol 1e-5), tightened tenfold.
func close(got, want float64) bool {
	if math.IsNaN(want) {
		return math.IsNaN(got)
	}
	if math.IsInf(want, 0) {
		return got == want
	}
	return math.Abs(got-want) <= 1e-6+1e-5*math.Abs(want)
}

func TestMathHelpersAccuracy(t *testing.T) {
	for _, ty := range []mathType{mF32, mF64} {
		for name, r := range unaryRefs {
			b, ret := buildHelper(name, ty)
			worst := 0.0
			for i := 0; i <= 20000; i++ {
				x := r.lo + (r.hi-r.lo)*float64(i)/20000
				x = round(ty, x)
				want := r.f(x)
				got := b.eval(ret, x)
				if !close(got, want) {
					t.Errorf("%s_%v(%g) = %g, want %g", name, ty, x, got, want)
					break
				}
				if math.Abs(want) > 1.2e-38 && !math.IsInf(want, 0) {
					worst = max(worst, math.Abs(got-want)/math.Abs(want))
				}
			}
			if ty == mF32 && worst > 5e-6 && name != "erfc" {
				t.Errorf("%s_f32: worst relative error %.3g", name, worst)
			}
		}
	}
}

func TestMathHelpersSpecialValues(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	cases := []struct {
		name string
		args []float64
		want float64
	}{
		{"exp", []float64{inf}, inf}, {"exp", []float64{-inf}, 0}, {"exp", []float64{nan}, nan},
		{"exp", []float64{-101}, math.Exp(-101)}, {"log", []float64{0}, -inf}, {"log", []float64{-1}, nan},
		{"log", []float64{inf}, inf}, {"log", []float64{1e-40}, math.Log(1e-40)}, {"log1p", []float64{-1}, -inf},
		{"tanh", []float64{inf}, 1}, {"tanh", []float64{-inf}, -1}, {"tanh", []float64{1e-8}, 1e-8},
		{"erf", []float64{inf}, 1}, {"erf", []float64{-inf}, -1}, {"erfc", []float64{inf}, 0},
		{"pow", []float64{-2, 3}, -8}, {"pow", []float64{-2, 0.5}, nan}, {"pow", []float64{0, -1}, inf},
		{"pow", []float64{nan, 0}, 1}, {"pow", []float64{1, nan}, 1}, {"pow", []float64{2, 10}, 1024},
		{"pow", []float64{-1, inf}, 1}, {"pow", []float64{0.5, -3}, 8},
		{"atan2", []float64{0, -1}, math.Pi}, {"atan2", []float64{1, 0}, math.Pi / 2},
		{"atan2", []float64{-inf, inf}, -math.Pi / 4}, {"atan2", []float64{nan, 1}, nan},
		{"sin", []float64{0}, 0}, {"cos", []float64{0}, 1}, {"cbrt", []float64{-27}, -3},
	}
	for _, ty := range []mathType{mF32, mF64} {
		for _, c := range cases {
			b, ret := buildHelper(c.name, ty)
			got := b.eval(ret, c.args...)
			want := round(ty, c.want)
			if !close(got, want) {
				t.Errorf("%s_%v%v = %g, want %g", c.name, ty, c.args, got, want)
			}
		}
	}
	// pow against math.Pow on a grid.
	for _, ty := range []mathType{mF32, mF64} {
		b, ret := buildHelper("pow", ty)
		for x := -10.0; x <= 10; x += 0.37 {
			for y := -8.0; y <= 8; y += 0.5 {
				xr, yr := round(ty, x), round(ty, y)
				want := round(ty, math.Pow(xr, yr))
				if got := b.eval(ret, xr, yr); !close(got, want) {
					t.Errorf("pow_%v(%g, %g) = %g, want %g", ty, xr, yr, got, want)
				}
			}
		}
		a, ret2 := buildHelper("atan2", ty)
		for y := -5.0; y <= 5; y += 0.31 {
			for x := -5.0; x <= 5; x += 0.29 {
				yr, xr := round(ty, y), round(ty, x)
				if got, want := a.eval(ret2, yr, xr), math.Atan2(yr, xr); !close(got, want) {
					t.Errorf("atan2_%v(%g, %g) = %g, want %g", ty, yr, xr, got, want)
				}
			}
		}
	}
}
