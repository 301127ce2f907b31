// Command strata-opt parses, verifies, transforms and prints IR in MLIR's
// textual format, as mlir-opt does. The logic lives in package driver;
// this command only wires the dialects (and, later, the passes) to it.
package main

import (
	"os"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/interp/diffcheck"
	"github.com/strata-compiler/strata/passes/cli"
	"github.com/strata-compiler/strata/pipelines"
)

func main() {
	cfg := driver.Config{
		Name:             "strata-opt",
		RegisterDialects: all.Register,
		// --strata-diff-check wraps the pass manager's flags.
		Passes: diffcheck.NewPlugin(cli.New(pipelines.Registry())),
	}
	os.Exit(driver.RunOpt(cfg, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
