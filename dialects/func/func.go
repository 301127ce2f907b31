// Package func defines MLIR's func dialect: functions, calls and returns.
package fn

//go:generate go run ../internal/genaccessors -dialect func

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Func is func.func: a named function with a body region (empty for
// declarations).
var Func = &ir.OpDef{
	Name:    "func.func",
	Summary: "An operation with a name containing a single `SSACFG` region",
	Attrs: []ir.AttrDef{
		{Name: "sym_name", Constraint: ir.SymbolNameAttr},
		{Name: "function_type", Constraint: ir.TypeAttrOf(ir.FunctionTypeConstraint)},
		{Name: "sym_visibility", Constraint: ir.StrAttr, Optional: true},
		{Name: "arg_attrs", Constraint: ir.DictArrayAttr, Optional: true},
		{Name: "res_attrs", Constraint: ir.DictArrayAttr, Optional: true},
		{Name: "no_inline", Constraint: ir.UnitAttrConstraint, Optional: true},
	},
	Regions: []ir.RegionDef{{Name: "body"}},
	Traits: ir.IsolatedFromAbove | ir.Symbol | ir.AffineScope | ir.AutomaticAllocationScope |
		ir.RecursiveMemoryEffects,
	DefaultDialect: "func",
	Parse:          parseFunc,
	Print:          printFunc,
	Verify:         verifyFunc,
}

// Return is func.return: returns from the enclosing function.
var Return = &ir.OpDef{
	Name:      "func.return",
	Summary:   "Function return operation",
	Operands:  []ir.ArgDef{{Name: "operands", Type: ir.AnyType, Arity: ir.Variadic}},
	Traits:    ir.Pure | ir.Terminator | ir.ReturnLike,
	ParentOps: []string{Func.Name},
	Format:    "attr-dict ($operands^ `:` type($operands))?",
	Verify:    verifyReturn,
}

// Call is func.call: a direct call to a symbol.
var Call = &ir.OpDef{
	Name:     "func.call",
	Summary:  "call operation",
	Operands: []ir.ArgDef{{Name: "operands", Type: ir.AnyType, Arity: ir.Variadic}},
	Results:  []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
	Attrs: []ir.AttrDef{
		{Name: "callee", Constraint: ir.FlatSymbolRefAttr},
		{Name: "arg_attrs", Constraint: ir.DictArrayAttr, Optional: true},
		{Name: "res_attrs", Constraint: ir.DictArrayAttr, Optional: true},
		{Name: "no_inline", Constraint: ir.UnitAttrConstraint, Optional: true},
	},
	Format: "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
	Verify: verifyCall,
}

// CallIndirect is func.call_indirect: a call through a function value.
var CallIndirect = &ir.OpDef{
	Name:    "func.call_indirect",
	Summary: "indirect call operation",
	Operands: []ir.ArgDef{
		{Name: "callee", Type: ir.FunctionTypeConstraint},
		{Name: "callee_operands", Type: ir.AnyType, Arity: ir.Variadic},
	},
	Results: []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
	Attrs: []ir.AttrDef{
		{Name: "arg_attrs", Constraint: ir.DictArrayAttr, Optional: true},
		{Name: "res_attrs", Constraint: ir.DictArrayAttr, Optional: true},
	},
	Parse:  parseCallIndirect,
	Print:  printCallIndirect,
	Verify: verifyCallIndirect,
}

// Constant is func.constant: a function symbol as an SSA value.
var Constant = &ir.OpDef{
	Name:    "func.constant",
	Summary: "constant",
	Results: []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: ir.FlatSymbolRefAttr}},
	Traits:  ir.Pure | ir.ConstantLike,
	Format:  "attr-dict $value `:` type(results)",
	Verify:  verifyConstant,
	// The result is named after the function: %f = constant @f.
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		if ref, ok := op.Attr("value").(*ir.SymbolRefAttr); ok {
			set(op.Result(0), ref.Leaf())
		}
	},
}

// Register adds the func dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.MustRegisterOps(Func, Return, Call, CallIndirect, Constant)
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{Dialect: "func", Canonicalization: Canonicalization})
}

// FunctionType returns the signature of a func.func.
func FunctionType(op *ir.Operation) *ir.FunctionType {
	if ta, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
		if ft, ok := ta.Type.(*ir.FunctionType); ok {
			return ft
		}
	}
	return nil
}

// ---- func.func custom form ----

func parseFunc(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	for _, vis := range []string{"private", "public", "nested"} {
		if p.ParseOptionalKeyword(vis) {
			st.AddAttr("sym_visibility", ctx.StringAttr(vis))
			break
		}
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	fa, err := ir.ParseFunctionArgumentList(p, false)
	if err != nil {
		return err
	}
	args, argTypes, argAttrs, anyArgAttrs := fa.Args, fa.Types, fa.Attrs, fa.AnyAttrs
	var resTypes []ir.Type
	var resAttrs []ir.Attribute
	anyResAttrs := false
	if p.ParseOptionalPunct("->") {
		if p.ParseOptionalPunct("(") {
			if !p.ParseOptionalPunct(")") {
				for {
					t, err := p.ParseType()
					if err != nil {
						return err
					}
					as, err := p.ParseOptionalAttrDict()
					if err != nil {
						return err
					}
					resTypes = append(resTypes, t)
					resAttrs = append(resAttrs, ctx.DictionaryAttr(as))
					anyResAttrs = anyResAttrs || len(as) > 0
					if !p.ParseOptionalPunct(",") {
						break
					}
				}
				if err := p.ParsePunct(")"); err != nil {
					return err
				}
			}
		} else {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			resTypes = append(resTypes, t)
			resAttrs = append(resAttrs, ctx.DictionaryAttr(nil))
		}
	}
	st.AddAttr("function_type", ctx.TypeAttr(ctx.FunctionType(argTypes, resTypes)))
	if anyArgAttrs {
		st.AddAttr("arg_attrs", ctx.ArrayAttr(argAttrs))
	}
	if anyResAttrs {
		st.AddAttr("res_attrs", ctx.ArrayAttr(resAttrs))
	}
	attrLoc := p.CurrentLoc()
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	for _, a := range attrs {
		switch a.Name {
		case "sym_name", "sym_visibility", "function_type":
			return p.ErrorAt(attrLoc, "'%s' is an inferred attribute and should not be specified in the explicit attribute dictionary", a.Name)
		}
	}
	st.Attrs = append(st.Attrs, attrs...)
	r := ir.NewRegion()
	loc := p.CurrentLoc()
	ok, err := p.ParseOptionalRegion(r, args)
	if err != nil {
		return err
	}
	if ok && r.Empty() {
		return p.ErrorAt(loc, "expected non-empty function body")
	}
	st.Regions = append(st.Regions, r)
	return nil
}

func printFunc(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok {
		p.WriteString(v.Value)
		p.WriteByte(' ')
	}
	if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(n.Value)
	}
	ft := FunctionType(op)
	var inputs []ir.Type
	if ft != nil {
		inputs = ft.Inputs
	}
	ir.PrintFunctionArgumentList(p, op, inputs, false)
	if ft != nil && len(ft.Results) > 0 {
		p.WriteString(" -> ")
		resAttrs := op.Attr("res_attrs")
		_, isFn := ft.Results[0].(*ir.FunctionType)
		parens := len(ft.Results) > 1 || isFn || len(ir.DictAt(resAttrs, 0)) > 0
		if parens {
			p.WriteByte('(')
		}
		for i, t := range ft.Results {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(t)
			p.PrintOptionalAttrDict(ir.DictAt(resAttrs, i))
		}
		if parens {
			p.WriteByte(')')
		}
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs")
	if body := op.Region(0); !body.Empty() {
		p.WriteByte(' ')
		p.PrintRegion(body, false, true, false)
	}
}

func verifyFunc(op *ir.Operation) error {
	ft := FunctionType(op)
	if ft == nil {
		return op.EmitError("requires attribute 'function_type'")
	}
	if a, ok := op.Attr("arg_attrs").(*ir.ArrayAttr); ok && len(a.Elems) != len(ft.Inputs) {
		return op.EmitError("expects argument attribute array to have the same number of elements as the number of function arguments, got %d, but expected %d", len(a.Elems), len(ft.Inputs))
	}
	if a, ok := op.Attr("res_attrs").(*ir.ArrayAttr); ok && len(a.Elems) != len(ft.Results) {
		return op.EmitError("expects result attribute array to have the same number of elements as the number of function results, got %d, but expected %d", len(a.Elems), len(ft.Results))
	}
	body := op.Region(0)
	if body.Empty() {
		if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); !ok || v.Value == "public" {
			return op.EmitError("symbol declaration cannot have public visibility")
		}
		return nil
	}
	entry := body.Front()
	if entry.NumArgs() != len(ft.Inputs) {
		return op.EmitError("entry block must have %d arguments to match function signature", len(ft.Inputs))
	}
	for i, t := range ft.Inputs {
		if at := entry.Arg(i).Type(); at != t {
			return op.EmitError("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')",
				i, ir.TypeString(at), ir.TypeString(t))
		}
	}
	return nil
}

// ---- return ----

func verifyReturn(op *ir.Operation) error {
	fn := op.ParentOp()
	if fn == nil || fn.Name() != Func.Name {
		return nil
	}
	ft := FunctionType(fn)
	if ft == nil {
		return nil
	}
	name := ""
	if n, ok := fn.Attr("sym_name").(*ir.StringAttr); ok {
		name = n.Value
	}
	if op.NumOperands() != len(ft.Results) {
		return op.EmitError("has %d operands, but enclosing function (@%s) returns %d", op.NumOperands(), name, len(ft.Results))
	}
	for i, t := range ft.Results {
		if got := op.Operand(i).Type(); got != t {
			// MLIR emits this one without the "'func.return' op" prefix.
			return &ir.Diagnostic{Severity: ir.SevError, Loc: op.Loc(), Op: op,
				Message: fmt.Sprintf("type of return operand %d ('%s') doesn't match function result type ('%s') in function @%s",
					i, ir.TypeString(got), ir.TypeString(t), name)}
		}
	}
	return nil
}

// ---- call ----

func verifyCall(op *ir.Operation) error {
	ref, ok := op.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return op.EmitError("requires a 'callee' symbol reference attribute")
	}
	callee := ir.LookupNearestSymbolFrom(op, ref)
	if callee == nil || callee.Name() != Func.Name {
		return op.EmitError("'%s' does not reference a valid function", ref.Leaf())
	}
	ft := FunctionType(callee)
	if ft == nil {
		return nil
	}
	if len(ft.Inputs) != op.NumOperands() {
		return op.EmitError("incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if got := op.Operand(i).Type(); got != t {
			return op.EmitError("operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d",
				ir.TypeString(t), ir.TypeString(got), i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return op.EmitError("incorrect number of results for callee")
	}
	for i, t := range ft.Results {
		if got := op.Result(i).Type(); got != t {
			d := op.EmitError("result type mismatch at index %d", i)
			d.AttachNote(nil, "      op result types: %s", typeList(op.ResultTypes()))
			d.AttachNote(nil, "function result types: %s", typeList(ft.Results))
			return d
		}
	}
	return nil
}

func typeList(ts []ir.Type) string {
	s := ""
	for i, t := range ts {
		if i > 0 {
			s += ", "
		}
		s += "'" + ir.TypeString(t) + "'"
	}
	return s
}

// call_indirect ::= `call_indirect` $callee `(` $callee_operands `)` attr-dict `:` type($callee)
func parseCallIndirect(p ir.AsmParser, st *ir.OperationState) error {
	callee, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	operandsLoc := p.CurrentLoc()
	args, err := p.ParseOperandList()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc := p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		return p.ErrorAt(loc, "expected function type")
	}
	cv, err := p.ResolveOperand(callee, ft)
	if err != nil {
		return err
	}
	if len(args) != len(ft.Inputs) {
		return p.ErrorAt(operandsLoc, "number of operands and types do not match: got %d operands and %d types", len(args), len(ft.Inputs))
	}
	vs, err := p.ResolveOperands(args, ft.Inputs)
	if err != nil {
		return err
	}
	st.Operands = append([]*ir.Value{cv}, vs...)
	st.Types = ft.Results
	return nil
}

func printCallIndirect(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteByte('(')
	p.PrintOperands(op.Operands()[1:])
	p.WriteByte(')')
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

func verifyCallIndirect(op *ir.Operation) error {
	ft, ok := op.Operand(0).Type().(*ir.FunctionType)
	if !ok {
		return op.EmitError("operand #0 must be function type, but got '%s'", ir.TypeString(op.Operand(0).Type()))
	}
	if len(ft.Inputs) != op.NumOperands()-1 {
		return op.EmitError("incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if op.Operand(i+1).Type() != t {
			return op.EmitError("operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d",
				ir.TypeString(t), ir.TypeString(op.Operand(i+1).Type()), i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return op.EmitError("incorrect number of results for callee")
	}
	for i, t := range ft.Results {
		if op.Result(i).Type() != t {
			return op.EmitError("result type mismatch at index %d", i)
		}
	}
	return nil
}

// ---- constant ----

func verifyConstant(op *ir.Operation) error {
	ref, ok := op.Attr("value").(*ir.SymbolRefAttr)
	if !ok {
		return op.EmitError("requires attribute 'value'")
	}
	fn := ir.LookupNearestSymbolFrom(op, ref)
	if fn == nil || fn.Name() != Func.Name {
		return op.EmitError("reference to undefined function '%s'", ref.Leaf())
	}
	if ft := FunctionType(fn); ft != nil && op.Result(0).Type() != ir.Type(ft) {
		return op.EmitError("reference to function with mismatched type")
	}
	return nil
}

var _ = fmt.Sprintf
