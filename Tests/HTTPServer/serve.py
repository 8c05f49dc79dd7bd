#!/usr/bin/env python3
"""The end-to-end tests' own web server: booth-like answers on 127.0.0.1 only.

Usage: serve.py FIXTURES_DIR [PORT]   (PORT 0 or absent: a free port)
Prints "PORT PID" on standard output and exits at once, leaving the server running in process PID
until it is sent SIGTERM or the process that started it is gone. Detaching matters: a long-lived
direct child would hold the descriptors the test process had open when it started (the pipes and
sockets through which Foundation's Process watches the other commands the tests run in
parallel), and those commands would never be seen to finish.
"""
import http.server
import os
import struct
import sys
import threading
import time
import zlib

FIXTURES = sys.argv[1]
PORT = int(sys.argv[2]) if len(sys.argv) > 2 else 0


def fixture(relative):
    with open(os.path.join(FIXTURES, relative), "rb") as handle:
        return handle.read()


def heavy_logo():
    """A 16x16 PNG made 240 KB by a text chunk: larger in bytes than the page's photo, not in pixels."""
    png = fixture("solid/red.png")
    text = b"Comment\x00" + b"logo " * 48000
    chunk = struct.pack(">I", len(text)) + b"tEXt" + text + struct.pack(">I", zlib.crc32(b"tEXt" + text))
    return png[:33] + chunk + png[33:]


PAGES = {
    "/og.html": b"""<!DOCTYPE html><html><head><meta charset="utf-8">
<meta property="og:title" content="Your photo">
<meta content="/files/og-photo.jpg?token=a&amp;b=1" property="og:image">
</head><body><img src="/files/decoy.png" width="10" height="10"></body></html>""",
    "/album/relative.html": b"""<html><body><h1>Download</h1>
<!-- <img src="commented-out.jpg"> -->
<img src='small.png'><a href="../files/big.jpg" download>original</a>
<script>var x = "<img src='script.jpg'>";</script>
</body></html>""",
    "/album/logo.html": b"""<html><body><img src="logo.png" alt="booth logo">
<img src="print.webp" alt="your photo"><a href="../files/small-but-heavy.png">logo</a></body></html>""",
    "/nophoto.html": b"""<!doctype html><html><head><title>Expired</title></head>
<body><p>This link has expired.</p><a href="/other.html">home</a></body></html>""",
}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *arguments):
        pass

    def send(self, status, body, content_type, headers=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def redirect(self, location):
        self.send(302, b"", "text/plain", [("Location", location)])

    def do_GET(self):
        path = self.path
        route = path.split("?")[0]
        if route in ("/photo.jpg", "/qr/photo.jpg"):
            self.send(200, fixture("album/lifefourcuts-sky.jpg"), "image/jpeg")
        elif route == "/qr/second.jpg":
            self.send(200, fixture("album/photoism-mint.jpg"), "image/jpeg")
        elif route == "/download":
            self.send(200, fixture("solid/pink.png"), "application/octet-stream")
        elif route in PAGES:
            self.send(200, PAGES[route], "text/html; charset=utf-8")
        elif route == "/files/og-photo.jpg":
            self.send(200, fixture("album/harufilm-pink.jpg"), "image/jpeg")
        elif route == "/files/decoy.png":
            self.send(200, fixture("solid/black.png"), "image/png")
        elif route == "/album/small.png":
            self.send(200, fixture("solid/red.png"), "image/png")
        elif route == "/album/logo.png":
            self.send(200, heavy_logo(), "image/png")
        elif route == "/album/print.webp":
            self.send(200, fixture("phone/harufilm-pink.webp"), "image/webp")
        elif route == "/files/small-but-heavy.png":
            self.send(200, heavy_logo(), "image/png")
        elif route == "/files/big.jpg":
            self.send(200, fixture("album/harufilm-sunset.jpg"), "image/jpeg")
        elif route.startswith("/hop/"):
            left = int(route[len("/hop/"):])
            if left == 0:
                self.redirect("/photo.jpg")
            else:
                self.redirect("/hop/%d" % (left - 1))
        elif route == "/loop":
            self.redirect("/loop")
        elif route == "/gone":
            self.send(404, b"<html><body>Not Found</body></html>", "text/html")
        elif route == "/deleted":
            self.send(410, b"gone", "text/plain")
        elif route == "/broken":
            self.send(500, b"oops", "text/plain")
        elif route == "/text":
            self.send(200, b"just some text, no photo here\n", "image/jpeg")
        elif route == "/corrupt.jpg":
            self.send(200, fixture("corrupt/truncated.jpg"), "image/jpeg")
        elif route == "/endless.jpg":
            self.send_response(200)
            self.send_header("Content-Type", "image/jpeg")
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(fixture("album/lifefourcuts-sky.jpg")[:2])
            chunk = b"\x00" * 65536
            try:
                while True:
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif route == "/stall.jpg":
            self.send_response(200)
            self.send_header("Content-Type", "image/jpeg")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            self.wfile.write(fixture("album/lifefourcuts-sky.jpg")[:100])
            self.wfile.flush()
            time.sleep(30)
        elif route == "/slow.jpg":
            body = fixture("album/lifefourcuts-sky.jpg")
            self.send_response(200)
            self.send_header("Content-Type", "image/jpeg")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                for start in range(0, len(body), 100):
                    self.wfile.write(body[start:start + 100])
                    self.wfile.flush()
                    time.sleep(0.5)
            except (BrokenPipeError, ConnectionResetError):
                pass
        else:
            self.send(404, b"no such page", "text/plain")


server = http.server.ThreadingHTTPServer(("127.0.0.1", PORT), Handler)
server.daemon_threads = True
test_process = os.getppid()
child = os.fork()
if child > 0:
    print(server.server_address[1], child, flush=True)
    os._exit(0)

listening = server.fileno()
os.closerange(3, listening)
os.closerange(listening + 1, 65536)
null = os.open(os.devnull, os.O_RDWR)
for descriptor in (0, 1, 2):
    os.dup2(null, descriptor)


def exit_with_test_process():
    while True:
        try:
            os.kill(test_process, 0)
        except ProcessLookupError:
            os._exit(0)
        time.sleep(0.5)


threading.Thread(target=exit_with_test_process, daemon=True).start()
server.serve_forever()
