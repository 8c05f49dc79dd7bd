#include "decode_support.h"

#include <stdio.h>
#include <jpeglib.h>
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/*
 * Whole images at full resolution, for cutting a print's cuts out: unlike the sampling decoders
 * this one keeps every pixel, so its caller bounds the size with `max_pixels` first. Each decode
 * owns its setjmp from create to destroy; all state lives in a heap context.
 */

static void set_message(poki_image *image, const char *text) {
    snprintf(image->message, sizeof image->message, "%s", text);
}

static int allocate(poki_image *image, const poki_limits *limits, uint32_t width, uint32_t height, uint32_t channels) {
    image->width = width;
    image->height = height;
    image->channels = channels;
    if (poki_exceeds_limits(limits, width, height)) return POKI_STATUS_TOO_LARGE;
    image->pixels = malloc((size_t)width * height * channels);
    return image->pixels == NULL ? POKI_STATUS_OUT_OF_MEMORY : POKI_STATUS_OK;
}

// MARK: - JPEG

typedef struct full_jpeg_context {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    jmp_buf jump;
    poki_image *image;
    poki_status failure;
    FILE *stream;
    int created;
} full_jpeg_context;

static void jpeg_on_error(j_common_ptr common) {
    full_jpeg_context *context = common->client_data;
    char text[JMSG_LENGTH_MAX];
    common->err->format_message(common, text);
    set_message(context->image, text);
    longjmp(context->jump, 1);
}

static void jpeg_on_message(j_common_ptr common, int level) {
    (void)common;
    (void)level;
}

static void jpeg_fail(full_jpeg_context *context, poki_status status, const char *message) {
    set_message(context->image, message);
    context->failure = status;
    longjmp(context->jump, 1);
}

static void decode_jpeg(full_jpeg_context *context, const poki_limits *limits) {
    struct jpeg_decompress_struct *info = &context->info;
    info->err = jpeg_std_error(&context->errors);
    context->errors.error_exit = jpeg_on_error;
    context->errors.emit_message = jpeg_on_message;
    jpeg_create_decompress(info);
    info->client_data = context;
    context->created = 1;
    jpeg_stdio_src(info, context->stream);
    jpeg_read_header(info, TRUE);
    int cmyk = info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK;
    info->out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_start_decompress(info);
    int status = allocate(context->image, limits, info->output_width, info->output_height, 3);
    if (status != POKI_STATUS_OK) jpeg_fail(context, status, status == POKI_STATUS_TOO_LARGE ? "image is too large" : "out of memory");

    uint8_t *cmyk_row = NULL;
    if (cmyk) {
        cmyk_row = malloc((size_t)info->output_width * 4);
        if (cmyk_row == NULL) jpeg_fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    }
    size_t stride = (size_t)info->output_width * 3;
    while (info->output_scanline < info->output_height) {
        uint8_t *target = context->image->pixels + info->output_scanline * stride;
        JSAMPROW rows[1] = {cmyk ? cmyk_row : target};
        if (jpeg_read_scanlines(info, rows, 1) != 1) {
            free(cmyk_row);
            jpeg_fail(context, POKI_STATUS_CORRUPT, "Premature end of JPEG file");
        }
        if (cmyk) {
            poki_cmyk_row_to_rgb(cmyk_row, info->output_width, info->saw_Adobe_marker);
            memcpy(target, cmyk_row, stride);
        }
    }
    free(cmyk_row);
    jpeg_finish_decompress(info);
}

poki_status poki_decode_full_jpeg(int descriptor, const poki_limits *limits, poki_image *image) {
    memset(image, 0, sizeof *image);
    full_jpeg_context *context = calloc(1, sizeof *context);
    if (context == NULL) {
        set_message(image, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    context->image = image;
    context->failure = POKI_STATUS_CORRUPT;
    poki_status status = POKI_STATUS_OK;
    context->stream = poki_open_stream(descriptor);
    if (context->stream == NULL) {
        set_message(image, "cannot reopen the file for reading");
        status = POKI_STATUS_CORRUPT;
    } else if (setjmp(context->jump) == 0) {
        decode_jpeg(context, limits);
    } else {
        status = context->failure;
        free(image->pixels);
        image->pixels = NULL;
    }
    if (context->created) jpeg_destroy_decompress(&context->info);
    if (context->stream != NULL) fclose(context->stream);
    free(context);
    return status;
}

// MARK: - PNG

typedef struct full_png_context {
    jmp_buf jump;
    poki_image *image;
    poki_status failure;
    FILE *stream;
    png_structp png;
    png_infop info;
    png_bytep *rows;
} full_png_context;

static void png_on_error(png_structp png, png_const_charp message) {
    full_png_context *context = png_get_error_ptr(png);
    set_message(context->image, message);
    longjmp(context->jump, 1);
}

static void png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void png_fail(full_png_context *context, poki_status status, const char *message) {
    set_message(context->image, message);
    context->failure = status;
    longjmp(context->jump, 1);
}

static void decode_png(full_png_context *context, const poki_limits *limits) {
    context->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, context, png_on_error, png_on_warning);
    if (context->png == NULL) png_fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    png_structp png = context->png;
    context->info = png_create_info_struct(png);
    if (context->info == NULL) png_fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    png_infop info = context->info;
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_option(png, PNG_SKIP_sRGB_CHECK_PROFILE, PNG_OPTION_ON);
    png_init_io(png, context->stream);
    png_read_info(png, info);
    uint32_t width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    if (poki_exceeds_limits(limits, width, height)) {
        context->image->width = width;
        context->image->height = height;
        png_fail(context, POKI_STATUS_TOO_LARGE, "image is too large");
    }
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    uint32_t channels = png_get_channels(png, info);
    if (channels != 3 && channels != 4) png_fail(context, POKI_STATUS_CORRUPT, "unexpected channel count");
    int status = allocate(context->image, limits, width, height, channels);
    if (status != POKI_STATUS_OK) png_fail(context, status, status == POKI_STATUS_TOO_LARGE ? "image is too large" : "out of memory");
    context->rows = malloc(sizeof *context->rows * height);
    if (context->rows == NULL) png_fail(context, POKI_STATUS_OUT_OF_MEMORY, "out of memory");
    for (uint32_t y = 0; y < height; y++) context->rows[y] = context->image->pixels + (size_t)y * width * channels;
    png_read_image(png, context->rows);
    png_read_end(png, NULL);
}

poki_status poki_decode_full_png(int descriptor, const poki_limits *limits, poki_image *image) {
    memset(image, 0, sizeof *image);
    full_png_context *context = calloc(1, sizeof *context);
    if (context == NULL) {
        set_message(image, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    context->image = image;
    context->failure = POKI_STATUS_CORRUPT;
    poki_status status = POKI_STATUS_OK;
    context->stream = poki_open_stream(descriptor);
    if (context->stream == NULL) {
        set_message(image, "cannot reopen the file for reading");
        status = POKI_STATUS_CORRUPT;
    } else if (setjmp(context->jump) == 0) {
        decode_png(context, limits);
    } else {
        status = context->failure;
        free(image->pixels);
        image->pixels = NULL;
    }
    if (context->png != NULL) png_destroy_read_struct(&context->png, context->info ? &context->info : NULL, NULL);
    if (context->stream != NULL) fclose(context->stream);
    free(context->rows);
    free(context);
    return status;
}

void poki_image_release(poki_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}
