#include "png_raw_profile.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static const char keyword[] = "Raw profile type exif";
static const uint8_t exif_signature[6] = {'E', 'x', 'i', 'f', 0, 0};

/// Where the text parser is: ImageMagick's reader skips the same things in the same order.
enum parser_state {
    BEFORE_NAME,    // leading newlines and spaces
    NAME,           // the profile name, up to its newline
    BEFORE_LENGTH,  // spaces and newlines
    LENGTH,         // decimal digits
    HEX,            // hexadecimal digits; anything else between them is skipped
    DONE,           // every declared byte is in
    FAILED,
};

typedef struct raw_profile_parser {
    enum parser_state state;
    uint64_t declared;
    /// Text characters still allowed before the parser gives up (four for each declared byte).
    uint64_t budget;
    uint8_t *bytes;
    size_t produced;
    int high_nibble;  // -1 before the first digit of a byte
    /// Characters read before the hexadecimal part.
    size_t header_characters;
} raw_profile_parser;

/// The name and the length are short: a text that takes longer to reach the digits is not a profile.
enum { HEADER_LIMIT = 4096 };

static int hex_value(uint8_t character) {
    if (character >= '0' && character <= '9') return character - '0';
    if (character >= 'a' && character <= 'f') return character - 'a' + 10;
    if (character >= 'A' && character <= 'F') return character - 'A' + 10;
    return -1;
}

/// Starts the hexadecimal part once the length is known; returns -1 when memory ran out.
static int begin_bytes(raw_profile_parser *parser) {
    if (parser->declared == 0 || parser->declared > POKI_RAW_PROFILE_EXIF_LIMIT) {
        parser->state = FAILED;
        return 0;
    }
    parser->bytes = malloc((size_t)parser->declared);
    if (parser->bytes == NULL) return -1;
    parser->budget = 4 * parser->declared + 64;
    parser->high_nibble = -1;
    parser->state = HEX;
    return 0;
}

/// Feeds text to the parser; returns -1 when memory ran out.
static int parse(raw_profile_parser *parser, const uint8_t *text, size_t length) {
    for (size_t index = 0; index < length && parser->state != DONE && parser->state != FAILED; index++) {
        uint8_t character = text[index];
        switch (parser->state) {
        case BEFORE_NAME:
            if (character == '\n' || character == ' ') break;
            parser->state = NAME;
            break;
        case NAME:
            if (character == '\n') parser->state = BEFORE_LENGTH;
            break;
        case BEFORE_LENGTH:
            if (character == '\n' || character == ' ') break;
            if (character < '0' || character > '9') {
                parser->state = FAILED;
                break;
            }
            parser->state = LENGTH;
            // fall through: the digit is the length's first
        case LENGTH:
            if (character >= '0' && character <= '9') {
                parser->declared = parser->declared * 10 + (uint64_t)(character - '0');
                if (parser->declared > POKI_RAW_PROFILE_EXIF_LIMIT) parser->state = FAILED;
            } else if (begin_bytes(parser) != 0) {
                return -1;
            }
            break;
        case HEX: {
            if (parser->budget-- == 0) {
                parser->state = FAILED;
                break;
            }
            int value = hex_value(character);
            if (value < 0) break;
            if (parser->high_nibble < 0) {
                parser->high_nibble = value;
                break;
            }
            parser->bytes[parser->produced++] = (uint8_t)(parser->high_nibble << 4 | value);
            parser->high_nibble = -1;
            if (parser->produced == parser->declared) parser->state = DONE;
            break;
        }
        case DONE:
        case FAILED:
            break;
        }
        if (parser->state < HEX && ++parser->header_characters > HEADER_LIMIT) parser->state = FAILED;
    }
    return 0;
}

/// Inflates a zTXt stream piece by piece into the parser, stopping as soon as it is done.
static int parse_compressed(raw_profile_parser *parser, const uint8_t *data, size_t length) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return -1;
    stream.next_in = (Bytef *)(uintptr_t)data;
    stream.avail_in = length > UINT32_MAX ? UINT32_MAX : (uInt)length;
    uint8_t piece[4096];
    int result = 0;
    while (parser->state != DONE && parser->state != FAILED) {
        stream.next_out = piece;
        stream.avail_out = sizeof piece;
        int status = inflate(&stream, Z_NO_FLUSH);
        size_t produced = sizeof piece - stream.avail_out;
        if (parse(parser, piece, produced) != 0) {
            result = -1;
            break;
        }
        if (status == Z_MEM_ERROR) {
            result = -1;
            break;
        }
        if (status != Z_OK || (produced == 0 && stream.avail_in == 0)) break;
    }
    inflateEnd(&stream);
    return result;
}

poki_raw_profile_status poki_png_raw_profile_exif(const uint8_t *data, size_t length, int compressed,
                                                  uint8_t **exif, size_t *exif_length) {
    *exif = NULL;
    *exif_length = 0;
    size_t keyword_length = sizeof keyword;  // with its NUL separator
    if (length < keyword_length || memcmp(data, keyword, keyword_length) != 0) return POKI_RAW_PROFILE_ABSENT;
    data += keyword_length;
    length -= keyword_length;

    raw_profile_parser parser = {.state = BEFORE_NAME, .high_nibble = -1};
    int result;
    if (compressed) {
        // zTXt: a compression method byte (0, zlib) before the stream.
        if (length < 1 || data[0] != 0) return POKI_RAW_PROFILE_MALFORMED;
        result = parse_compressed(&parser, data + 1, length - 1);
    } else {
        result = parse(&parser, data, length);
    }
    if (result != 0) {
        free(parser.bytes);
        return POKI_RAW_PROFILE_OUT_OF_MEMORY;
    }
    if (parser.state != DONE) {
        free(parser.bytes);
        return POKI_RAW_PROFILE_MALFORMED;
    }

    size_t skip = parser.produced >= sizeof exif_signature &&
                  memcmp(parser.bytes, exif_signature, sizeof exif_signature) == 0 ? sizeof exif_signature : 0;
    memmove(parser.bytes, parser.bytes + skip, parser.produced - skip);
    *exif = parser.bytes;
    *exif_length = parser.produced - skip;
    return POKI_RAW_PROFILE_FOUND;
}
