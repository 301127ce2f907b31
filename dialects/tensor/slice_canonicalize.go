package tensor

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalizations of tensor.extract_slice, tensor.insert_slice and
// tensor.parallel_insert_slice, as upstream's TensorOps.cpp has them
// (checked against `mlir-opt-22 --canonicalize`;
// test/lit/Dialect/Tensor/canonicalize-slices.mlir):
//
//	slice with constant operands          -> static entries, a cast back to the old type
//	extract_slice(cast(x))                -> extract_slice(x) where the cast only widened x
//	cast(extract_slice(x)) more static    -> extract_slice(x) of the cast's type
//	insert_slice(cast(s) into cast(d))    -> insert_slice(s into d), a cast back
//	insert_slice(s) of static sizes       -> insert_slice(cast(s) to those sizes)

var sliceCanonicalization = []*rewrite.Pattern{
	sliceConstantArguments(ExtractSlice),
	extractSliceCastFolder,
	sliceConstantArguments(InsertSlice),
	insertSliceCastFolder(InsertSlice),
	insertSliceSourceCastInserter(InsertSlice),
	sliceConstantArguments(ParallelInsertSlice),
	insertSliceCastFolder(ParallelInsertSlice),
	insertSliceSourceCastInserter(ParallelInsertSlice),
	tensorCastExtractSlice,
}

// mixedSliceLists returns a slice op's offsets, sizes and strides.
func mixedSliceLists(op *ir.Operation) (offs, sizes, strides staticdyn.List) {
	return staticdyn.NewList(StaticInts(op, "static_offsets"), group(op, "offsets")),
		staticdyn.NewList(StaticInts(op, "static_sizes"), group(op, "sizes")),
		staticdyn.NewList(StaticInts(op, "static_strides"), group(op, "strides"))
}

// buildSlice creates a slice op of kind def: extract_slice of src when
// dest is nil, else (parallel_)insert_slice of src into dest.
func buildSlice(rw *rewrite.Rewriter, loc ir.Location, def *ir.OpDef, src, dest *ir.Value, offs, sizes, strides staticdyn.List, res ir.Type) *ir.Operation {
	ctx := rw.Ctx
	operands := []*ir.Value{src}
	seg := []int64{1}
	if dest != nil {
		operands = append(operands, dest)
		seg = append(seg, 1)
	}
	for _, l := range []staticdyn.List{offs, sizes, strides} {
		vs := l.Operands()
		operands = append(operands, vs...)
		seg = append(seg, int64(len(vs)))
	}
	var results []ir.Type
	if res != nil {
		results = []ir.Type{res}
	}
	return rw.CreateAt(loc, def.Name, operands, results,
		ir.NamedAttr{Name: "static_offsets", Value: ctx.DenseI64Array(offs.Static)},
		ir.NamedAttr{Name: "static_sizes", Value: ctx.DenseI64Array(sizes.Static)},
		ir.NamedAttr{Name: "static_strides", Value: ctx.DenseI64Array(strides.Static)},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(seg)})
}

// canonicalSliceType is the type of a slice of src by sizes, rank-reduced
// to rank by dropping its first unit dims (upstream's
// inferCanonicalRankReducedResultType); nil when it cannot be.
func canonicalSliceType(ctx *ir.Context, rank int, src *ir.RankedTensorType, sizes []int64) *ir.RankedTensorType {
	if len(sizes) == rank {
		return ctx.RankedTensorType(sizes, src.Elem, src.Encoding)
	}
	drop := len(sizes) - rank
	var out []int64
	for _, s := range sizes {
		if s == 1 && drop > 0 {
			drop--
			continue
		}
		out = append(out, s)
	}
	if drop > 0 {
		return nil
	}
	return ctx.RankedTensorType(out, src.Elem, nil)
}

func nonNegative(c int64) bool { return c >= 0 }

// sliceConstantArguments makes static the offsets and sizes given by
// non-negative constants and the strides given by constants; an
// extract_slice gets the canonical type of its new sizes and a cast back
// to the old one, an insert_slice a cast of its source to that type
// (upstream's OpWithOffsetSizesAndStridesConstantArgumentFolder and
// InsertSliceOpConstantArgumentFolder).
func sliceConstantArguments(def *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{
		Name: "ConstantArgumentFolder", Root: def.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			offs, sizes, strides := mixedSliceLists(op)
			a := offs.FoldConstants(nonNegative)
			b := sizes.FoldConstants(nonNegative)
			c := strides.FoldConstants(func(s int64) bool { return s != 0 })
			if !a && !b && !c {
				return false
			}
			ctx := op.Context()
			if def == ExtractSlice {
				old := ranked(op.Result(0).Type())
				nt := canonicalSliceType(ctx, len(old.Dims), ranked(op.Operand(0).Type()), sizes.Static)
				if nt == nil || !CastCompatible(nt, old) {
					return false
				}
				rw.SetInsertionPoint(op)
				n := buildSlice(rw, op.Loc(), def, op.Operand(0), nil, offs, sizes, strides, nt)
				v := n.Result(0)
				if ir.Type(nt) != ir.Type(old) {
					v = rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{v}, []ir.Type{old}).Result(0)
				}
				rw.ReplaceOp(op, []*ir.Value{v})
				return true
			}
			srcT := ranked(op.Operand(0).Type())
			nt := canonicalSliceType(ctx, len(srcT.Dims), ranked(op.Operand(1).Type()), sizes.Static)
			if nt == nil || !CastCompatible(nt, srcT) {
				return false
			}
			src := op.Operand(0)
			if ir.Type(nt) != ir.Type(srcT) {
				if def == ParallelInsertSlice {
					rw.SetInsertionPoint(op.ParentOp())
				} else {
					rw.SetInsertionPoint(op)
				}
				src = rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{src}, []ir.Type{nt}).Result(0)
			}
			replaceInsert(rw, op, def, src, op.Operand(1), offs, sizes, strides)
			return true
		},
	}
}

// replaceInsert replaces an (parallel_)insert_slice op by one of src
// into dest.
func replaceInsert(rw *rewrite.Rewriter, op *ir.Operation, def *ir.OpDef, src, dest *ir.Value, offs, sizes, strides staticdyn.List) {
	rw.SetInsertionPoint(op)
	var res ir.Type
	if def == InsertSlice {
		res = dest.Type()
	}
	n := buildSlice(rw, op.Loc(), def, src, dest, offs, sizes, strides, res)
	if def == InsertSlice {
		v := n.Result(0)
		if v.Type() != op.Result(0).Type() {
			v = rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{v}, []ir.Type{op.Result(0).Type()}).Result(0)
		}
		rw.ReplaceOp(op, []*ir.Value{v})
		return
	}
	rw.EraseOp(op)
}

// hasConstantOperand reports whether an operand of op past the tensors
// is a constant: the constant folders go first.
func hasConstantOperand(op *ir.Operation, tensors int) bool {
	for _, v := range op.Operands()[tensors:] {
		if _, ok := staticdyn.ConstantInt(v); ok {
			return true
		}
	}
	return false
}

// inBounds reports whether the static entries of a slice stay within
// shape (dynamic entries are not checked).
func inBounds(shape []int64, offs, sizes, strides staticdyn.List) bool {
	for i, d := range shape {
		if i >= len(offs.Static) {
			return false
		}
		o, s, st := offs.Static[i], sizes.Static[i], strides.Static[i]
		if d == Dynamic || o == Dynamic || s == Dynamic || st == Dynamic || s == 0 {
			continue
		}
		if o+(s-1)*st >= d {
			return false
		}
	}
	return true
}

// extract_slice(cast(x)) -> extract_slice(x) of the same type, where
// the cast only made x less static and the slice stays in x's bounds
// (upstream's ExtractSliceOpCastFolder).
var extractSliceCastFolder = &rewrite.Pattern{
	Name: "ExtractSliceOpCastFolder", Root: ExtractSlice.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cast := op.Operand(0).DefiningOp()
		if hasConstantOperand(op, 1) || !castFoldsIntoConsumer(cast) {
			return false
		}
		offs, sizes, strides := mixedSliceLists(op)
		if !inBounds(ranked(cast.Operand(0).Type()).Dims, offs, sizes, strides) {
			return false
		}
		rw.SetInsertionPoint(op)
		n := buildSlice(rw, op.Loc(), ExtractSlice, cast.Operand(0), nil, offs, sizes, strides, op.Result(0).Type())
		rw.ReplaceOp(op, []*ir.Value{n.Result(0)})
		return true
	},
}

// droppedDims returns, for slice sizes and the (rank-reduced) slice
// shape, which size entries the shape drops: the unit sizes left over
// when the shape is matched in order (upstream's
// computeRankReductionMask; with matchDynamic a dynamic shape dim matches
// any size). ok is false when the shape does not match.
func droppedDims(sizes, shape []int64, matchDynamic bool) (map[int]bool, bool) {
	out := map[int]bool{}
	j := 0
	for i, s := range sizes {
		if j < len(shape) && (s == shape[j] || (matchDynamic && (shape[j] == Dynamic || s == Dynamic))) {
			j++
			continue
		}
		if s != 1 {
			return nil, false
		}
		out[i] = true
	}
	return out, j == len(shape)
}

// insertSliceCastFolder: insert_slice(cast(s) into cast(d)) ->
// insert_slice(s into d), casts that only widened, the sizes taking s's
// static sizes, and a cast back to the old dest type (upstream's
// InsertSliceOpCastFolder).
func insertSliceCastFolder(def *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{
		Name: "InsertSliceOpCastFolder", Root: def.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			if hasConstantOperand(op, 2) {
				return false
			}
			src, dst := op.Operand(0), op.Operand(1)
			sc, dc := src.DefiningOp(), dst.DefiningOp()
			sFold, dFold := castFoldsIntoConsumer(sc), castFoldsIntoConsumer(dc)
			if !sFold && !dFold {
				return false
			}
			if sFold {
				src = sc.Operand(0)
			}
			if dFold {
				dst = dc.Operand(0)
			}
			st, dt := ranked(src.Type()), ranked(dst.Type())
			offs, sizes, strides := mixedSliceLists(op)
			dropped, ok := droppedDims(sizes.Static, st.Dims, true)
			if !ok {
				return false
			}
			sizes = sizes.Clone()
			k := 0
			for i := range sizes.Static {
				if dropped[i] {
					continue
				}
				if st.Dims[k] != Dynamic {
					sizes.Set(i, st.Dims[k])
				}
				k++
			}
			if !sliceFits(st, dt, offs, sizes, strides) {
				return false
			}
			replaceInsert(rw, op, def, src, dst, offs, sizes, strides)
			return true
		},
	}
}

// sliceFits reports whether a slice of dest by the lists may hold src:
// in bounds, and src's shape is the static sizes, rank-reduced.
func sliceFits(src, dest *ir.RankedTensorType, offs, sizes, strides staticdyn.List) bool {
	if !inBounds(dest.Dims, offs, sizes, strides) {
		return false
	}
	dropped, ok := droppedDims(sizes.Static, src.Dims, false)
	if !ok {
		return false
	}
	k := 0
	for i, s := range sizes.Static {
		if dropped[i] {
			continue
		}
		if s != src.Dims[k] {
			return false
		}
		k++
	}
	return true
}

// insert_slice(s) whose constant sizes are more static than s's type ->
// insert_slice(cast(s)) to those sizes, for a slice of the dest's rank
// (upstream's InsertSliceOpSourceCastInserter).
func insertSliceSourceCastInserter(def *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{
		Name: "InsertSliceOpSourceCastInserter", Root: def.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			st := ranked(op.Operand(0).Type())
			if len(st.Dims) != len(ranked(op.Operand(1).Type()).Dims) {
				return false
			}
			offs, sizes, strides := mixedSliceLists(op)
			dims := append([]int64(nil), st.Dims...)
			for i := range dims {
				if c, ok := sizes.Constant(i); ok {
					if c < 0 {
						return false
					}
					dims[i] = c
				}
			}
			nt := op.Context().RankedTensorType(dims, st.Elem, st.Encoding)
			if ir.Type(nt) == ir.Type(st) || !CastCompatible(st, nt) {
				return false
			}
			for i, d := range st.Dims {
				if d != Dynamic && dims[i] != d {
					return false
				}
			}
			if def == ParallelInsertSlice {
				rw.SetInsertionPoint(op.ParentOp())
			} else {
				rw.SetInsertionPoint(op)
			}
			c := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{op.Operand(0)}, []ir.Type{nt})
			replaceInsert(rw, op, def, c.Result(0), op.Operand(1), offs, sizes, strides)
			return true
		},
	}
}

// cast(extract_slice(x)) to a more static type -> extract_slice(x) of
// that type, its sizes taking the static sizes (upstream's
// TensorCastExtractSlice).
var tensorCastExtractSlice = &rewrite.Pattern{
	Name: "TensorCastExtractSlice", Root: Cast.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		slice := op.Operand(0).DefiningOp()
		res := ranked(op.Result(0).Type())
		if slice == nil || slice.Def() != ExtractSlice || res == nil {
			return false
		}
		from := ranked(op.Operand(0).Type())
		if len(from.Dims) != len(res.Dims) || from.Elem != res.Elem || ir.Type(from) == ir.Type(res) {
			return false
		}
		for i, d := range from.Dims {
			if d != Dynamic && res.Dims[i] != d {
				return false
			}
		}
		offs, sizes, strides := mixedSliceLists(slice)
		dropped, ok := droppedDims(sizes.Static, from.Dims, false)
		if !ok {
			dropped = map[int]bool{}
		}
		sizes = sizes.Clone()
		k := 0
		for i := range sizes.Static {
			if dropped[i] {
				continue
			}
			if k < len(res.Dims) && res.Dims[k] != Dynamic {
				sizes.Set(i, res.Dims[k])
			}
			k++
		}
		rw.SetInsertionPoint(op)
		n := buildSlice(rw, op.Loc(), ExtractSlice, slice.Operand(0), nil, offs, sizes, strides, res)
		rw.ReplaceOp(op, []*ir.Value{n.Result(0)})
		return true
	},
}
