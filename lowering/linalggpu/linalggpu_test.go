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

// TestKernelsAssemble lowers tiled kernels of every element type (and
// with register tiles) to PTX
// (as strata-compile --target=cuda: outlining, convert-gpu-to-nvvm,
// emit/ptx) and has ptxas assemble them for sm_90.
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
	for _, c := range []struct{ elem, acc, options string }{
		{"f32", "f32", ""}, {"f16", "f16", ""}, {"bf16", "bf16", ""}, {"f64", "f64", ""},
		{"f32", "f32", "{register-tile-m=8 register-tile-n=8}"}, {"f16", "f16", "{register-tile-m=2 register-tile-n=4}"},
		// On the tensor cores (and, for bf16, without them).
		{"bf16", "f32", ""}, {"f16", "f32", ""}, {"bf16", "f32", "{tensor-cores=false}"},
		{"f32", "f32", "{allow-tf32 target-blocks=2}"},
		// 128x128 tiles, eight warps and four.
		{"bf16", "f32", "{tensor-core-tile=128}"}, {"f16", "f32", "{tensor-core-tile=128 tensor-core-warps=4}"},
		{"f32", "f32", "{allow-tf32 target-blocks=2 tensor-core-tile=128}"},
	} {
		elem := c.elem
		t.Run(elem+"_"+c.acc+c.options, func(t *testing.T) {
			ctx := ir.NewContext()
			all.Register(ctx)
			mod, err := parser.ParseSource(ctx, "k.mlir", strings.ReplaceAll(strings.ReplaceAll(kernelsSrc, "ELEM", elem), "ACC", c.acc), parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			pm, err := pipelines.Registry().ParsePipeline("builtin.module(func.func(strata-linalg-promote-to-gpu" + c.options + "),lower-affine," +
				"canonicalize,gpu-kernel-outlining,cse,gpu.module(convert-gpu-to-nvvm))")
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
			tensorCores := (c.acc != elem && !strings.Contains(c.options, "tensor-cores=false")) || strings.Contains(c.options, "allow-tf32")
			if tensorCores != strings.Contains(text, "mma.sync") {
				t.Errorf("tensor cores expected: %v, mma.sync in the PTX: %v", tensorCores, !tensorCores)
			}
			in := filepath.Join(t.TempDir(), "k.ptx")
			if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			cmd := exec.Command(ptxas, "-arch=sm_90", in, "-o", in+".cubin")
			cmd.Stdout, cmd.Stderr = &out, &out
			if err := cmd.Run(); err != nil {
				t.Fatalf("ptxas: %v\n%s", err, out.String())
			}
		})
	}
}
