package cuda

import (
	"errors"
	"fmt"
	"math"
	"sync"

	rt "github.com/strata-compiler/strata/runtime/cuda"
)

// Device is what the target needs of a GPU: memory, copies, modules and
// launches. The real one (OpenDriver) goes through runtime/cuda; tests
// give a fake that records what the host code asks for (and may run the
// kernels itself), so the host-op semantics and the argument packing are
// testable without a driver.
type Device interface {
	// Alloc returns a block of at least bytes (bytes > 0) of device memory.
	Alloc(bytes uint64) (rt.DevicePtr, error)
	// Free returns a block Alloc handed out.
	Free(p rt.DevicePtr) error
	CopyHtoD(dst rt.DevicePtr, src []byte) error
	CopyDtoH(dst []byte, src rt.DevicePtr) error
	CopyDtoD(dst, src rt.DevicePtr, bytes uint64) error
	Memset(dst rt.DevicePtr, value byte, bytes uint64) error
	// LoadModule JIT-compiles the PTX of the gpu.module named name.
	LoadModule(name, ptx string) (Module, error)
	// Synchronize waits for every queued copy and launch; a kernel that
	// faulted reports its error here.
	Synchronize() error
}

// Module is a loaded gpu.module.
type Module interface {
	// Kernel returns the kernel (the PTX .entry) named name.
	Kernel(name string) (Kernel, error)
}

// Kernel is one kernel of a loaded module.
type Kernel interface {
	Launch(l *Launch) error
}

// Launch is one kernel launch: its shape and its packed arguments.
type Launch struct {
	Grid, Block [3]uint32
	SharedBytes uint32
	Args        []Arg
}

// ArgKind says how an argument is passed.
type ArgKind int

const (
	// ArgPtr is a device pointer (.param .u64): a memref's allocated or
	// aligned pointer.
	ArgPtr ArgKind = iota
	// ArgInt is an integer of Size bytes (an index or a memref's offset,
	// sizes and strides are 8-byte integers).
	ArgInt
	// ArgFloat is a float of Size bytes (Bits holds its bit pattern).
	ArgFloat
)

// Arg is one packed kernel argument: the low Size bytes of Bits,
// little-endian.
type Arg struct {
	Kind ArgKind
	Size int
	Bits uint64
}

func (a Arg) String() string {
	switch a.Kind {
	case ArgPtr:
		return fmt.Sprintf("ptr 0x%x", a.Bits)
	case ArgFloat:
		if a.Size == 4 {
			return fmt.Sprintf("f32 %v", math.Float32frombits(uint32(a.Bits)))
		}
		if a.Size == 8 {
			return fmt.Sprintf("f64 %v", math.Float64frombits(a.Bits))
		}
		return fmt.Sprintf("f%d 0x%x", 8*a.Size, a.Bits)
	}
	return fmt.Sprintf("i%d %d", 8*a.Size, int64(a.Bits))
}

// OpenDriver loads the CUDA driver (runtime/cuda.Load) and returns device
// 0 behind a caching allocator. Without a driver the error wraps
// runtime/cuda.ErrNoDriver.
func OpenDriver() (Device, error) {
	d, err := rt.Load()
	if err != nil {
		return nil, fmt.Errorf("the cuda target needs an NVIDIA GPU and driver: %w", err)
	}
	n, err := d.DeviceCount()
	if err != nil {
		return nil, fmt.Errorf("the cuda target: %w", err)
	}
	if n == 0 {
		return nil, errors.New("the cuda target: the CUDA driver reports no device")
	}
	ctx, err := d.Context(0)
	if err != nil {
		return nil, fmt.Errorf("the cuda target: %w", err)
	}
	return &driverDevice{ctx: ctx, alloc: rt.NewAllocator(ctx)}, nil
}

// shared is the process's driver device, opened on first use.
var shared struct {
	once sync.Once
	dev  Device
	err  error
}

// sharedDriver opens the driver once per process.
func sharedDriver() (Device, error) {
	shared.once.Do(func() { shared.dev, shared.err = OpenDriver() })
	return shared.dev, shared.err
}

type driverDevice struct {
	ctx   *rt.Context
	alloc *rt.Allocator
}

func (d *driverDevice) Alloc(bytes uint64) (rt.DevicePtr, error) { return d.alloc.Alloc(bytes) }
func (d *driverDevice) Free(p rt.DevicePtr) error                { return d.alloc.Free(p) }
func (d *driverDevice) CopyHtoD(dst rt.DevicePtr, src []byte) error {
	if len(src) == 0 {
		return nil
	}
	return d.ctx.CopyHtoD(dst, src)
}
func (d *driverDevice) CopyDtoH(dst []byte, src rt.DevicePtr) error {
	if len(dst) == 0 {
		return nil
	}
	return d.ctx.CopyDtoH(dst, src)
}
func (d *driverDevice) CopyDtoD(dst, src rt.DevicePtr, bytes uint64) error {
	if bytes == 0 {
		return nil
	}
	return d.ctx.CopyDtoD(dst, src, bytes)
}
func (d *driverDevice) Memset(dst rt.DevicePtr, value byte, bytes uint64) error {
	if bytes == 0 {
		return nil
	}
	return d.ctx.Memset(dst, value, bytes)
}
func (d *driverDevice) Synchronize() error { return d.ctx.Synchronize() }

func (d *driverDevice) LoadModule(name, ptx string) (Module, error) {
	m, err := d.ctx.LoadModule(ptx)
	if err != nil {
		var e *rt.Error
		if errors.As(err, &e) && e.Detail != "" {
			return nil, fmt.Errorf("loading gpu.module @%s: %w\nJIT log:\n%s", name, err, e.Detail)
		}
		return nil, fmt.Errorf("loading gpu.module @%s: %w", name, err)
	}
	return &driverModule{m: m}, nil
}

type driverModule struct{ m *rt.Module }

func (m *driverModule) Kernel(name string) (Kernel, error) {
	f, err := m.m.Function(name)
	if err != nil {
		return nil, err
	}
	return &driverKernel{f: f}, nil
}

type driverKernel struct{ f *rt.Function }

func (k *driverKernel) Launch(l *Launch) error { return k.launchOn(l, nil) }

// launchOn launches on stream (nil: the default stream).
func (k *driverKernel) launchOn(l *Launch, stream *rt.Stream) error {
	ka := rt.NewKernelArgs()
	for _, a := range l.Args {
		switch {
		case a.Kind == ArgPtr:
			ka.Ptr(rt.DevicePtr(a.Bits))
		case a.Size == 8 && a.Kind == ArgFloat:
			ka.F64(math.Float64frombits(a.Bits))
		case a.Size == 8:
			ka.I64(int64(a.Bits))
		case a.Size == 4 && a.Kind == ArgFloat:
			ka.F32(math.Float32frombits(uint32(a.Bits)))
		case a.Size == 4:
			ka.I32(int32(a.Bits))
		default:
			b := make([]byte, a.Size)
			for i := range b {
				b[i] = byte(a.Bits >> (8 * i))
			}
			ka.Raw(b)
		}
	}
	if l.SharedBytes > 48<<10 && int(l.SharedBytes) > k.f.Attributes().MaxDynamicSharedSizeBytes {
		if err := k.f.SetMaxDynamicSharedMemory(int(l.SharedBytes)); err != nil {
			return err
		}
	}
	return k.f.Launch(rt.LaunchConfig{Grid: l.Grid, Block: l.Block, SharedBytes: l.SharedBytes, Stream: stream}, ka)
}
