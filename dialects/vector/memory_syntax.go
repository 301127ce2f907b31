package vector

import (
	"github.com/strata-compiler/strata/ir"
)

// ---- memory ----

// load ::= $base `[` $indices `]` attr-dict `:` type($base) `,` type($result)
func parseLoad(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	base := a.operand()
	idx := a.indices()
	a.attrDict()
	a.punct(":")
	bt := a.memrefType()
	a.punct(",")
	rt := a.typ()
	a.resolve([]ir.UnresolvedOperand{base}, bt)
	a.resolve(idx, a.index())
	st.Types = []ir.Type{rt}
	return a.err
}

func printLoad(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	printIndices(p, op.Operands()[1:])
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	printTypes(p, op.Operand(0).Type(), op.Result(0).Type())
}

// store ::= $valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)
func parseStore(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	v := a.operand()
	a.punct(",")
	base := a.operand()
	idx := a.indices()
	a.attrDict()
	a.punct(":")
	bt := a.memrefType()
	a.punct(",")
	vt := a.typ()
	a.resolve([]ir.UnresolvedOperand{v, base}, vt, bt)
	a.resolve(idx, a.index())
	return a.err
}

func printStore(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	s := StoreOp{op}
	p.PrintOperand(s.ValueToStore())
	p.WriteString(", ")
	p.PrintOperand(s.Base())
	printIndices(p, s.Indices())
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	printTypes(p, op.Operand(1).Type(), op.Operand(0).Type())
}

// maskedload ::= $base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict
//
//	`:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)
//
// gather adds `[` $index_vec `]` after the indices and its type after
// the base's.
func parseMaskedLoad(gather bool) func(p ir.AsmParser, st *ir.OperationState) error {
	return func(p ir.AsmParser, st *ir.OperationState) error {
		a := &asm{p: p, st: st}
		base := a.operand()
		idx := a.indices()
		var iv ir.UnresolvedOperand
		if gather {
			a.punct("[")
			iv = a.operand()
			a.punct("]")
		}
		a.punct(",")
		mask := a.operand()
		a.punct(",")
		pass := a.operand()
		a.attrDict()
		a.punct(":")
		var bt ir.Type
		if gather {
			bt = a.typ()
		} else {
			bt = a.memrefType()
		}
		a.punct(",")
		var it ir.Type
		if gather {
			it = a.typ()
			a.punct(",")
		}
		mt := a.typ()
		a.punct(",")
		pt := a.typ()
		a.keyword("into")
		rt := a.typ()
		a.resolve([]ir.UnresolvedOperand{base}, bt)
		a.resolve(idx, a.index())
		if gather {
			a.resolve([]ir.UnresolvedOperand{iv}, it)
		}
		a.resolve([]ir.UnresolvedOperand{mask, pass}, mt, pt)
		st.Types = []ir.Type{rt}
		return a.err
	}
}

func printMaskedLoad(gather bool) func(p *ir.AsmPrinter, op *ir.Operation) {
	return func(p *ir.AsmPrinter, op *ir.Operation) {
		printMaskedLoadLike(p, op, gather)
		p.WriteString(" into ")
		p.PrintType(op.Result(0).Type())
	}
}

// maskedstore ::= $base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict
//
//	`:` type($base) `,` type($mask) `,` type($valueToStore)
//
// scatter adds `[` $index_vec `]` as gather does.
func parseMaskedStore(scatter bool) func(p ir.AsmParser, st *ir.OperationState) error {
	return func(p ir.AsmParser, st *ir.OperationState) error {
		a := &asm{p: p, st: st}
		base := a.operand()
		idx := a.indices()
		var iv ir.UnresolvedOperand
		if scatter {
			a.punct("[")
			iv = a.operand()
			a.punct("]")
		}
		a.punct(",")
		mask := a.operand()
		a.punct(",")
		val := a.operand()
		a.attrDict()
		a.punct(":")
		var bt ir.Type
		if scatter {
			bt = a.typ()
		} else {
			bt = a.memrefType()
		}
		a.punct(",")
		var it ir.Type
		if scatter {
			it = a.typ()
			a.punct(",")
		}
		mt := a.typ()
		a.punct(",")
		vt := a.typ()
		a.resolve([]ir.UnresolvedOperand{base}, bt)
		a.resolve(idx, a.index())
		if scatter {
			a.resolve([]ir.UnresolvedOperand{iv}, it)
		}
		a.resolve([]ir.UnresolvedOperand{mask, val}, mt, vt)
		return a.err
	}
}

func printMaskedStore(scatter bool) func(p *ir.AsmPrinter, op *ir.Operation) {
	return func(p *ir.AsmPrinter, op *ir.Operation) {
		printMaskedLoadLike(p, op, scatter)
	}
}

func printMaskedLoadLike(p *ir.AsmPrinter, op *ir.Operation, indexed bool) {
	n := op.NumOperands()
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	last := n - 2
	if indexed {
		last--
	}
	printIndices(p, op.Operands()[1:last])
	ts := []ir.Type{op.Operand(0).Type()}
	if indexed {
		p.WriteString(" [")
		p.PrintOperand(op.Operand(last))
		p.WriteByte(']')
		ts = append(ts, op.Operand(last).Type())
	}
	p.WriteString(", ")
	printOperands(p, op.Operands()[n-2:])
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	ts = append(ts, op.Operand(n-2).Type(), op.Operand(n-1).Type())
	printTypes(p, ts...)
}

// transfer_read ::= $base `[` $indices `]` `,` $padding (`,` $mask)? attr-dict
//
//	`:` type($base) `,` type($vector)
//
// An absent permutation_map is the minor identity, an absent in_bounds
// all false; the printer leaves out both when they are those.
func parseTransferRead(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	base := a.operand()
	idx := a.indices()
	a.punct(",")
	pad := a.operand()
	var mask []ir.UnresolvedOperand
	if a.optPunct(",") {
		mask = append(mask, a.operand())
	}
	a.attrDict()
	a.punct(":")
	loc := p.CurrentLoc()
	bt := a.shapedType()
	a.punct(",")
	vt := a.vectorType()
	if a.err != nil {
		return a.err
	}
	m, err := transferDefaults(p, st, bt, vt, loc)
	if err != nil {
		return err
	}
	a.resolve([]ir.UnresolvedOperand{base}, bt)
	a.resolve(idx, a.index())
	a.resolve([]ir.UnresolvedOperand{pad}, bt.ElementType())
	if len(mask) > 0 {
		a.resolve(mask, MaskType(p.Context(), vt, m))
	}
	st.AddAttr("operandSegmentSizes", segments(p.Context(), 1, len(idx), 1, len(mask)))
	st.Types = []ir.Type{vt}
	return a.err
}

// transferDefaults fills in the permutation map and in_bounds of a
// transfer op when absent and returns the map.
func transferDefaults(p ir.AsmParser, st *ir.OperationState, bt ir.ShapedType, vt *ir.VectorType, loc ir.Location) (*ir.AffineMap, error) {
	ctx := p.Context()
	var m *ir.AffineMap
	for _, na := range st.Attrs {
		if na.Name == "permutation_map" {
			ma, ok := na.Value.(*ir.AffineMapAttr)
			if !ok {
				return nil, p.ErrorAt(loc, "expected permutation_map to be an affine map")
			}
			m = ma.Map
		}
	}
	if m == nil {
		k := TransferRank(bt, vt)
		if k > len(bt.Shape()) || k < 0 {
			return nil, p.ErrorAt(loc, "expected a custom permutation_map when rank(source) != rank(destination)")
		}
		m = MinorIdentity(len(bt.Shape()), k)
		st.AddAttr("permutation_map", ctx.AffineMapAttr(m))
	}
	if !hasAttr(st, "in_bounds") {
		st.AddAttr("in_bounds", BoolArrayAttr(ctx, make([]bool, len(m.Results))))
	}
	return m, nil
}

// TransferRank is the number of vector dims a transfer of vt maps to dims
// of base: all of them, less the rank of base's element type when that
// is itself a vector (its dims are the vector's innermost).
func TransferRank(base ir.ShapedType, vt *ir.VectorType) int {
	if ev, ok := base.ElementType().(*ir.VectorType); ok {
		return len(vt.Dims) - len(ev.Dims)
	}
	return len(vt.Dims)
}

// MinorIdentity is (d0, ..., dn-1) -> (dn-k, ..., dn-1).
func MinorIdentity(n, k int) *ir.AffineMap {
	rs := make([]*ir.AffineExpr, k)
	for i := range rs {
		rs[i] = ir.AffineDimExpr(n - k + i)
	}
	return ir.NewAffineMap(n, 0, rs)
}

// transferElided lists the attributes the custom form leaves out: the
// segment sizes, a minor-identity map and an all-false in_bounds.
func transferElided(op *ir.Operation, base ir.Type, vt *ir.VectorType) []string {
	out := []string{"operandSegmentSizes"}
	if m, ok := op.Attr("permutation_map").(*ir.AffineMapAttr); ok {
		if s, ok := base.(ir.ShapedType); ok && m.Map.String() == MinorIdentity(len(s.Shape()), TransferRank(s, vt)).String() {
			out = append(out, "permutation_map")
		}
	}
	allFalse := true
	for _, b := range Bools(op.Attr("in_bounds")) {
		allFalse = allFalse && !b
	}
	if allFalse {
		out = append(out, "in_bounds")
	}
	return out
}

func printTransferRead(p *ir.AsmPrinter, op *ir.Operation) {
	r := AsTransfer(op)
	p.WriteByte(' ')
	p.PrintOperand(r.Base)
	printIndices(p, r.Indices)
	p.WriteString(", ")
	p.PrintOperand(r.Padding)
	if r.Mask != nil {
		p.WriteString(", ")
		p.PrintOperand(r.Mask)
	}
	p.PrintOptionalAttrDict(op.Attrs(), transferElided(op, r.Base.Type(), r.Vector)...)
	p.WriteString(" : ")
	printTypes(p, r.Base.Type(), r.Vector)
}

// transfer_write ::= $valueToStore `,` $base `[` $indices `]` (`,` $mask)? attr-dict
//
//	`:` type($valueToStore) `,` type($base)
func parseTransferWrite(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	v := a.operand()
	a.punct(",")
	base := a.operand()
	idx := a.indices()
	var mask []ir.UnresolvedOperand
	if a.optPunct(",") {
		mask = append(mask, a.operand())
	}
	a.attrDict()
	a.punct(":")
	vt := a.vectorType()
	a.punct(",")
	loc := p.CurrentLoc()
	bt := a.shapedType()
	if a.err != nil {
		return a.err
	}
	m, err := transferDefaults(p, st, bt, vt, loc)
	if err != nil {
		return err
	}
	a.resolve([]ir.UnresolvedOperand{v, base}, vt, bt)
	a.resolve(idx, a.index())
	if len(mask) > 0 {
		a.resolve(mask, MaskType(p.Context(), vt, m))
	}
	st.AddAttr("operandSegmentSizes", segments(p.Context(), 1, 1, len(idx), len(mask)))
	if _, ok := bt.(*ir.RankedTensorType); ok {
		st.Types = []ir.Type{bt}
	}
	return a.err
}

func printTransferWrite(p *ir.AsmPrinter, op *ir.Operation) {
	w := AsTransfer(op)
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintOperand(w.Base)
	printIndices(p, w.Indices)
	if w.Mask != nil {
		p.WriteString(", ")
		p.PrintOperand(w.Mask)
	}
	p.PrintOptionalAttrDict(op.Attrs(), transferElided(op, w.Base.Type(), w.Vector)...)
	p.WriteString(" : ")
	printTypes(p, w.Vector, w.Base.Type())
}

// MaskType is the mask type of a transfer of vt through map m: i1 in the
// shape of the vector dims the map reads from the source (a broadcast
// dim, a constant 0 result, has none).
func MaskType(ctx *ir.Context, vt *ir.VectorType, m *ir.AffineMap) *ir.VectorType {
	var shape []int64
	var sc []bool
	// The mask is indexed like the source's dims the map names, in the
	// order of the source (an inverse permutation of the vector's dims).
	type dimOf struct {
		src int
		vec int
	}
	var ds []dimOf
	for i, r := range m.Results {
		if r.Kind == ir.AffineDim && i < len(vt.Dims) {
			ds = append(ds, dimOf{int(r.Val), i})
		}
	}
	for i := 1; i < len(ds); i++ {
		for j := i; j > 0 && ds[j].src < ds[j-1].src; j-- {
			ds[j], ds[j-1] = ds[j-1], ds[j]
		}
	}
	for _, d := range ds {
		shape = append(shape, vt.Dims[d.vec])
		sc = append(sc, isScalable(vt, d.vec))
	}
	return ctx.VectorType(shape, ctx.I(1), sc)
}
