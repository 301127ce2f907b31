// Command strata-opt parses, verifies, transforms and prints IR in MLIR's
// textual format, as mlir-opt does. The logic lives in package driver and
// the wiring (every dialect, every pass, the differential check) in
// compiler.OptConfig, which strata-compile shares; strata-opt alone also
// registers a few ops of upstream's test dialect (package testdialect), as
// mlir-opt does, for upstream's lit files. internal/toolmain.Opt is the
// command as a function.
package main

import (
	"context"
	"os"

	"github.com/strata-compiler/strata/driver/gcpolicy"
	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/internal/toolmain"
)

func main() {
	gcpolicy.Apply()
	code := toolmain.Opt(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	os.Exit(output.Finish("strata-opt", code, nil, os.Stderr))
}
