// libFuzzer target: poki_decode_png on arbitrary bytes. ASan/UBSan report memory errors and
// undefined behaviour; libFuzzer's -rss_limit_mb and -timeout report resource exhaustion.
#include "fuzz_input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int descriptor = poki_fuzz_descriptor(data, size);
    poki_limits limits = poki_fuzz_limits(128);
    poki_sample sample = {0};  // no memory lent: the decode allocates both images
    poki_status status = poki_decode_png(descriptor, &limits, &sample);
    if (status == POKI_STATUS_OK && (sample.rgba == NULL || sample.width == 0 || sample.height == 0)) abort();
    poki_sample_release(&sample);
    close(descriptor);
    return 0;
}
