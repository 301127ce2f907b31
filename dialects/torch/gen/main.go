// Command gen writes dialects/torch/aten_ops.go: one row per operator
// overload the torch dialect declares, the overload's PyTorch schema
// string — every row of schemas/aten_schemas.tsv (the aten::, prims:: and
// quantized_decomposed:: namespaces), in three tables:
//
//   - coreATenOps: the core ATen opset;
//   - extraATenOps: the non-core overloads exporters commonly emit (the
//     extras list below) and every overload a model under test/models uses;
//   - onDemandOps: all the others.
//
// The first two are registered in every context: they are the ops the
// compiler handles (shape functions, decompositions, lowerings, the
// interpreter), and test/opnames holds each to that. The torch dialect
// declares the others when a program first names one (ir.Dialect's
// ResolveOp): they parse, verify against their schema and print.
//
// It also writes aten_defs.go (defs.go): the registered overloads' definitions
// and typed views by name, and those of the on-demand overloads code names
// (namedOnDemand below); and op_args.go (torchops.go): the operand lists by
// name of the dialect's own ops (prim ops, the object graph's, torch_c's),
// read from their definitions in the package's source.
//
// Besides the extras below, schemas/handled.txt lists the overloads the
// compiler handles; they are registered too.
//
//	go run ./gen -schemas schemas/aten_schemas.tsv -models ../../test/models -handled schemas/handled.txt -out aten_ops.go -defs aten_defs.go -opargs op_args.go
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// extras are the non-core ATen overloads registered in every context
// besides the core opset, as `name.overload` (`name` alone for the
// default overload): those exporters commonly emit, which the compiler
// handles or lists as unsupported with a reason.
var extras = []string{
	// Composite ops that exporters and Torch-MLIR users emit before decomposition.
	"linear", "layer_norm", "softmax.int", "log_softmax.int", "conv1d", "conv2d", "conv3d",
	"conv_transpose1d", "conv_transpose2d.input", "matmul", "dropout", "flatten.using_ints",
	"unflatten.int", "batch_norm", "group_norm", "instance_norm", "silu", "hardswish",
	"hardsigmoid", "relu6", "mish", "softplus", "var", "var.correction", "std", "std.dim",
	"std.correction", "sum", "max", "min", "t", "transpose.int", "reshape", "contiguous",
	"to.dtype", "to.device", "to.dtype_layout", "type_as", "expand_as", "view_as", "reshape_as",
	"zeros", "ones", "zeros_like", "ones_like", "empty_like", "new_zeros", "new_ones", "new_full",
	"split.Tensor", "split_with_sizes", "chunk", "unbind.int", "stack", "hstack", "einsum",
	"adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_max_pool2d", "max_pool1d", "max_pool2d",
	"avg_pool1d", "scaled_dot_product_attention", "masked_fill.Scalar", "masked_fill.Tensor",
	"tril", "triu", "baddbmm", "square", "rsub.Scalar", "rsub.Tensor", "exp2", "log_sigmoid",
	"pad", "narrow", "repeat_interleave.self_int", "roll", "cumprod", "norm.ScalarOpt_dim",
	"linalg_vector_norm", "item", "detach", "lift_fresh_copy", "alias_copy", "numel", "dim",
	"size", "size.int", "all", "all.dim", "argsort", "outer", "dot", "mv", "erf", "celu", "glu",
	"threshold", "upsample_nearest2d", "upsample_bilinear2d", "pixel_shuffle", "im2col",
	// Overloads convert-torch-to-linalg lowers and exporters emit.
	"clamp_min", "clamp_max", "clamp_min.Tensor", "clamp_max.Tensor", "lerp.Scalar", "lerp.Tensor",
	"_cast_Float", "where.ScalarSelf", "where.ScalarOther", "where.Scalar", "erfc", "_convolution",
	"_unsafe_view", "numpy_T", "squeeze", "broadcast_to", "concat", "new_empty", "arange",
	"arange.start", "conv_transpose3d.input", "index.Tensor_hacked_twin", "conv1d.padding",
	"conv2d.padding", "conv3d.padding",
	// Composite ops exported before decomposition (issue 14): RMSNorm, nearest upsampling in 1 and 3 dims.
	"rms_norm", "upsample_nearest1d", "upsample_nearest1d.vec", "upsample_nearest3d", "upsample_nearest3d.vec",
	// In-place and out-of-place copies the exporters keep.
	"copy_", "add_.Tensor", "mul_.Tensor", "fill_.Scalar", "zero_",
	// Scalar arithmetic on ints, floats and bools (symbolic shapes, TorchScript).
	"add.int", "sub.int", "mul.int", "floordiv.int", "remainder.int", "div.int", "neg.int",
	"eq.int", "ne.int", "lt.int", "gt.int", "le.int", "ge.int", "add.float", "sub.float",
	"mul.float", "div.float", "neg.float", "eq.float", "lt.float", "gt.float", "sqrt.int",
	"ceil.float", "floor.float", "Int.Tensor", "Float.Tensor", "Bool.Tensor", "Int.float",
	"Float.int", "ScalarImplicit", "__and__.bool", "__or__.bool", "Bool.int", "len.t",
	"__getitem__.t", "sym_numel", "sym_size.int", "sym_stride.int",
	// Elementwise ops the interpreter runs on complex numbers (torchexec/complex.go).
	"float_power.Tensor_Tensor", "float_power.Tensor_Scalar", "float_power.Scalar", "angle", "sgn",
	"sinc", "logaddexp", "ldexp.Tensor", "conj_physical", "addcmul", "addcdiv", "isfinite", "isreal",
}

// namedOnDemand are overloads declared on demand (not registered in
// every context) that code names: each gets its definition and typed
// views in aten_defs.go, built when the package initializes, but is still
// declared only when a program names it. They are the views and Python
// names the alias table maps (torch/aliases.go), and the overloads that
// torch's canonicalization and parameter checks and torchdecompose's
// contract and decompositions name.
var namedOnDemand = []string{
	"lift_fresh", "view.dtype", "view_copy.dtype", "_neg_view", "_neg_view_copy",
	"_reshape_alias", "_reshape_alias_copy", "_fw_primal", "_fw_primal_copy", "_make_dual",
	"_make_dual_copy", "_indices", "_indices_copy", "_values", "_values_copy", "indices",
	"indices_copy", "values", "values_copy", "ccol_indices", "ccol_indices_copy", "col_indices",
	"col_indices_copy", "crow_indices", "crow_indices_copy", "row_indices", "row_indices_copy",
	"_sparse_broadcast_to", "_sparse_broadcast_to_copy", "_nested_get_values",
	"_nested_get_values_copy", "_nested_view_from_buffer", "_nested_view_from_buffer_copy",
	"_nested_view_from_jagged", "_nested_view_from_jagged_copy",
	"_test_autograd_multiple_dispatch_view", "_test_autograd_multiple_dispatch_view_copy",
	"_assert_tensor_metadata", "_unique2", "_scaled_mm", "_scaled_mm_v2",
	// The in-place special functions and the random ops' generator
	// overloads torchdecompose decomposes.
	"lgamma_", "digamma_", "erfinv_", "i0_", "sinc_", "logit_", "mvlgamma_", "igamma_", "igammac_",
	"xlogy_.Tensor", "xlogy_.Scalar_Other", "rand.generator", "rand_like.generator", "randn.generator",
	"randn_like.generator", "randperm.generator",
}

// specialPolynomials are torch.special's orthogonal polynomials, named on
// demand with their x_scalar and n_scalar overloads: the interpreter and
// torchtolinalg read x and n through their argument lists.
var specialPolynomials = []string{"chebyshev_polynomial_t", "chebyshev_polynomial_u",
	"chebyshev_polynomial_v", "chebyshev_polynomial_w", "shifted_chebyshev_polynomial_t",
	"shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v",
	"shifted_chebyshev_polynomial_w", "hermite_polynomial_h", "hermite_polynomial_he",
	"laguerre_polynomial_l", "legendre_polynomial_p"}

func init() {
	for _, p := range specialPolynomials {
		namedOnDemand = append(namedOnDemand, "special_"+p, "special_"+p+".x_scalar", "special_"+p+".n_scalar")
	}
}

func main() {
	schemas := flag.String("schemas", "schemas/aten_schemas.tsv", "the TSV of ATen schemas")
	models := flag.String("models", "../../test/models", "folder of models whose ops are declared too")
	out := flag.String("out", "aten_ops.go", "the Go file to write")
	defs := flag.String("defs", "aten_defs.go", "the Go file of the registered overloads' definitions to write")
	handled := flag.String("handled", "schemas/handled.txt", "the overloads the compiler handles beyond the core opset and the extras")
	opArgs := flag.String("opargs", "op_args.go", "the Go file of the torch dialect's own ops' operand lists to write, from the definitions in its folder")
	flag.Parse()
	err := run(*schemas, *models, *handled, *out, *defs)
	if err == nil {
		err = writeOpArgs(filepath.Dir(*opArgs), *opArgs)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

type row struct {
	core   bool
	schema string
	ns     string // aten, prims or quantized_decomposed
	name   string // add.Tensor
}

func run(schemaPath, modelsDir, handledPath, outPath, defsPath string) error {
	rows, err := readSchemas(schemaPath)
	if err != nil {
		return err
	}
	wanted := map[string]string{} // name -> why
	for _, e := range extras {
		wanted[e] = "extra"
	}
	handled, err := readNames(handledPath)
	if err != nil {
		return err
	}
	for _, h := range handled {
		wanted[h] = "handled"
	}
	used, err := modelOps(modelsDir)
	if err != nil {
		return err
	}
	for _, u := range used {
		wanted[u] = "model"
	}
	byName := map[string]row{}
	for _, r := range rows {
		if r.ns == "aten" {
			byName[r.name] = r
		}
	}
	var missing []string
	for n := range wanted {
		if _, ok := byName[n]; !ok {
			missing = append(missing, n)
		}
	}
	named := map[string]bool{}
	for _, n := range namedOnDemand {
		if _, ok := byName[n]; !ok {
			missing = append(missing, n)
		}
		if byName[n].core || wanted[n] != "" {
			return fmt.Errorf("namedOnDemand lists %s, which is registered in every context", n)
		}
		named[n] = true
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		return fmt.Errorf("no schema for: %s", strings.Join(missing, ", "))
	}
	var b bytes.Buffer
	b.WriteString("// Code generated by dialects/torch/gen from schemas/aten_schemas.tsv; DO NOT EDIT.\n\n")
	b.WriteString("package torch\n\n")
	var registered []string
	b.WriteString("// coreATenOps are the overloads of PyTorch's core ATen opset.\n")
	b.WriteString("var coreATenOps = []atenOp{\n")
	for _, r := range rows {
		if r.core {
			fmt.Fprintf(&b, "\t{%s},\n", strconv.Quote(r.schema))
			registered = append(registered, r.schema)
		}
	}
	b.WriteString("}\n\n")
	b.WriteString("// extraATenOps are the non-core overloads exporters and test/models emit.\n")
	b.WriteString("var extraATenOps = []atenOp{\n")
	for _, r := range rows {
		if !r.core && r.ns == "aten" && wanted[r.name] != "" {
			fmt.Fprintf(&b, "\t{%s},\n", strconv.Quote(r.schema))
			registered = append(registered, r.schema)
		}
	}
	b.WriteString("}\n\n")
	b.WriteString("// onDemandOps are the other overloads (aten::, prims:: and quantized_decomposed::),\n")
	b.WriteString("// declared when a program first names one.\n")
	b.WriteString("var onDemandOps = []atenOp{\n")
	var onDemand []string
	for _, r := range rows {
		if !r.core && (r.ns != "aten" || wanted[r.name] == "") {
			fmt.Fprintf(&b, "\t{%s},\n", strconv.Quote(r.schema))
			if r.ns == "aten" && named[r.name] {
				onDemand = append(onDemand, r.schema)
			}
		}
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		return err
	}
	if err := os.WriteFile(outPath, src, 0o644); err != nil {
		return err
	}
	return writeDefs(registered, onDemand, defsPath)
}

// namespaces are the operator namespaces the torch dialect declares, as
// torch.<namespace>.<name>.
var namespaces = []string{"aten", "prims", "quantized_decomposed"}

// readSchemas reads `core|-<TAB>tags<TAB>schema` lines.
func readSchemas(path string) ([]row, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rows []row
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for line := 1; sc.Scan(); line++ {
		t := sc.Text()
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		cols := strings.Split(t, "\t")
		if len(cols) != 3 {
			return nil, fmt.Errorf("%s:%d: want 3 tab-separated columns", path, line)
		}
		s := cols[2]
		ns, _, ok := strings.Cut(s, "::")
		if !ok || !slices.Contains(namespaces, ns) {
			return nil, fmt.Errorf("%s:%d: schema outside the namespaces %v", path, line, namespaces)
		}
		paren := strings.IndexByte(s, '(')
		if paren < 0 {
			return nil, fmt.Errorf("%s:%d: schema without '('", path, line)
		}
		if cols[0] == "core" && ns != "aten" {
			return nil, fmt.Errorf("%s:%d: only aten:: overloads are in the core opset", path, line)
		}
		rows = append(rows, row{core: cols[0] == "core", schema: s, ns: ns, name: strings.TrimPrefix(s[:paren], ns+"::")})
	}
	return rows, sc.Err()
}

// readNames reads one name a line, skipping blank lines and # comments.
func readNames(path string) ([]string, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, line := range strings.Split(string(src), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out, nil
}

var atenRef = regexp.MustCompile(`torch\.aten\.([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)?)`)

// modelOps lists the ATen overloads (name.overload) the models use.
func modelOps(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*", "model.mlir"))
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		for _, m := range atenRef.FindAllSubmatch(src, -1) {
			seen[string(m[1])] = true
		}
	}
	var out []string
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out, nil
}
