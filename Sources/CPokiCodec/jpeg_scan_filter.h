#ifndef POKI_JPEG_SCAN_FILTER_H
#define POKI_JPEG_SCAN_FILTER_H

#include <stddef.h>
#include <stdint.h>

/*
 * Drops the AC scans of a progressive JPEG that a scaled decode never reads, as the bytes go by.
 *
 * libjpeg has no way to skip a scan: it Huffman-decodes every scan it is given. At 1/8 scale the
 * IDCT of a component whose blocks shrink to one pixel reads only the DC coefficient, so that
 * component's AC scans (SOS with Ss > 0) cannot change an output pixel. The filter removes such a
 * scan (its SOS segment and the entropy-coded data up to the next marker that is not RSTn) and
 * passes everything else unchanged: tables, DRI, the DC scans including their refinements, and the
 * AC scans of components whose IDCT does read AC (4:2:0 chroma, which libjpeg-turbo scales up by
 * a 2x2 IDCT instead of upsampling). A progressive stream without some AC scans is still valid:
 * the coefficients they would have refined stay zero.
 *
 * The filter works in place: the bytes it keeps are written to the front of the buffer they are
 * read from. Until it knows whether a scan is kept it holds back its marker and scan header (at
 * most POKI_SCAN_FILTER_HOLD bytes), so new input must be read into the buffer at that offset or
 * later, and the previous output must have been consumed.
 */

enum { POKI_SCAN_FILTER_HOLD = 16 };

/// Parser state between calls: a marker, a segment or a scan may be split across reads.
typedef struct poki_scan_filter {
    /// Non-zero for each component ID (the SOF and SOS component selector) whose AC scans are dropped.
    uint8_t ac_unread[256];
    /// Where the parser is (a `filter_state` of jpeg_scan_filter.c).
    int state;
    /// Non-zero inside a scan that is being dropped.
    int dropping;
    /// Declared length of the current marker segment, and how many of its bytes are still to come.
    uint32_t segment_length;
    uint32_t remaining;
    /// Bytes held back: a 0xFF that may start a marker, or a scan header until it is decided.
    uint8_t held[POKI_SCAN_FILTER_HOLD];
    size_t held_length;
    /// Scans dropped so far.
    uint32_t scans_dropped;
    /// Input: the 8x8 blocks of each component ID (0 for IDs the frame does not have).
    uint64_t blocks_of[256];
    /// Scans kept so far, and the blocks they cover: the work libjpeg will do for them.
    uint32_t scans_kept;
    uint64_t blocks_kept;
} poki_scan_filter;

/// Starts a filter that keeps everything until components are marked in `ac_unread`.
void poki_scan_filter_init(poki_scan_filter *filter);

/// Filters `buffer[*input ..< end]`, writing the kept bytes to `buffer[0...]`, and returns how
/// many it wrote. Advances `*input` past the bytes it consumed: all of them, except that it stops
/// right after each scan header it keeps, so that a change to `ac_unread` made once libjpeg has
/// read that header applies to every byte after it. Requires `held_length <= *input`, which holds
/// when new input is read at offset POKI_SCAN_FILTER_HOLD or later.
size_t poki_scan_filter_run(poki_scan_filter *filter, uint8_t *buffer, size_t *input, size_t end);

#endif
