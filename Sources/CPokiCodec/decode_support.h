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

/// Reads the whole file open on `descriptor` from offset 0 into a new buffer (freed with `free`),
/// for the decoders whose libraries read from memory. Returns POKI_STATUS_OK, POKI_STATUS_FILE_TOO_LARGE
/// when the file is longer than `max_bytes`, POKI_STATUS_OUT_OF_MEMORY, or POKI_STATUS_CORRUPT when
/// reading failed; `message` (`message_size` bytes) says why.
poki_status poki_read_file(int descriptor, size_t max_bytes, uint8_t **bytes, size_t *length, char *message, size_t message_size);

/// Reads exactly `count` bytes at `position` of the file open on `descriptor` into `buffer`
/// (retrying an interrupted read); 0, or -1 when the file ends first or reading fails.
int poki_read_at(int descriptor, void *buffer, size_t count, int64_t position);

/// Gives row `y` of a picture (`channels` bytes a pixel), valid until the next call.
typedef const uint8_t *(*poki_row_source)(void *context, uint32_t y);

/// Area-averages the rows `row_at` gives (`width` x `height`, top to bottom, `channels` 3 or 4
/// bytes a pixel; `has_alpha` when alpha varies) into the sample and the working image; the rest
/// as ``poki_sample_rows``. Returns POKI_STATUS_OK or POKI_STATUS_OUT_OF_MEMORY.
poki_status poki_sample_row_source(poki_sample *sample, const poki_limits *limits, uint32_t width, uint32_t height,
                                   uint32_t channels, int has_alpha, uint32_t image_width, uint32_t image_height,
                                   poki_row_source row_at, void *context);

/// Area-averages decoded rows (`width` x `height`, `channels` 3 or 4 bytes a pixel, `stride` bytes
/// apart, top to bottom) into the sample and the working image, as the PNG decoder does with the
/// rows libpng gives it. `image_width` x `image_height` is the image's own size, which `width` x
/// `height` may be a reduction of (a WebP scaled by libwebp). Returns POKI_STATUS_OK or
/// POKI_STATUS_OUT_OF_MEMORY.
poki_status poki_sample_rows(poki_sample *sample, const poki_limits *limits, const uint8_t *pixels, uint32_t width,
                             uint32_t height, size_t stride, uint32_t channels, uint32_t image_width, uint32_t image_height);

/// CMYK rows to RGB, in place (4 bytes a pixel in, 3 out). Adobe writes CMYK inverted (0 = full
/// ink), which its APP14 marker tells.
void poki_cmyk_row_to_rgb(uint8_t *row, uint32_t width, int inverted);

#endif
