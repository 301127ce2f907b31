package cuda

import (
	"errors"
	"fmt"
	"sync"
	"testing"
)

// fakeMemory hands out made-up addresses and counts them, failing with
// CUDA_ERROR_OUT_OF_MEMORY past capacity bytes (0: never).
type fakeMemory struct {
	mu       sync.Mutex
	next     DevicePtr
	live     map[DevicePtr]uint64
	used     uint64
	capacity uint64
	allocs   int
	frees    int
}

func newFakeMemory(capacity uint64) *fakeMemory {
	return &fakeMemory{next: 1 << 20, live: map[DevicePtr]uint64{}, capacity: capacity}
}

func (m *fakeMemory) Alloc(bytes uint64) (DevicePtr, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.capacity > 0 && m.used+bytes > m.capacity {
		return 0, fmt.Errorf("allocating %d bytes: %w", bytes, &Error{Func: "cuMemAlloc_v2", Code: ErrorOutOfMemory, Name: "CUDA_ERROR_OUT_OF_MEMORY"})
	}
	p := m.next
	m.next += DevicePtr(bytes + 256)
	m.live[p] = bytes
	m.used += bytes
	m.allocs++
	return p, nil
}

func (m *fakeMemory) Free(p DevicePtr) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	n, ok := m.live[p]
	if !ok {
		return fmt.Errorf("fake: free of %#x", uintptr(p))
	}
	delete(m.live, p)
	m.used -= n
	m.frees++
	return nil
}

func TestSizeClass(t *testing.T) {
	for _, c := range []struct{ in, want uint64 }{
		{1, 512}, {512, 512}, {513, 640}, {640, 640}, {641, 768}, {1000, 1024}, {1024, 1024}, {1025, 1280},
		{4000, 4096}, {5000, 5120}, {1 << 20, 1 << 20}, {(1 << 20) + 1, 1<<20 + 1<<18},
		{16 << 20, 16 << 20}, {(16 << 20) + 1, 18 << 20}, {(100 << 20) + 5, 102 << 20},
	} {
		if got := SizeClass(c.in); got != c.want {
			t.Errorf("SizeClass(%d) = %d, want %d", c.in, got, c.want)
		}
	}
	for n := uint64(1); n < 1<<26; n = n*3/2 + 1 {
		c := SizeClass(n)
		if c < n || (n > minClass && float64(c) > 1.25*float64(n)) {
			t.Errorf("SizeClass(%d) = %d", n, c)
		}
	}
}

func TestAllocatorReuse(t *testing.T) {
	raw := newFakeMemory(0)
	a := NewAllocator(raw)
	// Ten "layers", each allocating and freeing the same three buffers.
	for layer := 0; layer < 10; layer++ {
		var ps []DevicePtr
		for _, n := range []uint64{1000, 3 << 20, 100} {
			p, err := a.Alloc(n)
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, p)
		}
		if layer == 0 {
			s := a.Stats()
			if want := uint64(1024 + (3 << 20) + 512); s.InUse != want {
				t.Errorf("InUse = %d, want %d", s.InUse, want)
			}
		}
		for _, p := range ps {
			if err := a.Free(p); err != nil {
				t.Fatal(err)
			}
		}
	}
	s := a.Stats()
	if raw.allocs != 3 || s.RawAllocs != 3 {
		t.Errorf("%d raw allocations (stats %d), want 3", raw.allocs, s.RawAllocs)
	}
	if s.Allocs != 30 || s.Frees != 30 || s.Hits != 27 {
		t.Errorf("stats %+v", s)
	}
	want := uint64(1024 + (3 << 20) + 512)
	if s.InUse != 0 || s.Cached != want || s.Peak != want || s.PeakReserved != want {
		t.Errorf("InUse %d Cached %d Peak %d PeakReserved %d, want 0, %d, %d, %d", s.InUse, s.Cached, s.Peak, s.PeakReserved, want, want, want)
	}
	// A request of another size in a cached class reuses the block.
	p, err := a.Alloc(900)
	if err != nil {
		t.Fatal(err)
	}
	if raw.allocs != 3 {
		t.Error("a request in a cached class went to the raw allocator")
	}
	if err := a.Trim(); err != nil {
		t.Fatal(err)
	}
	s = a.Stats()
	if s.Cached != 0 || s.InUse != 1024 || raw.frees != 2 || len(raw.live) != 1 {
		t.Errorf("after Trim: stats %+v, raw frees %d, raw live %d", s, raw.frees, len(raw.live))
	}
	if err := a.Free(p); err != nil {
		t.Fatal(err)
	}
	if err := a.Trim(); err != nil {
		t.Fatal(err)
	}
	if len(raw.live) != 0 {
		t.Errorf("%d raw blocks left after the last Trim", len(raw.live))
	}
}

func TestAllocatorErrors(t *testing.T) {
	a := NewAllocator(newFakeMemory(0))
	if _, err := a.Alloc(0); err == nil {
		t.Error("Alloc(0) succeeded")
	}
	if err := a.Free(0); err != nil {
		t.Errorf("Free(0): %v", err)
	}
	p, _ := a.Alloc(10)
	if err := a.Free(p); err != nil {
		t.Fatal(err)
	}
	if err := a.Free(p); err == nil {
		t.Error("a double free was accepted")
	}
	if err := a.Free(12345); err == nil {
		t.Error("a free of a foreign pointer was accepted")
	}
}

func TestAllocatorOutOfMemoryTrimsAndRetries(t *testing.T) {
	raw := newFakeMemory(4 << 20)
	a := NewAllocator(raw)
	p, err := a.Alloc(3 << 20)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Free(p); err != nil { // 3 MiB cached
		t.Fatal(err)
	}
	q, err := a.Alloc(2 << 20) // another class: needs the cache released
	if err != nil {
		t.Fatalf("allocation after trimming: %v", err)
	}
	if s := a.Stats(); s.Cached != 0 || s.InUse != 2<<20 || raw.frees != 1 {
		t.Errorf("stats %+v, raw frees %d", s, raw.frees)
	}
	_, err = a.Alloc(3 << 20)
	var e *Error
	if !errors.As(err, &e) || e.Code != ErrorOutOfMemory {
		t.Errorf("allocation past capacity: %v, want CUDA_ERROR_OUT_OF_MEMORY", err)
	}
	_ = a.Free(q)
}

func TestAllocatorCacheLimit(t *testing.T) {
	raw := newFakeMemory(0)
	a := NewAllocator(raw)
	if err := a.SetCacheLimit(2048); err != nil {
		t.Fatal(err)
	}
	var ps []DevicePtr
	for _, n := range []uint64{512, 1024, 4096} {
		p, _ := a.Alloc(n)
		ps = append(ps, p)
	}
	for _, p := range ps {
		if err := a.Free(p); err != nil {
			t.Fatal(err)
		}
	}
	// Freeing the 4096 block put 5632 bytes in the cache: the largest
	// blocks go first, down to the limit.
	if s := a.Stats(); s.Cached != 1536 || raw.frees != 1 {
		t.Errorf("Cached %d, raw frees %d; want 1536 and 1", s.Cached, raw.frees)
	}
}

func TestAllocatorConcurrent(t *testing.T) {
	raw := newFakeMemory(0)
	a := NewAllocator(raw)
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				p, err := a.Alloc(uint64(512 * (1 + (g+i)%4)))
				if err != nil {
					t.Error(err)
					return
				}
				if err := a.Free(p); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	s := a.Stats()
	if s.InUse != 0 || s.Allocs != 1600 || s.Frees != 1600 || s.RawAllocs > 32 {
		t.Errorf("stats %+v", s)
	}
	if err := a.Trim(); err != nil {
		t.Fatal(err)
	}
	if len(raw.live) != 0 {
		t.Errorf("%d raw blocks left", len(raw.live))
	}
}
