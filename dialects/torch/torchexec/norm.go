package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"math"
	"slices"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Normalizations compute in float64 and store in the result's dtype.
// Softmax normalizes along one dim; the norms subtract a mean and divide
// by sqrt(variance + eps) over groups of elements (the variance is the
// biased one, over N), then scale and shift per channel (weight and bias,
// 1 and 0 when absent). The inference forms of batch norm use the running
// statistics instead of the input's.

// normOps are softmax, log_softmax and the layer, batch, group and
// instance norms.
var normOps = exec.Table{
	// _softmax/_log_softmax(self, dim, half_to_float): half_to_float
	// (f16 in, f32 out, which PyTorch's CUDA kernels accept and its CPU
	// kernels reject) only changes the result's dtype, which the result
	// type states.
	torch.Aten_Softmax.Name:    softmax[torch.Aten_SoftmaxArgs[int]](false),
	torch.Aten_LogSoftmax.Name: softmax[torch.Aten_LogSoftmaxArgs[int]](true),
	// softmax.int/log_softmax.int(self, dim, dtype?): the input is
	// converted to dtype first.
	torch.AtenSoftmaxInt.Name:    softmax[torch.AtenSoftmaxIntArgs[int]](false),
	torch.AtenLogSoftmaxInt.Name: softmax[torch.AtenLogSoftmaxIntArgs[int]](true),
	// native_layer_norm(input, normalized_shape, weight?, bias?, eps) ->
	// (out, mean, rstd): statistics over the trailing normalized_shape
	// dims, mean and rstd shaped as the input with those dims as 1.
	torch.AtenNativeLayerNorm.Name: layerNorm[torch.AtenNativeLayerNormArgs[int]](3),
	// layer_norm(input, normalized_shape, weight?, bias?, eps,
	// cudnn_enable): the out of native_layer_norm.
	torch.AtenLayerNorm.Name: layerNorm[torch.AtenLayerNormArgs[int]](1),
	// _native_batch_norm_legit_no_training(input, weight?, bias?,
	// running_mean, running_var, momentum, eps) -> (out, [0], [0]):
	// inference with the running statistics; PyTorch returns empty saved
	// statistics.
	torch.Aten_NativeBatchNormLegitNoTraining.Name: batchNorm[torch.Aten_NativeBatchNormLegitNoTrainingArgs[int]](3),
	// _native_batch_norm_legit: norms.go (training included).
	// _native_batch_norm_legit.no_stats(input, weight?, bias?, training,
	// momentum, eps) -> (out, save_mean, save_rstd): training only (there
	// are no running statistics); the saved statistics are per channel.
	torch.Aten_NativeBatchNormLegitNoStats.Name: batchNorm[torch.Aten_NativeBatchNormLegitNoStatsArgs[int]](3),
	// batch_norm(input, weight?, bias?, running_mean?, running_var?,
	// training, momentum, eps, cudnn_enabled): the running statistics in
	// inference, the batch's in training (whose in-place update of the
	// running statistics value tensors cannot show).
	torch.AtenBatchNorm.Name: batchNorm[torch.AtenBatchNormArgs[int]](1),
	// group_norm(input, num_groups, weight?, bias?, eps, cudnn_enabled):
	// statistics per sample and group of C/num_groups channels.
	torch.AtenGroupNorm.Name: groupNorm,
	// native_group_norm(input, weight?, bias?, N, C, HxW, group, eps) ->
	// (out, mean [N, group], rstd [N, group]).
	torch.AtenNativeGroupNorm.Name: nativeGroupNorm,
	// instance_norm(input, weight?, bias?, running_mean?, running_var?,
	// use_input_stats, momentum, eps, cudnn_enabled): statistics per
	// sample and channel, or the running ones when !use_input_stats.
	torch.AtenInstanceNorm.Name: instanceNorm,
}

// softmax is softmax (or log_softmax) of self along dim, A the op's
// argument list: exp(x - max) / sum(exp(x - max)), the max subtracted
// for range. A NaN in a lane makes the whole lane NaN, as in PyTorch.
func softmax[A selfDimPositions](log bool) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		in, err := operandElems(c, a.Self())
		if err != nil {
			return err
		}
		d, err := normDim(c, scalarI(c, a.Dim()), len(in.t.Shape))
		if err != nil {
			return err
		}
		out, err := floatResult(c, 0, in.t.Shape, "softmax")
		if err != nil {
			return err
		}
		kind := elemOf(out).Kind
		outer, size, inner := laneSplit(in.t.Shape, d)
		x := make([]float64, size)
		for o := int64(0); o < outer; o++ {
			for i := int64(0); i < inner; i++ {
				at := func(k int64) int64 { return (o*size+k)*inner + i }
				for k := range x {
					x[k] = exec.Round(kind, in.f(at(int64(k))))
				}
				softmaxLane(x, log)
				for k := range x {
					setF(out, at(int64(k)), x[k])
				}
			}
		}
		return nil
	}
}

// softmaxLane replaces x with its softmax (or log_softmax).
func softmaxLane(x []float64, log bool) {
	m := math.Inf(-1)
	for _, v := range x {
		if v > m || math.IsNaN(v) {
			m = v
		}
		if math.IsNaN(m) {
			break
		}
	}
	sum := 0.0
	for _, v := range x {
		sum += math.Exp(v - m)
	}
	for k, v := range x {
		if log {
			x[k] = v - m - math.Log(sum)
		} else {
			x[k] = math.Exp(v-m) / sum
		}
	}
}

// floatResult makes result i, which a normalization needs to be a float.
func floatResult(c *exec.Ctx, i int, shape []int64, what string) (*exec.Tensor, error) {
	out, err := newResult(c, i, shape)
	if err != nil {
		return nil, err
	}
	if !elemOf(out).Float {
		return nil, c.Errorf("%s needs a floating point result, not %s", what, ir.TypeString(out.Elem))
	}
	return out, nil
}

// normLayout says how a normalization reads its input: element i is
// normalized with the statistics of group groupOf(i) and scaled and
// shifted by the weight and bias of channel channelOf(i).
type normLayout struct {
	groups, channels   int64
	groupOf, channelOf func(i int64) int64
}

// normStats are per-group means and reciprocal standard deviations
// 1/sqrt(var + eps).
type normStats struct {
	mean, rstd []float64
}

// inputStats computes the statistics of each group of x's elements.
func inputStats(x elemReader, l normLayout, eps float64) normStats {
	s := normStats{mean: make([]float64, l.groups), rstd: make([]float64, l.groups)}
	count := make([]float64, l.groups)
	n := x.t.Len()
	for i := int64(0); i < n; i++ {
		g := l.groupOf(i)
		s.mean[g] += x.f(i)
		count[g]++
	}
	// An empty group has mean 0 and a NaN variance (0/0), as PyTorch.
	for g := range s.mean {
		if count[g] > 0 {
			s.mean[g] /= count[g]
		}
	}
	// The squared deviations in a second pass (rstd holds their sums).
	for i := int64(0); i < n; i++ {
		g := l.groupOf(i)
		d := x.f(i) - s.mean[g]
		s.rstd[g] += d * d
	}
	for g := range s.rstd {
		s.rstd[g] = 1 / math.Sqrt(s.rstd[g]/count[g]+eps)
	}
	return s
}

// runningStats are the statistics of inference: one per channel.
func runningStats(mean, variance elemReader, eps float64) normStats {
	n := mean.t.Len()
	s := normStats{mean: make([]float64, n), rstd: make([]float64, n)}
	for c := int64(0); c < n; c++ {
		s.mean[c] = mean.f(c)
		s.rstd[c] = 1 / math.Sqrt(variance.f(c)+eps)
	}
	return s
}

// normalize writes (x - mean) * rstd * weight + bias into out.
func normalize(out *exec.Tensor, x elemReader, l normLayout, s normStats, weight, bias *elemReader) {
	n := x.t.Len()
	for i := int64(0); i < n; i++ {
		g := l.groupOf(i)
		v := (x.f(i) - s.mean[g]) * s.rstd[g]
		if weight != nil {
			v *= weight.f(l.channelOf(i))
		}
		if bias != nil {
			v += bias.f(l.channelOf(i))
		}
		setF(out, i, v)
	}
}

// setStats writes the means and rstds into results i and i+1 of the
// given shape (whose size is the number of groups).
func setStats(c *exec.Ctx, i int, shape []int64, s normStats) error {
	for k, vals := range [][]float64{s.mean, s.rstd} {
		t, err := floatResult(c, i+k, shape, "a normalization's statistics")
		if err != nil {
			return err
		}
		if t.Len() != int64(len(vals)) {
			return c.Errorf("result #%d has %d elements for %d statistics", i+k, t.Len(), len(vals))
		}
		for g, v := range vals {
			setF(t, int64(g), v)
		}
	}
	return nil
}

// optionalParam reads operand i, an optional per-channel tensor (weight,
// bias, running statistics) of want elements: nil when none.
func optionalParam(c *exec.Ctx, i int, want int64, what string) (*elemReader, error) {
	if isNone(c, i) {
		return nil, nil
	}
	p, err := operandElems(c, i)
	if err != nil {
		return nil, err
	}
	if p.t.Len() != want {
		return nil, c.Errorf("%s has %d elements, expected %d", what, p.t.Len(), want)
	}
	return &p, nil
}

// affineParams reads the optional weight and bias at operands w and b.
func affineParams(c *exec.Ctx, w, b int, channels int64) (weight, bias *elemReader, err error) {
	if weight, err = optionalParam(c, w, channels, "weight"); err != nil {
		return nil, nil, err
	}
	if bias, err = optionalParam(c, b, channels, "bias"); err != nil {
		return nil, nil, err
	}
	return weight, bias, nil
}

// layerNorm is native_layer_norm (3 results) and layer_norm (1 result),
// A the op's argument list.
func layerNorm[A interface {
	~[]int
	Input() int
	NormalizedShape() int
	Weight() int
	Bias() int
	Eps() int
}](results int) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		x, err := operandElems(c, a.Input())
		if err != nil {
			return err
		}
		normalized, err := intList(c, a.NormalizedShape())
		if err != nil {
			return err
		}
		shape := x.t.Shape
		lead := len(shape) - len(normalized)
		if len(normalized) == 0 || lead < 0 || !slices.Equal(shape[lead:], normalized) {
			return c.Errorf("normalized_shape %v must be the last (one or more) dims of the input, of shape %v", normalized, shape)
		}
		inner := exec.NumElements(normalized)
		l := normLayout{
			groups:    exec.NumElements(shape[:lead]),
			channels:  inner,
			groupOf:   func(i int64) int64 { return i / inner },
			channelOf: func(i int64) int64 { return i % inner },
		}
		weight, bias, err := affineParams(c, a.Weight(), a.Bias(), inner)
		if err != nil {
			return err
		}
		out, err := floatResult(c, 0, shape, "layer norm")
		if err != nil {
			return err
		}
		s := inputStats(x, l, scalarF(c, a.Eps()))
		normalize(out, x, l, s, weight, bias)
		if results == 1 {
			return nil
		}
		statShape := append([]int64{}, shape...)
		for d := lead; d < len(statShape); d++ {
			statShape[d] = 1
		}
		return setStats(c, 1, statShape, s)
	}
}

// channelLayout is the layout of an [N, C, *] input: the weight and bias
// are per channel (dim 1), and the statistics per channel too (batch
// norm); instance and group norm regroup them.
func channelLayout(c *exec.Ctx, shape []int64, what string) (l normLayout, n, spatial int64, err error) {
	if len(shape) < 2 {
		return l, 0, 0, c.Errorf("%s needs an input of rank 2 or more ([N, C, ...]), got shape %v", what, shape)
	}
	n, channels := shape[0], shape[1]
	spatial = exec.NumElements(shape[2:])
	channelOf := func(i int64) int64 { return i / spatial % channels }
	return normLayout{groups: channels, channels: channels, groupOf: channelOf, channelOf: channelOf}, n, spatial, nil
}

// batchNormPositions are the argument lists, over operand positions, of
// the batch norms.
type batchNormPositions interface {
	~[]int
	Input() int
	Weight() int
	Bias() int
	Eps() int
}

// batchNormOperands locates the operands of a batch norm variant (-1:
// absent).
type batchNormOperands struct {
	input, weight, bias, runningMean, runningVar, training, eps int
}

// batchNormOf is where the batch norm with argument list A has its
// operands: running_mean, running_var and training where A has them.
func batchNormOf[A batchNormPositions]() batchNormOperands {
	a := A(operandPositions)
	ops := batchNormOperands{input: a.Input(), weight: a.Weight(), bias: a.Bias(), eps: a.Eps(),
		runningMean: -1, runningVar: -1, training: -1}
	if r, ok := any(a).(interface {
		RunningMean() int
		RunningVar() int
	}); ok {
		ops.runningMean, ops.runningVar = r.RunningMean(), r.RunningVar()
	}
	if t, ok := any(a).(interface{ Training() int }); ok {
		ops.training = t.Training()
	}
	return ops
}

// batchNorm normalizes per channel with the running statistics
// (inference) or the batch's (training, for the forms that can), A the
// op's argument list; results is 3 for the native forms (out and the
// saved statistics).
func batchNorm[A batchNormPositions](results int) exec.Semantics {
	ops := batchNormOf[A]()
	return func(c *exec.Ctx) error {
		x, err := operandElems(c, ops.input)
		if err != nil {
			return err
		}
		l, _, _, err := channelLayout(c, x.t.Shape, "batch norm")
		if err != nil {
			return err
		}
		weight, bias, err := affineParams(c, ops.weight, ops.bias, l.channels)
		if err != nil {
			return err
		}
		training := ops.training >= 0 && scalarB(c, ops.training)
		eps := scalarF(c, ops.eps)
		out, err := floatResult(c, 0, x.t.Shape, "batch norm")
		if err != nil {
			return err
		}
		if !training {
			s, err := runningParams(c, ops.runningMean, ops.runningVar, l.channels, eps, "batch norm in inference")
			if err != nil {
				return err
			}
			normalize(out, x, l, s, weight, bias)
			if results == 1 {
				return nil
			}
			return setStats(c, 1, []int64{0}, normStats{})
		}
		s := inputStats(x, l, eps)
		normalize(out, x, l, s, weight, bias)
		if results == 1 {
			return nil
		}
		return setStats(c, 1, []int64{l.channels}, s)
	}
}

// runningParams reads the running mean and variance operands (-1:
// absent), which inference needs.
func runningParams(c *exec.Ctx, meanIdx, varIdx int, channels int64, eps float64, what string) (normStats, error) {
	if meanIdx < 0 || isNone(c, meanIdx) || isNone(c, varIdx) {
		return normStats{}, c.Errorf("%s needs running_mean and running_var", what)
	}
	mean, err := optionalParam(c, meanIdx, channels, "running_mean")
	if err != nil {
		return normStats{}, err
	}
	variance, err := optionalParam(c, varIdx, channels, "running_var")
	if err != nil {
		return normStats{}, err
	}
	return runningStats(*mean, *variance, eps), nil
}

// instanceNorm normalizes each sample's channel by its own statistics
// (or by the running ones when !use_input_stats).
func instanceNorm(c *exec.Ctx) error {
	a := torch.AtenInstanceNormArgs[int](operandPositions)
	x, err := operandElems(c, a.Input())
	if err != nil {
		return err
	}
	l, _, spatial, err := channelLayout(c, x.t.Shape, "instance norm")
	if err != nil {
		return err
	}
	weight, bias, err := affineParams(c, a.Weight(), a.Bias(), l.channels)
	if err != nil {
		return err
	}
	eps := scalarF(c, a.Eps())
	out, err := floatResult(c, 0, x.t.Shape, "instance norm")
	if err != nil {
		return err
	}
	if !scalarB(c, a.UseInputStats()) {
		s, err := runningParams(c, a.RunningMean(), a.RunningVar(), l.channels, eps, "instance norm without use_input_stats")
		if err != nil {
			return err
		}
		normalize(out, x, l, s, weight, bias)
		return nil
	}
	l.groups = exec.NumElements(x.t.Shape[:2])
	l.groupOf = func(i int64) int64 { return i / spatial }
	normalize(out, x, l, inputStats(x, l, eps), weight, bias)
	return nil
}

// groupLayout regroups a channel layout into groups of channels per
// sample.
func groupLayout(c *exec.Ctx, l normLayout, n, spatial, groups int64) (normLayout, error) {
	if groups <= 0 || l.channels%groups != 0 {
		return l, c.Errorf("group norm needs the %d channels to divide into %d groups", l.channels, groups)
	}
	// Without channels any number of groups divides them (PyTorch then
	// gives empty groups), but their statistics must still fit.
	if n > 0 && groups > math.MaxInt32/n {
		return l, c.Errorf("group norm of %d samples in %d groups: too many statistics", n, groups)
	}
	perGroup := l.channels / groups * spatial
	l.groups = n * groups
	l.groupOf = func(i int64) int64 { return i / perGroup }
	return l, nil
}

// groupNorm is group_norm(input, num_groups, weight?, bias?, eps, _).
func groupNorm(c *exec.Ctx) error {
	a := torch.AtenGroupNormArgs[int](operandPositions)
	x, err := operandElems(c, a.Input())
	if err != nil {
		return err
	}
	l, n, spatial, err := channelLayout(c, x.t.Shape, "group norm")
	if err != nil {
		return err
	}
	if l, err = groupLayout(c, l, n, spatial, scalarI(c, a.NumGroups())); err != nil {
		return err
	}
	weight, bias, err := affineParams(c, a.Weight(), a.Bias(), l.channels)
	if err != nil {
		return err
	}
	out, err := floatResult(c, 0, x.t.Shape, "group norm")
	if err != nil {
		return err
	}
	normalize(out, x, l, inputStats(x, l, scalarF(c, a.Eps())), weight, bias)
	return nil
}

// nativeGroupNorm is native_group_norm(input, weight?, bias?, N, C, HxW,
// group, eps): N, C and HxW are the input's sizes, [N, C, *].
func nativeGroupNorm(c *exec.Ctx) error {
	a := torch.AtenNativeGroupNormArgs[int](operandPositions)
	x, err := operandElems(c, a.Input())
	if err != nil {
		return err
	}
	l, n, spatial, err := channelLayout(c, x.t.Shape, "group norm")
	if err != nil {
		return err
	}
	// PyTorch only checks N*C*HxW against the input's size; they are
	// always its dims, which bound the statistics' size.
	wantN, wantC, wantHxW := scalarI(c, a.N()), scalarI(c, a.C()), scalarI(c, a.HxW())
	if wantN != n || wantC != l.channels || wantHxW != spatial {
		return c.Errorf("native_group_norm: N=%d, C=%d, HxW=%d are not the sizes of an input of shape %v", wantN, wantC, wantHxW, x.t.Shape)
	}
	groups := scalarI(c, a.Group())
	if l, err = groupLayout(c, l, n, spatial, groups); err != nil {
		return err
	}
	weight, bias, err := affineParams(c, a.Weight(), a.Bias(), l.channels)
	if err != nil {
		return err
	}
	out, err := floatResult(c, 0, x.t.Shape, "group norm")
	if err != nil {
		return err
	}
	s := inputStats(x, l, scalarF(c, a.Eps()))
	normalize(out, x, l, s, weight, bias)
	return setStats(c, 1, []int64{n, groups}, s)
}
