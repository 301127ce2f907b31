// Package irgen generates the large modules of the IR benchmarks: straight-
// line functions of arith ops in MLIR's custom syntax, which both strata-opt
// and mlir-opt parse, verify and print.
package irgen

import (
	"bufio"
	"fmt"
	"io"
)

// opCycle is the ops the generated bodies cycle through: integer and float
// arithmetic, comparisons, selects and casts, so that the printer and the
// parser see a realistic mix of formats.
var opCycle = []string{
	"%%%d = arith.addi %%%d, %%ci : i32",
	"%%%d = arith.muli %%%d, %%ci overflow<nsw> : i32",
	"%%%d = arith.xori %%%d, %%ci : i32",
	"%%%d = arith.subi %%%d, %%ci : i32",
}

// Module writes a module of funcs functions of ops arith ops each.
func Module(w io.Writer, funcs, ops int) error {
	bw := bufio.NewWriterSize(w, 1<<20)
	for f := 0; f < funcs; f++ {
		fmt.Fprintf(bw, "func.func @f%d(%%arg0: i32) -> i32 {\n", f)
		fmt.Fprintf(bw, "  %%ci = arith.constant 7 : i32\n")
		fmt.Fprintf(bw, "  %%0 = arith.addi %%arg0, %%ci : i32\n")
		for i := 1; i < ops; i++ {
			bw.WriteString("  ")
			fmt.Fprintf(bw, opCycle[i%len(opCycle)], i, i-1)
			bw.WriteByte('\n')
		}
		fmt.Fprintf(bw, "  return %%%d : i32\n}\n", ops-1)
	}
	return bw.Flush()
}

// LinalgModule writes one function of ops linalg.generic ops on tensors,
// each an elementwise add of the previous result and the argument, with
// its indexing maps, iterator types and region, as the tensor/loop-level
// benchmark of the IR issue asks.
func LinalgModule(w io.Writer, ops int) error {
	bw := bufio.NewWriterSize(w, 1<<20)
	bw.WriteString("#map = affine_map<(d0, d1) -> (d0, d1)>\n")
	bw.WriteString("func.func @f(%arg0: tensor<4x8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {\n")
	prev := "%arg0"
	for i := 0; i < ops; i++ {
		fmt.Fprintf(bw, "  %%%d = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = [\"parallel\", \"parallel\"]} ins(%s, %%arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%%init : tensor<4x8xf32>) {\n", i, prev)
		bw.WriteString("  ^bb0(%in: f32, %in_0: f32, %out: f32):\n")
		bw.WriteString("    %s = arith.addf %in, %in_0 : f32\n")
		bw.WriteString("    linalg.yield %s : f32\n")
		bw.WriteString("  } -> tensor<4x8xf32>\n")
		prev = fmt.Sprintf("%%%d", i)
	}
	fmt.Fprintf(bw, "  return %s : tensor<4x8xf32>\n}\n", prev)
	return bw.Flush()
}
