package torch

import "github.com/strata-compiler/strata/ir"

// The torch_c dialect: casts between torch types and builtin types, the
// glue that conversions out of the torch dialect leave between converted
// and not yet converted ops (Torch-MLIR's TorchConversion dialect).

func tensorCast(name, summary string, from, to *ir.TypeConstraint) *ir.OpDef {
	return &ir.OpDef{
		Name:     "torch_c." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "operand", Type: from}},
		Results:  []ir.ArgDef{{Name: "result", Type: to}},
		Traits:   ir.Pure,
		Format:   "$operand attr-dict `:` type($operand) `->` type($result)",
		Verify:   verifyBuiltinTensorCast,
	}
}

// verifyBuiltinTensorCast checks that the builtin tensor is the one the
// !torch.vtensor lowers to.
func verifyBuiltinTensorCast(op *ir.Operation) error {
	torchType, builtinType := TensorCastArgs[*ir.Value](op.Operands()).Operand().Type(), op.Result(0).Type()
	if _, ok := torchType.(*TensorType); !ok {
		torchType, builtinType = builtinType, torchType
	}
	t := torchType.(*TensorType)
	want := t.BuiltinTensorType()
	if want == nil {
		return op.EmitError("'%s' has no builtin tensor type: its dtype is unknown", ir.TypeString(t))
	}
	if want != builtinType {
		return op.EmitError("builtin tensor type '%s' does not match '%s' (expected '%s')",
			ir.TypeString(builtinType), ir.TypeString(t), ir.TypeString(want))
	}
	return nil
}

// scalarCast declares `torch_c.to_i64 %x`: operand and result types are
// implied by the op, so the form has neither.
func scalarCast(name, summary string, from, to *ir.TypeConstraint) *ir.OpDef {
	return &ir.OpDef{
		Name:     "torch_c." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "operand", Type: from}},
		Results:  []ir.ArgDef{{Name: "result", Type: to}},
		Traits:   ir.Pure,
		Parse: func(p ir.AsmParser, st *ir.OperationState) error {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			v, err := p.ResolveOperand(u, from.Build(p.Context()))
			if err != nil {
				return err
			}
			attrs, err := p.ParseOptionalAttrDict()
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
			st.Attrs = append(st.Attrs, attrs...)
			st.Types = append(st.Types, to.Build(p.Context()))
			return nil
		},
		Print: func(p *ir.AsmPrinter, op *ir.Operation) {
			if op.NumOperands() != 1 {
				p.WriteString(" <<INVALID: expects one operand>>")
				return
			}
			p.WriteByte(' ')
			p.PrintOperand(ScalarCastArgs[*ir.Value](op.Operands()).Operand())
			p.PrintOptionalAttrDict(op.Attrs())
		},
	}
}

var (
	// ToBuiltinTensor is torch_c.to_builtin_tensor:
	// `%t = torch_c.to_builtin_tensor %x : !torch.vtensor<[2],si64> -> tensor<2xi64>`.
	ToBuiltinTensor = tensorCast("to_builtin_tensor", "Convert a `!torch.vtensor` to a `tensor`", ValueTensor, BuiltinTensor)
	// FromBuiltinTensor is torch_c.from_builtin_tensor, the inverse.
	FromBuiltinTensor = tensorCast("from_builtin_tensor", "Convert a `tensor` to a `!torch.vtensor`", BuiltinTensor, ValueTensor)

	// ToI64 is torch_c.to_i64: `%i = torch_c.to_i64 %int3` (!torch.int → i64).
	ToI64 = scalarCast("to_i64", "Convert a `!torch.int` to an `i64`", TorchInt, I64)
	// FromI64 is torch_c.from_i64 (i64 → !torch.int).
	FromI64 = scalarCast("from_i64", "Convert an `i64` to a `!torch.int`", I64, TorchInt)
	// ToF64 is torch_c.to_f64 (!torch.float → f64).
	ToF64 = scalarCast("to_f64", "Convert a `!torch.float` to an `f64`", TorchFloat, F64)
	// FromF64 is torch_c.from_f64 (f64 → !torch.float).
	FromF64 = scalarCast("from_f64", "Convert an `f64` to a `!torch.float`", F64, TorchFloat)
	// ToI1 is torch_c.to_i1 (!torch.bool → i1).
	ToI1 = scalarCast("to_i1", "Convert a `!torch.bool` to an `i1`", TorchBool, I1)
	// FromI1 is torch_c.from_i1 (i1 → !torch.bool).
	FromI1 = scalarCast("from_i1", "Convert an `i1` to a `!torch.bool`", I1, TorchBool)
)

// GetNextSeed is torch_c.get_next_seed: `%s = torch_c.get_next_seed : () -> i64`,
// the next value of the program's random seed (Torch-MLIR's
// TorchConversion op). Every execution advances the seed, so it is not
// Pure: it is neither folded, merged nor erased.
var GetNextSeed = &ir.OpDef{
	Name:    "torch_c.get_next_seed",
	Summary: "Get the next global seed",
	Results: []ir.ArgDef{{Name: "result", Type: I64}},
	Format:  "attr-dict `:` `(` `)` `->` type($result)",
}
