// The PTX of memory: addresses, allocas, loads, stores, getelementptr,
// and aggregate and vector values kept in registers.

package ptx

import (
	"fmt"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

func (f *fn) addressOf(op *ir.Operation) error {
	sym, _ := op.Attr("global_name").(*ir.SymbolRefAttr)
	if sym == nil {
		return op.EmitError("expected a symbol")
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	g := f.e.globals[sym.Root]
	if g == nil {
		return op.EmitError("addressof of '%s', which is not a global of this module (function pointers are not supported in PTX)", sym.Root)
	}
	pt, _ := op.Result(0).Type().(*dl.PointerType)
	gas := 0
	if a, ok := intAttr(g.Attr("addr_space")); ok {
		gas = int(a)
	}
	name := ident(sym.Root)
	if pt != nil && pt.AddrSpace == 0 {
		// A generic pointer to the variable.
		sp := ".global"
		switch gas {
		case 3:
			sp = ".shared"
		case 4:
			sp = ".const"
		}
		t := f.newReg(clsB64)
		f.ins("mov.u64 %s, %s;", t, name)
		f.ins("cvta%s.u64 %s, %s;", sp, r, t)
		return nil
	}
	f.ins("mov.u64 %s, %s;", r, name)
	return nil
}

func (f *fn) alloca(op *ir.Operation) error {
	et := typeAttr(op, "elem_type")
	size, align, err := sizeAlign(et)
	if err != nil {
		return op.EmitError("%v", err)
	}
	n := int64(1)
	if def := op.Operand(0).DefiningOp(); def != nil && def.Def() == dl.Constant {
		n, _ = intAttr(def.Attr("value"))
	} else {
		return op.EmitError("alloca with a dynamic size is not supported in PTX")
	}
	if a, ok := intAttr(op.Attr("alignment")); ok && a > align {
		align = a
	}
	off := alignTo(f.depot, align)
	f.depot = off + size*max(n, 1)
	f.depotAlign = max(f.depotAlign, align)
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	pt, _ := op.Result(0).Type().(*dl.PointerType)
	t := f.newReg(clsB64)
	f.ins("mov.u64 %s, __local_depot%d;", t, f.id)
	if off != 0 {
		f.ins("add.u64 %s, %s, %d;", t, t, off)
	}
	if pt != nil && pt.AddrSpace == 5 {
		f.mov(r, t)
	} else {
		f.ins("cvta.local.u64 %s, %s;", r, t)
	}
	return nil
}

func ptrSpace(op *ir.Operation, v *ir.Value) (string, error) {
	pt, ok := v.Type().(*dl.PointerType)
	if !ok {
		return "", op.EmitError("expected a pointer")
	}
	sp, err := stateSpace(pt.AddrSpace)
	if err != nil {
		return "", op.EmitError("%v", err)
	}
	return sp, nil
}

func addr(base reg, off int64) string {
	if off == 0 {
		return "[" + base.String() + "]"
	}
	return fmt.Sprintf("[%s+%d]", base, off)
}

func (f *fn) load(op *ir.Operation) error {
	sp, err := ptrSpace(op, op.Operand(0))
	if err != nil {
		return err
	}
	p, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	sp, p = f.globalAddress(sp, p)
	rs, err := f.def(op, op.Result(0))
	if err != nil {
		return err
	}
	vol := ""
	if op.HasAttr("volatile_") {
		vol = ".volatile"
	}
	t := op.Result(0).Type()
	ls, _ := leaves(t)
	offs, err := leafOffsets(t, 0, nil)
	if err != nil {
		return op.EmitError("%v", err)
	}
	align := accessAlignment(op, t)
	if wideAccess(t, align) {
		s, _ := scalarOf(ls[0])
		f.ins("ld%s%s.v%d%s %s, [%s];", vol, sp, len(rs), memType(s), regList(rs), p)
		return nil
	}
	for i, r := range rs {
		s, _ := scalarOf(ls[i])
		if s.k == kPacked && align < 4 {
			lo, hi := f.newReg(clsB16), f.newReg(clsB16)
			f.ins("ld%s%s.b16 %s, %s;", vol, sp, lo, addr(p, offs[i]))
			f.ins("ld%s%s.b16 %s, %s;", vol, sp, hi, addr(p, offs[i]+2))
			f.ins("mov.b32 %s, {%s, %s};", r, lo, hi)
			continue
		}
		if r.cls == clsPred {
			t := f.newReg(clsB16)
			f.ins("ld%s%s.u8 %s, %s;", vol, sp, t, addr(p, offs[i]))
			f.ins("setp.ne.b16 %s, %s, 0;", r, t)
			continue
		}
		f.ins("ld%s%s%s %s, %s;", vol, sp, memType(s), r, addr(p, offs[i]))
	}
	return nil
}

func (f *fn) store(op *ir.Operation) error {
	sp, err := ptrSpace(op, op.Operand(1))
	if err != nil {
		return err
	}
	vs, err := f.use(op, op.Operand(0))
	if err != nil {
		return err
	}
	p, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	sp, p = f.globalAddress(sp, p)
	vol := ""
	if op.HasAttr("volatile_") {
		vol = ".volatile"
	}
	t := op.Operand(0).Type()
	ls, _ := leaves(t)
	offs, err := leafOffsets(t, 0, nil)
	if err != nil {
		return op.EmitError("%v", err)
	}
	align := accessAlignment(op, t)
	if wideAccess(t, align) {
		s, _ := scalarOf(ls[0])
		f.ins("st%s%s.v%d%s [%s], %s;", vol, sp, len(vs), memType(s), p, regList(vs))
		return nil
	}
	for i, v := range vs {
		s, _ := scalarOf(ls[i])
		if s.k == kPacked && align < 4 {
			lo, hi := f.newReg(clsB16), f.newReg(clsB16)
			f.ins("mov.b32 {%s, %s}, %s;", lo, hi, v)
			f.ins("st%s%s.b16 %s, %s;", vol, sp, addr(p, offs[i]), lo)
			f.ins("st%s%s.b16 %s, %s;", vol, sp, addr(p, offs[i]+2), hi)
			continue
		}
		if v.cls == clsPred {
			t := f.newReg(clsB16)
			f.ins("selp.u16 %s, 1, 0, %s;", t, v)
			f.ins("st%s%s.u8 %s, %s;", vol, sp, addr(p, offs[i]), t)
			continue
		}
		f.ins("st%s%s%s %s, %s;", vol, sp, memType(s), addr(p, offs[i]), v)
	}
	return nil
}

// accessAlignment is the alignment in bytes a load or store of t
// promises: its alignment attribute, else t's ABI alignment.
func accessAlignment(op *ir.Operation, t ir.Type) int64 {
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok && a.Int64() > 0 {
		return a.Int64()
	}
	_, align, err := sizeAlign(t)
	if err != nil {
		return 1
	}
	return align
}

// wideAccess says a load or store of t is one vectorized ld/st: a
// register vector of two or four 32-bit registers, aligned to its size.
func wideAccess(t ir.Type, align int64) bool {
	rv, ok := registerVector(t)
	return ok && (len(rv) == 2 || len(rv) == 4) && align >= 4*int64(len(rv))
}

func (f *fn) gep(op *ir.Operation) error {
	if _, ok := op.Operand(0).Type().(*dl.PointerType); !ok {
		return op.EmitError("vector GEPs are not supported in PTX")
	}
	base, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	// A GEP from a global pointer whose result only addresses accesses
	// starts from the pointer's global-window address.
	windowed := f.windowed[base]
	if f.global[base] && onlyAddresses(op.Result(0)) {
		if w, ok := f.window[base]; ok {
			base = w
		} else {
			w := f.newReg(clsB64)
			f.ins("cvta.to.global.u64 %s, %s;", w, base)
			base = w
		}
		windowed = true
	}
	t := typeAttr(op, "elem_type")
	var konst int64
	cur := base
	for i, idx := range dl.GEPIndices(op) {
		var scale int64
		if i == 0 {
			s, _, err := sizeAlign(t)
			if err != nil {
				return op.EmitError("%v", err)
			}
			scale = s
		} else {
			switch tt := t.(type) {
			case *dl.StructType:
				c, ok := idx.(int64)
				if !ok {
					return op.EmitError("struct index must be constant")
				}
				offs, err := fieldOffsets(tt)
				if err != nil {
					return op.EmitError("%v", err)
				}
				konst += offs[c]
				t = tt.Body[c]
				continue
			case *dl.ArrayType:
				t = tt.Elem
				s, _, err := sizeAlign(t)
				if err != nil {
					return op.EmitError("%v", err)
				}
				scale = s
			default:
				return op.EmitError("GEP index into a non-aggregate type")
			}
		}
		switch x := idx.(type) {
		case int64:
			konst += x * scale
		case *ir.Value:
			xs, err := scalarOf(x.Type())
			if err != nil || xs.k != kInt {
				return op.EmitError("unsupported GEP index type")
			}
			xr := f.vals[x]
			if len(xr) != 1 {
				return op.EmitError("GEP index has no register")
			}
			i64 := xr[0]
			if xs.width != 64 {
				i64 = f.newReg(clsB64)
				f.intResize(i64, xr[0], xs, scalar{kInt, 64, clsB64, 0}, true)
			}
			n := f.newReg(clsB64)
			f.ins("mad.lo.s64 %s, %s, %d, %s;", n, i64, scale, cur)
			cur = n
		}
	}
	if konst == 0 {
		f.vals[op.Result(0)] = []reg{cur}
		f.global[cur] = f.global[base]
		f.windowed[cur] = windowed
		return nil
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	f.ins("add.s64 %s, %s, %d;", r, cur, konst)
	f.global[r] = f.global[base]
	f.windowed[r] = windowed
	return nil
}

// onlyAddresses reports whether every use of pointer v is the address of
// a load or a store, or the base of a GEP whose result is only that.
func onlyAddresses(v *ir.Value) bool {
	for _, u := range v.Uses() {
		switch owner := u.Owner(); {
		case owner.Def() == dl.Load && u.Index() == 0, owner.Def() == dl.Store && u.Index() == 1:
		case owner.Def() == dl.GEP && u.Index() == 0:
			if !onlyAddresses(owner.Result(0)) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// globalAddress returns the state space and address register of an
// access through p: .global and p converted to the global window when p
// is known to address global memory, else sp and p as they are.
func (f *fn) globalAddress(sp string, p reg) (string, reg) {
	if sp == "" && f.windowed[p] {
		return ".global", p
	}
	if sp != "" || !f.global[p] {
		return sp, p
	}
	g := f.newReg(clsB64)
	f.ins("cvta.to.global.u64 %s, %s;", g, p)
	return ".global", g
}

func fieldOffsets(t *dl.StructType) ([]int64, error) {
	var out []int64
	off := int64(0)
	for _, fl := range t.Body {
		s, a, err := sizeAlign(fl)
		if err != nil {
			return nil, err
		}
		if !t.Packed {
			off = alignTo(off, a)
		}
		out = append(out, off)
		off += s
	}
	return out, nil
}

func (f *fn) extractValue(op *ir.Operation) error {
	c, err := f.use(op, op.Operand(0))
	if err != nil {
		return err
	}
	first, n, _, err := leafRange(op.Operand(0).Type(), dl.Position(op))
	if err != nil {
		return op.EmitError("%v", err)
	}
	f.vals[op.Result(0)] = c[first : first+n]
	return nil
}

func (f *fn) insertValue(op *ir.Operation) error {
	c, err := f.use(op, op.Operand(0))
	if err != nil {
		return err
	}
	v, err := f.use(op, op.Operand(1))
	if err != nil {
		return err
	}
	first, n, _, err := leafRange(op.Operand(0).Type(), dl.Position(op))
	if err != nil {
		return op.EmitError("%v", err)
	}
	if n != len(v) {
		return op.EmitError("inserted value does not match the position's type")
	}
	out := append([]reg(nil), c...)
	copy(out[first:], v)
	f.vals[op.Result(0)] = out
	return nil
}

// lane returns the register vector operand's registers, the constant
// position of the element an extractelement or insertelement names, and
// whether its elements are 16-bit halves of pair registers.
func (f *fn) lane(op *ir.Operation, vec, position *ir.Value) (regs []reg, pos int64, halves bool, err error) {
	rv, ok := registerVector(vec.Type())
	if !ok {
		return nil, 0, false, op.EmitError("vector type '%s' is not supported by the PTX writer", ir.TypeString(vec.Type()))
	}
	def := position.DefiningOp()
	if def == nil || def.Def() != dl.Constant {
		return nil, 0, false, op.EmitError("the PTX writer needs a constant element position")
	}
	pos, _ = intAttr(def.Attr("value"))
	n := int64(vec.Type().(*ir.VectorType).Dims[0])
	if pos < 0 || pos >= n {
		return nil, 0, false, op.EmitError("element position %d is out of range for %d elements", pos, n)
	}
	if regs, err = f.use(op, vec); err != nil {
		return nil, 0, false, err
	}
	return regs, pos, int64(len(rv)) != n, nil
}

// extractElement reads one element of a register vector: its register,
// or one half of a pair.
func (f *fn) extractElement(op *ir.Operation) error {
	regs, pos, halves, err := f.lane(op, op.Operand(0), op.Operand(1))
	if err != nil {
		return err
	}
	if !halves {
		f.vals[op.Result(0)] = regs[pos : pos+1]
		return nil
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	lo, hi := f.newReg(clsB16), f.newReg(clsB16)
	f.ins("mov.b32 {%s, %s}, %s;", lo, hi, regs[pos/2])
	f.mov(r, []reg{lo, hi}[pos%2])
	return nil
}

// insertElement writes one element of a copy of a register vector.
func (f *fn) insertElement(op *ir.Operation) error {
	e, _ := dl.AsInsertElement(op)
	regs, pos, halves, err := f.lane(op, e.Vector(), e.Position())
	if err != nil {
		return err
	}
	x, err := f.useScalar(op, e.Value())
	if err != nil {
		return err
	}
	out := append([]reg(nil), regs...)
	if !halves {
		out[pos] = x
	} else {
		lo, hi := f.newReg(clsB16), f.newReg(clsB16)
		f.ins("mov.b32 {%s, %s}, %s;", lo, hi, regs[pos/2])
		pair := []reg{lo, hi}
		pair[pos%2] = x
		packed := f.newReg(clsB32)
		f.ins("mov.b32 %s, {%s, %s};", packed, pair[0], pair[1])
		out[pos/2] = packed
	}
	f.vals[op.Result(0)] = out
	return nil
}
