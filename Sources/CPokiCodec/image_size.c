#include "decode_support.h"

#include <jpeglib.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

/*
 * The declared size of a PNG or JPEG, read by libpng and libjpeg from the header alone (IHDR; the
 * markers up to the frame header), without decoding a pixel: how `add --url` compares the
 * pictures of a page. As in the decoders, everything a longjmp may leave behind lives in a heap
 * context whose pointer does not change after setjmp.
 */

typedef struct png_size_context {
    jmp_buf jump;
    png_structp png;
    png_infop info;
    FILE *stream;
} png_size_context;

static void png_on_error(png_structp png, png_const_charp message) {
    (void)message;
    longjmp(((png_size_context *)png_get_error_ptr(png))->jump, 1);
}

static void png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

int poki_png_size(int descriptor, uint32_t *width, uint32_t *height) {
    png_size_context *context = calloc(1, sizeof *context);
    if (context == NULL) return -1;
    int result = -1;
    context->stream = poki_open_stream(descriptor);
    if (context->stream != NULL) {
        context->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, context, png_on_error, png_on_warning);
        if (context->png != NULL) context->info = png_create_info_struct(context->png);
    }
    if (context->info != NULL) {
        if (setjmp(context->jump) == 0) {
            png_set_user_limits(context->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
            png_init_io(context->png, context->stream);
            png_read_info(context->png, context->info);
            *width = png_get_image_width(context->png, context->info);
            *height = png_get_image_height(context->png, context->info);
            result = 0;
        }
    }
    if (context->png != NULL) png_destroy_read_struct(&context->png, context->info != NULL ? &context->info : NULL, NULL);
    if (context->stream != NULL) fclose(context->stream);
    free(context);
    return result;
}

typedef struct jpeg_size_context {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    jmp_buf jump;
    FILE *stream;
    int created;
} jpeg_size_context;

static void jpeg_on_error(j_common_ptr common) {
    longjmp(((jpeg_size_context *)common->client_data)->jump, 1);
}

static void jpeg_on_message(j_common_ptr common, int level) {
    (void)common;
    (void)level;
}

int poki_jpeg_size(int descriptor, uint32_t *width, uint32_t *height) {
    jpeg_size_context *context = calloc(1, sizeof *context);
    if (context == NULL) return -1;
    int result = -1;
    context->stream = poki_open_stream(descriptor);
    if (context->stream != NULL) {
        context->info.err = jpeg_std_error(&context->errors);
        context->errors.error_exit = jpeg_on_error;
        context->errors.emit_message = jpeg_on_message;
        // libjpeg keeps client_data (and err) through jpeg_create_decompress.
        context->info.client_data = context;
        if (setjmp(context->jump) == 0) {
            jpeg_create_decompress(&context->info);
            context->created = 1;
            jpeg_stdio_src(&context->info, context->stream);
            jpeg_read_header(&context->info, TRUE);
            *width = context->info.image_width;
            *height = context->info.image_height;
            result = 0;
        }
    }
    if (context->created) jpeg_destroy_decompress(&context->info);
    if (context->stream != NULL) fclose(context->stream);
    free(context);
    return result;
}
