package ir

import (
	"math"
	"math/big"
	"sort"
	"strconv"
)

// Attribute is an uniqued compile-time constant: equality is pointer
// equality. Dialects define their own by embedding AttrBase and creating
// instances through Context.UniqueAttr.
type Attribute interface {
	attrBase() *AttrBase
	// Print writes the attribute's syntax, including a `: type` suffix
	// where MLIR prints one.
	Print(p *AsmPrinter)
}

// TypedAttr is an attribute that carries a type (integers, floats, dense
// elements).
type TypedAttr interface {
	Attribute
	AttrType() Type
}

// AttrBase is embedded in every attribute.
type AttrBase struct {
	id  uint32
	ctx *Context
}

func (b *AttrBase) attrBase() *AttrBase { return b }

// Context returns the context that uniqued the attribute.
func (b *AttrBase) Context() *Context { return b.ctx }

// AttrString prints a without aliases.
func AttrString(a Attribute) string {
	if a == nil {
		return "<<NULL ATTRIBUTE>>"
	}
	p := NewStringPrinter()
	a.Print(p)
	return p.String()
}

// NamedAttr is one entry of an attribute dictionary.
type NamedAttr struct {
	Name  string
	Value Attribute
}

// SortNamedAttrs sorts in place by name, the order MLIR keeps dictionaries in.
func SortNamedAttrs(as []NamedAttr) {
	if !sort.SliceIsSorted(as, func(i, j int) bool { return as[i].Name < as[j].Name }) {
		sort.SliceStable(as, func(i, j int) bool { return as[i].Name < as[j].Name })
	}
}

// FindNamedAttr binary-searches a sorted list.
func FindNamedAttr(as []NamedAttr, name string) (int, bool) {
	lo, hi := 0, len(as)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if as[m].Name < name {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(as) && as[lo].Name == name
}

// ---- integers and booleans ----

// IntegerAttr is an integer of an IntegerType or IndexType. Booleans are
// IntegerAttrs of type i1, printed `true`/`false`, as in MLIR.
type IntegerAttr struct {
	AttrBase
	Type Type
	// Val is the value, sign-extended from the type's width for signless and
	// signed types and zero-extended for unsigned ones, when it fits in 64
	// bits; Big is non-nil (and Val unused) for values that do not.
	Val int64
	Big *big.Int
}

// IntegerAttr returns v truncated to t's width.
func (c *Context) IntegerAttr(t Type, v int64) *IntegerAttr {
	w := IntOrFloatBitWidth(t)
	unsigned := false
	if it, ok := t.(*IntegerType); ok && it.Signedness == Unsigned {
		unsigned = true
	}
	if w > 0 && w < 64 {
		if unsigned || w == 1 {
			v &= int64(1)<<w - 1
		} else {
			v = v << (64 - w) >> (64 - w)
		}
	}
	if unsigned && w >= 64 && v < 0 {
		return c.IntegerAttrBig(t, new(big.Int).SetUint64(uint64(v)))
	}
	k := (&keyBuilder{}).byte('I').typ(t).i64(v).String()
	return c.uniqueAttr(k, func() Attribute { return &IntegerAttr{Type: t, Val: v} }).(*IntegerAttr)
}

// IntegerAttrBig returns v (wrapped to t's width) as an attribute.
func (c *Context) IntegerAttrBig(t Type, v *big.Int) *IntegerAttr {
	w := IntOrFloatBitWidth(t)
	unsigned := false
	if it, ok := t.(*IntegerType); ok && it.Signedness == Unsigned {
		unsigned = true
	}
	v = wrapBig(v, w, unsigned || w == 1)
	if v.IsInt64() {
		return c.IntegerAttr(t, v.Int64())
	}
	k := (&keyBuilder{}).byte('J').typ(t).str(v.String()).String()
	return c.uniqueAttr(k, func() Attribute { return &IntegerAttr{Type: t, Big: v} }).(*IntegerAttr)
}

// wrapBig reduces v modulo 2^w into the unsigned or signed range.
func wrapBig(v *big.Int, w int, unsigned bool) *big.Int {
	if w <= 0 {
		return v
	}
	// Values already in range (most) are kept without building 2^w.
	if n := v.BitLen(); n < w && (v.Sign() >= 0 || !unsigned) || n == w && v.Sign() >= 0 && unsigned {
		return v
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	r := new(big.Int).Mod(v, mod)
	if !unsigned {
		half := new(big.Int).Rsh(mod, 1)
		if r.Cmp(half) >= 0 {
			r.Sub(r, mod)
		}
	}
	return r
}

// BoolAttr returns the i1 integer attribute printed `true` or `false`.
func (c *Context) BoolAttr(b bool) *IntegerAttr {
	if b {
		return c.IntegerAttr(c.I(1), 1)
	}
	return c.IntegerAttr(c.I(1), 0)
}

func (a *IntegerAttr) AttrType() Type { return a.Type }

// Int64 returns the value (truncated when it does not fit).
func (a *IntegerAttr) Int64() int64 {
	if a.Big != nil {
		return a.Big.Int64()
	}
	return a.Val
}

// BigInt returns the value as a new big.Int.
func (a *IntegerAttr) BigInt() *big.Int {
	if a.Big != nil {
		return new(big.Int).Set(a.Big)
	}
	if it, ok := a.Type.(*IntegerType); ok && it.Signedness == Unsigned {
		return new(big.Int).SetUint64(uint64(a.Val))
	}
	return big.NewInt(a.Val)
}

// IsBool reports whether a is an i1 attribute.
func (a *IntegerAttr) IsBool() bool {
	it, ok := a.Type.(*IntegerType)
	return ok && it.Width == 1 && it.Signedness == Signless
}

func (a *IntegerAttr) Print(p *AsmPrinter) { a.print(p, false) }

func (a *IntegerAttr) print(p *AsmPrinter, mayElide bool) {
	if a.IsBool() {
		if a.Val != 0 {
			p.WriteString("true")
		} else {
			p.WriteString("false")
		}
		return
	}
	a.printValue(p)
	if mayElide {
		if it, ok := a.Type.(*IntegerType); ok && it.Width == 64 && it.Signedness == Signless {
			return
		}
	}
	p.WriteString(" : ")
	p.PrintType(a.Type)
}

func (a *IntegerAttr) printValue(p *AsmPrinter) {
	switch {
	case a.IsBool():
		if a.Val != 0 {
			p.WriteString("true")
		} else {
			p.WriteString("false")
		}
	case a.Big != nil:
		p.WriteString(a.Big.String())
	default:
		if it, ok := a.Type.(*IntegerType); ok && it.Signedness == Unsigned {
			p.WriteString(strconv.FormatUint(uint64(a.Val), 10))
		} else {
			p.WriteInt(a.Val)
		}
	}
}

// ---- floats ----

// FloatAttr is a floating-point constant; Bits is the value in the
// format of Type (float64 bits for f80 and f128, which are kept lossy).
type FloatAttr struct {
	AttrBase
	Type *FloatType
	Bits uint64
}

// FloatAttr rounds v into t's format.
func (c *Context) FloatAttr(t *FloatType, v float64) *FloatAttr {
	return c.FloatAttrBits(t, FloatBits(t.Kind, v))
}

// FloatAttrBits builds the attribute from a bit pattern.
func (c *Context) FloatAttrBits(t *FloatType, bits uint64) *FloatAttr {
	k := (&keyBuilder{}).byte('f').typ(t).u64(bits).String()
	return c.uniqueAttr(k, func() Attribute { return &FloatAttr{Type: t, Bits: bits} }).(*FloatAttr)
}

func (a *FloatAttr) AttrType() Type { return a.Type }

// Value returns the value as float64 (exact for formats up to f64).
func (a *FloatAttr) Value() float64 { return FloatFromBits(a.Type.Kind, a.Bits) }

func (a *FloatAttr) Print(p *AsmPrinter) { a.print(p, false) }

func (a *FloatAttr) print(p *AsmPrinter, mayElide bool) {
	s, _ := FormatFloat(a.Type.Kind, a.Bits)
	p.WriteString(s)
	if mayElide && a.Type.Kind == F64 {
		return
	}
	p.WriteString(" : ")
	p.PrintType(a.Type)
}

// ---- strings ----

// StringAttr is a string constant, optionally typed (`"s" : i32`).
type StringAttr struct {
	AttrBase
	Value string
	Type  Type // nil for the usual NoneType strings
}

func (c *Context) StringAttr(s string) *StringAttr {
	k := (&keyBuilder{}).byte('s').str(s).String()
	return c.uniqueAttr(k, func() Attribute { return &StringAttr{Value: s} }).(*StringAttr)
}

// TypedStringAttr returns `"s" : t`.
func (c *Context) TypedStringAttr(s string, t Type) *StringAttr {
	if t == nil {
		return c.StringAttr(s)
	}
	k := (&keyBuilder{}).byte('S').str(s).typ(t).String()
	return c.uniqueAttr(k, func() Attribute { return &StringAttr{Value: s, Type: t} }).(*StringAttr)
}

func (a *StringAttr) Print(p *AsmPrinter) {
	p.WriteByte('"')
	p.writeEscaped(a.Value)
	p.WriteByte('"')
	if a.Type != nil {
		p.WriteString(" : ")
		p.PrintType(a.Type)
	}
}

// ---- containers ----

// ArrayAttr is [a, b, ...].
type ArrayAttr struct {
	AttrBase
	Elems []Attribute
}

func (c *Context) ArrayAttr(elems []Attribute) *ArrayAttr {
	k := (&keyBuilder{}).byte('[').u64(uint64(len(elems)))
	for _, e := range elems {
		k.attr(e)
	}
	return c.uniqueAttr(k.String(), func() Attribute {
		return &ArrayAttr{Elems: append([]Attribute{}, elems...)}
	}).(*ArrayAttr)
}

func (a *ArrayAttr) Print(p *AsmPrinter) {
	p.WriteByte('[')
	for i, e := range a.Elems {
		if i > 0 {
			p.WriteString(", ")
		}
		p.printAttr(e, true)
	}
	p.WriteByte(']')
}

// DictionaryAttr is {name = value, ...}, entries sorted by name.
type DictionaryAttr struct {
	AttrBase
	Entries []NamedAttr
}

// DictionaryAttr sorts a copy of entries; later duplicates are dropped.
func (c *Context) DictionaryAttr(entries []NamedAttr) *DictionaryAttr {
	es := append([]NamedAttr{}, entries...)
	SortNamedAttrs(es)
	k := (&keyBuilder{}).byte('{').u64(uint64(len(es)))
	for _, e := range es {
		k.str(e.Name).attr(e.Value)
	}
	return c.uniqueAttr(k.String(), func() Attribute { return &DictionaryAttr{Entries: es} }).(*DictionaryAttr)
}

// Get returns the value of name, or nil.
func (a *DictionaryAttr) Get(name string) Attribute {
	if i, ok := FindNamedAttr(a.Entries, name); ok {
		return a.Entries[i].Value
	}
	return nil
}

func (a *DictionaryAttr) Print(p *AsmPrinter) {
	p.WriteByte('{')
	p.PrintNamedAttrs(a.Entries)
	p.WriteByte('}')
}

// PrintNamedAttrs prints `a = 1, b` (unit attributes print their name only).
func (p *AsmPrinter) PrintNamedAttrs(es []NamedAttr) {
	for i, e := range es {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintAttrName(e.Name)
		if _, unit := e.Value.(*UnitAttr); unit {
			continue
		}
		p.WriteString(" = ")
		p.PrintAttr(e.Value)
	}
}

// PrintAttrName prints a dictionary key, quoting it when it is not a bare
// identifier.
func (p *AsmPrinter) PrintAttrName(name string) {
	if isBareIdentifier(name) {
		p.WriteString(name)
		return
	}
	p.WriteByte('"')
	p.writeEscaped(name)
	p.WriteByte('"')
}

// isBareIdentifier matches [a-zA-Z_][a-zA-Z0-9_$.]*.
func isBareIdentifier(s string) bool {
	if s == "" || !(isLetter(s[0]) || s[0] == '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.') {
			return false
		}
	}
	return true
}

// ---- simple attributes ----

// UnitAttr is `unit`: presence is the information.
type UnitAttr struct{ AttrBase }

func (c *Context) UnitAttr() *UnitAttr {
	return c.uniqueAttr("unit", func() Attribute { return &UnitAttr{} }).(*UnitAttr)
}
func (a *UnitAttr) Print(p *AsmPrinter) { p.WriteString("unit") }

// TypeAttr wraps a type.
type TypeAttr struct {
	AttrBase
	Type Type
}

func (c *Context) TypeAttr(t Type) *TypeAttr {
	k := (&keyBuilder{}).byte('y').typ(t).String()
	return c.uniqueAttr(k, func() Attribute { return &TypeAttr{Type: t} }).(*TypeAttr)
}
func (a *TypeAttr) Print(p *AsmPrinter) { p.PrintType(a.Type) }

// SymbolRefAttr is @root or @root::@nested::@leaf.
type SymbolRefAttr struct {
	AttrBase
	Root   string
	Nested []string
}

func (c *Context) SymbolRefAttr(root string, nested ...string) *SymbolRefAttr {
	k := (&keyBuilder{}).byte('@').str(root).u64(uint64(len(nested)))
	for _, n := range nested {
		k.str(n)
	}
	return c.uniqueAttr(k.String(), func() Attribute {
		return &SymbolRefAttr{Root: root, Nested: append([]string(nil), nested...)}
	}).(*SymbolRefAttr)
}

// Leaf returns the last name of the reference.
func (a *SymbolRefAttr) Leaf() string {
	if len(a.Nested) > 0 {
		return a.Nested[len(a.Nested)-1]
	}
	return a.Root
}

// IsFlat reports whether a has no nested references.
func (a *SymbolRefAttr) IsFlat() bool { return len(a.Nested) == 0 }

func (a *SymbolRefAttr) Print(p *AsmPrinter) {
	p.PrintSymbolName(a.Root)
	for _, n := range a.Nested {
		p.WriteString("::")
		p.PrintSymbolName(n)
	}
}

// PrintSymbolName prints @name, quoting names that are not identifiers.
func (p *AsmPrinter) PrintSymbolName(n string) {
	p.WriteByte('@')
	if isBareIdentifier(n) {
		p.WriteString(n)
		return
	}
	p.WriteByte('"')
	p.writeEscaped(n)
	p.WriteByte('"')
}

// OpaqueAttr is an attribute of a dialect without an attribute parser:
// `#dialect.body`, kept verbatim.
type OpaqueAttr struct {
	AttrBase
	DialectName string
	Body        string
	Type        Type // nil unless written with `: type`
}

func (c *Context) OpaqueAttr(dialect, body string, t Type) *OpaqueAttr {
	k := (&keyBuilder{}).byte('o').str(dialect).str(body).typ(t).String()
	return c.uniqueAttr(k, func() Attribute { return &OpaqueAttr{DialectName: dialect, Body: body, Type: t} }).(*OpaqueAttr)
}
func (a *OpaqueAttr) Print(p *AsmPrinter) {
	p.WriteByte('#')
	p.WriteString(a.DialectName)
	if isPrettyDialectBody(a.Body) {
		p.WriteByte('.')
		p.WriteString(a.Body)
	} else {
		p.WriteString("<\"")
		p.writeEscaped(a.Body)
		p.WriteString("\">")
	}
	if a.Type != nil {
		p.WriteString(" : ")
		p.PrintType(a.Type)
	}
}

// StridedLayoutAttr is strided<[s0, s1, ...], offset: o> (`?` = dynamic).
type StridedLayoutAttr struct {
	AttrBase
	Offset  int64
	Strides []int64
}

func (c *Context) StridedLayoutAttr(offset int64, strides []int64) *StridedLayoutAttr {
	k := (&keyBuilder{}).byte('L').i64(offset)
	shapeKey(k, strides)
	return c.uniqueAttr(k.String(), func() Attribute {
		return &StridedLayoutAttr{Offset: offset, Strides: append([]int64{}, strides...)}
	}).(*StridedLayoutAttr)
}

func (a *StridedLayoutAttr) Print(p *AsmPrinter) {
	dyn := func(v int64) {
		if v == ShapedDynamic {
			p.WriteByte('?')
		} else {
			p.WriteInt(v)
		}
	}
	p.WriteString("strided<[")
	for i, s := range a.Strides {
		if i > 0 {
			p.WriteString(", ")
		}
		dyn(s)
	}
	p.WriteByte(']')
	if a.Offset != 0 {
		p.WriteString(", offset: ")
		dyn(a.Offset)
	}
	p.WriteByte('>')
}

// ---- dense arrays ----

// DenseArrayAttr is array<i64: 1, 2>: a flat list of integers or floats of
// one element type. Ints hold integer elements, Floats float elements
// (as float64; the element type gives the format).
type DenseArrayAttr struct {
	AttrBase
	Elem   Type
	Ints   []int64
	Floats []float64
}

func (c *Context) DenseI64Array(vs []int64) *DenseArrayAttr { return c.DenseIntArray(c.I(64), vs) }
func (c *Context) DenseI32Array(vs []int64) *DenseArrayAttr { return c.DenseIntArray(c.I(32), vs) }

// DenseIntArray builds an integer dense array (element type iN).
func (c *Context) DenseIntArray(elem Type, vs []int64) *DenseArrayAttr {
	k := (&keyBuilder{}).byte('a').typ(elem).u64(uint64(len(vs)))
	for _, v := range vs {
		k.i64(v)
	}
	return c.uniqueAttr(k.String(), func() Attribute {
		return &DenseArrayAttr{Elem: elem, Ints: append([]int64{}, vs...)}
	}).(*DenseArrayAttr)
}

// DenseFloatArray builds a float dense array.
func (c *Context) DenseFloatArray(elem *FloatType, vs []float64) *DenseArrayAttr {
	k := (&keyBuilder{}).byte('A').typ(elem).u64(uint64(len(vs)))
	for _, v := range vs {
		k.u64(math.Float64bits(v))
	}
	return c.uniqueAttr(k.String(), func() Attribute {
		return &DenseArrayAttr{Elem: elem, Floats: append([]float64{}, vs...)}
	}).(*DenseArrayAttr)
}

// Len returns the number of elements.
func (a *DenseArrayAttr) Len() int {
	if _, ok := a.Elem.(*FloatType); ok {
		return len(a.Floats)
	}
	return len(a.Ints)
}

func (a *DenseArrayAttr) Print(p *AsmPrinter) {
	p.WriteString("array<")
	p.PrintType(a.Elem)
	a.PrintElements(p, true)
	p.WriteByte('>')
}

// PrintElements prints `: 1, 2` (with colon when colon is true), or
// nothing for an empty array.
func (a *DenseArrayAttr) PrintElements(p *AsmPrinter, colon bool) {
	n := a.Len()
	if n == 0 {
		return
	}
	if colon {
		p.WriteString(": ")
	}
	ft, isF := a.Elem.(*FloatType)
	it, _ := a.Elem.(*IntegerType)
	for i := 0; i < n; i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		switch {
		case isF:
			s, _ := FormatFloat(ft.Kind, FloatBits(ft.Kind, a.Floats[i]))
			p.WriteString(s)
		case it != nil && it.Width == 1:
			if a.Ints[i] != 0 {
				p.WriteString("true")
			} else {
				p.WriteString("false")
			}
		case it != nil && it.Signedness == Unsigned:
			p.WriteString(strconv.FormatUint(uint64(a.Ints[i]), 10))
		default:
			p.WriteInt(a.Ints[i])
		}
	}
}

// ---- affine ----

// AffineMapAttr wraps an AffineMap: affine_map<(d0)[s0] -> (d0 + s0)>.
type AffineMapAttr struct {
	AttrBase
	Map *AffineMap
}

func (c *Context) AffineMapAttr(m *AffineMap) *AffineMapAttr {
	k := "M" + m.String()
	return c.uniqueAttr(k, func() Attribute { return &AffineMapAttr{Map: m} }).(*AffineMapAttr)
}
func (a *AffineMapAttr) Print(p *AsmPrinter) {
	p.WriteString("affine_map<")
	p.WriteString(a.Map.String())
	p.WriteByte('>')
}

// IntegerSetAttr wraps an IntegerSet: affine_set<(d0) : (d0 >= 0)>.
type IntegerSetAttr struct {
	AttrBase
	Set *IntegerSet
}

func (c *Context) IntegerSetAttr(s *IntegerSet) *IntegerSetAttr {
	k := "Q" + s.String()
	return c.uniqueAttr(k, func() Attribute { return &IntegerSetAttr{Set: s} }).(*IntegerSetAttr)
}
func (a *IntegerSetAttr) Print(p *AsmPrinter) {
	p.WriteString("affine_set<")
	p.WriteString(a.Set.String())
	p.WriteByte('>')
}
