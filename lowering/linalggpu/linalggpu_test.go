package linalggpu_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/emit/ptx"
	"github.com/strata-compiler/strata/internal/modeltest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// promotedPipeline is strata-linalg-to-gpu with strata-linalg-promote-to-gpu
// before convert-linalg-to-parallel-loops.
var promotedPipeline = strings.Replace(pipelines.LinalgToGPUPipeline, "convert-linalg-to-parallel-loops",
	"func.func(strata-linalg-promote-to-gpu),convert-linalg-to-parallel-loops", 1)

// tiledKernels counts the kernels with workgroup attributions (the
// pass's) in a lowered module.
func tiledKernels(mod *ir.Operation) int {
	n := 0
	ir.WalkOps(mod, func(op *ir.Operation) {
		if op.Def() == gpu.Func && gpu.NumWorkgroupAttributions(op) == 2 {
			n++
		}
	})
	return n
}

// TestModelsPromoted lowers models from torch through strata-linalg-to-gpu
// with the tiled matmul kernels and runs them, every thread interpreted,
// against PyTorch's recorded outputs.
func TestModelsPromoted(t *testing.T) {
	if testing.Short() {
		t.Skip("interprets whole models")
	}
	if promotedPipeline == pipelines.LinalgToGPUPipeline {
		t.Fatal("strata-linalg-to-gpu no longer runs convert-linalg-to-parallel-loops as this test expects")
	}
	for _, name := range []string{"mlp", "transformer_encoder_layer", "bert_2layer_h64"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("..", "..", "test", "models", name)
			mod := modeltest.Lower(t, filepath.Join(dir, "model.mlir"), "builtin.module(func.func(torch-decompose-complex-ops),"+
				"torch-backend-to-linalg-on-tensors-backend-pipeline,"+promotedPipeline+")")
			if tiledKernels(mod) == 0 {
				t.Fatal("no tiled matmul kernel")
			}
			modeltest.RunInterp(t, mod, dir, 1e-4)
		})
	}
}

const kernelsSrc = `
func.func @bmm(%a: memref<?x?x?xELEM>, %b: memref<?x?x?xELEM>, %c: memref<?x?x?xACC>) {
  linalg.batch_matmul ins(%a, %b : memref<?x?x?xELEM>, memref<?x?x?xELEM>) outs(%c : memref<?x?x?xACC>)
  return
}
func.func @mm(%a: memref<64x32xELEM>, %b: memref<32x48xELEM>, %c: memref<64x48xACC>) {
  linalg.matmul ins(%a, %b : memref<64x32xELEM>, memref<32x48xELEM>) outs(%c : memref<64x48xACC>)
  return
}
`

// staticSrc is kernelsSrc of static sizes that hold whole 64x64 tiles, as
// tf32 takes the tensor cores for (and stages vectors) only then.
const staticSrc = `
func.func @bmm(%a: memref<2x128x96xELEM>, %b: memref<2x96x128xELEM>, %c: memref<2x128x128xACC>) {
  linalg.batch_matmul ins(%a, %b : memref<2x128x96xELEM>, memref<2x96x128xELEM>) outs(%c : memref<2x128x128xACC>)
  return
}
func.func @mm(%a: memref<64x72xELEM>, %b: memref<72x64xELEM>, %c: memref<64x64xACC>) {
  linalg.matmul ins(%a, %b : memref<64x72xELEM>, memref<72x64xELEM>) outs(%c : memref<64x64xACC>)
  return
}
`

// linearSrc reads B as [n][k] (a linear layer's weight), dynamic and
// static.
const linearSrc = `
func.func @bmm(%a: memref<?x?xELEM>, %b: memref<?x?xELEM>, %c: memref<?x?xACC>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<?x?xELEM>, memref<?x?xELEM>) outs(%c : memref<?x?xACC>) {
  ^bb0(%x: ELEM, %y: ELEM, %acc: ACC):
    %xe = arith.extf %x : ELEM to ACC
    %ye = arith.extf %y : ELEM to ACC
    %p = arith.mulf %xe, %ye : ACC
    %s = arith.addf %acc, %p : ACC
    linalg.yield %s : ACC
  }
  return
}
func.func @mm(%a: memref<256x64xELEM>, %b: memref<384x64xELEM>, %c: memref<256x384xACC>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<256x64xELEM>, memref<384x64xELEM>) outs(%c : memref<256x384xACC>) {
  ^bb0(%x: ELEM, %y: ELEM, %acc: ACC):
    %xe = arith.extf %x : ELEM to ACC
    %ye = arith.extf %y : ELEM to ACC
    %p = arith.mulf %xe, %ye : ACC
    %s = arith.addf %acc, %p : ACC
    linalg.yield %s : ACC
  }
  return
}
`

// TestKernelsAssemble lowers tiled kernels of every element type (and
// with register tiles) to PTX
// (as strata-compile --target=cuda: outlining, convert-gpu-to-nvvm,
// emit/ptx) and has ptxas assemble them for sm_90, logging ptxas -v's
// registers and spills of each kernel (go test -v -run TestKernelsAssemble).
func TestKernelsAssemble(t *testing.T) {
	ptxas := filepath.Join("..", "..", "build", "ptxas", "bin", "ptxas")
	if p := os.Getenv("STRATA_PTXAS"); p != "" {
		ptxas = p
	}
	if _, err := os.Stat(ptxas); err != nil {
		if p, err := exec.LookPath("ptxas"); err == nil {
			ptxas = p
		} else {
			t.Skip("ptxas not found: run scripts/setup-ptxas.sh")
		}
	}
	for _, c := range []struct{ elem, acc, options, src string }{
		{"f32", "f32", "", ""}, {"f16", "f16", "", ""}, {"bf16", "bf16", "", ""}, {"f64", "f64", "", ""},
		{"f32", "f32", "{register-tile-m=8 register-tile-n=8}", ""}, {"f16", "f16", "{register-tile-m=2 register-tile-n=4}", ""},
		// The SIMT kernels' registers left to ptxas (no .minnctapersm).
		{"f32", "f32", "{register-tile-m=8 register-tile-n=8 simt-min-blocks=1}", ""},
		// On the tensor cores (and, for bf16, without them).
		{"bf16", "f32", "", ""}, {"f16", "f32", "", ""}, {"bf16", "f32", "{tensor-cores=false}", ""},
		{"f32", "f32", "{allow-tf32 target-blocks=2}", ""},
		// 128x128 tiles, eight warps and four (one stage: it spills).
		{"bf16", "f32", "{tensor-core-tile=128 tensor-core-warps=8}", ""}, {"f16", "f32", "{tensor-core-tile=128 tensor-core-warps=4 tensor-core-stages=1}", ""},
		{"f32", "f32", "{allow-tf32 target-blocks=2 tensor-core-tile=128}", ""},
		// The cp.async pipelines (tensor-core-stages): bmm's interior
		// blocks copy their steps into rings of workgroup buffers.
		{"bf16", "f32", "{tensor-core-stages=2}", ""}, {"f16", "f32", "{tensor-core-stages=3}", ""}, {"bf16", "f32", "{tensor-core-stages=4}", ""},
		{"bf16", "f32", "{tensor-core-tile=128 tensor-core-warps=8 tensor-core-stages=2}", ""}, {"f16", "f32", "{tensor-core-tile=128 tensor-core-warps=4 tensor-core-stages=2}", ""},
		// 128x128 tiles' default: four warps, two stages.
		{"bf16", "f32", "{tensor-core-tile=128}", ""},
		{"f32", "f32", "{allow-tf32 target-blocks=2 tensor-core-stages=2}", staticSrc},
		// B as [n][k]: 128x128 tiles' two stages take 40 KB, beside an
		// unpadded band of 16x128 f32.
		{"bf16", "f32", "{tensor-core-tile=128 tensor-core-warps=8}", linearSrc}, {"bf16", "f32", "{tensor-core-tile=128 tensor-core-warps=8 tensor-core-stages=2}", linearSrc},
		{"bf16", "f32", "{tensor-core-tile=128}", linearSrc},
		// More than 48 KB: four stages of 128x128 tiles (64 KB) and a
		// tf32 ring of three, in dynamic shared memory.
		{"bf16", "f32", "{tensor-core-tile=128 tensor-core-stages=4 tensor-core-shared-bytes=98304}", ""},
		{"f32", "f32", "{allow-tf32 target-blocks=2 tensor-core-stages=3 tensor-core-shared-bytes=98304}", staticSrc},
	} {
		elem := c.elem
		name := elem + "_" + c.acc + c.options
		switch c.src {
		case staticSrc:
			name += "_static"
		case linearSrc:
			name += "_linear"
		}
		t.Run(name, func(t *testing.T) {
			ctx := ir.NewContext()
			all.Register(ctx)
			src := kernelsSrc
			if c.src != "" {
				src = c.src
			}
			mod, err := parser.ParseSource(ctx, "k.mlir", strings.ReplaceAll(strings.ReplaceAll(src, "ELEM", elem), "ACC", c.acc), parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			pm, err := pipelines.Registry().ParsePipeline("builtin.module(func.func(strata-linalg-promote-to-gpu" + c.options + "),lower-affine," +
				"canonicalize,gpu-kernel-outlining,cse,strata-gpu-dynamic-workgroup-memory,gpu.module(convert-gpu-to-nvvm))")
			if err != nil {
				t.Fatal(err)
			}
			if err := pm.Run(mod); err != nil {
				t.Fatal(err)
			}
			var kernels []*ir.Operation
			for _, op := range mod.Region(0).Front().Ops() {
				if op.Def() == gpu.Module {
					kernels = append(kernels, op)
				}
			}
			if len(kernels) != 2 {
				t.Fatalf("%d gpu.modules, want 2", len(kernels))
			}
			text, err := ptx.EmitLinked(kernels, ptx.Options{Chip: "sm_90"})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(text, ".shared") {
				t.Error("no workgroup (.shared) memory in the PTX")
			}
			// Beyond 48 KB: the rings above, and the SIMT kernel's two K
			// steps (simt-stages' default) of 8x8 register tiles' f32
			// tiles, 50 KB with the edge blocks'.
			dynamic := strings.Contains(c.options, "tensor-core-shared-bytes") || strings.HasPrefix(c.options, "{register-tile-m=8 register-tile-n=8")
			if dynamic != strings.Contains(text, ".extern .shared") {
				t.Errorf("dynamic shared memory expected: %v, .extern .shared in the PTX: %v", dynamic, !dynamic)
			}
			tensorCores := (c.acc != elem && !strings.Contains(c.options, "tensor-cores=false")) || strings.Contains(c.options, "allow-tf32")
			if tensorCores != strings.Contains(text, "mma.sync") {
				t.Errorf("tensor cores expected: %v, mma.sync in the PTX: %v", tensorCores, !tensorCores)
			}
			// Two stages by default where 16-bit 128x128 tiles have four
			// warps (tensor-core-warps' default).
			async := strings.Contains(c.options, "tensor-core-stages=") && !strings.Contains(c.options, "tensor-core-stages=1") ||
				!strings.Contains(c.options, "tensor-core-stages=") && strings.Contains(c.options, "tensor-core-tile=128") &&
					!strings.Contains(c.options, "tensor-core-warps=8") && !strings.Contains(c.options, "allow-tf32")
			for _, want := range []string{"cp.async.cg.shared.global", "cp.async.commit_group", "cp.async.wait_group"} {
				if async != strings.Contains(text, want) {
					t.Errorf("cp.async pipeline expected: %v, %s in the PTX: %v", async, want, !async)
				}
			}
			in := filepath.Join(t.TempDir(), "k.ptx")
			if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			cmd := exec.Command(ptxas, "-v", "-arch=sm_90", in, "-o", in+".cubin")
			cmd.Stdout, cmd.Stderr = &out, &out
			if err := cmd.Run(); err != nil {
				t.Fatalf("ptxas: %v\n%s", err, out.String())
			}
			t.Log(usage(out.String()))
		})
	}
}

// usage keeps ptxas -v's lines that name a kernel and give its registers,
// spills and shared memory.
func usage(verbose string) string {
	var b strings.Builder
	for _, line := range strings.Split(verbose, "\n") {
		line = strings.TrimPrefix(strings.TrimSpace(line), "ptxas info    : ")
		if strings.HasPrefix(line, "Compiling entry function") || strings.HasPrefix(line, "Used ") || strings.Contains(line, "spill") {
			b.WriteString("\n  " + line)
		}
	}
	return b.String()
}
