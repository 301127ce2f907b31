// Command strata-compile compiles a model to native code, stage by stage
// (see package compiler):
//
//	strata-compile test/models/mlp/model.mlir --emit=so -o mlp.so
package main

import (
	"os"

	"github.com/strata-compiler/strata/compiler"
)

func main() { os.Exit(compiler.Main(os.Args[1:])) }
