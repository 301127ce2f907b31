//go:build ignore

// gen writes the large FileCheck benchmark: an MLIR-like input of about
// -mb megabytes and a check file of -checks CHECK lines spread over it,
// mixing fixed strings, regexes, variable captures and uses, CHECK-NEXT,
// CHECK-LABEL and CHECK-NOT.
//
//	go run bench/filecheck/gen.go -dir /tmp/fcbench -mb 50 -checks 10000
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	dir := flag.String("dir", "/tmp/fcbench", "output folder")
	mb := flag.Int("mb", 50, "input size in megabytes")
	checks := flag.Int("checks", 10000, "number of CHECK lines")
	flag.Parse()
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	in, _ := os.Create(filepath.Join(*dir, "input.mlir"))
	ck, _ := os.Create(filepath.Join(*dir, "check.mlir"))
	iw, cw := bufio.NewWriter(in), bufio.NewWriter(ck)
	const linesPerFunc = 40
	lineLen := len("    %v1000000 = arith.addi %v999999, %cst_12 : i32\n")
	total := *mb << 20 / lineLen
	every := total / *checks
	if every < 2 {
		every = 2
	}
	written := 0
	for i := 0; i < total; i++ {
		if i%linesPerFunc == 0 {
			fmt.Fprintf(iw, "  func.func @f%d(%%arg0: i32) -> i32 {\n", i/linesPerFunc)
		}
		fmt.Fprintf(iw, "    %%v%d = arith.addi %%v%d, %%cst_%d : i32\n", i, i-1, i%17)
		if i%every == 0 && written < *checks {
			switch written % 5 {
			case 0:
				fmt.Fprintf(cw, "// CHECK: %%v%d = arith.addi %%v%d\n", i, i-1)
			case 1:
				fmt.Fprintf(cw, "// CHECK: %%v%d = arith.{{(addi|muli)}} %%v{{[0-9]+}}, %%cst_{{[0-9]+}} : i32\n", i)
			case 2:
				fmt.Fprintf(cw, "// CHECK: %%[[V%d:v[0-9]+]] = arith.addi %%v%d\n", written, i-1)
				fmt.Fprintf(cw, "// CHECK-NEXT: arith.addi %%[[V%d]], %%cst\n", written)
			case 3:
				fmt.Fprintf(cw, "// CHECK-NOT: arith.muli\n// CHECK: %%v%d = arith.addi\n", i)
			case 4:
				fmt.Fprintf(cw, "// CHECK: %%v%d = arith.addi %%v[[#%d]], %%cst_[[#%d]] : i32\n", i, i-1, i%17)
			}
			written++
		}
	}
	iw.Flush()
	cw.Flush()
	in.Close()
	ck.Close()
}
