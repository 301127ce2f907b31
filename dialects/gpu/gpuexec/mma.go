package gpuexec

import (
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The subgroup matrix ops, interpreted: each lane holds the whole matrix
// (a tensor), which the lanes of a subgroup share in the op's meaning, so
// each lane computing it alone gives every lane the same value. A store
// by every lane writes the same elements with the same values.

// MMASemantics are the subgroup matrix ops' semantics.
var MMASemantics = exec.Table{
	gpu.SubgroupMmaLoadMatrix.Name:     mmaLoad,
	gpu.SubgroupMmaStoreMatrix.Name:    mmaStore,
	gpu.SubgroupMmaCompute.Name:        mmaCompute,
	gpu.SubgroupMmaConstantMatrix.Name: mmaConstant,
}

// mmaTile is where a rows x cols matrix lies in a buffer's elements:
// element (r, col) at origin + r*rowStep + col*colStep.
type mmaTile struct{ origin, rowStep, colStep int64 }

func (t mmaTile) pos(r, col int64) int64 { return t.origin + r*t.rowStep + col*t.colStep }

// mmaPlace returns the tile of a rows x cols matrix whose element (r, c)
// is at [i+r, j+c] of the last two dims (transposed: [i+c, j+r]), the
// leading indices as given, or an error at the first element (in row-major
// order) outside the buffer.
func mmaPlace(c *exec.Ctx, b *exec.Buffer, idx []exec.Value, rows, cols int64, transposed bool) (mmaTile, error) {
	rank := len(b.Shape)
	if len(idx) != rank {
		return mmaTile{}, c.Errorf("%d indices for a memref of rank %d", len(idx), rank)
	}
	base := b.Offset
	for k, v := range idx[:rank-2] {
		if v.Poison != nil {
			return mmaTile{}, exec.PoisonError(c.Op, v)
		}
		if v.I < 0 || v.I >= b.Shape[k] {
			return mmaTile{}, c.Errorf("out-of-bounds access: index %d of dim %d of size %d", v.I, k, b.Shape[k])
		}
		base += v.I * b.Strides[k]
	}
	i, j := idx[rank-2], idx[rank-1]
	for _, v := range []exec.Value{i, j} {
		if v.Poison != nil {
			return mmaTile{}, exec.PoisonError(c.Op, v)
		}
	}
	height, width := b.Shape[rank-2], b.Shape[rank-1]
	spanY, spanX := rows, cols // the rows and columns of the buffer the matrix spans
	if transposed {
		spanY, spanX = cols, rows
	}
	// within reports whether n elements from lo lie in [0, size).
	within := func(lo, n, size int64) bool { return lo >= 0 && lo < size && n <= size-lo }
	if !within(i.I, spanY, height) || !within(j.I, spanX, width) {
		// Some element is outside (or none is, for an empty matrix): find
		// the first, which the error names.
		for r := int64(0); r < rows; r++ {
			for col := int64(0); col < cols; col++ {
				y, x := i.I+r, j.I+col
				if transposed {
					y, x = i.I+col, j.I+r
				}
				if y < 0 || y >= height || x < 0 || x >= width {
					return mmaTile{}, c.Errorf("out-of-bounds access: element [%d, %d] of a memref of shape %v", y, x, b.Shape)
				}
			}
		}
	}
	t := mmaTile{origin: base + i.I*b.Strides[rank-2] + j.I*b.Strides[rank-1], rowStep: b.Strides[rank-2], colStep: b.Strides[rank-1]}
	if transposed {
		t.rowStep, t.colStep = t.colStep, t.rowStep
	}
	return t, nil
}

func mmaLoad(c *exec.Ctx) error {
	b, err := c.Buffer(0)
	if err != nil {
		return err
	}
	mt := c.ResultType(0).(*gpu.MMAMatrixType)
	t, err := c.NewTensor(mt.Elem, []int64{mt.Rows, mt.Cols})
	if err != nil {
		return err
	}
	tile, err := mmaPlace(c, b, c.Args[1:], mt.Rows, mt.Cols, c.Op.Attr("transpose") != nil)
	if err != nil {
		return err
	}
	// f32 elements (f16 and bf16 ones too) copied as they are, which is
	// what At and Set do with them; every lane of a warp loads the matrix.
	if dst, src := t.Float32s(), b.Mem.Float32s(); dst != nil && src != nil {
		for r := int64(0); r < mt.Rows; r++ {
			for col := int64(0); col < mt.Cols; col++ {
				dst[r*mt.Cols+col] = src[tile.pos(r, col)]
			}
		}
	} else {
		for r := int64(0); r < mt.Rows; r++ {
			for col := int64(0); col < mt.Cols; col++ {
				t.Set(r*mt.Cols+col, b.Mem.At(tile.pos(r, col)))
			}
		}
	}
	c.Results[0] = exec.Value{Ref: t}
	return nil
}

func mmaStore(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	b, err := c.Buffer(1)
	if err != nil {
		return err
	}
	mt := c.ArgType(0).(*gpu.MMAMatrixType)
	tile, err := mmaPlace(c, b, c.Args[2:], mt.Rows, mt.Cols, c.Op.Attr("transpose") != nil)
	if err != nil {
		return err
	}
	if dst, src := b.Mem.Float32s(), t.Float32s(); dst != nil && src != nil {
		for r := int64(0); r < mt.Rows; r++ {
			for col := int64(0); col < mt.Cols; col++ {
				dst[tile.pos(r, col)] = src[r*mt.Cols+col]
			}
		}
		return nil
	}
	for r := int64(0); r < mt.Rows; r++ {
		for col := int64(0); col < mt.Cols; col++ {
			b.Mem.Set(tile.pos(r, col), t.At(r*mt.Cols+col))
		}
	}
	return nil
}

// mmaCompute is res = A x B + C, each element summed in C's type from
// C's element, the products in k order (the tensor cores' order within
// a step is unspecified: lowerings match this up to rounding).
func mmaCompute(c *exec.Ctx) error {
	var ts [3]*exec.Tensor
	for i := range ts {
		t, err := c.Tensor(i)
		if err != nil {
			return err
		}
		ts[i] = t
	}
	a, b, acc := ts[0], ts[1], ts[2]
	at, bt := c.ArgType(0).(*gpu.MMAMatrixType), c.ArgType(1).(*gpu.MMAMatrixType)
	rows, inner, cols := at.Rows, at.Cols, bt.Cols
	aIndex := func(r, k int64) int64 { return r*inner + k }
	if c.Op.Attr("a_transpose") != nil {
		aIndex = func(r, k int64) int64 { return k*rows + r }
	}
	bIndex := func(k, col int64) int64 { return k*cols + col }
	if c.Op.Attr("b_transpose") != nil {
		bIndex = func(k, col int64) int64 { return col*inner + k }
	}
	elem := exec.ElemOf(acc.Elem)
	out := acc.Clone()
	if av, bv, sums := a.Float32s(), b.Float32s(), out.Float32s(); elem.Kind == ir.F32 && av != nil && bv != nil && sums != nil {
		mmaComputeF32(av, bv, sums, rows, inner, cols, c.Op.Attr("a_transpose") != nil, c.Op.Attr("b_transpose") != nil)
		c.Results[0] = exec.Value{Ref: out}
		return nil
	}
	for r := int64(0); r < rows; r++ {
		for col := int64(0); col < cols; col++ {
			sum := acc.At(r*cols + col)
			for k := int64(0); k < inner; k++ {
				x, y := a.At(aIndex(r, k)), b.At(bIndex(k, col))
				if elem.Float {
					sum.F = elem.RoundTo(sum.F + elem.RoundTo(x.F*y.F))
				} else {
					sum = elem.RoundValue(exec.Int(sum.I + x.I*y.I))
				}
			}
			out.Set(r*cols+col, sum)
		}
	}
	c.Results[0] = exec.Value{Ref: out}
	return nil
}

// mmaComputeF32 is mmaCompute's loop on f32 elements (f16 and bf16 ones
// are held as f32 exactly), computed in float32 with the same result:
// each product rounded to f32 and added to the sum with one more rounding
// (the conversions keep Go from fusing them), as the f64 loop's RoundTo
// does (double rounding through f64 is exact for f32 operands). The
// warp's 32 threads each compute the whole product, so this loop is most
// of a tensor-core kernel's interpretation.
func mmaComputeF32(a, b, sums []float32, rows, inner, cols int64, aTransposed, bTransposed bool) {
	aRow, aK := inner, int64(1)
	if aTransposed {
		aRow, aK = 1, rows
	}
	bK, bCol := cols, int64(1)
	if bTransposed {
		bK, bCol = 1, inner
	}
	for r := int64(0); r < rows; r++ {
		col := int64(0)
		// Eight columns at a time: a sum waits on its previous addition at
		// every k, and eight independent sums keep the processor's adders
		// busy (2.4 times as fast on a 16x16x16 product). Each still adds
		// its products in k order, rounding each step.
		for ; col+8 <= cols; col += 8 {
			out := sums[r*cols+col : r*cols+col+8]
			s0, s1, s2, s3, s4, s5, s6, s7 := out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7]
			ai, bi := r*aRow, col*bCol
			for k := int64(0); k < inner; k++ {
				x := a[ai]
				s0 = float32(s0 + float32(x*b[bi]))
				s1 = float32(s1 + float32(x*b[bi+bCol]))
				s2 = float32(s2 + float32(x*b[bi+2*bCol]))
				s3 = float32(s3 + float32(x*b[bi+3*bCol]))
				s4 = float32(s4 + float32(x*b[bi+4*bCol]))
				s5 = float32(s5 + float32(x*b[bi+5*bCol]))
				s6 = float32(s6 + float32(x*b[bi+6*bCol]))
				s7 = float32(s7 + float32(x*b[bi+7*bCol]))
				ai += aK
				bi += bK
			}
			out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7] = s0, s1, s2, s3, s4, s5, s6, s7
		}
		for ; col < cols; col++ {
			sum := sums[r*cols+col]
			ai, bi := r*aRow, col*bCol
			for k := int64(0); k < inner; k++ {
				product := float32(a[ai] * b[bi])
				sum = float32(sum + product)
				ai += aK
				bi += bK
			}
			sums[r*cols+col] = sum
		}
	}
}

func mmaConstant(c *exec.Ctx) error {
	mt := c.ResultType(0).(*gpu.MMAMatrixType)
	t, err := c.NewTensor(mt.Elem, []int64{mt.Rows, mt.Cols})
	if err != nil {
		return err
	}
	for i := int64(0); i < mt.Rows*mt.Cols; i++ {
		t.Set(i, c.Args[0])
	}
	c.Results[0] = exec.Value{Ref: t}
	return nil
}
