package linalggpu

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// prologue is the producer of a product's operand that the kernel absorbs
// (an implicit GEMM when it is a convolution's im2col): an all-parallel
// linalg.generic that writes every element of a buffer allocated for the
// product and read by nothing else. The kernel's staging computes an
// element where it would have loaded it, so the gathered matrix, nine
// times the input for a 3x3 filter, is never written to global memory.
type prologue struct {
	op *ir.Operation
	// groups are the collapse_shape's from the generic's output to the
	// operand (nil when the operand is the output itself); shape is the
	// output's.
	groups [][]int64
	shape  []int64
	// deferred are the deallocations, between the producer and the
	// product, of buffers the producer reads: they move after the kernel.
	deferred []*ir.Operation
}

// prologueOf returns operand's producer that product op can compute in
// its staging, or nil. The producer must come before op with only views,
// allocations and fills of other buffers between, read no buffer that
// the kernel writes (C, the epilogues' outputs) or that may change
// between (an epilogue after independent work), and have a body of
// values (linalg.index, loads, pure ops) that does not read its output.
func prologueOf(op *ir.Operation, operand, c *ir.Value, epis []*epilogue) *prologue {
	out, groups := operand, [][]int64(nil)
	if d := operand.DefiningOp(); d != nil && d.Def() == memref.CollapseShape {
		out, groups = d.Operand(0), memref.Reassociation(d)
		if groups == nil {
			return nil
		}
	}
	producer := lastWriter(op, out)
	if producer == nil || producer.Def() != linalg.Generic || producer.NumResults() != 0 || len(linalg.Outputs(producer)) != 1 ||
		linalg.Outputs(producer)[0] != out || producer.NumRegions() != 1 || producer.Region(0).Empty() {
		return nil
	}
	ot, ok := out.Type().(*ir.MemRefType)
	maps, err := linalg.IndexingMaps(producer)
	iters, err2 := linalg.IteratorTypes(producer)
	for _, m := range maps {
		if m.NumSyms != 0 {
			return nil
		}
	}
	if !ok || err != nil || err2 != nil || !isIdentity(maps[len(maps)-1], len(ot.Dims)) || slices.Contains(iters, linalg.Reduction) {
		return nil
	}
	// A group of several dims is delinearized: all but its first static.
	for _, g := range groups {
		for _, d := range g[1:] {
			if ot.Dims[d] == ir.ShapedDynamic {
				return nil
			}
		}
	}
	if !onlyUsedBy(out, map[*ir.Operation]bool{producer: true, op: true}) {
		return nil
	}
	body := producer.Region(0).Front()
	if body.Next() != nil || body.Arg(body.NumArgs()-1).NumUses() != 0 {
		return nil
	}
	// The buffers it reads, which nothing between it and the kernel nor
	// the kernel itself may write.
	reads := map[*ir.Value]bool{}
	for _, in := range linalg.Inputs(producer) {
		if _, ok := in.Type().(*ir.MemRefType); !ok {
			return nil
		}
		reads[rewrite.ViewRoot(in)] = true
	}
	for _, o := range body.Ops() {
		switch {
		case o.NumRegions() != 0:
			return nil
		case o.Def() == memref.Load:
			reads[rewrite.ViewRoot(o.Operand(0))] = true
		case o.Def() == linalg.Index, o.Def() == linalg.Yield, rewrite.IsMemoryEffectFree(o):
		default:
			return nil
		}
	}
	if reads[rewrite.ViewRoot(c)] {
		return nil
	}
	// The kernel runs where the last epilogue was: nothing from the
	// product there may write what the producer reads.
	if len(epis) > 0 {
		last := epis[len(epis)-1].op
		for o := op.Next(); o != nil; o = o.Next() {
			if mayWrite(o, reads) {
				return nil
			}
			if o == last {
				break
			}
		}
	}
	var deferred []*ir.Operation
	for between := producer.Next(); between != op; between = between.Next() {
		if rewrite.ViewSource(between) != nil || between.Def() == memref.Alloc {
			continue
		}
		if between.Def() == memref.Dealloc && reads[rewrite.ViewRoot(between.Operand(0))] {
			deferred = append(deferred, between) // its last reader was the producer
			continue
		}
		if value, filledBuffer := filled(between); value != nil && !reads[rewrite.ViewRoot(filledBuffer)] {
			continue
		}
		return nil
	}
	return &prologue{op: producer, groups: groups, shape: ot.Dims, deferred: deferred}
}

// lastWriter returns the op just before op (skipping views, allocations,
// deallocations and fills of other buffers) when it writes out, or nil.
func lastWriter(op *ir.Operation, out *ir.Value) *ir.Operation {
	root := rewrite.ViewRoot(out)
	for prev := op.Prev(); prev != nil; prev = prev.Prev() {
		if rewrite.ViewSource(prev) != nil || prev.Def() == memref.Alloc ||
			prev.Def() == memref.Dealloc && rewrite.ViewRoot(prev.Operand(0)) != root {
			continue
		}
		if value, buffer := filled(prev); value != nil && rewrite.ViewRoot(buffer) != root {
			continue
		}
		if linalg.IsStructured(prev) && slices.Contains(linalg.Outputs(prev), out) {
			return prev
		}
		return nil
	}
	return nil
}

// groupSizes is the output's sizes of the operand's dim i (the dims its
// collapse groups there), nil when no collapse reshapes the output.
func (p *prologue) groupSizes(i int) []int64 {
	if p.groups == nil {
		return nil
	}
	sizes := make([]int64, len(p.groups[i]))
	for j, d := range p.groups[i] {
		sizes[j] = p.shape[d]
	}
	return sizes
}

// splitsBy reports whether the operand's index along dim, a multiple of
// step plus an offset below it, is taken apart by the multiple alone but
// for the innermost dim of its group that is not a unit: that dim's size
// is a multiple of step and every size is static. An im2col summed over
// (kh, kw, c), with c a multiple of step, has one (kh, kw) a step.
func (p *prologue) splitsBy(dim int, step int64) bool {
	sizes := p.groupSizes(dim)
	if sizes == nil {
		return true
	}
	if !ir.IsStaticShape(sizes) {
		return false
	}
	inner := innermostNonUnit(sizes)
	return inner < 0 || sizes[inner]%step == 0
}

// gathers reports whether the producer reads its inputs other than
// element for element (an input map with a result that is not one of
// its loops, a load in its body): an im2col. A copy or a transposition
// is as cheap to stage loaded, in vectors where its rows allow.
func (p *prologue) gathers() bool {
	maps, _ := linalg.IndexingMaps(p.op)
	for _, m := range maps[:len(linalg.Inputs(p.op))] {
		for _, e := range m.Results {
			if e.Kind != ir.AffineDim {
				return true
			}
		}
	}
	found := false
	ir.WalkOps(p.op, func(o *ir.Operation) { found = found || o.Def() == memref.Load })
	return found
}

// innermostNonUnit is the last position of sizes other than 1, -1 when none is.
func innermostNonUnit(sizes []int64) int {
	for j := len(sizes) - 1; j >= 0; j-- {
		if sizes[j] != 1 {
			return j
		}
	}
	return -1
}

// kStep says where an element a K step stages lies along K: index pos of
// the operand's indices is base + offset, base a multiple of step (the
// step's start) and offset below step (the element's place in the step).
type kStep struct {
	pos          int
	base, offset *ir.Value
	step         int64
}

// prologueAt is where the producer's element at idx of the operand comes
// from: its loops (idx through the collapse), the indices each input is
// loaded at (through its map), and the values of the body's ops that do
// not read an input (the window's bounds and clamped indices of an
// im2col). All of it is speculatable arithmetic, which the staging builds
// before its bounds check, outside the branch: the elements a thread
// stages share a column or a row, so after cse they share its
// delinearization (and ptxas hoists what does not change along K).
type prologueAt struct {
	loops  []*ir.Value
	inputs [][]*ir.Value
	// values maps the body's built ops' results (and its linalg.index
	// ops); built holds those ops.
	values *ir.IRMapping
	built  map[*ir.Operation]bool
}

// prologueAt builds the loops, input indices and index values of the
// operand's element at idx. With step (nil: none), the K index is taken
// apart as a multiple of the step and an offset where splitsBy allows:
// what depends on the step's start alone is then the same for every
// element of the step.
func (k *kernel) prologueAt(p *prologue, idx []*ir.Value, step *kStep) prologueAt {
	loops := idx
	if p.groups != nil {
		loops = make([]*ir.Value, len(p.shape))
		for i, g := range p.groups {
			var parts []*ir.Value
			if sizes := p.groupSizes(i); step != nil && step.pos == i && p.splitsBy(i, step.step) {
				parts = k.delinearizeStep(step, sizes)
			} else {
				parts = k.delinearize(idx[i], sizes)
			}
			for j, v := range parts {
				loops[g[j]] = v
			}
		}
	}
	maps, _ := linalg.IndexingMaps(p.op)
	at := prologueAt{loops: loops, values: ir.NewIRMapping(), built: map[*ir.Operation]bool{}}
	for i := range linalg.Inputs(p.op) {
		indices := make([]*ir.Value, len(maps[i].Results))
		for j, e := range maps[i].Results {
			indices[j] = k.affineValue(maps[i], e, loops)
		}
		at.inputs = append(at.inputs, indices)
	}
	// The body's ops that read no input and may run for an element outside
	// the operand.
	body := p.op.Region(0).Front()
	for _, o := range body.Ops() {
		if o.Def() == linalg.Index {
			d, _ := intAttr(o.Attr("dim"))
			at.values.Map(o.Result(0), at.loops[d])
			continue
		}
		if o.NumRegions() != 0 || !rewrite.IsSpeculatable(o) || o.Def() == linalg.Yield {
			continue
		}
		ready := true
		for _, v := range o.Operands() {
			if d := v.DefiningOp(); v.ParentBlock() == body && (d == nil || d.Def() != linalg.Index && !at.built[d]) {
				ready = false
				break
			}
		}
		if ready {
			k.b.Insert(o.Clone(at.values))
			at.built[o] = true
		}
	}
	return at
}

// delinearizeStep takes apart step's base + offset by sizes (splitsBy):
// the dims outside the innermost non-unit one from the base alone, that
// one the base's remainder plus the offset, the unit dims after it 0.
func (k *kernel) delinearizeStep(step *kStep, sizes []int64) []*ir.Value {
	parts := make([]*ir.Value, len(sizes))
	inner := innermostNonUnit(sizes)
	for j := range parts {
		parts[j] = k.index(0)
	}
	if inner < 0 {
		return parts
	}
	size := k.index(sizes[inner])
	if inner > 0 {
		copy(parts, k.delinearize(k.binary(arith.DivUI, step.base, size), sizes[:inner]))
	}
	parts[inner] = k.binary(arith.AddI, k.binary(arith.RemUI, step.base, size), step.offset)
	return parts
}

// compute builds the producer's element at a (prologueAt): its inputs
// loaded, the rest of its body cloned.
func (k *kernel) compute(p *prologue, at prologueAt) *ir.Value {
	body := p.op.Region(0).Front()
	mp := at.values
	for i, in := range linalg.Inputs(p.op) {
		mp.Map(body.Arg(i), k.b.Build(memref.Load, append([]*ir.Value{in}, at.inputs[i]...), []ir.Type{in.Type().(*ir.MemRefType).Elem}).Result(0))
	}
	var out *ir.Value
	for _, o := range body.Ops() {
		switch {
		case o.Def() == linalg.Yield:
			out = mp.Lookup(o.Operand(0))
		case o.Def() == linalg.Index, at.built[o]:
		default:
			k.b.Insert(o.Clone(mp))
		}
	}
	return out
}

// affineValue is one result of map m at the loops: the loop's index, a
// constant or an affine.apply (lowered later by lower-affine).
func (k *kernel) affineValue(m *ir.AffineMap, e *ir.AffineExpr, loops []*ir.Value) *ir.Value {
	switch e.Kind {
	case ir.AffineDim:
		return loops[e.Val]
	case ir.AffineConst:
		return k.index(e.Val)
	}
	ctx := k.b.Ctx
	return k.b.Build(affine.Apply, loops[:m.NumDims], []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "map", Value: ctx.AffineMapAttr(ir.NewAffineMap(m.NumDims, m.NumSyms, []*ir.AffineExpr{e}))}).Result(0)
}

// intAttr reads an integer attribute.
func intAttr(a ir.Attribute) (int64, bool) {
	if ia, ok := a.(*ir.IntegerAttr); ok {
		return ia.Int64(), true
	}
	return 0, false
}

// mayWrite reports whether op may write a view of one of roots: a
// structured op through its outputs, any other op (but a view or a
// deallocation) through any operand.
func mayWrite(op *ir.Operation, roots map[*ir.Value]bool) bool {
	if rewrite.ViewSource(op) != nil || op.Def() == memref.Dealloc {
		return false
	}
	operands := op.Operands()
	if linalg.IsStructured(op) {
		operands = linalg.Outputs(op)
	}
	for _, v := range operands {
		if _, ok := v.Type().(*ir.MemRefType); ok && roots[rewrite.ViewRoot(v)] {
			return true
		}
	}
	found := false
	if op.NumRegions() > 0 {
		ir.WalkOps(op, func(o *ir.Operation) {
			found = found || o != op && mayWrite(o, roots)
		})
	}
	return found
}

// copySource is what a prologue's element is when a copy can stage it: a
// value loaded from global memory, or zero where a condition fails (an
// im2col's padding), so that the staging may copy it (cp.async, the
// zero fill where the condition fails) rather than load it into a
// register and store it. input is the linalg input the element is (-1:
// none), else load is the body's memref.load and sel the arith.select of
// it and a zero (nil: the load is the element).
type copySource struct {
	input     int
	load, sel *ir.Operation
}

// copySourceOf returns the prologue's copySource, or ok false when its
// element is computed otherwise.
func (p *prologue) copySourceOf() (src copySource, ok bool) {
	body := p.op.Region(0).Front()
	v := body.Last().Operand(0)
	for i := range linalg.Inputs(p.op) {
		if v == body.Arg(i) {
			return copySource{input: i}, true
		}
	}
	src.input = -1
	d := v.DefiningOp()
	if sel, ok := arith.AsSelect(d); ok && d.Block() == body && v.NumUses() == 1 {
		f, ok := rewrite.ValueConstant(sel.FalseValue()).(*ir.FloatAttr)
		if !ok || f.Bits != 0 {
			return copySource{}, false
		}
		src.sel, v = d, sel.TrueValue()
		d = v.DefiningOp()
	}
	load, ok := memref.AsLoad(d)
	if !ok || d.Block() != body || v.NumUses() != 1 {
		return copySource{}, false
	}
	// cp.async reads global memory.
	if load.MemRef().ParentBlock() == body || gpu.AddressSpace(load.MemRef().Type()) != "global" {
		return copySource{}, false
	}
	src.load = d
	return src, true
}

// source builds the prologue's element at `at` as a copySource says: the
// memory, its indices and the condition under which the element is read
// (nil: always; zero otherwise).
func (k *kernel) source(p *prologue, src copySource, at prologueAt) (mem *ir.Value, indices []*ir.Value, valid *ir.Value) {
	if src.input >= 0 {
		return linalg.Inputs(p.op)[src.input], at.inputs[src.input], nil
	}
	body := p.op.Region(0).Front()
	mp := at.values
	for _, o := range body.Ops() {
		switch {
		case o.Def() == linalg.Yield, o == src.load, o == src.sel, o.Def() == linalg.Index, at.built[o]:
		default:
			k.b.Insert(o.Clone(mp))
		}
	}
	load, _ := memref.AsLoad(src.load)
	for _, v := range load.Indices() {
		indices = append(indices, mp.Lookup(v))
	}
	if sel, ok := arith.AsSelect(src.sel); ok {
		valid = mp.Lookup(sel.Condition())
	}
	return load.MemRef(), indices, valid
}
