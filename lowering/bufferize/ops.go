// Bufferizing one op: the dispatch by op definition, constants and linalg
// ops.

package bufferize

import (
	"fmt"

	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
)

func (b *bufferizer) op(op *ir.Operation) error {
	b.rw.SetInsertionPoint(op)
	b.rw.Loc = op.Loc()
	if !b.bufferizes(op.OpName().Name) {
		return b.keep(op)
	}
	d := op.Def()
	switch {
	case linalg.IsStructured(op) && hasTensors(op):
		return b.linalgOp(op)
	case d == scf.For && hasTensors(op):
		return b.forOp(op)
	case d == scf.If && hasTensors(op):
		return b.ifOp(op)
	case d == scf.Yield && b.loops[op.ParentOp()] != nil:
		return b.forYield(op)
	case d == scf.Yield && b.ifs[op.ParentOp()]:
		return b.ifYield(op)
	case d == fn.Return:
		return b.returnOp(op)
	case d == fn.Call && hasTensors(op) && b.boundaries:
		return b.callOp(op)
	case d == fn.Call && hasTensors(op):
		// Without function boundaries a call keeps its tensors, as
		// upstream's does.
		return b.keep(op)
	}
	if fn, ok := tensorOps[op.Def()]; ok {
		if err := fn(b, op); err != nil {
			return err
		}
		b.erase = append(b.erase, op)
		return nil
	}
	if fn, ok := vectorOps[op.Def()]; ok && hasTensors(op) {
		if err := fn(b, op); err != nil {
			return err
		}
		b.erase = append(b.erase, op)
		return nil
	}
	if d == arith.Constant && isTensor(op.Result(0).Type()) {
		b.constant(op)
		b.erase = append(b.erase, op)
		return nil
	}
	if hasTensors(op) {
		if b.allowUnknown {
			return b.keep(op)
		}
		return op.EmitError("op was not bufferized")
	}
	// Recurse into regions of other ops (scalar scf.for, scf.if, ...).
	for _, r := range op.Regions() {
		for _, blk := range r.Blocks() {
			if err := b.block(blk); err != nil {
				return err
			}
		}
	}
	return nil
}

// constant: arith.constant dense<...> : tensor<..> -> memref.global +
// memref.get_global.
func (b *bufferizer) constant(op *ir.Operation) {
	t := op.Result(0).Type()
	mt := b.memrefIn(t, b.space(t, op))
	name := "__constant_" + shapeName(t)
	for k := 0; b.globalNames[name]; k++ {
		name = fmt.Sprintf("__constant_%s_%d", shapeName(t), k)
	}
	b.globalNames[name] = true
	mod := b.module.Region(0).Front()
	g := ir.Create(&ir.OperationState{Name: b.ctx.OpName(memref.Global.Name), Loc: op.Loc(), Attrs: []ir.NamedAttr{
		{Name: "sym_name", Value: b.ctx.StringAttr(name)},
		{Name: "sym_visibility", Value: b.ctx.StringAttr("private")},
		{Name: "type", Value: b.ctx.TypeAttr(mt)},
		{Name: "initial_value", Value: op.Attr("value")},
		{Name: "constant", Value: b.ctx.UnitAttr()},
		{Name: "alignment", Value: b.ctx.IntegerAttr(b.ctx.I(64), 64)},
	}})
	fn := op.ParentOp()
	for fn.ParentOp() != b.module {
		fn = fn.ParentOp()
	}
	mod.InsertBefore(g, fn)
	gg := b.rw.CreateOp(memref.GetGlobal.Name, nil, []ir.Type{mt}, ir.NamedAttr{Name: "name", Value: b.ctx.SymbolRefAttr(name)})
	b.bind(op.Result(0), gg.Result(0), &root{})
}

func shapeName(t ir.Type) string {
	tt := t.(*ir.RankedTensorType)
	s := ""
	for _, d := range tt.Dims {
		s += fmt.Sprintf("%dx", d)
	}
	return s + ir.TypeString(tt.Elem)
}

// linalgOp: the op on buffers, results bound to the outs buffers.
func (b *bufferizer) linalgOp(op *ir.Operation) error {
	ins, outs := linalg.Inputs(op), linalg.Outputs(op)
	maps, _ := linalg.IndexingMaps(op)
	iters, _ := linalg.IteratorTypes(op)
	allPar := true
	for _, it := range iters {
		allPar = allPar && it == "parallel"
	}
	var body *ir.Block
	if op.NumRegions() > 0 && !op.Region(0).Empty() {
		body = op.Region(0).Front()
	}
	operands := make([]*ir.Value, 0, op.NumOperands())
	for i, v := range op.Operands() {
		if !isTensor(v.Type()) || i >= len(ins) {
			operands = append(operands, v)
			continue
		}
		bb, err := b.lookup(v)
		if err != nil {
			return op.EmitError("%v", err)
		}
		operands = append(operands, bb.v)
	}
	nIns := len(ins)
	// In place through an input: for elementwise ops, reading and writing
	// the same element at each point is safe.
	sameIndexing := func(u *ir.OpOperand, outIdx int) bool {
		i := u.Index()
		return allPar && maps != nil && i < len(maps) && maps[i].IsIdentity() && maps[nIns+outIdx].IsIdentity()
	}
	results := make([]buf, len(outs))
	used := map[*root]bool{}
	for k, o := range outs {
		if !isTensor(o.Type()) {
			continue
		}
		read := body == nil || !body.Arg(nIns+k).UseEmpty()
		allowed := func(u *ir.OpOperand) bool {
			return u.Index() == nIns+k || sameIndexing(u, k)
		}
		var m *ir.Value
		var r *root
		// outs from a tensor.empty used once: reuse a dead input of the
		// same type, or allocate without copying.
		if e := o.DefiningOp(); e != nil && e.Def() == tensor.Empty && o.HasOneUse() && allPar && maps != nil && maps[nIns+k].IsIdentity() {
			for i, in := range ins {
				if in.Type() != o.Type() || !maps[i].IsIdentity() {
					continue
				}
				ib, err := b.lookup(in)
				if err != nil || used[ib.r] || ib.v.Type() != b.memrefOf(in.Type()) {
					continue
				}
				if b.canWrite(ib.r, op, func(u *ir.OpOperand) bool { return sameIndexing(u, k) }) {
					m, r = ib.v, ib.r
					break
				}
			}
		}
		if m == nil {
			var err error
			m, r, err = b.dest(op, o, read, allowed)
			if err != nil {
				return op.EmitError("%v", err)
			}
		}
		if used[r] {
			m, r = b.allocCopy(o.Type(), m, read)
		}
		used[r] = true
		operands[nIns+k] = m
		results[k] = buf{m, r}
	}
	st := &ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: operands,
		Props: append([]ir.NamedAttr(nil), op.Props()...)}
	for range op.Regions() {
		nr := ir.NewRegion()
		st.Regions = append(st.Regions, nr)
	}
	nop := b.rw.Create(st)
	for _, a := range op.DiscardableAttrs() {
		nop.SetDiscardableAttr(a.Name, a.Value)
	}
	for i, r := range op.Regions() {
		nop.Region(i).TakeBody(r)
	}
	for k, res := range op.Results() {
		b.bind(res, results[k].v, results[k].r)
	}
	// Tensors read inside the body (tensor.extract of a table).
	for _, r := range nop.Regions() {
		for _, blk := range r.Blocks() {
			if err := b.block(blk); err != nil {
				return err
			}
		}
	}
	b.erase = append(b.erase, op)
	return nil
}
