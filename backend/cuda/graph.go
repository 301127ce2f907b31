package cuda

import (
	"errors"
	"fmt"

	rt "github.com/strata-compiler/strata/runtime/cuda"
)

// A call's device work, recorded as the host code issues it, can be
// replayed as one CUDA graph: one launch for the whole model instead of
// one per kernel, and no host code in between. A replay is the same
// call only on the same device buffers: strata-run replays the first
// call on the inputs it uploaded, while the run still holds every
// buffer the call used (the caching allocator keeps the freed ones).

// TapeOp is one recorded device operation: a kernel launch, or (Kernel
// nil) a memset of Bytes bytes at Dst to Value, or a device-to-device
// copy of Bytes bytes from Src to Dst.
type TapeOp struct {
	Kernel   Kernel
	Launch   *Launch
	IsMemset bool
	Value    byte
	Dst, Src rt.DevicePtr
	Bytes    uint64
}

// tape is what one call queued on the device, in order.
type tape struct {
	ops []TapeOp
	// unsupported says why the call cannot be replayed ("" when it can):
	// a copy between host and device memory in the middle of it.
	unsupported string
}

// GraphDevice is a Device that can turn a tape into one CUDA graph.
type GraphDevice interface {
	Graph(ops []TapeOp) (Graph, error)
}

// Graph is a replayable recording of a call.
type Graph interface {
	// Launch queues the whole recording; Synchronize waits for it.
	Launch() error
	Destroy() error
}

// errNotGraphable wraps the reasons a call cannot be a graph.
var errNotGraphable = errors.New("the call cannot be replayed as a CUDA graph")

// graphOf builds the graph of a recorded call.
func graphOf(dev Device, t *tape) (Graph, error) {
	g, ok := dev.(GraphDevice)
	switch {
	case !ok:
		return nil, fmt.Errorf("%w: the device has no CUDA graphs", errNotGraphable)
	case t.unsupported != "":
		return nil, fmt.Errorf("%w: %s", errNotGraphable, t.unsupported)
	case len(t.ops) == 0:
		return nil, fmt.Errorf("%w: it queues nothing on the device", errNotGraphable)
	}
	return g.Graph(t.ops)
}

// driverGraph is a captured graph and the stream it runs on.
type driverGraph struct {
	ctx    *rt.Context
	stream *rt.Stream
	graph  *rt.Graph
}

// Graph captures ops, issued on a stream of their own, into a CUDA graph.
func (d *driverDevice) Graph(ops []TapeOp) (Graph, error) {
	stream, err := d.ctx.NewStream()
	if err != nil {
		return nil, err
	}
	g, err := d.ctx.CaptureGraph(stream, func() error {
		for _, op := range ops {
			var err error
			switch {
			case op.Kernel != nil:
				k, ok := op.Kernel.(*driverKernel)
				if !ok {
					return fmt.Errorf("a kernel of another device in the recording")
				}
				err = k.launchOn(op.Launch, stream)
			case op.IsMemset:
				err = d.ctx.MemsetAsync(op.Dst, op.Value, op.Bytes, stream)
			default:
				err = d.ctx.CopyDtoDAsync(op.Dst, op.Src, op.Bytes, stream)
			}
			if err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		stream.Destroy()
		return nil, err
	}
	return &driverGraph{ctx: d.ctx, stream: stream, graph: g}, nil
}

func (g *driverGraph) Launch() error { return g.graph.Launch(g.stream) }

func (g *driverGraph) Destroy() error {
	err := g.graph.Destroy()
	if serr := g.stream.Destroy(); err == nil {
		err = serr
	}
	return err
}
