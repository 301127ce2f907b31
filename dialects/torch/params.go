package torch

import (
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// Parameter checks of ATen ops: the verifier rejects, at the op, the
// constant parameters PyTorch itself rejects (a convolution of stride 0,
// a pooling window larger than its padded input, groups that do not
// divide the channels), so that no shape function, decomposition or
// lowering meets them. Each check reads only constant operands and
// static sizes; what is not known statically is left to run time.

// paramCheck returns the first thing wrong with op's parameters, or "".
type paramCheck func(op *ir.Operation) string

// paramChecks maps op names to their checks.
var paramChecks = buildParamChecks()

func buildParamChecks() map[string]paramCheck {
	m := map[string]paramCheck{}
	add := func(c paramCheck, names ...string) {
		for _, n := range names {
			m["torch.aten."+n] = c
		}
	}
	add(permuteCheck, "permute")
	add(scaledMMCheck, "_scaled_mm")
	add(scaledMMv2Check, "_scaled_mm_v2")
	// convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups)
	add(convCheck(convOperands{stride: 3, padding: 4, dilation: 5, transposed: 6, outputPadding: 7, groups: 8}),
		"convolution", "_convolution")
	for n, names := range map[int][]string{1: {"conv1d"}, 2: {"conv2d"}, 3: {"conv3d"}} {
		// convNd(input, weight, bias, stride, padding, dilation, groups)
		add(convCheck(convOperands{spatial: n, stride: 3, padding: 4, dilation: 5, transposed: -1, outputPadding: -1, groups: 6}), names...)
		// convNd.padding(input, weight, bias, stride, str padding, dilation, groups)
		add(convCheck(convOperands{spatial: n, stride: 3, padding: -1, dilation: 5, transposed: -1, outputPadding: -1, groups: 6}), names[0]+".padding")
	}
	// conv_transposeNd(input, weight, bias, stride, padding, output_padding, groups, dilation)
	tr := func(n int) paramCheck {
		return convCheck(convOperands{spatial: n, stride: 3, padding: 4, outputPadding: 5, groups: 6, dilation: 7, transposed: -1, alwaysTransposed: true})
	}
	add(tr(1), "conv_transpose1d")
	add(tr(2), "conv_transpose2d.input")
	add(tr(3), "conv_transpose3d.input")
	// max_poolNd(self, kernel_size, stride, padding, dilation, ceil_mode)
	add(poolCheck(1, 4, -1, true), "max_pool1d")
	add(poolCheck(2, 4, -1, true), "max_pool2d", "max_pool2d_with_indices")
	add(poolCheck(3, 4, -1, true), "max_pool3d_with_indices")
	// avg_poolNd(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override?)
	add(poolCheck(1, -1, -1, false), "avg_pool1d")
	add(poolCheck(2, -1, 6, false), "avg_pool2d")
	add(poolCheck(3, -1, 6, false), "avg_pool3d")
	// adaptive pools (self, output_size): sizes >= 0
	add(listCheck(1, "output_size", nonNegative), "adaptive_avg_pool1d", "adaptive_avg_pool2d", "_adaptive_avg_pool2d",
		"_adaptive_avg_pool3d", "adaptive_max_pool2d")
	// im2col(self, kernel_size, dilation, padding, stride); col2im(self, output_size, kernel_size, dilation, padding, stride)
	add(all(listCheck(1, "kernel_size", positive), listCheck(2, "dilation", positive), listCheck(3, "padding", nonNegative),
		listCheck(4, "stride", positive)), "im2col")
	add(all(listCheck(1, "output_size", positive), listCheck(2, "kernel_size", positive), listCheck(3, "dilation", positive),
		listCheck(4, "padding", nonNegative), listCheck(5, "stride", positive)), "col2im")
	// pixel_shuffle(self, upscale_factor): channels divisible by its square
	add(pixelShuffleCheck, "pixel_shuffle")
	// group_norm(input, num_groups, ...), native_group_norm(input, w, b, N, C, HxW, group, eps)
	add(groupsCheck(1, -1), "group_norm")
	add(groupsCheck(6, 4), "native_group_norm")
	// upsampling: output sizes and scale factors positive
	add(listCheck(1, "output_size", positive), "upsample_nearest1d", "upsample_nearest2d", "upsample_nearest3d",
		"upsample_bilinear2d")
	add(all(listCheck(1, "output_size", positive), listCheck(2, "scale_factors", positive)),
		"upsample_nearest1d.vec", "upsample_nearest2d.vec", "upsample_nearest3d.vec")
	add(all(listCheck(1, "output_size", positive), listCheck(3, "scale_factors", positive)), "upsample_bilinear2d.vec")
	// chunk(self, chunks, dim); split.Tensor(self, split_size, dim); slice.Tensor(self, dim, start, end, step)
	add(intCheck(1, "chunks", positive), "chunk")
	add(intCheck(1, "split_size", nonNegative), "split.Tensor")
	add(listCheck(1, "split_sizes", nonNegative), "split_with_sizes")
	add(intCheck(4, "step", positive), "slice.Tensor")
	add(intCheck(5, "step", positive), "slice_scatter") // (self, src, dim, start, end, step)
	add(intCheck(1, "repeats", nonNegative), "repeat_interleave.self_int")
	add(intCheck(2, "step", nonZero), "arange.start_step")
	// layer_norm/native_layer_norm/rms_norm(input, normalized_shape, ...):
	// normalized_shape is the input's trailing dims
	add(normalizedShapeCheck, "layer_norm", "native_layer_norm", "rms_norm")
	// products: inner dims that agree, one dtype
	add(productCheck(0, 1, 2, 2), "mm")
	add(productCheck(0, 1, 3, 3), "bmm")
	add(productCheck(1, 2, 2, 2), "addmm")
	add(productCheck(0, 1, 0, 0), "matmul")
	add(linearCheck, "linear")
	// views: sizes that keep the element count, broadcasts that exist
	add(viewCheck, "view", "reshape", "_unsafe_view")
	add(expandCheck, "expand", "broadcast_to")
	add(expandAsCheck, "expand_as")
	add(tCheck, "t")
	// select.int(self, dim, index): index in [-n, n) of a static dim
	add(selectCheck(2), "select.int")
	add(selectCheck(3), "select_scatter") // (self, src, dim, index)
	// copy(self, src, non_blocking), copy_: src broadcasts to self's shape
	add(copyCheck, "copy", "copy_")
	// creation ops: no negative size
	add(listCheck(0, "size", nonNegative), "zeros", "ones", "full", "empty.memory_format", "empty_strided")
	add(listCheck(1, "size", nonNegative), "new_zeros", "new_ones", "new_full", "new_empty")
	return m
}

// ---- value rules ----

// rule says what is wrong with one constant, or "".
type rule func(v float64) string

func positive(v float64) string {
	if v > 0 {
		return ""
	}
	return "must be positive"
}

func nonNegative(v float64) string {
	if v >= 0 {
		return ""
	}
	return "must not be negative"
}

func nonZero(v float64) string {
	if v != 0 {
		return ""
	}
	return "must not be zero"
}

func all(cs ...paramCheck) paramCheck {
	return func(op *ir.Operation) string {
		for _, c := range cs {
			if why := c(op); why != "" {
				return why
			}
		}
		return ""
	}
}

// constNumbers reads operand i as constant numbers: a list of int or float
// constants, or one constant; ok is false when it is not constant (or
// None, or out of range).
func constNumbers(op *ir.Operation, i int) ([]float64, bool) {
	if i < 0 || i >= op.NumOperands() {
		return nil, false
	}
	v := op.Operand(i)
	if IsNoneValue(v) {
		return nil, false
	}
	if fs, ok := ConstantFloatList(v); ok {
		return fs, true
	}
	if f, ok := ConstantFloatValue(v); ok {
		return []float64{f}, true
	}
	return nil, false
}

// listCheck applies r to every constant of operand i, named what.
func listCheck(i int, what string, r rule) paramCheck {
	return func(op *ir.Operation) string {
		vs, ok := constNumbers(op, i)
		if !ok {
			return ""
		}
		for _, v := range vs {
			if why := r(v); why != "" {
				return fmt.Sprintf("%s %s %s", what, formatNumbers(vs), why)
			}
		}
		return ""
	}
}

// intCheck is listCheck of a single int operand.
func intCheck(i int, what string, r rule) paramCheck { return listCheck(i, what, r) }

// formatInts writes a list as Python does: [0, 1].
func formatInts(vs []int64) string {
	fs := make([]float64, len(vs))
	for i, v := range vs {
		fs[i] = float64(v)
	}
	if len(vs) == 1 {
		return "[" + formatNumbers(fs) + "]"
	}
	return formatNumbers(fs)
}

// formatNumbers writes constants as Python does: 2, or [0, 1].
func formatNumbers(vs []float64) string {
	if len(vs) == 1 {
		return fmt.Sprint(vs[0])
	}
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = fmt.Sprint(v)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// spatialList reads operand i, an int list of n entries (one entry
// repeated; empty is def, nil when def is nil); ok false when unknown.
func spatialList(op *ir.Operation, i, n int, def []int64) ([]int64, bool) {
	if i < 0 || i >= op.NumOperands() {
		return def, def != nil
	}
	l, ok := ConstantIntList(op.Operand(i))
	if !ok {
		return nil, false
	}
	switch len(l) {
	case 0:
		return def, def != nil
	case 1:
		x := l[0]
		l = make([]int64, n)
		for j := range l {
			l[j] = x
		}
	}
	if len(l) != n {
		return nil, false
	}
	return l, true
}

func repeat(n int, v int64) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// ---- convolution ----

// convOperands says where a convolution op's parameters are (-1: none).
type convOperands struct {
	spatial                                                      int // 0: from the weight's rank
	stride, padding, dilation, transposed, outputPadding, groups int
	alwaysTransposed                                             bool
}

func convCheck(a convOperands) paramCheck {
	return func(op *ir.Operation) string {
		x, w := in(op, 0), in(op, 1)
		groups, okG := ConstantIntValue(op.Operand(a.groups))
		if okG && groups <= 0 {
			return fmt.Sprintf("groups %d must be positive", groups)
		}
		for _, l := range []struct {
			i    int
			what string
			r    rule
		}{{a.stride, "stride", positive}, {a.dilation, "dilation", positive}, {a.padding, "padding", nonNegative},
			{a.outputPadding, "output_padding", nonNegative}} {
			if l.i >= 0 {
				if why := listCheck(l.i, l.what, l.r)(op); why != "" {
					return why
				}
			}
		}
		if w == nil || w.Sizes == nil || len(w.Sizes) < 3 {
			return ""
		}
		nsp := len(w.Sizes) - 2
		if a.spatial != 0 && nsp != a.spatial {
			return fmt.Sprintf("weight of rank %d for a convolution over %d dims", len(w.Sizes), a.spatial)
		}
		transposed := a.alwaysTransposed
		if a.transposed >= 0 {
			t, ok := ConstantBoolValue(op.Operand(a.transposed))
			if !ok {
				return ""
			}
			transposed = t
		}
		stride, okS := spatialList(op, a.stride, nsp, repeat(nsp, 1))
		dil, okD := spatialList(op, a.dilation, nsp, repeat(nsp, 1))
		pad, okP := spatialList(op, a.padding, nsp, repeat(nsp, 0))
		if a.outputPadding >= 0 && okS && okD {
			if outPad, ok := spatialList(op, a.outputPadding, nsp, repeat(nsp, 0)); ok && transposed {
				for i, p := range outPad {
					if p >= max(stride[i], dil[i]) {
						return fmt.Sprintf("output_padding %s must be smaller than either stride %s or dilation %s",
							formatInts(outPad), formatInts(stride), formatInts(dil))
					}
				}
			}
		}
		if x == nil || x.Sizes == nil {
			return ""
		}
		lead := len(x.Sizes) - nsp
		if lead != 1 && lead != 2 {
			return fmt.Sprintf("input of rank %d for a weight of rank %d", len(x.Sizes), len(w.Sizes))
		}
		c := x.Sizes[lead-1]
		wOut, wIn := w.Sizes[0], w.Sizes[1]
		if okG {
			switch {
			case transposed && wOut != Dynamic && wOut%groups != 0:
				return fmt.Sprintf("groups %d does not divide the weight's %d input channels", groups, wOut)
			case transposed && c != Dynamic && wOut != Dynamic && c != wOut:
				return fmt.Sprintf("input has %d channels, the transposed weight expects %d", c, wOut)
			case !transposed && wOut != Dynamic && wOut%groups != 0:
				return fmt.Sprintf("groups %d does not divide the %d output channels", groups, wOut)
			case !transposed && c != Dynamic && c%groups != 0:
				return fmt.Sprintf("groups %d does not divide the %d input channels", groups, c)
			case !transposed && c != Dynamic && wIn != Dynamic && wIn*groups != c:
				return fmt.Sprintf("input has %d channels, the weight expects %d (%d per group, %d groups)", c, wIn*groups, wIn, groups)
			}
		}
		if transposed || !okD || !okP {
			return ""
		}
		for i := 0; i < nsp; i++ {
			n, k := x.Sizes[lead+i], w.Sizes[2+i]
			if n == Dynamic || k == Dynamic {
				continue
			}
			if padded, window := n+2*pad[i], dil[i]*(k-1)+1; padded < window {
				return fmt.Sprintf("kernel of size %d (dilated: %d) is larger than the padded input of size %d in spatial dim %d",
					k, window, padded, i)
			}
		}
		return ""
	}
}

// ---- pooling ----

// poolCheck checks max_poolNd (dilIdx 4) or avg_poolNd (dilIdx -1,
// divisor_override at divIdx): kernel, stride, padding, dilation at
// operands 1, 2, 3 and dilIdx; a stride of [] is the kernel size.
func poolCheck(nsp, dilIdx, divIdx int, isMax bool) paramCheck {
	return func(op *ir.Operation) string {
		for _, l := range []struct {
			i    int
			what string
			r    rule
		}{{1, "kernel_size", positive}, {2, "stride", positive}, {3, "padding", nonNegative}, {dilIdx, "dilation", positive}} {
			if l.i >= 0 {
				if why := listCheck(l.i, l.what, l.r)(op); why != "" {
					return why
				}
			}
		}
		if divIdx >= 0 {
			if d, ok := ConstantIntValue(op.Operand(divIdx)); ok && d == 0 {
				return "divisor_override must not be zero"
			}
		}
		k, okK := spatialList(op, 1, nsp, nil)
		if !okK {
			return ""
		}
		stride, okS := spatialList(op, 2, nsp, k)
		pad, okP := spatialList(op, 3, nsp, repeat(nsp, 0))
		dil, okD := spatialList(op, dilIdx, nsp, repeat(nsp, 1))
		if !okP || !okD {
			return ""
		}
		for i := range k {
			window := k[i]
			if isMax {
				window = dil[i]*(k[i]-1) + 1
			}
			if 2*pad[i] > window {
				return fmt.Sprintf("padding %s must be at most half of the (dilated) kernel size %s", formatInts(pad), formatInts(k))
			}
		}
		x := in(op, 0)
		if x == nil || x.Sizes == nil || len(x.Sizes) < nsp || !okS {
			return ""
		}
		ceilIdx := 4 // avg_pool: (self, kernel, stride, padding, ceil_mode, ...)
		if dilIdx >= 0 {
			ceilIdx = dilIdx + 1
		}
		ceil, _ := ConstantBoolValue(op.Operand(ceilIdx))
		lead := len(x.Sizes) - nsp
		for i := range k {
			n := x.Sizes[lead+i]
			if n == Dynamic {
				continue
			}
			if o := windowSize(n, k[i], stride[i], pad[i], dil[i], ceil); o < 1 {
				return fmt.Sprintf("output size %d is too small: input size %d, kernel size %d, stride %d, padding %d, dilation %d",
					o, n, k[i], stride[i], pad[i], dil[i])
			}
		}
		return ""
	}
}

// ---- the rest ----

// pixelShuffleCheck: pixel_shuffle(self, r) needs r > 0 and the
// channels (dim -3) divisible by r*r.
func pixelShuffleCheck(op *ir.Operation) string {
	r, ok := ConstantIntValue(op.Operand(1))
	if !ok {
		return ""
	}
	if r <= 0 {
		return fmt.Sprintf("upscale_factor %d must be positive", r)
	}
	x := in(op, 0)
	if x == nil || x.Sizes == nil || len(x.Sizes) < 3 {
		return ""
	}
	if c := x.Sizes[len(x.Sizes)-3]; c != Dynamic && r < 1<<31 && c%(r*r) != 0 {
		return fmt.Sprintf("%d channels are not divisible by upscale_factor^2 = %d", c, r*r)
	}
	return ""
}

// groupsCheck: the group count at operand gi is positive and divides the
// channels (dim 1 of operand 0, or the constant operand ci).
func groupsCheck(gi, ci int) paramCheck {
	return func(op *ir.Operation) string {
		g, ok := ConstantIntValue(op.Operand(gi))
		if !ok {
			return ""
		}
		if g <= 0 {
			return fmt.Sprintf("num_groups %d must be positive", g)
		}
		c := int64(Dynamic)
		if ci >= 0 {
			if v, ok := ConstantIntValue(op.Operand(ci)); ok {
				c = v
			}
		} else if x := in(op, 0); x != nil && x.Sizes != nil && len(x.Sizes) >= 2 {
			c = x.Sizes[1]
		}
		if c != Dynamic && c%g != 0 {
			return fmt.Sprintf("num_groups %d does not divide the %d channels", g, c)
		}
		return ""
	}
}

// normalizedShapeCheck: a norm's normalized_shape (operand 1) is one or
// more trailing dims of its input.
func normalizedShapeCheck(op *ir.Operation) string {
	ns, ok := ConstantIntList(op.Operand(1))
	x := in(op, 0)
	if !ok || x == nil || x.Sizes == nil {
		return ""
	}
	if len(ns) == 0 || len(ns) > len(x.Sizes) {
		return fmt.Sprintf("normalized_shape %s must be the last (one or more) dims of the input of shape %s", formatInts(ns), formatSizes(x.Sizes))
	}
	for i, n := range ns {
		if d := x.Sizes[len(x.Sizes)-len(ns)+i]; d != Dynamic && d != n {
			return fmt.Sprintf("normalized_shape %s must be the last (one or more) dims of the input of shape %s", formatInts(ns), formatSizes(x.Sizes))
		}
	}
	return ""
}

// selectCheck: the constant index (operand idx; the dim is the operand
// before it) of select.int or select_scatter lies in its static dim.
func selectCheck(idx int) paramCheck {
	return func(op *ir.Operation) string { return selectIndexCheck(op, idx) }
}

func selectIndexCheck(op *ir.Operation, idx int) string {
	x := in(op, 0)
	d, okD := ConstantIntValue(op.Operand(idx - 1))
	i, okI := ConstantIntValue(op.Operand(idx))
	if x == nil || x.Sizes == nil || !okD || !okI {
		return ""
	}
	k, ok := normDim(d, max(len(x.Sizes), 1))
	if !ok || len(x.Sizes) == 0 {
		return ""
	}
	if n := x.Sizes[k]; n != Dynamic && (i < -n || i >= n) {
		return fmt.Sprintf("index %d is out of range for dimension %d of size %d", i, k, n)
	}
	return ""
}

// productCheck checks a matrix product of operands a and b of ranks ra
// and rb (0: matmul's any rank >= 1): a's last dim against b's
// second-to-last (its only one when 1-d), and one dtype.
func productCheck(a, b, ra, rb int) paramCheck {
	return func(op *ir.Operation) string {
		x, y := in(op, a), in(op, b)
		if x == nil || y == nil {
			return ""
		}
		if x.Dtype != nil && y.Dtype != nil && x.Dtype != y.Dtype {
			return fmt.Sprintf("expected both operands to have the same dtype, got %s and %s", ir.TypeString(x.Dtype), ir.TypeString(y.Dtype))
		}
		if x.Sizes == nil || y.Sizes == nil {
			return ""
		}
		if (ra != 0 && (len(x.Sizes) != ra || len(y.Sizes) != rb)) || len(x.Sizes) == 0 || len(y.Sizes) == 0 {
			return "" // ranks the lowerings decline and the interpreter reports
		}
		k1 := x.Sizes[len(x.Sizes)-1]
		k2 := y.Sizes[0]
		if len(y.Sizes) >= 2 {
			k2 = y.Sizes[len(y.Sizes)-2]
		}
		if k1 != Dynamic && k2 != Dynamic && k1 != k2 {
			return fmt.Sprintf("shapes %s and %s cannot be multiplied (%d != %d)", formatSizes(x.Sizes), formatSizes(y.Sizes), k1, k2)
		}
		if ra == 3 && x.Sizes[0] != Dynamic && y.Sizes[0] != Dynamic && x.Sizes[0] != y.Sizes[0] {
			return fmt.Sprintf("batch sizes %d and %d differ", x.Sizes[0], y.Sizes[0])
		}
		if ra == 0 && len(x.Sizes) > 2 && len(y.Sizes) > 2 {
			if _, ok := broadcastSizes(x.Sizes[:len(x.Sizes)-2], y.Sizes[:len(y.Sizes)-2]); !ok {
				return fmt.Sprintf("batch dims of %s and %s do not broadcast", formatSizes(x.Sizes), formatSizes(y.Sizes))
			}
		}
		return ""
	}
}

// linearCheck: linear(input, weight[out, in] or [in], bias?) reads
// input's last dim against weight's last.
func linearCheck(op *ir.Operation) string {
	x, w := in(op, 0), in(op, 1)
	if x != nil && w != nil && x.Dtype != nil && w.Dtype != nil && x.Dtype != w.Dtype {
		return fmt.Sprintf("expected input and weight to have the same dtype, got %s and %s", ir.TypeString(x.Dtype), ir.TypeString(w.Dtype))
	}
	if x == nil || w == nil || x.Sizes == nil || w.Sizes == nil || len(x.Sizes) == 0 || len(w.Sizes) == 0 {
		return ""
	}
	if len(w.Sizes) > 2 {
		return fmt.Sprintf("weight of shape %s: expected 1-d or 2-d", formatSizes(w.Sizes))
	}
	k1, k2 := x.Sizes[len(x.Sizes)-1], w.Sizes[len(w.Sizes)-1]
	if k1 != Dynamic && k2 != Dynamic && k1 != k2 {
		return fmt.Sprintf("input of shape %s and weight of shape %s do not match (%d != %d)", formatSizes(x.Sizes), formatSizes(w.Sizes), k1, k2)
	}
	return ""
}

// viewCheck: view/reshape(self, size): at most one -1, no other negative
// size, and the element count of self when both are static.
func viewCheck(op *ir.Operation) string {
	sizes, ok := ConstantIntList(op.Operand(1))
	if !ok {
		return ""
	}
	infer, known, overflow := -1, int64(1), false
	for i, n := range sizes {
		switch {
		case n == -1 && infer >= 0:
			return fmt.Sprintf("only one dimension can be inferred, got sizes %s", formatInts(sizes))
		case n == -1:
			infer = i
		case n < 0:
			return fmt.Sprintf("invalid shape dimension %d in %s", n, formatInts(sizes))
		default:
			if n != 0 && known > (1<<62)/n {
				overflow = true
			}
			known *= n
		}
	}
	x := in(op, 0)
	total, static := numElements(sizesOf(x))
	if !static {
		return ""
	}
	switch {
	case overflow: // more than 2^62 elements: no input has them
		return fmt.Sprintf("shape %s is invalid for input of size %d", formatInts(sizes), total)
	case infer < 0 && known != total:
		return fmt.Sprintf("shape %s is invalid for input of size %d", formatInts(sizes), total)
	case infer >= 0 && (known == 0 || total%known != 0):
		return fmt.Sprintf("shape %s is invalid for input of size %d", formatInts(sizes), total)
	}
	return ""
}

// expandCheck: expand(self, size, implicit): each size is self's (or -1)
// where self's is not 1; new leading dims are not negative.
func expandCheck(op *ir.Operation) string {
	x := in(op, 0)
	sizes, ok := ConstantIntList(op.Operand(1))
	if x == nil || x.Sizes == nil || !ok {
		return ""
	}
	return expandsTo(x.Sizes, sizes, true)
}

// expandAsCheck: expand_as(self, other): self broadcasts to other.
func expandAsCheck(op *ir.Operation) string {
	x, y := in(op, 0), in(op, 1)
	if x == nil || y == nil || x.Sizes == nil || y.Sizes == nil {
		return ""
	}
	return expandsTo(x.Sizes, y.Sizes, false)
}

// expandsTo says why sizes from (a tensor's) cannot be expanded to to.
func expandsTo(from, to []int64, minusOne bool) string {
	if len(to) < len(from) {
		return fmt.Sprintf("the number of sizes provided (%d) must be greater or equal to the number of dimensions in the tensor (%d)", len(to), len(from))
	}
	lead := len(to) - len(from)
	for i, n := range to {
		if i < lead {
			if n < 0 && n != Dynamic {
				return fmt.Sprintf("the expanded size %d of new leading dimension %d must not be negative", n, i)
			}
			continue
		}
		d := from[i-lead]
		if (minusOne && n == -1) || n == Dynamic || d == Dynamic || d == 1 || d == n {
			continue
		}
		return fmt.Sprintf("the expanded size %d must match the existing size %d at non-singleton dimension %d", n, d, i)
	}
	return ""
}

// tCheck: t(self) needs at most 2 dims.
func tCheck(op *ir.Operation) string {
	if x := in(op, 0); x != nil && x.Sizes != nil && len(x.Sizes) > 2 {
		return fmt.Sprintf("t() expects a tensor with <= 2 dimensions, got shape %s", formatSizes(x.Sizes))
	}
	return ""
}

// copyCheck: copy's src must broadcast to self's shape.
func copyCheck(op *ir.Operation) string {
	self, src := in(op, 0), in(op, 1)
	if self == nil || src == nil || self.Sizes == nil || src.Sizes == nil {
		return ""
	}
	if b, ok := broadcastSizes(self.Sizes, src.Sizes); !ok || len(b) != len(self.Sizes) {
		return fmt.Sprintf("source of shape %s does not broadcast to the destination's shape %s", formatSizes(src.Sizes), formatSizes(self.Sizes))
	}
	for i, n := range src.Sizes {
		d := self.Sizes[len(self.Sizes)-len(src.Sizes)+i]
		if n != 1 && n != Dynamic && d != Dynamic && n != d {
			return fmt.Sprintf("source of shape %s does not broadcast to the destination's shape %s", formatSizes(src.Sizes), formatSizes(self.Sizes))
		}
	}
	return ""
}

// formatSizes writes sizes as a type does: [2,?,3].
func formatSizes(s []int64) string {
	parts := make([]string, len(s))
	for i, n := range s {
		parts[i] = fmt.Sprint(n)
		if n == Dynamic {
			parts[i] = "?"
		}
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// checkParams is the verifier's parameter check of an ATen op.
func checkParams(op *ir.Operation) error {
	c := paramChecks[op.Name()]
	if c == nil {
		return nil
	}
	if why := c(op); why != "" {
		return op.EmitOpError("%s", why)
	}
	return nil
}
