#define _POSIX_C_SOURCE 200809L

#include "jpeg_source.h"

#include <errno.h>
#include <jerror.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/// Bytes read at a time: large enough that the reads cost nothing next to the decode.
enum { CHUNK_SIZE = 256 * 1024 };

static poki_jpeg_source *source_of(j_decompress_ptr info) {
    return (poki_jpeg_source *)info->src;
}

// MARK: - Reading

/// Reads the next chunk after the hold area; returns the byte count, 0 at the end of the file.
static size_t read_chunk(j_decompress_ptr info, poki_jpeg_source *source) {
    for (;;) {
        ssize_t count = pread(source->descriptor, source->buffer + POKI_SCAN_FILTER_HOLD, CHUNK_SIZE, (off_t)source->offset);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) ERREXIT(info, JERR_FILE_READ);
        source->offset += (uint64_t)count;
        return (size_t)count;
    }
}

static void give(poki_jpeg_source *source, const uint8_t *bytes, size_t length) {
    source->manager.next_input_byte = bytes;
    source->manager.bytes_in_buffer = length;
    source->started = 1;
}

// MARK: - libjpeg callbacks

static void init_source(j_decompress_ptr info) {
    (void)info;
}

static boolean fill_input_buffer(j_decompress_ptr info) {
    poki_jpeg_source *source = source_of(info);
    for (;;) {
        if (source->input == source->end) {
            size_t count = read_chunk(info, source);
            if (count == 0) break;
            source->input = POKI_SCAN_FILTER_HOLD;
            source->end = POKI_SCAN_FILTER_HOLD + count;
        }
        if (!source->filtering) {
            give(source, source->buffer + source->input, source->end - source->input);
            source->input = source->end;
            return TRUE;
        }
        // A chunk may be all dropped scan data: read on until something is kept.
        size_t kept = poki_scan_filter_run(&source->filter, source->buffer, &source->input, source->end);
        if (kept > 0) {
            give(source, source->buffer, kept);
            return TRUE;
        }
    }
    if (!source->started) ERREXIT(info, JERR_INPUT_EMPTY);
    WARNMS(info, JWRN_JPEG_EOF);
    static const uint8_t end_of_image[2] = {0xFF, JPEG_EOI};
    give(source, end_of_image, sizeof end_of_image);
    return TRUE;
}

static void skip_input_data(j_decompress_ptr info, long count) {
    struct jpeg_source_mgr *manager = info->src;
    if (count <= 0) return;
    while ((size_t)count > manager->bytes_in_buffer) {
        count -= (long)manager->bytes_in_buffer;
        (void)(*manager->fill_input_buffer)(info);
    }
    manager->next_input_byte += count;
    manager->bytes_in_buffer -= (size_t)count;
}

static void term_source(j_decompress_ptr info) {
    (void)info;
}

// MARK: - Set-up

int poki_jpeg_source_open(poki_jpeg_source *source, int descriptor) {
    memset(source, 0, sizeof *source);
    source->descriptor = descriptor;
    source->filtering = 1;
    poki_scan_filter_init(&source->filter);
    source->buffer = malloc(POKI_SCAN_FILTER_HOLD + CHUNK_SIZE);
    return source->buffer == NULL ? -1 : 0;
}

void poki_jpeg_source_attach(poki_jpeg_source *source, j_decompress_ptr info) {
    source->manager.init_source = init_source;
    source->manager.fill_input_buffer = fill_input_buffer;
    source->manager.skip_input_data = skip_input_data;
    source->manager.resync_to_restart = jpeg_resync_to_restart;
    source->manager.term_source = term_source;
    info->src = &source->manager;
}

void poki_jpeg_source_drop_ac_scans(poki_jpeg_source *source, int component_id) {
    source->filter.ac_unread[(uint8_t)component_id] = 1;
}

void poki_jpeg_source_add_blocks(poki_jpeg_source *source, int component_id, uint64_t blocks) {
    source->filter.blocks_of[(uint8_t)component_id] += blocks;
}

int poki_jpeg_source_count_scans(const poki_jpeg_source *source, uint32_t max_scans, uint64_t max_blocks,
                                 uint32_t *scans, uint64_t *blocks) {
    poki_scan_filter *filter = malloc(sizeof *filter);
    uint8_t *buffer = malloc(POKI_SCAN_FILTER_HOLD + CHUNK_SIZE);
    if (filter == NULL || buffer == NULL) {
        free(filter);
        free(buffer);
        return -1;
    }
    poki_scan_filter_init(filter);
    memcpy(filter->ac_unread, source->filter.ac_unread, sizeof filter->ac_unread);
    memcpy(filter->blocks_of, source->filter.blocks_of, sizeof filter->blocks_of);
    uint64_t offset = 0;
    while (filter->scans_kept <= max_scans && filter->blocks_kept <= max_blocks) {
        ssize_t count = pread(source->descriptor, buffer + POKI_SCAN_FILTER_HOLD, CHUNK_SIZE, (off_t)offset);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        offset += (uint64_t)count;
        size_t input = POKI_SCAN_FILTER_HOLD, end = POKI_SCAN_FILTER_HOLD + (size_t)count;
        while (input < end) (void)poki_scan_filter_run(filter, buffer, &input, end);
    }
    *scans = filter->scans_kept;
    *blocks = filter->blocks_kept;
    free(filter);
    free(buffer);
    return 0;
}

void poki_jpeg_source_pass_through(poki_jpeg_source *source) {
    source->filtering = 0;
}

void poki_jpeg_source_close(poki_jpeg_source *source) {
    free(source->buffer);
    source->buffer = NULL;
}
