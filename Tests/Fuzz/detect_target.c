// libFuzzer target: opening a file and reading its first bytes (poki_file_open), then handing
// the file to the decoder its magic names, as ImageDecoder does after FormatDetector.
#include "fuzz_input.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>

/// One real file a run rewrites for each input (poki opens paths, and may refuse symbolic links).
static char path[64];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (path[0] == '\0') {
        snprintf(path, sizeof path, "/tmp/poki-fuzz-detect-%d", (int)getpid());
    }
    int output = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (output < 0 || write(output, data, size) != (ssize_t)size) abort();
    close(output);

    poki_file file;
    if (poki_file_open(path, &file) == 0) {
        if (file.header_length > sizeof file.header || file.header_length > size) abort();
        if (memcmp(file.header, data, file.header_length) != 0) abort();
        poki_limits limits = poki_fuzz_limits(16);
        poki_sample sample = {0};  // no memory lent: the decode allocates both images
        static const uint8_t png[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
        if (file.header_length >= 8 && memcmp(file.header, png, 8) == 0) {
            poki_decode_png(file.descriptor, &limits, &sample);
            poki_sample_release(&sample);
        } else if (file.header_length >= 3 && file.header[0] == 0xFF && file.header[1] == 0xD8 && file.header[2] == 0xFF) {
            poki_decode_jpeg(file.descriptor, &limits, &sample);
            poki_sample_release(&sample);
        }
        poki_file_close(&file);
    }
    return 0;
}
