package cuda

import (
	"fmt"
	"math"
	"runtime"
	"unsafe"
)

// KernelArgs builds the kernelParams array cuLaunchKernel takes: one
// void* per kernel parameter, each pointing at that parameter's value.
//
// The values live in one []uint64 (each argument in its own 8-byte
// aligned slot, scalars in the low bytes, little-endian as the GPU), and
// the pointer array is rebuilt from it at each launch and pinned with the
// values for the duration of the call, so the garbage collector can
// neither free nor move what the driver reads. The driver copies the
// values when cuLaunchKernel is called, so a KernelArgs may be changed or
// reused as soon as Launch returns. A KernelArgs is not safe for
// concurrent use.
type KernelArgs struct {
	words []uint64
	args  []argSlot
	ptrs  []uintptr
}

type argSlot struct {
	off  int // first word
	size int // bytes
	kind string
}

// NewKernelArgs returns an empty argument list.
func NewKernelArgs() *KernelArgs { return &KernelArgs{} }

func (a *KernelArgs) push(bits uint64, size int, kind string) *KernelArgs {
	a.args = append(a.args, argSlot{off: len(a.words), size: size, kind: kind})
	a.words = append(a.words, bits)
	return a
}

// Ptr adds a device pointer (.param .u64).
func (a *KernelArgs) Ptr(p DevicePtr) *KernelArgs { return a.push(uint64(p), 8, "pointer") }

// U64 adds a 64-bit unsigned integer.
func (a *KernelArgs) U64(v uint64) *KernelArgs { return a.push(v, 8, "uint64") }

// I64 adds a 64-bit integer (.param .s64, an index in MLIR's lowering).
func (a *KernelArgs) I64(v int64) *KernelArgs { return a.push(uint64(v), 8, "int64") }

// I32 adds a 32-bit integer.
func (a *KernelArgs) I32(v int32) *KernelArgs { return a.push(uint64(uint32(v)), 4, "int32") }

// U32 adds a 32-bit unsigned integer.
func (a *KernelArgs) U32(v uint32) *KernelArgs { return a.push(uint64(v), 4, "uint32") }

// F32 adds a float.
func (a *KernelArgs) F32(v float32) *KernelArgs {
	return a.push(uint64(math.Float32bits(v)), 4, "float32")
}

// F64 adds a double.
func (a *KernelArgs) F64(v float64) *KernelArgs { return a.push(math.Float64bits(v), 8, "float64") }

// Raw adds a parameter given as its bytes (a struct passed by value),
// stored 8-byte aligned.
func (a *KernelArgs) Raw(b []byte) *KernelArgs {
	a.args = append(a.args, argSlot{off: len(a.words), size: len(b), kind: "raw"})
	n := (len(b) + 7) / 8
	if n == 0 {
		n = 1
	}
	start := len(a.words)
	a.words = append(a.words, make([]uint64, n)...)
	copy(unsafe.Slice((*byte)(unsafe.Pointer(&a.words[start])), n*8), b)
	return a
}

// Add adds v by its Go type: DevicePtr, uint64, int64, int, int32,
// uint32, float32 or float64 (an int is an int64).
func (a *KernelArgs) Add(v any) error {
	switch x := v.(type) {
	case DevicePtr:
		a.Ptr(x)
	case uint64:
		a.U64(x)
	case int64:
		a.I64(x)
	case int:
		a.I64(int64(x))
	case int32:
		a.I32(x)
	case uint32:
		a.U32(x)
	case float32:
		a.F32(x)
	case float64:
		a.F64(x)
	default:
		return fmt.Errorf("cuda: kernel argument %d: type %T is not one of DevicePtr, uint64, int64, int, int32, uint32, float32, float64", len(a.args), v)
	}
	return nil
}

// Len is the number of arguments.
func (a *KernelArgs) Len() int { return len(a.args) }

// Reset empties a for reuse.
func (a *KernelArgs) Reset() {
	a.words = a.words[:0]
	a.args = a.args[:0]
}

// pointers fills a.ptrs with the address of each argument's slot. The
// caller pins a.words and a.ptrs before handing the array to the driver.
func (a *KernelArgs) pointers() []uintptr {
	a.ptrs = a.ptrs[:0]
	for _, s := range a.args {
		a.ptrs = append(a.ptrs, uintptr(unsafe.Pointer(&a.words[s.off])))
	}
	return a.ptrs
}

// LaunchConfig is a launch's shape.
type LaunchConfig struct {
	Grid, Block [3]uint32
	// SharedBytes is the dynamic shared memory per block.
	SharedBytes uint32
	// Stream is where the kernel is queued (nil: the default stream).
	Stream *Stream
}

// check refuses, with a *LaunchError, a configuration that dev or f
// cannot run, or arguments that do not match f's parameters.
func (f *Function) check(cfg LaunchConfig, args *KernelArgs) error {
	dev := f.mod.ctx.device
	attrs := f.Attributes()
	bad := func(format string, x ...any) error {
		return &LaunchError{Kernel: f.name, Reason: fmt.Sprintf(format, x...)}
	}
	axes := "xyz"
	threads := uint64(1)
	for i := 0; i < 3; i++ {
		if cfg.Grid[i] == 0 || cfg.Block[i] == 0 {
			return bad("grid %v and block %v: every dimension must be at least 1", cfg.Grid, cfg.Block)
		}
		if uint64(cfg.Grid[i]) > uint64(dev.MaxGridDim[i]) {
			return bad("grid %v: %c is %d, more than the device's %d", cfg.Grid, axes[i], cfg.Grid[i], dev.MaxGridDim[i])
		}
		if uint64(cfg.Block[i]) > uint64(dev.MaxBlockDim[i]) {
			return bad("block %v: %c is %d, more than the device's %d", cfg.Block, axes[i], cfg.Block[i], dev.MaxBlockDim[i])
		}
		threads *= uint64(cfg.Block[i])
	}
	if threads > uint64(dev.MaxThreadsPerBlock) {
		return bad("block %v has %d threads, more than the device's %d", cfg.Block, threads, dev.MaxThreadsPerBlock)
	}
	if attrs.MaxThreadsPerBlock > 0 && threads > uint64(attrs.MaxThreadsPerBlock) {
		return bad("block %v has %d threads, more than the kernel's %d (it uses %d registers per thread)", cfg.Block, threads, attrs.MaxThreadsPerBlock, attrs.NumRegs)
	}
	if uint64(cfg.SharedBytes) > uint64(attrs.MaxDynamicSharedSizeBytes) {
		return bad("%d bytes of dynamic shared memory, more than the kernel's %d (Function.SetMaxDynamicSharedMemory raises it up to the device's %d less the %d static)",
			cfg.SharedBytes, attrs.MaxDynamicSharedSizeBytes, dev.MaxSharedPerBlockOptin, attrs.SharedSizeBytes)
	}
	if cfg.Stream != nil && cfg.Stream.ctx != f.mod.ctx {
		return bad("the stream belongs to another context")
	}
	if f.params != nil {
		if args.Len() != len(f.params) {
			return bad("%d arguments for %d parameters", args.Len(), len(f.params))
		}
		for i, s := range args.args {
			if s.size != f.params[i] {
				return bad("argument %d is a %s (%d bytes), the parameter is %d bytes", i, s.kind, s.size, f.params[i])
			}
		}
	}
	return nil
}

// Launch queues f on cfg.Stream with args (cuLaunchKernel). The shape is
// checked against the device's and the kernel's limits first, and, where
// the driver can tell the kernel's parameter sizes (CUDA 12.4), so are
// the arguments: a mismatch is a *LaunchError naming the kernel. Errors
// from the driver are *Error wrapped with the kernel's name. A fault
// inside the kernel shows at the next synchronization.
func (f *Function) Launch(cfg LaunchConfig, args *KernelArgs) error {
	if args == nil {
		args = &KernelArgs{}
	}
	if err := f.check(cfg, args); err != nil {
		return err
	}
	var params uintptr
	var pin runtime.Pinner
	defer pin.Unpin()
	if ptrs := args.pointers(); len(ptrs) > 0 {
		pin.Pin(&args.words[0])
		pin.Pin(&ptrs[0])
		params = uintptr(unsafe.Pointer(&ptrs[0]))
	}
	ctx := f.mod.ctx
	err := ctx.do(func() error {
		return ctx.d.call("cuLaunchKernel", ctx.d.fn.launchKernel, f.h,
			uintptr(cfg.Grid[0]), uintptr(cfg.Grid[1]), uintptr(cfg.Grid[2]),
			uintptr(cfg.Block[0]), uintptr(cfg.Block[1]), uintptr(cfg.Block[2]),
			uintptr(cfg.SharedBytes), cfg.Stream.handle(), params, 0)
	})
	runtime.KeepAlive(args)
	if err != nil {
		return fmt.Errorf("cuda: launch of kernel %s (grid %v, block %v, %d shared bytes): %w", f.name, cfg.Grid, cfg.Block, cfg.SharedBytes, err)
	}
	return nil
}

// Launch is Function.Launch with the arguments given as Go values (see
// KernelArgs.Add for the types).
func Launch(fn *Function, grid, block [3]uint32, sharedBytes uint32, stream *Stream, args ...any) error {
	ka := &KernelArgs{}
	for _, v := range args {
		if err := ka.Add(v); err != nil {
			return fmt.Errorf("cuda: launch of kernel %s: %w", fn.name, err)
		}
	}
	return fn.Launch(LaunchConfig{Grid: grid, Block: block, SharedBytes: sharedBytes, Stream: stream}, ka)
}
