package ir

import (
	"math"
	"strconv"
)

// Type is an uniqued IR type: two types are equal exactly when they are the
// same pointer. Dialects define their own types by embedding TypeBase and
// creating instances through Context.UniqueType.
type Type interface {
	typeBase() *TypeBase
	// Print writes the full syntax of the type (with `!dialect.` for
	// dialect types) to p.
	Print(p *AsmPrinter)
}

// TypeBase is embedded in every type; it holds the dense id given by the
// context's uniquer and the owning context.
type TypeBase struct {
	id  uint32
	ctx *Context
}

func (b *TypeBase) typeBase() *TypeBase { return b }

// Context returns the context that uniqued the type.
func (b *TypeBase) Context() *Context { return b.ctx }

// TypeID returns the dense id of t (unique within its context).
func TypeID(t Type) uint32 { return t.typeBase().id }

// TypeString prints t without aliases.
func TypeString(t Type) string {
	if t == nil {
		return "<<NULL TYPE>>"
	}
	p := NewStringPrinter()
	t.Print(p)
	return p.String()
}

// Signedness of an IntegerType.
type Signedness uint8

const (
	Signless Signedness = iota // iN: interpretation chosen by each op
	Signed                     // siN
	Unsigned                   // uiN
)

// IntegerType is iN, siN or uiN.
type IntegerType struct {
	TypeBase
	// Width is the bit width, 0 < Width <= 1<<24 as MLIR allows.
	Width      int
	Signedness Signedness
}

// MaxIntegerWidth is the widest integer type the parser accepts.
const MaxIntegerWidth = 1 << 24

// IntegerType returns the uniqued integer type.
func (c *Context) IntegerType(width int, s Signedness) *IntegerType {
	if width <= 128 && width >= 0 {
		c.uniq.RLock()
		t := c.intTypes[s][width]
		c.uniq.RUnlock()
		if t != nil {
			return t
		}
	}
	k := (&keyBuilder{}).byte('i').byte(byte(s)).u64(uint64(width)).String()
	t := c.uniqueType(k, func() Type { return &IntegerType{Width: width, Signedness: s} }).(*IntegerType)
	if width <= 128 && width >= 0 {
		c.uniq.Lock()
		c.intTypes[s][width] = t
		c.uniq.Unlock()
	}
	return t
}

// I returns the signless integer type of the given width.
func (c *Context) I(width int) *IntegerType { return c.IntegerType(width, Signless) }

func (t *IntegerType) Print(p *AsmPrinter) {
	switch t.Signedness {
	case Signed:
		p.WriteString("si")
	case Unsigned:
		p.WriteString("ui")
	default:
		p.WriteByte('i')
	}
	p.WriteInt(int64(t.Width))
}

// IsSignless reports whether t is iN.
func (t *IntegerType) IsSignless() bool { return t.Signedness == Signless }

// IndexType is the target-sized `index` type.
type IndexType struct{ TypeBase }

func (c *Context) IndexType() *IndexType {
	c.uniq.RLock()
	t := c.indexType
	c.uniq.RUnlock()
	if t != nil {
		return t
	}
	t = c.uniqueType("index", func() Type { return &IndexType{} }).(*IndexType)
	c.uniq.Lock()
	c.indexType = t
	c.uniq.Unlock()
	return t
}

func (t *IndexType) Print(p *AsmPrinter) { p.WriteString("index") }

// NoneType is `none`.
type NoneType struct{ TypeBase }

func (c *Context) NoneType() *NoneType {
	return c.uniqueType("none", func() Type { return &NoneType{} }).(*NoneType)
}
func (t *NoneType) Print(p *AsmPrinter) { p.WriteString("none") }

// FloatKind names one floating-point semantics.
type FloatKind uint8

const (
	F16 FloatKind = iota
	BF16
	F32
	F64
	F80
	F128
	TF32
	F8E4M3FN
	F8E5M2
	F8E4M3
	F8E5M2FNUZ
	F8E4M3FNUZ
	F8E4M3B11FNUZ
	F8E3M4
	F8E8M0FNU
	F6E2M3FN
	F6E3M2FN
	F4E2M1FN
	numFloatKinds
)

// floatSem describes a binary floating-point format.
type floatSem struct {
	name string
	// exp and mant are the exponent and explicit-mantissa bit counts.
	exp, mant int
	// bias is the exponent bias.
	bias int
	// variant: 0 = IEEE (inf and NaNs), 1 = FN (no inf, NaN is all-ones
	// exponent and mantissa), 2 = FNUZ (no inf, no -0, NaN is the sign bit
	// alone), 3 = finite only (no inf, no NaN), 4 = E8M0 (no sign).
	variant int
	// explicitInt is true for x87's 80-bit format.
	explicitInt bool
}

var floatSems = [numFloatKinds]floatSem{
	F16:           {"f16", 5, 10, 15, 0, false},
	BF16:          {"bf16", 8, 7, 127, 0, false},
	F32:           {"f32", 8, 23, 127, 0, false},
	F64:           {"f64", 11, 52, 1023, 0, false},
	F80:           {"f80", 15, 64, 16383, 0, true},
	F128:          {"f128", 15, 112, 16383, 0, false},
	TF32:          {"tf32", 8, 10, 127, 0, false},
	F8E4M3FN:      {"f8E4M3FN", 4, 3, 7, 1, false},
	F8E5M2:        {"f8E5M2", 5, 2, 15, 0, false},
	F8E4M3:        {"f8E4M3", 4, 3, 7, 0, false},
	F8E5M2FNUZ:    {"f8E5M2FNUZ", 5, 2, 16, 2, false},
	F8E4M3FNUZ:    {"f8E4M3FNUZ", 4, 3, 8, 2, false},
	F8E4M3B11FNUZ: {"f8E4M3B11FNUZ", 4, 3, 11, 2, false},
	F8E3M4:        {"f8E3M4", 3, 4, 3, 0, false},
	F8E8M0FNU:     {"f8E8M0FNU", 8, 0, 127, 4, false},
	F6E2M3FN:      {"f6E2M3FN", 2, 3, 1, 3, false},
	F6E3M2FN:      {"f6E3M2FN", 3, 2, 3, 3, false},
	F4E2M1FN:      {"f4E2M1FN", 2, 1, 1, 3, false},
}

// FloatKindByName maps the keyword ("f32") to its kind.
func FloatKindByName(s string) (FloatKind, bool) {
	for i, fs := range floatSems {
		if fs.name == s {
			return FloatKind(i), true
		}
	}
	return 0, false
}

// FloatType is one of the builtin floating-point types.
type FloatType struct {
	TypeBase
	Kind FloatKind
}

func (c *Context) FloatType(k FloatKind) *FloatType {
	c.uniq.RLock()
	t := c.floats[k]
	c.uniq.RUnlock()
	if t != nil {
		return t
	}
	t = c.uniqueType("f"+floatSems[k].name, func() Type { return &FloatType{Kind: k} }).(*FloatType)
	c.uniq.Lock()
	c.floats[k] = t
	c.uniq.Unlock()
	return t
}

func (c *Context) F16() *FloatType  { return c.FloatType(F16) }
func (c *Context) BF16() *FloatType { return c.FloatType(BF16) }
func (c *Context) F32() *FloatType  { return c.FloatType(F32) }
func (c *Context) F64() *FloatType  { return c.FloatType(F64) }

func (t *FloatType) Print(p *AsmPrinter) { p.WriteString(floatSems[t.Kind].name) }

// Width is the storage width in bits.
func (t *FloatType) Width() int {
	s := floatSems[t.Kind]
	w := 1 + s.exp + s.mant
	if s.variant == 4 {
		w--
	}
	if s.explicitInt {
		w++
	}
	if t.Kind == TF32 {
		return 32
	}
	return w
}

// Name returns the keyword of the type ("f32").
func (t *FloatType) Name() string { return floatSems[t.Kind].name }

// ComplexType is complex<T>.
type ComplexType struct {
	TypeBase
	Elem Type
}

func (c *Context) ComplexType(elem Type) *ComplexType {
	k := (&keyBuilder{}).byte('c').typ(elem).String()
	return c.uniqueType(k, func() Type { return &ComplexType{Elem: elem} }).(*ComplexType)
}

func (t *ComplexType) Print(p *AsmPrinter) {
	p.WriteString("complex<")
	p.PrintType(t.Elem)
	p.WriteByte('>')
}

// TupleType is tuple<T...>.
type TupleType struct {
	TypeBase
	Types []Type
}

func (c *Context) TupleType(ts []Type) *TupleType {
	k := (&keyBuilder{}).byte('t').u64(uint64(len(ts)))
	for _, t := range ts {
		k.typ(t)
	}
	return c.uniqueType(k.String(), func() Type { return &TupleType{Types: append([]Type(nil), ts...)} }).(*TupleType)
}

func (t *TupleType) Print(p *AsmPrinter) {
	p.WriteString("tuple<")
	for i, e := range t.Types {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(e)
	}
	p.WriteByte('>')
}

// FunctionType is (inputs) -> results.
type FunctionType struct {
	TypeBase
	Inputs  []Type
	Results []Type
}

func (c *Context) FunctionType(in, out []Type) *FunctionType {
	k := (&keyBuilder{}).byte('F').u64(uint64(len(in)))
	for _, t := range in {
		k.typ(t)
	}
	k.u64(uint64(len(out)))
	for _, t := range out {
		k.typ(t)
	}
	return c.uniqueType(k.String(), func() Type {
		return &FunctionType{Inputs: append([]Type(nil), in...), Results: append([]Type(nil), out...)}
	}).(*FunctionType)
}

func (t *FunctionType) Print(p *AsmPrinter) {
	p.WriteByte('(')
	p.PrintTypeList(t.Inputs)
	p.WriteString(") -> ")
	p.PrintFunctionResultTypes(t.Results)
}

// PrintFunctionResultTypes prints result types as MLIR does after `->`: a
// single non-function type bare, anything else in parentheses.
func (p *AsmPrinter) PrintFunctionResultTypes(rs []Type) {
	if len(rs) == 1 {
		if _, isFn := rs[0].(*FunctionType); !isFn {
			p.PrintType(rs[0])
			return
		}
	}
	p.WriteByte('(')
	p.PrintTypeList(rs)
	p.WriteByte(')')
}

// ShapedDynamic marks a dynamic dimension (printed `?`), as MLIR's
// ShapedType::kDynamic.
const ShapedDynamic int64 = math.MinInt64

// IsStaticShape reports whether no size of shape is dynamic (MLIR's
// ShapedType::hasStaticShape).
func IsStaticShape(shape []int64) bool {
	for _, d := range shape {
		if d == ShapedDynamic {
			return false
		}
	}
	return true
}

// ShapedType is implemented by tensors, memrefs and vectors.
type ShapedType interface {
	Type
	ElementType() Type
	// HasRank is false for tensor<*x..> and memref<*x..>.
	HasRank() bool
	// Shape is nil for unranked types.
	Shape() []int64
}

func shapeKey(k *keyBuilder, shape []int64) {
	k.u64(uint64(len(shape)))
	for _, d := range shape {
		k.i64(d)
	}
}

func printShape(p *AsmPrinter, shape []int64, scalable []bool) {
	for i, d := range shape {
		sc := scalable != nil && scalable[i]
		if sc {
			p.WriteByte('[')
		}
		if d == ShapedDynamic {
			p.WriteByte('?')
		} else {
			p.WriteInt(d)
		}
		if sc {
			p.WriteByte(']')
		}
		p.WriteByte('x')
	}
}

// RankedTensorType is tensor<4x?xf32[, encoding]>.
type RankedTensorType struct {
	TypeBase
	Dims     []int64
	Elem     Type
	Encoding Attribute // nil when absent
}

func (c *Context) RankedTensorType(shape []int64, elem Type, enc Attribute) *RankedTensorType {
	k := (&keyBuilder{}).byte('T')
	shapeKey(k, shape)
	k.typ(elem).attr(enc)
	return c.uniqueType(k.String(), func() Type {
		return &RankedTensorType{Dims: append([]int64{}, shape...), Elem: elem, Encoding: enc}
	}).(*RankedTensorType)
}

func (t *RankedTensorType) ElementType() Type { return t.Elem }
func (t *RankedTensorType) HasRank() bool     { return true }
func (t *RankedTensorType) Shape() []int64    { return t.Dims }
func (t *RankedTensorType) Print(p *AsmPrinter) {
	p.WriteString("tensor<")
	printShape(p, t.Dims, nil)
	p.PrintType(t.Elem)
	if t.Encoding != nil {
		p.WriteString(", ")
		p.PrintAttr(t.Encoding)
	}
	p.WriteByte('>')
}

// UnrankedTensorType is tensor<*xf32>.
type UnrankedTensorType struct {
	TypeBase
	Elem Type
}

func (c *Context) UnrankedTensorType(elem Type) *UnrankedTensorType {
	k := (&keyBuilder{}).byte('U').typ(elem).String()
	return c.uniqueType(k, func() Type { return &UnrankedTensorType{Elem: elem} }).(*UnrankedTensorType)
}
func (t *UnrankedTensorType) ElementType() Type { return t.Elem }
func (t *UnrankedTensorType) HasRank() bool     { return false }
func (t *UnrankedTensorType) Shape() []int64    { return nil }
func (t *UnrankedTensorType) Print(p *AsmPrinter) {
	p.WriteString("tensor<*x")
	p.PrintType(t.Elem)
	p.WriteByte('>')
}

// MemRefType is memref<4x?xf32[, layout][, memory space]>.
type MemRefType struct {
	TypeBase
	Dims []int64
	Elem Type
	// Layout is nil for the identity layout; otherwise a StridedLayoutAttr,
	// an AffineMapAttr or a dialect layout attribute.
	Layout Attribute
	// MemorySpace is nil for the default space.
	MemorySpace Attribute
}

func (c *Context) MemRefType(shape []int64, elem Type, layout, space Attribute) *MemRefType {
	// An identity affine map is the default layout and is dropped, as MLIR does.
	if m, ok := layout.(*AffineMapAttr); ok && m.Map.IsIdentity() && m.Map.NumDims == len(shape) {
		layout = nil
	}
	// Integer memory space 0 is the default space.
	if ia, ok := space.(*IntegerAttr); ok && ia.Int64() == 0 {
		space = nil
	}
	k := (&keyBuilder{}).byte('M')
	shapeKey(k, shape)
	k.typ(elem).attr(layout).attr(space)
	return c.uniqueType(k.String(), func() Type {
		return &MemRefType{Dims: append([]int64{}, shape...), Elem: elem, Layout: layout, MemorySpace: space}
	}).(*MemRefType)
}
func (t *MemRefType) ElementType() Type { return t.Elem }
func (t *MemRefType) HasRank() bool     { return true }
func (t *MemRefType) Shape() []int64    { return t.Dims }
func (t *MemRefType) Print(p *AsmPrinter) {
	p.WriteString("memref<")
	printShape(p, t.Dims, nil)
	p.PrintType(t.Elem)
	if t.Layout != nil {
		p.WriteString(", ")
		p.PrintAttr(t.Layout)
	}
	if t.MemorySpace != nil {
		p.WriteString(", ")
		p.printAttr(t.MemorySpace, true)
	}
	p.WriteByte('>')
}

// UnrankedMemRefType is memref<*xf32[, space]>.
type UnrankedMemRefType struct {
	TypeBase
	Elem        Type
	MemorySpace Attribute
}

func (c *Context) UnrankedMemRefType(elem Type, space Attribute) *UnrankedMemRefType {
	if ia, ok := space.(*IntegerAttr); ok && ia.Int64() == 0 {
		space = nil
	}
	k := (&keyBuilder{}).byte('m').typ(elem).attr(space).String()
	return c.uniqueType(k, func() Type { return &UnrankedMemRefType{Elem: elem, MemorySpace: space} }).(*UnrankedMemRefType)
}
func (t *UnrankedMemRefType) ElementType() Type { return t.Elem }
func (t *UnrankedMemRefType) HasRank() bool     { return false }
func (t *UnrankedMemRefType) Shape() []int64    { return nil }
func (t *UnrankedMemRefType) Print(p *AsmPrinter) {
	p.WriteString("memref<*x")
	p.PrintType(t.Elem)
	if t.MemorySpace != nil {
		p.WriteString(", ")
		p.printAttr(t.MemorySpace, true)
	}
	p.WriteByte('>')
}

// VectorType is vector<4x[8]xf32>; Scalable[i] marks `[N]` dims.
type VectorType struct {
	TypeBase
	Dims     []int64
	Elem     Type
	Scalable []bool // nil when no dim is scalable
}

func (c *Context) VectorType(shape []int64, elem Type, scalable []bool) *VectorType {
	any := false
	for _, s := range scalable {
		any = any || s
	}
	if !any {
		scalable = nil
	}
	k := (&keyBuilder{}).byte('V')
	shapeKey(k, shape)
	k.typ(elem)
	for _, s := range scalable {
		if s {
			k.byte(1)
		} else {
			k.byte(0)
		}
	}
	return c.uniqueType(k.String(), func() Type {
		return &VectorType{Dims: append([]int64{}, shape...), Elem: elem, Scalable: append([]bool(nil), scalable...)}
	}).(*VectorType)
}
func (t *VectorType) ElementType() Type { return t.Elem }
func (t *VectorType) HasRank() bool     { return true }
func (t *VectorType) Shape() []int64    { return t.Dims }
func (t *VectorType) Print(p *AsmPrinter) {
	p.WriteString("vector<")
	printShape(p, t.Dims, t.Scalable)
	p.PrintType(t.Elem)
	p.WriteByte('>')
}

// OpaqueType is a type of a dialect without a type parser: the body is kept
// verbatim, `!dialect.body`.
type OpaqueType struct {
	TypeBase
	DialectName string
	Body        string
}

func (c *Context) OpaqueType(dialect, body string) *OpaqueType {
	k := (&keyBuilder{}).byte('O').str(dialect).str(body).String()
	return c.uniqueType(k, func() Type { return &OpaqueType{DialectName: dialect, Body: body} }).(*OpaqueType)
}
func (t *OpaqueType) Print(p *AsmPrinter) {
	p.WriteByte('!')
	p.WriteString(t.DialectName)
	if isPrettyDialectBody(t.Body) {
		p.WriteByte('.')
		p.WriteString(t.Body)
		return
	}
	p.WriteString("<\"")
	p.writeEscaped(t.Body)
	p.WriteString("\">")
}

// isPrettyDialectBody reports whether body can follow `!dialect.` as is:
// an identifier optionally followed by a `<...>` part.
func isPrettyDialectBody(body string) bool {
	if body == "" || !(isLetter(body[0]) || body[0] == '_') {
		return false
	}
	i := 0
	for i < len(body) && (isLetter(body[i]) || isDigit(body[i]) || body[i] == '_' || body[i] == '.' || body[i] == '$') {
		i++
	}
	if i == len(body) {
		return true
	}
	return body[i] == '<' && body[len(body)-1] == '>'
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// Helpers for common type queries.

// IsIntOrIndex reports whether t is an integer or index type.
func IsIntOrIndex(t Type) bool {
	switch t.(type) {
	case *IntegerType, *IndexType:
		return true
	}
	return false
}

// IsFloat reports whether t is a float type.
func IsFloat(t Type) bool { _, ok := t.(*FloatType); return ok }

// ElementTypeOrSelf returns the element type of shaped types and t itself
// otherwise.
func ElementTypeOrSelf(t Type) Type {
	if s, ok := t.(ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// IntOrFloatBitWidth returns the bit width of integer and float types,
// 64 for index and 0 otherwise.
func IntOrFloatBitWidth(t Type) int {
	switch t := t.(type) {
	case *IntegerType:
		return t.Width
	case *FloatType:
		return t.Width()
	case *IndexType:
		return 64
	}
	return 0
}

// NumElements returns the element count of a statically shaped type, or
// -1 for dynamic shapes; it saturates at MaxInt64 instead of overflowing.
func NumElements(s ShapedType) int64 {
	if !s.HasRank() {
		return -1
	}
	n := int64(1)
	for _, d := range s.Shape() {
		if d == ShapedDynamic || d < 0 {
			return -1
		}
		if d != 0 && n > math.MaxInt64/d {
			n = math.MaxInt64
			continue
		}
		n *= d
	}
	return n
}

func itoa(i int64) string { return strconv.FormatInt(i, 10) }
