package npy

import (
	"bytes"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReadModelOutput(t *testing.T) {
	f, err := os.Open("../test/models/mlp/output_0.npy")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	a, err := Read(f)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{4, 10}, a.Shape); diff != "" || a.Dtype != "f4" {
		t.Fatalf("dtype %s shape diff %s", a.Dtype, diff)
	}
	// Each row is a softmax: it sums to one.
	v := a.Float64s()
	for r := 0; r < 4; r++ {
		sum := 0.0
		for _, x := range v[r*10 : r*10+10] {
			sum += x
		}
		if sum < 0.999 || sum > 1.001 {
			t.Errorf("row %d sums to %v", r, sum)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	for _, a := range []*Array{
		{Dtype: "f4", Shape: []int{2, 2}, Data: make([]byte, 16)},
		{Dtype: "i8", Shape: []int{3}, Data: []byte{1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255}},
		{Dtype: "b1", Shape: nil, Data: []byte{1}},
	} {
		var b bytes.Buffer
		if err := Write(&b, a); err != nil {
			t.Fatal(err)
		}
		if (b.Len()-len(a.Data))%64 != 0 {
			t.Errorf("header of %d bytes is not 64-aligned", b.Len()-len(a.Data))
		}
		got, err := Read(&b)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(a, got, cmp.Comparer(func(x, y []byte) bool { return bytes.Equal(x, y) })); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
	}
	var b bytes.Buffer
	Write(&b, &Array{Dtype: "i8", Shape: []int{3}, Data: []byte{1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255}})
	a, _ := Read(&b)
	if diff := cmp.Diff([]float64{1, 2, -1}, a.Float64s()); diff != "" {
		t.Errorf("values (-want +got):\n%s", diff)
	}
}

func TestBadInput(t *testing.T) {
	for _, in := range []string{"", "NOTNPY..", "\x93NUMPY\x09\x00", "\x93NUMPY\x01\x00\x05\x00{bad}", "\x93NUMPY\x01\x00\x40\x00{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }           \n\x00"} {
		if _, err := Read(bytes.NewReader([]byte(in))); err == nil {
			t.Errorf("Read(%q) accepted bad input", in)
		}
	}
}
