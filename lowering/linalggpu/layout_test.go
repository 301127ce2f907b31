package linalggpu

import (
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
)

// TestTensorCoreLayoutFits checks tensorCoreLayout's choice for every
// element type, tiling, operand order and requested stage count: the
// rings and the band fit the 48 KB of static workgroup memory, no more
// stages than asked are taken, and as many as the pass's description
// promises (16-bit 64x64 tiles: all 4; 128x128 tiles and tf32: 2; tf32's
// 128x128 tiles of eight warps: 1, with a band of one warp row).
func TestTensorCoreLayoutFits(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	f32 := ctx.F32()
	for _, in := range []ir.Type{ctx.F16(), ctx.BF16(), f32} {
		for _, shape := range []tcShape{tcSmall, tcLargeWide, tcLarge} {
			if shape == tcLarge && in == f32 {
				continue // tf32's 128x128 tiles are of eight warps (tensorCoreShape)
			}
			for _, order := range [][2]bool{{false, false}, {false, true}, {true, false}, {true, true}} {
				for stages := int64(1); stages <= maxStages; stages++ {
					k := &kernel{b: ir.NewBuilder(ctx), tcStages: stages}
					l, fits := k.tensorCoreLayout(productOperands{inElem: in, elem: f32}, shape, order[0], order[1], true)
					bytes := l.bandBytes(f32)
					for _, t := range []*ir.MemRefType{tileType(ctx, in, order[0], shape.blockM(), l.stages), tileType(ctx, in, order[1], shape.blockN(), l.stages)} {
						n := int64(ir.IntOrFloatBitWidth(in) / 8)
						for _, d := range t.Dims {
							n *= d
						}
						bytes += n
					}
					want := min(stages, 4)
					switch {
					case shape != tcSmall && in == f32:
						want = 1
					case shape != tcSmall || in == f32:
						want = min(stages, 2)
					}
					if !fits || bytes > maxStaticShared || l.stages != want {
						t.Errorf("%s %v A k-major %v B k-major %v, %d stages asked: %d stages, band %dx%d+%d of %d warp rows, %d bytes",
							ir.TypeString(in), shape, order[0], order[1], stages, l.stages, l.chunk*tcFragment, l.blockN(), l.bandPad, l.bandWarpRows, bytes)
					}
					full := tcLayout{tcShape: shape, stages: 1, chunk: shape.chunkFragments(f32), bandWarpRows: shape.warpsM, bandPad: 4}
					if l.stages == 1 && (in != f32 || shape == tcSmall) && l != full {
						t.Errorf("%s %v: one stage changes the band: %+v", ir.TypeString(in), shape, l)
					}
					if in == f32 && shape == tcLargeWide && (l.bandWarpRows != 1 || l.chunk != 1) {
						t.Errorf("tf32 128x128: band %+v, want one fragment row of one warp row", l)
					}
				}
			}
		}
	}
}
