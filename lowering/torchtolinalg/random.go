package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// randomPatterns: uniform, the random op the random factories decompose
// to (torchdecompose/random.go).
func randomPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// uniform(self, from, to, generator=None): a tensor of self's shape
		// and dtype (its values unread) whose element at linear index i is
		// from + (to - from) * u, u = bits(mix(i * golden + seed)) / 2^bits
		// in [0, 1), bits the element type's significand width (so u is
		// exact and below 1), mix splitmix64's finalizer, and seed one
		// torch_c.get_next_seed per execution of the op.
		pat(torch.AtenUniform.Name, uniform),
	}
}

// Splitmix64's constants: the golden-ratio increment and the finalizer's
// multipliers.
const (
	goldenGamma = 0x9E3779B97F4A7C15
	mixFirst    = 0xBF58476D1CE4E5B9
	mixSecond   = 0x94D049BB133111EB
)

func uniform(l *opLowering) *ir.Value {
	orig, conv := argsOf[torch.AtenUniformArgs[*ir.Value]](l)
	rt := l.resultType(0)
	if rt == nil || !torch.IsNoneValue(orig.Generator()) {
		return nil
	}
	ft, ok := rt.Elem.(*ir.FloatType)
	if !ok || significandBits(ft) == 0 {
		return nil
	}
	from, to := l.scalar(orig.From()), l.scalar(orig.To())
	if from == nil || to == nil {
		return nil
	}
	from, to = l.cast(from, l.ctx.F64()), l.cast(to, l.ctx.F64())
	x := conv.Self()
	sizes := withType(l.dims(x), rt)
	i64 := l.ctx.I(64)
	// Row-major strides of the linear index, as i64.
	strides := make([]*ir.Value, len(sizes))
	stride := l.constant(i64, 1)
	for d := len(sizes) - 1; d >= 0; d-- {
		strides[d] = stride
		stride = l.mul(stride, l.cast(l.val(sizes[d]), i64))
	}
	seed := l.create(torch.GetNextSeed.Name, nil, i64)
	bits := int64(significandBits(ft))
	scale := l.constant(l.ctx.F64(), 1/float64(int64(1)<<bits))
	span := l.sub(to, from)
	init := l.empty(sizes, rt.Elem)
	g := l.generic(nil, []*ir.Value{init}, []*ir.AffineMap{identity(len(sizes))}, parallel(len(sizes)), func([]*ir.Value) []*ir.Value {
		linear := l.constant(i64, 0)
		for d := range sizes {
			linear = l.add(linear, l.mul(l.cast(l.linalgIndex(d), i64), strides[d]))
		}
		h := l.mix(l.add(l.mul(linear, l.uint64(goldenGamma)), seed))
		top := l.create(arith.ShRUI.Name, []*ir.Value{h, l.constant(i64, float64(64-bits))}, i64)
		u := l.mul(l.create(arith.UIToFP.Name, []*ir.Value{top}, l.ctx.F64()), scale)
		return []*ir.Value{l.cast(l.add(from, l.mul(span, u)), rt.Elem)}
	})
	return g.Result(0)
}

// mix is splitmix64's finalizer: a bijection of i64 whose every output
// bit depends on every input bit.
func (l *opLowering) mix(x *ir.Value) *ir.Value {
	i64 := x.Type()
	step := func(x *ir.Value, shift int64) *ir.Value {
		return l.create(arith.XOrI.Name, []*ir.Value{x, l.create(arith.ShRUI.Name, []*ir.Value{x, l.constant(i64, float64(shift))}, i64)}, i64)
	}
	x = l.mul(step(x, 30), l.uint64(mixFirst))
	x = l.mul(step(x, 27), l.uint64(mixSecond))
	return step(x, 31)
}

// uint64 is an i64 constant of v's bits.
func (l *opLowering) uint64(v uint64) *ir.Value {
	return l.create(arith.Constant.Name, nil, l.ctx.I(64), attr("value", l.ctx.IntegerAttr(l.ctx.I(64), int64(v))))
}

// significandBits is the precision of a float type, its implicit bit
// included; 0 for the types uniform does not fill (the 8-bit floats,
// which PyTorch's uniform does not take either).
func significandBits(t *ir.FloatType) int {
	switch t.Kind {
	case ir.F64:
		return 53
	case ir.F32:
		return 24
	case ir.F16:
		return 11
	case ir.BF16:
		return 8
	}
	return 0
}
