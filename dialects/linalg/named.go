package linalg

import (
	"fmt"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/math"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// This file declares the named structured ops as data, the way upstream's
// OpDSL does: the loop dimensions, their iterator types, the indexing map
// of each operand written over the loop dimension names, and the scalar
// body. Strides and dilations of convolutions and poolings appear in the
// maps as S0, S1, ... and D0, D1, ... and take the values of the op's
// `strides` and `dilations` attributes (1 when absent).
//
// Ops whose loops follow the rank of their output (copy, fill, the
// elementwise ops) leave Dims empty: all loops are parallel and every
// shaped operand is indexed by the identity map (a scalar by `()`).

// Body names a scalar body.
type Body struct {
	// Kind is one of:
	//   "mac"    out + cast(in0) * cast(in1)        (matmul, conv)
	//   "macq"   out + (cast(in0) - cast(in2)) * (cast(in1) - cast(in3))
	//            (the quantized matmuls and convolutions: in2 and in3 are
	//            the scalar zero points of in0 and in1)
	//   "yield"  cast(in0)                          (copy, fill, transpose, broadcast)
	//   "pool"   Float/Int(out, cast(in0))          (pooling)
	//   "unary"  Float/Int(in0)                     (exp, log, ...)
	//   "binary" Float/Int(in0, in1)                (add, sub, ...)
	//   "reciprocal", "square", "select"
	Kind string
	// Float and Int are the payload ops for float and integer elements.
	Float, Int string
}

// NamedSpec declares one named structured op.
type NamedSpec struct {
	Name string
	// Dims names the loops in order; empty for rank-polymorphic ops.
	Dims string
	// Iters has one letter per loop: p(arallel) or r(eduction).
	Iters string
	// Maps holds one comma-separated expression list per operand
	// (inputs, then the output).
	Maps []string
	Body Body
	// Inputs is the number of inputs (outputs are always one).
	Inputs int
	// Window is the number of spatial dims with strides and dilations.
	Window int
	// MapsAttr ops carry their indexing maps as the `indexing_maps`
	// attribute (matmul and friends), printed when not the default.
	MapsAttr bool
	// MapsOnly ops have no default maps (linalg.contract): `indexing_maps`
	// is required and always printed, and the loops are its maps' dims, a
	// dim parallel when the output's map uses it, a reduction otherwise.
	MapsOnly bool
}

var mac = Body{Kind: "mac", Float: arith.MulF.Name, Int: arith.MulI.Name}

// macq is mac with the zero points of both inputs subtracted first.
var macq = Body{Kind: "macq", Float: arith.MulF.Name, Int: arith.MulI.Name}

func pool(f, i string) Body { return Body{Kind: "pool", Float: f, Int: i} }
func unary(f string) Body   { return Body{Kind: "unary", Float: f} }
func binary(f, i string) Body {
	return Body{Kind: "binary", Float: f, Int: i}
}

// The specs of the named ops other packages build and match by their
// definitions (Copy, Fill, Matmul... in linalg.go), listed in Named.
var (
	copySpec         = &NamedSpec{Name: "linalg.copy", Inputs: 1, Body: Body{Kind: "yield"}}
	fillSpec         = &NamedSpec{Name: "linalg.fill", Inputs: 1, Body: Body{Kind: "yield"}}
	matmulSpec       = &NamedSpec{Name: "linalg.matmul", Inputs: 2, Dims: "m n k", Iters: "ppr", Maps: []string{"m, k", "k, n", "m, n"}, Body: mac, MapsAttr: true}
	batchMatmulSpec  = &NamedSpec{Name: "linalg.batch_matmul", Inputs: 2, Dims: "b m n k", Iters: "pppr", Maps: []string{"b, m, k", "b, k, n", "b, m, n"}, Body: mac, MapsAttr: true}
	conv1DNcwFcwSpec = &NamedSpec{Name: "linalg.conv_1d_ncw_fcw", Inputs: 2, Window: 1, Dims: "n f ow c kw", Iters: "ppprr",
		Maps: []string{"n, c, ow*S0 + kw*D0", "f, c, kw", "n, f, ow"}, Body: mac}
	conv2DNchwFchwSpec = &NamedSpec{Name: "linalg.conv_2d_nchw_fchw", Inputs: 2, Window: 2, Dims: "n f oh ow c kh kw", Iters: "pppprrr",
		Maps: []string{"n, c, oh*S0 + kh*D0, ow*S1 + kw*D1", "f, c, kh, kw", "n, f, oh, ow"}, Body: mac}
	conv3DNcdhwFcdhwSpec = &NamedSpec{Name: "linalg.conv_3d_ncdhw_fcdhw", Inputs: 2, Window: 3, Dims: "n f od oh ow c kd kh kw", Iters: "ppppprrrr",
		Maps: []string{"n, c, od*S0 + kd*D0, oh*S1 + kh*D1, ow*S2 + kw*D2", "f, c, kd, kh, kw", "n, f, od, oh, ow"}, Body: mac}
	poolingNchwMaxSpec = &NamedSpec{Name: "linalg.pooling_nchw_max", Inputs: 2, Window: 2, Dims: "n c oh ow kh kw", Iters: "pppprr",
		Maps: []string{"n, c, oh*S0 + kh*D0, ow*S1 + kw*D1", "kh, kw", "n, c, oh, ow"}, Body: pool(arith.MaximumF.Name, arith.MaxSI.Name)}
	poolingNchwSumSpec = &NamedSpec{Name: "linalg.pooling_nchw_sum", Inputs: 2, Window: 2, Dims: "n c oh ow kh kw", Iters: "pppprr",
		Maps: []string{"n, c, oh*S0 + kh*D0, ow*S1 + kw*D1", "kh, kw", "n, c, oh, ow"}, Body: pool(arith.AddF.Name, arith.AddI.Name)}
)

// Named lists the named structured ops (except map, reduce, transpose,
// broadcast, elementwise and softmax, which have their own forms).
var Named = []*NamedSpec{
	copySpec,
	fillSpec,
	matmulSpec,
	batchMatmulSpec,
	{Name: "linalg.batch_reduce_matmul", Inputs: 2, Dims: "b m n k", Iters: "rppr", Maps: []string{"b, m, k", "b, k, n", "m, n"}, Body: mac, MapsAttr: true},
	{Name: "linalg.matvec", Inputs: 2, Dims: "m k", Iters: "pr", Maps: []string{"m, k", "k", "m"}, Body: mac},
	{Name: "linalg.vecmat", Inputs: 2, Dims: "n k", Iters: "pr", Maps: []string{"k", "k, n", "n"}, Body: mac},
	{Name: "linalg.dot", Inputs: 2, Dims: "k", Iters: "r", Maps: []string{"k", "k", ""}, Body: mac},
	conv1DNcwFcwSpec,
	{Name: "linalg.conv_1d_nwc_wcf", Inputs: 2, Window: 1, Dims: "n ow f kw c", Iters: "ppprr",
		Maps: []string{"n, ow*S0 + kw*D0, c", "kw, c, f", "n, ow, f"}, Body: mac},
	conv2DNchwFchwSpec,
	{Name: "linalg.conv_2d_nhwc_hwcf", Inputs: 2, Window: 2, Dims: "n oh ow f kh kw c", Iters: "pppprrr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, c", "kh, kw, c, f", "n, oh, ow, f"}, Body: mac},
	conv3DNcdhwFcdhwSpec,
	{Name: "linalg.conv_3d_ndhwc_dhwcf", Inputs: 2, Window: 3, Dims: "n od oh ow f kd kh kw c", Iters: "ppppprrrr",
		Maps: []string{"n, od*S0 + kd*D0, oh*S1 + kh*D1, ow*S2 + kw*D2, c", "kd, kh, kw, c, f", "n, od, oh, ow, f"}, Body: mac},
	{Name: "linalg.depthwise_conv_2d_nhwc_hwc", Inputs: 2, Window: 2, Dims: "n oh ow c kh kw", Iters: "pppprr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, c", "kh, kw, c", "n, oh, ow, c"}, Body: mac},
	{Name: "linalg.conv_1d", Inputs: 2, Dims: "ow kw", Iters: "pr", Maps: []string{"ow + kw", "kw", "ow"}, Body: mac},
	{Name: "linalg.conv_2d", Inputs: 2, Dims: "oh ow kh kw", Iters: "pprr", Maps: []string{"oh + kh, ow + kw", "kh, kw", "oh, ow"}, Body: mac},
	{Name: "linalg.conv_3d", Inputs: 2, Dims: "od oh ow kd kh kw", Iters: "ppprrr",
		Maps: []string{"od + kd, oh + kh, ow + kw", "kd, kh, kw", "od, oh, ow"}, Body: mac},
	{Name: "linalg.conv_2d_nhwc_fhwc", Inputs: 2, Window: 2, Dims: "n oh ow f kh kw c", Iters: "pppprrr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, c", "f, kh, kw, c", "n, oh, ow, f"}, Body: mac},
	{Name: "linalg.conv_2d_ngchw_fgchw", Inputs: 2, Window: 2, Dims: "n g fg oh ow c kh kw", Iters: "ppppprrr",
		Maps: []string{"n, g, c, oh*S0 + kh*D0, ow*S1 + kw*D1", "fg, g, c, kh, kw", "n, g, fg, oh, ow"}, Body: mac},
	{Name: "linalg.conv_2d_ngchw_gfchw", Inputs: 2, Window: 2, Dims: "n g fg oh ow c kh kw", Iters: "ppppprrr",
		Maps: []string{"n, g, c, oh*S0 + kh*D0, ow*S1 + kw*D1", "g, fg, c, kh, kw", "n, g, fg, oh, ow"}, Body: mac},
	{Name: "linalg.conv_2d_nhwgc_gfhwc", Inputs: 2, Window: 2, Dims: "n oh ow g fg kh kw c", Iters: "ppppprrr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, g, c", "g, fg, kh, kw, c", "n, oh, ow, g, fg"}, Body: mac},
	{Name: "linalg.depthwise_conv_1d_nwc_wc", Inputs: 2, Window: 1, Dims: "n ow ic kw", Iters: "pppr",
		Maps: []string{"n, ow*S0 + kw*D0, ic", "kw, ic", "n, ow, ic"}, Body: mac},
	{Name: "linalg.depthwise_conv_1d_ncw_cw", Inputs: 2, Window: 1, Dims: "n ow ic kw", Iters: "pppr",
		Maps: []string{"n, ic, ow*S0 + kw*D0", "ic, kw", "n, ic, ow"}, Body: mac},
	{Name: "linalg.depthwise_conv_1d_nwc_wcm", Inputs: 2, Window: 1, Dims: "n ow ic cm kw", Iters: "ppppr",
		Maps: []string{"n, ow*S0 + kw*D0, ic", "kw, ic, cm", "n, ow, ic, cm"}, Body: mac},
	{Name: "linalg.depthwise_conv_2d_nchw_chw", Inputs: 2, Window: 2, Dims: "n oh ow ic kh kw", Iters: "pppprr",
		Maps: []string{"n, ic, oh*S0 + kh*D0, ow*S1 + kw*D1", "ic, kh, kw", "n, ic, oh, ow"}, Body: mac},
	{Name: "linalg.depthwise_conv_2d_nhwc_hwcm", Inputs: 2, Window: 2, Dims: "n oh ow ic cm kh kw", Iters: "ppppprr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, ic", "kh, kw, ic, cm", "n, oh, ow, ic, cm"}, Body: mac},
	{Name: "linalg.depthwise_conv_3d_ndhwc_dhwc", Inputs: 2, Window: 3, Dims: "n od oh ow kd kh kw ic", Iters: "pppprrrp",
		Maps: []string{"n, od*S0 + kd*D0, oh*S1 + kh*D1, ow*S2 + kw*D2, ic", "kd, kh, kw, ic", "n, od, oh, ow, ic"}, Body: mac},
	{Name: "linalg.depthwise_conv_3d_ncdhw_cdhw", Inputs: 2, Window: 3, Dims: "n od oh ow kd kh kw ic", Iters: "pppprrrp",
		Maps: []string{"n, ic, od*S0 + kd*D0, oh*S1 + kh*D1, ow*S2 + kw*D2", "ic, kd, kh, kw", "n, ic, od, oh, ow"}, Body: mac},
	{Name: "linalg.depthwise_conv_3d_ndhwc_dhwcm", Inputs: 2, Window: 3, Dims: "n od oh ow cm kd kh kw ic", Iters: "ppppprrrp",
		Maps: []string{"n, od*S0 + kd*D0, oh*S1 + kh*D1, ow*S2 + kw*D2, ic", "kd, kh, kw, ic, cm", "n, od, oh, ow, ic, cm"}, Body: mac},
	{Name: "linalg.batch_matvec", Inputs: 2, Dims: "b m k", Iters: "ppr", Maps: []string{"b, m, k", "b, k", "b, m"}, Body: mac},
	{Name: "linalg.batch_vecmat", Inputs: 2, Dims: "b n k", Iters: "ppr", Maps: []string{"b, k", "b, k, n", "b, n"}, Body: mac},
	{Name: "linalg.mmt4d", Inputs: 2, Dims: "m n k m0 n0 k0", Iters: "pprppr",
		Maps: []string{"m, k, m0, k0", "n, k, n0, k0", "m, n, m0, n0"}, Body: mac},
	{Name: "linalg.batch_mmt4d", Inputs: 2, Dims: "b m n k m0 n0 k0", Iters: "ppprppr",
		Maps: []string{"b, m, k, m0, k0", "b, n, k, n0, k0", "b, m, n, m0, n0"}, Body: mac},
	{Name: "linalg.pooling_nwc_sum", Inputs: 2, Window: 1, Dims: "n ow c kw", Iters: "pppr",
		Maps: []string{"n, ow*S0 + kw*D0, c", "kw", "n, ow, c"}, Body: pool(arith.AddF.Name, arith.AddI.Name)},
	{Name: "linalg.pooling_nwc_max", Inputs: 2, Window: 1, Dims: "n ow c kw", Iters: "pppr",
		Maps: []string{"n, ow*S0 + kw*D0, c", "kw", "n, ow, c"}, Body: pool(arith.MaximumF.Name, arith.MaxSI.Name)},
	{Name: "linalg.pooling_nwc_min", Inputs: 2, Window: 1, Dims: "n ow c kw", Iters: "pppr",
		Maps: []string{"n, ow*S0 + kw*D0, c", "kw", "n, ow, c"}, Body: pool(arith.MinimumF.Name, arith.MinSI.Name)},
	{Name: "linalg.pooling_ncw_sum", Inputs: 2, Window: 1, Dims: "n c ow kw", Iters: "pppr",
		Maps: []string{"n, c, ow*S0 + kw*D0", "kw", "n, c, ow"}, Body: pool(arith.AddF.Name, arith.AddI.Name)},
	{Name: "linalg.pooling_ncw_max", Inputs: 2, Window: 1, Dims: "n c ow kw", Iters: "pppr",
		Maps: []string{"n, c, ow*S0 + kw*D0", "kw", "n, c, ow"}, Body: pool(arith.MaximumF.Name, arith.MaxSI.Name)},
	{Name: "linalg.pooling_nhwc_max_unsigned", Inputs: 2, Window: 2, Dims: "n oh ow c kh kw", Iters: "pppprr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, c", "kh, kw", "n, oh, ow, c"}, Body: pool("", arith.MaxUI.Name)},
	{Name: "linalg.pooling_nhwc_min_unsigned", Inputs: 2, Window: 2, Dims: "n oh ow c kh kw", Iters: "pppprr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, c", "kh, kw", "n, oh, ow, c"}, Body: pool("", arith.MinUI.Name)},
	{Name: "linalg.pooling_ndhwc_sum", Inputs: 2, Window: 3, Dims: "n od oh ow c kd kh kw", Iters: "ppppprrr",
		Maps: []string{"n, od*S0 + kd*D0, oh*S1 + kh*D1, ow*S2 + kw*D2, c", "kd, kh, kw", "n, od, oh, ow, c"}, Body: pool(arith.AddF.Name, arith.AddI.Name)},
	{Name: "linalg.pooling_ndhwc_max", Inputs: 2, Window: 3, Dims: "n od oh ow c kd kh kw", Iters: "ppppprrr",
		Maps: []string{"n, od*S0 + kd*D0, oh*S1 + kh*D1, ow*S2 + kw*D2, c", "kd, kh, kw", "n, od, oh, ow, c"}, Body: pool(arith.MaximumF.Name, arith.MaxSI.Name)},
	{Name: "linalg.pooling_ndhwc_min", Inputs: 2, Window: 3, Dims: "n od oh ow c kd kh kw", Iters: "ppppprrr",
		Maps: []string{"n, od*S0 + kd*D0, oh*S1 + kh*D1, ow*S2 + kw*D2, c", "kd, kh, kw", "n, od, oh, ow, c"}, Body: pool(arith.MinimumF.Name, arith.MinSI.Name)},
	poolingNchwMaxSpec,
	poolingNchwSumSpec,
	{Name: "linalg.pooling_nhwc_max", Inputs: 2, Window: 2, Dims: "n oh ow c kh kw", Iters: "pppprr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, c", "kh, kw", "n, oh, ow, c"}, Body: pool(arith.MaximumF.Name, arith.MaxSI.Name)},
	{Name: "linalg.pooling_nhwc_min", Inputs: 2, Window: 2, Dims: "n oh ow c kh kw", Iters: "pppprr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, c", "kh, kw", "n, oh, ow, c"}, Body: pool(arith.MinimumF.Name, arith.MinSI.Name)},
	{Name: "linalg.pooling_nhwc_sum", Inputs: 2, Window: 2, Dims: "n oh ow c kh kw", Iters: "pppprr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, c", "kh, kw", "n, oh, ow, c"}, Body: pool(arith.AddF.Name, arith.AddI.Name)},
	// A contraction given by its maps (out + cast(in0) * cast(in1)).
	{Name: "linalg.contract", Inputs: 2, Body: mac, MapsAttr: true, MapsOnly: true},
	// Quantized matmuls and convolutions: the zero points of the two
	// inputs come as two scalar inputs after them (indexed by `()`).
	{Name: "linalg.quantized_matmul", Inputs: 4, Dims: "m n k", Iters: "ppr", Maps: []string{"m, k", "k, n", "", "", "m, n"}, Body: macq},
	{Name: "linalg.quantized_batch_matmul", Inputs: 4, Dims: "b m n k", Iters: "pppr", Maps: []string{"b, m, k", "b, k, n", "", "", "b, m, n"}, Body: macq},
	{Name: "linalg.conv_2d_nhwc_hwcf_q", Inputs: 4, Window: 2, Dims: "n oh ow f kh kw c", Iters: "pppprrr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, c", "kh, kw, c, f", "", "", "n, oh, ow, f"}, Body: macq},
	{Name: "linalg.conv_2d_nhwc_fhwc_q", Inputs: 4, Window: 2, Dims: "n oh ow f kh kw c", Iters: "pppprrr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, c", "f, kh, kw, c", "", "", "n, oh, ow, f"}, Body: macq},
	{Name: "linalg.conv_2d_nchw_fchw_q", Inputs: 4, Window: 2, Dims: "n f oh ow c kh kw", Iters: "pppprrr",
		Maps: []string{"n, c, oh*S0 + kh*D0, ow*S1 + kw*D1", "f, c, kh, kw", "", "", "n, f, oh, ow"}, Body: macq},
	{Name: "linalg.conv_2d_ngchw_gfchw_q", Inputs: 4, Window: 2, Dims: "n g fg oh ow c kh kw", Iters: "ppppprrr",
		Maps: []string{"n, g, c, oh*S0 + kh*D0, ow*S1 + kw*D1", "g, fg, c, kh, kw", "", "", "n, g, fg, oh, ow"}, Body: macq},
	{Name: "linalg.conv_2d_nhwgc_gfhwc_q", Inputs: 4, Window: 2, Dims: "n oh ow g fg kh kw c", Iters: "ppppprrr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, g, c", "g, fg, kh, kw, c", "", "", "n, oh, ow, g, fg"}, Body: macq},
	{Name: "linalg.conv_3d_ndhwc_dhwcf_q", Inputs: 4, Window: 3, Dims: "n od oh ow f kd kh kw c", Iters: "ppppprrrr",
		Maps: []string{"n, od*S0 + kd*D0, oh*S1 + kh*D1, ow*S2 + kw*D2, c", "kd, kh, kw, c, f", "", "", "n, od, oh, ow, f"}, Body: macq},
	{Name: "linalg.depthwise_conv_2d_nhwc_hwc_q", Inputs: 4, Window: 2, Dims: "n oh ow ic kh kw", Iters: "pppprr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, ic", "kh, kw, ic", "", "", "n, oh, ow, ic"}, Body: macq},
	{Name: "linalg.depthwise_conv_2d_nhwc_hwcm_q", Inputs: 4, Window: 2, Dims: "n oh ow ic cm kh kw", Iters: "ppppprr",
		Maps: []string{"n, oh*S0 + kh*D0, ow*S1 + kw*D1, ic", "kh, kw, ic, cm", "", "", "n, oh, ow, ic, cm"}, Body: macq},
	// Elementwise named ops (rank-polymorphic).
	{Name: "linalg.add", Inputs: 2, Body: binary(arith.AddF.Name, arith.AddI.Name)},
	{Name: "linalg.sub", Inputs: 2, Body: binary(arith.SubF.Name, arith.SubI.Name)},
	{Name: "linalg.mul", Inputs: 2, Body: binary(arith.MulF.Name, arith.MulI.Name)},
	{Name: "linalg.div", Inputs: 2, Body: binary(arith.DivF.Name, arith.DivSI.Name)},
	{Name: "linalg.div_unsigned", Inputs: 2, Body: binary("", arith.DivUI.Name)},
	{Name: "linalg.max", Inputs: 2, Body: binary(arith.MaximumF.Name, arith.MaxSI.Name)},
	{Name: "linalg.min", Inputs: 2, Body: binary(arith.MinimumF.Name, arith.MinSI.Name)},
	{Name: "linalg.powf", Inputs: 2, Body: binary(math.PowF.Name, "")},
	{Name: "linalg.exp", Inputs: 1, Body: unary(math.Exp.Name)},
	{Name: "linalg.log", Inputs: 1, Body: unary(math.Log.Name)},
	{Name: "linalg.abs", Inputs: 1, Body: unary(math.AbsF.Name)},
	{Name: "linalg.ceil", Inputs: 1, Body: unary(math.Ceil.Name)},
	{Name: "linalg.floor", Inputs: 1, Body: unary(math.Floor.Name)},
	{Name: "linalg.negf", Inputs: 1, Body: unary(arith.NegF.Name)},
	{Name: "linalg.round", Inputs: 1, Body: unary(math.Round.Name)},
	{Name: "linalg.sqrt", Inputs: 1, Body: unary(math.Sqrt.Name)},
	{Name: "linalg.rsqrt", Inputs: 1, Body: unary(math.Rsqrt.Name)},
	{Name: "linalg.tanh", Inputs: 1, Body: unary(math.Tanh.Name)},
	{Name: "linalg.erf", Inputs: 1, Body: unary(math.Erf.Name)},
	{Name: "linalg.reciprocal", Inputs: 1, Body: Body{Kind: "reciprocal"}},
	{Name: "linalg.square", Inputs: 1, Body: Body{Kind: "square"}},
	{Name: "linalg.select", Inputs: 3, Body: Body{Kind: "select"}},
}

// NamedByName indexes Named.
var NamedByName = func() map[string]*NamedSpec {
	m := map[string]*NamedSpec{}
	for _, s := range Named {
		m[s.Name] = s
	}
	return m
}()

// NumLoops returns the number of loops of the spec for an op whose
// output has rank outRank.
func (s *NamedSpec) NumLoops(outRank int) int {
	if s.Dims == "" {
		return outRank
	}
	return len(strings.Fields(s.Dims))
}

// IteratorTypes returns "parallel"/"reduction" per loop.
func (s *NamedSpec) IteratorTypes(outRank int) []string {
	n := s.NumLoops(outRank)
	out := make([]string, n)
	for i := range out {
		out[i] = Parallel
		if s.Dims != "" && s.Iters[i] == 'r' {
			out[i] = Reduction
		}
	}
	return out
}

// DefaultMaps returns the spec's indexing maps for operands of the given
// ranks (-1 for a scalar), with strides and dilations substituted.
func (s *NamedSpec) DefaultMaps(ranks []int, strides, dilations []int64) ([]*ir.AffineMap, error) {
	if len(ranks) == 0 {
		return nil, fmt.Errorf("no operands")
	}
	outRank := ranks[len(ranks)-1]
	if s.Dims == "" {
		maps := make([]*ir.AffineMap, len(ranks))
		for i, r := range ranks {
			if r < 0 {
				maps[i] = ir.NewAffineMap(outRank, 0, nil)
			} else {
				maps[i] = ir.IdentityAffineMap(outRank)
			}
		}
		return maps, nil
	}
	dims := strings.Fields(s.Dims)
	out := make([]*ir.AffineMap, len(s.Maps))
	for i, src := range s.Maps {
		exprs, err := parseExprList(src, dims, strides, dilations)
		if err != nil {
			return nil, fmt.Errorf("%s map %d: %v", s.Name, i, err)
		}
		out[i] = ir.NewAffineMap(len(dims), 0, exprs)
	}
	return out, nil
}

// parseExprList parses `a, b*S0 + c*D0` into affine expressions.
func parseExprList(src string, dims []string, strides, dilations []int64) ([]*ir.AffineExpr, error) {
	var out []*ir.AffineExpr
	if strings.TrimSpace(src) == "" {
		return out, nil
	}
	for _, item := range strings.Split(src, ",") {
		var sum *ir.AffineExpr
		for _, term := range strings.Split(item, "+") {
			var prod *ir.AffineExpr
			for _, f := range strings.Split(term, "*") {
				f = strings.TrimSpace(f)
				e, err := factor(f, dims, strides, dilations)
				if err != nil {
					return nil, err
				}
				if prod == nil {
					prod = e
				} else {
					prod = ir.AffineMulExpr(prod, e)
				}
			}
			if sum == nil {
				sum = prod
			} else {
				sum = ir.AffineAddExpr(sum, prod)
			}
		}
		out = append(out, sum)
	}
	return out, nil
}

func factor(f string, dims []string, strides, dilations []int64) (*ir.AffineExpr, error) {
	for i, d := range dims {
		if d == f {
			return ir.AffineDimExpr(i), nil
		}
	}
	if len(f) >= 2 && (f[0] == 'S' || f[0] == 'D') {
		i, err := strconv.Atoi(f[1:])
		if err == nil {
			vals := strides
			if f[0] == 'D' {
				vals = dilations
			}
			v := int64(1)
			if i < len(vals) {
				v = vals[i]
			}
			return ir.AffineConstExpr(v), nil
		}
	}
	if v, err := strconv.ParseInt(f, 10, 64); err == nil {
		return ir.AffineConstExpr(v), nil
	}
	return nil, fmt.Errorf("unknown name %q", f)
}

// FillState is the state of `linalg.fill ins(value) outs(out)`, its body
// included: with a result on a tensor, none on a buffer.
func FillState(ctx *ir.Context, loc ir.Location, value, out *ir.Value) *ir.OperationState {
	elem := out.Type().(ir.ShapedType).ElementType()
	body := ir.NewBlock()
	in := body.AddArgument(value.Type(), loc)
	body.AddArgument(elem, loc)
	body.Append(ir.Create(&ir.OperationState{Name: ctx.NameOf(Yield), Loc: loc, Operands: []*ir.Value{in}}))
	region := ir.NewRegion()
	region.Append(body)
	st := &ir.OperationState{Name: ctx.OpName(Fill.Name), Loc: loc, Operands: []*ir.Value{value, out},
		Attrs:   []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{1, 1})}},
		Regions: []*ir.Region{region}}
	if _, ok := out.Type().(*ir.RankedTensorType); ok {
		st.Types = []ir.Type{out.Type()}
	}
	return st
}
