// Command strata-filecheck is a drop-in for LLVM's FileCheck:
//
//	strata-opt f.mlir | strata-filecheck f.mlir
//
// It takes FileCheck's options, in LLVM's spelling (-check-prefix=X and
// --check-prefix=X alike), and FILECHECK_OPTS from the environment. Exit
// codes: 0 all checks matched, 1 a check failed, 2 bad usage or check file.
// internal/toolmain.FileCheck is the command as a function.
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
	code := toolmain.FileCheck(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	os.Exit(output.Finish("strata-filecheck", code, nil, os.Stderr))
}
