// Package scftogpu is strata-parallel-loops-to-gpu: it turns the loops of a
// function on buffers into GPU launches. Each outermost scf.parallel
// becomes a gpu.launch with one thread per iteration (the iteration space
// linearized row-major, so consecutive threads touch consecutive
// innermost elements), and every other op of host code that reads or
// writes buffer contents (a memref.copy, a reduction's scf.for nest)
// becomes a launch of its own, so that the host code left over only
// allocates, frees, views and launches. The launches are then outlined by
// gpu-kernel-outlining.
package scftogpu

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/scftransforms"
	"github.com/strata-compiler/strata/passes"
)

// Pass is strata-parallel-loops-to-gpu.
var Pass = &passes.Pass{
	Argument: "strata-parallel-loops-to-gpu",
	Name:     "StrataParallelLoopsToGPU",
	Summary:  "Map parallel loops and the other memory work of host code to gpu.launch",
	Description: "In each function, an outermost scf.parallel (without reductions) becomes a gpu.launch of " +
		"ceil(N/block-size) blocks of block-size threads over its N iterations, linearized row-major; a thread past N " +
		"does nothing, and a loop of no iterations launches nothing. In a straight-line loop whose innermost dimension counts " +
		"from 0 by 1 to a multiple of vector-width, a thread runs vector-width consecutive innermost iterations instead: its " +
		"loads and stores that are contiguous in the innermost index (of 32-bit or f16/bf16 elements) become one vector.load " +
		"or vector.store each, and the kernel falls back to running the iterations one by one when a memref's pointer, " +
		"offset or strides are not aligned for the vector. A memref.copy becomes such a loop first. A loop that only " +
		"moves elements, its store contiguous along a dim of 32 or more and its load contiguous along another of at most 9 " +
		"(a filter's 3x3 window moved behind its channels), has each thread move every step of that small dim, unrolled, " +
		"its loads before its stores. Any other " +
		"op of host code that reads or writes buffer contents (loads, stores, a loop nest holding them) runs as a " +
		"launch of one thread. Host control flow that contains parallel loops (an scf.for around them) stays on the host, " +
		"and its body is mapped the same way",
	Anchor:   fn.Func.Name,
	Dialects: []string{"gpu", "scf", "arith", "memref"},
	Options: []passes.Option{
		{Name: "block-size", Kind: passes.IntOption, Default: "256", Description: "Threads per block of the launches of parallel loops (1 to 1024)"},
		{Name: "vector-width", Kind: passes.IntOption, Default: "4", Description: "Consecutive innermost iterations a thread of a parallel loop runs, its contiguous loads and stores of them one vector access each when the memrefs are aligned for it (1, 2, 4 or 8; 1 turns it off)"},
	},
	Run: func(r *passes.Run) error {
		bs := r.Int("block-size")
		if bs < 1 || bs > 1024 {
			return r.Errorf("block-size must be between 1 and 1024, got %d", bs)
		}
		width := r.Int("vector-width")
		if width != 1 && width != 2 && width != 4 && width != 8 {
			return r.Errorf("vector-width must be 1, 2, 4 or 8, got %d", width)
		}
		m := &mapper{b: ir.NewBuilder(r.Ctx), blockSize: bs, vectorWidth: width, consts: map[int64]*ir.Value{}}
		if r.Op.NumRegions() == 0 || r.Op.Region(0).Empty() {
			return nil
		}
		m.entry = r.Op.Region(0).Front()
		for _, rg := range r.Op.Regions() {
			for blk := rg.Front(); blk != nil; blk = blk.Next() {
				if err := m.hostBlock(blk); err != nil {
					return err
				}
			}
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass {
	return []*passes.Pass{Pass, MapParallelLoopsPass, ConvertParallelLoopsPass, FuseRows}
}

type mapper struct {
	b         *ir.Builder
	blockSize int64
	// vectorWidth is the innermost iterations a thread of an elementwise
	// loop runs (vectorize.go).
	vectorWidth int64
	// entry is the function's entry block, where index constants go, once
	// each (consts).
	entry  *ir.Block
	consts map[int64]*ir.Value
	// row is what the threads of a row's block hold while rows maps it.
	row *rowValues
}

// memoryOps read or write buffer contents; host code that holds one runs
// on the device.
var memoryOps = []*ir.OpDef{memref.Load, memref.Store, memref.Copy}

func isMemoryOp(op *ir.Operation) bool {
	for _, d := range memoryOps {
		if op.Def() == d {
			return true
		}
	}
	return false
}

// touchesDevice reports whether op reads or writes buffer contents in
// device memory: every memref host code allocates but the stack's
// (memref.alloca outside a launch, where hostResults puts what host code
// loads).
func touchesDevice(op *ir.Operation) bool {
	if !isMemoryOp(op) {
		return false
	}
	for _, v := range op.Operands() {
		if _, ok := v.Type().(*ir.MemRefType); ok && !hostMemory(v) {
			return true
		}
	}
	return false
}

// hostMemory reports whether memref v is host memory in the GPU
// pipelines' host code: a memref.alloca outside any launch (the stack).
// Every other memref of the host code lives on the device.
func hostMemory(v *ir.Value) bool {
	d := v.DefiningOp()
	if d == nil || d.Def() != memref.Alloca {
		return false
	}
	for p := d.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Def() == gpu.Launch || p.Def() == gpu.Module || p.Def() == gpu.Func {
			return false
		}
	}
	return true
}

// contains reports whether op or an op nested in it satisfies pred.
func contains(op *ir.Operation, pred func(*ir.Operation) bool) bool {
	found := false
	ir.WalkOps(op, func(o *ir.Operation) {
		if !found && pred(o) {
			found = true
		}
	})
	return found
}

// mappedApart reports whether hostBlock maps op on its own rather than in
// a launch of one thread: a launch, a copy, a parallel loop or host control
// flow around them.
func mappedApart(op *ir.Operation) bool {
	switch op.Def() {
	case gpu.Launch, gpu.LaunchFunc, memref.Copy:
		return true
	case scf.Parallel:
		if op.NumResults() == 0 {
			return true
		}
	}
	return hostAround(op)
}

// hostAround reports whether op is host control flow around parallel loops
// or launches.
func hostAround(op *ir.Operation) bool {
	return contains(op, func(o *ir.Operation) bool {
		return o != op && (o.Def() == scf.Parallel || o.Def() == gpu.Launch || o.Def() == gpu.LaunchFunc)
	})
}

// hostBlock maps the ops of one block of host code.
func (m *mapper) hostBlock(blk *ir.Block) error {
	for _, op := range blk.Ops() {
		if op.Block() != blk {
			continue // moved into a launch with the ops before it
		}
		switch {
		case op.Def() == gpu.Launch || op.Def() == gpu.LaunchFunc:
			// Already on the device.
		case op.Def() == memref.Copy:
			if err := m.copy(op); err != nil {
				return err
			}
		case op.Def() == scf.Parallel && op.NumResults() == 0:
			if err := m.parallel(op); err != nil {
				return err
			}
		case hostAround(op):
			// Host control flow around parallel loops or launches (an
			// earlier mapping's, guarded by a size check): map inside it.
			for _, rg := range op.Regions() {
				for b := rg.Front(); b != nil; b = b.Next() {
					if err := m.hostBlock(b); err != nil {
						return err
					}
				}
			}
		case contains(op, touchesDevice):
			if err := m.singleThread(op); err != nil {
				return err
			}
		}
	}
	return nil
}

// index returns the index constant c, built once at the function's entry.
func (m *mapper) index(c int64) *ir.Value {
	if v := m.consts[c]; v != nil {
		return v
	}
	ctx := m.b.Ctx
	ip := m.b.Save()
	m.b.SetInsertionPointToStart(m.entry)
	v := m.b.Build(arith.Constant, nil, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), c)}).Result(0)
	m.b.Restore(ip)
	m.consts[c] = v
	return v
}

func (m *mapper) binary(d *ir.OpDef, x, y *ir.Value) *ir.Value {
	return m.b.Build(d, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

func (m *mapper) cmp(pred arith.CmpIPredicate, x, y *ir.Value) *ir.Value {
	ctx := m.b.Ctx
	return m.b.Build(arith.CmpI, []*ir.Value{x, y}, []ir.Type{ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), int64(pred))}).Result(0)
}

// launch builds a gpu.launch of grid x block threads (x dimension only)
// at the builder's point and returns the body's entry block.
func (m *mapper) launch(grid, block *ir.Value) *ir.Block {
	return m.launchWith(grid, block)
}

// launchWith is launch with workgroup buffers of the given types (the
// entry block's arguments after the twelve ids and sizes).
func (m *mapper) launchWith(grid, block *ir.Value, workgroup ...ir.Type) *ir.Block {
	ctx := m.b.Ctx
	one := m.index(1)
	body := ir.NewRegion()
	entry := ir.NewBlock()
	for i := 0; i < 12; i++ {
		entry.AddArgument(ctx.IndexType(), m.b.Loc)
	}
	for _, t := range workgroup {
		entry.AddArgument(t, m.b.Loc)
	}
	body.Append(entry)
	m.b.Create(&ir.OperationState{Name: ctx.NameOf(gpu.Launch),
		Operands: []*ir.Value{grid, one, one, block, one, one},
		Regions:  []*ir.Region{body},
		Attrs: []ir.NamedAttr{
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0})},
			{Name: "workgroup_attributions", Value: ctx.IntegerAttr(ctx.I(64), int64(len(workgroup)))},
		}})
	return entry
}

// delinearize maps p's induction variables to the iteration at position
// linear of its iteration space (counts per dim), innermost fastest; p's
// bounds are read through mapping (a nested loop's may be cloned values).
func (m *mapper) delinearize(p *ir.Operation, linear *ir.Value, counts []*ir.Value, mapping *ir.IRMapping) {
	lbs, steps := execGroup(p, 0), execGroup(p, 2)
	rest := linear
	ivs := p.Region(0).Front().Args()
	// With static counts of fewer than 2^31 iterations in all (a thread's
	// linear position is below that plus a block), the divisions run on
	// 32 bits: a 64-bit division by a constant is several times the
	// instructions of a 32-bit one, and the im2col gathers spent most of
	// their time in them.
	i32 := m.b.Ctx.I(32)
	narrow := len(ivs) > 1 && fitsInt32(counts)
	var counts32 []*ir.Value
	if narrow {
		rest = m.b.Build(arith.IndexCast, []*ir.Value{linear}, []ir.Type{i32}).Result(0)
		for _, c := range counts {
			n, _ := staticdyn.ConstantInt(c)
			counts32 = append(counts32, m.b.Build(arith.Constant, nil, []ir.Type{i32},
				ir.NamedAttr{Name: "value", Value: m.b.Ctx.IntegerAttr(i32, n)}).Result(0))
		}
	}
	for i := len(ivs) - 1; i >= 0; i-- {
		pos := rest
		if i > 0 {
			count := counts[i]
			if narrow {
				count = counts32[i]
			}
			pos = m.binary(arith.RemUI, rest, count)
			rest = m.binary(arith.DivUI, rest, count)
		}
		if narrow {
			pos = m.b.Build(arith.IndexCastUI, []*ir.Value{pos}, []ir.Type{m.b.Ctx.IndexType()}).Result(0)
		}
		iv, step, lb := pos, mapping.Lookup(steps[i]), mapping.Lookup(lbs[i])
		if st, ok := staticdyn.ConstantInt(step); !ok || st != 1 {
			iv = m.binary(arith.MulI, iv, step)
		}
		if l, ok := staticdyn.ConstantInt(lb); !ok || l != 0 {
			iv = m.binary(arith.AddI, iv, lb)
		}
		mapping.Map(ivs[i], iv)
	}
}

// fitsInt32 reports whether counts are constants whose product, plus a
// block of threads past it, is below 2^31.
func fitsInt32(counts []*ir.Value) bool {
	total := int64(1)
	for _, c := range counts {
		n, ok := staticdyn.ConstantInt(c)
		if !ok || n < 0 {
			return false
		}
		total *= n
		if total >= 1<<31-1<<16 {
			return false
		}
	}
	return true
}

// parallel maps an outermost scf.parallel to a launch over its
// iterations.
func (m *mapper) parallel(p *ir.Operation) error {
	p = serializeLoadDim(m.b, p)
	m.b.Loc = p.Loc()
	m.b.SetInsertionPoint(p)
	n := p.Region(0).Front().NumArgs()
	var vec *vectorPlan
	if _, rows := planRows(p); !rows {
		if plan, ok := planVector(p, m.vectorWidth); ok {
			vec = plan
		}
	}
	lbs := execGroup(p, 0)
	ubs := execGroup(p, 1)
	steps := execGroup(p, 2)
	// Trip counts, all static when the bounds are.
	static := int64(1)
	allStatic := true
	counts := make([]*ir.Value, n)
	for i := 0; i < n; i++ {
		lb, okL := staticdyn.ConstantInt(lbs[i])
		ub, okU := staticdyn.ConstantInt(ubs[i])
		st, okS := staticdyn.ConstantInt(steps[i])
		if okS && st <= 0 {
			return p.EmitError("cannot map a parallel loop of step %d to the GPU", st)
		}
		if okL && okU && okS {
			c := int64(0)
			if ub > lb {
				c = (ub - lb + st - 1) / st
			}
			if vec != nil && i == n-1 {
				c /= vec.width // a thread runs width iterations
			}
			counts[i] = m.index(c)
			static *= c
			continue
		}
		allStatic = false
		span := m.binary(arith.MaxSI, m.binary(arith.SubI, ubs[i], lbs[i]), m.index(0))
		counts[i] = m.binary(arith.CeilDivUI, span, steps[i])
	}
	var total *ir.Value
	block := m.blockSize
	if allStatic {
		if static == 0 {
			p.Erase()
			return nil
		}
		if static < block {
			block = static
		}
		total = m.index(static)
	} else {
		total = counts[0]
		for _, c := range counts[1:] {
			total = m.binary(arith.MulI, total, c)
		}
		// A launch of zero blocks is an error on the device: skip it.
		nonEmpty := m.cmp(arith.CmpIUGT, total, m.index(0))
		ifOp := m.emptyIf(nonEmpty)
		m.b.SetInsertionPoint(ifOp.Region(0).Front().Last())
	}
	if plan, ok := planRows(p); ok {
		m.rows(p, plan, total, counts)
		return nil
	}
	blockSize := m.index(block)
	var grid *ir.Value
	if allStatic {
		grid = m.index((static + block - 1) / block)
	} else {
		grid = m.binary(arith.CeilDivUI, total, blockSize)
	}
	entry := m.launch(grid, blockSize)
	m.b.SetInsertionPointToEnd(entry)
	// The thread's iteration: block_id.x * block_dim.x + thread_id.x.
	linear := m.binary(arith.AddI, m.binary(arith.MulI, entry.Arg(0), entry.Arg(9)), entry.Arg(3))
	inRange := m.cmp(arith.CmpIULT, linear, total)
	guard := m.emptyIf(inRange)
	m.b.SetInsertionPointToEnd(entry)
	m.b.Build(gpu.Terminator, nil, nil)
	m.b.SetInsertionPoint(guard.Region(0).Front().Last())
	mapping := ir.NewIRMapping()
	m.delinearize(p, linear, counts, mapping)
	if vec != nil {
		m.vectorBody(p, vec, mapping)
		p.Erase()
		return nil
	}
	for _, op := range p.Region(0).Front().Ops() {
		switch op.Def() {
		case scf.Reduce:
		case scf.Parallel:
			m.sequential(op, mapping)
		default:
			m.b.Insert(op.Clone(mapping))
		}
	}
	p.Erase()
	return nil
}

// sequential emits a parallel loop nested in a thread's work (by
// strata-gpu-fuse-rows) as a nest of scf.for loops.
func (m *mapper) sequential(p *ir.Operation, mapping *ir.IRMapping) {
	lbs, ubs, steps := execGroup(p, 0), execGroup(p, 1), execGroup(p, 2)
	ivs := p.Region(0).Front().Args()
	var nest func(d int)
	nest = func(d int) {
		if d == len(ivs) {
			m.cloneBody(p, mapping)
			return
		}
		scf.BuildFor(m.b, mapping.Lookup(lbs[d]), mapping.Lookup(ubs[d]), mapping.Lookup(steps[d]), nil,
			func(iv *ir.Value, _ []*ir.Value) []*ir.Value {
				mapping.Map(ivs[d], iv)
				nest(d + 1)
				return nil
			})
	}
	nest(0)
}

// cloneBody clones a parallel loop's body, but for its scf.reduce, at the
// builder's point.
func (m *mapper) cloneBody(p *ir.Operation, mapping *ir.IRMapping) {
	for _, op := range p.Region(0).Front().Ops() {
		if op.Def() != scf.Reduce {
			m.b.Insert(op.Clone(mapping))
		}
	}
}

// execGroup returns operand group g of an op.
func execGroup(op *ir.Operation, g int) []*ir.Value {
	s, n := op.Def().OperandGroupRange(op, g)
	return op.Operands()[s : s+n]
}

// emptyIf builds `scf.if %cond { scf.yield }` at the builder's point.
func (m *mapper) emptyIf(cond *ir.Value) *ir.Operation {
	ctx := m.b.Ctx
	then := ir.NewRegion()
	blk := ir.NewBlock()
	then.Append(blk)
	blk.Append(ir.Create(&ir.OperationState{Name: ctx.NameOf(scf.Yield), Loc: m.b.Loc}))
	return m.b.Create(&ir.OperationState{Name: ctx.NameOf(scf.If), Operands: []*ir.Value{cond},
		Regions: []*ir.Region{then, ir.NewRegion()}})
}

// copy rewrites memref.copy as a parallel loop of loads and stores (a
// launch of one thread for rank 0), then maps it.
func (m *mapper) copy(op *ir.Operation) error {
	m.b.Loc = op.Loc()
	m.b.SetInsertionPoint(op)
	c, _ := memref.AsCopy(op)
	src, dst := c.Source(), c.Target()
	mt, ok := src.Type().(*ir.MemRefType)
	if !ok {
		return op.EmitError("expected a ranked memref")
	}
	if len(mt.Dims) == 0 {
		entry := m.launch(m.index(1), m.index(1))
		m.b.SetInsertionPointToEnd(entry)
		v := m.b.Build(memref.Load, []*ir.Value{src}, []ir.Type{mt.Elem}).Result(0)
		m.b.Build(memref.Store, []*ir.Value{v, dst}, nil)
		m.b.Build(gpu.Terminator, nil, nil)
		op.Erase()
		return nil
	}
	p, err := scftransforms.CopyAsLoops(c)
	if err != nil {
		return err
	}
	return m.parallel(p)
}

// singleThread moves op into a launch of one thread, with the
// straight-line code after it that computes on what it loads (a rank-0
// linalg op lowers to a load, scalar arithmetic and a store on the host):
// the run of following ops that touch buffer contents or are pure and use
// a value of the run. Pure ops in between that do not depend on the run
// stay on the host, moved before the launch. Scalars of the run that host
// code still uses after it (a value returned, a branch condition, a size)
// come back through device memory (hostResults).
func (m *mapper) singleThread(op *ir.Operation) error {
	run := []*ir.Operation{op}
	inRun := map[*ir.Value]bool{}
	for _, r := range op.Results() {
		inRun[r] = true
	}
	var hoist []*ir.Operation
	inside := func(o *ir.Operation) bool { return slices.Contains(run, op.Block().FindAncestorOpInBlock(o)) }
	escaping := func() []*ir.Value {
		var out []*ir.Value
		for _, o := range run {
			for _, r := range o.Results() {
				if slices.ContainsFunc(r.Users(), func(u *ir.Operation) bool { return !inside(u) }) {
					out = append(out, r)
				}
			}
		}
		return out
	}
extend:
	for next := op.Next(); next != nil && len(escaping()) > 0; next = next.Next() {
		pure := next.HasTrait(ir.Pure) && next.NumRegions() == 0 && !next.HasTrait(ir.Terminator)
		usesRun := false
		for _, v := range next.Operands() {
			usesRun = usesRun || inRun[v]
		}
		switch {
		case mappedApart(next):
			break extend
		case contains(next, touchesDevice), pure && usesRun:
			run = append(run, next)
			for _, r := range next.Results() {
				inRun[r] = true
			}
		case pure:
			hoist = append(hoist, next)
		default:
			break extend
		}
	}
	escaped := escaping()
	for _, v := range escaped {
		if !scalarType(v.Type()) {
			return op.EmitError("cannot run this op on the GPU: its result of type '%s' is used by host code", ir.TypeString(v.Type()))
		}
	}
	for _, h := range hoist {
		h.MoveBefore(op)
	}
	m.b.Loc = op.Loc()
	m.b.SetInsertionPoint(op)
	one := m.index(1)
	entry := m.launch(one, one)
	launch := entry.ParentOp()
	for _, o := range run {
		o.Remove()
		entry.Append(o)
	}
	m.b.SetInsertionPointToEnd(entry)
	m.b.Build(gpu.Terminator, nil, nil)
	m.hostResults(launch, escaped)
	return nil
}

// hostResults hands the scalars a launch computes and host code after it
// uses back to the host: the launch stores each into a device buffer of
// its own, which gpu.memcpy copies into host memory (a memref.alloca at
// the function's entry, on the stack), where host code loads it.
func (m *mapper) hostResults(launch *ir.Operation, values []*ir.Value) {
	ctx := m.b.Ctx
	noSizes := ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 0})}
	body := launch.Region(0).Front()
	m.b.SetInsertionPointAfter(launch)
	after := m.b.Save()
	for _, v := range values {
		cell := ctx.MemRefType(nil, v.Type(), nil, nil)
		m.b.SetInsertionPoint(launch)
		device := m.b.Build(memref.Alloc, nil, []ir.Type{cell}, noSizes).Result(0)
		ip := m.b.Save()
		m.b.SetInsertionPointToStart(m.entry)
		host := m.b.Build(memref.Alloca, nil, []ir.Type{cell}, noSizes).Result(0)
		m.b.Restore(ip)
		m.b.SetInsertionPoint(body.Last())
		m.b.Build(memref.Store, []*ir.Value{v, device}, nil)
		m.b.Restore(after)
		m.b.Build(gpu.Memcpy, []*ir.Value{host, device}, nil)
		m.b.Build(memref.Dealloc, []*ir.Value{device}, nil)
		loaded := m.b.Build(memref.Load, []*ir.Value{host}, []ir.Type{v.Type()}).Result(0)
		after = m.b.Save()
		v.ReplaceUsesWithIf(loaded, func(u *ir.OpOperand) bool { return launch.Block().FindAncestorOpInBlock(u.Owner()) != launch })
	}
}

// scalarType reports whether a value of type t can go through a memref
// cell: an integer, float or index.
func scalarType(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType, *ir.IndexType:
		return true
	}
	return false
}
