#ifndef POKI_CODEC_H
#define POKI_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// Version of the codec shim's API.
int poki_codec_version(void);

#endif
