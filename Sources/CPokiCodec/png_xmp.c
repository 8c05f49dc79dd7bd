#include "png_xmp.h"

#include "poki_codec.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static const char keyword[] = "XML:com.adobe.xmp";

/// The end of the NUL-terminated field at `data[start]`, or `length` when it has no NUL.
static size_t field_end(const uint8_t *data, size_t length, size_t start) {
    const uint8_t *nul = start < length ? memchr(data + start, 0, length - start) : NULL;
    return nul == NULL ? length : (size_t)(nul - data);
}

/// Inflates a zlib stream into at most POKI_XMP_LIMIT + 1 bytes, growing the buffer as it fills.
static poki_png_xmp_status inflate_text(const uint8_t *data, size_t length, uint8_t **inflated, size_t *inflated_length) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return POKI_PNG_XMP_OUT_OF_MEMORY;
    stream.next_in = (Bytef *)(uintptr_t)data;
    stream.avail_in = length > UINT32_MAX ? UINT32_MAX : (uInt)length;
    size_t capacity = 0, produced = 0;
    uint8_t *text = NULL;
    poki_png_xmp_status status = POKI_PNG_XMP_MALFORMED;
    for (;;) {
        if (produced == capacity) {
            // One byte past the limit tells a packet of exactly the limit from a longer one.
            if (capacity > POKI_XMP_LIMIT) {
                status = POKI_PNG_XMP_FOUND;
                break;
            }
            size_t grown = capacity == 0 ? 4096 : capacity * 2;
            if (grown > POKI_XMP_LIMIT + 1) grown = POKI_XMP_LIMIT + 1;
            uint8_t *larger = realloc(text, grown);
            if (larger == NULL) {
                status = POKI_PNG_XMP_OUT_OF_MEMORY;
                break;
            }
            text = larger;
            capacity = grown;
        }
        stream.next_out = text + produced;
        stream.avail_out = (uInt)(capacity - produced);
        int result = inflate(&stream, Z_NO_FLUSH);
        produced = capacity - stream.avail_out;
        if (result == Z_STREAM_END) {
            status = POKI_PNG_XMP_FOUND;
            break;
        }
        if (result == Z_MEM_ERROR) {
            status = POKI_PNG_XMP_OUT_OF_MEMORY;
            break;
        }
        if (result != Z_OK) break;
    }
    inflateEnd(&stream);
    if (status != POKI_PNG_XMP_FOUND) {
        free(text);
        return status;
    }
    *inflated = text;
    *inflated_length = produced;
    return POKI_PNG_XMP_FOUND;
}

poki_png_xmp_status poki_png_xmp(const uint8_t *data, size_t length, int international, const uint8_t **text,
                                 size_t *text_length, uint8_t **inflated) {
    *text = NULL;
    *text_length = 0;
    *inflated = NULL;
    size_t keyword_length = sizeof keyword;  // with its NUL separator
    if (length < keyword_length || memcmp(data, keyword, keyword_length) != 0) return POKI_PNG_XMP_ABSENT;
    size_t start = keyword_length;
    if (!international) {
        *text = data + start;
        *text_length = length - start;
        return POKI_PNG_XMP_FOUND;
    }

    // iTXt: compression flag, compression method (0, zlib), language tag, translated keyword, text.
    if (length - start < 2) return POKI_PNG_XMP_MALFORMED;
    int compressed = data[start];
    if (compressed > 1 || data[start + 1] != 0) return POKI_PNG_XMP_MALFORMED;
    size_t language_end = field_end(data, length, start + 2);
    size_t translated_end = field_end(data, length, language_end + 1);
    if (translated_end >= length) return POKI_PNG_XMP_MALFORMED;
    const uint8_t *packet = data + translated_end + 1;
    size_t packet_length = length - translated_end - 1;
    if (!compressed) {
        *text = packet;
        *text_length = packet_length;
        return POKI_PNG_XMP_FOUND;
    }
    poki_png_xmp_status status = inflate_text(packet, packet_length, inflated, text_length);
    *text = *inflated;
    return status;
}
