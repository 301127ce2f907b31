package torchdecompose

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// randomDecompositions: the random factories in terms of uniform, the one
// random op convert-torch-to-linalg lowers. The numbers come from
// Strata's own generator (a counter-based hash of the element's index and
// a seed that torch_c.get_next_seed advances on every call), so they are
// random and reproducible per program, but not PyTorch's numbers. An
// explicit torch.Generator is declined: its state lives in PyTorch.
var randomDecompositions = []*rewrite.Pattern{
	// rand(size, dtype, layout, device, pin_memory) ->
	// uniform(empty.memory_format(size, dtype of the result), 0, 1)
	decomposition("rand", randomFactory(-1, fromSizes, uniformUnit)),
	decomposition("rand.generator", randomFactory(1, fromSizes, uniformUnit)),
	// rand_like(x, ...) -> the same with sizes(x)
	decomposition("rand_like", randomFactory(-1, likeSizes, uniformUnit)),
	decomposition("rand_like.generator", randomFactory(1, likeSizes, uniformUnit)),
	// randn(size, ...) -> sqrt(-2 log(1 - u)) * cos(2 pi v), u and v
	// uniform in [0, 1) (Box-Muller; 1 - u is in (0, 1], so the log is
	// finite)
	decomposition("randn", randomFactory(-1, fromSizes, boxMuller)),
	decomposition("randn.generator", randomFactory(1, fromSizes, boxMuller)),
	decomposition("randn_like", randomFactory(-1, likeSizes, boxMuller)),
	decomposition("randn_like.generator", randomFactory(1, likeSizes, boxMuller)),
	// randperm(n, dtype, ...) -> to(sort(uniform(empty([n], f64)), 0).indices,
	// dtype): the order of random keys (a stable sort, so even equal keys
	// give a permutation)
	decomposition("randperm", randperm(-1)),
	decomposition("randperm.generator", randperm(1)),
}

// randomFactory decomposes a random factory whose result is a ranked
// tensor of known dtype: empty is an uninitialized tensor of the result's
// type, made from the op's size operand by sizes, and draw fills it.
// generator is the index of a Generator? operand (-1: none), which must
// be None.
func randomFactory(generator int, sizes func(b *tb, op *ir.Operation) *ir.Value,
	draw func(b *tb, empty *ir.Value) *ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		rt := ranked(op.Result(0))
		if rt == nil || rt.Dtype == nil || (generator >= 0 && !torch.IsNoneValue(op.Operand(generator))) {
			return false
		}
		if _, ok := rt.Dtype.(*ir.FloatType); !ok {
			return false
		}
		b := newTB(op, rw)
		b.replace(op, draw(b, b.emptyOf(sizes(b, op), rt)))
		return true
	}
}

func fromSizes(_ *tb, op *ir.Operation) *ir.Value { return op.Operand(0) }

func likeSizes(b *tb, op *ir.Operation) *ir.Value { return b.sizes(op.Operand(0)) }

// emptyOf is empty.memory_format(sizes) of type t.
func (b *tb) emptyOf(sizes *ir.Value, t *torch.TensorType) *ir.Value {
	none := b.none()
	return b.create(torch.AtenEmptyMemoryFormat.Name,
		[]*ir.Value{sizes, b.int(torch.ScalarTypeOfDtype(b.ctx, t.Dtype)), none, none, none, none},
		[]ir.Type{t}).Result(0)
}

// uniformUnit is uniform(empty, 0, 1).
func uniformUnit(b *tb, empty *ir.Value) *ir.Value {
	return b.atenAs(torch.AtenUniform, empty.Type(), empty, b.float(0), b.float(1), b.none())
}

func boxMuller(b *tb, empty *ir.Value) *ir.Value {
	u, v := uniformUnit(b, empty), uniformUnit(b, empty)
	radius := b.aten(torch.AtenSqrt, b.mulScalar(b.aten(torch.AtenLog, b.aten(torch.AtenRsubScalar, u, b.int(1), b.int(1))), -2))
	return b.mul(radius, b.aten(torch.AtenCos, b.mulScalar(v, 2*math.Pi)))
}

func randperm(generator int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		rt := ranked(op.Result(0))
		if rt == nil || rt.Dtype == nil || len(rt.Sizes) != 1 || (generator >= 0 && !torch.IsNoneValue(op.Operand(generator))) {
			return false
		}
		b := newTB(op, rw)
		keys := uniformUnit(b, b.emptyOf(b.list(op.Operand(0)), torch.VTensor(b.ctx, rt.Sizes, b.ctx.F64())))
		si64 := b.ctx.IntegerType(64, ir.Signed)
		order := b.create(torch.AtenSort.Name, []*ir.Value{keys, b.int(0), b.bool(false)},
			[]ir.Type{keys.Type(), torch.VTensor(b.ctx, rt.Sizes, si64)}).Result(1)
		if rt.Dtype != si64 {
			order = b.atenAs(torch.AtenToDtype, rt, order, b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype)), b.bool(false), b.bool(false), b.none())
		}
		b.replace(op, order)
		return true
	}
}
