package gputonvvm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/rewrite"
)

// shflKinds are nvvm.shfl.sync's names of the gpu shuffle modes.
var shflKinds = map[string]string{"xor": "bfly", "up": "up", "down": "down", "idx": "idx"}

// constInt returns the value of an arith or llvm integer constant.
func constInt(v *ir.Value) (int64, bool) {
	def := v.DefiningOp()
	if def == nil || (def.Name() != arith.Constant.Name && def.Name() != llvm.Constant.Name) {
		return 0, false
	}
	a, ok := def.Attr("value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}

// maskAndClamp returns shfl.sync's member mask and its c operand for a
// shuffle of width lanes. PTX's c holds the clamp lane in bits 0-4 and a
// segment mask in bits 8-12; a lane reads lane j (its lane ^ b, - b, + b,
// or b within its segment) when j stays inside [segment start, clamp]
// (up: j >= segment start), else keeps its own value, and the valid bit
// says which.
//
//   - width a constant power of two (32 included): the warp is cut into
//     segments of width lanes that shuffle independently, as CUDA's
//     __shfl_*_sync(mask, v, b, width): c = (32 - width) << 8 | 31
//     (up: (32 - width) << 8), and each lane's member mask is its own
//     segment, ((1 << width) - 1) << (laneid & (32 - width)), so that the
//     first width lanes may run it alone (gpu.shuffle only requires them to
//     be active) and the others may run it too. For width 32 that is the
//     full mask -1 and c = 31 (up: 0).
//   - otherwise (a width known only at run time, or not a power of two, as
//     a partial warp's): only the first width lanes take part, mask =
//     -1 >> (32 - width), c = width - 1 (up: 0, clamp at lane 0).
//
// For the first width lanes both give gpu.shuffle's results and valid
// bits; idx's valid bit is additionally `offset < width` (shuffle below).
func (c *conv) maskAndClamp(b tollvm.B, mode string, width *ir.Value) (mask, clamp *ir.Value) {
	i32 := b.Ctx.I(32)
	if w, ok := constInt(width); ok && w >= 1 && w <= 32 && w&(w-1) == 0 {
		seg := (32 - w) << 8
		cv := seg | 31
		if mode == "up" {
			cv = seg
		}
		if w == 32 {
			mask = b.IntConst(i32, -1)
		} else {
			lane := b.V(nvvm.LaneId.Name, nil, i32, tollvm.Attr("range", nvvm.Range(b.Ctx, 32, 0, 32)))
			start := b.V(llvm.And.Name, []*ir.Value{lane, b.IntConst(i32, 32-w)}, i32)
			mask = b.V(llvm.Shl.Name, []*ir.Value{b.IntConst(i32, 1<<w-1), start}, i32)
		}
		return mask, b.IntConst(i32, cv)
	}
	thirtyTwo := b.IntConst(i32, 32)
	inactive := b.V(llvm.Sub.Name, []*ir.Value{thirtyTwo, width}, i32)
	mask = b.V(llvm.LShr.Name, []*ir.Value{b.IntConst(i32, -1), inactive}, i32)
	if mode == "up" {
		return mask, b.IntConst(i32, 0)
	}
	return mask, b.V(llvm.Sub.Name, []*ir.Value{width, b.IntConst(i32, 1)}, i32)
}

// gpu.shuffle mode %v, %offset, %width : T
// -> nvvm.shfl.sync kind %mask, %v, %offset, %c : T -> !llvm.struct<(T, i1)>
//
// (without the struct when valid is unused). A value narrower than 32
// bits is zero-extended to i32 and truncated back; a 64-bit one is moved
// as two i32 halves (valid from the low half); floats through bitcasts.
func (c *conv) shuffle(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	mode, ok := op.Attr("mode").(*gpu.EnumAttr)
	if !ok {
		return false
	}
	v, offset, width := operands[0], operands[1], operands[2]
	t := v.Type()
	bits := 0
	switch tt := t.(type) {
	case *ir.IntegerType:
		bits = tt.Width
	case *ir.FloatType:
		bits = ir.IntOrFloatBitWidth(tt)
	}
	if bits == 0 || bits > 64 {
		return false
	}
	b := tollvm.NewB(rw.Rewriter, c.o)
	i32, i64 := ctx.I(32), ctx.I(64)
	mask, clamp := c.maskAndClamp(b, mode.Value, width)
	wantValid := !op.Result(1).UseEmpty()
	kind := nvvm.Enum(ctx, "shfl_kind", shflKinds[mode.Value])
	shfl := func(x *ir.Value) (r, valid *ir.Value) {
		attrs := []ir.NamedAttr{tollvm.Attr("kind", kind)}
		rt := x.Type()
		if wantValid {
			attrs = append(attrs, tollvm.Attr("return_value_and_is_valid", ctx.UnitAttr()))
			rt = llvm.LiteralStruct(ctx, []ir.Type{x.Type(), ctx.I(1)}, false)
		}
		s := b.V(nvvm.ShflSync.Name, []*ir.Value{mask, x, offset, clamp}, rt, attrs...)
		if !wantValid {
			return s, nil
		}
		return b.Extract(s, 0), b.Extract(s, 1)
	}
	// asInt is v as an integer of its width; fromInt undoes it.
	asInt := func(x *ir.Value, it ir.Type) *ir.Value {
		if _, ok := t.(*ir.FloatType); ok {
			return b.V(llvm.Bitcast.Name, []*ir.Value{x}, it)
		}
		return x
	}
	fromInt := func(x *ir.Value) *ir.Value {
		if _, ok := t.(*ir.FloatType); ok {
			return b.V(llvm.Bitcast.Name, []*ir.Value{x}, t)
		}
		return x
	}
	var res, valid *ir.Value
	switch {
	case bits == 32:
		res, valid = shfl(v)
	case bits < 32:
		x := b.V(llvm.ZExt.Name, []*ir.Value{asInt(v, ctx.I(bits))}, i32)
		r, ok := shfl(x)
		res, valid = fromInt(b.V(llvm.Trunc.Name, []*ir.Value{r}, ctx.I(bits))), ok
	default:
		x := asInt(v, ctx.I(bits))
		if bits < 64 {
			x = b.V(llvm.ZExt.Name, []*ir.Value{x}, i64)
		}
		c32 := b.IntConst(i64, 32)
		lo := b.V(llvm.Trunc.Name, []*ir.Value{x}, i32)
		hi := b.V(llvm.Trunc.Name, []*ir.Value{b.V(llvm.LShr.Name, []*ir.Value{x, c32}, i64)}, i32)
		rlo, ok := shfl(lo)
		rhi, _ := shfl(hi)
		wide := b.V(llvm.Or.Name, []*ir.Value{b.V(llvm.ZExt.Name, []*ir.Value{rlo}, i64),
			b.V(llvm.Shl.Name, []*ir.Value{b.V(llvm.ZExt.Name, []*ir.Value{rhi}, i64), c32}, i64)}, i64)
		if bits < 64 {
			wide = b.V(llvm.Trunc.Name, []*ir.Value{wide}, ctx.I(bits))
		}
		res, valid = fromInt(wide), ok
	}
	if wantValid && mode.Value == "idx" {
		// A segmented idx reads lane offset mod width; gpu.shuffle calls
		// an offset outside [0, width) invalid.
		in := b.V(llvm.ICmp.Name, []*ir.Value{offset, width}, ctx.I(1),
			tollvm.Attr("predicate", ctx.IntegerAttr(ctx.I(64), int64(icmpULT))))
		valid = b.V(llvm.And.Name, []*ir.Value{valid, in}, ctx.I(1))
	}
	rw.ReplaceOp(op, []*ir.Value{res, valid})
	return true
}

// icmpULT is the position of "ult" in llvm.ICmpPredicates.
var icmpULT = func() int {
	for k, n := range llvm.ICmpPredicates {
		if n == "ult" {
			return k
		}
	}
	return -1
}()
