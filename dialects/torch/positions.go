package torch

// OperandPositions are 0, 1, 2...: an op's argument list over it
// (AtenSliceTensorArgs[int](OperandPositions)) gives the position of each
// of its arguments, for code that keeps operands in a list laid out like
// the op's (the interpreter's arguments, a lowering's converted values).
var OperandPositions = func() []int {
	p := make([]int, 64)
	for i := range p {
		p[i] = i
	}
	return p
}()

// Positions lists the positions of the arguments gets name, in order:
// Positions(AtenThresholdArgs[int].Self, AtenThresholdArgs[int].Value)
// is [0 2].
func Positions[A ~[]int](gets ...func(A) int) []int {
	a := A(OperandPositions)
	ps := make([]int, len(gets))
	for k, get := range gets {
		ps[k] = get(a)
	}
	return ps
}
