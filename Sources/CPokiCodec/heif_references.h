#ifndef POKI_HEIF_REFERENCES_H
#define POKI_HEIF_REFERENCES_H

#include <stdint.h>

/// A `dimg` reference that leads, through other references, back to where it started (or a `meta`
/// box too large to read, 16 MiB).
#define POKI_HEIF_REFERENCE_CYCLE 1
/// A `dimg` reference from or to an item the `iinf` box does not list.
#define POKI_HEIF_MISSING_ITEM 2
/// More than one `meta` box at the file's top level: libheif 1.15 takes the last it can read.
#define POKI_HEIF_SEVERAL_META 3

/// What is wrong with the derived images of the HEIF on `descriptor` (`size` bytes), which
/// libheif 1.15 does not survive: an image derived from itself (a grid whose tile is the grid),
/// which it follows until its stack or its threads run out; one derived from an item that is not
/// there, on which it fails an assertion and aborts. So poki refuses such a file before libheif
/// decodes it. ``POKI_HEIF_REFERENCE_CYCLE``, ``POKI_HEIF_MISSING_ITEM``, ``POKI_HEIF_SEVERAL_META``
/// (then poki cannot tell which libheif reads), or 0 when none; a file
/// too short to hold the boxes it announces is left to libheif, which refuses it.
int poki_heif_reference_problem(int descriptor, int64_t size);

/// The largest canvas, in pixels, that a grid or an overlay item of the HEIF on `descriptor`
/// (`size` bytes) asks for in its descriptor, and the longest side of any (0 for none): libheif 1.15 makes that canvas whatever
/// size the image declares (its `ispe`), and a grid's tile may be an overlay of any size. 0 when
/// read; -1 when a descriptor cannot be read (too short, or placed past the end of the file or of
/// `idat`, where libheif 1.15 reads on into whatever follows) or the `meta` box is over 16 MiB.
int poki_heif_largest_canvas(int descriptor, int64_t size, uint64_t *pixels, uint64_t *side);

#endif
