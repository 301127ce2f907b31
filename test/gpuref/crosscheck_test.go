// Package gpuref_test cross-checks emit/ptx against LLVM: the same
// gpu.module goes to PTX through emit/ptx and through emit/llvm's
// TranslateGPU and `llc-22 -march=nvptx64 -mcpu=sm_90`; on a GPU both run
// on the same random inputs and their outputs must agree.
//
// gen_test.go (not in the device build) writes testdata/ on a machine with
// Go, llc-22 and ptxas; this file, built with -tags gpuref_device into a
// small CGO_ENABLED=0 binary that embeds testdata/, runs the kernels on
// the GPU machine (scripts/device/ptx_crosscheck.sh).
package gpuref_test

import (
	"embed"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand"
	"os"
	"testing"

	"github.com/strata-compiler/strata/runtime/cuda"
)

//go:embed testdata
var testdata embed.FS

// Kernel is one entry of testdata/manifest.json.
type Kernel struct {
	Name        string // the kernel's symbol
	File        string // testdata/<File>.emit.ptx and <File>.llc.ptx
	Grid, Block [3]uint32
	Args        []Arg
}

// Arg is a memref argument (static, identity layout), passed as
// convert-gpu-to-nvvm expands it: allocated pointer, aligned pointer,
// offset, sizes, strides (i64).
type Arg struct {
	Elem    string // f32, f64, i32, i64
	Shape   []int64
	Strides []int64
	Offset  int64
}

func (a Arg) elems() int64 {
	n := a.Offset + 1
	for i, d := range a.Shape {
		if d == 0 {
			return 0
		}
		n += (d - 1) * a.Strides[i]
	}
	return n
}

func (a Arg) elemBytes() int64 {
	if a.Elem == "f64" || a.Elem == "i64" {
		return 8
	}
	return 4
}

func manifest(t *testing.T) []Kernel {
	b, err := testdata.ReadFile("testdata/manifest.json")
	if err != nil {
		t.Fatalf("no testdata/manifest.json: run STRATA_GPUREF_UPDATE=1 go test ./test/gpuref: %v", err)
	}
	var ks []Kernel
	if err := json.Unmarshal(b, &ks); err != nil {
		t.Fatal(err)
	}
	return ks
}

// inputs fills every argument's buffer with random values seeded by the
// kernel's name: floats uniform in [-4, 4), integers over their full range.
func inputs(k Kernel) [][]byte {
	h := fnv.New64a()
	h.Write([]byte(k.File))
	r := rand.New(rand.NewSource(int64(h.Sum64())))
	var out [][]byte
	for _, a := range k.Args {
		n := a.elems()
		b := make([]byte, n*a.elemBytes())
		for i := int64(0); i < n; i++ {
			switch a.Elem {
			case "f32":
				putU32(b[i*4:], math.Float32bits(float32(r.Float64()*8-4)))
			case "f64":
				putU64(b[i*8:], math.Float64bits(r.Float64()*8-4))
			case "i32":
				putU32(b[i*4:], r.Uint32())
			case "i64":
				putU64(b[i*8:], r.Uint64())
			}
		}
		out = append(out, b)
	}
	return out
}

func putU32(b []byte, v uint32) {
	b[0], b[1], b[2], b[3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
}

func putU64(b []byte, v uint64) {
	putU32(b, uint32(v))
	putU32(b[4:], uint32(v>>32))
}

func u32(b []byte) uint32 {
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}
func u64(b []byte) uint64 { return uint64(u32(b)) | uint64(u32(b[4:]))<<32 }

// runKernel loads ptx, runs k on in (copied to fresh device buffers) and
// returns every buffer afterwards.
func runKernel(ctx *cuda.Context, k Kernel, ptx string, in [][]byte) ([][]byte, error) {
	mod, err := ctx.LoadModule(ptx)
	if err != nil {
		return nil, err
	}
	defer mod.Unload()
	fn, err := mod.Function(k.Name)
	if err != nil {
		return nil, err
	}
	args := cuda.NewKernelArgs()
	var bufs []cuda.DevicePtr
	defer func() {
		for _, p := range bufs {
			ctx.Free(p)
		}
	}()
	for i, a := range k.Args {
		size := uint64(len(in[i]))
		if size == 0 {
			size = 8
		}
		p, err := ctx.Alloc(size)
		if err != nil {
			return nil, err
		}
		bufs = append(bufs, p)
		if len(in[i]) > 0 {
			if err := ctx.CopyHtoD(p, in[i]); err != nil {
				return nil, err
			}
		}
		args.Ptr(p).Ptr(p).I64(a.Offset)
		for _, d := range a.Shape {
			args.I64(d)
		}
		for _, s := range a.Strides {
			args.I64(s)
		}
	}
	if err := fn.Launch(cuda.LaunchConfig{Grid: k.Grid, Block: k.Block}, args); err != nil {
		return nil, err
	}
	if err := ctx.Synchronize(); err != nil {
		return nil, err
	}
	out := make([][]byte, len(in))
	for i := range in {
		out[i] = make([]byte, len(in[i]))
		if len(in[i]) > 0 {
			if err := ctx.CopyDtoH(out[i], bufs[i]); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// ulps is the distance between two floats in units in the last place
// (0 for equal values and for two NaNs).
func ulps(x, y float64, f32 bool) float64 {
	if x == y || (math.IsNaN(x) && math.IsNaN(y)) {
		return 0
	}
	if math.IsNaN(x) || math.IsNaN(y) {
		return math.Inf(1)
	}
	if f32 {
		return math.Abs(x-y) / float64(ulp32(float32(math.Max(math.Abs(x), math.Abs(y)))))
	}
	return math.Abs(x-y) / ulp64(math.Max(math.Abs(x), math.Abs(y)))
}

func ulp32(x float32) float32 { return math.Nextafter32(x, float32(math.Inf(1))) - x }
func ulp64(x float64) float64 { return math.Nextafter(x, math.Inf(1)) - x }

// compare reports how the two versions' buffer a differ: integers must be
// bitwise equal; floats within 1 ulp or 1e-6 relative.
func compare(a Arg, x, y []byte) (identical, bad int, worst string) {
	n := len(x) / int(a.elemBytes())
	worstU := -1.0
	for i := 0; i < n; i++ {
		var xv, yv float64
		var same bool
		switch a.Elem {
		case "i32":
			same = u32(x[i*4:]) == u32(y[i*4:])
			if !same {
				bad++
				worst = fmt.Sprintf("[%d] %d vs %d", i, int32(u32(x[i*4:])), int32(u32(y[i*4:])))
			}
			if same {
				identical++
			}
			continue
		case "i64":
			same = u64(x[i*8:]) == u64(y[i*8:])
			if !same {
				bad++
				worst = fmt.Sprintf("[%d] %d vs %d", i, int64(u64(x[i*8:])), int64(u64(y[i*8:])))
			}
			if same {
				identical++
			}
			continue
		case "f32":
			same = u32(x[i*4:]) == u32(y[i*4:])
			xv, yv = float64(math.Float32frombits(u32(x[i*4:]))), float64(math.Float32frombits(u32(y[i*4:])))
		case "f64":
			same = u64(x[i*8:]) == u64(y[i*8:])
			xv, yv = math.Float64frombits(u64(x[i*8:])), math.Float64frombits(u64(y[i*8:]))
		}
		if same {
			identical++
			continue
		}
		u := ulps(xv, yv, a.Elem == "f32")
		rel := math.Abs(xv-yv) / math.Max(math.Abs(xv), math.Abs(yv))
		if u > 1 && !(rel <= 1e-6) {
			bad++
		}
		if u > worstU {
			worstU = u
			worst = fmt.Sprintf("[%d] %g vs %g (%.3g ulp, %.3g rel)", i, xv, yv, u, rel)
		}
	}
	return
}

// TestCrossCheck runs every kernel of testdata/manifest.json from both
// PTX files on the GPU and compares all of its buffers afterwards.
func TestCrossCheck(t *testing.T) {
	drv, err := cuda.Load()
	if err == nil {
		_, err = drv.Context(0)
	}
	if err != nil {
		if os.Getenv("STRATA_REQUIRE_GPU") != "" {
			t.Fatalf("no GPU: %v", err)
		}
		t.Skipf("no GPU (the cross-check runs on the GPU machine: scripts/device/ptx_crosscheck.sh): %v", err)
	}
	ctx, _ := drv.Context(0)
	ks := manifest(t)
	if len(ks) == 0 {
		t.Fatal("empty manifest")
	}
	t.Logf("device %s, %d kernels", ctx.Device().SM(), len(ks))
	total, same := 0, 0
	for _, k := range ks {
		t.Run(k.File, func(t *testing.T) {
			emitPTX, err1 := testdata.ReadFile("testdata/" + k.File + ".emit.ptx")
			llcPTX, err2 := testdata.ReadFile("testdata/" + k.File + ".llc.ptx")
			if err1 != nil || err2 != nil {
				t.Fatalf("missing PTX: %v %v", err1, err2)
			}
			in := inputs(k)
			got, err := runKernel(ctx, k, string(emitPTX), in)
			if err != nil {
				t.Fatalf("emit/ptx version: %v", err)
			}
			want, err := runKernel(ctx, k, string(llcPTX), in)
			if err != nil {
				t.Fatalf("llc-22 version: %v", err)
			}
			for i, a := range k.Args {
				id, bad, worst := compare(a, got[i], want[i])
				n := len(got[i]) / int(a.elemBytes())
				total += n
				same += id
				if bad > 0 {
					t.Errorf("argument %d (%s %v): %d of %d elements differ (emit/ptx vs llc-22), e.g. %s", i, a.Elem, a.Shape, bad, n, worst)
				} else if id < n {
					t.Logf("argument %d: %d of %d bitwise equal, worst %s", i, id, n, worst)
				}
			}
		})
	}
	t.Logf("%d elements compared, %d bitwise equal", total, same)
}
