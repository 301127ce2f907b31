package tobinary

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/gputonvvm"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/parser"
)

// A realistic kernel: a row-wise softmax-like reduction with a block-wide
// all_reduce, subgroup reductions, shuffles, workgroup and private
// attributions, an scf loop, math calls and 2-D memrefs.
const kernel = `module attributes {gpu.container_module} {
gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
  gpu.func @rows(%in: memref<?x?xf32>, %out: memref<?x?xf32>, %sums: memref<?xf32>, %n: index)
      workgroup(%tile: memref<2x32xf32, #gpu.address_space<workgroup>>)
      private(%tmp: memref<4xf32, #gpu.address_space<private>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %row = gpu.block_id x
    %tid = gpu.thread_id x
    %bd = gpu.block_dim x
    %lane = gpu.lane_id
    %zero = arith.constant 0.0 : f32
    %acc = scf.for %j = %tid to %n step %bd iter_args(%a = %zero) -> f32 {
      %x = memref.load %in[%row, %j] : memref<?x?xf32>
      %e = math.exp %x : f32
      %t = math.tanh %e : f32
      memref.store %t, %out[%row, %j] : memref<?x?xf32>
      %s = arith.addf %a, %t : f32
      scf.yield %s : f32
    }
    %wsum = gpu.subgroup_reduce add %acc : (f32) -> f32
    memref.store %wsum, %tile[%c0, %lane] : memref<2x32xf32, #gpu.address_space<workgroup>>
    memref.store %wsum, %tmp[%c1] : memref<4xf32, #gpu.address_space<private>>
    gpu.barrier
    %total = gpu.all_reduce add %acc uniform {} : (f32) -> (f32)
    %m = gpu.all_reduce maxnumf %acc {} : (f32) -> (f32)
    %c1i = arith.constant 1 : i32
    %c32i = arith.constant 32 : i32
    %sh, %ok = gpu.shuffle down %total, %c1i, %c32i : f32
    %d = arith.select %ok, %sh, %m : f32
    %dd = arith.extf %d : f32 to f64
    %s64, %ok2 = gpu.shuffle xor %dd, %c1i, %c32i : f64
    %back = arith.truncf %s64 : f64 to f32
    %is0 = arith.cmpi eq, %tid, %c0 : index
    scf.if %is0 {
      memref.store %back, %sums[%row] : memref<?xf32>
    }
    gpu.return
  }
}
}`

func TestRealisticKernelToPTX(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	top, err := parser.ParseSource(ctx, "in.mlir", kernel, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var mod *ir.Operation
	ir.WalkOps(top, func(op *ir.Operation) {
		if op.Def() == gpu.Module {
			mod = op
		}
	})
	if err := gputonvvm.Apply(mod, tollvm.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(top); err != nil {
		t.Fatal(err)
	}
	if err := Serialize(top, Options{Format: "assembly"}); err != nil {
		var b strings.Builder
		ir.PrintOp(&b, top, ir.PrintFlags{})
		t.Fatalf("%v\n%s", err, b.String())
	}
	var text string
	ir.WalkOps(top, func(op *ir.Operation) {
		if op.Def() == gpu.Binary {
			text = op.Attr("objects").(*ir.ArrayAttr).Elems[0].(*gpu.ObjectAttr).Object
		}
	})
	if !strings.Contains(text, ".entry rows") || !strings.Contains(text, ".target sm_80") {
		t.Fatalf("unexpected PTX:\n%s", text)
	}
	ptxas := ptxasPath()
	if ptxas == "" {
		t.Skip("no ptxas (scripts/setup-ptxas.sh)")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "k.ptx")
	if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(ptxas, "-arch=sm_80", src, "-o", filepath.Join(dir, "k.cubin")).CombinedOutput()
	if err != nil {
		t.Fatalf("ptxas: %v\n%s\n%s", err, out, text)
	}
}

func ptxasPath() string {
	_, file, _, _ := runtime.Caller(0)
	p := filepath.Join(filepath.Dir(file), "..", "..", "..", "build", "ptxas", "bin", "ptxas")
	if _, err := os.Stat(p); err == nil {
		return p
	}
	if p, err := exec.LookPath("ptxas"); err == nil {
		return p
	}
	return ""
}

// format=bin: the realistic kernel's module becomes a gpu.binary holding
// the cubin the toolkit's ptxas assembled for its chip (an ELF file).
func TestRealisticKernelToCubin(t *testing.T) {
	ptxas := ptxasPath()
	if ptxas == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("no ptxas: scripts/setup-ptxas.sh")
		}
		t.Skip("no ptxas (scripts/setup-ptxas.sh)")
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	top, err := parser.ParseSource(ctx, "in.mlir", kernel, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ir.WalkOps(top, func(op *ir.Operation) {
		if op.Def() == gpu.Module {
			if err := gputonvvm.Apply(op, tollvm.Options{}); err != nil {
				t.Fatal(err)
			}
		}
	})
	toolkit := filepath.Dir(filepath.Dir(ptxas))
	if err := Serialize(top, Options{Format: "bin", Toolkit: toolkit, ToolOptions: "-O3"}); err != nil {
		t.Fatal(err)
	}
	var objects []*gpu.ObjectAttr
	ir.WalkOps(top, func(op *ir.Operation) {
		if op.Def() == gpu.Binary {
			for _, a := range op.Attr("objects").(*ir.ArrayAttr).Elems {
				objects = append(objects, a.(*gpu.ObjectAttr))
			}
		}
	})
	if len(objects) != 1 {
		t.Fatalf("want one object, got %d", len(objects))
	}
	if o := objects[0].Object; objects[0].Format != "bin" || !strings.HasPrefix(o, "\x7fELF") {
		t.Fatalf("want a cubin (an ELF file), got format %s: %q...", objects[0].Format, o[:min(16, len(o))])
	}
	if !strings.Contains(objects[0].Object, "rows") {
		t.Fatal("the cubin does not name the kernel rows")
	}
}
