package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers indexing ops (embedding, gather, index_select: a
// generic whose body reads the source with tensor.extract at indices
// computed from linalg.index and the index tensor), tensor factories
// (arange, full, zeros, ones, *_like, scalar_tensor, NumToTensor: a
// linalg.fill or an index generic), constant_pad_nd (tensor.pad) and
// size.int (tensor.dim).

// Patterns returns every pattern of convert-torch-to-linalg.
func Patterns() []*rewrite.ConversionPattern {
	var ps []*rewrite.ConversionPattern
	ps = append(ps, elementwisePatterns()...)
	ps = append(ps, reductionPatterns()...)
	ps = append(ps, linearPatterns()...)
	ps = append(ps, viewPatterns()...)
	ps = append(ps, normPatterns()...)
	ps = append(ps, miscPatterns()...)
	// After linear.go's: they take the convolutions and poolings it rejects.
	ps = append(ps, convPatterns()...)
	ps = append(ps, scanPatterns()...)
	ps = append(ps, sortPatterns()...)
	ps = append(ps, indexingPatterns()...)
	ps = append(ps, scatterPatterns()...)
	ps = append(ps, poolPatterns()...)
	ps = append(ps, specialPatterns()...)
	ps = append(ps, mathMorePatterns()...)      // math_more.go
	ps = append(ps, nnCorePatterns()...)        // nn_core.go
	ps = append(ps, viewMorePatterns()...)      // views_more.go
	ps = append(ps, complexPatterns()...)       // complex.go
	ps = append(ps, fftPatterns()...)           // fft.go
	ps = append(ps, nnExtraPatterns()...)       // nn_extra.go
	ps = append(ps, normComplexPatterns()...)   // norms_complex.go
	ps = append(ps, dataDependentPatterns()...) // data_dependent.go
	ps = append(ps, denseLinalgPatterns()...)   // linalg_dense.go
	ps = append(ps, randomPatterns()...)        // random.go
	return ps
}

// extractAt reads src at index values idx (index type) inside a body.
func (l *opLowering) extractAt(src *ir.Value, idx []*ir.Value) *ir.Value {
	v := l.create(tensor.Extract.Name, append([]*ir.Value{src}, idx...), elemOf(src))
	if l.unsigned(src) {
		l.markUnsigned(v)
	}
	return v
}

// fillPat builds a tensor of the result type (sizes from sizes()) filled
// with value().
func fillPat(name string, sizes func(l *opLowering) ([]extent, bool), value func(l *opLowering) *ir.Value) *rewrite.ConversionPattern {
	return pat(name, func(l *opLowering) *ir.Value {
		rt := l.resultType(0)
		if rt == nil {
			return nil
		}
		ss, ok := sizes(l)
		if !ok || len(ss) != len(rt.Dims) {
			return nil
		}
		v := value(l)
		if v == nil {
			return nil
		}
		return l.filled(withType(ss, rt), rt.Elem, v)
	})
}

// sizesFromList reads the sizes from the int list operand list reads.
func sizesFromList(list func(l *opLowering) *ir.Value) func(l *opLowering) ([]extent, bool) {
	return func(l *opLowering) ([]extent, bool) { return l.sizeList(list(l)) }
}

// sizesLike reads the sizes of the (converted) tensor t reads.
func sizesLike(t func(l *opLowering) *ir.Value) func(l *opLowering) ([]extent, bool) {
	return func(l *opLowering) ([]extent, bool) {
		x := t(l)
		if rankedTensorType(x) == nil {
			return nil, false
		}
		return l.dims(x), true
	}
}

func constValue(f float64) func(l *opLowering) *ir.Value {
	return func(l *opLowering) *ir.Value { return l.constant(l.resultType(0).Elem, f) }
}

// scalarOf is the scalar of the operand v reads.
func scalarOf(v func(l *opLowering) *ir.Value) func(l *opLowering) *ir.Value {
	return func(l *opLowering) *ir.Value { return l.scalar(v(l)) }
}

func miscPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// tensor_static_info_cast refines or erases static sizes: a
		// tensor.cast between the builtin types (pat inserts it).
		pat(torch.TensorStaticInfoCast.Name, convArg(torch.TensorStaticInfoCastArgs[*ir.Value].Operand)),
		fillPat(torch.AtenFull.Name, sizesFromList(origArg(torch.AtenFullArgs[*ir.Value].Size)),
			scalarOf(origArg(torch.AtenFullArgs[*ir.Value].FillValue))),
		fillPat(torch.AtenZeros.Name, sizesFromList(origArg(torch.AtenZerosArgs[*ir.Value].Size)), constValue(0)),
		fillPat(torch.AtenOnes.Name, sizesFromList(origArg(torch.AtenOnesArgs[*ir.Value].Size)), constValue(1)),
		fillPat(torch.AtenEmptyMemoryFormat.Name, sizesFromList(origArg(torch.AtenEmptyMemoryFormatArgs[*ir.Value].Size)), constValue(0)),
		fillPat(torch.AtenNewZeros.Name, sizesFromList(origArg(torch.AtenNewZerosArgs[*ir.Value].Size)), constValue(0)),
		fillPat(torch.AtenNewOnes.Name, sizesFromList(origArg(torch.AtenNewOnesArgs[*ir.Value].Size)), constValue(1)),
		fillPat(torch.AtenNewFull.Name, sizesFromList(origArg(torch.AtenNewFullArgs[*ir.Value].Size)),
			scalarOf(origArg(torch.AtenNewFullArgs[*ir.Value].FillValue))),
		fillPat(torch.AtenNewEmpty.Name, sizesFromList(origArg(torch.AtenNewEmptyArgs[*ir.Value].Size)), constValue(0)),
		fillPat(torch.AtenFullLike.Name, sizesLike(convArg(torch.AtenFullLikeArgs[*ir.Value].Self)),
			scalarOf(origArg(torch.AtenFullLikeArgs[*ir.Value].FillValue))),
		fillPat(torch.AtenZerosLike.Name, sizesLike(convArg(torch.AtenZerosLikeArgs[*ir.Value].Self)), constValue(0)),
		fillPat(torch.AtenOnesLike.Name, sizesLike(convArg(torch.AtenOnesLikeArgs[*ir.Value].Self)), constValue(1)),
		fillPat(torch.AtenEmptyLike.Name, sizesLike(convArg(torch.AtenEmptyLikeArgs[*ir.Value].Self)), constValue(0)),
		fillPat(torch.AtenScalarTensor.Name, func(*opLowering) ([]extent, bool) { return nil, true },
			scalarOf(origArg(torch.AtenScalarTensorArgs[*ir.Value].S))),
		fillPat(torch.PrimNumToTensor.Name, func(*opLowering) ([]extent, bool) { return nil, true }, scalarOf(origArg(torch.PrimNumToTensorArgs[*ir.Value].A))),
		// size.int(x, d) = index_cast(tensor.dim x, d)
		pat(torch.AtenSizeInt.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenSizeIntArgs[*ir.Value]](l)
			x := conv.Self()
			d, ok := constInt(orig.Dim())
			if rankedTensorType(x) == nil || !ok {
				return nil
			}
			k, ok := normDim(d, len(rankedTensorType(x).Dims))
			if !ok {
				return nil
			}
			return l.cast(l.val(l.dim(x, k)), l.ctx.I(64))
		}),
		// Integer arithmetic on sizes (symbolic dims), on i64:
		// add.int(a, b) = arith.addi a, b, and likewise sub, mul, floordiv.
		pat(torch.AtenAddInt.Name, intBinary[torch.AtenAddIntArgs[*ir.Value]](arith.AddI.Name)),
		pat(torch.AtenSubInt.Name, intBinary[torch.AtenSubIntArgs[*ir.Value]](arith.SubI.Name)),
		pat(torch.AtenMulInt.Name, intBinary[torch.AtenMulIntArgs[*ir.Value]](arith.MulI.Name)),
		pat(torch.AtenFloordivInt.Name, intBinary[torch.AtenFloordivIntArgs[*ir.Value]](arith.FloorDivSI.Name)),
		pat(torch.AtenNumel.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.AtenNumelArgs[*ir.Value]](l)
			if rankedTensorType(conv.Self()) == nil {
				return nil
			}
			return l.cast(l.val(l.numel(l.dims(conv.Self()))), l.ctx.I(64))
		}),
		pat(torch.AtenArangeStartStep.Name, arange(origArg(torch.AtenArangeStartStepArgs[*ir.Value].Start),
			origArg(torch.AtenArangeStartStepArgs[*ir.Value].End), origArg(torch.AtenArangeStartStepArgs[*ir.Value].Step))),
		pat(torch.AtenArangeStart.Name, arange(origArg(torch.AtenArangeStartArgs[*ir.Value].Start),
			origArg(torch.AtenArangeStartArgs[*ir.Value].End), nil)),
		pat(torch.AtenArange.Name, arange(nil, origArg(torch.AtenArangeArgs[*ir.Value].End), nil)),
		// embedding(w, idx, ...)[i..., j] = w[idx[i...], j]
		pat(torch.AtenEmbedding.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.AtenEmbeddingArgs[*ir.Value]](l)
			w, idx, rt := conv.Weight(), conv.Indices(), l.resultType(0)
			if rt == nil || rankedTensorType(w) == nil || rankedTensorType(idx) == nil || len(rankedTensorType(w).Dims) != 2 {
				return nil
			}
			r := len(rankedTensorType(idx).Dims)
			rows := l.val(l.dim(w, 0))
			out := append(l.dims(idx), l.dim(w, 1))
			init := l.empty(withType(out, rt), rt.Elem)
			g := l.generic([]*ir.Value{idx}, []*ir.Value{init}, []*ir.AffineMap{dimsMap(r+1, seq(r)), identity(r + 1)}, parallel(r+1),
				func(blockArgs []*ir.Value) []*ir.Value {
					i := l.checkedIndex(blockArgs[0], rows, false, 0)
					return []*ir.Value{l.cast(l.extractAt(w, []*ir.Value{i, l.linalgIndex(r)}), rt.Elem)}
				})
			return g.Result(0)
		}),
		// gather(x, d, idx)[i...] = x[i... with i_d = idx[i...]]
		pat(torch.AtenGather.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenGatherArgs[*ir.Value]](l)
			x, idx, rt := conv.Self(), conv.Index(), l.resultType(0)
			d, ok := constInt(orig.Dim())
			if rt == nil || rankedTensorType(x) == nil || rankedTensorType(idx) == nil || !ok || len(rankedTensorType(x).Dims) != len(rankedTensorType(idx).Dims) {
				return nil
			}
			r := len(rankedTensorType(idx).Dims)
			k, ok := normDim(d, r)
			if !ok {
				return nil
			}
			init := l.empty(withType(l.dims(idx), rt), rt.Elem)
			n := l.val(l.dim(x, k))
			g := l.generic([]*ir.Value{idx}, []*ir.Value{init}, []*ir.AffineMap{identity(r), identity(r)}, parallel(r),
				func(blockArgs []*ir.Value) []*ir.Value {
					is := make([]*ir.Value, r)
					for i := range is {
						if i == k {
							is[i] = l.checkedIndex(blockArgs[0], n, false, k)
						} else {
							is[i] = l.linalgIndex(i)
						}
					}
					return []*ir.Value{l.extractAt(x, is)}
				})
			return g.Result(0)
		}),
		// index_select(x, d, idx)[..., i, ...] = x[..., idx[i], ...]
		pat(torch.AtenIndexSelect.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenIndexSelectArgs[*ir.Value]](l)
			x, idx, rt := conv.Self(), conv.Index(), l.resultType(0)
			d, ok := constInt(orig.Dim())
			if rt == nil || rankedTensorType(x) == nil || rankedTensorType(idx) == nil || !ok || len(rankedTensorType(idx).Dims) > 1 {
				return nil
			}
			r := len(rankedTensorType(x).Dims)
			k, ok := normDim(d, r)
			if !ok {
				return nil
			}
			if len(rankedTensorType(idx).Dims) == 0 {
				idx = l.reshape(idx, []extent{{n: 1}})
			}
			// A rank-0 x selects along a dim of size 1: it is read as
			// [1] and the result (of idx's one element) made rank 0 again.
			scalar := r == 0
			if scalar {
				x, r = l.reshape(x, []extent{{n: 1}}), 1
			}
			out := l.dims(x)
			n := l.val(out[k])
			out[k] = l.dim(idx, 0)
			var init *ir.Value
			if scalar {
				init = l.empty(out, rt.Elem)
			} else {
				init = l.empty(withType(out, rt), rt.Elem)
			}
			g := l.generic([]*ir.Value{idx}, []*ir.Value{init}, []*ir.AffineMap{dimsMap(r, []int{k}), identity(r)}, parallel(r),
				func(blockArgs []*ir.Value) []*ir.Value {
					is := make([]*ir.Value, r)
					for i := range is {
						if i == k {
							is[i] = l.checkedIndex(blockArgs[0], n, false, k)
						} else {
							is[i] = l.linalgIndex(i)
						}
					}
					return []*ir.Value{l.extractAt(x, is)}
				})
			if scalar {
				return l.reshape(g.Result(0), nil)
			}
			return g.Result(0)
		}),
		// constant_pad_nd(x, pad, value): pad pairs from the last dim backwards.
		pat(torch.AtenConstantPadNd.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenConstantPadNdArgs[*ir.Value]](l)
			x, rt := conv.Self(), l.resultType(0)
			ps, ok := constInts(orig.Pad())
			if rt == nil || rankedTensorType(x) == nil || !ok || len(ps)%2 != 0 || len(ps)/2 > len(rankedTensorType(x).Dims) {
				return nil
			}
			n := len(ps) / 2
			lo, hi := make([]int64, n), make([]int64, n)
			for i := 0; i < n; i++ {
				lo[n-1-i], hi[n-1-i] = ps[2*i], ps[2*i+1]
				if lo[n-1-i] < 0 || hi[n-1-i] < 0 {
					return nil
				}
			}
			v := l.scalar(orig.Value())
			if v == nil {
				return nil
			}
			return l.pad(x, lo, hi, v)
		}),
	}
}

// arange(start, end, step): result[i] = start + i step, computed in the
// result dtype (through f64 for floats); the readers of an op without
// start or step are nil.
func arange(startArg, endArg, stepArg func(l *opLowering) *ir.Value) func(l *opLowering) *ir.Value {
	return func(l *opLowering) *ir.Value {
		rt := l.resultType(0)
		if rt == nil || len(rt.Dims) != 1 {
			return nil
		}
		get := func(arg func(l *opLowering) *ir.Value, def float64) *ir.Value {
			if arg == nil {
				return l.constant(l.ctx.F64(), def)
			}
			s := l.scalar(arg(l))
			if s == nil {
				return nil
			}
			return l.cast(s, l.ctx.F64())
		}
		start, end, step := get(startArg, 0), get(endArg, 0), get(stepArg, 1)
		if start == nil || end == nil || step == nil {
			return nil
		}
		size := extent{n: rt.Dims[0]}
		if size.n == ir.ShapedDynamic {
			// ceil((end - start) / step)
			q := l.un(math.Ceil.Name, l.div(l.sub(end, start), step))
			size = extent{n: ir.ShapedDynamic, v: l.cast(l.cast(q, l.ctx.I(64)), l.ctx.IndexType())}
		}
		init := l.empty([]extent{size}, rt.Elem)
		g := l.generic(nil, []*ir.Value{init}, []*ir.AffineMap{identity(1)}, parallel(1), func(blockArgs []*ir.Value) []*ir.Value {
			i := l.cast(l.cast(l.linalgIndex(0), l.ctx.I(64)), l.ctx.F64())
			v := l.add(start, l.mul(i, step))
			if !isFloat(rt.Elem) {
				// integers: computed exactly in i64
				si, ti := l.cast(start, l.ctx.I(64)), l.cast(step, l.ctx.I(64))
				iv := l.cast(l.linalgIndex(0), l.ctx.I(64))
				return []*ir.Value{l.cast(l.add(si, l.mul(iv, ti)), rt.Elem)}
			}
			return []*ir.Value{l.cast(v, rt.Elem)}
		})
		return g.Result(0)
	}
}

// intBinary lowers a torch integer op(a, b) on two !torch.int (i64)
// operands to the arith op name.
func intBinary[A interface {
	~[]*ir.Value
	A() *ir.Value
	B() *ir.Value
}](name string) func(l *opLowering) *ir.Value {
	return func(l *opLowering) *ir.Value {
		if len(l.args) != 2 {
			return nil
		}
		_, conv := argsOf[A](l)
		return l.create(name, []*ir.Value{conv.A(), conv.B()}, l.ctx.I(64))
	}
}
