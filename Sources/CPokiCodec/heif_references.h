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
/// A `dimg` reference to a listed item that is not a picture to libheif 1.15 (not `hvc1`, `av01`,
/// `grid`, `iden` or `iovl`): it fails the same assertion as on a missing item.
#define POKI_HEIF_PART_NOT_PICTURE 4

/// What is wrong with the derived images of the HEIF on `descriptor` (`size` bytes), which
/// libheif 1.15 does not survive: an image derived from itself (a grid whose tile is the grid),
/// which it follows until its stack or its threads run out; one derived from an item that is not
/// there, on which it fails an assertion and aborts. So poki refuses such a file before libheif
/// decodes it. ``POKI_HEIF_REFERENCE_CYCLE``, ``POKI_HEIF_MISSING_ITEM``, ``POKI_HEIF_PART_NOT_PICTURE``,
/// ``POKI_HEIF_SEVERAL_META``
/// (then poki cannot tell which libheif reads), or 0 when none; a file
/// too short to hold the boxes it announces is left to libheif, which refuses it.
int poki_heif_reference_problem(int descriptor, int64_t size);

/// The largest canvas, in pixels, that a grid or an overlay item of the HEIF on `descriptor`
/// (`size` bytes) asks for in its descriptor, and the longest side of any (0 for none): libheif 1.15 makes that canvas whatever
/// size the image declares (its `ispe`), and a grid's tile may be an overlay of any size. 0 when
/// read; -1 when a descriptor cannot be read (too short, or placed past the end of the file or of
/// `idat`, where libheif 1.15 reads on into whatever follows) or the `meta` box is over 16 MiB.
int poki_heif_largest_canvas(int descriptor, int64_t size, uint64_t *pixels, uint64_t *side);

/// A turn libheif applies to a decoded picture, from an `irot` or `imir` property.
typedef struct poki_heif_turn {
    /// POKI_HEIF_ROTATION or POKI_HEIF_MIRROR.
    int kind;
    /// For a rotation, quarter turns counter-clockwise (0-3); for a mirror, 1 to swap left and
    /// right, 0 to swap top and bottom (libheif's reading of `imir`'s axis).
    int value;
} poki_heif_turn;

#define POKI_HEIF_ROTATION 1
#define POKI_HEIF_MIRROR 2

/// The rotations and mirrors of the primary image of the HEIF on `descriptor` (`size` bytes), in
/// the order libheif applies them (the order its `ipma` entry lists them), into `turns` (at most
/// `capacity`) and their number into `count`. 0 when read; -1 when poki leaves the turning to
/// libheif: the image has a crop (`clap`), more turns than `capacity`, a part (a grid's tile) with
/// turns of its own or made of others, or boxes poki does not read as libheif does (no single
/// `pitm`, `iprp`, `ipco` or `ipma`, more than one `iref`, or the primary image listed twice).
int poki_heif_primary_turns(int descriptor, int64_t size, poki_heif_turn *turns, int capacity, int *count);

#endif
