package torch

import (
	"math"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// The torch ops that are not ATen overloads: constants, the prim ops of
// TorchScript that exporters emit, literals, casts, symbolic shapes and
// torch.operator for overloads we do not declare. Syntax as Torch-MLIR.

// ---- attribute constraints ----

var (
	i64Attr = ir.IntAttrOfWidth(64)
	f64Attr = &ir.AttrConstraint{Summary: "64-bit float attribute", Pred: func(a ir.Attribute) bool {
		f, ok := a.(*ir.FloatAttr)
		return ok && f.Type.Kind == ir.F64
	}, ValueType: func(c *ir.Context) ir.Type { return c.F64() }}
	boolAttr = &ir.AttrConstraint{Summary: "bool attribute", Pred: func(a ir.Attribute) bool {
		i, ok := a.(*ir.IntegerAttr)
		return ok && i.IsBool()
	}, ValueType: func(c *ir.Context) ir.Type { return c.I(1) }}
	elementsAttr = &ir.AttrConstraint{Summary: "constant vector/tensor attribute", Pred: func(a ir.Attribute) bool {
		switch a.(type) {
		case *ir.DenseElementsAttr, *ir.DenseResourceElementsAttr, *ir.DenseStringElementsAttr:
			return true
		}
		return false
	}}
	affineMapAttr = &ir.AttrConstraint{Summary: "AffineMap attribute", Pred: func(a ir.Attribute) bool {
		_, ok := a.(*ir.AffineMapAttr)
		return ok
	}}
)

// ---- constants ----

// ConstantInt is torch.constant.int: `%int3 = torch.constant.int 3`.
var ConstantInt = &ir.OpDef{
	Name:    "torch.constant.int",
	Summary: "Materialize a constant `int` value.",
	Results: []ir.ArgDef{{Name: "result", Type: TorchInt}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: i64Attr}},
	Traits:  ir.Pure | ir.ConstantLike,
	Format:  "$value attr-dict",
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		if a, ok := op.Attr("value").(*ir.IntegerAttr); ok {
			set(op.Result(0), "int"+strconv.FormatInt(a.Int64(), 10))
		}
	},
}

// ConstantFloat is torch.constant.float: `%float1.000000e00 = torch.constant.float 1.000000e+00`.
var ConstantFloat = &ir.OpDef{
	Name:    "torch.constant.float",
	Summary: "Materialize a constant `float` value.",
	Results: []ir.ArgDef{{Name: "result", Type: TorchFloat}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: f64Attr}},
	Traits:  ir.Pure | ir.ConstantLike,
	Format:  "$value attr-dict",
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		if a, ok := op.Attr("value").(*ir.FloatAttr); ok {
			set(op.Result(0), "float"+floatName(a.Value()))
		}
	},
}

// floatName spells v as Torch-MLIR names float constants: APFloat's
// toString with 6 significant digits in scientific form, padded to six
// decimals, without '+': 1.0 → "1.000000e00", 1e-5 → "1.000000e-05".
func floatName(v float64) string {
	switch {
	case math.IsNaN(v):
		return "NaN"
	case math.IsInf(v, 1):
		return "Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case v == 0:
		if math.Signbit(v) {
			return "-0.000000e00"
		}
		return "0.000000e00"
	}
	s := strconv.FormatFloat(v, 'e', 5, 64) // d.ddddde±XX: six significant digits
	e := strings.IndexByte(s, 'e')
	return strings.ReplaceAll(s[:e]+"0"+s[e:], "+", "")
}

// ConstantBool is torch.constant.bool: `%true = torch.constant.bool true`.
var ConstantBool = &ir.OpDef{
	Name:    "torch.constant.bool",
	Summary: "Materialize a constant `bool` value.",
	Results: []ir.ArgDef{{Name: "result", Type: TorchBool}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: boolAttr}},
	Traits:  ir.Pure | ir.ConstantLike,
	Format:  "$value attr-dict",
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		if a, ok := op.Attr("value").(*ir.IntegerAttr); ok {
			if a.Int64() != 0 {
				set(op.Result(0), "true")
			} else {
				set(op.Result(0), "false")
			}
		}
	},
}

// ConstantNone is torch.constant.none: `%none = torch.constant.none`.
var ConstantNone = &ir.OpDef{
	Name:           "torch.constant.none",
	Summary:        "Get the singleton None value.",
	Results:        []ir.ArgDef{{Name: "result", Type: TorchNone}},
	Traits:         ir.Pure | ir.ConstantLike,
	Format:         "attr-dict",
	AsmResultNames: nameResult("none"),
}

// ConstantStr is torch.constant.str: `%str = torch.constant.str "none"`.
var ConstantStr = &ir.OpDef{
	Name:           "torch.constant.str",
	Summary:        "Materialize a constant str value.",
	Results:        []ir.ArgDef{{Name: "result", Type: TorchStr}},
	Attrs:          []ir.AttrDef{{Name: "value", Constraint: ir.StrAttr}},
	Traits:         ir.Pure | ir.ConstantLike,
	Format:         "$value attr-dict",
	AsmResultNames: nameResult("str"),
}

// ConstantDevice is torch.constant.device: `%cpu = torch.constant.device "cpu"`.
var ConstantDevice = &ir.OpDef{
	Name:    "torch.constant.device",
	Summary: "Materialize a constant Device value.",
	Results: []ir.ArgDef{{Name: "result", Type: TorchDevice}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: ir.StrAttr}},
	Traits:  ir.Pure | ir.ConstantLike,
	Format:  "$value attr-dict",
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		if a, ok := op.Attr("value").(*ir.StringAttr); ok && a.Value != "" {
			set(op.Result(0), a.Value)
		}
	},
}

func nameResult(name string) func(*ir.Operation, func(*ir.Value, string)) {
	return func(op *ir.Operation, set func(*ir.Value, string)) { set(op.Result(0), name) }
}

// ---- prim ops ----

// PrimListConstruct is torch.prim.ListConstruct:
// `%0 = torch.prim.ListConstruct %a, %b : (!torch.int, !torch.int) -> !torch.list<int>`.
var PrimListConstruct = &ir.OpDef{
	Name:     "torch.prim.ListConstruct",
	Summary:  "TorchScript prim::ListConstruct op",
	Operands: []ir.ArgDef{{Name: "elements", Type: AnyTorchType, Arity: ir.Variadic}},
	Results:  []ir.ArgDef{{Name: "result", Type: AnyTorchList}},
	Traits:   ir.Pure,
	Format:   "$elements attr-dict `:` functional-type($elements, $result)",
	Verify: func(op *ir.Operation) error {
		elem := op.Result(0).Type().(*ContainerType).Elem()
		for i, v := range op.Operands() {
			if !IsValidSubtype(v.Type(), elem) {
				return op.EmitError("operand types should have the same type as the list contained type "+
					"(operand #%d of type '%s' is not a valid element of '%s')",
					i, ir.TypeString(v.Type()), ir.TypeString(op.Result(0).Type()))
			}
		}
		return nil
	},
}

// PrimListUnpack is torch.prim.ListUnpack:
// `%0:2 = torch.prim.ListUnpack %l : !torch.list<int> -> !torch.int, !torch.int`.
var PrimListUnpack = &ir.OpDef{
	Name:     "torch.prim.ListUnpack",
	Summary:  "TorchScript prim::ListUnpack op",
	Operands: []ir.ArgDef{{Name: "operand", Type: AnyTorchList}},
	Results:  []ir.ArgDef{{Name: "results", Type: AnyTorchType, Arity: ir.Variadic}},
	Traits:   ir.Pure,
	Format:   "$operand attr-dict `:` type($operand) `->` type($results)",
	Verify: func(op *ir.Operation) error {
		list := PrimListUnpackArgs[*ir.Value](op.Operands()).Operand()
		elem := list.Type().(*ContainerType).Elem()
		for i, r := range op.Results() {
			if !IsValidSubtype(r.Type(), elem) && !IsValidSubtype(elem, r.Type()) {
				return op.EmitError("result #%d of type '%s' is not an element of '%s'",
					i, ir.TypeString(r.Type()), ir.TypeString(list.Type()))
			}
		}
		return nil
	},
}

// PrimTupleConstruct is torch.prim.TupleConstruct:
// `%t = torch.prim.TupleConstruct %a, %b : !torch.int, !torch.float -> !torch.tuple<int, float>`.
var PrimTupleConstruct = &ir.OpDef{
	Name:     "torch.prim.TupleConstruct",
	Summary:  "TorchScript prim::TupleConstruct op",
	Operands: []ir.ArgDef{{Name: "elements", Type: AnyTorchType, Arity: ir.Variadic}},
	Results:  []ir.ArgDef{{Name: "result", Type: AnyTorchTuple}},
	Traits:   ir.Pure,
	Format:   "$elements attr-dict `:` type($elements) `->` type($result)",
	Verify: func(op *ir.Operation) error {
		tt := op.Result(0).Type().(*ContainerType)
		if len(tt.Elems) != op.NumOperands() {
			return op.EmitError("number of operands (%d) must match number of tuple elements (%d)", op.NumOperands(), len(tt.Elems))
		}
		for i, v := range op.Operands() {
			if !IsValidSubtype(v.Type(), tt.Elems[i]) {
				return op.EmitError("operand #%d of type '%s' is not a valid subtype of tuple element '%s'",
					i, ir.TypeString(v.Type()), ir.TypeString(tt.Elems[i]))
			}
		}
		return nil
	},
}

// PrimTupleIndex is torch.prim.TupleIndex:
// `%x = torch.prim.TupleIndex %t, %int0 : !torch.tuple<int, float>, !torch.int -> !torch.int`.
var PrimTupleIndex = &ir.OpDef{
	Name:    "torch.prim.TupleIndex",
	Summary: "TorchScript prim::TupleIndex op",
	Operands: []ir.ArgDef{
		{Name: "tup", Type: AnyTorchTuple},
		{Name: "i", Type: TorchInt},
	},
	Results: []ir.ArgDef{{Name: "result", Type: AnyTorchType}},
	Traits:  ir.Pure,
	Format:  "$tup `,` $i attr-dict `:` type($tup) `,` type($i) `->` type($result)",
}

// PrimNumToTensor is torch.prim.NumToTensor.Scalar:
// `%t = torch.prim.NumToTensor.Scalar %int1 : !torch.int -> !torch.vtensor<[],si64>`.
var PrimNumToTensor = &ir.OpDef{
	Name:     "torch.prim.NumToTensor.Scalar",
	Summary:  "TorchScript prim::NumToTensor.Scalar op",
	Operands: []ir.ArgDef{{Name: "a", Type: &ir.TypeConstraint{Summary: "Any Torch scalar type", Pred: isScalar}}},
	Results:  []ir.ArgDef{{Name: "result", Type: AnyTorchTensor}},
	Traits:   ir.Pure,
	Format:   "$a attr-dict `:` type($a) `->` type($result)",
}

func isScalar(t ir.Type) bool {
	return IsPrim(t, KindInt) || IsPrim(t, KindFloat) || IsPrim(t, KindBool) || IsPrim(t, KindNumber)
}

// ---- tensors ----

// VTensorLiteral is torch.vtensor.literal:
// `%0 = torch.vtensor.literal(dense<1.0> : tensor<2xf32>) : !torch.vtensor<[2],f32>`.
var VTensorLiteral = &ir.OpDef{
	Name:    "torch.vtensor.literal",
	Summary: "Create a value-semantic tensor literal",
	Results: []ir.ArgDef{{Name: "result", Type: ValueTensor}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: elementsAttr}},
	Traits:  ir.Pure | ir.ConstantLike,
	Format:  "`(` $value `)` attr-dict `:` type($result)",
	Verify:  verifyLiteral,
}

// TensorLiteral is torch.tensor.literal, the non-value form.
var TensorLiteral = &ir.OpDef{
	Name:    "torch.tensor.literal",
	Summary: "Create a non-value tensor literal",
	Results: []ir.ArgDef{{Name: "result", Type: NonValueTensor}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: elementsAttr}},
	Format:  "`(` $value `)` attr-dict `:` type($result)",
	Verify:  verifyLiteral,
}

// verifyLiteral checks that the literal's sizes and dtype are those of
// its attribute (an integer attribute may be signless where the dtype is
// signed, as Torch-MLIR's importer writes both). A torch.tensor.literal
// may leave sizes or dtype unknown (`!torch.tensor`), as Torch-MLIR's
// importer writes it; a torch.vtensor.literal states them.
func verifyLiteral(op *ir.Operation) error {
	ta, ok := op.Attr("value").(ir.TypedAttr)
	if !ok {
		return op.EmitError("requires a typed elements attribute")
	}
	at, ok := ta.AttrType().(*ir.RankedTensorType)
	if !ok {
		return op.EmitError("value must have a ranked tensor type, got '%s'", ir.TypeString(ta.AttrType()))
	}
	rt := op.Result(0).Type().(*TensorType)
	refinable := !rt.Value
	want := "'" + ir.TypeString(rt) + "'"
	if rt.Sizes == nil && !refinable || rt.Sizes != nil && len(rt.Sizes) != len(at.Dims) {
		return op.EmitError("result type %s does not match the shape of value type '%s'", want, ir.TypeString(at))
	}
	for i, d := range at.Dims {
		if rt.Sizes != nil && rt.Sizes[i] != d && !(refinable && rt.Sizes[i] == Dynamic) {
			return op.EmitError("result type %s does not match the shape of value type '%s'", want, ir.TypeString(at))
		}
	}
	if rt.Dtype == nil && !refinable || rt.Dtype != nil && BuiltinElementType(op.Context(), rt.Dtype) != BuiltinElementType(op.Context(), at.Elem) {
		return op.EmitError("result type %s does not match the element type of value type '%s'", want, ir.TypeString(at))
	}
	return nil
}

// TensorStaticInfoCast is torch.tensor_static_info_cast: adds or removes
// static information (sizes, dtype) of a tensor.
// `%1 = torch.tensor_static_info_cast %0 : !torch.vtensor<[2],f32> to !torch.vtensor<*,f32>`.
var TensorStaticInfoCast = &ir.OpDef{
	Name:     "torch.tensor_static_info_cast",
	Summary:  "Adds/removes static information from a tensor type.",
	Operands: []ir.ArgDef{{Name: "operand", Type: AnyTorchTensor}},
	Results:  []ir.ArgDef{{Name: "result", Type: AnyTorchTensor}},
	Traits:   ir.Pure,
	Format:   "$operand attr-dict `:` type($operand) `to` type($result)",
	Verify: func(op *ir.Operation) error {
		a := TensorStaticInfoCastArgs[*ir.Value](op.Operands()).Operand().Type().(*TensorType)
		b := op.Result(0).Type().(*TensorType)
		if !AreCompatibleTensors(a, b) {
			return op.EmitError("operand type '%s' and result type '%s' are cast incompatible",
				ir.TypeString(a), ir.TypeString(b))
		}
		return nil
	},
}

// CopyToVTensor is torch.copy.to_vtensor: snapshot a !torch.tensor.
var CopyToVTensor = copyOp("to_vtensor", "Create a !torch.vtensor with the same contents as the operand", NonValueTensor, ValueTensor)

// CopyToTensor is torch.copy.to_tensor: a fresh !torch.tensor holding a
// !torch.vtensor's contents.
var CopyToTensor = copyOp("to_tensor", "Create a !torch.tensor with the same contents as the operand", ValueTensor, NonValueTensor)

// copyOp declares torch.copy.<name>, a copy of a tensor of type from as
// one of type to, the same tensor with the other value semantics.
func copyOp(name, summary string, from, to *ir.TypeConstraint) *ir.OpDef {
	return &ir.OpDef{
		Name:     "torch.copy." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "operand", Type: from}},
		Results:  []ir.ArgDef{{Name: "result", Type: to}},
		Parse:    parseCopy,
		Print:    printCopy,
		Verify:   verifySameTensorParams,
	}
}

// `$operand attr-dict : type($result)`, the operand's type being the
// result's with the other value semantics (which the format language
// cannot infer).
func parseCopy(p ir.AsmParser, st *ir.OperationState) error {
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc := p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	tt, ok := t.(*TensorType)
	if !ok {
		return p.ErrorAt(loc, "expected a torch tensor type")
	}
	in := tt.WithValueSemantics()
	if tt.Value {
		in = tt.WithoutValueSemantics()
	}
	v, err := p.ResolveOperand(u, in)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	st.Attrs = append(st.Attrs, attrs...)
	st.Types = append(st.Types, t)
	return nil
}

func printCopy(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		p.WriteString(" <<INVALID: expects one operand and one result>>")
		return
	}
	p.WriteByte(' ')
	p.PrintOperand(CopyOpArgs[*ir.Value](op.Operands()).Operand())
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

func verifySameTensorParams(op *ir.Operation) error {
	a := CopyOpArgs[*ir.Value](op.Operands()).Operand().Type().(*TensorType)
	b := op.Result(0).Type().(*TensorType)
	if a.WithValueSemantics() != b.WithValueSemantics() {
		return op.EmitError("operand and result must have the same sizes and dtype")
	}
	return nil
}

// Derefine is torch.derefine: a value as a less specific type
// (`!torch.int` as `!torch.optional<int>`).
var Derefine = &ir.OpDef{
	Name:     "torch.derefine",
	Summary:  "De-refine a type",
	Operands: []ir.ArgDef{{Name: "operand", Type: AnyTorchType}},
	Results:  []ir.ArgDef{{Name: "result", Type: AnyTorchType}},
	Traits:   ir.Pure,
	Format:   "$operand attr-dict `:` type($operand) `to` type($result)",
	Verify: func(op *ir.Operation) error {
		x := DerefineArgs[*ir.Value](op.Operands()).Operand()
		if !IsValidSubtype(x.Type(), op.Result(0).Type()) {
			return op.EmitError("operand type '%s' and result type '%s' are cast incompatible (the operand type must be a subtype of the result type)",
				ir.TypeString(x.Type()), ir.TypeString(op.Result(0).Type()))
		}
		return nil
	},
}

// ---- symbolic shapes ----

// SymbolicInt is torch.symbolic_int: a symbolic size with its range.
// `%s77 = torch.symbolic_int "s77" {min_val = 1, max_val = 1024} : !torch.int`.
var SymbolicInt = &ir.OpDef{
	Name:    "torch.symbolic_int",
	Summary: "Symbolic int representing a dynamic dimension",
	Results: []ir.ArgDef{{Name: "result", Type: TorchInt}},
	Attrs: []ir.AttrDef{
		{Name: "symbol_name", Constraint: ir.StrAttr},
		{Name: "min_val", Constraint: i64Attr},
		{Name: "max_val", Constraint: i64Attr},
	},
	Format: "$symbol_name ` ` `{` `min_val` `=` $min_val `,` `max_val` `=` $max_val `}` attr-dict `:` type($result)",
	Verify: func(op *ir.Operation) error {
		lo, _ := op.Attr("min_val").(*ir.IntegerAttr)
		hi, _ := op.Attr("max_val").(*ir.IntegerAttr)
		if lo != nil && hi != nil && lo.Int64() > hi.Int64() {
			return op.EmitError("min_val (%d) must not exceed max_val (%d)", lo.Int64(), hi.Int64())
		}
		return nil
	},
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		if a, ok := op.Attr("symbol_name").(*ir.StringAttr); ok && a.Value != "" {
			set(op.Result(0), a.Value)
		}
	},
}

// BindSymbolicShape is torch.bind_symbolic_shape: the sizes of a tensor as
// an affine map of symbolic ints.
// `torch.bind_symbolic_shape %x, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>`.
var BindSymbolicShape = &ir.OpDef{
	Name:    "torch.bind_symbolic_shape",
	Summary: "Binds shape expressions to tensors using an affine map indexed by shape symbols",
	Operands: []ir.ArgDef{
		{Name: "operand", Type: AnyTorchTensor},
		{Name: "shape_symbols", Type: TorchInt, Arity: ir.Variadic},
	},
	Attrs: []ir.AttrDef{{Name: "shape_expressions", Constraint: affineMapAttr}},
	// The symbols' type (!torch.int) is implied, which the format
	// language cannot say for operands.
	Parse: parseBindSymbolicShape,
	Print: printBindSymbolicShape,
	Verify: func(op *ir.Operation) error {
		m := op.Attr("shape_expressions").(*ir.AffineMapAttr).Map
		if n := op.NumOperands() - 1; m.NumSyms != n {
			return op.EmitError("requires equal number of shape symbols (%d) and affine map symbols (%d)", n, m.NumSyms)
		}
		if m.NumDims != 0 {
			return op.EmitError("shape expressions must not use dimensions, only symbols")
		}
		args := BindSymbolicShapeArgs[*ir.Value](op.Operands())
		for _, s := range args.ShapeSymbols() {
			if d := s.DefiningOp(); d == nil || d.Name() != SymbolicInt.Name {
				return op.EmitError("shape symbol must be produced by a SymbolicIntOp")
			}
		}
		t := args.Operand().Type().(*TensorType)
		if t.Sizes != nil && len(t.Sizes) != len(m.Results) {
			return op.EmitError("shape expressions give %d sizes for a tensor of rank %d", len(m.Results), len(t.Sizes))
		}
		return nil
	},
}

// Operator is torch.operator: an op of a schema the dialect does not
// declare, kept by name so that it survives until something handles it.
// `%0 = torch.operator "aten.foo"(%a) : (!torch.vtensor) -> !torch.vtensor`.
var Operator = &ir.OpDef{
	Name:     "torch.operator",
	Summary:  "Opaque torch operator",
	Operands: []ir.ArgDef{{Name: "operands", Type: ir.AnyType, Arity: ir.Variadic}},
	Results:  []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
	Attrs:    []ir.AttrDef{{Name: "name", Constraint: ir.StrAttr}},
	// Higher-order operators (ONNX's If and Loop) carry their bodies as
	// regions, each ending in torch.operator_terminator.
	Regions: []ir.RegionDef{{Name: "regions", Variadic: true}},
	Format:  "$name `(` $operands `)` attr-dict `:` functional-type($operands, $results) $regions",
}

// operand `,` `[` symbols `]` `,` affine-map attr-dict `:` type(operand)
func parseBindSymbolicShape(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	x, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	syms, err := p.ParseOperandList()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("]"); err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	loc := p.CurrentLoc()
	m, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	if _, ok := m.(*ir.AffineMapAttr); !ok {
		return p.ErrorAt(loc, "expected an affine map")
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	xv, err := p.ResolveOperand(x, t)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, xv)
	for _, s := range syms {
		v, err := p.ResolveOperand(s, Int(ctx))
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	st.AddAttr("shape_expressions", m)
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}

func printBindSymbolicShape(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() == 0 {
		p.WriteString(" <<INVALID: no operand>>")
		return
	}
	args := BindSymbolicShapeArgs[*ir.Value](op.Operands())
	p.WriteByte(' ')
	p.PrintOperand(args.Operand())
	p.WriteString(", [")
	p.PrintOperands(args.ShapeSymbols())
	p.WriteString("], ")
	p.PrintAttr(op.Attr("shape_expressions"))
	p.PrintOptionalAttrDict(op.Attrs(), "shape_expressions")
	p.WriteString(" : ")
	p.PrintType(args.Operand().Type())
}
