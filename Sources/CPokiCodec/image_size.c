#include "decode_support.h"

#include <jpeglib.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>

/*
 * The declared size of a PNG or JPEG, read by libpng and libjpeg from the header alone (IHDR; the
 * markers up to the frame header), without decoding a pixel: how `add --url` compares the
 * pictures of a page.
 */

typedef struct size_context {
    jmp_buf jump;
} size_context;

static void png_on_error(png_structp png, png_const_charp message) {
    (void)message;
    longjmp(((size_context *)png_get_error_ptr(png))->jump, 1);
}

static void png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

int poki_png_size(int descriptor, uint32_t *width, uint32_t *height) {
    FILE *stream = poki_open_stream(descriptor);
    if (stream == NULL) return -1;
    size_context context;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, png_on_error, png_on_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    int result = -1;
    if (png != NULL && info != NULL && setjmp(context.jump) == 0) {
        png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
        png_init_io(png, stream);
        png_read_info(png, info);
        *width = png_get_image_width(png, info);
        *height = png_get_image_height(png, info);
        result = 0;
    }
    if (png != NULL) png_destroy_read_struct(&png, info != NULL ? &info : NULL, NULL);
    fclose(stream);
    return result;
}

typedef struct jpeg_size_context {
    struct jpeg_error_mgr errors;
    jmp_buf jump;
} jpeg_size_context;

static void jpeg_on_error(j_common_ptr common) {
    longjmp(((jpeg_size_context *)common->err)->jump, 1);
}

static void jpeg_on_message(j_common_ptr common, int level) {
    (void)common;
    (void)level;
}

int poki_jpeg_size(int descriptor, uint32_t *width, uint32_t *height) {
    FILE *stream = poki_open_stream(descriptor);
    if (stream == NULL) return -1;
    struct jpeg_decompress_struct info;
    jpeg_size_context context;
    info.err = jpeg_std_error(&context.errors);
    context.errors.error_exit = jpeg_on_error;
    context.errors.emit_message = jpeg_on_message;
    int result = -1;
    if (setjmp(context.jump) == 0) {
        jpeg_create_decompress(&info);
        jpeg_stdio_src(&info, stream);
        jpeg_read_header(&info, TRUE);
        *width = info.image_width;
        *height = info.image_height;
        result = 0;
    }
    jpeg_destroy_decompress(&info);
    fclose(stream);
    return result;
}
