/* What the C that strata-backend-c writes needs: Strata's memref
 * descriptors (the C interface's layout) and the helpers whose meaning
 * C's operators do not have. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A memref of rank R: the allocation, the aligned start, and the element
 * offset, sizes and strides of the view. The pointers are untyped: each
 * access casts to the element type. */
typedef struct { void *allocated, *aligned; int64_t offset; } memref0;
#define SC_MEMREF(r) typedef struct { void *allocated, *aligned; int64_t offset, sizes[r], strides[r]; } memref##r;
SC_MEMREF(1) SC_MEMREF(2) SC_MEMREF(3) SC_MEMREF(4) SC_MEMREF(5) SC_MEMREF(6) SC_MEMREF(7) SC_MEMREF(8)

/* memref.alloc: aligned heap memory, freed by memref.dealloc or by the
 * caller that receives it as a result. */
static void *sc_alloc(int64_t bytes, int64_t align) {
  void *p = NULL;
  if (align < (int64_t)sizeof(void *)) align = sizeof(void *);
  if (posix_memalign(&p, (size_t)align, (size_t)(bytes > 0 ? bytes : 1)) != 0) {
    fprintf(stderr, "strata-backend-c: out of memory allocating %lld bytes\n", (long long)bytes);
    abort();
  }
  return p;
}

/* Affine division and remainder: rounded toward minus infinity, the
 * remainder non-negative (the divisor is positive in affine maps). */
static inline int64_t sc_floordiv(int64_t a, int64_t b) { int64_t q = a / b; return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q; }
static inline int64_t sc_ceildiv(int64_t a, int64_t b) { int64_t q = a / b; return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q; }
static inline int64_t sc_mod(int64_t a, int64_t b) { int64_t r = a % b; return r < 0 ? r + (b < 0 ? -b : b) : r; }

/* arith.maximumf/minimumf: NaN if either is, and -0 below +0;
 * maxnumf/minnumf: the other operand when one is NaN, zeros ordered the
 * same way (as Strata's interpreter does: IEEE leaves it open). */
#define SC_MINMAX(T, S)                                                                   \
  static inline T sc_maximum##S(T a, T b) {                                               \
    if (a != a || b != b) return a + b;                                                   \
    if (a == b) return signbit(a) ? b : a;                                                \
    return a > b ? a : b;                                                                 \
  }                                                                                       \
  static inline T sc_minimum##S(T a, T b) {                                               \
    if (a != a || b != b) return a + b;                                                   \
    if (a == b) return signbit(a) ? a : b;                                                \
    return a < b ? a : b;                                                                 \
  }                                                                                       \
  static inline T sc_maxnum##S(T a, T b) { return a != a ? b : b != b ? a : sc_maximum##S(a, b); } \
  static inline T sc_minnum##S(T a, T b) { return a != a ? b : b != b ? a : sc_minimum##S(a, b); }
SC_MINMAX(float, f) SC_MINMAX(double, d)

/* The stride of a group of dims merged by memref.collapse_shape: that of
 * its innermost dim of more than one element. */
static inline int64_t sc_group_stride(const int64_t *sizes, const int64_t *strides, int first, int last) {
  for (int i = last; i > first; i--)
    if (sizes[i] != 1) return strides[i];
  return strides[first];
}

/* cf.assert. */
static void sc_assert_failed(const char *where, const char *message) {
  fprintf(stderr, "%s: assertion failed: %s\n", where, message);
  abort();
}
