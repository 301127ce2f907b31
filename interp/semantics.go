package interp

import (
	"sync"

	"github.com/strata-compiler/strata/dialects/affine/affineexec"
	"github.com/strata-compiler/strata/dialects/arith/arithexec"
	"github.com/strata-compiler/strata/dialects/bufferization/bufferizationexec"
	"github.com/strata-compiler/strata/dialects/builtin/builtinexec"
	"github.com/strata-compiler/strata/dialects/cf/cfexec"
	"github.com/strata-compiler/strata/dialects/complex/complexexec"
	"github.com/strata-compiler/strata/dialects/func/funcexec"
	"github.com/strata-compiler/strata/dialects/gpu/gpuexec"
	"github.com/strata-compiler/strata/dialects/index/indexexec"
	"github.com/strata-compiler/strata/dialects/linalg/linalgexec"
	"github.com/strata-compiler/strata/dialects/math/mathexec"
	"github.com/strata-compiler/strata/dialects/memref/memrefexec"
	"github.com/strata-compiler/strata/dialects/nvgpu/nvgpuexec"
	"github.com/strata-compiler/strata/dialects/scf/scfexec"
	"github.com/strata-compiler/strata/dialects/tensor/tensorexec"
	"github.com/strata-compiler/strata/dialects/torch/torchexec"
	"github.com/strata-compiler/strata/dialects/ub/ubexec"
	"github.com/strata-compiler/strata/dialects/vector/vectorexec"
	"github.com/strata-compiler/strata/interp/exec"
)

// tables lists the semantics of every dialect the interpreter runs, one
// line per dialect. A new dialect adds its exec package here.
var tables = []exec.Table{
	builtinexec.Semantics,
	funcexec.Semantics,
	arithexec.Semantics,
	indexexec.Semantics,
	mathexec.Semantics,
	complexexec.Semantics,
	cfexec.Semantics,
	scfexec.Semantics,
	affineexec.Semantics,
	tensorexec.Semantics,
	memrefexec.Semantics,
	bufferizationexec.Semantics,
	linalgexec.Semantics,
	torchexec.Semantics,
	gpuexec.Semantics,
	gpuexec.MMASemantics,
	nvgpuexec.Semantics,
	ubexec.Semantics,
	vectorexec.Semantics,
}

var merged = sync.OnceValue(func() exec.Table {
	t := exec.Table{}
	for _, d := range tables {
		for name, s := range d {
			t[name] = s
		}
	}
	return t
})

// Semantics returns the merged table of every dialect's semantics (shared;
// do not modify).
func Semantics() exec.Table { return merged() }
