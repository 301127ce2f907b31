package cpu

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/ir"
)

// The harness reads as many elements as an input's shape says: a shape
// whose count overflows (2^32 x 2^32 wraps to 0, so an empty file used
// to be read past its end) or a file of the wrong size is an error before
// any C is written.
func TestHarnessChecksInputSizes(t *testing.T) {
	ctx := ir.NewContext()
	ft := ctx.FunctionType([]ir.Type{ctx.MemRefType([]int64{ir.ShapedDynamic, ir.ShapedDynamic}, ctx.F32(), nil, nil)}, nil)
	dir := t.TempDir()
	file := func(n int) string {
		p := filepath.Join(dir, fmt.Sprintf("in%d.bin", n))
		if err := os.WriteFile(p, make([]byte, n), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tt := range []struct {
		in   Input
		want string
	}{
		{Input{File: file(0), Shape: []int64{1 << 32, 1 << 32}}, "has more than"},
		{Input{File: file(0), Shape: []int64{-1, 0}}, "negative size"},
		{Input{File: file(12), Shape: []int64{2, 2}}, "holds 12 bytes, shape [2 2] needs 16"},
		{Input{File: file(20), Shape: []int64{2, 2}}, "holds 20 bytes, shape [2 2] needs 16"},
		{Input{File: filepath.Join(dir, "missing.bin"), Shape: []int64{2, 2}}, "missing.bin"},
	} {
		_, err := Harness("main", ft, []Input{tt.in})
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "argument 0") {
			t.Errorf("shape %v: got %v, want an error about argument 0 saying %q", tt.in.Shape, err, tt.want)
		}
	}
	if _, err := Harness("main", ft, []Input{{File: file(16), Shape: []int64{2, 2}}}); err != nil {
		t.Errorf("a right-sized input: %v", err)
	}
	if _, err := Harness("main", ft, []Input{{File: file(0), Shape: []int64{0, 1 << 62}}}); err != nil {
		t.Errorf("an empty input: %v", err)
	}
}
