package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// The committed tables are what the generator writes from the committed
// schemas and models: a schema, extra or model change is regenerated, not
// edited by hand.
func TestGeneratedFilesUpToDate(t *testing.T) {
	dir := t.TempDir()
	ops, defs := filepath.Join(dir, "aten_ops.go"), filepath.Join(dir, "aten_defs.go")
	opArgs := filepath.Join(dir, "op_args.go")
	if err := run("../schemas/aten_schemas.tsv", "../../../test/models", "../schemas/handled.txt", ops, defs); err != nil {
		t.Fatal(err)
	}
	if err := writeOpArgs("..", opArgs); err != nil {
		t.Fatal(err)
	}
	for _, pair := range [][2]string{{ops, "../aten_ops.go"}, {defs, "../aten_defs.go"}, {opArgs, "../op_args.go"}} {
		want, err := os.ReadFile(pair[0])
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(pair[1])
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run `go run ./gen -schemas schemas/aten_schemas.tsv -models ../../test/models -handled schemas/handled.txt -out aten_ops.go -defs aten_defs.go -opargs op_args.go` in dialects/torch", pair[1])
		}
	}
}
