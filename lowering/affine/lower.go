// Package affine is lower-affine: affine.apply, affine.min and affine.max
// become arith ops (floordiv, ceildiv and mod with upstream's sign-aware
// expansions), as upstream's AffineToStandard.
package affine

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is lower-affine.
var Pass = &passes.Pass{
	Argument: "lower-affine",
	Name:     "LowerAffinePass",
	Summary:  "Lower Affine operations to a combination of Arith and SCF operations",
	Dialects: []string{"arith", "scf"},
	Run:      func(r *passes.Run) error { return Apply(r.Op) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply lowers the affine ops nested in root.
func Apply(root *ir.Operation) error {
	var ops []*ir.Operation
	ir.WalkOps(root, func(o *ir.Operation) {
		if o.OpName().Dialect == "affine" {
			ops = append(ops, o)
		}
	})
	rw := rewrite.NewRewriter(root.Context())
	for _, op := range ops {
		m, ok := op.Attr("map").(*ir.AffineMapAttr)
		var vals []*ir.Value
		if ok {
			rw.SetInsertionPoint(op)
			rw.Loc = op.Loc()
			vals = ExpandMap(rw, m.Map, op.Operands())
		}
		switch {
		case vals == nil:
		case op.Name() == "affine.apply" && len(vals) == 1:
		case op.Name() == "affine.min":
			vals = []*ir.Value{reduce(rw, vals, 2)} // slt
		case op.Name() == "affine.max":
			vals = []*ir.Value{reduce(rw, vals, 4)} // sgt
		default:
			vals = nil
		}
		if vals == nil {
			d := ir.NewDiagnostic(ir.SevError, op.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", op.Name())
			d.Op = op
			return d
		}
		rw.ReplaceOp(op, vals)
	}
	return nil
}

// reduce is min (pred slt) or max (pred sgt), as arith.minsi/maxsi
// (what upstream emits).
func reduce(rw *rewrite.Rewriter, vals []*ir.Value, pred int64) *ir.Value {
	name := "arith.minsi"
	if pred == 4 { // sgt
		name = "arith.maxsi"
	}
	acc := vals[0]
	for _, v := range vals[1:] {
		acc = rw.CreateOp(name, []*ir.Value{acc, v}, []ir.Type{v.Type()}).Result(0)
	}
	return acc
}

func cmpi(rw *rewrite.Rewriter, pred int64, a, b *ir.Value) *ir.Value {
	ctx := rw.Ctx
	return rw.CreateOp("arith.cmpi", []*ir.Value{a, b}, []ir.Type{ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), pred)}).Result(0)
}

// ExpandMap builds arith ops computing each result of m applied to
// operands (dims then symbols); nil when an expression is not affine.
func ExpandMap(rw *rewrite.Rewriter, m *ir.AffineMap, operands []*ir.Value) []*ir.Value {
	e := &expander{rw: rw, dims: operands[:m.NumDims], syms: operands[m.NumDims:]}
	var out []*ir.Value
	for _, r := range m.Results {
		v := e.expr(r)
		if v == nil {
			return nil
		}
		out = append(out, v)
	}
	return out
}

type expander struct {
	rw         *rewrite.Rewriter
	dims, syms []*ir.Value
}

func (e *expander) c(v int64) *ir.Value {
	ctx := e.rw.Ctx
	return e.rw.CreateOp("arith.constant", nil, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), v)}).Result(0)
}

func (e *expander) bin(name string, a, b *ir.Value) *ir.Value {
	if name == "arith.muli" {
		// Products of affine expressions do not wrap (upstream marks them nsw).
		return e.rw.CreateOp(name, []*ir.Value{a, b}, []ir.Type{a.Type()},
			ir.NamedAttr{Name: "overflowFlags", Value: arith.Overflow(e.rw.Ctx, arith.OverflowNSW)}).Result(0)
	}
	return e.rw.CreateOp(name, []*ir.Value{a, b}, []ir.Type{a.Type()}).Result(0)
}

func (e *expander) sel(c, a, b *ir.Value) *ir.Value {
	return e.rw.CreateOp("arith.select", []*ir.Value{c, a, b}, []ir.Type{a.Type()}).Result(0)
}

// Predicates of arith.cmpi.
const (
	slt = 2
	sle = 3
)

func (e *expander) expr(x *ir.AffineExpr) *ir.Value {
	switch x.Kind {
	case ir.AffineConst:
		return e.c(x.Val)
	case ir.AffineDim:
		return e.dims[x.Val]
	case ir.AffineSym:
		return e.syms[x.Val]
	}
	l, r := e.expr(x.LHS), e.expr(x.RHS)
	if l == nil || r == nil {
		return nil
	}
	switch x.Kind {
	case ir.AffineAdd:
		return e.bin("arith.addi", l, r)
	case ir.AffineMul:
		return e.bin("arith.muli", l, r)
	case ir.AffineMod:
		// a mod b = (a % b < 0) ? a % b + b : a % b
		rem := e.bin("arith.remsi", l, r)
		neg := cmpi(e.rw, slt, rem, e.c(0))
		return e.sel(neg, e.bin("arith.addi", rem, r), rem)
	case ir.AffineFloorDiv:
		// a floordiv b = (a < 0) ? -1 - ((-1 - a) / b) : a / b
		m1 := e.c(-1)
		neg := cmpi(e.rw, slt, l, e.c(0))
		dividend := e.sel(neg, e.bin("arith.subi", m1, l), l)
		q := e.bin("arith.divsi", dividend, r)
		return e.sel(neg, e.bin("arith.subi", m1, q), q)
	case ir.AffineCeilDiv:
		// a ceildiv b = (a <= 0) ? -((-a) / b) : ((a - 1) / b) + 1
		zero, one := e.c(0), e.c(1)
		nonPos := cmpi(e.rw, sle, l, zero)
		dividend := e.sel(nonPos, e.bin("arith.subi", zero, l), e.bin("arith.subi", l, one))
		q := e.bin("arith.divsi", dividend, r)
		return e.sel(nonPos, e.bin("arith.subi", zero, q), e.bin("arith.addi", q, one))
	}
	return nil
}
