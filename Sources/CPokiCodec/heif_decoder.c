#define _POSIX_C_SOURCE 200809L

#include "decode_support.h"
#include "heif_references.h"
#include "library_loader.h"

#include <libheif/heif.h>

#include <errno.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/*
 * HEIF (the HEIC photos of iPhones) through libheif, loaded on the first HEIF met. The file's own
 * rotation, mirror and crop (`irot`, `imir`, `clap`) are applied as it decodes, by libheif or, for
 * the sample of a picture turned without a crop, by poki (see Turning): the pixels come out as the
 * picture is shown, and the EXIF orientation, which iPhones write as well, must not be applied
 * again (the Swift side knows this from the format table). The image is read
 * through a reader on the descriptor, so only what libheif asks for is in memory; when the file's
 * thumbnail is as large as the sample and the working image need, it is decoded instead of the
 * primary image (a grid of 48 tiles, on an iPhone).
 */

static struct {
    struct heif_error (*init)(struct heif_init_params *);
    struct heif_context *(*context_alloc)(void);
    void (*context_free)(struct heif_context *);
    struct heif_error (*read_from_reader)(struct heif_context *, const struct heif_reader *, void *, const struct heif_reading_options *);
    void (*set_maximum_size)(struct heif_context *, int);
    void (*set_threads)(struct heif_context *, int);
    struct heif_error (*primary_handle)(struct heif_context *, struct heif_image_handle **);
    void (*handle_release)(const struct heif_image_handle *);
    int (*handle_width)(const struct heif_image_handle *);
    int (*handle_height)(const struct heif_image_handle *);
    int (*ispe_width)(const struct heif_image_handle *);
    int (*ispe_height)(const struct heif_image_handle *);
    int (*handle_has_alpha)(const struct heif_image_handle *);
    int (*thumbnail_count)(const struct heif_image_handle *);
    int (*thumbnail_ids)(const struct heif_image_handle *, heif_item_id *, int);
    struct heif_error (*thumbnail)(const struct heif_image_handle *, heif_item_id, struct heif_image_handle **);
    int (*metadata_ids)(const struct heif_image_handle *, const char *, heif_item_id *, int);
    const char *(*metadata_type)(const struct heif_image_handle *, heif_item_id);
    const char *(*metadata_content_type)(const struct heif_image_handle *, heif_item_id);
    size_t (*metadata_size)(const struct heif_image_handle *, heif_item_id);
    struct heif_error (*metadata)(const struct heif_image_handle *, heif_item_id, void *);
    struct heif_decoding_options *(*options_alloc)(void);
    void (*options_free)(struct heif_decoding_options *);
    struct heif_error (*decode)(const struct heif_image_handle *, struct heif_image **, enum heif_colorspace, enum heif_chroma,
                                const struct heif_decoding_options *);
    int (*image_width)(const struct heif_image *, enum heif_channel);
    int (*image_height)(const struct heif_image *, enum heif_channel);
    const uint8_t *(*plane)(const struct heif_image *, enum heif_channel, int *);
    void (*image_release)(const struct heif_image *);
    enum heif_colorspace (*colorspace)(const struct heif_image *);
    enum heif_chroma (*chroma)(const struct heif_image *);
    int (*storage_bits)(const struct heif_image *, enum heif_channel);
    int (*value_bits)(const struct heif_image *, enum heif_channel);
    int (*has_channel)(const struct heif_image *, enum heif_channel);
    int loaded;
    char error[256];
} heif;

static pthread_once_t heif_once = PTHREAD_ONCE_INIT;

static void load_heif(void) {
#ifdef __APPLE__
    static const char *const names[] = {"libheif.1.dylib", "libheif.dylib", NULL};
#else
    static const char *const names[] = {"libheif.so.1", "libheif.so", NULL};
#endif
    const poki_symbol symbols[] = {
        {"heif_init", (void **)&heif.init, 1},
        {"heif_context_alloc", (void **)&heif.context_alloc, 0},
        {"heif_context_free", (void **)&heif.context_free, 0},
        {"heif_context_read_from_reader", (void **)&heif.read_from_reader, 0},
        {"heif_context_set_maximum_image_size_limit", (void **)&heif.set_maximum_size, 0},
        {"heif_context_set_max_decoding_threads", (void **)&heif.set_threads, 1},
        {"heif_context_get_primary_image_handle", (void **)&heif.primary_handle, 0},
        {"heif_image_handle_release", (void **)&heif.handle_release, 0},
        {"heif_image_handle_get_width", (void **)&heif.handle_width, 0},
        {"heif_image_handle_get_height", (void **)&heif.handle_height, 0},
        {"heif_image_handle_get_ispe_width", (void **)&heif.ispe_width, 1},
        {"heif_image_handle_get_ispe_height", (void **)&heif.ispe_height, 1},
        {"heif_image_handle_has_alpha_channel", (void **)&heif.handle_has_alpha, 0},
        {"heif_image_handle_get_number_of_thumbnails", (void **)&heif.thumbnail_count, 0},
        {"heif_image_handle_get_list_of_thumbnail_IDs", (void **)&heif.thumbnail_ids, 0},
        {"heif_image_handle_get_thumbnail", (void **)&heif.thumbnail, 0},
        {"heif_image_handle_get_list_of_metadata_block_IDs", (void **)&heif.metadata_ids, 0},
        {"heif_image_handle_get_metadata_type", (void **)&heif.metadata_type, 0},
        {"heif_image_handle_get_metadata_content_type", (void **)&heif.metadata_content_type, 0},
        {"heif_image_handle_get_metadata_size", (void **)&heif.metadata_size, 0},
        {"heif_image_handle_get_metadata", (void **)&heif.metadata, 0},
        {"heif_decoding_options_alloc", (void **)&heif.options_alloc, 0},
        {"heif_decoding_options_free", (void **)&heif.options_free, 0},
        {"heif_decode_image", (void **)&heif.decode, 0},
        {"heif_image_get_width", (void **)&heif.image_width, 0},
        {"heif_image_get_height", (void **)&heif.image_height, 0},
        {"heif_image_get_plane_readonly", (void **)&heif.plane, 0},
        {"heif_image_release", (void **)&heif.image_release, 0},
        {"heif_image_get_colorspace", (void **)&heif.colorspace, 0},
        {"heif_image_get_chroma_format", (void **)&heif.chroma, 0},
        {"heif_image_get_bits_per_pixel", (void **)&heif.storage_bits, 0},
        {"heif_image_get_bits_per_pixel_range", (void **)&heif.value_bits, 0},
        {"heif_image_has_channel", (void **)&heif.has_channel, 0},
    };
    if (poki_load_library(names, symbols, sizeof symbols / sizeof *symbols, "libheif1", heif.error, sizeof heif.error) != 0) return;
    // libheif 1.13 and later find their codec plugins in heif_init.
    if (heif.init != NULL) heif.init(NULL);
    heif.loaded = 1;
}

// MARK: - Reading from the descriptor

typedef struct heif_source {
    int descriptor;
    int64_t size;
    int64_t position;
} heif_source;

static int64_t source_position(void *userdata) { return ((heif_source *)userdata)->position; }

static int source_read(void *data, size_t size, void *userdata) {
    heif_source *source = userdata;
    if (poki_read_at(source->descriptor, data, size, source->position) != 0) return -1;
    source->position += (int64_t)size;
    return 0;
}

static int source_seek(int64_t position, void *userdata) {
    heif_source *source = userdata;
    if (position < 0 || position > source->size) return -1;
    source->position = position;
    return 0;
}

static enum heif_reader_grow_status source_wait(int64_t target_size, void *userdata) {
    return target_size > ((heif_source *)userdata)->size ? heif_reader_grow_status_size_beyond_eof : heif_reader_grow_status_size_reached;
}

static const struct heif_reader reader = {
    .reader_api_version = 1,
    .get_position = source_position,
    .read = source_read,
    .seek = source_seek,
    .wait_for_file_size = source_wait,
};

// MARK: - Decoding

/// An opened HEIF file: its context and primary image.
typedef struct heif_file {
    heif_source source;
    struct heif_context *context;
    struct heif_image_handle *primary;
} heif_file;

static void close_file(heif_file *file) {
    if (file->primary != NULL) heif.handle_release(file->primary);
    if (file->context != NULL) heif.context_free(file->context);
    file->primary = NULL;
    file->context = NULL;
}

/// The status for libheif's `error`, with its message.
static poki_status failure(struct heif_error error, char *message, size_t message_size) {
    snprintf(message, message_size, "%s", error.message != NULL && error.message[0] != '\0' ? error.message : "libheif failed");
    // libheif ends some messages with a newline; a message is one line.
    for (size_t end = strlen(message); end > 0 && (message[end - 1] == '\n' || message[end - 1] == ' '); end--) message[end - 1] = '\0';
    // A limit libheif keeps (the side poki sets it, a block of item data over 512 MB).
    if (error.subcode == heif_suberror_Security_limit_exceeded) return POKI_STATUS_TOO_LARGE;
    switch (error.code) {
    case heif_error_Memory_allocation_error:
        return POKI_STATUS_OUT_OF_MEMORY;
    case heif_error_Unsupported_feature:
        if (error.subcode == heif_suberror_Unsupported_codec) {
            snprintf(message, message_size,
                     "libheif has no decoder for this file's codec (for HEVC install libde265-0, for AV1 libdav1d6)");
            return POKI_STATUS_UNAVAILABLE;
        }
        return POKI_STATUS_CORRUPT;
    case heif_error_Invalid_input:
        return error.subcode == heif_suberror_Security_limit_exceeded ? POKI_STATUS_TOO_LARGE : POKI_STATUS_CORRUPT;
    default:
        return POKI_STATUS_CORRUPT;
    }
}

/// Opens the HEIF on `descriptor` and its primary image, checking the shown size against `limits`.
static poki_status open_file(int descriptor, const poki_limits *limits, heif_file *file, uint32_t *width, uint32_t *height,
                             char *message, size_t message_size) {
    memset(file, 0, sizeof *file);
    pthread_once(&heif_once, load_heif);
    if (!heif.loaded) {
        snprintf(message, message_size, "%s", heif.error);
        return POKI_STATUS_UNAVAILABLE;
    }
    struct stat status;
    if (fstat(descriptor, &status) != 0) {
        snprintf(message, message_size, "cannot read the file (%s)", strerror(errno));
        return POKI_STATUS_CORRUPT;
    }
    int problem = poki_heif_reference_problem(descriptor, (int64_t)status.st_size);
    if (problem != 0) {
        snprintf(message, message_size, "%s",
                 problem == POKI_HEIF_MISSING_ITEM       ? "an image made of an item the file does not have"
                 : problem == POKI_HEIF_PART_NOT_PICTURE ? "an image made of an item that is not a picture"
                 : problem == POKI_HEIF_SEVERAL_META     ? "more than one 'meta' box"
                                                         : "an image made of itself (its 'dimg' references go round in a circle)");
        return POKI_STATUS_CORRUPT;
    }
    file->source = (heif_source){descriptor, (int64_t)status.st_size, 0};
    file->context = heif.context_alloc();
    if (file->context == NULL) {
        snprintf(message, message_size, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    heif.set_maximum_size(file->context, (int)limits->max_side);
    // poki decodes one image at a time and may decode several at once: no threads of libheif's own.
    if (heif.set_threads != NULL) heif.set_threads(file->context, 0);
    struct heif_error error = heif.read_from_reader(file->context, &reader, &file->source, NULL);
    if (error.code == heif_error_Ok) error = heif.primary_handle(file->context, &file->primary);
    if (error.code != heif_error_Ok) {
        // The message belongs to the context: read it before the context goes.
        poki_status status = failure(error, message, message_size);
        close_file(file);
        return status;
    }
    int shown_width = heif.handle_width(file->primary), shown_height = heif.handle_height(file->primary);
    *width = shown_width > 0 ? (uint32_t)shown_width : 0;
    *height = shown_height > 0 ? (uint32_t)shown_height : 0;
    if (shown_width <= 0 || shown_height <= 0 || poki_exceeds_limits(limits, *width, *height)) {
        snprintf(message, message_size, "image is too large");
        close_file(file);
        return POKI_STATUS_TOO_LARGE;
    }
    // libheif makes the canvas of a grid or an overlay (at any depth: a grid's tile may be an
    // overlay) the size its descriptor asks for, whatever size the image declares (its 'ispe'): a
    // grid declaring 60x40 could ask for 13312x52992. No picture is larger than the file's primary
    // image, so no canvas may be larger than it declares, by area or by side (checked here, and
    // by libheif as it decodes).
    int declared_width = heif.ispe_width != NULL ? heif.ispe_width(file->primary) : 0;
    int declared_height = heif.ispe_height != NULL ? heif.ispe_height(file->primary) : 0;
    int64_t longest = shown_width;
    if (shown_height > longest) longest = shown_height;
    if (declared_width > longest) longest = declared_width;
    if (declared_height > longest) longest = declared_height;
    uint64_t declared = (uint64_t)shown_width * (uint64_t)shown_height, canvas = 0, canvas_side = 0;
    if (declared_width > 0 && declared_height > 0 && (uint64_t)declared_width * (uint64_t)declared_height > declared) {
        declared = (uint64_t)declared_width * (uint64_t)declared_height;
    }
    if (poki_heif_largest_canvas(descriptor, (int64_t)status.st_size, &canvas, &canvas_side) != 0) {
        snprintf(message, message_size, "a grid or overlay whose description cannot be read");
        close_file(file);
        return POKI_STATUS_CORRUPT;
    }
    if (canvas > declared || canvas_side > (uint64_t)longest) {
        snprintf(message, message_size, "a grid or overlay in it is larger than the size the image declares");
        close_file(file);
        return POKI_STATUS_CORRUPT;
    }
    if (longest + 1 < (int64_t)limits->max_side) heif.set_maximum_size(file->context, (int)(longest + 1));
    return POKI_STATUS_OK;
}

/// Whether a decoded picture of `width` x `height` is the size `handle` declares; when not, says so
/// in `message`. (libheif does not check that a grid or a codec's picture matches the declared size.)
static int has_declared_size(const struct heif_image_handle *handle, int width, int height, char *message, size_t message_size) {
    int declared_width = heif.handle_width(handle), declared_height = heif.handle_height(handle);
    if (width == declared_width && height == declared_height) return 1;
    snprintf(message, message_size, "the picture is %dx%d, not the %dx%d the image declares", width, height, declared_width,
             declared_height);
    return 0;
}

/// A picture libheif decoded to interleaved 8-bit RGB, or RGBA when it has alpha.
typedef struct heif_rgb {
    struct heif_image *image;
    const uint8_t *pixels;
    int stride;
    uint32_t width;
    uint32_t height;
    uint32_t channels;
} heif_rgb;

/// Decodes `handle` into `rgb`, transformations applied; release `rgb->image` when OK.
static poki_status decode_rgb(const struct heif_image_handle *handle, heif_rgb *rgb, char *message, size_t message_size) {
    memset(rgb, 0, sizeof *rgb);
    rgb->channels = heif.handle_has_alpha(handle) ? 4 : 3;
    struct heif_decoding_options *options = heif.options_alloc();
    if (options == NULL) {
        snprintf(message, message_size, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    // 10-bit photos (an iPhone's HDR) come out as 8 bits, as poki's images are.
    if (options->version >= 2) options->convert_hdr_to_8bit = 1;
    struct heif_error error = heif.decode(handle, &rgb->image, heif_colorspace_RGB,
                                          rgb->channels == 4 ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB, options);
    heif.options_free(options);
    if (error.code != heif_error_Ok) {
        rgb->image = NULL;
        return failure(error, message, message_size);
    }
    rgb->pixels = heif.plane(rgb->image, heif_channel_interleaved, &rgb->stride);
    int width = heif.image_width(rgb->image, heif_channel_interleaved), height = heif.image_height(rgb->image, heif_channel_interleaved);
    if (rgb->pixels == NULL || width <= 0 || height <= 0) {
        heif.image_release(rgb->image);
        rgb->image = NULL;
        snprintf(message, message_size, "libheif gave no pixels");
        return POKI_STATUS_CORRUPT;
    }
    if (!has_declared_size(handle, width, height, message, message_size)) {
        heif.image_release(rgb->image);
        rgb->image = NULL;
        return POKI_STATUS_CORRUPT;
    }
    rgb->width = (uint32_t)width;
    rgb->height = (uint32_t)height;
    return POKI_STATUS_OK;
}

static int is_tiff_header(const uint8_t *bytes) {
    return memcmp(bytes, "MM\0*", 4) == 0 || memcmp(bytes, "II*\0", 4) == 0;
}

/// Decodes `handle` to planes of R, G and B, its transformations applied unless `unturned` (then
/// the picture comes as stored, its sides swapped when it turns a quarter).
static poki_status decode_planes(const struct heif_image_handle *handle, int unturned, int swaps_sides, struct heif_image **image,
                                 char *message, size_t message_size) {
    struct heif_decoding_options *options = heif.options_alloc();
    if (options == NULL) {
        snprintf(message, message_size, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    options->ignore_transformations = unturned != 0;
    struct heif_error error = heif.decode(handle, image, heif_colorspace_RGB, heif_chroma_444, options);
    heif.options_free(options);
    if (error.code != heif_error_Ok) {
        *image = NULL;
        return failure(error, message, message_size);
    }
    int width = heif.image_width(*image, heif_channel_R), height = heif.image_height(*image, heif_channel_R);
    if (swaps_sides) {
        int side = width;
        width = height;
        height = side;
    }
    if (width > 0 && height > 0 && !has_declared_size(handle, width, height, message, message_size)) {
        heif.image_release(*image);
        *image = NULL;
        return POKI_STATUS_CORRUPT;
    }
    return POKI_STATUS_OK;
}

/// The sample of `handle` decoded to RGB rows by libheif.
static poki_status sample_rgb(poki_sample *sample, const poki_limits *limits, const struct heif_image_handle *handle, uint32_t width,
                              uint32_t height) {
    heif_rgb rgb;
    poki_status status = decode_rgb(handle, &rgb, sample->message, sizeof sample->message);
    if (status != POKI_STATUS_OK) return status;
    status = poki_sample_rows(sample, limits, rgb.pixels, rgb.width, rgb.height, (size_t)rgb.stride, rgb.channels, width, height);
    heif.image_release(rgb.image);
    return status;
}

/// Keeps the primary image's EXIF (after its 4-byte offset to the TIFF header) and XMP.
static int keep_metadata(poki_sample *sample, const struct heif_image_handle *handle) {
    heif_item_id ids[16];
    int count = heif.metadata_ids(handle, NULL, ids, 16);
    for (int index = 0; index < count; index++) {
        const char *type = heif.metadata_type(handle, ids[index]);
        const char *content_type = heif.metadata_content_type(handle, ids[index]);
        int is_exif = type != NULL && strcmp(type, "Exif") == 0;
        int is_xmp = type != NULL && strcmp(type, "mime") == 0 && content_type != NULL && strcmp(content_type, "application/rdf+xml") == 0;
        if (!is_exif && !is_xmp) continue;
        size_t size = heif.metadata_size(handle, ids[index]);
        if (size == 0 || size > (64u << 20)) continue;
        uint8_t *data = malloc(size);
        if (data == NULL) return -1;
        if (heif.metadata(handle, ids[index], data).code != heif_error_Ok) {
            free(data);
            continue;
        }
        int result = 0;
        if (is_exif && size >= 8) {
            // An Exif block starts with the offset to its TIFF header, big-endian.
            uint32_t offset = (uint32_t)data[0] << 24 | (uint32_t)data[1] << 16 | (uint32_t)data[2] << 8 | data[3];
            size_t start = 4 + (size_t)offset;
            // Some writers leave the offset out, and the block starts with the TIFF header itself.
            if (start + 4 > size || !is_tiff_header(data + start)) start = is_tiff_header(data) ? 0 : size;
            if (start + 4 <= size && sample->exif == NULL) result = poki_keep_exif(sample, data + start, size - start);
        }
        if (is_xmp) result = poki_keep_xmp(sample, data, size);
        free(data);
        if (result != 0) return -1;
    }
    return 0;
}

/// The file's thumbnail, when one shows the picture as the primary image does (the same shape),
/// smaller, with a long side of at least `long_side`; NULL otherwise. (A thumbnail as large as the
/// picture saves nothing, and one conformance file's shows it cropped otherwise.)
static struct heif_image_handle *thumbnail_for(const struct heif_image_handle *primary, uint32_t long_side) {
    heif_item_id ids[4];
    int count = heif.thumbnail_ids(primary, ids, 4);
    int primary_width = heif.handle_width(primary), primary_height = heif.handle_height(primary);
    int primary_longest = primary_width > primary_height ? primary_width : primary_height;
    double shape = (double)primary_width / primary_height;
    for (int index = 0; index < count; index++) {
        struct heif_image_handle *thumbnail = NULL;
        if (heif.thumbnail(primary, ids[index], &thumbnail).code != heif_error_Ok || thumbnail == NULL) continue;
        int width = heif.handle_width(thumbnail), height = heif.handle_height(thumbnail);
        int longest = width > height ? width : height;
        double thumbnail_shape = height > 0 ? (double)width / height : 0;
        if (longest >= (int)long_side && longest < primary_longest && thumbnail_shape > shape * 0.98 && thumbnail_shape < shape * 1.02) {
            return thumbnail;
        }
        heif.handle_release(thumbnail);
    }
    return NULL;
}

// MARK: - Planes

/*
 * libheif gives a picture as planes of R, G and B (8 bits, or 16 for a 10-bit photo): the sample
 * and the working image are averaged from them a row at a time, with no interleaved RGB copy of
 * the whole picture beside them (36 MB less for a 12-megapixel photo, a third of its peak). Planes
 * poki cannot use (an alpha plane of another size) are converted by libheif to interleaved RGB.
 */

/// A decoded picture's R, G, B (and alpha) planes.
typedef struct heif_planes {
    /// R, G, B, then alpha (NULL when absent).
    const uint8_t *plane[4];
    int stride[4];
    /// Bytes a sample takes (1, or 2 above 8 bits) and the largest value, per plane.
    int bytes[4];
    uint32_t maximum[4];
    /// The size of the planes: the picture's.
    uint32_t width;
    uint32_t height;
} heif_planes;

static uint8_t byte_at(const heif_planes *planes, int index, uint32_t x, uint32_t y) {
    const uint8_t *row = planes->plane[index] + (size_t)y * (size_t)planes->stride[index];
    if (planes->bytes[index] == 1) return row[x];
    uint32_t value = ((const uint16_t *)row)[x], maximum = planes->maximum[index];
    return (uint8_t)(((value > maximum ? maximum : value) * 255u + maximum / 2) / maximum);
}

/// Sets `planes` from `image`; returns 0, or -1 when its planes are not all of one size (then
/// libheif converts).
static int find_planes(const struct heif_image *image, heif_planes *planes) {
    memset(planes, 0, sizeof *planes);
    if (heif.colorspace(image) != heif_colorspace_RGB || heif.chroma(image) != heif_chroma_444) return -1;
    static const enum heif_channel channels[] = {heif_channel_R, heif_channel_G, heif_channel_B, heif_channel_Alpha};
    for (int index = 0; index < 4; index++) {
        if (index == 3 && !heif.has_channel(image, heif_channel_Alpha)) break;
        enum heif_channel channel = channels[index];
        int storage = heif.storage_bits(image, channel), bits = heif.value_bits(image, channel);
        int width = heif.image_width(image, channel), height = heif.image_height(image, channel);
        planes->plane[index] = heif.plane(image, channel, &planes->stride[index]);
        if (planes->plane[index] == NULL || bits < 1 || bits > 16 || (storage != 8 && storage != 16) || width <= 0 || height <= 0) return -1;
        if (index > 0 && ((uint32_t)width != planes->width || (uint32_t)height != planes->height)) return -1;
        planes->bytes[index] = storage / 8;
        planes->maximum[index] = (1u << bits) - 1;
        planes->width = (uint32_t)width;
        planes->height = (uint32_t)height;
    }
    return 0;
}

/// Row `y` of the planes as RGB, or RGBA when there is alpha, into `row`.
static void interleave_row(const heif_planes *planes, uint32_t y, uint8_t *row) {
    uint32_t channels = planes->plane[3] != NULL ? 4 : 3;
    for (uint32_t index = 0; index < channels; index++) {
        uint8_t *out = row + index;
        if (planes->bytes[index] == 1) {
            const uint8_t *in = planes->plane[index] + (size_t)y * (size_t)planes->stride[index];
            for (uint32_t x = 0; x < planes->width; x++, out += channels) *out = in[x];
        } else {
            for (uint32_t x = 0; x < planes->width; x++, out += channels) *out = byte_at(planes, (int)index, x, y);
        }
    }
}

/// The planes and the row they are interleaved into, for ``poki_sample_row_source``.
typedef struct plane_rows {
    const heif_planes *planes;
    uint8_t *row;
} plane_rows;

static const uint8_t *plane_row(void *context, uint32_t y) {
    const plane_rows *rows = context;
    interleave_row(rows->planes, y, rows->row);
    return rows->row;
}

/// Averages the planes into the sample's two images, a row at a time; `image_width` x
/// `image_height` is the size the file declares.
static poki_status sample_planes(poki_sample *sample, const poki_limits *limits, const heif_planes *planes, uint32_t image_width,
                                 uint32_t image_height) {
    uint32_t channels = planes->plane[3] != NULL ? 4 : 3;
    plane_rows rows = {planes, malloc((size_t)planes->width * channels)};
    if (rows.row == NULL) {
        poki_set_message(sample, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    poki_status status = poki_sample_row_source(sample, limits, planes->width, planes->height, channels, channels == 4, image_width,
                                                image_height, plane_row, &rows);
    free(rows.row);
    return status;
}

// MARK: - Turning

/*
 * libheif turns a picture (`irot`) by copying it whole: for an iPhone's 48-megapixel photo, stored
 * on its side, that is a second 146 MB of RGB planes beside the first. poki asks for the picture
 * as stored instead and turns the sample and the working image (512 pixels a side for the colours,
 * a few thousand at most for a QR code's closer look) the same way. A picture with a crop (`clap`),
 * with alpha, or whose tiles have turns of their own is still turned by libheif.
 */

/// `rgba` (`*width` x `*height`, 4 bytes a pixel) turned as libheif turns a picture for `turn`,
/// through `scratch` (as many bytes); `*width` and `*height` become the turned size.
static void turn_rgba(uint8_t *rgba, uint32_t *width, uint32_t *height, poki_heif_turn turn, uint8_t *scratch) {
    uint32_t from_width = *width, from_height = *height, quarters = turn.kind == POKI_HEIF_ROTATION ? (uint32_t)turn.value : 0;
    if (turn.kind == POKI_HEIF_ROTATION && quarters == 0) return;
    uint32_t to_width = quarters % 2 == 1 ? from_height : from_width, to_height = quarters % 2 == 1 ? from_width : from_height;
    for (uint32_t y = 0; y < to_height; y++) {
        for (uint32_t x = 0; x < to_width; x++) {
            uint32_t from_x = x, from_y = y;
            if (turn.kind == POKI_HEIF_MIRROR && turn.value == 1) {
                from_x = from_width - 1 - x;
            } else if (turn.kind == POKI_HEIF_MIRROR) {
                from_y = from_height - 1 - y;
            } else if (quarters == 1) {
                from_x = from_width - 1 - y, from_y = x;
            } else if (quarters == 2) {
                from_x = from_width - 1 - x, from_y = from_height - 1 - y;
            } else if (quarters == 3) {
                from_x = y, from_y = from_height - 1 - x;
            }
            memcpy(scratch + ((size_t)y * to_width + x) * 4, rgba + ((size_t)from_y * from_width + from_x) * 4, 4);
        }
    }
    memcpy(rgba, scratch, (size_t)from_width * from_height * 4);
    *width = to_width;
    *height = to_height;
}

/// Turns the sample and the working image by `turns`, in order.
static poki_status turn_sample(poki_sample *sample, const poki_heif_turn *turns, int count) {
    size_t largest = (size_t)sample->width * sample->height;
    if ((size_t)sample->working_width * sample->working_height > largest) largest = (size_t)sample->working_width * sample->working_height;
    uint8_t *scratch = malloc(largest * 4);
    if (scratch == NULL) {
        poki_set_message(sample, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    for (int index = 0; index < count; index++) {
        turn_rgba(sample->rgba, &sample->width, &sample->height, turns[index], scratch);
        turn_rgba(sample->working_rgba, &sample->working_width, &sample->working_height, turns[index], scratch);
    }
    free(scratch);
    return POKI_STATUS_OK;
}

poki_status poki_decode_heif(int descriptor, const poki_limits *limits, poki_sample *sample) {
    poki_sample_reset(sample);
    heif_file file;
    uint32_t width = 0, height = 0;
    poki_status status = open_file(descriptor, limits, &file, &width, &height, sample->message, sizeof sample->message);
    sample->image_width = width;
    sample->image_height = height;
    if (status != POKI_STATUS_OK) return status;
    if (keep_metadata(sample, file.primary) != 0) {
        close_file(&file);
        poki_set_message(sample, "out of memory");
        return POKI_STATUS_OUT_OF_MEMORY;
    }
    uint32_t sample_side = poki_sample_long_side(limits, width, height), working_side = limits->working_long_side;
    struct heif_image_handle *thumbnail = thumbnail_for(file.primary, sample_side > working_side ? sample_side : working_side);
    const struct heif_image_handle *handle = thumbnail != NULL ? thumbnail : file.primary;
    int is_primary = thumbnail == NULL;
    // The primary picture as stored, turned here. A thumbnail is small: libheif turns it. So it
    // does a picture with alpha, whose alpha image libheif 1.15 turns whatever it is asked.
    poki_heif_turn turns[4];
    int turn_count = 0, quarters = 0;
    int unturned = is_primary && !heif.handle_has_alpha(file.primary) &&
                   poki_heif_primary_turns(descriptor, file.source.size, turns, 4, &turn_count) == 0 && turn_count > 0;
    for (int index = 0; unturned && index < turn_count; index++) quarters += turns[index].kind == POKI_HEIF_ROTATION ? turns[index].value : 0;
    uint32_t stored_width = quarters % 2 == 1 ? height : width, stored_height = quarters % 2 == 1 ? width : height;
    struct heif_image *image = NULL;
    status = decode_planes(handle, unturned, quarters % 2 == 1, &image, sample->message, sizeof sample->message);
    if (status == POKI_STATUS_OK) {
        heif_planes planes;
        if (find_planes(image, &planes) == 0) {
            status = sample_planes(sample, limits, &planes, stored_width, stored_height);
            heif.image_release(image);
            if (status == POKI_STATUS_OK && unturned) status = turn_sample(sample, turns, turn_count);
        } else {
            // Another layout: libheif makes the RGB rows.
            heif.image_release(image);
            status = sample_rgb(sample, limits, handle, width, height);
        }
    }
    if (thumbnail != NULL) heif.handle_release(thumbnail);
    close_file(&file);
#if defined(__GLIBC__)
    // poki keeps freed buffers of up to 64 MiB in its heap for the next image; libheif's planes
    // of a large picture (3 x 48 MB for 48 megapixels) would stay there too, beside the next
    // decode's, so they go back to the system now.
    if (is_primary && (uint64_t)width * height * 3 > (64u << 20)) malloc_trim(0);
#endif
    return status;
}

int poki_heif_size(int descriptor, uint32_t *width, uint32_t *height) {
    heif_file file;
    char message[256];
    // No limit of poki's: the size is only read, and the decode that may follow has its own.
    poki_limits limits = {.max_pixels = UINT64_MAX, .max_side = INT32_MAX};
    if (open_file(descriptor, &limits, &file, width, height, message, sizeof message) != POKI_STATUS_OK) return -1;
    close_file(&file);
    return 0;
}

poki_status poki_decode_full_heif(int descriptor, const poki_limits *limits, poki_image *image) {
    memset(image, 0, sizeof *image);
    heif_file file;
    uint32_t width = 0, height = 0;
    poki_status status = open_file(descriptor, limits, &file, &width, &height, image->message, sizeof image->message);
    image->width = width;
    image->height = height;
    if (status != POKI_STATUS_OK) return status;
    heif_rgb rgb;
    status = decode_rgb(file.primary, &rgb, image->message, sizeof image->message);
    if (status == POKI_STATUS_OK) {
        size_t row_bytes = (size_t)rgb.width * rgb.channels;
        if ((image->pixels = malloc(row_bytes * rgb.height)) == NULL) {
            snprintf(image->message, sizeof image->message, "out of memory");
            status = POKI_STATUS_OUT_OF_MEMORY;
        } else {
            for (uint32_t y = 0; y < rgb.height; y++) {
                memcpy(image->pixels + (size_t)y * row_bytes, rgb.pixels + (size_t)y * (size_t)rgb.stride, row_bytes);
            }
            image->width = rgb.width;
            image->height = rgb.height;
            image->channels = rgb.channels;
        }
        heif.image_release(rgb.image);
    }
    close_file(&file);
    return status;
}
