// Package linalgexec declares the interpreter semantics of the linalg
// ops. Every structured op (generic, the named ops, map, reduce,
// transpose, broadcast, elementwise) is run the same way, from what its
// definition declares: its indexing maps and its scalar body (named ops
// build theirs from their declared Body when parsed). Loops run in order
// d0 (outermost) to dn, which is also the order of the loops that
// convert-linalg-to-loops writes, so float reductions round alike.
package linalgexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the linalg ops' semantics.
var Semantics = func() exec.Table {
	t := exec.Table{
		linalg.Yield.Name: func(c *exec.Ctx) error { return c.Yield(c.Args) },
		linalg.Index.Name: func(c *exec.Ctx) error {
			a, _ := c.Op.Attr("dim").(*ir.IntegerAttr)
			idx := c.M.Locals().LoopIndices
			if a == nil || a.Int64() < 0 || a.Int64() >= int64(len(idx)) {
				return c.Errorf("linalg.index outside of a structured op's loops")
			}
			c.Results[0] = exec.Int(idx[a.Int64()])
			return nil
		},
		linalg.Softmax.Name: softmax,
		linalg.Pack.Name:    pack,
		linalg.UnPack.Name:  unpack,
	}
	for _, name := range []string{linalg.Generic.Name, linalg.Map.Name, linalg.Reduce.Name, linalg.Transpose.Name,
		linalg.Broadcast.Name, linalg.Elementwise.Name} {
		t[name] = structured
	}
	for _, s := range linalg.Named {
		t[s.Name] = structured
	}
	return t
}()

// operand is one operand of a structured op as the loop nest sees it.
type operand struct {
	scalar  exec.Value
	isShape bool
	shape   []int64
	strides []int64
	base    int64
	data    *exec.Data
	// f32 and i64 are data's elements when it stores them so: the
	// common storages are read without a test of the storage (run reads
	// and writes f32 itself).
	f32 []float32
	i64 []int64
	m   *ir.AffineMap
	// linear: pos = base + sum(coef[k] * iv[k]); otherwise evaluated.
	linear bool
	coef   []int64
	pos    int64
}

func (o *operand) load(p int64) exec.Value {
	if o.i64 != nil {
		return exec.Value{I: o.i64[p]}
	}
	return o.data.At(p)
}

func (o *operand) store(p int64, v exec.Value) { o.data.Set(p, v) }

// setData points o at d's elements.
func (o *operand) setData(d *exec.Data) {
	o.data, o.f32, o.i64 = d, d.Float32s(), d.Int64s()
}

// linearize returns e as const + sum(coef[d] * d) over nd dims.
func linearize(e *ir.AffineExpr, nd int) (coef []int64, c int64, ok bool) {
	switch e.Kind {
	case ir.AffineConst:
		return make([]int64, nd), e.Val, true
	case ir.AffineDim:
		coef = make([]int64, nd)
		coef[e.Val] = 1
		return coef, 0, true
	case ir.AffineAdd:
		l, lc, ok1 := linearize(e.LHS, nd)
		r, rc, ok2 := linearize(e.RHS, nd)
		if !ok1 || !ok2 {
			return nil, 0, false
		}
		for i := range l {
			l[i] += r[i]
		}
		return l, lc + rc, true
	case ir.AffineMul:
		l, lc, ok1 := linearize(e.LHS, nd)
		r, rc, ok2 := linearize(e.RHS, nd)
		if !ok1 || !ok2 {
			return nil, 0, false
		}
		if isZero(r) {
			for i := range l {
				l[i] *= rc
			}
			return l, lc * rc, true
		}
		if isZero(l) {
			for i := range r {
				r[i] *= lc
			}
			return r, lc * rc, true
		}
	}
	return nil, 0, false
}

func isZero(xs []int64) bool {
	for _, x := range xs {
		if x != 0 {
			return false
		}
	}
	return true
}

func structured(c *exec.Ctx) error {
	op := c.Op
	maps, err := linalg.IndexingMaps(op)
	if err != nil {
		return c.Errorf("%v", err)
	}
	if len(maps) != len(c.Args) {
		return c.Errorf("%d indexing maps for %d operands", len(maps), len(c.Args))
	}
	nIn := len(linalg.Inputs(op))
	nd := 0
	if len(maps) > 0 {
		nd = maps[0].NumDims
	}
	ops := make([]operand, len(c.Args))
	var results []*exec.Tensor
	for i, a := range c.Args {
		o := &ops[i]
		o.m = maps[i]
		switch {
		case a.Tensor() != nil:
			t := a.Tensor()
			if i >= nIn {
				if t, err = c.Clone(t); err != nil {
					return err
				}
				results = append(results, t)
			}
			o.isShape, o.shape, o.strides = true, t.Shape, exec.Strides(t.Shape)
			o.setData(&t.Data)
		case a.Buffer() != nil:
			b, err := c.Buffer(i)
			if err != nil {
				return err
			}
			o.isShape, o.shape, o.strides, o.base = true, b.Shape, b.Strides, b.Offset
			o.setData(&b.Mem.Data)
		default:
			if a.Poison != nil {
				return exec.PoisonError(op, a)
			}
			o.scalar = a
		}
		if o.isShape && len(o.m.Results) != len(o.shape) {
			return c.Errorf("indexing map #%d has %d results for an operand of rank %d", i, len(o.m.Results), len(o.shape))
		}
	}
	// Loop bounds: the size of the first operand dimension indexed by
	// exactly that loop.
	bounds := make([]int64, nd)
	for k := range bounds {
		bounds[k] = -1
	}
	for i := range ops {
		o := &ops[i]
		if !o.isShape {
			continue
		}
		for j, e := range o.m.Results {
			if e.Kind == ir.AffineDim {
				k := e.Val
				if bounds[k] < 0 {
					bounds[k] = o.shape[j]
				} else if bounds[k] != o.shape[j] {
					return c.Errorf("operand #%d has size %d in dimension %d, but the loop d%d runs %d times", i, o.shape[j], j, k, bounds[k])
				}
			}
		}
	}
	for k, b := range bounds {
		if b < 0 {
			return c.Errorf("cannot infer the bound of loop d%d from the operand shapes", k)
		}
	}
	total, err := exec.CountElements(bounds)
	if err != nil {
		return c.Errorf("the loops %v run more than 2^63 iterations", bounds)
	}
	// Positions: linear maps get coefficients and a bounds check over the
	// whole iteration box; the others are evaluated per iteration.
	for i := range ops {
		o := &ops[i]
		if !o.isShape {
			continue
		}
		o.linear = true
		o.coef = make([]int64, nd)
		o.pos = o.base
		for j, e := range o.m.Results {
			co, k0, ok := linearize(e, nd)
			if !ok {
				o.linear = false
				break
			}
			lo, hi := k0, k0
			for k, x := range co {
				if x > 0 {
					hi += x * (bounds[k] - 1)
				} else {
					lo += x * (bounds[k] - 1)
				}
				o.coef[k] += x * o.strides[j]
			}
			if total > 0 && (lo < 0 || hi >= o.shape[j]) {
				return c.Errorf("out-of-bounds access: operand #%d is indexed from %d to %d in dimension %d of size %d", i, lo, hi, j, o.shape[j])
			}
			o.pos += k0 * o.strides[j]
		}
	}
	if total > 0 {
		if err := c.M.Step(total, op); err != nil {
			return err
		}
		if err := run(c, ops, nIn, bounds); err != nil {
			return err
		}
	}
	if len(c.Results) != len(results) {
		return c.Errorf("%d results for %d tensor outputs", len(c.Results), len(results))
	}
	for i, t := range results {
		c.Results[i] = exec.Value{Ref: t}
	}
	return nil
}

// run iterates the loop nest and runs the body at each point.
func run(c *exec.Ctx, ops []operand, nIn int, bounds []int64) error {
	region := c.Op.Region(0)
	blk := region.Front()
	if blk == nil {
		return c.Errorf("structured op without a body")
	}
	body := c.M.Region(region)
	nargs := blk.NumArgs()
	if nargs > len(ops) {
		return c.Errorf("body takes %d arguments for %d operands", nargs, len(ops))
	}
	nd := len(bounds)
	iv := make([]int64, nd)
	loc := c.M.Locals()
	saved := loc.LoopIndices
	loc.LoopIndices = iv
	defer func() { loc.LoopIndices = saved }()
	args := make([]exec.Value, nargs)
	pos := make([]int64, len(ops))
	mac := multiplyAccumulate(blk, ops, nIn)
	if mac != nil {
		// The body's ops are charged at once (they run in Go below).
		points := int64(1)
		for _, b := range bounds {
			points *= b
		}
		if err := c.M.Step(points*int64(blk.NumOps()), c.Op); err != nil {
			return err
		}
	}
	for {
		for i := range ops {
			o := &ops[i]
			if !o.isShape {
				continue
			}
			if o.linear {
				pos[i] = o.pos
				continue
			}
			idx, ok := exec.EvalMap(o.m, iv, nil)
			if !ok {
				return c.Errorf("division by zero in indexing map #%d", i)
			}
			p := o.base
			for j, x := range idx {
				if x < 0 || x >= o.shape[j] {
					return c.Errorf("out-of-bounds access: operand #%d at %v, shape %v", i, idx, o.shape)
				}
				p += x * o.strides[j]
			}
			pos[i] = p
		}
		if mac != nil {
			mac.apply(ops, pos)
		} else if err := runBody(c, body, ops, nIn, nargs, args, pos); err != nil {
			return err
		}
		// Advance the odometer and the linear positions.
		k := nd - 1
		for ; k >= 0; k-- {
			iv[k]++
			for i := range ops {
				ops[i].pos += ops[i].coef0(k)
			}
			if iv[k] < bounds[k] {
				break
			}
			for i := range ops {
				ops[i].pos -= ops[i].coef0(k) * bounds[k]
			}
			iv[k] = 0
		}
		if k < 0 {
			return nil
		}
	}
}

func (o *operand) coef0(k int) int64 {
	if !o.linear {
		return 0
	}
	return o.coef[k]
}

// softmax computes exp(x - max) / sum(exp(x - max)) along `dimension`,
// in float64, rounded to the element type.
func softmax(c *exec.Ctx) error {
	var in *exec.Tensor
	switch {
	case c.Args[0].Tensor() != nil:
		in = c.Args[0].Tensor()
	case c.Args[0].Buffer() != nil:
		b, err := c.Buffer(0)
		if err != nil {
			return err
		}
		if !b.InBounds() {
			return c.Errorf("input view leaves its allocation")
		}
		if in, err = c.ToTensor(b); err != nil {
			return err
		}
	default:
		return c.Errorf("input is not shaped")
	}
	a, _ := c.Op.Attr("dimension").(*ir.IntegerAttr)
	if a == nil || a.Int64() < 0 || a.Int64() >= int64(len(in.Shape)) {
		return c.Errorf("bad dimension")
	}
	d := int(a.Int64())
	e := exec.ElemOf(in.Elem)
	if !in.IsFloat() {
		return c.Errorf("softmax of integers")
	}
	out, err := c.NewTensor(in.Elem, in.Shape)
	if err != nil {
		return err
	}
	strides := exec.Strides(in.Shape)
	n := in.Shape[d]
	idx := make([]int64, len(in.Shape))
	for l := int64(0); l < in.Len(); l++ {
		exec.Unlinear(in.Shape, l, idx)
		if idx[d] != 0 {
			continue
		}
		m := math.Inf(-1)
		for j := int64(0); j < n; j++ {
			m = math.Max(m, in.Float(l+j*strides[d]))
		}
		sum := 0.0
		for j := int64(0); j < n; j++ {
			sum += math.Exp(in.Float(l+j*strides[d]) - m)
		}
		for j := int64(0); j < n; j++ {
			p := l + j*strides[d]
			out.SetFloat(p, e.RoundTo(math.Exp(in.Float(p)-m)/sum))
		}
	}
	if b := c.Args[1].Buffer(); b != nil {
		dst, err := c.Buffer(1)
		if err != nil {
			return err
		}
		dst.CopyFrom(out)
		return nil
	}
	if len(c.Results) > 0 {
		c.Results[0] = exec.Value{Ref: out}
	}
	return nil
}

// runBody runs a structured op's body at one point: its arguments read at
// pos, its yielded values stored there.
func runBody(c *exec.Ctx, body exec.Region, ops []operand, nIn, nargs int, args []exec.Value, pos []int64) error {
	for i := 0; i < nargs; i++ {
		// f32 elements, the common case, are read here (load
		// is too large to inline).
		switch o := &ops[i]; {
		case o.f32 != nil:
			args[i] = exec.Value{F: float64(o.f32[pos[i]])}
		case o.isShape:
			args[i] = o.load(pos[i])
		default:
			args[i] = o.scalar
		}
	}
	out, err := body.Run(args)
	if err != nil {
		return err
	}
	if len(out) != len(ops)-nIn {
		return c.Errorf("body yields %d values for %d outputs", len(out), len(ops)-nIn)
	}
	for j, v := range out {
		if v.Poison != nil {
			return exec.PoisonError(c.Op, v)
		}
		if o := &ops[nIn+j]; o.f32 != nil {
			o.f32[pos[nIn+j]] = float32(v.F)
		} else {
			o.store(pos[nIn+j], v)
		}
	}
	return nil
}

// mac is a body that multiplies its two f32 inputs and adds the product to
// its f32 output (a matmul's, a convolution's), which run computes in Go
// instead of interpreting the body at every point: the same float32
// operations as arith.mulf and arith.addf's semantics, in the body's order,
// each rounded.
type mac struct {
	// swapped: the body multiplies in1 * in0; productFirst: it adds
	// product + acc.
	swapped, productFirst bool
}

// multiplyAccumulate returns the mac of a body of two f32 inputs (or
// 16-bit floats extended to f32 by arith.extf) and one f32 output that is
// `%p = arith.mulf %in0, %in1; %s = arith.addf %out, %p; linalg.yield %s`
// (either operand order), or nil.
func multiplyAccumulate(blk *ir.Block, ops []operand, nIn int) *mac {
	if nIn != 2 || len(ops) != 3 || blk.NumArgs() != 3 {
		return nil
	}
	for i := range ops {
		if ops[i].f32 == nil || !ops[i].isShape {
			return nil
		}
	}
	body := blk.Ops()
	f32 := func(v *ir.Value) bool { return exec.ElemOf(v.Type()).Kind == ir.F32 }
	in0, in1, out := blk.Arg(0), blk.Arg(1), blk.Arg(2)
	// 16-bit inputs (held in f32 storage, exactly) may be extended to f32
	// first, as a tensor-core product's body does: extf is exact, so the
	// product is the same.
	if len(body) == 5 {
		ext := map[*ir.Value]*ir.Value{}
		for _, e := range body[:2] {
			if e.Def() != arith.ExtF || e.NumOperands() != 1 || !f32(e.Result(0)) {
				return nil
			}
			ext[e.Operand(0)] = e.Result(0)
		}
		x0, x1 := ext[in0], ext[in1]
		if x0 == nil || x1 == nil || x0.NumUses() != 1 || x1.NumUses() != 1 {
			return nil
		}
		in0, in1, body = x0, x1, body[2:]
	}
	if len(body) != 3 {
		return nil
	}
	mul, add, yield := body[0], body[1], body[2]
	if mul.Def() != arith.MulF || add.Def() != arith.AddF || yield.Def() != linalg.Yield ||
		yield.NumOperands() != 1 || yield.Operand(0) != add.Result(0) {
		return nil
	}
	if !f32(in0) || !f32(in1) || !f32(out) {
		return nil
	}
	m := &mac{}
	switch x, y := mul.Operand(0), mul.Operand(1); {
	case x == in0 && y == in1:
	case x == in1 && y == in0:
		m.swapped = true
	default:
		return nil
	}
	switch x, y := add.Operand(0), add.Operand(1); {
	case x == out && y == mul.Result(0):
	case x == mul.Result(0) && y == out:
		m.productFirst = true
	default:
		return nil
	}
	return m
}

// apply computes the body at the point whose positions are pos.
func (m *mac) apply(ops []operand, pos []int64) {
	a, b := ops[0].f32[pos[0]], ops[1].f32[pos[1]]
	if m.swapped {
		a, b = b, a
	}
	// The conversions round each operation, as the interpreter's
	// arith.mulf and arith.addf do (Go may not fuse them into one).
	product := float32(a * b)
	acc := &ops[2].f32[pos[2]]
	if m.productFirst {
		*acc = float32(product + *acc)
	} else {
		*acc = float32(*acc + product)
	}
}
