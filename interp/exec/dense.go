package exec

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/strata-compiler/strata/ir"
)

// TensorFromAttr converts an elements attribute (dense<...>, sparse<...> or
// dense_resource<...>) to a tensor of type t, allocated from budget b (nil:
// only the size is checked): the type's sizes come from the program.
func TensorFromAttr(b *Budget, a ir.Attribute, t ir.Type) (*Tensor, error) {
	st, ok := t.(ir.ShapedType)
	if !ok {
		return nil, fmt.Errorf("'%s' is not a shaped type", ir.TypeString(t))
	}
	elem := st.ElementType()
	if !Supported(elem) {
		return nil, fmt.Errorf("element type '%s' is not supported by the interpreter", ir.TypeString(elem))
	}
	e := ElemOf(elem)
	out, err := b.NewTensor(elem, st.Shape())
	if err != nil {
		return nil, err
	}
	n := out.Len()
	switch a := a.(type) {
	case *ir.DenseElementsAttr:
		for i := int64(0); i < n; i++ {
			if e.Complex {
				raw := a.RawElement(i)
				h := len(raw) / 2
				out.SetComplex(i, complex(floatOfBits(e.Kind, raw[:h]), floatOfBits(e.Kind, raw[h:])))
				continue
			}
			if e.Float {
				out.SetFloat(i, e.RoundTo(a.FloatElement(i)))
			} else {
				out.SetInt(i, Wrap(a.IntElement(i), e.Width))
			}
		}
		return out, nil
	case *ir.SparseElementsAttr:
		// Zero everywhere but at the listed coordinates (a later repeat wins).
		shape := st.Shape()
		for k, at := range a.Coordinates() {
			if len(at) != len(shape) {
				return nil, fmt.Errorf("sparse coordinate %v for a shape of rank %d", at, len(shape))
			}
			for d, x := range at {
				if x < 0 || x >= shape[d] {
					return nil, fmt.Errorf("sparse coordinate %v out of bounds of shape %v", at, shape)
				}
			}
			i, j := Linear(shape, at), int64(k)
			switch {
			case e.Complex:
				raw := a.Values.RawElement(j)
				h := len(raw) / 2
				out.SetComplex(i, complex(floatOfBits(e.Kind, raw[:h]), floatOfBits(e.Kind, raw[h:])))
			case e.Float:
				out.SetFloat(i, e.RoundTo(a.Values.FloatElement(j)))
			default:
				out.SetInt(i, Wrap(a.Values.IntElement(j), e.Width))
			}
		}
		return out, nil
	case *ir.DenseResourceElementsAttr:
		blob := a.Handle
		size := int64(ir.ElemBytes(elem))
		if e.Width == 1 {
			size = 1
		}
		if e.Complex {
			size *= 2
		}
		if need, ok := MulBytes(n, size); !ok || int64(len(blob.Data)) < need {
			return nil, fmt.Errorf("dense resource '%s' holds %d bytes, %d elements of %d bytes needed", blob.Name, len(blob.Data), n, size)
		}
		for i := int64(0); i < n; i++ {
			b := blob.Data[i*size : (i+1)*size]
			if e.Complex {
				out.SetComplex(i, complex(floatOfBits(e.Kind, b[:size/2]), floatOfBits(e.Kind, b[size/2:])))
				continue
			}
			var u uint64
			switch size {
			case 1:
				u = uint64(b[0])
			case 2:
				u = uint64(binary.LittleEndian.Uint16(b))
			case 4:
				u = uint64(binary.LittleEndian.Uint32(b))
			default:
				u = binary.LittleEndian.Uint64(b)
			}
			if e.Float {
				switch e.Kind {
				case ir.F32:
					out.SetFloat(i, float64(math.Float32frombits(uint32(u))))
				case ir.F64:
					out.SetFloat(i, math.Float64frombits(u))
				default:
					out.SetFloat(i, ir.FloatFromBits(e.Kind, u))
				}
			} else {
				out.SetInt(i, Wrap(int64(u), e.Width))
			}
		}
		return out, nil
	}
	return nil, fmt.Errorf("unsupported constant attribute %s", ir.AttrString(a))
}

// floatOfBits reads a little-endian float of kind k from b (its bytes).
func floatOfBits(k ir.FloatKind, b []byte) float64 {
	var u uint64
	for i := len(b) - 1; i >= 0; i-- {
		u = u<<8 | uint64(b[i])
	}
	return ir.FloatFromBits(k, u)
}
