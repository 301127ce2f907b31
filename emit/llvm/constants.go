package llvm

import (
	"fmt"
	"math"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// Constants: llvm.mlir.constant and the attributes it takes, as LLVM constants.

// constOp translates an op that yields a constant: llvm.mlir.constant,
// undef, poison, zero, addressof, and (in initializers) casts, GEPs and
// aggregate updates of constants. It returns nil, nil for other ops.
func (e *emitter) constOp(op *ir.Operation) (constant.Constant, error) {
	if op.NumResults() != 1 {
		return nil, nil
	}
	rt, err := e.typ(op, op.Result(0).Type())
	if err != nil {
		return nil, err
	}
	switch op.Def() {
	case dl.Constant:
		return e.attrConstant(op, op.Attr("value"), rt)
	case dl.Undef:
		return constant.NewUndef(rt), nil
	case dl.Poison:
		return constant.NewPoison(rt), nil
	case dl.Zero:
		return zeroOf(rt), nil
	case dl.AddressOf:
		ref, _ := op.Attr("global_name").(*ir.SymbolRefAttr)
		if ref == nil {
			return nil, op.EmitError("requires attribute 'global_name'")
		}
		g, ok := e.globals[ref.Leaf()]
		if !ok {
			return nil, op.EmitError("must reference a global defined by 'llvm.mlir.global' or 'llvm.func'")
		}
		if g.Type().String() != rt.String() {
			return constant.NewAddrSpaceCast(g, rt), nil
		}
		return g, nil
	}
	// The rest only when every operand is a constant.
	var cs []constant.Constant
	for _, v := range op.Operands() {
		c, ok := e.values[v].(constant.Constant)
		if !ok {
			return nil, nil
		}
		cs = append(cs, c)
	}
	switch op.Def() {
	case dl.InsertValue:
		// Folded: LLVM 22 no longer reads insertvalue expressions.
		c, ok := insertConst(cs[0], cs[1], dl.Position(op))
		if !ok {
			return nil, op.EmitError("cannot fold insertvalue into a constant")
		}
		return c, nil
	case dl.ExtractValue:
		c, ok := extractConst(cs[0], dl.Position(op))
		if !ok {
			return nil, op.EmitError("cannot fold extractvalue of a constant")
		}
		return c, nil
	case dl.Bitcast:
		if cs[0].Type().String() == rt.String() {
			return cs[0], nil
		}
		return constant.NewBitCast(cs[0], rt), nil
	case dl.PtrToInt:
		return constant.NewPtrToInt(cs[0], rt), nil
	case dl.IntToPtr:
		return constant.NewIntToPtr(cs[0], rt), nil
	case dl.AddrSpaceCast:
		return constant.NewAddrSpaceCast(cs[0], rt), nil
	case dl.GEP:
		et, err := e.typ(op, typeAttrOf(op, "elem_type"))
		if err != nil {
			return nil, err
		}
		var idx []constant.Constant
		for _, x := range dl.GEPIndices(op) {
			switch x := x.(type) {
			case int64:
				idx = append(idx, constant.NewInt(types.I32, x))
			case *ir.Value:
				c, ok := e.values[x].(constant.Constant)
				if !ok {
					return nil, nil
				}
				idx = append(idx, c)
			}
		}
		pt, ok := cs[0].Type().(*types.PointerType)
		if !ok {
			return nil, op.EmitError("expected a pointer base")
		}
		g := constant.NewGetElementPtr(et, constant.NewBitCast(cs[0], e.tc.ptrTo(et, int(pt.AddrSpace))), idx...)
		f, _ := intAttr(op, "noWrapFlags")
		g.InBounds = f&dl.GEPInboundsFlag != 0
		return constant.NewBitCast(g, e.tc.opaquePtr(int(pt.AddrSpace))), nil
	case dl.Add:
		return constant.NewAdd(cs[0], cs[1]), nil
	case dl.Sub:
		return constant.NewSub(cs[0], cs[1]), nil
	case dl.Mul:
		return constant.NewMul(cs[0], cs[1]), nil
	}
	return nil, nil
}

func zeroOf(t types.Type) constant.Constant {
	switch t := t.(type) {
	case *types.PointerType:
		return constant.NewNull(t)
	case *types.IntType:
		return constant.NewInt(t, 0)
	case *types.FloatType:
		return constant.NewFloat(t, 0)
	case *bfloatType:
		return newBFloat(0)
	}
	return constant.NewZeroInitializer(t)
}

// attrConstant builds the constant of type t that attribute a describes.
func (e *emitter) attrConstant(op *ir.Operation, a ir.Attribute, t types.Type) (constant.Constant, error) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if it, ok := t.(*types.IntType); ok {
			return constant.NewIntFromString(it, a.BigInt().String())
		}
		if ft, ok := t.(*types.FloatType); ok {
			return constant.NewFloat(ft, float64(a.Int64())), nil
		}
		if t == bfloat {
			return newBFloat(float64(a.Int64())), nil
		}
	case *ir.FloatAttr:
		if ft, ok := t.(*types.FloatType); ok {
			return floatConstant(ft, a.Value())
		}
		if t == bfloat {
			if a.Type.Kind == ir.BF16 {
				return &bfloatConst{uint16(a.Bits)}, nil // NaN payloads kept
			}
			return newBFloat(a.Value()), nil
		}
		if it, ok := t.(*types.IntType); ok {
			return constant.NewInt(it, int64(math.Float64bits(a.Value()))), nil
		}
	case *ir.StringAttr:
		if at, ok := t.(*types.ArrayType); ok && at.Len == uint64(len(a.Value)) {
			return constant.NewCharArrayFromString(a.Value), nil
		}
	case *ir.DenseElementsAttr:
		return e.denseConstant(op, a, t)
	case *ir.ArrayAttr:
		switch t := t.(type) {
		case *types.StructType:
			if len(a.Elems) != len(t.Fields) {
				break
			}
			var fs []constant.Constant
			for i, el := range a.Elems {
				c, err := e.attrConstant(op, el, t.Fields[i])
				if err != nil {
					return nil, err
				}
				fs = append(fs, c)
			}
			return constant.NewStruct(t, fs...), nil
		case *types.ArrayType:
			if uint64(len(a.Elems)) != t.Len {
				break
			}
			var es []constant.Constant
			for _, el := range a.Elems {
				c, err := e.attrConstant(op, el, t.ElemType)
				if err != nil {
					return nil, err
				}
				es = append(es, c)
			}
			return constant.NewArray(t, es...), nil
		}
	}
	return nil, op.EmitError("unsupported constant value %s for type %s", ir.AttrString(a), t)
}

func floatConstant(t *types.FloatType, v float64) (constant.Constant, error) {
	switch t.Kind {
	case types.FloatKindFloat:
		v = float64(float32(v))
	case types.FloatKindDouble:
	case types.FloatKindHalf:
		// llir prints half constants from a float64; the value is exact
		// for every f16.
	default:
		return nil, fmt.Errorf("unsupported float type %s", t)
	}
	return constant.NewFloat(t, v), nil
}

// denseConstant builds a vector or (nested) array constant from a dense
// elements attribute, in row-major order.
func (e *emitter) denseConstant(op *ir.Operation, a *ir.DenseElementsAttr, t types.Type) (constant.Constant, error) {
	n := a.NumElements()
	elem := a.Type.ElementType()
	get := func(i int64) (constant.Constant, types.Type, error) {
		if a.Splat {
			i = 0
		}
		et, err := e.typ(op, elem)
		if err != nil {
			return nil, nil, err
		}
		switch et := et.(type) {
		case *types.IntType:
			return constant.NewInt(et, a.IntElement(i)), et, nil
		case *types.FloatType:
			c, err := floatConstant(et, a.FloatElement(i))
			if err != nil {
				return nil, nil, op.EmitError("%v", err)
			}
			return c, et, nil
		case *bfloatType:
			return newBFloat(a.FloatElement(i)), et, nil
		}
		return nil, nil, op.EmitError("unsupported dense element type %s", ir.TypeString(elem))
	}
	pos := int64(0)
	var build func(t types.Type) (constant.Constant, error)
	build = func(t types.Type) (constant.Constant, error) {
		switch tt := t.(type) {
		case *types.ArrayType:
			var es []constant.Constant
			for i := uint64(0); i < tt.Len; i++ {
				c, err := build(tt.ElemType)
				if err != nil {
					return nil, err
				}
				es = append(es, c)
			}
			return constant.NewArray(tt, es...), nil
		case *types.VectorType:
			var es []constant.Constant
			for i := uint64(0); i < tt.Len; i++ {
				c, err := build(tt.ElemType)
				if err != nil {
					return nil, err
				}
				es = append(es, c)
			}
			return constant.NewVector(tt, es...), nil
		}
		if pos >= n {
			return nil, op.EmitError("dense attribute has fewer elements than type %s needs", t)
		}
		c, ct, err := get(pos)
		if err != nil {
			return nil, err
		}
		if ct.String() != t.String() {
			return nil, op.EmitError("dense element type %s does not match %s", ct, t)
		}
		pos++
		return c, nil
	}
	c, err := build(t)
	if err != nil {
		return nil, err
	}
	if pos != n {
		return nil, op.EmitError("dense attribute of %d elements does not fit type %s", n, t)
	}
	return c, nil
}

// elements splits an aggregate constant into its elements.
func elements(c constant.Constant) ([]constant.Constant, bool) {
	fieldTypes := func(t types.Type) []types.Type {
		switch t := t.(type) {
		case *types.StructType:
			return t.Fields
		case *types.ArrayType:
			out := make([]types.Type, t.Len)
			for i := range out {
				out[i] = t.ElemType
			}
			return out
		}
		return nil
	}
	switch c := c.(type) {
	case *constant.Struct:
		return append([]constant.Constant(nil), c.Fields...), true
	case *constant.Array:
		return append([]constant.Constant(nil), c.Elems...), true
	case *constant.CharArray:
		var out []constant.Constant
		for _, b := range c.X {
			out = append(out, constant.NewInt(types.I8, int64(b)))
		}
		return out, true
	case *constant.Undef, *constant.ZeroInitializer, *constant.Poison:
		var out []constant.Constant
		for _, ft := range fieldTypes(c.Type()) {
			switch c.(type) {
			case *constant.Undef:
				out = append(out, constant.NewUndef(ft))
			case *constant.Poison:
				out = append(out, constant.NewPoison(ft))
			default:
				out = append(out, zeroOf(ft))
			}
		}
		return out, out != nil
	}
	return nil, false
}

func rebuild(like constant.Constant, es []constant.Constant) constant.Constant {
	switch t := like.Type().(type) {
	case *types.StructType:
		return constant.NewStruct(t, es...)
	case *types.ArrayType:
		return constant.NewArray(t, es...)
	}
	return nil
}

// insertConst folds insertvalue x[path] = v.
func insertConst(x, v constant.Constant, path []int64) (constant.Constant, bool) {
	if len(path) == 0 {
		return v, true
	}
	es, ok := elements(x)
	if !ok || path[0] < 0 || path[0] >= int64(len(es)) {
		return nil, false
	}
	inner, ok := insertConst(es[path[0]], v, path[1:])
	if !ok {
		return nil, false
	}
	es[path[0]] = inner
	r := rebuild(x, es)
	return r, r != nil
}

// extractConst folds extractvalue x[path].
func extractConst(x constant.Constant, path []int64) (constant.Constant, bool) {
	for _, i := range path {
		es, ok := elements(x)
		if !ok || i < 0 || i >= int64(len(es)) {
			return nil, false
		}
		x = es[i]
	}
	return x, true
}
