package llvm

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// typeCache maps our types to llir types, once each: llir compares types
// by their printed form (PointerType.Equal compares strings), so building
// each type once keeps the emitter fast and the comparisons trivial.
//
// Every !llvm.ptr becomes i8* in its address space; the element type a
// load, store, GEP or call needs is given by a bitcast at the use (see
// castPtr), which LLVM 22 reads as a no-op on opaque pointers.
type typeCache struct {
	m     *llir.Module
	types map[ir.Type]types.Type
	// ptrs maps (element type, address space) to the pointer type.
	ptrs map[ptrKey]*types.PointerType
}

type ptrKey struct {
	elem types.Type
	as   int
}

func newTypeCache(m *llir.Module) *typeCache {
	return &typeCache{m: m, types: map[ir.Type]types.Type{}, ptrs: map[ptrKey]*types.PointerType{}}
}

// ptrTo returns elem* in address space as.
func (c *typeCache) ptrTo(elem types.Type, as int) *types.PointerType {
	k := ptrKey{elem, as}
	if p, ok := c.ptrs[k]; ok {
		return p
	}
	p := types.NewPointer(elem)
	p.AddrSpace = types.AddrSpace(as)
	c.ptrs[k] = p
	return p
}

// opaquePtr is the pointer type every !llvm.ptr<as> value has: i8*.
func (c *typeCache) opaquePtr(as int) *types.PointerType { return c.ptrTo(types.I8, as) }

// unsupportedType is returned (as error) for types with no LLVM IR form.
type unsupportedType struct{ t ir.Type }

func (e *unsupportedType) Error() string {
	return "type " + ir.TypeString(e.t) + " has no LLVM IR translation"
}

// get translates t.
func (c *typeCache) get(t ir.Type) (types.Type, error) {
	if lt, ok := c.types[t]; ok {
		return lt, nil
	}
	var lt types.Type
	switch t := t.(type) {
	case *ir.IntegerType:
		if !t.IsSignless() {
			return nil, &unsupportedType{t}
		}
		switch t.Width {
		case 1:
			lt = types.I1
		case 8:
			lt = types.I8
		case 16:
			lt = types.I16
		case 32:
			lt = types.I32
		case 64:
			lt = types.I64
		default:
			lt = types.NewInt(uint64(t.Width))
		}
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16:
			lt = types.Half
		case ir.BF16:
			lt = bfloat
		case ir.F32:
			lt = types.Float
		case ir.F64:
			lt = types.Double
		case ir.F80:
			lt = types.X86_FP80
		case ir.F128:
			lt = types.FP128
		default:
			return nil, &unsupportedType{t}
		}
	case *dl.PointerType:
		lt = c.opaquePtr(t.AddrSpace)
	case *dl.VoidType:
		lt = types.Void
	case *dl.ArrayType:
		et, err := c.get(t.Elem)
		if err != nil {
			return nil, err
		}
		lt = types.NewArray(uint64(t.Len), et)
	case *ir.VectorType:
		if len(t.Dims) != 1 || t.Scalable != nil {
			return nil, &unsupportedType{t}
		}
		et, err := c.get(t.Elem)
		if err != nil {
			return nil, err
		}
		lt = types.NewVector(uint64(t.Dims[0]), et)
	case *dl.StructType:
		st := types.NewStruct()
		st.Packed = t.Packed
		if t.Identified {
			// Registered before the body so that a body may refer to it.
			c.types[t] = st
			c.m.NewTypeDef(t.Name, st)
			if t.Opaque {
				st.Opaque = true
				return st, nil
			}
		}
		for _, f := range t.Body {
			ft, err := c.get(f)
			if err != nil {
				if t.Identified {
					delete(c.types, t)
				}
				return nil, err
			}
			st.Fields = append(st.Fields, ft)
		}
		lt = st
	case *dl.FuncType:
		rt, err := c.get(t.Result)
		if err != nil {
			return nil, err
		}
		var ps []types.Type
		for _, p := range t.Params {
			pt, err := c.get(p)
			if err != nil {
				return nil, err
			}
			ps = append(ps, pt)
		}
		ft := types.NewFunc(rt, ps...)
		ft.Variadic = t.VarArg
		lt = ft
	default:
		return nil, &unsupportedType{t}
	}
	c.types[t] = lt
	return lt, nil
}

// bfloatType is LLVM's bfloat (bf16), which llir v0.3.6 does not have:
// its FloatKind stops at ppc_fp128 and a named FloatType prints as %name.
// Values of this type print as "bfloat", which LLVM 22 parses; its x86
// backend computes bfloat arithmetic in float and rounds each result.
type bfloatType struct{}

// bfloat is the one bfloatType.
var bfloat = &bfloatType{}

func (*bfloatType) String() string   { return "bfloat" }
func (*bfloatType) LLString() string { return "bfloat" }
func (*bfloatType) Name() string     { return "" }
func (*bfloatType) SetName(string)   {}
func (*bfloatType) Equal(u types.Type) bool {
	_, ok := u.(*bfloatType)
	return ok
}

// bfloatConst is a bfloat constant, printed in LLVM's 0xR form (the
// value's 16 bits in hex).
type bfloatConst struct{ bits uint16 }

func (c *bfloatConst) String() string   { return "bfloat " + c.Ident() }
func (c *bfloatConst) Type() types.Type { return bfloat }
func (c *bfloatConst) Ident() string    { return fmt.Sprintf("0xR%04X", c.bits) }
func (c *bfloatConst) IsConstant()      {}

// newBFloat returns the bfloat constant nearest v (ties to even).
func newBFloat(v float64) *bfloatConst { return &bfloatConst{uint16(ir.FloatBits(ir.BF16, v))} }
