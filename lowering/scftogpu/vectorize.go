package scftogpu

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
)

// A thread of an elementwise loop that moves one 4-byte element at a time
// leaves most of the memory system's width unused: the H200 reaches its
// copy rate with 16-byte accesses. So a thread runs `width` consecutive
// innermost iterations, and the body's loads and stores of those
// iterations' contiguous elements become one vector access each.

// vectorPlan is how a parallel loop's threads each run width consecutive
// innermost iterations.
type vectorPlan struct {
	width int64
	// inner is the innermost induction variable.
	inner *ir.Value
	// access are the body's loads and stores made vector accesses: their
	// last index is inner and no other index depends on it.
	access map[*ir.Operation]bool
	// memrefs are the accessed memrefs, once each, in body order: the
	// kernel checks their alignment before it takes the vector path.
	memrefs []*ir.Value
}

// planVector says whether p's threads can each run width consecutive
// innermost iterations with vector loads and stores: the innermost
// dimension counts from 0 by 1 to a constant multiple of width, the body
// is straight-line code (no loop or branch of its own), and at least one load or store of the body
// reads or writes the innermost iterations' elements contiguously, in a
// memref whose element a register vector holds (32-bit, or f16/bf16) and
// whose static offset and strides keep such a vector within one aligned
// 16-byte (or width-element) piece.
func planVector(p *ir.Operation, width int64) (*vectorPlan, bool) {
	if width <= 1 {
		return nil, false
	}
	lbs, ubs, steps := execGroup(p, 0), execGroup(p, 1), execGroup(p, 2)
	inner := len(lbs) - 1
	if inner < 0 {
		return nil, false
	}
	lb, okL := staticdyn.ConstantInt(lbs[inner])
	ub, okU := staticdyn.ConstantInt(ubs[inner])
	step, okS := staticdyn.ConstantInt(steps[inner])
	if !okL || !okU || !okS || lb != 0 || step != 1 || ub <= 0 || ub%width != 0 {
		return nil, false
	}
	body := p.Region(0).Front()
	plan := &vectorPlan{width: width, inner: body.Arg(inner), access: map[*ir.Operation]bool{}}
	varies := map[*ir.Value]bool{plan.inner: true}
	seen := map[*ir.Value]bool{}
	for _, op := range body.Ops() {
		if op.NumRegions() != 0 {
			// A thread's loop (an accumulation, a row) is work enough:
			// dividing the threads by width would only idle the GPU.
			return nil, false
		}
		dependent := false
		for _, v := range op.Operands() {
			dependent = dependent || varies[v]
		}
		for _, r := range op.Results() {
			varies[r] = dependent
		}
		mem, indices, ok := access(op)
		if !ok || len(indices) == 0 || indices[len(indices)-1] != plan.inner || varies[mem] || !vectorMemRef(mem, width) {
			continue
		}
		outer := false
		for _, i := range indices[:len(indices)-1] {
			outer = outer || varies[i]
		}
		if outer {
			continue
		}
		plan.access[op] = true
		if !seen[mem] {
			seen[mem] = true
			plan.memrefs = append(plan.memrefs, mem)
		}
	}
	return plan, len(plan.access) > 0
}

// vectorMemRef says whether width consecutive elements of mem's last dim
// can move as one register vector: a 32-bit or f16/bf16 element, a
// contiguous last dim, and static offset and outer strides that are
// multiples of width (dynamic ones are checked in the kernel).
func vectorMemRef(mem *ir.Value, width int64) bool {
	mt, ok := mem.Type().(*ir.MemRefType)
	if !ok || len(mt.Dims) == 0 || !vectorElement(mt.Elem, width) {
		return false
	}
	strides, offset, ok := memref.StridesAndOffset(mt)
	if !ok || strides[len(strides)-1] != 1 {
		return false
	}
	for _, v := range append([]int64{offset}, strides[:len(strides)-1]...) {
		if v != ir.ShapedDynamic && v%width != 0 {
			return false
		}
	}
	return true
}

// vectorElement says whether the PTX writer holds a vector of width
// elements of t in registers: two to four 32-bit elements, or an even
// number up to eight of f16 or bf16.
func vectorElement(t ir.Type, width int64) bool {
	switch t := t.(type) {
	case *ir.FloatType:
		switch t.Kind {
		case ir.F32:
			return width <= 4
		case ir.F16, ir.BF16:
			return width%2 == 0 && width <= 8
		}
	case *ir.IntegerType:
		return t.Width == 32 && width <= 4
	}
	return false
}

// vectorBody emits, at the builder's point in a thread's work, the
// iterations base ... base+width-1 of p's body, base being the innermost
// position mapping holds for plan.inner (the thread's position in the
// loop's iteration space with the innermost count divided by width)
// times width: when every memref of the plan is aligned for its vector,
// the body unrolled width times with the plan's accesses as vector loads
// and stores; otherwise a loop over the width iterations.
func (m *mapper) vectorBody(p *ir.Operation, plan *vectorPlan, mapping *ir.IRMapping) {
	base := m.binary(arith.MulI, mapping.Lookup(plan.inner), m.index(plan.width))
	thenBlock, elseBlock := m.ifElse(m.vectorAligned(plan, mapping))
	m.b.SetInsertionPoint(thenBlock.Last())
	m.unrolled(p, plan, mapping, base)
	m.b.SetInsertionPoint(elseBlock.Last())
	scf.BuildFor(m.b, m.index(0), m.index(plan.width), m.index(1), nil, func(k *ir.Value, _ []*ir.Value) []*ir.Value {
		mapping.Map(plan.inner, m.binary(arith.AddI, base, k))
		m.cloneBody(p, mapping)
		return nil
	})
}

// vectorAligned is true in the kernel when each memref of plan has its
// vector's alignment: an aligned pointer at a multiple of the vector's
// bytes, and dynamic offset and outer strides multiples of its width.
func (m *mapper) vectorAligned(plan *vectorPlan, mapping *ir.IRMapping) *ir.Value {
	ctx := m.b.Ctx
	idx := ctx.IndexType()
	var cond *ir.Value
	and := func(c *ir.Value) {
		if cond == nil {
			cond = c
		} else {
			cond = m.binary(arith.AndI, cond, c)
		}
	}
	multipleOf := func(v *ir.Value, n int64) *ir.Value {
		return m.cmp(arith.CmpIEQ, m.binary(arith.AndI, v, m.index(n-1)), m.index(0))
	}
	// The pointers of one vector size are checked together: their
	// bitwise or is a multiple of it when each is.
	pointers := map[int64]*ir.Value{}
	var sizes []int64
	for _, mem := range plan.memrefs {
		mem = mapping.Lookup(mem)
		mt := mem.Type().(*ir.MemRefType)
		pointer := m.b.Build(memref.ExtractAlignedPointerAsIndex, []*ir.Value{mem}, []ir.Type{idx}).Result(0)
		size := vectorBytes(mt.Elem, plan.width)
		if pointers[size] == nil {
			pointers[size] = pointer
			sizes = append(sizes, size)
		} else {
			pointers[size] = m.binary(arith.OrI, pointers[size], pointer)
		}
		strides, offset, _ := memref.StridesAndOffset(mt)
		if offset != ir.ShapedDynamic && !hasDynamic(strides[:len(strides)-1]) {
			continue
		}
		rank := len(mt.Dims)
		types := []ir.Type{ctx.MemRefType(nil, mt.Elem, nil, mt.MemorySpace), idx}
		for range 2 * rank {
			types = append(types, idx)
		}
		meta := m.b.Build(memref.ExtractStridedMetadata, []*ir.Value{mem}, types)
		if offset == ir.ShapedDynamic {
			and(multipleOf(meta.Result(1), plan.width))
		}
		for d, s := range strides[:rank-1] {
			if s == ir.ShapedDynamic {
				and(multipleOf(meta.Result(2+rank+d), plan.width))
			}
		}
	}
	for _, size := range sizes {
		and(multipleOf(pointers[size], size))
	}
	return cond
}

func hasDynamic(vs []int64) bool {
	for _, v := range vs {
		if v == ir.ShapedDynamic {
			return true
		}
	}
	return false
}

// vectorBytes is the size of a vector of width elements of t, the
// alignment its access needs: a power of two, as width is.
func vectorBytes(t ir.Type, width int64) int64 {
	return width * int64(ir.IntOrFloatBitWidth(t)/8)
}

// unrolled emits p's body for the innermost iterations base+k, k < width,
// op by op: an op whose operands do not depend on the iteration (pure,
// without regions) once for all; a planned load as one vector.load and
// the extraction of each iteration's element; a planned store as the
// vector of the iterations' values and one vector.store; any other op
// once per iteration. Iterations of a parallel loop are independent, so
// running them interleaved op by op keeps the loop's meaning.
func (m *mapper) unrolled(p *ir.Operation, plan *vectorPlan, outer *ir.IRMapping, base *ir.Value) {
	width := int(plan.width)
	mappings := make([]*ir.IRMapping, width)
	for k := range mappings {
		mappings[k] = outer.Copy()
		at := base
		if k > 0 {
			at = m.binary(arith.AddI, base, m.index(int64(k)))
		}
		mappings[k].Map(plan.inner, at)
	}
	lookup := func(k int, v *ir.Value) *ir.Value { return mappings[k].Lookup(v) }
	varies := map[*ir.Value]bool{plan.inner: true}
	for _, op := range p.Region(0).Front().Ops() {
		if op.Def() == scf.Reduce {
			continue
		}
		dependent := op.NumRegions() != 0 || !op.HasTrait(ir.Pure)
		for _, v := range op.Operands() {
			dependent = dependent || varies[v]
		}
		for _, r := range op.Results() {
			varies[r] = dependent
		}
		switch {
		case plan.access[op] && op.Def() == memref.Load:
			l, _ := memref.AsLoad(op)
			elems := m.loadVector(lookup(0, l.MemRef()), mapIndices(l.Indices(), mappings[0]), plan.width)
			for k, e := range elems {
				mappings[k].Map(op.Result(0), e)
			}
		case plan.access[op]:
			s, _ := memref.AsStore(op)
			elems := make([]*ir.Value, width)
			for k := range elems {
				elems[k] = lookup(k, s.Value())
			}
			m.storeVector(elems, lookup(0, s.MemRef()), mapIndices(s.Indices(), mappings[0]))
		case !dependent:
			clone := m.b.Insert(op.Clone(mappings[0]))
			for k := 1; k < width; k++ {
				for i, r := range op.Results() {
					mappings[k].Map(r, clone.Result(i))
				}
			}
		default:
			for k := range width {
				m.b.Insert(op.Clone(mappings[k]))
			}
		}
	}
}

// loadVector loads width consecutive elements of mem from indices as one
// vector.load aligned for it, and returns each element.
func (m *mapper) loadVector(mem *ir.Value, indices []*ir.Value, width int64) []*ir.Value {
	ctx := m.b.Ctx
	elem := mem.Type().(*ir.MemRefType).Elem
	v := m.b.Build(vector.Load, append([]*ir.Value{mem}, indices...),
		[]ir.Type{ctx.VectorType([]int64{width}, elem, nil)}, m.alignment(elem, width)).Result(0)
	elems := make([]*ir.Value, width)
	for k := range elems {
		elems[k] = m.b.Build(vector.Extract, []*ir.Value{v}, []ir.Type{elem},
			ir.NamedAttr{Name: "static_position", Value: ctx.DenseI64Array([]int64{int64(k)})}).Result(0)
	}
	return elems
}

// storeVector stores elems, consecutive elements of mem from indices, as
// one vector.store aligned for them.
func (m *mapper) storeVector(elems []*ir.Value, mem *ir.Value, indices []*ir.Value) {
	ctx := m.b.Ctx
	elem := mem.Type().(*ir.MemRefType).Elem
	width := int64(len(elems))
	v := m.b.Build(vector.FromElements, elems, []ir.Type{ctx.VectorType([]int64{width}, elem, nil)}).Result(0)
	m.b.Build(vector.Store, append([]*ir.Value{v, mem}, indices...), nil, m.alignment(elem, width))
}

func (m *mapper) alignment(elem ir.Type, width int64) ir.NamedAttr {
	ctx := m.b.Ctx
	return ir.NamedAttr{Name: "alignment", Value: ctx.IntegerAttr(ctx.I(64), vectorBytes(elem, width))}
}

// ifElse builds `scf.if %cond { scf.yield } else { scf.yield }` at the
// builder's point and returns its two blocks.
func (m *mapper) ifElse(cond *ir.Value) (thenBlock, elseBlock *ir.Block) {
	ifOp := m.emptyIf(cond)
	elseBlock = ir.NewBlock()
	ifOp.Region(1).Append(elseBlock)
	elseBlock.Append(ir.Create(&ir.OperationState{Name: m.b.Ctx.NameOf(scf.Yield), Loc: m.b.Loc}))
	return ifOp.Region(0).Front(), elseBlock
}
