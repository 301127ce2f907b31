package cuda

import (
	"errors"
	"math"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// The GPU tests run when the driver loads and a device is present, and
// are skipped, saying why, otherwise. STRATA_REQUIRE_GPU=1 (set by
// scripts/device/cuda_smoke.sh) turns the skip into a failure.

// saxpyPTX is y[i] = a*x[i] + y[i] for i < n, one thread per element.
const saxpyPTX = `
.version 7.8
.target sm_90
.address_size 64

.visible .entry saxpy(
	.param .u64 saxpy_x,
	.param .u64 saxpy_y,
	.param .f32 saxpy_a,
	.param .u32 saxpy_n
)
{
	.reg .pred %p<2>;
	.reg .b32 %r<6>;
	.reg .f32 %f<5>;
	.reg .b64 %rd<8>;

	ld.param.u64 %rd1, [saxpy_x];
	ld.param.u64 %rd2, [saxpy_y];
	ld.param.f32 %f1, [saxpy_a];
	ld.param.u32 %r1, [saxpy_n];
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mov.u32 %r4, %tid.x;
	mad.lo.s32 %r5, %r2, %r3, %r4;
	setp.ge.u32 %p1, %r5, %r1;
	@%p1 bra DONE;
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mul.wide.u32 %rd5, %r5, 4;
	add.s64 %rd6, %rd3, %rd5;
	add.s64 %rd7, %rd4, %rd5;
	ld.global.f32 %f2, [%rd6];
	ld.global.f32 %f3, [%rd7];
	fma.rn.f32 %f4, %f1, %f2, %f3;
	st.global.f32 [%rd7], %f4;
DONE:
	ret;
}

// probe stores its scalar arguments to out: a at 0, b at 8, c at 16, d
// at 24, checking how mixed sizes are passed.
.visible .entry probe(
	.param .u64 probe_out,
	.param .s32 probe_a,
	.param .s64 probe_b,
	.param .f32 probe_c,
	.param .f64 probe_d
)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<4>;
	.reg .f32 %f<2>;
	.reg .f64 %fd<2>;

	ld.param.u64 %rd1, [probe_out];
	cvta.to.global.u64 %rd2, %rd1;
	ld.param.s32 %r1, [probe_a];
	ld.param.s64 %rd3, [probe_b];
	ld.param.f32 %f1, [probe_c];
	ld.param.f64 %fd1, [probe_d];
	st.global.s32 [%rd2], %r1;
	st.global.s64 [%rd2+8], %rd3;
	st.global.f32 [%rd2+16], %f1;
	st.global.f64 [%rd2+24], %fd1;
	ret;
}
`

// badPTX uses a register it never declared.
const badPTX = `
.version 7.8
.target sm_90
.address_size 64

.visible .entry broken(
	.param .u64 broken_y
)
{
	.reg .b64 %rd<3>;
	.reg .f32 %f<2>;

	ld.param.u64 %rd1, [broken_y];
	cvta.to.global.u64 %rd2, %rd1;
	st.global.f32 [%rd2], %f_undeclared;
	ret;
}
`

var (
	gpuOnce sync.Once
	gpuCtx  *Context
	gpuWhy  string
)

// gpu returns device 0's context, or skips (fails with
// STRATA_REQUIRE_GPU=1) saying why there is none.
func gpu(t *testing.T) *Context {
	t.Helper()
	gpuOnce.Do(func() {
		d, err := Load()
		if err != nil {
			gpuWhy = "no CUDA driver: " + err.Error()
			return
		}
		n, err := d.DeviceCount()
		if err != nil || n == 0 {
			gpuWhy = "no CUDA device"
			if err != nil {
				gpuWhy += ": " + err.Error()
			}
			return
		}
		gpuCtx, err = d.Context(0)
		if err != nil {
			gpuWhy = "device 0: " + err.Error()
		}
	})
	if gpuCtx == nil {
		if os.Getenv("STRATA_REQUIRE_GPU") == "1" {
			t.Fatalf("STRATA_REQUIRE_GPU=1 and %s", gpuWhy)
		}
		t.Skipf("needs a GPU (%s)", gpuWhy)
	}
	return gpuCtx
}

var (
	saxpyOnce sync.Once
	saxpyMod  *Module
	saxpyErr  error
)

func saxpyModule(t *testing.T) *Module {
	ctx := gpu(t)
	saxpyOnce.Do(func() { saxpyMod, saxpyErr = ctx.LoadModule(saxpyPTX) })
	if saxpyErr != nil {
		t.Fatal(saxpyErr)
	}
	return saxpyMod
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestGPUDevice(t *testing.T) {
	ctx := gpu(t)
	d := ctx.Device()
	t.Logf("driver %s, CUDA %d", ctx.Driver().Path(), ctx.Driver().Version())
	t.Logf("device %d: %s, %s, %d SMs, %.1f GiB, max threads/block %d, block %v, grid %v, shared/block %d (opt-in %d), regs/block %d",
		d.Ordinal, d.Name, d.SM(), d.SMCount, float64(d.TotalMemory)/(1<<30), d.MaxThreadsPerBlock,
		d.MaxBlockDim, d.MaxGridDim, d.MaxSharedPerBlock, d.MaxSharedPerBlockOptin, d.MaxRegistersPerBlock)
	if d.Major < 1 || d.SMCount < 1 || d.MaxThreadsPerBlock < 32 || d.TotalMemory == 0 || d.Name == "" || d.WarpSize != 32 {
		t.Errorf("implausible device %+v", d)
	}
	if free, total, err := ctx.MemInfo(); err == nil {
		t.Logf("memory: %.1f GiB free of %.1f GiB", float64(free)/(1<<30), float64(total)/(1<<30))
	}
	again, err := ctx.Driver().Context(0)
	if err != nil || again != ctx {
		t.Errorf("Context(0) again = %p, %v; want the same context", again, err)
	}
}

// fill returns x[i] = i%1000 and y[i] = 3, so a*x+y with a = 2.5 is exact
// in float32 and needs no tolerance.
func fill(n int) (x, y []float32) {
	x = make([]float32, n)
	y = make([]float32, n)
	for i := range x {
		x[i] = float32(i % 1000)
		y[i] = 3
	}
	return x, y
}

func checkSaxpy(t *testing.T, got, x []float32, a, y0 float32) {
	t.Helper()
	bad := 0
	for i := range got {
		if want := a*x[i] + y0; got[i] != want {
			if bad < 5 {
				t.Errorf("y[%d] = %v, want %v", i, got[i], want)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d elements wrong", bad, len(got))
	}
}

func TestGPUSaxpy(t *testing.T) {
	ctx := gpu(t)
	mod := saxpyModule(t)
	fn, err := mod.Function("saxpy")
	must(t, err)
	attrs := fn.Attributes()
	t.Logf("saxpy: %d registers, max %d threads/block, %d static shared, max dynamic shared %d, PTX %d, binary %d",
		attrs.NumRegs, attrs.MaxThreadsPerBlock, attrs.SharedSizeBytes, attrs.MaxDynamicSharedSizeBytes, attrs.PTXVersion, attrs.BinaryVersion)
	if sizes, ok := fn.ParamSizes(); ok {
		t.Logf("saxpy parameter sizes %v", sizes)
		if len(sizes) != 4 || sizes[0] != 8 || sizes[2] != 4 {
			t.Errorf("saxpy parameter sizes %v, want [8 8 4 4]", sizes)
		}
	}
	if mod.InfoLog != "" {
		t.Logf("JIT info log:\n%s", mod.InfoLog)
	}

	const n = 1_000_003 // not a multiple of the block
	x, y := fill(n)
	dx, err := ctx.Alloc(4 * n)
	must(t, err)
	defer ctx.Free(dx)
	dy, err := ctx.Alloc(4 * n)
	must(t, err)
	defer ctx.Free(dy)
	must(t, ctx.CopyHtoD(dx, Bytes(x)))
	must(t, ctx.CopyHtoD(dy, Bytes(y)))
	grid := [3]uint32{(n + 255) / 256, 1, 1}
	block := [3]uint32{256, 1, 1}
	args := NewKernelArgs().Ptr(dx).Ptr(dy).F32(2.5).U32(n)
	must(t, fn.Launch(LaunchConfig{Grid: grid, Block: block}, args))
	got := make([]float32, n)
	must(t, ctx.CopyDtoH(Bytes(got), dy))
	checkSaxpy(t, got, x, 2.5, 3)

	// Again through Launch(...any), on y' = y copied device to device.
	dz, err := ctx.Alloc(4 * n)
	must(t, err)
	defer ctx.Free(dz)
	must(t, ctx.Memset(dz, 0xff, 4*n))
	must(t, ctx.CopyDtoD(dz, dy, 4*n))
	must(t, Launch(fn, grid, block, 0, nil, dx, dz, float32(-1), uint32(n)))
	must(t, ctx.Synchronize())
	must(t, ctx.CopyDtoH(Bytes(got), dz))
	for i := range got {
		if want := 1.5*x[i] + 3; got[i] != want {
			t.Fatalf("second launch: z[%d] = %v, want %v", i, got[i], want)
		}
	}

	// Memset reaches the host.
	must(t, ctx.Memset(dz, 0, 4*n))
	must(t, ctx.CopyDtoH(Bytes(got[:16]), dz))
	for i, v := range got[:16] {
		if v != 0 {
			t.Fatalf("after Memset, z[%d] = %v", i, v)
		}
	}
}

func TestGPUArgumentProbe(t *testing.T) {
	ctx := gpu(t)
	fn, err := saxpyModule(t).Function("probe")
	must(t, err)
	out, err := ctx.Alloc(32)
	must(t, err)
	defer ctx.Free(out)
	must(t, ctx.Memset(out, 0, 32))
	args := NewKernelArgs().Ptr(out).I32(-123456).I64(-(1 << 40) - 7).F32(3.25).F64(math.Pi)
	must(t, fn.Launch(LaunchConfig{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{1, 1, 1}}, args))
	buf := make([]uint64, 4)
	must(t, ctx.CopyDtoH(Bytes(buf), out))
	if a := int32(uint32(buf[0])); a != -123456 {
		t.Errorf("int32 arrived as %d", a)
	}
	if b := int64(buf[1]); b != -(1<<40)-7 {
		t.Errorf("int64 arrived as %d", b)
	}
	if c := math.Float32frombits(uint32(buf[2])); c != 3.25 {
		t.Errorf("float32 arrived as %v", c)
	}
	if d := math.Float64frombits(buf[3]); d != math.Pi {
		t.Errorf("float64 arrived as %v", d)
	}
}

func TestGPUJITError(t *testing.T) {
	ctx := gpu(t)
	_, err := ctx.LoadModule(badPTX)
	if err == nil {
		t.Fatal("the JIT accepted a PTX that uses an undeclared register")
	}
	t.Logf("JIT error:\n%v", err)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v is not an *Error", err)
	}
	if e.Func != "cuModuleLoadDataEx" || (e.Code != ErrorInvalidPTX && e.Code != ErrorInvalidImage) {
		t.Errorf("error from %s with code %d (%s)", e.Func, e.Code, e.Name)
	}
	if e.Detail == "" || !strings.Contains(err.Error(), e.Detail) {
		t.Errorf("the error has no JIT log: %q", err)
	}
	if !strings.Contains(e.Detail, "f_undeclared") && !strings.Contains(e.Detail, "line 15") {
		t.Errorf("the JIT log does not point at the bad line: %q", e.Detail)
	}
	// A kernel the module lacks.
	_, err = saxpyModule(t).Function("nosuchkernel")
	if !errors.As(err, &e) || e.Code != ErrorNotFound || !strings.Contains(err.Error(), "nosuchkernel") {
		t.Errorf("lookup of a missing kernel: %v", err)
	}
}

func TestGPUOversizedLaunch(t *testing.T) {
	ctx := gpu(t)
	fn, err := saxpyModule(t).Function("saxpy")
	must(t, err)
	dev := ctx.Device()
	p, err := ctx.Alloc(1024)
	must(t, err)
	defer ctx.Free(p)
	args := func() *KernelArgs { return NewKernelArgs().Ptr(p).Ptr(p).F32(1).U32(0) }
	one := [3]uint32{1, 1, 1}
	for _, c := range []struct {
		name string
		cfg  LaunchConfig
		args *KernelArgs
	}{
		{"block of 2048", LaunchConfig{Grid: one, Block: [3]uint32{2048, 1, 1}}, args()},
		{"zero grid", LaunchConfig{Grid: [3]uint32{0, 1, 1}, Block: one}, args()},
		{"grid y too large", LaunchConfig{Grid: [3]uint32{1, uint32(dev.MaxGridDim[1]) + 1, 1}, Block: one}, args()},
		{"too much shared memory", LaunchConfig{Grid: one, Block: one, SharedBytes: uint32(dev.MaxSharedPerBlockOptin) + 1}, args()},
	} {
		err := fn.Launch(c.cfg, c.args)
		var le *LaunchError
		if !errors.As(err, &le) || le.Kernel != "saxpy" {
			t.Errorf("%s: %v, want a *LaunchError naming saxpy", c.name, err)
			continue
		}
		t.Logf("%s: %v", c.name, err)
	}
	if _, ok := fn.ParamSizes(); ok {
		err := fn.Launch(LaunchConfig{Grid: one, Block: one}, NewKernelArgs().Ptr(p))
		var le *LaunchError
		if !errors.As(err, &le) {
			t.Errorf("launch with 1 argument for 4: %v", err)
		} else {
			t.Logf("too few arguments: %v", err)
		}
	}
	// Opting in to more dynamic shared memory makes such a launch legal.
	big := dev.MaxSharedPerBlockOptin - fn.Attributes().SharedSizeBytes
	must(t, fn.SetMaxDynamicSharedMemory(big))
	if got := fn.Attributes().MaxDynamicSharedSizeBytes; got != big {
		t.Errorf("after opting in to %d, the kernel allows %d", big, got)
	}
	must(t, fn.Launch(LaunchConfig{Grid: one, Block: one, SharedBytes: uint32(big)}, args()))
	must(t, ctx.Synchronize())
	must(t, fn.SetMaxDynamicSharedMemory(48<<10))
	// The driver's own error, wrapped: an allocation no device can hold.
	_, err = ctx.Alloc(1 << 55)
	var e *Error
	if !errors.As(err, &e) {
		t.Errorf("huge allocation: %v, want an *Error", err)
	} else {
		t.Logf("huge allocation: %v (out of memory: %v)", err, errors.Is(err, &Error{Code: ErrorOutOfMemory}))
	}
}

func TestGPUTiming(t *testing.T) {
	ctx := gpu(t)
	fn, err := saxpyModule(t).Function("saxpy")
	must(t, err)
	const n = 1 << 25 // 128 MiB per vector
	x, y := fill(n)
	dx, err := ctx.Alloc(4 * n)
	must(t, err)
	defer ctx.Free(dx)
	dy, err := ctx.Alloc(4 * n)
	must(t, err)
	defer ctx.Free(dy)
	s, err := ctx.NewStream()
	must(t, err)
	defer s.Destroy()
	start, err := ctx.NewEvent()
	must(t, err)
	defer start.Destroy()
	copied, err := ctx.NewEvent()
	must(t, err)
	defer copied.Destroy()
	end, err := ctx.NewEvent()
	must(t, err)
	defer end.Destroy()

	wall := time.Now()
	must(t, start.Record(s))
	must(t, ctx.CopyHtoDAsync(dx, Bytes(x), s))
	must(t, ctx.CopyHtoDAsync(dy, Bytes(y), s))
	must(t, copied.Record(s))
	cfg := LaunchConfig{Grid: [3]uint32{n / 256, 1, 1}, Block: [3]uint32{256, 1, 1}, Stream: s}
	args := NewKernelArgs().Ptr(dx).Ptr(dy).F32(0).U32(n) // a = 0: y stays 3 (warm-up)
	must(t, fn.Launch(cfg, args))
	const reps = 10
	k0, err := ctx.NewEvent()
	must(t, err)
	defer k0.Destroy()
	must(t, k0.Record(s))
	for i := 0; i < reps; i++ {
		args.Reset()
		args.Ptr(dx).Ptr(dy).F32(0.25).U32(n)
		must(t, fn.Launch(cfg, args))
	}
	must(t, end.Record(s))
	must(t, end.Synchronize())
	wallTime := time.Since(wall)
	copyTime, err := start.Elapsed(copied)
	must(t, err)
	kernTime, err := k0.Elapsed(end)
	must(t, err)
	if copyTime <= 0 || kernTime <= 0 {
		t.Errorf("elapsed times %v and %v", copyTime, kernTime)
	}
	per := kernTime / reps
	t.Logf("HtoD of 2 x %d MiB: %v (%.1f GB/s); saxpy of %d floats: %v per launch (%.0f GB/s effective); wall %v",
		4*n>>20, copyTime, float64(8*n)/copyTime.Seconds()/1e9, n, per, float64(12*n)/per.Seconds()/1e9, wallTime)
	got := make([]float32, n)
	must(t, ctx.CopyDtoHAsync(Bytes(got), dy, s))
	must(t, s.Synchronize())
	checkSaxpy(t, got, x, 0.25*reps, 3) // 2.5*x + 3 sums exactly: x < 1000
}

func TestGPUAllocator(t *testing.T) {
	ctx := gpu(t)
	fn, err := saxpyModule(t).Function("saxpy")
	must(t, err)
	a := NewAllocator(ctx)
	const n = 4096
	x, _ := fill(n)
	for layer := 0; layer < 20; layer++ {
		dx, err := a.Alloc(4 * n)
		must(t, err)
		dy, err := a.Alloc(4 * n)
		must(t, err)
		must(t, ctx.CopyHtoD(dx, Bytes(x)))
		must(t, ctx.Memset(dy, 0, 4*n))
		must(t, Launch(fn, [3]uint32{n / 256, 1, 1}, [3]uint32{256, 1, 1}, 0, nil, dx, dy, float32(2), uint32(n)))
		got := make([]float32, n)
		must(t, ctx.CopyDtoH(Bytes(got), dy))
		checkSaxpy(t, got, x, 2, 0)
		must(t, a.Free(dx))
		must(t, a.Free(dy))
	}
	s := a.Stats()
	t.Logf("allocator after 20 layers: %+v", s)
	if s.RawAllocs != 2 || s.Hits != 38 {
		t.Errorf("raw allocations %d, hits %d; want 2 and 38", s.RawAllocs, s.Hits)
	}
	must(t, a.Trim())
	if s := a.Stats(); s.RawFrees != 2 || s.Cached != 0 {
		t.Errorf("after Trim: %+v", s)
	}
}

// TestGPUConcurrent launches from several goroutines, each with its own
// stream: the context must be made current on whatever thread each runs.
func TestGPUConcurrent(t *testing.T) {
	ctx := gpu(t)
	fn, err := saxpyModule(t).Function("saxpy")
	must(t, err)
	const n = 1 << 16
	x, y := fill(n)
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := ctx.NewStream()
			if err != nil {
				t.Error(err)
				return
			}
			defer s.Destroy()
			dx, _ := ctx.Alloc(4 * n)
			dy, _ := ctx.Alloc(4 * n)
			defer ctx.Free(dx)
			defer ctx.Free(dy)
			for i := 0; i < 10; i++ {
				if err := ctx.CopyHtoDAsync(dx, Bytes(x), s); err != nil {
					t.Error(err)
					return
				}
				if err := ctx.CopyHtoDAsync(dy, Bytes(y), s); err != nil {
					t.Error(err)
					return
				}
				a := float32(g + i)
				if err := Launch(fn, [3]uint32{n / 256, 1, 1}, [3]uint32{256, 1, 1}, 0, s, dx, dy, a, uint32(n)); err != nil {
					t.Error(err)
					return
				}
				got := make([]float32, n)
				if err := ctx.CopyDtoHAsync(Bytes(got), dy, s); err != nil {
					t.Error(err)
					return
				}
				if err := s.Synchronize(); err != nil {
					t.Error(err)
					return
				}
				for j := range got {
					if want := a*x[j] + 3; got[j] != want {
						t.Errorf("goroutine %d, round %d: y[%d] = %v, want %v", g, i, j, got[j], want)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
}
