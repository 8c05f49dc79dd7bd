// libFuzzer target: poki_decode_webp and poki_decode_full_webp on arbitrary bytes, through the
// library poki loads for the format (dlopen on first use). ASan/UBSan watch the shim; a crash
// inside the library itself is reported the same way, since poki would crash on that file too.
#include "fuzz_input.h"

#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int descriptor = poki_fuzz_descriptor(data, size);
    poki_limits limits = poki_fuzz_limits(128);
    limits.working_long_side = 512;
    poki_sample sample = {0};  // no memory lent: the decode allocates both images
    poki_status status = poki_decode_webp(descriptor, &limits, &sample);
    // The library must be there to fuzz (a codec libheif lacks, named by the file, may not be).
    if (status == POKI_STATUS_UNAVAILABLE && strstr(sample.message, "install libwebp7") != NULL) abort();
    if (status == POKI_STATUS_OK && (sample.rgba == NULL || sample.width == 0 || sample.height == 0)) abort();
    poki_sample_release(&sample);
    poki_image image = {0};
    status = poki_decode_full_webp(descriptor, &limits, &image);
    if (status == POKI_STATUS_OK && (image.pixels == NULL || image.channels < 3)) abort();
    poki_image_release(&image);
    close(descriptor);
    return 0;
}
