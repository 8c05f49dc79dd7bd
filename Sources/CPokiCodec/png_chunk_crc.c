#include "poki_codec.h"

#include <zlib.h>

uint32_t poki_png_chunk_crc(const uint8_t *type_and_data, size_t length) {
    uLong crc = crc32(0L, Z_NULL, 0);
    /* crc32 takes a uInt length: feed a chunk longer than 4 GiB (none is) in pieces. */
    while (length > 0) {
        uInt piece = length > 0x40000000u ? 0x40000000u : (uInt)length;
        crc = crc32(crc, type_and_data, piece);
        type_and_data += piece;
        length -= piece;
    }
    return (uint32_t)crc;
}
