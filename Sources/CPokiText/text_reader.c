#define _GNU_SOURCE
#include "poki_text.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The part of Tesseract's C API (tesseract/capi.h, unchanged since Tesseract 4) that poki calls,
 * declared here so that the build needs no libtesseract-dev: the engine is an opaque pointer, the
 * enumerations plain ints.
 */
typedef struct TessBaseAPI TessBaseAPI;
typedef struct TessResultIterator TessResultIterator;
typedef struct TessPageIterator TessPageIterator;
typedef struct ETEXT_DESC ETEXT_DESC;
enum { PSM_SPARSE_TEXT = 11 };
enum { RIL_TEXTLINE = 2, RIL_WORD = 3 };
/* Leptonica's (leptonica/environ.h): the severity from which it prints nothing. */
enum { L_SEVERITY_NONE = 6 };

static struct {
    TessBaseAPI *(*create)(void);
    void (*destroy)(TessBaseAPI *);
    int (*set_variable)(TessBaseAPI *, const char *, const char *);
    int (*init)(TessBaseAPI *, const char *, const char *);
    void (*set_page_mode)(TessBaseAPI *, int);
    void (*set_image)(TessBaseAPI *, const unsigned char *, int, int, int, int);
    void (*set_resolution)(TessBaseAPI *, int);
    int (*recognize)(TessBaseAPI *, ETEXT_DESC *);
    ETEXT_DESC *(*monitor_create)(void);
    void (*monitor_delete)(ETEXT_DESC *);
    void (*monitor_set_deadline)(ETEXT_DESC *, int);
    TessResultIterator *(*iterator)(TessBaseAPI *);
    const TessPageIterator *(*page_iterator)(const TessResultIterator *);
    int (*at_beginning_of)(const TessPageIterator *, int);
    int (*bounding_box)(const TessPageIterator *, int, int *, int *, int *, int *);
    int (*next)(TessResultIterator *, int);
    char *(*text)(const TessResultIterator *, int);
    float (*confidence)(const TessResultIterator *, int);
    void (*iterator_delete)(TessResultIterator *);
    void (*delete_text)(const char *);
    void (*clear)(TessBaseAPI *);
    void (*end)(TessBaseAPI *);
    int loaded;
    char error[256];
} tess;

static pthread_once_t tess_once = PTHREAD_ONCE_INIT;

static void load_tesseract(void) {
#ifdef __APPLE__
    static const char *names[] = {"libtesseract.5.dylib", "libtesseract.dylib", NULL};
#else
    static const char *names[] = {"libtesseract.so.5", "libtesseract.so.4", "libtesseract.so", NULL};
#endif
    // Tesseract's OpenMP threads spend more time waking each other than reading a band of a
    // few words, and poki already reads prints side by side: one thread each (unless the user set
    // it), as Tesseract's documentation advises. libgomp reads it when it is loaded, with Tesseract.
    setenv("OMP_THREAD_LIMIT", "1", 0);
    void *library = NULL;
    char reason[192] = "";
    for (int index = 0; names[index] != NULL && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        const char *failure = library == NULL ? dlerror() : NULL;
        if (index == 0 && failure != NULL) snprintf(reason, sizeof reason, "%s", failure);
    }
    if (library == NULL) {
        snprintf(tess.error, sizeof tess.error, "cannot load Tesseract (%s); install tesseract-ocr and tesseract-ocr-kor",
                 reason[0] != '\0' ? reason : "not found");
        return;
    }
    struct { void **address; const char *name; } symbols[] = {
        {(void **)&tess.create, "TessBaseAPICreate"},
        {(void **)&tess.destroy, "TessBaseAPIDelete"},
        {(void **)&tess.set_variable, "TessBaseAPISetVariable"},
        {(void **)&tess.init, "TessBaseAPIInit3"},
        {(void **)&tess.set_page_mode, "TessBaseAPISetPageSegMode"},
        {(void **)&tess.set_image, "TessBaseAPISetImage"},
        {(void **)&tess.set_resolution, "TessBaseAPISetSourceResolution"},
        {(void **)&tess.recognize, "TessBaseAPIRecognize"},
        {(void **)&tess.monitor_create, "TessMonitorCreate"},
        {(void **)&tess.monitor_delete, "TessMonitorDelete"},
        {(void **)&tess.monitor_set_deadline, "TessMonitorSetDeadlineMSecs"},
        {(void **)&tess.iterator, "TessBaseAPIGetIterator"},
        {(void **)&tess.page_iterator, "TessResultIteratorGetPageIteratorConst"},
        {(void **)&tess.at_beginning_of, "TessPageIteratorIsAtBeginningOf"},
        {(void **)&tess.bounding_box, "TessPageIteratorBoundingBox"},
        {(void **)&tess.next, "TessResultIteratorNext"},
        {(void **)&tess.text, "TessResultIteratorGetUTF8Text"},
        {(void **)&tess.confidence, "TessResultIteratorConfidence"},
        {(void **)&tess.iterator_delete, "TessResultIteratorDelete"},
        {(void **)&tess.delete_text, "TessDeleteText"},
        {(void **)&tess.clear, "TessBaseAPIClear"},
        {(void **)&tess.end, "TessBaseAPIEnd"},
    };
    for (size_t index = 0; index < sizeof symbols / sizeof symbols[0]; index++) {
        *symbols[index].address = dlsym(library, symbols[index].name);
        if (*symbols[index].address == NULL) {
            snprintf(tess.error, sizeof tess.error, "the Tesseract found lacks %s; install tesseract-ocr", symbols[index].name);
            return;
        }
    }
    // Leptonica, which Tesseract reads images with, writes its own complaints about a band
    // (`Error in boxClipToRectangle: box outside rectangle`) to standard error, where they would
    // break poki's messages and progress line; poki reports what fails itself.
    int (*set_message_severity)(int) = (int (*)(int))dlsym(library, "setMsgSeverity");
    if (set_message_severity != NULL) set_message_severity(L_SEVERITY_NONE);
    tess.loaded = 1;
}

struct poki_text_reader {
    TessBaseAPI *engine;
};

poki_text_status poki_text_reader_create(const char *languages, poki_text_reader **reader, char *message, size_t message_size) {
    *reader = NULL;
    message[0] = '\0';
    pthread_once(&tess_once, load_tesseract);
    if (!tess.loaded) {
        snprintf(message, message_size, "%s", tess.error);
        return POKI_TEXT_UNAVAILABLE;
    }
    TessBaseAPI *engine = tess.create();
    if (engine == NULL) {
        snprintf(message, message_size, "Tesseract could not start (out of memory)");
        return POKI_TEXT_FAILED;
    }
    // Tesseract reports a missing language and a page without a resolution on stderr; poki says
    // what matters itself.
    tess.set_variable(engine, "debug_file", "/dev/null");
    if (tess.init(engine, NULL, languages) != 0) {
        tess.destroy(engine);
        snprintf(message, message_size, "Tesseract has no data for %s", languages);
        return POKI_TEXT_NO_LANGUAGE;
    }
    // poki hands Tesseract every band as dark text on light (a dark frame's lightness already
    // turned negative), so Tesseract's own inverted second look at each line it is unsure of
    // only costs time. Init resets the engine's settings: this must come after it.
    tess.set_variable(engine, "tessedit_do_invert", "0");
    poki_text_reader *made = malloc(sizeof *made);
    if (made == NULL) {
        tess.end(engine);
        tess.destroy(engine);
        snprintf(message, message_size, "out of memory");
        return POKI_TEXT_FAILED;
    }
    made->engine = engine;
    *reader = made;
    return POKI_TEXT_OK;
}

poki_text_status poki_text_read(poki_text_reader *reader, const uint8_t *grey, int width, int height, int deadline,
                                char *words, size_t capacity, char *message, size_t message_size) {
    message[0] = '\0';
    if (capacity > 0) words[0] = '\0';
    TessBaseAPI *engine = reader->engine;
    tess.set_page_mode(engine, PSM_SPARSE_TEXT);
    tess.set_image(engine, grey, width, height, 1, width);
    // The bands are scaled so that their text is a few tens of pixels tall, as at 300 dpi.
    tess.set_resolution(engine, 300);
    ETEXT_DESC *monitor = tess.monitor_create();
    if (monitor != NULL) tess.monitor_set_deadline(monitor, deadline);
    int failed = tess.recognize(engine, monitor);
    if (monitor != NULL) tess.monitor_delete(monitor);
    if (failed != 0) {
        tess.clear(engine);
        snprintf(message, message_size, "Tesseract could not read the frame's text (or gave up after %d ms)", deadline);
        return POKI_TEXT_FAILED;
    }
    TessResultIterator *iterator = tess.iterator(engine);
    size_t used = 0;
    int line = -1;
    int full = 0;
    if (iterator != NULL) {
        const TessPageIterator *page = tess.page_iterator(iterator);
        do {
            if (tess.at_beginning_of(page, RIL_TEXTLINE)) line++;
            char *word = tess.text(iterator, RIL_WORD);
            if (word == NULL) continue;
            float confidence = tess.confidence(iterator, RIL_WORD);
            int left = 0, top = 0, right = 0, bottom = 0;
            if (!tess.bounding_box(page, RIL_WORD, &left, &top, &right, &bottom)) left = right = 0;
            int written = snprintf(words + used, capacity - used, "%d\t%d\t%d\t%d\t%s\n", line < 0 ? 0 : line, (int)confidence, left,
                                   right, word);
            tess.delete_text(word);
            if (written < 0 || (size_t)written >= capacity - used) {
                words[used] = '\0';
                full = 1;
            } else {
                used += (size_t)written;
            }
        } while (!full && tess.next(iterator, RIL_WORD));
        tess.iterator_delete(iterator);
    }
    tess.clear(engine);
    return POKI_TEXT_OK;
}

void poki_text_reader_release(poki_text_reader *reader) {
    if (reader == NULL) return;
    tess.end(reader->engine);
    tess.destroy(reader->engine);
    free(reader);
}
