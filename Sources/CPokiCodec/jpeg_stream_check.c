#include "poki_codec.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/*
 * Reads a JPEG in memory from SOI to EOI as libjpeg reads it, every scan entropy-decoded (to
 * coefficients: no inverse DCT, no colour conversion), and refuses it at the first warning or
 * when bytes follow EOI: what sharing asks before it gives a copy away, since bytes libjpeg
 * skips with a warning (extraneous data before a marker) are bytes another reader may take for
 * metadata.
 */

typedef struct stream_check_context {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    jmp_buf jump;
    char *message;
    size_t message_size;
    int created;
} stream_check_context;

static void check_on_error(j_common_ptr common) {
    stream_check_context *context = common->client_data;
    char text[JMSG_LENGTH_MAX];
    common->err->format_message(common, text);
    snprintf(context->message, context->message_size, "%s", text);
    longjmp(context->jump, 1);
}

static void check_on_message(j_common_ptr common, int level) {
    // Level -1 is a warning (corrupt or skipped data); trace messages (level > 0) are not.
    if (level < 0) check_on_error(common);
}

int poki_jpeg_check_stream(const uint8_t *bytes, size_t length, char *message, size_t message_size) {
    snprintf(message, message_size, "%s", "");
    stream_check_context *context = calloc(1, sizeof *context);
    if (context == NULL) {
        snprintf(message, message_size, "%s", "out of memory");
        return -1;
    }
    context->message = message;
    context->message_size = message_size;
    int result = 0;
    if (setjmp(context->jump) == 0) {
        struct jpeg_decompress_struct *info = &context->info;
        info->err = jpeg_std_error(&context->errors);
        context->errors.error_exit = check_on_error;
        context->errors.emit_message = check_on_message;
        jpeg_create_decompress(info);
        info->client_data = context;
        context->created = 1;
        jpeg_mem_src(info, bytes, (unsigned long)length);
        jpeg_read_header(info, TRUE);
        jpeg_read_coefficients(info);
        jpeg_finish_decompress(info);
        if (info->src->bytes_in_buffer != 0) {
            snprintf(message, message_size, "%zu bytes follow the end of the image", (size_t)info->src->bytes_in_buffer);
            result = -1;
        }
    } else {
        result = -1;
    }
    if (context->created) jpeg_destroy_decompress(&context->info);
    free(context);
    return result;
}
