// The least `poki colours` can take on a lossy WebP (Benchmarks/phone.sh): libwebp alone decoding
// the file scaled to 512 pixels on the long side, with the options poki's shim sets (no loop
// filter, no fancy upsampling, libwebp's second thread), and nothing else: no start-up, no
// analysis. If this is not under 0.6x of `dwebp -ppm`, no caller of libwebp is.
// Build: cc -O2 Benchmarks/webp_decode.c -o webp_decode $(pkg-config --cflags --libs libwebp)
#include <stdio.h>
#include <stdlib.h>
#include <webp/decode.h>

int main(int count, char **arguments) {
    if (count != 2) {
        fprintf(stderr, "usage: webp_decode FILE\n");
        return 2;
    }
    FILE *file = fopen(arguments[1], "rb");
    if (file == NULL) {
        perror(arguments[1]);
        return 1;
    }
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    uint8_t *bytes = malloc((size_t)length);
    if (bytes == NULL || fread(bytes, 1, (size_t)length, file) != (size_t)length) {
        fprintf(stderr, "%s: cannot read\n", arguments[1]);
        return 1;
    }
    fclose(file);

    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config) || WebPGetFeatures(bytes, (size_t)length, &config.input) != VP8_STATUS_OK) {
        fprintf(stderr, "%s: not a WebP libwebp reads\n", arguments[1]);
        return 1;
    }
    int width = config.input.width, height = config.input.height, longest = width > height ? width : height;
    if (longest > 512) {
        config.options.use_scaling = 1;
        config.options.scaled_width = (width * 512 + longest / 2) / longest;
        config.options.scaled_height = (height * 512 + longest / 2) / longest;
    }
    config.options.bypass_filtering = 1;
    config.options.no_fancy_upsampling = 1;
    config.options.use_threads = 1;
    config.output.colorspace = MODE_RGB;
    if (WebPDecode(bytes, (size_t)length, &config) != VP8_STATUS_OK) {
        fprintf(stderr, "%s: cannot decode\n", arguments[1]);
        return 1;
    }
    WebPFreeDecBuffer(&config.output);
    free(bytes);
    return 0;
}
