// memref.copy: memcpy of contiguous buffers, a generated loop nest for
// strided ones.

package memreftollvm

import (
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/rewrite"
)

// copy %a, %b (both contiguous) -> memcpy(aligned(b)+off, aligned(a)+off, n * sizeof(T))
//
// copy %a, %b (either strided) -> llvm.call @__strata_memref_copy_R_T(
// aligned(a), offset(a), aligned(b), offset(b), sizes(a)..., strides(a)...,
// strides(b)...), a loop nest generated once per rank and element type
// (see copyFunc). Upstream calls memrefCopy of the runtime library
// libmlir_c_runner_utils instead, which Strata's programs do not link.
func (c *conv) copy(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	cp, _ := memref.AsCopy(op)
	st, ok1 := memrefType(cp.Source())
	tt, ok2 := memrefType(cp.Target())
	if !ok1 || !ok2 || len(st.Dims) != len(tt.Dims) {
		return false
	}
	for _, v := range operands {
		if _, ok := v.Type().(*llvm.StructType); !ok {
			return false
		}
	}
	b := c.b(rw)
	elem := tollvm.ElementType(ctx, c.o, st)
	if elem == nil {
		return false
	}
	src, dst := tollvm.Desc{B: b, V: operands[0]}, tollvm.Desc{B: b, V: operands[1]}
	if !contiguous(st) || !contiguous(tt) {
		fn := c.copyFunc(rw, elem, len(st.Dims))
		args := []*ir.Value{src.Aligned(), src.Offset(), dst.Aligned(), dst.Offset()}
		for i := range st.Dims {
			args = append(args, src.Size(i))
		}
		for i := range st.Dims {
			args = append(args, src.Stride(i))
		}
		for i := range st.Dims {
			args = append(args, dst.Stride(i))
		}
		b.Call(ir.SymbolName(fn), args, nil)
		rw.EraseOp(op)
		return true
	}
	n := b.IndexConst(1)
	for i := range st.Dims {
		n = b.Bin(llvm.Mul.Name, n, src.Size(i), 0)
	}
	size := c.sizeInBytes(b, elem, n)
	sp := b.GEP(llvm.GEPInbounds, b.Ptr(0), src.Aligned(), elem, src.Offset())
	dp := b.GEP(llvm.GEPInbounds, b.Ptr(0), dst.Aligned(), elem, dst.Offset())
	b.Op(llvm.Memcpy.Name, []*ir.Value{dp, sp, size}, nil, tollvm.Attr("isVolatile", ctx.BoolAttr(false)))
	rw.EraseOp(op)
	return true
}

// CopyHelperPrefix starts the names of the strided-copy functions
// (copyFunc): the rest of a name, rank and element type, determines the
// body, so a target may compile and cache each apart from the code that
// calls it.
const CopyHelperPrefix = "__strata_memref_copy_"

// copyFunc returns (defining it at the module's start the first time)
//
//	llvm.func internal @__strata_memref_copy_R_T(%sp: !llvm.ptr, %so: i64,
//	    %dp: !llvm.ptr, %do: i64, %n0..., %s0..., %t0...)
//
// which copies the elements of a rank-R memref of T, sizes n, from the
// buffer at sp (offset so, strides s) to the one at dp (offset do,
// strides t), in row-major order: one loop per dimension, each a header
// block testing i < n, the innermost body doing the load and store.
func (c *conv) copyFunc(rw *rewrite.ConversionRewriter, elem ir.Type, rank int) *ir.Operation {
	ctx := rw.Ctx
	name := CopyHelperPrefix + itoa(rank) + "_" + mangle(ir.TypeString(elem))
	body := c.module.Region(0).Front()
	for o := body.First(); o != nil; o = o.Next() {
		if ir.SymbolName(o) == name {
			return o
		}
	}
	b := c.b(rw)
	idx, ptr := b.Index(), b.Ptr(0)
	params := []ir.Type{ptr, idx, ptr, idx}
	for i := 0; i < 3*rank; i++ {
		params = append(params, idx)
	}
	ip := rw.Save()
	defer rw.Restore(ip)
	rw.SetInsertionPointToStart(body)
	st := &ir.OperationState{Name: ctx.NameOf(llvm.FuncOp), Loc: c.module.Loc(), NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	st.AddAttr("function_type", ctx.TypeAttr(llvm.Func(ctx, llvm.Void(ctx), params, false)))
	st.AddAttr("CConv", llvm.Enum(ctx, "cconv", "ccc"))
	st.AddAttr("linkage", llvm.Linkage(ctx, "internal"))
	st.AddAttr("visibility_", ctx.IntegerAttr(ctx.I(64), 0))
	fn := rw.Create(st)
	region := fn.Region(0)
	newBlock := func(ts ...ir.Type) *ir.Block {
		blk := ir.NewBlock()
		for _, t := range ts {
			blk.AddArgument(t, c.module.Loc())
		}
		region.Append(blk)
		return blk
	}
	br := func(dest *ir.Block, args ...*ir.Value) {
		rw.Create(&ir.OperationState{Name: ctx.NameOf(llvm.Br), Operands: args, Successors: []*ir.Block{dest}})
	}
	entry := newBlock(params...)
	a := entry.Args()
	sp, so, dp, do := a[0], a[1], a[2], a[3]
	sizes, sstr, dstr := a[4:4+rank], a[4+rank:4+2*rank], a[4+2*rank:]
	// The element at indices iv: load from sp[so + sum iv*s], store to dp[do + sum iv*t].
	move := func(iv []*ir.Value) {
		si, di := so, do
		for k, i := range iv {
			si = b.Bin(llvm.Add.Name, si, b.Bin(llvm.Mul.Name, i, sstr[k], 0), 0)
			di = b.Bin(llvm.Add.Name, di, b.Bin(llvm.Mul.Name, i, dstr[k], 0), 0)
		}
		v := b.V(llvm.Load.Name, []*ir.Value{b.GEP(0, ptr, sp, elem, si)}, elem)
		b.Op(llvm.Store.Name, []*ir.Value{v, b.GEP(0, ptr, dp, elem, di)}, nil)
	}
	rw.SetInsertionPointToEnd(entry)
	if rank == 0 {
		move(nil)
		b.Op(llvm.Return.Name, nil, nil)
		return fn
	}
	exit := newBlock()
	rw.SetInsertionPointToEnd(exit)
	b.Op(llvm.Return.Name, nil, nil)
	rw.SetInsertionPointToEnd(entry)
	zero := b.IndexConst(0)
	one := b.IndexConst(1)
	var iv []*ir.Value
	after := exit // where the loop of dimension d goes when done
	for d := 0; d < rank; d++ {
		header := newBlock(idx)
		br(header, zero)
		i := header.Arg(0)
		iv = append(iv, i)
		loopBody := newBlock()
		rw.SetInsertionPointToEnd(header)
		cond := b.V(llvm.ICmp.Name, []*ir.Value{i, sizes[d]}, ctx.I(1),
			tollvm.Attr("predicate", ctx.IntegerAttr(ctx.I(64), 2))) // slt
		cb := &ir.OperationState{Name: ctx.NameOf(llvm.CondBr), Operands: []*ir.Value{cond},
			Successors: []*ir.Block{loopBody, after}}
		cb.Props = append(cb.Props, tollvm.Attr("operandSegmentSizes", ctx.DenseI32Array([]int64{1, 0, 0})))
		rw.Create(cb)
		// The latch of dimension d: i + 1, back to its header.
		latch := newBlock()
		rw.SetInsertionPointToEnd(latch)
		br(header, b.Bin(llvm.Add.Name, i, one, 0))
		after = latch
		rw.SetInsertionPointToEnd(loopBody)
	}
	move(iv)
	br(after)
	return fn
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// mangle keeps letters and digits of a type's name for a symbol.
func mangle(s string) string {
	out := []byte{}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' {
			out = append(out, ch)
		} else {
			out = append(out, '_')
		}
	}
	return string(out)
}
