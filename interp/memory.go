package interp

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"sync"
)

// maxDefaultMemory caps the default memory budget: 4 GiB of elements is
// far more than any test model needs (resnet18 at the loops level keeps
// about 300 MB live) and leaves the machine usable when a program
// allocates without bound.
const maxDefaultMemory = 4 << 30

// DefaultMemoryLimit is the memory budget of an interpreter whose
// Options.MemoryLimit is 0: a quarter of the memory the process may use
// (the machine's physical memory, or a smaller cgroup limit), at most
// 4 GiB; 4 GiB where neither can be read.
var DefaultMemoryLimit = sync.OnceValue(func() int64 {
	total := physicalMemory()
	if cg := cgroupLimit(); cg > 0 && (total <= 0 || cg < total) {
		total = cg
	}
	if total <= 0 {
		return maxDefaultMemory
	}
	return min(total/4, maxDefaultMemory)
})

// physicalMemory reads MemTotal from /proc/meminfo (0 when it cannot).
func physicalMemory() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "MemTotal:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil || kb <= 0 || kb > 1<<50 {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}

// cgroupLimit reads a cgroup v2 memory limit (0 when there is none).
func cgroupLimit() int64 {
	b, err := os.ReadFile("/sys/fs/cgroup/memory.max")
	if err != nil {
		return 0
	}
	n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	if err != nil || n <= 0 {
		return 0
	}
	return n
}
