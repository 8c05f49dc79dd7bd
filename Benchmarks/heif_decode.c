// The peer of `poki colours` on a HEIF (Benchmarks/phone.sh): libheif alone decoding the file's
// primary image to interleaved 8-bit RGB, as an application showing it would, with nothing else.
// Build: cc -O2 Benchmarks/heif_decode.c -o heif_decode $(pkg-config --cflags --libs libheif)
#include <libheif/heif.h>
#include <stdio.h>

int main(int count, char **arguments) {
    if (count != 2) {
        fprintf(stderr, "usage: heif_decode FILE\n");
        return 2;
    }
    struct heif_context *context = heif_context_alloc();
    struct heif_image_handle *handle = NULL;
    struct heif_image *image = NULL;
    struct heif_error error = heif_context_read_from_file(context, arguments[1], NULL);
    if (error.code == heif_error_Ok) error = heif_context_get_primary_image_handle(context, &handle);
    if (error.code == heif_error_Ok) error = heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGB, NULL);
    if (error.code != heif_error_Ok) {
        fprintf(stderr, "%s: %s\n", arguments[1], error.message);
        return 1;
    }
    heif_image_release(image);
    heif_image_handle_release(handle);
    heif_context_free(context);
    return 0;
}
