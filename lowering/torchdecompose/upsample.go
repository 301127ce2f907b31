package torchdecompose

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// upsampling names an upsampling op's operands whatever its overload:
// upsample_bilinear2d(self, output_size, align_corners, scales_h,
// scales_w), its .vec form (input, output_size?, align_corners,
// scale_factors?), the nearest modes' without align_corners.
type upsampling struct {
	x     *ir.Value   // self or input
	align *ir.Value   // align_corners, nil for the nearest modes
	each  []*ir.Value // the float? scales, one per spatial dim (not .vec)
	list  *ir.Value   // the .vec forms' float[]? scale_factors
}

// upsamplingOf reads args, a generated argument list of an upsampling op
// (torch.AtenUpsampleBilinear2dArgs[*ir.Value]).
func upsamplingOf(args any) upsampling {
	var u upsampling
	switch a := args.(type) {
	case interface{ Self() *ir.Value }:
		u.x = a.Self()
	case interface{ Input() *ir.Value }:
		u.x = a.Input()
	}
	if a, ok := args.(interface{ AlignCorners() *ir.Value }); ok {
		u.align = a.AlignCorners()
	}
	switch a := args.(type) {
	case interface{ ScaleFactors() *ir.Value }:
		u.list = a.ScaleFactors()
	case interface {
		ScalesD() *ir.Value
		ScalesH() *ir.Value
		ScalesW() *ir.Value
	}:
		u.each = []*ir.Value{a.ScalesD(), a.ScalesH(), a.ScalesW()}
	case interface {
		ScalesH() *ir.Value
		ScalesW() *ir.Value
	}:
		u.each = []*ir.Value{a.ScalesH(), a.ScalesW()}
	case interface{ Scales() *ir.Value }:
		u.each = []*ir.Value{a.Scales()}
	}
	return u
}

// constScales reads u's constant scales, one per each of the nsp spatial
// dims (0: none).
func (u upsampling) constScales(nsp int) ([]float64, bool) {
	scales := make([]float64, nsp)
	if u.list != nil {
		if !torch.IsNoneValue(u.list) {
			fs, ok := torch.ConstantFloatList(u.list)
			if !ok || len(fs) != nsp {
				return nil, false
			}
			copy(scales, fs)
		}
		return scales, true
	}
	if len(u.each) != nsp {
		return nil, false
	}
	for d, s := range u.each {
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
		u := upsamplingOf(A(op.Operands()))
		x := u.x
		t, rt := ranked(x), ranked(op.Result(0))
		if t == nil || rt == nil || len(t.Sizes) != nsp+2 || len(rt.Sizes) != nsp+2 || !sameDtype(op, x) {
			return false
		}
		scales, ok := u.constScales(nsp)
		if !ok {
			return false
		}
		for d := 0; d < nsp; d++ {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			if in == torch.Dynamic || out == torch.Dynamic || in <= 0 || out <= 0 || out > maxNearestSources || scales[d] < 0 {
				return false
			}
		}
		b := newTB(op, rw)
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
func (b *tb) i64Literal(vs []int64) *ir.Value {
	elem := b.ctx.I(64)
	var data []byte
	for _, v := range vs {
		data = ir.PutScalar(data, elem, v, float64(v))
	}
	attr := b.ctx.DenseElementsAttr(b.ctx.RankedTensorType([]int64{int64(len(vs))}, elem, nil), data)
	t := torch.VTensor(b.ctx, []int64{int64(len(vs))}, b.ctx.IntegerType(64, ir.Signed))
	return b.create(torch.VTensorLiteral.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: attr}).Result(0)
}
