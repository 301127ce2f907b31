package partition_test

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/interp/diffcheck"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/partition"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/plugin"
)

// randomProgram is a function of n ops on f32 tensors, each an addf (the
// backend runs it) or a mulf (it does not) of two earlier values, chosen
// at random; every value nobody uses is returned.
func randomProgram(rng *rand.Rand, n int) string {
	var b strings.Builder
	values := []string{"%a", "%b", "%c"}
	used := map[string]bool{}
	const ty = "tensor<3xf32>"
	for i := 0; i < n; i++ {
		x, y := values[rng.Intn(len(values))], values[rng.Intn(len(values))]
		used[x], used[y] = true, true
		op := "arith.addf"
		if rng.Intn(3) == 0 {
			op = "arith.mulf"
		}
		name := fmt.Sprintf("%%v%d", i)
		fmt.Fprintf(&b, "  %s = %s %s, %s : %s\n", name, op, x, y, ty)
		values = append(values, name)
	}
	var results []string
	for _, v := range values[3:] {
		if !used[v] {
			results = append(results, v)
		}
	}
	types := strings.TrimSuffix(strings.Repeat(ty+", ", len(results)), ", ")
	return fmt.Sprintf("func.func @f(%%a: %s, %%b: %s, %%c: %s) -> (%s) {\n%s  return %s : %s\n}\n",
		ty, ty, ty, types, b.String(), strings.Join(results, ", "), types)
}

// Random data flows with the supported and unsupported ops interleaved:
// the partitioned module verifies (every value defined before its uses:
// the segments' order has no cycle), computes what the original did, and
// every addf is in a segment.
func TestRandomPrograms(t *testing.T) {
	caps := &plugin.Capabilities{Protocol: plugin.ProtocolVersion, Name: "adder", Level: plugin.LevelLinalg,
		Ops: []plugin.OpSupport{{Op: "arith.addf"}}}
	rng := rand.New(rand.NewSource(7))
	for i := 0; i < 200; i++ {
		src := randomProgram(rng, 4+rng.Intn(30))
		ctx := ir.NewContext()
		all.Register(ctx)
		mod, err := parser.ParseSource(ctx, "random.mlir", src, parser.Options{})
		if err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		checker := diffcheck.New(mod, diffcheck.DefaultConfig)
		reports, err := partition.Apply(mod, caps)
		if err != nil {
			t.Fatal(err)
		}
		if err := ir.Verify(mod); err != nil {
			t.Fatalf("program %d: %v\nbefore:\n%s\nafter:\n%s", i, err, src, mod)
		}
		if err := checker.Check(mod, "strata-partition"); err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		offloaded := 0
		for _, s := range reports[0].Segments {
			offloaded += len(s.Ops)
		}
		if want := strings.Count(src, "arith.addf"); offloaded != want {
			t.Errorf("program %d: %d addf in segments, want %d", i, offloaded, want)
		}
	}
}

// At the torch level, a value without a builtin equivalent (a !torch.list
// built on the host from a size known at run time) cannot cross between
// the host and a segment: the op taking it stays on the host, and the
// report says why; a list of constants is copied in instead.
func TestValuesThatCannotCross(t *testing.T) {
	const src = `func.func @f(%x: !torch.vtensor<[?,8],f32>, %y: !torch.vtensor<[?],f32>) -> (!torch.vtensor<[?,8],f32>, !torch.vtensor<[8,?],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int8 = torch.constant.int 8
  %d = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,8],f32>, !torch.int -> !torch.int
  %l = torch.prim.ListConstruct %d, %int8 : (!torch.int, !torch.int) -> !torch.list<int>
  %v = torch.aten.view %y, %l : !torch.vtensor<[?],f32>, !torch.list<int> -> !torch.vtensor<[?,8],f32>
  %p = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %t = torch.aten.permute %x, %p : !torch.vtensor<[?,8],f32>, !torch.list<int> -> !torch.vtensor<[8,?],f32>
  return %v, %t : !torch.vtensor<[?,8],f32>, !torch.vtensor<[8,?],f32>
}`
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, err := parser.ParseSource(ctx, "view.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	caps := &plugin.Capabilities{Protocol: plugin.ProtocolVersion, Name: "tb", Level: plugin.LevelTorchBackend,
		Ops: []plugin.OpSupport{{Op: "torch.aten.view"}, {Op: "torch.aten.permute"}}}
	reports, err := partition.Apply(mod, caps)
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(mod); err != nil {
		t.Fatal(err)
	}
	r := reports[0]
	if len(r.Segments) != 1 || len(r.Segments[0].Ops) != 1 || r.Segments[0].Ops[0].Name() != "torch.aten.permute" {
		t.Errorf("segments: %s", r)
	}
	want := "its operand of type !torch.list<int> would come from the host, and cannot cross to tb"
	if !strings.Contains(r.String(), "host: torch.aten.view at view.mlir:7:8: "+want) {
		t.Errorf("report:\n%s\nwant the view on the host: %s", r, want)
	}
}
