//go:build ignore

// gen writes the large FileCheck benchmark files (see package fcgen):
//
//	go run bench/filecheck/gen.go -dir /tmp/fcbench -mb 50 -checks 10000
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/strata-compiler/strata/bench/filecheck/fcgen"
)

func main() {
	dir := flag.String("dir", "/tmp/fcbench", "output folder")
	mb := flag.Int("mb", 50, "input size in megabytes")
	checks := flag.Int("checks", 10000, "number of checks")
	flag.Parse()
	if err := run(*dir, *mb, *checks); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(dir string, mb, checks int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	in, err := os.Create(filepath.Join(dir, "input.mlir"))
	if err != nil {
		return err
	}
	defer in.Close()
	ck, err := os.Create(filepath.Join(dir, "check.mlir"))
	if err != nil {
		return err
	}
	defer ck.Close()
	return fcgen.Write(in, ck, mb, checks)
}
