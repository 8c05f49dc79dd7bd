#ifndef POKI_QR_H
#define POKI_QR_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * poki's QR shim: the only C++ poki has. It finds and decodes QR codes with zxing-cpp, which it
 * loads with dlopen on the first read, so commands that never read a code do not load it; only
 * plain C types cross into Swift.
 */

/// One decoded code: its text and the box around it, in pixels of the image it was read from.
typedef struct poki_qr_code {
    /// The code's content (raw bytes, NUL-terminated; UTF-8 for the links booths print): every
    /// code in byte mode fits (at most 2,953 bytes); a numeric one of 4,096 digits or more (up to
    /// 7,089) does not, and is left empty, never cut short.
    char text[4096];
    /// The length of the code's content; more than `text` holds when it was left empty.
    size_t text_length;
    int32_t x;
    int32_t y;
    int32_t width;
    int32_t height;
} poki_qr_code;

/// Outcome of a read.
typedef enum poki_qr_status {
    POKI_QR_OK = 0,
    /// zxing-cpp could not be loaded; `message` says why.
    POKI_QR_UNAVAILABLE = 1,
    /// zxing-cpp failed (out of memory, …); `message` says why.
    POKI_QR_FAILED = 2,
} poki_qr_status;

/// Finds the QR codes in a `width` x `height` image of `channels` bytes a pixel (1 grey, 3 RGB,
/// 4 RGBA), rows `width * channels` bytes apart. Writes up to `capacity` codes, top-left first,
/// and their number to `count`.
poki_qr_status poki_qr_read(const uint8_t *pixels, int width, int height, int channels, poki_qr_code *codes,
                            size_t capacity, size_t *count, char *message, size_t message_size);

#ifdef __cplusplus
}
#endif

#endif
