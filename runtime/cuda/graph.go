package cuda

import (
	"errors"
	"unsafe"
)

// CU_STREAM_CAPTURE_MODE_RELAXED: other threads' calls (allocation
// included) are not checked against the capture.
const captureModeRelaxed = 2

// ErrNoGraphs is returned by CaptureGraph when the driver lacks CUDA
// graphs or the asynchronous copies they are built from.
var ErrNoGraphs = errors.New("cuda: the driver has no CUDA graph (stream capture) entry points")

// Graph is a captured, instantiated CUDA graph (CUgraphExec): a fixed
// sequence of launches, memsets and copies, launched with one call.
type Graph struct {
	ctx         *Context
	graph, exec uintptr
}

// CaptureGraph captures into a graph what issue queues on s (which must
// not be the default stream), then instantiates it. Nothing issue queues
// runs during the capture.
func (c *Context) CaptureGraph(s *Stream, issue func() error) (*Graph, error) {
	f := &c.d.fn
	if f.streamBeginCapture == 0 || f.streamEndCapture == 0 || f.graphInstantiate == 0 || f.graphLaunch == 0 ||
		f.graphExecDestroy == 0 || f.graphDestroy == 0 || f.memsetD8Async == 0 || f.memcpyDtoDAsync == 0 {
		return nil, ErrNoGraphs
	}
	if s == nil {
		return nil, errors.New("cuda: the default stream cannot be captured")
	}
	if err := c.do(func() error {
		return c.d.call("cuStreamBeginCapture_v2", f.streamBeginCapture, s.h, captureModeRelaxed)
	}); err != nil {
		return nil, err
	}
	issueErr := issue()
	g := &Graph{ctx: c}
	// The capture must end whatever issue did, or s stays unusable.
	if err := c.do(func() error {
		return c.d.call("cuStreamEndCapture", f.streamEndCapture, s.h, uintptr(unsafe.Pointer(&g.graph)))
	}); err != nil || issueErr != nil {
		g.Destroy()
		if issueErr != nil {
			return nil, issueErr
		}
		return nil, err
	}
	if err := c.do(func() error {
		return c.d.call("cuGraphInstantiateWithFlags", f.graphInstantiate, uintptr(unsafe.Pointer(&g.exec)), g.graph, 0)
	}); err != nil {
		g.Destroy()
		return nil, err
	}
	return g, nil
}

// Launch queues the whole graph on s.
func (g *Graph) Launch(s *Stream) error {
	c := g.ctx
	return c.do(func() error { return c.d.call("cuGraphLaunch", c.d.fn.graphLaunch, g.exec, s.handle()) })
}

// Destroy releases the graph once its launches are done.
func (g *Graph) Destroy() error {
	c := g.ctx
	var first error
	if g.exec != 0 {
		first = c.do(func() error { return c.d.call("cuGraphExecDestroy", c.d.fn.graphExecDestroy, g.exec) })
		g.exec = 0
	}
	if g.graph != 0 {
		if err := c.do(func() error { return c.d.call("cuGraphDestroy", c.d.fn.graphDestroy, g.graph) }); first == nil {
			first = err
		}
		g.graph = 0
	}
	return first
}

// MemsetAsync queues setting bytes of device memory at dst to value on s.
func (c *Context) MemsetAsync(dst DevicePtr, value byte, bytes uint64, s *Stream) error {
	if bytes == 0 {
		return nil
	}
	if c.d.fn.memsetD8Async == 0 {
		return ErrNoGraphs
	}
	return c.do(func() error {
		return c.d.call("cuMemsetD8Async", c.d.fn.memsetD8Async, uintptr(dst), uintptr(value), uintptr(bytes), s.handle())
	})
}

// CopyDtoDAsync queues a copy of bytes from src to dst (device memory) on s.
func (c *Context) CopyDtoDAsync(dst, src DevicePtr, bytes uint64, s *Stream) error {
	if bytes == 0 {
		return nil
	}
	if c.d.fn.memcpyDtoDAsync == 0 {
		return ErrNoGraphs
	}
	return c.do(func() error {
		return c.d.call("cuMemcpyDtoDAsync_v2", c.d.fn.memcpyDtoDAsync, uintptr(dst), uintptr(src), uintptr(bytes), s.handle())
	})
}
