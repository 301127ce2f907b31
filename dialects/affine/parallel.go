package affine

import (
	"slices"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds affine.parallel: a loop nest whose iterations may run
// in any order, each dimension from the max of a group of lower bound
// expressions to the min of a group of upper bound ones by a constant
// step, its results the values the body yields combined by a reduction
// kind each (arith's AtomicRMWKind).

// ReductionKind is a reduction of affine.parallel (arith's AtomicRMWKind,
// whose numbering its generic form shows).
type ReductionKind int64

// The reduction kinds, in upstream's numbering.
const (
	ReduceAddF ReductionKind = iota
	ReduceAddI
	ReduceAndI
	ReduceAssign
	ReduceMaximumF
	ReduceMaxNumF
	ReduceMaxS
	ReduceMaxU
	ReduceMinimumF
	ReduceMinNumF
	ReduceMinS
	ReduceMinU
	ReduceMulF
	ReduceMulI
	ReduceOrI
	ReduceXOrI
)

var reductionNames = [...]string{"addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
	"minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori"}

// String is the kind's name in the custom form ("addf").
func (k ReductionKind) String() string {
	if k < 0 || int(k) >= len(reductionNames) {
		return "reduction(" + strconv.FormatInt(int64(k), 10) + ")"
	}
	return reductionNames[k]
}

// ReductionKindNamed returns the kind spelt name.
func ReductionKindNamed(name string) (ReductionKind, bool) {
	for i, n := range reductionNames {
		if n == name {
			return ReductionKind(i), true
		}
	}
	return 0, false
}

// MatchesType reports whether a result of type t may be reduced by k, as
// upstream's verifier decides: the float kinds on floats, addi, muli,
// andi and ori on integers, the signed and unsigned min/max on siN and
// uiN, assign on anything; maxnumf, minnumf and xori on nothing.
func (k ReductionKind) MatchesType(t ir.Type) bool {
	it, isInt := t.(*ir.IntegerType)
	_, isFloat := t.(*ir.FloatType)
	switch k {
	case ReduceAddF, ReduceMulF, ReduceMaximumF, ReduceMinimumF:
		return isFloat
	case ReduceAddI, ReduceMulI, ReduceAndI, ReduceOrI:
		return isInt
	case ReduceAssign:
		return true
	case ReduceMaxS, ReduceMinS:
		return isInt && it.Signedness == ir.Signed
	case ReduceMaxU, ReduceMinU:
		return isInt && it.Signedness == ir.Unsigned
	}
	return false
}

var (
	reductionsAttr = &ir.AttrConstraint{Summary: "Reduction ops", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			ia, ok := e.(*ir.IntegerAttr)
			if !ok || !isI64(ia.Type) || ia.Int64() < 0 || ia.Int64() >= int64(len(reductionNames)) {
				return false
			}
		}
		return true
	}}
	groupsAttr = &ir.AttrConstraint{Summary: "32-bit signless integer elements attribute", Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseElementsAttr)
		if !ok {
			return false
		}
		it, ok := d.Type.ElementType().(*ir.IntegerType)
		return ok && it.Width == 32 && it.IsSignless()
	}}
	i64ArrayAttr = &ir.AttrConstraint{Summary: "64-bit integer array attribute", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if ia, ok := e.(*ir.IntegerAttr); !ok || !isI64(ia.Type) {
				return false
			}
		}
		return true
	}}
)

func isI64(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 64 && it.IsSignless()
}

// Parallel is affine.parallel: the body runs once per point of the
// iteration space (dimension i from the max of lower bound group i to the
// min of upper bound group i, by steps[i]), in any order; result j is
// reductions[j]'s combination of the j-th values the iterations yield,
// started from the kind's identity.
var Parallel = &ir.OpDef{
	Name:     "affine.parallel",
	Summary:  "multi-index parallel band operation",
	Operands: []ir.ArgDef{indexes("mapOperands")},
	Results:  []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
	Attrs: []ir.AttrDef{{Name: "reductions", Constraint: reductionsAttr},
		{Name: "lowerBoundsMap", Constraint: mapAttr}, {Name: "lowerBoundsGroups", Constraint: groupsAttr},
		{Name: "upperBoundsMap", Constraint: mapAttr}, {Name: "upperBoundsGroups", Constraint: groupsAttr},
		{Name: "steps", Constraint: i64ArrayAttr}},
	Regions:    []ir.RegionDef{{Name: "region", SizedOne: true}},
	Traits:     ir.AutomaticAllocationScope | ir.RecursiveMemoryEffects | ir.SingleBlock,
	Parse:      parseParallel,
	Print:      printParallel,
	Verify:     verifyParallel,
	Fold:       foldParallel,
	Interfaces: map[string]any{rewrite.LoopLikeInterface: loopBody},
}

// foldParallel simplifies the bound maps and their operands as
// SimplifyMapAndOperands does (upstream's canonicalizeLoopBounds: the
// groups keep their results), in place.
func foldParallel(op *ir.Operation, consts []ir.Attribute) []any {
	b := Band(op)
	if b.Lower == nil || b.Upper == nil || b.LowerOps == nil {
		return nil
	}
	nl, nu := len(b.LowerOps), len(b.UpperOps)
	var lc, uc []ir.Attribute
	if len(consts) >= nl+nu {
		lc, uc = consts[:nl], consts[nl:nl+nu]
	}
	lm, lops, lch := SimplifyMapAndOperands(b.Lower, b.LowerOps, lc)
	um, uops, uch := SimplifyMapAndOperands(b.Upper, b.UpperOps, uc)
	if !lch && !uch {
		return nil
	}
	ctx := op.Context()
	la, ua := ctx.AffineMapAttr(lm), ctx.AffineMapAttr(um)
	if la == op.Attr("lowerBoundsMap") && ua == op.Attr("upperBoundsMap") &&
		slices.Equal(lops, b.LowerOps) && slices.Equal(uops, b.UpperOps) {
		return nil
	}
	op.SetAttr("lowerBoundsMap", la)
	op.SetAttr("upperBoundsMap", ua)
	op.SetOperands(append(append([]*ir.Value(nil), lops...), uops...))
	out := make([]any, op.NumResults())
	for i := range out {
		out[i] = op.Result(i)
	}
	return out
}

// ParallelBand is an affine.parallel's iteration space: bound maps whose
// results are split into one group per dimension, their operands, and
// the steps.
type ParallelBand struct {
	Lower, Upper             *ir.AffineMap
	LowerGroups, UpperGroups []int64
	LowerOps, UpperOps       []*ir.Value
	Steps                    []int64
}

// Band reads an affine.parallel's bounds and steps; the operands are nil
// when the op has fewer than its maps take.
func Band(op *ir.Operation) ParallelBand {
	var b ParallelBand
	if m, ok := op.Attr("lowerBoundsMap").(*ir.AffineMapAttr); ok {
		b.Lower = m.Map
	}
	if m, ok := op.Attr("upperBoundsMap").(*ir.AffineMapAttr); ok {
		b.Upper = m.Map
	}
	b.LowerGroups = elementInts(op.Attr("lowerBoundsGroups"))
	b.UpperGroups = elementInts(op.Attr("upperBoundsGroups"))
	if arr, ok := op.Attr("steps").(*ir.ArrayAttr); ok {
		for _, e := range arr.Elems {
			if ia, ok := e.(*ir.IntegerAttr); ok {
				b.Steps = append(b.Steps, ia.Int64())
			}
		}
	}
	if b.Lower != nil && b.Upper != nil {
		nl, nu := b.Lower.NumDims+b.Lower.NumSyms, b.Upper.NumDims+b.Upper.NumSyms
		if ops := op.Operands(); len(ops) >= nl+nu {
			b.LowerOps, b.UpperOps = ops[:nl], ops[nl:nl+nu]
		}
	}
	return b
}

// Group returns the results of m in group i of groups.
func Group(m *ir.AffineMap, groups []int64, i int) []*ir.AffineExpr {
	start := int64(0)
	for _, g := range groups[:i] {
		start += g
	}
	return m.Results[start : start+groups[i]]
}

func elementInts(a ir.Attribute) []int64 {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	out := make([]int64, d.NumElements())
	for i := range out {
		out[i] = d.IntElement(int64(i))
	}
	return out
}

// Reductions returns an affine.parallel's reduction kinds.
func Reductions(op *ir.Operation) []ReductionKind {
	arr, ok := op.Attr("reductions").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([]ReductionKind, 0, len(arr.Elems))
	for _, e := range arr.Elems {
		if ia, ok := e.(*ir.IntegerAttr); ok {
			out = append(out, ReductionKind(ia.Int64()))
		}
	}
	return out
}

func verifyParallel(op *ir.Operation) error {
	b := Band(op)
	if b.Lower == nil || b.Upper == nil || op.NumRegions() != 1 {
		return nil // the attribute and region checks report these
	}
	body := op.Region(0).Front()
	n := 0
	if body != nil {
		n = body.NumArgs()
	}
	if len(b.LowerGroups) != n || len(b.UpperGroups) != n || len(b.Steps) != n {
		return op.EmitError("the number of region arguments (%d) and the number of map groups for lower (%d) and upper bound (%d), and the number of steps (%d) must all match",
			n, len(b.LowerGroups), len(b.UpperGroups), len(b.Steps))
	}
	// Stricter than upstream, which accepts steps that are not positive
	// (loops that never end), as affine.for's verifier here.
	for _, s := range b.Steps {
		if s <= 0 {
			return op.EmitError("expected steps to be representable as positive signed integers")
		}
	}
	kinds := Reductions(op)
	if len(kinds) != op.NumResults() {
		return op.EmitError("a reduction must be specified for each output")
	}
	for i, k := range kinds {
		if !k.MatchesType(op.Result(i).Type()) {
			return op.EmitError("result type cannot match reduction attribute")
		}
	}
	for _, side := range []struct {
		m      *ir.AffineMap
		groups []int64
		plural string
	}{{b.Lower, b.LowerGroups, "lower"}, {b.Upper, b.UpperGroups, "upper"}} {
		total := int64(0)
		for _, g := range side.groups {
			total += g
		}
		if total != int64(len(side.m.Results)) {
			return op.EmitError("expected %s bounds map to have %d results", side.plural, total)
		}
		for _, g := range side.groups {
			if g < 1 {
				return op.EmitError("expected %s bound map to have at least one result", side.plural)
			}
		}
	}
	if need := b.Lower.NumDims + b.Lower.NumSyms + b.Upper.NumDims + b.Upper.NumSyms; op.NumOperands() < need {
		return op.EmitError("expected %d map operands for the bound maps, found %d", need, op.NumOperands())
	}
	return verifyYield(op, op.Region(0), op.ResultTypes())
}

// parallel ::= `(` ivs `)` `=` bounds `to` bounds (`step` `(` ints `)`)?
//
//	(`reduce` `(` strings `)`)? (`->` types)? region attr-dict
func parseParallel(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var ivs []ir.Argument
	for !p.ParseOptionalPunct(")") {
		if len(ivs) > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		a, err := p.ParseArgument(false, false)
		if err != nil {
			return err
		}
		a.Type = ctx.IndexType()
		ivs = append(ivs, a)
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	lower, lowerGroups, lowerOps, err := parseParallelBounds(p, "max")
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	upper, upperGroups, upperOps, err := parseParallelBounds(p, "min")
	if err != nil {
		return err
	}
	var steps []ir.Attribute
	if p.ParseOptionalKeyword("step") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		for !p.ParseOptionalPunct(")") {
			if len(steps) > 0 {
				if err := p.ParsePunct(","); err != nil {
					return err
				}
			}
			s, err := p.ParseInteger()
			if err != nil {
				return err
			}
			steps = append(steps, ctx.IntegerAttr(ctx.I(64), s))
		}
	} else {
		for range ivs {
			steps = append(steps, ctx.IntegerAttr(ctx.I(64), 1))
		}
	}
	reductions := []ir.Attribute{}
	if p.ParseOptionalKeyword("reduce") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		for first := true; first || p.ParseOptionalPunct(","); first = false {
			loc := p.CurrentLoc()
			s, err := p.ParseString()
			if err != nil {
				return err
			}
			k, ok := ReductionKindNamed(s)
			if !ok {
				return p.ErrorAt(loc, "invalid reduction value: %s", strconv.Quote(s))
			}
			reductions = append(reductions, ctx.IntegerAttr(ctx.I(64), int64(k)))
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if p.ParseOptionalPunct("->") {
		if st.Types, err = p.ParseFunctionResultTypes(); err != nil {
			return err
		}
	}
	st.Operands = append(append(st.Operands, lowerOps...), upperOps...)
	st.AddAttr("reductions", ctx.ArrayAttr(reductions))
	st.AddAttr("lowerBoundsMap", ctx.AffineMapAttr(lower))
	st.AddAttr("lowerBoundsGroups", groupsElements(ctx, lowerGroups))
	st.AddAttr("upperBoundsMap", ctx.AffineMapAttr(upper))
	st.AddAttr("upperBoundsGroups", groupsElements(ctx, upperGroups))
	st.AddAttr("steps", ctx.ArrayAttr(steps))
	r := ir.NewRegion()
	if err := p.ParseRegion(r, ivs); err != nil {
		return err
	}
	ensureYield(ctx, r, st.Loc)
	st.Regions = append(st.Regions, r)
	attrs, err := p.ParseOptionalAttrDict()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

// parseParallelBounds reads one side's bound groups and resolves the
// map's operands (dims, then symbols).
func parseParallelBounds(p ir.AsmParser, kw string) (*ir.AffineMap, []int, []*ir.Value, error) {
	m, groups, dims, syms, err := p.ParseAffineBoundsOfSSAIds(kw)
	if err != nil {
		return nil, nil, nil, err
	}
	all := append(dims, syms...)
	vs, err := p.ResolveOperands(all, indexTypes(p.Context(), len(all)))
	return m, groups, vs, err
}

// groupsElements is dense<groups> : tensor<Nxi32>.
func groupsElements(ctx *ir.Context, groups []int) *ir.DenseElementsAttr {
	i32 := ctx.I(32)
	var data []byte
	for _, g := range groups {
		data = ir.PutScalar(data, i32, int64(g), 0)
	}
	return ctx.DenseElementsAttr(ctx.RankedTensorType([]int64{int64(len(groups))}, i32, nil), data)
}

// printParallelBounds writes each group of m's results over the operands'
// names: one expression alone, several as kw(e0, e1).
func printParallelBounds(p *ir.AsmPrinter, m *ir.AffineMap, groups []int64, operands []*ir.Value, kw string) {
	names := make([]string, len(operands))
	for i, v := range operands {
		names[i] = p.OperandName(v)
		if i >= m.NumDims {
			names[i] = "symbol(" + names[i] + ")"
		}
	}
	p.WriteByte('(')
	for i := range groups {
		if i > 0 {
			p.WriteString(", ")
		}
		var exprs []string
		for _, e := range Group(m, groups, i) {
			exprs = append(exprs, e.StringWith(names[:m.NumDims], names[m.NumDims:]))
		}
		if len(exprs) == 1 {
			p.WriteString(exprs[0])
		} else {
			p.WriteString(kw + "(" + strings.Join(exprs, ", ") + ")")
		}
	}
	p.WriteByte(')')
}

func printParallel(p *ir.AsmPrinter, op *ir.Operation) {
	b := Band(op)
	body := op.Region(0).Front()
	if body == nil || b.Lower == nil || b.Upper == nil || b.LowerOps == nil && b.Lower.NumDims+b.Lower.NumSyms > 0 ||
		verifyParallel(op) != nil {
		p.WriteString("<<malformed affine.parallel>>")
		return
	}
	p.WriteString(" (")
	p.PrintOperands(body.Args())
	p.WriteString(") = ")
	printParallelBounds(p, b.Lower, b.LowerGroups, b.LowerOps, "max")
	p.WriteString(" to ")
	printParallelBounds(p, b.Upper, b.UpperGroups, b.UpperOps, "min")
	for _, s := range b.Steps {
		if s != 1 {
			p.WriteString(" step (")
			for i, s := range b.Steps {
				if i > 0 {
					p.WriteString(", ")
				}
				p.WriteInt(s)
			}
			p.WriteByte(')')
			break
		}
	}
	if kinds := Reductions(op); len(kinds) > 0 {
		p.WriteString(" reduce (")
		for i, k := range kinds {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(strconv.Quote(k.String()))
		}
		p.WriteByte(')')
	}
	if op.NumResults() > 0 {
		p.WriteString(" -> (")
		p.PrintTypeList(op.ResultTypes())
		p.WriteByte(')')
	}
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0, false)
	p.PrintOptionalAttrDict(op.Attrs(), "reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap",
		"upperBoundsGroups", "steps")
}
