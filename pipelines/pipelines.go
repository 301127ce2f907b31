// Package pipelines is the one explicit list of every pass and named
// pipeline Strata's tools know: the generic passes of package passes and
// the transforms and lowerings of the lowering packages. A new pass is added
// here, never through init().
package pipelines

import (
	"cmp"
	"fmt"
	"github.com/spf13/pflag"
	"slices"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/interp/diffcheck/miscompile"
	"github.com/strata-compiler/strata/lowering/affine"
	"github.com/strata-compiler/strata/lowering/arithexpand"
	"github.com/strata-compiler/strata/lowering/arithtollvm"
	"github.com/strata-compiler/strata/lowering/bufferizationtomemref"
	"github.com/strata-compiler/strata/lowering/bufferize"
	"github.com/strata-compiler/strata/lowering/cftollvm"
	"github.com/strata-compiler/strata/lowering/complextollvm"
	"github.com/strata-compiler/strata/lowering/complextostandard"
	"github.com/strata-compiler/strata/lowering/converttollvm"
	"github.com/strata-compiler/strata/lowering/cpukernels"
	"github.com/strata-compiler/strata/lowering/divconst"
	"github.com/strata-compiler/strata/lowering/expandrealloc"
	"github.com/strata-compiler/strata/lowering/fmacontract"
	"github.com/strata-compiler/strata/lowering/functollvm"
	"github.com/strata-compiler/strata/lowering/gpuasync"
	"github.com/strata-compiler/strata/lowering/gpubarriers"
	"github.com/strata-compiler/strata/lowering/gpuoutline"
	"github.com/strata-compiler/strata/lowering/gputollvm"
	"github.com/strata-compiler/strata/lowering/gputonvvm"
	"github.com/strata-compiler/strata/lowering/gputonvvm/tobinary"
	"github.com/strata-compiler/strata/lowering/hoistaccum"
	"github.com/strata-compiler/strata/lowering/indextollvm"
	"github.com/strata-compiler/strata/lowering/intrangeopt"
	"github.com/strata-compiler/strata/lowering/linalggpu"
	"github.com/strata-compiler/strata/lowering/linalgtoloops"
	"github.com/strata-compiler/strata/lowering/linalgtransforms"
	"github.com/strata-compiler/strata/lowering/mathapprox"
	"github.com/strata-compiler/strata/lowering/mathtofuncs"
	"github.com/strata-compiler/strata/lowering/mathtolibm"
	"github.com/strata-compiler/strata/lowering/mathtollvm"
	"github.com/strata-compiler/strata/lowering/memreftollvm"
	"github.com/strata-compiler/strata/lowering/partition"
	"github.com/strata-compiler/strata/lowering/reciprocaldiv"
	"github.com/strata-compiler/strata/lowering/scftocf"
	"github.com/strata-compiler/strata/lowering/scftogpu"
	"github.com/strata-compiler/strata/lowering/scftransforms"
	"github.com/strata-compiler/strata/lowering/stridedmetadata"
	"github.com/strata-compiler/strata/lowering/torchdecompose"
	"github.com/strata-compiler/strata/lowering/torchtolinalg"
	"github.com/strata-compiler/strata/lowering/ubtollvm"
	"github.com/strata-compiler/strata/lowering/vectormask"
	"github.com/strata-compiler/strata/lowering/vectortollvm"
	"github.com/strata-compiler/strata/lowering/vectortoscf"
	"github.com/strata-compiler/strata/lowering/wideint"
	"github.com/strata-compiler/strata/passes"
)

// Registry returns a registry of every pass and pipeline.
func Registry() *passes.PassRegistry {
	r := passes.Registry()
	// A malformed declaration is a bug in this tree, caught by the tests.
	if err := r.Register(linalgtransforms.Passes()...); err != nil {
		panic(err)
	}
	// A deliberately wrong pass, for the differential check's tests.
	if err := r.Register(miscompile.Pass); err != nil {
		panic(err)
	}
	// The torch level: decompositions, type refinement, the backend contract.
	if err := r.Register(torchdecompose.Passes()...); err != nil {
		panic(err)
	}
	// The conversions to the llvm dialect and the CPU pipeline.
	for _, ps := range [][]*passes.Pass{
		arithtollvm.Passes(), converttollvm.Passes(), complextostandard.Passes(), complextollvm.Passes(), mathtollvm.Passes(), mathtolibm.Passes(), mathtofuncs.Passes(), functollvm.Passes(), cftollvm.Passes(),
		memreftollvm.Passes(), scftocf.Passes(), affine.Passes(), stridedmetadata.Passes(),
		linalgtoloops.Passes(), bufferize.Passes(), linalggpu.Passes(), cpukernels.Passes(), mathapprox.Passes(), hoistaccum.Passes(),
		scftogpu.Passes(), gpubarriers.Passes(), gpuoutline.Passes(), gpuasync.Passes(), gputonvvm.Passes(), tobinary.Passes(), gputollvm.Passes(),
		partition.Passes(), arithexpand.Passes(), reciprocaldiv.Passes(), fmacontract.Passes(), divconst.Passes(), indextollvm.Passes(), ubtollvm.Passes(), expandrealloc.Passes(), scftransforms.Passes(),
		vectortoscf.Passes(), vectortollvm.Passes(), vectormask.Passes(), intrangeopt.Passes(), wideint.Passes(), bufferizationtomemref.Passes(),
	} {
		if err := r.Register(ps...); err != nil {
			panic(err)
		}
	}
	for _, p := range []*passes.PipelineDef{LowerToLLVM, CPULowerToLLVM} {
		if err := r.RegisterPipeline(p); err != nil {
			panic(err)
		}
	}
	// Linalg on tensors down to loops, and on to the llvm dialect; and to
	// GPU kernels.
	for _, p := range []*passes.PipelineDef{LinalgToLoops, LinalgToLLVM, LinalgToGPU, LowerToGPU} {
		if err := r.RegisterPipeline(p); err != nil {
			panic(err)
		}
	}
	// Torch to linalg on tensors (Torch-MLIR's TorchConversion passes).
	if err := r.Register(torchtolinalg.Passes()...); err != nil {
		panic(err)
	}
	if err := r.RegisterPipeline(torchtolinalg.BackendPipeline); err != nil {
		panic(err)
	}
	return r
}

// LowerToLLVM is strata-lower-to-llvm: loops, vector, arith, math, memref, func
// and cf down to the llvm dialect, in the order upstream's test
// pipelines use (the CPU target runs it before emit/llvm).
var LowerToLLVM = &passes.PipelineDef{
	Argument: "strata-lower-to-llvm",
	Summary:  "Lower scf/affine/vector/arith/math/memref/func/cf to the llvm dialect",
	Pipeline: LowerToLLVMPipeline,
}

// LowerToLLVMPipeline is the pass list of strata-lower-to-llvm, with the
// same pass names mlir-opt-22 takes.
const LowerToLLVMPipeline = "expand-strided-metadata,lower-affine,convert-vector-to-scf{full-unroll=true},convert-math-to-funcs,convert-scf-to-cf,convert-vector-to-llvm,convert-complex-to-standard,convert-math-to-llvm," +
	"convert-math-to-libm,convert-complex-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm," +
	"convert-cf-to-llvm,reconcile-unrealized-casts"

// CPULowerToLLVM is strata-cpu-lower-to-llvm: the cpu target's lowering
// of loops on buffers to the llvm dialect, with the top-level loop nests
// outlined into kernels (compiled, cached and run on threads apart from
// the host code).
var CPULowerToLLVM = &passes.PipelineDef{
	Argument: "strata-cpu-lower-to-llvm",
	Summary:  "Outline loop nests into kernels and lower to the llvm dialect, parallel kernels launched on threads",
	Pipeline: CPULowerToLLVMPipeline,
}

// CPULowerToLLVMPipeline is the pass list of strata-cpu-lower-to-llvm.
const CPULowerToLLVMPipeline = "strata-math-polynomial-approximation,strata-hoist-loop-accumulators{reassociate=true},strata-outline-cpu-kernels," + LowerToLLVMPipeline + ",strata-cpu-link-ukernels,strata-cpu-parallel-launch"

// LinalgToLoopsPipeline is strata-linalg-to-loops: linalg.softmax to
// generics, arith/math on tensors to linalg, elementwise fusion, loop interchange for unit-stride
// innermost loops, bufferization with function boundaries (identity layouts), buffer
// deallocation, matmuls into micro-kernel functions (whose bodies the CPU
// target replaces by its blocked matmul), and linalg on buffers to loops:
// scf.parallel over each run of parallel dims, scf.for for the others.
const LinalgToLoopsPipeline = "strata-linalg-decompose-aggregated-ops,convert-elementwise-to-linalg,linalg-fuse-elementwise-ops,strata-linalg-fold-copies-into-consumers,strata-linalg-conv-to-im2col,strata-linalg-collapse-dims,strata-linalg-interchange," +
	"one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}," +
	"buffer-deallocation-pipeline,strata-outline-ukernels,convert-linalg-to-parallel-loops"

// LinalgToLoops is strata-linalg-to-loops.
var LinalgToLoops = &passes.PipelineDef{
	Argument: "strata-linalg-to-loops",
	Summary:  "Fuse, bufferize, deallocate and lower linalg on tensors to scf loops on buffers",
	Pipeline: LinalgToLoopsPipeline,
}

// LinalgToLLVM is strata-linalg-to-llvm: strata-linalg-to-loops, then
// strata-lower-to-llvm.
var LinalgToLLVM = &passes.PipelineDef{
	Argument: "strata-linalg-to-llvm",
	Summary:  "Lower linalg on tensors to the llvm dialect (strata-linalg-to-loops, strata-lower-to-llvm)",
	Pipeline: LinalgToLoopsPipeline + "," + LowerToLLVMPipeline,
}

// LinalgToGPUPipeline is strata-linalg-to-gpu: fusion and bufferization as
// strata-linalg-to-loops, transposes folded into the products that read
// them, 2-D convolutions to im2col and a product per image, matmuls and those products to kernels tiled through workgroup
// memory, the other linalg ops on buffers to parallel loops, the loops
// (and the rest of the host code that touches buffer contents) mapped to
// gpu.launch, and the launches outlined to kernels in gpu.modules, equal
// kernels kept once, static memrefs passed to them as bare pointers. The
// host function that remains allocates, frees, views and launches.
const LinalgToGPUPipeline = "strata-linalg-decompose-aggregated-ops,convert-elementwise-to-linalg,linalg-fuse-elementwise-ops{recompute-into-reductions=true fold-unit-expand-shapes=true},strata-linalg-fold-copies-into-consumers," + convBatchColumns + ",strata-linalg-fold-pooling-padding,strata-linalg-collapse-dims," +
	"one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}," +
	"buffer-deallocation-pipeline," + promoteToGPU + ",convert-linalg-to-parallel-loops,canonicalize,scf-parallel-loop-fusion,func.func(strata-gpu-fuse-rows)," +
	LoopsToGPUPipeline

// LoopsToGPUPipeline is the part of strata-linalg-to-gpu after the loops
// exist: parallel loops and host memory work to launches, outlined (after
// cse a row's divisions share one divisor value, which
// strata-reciprocal-division needs), the kernels' index arithmetic
// narrowed to 32 bits where its ranges allow and their divisions by
// constants as multiplications, equal kernels kept once, static memrefs
// passed to kernels as bare pointers, workgroup memory over 48 KB made
// dynamic shared memory. The kernels' f32 and f64 multiplications fuse
// into the additions that read them (fp-contract), as nvcc's and Triton's
// do.
const LoopsToGPUPipeline = "func.func(strata-parallel-loops-to-gpu),lower-affine,canonicalize,strata-hoist-loop-accumulators,func.func(gpu-eliminate-barriers),gpu-kernel-outlining,cse," + reciprocalDivision + "," + fmaContraction + ",gpu.module(arith-int-range-narrowing{int-bitwidths-supported=32},strata-arith-divide-by-constant,cse),strata-gpu-deduplicate-kernels,strata-gpu-bare-pointer-kernels,strata-gpu-dynamic-workgroup-memory"

// LinalgToGPU is strata-linalg-to-gpu.
var LinalgToGPU = gpuPipeline("strata-linalg-to-gpu",
	"Fuse, bufferize and lower linalg on tensors to GPU kernels (gpu.module) launched from host code; options allow-tf32 and allow-conv-tf32: f32 products (of matmuls, of convolutions) on the tensor cores as tf32; tensor-core-tile, tensor-core-warps, tensor-core-stages, tensor-core-shared-bytes and tensor-core-min-blocks: the tensor-core kernels' tiles, staging and occupancy; target-blocks: the blocks the products' cost model aims for; simt-unroll, simt-min-blocks, simt-stages, simt-target-blocks, simt-split-target-blocks and simt-min-vector-width: the SIMT kernels' inner loop, occupancy, staging, block targets (of the register tile, of the split of K) and narrowest vectors; simt-vectors (true or false): the SIMT kernels' vector staging; fuse-producers (auto, true or false): an im2col computed in the product's staging (auto: by the tensor-core products, where the pipeline orders a convolution's sums by window under allow-tf32 or allow-conv-tf32) (strata-linalg-promote-to-gpu's options of those names); reciprocal-division (true or false, default true): strata-reciprocal-division on the kernels; fp-contract (true or false, default true): the kernels' f32 and f64 multiplications fused into the additions that read them (strata-arith-allow-contract, math-uplift-to-fma); conv-batch-columns (true or false, default true): one product for a batch of convolutions with fewer than 1024 pixels an image",
	LinalgToGPUPipeline)

// promoteToGPU is the GPU pipelines' product mapping, whose options
// (GPUPrecisionOptions, GPUTuningOptions) the pipelines pass on.
const promoteToGPU = "func.func(strata-linalg-promote-to-gpu)"

// GPUPrecisionOptions are the GPU pipelines' switches, those of
// strata-linalg-promote-to-gpu that PyTorch has switches for:
// allow-tf32 (torch.backends.cuda.matmul.allow_tf32) and allow-conv-tf32
// (torch.backends.cudnn.allow_tf32). Both are off unless asked.
var GPUPrecisionOptions = []string{"allow-tf32", "allow-conv-tf32"}

// GPUTuningOptions are the GPU pipelines' integer options, those of
// strata-linalg-promote-to-gpu that choose the tensor-core kernel's tiles
// and its staging, the block count the products' cost model aims for, and
// the SIMT kernel's inner loop, occupancy and staging (the pass checks their
// values).
var GPUTuningOptions = []string{"tensor-core-tile", "tensor-core-warps", "tensor-core-stages", "tensor-core-shared-bytes", "tensor-core-min-blocks", "target-blocks", "simt-unroll", "simt-min-blocks", "simt-stages", "simt-target-blocks", "simt-split-target-blocks", "simt-min-vector-width"}

// GPUKernelSwitches are the GPU pipelines' boolean options that are
// strata-linalg-promote-to-gpu's and choose a kernel's form, given as true
// or false: simt-vectors (the SIMT kernel's interior blocks with 16-byte
// vectors) and fuse-producers (a product's operand computed by its
// producer, an im2col, in the staging: an implicit GEMM).
var GPUKernelSwitches = []string{"simt-vectors", "fuse-producers"}

// GPUPassSwitches are the GPU pipelines' switches of a step of their
// text, given as true or false, on by default: reciprocal-division
// (strata-reciprocal-division on the kernels, after gpu-kernel-outlining
// and cse), conv-batch-columns (a batch of convolutions with few
// pixels as one product, the batch among its columns) and fp-contract
// (the kernels' f32 and f64 multiplications fused into the additions that
// read them, one rounding instead of two, as nvcc's --fmad=true and
// Triton do for the kernels PyTorch runs).
var GPUPassSwitches = []string{"reciprocal-division", "conv-batch-columns", "fp-contract"}

// reciprocalDivision is the kernels' pass that reciprocal-division=false
// takes out.
const reciprocalDivision = "gpu.module(strata-reciprocal-division)"

// fmaContraction is the kernels' contraction that fp-contract=false takes
// out.
const fmaContraction = "gpu.module(strata-arith-allow-contract,math-uplift-to-fma)"

// convBatchColumns is the GPU pipelines' im2col: a convolution with fewer
// than 1024 pixels an image (resnet's last three stages at 224x224) is
// one product for the batch, its columns filling whole tiles, which its
// consumer reads transposed back to NCHW. conv-batch-columns=false
// leaves a product per image.
const convBatchColumns = "strata-linalg-conv-to-im2col{fold-padding=true align-filter-rows=64 fold-batch-below=1024}"

// switchedOff maps each of GPUPassSwitches to its step's text and the
// text that replaces it when the switch is false.
var switchedOff = map[string][2]string{
	"reciprocal-division": {"," + reciprocalDivision, ""},
	"conv-batch-columns":  {convBatchColumns, "strata-linalg-conv-to-im2col{fold-padding=true align-filter-rows=64}"},
	"fp-contract":         {"," + fmaContraction, ""},
}

// without is a GPU pipeline's text with the step of a GPUPassSwitches
// switch off.
func without(text, passSwitch string) string {
	step := switchedOff[passSwitch]
	return strings.Replace(text, step[0], step[1], 1)
}

// GPUOptions are the GPU pipelines' options as the tools' flags give them.
type GPUOptions struct {
	AllowTF32, AllowConvTF32 bool
	// TensorCoreTile, TensorCoreWarps, TensorCoreStages,
	// TensorCoreSharedBytes, TensorCoreMinBlocks and TargetBlocks are the
	// values of the GPUTuningOptions of those names, "" for the pass's
	// default.
	TensorCoreTile, TensorCoreWarps, TensorCoreStages, TensorCoreSharedBytes, TensorCoreMinBlocks, TargetBlocks string
	// SIMTUnroll, SIMTMinBlocks, SIMTStages, SIMTTargetBlocks, SIMTSplitTargetBlocks and
	// SIMTMinVectorWidth are simt-unroll's, simt-min-blocks', simt-stages',
	// simt-target-blocks', simt-split-target-blocks' and simt-min-vector-width's.
	SIMTUnroll, SIMTMinBlocks, SIMTStages, SIMTTargetBlocks, SIMTSplitTargetBlocks, SIMTMinVectorWidth string
	// SIMTVectors is simt-vectors' value, FuseProducers fuse-producers',
	// ReciprocalDivision reciprocal-division's and ConvBatchColumns
	// conv-batch-columns', FPContract fp-contract's, each "true" or
	// "false", "" for the default.
	SIMTVectors, FuseProducers, ReciprocalDivision, ConvBatchColumns, FPContract string
	// Tunings is --gpu-tunings' file (ApplyTunings), "" for none.
	Tunings string
}

// Given returns the options that are set, as the pipelines spell them
// ("allow-tf32", "tensor-core-tile=128"), in GPUFlags' order.
func (o GPUOptions) Given() []string {
	var on []string
	for i, set := range []bool{o.AllowTF32, o.AllowConvTF32} {
		if set {
			on = append(on, GPUPrecisionOptions[i])
		}
	}
	for i, v := range []string{o.TensorCoreTile, o.TensorCoreWarps, o.TensorCoreStages, o.TensorCoreSharedBytes, o.TensorCoreMinBlocks, o.TargetBlocks, o.SIMTUnroll, o.SIMTMinBlocks, o.SIMTStages, o.SIMTTargetBlocks, o.SIMTSplitTargetBlocks, o.SIMTMinVectorWidth} {
		if v != "" {
			on = append(on, GPUTuningOptions[i]+"="+v)
		}
	}
	for i, v := range []string{o.SIMTVectors, o.FuseProducers} {
		if v != "" {
			on = append(on, GPUKernelSwitches[i]+"="+v)
		}
	}
	for i, v := range []string{o.ReciprocalDivision, o.ConvBatchColumns, o.FPContract} {
		if v != "" {
			on = append(on, GPUPassSwitches[i]+"="+v)
		}
	}
	return on
}

// LoopsToGPU is LoopsToGPUPipeline with the options that apply to loops
// on buffers (reciprocal-division and fp-contract; the others choose how
// products map to kernels, which the loops have done).
func (o GPUOptions) LoopsToGPU() string {
	text := LoopsToGPUPipeline
	if o.ReciprocalDivision == "false" {
		text = without(text, "reciprocal-division")
	}
	if o.FPContract == "false" {
		text = without(text, "fp-contract")
	}
	return text
}

// Text is the GPU pipelines' options ("" or "{allow-tf32 ...}").
func (o GPUOptions) Text() string {
	on := o.Given()
	if len(on) == 0 {
		return ""
	}
	return "{" + strings.Join(on, " ") + "}"
}

// gpuPipeline is a pipeline of text whose options, GPUPrecisionOptions
// and GPUTuningOptions, are strata-linalg-promote-to-gpu's.
func gpuPipeline(argument, summary, text string) *passes.PipelineDef {
	return &passes.PipelineDef{Argument: argument, Summary: summary, Pipeline: text,
		Build: func(reg *passes.PassRegistry, pm *passes.OpPassManager, options string) error {
			var on []string
			text := text
			for _, field := range strings.Fields(options) {
				name, value, _ := strings.Cut(field, "=")
				switch {
				case slices.Contains(GPUPrecisionOptions, name) && (value == "" || value == "true" || value == "false"):
					if value != "false" {
						on = append(on, name+"=true")
					}
				case slices.Contains(GPUTuningOptions, name) && value != "" && strings.Trim(value, "0123456789") == "":
					on = append(on, name+"="+value)
				case slices.Contains(GPUKernelSwitches, name) && (value == "" || value == "true" || value == "false" || name == "fuse-producers" && value == "auto"):
					on = append(on, name+"="+cmp.Or(value, "true"))
				case slices.Contains(GPUPassSwitches, name) && (value == "" || value == "true" || value == "false"):
					if value == "false" {
						text = without(text, name)
					}
				default:
					return fmt.Errorf("pipeline '%s' takes the options %s (each true or false), %s (each a number) and %s (each true or false; fuse-producers also auto), got '%s'",
						argument, spokenList(GPUPrecisionOptions), spokenList(GPUTuningOptions), spokenList(slices.Concat(GPUKernelSwitches, GPUPassSwitches)), options)
				}
			}
			if slices.ContainsFunc(on, func(o string) bool { return slices.Contains(GPUPrecisionOptions, strings.TrimSuffix(o, "=true")) }) {
				targetBlocks, _ := strconv.ParseInt(promoteDefault("target-blocks"), 10, 64)
				for _, o := range on {
					if v, ok := strings.CutPrefix(o, "target-blocks="); ok {
						targetBlocks, _ = strconv.ParseInt(v, 10, 64)
					}
				}
				text = withChannelBlocks(text, (targetBlocks+1)/2)
			}
			if len(on) == 0 {
				return reg.AddPipelineText(pm, text)
			}
			promote := "func.func(strata-linalg-promote-to-gpu{" + strings.Join(on, " ") + "})"
			return reg.AddPipelineText(pm, strings.Replace(text, promoteToGPU, promote, 1))
		}}
}

// promoteDefault is the default of strata-linalg-promote-to-gpu's option
// name, as the pass declares it.
func promoteDefault(name string) string {
	for _, o := range linalggpu.Pass.Options {
		if o.Name == name {
			return o.Default
		}
	}
	return ""
}

// withChannelBlocks is a GPU pipeline's text whose im2col sums a
// convolution of channels in multiples of 32 over (kh, kw, c), what an
// f32 convolution on the tensor cores (allow-tf32, allow-conv-tf32) wants:
// the tensor-core product then computes the im2col in its staging, the
// window's offset once a K step of 32 (fuse-producers=auto). Only where
// the product has the tiles the tensor cores take (minTiles: half of
// target-blocks): the exact f32 products, SIMT kernels, read the gathered
// matrix, and the filter's transposition would be a kernel more.
func withChannelBlocks(text string, minTiles int64) string {
	const step = "strata-linalg-conv-to-im2col{"
	return strings.Replace(text, step, fmt.Sprintf("%schannel-blocks=32 channel-blocks-min-tiles=%d ", step, minTiles), 1)
}

// spokenList joins names as a sentence does: "a", "a and b", "a, b and c".
func spokenList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// LowerToGPUPipeline is strata-lower-to-gpu's pass list: the kernels of
// strata-linalg-to-gpu converted to the llvm and nvvm dialects.
const LowerToGPUPipeline = LinalgToGPUPipeline + ",gpu.module(convert-gpu-to-nvvm)"

// LowerToGPU is strata-lower-to-gpu: a model from linalg on tensors to host
// code that launches kernels, and the kernels' gpu.modules in the llvm and
// nvvm dialects (what emit/ptx and the cuda target take).
var LowerToGPU = gpuPipeline("strata-lower-to-gpu",
	"Lower linalg on tensors to host code and GPU kernels in the llvm and nvvm dialects (strata-linalg-to-gpu, convert-gpu-to-nvvm); options allow-tf32, allow-conv-tf32, tensor-core-tile, tensor-core-warps, tensor-core-stages, tensor-core-shared-bytes, tensor-core-min-blocks, target-blocks, simt-unroll, simt-min-blocks, simt-stages, simt-target-blocks, simt-split-target-blocks, simt-min-vector-width, simt-vectors, fuse-producers, reciprocal-division, conv-batch-columns and fp-contract as strata-linalg-to-gpu's",
	LowerToGPUPipeline)

// AddFlags defines the GPU pipelines' options as the tools' flags
// (--allow-tf32, --allow-conv-tf32, --tensor-core-tile, --tensor-core-warps,
// --tensor-core-stages, --tensor-core-shared-bytes, --tensor-core-min-blocks, --target-blocks, --simt-unroll, --simt-min-blocks, --simt-stages, --simt-target-blocks, --simt-split-target-blocks, --simt-min-vector-width, --simt-vectors, --fuse-producers,
// --reciprocal-division, --conv-batch-columns, --fp-contract).
func (o *GPUOptions) AddFlags(f *pflag.FlagSet) {
	f.BoolVar(&o.AllowTF32, "allow-tf32", false, "with --target=cuda: run f32 matrix products on the tensor cores as tf32 (PyTorch's torch.backends.cuda.matmul.allow_tf32); default exact f32")
	f.BoolVar(&o.AllowConvTF32, "allow-conv-tf32", false, "with --target=cuda: run the f32 products of 2-D convolutions on the tensor cores as tf32 (PyTorch's torch.backends.cudnn.allow_tf32); default exact f32")
	f.StringVar(&o.TensorCoreTile, "tensor-core-tile", "", "with --target=cuda: the side of the tensor-core kernels' tiles of C: 64, 128, or 0 for the cost model's choice, 128 for products large enough to fill the chip with them (default 0)")
	f.StringVar(&o.TensorCoreWarps, "tensor-core-warps", "", "with --target=cuda: the warps of a block with 128x128 tensor-core tiles, 4 or 8 (default 4)")
	f.StringVar(&o.TensorCoreStages, "tensor-core-stages", "", "with --target=cuda: the workgroup buffers the tensor-core kernels stage each K step in, 1 (the next step through registers) to 4 (cp.async copies that many steps ahead, fewer where they do not fit --tensor-core-shared-bytes), or 0: 2 for 128x128 tiles of four warps, else 1 (default 0)")
	f.StringVar(&o.TensorCoreSharedBytes, "tensor-core-shared-bytes", "", "with --target=cuda: the most workgroup memory in bytes a tensor-core kernel's block may take for its stages and its epilogue, 49152 (48 KB, all a kernel may declare statically) to 232448 (227 KB, beyond 48 KB as dynamic shared memory) (default 49152)")
	f.StringVar(&o.TensorCoreMinBlocks, "tensor-core-min-blocks", "", "with --target=cuda: the blocks an SM of a tensor-core kernel with 64x64 tiles asks for (PTX .minnctapersm, which bounds ptxas's registers), as many as its workgroup memory allows; 1 for ptxas's choice; 0 for the measured choice, 5 for tf32 and ptxas's for 16-bit products (default 0)")
	f.StringVar(&o.TargetBlocks, "target-blocks", "", "with --target=cuda: the blocks the tensor-core matrix-product kernels' cost model aims for, the SIMT kernels' half of it (unless --simt-target-blocks sets theirs): tiles that leave at least that many, K split across blocks below it (the SIMT kernels below half of theirs) (default 264, two per SM of an H100 or H200)")
	f.StringVar(&o.SIMTUnroll, "simt-unroll", "", "with --target=cuda: the rows of a K step the SIMT matrix-product kernels' interior blocks multiply an iteration of their inner loop, a divisor of the tile (16), 16 unrolling it whole; 0 for 8 (default 0)")
	f.StringVar(&o.SIMTMinBlocks, "simt-min-blocks", "", "with --target=cuda: the blocks an SM of a SIMT matrix-product kernel with interior blocks asks for (PTX .minnctapersm, which bounds ptxas's registers); 1 for ptxas's choice; 0 for 2 (default 0)")
	f.StringVar(&o.SIMTStages, "simt-stages", "", "with --target=cuda: the workgroup buffers of each operand's K steps in the SIMT matrix-product kernels' interior blocks: 1 (the next step in registers, two barriers a step) or 2 (the next step stored into the other buffer, one barrier a step); 0 for 2 (default 0)")
	f.StringVar(&o.SIMTTargetBlocks, "simt-target-blocks", "", "with --target=cuda: the blocks the SIMT matrix-product kernels' cost model aims for, in place of --target-blocks (which the tensor-core kernels keep); 0 for half of --target-blocks' (default 0)")
	f.StringVar(&o.SIMTSplitTargetBlocks, "simt-split-target-blocks", "", "with --target=cuda: the blocks a SIMT matrix product's split of K aims for, K split below half of them; 0 for the SIMT kernels' block target (--simt-target-blocks') (default 0)")
	f.StringVar(&o.SIMTMinVectorWidth, "simt-min-vector-width", "", "with --target=cuda: the narrowest run of a thread's sums (2 or 4) the SIMT matrix-product kernels' interior blocks take, 2 letting register tiles of 2 along a dim stage and read 8-byte vectors; 0 for 4 (default 0)")
	f.StringVar(&o.SIMTVectors, "simt-vectors", "", "with --target=cuda: true or false, whether the SIMT matrix-product kernels' interior blocks stage 16-byte vectors with the next K step in registers (default true)")
	f.Lookup("simt-vectors").NoOptDefVal = "true"
	f.StringVar(&o.Tunings, "gpu-tunings", "", "with --target=cuda: a file holding a module whose strata.gpu_tunings table (strata-tune -o writes one) chooses the matrix products' kernels by shape, put on the input module before it is compiled")
	f.StringVar(&o.FuseProducers, "fuse-producers", "", "with --target=cuda: auto, true or false, whether a matrix product computes an operand that an elementwise producer writes for it alone (a convolution's im2col) where it stages it, rather than reading it from memory: an implicit GEMM (default auto: the tensor-core products of convolutions whose sums --allow-conv-tf32 or --allow-tf32 order by window, the window's offset computed once a K step)")
	f.Lookup("fuse-producers").NoOptDefVal = "true"
	f.StringVar(&o.ReciprocalDivision, "reciprocal-division", "", "with --target=cuda: true or false, whether the kernels' f32 divisions by one divisor (a softmax's row by its sum) are computed from its reciprocal, with results bit-identical to IEEE division's (strata-reciprocal-division; default true)")
	f.Lookup("reciprocal-division").NoOptDefVal = "true"
	f.StringVar(&o.ConvBatchColumns, "conv-batch-columns", "", "with --target=cuda: true or false, whether a convolution with fewer than 1024 output pixels an image and a batch other than 1 is one matrix product for the batch, the batch among its columns, rather than a product per image (default true)")
	f.Lookup("conv-batch-columns").NoOptDefVal = "true"
	f.StringVar(&o.FPContract, "fp-contract", "", "with --target=cuda: true or false, whether the kernels' f32 and f64 multiplications are fused into the additions that read them (fma: one rounding instead of two, as nvcc's --fmad=true and Triton do for the kernels PyTorch runs; strata-arith-allow-contract and math-uplift-to-fma) (default true)")
	f.Lookup("fp-contract").NoOptDefVal = "true"
}

// GPUFlags names the flags AddFlags defines.
var GPUFlags = slices.Concat(GPUPrecisionOptions, GPUTuningOptions, GPUKernelSwitches, GPUPassSwitches, []string{"gpu-tunings"})
