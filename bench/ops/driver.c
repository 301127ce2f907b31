// Times one compiled single-op benchmark (bench/ops/*.mlir) through its
// _mlir_ciface_forward wrapper: the same driver links Strata's and upstream's
// object, so only the generated code differs. Inputs are filled with a
// fixed pattern; the result's checksum shows both builds compute the same.
//
// Build with -DOP_MATMUL, -DOP_CONV3X3 or -DOP_SOFTMAX. Usage: driver [reps]
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct { float *alloc, *aligned; int64_t offset, sizes[1], strides[1]; } m1;
typedef struct { float *alloc, *aligned; int64_t offset, sizes[2], strides[2]; } m2;
typedef struct { float *alloc, *aligned; int64_t offset, sizes[4], strides[4]; } m4;

static float *filled(int64_t n, int salt) {
  float *p = malloc(n * sizeof(float));
  for (int64_t i = 0; i < n; i++)
    p[i] = (float)((i * 7 + salt * 13) % 17 - 8) / 16.0f;
  return p;
}

static void m1init(m1 *m, int64_t a, int salt) {
  m->alloc = m->aligned = filled(a, salt);
  m->offset = 0; m->sizes[0] = a; m->strides[0] = 1;
}
static void m2init(m2 *m, int64_t a, int64_t b, int salt) {
  m->alloc = m->aligned = filled(a * b, salt);
  m->offset = 0; m->sizes[0] = a; m->sizes[1] = b; m->strides[0] = b; m->strides[1] = 1;
}
static void m4init(m4 *m, int64_t a, int64_t b, int64_t c, int64_t d, int salt) {
  m->alloc = m->aligned = filled(a * b * c * d, salt);
  m->offset = 0;
  m->sizes[0] = a; m->sizes[1] = b; m->sizes[2] = c; m->sizes[3] = d;
  m->strides[0] = b * c * d; m->strides[1] = c * d; m->strides[2] = d; m->strides[3] = 1;
}

// memrefCopy is the runtime function upstream's lowering of memref.copy
// calls (libmlir_c_runner_utils has it; defined here so that the upstream
// build needs no MLIR runtime library): a strided copy between two ranked
// memrefs passed as unranked descriptors.
typedef struct { int64_t rank; void *desc; } unranked;
typedef struct { char *alloc, *aligned; int64_t offset, rest[]; } ranked;
void memrefCopy(int64_t elemSize, unranked *src, unranked *dst) {
  ranked *s = src->desc, *d = dst->desc;
  int64_t rank = src->rank, n = 1, idx[16] = {0};
  for (int64_t k = 0; k < rank; k++) n *= s->rest[k];
  for (int64_t i = 0; i < n; i++) {
    int64_t so = s->offset, doff = d->offset;
    for (int64_t k = 0; k < rank; k++) {
      so += idx[k] * s->rest[rank + k];
      doff += idx[k] * d->rest[rank + k];
    }
    for (int64_t b = 0; b < elemSize; b++) d->aligned[doff * elemSize + b] = s->aligned[so * elemSize + b];
    for (int64_t k = rank - 1; k >= 0 && ++idx[k] == s->rest[k]; k--) idx[k] = 0;
  }
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

#if defined(OP_MATMUL)
#define NAME "matmul 1024^3"
typedef m2 result_t;
void _mlir_ciface_forward(m2 *, m2 *, m2 *);
static m2 a, b;
static void setup(void) { m2init(&a, 1024, 1024, 1); m2init(&b, 1024, 1024, 2); }
static void call(m2 *r) { _mlir_ciface_forward(r, &a, &b); }
static int64_t count(m2 *r) { return r->sizes[0] * r->sizes[1]; }
#elif defined(OP_CONV3X3)
#define NAME "conv 3x3 1x64x56x56"
typedef m4 result_t;
void _mlir_ciface_forward(m4 *, m4 *, m4 *, m1 *);
static m4 x, w;
static m1 bias;
static void setup(void) { m4init(&x, 1, 64, 56, 56, 1); m4init(&w, 64, 64, 3, 3, 2); m1init(&bias, 64, 3); }
static void call(m4 *r) { _mlir_ciface_forward(r, &x, &w, &bias); }
static int64_t count(m4 *r) { return r->sizes[0] * r->sizes[1] * r->sizes[2] * r->sizes[3]; }
#elif defined(OP_SOFTMAX)
#define NAME "softmax 4096x4096"
typedef m2 result_t;
void _mlir_ciface_forward(m2 *, m2 *);
static m2 x;
static void setup(void) { m2init(&x, 4096, 4096, 1); }
static void call(m2 *r) { _mlir_ciface_forward(r, &x); }
static int64_t count(m2 *r) { return r->sizes[0] * r->sizes[1]; }
#else
#error "define OP_MATMUL, OP_CONV3X3 or OP_SOFTMAX"
#endif

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 3;
  setup();
  double best = 1e30, sum = 0;
  for (int k = 0; k < reps; k++) {
    result_t r;
    double t0 = now();
    call(&r);
    double t = now() - t0;
    if (t < best) best = t;
    if (k == reps - 1) {
      // The result is contiguous (both lowerings return an identity layout).
      for (int64_t i = 0; i < count(&r); i++) sum += r.aligned[r.offset + i];
    }
    free(r.alloc);
  }
  printf("%s: best of %d: %.2f ms, checksum %.6e\n", NAME, reps, best * 1e3, sum);
  return 0;
}
