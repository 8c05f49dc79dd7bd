#include "decode_support.h"
#include "jpeg_coefficient_store.h"
#include "jpeg_source.h"
#include "jpeg_warnings.h"
#include "sample_grid.h"

#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/*
 * JPEG through libjpeg(-turbo). The DCT scales the image down while decoding (1/8, 1/4, 1/2)
 * to the smallest size that still gives the working image enough pixels; the rows that come out
 * are area-averaged into both grids (the sample and the working image) as they arrive.
 *
 * Progressive files are read through a scan filter (jpeg_source.c, jpeg_scan_filter.c) that
 * drops the AC scans of every component whose scaled IDCT reads only the DC coefficient (all of
 * them at 1/8, except chroma that libjpeg-turbo scales up by a 2x2 IDCT): those scans cannot
 * change a single output pixel, so the sample is the same as from decoding every scan, and
 * libjpeg Huffman-decodes only what it uses. The whole file is still read, so a truncated file
 * is refused wherever it was cut. The filter keys on component IDs, so when two components share
 * one (libjpeg then gives every scan naming it to the first) nothing is dropped. For every
 * multi-scan file, progressive or sequential, the coefficients libjpeg holds for the whole image
 * until the last scan go to a compact store that keeps only what the scaled IDCTs read
 * (jpeg_coefficient_store.c).
 *
 * Each scan libjpeg is given costs a pass over the blocks of its components, even an empty
 * one, so a small file can ask for minutes of work. Before decoding, a multi-scan file is read
 * once through the filter to count its scans and their blocks; past the limits it is refused at
 * once. A progress monitor keeps the same count as libjpeg reads, as a second guard.
 *
 * As for PNG, all state lives in a heap context so no local changes after setjmp.
 */
typedef struct jpeg_context {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    jmp_buf jump;
    poki_sample *sample;
    poki_status failure;
    poki_jpeg_source source;
    poki_coefficient_store coefficients;
    struct jpeg_progress_mgr progress;
    const poki_limits *limits;
    /// Scans libjpeg has started, and the blocks they cover.
    int scans_seen;
    uint64_t scan_blocks;
    int created;
    uint8_t *row;
    poki_sample_grid grid;
    poki_sample_grid working;
} jpeg_context;

enum { EXIF_SIGNATURE_LENGTH = 6 };
static const uint8_t exif_signature[EXIF_SIGNATURE_LENGTH] = {'E', 'x', 'i', 'f', 0, 0};
/// What starts an XMP packet's APP1 segment: the namespace, NUL-terminated.
static const char xmp_signature[] = "http://ns.adobe.com/xap/1.0/";
enum { XMP_SIGNATURE_LENGTH = sizeof xmp_signature };

poki_coefficient_store *poki_coefficient_store_of(j_common_ptr common) {
    jpeg_context *context = common->client_data;
    return &context->coefficients;
}

static void on_error(j_common_ptr common) {
    jpeg_context *context = common->client_data;
    char text[JMSG_LENGTH_MAX];
    common->err->format_message(common, text);
    poki_set_message(context->sample, text);
    if (common->err->msg_code == JERR_IMAGE_TOO_BIG) {
        // A side over libjpeg's 65500 pixels: the frame header has been read, so its size is known.
        context->failure = POKI_STATUS_TOO_LARGE;
        context->sample->image_width = context->info.image_width;
        context->sample->image_height = context->info.image_height;
    }
    longjmp(context->jump, 1);
}

static void on_message(j_common_ptr common, int level) {
    if (level >= 0) return;  // trace messages
    jpeg_context *context = common->client_data;
    char text[JMSG_LENGTH_MAX];
    common->err->format_message(common, text);
    if (poki_jpeg_warning_is_corruption(common->err->msg_code)) {
        poki_set_message(context->sample, text);
        longjmp(context->jump, 1);
    }
    poki_add_warning(context->sample, text);
}

static void fail(jpeg_context *context, poki_status status, const char *message) {
    poki_set_message(context->sample, message);
    context->failure = status;
    longjmp(context->jump, 1);
}

/// Keeps the first EXIF and the first XMP APP1 segment (libjpeg saved every APP1).
static void keep_metadata(jpeg_context *context) {
    int found_exif = 0;
    for (jpeg_saved_marker_ptr marker = context->info.marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker != JPEG_APP0 + 1) continue;
        int kept = 0;
        if (!found_exif && marker->data_length >= EXIF_SIGNATURE_LENGTH &&
            memcmp(marker->data, exif_signature, EXIF_SIGNATURE_LENGTH) == 0) {
            found_exif = 1;
            kept = poki_keep_exif(context->sample, marker->data + EXIF_SIGNATURE_LENGTH,
                                  marker->data_length - EXIF_SIGNATURE_LENGTH);
        } else if (marker->data_length >= XMP_SIGNATURE_LENGTH && memcmp(marker->data, xmp_signature, XMP_SIGNATURE_LENGTH) == 0) {
            kept = poki_keep_xmp(context->sample, marker->data + XMP_SIGNATURE_LENGTH, marker->data_length - XMP_SIGNATURE_LENGTH);
        }
        if (kept != 0) fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    }
}

/// The largest of 8, 4, 2, 1 that still leaves the long side at least `long_side` pixels.
static unsigned int scale_denominator(uint32_t longest, uint32_t long_side) {
    for (unsigned int denominator = 8; denominator > 1; denominator /= 2) {
        if ((longest + denominator - 1) / denominator >= long_side) return denominator;
    }
    return 1;
}

static uint64_t blocks_of(const jpeg_component_info *component) {
    return (uint64_t)component->width_in_blocks * component->height_in_blocks;
}

static void refuse_scans(jpeg_context *context, uint32_t scans, uint64_t blocks) {
    context->sample->scans_decoded = scans;
    context->sample->scan_blocks = blocks;
    fail(context, POKI_STATUS_TOO_MANY_SCANS, "too many scans");
}

/// Counts each scan as libjpeg starts it (it calls this before each row and after each marker).
static void on_progress(j_common_ptr common) {
    jpeg_context *context = common->client_data;
    struct jpeg_decompress_struct *info = &context->info;
    if (info->input_scan_number == context->scans_seen) return;
    context->scans_seen = info->input_scan_number;
    for (int index = 0; index < info->comps_in_scan; index++) context->scan_blocks += blocks_of(info->cur_comp_info[index]);
    if ((uint32_t)context->scans_seen > context->limits->max_scans || context->scan_blocks > context->limits->max_scan_blocks) {
        refuse_scans(context, (uint32_t)context->scans_seen, context->scan_blocks);
    }
}

static int has_repeated_component_ids(const struct jpeg_decompress_struct *info) {
    for (int index = 0; index < info->num_components; index++) {
        for (int other = 0; other < index; other++) {
            if (info->comp_info[index].component_id == info->comp_info[other].component_id) return 1;
        }
    }
    return 0;
}

/// Tells the source which AC scans to drop, once the scale is set; the source stops parsing
/// when there are none. A multi-scan file's scans are counted first, and the coefficients of
/// its whole image (which libjpeg keeps until the last scan) go to the compact store.
static void choose_scans(jpeg_context *context) {
    struct jpeg_decompress_struct *info = &context->info;
    jpeg_calc_output_dimensions(info);
    int dropping = 0;
    uint8_t ac_dropped[MAX_COMPONENTS] = {0};
    if (info->progressive_mode && !has_repeated_component_ids(info)) {
        for (int index = 0; index < info->num_components; index++) {
            const jpeg_component_info *component = &info->comp_info[index];
            if (!poki_jpeg_idct_reads_only_dc(component)) continue;
            poki_jpeg_source_drop_ac_scans(&context->source, component->component_id);
            ac_dropped[index] = 1;
            dropping = 1;
        }
    }
    int multiple_scans = info->progressive_mode || info->comps_in_scan < info->num_components;
    if (multiple_scans) {
        for (int index = 0; index < info->num_components; index++) {
            poki_jpeg_source_add_blocks(&context->source, info->comp_info[index].component_id, blocks_of(&info->comp_info[index]));
        }
        uint32_t scans = 0;
        uint64_t blocks = 0;
        if (poki_jpeg_source_count_scans(&context->source, context->limits->max_scans, context->limits->max_scan_blocks,
                                         &scans, &blocks) != 0) {
            fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
        }
        if (scans > context->limits->max_scans || blocks > context->limits->max_scan_blocks) refuse_scans(context, scans, blocks);
        poki_coefficient_store_install(&context->coefficients, info, ac_dropped);
    }
    if (!dropping) poki_jpeg_source_pass_through(&context->source);
}

static void read_scanlines(jpeg_context *context) {
    struct jpeg_decompress_struct *info = &context->info;
    int cmyk = info->out_color_space == JCS_CMYK;
    // When the decoded image is the working image's size, libjpeg writes each row straight into
    // it, and the sample can be made from it later, only if it is wanted.
    int in_place = poki_sample_grid_row_in_place(&context->working, 0) != NULL;
    context->sample->sample_deferred = in_place;
    while (info->output_scanline < info->output_height) {
        uint32_t y = info->output_scanline;
        uint8_t *row = in_place ? poki_sample_grid_row_in_place(&context->working, y) : context->row;
        JSAMPROW rows[1] = {row};
        if (jpeg_read_scanlines(info, rows, 1) != 1) fail(context, POKI_STATUS_CORRUPT, "Premature end of JPEG file");
        if (cmyk) poki_cmyk_row_to_rgb(row, info->output_width, info->saw_Adobe_marker);
        if (!in_place) poki_sample_grid_add_row(&context->grid, y, row);
        poki_sample_grid_add_row(&context->working, y, row);
    }
}

static void decode(jpeg_context *context, const poki_limits *limits) {
    poki_sample *sample = context->sample;
    struct jpeg_decompress_struct *info = &context->info;
    info->err = jpeg_std_error(&context->errors);
    context->errors.error_exit = on_error;
    context->errors.emit_message = on_message;
    jpeg_create_decompress(info);
    info->client_data = context;
    context->created = 1;
    poki_jpeg_source_attach(&context->source, info);
    context->limits = limits;
    context->progress.progress_monitor = on_progress;
    info->progress = &context->progress;
    jpeg_save_markers(info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(info, TRUE);

    sample->image_width = info->image_width;
    sample->image_height = info->image_height;
    if (poki_exceeds_limits(limits, info->image_width, info->image_height)) {
        fail(context, POKI_STATUS_TOO_LARGE, "image is too large");
    }
    keep_metadata(context);

    uint32_t longest = info->image_width > info->image_height ? info->image_width : info->image_height;
    // A file is scaled no further than keeps half the working image's long side, so a print's
    // frame and a photographed paper's edges stay visible. For the colours' 512-pixel working
    // image that is 1/8 from 2,048 pixels, where a progressive file's AC scans are skipped whole,
    // most of the file (see Documentation/Benchmarks.md); a smaller progressive file, as a phone's
    // or a messenger's copy often is, is read with them. Its scans are still counted against
    // the limits before any is decoded.
    uint32_t sample_long_side = poki_sample_long_side(limits, info->image_width, info->image_height);
    uint32_t smallest_long_side = sample_long_side;
    if (limits->working_long_side / 2 > smallest_long_side) smallest_long_side = limits->working_long_side / 2;
    unsigned int denominator = scale_denominator(longest, smallest_long_side);
    info->scale_num = 1;
    info->scale_denom = denominator;
    // The rows are averaged down anyway: plain upsampling and no smoothing lose nothing.
    info->do_fancy_upsampling = FALSE;
    info->do_block_smoothing = FALSE;
    info->dct_method = JDCT_ISLOW;
    int cmyk = info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK;
#ifdef JCS_EXTENSIONS
    // libjpeg-turbo converts to RGBA (alpha 255) as fast as to RGB, and RGBA is what the grids
    // keep: rows then go into the working image without a copy.
    info->out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    uint32_t channels = cmyk ? 3 : 4;
#else
    info->out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    uint32_t channels = 3;
#endif
    choose_scans(context);

    // For a progressive file this reads every scan the source lets through, up to EOI.
    jpeg_start_decompress(info);
    sample->scale_denominator = denominator;
    sample->coefficient_bytes = context->coefficients.bytes;
    size_t row_bytes = (size_t)info->output_width * (size_t)info->output_components;
    context->row = malloc(row_bytes);
    if (context->row == NULL) fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    if (poki_sample_grid_init(&context->grid, info->output_width, info->output_height, sample_long_side, channels, 0,
                              1, sample->rgba) != 0 ||
        poki_sample_grid_init(&context->working, info->output_width, info->output_height, limits->working_long_side, channels,
                              0, 1, sample->working_rgba) != 0) {
        fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    }
    poki_sample_take_images(sample, &context->grid, &context->working);

    read_scanlines(context);
    sample->scans_decoded = (uint32_t)info->input_scan_number;
    sample->scan_blocks = context->scan_blocks;
    jpeg_finish_decompress(info);

    if (!sample->sample_deferred) poki_sample_grid_finish(&context->grid);
    poki_sample_grid_finish(&context->working);
    sample->width = context->grid.width;
    sample->height = context->grid.height;
    sample->working_width = context->working.width;
    sample->working_height = context->working.height;
}

poki_status poki_decode_jpeg(int descriptor, const poki_limits *limits, poki_sample *sample) {
    poki_sample_reset(sample);
    jpeg_context *context = calloc(1, sizeof *context);
    if (context == NULL) {
        poki_set_message(sample, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    context->sample = sample;
    context->failure = POKI_STATUS_CORRUPT;
    poki_status status = POKI_STATUS_OK;

    if (poki_jpeg_source_open(&context->source, descriptor) != 0) {
        poki_set_message(sample, "out of memory");
        status = POKI_STATUS_OUT_OF_MEMORY;
    } else if (setjmp(context->jump) == 0) {
        decode(context, limits);
    } else {
        status = context->failure;
    }

    if (context->created) jpeg_destroy_decompress(&context->info);
    poki_jpeg_source_close(&context->source);
    poki_sample_grid_release(&context->grid);
    poki_sample_grid_release(&context->working);
    free(context->row);
    free(context);
    return status;
}
