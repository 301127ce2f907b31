package filecheck

import (
	"bytes"
	"io"
	"testing"

	"github.com/strata-compiler/strata/bench/filecheck/fcgen"
)

// BenchmarkCheckLarge checks an 8 MB MLIR-like input against 2,000 checks.
// bench/filecheck/run.sh compares the command against LLVM's FileCheck on
// 50 MB; this one tracks the library alone.
func BenchmarkCheckLarge(b *testing.B) {
	var input, check bytes.Buffer
	if err := fcgen.Write(&input, &check, 8, 2000); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(input.Len()))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if code := Check("check.mlir", check.Bytes(), "input.mlir", input.Bytes(), Options{}, io.Discard); code != ExitMatch {
			b.Fatalf("exit code %d", code)
		}
	}
}
