package gpu

import (
	"strconv"

	"github.com/strata-compiler/strata/ir"
)

// This file holds the warp-level matrix ops (upstream's subgroup MMA):
// a !gpu.mma_matrix is a small matrix that the lanes of a subgroup hold
// together, each lane a fragment, in a layout only the target knows.
// convert-gpu-to-nvvm writes them as mma.sync on the tensor cores.

// MMAOperands are the roles a matrix plays in D = A x B + C.
var MMAOperands = []string{"AOp", "BOp", "COp"}

// MMAMatrixType is !gpu.mma_matrix<16x16xf16, "AOp">.
type MMAMatrixType struct {
	ir.TypeBase
	Rows, Cols int64
	Elem       ir.Type
	Operand    string // "AOp", "BOp" or "COp"
}

// MMAMatrix returns !gpu.mma_matrix<rows x cols x elem, "operand">.
func MMAMatrix(ctx *ir.Context, rows, cols int64, elem ir.Type, operand string) *MMAMatrixType {
	key := "gpu.mma_matrix<" + strconv.FormatInt(rows, 10) + "x" + strconv.FormatInt(cols, 10) + "x" + ir.TypeString(elem) + "," + operand + ">"
	return ctx.UniqueType(key, func() ir.Type {
		return &MMAMatrixType{Rows: rows, Cols: cols, Elem: elem, Operand: operand}
	}).(*MMAMatrixType)
}

// Print writes the type as upstream does.
func (t *MMAMatrixType) Print(p *ir.AsmPrinter) {
	p.WriteString("!gpu.mma_matrix<" + strconv.FormatInt(t.Rows, 10) + "x" + strconv.FormatInt(t.Cols, 10) + "x")
	p.PrintType(t.Elem)
	p.WriteString(", \"" + t.Operand + "\">")
}

func parseMMAMatrix(p ir.AsmParser) (ir.Type, error) {
	loc := p.CurrentLoc()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	dims, err := p.ParseDimensionList()
	if err != nil {
		return nil, err
	}
	elem, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	operand, err := p.ParseString()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if len(dims) != 2 {
		return nil, p.ErrorAt(loc, "MMAMatrixType must have exactly two dimensions")
	}
	if !mmaElement(elem) {
		return nil, p.ErrorAt(loc, "MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64")
	}
	if operand != "AOp" && operand != "BOp" && operand != "COp" {
		return nil, p.ErrorAt(loc, "operand expected to be one of AOp, BOp or COp")
	}
	return MMAMatrix(p.Context(), dims[0], dims[1], elem, operand), nil
}

// mmaElement says whether t may be an mma_matrix element: upstream's
// list, and bf16 (a Strata extension: mma.sync has .bf16 variants).
func mmaElement(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.FloatType:
		return t.Kind == ir.F16 || t.Kind == ir.BF16 || t.Kind == ir.F32 || t.Kind == ir.F64
	case *ir.IntegerType:
		return t.Width == 8 || t.Width == 32
	}
	return false
}

// IsMMAMatrix reports whether t is a !gpu.mma_matrix.
func IsMMAMatrix(t ir.Type) bool { _, ok := t.(*MMAMatrixType); return ok }

var (
	mmaMatrix = &ir.TypeConstraint{Summary: "MMAMatrix type", Pred: IsMMAMatrix}
	mmaMemRef = &ir.TypeConstraint{Summary: "memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values", Pred: func(t ir.Type) bool {
		mt, ok := t.(*ir.MemRefType)
		return ok && mmaElement(mt.Elem)
	}}
	leadDimension = ir.AttrDef{Name: "leadDimension", Constraint: ir.IndexAttr}
	transpose     = ir.AttrDef{Name: "transpose", Constraint: ir.UnitAttrConstraint, Optional: true}
)

// SubgroupMmaLoadMatrix is gpu.subgroup_mma_load_matrix: the lanes load a
// matrix whose element (r, c) is at src[i+r, j+c] (src[i+c, j+r] with
// transpose), rows leadDimension elements apart.
var SubgroupMmaLoadMatrix = &ir.OpDef{
	Name:     "gpu.subgroup_mma_load_matrix",
	Summary:  "GPU warp synchronous matrix load",
	Operands: []ir.ArgDef{{Name: "srcMemref", Type: mmaMemRef}, {Name: "indices", Type: ir.Index, Arity: ir.Variadic}},
	Results:  []ir.ArgDef{{Name: "res", Type: mmaMatrix}},
	Attrs:    []ir.AttrDef{leadDimension, transpose},
	Format:   "$srcMemref `[` $indices `]` attr-dict `:` type($srcMemref) `->` type($res)",
	Verify:   verifyMmaAccess(0, 1),
}

// SubgroupMmaStoreMatrix is gpu.subgroup_mma_store_matrix, the converse.
var SubgroupMmaStoreMatrix = &ir.OpDef{
	Name:    "gpu.subgroup_mma_store_matrix",
	Summary: "GPU warp synchronous matrix store",
	Operands: []ir.ArgDef{{Name: "src", Type: mmaMatrix}, {Name: "dstMemref", Type: mmaMemRef},
		{Name: "indices", Type: ir.Index, Arity: ir.Variadic}},
	Attrs:  []ir.AttrDef{leadDimension, transpose},
	Format: "$src `,` $dstMemref `[` $indices `]` attr-dict `:` type($src) `,` type($dstMemref)",
	Verify: verifyMmaAccess(1, 2),
}

// SubgroupMmaCompute is gpu.subgroup_mma_compute: res = A x B + C.
var SubgroupMmaCompute = &ir.OpDef{
	Name:     "gpu.subgroup_mma_compute",
	Summary:  "GPU warp synchronous matrix multiply accumulate",
	Operands: []ir.ArgDef{{Name: "opA", Type: mmaMatrix}, {Name: "opB", Type: mmaMatrix}, {Name: "opC", Type: mmaMatrix}},
	Results:  []ir.ArgDef{{Name: "res", Type: mmaMatrix}},
	Attrs: []ir.AttrDef{{Name: "a_transpose", Constraint: ir.UnitAttrConstraint, Optional: true},
		{Name: "b_transpose", Constraint: ir.UnitAttrConstraint, Optional: true}},
	Format:    "$opA `,` $opB `,` $opC attr-dict `:` type($opA) `,` type($opB) `->` type($res)",
	SameTypes: [][]string{{"opC", "res"}},
	Verify:    verifyMmaCompute,
}

// SubgroupMmaConstantMatrix is gpu.subgroup_mma_constant_matrix: every
// element the value.
var SubgroupMmaConstantMatrix = &ir.OpDef{
	Name:     "gpu.subgroup_mma_constant_matrix",
	Summary:  "GPU warp synchronous constant matrix",
	Operands: []ir.ArgDef{{Name: "value", Type: ir.AnyType}},
	Results:  []ir.ArgDef{{Name: "res", Type: mmaMatrix}},
	Traits:   ir.Pure,
	Parse:    parseConstantMatrix,
	Print: func(p *ir.AsmPrinter, op *ir.Operation) {
		p.WriteByte(' ')
		p.PrintOperand(op.Operand(0))
		p.PrintOptionalAttrDict(op.Attrs())
		p.WriteString(" : ")
		p.PrintType(op.Result(0).Type())
	},
	Verify: func(op *ir.Operation) error {
		if t := op.Result(0).Type().(*MMAMatrixType); op.Operand(0).Type() != t.Elem {
			return op.EmitOpError("value type must match matrix element type")
		}
		return nil
	},
}

// MMAOps are the subgroup matrix ops.
var MMAOps = []*ir.OpDef{SubgroupMmaLoadMatrix, SubgroupMmaStoreMatrix, SubgroupMmaCompute, SubgroupMmaConstantMatrix}

// verifyMmaAccess checks a load's or store's memref (operand mem), its
// index count, and that the matrix and memref elements agree.
func verifyMmaAccess(mem, firstIndex int) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		mt := op.Operand(mem).Type().(*ir.MemRefType)
		var matrix *MMAMatrixType
		if op.NumResults() == 1 {
			matrix = op.Result(0).Type().(*MMAMatrixType)
		} else {
			matrix = op.Operand(0).Type().(*MMAMatrixType)
		}
		if n := op.NumOperands() - firstIndex; n != len(mt.Dims) {
			return op.EmitOpError("expected %d indices, got %d", len(mt.Dims), n)
		}
		if len(mt.Dims) < 2 {
			return op.EmitOpError("expected a memref of rank 2 or more")
		}
		if mt.Elem != matrix.Elem {
			return op.EmitOpError("expected the matrix and the memref to have one element type")
		}
		if op.NumResults() == 0 && matrix.Operand != "COp" {
			return op.EmitOpError("expected the operand matrix being stored to have 'COp' operand type")
		}
		return nil
	}
}

func verifyMmaCompute(op *ir.Operation) error {
	var ts [3]*MMAMatrixType
	for i := range ts {
		ts[i] = op.Operand(i).Type().(*MMAMatrixType)
		if ts[i].Operand != MMAOperands[i] {
			return op.EmitOpError("operand %d must be an mma_matrix of %s", i, MMAOperands[i])
		}
	}
	a, b, c := ts[0], ts[1], ts[2]
	if a.Cols != b.Rows || a.Rows != c.Rows || b.Cols != c.Cols {
		return op.EmitOpError("operand shapes do not satisfy matmul constraints")
	}
	if a.Elem != b.Elem {
		return op.EmitOpError("A and B must have one element type")
	}
	return nil
}

// constant_matrix ::= %value attr-dict `:` type($res), the value's type
// the matrix's element type.
func parseConstantMatrix(p ir.AsmParser, st *ir.OperationState) error {
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc := p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	mt, ok := t.(*MMAMatrixType)
	if !ok {
		return p.ErrorAt(loc, "expected an mma_matrix type, got %s", ir.TypeString(t))
	}
	vs, err := p.ResolveOperands([]ir.UnresolvedOperand{u}, []ir.Type{mt.Elem})
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Types = append(st.Types, t)
	return nil
}
