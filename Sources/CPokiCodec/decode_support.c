#define _POSIX_C_SOURCE 200809L

#include "decode_support.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

FILE *poki_open_stream(int descriptor) {
    int copy = dup(descriptor);
    if (copy < 0) return NULL;
    if (lseek(copy, 0, SEEK_SET) != 0) {
        close(copy);
        return NULL;
    }
    FILE *stream = fdopen(copy, "rb");
    if (stream == NULL) {
        close(copy);
        return NULL;
    }
    setvbuf(stream, NULL, _IOFBF, 1 << 16);
    return stream;
}

int poki_exceeds_limits(const poki_limits *limits, uint64_t width, uint64_t height) {
    return width > limits->max_side || height > limits->max_side || width * height > limits->max_pixels;
}

/// The long side of `width` x `height` scaled to fit `box_width` x `box_height`, rounded up.
static uint64_t fitted_long_side(uint64_t width, uint64_t height, uint64_t box_width, uint64_t box_height) {
    // The scale is the smaller of box_width / width and box_height / height, compared crosswise.
    uint64_t long_side = width > height ? width : height;
    if (box_width * height <= box_height * width) return (long_side * box_width + width - 1) / width;
    return (long_side * box_height + height - 1) / height;
}

uint32_t poki_sample_long_side(const poki_limits *limits, uint32_t width, uint32_t height) {
    uint32_t requested = limits->sample_long_side;
    if (limits->fit_width == 0 || limits->fit_height == 0 || width == 0 || height == 0) return requested;
    uint64_t upright = fitted_long_side(width, height, limits->fit_width, limits->fit_height);
    uint64_t turned = fitted_long_side(height, width, limits->fit_width, limits->fit_height);
    // Twice what is shown, so the final resample still averages at least 2x2 pixels into each
    // one drawn.
    uint64_t needed = 2 * (upright > turned ? upright : turned);
    return needed < requested ? (uint32_t)needed : requested;
}

void poki_set_message(poki_sample *sample, const char *text) {
    snprintf(sample->message, sizeof sample->message, "%s", text);
}

void poki_add_warning(poki_sample *sample, const char *text) {
    size_t used = strlen(sample->warnings);
    size_t length = strlen(text);
    const char *search = sample->warnings;
    while ((search = strstr(search, text)) != NULL) {
        if ((search == sample->warnings || search[-1] == '\n') && search[length] == '\n') return;
        search += 1;
    }
    if (used + length + 2 > sizeof sample->warnings) return;
    memcpy(sample->warnings + used, text, length);
    sample->warnings[used + length] = '\n';
    sample->warnings[used + length + 1] = '\0';
}

int poki_keep_exif(poki_sample *sample, const uint8_t *bytes, size_t length) {
    free(sample->exif);
    sample->exif = malloc(length > 0 ? length : 1);
    sample->exif_length = 0;
    if (sample->exif == NULL) return -1;
    memcpy(sample->exif, bytes, length);
    sample->exif_length = length;
    return 0;
}

int poki_keep_xmp(poki_sample *sample, const uint8_t *bytes, size_t length) {
    if (sample->xmp != NULL) return 0;
    if (length > POKI_XMP_LIMIT) {
        poki_add_warning(sample, "ignoring an XMP packet longer than 1 MiB");
        return 0;
    }
    sample->xmp = malloc(length > 0 ? length : 1);
    if (sample->xmp == NULL) return -1;
    memcpy(sample->xmp, bytes, length);
    sample->xmp_length = length;
    return 0;
}

void poki_sample_reset(poki_sample *sample) {
    uint8_t *rgba = sample->rgba, *working_rgba = sample->working_rgba;
    memset(sample, 0, sizeof *sample);
    sample->rgba = rgba;
    sample->working_rgba = working_rgba;
}

void poki_sample_take_images(poki_sample *sample, poki_sample_grid *grid, poki_sample_grid *working) {
    sample->rgba = grid->rgba;
    sample->owns_rgba = grid->owns_rgba;
    grid->owns_rgba = 0;
    sample->working_rgba = working->rgba;
    sample->owns_working_rgba = working->owns_rgba;
    working->owns_rgba = 0;
}

void poki_sample_release(poki_sample *sample) {
    if (sample->owns_rgba) {
        free(sample->rgba);
        sample->rgba = NULL;
    }
    if (sample->owns_working_rgba) {
        free(sample->working_rgba);
        sample->working_rgba = NULL;
    }
    sample->owns_rgba = 0;
    sample->owns_working_rgba = 0;
    free(sample->exif);
    sample->exif = NULL;
    sample->exif_length = 0;
    free(sample->xmp);
    sample->xmp = NULL;
    sample->xmp_length = 0;
}

void poki_cmyk_row_to_rgb(uint8_t *row, uint32_t width, int inverted) {
    const uint8_t *in = row;
    uint8_t *out = row;
    for (uint32_t x = 0; x < width; x++, in += 4, out += 3) {
        uint32_t key = inverted ? in[3] : 255u - in[3];
        for (int channel = 0; channel < 3; channel++) {
            uint32_t ink = inverted ? in[channel] : 255u - in[channel];
            out[channel] = (uint8_t)((ink * key + 127) / 255);
        }
    }
}

int poki_read_at(int descriptor, void *buffer, size_t count, int64_t position) {
    size_t done = 0;
    while (done < count) {
        ssize_t got = pread(descriptor, (uint8_t *)buffer + done, count - done, (off_t)(position + (int64_t)done));
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return -1;
        done += (size_t)got;
    }
    return 0;
}

poki_status poki_read_file(int descriptor, size_t max_bytes, uint8_t **bytes, size_t *length, char *message, size_t message_size) {
    *bytes = NULL;
    *length = 0;
    struct stat status;
    if (fstat(descriptor, &status) != 0) {
        snprintf(message, message_size, "cannot read the file (%s)", strerror(errno));
        return POKI_STATUS_CORRUPT;
    }
    if ((uint64_t)status.st_size > max_bytes) {
        snprintf(message, message_size, "the file is over %zu MiB", max_bytes >> 20);
        return POKI_STATUS_FILE_TOO_LARGE;
    }
    size_t size = (size_t)status.st_size;
    uint8_t *buffer = malloc(size > 0 ? size : 1);
    if (buffer == NULL) {
        snprintf(message, message_size, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    size_t done = 0;
    while (done < size) {
        ssize_t count = pread(descriptor, buffer + done, size - done, (off_t)done);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) {
            snprintf(message, message_size, "cannot read the file (%s)", count < 0 ? strerror(errno) : "it shrank while read");
            free(buffer);
            return POKI_STATUS_CORRUPT;
        }
        done += (size_t)count;
    }
    *bytes = buffer;
    *length = size;
    return POKI_STATUS_OK;
}

poki_status poki_sample_row_source(poki_sample *sample, const poki_limits *limits, uint32_t width, uint32_t height,
                                   uint32_t channels, int has_alpha, uint32_t image_width, uint32_t image_height,
                                   poki_row_source row_at, void *context) {
    poki_sample_grid grid = {0}, working = {0};
    uint32_t sample_long_side = poki_sample_long_side(limits, image_width, image_height);
    if (poki_sample_grid_init(&grid, width, height, sample_long_side, channels, has_alpha, 1, sample->rgba) != 0 ||
        poki_sample_grid_init(&working, width, height, limits->working_long_side, channels, has_alpha, 1, sample->working_rgba) != 0) {
        poki_sample_grid_release(&grid);
        poki_sample_grid_release(&working);
        poki_set_message(sample, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    poki_sample_take_images(sample, &grid, &working);
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = row_at(context, y);
        poki_sample_grid_add_row(&grid, y, row);
        poki_sample_grid_add_row(&working, y, row);
    }
    poki_sample_grid_finish(&grid);
    poki_sample_grid_finish(&working);
    sample->width = grid.width;
    sample->height = grid.height;
    sample->working_width = working.width;
    sample->working_height = working.height;
    sample->scale_denominator = 1;
    poki_sample_grid_release(&grid);
    poki_sample_grid_release(&working);
    return POKI_STATUS_OK;
}

/// Packed rows: `pixels`, `stride` bytes apart.
typedef struct packed_rows {
    const uint8_t *pixels;
    size_t stride;
} packed_rows;

static const uint8_t *packed_row(void *context, uint32_t y) {
    const packed_rows *rows = context;
    return rows->pixels + (size_t)y * rows->stride;
}

poki_status poki_sample_rows(poki_sample *sample, const poki_limits *limits, const uint8_t *pixels, uint32_t width,
                             uint32_t height, size_t stride, uint32_t channels, uint32_t image_width, uint32_t image_height) {
    int has_alpha = 0;
    for (uint32_t y = 0; channels == 4 && y < height && !has_alpha; y++) {
        const uint8_t *row = pixels + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++) {
            if (row[x * 4 + 3] != 255) {
                has_alpha = 1;
                break;
            }
        }
    }
    packed_rows rows = {pixels, stride};
    return poki_sample_row_source(sample, limits, width, height, channels, has_alpha, image_width, image_height, packed_row, &rows);
}
