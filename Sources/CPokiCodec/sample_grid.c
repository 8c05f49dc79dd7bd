#include "sample_grid.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { SUMS_PER_CELL = 5 };

int poki_sample_grid_init(poki_sample_grid *grid, uint32_t image_width, uint32_t image_height,
                          uint32_t long_side, uint32_t channels, int has_alpha, int rows_in_order, uint8_t *rgba) {
    memset(grid, 0, sizeof *grid);
    uint32_t longest = image_width > image_height ? image_width : image_height;
    uint32_t width = image_width, height = image_height;
    if (longest > long_side) {
        width = (uint32_t)(((uint64_t)image_width * long_side + longest / 2) / longest);
        height = (uint32_t)(((uint64_t)image_height * long_side + longest / 2) / longest);
        if (width == 0) width = 1;
        if (height == 0) height = 1;
    }
    grid->image_width = image_width;
    grid->image_height = image_height;
    grid->width = width;
    grid->height = height;
    grid->channels = channels;
    grid->has_alpha = has_alpha;
    grid->rows_in_order = rows_in_order;
    grid->is_identity = rows_in_order && width == image_width && height == image_height;
    size_t summed_cells = (size_t)width * (rows_in_order ? 1 : height);
    grid->column_cell = malloc(sizeof *grid->column_cell * image_width);
    grid->sums = calloc(summed_cells * SUMS_PER_CELL, sizeof *grid->sums);
    grid->owns_rgba = rgba == NULL;
    grid->rgba = rgba != NULL ? rgba : malloc((size_t)width * height * 4);
    if (grid->column_cell == NULL || grid->sums == NULL || grid->rgba == NULL) {
        poki_sample_grid_release(grid);
        return -1;
    }
    for (uint32_t x = 0; x < image_width; x++) {
        grid->column_cell[x] = (uint16_t)((uint64_t)x * width / image_width);
    }
    return 0;
}

/// Averages `count` cells of sums into RGBA8 pixels; a cell nothing landed in is transparent black.
static void average(const poki_sample_grid *grid, const uint64_t *sums, uint8_t *rgba, size_t count) {
    for (size_t index = 0; index < count; index++) {
        const uint64_t *cell = sums + index * SUMS_PER_CELL;
        uint8_t *pixel = rgba + index * 4;
        uint64_t pixels = cell[4];
        uint64_t weight = grid->has_alpha ? cell[3] : pixels;
        if (weight == 0) {
            memset(pixel, 0, 4);
            continue;
        }
        // Sums that fit 32 bits (cells of up to about 33,000 pixels with alpha, 65,000 without)
        // take the 32-bit division, the faster.
        int narrow = weight <= UINT32_MAX && cell[0] <= UINT32_MAX / 2 && cell[1] <= UINT32_MAX / 2 && cell[2] <= UINT32_MAX / 2;
        for (int channel = 0; channel < 3; channel++) {
            pixel[channel] = narrow ? (uint8_t)(((uint32_t)cell[channel] + (uint32_t)weight / 2) / (uint32_t)weight)
                                    : (uint8_t)((cell[channel] + weight / 2) / weight);
        }
        pixel[3] = grid->has_alpha ? (uint8_t)((cell[3] + pixels / 2) / pixels) : 255;
    }
}

/// Rows in order: averages the summed grid row into the result, and starts summing `next`
/// (rows between, which no image row fell in, are transparent black).
static void move_to_row(poki_sample_grid *grid, uint32_t next) {
    size_t row_bytes = (size_t)grid->width * 4;
    average(grid, grid->sums, grid->rgba + grid->summed_row * row_bytes, grid->width);
    memset(grid->sums, 0, (size_t)grid->width * SUMS_PER_CELL * sizeof *grid->sums);
    for (uint32_t row = grid->summed_row + 1; row < next && row < grid->height; row++) {
        memset(grid->rgba + row * row_bytes, 0, row_bytes);
    }
    grid->summed_row = next;
}

static uint64_t *row_of_cells(poki_sample_grid *grid, uint32_t y) {
    uint32_t cell_row = (uint32_t)((uint64_t)y * grid->height / grid->image_height);
    if (!grid->rows_in_order) return grid->sums + (size_t)cell_row * grid->width * SUMS_PER_CELL;
    if (cell_row != grid->summed_row) move_to_row(grid, cell_row);
    return grid->sums;
}

uint8_t *poki_sample_grid_row_in_place(poki_sample_grid *grid, uint32_t y) {
    if (!grid->is_identity || grid->channels != 4 || grid->has_alpha) return NULL;
    return grid->rgba + (size_t)y * grid->width * 4;
}

/// An identity grid's row: each pixel as it is (one with alpha 0 transparent black, as a cell of it averages).
static void copy_row(poki_sample_grid *grid, uint32_t y, const uint8_t *row) {
    uint8_t *pixel = grid->rgba + (size_t)y * grid->width * 4;
    if (grid->channels == 4 && !grid->has_alpha) {
        // An opaque RGBA row is already what the result holds, if not already there.
        if (row != pixel) memcpy(pixel, row, (size_t)grid->width * 4);
        return;
    }
    if (grid->has_alpha) {
        for (uint32_t x = 0; x < grid->width; x++, row += 4, pixel += 4) {
            if (row[3] == 0) {
                memset(pixel, 0, 4);
            } else {
                memcpy(pixel, row, 4);
            }
        }
        return;
    }
    for (uint32_t x = 0; x < grid->width; x++, row += 3, pixel += 4) {
        pixel[0] = row[0];
        pixel[1] = row[1];
        pixel[2] = row[2];
        pixel[3] = 255;
    }
}

void poki_sample_grid_add_row(poki_sample_grid *grid, uint32_t y, const uint8_t *row) {
    if (grid->is_identity) {
        copy_row(grid, y, row);
        return;
    }
    uint64_t *cells = row_of_cells(grid, y);
    const uint16_t *column_cell = grid->column_cell;
    uint32_t width = grid->image_width;
    if (grid->has_alpha) {
        for (uint32_t x = 0; x < width; x++, row += 4) {
            uint64_t *cell = cells + column_cell[x] * SUMS_PER_CELL;
            uint32_t alpha = row[3];
            cell[0] += row[0] * alpha;
            cell[1] += row[1] * alpha;
            cell[2] += row[2] * alpha;
            cell[3] += alpha;
            cell[4] += 1;
        }
        return;
    }
    // Opaque rows: sum a run of columns sharing a cell in 32 bits (a run is at most 65,535
    // pixels, so its sum stays under 2^24), then add the run to the cell once.
    uint32_t x = 0, channels = grid->channels;
    while (x < width) {
        uint16_t target = column_cell[x];
        uint32_t red = 0, green = 0, blue = 0, start = x;
        for (; x < width && column_cell[x] == target; x++, row += channels) {
            red += row[0];
            green += row[1];
            blue += row[2];
        }
        uint64_t *cell = cells + target * SUMS_PER_CELL;
        cell[0] += red;
        cell[1] += green;
        cell[2] += blue;
        cell[4] += x - start;
    }
}

void poki_sample_grid_add_sparse_row(poki_sample_grid *grid, uint32_t y, const uint8_t *pixels,
                                     uint32_t count, uint32_t first, uint32_t step) {
    uint64_t *cells = row_of_cells(grid, y);
    uint32_t channels = grid->channels;
    for (uint32_t i = 0; i < count; i++, pixels += channels) {
        uint64_t *cell = cells + grid->column_cell[first + i * step] * SUMS_PER_CELL;
        uint32_t alpha = grid->has_alpha ? pixels[3] : 1;
        cell[0] += pixels[0] * alpha;
        cell[1] += pixels[1] * alpha;
        cell[2] += pixels[2] * alpha;
        cell[3] += alpha;
        cell[4] += 1;
    }
}

void poki_sample_grid_finish(poki_sample_grid *grid) {
    // An identity grid copied every row as it came; a grid of rows in order has its last one summed.
    if (!grid->rows_in_order) {
        average(grid, grid->sums, grid->rgba, (size_t)grid->width * grid->height);
    } else if (!grid->is_identity) {
        move_to_row(grid, grid->height);
    }
}

void poki_sample_grid_release(poki_sample_grid *grid) {
    free(grid->column_cell);
    free(grid->sums);
    if (grid->owns_rgba) free(grid->rgba);
    grid->column_cell = NULL;
    grid->sums = NULL;
    grid->rgba = NULL;
    grid->owns_rgba = 0;
}

int poki_sample_from_opaque_rows(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t long_side, uint8_t *rgba,
                                 uint32_t *out_width, uint32_t *out_height) {
    poki_sample_grid grid;
    if (poki_sample_grid_init(&grid, width, height, long_side, 4, 0, 1, rgba) != 0) return -1;
    for (uint32_t y = 0; y < height; y++) poki_sample_grid_add_row(&grid, y, pixels + (size_t)y * width * 4);
    poki_sample_grid_finish(&grid);
    *out_width = grid.width;
    *out_height = grid.height;
    poki_sample_grid_release(&grid);
    return 0;
}
