package cuda

import (
	"fmt"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	"math"
	"strings"
	"time"

	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/functollvm"
	rt "github.com/strata-compiler/strata/runtime/cuda"
)

// devMem is the External handle of a device allocation.
type devMem struct {
	ptr   rt.DevicePtr
	bytes uint64
	// global is set for a memref.global's upload (never freed by a run).
	global bool
	freed  bool
}

// globalMem is a memref.global uploaded to the device.
type globalMem struct {
	mem *devMem
	buf *exec.Buffer
}

// run is the state of one Executable.Run.
type run struct {
	x   *Executable
	dev Device
	// live are the run's allocations not freed yet (freed at its end).
	live map[*devMem]bool
	// tape, when set, records the call's device operations.
	tape *tape
}

// deviceMem returns b's device allocation, or nil for host memory.
func deviceMem(b *exec.Buffer) *devMem {
	if b == nil || b.Mem == nil {
		return nil
	}
	d, _ := b.Mem.External.(*devMem)
	return d
}

// allocate returns a device buffer for memref type mt with shape,
// honouring a static strided layout as the interpreter does.
func (r *run) allocate(mt *ir.MemRefType, shape []int64, origin *ir.Operation, heap bool) (*exec.Buffer, error) {
	if !exec.Supported(mt.Elem) {
		return nil, fmt.Errorf("element type '%s' is not supported", ir.TypeString(mt.Elem))
	}
	b := &exec.Buffer{Shape: append([]int64(nil), shape...), Strides: exec.Strides(shape)}
	size := exec.NumElements(shape)
	if strides, offset, ok := memref.StridesAndOffset(mt); ok && mt.Layout != nil && offset != ir.ShapedDynamic && !hasDynamic(strides) {
		b.Offset, b.Strides = offset, append([]int64(nil), strides...)
		size = offset + 1
		for i, d := range shape {
			if d == 0 {
				size = 0
				break
			}
			size += (d - 1) * absInt(strides[i])
		}
	}
	bytes := uint64(size) * uint64(elemSize(mt.Elem))
	ptr, err := r.dev.Alloc(max(bytes, 1))
	if err != nil {
		return nil, fmt.Errorf("device allocation of %d bytes: %w", bytes, err)
	}
	d := &devMem{ptr: ptr, bytes: bytes}
	r.live[d] = true
	r.x.stats.Allocs++
	b.Mem = &exec.Memory{Elem: mt.Elem, Origin: origin, Heap: heap, External: d, ExternalLen: size}
	return b, nil
}

func hasDynamic(xs []int64) bool {
	for _, x := range xs {
		if x == ir.ShapedDynamic {
			return true
		}
	}
	return false
}

func absInt(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// free releases a run's allocation.
func (r *run) free(d *devMem) error {
	if d.freed || d.global {
		return nil
	}
	d.freed = true
	delete(r.live, d)
	return r.dev.Free(d.ptr)
}

// freeAll releases what the run still holds.
func (r *run) freeAll() error {
	var first error
	for d := range r.live {
		if err := r.free(d); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// contiguous reports whether b's elements are row-major and dense from
// its offset.
func contiguous(b *exec.Buffer) bool {
	expect := int64(1)
	for i := len(b.Shape) - 1; i >= 0; i-- {
		if b.Shape[i] == 0 {
			return true
		}
		if b.Shape[i] != 1 && b.Strides[i] != expect {
			return false
		}
		expect *= b.Shape[i]
	}
	return true
}

// span returns the lowest and highest memory positions b covers (b has
// elements).
func span(b *exec.Buffer) (lo, hi int64) {
	lo, hi = b.Offset, b.Offset
	for i, d := range b.Shape {
		s := b.Strides[i] * (d - 1)
		if s < 0 {
			lo += s
		} else {
			hi += s
		}
	}
	return lo, hi
}

// addr is the device address of memory position p of d.
func addr(d *devMem, p int64, es int) rt.DevicePtr {
	return d.ptr + rt.DevicePtr(p*int64(es))
}

// download returns the elements of device buffer b, row-major.
func (r *run) download(b *exec.Buffer) ([]byte, error) {
	d := deviceMem(b)
	es := elemSize(b.Mem.Elem)
	n := b.Len()
	if n == 0 {
		return []byte{}, nil
	}
	if !b.InBounds() {
		return nil, fmt.Errorf("the view (offset %d, sizes %v, strides %v) leaves its allocation of %d elements", b.Offset, b.Shape, b.Strides, b.Mem.Size())
	}
	if r.tape != nil {
		r.tape.unsupported = "it copies device memory to the host"
	}
	lo, hi := span(b)
	raw := make([]byte, int(hi-lo+1)*es)
	if err := r.dev.CopyDtoH(raw, addr(d, lo, es)); err != nil {
		return nil, err
	}
	r.x.stats.DtoHBytes += uint64(len(raw))
	if contiguous(b) && int64(len(raw)) == n*int64(es) {
		return raw, nil
	}
	out := make([]byte, 0, int(n)*es)
	idx := make([]int64, len(b.Shape))
	for {
		p := int(b.Pos(idx)-lo) * es
		out = append(out, raw[p:p+es]...)
		if !exec.Next(b.Shape, idx) {
			break
		}
	}
	return out, nil
}

// upload writes row-major elements data into device buffer b.
func (r *run) upload(b *exec.Buffer, data []byte) error {
	d := deviceMem(b)
	es := elemSize(b.Mem.Elem)
	n := b.Len()
	if n == 0 {
		return nil
	}
	if int64(len(data)) != n*int64(es) {
		return fmt.Errorf("%d bytes for %d elements of %d bytes", len(data), n, es)
	}
	if !b.InBounds() {
		return fmt.Errorf("the view (offset %d, sizes %v, strides %v) leaves its allocation of %d elements", b.Offset, b.Shape, b.Strides, b.Mem.Size())
	}
	if r.tape != nil {
		r.tape.unsupported = "it copies host memory to the device"
	}
	r.x.stats.HtoDBytes += uint64(len(data))
	if contiguous(b) {
		return r.dev.CopyHtoD(addr(d, b.Offset, es), data)
	}
	// A strided view: read the span, scatter, write it back (the gaps
	// keep their contents).
	lo, hi := span(b)
	raw := make([]byte, int(hi-lo+1)*es)
	if err := r.dev.CopyDtoH(raw, addr(d, lo, es)); err != nil {
		return err
	}
	idx := make([]int64, len(b.Shape))
	for i := 0; ; i++ {
		p := int(b.Pos(idx)-lo) * es
		copy(raw[p:p+es], data[i*es:(i+1)*es])
		if !exec.Next(b.Shape, idx) {
			break
		}
	}
	return r.dev.CopyHtoD(addr(d, lo, es), raw)
}

// hostOK are the ops that may take device memrefs on the host: views
// (they only compute offsets, sizes and strides), control flow that
// passes values along, and those the target implements itself.
var hostOK = map[string]bool{
	memref.SubView.Name: true, memref.ExpandShape.Name: true, memref.CollapseShape.Name: true,
	memref.ReinterpretCast.Name: true, memref.Cast.Name: true, memref.Dim.Name: true, memref.Rank.Name: true,
	memref.ExtractStridedMetadata.Name: true, memref.AssumeAlignment.Name: true, memref.Transpose.Name: true,
	memref.View.Name: true, memref.MemorySpaceCast.Name: true, arith.Select.Name: true,
	builtin.UnrealizedConversionCast.Name: true,
}

func hostOKPrefix(name string) bool {
	return strings.HasPrefix(name, "func.") || strings.HasPrefix(name, "cf.") || strings.HasPrefix(name, "scf.")
}

// table returns the interpreter's semantics with the device's: the ops
// that allocate, free, copy or launch work on the device, and every other
// op that would read or write device memory on the host fails at the op.
func (r *run) table() exec.Table {
	own := exec.Table{
		memref.Alloc.Name:     r.memrefAlloc(),
		memref.Dealloc.Name:   r.dealloc(0),
		memref.Copy.Name:      r.copyOp(0, 1),
		memref.GetGlobal.Name: r.getGlobal,
		gpu.LaunchFunc.Name:   r.launchFunc,
		gpu.Alloc.Name:        r.gpuAlloc,
		gpu.Dealloc.Name:      r.dealloc(1),
		gpu.Memcpy.Name:       r.copyOp(2, 1),
		gpu.Memset.Name:       r.memset,
		gpu.Wait.Name:         func(c *exec.Ctx) error { clear(c.Results); return nil },
	}
	t := exec.Table{}
	for name, sem := range interp.Semantics() {
		if own[name] != nil || hostOK[name] || hostOKPrefix(name) {
			continue
		}
		t[name] = guard(sem)
	}
	// The host code's memref.alloca is host memory (the stack), as the
	// compiled library's (gpu-to-llvm): where host code loads a scalar
	// a kernel computed, copied back by gpu.memcpy.
	t[memref.Alloca.Name] = interp.Semantics()[memref.Alloca.Name]
	for name, sem := range own {
		t[name] = sem
	}
	return t
}

// guard fails an op that would touch device memory on the host.
func guard(sem exec.Semantics) exec.Semantics {
	return func(c *exec.Ctx) error {
		for i, a := range c.Args {
			if b, ok := a.Ref.(*exec.Buffer); ok && deviceMem(b) != nil {
				return c.Errorf("operand #%d is device memory, which the host cannot read or write: the cuda target runs this op on the host (it was not mapped to a GPU kernel)", i)
			}
		}
		return sem(c)
	}
}

func (r *run) memrefAlloc() exec.Semantics {
	return func(c *exec.Ctx) error {
		mt, ok := c.ResultType(0).(*ir.MemRefType)
		if !ok {
			return c.Errorf("result is not a ranked memref")
		}
		return r.allocOp(c, mt, c.Group(0))
	}
}

func (r *run) allocOp(c *exec.Ctx, mt *ir.MemRefType, dyn []exec.Value) error {
	if err := c.NotPoison(dyn...); err != nil {
		return err
	}
	shape, err := exec.ResultShape(mt, dyn)
	if err != nil {
		return c.Errorf("%v", err)
	}
	b, err := r.allocate(mt, shape, c.Op, true)
	if err != nil {
		return c.Errorf("%v", err)
	}
	c.Results[0] = exec.Value{Ref: b}
	return nil
}

func (r *run) gpuAlloc(c *exec.Ctx) error {
	mt, ok := c.ResultType(0).(*ir.MemRefType)
	if !ok {
		return c.Errorf("result is not a ranked memref")
	}
	if len(c.Results) > 1 {
		c.Results[1] = exec.Value{}
	}
	return r.allocOp(c, mt, c.Group(1))
}

// dealloc frees operand group g's memref.
func (r *run) dealloc(g int) exec.Semantics {
	return func(c *exec.Ctx) error {
		clear(c.Results)
		vs := c.Group(g)
		if len(vs) != 1 {
			return c.Errorf("expected one memref operand")
		}
		b := vs[0].Buffer()
		if b == nil {
			return c.Errorf("operand is not a memref value")
		}
		if b.Mem.Freed != nil {
			d := c.Errorf("double deallocation")
			d.(*ir.Diagnostic).AttachNote(b.Mem.Freed.Loc(), "first deallocated here")
			return d
		}
		d := deviceMem(b)
		switch {
		case d == nil:
			return c.Errorf("deallocation of host memory on the cuda target")
		case d.global:
			return c.Errorf("deallocation of a memref.global")
		case !b.Mem.Heap && b.Mem.Origin != nil:
			return c.Errorf("deallocation of memory not allocated by memref.alloc ('%s')", b.Mem.Origin.Name())
		}
		b.Mem.Freed = c.Op
		if err := r.free(d); err != nil {
			return c.Errorf("%v", err)
		}
		return nil
	}
}

// copyOp copies operand group src to group dst.
func (r *run) copyOp(src, dst int) exec.Semantics {
	return func(c *exec.Ctx) error {
		clear(c.Results)
		sv, dv := c.Group(src), c.Group(dst)
		if len(sv) != 1 || len(dv) != 1 {
			return c.Errorf("expected a source and a target memref")
		}
		s, d := sv[0].Buffer(), dv[0].Buffer()
		if s == nil || d == nil {
			return c.Errorf("operands are not memref values")
		}
		for _, b := range []*exec.Buffer{s, d} {
			if b.Mem.Freed != nil {
				return c.UseAfterFree(b)
			}
		}
		if len(s.Shape) != len(d.Shape) || s.Len() != d.Len() {
			return c.Errorf("copy from shape %v to shape %v", s.Shape, d.Shape)
		}
		for k := range s.Shape {
			if s.Shape[k] != d.Shape[k] {
				return c.Errorf("copy from shape %v to shape %v", s.Shape, d.Shape)
			}
		}
		if !s.InBounds() || !d.InBounds() {
			return c.Errorf("copy out of the bounds of an allocation")
		}
		sd, dd := deviceMem(s), deviceMem(d)
		if s.Len() == 0 {
			return nil
		}
		switch {
		case sd != nil && dd != nil:
			if !contiguous(s) || !contiguous(d) {
				return c.Errorf("copy between strided views (source strides %v, target strides %v, sizes %v) is not supported on the cuda target: it needs a kernel", s.Strides, d.Strides, s.Shape)
			}
			es := elemSize(s.Mem.Elem)
			n := uint64(s.Len()) * uint64(es)
			r.x.stats.DtoD += n
			if err := r.dev.CopyDtoD(addr(dd, d.Offset, es), addr(sd, s.Offset, es), n); err != nil {
				return c.Errorf("%v", err)
			}
			if r.tape != nil {
				r.tape.ops = append(r.tape.ops, TapeOp{Dst: addr(dd, d.Offset, es), Src: addr(sd, s.Offset, es), Bytes: n})
			}
		case dd != nil:
			if err := r.upload(d, encodeTensor(s.ToTensor(), d.Mem.Elem)); err != nil {
				return c.Errorf("%v", err)
			}
		case sd != nil:
			data, err := r.download(s)
			if err != nil {
				return c.Errorf("%v", err)
			}
			d.CopyFrom(decodeTensor(data, s.Mem.Elem, s.Shape))
		default:
			d.CopyFrom(s.ToTensor())
		}
		return nil
	}
}

func (r *run) memset(c *exec.Ctx) error {
	clear(c.Results)
	dv, vv := c.Group(1), c.Group(2)
	if len(dv) != 1 || len(vv) != 1 {
		return c.Errorf("expected a memref and a value")
	}
	b := dv[0].Buffer()
	if b == nil {
		return c.Errorf("operand is not a memref value")
	}
	if b.Mem.Freed != nil {
		return c.UseAfterFree(b)
	}
	if err := c.NotPoison(vv[0]); err != nil {
		return err
	}
	d := deviceMem(b)
	if d == nil {
		t := exec.NewTensor(b.Mem.Elem, b.Shape)
		for i := int64(0); i < t.Len(); i++ {
			t.Set(i, vv[0])
		}
		b.CopyFrom(t)
		return nil
	}
	if b.Len() == 0 {
		return nil
	}
	elem := encodeScalar(nil, vv[0], b.Mem.Elem)
	same := true
	for _, x := range elem {
		same = same && x == elem[0]
	}
	if same && contiguous(b) && b.InBounds() {
		es := elemSize(b.Mem.Elem)
		if err := r.dev.Memset(addr(d, b.Offset, es), elem[0], uint64(b.Len())*uint64(es)); err != nil {
			return c.Errorf("%v", err)
		}
		if r.tape != nil {
			r.tape.ops = append(r.tape.ops, TapeOp{IsMemset: true, Dst: addr(d, b.Offset, es), Value: elem[0], Bytes: uint64(b.Len()) * uint64(es)})
		}
		return nil
	}
	data := make([]byte, 0, int(b.Len())*len(elem))
	for i := int64(0); i < b.Len(); i++ {
		data = append(data, elem...)
	}
	if err := r.upload(b, data); err != nil {
		return c.Errorf("%v", err)
	}
	return nil
}

// getGlobal returns a memref.global's device copy, uploaded once per
// executable.
func (r *run) getGlobal(c *exec.Ctx) error {
	ref, _ := c.Op.Attr("name").(*ir.SymbolRefAttr)
	if ref == nil {
		return c.Errorf("missing global name")
	}
	name := ref.Leaf()
	if g := r.x.globals[name]; g != nil {
		c.Results[0] = exec.Value{Ref: g.buf}
		return nil
	}
	host, err := c.M.Global(name, c.Op)
	if err != nil {
		return err
	}
	es := elemSize(host.Mem.Elem)
	n := host.Len()
	ptr, err := r.dev.Alloc(max(uint64(n)*uint64(es), 1))
	if err != nil {
		return c.Errorf("device allocation for global @%s: %v", name, err)
	}
	d := &devMem{ptr: ptr, bytes: uint64(n) * uint64(es), global: true}
	b := &exec.Buffer{Shape: append([]int64(nil), host.Shape...), Strides: exec.Strides(host.Shape),
		Mem: &exec.Memory{Elem: host.Mem.Elem, Origin: host.Mem.Origin, External: d, ExternalLen: n}}
	r.x.globals[name] = &globalMem{mem: d, buf: b}
	// A global is uploaded once, not on each call: not part of a tape.
	recording := r.tape
	r.tape = nil
	err = r.upload(b, encodeTensor(host.ToTensor(), host.Mem.Elem))
	r.tape = recording
	if err != nil {
		return c.Errorf("uploading global @%s: %v", name, err)
	}
	r.x.stats.GlobalUploads++
	c.Results[0] = exec.Value{Ref: b}
	return nil
}

// launchFunc runs gpu.launch_func: it checks the shape, packs the kernel
// operands as convert-gpu-to-nvvm expands them (a memref as its
// descriptor's fields, or its pointer alone to a bare-pointer kernel) and launches the kernel
// on the default stream.
func (r *run) launchFunc(c *exec.Ctx) error {
	clear(c.Results)
	ref, _ := c.Op.Attr("kernel").(*ir.SymbolRefAttr)
	if ref == nil || len(ref.Nested) != 1 {
		return c.Errorf("expected a kernel reference @module::@kernel")
	}
	kname := "@" + ref.Root + "::@" + ref.Leaf()
	if len(c.Group(gpu.GroupClusterX)) > 0 {
		return c.Errorf("kernel %s: thread block clusters are not supported by the cuda target", kname)
	}
	if len(c.Op.Operands()) > 0 && len(exec.GroupValues(c.Op, gpu.GroupKernelOperands+1)) > 0 {
		return c.Errorf("kernel %s: launches on an async object (stream) are not supported by the cuda target", kname)
	}
	l := &Launch{}
	for i := 0; i < 3; i++ {
		g, err := dim(c, gpu.GroupGridX+i)
		if err != nil {
			return c.Errorf("kernel %s: grid size %c: %v", kname, "xyz"[i], err)
		}
		b, err := dim(c, gpu.GroupBlockX+i)
		if err != nil {
			return c.Errorf("kernel %s: block size %c: %v", kname, "xyz"[i], err)
		}
		l.Grid[i], l.Block[i] = g, b
	}
	if sh := c.Group(gpu.GroupDynamicShared); len(sh) == 1 {
		if err := c.NotPoison(sh[0]); err != nil {
			return err
		}
		if sh[0].I < 0 {
			return c.Errorf("kernel %s: negative dynamic shared memory size %d", kname, sh[0].I)
		}
		l.SharedBytes = uint32(sh[0].I)
	}
	var info *kernelInfo
	if ks := r.x.kernels[ref.Root]; ks != nil {
		info = ks[ref.Leaf()]
	}
	// A gpu.binary's kernels are PTX only: the launch's own mark
	// (strata-gpu-bare-pointer-kernels sets it on both) says how they take
	// their memrefs.
	bare := c.Op.HasAttr(functollvm.BarePtrAttr)
	if info != nil {
		bare = info.bare
	}
	args, err := packArgs(c, kname, bare)
	if err != nil {
		return err
	}
	l.Args = args
	if info != nil && info.params >= 0 && info.params != len(args) {
		return c.Errorf("kernel %s takes %d parameters, its operands expand to %d", kname, info.params, len(args))
	}
	k, err := r.x.kernel(ref.Root, ref.Leaf())
	if err != nil {
		return c.Errorf("kernel %s: %v", kname, err)
	}
	r.x.stats.Launches++
	start := time.Now()
	if err := k.Launch(l); err != nil {
		return c.Errorf("kernel %s (grid %v, block %v): %v", kname, l.Grid, l.Block, err)
	}
	if r.tape != nil {
		r.tape.ops = append(r.tape.ops, TapeOp{Kernel: k, Launch: l})
	}
	if r.x.syncEach {
		if err := r.dev.Synchronize(); err != nil {
			return c.Errorf("kernel %s (grid %v, block %v) failed: %v", kname, l.Grid, l.Block, err)
		}
		if r.x.profile != nil {
			t := r.x.profile[kname]
			if t == nil {
				t = &kernelTime{grid: l.Grid, block: l.Block}
				r.x.profile[kname] = t
			}
			t.calls++
			t.total += time.Since(start)
		}
	}
	return nil
}

// dim reads a one-value grid or block size operand group.
func dim(c *exec.Ctx, g int) (uint32, error) {
	vs := c.Group(g)
	if len(vs) != 1 {
		return 0, fmt.Errorf("missing")
	}
	if vs[0].Poison != nil {
		return 0, exec.PoisonError(c.Op, vs[0])
	}
	v := vs[0].I
	if v < 1 || v > math.MaxUint32 {
		return 0, fmt.Errorf("%d is not in [1, %d]", v, uint32(math.MaxUint32))
	}
	return uint32(v), nil
}

// packArgs expands the kernel operands of a launch: a memref is its
// allocated pointer, aligned pointer, offset, sizes and strides (i64
// each; offset in elements), an index an i64, other integers and floats
// their own width.
func packArgs(c *exec.Ctx, kname string, bare bool) ([]Arg, error) {
	vals := c.Group(gpu.GroupKernelOperands)
	irv := exec.GroupValues(c.Op, gpu.GroupKernelOperands)
	var out []Arg
	i64 := func(v int64) { out = append(out, Arg{Kind: ArgInt, Size: 8, Bits: uint64(v)}) }
	for i, v := range vals {
		t := irv[i].Type()
		if v.Poison != nil {
			return nil, exec.PoisonError(c.Op, v)
		}
		switch t := t.(type) {
		case *ir.MemRefType:
			b := v.Buffer()
			if b == nil {
				return nil, c.Errorf("kernel %s: operand #%d is not a memref value", kname, i)
			}
			if b.Mem.Freed != nil {
				return nil, c.UseAfterFree(b)
			}
			d := deviceMem(b)
			if d == nil {
				return nil, c.Errorf("kernel %s: operand #%d is host memory, not device memory", kname, i)
			}
			if !b.InBounds() {
				return nil, c.Errorf("kernel %s: operand #%d (offset %d, sizes %v, strides %v) leaves its allocation of %d elements", kname, i, b.Offset, b.Shape, b.Strides, b.Mem.Size())
			}
			if bare {
				// The aligned pointer alone: the kernel's type has the
				// offset (0), sizes and strides as constants.
				if b.Offset != 0 {
					return nil, c.Errorf("kernel %s: operand #%d has offset %d where its type %s says 0", kname, i, b.Offset, ir.TypeString(t))
				}
				out = append(out, Arg{Kind: ArgPtr, Size: 8, Bits: uint64(d.ptr)})
				continue
			}
			out = append(out, Arg{Kind: ArgPtr, Size: 8, Bits: uint64(d.ptr)}, Arg{Kind: ArgPtr, Size: 8, Bits: uint64(d.ptr)})
			i64(b.Offset)
			for _, s := range b.Shape {
				i64(s)
			}
			for _, s := range b.Strides {
				i64(s)
			}
		case *ir.IndexType:
			i64(v.I)
		case *ir.IntegerType:
			size := elemSize(t)
			bits := uint64(v.I)
			if t.Width == 1 {
				bits &= 1
			}
			if size < 8 {
				bits &= 1<<(8*uint(size)) - 1
			}
			out = append(out, Arg{Kind: ArgInt, Size: size, Bits: bits})
		case *ir.FloatType:
			var bits uint64
			switch t.Kind {
			case ir.F32:
				bits = uint64(math.Float32bits(float32(v.F)))
			case ir.F64:
				bits = math.Float64bits(v.F)
			case ir.F16, ir.BF16:
				bits = ir.FloatBits(t.Kind, v.F)
			default:
				return nil, c.Errorf("kernel %s: operand #%d has type '%s', which the cuda target cannot pass", kname, i, ir.TypeString(t))
			}
			out = append(out, Arg{Kind: ArgFloat, Size: t.Width() / 8, Bits: bits})
		default:
			return nil, c.Errorf("kernel %s: operand #%d has type '%s', which the cuda target cannot pass", kname, i, ir.TypeString(t))
		}
	}
	return out, nil
}
