package torch

import "github.com/strata-compiler/strata/ir"

// BatchNormArgs is what the batch norms' generated argument lists have in
// common (input, weight, bias, running_mean, running_var, ..., eps), so that
// one decomposition or lowering serves every overload.
type BatchNormArgs interface {
	~[]*ir.Value
	Input() *ir.Value
	Weight() *ir.Value
	Bias() *ir.Value
	RunningMean() *ir.Value
	RunningVar() *ir.Value
	Eps() *ir.Value
}
