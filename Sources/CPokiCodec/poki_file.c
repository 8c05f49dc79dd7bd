#define _POSIX_C_SOURCE 200809L

#include "poki_codec.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void describe(poki_file *file, int error_number) {
    file->error_number = error_number;
    if (strerror_r(error_number, file->reason, sizeof file->reason) != 0) {
        file->reason[0] = '\0';
    }
}

int poki_file_open(const char *path, poki_file *file) {
    memset(file, 0, sizeof *file);
    file->descriptor = -1;

    int descriptor;
    do {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    } while (descriptor < 0 && errno == EINTR);
    if (descriptor < 0) {
        describe(file, errno);
        return -1;
    }

    struct stat status;
    if (fstat(descriptor, &status) != 0) {
        describe(file, errno);
        close(descriptor);
        return -1;
    }
    if (S_ISDIR(status.st_mode)) {
        file->is_directory = 1;
        describe(file, EISDIR);
        close(descriptor);
        return -1;
    }
    // A FIFO, a socket or a device (a link to /dev/zero) could block or never end.
    if (!S_ISREG(status.st_mode)) {
        const char *kind = S_ISFIFO(status.st_mode) ? "a FIFO" : S_ISSOCK(status.st_mode) ? "a socket" : "a device";
        file->irregular_kind = S_ISFIFO(status.st_mode) ? 1 : S_ISSOCK(status.st_mode) ? 2 : 3;
        file->error_number = EINVAL;
        snprintf(file->reason, sizeof file->reason, "%s, not a regular file", kind);
        close(descriptor);
        return -1;
    }
    file->size = (uint64_t)status.st_size;
    file->modified_seconds = (int64_t)status.st_mtim.tv_sec;

    // pread leaves the offset at 0 for the decoder.
    size_t length = 0;
    while (length < sizeof file->header) {
        ssize_t count = pread(descriptor, file->header + length, sizeof file->header - length, (off_t)length);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) {
            describe(file, errno);
            close(descriptor);
            return -1;
        }
        if (count == 0) break;
        length += (size_t)count;
    }
    file->header_length = length;
    file->descriptor = descriptor;
    return 0;
}

void poki_file_close(poki_file *file) {
    if (file->descriptor >= 0) {
        close(file->descriptor);
        file->descriptor = -1;
    }
}
