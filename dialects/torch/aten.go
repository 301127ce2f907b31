package torch

import (
	"fmt"
	"strings"
	"sync"

	"github.com/strata-compiler/strata/ir"
)

// This file turns the operator schemas of aten_ops.go (aten::, prims::,
// quantized_decomposed::) into op definitions: every schema argument
// becomes one operand and every return one result, each constrained by
// its schema type, and all these ops share Torch-MLIR's assembly form
//
//	%r = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
//	%r:2 = torch.aten.max.dim %a, %int0, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>

// atenOp is one row of aten_ops.go: an overload declared by its schema.
type atenOp struct {
	Schema string
}

// The declared overloads are one table per process, immutable once
// built. The core opset and the extras are built when the first context
// registers the dialect; every other row's schema is parsed and its
// definition built only when a program first names its op (the dialect's
// ResolveOp). A context thus costs only the map entries of the ops it
// registers, and every context shares the definitions.

// schemaOp is one declared overload. Its definition exists from the
// start, with its name only (what code and contexts compare and
// register); build parses the schema and fills in the rest when a context
// first looks the op up (ir.OpDef.Complete) or the package needs its
// schema: 900 schemas parsed at every tool's start were half of it.
type schemaOp struct {
	text string
	def  *ir.OpDef

	once   sync.Once
	schema *Schema
	err    error
}

// newSchemaOp declares the overload of one row, without parsing it.
func newSchemaOp(text string) (*schemaOp, error) {
	name, err := schemaOpName(text)
	if err != nil {
		return nil, err
	}
	e := &schemaOp{text: text}
	e.def = &ir.OpDef{Name: name, Complete: func(*ir.OpDef) error { return e.build() }}
	return e, nil
}

// build parses the schema and completes its op's definition, once.
func (e *schemaOp) build() error {
	e.once.Do(func() {
		s, err := ParseSchema(e.text)
		if err != nil {
			e.err = err
			return
		}
		if s.OpName() != e.def.Name {
			e.err = fmt.Errorf("schema %q: op %s, declared as %s", e.text, s.OpName(), e.def.Name)
			return
		}
		e.schema = s
		fillATenDef(e.def, s)
	})
	return e.err
}

// schemaTable holds every declared overload. The registered ones are
// built when the first context registers the dialect; the index of all
// names only when a program first names an op that is not registered.
var schemaTable struct {
	regOnce    sync.Once
	registered []*schemaOp // core, then extras
	regErr     error

	indexOnce sync.Once
	all       []*schemaOp // registered, then on demand
	byName    map[string]*schemaOp
	indexErr  error
}

// registeredOps returns the overloads registered in every context.
func registeredOps() ([]*schemaOp, error) {
	t := &schemaTable
	t.regOnce.Do(func() {
		for _, rows := range [][]atenOp{coreATenOps, extraATenOps} {
			for _, row := range rows {
				e, err := newSchemaOp(row.Schema)
				if err != nil {
					t.regErr = err
					return
				}
				t.registered = append(t.registered, e)
			}
		}
	})
	return t.registered, t.regErr
}

// schemaOps returns every declared overload, building the name index on
// first use.
func schemaOps() ([]*schemaOp, error) {
	t := &schemaTable
	t.indexOnce.Do(func() {
		reg, err := registeredOps()
		if err != nil {
			t.indexErr = err
			return
		}
		t.byName = make(map[string]*schemaOp, len(reg)+len(onDemandOps))
		add := func(name string, e *schemaOp) bool {
			if _, dup := t.byName[name]; dup {
				t.indexErr = fmt.Errorf("op %s declared twice", name)
				return false
			}
			t.byName[name] = e
			t.all = append(t.all, e)
			return true
		}
		for _, e := range reg {
			if !add(e.def.Name, e) {
				return
			}
		}
		for _, row := range onDemandOps {
			name, err := schemaOpName(row.Schema)
			if err != nil {
				t.indexErr = err
				return
			}
			e := namedOnDemand[name] // already declared for aten_defs.go
			if e == nil {
				if e, err = newSchemaOp(row.Schema); err != nil {
					t.indexErr = err
					return
				}
			}
			if !add(name, e) {
				return
			}
		}
	})
	return t.all, t.indexErr
}

// schemaOpName is ParseSchema(text).OpName() without parsing the
// arguments: `ns::name.overload(` gives torch.ns.name.overload.
func schemaOpName(text string) (string, error) {
	paren := strings.IndexByte(text, '(')
	ns, name, ok := strings.Cut(text[:max(paren, 0)], "::")
	if paren < 0 || !ok || ns == "" || name == "" {
		return "", fmt.Errorf("schema %q: expected ns::name(", text)
	}
	name = strings.TrimSuffix(name, ".default")
	return "torch." + ns + "." + name, nil
}

// lookupSchemaOp returns the declared overload of op name, built; nil
// when the dialect declares no such overload.
func lookupSchemaOp(name string) *schemaOp {
	if _, err := schemaOps(); err != nil {
		return nil
	}
	e := schemaTable.byName[name]
	if e == nil || e.build() != nil {
		return nil
	}
	return e
}

// resolveOp is the torch dialect's ir.Dialect.ResolveOp: the definition
// of an op Register did not register, a Torch-MLIR modeling op
// (modeling.go) or an overload of the schema table.
func resolveOp(name string) *ir.OpDef {
	if d := modelingOpsByName[name]; d != nil {
		return d
	}
	if e := lookupSchemaOp(name); e != nil {
		return e.def
	}
	return nil
}

// registeredDefs returns the definitions of the overloads registered in
// every context (the same ones each time).
func registeredDefs() ([]*ir.OpDef, error) {
	reg, err := registeredOps()
	if err != nil {
		return nil, err
	}
	defs := make([]*ir.OpDef, len(reg))
	for i, e := range reg {
		defs[i] = e.def
	}
	return defs, nil
}

// registered returns the definition of a registered overload by op name,
// for aten_defs.go's package-level values (the same definitions every
// context registers). The generator writes only names it registers, so a
// miss is a broken build.
func registered(name string) *ir.OpDef {
	registeredIndex.once.Do(func() {
		reg, err := registeredOps()
		if err != nil {
			panic(err)
		}
		registeredIndex.byName = make(map[string]*ir.OpDef, len(reg))
		for _, e := range reg {
			registeredIndex.byName[e.def.Name] = e.def
		}
	})
	if d := registeredIndex.byName[name]; d != nil {
		return d
	}
	panic("torch: no registered overload " + name)
}

// onDemand returns the definition of an overload declared on demand, by
// op name, for aten_defs.go's package-level values of the ones code names
// (the alias table's): it is built now, from its row alone, and is the
// definition the dialect declares when a program first names the op. The
// generator writes only names of on-demand rows, so a miss is a broken
// build.
func onDemand(name string) *ir.OpDef {
	if schemaTable.byName != nil { // indexed already: the index's entry is the one
		if e := lookupSchemaOp(name); e != nil {
			return e.def
		}
	}
	if i, ok := onDemandRows()[name]; ok {
		e, err := newSchemaOp(onDemandOps[i].Schema)
		if err != nil {
			panic(err)
		}
		namedOnDemand[name] = e
		return e.def
	}
	panic("torch: no on-demand overload " + name)
}

// onDemandRows indexes onDemandOps by op name, for onDemand: found by a
// scan of the rows, its 93 values took 13 ms and 150,000 allocations of
// every tool's start.
var onDemandRows = sync.OnceValue(func() map[string]int {
	rows := make(map[string]int, len(onDemandOps))
	for i, row := range onDemandOps {
		if n, err := schemaOpName(row.Schema); err == nil {
			if _, dup := rows[n]; !dup {
				rows[n] = i
			}
		}
	}
	return rows
})

// namedOnDemand are the on-demand overloads onDemand built, by op name:
// written while the package initializes, read-only after.
var namedOnDemand = map[string]*schemaOp{}

// registeredIndex is registered's index of the registered overloads by
// name, built once.
var registeredIndex struct {
	once   sync.Once
	byName map[string]*ir.OpDef
}

// ATenSchema returns the parsed schema of a declared overload's op, or nil.
func ATenSchema(def *ir.OpDef) *Schema {
	if def == nil {
		return nil
	}
	if e := lookupSchemaOp(def.Name); e != nil && e.def == def {
		return e.schema
	}
	return nil
}

// ATenSchemas returns the schemas of the overloads registered in every
// context — the core ATen opset, then the extras exporters commonly emit
// and the overloads of test/models — which are the ops the compiler
// handles.
func ATenSchemas() []*Schema {
	return schemasOf(registeredOps)
}

// DeclaredSchemas returns the schemas of every declared overload: those
// of ATenSchemas, then the ones declared on demand (aten::, prims:: and
// quantized_decomposed::).
func DeclaredSchemas() []*Schema {
	return schemasOf(schemaOps)
}

func schemasOf(table func() ([]*schemaOp, error)) []*Schema {
	ops, err := table()
	if err != nil {
		return nil
	}
	var out []*Schema
	for _, e := range ops {
		if e.build() != nil {
			return nil
		}
		out = append(out, e.schema)
	}
	return out
}

// atenDef declares the op of one schema. Ops with a shape function or a
// parameter check (shapes.go, params.go) verify with them; the others
// only by the type constraints of their schema.
func atenDef(s *Schema) *ir.OpDef {
	d := &ir.OpDef{Name: s.OpName()}
	fillATenDef(d, s)
	return d
}

// fillATenDef fills in d, named already, as atenDef's.
func fillATenDef(d *ir.OpDef, s *Schema) {
	d.Summary = "Generated op for `" + s.Text + "`"
	d.Parse = func(p ir.AsmParser, st *ir.OperationState) error { return parseATenOp(s, p, st) }
	d.Print = printATenOp
	for i, a := range s.Args {
		d.Operands = append(d.Operands, ir.ArgDef{Name: argName(a.Name, i), Type: schemaConstraint(s, a, true)})
	}
	if s.VarArgs {
		// aten::format(str self, ...): any number of values of any type.
		d.Operands = append(d.Operands, ir.ArgDef{Name: "varargs", Type: ir.AnyType, Arity: ir.Variadic})
	}
	mask := outputMaskArg(s)
	for i, r := range s.Returns {
		name := r.Name
		if name == "" {
			name = "result"
			if len(s.Returns) > 1 {
				name = fmt.Sprintf("result%d", i)
			}
		}
		c := schemaConstraint(s, r, false)
		if mask >= 0 && r.Type.Base == "Tensor" {
			c = maskableResult(c)
		}
		d.Results = append(d.Results, ir.ArgDef{Name: argName(name, i), Type: c})
	}
	if isPure(s) {
		d.Traits |= ir.Pure
	}
	// Parameters PyTorch accepts, result types the shape function infers:
	// both tables are read when the op verifies, since the definitions are
	// built before init() fills shapeFns (testing them here left every op
	// with only a shape function unverified).
	d.Verify = verifyATenOp
	if mask >= 0 {
		d.Verify = verifyMaskedResults(mask, d.Verify)
	}
}

// outputMaskArg is the index of a `bool[N] output_mask` argument (the
// backward ops': which gradients to compute), or -1.
func outputMaskArg(s *Schema) int {
	for i, a := range s.Args {
		if a.Name == "output_mask" && a.Type.List && a.Type.Elem != nil && a.Type.Elem.Base == "bool" {
			return i
		}
	}
	return -1
}

// maskableResult lets a Tensor result of an op with an output_mask be
// !torch.none: PyTorch returns an undefined tensor (None) for a result
// the mask leaves out, and Torch-MLIR's importers type it so.
func maskableResult(c *ir.TypeConstraint) *ir.TypeConstraint {
	pred := c.Pred
	return &ir.TypeConstraint{
		Summary: c.Summary + " or !torch.none where output_mask leaves it out",
		Pred:    func(t ir.Type) bool { return IsPrim(t, KindNone) || pred(t) },
	}
}

// verifyMaskedResults checks that a !torch.none result is one the
// constant output_mask (operand mask) leaves out, then runs next.
func verifyMaskedResults(mask int, next func(*ir.Operation) error) func(*ir.Operation) error {
	return func(op *ir.Operation) error {
		if elems, ok := ListElements(op.Operand(mask)); ok {
			for k, e := range elems {
				if k >= op.NumResults() || !IsPrim(op.Result(k).Type(), KindNone) {
					continue
				}
				if on, ok := ConstantBoolValue(e); ok && on {
					return op.EmitOpError("result #%d is !torch.none, but output_mask[%d] is true: the gradient is computed", k, k)
				}
			}
		}
		if next != nil {
			return next(op)
		}
		return nil
	}
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
	if len(s.Returns) == 0 {
		// An overload that returns nothing and mutates nothing exists for
		// its effect: an assertion (_assert_tensor_metadata, _assert_async)
		// or a print. It is not dead when unused.
		return false
	}
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
//	Dict(K, V)                  !torch.dict<K, V>
//	t, Any, complex, others     any type
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
	case t.Base == "Dict" && len(t.Params) == 2:
		ks, kp := typeRule(t.Params[0])
		vs, vp := typeRule(t.Params[1])
		return "!torch.dict of " + ks + " to " + vs, func(x ir.Type) bool {
			c, ok := x.(*ContainerType)
			return ok && c.Kind == KindDict && kp(c.Elems[0]) && vp(c.Elems[1])
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
		summary, isPrimScalar := prim("Any Torch scalar type (!torch.int, !torch.float, !torch.bool or !torch.number)",
			KindInt, KindFloat, KindBool, KindNumber)
		// A union of scalar types (`!torch.union<float, int>`) is a number too.
		return summary, func(t ir.Type) bool {
			if u, ok := t.(*ContainerType); ok && u.Kind == KindUnion && len(u.Elems) > 0 {
				for _, e := range u.Elems {
					if !isPrimScalar(e) {
						return false
					}
				}
				return true
			}
			return isPrimScalar(t)
		}
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
// and checks the counts against the schema s.
func parseATenOp(s *Schema, p ir.AsmParser, st *ir.OperationState) error {
	loc := p.CurrentLoc()
	operands, err := p.ParseOperandList()
	if err != nil {
		return err
	}
	if s.VarArgs && len(operands) < len(s.Args) {
		return p.ErrorAt(loc, "expected at least %d operands as schema '%s' declares, but got %d", len(s.Args), s.Text, len(operands))
	}
	if !s.VarArgs && len(operands) != len(s.Args) {
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
		if len(rs) != len(s.Returns) {
			return p.ErrorAt(rloc, "expected %d result types as schema '%s' declares, but got %d", len(s.Returns), s.Text, len(rs))
		}
		st.Types = append(st.Types, rs...)
	} else if len(s.Returns) > 0 {
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
