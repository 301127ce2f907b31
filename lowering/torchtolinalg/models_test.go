package torchtolinalg_test

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/internal/modeltest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/pipelines"
)

// mustLower are the models every op of which must lower.
var mustLower = map[string]bool{
	"mlp": true, "mlp_dynamic": true, "resnet18": true, "transformer_encoder_layer": true,
	"bert_2layer_h64": true, "convnext_atto": true, "mobilenet_v3_small": true, "vit_tiny_patch16_224": true,
	"swin_t": true,
}

// interpreted are the models small enough to run under the interpreter
// in a unit test; their results are compared with PyTorch's.
var interpreted = map[string]float64{
	"mlp": 1e-5, "mlp_dynamic": 1e-5, "transformer_encoder_layer": 1e-4, "bert_2layer_h64": 1e-4,
}

// lower parses a model and lowers it to linalg: torch-decompose-complex-ops
// first when that pass is registered, then the backend pipeline.
func lower(t *testing.T, path string) (*ir.Operation, error) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, err := parser.ParseSource(ctx, path, string(src), parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	reg := pipelines.Registry()
	pipeline := "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)"
	if reg.Lookup("torch-decompose-complex-ops") != nil {
		pipeline = "builtin.module(func.func(torch-decompose-complex-ops),torch-backend-to-linalg-on-tensors-backend-pipeline)"
	}
	pm, err := reg.ParsePipeline(pipeline)
	if err != nil {
		t.Fatal(err)
	}
	return mod, pm.Run(mod)
}

// unlowered lists the ops named in "failed to legalize" diagnostics.
func unlowered(err error) map[string]int {
	out := map[string]int{}
	var ds passes.Diagnostics
	var d *ir.Diagnostic
	switch {
	case errors.As(err, &ds):
	case errors.As(err, &d):
		ds = passes.Diagnostics{d}
	default:
		out["<"+err.Error()+">"]++
		return out
	}
	for _, d := range ds {
		msg := d.Message
		if i := strings.Index(msg, "'"); i >= 0 && strings.HasPrefix(msg, "failed to legalize") {
			name := msg[i+1:]
			name = name[:strings.Index(name, "'")]
			out[name]++
		} else {
			out["<"+msg+">"]++
		}
	}
	return out
}

// TestModelsLower lowers every model of test/models and reports the ops
// left unlowered; the models of mustLower must have none, and the small
// ones must reproduce PyTorch's outputs under the interpreter.
func TestModelsLower(t *testing.T) {
	paths, _ := filepath.Glob("../../test/models/*/model.mlir")
	if len(paths) == 0 {
		t.Fatal("no models")
	}
	for _, p := range paths {
		name := filepath.Base(filepath.Dir(p))
		t.Run(name, func(t *testing.T) {
			mod, err := lower(t, p)
			if err != nil {
				left := unlowered(err)
				var names []string
				for n, c := range left {
					names = append(names, n+" x"+itoa(c))
				}
				sort.Strings(names)
				if mustLower[name] {
					t.Fatalf("ops left unlowered: %s", strings.Join(names, ", "))
				}
				t.Logf("ops left unlowered: %s", strings.Join(names, ", "))
				return
			}
			if err := ir.Verify(mod); err != nil {
				t.Fatalf("lowered IR does not verify: %v", err)
			}
			tol, ok := interpreted[name]
			if !ok && os.Getenv("STRATA_INTERP_ALL_MODELS") != "" {
				tol, ok = 1e-3, true
			}
			if !ok || testing.Short() {
				return
			}
			modeltest.RunInterp(t, mod, filepath.Dir(p), tol)
		})
	}
}

func itoa(n int) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		n /= 10
		if n == 0 {
			return s
		}
	}
}
