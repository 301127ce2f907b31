package cuda

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"
	"unsafe"
)

// These tests need no GPU: the missing-driver error, errors, argument
// packing and the launch checks (on a made-up device).

func TestLoadMissingDriver(t *testing.T) {
	_, err := load([]string{"/nonexistent/libcuda.so.1", "/nonexistent/libcuda.so"})
	if err == nil {
		t.Fatal("load of a missing library succeeded")
	}
	if !errors.Is(err, ErrNoDriver) {
		t.Errorf("error %v does not wrap ErrNoDriver", err)
	}
	const want = "CUDA driver not found: dlopen /nonexistent/libcuda.so.1: "
	if !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %q does not start with %q", err, want)
	}
	if !strings.Contains(err.Error(), "; dlopen /nonexistent/libcuda.so: ") {
		t.Errorf("error %q does not name the second library tried", err)
	}
}

func TestLoadOnce(t *testing.T) {
	var wg sync.WaitGroup
	drivers := make([]*Driver, 8)
	errs := make([]error, 8)
	for i := range drivers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			drivers[i], errs[i] = Load()
		}()
	}
	wg.Wait()
	for i := range drivers {
		if drivers[i] != drivers[0] || errs[i] != errs[0] {
			t.Fatalf("Load %d returned (%p, %v), Load 0 (%p, %v)", i, drivers[i], errs[i], drivers[0], errs[0])
		}
	}
	if errs[0] != nil {
		if !errors.Is(errs[0], ErrNoDriver) {
			t.Logf("driver present but unusable: %v", errs[0])
			return
		}
		if !strings.HasPrefix(errs[0].Error(), "CUDA driver not found: dlopen libcuda.so.1: ") {
			t.Errorf("missing-driver error %q", errs[0])
		}
		t.Logf("no driver here: %v", errs[0])
		return
	}
	t.Logf("driver %s, CUDA %d", drivers[0].Path(), drivers[0].Version())
}

func TestErrorWrapping(t *testing.T) {
	e := &Error{Func: "cuMemAlloc_v2", Code: ErrorOutOfMemory, Name: "CUDA_ERROR_OUT_OF_MEMORY", Message: "out of memory"}
	if got, want := e.Error(), "cuda: cuMemAlloc_v2: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	wrapped := fmt.Errorf("layer 3, op %%7 (launched at model.mlir:12): %w", e)
	var got *Error
	if !errors.As(wrapped, &got) || got != e {
		t.Fatalf("errors.As did not find the *Error in %v", wrapped)
	}
	if !errors.Is(wrapped, &Error{Code: ErrorOutOfMemory}) {
		t.Error("errors.Is by code failed")
	}
	if errors.Is(wrapped, &Error{Code: ErrorOutOfMemory, Func: "cuMemFree_v2"}) {
		t.Error("errors.Is matched another function")
	}
	if errors.Is(wrapped, &Error{Code: ErrorInvalidValue}) {
		t.Error("errors.Is matched another code")
	}
	jit := &Error{Func: "cuModuleLoadDataEx", Code: ErrorInvalidPTX, Detail: "ptxas application ptx input, line 3; error   : Unknown symbol\n"}
	if s := jit.Error(); !strings.Contains(s, "CUresult 218\nptxas application ptx input, line 3") {
		t.Errorf("Error() = %q lacks the detail", s)
	}
}

func TestKernelArgsPacking(t *testing.T) {
	a := NewKernelArgs().Ptr(0xdead0000).I32(-2).I64(-3).F32(1.5).F64(-0.25).U32(7).U64(1 << 40)
	if err := a.Add(float32(2)); err != nil {
		t.Fatal(err)
	}
	if err := a.Add(int(-9)); err != nil {
		t.Fatal(err)
	}
	if err := a.Add("no"); err == nil || !strings.Contains(err.Error(), "kernel argument 9: type string") {
		t.Errorf("Add of a string: %v", err)
	}
	a.Raw([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9})
	if a.Len() != 10 {
		t.Fatalf("Len = %d, want 10", a.Len())
	}
	ptrs := a.pointers()
	if len(ptrs) != 10 {
		t.Fatalf("%d pointers, want 10", len(ptrs))
	}
	at := func(i int) unsafe.Pointer { return unsafe.Pointer(&a.words[a.args[i].off]) }
	for i, p := range ptrs {
		if p != uintptr(at(i)) {
			t.Errorf("pointer %d is %#x, want the address of its slot %p", i, p, at(i))
		}
		if p%8 != 0 {
			t.Errorf("pointer %d at %#x is not 8-byte aligned", i, p)
		}
	}
	if v := *(*uint64)(at(0)); v != 0xdead0000 {
		t.Errorf("ptr = %#x", v)
	}
	if v := *(*int32)(at(1)); v != -2 {
		t.Errorf("i32 = %d", v)
	}
	if v := *(*int64)(at(2)); v != -3 {
		t.Errorf("i64 = %d", v)
	}
	if v := *(*float32)(at(3)); v != 1.5 {
		t.Errorf("f32 = %v", v)
	}
	if v := *(*float64)(at(4)); v != -0.25 {
		t.Errorf("f64 = %v", v)
	}
	if v := *(*uint32)(at(5)); v != 7 {
		t.Errorf("u32 = %d", v)
	}
	if v := *(*uint64)(at(6)); v != 1<<40 {
		t.Errorf("u64 = %d", v)
	}
	if v := *(*float32)(at(7)); v != 2 {
		t.Errorf("Add(float32) = %v", v)
	}
	if v := *(*int64)(at(8)); v != -9 {
		t.Errorf("Add(int) = %d", v)
	}
	if b := unsafe.Slice((*byte)(at(9)), 9); b[0] != 1 || b[8] != 9 {
		t.Errorf("raw = %v", b)
	}
	wantSizes := []int{8, 4, 8, 4, 8, 4, 8, 4, 8, 9}
	for i, s := range a.args {
		if s.size != wantSizes[i] {
			t.Errorf("argument %d has size %d, want %d", i, s.size, wantSizes[i])
		}
	}
	a.Reset()
	if a.Len() != 0 || len(a.pointers()) != 0 {
		t.Error("Reset left arguments")
	}
}

func TestBytes(t *testing.T) {
	xs := []float32{1, -2}
	b := Bytes(xs)
	if len(b) != 8 || math.Float32frombits(uint32(b[4])|uint32(b[5])<<8|uint32(b[6])<<16|uint32(b[7])<<24) != -2 {
		t.Errorf("Bytes = %v", b)
	}
	if Bytes([]int64(nil)) != nil {
		t.Error("Bytes of nil is not nil")
	}
}

// fakeFunction is a kernel on a made-up H200-like device, for the launch
// checks.
func fakeFunction(params []int) *Function {
	dev := &Device{Name: "fake", Major: 9, MaxThreadsPerBlock: 1024, MaxBlockDim: [3]int{1024, 1024, 64},
		MaxGridDim: [3]int{1<<31 - 1, 65535, 65535}, MaxSharedPerBlock: 48 << 10, MaxSharedPerBlockOptin: 227 << 10}
	ctx := &Context{device: dev}
	return &Function{mod: &Module{ctx: ctx}, name: "saxpy", params: params,
		attrs: FuncAttributes{MaxThreadsPerBlock: 768, NumRegs: 80, MaxDynamicSharedSizeBytes: 48 << 10}}
}

func TestLaunchChecks(t *testing.T) {
	f := fakeFunction([]int{8, 8, 4, 4})
	args := NewKernelArgs().Ptr(1).Ptr(2).F32(2).U32(10)
	ok := LaunchConfig{Grid: [3]uint32{4, 1, 1}, Block: [3]uint32{256, 1, 1}}
	if err := f.check(ok, args); err != nil {
		t.Fatalf("a good launch was refused: %v", err)
	}
	for _, c := range []struct {
		name string
		cfg  LaunchConfig
		args *KernelArgs
		want string
	}{
		{"zero grid", LaunchConfig{Grid: [3]uint32{0, 1, 1}, Block: ok.Block}, args, "every dimension must be at least 1"},
		{"zero block", LaunchConfig{Grid: ok.Grid, Block: [3]uint32{32, 0, 1}}, args, "every dimension must be at least 1"},
		{"block x", LaunchConfig{Grid: ok.Grid, Block: [3]uint32{2048, 1, 1}}, args, "x is 2048, more than the device's 1024"},
		{"block z", LaunchConfig{Grid: ok.Grid, Block: [3]uint32{1, 1, 65}}, args, "z is 65, more than the device's 64"},
		{"grid y", LaunchConfig{Grid: [3]uint32{1, 70000, 1}, Block: ok.Block}, args, "y is 70000, more than the device's 65535"},
		{"threads", LaunchConfig{Grid: ok.Grid, Block: [3]uint32{64, 32, 1}}, args, "2048 threads, more than the device's 1024"},
		{"kernel threads", LaunchConfig{Grid: ok.Grid, Block: [3]uint32{1024, 1, 1}}, args, "1024 threads, more than the kernel's 768 (it uses 80 registers per thread)"},
		{"shared", LaunchConfig{Grid: ok.Grid, Block: ok.Block, SharedBytes: 64 << 10}, args, "65536 bytes of dynamic shared memory, more than the kernel's 49152"},
		{"stream", LaunchConfig{Grid: ok.Grid, Block: ok.Block, Stream: &Stream{ctx: &Context{}}}, args, "another context"},
		{"arg count", ok, NewKernelArgs().Ptr(1).Ptr(2).F32(2), "3 arguments for 4 parameters"},
		{"arg size", ok, NewKernelArgs().Ptr(1).Ptr(2).F64(2).U32(10), "argument 2 is a float64 (8 bytes), the parameter is 4 bytes"},
	} {
		err := f.check(c.cfg, c.args)
		var le *LaunchError
		if !errors.As(err, &le) {
			t.Errorf("%s: error %v is not a *LaunchError", c.name, err)
			continue
		}
		if le.Kernel != "saxpy" || !strings.HasPrefix(err.Error(), "cuda: launch of kernel saxpy: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q, want one naming saxpy and saying %q", c.name, err, c.want)
		}
	}
	// Without parameter information, the arguments are not checked.
	if err := fakeFunction(nil).check(ok, NewKernelArgs()); err != nil {
		t.Errorf("unchecked arguments refused: %v", err)
	}
}
