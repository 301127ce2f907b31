// Package gputonvvm is convert-gpu-to-nvvm: inside each gpu.module, gpu
// functions become llvm.func (kernels marked nvvm.kernel), the gpu ops
// become nvvm special-register reads, barriers and warp shuffles, and the
// arith, math, memref, cf, scf and func ops the kernels use are lowered by
// the CPU path's conversions, so that the gpu.module ends up in the llvm
// and nvvm dialects only, ready for emit/ptx. It also holds
// gpu-module-to-binary, which replaces such a gpu.module by a gpu.binary
// holding its PTX.
//
// The calling convention of a function is convert-func-to-llvm's (a memref
// argument is passed as allocated pointer, aligned pointer, offset, sizes,
// strides; a bare pointer under use-bare-ptr-memref-call-conv), since the
// host passes kernel arguments in that order.
package gputonvvm

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/arithtollvm"
	"github.com/strata-compiler/strata/lowering/cftollvm"
	"github.com/strata-compiler/strata/lowering/functollvm"
	"github.com/strata-compiler/strata/lowering/gpuoutline"
	"github.com/strata-compiler/strata/lowering/mathtofuncs"
	"github.com/strata-compiler/strata/lowering/mathtolibm"
	"github.com/strata-compiler/strata/lowering/mathtollvm"
	"github.com/strata-compiler/strata/lowering/memreftollvm"
	"github.com/strata-compiler/strata/lowering/scftocf"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/lowering/vectortollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-gpu-to-nvvm.
var Pass = &passes.Pass{
	Argument: "convert-gpu-to-nvvm",
	Name:     "ConvertGpuOpsToNVVMOps",
	Summary:  "Generate NVVM operations for gpu operations",
	Description: `Lowers a gpu.module to the llvm and nvvm dialects: gpu.func becomes llvm.func
(kernels keep gpu.kernel and get nvvm.kernel; arguments follow convert-func-to-llvm's
calling convention), workgroup attributions become addr_space 3 globals, private ones
allocas; thread/block ids and sizes read PTX special registers; gpu.barrier is
nvvm.barrier0, gpu.shuffle nvvm.shfl.sync; the nvgpu async copies become cp.async
(as convert-nvgpu-to-nvvm lowers them); gpu.subgroup_reduce is a butterfly of xor
shuffles and gpu.all_reduce a two-level reduction through workgroup memory. The scf,
arith, math (intrinsics, then libm-style calls), memref, func and cf ops inside are lowered
by their own conversions. memref.alloc/dealloc and gpu.printf inside a gpu.module are
rejected. Code outside gpu.module is not touched.`,
	Anchor: gpu.Module.Name,
	Options: []passes.Option{
		{Name: "index-bitwidth", Description: "Bitwidth of the index type, 0 to use size of machine word", Kind: passes.UintOption, Default: "64"},
		{Name: "use-bare-ptr-memref-call-conv", Description: "Replace memref arguments in GPU functions with bare pointers. All memrefs must have static shape.", Kind: passes.BoolOption, Default: "false"},
	},
	Dialects: []string{"llvm", "nvvm"},
	Run: func(r *passes.Run) error {
		return Apply(r.Op, tollvm.Options{IndexBitwidth: int(r.Int("index-bitwidth")),
			BarePtrCallConv: r.Bool("use-bare-ptr-memref-call-conv")})
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass, NVGPUPass, ExpandReductionsPass} }

// Apply lowers the gpu.module m to the llvm and nvvm dialects.
func Apply(m *ir.Operation, o tollvm.Options) error {
	if o.IndexBitwidth == 0 {
		o.IndexBitwidth = 64
	}
	o.Types = deviceTypes
	o.Offsets32 = !usesTensorCores(m)
	if err := check(m, o); err != nil {
		return err
	}
	mapMemorySpaces(m)
	// Integer powers become functions of loops, then structured control
	// flow goes first, so that the all_reduce expansion may split blocks.
	if err := mathtofuncs.Apply(m, 1); err != nil {
		return err
	}
	if err := scftocf.Apply(m); err != nil {
		return err
	}
	if err := expandReductions(m); err != nil {
		return err
	}
	steps := []func() error{
		func() error { return vectorToLLVM(m, o) },
		// rsqrt computed in f32 becomes libdevice's __nv_rsqrtf, PTX's
		// rsqrt.approx.f32 (as upstream, which calls libdevice, and as
		// PyTorch's kernels, whose rsqrtf it is), before math-to-llvm would
		// expand it to 1 / sqrt: sqrt.rn and div.rn, some twenty
		// instructions with slow paths, per element of a batch norm folded
		// into a convolution's epilogue.
		func() error { return mathtolibm.ApplyIf(m, approximateRsqrt) },
		func() error { return mathtollvm.Apply(m) },
		func() error { return mathtolibm.Apply(m) },
		func() error { return convertGPU(m, o) },
		func() error { return arithtollvm.Apply(m, o) },
		func() error { return memreftollvm.Apply(m, o, memreftollvm.Alloc{}) },
		func() error { return functollvm.Apply(m, o) },
		func() error { return cftollvm.Apply(m, o) },
		func() error { return rewrite.ReconcileUnrealizedCasts(m) },
	}
	for _, s := range steps {
		if err := s(); err != nil {
			return err
		}
	}
	eraseDeadOps(m)
	// Whatever is not llvm or nvvm now had no lowering.
	var left *ir.Operation
	ir.Walk(m, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op == m {
			return ir.Advance
		}
		if d := op.OpName().Dialect; d != "llvm" && d != "nvvm" {
			left = op
			return ir.Interrupt
		}
		return ir.Advance
	})
	if left != nil {
		d := ir.NewDiagnostic(ir.SevError, left.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", left.Name())
		d.Op = left
		return d
	}
	return nil
}

// check rejects what has no lowering on the device, with a message that
// says why, before anything is changed.
// vectorToLLVM runs convert-vector-to-llvm on a module that holds vector
// ops (the kernels' vectorized loads and stores), as the CPU pipeline does
// before the memref conversion.
func vectorToLLVM(m *ir.Operation, o tollvm.Options) error {
	has := false
	ir.Walk(m, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if slices.Contains(vector.Ops, op.Def()) {
			has = true
			return ir.Interrupt
		}
		return ir.Advance
	})
	if !has {
		return nil
	}
	return vectortollvm.Apply(m, o)
}

func check(m *ir.Operation, o tollvm.Options) error {
	var err error
	ir.Walk(m, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		switch op.Name() {
		case memref.Alloc.Name, memref.Realloc.Name, memref.Dealloc.Name:
			err = op.EmitError("cannot be lowered inside a gpu.module: there is no device heap; allocate on the host (gpu.alloc) or use a workgroup or private attribution")
		case gpu.Printf.Name:
			err = op.EmitError("is not supported by convert-gpu-to-nvvm")
		case gpu.Func.Name:
			err = checkFunc(op, o)
		case gpu.SubgroupMmaLoadMatrix.Name, gpu.SubgroupMmaStoreMatrix.Name, gpu.SubgroupMmaCompute.Name, gpu.SubgroupMmaConstantMatrix.Name:
			err = checkMMA(op)
		case gpu.AllReduce.Name, gpu.SubgroupReduce.Name:
			err = checkReduction(op)
		case gpu.Shuffle.Name:
			if !shuffleable(op.Operand(0).Type()) {
				err = op.EmitError("cannot shuffle values of type %s: only integers and floats of up to 64 bits and index are supported", ir.TypeString(op.Operand(0).Type()))
			}
		}
		if err != nil {
			return ir.Interrupt
		}
		return ir.Advance
	})
	return err
}

func checkFunc(op *ir.Operation, o tollvm.Options) error {
	ft := gpu.FunctionType(op)
	if ft == nil {
		return op.EmitError("has no function type")
	}
	wg, priv := gpu.Attributions(op)
	for _, a := range append(append([]*ir.Value(nil), wg...), priv...) {
		mt, ok := a.Type().(*ir.MemRefType)
		if !ok || !tollvm.CanBeBare(mt) {
			return op.EmitError("attribution of type %s cannot be lowered: attributions need a static shape and the identity layout", ir.TypeString(a.Type()))
		}
	}
	// Workgroup attributions become static .shared arrays, which PTX limits
	// to 48 KiB a block on every chip (more needs dynamic shared memory).
	shared := int64(0)
	for _, a := range wg {
		mt := a.Type().(*ir.MemRefType)
		n := int64(ir.ElemBytes(mt.Elem))
		for _, d := range mt.Dims {
			n *= d
		}
		shared += n
	}
	if offsets, ok := op.Attr(gpuoutline.DynamicWorkgroupAttr).(*ir.DenseArrayAttr); ok {
		// strata-gpu-dynamic-workgroup-memory's layout: an offset each, in
		// order, each attribution inside the total.
		if len(offsets.Ints) != len(wg)+1 {
			return op.EmitError("%s has %d values; the kernel has %d workgroup attributions (one offset each, then the total)", gpuoutline.DynamicWorkgroupAttr, len(offsets.Ints), len(wg))
		}
		total := offsets.Ints[len(wg)]
		for i, a := range wg {
			mt := a.Type().(*ir.MemRefType)
			end := offsets.Ints[i] + ir.NumElements(mt)*int64(ir.ElemBytes(mt.Elem))
			if offsets.Ints[i] < 0 || offsets.Ints[i]%16 != 0 || end > total || i > 0 && offsets.Ints[i] < offsets.Ints[i-1] {
				return op.EmitError("%s places workgroup attribution #%d at byte %d, not a multiple of 16 after the previous one with its %d bytes inside the total %d", gpuoutline.DynamicWorkgroupAttr, i, offsets.Ints[i], end-offsets.Ints[i], total)
			}
		}
		if total > maxDynamicShared {
			return op.EmitError("its workgroup attributions need %d bytes of dynamic shared memory; a block may have at most %d bytes", total, maxDynamicShared)
		}
	} else if shared > maxStaticShared {
		return op.EmitError("its workgroup attributions need %d bytes of shared memory; a block may have at most %d bytes of static shared memory (strata-gpu-dynamic-workgroup-memory makes more dynamic)", shared, maxStaticShared)
	}
	if o.BarePtrCallConv {
		for i, t := range ft.Inputs {
			if mt, ok := t.(*ir.MemRefType); ok && !tollvm.CanBeBare(mt) {
				return op.EmitError("argument %d of type %s cannot be passed as a bare pointer (use-bare-ptr-memref-call-conv needs static shapes and the identity layout)", i, ir.TypeString(t))
			}
		}
	}
	return nil
}

// maxStaticShared is the static shared memory a block may declare (PTX,
// every chip), maxDynamicShared the most a block may have on sm_90.
const maxStaticShared, maxDynamicShared = gpuoutline.StaticSharedLimit, 227 << 10

// shuffleable reports whether nvvm.shfl.sync can move a value of type t
// (in one or two 32-bit pieces).
func shuffleable(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IndexType:
		return true
	case *ir.IntegerType:
		return t.Width <= 64
	case *ir.FloatType:
		return ir.IntOrFloatBitWidth(t) <= 64
	}
	return false
}

func enclosingFunc(op *ir.Operation) *ir.Operation {
	for o := op.ParentOp(); o != nil; o = o.ParentOp() {
		if o.Name() == gpu.Func.Name {
			return o
		}
	}
	return nil
}

// NVVM's address spaces of the gpu memory spaces (upstream's
// populateGpuMemorySpaceAttributeConversions for NVVM): global memory is 1,
// workgroup (shared) memory 3, private memory the generic space 0.
var addressSpaces = map[string]int64{"global": 1, "workgroup": 3, "private": 0}

// mapMemorySpaces rewrites the memref types inside m so that
// #gpu.address_space<...> memory spaces become NVVM's integer address
// spaces, which the llvm type converter understands.
func mapMemorySpaces(m *ir.Operation) {
	ctx := m.Context()
	var mapType func(t ir.Type) ir.Type
	mapType = func(t ir.Type) ir.Type {
		switch t := t.(type) {
		case *ir.MemRefType:
			return numberedSpace(ctx, t)
		case *ir.FunctionType:
			ins := make([]ir.Type, len(t.Inputs))
			for i, x := range t.Inputs {
				ins[i] = mapType(x)
			}
			outs := make([]ir.Type, len(t.Results))
			for i, x := range t.Results {
				outs[i] = mapType(x)
			}
			return ctx.FunctionType(ins, outs)
		}
		return t
	}
	ir.Walk(m, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		for _, r := range op.Results() {
			r.SetType(mapType(r.Type()))
		}
		for i := 0; i < op.NumRegions(); i++ {
			for b := op.Region(i).Front(); b != nil; b = b.Next() {
				for _, a := range b.Args() {
					a.SetType(mapType(a.Type()))
				}
			}
		}
		for _, a := range op.Attrs() {
			if ta, ok := a.Value.(*ir.TypeAttr); ok {
				if nt := mapType(ta.Type); nt != ta.Type {
					op.SetAttr(a.Name, ctx.TypeAttr(nt))
				}
			}
		}
		return ir.Advance
	})
}

// numberedSpace is t with its #gpu.address_space as NVVM's address space
// number (none for global).
func numberedSpace(ctx *ir.Context, t *ir.MemRefType) *ir.MemRefType {
	e, ok := t.MemorySpace.(*gpu.EnumAttr)
	if !ok || e.Mnemonic != "address_space" {
		return t
	}
	var space ir.Attribute
	if n := addressSpaces[e.Value]; n != 0 {
		space = ctx.IntegerAttr(ctx.I(64), n)
	}
	return ctx.MemRefType(t.Dims, t.Elem, t.Layout, space)
}

// eraseDeadOps erases the unused side-effect-free ops inside m's
// functions (ids, shuffles and constants nobody reads), as upstream's
// conversion driver does.
func eraseDeadOps(m *ir.Operation) {
	var ops []*ir.Operation
	ir.WalkOps(m, func(op *ir.Operation) {
		if op.ParentOp() != m && op != m {
			ops = append(ops, op)
		}
	})
	for i := len(ops) - 1; i >= 0; i-- {
		if op := ops[i]; op.Block() != nil && op.NumResults() > 0 && rewrite.IsTriviallyDead(op) {
			op.Erase()
		}
	}
}

// MarkBarePointerLaunches makes each gpu.launch_func under top whose kernel
// is a converted llvm.func carry llvm.bareptr exactly when the kernel does
// (it takes its memrefs as bare pointers), so that gpu-to-llvm passes what
// the kernel takes. The passes that replace the kernel modules by a
// gpu.binary (after which the kernels' signatures are gone) call it first.
func MarkBarePointerLaunches(top *ir.Operation) {
	unit := top.Context().UnitAttr()
	ir.WalkOps(top, func(op *ir.Operation) {
		if op.Def() != gpu.LaunchFunc {
			return
		}
		kernel := gpu.KernelOf(op)
		if kernel == nil || kernel.Def() != llvm.FuncOp {
			return
		}
		if kernel.HasAttr(functollvm.BarePtrAttr) {
			op.SetDiscardableAttr(functollvm.BarePtrAttr, unit)
		} else {
			op.RemoveAttr(functollvm.BarePtrAttr)
		}
	})
}

// usesTensorCores reports whether a kernel of m multiplies on the tensor
// cores. Those keep 64-bit offsets: on an H100 (2026-12-06, one call,
// bench/gpu/results/h100-offsets32-*.tsv) resnet18 at batch 32 took
// 3.57 ms with 32-bit offsets in every kernel, 3.42 with none and 3.38
// with all but the tensor-core kernels; its last stage's tf32 products
// (split K) took 0.61 ms in the first build's profile, though ptxas gave
// them 85 registers instead of 128.
func usesTensorCores(m *ir.Operation) bool {
	found := false
	ir.WalkOps(m, func(op *ir.Operation) { found = found || op.Def() == gpu.SubgroupMmaCompute })
	return found
}

// approximateRsqrt says whether op is a math.rsqrt computed in f32 (of
// f32, f16 or bf16), which the kernels compute with rsqrt.approx.f32.
func approximateRsqrt(op *ir.Operation) bool {
	if op.Def() != math.Rsqrt {
		return false
	}
	ft, ok := op.Result(0).Type().(*ir.FloatType)
	return ok && (ft.Kind == ir.F32 || ft.Kind == ir.F16 || ft.Kind == ir.BF16)
}
