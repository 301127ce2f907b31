package memref

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"slices"
)

// Verifiers, with upstream's messages. Several of MLIR's view verifiers
// report through Operation::emitError, without the "'op' op" prefix;
// plainError reproduces that.

func plainError(op *ir.Operation, format string, args ...any) *ir.Diagnostic {
	d := ir.NewDiagnostic(ir.SevError, op.Loc(), format, args...)
	d.Op = op
	return d
}

func memrefOf(v *ir.Value) *ir.MemRefType {
	m, _ := v.Type().(*ir.MemRefType)
	return m
}

func numDynamic(shape []int64) int {
	n := 0
	for _, d := range shape {
		if d == Dynamic {
			n++
		}
	}
	return n
}

func verifyAlloc(op *ir.Operation) error {
	t := memrefOf(op.Result(0))
	if t == nil {
		return nil
	}
	a := AllocationOp{op}
	dyn, syms := a.DynamicSizes(), a.SymbolOperands()
	if want := numDynamic(t.Dims); len(dyn) != want {
		return op.EmitError("incorrect number of dynamic sizes, has %d, expected %d", len(dyn), want)
	}
	want := 0
	switch l := t.Layout.(type) {
	case *ir.AffineMapAttr:
		want = l.Map.NumSyms
	case *ir.StridedLayoutAttr:
		// As the layout's affine form: a symbol per dynamic offset and stride.
		want = numDynamic(l.Strides)
		if l.Offset == Dynamic {
			want++
		}
	}
	if len(syms) != want {
		return op.EmitError("symbol operand count does not equal memref symbol count: expected %d, got %d", want, len(syms))
	}
	return nil
}

func verifyLoad(op *ir.Operation) error {
	t := memrefOf(op.Operand(0))
	if t == nil {
		return nil
	}
	if n := op.NumOperands() - 1; n != len(t.Dims) {
		return op.EmitError("incorrect number of indices for load, expected %d but got %d", len(t.Dims), n)
	}
	if op.Result(0).Type() != t.Elem {
		return op.EmitError("failed to verify that result type matches element type of 'memref'")
	}
	return nil
}

func verifyStore(op *ir.Operation) error {
	t := memrefOf(op.Operand(1))
	if t == nil {
		return nil
	}
	if op.Operand(0).Type() != t.Elem {
		return op.EmitError("failed to verify that type of 'value' matches element type of 'memref'")
	}
	if n := op.NumOperands() - 2; n != len(t.Dims) {
		return op.EmitError("store index operand count not equal to memref rank")
	}
	return nil
}

// ---- cast ----

// castCompatible is MLIR's CastOp::areCastCompatible for memrefs.
func castCompatible(a, b ir.Type) bool {
	ra, aRanked := a.(*ir.MemRefType)
	rb, bRanked := b.(*ir.MemRefType)
	switch {
	case aRanked && bRanked:
		if ra.Elem != rb.Elem || !sameSpace(ra.MemorySpace, rb.MemorySpace) || len(ra.Dims) != len(rb.Dims) {
			return false
		}
		for i := range ra.Dims {
			if ra.Dims[i] != rb.Dims[i] && ra.Dims[i] != Dynamic && rb.Dims[i] != Dynamic {
				return false
			}
		}
		if ra.Layout == rb.Layout {
			return true
		}
		sa, oa, ok1 := StridesAndOffset(ra)
		sb, ob, ok2 := StridesAndOffset(rb)
		if !ok1 || !ok2 {
			return false
		}
		if oa != ob && oa != Dynamic && ob != Dynamic {
			return false
		}
		for i := range sa {
			if sa[i] != sb[i] && sa[i] != Dynamic && sb[i] != Dynamic {
				return false
			}
		}
		return true
	case aRanked || bRanked:
		ea, sa := elemSpace(a)
		eb, sb := elemSpace(b)
		return ea == eb && sameSpace(sa, sb)
	}
	return false
}

func elemSpace(t ir.Type) (ir.Type, ir.Attribute) {
	switch t := t.(type) {
	case *ir.MemRefType:
		return t.Elem, t.MemorySpace
	case *ir.UnrankedMemRefType:
		return t.Elem, t.MemorySpace
	}
	return nil, nil
}

func sameSpace(a, b ir.Attribute) bool { return a == b }

func verifyCast(op *ir.Operation) error {
	a, b := op.Operand(0).Type(), op.Result(0).Type()
	if !castCompatible(a, b) {
		return op.EmitError("operand type '%s' and result type '%s' are cast incompatible", ir.TypeString(a), ir.TypeString(b))
	}
	return nil
}

// verifyMemorySpaceCast: the types may differ in their memory space only.
func verifyMemorySpaceCast(op *ir.Operation) error {
	a, b := op.Operand(0).Type(), op.Result(0).Type()
	if !sameButSpace(a, b) {
		return op.EmitError("operand type '%s' and result type '%s' are cast incompatible", ir.TypeString(a), ir.TypeString(b))
	}
	return nil
}

// sameButSpace reports whether memref types a and b are equal once their
// memory spaces are set aside.
func sameButSpace(a, b ir.Type) bool {
	switch x := a.(type) {
	case *ir.MemRefType:
		y, ok := b.(*ir.MemRefType)
		return ok && slices.Equal(x.Dims, y.Dims) && x.Elem == y.Elem && x.Layout == y.Layout
	case *ir.UnrankedMemRefType:
		y, ok := b.(*ir.UnrankedMemRefType)
		return ok && x.Elem == y.Elem
	}
	return false
}

// ---- subview ----

type mixedLists struct {
	offsets, sizes, strides []int64
	dynOffsets              []*ir.Value
}

func readLists(op *ir.Operation) mixedLists {
	return mixedLists{
		offsets:    staticdyn.Ints(op.Attr("static_offsets")),
		sizes:      staticdyn.Ints(op.Attr("static_sizes")),
		strides:    staticdyn.Ints(op.Attr("static_strides")),
		dynOffsets: op.Def().OperandGroup(op, "offsets"),
	}
}

// verifyMixedLists checks the lists against their dynamic operands and
// each other (MLIR's OffsetSizeAndStrideOpInterface verifier);
// offsetRank is 1 for ops with a single offset (reinterpret_cast), -1
// when there is one offset per size.
func verifyMixedLists(op *ir.Operation, l mixedLists, offsetRank int) error {
	rank := offsetRank
	d := op.Def()
	for _, x := range []struct {
		static []int64
		group  string
		name   string
	}{{l.offsets, "offsets", "offset"}, {l.sizes, "sizes", "size"}, {l.strides, "strides", "stride"}} {
		if c := staticdyn.CountDynamic(x.static); c != len(d.OperandGroup(op, x.group)) {
			return op.EmitError("expected %d dynamic %s values", c, x.name)
		}
	}
	if rank != 1 && len(l.offsets) != len(l.sizes) {
		return plainError(op, "expected mixed offsets rank to match mixed sizes rank (%d vs %d) so the rank of the result type is well-formed.", len(l.offsets), len(l.sizes))
	}
	if len(l.sizes) != len(l.strides) {
		return plainError(op, "expected mixed sizes rank to match mixed strides rank (%d vs %d) so the rank of the result type is well-formed.", len(l.sizes), len(l.strides))
	}
	return nil
}

// InferSubViewType returns the full-rank result type of a subview of src
// with the given static lists (MLIR's SubViewOp::inferResultType):
//
//	offset    = srcOffset + sum_i offsets[i] * srcStrides[i]
//	stride[i] = srcStrides[i] * strides[i]
//
// in saturated arithmetic, where a static 0 times anything, dynamic
// included, is 0: memref<?x?x16x32xi8> (strides [?, 512, 32, 1]) at
// [0, 1, 0, 0] has offset 512.
func InferSubViewType(ctx *ir.Context, src *ir.MemRefType, offsets, sizes, strides []int64) *ir.MemRefType {
	srcStrides, srcOffset, ok := StridesAndOffset(src)
	if !ok || len(srcStrides) != len(offsets) {
		return nil
	}
	off := srcOffset
	outStrides := make([]int64, len(sizes))
	for i := range offsets {
		off = add(off, satMul(offsets[i], srcStrides[i]))
		outStrides[i] = satMul(srcStrides[i], strides[i])
	}
	return StridedType(ctx, sizes, src.Elem, outStrides, off, src.MemorySpace)
}

// satMul is a*b where a static 0 absorbs a dynamic factor (MLIR's
// SaturatedInteger product).
func satMul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	return mul(a, b)
}

// rankReduce matches the dims of result against the full-rank inferred
// type, dropping unit dims; it returns the kept dims (empty, not nil,
// when every dim is dropped: a rank-0 result) or nil.
func rankReduce(full, result []int64) []int {
	kept := []int{}
	j := 0
	for i, d := range full {
		if j < len(result) && d == result[j] {
			kept = append(kept, i)
			j++
			continue
		}
		if d != 1 {
			return nil
		}
	}
	if j != len(result) {
		return nil
	}
	return kept
}

func verifySubView(op *ir.Operation) error {
	src, res := memrefOf(op.Operand(0)), memrefOf(op.Result(0))
	if src == nil || res == nil {
		return nil
	}
	l := readLists(op)
	if err := verifyMixedLists(op, l, -1); err != nil {
		return err
	}
	if len(l.offsets) != len(src.Dims) {
		return op.EmitError("expected %d offset values, got %d", len(src.Dims), len(l.offsets))
	}
	if !sameSpace(src.MemorySpace, res.MemorySpace) {
		return plainError(op, "different memory spaces specified for base memref type '%s' and subview memref type '%s'", ir.TypeString(src), ir.TypeString(res))
	}
	if !IsStrided(src) {
		return plainError(op, "base type %s is not strided", ir.TypeString(src))
	}
	expected := InferSubViewType(op.Context(), src, l.offsets, l.sizes, l.strides)
	if expected == nil {
		return nil
	}
	if res.Elem != src.Elem {
		return plainError(op, "expected result element type to be '%s', but got '%s'", ir.TypeString(src.Elem), ir.TypeString(res))
	}
	if len(res.Dims) > len(expected.Dims) {
		return plainError(op, "expected result rank to be smaller or equal to the source rank, but got '%s'", ir.TypeString(res))
	}
	kept := rankReduce(expected.Dims, res.Dims)
	if kept == nil {
		return plainError(op, "expected result type to be '%s' or a rank-reduced version. (mismatch of result sizes), but got '%s'", ir.TypeString(expected), ir.TypeString(res))
	}
	expStrides, expOffset, _ := StridesAndOffset(expected)
	resStrides, resOffset, ok := StridesAndOffset(res)
	layoutOK := ok && resOffset == expOffset
	for k, i := range kept {
		if !layoutOK {
			break
		}
		if res.Dims[k] != 1 && resStrides[k] != expStrides[i] {
			layoutOK = false
		}
		if res.Dims[k] == 1 && resStrides[k] != expStrides[i] && len(kept) == len(expected.Dims) {
			layoutOK = false
		}
	}
	// Same strides spelled another way (identity versus strided<[...]>)
	// are the same layout: mlir-opt-22 compares strides and offsets.
	if !layoutOK {
		return plainError(op, "expected result type to be '%s' or a rank-reduced version. (mismatch of result layout), but got '%s'", ir.TypeString(expected), ir.TypeString(res))
	}
	// Static bounds.
	for i := range src.Dims {
		o, s, st := l.offsets[i], l.sizes[i], l.strides[i]
		if src.Dims[i] == Dynamic || o == Dynamic || s == Dynamic || st == Dynamic || s == 0 {
			continue
		}
		if last := o + (s-1)*st; last >= src.Dims[i] {
			return plainError(op, "slice along dimension %d runs out-of-bounds: %d >= %d", i, last, src.Dims[i])
		}
	}
	return nil
}

// ---- view ----

func verifyView(op *ir.Operation) error {
	src, res := memrefOf(op.Operand(0)), memrefOf(op.Result(0))
	if src == nil || res == nil {
		return nil
	}
	if src.Layout != nil {
		return plainError(op, "unsupported map for base memref type '%s'", ir.TypeString(src))
	}
	if res.Layout != nil {
		return plainError(op, "unsupported map for result memref type '%s'", ir.TypeString(res))
	}
	if !sameSpace(src.MemorySpace, res.MemorySpace) {
		return plainError(op, "different memory spaces specified for base memref type '%s' and view memref type '%s'", ir.TypeString(src), ir.TypeString(res))
	}
	if n, want := op.NumOperands()-2, numDynamic(res.Dims); n != want {
		return op.EmitError("incorrect number of dynamic sizes, has %d, expected %d", n, want)
	}
	return nil
}

// ---- reinterpret_cast ----

func verifyReinterpretCast(op *ir.Operation) error {
	res := memrefOf(op.Result(0))
	if res == nil {
		return nil
	}
	l := readLists(op)
	if err := verifyMixedLists(op, l, 1); err != nil {
		return err
	}
	if len(l.offsets) != 1 {
		return op.EmitError("expected 1 offset values, got %d", len(l.offsets))
	}
	srcT := op.Operand(0).Type()
	elem, space := elemSpace(srcT)
	if elem != res.Elem {
		return plainError(op, "different element types specified for source type '%s' and result memref type '%s'", ir.TypeString(srcT), ir.TypeString(res))
	}
	if !sameSpace(space, res.MemorySpace) {
		return plainError(op, "different memory spaces specified for source type '%s' and result memref type '%s'", ir.TypeString(srcT), ir.TypeString(res))
	}
	if len(l.sizes) != len(res.Dims) {
		return op.EmitError("expected %d size values, got %d", len(res.Dims), len(l.sizes))
	}
	for i, s := range l.sizes {
		if s != Dynamic && res.Dims[i] != Dynamic && s != res.Dims[i] {
			return plainError(op, "expected result type with size = %d instead of %d in dim = %d", s, res.Dims[i], i)
		}
	}
	strides, offset, ok := StridesAndOffset(res)
	if !ok {
		return plainError(op, "expected result type to have strided layout but found '%s'", ir.TypeString(res))
	}
	if o := l.offsets[0]; o != Dynamic && offset != Dynamic && o != offset {
		return plainError(op, "expected result type with offset = %d instead of %d", o, offset)
	}
	for i, s := range l.strides {
		if s != Dynamic && strides[i] != Dynamic && s != strides[i] {
			return plainError(op, "expected result type with stride = %d instead of %d in dim = %d", s, strides[i], i)
		}
	}
	return nil
}

// ---- collapse_shape / expand_shape ----

func readReassociation(a ir.Attribute) [][]int64 {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([][]int64, len(arr.Elems))
	for i, g := range arr.Elems {
		if ga, ok := g.(*ir.ArrayAttr); ok {
			for _, e := range ga.Elems {
				if ia, ok := e.(*ir.IntegerAttr); ok {
					out[i] = append(out[i], ia.Int64())
				}
			}
		}
	}
	return out
}

// verifyReassociation checks that groups cover 0..rank-1 in order. A 0-d
// memref has no groups; verifyGroupSizes checks its expanded dims are ones.
func verifyReassociation(op *ir.Operation, groups [][]int64, collapsedRank, expandedRank int) error {
	if len(groups) != collapsedRank {
		return op.EmitError("invalid number of reassociation groups: found %d, expected %d", len(groups), collapsedRank)
	}
	if collapsedRank == 0 {
		return nil
	}
	next := int64(0)
	for _, g := range groups {
		if len(g) == 0 {
			return op.EmitError("reassociation indices must not be empty")
		}
		for _, d := range g {
			if d != next {
				return op.EmitError("reassociation indices must be contiguous")
			}
			next++
		}
	}
	if next != int64(expandedRank) {
		return op.EmitError("expected reassociation map #%d to have size equal to number of dimensions in the expanded type", len(groups)-1)
	}
	return nil
}

// verifyGroupSizes checks that each collapsed size is the product of its
// group's expanded sizes, where all are static, and that a 0-d memref is
// expanded to (or collapsed from) unit dims only.
func verifyGroupSizes(op *ir.Operation, groups [][]int64, collapsed, expanded []int64) error {
	if len(collapsed) == 0 {
		for _, d := range expanded {
			if d != 1 {
				return op.EmitError("rank 0 memrefs can only be extended/collapsed with/from ones")
			}
		}
		return nil
	}
	for i, g := range groups {
		prod := int64(1)
		for _, d := range g {
			prod = mul(prod, expanded[d])
		}
		if prod != Dynamic && collapsed[i] != Dynamic && prod != collapsed[i] {
			return op.EmitError("collapsed dim size (%d) must equal reassociation group size (%d)", collapsed[i], prod)
		}
		if prod == Dynamic && collapsed[i] != Dynamic {
			return op.EmitError("collapsed dim (%d) must be dynamic if and only if reassociation group is dynamic", i)
		}
	}
	return nil
}

// CollapsedLayout computes the strides of the collapsed type, or ok =
// false when a group is not contiguous.
func CollapsedLayout(src *ir.MemRefType, groups [][]int64) ([]int64, int64, bool) {
	strides, offset, ok := StridesAndOffset(src)
	if !ok {
		return nil, 0, false
	}
	out := make([]int64, len(groups))
	for i, g := range groups {
		// A group's stride is that of its last dim whose size is not 1;
		// when that size is dynamic and the group has more than one dim,
		// it may be 1 at run time, so the stride is dynamic (upstream's
		// computeCollapsedLayoutMap).
		ref := g
		for len(ref) > 1 && src.Dims[ref[len(ref)-1]] == 1 {
			ref = ref[:len(ref)-1]
		}
		last := ref[len(ref)-1]
		out[i] = strides[last]
		if src.Dims[last] == Dynamic && len(ref) > 1 {
			out[i] = Dynamic
		}
		for k := len(g) - 2; k >= 0; k-- {
			d, n := g[k], g[k+1]
			if src.Dims[n] == 1 || src.Dims[d] == 1 {
				continue
			}
			want := mul(strides[n], src.Dims[n])
			if strides[d] == Dynamic || want == Dynamic {
				continue
			}
			if strides[d] != want {
				return nil, 0, false
			}
		}
	}
	return out, offset, true
}

func verifyCollapseShape(op *ir.Operation) error {
	src, res := memrefOf(op.Operand(0)), memrefOf(op.Result(0))
	if src == nil || res == nil {
		return nil
	}
	groups := readReassociation(op.Attr("reassociation"))
	if err := verifyReassociation(op, groups, len(res.Dims), len(src.Dims)); err != nil {
		return err
	}
	if err := verifyGroupSizes(op, groups, res.Dims, src.Dims); err != nil {
		return err
	}
	strides, offset, ok := CollapsedLayout(src, groups)
	if !ok {
		return op.EmitError("invalid source layout map or collapsing non-contiguous dims")
	}
	var expected *ir.MemRefType
	if src.Layout == nil {
		expected = op.Context().MemRefType(res.Dims, src.Elem, nil, src.MemorySpace)
	} else {
		expected = StridedType(op.Context(), res.Dims, src.Elem, strides, offset, src.MemorySpace)
	}
	if expected != res && !(sameLayout(expected, res) && expected.Elem == res.Elem) {
		return op.EmitError("expected collapsed type to be '%s' but found '%s'", ir.TypeString(expected), ir.TypeString(res))
	}
	return nil
}

func verifyExpandShape(op *ir.Operation) error {
	src, res := memrefOf(op.Operand(0)), memrefOf(op.Result(0))
	if src == nil || res == nil {
		return nil
	}
	groups := readReassociation(op.Attr("reassociation"))
	if err := verifyReassociation(op, groups, len(src.Dims), len(res.Dims)); err != nil {
		return err
	}
	static := staticdyn.Ints(op.Attr("static_output_shape"))
	if len(static) != len(res.Dims) {
		return op.EmitError("expected number of static shape bounds to be equal to the output rank (%d) but found %d inputs instead", len(res.Dims), len(static))
	}
	if c := staticdyn.CountDynamic(static); c != op.NumOperands()-1 {
		return op.EmitError("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %d dynamic dims while output_shape has %d values", c, op.NumOperands()-1)
	}
	if err := verifyGroupSizes(op, groups, src.Dims, res.Dims); err != nil {
		return err
	}
	for i, s := range static {
		if s != Dynamic && res.Dims[i] != Dynamic && s != res.Dims[i] {
			return op.EmitError("invalid output shape provided at pos %d", i)
		}
	}
	return nil
}

// ---- transpose ----

// TransposedType is the canonical type of memref.transpose of t by perm.
func TransposedType(ctx *ir.Context, t *ir.MemRefType, perm *ir.AffineMap) *ir.MemRefType {
	strides, offset, ok := StridesAndOffset(t)
	if !ok {
		return nil
	}
	shape := make([]int64, len(perm.Results))
	ps := make([]int64, len(perm.Results))
	for i, r := range perm.Results {
		shape[i] = t.Dims[r.Val]
		ps[i] = strides[r.Val]
	}
	return CanonicalType(ctx, shape, t.Elem, ps, offset, t.MemorySpace)
}

func isPermutation(m *ir.AffineMap, rank int) bool {
	if m.NumDims != rank || len(m.Results) != rank || m.NumSyms != 0 {
		return false
	}
	seen := make([]bool, rank)
	for _, r := range m.Results {
		if r.Kind != ir.AffineDim || seen[r.Val] {
			return false
		}
		seen[r.Val] = true
	}
	return true
}

func verifyTranspose(op *ir.Operation) error {
	src, res := memrefOf(op.Operand(0)), memrefOf(op.Result(0))
	pm, ok := op.Attr("permutation").(*ir.AffineMapAttr)
	if src == nil || res == nil || !ok {
		return nil
	}
	if pm.Map.NumDims != len(src.Dims) {
		return op.EmitError("expected a permutation map of same rank as the input")
	}
	if !isPermutation(pm.Map, len(src.Dims)) {
		return op.EmitError("expected a permutation map")
	}
	canon := TransposedType(op.Context(), src, pm.Map)
	if canon == nil {
		return nil
	}
	got := CanonicalTypeOf(op.Context(), res)
	if got != canon {
		return op.EmitError("result type %s is not equivalent to the canonical transposed input type %s", quote(res), quote(canon))
	}
	return nil
}

func quote(t ir.Type) string { return "'" + ir.TypeString(t) + "'" }

// CanonicalTypeOf returns t with its strided layout canonicalized.
func CanonicalTypeOf(ctx *ir.Context, t *ir.MemRefType) *ir.MemRefType {
	strides, offset, ok := StridesAndOffset(t)
	if !ok {
		return t
	}
	return CanonicalType(ctx, t.Dims, t.Elem, strides, offset, t.MemorySpace)
}

// ---- metadata and globals ----

func verifyExtractStridedMetadata(op *ir.Operation) error {
	src := memrefOf(op.Operand(0))
	if src == nil {
		return nil
	}
	if want := 2 + 2*len(src.Dims); op.NumResults() != want {
		return op.EmitError("expected %d results, got %d", want, op.NumResults())
	}
	if b := memrefOf(op.Result(0)); b == nil || len(b.Dims) != 0 || b.Elem != src.Elem {
		return op.EmitError("expected base buffer to be a 0-d memref of the source element type")
	}
	return nil
}

func verifyGlobal(op *ir.Operation) error {
	ta, ok := op.Attr("type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	t, ok := ta.Type.(*ir.MemRefType)
	if !ok || !hasStaticShape(t.Dims) {
		return op.EmitError("type should be static shaped memref, but got '%s'", ir.TypeString(ta.Type))
	}
	switch init := op.Attr("initial_value").(type) {
	case nil, *ir.UnitAttr:
	case ir.TypedAttr:
		tensorType := op.Context().RankedTensorType(t.Dims, t.Elem, nil)
		if init.AttrType() != ir.Type(tensorType) {
			return op.EmitError("initial value expected to be of type '%s', but was of type '%s'", ir.TypeString(tensorType), ir.TypeString(init.AttrType()))
		}
	default:
		return op.EmitError("initial value should be a unit or elements attribute")
	}
	if op.HasAttr("constant") && op.Attr("initial_value") == nil {
		// A constant without initializer is an external constant: allowed.
	}
	return nil
}

func verifyGetGlobal(op *ir.Operation) error {
	ref, ok := op.Attr("name").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	g := ir.LookupNearestSymbolFrom(op, ref)
	if g == nil || g.Name() != Global.Name {
		return op.EmitError("'%s' does not reference a valid global memref", ref.Leaf())
	}
	if ta, ok := g.Attr("type").(*ir.TypeAttr); ok && ta.Type != op.Result(0).Type() {
		return op.EmitError("result type '%s' does not match type '%s' of the global memref @%s", ir.TypeString(op.Result(0).Type()), ir.TypeString(ta.Type), ref.Leaf())
	}
	return nil
}

// Reassociation returns the groups of a collapse_shape or expand_shape op
// (nil when its attribute is missing or malformed).
func Reassociation(op *ir.Operation) [][]int64 { return readReassociation(op.Attr("reassociation")) }
