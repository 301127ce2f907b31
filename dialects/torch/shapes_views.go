package torch

import "github.com/strata-compiler/strata/ir"

// Shape functions of views and the ops that rearrange dims (view, permute,
// slice, select, expand, cat).

// viewFn: view/reshape(self, size) with one -1 resolved from the element
// count (reshape's shape is where view's size is).
func viewFn(op *ir.Operation) []*TensorType {
	args := AtenViewArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	elems, ok := ListElements(args.Size())
	if !ok {
		return one(resultTensor(op, nil, a.Dtype))
	}
	sizes := make([]int64, len(elems))
	infer := -1
	known := int64(1)
	for i, e := range elems {
		c, ok := ConstantIntValue(e)
		switch {
		case !ok:
			sizes[i] = Dynamic
			known = -1
		case c == -1:
			infer = i
			sizes[i] = Dynamic
		default:
			sizes[i] = c
			if known >= 0 {
				known *= c
			}
		}
	}
	if infer >= 0 && known > 0 {
		if total, ok := numElements(a.Sizes); ok {
			sizes[infer] = total / known
		}
	}
	return one(resultTensor(op, sizes, a.Dtype))
}

// numElements is the product of static sizes.
func numElements(sizes []int64) (int64, bool) {
	if sizes == nil {
		return 0, false
	}
	n := int64(1)
	for _, s := range sizes {
		if s == Dynamic {
			return 0, false
		}
		n *= s
	}
	return n, true
}

// permute(self, dims).
func permuteFn(op *ir.Operation) []*TensorType {
	args := AtenPermuteArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	perm, ok := ConstantIntList(args.Dims())
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	if len(perm) != len(a.Sizes) {
		return nil
	}
	sizes := make([]int64, len(perm))
	for i, p := range perm {
		d, ok := normDim(p, len(perm))
		if !ok {
			return nil
		}
		sizes[i] = a.Sizes[d]
	}
	return one(resultTensor(op, sizes, a.Dtype))
}

// transpose.int(self, dim0, dim1).
func transposeFn(op *ir.Operation) []*TensorType {
	args := AtenTransposeIntArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	d0, ok0 := ConstantIntValue(args.Dim0())
	d1, ok1 := ConstantIntValue(args.Dim1())
	if !ok0 || !ok1 || a.Sizes == nil {
		return one(resultTensor(op, a.Sizes, a.Dtype))
	}
	i, oki := normDim(d0, len(a.Sizes))
	j, okj := normDim(d1, len(a.Sizes))
	if !oki || !okj {
		return nil
	}
	s := append([]int64{}, a.Sizes...)
	s[i], s[j] = s[j], s[i]
	return one(resultTensor(op, s, a.Dtype))
}

func tFn(op *ir.Operation) []*TensorType {
	a := TensorOf(AtenTArgs[*ir.Value](op.Operands()).Self())
	if a == nil || a.Sizes == nil || len(a.Sizes) < 2 {
		return sameAsInput(op)
	}
	return one(resultTensor(op, []int64{a.Sizes[1], a.Sizes[0]}, a.Dtype))
}

// unsqueeze(self, dim).
func unsqueezeFn(op *ir.Operation) []*TensorType {
	args := AtenUnsqueezeArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	d, ok := ConstantIntValue(args.Dim())
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	i, ok := normDim(d, len(a.Sizes)+1)
	if !ok {
		return nil
	}
	s := append(append(append([]int64{}, a.Sizes[:i]...), 1), a.Sizes[i:]...)
	return one(resultTensor(op, s, a.Dtype))
}

// squeezeDims drops the listed dims of size 1 (PyTorch keeps dims that
// are not 1).
func squeezeDims(op *ir.Operation, a *TensorType, dims []int64) []*TensorType {
	drop := map[int]bool{}
	for _, d := range dims {
		i, ok := normDim(d, max(len(a.Sizes), 1))
		if !ok {
			return nil
		}
		if len(a.Sizes) == 0 {
			continue
		}
		switch a.Sizes[i] {
		case 1:
			drop[i] = true
		case Dynamic:
			return one(resultTensor(op, nil, a.Dtype))
		}
	}
	var s []int64
	s = []int64{}
	for i, x := range a.Sizes {
		if !drop[i] {
			s = append(s, x)
		}
	}
	return one(resultTensor(op, s, a.Dtype))
}

// squeeze.dim(self, dim).
func squeezeDimFn(op *ir.Operation) []*TensorType {
	args := AtenSqueezeDimArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	d, ok := ConstantIntValue(args.Dim())
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	return squeezeDims(op, a, []int64{d})
}

// squeeze.dims(self, dim), dim a list.
func squeezeDimsFn(op *ir.Operation) []*TensorType {
	args := AtenSqueezeDimsArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	ds, ok := ConstantIntList(args.Dim())
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	return squeezeDims(op, a, ds)
}

func squeezeAllFn(op *ir.Operation) []*TensorType {
	a := TensorOf(AtenSqueezeArgs[*ir.Value](op.Operands()).Self())
	if a == nil || a.Sizes == nil {
		return nil
	}
	var ds []int64
	for i := range a.Sizes {
		ds = append(ds, int64(i))
	}
	return squeezeDims(op, a, ds)
}

// slice.Tensor(self, dim, start?, end?, step).
func sliceFn(op *ir.Operation) []*TensorType {
	args := AtenSliceTensorArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	d, ok := ConstantIntValue(args.Dim())
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	i, ok := normDim(d, len(a.Sizes))
	if !ok {
		return nil
	}
	s := append([]int64{}, a.Sizes...)
	s[i] = Dynamic
	n := a.Sizes[i]
	start, end := int64(0), n
	okS, okE := true, true
	if !IsNoneValue(args.Start()) {
		start, okS = ConstantIntValue(args.Start())
	}
	if !IsNoneValue(args.End()) {
		end, okE = ConstantIntValue(args.End())
	}
	step, okT := ConstantIntValue(args.Step())
	if n != Dynamic && okS && okE && okT && step > 0 {
		clampIdx := func(x int64) int64 {
			if x < 0 {
				x += n
			}
			return min(max(x, 0), n)
		}
		start, end = clampIdx(start), clampIdx(end)
		if end < start {
			end = start
		}
		s[i] = (end - start + step - 1) / step
	}
	return one(resultTensor(op, s, a.Dtype))
}

// select.int(self, dim, index).
func selectFn(op *ir.Operation) []*TensorType {
	args := AtenSelectIntArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	d, ok := ConstantIntValue(args.Dim())
	if !ok || a.Sizes == nil {
		return one(resultTensor(op, nil, a.Dtype))
	}
	i, ok := normDim(d, len(a.Sizes))
	if !ok {
		return nil
	}
	s := append(append([]int64{}, a.Sizes[:i]...), a.Sizes[i+1:]...)
	return one(resultTensor(op, s, a.Dtype))
}

// expand(self, size, implicit): -1 keeps the input size, new dims lead.
func expandFn(op *ir.Operation) []*TensorType {
	args := AtenExpandArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	elems, ok := ListElements(args.Size())
	if !ok || a.Sizes == nil || len(elems) < len(a.Sizes) {
		return one(resultTensor(op, nil, a.Dtype))
	}
	lead := len(elems) - len(a.Sizes)
	s := make([]int64, len(elems))
	for i, e := range elems {
		c, ok := ConstantIntValue(e)
		switch {
		case !ok:
			s[i] = Dynamic
		case c == -1 && i >= lead:
			s[i] = a.Sizes[i-lead]
		default:
			s[i] = c
		}
	}
	return one(resultTensor(op, s, a.Dtype))
}

func expandAsFn(op *ir.Operation) []*TensorType {
	args := AtenExpandAsArgs[*ir.Value](op.Operands())
	a, b := TensorOf(args.Self()), TensorOf(args.Other())
	if a == nil || b == nil {
		return nil
	}
	return one(resultTensor(op, b.Sizes, a.Dtype))
}

// cat(tensors, dim).
func catFn(op *ir.Operation) []*TensorType {
	args := AtenCatArgs[*ir.Value](op.Operands())
	elems, ok := ListElements(args.Tensors())
	if !ok || len(elems) == 0 {
		return nil
	}
	var ts []ir.Type
	var sizes []int64
	d, okd := ConstantIntValue(args.Dim())
	for k, e := range elems {
		t := TensorOf(e)
		if t == nil || t.Sizes == nil || t.Dtype == nil {
			return nil
		}
		ts = append(ts, t)
		if len(t.Sizes) == 1 && t.Sizes[0] == 0 {
			continue // legacy empty tensors are skipped
		}
		if sizes == nil {
			sizes = append([]int64{}, t.Sizes...)
			if okd {
				if _, ok := normDim(d, len(sizes)); !ok {
					return nil
				}
			}
			continue
		}
		_ = k
		if len(t.Sizes) != len(sizes) || !okd {
			return nil
		}
		i, _ := normDim(d, len(sizes))
		for j := range sizes {
			if j == i {
				if sizes[j] == Dynamic || t.Sizes[j] == Dynamic {
					sizes[j] = Dynamic
				} else {
					sizes[j] += t.Sizes[j]
				}
			} else if sizes[j] == Dynamic {
				sizes[j] = t.Sizes[j]
			}
		}
	}
	return one(resultTensor(op, sizes, ResultDtype(ctxOf(op), ts)))
}
