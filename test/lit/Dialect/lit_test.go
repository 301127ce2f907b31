// Package dialect_test runs the lit tests under test/lit/Dialect as subtests of TestLit
// (test/lit runs the other folders but Conversion/, which has a package of its own too):
//
//	go test ./test/lit/Dialect -run 'TestLit/Arith/canonicalize.mlir' -v
package dialect_test

import (
	"os"
	"testing"

	"github.com/strata-compiler/strata/test/lit/littest"
)

func TestMain(m *testing.M) { os.Exit(littest.Main(m)) }

func TestLit(t *testing.T) {
	littest.RunHere(t)
}
