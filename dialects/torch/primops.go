package torch

import (
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// TorchScript's control flow and the other prim:: ops Torch-MLIR defines by
// hand (TorchOps.td), with its syntax; declared on demand (ResolveOp).
//
//	%0 = torch.prim.If %cond -> (!torch.int) {
//	  torch.prim.If.yield %a : !torch.int
//	} else {
//	  torch.prim.If.yield %b : !torch.int
//	}
//	%1 = torch.prim.Loop %n, %true, init(%x) {
//	^bb0(%i: !torch.int, %acc: !torch.int):
//	  torch.prim.Loop.condition %true, iter(%acc : !torch.int)
//	} : (!torch.int, !torch.bool, !torch.int) -> !torch.int

var primOps = append([]*ir.OpDef{
	PrimIf, PrimIfYield, PrimLoop, PrimLoopCondition, PrimUncheckedCast, PrimUninitialized,
	PrimPrint, PrimTupleUnpack, LinearParamsCreate, PerTensorAffineCreate, OperatorTerminator,
	PrimDictConstruct, ConstantNumber, PrimTolist, PrimCreateObject,
}, schemaDefs(primSchemas)...)

// primSchemas are TorchScript's prim:: operators that Torch-MLIR generates
// from their JIT schemas (GeneratedTorchOps.td), its value-semantic
// variants of in-place ops (torch.valsem.*), and its higher-order flex
// attention, declared from a schema as the ATen overloads are, with the
// same syntax: `%0 = torch.prim.max.int %a, %b : !torch.int, !torch.int -> !torch.int`.
var primSchemas = []string{
	"prim::dtype(Tensor a) -> int",
	"prim::device(Tensor a) -> Device",
	"prim::layout(Tensor a) -> Layout",
	"prim::max.int(int a, int b) -> int",
	"prim::max.self_int(int[] self) -> int",
	"prim::min.int(int a, int b) -> int",
	"prim::min.self_int(int[] self) -> int",
	"prim::abs.Scalar(Scalar a) -> Scalar",
	"prim::RaiseException(str msg, str? cls=None) -> ()",
	"valsem::aten__bernoulli.float(Tensor self, float p=0.5, Generator? generator=None) -> Tensor",
	// torch.hop_flex_attention: score_mod_fn and mask_mod_fn are symbol attributes.
	"torch::hop_flex_attention(Tensor query, Tensor key, Tensor value, float scale, bool enable_gqa, bool return_lse) -> (Tensor output, Tensor? logsumexp, Tensor? maxscore)",
}

// schemaDefs declares the ops of schemas; a torch:: schema names
// torch.<name> (Torch-MLIR's own ops), and `__` in a valsem:: name stands
// for the dot of torch.valsem.aten.<name>.
func schemaDefs(schemas []string) []*ir.OpDef {
	var defs []*ir.OpDef
	for _, text := range schemas {
		s, err := ParseSchema(text)
		if err != nil {
			panic(fmt.Sprintf("torch: bad schema %q: %v", text, err))
		}
		d := atenDef(s)
		d.Name = strings.Replace(d.Name, "torch.torch.", "torch.", 1)
		if strings.HasPrefix(d.Name, "torch.valsem.") {
			d.Name = strings.Replace(d.Name, "__", ".", 1)
		}
		defs = append(defs, d)
	}
	return defs
}

// PrimIf is torch.prim.If: `%r = torch.prim.If %c -> (T) { ... } else { ... }`.
var PrimIf = &ir.OpDef{
	Name:     "torch.prim.If",
	Summary:  "TorchScript prim::If op",
	Operands: []ir.ArgDef{{Name: "condition", Type: TorchBool}},
	Results:  []ir.ArgDef{{Name: "results", Type: AnyTorchType, Arity: ir.Variadic}},
	Regions:  []ir.RegionDef{{Name: "thenRegion", SizedOne: true}, {Name: "elseRegion", SizedOne: true}},
	Traits:   ir.RecursiveMemoryEffects | ir.SingleBlock,
	Parse: func(p ir.AsmParser, st *ir.OperationState) error {
		c, err := p.ParseOperand()
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(c, Bool(p.Context()))
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		if !p.ParseOptionalPunct(")") {
			ts, err := p.ParseTypeList()
			if err != nil {
				return err
			}
			st.Types = append(st.Types, ts...)
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
		}
		for i := 0; i < 2; i++ {
			if i == 1 {
				if err := p.ParseKeyword("else"); err != nil {
					return err
				}
			}
			r := ir.NewRegion()
			if err := p.ParseRegion(r, nil); err != nil {
				return err
			}
			st.Regions = append(st.Regions, r)
		}
		attrs, err := p.ParseOptionalAttrDict()
		st.Attrs = append(st.Attrs, attrs...)
		return err
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation) {
		p.WriteByte(' ')
		p.PrintOperand(PrimIfArgs[*ir.Value](op.Operands()).Condition())
		p.WriteString(" -> (")
		p.PrintTypeList(op.ResultTypes())
		p.WriteString(") ")
		p.PrintRegion(op.Region(0), false, true, false)
		p.WriteString(" else ")
		p.PrintRegion(op.Region(1), false, true, false)
		p.PrintOptionalAttrDict(op.Attrs())
	},
	Verify: func(op *ir.Operation) error {
		for i := 0; i < 2; i++ {
			t := terminatorOf(op, i)
			if t == nil || t.Name() != PrimIfYield.Name {
				return op.EmitOpError("expects its regions to end in 'torch.prim.If.yield'")
			}
			if t.NumOperands() != op.NumResults() {
				return op.EmitOpError("region #%d yields %d values for %d results", i, t.NumOperands(), op.NumResults())
			}
			for j, v := range t.Operands() {
				if v.Type() != op.Result(j).Type() {
					return op.EmitOpError("region #%d yields '%s' for result #%d of type '%s'", i,
						ir.TypeString(v.Type()), j, ir.TypeString(op.Result(j).Type()))
				}
			}
		}
		return nil
	},
}

// PrimIfYield ends the regions of torch.prim.If: `torch.prim.If.yield %a : !torch.int`.
var PrimIfYield = &ir.OpDef{
	Name:     "torch.prim.If.yield",
	Summary:  "yield-like terminator for torch.prim.If",
	Operands: []ir.ArgDef{{Name: "results", Type: AnyTorchType, Arity: ir.Variadic}},
	Traits:   ir.Terminator | ir.ReturnLike | ir.Pure,
	Format:   "attr-dict ($results^ `:` type($results))?",
}

// PrimLoop is torch.prim.Loop: TorchScript's loop, run while the trip
// count is not reached and the condition holds; its block takes the
// iteration number and the loop-carried values.
var PrimLoop = &ir.OpDef{
	Name:    "torch.prim.Loop",
	Summary: "TorchScript prim::Loop op",
	Operands: []ir.ArgDef{
		{Name: "maxTripCount", Type: TorchInt},
		{Name: "initialCondition", Type: TorchBool},
		{Name: "iterArgsInit", Type: AnyTorchType, Arity: ir.Variadic},
	},
	Results: []ir.ArgDef{{Name: "results", Type: AnyTorchType, Arity: ir.Variadic}},
	Regions: []ir.RegionDef{{Name: "region", SizedOne: true}},
	Traits:  ir.RecursiveMemoryEffects | ir.SingleBlock,
	Format:  "$maxTripCount `,` $initialCondition `,` `init` `(` $iterArgsInit `)` $region attr-dict `:` functional-type(operands, results)",
	Verify: func(op *ir.Operation) error {
		if op.NumOperands() < 2 {
			return nil
		}
		if op.NumOperands()-2 != op.NumResults() {
			return op.EmitOpError("has %d loop-carried values but %d results", op.NumOperands()-2, op.NumResults())
		}
		t := terminatorOf(op, 0)
		if t == nil || t.Name() != PrimLoopCondition.Name {
			return op.EmitOpError("expects its region to end in 'torch.prim.Loop.condition'")
		}
		return nil
	},
}

// PrimLoopCondition ends torch.prim.Loop's block:
// `torch.prim.Loop.condition %cond, iter(%x : !torch.int)`.
var PrimLoopCondition = &ir.OpDef{
	Name:    "torch.prim.Loop.condition",
	Summary: "yield-like terminator for torch.prim.Loop",
	Operands: []ir.ArgDef{
		{Name: "shouldContinue", Type: TorchBool},
		{Name: "iterArgs", Type: AnyTorchType, Arity: ir.Variadic},
	},
	Traits: ir.Terminator | ir.Pure,
	Format: "$shouldContinue `,` `iter` `(` ($iterArgs^ `:` type($iterArgs))? `)` attr-dict",
}

// PrimUncheckedCast is torch.prim.unchecked_cast: a refinement to a
// subtype that the program has checked (optional<T> to T after an `is not None`).
var PrimUncheckedCast = &ir.OpDef{
	Name:     "torch.prim.unchecked_cast",
	Summary:  "TorchScript prim::unchecked_cast op",
	Operands: []ir.ArgDef{{Name: "x", Type: AnyTorchType}},
	Results:  []ir.ArgDef{{Name: "result", Type: AnyTorchType}},
	Traits:   ir.Pure,
	Format:   "$x attr-dict `:` type($x) `->` type($result)",
	Verify: func(op *ir.Operation) error {
		from, to := PrimUncheckedCastArgs[*ir.Value](op.Operands()).X().Type(), op.Result(0).Type()
		if !IsValidSubtype(to, from) {
			return op.EmitOpError("operand type '%s' and result type '%s' are cast incompatible",
				ir.TypeString(from), ir.TypeString(to))
		}
		return nil
	},
}

// PrimUninitialized is torch.prim.Uninitialized: `%0 = torch.prim.Uninitialized : !torch.tensor`.
var PrimUninitialized = &ir.OpDef{
	Name:    "torch.prim.Uninitialized",
	Summary: "TorchScript prim::Uninitialized op",
	Results: []ir.ArgDef{{Name: "result", Type: AnyTorchType}},
	Traits:  ir.Pure,
	Format:  "attr-dict `:` type($result)",
}

// PrimPrint is torch.prim.Print: `torch.prim.Print(%x) : !torch.tensor`.
var PrimPrint = &ir.OpDef{
	Name:     "torch.prim.Print",
	Summary:  "TorchScript prim::Print op",
	Operands: []ir.ArgDef{{Name: "operands", Type: AnyTorchType, Arity: ir.Variadic}},
	Format:   "`(` $operands `)` attr-dict `:` type($operands)",
}

// PrimTupleUnpack is torch.prim.TupleUnpack:
// `%0:2 = torch.prim.TupleUnpack %t : !torch.tuple<int, int> -> !torch.int, !torch.int`.
var PrimTupleUnpack = &ir.OpDef{
	Name:     "torch.prim.TupleUnpack",
	Summary:  "TorchScript prim::TupleUnpack op",
	Operands: []ir.ArgDef{{Name: "tup", Type: AnyTorchTuple}},
	Results:  []ir.ArgDef{{Name: "results", Type: AnyTorchType, Arity: ir.Variadic}},
	Traits:   ir.Pure,
	Format:   "$tup attr-dict `:` type($tup) `->` type($results)",
}

// LinearParamsCreate is torch.linear_params.create: the packed weight and
// optional bias of a quantized linear layer.
// `%p = torch.linear_params.create %w, %b : !torch.tensor, !torch.tensor`.
var LinearParamsCreate = &ir.OpDef{
	Name:    "torch.linear_params.create",
	Summary: "Create a `!torch.LinearParams`",
	Operands: []ir.ArgDef{
		{Name: "weight", Type: AnyTorchTensor},
		{Name: "bias", Type: AnyTorchTensor, Arity: ir.Optional},
	},
	Results: []ir.ArgDef{{Name: "result", Type: &ir.TypeConstraint{Summary: "!torch.LinearParams",
		Pred: func(t ir.Type) bool { return IsPrim(t, KindLinearParams) }}}},
	Traits: ir.Pure,
	Parse: func(p ir.AsmParser, st *ir.OperationState) error {
		us, err := p.ParseOperandList()
		if err != nil {
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
		ts, err := p.ParseTypeList()
		if err != nil {
			return err
		}
		if len(us) < 1 || len(us) > 2 || len(ts) != len(us) {
			return p.Errorf("expected a weight and an optional bias, each with its type")
		}
		vs, err := p.ResolveOperands(us, ts)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
		st.Types = append(st.Types, Prim(p.Context(), KindLinearParams))
		return nil
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation) {
		p.WriteByte(' ')
		p.PrintOperands(op.Operands())
		p.PrintOptionalAttrDict(op.Attrs())
		p.WriteString(" : ")
		p.PrintTypeList(op.OperandTypes())
	},
}

// PerTensorAffineCreate is torch.per_tensor_affine.create: a quantized
// tensor from its integer representation, scale and zero point.
var PerTensorAffineCreate = &ir.OpDef{
	Name:    "torch.per_tensor_affine.create",
	Summary: "Create a per-tensor-affine quantized tensor",
	Operands: []ir.ArgDef{
		{Name: "int_repr", Type: AnyTorchTensor},
		{Name: "scale", Type: TorchFloat},
		{Name: "offset", Type: TorchInt},
	},
	Results: []ir.ArgDef{{Name: "result", Type: AnyTorchTensor}},
	Traits:  ir.Pure,
	Format:  "$int_repr `,` $scale `,` $offset attr-dict `:` type($int_repr) `,` type($scale) `,` type($offset) `->` type($result)",
}

// OperatorTerminator ends the regions of a torch.operator:
// `torch.operator_terminator %x : !torch.vtensor`.
var OperatorTerminator = &ir.OpDef{
	Name:      "torch.operator_terminator",
	Summary:   "Implicit terminator for torch.operator",
	Operands:  []ir.ArgDef{{Name: "operands", Type: AnyTorchType, Arity: ir.Variadic}},
	Traits:    ir.Terminator | ir.ReturnLike,
	ParentOps: []string{Operator.Name},
	Format:    "$operands attr-dict `:` type($operands)",
}

// PrimDictConstruct is torch.prim.DictConstruct: a dict from its keys and
// values (the first and second half of its operands).
// `%d = torch.prim.DictConstruct keys(%k : !torch.str) values(%v : !torch.tensor) -> !torch.dict<str, tensor>`.
var PrimDictConstruct = &ir.OpDef{
	Name:     "torch.prim.DictConstruct",
	Summary:  "TorchScript prim::DictConstruct op",
	Operands: []ir.ArgDef{{Name: "keysAndValues", Type: AnyTorchType, Arity: ir.Variadic}},
	Results: []ir.ArgDef{{Name: "result", Type: &ir.TypeConstraint{Summary: "!torch.dict",
		Pred: func(t ir.Type) bool { return IsContainer(t, KindDict) }}}},
	Traits: ir.Pure,
	Parse: func(p ir.AsmParser, st *ir.OperationState) error {
		for _, kw := range []string{"keys", "values"} {
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
			if err := p.ParsePunct("("); err != nil {
				return err
			}
			if !p.ParseOptionalPunct(")") {
				us, err := p.ParseOperandList()
				if err != nil {
					return err
				}
				if err := p.ParsePunct(":"); err != nil {
					return err
				}
				ts, err := p.ParseTypeList()
				if err != nil {
					return err
				}
				vs, err := p.ResolveOperands(us, ts)
				if err != nil {
					return err
				}
				st.Operands = append(st.Operands, vs...)
				if err := p.ParsePunct(")"); err != nil {
					return err
				}
			}
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		st.Types = append(st.Types, t)
		return nil
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation) {
		kv := PrimDictConstructArgs[*ir.Value](op.Operands()).KeysAndValues()
		n := len(kv) / 2
		for i, kw := range []string{" keys(", " values("} {
			vs := kv[i*n : (i+1)*n]
			p.WriteString(kw)
			if len(vs) > 0 {
				p.PrintOperands(vs)
				p.WriteString(" : ")
				ts := make([]ir.Type, len(vs))
				for j, v := range vs {
					ts[j] = v.Type()
				}
				p.PrintTypeList(ts)
			}
			p.WriteByte(')')
		}
		p.PrintOptionalAttrDict(op.Attrs())
		p.WriteString(" -> ")
		p.PrintType(op.Result(0).Type())
	},
	Verify: func(op *ir.Operation) error {
		if op.NumOperands()%2 != 0 {
			return op.EmitOpError("expects as many keys as values, but has %d operands", op.NumOperands())
		}
		d := op.Result(0).Type().(*ContainerType)
		n := op.NumOperands() / 2
		for i, v := range op.Operands() {
			want := d.Elems[i/n]
			if !IsValidSubtype(v.Type(), want) {
				return op.EmitOpError("operand #%d of type '%s' is not a subtype of the dict's %s type '%s'",
					i, ir.TypeString(v.Type()), []string{"key", "value"}[i/n], ir.TypeString(want))
			}
		}
		return nil
	},
}

// ConstantNumber is torch.constant.number: an int or float constant of
// type !torch.number. `%0 = torch.constant.number 1` or `... 1.500000e+00`.
var ConstantNumber = &ir.OpDef{
	Name:    "torch.constant.number",
	Summary: "Materialize a constant `number` value.",
	Results: []ir.ArgDef{{Name: "result", Type: &ir.TypeConstraint{Summary: "!torch.number",
		Pred: func(t ir.Type) bool { return IsPrim(t, KindNumber) }}}},
	Attrs: []ir.AttrDef{{Name: "value", Constraint: &ir.AttrConstraint{Summary: "64-bit integer or float attribute",
		Pred: func(a ir.Attribute) bool {
			switch a := a.(type) {
			case *ir.IntegerAttr:
				return ir.IntOrFloatBitWidth(a.Type) == 64
			case *ir.FloatAttr:
				return a.Type.Kind == ir.F64
			}
			return false
		}}}},
	Traits: ir.Pure | ir.ConstantLike,
	Parse: func(p ir.AsmParser, st *ir.OperationState) error {
		ctx := p.Context()
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		if f, ok := a.(*ir.FloatAttr); ok && f.Type.Kind != ir.F64 {
			a = ctx.FloatAttr(ctx.F64(), f.Value())
		}
		st.AddAttr("value", a)
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		st.Types = append(st.Types, Number(ctx))
		return nil
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation) {
		p.WriteByte(' ')
		p.PrintAttrWithoutType(op.Attr("value"))
		p.PrintOptionalAttrDict(op.Attrs(), "value")
	},
}

// PrimTolist is torch.prim.tolist: a tensor's elements as a (nested) list.
// `%l = torch.prim.tolist(%t) : !torch.vtensor<[2],si64> -> !torch.list<int>`.
var PrimTolist = &ir.OpDef{
	Name:     "torch.prim.tolist",
	Summary:  "TorchScript prim::tolist op",
	Operands: []ir.ArgDef{{Name: "operands", Type: AnyTorchType, Arity: ir.Variadic}},
	Results:  []ir.ArgDef{{Name: "results", Type: AnyTorchType, Arity: ir.Variadic}},
	Format:   "`(` $operands `)` attr-dict `:` type($operands) `->` type($results)",
}

// PrimCreateObject is torch.prim.CreateObject: a new, uninitialized
// instance of a class. `%o = torch.prim.CreateObject !torch.nn.Module<"c">`.
var PrimCreateObject = &ir.OpDef{
	Name:    "torch.prim.CreateObject",
	Summary: "TorchScript prim::CreateObject op",
	Results: []ir.ArgDef{{Name: "result", Type: NnModuleT}},
	Format:  "attr-dict type($result)",
}

// The terminators' parent lists are set here: PrimIf and PrimLoop name
// their terminators, so naming them back in the declarations would make
// the package's initialization cyclic.
func init() {
	PrimIfYield.ParentOps = []string{PrimIf.Name}
	PrimLoopCondition.ParentOps = []string{PrimLoop.Name}
}
