// Package npy reads and writes NumPy's .npy format (versions 1.0, 2.0 and
// 3.0): a magic string, a Python-literal header giving the dtype, the memory
// order and the shape, then the raw elements. Strata uses it for model
// inputs and outputs (test/models, strata-run).
package npy

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"io/fs"
	"regexp"
	"strconv"
	"strings"
)

// Array is an n-dimensional array read from or written to a .npy file.
type Array struct {
	// Dtype is NumPy's type string without the byte-order mark: "f2",
	// "f4", "f8", "c8", "c16" (complex: real and imaginary part, each of
	// half the size), "i1".."i8", "u1".."u8", "b1" (one byte, 0 or 1).
	// bfloat16 has none: such data is held as "f4", exactly.
	Dtype string
	Shape []int
	// Data holds the elements in C (row-major) order, little-endian.
	Data []byte
}

// dtypeSizes are the element sizes of the dtypes this package handles.
var dtypeSizes = map[string]int{
	"f2": 2, "f4": 4, "f8": 8,
	"i1": 1, "i2": 2, "i4": 4, "i8": 8,
	"u1": 1, "u2": 2, "u4": 4, "u8": 8,
	"c8": 8, "c16": 16,
	"b1": 1,
}

// MaxBytes bounds the data of an array this package reads or checks: 2^40
// bytes (a terabyte), so that a count that overflows or a header that
// claims an absurd size is an error, not an allocation.
const MaxBytes = 1 << 40

// Len is the number of elements, or -1 when the shape has a negative size
// or more than MaxBytes elements (an array Validate rejects).
func (a *Array) Len() int {
	n, err := Elements(a.Shape)
	if err != nil {
		return -1
	}
	return n
}

// Elements returns the number of elements of shape: an error when a size
// is negative or the product exceeds MaxBytes (checked at each step, so
// that it cannot overflow: a shape of (2^32, 2^32) is not empty).
func Elements(shape []int) (int, error) {
	n := 1
	zero := false
	for _, d := range shape {
		switch {
		case d < 0:
			return 0, fmt.Errorf("npy: negative dimension %d in shape %v", d, shape)
		case d == 0:
			zero = true
		}
	}
	if zero {
		return 0, nil
	}
	for _, d := range shape {
		if n > MaxBytes/d {
			return 0, fmt.Errorf("npy: shape %v has more than %d elements", shape, MaxBytes)
		}
		n *= d
	}
	return n, nil
}

// ElemSize returns the bytes of one element of dtype (0 when this
// package does not know it).
func ElemSize(dtype string) int { return dtypeSizes[dtype] }

// Validate checks that a's dtype is known, its shape has a size, and Data
// holds exactly its elements: what code indexing Data by the shape needs.
func (a *Array) Validate() error {
	size, ok := dtypeSizes[a.Dtype]
	if !ok {
		return fmt.Errorf("npy: unsupported dtype %q", a.Dtype)
	}
	n, err := Elements(a.Shape)
	if err != nil {
		return err
	}
	if n > MaxBytes/size {
		return fmt.Errorf("npy: array of %d elements of %s is too large", n, a.Dtype)
	}
	if len(a.Data) != n*size {
		return fmt.Errorf("npy: %d bytes of data for shape %v of %s (%d bytes)", len(a.Data), a.Shape, a.Dtype, n*size)
	}
	return nil
}

var headerRE = regexp.MustCompile(`^\{\s*'descr'\s*:\s*'([^']*)'\s*,\s*'fortran_order'\s*:\s*(True|False)\s*,\s*'shape'\s*:\s*\(([^)]*)\)\s*,?\s*\}\s*$`)

// Read parses a .npy stream.
func Read(r io.Reader) (*Array, error) {
	var magic [8]byte
	if _, err := io.ReadFull(r, magic[:]); err != nil {
		return nil, fmt.Errorf("npy: reading magic: %w", err)
	}
	if string(magic[:6]) != "\x93NUMPY" {
		return nil, fmt.Errorf("npy: not a .npy file")
	}
	var hlen int
	switch magic[6] {
	case 1:
		var b [2]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return nil, fmt.Errorf("npy: reading header length: %w", err)
		}
		hlen = int(binary.LittleEndian.Uint16(b[:]))
	case 2, 3:
		var b [4]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return nil, fmt.Errorf("npy: reading header length: %w", err)
		}
		hlen = int(binary.LittleEndian.Uint32(b[:]))
		if hlen > 1<<24 {
			return nil, fmt.Errorf("npy: header of %d bytes is too long", hlen)
		}
	default:
		return nil, fmt.Errorf("npy: unsupported format version %d.%d", magic[6], magic[7])
	}
	header := make([]byte, hlen)
	if _, err := io.ReadFull(r, header); err != nil {
		return nil, fmt.Errorf("npy: reading header: %w", err)
	}
	m := headerRE.FindStringSubmatch(strings.TrimSpace(string(header)))
	if m == nil {
		return nil, fmt.Errorf("npy: malformed header %q", header)
	}
	descr := m[1]
	if m[2] == "True" {
		return nil, fmt.Errorf("npy: Fortran-order arrays are not supported")
	}
	order := byte('<')
	if len(descr) > 0 && strings.ContainsRune("<>|=", rune(descr[0])) {
		order, descr = descr[0], descr[1:]
	}
	if descr == "?" {
		descr = "b1"
	}
	size, ok := dtypeSizes[descr]
	if !ok {
		return nil, fmt.Errorf("npy: unsupported dtype %q", m[1])
	}
	if order == '>' && size > 1 {
		return nil, fmt.Errorf("npy: big-endian data is not supported")
	}
	a := &Array{Dtype: descr}
	for _, f := range strings.Split(m[3], ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		d, err := strconv.Atoi(f)
		if err != nil || d < 0 {
			return nil, fmt.Errorf("npy: bad dimension %q", f)
		}
		a.Shape = append(a.Shape, d)
	}
	n, err := Elements(a.Shape)
	if err != nil {
		return nil, err
	}
	if n > MaxBytes/size {
		return nil, fmt.Errorf("npy: array of %d elements is too large", n)
	}
	if a.Data, err = readData(r, int64(n*size)); err != nil {
		return nil, fmt.Errorf("npy: reading %d elements of shape %v: %w", n, a.Shape, err)
	}
	return a, nil
}

// readData reads the want bytes of data that the header claims. When r
// knows how much it holds (a file, a bytes.Reader), a shorter stream is an
// error before anything is allocated; otherwise the buffer grows with
// what is actually read, so a short stream claiming a huge array
// allocates only what it holds.
func readData(r io.Reader, want int64) ([]byte, error) {
	if left, ok := remaining(r); ok && left < want {
		return nil, fmt.Errorf("the header claims %d bytes of data, the file holds %d", want, left)
	}
	const chunk = 1 << 26
	if want <= chunk {
		data := make([]byte, want)
		if _, err := io.ReadFull(r, data); err != nil {
			return nil, err
		}
		return data, nil
	}
	var b bytes.Buffer
	got, err := io.Copy(&b, io.LimitReader(r, want))
	if err != nil {
		return nil, err
	}
	if got < want {
		return nil, fmt.Errorf("the header claims %d bytes of data, the file holds %d", want, got)
	}
	return b.Bytes(), nil
}

// remaining returns the bytes left in r when r can tell: an *os.File (or
// any io.Seeker with Stat) or a reader with Len (bytes.Reader,
// strings.Reader, bytes.Buffer).
func remaining(r io.Reader) (int64, bool) {
	switch r := r.(type) {
	case interface{ Len() int }:
		return int64(r.Len()), true
	case interface {
		io.Seeker
		Stat() (fs.FileInfo, error)
	}:
		fi, err := r.Stat()
		if err != nil || !fi.Mode().IsRegular() {
			return 0, false
		}
		pos, err := r.Seek(0, io.SeekCurrent)
		if err != nil {
			return 0, false
		}
		return fi.Size() - pos, true
	}
	return 0, false
}

// Write writes a as a version 1.0 .npy stream.
func Write(w io.Writer, a *Array) error {
	if err := a.Validate(); err != nil {
		return err
	}
	size := dtypeSizes[a.Dtype]
	descr := "<" + a.Dtype
	if size == 1 {
		descr = "|" + a.Dtype
	}
	if a.Dtype == "b1" {
		descr = "|b1"
	}
	dims := make([]string, len(a.Shape))
	for i, d := range a.Shape {
		dims[i] = strconv.Itoa(d)
	}
	shape := strings.Join(dims, ", ")
	if len(a.Shape) == 1 {
		shape += ","
	}
	header := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': (%s), }", descr, shape)
	// Pad with spaces so that the data starts on a 64-byte boundary, ending in a newline.
	total := 10 + len(header) + 1
	header += strings.Repeat(" ", (64-total%64)%64) + "\n"
	var b bytes.Buffer
	b.WriteString("\x93NUMPY\x01\x00")
	binary.Write(&b, binary.LittleEndian, uint16(len(header)))
	b.WriteString(header)
	b.Write(a.Data)
	_, err := w.Write(b.Bytes())
	return err
}
