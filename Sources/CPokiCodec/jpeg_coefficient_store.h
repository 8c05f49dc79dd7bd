#ifndef POKI_JPEG_COEFFICIENT_STORE_H
#define POKI_JPEG_COEFFICIENT_STORE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <jpeglib.h>

/*
 * A compact home for libjpeg's whole-image DCT coefficients when a multi-scan file (progressive,
 * or sequential with a scan for each component) is decoded at a reduced scale.
 *
 * For a multi-scan file libjpeg keeps every coefficient of the image until the last scan is in:
 * 64 coefficients x 2 bytes a block, about 60 MB for 20 MP at 4:2:0, and 1.1 GB for a 122-byte
 * file that declares 200 MP at 4:4:4 in three scans. libjpeg-turbo's memory manager (jmemnobs)
 * has no backing store, so nothing bounds that buffer. A scaled IDCT reads far
 * less: one coefficient of a block that becomes one pixel, 25 of one that becomes 2x2 (rows and
 * columns 0, 1, 3, 5, 7; libjpeg-turbo's jidctred.c and its SIMD versions skip 2, 4 and 6).
 *
 * The store takes over the memory manager's virtual block arrays (the coefficient controller is
 * their only user when decompressing). Each block keeps the coefficients its IDCT reads, and, for
 * a progressive component whose AC scans still arrive, one bit for each other coefficient saying
 * whether it is nonzero: a progressive refinement scan reads a correction bit for every
 * coefficient that is already nonzero, so that is all the entropy decoder needs of them. A
 * component whose IDCT reads only DC keeps 2 bytes a block when its AC never needs refining: its
 * progressive AC scans never reach libjpeg (the scan filter drops them), or the file is
 * sequential (each block arrives whole, once). libjpeg works on full blocks in a window of the rows it
 * asked for: on each access to an array, the previous window is folded back into the store if it
 * was writable, and the requested rows are unfolded from it. libjpeg allows exactly that: the
 * rows `access_virt_barray` returns are valid only until the next access to the same array, as
 * with jmemmgr.c's own swapping to a backing store.
 *
 * Everything is allocated from libjpeg's image pool, so it is freed with the decode, and every
 * error goes through libjpeg's error handler like the memory manager's own.
 */

typedef struct poki_coefficient_array poki_coefficient_array;

typedef struct poki_coefficient_store {
    /// The memory manager's own method, for any sample arrays (the store handles block arrays).
    void (*realize_virt_arrays)(j_common_ptr info);
    /// Block arrays requested so far, newest first.
    poki_coefficient_array *arrays;
    /// How many block arrays were requested (libjpeg asks for one a component, in SOF order).
    int requested;
    /// Bytes of compact blocks held by realized arrays (the windows, a few block rows each, aside).
    size_t bytes;
    /// By component index: non-zero when the scan filter drops the component's AC scans.
    uint8_t ac_dropped[MAX_COMPONENTS];
} poki_coefficient_store;

/// Whether the IDCT libjpeg chose for `component` reads only its DC coefficient (it makes one
/// pixel a block). Valid once the output dimensions are calculated.
int poki_jpeg_idct_reads_only_dc(const jpeg_component_info *component);

/// Replaces `info`'s virtual block arrays with `store`, after `jpeg_read_header` and
/// `jpeg_calc_output_dimensions`, before `jpeg_start_decompress`. `ac_dropped` says, by component
/// index, whose AC scans the scan filter drops (NULL: none).
void poki_coefficient_store_install(poki_coefficient_store *store, j_decompress_ptr info, const uint8_t *ac_dropped);

/// The store installed on `info`. The decoder defines it: `info->client_data` is the decoder's.
poki_coefficient_store *poki_coefficient_store_of(j_common_ptr info);

#endif
