package cuda

import (
	"encoding/binary"
	"os"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/npy"
)

// The tests here run on a GPU (scripts/device/gpu_check.sh); without a
// driver they skip, or fail with STRATA_REQUIRE_GPU=1.

func needGPU(t *testing.T) {
	t.Helper()
	if _, err := sharedDriver(); err != nil {
		if os.Getenv("STRATA_REQUIRE_GPU") != "" {
			t.Fatalf("no GPU: %v", err)
		}
		t.Skipf("no GPU: %v", err)
	}
}

// compileGPU compiles a testdata file with emit/ptx for the real device.
func compileGPU(t *testing.T, name string) *Executable {
	t.Helper()
	needGPU(t)
	x, err := Target{}.CompileModule(parseFile(t, name), backend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func TestGPUAdd(t *testing.T) {
	x := compileGPU(t, "add.mlir")
	for _, n := range []int{1, 5, 1000} {
		xs, ys := make([]float32, n), make([]float32, n)
		for i := range xs {
			xs[i], ys[i] = float32(i)*0.5, float32(n-i)
		}
		out, err := x.Run("main", []*npy.Array{f32Array([]int{n}, xs...), f32Array([]int{n}, ys...)})
		if err != nil {
			t.Fatal(err)
		}
		got := out[0].Float64s()
		for i := range got {
			if got[i] != float64(xs[i]+ys[i]) {
				t.Fatalf("n=%d: element %d is %v, want %v", n, i, got[i], xs[i]+ys[i])
			}
		}
	}
	t.Logf("stats %+v", x.Stats())
}

func TestGPUViews(t *testing.T) {
	x := compileGPU(t, "add.mlir")
	out, err := x.Run("views", []*npy.Array{
		f32Array([]int{8}, 0, 1, 2, 3, 4, 5, 6, 7),
		f32Array([]int{8}, 10, 20, 30, 40, 50, 60, 70, 80),
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []float64{0, 0, 0, 0, 11, 23, 35, 47}
	got := out[0].Float64s()
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

// TestGPUHostOps runs host.mlir's functions on the device: the argument
// sizes of every launch are checked by the driver (CUDA 12.4's parameter
// info) against the kernel's PTX.
func TestGPUHostOps(t *testing.T) {
	x := compileGPU(t, "host.mlir")
	f := f32Array(nil, -0.5)
	if _, err := x.Run("scalars", []*npy.Array{f}); err != nil {
		t.Fatal(err)
	}
	if _, err := x.Run("rank2", []*npy.Array{f32Array([]int{3, 5}, make([]float32, 15)...)}); err != nil {
		t.Fatal(err)
	}
	out, err := x.Run("copies", []*npy.Array{f32Array([]int{2, 2}, 5, 6, 7, 8)})
	if err != nil {
		t.Fatal(err)
	}
	if got := out[1].Float64s(); got[0] != 1 || got[3] != 4 || out[0].Float64s()[2] != 7 {
		t.Fatalf("copies: %v %v", out[0].Float64s(), got)
	}
	in := &npy.Array{Dtype: "i4", Shape: []int{4}}
	for _, v := range []int32{1, 2, 3, 4} {
		in.Data = binary.LittleEndian.AppendUint32(in.Data, uint32(v))
	}
	if out, err = x.Run("gpu_memory", []*npy.Array{in}); err != nil {
		t.Fatal(err)
	}
	if v := int32(binary.LittleEndian.Uint32(out[0].Data[12:])); v != 258 {
		t.Fatalf("memset: %x", out[0].Data)
	}
	if out, err = x.Run("id_bf16", []*npy.Array{f32Array([]int{3}, 1, 1.0078125, -3.5)}); err != nil {
		t.Fatal(err)
	}
	if got := out[0].Float64s(); got[1] != 1.0078125 {
		t.Fatalf("bf16: %v", got)
	}
	_, err = x.Run("host_load", []*npy.Array{f32Array([]int{4}, 1, 2, 3, 4)})
	if err == nil || !strings.Contains(err.Error(), "device memory") {
		t.Fatalf("host load: %v", err)
	}
	_, err = x.Run("wrong_count", []*npy.Array{f32Array([]int{3}, 1, 2, 3)})
	if err == nil || !strings.Contains(err.Error(), "takes 7 parameters") {
		t.Fatalf("wrong count: %v", err)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestGPULaunchRefused: a block larger than the device's is refused
// before the driver sees it, with the kernel's name and the op's place.
func TestGPULaunchRefused(t *testing.T) {
	x := compileGPU(t, "add.mlir")
	n := 5000 // two blocks of 2500 threads
	xs := make([]float32, n)
	_, err := x.Run("main", []*npy.Array{f32Array([]int{n}, xs...), f32Array([]int{n}, xs...)})
	if err == nil || !strings.Contains(err.Error(), "kernel @kernels::@add") || !strings.Contains(err.Error(), "add.mlir:") || !strings.Contains(err.Error(), "block [2500 1 1]") {
		t.Fatalf("got %v", err)
	}
	// The device is still usable.
	out, err := x.Run("main", []*npy.Array{f32Array([]int{2}, 1, 2), f32Array([]int{2}, 3, 4)})
	if err != nil || out[0].Float64s()[1] != 6 {
		t.Fatalf("after a refused launch: %v %v", err, out)
	}
}
