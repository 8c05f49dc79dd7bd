#ifndef POKI_CODEC_H
#define POKI_CODEC_H

#include <stddef.h>
#include <stdint.h>

/*
 * poki's codec shim: the only C poki writes.
 *
 * Every libpng/libjpeg call, and every setjmp/longjmp they need, stays inside the decode
 * functions below: each one runs a decode from create to destroy and reports through plain
 * structs, so no longjmp ever crosses a Swift frame. Decoders never hold the full-resolution
 * bitmap: they reduce rows as they arrive into two area-averaged RGBA images from the same
 * pass: a small sample for the palette and a larger working image for finding a print's frame.
 */

// MARK: - Opening a file

/// An opened image file and its first bytes, for format detection by content.
typedef struct poki_file {
    /// Open descriptor, or -1 when opening failed.
    int descriptor;
    /// `errno` of the failed open/read, 0 when none.
    int error_number;
    /// Non-zero when the path names a directory (nothing is opened then).
    int is_directory;
    /// What the path names when it is neither a regular file nor a directory (then nothing is
    /// opened): 1 a FIFO, 2 a socket, 3 a device; 0 otherwise.
    int irregular_kind;
    /// File size in bytes.
    uint64_t size;
    /// When the file was last modified, in whole seconds since 1970-01-01T00:00:00Z (`st_mtim`).
    int64_t modified_seconds;
    /// The first bytes of the file (up to 32).
    uint8_t header[32];
    /// How many bytes of `header` are valid.
    size_t header_length;
    /// Human-readable reason when opening or reading failed (`strerror`).
    char reason[128];
} poki_file;

/// Opens `path` read-only and reads its first bytes. Returns 0 on success, -1 on failure
/// (then `reason`, `error_number` or `is_directory` say why and nothing needs closing). Only a
/// regular file is opened: a FIFO is refused without waiting for a writer, and so is a device.
int poki_file_open(const char *path, poki_file *file);

/// Closes a file opened by `poki_file_open`. Safe to call twice.
void poki_file_close(poki_file *file);

// MARK: - Decoding

/// Longest XMP packet a decode keeps, in bytes: a JPEG segment holds at most 64 KiB, and the
/// dates poki reads from it are near its start.
enum { POKI_XMP_LIMIT = 1 << 20 };

/// Outcome of a decode.
typedef enum poki_status {
    POKI_STATUS_OK = 0,
    /// The library refused the data; `message` is its reason.
    POKI_STATUS_CORRUPT = 1,
    /// The declared size is over the limits; `image_width`/`image_height` say what was declared.
    POKI_STATUS_TOO_LARGE = 2,
    /// A buffer could not be allocated.
    POKI_STATUS_OUT_OF_MEMORY = 3,
    /// A multi-scan JPEG has more scans, or its scans cover more blocks, than the limits allow;
    /// `scans_decoded` and `scan_blocks` say how many were found before the count stopped.
    POKI_STATUS_TOO_MANY_SCANS = 4,
    /// The library the format needs (libheif, libwebp) or its codec is not installed; `message`
    /// says what to install.
    POKI_STATUS_UNAVAILABLE = 5,
    /// The file is longer than the decoder reads into memory whole; `message` says the limit.
    POKI_STATUS_FILE_TOO_LARGE = 6,
} poki_status;

/// Limits and target size for a decode.
typedef struct poki_limits {
    /// Refuse images with more pixels than this (checked from the header, before any allocation).
    uint64_t max_pixels;
    /// Refuse images with a side longer than this.
    uint32_t max_side;
    /// Long side of the area-averaged sample, in pixels (images already smaller keep their size).
    uint32_t sample_long_side;
    /// Refuse JPEGs that give libjpeg more scans than this (after the scan filter's drops)...
    uint32_t max_scans;
    /// ... or whose scans cover more 8x8 blocks than this in all (each scan costs libjpeg a pass
    /// over the blocks of its components, even when it holds no data).
    uint64_t max_scan_blocks;
    /// Long side of the working image, at most, in pixels. A sequential JPEG is scaled by the DCT
    /// no further than keeps half of this (so a frame a few pixels wide at full size stays
    /// visible); a progressive one as far as `sample_long_side` allows.
    uint32_t working_long_side;
    /// When both are non-zero, the sample's long side is at most twice what the image shown in
    /// this box needs, either way round (EXIF may turn it): a terminal preview 100,000 columns
    /// wide but 12 rows tall decodes for the cells it draws, not for the width.
    uint32_t fit_width;
    uint32_t fit_height;
} poki_limits;

/// What a decode produced. The caller sets `rgba` and `working_rgba` before the call, to memory
/// it lends or to NULL (the decode clears every other field). Release with `poki_sample_release`
/// whatever the status.
typedef struct poki_sample {
    /// Stored size of the image as its header declares it (before EXIF orientation).
    uint32_t image_width;
    uint32_t image_height;
    /// Size of the sample in `rgba`.
    uint32_t width;
    uint32_t height;
    /// Non-zero when the sample was left unmade because the working image holds every decoded
    /// pixel as it came (a JPEG the DCT scaled to the working size): `poki_sample_from_opaque_rows`
    /// makes it from the working image, the same bytes, when it is wanted (a booth print's
    /// palette is of its cuts, and never wants it). `rgba` is then not written.
    int sample_deferred;
    /// The sample's memory: the caller's, at least max(`sample_long_side`, 1)² × 4 bytes (no side
    /// of the sample is longer), or NULL for the decode to allocate it for the sample's own size
    /// (`owns_rgba`). On OK it holds `width * height * 4` bytes, RGBA8 with straight alpha, row-major.
    uint8_t *rgba;
    /// Non-zero when the decode allocated `rgba` (freed by `poki_sample_release`).
    int owns_rgba;
    /// Size of the working image in `working_rgba`.
    uint32_t working_width;
    uint32_t working_height;
    /// The working image's memory, as `rgba`: the caller's, at least max(`working_long_side`, 1)² × 4
    /// bytes, or NULL for the decode to allocate it (`owns_working_rgba`). On OK it holds the
    /// decoded (DCT-scaled) rows area-averaged to at most `working_long_side` on the long side,
    /// laid out as `rgba`.
    uint8_t *working_rgba;
    /// Non-zero when the decode allocated `working_rgba` (freed by `poki_sample_release`).
    int owns_working_rgba;
    /// The EXIF payload (starting at the TIFF header), or NULL when the file has none.
    uint8_t *exif;
    size_t exif_length;
    /// The XMP packet (JPEG APP1 after `http://ns.adobe.com/xap/1.0/\0`, PNG iTXt or tEXt
    /// `XML:com.adobe.xmp`), or NULL when the file has none or it is longer than
    /// POKI_XMP_LIMIT bytes (then a warning says so).
    uint8_t *xmp;
    size_t xmp_length;
    /// The JPEG's DCT scale denominator used (1, 2, 4 or 8); 1 for PNG.
    uint32_t scale_denominator;
    /// Number of scans decoded (JPEG), for checking that progressive decodes skip the AC scans they never read.
    uint32_t scans_decoded;
    /// The 8x8 blocks covered by those scans in all (JPEG).
    uint64_t scan_blocks;
    /// Bytes the compact coefficient store held for the whole image (a multi-scan JPEG: progressive,
    /// or sequential with a scan per component; libjpeg's own buffer takes 128 a block); 0 when not used.
    size_t coefficient_bytes;
    /// Why the decode failed (the library's own message), empty when OK.
    char message[256];
    /// Non-fatal library warnings, one per line, each at most once.
    char warnings[1024];
} poki_sample;

/// Decodes the PNG open on `descriptor` (read from offset 0; the descriptor stays open).
poki_status poki_decode_png(int descriptor, const poki_limits *limits, poki_sample *sample);

/// Decodes the JPEG open on `descriptor` (read from offset 0; the descriptor stays open).
poki_status poki_decode_jpeg(int descriptor, const poki_limits *limits, poki_sample *sample);

/// Decodes the WebP open on `descriptor` through libwebp, loaded on first use; an animation's
/// first frame. The descriptor stays open.
poki_status poki_decode_webp(int descriptor, const poki_limits *limits, poki_sample *sample);

/// Decodes the HEIF open on `descriptor` through libheif, loaded on first use, its rotation and
/// mirror applied: `image_width` and `image_height` are the size it shows at. The descriptor
/// stays open.
poki_status poki_decode_heif(int descriptor, const poki_limits *limits, poki_sample *sample);

/// Frees what the decode allocated in `sample` (not memory the caller lent). Safe to call twice.
void poki_sample_release(poki_sample *sample);

/// Area-averages an opaque RGBA image (`width` x `height`, every alpha 255) to at most `long_side`
/// on the long side, as a decode averages its rows into the sample, into `rgba` (at least
/// min(max(`long_side`, 1), the image's long side)² × 4 bytes), and sets `out_width` and
/// `out_height`. Returns 0, or -1 when memory ran out.
int poki_sample_from_opaque_rows(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t long_side, uint8_t *rgba,
                                 uint32_t *out_width, uint32_t *out_height);

// MARK: - Whole images and encoding (cutting a print's cuts out)

/// An image decoded whole, at full resolution, in stored orientation. Release with `poki_image_release`.
typedef struct poki_image {
    uint32_t width;
    uint32_t height;
    /// 3 (RGB) or 4 (RGBA, straight alpha; PNG with transparency).
    uint32_t channels;
    /// `width * height * channels` bytes, row-major; NULL unless OK.
    uint8_t *pixels;
    /// Why the decode failed, empty when OK.
    char message[256];
} poki_image;

/// Decodes the whole JPEG open on `descriptor` to RGB (CMYK converted), refusing sizes over `limits`.
poki_status poki_decode_full_jpeg(int descriptor, const poki_limits *limits, poki_image *image);

/// Decodes the whole PNG open on `descriptor` to RGB or RGBA, 8 bits, refusing sizes over `limits`.
poki_status poki_decode_full_png(int descriptor, const poki_limits *limits, poki_image *image);

/// Decodes the whole WebP open on `descriptor` to RGB, or RGBA when it has alpha (an animation's first frame).
poki_status poki_decode_full_webp(int descriptor, const poki_limits *limits, poki_image *image);

/// Decodes the whole HEIF open on `descriptor` to RGB, or RGBA when it has alpha, as it shows.
poki_status poki_decode_full_heif(int descriptor, const poki_limits *limits, poki_image *image);

/// The size a PNG, JPEG, WebP or HEIF open on `descriptor` declares (a HEIF's as it shows), read
/// from its header by its library without decoding a pixel. Returns 0, or -1 when the header
/// cannot be read.
int poki_png_size(int descriptor, uint32_t *width, uint32_t *height);
int poki_jpeg_size(int descriptor, uint32_t *width, uint32_t *height);
int poki_webp_size(int descriptor, uint32_t *width, uint32_t *height);
int poki_heif_size(int descriptor, uint32_t *width, uint32_t *height);

/// Frees the pixels of `image`. Safe to call twice.
void poki_image_release(poki_image *image);

/// Reads the JPEG of `length` `bytes` from SOI to EOI, every scan entropy-decoded; returns 0 when
/// libjpeg read it without a warning and nothing follows EOI, else -1 with the reason in `message`.
int poki_jpeg_check_stream(const uint8_t *bytes, size_t length, char *message, size_t message_size);

/// A file's bytes made by an encoder. Release with `poki_encoded_release`.
typedef struct poki_encoded {
    uint8_t *bytes;
    size_t length;
    /// Why encoding failed, empty when OK.
    char message[256];
} poki_encoded;

/// Encodes RGB rows (`stride` bytes apart) as a baseline JPEG of `quality` (1…100), 4:4:4.
poki_status poki_encode_jpeg(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int quality,
                             poki_encoded *encoded);

/// Encodes RGB rows (`stride` bytes apart) as a progressive JPEG of `quality` (1…100), 4:2:0,
/// with no marker but JFIF's: for web pages (the album export).
poki_status poki_encode_progressive_jpeg(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int quality,
                                         poki_encoded *encoded);

/// Encodes RGB (`channels` 3) or RGBA (4) rows (`stride` bytes apart) as an 8-bit PNG.
poki_status poki_encode_png(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, uint32_t channels,
                            poki_encoded *encoded);

/// Frees the bytes of `encoded`. Safe to call twice.
void poki_encoded_release(poki_encoded *encoded);

// MARK: - Hashing

/// The CRC-32 a PNG chunk ends with, of its type and data (`length` bytes), by zlib's `crc32`.
uint32_t poki_png_chunk_crc(const uint8_t *type_and_data, size_t length);

#endif
