#include "decode_support.h"
#include "library_loader.h"

#include <webp/decode.h>
#include <webp/demux.h>

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/*
 * WebP through libwebp (and libwebpdemux for animations), loaded on the first WebP met. The
 * sample decode lets libwebp scale while it decodes (its rescaler averages areas), to no more
 * than the working image needs; EXIF and XMP come from the RIFF container's chunks. An animation
 * is read as its first frame, composed on its canvas as a viewer shows it.
 */

/// Longest WebP file read, in bytes: a RIFF file holds at most 4 GiB, a still picture of the
/// largest size WebP allows (16383 pixels a side) far less.
enum { WEBP_FILE_LIMIT = 256 << 20 };

static struct {
    VP8StatusCode (*get_features)(const uint8_t *, size_t, WebPBitstreamFeatures *, int);
    int (*init_config)(WebPDecoderConfig *, int);
    VP8StatusCode (*decode)(const uint8_t *, size_t, WebPDecoderConfig *);
    void (*free_buffer)(WebPDecBuffer *);
    int loaded;
    char error[256];
} webp;

static struct {
    int (*options_init)(WebPAnimDecoderOptions *, int);
    WebPAnimDecoder *(*create)(const WebPData *, const WebPAnimDecoderOptions *, int);
    int (*get_info)(const WebPAnimDecoder *, WebPAnimInfo *);
    int (*get_next)(WebPAnimDecoder *, uint8_t **, int *);
    void (*destroy)(WebPAnimDecoder *);
    int loaded;
    char error[256];
} animation;

static pthread_once_t webp_once = PTHREAD_ONCE_INIT;
static pthread_once_t animation_once = PTHREAD_ONCE_INIT;

static void load_webp(void) {
#ifdef __APPLE__
    static const char *const names[] = {"libwebp.7.dylib", "libwebp.dylib", NULL};
#else
    static const char *const names[] = {"libwebp.so.7", "libwebp.so", NULL};
#endif
    const poki_symbol symbols[] = {
        {"WebPGetFeaturesInternal", (void **)&webp.get_features, 0},
        {"WebPInitDecoderConfigInternal", (void **)&webp.init_config, 0},
        {"WebPDecode", (void **)&webp.decode, 0},
        {"WebPFreeDecBuffer", (void **)&webp.free_buffer, 0},
    };
    webp.loaded = poki_load_library(names, symbols, sizeof symbols / sizeof *symbols, "libwebp7", webp.error, sizeof webp.error) == 0;
}

static void load_animation(void) {
#ifdef __APPLE__
    static const char *const names[] = {"libwebpdemux.2.dylib", "libwebpdemux.dylib", NULL};
#else
    static const char *const names[] = {"libwebpdemux.so.2", "libwebpdemux.so", NULL};
#endif
    const poki_symbol symbols[] = {
        {"WebPAnimDecoderOptionsInitInternal", (void **)&animation.options_init, 0},
        {"WebPAnimDecoderNewInternal", (void **)&animation.create, 0},
        {"WebPAnimDecoderGetInfo", (void **)&animation.get_info, 0},
        {"WebPAnimDecoderGetNext", (void **)&animation.get_next, 0},
        {"WebPAnimDecoderDelete", (void **)&animation.destroy, 0},
    };
    animation.loaded = poki_load_library(names, symbols, sizeof symbols / sizeof *symbols, "libwebpdemux2", animation.error,
                                         sizeof animation.error) == 0;
}

static uint32_t little_endian_32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16 | (uint32_t)bytes[3] << 24;
}

/// Keeps the EXIF and XMP chunks of the RIFF container. A chunk that runs past the end of the
/// file ends the walk (the picture's own chunks are libwebp's to judge).
static int keep_metadata(poki_sample *sample, const uint8_t *bytes, size_t length) {
    if (length < 12 || memcmp(bytes, "RIFF", 4) != 0 || memcmp(bytes + 8, "WEBP", 4) != 0) return 0;
    size_t offset = 12;
    while (length - offset >= 8) {
        const uint8_t *chunk = bytes + offset;
        size_t size = little_endian_32(chunk + 4);
        if (size > length - offset - 8) break;
        const uint8_t *payload = chunk + 8;
        if (memcmp(chunk, "EXIF", 4) == 0 && sample->exif == NULL) {
            // Some writers keep JPEG's "Exif\0\0" before the TIFF header.
            size_t skip = size >= 6 && memcmp(payload, "Exif\0\0", 6) == 0 ? 6 : 0;
            if (poki_keep_exif(sample, payload + skip, size - skip) != 0) return -1;
        } else if (memcmp(chunk, "XMP ", 4) == 0) {
            if (poki_keep_xmp(sample, payload, size) != 0) return -1;
        }
        offset += 8 + size + (size & 1);
        if (offset > length) break;
    }
    return 0;
}

static const char *status_text(VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory";
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR: return "bitstream error";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "unsupported feature";
    case VP8_STATUS_SUSPENDED: return "suspended";
    case VP8_STATUS_USER_ABORT: return "aborted";
    case VP8_STATUS_NOT_ENOUGH_DATA: return "not enough data: the file is truncated";
    default: return "unknown error";
    }
}

/// A decoded picture: RGB or RGBA rows, owned by libwebp (`buffer`) or by the animation decoder.
typedef struct webp_picture {
    const uint8_t *pixels;
    uint32_t width;
    uint32_t height;
    size_t stride;
    uint32_t channels;
    WebPDecoderConfig config;
    int has_buffer;
    WebPAnimDecoder *animation;
} webp_picture;

static void release_picture(webp_picture *picture) {
    if (picture->has_buffer) webp.free_buffer(&picture->config.output);
    if (picture->animation != NULL) animation.destroy(picture->animation);
    picture->has_buffer = 0;
    picture->animation = NULL;
}

/// Decodes the picture of `bytes`: scaled to at most `long_side` on the long side when non-zero
/// (a still picture; an animation's first frame is composed at its canvas's size).
static poki_status decode_picture(const uint8_t *bytes, size_t length, const poki_limits *limits, uint32_t long_side,
                                  uint32_t *image_width, uint32_t *image_height, webp_picture *picture, char *message,
                                  size_t message_size) {
    memset(picture, 0, sizeof *picture);
    pthread_once(&webp_once, load_webp);
    if (!webp.loaded) {
        snprintf(message, message_size, "%s", webp.error);
        return POKI_STATUS_UNAVAILABLE;
    }
    WebPBitstreamFeatures features;
    VP8StatusCode status = webp.get_features(bytes, length, &features, WEBP_DECODER_ABI_VERSION);
    if (status != VP8_STATUS_OK) {
        snprintf(message, message_size, "%s", status_text(status));
        return status == VP8_STATUS_OUT_OF_MEMORY ? POKI_STATUS_OUT_OF_MEMORY : POKI_STATUS_CORRUPT;
    }
    *image_width = (uint32_t)features.width;
    *image_height = (uint32_t)features.height;
    if (features.width <= 0 || features.height <= 0 || poki_exceeds_limits(limits, *image_width, *image_height)) {
        snprintf(message, message_size, "image is too large");
        return POKI_STATUS_TOO_LARGE;
    }

    if (features.has_animation) {
        pthread_once(&animation_once, load_animation);
        if (!animation.loaded) {
            snprintf(message, message_size, "%s", animation.error);
            return POKI_STATUS_UNAVAILABLE;
        }
        WebPAnimDecoderOptions options;
        if (!animation.options_init(&options, WEBP_DEMUX_ABI_VERSION)) {
            snprintf(message, message_size, "the libwebpdemux found does not match poki's");
            return POKI_STATUS_UNAVAILABLE;
        }
        options.color_mode = MODE_RGBA;
        options.use_threads = 0;
        WebPData data = {bytes, length};
        picture->animation = animation.create(&data, &options, WEBP_DEMUX_ABI_VERSION);
        WebPAnimInfo info;
        uint8_t *frame = NULL;
        int timestamp = 0;
        if (picture->animation == NULL || !animation.get_info(picture->animation, &info)
            || !animation.get_next(picture->animation, &frame, &timestamp)) {
            snprintf(message, message_size, "cannot decode the animation's first frame");
            release_picture(picture);
            return POKI_STATUS_CORRUPT;
        }
        picture->pixels = frame;
        picture->width = info.canvas_width;
        picture->height = info.canvas_height;
        picture->stride = (size_t)info.canvas_width * 4;
        picture->channels = 4;
        return POKI_STATUS_OK;
    }

    if (!webp.init_config(&picture->config, WEBP_DECODER_ABI_VERSION)) {
        snprintf(message, message_size, "the libwebp found does not match poki's");
        return POKI_STATUS_UNAVAILABLE;
    }
    WebPDecoderConfig *config = &picture->config;
    uint32_t longest = *image_width > *image_height ? *image_width : *image_height;
    if (long_side != 0 && long_side < longest) {
        config->options.use_scaling = 1;
        config->options.scaled_width = (int)(((uint64_t)*image_width * long_side + longest / 2) / longest);
        config->options.scaled_height = (int)(((uint64_t)*image_height * long_side + longest / 2) / longest);
        if (config->options.scaled_width < 1) config->options.scaled_width = 1;
        if (config->options.scaled_height < 1) config->options.scaled_height = 1;
    }
    if (long_side != 0) {
        /* The samples average what is decoded into grids of a few hundred cells: the loop filter
           that smooths block edges and the fancy (bilinear) chroma upsampling change nothing
           such an average can see, and cost a third of a lossy decode. */
        config->options.bypass_filtering = 1;
        config->options.no_fancy_upsampling = 1;
    }
    /* libwebp's own second thread turns finished rows into pixels while the first decodes the
       next: a quarter off a lossy decode where a second core is free. */
    config->options.use_threads = 1;
    config->output.colorspace = features.has_alpha ? MODE_RGBA : MODE_RGB;
    status = webp.decode(bytes, length, config);
    picture->has_buffer = 1;
    if (status != VP8_STATUS_OK) {
        snprintf(message, message_size, "%s", status_text(status));
        release_picture(picture);
        return status == VP8_STATUS_OUT_OF_MEMORY ? POKI_STATUS_OUT_OF_MEMORY : POKI_STATUS_CORRUPT;
    }
    picture->pixels = config->output.u.RGBA.rgba;
    picture->width = (uint32_t)config->output.width;
    picture->height = (uint32_t)config->output.height;
    picture->stride = (size_t)config->output.u.RGBA.stride;
    picture->channels = features.has_alpha ? 4 : 3;
    return POKI_STATUS_OK;
}

poki_status poki_decode_webp(int descriptor, const poki_limits *limits, poki_sample *sample) {
    poki_sample_reset(sample);
    uint8_t *bytes = NULL;
    size_t length = 0;
    poki_status status = poki_read_file(descriptor, WEBP_FILE_LIMIT, &bytes, &length, sample->message, sizeof sample->message);
    if (status != POKI_STATUS_OK) return status;
    if (keep_metadata(sample, bytes, length) != 0) {
        free(bytes);
        poki_set_message(sample, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    // Scaled no further than the larger of the two images needs: the grids average what remains.
    uint32_t sample_side = limits->sample_long_side, working_side = limits->working_long_side;
    uint32_t long_side = sample_side > working_side ? sample_side : working_side;
    webp_picture picture;
    uint32_t image_width = 0, image_height = 0;
    status = decode_picture(bytes, length, limits, long_side, &image_width, &image_height, &picture, sample->message,
                            sizeof sample->message);
    sample->image_width = image_width;
    sample->image_height = image_height;
    if (status == POKI_STATUS_OK) {
        status = poki_sample_rows(sample, limits, picture.pixels, picture.width, picture.height, picture.stride, picture.channels,
                                  image_width, image_height);
        release_picture(&picture);
    }
    free(bytes);
    return status;
}

int poki_webp_size(int descriptor, uint32_t *width, uint32_t *height) {
    pthread_once(&webp_once, load_webp);
    if (!webp.loaded) return -1;
    // The VP8X, VP8 or VP8L header that declares the size is within the first chunks.
    uint8_t header[4096];
    ssize_t count = pread(descriptor, header, sizeof header, 0);
    WebPBitstreamFeatures features;
    if (count <= 0 || webp.get_features(header, (size_t)count, &features, WEBP_DECODER_ABI_VERSION) != VP8_STATUS_OK) return -1;
    if (features.width <= 0 || features.height <= 0) return -1;
    *width = (uint32_t)features.width;
    *height = (uint32_t)features.height;
    return 0;
}

poki_status poki_decode_full_webp(int descriptor, const poki_limits *limits, poki_image *image) {
    memset(image, 0, sizeof *image);
    uint8_t *bytes = NULL;
    size_t length = 0;
    poki_status status = poki_read_file(descriptor, WEBP_FILE_LIMIT, &bytes, &length, image->message, sizeof image->message);
    if (status != POKI_STATUS_OK) return status;
    webp_picture picture;
    uint32_t image_width = 0, image_height = 0;
    status = decode_picture(bytes, length, limits, 0, &image_width, &image_height, &picture, image->message, sizeof image->message);
    image->width = image_width;
    image->height = image_height;
    if (status == POKI_STATUS_OK) {
        image->channels = picture.channels;
        size_t row_bytes = (size_t)picture.width * picture.channels;
        image->pixels = malloc(row_bytes * picture.height);
        if (image->pixels == NULL) {
            snprintf(image->message, sizeof image->message, "out of memory");
            status = POKI_STATUS_OUT_OF_MEMORY;
        } else {
            for (uint32_t y = 0; y < picture.height; y++) {
                memcpy(image->pixels + y * row_bytes, picture.pixels + y * picture.stride, row_bytes);
            }
            image->width = picture.width;
            image->height = picture.height;
        }
        release_picture(&picture);
    }
    free(bytes);
    return status;
}
