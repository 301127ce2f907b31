package npy

// WithSignednessOf returns a read with the signedness of like's dtype
// when both are integers of one size ("i1" and "u1", say), and a itself
// otherwise. Compiled code returns signless integers (a ui8 result lowers
// to i8, which is written "i1"): whoever knows the result's dtype, as a
// model's recorded outputs do, reads the same bytes as it.
func (a *Array) WithSignednessOf(like *Array) *Array {
	if a == nil || like == nil || len(a.Dtype) != 2 || len(like.Dtype) != 2 || a.Dtype == like.Dtype || a.Dtype[1] != like.Dtype[1] {
		return a
	}
	if (a.Dtype[0] != 'i' && a.Dtype[0] != 'u') || (like.Dtype[0] != 'i' && like.Dtype[0] != 'u') {
		return a
	}
	return &Array{Dtype: like.Dtype, Shape: a.Shape, Data: a.Data}
}
