#ifndef POKI_HEIF_REFERENCES_H
#define POKI_HEIF_REFERENCES_H

#include <stdint.h>

/// Whether the HEIF on `descriptor` (`size` bytes) has an image derived from itself: a `dimg`
/// reference in its `meta` box's `iref` that leads, through other references, back to where it
/// started (a grid whose tile is the grid). libheif 1.15 follows such a chain until its stack or its
/// threads run out, so poki refuses the file before libheif decodes it. 1 for such a file (or a
/// `meta` box too large to read, 16 MiB), 0 otherwise; a file too short to hold the boxes it
/// announces is left to libheif, which refuses it.
int poki_heif_has_reference_cycle(int descriptor, int64_t size);

/// The largest canvas, in pixels, that a grid or an overlay item of the HEIF on `descriptor`
/// (`size` bytes) asks for in its descriptor (0 for none): libheif 1.15 makes that canvas whatever
/// size the image declares (its `ispe`), and a grid's tile may be an overlay of any size. 0 when
/// read, -1 when the `meta` box is over 16 MiB; descriptors it cannot read are left to libheif.
int poki_heif_largest_canvas(int descriptor, int64_t size, uint64_t *pixels);

#endif
