package cuda

import (
	"errors"
	"fmt"
	"math/bits"
	"sort"
	"sync"
)

// Memory allocates and frees device memory: a *Context does it with
// cuMemAlloc/cuMemFree, an *Allocator from its cache.
type Memory interface {
	Alloc(bytes uint64) (DevicePtr, error)
	Free(p DevicePtr) error
}

// Allocator is a caching device allocator: a freed block is kept in a
// free list for its size class and handed out again to the next request
// of that class, so a model that allocates and frees the same buffers
// every layer calls cuMemAlloc once per buffer, not once per layer.
//
// Blocks are reused in the order the host frees and allocates them. That
// is safe for work queued on one stream (or the default stream): a kernel
// that used a block runs before the kernel queued after the block is
// handed out again. With several streams, synchronize the stream that
// used a block before freeing it.
//
// An Allocator is safe for concurrent use.
type Allocator struct {
	raw Memory

	mu    sync.Mutex
	free  map[uint64][]DevicePtr // size class -> cached blocks
	live  map[DevicePtr]uint64   // block -> size class
	limit uint64
	stats AllocatorStats
}

// AllocatorStats counts an Allocator's work. Sizes are in bytes, rounded
// up to size classes.
type AllocatorStats struct {
	// InUse is the bytes handed out and not freed.
	InUse uint64
	// Cached is the bytes freed and kept for reuse.
	Cached uint64
	// Peak is the most InUse has been.
	Peak uint64
	// PeakReserved is the most InUse+Cached has been: the device memory
	// the allocator held at its peak.
	PeakReserved uint64
	// Allocs and Frees count calls; Hits are Allocs served from the
	// cache.
	Allocs, Frees, Hits uint64
	// RawAllocs and RawFrees count calls to the underlying Memory.
	RawAllocs, RawFrees uint64
}

// NewAllocator returns an allocator that gets its blocks from raw
// (usually a *Context).
func NewAllocator(raw Memory) *Allocator {
	return &Allocator{raw: raw, free: map[uint64][]DevicePtr{}, live: map[DevicePtr]uint64{}}
}

// minClass is the smallest block (cuMemAlloc aligns to 256 bytes anyway).
const minClass = 512

// maxStep is the largest rounding step: big blocks round up to a multiple
// of 2 MiB rather than to a quarter of their power of two.
const maxStep = 2 << 20

// SizeClass is the block size a request of bytes gets: at least 512, then
// four classes per power of two (so at most 25% is wasted), and multiples
// of 2 MiB above 16 MiB.
func SizeClass(bytes uint64) uint64 {
	if bytes <= minClass {
		return minClass
	}
	k := bits.Len64(bytes - 1) // 2^(k-1) < bytes <= 2^k
	step := uint64(1) << (k - 3)
	if step > maxStep {
		step = maxStep
	}
	return (bytes + step - 1) / step * step
}

// SetCacheLimit bounds the bytes kept cached: a Free that would cache
// more releases blocks, largest first, down to the limit. 0 (the
// default) keeps everything until Trim.
func (a *Allocator) SetCacheLimit(bytes uint64) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.limit = bytes
	return a.shrinkLocked(bytes)
}

// Alloc returns a block of at least bytes. When the underlying Memory
// runs out, the cache is released and the allocation tried once more.
func (a *Allocator) Alloc(bytes uint64) (DevicePtr, error) {
	if bytes == 0 {
		return 0, fmt.Errorf("cuda: Allocator.Alloc of 0 bytes")
	}
	class := SizeClass(bytes)
	a.mu.Lock()
	defer a.mu.Unlock()
	a.stats.Allocs++
	if list := a.free[class]; len(list) > 0 {
		p := list[len(list)-1]
		a.free[class] = list[:len(list)-1]
		a.stats.Cached -= class
		a.stats.Hits++
		a.handOutLocked(p, class)
		return p, nil
	}
	p, err := a.raw.Alloc(class)
	if err != nil && errors.Is(err, &Error{Code: ErrorOutOfMemory}) && a.stats.Cached > 0 {
		if terr := a.shrinkLocked(0); terr != nil {
			return 0, errors.Join(err, terr)
		}
		p, err = a.raw.Alloc(class)
	}
	if err != nil {
		return 0, err
	}
	a.stats.RawAllocs++
	a.handOutLocked(p, class)
	return p, nil
}

func (a *Allocator) handOutLocked(p DevicePtr, class uint64) {
	a.live[p] = class
	a.stats.InUse += class
	if a.stats.InUse > a.stats.Peak {
		a.stats.Peak = a.stats.InUse
	}
	if r := a.stats.InUse + a.stats.Cached; r > a.stats.PeakReserved {
		a.stats.PeakReserved = r
	}
}

// Free returns p to the cache. Freeing 0 does nothing; freeing what the
// allocator did not hand out (or freeing twice) is an error.
func (a *Allocator) Free(p DevicePtr) error {
	if p == 0 {
		return nil
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	class, ok := a.live[p]
	if !ok {
		return fmt.Errorf("cuda: Allocator.Free of %#x, which is not an allocated block (freed twice, or not from this allocator)", uintptr(p))
	}
	delete(a.live, p)
	a.stats.Frees++
	a.stats.InUse -= class
	a.free[class] = append(a.free[class], p)
	a.stats.Cached += class
	if a.limit > 0 && a.stats.Cached > a.limit {
		return a.shrinkLocked(a.limit)
	}
	return nil
}

// Trim releases every cached block to the underlying Memory. Blocks in
// use stay.
func (a *Allocator) Trim() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.shrinkLocked(0)
}

// shrinkLocked frees cached blocks, largest class first, until at most
// target bytes are cached.
func (a *Allocator) shrinkLocked(target uint64) error {
	if a.stats.Cached <= target {
		return nil
	}
	classes := make([]uint64, 0, len(a.free))
	for c, list := range a.free {
		if len(list) > 0 {
			classes = append(classes, c)
		}
	}
	sort.Slice(classes, func(i, j int) bool { return classes[i] > classes[j] })
	var errs []error
	for _, c := range classes {
		list := a.free[c]
		for len(list) > 0 && a.stats.Cached > target {
			p := list[len(list)-1]
			list = list[:len(list)-1]
			a.stats.Cached -= c
			a.stats.RawFrees++
			if err := a.raw.Free(p); err != nil {
				errs = append(errs, err)
			}
		}
		if len(list) == 0 {
			delete(a.free, c)
		} else {
			a.free[c] = list
		}
	}
	return errors.Join(errs...)
}

// Stats returns the allocator's counters.
func (a *Allocator) Stats() AllocatorStats {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.stats
}
