// Package bufferizationtomemref is upstream's
// convert-bufferization-to-memref: bufferization.clone becomes an
// allocation and a copy, bufferization.dealloc conditional
// memref.deallocs.
package bufferizationtomemref

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/bufferization"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-bufferization-to-memref.
var Pass = &passes.Pass{
	Argument: "convert-bufferization-to-memref",
	Name:     "ConvertBufferizationToMemRefPass",
	Summary:  "Convert operations from the Bufferization dialect to the MemRef dialect",
	Description: `bufferization.clone of a ranked memref becomes memref.alloc of its shape
(memref.dim for dynamic sizes) with the identity layout, memref.cast to the
clone's type where that has another layout, and memref.copy; a layout no
cast reaches is an error. A clone of an unranked memref, as upstream's,
allocates a flat buffer of the product of its sizes (memref.rank, and
memref.dim in an scf.for that stores each into a memref.alloca shape) and
memref.reshapes it to the unranked type before the copy. bufferization.dealloc of
one memref becomes, as upstream's, scf.if (condition, and the memref
aliasing no retained one, by aligned pointer) around memref.dealloc, each
result the condition and the memref aliasing that retained one; without
memrefs the results are false. Several memrefs are lowered inline (upstream
calls a generated helper function): an allocation is freed once, by the
first memref naming it, when any of its memrefs' conditions holds and no
retained memref aliases it.`,
	Dialects: []string{"arith", "memref", "scf"},
	Run: func(r *passes.Run) error {
		var ops []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == bufferization.Clone || op.Def() == bufferization.Dealloc {
				ops = append(ops, op)
			}
		})
		if len(ops) == 0 {
			r.MarkUnchanged()
		}
		rw := rewrite.NewRewriter(r.Ctx)
		for _, op := range ops {
			rw.SetInsertionPoint(op)
			rw.Loc = op.Loc()
			var err error
			if op.Def() == bufferization.Clone {
				err = lowerClone(rw, op)
			} else {
				lowerDealloc(rw, op)
			}
			if err != nil {
				return err
			}
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// lowerClone: clone(m) -> alloc(dims of m) (cast to the clone's layout), copy m into it.
func lowerClone(rw *rewrite.Rewriter, op *ir.Operation) error {
	ctx := rw.Ctx
	t, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		lowerUnrankedClone(rw, op)
		return nil
	}
	allocType := ctx.MemRefType(t.Dims, t.Elem, nil, t.MemorySpace)
	if !memref.CastCompatible(allocType, t) {
		return op.EmitError("cannot lower a clone to '%s': no cast from a new allocation reaches that layout", ir.TypeString(t))
	}
	src := op.Operand(0)
	var sizes []*ir.Value
	for i, d := range t.Dims {
		if d != ir.ShapedDynamic {
			continue
		}
		idx := rw.Build(arith.Constant, nil, []ir.Type{ctx.IndexType()}, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), int64(i))}).Result(0)
		sizes = append(sizes, rw.Build(memref.Dim, []*ir.Value{src, idx}, []ir.Type{ctx.IndexType()}).Result(0))
	}
	buf := rw.Build(memref.Alloc, sizes, []ir.Type{allocType},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(len(sizes)), 0})}).Result(0)
	if allocType != t {
		buf = rw.Build(memref.Cast, []*ir.Value{buf}, []ir.Type{t}).Result(0)
	}
	rw.Build(memref.Copy, []*ir.Value{src, buf}, nil)
	rw.ReplaceOp(op, []*ir.Value{buf})
	return nil
}

// lowerUnrankedClone: clone(m) of an unranked memref, as upstream's:
//
//	%rank = memref.rank %m
//	%shape = memref.alloca(%rank) : memref<?xindex>
//	%n = scf.for %i = 0 to %rank step 1 iter_args(%p = 1) -> index {
//	  %d = memref.dim %m, %i ; memref.store %d, %shape[%i] ; yield %p * %d
//	}
//	%flat = memref.alloc(%n) : memref<?xT>
//	%c = memref.reshape %flat(%shape) : memref<*xT> ; memref.copy %m, %c
func lowerUnrankedClone(rw *rewrite.Rewriter, op *ir.Operation) {
	ctx := rw.Ctx
	t := op.Result(0).Type().(*ir.UnrankedMemRefType)
	src, index := op.Operand(0), ctx.IndexType()
	constant := func(v int64) *ir.Value {
		return rw.Build(arith.Constant, nil, []ir.Type{index}, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(index, v)}).Result(0)
	}
	c0, c1 := constant(0), constant(1)
	rank := rw.Build(memref.Rank, []*ir.Value{src}, []ir.Type{index}).Result(0)
	shape := rw.Build(memref.Alloca, []*ir.Value{rank}, []ir.Type{ctx.MemRefType([]int64{ir.ShapedDynamic}, index, nil, nil)},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{1, 0})}).Result(0)
	body := ir.NewBlock()
	iv, acc := body.AddArgument(index, rw.Loc), body.AddArgument(index, rw.Loc)
	region := ir.NewRegion()
	region.Append(body)
	loop := rw.Create(&ir.OperationState{Name: ctx.NameOf(scf.For), Loc: rw.Loc, Operands: []*ir.Value{c0, rank, c1, c1},
		Types: []ir.Type{index}, Regions: []*ir.Region{region}})
	ip := rw.Save()
	rw.SetInsertionPointToEnd(body)
	d := rw.Build(memref.Dim, []*ir.Value{src, iv}, []ir.Type{index}).Result(0)
	rw.Build(memref.Store, []*ir.Value{d, shape, iv}, nil)
	rw.Build(scf.Yield, []*ir.Value{rw.Build(arith.MulI, []*ir.Value{acc, d}, []ir.Type{index}).Result(0)}, nil)
	rw.Restore(ip)
	flat := rw.Build(memref.Alloc, []*ir.Value{loop.Result(0)}, []ir.Type{ctx.MemRefType([]int64{ir.ShapedDynamic}, t.Elem, nil, t.MemorySpace)},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{1, 0})}).Result(0)
	buf := rw.Build(memref.Reshape, []*ir.Value{flat, shape}, []ir.Type{t}).Result(0)
	rw.Build(memref.Copy, []*ir.Value{src, buf}, nil)
	rw.ReplaceOp(op, []*ir.Value{buf})
}

// dealloc emits the ops of one lowering at rw's point.
type dealloc struct{ rw *rewrite.Rewriter }

func (d dealloc) pointer(m *ir.Value) *ir.Value {
	return d.rw.Build(memref.ExtractAlignedPointerAsIndex, []*ir.Value{m}, []ir.Type{d.rw.Ctx.IndexType()}).Result(0)
}

func (d dealloc) cmp(p arith.CmpIPredicate, x, y *ir.Value) *ir.Value {
	return d.rw.Build(arith.CmpI, []*ir.Value{x, y}, []ir.Type{d.rw.Ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: d.rw.Ctx.IntegerAttr(d.rw.Ctx.I(64), int64(p))}).Result(0)
}

func (d dealloc) bin(def *ir.OpDef, x, y *ir.Value) *ir.Value {
	return d.rw.Build(def, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

func (d dealloc) boolean(v bool) *ir.Value {
	b := int64(0)
	if v {
		b = 1
	}
	return d.rw.Build(arith.Constant, nil, []ir.Type{d.rw.Ctx.I(1)}, ir.NamedAttr{Name: "value", Value: d.rw.Ctx.IntegerAttr(d.rw.Ctx.I(1), b)}).Result(0)
}

// freeIf emits scf.if cond { memref.dealloc m }.
func (d dealloc) freeIf(cond, m *ir.Value) {
	ctx := d.rw.Ctx
	branch := d.rw.Create(&ir.OperationState{Name: ctx.NameOf(scf.If), Loc: d.rw.Loc, Operands: []*ir.Value{cond}, NumRegions: 2})
	then := ir.NewBlock()
	branch.Region(0).Append(then)
	ip := d.rw.Save()
	d.rw.SetInsertionPointToEnd(then)
	d.rw.Build(memref.Dealloc, []*ir.Value{m}, nil)
	d.rw.Build(scf.Yield, nil, nil)
	d.rw.Restore(ip)
}

// lowerDealloc replaces a bufferization.dealloc by conditional deallocs and
// the retained memrefs' ownership conditions.
func lowerDealloc(rw *rewrite.Rewriter, op *ir.Operation) {
	memrefs, conds, retained := bufferization.DeallocOperands(op)
	d := dealloc{rw}
	results := make([]*ir.Value, len(retained))
	switch len(memrefs) {
	case 0:
		for j := range results {
			results[j] = d.boolean(false)
		}
	case 1:
		// Upstream's form: free unless a retained memref aliases it.
		if len(retained) == 0 {
			d.freeIf(conds[0], memrefs[0])
			break
		}
		p := d.pointer(memrefs[0])
		distinct := make([]*ir.Value, len(retained))
		var none *ir.Value
		for j, r := range retained {
			distinct[j] = d.cmp(arith.CmpINE, p, d.pointer(r))
			if none == nil {
				none = distinct[j]
			} else {
				none = d.bin(arith.AndI, none, distinct[j])
			}
		}
		d.freeIf(d.bin(arith.AndI, none, conds[0]), memrefs[0])
		t := d.boolean(true)
		for j := range retained {
			results[j] = d.bin(arith.AndI, d.bin(arith.XOrI, distinct[j], t), conds[0])
		}
	default:
		lowerDeallocMany(d, memrefs, conds, retained, results)
	}
	rw.ReplaceOp(op, results)
}

// lowerDeallocMany frees allocation p_i (the aligned pointer of memref
// i) when i is the first memref naming it, some memref naming it has its
// condition set, and no retained memref aliases it; retained j is owned
// when a memref with its condition set aliases it.
func lowerDeallocMany(d dealloc, memrefs, conds, retained []*ir.Value, results []*ir.Value) {
	ptrs := make([]*ir.Value, len(memrefs))
	for i, m := range memrefs {
		ptrs[i] = d.pointer(m)
	}
	kept := make([]*ir.Value, len(retained))
	for j, r := range retained {
		kept[j] = d.pointer(r)
	}
	t := d.boolean(true)
	for i, m := range memrefs {
		first := t
		for l := 0; l < i; l++ {
			first = d.bin(arith.AndI, first, d.cmp(arith.CmpINE, ptrs[l], ptrs[i]))
		}
		owned := conds[i]
		for l := range memrefs {
			if l != i {
				owned = d.bin(arith.OrI, owned, d.bin(arith.AndI, d.cmp(arith.CmpIEQ, ptrs[l], ptrs[i]), conds[l]))
			}
		}
		free := d.bin(arith.AndI, first, owned)
		for j := range retained {
			free = d.bin(arith.AndI, free, d.cmp(arith.CmpINE, ptrs[i], kept[j]))
		}
		d.freeIf(free, m)
	}
	for j := range retained {
		owned := d.boolean(false)
		for i := range memrefs {
			owned = d.bin(arith.OrI, owned, d.bin(arith.AndI, d.cmp(arith.CmpIEQ, ptrs[i], kept[j]), conds[i]))
		}
		results[j] = owned
	}
}
