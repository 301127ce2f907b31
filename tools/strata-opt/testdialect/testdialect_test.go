package testdialect

import (
	"strings"
	"testing"

	"github.com/strata-compiler/strata/ir"
)

// TestAssemblyFormats compiles the assembly format of each of the test
// dialect's ops (registration leaves it to the op's first parse or print).
func TestAssemblyFormats(t *testing.T) {
	c := ir.NewContext()
	Register(c)
	checked := 0
	for _, name := range c.RegisteredOps() {
		if !strings.HasPrefix(name, "test.") {
			continue
		}
		if err := c.LookupOp(name).CheckFormat(); err != nil {
			t.Error(err)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no test.* ops registered")
	}
}
