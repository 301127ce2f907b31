package cuda

import (
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/emit/ptx"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/gputonvvm"
	"github.com/strata-compiler/strata/lowering/tollvm"
)

func init() { defaultEmit = emitPTX }

// emitPTX is emit/ptx for the chip of the gpu.module's #nvvm.target
// (emit/ptx's default, sm_90, without one).
func emitPTX(m *ir.Operation) (string, error) { return ptx.Emit(m, chipOptions(m)) }

// chipOptions are emit/ptx's options for the chip of a gpu.module's
// #nvvm.target.
func chipOptions(m *ir.Operation) ptx.Options {
	var opts ptx.Options
	if ts, ok := m.Attr("targets").(*ir.ArrayAttr); ok {
		for _, a := range ts.Elems {
			if t, ok := a.(*nvvm.TargetAttr); ok && t.Chip != "" {
				opts.Chip = t.Chip
				break
			}
		}
	}
	return opts
}

// toNVVM runs convert-gpu-to-nvvm on a gpu.module that still holds gpu
// dialect functions (a pipeline that stopped at the outlined kernels).
func toNVVM(m *ir.Operation) error {
	if m.NumRegions() == 0 {
		return nil
	}
	needs := false
	for b := m.Region(0).Front(); b != nil && !needs; b = b.Next() {
		for op := b.First(); op != nil; op = op.Next() {
			if op.Def() == gpu.Func {
				needs = true
				break
			}
		}
	}
	if !needs {
		return nil
	}
	return gputonvvm.Apply(m, tollvm.Options{})
}
