// The PTX of the nvvm ops: special registers, barriers, fences, warp
// shuffles and votes.

package ptx

import (
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/ir"
)

func (f *fn) sreg(op *ir.Operation, name string) error {
	s, err := scalarOf(op.Result(0).Type())
	if err != nil || s.k != kInt || s.width < 32 {
		return op.EmitError("special registers read as i32 or i64")
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	src := "%" + name
	if name == "warpsize" {
		src = "WARP_SZ"
	}
	if s.width == 64 {
		t := f.newReg(clsB32)
		f.ins("mov.u32 %s, %s;", t, src)
		f.ins("cvt.u64.u32 %s, %s;", r, t)
		return nil
	}
	f.ins("mov.u32 %s, %s;", r, src)
	return nil
}

func (f *fn) barrier(op *ir.Operation) error {
	bar, _ := nvvm.AsBarrier(op)
	if bar.BarrierId() == nil {
		f.ins("bar.sync 0;")
		return nil
	}
	id, err := f.use(op, bar.BarrierId())
	if err != nil {
		return err
	}
	if ns := bar.NumberOfThreads(); ns != nil {
		n, err := f.use(op, ns)
		if err != nil {
			return err
		}
		f.ins("bar.sync %s, %s;", id[0], n[0])
		return nil
	}
	f.ins("bar.sync %s;", id[0])
	return nil
}

func enumValue(op *ir.Operation, name string) string {
	if e, ok := op.Attr(name).(*nvvm.EnumAttr); ok {
		return e.Value
	}
	return ""
}

func (f *fn) fenceProxy(op *ir.Operation) error {
	k := enumValue(op, "kind")
	switch k {
	case "async.shared":
		sp := enumValue(op, "space")
		f.ins("fence.proxy.async.shared::%s;", sp)
	case "alias", "async", "async.global", "tensormap", "generic":
		f.ins("fence.proxy.%s;", k)
	default:
		return op.EmitError("unsupported proxy kind")
	}
	return nil
}

func (f *fn) memoryBarrier(op *ir.Operation) error {
	switch enumValue(op, "scope") {
	case "cta":
		f.ins("membar.cta;")
	case "gpu":
		f.ins("membar.gl;")
	case "sys":
		f.ins("membar.sys;")
	case "cluster":
		f.ins("fence.acq_rel.cluster;")
	default:
		return op.EmitError("unsupported memory scope")
	}
	return nil
}

func (f *fn) shfl(op *ir.Operation) error {
	mask, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	val, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	if val.cls != clsB32 && val.cls != clsF32 {
		return op.EmitError("shfl.sync moves 32-bit values")
	}
	off, err := f.use1(op, 2)
	if err != nil {
		return err
	}
	clamp, err := f.use1(op, 3)
	if err != nil {
		return err
	}
	rs, err := f.def(op, op.Result(0))
	if err != nil {
		return err
	}
	d := rs[0].String()
	if len(rs) == 2 {
		d += "|" + rs[1].String()
	}
	f.ins("shfl.sync.%s.b32 %s, %s, %s, %s, %s;", enumValue(op, "kind"), d, val, off, clamp, mask)
	return nil
}

func (f *fn) vote(op *ir.Operation) error {
	mask, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	p, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	k := enumValue(op, "kind")
	if k == "ballot" {
		f.ins("vote.sync.ballot.b32 %s, %s, %s;", r, p, mask)
	} else {
		f.ins("vote.sync.%s.pred %s, %s, %s;", k, r, p, mask)
	}
	return nil
}
