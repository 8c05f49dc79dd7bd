"""Booth download servers under their real host names, for poki's per-brand flows (issue #26).

Run inside a private network namespace whose /etc/hosts sends the hosts below to 127.0.0.1
(Tests/pokiTests/BoothFlowTests.swift): `python3 booths.py PORT FIXTURES`. Each host answers as
the brand's own server does, by the Host header: pages that draw the photo by script (a reader
of the page finds no <img>), and the photo where the brand's app fetches it.
"""
import http.server
import os
import sys

FIXTURES = sys.argv[2]

SCRIPT_PAGE = b"""<!doctype html><html><head><title>My photo</title></head>
<body><div id="app"></div><script src="/static/app.js"></script></body></html>"""


def fixture(relative):
    with open(os.path.join(FIXTURES, relative), "rb") as handle:
        return handle.read()


# Host -> path -> (status, content type, body, or a fixture path).
ROUTES = {
    "haru8.mx2.co.kr": {
        "/@HF12ab": (200, "text/html", SCRIPT_PAGE),
        "/download/album/HF12ab/output/output.jpg": (200, "image/jpeg", "album/harufilm-pink.jpg"),
        "/@GONE01": (200, "text/html", SCRIPT_PAGE),
        "/@BUSY01": (200, "text/html", SCRIPT_PAGE),
        "/download/album/BUSY01/output/output.jpg": (503, "text/html", b"<html><body>busy</body></html>"),
    },
    "photoqr3.kr": {
        "/20251120/Ab12/index.html": (200, "text/html", SCRIPT_PAGE),
        "/20251120/Ab12/a.jpg": (200, "image/jpeg", "album/photosignature-mono.jpg"),
    },
    # A look-alike: were the flow chosen by "contains", the photo below would be taken.
    "haru8.mx2.co.kr.example": {
        "/@HF12ab": (200, "text/html", SCRIPT_PAGE),
        "/download/album/HF12ab/output/output.jpg": (200, "image/jpeg", "album/harufilm-pink.jpg"),
    },
}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *arguments):
        pass

    def do_GET(self):
        host = (self.headers.get("Host") or "").split(":")[0]
        route = ROUTES.get(host, {}).get(self.path.split("?")[0])
        status, content_type, body = route or (404, "text/html", b"<html><body>Not Found</body></html>")
        if isinstance(body, str):
            body = fixture(body)
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
