package arith

import (
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the arith dialect's attributes: the bit-enum attributes
// #arith.fastmath<...> and #arith.overflow<...>, and the integer enums the
// ops store as plain integer attributes (cmpi/cmpf predicates, rounding
// modes), with the keyword syntax their ops print them in.

// ---- fastmath ----

// FastMathFlags is a set of LLVM fast-math flags.
type FastMathFlags uint32

const (
	FastMathReassoc  FastMathFlags = 1 << iota // allow reassociation
	FastMathNNaN                               // assume no NaNs
	FastMathNInf                               // assume no infinities
	FastMathNSZ                                // ignore the sign of zero
	FastMathARCP                               // allow reciprocals
	FastMathContract                           // allow contraction (fma)
	FastMathAFN                                // approximate functions
	// FastMathNone is the empty set, FastMathFast all flags.
	FastMathNone FastMathFlags = 0
	FastMathFast FastMathFlags = 127
)

var fastMathNames = []struct {
	name string
	bit  FastMathFlags
}{
	{"reassoc", FastMathReassoc}, {"nnan", FastMathNNaN}, {"ninf", FastMathNInf},
	{"nsz", FastMathNSZ}, {"arcp", FastMathARCP}, {"contract", FastMathContract}, {"afn", FastMathAFN},
}

// String spells the flags as MLIR does: "none", "fast", or the set flags
// joined by commas ("nnan,ninf").
func (f FastMathFlags) String() string {
	switch f {
	case FastMathNone:
		return "none"
	case FastMathFast:
		return "fast"
	}
	var parts []string
	for _, n := range fastMathNames {
		if f&n.bit != 0 {
			parts = append(parts, n.name)
		}
	}
	return strings.Join(parts, ",")
}

// FastMathAttr is #arith.fastmath<flags>.
type FastMathAttr struct {
	ir.AttrBase
	Flags FastMathFlags
}

// FastMath returns the uniqued #arith.fastmath<f>.
func FastMath(ctx *ir.Context, f FastMathFlags) *FastMathAttr {
	return ctx.UniqueAttr(fmt.Sprintf("arith.fastmath<%d>", f), func() ir.Attribute {
		return &FastMathAttr{Flags: f}
	}).(*FastMathAttr)
}

func (a *FastMathAttr) Print(p *ir.AsmPrinter) {
	p.WriteString("#arith.fastmath")
	a.printBody(p)
}

func (a *FastMathAttr) printBody(p *ir.AsmPrinter) {
	p.WriteByte('<')
	p.WriteString(a.Flags.String())
	p.WriteByte('>')
}

// parseFastMathBody parses `<flag, ...>`.
func parseFastMathBody(p ir.AsmParser) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var f FastMathFlags
	for {
		loc := p.CurrentLoc()
		kw, ok := p.ParseOptionalKeywordAny()
		bit, known := FastMathFlags(0), false
		switch kw {
		case "none":
			known = true
		case "fast":
			bit, known = FastMathFast, true
		default:
			for _, n := range fastMathNames {
				if n.name == kw {
					bit, known = n.bit, true
				}
			}
		}
		if !ok || !known {
			return nil, p.ErrorAt(loc, "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast")
		}
		f |= bit
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return FastMath(p.Context(), f), nil
}

// FastMathOf returns the fastmath flags of op (none when it has none).
func FastMathOf(op *ir.Operation) FastMathFlags {
	if a, ok := op.Attr("fastmath").(*FastMathAttr); ok {
		return a.Flags
	}
	return FastMathNone
}

// FastMathAttrConstraint accepts #arith.fastmath and writes it `<flags>`
// after the format's `fastmath` keyword.
var FastMathAttrConstraint = &ir.AttrConstraint{
	Summary: "Floating point fast math flags",
	Pred:    func(a ir.Attribute) bool { _, ok := a.(*FastMathAttr); return ok },
	Parse:   parseFastMathBody,
	Print: func(p *ir.AsmPrinter, a ir.Attribute) {
		if fm, ok := a.(*FastMathAttr); ok {
			fm.printBody(p)
			return
		}
		p.PrintAttr(a)
	},
}

// FastMathAttrDef declares the `fastmath` attribute as upstream's
// DefaultValuedAttr: absent in the custom form when none, always present
// as a property (`<{fastmath = #arith.fastmath<none>}>` in the generic form).
var FastMathAttrDef = ir.AttrDef{Name: "fastmath", Constraint: FastMathAttrConstraint,
	DefaultFn: func(c *ir.Context) ir.Attribute { return FastMath(c, FastMathNone) }}

// ---- integer overflow flags ----

// OverflowFlags are LLVM's no-signed-wrap and no-unsigned-wrap flags.
type OverflowFlags uint32

const (
	OverflowNone OverflowFlags = 0
	OverflowNSW  OverflowFlags = 1 // no signed wrap
	OverflowNUW  OverflowFlags = 2 // no unsigned wrap
)

func (f OverflowFlags) String() string {
	switch f {
	case OverflowNone:
		return "none"
	case OverflowNSW:
		return "nsw"
	case OverflowNUW:
		return "nuw"
	}
	return "nsw, nuw"
}

// OverflowAttr is #arith.overflow<flags>.
type OverflowAttr struct {
	ir.AttrBase
	Flags OverflowFlags
}

// Overflow returns the uniqued #arith.overflow<f>.
func Overflow(ctx *ir.Context, f OverflowFlags) *OverflowAttr {
	return ctx.UniqueAttr(fmt.Sprintf("arith.overflow<%d>", f), func() ir.Attribute {
		return &OverflowAttr{Flags: f}
	}).(*OverflowAttr)
}

func (a *OverflowAttr) Print(p *ir.AsmPrinter) {
	p.WriteString("#arith.overflow")
	a.printBody(p)
}

func (a *OverflowAttr) printBody(p *ir.AsmPrinter) {
	p.WriteByte('<')
	p.WriteString(a.Flags.String())
	p.WriteByte('>')
}

func parseOverflowBody(p ir.AsmParser) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var f OverflowFlags
	for {
		loc := p.CurrentLoc()
		kw, _ := p.ParseOptionalKeywordAny()
		switch kw {
		case "none":
		case "nsw":
			f |= OverflowNSW
		case "nuw":
			f |= OverflowNUW
		default:
			return nil, p.ErrorAt(loc, "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw")
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Overflow(p.Context(), f), nil
}

// OverflowAttrConstraint accepts #arith.overflow, written `<flags>` after
// the format's `overflow` keyword.
var OverflowAttrConstraint = &ir.AttrConstraint{
	Summary: "Integer overflow arith flags",
	Pred:    func(a ir.Attribute) bool { _, ok := a.(*OverflowAttr); return ok },
	Parse:   parseOverflowBody,
	Print: func(p *ir.AsmPrinter, a ir.Attribute) {
		if o, ok := a.(*OverflowAttr); ok {
			o.printBody(p)
			return
		}
		p.PrintAttr(a)
	},
}

// overflowAttrDef declares `overflowFlags` as upstream's DefaultValuedAttr
// (none), like FastMathAttrDef.
var overflowAttrDef = ir.AttrDef{Name: "overflowFlags", Constraint: OverflowAttrConstraint,
	DefaultFn: func(c *ir.Context) ir.Attribute { return Overflow(c, OverflowNone) }}

// BindDefaults sets the Default of the fastmath and overflow attributes of
// defs to the `none` attribute of ctx, so that the custom form elides
// them. OpDef.Default is a uniqued attribute, hence per context: with
// several contexts the printer elides `none` only for the last one bound,
// and prints `fastmath<none>` (still valid) for the others.
func BindDefaults(ctx *ir.Context, defs ...*ir.OpDef) {
	for _, d := range defs {
		for i := range d.Attrs {
			// An OptionalAttr upstream (extf/truncf's fastmath) has no
			// default: its builders leave it out.
			if d.Attrs[i].DefaultFn != nil || d.Attrs[i].Optional {
				continue
			}
			switch d.Attrs[i].Constraint {
			case FastMathAttrConstraint:
				d.Attrs[i].Default = FastMath(ctx, FastMathNone)
			case OverflowAttrConstraint:
				d.Attrs[i].Default = Overflow(ctx, OverflowNone)
			}
		}
	}
}

// OverflowOf returns the overflow flags of op.
func OverflowOf(op *ir.Operation) OverflowFlags {
	if a, ok := op.Attr("overflowFlags").(*OverflowAttr); ok {
		return a.Flags
	}
	return OverflowNone
}

// parseDialectAttr parses the body of #arith.<body>.
func parseDialectAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	loc := p.CurrentLoc()
	kw, ok := p.ParseOptionalKeywordAny()
	switch {
	case ok && kw == "fastmath":
		return parseFastMathBody(p)
	case ok && kw == "overflow":
		return parseOverflowBody(p)
	}
	return nil, p.ErrorAt(loc, "unknown attribute `%s` in dialect `arith`", kw)
}

// ---- integer enums ----

// intEnum is an enum stored as an integer attribute of a fixed width and
// spelled as a keyword (or string) in the custom form.
type intEnum struct {
	width int
	names []string // names[i] is the keyword of value i
}

func (e *intEnum) constraint(attrName string) *ir.AttrConstraint {
	cases := make([]string, len(e.names))
	for i := range e.names {
		cases[i] = fmt.Sprint(i)
	}
	return &ir.AttrConstraint{
		Summary: fmt.Sprintf("allowed %d-bit signless integer cases: %s", e.width, strings.Join(cases, ", ")),
		Pred: func(a ir.Attribute) bool {
			ia, ok := a.(*ir.IntegerAttr)
			if !ok {
				return false
			}
			it, ok := ia.Type.(*ir.IntegerType)
			return ok && it.Width == e.width && it.IsSignless() && ia.Big == nil && ia.Val >= 0 && ia.Val < int64(len(e.names))
		},
		Parse: func(p ir.AsmParser) (ir.Attribute, error) {
			loc := p.CurrentLoc()
			kw, ok := p.ParseOptionalKeywordAny()
			if !ok {
				kw, ok = p.ParseOptionalString()
			}
			if ok {
				for i, n := range e.names {
					if n == kw {
						return p.Context().IntegerAttr(p.Context().I(e.width), int64(i)), nil
					}
				}
			}
			return nil, p.ErrorAt(loc, "expected string or keyword containing one of the following enum values for attribute '%s' [%s]",
				attrName, strings.Join(e.names, ", "))
		},
		Print: func(p *ir.AsmPrinter, a ir.Attribute) {
			if ia, ok := a.(*ir.IntegerAttr); ok && ia.Big == nil && ia.Val >= 0 && ia.Val < int64(len(e.names)) {
				p.WriteString(e.names[ia.Val])
				return
			}
			p.PrintAttr(a)
		},
	}
}

// CmpIPredicate is the comparison of arith.cmpi.
type CmpIPredicate int64

const (
	CmpIEQ CmpIPredicate = iota
	CmpINE
	CmpISLT
	CmpISLE
	CmpISGT
	CmpISGE
	CmpIULT
	CmpIULE
	CmpIUGT
	CmpIUGE
)

var cmpIEnum = &intEnum{64, []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}}

func (p CmpIPredicate) String() string { return cmpIEnum.names[p] }

// CmpFPredicate is the comparison of arith.cmpf: ordered (o*: false if
// either operand is NaN) or unordered (u*: true if either is NaN).
type CmpFPredicate int64

const (
	CmpFAlwaysFalse CmpFPredicate = iota
	CmpFOEQ
	CmpFOGT
	CmpFOGE
	CmpFOLT
	CmpFOLE
	CmpFONE
	CmpFORD
	CmpFUEQ
	CmpFUGT
	CmpFUGE
	CmpFULT
	CmpFULE
	CmpFUNE
	CmpFUNO
	CmpFAlwaysTrue
)

var cmpFEnum = &intEnum{64, []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}}

func (p CmpFPredicate) String() string { return cmpFEnum.names[p] }

// RoundingMode is the rounding of arith.truncf and arith.scaling_truncf.
type RoundingMode int64

const (
	ToNearestEven RoundingMode = iota
	Downward
	Upward
	TowardZero
	ToNearestAway
)

var roundingEnum = &intEnum{32, []string{"to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"}}

func (r RoundingMode) String() string { return roundingEnum.names[r] }

// Predicate returns the integer value of op's `predicate` attribute.
func Predicate(op *ir.Operation) int64 {
	if a, ok := op.Attr("predicate").(*ir.IntegerAttr); ok {
		return a.Int64()
	}
	return -1
}

// roundingModeDirective is custom<RoundingMode>($roundingmode): an
// optional rounding-mode keyword. It is a custom directive rather than an
// optional attribute group because the format interpreter cannot probe an
// attribute with a custom parser for presence.
func roundingModeDirective(attr string) ir.CustomDirective {
	return ir.CustomDirective{
		Parse: func(p ir.AsmParser, fs *ir.FormatState, _ []ir.CustomArg) error {
			for i, n := range roundingEnum.names {
				if p.ParseOptionalKeyword(n) {
					fs.SetAttr(attr, p.Context().IntegerAttr(p.Context().I(32), int64(i)))
					return nil
				}
			}
			return nil
		},
		Print: func(p *ir.AsmPrinter, op *ir.Operation, _ []ir.CustomArg) {
			if a, ok := op.Attr(attr).(*ir.IntegerAttr); ok {
				roundingEnum.constraint(attr).Print(p, a)
			}
		},
	}
}

// unitKeyword is custom<Name>($attr) for `(`kw` $attr^)?` with a unit
// attribute: the keyword's presence sets it. (The format interpreter
// parses a unit anchor that follows a literal as an attribute value, so
// the directive stands in for the optional group.)
func unitKeyword(kw, attr string) ir.CustomDirective {
	return ir.CustomDirective{
		Parse: func(p ir.AsmParser, fs *ir.FormatState, _ []ir.CustomArg) error {
			if p.ParseOptionalKeyword(kw) {
				fs.SetAttr(attr, p.Context().UnitAttr())
			}
			return nil
		},
		Print: func(p *ir.AsmPrinter, op *ir.Operation, _ []ir.CustomArg) {
			if op.HasAttr(attr) {
				p.WriteString(kw)
			}
		},
	}
}
