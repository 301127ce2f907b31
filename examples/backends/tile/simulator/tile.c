/* The "tile" accelerator, simulated: one 16x16 systolic array of
 * multiply-accumulate cells with its own scratchpad (an A tile, a B tile
 * and an accumulator tile). A product is streamed through it tile by tile:
 * the host copies tiles into the scratchpad (zero-padded at the edges),
 * the array runs 16 steps, the accumulator is copied back. The counters
 * say what the chip did (tile_stats). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define TILE 16

static float scratch_a[TILE][TILE], scratch_b[TILE][TILE], scratch_acc[TILE][TILE];
static int64_t tile_loads, tile_steps;

static void load_tile(float dst[TILE][TILE], const float *src, int64_t rows, int64_t cols,
                      int64_t r0, int64_t c0, int64_t ld) {
  for (int64_t i = 0; i < TILE; i++)
    for (int64_t j = 0; j < TILE; j++)
      dst[i][j] = (r0 + i < rows && c0 + j < cols) ? src[(r0 + i) * ld + c0 + j] : 0.0f;
  tile_loads++;
}

/* One pass of the array: each cell (i, j) accumulates a[i][k] * b[k][j]
 * as the operands flow through it, k = 0..TILE-1. */
static void systolic_step(void) {
  for (int k = 0; k < TILE; k++)
    for (int i = 0; i < TILE; i++)
      for (int j = 0; j < TILE; j++)
        scratch_acc[i][j] += scratch_a[i][k] * scratch_b[k][j];
  tile_steps++;
}

/* c (m x n) += a (m x k) * b (k x n), row-major, through the array. */
void tile_matmul(int64_t m, int64_t n, int64_t k, const float *a, const float *b, float *c) {
  for (int64_t i0 = 0; i0 < m; i0 += TILE)
    for (int64_t j0 = 0; j0 < n; j0 += TILE) {
      load_tile(scratch_acc, c, m, n, i0, j0, n);
      for (int64_t k0 = 0; k0 < k; k0 += TILE) {
        load_tile(scratch_a, a, m, k, i0, k0, k);
        load_tile(scratch_b, b, k, n, k0, j0, n);
        systolic_step();
      }
      for (int64_t i = 0; i < TILE && i0 + i < m; i++)
        for (int64_t j = 0; j < TILE && j0 + j < n; j++)
          c[(i0 + i) * n + j0 + j] = scratch_acc[i][j];
    }
}

void tile_stats(int64_t *loads, int64_t *steps) {
  *loads = tile_loads;
  *steps = tile_steps;
}

/* A convolution on the array: out (n, f, oh, ow) += w (f, c, kh, kw) * in
 * (n, c, h, w) (already padded), as one product per image of the filters
 * (f x c*kh*kw) and the input's patches (c*kh*kw x oh*ow), which the host
 * side of the chip gathers (im2col) before streaming them through. */
void tile_conv2d_nchw(int64_t n, int64_t c, int64_t h, int64_t w, int64_t f, int64_t kh, int64_t kw,
                      int64_t oh, int64_t ow, int64_t sh, int64_t sw, int64_t dh, int64_t dw,
                      const float *in, const float *wt, float *out) {
  int64_t k = c * kh * kw, cols = oh * ow;
  float *patches = malloc((size_t)(k * cols > 0 ? k * cols : 1) * sizeof(float));
  for (int64_t b = 0; b < n; b++) {
    const float *image = in + b * c * h * w;
    for (int64_t ci = 0; ci < c; ci++)
      for (int64_t i = 0; i < kh; i++)
        for (int64_t j = 0; j < kw; j++) {
          float *row = patches + ((ci * kh + i) * kw + j) * cols;
          for (int64_t y = 0; y < oh; y++)
            for (int64_t x = 0; x < ow; x++)
              row[y * ow + x] = image[(ci * h + y * sh + i * dh) * w + x * sw + j * dw];
        }
    tile_matmul(f, cols, k, wt, patches, out + b * f * cols);
  }
  free(patches);
}
