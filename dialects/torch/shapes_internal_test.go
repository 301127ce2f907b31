package torch

import "testing"

// TestShapeFamiliesArguments checks the arguments the shape families read
// (checkReads) against the ops' schemas.
func TestShapeFamiliesArguments(t *testing.T) {
	if len(argReads) == 0 {
		t.Fatal("no argument reads recorded")
	}
	for _, r := range argReads {
		for _, d := range r.ops {
			if e := lookupSchemaOp(d.Name); e == nil || e.def != d {
				t.Errorf("%s: not a declared overload", d.Name)
				continue
			}
			if msg := r.wrongRead(d); msg != "" {
				t.Error(msg)
			}
		}
	}
}
