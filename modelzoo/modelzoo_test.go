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
		{Dtype: "qint8", Generator: "uniform"},
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
			"argument 0 (w): shape [1000000000000] has more than 1073741824 elements"},
		{`{"arguments": [{"name": "w", "kind": "parameter", "shape": [4294967296, 4294967296], "dtype": "float32", "generator": "uniform"}]}`,
			"has more than 1073741824 elements"},
		{`{"arguments": [{"name": "x", "kind": "input", "shape": [2], "dtype": "float32", "generator": "uniform"},
		  {"name": "w", "kind": "parameter", "shape": [2], "dtype": "float8_e4m3fn", "generator": "uniform"}]}`,
			`argument 1 (w): unsupported dtype "float8_e4m3fn"`},
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

// Generate for every dtype, against values worked out by hand from the
// first four values of tensor 0 (TestUniform01MatchesPython):
// u = 0.21754789352416992, 0.9599751234054565, 0.5450454950332642,
// 0.6555274724960327, so 2u - 1 = -0.5649042129516602,
// 0.9199502468109131, 0.09009099006652832, 0.31105494499206543.
func TestGenerateEveryDtypeByHand(t *testing.T) {
	f32 := func(v float32) float64 { return float64(v) }
	for _, tt := range []struct {
		name  string
		arg   Argument
		dtype string
		shape []int
		want  []float64 // Float64s: complex as (real, imaginary) pairs
	}{
		// bfloat16 keeps 8 significant bits, held in float32:
		// 0.5649042 = 1.1298084 * 2^-1, 0.1298084 * 128 = 16.62 -> 17: (1 + 17/128) / 2;
		// 0.9199502 = 1.8399005 * 2^-1, 0.8399005 * 128 = 107.507 -> 108;
		// 0.0900910 = 1.4414558 * 2^-4, 0.4414558 * 128 = 56.506 -> 57;
		// 0.3110549 = 1.2442198 * 2^-2, 0.2442198 * 128 = 31.26 -> 31.
		{"bfloat16", Argument{Shape: []int{4}, Dtype: "bfloat16", Generator: "uniform"}, "f4", []int{4},
			[]float64{-145.0 / 256, 236.0 / 256, 185.0 / 2048, 159.0 / 512}},
		// float16: 0.5 + u at 11 significant bits: 0.7175479 * 2048 = 1469.54 -> 1470;
		// 1.4599751 * 1024 = 1495.01 -> 1495.
		{"float16", Argument{Shape: []int{2}, Dtype: "float16", Generator: "positive"}, "f2", []int{2},
			[]float64{1470.0 / 2048, 1495.0 / 1024}},
		// complex64 of shape [2]: the float32 tensor of shape [2, 2], whose
		// fan_in is 2: (2u - 1) / sqrt(2) as float32, in (real, imaginary) pairs.
		{"complex64", Argument{Shape: []int{2}, Dtype: "complex64", Generator: "uniform"}, "c8", []int{2},
			[]float64{f32(-0.39944759011268616), f32(0.6505030393600464), f32(0.06370394676923752), f32(0.21994906663894653)}},
		// A complex scalar: the float pair of shape [2] (rank 1: fan_in 1).
		{"complex128 scalar", Argument{Shape: []int{}, Dtype: "complex128", Generator: "uniform"}, "c16", nil,
			[]float64{-0.5649042129516602, 0.9199502468109131}},
		{"complex64 zero", Argument{Shape: []int{1}, Dtype: "complex64", Generator: "zero"}, "c8", []int{1}, []float64{0, 0}},
		// floor(u * 10), floor(u * 2) != 0.
		{"uint8", Argument{Shape: []int{4}, Dtype: "uint8", Generator: "int", High: 10}, "u1", []int{4}, []float64{2, 9, 5, 6}},
		{"int8", Argument{Shape: []int{2, 2}, Dtype: "int8", Generator: "int", High: 200}, "i1", []int{2, 2}, []float64{43, -65, 109, -125}},
		{"int16", Argument{Shape: []int{2}, Dtype: "int16", Generator: "int", High: 40000}, "i2", []int{2}, []float64{8701, -27137}},
		{"bool", Argument{Shape: []int{4}, Dtype: "bool", Generator: "int", High: 2}, "b1", []int{4}, []float64{0, 1, 1, 1}},
		// Given values, as torch's Tensor.to converts float64: toward zero,
		// wrapping (300 is 44 in int8, -1 is 255 in uint8); nonzero (NaN
		// too) is true; complex gets imaginary part 0; float16 and bfloat16
		// through float32 (1 + 2^-11 + 2^-40 is the tie 1 + 2^-11 in float32:
		// half 1, where rounding once would give 1 + 2^-10).
		{"given int8", Argument{Shape: []int{3}, Dtype: "int8", Generator: "given", Values: []float64{-1.5, 300, 2.9}}, "i1", []int{3}, []float64{-1, 44, 2}},
		{"given uint8", Argument{Shape: []int{2}, Dtype: "uint8", Generator: "given", Values: []float64{-1, 255.9}}, "u1", []int{2}, []float64{255, 255}},
		{"given int64", Argument{Shape: []int{1}, Dtype: "int64", Generator: "given", Values: []float64{-3.7}}, "i8", []int{1}, []float64{-3}},
		{"given bool", Argument{Shape: []int{3}, Dtype: "bool", Generator: "given", Values: []float64{0, -0.5, math.NaN()}}, "b1", []int{3}, []float64{0, 1, 1}},
		{"given complex64", Argument{Shape: []int{2}, Dtype: "complex64", Generator: "given", Values: []float64{1.5, -2}}, "c8", []int{2}, []float64{1.5, 0, -2, 0}},
		{"given float16", Argument{Shape: []int{1}, Dtype: "float16", Generator: "given", Values: []float64{1 + math.Ldexp(1, -11) + math.Ldexp(1, -40)}}, "f2", []int{1}, []float64{1}},
		{"given bfloat16", Argument{Shape: []int{2}, Dtype: "bfloat16", Generator: "given", Values: []float64{1 + 1.0/256, 1 + 3.0/256}}, "f4", []int{2}, []float64{1, 1 + 4.0/256}},
	} {
		a, err := Generate(2026, 0, tt.arg)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if a.Dtype != tt.dtype || !cmp.Equal(a.Shape, tt.shape) || a.Validate() != nil {
			t.Errorf("%s: %s %v, want %s %v (%v)", tt.name, a.Dtype, a.Shape, tt.dtype, tt.shape, a.Validate())
		}
		if diff := cmp.Diff(tt.want, a.Float64s()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}
