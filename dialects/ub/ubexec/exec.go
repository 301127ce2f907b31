// Package ubexec declares the interpreter semantics of the ub ops: a
// poison value, reported where it would matter (a branch, a store, an
// index, a result), as arith's poison.
package ubexec

import (
	"github.com/strata-compiler/strata/dialects/ub"
	"github.com/strata-compiler/strata/interp/exec"
)

// Semantics are the ub ops' semantics.
var Semantics = exec.Table{
	ub.Poison.Name: func(c *exec.Ctx) error {
		c.Results[0] = exec.PoisonOf(c.Op)
		return nil
	},
}
