package modelzoo

import (
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
