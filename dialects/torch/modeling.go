package torch

import (
	"sort"
	"strings"

	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/ir"
)

// Torch-MLIR's own ops, which model what no PyTorch operator does: shape
// and dtype calculations, global slots and their initializer, copies into
// non-value tensors, dtype promotion and run-time assertions. Syntax and
// verifiers as Torch-MLIR's (TorchOps.td).
//
// The compiler does not lower or interpret them, so they are not
// registered in every context: like the overloads of schemas it does not
// handle, they are declared when a program first names one (ResolveOp).

// modelingOps are the ops of this file, declared on demand.
var modelingOps = []*ir.OpDef{
	ShapeCalculate, ShapeCalculateYield, ShapeCalculateYieldShapes,
	DtypeCalculate, DtypeCalculateYield, DtypeCalculateYieldDtypes,
	GlobalSlot, GlobalSlotModuleInitializer, InitializeGlobalSlots, GlobalSlotGet, GlobalSlotSet,
	OverwriteTensorContents, PromoteDtypesOp, RuntimeAssert,
}

// modelingOpsByName indexes modelingOps; built at init, read-only after.
var modelingOpsByName = func() map[string]*ir.OpDef {
	m := make(map[string]*ir.OpDef, len(modelingOps)+len(objectGraphOps)+len(primOps))
	for _, d := range append(append(append([]*ir.OpDef{}, modelingOps...), objectGraphOps...), primOps...) {
		m[d.Name] = d
	}
	return m
}()

// ---- shape and dtype calculations ----

// A calculate op's body region computes its results and yields them; its
// calculation region yields what is known of each (a shape, a dtype), and
// runs first, so that it can guard the body with assertions.
//
//	%0 = torch.shape.calculate {
//	  %1 = torch.aten.tanh %arg0 : !torch.vtensor -> !torch.vtensor
//	  torch.shape.calculate.yield %1 : !torch.vtensor
//	} shapes {
//	  %2 = torch.aten.size %arg0 : !torch.vtensor -> !torch.list<int>
//	  torch.shape.calculate.yield.shapes %2 : !torch.list<int>
//	} : !torch.vtensor

// calculateOp declares torch.<what>.calculate, whose calculation region
// follows the keyword kw ("shapes", "dtypes"); its regions end in yield
// and yieldValues.
func calculateOp(what, kw string, yield, yieldValues *ir.OpDef) *ir.OpDef {
	return &ir.OpDef{
		Name:    "torch." + what + ".calculate",
		Summary: strings.ToUpper(what[:1]) + what[1:] + " calculation encapsulation op",
		Results: []ir.ArgDef{{Name: "results", Type: AnyTorchType, Arity: ir.Variadic}},
		Regions: []ir.RegionDef{{Name: "body", SizedOne: true}, {Name: "calculation", SizedOne: true}},
		Format:  "$body `" + kw + "` $calculation attr-dict `:` type($results)",
		Verify: func(op *ir.Operation) error {
			// The body's yield passes its operands to the results.
			t := terminatorOf(op, 0)
			if t == nil || t.Def() != yield {
				return op.EmitError("expects its body to end in '%s'", yield.Name)
			}
			if t.NumOperands() != op.NumResults() {
				return op.EmitError("body yields %d values for %d results", t.NumOperands(), op.NumResults())
			}
			for i, v := range t.Operands() {
				if v.Type() != op.Result(i).Type() {
					return op.EmitError("body yields '%s' for result #%d of type '%s'",
						ir.TypeString(v.Type()), i, ir.TypeString(op.Result(i).Type()))
				}
			}
			if c := terminatorOf(op, 1); c == nil || c.Def() != yieldValues {
				return op.EmitError("expects its calculation to end in '%s'", yieldValues.Name)
			}
			return nil
		},
	}
}

// terminatorOf returns the terminator of op's region i, or nil.
func terminatorOf(op *ir.Operation, i int) *ir.Operation {
	if b := op.Region(i).Front(); b != nil {
		return b.Terminator()
	}
	return nil
}

// calculateYield declares the yield of a calculate op's body.
func calculateYield(what string) *ir.OpDef {
	return &ir.OpDef{
		Name:     "torch." + what + ".calculate.yield",
		Summary:  "yield-like terminator for torch." + what + ".calculate",
		Operands: []ir.ArgDef{{Name: "results", Type: AnyTorchType, Arity: ir.Variadic}},
		Traits:   ir.Terminator | ir.ReturnLike | ir.Pure,
		Format:   "attr-dict ($results^ `:` type($results))?",
	}
}

// calculateYieldValues declares the yield of a calculation region: one
// value of tc per result of the parent ("shapes", "dtypes").
func calculateYieldValues(what, plural string, tc *ir.TypeConstraint) *ir.OpDef {
	return &ir.OpDef{
		Name:     "torch." + what + ".calculate.yield." + plural,
		Summary:  "yield-like terminator for torch." + what + ".calculate " + what + " region",
		Operands: []ir.ArgDef{{Name: "results", Type: tc, Arity: ir.Variadic}},
		Traits:   ir.Terminator | ir.Pure,
		Format:   "attr-dict ($results^ `:` type($results))?",
		Verify: func(op *ir.Operation) error {
			if p := op.ParentOp(); p != nil && p.NumResults() != op.NumOperands() {
				return op.EmitOpError("expected number of %s to match number of results", plural)
			}
			return nil
		},
	}
}

// listOfInts is Torch-MLIR's AnyTorchListOfTorchIntType: !torch.list<int>.
var listOfInts = &ir.TypeConstraint{Summary: "!torch.list<int>", Pred: func(t ir.Type) bool {
	c, ok := t.(*ContainerType)
	return ok && c.Kind == KindList && IsPrim(c.Elem(), KindInt)
}}

// listOfOptionalInts is AnyTorchListOfOptionalIntType: a list of int,
// none or optional<int>.
var listOfOptionalInts = &ir.TypeConstraint{Summary: "!torch.list<optional<int>>", Pred: func(t ir.Type) bool {
	c, ok := t.(*ContainerType)
	if !ok || c.Kind != KindList {
		return false
	}
	e := c.Elem()
	if o, ok := e.(*ContainerType); ok && o.Kind == KindOptional {
		e = o.Elem()
	}
	return IsPrim(e, KindInt) || IsPrim(e, KindNone)
}}

var (
	// ShapeCalculate is torch.shape.calculate; ShapeCalculateYield ends
	// its body, and ShapeCalculateYieldShapes its calculation: a
	// !torch.list<int> per result.
	ShapeCalculate, ShapeCalculateYield, ShapeCalculateYieldShapes = calculateOps("shape", "shapes", listOfInts)
	// DtypeCalculate is torch.dtype.calculate; DtypeCalculateYield ends
	// its body, and DtypeCalculateYieldDtypes its calculation: a
	// !torch.int (ScalarType) per result.
	DtypeCalculate, DtypeCalculateYield, DtypeCalculateYieldDtypes = calculateOps("dtype", "dtypes", TorchInt)
)

// calculateOps declares torch.<what>.calculate, whose calculation region
// follows the keyword kw ("shapes", "dtypes") and yields one value of tc
// per result, with the terminators of its two regions.
func calculateOps(what, kw string, tc *ir.TypeConstraint) (calc, yield, yieldValues *ir.OpDef) {
	yield, yieldValues = calculateYield(what), calculateYieldValues(what, kw, tc)
	calc = calculateOp(what, kw, yield, yieldValues)
	yield.ParentOps = []string{calc.Name}
	yieldValues.ParentOps = []string{calc.Name}
	return calc, yield, yieldValues
}

// ---- global slots ----

// GlobalSlot is torch.global_slot: a slot with global storage, holding
// values of a subtype of its type bound.
// `torch.global_slot "private" @w : !torch.tensor`.
var GlobalSlot = &ir.OpDef{
	Name:    "torch.global_slot",
	Summary: "A slot with global storage",
	Attrs: []ir.AttrDef{
		{Name: "sym_name", Constraint: ir.SymbolNameAttr},
		{Name: "sym_visibility", Constraint: ir.StrAttr, Optional: true},
		{Name: "typeBound", Constraint: ir.TypeAttrOf(ir.AnyType)},
	},
	Traits: ir.Symbol,
	Format: "($sym_visibility^)? $sym_name attr-dict `:` $typeBound",
}

// GlobalSlotModuleInitializer is torch.global_slot.module_initializer:
// the module's one initializer, which computes the initial value of
// every global slot and hands them to its terminator,
// torch.initialize.global_slots.
var GlobalSlotModuleInitializer = &ir.OpDef{
	Name:      "torch.global_slot.module_initializer",
	Summary:   "Module initializer for all `torch.global_slot` ops",
	Regions:   []ir.RegionDef{{Name: "initializer", SizedOne: true}},
	Traits:    ir.IsolatedFromAbove | ir.SingleBlock,
	ParentOps: []string{builtin.Module.Name},
	Format:    "$initializer attr-dict",
}

// allowedInModuleInitializer are the ops Torch-MLIR's IValue importer
// writes into a module initializer (its AllowedInModuleInitializer trait),
// among those Strata declares (not torch.prim.DictConstruct,
// torch.linear_params.create or torch.per_tensor_affine.create).
var allowedInModuleInitializer = map[*ir.OpDef]bool{
	ConstantNone: true, ConstantStr: true, ConstantInt: true,
	ConstantFloat: true, ConstantBool: true, TensorLiteral: true,
	PrimListConstruct: true, PrimTupleConstruct: true,
	InitializeGlobalSlots: true,
}

// The module initializer's verifier, which looks for the module's other
// initializers, is set here: in the declaration it would make the
// package's initialization cyclic.
func init() {
	GlobalSlotModuleInitializer.Verify = verifyModuleInitializer
}

// verifyModuleInitializer checks the module's global slots against the
// initializer: one initializer, every slot initialized once with a value
// within its bound, no other slots, and only importer ops.
func verifyModuleInitializer(op *ir.Operation) error {
	module := op.ParentOp()
	if module == nil {
		return nil // the parent check reports it
	}
	slots := map[string]*ir.Operation{}
	for _, b := range module.Region(0).Blocks() {
		for _, o := range b.Ops() {
			switch o.Def() {
			case GlobalSlotModuleInitializer:
				if o != op {
					return o.EmitError("there must be only one global slot initializer")
				}
			case GlobalSlot:
				if n, ok := o.Attr("sym_name").(*ir.StringAttr); ok {
					slots[n.Value] = o
				}
			}
		}
	}
	init := terminatorOf(op, 0)
	if init == nil || init.Def() != InitializeGlobalSlots {
		return op.EmitError("expects its region to end in '%s'", InitializeGlobalSlots.Name)
	}
	names, _ := slotNames(init)
	initialized := map[string]int{}
	for i, n := range names {
		if _, dup := initialized[n]; dup {
			return init.EmitError("duplicate initialization of global slot: @%s", n)
		}
		initialized[n] = i
	}
	var missing, unknown []string
	for n := range slots {
		if _, ok := initialized[n]; !ok {
			missing = append(missing, n)
		}
	}
	for n := range initialized {
		if slots[n] == nil {
			unknown = append(unknown, n)
		}
	}
	if len(missing)+len(unknown) > 0 {
		sort.Strings(missing)
		sort.Strings(unknown)
		d := init.EmitError("must have one initializer for each global slot in the module")
		for _, n := range missing {
			d.AttachNote(slots[n].Loc(), "missing global slot initializer for @%s", n)
		}
		for _, n := range unknown {
			d.AttachNote(nil, "unexpected global slot initializer for non-existent global slot @%s", n)
		}
		return d
	}
	for i, n := range names {
		bound := slots[n].Attr("typeBound").(*ir.TypeAttr).Type
		if i < init.NumOperands() && !IsValidSubtype(init.Operand(i).Type(), bound) {
			return init.EmitError("initial value for global slot @%s has type '%s' which is not within the bound '%s'",
				n, ir.TypeString(init.Operand(i).Type()), ir.TypeString(bound))
		}
	}
	var bad *ir.Operation
	ir.WalkOps(op, func(o *ir.Operation) {
		if bad == nil && o != op && !allowedInModuleInitializer[o.Def()] {
			bad = o
		}
	})
	if bad != nil {
		return bad.EmitError("is not allowed in a module initializer")
	}
	return nil
}

// slotNames returns the slots an initialize.global_slots names, in order.
func slotNames(op *ir.Operation) ([]string, bool) {
	arr, ok := op.Attr("slotSymNames").(*ir.ArrayAttr)
	if !ok {
		return nil, false
	}
	var out []string
	for _, e := range arr.Elems {
		s, ok := e.(*ir.SymbolRefAttr)
		if !ok || !s.IsFlat() {
			return nil, false
		}
		out = append(out, s.Root)
	}
	return out, true
}

// flatSymbolRefArray is SymbolRefArrayAttr: an array of @names.
var flatSymbolRefArray = &ir.AttrConstraint{Summary: "symbol ref array attribute", Pred: func(a ir.Attribute) bool {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, e := range arr.Elems {
		if s, ok := e.(*ir.SymbolRefAttr); !ok || !s.IsFlat() {
			return false
		}
	}
	return true
}}

// InitializeGlobalSlots is torch.initialize.global_slots, the terminator
// of the module initializer: it sets each named slot to its value.
//
//	torch.initialize.global_slots [
//	  @w(%0 : !torch.tensor)
//	  @n(%1 : !torch.int)
//	]
var InitializeGlobalSlots = &ir.OpDef{
	Name:      "torch.initialize.global_slots",
	Summary:   "Terminator for torch.global_slot.module_initializer region",
	Operands:  []ir.ArgDef{{Name: "initialValues", Type: AnyTorchType, Arity: ir.Variadic}},
	Attrs:     []ir.AttrDef{{Name: "slotSymNames", Constraint: flatSymbolRefArray}},
	Traits:    ir.Terminator,
	ParentOps: []string{GlobalSlotModuleInitializer.Name},
	Parse:     parseInitializeGlobalSlots,
	Print:     printInitializeGlobalSlots,
	Verify: func(op *ir.Operation) error {
		names, _ := slotNames(op)
		if len(names) != op.NumOperands() {
			return op.EmitOpError("expected number of operands to match number of slots")
		}
		return nil
	},
}

// attr-dict `[` (@name `(` operand `:` type `)`)* `]`
func parseInitializeGlobalSlots(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	var names []ir.Attribute
	for !p.ParseOptionalPunct("]") {
		n, err := p.ParseSymbolName()
		if err != nil {
			return err
		}
		names = append(names, ctx.SymbolRefAttr(n))
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		u, err := p.ParseOperand()
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
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		v, err := p.ResolveOperand(u, t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.AddAttr("slotSymNames", ctx.ArrayAttr(names))
	return nil
}

func printInitializeGlobalSlots(p *ir.AsmPrinter, op *ir.Operation) {
	p.PrintOptionalAttrDict(op.Attrs(), "slotSymNames")
	p.WriteString(" [")
	names, ok := slotNames(op)
	if !ok || len(names) != op.NumOperands() {
		p.WriteString(" <<INVALID: slotSymNames does not name one slot per operand>> ]")
		return
	}
	p.IncreaseIndent()
	for i, v := range op.Operands() {
		p.PrintNewline()
		p.PrintSymbolName(names[i])
		p.WriteByte('(')
		p.PrintOperand(v)
		p.WriteString(" : ")
		p.PrintType(v.Type())
		p.WriteByte(')')
	}
	p.DecreaseIndent()
	p.PrintNewline()
	p.WriteByte(']')
}

// GlobalSlotGet is torch.global_slot.get: `%0 = torch.global_slot.get @w : !torch.tensor`.
var GlobalSlotGet = &ir.OpDef{
	Name:    "torch.global_slot.get",
	Summary: "Get the value stored in a torch.global_slot",
	Attrs:   []ir.AttrDef{{Name: "slot", Constraint: ir.FlatSymbolRefAttr}},
	Results: []ir.ArgDef{{Name: "result", Type: AnyTorchType}},
	Format:  "$slot attr-dict `:` type($result)",
}

// GlobalSlotSet is torch.global_slot.set: `torch.global_slot.set @w = %0 : !torch.tensor`.
var GlobalSlotSet = &ir.OpDef{
	Name:     "torch.global_slot.set",
	Summary:  "Set the value stored in a torch.global_slot",
	Attrs:    []ir.AttrDef{{Name: "slot", Constraint: ir.FlatSymbolRefAttr}},
	Operands: []ir.ArgDef{{Name: "value", Type: AnyTorchType}},
	Format:   "$slot `=` $value attr-dict `:` type($value)",
}

// ---- others ----

// OverwriteTensorContents is torch.overwrite.tensor.contents: the
// non-value tensor takes the value tensor's contents.
// `torch.overwrite.tensor.contents %v overwrites %t : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>`.
var OverwriteTensorContents = &ir.OpDef{
	Name:    "torch.overwrite.tensor.contents",
	Summary: "Ovewrite the contents of tensor with values from another.",
	Operands: []ir.ArgDef{
		{Name: "value", Type: ValueTensor},
		{Name: "overwritten", Type: NonValueTensor},
	},
	Format: "$value `overwrites` $overwritten attr-dict `:` type($value) `,` type($overwritten)",
	Verify: func(op *ir.Operation) error {
		args := OverwriteTensorContentsArgs[*ir.Value](op.Operands())
		v := args.Value().Type().(*TensorType)
		if args.Overwritten().Type() != v.WithoutValueSemantics() {
			return op.EmitOpError("failed to verify that overwritten tensor type is corresponding !torch.tensor of value tensor type")
		}
		return nil
	},
}

// PromoteDtypesOp is torch.promote_dtypes: PyTorch's type promotion of
// operands with the given ranks (none for a Python scalar) and dtypes.
// `%0 = torch.promote_dtypes %ranks, %dtypes : (!torch.list<optional<int>>, !torch.list<int>) -> !torch.int`.
var PromoteDtypesOp = &ir.OpDef{
	Name:    "torch.promote_dtypes",
	Summary: "`promote_dtypes op : (int?[], int[]) -> (int)`",
	Operands: []ir.ArgDef{
		{Name: "ranks", Type: listOfOptionalInts},
		{Name: "dtypes", Type: listOfInts},
	},
	Results: []ir.ArgDef{{Name: "result", Type: TorchInt}},
	Traits:  ir.Pure,
	Format:  "$ranks `,` $dtypes attr-dict `:` functional-type(operands, results)",
}

// RuntimeAssert is torch.runtime.assert: fails the program with message
// when condition is false. `torch.runtime.assert %b, "message"`.
var RuntimeAssert = &ir.OpDef{
	Name:     "torch.runtime.assert",
	Summary:  "Runtime Assertion",
	Operands: []ir.ArgDef{{Name: "condition", Type: TorchBool}},
	Attrs:    []ir.AttrDef{{Name: "message", Constraint: ir.StrAttr}},
	Format:   "$condition `,` $message attr-dict",
}
