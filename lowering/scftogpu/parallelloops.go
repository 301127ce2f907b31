package scftogpu

import (
	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// ConvertParallelLoopsPass is convert-parallel-loops-to-gpu: upstream's
// lowering of scf.parallel nests annotated by gpu-map-parallel-loops.
var ConvertParallelLoopsPass = &passes.Pass{
	Argument: "convert-parallel-loops-to-gpu",
	Name:     "ConvertParallelLoopToGpu",
	Summary:  "Convert mapped scf.parallel ops to gpu launch operations",
	Description: "Each outermost scf.parallel with a `mapping` attribute becomes a gpu.launch. A dimension mapped to a " +
		"block or thread id runs once per id: the launch size on that processor is the trip count ((ub - lb) ceildiv " +
		"step through the bound map, an affine.apply on the host) and the induction variable is `id * step + lb` " +
		"through the map (an affine.apply in the kernel); a sequential dimension becomes an scf.for in the kernel. " +
		"scf.parallel ops directly in the body are mapped into the same launch; their bounds must be computable " +
		"above the launch, or have a constant upper bound through affine.min, in which case the launch uses that " +
		"bound and an scf.if skips the ids past the loop's own. Side effects before or after a nested loop, two " +
		"dimensions on one processor, reductions and mappings of the wrong length are errors. Unlike upstream, a " +
		"launch of constant size zero is dropped and one of dynamic size runs only when every size is positive",
	Anchor:   fn.Func.Name,
	Dialects: []string{"gpu", "scf", "arith", "affine"},
	Run: func(r *passes.Run) error {
		var roots []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == scf.Parallel && op.Attr(MappingAttrName) != nil && !insideMapped(op) {
				roots = append(roots, op)
			}
		})
		for _, p := range roots {
			c := &loopLauncher{b: ir.NewBuilder(r.Ctx), mapping: ir.NewIRMapping()}
			if err := c.convert(p); err != nil {
				return err
			}
		}
		return nil
	},
}

// insideMapped reports whether op is nested in a mapped scf.parallel or a
// gpu.launch.
func insideMapped(op *ir.Operation) bool {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Def() == gpu.Launch || p.Def() == scf.Parallel && p.Attr(MappingAttrName) != nil {
			return true
		}
	}
	return false
}

// loopLauncher builds the gpu.launch of one mapped loop nest.
type loopLauncher struct {
	b       *ir.Builder
	launch  *ir.Operation
	entry   *ir.Block
	mapping *ir.IRMapping
	// bounds[k] is the launch size of processor k (block_x ... thread_z),
	// static[k] its value when known.
	bounds [6]*ir.Value
	static [6]*int64
	// host are the ops built above the launch.
	host []*ir.Operation
	// seenSideEffects: an op with side effects (or regions) was moved into
	// the launch; leftNesting: a nested loop has been mapped.
	seenSideEffects, leftNesting bool
}

func (c *loopLauncher) convert(p *ir.Operation) error {
	ctx := c.b.Ctx
	c.b.Loc = p.Loc()
	c.b.SetInsertionPoint(p)
	one := c.hostConst(1)
	body := ir.NewRegion()
	c.entry = ir.NewBlock()
	for i := 0; i < 12; i++ {
		c.entry.AddArgument(ctx.IndexType(), p.Loc())
	}
	body.Append(c.entry)
	c.launch = c.b.Create(&ir.OperationState{Name: ctx.NameOf(gpu.Launch),
		Operands: []*ir.Value{one, one, one, one, one, one},
		Regions:  []*ir.Region{body},
		Attrs: []ir.NamedAttr{
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0})},
			{Name: "workgroup_attributions", Value: ctx.IntegerAttr(ctx.I(64), 0)},
		}})
	c.b.SetInsertionPointToEnd(c.entry)
	term := c.b.Build(gpu.Terminator, nil, nil)
	c.b.SetInsertionPoint(term)
	if err := c.loop(p); err != nil {
		c.launch.Erase()
		c.eraseUnusedHost()
		return err
	}
	unknown := false
	for k, v := range c.bounds {
		if v == nil {
			continue
		}
		c.launch.SetOperand(k, v)
		if c.static[k] == nil {
			unknown = true
		} else if *c.static[k] <= 0 {
			// No iterations: nothing to launch.
			c.launch.Erase()
			c.eraseUnusedHost()
			p.Erase()
			return nil
		}
	}
	if unknown {
		// A launch of no blocks or threads is an error on the device: run it
		// only when every size is positive.
		c.b.SetInsertionPoint(c.launch)
		var cond *ir.Value
		zero := c.hostConst(0)
		for k, v := range c.bounds {
			if v == nil || c.static[k] != nil {
				continue
			}
			pos := c.cmp(arith.CmpISGT, v, zero)
			if cond == nil {
				cond = pos
			} else {
				cond = c.b.Build(arith.AndI, []*ir.Value{cond, pos}, []ir.Type{ctx.I(1)}).Result(0)
			}
		}
		ifOp := c.ifThen(cond)
		c.launch.MoveBefore(ifOp.Region(0).Front().Last())
	}
	p.Erase()
	return nil
}

// hostConst builds an index constant above the launch.
func (c *loopLauncher) hostConst(v int64) *ir.Value {
	ip := c.b.Save()
	if c.launch != nil {
		c.b.SetInsertionPoint(c.launch)
	}
	ctx := c.b.Ctx
	op := c.b.Build(arith.Constant, nil, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), v)})
	c.b.Restore(ip)
	c.host = append(c.host, op)
	return op.Result(0)
}

// eraseUnusedHost erases the ops built above the launch that nothing uses.
func (c *loopLauncher) eraseUnusedHost() {
	for i := len(c.host) - 1; i >= 0; i-- {
		if op := c.host[i]; op.Block() != nil && op.UseEmpty() {
			op.Erase()
		}
	}
}

func (c *loopLauncher) cmp(pred arith.CmpIPredicate, x, y *ir.Value) *ir.Value {
	ctx := c.b.Ctx
	return c.b.Build(arith.CmpI, []*ir.Value{x, y}, []ir.Type{ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), int64(pred))}).Result(0)
}

// ifThen builds `scf.if %cond { scf.yield }` at the builder's point.
func (c *loopLauncher) ifThen(cond *ir.Value) *ir.Operation {
	ctx := c.b.Ctx
	then := ir.NewRegion()
	blk := ir.NewBlock()
	then.Append(blk)
	blk.Append(ir.Create(&ir.OperationState{Name: ctx.NameOf(scf.Yield), Loc: c.b.Loc}))
	return c.b.Create(&ir.OperationState{Name: ctx.NameOf(scf.If), Operands: []*ir.Value{cond},
		Regions: []*ir.Region{then, ir.NewRegion()}})
}

// apply builds affine.apply of m (one result) on operands.
func (c *loopLauncher) apply(m *ir.AffineMap, operands ...*ir.Value) *ir.Operation {
	ctx := c.b.Ctx
	return c.b.Build(affine.Apply, operands, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "map", Value: ctx.AffineMapAttr(m)})
}

// compose returns m(inner): inner has one dimension and m one dimension
// and one result.
func compose(m, inner *ir.AffineMap) *ir.AffineMap {
	return ir.NewAffineMap(inner.NumDims, inner.NumSyms, []*ir.AffineExpr{m.Results[0].Replace(inner.Results, nil)})
}

var (
	d0, s0, s1 = ir.AffineDimExpr(0), ir.AffineSymExpr(0), ir.AffineSymExpr(1)
	// idMap is (d0)[s0, s1] -> (d0 * s0 + s1): an id times the step plus
	// the lower bound.
	idMap = ir.NewAffineMap(1, 2, []*ir.AffineExpr{ir.AffineAddExpr(ir.AffineMulExpr(d0, s0), s1)})
	// tripMap is (d0)[s0, s1] -> ((d0 - s0) ceildiv s1): the trip count of
	// upper bound d0, lower bound s0 and step s1.
	tripMap = ir.NewAffineMap(1, 2, []*ir.AffineExpr{ir.AffineCeilDivExpr(ir.AffineSub(d0, s0), s1)})
)

// processorIndex returns the launch operand (0..5) of a processor, -1 for
// sequential.
func processorIndex(proc string) int {
	for i, p := range gpu.Processors[:6] {
		if p == proc {
			return i
		}
	}
	return -1
}

// loopMapping checks p's mapping attribute and returns one entry per
// dimension.
func loopMapping(p *ir.Operation) ([]*gpu.LoopDimMapAttr, error) {
	if p.NumResults() != 0 || len(execGroup(p, 3)) != 0 {
		return nil, p.EmitError("mapping failed: cannot map a parallel loop with reductions (init values) to a gpu.launch")
	}
	n := p.Region(0).Front().NumArgs()
	a := p.Attr(MappingAttrName)
	if a == nil {
		return nil, p.EmitError("mapping failed: a parallel loop nested in a mapped one needs a '%s' attribute too", MappingAttrName)
	}
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil, p.EmitError("mapping failed: expected '%s' to be an array of #gpu.loop_dim_map", MappingAttrName)
	}
	if len(arr.Elems) != n {
		return nil, p.EmitError("mapping failed: '%s' has %d entries for a loop of %d dimensions", MappingAttrName, len(arr.Elems), n)
	}
	out := make([]*gpu.LoopDimMapAttr, n)
	for i, a := range arr.Elems {
		m, ok := a.(*gpu.LoopDimMapAttr)
		if !ok {
			return nil, p.EmitError("mapping failed: expected '%s' to be an array of #gpu.loop_dim_map", MappingAttrName)
		}
		for _, am := range []*ir.AffineMap{m.Map, m.Bound} {
			if am.NumDims != 1 || am.NumSyms != 0 || len(am.Results) != 1 {
				return nil, p.EmitError("mapping failed: the map and bound of dimension %d must be affine maps of one dimension and one result", i)
			}
		}
		out[i] = m
	}
	return out, nil
}

// aboveLaunch returns v, or a copy of its constant definition, usable
// above the launch; nil when v is computed inside it.
func (c *loopLauncher) aboveLaunch(v *ir.Value) *ir.Value {
	owner := v.ParentBlock().ParentOp()
	if owner == nil || !c.launch.IsAncestor(owner) {
		return v
	}
	if d := v.DefiningOp(); d != nil && d.HasTrait(ir.ConstantLike) && d.NumOperands() == 0 && d.NumRegions() == 0 {
		ip := c.b.Save()
		c.b.SetInsertionPoint(c.launch)
		cl := c.b.Insert(d.Clone(nil))
		c.b.Restore(ip)
		c.host = append(c.host, cl)
		return cl.Result(v.Index())
	}
	return nil
}

// staticUpperBound returns a constant that bounds v from above: a
// constant result of the affine.min or an operand of the arith.minsi that
// defines it.
func staticUpperBound(v *ir.Value) (int64, bool) {
	if c, ok := staticdyn.ConstantInt(v); ok {
		return c, true
	}
	d := v.DefiningOp()
	if d == nil {
		return 0, false
	}
	best, found := int64(0), false
	take := func(x int64) {
		if !found || x < best {
			best, found = x, true
		}
	}
	switch d.Def() {
	case affine.Min:
		for _, e := range affine.Map(d).Results {
			if e.Kind == ir.AffineConst {
				take(e.Val)
			}
		}
	case arith.MinSI:
		for _, o := range d.Operands() {
			if x, ok := staticdyn.ConstantInt(o); ok {
				take(x)
			}
		}
	}
	return best, found
}

// loop maps one scf.parallel (the launch's or one nested in it) at the
// builder's point inside the launch, then its body.
func (c *loopLauncher) loop(p *ir.Operation) error {
	dims, err := loopMapping(p)
	if err != nil {
		return err
	}
	ctx := c.b.Ctx
	lbs, ubs, steps := execGroup(p, 0), execGroup(p, 1), execGroup(p, 2)
	ivs := p.Region(0).Front().Args()
	for i, dm := range dims {
		lb, ub, step := c.mapping.Lookup(lbs[i]), c.mapping.Lookup(ubs[i]), c.mapping.Lookup(steps[i])
		k := processorIndex(dm.Processor)
		if k < 0 {
			// Sequential: an scf.for in the kernel.
			region := ir.NewRegion()
			blk := ir.NewBlock()
			iv := blk.AddArgument(ctx.IndexType(), p.Loc())
			region.Append(blk)
			blk.Append(ir.Create(&ir.OperationState{Name: ctx.NameOf(scf.Yield), Loc: p.Loc()}))
			c.b.Create(&ir.OperationState{Name: ctx.NameOf(scf.For), Operands: []*ir.Value{lb, ub, step},
				Regions: []*ir.Region{region}})
			c.mapping.Map(ivs[i], iv)
			c.b.SetInsertionPoint(blk.Last())
			continue
		}
		if c.bounds[k] != nil {
			return p.EmitError("mapping failed: cannot redefine the bound for processor %s", dm.Processor)
		}
		iv := c.apply(compose(dm.Map, idMap), c.entry.Arg(k), step, lb).Result(0)
		c.mapping.Map(ivs[i], iv)
		// The launch size, computed above the launch.
		hostLB, hostStep := c.aboveLaunch(lb), c.aboveLaunch(step)
		if hostLB == nil || hostStep == nil {
			return p.EmitError("mapping failed: the lower bound and step of a dimension mapped to %s must be defined above the launch", dm.Processor)
		}
		hostUB := c.aboveLaunch(ub)
		guard := false
		if hostUB == nil {
			bound, ok := staticUpperBound(ub)
			if !ok {
				return p.EmitError("mapping failed: cannot derive loop-invariant upper bound for number of iterations")
			}
			hostUB, guard = c.hostConst(bound), true
		}
		ip := c.b.Save()
		c.b.SetInsertionPoint(c.launch)
		size := c.apply(compose(dm.Bound, tripMap), hostUB, hostLB, hostStep)
		c.b.Restore(ip)
		c.host = append(c.host, size)
		c.bounds[k] = size.Result(0)
		l, okL := staticdyn.ConstantInt(hostLB)
		u, okU := staticdyn.ConstantInt(hostUB)
		s, okS := staticdyn.ConstantInt(hostStep)
		if okL && okU && okS && s > 0 {
			e := dm.Bound.Results[0].Replace([]*ir.AffineExpr{ir.AffineConstExpr(ceilDivInt(u-l, s))}, nil)
			if e.Kind == ir.AffineConst {
				n := e.Val
				c.static[k] = &n
			}
		}
		if guard {
			// The launch may be larger than this loop: skip the ids past it.
			ifOp := c.ifThen(c.cmp(arith.CmpISLT, iv, ub))
			c.b.SetInsertionPoint(ifOp.Region(0).Front().Last())
		}
	}
	for _, op := range p.Region(0).Front().Ops() {
		if op.Def() == scf.Reduce {
			continue
		}
		if op.Def() == scf.Parallel {
			// As upstream, a loop directly in the body joins the launch, so it
			// needs a mapping too.
			if c.seenSideEffects {
				return op.EmitError("mapping failed: ops with side effects before a nested parallel loop would run once per id of the nested loop")
			}
			ip := c.b.Save()
			if err := c.loop(op); err != nil {
				return err
			}
			c.b.Restore(ip)
			c.leftNesting = true
			continue
		}
		c.b.Insert(op.Clone(c.mapping))
		if !rewrite.IsMemoryEffectFree(op) || op.NumRegions() != 0 {
			c.seenSideEffects = true
		}
		if c.seenSideEffects && c.leftNesting {
			return op.EmitError("mapping failed: ops with side effects after a nested parallel loop would run once per id of the nested loop")
		}
	}
	return nil
}

// ceilDivInt is a / b rounded up, b > 0.
func ceilDivInt(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a > 0 {
		q++
	}
	return q
}
