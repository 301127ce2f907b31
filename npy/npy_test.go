package npy

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
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

// header returns a version 1.0 .npy header for descr and shape (a Python
// tuple's inside).
func header(descr, shape string) []byte {
	h := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': (%s), }", descr, shape)
	h += strings.Repeat(" ", (64-(10+len(h)+1)%64)%64) + "\n"
	return append([]byte{0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, byte(len(h)), byte(len(h) >> 8)}, h...)
}

// A header's size is checked before anything is allocated: against
// overflow (2^32 x 2^32 elements is not 0), and against what the file
// holds (a 128-byte file claiming 1e11 floats used to allocate 400 GB).
func TestSizesCheckedBeforeAllocating(t *testing.T) {
	for _, tt := range []struct {
		name, shape string
		data        int
		want        string
	}{
		{"overflow", "4294967296, 4294967296", 0, "has more than"},
		{"overflow to a small count", "4294967296, 4294967296, 4294967296, 2", 8, "has more than"},
		{"huge claim", "100000000000,", 0, "the header claims 400000000000 bytes of data, the file holds 0"},
		{"short", "4,", 12, "the header claims 16 bytes of data, the file holds 12"},
		{"negative", "-1,", 0, "bad dimension"},
		{"too large", "1099511627776,", 0, "too large"},
	} {
		in := append(header("<f4", tt.shape), make([]byte, tt.data)...)
		path := filepath.Join(t.TempDir(), "a.npy")
		if err := os.WriteFile(path, in, 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		readers := map[string]io.Reader{"file": f, "bytes.Reader": bytes.NewReader(in), "plain reader": struct{ io.Reader }{bytes.NewReader(in)}}
		for kind, r := range readers {
			_, err := Read(r)
			if err == nil || !strings.Contains(err.Error(), tt.want) && !(kind == "plain reader" && strings.Contains(err.Error(), "EOF")) {
				t.Errorf("%s from a %s: got %v, want an error saying %q", tt.name, kind, err, tt.want)
			}
		}
		f.Close()
	}
	// An empty array with huge other sizes is fine.
	a, err := Read(bytes.NewReader(header("<f4", "0, 4294967296, 4294967296")))
	if err != nil || a.Len() != 0 {
		t.Errorf("empty array: %v", err)
	}
}

func TestValidate(t *testing.T) {
	for _, a := range []*Array{
		{Dtype: "c32", Shape: []int{1}, Data: make([]byte, 32)},
		{Dtype: "f4", Shape: []int{-1}},
		{Dtype: "f4", Shape: []int{1 << 32, 1 << 32}},
		{Dtype: "f4", Shape: []int{2}, Data: make([]byte, 4)},
	} {
		if err := a.Validate(); err == nil {
			t.Errorf("Validate accepted %+v", a)
		}
		if err := Write(io.Discard, a); err == nil {
			t.Errorf("Write accepted %+v", a)
		}
	}
	if got := (&Array{Dtype: "f4", Shape: []int{4}, Data: make([]byte, 8)}).Float64s(); len(got) != 2 {
		t.Errorf("Float64s of a short array: %d values", len(got))
	}
}
