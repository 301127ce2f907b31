package bufferize

import (
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
)

// forOp: scf.for with tensor iter_args becomes an scf.for carrying only
// its other iter_args; each tensor iter_arg has one buffer for the whole
// loop (the init's when it may be overwritten, else a copy), which the
// body, the yield (copying into it when needed) and the results share.
func (b *bufferizer) forOp(op *ir.Operation) error {
	old := op.Region(0).Front()
	f, _ := scf.AsFor(op)
	inits := f.InitArgs()
	bufs := make([]buf, len(inits))
	var keptInits []*ir.Value
	for i, v := range inits {
		if !isTensor(v.Type()) {
			keptInits = append(keptInits, v)
			continue
		}
		ib, err := b.lookup(v)
		if err != nil {
			return op.EmitError("%v", err)
		}
		initUse := func(u *ir.OpOperand) bool { return u.Index() == 3+i }
		if ib.v.Type() == b.memrefIn(v.Type(), spaceOf(ib.v)) && b.canWrite(ib.r, op, initUse) {
			bufs[i] = ib
		} else {
			m, r := b.allocCopy(v.Type(), ib.v, true)
			bufs[i] = buf{m, r}
		}
	}
	// The new loop, its body moved over.
	r := ir.NewRegion()
	nb := ir.NewBlock()
	r.Append(nb)
	nb.AddArgument(old.Arg(0).Type(), old.Arg(0).Loc())
	var keptTypes []ir.Type
	for i, v := range inits {
		if bufs[i].v == nil {
			nb.AddArgument(v.Type(), old.Arg(1+i).Loc())
			keptTypes = append(keptTypes, v.Type())
		}
	}
	st := &ir.OperationState{Name: op.OpName(), Loc: op.Loc(),
		Operands: append(append([]*ir.Value{}, op.Operands()[:3]...), keptInits...), Types: keptTypes,
		Props: append([]ir.NamedAttr(nil), op.Props()...), Regions: []*ir.Region{r}}
	nf := b.rw.Create(st)
	b.loops[nf] = bufs
	delete(b.old, op) // its uses of the inits are the new loop's
	for _, o := range old.Ops() {
		o.Remove()
		nb.Append(o)
	}
	old.Arg(0).ReplaceAllUsesWith(nb.Arg(0))
	k := 1
	kr := 0
	for i := range inits {
		if bufs[i].v == nil {
			old.Arg(1 + i).ReplaceAllUsesWith(nb.Arg(k))
			op.Result(i).ReplaceAllUsesWith(nf.Result(kr))
			k++
			kr++
			continue
		}
		bufs[i].r.loops = append(bufs[i].r.loops, op, nf)
		b.bind(old.Arg(1+i), bufs[i].v, bufs[i].r)
		b.bind(op.Result(i), bufs[i].v, bufs[i].r)
	}
	b.erase = append(b.erase, op)
	return b.block(nb)
}

// forYield: the yielded tensors are copied into the loop's buffers when
// they live elsewhere; the new yield carries the other values.
func (b *bufferizer) forYield(op *ir.Operation) error {
	bufs := b.loops[op.ParentOp()]
	var kept []*ir.Value
	for i, v := range op.Operands() {
		if bufs[i].v == nil {
			kept = append(kept, v)
			continue
		}
		yb, err := b.lookup(v)
		if err != nil {
			return op.EmitError("%v", err)
		}
		if yb.v != bufs[i].v {
			b.rw.CreateOp(memref.Copy.Name, []*ir.Value{yb.v, bufs[i].v}, nil)
		}
	}
	b.rw.CreateOp(scf.Yield.Name, kept, nil)
	b.erase = append(b.erase, op)
	return nil
}

// ifOp: scf.if yielding tensors yields fresh buffers instead, each
// result in the memory space of the buffer the then branch yields (set by
// ifYield; the else branch's is copied there when it differs).
func (b *bufferizer) ifOp(op *ir.Operation) error {
	types := make([]ir.Type, op.NumResults())
	for i, t := range op.ResultTypes() {
		types[i] = t
		if isTensor(t) {
			types[i] = b.memrefOf(t)
		}
	}
	st := &ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: op.Operands(), Types: types,
		Props: append([]ir.NamedAttr(nil), op.Props()...)}
	for range op.Regions() {
		st.Regions = append(st.Regions, ir.NewRegion())
	}
	nif := b.rw.Create(st)
	b.ifs[nif] = true
	delete(b.old, op)
	for i, r := range op.Regions() {
		nif.Region(i).TakeBody(r)
	}
	for i, r := range op.Results() {
		if isTensor(r.Type()) {
			b.bind(r, nif.Result(i), &root{writable: true})
		} else {
			r.ReplaceAllUsesWith(nif.Result(i))
		}
	}
	b.erase = append(b.erase, op)
	for _, r := range nif.Regions() {
		for _, blk := range r.Blocks() {
			if err := b.block(blk); err != nil {
				return err
			}
		}
	}
	return nil
}

// ifYield yields, for each tensor, an allocation made in the branch (a
// copy when the buffer is not one).
func (b *bufferizer) ifYield(op *ir.Operation) error {
	vals := make([]*ir.Value, op.NumOperands())
	seen := map[*root]bool{}
	for i, v := range op.Operands() {
		vals[i] = v
		if !isTensor(v.Type()) {
			continue
		}
		yb, err := b.lookup(v)
		if err != nil {
			return op.EmitError("%v", err)
		}
		m := yb.v
		res := op.ParentOp().Result(i)
		if op.ParentRegion() == op.ParentOp().Region(0) {
			// The then branch decides the result's memory space.
			res.SetType(b.memrefIn(v.Type(), spaceOf(m)))
		} else if spaceOf(m) != res.Type().(*ir.MemRefType).MemorySpace {
			return op.ParentOp().EmitError("inconsistent memory space on then/else branches")
		}
		want := res.Type()
		if !b.owned(yb, op.ParentRegion()) || seen[yb.r] || m.Type() != want {
			m, _ = b.allocCopyIn(v.Type(), want.(*ir.MemRefType).MemorySpace, yb.v, true)
		}
		seen[yb.r] = true
		vals[i] = m
	}
	b.rw.CreateOp(scf.Yield.Name, vals, nil)
	b.erase = append(b.erase, op)
	return nil
}
