package vector

import (
	"github.com/strata-compiler/strata/ir"
)

// This file holds the vector ops beyond the core set: expanding loads
// and compressing stores, interleaving, scalable sub-vectors, to_elements,
// scan, and vector.mask with its vector.yield terminator.

var i64AttrC = ir.IntAttrOfWidth(64)

var (
	// ExpandLoad is vector.expandload: consecutive elements from base go
	// to the masked-on lanes in order; the others take pass_thru.
	ExpandLoad = &ir.OpDef{Name: "vector.expandload", Summary: "reads elements from memory and spreads them into a vector as defined by a mask",
		Operands: []ir.ArgDef{{Name: "base", Type: anyMemRef}, indexes("indices"), {Name: "mask", Type: boolVector}, {Name: "pass_thru", Type: anyVector}},
		Results:  []ir.ArgDef{{Name: "result", Type: anyVector}},
		Attrs:    alignAttr(),
		Parse:    parseMaskedLoad(false), Print: printMaskedLoad(false), Verify: verifyMasked(false, true), Interfaces: reads(0)}

	// CompressStore is vector.compressstore: the masked-on lanes go to
	// consecutive elements of base.
	CompressStore = &ir.OpDef{Name: "vector.compressstore", Summary: "writes elements selectively from a vector as defined by a mask",
		Operands: []ir.ArgDef{{Name: "base", Type: anyMemRef}, indexes("indices"), {Name: "mask", Type: boolVector}, {Name: "valueToStore", Type: anyVector}},
		Attrs:    alignAttr(),
		Parse:    parseMaskedStore(false), Print: printMaskedStore(false), Verify: verifyMasked(false, false), Interfaces: writes(0)}

	// ScalableInsert is vector.scalable.insert: a 1-D vector into a
	// scalable one at a multiple of its length.
	ScalableInsert = &ir.OpDef{Name: "vector.scalable.insert", Summary: "insert subvector into scalable vector operation",
		Operands:  []ir.ArgDef{{Name: "valueToStore", Type: anyVector}, {Name: "dest", Type: anyVector}},
		Results:   []ir.ArgDef{{Name: "res", Type: anyVector}},
		Attrs:     []ir.AttrDef{{Name: "pos", Constraint: i64AttrC}},
		Traits:    ir.Pure,
		SameTypes: [][]string{{"dest", "res"}},
		Format:    "$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)",
		Verify:    verifyScalableSlice}

	// ScalableExtract is vector.scalable.extract.
	ScalableExtract = &ir.OpDef{Name: "vector.scalable.extract", Summary: "extract subvector from scalable vector operation",
		Operands: []ir.ArgDef{{Name: "source", Type: anyVector}},
		Results:  []ir.ArgDef{{Name: "res", Type: anyVector}},
		Attrs:    []ir.AttrDef{{Name: "pos", Constraint: i64AttrC}},
		Traits:   ir.Pure,
		Format:   "$source `[` $pos `]` attr-dict `:` type($res) `from` type($source)",
		Verify:   verifyScalableSlice}

	// Interleave is vector.interleave: the lanes of lhs and rhs
	// alternating along the innermost dim.
	Interleave = &ir.OpDef{Name: "vector.interleave", Summary: "constructs a vector by interleaving two input vectors",
		Operands:  []ir.ArgDef{{Name: "lhs", Type: anyVectorAnyRank}, {Name: "rhs", Type: anyVectorAnyRank}},
		Results:   []ir.ArgDef{{Name: "result", Type: anyVector}},
		Traits:    ir.Pure,
		SameTypes: [][]string{{"lhs", "rhs"}},
		Format:    "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)",
		Verify:    verifyInterleave}

	// Deinterleave is vector.deinterleave: the even and the odd lanes of
	// the innermost dim.
	Deinterleave = &ir.OpDef{Name: "vector.deinterleave", Summary: "constructs two vectors by deinterleaving an input vector",
		Operands:  []ir.ArgDef{{Name: "source", Type: anyVector}},
		Results:   []ir.ArgDef{{Name: "res1", Type: anyVector}, {Name: "res2", Type: anyVector}},
		Traits:    ir.Pure,
		SameTypes: [][]string{{"res1", "res2"}},
		Format:    "$source attr-dict `:` type($source) `->` type($res1)",
		Verify:    verifyDeinterleave,
		AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
			set(op.Result(0), "res1")
			set(op.Result(1), "res2")
		}}

	// ToElements is vector.to_elements: every element, row-major.
	ToElements = &ir.OpDef{Name: "vector.to_elements", Summary: "operation that decomposes a vector into all its scalar elements",
		Operands: []ir.ArgDef{{Name: "source", Type: anyVectorAnyRank}},
		Results:  []ir.ArgDef{{Name: "elements", Type: ir.AnyType, Arity: ir.Variadic}},
		Traits:   ir.Pure,
		Parse:    parseToElements, Print: printToElements, Verify: verifyToElements}

	// Scan is vector.scan: the prefix combination along reduction_dim
	// (inclusive or exclusive, seeded with initial_value), and the last
	// combination.
	Scan = &ir.OpDef{Name: "vector.scan", Summary: "Scan operation",
		Operands: []ir.ArgDef{{Name: "source", Type: anyVector}, {Name: "initial_value", Type: anyVectorAnyRank}},
		Results:  []ir.ArgDef{{Name: "dest", Type: anyVector}, {Name: "accumulated_value", Type: anyVectorAnyRank}},
		Attrs: []ir.AttrDef{{Name: "kind", Constraint: kindAttr}, {Name: "reduction_dim", Constraint: i64AttrC},
			{Name: "inclusive", Constraint: boolAttr}},
		Traits: ir.Pure,
		Parse:  parseScan, Print: printScan, Verify: verifyScan,
		AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
			set(op.Result(0), "dest")
			set(op.Result(1), "accumulated_value")
		}}

	// Yield is vector.yield, the terminator of vector.mask's region.
	Yield = &ir.OpDef{Name: "vector.yield", Summary: "Terminates and yields values from vector regions.",
		Operands: []ir.ArgDef{{Name: "operands", Type: ir.AnyType, Arity: ir.Variadic}},
		Traits:   ir.Pure | ir.Terminator | ir.ReturnLike,
		Format:   "attr-dict ($operands^ `:` type($operands))?"}

	// Mask is vector.mask: the one maskable op of its region, executed
	// under a mask (masked-off lanes take passthru, when given).
	Mask = &ir.OpDef{Name: "vector.mask", Summary: "Predicates a maskable vector operation",
		Operands: []ir.ArgDef{{Name: "mask", Type: boolVectorAnyRank}, {Name: "passthru", Type: ir.AnyType, Arity: ir.Optional}},
		Results:  []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
		Regions:  []ir.RegionDef{{Name: "maskRegion", SizedOne: true}},
		Traits:   ir.SingleBlock | ir.RecursiveMemoryEffects,
		Parse:    parseMask, Print: printMask, Verify: verifyMask}
)

var boolVectorAnyRank = vectorOf("vector of 1-bit signless integer values", isI1, 0)

func verifyScalableSlice(op *ir.Operation) error {
	var small, big *ir.VectorType
	if op.NumOperands() == 2 {
		small, big = op.Operand(0).Type().(*ir.VectorType), op.Operand(1).Type().(*ir.VectorType)
	} else {
		small, big = op.Result(0).Type().(*ir.VectorType), op.Operand(0).Type().(*ir.VectorType)
	}
	if len(small.Dims) != 1 || len(big.Dims) != 1 || big.Scalable == nil {
		return op.EmitError("requires a 1-D subvector and a 1-D scalable vector")
	}
	if small.Elem != big.Elem {
		return op.EmitError("failed to verify that all of {valueToStore, dest} have same element type")
	}
	pos := op.Attr("pos").(*ir.IntegerAttr).Int64()
	if pos < 0 || pos%small.Dims[0] != 0 {
		return op.EmitError("position must be a multiple of the subvector length")
	}
	return nil
}

// lastDimScaled checks that b is a with its innermost dim times f.
func lastDimScaled(a, b *ir.VectorType, num, den int64) bool {
	ad, bd := a.Dims, b.Dims
	if len(ad) == 0 {
		ad = []int64{1}
	}
	if len(ad) != len(bd) || a.Elem != b.Elem {
		return false
	}
	for i := 0; i < len(ad)-1; i++ {
		if ad[i] != bd[i] {
			return false
		}
	}
	return ad[len(ad)-1]*num == bd[len(bd)-1]*den
}

func verifyInterleave(op *ir.Operation) error {
	if !lastDimScaled(op.Operand(0).Type().(*ir.VectorType), op.Result(0).Type().(*ir.VectorType), 2, 1) {
		return op.EmitError("failed to verify that type of 'result' is double the width of the inputs")
	}
	return nil
}

func verifyDeinterleave(op *ir.Operation) error {
	src := op.Operand(0).Type().(*ir.VectorType)
	if src.Dims[len(src.Dims)-1]%2 != 0 {
		return op.EmitError("failed to verify that the trailing dimension of the source vector has an even number of elements")
	}
	if !lastDimScaled(src, op.Result(0).Type().(*ir.VectorType), 1, 2) {
		return op.EmitError("failed to verify that the trailing dimension of the results is half the width of source trailing dimension")
	}
	return nil
}

// to_elements ::= $source attr-dict `:` type($source)
func parseToElements(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	src := a.operand()
	a.attrDict()
	a.punct(":")
	vt := a.vectorType()
	a.resolve([]ir.UnresolvedOperand{src}, vt)
	if a.err == nil {
		if vt.Scalable != nil {
			return p.Errorf("expected a fixed-size vector")
		}
		st.Types = repeat(vt.Elem, int(ir.NumElements(vt)))
	}
	return a.err
}

func printToElements(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

func verifyToElements(op *ir.Operation) error {
	vt := op.Operand(0).Type().(*ir.VectorType)
	if vt.Scalable != nil || int64(op.NumResults()) != ir.NumElements(vt) {
		return op.EmitError("expected %d results, one per element", ir.NumElements(vt))
	}
	for _, r := range op.Results() {
		if r.Type() != vt.Elem {
			return op.EmitError("expected results of the source's element type")
		}
	}
	return nil
}

// scan ::= `<` kind `>` `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)
func parseScan(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	a.kind()
	a.punct(",")
	src := a.operand()
	a.punct(",")
	init := a.operand()
	a.attrDict()
	a.punct(":")
	vt := a.typ()
	a.punct(",")
	it := a.typ()
	a.resolve([]ir.UnresolvedOperand{src, init}, vt, it)
	st.Types = []ir.Type{vt, it}
	return a.err
}

func printScan(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" <" + KindOf(op).String() + ">, ")
	printOperands(p, op.Operands())
	p.PrintOptionalAttrDict(op.Attrs(), "kind")
	p.WriteString(" : ")
	printTypes(p, op.Operand(0).Type(), op.Operand(1).Type())
}

func verifyScan(op *ir.Operation) error {
	src := op.Operand(0).Type().(*ir.VectorType)
	d := op.Attr("reduction_dim").(*ir.IntegerAttr).Int64()
	if d < 0 || d >= int64(len(src.Dims)) {
		return op.EmitError("reduction dimension %d has to be less than %d", d, len(src.Dims))
	}
	if op.Result(0).Type() != src {
		return op.EmitError("source and destination vector shapes must match")
	}
	want := reducedType(op.Context(), src, []int64{d})
	if _, ok := want.(*ir.VectorType); !ok {
		want = op.Context().VectorType(nil, src.Elem, nil)
	}
	if op.Operand(1).Type() != want || op.Result(1).Type() != want {
		return op.EmitError("incompatible input/initial value shapes")
	}
	return checkKind(op, KindOf(op), src.Elem)
}

// mask ::= $mask (`,` $passthru)? region attr-dict `:` type($mask) (`->` type(results))?
//
// The region holds one op (and, implicitly, the vector.yield of its
// results); an empty region yields nothing.
func parseMask(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	mask := a.operand()
	var pass []ir.UnresolvedOperand
	if a.optPunct(",") {
		pass = append(pass, a.operand())
	}
	if a.err != nil {
		return a.err
	}
	r := ir.NewRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	ctx := p.Context()
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
	blk := r.Front()
	if last := blk.Last(); last == nil || !last.HasTrait(ir.Terminator) {
		var ys []*ir.Value
		if last != nil {
			ys = last.Results()
		}
		blk.Append(ir.Create(&ir.OperationState{Name: ctx.NameOf(Yield), Operands: ys, Loc: p.CurrentLoc()}))
	}
	st.Regions = append(st.Regions, r)
	a.attrDict()
	a.punct(":")
	mt := a.typ()
	var results []ir.Type
	if a.optPunct("->") {
		if a.err == nil {
			results, a.err = p.ParseFunctionResultTypes()
		}
	}
	a.resolve([]ir.UnresolvedOperand{mask}, mt)
	if len(pass) > 0 && len(results) > 0 {
		a.resolve(pass, results[0])
	}
	st.Types = results
	return a.err
}

func printMask(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	printOperands(p, op.Operands())
	p.WriteByte(' ')
	r := op.Region(0)
	// The yield is implicit when it returns the masked op's results.
	implicit := true
	if blk := r.Front(); blk != nil {
		if y := blk.Last(); y != nil {
			prev := y.Prev()
			if prev == nil {
				implicit = y.NumOperands() == 0
			} else {
				implicit = y.NumOperands() == prev.NumResults()
				for i, v := range y.Operands() {
					implicit = implicit && v == prev.Result(i)
				}
			}
		}
	}
	p.PrintRegion(r, false, !implicit, true)
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		if op.NumResults() == 1 {
			p.PrintType(op.Result(0).Type())
		} else {
			p.WriteByte('(')
			p.PrintTypeList(op.ResultTypes())
			p.WriteByte(')')
		}
	}
}

func verifyMask(op *ir.Operation) error {
	blk := op.Region(0).Front()
	if blk == nil {
		return op.EmitError("expects a region with one block")
	}
	y := blk.Last()
	if y == nil || y.Def() != Yield {
		return op.EmitError("expects a 'vector.yield' terminator")
	}
	if n := len(blk.Ops()); n > 2 {
		return op.EmitError("expects only one operation to mask")
	}
	if inner := y.Prev(); inner != nil && !maskable(inner.Def()) {
		return op.EmitError("expects a MaskableOpInterface within the mask region")
	}
	if y.NumOperands() != op.NumResults() {
		return op.EmitError("expects number of results to match maskable operation number of results")
	}
	for i, v := range y.Operands() {
		if v.Type() != op.Result(i).Type() {
			return op.EmitError("expects result type to match maskable operation result type")
		}
	}
	if op.NumOperands() == 2 && (op.NumResults() == 0 || op.Operand(1).Type() != op.Result(0).Type()) {
		return op.EmitError("expects result type to match passthru type")
	}
	return nil
}

// Yield's parent op is named here: Mask's parser builds the implicit
// yield, so the two definitions cannot name each other in their
// initializers.
func init() { Yield.ParentOps = []string{Mask.Name} }

// maskable reports whether d is one of the ops vector.mask can hold
// (upstream's MaskableOpInterface).
func maskable(d *ir.OpDef) bool {
	switch d {
	case TransferRead, TransferWrite, Reduction, MultiDimReduction, Contract, Gather, Scatter:
		return true
	}
	return false
}
