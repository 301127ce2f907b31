package llvm

import (
	"fmt"
	"strconv"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the llvm dialect's types: !llvm.ptr, !llvm.void,
// !llvm.array, !llvm.struct and !llvm.func. Inside the `<...>` of an llvm
// type, nested llvm types are written without the `!llvm.` prefix, as
// upstream prints them: `!llvm.struct<(ptr, array<4 x f32>)>`.

// PointerType is the opaque pointer `!llvm.ptr` or `!llvm.ptr<N>` (address
// space N; 0 is the default and is not printed).
type PointerType struct {
	ir.TypeBase
	AddrSpace int
}

// Ptr returns the pointer type of address space as.
func Ptr(ctx *ir.Context, as int) *PointerType {
	return ctx.UniqueType("llvm.ptr."+strconv.Itoa(as), func() ir.Type { return &PointerType{AddrSpace: as} }).(*PointerType)
}

func (t *PointerType) Print(p *ir.AsmPrinter) { p.WriteString("!llvm."); t.body(p) }
func (t *PointerType) body(p *ir.AsmPrinter) {
	p.WriteString("ptr")
	if t.AddrSpace != 0 {
		p.WriteString("<" + strconv.Itoa(t.AddrSpace) + ">")
	}
}

// VoidType is `!llvm.void`, the result of functions that return nothing.
type VoidType struct{ ir.TypeBase }

// Void returns `!llvm.void`.
func Void(ctx *ir.Context) *VoidType {
	return ctx.UniqueType("llvm.void", func() ir.Type { return &VoidType{} }).(*VoidType)
}

func (t *VoidType) Print(p *ir.AsmPrinter) { p.WriteString("!llvm.void") }
func (t *VoidType) body(p *ir.AsmPrinter)  { p.WriteString("void") }

// ArrayType is `!llvm.array<N x T>`.
type ArrayType struct {
	ir.TypeBase
	Elem ir.Type
	Len  int64
}

// Array returns `!llvm.array<n x elem>`.
func Array(ctx *ir.Context, elem ir.Type, n int64) *ArrayType {
	k := fmt.Sprintf("llvm.array.%d.%d", ir.TypeID(elem), n)
	return ctx.UniqueType(k, func() ir.Type { return &ArrayType{Elem: elem, Len: n} }).(*ArrayType)
}

func (t *ArrayType) Print(p *ir.AsmPrinter) { p.WriteString("!llvm."); t.body(p) }
func (t *ArrayType) body(p *ir.AsmPrinter) {
	p.WriteString("array<")
	p.WriteInt(t.Len)
	p.WriteString(" x ")
	printNested(p, t.Elem)
	p.WriteByte('>')
}

// StructType is a literal struct `!llvm.struct<(i32, f64)>` (packed:
// `!llvm.struct<packed (i8, i32)>`) or an identified one
// `!llvm.struct<"name", (i32, ptr)>`. Identified structs are uniqued by
// name alone and get their body once, so that a body may refer to the
// struct itself (`!llvm.struct<"node", (ptr, struct<"node">)>`).
type StructType struct {
	ir.TypeBase
	// Name is empty for literal structs.
	Name       string
	Identified bool
	Packed     bool
	// Opaque identified structs have no body.
	Opaque bool
	Body   []ir.Type
	// initialized is set once an identified struct has its body (or is
	// declared opaque).
	initialized bool
}

// LiteralStruct returns the literal struct of the given element types.
func LiteralStruct(ctx *ir.Context, body []ir.Type, packed bool) *StructType {
	k := []byte("llvm.struct.lit.")
	if packed {
		k = append(k, 'p')
	}
	for _, t := range body {
		k = strconv.AppendUint(append(k, ','), uint64(ir.TypeID(t)), 10)
	}
	return ctx.UniqueType(string(k), func() ir.Type {
		return &StructType{Packed: packed, Body: append([]ir.Type(nil), body...), initialized: true}
	}).(*StructType)
}

// IdentifiedStruct returns the struct named name, without a body until
// SetBody is called.
func IdentifiedStruct(ctx *ir.Context, name string) *StructType {
	return ctx.UniqueType("llvm.struct.id."+name, func() ir.Type { return &StructType{Name: name, Identified: true} }).(*StructType)
}

// SetBody gives an identified struct its body; it reports false when the
// struct already has a different one.
func (t *StructType) SetBody(body []ir.Type, packed bool) bool {
	if t.initialized {
		if t.Opaque || t.Packed != packed || len(t.Body) != len(body) {
			return false
		}
		for i := range body {
			if body[i] != t.Body[i] {
				return false
			}
		}
		return true
	}
	t.Body, t.Packed, t.initialized = append([]ir.Type(nil), body...), packed, true
	return true
}

// SetOpaque declares an identified struct opaque.
func (t *StructType) SetOpaque() bool {
	if t.initialized {
		return t.Opaque
	}
	t.Opaque, t.initialized = true, true
	return true
}

func (t *StructType) Print(p *ir.AsmPrinter) { p.WriteString("!llvm."); t.bodyIn(p, nil) }
func (t *StructType) body(p *ir.AsmPrinter)  { t.bodyIn(p, nil) }

// bodyIn prints the struct; stack holds the identified structs being
// printed, whose bodies are not repeated (recursive references).
func (t *StructType) bodyIn(p *ir.AsmPrinter, stack []*StructType) {
	p.WriteString("struct<")
	if t.Identified {
		p.WriteByte('"')
		p.WriteEscaped(t.Name)
		p.WriteByte('"')
		for _, s := range stack {
			if s == t {
				p.WriteByte('>')
				return
			}
		}
		if !t.initialized {
			p.WriteByte('>')
			return
		}
		stack = append(stack, t)
		p.WriteString(", ")
		if t.Opaque {
			p.WriteString("opaque>")
			return
		}
	}
	if t.Packed {
		p.WriteString("packed ")
	}
	p.WriteByte('(')
	for i, e := range t.Body {
		if i > 0 {
			p.WriteString(", ")
		}
		if s, ok := e.(*StructType); ok {
			s.bodyIn(p, stack)
		} else {
			printNested(p, e)
		}
	}
	p.WriteString(")>")
}

// FuncType is `!llvm.func<ret (params...)>`, with `...` for varargs.
type FuncType struct {
	ir.TypeBase
	Result ir.Type
	Params []ir.Type
	VarArg bool
}

// Func returns the LLVM function type.
func Func(ctx *ir.Context, result ir.Type, params []ir.Type, vararg bool) *FuncType {
	k := []byte("llvm.func.")
	k = strconv.AppendUint(k, uint64(ir.TypeID(result)), 10)
	if vararg {
		k = append(k, 'v')
	}
	for _, t := range params {
		k = strconv.AppendUint(append(k, ','), uint64(ir.TypeID(t)), 10)
	}
	return ctx.UniqueType(string(k), func() ir.Type {
		return &FuncType{Result: result, Params: append([]ir.Type(nil), params...), VarArg: vararg}
	}).(*FuncType)
}

func (t *FuncType) Print(p *ir.AsmPrinter) { p.WriteString("!llvm."); t.body(p) }
func (t *FuncType) body(p *ir.AsmPrinter) {
	p.WriteString("func<")
	printNested(p, t.Result)
	p.WriteString(" (")
	for i, e := range t.Params {
		if i > 0 {
			p.WriteString(", ")
		}
		printNested(p, e)
	}
	if t.VarArg {
		if len(t.Params) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteString(")>")
}

// NumResults is 0 for void functions and 1 otherwise.
func (t *FuncType) Results() []ir.Type {
	if _, ok := t.Result.(*VoidType); ok {
		return nil
	}
	return []ir.Type{t.Result}
}

type bodyPrinter interface{ body(p *ir.AsmPrinter) }

// printNested prints a type inside an llvm type: llvm types without their
// prefix, others as usual.
func printNested(p *ir.AsmPrinter, t ir.Type) {
	if b, ok := t.(bodyPrinter); ok {
		b.body(p)
		return
	}
	p.PrintType(t)
}

// ---- parsing ----

// parseType parses the body of `!llvm.<body>`.
func parseType(p ir.AsmParser) (ir.Type, error) {
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	t, ok, err := parseTypeAfterKeyword(p, kw)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, p.ErrorAt(loc, "unknown LLVM type: %s", kw)
	}
	return t, nil
}

var nestedKeywords = []string{"ptr", "void", "array", "struct", "func"}

// parseNested parses a type inside an llvm type body.
func parseNested(p ir.AsmParser) (ir.Type, error) {
	for _, kw := range nestedKeywords {
		if p.PeekKeyword(kw) {
			if err := p.ParseKeyword(kw); err != nil {
				return nil, err
			}
			t, _, err := parseTypeAfterKeyword(p, kw)
			return t, err
		}
	}
	return p.ParseType()
}

func parseTypeAfterKeyword(p ir.AsmParser, kw string) (ir.Type, bool, error) {
	ctx := p.Context()
	switch kw {
	case "void":
		return Void(ctx), true, nil
	case "ptr":
		as := int64(0)
		if p.ParseOptionalPunct("<") {
			v, err := p.ParseInteger()
			if err != nil {
				return nil, true, err
			}
			if v < 0 || v > 1<<24-1 {
				return nil, true, p.Errorf("invalid address space %d", v)
			}
			as = v
			if err := p.ParsePunct(">"); err != nil {
				return nil, true, err
			}
		}
		return Ptr(ctx, int(as)), true, nil
	case "array":
		if err := p.ParsePunct("<"); err != nil {
			return nil, true, err
		}
		n, err := p.ParseInteger()
		if err != nil {
			return nil, true, err
		}
		if n < 0 {
			return nil, true, p.Errorf("expected non-negative array size")
		}
		if err := p.ParseKeyword("x"); err != nil {
			return nil, true, err
		}
		loc := p.CurrentLoc()
		et, err := parseNested(p)
		if err != nil {
			return nil, true, err
		}
		if !isValidElementType(et) {
			return nil, true, p.ErrorAt(loc, "invalid array element type: %s", ir.TypeString(et))
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, true, err
		}
		return Array(ctx, et, n), true, nil
	case "struct":
		t, err := parseStruct(p)
		return t, true, err
	case "func":
		if err := p.ParsePunct("<"); err != nil {
			return nil, true, err
		}
		res, err := parseNested(p)
		if err != nil {
			return nil, true, err
		}
		if err := p.ParsePunct("("); err != nil {
			return nil, true, err
		}
		var params []ir.Type
		vararg := false
		if !p.ParseOptionalPunct(")") {
			for {
				if p.ParseOptionalPunct("...") {
					vararg = true
					break
				}
				t, err := parseNested(p)
				if err != nil {
					return nil, true, err
				}
				params = append(params, t)
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			if err := p.ParsePunct(")"); err != nil {
				return nil, true, err
			}
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, true, err
		}
		return Func(ctx, res, params, vararg), true, nil
	}
	return nil, false, nil
}

func parseStruct(p ir.AsmParser) (ir.Type, error) {
	ctx := p.Context()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var id *StructType
	if name, ok := p.ParseOptionalString(); ok {
		id = IdentifiedStruct(ctx, name)
		if p.ParseOptionalPunct(">") {
			return id, nil
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		if p.ParseOptionalKeyword("opaque") {
			if !id.SetOpaque() {
				return nil, p.Errorf("identified type already used with a different body")
			}
			return id, p.ParsePunct(">")
		}
	}
	packed := p.ParseOptionalKeyword("packed")
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	var body []ir.Type
	if !p.ParseOptionalPunct(")") {
		for {
			loc := p.CurrentLoc()
			t, err := parseNested(p)
			if err != nil {
				return nil, err
			}
			if !isValidElementType(t) {
				return nil, p.ErrorAt(loc, "invalid LLVM structure element type: %s", ir.TypeString(t))
			}
			body = append(body, t)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if id != nil {
		if !id.SetBody(body, packed) {
			return nil, p.Errorf("identified type already used with a different body")
		}
		return id, nil
	}
	return LiteralStruct(ctx, body, packed), nil
}

// ---- type predicates ----

// IsCompatibleType reports whether t may appear in llvm dialect ops:
// signless integers, floats, llvm types and vectors of those.
func IsCompatibleType(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.IsSignless()
	case *ir.FloatType:
		return true
	case *PointerType, *StructType, *ArrayType, *VoidType, *FuncType:
		return true
	case *ir.VectorType:
		return IsCompatibleType(t.Elem)
	}
	return false
}

func isValidElementType(t ir.Type) bool {
	switch t.(type) {
	case *VoidType, *FuncType:
		return false
	}
	return IsCompatibleType(t)
}

// IsAggregate reports whether t is a struct or array.
func IsAggregate(t ir.Type) bool {
	switch t.(type) {
	case *StructType, *ArrayType:
		return true
	}
	return false
}
