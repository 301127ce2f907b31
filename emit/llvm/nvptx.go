package llvm

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/ir"
)

// NVPTXTriple and NVPTXDataLayout are the target of TranslateGPU's
// modules: LLVM 22's nvptx64 layout (64-bit generic pointers, 32-bit
// shared-cluster pointers in address space 6).
const (
	NVPTXTriple     = "nvptx64-nvidia-cuda"
	NVPTXDataLayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
)

// TranslateGPU writes the llvm.funcs and llvm.mlir.globals of container (a
// gpu.module after convert-gpu-to-nvvm, or any op with one block of them)
// as an LLVM module for NVPTX, to be compiled by
// `llc -march=nvptx64 -mcpu=sm_90`: the nvptx64 triple and data layout,
// kernels (gpu.kernel or nvvm.kernel) in the ptx_kernel calling convention,
// globals in their address space (3 is shared memory), and the nvvm ops as
// NVVM intrinsics (llvm.nvvm.read.ptx.sreg.*, llvm.nvvm.barrier0,
// llvm.nvvm.shfl.sync.*, llvm.nvvm.vote.*.sync, llvm.nvvm.membar.*).
// llvm.intr.* math stays an LLVM intrinsic (llc selects sqrt, fabs, floor,
// ceil, trunc, rint, fma, minnum/maxnum, minimum/maximum, copysign
// natively); libm calls (expf, ...) and the intrinsics NVPTX has no
// instruction for (llvm.exp.f32, ...) become calls llc leaves to an
// external function: see ExternalCalls.
func TranslateGPU(container *ir.Operation) (s string, err error) {
	m, err := translate(container, true)
	if err != nil {
		return "", err
	}
	m.TargetTriple = NVPTXTriple
	m.DataLayout = NVPTXDataLayout
	defer func() {
		if r := recover(); r != nil {
			s, err = "", container.EmitError("LLVM IR printing failed: %v", r)
		}
	}()
	return m.String(), nil
}

func isKernel(op *ir.Operation) bool {
	return op.HasAttr("gpu.kernel") || op.HasAttr("nvvm.kernel")
}

func nvvmEnum(op *ir.Operation, name string) string {
	if a, ok := op.Attr(name).(*nvvm.EnumAttr); ok {
		return a.Value
	}
	return ""
}

// nvvmOp translates one nvvm op to a call of its NVVM intrinsic.
func (e *emitter) nvvmOp(op *ir.Operation, args []value.Value, rt types.Type) (value.Value, error) {
	b := e.block
	call := func(name string, ret types.Type, args ...value.Value) *llir.InstCall {
		var ps []types.Type
		for _, a := range args {
			ps = append(ps, a.Type())
		}
		return b.NewCall(e.intrinsicDecl(name, ret, ps...), args...)
	}
	d := op.Def()
	if reg, ok := nvvm.SRegs[d]; ok {
		v := value.Value(call("llvm.nvvm.read.ptx.sreg."+reg, types.I32))
		switch t := rt.(type) {
		case *types.IntType:
			if t.BitSize > 32 {
				v = b.NewZExt(v, t)
			} else if t.BitSize < 32 {
				v = b.NewTrunc(v, t)
			}
		default:
			return nil, op.EmitError("special register of type %s", rt)
		}
		return v, nil
	}
	switch d {
	case nvvm.Barrier0:
		call("llvm.nvvm.barrier0", types.Void)
		return nil, nil
	case nvvm.Barrier:
		bar, _ := nvvm.AsBarrier(op)
		switch {
		case bar.BarrierId() == nil:
			call("llvm.nvvm.barrier0", types.Void)
		case bar.NumberOfThreads() == nil:
			call("llvm.nvvm.barrier.sync", types.Void, args[0])
		default:
			call("llvm.nvvm.barrier.sync.cnt", types.Void, args[0], args[1])
		}
		return nil, nil
	case nvvm.FenceScCluster:
		call("llvm.nvvm.fence.sc.cluster", types.Void)
		return nil, nil
	case nvvm.MemoryBarrier:
		scope := map[string]string{"cta": "cta", "gpu": "gl", "sys": "sys"}[nvvmEnum(op, "scope")]
		if scope == "" {
			return nil, op.EmitError("nvvm.memory.barrier scope %q has no NVVM intrinsic here", nvvmEnum(op, "scope"))
		}
		call("llvm.nvvm.membar."+scope, types.Void)
		return nil, nil
	case nvvm.ShflSync:
		kind := nvvmEnum(op, "kind")
		var suf string
		switch t := args[1].Type().(type) {
		case *types.IntType:
			if t.BitSize == 32 {
				suf = "i32"
			}
		case *types.FloatType:
			if t.Kind == types.FloatKindFloat {
				suf = "f32"
			}
		}
		if suf == "" {
			return nil, op.EmitError("nvvm.shfl.sync of %s: NVVM shuffles i32 and f32 only", args[1].Type())
		}
		if op.HasAttr("return_value_and_is_valid") {
			// {T, i1}: the struct type the op's result translates to.
			return call(fmt.Sprintf("llvm.nvvm.shfl.sync.%s.%sp", kind, suf), rt, args...), nil
		}
		return call(fmt.Sprintf("llvm.nvvm.shfl.sync.%s.%s", kind, suf), args[1].Type(), args...), nil
	case nvvm.VoteSync:
		kind := nvvmEnum(op, "kind")
		ret := types.Type(types.I1)
		if kind == "ballot" {
			ret = types.I32
		}
		return call("llvm.nvvm.vote."+kind+".sync", ret, args...), nil
	}
	return nil, op.EmitError("LLVM translation failed for operation: %s (no NVVM intrinsic mapping)", op.Name())
}

// ExternalCalls lists the functions that llc would leave as external
// calls in container's PTX (ptxas then rejects the module, as there is no
// libdevice to link): called functions that container only declares, and
// llvm.intr.* ops NVPTX expands to a libm call (exp, log, sin, pow, ...).
// A cross-check through llc skips the kernels that make such calls.
func ExternalCalls(container *ir.Operation) []string {
	declared := map[string]bool{}
	for _, op := range container.Region(0).Front().Ops() {
		if op.Def() == dl.FuncOp && op.Region(0).Empty() {
			declared[symName(op)] = true
		}
	}
	seen := map[string]bool{}
	var out []string
	ir.WalkOps(container, func(op *ir.Operation) {
		name := ""
		if op.Def() == dl.Call {
			if ref, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok && declared[ref.Leaf()] {
				name = ref.Leaf()
			}
		} else if len(op.Name()) > len("llvm.intr.") && op.Name()[:len("llvm.intr.")] == "llvm.intr." {
			base := op.Name()[len("llvm.intr."):]
			if !nativeNVPTX[base] && !nonMath[base] && op.NumResults() == 1 {
				if ft, ok := op.Result(0).Type().(*ir.FloatType); ok {
					name = base
					if ft.Kind == ir.F32 {
						name += "f"
					}
				}
			}
		}
		if name != "" && !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	})
	return out
}

// nativeNVPTX are the float intrinsics llc-22 selects to PTX instructions
// for f32 and f64 (with IEEE rounding, without approximations).
var nativeNVPTX = map[string]bool{
	"sqrt": true, "fabs": true, "floor": true, "ceil": true, "trunc": true, "rint": true,
	"nearbyint": true, "roundeven": true, "round": true, "fma": true, "fmuladd": true,
	"minnum": true, "maxnum": true, "minimum": true, "maximum": true, "copysign": true,
}

// nonMath are the other intrinsics the emitter writes that NVPTX handles.
var nonMath = map[string]bool{
	"memcpy": true, "memmove": true, "memset": true, "smin": true, "smax": true, "umin": true,
	"umax": true, "abs": true, "ctlz": true, "cttz": true, "ctpop": true, "bitreverse": true, "bswap": true,
	"fshl": true, "fshr": true,
}

// libmCall writes a float intrinsic NVPTX has no instruction for (exp,
// log, sin, pow, ...; llc-22 aborts on them with "no libcall available")
// as a call to the libm function (expf for f32, exp for f64), declared
// once: llc compiles it to a call of an `.extern .func` that ptxas cannot
// resolve without libdevice, so ExternalCalls reports it.
func (e *emitter) libmCall(op *ir.Operation, base string, args []value.Value, rt types.Type) (value.Value, bool) {
	ft, ok := rt.(*types.FloatType)
	if !ok || nativeNVPTX[base] || nonMath[base] {
		return nil, false
	}
	name := base
	switch ft.Kind {
	case types.FloatKindFloat:
		name += "f"
	case types.FloatKindDouble:
	default:
		return nil, false
	}
	f, ok := e.funcs[name]
	if !ok {
		var ps []*llir.Param
		for _, a := range args {
			ps = append(ps, llir.NewParam("", a.Type()))
		}
		f = e.m.NewFunc(name, rt, ps...)
		e.funcs[name] = f
	}
	i := e.block.NewCall(f, args...)
	i.FastMathFlags = fastmath(op)
	return i, true
}
