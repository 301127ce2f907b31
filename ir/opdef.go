package ir

import (
	"fmt"
	"sort"
	"sync"
)

// Trait is a static property of an op kind, as a bit set.
type Trait uint64

const (
	// Pure ops have no side effects (MLIR's Pure = NoMemoryEffect + Speculatable).
	Pure Trait = 1 << iota
	// Commutative ops give the same result for permuted operands.
	Commutative
	// Terminator ops end a block.
	Terminator
	// ReturnLike terminators return control to the parent op.
	ReturnLike
	// IsolatedFromAbove ops' regions cannot use values defined outside.
	IsolatedFromAbove
	// SameOperandsAndResultType: all operands and results have one type.
	SameOperandsAndResultType
	// SameTypeOperands: all operands have one type.
	SameTypeOperands
	// SameOperandsAndResultShape: all operands and results have one shape.
	SameOperandsAndResultShape
	// SameOperandsAndResultElementType: one element type throughout.
	SameOperandsAndResultElementType
	// SymbolTable ops define a symbol namespace for their region.
	SymbolTable
	// Symbol ops define a symbol (the `sym_name` attribute).
	Symbol
	// NoTerminator ops' blocks need no terminator.
	NoTerminator
	// SingleBlock ops have at most one block per region.
	SingleBlock
	// ConstantLike ops materialize their attribute as a value.
	ConstantLike
	// GraphRegion ops' regions are graph regions (no dominance).
	GraphRegion
	// AttrSizedOperandSegments: `operandSegmentSizes` splits the operands.
	AttrSizedOperandSegments
	// AttrSizedResultSegments: `resultSegmentSizes` splits the results.
	AttrSizedResultSegments
	// ElementwiseMappable ops apply elementwise to tensors/vectors too.
	ElementwiseMappable
	// Idempotent: op(op(x)) == op(x).
	Idempotent
	// Involution: op(op(x)) == x.
	Involution
	// AffineScope and AutomaticAllocationScope mark scope-defining ops.
	AffineScope
	AutomaticAllocationScope
	// RecursiveMemoryEffects: effects are those of the nested ops.
	RecursiveMemoryEffects
)

var traitNames = []string{"Pure", "Commutative", "Terminator", "ReturnLike", "IsolatedFromAbove",
	"SameOperandsAndResultType", "SameTypeOperands", "SameOperandsAndResultShape",
	"SameOperandsAndResultElementType", "SymbolTable", "Symbol", "NoTerminator", "SingleBlock",
	"ConstantLike", "GraphRegion", "AttrSizedOperandSegments", "AttrSizedResultSegments",
	"ElementwiseMappable", "Idempotent", "Involution", "AffineScope", "AutomaticAllocationScope",
	"RecursiveMemoryEffects"}

// String lists the trait names.
func (t Trait) String() string {
	s := ""
	for i, n := range traitNames {
		if t&(1<<i) != 0 {
			if s != "" {
				s += "|"
			}
			s += n
		}
	}
	return s
}

// Arity says how many values an operand or result group holds.
type Arity uint8

const (
	Single   Arity = iota // exactly one
	Optional              // zero or one
	Variadic              // any number
)

// TypeConstraint restricts the type of an operand or result.
type TypeConstraint struct {
	// Summary is the text of MLIR's messages: "must be <Summary>, but got 'f32'".
	Summary string
	// Pred accepts the allowed types; nil accepts everything.
	Pred func(Type) bool
	// Build returns the only type the constraint allows, for result types
	// the assembly format need not spell out (e.g. I1); nil when several.
	Build func(*Context) Type
}

// Accepts reports whether t satisfies the constraint.
func (c *TypeConstraint) Accepts(t Type) bool { return c == nil || c.Pred == nil || c.Pred(t) }

// ArgDef declares one operand or result group.
type ArgDef struct {
	Name  string
	Type  *TypeConstraint
	Arity Arity
}

// AttrConstraint restricts an attribute and says how the assembly format
// writes it.
type AttrConstraint struct {
	Summary string
	Pred    func(Attribute) bool
	// ValueType, when set, is the type a bare literal gets in the custom
	// form (I64Attr: i64), and the printer then omits `: type`.
	ValueType func(*Context) Type
	// Parse and Print replace the generic attribute syntax in the custom
	// form (enums such as cmpi predicates).
	Parse func(p AsmParser) (Attribute, error)
	Print func(p *AsmPrinter, a Attribute)
	// ParseOptional parses the attribute if the next token can start one
	// of this kind; used when the attribute leads an optional group
	// (e.g. a string attribute must not swallow a following @symbol).
	ParseOptional func(p AsmParser) (Attribute, bool, error)
}

// AttrDef declares an inherent attribute.
type AttrDef struct {
	Name       string
	Constraint *AttrConstraint
	// Optional attributes may be absent.
	Optional bool
	// Default (or DefaultFn, which works for every context) is the value
	// assumed when the attribute is absent; the custom form elides an
	// attribute equal to it. A required attribute with a default is MLIR's
	// DefaultValuedAttr: Create materializes it when absent, so the generic
	// form shows it (`<{overflowFlags = #arith.overflow<none>}>`). An
	// Optional one is DefaultValuedOptionalAttr: it stays absent.
	Default   Attribute
	DefaultFn func(*Context) Attribute
}

// DefaultValue returns the attribute's default in ctx, or nil.
func (ad *AttrDef) DefaultValue(ctx *Context) Attribute {
	if ad.DefaultFn != nil {
		return ad.DefaultFn(ctx)
	}
	return ad.Default
}

// RegionDef declares a region (or a variadic list of regions).
type RegionDef struct {
	Name     string
	Variadic bool
	// SizedOne requires exactly one block.
	SizedOne bool
}

// SuccDef declares a successor (or a variadic list).
type SuccDef struct {
	Name     string
	Variadic bool
}

// OpDef is the declaration of an op kind: its signature, traits, hooks
// and assembly format. Register it with Context.RegisterOp.
type OpDef struct {
	// Name is the full name, "dialect.op".
	Name    string
	Summary string

	Operands   []ArgDef
	Results    []ArgDef
	Attrs      []AttrDef
	Regions    []RegionDef
	Successors []SuccDef
	Traits     Trait
	// ParentOps, when non-empty, restricts the op to these parents.
	ParentOps []string
	// SameTypes lists groups of operand/result names that must share one
	// type (MLIR's AllTypesMatch); the format parser also infers types
	// through them.
	SameTypes [][]string
	// DefaultDialect is the dialect whose prefix may be dropped for ops
	// printed in this op's regions ("func" for func.func).
	DefaultDialect string

	// Format is the declarative assembly format; empty means the op has
	// only the generic form unless Parse/Print are set.
	Format string
	// CustomDirectives implement the `custom<Name>(...)` elements of Format.
	CustomDirectives map[string]CustomDirective

	// Parse and Print are hand-written custom forms; they take precedence
	// over Format.
	Parse func(p AsmParser, st *OperationState) error
	Print func(p *AsmPrinter, op *Operation)

	// InferTypes fills result types the format cannot (called after
	// parsing the custom form, when some result types are still nil).
	InferTypes func(ctx *Context, st *OperationState, operandTypes []Type) error
	// Verify checks op-specific invariants after the structural checks.
	Verify func(op *Operation) error
	// VerifyBeforeRegions, when set, checks op-specific invariants before
	// the ops of its regions are verified (as MLIR's verify() runs before
	// the nested ops and verifyRegions() after them; Verify is the
	// latter): a container that restricts what it holds reports a foreign
	// op as such before that op's own checks can fail.
	VerifyBeforeRegions func(op *Operation) error
	// Fold tries to fold the op given constant operands (nil where not
	// constant). It returns nil when it cannot fold, otherwise one entry
	// per result: an Attribute (a constant to materialize) or a *Value
	// (an existing value to use instead), like MLIR's OpFoldResult.
	Fold func(op *Operation, operands []Attribute) []any
	// Interfaces holds op interface implementations by name (for example
	// "MemoryEffects"), for passes that query them; ir does not look
	// inside.
	Interfaces map[string]any
	// Branch says which operands a terminator forwards to each successor's
	// block arguments (MLIR's BranchOpInterface); the verifier checks them
	// against the successors' arguments, and generic passes read and erase
	// them through SuccessorOperandRange and EraseSuccessorOperand.
	Branch *BranchOperands
	// AsmResultNames suggests names for results (`%c0`, `%cst`).
	AsmResultNames func(op *Operation, set func(v *Value, name string))
	// Complete, when set, fills the rest of a definition declared by its
	// Name alone, once, when a context first looks the op up (parsing or
	// building one) rather than at registration: a dialect of hundreds of
	// generated ops (torch's 800 ATen overloads, built from their schemas)
	// then costs a tool's start only the ops its input names. Until then
	// nothing but Name may be read; code that reads a definition's fields
	// gets it from an op or from Context.LookupOp.
	Complete func(d *OpDef) error

	// Derived once, on first registration in any context, or for a
	// definition with Complete at its first lookup (the same for
	// every context, so definitions can be shared package-level values
	// registered by several contexts at once).
	once     sync.Once
	onceErr  error
	inherent []string // sorted names of inherent attributes
	// format is the compiled assembly format, compiled when the op is
	// first parsed or printed in its custom form: compiling every op's at
	// registration was most of a tool's start (Format's errors, a dialect
	// table's bug, are found by CheckFormat's tests).
	formatOnce sync.Once
	format     *formatProgram
	formatErr  error
	// materialize is set when some required attribute has a default.
	materialize bool
}

// HasTrait reports whether the definition declares t.
func (d *OpDef) HasTrait(t Trait) bool { return d.Traits&t != 0 }

func (d *OpDef) isInherent(name string) bool {
	i := sort.SearchStrings(d.inherent, name)
	return i < len(d.inherent) && d.inherent[i] == name
}

// IsInherent reports whether name is a declared inherent attribute.
func (d *OpDef) IsInherent(name string) bool { return d.isInherent(name) }

// AttrDef returns the declaration of attribute name, or nil.
func (d *OpDef) AttrDef(name string) *AttrDef {
	for i := range d.Attrs {
		if d.Attrs[i].Name == name {
			return &d.Attrs[i]
		}
	}
	return nil
}

// HasCustomForm reports whether the op prints in a custom form.
func (d *OpDef) HasCustomForm() bool { return d.Print != nil || d.compiledFormat() != nil }

// compiledFormat returns the compiled assembly format, nil when the op has
// none (or a custom parser) or it does not compile.
func (d *OpDef) compiledFormat() *formatProgram {
	if d.Format == "" || d.Parse != nil {
		return nil
	}
	d.formatOnce.Do(func() {
		d.format, d.formatErr = compileFormat(d)
		if d.formatErr != nil {
			d.format, d.formatErr = nil, fmt.Errorf("%s: assembly format: %v", d.Name, d.formatErr)
		}
	})
	return d.format
}

// CheckFormat compiles the assembly format (Format) now and returns its
// error: registration leaves the compile to the op's first parse or
// print, so a dialect's tests call this on each of its ops.
func (d *OpDef) CheckFormat() error {
	d.compiledFormat()
	return d.formatErr
}

// RegisterOp adds an op definition; the dialect (the prefix of the name)
// is created if needed. The assembly format, if any, compiles at the op's first parse or print.
func (c *Context) RegisterOp(d *OpDef) error {
	dialect := d.Name
	for i := 0; i < len(d.Name); i++ {
		if d.Name[i] == '.' {
			dialect = d.Name[:i]
			break
		}
	}
	if dialect == d.Name {
		return fmt.Errorf("op name %q has no dialect prefix", d.Name)
	}
	if d.Complete == nil || c.hasName(d.Name) {
		if err := d.prepare(); err != nil {
			return err
		}
	}
	if c.dialects[dialect] == nil {
		c.RegisterDialect(&Dialect{Name: dialect})
	}
	c.ops[d.Name] = d
	c.namesMu.Lock()
	if n := c.names[d.Name]; n != nil {
		n.Def = d
	}
	c.namesMu.Unlock()
	return nil
}

// hasName reports whether the context has interned name already (an op
// of that name was parsed or built before its definition registered).
func (c *Context) hasName(name string) bool {
	c.namesMu.RLock()
	defer c.namesMu.RUnlock()
	return c.names[name] != nil
}

// Prepared returns d once its definition is complete (Complete has run)
// and derived, for code that reads the fields of a definition it names
// rather than gets from an op or a context (a pattern table built at
// init). A malformed definition is a programming error in its dialect:
// Prepared panics then, as MustRegisterOps does.
func (d *OpDef) Prepared() *OpDef {
	if err := d.prepare(); err != nil {
		panic(err)
	}
	return d
}

// prepare completes the definition (Complete) and derives what
// registration needs, once.
func (d *OpDef) prepare() error {
	d.once.Do(func() {
		if d.Complete != nil {
			if err := d.Complete(d); err != nil {
				d.onceErr = err
				return
			}
		}
		d.onceErr = d.derive()
	})
	return d.onceErr
}

// derive computes what registration needs from the definition alone: the
// sorted inherent attribute names and whether defaults are materialized.
func (d *OpDef) derive() error {
	for _, a := range d.Attrs {
		d.inherent = append(d.inherent, a.Name)
		if !a.Optional && (a.Default != nil || a.DefaultFn != nil) {
			d.materialize = true
		}
	}
	if d.Traits&AttrSizedOperandSegments != 0 {
		d.inherent = append(d.inherent, "operandSegmentSizes")
	}
	if d.Traits&AttrSizedResultSegments != 0 {
		d.inherent = append(d.inherent, "resultSegmentSizes")
	}
	sort.Strings(d.inherent)
	return nil
}

// MustRegisterOps registers each definition and panics on a malformed
// one (a programming error in a dialect's tables).
func (c *Context) MustRegisterOps(defs ...*OpDef) {
	for _, d := range defs {
		if err := c.RegisterOp(d); err != nil {
			panic(err)
		}
	}
}

// RegisteredOps returns the registered op names, sorted; ops a dialect
// declares on demand (Dialect.ResolveOp) are not among them.
func (c *Context) RegisteredOps() []string {
	var out []string
	for n := range c.ops {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// ---- common constraints ----

// AnyType accepts every type.
var AnyType = &TypeConstraint{Summary: "any type"}

// AnySignlessInteger accepts iN.
var AnySignlessInteger = &TypeConstraint{Summary: "signless integer", Pred: func(t Type) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Signedness == Signless
}}

// I1 accepts i1 and builds it.
var I1 = &TypeConstraint{Summary: "1-bit signless integer", Pred: func(t Type) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Width == 1 && it.Signedness == Signless
}, Build: func(c *Context) Type { return c.I(1) }}

// Index accepts index and builds it.
var Index = &TypeConstraint{Summary: "index", Pred: func(t Type) bool { _, ok := t.(*IndexType); return ok },
	Build: func(c *Context) Type { return c.IndexType() }}

// AnyFloat accepts the float types.
var AnyFloat = &TypeConstraint{Summary: "floating-point", Pred: IsFloat}

// SignlessIntegerOrIndex accepts iN and index.
var SignlessIntegerOrIndex = &TypeConstraint{Summary: "signless integer or index", Pred: func(t Type) bool {
	if _, ok := t.(*IndexType); ok {
		return true
	}
	it, ok := t.(*IntegerType)
	return ok && it.Signedness == Signless
}}

// FunctionTypeConstraint accepts function types.
var FunctionTypeConstraint = &TypeConstraint{Summary: "function type", Pred: func(t Type) bool {
	_, ok := t.(*FunctionType)
	return ok
}}

// AnyAttr accepts every attribute.
var AnyAttr = &AttrConstraint{Summary: "any attribute"}

// StrAttr accepts string attributes.
var StrAttr = &AttrConstraint{Summary: "string attribute", Pred: func(a Attribute) bool {
	_, ok := a.(*StringAttr)
	return ok
}, ParseOptional: func(p AsmParser) (Attribute, bool, error) {
	if s, ok := p.ParseOptionalString(); ok {
		return p.Context().StringAttr(s), true, nil
	}
	return nil, false, nil
}}

// SymbolNameAttr accepts the string naming a symbol; the assembly format
// writes it as @name.
var SymbolNameAttr = &AttrConstraint{
	Summary: "string attribute",
	Pred:    StrAttr.Pred,
	Parse: func(p AsmParser) (Attribute, error) {
		n, err := p.ParseSymbolName()
		if err != nil {
			return nil, err
		}
		return p.Context().StringAttr(n), nil
	},
	Print: func(p *AsmPrinter, a Attribute) {
		if s, ok := a.(*StringAttr); ok {
			p.PrintSymbolName(s.Value)
		}
	},
	ParseOptional: func(p AsmParser) (Attribute, bool, error) {
		if n, ok := p.ParseOptionalSymbolName(); ok {
			return p.Context().StringAttr(n), true, nil
		}
		return nil, false, nil
	},
}

// FlatSymbolRefAttr accepts @name references.
var FlatSymbolRefAttr = &AttrConstraint{Summary: "flat symbol reference attribute", Pred: func(a Attribute) bool {
	s, ok := a.(*SymbolRefAttr)
	return ok && s.IsFlat()
}}

// SymbolRefAttrConstraint accepts any symbol reference.
var SymbolRefAttrConstraint = &AttrConstraint{Summary: "symbol reference attribute", Pred: func(a Attribute) bool {
	_, ok := a.(*SymbolRefAttr)
	return ok
}}

// TypeAttrOf accepts a TypeAttr whose type satisfies tc.
func TypeAttrOf(tc *TypeConstraint) *AttrConstraint {
	return &AttrConstraint{Summary: "type attribute of " + tc.Summary, Pred: func(a Attribute) bool {
		ta, ok := a.(*TypeAttr)
		return ok && tc.Accepts(ta.Type)
	}}
}

// UnitAttrConstraint accepts unit.
var UnitAttrConstraint = &AttrConstraint{Summary: "unit attribute", Pred: func(a Attribute) bool {
	_, ok := a.(*UnitAttr)
	return ok
}}

// ArrayAttrConstraint accepts arrays.
var ArrayAttrConstraint = &AttrConstraint{Summary: "array attribute", Pred: func(a Attribute) bool {
	_, ok := a.(*ArrayAttr)
	return ok
}}

// DictArrayAttr accepts arrays of dictionaries (argument attributes).
var DictArrayAttr = &AttrConstraint{Summary: "Array of dictionary attributes", Pred: func(a Attribute) bool {
	arr, ok := a.(*ArrayAttr)
	if !ok {
		return false
	}
	for _, e := range arr.Elems {
		if _, ok := e.(*DictionaryAttr); !ok {
			return false
		}
	}
	return true
}}

// TypedAttrConstraint accepts any attribute with a type.
var TypedAttrConstraint = &AttrConstraint{Summary: "TypedAttr instance", Pred: func(a Attribute) bool {
	_, ok := a.(TypedAttr)
	return ok
}}

// IntAttrOfWidth accepts IntegerAttrs of iN and spells them without type.
func IntAttrOfWidth(w int) *AttrConstraint {
	return &AttrConstraint{
		Summary: fmt.Sprintf("%d-bit signless integer attribute", w),
		Pred: func(a Attribute) bool {
			ia, ok := a.(*IntegerAttr)
			if !ok {
				return false
			}
			it, ok := ia.Type.(*IntegerType)
			return ok && it.Width == w && it.Signedness == Signless
		},
		ValueType: func(c *Context) Type { return c.I(w) },
	}
}

// IndexAttr accepts index IntegerAttrs.
var IndexAttr = &AttrConstraint{Summary: "index attribute", Pred: func(a Attribute) bool {
	ia, ok := a.(*IntegerAttr)
	if !ok {
		return false
	}
	_, ok = ia.Type.(*IndexType)
	return ok
}, ValueType: func(c *Context) Type { return c.IndexType() }}
