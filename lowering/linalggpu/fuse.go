package linalggpu

import (
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The product's neighbours on buffers that its kernel absorbs, each a
// launch and a pass over C saved: the linalg.fill that zeroes C just
// before it (its value becomes the sums' start) and the elementwise
// linalg.generic just after it that reads C element by element (a bias,
// an activation, a residual: its body runs on each sum before the store).

// fillBefore returns the linalg.fill right before op that writes all of
// c, and its value, or nil.
func fillBefore(op *ir.Operation, c *ir.Value) (*ir.Operation, *ir.Value) {
	prev := op.Prev()
	if prev == nil || prev.Name() != linalg.FillName || prev.NumOperands() != 2 || prev.NumResults() != 0 || prev.Operand(1) != c ||
		prev.Operand(0).Type() != c.Type().(*ir.MemRefType).Elem {
		return nil, nil
	}
	return prev, prev.Operand(0)
}

// epilogue is an elementwise op fused after the product's sum.
type epilogue struct {
	op  *ir.Operation
	out *ir.Value // the buffer it writes (c itself when in place)
}

// epilogueAfter returns the linalg.generic right after op that can run on
// each of the product's sums, or nil: all its loops parallel over c's
// shape, its output written through the identity map, c read through the
// identity, its other operands through dims and constants only, and no
// operand but c and its output reading memory that either may write
// (an input read elsewhere than its own element would see other threads'
// writes).
func epilogueAfter(op *ir.Operation, c *ir.Value) *epilogue {
	next := op.Next()
	if next == nil || next.Def() != linalg.Generic || next.NumResults() != 0 || next.NumRegions() != 1 {
		return nil
	}
	ins, outs := linalg.Inputs(next), linalg.Outputs(next)
	rank := len(c.Type().(*ir.MemRefType).Dims)
	if len(outs) != 1 || len(next.Operands()) != len(ins)+1 {
		return nil
	}
	iters, err := linalg.IteratorTypes(next)
	maps, err2 := linalg.IndexingMaps(next)
	if err != nil || err2 != nil || len(iters) != rank || len(maps) != len(ins)+1 {
		return nil
	}
	for _, it := range iters {
		if it != linalg.Parallel {
			return nil
		}
	}
	out := outs[0]
	ot, ok := out.Type().(*ir.MemRefType)
	if !ok || out != c && !sameStaticShape(ot, c.Type().(*ir.MemRefType)) || !isIdentity(maps[len(ins)], rank) {
		return nil
	}
	readsC := false
	for i, in := range ins {
		switch {
		case in == c || in == out:
			if !isIdentity(maps[i], rank) {
				return nil
			}
			readsC = readsC || in == c
		case rootOf(in) == rootOf(c) || rootOf(in) == rootOf(out):
			return nil
		case !dimsAndConstants(maps[i], rank):
			return nil
		}
	}
	if !readsC || rootOf(out) == rootOf(c) && out != c {
		return nil
	}
	for _, o := range next.Region(0).Front().Ops() {
		if o.NumRegions() != 0 || o.Name() == linalg.IndexName || !rewrite.IsMemoryEffectFree(o) && o.Name() != linalg.YieldName {
			return nil
		}
	}
	return &epilogue{op: next, out: out}
}

// rootOf follows views to the buffer they view.
func rootOf(v *ir.Value) *ir.Value {
	for {
		d := v.DefiningOp()
		if d == nil {
			return v
		}
		src := rewrite.ViewSource(d)
		if src == nil {
			return v
		}
		v = src
	}
}

func sameStaticShape(a, b *ir.MemRefType) bool {
	if len(a.Dims) != len(b.Dims) {
		return false
	}
	for i := range a.Dims {
		if a.Dims[i] != b.Dims[i] || a.Dims[i] == ir.ShapedDynamic {
			return false
		}
	}
	return true
}

func isIdentity(m *ir.AffineMap, rank int) bool {
	if m.NumDims != rank || m.NumSyms != 0 || len(m.Results) != rank {
		return false
	}
	for i, e := range m.Results {
		if e.Kind != ir.AffineDim || int(e.Val) != i {
			return false
		}
	}
	return true
}

func dimsAndConstants(m *ir.AffineMap, rank int) bool {
	if m.NumDims != rank || m.NumSyms != 0 {
		return false
	}
	for _, e := range m.Results {
		if e.Kind != ir.AffineDim && e.Kind != ir.AffineConst {
			return false
		}
	}
	return true
}

// apply builds the epilogue's body on sum at C's element idx and returns
// the value to store: c's arguments (and the output's, when in place) are
// the sum, the others loaded through their maps.
func (k *kernel) apply(e *epilogue, c, sum *ir.Value, idx []*ir.Value) *ir.Value {
	body := e.op.Region(0).Front()
	ins := linalg.Inputs(e.op)
	maps, _ := linalg.IndexingMaps(e.op)
	mp := ir.NewIRMapping()
	for i, v := range append(append([]*ir.Value(nil), ins...), e.out) {
		if v == c {
			mp.Map(body.Arg(i), sum)
			continue
		}
		var at []*ir.Value
		for _, r := range maps[i].Results {
			if r.Kind == ir.AffineDim {
				at = append(at, idx[r.Val])
			} else {
				at = append(at, k.index(r.Val))
			}
		}
		elem := v.Type().(*ir.MemRefType).Elem
		mp.Map(body.Arg(i), k.b.Build(memref.Load, append([]*ir.Value{v}, at...), []ir.Type{elem}).Result(0))
	}
	var out *ir.Value
	for _, o := range body.Ops() {
		if o.Name() == linalg.YieldName {
			out = mp.Lookup(o.Operand(0))
			continue
		}
		k.b.Insert(o.Clone(mp))
	}
	return out
}
