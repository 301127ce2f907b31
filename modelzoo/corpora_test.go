package modelzoo

import (
	"bytes"
	"math"
	"path/filepath"
	"testing"
	"time"
)

// corpora are the folders of exported cases, with how many each has at
// least.
var corpora = []struct {
	glob string
	min  int
}{
	{"../test/models/*/manifest.json", 8},
	{"../test/ops/*/manifest.json", 100},
	{"../test/opinfo/cases/*/manifest.json", 4000},
	{"../test/zoo/*/manifest.json", 40},
}

// Every case of every corpus loads, its arguments are generated (every
// dtype: f16, bf16, complex64, u8, bool, ...) and PyTorch's outputs read,
// each of the element count and npy dtype its manifest says. The zoo's
// real models have millions of weights: their inputs are generated, and
// the weights checked (Check) but not made, to keep the test fast.
func TestEveryCaseLoads(t *testing.T) {
	start := time.Now()
	for _, c := range corpora {
		files, err := filepath.Glob(c.glob)
		if err != nil || len(files) < c.min {
			t.Fatalf("%s: %d cases (%v), want at least %d", c.glob, len(files), err, c.min)
		}
		zoo := filepath.Base(filepath.Dir(filepath.Dir(files[0]))) == "zoo"
		for _, mf := range files {
			dir := filepath.Dir(mf)
			m, err := Load(dir)
			if err != nil {
				t.Error(err)
				continue
			}
			for k, a := range m.Manifest.Arguments {
				if zoo && a.Kind != "input" {
					continue
				}
				arr, err := Generate(m.Manifest.Seed, k, a)
				if err != nil {
					t.Errorf("%s: argument %d (%s): %v", dir, k, a.Name, err)
					continue
				}
				want, _ := NpyDtype(a.Dtype)
				if n, _ := Elements(a.Shape); arr.Len() != n || arr.Dtype != want || arr.Validate() != nil {
					t.Errorf("%s: argument %d (%s, %s %v): %s %v", dir, k, a.Name, a.Dtype, a.Shape, arr.Dtype, arr.Shape)
				}
			}
			if _, err := m.Outputs(); err != nil {
				t.Error(err)
			}
			for _, b := range m.Manifest.Batches {
				if _, err := m.OutputsAtBatch(b.Batch); err != nil {
					t.Error(err)
				}
			}
		}
	}
	t.Logf("%v", time.Since(start))
}

// PyTorch's clone of a generated argument is the argument itself: for
// each dtype, the generator makes the bytes PyTorch made (bfloat16 as its
// float32 values, complex as its float pairs).
func TestGenerateMatchesPyTorch(t *testing.T) {
	for _, c := range []string{
		"clone_f32_0", "clone_f64_0", "clone_f16_0", "clone_bf16_0", "clone_c64_0",
		"clone_i32_0", "clone_i64_0", "clone_u8_0", "clone_bool_0",
		"contiguous_f16_0", "contiguous_bf16_0", "contiguous_c64_0", "contiguous_u8_0",
		"view_as_complex_f64_0", // float64 pairs read as complex128
		"view_as_real_c64_0",    // complex64 written as float32 pairs
	} {
		m, err := Load(filepath.Join("../test/opinfo/cases", c))
		if err != nil {
			t.Fatal(err)
		}
		args, err := m.Arguments()
		if err != nil {
			t.Fatal(err)
		}
		outs, err := m.Outputs()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(args[0].Data, outs[0].Data) {
			g, w := args[0].Float64s(), outs[0].Float64s()
			for i := range g {
				if i < len(w) && math.Float64bits(g[i]) != math.Float64bits(w[i]) {
					t.Errorf("%s: value %d of %d: generated %v, PyTorch %v", c, i, len(w), g[i], w[i])
					break
				}
			}
			t.Errorf("%s: %s %v generated, %s %v from PyTorch: the bytes differ", c, args[0].Dtype, args[0].Shape, outs[0].Dtype, outs[0].Shape)
		}
	}
}
