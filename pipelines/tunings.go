package pipelines

import (
	"fmt"
	"os"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/linalggpu"
	"github.com/strata-compiler/strata/parser"
)

// ApplyTunings puts on top the strata.gpu_tunings table of the module in
// the file --gpu-tunings names (as strata-tune -o writes it), where the
// products' pass reads it; top's own table, if any, is replaced. Without
// the flag it does nothing. An unreadable file, one that does not parse
// or one whose module has no table is an error (at its place in the file).
func (o GPUOptions) ApplyTunings(top *ir.Operation) error {
	if o.Tunings == "" {
		return nil
	}
	src, err := os.ReadFile(o.Tunings)
	if err != nil {
		return fmt.Errorf("--gpu-tunings: %v", err)
	}
	file, err := parser.ParseSource(top.Context(), o.Tunings, string(src), parser.Options{})
	if err != nil {
		return err
	}
	table, ok := file.Attr(linalggpu.TuningsAttr).(*ir.DictionaryAttr)
	if !ok {
		return ir.NewDiagnostic(ir.SevError, file.Loc(), "--gpu-tunings: the module has no %s dictionary (strata-tune -o writes one)", linalggpu.TuningsAttr)
	}
	top.SetDiscardableAttr(linalggpu.TuningsAttr, table)
	return nil
}
