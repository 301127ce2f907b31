package ptx

import (
	"fmt"
	"strconv"
	"strings"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/ir"
)

// This file writes the tensor-core, asynchronous-copy and atomic ops:
// nvvm.ldmatrix (ldmatrix.sync.aligned.m8n8.xN[.trans].shared.b16),
// nvvm.mma.sync (mma.sync.aligned.<shape>.row.col.<d>.<a>.<b>.<c>),
// nvvm.cp.async.* (cp.async.{ca,cg}.shared.global, commit_group,
// wait_group), llvm.atomicrmw (atom.<space>.<op>.<type>) and llvm.cmpxchg
// (atom.<space>.cas.b<N> plus a setp for the success bit).

var mmaAtomicOps = map[*ir.OpDef]func(*fn, *ir.Operation) error{
	nvvm.LdMatrix:            (*fn).ldmatrix,
	nvvm.MmaSync:             (*fn).mma,
	nvvm.CpAsyncSharedGlobal: (*fn).cpAsync,
	nvvm.CpAsyncCommitGroup: func(f *fn, op *ir.Operation) error {
		if err := f.requireSM(op, 80, "cp.async"); err != nil {
			return err
		}
		f.ins("cp.async.commit_group;")
		return nil
	},
	nvvm.CpAsyncWaitGroup: func(f *fn, op *ir.Operation) error {
		if err := f.requireSM(op, 80, "cp.async"); err != nil {
			return err
		}
		n, _ := intAttr(op.Attr("n"))
		f.ins("cp.async.wait_group %d;", n)
		return nil
	},
	dl.AtomicRMW: (*fn).atomicRMW,
	dl.CmpXchg:   (*fn).cmpxchg,
}

// packedOK are the ops that only move register vectors around.
var packedOK = map[*ir.OpDef]bool{dl.Bitcast: true, dl.Load: true, dl.Store: true, dl.Undef: true, dl.Poison: true,
	dl.Zero: true, dl.Select: true, dl.ExtractValue: true, dl.InsertValue: true, dl.Br: true, dl.CondBr: true,
	dl.Switch: true, dl.Return: true, dl.Call: true, dl.ExtractElement: true, dl.InsertElement: true, dl.Constant: true}

// checkPacked rejects arithmetic on register vectors (vector<2xf16> pairs
// into mma.sync, the 16-byte vectors of vectorized loads and stores): the
// writer only moves them.
func checkPacked(op *ir.Operation) error {
	if packedOK[op.Def()] {
		return nil
	}
	for _, vs := range [][]*ir.Value{op.Operands(), op.Results()} {
		for _, v := range vs {
			if _, ok := registerVector(v.Type()); ok {
				return op.EmitError("type '%s' is not supported by the PTX writer here", ir.TypeString(v.Type()))
			}
		}
	}
	return nil
}

// smVersion is the number of the target chip (90 for sm_90a).
func (f *fn) smVersion() int {
	s := strings.TrimPrefix(f.e.opts.Chip, "sm_")
	s = strings.TrimRight(s, "abcdefghijklmnopqrstuvwxyz")
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0
	}
	return n
}

func (f *fn) requireSM(op *ir.Operation, sm int, what string) error {
	if v := f.smVersion(); v < sm {
		return op.EmitError("%s needs sm_%d or newer (target %s)", what, sm, f.e.opts.Chip)
	}
	return nil
}

func regList(rs []reg) string {
	var s []string
	for _, r := range rs {
		s = append(s, r.String())
	}
	return "{" + strings.Join(s, ", ") + "}"
}

func (f *fn) ldmatrix(op *ir.Operation) error {
	if err := f.requireSM(op, 75, "ldmatrix"); err != nil {
		return err
	}
	sh, _ := op.Attr("shape").(*nvvm.ShapeAttr)
	if sh == nil || sh.M != 8 || sh.N != 8 || enumValue(op, "eltType") != "b16" {
		return op.EmitError("only the m8n8 b16 ldmatrix is written as PTX")
	}
	p, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	rs, err := f.def(op, op.Result(0))
	if err != nil {
		return err
	}
	n, _ := intAttr(op.Attr("num"))
	trans := ""
	if enumValue(op, "layout") == "col" {
		trans = ".trans"
	}
	f.ins("ldmatrix.sync.aligned.m8n8.x%d%s.shared.b16 %s, [%s];", n, trans, regList(rs), p)
	return nil
}

func (f *fn) mma(op *ir.Operation) error {
	sh, _ := op.Attr("shape").(*nvvm.ShapeAttr)
	if sm := nvvm.MmaMinSM(op); sm == 0 || sh == nil {
		return op.EmitError("unsupported mma.sync variant")
	} else if err := f.requireSM(op, max(sm, 80), "mma.sync"); err != nil {
		return err
	}
	var groups [3][]reg
	for i, name := range []string{"operandA", "operandB", "operandC"} {
		for _, v := range op.Def().OperandGroup(op, name) {
			rs, err := f.use(op, v)
			if err != nil {
				return err
			}
			groups[i] = append(groups[i], rs...)
		}
	}
	ds, err := f.def(op, op.Result(0))
	if err != nil {
		return err
	}
	ab := enumValue(op, "multiplicandAPtxType")
	cd := "f32"
	if c := op.Def().OperandGroup(op, "operandC"); len(c) > 0 {
		switch t := c[0].Type().(type) {
		case *ir.VectorType:
			cd = "f16"
		case *ir.FloatType:
			if t.Kind == ir.F64 {
				cd = "f64"
			}
		}
	}
	f.ins("mma.sync.aligned.m%dn%dk%d.%s.%s.%s.%s.%s.%s %s, %s, %s, %s;", sh.M, sh.N, sh.K,
		enumValue(op, "layoutA"), enumValue(op, "layoutB"), cd, ab, enumValue(op, "multiplicandBPtxType"), cd,
		regList(ds), regList(groups[0]), regList(groups[1]), regList(groups[2]))
	return nil
}

func (f *fn) cpAsync(op *ir.Operation) error {
	if err := f.requireSM(op, 80, "cp.async"); err != nil {
		return err
	}
	dst, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	src, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	size, _ := intAttr(op.Attr("size"))
	mod := enumValue(op, "modifier")
	if cs := op.Def().OperandGroup(op, "cpSize"); len(cs) == 1 {
		rs, err := f.use(op, cs[0])
		if err != nil {
			return err
		}
		if len(rs) != 1 || rs[0].cls != clsB32 {
			return op.EmitError("cp.async's source size must be an i32")
		}
		f.ins("cp.async.%s.shared.global [%s], [%s], %d, %s;", mod, dst, src, size, rs[0])
		return nil
	}
	f.ins("cp.async.%s.shared.global [%s], [%s], %d;", mod, dst, src, size)
	return nil
}

// atomSem returns the .sem and .scope qualifiers of an atomic with the
// given ordering and syncscope, and whether a fence.sc must come first
// (seq_cst). Monotonic with the default scope writes neither (PTX's
// relaxed .gpu default, as LLVM's NVPTX backend does).
func (f *fn) atomSem(op *ir.Operation, ordering int64) (string, bool, error) {
	scope := ""
	if s, ok := op.Attr("syncscope").(*ir.StringAttr); ok {
		switch s.Value {
		case "", "system":
			scope = ".sys"
		case "block", "singlethread":
			scope = ".cta"
		case "cluster":
			scope = ".cluster"
		case "device", "agent":
			scope = ".gpu"
		default:
			return "", false, op.EmitError("syncscope \"%s\" has no PTX scope", s.Value)
		}
	}
	sem := ""
	fence := false
	switch ordering {
	case dl.OrderingMonotonic:
		if scope != "" {
			sem = ".relaxed"
		}
	case dl.OrderingAcquire:
		sem = ".acquire"
	case dl.OrderingRelease:
		sem = ".release"
	case dl.OrderingAcqRel:
		sem = ".acq_rel"
	case dl.OrderingSeqCst:
		sem, fence = ".acq_rel", true
	}
	if sem != "" {
		if err := f.requireSM(op, 70, "atomics with memory ordering"); err != nil {
			return "", false, err
		}
		if scope == "" {
			scope = ".sys" // LLVM's default syncscope is the system
		}
	}
	if fence {
		f.ins("fence.sc%s;", scope)
	}
	return sem + scope, fence, nil
}

// atomType is the PTX type of an atomic on s for operation kind ("b" for
// bitwise/exchange, "u"/"s" for integer arithmetic, "f" for float add).
func atomType(s scalar, k string) string {
	if s.k == kHalf {
		return ".f16"
	}
	if s.k == kBF16 {
		return ".bf16"
	}
	if s.k == kFloat {
		if k == "b" {
			return fmt.Sprintf(".b%d", s.width)
		}
		return fmt.Sprintf(".f%d", s.width)
	}
	return fmt.Sprintf(".%s%d", k, s.width)
}

func (f *fn) atomicRMW(op *ir.Operation) error {
	sp, err := ptrSpace(op, op.Operand(0))
	if err != nil {
		return err
	}
	if sp != "" && sp != ".global" && sp != ".shared" {
		return op.EmitError("atomics work on generic, global or shared memory, not %s", sp)
	}
	s, err := scalarOf(op.Operand(1).Type())
	if err != nil {
		return op.EmitError("%v", err)
	}
	bin, _ := intAttr(op.Attr("bin_op"))
	name := dl.AtomicBinOps[bin]
	var m, k string
	switch name {
	case "xchg":
		m, k = "exch", "b"
	case "add", "sub":
		m, k = "add", "u"
	case "_and", "_or", "_xor":
		m, k = name[1:], "b"
	case "max", "min":
		m, k = name, "s"
	case "umax", "umin":
		m, k = name[1:], "u"
	case "fadd", "fsub":
		m, k = "add", "f"
	case "uinc_wrap":
		m, k = "inc", "u"
	case "udec_wrap":
		m, k = "dec", "u"
	default:
		return op.EmitError("PTX has no atomic '%s' on %s", name, ir.TypeString(op.Operand(1).Type()))
	}
	// What PTX's atom takes: 32- and 64-bit integers (inc/dec only 32),
	// f32/f64 add, f16 add (sm_70) and bf16 add (sm_90).
	switch {
	case s.k == kInt && s.width >= 32 || s.k == kPtr && k == "b":
		if (m == "inc" || m == "dec") && s.width != 32 {
			return op.EmitError("PTX's atom.%s takes only 32-bit integers", m)
		}
	case s.k == kFloat && (k == "f" || m == "exch"):
	case s.k == kHalf && k == "f":
		if err := f.requireSM(op, 70, "f16 atomic add"); err != nil {
			return err
		}
		m = "add.noftz"
	case s.k == kBF16 && k == "f":
		if err := f.requireSM(op, 90, "bf16 atomic add"); err != nil {
			return err
		}
		m = "add.noftz"
	default:
		where := ""
		if sp != "" {
			where = " on " + sp[1:] + " memory"
		}
		return op.EmitError("PTX has no %d-bit atomic '%s' on %s%s", s.width, name, ir.TypeString(op.Operand(1).Type()), where)
	}
	p, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	v, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	ord, _ := intAttr(op.Attr("ordering"))
	sem, _, err := f.atomSem(op, ord)
	if err != nil {
		return err
	}
	if name == "sub" || name == "fsub" {
		t := f.newReg(v.cls)
		switch s.k {
		case kInt:
			f.ins("neg.s%d %s, %s;", s.width, t, v)
		case kFloat:
			f.ins("neg.f%d %s, %s;", s.width, t, v)
		default:
			f.ins("xor.b16 %s, %s, 0x8000;", t, v)
		}
		v = t
	}
	f.ins("atom%s%s.%s%s %s, [%s], %s;", sem, sp, m, atomType(s, k), r, p, v)
	return nil
}

func (f *fn) cmpxchg(op *ir.Operation) error {
	x, _ := dl.AsCmpXchg(op)
	sp, err := ptrSpace(op, x.Ptr())
	if err != nil {
		return err
	}
	if sp != "" && sp != ".global" && sp != ".shared" {
		return op.EmitError("atomics work on generic, global or shared memory, not %s", sp)
	}
	s, err := scalarOf(x.Val().Type())
	if err != nil {
		return op.EmitError("%v", err)
	}
	switch {
	case s.width == 32 || s.width == 64:
	case s.width == 16 && s.k == kInt:
		if err := f.requireSM(op, 70, "16-bit atom.cas"); err != nil {
			return err
		}
	default:
		return op.EmitError("PTX has no %d-bit atom.cas", s.width)
	}
	p, err := f.useScalar(op, x.Ptr())
	if err != nil {
		return err
	}
	c, err := f.useScalar(op, x.Cmp())
	if err != nil {
		return err
	}
	v, err := f.useScalar(op, x.Val())
	if err != nil {
		return err
	}
	rs, err := f.def(op, op.Result(0))
	if err != nil {
		return err
	}
	if len(rs) != 2 {
		return op.EmitError("expected a {value, i1} result")
	}
	ord, _ := intAttr(op.Attr("success_ordering"))
	sem, _, err := f.atomSem(op, ord)
	if err != nil {
		return err
	}
	f.ins("atom%s%s.cas.b%d %s, [%s], %s, %s;", sem, sp, s.width, rs[0], p, c, v)
	f.ins("setp.eq.b%d %s, %s, %s;", s.width, rs[1], rs[0], c)
	return nil
}
