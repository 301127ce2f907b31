// Package modelzoo loads the exported models under test/models: their
// manifests, the arguments rebuilt by the deterministic generator (the same
// algorithm as python/strata/detgen.py, bit for bit), and PyTorch's outputs.
// No weight file is stored anywhere; a test calls Load and gets everything
// it needs to run a model and compare with PyTorch, without PyTorch.
package modelzoo

import (
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
	Dtype     string    `json:"dtype"`     // NumPy's name (float32, int64, complex64, ...) or bfloat16
	Generator string    `json:"generator"` // uniform, positive, int, zero or given
	High      int       `json:"high"`      // int: the exclusive upper bound
	Values    []float64 `json:"values"`    // given: the values
}

// Output describes one of PyTorch's outputs.
type Output struct {
	File  string `json:"file"`
	Shape []int  `json:"shape"`
	Dtype string `json:"dtype"` // torch's name (torch.float16, torch.bfloat16, ...) or NumPy's
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
// argument the generator builds, an output it reads): 2^30, four gigabytes
// of float32, above GPT-2 small's logits at the GPU benchmark's 8x1024
// tokens (411 million elements) and far above the largest test model's 2.4
// million.
const MaxElements = 1 << 30

// dtypes maps the dtype names of a manifest (NumPy's, and bfloat16) to
// the npy type string of the arrays that hold them. NumPy has no
// bfloat16: its arguments and PyTorch's outputs are float32 arrays
// holding bfloat16 values exactly. A complex element is a pair of floats
// (real, imaginary).
var dtypes = map[string]string{
	"float16": "f2", "bfloat16": "f4", "float32": "f4", "float64": "f8",
	"complex64": "c8", "complex128": "c16",
	"int8": "i1", "int16": "i2", "int32": "i4", "int64": "i8",
	"uint8": "u1", "uint16": "u2", "uint32": "u4", "uint64": "u8",
	"bool": "b1",
}

// NpyDtype returns the npy type string of the arrays holding a tensor of
// dtype name: a manifest argument's (NumPy's name or bfloat16) or an
// output's (torch's name, "torch.complex64").
func NpyDtype(name string) (string, error) {
	if dt, ok := dtypes[strings.TrimPrefix(name, "torch.")]; ok {
		return dt, nil
	}
	return "", fmt.Errorf("unknown dtype %q", name)
}

// complexParts maps a complex dtype to the dtype of its parts, which the
// generator makes (detgen.py's complex tensors are their float pairs).
var complexParts = map[string]string{"complex64": "float32", "complex128": "float64"}

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
// generator and a shape of at most MaxElements (for a complex dtype,
// the shape of its float pairs).
func checkArgument(a Argument) error {
	if _, ok := dtypes[a.Dtype]; !ok {
		return fmt.Errorf("unsupported dtype %q", a.Dtype)
	}
	n, err := Elements(a.Shape)
	if err != nil {
		return err
	}
	if _, ok := complexParts[a.Dtype]; ok {
		if _, err := Elements(append(slices.Clip(a.Shape), 2)); err != nil {
			return fmt.Errorf("its float pairs: %w", err)
		}
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
	_, err := NpyDtype(o.Dtype)
	return err
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

// Outputs reads PyTorch's outputs: arrays of the npy dtype of each
// output's (see NpyDtype; a bfloat16 output is float32).
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
		if want, err := NpyDtype(o.Dtype); err != nil || a.Dtype != want {
			return nil, fmt.Errorf("%s: dtype %s, the manifest says %s (%s)", path, a.Dtype, o.Dtype, want)
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

// Generate builds argument number k as record.generate_tensor does:
//   - detgen.generate's values rounded to the dtype as NumPy's astype
//     does: floats to nearest even (float16 directly from float64),
//     integers truncated toward zero, bool nonzero;
//   - bfloat16 made as float32, then rounded to bfloat16 as torch does
//     (held in a float32 array, as NumPy has no bfloat16);
//   - a complex tensor of shape S made as the float tensor of shape
//     S + (2,) (its fan_in too), read as (real, imaginary) pairs;
//   - given values converted from float64 as torch's Tensor.to does
//     (through float32 for float16 and bfloat16; a complex value gets
//     imaginary part 0).
//
// The argument is checked first (Manifest.Check's rules), so a bad shape
// is an error, not an allocation.
func Generate(seed uint64, k int, a Argument) (*npy.Array, error) {
	if err := checkArgument(a); err != nil {
		return nil, err
	}
	dt := dtypes[a.Dtype]
	if part, ok := complexParts[a.Dtype]; ok && a.Generator != "given" {
		pairs := a
		pairs.Dtype, pairs.Shape = part, append(slices.Clip(a.Shape), 2)
		out, err := Generate(seed, k, pairs)
		if err != nil {
			return nil, err
		}
		out.Dtype, out.Shape = dt, append([]int(nil), a.Shape...)
		return out, nil
	}
	out, err := npy.New(dt, a.Shape)
	if err != nil {
		return nil, err
	}
	n := out.Len()
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
	set := out.SetFloat64
	switch {
	case a.Dtype == "bfloat16":
		// Generated: torch.from_numpy(float32 values).to(torch.bfloat16);
		// given: float64 values .to(torch.bfloat16), which c10 converts
		// through float32 too.
		set = func(i int, v float64) { out.SetFloat64(i, float64(npy.RoundBFloat16(v))) }
	case a.Dtype == "float16" && a.Generator == "given":
		// c10's Half is made from a float: float64 rounds to float32 first
		// (generated values are NumPy's, rounded once).
		set = func(i int, v float64) { out.SetFloat64(i, float64(float32(v))) }
	}
	for i := 0; i < n; i++ {
		set(i, value(i))
	}
	return out, nil
}

// Compare reports how got differs from PyTorch's want beyond
// |got - want| <= atol + rtol * |want| (NaN only where want has NaN): nil
// when it does not, else an error naming up to five elements and the count.
func Compare(got, want *npy.Array, rtol, atol float64) error {
	g, w := got.WithSignednessOf(want).Float64s(), want.Float64s()
	if len(g) != len(w) {
		return fmt.Errorf("%d elements, PyTorch recorded %d", len(g), len(w))
	}
	var first []string
	bad := 0
	for j := range w {
		if math.Abs(g[j]-w[j]) > atol+rtol*math.Abs(w[j]) || math.IsNaN(g[j]) != math.IsNaN(w[j]) {
			if bad < 5 {
				first = append(first, fmt.Sprintf("element %d: got %v, PyTorch %v", j, g[j], w[j]))
			}
			bad++
		}
	}
	if bad > 0 {
		return fmt.Errorf("%d of %d elements differ beyond rtol %g atol %g (%s)", bad, len(w), rtol, atol, strings.Join(first, "; "))
	}
	return nil
}
