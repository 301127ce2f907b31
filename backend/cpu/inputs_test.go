package cpu

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
)

// The harness reads as many elements as an input's shape says: a shape
// whose count overflows (2^32 x 2^32 wraps to 0, so an empty file used
// to be read past its end) or a file of the wrong size is an error before
// any C is written.
func TestHarnessChecksInputSizes(t *testing.T) {
	ctx := ir.NewContext()
	ft := ctx.FunctionType([]ir.Type{ctx.MemRefType([]int64{ir.ShapedDynamic, ir.ShapedDynamic}, ctx.F32(), nil, nil)}, nil)
	dir := t.TempDir()
	file := func(n int) string {
		p := filepath.Join(dir, fmt.Sprintf("in%d.bin", n))
		if err := os.WriteFile(p, make([]byte, n), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tt := range []struct {
		in   Input
		want string
	}{
		{Input{File: file(0), Shape: []int64{1 << 32, 1 << 32}}, "has more than"},
		{Input{File: file(0), Shape: []int64{-1, 0}}, "negative size"},
		{Input{File: file(12), Shape: []int64{2, 2}}, "holds 12 bytes, shape [2 2] needs 16"},
		{Input{File: file(20), Shape: []int64{2, 2}}, "holds 20 bytes, shape [2 2] needs 16"},
		{Input{File: filepath.Join(dir, "missing.bin"), Shape: []int64{2, 2}}, "missing.bin"},
	} {
		_, err := Harness("main", ft, []Input{tt.in})
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "argument 0") {
			t.Errorf("shape %v: got %v, want an error about argument 0 saying %q", tt.in.Shape, err, tt.want)
		}
	}
	if _, err := Harness("main", ft, []Input{{File: file(16), Shape: []int64{2, 2}}}); err != nil {
		t.Errorf("a right-sized input: %v", err)
	}
	if _, err := Harness("main", ft, []Input{{File: file(0), Shape: []int64{0, 1 << 62}}}); err != nil {
		t.Errorf("an empty input: %v", err)
	}
}

// The compiled code gets an input's bytes as they are: an array of
// another dtype (int64 for f32 ran on reinterpreted bits), rank or static
// size, or whose data does not fill its shape, is an error naming why.
func TestCheckInput(t *testing.T) {
	ctx := ir.NewContext()
	f32 := ctx.MemRefType([]int64{2, ir.ShapedDynamic}, ctx.F32(), nil, nil)
	i1 := ctx.MemRefType([]int64{2}, ctx.I(1), nil, nil)
	for _, tt := range []struct {
		a    *npy.Array
		t    ir.Type
		want string
	}{
		{&npy.Array{Dtype: "i8", Shape: []int{2, 3}, Data: make([]byte, 48)}, f32, "dtype 'i8' does not match element type 'f32' (expected 'f4')"},
		{&npy.Array{Dtype: "i4", Shape: []int{2, 3}, Data: make([]byte, 24)}, f32, "dtype 'i4' does not match"},
		{&npy.Array{Dtype: "f4", Shape: []int{3, 3}, Data: make([]byte, 36)}, f32, "array of shape [3 3]"},
		{&npy.Array{Dtype: "f4", Shape: []int{6}, Data: make([]byte, 24)}, f32, "array of rank 1"},
		{&npy.Array{Dtype: "f4", Shape: []int{2, 3}, Data: make([]byte, 20)}, f32, "20 bytes of data for shape [2 3]"},
		{&npy.Array{Dtype: "f4", Shape: []int{1 << 32, 1 << 32}}, f32, "has more than"},
		{&npy.Array{Dtype: "f8", Shape: nil, Data: make([]byte, 8)}, ctx.F32(), "dtype 'f8' does not match"},
		{&npy.Array{Dtype: "f4", Shape: []int{2}, Data: make([]byte, 8)}, ctx.F32(), "a scalar argument needs one element"},
	} {
		err := CheckInput(tt.a, tt.t)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s %v for %s: got %v, want an error saying %q", tt.a.Dtype, tt.a.Shape, ir.TypeString(tt.t), err, tt.want)
		}
	}
	for _, ok := range []struct {
		a *npy.Array
		t ir.Type
	}{
		{&npy.Array{Dtype: "f4", Shape: []int{2, 5}, Data: make([]byte, 40)}, f32},
		{&npy.Array{Dtype: "b1", Shape: []int{2}, Data: make([]byte, 2)}, i1},
		{&npy.Array{Dtype: "u1", Shape: []int{2}, Data: make([]byte, 2)}, i1},
		{&npy.Array{Dtype: "u8", Shape: nil, Data: make([]byte, 8)}, ctx.I(64)},
	} {
		if err := CheckInput(ok.a, ok.t); err != nil {
			t.Errorf("%s %v for %s: %v", ok.a.Dtype, ok.a.Shape, ir.TypeString(ok.t), err)
		}
	}
}

// strata-run --model checks a model's arguments against its torch
// signature with the target's own CheckInput: a torch value tensor is the
// memref it becomes (its integers signless, so u and i arrays of the
// width pass), !torch.int an i64 scalar, and the errors name the torch
// type.
func TestCheckInputTorchTypes(t *testing.T) {
	ctx := ir.NewContext()
	vt := torch.VTensor(ctx, []int64{2, ir.ShapedDynamic}, ctx.BF16())
	si8 := torch.VTensor(ctx, []int64{3}, ctx.IntegerType(8, ir.Signed))
	c64 := torch.VTensor(ctx, []int64{1}, ctx.ComplexType(ctx.F32()))
	for _, ok := range []struct {
		a *npy.Array
		t ir.Type
	}{
		{&npy.Array{Dtype: "f4", Shape: []int{2, 5}, Data: make([]byte, 40)}, vt},
		{&npy.Array{Dtype: "f8", Shape: []int{2, 1}, Data: make([]byte, 16)}, vt},
		{&npy.Array{Dtype: "i1", Shape: []int{3}, Data: make([]byte, 3)}, si8},
		{&npy.Array{Dtype: "c8", Shape: []int{1}, Data: make([]byte, 8)}, c64},
		{&npy.Array{Dtype: "i8", Shape: nil, Data: make([]byte, 8)}, torch.Int(ctx)},
	} {
		if err := CheckInput(ok.a, ok.t); err != nil {
			t.Errorf("%s %v for %s: %v", ok.a.Dtype, ok.a.Shape, ir.TypeString(ok.t), err)
		}
	}
	for _, tt := range []struct {
		a    *npy.Array
		t    ir.Type
		want string
	}{
		{&npy.Array{Dtype: "f4", Shape: []int{3, 5}, Data: make([]byte, 60)}, vt, "array of shape [3 5] for '!torch.vtensor<[2,?],bf16>'"},
		{&npy.Array{Dtype: "i8", Shape: []int{3}, Data: make([]byte, 24)}, si8, "dtype 'i8' does not match element type 'i8' (expected 'i1')"},
		{&npy.Array{Dtype: "f8", Shape: nil, Data: make([]byte, 8)}, torch.Int(ctx), "dtype 'f8' does not match"},
		{&npy.Array{Dtype: "f4", Shape: []int{1}, Data: make([]byte, 4)}, torch.Tensor(ctx, true, nil, ctx.F32()), "unsupported type"},
	} {
		err := CheckInput(tt.a, tt.t)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s %v for %s: got %v, want an error saying %q", tt.a.Dtype, tt.a.Shape, ir.TypeString(tt.t), err, tt.want)
		}
	}
}
