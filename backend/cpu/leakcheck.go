package cpu

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/lowering/memreftollvm"
)

// The leak check of native code. The module is lowered with
// finalize-memref-to-llvm{use-generic-functions}, so that every
// memref.alloc calls _mlir_memref_to_llvm_alloc (or _aligned_alloc) and
// every memref.dealloc _mlir_memref_to_llvm_free, as upstream makes
// possible for runtimes that track memory. The harness defines the three
// functions: it records every block the module allocates, and after the
// call frees the buffers of the memref results (a public function's
// results are owned by its caller, as buffer-deallocation-pipeline
// assumes) before counting what is still live. Frees of pointers the
// functions did not return (an argument, a global, the interior of a
// block) and second frees are reported too, and neither reaches libc.
//
// Freed blocks stay in a quarantine (up to leakQuarantineBytes) before
// libc gets them back, so that a double free is not hidden by malloc
// handing the same address out again in between.

// leakQuarantineBytes bounds the memory the quarantine holds back.
const leakQuarantineBytes = 256 << 20

// leakReportFile is where the harness writes its counts, for Run.
const leakReportFile = "leakcheck.txt"

// leakExitCode is the harness's exit status when the check fails.
const leakExitCode = 3

// leakCheckPipeline is Pipeline with the module allocating through the
// generic functions the leak-checking harness defines.
var leakCheckPipeline = strings.Replace(Pipeline, memreftollvm.Pass.Argument, memreftollvm.Pass.Argument+"{use-generic-functions=true}", 1)

// LeakReport is what the leak-checking harness counted in one run.
type LeakReport struct {
	// Allocations is the number of blocks the module allocated.
	Allocations int64
	// Live and LiveBytes count the blocks (and the bytes asked for) not
	// freed once the harness freed the results.
	Live, LiveBytes int64
	// UnknownFrees counts frees of pointers the allocation functions did
	// not return; DoubleFrees second frees of a block.
	UnknownFrees, DoubleFrees int64
	// Messages describe each bad free and (up to a bound) each leaked
	// block, in the harness's words.
	Messages []string
}

// OK says that nothing leaked and every free was right.
func (r *LeakReport) OK() bool {
	return r.Live == 0 && r.UnknownFrees == 0 && r.DoubleFrees == 0
}

// Summary is the line that says what the check found when it passed:
// "leak check of @main: 3 allocations, all freed".
func (r *LeakReport) Summary(entry string) string {
	if !r.OK() {
		return (&LeakError{Entry: entry, Report: *r}).Error()
	}
	if r.Allocations == 0 {
		return fmt.Sprintf("leak check of @%s: no heap allocation", entry)
	}
	return fmt.Sprintf("leak check of @%s: %s, all freed", entry, plural(r.Allocations, "allocation"))
}

// LeakError is Run's error when the leak check fails.
type LeakError struct {
	Entry  string
	Report LeakReport
}

func (e *LeakError) Error() string {
	r := e.Report
	var what []string
	if r.Live > 0 {
		what = append(what, fmt.Sprintf("%d of %s (%d bytes) never freed", r.Live, plural(r.Allocations, "allocation"), r.LiveBytes))
	}
	if r.UnknownFrees > 0 {
		what = append(what, plural(r.UnknownFrees, "free")+" of a pointer the module did not allocate")
	}
	if r.DoubleFrees > 0 {
		what = append(what, plural(r.DoubleFrees, "double free"))
	}
	msg := fmt.Sprintf("leak check of @%s failed: %s", e.Entry, strings.Join(what, "; "))
	for _, m := range r.Messages {
		msg += "\n  " + m
	}
	return msg
}

func plural(n int64, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// readLeakReport parses the harness's report: a first line of
// "key=value" counts, then one message per line.
func readLeakReport(path string) (*LeakReport, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimRight(string(raw), "\n"), "\n")
	r := &LeakReport{}
	fields := map[string]*int64{
		"allocations": &r.Allocations, "live": &r.Live, "live_bytes": &r.LiveBytes,
		"unknown_frees": &r.UnknownFrees, "double_frees": &r.DoubleFrees,
	}
	seen := 0
	for _, kv := range strings.Fields(lines[0]) {
		k, v, ok := strings.Cut(kv, "=")
		p := fields[k]
		n, err := strconv.ParseInt(v, 10, 64)
		if !ok || p == nil || err != nil {
			return nil, fmt.Errorf("%s: malformed leak report field %q", path, kv)
		}
		*p = n
		seen++
	}
	if seen != len(fields) {
		return nil, fmt.Errorf("%s: leak report has %d of %d counts", path, seen, len(fields))
	}
	r.Messages = lines[1:]
	return r, nil
}

// harnessLeakCheck is the C of the leak check: the generic allocation
// functions, a hash table of every block by address (live or freed),
// the quarantine, and the report.
const harnessLeakCheck = `
/* Leak check (backend/cpu/leakcheck.go). */
#include <stdarg.h>
#include <string.h>
enum { BLOCK_EMPTY, BLOCK_LIVE, BLOCK_FREED };
typedef struct { void *p; size_t n; size_t seq; int state; } block_t;
static block_t *blocks;
static size_t blocks_cap, blocks_used;
static size_t n_allocs, n_live, live_bytes, unknown_frees, double_frees;
static FILE *leak_log;
typedef struct { void *p; size_t n; } held_t;
static held_t *held;
static size_t held_head, held_len, held_cap, held_bytes;

static size_t block_hash(void *p) { return (size_t)(((uint64_t)(uintptr_t)p >> 4) * 0x9E3779B97F4A7C15ull >> 17); }

static void leak_oom(void) { fprintf(stderr, "leak check: out of memory for its own tables\n"); exit(4); }

static block_t *block_slot(block_t *t, size_t cap, void *p) {
  size_t i = block_hash(p) & (cap - 1);
  while (t[i].state != BLOCK_EMPTY && t[i].p != p) i = (i + 1) & (cap - 1);
  return &t[i];
}

/* block_find returns p's entry; with insert, a new empty one if p has none. */
static block_t *block_find(void *p, int insert) {
  if (insert && (blocks_used + 1) * 2 > blocks_cap) {
    size_t cap = blocks_cap ? blocks_cap * 2 : 1024;
    block_t *t = calloc(cap, sizeof(block_t));
    if (!t) leak_oom();
    for (size_t i = 0; i < blocks_cap; i++)
      if (blocks[i].state != BLOCK_EMPTY) *block_slot(t, cap, blocks[i].p) = blocks[i];
    free(blocks);
    blocks = t;
    blocks_cap = cap;
  }
  if (blocks_cap == 0) return NULL;
  block_t *b = block_slot(blocks, blocks_cap, p);
  if (b->state == BLOCK_EMPTY) {
    if (!insert) return NULL;
    b->p = p;
    blocks_used++;
  }
  return b;
}

static void leak_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void leak_msg(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "leak check: ");
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
  va_end(ap);
  if (leak_log) {
    va_start(ap, fmt);
    vfprintf(leak_log, fmt, ap);
    fprintf(leak_log, "\n");
    va_end(ap);
  }
}

/* quarantine holds freed blocks back from libc, oldest out first. */
static void quarantine(void *p, size_t n) {
  if (held_len == held_cap) {
    if (held_head > 0) {
      memmove(held, held + held_head, (held_len - held_head) * sizeof(held_t));
      held_len -= held_head;
      held_head = 0;
    }
    if (held_len == held_cap) {
      held_cap = held_cap ? held_cap * 2 : 1024;
      held = realloc(held, held_cap * sizeof(held_t));
      if (!held) leak_oom();
    }
  }
  held[held_len++] = (held_t){p, n};
  held_bytes += n;
  while (held_bytes > STRATA_QUARANTINE_BYTES && held_head < held_len) {
    held_bytes -= held[held_head].n;
    free(held[held_head++].p);
  }
}

static void *leak_alloc(size_t align, size_t n) {
  /* A block of 0 bytes still gets its own address, so that it is counted. */
  size_t m = n ? n : 1;
  void *p;
  if (align) {
    m = (m + align - 1) / align * align;
    p = aligned_alloc(align, m);
  } else {
    p = malloc(m);
  }
  if (!p) { fprintf(stderr, "leak check: cannot allocate %zu bytes (alignment %zu)\n", n, align); exit(4); }
  block_t *b = block_find(p, 1);
  b->state = BLOCK_LIVE;
  b->n = n;
  b->seq = ++n_allocs;
  n_live++;
  live_bytes += n;
  return p;
}

static void leak_free(void *p, const char *who) {
  if (!p) return; /* free(NULL) does nothing, as in C */
  block_t *b = block_find(p, 0);
  if (!b) {
    unknown_frees++;
    leak_msg("%s frees %p, which the module's allocation functions did not return (an argument, a global or an interior pointer)", who, p);
    return;
  }
  if (b->state == BLOCK_FREED) {
    double_frees++;
    leak_msg("%s frees allocation #%zu (%zu bytes) a second time", who, b->seq, b->n);
    return;
  }
  b->state = BLOCK_FREED;
  n_live--;
  live_bytes -= b->n;
  quarantine(p, b->n);
}

/* upstream's generic functions (finalize-memref-to-llvm{use-generic-functions}) */
void *_mlir_memref_to_llvm_alloc(size_t n) { return leak_alloc(0, n); }
void *_mlir_memref_to_llvm_aligned_alloc(size_t align, size_t n) { return leak_alloc(align, n); }
void _mlir_memref_to_llvm_free(void *p) { leak_free(p, "the module"); }

static int by_seq(const void *a, const void *b) {
  size_t x = (*(block_t *const *)a)->seq, y = (*(block_t *const *)b)->seq;
  return x < y ? -1 : x > y;
}

/* leak_report writes the counts and the leaked blocks (the first
   STRATA_LEAKS_LISTED by allocation order); nonzero when the check fails. */
static int leak_report(void) {
  FILE *f = fopen(STRATA_LEAK_REPORT, "wb");
  if (!f) { perror(STRATA_LEAK_REPORT); return 1; }
  fprintf(f, "allocations=%zu live=%zu live_bytes=%zu unknown_frees=%zu double_frees=%zu\n",
          n_allocs, n_live, live_bytes, unknown_frees, double_frees);
  /* the bad frees were logged as they happened */
  if (leak_log) {
    fflush(leak_log);
    rewind(leak_log);
    char buf[4096];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, leak_log)) > 0) fwrite(buf, 1, k, f);
  }
  if (n_live > 0) {
    block_t **live = malloc(n_live * sizeof(block_t *));
    if (!live) leak_oom();
    size_t k = 0;
    for (size_t i = 0; i < blocks_cap; i++)
      if (blocks[i].state == BLOCK_LIVE) live[k++] = &blocks[i];
    qsort(live, k, sizeof(block_t *), by_seq);
    for (size_t i = 0; i < k && i < STRATA_LEAKS_LISTED; i++) {
      fprintf(f, "allocation #%zu of %zu bytes is never freed\n", live[i]->seq, live[i]->n);
      fprintf(stderr, "leak check: allocation #%zu of %zu bytes is never freed\n", live[i]->seq, live[i]->n);
    }
    if (k > STRATA_LEAKS_LISTED) fprintf(f, "... and %zu more\n", k - STRATA_LEAKS_LISTED);
    free(live);
  }
  int bad = n_live || unknown_frees || double_frees;
  if (bad)
    fprintf(stderr, "leak check: %zu of %zu allocations (%zu bytes) never freed, %zu unknown frees, %zu double frees\n",
            n_live, n_allocs, live_bytes, unknown_frees, double_frees);
  return (fclose(f) != 0) | bad;
}
`

// leakCheckDefines are the constants harnessLeakCheck uses.
func leakCheckDefines() string {
	return fmt.Sprintf("#define STRATA_QUARANTINE_BYTES ((size_t)%d)\n#define STRATA_LEAK_REPORT %q\n#define STRATA_LEAKS_LISTED 10\n",
		leakQuarantineBytes, leakReportFile)
}
