package torch

import "github.com/strata-compiler/strata/ir"

// Upsampling names the operands of an upsampling op whatever its
// overload: upsample_bilinear2d(self, output_size, align_corners,
// scales_h, scales_w), its .vec form (input, output_size?, align_corners,
// scale_factors?), and the nearest modes', which have no align_corners.
type Upsampling struct {
	Input        *ir.Value   // self, or the .vec forms' input
	OutputSize   *ir.Value   // SymInt[N] output_size, or the .vec forms' SymInt[]?
	AlignCorners *ir.Value   // nil for the nearest modes
	Scales       []*ir.Value // the float? scales, one per spatial dim; nil in the .vec forms
	ScaleFactors *ir.Value   // the .vec forms' float[]? scale_factors; nil otherwise
}

// UpsamplingOf reads args, the generated argument list of an upsampling
// op (AtenUpsampleBilinear2dArgs[*ir.Value]).
func UpsamplingOf(args any) Upsampling {
	var u Upsampling
	switch a := args.(type) {
	case interface{ Self() *ir.Value }:
		u.Input = a.Self()
	case interface{ Input() *ir.Value }:
		u.Input = a.Input()
	}
	if a, ok := args.(interface{ OutputSize() *ir.Value }); ok {
		u.OutputSize = a.OutputSize()
	}
	if a, ok := args.(interface{ AlignCorners() *ir.Value }); ok {
		u.AlignCorners = a.AlignCorners()
	}
	switch a := args.(type) {
	case interface{ ScaleFactors() *ir.Value }:
		u.ScaleFactors = a.ScaleFactors()
	case interface {
		ScalesD() *ir.Value
		ScalesH() *ir.Value
		ScalesW() *ir.Value
	}:
		u.Scales = []*ir.Value{a.ScalesD(), a.ScalesH(), a.ScalesW()}
	case interface {
		ScalesH() *ir.Value
		ScalesW() *ir.Value
	}:
		u.Scales = []*ir.Value{a.ScalesH(), a.ScalesW()}
	case interface{ Scales() *ir.Value }:
		u.Scales = []*ir.Value{a.Scales()}
	}
	return u
}
