#ifndef POKI_EXIF_H
#define POKI_EXIF_H

#include <stddef.h>
#include <stdint.h>

/*
 * poki's EXIF shim: rewrites an EXIF block without its GPS directory or its thumbnail, through
 * libexif, which it
 * loads with dlopen on first use (as CPokiFetch loads libcurl), so commands that never share a
 * photo do not load it. Only plain C types cross into Swift.
 */

/// Outcome of a rewrite.
typedef enum poki_exif_status {
    POKI_EXIF_OK = 0,
    /// libexif could not be loaded; `message` says why.
    POKI_EXIF_UNAVAILABLE = 1,
    /// libexif found no directory it could read in the block.
    POKI_EXIF_UNREADABLE = 2,
    /// The rewritten block would not fit where it has to go (`capacity`), or memory ran out.
    POKI_EXIF_TOO_LARGE = 3,
} poki_exif_status;

/// What a rewrite leaves out (bit flags).
typedef enum poki_exif_removal {
    /// Every entry of the GPS directory, and so the directory and its pointer.
    POKI_EXIF_REMOVE_LOCATION = 1,
    /// The thumbnail (IFD1's JPEG), which shows the picture as it was before any change.
    POKI_EXIF_REMOVE_THUMBNAIL = 2,
} poki_exif_removal;

/// A block libexif wrote. Release with `poki_exif_block_release`.
typedef struct poki_exif_block {
    /// The block, starting with `Exif\0\0` then the TIFF header; NULL unless OK.
    uint8_t *bytes;
    size_t length;
    /// Entries the GPS directory held (0: the block had no location).
    uint32_t location_entries;
    /// Bytes of the thumbnail the block held (0: none).
    size_t thumbnail_length;
    /// Why the rewrite failed, empty when OK.
    char message[256];
} poki_exif_block;

/// Reads the EXIF block `payload` (`Exif\0\0` then the TIFF header: a JPEG APP1 segment's payload),
/// leaves out what `removals` (poki_exif_removal flags) names and writes it again with the same
/// byte order, every other entry (orientation, dates, unknown tags) kept and the maker note's bytes
/// unchanged. Fails with POKI_EXIF_TOO_LARGE when the result would be longer than `capacity` bytes.
poki_exif_status poki_exif_rewrite(const uint8_t *payload, size_t length, unsigned removals, size_t capacity,
                                   poki_exif_block *block);

/// Frees the bytes of `block`. Safe to call twice.
void poki_exif_block_release(poki_exif_block *block);

#endif
