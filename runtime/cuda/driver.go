// Package cuda is a binding to the CUDA driver API (libcuda) that needs
// neither cgo nor the CUDA toolkit: the driver library is opened at run
// time with dlopen through github.com/ebitengine/purego, so the package
// builds with CGO_ENABLED=0 on any machine and only a machine that runs
// kernels needs an NVIDIA driver.
//
// The pieces:
//
//   - Load opens libcuda.so.1 (then libcuda.so), resolves the entry points
//     (the _v2 ones where the driver API has them) and calls cuInit; a
//     missing driver is an error wrapping ErrNoDriver, never a crash.
//   - Driver.Device reports a device's limits; Driver.Context returns the
//     device's primary context, through which memory, modules, streams
//     and events are made.
//   - Context.LoadModule JIT-compiles PTX (a PTX the JIT rejects is an
//     *Error whose Detail holds the JIT's error log); Module.Function
//     finds a kernel.
//   - KernelArgs packs typed kernel arguments into the void** array
//     cuLaunchKernel takes; Function.Launch checks the grid, block and
//     shared memory against the device's and the kernel's limits first.
//   - Allocator caches freed device blocks by size class.
//
// Every failing driver call is an *Error naming the call, the CUresult
// and the driver's name and description of it.
//
// The driver's current context is per OS thread, and goroutines move
// between threads: every method that needs a context locks its
// goroutine to its thread and makes the context current first, so the
// types here can be used from any goroutine. A Driver, Context, Module
// and Function are safe for concurrent use; a Stream or Event is as safe
// as the driver makes it; a KernelArgs is not (build one per goroutine).
package cuda

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"unsafe"

	"github.com/ebitengine/purego"
)

// ErrNoDriver is wrapped by the error Load returns when libcuda cannot
// be opened (no NVIDIA driver on this machine).
var ErrNoDriver = errors.New("CUDA driver not found")

// libraryNames are tried in order by Load.
var libraryNames = []string{"libcuda.so.1", "libcuda.so"}

// Driver is the loaded driver library. There is one per process (Load).
type Driver struct {
	lib     uintptr
	path    string
	version int

	fn symbols

	mu       sync.Mutex
	contexts map[int]*Context
	devices  map[int]*Device
}

// symbols holds the resolved entry points (0 for an optional one the
// driver lacks).
type symbols struct {
	init, driverGetVersion                                           uintptr
	getErrorName, getErrorString                                     uintptr
	deviceGet, deviceGetCount, deviceGetName, deviceGetAttribute     uintptr
	deviceTotalMem                                                   uintptr
	primaryCtxRetain, primaryCtxRelease, ctxSetCurrent, ctxSynchron  uintptr
	memAlloc, memFree, memGetInfo                                    uintptr
	memcpyHtoD, memcpyDtoH, memcpyDtoD, memsetD8                     uintptr
	memcpyHtoDAsync, memcpyDtoHAsync                                 uintptr
	moduleLoadDataEx, moduleGetFunction, moduleUnload                uintptr
	funcGetAttribute, funcSetAttribute, funcGetParamInfo             uintptr
	launchKernel                                                     uintptr
	streamCreate, streamSynchronize, streamDestroy                   uintptr
	eventCreate, eventRecord, eventSynchronize, eventElapsed, evDest uintptr
	memsetD8Async, memcpyDtoDAsync                                   uintptr
	streamBeginCapture, streamEndCapture                             uintptr
	graphInstantiate, graphLaunch, graphExecDestroy, graphDestroy    uintptr
}

type symbol struct {
	names    []string // tried in order
	dst      *uintptr
	optional bool
}

func (s *symbols) table() []symbol {
	req := func(dst *uintptr, names ...string) symbol { return symbol{names: names, dst: dst} }
	opt := func(dst *uintptr, names ...string) symbol { return symbol{names: names, dst: dst, optional: true} }
	return []symbol{
		req(&s.init, "cuInit"),
		opt(&s.driverGetVersion, "cuDriverGetVersion"),
		req(&s.getErrorName, "cuGetErrorName"),
		req(&s.getErrorString, "cuGetErrorString"),
		req(&s.deviceGet, "cuDeviceGet"),
		req(&s.deviceGetCount, "cuDeviceGetCount"),
		req(&s.deviceGetName, "cuDeviceGetName"),
		req(&s.deviceGetAttribute, "cuDeviceGetAttribute"),
		req(&s.deviceTotalMem, "cuDeviceTotalMem_v2"),
		req(&s.primaryCtxRetain, "cuDevicePrimaryCtxRetain"),
		opt(&s.primaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease"),
		req(&s.ctxSetCurrent, "cuCtxSetCurrent"),
		req(&s.ctxSynchron, "cuCtxSynchronize"),
		req(&s.memAlloc, "cuMemAlloc_v2"),
		req(&s.memFree, "cuMemFree_v2"),
		opt(&s.memGetInfo, "cuMemGetInfo_v2"),
		req(&s.memcpyHtoD, "cuMemcpyHtoD_v2"),
		req(&s.memcpyDtoH, "cuMemcpyDtoH_v2"),
		req(&s.memcpyDtoD, "cuMemcpyDtoD_v2"),
		req(&s.memsetD8, "cuMemsetD8_v2"),
		req(&s.memcpyHtoDAsync, "cuMemcpyHtoDAsync_v2"),
		req(&s.memcpyDtoHAsync, "cuMemcpyDtoHAsync_v2"),
		req(&s.moduleLoadDataEx, "cuModuleLoadDataEx"),
		req(&s.moduleGetFunction, "cuModuleGetFunction"),
		req(&s.moduleUnload, "cuModuleUnload"),
		req(&s.funcGetAttribute, "cuFuncGetAttribute"),
		req(&s.funcSetAttribute, "cuFuncSetAttribute"),
		opt(&s.funcGetParamInfo, "cuFuncGetParamInfo"), // CUDA 12.4
		req(&s.launchKernel, "cuLaunchKernel"),
		req(&s.streamCreate, "cuStreamCreate"),
		req(&s.streamSynchronize, "cuStreamSynchronize"),
		req(&s.streamDestroy, "cuStreamDestroy_v2"),
		req(&s.eventCreate, "cuEventCreate"),
		req(&s.eventRecord, "cuEventRecord"),
		req(&s.eventSynchronize, "cuEventSynchronize"),
		req(&s.eventElapsed, "cuEventElapsedTime", "cuEventElapsedTime_v2"),
		req(&s.evDest, "cuEventDestroy_v2"),
		// CUDA graphs (stream capture): optional, Context.CaptureGraph says
		// when the driver lacks them.
		opt(&s.memsetD8Async, "cuMemsetD8Async"),
		opt(&s.memcpyDtoDAsync, "cuMemcpyDtoDAsync_v2"),
		opt(&s.streamBeginCapture, "cuStreamBeginCapture_v2"),
		opt(&s.streamEndCapture, "cuStreamEndCapture"),
		opt(&s.graphInstantiate, "cuGraphInstantiateWithFlags"),
		opt(&s.graphLaunch, "cuGraphLaunch"),
		opt(&s.graphExecDestroy, "cuGraphExecDestroy"),
		opt(&s.graphDestroy, "cuGraphDestroy"),
	}
}

var (
	loadOnce   sync.Once
	loadDriver *Driver
	loadErr    error
)

// Load opens the CUDA driver library, resolves its entry points and
// initializes it (cuInit). It runs once per process: later calls return
// the same *Driver, or the same error. Without an NVIDIA driver the
// error wraps ErrNoDriver and reads "CUDA driver not found: dlopen
// libcuda.so.1: ...".
func Load() (*Driver, error) {
	loadOnce.Do(func() { loadDriver, loadErr = load(libraryNames) })
	return loadDriver, loadErr
}

// load opens the first of paths that dlopen accepts.
func load(paths []string) (*Driver, error) {
	var lib uintptr
	var path string
	var failures []string
	for _, p := range paths {
		h, err := purego.Dlopen(p, purego.RTLD_NOW|purego.RTLD_GLOBAL)
		if err == nil {
			lib, path = h, p
			break
		}
		failures = append(failures, fmt.Sprintf("dlopen %s: %v", p, err))
	}
	if lib == 0 {
		return nil, fmt.Errorf("%w: %s", ErrNoDriver, strings.Join(failures, "; "))
	}
	d := &Driver{lib: lib, path: path, contexts: map[int]*Context{}, devices: map[int]*Device{}}
	var missing []string
	for _, s := range d.fn.table() {
		for _, name := range s.names {
			if addr, err := purego.Dlsym(lib, name); err == nil && addr != 0 {
				*s.dst = addr
				break
			}
		}
		if *s.dst == 0 && !s.optional {
			missing = append(missing, s.names[0])
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("cuda: %s lacks %s (the driver is too old)", path, strings.Join(missing, ", "))
	}
	if err := d.call("cuInit", d.fn.init, 0); err != nil {
		return nil, err
	}
	if d.fn.driverGetVersion != 0 {
		var v int32
		if err := d.call("cuDriverGetVersion", d.fn.driverGetVersion, uintptr(unsafe.Pointer(&v))); err == nil {
			d.version = int(v)
		}
	}
	return d, nil
}

// Path is the library Load opened ("libcuda.so.1").
func (d *Driver) Path() string { return d.path }

// Version is the driver's CUDA version as cuDriverGetVersion reports it
// (12040 for 12.4; 0 when unknown).
func (d *Driver) Version() int { return d.version }

// call calls the driver function at fn with args and turns a CUresult
// other than CUDA_SUCCESS into an *Error naming name. Arguments that are
// pointers to Go memory must be written as uintptr(unsafe.Pointer(p)) in
// the call itself: go:uintptrescapes then keeps p alive (on the heap)
// until call returns.
//
//go:uintptrescapes
func (d *Driver) call(name string, fn uintptr, args ...uintptr) error {
	r, _, _ := purego.SyscallN(fn, args...)
	if code := int(int32(uint32(r))); code != 0 {
		return d.newError(name, code)
	}
	return nil
}

// callCode is call without the error: the raw CUresult.
//
//go:uintptrescapes
func (d *Driver) callCode(fn uintptr, args ...uintptr) int {
	r, _, _ := purego.SyscallN(fn, args...)
	return int(int32(uint32(r)))
}

// newError builds the *Error for code, asking the driver for its name
// and description.
func (d *Driver) newError(fn string, code int) *Error {
	e := &Error{Func: fn, Code: code}
	var s *byte
	if d.callCode(d.fn.getErrorName, uintptr(code), uintptr(unsafe.Pointer(&s))) == 0 {
		e.Name = goString(s)
	}
	s = nil
	if d.callCode(d.fn.getErrorString, uintptr(code), uintptr(unsafe.Pointer(&s))) == 0 {
		e.Message = goString(s)
	}
	return e
}

// goString copies the NUL-terminated C string at p.
func goString(p *byte) string {
	if p == nil {
		return ""
	}
	n := 0
	for *(*byte)(unsafe.Add(unsafe.Pointer(p), n)) != 0 {
		n++
	}
	return string(unsafe.Slice(p, n))
}

// cString returns s NUL-terminated, in Go memory.
func cString(s string) []byte {
	b := make([]byte, len(s)+1)
	copy(b, s)
	return b
}

// lockThread pins the calling goroutine to its OS thread and makes ctx
// current there; the caller defers runtime.UnlockOSThread when err is
// nil.
func (d *Driver) lockThread(ctx uintptr) error {
	runtime.LockOSThread()
	if err := d.call("cuCtxSetCurrent", d.fn.ctxSetCurrent, ctx); err != nil {
		runtime.UnlockOSThread()
		return err
	}
	return nil
}
