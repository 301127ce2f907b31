package vector

import (
	"slices"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the vector dialect's enum attributes: the combining
// kind of reductions and contractions (#vector.kind<add>), the iterator
// type of vector.contract (#vector.iterator_type<parallel>) and the
// punctuation of vector.print (#vector.punctuation<newline>).

// CombiningKind is how vector.reduction, multi_reduction, contract and
// outerproduct combine elements.
type CombiningKind int

const (
	Add CombiningKind = iota
	Mul
	MinUI
	MinSI
	MinNumF
	MaxUI
	MaxSI
	MaxNumF
	And
	Or
	XOr
	MinimumF
	MaximumF
)

var kindNames = []string{"add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
	"and", "or", "xor", "minimumf", "maximumf"}

// kindsInUpstreamOrder is how upstream's diagnostics list the kinds.
var kindsInUpstreamOrder = []string{"add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
	"and", "or", "xor", "maximumf", "minimumf"}

func (k CombiningKind) String() string { return kindNames[k] }

// IntOnly reports whether k combines integers only (and, or, xor, the
// signed and unsigned min/max).
func (k CombiningKind) IntOnly() bool {
	switch k {
	case MinUI, MinSI, MaxUI, MaxSI, And, Or, XOr:
		return true
	}
	return false
}

// FloatOnly reports whether k combines floats only.
func (k CombiningKind) FloatOnly() bool {
	switch k {
	case MinNumF, MaxNumF, MinimumF, MaximumF:
		return true
	}
	return false
}

// IteratorType is a vector.contract dimension's kind.
type IteratorType int

const (
	ParallelIterator IteratorType = iota
	ReductionIterator
)

var iteratorNames = []string{"parallel", "reduction"}

func (t IteratorType) String() string { return iteratorNames[t] }

// Punctuation is what vector.print prints after its value.
type Punctuation int

const (
	NoPunctuation Punctuation = iota
	NewLine
	Comma
	Open
	Close
)

var punctuationNames = []string{"no_punctuation", "newline", "comma", "open", "close"}

func (p Punctuation) String() string { return punctuationNames[p] }

// KindAttr is #vector.kind<add>.
type KindAttr struct {
	ir.AttrBase
	Kind CombiningKind
}

// Kind returns the uniqued attribute of k.
func Kind(ctx *ir.Context, k CombiningKind) *KindAttr {
	return ctx.UniqueAttr("vector.kind."+k.String(), func() ir.Attribute { return &KindAttr{Kind: k} }).(*KindAttr)
}

func (a *KindAttr) Print(p *ir.AsmPrinter) { p.WriteString("#vector.kind<" + a.Kind.String() + ">") }

// IteratorTypeAttr is #vector.iterator_type<parallel>.
type IteratorTypeAttr struct {
	ir.AttrBase
	Value IteratorType
}

// Iterator returns the uniqued attribute of t.
func Iterator(ctx *ir.Context, t IteratorType) *IteratorTypeAttr {
	return ctx.UniqueAttr("vector.iterator_type."+t.String(), func() ir.Attribute { return &IteratorTypeAttr{Value: t} }).(*IteratorTypeAttr)
}

func (a *IteratorTypeAttr) Print(p *ir.AsmPrinter) {
	p.WriteString("#vector.iterator_type<" + a.Value.String() + ">")
}

// PunctuationAttr is #vector.punctuation<newline>.
type PunctuationAttr struct {
	ir.AttrBase
	Value Punctuation
}

// PunctuationOf returns the uniqued attribute of v.
func PunctuationOf(ctx *ir.Context, v Punctuation) *PunctuationAttr {
	return ctx.UniqueAttr("vector.punctuation."+v.String(), func() ir.Attribute { return &PunctuationAttr{Value: v} }).(*PunctuationAttr)
}

func (a *PunctuationAttr) Print(p *ir.AsmPrinter) {
	p.WriteString("#vector.punctuation<" + a.Value.String() + ">")
}

// parseEnum reads one of names as a keyword.
func parseEnum(p ir.AsmParser, what string, names []string) (int, error) {
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return 0, err
	}
	i := slices.Index(names, kw)
	if i < 0 {
		return 0, p.ErrorAt(loc, "expected one of [%s] for %s, got: %s", strings.Join(names, ", "), what, kw)
	}
	return i, nil
}

// parseKindBody reads `<add>`.
func parseKindBody(p ir.AsmParser) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	i := slices.Index(kindNames, kw)
	if i < 0 {
		return nil, p.ErrorAt(loc, "expected ::mlir::vector::CombiningKind to be one of: %s", strings.Join(kindsInUpstreamOrder, ", "))
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Kind(p.Context(), CombiningKind(i)), nil
}

// parseAttr reads the body of #vector.kind<add>, #vector.iterator_type<...>
// and #vector.punctuation<...>.
func parseAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "kind":
		return parseKindBody(p)
	case "iterator_type", "punctuation":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		var a ir.Attribute
		if kw == "iterator_type" {
			i, err := parseEnum(p, "an iterator type", iteratorNames)
			if err != nil {
				return nil, err
			}
			a = Iterator(p.Context(), IteratorType(i))
		} else {
			i, err := parseEnum(p, "a punctuation", punctuationNames)
			if err != nil {
				return nil, err
			}
			a = PunctuationOf(p.Context(), Punctuation(i))
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return a, nil
	}
	return nil, p.ErrorAt(loc, "unknown attribute `%s` in dialect `vector`", kw)
}

var (
	kindAttr = &ir.AttrConstraint{Summary: "Kind of combining function for contractions and reductions",
		Pred: func(a ir.Attribute) bool { _, ok := a.(*KindAttr); return ok }}
	punctuationAttr = &ir.AttrConstraint{Summary: "Punctuation for separating vectors or vector elements",
		Pred: func(a ir.Attribute) bool { _, ok := a.(*PunctuationAttr); return ok }}
	iteratorTypesAttr = &ir.AttrConstraint{Summary: "Iterator type should be an enum.", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if _, ok := e.(*IteratorTypeAttr); !ok {
				return false
			}
		}
		return true
	}}
	mapAttr = &ir.AttrConstraint{Summary: "AffineMap attribute", Pred: func(a ir.Attribute) bool {
		_, ok := a.(*ir.AffineMapAttr)
		return ok
	}}
	mapArrayAttr = &ir.AttrConstraint{Summary: "AffineMap array attribute", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if _, ok := e.(*ir.AffineMapAttr); !ok {
				return false
			}
		}
		return true
	}}
	denseI64 = &ir.AttrConstraint{Summary: "i64 dense array attribute", Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseArrayAttr)
		if !ok {
			return false
		}
		it, ok := d.Elem.(*ir.IntegerType)
		return ok && it.Width == 64
	}}
	i64Array = &ir.AttrConstraint{Summary: "64-bit integer array attribute", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			i, ok := e.(*ir.IntegerAttr)
			if !ok {
				return false
			}
			if it, ok := i.Type.(*ir.IntegerType); !ok || it.Width != 64 {
				return false
			}
		}
		return true
	}}
	boolArray = &ir.AttrConstraint{Summary: "1-bit boolean array attribute", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if i, ok := e.(*ir.IntegerAttr); !ok || !i.IsBool() {
				return false
			}
		}
		return true
	}}
	boolAttr = &ir.AttrConstraint{Summary: "bool attribute", Pred: func(a ir.Attribute) bool {
		i, ok := a.(*ir.IntegerAttr)
		return ok && i.IsBool()
	}}
	alignmentAttr = &ir.AttrConstraint{Summary: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
		Pred: func(a ir.Attribute) bool {
			i, ok := a.(*ir.IntegerAttr)
			if !ok {
				return false
			}
			v := i.Int64()
			return v > 0 && v&(v-1) == 0
		}}
)

// KindOf returns op's combining kind (add when absent).
func KindOf(op *ir.Operation) CombiningKind {
	if k, ok := op.Attr("kind").(*KindAttr); ok {
		return k.Kind
	}
	return Add
}

// Ints returns the integers of an i64 array attribute or dense array.
func Ints(a ir.Attribute) []int64 {
	switch a := a.(type) {
	case *ir.DenseArrayAttr:
		return a.Ints
	case *ir.ArrayAttr:
		out := make([]int64, 0, len(a.Elems))
		for _, e := range a.Elems {
			if i, ok := e.(*ir.IntegerAttr); ok {
				out = append(out, i.Int64())
			}
		}
		return out
	}
	return nil
}

// I64ArrayAttr is [1, 2] as an array of i64 attributes.
func I64ArrayAttr(ctx *ir.Context, vs []int64) *ir.ArrayAttr {
	elems := make([]ir.Attribute, len(vs))
	for i, v := range vs {
		elems[i] = ctx.IntegerAttr(ctx.I(64), v)
	}
	return ctx.ArrayAttr(elems)
}

// BoolArrayAttr is [true, false].
func BoolArrayAttr(ctx *ir.Context, vs []bool) *ir.ArrayAttr {
	elems := make([]ir.Attribute, len(vs))
	for i, v := range vs {
		elems[i] = ctx.BoolAttr(v)
	}
	return ctx.ArrayAttr(elems)
}

// Bools returns the values of a bool array attribute.
func Bools(a ir.Attribute) []bool {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([]bool, len(arr.Elems))
	for i, e := range arr.Elems {
		if b, ok := e.(*ir.IntegerAttr); ok {
			out[i] = b.Int64() != 0
		}
	}
	return out
}
