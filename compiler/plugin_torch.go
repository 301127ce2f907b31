package compiler

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
)

// Segments at the torch-backend level: the backend gets them on torch
// types (!torch.vtensor, !torch.int...), as Torch-MLIR's backend contract
// has them, and compiles each into _mlir_ciface_F of the builtin types
// they lower to (!torch.vtensor<[4,8],f32> is tensor<4x8xf32>, then a
// memref descriptor; !torch.int is i64, !torch.float f64, !torch.bool
// i1), as Strata's own lowering of the function would. The host's
// declaration of each segment says so: it takes and returns those builtin
// types, and each call converts its operands and results with torch_c's
// casts, which the torch to linalg lowering folds away like its own.

// casts are torch_c's casts of a torch type to its builtin type and back.
type casts struct{ to, from *ir.OpDef }

// hostDeclarations gives each segment declaration of top (decls) its
// builtin signature and rewrites the calls to it.
func hostDeclarations(top *ir.Operation, decls []*ir.Operation) error {
	ctx := top.Context()
	converted := map[string]*ir.Operation{}
	for _, d := range decls {
		ft := fn.FunctionType(d)
		in, err := builtinTypes(d, ft.Inputs)
		if err != nil {
			return err
		}
		out, err := builtinTypes(d, ft.Results)
		if err != nil {
			return err
		}
		d.SetAttr("function_type", ctx.TypeAttr(ctx.FunctionType(in, out)))
		converted[ir.SymbolName(d)] = d
	}
	var calls []*ir.Operation
	ir.Walk(top, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Def() == fn.Call {
			if ref, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok && converted[ref.Root] != nil {
				calls = append(calls, op)
			}
		}
		return ir.Advance
	})
	for _, call := range calls {
		rewriteCall(call, fn.FunctionType(converted[call.Attr("callee").(*ir.SymbolRefAttr).Root]))
	}
	return nil
}

// builtinTypes are the builtin types of the torch types ts of segment d's
// signature.
func builtinTypes(d *ir.Operation, ts []ir.Type) ([]ir.Type, error) {
	out := make([]ir.Type, len(ts))
	for i, t := range ts {
		b, _ := builtinOf(t)
		if b == nil {
			return nil, d.EmitError("segment @%s: its type %s has no builtin type to cross to the backend with", ir.SymbolName(d), ir.TypeString(t))
		}
		out[i] = b
	}
	return out, nil
}

// builtinOf is the builtin type of t and the casts to it and back (none
// for a type that is already builtin; a nil type for a torch type without
// one, such as !torch.list<int>).
func builtinOf(t ir.Type) (ir.Type, casts) {
	switch tt := t.(type) {
	case *torch.TensorType:
		if !tt.Value || tt.BuiltinEquivalent() == nil {
			return nil, casts{}
		}
		return tt.BuiltinEquivalent(), casts{torch.ToBuiltinTensor, torch.FromBuiltinTensor}
	case *torch.PrimType:
		switch tt.Kind {
		case torch.KindInt:
			return tt.BuiltinEquivalent(), casts{torch.ToI64, torch.FromI64}
		case torch.KindFloat:
			return tt.BuiltinEquivalent(), casts{torch.ToF64, torch.FromF64}
		case torch.KindBool:
			return tt.BuiltinEquivalent(), casts{torch.ToI1, torch.FromI1}
		}
		return nil, casts{}
	}
	if _, ok := t.(interface{ BuiltinEquivalent() ir.Type }); ok {
		return nil, casts{} // another torch type
	}
	return t, casts{}
}

// rewriteCall replaces call (on torch types) by a call of signature ft
// (their builtin types) between casts.
func rewriteCall(call *ir.Operation, ft *ir.FunctionType) {
	b := ir.NewBuilder(call.Context())
	b.SetInsertionPoint(call)
	b.Loc = call.Loc()
	args := make([]*ir.Value, call.NumOperands())
	for i, v := range call.Operands() {
		args[i] = v
		if _, c := builtinOf(v.Type()); c.to != nil {
			args[i] = b.Build(c.to, []*ir.Value{v}, []ir.Type{ft.Inputs[i]}).Result(0)
		}
	}
	nc := b.Build(fn.Call, args, ft.Results, ir.NamedAttr{Name: "callee", Value: call.Attr("callee")})
	for i, r := range call.Results() {
		v := nc.Result(i)
		if _, c := builtinOf(r.Type()); c.from != nil {
			v = b.Build(c.from, []*ir.Value{v}, []ir.Type{r.Type()}).Result(0)
		}
		r.ReplaceAllUsesWith(v)
	}
	call.Erase()
}
