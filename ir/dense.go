package ir

import (
	"encoding/binary"
	"math"
	"math/big"
	"strings"
	"sync"
)

// DenseElementsAttr is dense<...> over a statically shaped tensor or vector
// of integers, index, floats or complex numbers. The elements are stored
// row-major in Data, each in ElemBytes(elemType) little-endian bytes
// (a complex element is its real part followed by its imaginary part),
// which is also the layout of the `dense<"0x...">` hex form.
type DenseElementsAttr struct {
	AttrBase
	Type ShapedType
	// Data holds one element when Splat, NumElements elements otherwise.
	Data  []byte
	Splat bool
}

// ElemBytes is the storage size of one scalar of t (one half of a complex).
func ElemBytes(t Type) int {
	if c, ok := t.(*ComplexType); ok {
		return ElemBytes(c.Elem)
	}
	w := IntOrFloatBitWidth(t)
	if w == 0 {
		return 0
	}
	return (w + 7) / 8
}

// DenseElementsAttr builds the attribute from raw element bytes. A buffer
// holding a single element, or whose elements are all equal, is a splat.
func (c *Context) DenseElementsAttr(t ShapedType, data []byte) *DenseElementsAttr {
	eb := ElemBytes(t.ElementType())
	if _, ok := t.ElementType().(*ComplexType); ok {
		eb *= 2
	}
	splat := false
	if eb > 0 && len(data) >= eb {
		splat = true
		for i := eb; i+eb <= len(data); i += eb {
			if string(data[i:i+eb]) != string(data[:eb]) {
				splat = false
				break
			}
		}
		if splat {
			data = data[:eb]
		}
	}
	k := (&keyBuilder{}).byte('D').typ(t).str(string(data)).String()
	return c.uniqueAttr(k, func() Attribute {
		return &DenseElementsAttr{Type: t, Data: append([]byte(nil), data...), Splat: splat}
	}).(*DenseElementsAttr)
}

func (a *DenseElementsAttr) AttrType() Type { return a.Type }

// NumElements returns the element count of the shaped type.
func (a *DenseElementsAttr) NumElements() int64 { return NumElements(a.Type) }

// elemStride is the byte size of one (possibly complex) element.
func (a *DenseElementsAttr) elemStride() int {
	eb := ElemBytes(a.Type.ElementType())
	if _, ok := a.Type.ElementType().(*ComplexType); ok {
		eb *= 2
	}
	return eb
}

// RawElement returns the bytes of element i.
func (a *DenseElementsAttr) RawElement(i int64) []byte {
	s := a.elemStride()
	if a.Splat {
		return a.Data[:s]
	}
	return a.Data[int(i)*s : int(i+1)*s]
}

// IntElement returns element i of an integer or index attribute.
func (a *DenseElementsAttr) IntElement(i int64) int64 {
	return decodeInt(a.RawElement(i), a.Type.ElementType())
}

// FloatElement returns element i of a float attribute.
func (a *DenseElementsAttr) FloatElement(i int64) float64 {
	ft := a.Type.ElementType().(*FloatType)
	return FloatFromBits(ft.Kind, leUint(a.RawElement(i)))
}

func leUint(b []byte) uint64 {
	var v uint64
	for i := len(b) - 1; i >= 0 && i < 8; i-- {
		v = v<<8 | uint64(b[i])
	}
	if len(b) > 8 {
		v = binary.LittleEndian.Uint64(b)
	}
	return v
}

// decodeInt reads a little-endian scalar of t, sign-extending signless and
// signed types.
func decodeInt(b []byte, t Type) int64 {
	v := leUint(b)
	w := IntOrFloatBitWidth(t)
	if w >= 64 || w == 0 {
		return int64(v)
	}
	if it, ok := t.(*IntegerType); ok && (it.Signedness == Unsigned || w == 1) {
		return int64(v & (1<<w - 1))
	}
	return int64(v<<(64-w)) >> (64 - w)
}

// PutScalar appends v in the storage layout of t (ints truncated,
// floats rounded).
func PutScalar(dst []byte, t Type, iv int64, fv float64) []byte {
	n := ElemBytes(t)
	var u uint64
	if ft, ok := t.(*FloatType); ok {
		u = FloatBits(ft.Kind, fv)
	} else {
		u = uint64(iv)
	}
	for i := 0; i < n; i++ {
		if i < 8 {
			dst = append(dst, byte(u>>(8*i)))
		} else if iv < 0 {
			dst = append(dst, 0xFF)
		} else {
			dst = append(dst, 0)
		}
	}
	return dst
}

// denseHexThreshold is the element count above which MLIR prints
// non-splat dense attributes as a hex blob.
const denseHexThreshold = 100

func (a *DenseElementsAttr) Print(p *AsmPrinter) { a.print(p, false) }

func (a *DenseElementsAttr) print(p *AsmPrinter, elideType bool) {
	p.WriteString("dense<")
	a.PrintBody(p)
	p.WriteByte('>')
	if !elideType {
		p.WriteString(" : ")
		p.PrintType(a.Type)
	}
}

// PrintBody prints what goes between `dense<` and `>`.
func (a *DenseElementsAttr) PrintBody(p *AsmPrinter) {
	n := a.NumElements()
	if a.Splat {
		a.printElem(p, 0)
		return
	}
	if n > denseHexThreshold {
		p.WriteString("\"0x")
		p.writeHex(a.Data)
		p.WriteByte('"')
		return
	}
	shape := a.Type.Shape()
	if len(shape) == 0 {
		a.printElem(p, 0)
		return
	}
	// Print nested lists by walking the multi-dimensional index.
	var idx int64
	var rec func(d int)
	rec = func(d int) {
		p.WriteByte('[')
		for i := int64(0); i < shape[d]; i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			if d == len(shape)-1 {
				a.printElem(p, idx)
				idx++
			} else {
				rec(d + 1)
			}
		}
		p.WriteByte(']')
	}
	if n == 0 {
		// An empty literal keeps only the outer brackets MLIR prints.
		if shape[0] == 0 {
			return
		}
		rec(0)
		return
	}
	rec(0)
}

func (a *DenseElementsAttr) printElem(p *AsmPrinter, i int64) {
	raw := a.RawElement(i)
	et := a.Type.ElementType()
	if ct, ok := et.(*ComplexType); ok {
		h := len(raw) / 2
		p.WriteByte('(')
		printScalar(p, ct.Elem, raw[:h])
		p.WriteByte(',')
		printScalar(p, ct.Elem, raw[h:])
		p.WriteByte(')')
		return
	}
	printScalar(p, et, raw)
}

func printScalar(p *AsmPrinter, t Type, raw []byte) {
	switch t := t.(type) {
	case *FloatType:
		s, _ := FormatFloat(t.Kind, leUint(raw))
		p.WriteString(s)
	case *IntegerType:
		if t.Width == 1 {
			if raw[0]&1 != 0 {
				p.WriteString("true")
			} else {
				p.WriteString("false")
			}
			return
		}
		if t.Width > 64 {
			b := make([]byte, len(raw))
			for i := range raw {
				b[len(raw)-1-i] = raw[i]
			}
			v := new(big.Int).SetBytes(b)
			if t.Signedness != Unsigned {
				v = wrapBig(v, t.Width, false)
			}
			p.WriteString(v.String())
			return
		}
		v := decodeInt(raw, t)
		if t.Signedness == Unsigned {
			p.WriteString(uitoa(uint64(v)))
		} else {
			p.WriteInt(v)
		}
	default:
		p.WriteInt(decodeInt(raw, t))
	}
}

func uitoa(v uint64) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + v%10)
		v /= 10
		if v == 0 {
			break
		}
	}
	return string(b[i:])
}

// DenseStringElementsAttr is dense<"a"> or dense<["a", "b"]> over a shaped
// type whose elements are not numbers.
type DenseStringElementsAttr struct {
	AttrBase
	Type   ShapedType
	Values []string // one value when splat
	Splat  bool
}

func (c *Context) DenseStringElementsAttr(t ShapedType, vs []string) *DenseStringElementsAttr {
	splat := len(vs) == 1
	k := (&keyBuilder{}).byte('E').typ(t).u64(uint64(len(vs)))
	for _, v := range vs {
		k.str(v)
	}
	return c.uniqueAttr(k.String(), func() Attribute {
		return &DenseStringElementsAttr{Type: t, Values: append([]string(nil), vs...), Splat: splat}
	}).(*DenseStringElementsAttr)
}

func (a *DenseStringElementsAttr) AttrType() Type { return a.Type }

func (a *DenseStringElementsAttr) Print(p *AsmPrinter) {
	p.WriteString("dense<")
	str := func(s string) {
		p.WriteByte('"')
		p.writeEscaped(s)
		p.WriteByte('"')
	}
	shape := a.Type.Shape()
	if a.Splat || len(shape) == 0 {
		if len(a.Values) > 0 {
			str(a.Values[0])
		}
	} else {
		idx := 0
		var rec func(d int)
		rec = func(d int) {
			p.WriteByte('[')
			for i := int64(0); i < shape[d]; i++ {
				if i > 0 {
					p.WriteString(", ")
				}
				if d == len(shape)-1 {
					if idx < len(a.Values) {
						str(a.Values[idx])
					}
					idx++
				} else {
					rec(d + 1)
				}
			}
			p.WriteByte(']')
		}
		rec(0)
	}
	p.WriteString("> : ")
	p.PrintType(a.Type)
}

// ---- resources ----

// ResourceBlob is one entry of the `dialect_resources` section: raw bytes
// with their alignment (the first four bytes of the hex form).
type ResourceBlob struct {
	Name      string
	Alignment uint32
	Data      []byte
}

// Resources is the per-context table of builtin dense resources, in the
// order they were declared.
type Resources struct {
	mu    sync.Mutex
	byKey map[string]*ResourceBlob
	order []*ResourceBlob
}

func (c *Context) resources() *Resources {
	c.uniq.Lock()
	defer c.uniq.Unlock()
	if c.res == nil {
		c.res = &Resources{byKey: map[string]*ResourceBlob{}}
	}
	return c.res
}

// Resource returns the blob handle name, creating an empty one.
func (c *Context) Resource(name string) *ResourceBlob {
	r := c.resources()
	r.mu.Lock()
	defer r.mu.Unlock()
	b := r.byKey[name]
	if b == nil {
		b = &ResourceBlob{Name: name, Alignment: 4}
		r.byKey[name] = b
		r.order = append(r.order, b)
	}
	return b
}

// SetResourceHex fills a blob from its `"0x..."` text form; the first four
// bytes are the alignment.
func (c *Context) SetResourceHex(name, hex string) bool {
	data, ok := decodeHex(strings.TrimPrefix(hex, "0x"))
	if !ok || len(data) < 4 {
		return false
	}
	b := c.Resource(name)
	b.Alignment = binary.LittleEndian.Uint32(data)
	b.Data = data[4:]
	return true
}

func decodeHex(s string) ([]byte, bool) {
	if len(s)%2 != 0 {
		return nil, false
	}
	out := make([]byte, len(s)/2)
	for i := 0; i < len(out); i++ {
		h, ok1 := hexVal(s[2*i])
		l, ok2 := hexVal(s[2*i+1])
		if !ok1 || !ok2 {
			return nil, false
		}
		out[i] = h<<4 | l
	}
	return out, true
}

// DecodeHex decodes a string of hex digit pairs.
func DecodeHex(s string) ([]byte, bool) { return decodeHex(s) }

func hexVal(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// DenseResourceElementsAttr is dense_resource<name> : type; the bytes live
// in the context's resource table.
type DenseResourceElementsAttr struct {
	AttrBase
	Type   ShapedType
	Handle *ResourceBlob
}

func (c *Context) DenseResourceElementsAttr(t ShapedType, name string) *DenseResourceElementsAttr {
	blob := c.Resource(name)
	k := (&keyBuilder{}).byte('R').typ(t).str(name).String()
	return c.uniqueAttr(k, func() Attribute { return &DenseResourceElementsAttr{Type: t, Handle: blob} }).(*DenseResourceElementsAttr)
}

func (a *DenseResourceElementsAttr) AttrType() Type { return a.Type }

func (a *DenseResourceElementsAttr) Print(p *AsmPrinter) {
	p.WriteString("dense_resource<")
	p.WriteString(a.Handle.Name)
	p.WriteString("> : ")
	p.PrintType(a.Type)
	p.noteResource(a.Handle)
}

var _ = math.Float64bits
