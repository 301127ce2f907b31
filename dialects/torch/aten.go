package torch

import (
	"fmt"
	"sync"

	"github.com/strata-compiler/strata/ir"
)

// This file turns the ATen schemas of aten_ops.go into op definitions:
// every schema argument becomes one operand and every return one result,
// each constrained by its schema type, and all ATen ops share Torch-MLIR's
// assembly form
//
//	%r = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
//	%r:2 = torch.aten.max.dim %a, %int0, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>

// atenOp is one row of aten_ops.go: an overload declared by its schema.
type atenOp struct {
	Schema string
}

// ATenSchema returns the parsed schema of a registered ATen op, or nil.
func ATenSchema(def *ir.OpDef) *Schema {
	if def == nil || loadSchemas() != nil {
		return nil
	}
	return schemasByOp[def.Name]
}

// schemasByOp maps op names to schemas; built once, read-only after.
var (
	schemasOnce  sync.Once
	schemasByOp  map[string]*Schema
	schemaList   []*Schema
	schemasError error
)

func loadSchemas() error {
	schemasOnce.Do(func() {
		schemasByOp = map[string]*Schema{}
		for _, rows := range [][]atenOp{coreATenOps, extraATenOps} {
			for _, row := range rows {
				s, err := ParseSchema(row.Schema)
				if err != nil {
					schemasError = err
					return
				}
				if _, dup := schemasByOp[s.OpName()]; dup {
					schemasError = fmt.Errorf("ATen op %s declared twice", s.OpName())
					return
				}
				schemasByOp[s.OpName()] = s
				schemaList = append(schemaList, s)
			}
		}
	})
	return schemasError
}

// atenDefs returns fresh definitions of every declared overload (a
// definition belongs to the context it is registered in).
func atenDefs() ([]*ir.OpDef, error) {
	if err := loadSchemas(); err != nil {
		return nil, err
	}
	defs := make([]*ir.OpDef, 0, len(schemaList))
	for _, s := range schemaList {
		defs = append(defs, atenDef(s))
	}
	return defs, nil
}

// ATenSchemas returns the schemas of all declared overloads, in
// declaration order (core first).
func ATenSchemas() []*Schema {
	if loadSchemas() != nil {
		return nil
	}
	return schemaList
}

// atenDef declares the op of one schema.
func atenDef(s *Schema) *ir.OpDef {
	d := &ir.OpDef{
		Name:    s.OpName(),
		Summary: "Generated op for `" + s.Text + "`",
		Parse:   parseATenOp,
		Print:   printATenOp,
	}
	for i, a := range s.Args {
		d.Operands = append(d.Operands, ir.ArgDef{Name: argName(a.Name, i), Type: schemaConstraint(s, a, true)})
	}
	for i, r := range s.Returns {
		name := r.Name
		if name == "" {
			name = "result"
			if len(s.Returns) > 1 {
				name = fmt.Sprintf("result%d", i)
			}
		}
		d.Results = append(d.Results, ir.ArgDef{Name: argName(name, i), Type: schemaConstraint(s, r, false)})
	}
	if isPure(s) {
		d.Traits |= ir.Pure
	}
	return d
}

// argName keeps schema names usable as format variables.
func argName(n string, i int) string {
	if n == "" {
		return fmt.Sprintf("arg%d", i)
	}
	return n
}

// isPure: an overload without mutated arguments, generators or
// randomness has no side effects on value tensors.
func isPure(s *Schema) bool {
	for _, a := range append(append([]SchemaArg{}, s.Args...), s.Returns...) {
		if a.Mutable || mentions(a.Type, "Generator") || mentions(a.Type, "Storage") {
			return false
		}
	}
	switch s.Name {
	case "rand", "rand_like", "randn", "randn_like", "randint", "randint_like", "randperm", "bernoulli",
		"dropout", "native_dropout", "feature_dropout", "alpha_dropout", "multinomial", "normal", "uniform",
		"exponential", "poisson", "empty", "empty_like", "empty_strided", "new_empty", "new_empty_strided",
		"_local_scalar_dense", "item":
		return false
	}
	return true
}

func mentions(t *SchemaType, base string) bool {
	if t == nil {
		return false
	}
	if t.Base == base {
		return true
	}
	for _, p := range t.Params {
		if mentions(p, base) {
			return true
		}
	}
	return mentions(t.Elem, base)
}

// schemaConstraint builds the type constraint of one schema argument or
// return; its summary names the argument and quotes the schema, so that
// the verifier's "operand #1 must be ..." says which rule was broken.
func schemaConstraint(s *Schema, a SchemaArg, isArg bool) *ir.TypeConstraint {
	summary, pred := typeRule(a.Type)
	what := "argument"
	if !isArg {
		what = "return"
	}
	label := a.TypeText
	if a.Name != "" {
		label += " " + a.Name
	}
	return &ir.TypeConstraint{
		Summary: fmt.Sprintf("%s (%s '%s' of schema '%s')", summary, what, label, s.Text),
		Pred:    pred,
	}
}

// typeRule maps a schema type to the torch types that may carry it:
//
//	Tensor                      !torch.vtensor or !torch.tensor
//	int, SymInt                 !torch.int
//	float                       !torch.float
//	bool                        !torch.bool
//	Scalar                      !torch.int, !torch.float, !torch.bool or !torch.number
//	ScalarType, Layout,
//	MemoryFormat                !torch.int (the enum's value)
//	Device                      !torch.Device
//	str, Dimname                !torch.str
//	Generator                   !torch.Generator
//	T?                          T or !torch.none (or !torch.optional<T>)
//	T[], T[N]                   !torch.list<T>
//	(T1, T2)                    !torch.tuple<T1, T2>
//	t, Any, others              any type
func typeRule(t *SchemaType) (string, func(ir.Type) bool) {
	switch {
	case t.Optional:
		es, ep := typeRule(t.Elem)
		return es + " or !torch.none", func(x ir.Type) bool {
			if IsPrim(x, KindNone) {
				return true
			}
			if c, ok := x.(*ContainerType); ok && c.Kind == KindOptional {
				return ep(c.Elem())
			}
			return ep(x)
		}
	case t.List:
		es, ep := typeRule(t.Elem)
		return "!torch.list of " + es, func(x ir.Type) bool {
			c, ok := x.(*ContainerType)
			return ok && c.Kind == KindList && ep(c.Elem())
		}
	case t.Tuple:
		var preds []func(ir.Type) bool
		for _, e := range t.Params {
			_, p := typeRule(e)
			preds = append(preds, p)
		}
		return "!torch.tuple", func(x ir.Type) bool {
			c, ok := x.(*ContainerType)
			if !ok || c.Kind != KindTuple || len(c.Elems) != len(preds) {
				return false
			}
			for i, p := range preds {
				if !p(c.Elems[i]) {
					return false
				}
			}
			return true
		}
	}
	prim := func(summary string, kinds ...PrimKind) (string, func(ir.Type) bool) {
		return summary, func(x ir.Type) bool {
			pt, ok := x.(*PrimType)
			if !ok {
				return false
			}
			for _, k := range kinds {
				if pt.Kind == k {
					return true
				}
			}
			return false
		}
	}
	switch t.Base {
	case "Tensor":
		return "Any Torch tensor type", IsTensor
	case "int", "SymInt", "ScalarType", "Layout", "MemoryFormat", "QScheme":
		return prim("!torch.int", KindInt)
	case "float", "SymFloat":
		return prim("!torch.float", KindFloat)
	case "bool", "SymBool":
		return prim("!torch.bool", KindBool)
	case "Scalar", "number":
		return prim("Any Torch scalar type (!torch.int, !torch.float, !torch.bool or !torch.number)",
			KindInt, KindFloat, KindBool, KindNumber)
	case "Device":
		return prim("!torch.Device", KindDevice)
	case "str", "Dimname":
		return prim("!torch.str", KindStr)
	case "Generator":
		return prim("!torch.Generator", KindGenerator)
	}
	return "any type", func(ir.Type) bool { return true }
}

// ---- assembly ----

// parseATenOp parses `operands attr-dict : operand-types (-> result-types)?`
// and checks the counts against the schema.
func parseATenOp(p ir.AsmParser, st *ir.OperationState) error {
	s := schemasByOp[st.Name.Name]
	loc := p.CurrentLoc()
	operands, err := p.ParseOperandList()
	if err != nil {
		return err
	}
	if s != nil && len(operands) != len(s.Args) {
		return p.ErrorAt(loc, "expected %d operands as schema '%s' declares, but got %d", len(s.Args), s.Text, len(operands))
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	tloc := p.CurrentLoc()
	var types []ir.Type
	if len(operands) > 0 {
		if types, err = p.ParseTypeList(); err != nil {
			return err
		}
	}
	if len(types) != len(operands) {
		return p.ErrorAt(tloc, "expected %d operand types, but got %d", len(operands), len(types))
	}
	vals, err := p.ResolveOperands(operands, types)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vals...)
	if p.ParseOptionalPunct("->") {
		rloc := p.CurrentLoc()
		rs, err := p.ParseTypeList()
		if err != nil {
			return err
		}
		if s != nil && len(rs) != len(s.Returns) {
			return p.ErrorAt(rloc, "expected %d result types as schema '%s' declares, but got %d", len(s.Returns), s.Text, len(rs))
		}
		st.Types = append(st.Types, rs...)
	} else if s != nil && len(s.Returns) > 0 {
		return p.ErrorAt(loc, "expected '->' and %d result types as schema '%s' declares", len(s.Returns), s.Text)
	}
	return nil
}

func printATenOp(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() > 0 {
		p.WriteByte(' ')
		p.PrintOperands(op.Operands())
	}
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" :")
	if op.NumOperands() > 0 {
		p.WriteByte(' ')
		p.PrintTypeList(op.OperandTypes())
	}
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		p.PrintTypeList(op.ResultTypes())
	}
}
