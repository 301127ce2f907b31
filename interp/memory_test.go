package interp

import (
	"strings"
	"testing"

	"github.com/strata-compiler/strata/interp/exec"
)

// Sizes that come from the program are checked against the memory budget
// before anything is allocated: the error is at the op.
func TestMemoryBudgetErrors(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		limit     int64
		want      string
	}{
		{"tensor.empty", `func.func @f() -> tensor<100000000000xf32> {
  %t = tensor.empty() : tensor<100000000000xf32>
  return %t : tensor<100000000000xf32>
}`, 0, "test.mlir:2:8: error: 'tensor.empty' op allocation of 400000000000 bytes exceeds the interpreter's memory budget of"},
		{"memref.alloc", `func.func @f() -> memref<4x?xi32> {
  %c = arith.constant 2147483648 : index
  %m = memref.alloc(%c) : memref<4x?xi32>
  return %m : memref<4x?xi32>
}`, 0, "test.mlir:3:8: error: 'memref.alloc' op allocation of 34359738368 bytes exceeds the interpreter's memory budget of"},
		{"overflowing memref.alloc", `func.func @f() -> memref<?x?xi32> {
  %c = arith.constant 4294967296 : index
  %m = memref.alloc(%c, %c) : memref<?x?xi32>
  return %m : memref<?x?xi32>
}`, 0, "test.mlir:3:8: error: 'memref.alloc' op the element count of shape [4294967296 4294967296] overflows"},
		{"constant", `func.func @f() -> tensor<1000000000000xf32> {
  %t = arith.constant dense<1.0> : tensor<1000000000000xf32>
  return %t : tensor<1000000000000xf32>
}`, 0, "'arith.constant' op allocation of 4000000000000 bytes exceeds"},
		{"tensor.splat", `func.func @f() -> tensor<?x?xi8> {
  %c = arith.constant 100000 : index
  %x = arith.constant 1 : i8
  %t = tensor.splat %x[%c, %c] : tensor<?x?xi8>
  return %t : tensor<?x?xi8>
}`, 1 << 30, "'tensor.splat' op allocation of 10000000000 bytes exceeds the interpreter's memory budget of 1073741824 bytes"},
		{"tensor.pad", `func.func @f(%t: tensor<2xf32>) -> tensor<?xf32> {
  %c = arith.constant 9223372036854775807 : index
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%c] high[%c] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<2xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}`, 0, "'tensor.pad' op padded size of dimension 0 overflows"},
		{"memref.global", `memref.global "private" @g : memref<100000000000xf64> = uninitialized
func.func @f() -> f64 {
  %m = memref.get_global @g : memref<100000000000xf64>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<100000000000xf64>
  return %v : f64
}`, 0, "test.mlir:1:1: error: 'memref.global' op allocation of 800000000000 bytes exceeds"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := parse(t, tt.src)
			var args []exec.Value
			if tt.name == "tensor.pad" {
				args = []exec.Value{{Ref: exec.NewTensor(m.Context().F32(), []int64{2})}}
			}
			_, err := New(m, Options{MemoryLimit: tt.limit}).Call("f", args)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("a panic: %v", err)
			}
		})
	}
}

// Memory the program frees or no longer refers to is given back: a loop
// that allocates 25 times the budget in all runs, whether it
// deallocates its buffers or drops its tensors. (Each time the budget
// fills the runtime collects, so the loops are short.)
func TestMemoryBudgetReclaims(t *testing.T) {
	m := parse(t, `func.func @buffers() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  scf.for %i = %c0 to %n step %c1 {
    %m = memref.alloc() : memref<65536xf32>
    memref.dealloc %m : memref<65536xf32>
  }
  return
}
func.func @tensors(%x: f32) -> tensor<65536xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  %e = tensor.empty() : tensor<65536xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<65536xf32> {
    %t = tensor.insert %x into %acc[%i] : tensor<65536xf32>
    scf.yield %t : tensor<65536xf32>
  }
  return %r : tensor<65536xf32>
}`)
	it := New(m, Options{MemoryLimit: 1 << 20})
	if _, err := it.Call("buffers", nil); err != nil {
		t.Fatal(err)
	}
	res, err := it.Call("tensors", []exec.Value{exec.Float(2)})
	if err != nil {
		t.Fatal(err)
	}
	if got := res[0].Tensor(); got.Float(99) != 2 || got.Float(100) != 0 {
		t.Errorf("elements 99 and 100: %v, %v", got.Float(99), got.Float(100))
	}
}

// The budget counts elements at their width: a million i8 elements fit in
// 1.5 MB, a million i16 do not; a negative limit is no limit.
func TestMemoryBudgetCountsWidths(t *testing.T) {
	m := parse(t, `func.func @i8() -> tensor<1000000xi8> {
  %t = tensor.empty() : tensor<1000000xi8>
  return %t : tensor<1000000xi8>
}
func.func @i16() -> tensor<1000000xi16> {
  %t = tensor.empty() : tensor<1000000xi16>
  return %t : tensor<1000000xi16>
}`)
	if _, err := New(m, Options{MemoryLimit: 1500000}).Call("i8", nil); err != nil {
		t.Error(err)
	}
	if _, err := New(m, Options{MemoryLimit: 1500000}).Call("i16", nil); err == nil {
		t.Error("two megabytes of i16 fit in 1.5 MB")
	}
	if _, err := New(m, Options{MemoryLimit: -1}).Call("i16", nil); err != nil {
		t.Error(err)
	}
	if New(m, Options{}).Budget().Limit() != DefaultMemoryLimit() {
		t.Error("the default budget is not DefaultMemoryLimit")
	}
	if l := DefaultMemoryLimit(); l <= 0 || l > maxDefaultMemory {
		t.Errorf("default memory limit %d", l)
	}
}
