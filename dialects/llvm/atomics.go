package llvm

import (
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// This file declares llvm.atomicrmw and llvm.cmpxchg with upstream MLIR's
// syntax:
//
//	%0 = llvm.atomicrmw volatile fadd %ptr, %v syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, f32
//	%1 = llvm.cmpxchg weak %ptr, %cmp, %new acq_rel monotonic : !llvm.ptr, i32
//
// The binary operation and the orderings are i64 properties (upstream's
// I64EnumAttrs), written as bare keywords in the custom form.

// AtomicBinOps are the atomicrmw operations, indexed by their value.
var AtomicBinOps = []string{"xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin",
	"fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum"}

// AtomicOrderings are the orderings, indexed by their value ("" where
// LLVM has no ordering of that number).
var AtomicOrderings = []string{"not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst"}

// Ordering values.
const (
	OrderingNotAtomic = 0
	OrderingUnordered = 1
	OrderingMonotonic = 2
	OrderingAcquire   = 4
	OrderingRelease   = 5
	OrderingAcqRel    = 6
	OrderingSeqCst    = 7
)

// keywordEnum is an i64 property written as one of names (by index).
// Parse errors are upstream's, naming the op and the attribute.
func keywordEnum(names []string, opName, attrName, summary string) *ir.AttrConstraint {
	valid := func(v int64) bool { return v >= 0 && v < int64(len(names)) && names[v] != "" }
	var listed []string
	for _, n := range names {
		if n != "" {
			listed = append(listed, n)
		}
	}
	return &ir.AttrConstraint{
		Summary: summary,
		Pred: func(a ir.Attribute) bool {
			ia, ok := a.(*ir.IntegerAttr)
			return ok && valid(ia.Int64())
		},
		Parse: func(p ir.AsmParser) (ir.Attribute, error) {
			loc := p.CurrentLoc()
			kw, ok := p.ParseOptionalKeywordAny()
			i := indexOf(names, kw)
			if !ok || i < 0 || kw == "" {
				return nil, p.ErrorAt(loc, "custom op '%s' expected string or keyword containing one of the following enum values for attribute '%s' [%s]",
					opName, attrName, strings.Join(listed, ", "))
			}
			return p.Context().IntegerAttr(p.Context().I(64), int64(i)), nil
		},
		Print: func(p *ir.AsmPrinter, a ir.Attribute) {
			if v := intAttrValue(a, -1); valid(v) {
				p.WriteString(names[v])
				return
			}
			p.PrintAttr(a)
		},
	}
}

func orderingAttr(opName, attrName string) *ir.AttrConstraint {
	return keywordEnum(AtomicOrderings, opName, attrName, "Atomic ordering for LLVM's memory model")
}

func atomicMetadataAttrs() []ir.AttrDef {
	return []ir.AttrDef{
		{Name: "access_groups", Constraint: ir.ArrayAttrConstraint, Optional: true},
		{Name: "alias_scopes", Constraint: ir.ArrayAttrConstraint, Optional: true},
		{Name: "noalias_scopes", Constraint: ir.ArrayAttrConstraint, Optional: true},
		{Name: "tbaa", Constraint: ir.ArrayAttrConstraint, Optional: true},
	}
}

var (
	// AtomicRMW is `llvm.atomicrmw [volatile] <op> %ptr, %val [syncscope("s")] <ordering> : !llvm.ptr, T`.
	AtomicRMW = withAtomicAttrs(&ir.OpDef{
		Name:      "llvm.atomicrmw",
		Summary:   "LLVM atomicrmw instruction",
		Operands:  []ir.ArgDef{{Name: "ptr", Type: AnyPointer}, {Name: "val", Type: AnyType}},
		Results:   []ir.ArgDef{{Name: "res", Type: AnyType}},
		SameTypes: [][]string{{"val", "res"}},
		Format:    "(`volatile` $volatile_^)? $bin_op $ptr `,` $val (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:` qualified(type($ptr)) `,` type($val)",
		Verify:    verifyAtomicRMW,
	}, func(op string) []ir.AttrDef {
		return []ir.AttrDef{
			{Name: "bin_op", Constraint: keywordEnum(AtomicBinOps, op, "bin_op", op+" binary operations")},
			{Name: "ordering", Constraint: orderingAttr(op, "ordering")},
			{Name: "syncscope", Constraint: ir.StrAttr, Optional: true},
			{Name: "alignment", Constraint: i64Attr, Optional: true},
			{Name: "volatile_", Constraint: ir.UnitAttrConstraint, Optional: true},
		}
	})
	// CmpXchg is `llvm.cmpxchg [weak] [volatile] %ptr, %cmp, %val [syncscope("s")] <success> <failure> : !llvm.ptr, T`,
	// whose result is !llvm.struct<(T, i1)>.
	CmpXchg = withAtomicAttrs(&ir.OpDef{
		Name:    "llvm.cmpxchg",
		Summary: "LLVM cmpxchg instruction",
		Operands: []ir.ArgDef{{Name: "ptr", Type: AnyPointer}, {Name: "cmp", Type: intOrPtr},
			{Name: "val", Type: intOrPtr}},
		Results:   []ir.ArgDef{{Name: "res", Type: AnyType}},
		SameTypes: [][]string{{"cmp", "val"}},
		Format: "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val (`syncscope` `(` $syncscope^ `)`)? " +
			"$success_ordering $failure_ordering attr-dict `:` qualified(type($ptr)) `,` type($val)",
		InferTypes: func(ctx *ir.Context, st *ir.OperationState, ts []ir.Type) error {
			if len(ts) == 3 {
				st.Types = []ir.Type{CmpXchgResultType(ctx, ts[2])}
			}
			return nil
		},
		Verify: verifyCmpXchg,
	}, func(op string) []ir.AttrDef {
		return []ir.AttrDef{
			{Name: "success_ordering", Constraint: orderingAttr(op, "success_ordering")},
			{Name: "failure_ordering", Constraint: orderingAttr(op, "failure_ordering")},
			{Name: "syncscope", Constraint: ir.StrAttr, Optional: true},
			{Name: "alignment", Constraint: i64Attr, Optional: true},
			{Name: "weak", Constraint: ir.UnitAttrConstraint, Optional: true},
			{Name: "volatile_", Constraint: ir.UnitAttrConstraint, Optional: true},
		}
	})
)

// withAtomicAttrs completes d with attrs(d.Name), whose enums name the op
// in their parse errors, and the metadata attributes of atomic ops.
func withAtomicAttrs(d *ir.OpDef, attrs func(op string) []ir.AttrDef) *ir.OpDef {
	d.Attrs = append(attrs(d.Name), atomicMetadataAttrs()...)
	return d
}

var intOrPtr = &ir.TypeConstraint{Summary: "signless integer or LLVM pointer type",
	Pred: func(t ir.Type) bool { return isSignlessInt(t) || isPtr(t) }}

// CmpXchgResultType is !llvm.struct<(t, i1)>.
func CmpXchgResultType(ctx *ir.Context, t ir.Type) ir.Type {
	return LiteralStruct(ctx, []ir.Type{t, ctx.I(1)}, false)
}

// atomicCompatible says t is a type atomics take: iN for N in 8, 16, 32,
// 64, a float, or (where allowed) a pointer.
func atomicCompatible(t ir.Type, ptrOK bool) bool {
	switch t := t.(type) {
	case *PointerType:
		return ptrOK
	case *ir.IntegerType:
		if !t.IsSignless() {
			return false
		}
		switch t.Width {
		case 8, 16, 32, 64:
			return true
		}
		return false
	case *ir.FloatType:
		return t.Kind == ir.F16 || t.Kind == ir.BF16 || t.Kind == ir.F32 || t.Kind == ir.F64
	}
	return false
}

func verifyAtomicRMW(op *ir.Operation) error {
	vt := op.Operand(1).Type()
	switch b := AtomicBinOps[intAttrValue(op.Attr("bin_op"), 0)]; b {
	case "xchg":
		if !atomicCompatible(vt, true) {
			return op.EmitError("unexpected LLVM IR type for 'xchg' bin_op")
		}
	case "fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum":
		if !ir.IsFloat(orVectorElem(vt)) || !atomicCompatible(orVectorElem(vt), false) {
			return op.EmitError("expected LLVM IR floating point type")
		}
	default:
		if it, ok := vt.(*ir.IntegerType); !ok || !atomicCompatible(it, false) {
			return op.EmitError("expected LLVM IR integer type")
		}
	}
	if intAttrValue(op.Attr("ordering"), 0) < OrderingMonotonic {
		return op.EmitError("expected at least 'monotonic' ordering")
	}
	return nil
}

func orVectorElem(t ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok {
		return v.Elem
	}
	return t
}

func verifyCmpXchg(op *ir.Operation) error {
	vt := (CmpXchgOp{op}).Val().Type()
	if !atomicCompatible(vt, true) || ir.IsFloat(vt) {
		return op.EmitError("unexpected LLVM IR type")
	}
	if want := CmpXchgResultType(op.Context(), vt); op.Result(0).Type() != want {
		return op.EmitError("result #0 must be %s, but got '%s'", ir.TypeString(want), ir.TypeString(op.Result(0).Type()))
	}
	s, f := intAttrValue(op.Attr("success_ordering"), 0), intAttrValue(op.Attr("failure_ordering"), 0)
	if s < OrderingMonotonic || f < OrderingMonotonic {
		return op.EmitError("ordering must be at least 'monotonic'")
	}
	if f == OrderingRelease || f == OrderingAcqRel {
		return op.EmitError("failure ordering cannot be 'release' or 'acq_rel'")
	}
	return nil
}
