// Package plugin is the contract between Strata and a vendor's backend:
// what a backend declares it supports (Capabilities, as data), how Strata
// finds one (in-process: Register from the vendor's own strata-* build;
// out-of-process: an executable strata-backend-NAME on PATH, asked with a
// small versioned protocol), and what the partitioner reads to split a
// function between the backend and the host. docs/plugins.md is the
// reference; this package imports only ir, so a vendor's package depends
// on little.
package plugin

import (
	"fmt"
	"slices"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// ProtocolVersion is the version of the contract this Strata speaks. A
// plug-in answers with the version it was written for; Strata accepts
// versions from MinProtocolVersion to ProtocolVersion.
const (
	ProtocolVersion    = 1
	MinProtocolVersion = 1
)

// Levels a backend takes its functions at (the --emit stages of
// strata-compile of the same names).
const (
	LevelTorchBackend = "torch-backend"
	LevelLinalg       = "linalg"
	LevelLoops        = "loops"
	LevelLLVM         = "llvm-dialect"
)

var levels = []string{LevelTorchBackend, LevelLinalg, LevelLoops, LevelLLVM}

// AnyOp in an OpSupport stands for every op.
const AnyOp = "*"

// Capabilities is what a backend declares: its name, the level its
// functions are written at, and the ops it runs.
type Capabilities struct {
	// Protocol is the contract version the backend was written for.
	Protocol int `json:"protocol"`
	// Name is the --target name.
	Name string `json:"name"`
	// Level is one of the Level constants.
	Level string `json:"level"`
	// Ops are the ops the backend runs, named as they are at the level
	// Strata partitions (linalg on tensors: linalg.matmul, tensor.pad,
	// arith.addf...), whatever Level its segments are then lowered to; an
	// op not listed runs on the host. The name AnyOp stands for every op
	// (a backend that runs whole functions, such as a C code generator).
	Ops []OpSupport `json:"ops"`
}

// OpSupport is one op a backend runs, optionally only on some element types.
type OpSupport struct {
	// Op is the op's full name ("linalg.matmul", "torch.aten.relu").
	Op string `json:"op"`
	// ElementTypes, when given, are the element types ("f32", "i64") every
	// operand and result (tensors, memrefs, vectors and scalars) must have.
	ElementTypes []string `json:"element_types,omitempty"`
}

// Validate reports what is wrong with declared capabilities.
func (c *Capabilities) Validate() error {
	if c.Protocol < MinProtocolVersion || c.Protocol > ProtocolVersion {
		return fmt.Errorf("protocol version %d; this Strata speaks %d to %d", c.Protocol, MinProtocolVersion, ProtocolVersion)
	}
	if c.Name == "" || strings.ContainsAny(c.Name, " /\\\t\n") {
		return fmt.Errorf("bad backend name %q", c.Name)
	}
	if !slices.Contains(levels, c.Level) {
		return fmt.Errorf("unknown level %q (want one of %s)", c.Level, strings.Join(levels, ", "))
	}
	seen := map[string]bool{}
	for _, o := range c.Ops {
		if o.Op != AnyOp && !strings.Contains(o.Op, ".") {
			return fmt.Errorf("op %q: want a full op name (dialect.op)", o.Op)
		}
		if seen[o.Op] {
			return fmt.Errorf("op %q listed twice", o.Op)
		}
		seen[o.Op] = true
	}
	return nil
}

// Supports reports whether the backend runs op, and why not when it does not.
func (c *Capabilities) Supports(op *ir.Operation) (bool, string) {
	name := op.Name()
	i := slices.IndexFunc(c.Ops, func(o OpSupport) bool { return o.Op == name })
	if i < 0 {
		i = slices.IndexFunc(c.Ops, func(o OpSupport) bool { return o.Op == AnyOp })
	}
	if i < 0 {
		return false, fmt.Sprintf("%s does not run %s", c.Name, name)
	}
	rule := c.Ops[i]
	if len(rule.ElementTypes) == 0 {
		return true, ""
	}
	var values []*ir.Value
	values = append(values, op.Operands()...)
	values = append(values, op.Results()...)
	for _, v := range values {
		elem, counts := elementType(v.Type())
		if !counts {
			continue
		}
		text := "unknown"
		if elem != nil {
			text = ir.TypeString(elem)
		}
		if !slices.Contains(rule.ElementTypes, text) {
			return false, fmt.Sprintf("%s runs %s on %s only, not %s", c.Name, name, strings.Join(rule.ElementTypes, ", "), text)
		}
	}
	return true, ""
}

// elementType is the element type a value of type t has for the
// element_types rules: a tensor's, memref's or vector's element type, a
// scalar itself; a torch tensor's dtype as the builtin type it lowers to
// (si64: i64; nil when unknown). Torch's other types (!torch.int,
// !torch.list...) are an op's parameters, not its data, and do not count.
func elementType(t ir.Type) (elem ir.Type, counts bool) {
	be, ok := t.(interface{ BuiltinEquivalent() ir.Type })
	if !ok {
		// A dialect type (!dialect.name) without a builtin equivalent is
		// not data either.
		return ir.ElementTypeOrSelf(t), !strings.HasPrefix(ir.TypeString(t), "!")
	}
	if s, ok := be.BuiltinEquivalent().(ir.ShapedType); ok {
		return s.ElementType(), true
	}
	// A torch tensor without a builtin equivalent has an unknown dtype or rank.
	return nil, strings.Contains(ir.TypeString(t), "tensor")
}
