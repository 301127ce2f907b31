package cuda

import (
	"encoding/binary"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
	rt "github.com/strata-compiler/strata/runtime/cuda"
)

func parseFile(t *testing.T, name string) *ir.Operation {
	t.Helper()
	path := filepath.Join("testdata", name)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return parseText(t, path, string(src))
}

func parseText(t *testing.T, path, src string) *ir.Operation {
	t.Helper()
	m := parseUnverified(t, path, src)
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	return m
}

// parseUnverified parses src without verifying it (for IR the verifier
// would refuse before Compile sees it).
func parseUnverified(t *testing.T, path, src string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, path, src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// fakeEmit stands in for emit/ptx: a comment naming the module.
func fakeEmit(m *ir.Operation) (string, error) {
	return "// PTX of @" + ir.SymbolName(m) + "\n", nil
}

// compileFake compiles a testdata file for a fake device.
func compileFake(t *testing.T, name string) (*Executable, *fakeDevice) {
	t.Helper()
	dev := newFake()
	dev.kernels["add"] = addKernel
	tgt := Target{Emit: fakeEmit, Open: func() (Device, error) { return dev, nil }}
	x, err := tgt.CompileModule(parseFile(t, name), backend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return x, dev
}

func f32Array(shape []int, vs ...float32) *npy.Array {
	a := &npy.Array{Dtype: "f4", Shape: shape}
	for _, v := range vs {
		a.Data = binary.LittleEndian.AppendUint32(a.Data, math.Float32bits(v))
	}
	return a
}

func TestTargetRegistered(t *testing.T) {
	tgt := NewTarget()
	if tgt.Name() != "cuda" {
		t.Fatalf("name %q", tgt.Name())
	}
	for _, l := range []backend.Level{backend.LevelTensor, backend.LevelBuffer} {
		if p, err := tgt.Pipeline(l); err != nil || p != PipelineGPU {
			t.Errorf("Pipeline(%s) = %q, %v", l, p, err)
		}
	}
	for _, l := range []backend.Level{backend.LevelLoops, backend.LevelLLVM} {
		if _, err := tgt.Pipeline(l); err == nil {
			t.Errorf("Pipeline(%s) accepted", l)
		}
	}
}

// TestPipelineParses checks that the pipeline names registered passes
// (skipped while the GPU lowering has not landed).
func TestPipelineParses(t *testing.T) {
	reg := pipelines.Registry()
	if _, err := reg.ParsePipeline(PipelineGPU); err != nil {
		if strings.Contains(err.Error(), LowerToGPU) {
			t.Skipf("GPU lowering not registered yet: %v", err)
		}
		t.Fatal(err)
	}
}

func TestCompileEmitsEveryModule(t *testing.T) {
	var seen []string
	emit := func(m *ir.Operation) (string, error) {
		seen = append(seen, ir.SymbolName(m))
		return fakeEmit(m)
	}
	x, err := Target{Emit: emit, Open: func() (Device, error) { t.Fatal("Compile opened the device"); return nil, nil }}.
		CompileModule(parseFile(t, "add.mlir"), backend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 1 || seen[0] != "kernels" {
		t.Fatalf("emitted %v", seen)
	}
	if got := x.PTX()["kernels"]; got != "// PTX of @kernels\n" {
		t.Fatalf("PTX %q", got)
	}
	if info := x.kernels["kernels"]["add"]; info == nil || info.params != 16 {
		t.Fatalf("kernel info %+v", info)
	}
}

func TestCompileEmitError(t *testing.T) {
	emit := func(m *ir.Operation) (string, error) { return "", m.EmitError("cannot emit this") }
	_, err := Target{Emit: emit}.Compile(parseFile(t, "add.mlir"), backend.Options{})
	if err == nil || !strings.Contains(err.Error(), "gpu.module @kernels") || !strings.Contains(err.Error(), "cannot emit this") {
		t.Fatalf("got %v", err)
	}
}

const binarySrc = `module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "// PTX from gpu-module-to-binary\n">]
  func.func @main(%x: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<4xf32>)
    return
  }
}`

func TestCompileBinary(t *testing.T) {
	dev := newFake()
	var got *Launch
	dev.kernels["k"] = func(d *fakeDevice, l *Launch) error { got = l; return nil }
	emit := func(m *ir.Operation) (string, error) { t.Fatal("emit called for a gpu.binary"); return "", nil }
	x, err := Target{Emit: emit, Open: func() (Device, error) { return dev, nil }}.CompileModule(parseText(t, "bin.mlir", binarySrc), backend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if x.PTX()["kernels"] != "// PTX from gpu-module-to-binary\n" {
		t.Fatalf("PTX %q", x.PTX()["kernels"])
	}
	if _, err := x.Run("main", []*npy.Array{f32Array([]int{4}, 1, 2, 3, 4)}); err != nil {
		t.Fatal(err)
	}
	if got == nil || len(got.Args) != 5 || dev.loaded["kernels"] != "// PTX from gpu-module-to-binary\n" {
		t.Fatalf("launch %+v, loaded %v", got, dev.loaded)
	}
	// A launch marked llvm.bareptr passes the memref as one pointer.
	bare := strings.Replace(binarySrc, "args(%x : memref<4xf32>)", "args(%x : memref<4xf32>) {llvm.bareptr}", 1)
	x, err = Target{Emit: emit, Open: func() (Device, error) { return dev, nil }}.CompileModule(parseText(t, "bare.mlir", bare), backend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := x.Run("main", []*npy.Array{f32Array([]int{4}, 1, 2, 3, 4)}); err != nil {
		t.Fatal(err)
	}
	if len(got.Args) != 1 {
		t.Fatalf("bare launch: %d arguments, want 1", len(got.Args))
	}
	fat := strings.Replace(binarySrc, "assembly = ", "", 1)
	_, err = Target{Emit: emit}.Compile(parseText(t, "fat.mlir", fat), backend.Options{})
	if err == nil || !strings.Contains(err.Error(), "no PTX (assembly) object (formats: [fatbin])") {
		t.Fatalf("got %v", err)
	}
}

func TestCompileUnknownKernel(t *testing.T) {
	for _, c := range []struct{ ref, want string }{
		{"@nope::@add", "no gpu.module or gpu.binary named @nope"},
		{"@kernels::@nope", "gpu.module @kernels has no kernel named @nope"},
	} {
		src, _ := os.ReadFile("testdata/add.mlir")
		text := strings.Replace(string(src), "gpu.launch_func @kernels::@add blocks in (%c2", "gpu.launch_func "+c.ref+" blocks in (%c2", 1)
		_, err := Target{Emit: fakeEmit}.Compile(parseUnverified(t, "add.mlir", text), backend.Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "add.mlir:") {
			t.Errorf("%s: got %v", c.ref, err)
		}
	}
}

func TestCompileRefusesLeakCheck(t *testing.T) {
	if _, err := (Target{Emit: fakeEmit}).Compile(parseFile(t, "add.mlir"), backend.Options{CheckLeaks: true}); err == nil {
		t.Fatal("accepted CheckLeaks")
	}
}

func TestRunAdd(t *testing.T) {
	x, dev := compileFake(t, "add.mlir")
	for _, n := range []int{5, 1, 8} {
		xs, ys := make([]float32, n), make([]float32, n)
		for i := range xs {
			xs[i], ys[i] = float32(i), float32(10*i)+0.5
		}
		out, err := x.Run("main", []*npy.Array{f32Array([]int{n}, xs...), f32Array([]int{n}, ys...)})
		if err != nil {
			t.Fatal(err)
		}
		got := out[0].Float64s()
		if len(got) != n || out[0].Dtype != "f4" || len(out[0].Shape) != 1 || out[0].Shape[0] != n {
			t.Fatalf("n=%d: result %v %v", n, out[0].Shape, got)
		}
		for i := range got {
			if got[i] != float64(xs[i]+ys[i]) {
				t.Fatalf("n=%d: element %d is %v, want %v", n, i, got[i], xs[i]+ys[i])
			}
		}
		if dev.live() != 0 {
			t.Fatalf("n=%d: %d blocks still allocated after the run", n, dev.live())
		}
	}
	l := dev.launch[0]
	if l.Grid != [3]uint32{2, 1, 1} || l.Block != [3]uint32{3, 1, 1} {
		t.Fatalf("launch shape %v %v", l.Grid, l.Block)
	}
	// Each memref is allocated ptr, aligned ptr, offset, size, stride.
	for k := 0; k < 3; k++ {
		a := l.Args[5*k : 5*k+5]
		if a[0].Kind != ArgPtr || a[1].Kind != ArgPtr || a[0].Bits != a[1].Bits || a[2].Bits != 0 || a[3].Bits != 5 || a[4].Bits != 1 {
			t.Errorf("memref operand %d packed as %v", k, a)
		}
	}
	if a := l.Args[15]; a.Kind != ArgInt || a.Size != 8 || a.Bits != 5 {
		t.Errorf("index operand packed as %v", a)
	}
	st := x.Stats()
	if st.Runs != 3 || st.Launches != 3 || st.ModulesLoaded != 1 || dev.syncs != 3 {
		t.Errorf("stats %+v, %d synchronizations", st, dev.syncs)
	}
}

func TestRunViews(t *testing.T) {
	x, dev := compileFake(t, "add.mlir")
	out, err := x.Run("views", []*npy.Array{
		f32Array([]int{8}, 0, 1, 2, 3, 4, 5, 6, 7),
		f32Array([]int{8}, 10, 20, 30, 40, 50, 60, 70, 80),
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []float64{0, 0, 0, 0, 11, 23, 35, 47}
	got := out[0].Float64s()
	if len(out[0].Shape) != 2 || out[0].Shape[0] != 2 || out[0].Shape[1] != 4 {
		t.Fatalf("shape %v", out[0].Shape)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
	a := dev.launch[0].Args
	if a[2].Bits != 1 || a[4].Bits != 2 || a[12].Bits != 4 || a[14].Bits != 1 {
		t.Errorf("offsets/strides packed as %v", a)
	}
	if dev.live() != 0 {
		t.Fatalf("%d blocks still allocated", dev.live())
	}
}

func TestScalarPacking(t *testing.T) {
	x, dev := compileFake(t, "host.mlir")
	var got *Launch
	dev.kernels["scalars"] = func(d *fakeDevice, l *Launch) error { got = l; return nil }
	f := &npy.Array{Dtype: "f4", Data: binary.LittleEndian.AppendUint32(nil, math.Float32bits(-0.5))}
	if _, err := x.Run("scalars", []*npy.Array{f}); err != nil {
		t.Fatal(err)
	}
	want := []Arg{
		{ArgInt, 4, uint64(uint32(0xfffffff9))},
		{ArgFloat, 4, uint64(math.Float32bits(-0.5))},
		{ArgFloat, 2, 0x3e00},
		{ArgInt, 1, 1},
		{ArgInt, 1, 0xff},
		{ArgInt, 8, 1},
		{ArgFloat, 8, math.Float64bits(2.25)},
		{ArgFloat, 2, 0x4040},
	}
	if len(got.Args) != len(want) {
		t.Fatalf("args %v", got.Args)
	}
	for i := range want {
		if got.Args[i] != want[i] {
			t.Errorf("arg %d: %v (%+v), want %+v", i, got.Args[i], got.Args[i], want[i])
		}
	}
}

func TestRank2Packing(t *testing.T) {
	x, dev := compileFake(t, "host.mlir")
	var got *Launch
	dev.kernels["rank2"] = func(d *fakeDevice, l *Launch) error { got = l; return nil }
	if _, err := x.Run("rank2", []*npy.Array{f32Array([]int{3, 5}, make([]float32, 15)...)}); err != nil {
		t.Fatal(err)
	}
	var ints []int64
	for _, a := range got.Args[2:] {
		ints = append(ints, int64(a.Bits))
	}
	if want := []int64{0, 5, 3, 1, 5}; !equal(ints, want) {
		t.Fatalf("offset, sizes, strides %v, want %v", ints, want)
	}
}

func equal(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestLaunchErrors(t *testing.T) {
	x, dev := compileFake(t, "host.mlir")
	dev.kernels["rank2"] = func(d *fakeDevice, l *Launch) error { return nil }
	dev.kernels["scalars"] = func(d *fakeDevice, l *Launch) error { return nil }
	_, err := x.Run("wrong_count", []*npy.Array{f32Array([]int{3}, 1, 2, 3)})
	if err == nil || !strings.Contains(err.Error(), "kernel @kernels::@rank2 takes 7 parameters, its operands expand to 5") || !strings.Contains(err.Error(), "host.mlir:") {
		t.Errorf("wrong count: %v", err)
	}
	_, err = x.Run("bad_grid", nil)
	if err == nil || !strings.Contains(err.Error(), "kernel @kernels::@scalars: grid size x: 0 is not in [1,") {
		t.Errorf("bad grid: %v", err)
	}
	// A kernel missing from the loaded module.
	delete(dev.kernels, "rank2")
	_, err = x.Run("rank2", []*npy.Array{f32Array([]int{3, 5}, make([]float32, 15)...)})
	if err == nil || !strings.Contains(err.Error(), "kernel @kernels::@rank2") || !strings.Contains(err.Error(), "NOT_FOUND") {
		t.Errorf("missing kernel: %v", err)
	}
	// A launch the driver refuses.
	dev.kernels["rank2"] = func(d *fakeDevice, l *Launch) error {
		return &rt.LaunchError{Kernel: "rank2", Reason: "block [2048 1 1] has 2048 threads, more than the device's 1024"}
	}
	_, err = x.Run("rank2", []*npy.Array{f32Array([]int{3, 5}, make([]float32, 15)...)})
	if err == nil || !strings.Contains(err.Error(), "kernel @kernels::@rank2 (grid [1 1 1], block [1 1 1])") || !strings.Contains(err.Error(), "2048 threads") {
		t.Errorf("refused launch: %v", err)
	}
	if dev.live() != 0 {
		t.Errorf("%d blocks still allocated after failed runs", dev.live())
	}
}

func TestCopiesAndGlobals(t *testing.T) {
	x, dev := compileFake(t, "host.mlir")
	in := f32Array([]int{2, 2}, 5, 6, 7, 8)
	for run := 0; run < 2; run++ {
		out, err := x.Run("copies", []*npy.Array{in})
		if err != nil {
			t.Fatal(err)
		}
		if got := out[0].Float64s(); got[0] != 5 || got[3] != 8 {
			t.Fatalf("copy: %v", got)
		}
		if got := out[1].Float64s(); got[0] != 1 || got[1] != 2 || got[2] != 3 || got[3] != 4 {
			t.Fatalf("global: %v", got)
		}
	}
	if st := x.Stats(); st.GlobalUploads != 1 || st.DtoD != 64 {
		t.Errorf("stats %+v", st)
	}
	// Only the global stays allocated between runs; Close frees it.
	if dev.live() != 1 {
		t.Errorf("%d blocks allocated between runs", dev.live())
	}
	if err := x.Close(); err != nil || dev.live() != 0 {
		t.Errorf("Close: %v, %d blocks left", err, dev.live())
	}
}

func TestStridedCopyIsAnError(t *testing.T) {
	x, _ := compileFake(t, "host.mlir")
	_, err := x.Run("strided_copy", []*npy.Array{f32Array([]int{2, 2}, 1, 2, 3, 4)})
	if err == nil || !strings.Contains(err.Error(), "'memref.copy' op copy between strided views") || !strings.Contains(err.Error(), "host.mlir:") {
		t.Fatalf("got %v", err)
	}
}

func TestHostLoadOfDeviceMemory(t *testing.T) {
	x, dev := compileFake(t, "host.mlir")
	_, err := x.Run("host_load", []*npy.Array{f32Array([]int{4}, 1, 2, 3, 4)})
	if err == nil || !strings.Contains(err.Error(), "'memref.load' op operand #0 is device memory, which the host cannot read or write") {
		t.Fatalf("got %v", err)
	}
	if strings.Contains(err.Error(), "internal error") {
		t.Fatalf("crashed: %v", err)
	}
	if dev.live() != 0 {
		t.Errorf("%d blocks left", dev.live())
	}
}

func TestScalarResultThroughStack(t *testing.T) {
	x, dev := compileFake(t, "host.mlir")
	out, err := x.Run("scalar_result", []*npy.Array{f32Array([]int{4}, 1, 2, 3, 4)})
	if err != nil {
		t.Fatal(err)
	}
	if got := out[0].Float64s(); len(got) != 1 || got[0] != 3 {
		t.Fatalf("scalar result %v, want 3", got)
	}
	if dev.live() != 0 {
		t.Errorf("%d blocks left", dev.live())
	}
	if !strings.Contains(strings.Join(dev.log, "\n"), "dtoh 4") {
		t.Errorf("the scalar was not downloaded: %v", dev.log)
	}
}

func TestGPUMemoryOps(t *testing.T) {
	x, dev := compileFake(t, "host.mlir")
	in := &npy.Array{Dtype: "i4", Shape: []int{4}}
	for _, v := range []int32{1, 2, 3, 4} {
		in.Data = binary.LittleEndian.AppendUint32(in.Data, uint32(v))
	}
	out, err := x.Run("gpu_memory", []*npy.Array{in})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 4; i++ {
		if v := int32(binary.LittleEndian.Uint32(out[0].Data[4*i:])); v != 258 {
			t.Fatalf("memset: %v", out[0].Data)
		}
	}
	if dev.live() != 0 {
		t.Errorf("%d blocks left", dev.live())
	}
	if !strings.Contains(strings.Join(dev.log, "\n"), "dtod 16") {
		t.Errorf("gpu.memcpy did not copy on the device: %v", dev.log)
	}
}

func TestElementTypes(t *testing.T) {
	x, _ := compileFake(t, "host.mlir")
	le := binary.LittleEndian
	// bf16 takes f4 arrays (rounded) and gives f4 back.
	out, err := x.Run("id_bf16", []*npy.Array{f32Array([]int{3}, 1, 1.0078125, -3.5)})
	if err != nil {
		t.Fatal(err)
	}
	if got := out[0].Float64s(); out[0].Dtype != "f4" || got[0] != 1 || got[1] != 1.0078125 || got[2] != -3.5 {
		t.Errorf("bf16: %s %v", out[0].Dtype, got)
	}
	f16 := &npy.Array{Dtype: "f2", Shape: []int{3}}
	for _, b := range []uint16{0x3c00, 0xc000, 0x7bff} {
		f16.Data = le.AppendUint16(f16.Data, b)
	}
	if out, err = x.Run("id_f16", []*npy.Array{f16}); err != nil {
		t.Fatal(err)
	}
	if out[0].Dtype != "f2" || string(out[0].Data) != string(f16.Data) {
		t.Errorf("f16: %s %x", out[0].Dtype, out[0].Data)
	}
	b1 := &npy.Array{Dtype: "b1", Shape: []int{3}, Data: []byte{1, 0, 1}}
	if out, err = x.Run("id_i1", []*npy.Array{b1}); err != nil {
		t.Fatal(err)
	}
	if out[0].Dtype != "b1" || string(out[0].Data) != "\x01\x00\x01" {
		t.Errorf("i1: %s %x", out[0].Dtype, out[0].Data)
	}
	i64 := &npy.Array{Dtype: "i8", Shape: []int{3}}
	for _, v := range []int64{-1, 1 << 40, 7} {
		i64.Data = le.AppendUint64(i64.Data, uint64(v))
	}
	if out, err = x.Run("id_i64", []*npy.Array{i64}); err != nil {
		t.Fatal(err)
	}
	if out[0].Dtype != "i8" || string(out[0].Data) != string(i64.Data) {
		t.Errorf("i64: %s %x", out[0].Dtype, out[0].Data)
	}
	i8 := &npy.Array{Dtype: "i1", Shape: []int{6}, Data: []byte{0, 1, 2, 3, 4, 0xff}}
	if out, err = x.Run("strided_result", []*npy.Array{i8}); err != nil {
		t.Fatal(err)
	}
	if out[0].Dtype != "i1" || string(out[0].Data) != "\x01\x03\xff" || out[0].Shape[0] != 3 {
		t.Errorf("strided i8 result: %s %v %x", out[0].Dtype, out[0].Shape, out[0].Data)
	}
	// A wrong dtype is refused.
	if _, err = x.Run("id_i64", []*npy.Array{f32Array([]int{3}, 1, 2, 3)}); err == nil || !strings.Contains(err.Error(), "input #0: dtype 'f4' does not match") {
		t.Errorf("wrong dtype: %v", err)
	}
	// Scalars pass through.
	n := &npy.Array{Dtype: "i8", Data: le.AppendUint64(nil, 9)}
	f := f32Array(nil, 2.5)
	if out, err = x.Run("scalar_args", []*npy.Array{n, f}); err != nil {
		t.Fatal(err)
	}
	if out[0].Float64s()[0] != 9 || out[1].Float64s()[0] != 2.5 {
		t.Errorf("scalars: %v %v", out[0].Float64s(), out[1].Float64s())
	}
}

func TestDoubleFree(t *testing.T) {
	x, dev := compileFake(t, "host.mlir")
	_, err := x.Run("double_free", []*npy.Array{f32Array([]int{4}, 1, 2, 3, 4)})
	if err == nil || !strings.Contains(err.Error(), "double deallocation") {
		t.Fatalf("got %v", err)
	}
	if dev.frees != dev.allocs {
		t.Errorf("%d allocations, %d frees", dev.allocs, dev.frees)
	}
}

func TestJITErrorCarriesLog(t *testing.T) {
	x, dev := compileFake(t, "add.mlir")
	dev.failLoad = "ptxas application ptx input, line 12; error   : Unknown symbol 'foo'"
	_, err := x.Run("main", []*npy.Array{f32Array([]int{1}, 1), f32Array([]int{1}, 2)})
	if err == nil || !strings.Contains(err.Error(), "line 12; error") || !strings.Contains(err.Error(), "@kernels") {
		t.Fatalf("got %v", err)
	}
}

func TestNoDriver(t *testing.T) {
	if _, err := rt.Load(); err == nil {
		t.Skip("this machine has a CUDA driver")
	}
	x, err := NewTarget().Compile(parseFile(t, "host.mlir"), backend.Options{})
	if err != nil {
		// The real emitter may not handle the test kernels; the no-driver
		// path only needs a compiled module.
		x, err = Target{Emit: fakeEmit}.Compile(parseFile(t, "host.mlir"), backend.Options{})
		if err != nil {
			t.Fatal(err)
		}
	}
	_, err = x.Run("host_load", []*npy.Array{f32Array([]int{4}, 1, 2, 3, 4)})
	if err == nil || !errors.Is(err, rt.ErrNoDriver) || !strings.Contains(err.Error(), "the cuda target needs an NVIDIA GPU and driver") {
		t.Fatalf("got %v", err)
	}
}

// TestEmitPTX compiles the test modules with emit/ptx: a kernel entry
// per llvm.func kernel, with one parameter per expanded argument.
func TestEmitPTX(t *testing.T) {
	for file, kernels := range map[string]map[string]int{
		"add.mlir":  {"add": 16},
		"host.mlir": {"scalars": 8, "rank2": 7},
	} {
		x, err := Target{Open: func() (Device, error) { return newFake(), nil }}.CompileModule(parseFile(t, file), backend.Options{})
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		text := x.PTX()["kernels"]
		for k, n := range kernels {
			i := strings.Index(text, ".entry "+k+"(")
			if i < 0 {
				t.Fatalf("%s: no .entry %s in\n%s", file, k, text)
			}
			head := text[i:]
			head = head[:strings.Index(head, ")")]
			if got := strings.Count(head, ".param"); got != n {
				t.Errorf("%s: .entry %s has %d parameters, want %d:\n%s", file, k, got, n, head)
			}
		}
	}
}

// TestBenchReplaysAsGraph: under $STRATA_BENCH_REPS the first call is
// recorded and replayed as one graph, whose results are the ones
// returned; a call that copies to the host is not recorded.
func TestBenchReplaysAsGraph(t *testing.T) {
	t.Setenv("STRATA_BENCH_REPS", "2")
	x, dev := compileFake(t, "add.mlir")
	out, err := x.Run("main", []*npy.Array{f32Array([]int{4}, 1, 2, 3, 4), f32Array([]int{4}, 10, 20, 30, 40)})
	if err != nil {
		t.Fatal(err)
	}
	if got := out[0].Float64s(); got[0] != 11 || got[3] != 44 {
		t.Fatalf("result %v", got)
	}
	// The first call, 2 interpreted ones, the warm-up replay and 2 more.
	if len(dev.launch) != 6 || x.GraphBest <= 0 {
		t.Fatalf("%d launches, graph best %v", len(dev.launch), x.GraphBest)
	}
	if r := x.BenchReport(); !strings.Contains(r, "as one CUDA graph, best of 2 calls") {
		t.Errorf("report %q", r)
	}
	if dev.live() != 0 {
		t.Errorf("%d blocks still allocated after the run", dev.live())
	}
	// Each timed call's result is freed before the next call: the two
	// inputs, the first call's result (returned) and one timed call's.
	t.Setenv("STRATA_BENCH_REPS", "5")
	x, dev = compileFake(t, "add.mlir")
	if _, err := x.Run("main", []*npy.Array{f32Array([]int{4}, 1, 2, 3, 4), f32Array([]int{4}, 10, 20, 30, 40)}); err != nil {
		t.Fatal(err)
	}
	if dev.peak != 4 || dev.live() != 0 {
		t.Errorf("with 5 timed calls: at most %d blocks at once (want 4), %d left", dev.peak, dev.live())
	}

	// Copies on the device are replayed too; a memset of a pattern that
	// is not one repeated byte uploads it, so that call is not recorded.
	x, _ = compileFake(t, "host.mlir")
	out, err = x.Run("copies", []*npy.Array{f32Array([]int{2, 2}, 5, 6, 7, 8)})
	if err != nil {
		t.Fatal(err)
	}
	if got := out[0].Float64s(); x.GraphBest <= 0 || got[0] != 5 || got[3] != 8 {
		t.Errorf("copies: graph best %v, result %v", x.GraphBest, got)
	}
	in := &npy.Array{Dtype: "i4", Shape: []int{4}, Data: make([]byte, 16)}
	if _, err := x.Run("gpu_memory", []*npy.Array{in}); err != nil {
		t.Fatal(err)
	}
	if r := x.BenchReport(); !strings.Contains(r, "no CUDA graph: the call cannot be replayed as a CUDA graph: it copies host memory to the device") {
		t.Errorf("report %q", r)
	}
}
