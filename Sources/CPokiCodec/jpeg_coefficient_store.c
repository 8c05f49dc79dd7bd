#include "jpeg_coefficient_store.h"

#include <jerror.h>
#include <stdint.h>
#include <string.h>

/// One component's coefficients: the compact blocks and the window libjpeg sees.
struct poki_coefficient_array {
    poki_coefficient_array *next;
    JDIMENSION blocks_per_row;
    JDIMENSION rows;
    JDIMENSION max_access;
    boolean pre_zero;

    /// Natural-order positions kept in each compact block, in that order.
    uint8_t kept[DCTSIZE2];
    int kept_count;
    /// Non-zero when each compact block also holds a 64-bit set of its other nonzero positions.
    int tracks_nonzero;
    /// `kept` as a bit set, by natural-order position.
    uint64_t kept_set;
    /// Bytes of one compact block: the kept coefficients, then the nonzero set if tracked.
    size_t block_bytes;
    /// `rows * blocks_per_row` compact blocks; NULL until realized.
    uint8_t *blocks;

    /// Row pointers handed to libjpeg, and the full blocks behind them (`max_access` rows).
    JBLOCKARRAY window;
    JBLOCKROW window_blocks;
    JDIMENSION window_start;
    JDIMENSION window_rows;
    /// Natural-order positions the window holds (the others may be stale), and those libjpeg may
    /// have written since the window was unfolded (always among the loaded).
    uint64_t loaded;
    uint64_t dirty;
    /// Rows from here on were never written: they read as zeros (jmemmgr.c's `first_undef_row`).
    JDIMENSION first_undefined_row;
};

// MARK: - What the scaled IDCTs read

static int scaled_size(const jpeg_component_info *component) {
#if JPEG_LIB_VERSION >= 70
    return component->DCT_h_scaled_size == component->DCT_v_scaled_size ? component->DCT_h_scaled_size : DCTSIZE;
#else
    return component->DCT_scaled_size;
#endif
}

int poki_jpeg_idct_reads_only_dc(const jpeg_component_info *component) {
    return scaled_size(component) == 1;
}

/// Keeps every position: a plain copy of libjpeg's blocks.
static void keep_everything(poki_coefficient_array *array) {
    for (int position = 0; position < DCTSIZE2; position++) array->kept[position] = (uint8_t)position;
    array->kept_count = DCTSIZE2;
    array->tracks_nonzero = 0;
}

/// Chooses what each block of `component`'s array keeps. Refinement scans, which need to know
/// which coefficients are nonzero, only come in a progressive file, for AC not dropped.
static void choose_layout(poki_coefficient_array *array, const jpeg_component_info *component, int refined) {
    if (poki_jpeg_idct_reads_only_dc(component)) {
        // Only DC is read.
        array->kept[0] = 0;
        array->kept_count = 1;
        array->tracks_nonzero = refined;
    } else if (scaled_size(component) == 2) {
        // jpeg_idct_2x2 reads rows and columns 0, 1, 3, 5, 7; AC refinements still arrive.
        static const uint8_t read[5] = {0, 1, 3, 5, 7};
        array->kept_count = 0;
        for (int row = 0; row < 5; row++) {
            for (int column = 0; column < 5; column++) {
                array->kept[array->kept_count++] = (uint8_t)(read[row] * DCTSIZE + read[column]);
            }
        }
        array->tracks_nonzero = refined;
    } else {
        keep_everything(array);
    }
}

/// The component the store's `index`-th array belongs to, when libjpeg asks in the order it
/// always has (one array a component, in SOF order, each padded to whole MCUs); NULL otherwise.
static const jpeg_component_info *component_of(j_common_ptr info, int index, JDIMENSION blocks_per_row, JDIMENSION rows) {
    if (!info->is_decompressor) return NULL;
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (index >= decompress->num_components) return NULL;
    const jpeg_component_info *component = &decompress->comp_info[index];
    JDIMENSION h = (JDIMENSION)component->h_samp_factor, v = (JDIMENSION)component->v_samp_factor;
    if (h == 0 || v == 0) return NULL;
    JDIMENSION padded_width = (component->width_in_blocks + h - 1) / h * h;
    JDIMENSION padded_height = (component->height_in_blocks + v - 1) / v * v;
    return padded_width == blocks_per_row && padded_height == rows ? component : NULL;
}

// MARK: - Folding and unfolding blocks

static uint8_t *compact_block(const poki_coefficient_array *array, JDIMENSION row, JDIMENSION column) {
    return array->blocks + ((size_t)row * array->blocks_per_row + column) * array->block_bytes;
}

/// Bit `p` set when coefficient `p` (natural order) of `block` is nonzero, four at a time.
static uint64_t nonzero_positions(const JCOEF *block) {
    uint64_t positions = 0;
    for (int first = 0; first < DCTSIZE2; first += 4) {
        uint64_t lanes = (uint64_t)(uint16_t)block[first] | (uint64_t)(uint16_t)block[first + 1] << 16 |
                         (uint64_t)(uint16_t)block[first + 2] << 32 | (uint64_t)(uint16_t)block[first + 3] << 48;
        // Bit 15 of each 16-bit lane is set when the lane is nonzero; then the multiply gathers
        // bits 0, 16, 32, 48 into bits 45 to 48 (the products do not overlap, so nothing carries).
        uint64_t nonzero = (((lanes & 0x7FFF7FFF7FFF7FFFu) + 0x7FFF7FFF7FFF7FFFu) | lanes) >> 15 & 0x0001000100010001u;
        positions |= (nonzero * 0x0000200040008001u >> 45 & 0xF) << first;
    }
    return positions;
}

/// The indices into `kept` of the kept positions among `positions`; returns how many.
static int kept_indices(const poki_coefficient_array *array, uint64_t positions, uint8_t indices[DCTSIZE2]) {
    int count = 0;
    for (int index = 0; index < array->kept_count; index++) {
        if (positions >> array->kept[index] & 1) indices[count++] = (uint8_t)index;
    }
    return count;
}

/// Folds the coefficients at `positions` of one row of the window back into the store.
static void fold_row(poki_coefficient_array *array, JDIMENSION row, JBLOCKROW blocks, uint64_t positions) {
    uint8_t *compact = compact_block(array, row, 0);
    if (array->kept_count == DCTSIZE2) {
        memcpy(compact, blocks, (size_t)array->blocks_per_row * sizeof(JBLOCK));
        return;
    }
    if (positions == 1) {  // a DC scan
        for (JDIMENSION column = 0; column < array->blocks_per_row; column++, compact += array->block_bytes) {
            memcpy(compact, &blocks[column][0], sizeof(JCOEF));
        }
        return;
    }
    uint8_t indices[DCTSIZE2];
    int count = kept_indices(array, positions, indices);
    uint64_t tracked = array->tracks_nonzero ? positions & ~array->kept_set : 0;
    for (JDIMENSION column = 0; column < array->blocks_per_row; column++, compact += array->block_bytes) {
        const JCOEF *block = blocks[column];
        for (int index = 0; index < count; index++) {
            JCOEF value = block[array->kept[indices[index]]];
            memcpy(compact + (size_t)indices[index] * sizeof(JCOEF), &value, sizeof value);
        }
        if (tracked != 0) {
            uint8_t *bits = compact + (size_t)array->kept_count * sizeof(JCOEF);
            uint64_t nonzero;
            memcpy(&nonzero, bits, sizeof nonzero);
            nonzero = (nonzero & ~tracked) | (nonzero_positions(block) & tracked);
            memcpy(bits, &nonzero, sizeof nonzero);
        }
    }
}

/// Whether only coefficient 0 is kept and no other is tracked: nothing but DC is ever read back.
static int holds_only_dc(const poki_coefficient_array *array) {
    return array->kept_count == 1 && !array->tracks_nonzero;
}

/// Unfolds the coefficients at `positions` of one row of the store into the window; the others
/// are left as they are. A position that is only known to be nonzero reads as 1: the entropy
/// decoder only tests it against zero, and refinement moves it away from zero, never to it.
static void unfold_row(const poki_coefficient_array *array, JDIMENSION row, JBLOCKROW blocks, uint64_t positions) {
    const uint8_t *compact = compact_block(array, row, 0);
    if (array->kept_count == DCTSIZE2) {
        memcpy(blocks, compact, (size_t)array->blocks_per_row * sizeof(JBLOCK));
        return;
    }
    if (holds_only_dc(array) || positions == 1) {
        for (JDIMENSION column = 0; column < array->blocks_per_row; column++, compact += array->block_bytes) {
            memcpy(&blocks[column][0], compact, sizeof(JCOEF));
        }
        return;
    }
    uint8_t indices[DCTSIZE2];
    int count = kept_indices(array, positions, indices);
    uint64_t tracked = array->tracks_nonzero ? positions & ~array->kept_set : 0;
    // A scan of the whole AC band: clearing each block at once beats setting positions one by one.
    int whole = (positions | array->kept_set) == UINT64_MAX;
    if (whole) memset(blocks, 0, (size_t)array->blocks_per_row * sizeof(JBLOCK));
    for (JDIMENSION column = 0; column < array->blocks_per_row; column++, compact += array->block_bytes) {
        JCOEF *block = blocks[column];
        for (int index = 0; index < count; index++) {
            memcpy(&block[array->kept[indices[index]]], compact + (size_t)indices[index] * sizeof(JCOEF), sizeof(JCOEF));
        }
        if (tracked != 0 && whole) {
            uint64_t nonzero;
            memcpy(&nonzero, compact + (size_t)array->kept_count * sizeof(JCOEF), sizeof nonzero);
            for (nonzero &= tracked; nonzero != 0; nonzero &= nonzero - 1) block[__builtin_ctzll(nonzero)] = 1;
        } else if (tracked != 0) {
            uint64_t nonzero;
            memcpy(&nonzero, compact + (size_t)array->kept_count * sizeof(JCOEF), sizeof nonzero);
            for (uint64_t rest = tracked; rest != 0; rest &= rest - 1) {
                int position = __builtin_ctzll(rest);
                block[position] = (JCOEF)(nonzero >> position & 1);
            }
        }
    }
}

/// Natural-order position of each zigzag index (as libjpeg's jpeg_natural_order).
static const uint8_t natural_order[DCTSIZE2] = {
    0,  1,  8,  16, 9,  2,  3,  10, 17, 24, 32, 25, 18, 11, 4,  5,  12, 19, 26, 33, 40, 48,
    41, 34, 27, 20, 13, 6,  7,  14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23,
    30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
};

/// The positions the scan being read can touch: its spectral band (Ss to Se; all of them for a
/// sequential scan), and, for an AC scan, the 15 zigzag positions after it: on damaged data
/// libjpeg's Huffman decoder writes a coefficient up to a run of 15 past Se (its natural-order
/// table is padded for that), and the store must keep what libjpeg would. Only written windows
/// are asked, and only the coefficient controller writes, while it consumes a scan.
static uint64_t scan_positions(j_decompress_ptr info) {
    if (!info->progressive_mode || info->Ss < 0 || info->Se >= DCTSIZE2 || info->Ss > info->Se) return UINT64_MAX;
    int last = info->Ss == 0 ? info->Se : info->Se + 15;
    if (last >= DCTSIZE2) last = DCTSIZE2 - 1;
    uint64_t positions = 0;
    for (int index = info->Ss; index <= last; index++) positions |= (uint64_t)1 << natural_order[index];
    return positions;
}

/// Makes the window hold rows `start ..< start + count`, folding back what it held if written,
/// with the coefficients at `positions` loaded.
static void move_window(poki_coefficient_array *array, JDIMENSION start, JDIMENSION count, uint64_t positions) {
    if (array->dirty) {
        for (JDIMENSION row = 0; row < array->window_rows; row++) {
            fold_row(array, array->window_start + row, array->window[row], array->dirty);
        }
    }
    // Rows never written have no compact blocks yet: their first fold writes them whole, so the
    // window's other rows are loaded whole too. A plain copy always is.
    int fresh = start + count > array->first_undefined_row;
    uint64_t load = fresh || array->kept_count == DCTSIZE2 ? UINT64_MAX : positions;
    array->window_start = start;
    array->window_rows = count;
    for (JDIMENSION row = 0; row < count; row++) {
        JBLOCKROW blocks = array->window_blocks + (size_t)row * array->blocks_per_row;
        array->window[row] = blocks;
        if (start + row < array->first_undefined_row) {
            unfold_row(array, start + row, blocks, load);
        } else if (holds_only_dc(array)) {
            for (JDIMENSION column = 0; column < array->blocks_per_row; column++) blocks[column][0] = 0;
        } else {
            memset(blocks, 0, (size_t)array->blocks_per_row * sizeof(JBLOCK));
        }
    }
    array->loaded = load;
    array->dirty = fresh ? UINT64_MAX : 0;
}

/// Loads the coefficients at `positions` the window does not hold yet (a scan of another band
/// over the rows it already holds). None of them can be dirty: only loaded positions are written.
static void load_positions(poki_coefficient_array *array, uint64_t positions) {
    uint64_t missing = positions & ~array->loaded;
    if (missing == 0) return;
    for (JDIMENSION row = 0; row < array->window_rows; row++) {
        if (array->window_start + row < array->first_undefined_row) {
            unfold_row(array, array->window_start + row, array->window[row], missing);
        }
    }
    array->loaded |= missing;
}

// MARK: - Memory manager methods

static jvirt_barray_ptr request_virt_barray(j_common_ptr info, int pool_id, boolean pre_zero,
                                            JDIMENSION blocks_per_row, JDIMENSION rows, JDIMENSION max_access) {
    if (pool_id != JPOOL_IMAGE) ERREXIT1(info, JERR_BAD_POOL_ID, pool_id);
    poki_coefficient_store *store = poki_coefficient_store_of(info);
    poki_coefficient_array *array = (*info->mem->alloc_small)(info, pool_id, sizeof *array);
    memset(array, 0, sizeof *array);
    array->blocks_per_row = blocks_per_row;
    array->rows = rows;
    array->max_access = max_access;
    array->pre_zero = pre_zero;

    const jpeg_component_info *component = component_of(info, store->requested, blocks_per_row, rows);
    if (component != NULL) {
        j_decompress_ptr decompress = (j_decompress_ptr)info;
        choose_layout(array, component, decompress->progressive_mode && !store->ac_dropped[component->component_index]);
    } else {
        keep_everything(array);
    }
    for (int index = 0; index < array->kept_count; index++) array->kept_set |= (uint64_t)1 << array->kept[index];
    array->block_bytes = (size_t)array->kept_count * sizeof(JCOEF) + (array->tracks_nonzero ? sizeof(uint64_t) : 0);

    store->requested++;
    array->next = store->arrays;
    store->arrays = array;
    // libjpeg only ever hands this back to the store's own methods.
    return (jvirt_barray_ptr)(void *)array;
}

/// `count * size` bytes, or libjpeg's out-of-memory error when that does not fit a size_t.
static size_t checked_bytes(j_common_ptr info, uint64_t count, uint64_t size) {
    if (size != 0 && count > SIZE_MAX / size) ERREXIT1(info, JERR_OUT_OF_MEMORY, 0);
    return (size_t)(count * size);
}

static void realize_virt_arrays(j_common_ptr info) {
    poki_coefficient_store *store = poki_coefficient_store_of(info);
    (*store->realize_virt_arrays)(info);
    for (poki_coefficient_array *array = store->arrays; array != NULL; array = array->next) {
        if (array->blocks != NULL) continue;
        size_t block_bytes = checked_bytes(info, (uint64_t)array->rows * array->blocks_per_row, array->block_bytes);
        size_t window_bytes = checked_bytes(info, (uint64_t)array->max_access * array->blocks_per_row, sizeof(JBLOCK));
        array->blocks = (*info->mem->alloc_large)(info, JPOOL_IMAGE, block_bytes);
        array->window = (*info->mem->alloc_small)(info, JPOOL_IMAGE, (size_t)array->max_access * sizeof(JBLOCKROW));
        array->window_blocks = (*info->mem->alloc_large)(info, JPOOL_IMAGE, window_bytes);
        memset(array->window_blocks, 0, window_bytes);
        store->bytes += block_bytes;
    }
}

static JBLOCKARRAY access_virt_barray(j_common_ptr info, jvirt_barray_ptr pointer, JDIMENSION start_row,
                                      JDIMENSION row_count, boolean writable) {
    poki_coefficient_array *array = (poki_coefficient_array *)(void *)pointer;
    JDIMENSION end_row = start_row + row_count;
    // The checks jmemmgr.c makes, with the same errors.
    if (end_row < start_row || end_row > array->rows || row_count > array->max_access || array->blocks == NULL) {
        ERREXIT(info, JERR_BAD_VIRTUAL_ACCESS);
    }
    if (array->first_undefined_row < end_row) {
        if (writable && array->first_undefined_row < start_row) ERREXIT(info, JERR_BAD_VIRTUAL_ACCESS);
        if (!writable && !array->pre_zero) ERREXIT(info, JERR_BAD_VIRTUAL_ACCESS);
    }

    // While a scan is read (the only writable accesses), libjpeg touches the coefficients of the
    // scan's band and no other; while the image is output, those the IDCT reads.
    uint64_t positions = writable ? scan_positions((j_decompress_ptr)info) : array->kept_set;
    if (start_row < array->window_start || end_row > array->window_start + array->window_rows) {
        move_window(array, start_row, row_count, positions);
    } else {
        load_positions(array, positions);
    }
    if (writable) {
        if (array->first_undefined_row < end_row) array->first_undefined_row = end_row;
        array->dirty |= positions;
    }
    return array->window + (start_row - array->window_start);
}

// MARK: - Installing

void poki_coefficient_store_install(poki_coefficient_store *store, j_decompress_ptr info, const uint8_t *ac_dropped) {
    memset(store, 0, sizeof *store);
    if (ac_dropped != NULL) memcpy(store->ac_dropped, ac_dropped, sizeof store->ac_dropped);
    store->realize_virt_arrays = info->mem->realize_virt_arrays;
    info->mem->request_virt_barray = request_virt_barray;
    info->mem->realize_virt_arrays = realize_virt_arrays;
    info->mem->access_virt_barray = access_virt_barray;
}
