package cuda

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"

	rt "github.com/strata-compiler/strata/runtime/cuda"
)

// fakeDevice is a Device in host memory: it records what it is asked to
// do and runs "kernels" written in Go (goKernel) on its memory, so the
// packing of launches can be checked by what the kernels compute.
type fakeDevice struct {
	mu      sync.Mutex
	next    rt.DevicePtr
	blocks  map[rt.DevicePtr][]byte
	log     []string
	kernels map[string]goKernel
	loaded  map[string]string
	launch  []*Launch
	allocs  int
	frees   int
	// peak is the most blocks allocated at once.
	peak  int
	syncs int
	// failLoad makes LoadModule fail with a JIT log.
	failLoad string
	// anyKernel makes every kernel name resolve to one that does nothing.
	anyKernel bool
}

// goKernel runs one launch on the fake's memory.
type goKernel func(d *fakeDevice, l *Launch) error

func newFake() *fakeDevice {
	return &fakeDevice{next: 0x10000, blocks: map[rt.DevicePtr][]byte{}, kernels: map[string]goKernel{}, loaded: map[string]string{}}
}

func (d *fakeDevice) logf(format string, args ...any) {
	d.log = append(d.log, fmt.Sprintf(format, args...))
}

func (d *fakeDevice) Alloc(bytes uint64) (rt.DevicePtr, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if bytes == 0 {
		return 0, fmt.Errorf("zero-byte allocation")
	}
	p := d.next
	d.blocks[p] = make([]byte, bytes)
	// Fill with garbage, so that reads of unwritten memory show.
	for i := range d.blocks[p] {
		d.blocks[p][i] = 0xA5
	}
	d.next += rt.DevicePtr((bytes + 255) / 256 * 256)
	d.allocs++
	d.peak = max(d.peak, len(d.blocks))
	d.logf("alloc %d", bytes)
	return p, nil
}

func (d *fakeDevice) Free(p rt.DevicePtr) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.blocks[p] == nil {
		return fmt.Errorf("free of 0x%x, which is not allocated", p)
	}
	delete(d.blocks, p)
	d.frees++
	d.logf("free")
	return nil
}

// mem returns the bytes at p..p+n.
func (d *fakeDevice) mem(p rt.DevicePtr, n uint64) ([]byte, error) {
	for base, b := range d.blocks {
		if p >= base && uint64(p-base)+n <= uint64(len(b)) {
			return b[p-base : uint64(p-base)+n], nil
		}
	}
	return nil, fmt.Errorf("access of %d bytes at 0x%x outside any allocation", n, p)
}

func (d *fakeDevice) CopyHtoD(dst rt.DevicePtr, src []byte) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	m, err := d.mem(dst, uint64(len(src)))
	if err != nil {
		return err
	}
	copy(m, src)
	d.logf("htod %d", len(src))
	return nil
}

func (d *fakeDevice) CopyDtoH(dst []byte, src rt.DevicePtr) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	m, err := d.mem(src, uint64(len(dst)))
	if err != nil {
		return err
	}
	copy(dst, m)
	d.logf("dtoh %d", len(dst))
	return nil
}

func (d *fakeDevice) CopyDtoD(dst, src rt.DevicePtr, n uint64) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	s, err := d.mem(src, n)
	if err != nil {
		return err
	}
	t, err := d.mem(dst, n)
	if err != nil {
		return err
	}
	copy(t, s)
	d.logf("dtod %d", n)
	return nil
}

func (d *fakeDevice) Memset(dst rt.DevicePtr, v byte, n uint64) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	m, err := d.mem(dst, n)
	if err != nil {
		return err
	}
	for i := range m {
		m[i] = v
	}
	d.logf("memset %d", n)
	return nil
}

func (d *fakeDevice) Synchronize() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.syncs++
	return nil
}

func (d *fakeDevice) LoadModule(name, ptx string) (Module, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.failLoad != "" {
		return nil, fmt.Errorf("loading gpu.module @%s: cuModuleLoadDataEx: CUDA_ERROR_INVALID_PTX\nJIT log:\n%s", name, d.failLoad)
	}
	d.loaded[name] = ptx
	d.logf("load %s", name)
	return fakeModule{d: d, name: name}, nil
}

type fakeModule struct {
	d    *fakeDevice
	name string
}

func (m fakeModule) Kernel(name string) (Kernel, error) {
	k := m.d.kernels[name]
	if k == nil && m.d.anyKernel {
		k = func(*fakeDevice, *Launch) error { return nil }
	}
	if k == nil {
		return nil, fmt.Errorf("cuModuleGetFunction: CUDA_ERROR_NOT_FOUND (%s)", name)
	}
	return fakeKernel{d: m.d, name: name, run: k}, nil
}

type fakeKernel struct {
	d    *fakeDevice
	name string
	run  goKernel
}

func (k fakeKernel) Launch(l *Launch) error {
	k.d.mu.Lock()
	k.d.launch = append(k.d.launch, l)
	var args []string
	for _, a := range l.Args {
		args = append(args, a.String())
	}
	k.d.logf("launch %s grid %v block %v args [%s]", k.name, l.Grid, l.Block, strings.Join(args, ", "))
	k.d.mu.Unlock()
	return k.run(k.d, l)
}

// live is the number of blocks allocated and not freed.
func (d *fakeDevice) live() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.blocks)
}

// memrefArg reads a packed 1-D memref (5 arguments) from args.
type memref1 struct {
	ptr            rt.DevicePtr
	off, n, stride int64
}

func readMemref1(args []Arg) memref1 {
	return memref1{ptr: rt.DevicePtr(args[1].Bits), off: int64(args[2].Bits), n: int64(args[3].Bits), stride: int64(args[4].Bits)}
}

func (d *fakeDevice) f32(m memref1, i int64) (float32, error) {
	b, err := d.mem(m.ptr+rt.DevicePtr(4*(m.off+i*m.stride)), 4)
	if err != nil {
		return 0, err
	}
	return math.Float32frombits(binary.LittleEndian.Uint32(b)), nil
}

func (d *fakeDevice) setF32(m memref1, i int64, v float32) error {
	b, err := d.mem(m.ptr+rt.DevicePtr(4*(m.off+i*m.stride)), 4)
	if err != nil {
		return err
	}
	binary.LittleEndian.PutUint32(b, math.Float32bits(v))
	return nil
}

// addKernel is testdata/add.mlir's @add: o[i] = x[i] + y[i] for i < n,
// one thread per element.
func addKernel(d *fakeDevice, l *Launch) error {
	if len(l.Args) != 16 {
		return fmt.Errorf("add: %d arguments", len(l.Args))
	}
	x, y, o := readMemref1(l.Args[0:5]), readMemref1(l.Args[5:10]), readMemref1(l.Args[10:15])
	n := int64(l.Args[15].Bits)
	d.mu.Lock()
	defer d.mu.Unlock()
	for b := int64(0); b < int64(l.Grid[0]); b++ {
		for t := int64(0); t < int64(l.Block[0]); t++ {
			i := b*int64(l.Block[0]) + t
			if i >= n {
				continue
			}
			a, err := d.f32(x, i)
			if err != nil {
				return err
			}
			c, err := d.f32(y, i)
			if err != nil {
				return err
			}
			if err := d.setF32(o, i, a+c); err != nil {
				return err
			}
		}
	}
	return nil
}

func (d *fakeDevice) kernelNames() []string {
	var out []string
	for k := range d.kernels {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// fakeGraph replays a tape through the fake device's own operations.
type fakeGraph struct {
	d   *fakeDevice
	ops []TapeOp
}

func (d *fakeDevice) Graph(ops []TapeOp) (Graph, error) {
	d.mu.Lock()
	d.logf("graph of %d operations", len(ops))
	d.mu.Unlock()
	return &fakeGraph{d: d, ops: ops}, nil
}

func (g *fakeGraph) Launch() error {
	for _, op := range g.ops {
		var err error
		switch {
		case op.Kernel != nil:
			err = op.Kernel.Launch(op.Launch)
		case op.IsMemset:
			err = g.d.Memset(op.Dst, op.Value, op.Bytes)
		default:
			err = g.d.CopyDtoD(op.Dst, op.Src, op.Bytes)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (g *fakeGraph) Destroy() error { return nil }
