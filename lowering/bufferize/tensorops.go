package bufferize

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/bufferization"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/loopbuild"
	"github.com/strata-compiler/strata/rewrite"
)

// shapeReaders read a tensor's shape, never its contents (upstream's
// bufferizesToMemoryRead is false for them). Writing a buffer in place
// keeps its shape, so a shape read after the write is no reason to copy.
var shapeReaders = map[*ir.OpDef]bool{tensor.Dim: true, tensor.Rank: true}

// tensorOps bufferizes the tensor and bufferization ops; each binds the
// op's tensor results and leaves the op for erasure.
var tensorOps = map[*ir.OpDef]func(b *bufferizer, op *ir.Operation) error{
	// tensor.empty -> memref.alloc, made by lookup at the first use
	tensor.Empty: func(b *bufferizer, op *ir.Operation) error { return nil },
	// alloc_tensor(dyn) [copy(%t)] -> memref.alloc [+ memref.copy], in
	// the memory_space given, else %t's, else the default one
	bufferization.AllocTensor: func(b *bufferizer, op *ir.Operation) error {
		at, _ := bufferization.AsAllocTensor(op)
		dyn := at.DynamicSizes()
		space := op.Attr("memory_space")
		if c := at.Copy(); c != nil {
			cb, err := b.lookup(c)
			if err != nil {
				return op.EmitError("%v", err)
			}
			if space == nil {
				space = spaceOf(cb.v)
			}
			m, r := b.allocCopyIn(op.Result(0).Type(), space, cb.v, true)
			b.bind(op.Result(0), m, r)
			return nil
		}
		if space == nil {
			space = b.space(op.Result(0).Type(), op)
		}
		b.bind(op.Result(0), b.alloc(op.Result(0).Type(), space, dyn), &root{writable: true})
		return nil
	},
	// to_tensor %m: the buffer is %m (writable when marked restrict writable)
	bufferization.ToTensor: func(b *bufferizer, op *ir.Operation) error {
		b.bind(op.Result(0), op.Operand(0), &root{writable: op.HasAttr("restrict") && op.HasAttr("writable")})
		return nil
	},
	// to_buffer %t -> the buffer of %t, which is written in place no
	// more: what is done with the memref (views of it read later, as a
	// to_tensor) is not tracked
	bufferization.ToBuffer: func(b *bufferizer, op *ir.Operation) error {
		tb, err := b.lookup(op.Operand(0))
		if err != nil {
			return op.EmitError("%v", err)
		}
		tb.r.writable = false
		v := tb.v
		if want := op.Result(0).Type().(*ir.MemRefType); v.Type() != want {
			if castCompatible(v.Type(), want) && spaceOf(v) == want.MemorySpace {
				v = b.rw.CreateOp(memref.Cast.Name, []*ir.Value{v}, []ir.Type{want}).Result(0)
			} else {
				// Another layout or memory space: a copy there.
				m, _ := b.allocCopyIn(op.Operand(0).Type(), want.MemorySpace, v, true)
				if m.Type() != want {
					if !castCompatible(m.Type(), want) {
						return op.EmitError("result type %s is not a layout a new buffer can be cast to", ir.TypeString(want))
					}
					m = b.rw.CreateOp(memref.Cast.Name, []*ir.Value{m}, []ir.Type{want}).Result(0)
				}
				v = m
			}
		}
		op.Result(0).ReplaceAllUsesWith(v)
		return nil
	},
	// materialize_in_destination %src in %dest -> memref.copy
	bufferization.MaterializeInDestination: func(b *bufferizer, op *ir.Operation) error {
		sb, err := b.lookup(op.Operand(0))
		if err != nil {
			return op.EmitError("%v", err)
		}
		if isTensor(op.Operand(1).Type()) {
			d, r, err := b.dest(op, op.Operand(1), false, nil)
			if err != nil {
				return op.EmitError("%v", err)
			}
			b.rw.CreateOp(memref.Copy.Name, []*ir.Value{sb.v, d}, nil)
			b.bind(op.Result(0), d, r)
			return nil
		}
		b.rw.CreateOp(memref.Copy.Name, []*ir.Value{sb.v, op.Operand(1)}, nil)
		return nil
	},
	// extract %t[i] -> memref.load
	tensor.Extract: func(b *bufferizer, op *ir.Operation) error {
		ex, _ := tensor.AsExtract(op)
		tb, err := b.lookup(ex.Tensor())
		if err != nil {
			return op.EmitError("%v", err)
		}
		ld := b.rw.CreateOp(memref.Load.Name, append([]*ir.Value{tb.v}, ex.Indices()...), op.ResultTypes())
		op.Result(0).ReplaceAllUsesWith(ld.Result(0))
		return nil
	},
	// insert %v into %t[i] -> memref.store into %t's buffer or a copy
	tensor.Insert: func(b *bufferizer, op *ir.Operation) error {
		ins, _ := tensor.AsInsert(op)
		d, r, err := b.dest(op, ins.Dest(), true, nil)
		if err != nil {
			return op.EmitError("%v", err)
		}
		b.rw.CreateOp(memref.Store.Name, append([]*ir.Value{ins.Scalar(), d}, ins.Indices()...), nil)
		b.bind(op.Result(0), d, r)
		return nil
	},
	tensor.Dim: func(b *bufferizer, op *ir.Operation) error {
		tb, err := b.lookup(op.Operand(0))
		if err != nil {
			return op.EmitError("%v", err)
		}
		d := b.rw.CreateOp(memref.Dim.Name, []*ir.Value{tb.v, op.Operand(1)}, op.ResultTypes())
		op.Result(0).ReplaceAllUsesWith(d.Result(0))
		return nil
	},
	tensor.Rank: func(b *bufferizer, op *ir.Operation) error {
		tb, err := b.lookup(op.Operand(0))
		if err != nil {
			return op.EmitError("%v", err)
		}
		d := b.rw.CreateOp(memref.Rank.Name, []*ir.Value{tb.v}, op.ResultTypes())
		op.Result(0).ReplaceAllUsesWith(d.Result(0))
		return nil
	},
	// cast -> memref.cast (a view of the same buffer)
	tensor.Cast: func(b *bufferizer, op *ir.Operation) error {
		tb, err := b.lookup(op.Operand(0))
		if err != nil {
			return op.EmitError("%v", err)
		}
		rt := op.Result(0).Type().(*ir.RankedTensorType)
		st := tb.v.Type().(*ir.MemRefType)
		mt := b.ctx.MemRefType(rt.Dims, rt.Elem, st.Layout, st.MemorySpace)
		c := b.rw.CreateOp(memref.Cast.Name, []*ir.Value{tb.v}, []ir.Type{mt})
		b.bind(op.Result(0), c.Result(0), tb.r)
		return nil
	},
	// extract_slice -> memref.subview (a view)
	tensor.ExtractSlice: func(b *bufferizer, op *ir.Operation) error {
		tb, err := b.lookup(op.Operand(0))
		if err != nil {
			return op.EmitError("%v", err)
		}
		v, err := b.subview(op, tb.v, op.Result(0).Type().(*ir.RankedTensorType).Dims)
		if err != nil {
			return op.EmitError("%v", err)
		}
		b.bind(op.Result(0), v, tb.r)
		return nil
	},
	// insert_slice %s into %d -> subview of %d's buffer (or a copy) + copy
	tensor.InsertSlice: func(b *bufferizer, op *ir.Operation) error {
		ins, _ := tensor.AsInsertSlice(op)
		sb, err := b.lookup(ins.Source())
		if err != nil {
			return op.EmitError("%v", err)
		}
		// Reading the source while writing the destination is fine: the
		// copy is the last thing the op does.
		d, r, err := b.dest(op, ins.Dest(), true, func(*ir.OpOperand) bool { return true })
		if err != nil {
			return op.EmitError("%v", err)
		}
		// The source already in place (computed into this very slice of
		// the destination's buffer): nothing to copy.
		if sv, ok := memref.AsSubView(sb.v.DefiningOp()); ok && sv.Source() == d && sameSlice(sv.Operation, op) {
			b.bind(op.Result(0), d, r)
			return nil
		}
		v, err := b.subview(op, d, ins.Source().Type().(*ir.RankedTensorType).Dims)
		if err != nil {
			return op.EmitError("%v", err)
		}
		b.rw.CreateOp(memref.Copy.Name, []*ir.Value{sb.v, v}, nil)
		b.bind(op.Result(0), d, r)
		return nil
	},
	tensor.CollapseShape: func(b *bufferizer, op *ir.Operation) error { return b.reshape(op, memref.CollapseShape.Name) },
	tensor.ExpandShape:   func(b *bufferizer, op *ir.Operation) error { return b.reshape(op, memref.ExpandShape.Name) },
	// from_elements -> alloc + stores
	tensor.FromElements: func(b *bufferizer, op *ir.Operation) error {
		t := op.Result(0).Type().(*ir.RankedTensorType)
		m := b.alloc(t, b.space(t, op), nil)
		idx := make([]int64, len(t.Dims))
		for _, v := range op.Operands() {
			ivs := make([]*ir.Value, len(idx))
			for k, c := range idx {
				ivs[k] = loopbuild.Const(b.rw, c)
			}
			b.rw.CreateOp(memref.Store.Name, append([]*ir.Value{v, m}, ivs...), nil)
			for k := len(idx) - 1; k >= 0; k-- {
				idx[k]++
				if idx[k] < t.Dims[k] {
					break
				}
				idx[k] = 0
			}
		}
		b.bind(op.Result(0), m, &root{writable: true})
		return nil
	},
	// splat %v[dyn] -> alloc + linalg.fill
	tensor.Splat: func(b *bufferizer, op *ir.Operation) error {
		s, _ := tensor.AsSplat(op)
		m := b.alloc(op.Result(0).Type(), b.space(op.Result(0).Type(), op), s.DynamicSizes())
		b.fill(s.Input(), m)
		b.bind(op.Result(0), m, &root{writable: true})
		return nil
	},
	// generate -> alloc + a loop nest storing the body's value
	tensor.Generate: func(b *bufferizer, op *ir.Operation) error {
		m := b.alloc(op.Result(0).Type(), b.space(op.Result(0).Type(), op), op.Operands())
		b.generate(m, op.Region(0).Front(), nil)
		b.bind(op.Result(0), m, &root{writable: true})
		return nil
	},
	// pad -> alloc, the padding value everywhere, the source copied in
	tensor.Pad: func(b *bufferizer, op *ir.Operation) error {
		pad, _ := tensor.AsPad(op)
		sb, err := b.lookup(pad.Source())
		if err != nil {
			return op.EmitError("%v", err)
		}
		rt := op.Result(0).Type().(*ir.RankedTensorType)
		lows := mixedValues(b, op.Attr("static_low"), pad.Low())
		highs := mixedValues(b, op.Attr("static_high"), pad.High())
		var dyn []*ir.Value
		for i, s := range rt.Dims {
			if s == ir.ShapedDynamic {
				sz := loopbuild.Dim(b.rw, sb.v, i)
				sz = b.rw.CreateOp(arith.AddI.Name, []*ir.Value{sz, lows[i]}, []ir.Type{b.ctx.IndexType()}).Result(0)
				sz = b.rw.CreateOp(arith.AddI.Name, []*ir.Value{sz, highs[i]}, []ir.Type{b.ctx.IndexType()}).Result(0)
				dyn = append(dyn, sz)
			}
		}
		m := b.alloc(rt, spaceOf(sb.v), dyn)
		if v := b.uniform(op.Region(0).Front()); v != nil {
			b.fill(v, m)
		} else {
			b.generate(m, op.Region(0).Front(), nil)
		}
		// The source into the interior.
		st := pad.Source().Type().(*ir.RankedTensorType)
		sizes := make([]*ir.Value, len(st.Dims))
		for i := range sizes {
			sizes[i] = loopbuild.Dim(b.rw, sb.v, i)
		}
		v := b.dynSubview(m, lows, sizes)
		b.rw.CreateOp(memref.Copy.Name, []*ir.Value{sb.v, v}, nil)
		b.bind(op.Result(0), m, &root{writable: true})
		return nil
	},
	// concat -> alloc + a copy of each input into its subview
	tensor.Concat: func(b *bufferizer, op *ir.Operation) error {
		dim := int(op.Attr("dim").(*ir.IntegerAttr).Int64())
		rt := op.Result(0).Type().(*ir.RankedTensorType)
		var ins []*ir.Value
		for _, v := range op.Operands() {
			ib, err := b.lookup(v)
			if err != nil {
				return op.EmitError("%v", err)
			}
			ins = append(ins, ib.v)
		}
		var dyn []*ir.Value
		for i, s := range rt.Dims {
			if s != ir.ShapedDynamic {
				continue
			}
			if i != dim {
				dyn = append(dyn, loopbuild.Dim(b.rw, ins[0], i))
				continue
			}
			var sum *ir.Value
			for _, in := range ins {
				d := loopbuild.Dim(b.rw, in, i)
				if sum == nil {
					sum = d
				} else {
					sum = b.rw.CreateOp(arith.AddI.Name, []*ir.Value{sum, d}, []ir.Type{b.ctx.IndexType()}).Result(0)
				}
			}
			dyn = append(dyn, sum)
		}
		m := b.alloc(rt, b.space(rt, op), dyn)
		off := loopbuild.Const(b.rw, 0)
		for _, in := range ins {
			offs := make([]*ir.Value, len(rt.Dims))
			sizes := make([]*ir.Value, len(rt.Dims))
			for i := range offs {
				offs[i] = loopbuild.Const(b.rw, 0)
				sizes[i] = loopbuild.Dim(b.rw, in, i)
			}
			offs[dim] = off
			v := b.dynSubview(m, offs, sizes)
			b.rw.CreateOp(memref.Copy.Name, []*ir.Value{in, v}, nil)
			off = b.rw.CreateOp(arith.AddI.Name, []*ir.Value{off, sizes[dim]}, []ir.Type{b.ctx.IndexType()}).Result(0)
		}
		b.bind(op.Result(0), m, &root{writable: true})
		return nil
	},
}

func mixedValues(b *bufferizer, static ir.Attribute, dyn []*ir.Value) []*ir.Value {
	st := static.(*ir.DenseArrayAttr).Ints
	out := make([]*ir.Value, len(st))
	k := 0
	for i, s := range st {
		if s == ir.ShapedDynamic {
			out[i] = dyn[k]
			k++
		} else {
			out[i] = loopbuild.Const(b.rw, s)
		}
	}
	return out
}

// fill stores v everywhere in m: a linalg.fill, which
// convert-linalg-to-parallel-loops makes a parallel loop nest (on threads
// on the CPU, a thread per element on the GPU).
func (b *bufferizer) fill(v, m *ir.Value) {
	b.rw.Create(linalg.FillState(b.ctx, b.rw.Loc, v, m))
}

// uniform returns the value a tensor.pad or tensor.generate body yields
// when it does not depend on the indices (the body's ops cloned before
// the insertion point), or nil.
func (b *bufferizer) uniform(body *ir.Block) *ir.Value {
	for _, a := range body.Args() {
		if a.NumUses() != 0 {
			return nil
		}
	}
	for _, o := range body.Ops() {
		if o.Def() != tensor.Yield && (o.NumRegions() != 0 || !rewrite.IsMemoryEffectFree(o)) {
			return nil
		}
	}
	mp := ir.NewIRMapping()
	for _, o := range body.Ops() {
		if o.Def() == tensor.Yield {
			return mp.Lookup(o.Operand(0))
		}
		b.rw.Clone(o, mp)
	}
	return nil
}

// generate emits a loop nest over m storing, at each point, the value
// yielded by body (whose arguments are the indices), or v.
func (b *bufferizer) generate(m *ir.Value, body *ir.Block, v *ir.Value) {
	rank := len(m.Type().(ir.ShapedType).Shape())
	c0, c1 := loopbuild.Const(b.rw, 0), loopbuild.Const(b.rw, 1)
	ivs := make([]*ir.Value, rank)
	ip := b.rw.Save()
	for d := 0; d < rank; d++ {
		_, blk := loopbuild.BuildFor(b.rw, c0, loopbuild.Dim(b.rw, m, d), c1)
		ivs[d] = blk.Arg(0)
		b.rw.SetInsertionPoint(blk.Terminator())
	}
	if body != nil {
		mp := ir.NewIRMapping()
		for i, a := range body.Args() {
			mp.Map(a, ivs[i])
		}
		for _, o := range body.Ops() {
			if o.Def() == tensor.Yield {
				v = mp.Lookup(o.Operand(0))
				break
			}
			b.rw.Clone(o, mp)
		}
	}
	b.rw.CreateOp(memref.Store.Name, append([]*ir.Value{v, m}, ivs...), nil)
	b.rw.Restore(ip)
}

// subview builds memref.subview of m with the offsets, sizes and strides
// of a tensor slice op, dropping unit dims down to the shape want.
func (b *bufferizer) subview(op *ir.Operation, m *ir.Value, want []int64) (*ir.Value, error) {
	d := op.Def()
	offs := op.Attr("static_offsets").(*ir.DenseArrayAttr).Ints
	sizes := op.Attr("static_sizes").(*ir.DenseArrayAttr).Ints
	steps := op.Attr("static_strides").(*ir.DenseArrayAttr).Ints
	do, ds, dt := d.OperandGroup(op, "offsets"), d.OperandGroup(op, "sizes"), d.OperandGroup(op, "strides")
	mt := b.subviewType(m.Type().(*ir.MemRefType), offs, sizes, steps, want)
	st := &ir.OperationState{Name: b.ctx.OpName(memref.SubView.Name), Loc: op.Loc(),
		Operands: append(append(append([]*ir.Value{m}, do...), ds...), dt...), Types: []ir.Type{mt}}
	st.AddAttr("static_offsets", b.ctx.DenseI64Array(offs))
	st.AddAttr("static_sizes", b.ctx.DenseI64Array(sizes))
	st.AddAttr("static_strides", b.ctx.DenseI64Array(steps))
	st.AddAttr("operandSegmentSizes", b.ctx.DenseI32Array([]int64{1, int64(len(do)), int64(len(ds)), int64(len(dt))}))
	return b.rw.Create(st).Result(0), nil
}

// dynSubview is a unit-stride subview at offsets with sizes (values).
func (b *bufferizer) dynSubview(m *ir.Value, offs, sizes []*ir.Value) *ir.Value {
	n := len(offs)
	so, ss, steps := make([]int64, n), make([]int64, n), make([]int64, n)
	var do, ds []*ir.Value
	for i := 0; i < n; i++ {
		steps[i] = 1
		if c, ok := constIndex(offs[i]); ok {
			so[i] = c
		} else {
			so[i] = ir.ShapedDynamic
			do = append(do, offs[i])
		}
		if c, ok := constIndex(sizes[i]); ok {
			ss[i] = c
		} else {
			ss[i] = ir.ShapedDynamic
			ds = append(ds, sizes[i])
		}
	}
	mt := b.subviewType(m.Type().(*ir.MemRefType), so, ss, steps, ss)
	st := &ir.OperationState{Name: b.ctx.OpName(memref.SubView.Name),
		Operands: append(append([]*ir.Value{m}, do...), ds...), Types: []ir.Type{mt}}
	st.AddAttr("static_offsets", b.ctx.DenseI64Array(so))
	st.AddAttr("static_sizes", b.ctx.DenseI64Array(ss))
	st.AddAttr("static_strides", b.ctx.DenseI64Array(steps))
	st.AddAttr("operandSegmentSizes", b.ctx.DenseI32Array([]int64{1, int64(len(do)), int64(len(ds)), 0}))
	return b.rw.Create(st).Result(0)
}

func constIndex(v *ir.Value) (int64, bool) {
	if d := v.DefiningOp(); d != nil && d.Def() == arith.Constant {
		if a, ok := d.Attr("value").(*ir.IntegerAttr); ok {
			return a.Int64(), true
		}
	}
	return 0, false
}

// subviewType is the strided type of a subview of src: memref.subview's
// inferred layout (memref.InferSubViewType, which a static 0 offset or
// stride keeps static), rank-reduced to the shape want.
func (b *bufferizer) subviewType(src *ir.MemRefType, offs, sizes, steps []int64, want []int64) *ir.MemRefType {
	dyn := ir.ShapedDynamic
	strides, newOff := make([]int64, len(sizes)), dyn
	for i := range strides {
		strides[i] = dyn
	}
	if full := memref.InferSubViewType(b.ctx, src, offs, sizes, steps); full != nil {
		strides, newOff, _ = memref.StridesAndOffset(full)
	}
	// A rank-reducing slice drops unit dims: keep the dims that match
	// want in order (a [1,3,1,1] slice to [1,3,1] keeps the first three;
	// dropping the first unit dim instead gave [3,1,1]).
	var shape, st []int64
	drop := len(sizes) - len(want)
	j := 0
	for i := range sizes {
		matches := j < len(want) && (sizes[i] == want[j] || sizes[i] == dyn || want[j] == dyn)
		if drop > 0 && sizes[i] == 1 && (!matches || len(sizes)-i <= drop) {
			drop--
			continue
		}
		j++
		shape = append(shape, sizes[i])
		st = append(st, strides[i])
	}
	if shape == nil {
		shape, st = []int64{}, []int64{}
	}
	return b.ctx.MemRefType(shape, src.Elem, b.ctx.StridedLayoutAttr(newOff, st), src.MemorySpace)
}

// reshape: collapse/expand of an identity-layout buffer is a view;
// other layouts are copied first.
func (b *bufferizer) reshape(op *ir.Operation, name string) error {
	tb, err := b.lookup(op.Operand(0))
	if err != nil {
		return op.EmitError("%v", err)
	}
	src, r := tb.v, tb.r
	if src.Type() != b.memrefIn(op.Operand(0).Type(), spaceOf(src)) {
		src, r = b.allocCopy(op.Operand(0).Type(), src, true)
	}
	st := &ir.OperationState{Name: b.ctx.OpName(name), Operands: append([]*ir.Value{src}, op.Operands()[1:]...),
		Types: []ir.Type{b.memrefIn(op.Result(0).Type(), spaceOf(src))}, Props: append([]ir.NamedAttr(nil), op.Props()...)}
	v := b.rw.Create(st).Result(0)
	b.bind(op.Result(0), v, r)
	return nil
}
