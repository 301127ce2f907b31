package cpu

import (
	"context"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/runtime/cpurt"
)

// ukernelProgram calls a matmul micro-kernel function (as
// strata-outline-ukernels writes one): C[b, i, j] = sum over k of
// A[b, i, k] * Bt[j, k], the weight transposed and shared by the batch,
// with sizes that cross the runtime's blocks (k > 256; enough work for two threads) and leave partial
// register tiles (13 rows, 37 columns). The function's body is the
// reference loop nest; the cpu target links the runtime's matmul instead.
const ukernelProgram = `func.func @main(%a: memref<4x13x600xf32>, %bt: memref<37x600xf32>) -> memref<4x13x37xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c13 = arith.constant 13 : index
  %c37 = arith.constant 37 : index
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<4x13x37xf32>
  scf.for %b = %c0 to %c4 step %c1 {
    scf.for %i = %c0 to %c13 step %c1 {
      scf.for %j = %c0 to %c37 step %c1 {
        memref.store %zero, %c[%b, %i, %j] : memref<4x13x37xf32>
      }
    }
  }
  call @uk(%a, %bt, %c) : (memref<4x13x600xf32>, memref<37x600xf32>, memref<4x13x37xf32>) -> ()
  return %c : memref<4x13x37xf32>
}
func.func private @uk(%a: memref<4x13x600xf32>, %bt: memref<37x600xf32>, %c: memref<4x13x37xf32>) attributes {strata.kernel,
    strata.ukernel = "matmul_f32", strata.ukernel.roles.a = array<i64: 0, 1, 3>, strata.ukernel.roles.b = array<i64: 2, 3>,
    strata.ukernel.roles.c = array<i64: 0, 1, 2>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c13 = arith.constant 13 : index
  %c37 = arith.constant 37 : index
  %c600 = arith.constant 600 : index
  scf.for %b = %c0 to %c4 step %c1 {
    scf.for %i = %c0 to %c13 step %c1 {
      scf.for %k = %c0 to %c600 step %c1 {
        scf.for %j = %c0 to %c37 step %c1 {
          %x = memref.load %a[%b, %i, %k] : memref<4x13x600xf32>
          %y = memref.load %bt[%j, %k] : memref<37x600xf32>
          %s = memref.load %c[%b, %i, %j] : memref<4x13x37xf32>
          %p = arith.mulf %x, %y : f32
          %t = arith.addf %s, %p : f32
          memref.store %t, %c[%b, %i, %j] : memref<4x13x37xf32>
        }
      }
    }
  }
  return
}`

// The runtime's matmul computes what the micro-kernel function's body
// does, with the same results at any number of threads.
func TestMatmulUKernel(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	p, err := CompileWith(ctx, parseSource(t, ukernelProgram), "main", t.TempDir(), tc, Options{CheckLeaks: true})
	if err != nil {
		t.Fatal(err)
	}
	aVal := func(i int) float64 { return math.Sin(float64(i) * 0.37) }
	bVal := func(i int) float64 { return math.Cos(float64(i)*0.11) - 0.2 }
	inputs := []*npy.Array{f32Array([]int{4, 13, 600}, aVal), f32Array([]int{37, 600}, bVal)}
	var first string
	for _, threads := range []string{"1", "3"} {
		t.Setenv(cpurt.EnvThreads, threads)
		res, err := p.Run(ctx, inputs)
		if err != nil {
			t.Fatal(err)
		}
		out := res.Arrays[0]
		if first == "" {
			first = string(out.Data)
		} else if string(out.Data) != first {
			t.Fatalf("%s threads: results differ from 1 thread's", threads)
		}
		for b := 0; b < 4; b++ {
			for i := 0; i < 13; i++ {
				for j := 0; j < 37; j++ {
					want := 0.0
					for k := 0; k < 600; k++ {
						want += float64(float32(aVal((b*13+i)*600+k))) * float64(float32(bVal(j*600+k)))
					}
					got := out.Float64((b*13+i)*37 + j)
					if math.Abs(got-want) > 1e-4*(1+math.Abs(want)) {
						t.Fatalf("C[%d,%d,%d] = %g, want %g", b, i, j, got, want)
					}
				}
			}
		}
	}
}

// $STRATA_PROFILE makes the runtime write one line per kernel it timed:
// here the micro-kernel function, called once.
func TestProfileNamesTheMatmul(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	dir := t.TempDir()
	p, err := CompileWith(ctx, parseSource(t, ukernelProgram), "main", dir, tc, Options{})
	if err != nil {
		t.Fatal(err)
	}
	prof := filepath.Join(t.TempDir(), "profile.tsv")
	t.Setenv(cpurt.EnvProfile, prof)
	value := func(i int) float64 { return math.Sin(float64(i)) }
	inputs := []*npy.Array{f32Array([]int{4, 13, 600}, value), f32Array([]int{37, 600}, value)}
	if _, err := p.Run(ctx, inputs); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(prof)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 1 {
		t.Fatalf("profile has %d lines, want 1 (the micro-kernel):\n%s", len(lines), data)
	}
	fields := strings.Split(lines[0], "\t")
	offset, perr := strconv.ParseUint(strings.TrimPrefix(fields[0], "0x"), 16, 64)
	seconds, serr := strconv.ParseFloat(fields[len(fields)-1], 64)
	if len(fields) != 3 || perr != nil || serr != nil || fields[1] != "1" || seconds <= 0 {
		t.Fatalf("profile line %q: want offset, 1 call, seconds", lines[0])
	}
	// The offset falls in the micro-kernel function of the library.
	out, err := exec.Command("nm", "-n", filepath.Join(dir, "libmodule.so")).Output()
	if err != nil {
		t.Fatal(err)
	}
	var name string
	for _, l := range strings.Split(string(out), "\n") {
		f := strings.Fields(l)
		if len(f) != 3 || !strings.ContainsAny(f[1], "tTwW") {
			continue
		}
		if a, err := strconv.ParseUint(f[0], 16, 64); err == nil && a <= offset {
			name = f[2]
		}
	}
	if name != "uk" {
		t.Fatalf("profile offset %#x is in %q, want the micro-kernel function uk", offset, name)
	}
}
