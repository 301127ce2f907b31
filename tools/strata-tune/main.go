// Command strata-tune searches the kernel choices of a module's GPU matrix
// products one shape at a time and writes the strata.gpu_tunings table
// of those that beat the defaults:
//
//	strata-compile model.mlir --emit=linalg -o model.linalg.mlir
//	strata-tune model.linalg.mlir -o tunings.txt              # on a GPU
//	strata-tune model.linalg.mlir --apply model.tuned.mlir    # the module with its table
//	strata-tune --list model.linalg.mlir                      # shapes and candidates, no GPU
//
// internal/toolmain.Tune is the command as a function.
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
	code := toolmain.Tune(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	os.Exit(output.Finish("strata-tune", code, nil, os.Stderr))
}
