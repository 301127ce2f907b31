// Package conversion_test runs the lit tests under test/lit/Conversion as subtests of
// TestLit, but for LinalgToGPU/, a package of its own (test/lit runs the other folders):
//
//	go test ./test/lit/Conversion -run 'TestLit/SCFToGPU/rows.mlir' -v
package conversion_test

import (
	"os"
	"testing"

	"github.com/strata-compiler/strata/test/lit/littest"
)

func TestMain(m *testing.M) { os.Exit(littest.Main(m)) }

func TestLit(t *testing.T) {
	littest.RunHere(t, "LinalgToGPU")
}
