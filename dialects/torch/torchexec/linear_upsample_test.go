package torchexec_test

import "testing"

var square2 = f32([]int64{1, 1, 2, 2}, 1, 2, 3, 4)

// F.interpolate(x, size=(4,4), mode='nearest') repeats each element in
// a 2x2 block; to (3,3) the source index is floor(o * 2/3):
// [[1,1,2],[1,1,2],[3,3,4]].
func TestUpsampleNearest(t *testing.T) {
	src := opSrc("torch.aten.upsample_nearest2d", []string{vtensorType("1,1,2,2", "f32"), "ints 4,4", "none", "none"}, vtensorType("1,1,4,4", "f32"))
	res := run(t, src, square2)
	wantF(t, res[0], []int64{1, 1, 4, 4}, 0, 1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4)

	src = opSrc("torch.aten.upsample_nearest2d", []string{vtensorType("1,1,2,2", "f32"), "ints 3,3", "none", "none"}, vtensorType("1,1,3,3", "f32"))
	res = run(t, src, square2)
	wantF(t, res[0], []int64{1, 1, 3, 3}, 0, 1, 1, 2, 1, 1, 2, 3, 3, 4)

	// Shrinking [1,2,3] to 2 reads floor(o * 1.5): [1,2].
	src = opSrc("torch.aten.upsample_nearest2d", []string{vtensorType("1,1,1,3", "si64"), "ints 1,2", "none", "none"}, vtensorType("1,1,1,2", "si64"))
	res = run(t, src, ints(64, []int64{1, 1, 1, 3}, 1, 2, 3))
	wantI(t, res[0], []int64{1, 1, 1, 2}, 1, 2)

	// .vec with scale_factors (2,3): the output is floor(in * factor)
	// and the source floor(o / 3): [1,2] becomes [1,1,1,2,2,2] twice.
	src = opSrc("torch.aten.upsample_nearest2d.vec", []string{vtensorType("1,1,1,2", "f32"), "none", "floats 2.0,3.0"}, vtensorType("1,1,2,6", "f32"))
	res = run(t, src, f32([]int64{1, 1, 1, 2}, 1, 2))
	wantF(t, res[0], []int64{1, 1, 2, 6}, 0, 1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2)

	// The scale factor, not the sizes, gives the source:
	// F.interpolate(torch.arange(5.).view(1,1,1,5), scale_factor=(1, 0.7))
	// has 3 columns read at floor(o / 0.7), [0,1,2] (in/out would read
	// [0,1,3]).
	src = opSrc("torch.aten.upsample_nearest2d.vec", []string{vtensorType("1,1,1,5", "f32"), "none", "floats 1.0,0.7"}, vtensorType("1,1,1,3", "f32"))
	res = run(t, src, f32([]int64{1, 1, 1, 5}, 0, 1, 2, 3, 4))
	wantF(t, res[0], []int64{1, 1, 1, 3}, 0, 0, 1, 2)

	src = opSrc("torch.aten.upsample_nearest2d.vec", []string{vtensorType("1,1,2,2", "f32"), "ints 3,3", "none"}, vtensorType("1,1,3,3", "f32"))
	res = run(t, src, square2)
	wantF(t, res[0], []int64{1, 1, 3, 3}, 0, 1, 1, 2, 1, 1, 2, 3, 3, 4)
}

// F.interpolate(x, size=(4,4), mode='bilinear', align_corners=False) on
// [[1,2],[3,4]]: the source coordinates are 0, 0.25, 0.75, 1 in each dim
// (clamped at the edges), so the output is 1 + t_col + 2*t_row.
func TestUpsampleBilinear(t *testing.T) {
	want := []float64{
		1, 1.25, 1.75, 2,
		1.5, 1.75, 2.25, 2.5,
		2.5, 2.75, 3.25, 3.5,
		3, 3.25, 3.75, 4,
	}
	src := opSrc("torch.aten.upsample_bilinear2d", []string{vtensorType("1,1,2,2", "f32"), "ints 4,4", "bool false", "none", "none"}, vtensorType("1,1,4,4", "f32"))
	res := run(t, src, square2)
	wantF(t, res[0], []int64{1, 1, 4, 4}, 1e-7, want...)
	// The same by scale_factors (2,2).
	src = opSrc("torch.aten.upsample_bilinear2d.vec", []string{vtensorType("1,1,2,2", "f32"), "none", "bool false", "floats 2.0,2.0"}, vtensorType("1,1,4,4", "f32"))
	res = run(t, src, square2)
	wantF(t, res[0], []int64{1, 1, 4, 4}, 1e-7, want...)

	// F.interpolate(torch.arange(3.).view(1,1,1,3), scale_factor=(1, 1.7),
	// mode='bilinear'): 5 columns at (o + 0.5)/1.7 - 0.5, clamped to
	// [0, 2]: PyTorch gives [0, 0.38235298, 0.97058833, 1.5588236, 2].
	src = opSrc("torch.aten.upsample_bilinear2d.vec", []string{vtensorType("1,1,1,3", "f32"), "none", "bool false", "floats 1.0,1.7"}, vtensorType("1,1,1,5", "f32"))
	res = run(t, src, f32([]int64{1, 1, 1, 3}, 0, 1, 2))
	wantF(t, res[0], []int64{1, 1, 1, 5}, 1e-6, 0, 0.38235298, 0.97058833, 1.5588236, 2)

	// align_corners=True to (3,3): coordinates 0, 0.5, 1.
	src = opSrc("torch.aten.upsample_bilinear2d", []string{vtensorType("1,1,2,2", "f32"), "ints 3,3", "bool true", "none", "none"}, vtensorType("1,1,3,3", "f32"))
	res = run(t, src, square2)
	wantF(t, res[0], []int64{1, 1, 3, 3}, 1e-7, 1, 1.5, 2, 2, 2.5, 3, 3, 3.5, 4)
}

func TestUpsampleErrors(t *testing.T) {
	src := opSrc("torch.aten.upsample_nearest2d.vec", []string{vtensorType("1,1,2,2", "f32"), "ints 3,3", "floats 2.0,2.0"}, vtensorType("?,?,?,?", "f32"))
	wantErr(t, src, "exactly one", square2)
	src = opSrc("torch.aten.upsample_nearest2d", []string{vtensorType("?,?,?", "f32"), "ints 3,3", "none", "none"}, vtensorType("?,?,?,?", "f32"))
	wantErr(t, src, "[N, C, H, W]", f32([]int64{1, 2, 2}, 1, 2, 3, 4))
	src = opSrc("torch.aten.upsample_bilinear2d", []string{vtensorType("1,1,2,2", "f32"), "ints 0,3", "bool false", "none", "none"}, vtensorType("?,?,?,?", "f32"))
	wantErr(t, src, "must be positive", square2)
}
