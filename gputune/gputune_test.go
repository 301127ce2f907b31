package gputune

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/linalggpu"
	"github.com/strata-compiler/strata/parser"
)

// Two products of one shape and one of another, on tensors.
const model = `
func.func @main(%a: tensor<128x64xf32>, %b: tensor<64x128xf32>, %x: tensor<32x16xf32>, %y: tensor<16x32xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<32x32xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %p = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  %q = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  %e2 = tensor.empty() : tensor<32x32xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %r = linalg.matmul ins(%x, %y : tensor<32x16xf32>, tensor<16x32xf32>) outs(%f2 : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %p, %q, %r : tensor<128x128xf32>, tensor<128x128xf32>, tensor<32x32xf32>
}
`

func parse(t *testing.T) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	top, err := parser.ParseSource(ctx, "model.mlir", model, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return top
}

func TestProducts(t *testing.T) {
	products, err := Products(parse(t))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range products {
		got = append(got, p.Key)
		if n := strings.Count(printed(t, p.Module), "linalg.matmul"); n != 1 {
			t.Errorf("%s: %d products in its module, want 1", p.Key, n)
		}
	}
	if want := "m128 n128 k64 f32 nn|m32 n32 k16 f32 nn"; strings.Join(got, "|") != want {
		t.Fatalf("keys %q, want %s", got, want)
	}
	if products[0].Count != 2 || products[1].Count != 1 {
		t.Errorf("counts %d and %d, want 2 and 1", products[0].Count, products[1].Count)
	}
	// The tiles that leave each dim a tile of 16 threads: 128 takes 8.
	if c := Candidates(products[0]); len(c) != 8 || c[len(c)-2].String() != "{register_tile_m = 8, register_tile_n = 8}" {
		t.Errorf("candidates of %s: %v", products[0].Key, c)
	}
	// 32 holds no tile of the list (2x4 needs 64 columns): the defaults
	// and ptxas's registers.
	if c := Candidates(products[1]); len(c) != 2 {
		t.Errorf("candidates of %s: %v", products[1].Key, c)
	}
	bf16 := products[0].Module.Context().BF16()
	if c := Candidates(Product{M: 4096, N: 4096, Elem: bf16}); len(c) != 5 || c[1].String() != "{tensor_core_stages = 1, tensor_core_tile = 64}" {
		t.Errorf("tensor-core candidates: %v", c)
	}
}

func printed(t *testing.T, op *ir.Operation) string {
	t.Helper()
	var b strings.Builder
	if err := ir.PrintOp(&b, op, ir.PrintFlags{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// fakeTimer times a module by its product's configuration: 4x4 sums are
// twice as fast as the defaults, ptxas's registers 1% faster, a tile of
// 8x8 fails.
type fakeTimer struct{ runs int }

func (f *fakeTimer) Time(module *ir.Operation) (float64, error) {
	f.runs++
	config, _ := product(module).Attr(linalggpu.ConfigAttr).(*ir.DictionaryAttr)
	switch {
	case config == nil:
		return 1e-3, nil
	case config.Get("register_tile_m") != nil && config.Get("register_tile_m").(*ir.IntegerAttr).Val == 8 && config.Get("register_tile_n").(*ir.IntegerAttr).Val == 8:
		return 0, errors.New("launch failed")
	case config.Get("register_tile_m") != nil && config.Get("register_tile_m").(*ir.IntegerAttr).Val == 4 && config.Get("register_tile_n").(*ir.IntegerAttr).Val == 4:
		return 0.5e-3, nil
	case config.Get("simt_min_blocks") != nil:
		return 0.99e-3, nil
	}
	return 2e-3, nil
}

func TestSearch(t *testing.T) {
	top := parse(t)
	products, err := Products(top)
	if err != nil {
		t.Fatal(err)
	}
	timer := &fakeTimer{}
	var log strings.Builder
	results, table, err := Search(top.Context(), products, timer, nil, &log)
	if err != nil {
		t.Fatal(err)
	}
	if timer.runs != 10 || len(results) != 2 {
		t.Fatalf("%d runs, %d results; log:\n%s", timer.runs, len(results), log.String())
	}
	if !strings.Contains(log.String(), "m128 n128 k64 f32 nn\t{register_tile_m = 8, register_tile_n = 8}\tfailed: launch failed") {
		t.Errorf("log has no failed candidate:\n%s", log.String())
	}
	// The 4x4 tile is twice as fast; the small product's best, ptxas's
	// registers, is within minGain of its defaults and stays out.
	if got := ir.AttrString(table); got != `{"m128 n128 k64 f32 nn" = {register_tile_m = 4 : i64, register_tile_n = 4 : i64}}` {
		t.Errorf("table %s", got)
	}
	if r := results[1]; r.Best.String() != "{simt_min_blocks = 1}" || r.BestTime != 0.99e-3 || r.Default != 1e-3 {
		t.Errorf("small product's result %+v", r)
	}
}

// TestSearchCache: a second search with the same cache times nothing and
// finds the same table; another context (chip, build, flags) times again;
// a damaged entry is a miss.
func TestSearchCache(t *testing.T) {
	top := parse(t)
	products, err := Products(top)
	if err != nil {
		t.Fatal(err)
	}
	base := t.TempDir()
	search := func(context string) (int, string, string) {
		t.Helper()
		cache, err := OpenCache(base, "H100", context)
		if err != nil {
			t.Fatal(err)
		}
		timer := &fakeTimer{}
		var log strings.Builder
		_, table, err := Search(top.Context(), products, timer, cache, &log)
		if err != nil {
			t.Fatal(err)
		}
		return timer.runs, ir.AttrString(table), log.String()
	}
	runs, first, _ := search("build 1")
	if runs != 10 {
		t.Fatalf("first search: %d runs", runs)
	}
	runs, again, log := search("build 1")
	if runs != 0 || again != first {
		t.Fatalf("second search: %d runs, table %s against %s; log:\n%s", runs, again, first, log)
	}
	if !strings.Contains(log, "m128 n128 k64 f32 nn\tcached: defaults 1.0000 ms, best {register_tile_m = 4, register_tile_n = 4} 0.5000 ms") {
		t.Errorf("log of the cached search:\n%s", log)
	}
	if runs, _, _ := search("build 2"); runs != 10 {
		t.Errorf("another build's search: %d runs", runs)
	}
	entries, _ := filepath.Glob(filepath.Join(base, cacheFormat, "*", "*"))
	damaged := 0
	for _, e := range entries {
		if filepath.Base(filepath.Dir(e)) != "tmp" {
			if err := os.WriteFile(e, []byte("key\tm128\ndefault\tx\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			damaged++
		}
	}
	if damaged != 4 {
		t.Fatalf("%d entries: %v", damaged, entries)
	}
	if runs, table, _ := search("build 1"); runs != 10 || table != first {
		t.Errorf("search over damaged entries: %d runs, table %s", runs, table)
	}
}
