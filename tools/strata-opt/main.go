// Command strata-opt parses, verifies, transforms and prints IR in MLIR's
// textual format, as mlir-opt does. The logic lives in package driver and
// the wiring (every dialect, every pass, the differential check) in
// compiler.OptConfig, which strata-compile shares.
package main

import (
	"os"

	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/output"
)

func main() {
	code := driver.RunOpt(compiler.OptConfig("strata-opt"), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	os.Exit(output.Finish("strata-opt", code, nil, os.Stderr))
}
