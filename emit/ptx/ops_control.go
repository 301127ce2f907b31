// The PTX of control flow: branches, switches, returns and calls (with
// the .param space of the PTX calling convention).

package ptx

import (
	"fmt"
	"strings"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

func (f *fn) condBr(op *ir.Operation) error {
	p, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	seg, _ := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	nt, nf := 0, 0
	if seg != nil && len(seg.Ints) == 3 {
		nt, nf = int(seg.Ints[1]), int(seg.Ints[2])
	}
	ops := op.Operands()
	tOps, fOps := ops[1:1+nt], ops[1+nt:1+nt+nf]
	edge, err := f.condBranch(op, p, op.Successor(0), tOps)
	if err != nil {
		return err
	}
	if err := f.branch(op, op.Successor(1), fOps); err != nil {
		return err
	}
	if edge != nil {
		return edge()
	}
	return nil
}

func (f *fn) switchOp(op *ir.Operation) error {
	s, err := scalarOf(op.Operand(0).Type())
	if err != nil || s.k != kInt || s.width == 1 {
		return op.EmitError("unsupported switch value type")
	}
	v, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	v = f.norm(v, s, false)
	var edges []func() error
	for i, c := range dl.SwitchCases(op) {
		p := f.newReg(clsPred)
		if s.width == 8 {
			c &= 0xFF
		}
		f.ins("setp.eq.b%d %s, %s, %d;", instrWidth(s), p, v, c)
		edge, err := f.condBranch(op, p, op.Successor(i+1), dl.SwitchCaseOperands(op, i))
		if err != nil {
			return err
		}
		if edge != nil {
			edges = append(edges, edge)
		}
	}
	seg, _ := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	nd := 0
	if seg != nil && len(seg.Ints) >= 2 {
		nd = int(seg.Ints[1])
	}
	if err := f.branch(op, op.Successor(0), op.Operands()[1:1+nd]); err != nil {
		return err
	}
	for _, e := range edges {
		if err := e(); err != nil {
			return err
		}
	}
	return nil
}

func (f *fn) ret(op *ir.Operation) error {
	if op.NumOperands() == 1 {
		vs, err := f.use(op, op.Operand(0))
		if err != nil {
			return err
		}
		if isKernel(f.op) {
			return op.EmitError("a kernel cannot return a value")
		}
		f.storeParams(vs, op.Operand(0).Type(), "func_retval0")
	}
	f.ins("ret;")
	return nil
}

// storeParams stores the leaves of a value of type t into parameter name
// (a scalar parameter, or a byte array for aggregates).
func (f *fn) storeParams(vs []reg, t ir.Type, name string) {
	ls, _ := leaves(t)
	offs, _ := leafOffsets(t, 0, nil)
	for i, v := range vs {
		s, _ := scalarOf(ls[i])
		a := name
		if offs[i] != 0 {
			a = fmt.Sprintf("%s+%d", name, offs[i])
		}
		if len(ls) == 1 && isScalarType(t) {
			// A scalar .func parameter: sub-word values travel as .b32.
			switch v.cls {
			case clsPred:
				w := f.newReg(clsB32)
				f.ins("selp.u32 %s, 1, 0, %s;", w, v)
				v = w
			case clsB16:
				w := f.newReg(clsB32)
				f.ins("cvt.u32.u16 %s, %s;", w, v)
				v = w
			}
			f.ins("st.param%s [%s], %s;", funcParamType(s), a, v)
			continue
		}
		if v.cls == clsPred {
			t := f.newReg(clsB16)
			f.ins("selp.u16 %s, 1, 0, %s;", t, v)
			f.ins("st.param.u8 [%s], %s;", a, t)
			continue
		}
		f.ins("st.param%s [%s], %s;", paramType(s), a, v)
	}
}

// loadParams loads the leaves of a value of type t from parameter name.
func (f *fn) loadParams(rs []reg, t ir.Type, name string) {
	ls, _ := leaves(t)
	offs, _ := leafOffsets(t, 0, nil)
	for i, r := range rs {
		s, _ := scalarOf(ls[i])
		a := name
		if offs[i] != 0 {
			a = fmt.Sprintf("%s+%d", name, offs[i])
		}
		if len(ls) == 1 && isScalarType(t) {
			switch r.cls {
			case clsPred:
				w := f.newReg(clsB32)
				f.ins("ld.param.b32 %s, [%s];", w, a)
				f.ins("setp.ne.b32 %s, %s, 0;", r, w)
			case clsB16:
				w := f.newReg(clsB32)
				f.ins("ld.param.b32 %s, [%s];", w, a)
				f.ins("cvt.u16.u32 %s, %s;", r, w)
			default:
				f.ins("ld.param%s %s, [%s];", funcParamType(s), r, a)
			}
			continue
		}
		if r.cls == clsPred {
			t := f.newReg(clsB16)
			f.ins("ld.param.u8 %s, [%s];", t, a)
			f.ins("setp.ne.b16 %s, %s, 0;", r, t)
			continue
		}
		f.ins("ld.param%s %s, [%s];", paramType(s), r, a)
	}
}

func (f *fn) call(op *ir.Operation) error {
	sym, _ := op.Attr("callee").(*ir.SymbolRefAttr)
	if sym == nil {
		return op.EmitError("indirect calls are not supported in PTX")
	}
	callee := f.e.funcs[sym.Root]
	if callee == nil {
		return op.EmitError("call to '%s', which is not a function of this module", sym.Root)
	}
	if !hasBody(callee) {
		// A math library function: one of our helpers.
		return f.mathCall(op, sym.Root)
	}
	if isKernel(callee) {
		return op.EmitError("calling a kernel is not supported in PTX")
	}
	var args []reg
	var argTypes []ir.Type
	for _, v := range op.Operands() {
		rs, err := f.use(op, v)
		if err != nil {
			return err
		}
		ls, _ := leaves(v.Type())
		args = append(args, rs...)
		argTypes = append(argTypes, ls...)
	}
	f.ins("{ // callseq")
	var pnames []string
	for i, a := range args {
		s, _ := scalarOf(argTypes[i])
		n := fmt.Sprintf("param%d", i)
		pnames = append(pnames, n)
		f.ins(".param %s %s;", funcParamType(s), n)
		f.storeParams([]reg{a}, argTypes[i], n)
	}
	ret := ""
	if op.NumResults() == 1 {
		d, err := retDecl(op.Result(0).Type(), "retval0")
		if err != nil {
			return op.EmitError("%v", err)
		}
		f.ins("%s;", d)
		ret = "(retval0), "
	}
	f.ins("call.uni %s%s, (%s);", ret, ident(sym.Root), strings.Join(pnames, ", "))
	if op.NumResults() == 1 {
		rs, err := f.def(op, op.Result(0))
		if err != nil {
			return err
		}
		f.loadParams(rs, op.Result(0).Type(), "retval0")
	}
	f.ins("} // callseq")
	return nil
}
