// Package gpuexec declares the interpreter semantics of the gpu ops: a
// launch runs its body (gpu.launch) or kernel (gpu.launch_func) once per
// thread of the grid, with gpu.barrier, gpu.shuffle and the reductions
// honoured among the threads of a block (see exec.RunGrid), workgroup
// attributions shared by a block and private ones per thread; the
// host-side memory ops act on the interpreter's memory. This is what lets
// the differential check judge every GPU pass without a GPU.
package gpuexec

import (
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/memref/memrefexec"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the gpu ops' semantics.
var Semantics = exec.Table{
	gpu.Launch.Name:         launch,
	gpu.LaunchFunc.Name:     launchFunc,
	gpu.Return.Name:         yield,
	gpu.Terminator.Name:     yield,
	gpu.Yield.Name:          yield,
	gpu.ThreadID.Name:       id(func(t *exec.Thread) [3]int64 { return t.ThreadID }),
	gpu.BlockID.Name:        id(func(t *exec.Thread) [3]int64 { return t.BlockID }),
	gpu.BlockDim.Name:       id(func(t *exec.Thread) [3]int64 { return t.BlockDim }),
	gpu.GridDim.Name:        id(func(t *exec.Thread) [3]int64 { return t.GridDim }),
	gpu.GlobalID.Name:       id(globalID),
	gpu.LaneID.Name:         scalar(func(t *exec.Thread) int64 { return t.Linear % exec.WarpSize }),
	gpu.SubgroupID.Name:     scalar(func(t *exec.Thread) int64 { return t.Linear / exec.WarpSize }),
	gpu.SubgroupSize.Name:   scalar(func(*exec.Thread) int64 { return exec.WarpSize }),
	gpu.NumSubgroups.Name:   scalar(numSubgroups),
	gpu.Barrier.Name:        barrier,
	gpu.Shuffle.Name:        shuffle,
	gpu.AllReduce.Name:      allReduce,
	gpu.SubgroupReduce.Name: subgroupReduce,
	gpu.Alloc.Name:          alloc,
	gpu.Dealloc.Name:        dealloc,
	gpu.Memcpy.Name:         memcpy,
	gpu.Memset.Name:         memset,
	gpu.Wait.Name:           wait,
}

// convergent are the ops at which the threads of a group meet.
var convergent = []*ir.OpDef{gpu.Barrier, gpu.Shuffle, gpu.AllReduce, gpu.SubgroupReduce}

// isConvergent reports whether running root's threads one after another
// could differ from running them together: root holds an op at which
// threads meet, or a call (the callee might).
func isConvergent(root *ir.Operation) bool {
	found := false
	ir.WalkOps(root, func(op *ir.Operation) {
		if found || op == root {
			return
		}
		if op.Attr("callee") != nil {
			found = true
			return
		}
		for _, d := range convergent {
			if op.Def() == d {
				found = true
				return
			}
		}
	})
	return found
}

func yield(c *exec.Ctx) error { return c.Yield(c.Args) }

// thread returns the GPU thread the op runs as.
func thread(c *exec.Ctx) (*exec.Thread, error) {
	if t := c.M.Locals().Thread; t != nil {
		return t, nil
	}
	return nil, c.Errorf("runs outside a GPU kernel")
}

func id(of func(t *exec.Thread) [3]int64) exec.Semantics {
	return func(c *exec.Ctx) error {
		t, err := thread(c)
		if err != nil {
			return err
		}
		d := gpu.DimIndex(c.Op)
		if d < 0 {
			return c.Errorf("missing dimension")
		}
		c.Results[0] = exec.Int(of(t)[d])
		return nil
	}
}

func scalar(of func(t *exec.Thread) int64) exec.Semantics {
	return func(c *exec.Ctx) error {
		t, err := thread(c)
		if err != nil {
			return err
		}
		c.Results[0] = exec.Int(of(t))
		return nil
	}
}

func globalID(t *exec.Thread) [3]int64 {
	var g [3]int64
	for i := range g {
		g[i] = t.BlockID[i]*t.BlockDim[i] + t.ThreadID[i]
	}
	return g
}

func numSubgroups(t *exec.Thread) int64 {
	n := t.BlockDim[0] * t.BlockDim[1] * t.BlockDim[2]
	return (n + exec.WarpSize - 1) / exec.WarpSize
}

// sizes reads a launch's grid and block sizes.
func sizes(c *exec.Ctx) (grid, block [3]int64, err error) {
	for i := 0; i < 3; i++ {
		g := c.Group(gpu.GroupGridX + i)
		b := c.Group(gpu.GroupBlockX + i)
		if len(g) != 1 || len(b) != 1 {
			return grid, block, c.Errorf("malformed launch sizes")
		}
		if err := c.NotPoison(g[0], b[0]); err != nil {
			return grid, block, err
		}
		grid[i], block[i] = g[0].I, b[0].I
	}
	if s := c.Group(gpu.GroupDynamicShared); len(s) == 1 && s[0].I < 0 {
		return grid, block, c.Errorf("negative dynamic shared memory size %d", s[0].I)
	}
	return grid, block, nil
}

// attributions allocates the buffers of workgroup or private attributions.
func attributions(c *exec.Ctx, vs []*ir.Value) ([]exec.Value, error) {
	out := make([]exec.Value, len(vs))
	for i, v := range vs {
		mt, ok := v.Type().(*ir.MemRefType)
		if !ok || !staticShape(mt.Dims) {
			return nil, c.Errorf("attribution #%d must be a memref of static shape", i)
		}
		if !exec.Supported(mt.Elem) {
			return nil, c.Errorf("attribution element type '%s' is not supported by the interpreter", ir.TypeString(mt.Elem))
		}
		b, err := memrefexec.NewBuffer(c, mt, mt.Dims, c.Op)
		if err != nil {
			return nil, err
		}
		out[i] = exec.Value{Ref: b}
	}
	return out, nil
}

// runGrid runs one launch: fn runs thread t given the block's workgroup
// buffers; convergent says whether the threads may meet (isConvergent of
// the kernel or launch body, computed once per launch).
func runGrid(c *exec.Ctx, convergent bool, workgroup []*ir.Value, fn func(t *exec.Thread, shared []exec.Value) error) error {
	grid, block, err := sizes(c)
	if err != nil {
		return err
	}
	if err := exec.CheckLaunch(grid, block); err != nil {
		return c.Errorf("%v", err)
	}
	var shared []exec.Value
	perBlock := func([3]int64) error {
		var err error
		shared, err = attributions(c, workgroup)
		return err
	}
	err = exec.RunGrid(grid, block, convergent, perBlock, func(t *exec.Thread) error {
		return fn(t, shared)
	})
	if err != nil {
		if _, ok := err.(*ir.Diagnostic); ok {
			return err
		}
		return c.Errorf("%v", err)
	}
	return nil
}

func launch(c *exec.Ctx) error {
	body := c.Op.Region(0)
	entry := body.Front()
	workgroup, private := gpu.Attributions(c.Op)
	convergent := isConvergent(c.Op)
	// Threads that meet need frames of their own (a fork holds a slot for
	// every value of the launching function, which may be large): thread i
	// of each block reuses the fork of thread i of the block before, as
	// blocks run one after another and a thread defines the body's values
	// before it reads them.
	var forks []exec.Machine
	if convergent {
		_, block, err := sizes(c)
		if err != nil {
			return err
		}
		if err := exec.CheckLaunch([3]int64{1, 1, 1}, block); err != nil {
			return c.Errorf("%v", err)
		}
		forks = make([]exec.Machine, block[0]*block[1]*block[2])
	}
	nids := 12
	if gpu.HasClusters(c.Op) {
		nids = 18
	}
	// A thread's arguments are copied into its frame when its body
	// starts, before it can yield to another thread: one slice serves all.
	args := make([]exec.Value, 0, entry.NumArgs())
	defer func() {
		for _, f := range forks {
			if f != nil {
				f.Release()
			}
		}
	}()
	return runGrid(c, convergent, workgroup, func(t *exec.Thread, shared []exec.Value) error {
		priv, err := attributions(c, private)
		if err != nil {
			return err
		}
		args := args[:0]
		for _, s := range [][3]int64{t.BlockID, t.ThreadID, t.GridDim, t.BlockDim} {
			for _, x := range s {
				args = append(args, exec.Int(x))
			}
		}
		for len(args) < nids { // clusters of one block each
			args = append(args, exec.Int(0))
		}
		args = append(append(args, shared...), priv...)
		// The others may share the launching function's frame.
		m := c.M
		if convergent {
			if forks[t.Linear] == nil {
				forks[t.Linear] = c.M.Fork()
			}
			m = forks[t.Linear]
		}
		locals := m.Locals()
		saved := locals.Thread
		locals.Thread = t
		_, err = m.Region(body).Run(args)
		locals.Thread = saved
		return err
	})
}

func launchFunc(c *exec.Ctx) error {
	kernel := gpu.KernelOf(c.Op)
	if kernel == nil || kernel.Def() != gpu.Func {
		return c.Errorf("the interpreter runs kernels that are gpu.func ops (this one is %s)", describe(kernel))
	}
	workgroup, private := gpu.Attributions(kernel)
	s, n := c.Op.Def().OperandGroupRange(c.Op, gpu.GroupKernelOperands)
	operands := c.Args[s : s+n]
	err := runGrid(c, isConvergent(kernel), workgroup, func(t *exec.Thread, shared []exec.Value) error {
		priv, err := attributions(c, private)
		if err != nil {
			return err
		}
		args := append(append(append([]exec.Value{}, operands...), shared...), priv...)
		_, err = c.M.CallOp(kernel, args, c.Op, t)
		return err
	})
	if err != nil {
		return err
	}
	return asyncToken(c)
}

func describe(op *ir.Operation) string {
	if op == nil {
		return "missing"
	}
	return "'" + op.Name() + "'"
}

// asyncToken sets the token result of an async op.
func asyncToken(c *exec.Ctx) error {
	for i := range c.Results {
		if gpu.IsAsyncToken(c.Op.Result(i).Type()) {
			c.Results[i] = exec.Value{}
		}
	}
	return nil
}

// ---- meetings ----

func barrier(c *exec.Ctx) error {
	t, err := thread(c)
	if err != nil {
		return err
	}
	if _, _, err := t.Meet(exec.ScopeBlock, exec.Value{}); err != nil {
		return meetError(c, err)
	}
	return nil
}

// meetError locates an error of a meeting at the op, except the one that
// unwinds a thread of an abandoned launch.
func meetError(c *exec.Ctx, err error) error {
	if _, ok := err.(*ir.Diagnostic); ok {
		return err
	}
	return c.Errorf("%v", err)
}

func shuffle(c *exec.Ctx) error {
	t, err := thread(c)
	if err != nil {
		return err
	}
	if err := c.NotPoison(c.Args[1], c.Args[2]); err != nil {
		return err
	}
	offset, width := c.Args[1].I, c.Args[2].I
	if width <= 0 || width > exec.WarpSize {
		return c.Errorf("shuffle width %d must be in 1..%d", width, exec.WarpSize)
	}
	lane := int64(t.PositionIn(exec.ScopeWarp))
	// convert-gpu-to-nvvm's shfl.sync names the first width lanes as its
	// members, and one run by a lane it leaves out is undefined on the GPU
	// (CUDA_ERROR_ILLEGAL_INSTRUCTION on an H100), so the interpreter
	// refuses it rather than return upstream's "unspecified value, false".
	if lane >= width {
		return c.Errorf("lane %d runs a shuffle of width %d: the lanes that run a shuffle must be below its width", lane, width)
	}
	vals, present, err := t.MeetLanes(exec.ScopeWarp, int(width), c.Args[0])
	if err != nil {
		return meetError(c, err)
	}
	var src int64
	switch c.Op.Attr("mode").(*gpu.EnumAttr).Value {
	case "xor":
		src = lane ^ offset
	case "up":
		src = lane - offset
	case "down":
		src = lane + offset
	case "idx":
		src = offset
	}
	if src < 0 || src >= width || src >= int64(len(vals)) || !present[src] {
		c.Results[0], c.Results[1] = c.Args[0], exec.Bool(false)
		return nil
	}
	c.Results[0], c.Results[1] = vals[src], exec.Bool(true)
	return nil
}

// reduce combines the present values in order, with the named op or the
// region.
func reduce(c *exec.Ctx, vals []exec.Value, present []bool) (exec.Value, error) {
	e := c.ResultElem(0)
	var acc exec.Value
	first := true
	opName := ""
	if a, ok := c.Op.Attr("op").(*gpu.EnumAttr); ok {
		opName = a.Value
	}
	for i, v := range vals {
		if !present[i] {
			continue
		}
		if first {
			acc, first = v, false
			continue
		}
		if opName != "" {
			r, err := exec.Combine(opName, e, acc, v)
			if err != nil {
				return exec.Value{}, c.Errorf("%v", err)
			}
			acc = r
			continue
		}
		out, err := c.Region(0).Run([]exec.Value{acc, v})
		if err != nil {
			return exec.Value{}, err
		}
		if len(out) != 1 {
			return exec.Value{}, c.Errorf("reduction region yielded %d values, 1 expected", len(out))
		}
		acc = out[0]
	}
	return acc, nil
}

func allReduce(c *exec.Ctx) error {
	t, err := thread(c)
	if err != nil {
		return err
	}
	vals, present, err := t.Meet(exec.ScopeBlock, c.Args[0])
	if err != nil {
		return meetError(c, err)
	}
	r, err := reduce(c, vals, present)
	if err != nil {
		return err
	}
	c.Results[0] = r
	return nil
}

func subgroupReduce(c *exec.Ctx) error {
	t, err := thread(c)
	if err != nil {
		return err
	}
	vals, present, err := t.Meet(exec.ScopeWarp, c.Args[0])
	if err != nil {
		return meetError(c, err)
	}
	if size, ok := c.Op.Attr("cluster_size").(*ir.IntegerAttr); ok {
		stride := int64(1)
		if s, ok := c.Op.Attr("cluster_stride").(*ir.IntegerAttr); ok {
			stride = s.Int64()
		}
		// The lanes of this lane's cluster: size lanes, stride apart.
		lane := int64(t.PositionIn(exec.ScopeWarp))
		n := size.Int64()
		base := lane - (lane/stride%n)*stride
		mine := make([]bool, len(present))
		for k := int64(0); k < n; k++ {
			if j := base + k*stride; j < int64(len(present)) {
				mine[j] = present[j]
			}
		}
		present = mine
	}
	r, err := reduce(c, vals, present)
	if err != nil {
		return err
	}
	c.Results[0] = r
	return nil
}

// ---- host memory ----

func alloc(c *exec.Ctx) error {
	mt, ok := c.ResultType(0).(*ir.MemRefType)
	if !ok {
		return c.Errorf("result is not a ranked memref")
	}
	if !exec.Supported(mt.Elem) {
		return c.Errorf("element type '%s' is not supported by the interpreter", ir.TypeString(mt.Elem))
	}
	dyn := c.Group(1)
	if err := c.NotPoison(dyn...); err != nil {
		return err
	}
	shape, err := exec.ResultShape(mt, dyn)
	if err != nil {
		return c.Errorf("%v", err)
	}
	b, err := memrefexec.NewBuffer(c, mt, shape, c.Op)
	if err != nil {
		return err
	}
	b.Mem.Heap = true
	c.Results[0] = exec.Value{Ref: b}
	return asyncToken(c)
}

// memrefOperand returns the buffer operand after the async dependencies.
func memrefOperand(c *exec.Ctx, k int) (*exec.Buffer, error) {
	i := len(c.Group(0)) + k
	return c.Buffer(i)
}

func dealloc(c *exec.Ctx) error {
	b, err := memrefOperand(c, 0)
	if err != nil {
		return err
	}
	if !b.Mem.Heap {
		return c.Errorf("deallocation of memory that gpu.alloc did not allocate")
	}
	b.Mem.Free(c.Op)
	return asyncToken(c)
}

func memcpy(c *exec.Ctx) error {
	dst, err := memrefOperand(c, 0)
	if err != nil {
		return err
	}
	src, err := memrefOperand(c, 1)
	if err != nil {
		return err
	}
	if exec.NumElements(src.Shape) != exec.NumElements(dst.Shape) {
		return c.Errorf("copy from shape %v to shape %v", src.Shape, dst.Shape)
	}
	if !src.InBounds() || !dst.InBounds() {
		return c.Errorf("copy out of the bounds of an allocation")
	}
	if err := c.M.Step(src.Len(), c.Op); err != nil {
		return err
	}
	t, err := c.ToTensor(src)
	if err != nil {
		return err
	}
	dst.CopyFrom(t)
	return asyncToken(c)
}

func memset(c *exec.Ctx) error {
	dst, err := memrefOperand(c, 0)
	if err != nil {
		return err
	}
	v := c.Args[len(c.Group(0))+1]
	if err := c.NotPoison(v); err != nil {
		return err
	}
	if !dst.InBounds() {
		return c.Errorf("memset out of the bounds of an allocation")
	}
	if err := c.M.Step(dst.Len(), c.Op); err != nil {
		return err
	}
	idx := make([]int64, len(dst.Shape))
	if dst.Len() > 0 {
		for {
			dst.Store(dst.Pos(idx), v)
			if !exec.Next(dst.Shape, idx) {
				break
			}
		}
	}
	return asyncToken(c)
}

func wait(c *exec.Ctx) error { return asyncToken(c) }

func staticShape(dims []int64) bool {
	for _, d := range dims {
		if d < 0 {
			return false
		}
	}
	return true
}
