#ifndef POKI_SAMPLE_GRID_H
#define POKI_SAMPLE_GRID_H

#include "poki_codec.h"

/*
 * An area-averaging accumulator: full-resolution pixels go in row by row (or pixel by pixel
 * for interlaced PNG passes), each lands in the grid cell that covers it, and the result is a
 * small RGBA8 sample. Memory depends only on the grid size and the image width, never on the
 * image height. With alpha, colour sums are weighted by alpha so transparent pixels add
 * nothing to a cell's colour, and the cell's alpha is the mean alpha.
 *
 * When rows arrive top to bottom, only the grid row being filled is summed: each is averaged
 * into the result as soon as the image moves past it, so the sums take one grid row of memory
 * instead of the whole grid's (a 500x375 working image would otherwise zero-fill 7.5 MB of sums
 * for every photo). Interlaced passes revisit rows and keep the whole grid's sums.
 */
typedef struct poki_sample_grid {
    uint32_t image_width;
    uint32_t image_height;
    uint32_t width;
    uint32_t height;
    /// Bytes per pixel in the rows added: 3 (RGB) or 4 (RGBA).
    uint32_t channels;
    /// Non-zero when alpha varies; zero when every pixel is opaque (with 4 channels, every alpha is 255).
    int has_alpha;
    /// Non-zero when rows arrive top to bottom: `sums` then holds grid row `summed_row` only.
    int rows_in_order;
    uint32_t summed_row;
    /// Non-zero when rows arrive in order and the grid is the image's own size: each pixel is its
    /// cell's mean, so rows go straight into `rgba`, copied or written there by the decoder (a
    /// JPEG's 1/8 decode of 12 megapixels is already the working image's size).
    int is_identity;
    /// Grid column covering each image column.
    uint16_t *column_cell;
    /// Per cell: red, green, blue (alpha-weighted when has_alpha), alpha, pixel count.
    uint64_t *sums;
    /// The averaged RGBA8 result, `width * height * 4` bytes.
    uint8_t *rgba;
    /// Non-zero when `rgba` was allocated by the grid (and is freed with it, unless the owner
    /// takes it over by clearing this).
    int owns_rgba;
} poki_sample_grid;

/// Sizes the grid for an image whose rows arrive top to bottom (`rows_in_order` non-zero) or in
/// any order (interlaced passes), its result going to `rgba` (at least max(`long_side`, 1)² × 4
/// bytes: no side of the grid is longer), or to memory of its own when `rgba` is NULL; returns 0,
/// or -1 when memory ran out.
int poki_sample_grid_init(poki_sample_grid *grid, uint32_t image_width, uint32_t image_height,
                          uint32_t long_side, uint32_t channels, int has_alpha, int rows_in_order, uint8_t *rgba);

/// Where row `y` of the result is, for a decoder to write an opaque RGBA row straight there
/// (then added with ``poki_sample_grid_add_row`` as any other): only for a grid that copies rows
/// (as large as the image, rows in order) of 4 channels without alpha; NULL for any other.
uint8_t *poki_sample_grid_row_in_place(poki_sample_grid *grid, uint32_t y);

/// Adds one full-resolution row `y` (`channels` bytes a pixel). Every row of the image is added
/// exactly once before ``poki_sample_grid_finish``: a grid as large as the image (which copies
/// rows as they come) leaves no row unwritten only then.
void poki_sample_grid_add_row(poki_sample_grid *grid, uint32_t y, const uint8_t *row);

/// Adds `count` pixels of row `y` that sit at columns `first + i * step`. Only for a grid
/// initialised with rows in any order (interlaced passes).
void poki_sample_grid_add_sparse_row(poki_sample_grid *grid, uint32_t y, const uint8_t *pixels,
                                     uint32_t count, uint32_t first, uint32_t step);

/// Averages what is still summed into the result.
void poki_sample_grid_finish(poki_sample_grid *grid);

/// Frees the grid's own buffers (the result too when the grid owns it). Safe to call twice.
void poki_sample_grid_release(poki_sample_grid *grid);

#endif
