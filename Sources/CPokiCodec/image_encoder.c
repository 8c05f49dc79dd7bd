#include "poki_codec.h"

#include <stdio.h>
#include <jpeglib.h>
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/*
 * Encoding pixels into a JPEG or PNG file's bytes in memory (the caller writes them to disk
 * atomically). As for decoding, each encoder owns its setjmp from create to destroy and keeps
 * its state in a heap context; the PNG write callback is C.
 */

static void set_message(poki_encoded *encoded, const char *text) {
    snprintf(encoded->message, sizeof encoded->message, "%s", text);
}

// MARK: - JPEG

typedef struct jpeg_encoder_context {
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr errors;
    jmp_buf jump;
    poki_encoded *encoded;
    int created;
    unsigned char *buffer;
    unsigned long size;
} jpeg_encoder_context;

static void jpeg_on_error(j_common_ptr common) {
    jpeg_encoder_context *context = common->client_data;
    char text[JMSG_LENGTH_MAX];
    common->err->format_message(common, text);
    set_message(context->encoded, text);
    longjmp(context->jump, 1);
}

static void encode_jpeg(jpeg_encoder_context *context, const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                        int quality, int for_web) {
    struct jpeg_compress_struct *info = &context->info;
    info->err = jpeg_std_error(&context->errors);
    context->errors.error_exit = jpeg_on_error;
    jpeg_create_compress(info);
    info->client_data = context;
    context->created = 1;
    jpeg_mem_dest(info, &context->buffer, &context->size);
    info->image_width = width;
    info->image_height = height;
    info->input_components = 3;
    info->in_color_space = JCS_RGB;
    jpeg_set_defaults(info);
    jpeg_set_quality(info, quality, TRUE);
    if (for_web) {
        // A page's picture: libjpeg's default 4:2:0 chroma and its standard progression, which
        // browsers draw coarse-to-fine while it loads (and with optimised Huffman tables, smaller).
        jpeg_simple_progression(info);
    } else {
        // Full-resolution chroma (4:4:4): a cut is kept as a picture in its own right.
        for (int index = 0; index < info->num_components; index++) {
            info->comp_info[index].h_samp_factor = 1;
            info->comp_info[index].v_samp_factor = 1;
        }
    }
    // Only the JFIF header is written: no EXIF, ICC or comment marker is ever added.
    jpeg_start_compress(info, TRUE);
    while (info->next_scanline < info->image_height) {
        JSAMPROW rows[1] = {(JSAMPROW)(pixels + (size_t)info->next_scanline * stride)};
        jpeg_write_scanlines(info, rows, 1);
    }
    jpeg_finish_compress(info);
}

static poki_status run_jpeg_encoder(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int quality,
                                    int for_web, poki_encoded *encoded) {
    memset(encoded, 0, sizeof *encoded);
    jpeg_encoder_context *context = calloc(1, sizeof *context);
    if (context == NULL) {
        set_message(encoded, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    context->encoded = encoded;
    poki_status status = POKI_STATUS_OK;
    if (setjmp(context->jump) == 0) {
        encode_jpeg(context, pixels, width, height, stride, quality, for_web);
    } else {
        status = POKI_STATUS_CORRUPT;
    }
    if (context->created) jpeg_destroy_compress(&context->info);
    if (status == POKI_STATUS_OK) {
        encoded->bytes = context->buffer;
        encoded->length = context->size;
    } else {
        free(context->buffer);
    }
    free(context);
    return status;
}

poki_status poki_encode_jpeg(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int quality,
                             poki_encoded *encoded) {
    return run_jpeg_encoder(pixels, width, height, stride, quality, 0, encoded);
}

poki_status poki_encode_progressive_jpeg(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int quality,
                                         poki_encoded *encoded) {
    return run_jpeg_encoder(pixels, width, height, stride, quality, 1, encoded);
}

// MARK: - PNG

typedef struct png_encoder_context {
    jmp_buf jump;
    poki_encoded *encoded;
    poki_status failure;
    png_structp png;
    png_infop info;
    uint8_t *buffer;
    size_t length;
    size_t capacity;
} png_encoder_context;

static void png_on_error(png_structp png, png_const_charp message) {
    png_encoder_context *context = png_get_error_ptr(png);
    set_message(context->encoded, message);
    longjmp(context->jump, 1);
}

static void png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void png_append(png_structp png, png_bytep data, size_t length) {
    png_encoder_context *context = png_get_io_ptr(png);
    if (context->length + length > context->capacity) {
        size_t capacity = context->capacity ? context->capacity : 1 << 16;
        while (capacity < context->length + length) capacity *= 2;
        uint8_t *grown = realloc(context->buffer, capacity);
        if (grown == NULL) {
            context->failure = POKI_STATUS_OUT_OF_MEMORY;
            png_error(png, "out of memory");
        }
        context->buffer = grown;
        context->capacity = capacity;
    }
    memcpy(context->buffer + context->length, data, length);
    context->length += length;
}

static void png_flush_nothing(png_structp png) {
    (void)png;
}

static void encode_png(png_encoder_context *context, const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                       uint32_t channels) {
    context->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, context, png_on_error, png_on_warning);
    if (context->png == NULL) {
        set_message(context->encoded, "out of memory");
        context->failure = POKI_STATUS_OUT_OF_MEMORY;
        longjmp(context->jump, 1);
    }
    context->info = png_create_info_struct(context->png);
    if (context->info == NULL) png_error(context->png, "out of memory");
    png_set_write_fn(context->png, context, png_append, png_flush_nothing);
    png_set_IHDR(context->png, context->info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(context->png, context->info);
    for (uint32_t y = 0; y < height; y++) png_write_row(context->png, (png_const_bytep)(pixels + (size_t)y * stride));
    png_write_end(context->png, NULL);
}

poki_status poki_encode_png(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, uint32_t channels,
                            poki_encoded *encoded) {
    memset(encoded, 0, sizeof *encoded);
    png_encoder_context *context = calloc(1, sizeof *context);
    if (context == NULL) {
        set_message(encoded, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    context->encoded = encoded;
    context->failure = POKI_STATUS_CORRUPT;
    poki_status status = POKI_STATUS_OK;
    if (setjmp(context->jump) == 0) {
        encode_png(context, pixels, width, height, stride, channels);
    } else {
        status = context->failure;
    }
    if (context->png != NULL) png_destroy_write_struct(&context->png, context->info ? &context->info : NULL);
    if (status == POKI_STATUS_OK) {
        encoded->bytes = context->buffer;
        encoded->length = context->length;
    } else {
        free(context->buffer);
    }
    free(context);
    return status;
}

void poki_encoded_release(poki_encoded *encoded) {
    free(encoded->bytes);
    encoded->bytes = NULL;
    encoded->length = 0;
}
