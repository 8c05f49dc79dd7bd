#ifndef POKI_FUZZ_INPUT_H
#define POKI_FUZZ_INPUT_H

#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "poki_codec.h"

/// The shim reads from a descriptor, as poki does: each input goes into an in-memory file.
static inline int poki_fuzz_descriptor(const uint8_t *data, size_t size) {
    int descriptor = memfd_create("poki-fuzz", 0);
    if (descriptor < 0) abort();
    size_t written = 0;
    while (written < size) {
        ssize_t count = write(descriptor, data + written, size - written);
        if (count <= 0) abort();
        written += (size_t)count;
    }
    return descriptor;
}

/// poki's own limits (ImageDecoder.swift), with the sample size the target was built for, except
/// that images stop at 4 megapixels rather than 200: mutated headers declare huge sizes, and each
/// input must decode in milliseconds for the fuzzer to get anywhere. The 200-megapixel hostile
/// files are regression tests (Tests/PokiKitTests/HostileImageTests.swift).
static inline poki_limits poki_fuzz_limits(uint32_t sample_long_side) {
    poki_limits limits = {
        .max_pixels = 1 << 22,
        .max_side = 65500,
        .sample_long_side = sample_long_side,
        .max_scans = 500,
        .max_scan_blocks = (uint64_t)1 << 25,
    };
    return limits;
}

#endif
