package torchdecompose

import (
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// ReduceOpVariants is torch-reduce-op-variants: ATen ops on non-value
// tensors (!torch.tensor), as TorchScript imports them, become ops on
// value tensors, so that the rest of the pipeline sees one variant of
// each op:
//
//   - an op with value semantics (no argument it mutates, no result that
//     aliases an argument) takes copies of its tensor operands
//     (torch.copy.to_vtensor; a list or optional of tensors is rebuilt
//     from its torch.prim.ListConstruct or torch.derefine with copies)
//     and its tensor results are copied back (torch.copy.to_tensor);
//   - an in-place op `aten.X_` whose self is a non-value tensor becomes
//     the out-of-place `aten.X` (or Torch-MLIR's `valsem.aten.X` where
//     ATen has none) on copies, whose result overwrites self
//     (torch.overwrite.tensor.contents); its result is self;
//   - torch.tensor.literal becomes torch.vtensor.literal and a copy.
//
// Views (results aliasing an argument) stay on non-value tensors. An op
// that must be converted but cannot be (a list of tensors that is a
// function argument, an in-place op without an out-of-place form) is an
// error, with the wording of MLIR's conversion framework.
var ReduceOpVariants = &passes.Pass{
	Argument: "torch-reduce-op-variants",
	Name:     "ReduceOpVariantsPass",
	Summary:  "Reduces variants of ops to a smaller set of ops",
	Description: "Converts ATen ops on non-value tensors (!torch.tensor) to value tensors: an op with value semantics " +
		"takes torch.copy.to_vtensor copies of its tensor operands (lists and optionals of tensors rebuilt from their " +
		"torch.prim.ListConstruct or torch.derefine) and its results are copied back with torch.copy.to_tensor; an " +
		"in-place op aten.X_ on a non-value self becomes aten.X (or Torch-MLIR's valsem.aten.X) on copies whose result " +
		"overwrites self " +
		"(torch.overwrite.tensor.contents); torch.tensor.literal becomes torch.vtensor.literal and a copy. Views " +
		"stay. An op that cannot be converted (a tensor list or optional that no ListConstruct or derefine " +
		"makes, an in-place op without an out-of-place form or that changes self's type) is an error: \"failed to " +
		"legalize operation\".",
	Anchor: "",
	Run: func(r *passes.Run) error {
		var ops []*ir.Operation
		ir.Walk(r.Op, ir.PostOrder, func(op *ir.Operation) ir.WalkResult {
			if op.Name() == torch.TensorLiteral.Name || strings.HasPrefix(op.Name(), "torch.aten.") {
				ops = append(ops, op)
			}
			return ir.Advance
		})
		var diags passes.Diagnostics
		changed := false
		for _, op := range ops {
			done, err := reduceVariant(r.Ctx, op)
			if err != "" {
				diags = append(diags, op.EmitError("failed to legalize operation '%s' that was explicitly marked illegal: %s", op.Name(), err))
			}
			changed = changed || done
		}
		if len(diags) > 0 {
			return diags
		}
		if !changed {
			r.MarkUnchanged()
		}
		return nil
	},
}

// reduceVariant converts op when it needs it; it reports whether it did,
// or why it could not.
func reduceVariant(ctx *ir.Context, op *ir.Operation) (bool, string) {
	if op.Name() == torch.TensorLiteral.Name {
		return reduceLiteral(ctx, op)
	}
	s := torch.ATenSchema(op.Def())
	if s == nil || !hasNonValueTensor(op) {
		return false, ""
	}
	if inPlace(s) {
		return reduceInPlace(ctx, op, s)
	}
	for _, a := range append(append([]torch.SchemaArg{}, s.Args...), s.Returns...) {
		if a.Mutable || strings.Contains(a.TypeText, "(") {
			// A view, or an op writing an argument other than an in-place
			// self (out= forms): not a value-semantics op.
			return false, ""
		}
	}
	b := builderBefore(ctx, op)
	operands, why := valueOperands(b, op)
	if why != "" {
		return false, why
	}
	var types []ir.Type
	for i, v := range op.Results() {
		t, ok := valueType(v.Type())
		if !ok {
			return false, fmt.Sprintf("result #%d of type '%s' has no value form", i, ir.TypeString(v.Type()))
		}
		types = append(types, t)
	}
	nop := b.CreateOp(op.Name(), operands, types, op.Attrs()...)
	results := make([]*ir.Value, op.NumResults())
	for i, v := range op.Results() {
		results[i] = nop.Result(i)
		if t, ok := v.Type().(*torch.TensorType); ok && !t.Value {
			results[i] = b.CreateOp(torch.CopyToTensor.Name, []*ir.Value{nop.Result(i)}, []ir.Type{t}).Result(0)
		}
	}
	op.ReplaceAllUsesWith(results)
	op.Erase()
	return true, ""
}

// reduceLiteral turns torch.tensor.literal into torch.vtensor.literal,
// typed by its attribute where the result type leaves sizes or dtype
// out, and a copy (cast back to the result type).
func reduceLiteral(ctx *ir.Context, op *ir.Operation) (bool, string) {
	t, ok := op.Result(0).Type().(*torch.TensorType)
	ta, ok2 := op.Attr("value").(ir.TypedAttr)
	if !ok || !ok2 {
		return false, ""
	}
	at, ok := ta.AttrType().(*ir.RankedTensorType)
	if !ok {
		return false, ""
	}
	dtype := t.Dtype
	if dtype == nil {
		dtype = at.Elem
		if it, ok := at.Elem.(*ir.IntegerType); ok && it.Width > 1 && it.Signedness == ir.Signless {
			dtype = ctx.IntegerType(it.Width, ir.Signed) // torch's integer dtypes are signed
		}
	}
	vt := torch.VTensor(ctx, at.Dims, dtype)
	b := builderBefore(ctx, op)
	lit := b.CreateOp(torch.VTensorLiteral.Name, nil, []ir.Type{vt}, op.Attrs()...)
	res := b.CreateOp(torch.CopyToTensor.Name, []*ir.Value{lit.Result(0)}, []ir.Type{vt.WithoutValueSemantics()}).Result(0)
	if res.Type() != ir.Type(t) {
		res = b.CreateOp(torch.TensorStaticInfoCast.Name, []*ir.Value{res}, []ir.Type{t}).Result(0)
	}
	op.ReplaceAllUsesWith([]*ir.Value{res})
	op.Erase()
	return true, ""
}

// reduceInPlace turns aten.X_(self, ...) on a non-value self into
// aten.X on value tensors whose result overwrites self.
func reduceInPlace(ctx *ir.Context, op *ir.Operation, s *torch.Schema) (bool, string) {
	written := mutatedOperand(op, s)
	self, ok := written.Type().(*torch.TensorType)
	if !ok || self.Value {
		return false, "" // on value tensors: torch-decompose-complex-ops' concern
	}
	base, overload, _ := strings.Cut(strings.TrimPrefix(op.Name(), "torch.aten."), ".")
	name := strings.TrimSuffix(base, "_")
	if overload != "" {
		name += "." + overload
	}
	if ctx.LookupOp("torch.aten."+name) != nil {
		name = "torch.aten." + name
	} else if ctx.LookupOp("torch.valsem.aten."+name) != nil {
		// The value-semantics variant Torch-MLIR declares where ATen has no
		// out-of-place overload (bernoulli_.float).
		name = "torch.valsem.aten." + name
	} else {
		return false, fmt.Sprintf("no out-of-place overload 'torch.aten.%s' of the in-place op", name)
	}
	if op.NumResults() != 1 {
		return false, "an in-place op with several results"
	}
	rt, ok := op.Result(0).Type().(*torch.TensorType)
	if !ok {
		return false, fmt.Sprintf("result of type '%s' is not a tensor", ir.TypeString(op.Result(0).Type()))
	}
	if !torch.AreCompatibleTensors(rt, self) {
		return false, fmt.Sprintf("the op changes self's type from '%s' to '%s'", ir.TypeString(self), ir.TypeString(rt))
	}
	b := builderBefore(ctx, op)
	operands, why := valueOperands(b, op)
	if why != "" {
		return false, why
	}
	nop := b.CreateOp(name, operands, []ir.Type{rt.WithValueSemantics()})
	if nop.Def() == nil || nop.NumOperands() != len(operands) {
		nop.Erase()
		return false, fmt.Sprintf("'%s' does not take the in-place op's operands", name)
	}
	v := nop.Result(0)
	if want := self.WithValueSemantics(); v.Type() != want {
		v = b.CreateOp(torch.TensorStaticInfoCast.Name, []*ir.Value{v}, []ir.Type{want}).Result(0)
	}
	b.CreateOp(torch.OverwriteTensorContents.Name, []*ir.Value{v, written}, nil)
	res := written
	if res.Type() != op.Result(0).Type() {
		res = b.CreateOp(torch.TensorStaticInfoCast.Name, []*ir.Value{res}, []ir.Type{op.Result(0).Type()}).Result(0)
	}
	op.ReplaceAllUsesWith([]*ir.Value{res})
	op.Erase()
	return true, ""
}

// inPlace reports whether s is an in-place overload (`aten::X_`) whose
// self it mutates.
// mutatedOperand is the operand of op that its schema s marks as written
// (`Tensor(a!) self`, the first argument of an in-place op).
func mutatedOperand(op *ir.Operation, s *torch.Schema) *ir.Value {
	for i, a := range s.Args {
		if a.Mutable {
			return op.Operand(i)
		}
	}
	return nil
}

func inPlace(s *torch.Schema) bool {
	base, _, _ := strings.Cut(strings.TrimPrefix(s.OpName(), "torch.aten."), ".")
	return strings.HasSuffix(base, "_") && !strings.HasSuffix(base, "__") && len(s.Args) > 0 && s.Args[0].Mutable
}

func builderBefore(ctx *ir.Context, op *ir.Operation) *ir.Builder {
	b := ir.NewBuilder(ctx)
	b.Loc = op.Loc()
	b.SetInsertionPoint(op)
	return b
}

// hasNonValueTensor reports whether an operand or result of op holds a
// non-value tensor (directly or in a list, optional or tuple).
func hasNonValueTensor(op *ir.Operation) bool {
	for _, t := range append(op.OperandTypes(), op.ResultTypes()...) {
		if vt, ok := valueType(t); !ok || vt != t {
			return true
		}
	}
	return false
}

// valueType is t with its non-value tensors (contained ones too) made
// value tensors; ok is false for a type that has no value form.
func valueType(t ir.Type) (ir.Type, bool) {
	switch x := t.(type) {
	case *torch.TensorType:
		return x.WithValueSemantics(), true
	case *torch.ContainerType:
		elems := make([]ir.Type, len(x.Elems))
		same := true
		for i, e := range x.Elems {
			v, ok := valueType(e)
			if !ok {
				return nil, false
			}
			elems[i], same = v, same && v == e
		}
		if same {
			return t, true
		}
		return torch.Container(x.Context(), x.Kind, elems...), true
	}
	return t, true
}

// valueOperands returns op's operands in value form, inserting the
// copies (and rebuilt lists and optionals) before op.
func valueOperands(b *ir.Builder, op *ir.Operation) ([]*ir.Value, string) {
	out := make([]*ir.Value, op.NumOperands())
	for i, v := range op.Operands() {
		w, why := valueOf(b, v)
		if why != "" {
			return nil, fmt.Sprintf("operand #%d: %s", i, why)
		}
		out[i] = w
	}
	return out, ""
}

// valueOf is v in value form: a copy of a non-value tensor, a list
// rebuilt from its ListConstruct, an optional from its derefine.
func valueOf(b *ir.Builder, v *ir.Value) (*ir.Value, string) {
	vt, ok := valueType(v.Type())
	if !ok {
		return nil, fmt.Sprintf("type '%s' has no value form", ir.TypeString(v.Type()))
	}
	if vt == v.Type() {
		return v, ""
	}
	if t, ok := v.Type().(*torch.TensorType); ok {
		return b.CreateOp(torch.CopyToVTensor.Name, []*ir.Value{v}, []ir.Type{t.WithValueSemantics()}).Result(0), ""
	}
	d := v.DefiningOp()
	switch {
	case d != nil && d.Name() == torch.PrimListConstruct.Name:
		elems := make([]*ir.Value, d.NumOperands())
		for i, e := range d.Operands() {
			w, why := valueOf(b, e)
			if why != "" {
				return nil, why
			}
			elems[i] = w
		}
		return b.CreateOp(torch.PrimListConstruct.Name, elems, []ir.Type{vt}).Result(0), ""
	case d != nil && d.Def() == torch.Derefine:
		w, why := valueOf(b, torch.DerefineArgs[*ir.Value](d.Operands()).Operand())
		if why != "" {
			return nil, why
		}
		return b.CreateOp(torch.Derefine.Name, []*ir.Value{w}, []ir.Type{vt}).Result(0), ""
	}
	return nil, fmt.Sprintf("'%s' holds non-value tensors that no torch.prim.ListConstruct or torch.derefine makes", ir.TypeString(v.Type()))
}
