// Package affine is lower-affine: affine.apply, affine.min and affine.max
// become arith ops (floordiv, ceildiv and mod with upstream's sign-aware
// expansions), affine.for and affine.if scf.for and scf.if, affine.load
// and affine.store memref's, affine.parallel scf.parallel (reductions as
// scf.reduce), as upstream's AffineToStandard.
package affine

import (
	affined "github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is lower-affine.
var Pass = &passes.Pass{
	Argument: "lower-affine",
	Name:     "LowerAffinePass",
	Summary:  "Lower Affine operations to a combination of Arith and SCF operations",
	Dialects: []string{"arith", "scf", "vector"},
	Run:      func(r *passes.Run) error { return Apply(r.Op) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply lowers the affine ops nested in root.
func Apply(root *ir.Operation) error {
	var ops []*ir.Operation
	ir.WalkOps(root, func(o *ir.Operation) {
		// An affine.parallel rewrites the affine.yield ending its body.
		if o.OpName().Dialect == "affine" && !(o.Def() == affined.Yield && o.ParentOp() != nil && o.ParentOp().Def() == affined.Parallel) {
			ops = append(ops, o)
		}
	})
	rw := rewrite.NewRewriter(root.Context())
	for _, op := range ops {
		rw.SetInsertionPoint(op)
		rw.Loc = op.Loc()
		if op.Def() == affined.Parallel {
			vals, err := lowerParallel(rw, op)
			if err != nil {
				return err
			}
			rw.ReplaceOp(op, vals)
			continue
		}
		lower, ok := lowerings[op.Def()]
		var vals []*ir.Value
		if ok {
			vals, ok = lower(rw, op)
		}
		if !ok {
			d := ir.NewDiagnostic(ir.SevError, op.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", op.Name())
			d.Op = op
			return d
		}
		if vals != nil || op.NumResults() == 0 {
			rw.ReplaceOp(op, vals)
		}
	}
	return nil
}

// lowerings rewrite one affine op each at the rewriter's insertion point
// (before the op) and return its replacement values; false when the op
// cannot be lowered.
var lowerings = map[*ir.OpDef]func(*rewrite.Rewriter, *ir.Operation) ([]*ir.Value, bool){
	affined.Apply: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		vals := ExpandMap(rw, affined.Map(op), op.Operands())
		return vals, len(vals) == 1
	},
	affined.Min: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		vals := ExpandMap(rw, affined.Map(op), op.Operands())
		return []*ir.Value{reduce(rw, vals, slt)}, vals != nil
	},
	affined.Max: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		vals := ExpandMap(rw, affined.Map(op), op.Operands())
		return []*ir.Value{reduce(rw, vals, sgt)}, vals != nil
	},
	affined.Load: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		m, operands := affined.AccessMap(op)
		indices := ExpandMap(rw, m, operands)
		if indices == nil && len(m.Results) > 0 {
			return nil, false
		}
		load := rw.CreateOp(memref.Load.Name, append([]*ir.Value{op.Operand(0)}, indices...), op.ResultTypes())
		return load.Results(), true
	},
	affined.Store: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		m, operands := affined.AccessMap(op)
		indices := ExpandMap(rw, m, operands)
		if indices == nil && len(m.Results) > 0 {
			return nil, false
		}
		rw.CreateOp(memref.Store.Name, append([]*ir.Value{op.Operand(0), op.Operand(1)}, indices...), nil)
		return nil, true
	},
	affined.VectorLoad: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		m, operands := affined.AccessMap(op)
		indices := ExpandMap(rw, m, operands)
		if indices == nil && len(m.Results) > 0 {
			return nil, false
		}
		load := rw.CreateOp(vector.Load.Name, append([]*ir.Value{op.Operand(0)}, indices...), op.ResultTypes())
		return load.Results(), true
	},
	affined.VectorStore: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		m, operands := affined.AccessMap(op)
		indices := ExpandMap(rw, m, operands)
		if indices == nil && len(m.Results) > 0 {
			return nil, false
		}
		rw.CreateOp(vector.Store.Name, append([]*ir.Value{op.Operand(0), op.Operand(1)}, indices...), nil)
		return nil, true
	},
	// A prefetch is only a hint, and Strata has no memref.prefetch (upstream
	// lowers to it): it goes away.
	affined.Prefetch: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		return nil, true
	},
	// The DMA ops become memref's with each map expanded to its indices.
	affined.DmaStart: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		src, dst, tag, num, stride, ok := affined.DmaStartParts(op)
		if !ok {
			return nil, false
		}
		var operands []*ir.Value
		for i, a := range []affined.DmaAccess{src, dst, tag} {
			indices := ExpandMap(rw, a.Map, a.Indices)
			if indices == nil && len(a.Map.Results) > 0 {
				return nil, false
			}
			if i == 2 {
				operands = append(operands, num)
			}
			operands = append(append(operands, a.MemRef), indices...)
		}
		rw.CreateOp(memref.DmaStart.Name, append(operands, stride...), nil)
		return nil, true
	},
	affined.DmaWait: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		tag, num, ok := affined.DmaWaitParts(op)
		if !ok {
			return nil, false
		}
		indices := ExpandMap(rw, tag.Map, tag.Indices)
		if indices == nil && len(tag.Map.Results) > 0 {
			return nil, false
		}
		rw.CreateOp(memref.DmaWait.Name, append(append([]*ir.Value{tag.MemRef}, indices...), num), nil)
		return nil, true
	},
	affined.Yield: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		rw.CreateOp(scf.Yield.Name, op.Operands(), nil)
		return nil, true
	},
	affined.For: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		lower, upper, lowerOps, upperOps, step := affined.Bounds(op)
		lbs := ExpandMap(rw, lower, lowerOps)
		if lbs == nil {
			return nil, false
		}
		lb := reduce(rw, lbs, sgt)
		ubs := ExpandMap(rw, upper, upperOps)
		if ubs == nil {
			return nil, false
		}
		ub := reduce(rw, ubs, slt)
		operands := append([]*ir.Value{lb, ub, constantIndex(rw, step)}, affined.Inits(op)...)
		loop := rw.Create(&ir.OperationState{Name: rw.Ctx.NameOf(scf.For), Loc: op.Loc(), Operands: operands,
			Types: op.ResultTypes(), NumRegions: 1})
		loop.Region(0).TakeBody(op.Region(0))
		return loop.Results(), true
	},
	affined.If: func(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, bool) {
		cond := condition(rw, affined.Condition(op), op.Operands())
		if cond == nil {
			return nil, false
		}
		branch := rw.Create(&ir.OperationState{Name: rw.Ctx.NameOf(scf.If), Loc: op.Loc(), Operands: []*ir.Value{cond},
			Types: op.ResultTypes(), NumRegions: 2})
		branch.Region(0).TakeBody(op.Region(0))
		branch.Region(1).TakeBody(op.Region(1))
		return branch.Results(), true
	},
}

func constantIndex(rw *rewrite.Rewriter, v int64) *ir.Value {
	ctx := rw.Ctx
	return rw.CreateOp(arith.Constant.Name, nil, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), v)}).Result(0)
}

// condition is the conjunction of set's constraints on operands (dims,
// then symbols): each expression >= 0, or == 0 for an equality; true for
// a set without constraints.
func condition(rw *rewrite.Rewriter, set *ir.IntegerSet, operands []*ir.Value) *ir.Value {
	if set == nil || len(operands) != set.NumDims+set.NumSyms {
		return nil
	}
	ctx := rw.Ctx
	if len(set.Constraints) == 0 {
		return rw.CreateOp(arith.Constant.Name, nil, []ir.Type{ctx.I(1)},
			ir.NamedAttr{Name: "value", Value: ctx.BoolAttr(true)}).Result(0)
	}
	zero := constantIndex(rw, 0)
	var cond *ir.Value
	for i, e := range set.Constraints {
		v := ExpandMap(rw, ir.NewAffineMap(set.NumDims, set.NumSyms, []*ir.AffineExpr{e}), operands)
		if v == nil {
			return nil
		}
		pred := int64(sge)
		if set.EqFlags[i] {
			pred = eq
		}
		c := cmpi(rw, pred, v[0], zero)
		if cond == nil {
			cond = c
		} else {
			cond = rw.CreateOp(arith.AndI.Name, []*ir.Value{cond, c}, []ir.Type{ctx.I(1)}).Result(0)
		}
	}
	return cond
}

// reduce is min (pred slt) or max (pred sgt), as arith.minsi/maxsi
// (what upstream emits).
func reduce(rw *rewrite.Rewriter, vals []*ir.Value, pred int64) *ir.Value {
	name := arith.MinSI.Name
	if pred == sgt {
		name = arith.MaxSI.Name
	}
	acc := vals[0]
	for _, v := range vals[1:] {
		acc = rw.CreateOp(name, []*ir.Value{acc, v}, []ir.Type{v.Type()}).Result(0)
	}
	return acc
}

func cmpi(rw *rewrite.Rewriter, pred int64, a, b *ir.Value) *ir.Value {
	ctx := rw.Ctx
	return rw.CreateOp(arith.CmpI.Name, []*ir.Value{a, b}, []ir.Type{ctx.I(1)},
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
	return e.rw.CreateOp(arith.Constant.Name, nil, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), v)}).Result(0)
}

func (e *expander) bin(d *ir.OpDef, a, b *ir.Value) *ir.Value {
	if d == arith.MulI {
		// Products of affine expressions do not wrap (upstream marks them nsw).
		return e.rw.CreateOp(d.Name, []*ir.Value{a, b}, []ir.Type{a.Type()},
			ir.NamedAttr{Name: "overflowFlags", Value: arith.Overflow(e.rw.Ctx, arith.OverflowNSW)}).Result(0)
	}
	return e.rw.CreateOp(d.Name, []*ir.Value{a, b}, []ir.Type{a.Type()}).Result(0)
}

func (e *expander) sel(c, a, b *ir.Value) *ir.Value {
	return e.rw.CreateOp(arith.Select.Name, []*ir.Value{c, a, b}, []ir.Type{a.Type()}).Result(0)
}

// Predicates of arith.cmpi.
const (
	eq  = 0
	slt = 2
	sle = 3
	sgt = 4
	sge = 5
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
		return e.bin(arith.AddI, l, r)
	case ir.AffineMul:
		return e.bin(arith.MulI, l, r)
	case ir.AffineMod:
		// a mod b = (a % b < 0) ? a % b + b : a % b
		rem := e.bin(arith.RemSI, l, r)
		neg := cmpi(e.rw, slt, rem, e.c(0))
		return e.sel(neg, e.bin(arith.AddI, rem, r), rem)
	case ir.AffineFloorDiv:
		// a floordiv b = (a < 0) ? -1 - ((-1 - a) / b) : a / b
		m1 := e.c(-1)
		neg := cmpi(e.rw, slt, l, e.c(0))
		dividend := e.sel(neg, e.bin(arith.SubI, m1, l), l)
		q := e.bin(arith.DivSI, dividend, r)
		return e.sel(neg, e.bin(arith.SubI, m1, q), q)
	case ir.AffineCeilDiv:
		// a ceildiv b = (a <= 0) ? -((-a) / b) : ((a - 1) / b) + 1
		zero, one := e.c(0), e.c(1)
		nonPos := cmpi(e.rw, sle, l, zero)
		dividend := e.sel(nonPos, e.bin(arith.SubI, zero, l), e.bin(arith.SubI, l, one))
		q := e.bin(arith.DivSI, dividend, r)
		return e.sel(nonPos, e.bin(arith.SubI, zero, q), e.bin(arith.AddI, q, one))
	}
	return nil
}
