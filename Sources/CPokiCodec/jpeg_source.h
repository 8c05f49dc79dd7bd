#ifndef POKI_JPEG_SOURCE_H
#define POKI_JPEG_SOURCE_H

#include "jpeg_scan_filter.h"

#include <stdio.h>
#include <jpeglib.h>

/*
 * libjpeg's input: reads the file in large chunks with pread (the descriptor's offset is left
 * alone) and passes the bytes through the scan filter until the decoder has read the header and
 * said which components' AC scans it will never read; then either keeps filtering or, when there
 * is nothing to drop, hands libjpeg the chunks as read.
 *
 * Like libjpeg's stdio source, the end of the file before EOI is reported as a warning
 * (JWRN_JPEG_EOF, "Premature end of JPEG file") followed by a made-up EOI; a read error is
 * fatal (JERR_FILE_READ).
 */
typedef struct poki_jpeg_source {
    /// libjpeg's view; first, so that `info->src` converts back to the whole struct.
    struct jpeg_source_mgr manager;
    int descriptor;
    /// File offset of the next read.
    uint64_t offset;
    /// POKI_SCAN_FILTER_HOLD + chunk bytes; chunks are read after the hold area.
    uint8_t *buffer;
    /// Unfiltered bytes of the current chunk: `buffer[input ..< end]`.
    size_t input;
    size_t end;
    /// Non-zero while bytes go through `filter`.
    int filtering;
    /// Non-zero once libjpeg has been given a byte (an empty file is an error, not a warning).
    int started;
    poki_scan_filter filter;
} poki_jpeg_source;

/// Prepares `source` to read `descriptor` from offset 0; returns -1 when memory ran out.
/// Release with `poki_jpeg_source_close` whatever happens next.
int poki_jpeg_source_open(poki_jpeg_source *source, int descriptor);

/// Makes `info` read through `source` (after `jpeg_create_decompress`, before `jpeg_read_header`).
void poki_jpeg_source_attach(poki_jpeg_source *source, j_decompress_ptr info);

/// After `jpeg_read_header`: drop the AC scans of component `component_id` from here on.
void poki_jpeg_source_drop_ac_scans(poki_jpeg_source *source, int component_id);

/// After `jpeg_read_header`: component `component_id` has `blocks` 8x8 blocks (added up when IDs repeat).
void poki_jpeg_source_add_blocks(poki_jpeg_source *source, int component_id, uint64_t blocks);

/// Reads the whole file once more from offset 0, through a fresh copy of the source's filter
/// (dropping the same scans), and counts the scans libjpeg will be given and the blocks they
/// cover, stopping once the scans are over `max_scans` or the blocks over `max_blocks`. Costs a
/// read of the file and no decoding, so a file with too many scans is refused before libjpeg
/// spends any time on them. Returns -1 when memory ran out; a read error ends the count (the
/// decode then reports it).
int poki_jpeg_source_count_scans(const poki_jpeg_source *source, uint32_t max_scans, uint64_t max_blocks,
                                 uint32_t *scans, uint64_t *blocks);

/// After `jpeg_read_header`: nothing to drop, pass the rest of the file through unparsed.
void poki_jpeg_source_pass_through(poki_jpeg_source *source);

/// Frees the buffer. Safe to call twice, and on a source whose open failed.
void poki_jpeg_source_close(poki_jpeg_source *source);

#endif
