package nvvm

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// This file holds the tensor-core and asynchronous-copy ops, in upstream
// MLIR 22's syntax:
//
//	%r = nvvm.ldmatrix %p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>,
//	       num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
//	%d = nvvm.mma.sync A[%a0, %a1, %a2, %a3]  B[%b0, %b1]  C[%c0, %c1, %c2, %c3]  {layoutA = #nvvm.mma_layout<row>,
//	       layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
//	nvvm.cp.async.shared.global %dst, %src, 16, cache =  cg : !llvm.ptr<3>, !llvm.ptr<1>
//	nvvm.cp.async.commit.group
//	nvvm.cp.async.wait.group 0

// ShapeAttr is #nvvm.shape<m = 16, n = 8, k = 16> (mma.sync's shape) or,
// with K < 0, #nvvm.ld_st_matrix_shape<m = 8, n = 8>.
type ShapeAttr struct {
	ir.AttrBase
	M, N, K int64
}

// Shape returns the uniqued #nvvm.shape<m, n, k>; k < 0 gives the
// ld_st_matrix_shape<m, n>.
func Shape(ctx *ir.Context, m, n, k int64) *ShapeAttr {
	key := fmt.Sprintf("nvvm.shape.%d.%d.%d", m, n, k)
	return ctx.UniqueAttr(key, func() ir.Attribute { return &ShapeAttr{M: m, N: n, K: k} }).(*ShapeAttr)
}

func (a *ShapeAttr) Print(p *ir.AsmPrinter) {
	if a.K < 0 {
		p.WriteString(fmt.Sprintf("#nvvm.ld_st_matrix_shape<m = %d, n = %d>", a.M, a.N))
		return
	}
	p.WriteString(fmt.Sprintf("#nvvm.shape<m = %d, n = %d, k = %d>", a.M, a.N, a.K))
}

// parseShapeBody parses `<m = 16, n = 8, k = 16>` (without k for the
// ld_st_matrix shape).
func parseShapeBody(p ir.AsmParser, withK bool) (ir.Attribute, error) {
	keys := []string{"m", "n"}
	if withK {
		keys = append(keys, "k")
	}
	vals := make([]int64, 3)
	vals[2] = -1
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	for i, k := range keys {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
		}
		if err := p.ParseKeyword(k); err != nil {
			return nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		v, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		vals[i] = v
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Shape(p.Context(), vals[0], vals[1], vals[2]), nil
}

func isShape(withK bool) func(ir.Attribute) bool {
	return func(a ir.Attribute) bool {
		s, ok := a.(*ShapeAttr)
		return ok && (s.K >= 0) == withK
	}
}

func ptrIn(as int) *ir.TypeConstraint {
	return &ir.TypeConstraint{Summary: "LLVM pointer in address space " + strconv.Itoa(as), Pred: func(t ir.Type) bool {
		pt, ok := t.(*llvm.PointerType)
		return ok && pt.AddrSpace == as
	}}
}

var (
	i32Attr       = ir.IntAttrOfWidth(32)
	mmaLayout     = &ir.AttrConstraint{Summary: "NVVM MMA layout", Pred: isEnum("mma_layout")}
	mmaType       = &ir.AttrConstraint{Summary: "NVVM MMA types", Pred: isEnum("mma_type")}
	mmaShape      = &ir.AttrConstraint{Summary: "Attribute for MMA operation shape.", Pred: isShape(true)}
	ldStShape     = &ir.AttrConstraint{Summary: "Matrix shape for ldmatrix and stmatrix", Pred: isShape(false)}
	ldStEltType   = &ir.AttrConstraint{Summary: "Element type for ldmatrix and stmatrix", Pred: isEnum("ld_st_matrix_elt_type")}
	cacheModifier = enumConstraint("load_cache_modifier", false)
)

var (
	// LdMatrix is nvvm.ldmatrix: ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].shared.b16.
	LdMatrix = &ir.OpDef{
		Name:     "nvvm.ldmatrix",
		Summary:  "cooperative matrix load",
		Operands: []ir.ArgDef{{Name: "ptr", Type: ptrIn(3)}},
		Results:  []ir.ArgDef{{Name: "res", Type: anyType}},
		Attrs: []ir.AttrDef{{Name: "num", Constraint: i32Attr}, {Name: "layout", Constraint: mmaLayout},
			{Name: "shape", Constraint: ldStShape}, {Name: "eltType", Constraint: ldStEltType}},
		Format: "$ptr attr-dict `:` functional-type($ptr, $res)",
		Verify: verifyLdMatrix,
	}
	// MmaSync is nvvm.mma.sync: mma.sync.aligned.<shape>.<layouts>.<types>.
	MmaSync = &ir.OpDef{
		Name:    "nvvm.mma.sync",
		Summary: "cooperative matrix-multiply and accumulate",
		Operands: []ir.ArgDef{{Name: "operandA", Type: anyType, Arity: ir.Variadic},
			{Name: "operandB", Type: anyType, Arity: ir.Variadic},
			{Name: "operandC", Type: anyType, Arity: ir.Variadic}},
		Results: []ir.ArgDef{{Name: "res", Type: anyType}},
		Attrs: []ir.AttrDef{{Name: "shape", Constraint: mmaShape},
			{Name: "b1Op", Constraint: ir.AnyAttr, Optional: true},
			{Name: "intOverflowBehavior", Constraint: ir.AnyAttr, Optional: true},
			{Name: "layoutA", Constraint: mmaLayout}, {Name: "layoutB", Constraint: mmaLayout},
			{Name: "multiplicandAPtxType", Constraint: mmaType, Optional: true},
			{Name: "multiplicandBPtxType", Constraint: mmaType, Optional: true}},
		Traits: ir.AttrSizedOperandSegments,
		Parse:  parseMma,
		Print:  printMma,
		Verify: verifyMma,
	}
	// CpAsyncSharedGlobal is nvvm.cp.async.shared.global: cp.async.{ca,cg}.shared.global.
	CpAsyncSharedGlobal = &ir.OpDef{
		Name:    "nvvm.cp.async.shared.global",
		Summary: "asynchronous copy from global to shared memory",
		Operands: []ir.ArgDef{{Name: "dst", Type: ptrIn(3)}, {Name: "src", Type: ptrIn(1)},
			{Name: "cpSize", Type: anyType, Arity: ir.Optional}},
		Attrs:  []ir.AttrDef{{Name: "size", Constraint: i32Attr}, {Name: "modifier", Constraint: cacheModifier}},
		Format: "$dst `,` $src `,` $size `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict `:` type(operands)",
		Verify: verifyCpAsync,
	}
	// CpAsyncCommitGroup is nvvm.cp.async.commit.group: cp.async.commit_group.
	CpAsyncCommitGroup = &ir.OpDef{
		Name:    "nvvm.cp.async.commit.group",
		Summary: "commit the pending cp.async operations into a group",
		Format:  "attr-dict",
	}
	// CpAsyncWaitGroup is nvvm.cp.async.wait.group N: cp.async.wait_group N.
	CpAsyncWaitGroup = &ir.OpDef{
		Name:    "nvvm.cp.async.wait.group",
		Summary: "wait until at most N cp.async groups are pending",
		Attrs:   []ir.AttrDef{{Name: "n", Constraint: i32Attr}},
		Format:  "$n attr-dict",
	}
)

func mmaOps() []*ir.OpDef {
	return []*ir.OpDef{LdMatrix, MmaSync, CpAsyncSharedGlobal, CpAsyncCommitGroup, CpAsyncWaitGroup}
}

func intVal(a ir.Attribute) int64 {
	if i, ok := a.(*ir.IntegerAttr); ok {
		return i.Int64()
	}
	return -1
}

// ---- ldmatrix ----

func verifyLdMatrix(op *ir.Operation) error {
	num := intVal(op.Attr("num"))
	sh, _ := op.Attr("shape").(*ShapeAttr)
	m, n := sh.M, sh.N
	elems := num
	switch {
	case m == 8 && n == 8:
		if num != 1 && num != 2 && num != 4 {
			return op.EmitError("expected num attribute to be 1, 2 or 4 for 8x8 matrix")
		}
	case m == 8 && n == 16:
		if num != 1 && num != 2 && num != 4 {
			return op.EmitError("expected num attribute to be 1, 2 or 4 for 8x16 matrix")
		}
		if enumValue(op, "layout") != "row" {
			return op.EmitError("expected layout to be row for 8x16 matrix")
		}
	case m == 16 && n == 16:
		if num != 1 && num != 2 {
			return op.EmitError("expected num attribute to be 1 or 2 for 16x16 matrix")
		}
		if enumValue(op, "layout") != "col" {
			return op.EmitError("expected layout to be col for 16x16 matrix")
		}
		elems = 2 * num
	default:
		return op.EmitError("expected shape to be 8x8, 8x16 or 16x16")
	}
	rt := op.Result(0).Type()
	if elems == 1 {
		if !isInt(rt, 32) {
			return op.EmitError("expected destination type is i32")
		}
		return nil
	}
	st, ok := rt.(*llvm.StructType)
	good := ok && int64(len(st.Body)) == elems
	for i := 0; good && i < len(st.Body); i++ {
		good = isInt(st.Body[i], 32)
	}
	if !good {
		return op.EmitError("expected destination type is a structure of %d elements of type i32", elems)
	}
	return nil
}

// ---- mma.sync ----

var mmaFrags = []string{"A", "B", "C"}

func vec2(ctx *ir.Context, elem ir.Type) ir.Type { return ctx.VectorType([]int64{2}, elem, nil) }

// inferMmaType is upstream's inference of a multiplicand's PTX type from
// its operand type ("" when it cannot be inferred).
func inferMmaType(t ir.Type, accumulator bool) string {
	if v, ok := t.(*ir.VectorType); ok && len(v.Dims) == 1 && v.Dims[0] == 2 {
		if ft, ok := v.Elem.(*ir.FloatType); ok && ft.Kind == ir.F16 {
			return "f16"
		}
		return ""
	}
	switch t := t.(type) {
	case *ir.FloatType:
		switch t.Kind {
		case ir.F64:
			return "f64"
		case ir.F16:
			return "f16"
		case ir.F32:
			if accumulator {
				return "f32"
			}
			return "tf32"
		}
	case *ir.IntegerType:
		if accumulator {
			return "s32"
		}
	case *llvm.StructType:
		if len(t.Body) > 0 {
			return inferMmaType(t.Body[0], accumulator)
		}
	}
	return ""
}

func parseMma(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	loc := p.CurrentLoc()
	var groups [3][]ir.UnresolvedOperand
	for i, name := range mmaFrags {
		if err := p.ParseKeyword(name); err != nil {
			return err
		}
		if err := p.ParsePunct("["); err != nil {
			return err
		}
		if !p.ParseOptionalPunct("]") {
			us, err := p.ParseOperandList()
			if err != nil {
				return err
			}
			groups[i] = us
			if err := p.ParsePunct("]"); err != nil {
				return err
			}
		}
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var fragTypes [3]ir.Type
	for i := range fragTypes {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		if fragTypes[i], err = p.ParseType(); err != nil {
			return err
		}
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	rt, err := p.ParseType()
	if err != nil {
		return err
	}
	has := map[string]bool{}
	for _, a := range attrs {
		has[a.Name] = true
	}
	for i, name := range []string{"multiplicandAPtxType", "multiplicandBPtxType"} {
		if has[name] {
			continue
		}
		t := inferMmaType(fragTypes[i], false)
		if t == "" {
			return p.ErrorAt(loc, "attribute %s is not provided explicitly and cannot be inferred", name)
		}
		attrs = append(attrs, ir.NamedAttr{Name: name, Value: Enum(ctx, "mma_type", t)})
	}
	var segs []int64
	for i, g := range groups {
		ts := make([]ir.Type, len(g))
		for j := range ts {
			ts[j] = fragTypes[i]
		}
		vs, err := p.ResolveOperands(g, ts)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
		segs = append(segs, int64(len(g)))
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(segs)})
	st.Types = append(st.Types, rt)
	return nil
}

func printMma(p *ir.AsmPrinter, op *ir.Operation) {
	elided := []string{"operandSegmentSizes"}
	var types []ir.Type
	for i, name := range mmaFrags {
		vs := op.Def().OperandGroup(op, "operand"+name)
		p.WriteString(" " + name + "[")
		for j, v := range vs {
			if j > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(v)
		}
		p.WriteString("] ")
		var t ir.Type
		if len(vs) > 0 {
			t = vs[0].Type()
		}
		types = append(types, t)
		if i < 2 && t != nil && inferMmaType(t, false) != "" {
			elided = append(elided, "multiplicand"+name+"PtxType")
		}
	}
	p.PrintOptionalAttrDict(op.Attrs(), elided...)
	p.WriteString(" : (")
	for i, t := range types {
		if i > 0 {
			p.WriteString(", ")
		}
		if t != nil {
			p.PrintType(t)
		}
	}
	p.WriteString(") -> ")
	p.PrintType(op.Result(0).Type())
}

// mmaVariant is one supported (shape, multiplicand type) combination: the
// register counts and types of A, B and the allowed accumulators.
type mmaVariant struct {
	a, b    int
	abType  func(*ir.Context) ir.Type
	accums  []mmaAccum
	minSM   int
	anyLays bool // other layouts than row.col are allowed
}

// mmaAccum is one accumulator choice: n registers of type t.
type mmaAccum struct {
	n int
	t func(*ir.Context) ir.Type
}

var (
	tF16x2 = func(c *ir.Context) ir.Type { return vec2(c, c.F16()) }
	tI32   = func(c *ir.Context) ir.Type { return c.I(32) }
	tF32   = func(c *ir.Context) ir.Type { return c.F32() }
	tF64   = func(c *ir.Context) ir.Type { return c.F64() }
)

// MmaVariants are the supported mma.sync variants, keyed "mMnNkK.type".
var mmaVariants = map[string]mmaVariant{
	"m8n8k4.f16":    {a: 2, b: 2, abType: tF16x2, accums: []mmaAccum{{4, tF16x2}, {8, tF32}}, minSM: 70, anyLays: true},
	"m16n8k8.f16":   {a: 2, b: 1, abType: tF16x2, accums: []mmaAccum{{2, tF16x2}, {4, tF32}}, minSM: 75},
	"m16n8k16.f16":  {a: 4, b: 2, abType: tF16x2, accums: []mmaAccum{{2, tF16x2}, {4, tF32}}, minSM: 80},
	"m16n8k8.bf16":  {a: 2, b: 1, abType: tI32, accums: []mmaAccum{{4, tF32}}, minSM: 80},
	"m16n8k16.bf16": {a: 4, b: 2, abType: tI32, accums: []mmaAccum{{4, tF32}}, minSM: 80},
	"m16n8k4.tf32":  {a: 2, b: 1, abType: tI32, accums: []mmaAccum{{4, tF32}}, minSM: 80},
	"m16n8k8.tf32":  {a: 4, b: 2, abType: tI32, accums: []mmaAccum{{4, tF32}}, minSM: 80},
	"m8n8k4.f64":    {a: 1, b: 1, abType: tF64, accums: []mmaAccum{{2, tF64}}, minSM: 80},
}

// MmaMinSM returns the oldest sm_NN that has op's mma.sync variant.
func MmaMinSM(op *ir.Operation) int {
	sh, _ := op.Attr("shape").(*ShapeAttr)
	if sh == nil {
		return 0
	}
	return mmaVariants[fmt.Sprintf("m%dn%dk%d.%s", sh.M, sh.N, sh.K, enumValue(op, "multiplicandAPtxType"))].minSM
}

func typesString(ts []ir.Type) string {
	var s []string
	for _, t := range ts {
		s = append(s, ir.TypeString(t))
	}
	return strings.Join(s, ", ")
}

func verifyMma(op *ir.Operation) error {
	ctx := op.Context()
	sh := op.Attr("shape").(*ShapeAttr)
	aType, bType := enumValue(op, "multiplicandAPtxType"), enumValue(op, "multiplicandBPtxType")
	v, ok := mmaVariants[fmt.Sprintf("m%dn%dk%d.%s", sh.M, sh.N, sh.K, aType)]
	if !ok || aType != bType {
		return op.EmitError("unimplemented variant for MMA shape <%d, %d, %d>", sh.M, sh.N, sh.K)
	}
	groups := [3][]*ir.Value{}
	for i, name := range mmaFrags {
		groups[i] = op.Def().OperandGroup(op, "operand"+name)
	}
	check := func(i, n int, t ir.Type) error {
		good := len(groups[i]) == n
		for _, x := range groups[i] {
			good = good && x.Type() == t
		}
		if !good {
			var ts []ir.Type
			for _, x := range groups[i] {
				ts = append(ts, x.Type())
			}
			return op.EmitError("Could not match types for the %s operands; expected one of %dx%s but got %s",
				mmaFrags[i], n, ir.TypeString(t), typesString(ts))
		}
		return nil
	}
	if err := check(0, v.a, v.abType(ctx)); err != nil {
		return err
	}
	if err := check(1, v.b, v.abType(ctx)); err != nil {
		return err
	}
	// C: one of the accumulators.
	cAcc, rAcc := -1, -1
	var cAllowed, rAllowed []string
	rt := op.Result(0).Type()
	for i, acc := range v.accums {
		t := acc.t(ctx)
		cAllowed = append(cAllowed, fmt.Sprintf("%dx%s", acc.n, ir.TypeString(t)))
		body := make([]ir.Type, acc.n)
		for j := range body {
			body[j] = t
		}
		st := llvm.LiteralStruct(ctx, body, false)
		rAllowed = append(rAllowed, ir.TypeString(st))
		if rt == ir.Type(st) {
			rAcc = i
		}
		good := len(groups[2]) == acc.n
		for _, x := range groups[2] {
			good = good && x.Type() == t
		}
		if good {
			cAcc = i
		}
	}
	if cAcc < 0 {
		var ts []ir.Type
		for _, x := range groups[2] {
			ts = append(ts, x.Type())
		}
		return op.EmitError("Could not match types for the C operands; expected one of %s but got %s",
			strings.Join(cAllowed, ", "), typesString(ts))
	}
	if rAcc < 0 {
		return op.EmitError("Could not match allowed types for the result; expected one of %s but got %s",
			strings.Join(rAllowed, ", "), ir.TypeString(rt))
	}
	if cAcc != rAcc {
		return op.EmitError("ctype does not match dtype")
	}
	if !v.anyLays && (enumValue(op, "layoutA") != "row" || enumValue(op, "layoutB") != "col") {
		return op.EmitError("requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <%d, %d, %d> with element types %s and %s. Only m8n8k4 with f16 supports other layouts.",
			sh.M, sh.N, sh.K, aType, bType)
	}
	return nil
}

// ---- cp.async ----

// opError is an error at op without the `'name' op` prefix (upstream
// emits cp.async's size errors that way).
func opError(op *ir.Operation, msg string) error {
	return &ir.Diagnostic{Severity: ir.SevError, Loc: op.Loc(), Op: op, Message: msg}
}

func verifyCpAsync(op *ir.Operation) error {
	size := intVal(op.Attr("size"))
	mod := enumValue(op, "modifier")
	if size != 4 && size != 8 && size != 16 {
		return opError(op, "expected byte size to be either 4, 8 or 16.")
	}
	if mod == "cg" && size != 16 {
		return opError(op, "CG cache modifier is only support for 16 bytes copy.")
	}
	if mod != "cg" && mod != "ca" {
		return opError(op, "Only CG and CA cache modifiers are supported.")
	}
	return nil
}
