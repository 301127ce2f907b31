package ir

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestAffineSimplifyAndPrint(t *testing.T) {
	d0, d1 := AffineDimExpr(0), AffineDimExpr(1)
	s0 := AffineSymExpr(0)
	c := AffineConstExpr
	cases := []struct {
		name string
		e    *AffineExpr
		want string
	}{
		{"const fold", AffineAddExpr(c(2), c(3)), "5"},
		{"const to rhs", AffineAddExpr(c(3), d0), "d0 + 3"},
		{"add zero", AffineAddExpr(d0, c(0)), "d0"},
		{"sub", AffineSub(d0, d1), "d0 - d1"},
		{"sub const", AffineSub(d0, c(1)), "d0 - 1"},
		{"neg", AffineNeg(d0), "-d0"},
		{"mul by -3", AffineAddExpr(d0, AffineMulExpr(d1, c(-3))), "d0 - d1 * 3"},
		{"mul one", AffineMulExpr(d0, c(1)), "d0"},
		{"mul zero", AffineMulExpr(d0, c(0)), "0"},
		{"mul chain", AffineMulExpr(AffineMulExpr(d0, c(3)), c(5)), "d0 * 15"},
		{"x - x", AffineSub(d0, d0), "0"},
		{"x + x", AffineAddExpr(d0, d0), "d0 * 2"},
		{"reassoc consts", AffineAddExpr(AffineAddExpr(AffineAddExpr(d0, c(1)), c(2)), c(3)), "d0 + 6"},
		{"floordiv fold", AffineFloorDivExpr(c(-7), c(2)), "-4"},
		{"ceildiv fold", AffineCeilDivExpr(c(7), c(2)), "4"},
		{"mod fold", AffineModExpr(c(-7), c(3)), "2"},
		{"mod of multiple", AffineModExpr(AffineMulExpr(d0, c(8)), c(4)), "0"},
		{"mod mod", AffineModExpr(AffineModExpr(d0, c(4)), c(2)), "d0 mod 2"},
		{"floordiv of scaled", AffineFloorDivExpr(AffineMulExpr(d0, c(8)), c(4)), "d0 * 2"},
		{"mod from floordiv", AffineAddExpr(d0, AffineMulExpr(AffineFloorDivExpr(d0, c(4)), c(-4))), "d0 mod 4"},
		{"parens", AffineFloorDivExpr(AffineAddExpr(d0, d1), c(2)), "(d0 + d1) floordiv 2"},
		{"symbolic mul", AffineAddExpr(AffineMulExpr(d0, s0), s0), "d0 * s0 + s0"},
		{"sub of sum", AffineSub(AffineAddExpr(d0, s0), AffineAddExpr(d0, AffineSymExpr(1))), "d0 + s0 - (d0 + s1)"},
		{"neg of sum", AffineNeg(AffineAddExpr(d0, c(1))), "-(d0 + 1)"},
	}
	for _, tc := range cases {
		if got := tc.e.String(); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestAffineMapAndSetString(t *testing.T) {
	m := NewAffineMap(2, 1, []*AffineExpr{AffineAddExpr(AffineDimExpr(0), AffineSymExpr(0)), AffineFloorDivExpr(AffineDimExpr(1), AffineConstExpr(2))})
	if diff := cmp.Diff("(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)", m.String()); diff != "" {
		t.Error(diff)
	}
	if !IdentityAffineMap(3).IsIdentity() || m.IsIdentity() {
		t.Error("IsIdentity")
	}
	s := &IntegerSet{NumDims: 1, NumSyms: 1, Constraints: []*AffineExpr{AffineSub(AffineDimExpr(0), AffineSymExpr(0)), AffineDimExpr(0)}, EqFlags: []bool{false, true}}
	if diff := cmp.Diff("(d0)[s0] : (d0 - s0 >= 0, d0 == 0)", s.String()); diff != "" {
		t.Error(diff)
	}
}
