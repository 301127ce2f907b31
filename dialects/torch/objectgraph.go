package torch

import (
	"fmt"

	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
)

// TorchScript's object graph as Torch-MLIR's importer writes it (before
// torch-globalize-object-graph): class types with their attributes and
// methods, module instances with one slot per attribute, and the ops that
// read, write and call through a !torch.nn.Module value.
//
//	torch.class_type @c {
//	  torch.attr private "w" : !torch.tensor
//	  torch.method "forward", @forward
//	}
//	%m = torch.nn_module {
//	  torch.slot "w", %t : !torch.tensor
//	} : !torch.nn.Module<"c">
//	%w = torch.prim.GetAttr %self["w"] : !torch.nn.Module<"c"> -> !torch.tensor
//
// Declared on demand (ResolveOp), as the other modeling ops.

var objectGraphOps = []*ir.OpDef{
	ClassType, ClassTypeTerminator, AttrOp, MethodOp, NnModuleOp, NnModuleTerminator, SlotOp,
	PrimGetAttr, PrimSetAttr, PrimCallMethod,
}

// NnModuleT is the constraint of a !torch.nn.Module<"..."> value.
var NnModuleT = &ir.TypeConstraint{Summary: "torch.nn.Module", Pred: func(t ir.Type) bool {
	_, ok := t.(*NnModuleType)
	return ok
}}

// ClassType is torch.class_type: `torch.class_type @c { attrs and methods }`.
var ClassType = &ir.OpDef{
	Name:    "torch.class_type",
	Summary: "Constructs a torch.ClassType",
	Attrs:   []ir.AttrDef{{Name: "sym_name", Constraint: ir.SymbolNameAttr}},
	Regions: []ir.RegionDef{{Name: "region", SizedOne: true}},
	Traits:  ir.Symbol | ir.SingleBlock,
	Parse: func(p ir.AsmParser, st *ir.OperationState) error {
		name, err := p.ParseSymbolName()
		if err != nil {
			return err
		}
		st.AddAttr("sym_name", p.Context().StringAttr(name))
		return parseImplicitTerminatorBody(p, st, ClassTypeTerminator.Name)
	},
	Print: func(p *ir.AsmPrinter, op *ir.Operation) {
		p.WriteByte(' ')
		p.PrintSymbolName(ir.SymbolName(op))
		printImplicitTerminatorBody(p, op, "sym_name")
	},
	VerifyBeforeRegions: onlyOps("`torch.class_type`", AttrOp, MethodOp),
	Verify:              verifyClassType,
}

// ClassTypeTerminator ends a torch.class_type's body (implicit in the custom form).
var ClassTypeTerminator = &ir.OpDef{
	Name:    "torch.class_type_terminator",
	Summary: "Implicit terminator for torch.class_type",
	Traits:  ir.Terminator,
	Format:  "attr-dict",
}

// AttrOp is torch.attr: `torch.attr private "name" : !torch.tensor`.
var AttrOp = &ir.OpDef{
	Name:    "torch.attr",
	Summary: "Declare an attribute on a torch.class_type",
	Attrs: []ir.AttrDef{
		{Name: "name", Constraint: nameStr},
		{Name: "type", Constraint: ir.TypeAttrOf(ir.AnyType)},
		{Name: "isPrivate", Constraint: ir.UnitAttrConstraint, Optional: true},
	},
	Format: "(`private` $isPrivate^)? $name `:` $type attr-dict",
}

// MethodOp is torch.method: `torch.method private "forward", @f`.
var MethodOp = &ir.OpDef{
	Name:    "torch.method",
	Summary: "Declare a method of a torch.class_type",
	Attrs: []ir.AttrDef{
		{Name: "name", Constraint: nameStr},
		{Name: "function", Constraint: ir.FlatSymbolRefAttr},
		{Name: "isPrivate", Constraint: ir.UnitAttrConstraint, Optional: true},
	},
	Format: "(`private` $isPrivate^)? $name `,` $function attr-dict",
	Verify: verifyMethod,
}

// NnModuleOp is torch.nn_module: an instance of a class type, one slot per attribute.
var NnModuleOp = &ir.OpDef{
	Name:    "torch.nn_module",
	Summary: "Constructs a torch.nn.Module",
	Results: []ir.ArgDef{{Name: "result", Type: NnModuleT}},
	Regions: []ir.RegionDef{{Name: "region", SizedOne: true}},
	Traits:  ir.SingleBlock,
	Parse: func(p ir.AsmParser, st *ir.OperationState) error {
		if err := parseImplicitTerminatorBody(p, st, NnModuleTerminator.Name); err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
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
		printImplicitTerminatorBody(p, op)
		p.WriteString(" : ")
		p.PrintType(op.Result(0).Type())
	},
	VerifyBeforeRegions: onlyOps("'torch.nn_module'", SlotOp),
	Verify:              verifyNnModule,
}

// NnModuleTerminator ends a torch.nn_module's body (implicit in the custom form).
var NnModuleTerminator = &ir.OpDef{
	Name:    "torch.nn_module_terminator",
	Summary: "Implicit terminator for torch.nn_module",
	Traits:  ir.Terminator,
	Format:  "attr-dict",
}

// SlotOp is torch.slot: `torch.slot "name", %v : !torch.int`.
var SlotOp = &ir.OpDef{
	Name:     "torch.slot",
	Summary:  "Define the value of a slot of a torch.nn.Module",
	Operands: []ir.ArgDef{{Name: "value", Type: AnyTorchType}},
	Attrs:    []ir.AttrDef{{Name: "name", Constraint: nameStr}},
	Format:   "$name `,` $value attr-dict `:` type($value)",
}

// PrimGetAttr is torch.prim.GetAttr:
// `%0 = torch.prim.GetAttr %m["w"] : !torch.nn.Module<"c"> -> !torch.tensor`.
var PrimGetAttr = &ir.OpDef{
	Name:     "torch.prim.GetAttr",
	Summary:  "TorchScript prim::GetAttr op",
	Operands: []ir.ArgDef{{Name: "receiver", Type: NnModuleT}},
	Attrs:    []ir.AttrDef{{Name: "name", Constraint: nameStr}},
	Results:  []ir.ArgDef{{Name: "result", Type: AnyTorchType}},
	Format:   "$receiver `[` $name `]` attr-dict `:` type($receiver) `->` type($result)",
}

// PrimSetAttr is torch.prim.SetAttr:
// `torch.prim.SetAttr %m["w"] = %v : !torch.nn.Module<"c">, !torch.tensor`.
var PrimSetAttr = &ir.OpDef{
	Name:    "torch.prim.SetAttr",
	Summary: "TorchScript prim::SetAttr op",
	Operands: []ir.ArgDef{
		{Name: "receiver", Type: NnModuleT},
		{Name: "value", Type: AnyTorchType},
	},
	Attrs:  []ir.AttrDef{{Name: "name", Constraint: nameStr}},
	Format: "$receiver `[` $name `]` `=` $value attr-dict `:` type($receiver) `,` type($value)",
}

// PrimCallMethod is torch.prim.CallMethod:
// `%0 = torch.prim.CallMethod %m["forward"] (%x) : !torch.nn.Module<"c">, (!torch.tensor) -> !torch.tensor`.
var PrimCallMethod = &ir.OpDef{
	Name:    "torch.prim.CallMethod",
	Summary: "TorchScript prim::CallMethod op",
	Operands: []ir.ArgDef{
		{Name: "receiver", Type: NnModuleT},
		{Name: "methodOperands", Type: AnyTorchType, Arity: ir.Variadic},
	},
	Attrs:   []ir.AttrDef{{Name: "name", Constraint: nameStr}},
	Results: []ir.ArgDef{{Name: "result", Type: AnyTorchType}},
	Format:  "$receiver `[` $name `]` `(` $methodOperands `)` attr-dict `:` type($receiver) `,` functional-type($methodOperands, $result)",
}

// parseImplicitTerminatorBody parses `region attr-dict`, giving the region
// one block that ends in an empty `term` op when it has none.
func parseImplicitTerminatorBody(p ir.AsmParser, st *ir.OperationState, term string) error {
	r := ir.NewRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	b := r.EnsureBlock()
	if last := b.Last(); last == nil || !last.HasTrait(ir.Terminator) {
		b.Append(ir.Create(&ir.OperationState{Name: p.Context().OpName(term), Loc: st.Loc}))
	}
	st.Regions = append(st.Regions, r)
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}

// printImplicitTerminatorBody prints ` region attr-dict` without the
// region's terminator.
func printImplicitTerminatorBody(p *ir.AsmPrinter, op *ir.Operation, elided ...string) {
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, false, false)
	p.PrintOptionalAttrDict(op.Attrs(), elided...)
}

// bodyOps returns the ops of op's single-block region but its terminator.
func bodyOps(op *ir.Operation) []*ir.Operation {
	var ops []*ir.Operation
	if op.NumRegions() == 0 {
		return nil
	}
	for _, b := range op.Region(0).Blocks() {
		for o := b.First(); o != nil; o = o.Next() {
			if !o.HasTrait(ir.Terminator) {
				ops = append(ops, o)
			}
		}
	}
	return ops
}

func strAttr(op *ir.Operation, name string) string {
	if s, ok := op.Attr(name).(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

// onlyOps is the check, before the body's own ops are verified, that a
// body holds only the named ops (a func.func inside a class type is
// reported as out of place, not for its symbol's parent).
func onlyOps(where string, defs ...*ir.OpDef) func(*ir.Operation) error {
	return func(op *ir.Operation) error {
		for _, o := range bodyOps(op) {
			ok := false
			for _, d := range defs {
				ok = ok || o.Def() == d
			}
			if !ok {
				return o.EmitOpError("is not allowed inside %s", where)
			}
		}
		return nil
	}
}

// verifyClassType: only attrs and methods, with distinct names.
func verifyClassType(op *ir.Operation) error {
	seen := map[string]*ir.Operation{}
	for _, o := range bodyOps(op) {
		if o.Def() != AttrOp && o.Def() != MethodOp {
			return o.EmitOpError("is not allowed inside `torch.class_type`")
		}
		n := strAttr(o, "name")
		if first := seen[n]; first != nil {
			d := op.EmitOpError("has duplicate attr/method with name '%s'", n)
			d.Notes = append(d.Notes,
				&ir.Diagnostic{Severity: ir.SevNote, Loc: first.Loc(), Message: "see first conflicting attr/method here"},
				&ir.Diagnostic{Severity: ir.SevNote, Loc: o.Loc(), Message: "see second conflicting attr/method here"})
			return d
		}
		seen[n] = o
	}
	return nil
}

// verifyMethod: the function is a defined private func.func whose first
// argument is a module of this class.
func verifyMethod(op *ir.Operation) error {
	ref, _ := op.Attr("function").(*ir.SymbolRefAttr)
	if ref == nil {
		return nil
	}
	callee := ir.LookupNearestSymbolFrom(op, ref)
	if callee == nil || callee.Def() != fn.Func {
		return op.EmitOpError("'@%s' does not reference a valid function", ref.Root)
	}
	if v, _ := callee.Attr("sym_visibility").(*ir.StringAttr); v == nil || v.Value != "private" {
		return op.EmitOpError("'@%s' must reference a private function", ref.Root)
	}
	if callee.NumRegions() == 0 || len(callee.Region(0).Blocks()) == 0 {
		return op.EmitOpError("'@%s' must reference a function that is defined (not merely declared)", ref.Root)
	}
	class := ""
	if parent := op.ParentOp(); parent != nil {
		class = ir.SymbolName(parent)
	}
	ft, _ := callee.Attr("function_type").(*ir.TypeAttr)
	want := NnModule(op.Context(), class)
	if ft == nil {
		return nil
	}
	if f, ok := ft.Type.(*ir.FunctionType); !ok || len(f.Inputs) == 0 || f.Inputs[0] != want {
		return op.EmitOpError("the referenced function '%s' must have a first argument of type '%s'", ref.Root, ir.TypeString(want))
	}
	return nil
}

// verifyNnModule: only slots, of a class type that exists, one per
// attribute of the class with its name and type.
func verifyNnModule(op *ir.Operation) error {
	ops := bodyOps(op)
	for _, o := range ops {
		if o.Def() != SlotOp {
			return o.EmitOpError("is not allowed inside 'torch.nn_module'")
		}
	}
	mt, ok := op.Result(0).Type().(*NnModuleType)
	if !ok {
		return nil
	}
	class := ir.LookupNearestSymbolFrom(op, op.Context().SymbolRefAttr(mt.ClassName))
	if class == nil || class.Def() != ClassType {
		return op.EmitOpError("'%s' does not reference a valid class type", mt.ClassName)
	}
	var attrs []*ir.Operation
	for _, o := range bodyOps(class) {
		if o.Def() == AttrOp {
			attrs = append(attrs, o)
		}
	}
	if len(attrs) != len(ops) {
		return op.EmitOpError("number of 'torch.slot's in a 'torch.nn_module' must match number of 'torch.attr's in the corresponding 'torch.class_type'")
	}
	for i, s := range ops {
		a := attrs[i]
		ta, _ := a.Attr("type").(*ir.TypeAttr)
		if strAttr(s, "name") != strAttr(a, "name") || ta == nil || !IsValidSubtype(SlotOpArgs[*ir.Value](s.Operands()).Value().Type(), ta.Type) {
			d := s.EmitOpError("is expected to match type and name of '%s'", ir.OpString(a, true))
			d.Notes = append(d.Notes, &ir.Diagnostic{Severity: ir.SevNote, Loc: a.Loc(),
				Message: fmt.Sprintf("see torch.attr at corresponding index %d here", i)})
			return d
		}
	}
	return nil
}

// nameStr is a string attribute written as a bare string: unlike
// ir.StrAttr's parser, it does not take a following `: type` as the
// string's type (`torch.attr "b" : !torch.bool`).
var nameStr = &ir.AttrConstraint{Summary: "string attribute", Pred: ir.StrAttr.Pred,
	ParseOptional: ir.StrAttr.ParseOptional,
	Parse: func(p ir.AsmParser) (ir.Attribute, error) {
		s, err := p.ParseString()
		if err != nil {
			return nil, err
		}
		return p.Context().StringAttr(s), nil
	}}

// The parent lists of the ops in a class type's or a module's body are
// set here: the parents' verifiers name those ops, so naming the parents
// in the declarations would make the package's initialization cyclic.
func init() {
	for _, d := range []*ir.OpDef{ClassTypeTerminator, AttrOp, MethodOp} {
		d.ParentOps = []string{ClassType.Name}
	}
	for _, d := range []*ir.OpDef{NnModuleTerminator, SlotOp} {
		d.ParentOps = []string{NnModuleOp.Name}
	}
}
