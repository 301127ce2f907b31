package cpukernels

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// Attributes of a micro-kernel function (strata-outline-ukernels).
const (
	// UKernelAttr names the micro-kernel that implements the function
	// (its body is the reference the interpreter runs).
	UKernelAttr = "strata.ukernel"
	// MatmulF32 is the f32 matmul micro-kernel, __strata_matmul_f32.
	MatmulF32 = "matmul_f32"
	// RolesAttrPrefix starts the attributes (…a, …b, …c) that give, for
	// each dimension of the memrefs A, B and C, the role of its loop.
	RolesAttrPrefix = "strata.ukernel.roles."
	// UKernelPrefix starts a micro-kernel function's name.
	UKernelPrefix = "__strata_ukernel_"
)

// The roles of a matmul's loops: C[b, i, j] += A[b, i, k] * B[b, k, j].
const (
	RoleBatch = iota
	RoleI
	RoleJ
	RoleK
)

// OutlineUKernels is strata-outline-ukernels.
var OutlineUKernels = &passes.Pass{
	Argument: "strata-outline-ukernels",
	Name:     "OutlineUKernelsPass",
	Summary:  "Move matmul-like linalg ops on f32 memrefs into functions a micro-kernel implements",
	Description: "Each linalg.generic on memrefs of f32 that computes C[b, i, j] += A[b, i, k] * B[b, k, j] " +
		"(two inputs, one output, a body of arith.mulf and arith.addf, one reduction dim, every map a projected " +
		"permutation; the batch dim optional and possibly absent from A or B, the i or j dim optional) moves into a " +
		"private func.func " + UKernelPrefix + "HASH marked " + KernelAttr + " and " + UKernelAttr + " = \"" + MatmulF32 + "\", " +
		"with " + RolesAttrPrefix + "{a,b,c} giving each memref dim's role (0 batch, 1 i, 2 j, 3 k), and is replaced " +
		"by a call. The function's body is the op itself, which the interpreter runs and the loop lowerings lower; " +
		"strata-cpu-link-ukernels, on the llvm dialect, replaces it by a call of the CPU runtime's blocked matmul",
	Anchor:   builtin.Module.Name,
	Dialects: []string{"func"},
	Run:      func(r *passes.Run) error { return outlineUKernels(r.Op) },
}

func outlineUKernels(module *ir.Operation) error {
	var ops []*ir.Operation
	var funcs []*ir.Operation
	body := module.Region(0).Front()
	for op := body.First(); op != nil; op = op.Next() {
		if op.Def() == fn.Func && !op.HasAttr(KernelAttr) {
			funcs = append(funcs, op)
		}
	}
	for _, f := range funcs {
		ir.WalkOps(f, func(op *ir.Operation) {
			if op.Def() == linalg.Generic {
				if _, ok := matmulRoles(op); ok {
					ops = append(ops, op)
				}
			}
		})
	}
	o := &outliner{module: module, ctx: module.Context(), kernels: map[string]bool{}}
	for op := body.First(); op != nil; op = op.Next() {
		if op.HasAttr(KernelAttr) {
			o.kernels[ir.SymbolName(op)] = true
		}
	}
	for _, op := range ops {
		o.outlineMatmul(op)
	}
	return nil
}

// matmulRoles returns the role of each loop of a matmul-like linalg op
// (RoleBatch..RoleK), or false when op is not one.
func matmulRoles(op *ir.Operation) ([]int, bool) {
	ins, outs := linalg.Inputs(op), linalg.Outputs(op)
	if len(ins) != 2 || len(outs) != 1 || op.NumResults() != 0 {
		return nil, false
	}
	for _, v := range append(append([]*ir.Value{}, ins...), outs...) {
		mt, ok := v.Type().(*ir.MemRefType)
		if !ok {
			return nil, false
		}
		if ft, ok := mt.Elem.(*ir.FloatType); !ok || ft.Kind != ir.F32 {
			return nil, false
		}
	}
	if !isMulAdd(op.Region(0)) {
		return nil, false
	}
	maps, err := linalg.IndexingMaps(op)
	if err != nil || len(maps) != 3 {
		return nil, false
	}
	iters, err := linalg.IteratorTypes(op)
	if err != nil {
		return nil, false
	}
	n := len(iters)
	// in[o][d]: loop d indexes operand o.
	in := make([][]bool, 3)
	for o, m := range maps {
		in[o] = make([]bool, n)
		if m.NumDims != n || m.NumSyms != 0 {
			return nil, false
		}
		for _, e := range m.Results {
			if e.Kind != ir.AffineDim || in[o][e.Val] {
				return nil, false
			}
			in[o][e.Val] = true
		}
	}
	roles := make([]int, n)
	count := [4]int{}
	var iLike, jLike []int
	for d, it := range iters {
		a, b, c := in[0][d], in[1][d], in[2][d]
		switch {
		case it == "reduction" && a && b && !c:
			roles[d] = RoleK
		case it != "parallel" || !c:
			return nil, false
		case a && b:
			roles[d] = RoleBatch
		case a:
			roles[d] = RoleI
			iLike = append(iLike, d)
		case b:
			roles[d] = RoleJ
			jLike = append(jLike, d)
		default:
			return nil, false
		}
		count[roles[d]]++
	}
	// A batch dim that one operand broadcasts looks like an i or j dim:
	// the outer of two is the batch.
	if count[RoleBatch] == 0 && len(iLike) == 2 {
		roles[iLike[0]] = RoleBatch
		count[RoleBatch], count[RoleI] = 1, 1
	} else if count[RoleBatch] == 0 && len(jLike) == 2 {
		roles[jLike[0]] = RoleBatch
		count[RoleBatch], count[RoleJ] = 1, 1
	}
	if count[RoleK] != 1 || count[RoleBatch] > 1 || count[RoleI] > 1 || count[RoleJ] > 1 {
		return nil, false
	}
	return roles, true
}

// isMulAdd reports whether a linalg body is out + in0 * in1 (in any
// operand order).
func isMulAdd(r *ir.Region) bool {
	blk := r.Front()
	if blk == nil || blk.NumArgs() != 3 || blk.NumOps() != 3 {
		return false
	}
	mul := blk.First()
	add := mul.Next()
	yield := add.Next()
	if mul.Def() != arith.MulF || add.Def() != arith.AddF || yield.Def() != linalg.Yield || yield.NumOperands() != 1 || yield.Operand(0) != add.Result(0) {
		return false
	}
	in0, in1, out := blk.Arg(0), blk.Arg(1), blk.Arg(2)
	m0, m1 := mul.Operand(0), mul.Operand(1)
	if !((m0 == in0 && m1 == in1) || (m0 == in1 && m1 == in0)) {
		return false
	}
	a0, a1 := add.Operand(0), add.Operand(1)
	return (a0 == out && a1 == mul.Result(0)) || (a1 == out && a0 == mul.Result(0))
}

// outlineMatmul moves a matmul-like op into a micro-kernel function.
func (o *outliner) outlineMatmul(op *ir.Operation) {
	ctx := o.ctx
	roles, _ := matmulRoles(op)
	maps, _ := linalg.IndexingMaps(op)
	operands := append(append([]*ir.Value{}, linalg.Inputs(op)...), linalg.Outputs(op)...)
	entry := ir.NewBlock()
	m := ir.NewIRMapping()
	var types []ir.Type
	for _, v := range operands {
		m.Map(v, entry.AddArgument(v.Type(), v.Loc()))
		types = append(types, v.Type())
	}
	b := ir.NewBuilder(ctx)
	b.Loc = op.Loc()
	b.SetInsertionPointToEnd(entry)
	// Values the op uses from above besides its operands (none for a
	// matmul body) would make it no micro-kernel: checked by isMulAdd.
	b.Insert(op.Clone(m))
	b.Build(fn.Return, nil, nil)
	region := ir.NewRegion()
	region.Append(entry)
	attrs := []ir.NamedAttr{
		{Name: "function_type", Value: ctx.TypeAttr(ctx.FunctionType(types, nil))},
		{Name: "sym_visibility", Value: ctx.StringAttr("private")},
		{Name: KernelAttr, Value: ctx.UnitAttr()},
		{Name: UKernelAttr, Value: ctx.StringAttr(MatmulF32)},
	}
	for i, name := range []string{"a", "b", "c"} {
		var rs []int64
		for _, e := range maps[i].Results {
			rs = append(rs, int64(roles[e.Val]))
		}
		attrs = append(attrs, ir.NamedAttr{Name: RolesAttrPrefix + name, Value: ctx.DenseI64Array(rs)})
	}
	name := o.addKernel(UKernelPrefix, op.Loc(), attrs, region)
	b.SetInsertionPoint(op)
	b.Build(fn.Call, operands, nil, ir.NamedAttr{Name: "callee", Value: ctx.SymbolRefAttr(name)})
	op.Erase()
}
