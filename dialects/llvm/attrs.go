package llvm

import (
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the llvm dialect's attributes and the integer enums
// upstream stores as plain integer properties (comparison predicates,
// overflow and GEP flags).

// Fastmath flags, as bits of FastmathAttr.Flags.
const (
	FMFnnan uint32 = 1 << iota
	FMFninf
	FMFnsz
	FMFarcp
	FMFcontract
	FMFafn
	FMFreassoc
	FMFfast = 1<<7 - 1
)

var fastmathNames = []string{"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"}

// FastmathAttr is `#llvm.fastmath<nnan, ninf>`; `fast` is all flags and
// `none` no flag.
type FastmathAttr struct {
	ir.AttrBase
	Flags uint32
}

// Fastmath returns the uniqued fastmath attribute.
func Fastmath(ctx *ir.Context, flags uint32) *FastmathAttr {
	return ctx.UniqueAttr("llvm.fastmath."+itoa(int64(flags)), func() ir.Attribute { return &FastmathAttr{Flags: flags} }).(*FastmathAttr)
}

func (a *FastmathAttr) Print(p *ir.AsmPrinter) {
	p.WriteString("#llvm.fastmath<" + FastmathString(a.Flags) + ">")
}

// FastmathString spells flags as upstream: "none", "fast" or a list.
func FastmathString(flags uint32) string {
	switch flags {
	case 0:
		return "none"
	case FMFfast:
		return "fast"
	}
	var s []string
	for i, n := range fastmathNames {
		if flags&(1<<i) != 0 {
			s = append(s, n)
		}
	}
	return strings.Join(s, ", ")
}

// EnumAttr is one of the llvm dialect's keyword-valued attributes:
// `#llvm.linkage<internal>`, `#llvm.cconv<ccc>`, `#llvm.tailcallkind<none>`.
type EnumAttr struct {
	ir.AttrBase
	Mnemonic string
	Value    string
}

// Enum returns the uniqued enum attribute.
func Enum(ctx *ir.Context, mnemonic, value string) *EnumAttr {
	return ctx.UniqueAttr("llvm.enum."+mnemonic+"."+value, func() ir.Attribute { return &EnumAttr{Mnemonic: mnemonic, Value: value} }).(*EnumAttr)
}

func (a *EnumAttr) Print(p *ir.AsmPrinter) {
	p.WriteString("#llvm." + a.Mnemonic + "<" + a.Value + ">")
}

// Linkages lists the LLVM linkage kinds in upstream's spelling.
var Linkages = []string{"private", "internal", "available_externally", "linkonce", "weak", "common",
	"appending", "extern_weak", "linkonce_odr", "weak_odr", "external"}

var enumValues = map[string][]string{
	"linkage":      Linkages,
	"cconv":        {"ccc", "fastcc", "coldcc", "cc_10", "cc_11", "anyregcc", "preserve_mostcc", "preserve_allcc", "swiftcc", "cxx_fast_tlscc", "tailcc"},
	"tailcallkind": {"none", "tail", "musttail", "notail"},
}

// Linkage returns `#llvm.linkage<l>`.
func Linkage(ctx *ir.Context, l string) *EnumAttr { return Enum(ctx, "linkage", l) }

// parseAttr parses the body of `#llvm.<body>`.
func parseAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	ctx := p.Context()
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	switch kw {
	case "fastmath":
		flags, err := parseFastmathFlags(p)
		if err != nil {
			return nil, err
		}
		return Fastmath(ctx, flags), p.ParsePunct(">")
	case "overflow":
		flags, err := parseOverflowList(p)
		if err != nil {
			return nil, err
		}
		return ctx.IntegerAttr(ctx.I(32), int64(flags)), p.ParsePunct(">")
	}
	vals, ok := enumValues[kw]
	if !ok {
		return nil, p.ErrorAt(loc, "unknown attribute: %s", kw)
	}
	vloc := p.CurrentLoc()
	v, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	if indexOf(vals, v) < 0 {
		return nil, p.ErrorAt(vloc, "expected one of [%s] for %s, got: %s", strings.Join(quoteAll(vals), ", "), kw, v)
	}
	return Enum(ctx, kw, v), p.ParsePunct(">")
}

func parseFastmathFlags(p ir.AsmParser) (uint32, error) {
	var flags uint32
	for {
		loc := p.CurrentLoc()
		kw, err := p.ParseKeywordAny()
		if err != nil {
			return 0, err
		}
		switch kw {
		case "none":
		case "fast":
			flags |= FMFfast
		default:
			i := indexOf(fastmathNames, kw)
			if i < 0 {
				return 0, p.ErrorAt(loc, "expected one of [none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast] for LLVM fastmath flags, got: %s", kw)
			}
			flags |= 1 << i
		}
		if !p.ParseOptionalPunct(",") {
			return flags, nil
		}
	}
}

// Overflow flags (the overflowFlags property of integer arithmetic).
const (
	OverflowNSW = 1
	OverflowNUW = 2
)

func parseOverflowList(p ir.AsmParser) (int, error) {
	flags := 0
	for {
		loc := p.CurrentLoc()
		kw, err := p.ParseKeywordAny()
		if err != nil {
			return 0, err
		}
		switch kw {
		case "none":
		case "nsw":
			flags |= OverflowNSW
		case "nuw":
			flags |= OverflowNUW
		default:
			return 0, p.ErrorAt(loc, "expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: %s", kw)
		}
		if !p.ParseOptionalPunct(",") {
			return flags, nil
		}
	}
}

// OverflowString spells overflow flags: "nsw, nuw".
func OverflowString(flags int64) string {
	var s []string
	if flags&OverflowNSW != 0 {
		s = append(s, "nsw")
	}
	if flags&OverflowNUW != 0 {
		s = append(s, "nuw")
	}
	return strings.Join(s, ", ")
}

// ICmpPredicates are the icmp predicates by their integer value.
var ICmpPredicates = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

// FCmpPredicates are the fcmp predicates by their integer value.
var FCmpPredicates = []string{"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true"}

// GEP no-wrap flags (the noWrapFlags property).
const (
	GEPInboundsFlag = 1
	GEPNUSW         = 2
	GEPNUW          = 4
	GEPInbounds     = GEPInboundsFlag | GEPNUSW
)

// GEPDynamicIndex marks a dynamic index in rawConstantIndices.
const GEPDynamicIndex = -2147483648

func indexOf(ss []string, s string) int {
	for i, x := range ss {
		if x == s {
			return i
		}
	}
	return -1
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	copy(out, ss)
	return out
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// intAttrValue returns the value of an integer attribute, or def.
func intAttrValue(a ir.Attribute, def int64) int64 {
	if ia, ok := a.(*ir.IntegerAttr); ok {
		return ia.Int64()
	}
	return def
}
