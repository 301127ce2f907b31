package compiler

import (
	"context"
	"encoding/binary"
	"github.com/strata-compiler/strata/backend"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// TestIndexOutOfRangeOnCPU runs gathers whose index tensor holds an index
// out of range on the cpu target: the compiled code must stop with a
// message naming the op's location (a failed cf.assert, convert-cf-to-llvm
// prints it before abort) instead of reading outside the table, which
// crashed with a bare segmentation fault; in range, the same code runs.
func TestIndexOutOfRangeOnCPU(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles shared objects")
	}
	tc, err := cpu.FindToolchain()
	if err != nil {
		t.Fatalf("no toolchain (run scripts/setup-test-deps.sh): %v", err)
	}
	for _, c := range []struct {
		name, src, msg string
	}{
		{"embedding", `func.func @main(%w: !torch.vtensor<[10,4],f32>, %ids: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,4],f32> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten.embedding %w, %ids, %int-1, %false, %false : !torch.vtensor<[10,4],f32>, !torch.vtensor<[3],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,4],f32> loc("bert.py":12:7)
  return %0 : !torch.vtensor<[3,4],f32>
}`, `bert.py:12:7: error: embedding: index out of range in self`},
		{"index_select", `func.func @main(%w: !torch.vtensor<[10,4],f32>, %ids: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,4],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.index_select %w, %int0, %ids : !torch.vtensor<[10,4],f32>, !torch.int, !torch.vtensor<[3],si64> -> !torch.vtensor<[3,4],f32> loc("m.py":3:1)
  return %0 : !torch.vtensor<[3,4],f32>
}`, `m.py:3:1: error: index_select: index out of bounds for dimension 0`},
		{"gather", `func.func @main(%w: !torch.vtensor<[10,4],f32>, %ids: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,4],f32> {
  %int0 = torch.constant.int 0
  %int4 = torch.constant.int 4
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %s = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %u = torch.aten.unsqueeze %ids, %int-1 : !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[3,1],si64>
  %i = torch.aten.expand %u, %s, %false : !torch.vtensor<[3,1],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,4],si64>
  %0 = torch.aten.gather %w, %int0, %i, %false : !torch.vtensor<[10,4],f32>, !torch.int, !torch.vtensor<[3,4],si64>, !torch.bool -> !torch.vtensor<[3,4],f32> loc("m.py":4:2)
  return %0 : !torch.vtensor<[3,4],f32>
}`, `m.py:4:2: error: gather: index out of bounds for dimension 0`},
		{"index.Tensor", `func.func @main(%w: !torch.vtensor<[10,4],f32>, %ids: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,4],f32> {
  %l = torch.prim.ListConstruct %ids : (!torch.vtensor<[3],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.index.Tensor %w, %l : !torch.vtensor<[10,4],f32>, !torch.list<vtensor> -> !torch.vtensor<[3,4],f32> loc("m.py":5:3)
  return %0 : !torch.vtensor<[3,4],f32>
}`, `m.py:5:3: error: index.Tensor: index out of bounds for dimension 0`},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			src := strings.Replace(c.src, "%int0 = torch.constant.int 0", "%int0 = torch.constant.int 0\n  %int-1 = torch.constant.int -1", 1)
			ctx := ir.NewContext()
			all.Register(ctx)
			top, err := parser.ParseSource(ctx, "in.mlir", src, parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			pm, err := pipelines.Registry().ParsePipeline(PipelineText(Level(top), backend.LevelLoops))
			if err != nil {
				t.Fatal(err)
			}
			if err := pm.Run(top); err != nil {
				t.Fatal(err)
			}
			prog, err := cpu.CompileWith(context.Background(), top, "main", t.TempDir(), tc, cpu.Options{})
			if err != nil {
				t.Fatal(err)
			}
			table := &npy.Array{Dtype: "f4", Shape: []int{10, 4}, Data: make([]byte, 160)}
			for _, ids := range [][]int64{{0, 9, 3}, {1, 10, 2}, {-1, 0, 0}, {1 << 40, 0, 0}} {
				a := &npy.Array{Dtype: "i8", Shape: []int{3}}
				for _, id := range ids {
					a.Data = binary.LittleEndian.AppendUint64(a.Data, uint64(id))
				}
				_, err := prog.Run(context.Background(), []*npy.Array{table, a})
				// index.Tensor counts -1 from the end, as PyTorch.
				inRange := ids[0] >= -10*boolInt(c.name == "index.Tensor") && ids[0] < 10 && ids[1] < 10
				switch {
				case inRange && err != nil:
					t.Errorf("ids %v: %v", ids, err)
				case !inRange && (err == nil || !strings.Contains(err.Error(), c.msg)):
					t.Errorf("ids %v: got %v, want an error containing %q", ids, err, c.msg)
				}
			}
		})
	}
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
