package gpu

import (
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the gpu dialect's type (!gpu.async.token) and its
// keyword-valued attributes: the enums stored on ops (#gpu<dim x>,
// #gpu<shuffle_mode xor>, #gpu<all_reduce_op add>), the memory spaces
// (#gpu.address_space<workgroup>) and the device mapping attributes of
// scf.forall (#gpu.block<x>, #gpu.thread<y>).

// AsyncTokenType is `!gpu.async.token`: orders asynchronous GPU work.
type AsyncTokenType struct{ ir.TypeBase }

// AsyncToken returns `!gpu.async.token`.
func AsyncToken(ctx *ir.Context) *AsyncTokenType {
	return ctx.UniqueType("gpu.async.token", func() ir.Type { return &AsyncTokenType{} }).(*AsyncTokenType)
}

func (t *AsyncTokenType) Print(p *ir.AsmPrinter) { p.WriteString("!gpu.async.token") }

// IsAsyncToken reports whether t is `!gpu.async.token`.
func IsAsyncToken(t ir.Type) bool { _, ok := t.(*AsyncTokenType); return ok }

// enumKind describes one keyword-valued attribute: its mnemonic, its
// values, and whether it prints in the short form `#gpu<mnemonic value>`
// (op enums) or as `#gpu.mnemonic<value>` (attributes users write).
type enumKind struct {
	mnemonic string
	values   []string
	short    bool
}

var mappingIDs = []string{"x", "y", "z", "linear_dim_0", "linear_dim_1", "linear_dim_2", "linear_dim_3",
	"linear_dim_4", "linear_dim_5", "linear_dim_6", "linear_dim_7", "linear_dim_8", "linear_dim_9"}

var enumKinds = []enumKind{
	{"dim", []string{"x", "y", "z"}, true},
	{"shuffle_mode", []string{"xor", "up", "down", "idx"}, true},
	{"all_reduce_op", ReduceOps, true},
	{"address_space", []string{"global", "workgroup", "private"}, false},
	{"block", mappingIDs, false},
	{"thread", mappingIDs, false},
	{"warp", mappingIDs, false},
	{"warpgroup", mappingIDs, false},
	{"lane", mappingIDs, false},
}

// ReduceOps are the combining operations of all_reduce and
// subgroup_reduce, in upstream's spelling.
var ReduceOps = []string{"add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
	"and", "or", "xor", "minimumf", "maximumf"}

func kindOf(mnemonic string) *enumKind {
	for i := range enumKinds {
		if enumKinds[i].mnemonic == mnemonic {
			return &enumKinds[i]
		}
	}
	return nil
}

// EnumAttr is one of the gpu dialect's keyword-valued attributes.
type EnumAttr struct {
	ir.AttrBase
	Mnemonic string
	Value    string
}

// Enum returns the uniqued attribute; mnemonic and value must be one of
// enumKinds' (a misspelling is a bug in the caller).
func Enum(ctx *ir.Context, mnemonic, value string) *EnumAttr {
	if k := kindOf(mnemonic); k == nil || indexOf(k.values, value) < 0 {
		panic(fmt.Sprintf("gpu: no attribute %s<%s>", mnemonic, value))
	}
	return ctx.UniqueAttr("gpu."+mnemonic+"."+value, func() ir.Attribute {
		return &EnumAttr{Mnemonic: mnemonic, Value: value}
	}).(*EnumAttr)
}

func (a *EnumAttr) Print(p *ir.AsmPrinter) {
	if kindOf(a.Mnemonic).short {
		p.WriteString("#gpu<" + a.Mnemonic + " " + a.Value + ">")
		return
	}
	p.WriteString("#gpu." + a.Mnemonic + "<" + a.Value + ">")
}

// Dim returns `#gpu<dim d>` for d in 0..2.
func Dim(ctx *ir.Context, d int) *EnumAttr { return Enum(ctx, "dim", "xyz"[d:d+1]) }

// DimIndex returns 0, 1 or 2 for an op's `dimension` attribute (-1 when
// absent).
func DimIndex(op *ir.Operation) int {
	if a, ok := op.Attr("dimension").(*EnumAttr); ok {
		return strings.Index("xyz", a.Value)
	}
	return -1
}

// MappingDim returns the dimension a device mapping attribute
// (#gpu.block<y>, #gpu.thread<x>) names, its kind ("block", "thread",
// ...), and false for other attributes. Linear dimensions map to 0..9 as
// upstream numbers them after x, y, z.
func MappingDim(a ir.Attribute) (kind string, dim int, ok bool) {
	e, isEnum := a.(*EnumAttr)
	if !isEnum {
		return "", 0, false
	}
	switch e.Mnemonic {
	case "block", "thread", "warp", "warpgroup", "lane":
		return e.Mnemonic, indexOf(mappingIDs, e.Value), true
	}
	return "", 0, false
}

// AddressSpace returns the memory space of a memref type: "global" for the
// default space, or the #gpu.address_space value.
func AddressSpace(t ir.Type) string {
	mt, ok := t.(*ir.MemRefType)
	if !ok || mt.MemorySpace == nil {
		return "global"
	}
	if e, ok := mt.MemorySpace.(*EnumAttr); ok && e.Mnemonic == "address_space" {
		return e.Value
	}
	if ia, ok := mt.MemorySpace.(*ir.IntegerAttr); ok {
		switch ia.Int64() {
		case 3:
			return "workgroup"
		case 5:
			return "private"
		}
	}
	return "global"
}

// ---- parsing ----

func parseType(p ir.AsmParser) (ir.Type, error) {
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	if kw == "mma_matrix" {
		return parseMMAMatrix(p)
	}
	if kw == "async.token" {
		return AsyncToken(p.Context()), nil
	}
	if kw == "async" && p.ParseOptionalPunct(".") {
		if err := p.ParseKeyword("token"); err != nil {
			return nil, err
		}
		return AsyncToken(p.Context()), nil
	}
	return nil, p.ErrorAt(loc, "unknown gpu type: %s", kw)
}

// parseAttr reads `dim x` (from #gpu<dim x>) or `address_space<global>`
// (from #gpu.address_space<global>), and #gpu.loop_dim_map<...>.
func parseAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "loop_dim_map":
		return parseLoopDimMap(p)
	case "object":
		return parseObject(p)
	case "select_object":
		return selectObject(p.Context()), nil
	}
	k := kindOf(kw)
	if k == nil {
		return nil, p.ErrorAt(loc, "unknown gpu attribute: %s", kw)
	}
	if !k.short {
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
	}
	vloc := p.CurrentLoc()
	v, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	if indexOf(k.values, v) < 0 {
		return nil, p.ErrorAt(vloc, "expected one of [%s] for %s, got: %s", strings.Join(k.values, ", "), kw, v)
	}
	if !k.short {
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
	}
	return Enum(p.Context(), kw, v), nil
}

// parseEnumKeyword reads the bare keyword of an op enum (`x` in
// `gpu.thread_id x`) and returns the attribute.
func parseEnumKeyword(p ir.AsmParser, mnemonic string) (*EnumAttr, error) {
	loc := p.CurrentLoc()
	v, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	k := kindOf(mnemonic)
	if indexOf(k.values, v) < 0 {
		return nil, p.ErrorAt(loc, "expected one of [%s] for %s, got: %s", strings.Join(k.values, ", "), mnemonic, v)
	}
	return Enum(p.Context(), mnemonic, v), nil
}

func indexOf(xs []string, x string) int {
	for i, s := range xs {
		if s == x {
			return i
		}
	}
	return -1
}

// ---- loop_dim_map ----

// Processors are the values of #gpu.loop_dim_map's processor, in
// upstream's order.
var Processors = []string{"block_x", "block_y", "block_z", "thread_x", "thread_y", "thread_z", "sequential"}

// LoopDimMapAttr is `#gpu.loop_dim_map<processor = block_x, map = (d0) ->
// (d0), bound = (d0) -> (d0)>`: how one dimension of an scf.parallel maps
// to a hardware id (gpu-map-parallel-loops writes it,
// convert-parallel-loops-to-gpu reads it).
type LoopDimMapAttr struct {
	ir.AttrBase
	Processor string
	Map       *ir.AffineMap
	Bound     *ir.AffineMap
}

// LoopDimMap returns the uniqued attribute.
func LoopDimMap(ctx *ir.Context, processor string, m, bound *ir.AffineMap) *LoopDimMapAttr {
	a := &LoopDimMapAttr{Processor: processor, Map: m, Bound: bound}
	key := "gpu.loop_dim_map." + processor + "." + ir.AttrString(ctx.AffineMapAttr(m)) + "." + ir.AttrString(ctx.AffineMapAttr(bound))
	return ctx.UniqueAttr(key, func() ir.Attribute { return a }).(*LoopDimMapAttr)
}

func (a *LoopDimMapAttr) Print(p *ir.AsmPrinter) {
	p.WriteString("#gpu.loop_dim_map<processor = " + a.Processor + ", map = ")
	p.WriteString(a.Map.String())
	p.WriteString(", bound = ")
	p.WriteString(a.Bound.String())
	p.WriteString(">")
}

func parseLoopDimMap(p ir.AsmParser) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	if err := p.ParseKeyword("processor"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct("="); err != nil {
		return nil, err
	}
	loc := p.CurrentLoc()
	proc, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	if indexOf(Processors, proc) < 0 {
		return nil, p.ErrorAt(loc, "expected one of [%s] for processor, got: %s", strings.Join(Processors, ", "), proc)
	}
	var maps [2]*ir.AffineMap
	for i, kw := range []string{"map", "bound"} {
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		if err := p.ParseKeyword(kw); err != nil {
			return nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		m, err := p.ParseAffineMap()
		if err != nil {
			return nil, err
		}
		maps[i] = m
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return LoopDimMap(p.Context(), proc, maps[0], maps[1]), nil
}

// objectFormats are the formats of #gpu.object; fatbin is the default.
var objectFormats = []string{"offload", "assembly", "bin", "fatbin"}

// parseObject reads `<target, (format =)? "object">`.
func parseObject(p ir.AsmParser) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	target, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	format := "fatbin"
	loc := p.CurrentLoc()
	if kw, ok := p.ParseOptionalKeywordAny(); ok {
		if indexOf(objectFormats, kw) < 0 {
			return nil, p.ErrorAt(loc, "expected one of [%s] for the object format, got: %s", strings.Join(objectFormats, ", "), kw)
		}
		format = kw
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
	}
	object, err := p.ParseString()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Object(p.Context(), target, format, object), nil
}
