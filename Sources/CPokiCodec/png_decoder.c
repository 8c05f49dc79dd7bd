#include "decode_support.h"
#include "png_raw_profile.h"
#include "png_xmp.h"
#include "sample_grid.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/*
 * PNG through libpng's classic API, one row at a time. Interlaced images are read pass by
 * pass WITHOUT libpng's interlace handling (which would need the whole image): each pass row
 * holds a sparse set of pixels that are mapped to their full-resolution coordinates, so every
 * pixel lands in the grid exactly once and memory stays one row plus the grid.
 *
 * Of the ancillary chunks only tRNS (alpha), eXIf and ImageMagick's `Raw profile type exif` text
 * (EXIF), and the `XML:com.adobe.xmp` text (XMP) matter to poki; libpng is told to skip every
 * other one without keeping it, so no other text, profile or palette suggestion is ever held. A
 * chunk whose declared length is over CHUNK_LIMIT (IDAT aside, which libpng bounds by the image
 * size) is refused: libpng only warns about it, then allocates and zeroes whatever the length
 * says, up to 2 GB for a 41-byte file.
 *
 * All state lives in a heap context: the only automatic variable used after setjmp is the
 * pointer to it, which never changes, so no local needs to be volatile.
 */

enum {
    /// Longest chunk read, in bytes: libpng's own default, made explicit and fatal.
    CHUNK_LIMIT = 8000000,
};

/// libpng's warning for a chunk longer than the limit set by `png_set_chunk_malloc_max` (a
/// "benign error", which reading turns into a warning, prefixed with the chunk's name).
static const char chunk_too_large[] = "chunk data is too large";

static int is_chunk_too_large(const char *message) {
    size_t length = strlen(message), suffix = sizeof chunk_too_large - 1;
    return length >= suffix && strcmp(message + length - suffix, chunk_too_large) == 0;
}
typedef struct png_context {
    jmp_buf jump;
    poki_sample *sample;
    poki_status failure;
    FILE *stream;
    png_structp png;
    png_infop info;
    uint8_t *row;
    poki_sample_grid grid;
    poki_sample_grid working;
} png_context;

static void on_error(png_structp png, png_const_charp message) {
    png_context *context = png_get_error_ptr(png);
    poki_set_message(context->sample, message);
    longjmp(context->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    png_context *context = png_get_error_ptr(png);
    if (is_chunk_too_large(message)) {
        poki_set_message(context->sample, message);
        longjmp(context->jump, 1);
    }
    poki_add_warning(context->sample, message);
}

static void fail(png_context *context, poki_status status, const char *message) {
    poki_set_message(context->sample, message);
    context->failure = status;
    longjmp(context->jump, 1);
}

/// Keeps the XMP packet of an iTXt or tEXt chunk; returns whether the chunk held one.
static int keep_xmp(png_context *context, png_unknown_chunkp chunk, int international) {
    const uint8_t *text = NULL;
    size_t length = 0;
    uint8_t *inflated = NULL;
    switch (poki_png_xmp(chunk->data, chunk->size, international, &text, &length, &inflated)) {
    case POKI_PNG_XMP_ABSENT:
        return 0;
    case POKI_PNG_XMP_FOUND: {
        int kept = poki_keep_xmp(context->sample, text, length);
        free(inflated);
        if (kept != 0) fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
        return 1;
    }
    case POKI_PNG_XMP_MALFORMED:
        poki_add_warning(context->sample, "ignoring a malformed 'XML:com.adobe.xmp' text chunk");
        return 1;
    case POKI_PNG_XMP_OUT_OF_MEMORY:
        fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    }
    return 1;
}

/// Every chunk libpng does not handle itself comes here, read whole (at most CHUNK_LIMIT bytes).
/// Text chunks may hold XMP or ImageMagick's EXIF; the rest are dropped. An unknown critical
/// chunk is refused as libpng would.
static int on_chunk(png_structp png, png_unknown_chunkp chunk) {
    png_context *context = png_get_user_chunk_ptr(png);
    if ((chunk->name[0] & 0x20) == 0) png_chunk_error(png, "unhandled critical chunk");
    int international = memcmp(chunk->name, "iTXt", 4) == 0;
    int plain = memcmp(chunk->name, "tEXt", 4) == 0;
    if ((international || plain) && keep_xmp(context, chunk, international)) return 1;
    int compressed = memcmp(chunk->name, "zTXt", 4) == 0;
    if (context->sample->exif != NULL || (!compressed && !plain)) return 1;

    uint8_t *exif = NULL;
    size_t length = 0;
    switch (poki_png_raw_profile_exif(chunk->data, chunk->size, compressed, &exif, &length)) {
    case POKI_RAW_PROFILE_FOUND: {
        int kept = poki_keep_exif(context->sample, exif, length);
        free(exif);
        if (kept != 0) fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
        break;
    }
    case POKI_RAW_PROFILE_MALFORMED:
        poki_add_warning(context->sample, "ignoring a malformed 'Raw profile type exif' text chunk");
        break;
    case POKI_RAW_PROFILE_OUT_OF_MEMORY:
        fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
        break;
    case POKI_RAW_PROFILE_ABSENT:
        break;
    }
    return 1;
}

static void read_rows(png_context *context, uint32_t width, uint32_t height) {
    png_structp png = context->png;
    if (png_get_interlace_type(png, context->info) == PNG_INTERLACE_NONE) {
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, context->row, NULL);
            poki_sample_grid_add_row(&context->grid, y, context->row);
            poki_sample_grid_add_row(&context->working, y, context->row);
        }
        return;
    }
    for (int pass = 0; pass < 7; pass++) {
        uint32_t columns = PNG_PASS_COLS(width, pass);
        uint32_t rows = PNG_PASS_ROWS(height, pass);
        if (columns == 0 || rows == 0) continue;  // libpng skips empty passes too
        for (uint32_t pass_row = 0; pass_row < rows; pass_row++) {
            png_read_row(png, context->row, NULL);
            uint32_t y = PNG_ROW_FROM_PASS_ROW(pass_row, pass);
            poki_sample_grid_add_sparse_row(&context->grid, y, context->row, columns, PNG_PASS_START_COL(pass),
                                            PNG_PASS_COL_OFFSET(pass));
            poki_sample_grid_add_sparse_row(&context->working, y, context->row, columns, PNG_PASS_START_COL(pass),
                                            PNG_PASS_COL_OFFSET(pass));
        }
    }
}

static void decode(png_context *context, const poki_limits *limits) {
    poki_sample *sample = context->sample;
    context->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, context, on_error, on_warning);
    if (context->png == NULL) fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    png_structp png = context->png;
    context->info = png_create_info_struct(png);
    if (context->info == NULL) fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    png_infop info = context->info;

    // poki's own limits apply (and name the declared size); libpng's would only say "exceeds user limit".
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    // Many files carry the known-wrong sRGB profile; warning about it tells the user nothing useful.
    png_set_option(png, PNG_SKIP_sRGB_CHECK_PROFILE, PNG_OPTION_ON);
#ifdef PNG_IGNORE_ADLER32
    // Every IDAT chunk's CRC already checks each compressed byte; zlib's Adler-32 over the
    // inflated image checks them again, about 3 % of decoding a large photo.
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_set_chunk_malloc_max(png, CHUNK_LIMIT);
    // Every chunk but IHDR, PLTE, tRNS, IDAT and IEND goes to on_chunk, except eXIf.
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    static const png_byte exif_chunk[] = {'e', 'X', 'I', 'f', 0};
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, exif_chunk, 1);
    png_set_read_user_chunk_fn(png, context, on_chunk);
    png_init_io(png, context->stream);
    png_read_info(png, info);

    uint32_t width = png_get_image_width(png, info);
    uint32_t height = png_get_image_height(png, info);
    sample->image_width = width;
    sample->image_height = height;
    if (poki_exceeds_limits(limits, width, height)) {
        fail(context, POKI_STATUS_TOO_LARGE, "image is too large");
    }

    // Palette -> RGB, grey below 8 bits -> 8 bits, tRNS -> alpha, 16 -> 8 bits (rounded), grey -> RGB.
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_read_update_info(png, info);

    int channels = png_get_channels(png, info);
    if (channels != 3 && channels != 4) fail(context, POKI_STATUS_CORRUPT, "unexpected channel count");
    context->row = malloc(png_get_rowbytes(png, info));
    if (context->row == NULL) fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    int rows_in_order = png_get_interlace_type(png, info) == PNG_INTERLACE_NONE;
    uint32_t sample_long_side = poki_sample_long_side(limits, width, height);
    if (poki_sample_grid_init(&context->grid, width, height, sample_long_side, channels, channels == 4, rows_in_order,
                              sample->rgba) != 0 ||
        poki_sample_grid_init(&context->working, width, height, limits->working_long_side, channels, channels == 4,
                              rows_in_order, sample->working_rgba) != 0) {
        fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    }
    poki_sample_take_images(sample, &context->grid, &context->working);

    read_rows(context, width, height);
    // eXIf may follow the image data; png_read_end reads it into info. It wins over a raw profile.
    png_read_end(png, info);

    png_uint_32 exif_length = 0;
    png_bytep exif = NULL;
    if (png_get_eXIf_1(png, info, &exif_length, &exif) != 0 && exif != NULL) {
        if (poki_keep_exif(sample, exif, exif_length) != 0) fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    }

    poki_sample_grid_finish(&context->grid);
    poki_sample_grid_finish(&context->working);
    sample->width = context->grid.width;
    sample->height = context->grid.height;
    sample->working_width = context->working.width;
    sample->working_height = context->working.height;
    sample->scale_denominator = 1;
}

poki_status poki_decode_png(int descriptor, const poki_limits *limits, poki_sample *sample) {
    poki_sample_reset(sample);
    png_context *context = calloc(1, sizeof *context);
    if (context == NULL) {
        poki_set_message(sample, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    context->sample = sample;
    context->failure = POKI_STATUS_CORRUPT;
    poki_status status = POKI_STATUS_OK;

    context->stream = poki_open_stream(descriptor);
    if (context->stream == NULL) {
        poki_set_message(sample, "cannot reopen the file for reading");
        status = POKI_STATUS_CORRUPT;
    } else if (setjmp(context->jump) == 0) {
        decode(context, limits);
    } else {
        status = context->failure;
    }

    if (context->png != NULL) png_destroy_read_struct(&context->png, context->info ? &context->info : NULL, NULL);
    if (context->stream != NULL) fclose(context->stream);
    poki_sample_grid_release(&context->grid);
    poki_sample_grid_release(&context->working);
    free(context->row);
    free(context);
    return status;
}
