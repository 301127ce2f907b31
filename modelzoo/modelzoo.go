// Package modelzoo loads the exported models under test/models: their
// manifests, the arguments rebuilt by the deterministic generator (the same
// algorithm as python/strata/detgen.py, bit for bit), and PyTorch's outputs.
// No weight file is stored anywhere; a test calls Load and gets everything
// it needs to run a model and compare with PyTorch, without PyTorch.
package modelzoo

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"

	"github.com/strata-compiler/strata/npy"
)

// Argument is one function argument of an exported model, in order.
type Argument struct {
	Name      string    `json:"name"`
	Kind      string    `json:"kind"` // parameter, buffer or input
	Shape     []int     `json:"shape"`
	Dtype     string    `json:"dtype"`     // NumPy's name: float32, int64, ...
	Generator string    `json:"generator"` // uniform, positive, int, zero or given
	High      int       `json:"high"`      // int: the exclusive upper bound
	Values    []float64 `json:"values"`    // given: the values
}

// Output describes one of PyTorch's outputs.
type Output struct {
	File  string `json:"file"`
	Shape []int  `json:"shape"`
	Dtype string `json:"dtype"`
}

// Manifest is a model's manifest.json.
type Manifest struct {
	Model     string     `json:"model"`
	Seed      uint64     `json:"seed"`
	Torch     string     `json:"torch"`
	Arguments []Argument `json:"arguments"`
	Outputs   []Output   `json:"outputs"`
	// Batches are PyTorch's outputs at other sizes of a dynamic batch
	// dimension (dimension 0 of every input).
	Batches []Batch `json:"batches"`
	// Tolerance, when set, is the largest |got - want| / (1 + |want|) a
	// compiled result may differ from PyTorch's (test/ops cases whose
	// op rounds differently, such as a cast to f16).
	Tolerance float64 `json:"tolerance"`
}

// Batch is one extra batch size of a dynamic-batch model.
type Batch struct {
	Batch   int      `json:"batch"`
	Outputs []Output `json:"outputs"`
}

// Model is a loaded test model.
type Model struct {
	Dir      string
	Manifest Manifest
	// MLIR is the torch-dialect text of model.mlir.
	MLIR string
}

// Load reads the model in dir (for example test/models/resnet18).
func Load(dir string) (*Model, error) {
	b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		return nil, err
	}
	m := &Model{Dir: dir}
	if err := json.Unmarshal(b, &m.Manifest); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, "manifest.json"), err)
	}
	text, err := os.ReadFile(filepath.Join(dir, "model.mlir"))
	if err != nil {
		return nil, err
	}
	m.MLIR = string(text)
	return m, nil
}

// Arguments builds every argument of the model, in order.
func (m *Model) Arguments() ([]*npy.Array, error) {
	out := make([]*npy.Array, len(m.Manifest.Arguments))
	for k, a := range m.Manifest.Arguments {
		arr, err := Generate(m.Manifest.Seed, k, a)
		if err != nil {
			return nil, fmt.Errorf("%s argument %d (%s): %w", m.Manifest.Model, k, a.Name, err)
		}
		out[k] = arr
	}
	return out, nil
}

// ArgumentsAtBatch builds every argument with the inputs' dimension 0 set
// to batch (weights are unchanged), as the Python side does for Batches.
func (m *Model) ArgumentsAtBatch(batch int) ([]*npy.Array, error) {
	out := make([]*npy.Array, len(m.Manifest.Arguments))
	for k, a := range m.Manifest.Arguments {
		if a.Kind == "input" && len(a.Shape) > 0 {
			a.Shape = append([]int{batch}, a.Shape[1:]...)
		}
		arr, err := Generate(m.Manifest.Seed, k, a)
		if err != nil {
			return nil, fmt.Errorf("%s argument %d (%s): %w", m.Manifest.Model, k, a.Name, err)
		}
		out[k] = arr
	}
	return out, nil
}

// Outputs reads PyTorch's outputs.
func (m *Model) Outputs() ([]*npy.Array, error) { return m.readOutputs(m.Manifest.Outputs) }

// OutputsAtBatch reads PyTorch's outputs at batch size b (one of Batches).
func (m *Model) OutputsAtBatch(b int) ([]*npy.Array, error) {
	for _, bb := range m.Manifest.Batches {
		if bb.Batch == b {
			return m.readOutputs(bb.Outputs)
		}
	}
	return nil, fmt.Errorf("%s: no outputs recorded at batch size %d", m.Manifest.Model, b)
}

func (m *Model) readOutputs(outputs []Output) ([]*npy.Array, error) {
	var out []*npy.Array
	for _, o := range outputs {
		f, err := os.Open(filepath.Join(m.Dir, o.File))
		if err != nil {
			return nil, err
		}
		a, err := npy.Read(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", o.File, err)
		}
		out = append(out, a)
	}
	return out, nil
}

const (
	golden = 0x9E3779B97F4A7C15
	lcgMul = 6364136223846793005
	lcgAdd = 1442695040888963407
)

func splitmix64(x uint64) uint64 {
	x += golden
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
	x = (x ^ (x >> 27)) * 0x94D049BB133111EB
	return x ^ (x >> 31)
}

// Uniform01 returns the n values u_i in [0, 1) of tensor k.
func Uniform01(seed uint64, k, n int) []float64 {
	state := splitmix64(seed ^ (uint64(k) * golden))
	out := make([]float64, n)
	for i := range out {
		state = state*lcgMul + lcgAdd
		out[i] = float64(state>>40) / 16777216.0
	}
	return out
}

// numpyDtypes maps NumPy dtype names to npy type strings.
var numpyDtypes = map[string]string{
	"float16": "f2", "float32": "f4", "float64": "f8",
	"int8": "i1", "int16": "i2", "int32": "i4", "int64": "i8",
	"uint8": "u1", "bool": "b1",
}

// Generate builds argument number k as detgen.generate does.
func Generate(seed uint64, k int, a Argument) (*npy.Array, error) {
	dt, ok := numpyDtypes[a.Dtype]
	if !ok || dt == "f2" {
		return nil, fmt.Errorf("unsupported dtype %q", a.Dtype)
	}
	n := 1
	for _, d := range a.Shape {
		n *= d
	}
	vals := make([]float64, n)
	switch a.Generator {
	case "zero":
	case "given":
		if len(a.Values) != n {
			return nil, fmt.Errorf("%d given values for %d elements", len(a.Values), n)
		}
		copy(vals, a.Values)
	case "int":
		for i, u := range Uniform01(seed, k, n) {
			vals[i] = math.Floor(u * float64(a.High))
		}
	case "positive":
		for i, u := range Uniform01(seed, k, n) {
			vals[i] = 0.5 + u
		}
	case "uniform":
		fanIn := 1
		if len(a.Shape) >= 2 && a.Shape[0] != 0 {
			fanIn = n / a.Shape[0]
		}
		scale := 1 / math.Sqrt(float64(max(fanIn, 1)))
		for i, u := range Uniform01(seed, k, n) {
			vals[i] = (2*u - 1) * scale
		}
	default:
		return nil, fmt.Errorf("unknown generator %q", a.Generator)
	}
	return fromFloat64s(dt, a.Shape, vals), nil
}

// fromFloat64s stores vals as dtype dt, rounding as NumPy's astype does.
func fromFloat64s(dt string, shape []int, vals []float64) *npy.Array {
	size := map[string]int{"f4": 4, "f8": 8, "i1": 1, "i2": 2, "i4": 4, "i8": 8, "u1": 1, "b1": 1}[dt]
	data := make([]byte, len(vals)*size)
	le := binary.LittleEndian
	for i, v := range vals {
		switch dt {
		case "f4":
			le.PutUint32(data[4*i:], math.Float32bits(float32(v)))
		case "f8":
			le.PutUint64(data[8*i:], math.Float64bits(v))
		case "i1", "u1":
			data[i] = byte(int64(v))
		case "b1":
			if v != 0 {
				data[i] = 1
			}
		case "i2":
			le.PutUint16(data[2*i:], uint16(int64(v)))
		case "i4":
			le.PutUint32(data[4*i:], uint32(int64(v)))
		case "i8":
			le.PutUint64(data[8*i:], uint64(int64(v)))
		}
	}
	return &npy.Array{Dtype: dt, Shape: append([]int(nil), shape...), Data: data}
}
