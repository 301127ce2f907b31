package arith

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// MaterializeConstant builds `arith.constant value : t` at rw's insertion
// point for a folded value (the dialect's constant-materialization hook,
// also used by math); nil when value is not an integer, float or
// elements attribute of type t.
func MaterializeConstant(rw *rewrite.Rewriter, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if !IsConstantValue(value, t) {
		return nil
	}
	return rw.CreateAt(loc, Constant.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: value})
}

// IsConstantValue reports whether arith.constant can hold value as a t.
func IsConstantValue(value ir.Attribute, t ir.Type) bool {
	switch v := value.(type) {
	case *ir.IntegerAttr:
		it, isInt := t.(*ir.IntegerType)
		return v.Type == t && (!isInt || it.IsSignless())
	case *ir.FloatAttr:
		return ir.Type(v.Type) == t
	case *ir.DenseElementsAttr:
		return ir.Type(v.Type) == t
	}
	return false
}

// registerHooks gives the canonicalizer arith's constant materializer.
func registerHooks(ctx *ir.Context, dialect string) {
	h := &rewrite.DialectHooks{Dialect: dialect, MaterializeConstant: MaterializeConstant}
	if dialect == "arith" {
		h.Canonicalization = Canonicalization
	}
	rewrite.RegisterDialectHooks(ctx, h)
}

// RegisterFoldHooks lets another dialect (math) materialize its folded
// constants as arith.constant.
func RegisterFoldHooks(ctx *ir.Context, dialect string) { registerHooks(ctx, dialect) }

// BuildConstantIndex builds `arith.constant v : index` at b's point.
func BuildConstantIndex(b *ir.Builder, v int64) *ir.Value {
	return BuildConstantInt(b, b.Ctx.IndexType(), v)
}

// BuildConstantInt builds `arith.constant v : t` at b's point, t an
// integer or index type.
func BuildConstantInt(b *ir.Builder, t ir.Type, v int64) *ir.Value {
	return b.Build(Constant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: b.Ctx.IntegerAttr(t, v)}).Result(0)
}
