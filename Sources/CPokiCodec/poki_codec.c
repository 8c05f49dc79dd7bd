#include "poki_codec.h"

int poki_codec_version(void) { return 1; }
