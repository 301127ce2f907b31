package gpuoutline

import (
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/functollvm"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
)

// BarePointerPass is strata-gpu-bare-pointer-kernels. A memref passes to a
// kernel as its descriptor's 3 + 2×rank fields, each a kernel parameter the
// host stores and the kernel loads: vit_tiny's host code stored 15,800 of
// them (5 MB of LLVM IR for 324 launches). A static memref needs only its
// pointer.
var BarePointerPass = &passes.Pass{
	Argument: "strata-gpu-bare-pointer-kernels",
	Name:     "GpuBarePointerKernelsPass",
	Summary:  "Kernels whose memrefs are all static take them as bare pointers",
	Description: "Marks with llvm.bareptr each kernel gpu.func that has memref arguments, all of static shape " +
		"and strides with offset 0 (the types convert-func-to-llvm's bare-pointer convention takes). " +
		"convert-gpu-to-nvvm then gives such a kernel one pointer per memref (its aligned pointer; the sizes and " +
		"strides are constants of its code) instead of the descriptor's fields, and the launches follow the " +
		"kernel: strata-gpu-link-binary and gpu-module-to-binary copy the mark onto each gpu.launch_func of it, " +
		"which gpu-to-llvm then passes the pointers alone.",
	Dialects: []string{"gpu"},
	Run: func(r *passes.Run) error {
		unit := r.Ctx.UnitAttr()
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == gpu.Func && gpu.IsKernel(op) && barePointerKernel(op) {
				op.SetDiscardableAttr(functollvm.BarePtrAttr, unit)
			}
		})
		return nil
	},
}

// barePointerKernel reports whether kernel has memref arguments and each
// can be passed as a bare pointer.
func barePointerKernel(kernel *ir.Operation) bool {
	ft := gpu.FunctionType(kernel)
	if ft == nil {
		return false
	}
	ok, memrefs := tollvm.AllCanBeBare(ft.Inputs)
	return ok && memrefs > 0
}
