// Package lit_test runs every lit file test under test/lit as a subtest of TestLit, named by
// its path relative to this folder:
//
//	go test ./test/lit -run 'TestLit/lit-runner/shell.test' -v
//
// TestMain builds ./tools/... from the current tree once, into a temporary folder that the
// tests' tool substitutions (lit.cfg) point at. Folders in $STRATA_BIN_DIR are searched after
// it, for tools the tree does not build.
package lit_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/strata-compiler/strata/test/lit/littest"
)

func TestMain(m *testing.M) { os.Exit(littest.Main(m)) }

// TestToolsBuild fails when a tool under tools/ does not build; the lit tests still run
// with the tools that did.
func TestToolsBuild(t *testing.T) { littest.ToolsBuild(t) }

// TestLit runs the lit tests of this folder but Conversion/ and Dialect/, which
// test/lit/Conversion's and test/lit/Dialect's packages run (the parts keep each package far
// from go test's 10-minute default: this one alone took 509 s on a 2-core machine loaded by
// two other builds).
func TestLit(t *testing.T) {
	littest.RunHere(t, "Conversion", "Dialect")
}

// TestExamples runs the examples the README's first command runs, so that
// they stay true.
func TestExamples(t *testing.T) {
	littest.RunDir(t, filepath.Join(littest.ModuleDir(), "examples"))
}
