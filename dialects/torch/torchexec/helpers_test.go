package torchexec_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// The shared helpers of the semantics tests: each test writes a small
// torch-dialect function, runs it on the interpreter and compares the
// elements with values computed by PyTorch (quoted in the test).

// run parses src, verifies it, and calls @f with args.
func run(t *testing.T, src string, args ...exec.Value) []exec.Value {
	t.Helper()
	res, err := tryRun(t, src, args...)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// tryRun is run returning the interpreter's error.
func tryRun(t *testing.T, src string, args ...exec.Value) ([]exec.Value, error) {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "test.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The verifier rejects the parameters PyTorch rejects when they are
	// constants: its error stands for the interpreter's.
	if err := ir.Verify(m); err != nil {
		return nil, err
	}
	return interp.New(m, interp.Options{}).Call("f", args)
}

// f32 is an f32 tensor of the given shape and elements.
func f32(shape []int64, vals ...float64) exec.Value {
	ctx := ir.NewContext()
	t := exec.NewTensor(ctx.F32(), shape)
	for i, v := range vals {
		t.SetFloat(int64(i), v)
	}
	return exec.Value{Ref: t}
}

// ints is an integer tensor of the given width (1 for bool).
func ints(width int, shape []int64, vals ...int64) exec.Value {
	ctx := ir.NewContext()
	t := exec.NewTensor(ctx.I(width), shape)
	for i, v := range vals {
		t.SetInt(int64(i), exec.Wrap(v, width))
	}
	return exec.Value{Ref: t}
}

// wantF checks a float tensor's shape and elements (within tol, NaN
// equal to NaN).
func wantF(t *testing.T, v exec.Value, shape []int64, tol float64, want ...float64) {
	t.Helper()
	got := v.Tensor()
	if got == nil {
		t.Fatalf("result is not a tensor")
	}
	if !slices.Equal(got.Shape, shape) {
		t.Fatalf("shape %v, want %v", got.Shape, shape)
	}
	if !got.IsFloat() || got.Len() != int64(len(want)) {
		t.Fatalf("%d elements (floats: %v), want %d floats", got.Len(), got.IsFloat(), len(want))
	}
	for i := range want {
		g, w := got.Float(int64(i)), want[i]
		if math.IsNaN(w) && math.IsNaN(g) {
			continue
		}
		if math.Abs(g-w) > tol*(1+math.Abs(w)) || math.IsNaN(g) != math.IsNaN(w) {
			t.Errorf("element %d: got %v, want %v", i, g, w)
		}
	}
}

// wantI checks an integer (or bool, as 0/1) tensor exactly.
func wantI(t *testing.T, v exec.Value, shape []int64, want ...int64) {
	t.Helper()
	got := v.Tensor()
	if got == nil {
		t.Fatalf("result is not a tensor")
	}
	if !slices.Equal(got.Shape, shape) {
		t.Fatalf("shape %v, want %v", got.Shape, shape)
	}
	if got.IsFloat() || got.Len() != int64(len(want)) {
		t.Fatalf("%d elements (floats: %v), want %d integers", got.Len(), got.IsFloat(), len(want))
	}
	w := exec.ElemOf(got.Elem).Width
	for i := range want {
		g := got.Int(int64(i))
		if w == 1 {
			g &= 1
		}
		if g != want[i] {
			t.Errorf("element %d: got %d, want %d", i, g, want[i])
		}
	}
}

// wantErr checks that running src fails with a message containing msg.
func wantErr(t *testing.T, src, msg string, args ...exec.Value) {
	t.Helper()
	_, err := tryRun(t, src, args...)
	if err == nil || !strings.Contains(err.Error(), msg) {
		t.Fatalf("got error %v, want one containing %q", err, msg)
	}
}
