package torchdecompose

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// constScales reads u's constant scales, one per each of the nsp spatial
// dims (0: none).
func constScales(u torch.Upsampling, nsp int) ([]float64, bool) {
	scales := make([]float64, nsp)
	if u.ScaleFactors != nil {
		if !torch.IsNoneValue(u.ScaleFactors) {
			fs, ok := torch.ConstantFloatList(u.ScaleFactors)
			if !ok || len(fs) != nsp {
				return nil, false
			}
			copy(scales, fs)
		}
		return scales, true
	}
	if len(u.Scales) != nsp {
		return nil, false
	}
	for d, s := range u.Scales {
		if !torch.IsNoneValue(s) {
			f, ok := torch.ConstantFloatValue(s)
			if !ok {
				return nil, false
			}
			scales[d] = f
		}
	}
	return scales, true
}

// Nearest-neighbour upsampling as PyTorch decomposes it
// (_compute_upsample_nearest_indices): along each spatial dim d of
// static sizes in -> out, the source of output position o is
//
//	int64(float32(o) * float32(scale)),  scale = 1/scale_factor, or in/out without one
//
// (at most in-1), and the output is index_select(x, d, sources) per dim
// whose sources are not the identity. The sources are a constant si64
// literal.

// upsampleNearest decomposes upsample_nearest<nsp>d ((self,
// output_size, scales...)) and its .vec overload ((input, output_size?,
// scale_factors?)).
func upsampleNearest[A ~[]*ir.Value](nsp int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		u := torch.UpsamplingOf(A(op.Operands()))
		x := u.Input
		t, rt := ranked(x), ranked(op.Result(0))
		if t == nil || rt == nil || len(t.Sizes) != nsp+2 || len(rt.Sizes) != nsp+2 || !sameDtype(op, x) {
			return false
		}
		scales, ok := constScales(u, nsp)
		if !ok {
			return false
		}
		for d := 0; d < nsp; d++ {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			if in == torch.Dynamic || out == torch.Dynamic || in <= 0 || out <= 0 || out > maxNearestSources || scales[d] < 0 {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		y := x
		for d := 0; d < nsp; d++ {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			src, identity := nearestSources(in, out, scales[d])
			if identity {
				continue
			}
			y = b.aten(torch.AtenIndexSelect, y, b.int(int64(2+d)), b.i64Literal(src))
		}
		b.replace(op, y)
		return true
	}
}

// maxNearestSources bounds the constant source vector of one dim (8 MiB
// of si64): a larger output size along a dim is no image, and is left
// to the backend contract's error rather than materialized.
const maxNearestSources = 1 << 20

// nearestSources are the source positions of the out output positions
// along a dim of size in, and whether they are 0, 1, ..., in-1.
func nearestSources(in, out int64, scaleFactor float64) ([]int64, bool) {
	scale := float32(float64(in) / float64(out))
	if scaleFactor > 0 {
		scale = float32(1 / scaleFactor)
	}
	src := make([]int64, out)
	identity := in == out
	for o := range src {
		s := float64(float32(o) * scale)
		src[o] = min(int64(math.Floor(s)), in-1)
		identity = identity && src[o] == int64(o)
	}
	return src, identity
}

// i64Literal is a torch.vtensor.literal of the si64 vector vs.
func (b *torchBuilder) i64Literal(vs []int64) *ir.Value {
	elem := b.ctx.I(64)
	var data []byte
	for _, v := range vs {
		data = ir.PutScalar(data, elem, v, float64(v))
	}
	attr := b.ctx.DenseElementsAttr(b.ctx.RankedTensorType([]int64{int64(len(vs))}, elem, nil), data)
	t := torch.VTensor(b.ctx, []int64{int64(len(vs))}, b.ctx.IntegerType(64, ir.Signed))
	return b.create(torch.VTensorLiteral.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: attr}).Result(0)
}
