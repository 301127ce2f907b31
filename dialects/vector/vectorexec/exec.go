// Package vectorexec declares the interpreter semantics of the vector
// ops. A vector value is held as a tensor of its shape (a 0-D vector as a
// tensor of shape []); an element that would be poison (a position of -1,
// an out-of-range extractelement) makes the whole result poison.
// Transfers read the padding and skip the writes of lanes out of bounds
// or masked off; the plain loads and stores report an out-of-bounds
// lane as an error, as memref.load does. vscale is 1.
package vectorexec

import (
	"fmt"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"io"
	"math"
	"strings"
)

// Semantics are the vector ops' semantics. vector.print writes nowhere
// here; PrintTo gives the semantics that print (strata-run passes it as
// an override).
var Semantics = exec.Table{
	vector.Broadcast.Name:           broadcast,
	vector.Splat.Name:               broadcast,
	vector.Shuffle.Name:             shuffle,
	vector.ExtractElement.Name:      extractElement,
	vector.InsertElement.Name:       insertElement,
	vector.Extract.Name:             extract,
	vector.Insert.Name:              insert,
	vector.ExtractStridedSlice.Name: extractStridedSlice,
	vector.InsertStridedSlice.Name:  insertStridedSlice,
	vector.ShapeCast.Name:           shapeCast,
	vector.Bitcast.Name:             bitcast,
	vector.Transpose.Name:           transpose,
	vector.FMA.Name:                 fma,
	vector.Reduction.Name:           reduction,
	vector.MultiDimReduction.Name:   multiReduction,
	vector.OuterProduct.Name:        outerProduct,
	vector.Contract.Name:            contract,
	vector.CreateMask.Name:          createMask,
	vector.ConstantMask.Name:        constantMask,
	vector.Step.Name:                step,
	vector.VScale.Name:              func(c *exec.Ctx) error { c.Results[0] = exec.Int(1); return nil },
	vector.FromElements.Name:        fromElements,
	vector.Print.Name:               PrintTo(io.Discard),
	vector.Load.Name:                load,
	vector.Store.Name:               store,
	vector.MaskedLoad.Name:          maskedLoad,
	vector.MaskedStore.Name:         maskedStore,
	vector.Gather.Name:              gather,
	vector.Scatter.Name:             scatter,
	vector.TransferRead.Name:        transferRead,
	vector.TransferWrite.Name:       transferWrite,
	vector.TypeCast.Name: func(c *exec.Ctx) error {
		return c.Errorf("memrefs of vectors are not supported by the interpreter")
	},
	vector.ExpandLoad.Name:      expandLoad,
	vector.CompressStore.Name:   compressStore,
	vector.Interleave.Name:      interleave,
	vector.Deinterleave.Name:    deinterleave,
	vector.ToElements.Name:      toElements,
	vector.Scan.Name:            scan,
	vector.Yield.Name:           func(c *exec.Ctx) error { return c.Yield(append([]exec.Value(nil), c.Args...)) },
	vector.Mask.Name:            maskOp,
	vector.ScalableInsert.Name:  scalable,
	vector.ScalableExtract.Name: scalable,
}

func scalable(c *exec.Ctx) error {
	return c.Errorf("scalable vectors are not supported by the interpreter")
}

// ---- helpers ----

func vectorTypeOf(t ir.Type) *ir.VectorType { v, _ := t.(*ir.VectorType); return v }

// newVector allocates the result vector i.
func newVector(c *exec.Ctx, i int) (*exec.Tensor, error) {
	v := vectorTypeOf(c.ResultType(i))
	if v.Scalable != nil {
		return nil, c.Errorf("scalable vectors are not supported by the interpreter")
	}
	return c.NewTensor(v.Elem, v.Dims)
}

// arg returns operand i's vector, or an error for a poison one.
func arg(c *exec.Ctx, i int) (*exec.Tensor, error) {
	if err := c.NotPoison(c.Args[i]); err != nil {
		return nil, err
	}
	return c.Tensor(i)
}

func result(c *exec.Ctx, t *exec.Tensor) error {
	c.Results[0] = exec.Value{Ref: t}
	return nil
}

func poison(c *exec.Ctx) error {
	c.Results[0] = exec.PoisonOf(c.Op)
	return nil
}

// ---- construction ----

// broadcast: result[i...] = source[the trailing indices, 0 where the
// source dim is 1] (a scalar everywhere).
func broadcast(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args[0]); err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	src := c.Args[0].Tensor()
	if src == nil {
		for i := int64(0); i < out.Len(); i++ {
			out.Set(i, c.Args[0])
		}
		return result(c, out)
	}
	lead := len(out.Shape) - len(src.Shape)
	idx := make([]int64, len(out.Shape))
	sidx := make([]int64, len(src.Shape))
	for i := int64(0); i < out.Len(); i++ {
		for k := range sidx {
			if src.Shape[k] != 1 {
				sidx[k] = idx[lead+k]
			} else {
				sidx[k] = 0
			}
		}
		out.Set(i, src.At(exec.Linear(src.Shape, sidx)))
		exec.Next(out.Shape, idx)
	}
	return result(c, out)
}

func fromElements(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args...); err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	for i, a := range c.Args {
		out.Set(int64(i), a)
	}
	return result(c, out)
}

func step(c *exec.Ctx) error {
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	for i := int64(0); i < out.Len(); i++ {
		out.Set(i, exec.Int(i))
	}
	return result(c, out)
}

// mask sets the leading box of sizes (clamped) to true.
func mask(c *exec.Ctx, sizes []int64) error {
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	idx := make([]int64, len(out.Shape))
	for i := int64(0); i < out.Len(); i++ {
		in := len(sizes) > 0
		if len(out.Shape) == 0 {
			in = sizes[0] > 0
		}
		for k, x := range idx {
			in = in && x < sizes[k]
		}
		out.Set(i, exec.Bool(in))
		exec.Next(out.Shape, idx)
	}
	return result(c, out)
}

func createMask(c *exec.Ctx) error {
	sizes, err := c.Ints(c.Args)
	if err != nil {
		return err
	}
	return mask(c, sizes)
}

func constantMask(c *exec.Ctx) error { return mask(c, vector.Ints(c.Op.Attr("mask_dim_sizes"))) }

// ---- element access ----

// position merges the static position with the dynamic values; poison
// reports a -1 (or out-of-range dynamic) entry.
func position(c *exec.Ctx, dyn []exec.Value, shape []int64) (pos []int64, isPoison bool, err error) {
	pos, err = exec.Mixed(vector.Ints(c.Op.Attr("static_position")), dyn)
	if err != nil {
		return nil, false, c.Errorf("%v", err)
	}
	for k, p := range pos {
		if p < 0 || p >= shape[k] {
			return pos, true, nil
		}
	}
	return pos, false, nil
}

// subRange is the linear range of the sub-vector at a leading position.
func subRange(shape, pos []int64) (start, n int64) {
	n = exec.NumElements(shape[len(pos):])
	full := append(append([]int64{}, pos...), make([]int64, len(shape)-len(pos))...)
	return exec.Linear(shape, full), n
}

func extract(c *exec.Ctx) error {
	if c.Args[0].Poison != nil {
		c.Results[0] = c.Args[0]
		return nil
	}
	src, err := arg(c, 0)
	if err != nil {
		return err
	}
	pos, bad, err := position(c, c.Args[1:], src.Shape)
	if err != nil || bad {
		if err != nil {
			return err
		}
		return poison(c)
	}
	start, n := subRange(src.Shape, pos)
	if v := vectorTypeOf(c.ResultType(0)); v != nil {
		out, err := newVector(c, 0)
		if err != nil {
			return err
		}
		out.CopyElems(0, &src.Data, start, n)
		return result(c, out)
	}
	c.Results[0] = src.At(start)
	return nil
}

func insert(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args[0]); err != nil {
		return err
	}
	// Inserting into poison (a vector built row by row from ub.poison)
	// starts from any value: zeros.
	if c.Args[1].Poison != nil {
		z, err := newVector(c, 0)
		if err != nil {
			return err
		}
		c.Args[1] = exec.Value{Ref: z}
	}
	dst, err := arg(c, 1)
	if err != nil {
		return err
	}
	pos, bad, err := position(c, c.Args[2:], dst.Shape)
	if err != nil || bad {
		if err != nil {
			return err
		}
		return poison(c)
	}
	out, err := c.Clone(dst)
	if err != nil {
		return err
	}
	start, n := subRange(dst.Shape, pos)
	if s := c.Args[0].Tensor(); s != nil {
		out.CopyElems(start, &s.Data, 0, n)
	} else {
		out.Set(start, c.Args[0])
	}
	return result(c, out)
}

func extractElement(c *exec.Ctx) error {
	src, err := arg(c, 0)
	if err != nil {
		return err
	}
	p := int64(0)
	if len(c.Args) > 1 {
		if p, err = c.Index(1); err != nil {
			return err
		}
		if !c.ArgElem(1).Index {
			p = int64(exec.Unsigned(p, c.ArgElem(1).Width))
		}
	}
	if p < 0 || p >= src.Len() {
		return poison(c)
	}
	c.Results[0] = src.At(p)
	return nil
}

func insertElement(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args[0]); err != nil {
		return err
	}
	dst, err := arg(c, 1)
	if err != nil {
		return err
	}
	p := int64(0)
	if len(c.Args) > 2 {
		if p, err = c.Index(2); err != nil {
			return err
		}
		if !c.ArgElem(2).Index {
			p = int64(exec.Unsigned(p, c.ArgElem(2).Width))
		}
	}
	if p < 0 || p >= dst.Len() {
		return poison(c)
	}
	out, err := c.Clone(dst)
	if err != nil {
		return err
	}
	out.Set(p, c.Args[0])
	return result(c, out)
}

func shuffle(c *exec.Ctx) error {
	a, err := arg(c, 0)
	if err != nil {
		return err
	}
	b, err := arg(c, 1)
	if err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	n1 := int64(1)
	if len(a.Shape) > 0 {
		n1 = a.Shape[0]
	}
	inner := int64(1)
	if len(a.Shape) > 1 {
		inner = exec.NumElements(a.Shape[1:])
	}
	for i, m := range vector.Ints(c.Op.Attr("mask")) {
		switch {
		case m < 0:
			return poison(c)
		case m < n1:
			out.CopyElems(int64(i)*inner, &a.Data, m*inner, inner)
		default:
			out.CopyElems(int64(i)*inner, &b.Data, (m-n1)*inner, inner)
		}
	}
	return result(c, out)
}

// forSlice calls f with the linear index in big of each element of the
// box at offsets of the given sizes (strides 1), and its linear index
// in the box.
func forSlice(big, offsets, sizes []int64, f func(bigPos, boxPos int64)) {
	n := exec.NumElements(sizes)
	idx := make([]int64, len(sizes))
	full := make([]int64, len(big))
	for i := int64(0); i < n; i++ {
		for k := range full {
			full[k] = offsets[k] + idx[k]
		}
		f(exec.Linear(big, full), i)
		exec.Next(sizes, idx)
	}
}

// padded extends offsets and sizes to the rank of shape (whole trailing dims).
func padded(shape, offsets, sizes []int64) ([]int64, []int64) {
	o := append(append([]int64{}, offsets...), make([]int64, len(shape)-len(offsets))...)
	s := append(append([]int64{}, sizes...), shape[len(sizes):]...)
	return o, s
}

func extractStridedSlice(c *exec.Ctx) error {
	src, err := arg(c, 0)
	if err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	o, s := padded(src.Shape, vector.Ints(c.Op.Attr("offsets")), vector.Ints(c.Op.Attr("sizes")))
	forSlice(src.Shape, o, s, func(bp, i int64) { out.Set(i, src.At(bp)) })
	return result(c, out)
}

func insertStridedSlice(c *exec.Ctx) error {
	src, err := arg(c, 0)
	if err != nil {
		return err
	}
	dst, err := arg(c, 1)
	if err != nil {
		return err
	}
	out, err := c.Clone(dst)
	if err != nil {
		return err
	}
	lead := make([]int64, len(dst.Shape)-len(src.Shape))
	for i := range lead {
		lead[i] = 1
	}
	sizes := append(lead, src.Shape...)
	forSlice(dst.Shape, vector.Ints(c.Op.Attr("offsets")), sizes, func(bp, i int64) { out.Set(bp, src.At(i)) })
	return result(c, out)
}

func shapeCast(c *exec.Ctx) error {
	src, err := arg(c, 0)
	if err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	out.CopyElems(0, &src.Data, 0, src.Len())
	return result(c, out)
}

func transpose(c *exec.Ctx) error {
	src, err := arg(c, 0)
	if err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	perm := vector.Ints(c.Op.Attr("permutation"))
	idx := make([]int64, len(out.Shape))
	sidx := make([]int64, len(src.Shape))
	for i := int64(0); i < out.Len(); i++ {
		for k, p := range perm {
			sidx[p] = idx[k]
		}
		out.Set(i, src.At(exec.Linear(src.Shape, sidx)))
		exec.Next(out.Shape, idx)
	}
	return result(c, out)
}

// bits is the raw bit pattern of v as an element of e.
func bits(e exec.Elem, v exec.Value) uint64 {
	if e.Float {
		return ir.FloatBits(e.Kind, v.F)
	}
	return exec.Unsigned(v.I, e.Width)
}

// fromBits is the value of element type e with bit pattern b.
func fromBits(e exec.Elem, b uint64) exec.Value {
	if e.Float {
		return exec.Float(ir.FloatFromBits(e.Kind, b))
	}
	return exec.Int(exec.Wrap(int64(b), e.Width))
}

// bitcast reinterprets the bits of each minor 1-D vector (elements laid
// out from the lowest bit, as on a little-endian machine).
func bitcast(c *exec.Ctx) error {
	src, err := arg(c, 0)
	if err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	se, re := c.ArgElem(0), c.ResultElem(0)
	stream := make([]uint64, (src.Len()*int64(se.Width)+63)/64+1)
	pos := 0
	for i := int64(0); i < src.Len(); i++ {
		b := bits(se, src.At(i))
		for k := 0; k < se.Width; k++ {
			if b>>uint(k)&1 != 0 {
				stream[pos/64] |= 1 << uint(pos%64)
			}
			pos++
		}
	}
	pos = 0
	for i := int64(0); i < out.Len(); i++ {
		var b uint64
		for k := 0; k < re.Width; k++ {
			if stream[pos/64]>>uint(pos%64)&1 != 0 {
				b |= 1 << uint(k)
			}
			pos++
		}
		out.Set(i, fromBits(re, b))
	}
	return result(c, out)
}

// ---- print ----

// PrintTo returns vector.print's semantics writing to w, in upstream's
// runtime format: ( 1, 2, 3 ) for a vector, nested per dim.
func PrintTo(w io.Writer) exec.Semantics {
	return func(c *exec.Ctx) error {
		var sb strings.Builder
		if s, ok := c.Op.Attr("stringLiteral").(*ir.StringAttr); ok {
			sb.WriteString(s.Value)
		}
		if len(c.Args) > 0 {
			if err := c.NotPoison(c.Args[0]); err != nil {
				return err
			}
			e := c.ArgElem(0)
			if t := c.Args[0].Tensor(); t != nil {
				printNested(&sb, e, t, t.Shape, 0)
			} else {
				sb.WriteString(scalar(e, c.Args[0]))
			}
		}
		if p, ok := c.Op.Attr("punctuation").(*vector.PunctuationAttr); ok {
			sb.WriteString([]string{"", "\n", ", ", "( ", " )"}[p.Value])
		}
		_, err := io.WriteString(w, sb.String())
		return err
	}
}

func printNested(sb *strings.Builder, e exec.Elem, t *exec.Tensor, shape []int64, off int64) {
	if len(shape) == 0 {
		sb.WriteString(scalar(e, t.At(off)))
		return
	}
	inner := exec.NumElements(shape[1:])
	sb.WriteString("( ")
	for i := int64(0); i < shape[0]; i++ {
		if i > 0 {
			sb.WriteString(", ")
		}
		printNested(sb, e, t, shape[1:], off+i*inner)
	}
	sb.WriteString(" )")
}

func scalar(e exec.Elem, v exec.Value) string {
	switch {
	case e.Float:
		if math.IsInf(v.F, 1) {
			return "inf"
		} else if math.IsInf(v.F, -1) {
			return "-inf"
		} else if math.IsNaN(v.F) {
			return "nan"
		}
		return fmt.Sprintf("%g", v.F)
	case e.Width == 1 && !e.Index:
		if v.I != 0 {
			return "1"
		}
		return "0"
	}
	return fmt.Sprint(v.I)
}
