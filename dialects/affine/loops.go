package affine

import (
	"strings"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// loopBody is the LoopLike interface of a loop whose body is region 0
// (affine.for, affine.parallel), for loop-invariant-code-motion.
var loopBody = &rewrite.LoopLike{Regions: func(op *ir.Operation) []*ir.Region { return []*ir.Region{op.Region(0)} }}

// This file holds the affine dialect's structured ops: affine.for (bounds
// as affine maps of index operands, a constant step, iter_args),
// affine.if (an integer set of index operands), affine.yield, and
// affine.load / affine.store (indices as an affine map of index operands).
// lower-affine turns them into scf and memref ops.

var setAttr = &ir.AttrConstraint{Summary: "IntegerSet attribute", Pred: func(a ir.Attribute) bool {
	_, ok := a.(*ir.IntegerSetAttr)
	return ok
}}

// Yield is affine.yield: the values of an affine.for iteration or an
// affine.if branch.
var Yield = &ir.OpDef{
	Name:     "affine.yield",
	Summary:  "Yield values to parent operation",
	Operands: []ir.ArgDef{{Name: "operands", Type: ir.AnyType, Arity: ir.Variadic}},
	Traits:   ir.Pure | ir.Terminator | ir.ReturnLike,
	Format:   "attr-dict ($operands^ `:` type($operands))?",
}

// For is affine.for: %iv from max(lowerBoundMap(operands)) to
// min(upperBoundMap(operands)) by a positive constant step.
var For = &ir.OpDef{
	Name:    "affine.for",
	Summary: "for operation",
	Operands: []ir.ArgDef{indexes("lowerBoundOperands"), indexes("upperBoundOperands"),
		{Name: "inits", Type: ir.AnyType, Arity: ir.Variadic}},
	Results: []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
	Attrs: []ir.AttrDef{{Name: "lowerBoundMap", Constraint: mapAttr}, {Name: "upperBoundMap", Constraint: mapAttr},
		{Name: "step", Constraint: ir.IndexAttr}},
	Regions:    []ir.RegionDef{{Name: "region", SizedOne: true}},
	Traits:     ir.AttrSizedOperandSegments | ir.AutomaticAllocationScope | ir.RecursiveMemoryEffects | ir.SingleBlock,
	Parse:      parseFor,
	Print:      printFor,
	Verify:     verifyFor,
	Fold:       foldFor,
	Interfaces: map[string]any{rewrite.LoopLikeInterface: forLoop, rewrite.SpeculatableInterface: forSpeculatability},
}

// forSpeculatability: a loop of unit step may run where it would not have
// when its body may (its trip count cannot overflow), as upstream's.
func forSpeculatability(op *ir.Operation) rewrite.Speculatability {
	if s, ok := op.Attr("step").(*ir.IntegerAttr); ok && s.Int64() == 1 {
		return rewrite.RecursivelySpeculatable
	}
	return rewrite.NotSpeculatable
}

// If is affine.if: the then region when every constraint of the set holds
// for the operands, the else region (may be empty without results)
// otherwise.
var If = &ir.OpDef{
	Name:     "affine.if",
	Summary:  "if-then-else operation",
	Operands: []ir.ArgDef{indexes("operands")},
	Results:  []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
	Attrs:    []ir.AttrDef{{Name: "condition", Constraint: setAttr}},
	Regions:  []ir.RegionDef{{Name: "thenRegion", SizedOne: true}, {Name: "elseRegion"}},
	Traits:   ir.RecursiveMemoryEffects | ir.SingleBlock,
	Parse:    parseIf,
	Print:    printIf,
	Verify:   verifyIf,
	Fold:     foldIf,
	// An if may be speculated when both branches may; each runs at most once.
	Interfaces: map[string]any{rewrite.SpeculatableInterface: func(*ir.Operation) rewrite.Speculatability {
		return rewrite.RecursivelySpeculatable
	}, rewrite.RegionsRunAtMostOnceInterface: true},
}

// Load is affine.load: the element at map(indices).
var Load = &ir.OpDef{
	Name:       "affine.load",
	Summary:    "affine load operation",
	Operands:   []ir.ArgDef{{Name: "memref", Type: ir.AnyType}, indexes("indices")},
	Results:    []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Attrs:      []ir.AttrDef{{Name: "map", Constraint: mapAttr}},
	Parse:      parseLoad,
	Print:      printLoad,
	Verify:     verifyAccess(0),
	Fold:       foldCastFirst(foldAccess(1, true)),
	Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.ReadsOperand(0)}},
}

// Store is affine.store: writes value at map(indices).
var Store = &ir.OpDef{
	Name:       "affine.store",
	Summary:    "affine store operation",
	Operands:   []ir.ArgDef{{Name: "value", Type: ir.AnyType}, {Name: "memref", Type: ir.AnyType}, indexes("indices")},
	Attrs:      []ir.AttrDef{{Name: "map", Constraint: mapAttr}},
	Parse:      parseStore,
	Print:      printStore,
	Verify:     verifyAccess(1),
	Fold:       foldCastFirst(foldAccess(2, false)),
	Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.WritesOperand(1)}},
}

// ---- for ----

// Bounds returns an affine.for's bound maps with their operands, and its step.
func Bounds(op *ir.Operation) (lower, upper *ir.AffineMap, lowerOps, upperOps []*ir.Value, step int64) {
	lower = op.Attr("lowerBoundMap").(*ir.AffineMapAttr).Map
	upper = op.Attr("upperBoundMap").(*ir.AffineMapAttr).Map
	step = op.Attr("step").(*ir.IntegerAttr).Int64()
	f := ForOp{op}
	return lower, upper, f.LowerBoundOperands(), f.UpperBoundOperands(), step
}

// Inits returns an affine.for's iter_args initial values.
func Inits(op *ir.Operation) []*ir.Value { return ForOp{op}.Inits() }

func verifyFor(op *ir.Operation) error {
	lower, upper, lowerOps, upperOps, step := Bounds(op)
	if step <= 0 {
		return op.EmitError("expected step to be representable as a positive signed integer")
	}
	if lower.NumDims+lower.NumSyms != len(lowerOps) {
		return op.EmitError("lower bound operand count does not match the affine map")
	}
	if upper.NumDims+upper.NumSyms != len(upperOps) {
		return op.EmitError("upper bound operand count does not match the affine map")
	}
	if len(lower.Results) == 0 || len(upper.Results) == 0 {
		return op.EmitError("a loop bound map must have at least one result")
	}
	inits := Inits(op)
	body := op.Region(0).Front()
	if body == nil || body.NumArgs() != 1+len(inits) {
		return op.EmitError("expected the body to have the induction variable and one argument per iter_arg")
	}
	if _, ok := body.Arg(0).Type().(*ir.IndexType); !ok {
		return op.EmitError("expected body first argument to be an index argument for the induction variable")
	}
	if len(inits) != op.NumResults() {
		return op.EmitError("mismatch between the number of loop-carried values and results")
	}
	for i, v := range inits {
		if v.Type() != op.Result(i).Type() || body.Arg(1+i).Type() != v.Type() {
			return op.EmitError("types mismatch between %dth iter operand and defined value", i)
		}
	}
	return verifyYield(op, op.Region(0), op.ResultTypes())
}

// verifyYield checks that region ends in an affine.yield of types.
func verifyYield(op *ir.Operation, r *ir.Region, types []ir.Type) error {
	if r.Empty() {
		return nil
	}
	t := r.Front().Last()
	if t == nil || t.Def() != Yield {
		return op.EmitError("expects the region to end with 'affine.yield'")
	}
	if t.NumOperands() != len(types) {
		return t.EmitError("parent of yield must have same number of results as the yield operands")
	}
	for i, v := range t.Operands() {
		if v.Type() != types[i] {
			return t.EmitError("types mismatch between yield op and its parent")
		}
	}
	return nil
}

// parseBound reads one bound: an integer, an SSA value (a symbol), or
// `min`/`max` (per kw) and an affine map applied to `(dims)[syms]`.
func parseBound(p ir.AsmParser, kw string) (*ir.AffineMap, []*ir.Value, error) {
	ctx := p.Context()
	if u, ok, err := p.ParseOptionalOperand(); err != nil {
		return nil, nil, err
	} else if ok {
		v, err := p.ResolveOperand(u, ctx.IndexType())
		if err != nil {
			return nil, nil, err
		}
		return ir.NewAffineMap(0, 1, []*ir.AffineExpr{ir.AffineSymExpr(0)}), []*ir.Value{v}, nil
	}
	if c, ok, err := p.ParseOptionalInteger(); err != nil {
		return nil, nil, err
	} else if ok {
		return ir.NewAffineMap(0, 0, []*ir.AffineExpr{ir.AffineConstExpr(c)}), nil, nil
	}
	p.ParseOptionalKeyword(kw)
	loc := p.CurrentLoc()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, nil, err
	}
	ma, ok := a.(*ir.AffineMapAttr)
	if !ok {
		return nil, nil, p.ErrorAt(loc, "expected an affine map for a loop bound")
	}
	operands, err := parseDimsAndSymbols(p, mapCounts{ma.Map})
	return ma.Map, operands, err
}

// parseDimsAndSymbols reads `(dims)` and an optional `[syms]` of index
// values, as many as m takes.
func parseDimsAndSymbols(p ir.AsmParser, m interface{ counts() (int, int, string) }) ([]*ir.Value, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	dims, err := p.ParseOperandList()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(")"); err != nil {
		return nil, err
	}
	var syms []ir.UnresolvedOperand
	if p.ParseOptionalPunct("[") {
		if syms, err = p.ParseOperandList(); err != nil {
			return nil, err
		}
		if err := p.ParsePunct("]"); err != nil {
			return nil, err
		}
	}
	nd, ns, what := m.counts()
	if len(dims) != nd {
		return nil, p.Errorf("dim operand count and %s dim count must match", what)
	}
	if len(syms) != ns {
		return nil, p.Errorf("symbol operand count and %s symbol count must match", what)
	}
	all := append(dims, syms...)
	return p.ResolveOperands(all, indexTypes(p.Context(), len(all)))
}

func parseFor(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	iv, err := p.ParseArgument(false, false)
	if err != nil {
		return err
	}
	iv.Type = ctx.IndexType()
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	lower, lowerOps, err := parseBound(p, "max")
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	upper, upperOps, err := parseBound(p, "min")
	if err != nil {
		return err
	}
	step := int64(1)
	if p.ParseOptionalKeyword("step") {
		loc := p.CurrentLoc()
		if step, err = p.ParseInteger(); err != nil {
			return err
		}
		if step <= 0 {
			return p.ErrorAt(loc, "expected step to be representable as a positive signed integer")
		}
	}
	var iterArgs []ir.Argument
	var inits []*ir.Value
	if p.ParseOptionalKeyword("iter_args") {
		if iterArgs, inits, err = parseIterArgs(p); err != nil {
			return err
		}
		st.Types = make([]ir.Type, len(inits))
		for i, v := range inits {
			st.Types[i] = v.Type()
		}
	}
	st.Operands = append(append(append(st.Operands, lowerOps...), upperOps...), inits...)
	st.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int64{int64(len(lowerOps)), int64(len(upperOps)), int64(len(inits))}))
	st.AddAttr("lowerBoundMap", ctx.AffineMapAttr(lower))
	st.AddAttr("upperBoundMap", ctx.AffineMapAttr(upper))
	st.AddAttr("step", ctx.IntegerAttr(ctx.IndexType(), step))
	r := ir.NewRegion()
	if err := p.ParseRegion(r, append([]ir.Argument{iv}, iterArgs...)); err != nil {
		return err
	}
	ensureYield(ctx, r, st.Loc)
	st.Regions = append(st.Regions, r)
	attrs, err := p.ParseOptionalAttrDict()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

// parseIterArgs reads `(%a = %init, ...) -> (types)`.
func parseIterArgs(p ir.AsmParser) ([]ir.Argument, []*ir.Value, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, nil, err
	}
	var args []ir.Argument
	var inits []ir.UnresolvedOperand
	for !p.ParseOptionalPunct(")") {
		if len(args) > 0 {
			if err := p.ParsePunct(","); err != nil {
				return nil, nil, err
			}
		}
		a, err := p.ParseArgument(false, false)
		if err != nil {
			return nil, nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, nil, err
		}
		u, err := p.ParseOperand()
		if err != nil {
			return nil, nil, err
		}
		args, inits = append(args, a), append(inits, u)
	}
	if err := p.ParsePunct("->"); err != nil {
		return nil, nil, err
	}
	types, err := p.ParseFunctionResultTypes()
	if err != nil {
		return nil, nil, err
	}
	if len(types) != len(args) {
		return nil, nil, p.Errorf("mismatch between the number of loop-carried values and types")
	}
	for i := range args {
		args[i].Type = types[i]
	}
	vs, err := p.ResolveOperands(inits, types)
	return args, vs, err
}

// ensureYield adds the implicit `affine.yield` to a region's block
// without a terminator.
func ensureYield(ctx *ir.Context, r *ir.Region, loc ir.Location) {
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
	b := r.Front()
	if last := b.Last(); last != nil && last.Def() == Yield {
		return
	}
	b.Append(ir.Create(&ir.OperationState{Name: ctx.NameOf(Yield), Loc: loc}))
}

// printBound prints a bound as parseBound reads it.
func printBound(p *ir.AsmPrinter, attr ir.Attribute, operands []*ir.Value, kw string) {
	m := attr.(*ir.AffineMapAttr).Map
	if len(m.Results) == 1 {
		r := m.Results[0]
		if r.Kind == ir.AffineConst && len(operands) == 0 {
			p.WriteInt(r.Val)
			return
		}
		if len(operands) == 1 && (r.Kind == ir.AffineSym && m.NumSyms == 1 && m.NumDims == 0 ||
			r.Kind == ir.AffineDim && m.NumDims == 1 && m.NumSyms == 0) {
			p.PrintOperand(operands[0])
			return
		}
	} else {
		p.WriteString(kw + " ")
	}
	p.PrintAttr(attr)
	printDimsAndSymbols(p, operands, m.NumDims)
}

func printDimsAndSymbols(p *ir.AsmPrinter, operands []*ir.Value, numDims int) {
	if numDims > len(operands) {
		numDims = len(operands)
	}
	p.WriteByte('(')
	p.PrintOperands(operands[:numDims])
	p.WriteByte(')')
	if len(operands) > numDims {
		p.WriteByte('[')
		p.PrintOperands(operands[numDims:])
		p.WriteByte(']')
	}
}

func printFor(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumRegions() != 1 || op.Region(0).Empty() || op.Region(0).Front().NumArgs() == 0 {
		p.WriteString("<<malformed affine.for>>")
		return
	}
	_, _, lowerOps, upperOps, step := Bounds(op)
	body := op.Region(0).Front()
	p.WriteByte(' ')
	p.PrintOperand(body.Arg(0))
	p.WriteString(" = ")
	printBound(p, op.Attr("lowerBoundMap"), lowerOps, "max")
	p.WriteString(" to ")
	printBound(p, op.Attr("upperBoundMap"), upperOps, "min")
	if step != 1 {
		p.WriteString(" step ")
		p.WriteInt(step)
	}
	inits := Inits(op)
	if len(inits) > 0 {
		p.WriteString(" iter_args(")
		for i, v := range inits {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(body.Arg(1 + i))
			p.WriteString(" = ")
			p.PrintOperand(v)
		}
		p.WriteString(") -> (")
		p.PrintTypeList(op.ResultTypes())
		p.WriteByte(')')
	}
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, len(inits) > 0, false)
	p.PrintOptionalAttrDict(op.Attrs(), "lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes")
}

// ---- if ----

// Condition returns an affine.if's integer set.
func Condition(op *ir.Operation) *ir.IntegerSet {
	if a, ok := op.Attr("condition").(*ir.IntegerSetAttr); ok {
		return a.Set
	}
	return nil
}

type setCounts struct{ s *ir.IntegerSet }

func (c setCounts) counts() (int, int, string) { return c.s.NumDims, c.s.NumSyms, "integer set" }

type mapCounts struct{ m *ir.AffineMap }

func (c mapCounts) counts() (int, int, string) { return c.m.NumDims, c.m.NumSyms, "affine map" }

func verifyIf(op *ir.Operation) error {
	set := Condition(op)
	if set == nil {
		return op.EmitError("requires an integer set attribute named 'condition'")
	}
	if op.NumOperands() != set.NumDims+set.NumSyms {
		return op.EmitError("operand count and condition integer set dimension and symbol count must match")
	}
	if op.NumResults() > 0 && op.Region(1).Empty() {
		return op.EmitError("must have an else block if defining values")
	}
	for i := 0; i < 2; i++ {
		if err := verifyYield(op, op.Region(i), op.ResultTypes()); err != nil {
			return err
		}
	}
	return nil
}

func parseIf(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	loc := p.CurrentLoc()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	sa, ok := a.(*ir.IntegerSetAttr)
	if !ok {
		return p.ErrorAt(loc, "expected an integer set as affine.if's condition")
	}
	operands, err := parseDimsAndSymbols(p, setCounts{sa.Set})
	if err != nil {
		return err
	}
	st.Operands = operands
	st.AddAttr("condition", a)
	if p.ParseOptionalPunct("->") {
		if st.Types, err = p.ParseFunctionResultTypes(); err != nil {
			return err
		}
	}
	then, otherwise := ir.NewRegion(), ir.NewRegion()
	if err := p.ParseRegion(then, nil); err != nil {
		return err
	}
	if len(st.Types) == 0 {
		ensureYield(ctx, then, st.Loc)
	}
	if p.ParseOptionalKeyword("else") {
		if err := p.ParseRegion(otherwise, nil); err != nil {
			return err
		}
		if len(st.Types) == 0 {
			ensureYield(ctx, otherwise, st.Loc)
		}
	}
	st.Regions = append(st.Regions, then, otherwise)
	attrs, err := p.ParseOptionalAttrDict()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

func printIf(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintAttr(op.Attr("condition"))
	if set := Condition(op); set != nil {
		printDimsAndSymbols(p, op.Operands(), set.NumDims)
	}
	if n := op.NumResults(); n > 0 {
		p.WriteString(" -> ")
		if n > 1 {
			p.WriteByte('(')
		}
		p.PrintTypeList(op.ResultTypes())
		if n > 1 {
			p.WriteByte(')')
		}
	}
	p.WriteByte(' ')
	withValues := op.NumResults() > 0
	p.PrintRegion(op.Region(0), false, withValues, false)
	if !op.Region(1).Empty() {
		p.WriteString(" else ")
		p.PrintRegion(op.Region(1), false, withValues, false)
	}
	p.PrintOptionalAttrDict(op.Attrs(), "condition")
}

// ---- load / store ----

// AccessMap returns affine.load's or affine.store's map and its operands.
func AccessMap(op *ir.Operation) (*ir.AffineMap, []*ir.Value) {
	first := 1
	if op.NumResults() == 0 { // a store: the value, then the memref
		first = 2
	}
	return op.Attr("map").(*ir.AffineMapAttr).Map, op.Operands()[first:]
}

func verifyAccess(memrefOperand int) func(*ir.Operation) error {
	return func(op *ir.Operation) error {
		mt, ok := op.Operand(memrefOperand).Type().(*ir.MemRefType)
		if !ok {
			return op.EmitError("operand #%d must be memref of any type values", memrefOperand)
		}
		m, operands := AccessMap(op)
		if len(m.Results) != len(mt.Dims) {
			return op.EmitError("affine map num results must equal memref rank")
		}
		if m.NumDims+m.NumSyms != len(operands) {
			return op.EmitError("expects as many subscripts as affine map inputs")
		}
		if memrefOperand == 1 {
			if op.Operand(0).Type() != mt.Elem {
				return op.EmitError("value to store must have the same type as memref element type")
			}
			return nil
		}
		if op.Result(0).Type() != mt.Elem {
			return op.EmitError("result type must match element type of memref")
		}
		return nil
	}
}

// parseAccess reads `%memref[indices] attr-dict : memref-type`.
func parseAccess(p ir.AsmParser, st *ir.OperationState) (*ir.MemRefType, error) {
	ctx := p.Context()
	mem, err := p.ParseOperand()
	if err != nil {
		return nil, err
	}
	m, dims, syms, err := p.ParseAffineMapOfSSAIds("[", "]")
	if err != nil {
		return nil, err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	loc := p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	mt, ok := t.(*ir.MemRefType)
	if !ok {
		return nil, p.ErrorAt(loc, "expected a memref type")
	}
	mv, err := p.ResolveOperand(mem, t)
	if err != nil {
		return nil, err
	}
	all := append(dims, syms...)
	indices, err := p.ResolveOperands(all, indexTypes(ctx, len(all)))
	if err != nil {
		return nil, err
	}
	st.Operands = append(append(st.Operands, mv), indices...)
	st.AddAttr("map", ctx.AffineMapAttr(m))
	st.Attrs = append(st.Attrs, attrs...)
	return mt, nil
}

func parseLoad(p ir.AsmParser, st *ir.OperationState) error {
	mt, err := parseAccess(p, st)
	if err != nil {
		return err
	}
	st.Types = []ir.Type{mt.Elem}
	return nil
}

func parseStore(p ir.AsmParser, st *ir.OperationState) error {
	value, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	mt, err := parseAccess(p, st)
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(value, mt.Elem)
	if err != nil {
		return err
	}
	st.Operands = append([]*ir.Value{v}, st.Operands...)
	return nil
}

// printAccess prints `%memref[indices] attr-dict : type`, the map's
// results over the operands' names (symbols as symbol(%n)).
func printAccess(p *ir.AsmPrinter, op *ir.Operation, memref *ir.Value) {
	p.PrintOperand(memref)
	m, operands := AccessMap(op)
	p.WriteString("[" + accessResults(p, m, operands) + "]")
	p.PrintOptionalAttrDict(op.Attrs(), "map")
	p.WriteString(" : ")
	p.PrintType(memref.Type())
}

// accessResults spells an access map's results over its operands' names
// (symbols as symbol(%n)).
func accessResults(p *ir.AsmPrinter, m *ir.AffineMap, operands []*ir.Value) string {
	names := make([]string, len(operands))
	for i, v := range operands {
		names[i] = p.OperandName(v)
		if i >= m.NumDims {
			names[i] = "symbol(" + names[i] + ")"
		}
	}
	var results []string
	if len(names) >= m.NumDims+m.NumSyms {
		for _, r := range m.Results {
			results = append(results, r.StringWith(names[:m.NumDims], names[m.NumDims:]))
		}
	}
	return strings.Join(results, ", ")
}

func printLoad(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	printAccess(p, op, op.Operand(0))
}

func printStore(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	printAccess(p, op, op.Operand(1))
}
