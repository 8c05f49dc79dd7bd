#ifndef POKI_FETCH_H
#define POKI_FETCH_H

#include <stddef.h>
#include <stdint.h>

/*
 * poki's HTTP shim: downloads through the system's libcurl, which it loads with dlopen on the
 * first fetch, so commands that never fetch do not pay for loading libcurl and the two dozen
 * libraries it needs (TLS, HTTP/2, IDN, …) at every start.
 */

/// Outcome of a fetch.
typedef enum poki_fetch_status {
    POKI_FETCH_OK = 0,
    /// libcurl could not be loaded; `message` says what dlopen said.
    POKI_FETCH_UNAVAILABLE = 1,
    /// The server answered with an HTTP error; `http_status` says which.
    POKI_FETCH_HTTP_ERROR = 2,
    /// The body grew past `max_bytes` (declared or while reading).
    POKI_FETCH_TOO_LARGE = 3,
    /// No connection, or no byte for `timeout_seconds`.
    POKI_FETCH_TIMED_OUT = 4,
    /// More than `max_redirects` redirects.
    POKI_FETCH_TOO_MANY_REDIRECTS = 5,
    /// Writing to the descriptor failed; `error_number` says why.
    POKI_FETCH_WRITE_FAILED = 6,
    /// Any other transfer failure (DNS, TLS, connection refused, bad URL); `message` is libcurl's.
    POKI_FETCH_FAILED = 7,
} poki_fetch_status;

/// Reports progress: bytes received so far, and the total the server declared (0 when unknown).
typedef void (*poki_fetch_progress)(void *context, int64_t received, int64_t total);

/// What to fetch and under which limits.
typedef struct poki_fetch_request {
    /// http:// or https:// URL; other schemes are refused, for redirects too.
    const char *url;
    /// Connect timeout, and the longest time without a single byte arriving, in seconds.
    long timeout_seconds;
    /// Largest body accepted, in bytes.
    int64_t max_bytes;
    /// Most redirects followed.
    long max_redirects;
    /// Sent as User-Agent.
    const char *user_agent;
    /// Sent as Referer when not NULL: some booths' photo hosts refuse a request without theirs.
    const char *referer;
    /// When not NULL, the request is a POST of this JSON body (`Content-Type: application/json`).
    const char *json_body;
    /// Nonzero: redirects are followed; zero: a 3xx answer ends the fetch and its Location is
    /// returned in `redirect_url` (the body, if any, is written as for any answer).
    int follow_redirects;
    /// Called now and then while the body arrives; may be NULL.
    poki_fetch_progress progress;
    void *progress_context;
} poki_fetch_request;

/// What a fetch found.
typedef struct poki_fetch_result {
    /// The last response's HTTP status (0 when none arrived).
    long http_status;
    /// Bytes written to the descriptor.
    int64_t bytes;
    /// `errno` of a failed write.
    int error_number;
    /// The URL of the last response, after redirects.
    char effective_url[4096];
    /// Where a 3xx answer not followed points, absolute; empty otherwise.
    char redirect_url[4096];
    /// The last response's Content-Type, when it sent one.
    char content_type[256];
    /// Why it failed, empty when OK.
    char message[512];
} poki_fetch_result;

/// Downloads `request->url` and writes the body to `descriptor` (at its current offset).
poki_fetch_status poki_fetch(const poki_fetch_request *request, int descriptor, poki_fetch_result *result);

/// Opens an unnamed file in `directory` (Linux O_TMPFILE): it vanishes if the process dies
/// before `poki_link_unnamed` gives it a name. Returns the descriptor, or -1 with errno set
/// (EOPNOTSUPP, EISDIR or EINVAL where the file system or kernel has no unnamed files).
int poki_open_unnamed(const char *directory);

/// Gives the unnamed file open on `descriptor` the name `path`. Returns 0, or -1 with errno set.
int poki_link_unnamed(int descriptor, const char *path);

#endif
