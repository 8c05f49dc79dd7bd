// libFuzzer target: poki_decode_jpeg at a sample long side of SAMPLE_LONG_SIDE (1, 16 or 128, so
// that every DCT scale, the scan filter and the coefficient store are reached), checked against
// plain libjpeg: the same file decoded with no filter and no store, at the same scale, reduced by
// the same grid. When both decode, the samples must be identical, byte for byte.
#include "fuzz_input.h"
#include "jpeg_warnings.h"
#include "sample_grid.h"

#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <string.h>

#ifndef SAMPLE_LONG_SIDE
#error "build with -DSAMPLE_LONG_SIDE=N"
#endif

typedef struct reference {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    int scans;
    uint64_t blocks;
} reference;

/// The reference gives up where poki's limits would stop a decode that saw every scan, so that
/// its own cost (it drops nothing and keeps 128 bytes a block) is not reported as poki's.
static void on_progress(j_common_ptr common) {
    reference *state = common->client_data;
    struct jpeg_decompress_struct *info = &state->info;
    if (info->input_scan_number == state->scans) return;
    state->scans = info->input_scan_number;
    for (int index = 0; index < info->comps_in_scan; index++) {
        state->blocks += (uint64_t)info->cur_comp_info[index]->width_in_blocks * info->cur_comp_info[index]->height_in_blocks;
    }
    poki_limits limits = poki_fuzz_limits(SAMPLE_LONG_SIDE);
    if ((uint32_t)state->scans > limits.max_scans || state->blocks > limits.max_scan_blocks) longjmp(state->jump, 1);
}

static void on_error(j_common_ptr common) {
    longjmp(((reference *)common->client_data)->jump, 1);
}

/// The warnings poki refuses a file for, as the decoder refuses them.
static void on_message(j_common_ptr common, int level) {
    if (level >= 0) return;
    if (poki_jpeg_warning_is_corruption(common->err->msg_code)) longjmp(((reference *)common->client_data)->jump, 1);
}

/// jpeg_decoder.c's choice of scale and conversions, with libjpeg left to itself otherwise.
static uint8_t *decode_plainly(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height) {
    reference *volatile state = calloc(1, sizeof(reference));
    uint8_t *volatile row = NULL;
    uint8_t *volatile result = NULL;
    poki_sample_grid grid;
    memset(&grid, 0, sizeof grid);
    if (state == NULL) abort();
    struct jpeg_decompress_struct *info = &state->info;
    info->err = jpeg_std_error(&state->errors);
    state->errors.error_exit = on_error;
    state->errors.emit_message = on_message;
    jpeg_create_decompress(info);
    info->client_data = state;
    state->progress.progress_monitor = on_progress;
    info->progress = &state->progress;
    // Past this libjpeg-turbo asks for a backing store it does not have, and fails.
    info->mem->max_memory_to_use = 256L << 20;
    if (setjmp(state->jump) == 0) {
        jpeg_mem_src(info, data, (unsigned long)size);
        jpeg_read_header(info, TRUE);
        uint32_t longest = info->image_width > info->image_height ? info->image_width : info->image_height;
        unsigned int denominator = 1;
        for (unsigned int candidate = 8; candidate > 1; candidate /= 2) {
            if ((longest + candidate - 1) / candidate >= SAMPLE_LONG_SIDE) {
                denominator = candidate;
                break;
            }
        }
        info->scale_num = 1;
        info->scale_denom = denominator;
        info->do_fancy_upsampling = FALSE;
        info->do_block_smoothing = FALSE;
        info->dct_method = JDCT_ISLOW;
        int cmyk = info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK;
        info->out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
        jpeg_start_decompress(info);
        row = malloc((size_t)info->output_width * info->output_components);
        if (row == NULL || poki_sample_grid_init(&grid, info->output_width, info->output_height, SAMPLE_LONG_SIDE, 3, 0, 1, NULL) != 0) {
            abort();
        }
        while (info->output_scanline < info->output_height) {
            uint32_t y = info->output_scanline;
            JSAMPROW rows[1] = {row};
            if (jpeg_read_scanlines(info, rows, 1) != 1) longjmp(state->jump, 1);
            if (cmyk) {
                uint8_t *pixel = row, *out = row;
                for (uint32_t x = 0; x < info->output_width; x++, pixel += 4, out += 3) {
                    uint32_t key = info->saw_Adobe_marker ? pixel[3] : 255u - pixel[3];
                    for (int channel = 0; channel < 3; channel++) {
                        uint32_t ink = info->saw_Adobe_marker ? pixel[channel] : 255u - pixel[channel];
                        out[channel] = (uint8_t)((ink * key + 127) / 255);
                    }
                }
            }
            poki_sample_grid_add_row(&grid, y, row);
        }
        jpeg_finish_decompress(info);
        *width = grid.width;
        *height = grid.height;
        poki_sample_grid_finish(&grid);
        result = grid.rgba;
        grid.owns_rgba = 0;
    }
    jpeg_destroy_decompress(info);
    poki_sample_grid_release(&grid);
    free(row);
    free(state);
    return result;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int descriptor = poki_fuzz_descriptor(data, size);
    poki_limits limits = poki_fuzz_limits(SAMPLE_LONG_SIDE);
    poki_sample sample = {0};  // no memory lent: the decode allocates both images
    poki_status status = poki_decode_jpeg(descriptor, &limits, &sample);
    close(descriptor);
    if (status == POKI_STATUS_OK) {
        uint32_t width = 0, height = 0;
        uint8_t *expected = decode_plainly(data, size, &width, &height);
        // A sample left to the working image (a decode as small as it) is made from it, as poki would.
        uint8_t *made = sample.rgba;
        if (sample.sample_deferred) {
            made = malloc((size_t)SAMPLE_LONG_SIDE * SAMPLE_LONG_SIDE * 4 + 4);
            if (made == NULL || poki_sample_from_opaque_rows(sample.working_rgba, sample.working_width, sample.working_height,
                                                             SAMPLE_LONG_SIDE, made, &sample.width, &sample.height) != 0) {
                abort();
            }
        }
        if (expected != NULL) {
            if (width != sample.width || height != sample.height ||
                memcmp(expected, made, (size_t)width * height * 4) != 0) {
                fprintf(stderr, "poki's sample (%ux%u) differs from plain libjpeg's (%ux%u)\n", sample.width, sample.height, width, height);
                abort();
            }
            free(expected);
        }
        if (made != sample.rgba) free(made);
    }
    poki_sample_release(&sample);
    return 0;
}

#ifdef POKI_FUZZ_PLAIN_SAMPLE
// `run.sh --plain FILE...`: writes plain libjpeg's sample of each FILE to FILE.rgba, the expected
// answer of a regression test for a finding of this target.
int main(int argc, char **argv) {
    for (int index = 1; index < argc; index++) {
        FILE *input = fopen(argv[index], "rb");
        if (input == NULL || fseek(input, 0, SEEK_END) != 0) return 1;
        long size = ftell(input);
        uint8_t *data = malloc((size_t)size);
        rewind(input);
        if (data == NULL || fread(data, 1, (size_t)size, input) != (size_t)size) return 1;
        fclose(input);
        uint32_t width = 0, height = 0;
        uint8_t *sample = decode_plainly(data, (size_t)size, &width, &height);
        if (sample == NULL) return 1;
        char path[4096];
        snprintf(path, sizeof path, "%s.rgba", argv[index]);
        FILE *output = fopen(path, "wb");
        if (output == NULL || fwrite(sample, 4, (size_t)width * height, output) != (size_t)width * height) return 1;
        fclose(output);
        printf("%s: %ux%u\n", path, width, height);
        free(sample);
        free(data);
    }
    return 0;
}
#endif
