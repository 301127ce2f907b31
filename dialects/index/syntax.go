package index

import (
	"slices"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// Predicate is index.cmp's comparison.
type Predicate int

const (
	EQ Predicate = iota
	NE
	SLT
	SLE
	SGT
	SGE
	ULT
	ULE
	UGT
	UGE
)

var predicateNames = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

func (p Predicate) String() string { return predicateNames[p] }

// Unsigned reports whether p compares unsigned values.
func (p Predicate) Unsigned() bool { return p >= ULT }

// Compare applies p to a and b, width-bit values.
func (p Predicate) Compare(a, b int64, width int) bool {
	if p.Unsigned() {
		ua, ub := uint64(a)&widthMask(width), uint64(b)&widthMask(width)
		switch p {
		case ULT:
			return ua < ub
		case ULE:
			return ua <= ub
		case UGT:
			return ua > ub
		}
		return ua >= ub
	}
	switch p {
	case EQ:
		return a == b
	case NE:
		return a != b
	case SLT:
		return a < b
	case SLE:
		return a <= b
	case SGT:
		return a > b
	}
	return a >= b
}

// PredicateAttr is `#index<cmp_predicate slt>`.
type PredicateAttr struct {
	ir.AttrBase
	Value Predicate
}

// PredicateOf returns the uniqued attribute of p.
func PredicateOf(ctx *ir.Context, p Predicate) *PredicateAttr {
	return ctx.UniqueAttr("index.cmp_predicate."+p.String(), func() ir.Attribute { return &PredicateAttr{Value: p} }).(*PredicateAttr)
}

func (a *PredicateAttr) Print(p *ir.AsmPrinter) {
	p.WriteString("#index<cmp_predicate " + a.Value.String() + ">")
}

var predicateConstraint = &ir.AttrConstraint{Summary: "index comparison predicate", Pred: func(a ir.Attribute) bool {
	_, ok := a.(*PredicateAttr)
	return ok
}}

// parsePredicate reads one of the predicates' keywords.
func parsePredicate(p ir.AsmParser) (*PredicateAttr, error) {
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	i := slices.Index(predicateNames, kw)
	if i < 0 {
		return nil, p.ErrorAt(loc, "expected one of [%s] for an index comparison predicate, got: %s", strings.Join(predicateNames, ", "), kw)
	}
	return PredicateOf(p.Context(), Predicate(i)), nil
}

// parseAttr reads the body of `#index<cmp_predicate slt>`.
func parseAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	if kw != "cmp_predicate" {
		return nil, p.ErrorAt(loc, "unknown index attribute: %s", kw)
	}
	return parsePredicate(p)
}

// parseCmp reads `slt(%a, %b) attr-dict`.
func parseCmp(p ir.AsmParser, st *ir.OperationState) error {
	pred, err := parsePredicate(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	lhs, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	rhs, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.AddAttr("pred", pred)
	st.Attrs = append(st.Attrs, attrs...)
	ctx := p.Context()
	operands, err := p.ResolveOperands([]ir.UnresolvedOperand{lhs, rhs}, []ir.Type{ctx.IndexType(), ctx.IndexType()})
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, operands...)
	st.Types = append(st.Types, ctx.I(1))
	return nil
}

func printCmp(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" " + op.Attr("pred").(*PredicateAttr).Value.String() + "(")
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintOperand(op.Operand(1))
	p.WriteString(")")
	p.PrintOptionalAttrDict(op.Attrs(), "pred")
}

// parseConstant reads `42 attr-dict`.
func parseConstant(p ir.AsmParser, st *ir.OperationState) error {
	v, err := p.ParseInteger()
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	ctx := p.Context()
	st.AddAttr("value", ctx.IntegerAttr(ctx.IndexType(), v))
	st.Attrs = append(st.Attrs, attrs...)
	st.Types = append(st.Types, ctx.IndexType())
	return nil
}

// parseBoolConstant reads `true` or `false`, then attr-dict.
func parseBoolConstant(p ir.AsmParser, st *ir.OperationState) error {
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return err
	}
	if kw != "true" && kw != "false" {
		return p.ErrorAt(loc, "expected true or false, got: %s", kw)
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	ctx := p.Context()
	st.AddAttr("value", ctx.BoolAttr(kw == "true"))
	st.Attrs = append(st.Attrs, attrs...)
	st.Types = append(st.Types, ctx.I(1))
	return nil
}
