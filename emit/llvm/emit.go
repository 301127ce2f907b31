// Package llvm translates a module in the llvm dialect to LLVM IR text
// through github.com/llir/llvm (imported as llir). It is the counterpart
// of upstream's mlir-translate --mlir-to-llvmir.
//
// llir/llvm v0.3.6 prints typed pointers (LLVM 14 syntax) while our
// dialect has opaque pointers. Every pointer value is therefore kept as
// i8* (in its address space) and bitcast to the element type a load,
// store, GEP or call needs, right where it is needed. LLVM 14 accepts the
// result as is and LLVM 22 reads it as opaque pointers, where the casts
// are no-ops.
//
// Anything the emitter cannot translate is reported as an error located
// at the offending op; the emitter never panics on bad input.
package llvm

import (
	"math/big"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// Translate converts module (a builtin.module holding llvm dialect ops)
// to an llir module.
func Translate(module *ir.Operation) (m *llir.Module, err error) {
	return translate(module, false)
}

// translate is Translate; gpu selects the NVPTX flavour (see TranslateGPU).
func translate(module *ir.Operation, gpu bool) (m *llir.Module, err error) {
	e := &emitter{
		gpu:     gpu,
		m:       llir.NewModule(),
		globals: map[string]constant.Constant{},
		funcs:   map[string]*llir.Func{},
		intrs:   map[string]*llir.Func{},
	}
	e.tc = newTypeCache(e.m)
	if !gpu {
		e.dbg = newDebugInfo(e.m, module)
	}
	defer func() {
		// llir panics on some inconsistent inputs (a malformed GEP type,
		// say); turn that into a diagnostic at the op being translated.
		if r := recover(); r != nil {
			m = nil
			at := e.cur
			if at == nil {
				at = module
			}
			err = at.EmitError("LLVM IR translation failed: %v", r)
		}
	}()
	if err := e.module(module); err != nil {
		return nil, err
	}
	return e.m, nil
}

// TranslateToString returns the LLVM IR text of module.
func TranslateToString(module *ir.Operation) (s string, err error) {
	m, err := Translate(module)
	if err != nil {
		return "", err
	}
	return Print(module, m)
}

// Print returns the text of m, translated from module (where a failure is
// reported). It reads only m, so modules may be printed concurrently.
func Print(module *ir.Operation, m *llir.Module) (s string, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = "", module.EmitError("LLVM IR printing failed: %v", r)
		}
	}()
	return m.String(), nil
}

type emitter struct {
	m  *llir.Module
	tc *typeCache
	// globals maps symbol names of globals and functions to their
	// address, already cast to i8* (of the right address space).
	globals map[string]constant.Constant
	funcs   map[string]*llir.Func
	intrs   map[string]*llir.Func
	// cur is the op being translated, for diagnostics of panics.
	cur *ir.Operation
	// dbg is nil unless ops carry source locations.
	dbg *debugInfo
	// gpu: the container is a gpu.module for NVPTX (nvptx.go): kernels
	// take the ptx_kernel calling convention and nvvm ops are intrinsics.
	gpu bool

	// Per function.
	fn     *llir.Func
	values map[*ir.Value]value.Value
	blocks map[*ir.Block]*llir.Block
	phis   map[*ir.Block][]*llir.InstPhi
	// block is where instructions go.
	block *llir.Block
	// casts caches pointer bitcasts per (value, target type) in a block.
	casts map[castKey]value.Value
}

type castKey struct {
	v     value.Value
	t     types.Type
	block *llir.Block
}

func (e *emitter) typ(op *ir.Operation, t ir.Type) (types.Type, error) {
	lt, err := e.tc.get(t)
	if err != nil {
		return nil, op.EmitError("%v", err)
	}
	return lt, nil
}

// ---- functions ----

func (e *emitter) defineFunc(op *ir.Operation) error {
	body := op.Region(0)
	if body.Empty() {
		return nil
	}
	f := e.funcs[symName(op)]
	e.fn = f
	e.values = map[*ir.Value]value.Value{}
	e.blocks = map[*ir.Block]*llir.Block{}
	e.phis = map[*ir.Block][]*llir.InstPhi{}
	e.casts = map[castKey]value.Value{}
	defer func() { e.fn, e.values, e.blocks, e.phis, e.casts, e.block = nil, nil, nil, nil, nil, nil }()
	if e.dbg != nil {
		e.dbg.beginFunc(op, f)
	}

	for i, b := range body.Blocks() {
		lb := f.NewBlock("")
		e.blocks[b] = lb
		if i == 0 {
			for j, a := range b.Args() {
				if j < len(f.Params) {
					e.values[a] = f.Params[j]
				}
			}
			continue
		}
		for _, a := range b.Args() {
			t, err := e.typ(op, a.Type())
			if err != nil {
				return err
			}
			if b.HasNoPredecessors() {
				// A phi needs incoming values; an unreachable block's
				// arguments are undefined.
				e.values[a] = constant.NewUndef(t)
				continue
			}
			phi := &llir.InstPhi{Typ: t}
			lb.Insts = append(lb.Insts, phi)
			e.phis[b] = append(e.phis[b], phi)
			e.values[a] = phi
		}
	}
	// Blocks in dominance order would be ideal; MLIR's textual order
	// already puts definitions before uses except across back edges,
	// which only phis cross.
	for _, b := range body.Blocks() {
		e.block = e.blocks[b]
		for _, o := range b.Ops() {
			e.cur = o
			if e.dbg == nil {
				if err := e.op(o); err != nil {
					return err
				}
				continue
			}
			lb := e.block
			from, hadTerm := len(lb.Insts), lb.Term != nil
			if err := e.op(o); err != nil {
				return err
			}
			e.dbg.attach(o, lb, from, hadTerm)
		}
	}
	return nil
}

// val returns the translation of v.
func (e *emitter) val(op *ir.Operation, v *ir.Value) (value.Value, error) {
	if x, ok := e.values[v]; ok {
		return x, nil
	}
	return nil, op.EmitError("operand defined by an op that was not translated (or does not dominate this use)")
}

func (e *emitter) vals(op *ir.Operation, vs []*ir.Value) ([]value.Value, error) {
	out := make([]value.Value, len(vs))
	for i, v := range vs {
		x, err := e.val(op, v)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

// castPtr gives pointer p (an i8* value) the type elem*, with a bitcast
// that is reused within the block.
func (e *emitter) castPtr(p value.Value, elem types.Type) value.Value {
	pt, ok := p.Type().(*types.PointerType)
	if !ok {
		return p
	}
	want := e.tc.ptrTo(elem, int(pt.AddrSpace))
	if pt == want || pt.String() == want.String() {
		return p
	}
	if c, ok := p.(constant.Constant); ok {
		// Fold cast chains: bitcast (bitcast @g to i8*) to T* is
		// bitcast @g to T*, or @g itself.
		if bc, ok := c.(*constant.ExprBitCast); ok {
			c = bc.From
			if c.Type().String() == want.String() {
				return c
			}
		}
		return constant.NewBitCast(c, want)
	}
	k := castKey{p, want, e.block}
	if c, ok := e.casts[k]; ok {
		return c
	}
	c := e.block.NewBitCast(p, want)
	e.casts[k] = c
	return c
}

// toOpaque casts a typed pointer back to i8*.
func (e *emitter) toOpaque(p value.Value) value.Value {
	return e.castPtr(p, types.I8)
}

// addIncoming records the values passed along the edge from the current
// block to succ.
func (e *emitter) addIncoming(op *ir.Operation, succ *ir.Block, args []*ir.Value) error {
	phis := e.phis[succ]
	if len(args) != succ.NumArgs() {
		return op.EmitError("branch passes %d values to a block with %d arguments", len(args), succ.NumArgs())
	}
	if len(phis) != len(args) {
		return nil
	}
	for i, a := range args {
		v, err := e.val(op, a)
		if err != nil {
			return err
		}
		phis[i].Incs = append(phis[i].Incs, llir.NewIncoming(v, e.block))
	}
	return nil
}

func fastmath(op *ir.Operation) []enum.FastMathFlag {
	fm, ok := op.Attr("fastmathFlags").(*dl.FastmathAttr)
	if !ok || fm.Flags == 0 {
		return nil
	}
	if fm.Flags == dl.FMFfast {
		return []enum.FastMathFlag{enum.FastMathFlagFast}
	}
	var out []enum.FastMathFlag
	order := []enum.FastMathFlag{enum.FastMathFlagNNaN, enum.FastMathFlagNInf, enum.FastMathFlagNSZ,
		enum.FastMathFlagARcp, enum.FastMathFlagContract, enum.FastMathFlagAFn, enum.FastMathFlagReassoc}
	for i, f := range order {
		if fm.Flags&(1<<i) != 0 {
			out = append(out, f)
		}
	}
	return out
}

// The arithmetic ops that carry flags, as tables: each makes its
// instruction and returns where its flags go.
var (
	// wrapArith carry overflow flags (nsw, nuw).
	wrapArith = map[*ir.OpDef]func(b *llir.Block, a []value.Value) (value.Value, *[]enum.OverflowFlag){
		dl.Add: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.OverflowFlag) {
			i := b.NewAdd(a[0], a[1])
			return i, &i.OverflowFlags
		},
		dl.Sub: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.OverflowFlag) {
			i := b.NewSub(a[0], a[1])
			return i, &i.OverflowFlags
		},
		dl.Mul: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.OverflowFlag) {
			i := b.NewMul(a[0], a[1])
			return i, &i.OverflowFlags
		},
		dl.Shl: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.OverflowFlag) {
			i := b.NewShl(a[0], a[1])
			return i, &i.OverflowFlags
		},
	}
	// exactArith carry the exact flag.
	exactArith = map[*ir.OpDef]func(b *llir.Block, a []value.Value) (value.Value, *bool){
		dl.UDiv: func(b *llir.Block, a []value.Value) (value.Value, *bool) {
			i := b.NewUDiv(a[0], a[1])
			return i, &i.Exact
		},
		dl.SDiv: func(b *llir.Block, a []value.Value) (value.Value, *bool) {
			i := b.NewSDiv(a[0], a[1])
			return i, &i.Exact
		},
		dl.LShr: func(b *llir.Block, a []value.Value) (value.Value, *bool) {
			i := b.NewLShr(a[0], a[1])
			return i, &i.Exact
		},
		dl.AShr: func(b *llir.Block, a []value.Value) (value.Value, *bool) {
			i := b.NewAShr(a[0], a[1])
			return i, &i.Exact
		},
	}
	// fastArith carry fast-math flags.
	fastArith = map[*ir.OpDef]func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag){
		dl.FAdd: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFAdd(a[0], a[1])
			return i, &i.FastMathFlags
		},
		dl.FSub: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFSub(a[0], a[1])
			return i, &i.FastMathFlags
		},
		dl.FMul: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFMul(a[0], a[1])
			return i, &i.FastMathFlags
		},
		dl.FDiv: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFDiv(a[0], a[1])
			return i, &i.FastMathFlags
		},
		dl.FRem: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFRem(a[0], a[1])
			return i, &i.FastMathFlags
		},
		dl.FNeg: func(b *llir.Block, a []value.Value) (value.Value, *[]enum.FastMathFlag) {
			i := b.NewFNeg(a[0])
			return i, &i.FastMathFlags
		},
	}
)

func overflow(op *ir.Operation) []enum.OverflowFlag {
	f, _ := intAttr(op, "overflowFlags")
	var out []enum.OverflowFlag
	if f&dl.OverflowNUW != 0 {
		out = append(out, enum.OverflowFlagNUW)
	}
	if f&dl.OverflowNSW != 0 {
		out = append(out, enum.OverflowFlagNSW)
	}
	return out
}

var ipreds = []enum.IPred{enum.IPredEQ, enum.IPredNE, enum.IPredSLT, enum.IPredSLE, enum.IPredSGT,
	enum.IPredSGE, enum.IPredULT, enum.IPredULE, enum.IPredUGT, enum.IPredUGE}

var fpreds = []enum.FPred{enum.FPredFalse, enum.FPredOEQ, enum.FPredOGT, enum.FPredOGE, enum.FPredOLT,
	enum.FPredOLE, enum.FPredONE, enum.FPredORD, enum.FPredUEQ, enum.FPredUGT, enum.FPredUGE,
	enum.FPredULT, enum.FPredULE, enum.FPredUNE, enum.FPredUNO, enum.FPredTrue}

// op translates one op inside a function body.
func (e *emitter) op(op *ir.Operation) error {
	// Constants, undef, addresses and the like are constant expressions.
	switch op.Def() {
	case dl.Constant, dl.Undef, dl.Poison, dl.Zero, dl.AddressOf:
		c, err := e.constOp(op)
		if err != nil {
			return err
		}
		e.values[op.Result(0)] = c
		return nil
	}
	args, err := e.vals(op, op.Operands())
	if err != nil {
		return err
	}
	b := e.block
	var res value.Value
	var rt types.Type
	if op.NumResults() == 1 {
		if rt, err = e.typ(op, op.Result(0).Type()); err != nil {
			return err
		}
	}
	name, d := op.Name(), op.Def()
	if mk, ok := wrapArith[d]; ok {
		i, flags := mk(b, args)
		*flags = overflow(op)
		res = i
	} else if mk, ok := exactArith[d]; ok {
		i, exact := mk(b, args)
		*exact = op.HasAttr("isExact")
		res = i
	} else if mk, ok := fastArith[d]; ok {
		i, flags := mk(b, args)
		*flags = fastmath(op)
		res = i
	}
	switch d {
	case dl.Add, dl.Sub, dl.Mul, dl.Shl, dl.UDiv, dl.SDiv, dl.LShr, dl.AShr,
		dl.FAdd, dl.FSub, dl.FMul, dl.FDiv, dl.FRem, dl.FNeg:
		// Made above from the tables.
	case dl.URem:
		res = b.NewURem(args[0], args[1])
	case dl.SRem:
		res = b.NewSRem(args[0], args[1])
	case dl.And:
		res = b.NewAnd(args[0], args[1])
	case dl.Or:
		res = b.NewOr(args[0], args[1])
	case dl.Xor:
		res = b.NewXor(args[0], args[1])
	// Comparisons and select.
	case dl.ICmp:
		p, _ := intAttr(op, "predicate")
		if p < 0 || int(p) >= len(ipreds) {
			return op.EmitError("invalid icmp predicate %d", p)
		}
		res = b.NewICmp(ipreds[p], args[0], args[1])
	case dl.FCmp:
		p, _ := intAttr(op, "predicate")
		if p < 0 || int(p) >= len(fpreds) {
			return op.EmitError("invalid fcmp predicate %d", p)
		}
		var i *llir.InstFCmp
		if args[0].Type() == bfloat {
			// llir's NewFCmp accepts only its own float types.
			i = &llir.InstFCmp{Pred: fpreds[p], X: args[0], Y: args[1], Typ: types.I1}
			b.Insts = append(b.Insts, i)
		} else {
			i = b.NewFCmp(fpreds[p], args[0], args[1])
		}
		i.FastMathFlags = fastmath(op)
		res = i
	case dl.Select:
		i := b.NewSelect(args[0], args[1], args[2])
		i.FastMathFlags = fastmath(op)
		res = i
	// Casts.
	case dl.SExt:
		res = b.NewSExt(args[0], rt)
	case dl.ZExt:
		res = b.NewZExt(args[0], rt)
	case dl.Trunc:
		res = b.NewTrunc(args[0], rt)
	case dl.FPExt:
		res = b.NewFPExt(args[0], rt)
	case dl.FPTrunc:
		res = b.NewFPTrunc(args[0], rt)
	case dl.SIToFP:
		res = b.NewSIToFP(args[0], rt)
	case dl.UIToFP:
		res = b.NewUIToFP(args[0], rt)
	case dl.FPToSI:
		res = b.NewFPToSI(args[0], rt)
	case dl.FPToUI:
		res = b.NewFPToUI(args[0], rt)
	case dl.PtrToInt:
		res = b.NewPtrToInt(args[0], rt)
	case dl.IntToPtr:
		res = b.NewIntToPtr(args[0], rt)
	case dl.AddrSpaceCast:
		res = b.NewAddrSpaceCast(args[0], rt)
	case dl.Bitcast:
		if args[0].Type().String() == rt.String() {
			res = args[0] // ptr to ptr: nothing to do with i8* everywhere
		} else {
			res = b.NewBitCast(args[0], rt)
		}
	// Aggregates.
	case dl.ExtractValue:
		res = b.NewExtractValue(args[0], u64s(dl.Position(op))...)
	case dl.InsertValue:
		res = b.NewInsertValue(args[0], args[1], u64s(dl.Position(op))...)
	// Memory.
	case dl.Alloca:
		et, err := e.typ(op, typeAttrOf(op, "elem_type"))
		if err != nil {
			return err
		}
		i := b.NewAlloca(et)
		if c, ok := args[0].(*constant.Int); !ok || c.X.Cmp(big.NewInt(1)) != 0 {
			i.NElems = args[0]
		}
		if a, ok := intAttr(op, "alignment"); ok && a > 0 {
			i.Align = llir.Align(a)
		}
		i.InAlloca = op.HasAttr("inalloca")
		if pt, ok := op.Result(0).Type().(*dl.PointerType); ok && pt.AddrSpace != 0 {
			i.AddrSpace = types.AddrSpace(pt.AddrSpace)
			i.Typ = e.tc.ptrTo(et, pt.AddrSpace)
		}
		res = e.toOpaque(i)
	case dl.Load:
		i := b.NewLoad(rt, e.castPtr(args[0], rt))
		i.Volatile = op.HasAttr("volatile_")
		if a, ok := intAttr(op, "alignment"); ok && a > 0 {
			i.Align = llir.Align(a)
		}
		if op.HasAttr("ordering") {
			if o, _ := intAttr(op, "ordering"); o != 0 {
				return op.EmitError("atomic loads are not supported by the LLVM IR emitter")
			}
		}
		res = i
	case dl.Store:
		i := b.NewStore(args[0], e.castPtr(args[1], args[0].Type()))
		i.Volatile = op.HasAttr("volatile_")
		if a, ok := intAttr(op, "alignment"); ok && a > 0 {
			i.Align = llir.Align(a)
		}
		if o, _ := intAttr(op, "ordering"); o != 0 {
			return op.EmitError("atomic stores are not supported by the LLVM IR emitter")
		}
	case dl.GEP:
		et, err := e.typ(op, typeAttrOf(op, "elem_type"))
		if err != nil {
			return err
		}
		if _, ok := args[0].Type().(*types.PointerType); !ok {
			return op.EmitError("getelementptr on vectors of pointers is not supported by the LLVM IR emitter")
		}
		idx, err := e.gepIndices(op, args)
		if err != nil {
			return err
		}
		i := b.NewGetElementPtr(et, e.castPtr(args[0], et), idx...)
		f, _ := intAttr(op, "noWrapFlags")
		i.InBounds = f&dl.GEPInboundsFlag != 0
		res = e.toOpaque(i)
	// Control flow.
	case dl.Br:
		if err := e.addIncoming(op, op.Successor(0), op.Operands()); err != nil {
			return err
		}
		b.NewBr(e.blocks[op.Successor(0)])
	case dl.CondBr:
		br, _ := dl.AsCondBr(op)
		if err := e.addIncoming(op, op.Successor(0), br.TrueDestOperands()); err != nil {
			return err
		}
		if err := e.addIncoming(op, op.Successor(1), br.FalseDestOperands()); err != nil {
			return err
		}
		b.NewCondBr(args[0], e.blocks[op.Successor(0)], e.blocks[op.Successor(1)])
	case dl.Switch:
		sw, _ := dl.AsSwitch(op)
		if err := e.addIncoming(op, op.Successor(0), sw.DefaultOperands()); err != nil {
			return err
		}
		it, ok := args[0].Type().(*types.IntType)
		if !ok {
			return op.EmitError("switch on a non-integer value")
		}
		var cases []*llir.Case
		for i, c := range dl.SwitchCases(op) {
			if i+1 >= op.NumSuccessors() {
				return op.EmitError("switch has more case values than destinations")
			}
			succ := op.Successor(i + 1)
			if err := e.addIncoming(op, succ, dl.SwitchCaseOperands(op, i)); err != nil {
				return err
			}
			cases = append(cases, llir.NewCase(constant.NewInt(it, c), e.blocks[succ]))
		}
		b.NewSwitch(args[0], e.blocks[op.Successor(0)], cases...)
	case dl.Return:
		if len(args) == 0 {
			b.NewRet(nil)
		} else {
			b.NewRet(args[0])
		}
	case dl.Unreachable:
		b.NewUnreachable()
	// Calls and intrinsics.
	case dl.Call:
		r, err := e.call(op, args)
		if err != nil {
			return err
		}
		res = r
	case dl.Memcpy, dl.Memmove, dl.Memset:
		if err := e.memIntrinsic(op, args); err != nil {
			return err
		}
	default:
		if e.gpu && strings.HasPrefix(name, "nvvm.") {
			r, err := e.nvvmOp(op, args, rt)
			if err != nil {
				return err
			}
			res = r
			break
		}
		if r, ok, err := e.vectorOp(op, args, rt); ok {
			if err != nil {
				return err
			}
			res = r
			break
		}
		if strings.HasPrefix(name, "llvm.intr.") && op.Def() != nil {
			r, err := e.intrinsic(op, args, rt)
			if err != nil {
				return err
			}
			res = r
			break
		}
		return op.EmitError("LLVM translation failed for operation: %s", name)
	}
	if op.NumResults() == 1 {
		if res == nil {
			return op.EmitError("LLVM translation produced no value")
		}
		e.values[op.Result(0)] = res
	}
	return nil
}
