package gputonvvm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/rewrite"
)

// The subgroup matrix ops on the tensor cores: a 16x16 matrix is held by
// the 32 lanes of a warp in the fragments of PTX's mma.sync m16n8k16 (two
// of them side by side along n), and gpu.subgroup_mma_compute is two
// mma.sync. With g = lane/4 and t = lane%4:
//   - A (f16/bf16): four 32-bit registers, each two elements along k:
//     rows g (registers 0, 2) and g+8 (1, 3), columns 2t (0, 1) and 2t+8 (2, 3);
//   - B (f16/bf16): for each half h of n, two registers of two elements
//     along k: k = 2t (register 2h) and 2t+8 (2h+1), n = 8h+g;
//   - C (f32): for each half h, four elements: rows g (e = 0, 1) and g+8
//     (e = 2, 3), columns 8h+2t+(e&1).
// Registers hold f16 pairs as vector<2xf16>, bf16 pairs as i32 (as
// upstream's nvvm.mma.sync takes them). An A or B fragment in workgroup
// memory whose rows are 16-byte aligned is one ldmatrix.x4 (ldmatrixAligned;
// a tf32 one where k runs along the rows); others are loaded a register at
// a time.
//
// f32 products run as tf32 (the tensor cores read an f32's sign, exponent
// and top ten mantissa bits): A is 16x8 and B 8x16, a 16x8x16 product is
// two mma.sync m16n8k8, and each register holds one element, as i32:
//   - A: rows g (registers 0, 2) and g+8 (1, 3), columns t (0, 1) and t+4 (2, 3);
//   - B: for each half h of n, k = t (register 2h) and t+4 (2h+1), n = 8h+g;
//   - C as above.

// mmaFragment is the LLVM type of a lane's fragment of t, or nil.
func mmaFragment(ctx *ir.Context, t *gpu.MMAMatrixType) ir.Type {
	if (t.Rows != 16 || t.Cols != 16) && !isTF32(t) {
		return nil
	}
	ft, ok := t.Elem.(*ir.FloatType)
	if !ok {
		return nil
	}
	switch {
	case isTF32(t):
		i32 := ctx.I(32)
		return llvm.LiteralStruct(ctx, []ir.Type{i32, i32, i32, i32}, false)
	case t.Operand != "COp" && (ft.Kind == ir.F16 || ft.Kind == ir.BF16):
		reg := pairRegister(ctx, ft)
		return llvm.LiteralStruct(ctx, []ir.Type{reg, reg, reg, reg}, false)
	case t.Operand == "COp" && ft.Kind == ir.F32:
		body := make([]ir.Type, 8)
		for i := range body {
			body[i] = ft
		}
		return llvm.LiteralStruct(ctx, body, false)
	}
	return nil
}

// isTF32 says t is the A (16x8) or B (8x16) matrix of f32 elements of a
// tf32 product.
func isTF32(t *gpu.MMAMatrixType) bool {
	ft, ok := t.Elem.(*ir.FloatType)
	if !ok || ft.Kind != ir.F32 {
		return false
	}
	return (t.Operand == "AOp" && t.Rows == 16 && t.Cols == 8) || (t.Operand == "BOp" && t.Rows == 8 && t.Cols == 16)
}

// pairRegister is the type of a register of two 16-bit elements.
func pairRegister(ctx *ir.Context, ft *ir.FloatType) ir.Type {
	if ft.Kind == ir.BF16 {
		return ctx.I(32)
	}
	return ctx.VectorType([]int64{2}, ft, nil)
}

// deviceTypes converts the device's own types for the type converters:
// !gpu.mma_matrix to its fragment, !nvgpu.device.async.token to i32.
func deviceTypes(ctx *ir.Context, t ir.Type) (ir.Type, bool) {
	if nt, ok := mmaTypes(ctx, t); ok {
		return nt, true
	}
	return tokenTypes(ctx, t)
}

// mmaTypes converts !gpu.mma_matrix for the type converters.
func mmaTypes(ctx *ir.Context, t ir.Type) (ir.Type, bool) {
	if mt, ok := t.(*gpu.MMAMatrixType); ok {
		if f := mmaFragment(ctx, mt); f != nil {
			return f, true
		}
	}
	return nil, false
}

// checkMMA rejects matrices the tensor-core lowering does not hold.
func checkMMA(op *ir.Operation) error {
	for _, v := range append(op.Operands(), op.Results()...) {
		if mt, ok := v.Type().(*gpu.MMAMatrixType); ok && mmaFragment(op.Context(), mt) == nil {
			return op.EmitError("cannot lower %s: convert-gpu-to-nvvm holds 16x16 f16 or bf16 A and B matrices, 16x8 and 8x16 f32 (tf32) ones, and 16x16 f32 accumulators",
				ir.TypeString(mt))
		}
	}
	return nil
}

// laneCoordinates returns g = lane/4 and t = lane%4 as index values.
func (c *conv) laneCoordinates(b tollvm.B) (g, t *ir.Value) {
	lane := c.sreg(b, nvvm.LaneId, nil, false)
	g = b.Bin(llvm.LShr.Name, lane, b.IndexConst(2), 0)
	t = b.Bin(llvm.And.Name, lane, b.IndexConst(3), 0)
	return g, t
}

// elementAt returns the (row, col) of register q's first element (of
// element q, for C).
func elementAt(b tollvm.B, operand string, q int64, g, t *ir.Value) (row, col *ir.Value) {
	at := func(v *ir.Value, scale, add int64) *ir.Value {
		if scale != 1 {
			v = b.Bin(llvm.Mul.Name, v, b.IndexConst(scale), 0)
		}
		return b.Bin(llvm.Add.Name, v, b.IndexConst(add), 0)
	}
	switch operand {
	case "AOp":
		return at(g, 1, 8*(q&1)), at(t, 2, 8*(q>>1))
	case "BOp": // row k, column n
		return at(t, 2, 8*(q&1)), at(g, 1, 8*(q>>1))
	}
	return at(g, 1, 8*((q&3)>>1)), at(t, 2, 8*(q>>2)+(q&1))
}

// tf32ElementAt returns the (row, col) of register q of a tf32 A or B
// fragment.
func tf32ElementAt(b tollvm.B, operand string, q int64, g, t *ir.Value) (row, col *ir.Value) {
	plus := func(v *ir.Value, add int64) *ir.Value { return b.Bin(llvm.Add.Name, v, b.IndexConst(add), 0) }
	if operand == "AOp" {
		return plus(g, 8*(q&1)), plus(t, 4*(q>>1))
	}
	return plus(t, 4*(q&1)), plus(g, 8*(q>>1)) // row k, column n
}

// matrixAddress is the address of element (row, col) of the matrix that
// starts at indices of memref type mt (descriptor desc).
func matrixAddress(b tollvm.B, op *ir.Operation, mt *ir.MemRefType, desc *ir.Value, indices []*ir.Value, row, col *ir.Value) *ir.Value {
	strides, offset, ok := memref.StridesAndOffset(mt)
	if !ok {
		return nil
	}
	at := append([]*ir.Value(nil), indices...)
	n := len(at)
	if op.Attr("transpose") != nil {
		row, col = col, row
	}
	at[n-2] = b.Bin(llvm.Add.Name, at[n-2], row, 0)
	at[n-1] = b.Bin(llvm.Add.Name, at[n-1], col, 0)
	return b.StridedAddress(mt, desc, at, strides, offset)
}

// loadPair loads register q of an A or B fragment: two elements along k,
// adjacent in memory when the matrix's k runs along the memref's last dim
// (one 32-bit load), else two 16-bit loads packed.
func loadPair(b tollvm.B, op *ir.Operation, mt *ir.MemRefType, desc *ir.Value, indices []*ir.Value, operand string, q int64, g, t *ir.Value, reg ir.Type) *ir.Value {
	row, col := elementAt(b, operand, q, g, t)
	// Along k: A's columns, B's rows.
	adjacent := (operand == "AOp") != (op.Attr("transpose") != nil)
	first := matrixAddress(b, op, mt, desc, indices, row, col)
	if adjacent {
		return b.V(llvm.Load.Name, []*ir.Value{first}, reg, tollvm.Attr("alignment", b.Ctx.IntegerAttr(b.Ctx.I(64), 4)))
	}
	one := b.IndexConst(1)
	var second *ir.Value
	if operand == "AOp" {
		second = matrixAddress(b, op, mt, desc, indices, row, b.Bin(llvm.Add.Name, col, one, 0))
	} else {
		second = matrixAddress(b, op, mt, desc, indices, b.Bin(llvm.Add.Name, row, one, 0), col)
	}
	i16, i32 := b.Ctx.I(16), b.Ctx.I(32)
	lo := b.V(llvm.ZExt.Name, []*ir.Value{b.V(llvm.Load.Name, []*ir.Value{first}, i16)}, i32)
	hi := b.V(llvm.ZExt.Name, []*ir.Value{b.V(llvm.Load.Name, []*ir.Value{second}, i16)}, i32)
	word := b.Bin(llvm.Or.Name, lo, b.Bin(llvm.Shl.Name, hi, b.IntConst(i32, 16), 0), 0)
	if reg == i32 {
		return word
	}
	return b.V(llvm.Bitcast.Name, []*ir.Value{word}, reg)
}

func (c *conv) mmaLoad(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	load, _ := gpu.AsSubgroupMmaLoadMatrix(op)
	mt, ok := load.SrcMemref().Type().(*ir.MemRefType)
	frag, ok2 := mmaFragment(rw.Ctx, op.Result(0).Type().(*gpu.MMAMatrixType)).(*llvm.StructType)
	if !ok || !ok2 {
		return false
	}
	matrix := op.Result(0).Type().(*gpu.MMAMatrixType)
	b := tollvm.NewB(rw.Rewriter, c.o)
	if ldmatrixAligned(op, matrix, mt, operands[0]) {
		rw.ReplaceOp(op, []*ir.Value{c.ldmatrix(b, op, matrix, mt, operands[0], operands[1:], frag)})
		return true
	}
	g, t := c.laneCoordinates(b)
	value := b.Poison(frag)
	for q := range int64(len(frag.Body)) {
		var v *ir.Value
		if isTF32(matrix) {
			row, col := tf32ElementAt(b, matrix.Operand, q, g, t)
			f := b.V(llvm.Load.Name, []*ir.Value{matrixAddress(b, op, mt, operands[0], operands[1:], row, col)}, matrix.Elem)
			v = b.V(llvm.Bitcast.Name, []*ir.Value{f}, frag.Body[q])
		} else if matrix.Operand == "COp" {
			row, col := elementAt(b, "COp", q, g, t)
			v = b.V(llvm.Load.Name, []*ir.Value{matrixAddress(b, op, mt, operands[0], operands[1:], row, col)}, frag.Body[q])
		} else {
			v = loadPair(b, op, mt, operands[0], operands[1:], matrix.Operand, q, g, t, frag.Body[q])
		}
		value = b.Insert(value, v, q)
	}
	rw.ReplaceOp(op, []*ir.Value{value})
	return true
}

// ldmatrix loads a 16-bit A or B fragment with one ldmatrix.x4: lanes
// 8i..8i+7 give the row addresses of 8x8 matrix i, which lands in register
// i. Register q of A holds rows 8(q&1).. and k 8(q>>1)..; of B, k 8(q&1)..
// and n 8(q>>1).. (elementAt). A row of 8 elements runs along the memory's
// last dim: along k where the fragment pairs elements (A as [m][k], B as
// [n][k]), else the .trans form reads the memory's columns as pairs.
//
// A tf32 fragment whose k runs along the memory's last dim is one too:
// each 16-byte row of an 8x8 b16 matrix is four f32 along k, and lane
// 4g+t receives the b16 pair at row g, pair t, which is the f32 at (g, t),
// where tf32ElementAt puts register q's element (k steps by 4, not 8).
// Where k runs across the memory's rows, a .trans would split each f32:
// those fragments are loaded an element at a time.
func (c *conv) ldmatrix(b tollvm.B, op *ir.Operation, matrix *gpu.MMAMatrixType, mt *ir.MemRefType, desc *ir.Value, indices []*ir.Value, frag *llvm.StructType) *ir.Value {
	ctx := b.Ctx
	transposed := op.Attr("transpose") != nil
	trans := (matrix.Operand == "AOp") == transposed
	lane := c.sreg(b, nvvm.LaneId, nil, false)
	which := b.Bin(llvm.LShr.Name, lane, b.IndexConst(3), 0) // the 8x8 matrix this lane addresses
	row := b.Bin(llvm.And.Name, lane, b.IndexConst(7), 0)
	half := func(bit, size int64) *ir.Value { // size * (bit of which)
		v := which
		if bit == 1 {
			v = b.Bin(llvm.LShr.Name, v, b.IndexConst(1), 0)
		}
		return b.Bin(llvm.Mul.Name, b.Bin(llvm.And.Name, v, b.IndexConst(1), 0), b.IndexConst(size), 0)
	}
	kStep := int64(8)
	if isTF32(matrix) {
		kStep = 4
	}
	kHalf, mnHalf := half(1, kStep), half(0, 8) // A: m from bit 0, k from bit 1
	if matrix.Operand == "BOp" {
		kHalf, mnHalf = half(0, kStep), half(1, 8)
	}
	// The lane's row runs along the memory's rows: k when trans, else m or n.
	if trans {
		kHalf = b.Bin(llvm.Add.Name, kHalf, row, 0)
	} else {
		mnHalf = b.Bin(llvm.Add.Name, mnHalf, row, 0)
	}
	fragRow, fragCol := mnHalf, kHalf // A: (m, k)
	if matrix.Operand == "BOp" {
		fragRow, fragCol = kHalf, mnHalf // B: (k, n)
	}
	p := matrixAddress(b, op, mt, desc, indices, fragRow, fragCol)
	layout := "row"
	if trans {
		layout = "col"
	}
	i32 := ctx.I(32)
	regs := llvm.LiteralStruct(ctx, []ir.Type{i32, i32, i32, i32}, false)
	loaded := b.V(nvvm.LdMatrix.Name, []*ir.Value{p}, regs,
		tollvm.Attr("num", ctx.IntegerAttr(i32, 4)),
		tollvm.Attr("layout", nvvm.Enum(ctx, "mma_layout", layout)),
		tollvm.Attr("shape", nvvm.Shape(ctx, 8, 8, -1)),
		tollvm.Attr("eltType", nvvm.Enum(ctx, "ld_st_matrix_elt_type", "b16")))
	value := b.Poison(frag)
	for q := range int64(4) {
		v := b.Extract(loaded, q)
		if frag.Body[q] != i32 {
			v = b.V(llvm.Bitcast.Name, []*ir.Value{v}, frag.Body[q])
		}
		value = b.Insert(value, v, q)
	}
	return value
}

// ldmatrixAligned says whether a fragment load can be an ldmatrix: a 16-bit
// A or B matrix, or a tf32 one whose k runs along the memory's last dim,
// in workgroup memory whose 16-byte rows start on 16-byte boundaries, as
// ldmatrix requires: the memref's last dim contiguous, its
// other strides and its offset static multiples of 8 elements, the index
// into the last dim a known multiple of 8, and the buffer a workgroup
// global aligned to 16 bytes (the attributions convert-gpu-to-nvvm makes).
func ldmatrixAligned(op *ir.Operation, matrix *gpu.MMAMatrixType, mt *ir.MemRefType, desc *ir.Value) bool {
	// row is the elements of an ldmatrix row (16 bytes).
	row := int64(8)
	switch {
	case isTF32(matrix):
		// Only where k runs along the memory's last dim (no .trans).
		if (matrix.Operand == "AOp") == (op.Attr("transpose") != nil) {
			return false
		}
		row = 4
	case matrix.Operand == "COp" || ir.IntOrFloatBitWidth(matrix.Elem) != 16 || matrix.Rows != 16 || matrix.Cols != 16:
		return false
	}
	if as, _ := tollvm.AddressSpace(mt); as != 3 {
		return false
	}
	strides, offset, ok := memref.StridesAndOffset(mt)
	n := len(strides)
	if !ok || n < 2 || strides[n-1] != 1 || offset == ir.ShapedDynamic || offset%row != 0 {
		return false
	}
	for _, st := range strides[:n-1] {
		if st == ir.ShapedDynamic || st%row != 0 {
			return false
		}
	}
	if knownMultiple(op.Operand(op.NumOperands()-1)) < row {
		return false
	}
	return alignedGlobal(op, alignedPointer(desc)) >= 16
}

// knownMultiple is a power of two that the integer v is known to be a
// multiple of (1 when nothing is known), from constants, sums, products
// and left shifts, in arith or llvm ops.
func knownMultiple(v *ir.Value) int64 {
	const most = 1 << 20
	if c, ok := constInt(v); ok {
		if c == 0 {
			return most
		}
		return min(c&-c, most)
	}
	def := v.DefiningOp()
	if def == nil || def.NumOperands() != 2 {
		if def != nil && def.Def() == builtin.UnrealizedConversionCast && def.NumOperands() == 1 {
			return knownMultiple(def.Operand(0))
		}
		return 1
	}
	x, y := def.Operand(0), def.Operand(1)
	switch def.Def() {
	case arith.AddI, arith.SubI, llvm.Add, llvm.Sub:
		return min(knownMultiple(x), knownMultiple(y))
	case arith.MulI, llvm.Mul:
		return min(knownMultiple(x)*knownMultiple(y), most)
	case arith.ShLI, llvm.Shl:
		if c, ok := constInt(y); ok && c >= 0 && c < 20 {
			return min(knownMultiple(x)<<c, most)
		}
	}
	return 1
}

// alignedPointer follows a descriptor built by insertvalue (tollvm's Pack)
// through conversion casts to its aligned pointer, or nil.
func alignedPointer(desc *ir.Value) *ir.Value {
	for desc != nil {
		def := desc.DefiningOp()
		switch {
		case def == nil:
			return nil
		case def.Def() == builtin.UnrealizedConversionCast && def.NumOperands() == 1:
			desc = def.Operand(0)
		case def.Def() == llvm.InsertValue:
			pos, _ := def.Attr("position").(*ir.DenseArrayAttr)
			if pos != nil && len(pos.Ints) == 1 && pos.Ints[0] == tollvm.DescAligned {
				return def.Operand(1)
			}
			desc = def.Operand(0)
		default:
			return nil
		}
	}
	return nil
}

// alignedGlobal is the alignment of the llvm.global that p points to the
// start of (through getelementptrs of constant zero indices), or 0.
func alignedGlobal(from *ir.Operation, p *ir.Value) int64 {
	for p != nil {
		def := p.DefiningOp()
		switch {
		case def == nil:
			return 0
		case def.Def() == llvm.GEP:
			if raw, _ := def.Attr("rawConstantIndices").(*ir.DenseArrayAttr); raw == nil || def.NumOperands() != 1 || !allZero(raw.Ints) {
				return 0
			}
			p = def.Operand(0)
		case def.Def() == llvm.AddressOf:
			ref, _ := def.Attr("global_name").(*ir.SymbolRefAttr)
			if ref == nil {
				return 0
			}
			g := ir.LookupNearestSymbolFrom(from, ref)
			if g == nil || g.Def() != llvm.Global {
				return 0
			}
			a, _ := g.Attr("alignment").(*ir.IntegerAttr)
			if a == nil {
				return 0
			}
			return a.Int64()
		default:
			return 0
		}
	}
	return 0
}

func allZero(xs []int64) bool {
	for _, x := range xs {
		if x != 0 {
			return false
		}
	}
	return true
}

func (c *conv) mmaStore(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	store, _ := gpu.AsSubgroupMmaStoreMatrix(op)
	mt, ok := store.DstMemref().Type().(*ir.MemRefType)
	frag, ok2 := operands[0].Type().(*llvm.StructType)
	if !ok || !ok2 {
		return false
	}
	b := tollvm.NewB(rw.Rewriter, c.o)
	g, t := c.laneCoordinates(b)
	for q := range int64(len(frag.Body)) {
		row, col := elementAt(b, "COp", q, g, t)
		p := matrixAddress(b, op, mt, operands[1], operands[2:], row, col)
		b.Op(llvm.Store.Name, []*ir.Value{b.Extract(operands[0], q), p}, nil)
	}
	rw.EraseOp(op)
	return true
}

// mmaCompute is two mma.sync m16n8k16, one per half of n.
func (c *conv) mmaCompute(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	if op.Attr("a_transpose") != nil || op.Attr("b_transpose") != nil {
		return false
	}
	frag, ok := operands[2].Type().(*llvm.StructType)
	if !ok {
		return false
	}
	ctx := rw.Ctx
	b := tollvm.NewB(rw.Rewriter, c.o)
	ptxType, shape := "f16", nvvm.Shape(ctx, 16, 8, 16)
	mma, _ := gpu.AsSubgroupMmaCompute(op)
	switch a := mma.OpA().Type().(*gpu.MMAMatrixType); {
	case isTF32(a):
		ptxType, shape = "tf32", nvvm.Shape(ctx, 16, 8, 8)
	case a.Elem.(*ir.FloatType).Kind == ir.BF16:
		ptxType = "bf16"
	}
	f32 := ctx.F32()
	quad := llvm.LiteralStruct(ctx, []ir.Type{f32, f32, f32, f32}, false)
	result := b.Poison(frag)
	for h := int64(0); h < 2; h++ {
		var operandsOf []*ir.Value
		for q := int64(0); q < 4; q++ {
			operandsOf = append(operandsOf, b.Extract(operands[0], q))
		}
		operandsOf = append(operandsOf, b.Extract(operands[1], 2*h), b.Extract(operands[1], 2*h+1))
		for e := int64(0); e < 4; e++ {
			operandsOf = append(operandsOf, b.Extract(operands[2], 4*h+e))
		}
		mma := rw.CreateOp(nvvm.MmaSync.Name, operandsOf, []ir.Type{quad},
			ir.NamedAttr{Name: "shape", Value: shape},
			ir.NamedAttr{Name: "layoutA", Value: nvvm.Enum(ctx, "mma_layout", "row")},
			ir.NamedAttr{Name: "layoutB", Value: nvvm.Enum(ctx, "mma_layout", "col")},
			ir.NamedAttr{Name: "multiplicandAPtxType", Value: nvvm.Enum(ctx, "mma_type", ptxType)},
			ir.NamedAttr{Name: "multiplicandBPtxType", Value: nvvm.Enum(ctx, "mma_type", ptxType)},
			ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{4, 2, 4})})
		for e := int64(0); e < 4; e++ {
			result = b.Insert(result, b.Extract(mma.Result(0), e), 4*h+e)
		}
	}
	rw.ReplaceOp(op, []*ir.Value{result})
	return true
}

func (c *conv) mmaConstant(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	frag, ok := mmaFragment(rw.Ctx, op.Result(0).Type().(*gpu.MMAMatrixType)).(*llvm.StructType)
	if !ok {
		return false
	}
	b := tollvm.NewB(rw.Rewriter, c.o)
	v := operands[0]
	if reg := frag.Body[0]; reg != v.Type() {
		// A pair register holds the value twice.
		i32 := b.Ctx.I(32)
		bits := b.V(llvm.ZExt.Name, []*ir.Value{b.V(llvm.Bitcast.Name, []*ir.Value{v}, b.Ctx.I(16))}, i32)
		word := b.Bin(llvm.Or.Name, bits, b.Bin(llvm.Shl.Name, bits, b.IntConst(i32, 16), 0), 0)
		v = word
		if reg != i32 {
			v = b.V(llvm.Bitcast.Name, []*ir.Value{word}, reg)
		}
	}
	value := b.Poison(frag)
	for q := range int64(len(frag.Body)) {
		value = b.Insert(value, v, q)
	}
	rw.ReplaceOp(op, []*ir.Value{value})
	return true
}
