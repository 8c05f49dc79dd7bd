#include "poki_system.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void poki_keep_freed_memory(void) {
#if defined(__GLIBC__)
    // Up to 64 MiB per buffer comes from the heap and stays there once freed: a working image,
    // a frame mask and a palette's samples reuse the same pages.
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}
