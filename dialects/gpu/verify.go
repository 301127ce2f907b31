package gpu

import (
	"github.com/strata-compiler/strata/ir"
)

// Verifiers, with upstream's messages.

func verifyFunc(op *ir.Operation) error {
	ft := FunctionType(op)
	if ft == nil {
		return op.EmitError("requires attribute 'function_type'")
	}
	if IsKernel(op) && len(ft.Results) > 0 {
		return op.EmitError("expected void return type for kernel function")
	}
	body := op.Region(0)
	if body.Empty() {
		return nil
	}
	entry := body.Front()
	workgroup, private := Attributions(op)
	if entry.NumArgs() != len(ft.Inputs)+len(workgroup)+len(private) {
		return op.EmitError("expected as many input types as arguments")
	}
	for i, t := range ft.Inputs {
		if at := entry.Arg(i).Type(); at != t {
			return op.EmitError("expected body region argument #%d to be of type %s, got %s", i, ir.TypeString(t), ir.TypeString(at))
		}
	}
	if err := verifyAttributions(op, workgroup, "workgroup"); err != nil {
		return err
	}
	return verifyAttributions(op, private, "private")
}

// verifyAttributions checks that each attribution is a memref in the
// expected memory space.
func verifyAttributions(op *ir.Operation, vs []*ir.Value, space string) error {
	for _, v := range vs {
		if _, ok := v.Type().(*ir.MemRefType); !ok {
			return op.EmitError("expected memref type in attribution")
		}
		if AddressSpace(v.Type()) != space {
			return op.EmitError("expected memory space %s in attribution", space)
		}
	}
	return nil
}

func verifyReturn(op *ir.Operation) error {
	fn := op.ParentOp()
	if fn == nil || fn.Def() != Func {
		return nil
	}
	ft := FunctionType(fn)
	if ft == nil {
		return nil
	}
	if op.NumOperands() != len(ft.Results) {
		return op.EmitError("expected %d result operands", len(ft.Results))
	}
	for i, t := range ft.Results {
		if got := op.Operand(i).Type(); got != t {
			return op.EmitError("unexpected type `%s' for operand #%d", ir.TypeString(got), i)
		}
	}
	return nil
}

func verifyLaunch(op *ir.Operation) error {
	body := op.Region(0)
	if body.Empty() {
		return nil
	}
	want := 12
	if HasClusters(op) {
		want = 18
	}
	if body.Front().NumArgs() < want {
		return op.EmitError("unexpected number of region arguments")
	}
	for b := body.Front(); b != nil; b = b.Next() {
		if t := b.Last(); t != nil && t.HasTrait(ir.Terminator) && t.NumSuccessors() == 0 && t.Def() != Terminator {
			return t.EmitError("expected 'gpu.terminator' or a terminator with successors")
		}
	}
	workgroup, private := Attributions(op)
	if err := verifyAttributions(op, workgroup, "workgroup"); err != nil {
		return err
	}
	return verifyAttributions(op, private, "private")
}

// KernelOf returns the gpu.func (or, after conversion, llvm.func) a
// gpu.launch_func names, looked up from op.
func KernelOf(op *ir.Operation) *ir.Operation {
	ref, ok := op.Attr("kernel").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	return ir.LookupNearestSymbolFrom(op, ref)
}

func verifyLaunchFunc(op *ir.Operation) error {
	ref, ok := op.Attr("kernel").(*ir.SymbolRefAttr)
	if !ok || len(ref.Nested) != 1 {
		return op.EmitError("expected the kernel to be a nested symbol reference (@module::@kernel)")
	}
	module := ir.NearestSymbolTable(op.ParentOp())
	if module != nil && module.Attr(ContainerModuleAttr) == nil {
		return op.EmitError("expected the closest surrounding module to have the 'gpu.container_module' attribute")
	}
	kernel := KernelOf(op)
	if kernel == nil {
		// The kernel may live in a gpu.binary (after gpu-module-to-binary).
		if module != nil {
			if b := ir.LookupSymbolIn(module, op.Context().SymbolRefAttr(ref.Root)); b != nil && b.Def() == Binary {
				return nil
			}
		}
		return op.EmitError("kernel function '%s' is undefined", ir.AttrString(ref))
	}
	if kernel.Def() != Func {
		return nil // an llvm.func after convert-gpu-to-nvvm; its launch is checked there
	}
	if !IsKernel(kernel) {
		return op.EmitError("kernel function is missing the 'gpu.kernel' attribute")
	}
	ft := FunctionType(kernel)
	args := KernelOperands(op)
	if len(args) != len(ft.Inputs) {
		return op.EmitError("got %d kernel operands but expected %d", len(args), len(ft.Inputs))
	}
	for i, t := range ft.Inputs {
		if args[i].Type() != t {
			return op.EmitError("type of function argument %d does not match", i)
		}
	}
	return nil
}

func verifyShuffle(op *ir.Operation) error {
	t := op.Operand(0).Type()
	if vt, ok := t.(*ir.VectorType); ok && len(vt.Dims) == 1 && vt.Scalable == nil {
		t = vt.Elem
	}
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType:
		return nil
	}
	return op.EmitError("operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got '%s'", ir.TypeString(op.Operand(0).Type()))
}

// reduceOpFits checks that a reduction names an operation defined on the
// value's type (integer ops on integers, float ops on floats).
func reduceOpFits(op *ir.Operation, t ir.Type) error {
	e, ok := op.Attr("op").(*EnumAttr)
	if !ok {
		return nil
	}
	float := ir.IsFloat(t)
	switch e.Value {
	case "and", "or", "xor", "minsi", "minui", "maxsi", "maxui":
		if float {
			return op.EmitError("`%s` reduction operation is not compatible with type %s", e.Value, ir.TypeString(t))
		}
	case "minnumf", "maxnumf", "minimumf", "maximumf":
		if !float {
			return op.EmitError("`%s` reduction operation is not compatible with type %s", e.Value, ir.TypeString(t))
		}
	}
	return nil
}

func verifyAllReduce(op *ir.Operation) error {
	body := op.Region(0)
	hasOp := op.Attr("op") != nil
	if body.Empty() == !hasOp {
		return op.EmitError("expected either an op attribute or a non-empty body")
	}
	if !body.Empty() {
		entry := body.Front()
		t := op.Operand(0).Type()
		if entry.NumArgs() != 2 {
			return op.EmitError("expected two region arguments")
		}
		for _, a := range entry.Args() {
			if a.Type() != t {
				return op.EmitError("incorrect region argument type")
			}
		}
		for b := body.Front(); b != nil; b = b.Next() {
			if y := b.Last(); y != nil && y.Def() == Yield {
				if y.NumOperands() != 1 {
					return op.EmitError("expected one gpu.yield operand")
				}
				if y.Operand(0).Type() != t {
					return op.EmitError("incorrect gpu.yield type")
				}
			}
		}
	}
	return reduceOpFits(op, op.Operand(0).Type())
}

func verifySubgroupReduce(op *ir.Operation) error {
	if size, ok := op.Attr("cluster_size").(*ir.IntegerAttr); ok {
		n := size.Int64()
		if n <= 0 || n&(n-1) != 0 {
			return op.EmitError("cluster size %d is not a power of two", n)
		}
	}
	if stride, ok := op.Attr("cluster_stride").(*ir.IntegerAttr); ok {
		n := stride.Int64()
		if n <= 0 || n&(n-1) != 0 {
			return op.EmitError("cluster stride %d is not a power of two", n)
		}
	}
	return reduceOpFits(op, op.Operand(0).Type())
}

func verifyAlloc(op *ir.Operation) error {
	mt, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return op.EmitError("result #0 must be memref of any type values")
	}
	dynamic := 0
	for _, d := range mt.Dims {
		if d == ir.ShapedDynamic {
			dynamic++
		}
	}
	if _, n := op.Def().OperandGroupRange(op, 1); n != dynamic {
		return op.EmitError("dimension operand count does not equal memref dynamic dimension count")
	}
	return nil
}

func verifyMemcpy(op *ir.Operation) error {
	deps := len(asyncDeps(op))
	dst, _ := op.Operand(deps).Type().(*ir.MemRefType)
	src, _ := op.Operand(deps + 1).Type().(*ir.MemRefType)
	if dst == nil || src == nil {
		return nil
	}
	if dst.Elem != src.Elem {
		return op.EmitError("arguments have incompatible element type")
	}
	if len(dst.Dims) != len(src.Dims) {
		return op.EmitError("arguments have incompatible shape")
	}
	for i := range dst.Dims {
		if dst.Dims[i] != src.Dims[i] && dst.Dims[i] != ir.ShapedDynamic && src.Dims[i] != ir.ShapedDynamic {
			return op.EmitError("arguments have incompatible shape")
		}
	}
	return nil
}

func verifyMemset(op *ir.Operation) error {
	deps := len(asyncDeps(op))
	dst, _ := op.Operand(deps).Type().(*ir.MemRefType)
	if dst != nil && dst.Elem != op.Operand(deps+1).Type() {
		return op.EmitError("failed to verify that all of {dst, value} have same element type")
	}
	return nil
}
