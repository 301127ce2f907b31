package ir

import "testing"

// TestSameOperandsAndResultTypeCompatibleShapes holds the trait to MLIR's
// rule: one element type, compatible shapes, one tensor encoding.
func TestSameOperandsAndResultTypeCompatibleShapes(t *testing.T) {
	c := NewContext()
	c.MustRegisterOps(&OpDef{
		Name:     "t.add",
		Operands: []ArgDef{{Name: "lhs", Type: AnyType}, {Name: "rhs", Type: AnyType}},
		Results:  []ArgDef{{Name: "result", Type: AnyType}},
		Traits:   SameOperandsAndResultType,
	})
	i32, f32 := c.I(32), c.F32()
	tensor := func(elem Type, enc Attribute, dims ...int64) Type { return c.RankedTensorType(dims, elem, enc) }
	enc := c.StringAttr("sparse")
	tests := []struct {
		lhs, rhs, res Type
		want          string
	}{
		{i32, i32, i32, ""},
		{tensor(i32, nil, 4), tensor(i32, nil, ShapedDynamic), tensor(i32, nil, 4), ""},
		{tensor(i32, nil, ShapedDynamic), tensor(i32, nil, 4), tensor(i32, nil, ShapedDynamic), ""},
		{tensor(i32, nil, 4), c.UnrankedTensorType(i32), tensor(i32, nil, 4), ""},
		{tensor(i32, nil, 4), tensor(i32, nil, 5), tensor(i32, nil, 4), "'t.add' op requires the same type for all operands and results"},
		{tensor(i32, nil, 4), tensor(f32, nil, 4), tensor(i32, nil, 4), "'t.add' op requires the same type for all operands and results"},
		{tensor(i32, nil, 4, 4), tensor(i32, nil, 4), tensor(i32, nil, 4, 4), "'t.add' op requires the same type for all operands and results"},
		{i32, tensor(i32, nil, 4), i32, "'t.add' op requires the same type for all operands and results"},
		{tensor(i32, enc, 4), tensor(i32, nil, 4), tensor(i32, enc, 4), "'t.add' op requires the same encoding for all operands and results"},
	}
	for _, tc := range tests {
		blk := NewBlock()
		a := blk.AddArgument(tc.lhs, c.UnknownLoc())
		b := blk.AddArgument(tc.rhs, c.UnknownLoc())
		op := Create(&OperationState{Name: c.OpName("t.add"), Loc: c.UnknownLoc(), Operands: []*Value{a, b}, Types: []Type{tc.res}})
		blk.Append(op)
		got := ""
		if err := Verify(op); err != nil {
			got = err.(*Diagnostic).Message
		}
		if got != tc.want {
			t.Errorf("(%s, %s) -> %s: got %q, want %q", TypeString(tc.lhs), TypeString(tc.rhs), TypeString(tc.res), got, tc.want)
		}
	}
}

// TestParentOpsMessage words a misplaced op as MLIR's HasParent does.
func TestParentOpsMessage(t *testing.T) {
	c := NewContext()
	c.MustRegisterOps(
		&OpDef{Name: "t.holder", Regions: []RegionDef{{Name: "body"}}, Traits: NoTerminator},
		&OpDef{Name: "t.one", ParentOps: []string{"t.a"}},
		&OpDef{Name: "t.two", ParentOps: []string{"t.a", "t.b"}},
	)
	for name, want := range map[string]string{
		"t.one": "'t.one' op expects parent op 't.a'",
		"t.two": "'t.two' op expects parent op to be one of 't.a, t.b'",
	} {
		holder := Create(&OperationState{Name: c.OpName("t.holder"), Loc: c.UnknownLoc(), NumRegions: 1})
		holder.Region(0).EnsureBlock().Append(Create(&OperationState{Name: c.OpName(name), Loc: c.UnknownLoc()}))
		err := Verify(holder)
		if err == nil || err.(*Diagnostic).Message != want {
			t.Errorf("%s: got %v, want %q", name, err, want)
		}
	}
}
