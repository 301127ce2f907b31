package cpukernels

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// MatmulF32Symbol is the CPU runtime's matmul (runtime/cpurt):
// void __strata_matmul_f32(int64_t batch, int64_t m, int64_t n, int64_t k,
// const float *a, int64_t a_b, int64_t a_i, int64_t a_k, const float *b,
// int64_t b_b, int64_t b_k, int64_t b_j, float *c, int64_t c_b, int64_t c_i,
// int64_t c_j): C[b, i, j] += sum over k of A[b, i, k] * B[b, k, j], every
// operand through its element strides.
const MatmulF32Symbol = "__strata_matmul_f32"

// LinkUKernels is strata-cpu-link-ukernels.
var LinkUKernels = &passes.Pass{
	Argument: "strata-cpu-link-ukernels",
	Name:     "CPULinkUKernelsPass",
	Summary:  "Replace the bodies of micro-kernel functions by calls of the CPU runtime's micro-kernels",
	Description: "On the llvm dialect: the body of each llvm.func marked " + UKernelAttr + " = \"" + MatmulF32 + "\" (from " +
		"strata-outline-ukernels, its memrefs passed as descriptors: allocated and aligned pointers, offset, sizes, " +
		"strides) becomes a call of " + MatmulF32Symbol + " with the sizes of the batch, i, j and k loops and, for " +
		"each operand, the address of its first element and its strides along each role (0 where the operand " +
		"does not have the loop)",
	Anchor:   builtin.Module.Name,
	Dialects: []string{"llvm"},
	Run:      func(r *passes.Run) error { return linkUKernels(r.Op) },
}

func linkUKernels(module *ir.Operation) error {
	var fns []*ir.Operation
	for op := module.Region(0).Front().First(); op != nil; op = op.Next() {
		if op.Def() == llvm.FuncOp && !op.Region(0).Empty() {
			if k, ok := op.Attr(UKernelAttr).(*ir.StringAttr); ok && k.Value == MatmulF32 {
				fns = append(fns, op)
			}
		}
	}
	for _, f := range fns {
		if err := linkMatmul(module, f); err != nil {
			return err
		}
	}
	return nil
}

// operandView is one memref operand's descriptor fields among a
// function's arguments.
type operandView struct {
	aligned, offset *ir.Value
	sizes, strides  []*ir.Value
	roles           []int64
}

func linkMatmul(module, f *ir.Operation) error {
	ctx := module.Context()
	i64 := ctx.I(64)
	ptr := llvm.Ptr(ctx, 0)
	// The new body takes the old entry block's arguments.
	old := f.Region(0).Front()
	entry := ir.NewBlock()
	for _, a := range old.Args() {
		entry.AddArgument(a.Type(), a.Loc())
	}
	var views [3]operandView
	next := 0
	for i, name := range []string{"a", "b", "c"} {
		roles, ok := f.Attr(RolesAttrPrefix + name).(*ir.DenseArrayAttr)
		if !ok {
			return f.EmitError("a %s micro-kernel needs %s%s", MatmulF32, RolesAttrPrefix, name)
		}
		r := len(roles.Ints)
		if next+3+2*r > entry.NumArgs() {
			return f.EmitError("a %s micro-kernel takes its memrefs as descriptors (allocated and aligned pointers, offset, sizes, strides): %d arguments are too few", MatmulF32, entry.NumArgs())
		}
		args := entry.Args()[next:]
		views[i] = operandView{aligned: args[1], offset: args[2], sizes: args[3 : 3+r], strides: args[3+r : 3+2*r]}
		for _, v := range roles.Ints {
			views[i].roles = append(views[i].roles, v)
		}
		next += 3 + 2*r
	}
	if next != entry.NumArgs() {
		return f.EmitError("a %s micro-kernel takes exactly three memref descriptors", MatmulF32)
	}
	b := ir.NewBuilder(ctx)
	b.Loc = f.Loc()
	b.SetInsertionPointToEnd(entry)
	zero := b.Build(llvm.Constant, nil, []ir.Type{i64}, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(i64, 0)}).Result(0)
	one := b.Build(llvm.Constant, nil, []ir.Type{i64}, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(i64, 1)}).Result(0)
	find := func(v operandView, role int64, vals []*ir.Value, absent *ir.Value) *ir.Value {
		for d, r := range v.roles {
			if r == role {
				return vals[d]
			}
		}
		return absent
	}
	a, bm, c := views[0], views[1], views[2]
	args := []*ir.Value{
		find(c, RoleBatch, c.sizes, one), find(c, RoleI, c.sizes, one), find(c, RoleJ, c.sizes, one), find(a, RoleK, a.sizes, one),
	}
	for _, v := range []struct {
		view  operandView
		roles [3]int64
	}{{a, [3]int64{RoleBatch, RoleI, RoleK}}, {bm, [3]int64{RoleBatch, RoleK, RoleJ}}, {c, [3]int64{RoleBatch, RoleI, RoleJ}}} {
		first := b.Build(llvm.GEP, []*ir.Value{v.view.aligned, v.view.offset}, []ir.Type{ptr},
			ir.NamedAttr{Name: "rawConstantIndices", Value: ctx.DenseI32Array([]int64{llvm.GEPDynamicIndex})},
			ir.NamedAttr{Name: "elem_type", Value: ctx.TypeAttr(ctx.F32())}).Result(0)
		args = append(args, first)
		for _, role := range v.roles {
			args = append(args, find(v.view, role, v.view.strides, zero))
		}
	}
	var params []ir.Type
	for _, a := range args {
		params = append(params, a.Type())
	}
	declare(module, MatmulF32Symbol, llvm.Func(ctx, llvm.Void(ctx), params, false))
	buildCall(b, MatmulF32Symbol, args, nil)
	b.Build(llvm.Return, nil, nil)
	// The reference body goes; the arguments are the same values.
	for _, blk := range f.Region(0).Blocks() {
		for _, op := range blk.Ops() {
			op.DropAllReferences()
		}
	}
	for _, blk := range f.Region(0).Blocks() {
		blk.Erase()
	}
	f.Region(0).Append(entry)
	return nil
}
