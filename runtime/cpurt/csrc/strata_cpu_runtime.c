// Strata's CPU runtime: the thread pool of the parallel kernels.
//
// A parallel kernel runs the iterations [lo, hi) of a loop whose
// iterations are independent. __strata_parallel_for splits the range into
// one contiguous piece per thread, so every iteration runs exactly once,
// on one thread, with the same arithmetic whatever the number of threads:
// results do not depend on it.
#include <stdint.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

typedef void (*strata_task)(void *data, int64_t lo, int64_t hi);

// strata_threads returns the number of threads to use: $STRATA_NUM_THREADS
// when it is a positive number, else OpenMP's default; read once.
static int strata_threads(void) {
  static int threads;
  int t = __atomic_load_n(&threads, __ATOMIC_RELAXED);
  if (t > 0)
    return t;
  const char *s = getenv("STRATA_NUM_THREADS");
  t = s ? atoi(s) : 0;
#ifdef _OPENMP
  if (t <= 0)
    t = omp_get_max_threads();
#endif
  if (t <= 0)
    t = 1;
  __atomic_store_n(&threads, t, __ATOMIC_RELAXED);
  return t;
}

// __strata_parallel_for runs task on pieces of [lo, hi) covering it once;
// a piece has at least min_piece iterations (the compiler's estimate of
// what pays for starting a thread), so small loops stay on the caller's
// thread.
void __strata_parallel_for(strata_task task, void *data, int64_t lo, int64_t hi, int64_t min_piece) {
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
#ifdef _OPENMP
#pragma omp parallel num_threads((int)threads)
  {
    int64_t t = omp_get_thread_num(), count = omp_get_num_threads();
    int64_t base = n / count, extra = n % count;
    int64_t a = lo + t * base + (t < extra ? t : extra);
    int64_t b = a + base + (t < extra ? 1 : 0);
    if (a < b)
      task(data, a, b);
  }
#else
  task(data, lo, hi);
#endif
}
