#include "poki_exif.h"

#include <libexif/exif-data.h>

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The libexif functions poki calls, looked up once by dlopen/dlsym. */
static struct {
    ExifData *(*data_new)(void);
    void (*data_set_option)(ExifData *, ExifDataOption);
    void (*data_unset_option)(ExifData *, ExifDataOption);
    void (*data_load_data)(ExifData *, const unsigned char *, unsigned int);
    void (*data_save_data)(ExifData *, unsigned char **, unsigned int *);
    void (*data_unref)(ExifData *);
    void (*content_remove_entry)(ExifContent *, ExifEntry *);
    int loaded;
    char error[256];
} exif;

static pthread_once_t exif_once = PTHREAD_ONCE_INIT;

static void load_exif(void) {
#ifdef __APPLE__
    static const char *names[] = {"libexif.12.dylib", "libexif.dylib", NULL};
#else
    static const char *names[] = {"libexif.so.12", "libexif.so", NULL};
#endif
    void *library = NULL;
    for (int index = 0; names[index] != NULL && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(exif.error, sizeof exif.error, "cannot load libexif (%s); install libexif12", reason ? reason : "not found");
        return;
    }
    *(void **)&exif.data_new = dlsym(library, "exif_data_new");
    *(void **)&exif.data_set_option = dlsym(library, "exif_data_set_option");
    *(void **)&exif.data_unset_option = dlsym(library, "exif_data_unset_option");
    *(void **)&exif.data_load_data = dlsym(library, "exif_data_load_data");
    *(void **)&exif.data_save_data = dlsym(library, "exif_data_save_data");
    *(void **)&exif.data_unref = dlsym(library, "exif_data_unref");
    *(void **)&exif.content_remove_entry = dlsym(library, "exif_content_remove_entry");
    if (!exif.data_new || !exif.data_set_option || !exif.data_unset_option || !exif.data_load_data
        || !exif.data_save_data || !exif.data_unref || !exif.content_remove_entry) {
        snprintf(exif.error, sizeof exif.error, "the libexif found lacks the functions poki needs");
        return;
    }
    exif.loaded = 1;
}

poki_exif_status poki_exif_rewrite(const uint8_t *payload, size_t length, unsigned removals, size_t capacity,
                                   poki_exif_block *block) {
    memset(block, 0, sizeof *block);
    pthread_once(&exif_once, load_exif);
    if (!exif.loaded) {
        snprintf(block->message, sizeof block->message, "%s", exif.error);
        return POKI_EXIF_UNAVAILABLE;
    }
    if (length > 0xFFFFFFu) {
        snprintf(block->message, sizeof block->message, "the EXIF block is %zu bytes long", length);
        return POKI_EXIF_TOO_LARGE;
    }
    ExifData *data = exif.data_new();
    if (data == NULL) {
        snprintf(block->message, sizeof block->message, "out of memory");
        return POKI_EXIF_TOO_LARGE;
    }
    /* exif_data_new's defaults drop tags libexif does not know and add the tags the standard
     * requires: both would change more than the location. The maker note's bytes stay as they are. */
    exif.data_unset_option(data, EXIF_DATA_OPTION_IGNORE_UNKNOWN_TAGS);
    exif.data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION);
    exif.data_set_option(data, EXIF_DATA_OPTION_DONT_CHANGE_MAKER_NOTE);
    exif.data_load_data(data, payload, (unsigned int)length);

    unsigned int readable = 0;
    for (int ifd = 0; ifd < EXIF_IFD_COUNT; ifd++) readable += data->ifd[ifd] ? data->ifd[ifd]->count : 0;
    if (readable == 0 && data->size == 0) {
        exif.data_unref(data);
        snprintf(block->message, sizeof block->message, "libexif found no directory it could read");
        return POKI_EXIF_UNREADABLE;
    }
    /* libexif writes the GPS pointer in IFD0 only while the GPS directory has entries. */
    ExifContent *gps = data->ifd[EXIF_IFD_GPS];
    while ((removals & POKI_EXIF_REMOVE_LOCATION) && gps != NULL && gps->count > 0) {
        exif.content_remove_entry(gps, gps->entries[gps->count - 1]);
        block->location_entries += 1;
    }
    /* exif_data_new's allocator is calloc/free, so the thumbnail is freed here as libexif would;
     * without it libexif writes no JPEGInterchangeFormat pointer. */
    if ((removals & POKI_EXIF_REMOVE_THUMBNAIL) && data->data != NULL) {
        block->thumbnail_length = data->size;
        free(data->data);
        data->data = NULL;
        data->size = 0;
    }
    unsigned char *saved = NULL;
    unsigned int saved_length = 0;
    exif.data_save_data(data, &saved, &saved_length);
    exif.data_unref(data);
    if (saved == NULL || saved_length == 0) {
        free(saved);
        snprintf(block->message, sizeof block->message, "libexif could not write the block again");
        return POKI_EXIF_UNREADABLE;
    }
    if (saved_length > capacity) {
        free(saved);
        snprintf(block->message, sizeof block->message, "the rewritten EXIF block (%u bytes) is over %zu bytes",
                 saved_length, capacity);
        return POKI_EXIF_TOO_LARGE;
    }
    block->bytes = saved;
    block->length = saved_length;
    return POKI_EXIF_OK;
}

void poki_exif_block_release(poki_exif_block *block) {
    free(block->bytes);
    block->bytes = NULL;
    block->length = 0;
}
