/* Writes a YCCK JPEG (Adobe APP14 transform 2) from raw inverted-CMYK bytes, which neither
 * Pillow nor cjpeg can produce. Usage: write_ycck WIDTH HEIGHT RAW_CMYK OUT_JPEG */
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

int main(int argc, char **argv) {
    if (argc != 5) return 2;
    int width = atoi(argv[1]), height = atoi(argv[2]);
    FILE *in = fopen(argv[3], "rb"), *out = fopen(argv[4], "wb");
    if (in == NULL || out == NULL) return 1;
    unsigned char *pixels = malloc((size_t)width * height * 4);
    if (fread(pixels, 4, (size_t)width * height, in) != (size_t)width * height) return 1;
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_compress(&info);
    jpeg_stdio_dest(&info, out);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_CMYK;
    jpeg_set_defaults(&info);
    jpeg_set_colorspace(&info, JCS_YCCK);
    jpeg_set_quality(&info, 95, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = pixels + (size_t)info.next_scanline * width * 4;
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    fclose(out);
    return 0;
}
