package arith

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/strata-compiler/strata/ir"
)

// TestFastIntMatchesBig holds the uint64 fast paths to the big.Int ones
// they shortcut: the same attributes for the binary folds and the same
// answers for the matchers and cmpi, on edge and random values.
func TestFastIntMatchesBig(t *testing.T) {
	ctx := ir.NewContext()
	types := []ir.Type{ctx.IntegerType(1, ir.Signless), ctx.IntegerType(8, ir.Signless), ctx.IntegerType(17, ir.Signless),
		ctx.IntegerType(32, ir.Signless), ctx.IntegerType(64, ir.Signless), ctx.IndexType()}
	type pair struct {
		fast int64Fn
		slow func(a, b *big.Int) *big.Int
	}
	ops := map[string]pair{
		"add": {addU64, func(a, b *big.Int) *big.Int { return new(big.Int).Add(a, b) }},
		"sub": {subU64, func(a, b *big.Int) *big.Int { return new(big.Int).Sub(a, b) }},
		"mul": {mulU64, func(a, b *big.Int) *big.Int { return new(big.Int).Mul(a, b) }},
		"and": {andU64, func(a, b *big.Int) *big.Int { return new(big.Int).And(a, b) }},
		"or":  {orU64, func(a, b *big.Int) *big.Int { return new(big.Int).Or(a, b) }},
		"xor": {xorU64, func(a, b *big.Int) *big.Int { return new(big.Int).Xor(a, b) }},
	}
	rng := rand.New(rand.NewSource(1))
	vals := []int64{0, 1, -1, 2, 127, -128, 1 << 31, -(1 << 31), 1<<63 - 1, -1 << 63}
	for i := 0; i < 30; i++ {
		vals = append(vals, int64(rng.Uint64()))
	}
	for _, ty := range types {
		w := bitWidth(ty)
		for _, x := range vals {
			ax := ctx.IntegerAttr(ty, x)
			ux, wx, ok := smallInt(ax)
			if !ok || wx != w {
				t.Fatalf("smallInt(%s) = %v, %d", ir.AttrString(ax), ok, wx)
			}
			bx := WrapU(ax.BigInt(), w)
			if ux != bx.Uint64() {
				t.Fatalf("smallInt(%s) = %d, want %s", ir.AttrString(ax), ux, bx)
			}
			for name, m := range map[string]func(ir.Attribute) bool{"zero": isZero, "one": isOne, "allones": isAllOnes, "smax": isSMax, "smin": isSMin} {
				slow := map[string]func(*big.Int, int) bool{
					"zero":    func(v *big.Int, _ int) bool { return v.Sign() == 0 },
					"one":     func(v *big.Int, _ int) bool { return v.IsInt64() && v.Int64() == 1 },
					"allones": func(v *big.Int, w int) bool { return v.Cmp(umax(w)) == 0 },
					"smax":    func(v *big.Int, w int) bool { return v.Cmp(smaxU(w)) == 0 },
					"smin":    func(v *big.Int, w int) bool { return v.Cmp(sminU(w)) == 0 },
				}[name]
				if got, want := m(ax), matchInt(ax, slow); got != want {
					t.Errorf("%s(%s) = %v, want %v", name, ir.AttrString(ax), got, want)
				}
			}
			for _, y := range vals[:12] {
				ay := ctx.IntegerAttr(ty, y)
				uy, _, _ := smallInt(ay)
				by := WrapU(ay.BigInt(), w)
				for name, p := range ops {
					r, _ := p.fast(ux, uy, w)
					got := ctx.IntegerAttr(ty, int64(r&mask64(w)))
					want := ctx.IntegerAttrBig(ty, WrapU(p.slow(bx, by), w))
					if got != want {
						t.Errorf("%s(%s, %s) = %s, want %s", name, ir.AttrString(ax), ir.AttrString(ay), ir.AttrString(got), ir.AttrString(want))
					}
				}
				for p := CmpIEQ; p <= CmpIUGE; p++ {
					if got, want := evalCmpI64(p, ux, uy, w), EvalCmpI(p, bx, by, w); got != want {
						t.Errorf("cmpi %d (%s, %s) = %v, want %v", p, ir.AttrString(ax), ir.AttrString(ay), got, want)
					}
				}
			}
		}
	}
}
