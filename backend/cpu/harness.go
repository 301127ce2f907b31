package cpu

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
)

// This file generates the C harness that calls the compiled entry
// through its `_mlir_ciface_` wrapper: memref arguments as pointers to
// descriptors, several results (or a memref result) stored through a
// pointer passed first. The harness reads inputs from raw files, prints
// every result and writes memref results as raw row-major data.

// cType is the C type of a scalar type, with the element kind the
// printer uses ("" when unsupported).
func cType(t ir.Type) (string, string) {
	switch t := t.(type) {
	case *ir.IndexType:
		return "int64_t", "i"
	case *ir.IntegerType:
		switch t.Width {
		case 1:
			return "bool", "b"
		case 8, 16, 32, 64:
			return fmt.Sprintf("int%d_t", t.Width), "i"
		}
	case *ir.FloatType:
		switch t.Width() {
		case 32:
			return "float", "f"
		case 64:
			return "double", "f"
		}
	}
	return "", ""
}

// elemCType is cType for the element type of a memref, which also
// allows the types C has no portable scalar of: memref data is only read
// and written as bits, so the harness stores f16 and bf16 as uint16_t
// (kinds 'h' and 'B') and complex<f32> and complex<f64> as a struct of
// two floats or doubles, real part first (kind 'c'). A scalar of these
// types would need the platform's calling convention for it, which C
// has no portable type for: they are memref elements only.
func elemCType(t ir.Type) (string, string) {
	switch t := t.(type) {
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16:
			return "uint16_t", "h"
		case ir.BF16:
			return "uint16_t", "B"
		}
	case *ir.ComplexType:
		if ft, ok := t.Elem.(*ir.FloatType); ok {
			switch ft.Kind {
			case ir.F32:
				return "complex64_t", "c"
			case ir.F64:
				return "complex128_t", "c"
			}
		}
	}
	return cType(t)
}

// Input is one argument of the entry: a memref's data file and shape, or
// a scalar's C literal.
type Input struct {
	// File is the raw little-endian row-major data of a memref argument.
	File  string
	Shape []int64
	// Scalar is the C literal of a scalar argument.
	Scalar string
}

// CheckInput reports why array a cannot be passed for an argument of type
// t: its bytes go to the compiled code as they are (inputBytes), so its
// dtype must be the element type's (dtype: signedness aside; an i1 also
// takes u1 and i1 arrays; bf16, which NumPy lacks, takes a real float
// array, rounded to bfloat16), its rank and static sizes t's, and its
// data must hold exactly its elements. t is the compiled function's memref
// or scalar type, or a type of a level above that becomes one: a ranked
// tensor, or a dialect type with a builtin equivalent (a torch value
// tensor or scalar).
func CheckInput(a *npy.Array, t ir.Type) error {
	if err := a.Validate(); err != nil {
		return err
	}
	rt := t // the runtime type; errors name t
	if r, ok := t.(interface{ BuiltinEquivalent() ir.Type }); ok && r.BuiltinEquivalent() != nil {
		rt = r.BuiltinEquivalent()
	}
	elem, shaped := rt, false
	var dims []int64
	switch st := rt.(type) {
	case *ir.MemRefType:
		elem, shaped, dims = st.Elem, true, st.Dims
	case *ir.RankedTensorType:
		elem, shaped, dims = st.Elem, true, st.Dims
	}
	want, ok := dtype(elem)
	if !ok {
		return fmt.Errorf("unsupported type %s", ir.TypeString(t))
	}
	bf16 := isBF16(elem) && a.IsFloat()
	if a.Dtype != want && !bf16 && !(want[0] == 'i' && a.Dtype == "u"+want[1:]) && !(want == "b1" && (a.Dtype == "u1" || a.Dtype == "i1")) {
		return fmt.Errorf("dtype '%s' does not match element type '%s' (expected '%s')", a.Dtype, ir.TypeString(elem), want)
	}
	if !shaped {
		if a.Len() != 1 {
			return fmt.Errorf("a scalar argument needs one element, got shape %v", a.Shape)
		}
		return nil
	}
	if len(a.Shape) != len(dims) {
		return fmt.Errorf("array of rank %d for '%s'", len(a.Shape), ir.TypeString(t))
	}
	for k, d := range dims {
		if d != ir.ShapedDynamic && d != int64(a.Shape[k]) {
			return fmt.Errorf("array of shape %v for '%s'", a.Shape, ir.TypeString(t))
		}
	}
	return nil
}

// cSize is the bytes of C type ct (one of cType's and elemCType's).
func cSize(ct string) int64 {
	switch ct {
	case "bool", "int8_t":
		return 1
	case "uint16_t", "int16_t":
		return 2
	case "float", "int32_t":
		return 4
	case "complex128_t":
		return 16
	}
	return 8 // double, int64_t, complex64_t
}

// maxInputBytes bounds one input of the harness (a terabyte): no size
// read from an input can overflow the harness's arithmetic.
const maxInputBytes = 1 << 40

// inputElements returns the element count of in's shape after checking
// that no size is negative, the count does not overflow, and in.File
// holds exactly count * size bytes: the compiled code reads as many
// elements as the sizes say, so a short file would be read past its end.
func inputElements(in Input, size int64) (int64, error) {
	n := int64(1)
	for _, d := range in.Shape {
		if d < 0 {
			return 0, fmt.Errorf("negative size in shape %v", in.Shape)
		}
	}
	if !slices.Contains(in.Shape, 0) {
		for _, d := range in.Shape {
			if n > maxInputBytes/size/d {
				return 0, fmt.Errorf("shape %v has more than %d bytes of elements", in.Shape, int64(maxInputBytes))
			}
			n *= d
		}
	} else {
		n = 0
	}
	fi, err := os.Stat(in.File)
	if err != nil {
		return 0, err
	}
	if fi.Size() != n*size {
		return 0, fmt.Errorf("%s holds %d bytes, shape %v needs %d (%d elements of %d bytes)", in.File, fi.Size(), in.Shape, n*size, n, size)
	}
	return n, nil
}

func descType(rank int) string { return fmt.Sprintf("memref%d_t", rank) }

func descDecl(rank int) string {
	if rank == 0 {
		return "typedef struct { void *alloc; void *aligned; int64_t offset; } memref0_t;\n"
	}
	return fmt.Sprintf("typedef struct { void *alloc; void *aligned; int64_t offset; int64_t sizes[%d]; int64_t strides[%d]; } %s;\n",
		rank, rank, descType(rank))
}

const harnessLib = `#include <math.h>
#include <time.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* IEEE half bits to float (subnormals, infinities and NaN included). */
static float half_to_float(uint16_t h) {
  int s = h >> 15, e = (h >> 10) & 31, m = h & 1023;
  float v = e == 0 ? ldexpf((float)m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexpf((float)(m | 1024), e - 25);
  return s ? -v : v;
}

/* bfloat16 bits to float: the high half of a float's bits. */
static float bf16_to_float(uint16_t h) {
  uint32_t u = (uint32_t)h << 16;
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

/* A complex element: the real part, then the imaginary part. */
typedef struct { float re, im; } complex64_t;
typedef struct { double re, im; } complex128_t;

static void print_elem(const char *p, char kind, int size) {
  switch (kind) {
  case 'f': if (size == 4) printf("%g", *(const float *)p); else printf("%g", *(const double *)p); break;
  case 'b': printf("%d", *(const bool *)p ? 1 : 0); break;
  case 'h': printf("%g", half_to_float(*(const uint16_t *)p)); break;
  case 'B': printf("%g", bf16_to_float(*(const uint16_t *)p)); break;
  case 'c':
    if (size == 8) printf("(%g,%g)", ((const complex64_t *)p)->re, ((const complex64_t *)p)->im);
    else printf("(%g,%g)", ((const complex128_t *)p)->re, ((const complex128_t *)p)->im);
    break;
  default:
    switch (size) {
    case 1: printf("%d", *(const int8_t *)p); break;
    case 2: printf("%d", *(const int16_t *)p); break;
    case 4: printf("%d", *(const int32_t *)p); break;
    default: printf("%lld", (long long)*(const int64_t *)p); break;
    }
  }
}

static void print_rec(const char *base, int64_t off, int dim, int rank, const int64_t *sizes, const int64_t *strides, char kind, int size) {
  if (dim == rank) { print_elem(base + off * size, kind, size); return; }
  printf("[");
  for (int64_t i = 0; i < sizes[dim]; i++) {
    if (i > 0) { printf(", "); if (dim + 1 < rank) { printf("\n"); for (int k = 0; k <= dim; k++) printf(" "); } }
    print_rec(base, off + i * strides[dim], dim + 1, rank, sizes, strides, kind, size);
  }
  printf("]");
}

static void print_memref(const void *aligned, int64_t off, int rank, const int64_t *sizes, const int64_t *strides, char kind, int size) {
  printf("Memref rank = %d offset = %lld sizes = [", rank, (long long)off);
  for (int i = 0; i < rank; i++) printf(i ? ", %lld" : "%lld", (long long)sizes[i]);
  printf("] strides = [");
  for (int i = 0; i < rank; i++) printf(i ? ", %lld" : "%lld", (long long)strides[i]);
  printf("] data =\n");
  print_rec((const char *)aligned, off, 0, rank, sizes, strides, kind, size);
  printf("\n");
}

static void dump_rec(FILE *f, const char *base, int64_t off, int dim, int rank, const int64_t *sizes, const int64_t *strides, int size) {
  if (dim == rank) { fwrite(base + off * size, size, 1, f); return; }
  for (int64_t i = 0; i < sizes[dim]; i++) dump_rec(f, base, off + i * strides[dim], dim + 1, rank, sizes, strides, size);
}

static int dump_raw(const char *path, const void *p, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f) { perror(path); return 1; }
  if (n > 0) fwrite(p, n, 1, f);
  return fclose(f) != 0;
}

static int dump_memref(const char *path, const void *aligned, int64_t off, int rank, const int64_t *sizes, const int64_t *strides, int size) {
  FILE *f = fopen(path, "wb");
  if (!f) { perror(path); return 1; }
  dump_rec(f, (const char *)aligned, off, 0, rank, sizes, strides, size);
  return fclose(f) != 0;
}

static void *load_file(const char *path, size_t bytes) {
  void *p = malloc(bytes ? bytes : 1);
  FILE *f = fopen(path, "rb");
  if (!f || fread(p, 1, bytes, f) != bytes) { fprintf(stderr, "cannot read %s\n", path); exit(2); }
  fclose(f);
  return p;
}

`

// Harness returns the C source calling entry of type ft with inputs.
func Harness(entry string, ft *ir.FunctionType, inputs []Input) (string, error) {
	return HarnessWith(entry, ft, inputs, Options{})
}

// HarnessWith is Harness with o's checks: with o.CheckLeaks the harness
// defines the generic allocation functions (leakcheck.go), frees the
// memref results after writing them, and fails when the run leaked.
func HarnessWith(entry string, ft *ir.FunctionType, inputs []Input, o Options) (string, error) {
	if len(inputs) != len(ft.Inputs) {
		return "", fmt.Errorf("@%s takes %d arguments, %d inputs given", entry, len(ft.Inputs), len(inputs))
	}
	var b strings.Builder
	b.WriteString(harnessLib)
	if o.CheckLeaks {
		b.WriteString(leakCheckDefines())
		b.WriteString(harnessLeakCheck)
	}
	ranks := map[int]bool{}
	for _, t := range append(append([]ir.Type(nil), ft.Inputs...), ft.Results...) {
		if mt, ok := t.(*ir.MemRefType); ok {
			if !ranks[len(mt.Dims)] {
				ranks[len(mt.Dims)] = true
				b.WriteString(descDecl(len(mt.Dims)))
			}
			if c, _ := elemCType(mt.Elem); c == "" {
				return "", fmt.Errorf("@%s: unsupported element type %s", entry, ir.TypeString(mt.Elem))
			}
		} else if c, _ := cType(t); c == "" {
			return "", fmt.Errorf("@%s: unsupported type %s", entry, ir.TypeString(t))
		}
	}
	typeOf := func(t ir.Type) string {
		if mt, ok := t.(*ir.MemRefType); ok {
			return descType(len(mt.Dims))
		}
		c, _ := cType(t)
		return c
	}
	_, memrefResult := func() (int, bool) {
		if len(ft.Results) == 1 {
			_, ok := ft.Results[0].(*ir.MemRefType)
			return 0, ok
		}
		return 0, false
	}()
	byPtr := len(ft.Results) > 1 || memrefResult
	var params []string
	if byPtr {
		if len(ft.Results) > 1 {
			b.WriteString("typedef struct {")
			for i, t := range ft.Results {
				fmt.Fprintf(&b, " %s r%d;", typeOf(t), i)
			}
			b.WriteString(" } results_t;\n")
			params = append(params, "results_t *")
		} else {
			params = append(params, typeOf(ft.Results[0])+" *")
		}
	}
	for _, t := range ft.Inputs {
		if _, ok := t.(*ir.MemRefType); ok {
			params = append(params, typeOf(t)+" *")
		} else {
			params = append(params, typeOf(t))
		}
	}
	ret := "void"
	if !byPtr && len(ft.Results) == 1 {
		ret = typeOf(ft.Results[0])
	}
	if len(params) == 0 {
		params = []string{"void"}
	}
	fmt.Fprintf(&b, "extern %s _mlir_ciface_%s(%s);\n\nint main(void) {\n", ret, entry, strings.Join(params, ", "))
	if o.CheckLeaks {
		// The bad frees of the run, copied into the report at the end.
		b.WriteString("  leak_log = tmpfile();\n")
	}
	var args []string
	for i, t := range ft.Inputs {
		in := inputs[i]
		mt, ok := t.(*ir.MemRefType)
		if !ok {
			if in.Scalar == "" {
				return "", fmt.Errorf("@%s: argument %d is a scalar; no value given", entry, i)
			}
			args = append(args, in.Scalar)
			continue
		}
		if in.File == "" || len(in.Shape) != len(mt.Dims) {
			return "", fmt.Errorf("@%s: argument %d needs an array of rank %d", entry, i, len(mt.Dims))
		}
		for k, d := range mt.Dims {
			if d != ir.ShapedDynamic && d != in.Shape[k] {
				return "", fmt.Errorf("@%s: argument %d: dimension %d is %d, the input has %d", entry, i, k, d, in.Shape[k])
			}
		}
		ct, _ := elemCType(mt.Elem)
		n, err := inputElements(in, cSize(ct))
		if err != nil {
			return "", fmt.Errorf("@%s: argument %d: %v", entry, i, err)
		}
		fmt.Fprintf(&b, "  %s a%d;\n  a%d.alloc = a%d.aligned = load_file(%q, %d * sizeof(%s));\n  a%d.offset = 0;\n",
			typeOf(t), i, i, i, in.File, n, ct, i)
		stride := int64(1)
		for k := len(mt.Dims) - 1; k >= 0; k-- {
			fmt.Fprintf(&b, "  a%d.sizes[%d] = %d; a%d.strides[%d] = %d;\n", i, k, in.Shape[k], i, k, stride)
			stride *= in.Shape[k]
		}
		args = append(args, fmt.Sprintf("&a%d", i))
	}
	call := fmt.Sprintf("_mlir_ciface_%s(%s)", entry, strings.Join(args, ", "))
	var results []string // C expressions of the results
	bres := func(n int) []string {
		var out []string
		for i := 0; i < n; i++ {
			out = append(out, fmt.Sprintf("bres.r%d", i))
		}
		return out
	}
	switch {
	case byPtr && len(ft.Results) > 1:
		benchLoop(&b, ft, "    results_t bres;\n", fmt.Sprintf("_mlir_ciface_%s(%s)", entry, strings.Join(append([]string{"&bres"}, args...), ", ")), bres(len(ft.Results)), o.CheckLeaks)
	case byPtr:
		benchLoop(&b, ft, fmt.Sprintf("    %s bres;\n", typeOf(ft.Results[0])), fmt.Sprintf("_mlir_ciface_%s(%s)", entry, strings.Join(append([]string{"&bres"}, args...), ", ")), []string{"bres"}, o.CheckLeaks)
	default:
		benchLoop(&b, ft, "", call, nil, o.CheckLeaks)
	}
	switch {
	case byPtr && len(ft.Results) > 1:
		b.WriteString("  results_t res;\n")
		call = fmt.Sprintf("_mlir_ciface_%s(%s)", entry, strings.Join(append([]string{"&res"}, args...), ", "))
		for i := range ft.Results {
			results = append(results, fmt.Sprintf("res.r%d", i))
		}
		fmt.Fprintf(&b, "  %s;\n", call)
	case byPtr:
		fmt.Fprintf(&b, "  %s res;\n", typeOf(ft.Results[0]))
		call = fmt.Sprintf("_mlir_ciface_%s(%s)", entry, strings.Join(append([]string{"&res"}, args...), ", "))
		results = []string{"res"}
		fmt.Fprintf(&b, "  %s;\n", call)
	case len(ft.Results) == 1:
		fmt.Fprintf(&b, "  %s res = %s;\n", typeOf(ft.Results[0]), call)
		results = []string{"res"}
	default:
		fmt.Fprintf(&b, "  %s;\n", call)
	}
	b.WriteString("  int rc = 0;\n")
	for i, t := range ft.Results {
		r := results[i]
		if mt, ok := t.(*ir.MemRefType); ok {
			ct, kind := elemCType(mt.Elem)
			rank := len(mt.Dims)
			sizes, strides := "NULL", "NULL"
			if rank > 0 {
				sizes, strides = r+".sizes", r+".strides"
			}
			fmt.Fprintf(&b, "  print_memref(%s.aligned, %s.offset, %d, %s, %s, '%s', sizeof(%s));\n", r, r, rank, sizes, strides, kind, ct)
			fmt.Fprintf(&b, "  rc |= dump_memref(\"out%d.bin\", %s.aligned, %s.offset, %d, %s, %s, sizeof(%s));\n", i, r, r, rank, sizes, strides, ct)
			fmt.Fprintf(&b, "  rc |= dump_raw(\"out%d.shape\", %s, %d * sizeof(int64_t));\n", i, sizes, rank)
			continue
		}
		ct, kind := cType(t)
		fmt.Fprintf(&b, "  { %s v = %s; print_elem((const char *)&v, '%s', sizeof(v)); printf(\"\\n\"); rc |= dump_raw(\"out%d.bin\", &v, sizeof(v)); }\n", ct, r, kind, i)
	}
	if o.CheckLeaks {
		// The memref results are the caller's to free (the ownership
		// buffer-deallocation-pipeline gives a public function's
		// results): each buffer once, since results may share one.
		freeResults(&b, ft, results, func(r string, i int) string {
			return fmt.Sprintf("leak_free(%s.alloc, \"the harness freeing result %d\")", r, i)
		})
		fmt.Fprintf(&b, "  if (leak_report()) return %d;\n", leakExitCode)
	}
	b.WriteString("  return rc;\n}\n")
	return b.String(), nil
}

// freeResults writes the statements that free each memref result's
// buffer once (results may share a buffer) with the C call free(r, i).
func freeResults(b *strings.Builder, ft *ir.FunctionType, results []string, free func(r string, i int) string) {
	var freed []string
	for i, t := range ft.Results {
		if _, ok := t.(*ir.MemRefType); !ok {
			continue
		}
		r := results[i]
		var differs []string
		for _, f := range freed {
			differs = append(differs, fmt.Sprintf("%s.alloc != %s.alloc", r, f))
		}
		b.WriteString("  ")
		if len(differs) > 0 {
			fmt.Fprintf(b, "if (%s) ", strings.Join(differs, " && "))
		}
		fmt.Fprintf(b, "%s;\n", free(r, i))
		freed = append(freed, r)
	}
}

// benchLoop writes the loop that, when $STRATA_BENCH_REPS is set, calls
// the entry that many times before the real call and reports the best
// time on stderr: the time of the call alone, without the harness's
// process start and file reading. decl declares the result variable
// `bres` (or is empty) and call is the call writing it.
func benchLoop(b *strings.Builder, ft *ir.FunctionType, decl, call string, results []string, checkLeaks bool) {
	b.WriteString("  if (getenv(\"STRATA_BENCH_REPS\")) {\n    int reps = atoi(getenv(\"STRATA_BENCH_REPS\"));\n    double best = 1e30;\n")
	b.WriteString("    for (int k = 0; k < reps; k++) {\n    struct timespec t0, t1;\n")
	b.WriteString(decl)
	b.WriteString("    clock_gettime(CLOCK_MONOTONIC, &t0);\n")
	fmt.Fprintf(b, "    %s;\n", call)
	b.WriteString("    clock_gettime(CLOCK_MONOTONIC, &t1);\n")
	b.WriteString("    double t = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9;\n    if (t < best) best = t;\n")
	freeResults(b, ft, results, func(r string, _ int) string {
		if checkLeaks {
			return fmt.Sprintf("leak_free(%s.alloc, \"the benchmark loop\")", r)
		}
		return fmt.Sprintf("free(%s.alloc)", r)
	})
	b.WriteString("    }\n    fprintf(stderr, \"strata: best of %d calls: %.3f ms\\n\", reps, best * 1e3);\n  }\n")
}
