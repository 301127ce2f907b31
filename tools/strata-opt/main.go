// Command strata-opt parses, verifies, transforms and prints IR in MLIR's
// textual format, as mlir-opt does. The logic lives in package driver and
// the wiring (every dialect, every pass, the differential check) in
// compiler.OptConfig, which strata-compile shares; strata-opt alone also
// registers a few ops of upstream's test dialect (package testdialect), as
// mlir-opt does, for upstream's lit files.
package main

import (
	"os"

	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/gcpolicy"
	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/tools/strata-opt/testdialect"
)

func main() {
	gcpolicy.Apply()
	cfg := compiler.OptConfig("strata-opt")
	dialects := cfg.RegisterDialects
	cfg.RegisterDialects = func(ctx *ir.Context) {
		dialects(ctx)
		testdialect.Register(ctx)
	}
	code := driver.RunOpt(cfg, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	os.Exit(output.Finish("strata-opt", code, nil, os.Stderr))
}
