package scftogpu

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"math"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/scftransforms"
	"github.com/strata-compiler/strata/rewrite"
)

// Rows: an outermost scf.parallel whose iterations each accumulate long
// runs of values (a reduction's `scf.for %j { acc[I] = combine(f(j),
// acc[I]) }`, as convert-linalg-to-parallel-loops writes row sums, maxima
// and norms) runs one block per iteration instead of one thread: the
// block's threads take every block-size'th j, combine their partial
// values with gpu.all_reduce (a tree in workgroup memory in blocks smaller
// than a warp), and thread 0 combines the total
// with acc[I]. The reads of a row are then coalesced and spread over a
// block, where one thread per row walked it alone. The combination is
// reassociated (as PyTorch's and every GPU reduction is), so results may
// differ from the sequential loop's in the last bits of floats.

// reduceNames are gpu.all_reduce's names of the combiners.
var reduceNames = map[*ir.OpDef]string{
	arith.AddF: "add", arith.MulF: "mul", arith.MaximumF: "maximumf", arith.MinimumF: "minimumf",
	arith.MaxNumF: "maxnumf", arith.MinNumF: "minnumf", arith.AddI: "add", arith.OrI: "or", arith.XOrI: "xor",
	arith.MulI: "mul", arith.AndI: "and", arith.MaxUI: "maxui", arith.MinUI: "minui", arith.MaxSI: "maxsi",
	arith.MinSI: "minsi",
}

// combiners are the accumulations a block may reassociate, with the
// value that leaves the other operand unchanged.
var combiners = map[*ir.OpDef]func(ctx *ir.Context, t ir.Type) ir.Attribute{
	arith.AddF:     floatIdentity(math.Copysign(0, -1)),
	arith.MulF:     floatIdentity(1),
	arith.MaximumF: floatIdentity(math.Inf(-1)),
	arith.MinimumF: floatIdentity(math.Inf(1)),
	arith.MaxNumF:  floatIdentity(math.NaN()),
	arith.MinNumF:  floatIdentity(math.NaN()),
	arith.AddI:     intIdentity(func(int) int64 { return 0 }),
	arith.OrI:      intIdentity(func(int) int64 { return 0 }),
	arith.XOrI:     intIdentity(func(int) int64 { return 0 }),
	arith.MulI:     intIdentity(func(int) int64 { return 1 }),
	arith.AndI:     intIdentity(func(int) int64 { return -1 }),
	arith.MaxUI:    intIdentity(func(int) int64 { return 0 }),
	arith.MinUI:    intIdentity(func(int) int64 { return -1 }),
	arith.MaxSI:    intIdentity(func(w int) int64 { return -1 << (w - 1) }),
	arith.MinSI:    intIdentity(func(w int) int64 { return 1<<(w-1) - 1 }),
}

func floatIdentity(v float64) func(*ir.Context, ir.Type) ir.Attribute {
	return func(ctx *ir.Context, t ir.Type) ir.Attribute {
		if ft, ok := t.(*ir.FloatType); ok {
			return ctx.FloatAttr(ft, v)
		}
		return nil
	}
}

func intIdentity(v func(width int) int64) func(*ir.Context, ir.Type) ir.Attribute {
	return func(ctx *ir.Context, t ir.Type) ir.Attribute {
		if it, ok := t.(*ir.IntegerType); ok && it.Width > 1 && it.Width <= 64 {
			return ctx.IntegerAttr(t, v(it.Width))
		}
		return nil
	}
}

// accumulation is a matched `scf.for` accumulating into one element.
type accumulation struct {
	loop    scf.ForOp
	load    memref.LoadOp
	combine *ir.Operation
	store   memref.StoreOp
}

// matchAccumulation matches `scf.for %j { ...; %a = load B[I]; %r =
// combine(%y, %a); store %r, B[I] }` with I defined outside the loop, %a
// used only by the combination, no other store and no other read of B's
// buffer in the loop, no iter_args, and no nested region.
func matchAccumulation(op *ir.Operation) (*accumulation, bool) {
	f, ok := scf.AsFor(op)
	if !ok || f.NumResults() != 0 || len(f.InitArgs()) != 0 {
		return nil, false
	}
	body := f.Region(0).Front()
	ops := body.Ops()
	if len(ops) < 4 {
		return nil, false
	}
	store, ok := memref.AsStore(ops[len(ops)-2])
	if !ok {
		return nil, false
	}
	combine := store.Value().DefiningOp()
	if combine == nil || combine.Block() != body || combiners[combine.Def()] == nil || combine.NumOperands() != 2 {
		return nil, false
	}
	var load memref.LoadOp
	for _, v := range combine.Operands() {
		if d, ok := memref.AsLoad(v.DefiningOp()); ok && d.Block() == body && d.MemRef() == store.MemRef() {
			load = d
		}
	}
	if load.Operation == nil || load.Result(0).NumUses() != 1 || combine.Result(0).NumUses() != 1 {
		return nil, false
	}
	loadIdx, storeIdx := load.Indices(), store.Indices()
	if len(loadIdx) != len(storeIdx) {
		return nil, false
	}
	for i, v := range storeIdx {
		if loadIdx[i] != v || f.Region(0).IsAncestor(v.ParentRegion()) {
			return nil, false
		}
	}
	root := rewrite.ViewRoot(store.MemRef())
	for _, o := range ops[:len(ops)-1] {
		switch {
		case o == load.Operation || o == combine || o == store.Operation:
		case o.NumRegions() != 0:
			return nil, false
		case o.Def() == memref.Load:
			if l, _ := memref.AsLoad(o); rewrite.ViewRoot(l.MemRef()) == root {
				return nil, false
			}
		case !rewrite.IsMemoryEffectFree(o):
			return nil, false
		}
	}
	return &accumulation{loop: f, load: load, combine: combine, store: store}, true
}

// rowPlan says how each op of a parallel loop's body runs in a block per
// iteration: accumulations by the whole block, stores by thread 0 (a
// barrier after, so that every thread reads what they wrote), loads and
// pure ops by every thread.
type rowPlan struct {
	ops   []*ir.Operation
	accum map[*ir.Operation]*accumulation
	elem  ir.Type
}

// planRows returns the plan of p's body, or false when p is not a loop of
// rows: no accumulation, a reduction of its own, other memory work or
// nested regions outside the accumulations, accumulations of several
// element types, or a short static run (where a thread per row is as
// good).
func planRows(p *ir.Operation) (*rowPlan, bool) {
	if p.NumResults() != 0 {
		return nil, false
	}
	plan := &rowPlan{accum: map[*ir.Operation]*accumulation{}}
	for _, op := range p.Region(0).Front().Ops() {
		if op.Def() == scf.Reduce {
			continue
		}
		switch {
		case op.Def() == scf.Parallel && op.NumResults() == 0:
			if _, ok := scftransforms.LoadsAndStores(op); !ok || contains(op, func(o *ir.Operation) bool { return o != op && o.Def() == scf.Parallel }) {
				return nil, false
			}
		case op.Def() == scf.For:
			a, ok := matchAccumulation(op)
			if !ok {
				return nil, false
			}
			t := a.store.Value().Type()
			if plan.elem != nil && plan.elem != t {
				return nil, false
			}
			if n, ok := scf.TripCount(op); ok && n < 32 {
				return nil, false
			}
			plan.elem = t
			plan.accum[op] = a
		case op.NumRegions() != 0:
			return nil, false
		case op.Def() == memref.Load || op.Def() == memref.Store || rewrite.IsMemoryEffectFree(op):
		default:
			return nil, false
		}
		plan.ops = append(plan.ops, op)
	}
	if len(plan.accum) == 0 {
		return nil, false
	}
	return plan, true
}

// rowThreadElements is the fewest elements of a row's longest run a
// thread of its block takes (a row of 1024 gets 128 threads; 4096, 256).
const rowThreadElements = 8

// rows maps p, a loop of total iterations (counts per dim), by plan.
func (m *mapper) rows(p *ir.Operation, plan *rowPlan, total *ir.Value, counts []*ir.Value) {
	ctx := m.b.Ctx
	block := m.blockSize
	// A power of two, for the tree; runs shorter than the block get a
	// smaller one.
	for block&(block-1) != 0 {
		block &= block - 1
	}
	longest := int64(0)
	for _, a := range plan.accum {
		n, ok := scf.TripCount(a.loop.Operation)
		if !ok {
			longest = block * rowThreadElements // dynamic: the whole block
			break
		}
		longest = max(longest, n)
	}
	// Each thread takes at least rowThreadElements of the longest run:
	// fewer threads a row (down to a warp) for short rows, whose blocks
	// then spend less of their time in the block-wide reductions.
	for block > 32 && block/2*rowThreadElements >= longest {
		block /= 2
	}
	// Blocks of whole warps reduce with gpu.all_reduce (warp shuffles,
	// one barrier); smaller ones with a tree in workgroup memory.
	var workgroup []ir.Type
	tree := block < 32
	if tree {
		workgroup = append(workgroup, ctx.MemRefType([]int64{block}, plan.elem, nil, gpu.Enum(ctx, "address_space", "workgroup")))
	}
	entry := m.launchWith(total, m.index(block), workgroup...)
	m.b.SetInsertionPointToEnd(entry)
	m.b.SetInsertionPoint(m.b.Build(gpu.Terminator, nil, nil))
	row, tid := entry.Arg(0), entry.Arg(3)
	var buf *ir.Value
	if tree {
		buf = entry.Arg(12)
	}
	mapping := ir.NewIRMapping()
	m.delinearize(p, row, counts, mapping)
	first := m.cmp(arith.CmpIEQ, tid, m.index(0))
	defer func() { m.row = nil }()
	emit := func(blk *ir.Block, width int64, checked []*ir.Value) {
		m.b.SetInsertionPoint(blk.Last())
		if tree {
			m.rowOps(plan, mapping, tid, buf, block, first)
			return
		}
		m.row = newRowValues(p, plan, blk, tid)
		m.row.width = width
		for _, mem := range checked {
			m.row.vectorChecked[mem] = true
		}
		m.rowOps(plan, mapping, tid, buf, block, first)
	}
	if checked := rowVectorMemRefs(p, plan, m.vectorWidth); !tree && m.vectorWidth > 1 && len(checked) > 0 {
		// The row twice: in runs of vectors where the kernel finds the
		// memrefs aligned for them, element by element otherwise.
		thenBlock, elseBlock := m.ifElse(m.vectorAligned(&vectorPlan{width: m.vectorWidth, memrefs: checked}, mapping))
		emit(thenBlock, m.vectorWidth, checked)
		emit(elseBlock, 1, nil)
	} else {
		emit(entry, 1, nil)
	}
	p.Erase()
}

// rowOps emits the ops of a row's plan at the builder's point.
func (m *mapper) rowOps(plan *rowPlan, mapping *ir.IRMapping, tid, buf *ir.Value, block int64, first *ir.Value) {
	for _, op := range plan.ops {
		switch a := plan.accum[op]; {
		case a != nil:
			m.blockAccumulate(a, mapping, tid, buf, block, first)
		case op.Def() == scf.Parallel:
			m.shareIterations(op, mapping, tid, block)
		case op.Def() == memref.Store:
			ifOp := m.emptyIf(first)
			ip := m.b.Save()
			m.b.SetInsertionPoint(ifOp.Region(0).Front().Last())
			m.b.Insert(op.Clone(mapping))
			m.b.Restore(ip)
			store, _ := memref.AsStore(op)
			m.hold(store.MemRef(), store.Indices(), mapping, mapping.Lookup(store.Value()))
			m.b.Build(gpu.Barrier, nil, nil)
		default:
			m.cloneOps([]*ir.Operation{op}, mapping, nil)
		}
	}
}

// blockAccumulate emits one accumulation run by the block: partial values
// over the thread's j, their gpu.all_reduce (or, with buf, a tree in
// it), thread 0's combination with the accumulator and its store, and a
// barrier.
func (m *mapper) blockAccumulate(a *accumulation, outer *ir.IRMapping, tid, buf *ir.Value, block int64, first *ir.Value) {
	ctx := m.b.Ctx
	elem := a.store.Value().Type()
	combine := a.combine.Def()
	identity := m.b.Build(arith.Constant, nil, []ir.Type{elem},
		ir.NamedAttr{Name: "value", Value: combiners[combine](ctx, elem)}).Result(0)
	lb, ub, step := outer.Lookup(a.loop.LowerBound()), outer.Lookup(a.loop.UpperBound()), outer.Lookup(a.loop.Step())
	body := a.loop.Region(0).Front()
	accumulate := func(j *ir.Value, acc []*ir.Value) []*ir.Value {
		mp := outer // the loop's ops are cloned once: its own names do not clash
		mp.Map(body.Arg(0), j)
		m.cloneOps(body.Ops(), mp, func(o *ir.Operation) bool {
			return o == a.load.Operation || o == a.combine || o == a.store.Operation || o.HasTrait(ir.Terminator)
		})
		y := a.combine.Operand(0)
		if y.DefiningOp() == a.load.Operation {
			y = a.combine.Operand(1)
		}
		return []*ir.Value{m.binary(combine, mp.Lookup(y), acc[0])}
	}
	var partial *ir.Value
	if positions := m.unrolledPositions(lb, ub, step, block); positions != nil {
		acc := []*ir.Value{identity}
		for _, j := range positions {
			acc = accumulate(j, acc)
		}
		partial = acc[0]
	} else {
		start := m.binary(arith.AddI, lb, m.binary(arith.MulI, tid, step))
		stride := m.binary(arith.MulI, step, m.index(block))
		partial = m.threadLoop(start, ub, stride, uniformTrips(lb, ub, step, block), []*ir.Value{identity}, accumulate)[0]
	}
	var total *ir.Value
	if buf == nil {
		total = m.b.Create(&ir.OperationState{Name: ctx.NameOf(gpu.AllReduce), Operands: []*ir.Value{partial},
			Types: []ir.Type{elem}, Regions: []*ir.Region{ir.NewRegion()},
			Attrs: []ir.NamedAttr{
				{Name: "op", Value: gpu.Enum(ctx, "all_reduce_op", reduceNames[combine])},
				{Name: "uniform", Value: ctx.UnitAttr()},
			}}).Result(0)
	} else {
		m.b.Build(memref.Store, []*ir.Value{partial, buf, tid}, nil)
		m.b.Build(gpu.Barrier, nil, nil)
		for half := block / 2; half >= 1; half /= 2 {
			ifOp := m.emptyIf(m.cmp(arith.CmpIULT, tid, m.index(half)))
			ip := m.b.Save()
			m.b.SetInsertionPoint(ifOp.Region(0).Front().Last())
			mine := m.b.Build(memref.Load, []*ir.Value{buf, tid}, []ir.Type{elem}).Result(0)
			other := m.b.Build(memref.Load, []*ir.Value{buf, m.binary(arith.AddI, tid, m.index(half))}, []ir.Type{elem}).Result(0)
			m.b.Build(memref.Store, []*ir.Value{m.binary(combine, mine, other), buf, tid}, nil)
			m.b.Restore(ip)
			m.b.Build(gpu.Barrier, nil, nil)
		}
	}
	buffer, indices := a.store.MemRef(), a.store.Indices()
	if init := m.heldValue(buffer, indices, outer); init != nil && buf == nil {
		// Every thread has the total and what the element held before:
		// the new value needs no load, and stays held.
		value := m.binary(combine, total, init)
		ifOp := m.emptyIf(first)
		ip := m.b.Save()
		m.b.SetInsertionPoint(ifOp.Region(0).Front().Last())
		m.b.Insert(a.store.Clone(outer)).SetOperand(0, value)
		m.b.Restore(ip)
		m.hold(buffer, indices, outer, value)
		m.b.Build(gpu.Barrier, nil, nil)
		return
	}
	m.hold(buffer, indices, outer, nil)
	ifOp := m.emptyIf(first)
	ip := m.b.Save()
	m.b.SetInsertionPoint(ifOp.Region(0).Front().Last())
	if buf != nil {
		total = m.b.Build(memref.Load, []*ir.Value{buf, m.index(0)}, []ir.Type{elem}).Result(0)
	}
	load := m.b.Insert(a.load.Clone(outer))
	sum := m.binary(combine, total, load.Result(0))
	m.b.Insert(a.store.Clone(outer)).SetOperand(0, sum)
	m.b.Restore(ip)
	m.b.Build(gpu.Barrier, nil, nil)
}

// shareIterations runs a parallel loop nested in a row's work with the
// block's threads taking every block'th iteration (linearized, innermost
// fastest), then waits for all of them.
func (m *mapper) shareIterations(p *ir.Operation, mapping *ir.IRMapping, tid *ir.Value, block int64) {
	lbs, ubs, steps := execGroup(p, 0), execGroup(p, 1), execGroup(p, 2)
	n := len(lbs)
	counts := make([]*ir.Value, n)
	total := m.index(1)
	static := int64(1)
	for i := 0; i < n; i++ {
		lb, ub, step := mapping.Lookup(lbs[i]), mapping.Lookup(ubs[i]), mapping.Lookup(steps[i])
		l, okL := staticdyn.ConstantInt(lb)
		u, okU := staticdyn.ConstantInt(ub)
		st, okS := staticdyn.ConstantInt(step)
		if okL && okU && okS && st > 0 && static > 0 {
			c := max(u-l+st-1, 0) / st
			counts[i] = m.index(c)
			static *= c
		} else {
			counts[i] = m.binary(arith.CeilDivUI, m.binary(arith.MaxSI, m.binary(arith.SubI, ub, lb), m.index(0)), step)
			static = 0
		}
		total = m.binary(arith.MulI, total, counts[i])
	}
	trips := int64(0)
	if static > 0 && static%block == 0 {
		trips = static / block
	}
	body := p.Region(0).Front()
	isReduce := func(o *ir.Operation) bool { return o.Def() == scf.Reduce }
	if n == 1 {
		if positions := m.unrolledPositions(mapping.Lookup(lbs[0]), mapping.Lookup(ubs[0]), mapping.Lookup(steps[0]), block); positions != nil {
			var runStores []memref.StoreOp
			if _, runs := m.row.lanes[positions[0]]; runs {
				runStores = m.runStores(body)
			}
			skip := func(o *ir.Operation) bool {
				for _, s := range runStores {
					if o == s.Operation {
						return true
					}
				}
				return isReduce(o)
			}
			values := make([][]*ir.Value, len(runStores))
			for _, iv := range positions {
				mapping.Map(body.Arg(0), iv)
				m.cloneOps(body.Ops(), mapping, skip)
				for i, s := range runStores {
					values[i] = append(values[i], mapping.Lookup(s.Value()))
					if lane := m.row.lanes[iv]; lane.lane == len(lane.run)-1 {
						m.storeRun(s, lane.run, values[i], mapping)
						values[i] = nil
					}
				}
			}
			m.b.Build(gpu.Barrier, nil, nil)
			return
		}
	}
	m.threadLoop(tid, total, m.index(block), trips, nil, func(linear *ir.Value, _ []*ir.Value) []*ir.Value {
		m.delinearize(p, linear, counts, mapping)
		m.cloneOps(body.Ops(), mapping, isReduce)
		return nil
	})
	m.b.Build(gpu.Barrier, nil, nil)
}

// rowUnroll is how many of its iterations a thread's loop over a row
// runs per trip when every thread makes the same number of trips: their
// loads are then in flight together (the accumulation keeps its order, so
// results do not change).
const rowUnroll = 4

// threadLoop builds a thread's loop `for j = start; j < ub; j += stride`
// whose body(j, acc) returns the new accumulators, and returns the final
// ones. When every thread makes trips trips (0: unknown) and rowUnroll
// divides them, each trip runs rowUnroll bodies, at j, j + stride, ....
func (m *mapper) threadLoop(start, ub, stride *ir.Value, trips int64, inits []*ir.Value, body func(j *ir.Value, acc []*ir.Value) []*ir.Value) []*ir.Value {
	if trips == 0 || trips%rowUnroll != 0 {
		return scf.BuildFor(m.b, start, ub, stride, inits, body).Results()
	}
	wide := m.binary(arith.MulI, stride, m.index(rowUnroll))
	return scf.BuildFor(m.b, start, ub, wide, inits, func(j *ir.Value, acc []*ir.Value) []*ir.Value {
		for u := int64(0); u < rowUnroll; u++ {
			ju := j
			if u > 0 {
				ju = m.binary(arith.AddI, j, m.binary(arith.MulI, stride, m.index(u)))
			}
			acc = body(ju, acc)
		}
		return acc
	}).Results()
}

// unrolledPositions returns a thread's positions in [lb, ub) by step,
// thread t starting at lb + t*step and striding step*block, when the
// builder is at the row's top level, the bounds are constants, and every
// thread has the same positions count of at most rowRegisters; else nil.
func (m *mapper) unrolledPositions(lb, ub, step *ir.Value, block int64) []*ir.Value {
	trips := uniformTrips(lb, ub, step, block)
	if !m.atTopLevel() || trips == 0 || trips > rowRegisters {
		return nil
	}
	l, _ := staticdyn.ConstantInt(lb)
	s, _ := staticdyn.ConstantInt(step)
	positions := make([]*ir.Value, trips)
	if width := m.row.width; width > 1 && s == 1 && l%width == 0 && trips%width == 0 {
		// Runs of width: thread t's k-th run of each block-wide chunk
		// starts at l + k*width*block + t*width.
		for first := int64(0); first < trips; first += width {
			run := positions[first : first+width]
			for lane := range run {
				run[lane] = m.position(width, l+first*block+int64(lane))
				m.row.lanes[run[lane]] = rowLane{run: run, lane: lane}
			}
		}
		return positions
	}
	for k := range positions {
		positions[k] = m.position(s, l+int64(k)*s*block)
	}
	return positions
}

// uniformTrips is the number of trips each of block threads makes over
// [lb, ub) by step, thread t starting at lb + t*step and striding
// step*block, when the bounds are constants and the extent is a multiple
// of step*block; else 0.
func uniformTrips(lb, ub, step *ir.Value, block int64) int64 {
	l, okL := staticdyn.ConstantInt(lb)
	u, okU := staticdyn.ConstantInt(ub)
	st, okS := staticdyn.ConstantInt(step)
	if !okL || !okU || !okS || st <= 0 || u <= l || (u-l)%(st*block) != 0 {
		return 0
	}
	return (u - l) / (st * block)
}
