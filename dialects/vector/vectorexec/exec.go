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
	"io"
	"math"
	"strings"

	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
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

func vt(t ir.Type) *ir.VectorType { v, _ := t.(*ir.VectorType); return v }

// newVector allocates the result vector i.
func newVector(c *exec.Ctx, i int) (*exec.Tensor, error) {
	v := vt(c.ResultType(i))
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
	if v := vt(c.ResultType(0)); v != nil {
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

// ---- arithmetic ----

// combine applies kind k to two elements of type e.
func combine(k vector.CombiningKind, e exec.Elem, a, b exec.Value) exec.Value {
	if e.Float {
		x, y := a.F, b.F
		var r float64
		switch k {
		case vector.Add:
			r = x + y
		case vector.Mul:
			r = x * y
		case vector.MinNumF:
			r = minMaxNum(x, y, true)
		case vector.MaxNumF:
			r = minMaxNum(x, y, false)
		case vector.MinimumF:
			r = minMaximum(x, y, true)
		case vector.MaximumF:
			r = minMaximum(x, y, false)
		}
		return exec.Float(e.RoundTo(r))
	}
	x, y := a.I, b.I
	ux, uy := exec.Unsigned(x, e.Width), exec.Unsigned(y, e.Width)
	var r int64
	switch k {
	case vector.Add:
		r = x + y
	case vector.Mul:
		r = x * y
	case vector.MinSI:
		r = min(x, y)
	case vector.MaxSI:
		r = max(x, y)
	case vector.MinUI:
		r = int64(min(ux, uy))
	case vector.MaxUI:
		r = int64(max(ux, uy))
	case vector.And:
		r = x & y
	case vector.Or:
		r = x | y
	case vector.XOr:
		r = x ^ y
	}
	return exec.Int(exec.Wrap(r, e.Width))
}

// minMaxNum is IEEE minNum/maxNum: a NaN operand gives the other one.
func minMaxNum(x, y float64, isMin bool) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	case isMin:
		return math.Min(x, y)
	}
	return math.Max(x, y)
}

// minMaximum is IEEE minimum/maximum: a NaN operand gives NaN.
func minMaximum(x, y float64, isMin bool) float64 {
	if isMin {
		return math.Min(x, y)
	}
	return math.Max(x, y)
}

func mul(e exec.Elem, a, b exec.Value) exec.Value { return combine(vector.Mul, e, a, b) }

func fma(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args...); err != nil {
		return err
	}
	e := c.ResultElem(0)
	if c.Args[0].Tensor() == nil { // a scalar, or one lane as the interpreter maps the op over vectors
		c.Results[0] = exec.Float(e.RoundTo(math.FMA(c.Args[0].F, c.Args[1].F, c.Args[2].F)))
		return nil
	}
	a, b, acc := c.Args[0].Tensor(), c.Args[1].Tensor(), c.Args[2].Tensor()
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	for i := int64(0); i < out.Len(); i++ {
		out.Set(i, exec.Float(e.RoundTo(math.FMA(a.At(i).F, b.At(i).F, acc.At(i).F))))
	}
	return result(c, out)
}

func reduction(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args...); err != nil {
		return err
	}
	src := c.Args[0].Tensor()
	k, e := vector.KindOf(c.Op), c.ResultElem(0)
	n := src.Len()
	var r exec.Value
	start := int64(0)
	if len(c.Args) > 1 {
		r = c.Args[1]
	} else {
		r = src.At(0)
		start = 1
	}
	for i := start; i < n; i++ {
		r = combine(k, e, r, src.At(i))
	}
	c.Results[0] = r
	return nil
}

func multiReduction(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args...); err != nil {
		return err
	}
	src := c.Args[0].Tensor()
	dims := vector.Ints(c.Op.Attr("reduction_dims"))
	k, e := vector.KindOf(c.Op), c.ArgElem(0)
	reduced := make([]bool, len(src.Shape))
	for _, d := range dims {
		reduced[d] = true
	}
	var out *exec.Tensor
	var accs []exec.Value
	if acc := c.Args[1].Tensor(); acc != nil {
		var err error
		if out, err = c.Clone(acc); err != nil {
			return err
		}
	} else {
		accs = []exec.Value{c.Args[1]}
	}
	var kept []int64
	for d, s := range src.Shape {
		if !reduced[d] {
			kept = append(kept, s)
		}
	}
	idx := make([]int64, len(src.Shape))
	kidx := make([]int64, 0, len(kept))
	for i := int64(0); i < src.Len(); i++ {
		kidx = kidx[:0]
		for d, x := range idx {
			if !reduced[d] {
				kidx = append(kidx, x)
			}
		}
		if out != nil {
			l := exec.Linear(kept, kidx)
			out.Set(l, combine(k, e, out.At(l), src.At(i)))
		} else {
			accs[0] = combine(k, e, accs[0], src.At(i))
		}
		exec.Next(src.Shape, idx)
	}
	if out != nil {
		return result(c, out)
	}
	c.Results[0] = accs[0]
	return nil
}

func outerProduct(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args...); err != nil {
		return err
	}
	lhs := c.Args[0].Tensor()
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	k, e := vector.KindOf(c.Op), c.ResultElem(0)
	var acc *exec.Tensor
	if len(c.Args) > 2 {
		acc = c.Args[2].Tensor()
	}
	rhs := c.Args[1].Tensor()
	cols := int64(1)
	if rhs != nil {
		cols = rhs.Len()
	}
	for i := int64(0); i < lhs.Len(); i++ {
		for j := int64(0); j < cols; j++ {
			r := c.Args[1]
			if rhs != nil {
				r = rhs.At(j)
			}
			p := i*cols + j
			v := mul(e, lhs.At(i), r)
			if acc != nil {
				if k == vector.Add && e.Float {
					v = exec.Float(e.RoundTo(math.FMA(lhs.At(i).F, r.F, acc.At(p).F)))
				} else {
					v = combine(k, e, acc.At(p), v)
				}
			}
			out.Set(p, v)
		}
	}
	return result(c, out)
}

// contract: for every point of the iteration space, acc[accMap(p)] =
// combine(acc[...], lhs[lhsMap(p)] * rhs[rhsMap(p)]), points in
// row-major order.
func contract(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args...); err != nil {
		return err
	}
	maps := vector.ContractMaps(c.Op)
	lhs, rhs := c.Args[0].Tensor(), c.Args[1].Tensor()
	bounds := make([]int64, maps[0].NumDims)
	for m, t := range []*exec.Tensor{lhs, rhs} {
		for j, r := range maps[m].Results {
			bounds[r.Val] = t.Shape[j]
		}
	}
	k, e := vector.KindOf(c.Op), c.ResultElem(0)
	var out *exec.Tensor
	scalar := c.Args[2]
	if acc := c.Args[2].Tensor(); acc != nil {
		var err error
		if out, err = c.Clone(acc); err != nil {
			return err
		}
	}
	if err := c.M.Step(exec.NumElements(bounds), c.Op); err != nil {
		return err
	}
	at := func(t *exec.Tensor, m *ir.AffineMap, p []int64) int64 {
		l := int64(0)
		for j, r := range m.Results {
			l = l*t.Shape[j] + p[r.Val]
		}
		return l
	}
	// A float add contraction accumulates with one rounding per point
	// (an fma), as its lowerings through outer products do.
	fused := k == vector.Add && e.Float && c.ArgElem(0) == e
	step := func(acc, x, y exec.Value) exec.Value {
		if fused {
			return exec.Float(e.RoundTo(math.FMA(x.F, y.F, acc.F)))
		}
		return combine(k, e, acc, mul(e, x, y))
	}
	p := make([]int64, len(bounds))
	for n := exec.NumElements(bounds); n > 0; n-- {
		x, y := lhs.At(at(lhs, maps[0], p)), rhs.At(at(rhs, maps[1], p))
		if out != nil {
			l := at(out, maps[2], p)
			out.Set(l, step(out.At(l), x, y))
		} else {
			scalar = step(scalar, x, y)
		}
		exec.Next(bounds, p)
	}
	if out != nil {
		return result(c, out)
	}
	c.Results[0] = scalar
	return nil
}

// ---- memory ----

// base is a memref's buffer, or a tensor viewed as a read-only buffer.
func base(c *exec.Ctx, i int) (*exec.Buffer, error) {
	if t := c.Args[i].Tensor(); t != nil {
		return &exec.Buffer{Mem: exec.MemoryOf(t.Elem, t.Data, nil), Shape: t.Shape, Strides: exec.Strides(t.Shape)}, nil
	}
	return c.Buffer(i)
}

// inBounds reports whether idx lies inside shape.
func inBounds(shape, idx []int64) bool {
	for k, x := range idx {
		if x < 0 || x >= shape[k] {
			return false
		}
	}
	return true
}

// contiguous calls f for each element of a vector of shape vs read or
// written at base index idx: the vector's dims run along the base's
// innermost dims. f gets the element's base position, or ok false when
// it is out of bounds.
func contiguous(b *exec.Buffer, idx, vs []int64, f func(i, pos int64, ok bool) error) error {
	n := exec.NumElements(vs)
	lead := len(b.Shape) - len(vs)
	if lead < 0 {
		return f(0, 0, false)
	}
	vi := make([]int64, len(vs))
	full := append([]int64{}, idx...)
	for i := int64(0); i < n; i++ {
		for k, x := range vi {
			full[lead+k] = idx[lead+k] + x
		}
		ok := inBounds(b.Shape, full)
		if err := f(i, b.Pos(full), ok); err != nil {
			return err
		}
		exec.Next(vs, vi)
	}
	return nil
}

func oob(c *exec.Ctx, b *exec.Buffer, idx []int64) error {
	return c.Errorf("out-of-bounds access: a vector at index %v of a memref of shape %v", idx, b.Shape)
}

func load(c *exec.Ctx) error {
	b, err := base(c, 0)
	if err != nil {
		return err
	}
	idx, err := c.Ints(c.Args[1:])
	if err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	err = contiguous(b, idx, out.Shape, func(i, pos int64, ok bool) error {
		if !ok {
			return oob(c, b, idx)
		}
		out.Set(i, b.Load(pos))
		return nil
	})
	if err != nil {
		return err
	}
	return result(c, out)
}

func store(c *exec.Ctx) error {
	v, err := arg(c, 0)
	if err != nil {
		return err
	}
	b, err := c.Buffer(1)
	if err != nil {
		return err
	}
	idx, err := c.Ints(c.Args[2:])
	if err != nil {
		return err
	}
	return contiguous(b, idx, v.Shape, func(i, pos int64, ok bool) error {
		if !ok {
			return oob(c, b, idx)
		}
		b.Store(pos, v.At(i))
		return nil
	})
}

func maskedLoad(c *exec.Ctx) error {
	n := len(c.Args)
	b, err := base(c, 0)
	if err != nil {
		return err
	}
	idx, err := c.Ints(c.Args[1 : n-2])
	if err != nil {
		return err
	}
	m, err := arg(c, n-2)
	if err != nil {
		return err
	}
	pass, err := arg(c, n-1)
	if err != nil {
		return err
	}
	out, err := c.Clone(pass)
	if err != nil {
		return err
	}
	err = contiguous(b, idx, out.Shape, func(i, pos int64, ok bool) error {
		if !m.At(i).Bool() {
			return nil
		}
		if !ok {
			return oob(c, b, idx)
		}
		out.Set(i, b.Load(pos))
		return nil
	})
	if err != nil {
		return err
	}
	return result(c, out)
}

func maskedStore(c *exec.Ctx) error {
	n := len(c.Args)
	b, err := c.Buffer(0)
	if err != nil {
		return err
	}
	idx, err := c.Ints(c.Args[1 : n-2])
	if err != nil {
		return err
	}
	m, err := arg(c, n-2)
	if err != nil {
		return err
	}
	v, err := arg(c, n-1)
	if err != nil {
		return err
	}
	return contiguous(b, idx, v.Shape, func(i, pos int64, ok bool) error {
		if !m.At(i).Bool() {
			return nil
		}
		if !ok {
			return oob(c, b, idx)
		}
		b.Store(pos, v.At(i))
		return nil
	})
}

// indexed calls f with the base position of each masked-on lane of a
// gather or scatter: offsets, with index_vec[i] added to the innermost.
func indexed(c *exec.Ctx, b *exec.Buffer, f func(i, pos int64) error) error {
	n := len(c.Args)
	off, err := c.Ints(c.Args[1 : n-3])
	if err != nil {
		return err
	}
	iv, err := arg(c, n-3)
	if err != nil {
		return err
	}
	m, err := arg(c, n-2)
	if err != nil {
		return err
	}
	ie := c.ArgElem(n - 3)
	full := append([]int64{}, off...)
	for i := int64(0); i < iv.Len(); i++ {
		if !m.At(i).Bool() {
			continue
		}
		x := iv.At(i).I
		if !ie.Index {
			x = exec.Wrap(x, ie.Width)
		}
		if len(full) > 0 {
			full[len(full)-1] = off[len(off)-1] + x
		}
		if !inBounds(b.Shape, full) {
			return oob(c, b, full)
		}
		if err := f(i, b.Pos(full)); err != nil {
			return err
		}
	}
	return nil
}

func gather(c *exec.Ctx) error {
	b, err := base(c, 0)
	if err != nil {
		return err
	}
	pass, err := arg(c, len(c.Args)-1)
	if err != nil {
		return err
	}
	out, err := c.Clone(pass)
	if err != nil {
		return err
	}
	if err := indexed(c, b, func(i, pos int64) error { out.Set(i, b.Load(pos)); return nil }); err != nil {
		return err
	}
	return result(c, out)
}

func scatter(c *exec.Ctx) error {
	b, err := c.Buffer(0)
	if err != nil {
		return err
	}
	v, err := arg(c, len(c.Args)-1)
	if err != nil {
		return err
	}
	return indexed(c, b, func(i, pos int64) error { b.Store(pos, v.At(i)); return nil })
}

// transfer calls f for each lane of a transfer: its linear index in the
// vector, its base position, whether it is in bounds, and whether the
// mask lets it through. Lane (v0, ..., vk) reads base index idx with
// idx[map result j's dim] += v_j (a constant-0 result broadcasts).
func transfer(c *exec.Ctx, b *exec.Buffer, t vector.Transfer, idx []int64, m *exec.Tensor,
	f func(i, pos int64, ok, on bool)) error {
	shape := t.Vector.Dims
	n := exec.NumElements(shape)
	if err := c.M.Step(n, c.Op); err != nil {
		return err
	}
	var mshape []int64
	if m != nil {
		mshape = m.Shape
	}
	// maskDims[j] is the mask dim of vector dim j (-1 for broadcasts).
	maskDims := make([]int, len(shape))
	order := 0
	for j := range maskDims {
		maskDims[j] = -1
	}
	for d := 0; d < len(b.Shape); d++ {
		for j, r := range t.Map.Results {
			if r.Kind == ir.AffineDim && int(r.Val) == d {
				maskDims[j] = order
				order++
			}
		}
	}
	vi := make([]int64, len(shape))
	mi := make([]int64, len(mshape))
	full := make([]int64, len(idx))
	for i := int64(0); i < n; i++ {
		copy(full, idx)
		ok := true
		for j, r := range t.Map.Results {
			if r.Kind != ir.AffineDim {
				continue
			}
			full[r.Val] += vi[j]
			if mj := maskDims[j]; mj >= 0 && mj < len(mi) {
				mi[mj] = vi[j]
			}
		}
		ok = inBounds(b.Shape, full)
		on := m == nil || m.At(exec.Linear(mshape, mi)).Bool()
		pos := int64(-1)
		if ok {
			pos = b.Pos(full)
		}
		f(i, pos, ok, on)
		exec.Next(shape, vi)
	}
	return nil
}

func transferArgs(c *exec.Ctx) (vector.Transfer, []int64, *exec.Tensor, error) {
	t := vector.AsTransfer(c.Op)
	read := c.Op.Def() == vector.TransferRead
	g := 2
	if read {
		g = 1
	}
	idx, err := c.Ints(c.Group(g))
	if err != nil {
		return t, nil, nil, err
	}
	var m *exec.Tensor
	if ms := c.Group(3); len(ms) > 0 {
		if err := c.NotPoison(ms[0]); err != nil {
			return t, nil, nil, err
		}
		m = ms[0].Tensor()
	}
	if t.Vector.Scalable != nil {
		return t, nil, nil, c.Errorf("scalable vectors are not supported by the interpreter")
	}
	return t, idx, m, nil
}

func transferRead(c *exec.Ctx) error {
	t, idx, m, err := transferArgs(c)
	if err != nil {
		return err
	}
	b, err := base(c, 0)
	if err != nil {
		return err
	}
	pad := c.Group(2)[0]
	if err := c.NotPoison(pad); err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	var bad error
	err = transfer(c, b, t, idx, m, func(i, pos int64, ok, on bool) {
		switch {
		case ok && on:
			out.Set(i, b.Load(pos))
		case !ok && on && allInBounds(t.InBound) && bad == nil:
			bad = c.Errorf("out-of-bounds access: a lane declared in bounds at index %v of a source of shape %v", idx, b.Shape)
		default:
			out.Set(i, pad)
		}
	})
	if err != nil {
		return err
	}
	if bad != nil {
		return bad
	}
	return result(c, out)
}

func allInBounds(bs []bool) bool {
	for _, b := range bs {
		if !b {
			return false
		}
	}
	return len(bs) > 0
}

func transferWrite(c *exec.Ctx) error {
	t, idx, m, err := transferArgs(c)
	if err != nil {
		return err
	}
	v, err := arg(c, 0)
	if err != nil {
		return err
	}
	var b *exec.Buffer
	var out *exec.Tensor
	if src := c.Args[1].Tensor(); src != nil {
		if out, err = c.Clone(src); err != nil {
			return err
		}
		b = &exec.Buffer{Mem: exec.MemoryOf(out.Elem, out.Data, nil), Shape: out.Shape, Strides: exec.Strides(out.Shape)}
	} else if b, err = c.Buffer(1); err != nil {
		return err
	}
	err = transfer(c, b, t, idx, m, func(i, pos int64, ok, on bool) {
		if ok && on {
			b.Store(pos, v.At(i))
		}
	})
	if err != nil {
		return err
	}
	if out != nil {
		out.Data = b.Mem.Data
		return result(c, out)
	}
	return nil
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
