package torch

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// This file defines the torch dialect's types with Torch-MLIR's spelling:
//
//	!torch.vtensor<[2,?],f32>  value tensor: sizes (or `*`), dtype (or `unk`)
//	!torch.tensor<[2],si64>    non-value (mutable) tensor, same parameters
//	!torch.vtensor             nothing known
//	!torch.int  !torch.float  !torch.bool  !torch.none  !torch.str
//	!torch.Device  !torch.Generator  !torch.number  !torch.any
//	!torch.list<int>  !torch.optional<vtensor>  !torch.tuple<int, float>
//	!torch.dict<str, vtensor>  !torch.union<int, float>
//
// Types nested in list/optional/tuple/dict/union drop the `!torch.` prefix,
// as Torch-MLIR prints them; builtin types nest as themselves.

// Dynamic marks a size that is not known statically (printed `?`); it is
// ir.ShapedDynamic so sizes carry over to builtin tensor types unchanged.
const Dynamic = ir.ShapedDynamic

// TensorType is !torch.vtensor (Value) or !torch.tensor (!Value).
type TensorType struct {
	ir.TypeBase
	// Value is true for value-semantic tensors (!torch.vtensor).
	Value bool
	// Sizes is nil when the rank is unknown (`*`); entries are Dynamic
	// for unknown sizes. A rank-0 tensor has Sizes == []int64{}.
	Sizes []int64
	// Dtype is the element type (f32, si64, i1, complex<f64>, ...); nil
	// when unknown (`unk`).
	Dtype ir.Type
	// Encoding is the sparsity encoding (`#sparse_tensor.encoding<...>`,
	// the optional third parameter), nil for a dense tensor.
	Encoding ir.Attribute
}

// HasSizes reports whether the rank is known.
func (t *TensorType) HasSizes() bool { return t.Sizes != nil }

// HasDtype reports whether the dtype is known.
func (t *TensorType) HasDtype() bool { return t.Dtype != nil }

// Rank returns the rank, or -1 when unknown.
func (t *TensorType) Rank() int {
	if t.Sizes == nil {
		return -1
	}
	return len(t.Sizes)
}

// Tensor returns the uniqued tensor type; sizes == nil means unknown rank
// and dtype == nil unknown dtype.
func Tensor(ctx *ir.Context, value bool, sizes []int64, dtype ir.Type) *TensorType {
	return SparseTensor(ctx, value, sizes, dtype, nil)
}

// SparseTensor is Tensor with a sparsity encoding (nil: dense).
func SparseTensor(ctx *ir.Context, value bool, sizes []int64, dtype ir.Type, enc ir.Attribute) *TensorType {
	var k strings.Builder
	if value {
		k.WriteString("torch.vtensor")
	} else {
		k.WriteString("torch.tensor")
	}
	if sizes == nil {
		k.WriteString("*")
	} else {
		k.WriteString("[")
		for _, s := range sizes {
			k.WriteString(strconv.FormatInt(s, 10))
			k.WriteByte(',')
		}
		k.WriteString("]")
	}
	if dtype != nil {
		fmt.Fprintf(&k, "#%d", ir.TypeID(dtype))
	}
	if enc != nil {
		k.WriteString("@" + ir.AttrString(enc))
	}
	return ctx.UniqueType(k.String(), func() ir.Type {
		t := &TensorType{Value: value, Dtype: dtype, Encoding: enc}
		if sizes != nil {
			t.Sizes = append([]int64{}, sizes...)
		}
		return t
	}).(*TensorType)
}

// VTensor returns !torch.vtensor<sizes, dtype>.
func VTensor(ctx *ir.Context, sizes []int64, dtype ir.Type) *TensorType {
	return Tensor(ctx, true, sizes, dtype)
}

// WithValueSemantics returns the !torch.vtensor with t's parameters.
func (t *TensorType) WithValueSemantics() *TensorType {
	return SparseTensor(t.Context(), true, t.Sizes, t.Dtype, t.Encoding)
}

// WithoutValueSemantics returns the !torch.tensor with t's parameters.
func (t *TensorType) WithoutValueSemantics() *TensorType {
	return SparseTensor(t.Context(), false, t.Sizes, t.Dtype, t.Encoding)
}

// BuiltinTensorType returns the builtin tensor type t lowers to, as
// Torch-MLIR's toBuiltinTensor: signed and unsigned integer dtypes become
// signless. It returns nil when the dtype is unknown.
func (t *TensorType) BuiltinTensorType() ir.Type {
	if t.Dtype == nil {
		return nil
	}
	ctx := t.Context()
	elem := BuiltinElementType(ctx, t.Dtype)
	if t.Sizes == nil {
		return ctx.UnrankedTensorType(elem)
	}
	return ctx.RankedTensorType(t.Sizes, elem, nil)
}

// BuiltinEquivalent is the builtin type whose runtime values represent
// t's (the interpreter's view, exec.RuntimeEquivalent): a value tensor of
// known sizes and dtype is a builtin tensor; others have none.
func (t *TensorType) BuiltinEquivalent() ir.Type {
	if !t.Value || t.Sizes == nil {
		return nil
	}
	return t.BuiltinTensorType()
}

// BuiltinElementType maps a torch dtype to the builtin element type of
// the tensors it lowers to (integers become signless).
func BuiltinElementType(ctx *ir.Context, dtype ir.Type) ir.Type {
	if it, ok := dtype.(*ir.IntegerType); ok && !it.IsSignless() {
		return ctx.I(it.Width)
	}
	return dtype
}

func (t *TensorType) Print(p *ir.AsmPrinter) {
	p.WriteString("!torch.")
	t.printBody(p)
}

func (t *TensorType) printBody(p *ir.AsmPrinter) {
	if t.Value {
		p.WriteString("vtensor")
	} else {
		p.WriteString("tensor")
	}
	if t.Sizes == nil && t.Dtype == nil {
		return
	}
	p.WriteByte('<')
	if t.Sizes == nil {
		p.WriteByte('*')
	} else {
		p.WriteByte('[')
		for i, s := range t.Sizes {
			if i > 0 {
				p.WriteByte(',')
			}
			if s == Dynamic {
				p.WriteByte('?')
			} else {
				p.WriteInt(s)
			}
		}
		p.WriteByte(']')
	}
	p.WriteByte(',')
	if t.Dtype == nil {
		p.WriteString("unk")
	} else {
		p.PrintType(t.Dtype)
	}
	if t.Encoding != nil {
		p.WriteByte(',')
		p.PrintAttr(t.Encoding)
	}
	p.WriteByte('>')
}

// IsValidDtype reports whether t may be a torch tensor dtype: f16, bf16,
// f32, f64, the f8 formats (f8E8M0FNU included), f4E2M1FN, si8-si64, ui8-ui64,
// i1, complex<f16/f32/f64> and the quantized dtypes (!torch.qint8, ...).
func IsValidDtype(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16, ir.BF16, ir.F32, ir.F64, ir.F8E4M3FN, ir.F8E5M2, ir.F8E4M3FNUZ, ir.F8E5M2FNUZ,
			ir.F8E8M0FNU, ir.F4E2M1FN:
			return true
		}
	case *PrimType:
		return IsQuantizedDtype(t)
	case *ir.IntegerType:
		switch t.Signedness {
		case ir.Signed:
			return t.Width == 8 || t.Width == 16 || t.Width == 32 || t.Width == 64
		case ir.Unsigned:
			// ui16-ui64 are PyTorch's torch.uint16/32/64 (limited support).
			return t.Width == 8 || t.Width == 16 || t.Width == 32 || t.Width == 64
		default:
			return t.Width == 1
		}
	case *ir.ComplexType:
		if f, ok := t.Elem.(*ir.FloatType); ok {
			return f.Kind == ir.F16 || f.Kind == ir.F32 || f.Kind == ir.F64
		}
	}
	return false
}

// PrimKind names a parameterless torch type.
type PrimKind uint8

const (
	KindInt          PrimKind = iota // !torch.int: a 64-bit Python int
	KindFloat                        // !torch.float: a 64-bit Python float
	KindBool                         // !torch.bool
	KindNone                         // !torch.none
	KindStr                          // !torch.str
	KindDevice                       // !torch.Device
	KindGenerator                    // !torch.Generator
	KindNumber                       // !torch.number: int or float, unknown which
	KindAny                          // !torch.any
	KindLinearParams                 // !torch.LinearParams: packed weight and bias of a quantized linear
	KindQInt8                        // !torch.qint8: quantized dtypes, as tensor dtypes
	KindQUInt8                       // !torch.quint8
	KindQInt16                       // !torch.qint16
	KindQInt32                       // !torch.qint32
	numPrimKinds
)

var primNames = [numPrimKinds]string{"int", "float", "bool", "none", "str", "Device", "Generator", "number", "any",
	"LinearParams", "qint8", "quint8", "qint16", "qint32"}

// IsQuantizedDtype reports whether t is one of the quantized dtypes
// (!torch.qint8, !torch.quint8, !torch.qint16, !torch.qint32).
func IsQuantizedDtype(t ir.Type) bool {
	pt, ok := t.(*PrimType)
	return ok && pt.Kind >= KindQInt8 && pt.Kind <= KindQInt32
}

// PrimType is one of the parameterless torch types.
type PrimType struct {
	ir.TypeBase
	Kind PrimKind
}

// Prim returns the uniqued parameterless type of kind k.
func Prim(ctx *ir.Context, k PrimKind) *PrimType {
	return ctx.UniqueType("torch."+primNames[k], func() ir.Type { return &PrimType{Kind: k} }).(*PrimType)
}

// Shorthands for the parameterless types.
func Int(ctx *ir.Context) *PrimType       { return Prim(ctx, KindInt) }
func Float(ctx *ir.Context) *PrimType     { return Prim(ctx, KindFloat) }
func Bool(ctx *ir.Context) *PrimType      { return Prim(ctx, KindBool) }
func None(ctx *ir.Context) *PrimType      { return Prim(ctx, KindNone) }
func Str(ctx *ir.Context) *PrimType       { return Prim(ctx, KindStr) }
func Device(ctx *ir.Context) *PrimType    { return Prim(ctx, KindDevice) }
func Generator(ctx *ir.Context) *PrimType { return Prim(ctx, KindGenerator) }
func Number(ctx *ir.Context) *PrimType    { return Prim(ctx, KindNumber) }

// BuiltinEquivalent is the builtin scalar type that holds t's values at
// run time (exec.RuntimeEquivalent): !torch.int is i64, !torch.float f64,
// !torch.bool i1; the other kinds have none.
func (t *PrimType) BuiltinEquivalent() ir.Type {
	ctx := t.Context()
	switch t.Kind {
	case KindInt:
		return ctx.I(64)
	case KindFloat:
		return ctx.F64()
	case KindBool:
		return ctx.I(1)
	}
	return nil
}

func (t *PrimType) Print(p *ir.AsmPrinter)     { p.WriteString("!torch." + primNames[t.Kind]) }
func (t *PrimType) printBody(p *ir.AsmPrinter) { p.WriteString(primNames[t.Kind]) }

// ContainerKind names a parameterized torch type.
type ContainerKind uint8

const (
	KindList     ContainerKind = iota // !torch.list<T>
	KindOptional                      // !torch.optional<T>: T or none
	KindTuple                         // !torch.tuple<T...>
	KindDict                          // !torch.dict<K, V>
	KindUnion                         // !torch.union<T...>
)

var containerNames = [...]string{"list", "optional", "tuple", "dict", "union"}

// ContainerType is list, optional, tuple, dict or union of other types.
type ContainerType struct {
	ir.TypeBase
	Kind ContainerKind
	// Elems holds the contained types: one for list and optional, two
	// (key, value) for dict, any number for tuple and union.
	Elems []ir.Type
}

// Elem returns the first contained type (the element of a list or
// optional), or nil.
func (t *ContainerType) Elem() ir.Type {
	if len(t.Elems) == 0 {
		return nil
	}
	return t.Elems[0]
}

// Container returns the uniqued container type.
func Container(ctx *ir.Context, k ContainerKind, elems ...ir.Type) *ContainerType {
	var b strings.Builder
	b.WriteString("torch.")
	b.WriteString(containerNames[k])
	for _, e := range elems {
		fmt.Fprintf(&b, ",%d", ir.TypeID(e))
	}
	return ctx.UniqueType(b.String(), func() ir.Type {
		return &ContainerType{Kind: k, Elems: append([]ir.Type{}, elems...)}
	}).(*ContainerType)
}

// List returns !torch.list<elem>.
func List(ctx *ir.Context, elem ir.Type) *ContainerType { return Container(ctx, KindList, elem) }

// Optional returns !torch.optional<elem>.
func Optional(ctx *ir.Context, elem ir.Type) *ContainerType {
	return Container(ctx, KindOptional, elem)
}

// Tuple returns !torch.tuple<elems...>.
func Tuple(ctx *ir.Context, elems ...ir.Type) *ContainerType {
	return Container(ctx, KindTuple, elems...)
}

func (t *ContainerType) Print(p *ir.AsmPrinter) {
	p.WriteString("!torch.")
	t.printBody(p)
}

func (t *ContainerType) printBody(p *ir.AsmPrinter) {
	p.WriteString(containerNames[t.Kind])
	p.WriteByte('<')
	for i, e := range t.Elems {
		if i > 0 {
			p.WriteString(", ")
		}
		printNested(p, e)
	}
	p.WriteByte('>')
}

// NnModuleType is !torch.nn.Module<"class">: an instance of the
// torch.class_type named class (TorchScript's object graph).
type NnModuleType struct {
	ir.TypeBase
	ClassName string
}

// NnModule returns the uniqued !torch.nn.Module<"class"> type.
func NnModule(ctx *ir.Context, class string) *NnModuleType {
	return ctx.UniqueType("torch.nn.Module,"+strconv.Quote(class), func() ir.Type {
		return &NnModuleType{ClassName: class}
	}).(*NnModuleType)
}

func (t *NnModuleType) Print(p *ir.AsmPrinter) {
	p.WriteString("!torch.")
	t.printBody(p)
}

func (t *NnModuleType) printBody(p *ir.AsmPrinter) {
	p.WriteString("nn.Module<\"")
	p.WriteEscaped(t.ClassName)
	p.WriteString("\">")
}

// bodyPrinter is implemented by torch types, which print without the
// `!torch.` prefix when nested in another torch type.
type bodyPrinter interface{ printBody(p *ir.AsmPrinter) }

func printNested(p *ir.AsmPrinter, t ir.Type) {
	if b, ok := t.(bodyPrinter); ok {
		b.printBody(p)
		return
	}
	p.PrintType(t)
}

// ---- parsing ----

// parseType parses the body of `!torch.<body>`.
func parseType(p ir.AsmParser) (ir.Type, error) {
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	return parseTypeBody(p, kw, loc)
}

// parseTypeBody parses what follows the mnemonic kw of a torch type.
func parseTypeBody(p ir.AsmParser, kw string, loc ir.Location) (ir.Type, error) {
	ctx := p.Context()
	for k, n := range primNames {
		if n == kw {
			return Prim(ctx, PrimKind(k)), nil
		}
	}
	for k, n := range containerNames {
		if n == kw {
			return parseContainer(p, ContainerKind(k))
		}
	}
	switch kw {
	case "vtensor", "tensor":
		return parseTensor(p, kw == "vtensor")
	case "nn.Module":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		name, err := p.ParseString()
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return NnModule(ctx, name), nil
	}
	return nil, p.ErrorAt(loc, "unknown torch type: %s", kw)
}

// parseNested parses a type inside a torch container: a torch type
// without its prefix, or any type written in full.
func parseNested(p ir.AsmParser) (ir.Type, error) {
	loc := p.CurrentLoc()
	if kw, ok := p.ParseOptionalKeywordAny(); ok {
		if isTorchMnemonic(kw) {
			return parseTypeBody(p, kw, loc)
		}
		return nil, p.ErrorAt(loc, "unknown torch type: %s", kw)
	}
	return p.ParseType()
}

func isTorchMnemonic(kw string) bool {
	for _, n := range primNames {
		if n == kw {
			return true
		}
	}
	for _, n := range containerNames {
		if n == kw {
			return true
		}
	}
	return kw == "vtensor" || kw == "tensor" || kw == "nn.Module"
}

func parseContainer(p ir.AsmParser, k ContainerKind) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var elems []ir.Type
	if !(k == KindTuple || k == KindUnion) || !p.ParseOptionalPunct(">") {
		for {
			t, err := parseNested(p)
			if err != nil {
				return nil, err
			}
			elems = append(elems, t)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
	}
	want := map[ContainerKind]int{KindList: 1, KindOptional: 1, KindDict: 2}
	if n, ok := want[k]; ok && len(elems) != n {
		return nil, p.Errorf("!torch.%s expects %d contained type(s), got %d", containerNames[k], n, len(elems))
	}
	return Container(p.Context(), k, elems...), nil
}

// tensor-params ::= (`<` (`*` | `[` sizes `]`) `,` (dtype | `unk`) `>`)?
func parseTensor(p ir.AsmParser, value bool) (ir.Type, error) {
	ctx := p.Context()
	if !p.ParseOptionalPunct("<") {
		return Tensor(ctx, value, nil, nil), nil
	}
	var sizes []int64
	if !p.ParseOptionalPunct("*") {
		if err := p.ParsePunct("["); err != nil {
			return nil, err
		}
		sizes = []int64{}
		if !p.ParseOptionalPunct("]") {
			for {
				if p.ParseOptionalPunct("?") {
					sizes = append(sizes, Dynamic)
				} else {
					loc := p.CurrentLoc()
					v, err := p.ParseInteger()
					if err != nil {
						return nil, p.Errorf("expected a size or '?'")
					}
					if v < 0 {
						return nil, p.ErrorAt(loc, "tensor size must be non-negative, got %d", v)
					}
					sizes = append(sizes, v)
				}
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			if err := p.ParsePunct("]"); err != nil {
				return nil, err
			}
		}
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	var dtype ir.Type
	if !p.ParseOptionalKeyword("unk") {
		loc := p.CurrentLoc()
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		if !IsValidDtype(t) {
			kind := "tensor"
			if value {
				kind = "vtensor"
			}
			return nil, p.ErrorAt(loc, "invalid dtype '%s' for !torch.%s type", ir.TypeString(t), kind)
		}
		dtype = t
	}
	var enc ir.Attribute
	if p.ParseOptionalPunct(",") {
		loc := p.CurrentLoc()
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return nil, err
		}
		n, ok := sparseEncodingRank(a)
		if !ok {
			return nil, p.ErrorAt(loc, "invalid sparsity encoding attribute")
		}
		if sizes != nil && n >= 0 && n != len(sizes) {
			return nil, p.ErrorAt(loc, "dimension-rank mismatch between encoding and tensor shape: %d != %d", n, len(sizes))
		}
		enc = a
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return SparseTensor(ctx, value, sizes, dtype, enc), nil
}

// ---- type predicates ----

// IsTensor reports whether t is !torch.vtensor or !torch.tensor.
func IsTensor(t ir.Type) bool { _, ok := t.(*TensorType); return ok }

// IsValueTensor reports whether t is !torch.vtensor.
func IsValueTensor(t ir.Type) bool { tt, ok := t.(*TensorType); return ok && tt.Value }

// IsPrim reports whether t is the parameterless type of kind k.
func IsPrim(t ir.Type, k PrimKind) bool { pt, ok := t.(*PrimType); return ok && pt.Kind == k }

// IsContainer reports whether t is a container of kind k.
func IsContainer(t ir.Type, k ContainerKind) bool {
	ct, ok := t.(*ContainerType)
	return ok && ct.Kind == k
}

// IsTorchType reports whether t belongs to the torch dialect.
func IsTorchType(t ir.Type) bool {
	switch t.(type) {
	case *TensorType, *PrimType, *ContainerType, *NnModuleType:
		return true
	}
	return false
}

// sparseEncodingRank reports whether a is a sparse tensor encoding
// (`#sparse_tensor.encoding<{ map = (d0, d1) -> (...) }>`, kept opaque:
// Strata has no sparse_tensor dialect yet) and the number of dimensions
// its map takes (-1 when it cannot tell).
func sparseEncodingRank(a ir.Attribute) (int, bool) {
	o, ok := a.(*ir.OpaqueAttr)
	if !ok || o.DialectName != "sparse_tensor" || !strings.HasPrefix(o.Body, "encoding<") {
		return 0, false
	}
	i := strings.Index(o.Body, "map")
	if i < 0 {
		return -1, true
	}
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(o.Body[i+3:]), "="))
	if !strings.HasPrefix(rest, "(") {
		return -1, true
	}
	end := strings.IndexByte(rest, ')')
	if end < 0 {
		return -1, true
	}
	dims := strings.TrimSpace(rest[1:end])
	if dims == "" {
		return 0, true
	}
	return strings.Count(dims, ",") + 1, true
}
