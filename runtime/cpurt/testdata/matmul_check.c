// matmul_check: __strata_matmul_f32 against a double-precision loop nest
// on every layout it meets (row- and column-major A, B and C, a batch
// that B broadcasts) and on sizes around its tiles (1 to 4 rows unpacked, a 4-row strip,
// 12-row strips, partial 32-column strips, a few columns past a full
// strip as dot products, k across the 256 block). It
// prints one checksum of every result's bits, so that runs at different
// thread counts can be compared, and exits 1 at the first wrong element.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

void __strata_matmul_f32(int64_t batch, int64_t m, int64_t n, int64_t k, const float *a, int64_t a_b, int64_t a_m,
                         int64_t a_k, const float *b, int64_t b_b, int64_t b_k, int64_t b_n, float *c, int64_t c_b,
                         int64_t c_m, int64_t c_n);

static float value(int64_t i, double scale) { return (float)sin((double)i * scale) - 0.1f; }

int main(void) {
  static const int64_t ms[] = {1, 2, 3, 4, 5, 12, 13, 30, 40};
  static const int64_t ns[] = {1, 3, 17, 32, 37, 300};
  static const int64_t ks[] = {1, 7, 256, 300};
  uint64_t checksum = 1469598103934665603ull;
  int cases = 0;
  for (int batch = 1; batch <= 3; batch += 2)
    for (size_t mi = 0; mi < sizeof ms / sizeof *ms; mi++)
      for (size_t ni = 0; ni < sizeof ns / sizeof *ns; ni++)
        for (size_t ki = 0; ki < sizeof ks / sizeof *ks; ki++)
          for (int layout = 0; layout < 8; layout++) {
            int64_t m = ms[mi], n = ns[ni], k = ks[ki];
            // Bit 0: A column-major; bit 1: B column-major (a transposed
            // weight); bit 2: C column-major. B is shared by the batch.
            int64_t a_m = layout & 1 ? 1 : k, a_k = layout & 1 ? m : 1;
            int64_t b_k = layout & 2 ? 1 : n, b_n = layout & 2 ? k : 1;
            int64_t c_m = layout & 4 ? 1 : n, c_n = layout & 4 ? m : 1;
            float *a = malloc(sizeof(float) * batch * m * k), *b = malloc(sizeof(float) * k * n);
            float *c = malloc(sizeof(float) * batch * m * n);
            for (int64_t i = 0; i < batch * m * k; i++)
              a[i] = value(i, 0.37);
            for (int64_t i = 0; i < k * n; i++)
              b[i] = value(i, 0.11);
            for (int64_t i = 0; i < batch * m * n; i++)
              c[i] = value(i, 0.05);
            float *c0 = malloc(sizeof(float) * batch * m * n);
            memcpy(c0, c, sizeof(float) * batch * m * n);
            __strata_matmul_f32(batch, m, n, k, a, m * k, a_m, a_k, b, 0, b_k, b_n, c, m * n, c_m, c_n);
            for (int64_t bi = 0; bi < batch; bi++)
              for (int64_t i = 0; i < m; i++)
                for (int64_t j = 0; j < n; j++) {
                  int64_t at = bi * m * n + i * c_m + j * c_n;
                  double want = c0[at], mag = fabs(want);
                  for (int64_t p = 0; p < k; p++) {
                    double x = a[bi * m * k + i * a_m + p * a_k], y = b[p * b_k + j * b_n];
                    want += x * y;
                    mag += fabs(x * y);
                  }
                  if (fabs(c[at] - want) > 1e-5 * (1 + mag)) {
                    printf("batch %d m %ld n %ld k %ld layout %d: C[%ld,%ld,%ld] = %.9g, want %.9g\n", batch, (long)m,
                           (long)n, (long)k, layout, (long)bi, (long)i, (long)j, c[at], want);
                    return 1;
                  }
                  uint32_t bits;
                  memcpy(&bits, &c[at], sizeof bits);
                  checksum = (checksum ^ bits) * 1099511628211ull;
                }
            free(a), free(b), free(c), free(c0);
            cases++;
          }
  // A forked child has none of the pool's threads: a product there must
  // start its own and finish (not wait for the parent's).
  pid_t child = fork();
  if (child == 0) {
    static float a[64 * 512], b[512 * 512], c[64 * 512];
    __strata_matmul_f32(1, 64, 512, 512, a, 0, 512, 1, b, 0, 512, 1, c, 0, 512, 1);
    _exit(0);
  }
  int status = 1;
  if (child < 0 || waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    printf("a product in a forked child failed\n");
    return 1;
  }
  printf("%d cases, checksum %016llx\n", cases, (unsigned long long)checksum);
  return 0;
}
