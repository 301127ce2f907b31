package memref

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Folds and canonicalizations of memref.reinterpret_cast and
// memref.memory_space_cast, as upstream's MemRefOps.cpp has them (checked
// against `mlir-opt-22 --canonicalize`;
// test/lit/Dialect/MemRef/canonicalize-casts.mlir).

// reinterpret_cast(reinterpret_cast(%x)), reinterpret_cast(cast(%x)) and
// reinterpret_cast(subview(%x)) at zero offsets -> reinterpret_cast(%x), in
// place: the new offset, sizes and strides do not read the old ones.
// reinterpret_cast(%x) to the type of %x, of static shape at offset 0 -> %x.
func foldReinterpretCast(op *ir.Operation, _ []ir.Attribute) []any {
	src := op.Operand(0)
	if prev := reinterpretedSource(src.DefiningOp()); prev != nil {
		op.SetOperand(0, prev)
		return []any{op.Result(0)}
	}
	t := memrefOf(op.Result(0))
	offs := staticdyn.Ints(op.Attr("static_offsets"))
	if t != nil && src.Type() == t && staticdyn.CountDynamic(t.Dims) == 0 && len(offs) == 1 && offs[0] == 0 {
		return []any{src}
	}
	return nil
}

// reinterpretedSource is the memref a reinterpret_cast of d's result may
// read instead, or nil.
func reinterpretedSource(d *ir.Operation) *ir.Value {
	if d == nil {
		return nil
	}
	switch d.Def() {
	case ReinterpretCast, Cast:
		return d.Operand(0)
	case SubView:
		sv, _ := AsSubView(d)
		offs := mixed(sv.StaticOffsets(), sv.Offsets())
		for i := range offs.static {
			if c, ok := offs.constant(i); !ok || c != 0 {
				return nil
			}
		}
		return d.Operand(0)
	}
	return nil
}

// memory_space_cast(%x : T to T) -> %x;
// memory_space_cast(memory_space_cast(%x)) -> memory_space_cast(%x), in place.
func foldMemorySpaceCast(op *ir.Operation, _ []ir.Attribute) []any {
	src := op.Operand(0)
	if src.Type() == op.Result(0).Type() {
		return []any{src}
	}
	if d := src.DefiningOp(); d != nil && d.Def() == MemorySpaceCast {
		op.SetOperand(0, d.Operand(0))
		return []any{op.Result(0)}
	}
	return nil
}

// reinterpret_cast(extract_strided_metadata(%m).base) at the offset, sizes
// and strides extracted from %m (the extracted values themselves, or
// constants equal to them) -> %m, or cast(%m) when the types differ
// (upstream's ReinterpretCastOpExtractStridedMetadataFolder). An entry
// matches when both sides are the same value or the same constant, a
// static entry of either type counting as that constant.
var reinterpretCastOfExtractStridedMetadata = &rewrite.Pattern{
	Name: "ReinterpretCastOpExtractStridedMetadataFolder", Root: ReinterpretCast.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		ext := op.Operand(0).DefiningOp()
		if ext == nil || ext.Def() != ExtractStridedMetadata || op.Operand(0) != ext.Result(0) {
			return false
		}
		src, res := memrefOf(ext.Operand(0)), memrefOf(op.Result(0))
		if src == nil || res == nil || len(src.Dims) != len(res.Dims) {
			return false
		}
		srcStrides, srcOffset, ok1 := StridesAndOffset(src)
		resStrides, resOffset, ok2 := StridesAndOffset(res)
		if !ok1 || !ok2 {
			return false
		}
		rc := ReinterpretCastOp{op}
		offs := mixed(staticdyn.Ints(op.Attr("static_offsets")), rc.Offsets())
		sizes := mixed(staticdyn.Ints(op.Attr("static_sizes")), rc.Sizes())
		strides := mixed(staticdyn.Ints(op.Attr("static_strides")), rc.Strides())
		rank := len(src.Dims)
		if len(offs.static) != 1 || len(sizes.static) != rank || len(strides.static) != rank {
			return false
		}
		same := func(l mixedList, i int, resStatic int64, extStatic int64, extValue *ir.Value) bool {
			if l.dyn[i] != nil && l.dyn[i] == extValue {
				return true
			}
			a, aok := l.constant(i)
			if !aok && resStatic != Dynamic {
				a, aok = resStatic, true
			}
			if extStatic != Dynamic {
				return aok && a == extStatic
			}
			if c, ok := staticdyn.ConstantInt(extValue); ok {
				return aok && a == c
			}
			return !aok && l.dyn[i] == extValue
		}
		if !same(offs, 0, resOffset, srcOffset, ext.Result(1)) {
			return false
		}
		for i := 0; i < rank; i++ {
			if !same(sizes, i, res.Dims[i], src.Dims[i], ext.Result(2+i)) ||
				!same(strides, i, resStrides[i], srcStrides[i], ext.Result(2+rank+i)) {
				return false
			}
		}
		if ext.Operand(0).Type() == op.Result(0).Type() {
			rw.ReplaceOp(op, []*ir.Value{ext.Operand(0)})
			return true
		}
		rw.SetInsertionPoint(op)
		c := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{ext.Operand(0)}, []ir.Type{op.Result(0).Type()})
		rw.ReplaceOp(op, []*ir.Value{c.Result(0)})
		return true
	},
}
