// Strata's CPU runtime: the thread pool of the parallel kernels, the
// matmul micro-kernel, and the kernel profile.
//
// A parallel kernel runs the iterations [lo, hi) of a loop whose
// iterations are independent. __strata_parallel_for splits the range into
// one contiguous piece per thread, so every iteration runs exactly once,
// on one thread, with the same arithmetic whatever the number of threads:
// results do not depend on it.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#ifndef STRATA_SERIAL
#include <pthread.h>
#include <sched.h>
#include <unistd.h>
#endif

typedef void (*strata_task)(void *data, int64_t lo, int64_t hi);

// strata_threads returns the number of threads to use: $STRATA_NUM_THREADS
// when it is a positive number, else $OMP_NUM_THREADS, else one per
// core; read once.
static int strata_cores(void);

static int strata_threads(void) {
  static int threads;
  int t = __atomic_load_n(&threads, __ATOMIC_RELAXED);
  if (t > 0)
    return t;
  const char *s = getenv("STRATA_NUM_THREADS");
  t = s ? atoi(s) : 0;
  if (t <= 0 && (s = getenv("OMP_NUM_THREADS")))
    t = atoi(s);
  if (t <= 0)
    t = strata_cores();
  __atomic_store_n(&threads, t, __ATOMIC_RELAXED);
  return t;
}

// strata_cores is the number of cores the process may run on; read once.
static int strata_cores(void) {
  static int cores;
  int c = __atomic_load_n(&cores, __ATOMIC_RELAXED);
  if (c > 0)
    return c;
#ifndef STRATA_SERIAL
  cpu_set_t set;
  c = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : (int)sysconf(_SC_NPROCESSORS_ONLN);
#endif
  if (c <= 0)
    c = 1;
  __atomic_store_n(&cores, c, __ATOMIC_RELAXED);
  return c;
}

// ---- the pool ----
//
// strata_run(job, count) runs job->fn(job->arg, i) for every i < count,
// i = 0 on the calling thread and the others on the pool's workers, and
// returns when all are done. The workers persist; between jobs each spins
// on its own mailbox for STRATA_SPIN_SECONDS before it sleeps (unless
// there are more threads than cores), so that a
// model's consecutive kernels do not pay for waking threads (OpenMP's
// threads fell asleep between them: with a longer spin, libgomp ran swin
// in 32 ms instead of 47 on 16 threads). A second caller while a job runs
// (two threads of the user calling compiled code) runs its job alone, on
// its own thread: results are the same, as every index does the same work
// wherever it runs.
#define STRATA_SPIN_SECONDS 2e-3

static double strata_clock(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

// strata_pause tells the CPU that this thread spins.
static inline void strata_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ volatile("yield");
#endif
}

struct strata_job {
  void (*fn)(void *arg, int64_t index);
  void *arg;
  int64_t remaining; // workers still running it
};

#ifndef STRATA_SERIAL
struct strata_mailbox {
  uint64_t seq; // bumped for each job posted to this worker
  struct strata_job *job;
  int sleeping;
  pthread_mutex_t mutex;
  pthread_cond_t wake;
  char pad[64];
};

static struct strata_mailbox *strata_mailboxes;
static int strata_workers; // started, each with the mailbox of its index
static int strata_busy;
static pthread_mutex_t strata_start_mutex = PTHREAD_MUTEX_INITIALIZER;

static void *strata_worker(void *arg) {
  int64_t index = (int64_t)(intptr_t)arg;
  struct strata_mailbox *box = &strata_mailboxes[index];
  uint64_t seen = 0;
  for (;;) {
    uint64_t seq = __atomic_load_n(&box->seq, __ATOMIC_ACQUIRE);
    // More threads than cores: spinning would take the cores from the
    // threads with work, so sleep at once.
    if (seq == seen && strata_threads() <= strata_cores()) {
      double until = strata_clock() + STRATA_SPIN_SECONDS;
      for (int spins = 0; (seq = __atomic_load_n(&box->seq, __ATOMIC_ACQUIRE)) == seen; spins++) {
        strata_pause();
        if ((spins & 1023) == 1023 && strata_clock() > until)
          break;
      }
    }
    if (seq == seen) {
      // Sleep: the poster reads `sleeping` after bumping seq (both
      // sequentially consistent), so one of the two sees the other.
      pthread_mutex_lock(&box->mutex);
      __atomic_store_n(&box->sleeping, 1, __ATOMIC_SEQ_CST);
      while ((seq = __atomic_load_n(&box->seq, __ATOMIC_SEQ_CST)) == seen)
        pthread_cond_wait(&box->wake, &box->mutex);
      __atomic_store_n(&box->sleeping, 0, __ATOMIC_SEQ_CST);
      pthread_mutex_unlock(&box->mutex);
    }
    seen = seq;
    struct strata_job *job = __atomic_load_n(&box->job, __ATOMIC_ACQUIRE);
    job->fn(job->arg, index + 1);
    __atomic_fetch_sub(&job->remaining, 1, __ATOMIC_ACQ_REL);
  }
  return NULL;
}

// strata_after_fork forgets the workers in a forked child, which has
// none of its parent's threads: its first parallel kernel starts new ones.
static void strata_after_fork(void) {
  strata_mailboxes = NULL;
  strata_workers = 0;
  strata_busy = 0;
  pthread_mutex_init(&strata_start_mutex, NULL);
}

// strata_start makes sure count-1 workers run; it returns how many do
// (fewer when threads cannot be created).
static int strata_start(int count) {
  int have = __atomic_load_n(&strata_workers, __ATOMIC_ACQUIRE);
  if (have >= count - 1)
    return have;
  pthread_mutex_lock(&strata_start_mutex);
  if (!strata_mailboxes) {
    static int registered;
    if (!registered)
      registered = pthread_atfork(NULL, NULL, strata_after_fork) == 0;
    int most = strata_threads();
    strata_mailboxes = calloc((size_t)(most > 1 ? most : 1), sizeof *strata_mailboxes);
  }
  have = strata_workers;
  while (strata_mailboxes && have < count - 1 && have < strata_threads() - 1) {
    struct strata_mailbox *box = &strata_mailboxes[have];
    pthread_mutex_init(&box->mutex, NULL);
    pthread_cond_init(&box->wake, NULL);
    pthread_t thread;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    int failed = pthread_create(&thread, &attr, strata_worker, (void *)(intptr_t)have);
    pthread_attr_destroy(&attr);
    if (failed)
      break;
    have++;
  }
  __atomic_store_n(&strata_workers, have, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&strata_start_mutex);
  return have;
}
#endif

static void strata_run(struct strata_job *job, int64_t count) {
#ifndef STRATA_SERIAL
  int expected = 0;
  if (count > 1 && __atomic_compare_exchange_n(&strata_busy, &expected, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
    int64_t workers = strata_start((int)count);
    if (workers > count - 1)
      workers = count - 1;
    job->remaining = workers;
    for (int64_t w = 0; w < workers; w++) {
      struct strata_mailbox *box = &strata_mailboxes[w];
      __atomic_store_n(&box->job, job, __ATOMIC_RELEASE);
      __atomic_fetch_add(&box->seq, 1, __ATOMIC_SEQ_CST);
      if (__atomic_load_n(&box->sleeping, __ATOMIC_SEQ_CST)) {
        pthread_mutex_lock(&box->mutex);
        pthread_cond_signal(&box->wake);
        pthread_mutex_unlock(&box->mutex);
      }
    }
    job->fn(job->arg, 0);
    // Indices no worker took (threads that could not start) run here.
    for (int64_t i = workers + 1; i < count; i++)
      job->fn(job->arg, i);
    for (int spins = 0; __atomic_load_n(&job->remaining, __ATOMIC_ACQUIRE) > 0; spins++) {
      strata_pause();
      if (spins > 4096)
        sched_yield(); // the workers may be waiting for a core
    }
    __atomic_store_n(&strata_busy, 0, __ATOMIC_RELEASE);
    return;
  }
#endif
  for (int64_t i = 0; i < count; i++)
    job->fn(job->arg, i);
}

// strata_piece is the i-th of count contiguous pieces of [lo, hi).
static void strata_piece(int64_t lo, int64_t hi, int64_t i, int64_t count, int64_t *a, int64_t *b) {
  int64_t n = hi - lo, base = n / count, extra = n % count;
  *a = lo + i * base + (i < extra ? i : extra);
  *b = *a + base + (i < extra ? 1 : 0);
}

// ---- profile ----
//
// With $STRATA_PROFILE=FILE, the parallel kernels and the matmuls time
// each call, and at exit FILE gets one line per kernel: its address as an
// offset into the library that holds it (bench/cpu/profile.py names it
// with the library's symbols), its calls and seconds. Kernels are
// launched from one thread at a time, so the table needs no lock.
#define STRATA_PROFILE_SLOTS 4096

struct strata_profile_slot {
  const void *fn;
  int64_t calls;
  double seconds;
};

static struct strata_profile_slot strata_profile_table[STRATA_PROFILE_SLOTS];
static const char *strata_profile_path;

static void strata_profile_write(void) {
  FILE *f = fopen(strata_profile_path, "w");
  if (!f)
    return;
  for (int i = 0; i < STRATA_PROFILE_SLOTS; i++) {
    struct strata_profile_slot *s = &strata_profile_table[i];
    if (!s->fn)
      continue;
    Dl_info info;
    uintptr_t offset = (uintptr_t)s->fn;
    if (dladdr(s->fn, &info) && info.dli_fbase)
      offset -= (uintptr_t)info.dli_fbase;
    fprintf(f, "%#lx\t%ld\t%.9f\n", (unsigned long)offset, (long)s->calls, s->seconds);
  }
  fclose(f);
}

// strata_profiling reports whether $STRATA_PROFILE is set (read once).
static int strata_profiling(void) {
  static int state; // 0 unknown, 1 off, 2 on
  if (state == 0) {
    strata_profile_path = getenv("STRATA_PROFILE");
    state = strata_profile_path && *strata_profile_path ? 2 : 1;
    if (state == 2)
      atexit(strata_profile_write);
  }
  return state == 2;
}


static void strata_profile_add(const void *fn, double seconds) {
  uintptr_t h = ((uintptr_t)fn >> 4) * 0x9E3779B97F4A7C15ull;
  for (int probe = 0; probe < STRATA_PROFILE_SLOTS; probe++) {
    struct strata_profile_slot *s = &strata_profile_table[(h + probe) % STRATA_PROFILE_SLOTS];
    if (!s->fn)
      s->fn = fn;
    if (s->fn == fn) {
      s->calls++;
      s->seconds += seconds;
      return;
    }
  }
}

// __strata_parallel_for runs task on pieces of [lo, hi) covering it once;
// a piece has at least min_piece iterations (the compiler's estimate of
// what pays for starting a thread), so small loops stay on the caller's
// thread.
struct strata_parallel_for_arg {
  strata_task task;
  void *data;
  int64_t lo, hi, count;
};

static void strata_parallel_for_piece(void *p, int64_t i) {
  struct strata_parallel_for_arg *arg = p;
  int64_t a, b;
  strata_piece(arg->lo, arg->hi, i, arg->count, &a, &b);
  if (a < b)
    arg->task(arg->data, a, b);
}

static void strata_parallel_for(strata_task task, void *data, int64_t lo, int64_t hi, int64_t min_piece) {
  int64_t n = hi - lo;
  if (n <= 0)
    return;
  int64_t threads = strata_threads();
  if (min_piece < 1)
    min_piece = 1;
  if (threads > n / min_piece)
    threads = n / min_piece;
  if (threads <= 1) {
    task(data, lo, hi);
    return;
  }
  struct strata_parallel_for_arg arg = {task, data, lo, hi, threads};
  struct strata_job job = {strata_parallel_for_piece, &arg, 0};
  strata_run(&job, threads);
}

void __strata_parallel_for(strata_task task, void *data, int64_t lo, int64_t hi, int64_t min_piece) {
  if (!strata_profiling()) {
    strata_parallel_for(task, data, lo, hi, min_piece);
    return;
  }
  double start = strata_clock();
  strata_parallel_for(task, data, lo, hi, min_piece);
  strata_profile_add((const void *)task, strata_clock() - start);
}

// ---- matmul ----
//
// __strata_matmul_f32 is the micro-kernel linked into the kernels that
// strata-outline-ukernels made from matmul-like linalg ops (the kernel's
// own body, the op's loop nest, is what the interpreter runs):
//   C[b, i, j] += sum over p of A[b, i, p] * B[b, p, j]
// for b < batch, i < m, j < n, p < k, every operand addressed through its
// element strides (a stride of 0 broadcasts). It packs panels of A and B
// and runs a register-blocked MR x NR kernel; the iterations over p run in
// order in blocks of KC, each block summed apart and then added to C, and
// the split of (b, i, j) over threads does not change that order: results
// do not depend on the number of threads.

// STRATA_ACC is the accumulators a register tile keeps: 24 of AVX-512's
// 32 vector registers, 12 of AVX2's 16 (the rest hold B's vectors and A's
// broadcast elements).
#if defined(__AVX512F__)
#define STRATA_VEC 16
#define STRATA_ACC 24
#else
#define STRATA_VEC 8
#define STRATA_ACC 12
#endif
#define STRATA_KC 256
#define STRATA_NC (STRATA_VEC * 32)

typedef float strata_vf __attribute__((vector_size(STRATA_VEC * 4)));

static inline strata_vf strata_load(const float *p) {
  strata_vf v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}

static inline void strata_store(float *p, strata_vf v) { __builtin_memcpy(p, &v, sizeof v); }

// The register tiles: a strip of `rows` rows of C by `nv` vectors of
// columns, its rows x nv accumulators in registers (at most STRATA_ACC).
// Two widths: two vectors (12 x 32 with AVX-512), and one vector (12 x 16:
// 24 rows read in place would take more pointers than x86 has registers)
// for products
// whose n is one vector or less (a convolution over a 4x4 image has n =
// 16: the two-vector tile computed as much padding as product), each with
// a short strip for the last rows of a product (a 2x2 image has 4).
#define STRATA_MR_WIDE (STRATA_ACC / 2)
#define STRATA_MR_NARROW STRATA_MR_WIDE
#define STRATA_MR_MAX STRATA_MR_WIDE
#define STRATA_MR_SHORT 4
#define STRATA_NV_MAX 2

// strata_microkernel_rows: C[0:mr, 0:nr] += the product of a ROWS x kc
// strip of A and a kc x (NV vectors) strip of B, its rows pb_k apart
// (packed, or B itself when its rows are contiguous). A is packed (pa[p
// * ROWS + r]) or read IN_PLACE (pa[r * pa_m + p], rows at or beyond mr
// reading row mr-1, whose sums are dropped): a product with few
// columns reuses A's strip too little to pay for packing it. Inlined into
// one function per shape, so that the accumulators live in registers.
static inline __attribute__((always_inline)) void strata_microkernel_rows(int rows, int nv, int in_place, int64_t kc,
                                                                          const float *restrict pa, int64_t pa_m,
                                                                          const float *restrict pb, int64_t pb_k,
                                                                          float *c,
                                                                          int64_t c_m, int64_t c_n, int64_t mr,
                                                                          int64_t nr) {
  // Every loop over rows and vectors unrolled (GCC peels at most 16
  // iterations by itself: a 24-row tile kept its accumulators in memory).
  strata_vf acc[STRATA_MR_MAX][STRATA_NV_MAX];
  const float *row[STRATA_MR_MAX];
#pragma GCC unroll 32
  for (int r = 0; r < rows; r++) {
    row[r] = pa + (r < mr ? r : mr - 1) * pa_m;
#pragma GCC unroll 2
    for (int v = 0; v < nv; v++)
      acc[r][v] = (strata_vf){0};
  }
  for (int64_t p = 0; p < kc; p++) {
    strata_vf b[STRATA_NV_MAX];
#pragma GCC unroll 2
    for (int v = 0; v < nv; v++)
      b[v] = strata_load(pb + p * pb_k + v * STRATA_VEC);
#pragma GCC unroll 32
    for (int r = 0; r < rows; r++) {
      float a = in_place ? row[r][p] : pa[p * rows + r];
#pragma GCC unroll 2
      for (int v = 0; v < nv; v++)
        acc[r][v] += a * b[v];
    }
  }
  for (int64_t r = 0; r < mr; r++) {
    float *out = c + r * c_m;
    if (c_n == 1 && nr == nv * STRATA_VEC) {
      for (int v = 0; v < nv; v++)
        strata_store(out + v * STRATA_VEC, strata_load(out + v * STRATA_VEC) + acc[r][v]);
      continue;
    }
    float sums[STRATA_NV_MAX * STRATA_VEC];
    __builtin_memcpy(sums, acc[r], sizeof sums);
    for (int64_t j = 0; j < nr; j++)
      out[j * c_n] += sums[j];
  }
}

typedef void (*strata_microkernel)(int64_t kc, const float *restrict pa, int64_t pa_m, const float *restrict pb,
                                   int64_t pb_k, float *c, int64_t c_m, int64_t c_n, int64_t mr, int64_t nr);

#define STRATA_MICROKERNEL(name, rows, nv, in_place)                                                                   \
  static void name(int64_t kc, const float *restrict pa, int64_t pa_m, const float *restrict pb, int64_t pb_k,      \
                   float *c, int64_t c_m, int64_t c_n, int64_t mr, int64_t nr) {                                       \
    strata_microkernel_rows(rows, nv, in_place, kc, pa, pa_m, pb, pb_k, c, c_m, c_n, mr, nr);                          \
  }
STRATA_MICROKERNEL(strata_mk_wide, STRATA_MR_WIDE, 2, 0)
STRATA_MICROKERNEL(strata_mk_wide_short, STRATA_MR_SHORT, 2, 0)
STRATA_MICROKERNEL(strata_mk_wide_in_place, STRATA_MR_WIDE, 2, 1)
STRATA_MICROKERNEL(strata_mk_wide_short_in_place, STRATA_MR_SHORT, 2, 1)
STRATA_MICROKERNEL(strata_mk_narrow, STRATA_MR_NARROW, 1, 0)
STRATA_MICROKERNEL(strata_mk_narrow_short, STRATA_MR_SHORT, 1, 0)
STRATA_MICROKERNEL(strata_mk_narrow_in_place, STRATA_MR_NARROW, 1, 1)
STRATA_MICROKERNEL(strata_mk_narrow_short_in_place, STRATA_MR_SHORT, 1, 1)

// strata_shape is a register tile's: its height (full and short strips),
// its width in vectors and the kernels, by [short][in place].
struct strata_shape {
  int64_t mr, nv;
  strata_microkernel kernels[2][2];
};

static const struct strata_shape strata_shapes[2] = {
    {STRATA_MR_WIDE, 2, {{strata_mk_wide, strata_mk_wide_in_place}, {strata_mk_wide_short, strata_mk_wide_short_in_place}}},
    {STRATA_MR_NARROW,
     1,
     {{strata_mk_narrow, strata_mk_narrow_in_place}, {strata_mk_narrow_short, strata_mk_narrow_short_in_place}}},
};

// strata_strip_rows is the height of the kernel computing a strip of mr rows.
static inline int64_t strata_strip_rows(const struct strata_shape *s, int64_t mr) {
  return mr <= STRATA_MR_SHORT ? STRATA_MR_SHORT : s->mr;
}

// strata_padded_rows is m rounded up to the rows its kernels compute.
static inline int64_t strata_padded_rows(const struct strata_shape *s, int64_t m) {
  int64_t rest = m % s->mr;
  return m - rest + (rest == 0 ? 0 : strata_strip_rows(s, rest));
}

// strata_padded is x rounded up to a multiple of tile.
static inline int64_t strata_padded(int64_t x, int64_t tile) { return (x + tile - 1) / tile * tile; }

typedef float strata_v8 __attribute__((vector_size(32)));
typedef float strata_v4 __attribute__((vector_size(16)));

#if defined(__AVX__)
// strata_transpose8 writes the transpose of the 8 x 8 block at src (rows
// src_stride apart) to dst (rows dst_stride apart): out[q][r] = in[r][q],
// in AVX's unpack, shuffle and lane-permute steps written as generic
// vector shuffles (GCC 12 and clang both have __builtin_shufflevector;
// immintrin.h alone took 0.5 s of every cold compile to parse).

static inline void strata_transpose8(const float *src, int64_t src_stride, float *dst, int64_t dst_stride) {
  strata_v8 r[8], t[8], u[8];
  for (int i = 0; i < 8; i++)
    __builtin_memcpy(&r[i], src + i * src_stride, sizeof r[i]);
  for (int i = 0; i < 8; i += 2) {
    t[i] = __builtin_shufflevector(r[i], r[i + 1], 0, 8, 1, 9, 4, 12, 5, 13);
    t[i + 1] = __builtin_shufflevector(r[i], r[i + 1], 2, 10, 3, 11, 6, 14, 7, 15);
  }
  for (int i = 0; i < 8; i += 4) {
    u[i] = __builtin_shufflevector(t[i], t[i + 2], 0, 1, 8, 9, 4, 5, 12, 13);
    u[i + 1] = __builtin_shufflevector(t[i], t[i + 2], 2, 3, 10, 11, 6, 7, 14, 15);
    u[i + 2] = __builtin_shufflevector(t[i + 1], t[i + 3], 0, 1, 8, 9, 4, 5, 12, 13);
    u[i + 3] = __builtin_shufflevector(t[i + 1], t[i + 3], 2, 3, 10, 11, 6, 7, 14, 15);
  }
  for (int i = 0; i < 4; i++) {
    strata_v8 low = __builtin_shufflevector(u[i], u[i + 4], 0, 1, 2, 3, 8, 9, 10, 11);
    strata_v8 high = __builtin_shufflevector(u[i], u[i + 4], 4, 5, 6, 7, 12, 13, 14, 15);
    __builtin_memcpy(dst + i * dst_stride, &low, sizeof low);
    __builtin_memcpy(dst + (i + 4) * dst_stride, &high, sizeof high);
  }
}
#endif

// strata_matmul_tile computes the tile i0 <= i < i1, j0 <= j < j1 of one
// batch element, over all of k, with register tiles of shape s.
static void strata_matmul_tile(const struct strata_shape *s, int64_t k, const float *a, int64_t a_m, int64_t a_k,
                               const float *b, int64_t b_k, int64_t b_n, float *c, int64_t c_m, int64_t c_n,
                               int64_t i0, int64_t i1, int64_t j0, int64_t j1, float *pack_a, float *pack_b) {
  int64_t nr_max = s->nv * STRATA_VEC;
  // A's strips are read in place when its rows are contiguous: packing
  // them was a third of the time of products with few columns, and
  // measured no faster on large ones (12 rows' cache lines stay in L1).
  int a_in_place = a_k == 1;
  // B's full strips are read in place when its rows are contiguous and
  // the tile has too few rows to pay for packing them (a product split
  // over 16 threads in 12-row tiles packed all of B for each).
  int b_in_place = b_n == 1 && i1 - i0 <= 2 * s->mr;
  for (int64_t p0 = 0; p0 < k; p0 += STRATA_KC) {
    int64_t kc = k - p0 < STRATA_KC ? k - p0 : STRATA_KC;
    // B's panel, nr_max columns a strip, zero-padded, read along B's unit
    // stride (a transposed B read across its rows touches a cache line,
    // and often a page, per element).
    for (int64_t j = j0; j < j1; j += nr_max) {
      float *dst = pack_b + (j - j0) * kc;
      int64_t nr = j1 - j < nr_max ? j1 - j : nr_max;
      if (b_in_place && nr == nr_max)
        continue;
      if (b_k == 1 && b_n != 1) {
        // A transposed B (a linear layer's weight): 8 x 8 blocks
        // transposed in registers where the CPU has AVX, the rest an
        // element at a time.
        int64_t done = 0;
#if defined(__AVX__)
        if (nr == nr_max) {
          done = kc - kc % 8;
          for (int64_t jj = 0; jj < nr_max; jj += 8)
            for (int64_t p = 0; p < done; p += 8)
              strata_transpose8(b + (j + jj) * b_n + p0 + p, b_n, dst + p * nr_max + jj, nr_max);
        }
#endif
        for (int64_t jj = 0; jj < nr_max; jj++) {
          if (jj >= nr) {
            for (int64_t p = done; p < kc; p++)
              dst[p * nr_max + jj] = 0.0f;
            continue;
          }
          const float *src = b + (j + jj) * b_n + p0;
          for (int64_t p = done; p < kc; p++)
            dst[p * nr_max + jj] = src[p];
        }
        continue;
      }
      for (int64_t p = 0; p < kc; p++) {
        const float *src = b + (p0 + p) * b_k + j * b_n;
        if (b_n == 1 && nr == nr_max) {
          for (int v = 0; v < s->nv; v++)
            strata_store(dst + p * nr_max + v * STRATA_VEC, strata_load(src + v * STRATA_VEC));
          continue;
        }
        for (int64_t jj = 0; jj < nr_max; jj++)
          dst[p * nr_max + jj] = jj < nr ? src[jj * b_n] : 0.0f;
      }
    }
    for (int64_t i = i0; i < i1; i += s->mr) {
      int64_t mr = i1 - i < s->mr ? i1 - i : s->mr;
      int64_t rows = strata_strip_rows(s, mr);
      const float *strip = a + i * a_m + p0;
      if (!a_in_place) {
        // A's strip, `rows` rows, zero-padded. Reading the rows in step
        // (12 streams) is faster than along a unit-stride k, which makes
        // the stores stride by the strip's height.
        for (int64_t p = 0; p < kc; p++) {
          const float *src = a + i * a_m + (p0 + p) * a_k;
          for (int64_t r = 0; r < rows; r++)
            pack_a[p * rows + r] = r < mr ? src[r * a_m] : 0.0f;
        }
        strip = pack_a;
      }
      strata_microkernel kernel = s->kernels[rows != s->mr][a_in_place];
      for (int64_t j = j0; j < j1; j += nr_max) {
        int64_t nr = j1 - j < nr_max ? j1 - j : nr_max;
        if (b_in_place && nr == nr_max)
          kernel(kc, strip, a_m, b + p0 * b_k + j, b_k, c + i * c_m + j * c_n, c_m, c_n, mr, nr);
        else
          kernel(kc, strip, a_m, pack_b + (j - j0) * kc, nr_max, c + i * c_m + j * c_n, c_m, c_n, mr, nr);
      }
    }
  }
}

// strata_pack_buffer returns this thread's packing buffer, grown to
// hold at least floats elements (NULL when memory is out). It is kept for
// the thread's life: a buffer this size comes from mmap, and a fresh one
// per call paid a page fault per 4 KiB touched (on a virtual machine,
// more than the whole product of a small convolution).
static float *strata_pack_buffer(int64_t floats) {
  static __thread float *buffer;
  static __thread int64_t capacity;
  if (floats > capacity) {
    free(buffer);
    buffer = aligned_alloc(64, (size_t)strata_padded(floats, 16) * sizeof(float));
    capacity = buffer ? floats : 0;
  }
  return buffer;
}

// Products of at most STRATA_FEW_ROWS rows (a linear layer on a few
// rows, the deep convolutions of a small image) use each element of B
// about once, so packing B would only double the traffic: they run
// unpacked, by columns of C. A column of B with unit stride along p (a
// transposed weight, a convolution's filter) is a dot product with each
// row of A; a row of B with unit stride along j is accumulated row by
// row. Either way every element of C is summed by one thread in a fixed
// order.
#define STRATA_FEW_ROWS 4
// Up to this many rows, a transposed B is used unpacked (measured: beyond
// it the packed kernel wins).
#define STRATA_DOT_ROWS 4
#define STRATA_GEMV_COLUMNS 256

// strata_dots_rows: C[i, j] += dot(A[i, :], B[:, j]) for i < rows,
// j0 <= j < j1, A's rows contiguous (a_m apart), B's columns contiguous.
// B is often a weight streamed from memory once per call (a deep
// convolution of a small image reads 9 MB of filter for 4 columns of
// output): its column is prefetched a kilobyte ahead, which took about 5 %
// more of memory's bandwidth than the hardware prefetcher alone (13.8 ->
// 14.4 GB/s on one core of the development machine, best of four
// interleaved runs; reading two columns at once did no better).
#define STRATA_DOTS_PREFETCH 256

// strata_sum is the sum of v's lanes, added as a tree of halves: four
// dependent additions instead of sixteen (a dot product of 192 elements
// spent most of its time in a lane-by-lane sum). The order is fixed, so
// results do not depend on the number of threads.
static inline float strata_sum(strata_vf v) {
#if STRATA_VEC == 16
  strata_v8 half = __builtin_shufflevector(v, v, 0, 1, 2, 3, 4, 5, 6, 7) +
                   __builtin_shufflevector(v, v, 8, 9, 10, 11, 12, 13, 14, 15);
#else
  strata_v8 half = v;
#endif
  strata_v4 quarter = __builtin_shufflevector(half, half, 0, 1, 2, 3) + __builtin_shufflevector(half, half, 4, 5, 6, 7);
  return (quarter[0] + quarter[2]) + (quarter[1] + quarter[3]);
}
static inline __attribute__((always_inline)) void strata_dots_rows(int rows, int64_t k, const float *a, int64_t a_m,
                                                                   const float *b, int64_t b_n, float *c, int64_t c_m,
                                                                   int64_t c_n, int64_t j0, int64_t j1) {
  for (int64_t j = j0; j < j1; j++) {
    const float *col = b + j * b_n;
    strata_vf acc[STRATA_FEW_ROWS][2];
#pragma GCC unroll 4
    for (int i = 0; i < rows; i++)
      acc[i][0] = acc[i][1] = (strata_vf){0};
    int64_t p = 0;
    for (; p + 2 * STRATA_VEC <= k; p += 2 * STRATA_VEC) {
      __builtin_prefetch(col + p + STRATA_DOTS_PREFETCH);
      __builtin_prefetch(col + p + STRATA_DOTS_PREFETCH + 16);
      strata_vf y0 = strata_load(col + p), y1 = strata_load(col + p + STRATA_VEC);
#pragma GCC unroll 4
      for (int i = 0; i < rows; i++) {
        acc[i][0] += strata_load(a + i * a_m + p) * y0;
        acc[i][1] += strata_load(a + i * a_m + p + STRATA_VEC) * y1;
      }
    }
    for (int i = 0; i < rows; i++) {
      float sum = strata_sum(acc[i][0] + acc[i][1]);
      for (int64_t q = p; q < k; q++)
        sum += a[i * a_m + q] * col[q];
      c[i * c_m + j * c_n] += sum;
    }
  }
}

// strata_few_rows computes the columns j0 <= j < j1 of a product of m <=
// STRATA_FEW_ROWS rows.
static void strata_few_rows(int64_t m, int64_t k, const float *a, int64_t a_m, int64_t a_k, const float *b,
                            int64_t b_k, int64_t b_n, float *c, int64_t c_m, int64_t c_n, int64_t j0, int64_t j1) {
  if (b_k == 1) {
    // A's rows made contiguous when they are not (a convolution's im2col
    // is [C*KH*KW, OH*OW]: its rows are strided), in this thread's buffer.
    if (a_k != 1) {
      float *rows = strata_pack_buffer(m * k);
      if (!rows)
        abort(); // out of memory, as a failed memref.alloc would
      for (int64_t i = 0; i < m; i++)
        for (int64_t p = 0; p < k; p++)
          rows[i * k + p] = a[i * a_m + p * a_k];
      a = rows, a_m = k;
    }
    // Column by column, so that each column of B is read from memory
    // once and from L1 by each group of 4 rows.
    for (int64_t j = j0; j < j1; j++)
      for (int64_t i = 0; i < m; i += 4) {
        const float *rows = a + i * a_m;
        float *out = c + i * c_m;
        switch (m - i) {
        case 1: strata_dots_rows(1, k, rows, a_m, b, b_n, out, c_m, c_n, j, j + 1); break;
        case 2: strata_dots_rows(2, k, rows, a_m, b, b_n, out, c_m, c_n, j, j + 1); break;
        case 3: strata_dots_rows(3, k, rows, a_m, b, b_n, out, c_m, c_n, j, j + 1); break;
        default: strata_dots_rows(4, k, rows, a_m, b, b_n, out, c_m, c_n, j, j + 1); break;
        }
      }
    return;
  }
  float acc[STRATA_GEMV_COLUMNS];
  for (int64_t i = 0; i < m; i++) {
    for (int64_t j = j0; j < j1; j++)
      acc[j - j0] = 0.0f;
    for (int64_t p = 0; p < k; p++) {
      float x = a[i * a_m + p * a_k];
      const float *row = b + p * b_k;
      if (b_n == 1) {
        for (int64_t j = j0; j < j1; j++)
          acc[j - j0] += x * row[j];
      } else {
        for (int64_t j = j0; j < j1; j++)
          acc[j - j0] += x * row[j * b_n];
      }
    }
    for (int64_t j = j0; j < j1; j++)
      c[i * c_m + j * c_n] += acc[j - j0];
  }
}

// The operands of a product, as __strata_matmul_f32 takes them.
#define STRATA_OPERANDS                                                                                                \
  int64_t m, n, k;                                                                                                     \
  const float *a;                                                                                                      \
  int64_t a_b, a_m, a_k;                                                                                               \
  const float *b;                                                                                                      \
  int64_t b_b, b_k, b_n;                                                                                               \
  float *c;                                                                                                            \
  int64_t c_b, c_m, c_n;

// A few-row product's column chunks (of `columns`, `chunks` a batch
// element), split into count pieces.
struct strata_few_rows_arg {
  STRATA_OPERANDS
  int64_t columns, chunks, tasks, count;
};

static void strata_few_rows_piece(void *p, int64_t i) {
  struct strata_few_rows_arg *x = p;
  int64_t lo, hi;
  strata_piece(0, x->tasks, i, x->count, &lo, &hi);
  for (int64_t t = lo; t < hi; t++) {
    int64_t bi = t / x->chunks, j0 = (t % x->chunks) * x->columns;
    int64_t j1 = j0 + x->columns < x->n ? j0 + x->columns : x->n;
    strata_few_rows(x->m, x->k, x->a + bi * x->a_b, x->a_m, x->a_k, x->b + bi * x->b_b, x->b_k, x->b_n,
                    x->c + bi * x->c_b, x->c_m, x->c_n, j0, j1);
  }
}

// A product's tiles of mc x nc (mt x nt a batch element) over its first
// `tiled` columns, and, when tiled < n, the dot products of the other
// columns in mt row blocks a batch element (strata_tile_columns), split
// into count pieces.
struct strata_tiles_arg {
  STRATA_OPERANDS
  const struct strata_shape *shape;
  int64_t tiled, mc, nc, mt, nt, tiles, tasks, count;
};

static void strata_tiles_piece(void *p, int64_t i) {
  struct strata_tiles_arg *x = p;
  int64_t lo, hi;
  strata_piece(0, x->tasks, i, x->count, &lo, &hi);
  if (lo >= hi)
    return;
  int64_t pack_a_floats = STRATA_KC * STRATA_MR_MAX;
  float *pack_a = strata_pack_buffer(pack_a_floats + STRATA_KC * strata_padded(x->nc, x->shape->nv * STRATA_VEC));
  if (!pack_a)
    abort(); // out of memory, as a failed memref.alloc would
  float *pack_b = pack_a + pack_a_floats;
  for (int64_t t = lo; t < hi; t++) {
    if (t >= x->tiles) {
      // The rest's dot products (A's rows contiguous: no buffer).
      int64_t bi = (t - x->tiles) / x->mt, i0 = ((t - x->tiles) % x->mt) * x->mc;
      int64_t i1 = i0 + x->mc < x->m ? i0 + x->mc : x->m;
      strata_few_rows(i1 - i0, x->k, x->a + bi * x->a_b + i0 * x->a_m, x->a_m, x->a_k, x->b + bi * x->b_b, x->b_k,
                      x->b_n, x->c + bi * x->c_b + i0 * x->c_m, x->c_m, x->c_n, x->tiled, x->n);
      continue;
    }
    int64_t bi = t / (x->mt * x->nt), rest = t % (x->mt * x->nt);
    int64_t i0 = (rest / x->nt) * x->mc, j0 = (rest % x->nt) * x->nc;
    int64_t i1 = i0 + x->mc < x->m ? i0 + x->mc : x->m, j1 = j0 + x->nc < x->tiled ? j0 + x->nc : x->tiled;
    strata_matmul_tile(x->shape, x->k, x->a + bi * x->a_b, x->a_m, x->a_k, x->b + bi * x->b_b, x->b_k, x->b_n,
                       x->c + bi * x->c_b, x->c_m, x->c_n, i0, i1, j0, j1, pack_a, pack_b);
  }
}

// strata_dots_cost estimates m x n dot products of length k: about a
// load an FMA, and a horizontal sum each.
static inline double strata_dots_cost(int64_t m, int64_t n, int64_t k) {
  return 0.75 * (double)m * (double)n * (double)k / STRATA_VEC + 8.0 * (double)m * (double)n;
}

// strata_tile_columns is how many of a product's n columns its register
// tiles compute. A remainder of a few columns past the last full tile,
// which the tile would pad to a whole one (a linear layer of 17 rows,
// transposed, pads 17 columns to 32: half the FMAs padding), runs as dot
// products instead when both operands are contiguous along k.
static int64_t strata_tile_columns(const struct strata_shape *s, int64_t m, int64_t n, int64_t k, int64_t a_k,
                                   int64_t b_k) {
  int64_t nr = s->nv * STRATA_VEC, rest = n % nr;
  if (rest == 0 || n < nr || a_k != 1 || b_k != 1)
    return n;
  double padding = (double)strata_padded_rows(s, m) * (double)(nr - rest) * (double)k / STRATA_VEC / 2;
  return strata_dots_cost(m, rest, k) < padding ? n - rest : n;
}

// strata_cost estimates, in cycles, an m x n x k product whose operands
// have these strides, computed with register tiles of shape s: the FMAs
// the tiles run (padding included, two a cycle), packing B (a vector copy
// per register row when its rows are contiguous, an element at a time
// when it is transposed: a linear layer's 7 MB weight cost as much to
// pack as to multiply by 49 rows), packing A when its rows are not
// contiguous (once per column tile), and C's elements added one by one
// when its rows are not contiguous (eight cycles each: they fall on
// different cache lines). A product of a few rows with a transposed B, or
// of one row, runs as dot products: no padding, about a load an FMA, and
// measured faster than a one-vector tile on four columns.
// strata_dot_path reports whether an m-row product whose B has k-stride
// b_k runs as dot products (see strata_few_rows).
static inline int strata_dot_path(int64_t m, int64_t b_k) { return (m <= STRATA_DOT_ROWS && b_k == 1) || m == 1; }


static double strata_cost(const struct strata_shape *s, int64_t m, int64_t n, int64_t k, int64_t a_k, int64_t b_k,
                          int64_t b_n, int64_t c_n) {
  double mnk = (double)m * (double)n * (double)k;
  if (strata_dot_path(m, b_k))
    return 0.75 * mnk / STRATA_VEC + (a_k != 1 ? (double)m * k : 0);
  int64_t nr = s->nv * STRATA_VEC, tiled = strata_tile_columns(s, m, n, k, a_k, b_k);
  double rows = (double)strata_padded_rows(s, m), cols = (double)strata_padded(tiled, nr);
  double cost = rows * cols * (double)k / STRATA_VEC / 2 + (tiled < n ? strata_dots_cost(m, n - tiled, k) : 0);
  cost += b_n == 1 ? (double)k * cols / STRATA_VEC : (double)k * cols;
  if (a_k != 1)
    cost += (double)m * k * (double)((n + STRATA_NC - 1) / STRATA_NC);
  if (c_n != 1)
    cost += 8 * rows * cols * (double)((k + STRATA_KC - 1) / STRATA_KC);
  return cost;
}

static void strata_matmul(int64_t batch, int64_t m, int64_t n, int64_t k, const float *a, int64_t a_b, int64_t a_m,
                          int64_t a_k, const float *b, int64_t b_b, int64_t b_k, int64_t b_n, float *c, int64_t c_b,
                          int64_t c_m, int64_t c_n) {
  if (batch <= 0 || m <= 0 || n <= 0 || k <= 0)
    return;
  // The register tile and orientation of least estimated cost: C = A B,
  // or C^T = B^T A^T (only strides change), with the wide tile or the
  // narrow one. Another choice than the wide tile on C = A B must save a
  // tenth of its cost.
  const struct strata_shape *shape = &strata_shapes[0];
  int transpose = 0;
  double base = strata_cost(shape, m, n, k, a_k, b_k, b_n, c_n), best = 0.9 * base;
  for (int t = 0; t < 2; t++)
    for (int w = 0; w < 2; w++) {
      double cost = t ? strata_cost(&strata_shapes[w], n, m, k, b_k, a_k, a_m, c_m)
                      : strata_cost(&strata_shapes[w], m, n, k, a_k, b_k, b_n, c_n);
      if (cost < best) {
        best = cost, shape = &strata_shapes[w], transpose = t;
      }
    }
  if (transpose) {
    const float *t = a;
    a = b, b = t;
    int64_t s = a_b;
    a_b = b_b, b_b = s;
    s = a_m, a_m = b_n, b_n = s;
    s = a_k, a_k = b_k, b_k = s;
    s = c_m, c_m = c_n, c_n = s;
    s = m, m = n, n = s;
  }
  int64_t threads = strata_threads();
  // Work below about 2^17 multiply-adds a thread is not worth one (the
  // pool's workers spin between kernels, so starting one costs about a
  // microsecond: at 2^19 a vit layer's 17x192x768 product ran on 4 of 16
  // threads in 31-45 us; at 2^17, 20-26 us on the Xeon, PyTorch 17).
  int64_t work = batch * m * n * k;
  if (threads > work / (1 << 17))
    threads = work / (1 << 17);
  if (threads < 1)
    threads = 1;
  if (strata_dot_path(m, b_k)) {
    // Column chunks of at most STRATA_GEMV_COLUMNS, enough for the threads.
    int64_t columns = (n + threads - 1) / threads;
    columns = columns < 16 ? 16 : columns > STRATA_GEMV_COLUMNS ? STRATA_GEMV_COLUMNS : columns;
    int64_t chunks = (n + columns - 1) / columns, tasks = batch * chunks;
    if (threads > tasks)
      threads = tasks;
    struct strata_few_rows_arg arg = {m, n, k, a, a_b, a_m, a_k, b, b_b, b_k, b_n, c, c_b, c_m, c_n, columns, chunks,
                                      tasks, threads};
    struct strata_job job = {strata_few_rows_piece, &arg, 0};
    strata_run(&job, threads);
    return;
  }
  // Tiles of (b, i, j), no larger than the product: narrower or shorter
  // tiles (whichever is more register tiles across) while there are
  // fewer than two a thread.
  // A tile spans every row unless the threads need more tiles: a panel
  // of B is packed once per tile and reused by all its rows (A's strips,
  // MR x KC, are cheap to pack again for each panel, or read in place).
  int64_t mr = shape->mr, nr = shape->nv * STRATA_VEC;
  int64_t tiled = strata_tile_columns(shape, m, n, k, a_k, b_k);
  int64_t mc = strata_padded(m, mr);
  int64_t nc = strata_padded(tiled, nr) < STRATA_NC ? strata_padded(tiled, nr) : STRATA_NC;
  while (batch * ((m + mc - 1) / mc) * ((tiled + nc - 1) / nc) < 2 * threads && (mc > mr || nc > nr)) {
    if (nc > nr && (nc / nr >= mc / mr || mc == mr))
      nc = strata_padded(nc / 2, nr);
    else
      mc = strata_padded(mc / 2, mr);
  }
  int64_t mt = (m + mc - 1) / mc, nt = (tiled + nc - 1) / nc;
  int64_t tiles = batch * mt * nt, tasks = tiles + (tiled < n ? batch * mt : 0);
  if (threads > tiles)
    threads = tiles;
  struct strata_tiles_arg arg = {m,  n,  k,  a,  a_b,   a_m,   a_k,     b, b_b, b_k, b_n, c, c_b, c_m,
                                 c_n, shape, tiled, mc, nc, mt, nt, tiles, tasks, threads};
  struct strata_job job = {strata_tiles_piece, &arg, 0};
  strata_run(&job, threads);
}

void __strata_matmul_f32(int64_t batch, int64_t m, int64_t n, int64_t k, const float *a, int64_t a_b, int64_t a_m,
                         int64_t a_k, const float *b, int64_t b_b, int64_t b_k, int64_t b_n, float *c, int64_t c_b,
                         int64_t c_m, int64_t c_n) {
  if (!strata_profiling()) {
    strata_matmul(batch, m, n, k, a, a_b, a_m, a_k, b, b_b, b_k, b_n, c, c_b, c_m, c_n);
    return;
  }
  // Timed under the caller's address: the micro-kernel function the
  // compiler outlined, one per matmul shape.
  const void *caller = __builtin_extract_return_addr(__builtin_return_address(0));
  double start = strata_clock();
  strata_matmul(batch, m, n, k, a, a_b, a_m, a_k, b, b_b, b_k, b_n, c, c_b, c_m, c_n);
  strata_profile_add(caller, strata_clock() - start);
}

// ---- compiler builtins ----
//
// __truncsfbf2 rounds a float to bfloat16 (to nearest even, NaN to the
// quiet 0x7fc0, as Strata's own lowering rounds inline). LLVM calls it
// for a bf16 fptrunc on a CPU without bf16 instructions, and makes one
// of Strata's integer rounding once it vectorizes it; libgcc before GCC
// 13 (Debian 12's) lacks it. The bfloat16 result travels in xmm0's low 16
// bits, as a _Float16 does. Weak: a libgcc that has it may take over.
#if defined(__x86_64__) && defined(__FLT16_MAX__)
__attribute__((weak)) _Float16 __truncsfbf2(float x) {
  uint32_t bits;
  __builtin_memcpy(&bits, &x, sizeof bits);
  uint16_t rounded = x != x ? 0x7fc0 : (uint16_t)((bits + 0x7fff + ((bits >> 16) & 1)) >> 16);
  _Float16 out;
  __builtin_memcpy(&out, &rounded, sizeof out);
  return out;
}
#endif
