// Command strata-compile compiles a model to native code, stage by stage
// (see package compiler):
//
//	strata-compile test/models/mlp/model.mlir --emit=so -o mlp.so
package main

import (
	"os"

	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/driver/gcpolicy"
	"github.com/strata-compiler/strata/driver/output"
)

func main() {
	gcpolicy.Apply()
	os.Exit(output.Finish("strata-compile", compiler.Main(os.Args[1:]), nil, os.Stderr))
}
