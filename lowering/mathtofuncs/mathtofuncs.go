// Package mathtofuncs is convert-math-to-funcs: the math ops that neither
// LLVM nor libm provides for the types at hand (math.ipowi on any integer,
// math.fpowi) become calls of private functions that compute them in
// software, one function per op and type, as upstream's MathToFuncs.
//
// The functions loop over the bits of the exponent with scf.for
// (square-and-multiply, a fixed trip count of the exponent's width, so
// no data-dependent branch), so the pass runs before convert-scf-to-cf.
// Unlike upstream, 0 raised to a negative integer power gives 0 instead
// of dividing by zero, which traps on x86: PyTorch's integer pow does
// the same, and the interpreter reports that input as an error.
package mathtofuncs

import (
	"fmt"
	"github.com/strata-compiler/strata/dialects/builtin"

	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-math-to-funcs.
var Pass = &passes.Pass{
	Argument: "convert-math-to-funcs",
	Name:     "ConvertMathToFuncs",
	Summary:  "Convert Math operations to calls of outlined implementations.",
	Anchor:   builtin.Module.Name,
	Options: []passes.Option{
		{Name: "min-width-of-fpowi-rewriting", Description: "Convert FPowI only if the width of its exponent's integer type is greater than or equal to this value",
			Kind: passes.UintOption, Default: "1"},
		{Name: "convert-ctlz", Description: "Convert math.ctlz to a software implementation. Enable for targets that do not natively support ctlz.",
			Kind: passes.BoolOption, Default: "false"},
	},
	Dialects: []string{"func", "scf", "arith"},
	Run: func(r *passes.Run) error {
		minWidth := r.Int("min-width-of-fpowi-rewriting")
		if minWidth < 0 || minWidth > 1<<16 { // a uint64 beyond int64: no integer type is that wide
			minWidth = 1 << 16
		}
		if err := Apply(r.Op, int(minWidth)); err != nil {
			return err
		}
		if r.Bool("convert-ctlz") {
			return OutlineCtlz(r.Op)
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply outlines the math.ipowi and math.fpowi ops on scalars nested in
// root (fpowi only when its exponent is at least minFPowIWidth bits wide)
// into functions of the symbol table that holds them.
func Apply(root *ir.Operation, minFPowIWidth int) error {
	var ops []*ir.Operation
	ir.WalkOps(root, func(op *ir.Operation) {
		switch op.Def() {
		case math.IPowI:
			if _, ok := op.Result(0).Type().(*ir.IntegerType); ok {
				ops = append(ops, op)
			}
		case math.FPowI:
			_, isFloat := op.Result(0).Type().(*ir.FloatType)
			power, isInt := op.Operand(1).Type().(*ir.IntegerType)
			if isFloat && isInt && power.Width >= minFPowIWidth {
				ops = append(ops, op)
			}
		}
	})
	o := &outliner{rw: rewrite.NewRewriter(root.Context()), made: map[*ir.Operation]map[string]bool{}}
	for _, op := range ops {
		if err := o.outline(op); err != nil {
			return err
		}
	}
	return nil
}

type outliner struct {
	rw *rewrite.Rewriter
	// made lists, per symbol table, the function names already there.
	made map[*ir.Operation]map[string]bool
}

// outline replaces op with a call of its function, creating the function
// at the start of the nearest symbol table the first time.
func (o *outliner) outline(op *ir.Operation) error {
	ctx := op.Context()
	table := ir.NearestSymbolTable(op.ParentOp())
	if table == nil {
		return op.EmitError("is not inside a symbol table")
	}
	names := o.made[table]
	if names == nil {
		names = map[string]bool{}
		body := table.Region(0).Front()
		for s := body.First(); s != nil; s = s.Next() {
			if n := ir.SymbolName(s); n != "" {
				names[n] = true
			}
		}
		o.made[table] = names
	}
	base, power := op.Operand(0).Type(), op.Operand(1).Type()
	name := fmt.Sprintf("__mlir_math_%s_%s", op.Def().Name[len("math."):], ir.TypeString(base))
	if op.Def() == math.FPowI {
		name += "_" + ir.TypeString(power)
	}
	if !names[name] {
		names[name] = true
		o.rw.SetInsertionPointToStart(table.Region(0).Front())
		o.define(name, op.Def(), base, power.(*ir.IntegerType), op.Loc())
	}
	o.rw.SetInsertionPoint(op)
	call := o.rw.Build(fn.Call, op.Operands(), []ir.Type{base},
		ir.NamedAttr{Name: "callee", Value: ctx.SymbolRefAttr(name)})
	o.rw.ReplaceOp(op, call.Results())
	return nil
}

// define builds, at the rewriter's point, the private function name(base,
// power) -> base computing def.
func (o *outliner) define(name string, def *ir.OpDef, base ir.Type, power *ir.IntegerType, loc ir.Location) {
	ctx := o.rw.Ctx
	b := &body{rw: o.rw}
	b.rw.Loc = loc
	region := ir.NewRegion()
	fnType := ctx.FunctionType([]ir.Type{base, power}, []ir.Type{base})
	b.rw.Create(&ir.OperationState{Name: ctx.NameOf(fn.Func), Loc: loc, Regions: []*ir.Region{region}, Attrs: []ir.NamedAttr{
		{Name: "sym_name", Value: ctx.StringAttr(name)},
		{Name: "function_type", Value: ctx.TypeAttr(fnType)},
		{Name: "sym_visibility", Value: ctx.StringAttr("private")},
	}})
	ip := b.rw.Save()
	entry := b.rw.CreateBlock(region, []ir.Type{base, power})
	var result *ir.Value
	if def == math.IPowI {
		result = b.ipowi(entry.Arg(0), entry.Arg(1))
	} else {
		result = b.fpowi(entry.Arg(0), entry.Arg(1))
	}
	b.rw.Build(fn.Return, []*ir.Value{result}, nil)
	b.rw.Restore(ip)
}

// body builds a function's ops at the rewriter's point.
type body struct{ rw *rewrite.Rewriter }

func (b *body) constant(t ir.Type, v int64) *ir.Value {
	var attr ir.Attribute
	if ft, ok := t.(*ir.FloatType); ok {
		attr = b.rw.Ctx.FloatAttr(ft, float64(v))
	} else {
		attr = b.rw.Ctx.IntegerAttr(t, v)
	}
	return b.rw.Build(arith.Constant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: attr}).Result(0)
}

func (b *body) binary(d *ir.OpDef, x, y *ir.Value) *ir.Value {
	return b.rw.Build(d, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

func (b *body) cmp(pred arith.CmpIPredicate, x, y *ir.Value) *ir.Value {
	ctx := b.rw.Ctx
	return b.rw.Build(arith.CmpI, []*ir.Value{x, y}, []ir.Type{ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), int64(pred))}).Result(0)
}

func (b *body) selectOf(cond, x, y *ir.Value) *ir.Value {
	return b.rw.Build(arith.Select, []*ir.Value{cond, x, y}, []ir.Type{x.Type()}).Result(0)
}

// squareAndMultiply returns x^e for e read as an unsigned number of
// e.Type()'s width: for each bit i of e, result *= x if the bit is set,
// then x *= x. mul is the multiplication of x's type.
func (b *body) squareAndMultiply(mul *ir.OpDef, one, x, e *ir.Value) *ir.Value {
	ctx := b.rw.Ctx
	width := e.Type().(*ir.IntegerType).Width
	lower, upper, step := b.constant(ctx.IndexType(), 0), b.constant(ctx.IndexType(), int64(width)), b.constant(ctx.IndexType(), 1)
	bitZero, bitOne := b.constant(e.Type(), 0), b.constant(e.Type(), 1)
	region := ir.NewRegion()
	loop := b.rw.Create(&ir.OperationState{Name: ctx.NameOf(scf.For), Operands: []*ir.Value{lower, upper, step, one, x},
		Types: []ir.Type{one.Type(), x.Type()}, Regions: []*ir.Region{region}})
	ip := b.rw.Save()
	blk := b.rw.CreateBlock(region, []ir.Type{ctx.IndexType(), one.Type(), x.Type()})
	i, acc, square := blk.Arg(0), blk.Arg(1), blk.Arg(2)
	shift := b.rw.Build(arith.IndexCast, []*ir.Value{i}, []ir.Type{e.Type()}).Result(0)
	bit := b.binary(arith.AndI, b.binary(arith.ShRUI, e, shift), bitOne)
	set := b.cmp(arith.CmpINE, bit, bitZero)
	acc = b.selectOf(set, b.binary(mul, acc, square), acc)
	b.rw.Build(scf.Yield, []*ir.Value{acc, b.binary(mul, square, square)}, nil)
	b.rw.Restore(ip)
	return loop.Result(0)
}

// ipowi: a non-negative power by squaring (wrapping); a negative one
// gives 1 for base 1, ±1 for base -1 by the power's parity, else 0.
func (b *body) ipowi(x, p *ir.Value) *ir.Value {
	t := x.Type()
	zero, one, minusOne := b.constant(t, 0), b.constant(t, 1), b.constant(t, -1)
	negative := b.cmp(arith.CmpISLT, p, zero)
	positive := b.squareAndMultiply(arith.MulI, one, x, b.selectOf(negative, zero, p))
	odd := b.cmp(arith.CmpINE, b.binary(arith.AndI, p, one), zero)
	ofMinusOne := b.selectOf(odd, minusOne, one)
	inverse := b.selectOf(b.cmp(arith.CmpIEQ, x, one), one,
		b.selectOf(b.cmp(arith.CmpIEQ, x, minusOne), ofMinusOne, zero))
	return b.selectOf(negative, inverse, positive)
}

// fpowi: x^|p| by squaring, inverted for a negative p. The most negative
// power's magnitude does not fit p's type; read as unsigned it is right.
func (b *body) fpowi(x, p *ir.Value) *ir.Value {
	t := p.Type()
	zero := b.constant(t, 0)
	negative := b.cmp(arith.CmpISLT, p, zero)
	magnitude := b.selectOf(negative, b.binary(arith.SubI, zero, p), p)
	one := b.constant(x.Type(), 1)
	positive := b.squareAndMultiply(arith.MulF, one, x, magnitude)
	return b.selectOf(negative, b.binary(arith.DivF, one, positive), positive)
}
