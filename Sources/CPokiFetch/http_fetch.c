#define _GNU_SOURCE
#include "poki_fetch.h"

/* The fallbacks for libcurl older than 7.85 use the options 7.85 deprecated. */
#define CURL_DISABLE_DEPRECATION
#include <curl/curl.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The libcurl functions poki calls, looked up once by dlopen/dlsym. */
static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    const char *(*easy_strerror)(CURLcode);
    int loaded;
    char error[256];
} curl;

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
#ifdef __APPLE__
    static const char *names[] = {"libcurl.4.dylib", "libcurl.dylib", NULL};
#else
    static const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so", NULL};
#endif
    void *library = NULL;
    for (int index = 0; names[index] != NULL && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(curl.error, sizeof curl.error, "cannot load libcurl (%s); install libcurl4", reason ? reason : "not found");
        return;
    }
    *(void **)&curl.global_init = dlsym(library, "curl_global_init");
    *(void **)&curl.easy_init = dlsym(library, "curl_easy_init");
    *(void **)&curl.easy_setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&curl.easy_perform = dlsym(library, "curl_easy_perform");
    *(void **)&curl.easy_getinfo = dlsym(library, "curl_easy_getinfo");
    *(void **)&curl.easy_cleanup = dlsym(library, "curl_easy_cleanup");
    *(void **)&curl.easy_strerror = dlsym(library, "curl_easy_strerror");
    *(void **)&curl.slist_append = dlsym(library, "curl_slist_append");
    *(void **)&curl.slist_free_all = dlsym(library, "curl_slist_free_all");
    if (!curl.slist_append || !curl.slist_free_all ||
        !curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo
        || !curl.easy_cleanup || !curl.easy_strerror) {
        snprintf(curl.error, sizeof curl.error, "the libcurl found lacks the functions poki needs");
        return;
    }
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(curl.error, sizeof curl.error, "libcurl failed to initialise");
        return;
    }
    curl.loaded = 1;
}

/* State shared with libcurl's callbacks during one transfer. */
typedef struct transfer {
    const poki_fetch_request *request;
    int descriptor;
    int64_t written;
    int too_large;
    int write_errno;
    /* The read timeout: when the byte count last grew, and whether it stood still too long. */
    struct timespec last_growth;
    curl_off_t last_received;
    int stalled;
} transfer;

static double seconds_since(const struct timespec *start) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - start->tv_sec) + (double)(now.tv_nsec - start->tv_nsec) / 1e9;
}

static size_t write_body(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    size_t length = size * count;
    if (state->written + (int64_t)length > state->request->max_bytes) {
        state->too_large = 1;
        return 0; /* CURLE_WRITE_ERROR stops the transfer */
    }
    size_t done = 0;
    while (done < length) {
        ssize_t wrote = write(state->descriptor, data + done, length - done);
        if (wrote < 0) {
            if (errno == EINTR) continue;
            state->write_errno = errno;
            return 0;
        }
        done += (size_t)wrote;
    }
    state->written += (int64_t)length;
    return length;
}

static int report_progress(void *context, curl_off_t total, curl_off_t received, curl_off_t upload_total, curl_off_t uploaded) {
    (void)upload_total;
    (void)uploaded;
    transfer *state = context;
    if (received != state->last_received) {
        state->last_received = received;
        clock_gettime(CLOCK_MONOTONIC, &state->last_growth);
    } else if (seconds_since(&state->last_growth) >= (double)state->request->timeout_seconds) {
        state->stalled = 1;
        return 1; /* CURLE_ABORTED_BY_CALLBACK stops the transfer */
    }
    if (state->request->progress != NULL) {
        state->request->progress(state->request->progress_context, (int64_t)received, (int64_t)total);
    }
    return 0;
}

poki_fetch_status poki_fetch(const poki_fetch_request *request, int descriptor, poki_fetch_result *result) {
    memset(result, 0, sizeof *result);
    pthread_once(&curl_once, load_curl);
    if (!curl.loaded) {
        snprintf(result->message, sizeof result->message, "%s", curl.error);
        return POKI_FETCH_UNAVAILABLE;
    }
    CURL *handle = curl.easy_init();
    if (handle == NULL) {
        snprintf(result->message, sizeof result->message, "libcurl could not start a transfer");
        return POKI_FETCH_FAILED;
    }
    transfer state = {.request = request, .descriptor = descriptor};
    clock_gettime(CLOCK_MONOTONIC, &state.last_growth);
    char error_buffer[CURL_ERROR_SIZE] = {0};
    curl.easy_setopt(handle, CURLOPT_URL, request->url);
    if (curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https") != CURLE_OK) {
        curl.easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    }
    if (curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https") != CURLE_OK) {
        curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    }
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, request->follow_redirects ? 1L : 0L);
    curl.easy_setopt(handle, CURLOPT_MAXREDIRS, request->max_redirects);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT, request->timeout_seconds);
    /* The read timeout (no byte for timeout_seconds) is kept by report_progress, which libcurl
       calls at least once a second; CURLOPT_LOW_SPEED_TIME would average over a window instead. */
    curl.easy_setopt(handle, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)request->max_bytes);
    curl.easy_setopt(handle, CURLOPT_FAILONERROR, 1L);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    curl.easy_setopt(handle, CURLOPT_USERAGENT, request->user_agent);
    if (request->referer != NULL) curl.easy_setopt(handle, CURLOPT_REFERER, request->referer);
    struct curl_slist *headers = NULL;
    if (request->json_body != NULL) {
        headers = curl.slist_append(NULL, "Content-Type: application/json");
        if (headers == NULL) {
            curl.easy_cleanup(handle);
            snprintf(result->message, sizeof result->message, "out of memory");
            return POKI_FETCH_FAILED;
        }
        curl.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
        curl.easy_setopt(handle, CURLOPT_POSTFIELDS, request->json_body);
    }
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, error_buffer);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, write_body);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, &state);
    curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, report_progress);
    curl.easy_setopt(handle, CURLOPT_XFERINFODATA, &state);
    curl.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);

    CURLcode code = curl.easy_perform(handle);

    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &result->http_status);
    char *effective = NULL;
    if (curl.easy_getinfo(handle, CURLINFO_EFFECTIVE_URL, &effective) == CURLE_OK && effective != NULL) {
        snprintf(result->effective_url, sizeof result->effective_url, "%s", effective);
    }
    char *location = NULL;
    if (!request->follow_redirects && curl.easy_getinfo(handle, CURLINFO_REDIRECT_URL, &location) == CURLE_OK && location != NULL) {
        snprintf(result->redirect_url, sizeof result->redirect_url, "%s", location);
    }
    char *type = NULL;
    if (curl.easy_getinfo(handle, CURLINFO_CONTENT_TYPE, &type) == CURLE_OK && type != NULL) {
        snprintf(result->content_type, sizeof result->content_type, "%s", type);
    }
    result->bytes = state.written;
    result->error_number = state.write_errno;
    const char *reason = error_buffer[0] != '\0' ? error_buffer : curl.easy_strerror(code);
    snprintf(result->message, sizeof result->message, "%s", code == CURLE_OK ? "" : reason);
    curl.easy_cleanup(handle);
    if (headers != NULL) curl.slist_free_all(headers);

    switch (code) {
    case CURLE_OK:
        return POKI_FETCH_OK;
    case CURLE_HTTP_RETURNED_ERROR:
        return POKI_FETCH_HTTP_ERROR;
    case CURLE_FILESIZE_EXCEEDED:
        return POKI_FETCH_TOO_LARGE;
    case CURLE_OPERATION_TIMEDOUT:
        return POKI_FETCH_TIMED_OUT;
    case CURLE_ABORTED_BY_CALLBACK:
        return state.stalled ? POKI_FETCH_TIMED_OUT : POKI_FETCH_FAILED;
    case CURLE_TOO_MANY_REDIRECTS:
        return POKI_FETCH_TOO_MANY_REDIRECTS;
    case CURLE_WRITE_ERROR:
        if (state.too_large) return POKI_FETCH_TOO_LARGE;
        if (state.write_errno != 0) return POKI_FETCH_WRITE_FAILED;
        return POKI_FETCH_FAILED;
    default:
        return POKI_FETCH_FAILED;
    }
}

int poki_open_unnamed(const char *directory) {
#ifdef O_TMPFILE
    int descriptor;
    do {
        descriptor = open(directory, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
    } while (descriptor < 0 && errno == EINTR);
    // 0600 whatever the umask, as every file of the album.
    if (descriptor >= 0 && fchmod(descriptor, 0600) != 0) {
        int saved = errno;
        close(descriptor);
        errno = saved;
        return -1;
    }
    return descriptor;
#else
    (void)directory;
    errno = EOPNOTSUPP;
    return -1;
#endif
}

int poki_link_unnamed(int descriptor, const char *path) {
    char self[64];
    snprintf(self, sizeof self, "/proc/self/fd/%d", descriptor);
    return linkat(AT_FDCWD, self, AT_FDCWD, path, AT_SYMLINK_FOLLOW);
}
