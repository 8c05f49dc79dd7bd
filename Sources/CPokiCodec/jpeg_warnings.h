#ifndef POKI_JPEG_WARNINGS_H
#define POKI_JPEG_WARNINGS_H

#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>

/// Whether a libjpeg warning means the data is corrupt or truncated (libjpeg would carry on
/// with made-up pixels; poki refuses the file instead). The fuzz targets refuse the same ones.
static inline int poki_jpeg_warning_is_corruption(int code) {
    switch (code) {
    case JWRN_JPEG_EOF:
    case JWRN_HIT_MARKER:
    case JWRN_HUFF_BAD_CODE:
    case JWRN_ARITH_BAD_CODE:
    case JWRN_MUST_RESYNC:
    case JWRN_NOT_SEQUENTIAL:
    case JWRN_BOGUS_PROGRESSION:
        return 1;
    default:
        return 0;
    }
}

#endif
