#ifndef POKI_TEXT_H
#define POKI_TEXT_H

#include <stddef.h>
#include <stdint.h>

/*
 * poki's text shim: reads the words printed on a booth print's frame with Tesseract, which it
 * loads with dlopen on the first read (as CPokiFetch loads libcurl), so commands that never read
 * a print's text do not load it. Only plain C types cross into Swift.
 *
 * A reader is one Tesseract engine with its languages loaded (tens of milliseconds and about
 * 40 MB): keep it for many reads. One reader serves one thread at a time.
 */

/// Outcome of creating a reader or reading.
typedef enum poki_text_status {
    POKI_TEXT_OK = 0,
    /// libtesseract could not be loaded; `message` says why and what to install.
    POKI_TEXT_UNAVAILABLE = 1,
    /// Tesseract is there but could not load the languages asked for (their data is missing).
    POKI_TEXT_NO_LANGUAGE = 2,
    /// Tesseract failed on the image; `message` says why.
    POKI_TEXT_FAILED = 3,
} poki_text_status;

/// One Tesseract engine. Release with `poki_text_reader_release`.
typedef struct poki_text_reader poki_text_reader;

/// Creates a reader for `languages` in Tesseract's form (`kor+eng`), with the data Tesseract finds
/// by itself (its installed tessdata, or `TESSDATA_PREFIX`). Tesseract's own messages are kept off
/// the terminal.
poki_text_status poki_text_reader_create(const char *languages, poki_text_reader **reader, char *message, size_t message_size);

/// Reads the text in a `width` x `height` grey image (one byte a pixel, rows `width` bytes apart),
/// wherever lines of it are (sparse text: a QR code or a sticker beside them), giving up after
/// `deadline` milliseconds (a texture read as thousands of letters). Writes one record per word to
/// `words`, NUL-terminated:
/// `LINE<TAB>CONFIDENCE<TAB>LEFT<TAB>RIGHT<TAB>WORD<LF>`, LINE counting text lines from 0, CONFIDENCE
/// 0…100, LEFT and RIGHT the word's box's first and past-last column in the image; a word
/// that does not fit in `capacity` is left out with those after it.
poki_text_status poki_text_read(poki_text_reader *reader, const uint8_t *grey, int width, int height, int deadline,
                                char *words, size_t capacity, char *message, size_t message_size);

void poki_text_reader_release(poki_text_reader *reader);

#endif
