package torch

import "github.com/strata-compiler/strata/ir"

// Shape functions of products (mm, bmm, matmul, addmm, linear).

// productDtype is the result dtype of a matrix product or convolution of
// a and b: their promoted dtype, or unknown for quantized operands, whose
// product Torch-MLIR types as the integer accumulator (si32 for qint8;
// PyTorch runs quantized products as quantized:: ops of their own).
func productDtype(op *ir.Operation, a, b *TensorType) ir.Type {
	if IsQuantizedDtype(a.Dtype) || IsQuantizedDtype(b.Dtype) {
		return nil
	}
	return ResultDtype(ctxOf(op), []ir.Type{a, b})
}

func mmFn(op *ir.Operation) []*TensorType {
	args := AtenMmArgs[*ir.Value](op.Operands())
	a, b := TensorOf(args.Self()), TensorOf(args.Mat2())
	if a == nil || b == nil || a.Sizes == nil || b.Sizes == nil || len(a.Sizes) != 2 || len(b.Sizes) != 2 {
		return nil
	}
	return one(resultTensor(op, []int64{a.Sizes[0], b.Sizes[1]}, productDtype(op, a, b)))
}

func bmmFn(op *ir.Operation) []*TensorType {
	args := AtenBmmArgs[*ir.Value](op.Operands())
	a, b := TensorOf(args.Self()), TensorOf(args.Mat2())
	if a == nil || b == nil || a.Sizes == nil || b.Sizes == nil || len(a.Sizes) != 3 || len(b.Sizes) != 3 {
		return nil
	}
	batch := a.Sizes[0]
	if batch == Dynamic {
		batch = b.Sizes[0]
	}
	return one(resultTensor(op, []int64{batch, a.Sizes[1], b.Sizes[2]}, productDtype(op, a, b)))
}

// MatmulSizes is torch.matmul's result shape for operand shapes a and b.
func MatmulSizes(a, b []int64) ([]int64, bool) {
	if a == nil || b == nil || len(a) == 0 || len(b) == 0 {
		return nil, false
	}
	switch {
	case len(a) == 1 && len(b) == 1:
		return []int64{}, true
	case len(a) == 2 && len(b) == 1:
		return []int64{a[0]}, true
	case len(a) == 1 && len(b) == 2:
		return []int64{b[1]}, true
	}
	// A 1-d operand has no batch dims (empty, not nil: broadcastSizes
	// reads nil as unknown).
	batchA, batchB := []int64{}, []int64{}
	var m, n []int64
	if len(a) >= 2 {
		batchA, m = a[:len(a)-2], []int64{a[len(a)-2]}
	}
	if len(b) >= 2 {
		batchB, n = b[:len(b)-2], []int64{b[len(b)-1]}
	} else {
		n = nil
	}
	if len(a) == 1 {
		m = nil
	}
	batch, ok := broadcastSizes(batchA, batchB)
	if !ok {
		return nil, false
	}
	return append(append(batch, m...), n...), true
}

func matmulFn(op *ir.Operation) []*TensorType {
	args := AtenMatmulArgs[*ir.Value](op.Operands())
	a, b := TensorOf(args.Self()), TensorOf(args.Other())
	if a == nil || b == nil {
		return nil
	}
	s, ok := MatmulSizes(a.Sizes, b.Sizes)
	if !ok {
		return one(resultTensor(op, nil, productDtype(op, a, b)))
	}
	return one(resultTensor(op, s, productDtype(op, a, b)))
}

// addmm(self, mat1, mat2, beta, alpha).
func addmmFn(op *ir.Operation) []*TensorType {
	args := AtenAddmmArgs[*ir.Value](op.Operands())
	bias, a, b := TensorOf(args.Self()), TensorOf(args.Mat1()), TensorOf(args.Mat2())
	if bias == nil || a == nil || b == nil || a.Sizes == nil || b.Sizes == nil || len(a.Sizes) != 2 || len(b.Sizes) != 2 {
		return nil
	}
	return one(resultTensor(op, []int64{a.Sizes[0], b.Sizes[1]}, ResultDtype(ctxOf(op), []ir.Type{a, b, bias})))
}

// linear(input, weight, bias?): input[..., out].
func linearFn(op *ir.Operation) []*TensorType {
	args := AtenLinearArgs[*ir.Value](op.Operands())
	x, w := TensorOf(args.Input()), TensorOf(args.Weight())
	if x == nil || w == nil || x.Sizes == nil || w.Sizes == nil || len(x.Sizes) == 0 {
		return nil
	}
	s := append([]int64{}, x.Sizes...)
	if len(w.Sizes) == 2 {
		s[len(s)-1] = w.Sizes[0]
	} else {
		s = s[:len(s)-1]
	}
	return one(resultTensor(op, s, productDtype(op, x, w)))
}
