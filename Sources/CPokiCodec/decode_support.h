#ifndef POKI_DECODE_SUPPORT_H
#define POKI_DECODE_SUPPORT_H

#include "poki_codec.h"
#include "sample_grid.h"

#include <stdio.h>

/// Opens a private stdio stream on a duplicate of `descriptor`, positioned at offset 0.
FILE *poki_open_stream(int descriptor);

/// Whether a declared size is over the limits (a pixel flood).
int poki_exceeds_limits(const poki_limits *limits, uint64_t width, uint64_t height);

/// The sample's long side for an image of `width` x `height`: `limits->sample_long_side`, or less
/// when twice the image shown in the box `fit_width` x `fit_height` (either way round) is less.
uint32_t poki_sample_long_side(const poki_limits *limits, uint32_t width, uint32_t height);

/// Clears every field of `sample` but the two images' memory the caller set (lent, or NULL).
void poki_sample_reset(poki_sample *sample);

/// Once both grids are set up: their results are the sample's images, and the sample takes over
/// whichever of them the grids allocated.
void poki_sample_take_images(poki_sample *sample, poki_sample_grid *grid, poki_sample_grid *working);

/// Copies `text` into the sample's message buffer.
void poki_set_message(poki_sample *sample, const char *text);

/// Appends `text` as one line to the sample's warnings, unless it is already there or the buffer is full.
void poki_add_warning(poki_sample *sample, const char *text);

/// Copies `length` bytes of EXIF into a new buffer on the sample; returns -1 when memory ran out.
int poki_keep_exif(poki_sample *sample, const uint8_t *bytes, size_t length);

/// Copies an XMP packet of `length` bytes into a new buffer on the sample, unless the sample
/// already has one; one longer than POKI_XMP_LIMIT is left out with a warning. Returns -1 when
/// memory ran out.
int poki_keep_xmp(poki_sample *sample, const uint8_t *bytes, size_t length);

/// CMYK rows to RGB, in place (4 bytes a pixel in, 3 out). Adobe writes CMYK inverted (0 = full
/// ink), which its APP14 marker tells.
void poki_cmyk_row_to_rgb(uint8_t *row, uint32_t width, int inverted);

#endif
