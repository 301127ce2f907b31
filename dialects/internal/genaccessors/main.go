// Command genaccessors writes a dialect package's accessors_gen.go: for
// each op with more than two operand groups, or an optional or variadic
// group next to another, a handle type XxxOp (Xxx: the package variable
// holding the op's definition) with a matcher AsXxx and one method per
// operand group, named after the group (`indices`: Indices() []*ir.Value;
// an optional group's method returns nil when the op has none).
//
// Run it from the dialect's directory (each records it in a go:generate
// line):
//
//	go run ../internal/genaccessors -dialect memref
//
// The definitions come from the dialect's registration, the variables'
// names from a probe program that imports the package (probe.go). An op
// whose definition no exported variable holds gets no handle and is
// listed at the top of the file. A generated name that
// clashes with a hand-written one, an *ir.Operation method or another
// generated name stops the generator; renames in dialects.go settles an
// accessor's clash.
//
// The generator imports the dialect packages, so they must build: to
// replace a hand-written handle by a generated one, generate from a copy
// of the package without it (-dir /tmp/copy -o accessors_gen.go) before
// deleting it. gen_test.go checks that every file is up to date.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

const outFile = "accessors_gen.go"

func main() {
	dialect := flag.String("dialect", "", "the dialect: its op-name prefix (memref)")
	dir := flag.String("dir", ".", "the dialect package's directory")
	out := flag.String("o", "", "where to write the file (default: accessors_gen.go in dir)")
	flag.Parse()
	if *out == "" {
		*out = filepath.Join(*dir, outFile)
	}
	if err := run(*dialect, *dir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "genaccessors:", err)
		os.Exit(1)
	}
}

func run(dialect, dir, out string) error {
	files, err := generateFor([]string{dialect}, func(string) string { return dir })
	if err != nil || files[dialect] == nil {
		return err
	}
	return os.WriteFile(out, files[dialect], 0o644)
}

// generateFor returns the accessors files of the dialects, each read from
// dirOf(dialect); a nil file for a dialect with no op that gets a handle.
func generateFor(names []string, dirOf func(string) string) (map[string][]byte, error) {
	srcs := map[string]*source{}
	for _, d := range names {
		if dialects[d] == nil {
			return nil, fmt.Errorf("unknown dialect %q", d)
		}
		src, err := readSource(dirOf(d), outFile)
		if err != nil {
			return nil, err
		}
		srcs[d] = src
	}
	if err := probeVars(srcs); err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for _, d := range names {
		file, err := generate(d, srcs[d])
		if err != nil {
			return nil, err
		}
		out[d] = file
	}
	return out, nil
}
