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
	"slices"
	"strings"

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

// Load reads the model in dir (for example test/models/resnet18). The
// manifest is checked first (see Manifest.Check), so that nothing is
// allocated for a size it only claims.
func Load(dir string) (*Model, error) {
	file := filepath.Join(dir, "manifest.json")
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	m := &Model{Dir: dir}
	if err := json.Unmarshal(b, &m.Manifest); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if err := m.Manifest.Check(); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	text, err := os.ReadFile(filepath.Join(dir, "model.mlir"))
	if err != nil {
		return nil, err
	}
	m.MLIR = string(text)
	return m, nil
}

// MaxElements bounds the elements of one tensor a manifest describes (an
// argument the generator builds, an output it reads): 2^28, a gigabyte of
// float32, far above the largest test model's 2.4 million.
const MaxElements = 1 << 28

// numpyDtypes maps NumPy dtype names to npy type strings.
var numpyDtypes = map[string]string{
	"float16": "f2", "float32": "f4", "float64": "f8",
	"int8": "i1", "int16": "i2", "int32": "i4", "int64": "i8",
	"uint8": "u1", "bool": "b1",
}

// generators are the argument generators detgen.py knows.
var generators = map[string]bool{"uniform": true, "positive": true, "int": true, "zero": true, "given": true}

// kinds are the argument kinds of a manifest.
var kinds = map[string]bool{"parameter": true, "buffer": true, "input": true}

// Elements returns the number of elements of shape, or an error when a
// size is negative or the count exceeds MaxElements (checked at each
// step, so that it cannot overflow).
func Elements(shape []int) (int, error) {
	for _, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("shape %v has a negative size", shape)
		}
	}
	if slices.Contains(shape, 0) {
		return 0, nil
	}
	n := 1
	for _, d := range shape {
		if n > MaxElements/d {
			return 0, fmt.Errorf("shape %v has more than %d elements", shape, MaxElements)
		}
		n *= d
	}
	return n, nil
}

// Check reports the first entry of the manifest that the generator or the
// readers cannot take: a negative or too large shape, an unknown dtype,
// kind or generator, given values that do not fill their shape, a batch
// size that makes an input too large. The error names the entry.
func (m *Manifest) Check() error {
	for k, a := range m.Arguments {
		if err := checkArgument(a); err != nil {
			return fmt.Errorf("argument %d (%s): %w", k, a.Name, err)
		}
		if !kinds[a.Kind] {
			return fmt.Errorf("argument %d (%s): unknown kind %q (parameter, buffer or input)", k, a.Name, a.Kind)
		}
	}
	for i, o := range m.Outputs {
		if err := checkOutput(o); err != nil {
			return fmt.Errorf("output %d (%s): %w", i, o.File, err)
		}
	}
	for _, b := range m.Batches {
		if b.Batch < 0 {
			return fmt.Errorf("batch %d: negative batch size", b.Batch)
		}
		for k, a := range m.Arguments {
			if a.Kind == "input" && len(a.Shape) > 0 {
				a.Shape = append([]int{b.Batch}, a.Shape[1:]...)
				if _, err := Elements(a.Shape); err != nil {
					return fmt.Errorf("batch %d: argument %d (%s): %w", b.Batch, k, a.Name, err)
				}
			}
		}
		for i, o := range b.Outputs {
			if err := checkOutput(o); err != nil {
				return fmt.Errorf("batch %d: output %d (%s): %w", b.Batch, i, o.File, err)
			}
		}
	}
	if m.Tolerance < 0 || math.IsNaN(m.Tolerance) {
		return fmt.Errorf("tolerance %g is not a non-negative number", m.Tolerance)
	}
	return nil
}

// checkArgument checks what Generate needs of a: a known dtype and
// generator and a shape of at most MaxElements.
func checkArgument(a Argument) error {
	if dt, ok := numpyDtypes[a.Dtype]; !ok || dt == "f2" {
		return fmt.Errorf("unsupported dtype %q", a.Dtype)
	}
	n, err := Elements(a.Shape)
	if err != nil {
		return err
	}
	switch {
	case !generators[a.Generator]:
		return fmt.Errorf("unknown generator %q", a.Generator)
	case a.Generator == "given" && len(a.Values) != n:
		return fmt.Errorf("%d given values for %d elements", len(a.Values), n)
	}
	return nil
}

// checkOutput checks an output's shape and dtype (torch.float32 or
// float32).
func checkOutput(o Output) error {
	if o.File == "" {
		return fmt.Errorf("no file")
	}
	if _, err := Elements(o.Shape); err != nil {
		return err
	}
	dt := strings.TrimPrefix(o.Dtype, "torch.")
	if _, ok := numpyDtypes[dt]; !ok && dt != "bfloat16" {
		return fmt.Errorf("unknown dtype %q", o.Dtype)
	}
	return nil
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
		path := filepath.Join(m.Dir, o.File)
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		a, err := npy.Read(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		// PyTorch's scalar results are saved with shape (1,): the
		// element counts must agree.
		if n, _ := Elements(o.Shape); o.Shape != nil && a.Len() != n {
			return nil, fmt.Errorf("%s: shape %v, the manifest says %v", path, a.Shape, o.Shape)
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
	out := make([]float64, n)
	next := uniform01(seed, k)
	for i := range out {
		out[i] = next()
	}
	return out
}

// uniform01 returns the generator of tensor k's values u_i, in order.
func uniform01(seed uint64, k int) func() float64 {
	state := splitmix64(seed ^ (uint64(k) * golden))
	return func() float64 {
		state = state*lcgMul + lcgAdd
		return float64(state>>40) / 16777216.0
	}
}

// Generate builds argument number k as detgen.generate does. The argument
// is checked first (Manifest.Check's rules), so a bad shape is an error,
// not an allocation.
func Generate(seed uint64, k int, a Argument) (*npy.Array, error) {
	if err := checkArgument(a); err != nil {
		return nil, err
	}
	dt := numpyDtypes[a.Dtype]
	n, _ := Elements(a.Shape)
	out := &npy.Array{Dtype: dt, Shape: append([]int(nil), a.Shape...), Data: make([]byte, n*dtypeSize[dt])}
	var value func(i int) float64
	switch a.Generator {
	case "zero":
		return out, nil
	case "given":
		value = func(i int) float64 { return a.Values[i] }
	case "int":
		next := uniform01(seed, k)
		value = func(int) float64 { return math.Floor(next() * float64(a.High)) }
	case "positive":
		next := uniform01(seed, k)
		value = func(int) float64 { return 0.5 + next() }
	case "uniform":
		fanIn := 1
		if len(a.Shape) >= 2 && a.Shape[0] != 0 {
			fanIn = n / a.Shape[0]
		}
		scale := 1 / math.Sqrt(float64(max(fanIn, 1)))
		next := uniform01(seed, k)
		value = func(int) float64 { return (2*next() - 1) * scale }
	}
	for i := 0; i < n; i++ {
		put(out, i, value(i))
	}
	return out, nil
}

// dtypeSize is the bytes of one element of the dtypes Generate makes.
var dtypeSize = map[string]int{"f4": 4, "f8": 8, "i1": 1, "i2": 2, "i4": 4, "i8": 8, "u1": 1, "b1": 1}

// put stores v as element i of a, rounding as NumPy's astype does.
func put(a *npy.Array, i int, v float64) {
	le := binary.LittleEndian
	data := a.Data
	switch a.Dtype {
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
