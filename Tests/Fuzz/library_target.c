// libFuzzer target: a decoder of a format poki reads through a library it loads on first use
// (FORMAT webp or heif: poki_decode_FORMAT, then poki_decode_full_FORMAT) on arbitrary bytes.
// ASan/UBSan watch the shim; a crash inside the library itself is reported the same way, since
// poki would crash on that file too. PACKAGE is the Debian package the library comes in.
#include "fuzz_input.h"

#include <string.h>

#define CONCATENATE(a, b) a##b
#define DECODER(format) CONCATENATE(poki_decode_, format)
#define WHOLE_DECODER(format) CONCATENATE(poki_decode_full_, format)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int descriptor = poki_fuzz_descriptor(data, size);
    poki_limits limits = poki_fuzz_limits(128);
    limits.working_long_side = 512;
    poki_sample sample = {0};  // no memory lent: the decode allocates both images
    poki_status status = DECODER(FORMAT)(descriptor, &limits, &sample);
    // The library must be there to fuzz (a codec libheif lacks, named by the file, may not be).
    if (status == POKI_STATUS_UNAVAILABLE && strstr(sample.message, "install " PACKAGE) != NULL) abort();
    if (status == POKI_STATUS_OK && (sample.rgba == NULL || sample.width == 0 || sample.height == 0)) abort();
    poki_sample_release(&sample);
    poki_image image = {0};
    status = WHOLE_DECODER(FORMAT)(descriptor, &limits, &image);
    if (status == POKI_STATUS_OK && (image.pixels == NULL || image.channels < 3)) abort();
    poki_image_release(&image);
    close(descriptor);
    return 0;
}
