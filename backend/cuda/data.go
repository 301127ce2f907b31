package cuda

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
)

// This file converts between host values (npy arrays, interpreter
// tensors) and device bytes. Device memory holds elements as the NVPTX
// lowering stores them: little-endian, i1 as a byte (0 or 1), index as
// i64, f16 and bf16 as their 16-bit patterns.

// elemSize is the bytes one element of scalar type t takes in device
// memory.
func elemSize(t ir.Type) int {
	e := exec.ElemOf(t)
	if e.Float {
		return e.Width / 8
	}
	switch {
	case e.Width <= 8:
		return 1
	case e.Width <= 16:
		return 2
	case e.Width <= 32:
		return 4
	}
	return 8
}

// deviceDtype is the npy dtype whose bytes are exactly the device's
// encoding of t, or "" (bf16, and i1 given as anything but b1, need
// converting).
func deviceDtype(t ir.Type) string {
	e := exec.ElemOf(t)
	if e.Float {
		switch e.Kind {
		case ir.F16:
			return "f2"
		case ir.F32:
			return "f4"
		case ir.F64:
			return "f8"
		}
		return ""
	}
	switch {
	case e.Width == 1:
		return "b1"
	case e.Width == 8:
		return "i1"
	case e.Width == 16:
		return "i2"
	case e.Width == 32:
		return "i4"
	case e.Width == 64:
		return "i8"
	}
	return ""
}

// sameBytes reports whether an array of dtype dt holds t's elements in
// the device's encoding (signedness aside).
func sameBytes(dt string, t ir.Type) bool {
	want := deviceDtype(t)
	if want == "" {
		return false
	}
	if dt == want {
		return true
	}
	return want != "b1" && want[0] == 'i' && dt == "u"+want[1:]
}

// encodeScalar appends v (of scalar type t) in the device's encoding.
func encodeScalar(out []byte, v exec.Value, t ir.Type) []byte {
	e := exec.ElemOf(t)
	le := binary.LittleEndian
	if e.Float {
		switch e.Kind {
		case ir.F32:
			return le.AppendUint32(out, math.Float32bits(float32(v.F)))
		case ir.F64:
			return le.AppendUint64(out, math.Float64bits(v.F))
		}
		return le.AppendUint16(out, uint16(ir.FloatBits(e.Kind, v.F)))
	}
	switch elemSize(t) {
	case 1:
		if e.Width == 1 {
			return append(out, byte(v.I&1))
		}
		return append(out, byte(v.I))
	case 2:
		return le.AppendUint16(out, uint16(v.I))
	case 4:
		return le.AppendUint32(out, uint32(v.I))
	}
	return le.AppendUint64(out, uint64(v.I))
}

// decodeScalar reads one element of type t from b.
func decodeScalar(b []byte, t ir.Type) exec.Value {
	e := exec.ElemOf(t)
	le := binary.LittleEndian
	if e.Float {
		switch e.Kind {
		case ir.F32:
			return exec.Float(float64(math.Float32frombits(le.Uint32(b))))
		case ir.F64:
			return exec.Float(math.Float64frombits(le.Uint64(b)))
		}
		return exec.Float(ir.FloatFromBits(e.Kind, uint64(le.Uint16(b))))
	}
	var v int64
	switch elemSize(t) {
	case 1:
		v = int64(b[0])
	case 2:
		v = int64(le.Uint16(b))
	case 4:
		v = int64(le.Uint32(b))
	default:
		v = int64(le.Uint64(b))
	}
	return exec.Int(exec.Wrap(v, e.Width))
}

// encodeTensor returns t's elements in the device's encoding, row-major.
func encodeTensor(t *exec.Tensor, elem ir.Type) []byte {
	n := t.Len()
	out := make([]byte, 0, int(n)*elemSize(elem))
	for i := int64(0); i < n; i++ {
		out = encodeScalar(out, t.At(i), elem)
	}
	return out
}

// decodeTensor reads a row-major tensor of shape from device bytes.
func decodeTensor(b []byte, elem ir.Type, shape []int64) *exec.Tensor {
	t := exec.NewTensor(elem, shape)
	es := elemSize(elem)
	for i := int64(0); i < t.Len(); i++ {
		t.Set(i, decodeScalar(b[int(i)*es:], elem))
	}
	return t
}

// CheckInput implements backend.Target: the device takes an argument's
// elements in the interpreter's encoding (argBytes converts through
// interp.FromNpy), so the interpreter's check is the target's.
func (Target) CheckInput(a *npy.Array, t ir.Type) error { return interp.CheckInput(a, t) }

// argBytes checks array a against memref type mt (rank, static sizes,
// dtype) and returns its elements in the device's encoding, row-major,
// with the shape.
func argBytes(a *npy.Array, mt *ir.MemRefType) ([]byte, []int64, error) {
	if len(a.Shape) != len(mt.Dims) {
		return nil, nil, fmt.Errorf("array of rank %d for '%s'", len(a.Shape), ir.TypeString(mt))
	}
	shape := make([]int64, len(a.Shape))
	for i, d := range a.Shape {
		shape[i] = int64(d)
		if mt.Dims[i] != ir.ShapedDynamic && mt.Dims[i] != shape[i] {
			return nil, nil, fmt.Errorf("array of shape %v for '%s'", a.Shape, ir.TypeString(mt))
		}
	}
	if !exec.Supported(mt.Elem) {
		return nil, nil, fmt.Errorf("element type '%s' is not supported", ir.TypeString(mt.Elem))
	}
	if sameBytes(a.Dtype, mt.Elem) && len(a.Data) == a.Len()*elemSize(mt.Elem) {
		return a.Data, shape, nil
	}
	// The interpreter's conversion checks the dtype and converts (bf16
	// from any float dtype, i1 from i1/u1).
	v, err := interp.FromNpy(a, mt)
	if err != nil {
		return nil, nil, err
	}
	return encodeTensor(v.Buffer().ToTensor(), mt.Elem), shape, nil
}

// resultArray converts row-major device bytes of a memref result of type
// t and shape to an npy array of the dtype the interpreter gives t.
func resultArray(b []byte, t ir.Type, shape []int64) (*npy.Array, error) {
	dt, err := interp.Dtype(t)
	if err != nil {
		return nil, err
	}
	elem := exec.ElementType(t)
	if dt == deviceDtype(elem) {
		a := &npy.Array{Dtype: dt, Data: b}
		for _, d := range shape {
			a.Shape = append(a.Shape, int(d))
		}
		if dt == "b1" {
			for i := range a.Data {
				a.Data[i] &= 1
			}
		}
		return a, nil
	}
	return interp.ToNpy(exec.Value{Ref: decodeTensor(b, elem, shape)}, t)
}
