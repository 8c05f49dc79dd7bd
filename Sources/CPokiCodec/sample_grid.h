#ifndef POKI_SAMPLE_GRID_H
#define POKI_SAMPLE_GRID_H

#include "poki_codec.h"

/*
 * An area-averaging accumulator: full-resolution pixels go in row by row (or pixel by pixel
 * for interlaced PNG passes), each lands in the grid cell that covers it, and the result is a
 * small RGBA8 sample. Memory depends only on the grid size and the image width, never on the
 * image height. With alpha, colour sums are weighted by alpha so transparent pixels add
 * nothing to a cell's colour, and the cell's alpha is the mean alpha.
 */
typedef struct poki_sample_grid {
    uint32_t image_width;
    uint32_t image_height;
    uint32_t width;
    uint32_t height;
    /// Non-zero when pixels carry alpha (4 channels in); otherwise 3 channels, opaque.
    int has_alpha;
    /// Grid column covering each image column.
    uint16_t *column_cell;
    /// Per cell: red, green, blue (alpha-weighted when has_alpha), alpha, pixel count.
    uint64_t *sums;
} poki_sample_grid;

/// Sizes the grid for an image; returns 0, or -1 when memory ran out.
int poki_sample_grid_init(poki_sample_grid *grid, uint32_t image_width, uint32_t image_height,
                          uint32_t long_side, int has_alpha);

/// Adds one full-resolution row `y` (3 or 4 bytes a pixel, per has_alpha).
void poki_sample_grid_add_row(poki_sample_grid *grid, uint32_t y, const uint8_t *row);

/// Adds `count` pixels of row `y` that sit at columns `first + i * step`.
void poki_sample_grid_add_sparse_row(poki_sample_grid *grid, uint32_t y, const uint8_t *pixels,
                                     uint32_t count, uint32_t first, uint32_t step);

/// Writes the averaged RGBA8 sample into a new buffer; returns NULL when memory ran out.
uint8_t *poki_sample_grid_finish(const poki_sample_grid *grid);

/// Frees the grid's buffers. Safe to call twice.
void poki_sample_grid_release(poki_sample_grid *grid);

#endif
