#ifndef POKI_PNG_RAW_PROFILE_H
#define POKI_PNG_RAW_PROFILE_H

#include <stddef.h>
#include <stdint.h>

/*
 * ImageMagick stores a PNG's EXIF (and other profiles) as a text chunk, tEXt or zTXt, with the
 * keyword `Raw profile type exif` and the text
 *
 *     "\n" name "\n" length (decimal, "%8lu") then the bytes in hexadecimal, 72 digits a line, "\n"
 *
 * with the bytes starting at `Exif\0\0` or directly at the TIFF header. Many files converted by
 * ImageMagick (and by tools that copy its output) carry their orientation only there.
 *
 * Reading is bounded whatever the chunk says: the declared length is at most
 * POKI_RAW_PROFILE_EXIF_LIMIT, at most four text characters are read for each byte declared,
 * and a zTXt stream is inflated a few kilobytes at a time, never as a whole, so a compressed
 * chunk that expands without end costs no memory.
 */

/// Largest EXIF block taken from a raw profile, in bytes (a JPEG's APP1 holds at most 64 KiB).
enum { POKI_RAW_PROFILE_EXIF_LIMIT = 1 << 20 };

/// Outcome of reading one text chunk.
typedef enum poki_raw_profile_status {
    /// The chunk is not a `Raw profile type exif` chunk: nothing to do.
    POKI_RAW_PROFILE_ABSENT = 0,
    /// The chunk is one and its EXIF is in `*exif` (release with `free`).
    POKI_RAW_PROFILE_FOUND = 1,
    /// The chunk is one but its text or compression is malformed, or it declares more than the limit.
    POKI_RAW_PROFILE_MALFORMED = 2,
    /// Memory ran out.
    POKI_RAW_PROFILE_OUT_OF_MEMORY = 3,
} poki_raw_profile_status;

/// Reads the EXIF of a tEXt (`compressed` 0) or zTXt (`compressed` 1) chunk's data.
poki_raw_profile_status poki_png_raw_profile_exif(const uint8_t *data, size_t length, int compressed,
                                                  uint8_t **exif, size_t *exif_length);

#endif
