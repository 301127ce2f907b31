package ptx

import (
	"fmt"
	"strings"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/ir"
)

// fn writes one function.
type fn struct {
	e    *emitter
	op   *ir.Operation
	id   int
	body strings.Builder
	nreg [numClasses]int
	vals map[*ir.Value][]reg
	// labels of the blocks; edge labels are numbered after them.
	labels map[*ir.Block]string
	nlabel int
	// local memory (allocas): the depot's size and alignment.
	depot      int64
	depotAlign int64
	lastLoc    string
	// retTypes are the leaf types of the result; retAggregate says the
	// result is passed as a byte array.
	retType ir.Type
	// global holds the registers with generic addresses of global
	// memory: a kernel's pointer parameters (the host passes device
	// allocations) and the GEPs from them. Their loads and stores use the
	// .global state space, as LLVM's NVPTX backend does for kernel
	// arguments, instead of generic addressing.
	global map[reg]bool
	// window holds, for each global pointer parameter, its address
	// converted to the global window once at the kernel's entry; GEPs
	// whose results only address loads and stores start from it, and
	// windowed marks the registers holding such converted addresses (their
	// accesses need no cvta of their own).
	window   map[reg]reg
	windowed map[reg]bool
}

func (f *fn) newReg(c regClass) reg {
	f.nreg[c]++
	return reg{c, f.nreg[c]}
}

// ins writes one instruction.
func (f *fn) ins(format string, args ...any) {
	f.body.WriteString("\t")
	fmt.Fprintf(&f.body, format, args...)
	f.body.WriteString("\n")
}

func (f *fn) label(l string) { f.body.WriteString(l + ":\n") }

func (f *fn) newLabel() string {
	f.nlabel++
	return fmt.Sprintf("$L__E%d_%d", f.id, f.nlabel)
}

// regsFor allocates the registers of a value of type t.
func (f *fn) regsFor(t ir.Type) ([]reg, error) {
	ls, err := leaves(t)
	if err != nil {
		return nil, err
	}
	out := make([]reg, len(ls))
	for i, l := range ls {
		s, _ := scalarOf(l)
		out[i] = f.newReg(s.cls)
	}
	return out, nil
}

// def allocates the registers of v.
func (f *fn) def(op *ir.Operation, v *ir.Value) ([]reg, error) {
	rs, err := f.regsFor(v.Type())
	if err != nil {
		return nil, op.EmitError("%v", err)
	}
	f.vals[v] = rs
	return rs, nil
}

// def1 allocates the register of a scalar result.
func (f *fn) def1(op *ir.Operation) (reg, error) {
	rs, err := f.def(op, op.Result(0))
	if err != nil {
		return reg{}, err
	}
	if len(rs) != 1 {
		return reg{}, op.EmitError("expected a scalar result")
	}
	return rs[0], nil
}

// use returns the registers of v.
func (f *fn) use(op *ir.Operation, v *ir.Value) ([]reg, error) {
	rs, ok := f.vals[v]
	if !ok {
		return nil, op.EmitError("operand has no PTX register (defined in an unsupported way)")
	}
	return rs, nil
}

func (f *fn) use1(op *ir.Operation, i int) (reg, error) { return f.useScalar(op, op.Operand(i)) }

// useScalar is the one register of op's scalar operand v.
func (f *fn) useScalar(op *ir.Operation, v *ir.Value) (reg, error) {
	rs, err := f.use(op, v)
	if err != nil {
		return reg{}, err
	}
	if len(rs) != 1 {
		return reg{}, op.EmitError("expected a scalar operand")
	}
	return rs[0], nil
}

func paramType(s scalar) string {
	if s.k == kInt && s.width == 1 {
		return ".u8"
	}
	return memType(s)
}

// funcParamType is the type of a scalar .func parameter or result:
// sub-word values are passed as .b32 (ptxas's ABI takes no smaller ones).
func funcParamType(s scalar) string {
	if s.cls == clsPred || s.cls == clsB16 {
		return ".b32"
	}
	return memType(s)
}

func isScalarType(t ir.Type) bool {
	_, err := scalarOf(t)
	return err == nil
}

// params returns the parameter leaves of op's function type.
func paramLeaves(op *ir.Operation) ([]ir.Type, error) {
	ft := dl.FunctionType(op)
	if ft == nil {
		return nil, op.EmitError("expected an !llvm.func function type")
	}
	if ft.VarArg {
		return nil, op.EmitError("variadic functions are not supported in PTX")
	}
	var out []ir.Type
	for _, p := range ft.Params {
		ls, err := leaves(p)
		if err != nil {
			return nil, op.EmitError("%v", err)
		}
		out = append(out, ls...)
	}
	return out, nil
}

func resultType(op *ir.Operation) ir.Type {
	ft := dl.FunctionType(op)
	if ft == nil || ft.Result == nil {
		return nil
	}
	if _, ok := ft.Result.(*dl.VoidType); ok {
		return nil
	}
	return ft.Result
}

// retDecl is the declaration of a return parameter named name.
func retDecl(t ir.Type, name string) (string, error) {
	if _, err := scalarOf(t); err == nil {
		s, _ := scalarOf(t)
		return fmt.Sprintf(".param %s %s", funcParamType(s), name), nil
	}
	size, align, err := sizeAlign(t)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf(".param .align %d .b8 %s[%d]", align, name, size), nil
}

func (e *emitter) funcHeader(op *ir.Operation) (string, error) {
	name := ident(symName(op))
	ps, err := paramLeaves(op)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	if isKernel(op) {
		b.WriteString(".visible .entry " + name + "(")
	} else {
		vis := ".visible "
		if l, ok := op.Attr("linkage").(*dl.EnumAttr); ok && (l.Value == "internal" || l.Value == "private") {
			vis = ""
		}
		b.WriteString(vis + ".func ")
		if rt := resultType(op); rt != nil {
			d, err := retDecl(rt, "func_retval0")
			if err != nil {
				return "", op.EmitError("%v", err)
			}
			b.WriteString("(" + d + ") ")
		}
		b.WriteString(name + "(")
	}
	for i, p := range ps {
		s, _ := scalarOf(p)
		if i > 0 {
			b.WriteString(",")
		}
		pt := paramType(s)
		if !isKernel(op) {
			pt = funcParamType(s)
		}
		fmt.Fprintf(&b, "\n\t.param %s %s_param_%d", pt, name, i)
	}
	b.WriteString("\n)")
	return b.String(), nil
}

// kernelDirectives are the performance directives of a kernel's
// nvvm.maxntid / nvvm.reqntid / nvvm.minctasm attributes.
func kernelDirectives(op *ir.Operation) string {
	var s string
	for _, d := range []struct{ attr, dir string }{{nvvm.MaxThreadsAttr, ".maxntid"}, {nvvm.ReqThreadsAttr, ".reqntid"}} {
		if a, ok := op.Attr(d.attr).(*ir.DenseArrayAttr); ok && len(a.Ints) > 0 {
			parts := make([]string, len(a.Ints))
			for i, v := range a.Ints {
				parts[i] = fmt.Sprint(v)
			}
			s += d.dir + " " + strings.Join(parts, ", ") + "\n"
		}
	}
	if a, ok := op.Attr(nvvm.MinBlocksAttr).(*ir.IntegerAttr); ok {
		s += fmt.Sprintf(".minnctapersm %d\n", a.Int64())
	}
	return s
}

func (e *emitter) function(op *ir.Operation) (string, error) {
	e.nfunc++
	f := &fn{e: e, op: op, id: e.nfunc, vals: map[*ir.Value][]reg{}, labels: map[*ir.Block]string{}, depotAlign: 1,
		global: map[reg]bool{}, window: map[reg]reg{}, windowed: map[reg]bool{}}
	f.retType = resultType(op)
	header, err := e.funcHeader(op)
	if err != nil {
		return "", err
	}
	name := ident(symName(op))
	blocks := op.Region(0).Blocks()
	for i, b := range blocks {
		f.labels[b] = fmt.Sprintf("$L__BB%d_%d", f.id, i)
		for _, a := range b.Args() {
			if _, err := f.def(op, a); err != nil {
				return "", err
			}
		}
	}
	// Parameters into the entry block's arguments.
	pi := 0
	for _, a := range blocks[0].Args() {
		ls, _ := leaves(a.Type())
		for i, r := range f.vals[a] {
			param := fmt.Sprintf("%s_param_%d", name, pi)
			if isKernel(op) {
				f.loadParam(r, param)
				if pt, ok := ls[i].(*dl.PointerType); ok && pt.AddrSpace == 0 {
					f.global[r] = true
					w := f.newReg(clsB64)
					f.ins("cvta.to.global.u64 %s, %s;", w, r)
					f.window[r], f.windowed[w] = w, true
				}
			} else {
				f.loadParams([]reg{r}, ls[i], param)
			}
			pi++
		}
	}
	for i, b := range blocks {
		if i > 0 {
			f.label(f.labels[b])
		}
		for _, o := range b.Ops() {
			f.loc(o)
			if err := f.emitOp(o); err != nil {
				return "", err
			}
		}
	}
	var out strings.Builder
	out.WriteString("\t// " + symName(op) + "\n")
	out.WriteString(header + "\n")
	if isKernel(op) {
		out.WriteString(kernelDirectives(op))
	}
	out.WriteString("{\n")
	if f.depot > 0 {
		fmt.Fprintf(&out, "\t.local .align %d .b8 __local_depot%d[%d];\n", f.depotAlign, f.id, f.depot)
	}
	for c := regClass(0); c < numClasses; c++ {
		if f.nreg[c] > 0 {
			fmt.Fprintf(&out, "\t.reg %s %s<%d>;\n", clsDecl[c], clsPrefix[c], f.nreg[c]+1)
		}
	}
	out.WriteString("\n")
	out.WriteString(f.body.String())
	out.WriteString("}\n\n")
	return out.String(), nil
}

// loadParam loads parameter leaf pi into r.
func (f *fn) loadParam(r reg, param string) {
	switch r.cls {
	case clsPred:
		t := f.newReg(clsB16)
		f.ins("ld.param.u8 %s, [%s];", t, param)
		f.ins("setp.ne.b16 %s, %s, 0;", r, t)
	case clsB16:
		f.ins("ld.param.b16 %s, [%s];", r, param)
	case clsB32:
		f.ins("ld.param.u32 %s, [%s];", r, param)
	case clsB64:
		f.ins("ld.param.u64 %s, [%s];", r, param)
	case clsF32:
		f.ins("ld.param.f32 %s, [%s];", r, param)
	case clsF64:
		f.ins("ld.param.f64 %s, [%s];", r, param)
	}
}

// loc writes a .loc directive for op's source location when line info is
// on and the location changed.
func (f *fn) loc(op *ir.Operation) {
	if !f.e.opts.LineInfo {
		return
	}
	fl := fileLoc(op.Loc())
	if fl == nil {
		return
	}
	id, ok := f.e.files[fl.File]
	if !ok {
		f.e.fileSeq = append(f.e.fileSeq, fl.File)
		id = len(f.e.fileSeq)
		f.e.files[fl.File] = id
	}
	l := fmt.Sprintf(".loc %d %d %d", id, fl.Line, fl.Col)
	if l != f.lastLoc {
		f.body.WriteString("\t" + l + "\n")
		f.lastLoc = l
	}
}

// fileLoc finds the file location inside l.
func fileLoc(l ir.Location) *ir.FileLineColLoc {
	switch l := l.(type) {
	case *ir.FileLineColLoc:
		return l
	case *ir.NameLoc:
		return fileLoc(l.Child)
	case *ir.CallSiteLoc:
		return fileLoc(l.Callee)
	case *ir.FusedLoc:
		for _, x := range l.Locs {
			if fl := fileLoc(x); fl != nil {
				return fl
			}
		}
	}
	return nil
}

// ---- moves and branches ----

func movType(c regClass) string {
	return [...]string{".pred", ".b16", ".b32", ".b64", ".f32", ".f64"}[c]
}

func (f *fn) mov(d, s reg) {
	if d != s {
		f.ins("mov%s %s, %s;", movType(d.cls), d, s)
	}
}

// parallelCopy assigns srcs to dsts all at once.
func (f *fn) parallelCopy(dsts, srcs []reg) {
	type cp struct{ d, s reg }
	var pending []cp
	for i := range dsts {
		if dsts[i] != srcs[i] {
			pending = append(pending, cp{dsts[i], srcs[i]})
		}
	}
	for len(pending) > 0 {
		done := false
		for i, c := range pending {
			blocked := false
			for j, o := range pending {
				if j != i && o.s == c.d {
					blocked = true
					break
				}
			}
			if !blocked {
				f.mov(c.d, c.s)
				pending = append(pending[:i], pending[i+1:]...)
				done = true
				break
			}
		}
		if done {
			continue
		}
		// A cycle: save one destination and read it from the copy.
		d := pending[0].d
		t := f.newReg(d.cls)
		f.mov(t, d)
		for i := range pending {
			if pending[i].s == d {
				pending[i].s = t
			}
		}
	}
}

// edgeCopies assigns the operands passed to succ to its arguments.
func (f *fn) edgeCopies(op *ir.Operation, succ *ir.Block, operands []*ir.Value) error {
	var dsts, srcs []reg
	for i, v := range operands {
		s, err := f.use(op, v)
		if err != nil {
			return err
		}
		dsts = append(dsts, f.vals[succ.Arg(i)]...)
		srcs = append(srcs, s...)
	}
	if len(dsts) != len(srcs) {
		return op.EmitError("branch operands do not match the successor's arguments")
	}
	f.parallelCopy(dsts, srcs)
	return nil
}

// branch jumps to succ passing operands.
func (f *fn) branch(op *ir.Operation, succ *ir.Block, operands []*ir.Value) error {
	if err := f.edgeCopies(op, succ, operands); err != nil {
		return err
	}
	f.ins("bra.uni %s;", f.labels[succ])
	return nil
}

// condBranch jumps to succ when p holds, with the copies on the edge.
func (f *fn) condBranch(op *ir.Operation, p reg, succ *ir.Block, operands []*ir.Value) (func() error, error) {
	if len(operands) == 0 {
		f.ins("@%s bra %s;", p, f.labels[succ])
		return nil, nil
	}
	l := f.newLabel()
	f.ins("@%s bra %s;", p, l)
	return func() error {
		f.label(l)
		return f.branch(op, succ, operands)
	}, nil
}
