#define _POSIX_C_SOURCE 200809L

#include "heif_references.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { MAXIMUM_META = 16 << 20 };

typedef struct reference {
    uint32_t from;
    uint32_t to;
} reference;

static uint32_t read32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static uint16_t read16(const uint8_t *bytes) { return (uint16_t)(bytes[0] << 8 | bytes[1]); }

static int read_at(int descriptor, uint8_t *buffer, size_t count, int64_t position) {
    size_t done = 0;
    while (done < count) {
        ssize_t got = pread(descriptor, buffer + done, count - done, (off_t)(position + (int64_t)done));
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return -1;
        done += (size_t)got;
    }
    return 0;
}

/// The box at `position` within `end`: its type, where its contents start and where it ends;
/// -1 when no whole box header is there.
static int box_at(const uint8_t *bytes, int64_t position, int64_t end, char type[4], int64_t *contents, int64_t *box_end) {
    if (end - position < 8) return -1;
    uint64_t size = read32(bytes + position);
    memcpy(type, bytes + position + 4, 4);
    int64_t header = 8;
    if (size == 1) {
        if (end - position < 16) return -1;
        size = (uint64_t)read32(bytes + position + 8) << 32 | read32(bytes + position + 12);
        header = 16;
    } else if (size == 0) {
        size = (uint64_t)(end - position);
    }
    if (size < (uint64_t)header || size > (uint64_t)(end - position)) return -1;
    *contents = position + header;
    *box_end = position + (int64_t)size;
    return 0;
}

static int compare_ids(const void *left, const void *right) {
    uint32_t a = *(const uint32_t *)left, b = *(const uint32_t *)right;
    return a < b ? -1 : a > b;
}

static size_t index_of(const uint32_t *ids, size_t count, uint32_t id) {
    const uint32_t *found = bsearch(&id, ids, count, sizeof *ids, compare_ids);
    return found != NULL ? (size_t)(found - ids) : count;
}

/// Whether the references form a cycle: Kahn's order, by taking items no remaining reference
/// leads to, leaves some references behind exactly when they do.
static int has_cycle(const reference *references, size_t count) {
    if (count == 0) return 0;
    uint32_t *ids = malloc(2 * count * sizeof *ids);
    size_t *incoming = calloc(2 * count, sizeof *incoming);
    size_t *ready = malloc(2 * count * sizeof *ready);
    int cycle = 1;
    if (ids == NULL || incoming == NULL || ready == NULL) goto done;
    size_t unique = 0;
    for (size_t index = 0; index < count; index++) {
        ids[unique++] = references[index].from;
        ids[unique++] = references[index].to;
    }
    qsort(ids, unique, sizeof *ids, compare_ids);
    size_t kept = 0;
    for (size_t index = 0; index < unique; index++) {
        if (kept == 0 || ids[kept - 1] != ids[index]) ids[kept++] = ids[index];
    }
    unique = kept;
    for (size_t index = 0; index < count; index++) incoming[index_of(ids, unique, references[index].to)]++;
    size_t waiting = 0, taken = 0, removed = 0;
    for (size_t item = 0; item < unique; item++) {
        if (incoming[item] == 0) ready[waiting++] = item;
    }
    while (taken < waiting) {
        uint32_t item = ids[ready[taken++]];
        for (size_t index = 0; index < count; index++) {
            if (references[index].from != item) continue;
            removed++;
            size_t target = index_of(ids, unique, references[index].to);
            if (--incoming[target] == 0) ready[waiting++] = target;
        }
    }
    cycle = removed < count;
done:
    free(ids);
    free(incoming);
    free(ready);
    return cycle;
}

/// The `dimg` references of the `iref` box in `bytes[start..<end]` (a `meta` box's contents).
static int references_cycle(const uint8_t *bytes, int64_t start, int64_t end) {
    char type[4];
    int64_t contents, box_end;
    for (int64_t position = start; box_at(bytes, position, end, type, &contents, &box_end) == 0; position = box_end) {
        if (memcmp(type, "iref", 4) != 0 || box_end - contents < 4) continue;
        int wide = bytes[contents] != 0;
        size_t capacity = (size_t)(box_end - contents) / 2 + 1, count = 0;
        reference *references = malloc(capacity * sizeof *references);
        if (references == NULL) return 1;
        char kind[4];
        int64_t inner, inner_end;
        for (int64_t item = contents + 4; box_at(bytes, item, box_end, kind, &inner, &inner_end) == 0; item = inner_end) {
            if (memcmp(kind, "dimg", 4) != 0) continue;
            int64_t id_size = wide ? 4 : 2;
            if (inner_end - inner < id_size + 2) continue;
            uint32_t from = wide ? read32(bytes + inner) : read16(bytes + inner);
            uint16_t targets = read16(bytes + inner + id_size);
            for (uint16_t target = 0; target < targets && inner + id_size + 2 + (target + 1) * id_size <= inner_end && count < capacity; target++) {
                const uint8_t *at = bytes + inner + id_size + 2 + target * id_size;
                references[count++] = (reference){from, wide ? read32(at) : read16(at)};
            }
        }
        int cycle = has_cycle(references, count);
        free(references);
        return cycle;
    }
    return 0;
}

int poki_heif_has_reference_cycle(int descriptor, int64_t size) {
    uint8_t header[16];
    int64_t position = 0;
    while (size - position >= 8) {
        size_t wanted = size - position >= 16 ? 16 : 8;
        if (read_at(descriptor, header, wanted, position) != 0) return 0;
        char type[4];
        int64_t contents, box_end;
        // The header alone, as if the box were all there: its announced end is checked against the file.
        uint64_t announced = read32(header);
        int64_t header_size = announced == 1 ? 16 : 8;
        if (announced == 1 && wanted < 16) return 0;
        uint64_t box_size = announced == 1 ? (uint64_t)read32(header + 8) << 32 | read32(header + 12)
                          : announced == 0 ? (uint64_t)(size - position) : announced;
        if (box_size < (uint64_t)header_size || box_size > (uint64_t)(size - position)) return 0;
        memcpy(type, header + 4, 4);
        if (memcmp(type, "meta", 4) != 0) {
            position += (int64_t)box_size;
            continue;
        }
        if (box_size > MAXIMUM_META) return 1;
        uint8_t *meta = malloc((size_t)box_size);
        if (meta == NULL) return 1;
        int cycle = 0;
        if (read_at(descriptor, meta, (size_t)box_size, position) == 0
            && box_at(meta, 0, (int64_t)box_size, type, &contents, &box_end) == 0 && box_end - contents >= 4) {
            // meta is a full box: a version and flags before its children.
            cycle = references_cycle(meta, contents + 4, box_end);
        }
        free(meta);
        return cycle;
    }
    return 0;
}
