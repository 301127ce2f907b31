package cuda

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"unsafe"
)

// CUjit_option values LoadModule passes.
const (
	jitInfoLogBuffer          = 3
	jitInfoLogBufferSizeBytes = 4
	jitErrorLogBuffer         = 5
	jitErrorLogBufferSizeByte = 6
	jitLogVerbose             = 12
)

// jitLogSize is the size of each JIT log buffer.
const jitLogSize = 64 << 10

// Module is a loaded PTX module.
type Module struct {
	ctx *Context
	h   uintptr
	// InfoLog is what the JIT said while compiling (registers and
	// shared memory per kernel, with CU_JIT_LOG_VERBOSE).
	InfoLog string

	mu    sync.Mutex
	funcs map[string]*Function
}

// LoadModule JIT-compiles ptx for c's device and loads it
// (cuModuleLoadDataEx). A PTX the JIT rejects gives an *Error whose
// Detail is the JIT's error log (ptxas's messages with line numbers).
func (c *Context) LoadModule(ptx string) (*Module, error) {
	image := cString(ptx)
	errLog := make([]byte, jitLogSize)
	infoLog := make([]byte, jitLogSize)
	options := []int32{jitErrorLogBuffer, jitErrorLogBufferSizeByte, jitInfoLogBuffer, jitInfoLogBufferSizeBytes, jitLogVerbose}
	// optionValues is a void* per option: a pointer for a buffer, the
	// value itself for a size or a flag. The driver writes the log sizes
	// it used back into their slots. The buffers are Go memory the driver
	// only uses during the call; they are pinned for it.
	values := make([]uintptr, len(options))
	var pin runtime.Pinner
	pin.Pin(&errLog[0])
	pin.Pin(&infoLog[0])
	pin.Pin(&values[0])
	defer pin.Unpin()
	values[0] = uintptr(unsafe.Pointer(&errLog[0]))
	values[1] = uintptr(len(errLog) - 1)
	values[2] = uintptr(unsafe.Pointer(&infoLog[0]))
	values[3] = uintptr(len(infoLog) - 1)
	values[4] = 1
	m := &Module{ctx: c, funcs: map[string]*Function{}}
	err := c.do(func() error {
		return c.d.call("cuModuleLoadDataEx", c.d.fn.moduleLoadDataEx,
			uintptr(unsafe.Pointer(&m.h)), uintptr(unsafe.Pointer(&image[0])),
			uintptr(len(options)), uintptr(unsafe.Pointer(&options[0])), uintptr(unsafe.Pointer(&values[0])))
	})
	runtime.KeepAlive(image)
	runtime.KeepAlive(options)
	m.InfoLog = strings.TrimSpace(goString(&infoLog[0]))
	if err != nil {
		if e, ok := err.(*Error); ok {
			e.Detail = strings.TrimSpace(goString(&errLog[0]))
			if e.Detail == "" {
				e.Detail = m.InfoLog
			}
		}
		return nil, err
	}
	return m, nil
}

// Unload unloads m; its Functions must not be launched afterwards.
func (m *Module) Unload() error {
	if m.h == 0 {
		return nil
	}
	h := m.h
	m.h = 0
	return m.ctx.do(func() error { return m.ctx.d.call("cuModuleUnload", m.ctx.d.fn.moduleUnload, h) })
}

// Context is the context m was loaded in.
func (m *Module) Context() *Context { return m.ctx }

// Function returns the kernel named name (the .entry's name in the PTX).
// Looking the same name up twice returns the same *Function.
func (m *Module) Function(name string) (*Function, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if f := m.funcs[name]; f != nil {
		return f, nil
	}
	cname := cString(name)
	f := &Function{mod: m, name: name}
	err := m.ctx.do(func() error {
		return m.ctx.d.call("cuModuleGetFunction", m.ctx.d.fn.moduleGetFunction, uintptr(unsafe.Pointer(&f.h)), m.h, uintptr(unsafe.Pointer(&cname[0])))
	})
	if err != nil {
		return nil, fmt.Errorf("cuda: kernel %s: %w", name, err)
	}
	attrs, err := f.readAttributes()
	if err != nil {
		return nil, fmt.Errorf("cuda: kernel %s: %w", name, err)
	}
	f.attrs = attrs
	f.params = f.readParams()
	m.funcs[name] = f
	return f, nil
}

// FuncAttribute is a CUfunction_attribute.
type FuncAttribute int

// The function attributes.
const (
	FuncMaxThreadsPerBlock         FuncAttribute = 0
	FuncSharedSizeBytes            FuncAttribute = 1
	FuncConstSizeBytes             FuncAttribute = 2
	FuncLocalSizeBytes             FuncAttribute = 3
	FuncNumRegs                    FuncAttribute = 4
	FuncPTXVersion                 FuncAttribute = 5
	FuncBinaryVersion              FuncAttribute = 6
	FuncCacheModeCA                FuncAttribute = 7
	FuncMaxDynamicSharedSizeBytes  FuncAttribute = 8
	FuncPreferredSharedMemCarveout FuncAttribute = 9
)

// FuncAttributes are a kernel's resource needs and limits.
type FuncAttributes struct {
	// MaxThreadsPerBlock is the largest block the kernel can run with
	// (less than the device's when it uses many registers).
	MaxThreadsPerBlock int
	// NumRegs is the registers per thread.
	NumRegs int
	// SharedSizeBytes is the static shared memory per block.
	SharedSizeBytes int
	// MaxDynamicSharedSizeBytes is the most dynamic shared memory a
	// launch may ask for.
	MaxDynamicSharedSizeBytes int
	// LocalSizeBytes is the local (spill) memory per thread.
	LocalSizeBytes int
	// ConstSizeBytes is the constant memory the kernel uses.
	ConstSizeBytes int
	// PTXVersion and BinaryVersion are major*10+minor.
	PTXVersion, BinaryVersion int
}

// Function is a kernel in a loaded module.
type Function struct {
	mod  *Module
	h    uintptr
	name string

	mu    sync.Mutex
	attrs FuncAttributes
	// params are the sizes of the kernel's parameters in bytes; nil when
	// the driver cannot tell (before CUDA 12.4).
	params []int
}

// Name is the kernel's name.
func (f *Function) Name() string { return f.name }

// Module is the module f is in.
func (f *Function) Module() *Module { return f.mod }

// Attributes returns f's attributes, read when f was looked up and after
// each SetAttribute.
func (f *Function) Attributes() FuncAttributes {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.attrs
}

// ParamSizes returns the size in bytes of each of f's parameters, and
// false when the driver cannot tell (cuFuncGetParamInfo is CUDA 12.4's).
func (f *Function) ParamSizes() ([]int, bool) {
	return append([]int(nil), f.params...), f.params != nil
}

// Attribute reads one attribute of f from the driver.
func (f *Function) Attribute(attr FuncAttribute) (int, error) {
	var v int32
	err := f.mod.ctx.do(func() error {
		return f.mod.ctx.d.call("cuFuncGetAttribute", f.mod.ctx.d.fn.funcGetAttribute, uintptr(unsafe.Pointer(&v)), uintptr(attr), f.h)
	})
	if err != nil {
		return 0, fmt.Errorf("cuda: kernel %s: attribute %d: %w", f.name, attr, err)
	}
	return int(v), nil
}

// SetAttribute sets one attribute of f (cuFuncSetAttribute).
func (f *Function) SetAttribute(attr FuncAttribute, value int) error {
	err := f.mod.ctx.do(func() error {
		return f.mod.ctx.d.call("cuFuncSetAttribute", f.mod.ctx.d.fn.funcSetAttribute, f.h, uintptr(attr), uintptr(uint32(int32(value))))
	})
	if err != nil {
		return fmt.Errorf("cuda: kernel %s: setting attribute %d to %d: %w", f.name, attr, value, err)
	}
	attrs, err := f.readAttributes()
	if err != nil {
		return err
	}
	f.mu.Lock()
	f.attrs = attrs
	f.mu.Unlock()
	return nil
}

// SetMaxDynamicSharedMemory lets launches of f ask for up to bytes of
// dynamic shared memory, past the default 48 KiB up to the device's
// opt-in limit less f's static shared memory.
func (f *Function) SetMaxDynamicSharedMemory(bytes int) error {
	return f.SetAttribute(FuncMaxDynamicSharedSizeBytes, bytes)
}

func (f *Function) readAttributes() (FuncAttributes, error) {
	var a FuncAttributes
	for _, x := range []struct {
		attr FuncAttribute
		dst  *int
	}{
		{FuncMaxThreadsPerBlock, &a.MaxThreadsPerBlock},
		{FuncNumRegs, &a.NumRegs},
		{FuncSharedSizeBytes, &a.SharedSizeBytes},
		{FuncMaxDynamicSharedSizeBytes, &a.MaxDynamicSharedSizeBytes},
		{FuncLocalSizeBytes, &a.LocalSizeBytes},
		{FuncConstSizeBytes, &a.ConstSizeBytes},
		{FuncPTXVersion, &a.PTXVersion},
		{FuncBinaryVersion, &a.BinaryVersion},
	} {
		v, err := f.Attribute(x.attr)
		if err != nil {
			return a, err
		}
		*x.dst = v
	}
	return a, nil
}

// readParams asks cuFuncGetParamInfo for each parameter's size until the
// driver says there is no such parameter; nil when it cannot tell.
func (f *Function) readParams() []int {
	d := f.mod.ctx.d
	if d.fn.funcGetParamInfo == 0 {
		return nil
	}
	sizes := []int{}
	for i := 0; i < 4096; i++ {
		var offset, size uint64
		code := 0
		err := f.mod.ctx.do(func() error {
			code = d.callCode(d.fn.funcGetParamInfo, f.h, uintptr(i), uintptr(unsafe.Pointer(&offset)), uintptr(unsafe.Pointer(&size)))
			return nil
		})
		if err != nil {
			return nil
		}
		switch code {
		case 0:
			sizes = append(sizes, int(size))
		case ErrorInvalidValue:
			return sizes
		default:
			return nil
		}
	}
	return nil
}
