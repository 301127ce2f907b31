package llvm

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the op verifiers; messages follow mlir-opt-22's.

func plainError(op *ir.Operation, format string, args ...any) error {
	// Some upstream diagnostics carry no "'op' op" prefix.
	return &ir.Diagnostic{Severity: ir.SevError, Loc: op.Loc(), Op: op, Message: fmt.Sprintf(format, args...)}
}

func intWidth(t ir.Type) int {
	if v, ok := t.(*ir.VectorType); ok {
		t = v.Elem
	}
	return ir.IntOrFloatBitWidth(t)
}

func verifyExt(op *ir.Operation) error {
	if intWidth(op.Result(0).Type()) <= intWidth(op.Operand(0).Type()) {
		what := "integer"
		if ir.IsFloat(ir.ElementTypeOrSelf(op.Operand(0).Type())) {
			what = "float"
		}
		return plainError(op, "%s width of the output type is smaller or equal to the %s width of the input type", what, what)
	}
	return nil
}

func verifyTrunc(op *ir.Operation) error { return nil }

func verifyBitcast(op *ir.Operation) error {
	from, to := op.Operand(0).Type(), op.Result(0).Type()
	if isPtr(from) != isPtr(to) {
		return op.EmitError("can only cast pointers from and to pointers")
	}
	return nil
}

func verifyConstant(op *ir.Operation) error {
	t := op.Result(0).Type()
	switch v := op.Attr("value").(type) {
	case *ir.StringAttr:
		at, ok := t.(*ArrayType)
		if !ok || at.Len != int64(len(v.Value)) || !isIntOfWidth(at.Elem, 8) {
			return op.EmitError("expected array type of %d i8 elements for the string constant", len(v.Value))
		}
	case *ir.IntegerAttr:
		if _, ok := t.(*ir.IntegerType); !ok {
			if !IsAggregate(t) {
				return op.EmitError("expected integer type")
			}
		}
	case *ir.FloatAttr:
		if !ir.IsFloat(t) && !isSignlessInt(t) {
			return op.EmitError("expected float type")
		}
	case *ir.DenseElementsAttr:
	case *ir.ArrayAttr:
		if !IsAggregate(t) {
			return op.EmitError("expected array or struct type for array attribute")
		}
	}
	return nil
}

func isIntOfWidth(t ir.Type, w int) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == w
}

func verifyAddressOf(op *ir.Operation) error {
	ref, _ := op.Attr("global_name").(*ir.SymbolRefAttr)
	sym := ir.LookupNearestSymbolFrom(op, ref)
	if sym == nil || (sym.Def() != Global && sym.Def() != FuncOp) {
		return op.EmitError("must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'")
	}
	if sym.Def() == Global {
		as := intAttrValue(sym.Attr("addr_space"), 0)
		if pt, ok := op.Result(0).Type().(*PointerType); ok && int64(pt.AddrSpace) != as {
			return op.EmitError("pointer address space must match address space of the referenced global")
		}
	}
	return nil
}

func verifyGlobal(op *ir.Operation) error {
	t := GlobalType(op)
	if t == nil {
		return op.EmitError("requires attribute 'global_type'")
	}
	if !isValidElementType(t) {
		return op.EmitError("expects type to be a valid element type for an LLVM global")
	}
	if s, ok := op.Attr("value").(*ir.StringAttr); ok {
		at, ok := t.(*ArrayType)
		if !ok || !isIntOfWidth(at.Elem, 8) || at.Len != int64(len(s.Value)) {
			return op.EmitError("requires an i8 array type of the length equal to that of the string attribute")
		}
	}
	hasRegion := op.NumRegions() > 0 && !op.Region(0).Empty()
	if hasRegion && op.HasAttr("value") {
		return op.EmitError("cannot have both initializer value and region")
	}
	if hasRegion {
		ret := op.Region(0).Front().Terminator()
		if ret == nil || ret.Def() != Return || ret.NumOperands() != 1 || ret.Operand(0).Type() != t {
			return op.EmitError("initializer region must return a value of the global type")
		}
	}
	return nil
}

// ---- memory ----

func hasSize(t ir.Type) bool {
	switch t.(type) {
	case *VoidType, *FuncType:
		return false
	}
	return IsCompatibleType(t)
}

func verifyAlloca(op *ir.Operation) error {
	if t := typeAttr(op, "elem_type"); t == nil || !hasSize(t) {
		return op.EmitError("expected a sized element type")
	}
	return nil
}

func verifyLoad(op *ir.Operation) error {
	if !hasSize(op.Result(0).Type()) {
		return op.EmitError("result #0 must be LLVM type with size, but got '%s'", ir.TypeString(op.Result(0).Type()))
	}
	return nil
}

func verifyStore(op *ir.Operation) error {
	if !hasSize(op.Operand(0).Type()) {
		return op.EmitError("operand #0 must be LLVM type with size, but got '%s'", ir.TypeString(op.Operand(0).Type()))
	}
	return nil
}

func verifyGEP(op *ir.Operation) error {
	raw, _ := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr)
	ndyn := 0
	for _, v := range raw.Ints {
		if v == GEPDynamicIndex {
			ndyn++
		}
	}
	if ndyn != op.NumOperands()-1 {
		return op.EmitError("expected as many dynamic indices as specified in 'rawConstantIndices'")
	}
	t := typeAttr(op, "elem_type")
	// The first index steps over the pointer; the rest walk into t.
	for i, idx := range GEPIndices(op) {
		if i == 0 {
			continue
		}
		switch c := t.(type) {
		case *StructType:
			k, ok := idx.(int64)
			if !ok {
				return op.EmitError("expected index %d indexing a struct to be constant", i)
			}
			if k < 0 || k >= int64(len(c.Body)) {
				return op.EmitError("index %d indexing a struct is out of bounds", i)
			}
			t = c.Body[k]
		case *ArrayType:
			t = c.Elem
		case *ir.VectorType:
			t = c.Elem
		default:
			return op.EmitError("type '%s' cannot be indexed (index #%d)", ir.TypeString(t), i)
		}
	}
	return nil
}

func verifyExtractValue(op *ir.Operation) error {
	t, why := ExtractValueType(op.Operand(0).Type(), Position(op))
	if t == nil {
		return op.EmitError("%s", why)
	}
	if t != op.Result(0).Type() {
		return op.EmitError("Type mismatch: extracting from %s should produce %s but this op returns %s",
			ir.TypeString(op.Operand(0).Type()), ir.TypeString(t), ir.TypeString(op.Result(0).Type()))
	}
	return nil
}

func verifyInsertValue(op *ir.Operation) error {
	t, why := ExtractValueType(op.Operand(0).Type(), Position(op))
	if t == nil {
		return op.EmitError("%s", why)
	}
	if t != op.Operand(1).Type() {
		return op.EmitError("Type mismatch: cannot insert %s into %s", ir.TypeString(op.Operand(1).Type()), ir.TypeString(op.Operand(0).Type()))
	}
	if op.Result(0).Type() != op.Operand(0).Type() {
		return op.EmitError("failed to verify that all of {container, res} have same type")
	}
	return nil
}

// ---- control flow ----

func verifySwitch(op *ir.Operation) error {
	cases := SwitchCases(op)
	if len(cases) != op.NumSuccessors()-1 {
		return op.EmitError("expects number of case values to match number of case destinations")
	}
	if d, ok := op.Attr("case_values").(*ir.DenseElementsAttr); ok {
		if ir.ElementTypeOrSelf(d.Type) != op.Operand(0).Type() {
			return op.EmitError("expects case value type to match condition value type")
		}
	}
	return nil
}

// llvm.return's verifier, which looks for the enclosing llvm.func or
// llvm.mlir.global (whose verifier checks the llvm.return of its region),
// is set in init: in the declaration it would make the package's
// initialization cyclic.
func init() {
	Return.Verify = verifyReturn
}

func verifyReturn(op *ir.Operation) error {
	fn := op.ParentOp()
	for fn != nil && fn.Def() != FuncOp {
		if fn.Def() == Global {
			return nil
		}
		fn = fn.ParentOp()
	}
	if fn == nil {
		return nil
	}
	ft := FunctionType(fn)
	if ft == nil {
		return nil
	}
	res := ft.Results()
	fail := func(msg string) error {
		d := op.EmitError("%s", msg)
		d.AttachNote(fn.Loc(), "when returning from function")
		return d
	}
	switch {
	case len(res) == 0 && op.NumOperands() != 0:
		return fail("expected no operands")
	case len(res) == 1 && op.NumOperands() != 1:
		return fail("expected 1 operand")
	case len(res) == 1 && op.Operand(0).Type() != res[0]:
		return fail("mismatching result types")
	}
	return nil
}

// ---- functions and calls ----

func verifyFunc(op *ir.Operation) error {
	ft := FunctionType(op)
	if ft == nil {
		return op.EmitError("requires attribute 'function_type'")
	}
	if a, ok := op.Attr("arg_attrs").(*ir.ArrayAttr); ok && len(a.Elems) != len(ft.Params) {
		return op.EmitError("expects argument attribute array to have the same number of elements as the number of function arguments, got %d, but expected %d", len(a.Elems), len(ft.Params))
	}
	body := op.Region(0)
	if body.Empty() {
		l := linkageOf(op)
		if l != "external" && l != "extern_weak" {
			return op.EmitError("external functions must have 'external' or 'extern_weak' linkage")
		}
		return nil
	}
	entry := body.Front()
	if entry.NumArgs() != len(ft.Params) {
		return op.EmitError("entry block must have %d arguments to match function signature", len(ft.Params))
	}
	for i, t := range ft.Params {
		if at := entry.Arg(i).Type(); at != t {
			return op.EmitError("entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')",
				i, ir.TypeString(at), ir.TypeString(t))
		}
	}
	return nil
}

func verifyCall(op *ir.Operation) error {
	args := CallArgs(op)
	var ft *FuncType
	if ref, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok {
		callee := ir.LookupNearestSymbolFrom(op, ref)
		if callee == nil {
			return op.EmitError("'%s' does not reference a symbol in the current scope", ref.Leaf())
		}
		if callee.Def() != FuncOp {
			return op.EmitError("'%s' does not reference a valid LLVM function", ref.Leaf())
		}
		ft = FunctionType(callee)
	} else {
		ops := op.Def().OperandGroup(op, "callee_operands")
		if len(ops) == 0 {
			return op.EmitError("must have either a `callee` attribute or at least an operand")
		}
		if !isPtr(ops[0].Type()) {
			return op.EmitError("indirect call expects a pointer as callee: %s", ir.TypeString(ops[0].Type()))
		}
		if vt, ok := typeAttr(op, "var_callee_type").(*FuncType); ok {
			ft = vt
		} else {
			return nil
		}
	}
	if ft == nil {
		return nil
	}
	if vt, ok := typeAttr(op, "var_callee_type").(*FuncType); ok && !vt.VarArg {
		return op.EmitError("expected var_callee_type to be a variadic function type")
	}
	if ft.VarArg {
		if len(args) < len(ft.Params) {
			return op.EmitError("expected var_callee_type to be a variadic function type")
		}
	} else if len(args) != len(ft.Params) {
		return op.EmitError("incorrect number of operands (%d) for callee (expecting: %d)", len(args), len(ft.Params))
	}
	for i, t := range ft.Params {
		if args[i].Type() != t {
			return op.EmitError("operand type mismatch for operand %d: '%s' != '%s'", i, ir.TypeString(args[i].Type()), ir.TypeString(t))
		}
	}
	res := ft.Results()
	if len(res) != op.NumResults() {
		return op.EmitError("incorrect number of results (%d) for callee (expecting: %d)", op.NumResults(), len(res))
	}
	if len(res) == 1 && res[0] != op.Result(0).Type() {
		return op.EmitError("result type mismatch: '%s' != '%s'", ir.TypeString(op.Result(0).Type()), ir.TypeString(res[0]))
	}
	return nil
}
