#define _POSIX_C_SOURCE 200809L

#include "heif_references.h"

#include "decode_support.h"

#include <stdlib.h>
#include <string.h>

enum { MAXIMUM_META = 16 << 20 };

typedef struct reference {
    uint32_t from;
    uint32_t to;
    /// A `dimg` reference (an image made of others), not `auxl` or `thmb`.
    int derived;
} reference;

static uint32_t read32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static uint16_t read16(const uint8_t *bytes) { return (uint16_t)(bytes[0] << 8 | bytes[1]); }

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

static int compare_sources(const void *left, const void *right) {
    uint32_t a = ((const reference *)left)->from, b = ((const reference *)right)->from;
    return a < b ? -1 : a > b;
}

/// Whether the references (sorted here by where they come from) form a cycle: Kahn's order, by
/// taking items no remaining reference leads to, leaves some references behind exactly when they do.
static int has_cycle(reference *references, size_t count) {
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
    qsort(references, count, sizeof *references, compare_sources);
    while (taken < waiting) {
        uint32_t item = ids[ready[taken++]];
        // The item's own references, found by halving (a file may hold millions of references).
        size_t low = 0, high = count;
        while (low < high) {
            size_t middle = low + (high - low) / 2;
            if (references[middle].from < item) low = middle + 1; else high = middle;
        }
        for (size_t index = low; index < count && references[index].from == item; index++) {
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

/// Whether `type` is an item type libheif 1.15 takes for a picture (`item_type_is_image`): only
/// these are images to it, and an image made of another item fails an assertion there.
static int is_picture_type(const uint8_t *type) {
    static const char pictures[][4] = {{'h', 'v', 'c', '1'}, {'a', 'v', '0', '1'}, {'g', 'r', 'i', 'd'}, {'i', 'd', 'e', 'n'}, {'i', 'o', 'v', 'l'}};
    for (size_t index = 0; index < sizeof pictures / sizeof pictures[0]; index++) {
        if (memcmp(type, pictures[index], 4) == 0) return 1;
    }
    return 0;
}

/// The item IDs the `iinf` box in `bytes[start..<end]` (a `meta` box's contents) lists, sorted, in
/// `*ids` (free it), only those of pictures (``is_picture_type``) when `pictures_only`; how many,
/// or -1 when memory runs out.
static int64_t listed_items(const uint8_t *bytes, int64_t start, int64_t end, int pictures_only, uint32_t **ids) {
    *ids = NULL;
    char type[4];
    int64_t contents, box_end, count = 0;
    for (int64_t position = start; box_at(bytes, position, end, type, &contents, &box_end) == 0; position = box_end) {
        if (memcmp(type, "iinf", 4) != 0 || box_end - contents < 4) continue;
        // At most one entry per 12 bytes (the smallest infe box).
        if ((*ids = malloc((size_t)((box_end - contents) / 12 + 1) * sizeof **ids)) == NULL) return -1;
        int64_t entry = contents + 4 + (bytes[contents] == 0 ? 2 : 4), inner, inner_end;
        char kind[4];
        for (; box_at(bytes, entry, box_end, kind, &inner, &inner_end) == 0; entry = inner_end) {
            if (memcmp(kind, "infe", 4) != 0 || inner_end - inner < 6) continue;
            int wide = bytes[inner] >= 3;
            if (inner_end - inner < (wide ? 8 : 6)) continue;
            // A version 2 or 3 entry names its type after the ID and a 2-byte protection index.
            int64_t type_at = inner + (wide ? 8 : 6) + 2;
            if (pictures_only && (bytes[inner] < 2 || inner_end - type_at < 4 || !is_picture_type(bytes + type_at))) continue;
            (*ids)[count++] = wide ? read32(bytes + inner + 4) : read16(bytes + inner + 4);
        }
        qsort(*ids, (size_t)count, sizeof **ids, compare_ids);
        break;
    }
    return count;
}

/// The references of the `iref` box whose contents are `bytes[contents..<end]` that libheif 1.15
/// follows (`dimg`, `auxl`, `thmb`), as it reads them, into `*references` (free it) and their
/// number into `*count`: 0 when read, POKI_HEIF_MISSING_ITEM when one runs past the box's end (the
/// ones before it are kept), -1 when memory runs out.
static int read_references(const uint8_t *bytes, int64_t contents, int64_t end, reference **references, size_t *count) {
    *count = 0;
    *references = NULL;
    if (end - contents < 4) return 0;
    int wide = bytes[contents] != 0;
    size_t capacity = (size_t)(end - contents) / 2 + 1;
    if ((*references = malloc(capacity * sizeof **references)) == NULL) return -1;
    // Each reference as libheif 1.15 reads it: a box header whose size it does not keep to,
    // then the IDs one after another. The images it follows are those made of others (dimg),
    // their alpha or depth (auxl) and their thumbnails (thmb); one that runs past the iref box's
    // end reads on in zeros there, naming item 0, which is no item.
    int64_t id_size = wide ? 4 : 2;
    for (int64_t at = contents + 4; at < end;) {
        if (end - at < 8) break;
        uint32_t size32 = read32(bytes + at);
        char kind[4];
        memcpy(kind, bytes + at + 4, 4);
        at += 8 + (size32 == 1 ? 8 : 0) + (memcmp(kind, "uuid", 4) == 0 ? 16 : 0);
        int derived = memcmp(kind, "dimg", 4) == 0, followed = derived || memcmp(kind, "auxl", 4) == 0 || memcmp(kind, "thmb", 4) == 0;
        if (end - at < id_size + 2) return followed ? POKI_HEIF_MISSING_ITEM : 0;
        uint32_t from = wide ? read32(bytes + at) : read16(bytes + at);
        uint16_t targets = read16(bytes + at + id_size);
        at += id_size + 2;
        if (end - at < (int64_t)targets * id_size) return followed ? POKI_HEIF_MISSING_ITEM : 0;
        for (uint16_t target = 0; target < targets && *count < capacity; target++, at += id_size) {
            if (followed) (*references)[(*count)++] = (reference){from, wide ? read32(bytes + at) : read16(bytes + at), derived};
        }
    }
    return 0;
}

/// What is wrong with the `dimg` references of the `iref` box in `bytes[start..<end]` (a `meta`
/// box's contents), as ``poki_heif_reference_problem`` says.
static int references_problem(const uint8_t *bytes, int64_t start, int64_t end) {
    char type[4];
    int64_t contents, box_end;
    for (int64_t position = start; box_at(bytes, position, end, type, &contents, &box_end) == 0; position = box_end) {
        if (memcmp(type, "iref", 4) != 0 || box_end - contents < 4) continue;
        reference *references;
        size_t count;
        int problem = read_references(bytes, contents, box_end, &references, &count);
        if (problem < 0) return POKI_HEIF_REFERENCE_CYCLE;
        uint32_t *items, *pictures = NULL;
        int64_t item_count = listed_items(bytes, start, end, 0, &items);
        int64_t picture_count = item_count < 0 ? -1 : listed_items(bytes, start, end, 1, &pictures);
        if (item_count < 0 || picture_count < 0) problem = POKI_HEIF_REFERENCE_CYCLE;
        for (size_t index = 0; index < count && problem == 0; index++) {
            if (!references[index].derived) continue;
            if (item_count == 0 || index_of(items, (size_t)item_count, references[index].from) == (size_t)item_count
                || index_of(items, (size_t)item_count, references[index].to) == (size_t)item_count) {
                problem = POKI_HEIF_MISSING_ITEM;
            } else if (picture_count == 0 || index_of(pictures, (size_t)picture_count, references[index].to) == (size_t)picture_count) {
                problem = POKI_HEIF_PART_NOT_PICTURE;
            }
        }
        if (problem == 0 && has_cycle(references, count)) problem = POKI_HEIF_REFERENCE_CYCLE;
        free(items);
        free(pictures);
        free(references);
        return problem;
    }
    return 0;
}

/// The file's `meta` box, read whole into `*meta` (free it): its children are in
/// `(*meta)[*start..<*end]`. 0 when read; 1 when there is none, or the file is too short to hold
/// the boxes it announces; -1 when it is over 16 MiB or memory runs out; -2 when the file has more
/// than one (the standard allows one; libheif 1.15 takes the last it can read, whichever that is).
static int read_meta(int descriptor, int64_t size, uint8_t **meta, int64_t *start, int64_t *end) {
    *meta = NULL;
    uint8_t header[16];
    int64_t position = 0, meta_position = -1;
    uint64_t meta_size = 0;
    while (size - position >= 8) {
        size_t wanted = size - position >= 16 ? 16 : 8;
        if (poki_read_at(descriptor, header, wanted, position) != 0) break;
        // The header alone, as if the box were all there: its announced end is checked against the file.
        uint64_t announced = read32(header);
        int64_t header_size = announced == 1 ? 16 : 8;
        if (announced == 1 && wanted < 16) break;
        uint64_t box_size = announced == 1 ? (uint64_t)read32(header + 8) << 32 | read32(header + 12)
                          : announced == 0 ? (uint64_t)(size - position) : announced;
        if (box_size < (uint64_t)header_size || box_size > (uint64_t)(size - position)) break;
        if (memcmp(header + 4, "meta", 4) == 0) {
            if (meta_position >= 0) return -2;
            meta_position = position;
            meta_size = box_size;
        }
        position += (int64_t)box_size;
    }
    if (meta_position < 0) return 1;
    if (meta_size > MAXIMUM_META) return -1;
    if ((*meta = malloc((size_t)meta_size)) == NULL) return -1;
    char type[4];
    int64_t contents, box_end;
    if (poki_read_at(descriptor, *meta, (size_t)meta_size, meta_position) == 0
        && box_at(*meta, 0, (int64_t)meta_size, type, &contents, &box_end) == 0 && box_end - contents >= 4) {
        // meta is a full box: a version and flags before its children.
        *start = contents + 4;
        *end = box_end;
        return 0;
    }
    free(*meta);
    *meta = NULL;
    return 1;
}

int poki_heif_reference_problem(int descriptor, int64_t size) {
    uint8_t *meta;
    int64_t start, end;
    int status = read_meta(descriptor, size, &meta, &start, &end);
    if (status != 0) return status == -2 ? POKI_HEIF_SEVERAL_META : status < 0 ? POKI_HEIF_REFERENCE_CYCLE : 0;
    int problem = references_problem(meta, start, end);
    free(meta);
    return problem;
}

// MARK: - Canvases

/// The unsigned big-endian number of `size` bytes (0, 4 or 8; 0 reads as 0) at `*at` within
/// `end`, moving `*at` past it; -1 when it runs past `end` or the size is another.
static int read_sized(const uint8_t *bytes, int64_t *at, int64_t end, int size, uint64_t *value) {
    if (size != 0 && size != 4 && size != 8) return -1;
    if (end - *at < size) return -1;
    *value = size == 0 ? 0 : size == 4 ? read32(bytes + *at) : (uint64_t)read32(bytes + *at) << 32 | read32(bytes + *at + 4);
    *at += size;
    return 0;
}

/// The item IDs of the `grid` and `iovl` (overlay) items the `iinf` box at `bytes[start..<end]`
/// (its contents) lists, in `ids`, and whether each is an overlay, in `overlays` (the first
/// `capacity`); how many there are, which may be more.
static size_t canvas_items(const uint8_t *bytes, int64_t start, int64_t end, uint32_t *ids, int *overlays, size_t capacity) {
    if (end - start < 4) return 0;
    int64_t position = start + 4 + (bytes[start] == 0 ? 2 : 4);
    size_t count = 0;
    char type[4];
    int64_t contents, box_end;
    for (; box_at(bytes, position, end, type, &contents, &box_end) == 0; position = box_end) {
        if (memcmp(type, "infe", 4) != 0 || box_end - contents < 4) continue;
        int version = bytes[contents];
        if (version < 2) continue;
        int64_t at = contents + 4, id_size = version == 2 ? 2 : 4;
        if (box_end - at < id_size + 2 + 4) continue;
        uint32_t id = id_size == 2 ? read16(bytes + at) : read32(bytes + at);
        const uint8_t *item_type = bytes + at + id_size + 2;
        if (memcmp(item_type, "grid", 4) == 0 || memcmp(item_type, "iovl", 4) == 0) {
            if (count < capacity) {
                overlays[count] = memcmp(item_type, "iovl", 4) == 0;
                ids[count] = id;
            }
            count++;
        }
    }
    return count;
}

/// The width and height a grid's or an overlay's descriptor (`data`, `length` bytes) gives its
/// canvas; -1 when it is too short.
static int canvas_size(const uint8_t *data, size_t length, int is_overlay, uint64_t *width, uint64_t *height) {
    if (length < 2) return -1;
    int wide = data[1] & 1;
    // A grid: version, flags, rows and columns less one. An overlay: version, flags, four 16-bit fill values.
    size_t at = is_overlay ? 2 + 8 : 4, field = wide ? 4 : 2;
    if (length < at + 2 * field) return -1;
    *width = wide ? read32(data + at) : read16(data + at);
    *height = wide ? read32(data + at + field) : read16(data + at + field);
    return 0;
}

int poki_heif_largest_canvas(int descriptor, int64_t size, uint64_t *pixels, uint64_t *side) {
    *pixels = 0;
    *side = 0;
    uint8_t *meta;
    int64_t start, end;
    int status = read_meta(descriptor, size, &meta, &start, &end);
    if (status != 0) return status < 0 ? -1 : 0;
    uint32_t canvases[64];
    int overlays[64];
    size_t canvas_count = 0;
    int64_t idat = -1, idat_end = -1, iloc = -1, iloc_end = -1;
    char type[4];
    int64_t contents, box_end;
    int seen_iinf = 0;
    // The first box of each kind, as libheif takes it.
    for (int64_t position = start; box_at(meta, position, end, type, &contents, &box_end) == 0; position = box_end) {
        if (memcmp(type, "iinf", 4) == 0 && !seen_iinf) {
            canvas_count = canvas_items(meta, contents, box_end, canvases, overlays, 64);
            seen_iinf = 1;
        }
        if (memcmp(type, "idat", 4) == 0 && idat < 0) idat = contents, idat_end = box_end;
        if (memcmp(type, "iloc", 4) == 0 && iloc < 0) iloc = contents, iloc_end = box_end;
    }
    // With a grid or an overlay in the file, whatever of iloc cannot be read as libheif reads it
    // is refused, not left to libheif.
    int result = canvas_count == 0 ? 0 : -1;
    if (canvas_count == 0 || canvas_count > 64 || iloc < 0 || iloc_end - iloc < 8) goto done;
    int version = meta[iloc];
    int64_t at = iloc + 4;
    int offset_size = meta[at] >> 4, length_size = meta[at] & 15, base_size = meta[at + 1] >> 4;
    // libheif 1.15 reads an extent's index in version 2 only (the standard says 1 and 2).
    int index_size = meta[at + 1] & 15;
    if (version == 1 && index_size != 0) goto done;
    if (version != 2) index_size = 0;
    at += 2;
    uint64_t items;
    if (read_sized(meta, &at, iloc_end, version < 2 ? 0 : 4, &items) != 0) goto done;
    if (version < 2) {
        if (iloc_end - at < 2) goto done;
        items = read16(meta + at);
        at += 2;
    }
    // libheif's own limits: 20,000 items, 32 extents an item.
    if (items > 20000) goto done;
    for (uint64_t item = 0; item < items; item++) {
        uint64_t id, base, extents, method = 0;
        if (version < 2) {
            if (iloc_end - at < 2) goto done;
            id = read16(meta + at);
            at += 2;
        } else if (read_sized(meta, &at, iloc_end, 4, &id) != 0) {
            goto done;
        }
        if (version == 1 || version == 2) {
            if (iloc_end - at < 2) goto done;
            method = read16(meta + at) & 15;
            at += 2;
        }
        at += 2;  // data_reference_index
        if (at > iloc_end || read_sized(meta, &at, iloc_end, base_size, &base) != 0 || iloc_end - at < 2) goto done;
        extents = read16(meta + at);
        at += 2;
        if (extents > 32) goto done;
        int64_t extents_at = at;
        for (uint64_t extent = 0; extent < extents; extent++) {
            uint64_t index, offset, length;
            if (read_sized(meta, &at, iloc_end, index_size, &index) != 0 || read_sized(meta, &at, iloc_end, offset_size, &offset) != 0
                || read_sized(meta, &at, iloc_end, length_size, &length) != 0) {
                goto done;
            }
        }
        int is_canvas = 0, is_overlay = 0;
        for (size_t index = 0; index < canvas_count; index++) {
            if (canvases[index] != id) continue;
            is_canvas = 1;
            is_overlay = overlays[index];
        }
        if (!is_canvas) continue;
        // The descriptor's first bytes, its extents in order: in the file (construction method 0)
        // or in idat (1). An extent past its end is refused (libheif 1.15 reads on past idat).
        uint8_t data[20];
        size_t have = 0;
        int readable = method == 0 || (method == 1 && idat >= 0);
        uint64_t limit = method == 0 ? (uint64_t)size : (uint64_t)(idat_end - idat);
        for (uint64_t extent = 0; readable && extent < extents && have < sizeof data; extent++) {
            uint64_t index, offset, length;
            read_sized(meta, &extents_at, iloc_end, index_size, &index);
            read_sized(meta, &extents_at, iloc_end, offset_size, &offset);
            read_sized(meta, &extents_at, iloc_end, length_size, &length);
            uint64_t from = base + offset;
            // A length of 0 runs to the end.
            if (offset > UINT64_MAX - base || from > limit || length > limit - from) {
                readable = 0;
                break;
            }
            if (length == 0) length = limit - from;
            size_t take = length < sizeof data - have ? (size_t)length : sizeof data - have;
            if (method == 0) {
                if (poki_read_at(descriptor, data + have, take, (int64_t)from) != 0) readable = 0;
            } else {
                memcpy(data + have, meta + idat + (int64_t)from, take);
            }
            have += take;
        }
        uint64_t width, height;
        if (!readable || canvas_size(data, have, is_overlay, &width, &height) != 0) goto done;
        if (width * height > *pixels) *pixels = width * height;
        if (width > *side) *side = width;
        if (height > *side) *side = height;
    }
    result = 0;
done:
    free(meta);
    return result;
}

// MARK: - Turns

/// The item ID the `pitm` box at `bytes[contents..<end]` names; 0 when it cannot be read.
static uint32_t primary_item(const uint8_t *bytes, int64_t contents, int64_t end) {
    if (end - contents < 6) return 0;
    if (bytes[contents] == 0) return read16(bytes + contents + 4);
    return end - contents >= 8 ? read32(bytes + contents + 4) : 0;
}

/// The contents of the `index`th (from 1) property box in the `ipco` box at `bytes[start..<end]`:
/// its type, where it starts and ends; -1 when there is none.
static int property_at(const uint8_t *bytes, int64_t start, int64_t end, uint32_t index, char type[4], int64_t *contents, int64_t *box_end) {
    int64_t position = start;
    for (uint32_t number = 1; box_at(bytes, position, end, type, contents, box_end) == 0; number++, position = *box_end) {
        if (number == index) return 0;
    }
    return -1;
}

/// The items the `primary` item is made of (its `dimg` references in the `iref` box whose
/// contents are `bytes[start..<end]`, read as ``read_references`` reads them), sorted, into
/// `*parts` (free it) and their number into `*part_count`; -1 when the box cannot be read whole
/// or a part is itself made of others.
static int image_parts(const uint8_t *bytes, int64_t start, int64_t end, uint32_t primary, uint32_t **parts, size_t *part_count) {
    *parts = NULL;
    *part_count = 0;
    reference *references;
    size_t count;
    int result = read_references(bytes, start, end, &references, &count) == 0 ? 0 : -1;
    if (result == 0 && count > 0 && (*parts = malloc(count * sizeof **parts)) == NULL) result = -1;
    for (size_t index = 0; result == 0 && index < count; index++) {
        if (references[index].derived && references[index].from == primary) (*parts)[(*part_count)++] = references[index].to;
    }
    if (*part_count > 0) qsort(*parts, *part_count, sizeof **parts, compare_ids);
    for (size_t index = 0; result == 0 && *part_count > 0 && index < count; index++) {
        if (references[index].derived && index_of(*parts, *part_count, references[index].from) < *part_count) result = -1;
    }
    free(references);
    if (result != 0) {
        free(*parts);
        *parts = NULL;
        *part_count = 0;
    }
    return result;
}

int poki_heif_primary_turns(int descriptor, int64_t size, poki_heif_turn *turns, int capacity, int *count) {
    *count = 0;
    uint8_t *meta;
    int64_t start, end;
    if (read_meta(descriptor, size, &meta, &start, &end) != 0) return -1;
    int result = -1, pitm_count = 0, iprp_count = 0, iref_count = 0;
    uint32_t primary = 0, *parts = NULL;
    size_t part_count = 0;
    int64_t iprp = -1, iprp_end = -1, iref = -1, iref_end = -1;
    char type[4];
    int64_t contents, box_end;
    for (int64_t position = start; box_at(meta, position, end, type, &contents, &box_end) == 0; position = box_end) {
        if (memcmp(type, "pitm", 4) == 0 && pitm_count++ == 0) primary = primary_item(meta, contents, box_end);
        if (memcmp(type, "iprp", 4) == 0 && iprp_count++ == 0) iprp = contents, iprp_end = box_end;
        if (memcmp(type, "iref", 4) == 0 && iref_count++ == 0) iref = contents, iref_end = box_end;
    }
    if (primary == 0 || pitm_count != 1 || iprp_count != 1 || iref_count > 1) goto done;
    // The tiles of a grid are turned by libheif as they are decoded (from 1.16, not when asked
    // for the picture as stored): a picture with a part that has turns of its own is left to it.
    if (iref_count == 1 && image_parts(meta, iref, iref_end, primary, &parts, &part_count) != 0) goto done;
    int64_t ipco = -1, ipco_end = -1, ipma = -1, ipma_end = -1;
    int ipco_count = 0, ipma_count = 0;
    for (int64_t position = iprp; box_at(meta, position, iprp_end, type, &contents, &box_end) == 0; position = box_end) {
        if (memcmp(type, "ipco", 4) == 0 && ipco_count++ == 0) ipco = contents, ipco_end = box_end;
        if (memcmp(type, "ipma", 4) == 0 && ipma_count++ == 0) ipma = contents, ipma_end = box_end;
    }
    // One of each, as the standard has it; anything else is left to libheif.
    if (ipco_count != 1 || ipma_count != 1 || ipma_end - ipma < 8) goto done;
    int version = meta[ipma], wide_index = meta[ipma + 3] & 1;
    uint32_t entries = read32(meta + ipma + 4);
    int64_t at = ipma + 8;
    int found = 0;
    for (uint32_t entry = 0; entry < entries; entry++) {
        int id_size = version < 1 ? 2 : 4;
        if (ipma_end - at < id_size + 1) goto done;
        uint32_t id = id_size == 2 ? read16(meta + at) : read32(meta + at);
        int associations = meta[at + id_size];
        at += id_size + 1;
        if (ipma_end - at < (int64_t)associations * (wide_index ? 2 : 1)) goto done;
        if (id == primary && found++) goto done;
        int is_part = part_count > 0 && index_of(parts, part_count, id) < part_count;
        for (int association = 0; association < associations; association++, at += wide_index ? 2 : 1) {
            if (id != primary && !is_part) continue;
            uint32_t index = wide_index ? read16(meta + at) & 0x7FFF : meta[at] & 0x7F;
            if (index == 0) continue;
            if (property_at(meta, ipco, ipco_end, index, type, &contents, &box_end) != 0) goto done;
            int is_rotation = memcmp(type, "irot", 4) == 0, is_mirror = memcmp(type, "imir", 4) == 0;
            // A crop, and a part's own turns, are left to libheif.
            if (memcmp(type, "clap", 4) == 0 || (is_part && (is_rotation || is_mirror))) goto done;
            if (!is_rotation && !is_mirror) continue;
            if (box_end - contents < 1 || *count >= capacity) goto done;
            turns[(*count)++] = (poki_heif_turn){is_rotation ? POKI_HEIF_ROTATION : POKI_HEIF_MIRROR,
                                                 is_rotation ? meta[contents] & 3 : meta[contents] & 1};
        }
    }
    result = found == 1 ? 0 : -1;
done:
    if (result != 0) *count = 0;
    free(parts);
    free(meta);
    return result;
}
