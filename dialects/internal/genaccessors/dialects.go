package main

import (
	"sort"
	"strings"

	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/bufferization"
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/cf"
	complexd "github.com/strata-compiler/strata/dialects/complex"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/index"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/llvm"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/nvgpu"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/dialects/ub"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
)

// dialects are the dialects that get accessors, by the op-name prefix that
// is also their directory under dialects/. Torch is not here: its
// generator (dialects/torch/gen) writes its argument lists.
var dialects = map[string]func(*ir.Context){
	"affine": affine.Register, "arith": arith.Register, "bufferization": bufferization.Register,
	"builtin": builtin.Register, "cf": cf.Register, "complex": complexd.Register, "func": fn.Register,
	"gpu": gpu.Register, "index": index.Register, "linalg": linalg.Register, "llvm": llvm.Register,
	"math": mathd.Register, "memref": memref.Register, "nvgpu": nvgpu.Register, "nvvm": nvvm.Register, "scf": scf.Register,
	"tensor": tensor.Register, "ub": ub.Register, "vector": vector.Register,
}

// family is a set of ops that share their operand groups and one handle,
// instead of a type per op: the linalg named ops are all `ins`/`outs`.
type family struct {
	dialect string
	handle  string // the handle is <handle>Op, its matcher As<handle>
	what    string // for the handle's comment
	list    string // the Go expression, in the dialect package, listing the ops
	defs    []*ir.OpDef
}

var families = []family{
	{dialect: "linalg", handle: "Named", what: "a named structured op (linalg.matmul, linalg.fill, linalg.conv_2d_nchw_fchw...)",
		list: "NamedOps", defs: linalg.NamedOps},
	{dialect: "memref", handle: "Allocation", what: "a memref.alloc or memref.alloca",
		list: "[]*ir.OpDef{Alloc, Alloca}", defs: []*ir.OpDef{memref.Alloc, memref.Alloca}},
}

// alsoHandled are ops with at most two single operands that get a handle
// anyway, because callers used a hand-written one or read them often.
var alsoHandled = map[*ir.OpDef]bool{memref.Copy: true, memref.Cast: true, memref.Transpose: true, bufferization.Clone: true, linalg.Softmax: true}

// spellings override the CamelCase of an operand group's name where plain
// capitalization reads wrong, for every op.
var spellings = map[string]string{
	"memref":  "MemRef",
	"memrefs": "MemRefs",
}

// renames give an accessor another name than its group's CamelCase, keyed
// "op.name/group". A clash with an *ir.Operation method or another
// accessor of the op stops the generator, naming the key; the fix is an
// entry here, the name the op's documentation uses for the operand.
var renames = map[string]string{
	"math.clampf/operand": "Input", // Operand would hide (*ir.Operation).Operand
}

// opDefs returns the ops registered under dialect d, by name.
func opDefs(d string) []*ir.OpDef {
	ctx := ir.NewContext()
	dialects[d](ctx)
	var out []*ir.OpDef
	for _, name := range ctx.RegisteredOps() {
		if strings.HasPrefix(name, d+".") {
			out = append(out, ctx.LookupOp(name))
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// wanted reports whether def gets a handle: more than two operand groups,
// or an optional or variadic group next to another, where positions
// stop being obvious.
func wanted(def *ir.OpDef) bool {
	if alsoHandled[def] || len(def.Operands) > 2 {
		return true
	}
	if len(def.Operands) < 2 {
		return false
	}
	for _, g := range def.Operands {
		if g.Arity != ir.Single {
			return true
		}
	}
	return false
}
