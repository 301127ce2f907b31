package nvvm

import (
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the nvvm dialect's attributes: the keyword enums the ops
// store (#nvvm<shfl_kind bfly>, #nvvm<vote_sync_kind ballot>,
// #nvvm.mem_scope<cta>, #nvvm.proxy_kind<alias>, #nvvm.shared_space<cta>)
// and the GPU target #nvvm.target<...>.

// Kernel attributes that PTX writes as performance directives:
// MinBlocksAttr (.minnctapersm, an integer) asks ptxas to fit that many
// blocks on an SM, beside MaxThreadsAttr (.maxntid, the block's sizes)
// or ReqThreadsAttr (.reqntid), which bound a block's threads.
const (
	MinBlocksAttr  = "nvvm.minctasm"
	MaxThreadsAttr = "nvvm.maxntid"
	ReqThreadsAttr = "nvvm.reqntid"
)

// Enum kinds and their values, in upstream's spelling.
var enumValues = map[string][]string{
	"shfl_kind":      {"bfly", "up", "down", "idx"},
	"vote_sync_kind": {"any", "all", "ballot", "uni"},
	"mem_scope":      {"cta", "cluster", "gpu", "sys"},
	"proxy_kind":     {"alias", "async", "async.global", "async.shared", "tensormap", "generic"},
	"shared_space":   {"cta", "cluster"},
	"mma_layout":     {"row", "col"},
	"mma_type": {"f16", "f32", "tf32", "bf16", "s8", "u8", "s32", "s4", "u4", "b1", "f64",
		"e4m3", "e5m2", "e3m2", "e2m3", "e2m1"},
	"ld_st_matrix_elt_type": {"b16", "b8", "b8x16.b6x16_p32", "b8x16.b4x16_p64"},
	"load_cache_modifier":   {"ca", "cg", "cs", "lu", "cv"},
}

// enumCppNames are upstream's C++ enum names, for its error text.
var enumCppNames = map[string]string{
	"shfl_kind": "ShflKind", "vote_sync_kind": "VoteSyncKind", "mem_scope": "MemScopeKind",
	"proxy_kind": "ProxyKind", "shared_space": "SharedSpace",
	"mma_layout": "MMALayout", "mma_type": "MMATypes", "ld_st_matrix_elt_type": "LdStMatrixEltType",
	"load_cache_modifier": "LoadCacheModifierKind",
}

// bareEnums are printed `#nvvm<kind value>` (upstream's EnumAttr without
// its own mnemonic); the others `#nvvm.kind<value>`.
var bareEnums = map[string]bool{"shfl_kind": true, "vote_sync_kind": true, "load_cache_modifier": true}

// EnumAttr is one of the dialect's keyword-valued attributes.
type EnumAttr struct {
	ir.AttrBase
	Kind  string
	Value string
}

// Enum returns the uniqued enum attribute of kind with value v.
func Enum(ctx *ir.Context, kind, v string) *EnumAttr {
	return ctx.UniqueAttr("nvvm.enum."+kind+"."+v, func() ir.Attribute { return &EnumAttr{Kind: kind, Value: v} }).(*EnumAttr)
}

func (a *EnumAttr) Print(p *ir.AsmPrinter) {
	if bareEnums[a.Kind] {
		p.WriteString("#nvvm<" + a.Kind + " " + a.Value + ">")
		return
	}
	p.WriteString("#nvvm." + a.Kind + "<" + a.Value + ">")
}

// Target defaults, which the printer elides as upstream does.
const (
	DefaultO      = 2
	DefaultTriple = "nvptx64-nvidia-cuda"
	DefaultChip   = "sm_50"
)

// TargetAttr is #nvvm.target<O = 2, triple = "...", chip = "sm_90",
// features = "+ptx78", flags = {...}, link = [...]>: where a gpu.module's
// code is compiled for.
type TargetAttr struct {
	ir.AttrBase
	O        int64
	Triple   string
	Chip     string
	Features string
	Flags    *ir.DictionaryAttr // nil when absent
	Link     *ir.ArrayAttr      // nil when absent
}

// Target returns the uniqued target attribute.
func Target(ctx *ir.Context, o int64, triple, chip, features string, flags *ir.DictionaryAttr, link *ir.ArrayAttr) *TargetAttr {
	t := &TargetAttr{O: o, Triple: triple, Chip: chip, Features: features, Flags: flags, Link: link}
	key := "nvvm.target" + t.body()
	return ctx.UniqueAttr(key, func() ir.Attribute { return t }).(*TargetAttr)
}

func (a *TargetAttr) body() string {
	var parts []string
	if a.O != DefaultO {
		parts = append(parts, "O = "+strconv.FormatInt(a.O, 10))
	}
	if a.Triple != DefaultTriple {
		parts = append(parts, "triple = "+strconv.Quote(a.Triple))
	}
	if a.Chip != DefaultChip {
		parts = append(parts, "chip = "+strconv.Quote(a.Chip))
	}
	if a.Features != "" {
		parts = append(parts, "features = "+strconv.Quote(a.Features))
	}
	if a.Flags != nil {
		parts = append(parts, "flags = "+ir.AttrString(a.Flags))
	}
	if a.Link != nil {
		parts = append(parts, "link = "+ir.AttrString(a.Link))
	}
	if len(parts) == 0 {
		return ""
	}
	return "<" + strings.Join(parts, ", ") + ">"
}

func (a *TargetAttr) Print(p *ir.AsmPrinter) {
	p.WriteString("#nvvm.target" + a.body())
}

// parseAttr parses the body of `#nvvm<...>` or `#nvvm.<mnemonic>...`.
func parseAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	ctx := p.Context()
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	if kw == "target" {
		return parseTargetBody(p)
	}
	if kw == "shape" || kw == "ld_st_matrix_shape" {
		return parseShapeBody(p, kw == "shape")
	}
	vals, ok := enumValues[kw]
	if !ok {
		return nil, p.ErrorAt(loc, "unknown attribute `%s` in dialect `nvvm`", kw)
	}
	angle := p.ParseOptionalPunct("<")
	if !angle && !bareEnums[kw] {
		return nil, p.Errorf("expected '<'")
	}
	v, err := parseEnumValue(p, kw, vals)
	if err != nil {
		return nil, err
	}
	if angle {
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
	}
	return Enum(ctx, kw, v), nil
}

func parseEnumValue(p ir.AsmParser, kind string, vals []string) (string, error) {
	loc := p.CurrentLoc()
	v, ok := p.ParseOptionalKeywordAny()
	if !ok || indexOf(vals, v) < 0 {
		return "", p.ErrorAt(loc, "expected ::mlir::NVVM::%s to be one of: %s", enumCppNames[kind], strings.Join(vals, ", "))
	}
	return v, nil
}

func indexOf(vs []string, s string) int {
	for i, v := range vs {
		if v == s {
			return i
		}
	}
	return -1
}

// parseTargetBody parses the optional `<key = value, ...>` of #nvvm.target.
func parseTargetBody(p ir.AsmParser) (ir.Attribute, error) {
	ctx := p.Context()
	o, triple, chip, features := int64(DefaultO), DefaultTriple, DefaultChip, ""
	var flags *ir.DictionaryAttr
	var link *ir.ArrayAttr
	if p.ParseOptionalPunct("<") {
		seen := map[string]bool{}
		for {
			loc := p.CurrentLoc()
			key, err := p.ParseKeywordAny()
			if err != nil {
				return nil, err
			}
			if seen[key] {
				return nil, p.ErrorAt(loc, "duplicate or unknown struct parameter name: %s", key)
			}
			seen[key] = true
			if err := p.ParsePunct("="); err != nil {
				return nil, err
			}
			switch key {
			case "O":
				if o, err = p.ParseInteger(); err != nil {
					return nil, err
				}
				if o < 0 || o > 3 {
					return nil, p.ErrorAt(loc, "The optimization level must be a number between 0 and 3.")
				}
			case "triple", "chip", "features":
				s, err := p.ParseString()
				if err != nil {
					return nil, err
				}
				switch key {
				case "triple":
					triple = s
				case "chip":
					chip = s
				default:
					features = s
				}
			case "flags":
				a, err := p.ParseAttribute(nil)
				if err != nil {
					return nil, err
				}
				d, ok := a.(*ir.DictionaryAttr)
				if !ok {
					return nil, p.ErrorAt(loc, "expected a dictionary for 'flags'")
				}
				flags = d
			case "link":
				a, err := p.ParseAttribute(nil)
				if err != nil {
					return nil, err
				}
				l, ok := a.(*ir.ArrayAttr)
				if !ok {
					return nil, p.ErrorAt(loc, "expected an array for 'link'")
				}
				link = l
			default:
				return nil, p.ErrorAt(loc, "duplicate or unknown struct parameter name: %s", key)
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
	}
	if triple == "" {
		return nil, p.Errorf("The target triple cannot be empty.")
	}
	if chip == "" {
		return nil, p.Errorf("The target chip cannot be empty.")
	}
	return Target(ctx, o, triple, chip, features, flags, link), nil
}

// RangeAttr is the known range [Lo, Hi) of a special register's value,
// `range <i32, 0, 1024>` in the custom form (upstream's
// #llvm.constant_range<i32, 0, 1024>, which is also how the generic form
// prints it).
type RangeAttr struct {
	ir.AttrBase
	Width  int
	Lo, Hi int64
}

// Range returns the uniqued range attribute.
func Range(ctx *ir.Context, width int, lo, hi int64) *RangeAttr {
	key := "nvvm.range." + strconv.Itoa(width) + "." + strconv.FormatInt(lo, 10) + "." + strconv.FormatInt(hi, 10)
	return ctx.UniqueAttr(key, func() ir.Attribute { return &RangeAttr{Width: width, Lo: lo, Hi: hi} }).(*RangeAttr)
}

func (a *RangeAttr) body() string {
	return "<i" + strconv.Itoa(a.Width) + ", " + strconv.FormatInt(a.Lo, 10) + ", " + strconv.FormatInt(a.Hi, 10) + ">"
}

func (a *RangeAttr) Print(p *ir.AsmPrinter) { p.WriteString("#llvm.constant_range" + a.body()) }

var rangeConstraint = &ir.AttrConstraint{
	Summary: "A range of two integers, corresponding to LLVM's ConstantRange",
	Pred: func(a ir.Attribute) bool {
		_, ok := a.(*RangeAttr)
		return ok
	},
	Parse: func(p ir.AsmParser) (ir.Attribute, error) {
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		loc := p.CurrentLoc()
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		it, ok := t.(*ir.IntegerType)
		if !ok {
			return nil, p.ErrorAt(loc, "expected integer type")
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		lo, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		hi, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return Range(p.Context(), it.Width, lo, hi), nil
	},
	Print: func(p *ir.AsmPrinter, a ir.Attribute) {
		if r, ok := a.(*RangeAttr); ok {
			p.WriteString(r.body())
			return
		}
		p.PrintAttr(a)
	},
}
