package intrangeopt

import (
	"strconv"

	"github.com/strata-compiler/strata/analysis/intrange"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Narrowing is upstream's arith-int-range-narrowing.
var Narrowing = &passes.Pass{
	Argument: "arith-int-range-narrowing",
	Name:     "ArithIntRangeNarrowing",
	Summary:  "Reduce integer operations bitwidth based on integer range analysis",
	Description: `Where the integer range analysis shows that an arith op's operands and
results fit in a narrower width of int-bitwidths-supported (tried in the
order given), the op is computed at that width: its operands truncated
(trunci, or index_cast/index_castui from index), its results extended back
(extsi where they fit signed only, else extui); vectors and tensors element
by element. A cmpi whose operands fit
is done at the narrower width too, and index_cast(index_cast(x: iN to
index) to iN) folds to x for a supported N. Unlike upstream 22, which can
miscompile here, an op that reads its operands signed (divsi, remsi,
maxsi, minsi, shrsi, a signed cmpi) narrows only where they fit signed, one
that reads them unsigned only where they fit unsigned; a shift only where
the shift amount stays below the narrow width; and nsw/nuw flags are kept
only where the narrow op cannot wrap that way.`,
	Options: []passes.Option{{Name: "int-bitwidths-supported", Kind: passes.UintOption, List: true,
		Description: "Integer bitwidths supported"}},
	Run: func(r *passes.Run) error {
		var widths []uint
		for _, s := range r.Strings("int-bitwidths-supported") {
			w, err := strconv.ParseUint(s, 10, 32)
			if err != nil || w == 0 {
				return r.Errorf("int-bitwidths-supported: %q is not a bit width", s)
			}
			widths = append(widths, uint(w))
		}
		a := intrange.Analyze(r.Op)
		n := narrower{a: a, widths: widths}
		patterns := rewrite.NewPatternSet(n.elementwise(), n.cmpI(),
			n.indexCastChain(arith.IndexCast), n.indexCastChain(arith.IndexCastUI))
		// Bottom-up, as upstream: a cmpi reads the ranges of its original
		// operands before their producers are narrowed.
		cfg := rewrite.DefaultGreedyConfig()
		cfg.TopDown = false
		cfg.Simplify = rewrite.SimplifyAggressive
		cfg.Listener = forgetErased{a}
		if res := rewrite.ApplyPatternsGreedily(r.Op, patterns, cfg); !res.Changed {
			r.MarkUnchanged()
		}
		return nil
	},
}

// castKind says how a value of a wide type survives truncation to a
// narrow one: read back signed, unsigned, either, or not at all.
type castKind uint8

const (
	castNone castKind = iota
	castSigned
	castUnsigned
	castBoth
)

// truncatable is how r's values survive truncation to w bits.
func truncatable(r intrange.Range, w uint) castKind {
	if r.Width <= w {
		return castNone
	}
	lo, hi := int64(-1)<<(w-1), int64(1)<<(w-1)-1
	signed := r.SMin >= lo && r.SMax <= hi
	unsigned := w >= 64 || r.UMax < uint64(1)<<w
	switch {
	case signed && unsigned:
		return castBoth
	case signed:
		return castSigned
	case unsigned:
		return castUnsigned
	}
	return castNone
}

func merge(a, b castKind) castKind {
	switch {
	case a == castNone || b == castNone:
		return castNone
	case a == castBoth:
		return b
	case b == castBoth || a == b:
		return a
	}
	return castNone
}

// reading says how an op interprets its operands' bits; an op that reads
// them signed may narrow only where they fit signed, and so on.
type reading uint8

const (
	readsBits reading = iota // wrapping arithmetic and bitwise ops: the low bits decide
	readsSigned
	readsUnsigned
)

// narrowable are the ops computed at a narrower width, with how they read
// their operands and whether operand 1 is a shift amount.
var narrowable = map[*ir.OpDef]struct {
	reads reading
	shift bool
}{
	arith.AddI: {reads: readsBits}, arith.SubI: {reads: readsBits}, arith.MulI: {reads: readsBits},
	arith.AndI: {reads: readsBits}, arith.OrI: {reads: readsBits}, arith.XOrI: {reads: readsBits},
	arith.DivSI: {reads: readsSigned}, arith.CeilDivSI: {reads: readsSigned}, arith.FloorDivSI: {reads: readsSigned},
	arith.RemSI: {reads: readsSigned}, arith.MaxSI: {reads: readsSigned}, arith.MinSI: {reads: readsSigned},
	arith.DivUI: {reads: readsUnsigned}, arith.CeilDivUI: {reads: readsUnsigned}, arith.RemUI: {reads: readsUnsigned},
	arith.MaxUI: {reads: readsUnsigned}, arith.MinUI: {reads: readsUnsigned},
	arith.ShLI:  {reads: readsBits, shift: true},
	arith.ShRSI: {reads: readsSigned, shift: true},
	arith.ShRUI: {reads: readsUnsigned, shift: true},
}

// allows reports whether values that survive truncation as k may be read
// as r.
func (r reading) allows(k castKind) bool {
	switch r {
	case readsSigned:
		return k == castSigned || k == castBoth
	case readsUnsigned:
		return k == castUnsigned || k == castBoth
	}
	return k != castNone
}

type narrower struct {
	a      *intrange.Analysis
	widths []uint
}

// ranges returns the ranges of vs, ok false if one is unknown.
func (n narrower) ranges(vs []*ir.Value) ([]intrange.Range, bool) {
	out := make([]intrange.Range, len(vs))
	for i, v := range vs {
		r, ok := n.a.Range(v)
		if !ok {
			return nil, false
		}
		out[i] = r
	}
	return out, true
}

// elementwise: op(x...) : iW -> ext(op(trunc(x)...) : iN) where every
// operand and result fits N bits the way op reads them.
func (n narrower) elementwise() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "NarrowElementwise", Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		info, ok := narrowable[op.Def()]
		if !ok || op.Def() == nil || op.NumResults() != 1 {
			return false
		}
		t := op.Result(0).Type()
		for _, v := range op.Operands() {
			if v.Type() != t {
				return false
			}
		}
		ins, ok := n.ranges(op.Operands())
		if !ok {
			return false
		}
		out, ok := n.a.Range(op.Result(0))
		if !ok {
			return false
		}
		for _, w := range n.widths {
			kind := truncatable(out, w)
			for _, r := range ins {
				kind = merge(kind, truncatable(r, w))
			}
			if !info.reads.allows(kind) {
				continue
			}
			if info.shift && ins[1].UMax >= uint64(w) {
				continue
			}
			narrow := withElem(rw.Ctx, t, rw.Ctx.I(int(w)))
			operands := make([]*ir.Value, len(ins))
			for i, v := range op.Operands() {
				k := kind
				// An index known non-negative keeps that through index_castui.
				if k == castSigned && ins[i].SMin >= 0 {
					k = castBoth
				}
				operands[i] = cast(rw, v, narrow, k)
			}
			m := ir.NewIRMapping()
			for i, v := range op.Operands() {
				m.Map(v, operands[i])
			}
			clone := rw.Clone(op, m)
			clone.Result(0).SetType(narrow)
			keepFlags(clone, kind)
			back := cast(rw, clone.Result(0), t, kind)
			n.a.SetRange(back, out)
			rw.ReplaceOp(op, []*ir.Value{back})
			return true
		}
		return false
	}}
}

// keepFlags drops the overflow flags a narrow op might break: nsw holds
// only where every value fits signed, nuw only where it fits unsigned.
func keepFlags(op *ir.Operation, k castKind) {
	f, ok := op.Attr("overflowFlags").(*arith.OverflowAttr)
	if !ok {
		return
	}
	flags := f.Flags
	if k != castSigned && k != castBoth {
		flags &^= arith.OverflowNSW
	}
	if k != castUnsigned && k != castBoth {
		flags &^= arith.OverflowNUW
	}
	if flags != f.Flags {
		op.SetAttr("overflowFlags", arith.Overflow(op.Context(), flags))
	}
}

// cmpI: cmpi p, x, y : iW -> cmpi p, trunc(x), trunc(y) : iN where both fit
// N bits the way p reads them.
func (n narrower) cmpI() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "NarrowCmpI", Root: arith.CmpI.Name, Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		ins, ok := n.ranges(op.Operands())
		if !ok {
			return false
		}
		reads := readsBits
		switch intrange.Predicate(arith.Predicate(op)) {
		case arith.CmpISLT, arith.CmpISLE, arith.CmpISGT, arith.CmpISGE:
			reads = readsSigned
		case arith.CmpIULT, arith.CmpIULE, arith.CmpIUGT, arith.CmpIUGE:
			reads = readsUnsigned
		}
		for _, w := range n.widths {
			lk, rk := truncatable(ins[0], w), truncatable(ins[1], w)
			if !reads.allows(merge(lk, rk)) {
				continue
			}
			narrow := withElem(rw.Ctx, op.Operand(0).Type(), rw.Ctx.I(int(w)))
			m := ir.NewIRMapping()
			m.Map(op.Operand(0), cast(rw, op.Operand(0), narrow, lk))
			m.Map(op.Operand(1), cast(rw, op.Operand(1), narrow, rk))
			clone := rw.Clone(op, m)
			if r, ok := n.a.Range(op.Result(0)); ok {
				n.a.SetRange(clone.Result(0), r)
			}
			rw.ReplaceOp(op, clone.Results())
			return true
		}
		return false
	}}
}

// indexCastChain: cast(cast(x : iN to index) : index to iN) -> x, for the
// same cast op twice and N a supported width.
func (n narrower) indexCastChain(d *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "FoldIndexCastChain", Root: d.Name, Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		inner := op.Operand(0).DefiningOp()
		if inner == nil || inner.Def() != d {
			return false
		}
		src := inner.Operand(0)
		it, ok := op.Result(0).Type().(*ir.IntegerType)
		if src.Type() != op.Result(0).Type() || !ok {
			return false
		}
		if _, ok := inner.Result(0).Type().(*ir.IndexType); !ok {
			return false
		}
		for _, w := range n.widths {
			if int(w) == it.Width {
				rw.ReplaceOp(op, []*ir.Value{src})
				return true
			}
		}
		return false
	}}
}

// cast converts v to t: index_cast (signed) or index_castui to or from
// index, trunci to a narrower integer, extsi (signed) or extui to a wider.
func cast(rw *rewrite.Rewriter, v *ir.Value, t ir.Type, k castKind) *ir.Value {
	if v.Type() == t {
		return v
	}
	var d *ir.OpDef
	_, fromIndex := elemOf(v.Type()).(*ir.IndexType)
	_, toIndex := elemOf(t).(*ir.IndexType)
	switch {
	case fromIndex || toIndex:
		d = arith.IndexCastUI
		if k == castSigned {
			d = arith.IndexCast
		}
	case intrange.WidthOf(t) < intrange.WidthOf(v.Type()):
		d = arith.TruncI
	case k == castSigned:
		d = arith.ExtSI
	default:
		d = arith.ExtUI
	}
	return rw.Build(d, []*ir.Value{v}, []ir.Type{t}).Result(0)
}

// elemOf is the element type of a vector or tensor, or t itself.
func elemOf(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// withElem is t (a scalar, vector or tensor) with elements of type elem.
func withElem(ctx *ir.Context, t ir.Type, elem ir.Type) ir.Type {
	switch s := t.(type) {
	case *ir.VectorType:
		return ctx.VectorType(s.Dims, elem, s.Scalable)
	case *ir.RankedTensorType:
		return ctx.RankedTensorType(s.Dims, elem, s.Encoding)
	}
	return elem
}
