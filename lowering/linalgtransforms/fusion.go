package linalgtransforms

import (
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// FuseElementwiseOps is linalg-fuse-elementwise-ops: a linalg.generic
// on tensors whose result feeds one input of another linalg.generic (its
// only use) is fused into it, as upstream's default control function
// does. The producer must be all-parallel with a permutation as the
// indexing map of its result; the consumer may be any generic
// (elementwise, broadcast, reduction). The fused op reads the producer's
// inputs through maps composed with the consumer's, and its body is the
// producer's body followed by the consumer's.
var FuseElementwiseOps = &passes.Pass{
	Argument:    "linalg-fuse-elementwise-ops",
	Name:        "LinalgElementwiseOpFusionPass",
	Summary:     "Fuse elementwise operations on tensors",
	Description: "A linalg.generic whose result is read only by inputs of one other linalg.generic (through one map) is fused into it when it is all-parallel, its result map is a permutation, and its body reads neither its outs nor linalg.index: the fused op reads the producer's inputs through composed maps, runs the producer's body then the consumer's. Consumers may broadcast or reduce. An input filled by linalg.fill is read as the fill's value instead (upstream's FoldFillWithGenericOp). Unused and duplicate inputs are dropped",
	Dialects:    []string{"linalg", "affine", "math", "arith"},
	Options: []passes.Option{
		{Name: "recompute-into-reductions", Kind: passes.BoolOption, Default: "false",
			Description: "Also fuse a producer read by up to three generics, one of them a reduction, " +
				"each reading every element once: each consumer recomputes it, so it is never written to memory " +
				"(a softmax's exponentials, a layer norm's centred values; what the GPU wants)"},
		{Name: "fold-unit-expand-shapes", Kind: passes.BoolOption, Default: "false",
			Description: "Also let a generic read the source of a tensor.expand_shape that only inserts unit dims " +
				"(a [C] tensor read as [1, C, 1, 1]) through its map, so that the source's producer fuses into it: " +
				"a batch norm's per-channel scale, rsqrt(var + eps) * weight, is then computed where it is used " +
				"instead of by a kernel of its own (what the GPU wants: one launch fewer per batch norm)"},
	},
	Run: func(r *passes.Run) error {
		recompute, unitExpands := r.Bool("recompute-into-reductions"), r.Bool("fold-unit-expand-shapes")
		cfg := rewrite.DefaultGreedyConfig()
		// Sizes of results are read from their inits first, so that a
		// tensor.dim is no use keeping a producer from its one consumer.
		rewrite.ApplyPatternsGreedily(r.Op, rewrite.NewPatternSet(tensor.DimOfDestinationStyleOp), cfg)
		for fuseAll(r.Op, recompute) || foldFillsOnce(r.Op) || unitExpands && foldUnitExpandsOnce(r.Op) {
		}
		rewrite.ApplyPatternsGreedily(r.Op, rewrite.NewPatternSet(linalg.EraseDeadTensorOp), cfg)
		return nil
	},
}

// foldFillsOnce makes the first linalg.generic found with an input that
// linalg.fill filled (a scalar broadcast to a tensor, often rank 0) use
// the fill's value in its body instead, drops that input, and reports
// whether it did. One at a time, with the fusions that become possible
// between them, as the pass always has: its result depends on the order.
func foldFillsOnce(root *ir.Operation) bool { return firstGeneric(root, foldFill) }

// firstGeneric applies fold to the generics on tensors of root in order
// until one changes, and reports whether one did.
func firstGeneric(root *ir.Operation, fold func(*ir.Operation) bool) bool {
	done := false
	ir.WalkOps(root, func(op *ir.Operation) {
		if !done && op.Def() == linalg.Generic && op.NumResults() > 0 {
			done = fold(op)
		}
	})
	return done
}

// foldFill folds the first input of op that a fill filled, if any.
func foldFill(op *ir.Operation) bool {
	body := op.Region(0).Front()
	maps, err := linalg.IndexingMaps(op)
	if err != nil {
		return false
	}
	for i, in := range linalg.Inputs(op) {
		fill := in.DefiningOp()
		if fill == nil || fill.Def() != linalg.Fill || fill.NumResults() != 1 || fill.NumOperands() != 2 ||
			fill.Operand(0).Type() != body.Arg(i).Type() {
			continue
		}
		// The other operands must still size every loop.
		rest := append(append([]*ir.AffineMap(nil), maps[:i]...), maps[i+1:]...)
		if !loopsInferable(rest) {
			continue
		}
		body.Arg(i).ReplaceAllUsesWith(fill.Operand(0))
		dedupInputs(op)
		return true
	}
	return false
}

// fuseAll fuses producers into their consumers until no pair is fusable,
// in the order the pass defines: always into the first consumer, in
// program order, that has a fusable input (its first such input), and
// reports whether it fused anything; with recompute, a producer that
// several consumers read, one of them a reduction, is fused into each of
// them (recomputeAllowed). Rather than walking the function again after
// each fusion (quadratic: 0.18 s of vit's compile), it keeps a cursor
// before which no consumer is fusable: a fusion can only make a consumer
// fusable that reads a value whose readers it changed (the inputs of the
// producer and of the consumer), so the cursor goes back to the first of
// those.
func fuseAll(root *ir.Operation, recompute bool) bool {
	var consumers []*ir.Operation
	position := map[*ir.Operation]int{}
	ir.WalkOps(root, func(op *ir.Operation) {
		if op.Def() == linalg.Generic && op.NumResults() > 0 {
			position[op] = len(consumers)
			consumers = append(consumers, op)
		}
	})
	done := false
	for cursor := 0; cursor < len(consumers); {
		op := consumers[cursor]
		// A producer fused into its last consumer is erased (out of its block).
		if op.Block() == nil {
			cursor++
			continue
		}
		producer, k := firstFusableInput(op, recompute)
		if producer == nil {
			cursor++
			continue
		}
		changed := append(append([]*ir.Value{}, linalg.Inputs(producer)...), linalg.Inputs(op)...)
		fused := fuse(producer, op, k)
		consumers[cursor], position[fused] = fused, cursor
		done = true
		for _, v := range changed {
			// Only a value read by few generics can have its producer fused
			// into a reader (fusable: one reader; recomputeAllowed: up to
			// maxRecomputeConsumers), so only its readers are looked at again;
			// going back for a value every layer reads (a mask, a position
			// table) would scan the whole model again after each fusion.
			if !readByAtMost(v, maxRecomputeConsumers) {
				continue
			}
			for _, use := range v.Uses() {
				if at, ok := position[use.Owner()]; ok && at < cursor {
					cursor = at
				}
			}
		}
	}
	return done
}

// readByAtMost reports whether at most n ops use v. It walks the use list
// in place and stops at the (n+1)th reader: a value every layer of a
// transformer reads (a mask) is refused without being copied or counted
// whole.
func readByAtMost(v *ir.Value, n int) bool {
	readers := map[*ir.Operation]bool{}
	for u := v.FirstUse(); u != nil; u = u.Next() {
		readers[u.Owner()] = true
		if len(readers) > n {
			return false
		}
	}
	return true
}

// firstFusableInput returns the producer of op's first fusable input and
// the input's index; nil when no input is fusable.
func firstFusableInput(op *ir.Operation, recompute bool) (*ir.Operation, int) {
	for i, in := range linalg.Inputs(op) {
		p := in.DefiningOp()
		if p == nil || !fusable(p, in, op) && !(recompute && recomputeAllowed(p, in)) || !loopsInferable(fusedMaps(p, op, i)) {
			continue
		}
		return p, i
	}
	return nil, 0
}

// maxRecomputeConsumers bounds how many times a recomputed producer's
// body runs per element.
const maxRecomputeConsumers = 3

// recomputeAllowed reports whether producer p, whose result v several
// generics read, may be fused into each of them: p is fusable but for its
// other readers, there are at most maxRecomputeConsumers readers, one has a
// reduction loop, and every reader reads each element of v once (its map
// for v is a permutation of all its loops), so the recomputation costs
// at most that many evaluations of p's body per element, and no element is
// recomputed per iteration of another loop (a product's operand is not).
func recomputeAllowed(p *ir.Operation, v *ir.Value) bool {
	// The readers are counted first, so that a value read by thousands of
	// generics is refused before any of them is checked.
	if !readByAtMost(v, maxRecomputeConsumers) {
		return false
	}
	reduces := false
	for u := v.FirstUse(); u != nil; u = u.Next() {
		c := u.Owner()
		if c.Def() != linalg.Generic || c.NumResults() == 0 || !readAsInput(v, c) {
			return false
		}
		maps, err := linalg.IndexingMaps(c)
		if err != nil || inversePermutation(maps[u.Index()]) == nil {
			return false
		}
		iters, err := linalg.IteratorTypes(c)
		if err != nil {
			return false
		}
		for _, it := range iters {
			reduces = reduces || it == "reduction"
		}
	}
	return reduces && fusableBody(p)
}

// fusable: an all-parallel generic used only as inputs of consumer, on tensors on tensors whose
// result map is a permutation, with no linalg.index and no read of its
// outs in the body.
func fusable(p *ir.Operation, v *ir.Value, consumer *ir.Operation) bool {
	return onlyReadBy(v, consumer) && fusableBody(p)
}

// fusableBody: p is an all-parallel generic of one result whose map is a
// permutation, with no linalg.index and no read of its outs in the body.
func fusableBody(p *ir.Operation) bool {
	if p.Def() != linalg.Generic || p.NumResults() != 1 {
		return false
	}
	iters, err := linalg.IteratorTypes(p)
	if err != nil {
		return false
	}
	for _, it := range iters {
		if it != "parallel" {
			return false
		}
	}
	maps, err := linalg.IndexingMaps(p)
	if err != nil {
		return false
	}
	nIns := len(linalg.Inputs(p))
	if inversePermutation(maps[nIns]) == nil {
		return false
	}
	body := p.Region(0).Front()
	if !body.Arg(nIns).UseEmpty() {
		return false
	}
	hasIndex := false
	ir.WalkOps(p, func(o *ir.Operation) { hasIndex = hasIndex || o.Def() == linalg.Index })
	return !hasIndex
}

// onlyReadBy reports whether every use of v is an input of consumer,
// read through the same indexing map.
func onlyReadBy(v *ir.Value, consumer *ir.Operation) bool {
	// The use list itself, not a snapshot: a value every layer reads is
	// refused at its second reader instead of copied whole for each.
	for u := v.FirstUse(); u != nil; u = u.Next() {
		if u.Owner() != consumer {
			return false
		}
	}
	return readAsInput(v, consumer)
}

// readAsInput reports whether consumer's uses of v are all inputs read
// through one indexing map.
func readAsInput(v *ir.Value, consumer *ir.Operation) bool {
	nIn := len(linalg.Inputs(consumer))
	cMaps, err := linalg.IndexingMaps(consumer)
	if err != nil {
		return false
	}
	var first *ir.AffineMap
	for _, u := range v.Uses() {
		if u.Owner() != consumer {
			continue
		}
		if u.Index() >= nIn || first != nil && cMaps[u.Index()].String() != first.String() {
			return false
		}
		first = cMaps[u.Index()]
	}
	return true
}

// fusedMaps are the indexing maps the op fusing producer into consumer's
// input k keeps (fuse and dedupInputs): the producer's inputs its body
// reads, through composed maps, the consumer's other inputs its body
// reads, and its outputs.
func fusedMaps(producer, consumer *ir.Operation, k int) []*ir.AffineMap {
	pMaps, _ := linalg.IndexingMaps(producer)
	cMaps, _ := linalg.IndexingMaps(consumer)
	pIns, cIns := linalg.Inputs(producer), linalg.Inputs(consumer)
	pb, cb := producer.Region(0).Front(), consumer.Region(0).Front()
	toProducer := compose(inversePermutation(pMaps[len(pIns)]), cMaps[k])
	var maps []*ir.AffineMap
	for j := range pIns {
		if !pb.Arg(j).UseEmpty() {
			maps = append(maps, compose(pMaps[j], toProducer))
		}
	}
	for i, in := range cIns {
		if in != cIns[k] && !cb.Arg(i).UseEmpty() {
			maps = append(maps, cMaps[i])
		}
	}
	return append(maps, cMaps[len(cIns):]...)
}

// loopsInferable reports whether every loop of maps is the whole result
// of one of them, so that its size is an operand's dim (linalg-to-loops'
// LoopSizes; upstream's fusion checks the shapes-to-loops map the same
// way). Fusing a producer that reads a unit dim as the constant 0 into
// a reduction whose keepdim output map is constant there leaves a loop
// no operand sizes: "cannot infer the size of loop 0" (issue 14).
func loopsInferable(maps []*ir.AffineMap) bool {
	if len(maps) == 0 {
		return false
	}
	seen := make([]bool, maps[0].NumDims)
	for _, m := range maps {
		for _, e := range m.Results {
			if e.Kind == ir.AffineDim && int(e.Val) < len(seen) {
				seen[e.Val] = true
			}
		}
	}
	for _, s := range seen {
		if !s {
			return false
		}
	}
	return true
}

// inversePermutation returns the inverse of a permutation map, or nil.
func inversePermutation(m *ir.AffineMap) *ir.AffineMap {
	if m.NumSyms != 0 || len(m.Results) != m.NumDims {
		return nil
	}
	res := make([]*ir.AffineExpr, m.NumDims)
	for j, e := range m.Results {
		if e.Kind != ir.AffineDim || res[e.Val] != nil {
			return nil
		}
		res[e.Val] = ir.AffineDimExpr(j)
	}
	return ir.NewAffineMap(m.NumDims, 0, res)
}

// compose returns f ∘ g: f's results with f's dims replaced by g's results.
func compose(f, g *ir.AffineMap) *ir.AffineMap {
	out := make([]*ir.AffineExpr, len(f.Results))
	for i, e := range f.Results {
		out[i] = e.Replace(g.Results, nil)
	}
	return ir.NewAffineMap(g.NumDims, g.NumSyms, out)
}

// fuse replaces consumer by a generic computing producer's result inline
// in place of consumer's input k.
func fuse(producer, consumer *ir.Operation, k int) *ir.Operation {
	ctx := consumer.Context()
	pMaps, _ := linalg.IndexingMaps(producer)
	cMaps, _ := linalg.IndexingMaps(consumer)
	pIns := linalg.Inputs(producer)
	cIns, cOuts := linalg.Inputs(consumer), linalg.Outputs(consumer)
	// producer loops in terms of the consumer's: inv(pOut) ∘ cMap[k].
	toProducer := compose(inversePermutation(pMaps[len(pIns)]), cMaps[k])

	// Every input of consumer that is the producer's result goes; the
	// producer's inputs take the place of the first.
	v := cIns[k]
	var ins []*ir.Value
	var maps []*ir.AffineMap
	argOf := make([]int, len(cIns)) // consumer input -> new block arg (-1: fused)
	for i, in := range cIns {
		if i == k {
			for j, pv := range pIns {
				ins = append(ins, pv)
				maps = append(maps, compose(pMaps[j], toProducer))
			}
		}
		if in == v && cMaps[i].String() == cMaps[k].String() {
			argOf[i] = -1
			continue
		}
		argOf[i] = len(ins)
		ins = append(ins, in)
		maps = append(maps, cMaps[i])
	}
	maps = append(maps, cMaps[len(cIns):]...)

	// The body: producer's ops, then consumer's.
	blk := ir.NewBlock()
	for _, v := range ins {
		blk.AddArgument(ir.ElementTypeOrSelf(v.Type()), consumer.Loc())
	}
	for _, v := range cOuts {
		blk.AddArgument(ir.ElementTypeOrSelf(v.Type()), consumer.Loc())
	}
	m := ir.NewIRMapping()
	pb, cb := producer.Region(0).Front(), consumer.Region(0).Front()
	for i := range pIns {
		m.Map(pb.Arg(i), blk.Arg(argOf0(argOf, k)+i))
	}
	for i := range cIns {
		if argOf[i] >= 0 {
			m.Map(cb.Arg(i), blk.Arg(argOf[i]))
		}
	}
	for i := range cOuts {
		m.Map(cb.Arg(len(cIns)+i), blk.Arg(len(ins)+i))
	}
	for _, o := range pb.Ops() {
		if o.Def() == linalg.Yield {
			for i := range cIns {
				if argOf[i] < 0 {
					m.Map(cb.Arg(i), m.Lookup(o.Operand(0)))
				}
			}
			break
		}
		blk.Append(o.Clone(m))
	}
	for _, o := range cb.Ops() {
		blk.Append(o.Clone(m))
	}
	r := ir.NewRegion()
	r.Append(blk)

	mapAttrs := make([]ir.Attribute, len(maps))
	for i, mp := range maps {
		mapAttrs[i] = ctx.AffineMapAttr(mp)
	}
	st := &ir.OperationState{Name: consumer.OpName(), Loc: consumer.Loc(),
		Operands: append(append([]*ir.Value{}, ins...), cOuts...), Types: consumer.ResultTypes(),
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr(mapAttrs)},
			{Name: "iterator_types", Value: consumer.Attr("iterator_types")},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(len(ins)), int64(len(cOuts))})},
		},
		Regions: []*ir.Region{r}}
	fused := ir.Create(st)
	consumer.Block().InsertBefore(fused, consumer)
	consumer.ReplaceAllUsesWith(fused.Results())
	consumer.Erase()
	if producer.Result(0).UseEmpty() {
		producer.Erase()
	}
	dedupInputs(fused)
	return fused
}

// dedupInputs drops the inputs of a generic whose block argument is
// unused, and merges inputs that repeat with the same map (upstream's
// generic canonicalization does the same).
func dedupInputs(op *ir.Operation) {
	ctx := op.Context()
	maps, _ := linalg.IndexingMaps(op)
	ins, outs := linalg.Inputs(op), linalg.Outputs(op)
	body := op.Region(0).Front()
	var keepIns []*ir.Value
	var keepMaps []ir.Attribute
	var drop []int
	for i, v := range ins {
		a := body.Arg(i)
		dup := -1
		for j := range keepIns {
			if keepIns[j] == v && keepMaps[j].(*ir.AffineMapAttr).Map.String() == maps[i].String() {
				dup = j
			}
		}
		if dup >= 0 {
			// Find the block arg of the kept one.
			for q := 0; q < i; q++ {
				if ins[q] == v && maps[q].String() == maps[i].String() {
					a.ReplaceAllUsesWith(body.Arg(q))
					break
				}
			}
		}
		if a.UseEmpty() {
			drop = append(drop, i)
			continue
		}
		keepIns = append(keepIns, v)
		keepMaps = append(keepMaps, ctx.AffineMapAttr(maps[i]))
	}
	if len(drop) == 0 {
		return
	}
	for j := len(drop) - 1; j >= 0; j-- {
		body.EraseArgument(drop[j])
	}
	for i := range outs {
		keepMaps = append(keepMaps, ctx.AffineMapAttr(maps[len(ins)+i]))
	}
	op.SetOperands(append(append([]*ir.Value{}, keepIns...), outs...))
	op.SetAttr("indexing_maps", ctx.ArrayAttr(keepMaps))
	op.SetAttr("operandSegmentSizes", ctx.DenseI32Array([]int64{int64(len(keepIns)), int64(len(outs))}))
}

// argOf0 is the block argument of the producer's first input: the
// position of consumer input k in the new list.
func argOf0(argOf []int, k int) int {
	n := 0
	for i := 0; i < k; i++ {
		if argOf[i] >= 0 {
			n++
		}
	}
	return n
}
