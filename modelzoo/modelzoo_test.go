package modelzoo

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The first values of the Python generator (python/strata/detgen.py), as it
// printed them: the two implementations must agree bit for bit.
func TestUniform01MatchesPython(t *testing.T) {
	tests := []struct {
		seed uint64
		k, n int
		want []float64
	}{
		{2026, 0, 4, []float64{0.21754789352416992, 0.9599751234054565, 0.5450454950332642, 0.6555274724960327}},
		{2026, 7, 3, []float64{0.7142994999885559, 0.3555804491043091, 0.06044483184814453}},
		{1, 3, 2, []float64{0.6678467988967896, 0.5225014090538025}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, Uniform01(tt.seed, tt.k, tt.n)); diff != "" {
			t.Errorf("Uniform01(%d, %d) (-python +go):\n%s", tt.seed, tt.k, diff)
		}
	}
}

func TestEveryModelLoads(t *testing.T) {
	dirs, err := filepath.Glob("../test/models/*/manifest.json")
	if err != nil || len(dirs) < 8 {
		t.Fatalf("found %d models (%v)", len(dirs), err)
	}
	for _, mf := range dirs {
		dir := filepath.Dir(mf)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			m, err := Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(m.MLIR, "func.func @main(") {
				t.Error("model.mlir has no @main")
			}
			args, err := m.Arguments()
			if err != nil {
				t.Fatal(err)
			}
			for i, a := range args {
				if got, want := a.Len(), product(m.Manifest.Arguments[i].Shape); got != want {
					t.Errorf("argument %d: %d elements, want %d", i, got, want)
				}
			}
			outs, err := m.Outputs()
			if err != nil {
				t.Fatal(err)
			}
			for i, o := range outs {
				if diff := cmp.Diff(m.Manifest.Outputs[i].Shape, o.Shape); diff != "" {
					t.Errorf("output %d shape (-manifest +npy):\n%s", i, diff)
				}
			}
		})
	}
}

func product(s []int) int {
	n := 1
	for _, d := range s {
		n *= d
	}
	return n
}

func TestGenerateRejectsBadManifests(t *testing.T) {
	for _, a := range []Argument{
		{Dtype: "complex64", Generator: "uniform"},
		{Dtype: "float32", Generator: "gaussian"},
		{Dtype: "int64", Shape: []int{2}, Generator: "given", Values: []float64{1}},
	} {
		if _, err := Generate(1, 0, a); err == nil {
			t.Errorf("Generate(%+v) accepted a bad argument", a)
		}
	}
}

// A manifest whose sizes or names the generator cannot take is an error
// of Load naming the file and the entry, before anything is allocated
// (a shape of [1e12] used to be an out-of-memory crash, [-1] a panic).
func TestLoadRejectsBadManifests(t *testing.T) {
	for _, tt := range []struct{ manifest, want string }{
		{`{"arguments": [{"name": "w", "kind": "parameter", "shape": [-1], "dtype": "float32", "generator": "uniform"}]}`,
			"argument 0 (w): shape [-1] has a negative size"},
		{`{"arguments": [{"name": "w", "kind": "parameter", "shape": [1000000000000], "dtype": "float32", "generator": "uniform"}]}`,
			"argument 0 (w): shape [1000000000000] has more than 268435456 elements"},
		{`{"arguments": [{"name": "w", "kind": "parameter", "shape": [4294967296, 4294967296], "dtype": "float32", "generator": "uniform"}]}`,
			"has more than 268435456 elements"},
		{`{"arguments": [{"name": "x", "kind": "input", "shape": [2], "dtype": "float32", "generator": "uniform"},
		  {"name": "w", "kind": "parameter", "shape": [2], "dtype": "complex64", "generator": "uniform"}]}`,
			`argument 1 (w): unsupported dtype "complex64"`},
		{`{"arguments": [{"name": "w", "kind": "parameter", "shape": [2], "dtype": "float32", "generator": "normal"}]}`,
			`argument 0 (w): unknown generator "normal"`},
		{`{"arguments": [{"name": "w", "kind": "weight", "shape": [2], "dtype": "float32", "generator": "uniform"}]}`,
			`argument 0 (w): unknown kind "weight"`},
		{`{"arguments": [{"name": "w", "kind": "buffer", "shape": [3], "dtype": "int64", "generator": "given", "values": [1]}]}`,
			"argument 0 (w): 1 given values for 3 elements"},
		{`{"arguments": [], "outputs": [{"file": "o.npy", "shape": [-2], "dtype": "torch.float32"}]}`,
			"output 0 (o.npy): shape [-2] has a negative size"},
		{`{"arguments": [], "outputs": [{"file": "o.npy", "shape": [2], "dtype": "torch.quint8"}]}`,
			`output 0 (o.npy): unknown dtype "torch.quint8"`},
		{`{"arguments": [{"name": "x", "kind": "input", "shape": [1, 65536], "dtype": "float32", "generator": "uniform"}],
		  "batches": [{"batch": 65536, "outputs": []}]}`,
			"batch 65536: argument 0 (x): shape [65536 65536] has more than"},
		{`{"arguments": [], "batches": [{"batch": -1, "outputs": []}]}`, "batch -1: negative batch size"},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "manifest.json"), []byte(tt.manifest), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Load(dir)
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "manifest.json: ") {
			t.Errorf("Load(%s): got %v, want an error naming manifest.json and saying %q", tt.manifest, err, tt.want)
		}
	}
}

// Generate checks its argument itself (it is exported), and a shape with
// a zero size is empty even when the other sizes are huge.
func TestGenerateChecksShapes(t *testing.T) {
	for _, shape := range [][]int{{-1}, {1 << 40}, {1 << 32, 1 << 32}, {-1, 0}} {
		if _, err := Generate(1, 0, Argument{Shape: shape, Dtype: "float32", Generator: "uniform"}); err == nil {
			t.Errorf("Generate accepted shape %v", shape)
		}
	}
	a, err := Generate(1, 0, Argument{Shape: []int{1 << 40, 0}, Dtype: "float32", Generator: "uniform"})
	if err != nil || len(a.Data) != 0 {
		t.Errorf("shape [2^40, 0]: %v, %d bytes", err, len(a.Data))
	}
}

// The streaming generator writes what the old one (Uniform01, then the
// conversion) wrote.
func TestGenerateMatchesUniform01(t *testing.T) {
	a, err := Generate(2026, 3, Argument{Shape: []int{4, 3}, Dtype: "float32", Generator: "uniform"})
	if err != nil {
		t.Fatal(err)
	}
	scale := 1 / math.Sqrt(3)
	for i, u := range Uniform01(2026, 3, 12) {
		want := float32((2*u - 1) * scale)
		if got := math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*i:])); got != want {
			t.Errorf("element %d: %v, want %v", i, got, want)
		}
	}
}
