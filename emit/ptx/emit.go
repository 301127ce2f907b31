// Package ptx writes PTX assembly (NVIDIA's virtual GPU ISA) for a GPU
// module in the llvm and nvvm dialects, without LLVM: the counterpart of
// translating to NVVM IR and running llc -march=nvptx64. See docs/ptx.md.
//
// The input is any op with one region (a gpu.module after
// convert-gpu-to-nvvm, or a builtin.module) whose block holds llvm.func
// and llvm.mlir.global ops. Functions with a `gpu.kernel` or `nvvm.kernel`
// unit attribute become `.visible .entry` kernels, other defined functions
// `.func`s. Calls to external declarations are resolved against the math
// helpers (libm names such as expf, and libdevice's __nv_expf), which are
// written once each as PTX `.func`s.
//
// Values live in virtual registers, one per scalar; structs and arrays
// (the memref descriptors) are split into one register per field. Block
// arguments are registers that the branches into the block assign with a
// parallel copy on the edge.
package ptx

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// Options select the PTX target.
type Options struct {
	// Chip is the target architecture (.target), "sm_90" by default.
	Chip string
	// PTXVersion is the ISA version (.version), "7.8" by default.
	PTXVersion string
	// LineInfo writes .file/.loc directives for the ops' FileLineColLoc
	// locations.
	LineInfo bool
}

func (o Options) withDefaults() Options {
	if o.Chip == "" {
		o.Chip = "sm_90"
	}
	if o.PTXVersion == "" {
		o.PTXVersion = "7.8"
	}
	return o
}

// Emit returns the PTX text of container's functions and globals.
func Emit(container *ir.Operation, opts Options) (string, error) {
	return EmitLinked([]*ir.Operation{container}, opts)
}

// EmitLinked returns one PTX module holding the functions and globals of
// every container, as if they were one: a model's kernels, outlined one
// gpu.module each, then load (and JIT) once. The containers' external
// declarations (math functions) may repeat; a symbol defined twice is an
// error.
func EmitLinked(containers []*ir.Operation, opts Options) (string, error) {
	if len(containers) == 0 {
		return "", fmt.Errorf("no GPU module to emit")
	}
	opts = opts.withDefaults()
	e := &emitter{opts: opts, container: containers[0], helpers: map[string]bool{}, files: map[string]int{},
		funcs: map[string]*ir.Operation{}, globals: map[string]*ir.Operation{}}
	for _, c := range containers {
		if c.NumRegions() != 1 || c.Region(0).Empty() {
			return "", c.EmitError("expected an op with one region holding llvm.func and llvm.mlir.global ops")
		}
		e.bodies = append(e.bodies, c.Region(0).Front())
	}
	if err := e.run(); err != nil {
		return "", err
	}
	return e.out.String(), nil
}

type emitter struct {
	opts      Options
	container *ir.Operation
	// bodies are the blocks of the containers emitted as one module.
	bodies  []*ir.Block
	out     strings.Builder
	funcs   map[string]*ir.Operation
	globals map[string]*ir.Operation
	// helpers are the math helpers used, by PTX name.
	helpers map[string]bool
	files   map[string]int
	fileSeq []string
	// nfunc numbers the functions (for their labels).
	nfunc int
}

func isKernel(op *ir.Operation) bool {
	return op.HasAttr("gpu.kernel") || op.HasAttr("nvvm.kernel")
}

func symName(op *ir.Operation) string {
	if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

var badIdent = regexp.MustCompile(`[^A-Za-z0-9_$]`)

// ident turns a symbol name into a PTX identifier.
func ident(s string) string {
	s = badIdent.ReplaceAllStringFunc(s, func(c string) string {
		if c == "." {
			return "_$_"
		}
		return fmt.Sprintf("_$%02x_", c[0])
	})
	if s == "" || (s[0] >= '0' && s[0] <= '9') {
		s = "_" + s
	}
	return s
}

func hasBody(op *ir.Operation) bool { return op.NumRegions() == 1 && !op.Region(0).Empty() }

func (e *emitter) run() error {
	var ops []*ir.Operation
	for _, b := range e.bodies {
		ops = append(ops, b.Ops()...)
	}
	var defined []*ir.Operation
	for _, op := range ops {
		switch op.Def() {
		case dl.FuncOp:
			name := symName(op)
			if prev := e.funcs[name]; prev != nil {
				if hasBody(op) && hasBody(prev) || hasBody(op) == hasBody(prev) && prev.Attr("function_type") != op.Attr("function_type") {
					return op.EmitError("function @%s is defined by two of the modules linked into one PTX module", name)
				}
				if !hasBody(op) {
					continue // the same declaration again
				}
			}
			e.funcs[name] = op
			if hasBody(op) {
				defined = append(defined, op)
			}
		case dl.Global:
			if e.globals[symName(op)] != nil {
				return op.EmitError("global @%s is defined by two of the modules linked into one PTX module", symName(op))
			}
			e.globals[symName(op)] = op
		default:
			if op.HasTrait(ir.Terminator) && op.NumOperands() == 0 {
				continue // gpu.module_end and the like
			}
			return op.EmitError("unsupported op in a PTX module (expected llvm.func or llvm.mlir.global)")
		}
	}
	// Functions first into their own buffer: they decide which helpers
	// and files are needed, which come earlier in the text.
	var fb strings.Builder
	for _, op := range defined {
		if !isKernel(op) {
			decl, err := e.funcHeader(op)
			if err != nil {
				return err
			}
			fb.WriteString(decl + ";\n")
		}
	}
	if len(defined) > 0 {
		fb.WriteString("\n")
	}
	for _, op := range defined {
		text, err := e.function(op)
		if err != nil {
			return err
		}
		fb.WriteString(text)
	}

	fmt.Fprintf(&e.out, "//\n// Generated by Strata (emit/ptx)\n//\n\n.version %s\n.target %s\n.address_size 64\n\n", e.opts.PTXVersion, e.opts.Chip)
	for i, f := range e.fileSeq {
		fmt.Fprintf(&e.out, ".file %d %q\n", i+1, f)
	}
	if len(e.fileSeq) > 0 {
		e.out.WriteString("\n")
	}
	var gnames []string
	for _, op := range ops {
		if op.Def() == dl.Global {
			gnames = append(gnames, symName(op))
		}
	}
	for _, n := range gnames {
		text, err := e.global(e.globals[n])
		if err != nil {
			return err
		}
		e.out.WriteString(text)
	}
	if len(gnames) > 0 {
		e.out.WriteString("\n")
	}
	var hs []string
	for h := range e.helpers {
		hs = append(hs, h)
	}
	sort.Strings(hs)
	for _, h := range hs {
		e.out.WriteString(helperPTX(h))
		e.out.WriteString("\n")
	}
	e.out.WriteString(fb.String())
	return nil
}

// ---- globals ----

func (e *emitter) global(op *ir.Operation) (string, error) {
	t := dl.GlobalType(op)
	size, align, err := sizeAlign(t)
	if err != nil {
		return "", op.EmitError("%v", err)
	}
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok && a.Int64() > 0 {
		align = a.Int64()
	}
	as := 0
	if a, ok := op.Attr("addr_space").(*ir.IntegerAttr); ok {
		as = int(a.Int64())
	}
	space := ".global"
	switch as {
	case 0, 1:
	case 3:
		space = ".shared"
	case 4:
		space = ".const"
	default:
		return "", op.EmitError("globals in address space %d are not supported in PTX", as)
	}
	name := ident(symName(op))
	linkage := ""
	if l, ok := op.Attr("linkage").(*dl.EnumAttr); ok {
		linkage = l.Value
	}
	ext := linkage == "external" && !op.HasAttr("value") && (op.NumRegions() == 0 || op.Region(0).Empty())
	if space == ".shared" {
		if ext && size == 0 {
			// Dynamic shared memory: the launch gives its size.
			return fmt.Sprintf(".extern .shared .align %d .b8 %s[];\n", max(align, 16), name), nil
		}
		if op.HasAttr("value") {
			return "", op.EmitError("shared memory cannot have an initializer")
		}
		return fmt.Sprintf(".shared .align %d .b8 %s[%d];\n", align, name, size), nil
	}
	vis := ".visible "
	if linkage == "internal" || linkage == "private" {
		vis = ""
	}
	if op.NumRegions() == 1 && !op.Region(0).Empty() {
		return "", op.EmitError("globals with an initializer region are not supported in PTX")
	}
	init := ""
	if v := op.Attr("value"); v != nil {
		bytes, err := initBytes(t, v)
		if err != nil {
			return "", op.EmitError("%v", err)
		}
		parts := make([]string, len(bytes))
		for i, b := range bytes {
			parts[i] = fmt.Sprint(b)
		}
		init = " = {" + strings.Join(parts, ", ") + "}"
	}
	if size == 0 {
		size = 1
	}
	return fmt.Sprintf("%s%s .align %d .b8 %s[%d]%s;\n", vis, space, align, name, size, init), nil
}

// initBytes lays out an initializer value (a scalar, a dense elements
// attribute or a string) in little-endian bytes.
func initBytes(t ir.Type, v ir.Attribute) ([]byte, error) {
	size, _, err := sizeAlign(t)
	if err != nil {
		return nil, err
	}
	out := make([]byte, size)
	put := func(off int64, bits uint64, n int64) {
		for i := int64(0); i < n && off+i < size; i++ {
			out[off+i] = byte(bits >> (8 * i))
		}
	}
	switch a := v.(type) {
	case *ir.IntegerAttr:
		put(0, uint64(a.Int64()), size)
	case *ir.FloatAttr:
		put(0, a.Bits, size)
	case *ir.StringAttr:
		copy(out, a.Value)
	case *ir.DenseElementsAttr:
		off := int64(0)
		for i := int64(0); i < a.NumElements(); i++ {
			raw := a.RawElement(i)
			copy(out[min(off, size):], raw)
			off += int64(len(raw))
		}
	default:
		return nil, fmt.Errorf("unsupported global initializer %s", ir.AttrString(v))
	}
	return out, nil
}

// Containers returns the ops of module to write as PTX: each op in its
// body that has one region and is not an llvm op (a gpu.module), or
// module itself when there is none.
func Containers(module *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	if module.NumRegions() == 1 && !module.Region(0).Empty() {
		for _, op := range module.Region(0).Front().Ops() {
			if op.NumRegions() == 1 && !strings.HasPrefix(op.Name(), "llvm.") {
				out = append(out, op)
			}
		}
	}
	if len(out) == 0 {
		out = []*ir.Operation{module}
	}
	return out
}
