// Command strata-backend-tile is an example backend plug-in, written
// against Strata's public contract alone (packages plugin, parser, ir):
// a toy accelerator, "tile", that runs matrix products and convolutions
// (linalg.matmul, linalg.batch_matmul, linalg.conv_2d_nchw_fchw on f32) and
// fills, simulated by simulator/tile.c as a 16x16 systolic array with its
// own scratchpad. Everything else of a model stays on the host.
//
//	go build -o DIR/ ./examples/backends/tile && PATH=DIR:$PATH
//	strata-compile model.mlir --target=tile --partition-report -o model.so
//
// For each segment Strata sends, the plug-in writes C: an entry point
// _mlir_ciface_F (Strata's C ABI: memref descriptors by pointer, the
// results first) that allocates each result, runs the fills on the host
// side of the chip and streams each product through the array, then
// compiles it with tile.c by cc into one object.
package main

import (
	_ "embed"
	"fmt"
	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/linalg"
	tensord "github.com/strata-compiler/strata/dialects/tensor"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/plugin"
)

//go:embed simulator/tile.c
var simulator string

// capabilities are tile's declaration: products and fills of f32.
var capabilities = plugin.Capabilities{
	Protocol: plugin.ProtocolVersion,
	Name:     "tile",
	Level:    plugin.LevelLinalg,
	Ops: []plugin.OpSupport{
		{Op: linalg.Matmul.Name, ElementTypes: []string{"f32"}},
		{Op: linalg.BatchMatmul.Name, ElementTypes: []string{"f32"}},
		{Op: linalg.Conv2DNchwFchw.Name, ElementTypes: []string{"f32"}},
		{Op: linalg.Fill.Name, ElementTypes: []string{"f32"}},
	},
}

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// run answers one request of Strata's (the protocol is plugin.Serve's).
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return plugin.Serve(args, stdin, stdout, stderr, capabilities, func(req plugin.CompileRequest) (*plugin.Artifact, error) {
		return compile(req.Module, req.Functions, req.OutDir)
	})
}

// compile writes the segments' C and the simulator into out and builds
// one object of both.
func compile(src string, functions []string, out string) (*plugin.Artifact, error) {
	ctx := ir.NewContext()
	all.Register(ctx)
	module, err := parser.ParseSource(ctx, "segments.mlir", src, parser.Options{})
	if err != nil {
		return nil, err
	}
	var c strings.Builder
	c.WriteString(prelude)
	for _, name := range functions {
		f := findFunc(module, name)
		if f == nil {
			return nil, fmt.Errorf("segments.mlir: no function @%s", name)
		}
		if err := emitFunc(&c, f); err != nil {
			return nil, err
		}
	}
	if err := os.WriteFile(filepath.Join(out, "segments.c"), []byte(c.String()), 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(out, "tile.c"), []byte(simulator), 0o644); err != nil {
		return nil, err
	}
	cc := os.Getenv("CC")
	if cc == "" {
		cc = "cc"
	}
	for _, file := range []string{"segments", "tile"} {
		cmd := exec.Command(cc, "-O2", "-fPIC", "-c", file+".c", "-o", file+".o")
		cmd.Dir = out
		if msg, err := cmd.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("%s: %v\n%s", cc, err, msg)
		}
	}
	cmd := exec.Command(cc, "-r", "-nostdlib", "-o", "tile-segments.o", "segments.o", "tile.o")
	cmd.Dir = out
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%s -r: %v\n%s", cc, err, msg)
	}
	return &plugin.Artifact{Protocol: plugin.ProtocolVersion, Path: "tile-segments.o", Kind: plugin.KindObject, Functions: functions}, nil
}

func findFunc(module *ir.Operation, name string) *ir.Operation {
	for o := module.Region(0).Front().First(); o != nil; o = o.Next() {
		if o.Def() == fn.Func && ir.SymbolName(o) == name {
			return o
		}
	}
	return nil
}

const prelude = `#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void tile_matmul(int64_t m, int64_t n, int64_t k, const float *a, const float *b, float *c);
void tile_conv2d_nchw(int64_t n, int64_t c, int64_t h, int64_t w, int64_t f, int64_t kh, int64_t kw,
                      int64_t oh, int64_t ow, int64_t sh, int64_t sw, int64_t dh, int64_t dw,
                      const float *in, const float *wt, float *out);

/* Strata's memref descriptors of rank 0 to 8. */
typedef struct { float *allocated, *aligned; int64_t offset; } memref0;
#define DESC(r) typedef struct { float *allocated, *aligned; int64_t offset, sizes[r], strides[r]; } memref##r;
DESC(1) DESC(2) DESC(3) DESC(4) DESC(5) DESC(6) DESC(7) DESC(8)

static float *tile_alloc(int64_t n) { return malloc((size_t)(n > 0 ? n : 1) * sizeof(float)); }
static float *tile_copy(const float *src, int64_t n) { float *d = tile_alloc(n); memcpy(d, src, (size_t)n * sizeof(float)); return d; }
`

// pair reads a convolution's strides or dilations (two values, or one
// for both; 1 when absent).
func pair(a ir.Attribute) (int64, int64) {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok || d.NumElements() == 0 {
		return 1, 1
	}
	if d.NumElements() == 1 {
		return d.IntElement(0), d.IntElement(0)
	}
	return d.IntElement(0), d.IntElement(1)
}

// floatLiteral is x as a C float expression.
func floatLiteral(x float64) string {
	switch {
	case math.IsNaN(x):
		return "NAN"
	case math.IsInf(x, 1):
		return "INFINITY"
	case math.IsInf(x, -1):
		return "(-INFINITY)"
	}
	return fmt.Sprintf("(float)%.9g", x)
}

// tensor is a value of the function in the C code: a row-major buffer.
type tensor struct {
	name  string   // the C variable of its data
	sizes []string // C expressions of its sizes
	owned bool     // allocated here (freed unless returned)
}

func (t tensor) count() string {
	return "(" + strings.Join(append([]string{"1"}, t.sizes...), " * ") + ")"
}

// emitFunc writes the entry point of segment f.
func emitFunc(c *strings.Builder, f *ir.Operation) error {
	ft := f.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
	name := ir.SymbolName(f)
	var params []string
	if len(ft.Results) > 0 {
		params = append(params, "void *results")
	}
	values := map[*ir.Value]tensor{}
	scalars := map[*ir.Value]string{}
	var body strings.Builder
	block := f.Region(0).Front()
	for i, arg := range block.Args() {
		switch t := arg.Type().(type) {
		case *ir.RankedTensorType:
			if len(t.Dims) > 8 {
				return fmt.Errorf("@%s: argument %d of rank %d (tile takes 0 to 8)", name, i, len(t.Dims))
			}
			params = append(params, fmt.Sprintf("memref%d *a%d", len(t.Dims), i))
			v := tensor{name: fmt.Sprintf("in%d", i)}
			for d := range t.Dims {
				v.sizes = append(v.sizes, fmt.Sprintf("a%d->sizes[%d]", i, d))
			}
			fmt.Fprintf(&body, "  float *in%d = a%d->aligned + a%d->offset;\n", i, i, i)
			values[arg] = v
		case *ir.IndexType:
			params = append(params, fmt.Sprintf("int64_t a%d", i))
			scalars[arg] = fmt.Sprintf("a%d", i)
		case *ir.FloatType: // a fill's value the host computed
			if t.Width() != 32 {
				return fmt.Errorf("@%s: argument %d of type %s", name, i, ir.TypeString(t))
			}
			params = append(params, fmt.Sprintf("float a%d", i))
			scalars[arg] = fmt.Sprintf("a%d", i)
		default:
			return fmt.Errorf("@%s: argument %d of type %s", name, i, ir.TypeString(arg.Type()))
		}
	}
	var made []tensor // the buffers allocated here, in order
	fresh := func(t *ir.RankedTensorType, sizes []string) tensor {
		v := tensor{name: fmt.Sprintf("t%d", len(made)), sizes: sizes, owned: true}
		made = append(made, v)
		fmt.Fprintf(&body, "  float *%s = tile_alloc(%s);\n", v.name, v.count())
		return v
	}
	staticSizes := func(t *ir.RankedTensorType, dynamic []*ir.Value) ([]string, error) {
		var sizes []string
		k := 0
		for _, d := range t.Dims {
			if d >= 0 {
				sizes = append(sizes, fmt.Sprint(d))
				continue
			}
			if k >= len(dynamic) {
				return nil, fmt.Errorf("@%s: tensor.empty without a size for a dynamic dim", name)
			}
			sizes = append(sizes, scalars[dynamic[k]])
			k++
		}
		return sizes, nil
	}
	var returned []*ir.Value
	for op := block.First(); op != nil; op = op.Next() {
		where := ir.LocString(op.Loc())
		switch op.Def() {
		case arith.Constant:
			switch a := op.Attr("value").(type) {
			case *ir.FloatAttr:
				scalars[op.Result(0)] = floatLiteral(a.Value())
			case *ir.IntegerAttr:
				scalars[op.Result(0)] = fmt.Sprint(a.Int64())
			default:
				return fmt.Errorf("%s: error: tile takes scalar constants only", where)
			}
		case tensord.Empty:
			t := op.Result(0).Type().(*ir.RankedTensorType)
			sizes, err := staticSizes(t, op.Operands())
			if err != nil {
				return err
			}
			values[op.Result(0)] = fresh(t, sizes)
		case linalg.Fill: // ins(value) outs(tensor)
			outs := values[op.Operand(1)]
			r := fresh(op.Result(0).Type().(*ir.RankedTensorType), outs.sizes)
			fmt.Fprintf(&body, "  for (int64_t i = 0; i < %s; i++) %s[i] = %s;\n", r.count(), r.name, scalars[op.Operand(0)])
			values[op.Result(0)] = r
		case linalg.Matmul, linalg.BatchMatmul: // ins(a, b) outs(c): c + a * b
			a, b, acc := values[op.Operand(0)], values[op.Operand(1)], values[op.Operand(2)]
			r := fresh(op.Result(0).Type().(*ir.RankedTensorType), acc.sizes)
			fmt.Fprintf(&body, "  memcpy(%s, %s, (size_t)%s * sizeof(float));\n", r.name, acc.name, r.count())
			if op.Def() == linalg.Matmul {
				fmt.Fprintf(&body, "  tile_matmul(%s, %s, %s, %s, %s, %s);\n", a.sizes[0], b.sizes[1], a.sizes[1], a.name, b.name, r.name)
			} else {
				m, n, k := a.sizes[1], b.sizes[2], a.sizes[2]
				fmt.Fprintf(&body, "  for (int64_t q = 0; q < %s; q++)\n    tile_matmul(%s, %s, %s, %s + q * %s * %s, %s + q * %s * %s, %s + q * %s * %s);\n",
					a.sizes[0], m, n, k, a.name, m, k, b.name, k, n, r.name, m, n)
			}
			values[op.Result(0)] = r
		case linalg.Conv2DNchwFchw: // ins(input, filter) outs(acc), strides and dilations
			in, w, acc := values[op.Operand(0)], values[op.Operand(1)], values[op.Operand(2)]
			r := fresh(op.Result(0).Type().(*ir.RankedTensorType), acc.sizes)
			fmt.Fprintf(&body, "  memcpy(%s, %s, (size_t)%s * sizeof(float));\n", r.name, acc.name, r.count())
			sh, sw := pair(op.Attr("strides"))
			dh, dw := pair(op.Attr("dilations"))
			fmt.Fprintf(&body, "  tile_conv2d_nchw(%s, %s, %s, %s, %s, %s, %s, %s, %s, %d, %d, %d, %d, %s, %s, %s);\n",
				in.sizes[0], in.sizes[1], in.sizes[2], in.sizes[3], w.sizes[0], w.sizes[2], w.sizes[3],
				acc.sizes[2], acc.sizes[3], sh, sw, dh, dw, in.name, w.name, r.name)
			values[op.Result(0)] = r
		case fn.Return:
			returned = op.Operands()
		default:
			return fmt.Errorf("%s: error: tile does not run %s", where, op.Name())
		}
	}
	// Results: each a buffer of its own (copied if returned twice or not
	// made here), written into the caller's descriptors.
	fmt.Fprintf(c, "\nvoid _mlir_ciface_%s(%s) {\n%s", name, strings.Join(params, ", "), body.String())
	if len(returned) > 0 {
		c.WriteString("  struct {")
		for i, v := range returned {
			fmt.Fprintf(c, " memref%d r%d;", len(v.Type().(*ir.RankedTensorType).Dims), i)
		}
		c.WriteString(" } *out = results;\n")
	}
	given := map[string]bool{}
	for i, v := range returned {
		t := values[v]
		buf := t.name
		if !t.owned || given[buf] {
			buf = fmt.Sprintf("tile_copy(%s, %s)", t.name, t.count())
		}
		given[t.name] = true
		fmt.Fprintf(c, "  { float *p = %s; out->r%d.allocated = out->r%d.aligned = p; out->r%d.offset = 0;\n", buf, i, i, i)
		stride := "1"
		for d := len(t.sizes) - 1; d >= 0; d-- {
			fmt.Fprintf(c, "    out->r%d.sizes[%d] = %s; out->r%d.strides[%d] = %s;\n", i, d, t.sizes[d], i, d, stride)
			stride = stride + " * " + t.sizes[d]
		}
		c.WriteString("  }\n")
	}
	for _, t := range made {
		if !given[t.name] {
			fmt.Fprintf(c, "  free(%s);\n", t.name)
		}
	}
	c.WriteString("}\n")
	return nil
}
