#ifndef POKI_SYSTEM_H
#define POKI_SYSTEM_H

#include <stddef.h>
#include <stdint.h>

/*
 * What PokiSystem needs from C: the processor's SHA instructions and glibc's malloc settings.
 */

// MARK: - Hashing

/// Runs SHA-256's compression over `blocks` 64-byte blocks of `data`, updating `state` (the eight
/// working words, host order), with the processor's SHA instructions. Returns 1 when done, 0 when
/// this processor has none (nothing is touched; the caller uses portable code).
int poki_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

/// SHA-256's 64 round constants (FIPS 180-4, 4.2.2), shared by the accelerated and portable rounds.
const uint32_t *poki_sha256_round_constants(void);

// MARK: - Memory

/// Has the C library keep memory the process frees for its next allocations: glibc otherwise
/// maps large buffers afresh and unmaps them on free (from 128 KiB, the bar rising to the largest
/// freed so far), a page fault per 4 KiB touched each time.
/// Does nothing where the C library is not glibc.
void poki_keep_freed_memory(void);

#endif
