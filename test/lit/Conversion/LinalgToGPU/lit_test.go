// Package linalgtogpu_test runs the lit tests under test/lit/Conversion/LinalgToGPU as subtests
// of TestLit, a package of their own: their differential checks run GPU kernels in the
// interpreter, minutes of CPU in all, which test/lit/Conversion's package (the other
// conversions) would otherwise carry near go test's 10-minute default on a loaded 2-core
// machine:
//
//	go test ./test/lit/Conversion/LinalgToGPU -run 'TestLit/tensor-cores.mlir' -v
package linalgtogpu_test

import (
	"os"
	"testing"

	"github.com/strata-compiler/strata/test/lit/littest"
)

func TestMain(m *testing.M) { os.Exit(littest.Main(m)) }

func TestLit(t *testing.T) {
	littest.RunHere(t)
}
