// Package testdialect is a few ops of upstream MLIR's test dialect, which
// mlir-opt registers beside the real dialects and upstream's lit files use
// where no real op has the property a test needs (a region that is a graph,
// an op whose only effect allocates its result, a branch no dialect folds).
// strata-opt registers it, as mlir-opt does, so that those files run with
// strata-opt unchanged (bench/compat/upstream_lit.py); no other tool does,
// and no pipeline builds its ops. The ops carry upstream's semantics (traits,
// effects, folds) as ordinary Strata definitions; any other test.* op stays an
// unknown op, which the dialect accepts, as upstream's does.
package testdialect

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

var (
	// Constant is test.constant: a constant of any type holding any
	// attribute (upstream's TestOpConstant), for types arith.constant
	// rejects, such as ui1.
	Constant = &ir.OpDef{Name: "test.constant", Summary: "constant of any type",
		Results:    []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
		Attrs:      []ir.AttrDef{{Name: "value"}},
		Traits:     ir.ConstantLike,
		Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.NoMemoryEffect},
		Fold: func(op *ir.Operation, _ []ir.Attribute) []any {
			return []any{op.Attr("value")}
		}}

	// EffectsResult is test.test_effects_result: its one effect allocates
	// its result, so it is dead when the result is unused.
	EffectsResult = &ir.OpDef{Name: "test.test_effects_result", Summary: "op whose only effect allocates its result",
		Results:    []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
		Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.AllocatesResult(0)}}}

	// GraphRegion is test.graph_region: one region that is a graph (uses may
	// come before definitions).
	GraphRegion = &ir.OpDef{Name: "test.graph_region", Summary: "op with a graph region",
		Regions: []ir.RegionDef{{Name: "region"}},
		Traits:  ir.GraphRegion,
		Format:  "attr-dict-with-keyword $region"}

	// Br is test.br: an unconditional branch forwarding its operands to its
	// successor's arguments (upstream's TestBranchOp), which no dialect's
	// pattern folds.
	Br = &ir.OpDef{Name: "test.br", Summary: "branch to one successor",
		Operands:   []ir.ArgDef{{Name: "targetOperands", Type: ir.AnyType, Arity: ir.Variadic}},
		Successors: []ir.SuccDef{{Name: "target"}},
		Branch:     &ir.BranchOperands{Groups: []string{"targetOperands"}},
		Traits:     ir.Terminator}

	// GraphLoop is test.graph_loop: a loop (LoopLike, for code motion)
	// whose one block is a graph, free of memory effects and speculatable
	// when its body is.
	GraphLoop = &ir.OpDef{Name: "test.graph_loop", Summary: "loop with a graph region",
		Operands: []ir.ArgDef{{Name: "args", Type: ir.AnyType, Arity: ir.Variadic}},
		Results:  []ir.ArgDef{{Name: "rets", Type: ir.AnyType, Arity: ir.Variadic}},
		Regions:  []ir.RegionDef{{Name: "body", SizedOne: true}},
		Traits:   ir.GraphRegion | ir.SingleBlock,
		Format:   "$args $body attr-dict `:` functional-type(operands, results)",
		Interfaces: map[string]any{
			rewrite.LoopLikeInterface: &rewrite.LoopLike{Regions: func(op *ir.Operation) []*ir.Region {
				return []*ir.Region{op.Region(0)}
			}},
			rewrite.MemoryEffectsInterface: rewrite.NoMemoryEffect,
			rewrite.SpeculatableInterface: func(*ir.Operation) rewrite.Speculatability {
				return rewrite.RecursivelySpeculatable
			}}}

	// RegionYield is test.region_yield: returns values from a test op's
	// region.
	RegionYield = &ir.OpDef{Name: "test.region_yield", Summary: "terminator of a test op's region",
		Operands: []ir.ArgDef{{Name: "result", Type: ir.AnyType, Arity: ir.Variadic}},
		Traits:   ir.Pure | ir.Terminator | ir.ReturnLike,
		Format:   "($result^ `:` type($result))? attr-dict"}

	// SingleNoTerminator is test.single_no_terminator_op: one block, no
	// terminator.
	SingleNoTerminator = &ir.OpDef{Name: "test.single_no_terminator_op", Summary: "op with a block and no terminator",
		Regions: []ir.RegionDef{{Name: "region", SizedOne: true}},
		Traits:  ir.SingleBlock | ir.NoTerminator,
		Format:  "`:` $region attr-dict"}
)

// Conditional region ops, for control-flow sinking.
var (
	// RegionIf is test.region_if: then or else runs, then join, each at
	// most once, each block taking the operands.
	RegionIf = &ir.OpDef{Name: "test.region_if", Summary: "if-else-join with regions",
		Operands:   []ir.ArgDef{{Name: "operands", Type: ir.AnyType, Arity: ir.Variadic}},
		Results:    []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
		Regions:    []ir.RegionDef{{Name: "thenRegion", SizedOne: true}, {Name: "elseRegion", SizedOne: true}, {Name: "joinRegion", SizedOne: true}},
		Traits:     ir.RecursiveMemoryEffects | ir.SingleBlock,
		Parse:      parseRegionIf,
		Print:      printRegionIf,
		Interfaces: map[string]any{rewrite.RegionsRunAtMostOnceInterface: true, rewrite.RegionBranchInterface: regionIfBranch}}

	// RegionIfYield is test.region_if_yield, test.region_if's terminator.
	RegionIfYield = &ir.OpDef{Name: "test.region_if_yield", Summary: "terminator of test.region_if",
		Operands: []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
		Traits:   ir.Pure | ir.Terminator | ir.ReturnLike,
		Format:   "$results `:` type($results) attr-dict"}

	// AnyCond is test.any_cond: its region runs at most once.
	AnyCond = &ir.OpDef{Name: "test.any_cond", Summary: "region run at most once",
		Results:    []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
		Regions:    []ir.RegionDef{{Name: "region"}},
		Traits:     ir.RecursiveMemoryEffects,
		Interfaces: map[string]any{rewrite.RegionsRunAtMostOnceInterface: true}}

	// Yield is test.yield: returns values from a test op's region.
	Yield = &ir.OpDef{Name: "test.yield", Summary: "terminator returning values",
		Operands: []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
		Traits:   ir.Pure | ir.Terminator | ir.ReturnLike}
)

// Buffer ops, for the buffer passes (promote-buffers-to-stack).
var (
	// BufferBased is test.buffer_based: reads its input buffer and writes
	// its output buffer (upstream's BufferBasedOp).
	BufferBased = &ir.OpDef{Name: "test.buffer_based", Summary: "op reading one buffer and writing another",
		Operands:   []ir.ArgDef{{Name: "input", Type: ir.AnyType}, {Name: "output", Type: ir.AnyType}},
		Format:     "`in` `(` $input `:` type($input) `)` `out` `(` $output `:` type($output) `)` attr-dict",
		Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.ReadsOperand(0), rewrite.WritesOperand(1)}}}

	// RegionBufferBased is test.region_buffer_based: buffer_based with a
	// region of one block, and no declared effects (upstream's
	// RegionBufferBasedOp).
	RegionBufferBased = &ir.OpDef{Name: "test.region_buffer_based", Summary: "buffer op with a region",
		Operands: []ir.ArgDef{{Name: "input", Type: ir.AnyType}, {Name: "output", Type: ir.AnyType}},
		Regions:  []ir.RegionDef{{Name: "region", SizedOne: true}},
		Traits:   ir.SingleBlock,
		Format:   "`in` `(` $input `:` type($input) `)` `out` `(` $output `:` type($output) `)` $region attr-dict"}

	// Copy is test.copy: copies its source buffer into its target
	// (upstream's CopyOp).
	Copy = &ir.OpDef{Name: "test.copy", Summary: "buffer copy",
		Operands:   []ir.ArgDef{{Name: "source", Type: ir.AnyType}, {Name: "target", Type: ir.AnyType}},
		Format:     "`(` $source `,` $target `)` `:` `(` type($source) `,` type($target) `)` attr-dict",
		Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.ReadsOperand(0), rewrite.WritesOperand(1)}}}
)

// DestinationStyle is test.destination_style_op: writes its results into
// copies of its outputs (upstream's TestDestinationStyleOp), results past
// the outputs' number standing alone.
var DestinationStyle = &ir.OpDef{Name: "test.destination_style_op", Summary: "destination-passing-style op",
	Operands: []ir.ArgDef{{Name: "inputs", Type: ir.AnyType, Arity: ir.Variadic},
		{Name: "outputs", Type: ir.AnyType, Arity: ir.Variadic},
		{Name: "other_operands", Type: ir.AnyType, Arity: ir.Variadic}},
	Results: []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
	Traits:  ir.AttrSizedOperandSegments,
	Format: "attr-dict (`ins` `(` $inputs^ `:` type($inputs) `)`)? (`outs` `(` $outputs^ `:` type($outputs) `)`)? " +
		"(`(` $other_operands^ `:` type($other_operands) `)`)? (`->` type($results)^)?",
	Interfaces: map[string]any{rewrite.DestinationStyleInterface: func(op *ir.Operation) []*ir.Value {
		return op.Def().OperandGroup(op, "outputs")
	}}}

// Symbol tables, for symbol-dce.
var (
	// SymbolScope is test.symbol_scope: a symbol table that is no symbol,
	// its one block ended by test.finish (upstream's SymbolScopeOp).
	SymbolScope = &ir.OpDef{Name: "test.symbol_scope", Summary: "symbol table that is not a symbol",
		Regions: []ir.RegionDef{{Name: "region", SizedOne: true}},
		Traits:  ir.SymbolTable | ir.SingleBlock}

	// OneRegion is test.one_region_op: one region of any blocks, no other
	// property (upstream's OneRegionOp).
	OneRegion = &ir.OpDef{Name: "test.one_region_op", Summary: "op with one region",
		Regions: []ir.RegionDef{{Name: "region"}}}

	// Finish is test.finish: a terminator and nothing else.
	Finish = &ir.OpDef{Name: "test.finish", Summary: "terminator", Traits: ir.Terminator}
)

// Ops lists the dialect's ops.
var Ops = []*ir.OpDef{Constant, EffectsResult, GraphRegion, Br, GraphLoop, RegionYield, SingleNoTerminator,
	RegionIf, RegionIfYield, AnyCond, Yield, BufferBased, RegionBufferBased, Copy, SymbolScope, OneRegion, Finish,
	WithBounds, ReflectBounds, DestinationStyle}

// Register adds the test dialect to ctx; a dialect named test accepts ops
// it does not define.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{Name: "test"})
	ctx.MustRegisterOps(Ops...)
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{Dialect: "test", MaterializeConstant: materializeConstant})
}

// materializeConstant builds a test.constant of any value, as upstream's
// test dialect does for the constants a pass finds for its ops' results.
func materializeConstant(rw *rewrite.Rewriter, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	return rw.CreateAt(loc, Constant.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: value})
}

// parseRegionIf reads upstream's RegionIfOp syntax: `%a, %b: t1, t2 ->
// results then {...} else {...} join {...} attr-dict`, the results a type
// or a parenthesized list (as after a function's arrow).
func parseRegionIf(p ir.AsmParser, st *ir.OperationState) error {
	operands, err := p.ParseOperandList()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	types, err := p.ParseTypeList()
	if err != nil {
		return err
	}
	if st.Operands, err = p.ResolveOperands(operands, types); err != nil {
		return err
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	if st.Types, err = p.ParseFunctionResultTypes(); err != nil {
		return err
	}
	for _, kw := range []string{"then", "else", "join"} {
		if err := p.ParseKeyword(kw); err != nil {
			return err
		}
		r := ir.NewRegion()
		if err := p.ParseRegion(r, nil); err != nil {
			return err
		}
		st.Regions = append(st.Regions, r)
	}
	attrs, err := p.ParseOptionalAttrDict()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

// printRegionIf writes what parseRegionIf reads, as upstream prints it.
func printRegionIf(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.WriteString(": ")
	types := make([]ir.Type, op.NumOperands())
	for i, v := range op.Operands() {
		types[i] = v.Type()
	}
	p.PrintTypeList(types)
	p.WriteString(" -> ")
	results := make([]ir.Type, op.NumResults())
	for i, v := range op.Results() {
		results[i] = v.Type()
	}
	p.PrintFunctionResultTypes(results)
	for i, kw := range []string{" then ", " else ", " join "} {
		p.WriteString(kw)
		p.PrintRegion(op.Region(i), true, true, false)
	}
	p.PrintOptionalAttrDict(op.Attrs())
}

// regionIfBranch: operand i becomes argument i of then and else; their
// yields' operand i becomes argument i of join, whose yield's operand i
// becomes result i (upstream's RegionIfOp getSuccessorRegions).
var regionIfBranch = &rewrite.RegionBranch{
	Entry: func(op *ir.Operation) []rewrite.Flow {
		return flowsTo(op.NumOperands(), entryArgs(op, 0), entryArgs(op, 1))
	},
	Exit: func(op, t *ir.Operation) []rewrite.Flow {
		if t.Block().Parent() == op.Region(2) {
			return flowsTo(t.NumOperands(), func(i int) *ir.Value {
				if i < op.NumResults() {
					return op.Result(i)
				}
				return nil
			})
		}
		return flowsTo(t.NumOperands(), entryArgs(op, 2))
	},
}

// entryArgs is argument i of the entry block of op's region r (nil past
// its arguments).
func entryArgs(op *ir.Operation, r int) func(int) *ir.Value {
	return func(i int) *ir.Value {
		if r >= op.NumRegions() || op.Region(r).Empty() || i >= op.Region(r).Front().NumArgs() {
			return nil
		}
		return op.Region(r).Front().Arg(i)
	}
}

// flowsTo lists, for operands 0..n-1, the values each becomes.
func flowsTo(n int, to ...func(int) *ir.Value) []rewrite.Flow {
	var out []rewrite.Flow
	for i := 0; i < n; i++ {
		f := rewrite.Flow{Operand: i}
		for _, t := range to {
			if v := t(i); v != nil {
				f.To = append(f.To, v)
			}
		}
		out = append(out, f)
	}
	return out
}
