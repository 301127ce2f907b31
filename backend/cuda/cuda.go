// Package cuda is the cuda target: a module lowered for the GPU (host
// functions of memref, arith and gpu.launch_func ops; kernels in
// gpu.modules, in the llvm and nvvm dialects) runs with its kernels on an
// NVIDIA GPU and its host functions on the interpreter.
//
// Compile emits PTX for every gpu.module (emit/ptx), or takes it from a
// gpu.binary's assembly object, and keeps the host code; it needs no
// driver. Run opens the driver on first use (runtime/cuda, through
// purego: no cgo), JIT-loads each module once, uploads the arguments and
// interprets the entry with the host ops that touch memory replaced
// (host.go): memref.alloc and friends allocate device memory through the
// caching allocator, memref.copy and gpu.memcpy copy on the device,
// memref.get_global uploads a global once per executable, and
// gpu.launch_func packs its operands as convert-gpu-to-nvvm expands them
// and launches the kernel on the default stream. A memref value whose
// memory lives on the device is an exec.Buffer over an exec.Memory with
// External set, so the interpreter's view ops (subview, reshapes, casts)
// work on it unchanged; any other host op that would read or write it is
// an error at the op. The results are downloaded once the device is
// synchronized, and everything the run allocated is freed.
package cuda

import (
	"fmt"
	"github.com/strata-compiler/strata/emit/ptx"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/functollvm"
	"github.com/strata-compiler/strata/lowering/tollvm"
)

// Name is the target's name.
const Name = "cuda"

// PipelineGPU is the target's pipeline: strata-lower-to-gpu takes linalg
// on tensors (or buffers) to host code launching outlined kernels in
// gpu.modules. Compile runs convert-gpu-to-nvvm on any gpu.module still
// in the gpu dialect, so the pipeline may stop at the outlined kernels.
const (
	LowerToGPU  = "strata-lower-to-gpu"
	PipelineGPU = "builtin.module(" + LowerToGPU + ")"
)

// EmitFunc emits the PTX of one gpu.module.
type EmitFunc func(gpuModule *ir.Operation) (string, error)

// Target is the cuda target.
type Target struct {
	// Emit emits PTX for a gpu.module (nil: emit/ptx).
	Emit EmitFunc
	// Open returns the device to run on (nil: the CUDA driver's device
	// 0, opened once per process).
	Open func() (Device, error)
}

// NewTarget returns the target with the real emitter and driver.
func NewTarget() backend.Target { return Target{} }

// Name implements backend.Target.
func (Target) Name() string { return Name }

// Pipeline implements backend.Target: linalg on tensors or buffers goes
// through strata-lower-to-gpu and convert-gpu-to-nvvm; a module that
// already launches kernels (the gpu level: strata-lower-to-gpu's output,
// or gpu.binary ops holding PTX) runs as it is. Sequential loops
// are not mapped to the GPU, and the llvm dialect has no host/device
// split left, so both are refused.
func (Target) Pipeline(from backend.Level) (string, error) {
	switch from {
	case backend.LevelTensor, backend.LevelBuffer, "":
		return PipelineGPU, nil
	case backend.LevelGPU:
		// Compile converts what is still in the gpu dialect.
		return "", nil
	case backend.LevelLoops:
		return "", fmt.Errorf("the cuda target maps linalg ops to kernels: give it a module at the tensor or buffer level, not sequential loops")
	}
	return "", fmt.Errorf("the cuda target does not run the %s level (give it linalg on tensors or buffers)", from)
}

// Compile implements backend.Target: it converts gpu.modules still in the
// gpu dialect to nvvm (convert-gpu-to-nvvm), emits the PTX of every
// gpu.module (or takes a gpu.binary's PTX object) and checks that every
// gpu.launch_func names a kernel there. No driver is needed.
func (t Target) Compile(module *ir.Operation, opts backend.Options) (backend.Executable, error) {
	return t.CompileModule(module, opts)
}

// CompileModule is Compile returning the *Executable.
func (t Target) CompileModule(module *ir.Operation, opts backend.Options) (*Executable, error) {
	if opts.CheckLeaks {
		return nil, fmt.Errorf("the cuda target has no leak check (--check-leaks needs --target=cpu)")
	}
	emit := t.Emit
	if emit == nil {
		emit = defaultEmit
	}
	open := t.Open
	if open == nil {
		open = sharedDriver
	}
	x := &Executable{module: module, open: open, maxSteps: opts.MaxSteps,
		syncEach: os.Getenv("STRATA_CUDA_SYNC") != "" || os.Getenv("STRATA_CUDA_PROFILE") != "",
		kernels:  map[string]map[string]*kernelInfo{}, globals: map[string]*globalMem{}, linkedAs: map[string]string{}}
	var mods []*ir.Operation
	for _, r := range module.Regions() {
		for b := r.Front(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				switch op.Def() {
				case gpu.Module:
					name := ir.SymbolName(op)
					if err := toNVVM(op); err != nil {
						return nil, fmt.Errorf("gpu.module @%s to nvvm: %w", name, err)
					}
					mods = append(mods, op)
					x.kernels[name] = kernelsOf(op)
					if t.Emit == nil {
						continue // emitted below, linked into one module
					}
					text, err := emit(op)
					if err != nil {
						return nil, fmt.Errorf("emitting PTX for gpu.module @%s: %w", name, err)
					}
					x.ptx = append(x.ptx, ptxModule{name: name, text: text})
				case gpu.Binary:
					name := ir.SymbolName(op)
					text, err := binaryPTX(op)
					if err != nil {
						return nil, err
					}
					x.ptx = append(x.ptx, ptxModule{name: name, text: text})
				}
			}
		}
	}
	if t.Emit == nil && len(mods) > 0 {
		if err := x.link(mods); err != nil {
			return nil, err
		}
	}
	var errs []error
	ir.Walk(module, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		switch op.Def() {
		case gpu.Module:
			return ir.Skip
		case gpu.Launch:
			errs = append(errs, op.EmitError("gpu.launch must be outlined (gpu-kernel-outlining) before the cuda target runs it"))
		case gpu.LaunchFunc:
			ref, _ := op.Attr("kernel").(*ir.SymbolRefAttr)
			if ref == nil || len(ref.Nested) != 1 {
				errs = append(errs, op.EmitError("expected a kernel reference @module::@kernel"))
				break
			}
			if !x.hasModule(ref.Root) {
				errs = append(errs, op.EmitError("no gpu.module or gpu.binary named @%s", ref.Root))
				break
			}
			if ks, ok := x.kernels[ref.Root]; ok && ks[ref.Leaf()] == nil {
				errs = append(errs, op.EmitError("gpu.module @%s has no kernel named @%s", ref.Root, ref.Leaf()))
			}
		}
		return ir.Advance
	})
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return x, nil
}

// linkedModule names the one PTX module of all of a model's kernels.
const linkedModule = "__strata_kernels"

// link emits the PTX of the gpu.modules mods as one module holding all
// their kernels, so that the driver loads and JITs a model once rather
// than once per kernel. Modules that define the same symbol (or a single
// module) get a PTX module each.
func (x *Executable) link(mods []*ir.Operation) error {
	if len(mods) > 1 {
		if text, err := ptx.EmitLinked(mods, chipOptions(mods[0])); err == nil {
			x.ptx = append(x.ptx, ptxModule{name: linkedModule, text: text})
			for _, m := range mods {
				x.linkedAs[ir.SymbolName(m)] = linkedModule
			}
			return nil
		}
	}
	for _, m := range mods {
		t, err := defaultEmit(m)
		if err != nil {
			return fmt.Errorf("emitting PTX for gpu.module @%s: %w", ir.SymbolName(m), err)
		}
		x.ptx = append(x.ptx, ptxModule{name: ir.SymbolName(m), text: t})
	}
	return nil
}

// ptxModule is the PTX of one gpu.module or gpu.binary.
type ptxModule struct {
	name, text string
}

// kernelInfo is what the IR says of a kernel: its parameter count once
// memrefs are expanded (-1: unknown), and whether it takes its memrefs as
// bare pointers (llvm.bareptr, strata-gpu-bare-pointer-kernels' mark).
type kernelInfo struct {
	params int
	bare   bool
}

// kernelsOf lists the kernels of a gpu.module: llvm.funcs marked
// gpu.kernel or nvvm.kernel (convert-gpu-to-nvvm's output) and gpu.funcs
// marked kernel.
func kernelsOf(m *ir.Operation) map[string]*kernelInfo {
	out := map[string]*kernelInfo{}
	if m.NumRegions() == 0 {
		return out
	}
	for b := m.Region(0).Front(); b != nil; b = b.Next() {
		for op := b.First(); op != nil; op = op.Next() {
			isKernel := op.Attr(gpu.KernelAttr) != nil || op.Attr("nvvm.kernel") != nil
			if !isKernel {
				continue
			}
			info := &kernelInfo{params: -1, bare: op.HasAttr(functollvm.BarePtrAttr)}
			ta, _ := op.Attr("function_type").(*ir.TypeAttr)
			switch op.Def() {
			case llvm.FuncOp:
				if ta != nil {
					if ft, ok := ta.Type.(*llvm.FuncType); ok {
						info.params = len(ft.Params)
					}
				}
			case gpu.Func:
				if ta != nil {
					if ft, ok := ta.Type.(*ir.FunctionType); ok {
						// convert-gpu-to-nvvm honours the mark when every
						// memref has a bare form.
						if bare, _ := tollvm.AllCanBeBare(ft.Inputs); !bare {
							info.bare = false
						}
						info.params = 0
						for _, in := range ft.Inputs {
							if mt, ok := in.(*ir.MemRefType); ok && !info.bare {
								info.params += 3 + 2*len(mt.Dims)
							} else {
								info.params++
							}
						}
					}
				}
			default:
				continue
			}
			out[ir.SymbolName(op)] = info
		}
	}
	return out
}

// binaryPTX returns the PTX of a gpu.binary: its first assembly object.
func binaryPTX(op *ir.Operation) (string, error) {
	name := ir.SymbolName(op)
	objs, _ := op.Attr("objects").(*ir.ArrayAttr)
	var formats []string
	if objs != nil {
		for _, a := range objs.Elems {
			o, ok := a.(*gpu.ObjectAttr)
			if !ok {
				continue
			}
			if o.Format == "assembly" {
				return o.Object, nil
			}
			formats = append(formats, o.Format)
		}
	}
	return "", op.EmitError("gpu.binary @%s holds no PTX (assembly) object (formats: [%s]); the cuda target loads PTX: run gpu-module-to-binary with format=isa", name, strings.Join(formats, ", "))
}

// Executable is a compiled module: the PTX of its gpu.modules and its
// host code. Runs are serialized.
type Executable struct {
	module   *ir.Operation
	ptx      []ptxModule
	kernels  map[string]map[string]*kernelInfo
	open     func() (Device, error)
	maxSteps int64
	syncEach bool

	mu      sync.Mutex
	dev     Device
	loaded  map[string]Module
	fns     map[string]Kernel
	globals map[string]*globalMem
	stats   Stats
	// linkedAs maps a gpu.module to the PTX module it was linked into.
	linkedAs map[string]string
	// BenchBest is the best time of the BenchReps calls that the last run
	// made under $STRATA_BENCH_REPS.
	BenchBest time.Duration
	BenchReps int
	// GraphBest is the best time of as many replays of the first call as
	// one CUDA graph (0 when none ran; graphNote says why).
	GraphBest time.Duration
	graphNote string
	// profile, under $STRATA_CUDA_PROFILE, is each kernel's time from its
	// launch to the synchronization after it, over every call.
	profile      map[string]*kernelTime
	profileCalls int
}

// kernelTime is one kernel's profile entry.
type kernelTime struct {
	calls       int
	total       time.Duration
	grid, block [3]uint32
}

// Stats counts what runs did on the device.
type Stats struct {
	Runs, Launches, Allocs       int
	HtoDBytes, DtoHBytes, DtoD   uint64
	ModulesLoaded, GlobalUploads int
}

// Stats returns the counters of every run so far.
func (x *Executable) Stats() Stats {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.stats
}

// PTX returns the PTX of each gpu.module (and gpu.binary) by name.
func (x *Executable) PTX() map[string]string {
	out := map[string]string{}
	for _, m := range x.ptx {
		out[m.name] = m.text
	}
	return out
}

func (x *Executable) hasModule(name string) bool {
	if x.linkedAs[name] != "" {
		return true
	}
	for _, m := range x.ptx {
		if m.name == name {
			return true
		}
	}
	return false
}

// device opens the device and loads every module, once.
func (x *Executable) device() (Device, error) {
	if x.dev == nil {
		dev, err := x.open()
		if err != nil {
			return nil, err
		}
		x.dev = dev
		x.loaded = map[string]Module{}
		x.fns = map[string]Kernel{}
	}
	for _, m := range x.ptx {
		if x.loaded[m.name] != nil {
			continue
		}
		mod, err := x.dev.LoadModule(m.name, m.text)
		if err != nil {
			return nil, err
		}
		x.loaded[m.name] = mod
		x.stats.ModulesLoaded++
	}
	return x.dev, nil
}

// kernel returns the loaded kernel @mod::@name.
func (x *Executable) kernel(mod, name string) (Kernel, error) {
	key := mod + "::" + name
	if k := x.fns[key]; k != nil {
		return k, nil
	}
	m := x.loaded[mod]
	if l := x.linkedAs[mod]; l != "" {
		m = x.loaded[l]
	}
	if m == nil {
		return nil, fmt.Errorf("no loaded module @%s (loaded: %s)", mod, strings.Join(sortedKeys(x.loaded), ", "))
	}
	k, err := m.Kernel(name)
	if err != nil {
		return nil, err
	}
	x.fns[key] = k
	return k, nil
}

// Close frees the device memory of the uploaded globals.
func (x *Executable) Close() error {
	x.mu.Lock()
	defer x.mu.Unlock()
	var first error
	for name, g := range x.globals {
		if err := x.dev.Free(g.mem.ptr); err != nil && first == nil {
			first = err
		}
		delete(x.globals, name)
	}
	return first
}

func sortedKeys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// defaultEmit is emit/ptx (emit.go).
var defaultEmit EmitFunc
