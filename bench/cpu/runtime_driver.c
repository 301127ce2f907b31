// runtime_driver.c: calls the lowered @matmul and @madd (memref arguments
// expanded as convert-func-to-llvm's descriptors: allocated, aligned,
// offset, sizes, strides) and prints the best of 3 wall times and a checksum.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void matmul(float *, float *, long, long, long, long, long,
            float *, float *, long, long, long, long, long,
            float *, float *, long, long, long, long, long);
void madd(float *, float *, long, long, long,
         float *, float *, long, long, long,
         float *, float *, long, long, long,
         float *, float *, long, long, long);

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void fill(float *p, long n, unsigned s) {
  for (long i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    p[i] = (float)(s >> 8) / (float)(1u << 24) - 0.5f;
  }
}

static double sum(const float *p, long n) {
  double s = 0;
  for (long i = 0; i < n; i++) s += p[i];
  return s;
}

int main(void) {
  long n = N, e = E;
  float *a = malloc(sizeof(float) * n * n), *b = malloc(sizeof(float) * n * n),
        *c = malloc(sizeof(float) * n * n);
  fill(a, n * n, 1); fill(b, n * n, 2);
  double best = 1e30, cs = 0;
  for (int r = 0; r < 3; r++) {
    for (long i = 0; i < n * n; i++) c[i] = 0;
    double t = now();
    matmul(a, a, 0, n, n, n, 1, b, b, 0, n, n, n, 1, c, c, 0, n, n, n, 1);
    t = now() - t;
    if (t < best) best = t;
    cs = sum(c, n * n);
  }
  printf("matmul ms %.2f checksum %.6e\n", best, cs);
  free(a); free(b); free(c);
  float *x = malloc(sizeof(float) * e), *y = malloc(sizeof(float) * e),
        *z = malloc(sizeof(float) * e), *o = malloc(sizeof(float) * e);
  fill(x, e, 3); fill(y, e, 4); fill(z, e, 5); fill(o, e, 6);
  best = 1e30;
  for (int r = 0; r < 3; r++) {
    double t = now();
    madd(x, x, 0, e, 1, y, y, 0, e, 1, z, z, 0, e, 1, o, o, 0, e, 1);
    t = now() - t;
    if (t < best) best = t;
  }
  printf("madd ms %.2f checksum %.6e\n", best, sum(o, e));
  return 0;
}
