package cuda

import (
	"fmt"
	"runtime"
	"time"
	"unsafe"
)

// Context is a device's primary context: the one the CUDA runtime API
// would use too, so modules and memory are shared with any other library
// in the process that uses the device.
type Context struct {
	d      *Driver
	h      uintptr
	device *Device
}

// Context returns the primary context of device ordinal, retained on
// first use and kept for the life of the process: every call for the
// same device returns the same *Context.
func (d *Driver) Context(ordinal int) (*Context, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if c := d.contexts[ordinal]; c != nil {
		return c, nil
	}
	dev, err := d.deviceLocked(ordinal)
	if err != nil {
		return nil, err
	}
	var h uintptr
	if err := d.call("cuDevicePrimaryCtxRetain", d.fn.primaryCtxRetain, uintptr(unsafe.Pointer(&h)), uintptr(dev.handle)); err != nil {
		return nil, fmt.Errorf("cuda: device %d: %w", ordinal, err)
	}
	c := &Context{d: d, h: h, device: dev}
	d.contexts[ordinal] = c
	return c, nil
}

// Driver is the driver c belongs to.
func (c *Context) Driver() *Driver { return c.d }

// Device is the device c runs on.
func (c *Context) Device() *Device { return c.device }

// do runs f with c current on a locked OS thread.
func (c *Context) do(f func() error) error {
	if err := c.d.lockThread(c.h); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	return f()
}

// Synchronize waits for all work in c to finish (cuCtxSynchronize). A
// kernel that faulted reports its error here, or at the next call.
func (c *Context) Synchronize() error {
	return c.do(func() error { return c.d.call("cuCtxSynchronize", c.d.fn.ctxSynchron) })
}

// DevicePtr is a device address (CUdeviceptr).
type DevicePtr uintptr

// Alloc allocates bytes of device memory (cuMemAlloc_v2, 256-byte
// aligned). Zero bytes is an error, as for the driver.
func (c *Context) Alloc(bytes uint64) (DevicePtr, error) {
	var p uint64
	err := c.do(func() error {
		return c.d.call("cuMemAlloc_v2", c.d.fn.memAlloc, uintptr(unsafe.Pointer(&p)), uintptr(bytes))
	})
	if err != nil {
		return 0, fmt.Errorf("cuda: allocating %d bytes: %w", bytes, err)
	}
	return DevicePtr(p), nil
}

// Free releases memory Alloc returned. Freeing 0 does nothing.
func (c *Context) Free(p DevicePtr) error {
	if p == 0 {
		return nil
	}
	return c.do(func() error { return c.d.call("cuMemFree_v2", c.d.fn.memFree, uintptr(p)) })
}

// MemInfo is the free and total device memory in bytes.
func (c *Context) MemInfo() (free, total uint64, err error) {
	if c.d.fn.memGetInfo == 0 {
		return 0, c.device.TotalMemory, fmt.Errorf("cuda: the driver lacks cuMemGetInfo_v2")
	}
	err = c.do(func() error {
		return c.d.call("cuMemGetInfo_v2", c.d.fn.memGetInfo, uintptr(unsafe.Pointer(&free)), uintptr(unsafe.Pointer(&total)))
	})
	return free, total, err
}

// CopyHtoD copies src to device memory at dst. It returns when src may
// be reused.
func (c *Context) CopyHtoD(dst DevicePtr, src []byte) error {
	if len(src) == 0 {
		return nil
	}
	err := c.do(func() error {
		return c.d.call("cuMemcpyHtoD_v2", c.d.fn.memcpyHtoD, uintptr(dst), uintptr(unsafe.Pointer(&src[0])), uintptr(len(src)))
	})
	runtime.KeepAlive(src)
	return err
}

// CopyDtoH copies len(dst) bytes from device memory at src into dst.
func (c *Context) CopyDtoH(dst []byte, src DevicePtr) error {
	if len(dst) == 0 {
		return nil
	}
	err := c.do(func() error {
		return c.d.call("cuMemcpyDtoH_v2", c.d.fn.memcpyDtoH, uintptr(unsafe.Pointer(&dst[0])), uintptr(src), uintptr(len(dst)))
	})
	runtime.KeepAlive(dst)
	return err
}

// CopyDtoD copies bytes from src to dst, both device memory.
func (c *Context) CopyDtoD(dst, src DevicePtr, bytes uint64) error {
	if bytes == 0 {
		return nil
	}
	return c.do(func() error {
		return c.d.call("cuMemcpyDtoD_v2", c.d.fn.memcpyDtoD, uintptr(dst), uintptr(src), uintptr(bytes))
	})
}

// Memset sets bytes of device memory at dst to value.
func (c *Context) Memset(dst DevicePtr, value byte, bytes uint64) error {
	if bytes == 0 {
		return nil
	}
	return c.do(func() error {
		return c.d.call("cuMemsetD8_v2", c.d.fn.memsetD8, uintptr(dst), uintptr(value), uintptr(bytes))
	})
}

// CopyHtoDAsync queues a copy of src to dst on stream (nil: the default
// stream). src is ordinary (pageable) Go memory, so the driver stages it
// and the call returns once src may be reused; keep src alive until then
// in any case.
func (c *Context) CopyHtoDAsync(dst DevicePtr, src []byte, stream *Stream) error {
	if len(src) == 0 {
		return nil
	}
	err := c.do(func() error {
		return c.d.call("cuMemcpyHtoDAsync_v2", c.d.fn.memcpyHtoDAsync, uintptr(dst), uintptr(unsafe.Pointer(&src[0])), uintptr(len(src)), stream.handle())
	})
	runtime.KeepAlive(src)
	return err
}

// CopyDtoHAsync queues a copy from src into dst on stream (nil: the
// default stream). dst is pageable Go memory, so the driver completes the
// copy before returning; dst must stay alive and untouched until the
// stream is synchronized all the same, which is what the driver promises
// for pinned memory.
func (c *Context) CopyDtoHAsync(dst []byte, src DevicePtr, stream *Stream) error {
	if len(dst) == 0 {
		return nil
	}
	err := c.do(func() error {
		return c.d.call("cuMemcpyDtoHAsync_v2", c.d.fn.memcpyDtoHAsync, uintptr(unsafe.Pointer(&dst[0])), uintptr(src), uintptr(len(dst)), stream.handle())
	})
	runtime.KeepAlive(dst)
	return err
}

// Scalar is an element type Bytes views.
type Scalar interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64
}

// Bytes views s's memory as bytes (no copy), for the Copy methods:
// ctx.CopyHtoD(p, cuda.Bytes(xs)).
func Bytes[T Scalar](s []T) []byte {
	if len(s) == 0 {
		return nil
	}
	var zero T
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*int(unsafe.Sizeof(zero)))
}

// Stream is a CUDA stream. A nil *Stream is the legacy default stream.
type Stream struct {
	ctx *Context
	h   uintptr
}

func (s *Stream) handle() uintptr {
	if s == nil {
		return 0
	}
	return s.h
}

// NewStream creates a stream (cuStreamCreate, default flags: it
// synchronizes with the default stream).
func (c *Context) NewStream() (*Stream, error) {
	s := &Stream{ctx: c}
	err := c.do(func() error {
		return c.d.call("cuStreamCreate", c.d.fn.streamCreate, uintptr(unsafe.Pointer(&s.h)), 0)
	})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Synchronize waits for the work queued on s. On a nil Stream it waits
// for the default stream's work, that is the whole context's.
func (s *Stream) Synchronize() error {
	if s == nil {
		return fmt.Errorf("cuda: Synchronize of the nil (default) stream: use Context.Synchronize")
	}
	return s.ctx.do(func() error {
		return s.ctx.d.call("cuStreamSynchronize", s.ctx.d.fn.streamSynchronize, s.h)
	})
}

// Destroy releases s once its work is done.
func (s *Stream) Destroy() error {
	if s == nil || s.h == 0 {
		return nil
	}
	h := s.h
	s.h = 0
	return s.ctx.do(func() error { return s.ctx.d.call("cuStreamDestroy_v2", s.ctx.d.fn.streamDestroy, h) })
}

// Event is a CUDA event, for timing and for waiting on part of a stream.
type Event struct {
	ctx *Context
	h   uintptr
}

// NewEvent creates an event that records time (cuEventCreate,
// CU_EVENT_DEFAULT).
func (c *Context) NewEvent() (*Event, error) {
	e := &Event{ctx: c}
	err := c.do(func() error {
		return c.d.call("cuEventCreate", c.d.fn.eventCreate, uintptr(unsafe.Pointer(&e.h)), 0)
	})
	if err != nil {
		return nil, err
	}
	return e, nil
}

// Record queues e on stream (nil: the default stream).
func (e *Event) Record(stream *Stream) error {
	return e.ctx.do(func() error {
		return e.ctx.d.call("cuEventRecord", e.ctx.d.fn.eventRecord, e.h, stream.handle())
	})
}

// Synchronize waits until the work before e's last Record is done.
func (e *Event) Synchronize() error {
	return e.ctx.do(func() error { return e.ctx.d.call("cuEventSynchronize", e.ctx.d.fn.eventSynchronize, e.h) })
}

// Elapsed is the GPU time from e to end, both recorded and completed
// (synchronize end first), at the driver's resolution of about half a
// microsecond.
func (e *Event) Elapsed(end *Event) (time.Duration, error) {
	var ms float32
	err := e.ctx.do(func() error {
		return e.ctx.d.call("cuEventElapsedTime", e.ctx.d.fn.eventElapsed, uintptr(unsafe.Pointer(&ms)), e.h, end.h)
	})
	if err != nil {
		return 0, err
	}
	return time.Duration(float64(ms) * float64(time.Millisecond)), nil
}

// Destroy releases e.
func (e *Event) Destroy() error {
	if e == nil || e.h == 0 {
		return nil
	}
	h := e.h
	e.h = 0
	return e.ctx.do(func() error { return e.ctx.d.call("cuEventDestroy_v2", e.ctx.d.fn.evDest, h) })
}
