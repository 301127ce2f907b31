// Command strata-translate translates between MLIR and other formats, as
// mlir-translate does:
//
//	strata-translate --mlir-to-llvmir in.mlir -o out.ll
//	strata-translate --mlir-to-ptx gpu.mlir -o out.ptx
//
// The first reads a module in the llvm dialect (with our parser and every
// dialect registered) and writes LLVM IR text (typed-pointer syntax, which
// LLVM 14 and later read); the second writes the PTX of its GPU modules.
// Diagnostics go to stderr as file:line:col: error: ...; the exit code is
// 1 on any error, and no output file is written then.
// internal/toolmain.Translate is the command as a function.
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
	code := toolmain.Translate(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	os.Exit(output.Finish("strata-translate", code, nil, os.Stderr))
}
