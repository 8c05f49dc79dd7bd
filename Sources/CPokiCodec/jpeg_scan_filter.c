#include "jpeg_scan_filter.h"

#include <string.h>

/*
 * A JPEG stream is a sequence of markers (0xFF, a code) and segments (a two-byte big-endian length
 * that counts itself, then data), and after each SOS segment, entropy-coded data in which 0xFF is
 * always followed by 0x00 (a stuffed data byte), by 0xD0-0xD7 (a restart marker that belongs to
 * the scan) or by further 0xFF fill bytes; anything else ends the scan. The parser follows the
 * same rules as libjpeg's own marker reader, so both agree on where every scan starts and ends;
 * whatever it cannot make sense of it passes on for libjpeg to refuse.
 */

enum filter_state {
    EXPECT_MARKER,     // between segments
    MARKER_CODE,       // after a 0xFF between segments (held)
    LENGTH_HIGH,       // the two length bytes of a kept segment
    LENGTH_LOW,
    SEGMENT_BODY,      // `remaining` bytes of a kept segment
    SCAN_HEADER,       // an SOS segment, held until its components and Ss are known
    SCAN_HEADER_REST,  // the rest of a decided SOS segment (`remaining` bytes)
    ENTROPY,           // entropy-coded data of a scan
    ENTROPY_FF,        // after a 0xFF in entropy-coded data (held)
    TRAILER,           // after EOI: copied as is
};

enum {
    MARKER_TEM = 0x01,
    MARKER_RST0 = 0xD0,
    MARKER_RST7 = 0xD7,
    MARKER_SOI = 0xD8,
    MARKER_EOI = 0xD9,
    MARKER_SOS = 0xDA,
    MAX_COMPONENTS_IN_SCAN = 4,
};

/// Where the kept bytes go: `out` never passes the read position less what is held.
typedef struct filter_output {
    uint8_t *buffer;
    size_t out;
} filter_output;

void poki_scan_filter_init(poki_scan_filter *filter) {
    memset(filter, 0, sizeof *filter);
    filter->state = EXPECT_MARKER;
}

// MARK: - Output

static void emit(filter_output *output, uint8_t byte) {
    output->buffer[output->out++] = byte;
}

/// Moves `length` input bytes starting at `from` to the output.
static void emit_run(filter_output *output, size_t from, size_t length) {
    if (output->out != from) memmove(output->buffer + output->out, output->buffer + from, length);
    output->out += length;
}

static void hold(poki_scan_filter *filter, uint8_t byte) {
    filter->held[filter->held_length++] = byte;
}

static void release_held(poki_scan_filter *filter, filter_output *output) {
    memcpy(output->buffer + output->out, filter->held, filter->held_length);
    output->out += filter->held_length;
    filter->held_length = 0;
}

// MARK: - Scan headers

/// Whether the held SOS header (0xFF 0xDA, length, Ns, Ns selector pairs, Ss) is an AC scan of
/// components whose AC is never read.
static int is_unread_ac_scan(const poki_scan_filter *filter) {
    unsigned int count = filter->held[4];
    uint8_t spectral_start = filter->held[5 + 2 * count];
    if (spectral_start == 0) return 0;
    for (unsigned int index = 0; index < count; index++) {
        if (!filter->ac_unread[filter->held[5 + 2 * index]]) return 0;
    }
    return 1;
}

/// Keeps or drops the held scan header once enough of it is known.
static void decide_scan(poki_scan_filter *filter, filter_output *output) {
    size_t held = filter->held_length;
    if (held < 5) return;
    unsigned int count = filter->held[4];
    uint32_t length = ((uint32_t)filter->held[2] << 8) | filter->held[3];
    int malformed = count < 1 || count > MAX_COMPONENTS_IN_SCAN || length != 6 + 2 * count;
    if (!malformed && held < 6 + 2 * (size_t)count) return;

    // A malformed header is passed on whole: libjpeg refuses it with its own message.
    filter->dropping = !malformed && is_unread_ac_scan(filter);
    if (filter->dropping) {
        filter->held_length = 0;
        filter->scans_dropped++;
    } else {
        if (!malformed) {
            filter->scans_kept++;
            for (unsigned int index = 0; index < count; index++) filter->blocks_kept += filter->blocks_of[filter->held[5 + 2 * index]];
        }
        release_held(filter, output);
    }
    filter->remaining = malformed ? 0 : 2;  // Se, Ah/Al
    filter->state = filter->remaining > 0 ? SCAN_HEADER_REST : ENTROPY;
}

// MARK: - Markers

/// Handles the code after a 0xFF (held) outside entropy-coded data.
static void take_marker_code(poki_scan_filter *filter, filter_output *output, uint8_t code) {
    if (code == 0xFF) return;  // fill byte: one 0xFF before the code is enough
    if (code == MARKER_SOS) {
        hold(filter, code);
        filter->state = SCAN_HEADER;
        return;
    }
    release_held(filter, output);
    emit(output, code);
    if (code == MARKER_EOI) {
        filter->state = TRAILER;
    } else if (code == MARKER_SOI || code == MARKER_TEM || code == 0x00 || (code >= MARKER_RST0 && code <= MARKER_RST7)) {
        filter->state = EXPECT_MARKER;  // no segment follows (0x00: stray bytes libjpeg skips)
    } else {
        filter->state = LENGTH_HIGH;
    }
}

/// Handles the byte after a 0xFF (held) in entropy-coded data.
static void take_entropy_code(poki_scan_filter *filter, filter_output *output, uint8_t code) {
    if (code == 0xFF) return;  // fill byte
    if (code == 0x00 || (code >= MARKER_RST0 && code <= MARKER_RST7)) {
        // A stuffed 0xFF data byte or a restart marker: part of the scan.
        if (filter->dropping) {
            filter->held_length = 0;
        } else {
            release_held(filter, output);
            emit(output, code);
        }
        filter->state = ENTROPY;
        return;
    }
    // Any other marker ends the scan; the held 0xFF is its first byte.
    filter->dropping = 0;
    take_marker_code(filter, output, code);
}

// MARK: - Running

size_t poki_scan_filter_run(poki_scan_filter *filter, uint8_t *buffer, size_t *input, size_t end) {
    filter_output output = {buffer, 0};
    size_t position = *input;
    while (position < end) {
        switch (filter->state) {
        case ENTROPY: {
            const uint8_t *mark = memchr(buffer + position, 0xFF, end - position);
            size_t run = (mark == NULL ? end : (size_t)(mark - buffer)) - position;
            if (!filter->dropping) emit_run(&output, position, run);
            position += run;
            if (mark != NULL) {
                position++;
                hold(filter, 0xFF);
                filter->state = ENTROPY_FF;
            }
            break;
        }
        case SEGMENT_BODY:
        case TRAILER: {
            size_t run = end - position;
            if (filter->state == SEGMENT_BODY && filter->remaining < run) run = filter->remaining;
            emit_run(&output, position, run);
            position += run;
            if (filter->state == SEGMENT_BODY) {
                filter->remaining -= (uint32_t)run;
                if (filter->remaining == 0) filter->state = EXPECT_MARKER;
            }
            break;
        }
        case SCAN_HEADER_REST: {
            uint8_t byte = buffer[position++];
            if (!filter->dropping) emit(&output, byte);
            if (--filter->remaining == 0) {
                filter->state = ENTROPY;
                if (!filter->dropping) {
                    *input = position;
                    return output.out;
                }
            }
            break;
        }
        default: {
            uint8_t byte = buffer[position++];
            switch (filter->state) {
            case EXPECT_MARKER:
                if (byte == 0xFF) {
                    hold(filter, byte);
                    filter->state = MARKER_CODE;
                } else {
                    emit(&output, byte);  // stray bytes: libjpeg warns about them
                }
                break;
            case MARKER_CODE:
                take_marker_code(filter, &output, byte);
                break;
            case LENGTH_HIGH:
                emit(&output, byte);
                filter->segment_length = (uint32_t)byte << 8;
                filter->state = LENGTH_LOW;
                break;
            case LENGTH_LOW:
                emit(&output, byte);
                filter->segment_length |= byte;
                // A length under 2 is bogus; libjpeg refuses it, the parser just moves on.
                filter->remaining = filter->segment_length > 2 ? filter->segment_length - 2 : 0;
                filter->state = filter->remaining > 0 ? SEGMENT_BODY : EXPECT_MARKER;
                break;
            case SCAN_HEADER:
                hold(filter, byte);
                decide_scan(filter, &output);
                break;
            case ENTROPY_FF:
                take_entropy_code(filter, &output, byte);
                break;
            }
            break;
        }
        }
    }
    *input = position;
    return output.out;
}
