#ifndef POKI_PNG_XMP_H
#define POKI_PNG_XMP_H

#include <stddef.h>
#include <stdint.h>

/*
 * XMP in PNG: an iTXt chunk with the keyword `XML:com.adobe.xmp` (the XMP specification's
 * place, usually uncompressed), or a tEXt chunk with the same keyword (older writers). The
 * packet is the chunk's text. A compressed iTXt is inflated into a buffer that grows to one
 * byte past POKI_XMP_LIMIT at most, so a stream that expands without end costs no memory, and a
 * packet over the limit is still seen to be one.
 */

/// Outcome of reading one text chunk.
typedef enum poki_png_xmp_status {
    /// The chunk is not an XMP chunk: nothing to do.
    POKI_PNG_XMP_ABSENT = 0,
    /// The chunk is one: its packet is `*text_length` bytes at `*text`.
    POKI_PNG_XMP_FOUND = 1,
    /// The chunk is one but its layout or compression is malformed.
    POKI_PNG_XMP_MALFORMED = 2,
    /// Memory ran out.
    POKI_PNG_XMP_OUT_OF_MEMORY = 3,
} poki_png_xmp_status;

/// Finds the XMP packet of an iTXt (`international` 1) or tEXt (`international` 0) chunk's data.
/// An uncompressed packet is found inside `data`; an inflated one in memory the caller releases
/// with `free(*inflated)` (NULL when nothing was inflated). At most POKI_XMP_LIMIT + 1 bytes of
/// a compressed packet are inflated.
poki_png_xmp_status poki_png_xmp(const uint8_t *data, size_t length, int international, const uint8_t **text,
                                 size_t *text_length, uint8_t **inflated);

#endif
