package ptx

import (
	"fmt"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// regClass is a PTX register class; each scalar LLVM type lives in one.
type regClass int

const (
	clsPred regClass = iota // i1
	clsB16                  // i8, i16, f16, bf16
	clsB32                  // i32
	clsB64                  // i64, pointers
	clsF32                  // f32
	clsF64                  // f64
	numClasses
)

var clsPrefix = [numClasses]string{"%p", "%rs", "%r", "%rd", "%f", "%fd"}
var clsDecl = [numClasses]string{".pred", ".b16", ".b32", ".b64", ".f32", ".f64"}

// reg is one virtual register.
type reg struct {
	cls regClass
	n   int
}

func (r reg) String() string { return fmt.Sprintf("%s%d", clsPrefix[r.cls], r.n) }

// kind says what a scalar LLVM type is.
type kind int

const (
	kInt    kind = iota // iN (N in 1, 8, 16, 32, 64)
	kFloat              // f32, f64
	kHalf               // f16
	kBF16               // bf16
	kPtr                // !llvm.ptr<N>
	kPacked             // vector<2xf16>, vector<2xbf16>: two halves in one .b32 (mma.sync operands)
)

// scalar describes a scalar type: its kind, width in bits, register class
// and (pointers) address space.
type scalar struct {
	k     kind
	width int
	cls   regClass
	as    int
}

func scalarOf(t ir.Type) (scalar, error) {
	switch t := t.(type) {
	case *ir.IntegerType:
		switch t.Width {
		case 1:
			return scalar{kInt, 1, clsPred, 0}, nil
		case 8, 16:
			return scalar{kInt, t.Width, clsB16, 0}, nil
		case 32:
			return scalar{kInt, 32, clsB32, 0}, nil
		case 64:
			return scalar{kInt, 64, clsB64, 0}, nil
		}
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16:
			return scalar{kHalf, 16, clsB16, 0}, nil
		case ir.BF16:
			return scalar{kBF16, 16, clsB16, 0}, nil
		case ir.F32:
			return scalar{kFloat, 32, clsF32, 0}, nil
		case ir.F64:
			return scalar{kFloat, 64, clsF64, 0}, nil
		}
	case *dl.PointerType:
		return scalar{kPtr, 64, clsB64, t.AddrSpace}, nil
	case *ir.VectorType:
		// A vector of 16-bit floats also stands for each of its pairs
		// (see registerVector).
		if _, ok := halfPairs(t); ok {
			return scalar{kPacked, 32, clsB32, 0}, nil
		}
	}
	return scalar{}, fmt.Errorf("type '%s' is not supported by the PTX writer", ir.TypeString(t))
}

// halfPairs returns the number of f16/bf16 pairs of t, a fixed 1-D vector
// of two to eight 16-bit floats.
func halfPairs(t *ir.VectorType) (int, bool) {
	if len(t.Dims) != 1 || t.Scalable != nil || t.Dims[0]%2 != 0 || t.Dims[0] < 2 || t.Dims[0] > 8 {
		return 0, false
	}
	ft, ok := t.Elem.(*ir.FloatType)
	return int(t.Dims[0] / 2), ok && (ft.Kind == ir.F16 || ft.Kind == ir.BF16)
}

// registerVector returns the leaves of t when it is a vector PTX holds in
// registers: 16-bit floats a pair to a .b32 register (each pair's leaf is
// t itself, which scalarOf reads as a pair), or two to four 32-bit
// elements one to a register. Such vectors are at most 16 bytes, the
// width of one vectorized ld/st; the writer moves them (loads, stores,
// selects, branches) but does no arithmetic on their lanes.
func registerVector(t ir.Type) ([]ir.Type, bool) {
	vt, ok := t.(*ir.VectorType)
	if !ok {
		return nil, false
	}
	if n, ok := halfPairs(vt); ok {
		out := make([]ir.Type, n)
		for i := range out {
			out[i] = vt
		}
		return out, true
	}
	if len(vt.Dims) != 1 || vt.Scalable != nil || vt.Dims[0] < 2 || vt.Dims[0] > 4 {
		return nil, false
	}
	s, err := scalarOf(vt.Elem)
	if err != nil || s.width != 32 {
		return nil, false
	}
	out := make([]ir.Type, vt.Dims[0])
	for i := range out {
		out[i] = vt.Elem
	}
	return out, true
}

// leaves returns the scalar types of t in memory order (structs and arrays
// flattened).
func leaves(t ir.Type) ([]ir.Type, error) {
	switch t := t.(type) {
	case *dl.StructType:
		var out []ir.Type
		for _, f := range t.Body {
			l, err := leaves(f)
			if err != nil {
				return nil, err
			}
			out = append(out, l...)
		}
		return out, nil
	case *dl.ArrayType:
		l, err := leaves(t.Elem)
		if err != nil {
			return nil, err
		}
		var out []ir.Type
		for i := int64(0); i < t.Len; i++ {
			out = append(out, l...)
		}
		return out, nil
	}
	if rv, ok := registerVector(t); ok {
		return rv, nil
	}
	if _, err := scalarOf(t); err != nil {
		return nil, err
	}
	return []ir.Type{t}, nil
}

// leafRange returns the first leaf and the number of leaves of the
// element at pos inside t, and the element's type.
func leafRange(t ir.Type, pos []int64) (int, int, ir.Type, error) {
	first := 0
	for _, p := range pos {
		switch tt := t.(type) {
		case *dl.StructType:
			if p < 0 || int(p) >= len(tt.Body) {
				return 0, 0, nil, fmt.Errorf("position out of range")
			}
			for _, f := range tt.Body[:p] {
				l, err := leaves(f)
				if err != nil {
					return 0, 0, nil, err
				}
				first += len(l)
			}
			t = tt.Body[p]
		case *dl.ArrayType:
			if p < 0 || p >= tt.Len {
				return 0, 0, nil, fmt.Errorf("position out of range")
			}
			l, err := leaves(tt.Elem)
			if err != nil {
				return 0, 0, nil, err
			}
			first += int(p) * len(l)
			t = tt.Elem
		default:
			return 0, 0, nil, fmt.Errorf("position into a non-aggregate")
		}
	}
	l, err := leaves(t)
	if err != nil {
		return 0, 0, nil, err
	}
	return first, len(l), t, nil
}

// sizeAlign returns the store size and ABI alignment of t in bytes (the
// NVPTX data layout: naturally aligned scalars, i1 as a byte).
func sizeAlign(t ir.Type) (int64, int64, error) {
	switch t := t.(type) {
	case *dl.StructType:
		var off, al int64 = 0, 1
		for _, f := range t.Body {
			s, a, err := sizeAlign(f)
			if err != nil {
				return 0, 0, err
			}
			if t.Packed {
				a = 1
			}
			off = alignTo(off, a) + s
			al = max(al, a)
		}
		return alignTo(off, al), al, nil
	case *dl.ArrayType:
		s, a, err := sizeAlign(t.Elem)
		if err != nil {
			return 0, 0, err
		}
		return s * t.Len, a, nil
	}
	if rv, ok := registerVector(t); ok {
		size := 4 * int64(len(rv)) // every leaf is 32 bits
		return size, size, nil
	}
	s, err := scalarOf(t)
	if err != nil {
		return 0, 0, err
	}
	b := int64(max(s.width, 8) / 8)
	return b, b, nil
}

// leafOffsets returns the byte offset of every leaf of t.
func leafOffsets(t ir.Type, base int64, out []int64) ([]int64, error) {
	switch tt := t.(type) {
	case *dl.StructType:
		off := base
		for _, f := range tt.Body {
			s, a, err := sizeAlign(f)
			if err != nil {
				return nil, err
			}
			if !tt.Packed {
				off = alignTo(off, a)
			}
			if out, err = leafOffsets(f, off, out); err != nil {
				return nil, err
			}
			off += s
		}
		return out, nil
	case *dl.ArrayType:
		s, _, err := sizeAlign(tt.Elem)
		if err != nil {
			return nil, err
		}
		for i := int64(0); i < tt.Len; i++ {
			if out, err = leafOffsets(tt.Elem, base+i*s, out); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	if rv, ok := registerVector(t); ok {
		for i := range rv {
			out = append(out, base+4*int64(i))
		}
		return out, nil
	}
	return append(out, base), nil
}

func alignTo(x, a int64) int64 { return (x + a - 1) / a * a }

// memType is the type suffix of ld/st/param of a scalar.
func memType(s scalar) string {
	switch s.k {
	case kInt:
		if s.width <= 8 {
			return ".u8"
		}
		return fmt.Sprintf(".u%d", s.width)
	case kFloat:
		return fmt.Sprintf(".f%d", s.width)
	case kHalf, kBF16:
		return ".b16"
	case kPacked:
		return ".b32"
	}
	return ".u64"
}

// stateSpace is the PTX state space of an LLVM NVPTX address space, ""
// for generic.
func stateSpace(as int) (string, error) {
	switch as {
	case 0:
		return "", nil
	case 1:
		return ".global", nil
	case 3:
		return ".shared", nil
	case 4:
		return ".const", nil
	case 5:
		return ".local", nil
	case 101:
		return ".param", nil
	}
	return "", fmt.Errorf("address space %d has no PTX state space", as)
}
