#ifndef POKI_LIBRARY_LOADER_H
#define POKI_LIBRARY_LOADER_H

#include <stddef.h>

/*
 * The decoders of the formats phones and the web make (HEIF, WebP) use libheif and libwebp,
 * loaded with dlopen the first time such a file is met: every other command starts without them,
 * and a machine without them still reads PNG and JPEG.
 */

/// A function poki looks up in a loaded library, and where its address goes.
typedef struct poki_symbol {
    const char *name;
    void **address;
    /// Non-zero when the library may lack it (then the address stays NULL).
    int optional;
} poki_symbol;

/// Loads the first library of `names` (a NULL-terminated list) that dlopen finds and looks up
/// `count` `symbols` in it. Returns 0, or -1 with `error` saying what is missing (dlerror's
/// reason for the first name) and, from `package`, what to install ("install libheif1").
int poki_load_library(const char *const *names, const poki_symbol *symbols, size_t count, const char *package, char *error,
                      size_t error_size);

#endif
