package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	complexd "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
)

// The builders the dense linear algebra lowerings share. No linalg op
// factors a matrix, so each algorithm is written as scf.for loops that
// carry whole tensors (bufferization gives each carried tensor one
// buffer for the loop) and read and write single elements with
// tensor.extract and tensor.insert. The operands are brought to a batch
// of matrices [B, rows, cols] of a work type (f64, or complex<f64> for
// complex inputs), so an algorithm is one loop over b around the
// per-matrix loops, and the results are rounded and reshaped back once.

// loop builds scf.for %i = lb to ub step 1 carrying vals; body gets the
// induction variable and the carried values and returns the next ones.
func (l *opLowering) loop(lb, ub *ir.Value, vals []*ir.Value, body func(i *ir.Value, v []*ir.Value) []*ir.Value) []*ir.Value {
	types := make([]ir.Type, len(vals))
	for k, v := range vals {
		types[k] = v.Type()
	}
	r := ir.NewRegion()
	blk := ir.NewBlock()
	r.Append(blk)
	blk.AddArgument(l.ctx.IndexType(), l.loc)
	for _, t := range types {
		blk.AddArgument(t, l.loc)
	}
	op := l.rw.Create(&ir.OperationState{Name: l.ctx.OpName(scf.For.Name), Loc: l.loc,
		Operands: append([]*ir.Value{lb, ub, l.index(1)}, vals...), Types: types, Regions: []*ir.Region{r}})
	ip := l.rw.Save()
	l.rw.SetInsertionPointToEnd(blk)
	next := body(blk.Arg(0), blk.Args()[1:])
	l.rw.CreateAt(l.loc, scf.Yield.Name, next, nil)
	l.rw.Restore(ip)
	return op.Results()
}

// loop1 is loop carrying one value.
func (l *opLowering) loop1(lb, ub, val *ir.Value, body func(i, v *ir.Value) *ir.Value) *ir.Value {
	return l.loop(lb, ub, []*ir.Value{val}, func(i *ir.Value, v []*ir.Value) []*ir.Value {
		return []*ir.Value{body(i, v[0])}
	})[0]
}

// when builds scf.if c yielding then()'s values, else vals unchanged.
func (l *opLowering) when(c *ir.Value, vals []*ir.Value, then func() []*ir.Value) []*ir.Value {
	types := make([]ir.Type, len(vals))
	for k, v := range vals {
		types[k] = v.Type()
	}
	thenR, elseR := ir.NewRegion(), ir.NewRegion()
	tb, eb := ir.NewBlock(), ir.NewBlock()
	thenR.Append(tb)
	elseR.Append(eb)
	op := l.rw.Create(&ir.OperationState{Name: l.ctx.OpName(scf.If.Name), Loc: l.loc,
		Operands: []*ir.Value{c}, Types: types, Regions: []*ir.Region{thenR, elseR}})
	ip := l.rw.Save()
	l.rw.SetInsertionPointToEnd(tb)
	l.rw.CreateAt(l.loc, scf.Yield.Name, then(), nil)
	l.rw.SetInsertionPointToEnd(eb)
	l.rw.CreateAt(l.loc, scf.Yield.Name, vals, nil)
	l.rw.Restore(ip)
	return op.Results()
}

// at is tensor.extract of t at idx.
func (l *opLowering) at(t *ir.Value, idx ...*ir.Value) *ir.Value { return l.extractAt(t, idx) }

// put is tensor.insert of v into t at idx.
func (l *opLowering) put(t, v *ir.Value, idx ...*ir.Value) *ir.Value {
	return l.create(tensor.Insert.Name, append([]*ir.Value{v, t}, idx...), t.Type())
}

// workType is the element type the algorithms compute in: complex<f64>
// for a complex elem, else f64.
func (l *opLowering) workType(elem ir.Type) ir.Type {
	if isComplex(elem) {
		return l.ctx.ComplexType(l.ctx.F64())
	}
	return l.ctx.F64()
}

// batched brings x (rank >= 2) to a [B, rows, cols] tensor of its work
// type; it returns that and x's batch sizes.
func (l *opLowering) batched(x *ir.Value) (*ir.Value, []extent) {
	ds := l.dims(x)
	r := len(ds)
	batch := ds[:r-2]
	w := l.reshape(x, []extent{l.numel(batch), ds[r-2], ds[r-1]})
	return l.convertAll(w, l.workType(elemOf(x))), batch
}

// convertAll casts every element of t to elem.
func (l *opLowering) convertAll(t *ir.Value, elem ir.Type) *ir.Value {
	if elemOf(t) == elem {
		return t
	}
	r := len(rankedTensorType(t).Dims)
	g := l.generic([]*ir.Value{t}, []*ir.Value{l.empty(l.dims(t), elem)}, []*ir.AffineMap{identity(r), identity(r)}, parallel(r),
		func(blockArgs []*ir.Value) []*ir.Value { return []*ir.Value{l.cast(blockArgs[0], elem)} })
	return g.Result(0)
}

// unbatched is the [B, ...] tensor w rounded to rt's element type and
// shaped batch + its other dims (rt's static sizes kept).
func (l *opLowering) unbatched(w *ir.Value, batch []extent, rt *ir.RankedTensorType) *ir.Value {
	ds := l.dims(w)
	out := withType(append(append([]extent{}, batch...), ds[1:]...), rt)
	return l.reshape(l.convertAll(w, rt.Elem), out)
}

// identityBatch is B identity matrices n×n of type elem.
func (l *opLowering) identityBatch(b, n extent, elem ir.Type) *ir.Value {
	g := l.generic(nil, []*ir.Value{l.empty([]extent{b, n, n}, elem)}, []*ir.AffineMap{identity(3)}, parallel(3),
		func([]*ir.Value) []*ir.Value {
			eq := l.icmp("eq", l.linalgIndex(1), l.linalgIndex(2))
			return []*ir.Value{l.sel(eq, l.constant(elem, 1), l.constant(elem, 0))}
		})
	return g.Result(0)
}

// adjointBatch is the conjugate transpose of each matrix of [B, r, c] x.
func (l *opLowering) adjointBatch(x *ir.Value) *ir.Value {
	t := l.transpose(x, []int{0, 2, 1})
	if !isComplex(elemOf(t)) {
		return t
	}
	g := l.generic([]*ir.Value{t}, []*ir.Value{l.empty(l.dims(t), elemOf(t))}, []*ir.AffineMap{identity(3), identity(3)}, parallel(3),
		func(blockArgs []*ir.Value) []*ir.Value { return []*ir.Value{l.conj(blockArgs[0])} })
	return g.Result(0)
}

// conj is the complex conjugate (a real value is its own).
func (l *opLowering) conj(z *ir.Value) *ir.Value {
	if !isComplex(z.Type()) {
		return z
	}
	return l.create(complexd.Conj.Name, []*ir.Value{z}, z.Type())
}

// magnitude1 is |re| + |im| of a work value (|x| of a real one): the
// magnitude BLAS's i?amax compares.
func (l *opLowering) magnitude1(z *ir.Value) *ir.Value {
	f64 := l.ctx.F64()
	if !isComplex(z.Type()) {
		return l.create(math.AbsF.Name, []*ir.Value{z}, f64)
	}
	re := l.create(math.AbsF.Name, []*ir.Value{l.create(complexd.Re.Name, []*ir.Value{z}, f64)}, f64)
	im := l.create(math.AbsF.Name, []*ir.Value{l.create(complexd.Im.Name, []*ir.Value{z}, f64)}, f64)
	return l.create(arith.AddF.Name, []*ir.Value{re, im}, f64)
}

// modulus is |z| as an f64.
func (l *opLowering) modulus(z *ir.Value) *ir.Value {
	if !isComplex(z.Type()) {
		return l.create(math.AbsF.Name, []*ir.Value{z}, z.Type())
	}
	return l.create(complexd.Abs.Name, []*ir.Value{z}, l.ctx.F64())
}

// realOf is Re z as an f64 (z itself when real).
func (l *opLowering) realOf(z *ir.Value) *ir.Value {
	if !isComplex(z.Type()) {
		return z
	}
	return l.create(complexd.Re.Name, []*ir.Value{z}, l.ctx.F64())
}

// revIndex is n-1-i: loops that run down count up and read it.
func (l *opLowering) revIndex(n, i *ir.Value) *ir.Value {
	return l.ix(arith.SubI.Name, l.ix(arith.SubI.Name, n, l.index(1)), i)
}

// squareSizes reads the sizes of a square [B, n, n] batch; ok is false
// when both are static and differ (a dynamic pair gets an assertion).
func (l *opLowering) squareSizes(w *ir.Value) (b, n extent, ok bool) {
	ds := l.dims(w)
	if ds[1].static() && ds[2].static() && ds[1].n != ds[2].n {
		return extent{}, extent{}, false
	}
	l.assertEq(ds[1], ds[2], "linalg: A must be batches of square matrices")
	if !ds[1].static() {
		return ds[0], ds[2], true
	}
	return ds[0], ds[1], true
}
