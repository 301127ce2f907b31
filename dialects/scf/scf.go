// Package scf defines MLIR's structured control flow dialect: loops
// (for, forall, parallel, while), conditionals (if, index_switch) and
// execute_region, with their terminators. Syntax, verifier messages and
// folds follow upstream MLIR.
package scf

//go:generate go run ../internal/genaccessors -dialect scf

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Loop-carried and yielded values are of any type; bounds are signless
// integers or index.
var (
	anyVariadic   = ir.ArgDef{Type: ir.AnyType, Arity: ir.Variadic}
	indexVariadic = ir.ArgDef{Type: ir.Index, Arity: ir.Variadic}
)

func variadic(name string) ir.ArgDef  { a := anyVariadic; a.Name = name; return a }
func indexList(name string) ir.ArgDef { a := indexVariadic; a.Name = name; return a }
func single(name string, t *ir.TypeConstraint) ir.ArgDef {
	return ir.ArgDef{Name: name, Type: t}
}

// anyRankedTensor accepts ranked tensors (scf.forall's shared outputs).
var anyRankedTensor = &ir.TypeConstraint{Summary: "variadic of ranked tensor of any type values", Pred: func(t ir.Type) bool {
	_, ok := t.(*ir.RankedTensorType)
	return ok
}}

// denseI64 accepts DenseI64ArrayAttr.
var denseI64 = &ir.AttrConstraint{Summary: "i64 dense array attribute", Pred: func(a ir.Attribute) bool {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return false
	}
	it, ok := d.Elem.(*ir.IntegerType)
	return ok && it.Width == 64
}}

// deviceMapping accepts scf.forall's mapping: an array of device mapping
// attributes (dialect attributes such as #gpu.thread<x>), never of
// builtin integers or strings.
var deviceMapping = &ir.AttrConstraint{Summary: "Device Mapping array attribute", Pred: func(a ir.Attribute) bool {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, e := range arr.Elems {
		switch e.(type) {
		case *ir.IntegerAttr, *ir.FloatAttr, *ir.StringAttr, *ir.ArrayAttr, *ir.DictionaryAttr,
			*ir.UnitAttr, *ir.TypeAttr, *ir.SymbolRefAttr, *ir.DenseArrayAttr:
			return false
		}
	}
	return true
}}

// ---- terminators ----

// Yield is scf.yield: yields values from the regions of for, if, while
// (after region), execute_region and index_switch.
var Yield = &ir.OpDef{
	Name:     "scf.yield",
	Summary:  "loop yield and termination operation",
	Operands: []ir.ArgDef{variadic("results")},
	Traits:   ir.Pure | ir.Terminator | ir.ReturnLike,
	Format:   "attr-dict ($results^ `:` type($results))?",
}

// Condition is scf.condition: ends the "before" region of scf.while,
// deciding whether to run the "after" region with args or to exit.
var Condition = &ir.OpDef{
	Name:     "scf.condition",
	Summary:  "loop continuation condition",
	Operands: []ir.ArgDef{single("condition", ir.I1), variadic("args")},
	Traits:   ir.Pure | ir.Terminator,
	// `(` $condition `)` attr-dict ($args^ `:` type($args))? — written by
	// hand because ir's format engine does not build operand types (i1).
	Parse: parseCondition,
	Print: printCondition,
}

// Reduce is scf.reduce: ends an scf.parallel body, combining one value
// per reduction with the region of the same position.
var Reduce = &ir.OpDef{
	Name:     "scf.reduce",
	Summary:  "reduce operation for scf.parallel",
	Operands: []ir.ArgDef{variadic("operands")},
	Regions:  []ir.RegionDef{{Name: "reductions", Variadic: true, SizedOne: true}},
	Traits:   ir.Terminator | ir.RecursiveMemoryEffects,
	Format:   "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
	Verify:   verifyReduce,
}

// ReduceReturn is scf.reduce.return: yields the combined value of one
// reduction region.
var ReduceReturn = &ir.OpDef{
	Name:     "scf.reduce.return",
	Summary:  "terminator for reduce operation",
	Operands: []ir.ArgDef{single("result", ir.AnyType)},
	Traits:   ir.Pure | ir.Terminator,
	Format:   "$result attr-dict `:` type($result)",
	Verify:   verifyReduceReturn,
}

// InParallel is scf.forall.in_parallel: the terminator of scf.forall,
// holding the parallel-combining ops (tensor.parallel_insert_slice)
// that write each thread's slice into the shared outputs.
var InParallel = &ir.OpDef{
	Name:    "scf.forall.in_parallel",
	Summary: "terminates a `forall` block",
	Regions: []ir.RegionDef{{Name: "region", SizedOne: true}},
	Traits:  ir.Pure | ir.Terminator | ir.NoTerminator | ir.SingleBlock,
	Parse:   parseInParallel,
	Print:   printInParallel,
	Verify:  verifyInParallel,
	// It holds only ParallelCombiningInterface ops, which dialects
	// declare (tensor.parallel_insert_slice).
	Interfaces: map[string]any{rewrite.InParallelInterface: true},
}

// ---- loops and conditionals ----

// For is scf.for: a counted loop from lowerBound to upperBound (exclusive)
// by step, carrying iter_args from one iteration to the next.
var For = &ir.OpDef{
	Name:    "scf.for",
	Summary: "for operation",
	Operands: []ir.ArgDef{
		single("lowerBound", ir.SignlessIntegerOrIndex),
		single("upperBound", ir.SignlessIntegerOrIndex),
		single("step", ir.SignlessIntegerOrIndex),
		variadic("initArgs"),
	},
	Results:   []ir.ArgDef{variadic("results")},
	Attrs:     []ir.AttrDef{{Name: "unsignedCmp", Constraint: ir.UnitAttrConstraint, Optional: true}},
	Regions:   []ir.RegionDef{{Name: "region", SizedOne: true}},
	Traits:    ir.AutomaticAllocationScope | ir.RecursiveMemoryEffects | ir.SingleBlock,
	SameTypes: [][]string{{"lowerBound", "upperBound", "step"}},
	Parse:     parseFor,
	Print:     printFor,
	Verify:    verifyFor,
	Fold:      foldFor,
	Interfaces: map[string]any{
		rewrite.LoopLikeInterface:     forLoop,
		rewrite.SpeculatableInterface: forSpeculatability,
		rewrite.RegionBranchInterface: forBranch,
	},
}

// loopBody is the LoopLike implementation of loops whose body is the
// listed regions.
func loopBody(regions ...int) *rewrite.LoopLike {
	return &rewrite.LoopLike{Regions: func(op *ir.Operation) []*ir.Region {
		out := make([]*ir.Region, len(regions))
		for i, r := range regions {
			out[i] = op.Region(r)
		}
		return out
	}}
}

// forSpeculatability: an scf.for of step 1 terminates whatever its bounds
// (so it may be speculated when its body may); other steps may not.
func forSpeculatability(op *ir.Operation) rewrite.Speculatability {
	if c, ok := staticdyn.ConstantInt(ForOp{op}.Step()); ok && c == 1 {
		return rewrite.RecursivelySpeculatable
	}
	return rewrite.NotSpeculatable
}

// Forall is scf.forall: a multi-dimensional parallel loop over tensors
// (shared_outs) or for side effects, with an optional device mapping.
var Forall = &ir.OpDef{
	Name:    "scf.forall",
	Summary: "evaluate a block multiple times in parallel",
	Operands: []ir.ArgDef{
		indexList("dynamicLowerBound"), indexList("dynamicUpperBound"), indexList("dynamicStep"),
		{Name: "outputs", Type: anyRankedTensor, Arity: ir.Variadic},
	},
	Results: []ir.ArgDef{variadic("results")},
	Attrs: []ir.AttrDef{
		{Name: "staticLowerBound", Constraint: denseI64},
		{Name: "staticUpperBound", Constraint: denseI64},
		{Name: "staticStep", Constraint: denseI64},
		{Name: "mapping", Constraint: deviceMapping, Optional: true},
	},
	Regions: []ir.RegionDef{{Name: "region", SizedOne: true}},
	Traits: ir.AttrSizedOperandSegments | ir.AutomaticAllocationScope | ir.RecursiveMemoryEffects |
		ir.SingleBlock,
	Parse:      parseForall,
	Print:      printForall,
	Verify:     verifyForall,
	Interfaces: map[string]any{rewrite.LoopLikeInterface: loopBody(0)},
}

// Parallel is scf.parallel: a multi-dimensional parallel loop whose body
// ends in scf.reduce, one reduction per init value.
var Parallel = &ir.OpDef{
	Name:    "scf.parallel",
	Summary: "parallel for operation",
	Operands: []ir.ArgDef{
		indexList("lowerBound"), indexList("upperBound"), indexList("step"), variadic("initVals"),
	},
	Results: []ir.ArgDef{variadic("results")},
	Regions: []ir.RegionDef{{Name: "region", SizedOne: true}},
	Traits: ir.AttrSizedOperandSegments | ir.AutomaticAllocationScope | ir.RecursiveMemoryEffects |
		ir.SingleBlock,
	Parse:      parseParallel,
	Print:      printParallel,
	Verify:     verifyParallel,
	Interfaces: map[string]any{rewrite.LoopLikeInterface: loopBody(0)},
}

// If is scf.if: runs the then region when the condition holds, the else
// region (may be empty when there are no results) otherwise.
var If = &ir.OpDef{
	Name:     "scf.if",
	Summary:  "if-then-else operation",
	Operands: []ir.ArgDef{single("condition", ir.I1)},
	Results:  []ir.ArgDef{variadic("results")},
	Regions:  []ir.RegionDef{{Name: "thenRegion", SizedOne: true}, {Name: "elseRegion"}},
	Traits:   ir.RecursiveMemoryEffects | ir.SingleBlock,
	Parse:    parseIf,
	Print:    printIf,
	Verify:   verifyIf,
	Fold:     foldIf,
	// An if may be speculated when both branches may.
	Interfaces: map[string]any{rewrite.SpeculatableInterface: func(*ir.Operation) rewrite.Speculatability {
		return rewrite.RecursivelySpeculatable
	}, rewrite.RegionsRunAtMostOnceInterface: true, rewrite.RegionBranchInterface: yieldsResults},
}

// While is scf.while: the before region computes a condition and the
// values passed on; the after region computes the next iteration's
// arguments.
var While = &ir.OpDef{
	Name:       "scf.while",
	Summary:    "a generic 'while' loop",
	Operands:   []ir.ArgDef{variadic("inits")},
	Results:    []ir.ArgDef{variadic("results")},
	Regions:    []ir.RegionDef{{Name: "before", SizedOne: true}, {Name: "after", SizedOne: true}},
	Traits:     ir.RecursiveMemoryEffects | ir.SingleBlock,
	Parse:      parseWhile,
	Print:      printWhile,
	Verify:     verifyWhile,
	Interfaces: map[string]any{rewrite.LoopLikeInterface: loopBody(0, 1), rewrite.RegionBranchInterface: whileBranch},
}

// ExecuteRegion is scf.execute_region: runs its region (any CFG) once.
var ExecuteRegion = &ir.OpDef{
	Name:    "scf.execute_region",
	Summary: "operation that executes its region exactly once",
	Results: []ir.ArgDef{variadic("results")},
	Attrs:   []ir.AttrDef{{Name: "no_inline", Constraint: ir.UnitAttrConstraint, Optional: true}},
	Regions: []ir.RegionDef{{Name: "region"}},
	Traits:  ir.RecursiveMemoryEffects,
	// (`->` type($results)^)? (`no_inline` $no_inline^)? $region attr-dict,
	// by hand: ir's format parser reads a unit-attribute anchor as a value.
	Parse:      parseExecuteRegion,
	Print:      printExecuteRegion,
	Verify:     verifyExecuteRegion,
	Interfaces: map[string]any{rewrite.RegionsRunAtMostOnceInterface: true, rewrite.RegionBranchInterface: yieldsResults},
}

// IndexSwitch is scf.index_switch: runs the case region whose value
// equals the index argument, or the default region.
var IndexSwitch = &ir.OpDef{
	Name:     "scf.index_switch",
	Summary:  "switch-case operation on an index argument",
	Operands: []ir.ArgDef{single("arg", ir.Index)},
	Results:  []ir.ArgDef{variadic("results")},
	Attrs:    []ir.AttrDef{{Name: "cases", Constraint: denseI64}},
	Regions: []ir.RegionDef{{Name: "defaultRegion", SizedOne: true},
		{Name: "caseRegions", Variadic: true, SizedOne: true}},
	Traits:     ir.RecursiveMemoryEffects | ir.SingleBlock,
	Parse:      parseIndexSwitch,
	Print:      printIndexSwitch,
	Verify:     verifyIndexSwitch,
	Fold:       foldIndexSwitch,
	Interfaces: map[string]any{rewrite.RegionsRunAtMostOnceInterface: true, rewrite.RegionBranchInterface: yieldsResults},
}

// Ops lists the dialect's op definitions.
var Ops = []*ir.OpDef{Condition, ExecuteRegion, For, Forall, InParallel, If, IndexSwitch,
	Parallel, Reduce, ReduceReturn, While, Yield}

// Register adds the scf dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.MustRegisterOps(Ops...)
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{Dialect: "scf", Canonicalization: Canonicalization})
}

// BuildFor builds `scf.for %iv = lb to ub step step iter_args(inits)` at
// b's point, its body filled by body(iv, iterArgs), which returns the
// values to yield (one per init), and leaves b after the loop, as
// upstream's ForOp builder with a body builder does.
func BuildFor(b *ir.Builder, lb, ub, step *ir.Value, inits []*ir.Value, body func(iv *ir.Value, iterArgs []*ir.Value) []*ir.Value) *ir.Operation {
	ctx := b.Ctx
	blk := ir.NewBlock()
	iv := blk.AddArgument(ctx.IndexType(), b.Loc)
	types := make([]ir.Type, len(inits))
	args := make([]*ir.Value, len(inits))
	for i, v := range inits {
		types[i] = v.Type()
		args[i] = blk.AddArgument(v.Type(), b.Loc)
	}
	r := ir.NewRegion()
	r.Append(blk)
	op := b.Create(&ir.OperationState{Name: ctx.NameOf(For), Operands: append([]*ir.Value{lb, ub, step}, inits...),
		Types: types, Regions: []*ir.Region{r}})
	ip := b.Save()
	b.SetInsertionPointToEnd(blk)
	y := b.Build(Yield, nil, nil)
	b.SetInsertionPoint(y)
	y.SetOperands(body(iv, args))
	b.Restore(ip)
	return op
}

// BuildIfElse builds `scf.if %cond -> (types) { then() } else { other() }`
// at b's point, each region yielding what its function returns (built in
// that region), and leaves b after it; it returns the scf.if's results.
func BuildIfElse(b *ir.Builder, cond *ir.Value, types []ir.Type, then, other func() []*ir.Value) []*ir.Value {
	thenRegion, elseRegion := ir.NewRegion(), ir.NewRegion()
	thenBlock, elseBlock := ir.NewBlock(), ir.NewBlock()
	thenRegion.Append(thenBlock)
	elseRegion.Append(elseBlock)
	op := b.Create(&ir.OperationState{Name: b.Ctx.NameOf(If), Operands: []*ir.Value{cond},
		Types: types, Regions: []*ir.Region{thenRegion, elseRegion}})
	after := b.Save()
	b.SetInsertionPointToEnd(thenBlock)
	b.Build(Yield, then(), nil)
	b.SetInsertionPointToEnd(elseBlock)
	b.Build(Yield, other(), nil)
	b.Restore(after)
	return op.Results()
}

// BuildParallel builds `scf.parallel (ivs) = (lbs) to (ubs) step (steps)`
// without reductions at b's point, its body filled by body(ivs) before
// the scf.reduce that ends it, and leaves b after the loop.
func BuildParallel(b *ir.Builder, lbs, ubs, steps []*ir.Value, body func(ivs []*ir.Value)) *ir.Operation {
	ctx := b.Ctx
	blk := ir.NewBlock()
	for range lbs {
		blk.AddArgument(ctx.IndexType(), b.Loc)
	}
	r := ir.NewRegion()
	r.Append(blk)
	n := int64(len(lbs))
	op := b.Create(&ir.OperationState{Name: ctx.NameOf(Parallel),
		Operands: append(append(append([]*ir.Value{}, lbs...), ubs...), steps...),
		Regions:  []*ir.Region{r},
		Attrs:    []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{n, n, n, 0})}}})
	ip := b.Save()
	b.SetInsertionPointToEnd(blk)
	end := b.Build(Reduce, nil, nil)
	b.SetInsertionPoint(end)
	body(blk.Args())
	b.Restore(ip)
	return op
}

// The hooks and parents that name other ops of the dialect by definition
// are set here: in the definitions' literals they would make the
// package's initialization cyclic (scf.yield's parents include scf.for,
// whose folder matches an scf.yield).
func init() {
	Yield.Verify = verifyYield
	Condition.ParentOps = []string{While.Name}
	Reduce.ParentOps = []string{Parallel.Name}
	ReduceReturn.ParentOps = []string{Reduce.Name}
	InParallel.ParentOps = []string{Forall.Name}
}
