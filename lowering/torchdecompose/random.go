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
	decomposition(torch.AtenRand, randomFactory(fromSizes[torch.AtenRandArgs[*ir.Value]], uniformUnit)),
	decomposition(torch.AtenRandGenerator, randomFactory(fromSizes[torch.AtenRandGeneratorArgs[*ir.Value]], uniformUnit)),
	// rand_like(x, ...) -> the same with sizes(x)
	decomposition(torch.AtenRandLike, randomFactory(likeSizes[torch.AtenRandLikeArgs[*ir.Value]], uniformUnit)),
	decomposition(torch.AtenRandLikeGenerator, randomFactory(likeSizes[torch.AtenRandLikeGeneratorArgs[*ir.Value]], uniformUnit)),
	// randn(size, ...) -> sqrt(-2 log(1 - u)) * cos(2 pi v), u and v
	// uniform in [0, 1) (Box-Muller; 1 - u is in (0, 1], so the log is
	// finite)
	decomposition(torch.AtenRandn, randomFactory(fromSizes[torch.AtenRandnArgs[*ir.Value]], boxMuller)),
	decomposition(torch.AtenRandnGenerator, randomFactory(fromSizes[torch.AtenRandnGeneratorArgs[*ir.Value]], boxMuller)),
	decomposition(torch.AtenRandnLike, randomFactory(likeSizes[torch.AtenRandnLikeArgs[*ir.Value]], boxMuller)),
	decomposition(torch.AtenRandnLikeGenerator, randomFactory(likeSizes[torch.AtenRandnLikeGeneratorArgs[*ir.Value]], boxMuller)),
	// randperm(n, dtype, ...) -> to(sort(uniform(empty([n], f64)), 0).indices,
	// dtype): the order of random keys (a stable sort, so even equal keys
	// give a permutation)
	decomposition(torch.AtenRandperm, randperm[torch.AtenRandpermArgs[*ir.Value]]),
	decomposition(torch.AtenRandpermGenerator, randperm[torch.AtenRandpermGeneratorArgs[*ir.Value]]),
}

// randomFactory decomposes a random factory whose result is a ranked
// tensor of known dtype: empty is an uninitialized tensor of the result's
// type, made from the op's arguments by sizes, and draw fills it. A
// Generator? argument must be None.
func randomFactory[A ~[]*ir.Value](sizes func(b *torchBuilder, args A) *ir.Value,
	draw func(b *torchBuilder, empty *ir.Value) *ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		rt := ranked(op.Result(0))
		if rt == nil || rt.Dtype == nil || !noGenerator(args) {
			return false
		}
		if _, ok := rt.Dtype.(*ir.FloatType); !ok {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, draw(b, b.emptyOf(sizes(b, args), rt)))
		return true
	}
}

// noGenerator says whether args, a generated argument list, has no
// Generator? argument or a None one.
func noGenerator(args any) bool {
	g, ok := args.(interface{ Generator() *ir.Value })
	return !ok || torch.IsNoneValue(g.Generator())
}

// fromSizes is the sizes of rand(size, ...) and randn: its size list.
func fromSizes[A interface {
	~[]*ir.Value
	Size() *ir.Value
}](_ *torchBuilder, args A) *ir.Value {
	return args.Size()
}

// likeSizes is the sizes of rand_like(self, ...) and randn_like: self's.
func likeSizes[A selfArgs](b *torchBuilder, args A) *ir.Value { return b.sizes(args.Self()) }

// emptyOf is empty.memory_format(sizes) of type t.
func (b *torchBuilder) emptyOf(sizes *ir.Value, t *torch.TensorType) *ir.Value {
	none := b.none()
	return b.create(torch.AtenEmptyMemoryFormat.Name,
		[]*ir.Value{sizes, b.int(torch.ScalarTypeOfDtype(b.ctx, t.Dtype)), none, none, none, none},
		[]ir.Type{t}).Result(0)
}

// uniformUnit is uniform(empty, 0, 1).
func uniformUnit(b *torchBuilder, empty *ir.Value) *ir.Value {
	return b.atenAs(torch.AtenUniform, empty.Type(), empty, b.float(0), b.float(1), b.none())
}

func boxMuller(b *torchBuilder, empty *ir.Value) *ir.Value {
	u, v := uniformUnit(b, empty), uniformUnit(b, empty)
	radius := b.aten(torch.AtenSqrt, b.mulScalar(b.aten(torch.AtenLog, b.aten(torch.AtenRsubScalar, u, b.int(1), b.int(1))), -2))
	return b.mul(radius, b.aten(torch.AtenCos, b.mulScalar(v, 2*math.Pi)))
}

func randperm[A interface {
	~[]*ir.Value
	N() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	rt := ranked(op.Result(0))
	if rt == nil || rt.Dtype == nil || len(rt.Sizes) != 1 || !noGenerator(args) {
		return false
	}
	b := newTorchBuilder(op, rw)
	keys := uniformUnit(b, b.emptyOf(b.list(args.N()), torch.VTensor(b.ctx, rt.Sizes, b.ctx.F64())))
	si64 := b.ctx.IntegerType(64, ir.Signed)
	order := b.create(torch.AtenSort.Name, []*ir.Value{keys, b.int(0), b.bool(false)},
		[]ir.Type{keys.Type(), torch.VTensor(b.ctx, rt.Sizes, si64)}).Result(1)
	if rt.Dtype != si64 {
		order = b.atenAs(torch.AtenToDtype, rt, order, b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype)), b.bool(false), b.bool(false), b.none())
	}
	b.replace(op, order)
	return true
}
