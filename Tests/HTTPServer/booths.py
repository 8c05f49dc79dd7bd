"""Booth download servers under their real host names, for poki's per-brand flows (issue #26).

Run inside a private network namespace whose /etc/hosts sends the hosts below to 127.0.0.1
(Tests/pokiTests/BoothFlowTests.swift): `python3 booths.py HTTP_PORT FIXTURES [HTTPS_PORT CERT KEY]`.
Each host answers as the brand's own server does, by the Host header (lower case, without its
port) and the path, on plain HTTP and, when HTTPS_PORT, CERT and KEY are given, on HTTPS with that
certificate (Tests/HTTPServer/make_test_ca.sh makes one for every host: `python3 booths.py --hosts`
prints them, one line, for the CA and for /etc/hosts). Both ports serve the same routes: pages
that draw the photo by script (a reader of the page finds no <img>), redirects a client follows
without opening where they lead, the brands' APIs, and the photo and the video where the brand's
app fetches them. GET and POST are answered alike (but for the one POST-only API), HEAD without the
body; anything else is 405. Unmatched: 404 HTML (S3 hosts: 404 NoSuchKey XML). Silent: no logging.

Routes ("?k=v" matches those query parameters and ignores the others; "any query" takes any):

| host | path | answer | fixture |
|---|---|---|---|
| haru8.mx2.co.kr (하루필름) | /@HF12ab, /@GONE01, /@BUSY01 | 200 SCRIPT_PAGE | |
| | /download/album/HF12ab/output/output.jpg | 200 photo | album/harufilm-pink.jpg |
| | /download/album/BUSY01/output/output.jpg | 503 HTML | |
| | /base_api?command=albumdn&albumCode=HF12ab&type=photo | 200 photo | album/harufilm-pink.jpg |
| | /base_api?command=albumdn&albumCode=HF12ab&type=video | 200 video | video/session.mp4 |
| haru8.mx2.co.kr.example (look-alike) | /@HF12ab, /download/album/HF12ab/output/output.jpg | as haru8.mx2.co.kr | album/harufilm-pink.jpg |
| photoqr3.kr (포토 시그니쳐) | /20251120/Ab12/index.html | 200 SCRIPT_PAGE | |
| | /20251120/Ab12/a.jpg | 200 photo | album/photosignature-mono.jpg |
| | /20251120/Ab12/video.mp4 | 200 video (output.mp4: 404) | video/session.mp4 |
| api.life4cut.net (인생네컷) | /L4C123 | 302 https://download.life4cut.net/webQr?bucket=release-renewal-s3&region=ap-northeast-2&folderPath=/QRimage/20251120/770/7f3a-uuid | |
| | /L4CGONE | 302 the same, folderPath=/QRimage/20251120/770/gone-uuid | |
| | /L4CNOVID | 302 the same, folderPath=/QRimage/20251120/770/novideo-uuid | |
| api.life4cut.net.example (look-alike) | /L4C123 | 302 the same link as api.life4cut.net's | |
| download.life4cut.net | /webQr (any query) | 200 SCRIPT_PAGE | |
| release-renewal-s3.s3.ap-northeast-2.amazonaws.com | any key, without a Referer starting https://download.life4cut.net | 403 AccessDenied XML (the bucket policy, before the key is looked up) | |
| | /QRimage/20251120/770/7f3a-uuid/image.jpg | 200 photo | album/lifefourcuts-sky.jpg |
| | /QRimage/20251120/770/7f3a-uuid/video.mp4 | 200 video | video/session.mp4 |
| | /QRimage/20251120/770/novideo-uuid/image.jpg | 200 photo (video.mp4: 404 NoSuchKey) | prints/strip-white-backdrop.jpg |
| | /QRimage/20251120/770/gone-uuid/image.jpg, video.mp4 | 404 NoSuchKey XML | |
| qr.seobuk.kr (포토이즘) | /s/8ijZsg_ | 302 https://photoism.seobuk.kr/web/?u=UID8ijZ (that page is not served) | |
| | /s/GONE, /s/NOTVID, /s/BIGVID, /s/SLOWVID | 302 the same, u=UIDGONE, UIDNOTVID, UIDBIGVID, UIDSLOWVID | |
| cmsapi.seobuk.kr | POST /v1/etc/seq/resource | Content-Type not application/json: 415; no JSON object with a string "uid": 400; GET or HEAD: 405. UIDGONE: 200 {"code":1003,"message":"만료된 QR입니다"}; an unknown uid: 200 {"code":1003}; the other UIDs: 200 {"code":200,"content":{"fileInfo":{"picFile":{"path":".../<uid>/pic.jpg"},"vidFile":{"path":".../<uid>/vid.mp4"}}}} on the host below | |
| photoism-cms-prd.s3.ap-northeast-2.amazonaws.com | /UID8ijZ/pic.jpg | 200 photo | album/photoism-mint.jpg |
| | /UID8ijZ/vid.mp4 | 200 video | video/session.mp4 |
| | /UIDNOTVID/pic.jpg | 200 photo | prints/grid2x2-pastel.jpg |
| | /UIDNOTVID/vid.mp4 | 200 text/html, a "video player" page | video/not-a-video.mp4 |
| | /UIDBIGVID/pic.jpg | 200 photo | prints/grid2x3-white.jpg |
| | /UIDBIGVID/vid.mp4 | 200 video/mp4 of 3 MiB: the video, then a `free` box of zeros to 3,145,728 bytes | video/session.mp4 + padding |
| | /UIDSLOWVID/pic.jpg | 200 photo | prints/sheet-two-strips.jpg |
| | /UIDSLOWVID/vid.mp4 | 200, Content-Length of the whole video, its first 1,000 bytes, then 60 s of nothing, then the connection closes | video/session.mp4 |
| pgshort.aprd.io (포토그레이) | /AbC1 | 302 https://photogray-download.aprd.io/?id=<PHOTOGRAY_ID>: standard base64 of "sessionId=SESS42&mode=qr&lang=ko" | |
| photogray-download.aprd.io | / (any query) | 200 SCRIPT_PAGE | |
| pg-qr-resource.aprd.io | /SESS42/image.jpg | 200 photo | prints/strip-pastel-stickers.jpg |
| | /SESS42/video.mp4 | 200 video (timelapse.mp4: 404) | video/session.mp4 |
| photosignature-viewer.web.app | /view/SIG77 | 200 SCRIPT_PAGE | |
| photosignature-asset-cdn.photosignature.workers.dev | /sessions/SIG77/final.jpg | 200 photo | prints/grid2x2-navy.jpg |
| kor1.monomansion.net (모노맨션) | /?qrcode=MM1 | 200 SCRIPT_PAGE | |
| | /api/download.php?qrcode=MM1&type=P | 200 photo | prints/strip1x3-dotted.jpg |
| | /api/download.php?qrcode=MM1&type=V | 200 video | video/session.mp4 |
| picdot.kr (픽닷) | /?qrcode=PD1 | 200 SCRIPT_PAGE | |
| | /api/download.php?qrcode=PD1&type=P | 200 photo | prints/horizontal-lavender.jpg |
| | /api/download.php?qrcode=PD1&type=V | 200 video | video/session.mp4 |
| qr.mono-mansion.com (모노맨션, newer) | /s/MM2 | 200 MONO_MANSION_PAGE: <a href> the photo (with a query), <button data-url> the video, <img src="/logo.png"> | |
| | /logo.png | 200 a 2x2 PNG | render/checker-2x2.png |
| kr.object.ncloudstorage.com | /mono-qr/2025/MM2_COMPLETE.jpg (any query) | 200 photo | prints/sheet-two-strips-black.jpg |
| | /mono-qr/2025/MM2_VIDEO.mp4 (any query) | 200 video | video/session.mp4 |
| x.dontlxxkup.kr (돈룩업) | /image/image_20251120_77.jpg | 200 SCRIPT_PAGE | |
| | /uploads/image_20251120_77.jpg | 200 photo | prints/grid2x3-gradient.jpg |
| | /uploads/video_20251120_77.mp4 | 200 video | video/session.mp4 |
| | /image/image_20251120_00.jpg | 302 /delete (a deleted photo) | |
| | /delete | 200 <html>삭제된 사진입니다</html> | |
| t9.pixpixlink.com (PixPixLink) | /?id=PX1 | 200 SCRIPT_PAGE | |
| | /take/PX1.jpg | 200 photo | prints/single-white.jpg |
| | /take/PX1.mp4 | 200 video | video/session.mp4 |
| t.pixpixlink.com | /g4?d=T4797&i=SoaV | 200 SCRIPT_PAGE | |
| | /t/T4797/SoaV.jpg | 200 photo | prints/strip-white.jpg |
| | /t/T4797/SoaV.mp4 | 200 video | video/session.mp4 |

Each link's photo is its own file, so that one album takes them all (poki refuses a second copy by
SHA-256): but haru8.mx2.co.kr's two photo URLs and its look-alike give album/harufilm-pink.jpg, and
the api.life4cut.net.example look-alike leads to the 7f3a-uuid photo. Every video is
video/session.mp4 (UIDBIGVID's padded to 3 MiB, UIDNOTVID's an HTML page).
"""
import base64
import http.server
import json
import os
import ssl
import struct
import sys
import threading
import time
import urllib.parse

SCRIPT_PAGE = b"""<!doctype html><html><head><title>My photo</title></head>
<body><div id="app"></div><script src="/static/app.js"></script></body></html>"""

NOT_FOUND = b"<html><body>Not Found</body></html>"

VIDEO = "video/session.mp4"
NOT_A_VIDEO = "video/not-a-video.mp4"

LIFE4CUT_BUCKET = "release-renewal-s3.s3.ap-northeast-2.amazonaws.com"
LIFE4CUT_REFERER = "https://download.life4cut.net"


def life4cut_link(folder):
    return ("https://download.life4cut.net/webQr?bucket=release-renewal-s3&region=ap-northeast-2"
            f"&folderPath=/QRimage/20251120/770/{folder}")


PHOTOISM_MEDIA = "https://photoism-cms-prd.s3.ap-northeast-2.amazonaws.com"
# The uids the resource API knows: all but UIDGONE have a photo and a video.
PHOTOISM_UIDS = ["UID8ijZ", "UIDGONE", "UIDNOTVID", "UIDBIGVID", "UIDSLOWVID"]

PHOTOGRAY_ID = base64.b64encode(b"sessionId=SESS42&mode=qr&lang=ko").decode()

MONO_MANSION_PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>MONO MANSION</title></head>
<body><img src="/logo.png" alt="MONO MANSION" width="2" height="2">
<a href="https://kr.object.ncloudstorage.com/mono-qr/2025/MM2_COMPLETE.jpg?X-Amz=1&amp;y=2">사진 저장</a>
<button data-url="https://kr.object.ncloudstorage.com/mono-qr/2025/MM2_VIDEO.mp4">영상 저장</button>
</body></html>""".encode()

DELETED_PAGE = "<html>삭제된 사진입니다</html>".encode()

# The size of UIDBIGVID's video: over a `--max-size 1M`.
BIG_VIDEO_SIZE = 3 * 1024 * 1024
# What UIDSLOWVID's video sends before it stalls, and how long it stalls.
SLOW_VIDEO_PREFIX = 1000
SLOW_VIDEO_STALL = 60


# MARK: - Answers

def page(body, status=200, content_type="text/html; charset=utf-8"):
    return (status, content_type, body)


def photo(relative):
    return (200, "image/jpeg", relative)


def video(relative=VIDEO):
    return (200, "video/mp4", relative)


def redirect(location):
    return (302, "text/html; charset=utf-8", b"<html><body>Moved</body></html>", {"Location": location})


def s3_error(status, code, message, key=None):
    """An S3 REST error as the service writes it."""
    body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>%s</Code><Message>%s</Message>' % (code, message)
    if key is not None:
        body += "<Key>%s</Key>" % key
    body += "<RequestId>4442587FB7D0A2F9</RequestId><HostId>poki-test-booth</HostId></Error>"
    return (status, "application/xml", body.encode())


def no_such_key(path):
    return s3_error(404, "NoSuchKey", "The specified key does not exist.", path.lstrip("/"))


# MARK: - Routes

# Host -> [(path, query parameters that must match, or None for any query, answer)], tried in
# order. An answer is (status, content type, bytes or a path under FIXTURES[, headers]), or a
# function of the handler that answers itself.
ROUTES = {
    "haru8.mx2.co.kr": [
        ("/@HF12ab", None, page(SCRIPT_PAGE)),
        ("/download/album/HF12ab/output/output.jpg", None, photo("album/harufilm-pink.jpg")),
        ("/@GONE01", None, page(SCRIPT_PAGE)),
        ("/@BUSY01", None, page(SCRIPT_PAGE)),
        ("/download/album/BUSY01/output/output.jpg", None, page(b"<html><body>busy</body></html>", 503)),
        ("/base_api", {"command": "albumdn", "albumCode": "HF12ab", "type": "video"}, video()),
        ("/base_api", {"command": "albumdn", "albumCode": "HF12ab", "type": "photo"}, photo("album/harufilm-pink.jpg")),
    ],
    "photoqr3.kr": [
        ("/20251120/Ab12/index.html", None, page(SCRIPT_PAGE)),
        ("/20251120/Ab12/a.jpg", None, photo("album/photosignature-mono.jpg")),
        ("/20251120/Ab12/video.mp4", None, video()),
    ],
    # A look-alike: were the flow chosen by "contains", the photo below would be taken.
    "haru8.mx2.co.kr.example": [
        ("/@HF12ab", None, page(SCRIPT_PAGE)),
        ("/download/album/HF12ab/output/output.jpg", None, photo("album/harufilm-pink.jpg")),
    ],

    # 인생네컷: a short link, the download page it redirects to, and S3 behind a Referer policy.
    "api.life4cut.net": [
        ("/L4C123", None, redirect(life4cut_link("7f3a-uuid"))),
        ("/L4CGONE", None, redirect(life4cut_link("gone-uuid"))),
        ("/L4CNOVID", None, redirect(life4cut_link("novideo-uuid"))),
    ],
    # A look-alike of the short link host, leading to the real download page.
    "api.life4cut.net.example": [
        ("/L4C123", None, redirect(life4cut_link("7f3a-uuid"))),
    ],
    "download.life4cut.net": [
        ("/webQr", None, page(SCRIPT_PAGE)),
    ],
    LIFE4CUT_BUCKET: [
        ("/QRimage/20251120/770/7f3a-uuid/image.jpg", None, photo("album/lifefourcuts-sky.jpg")),
        ("/QRimage/20251120/770/7f3a-uuid/video.mp4", None, video()),
        ("/QRimage/20251120/770/novideo-uuid/image.jpg", None, photo("prints/strip-white-backdrop.jpg")),
    ],

    # 포토이즘: a short link to a page whose `u` the resource API takes, media on S3.
    "qr.seobuk.kr": [
        ("/s/8ijZsg_", None, redirect("https://photoism.seobuk.kr/web/?u=UID8ijZ")),
        ("/s/GONE", None, redirect("https://photoism.seobuk.kr/web/?u=UIDGONE")),
        ("/s/NOTVID", None, redirect("https://photoism.seobuk.kr/web/?u=UIDNOTVID")),
        ("/s/BIGVID", None, redirect("https://photoism.seobuk.kr/web/?u=UIDBIGVID")),
        ("/s/SLOWVID", None, redirect("https://photoism.seobuk.kr/web/?u=UIDSLOWVID")),
    ],
    "cmsapi.seobuk.kr": [
        ("/v1/etc/seq/resource", None, lambda handler: handler.photoism_resource()),
    ],
    "photoism-cms-prd.s3.ap-northeast-2.amazonaws.com": [
        ("/UID8ijZ/pic.jpg", None, photo("album/photoism-mint.jpg")),
        ("/UID8ijZ/vid.mp4", None, video()),
        ("/UIDNOTVID/pic.jpg", None, photo("prints/grid2x2-pastel.jpg")),
        ("/UIDNOTVID/vid.mp4", None, page(NOT_A_VIDEO)),
        ("/UIDBIGVID/pic.jpg", None, photo("prints/grid2x3-white.jpg")),
        ("/UIDBIGVID/vid.mp4", None, lambda handler: handler.big_video()),
        ("/UIDSLOWVID/pic.jpg", None, photo("prints/sheet-two-strips.jpg")),
        ("/UIDSLOWVID/vid.mp4", None, lambda handler: handler.slow_video()),
    ],

    # 포토그레이: a short link to a page whose `id` holds the session, media by session.
    "pgshort.aprd.io": [
        ("/AbC1", None, redirect(f"https://photogray-download.aprd.io/?id={PHOTOGRAY_ID}")),
    ],
    "photogray-download.aprd.io": [
        ("/", None, page(SCRIPT_PAGE)),
    ],
    "pg-qr-resource.aprd.io": [
        ("/SESS42/image.jpg", None, photo("prints/strip-pastel-stickers.jpg")),
        ("/SESS42/video.mp4", None, video()),
    ],

    # 포토 시그니쳐's newer viewer and its asset host.
    "photosignature-viewer.web.app": [
        ("/view/SIG77", None, page(SCRIPT_PAGE)),
    ],
    "photosignature-asset-cdn.photosignature.workers.dev": [
        ("/sessions/SIG77/final.jpg", None, photo("prints/grid2x2-navy.jpg")),
    ],

    # 모노맨션 and 픽닷: a page by `qrcode`, media from the same host's download script.
    "kor1.monomansion.net": [
        ("/", {"qrcode": "MM1"}, page(SCRIPT_PAGE)),
        ("/api/download.php", {"qrcode": "MM1", "type": "P"}, photo("prints/strip1x3-dotted.jpg")),
        ("/api/download.php", {"qrcode": "MM1", "type": "V"}, video()),
    ],
    "picdot.kr": [
        ("/", {"qrcode": "PD1"}, page(SCRIPT_PAGE)),
        ("/api/download.php", {"qrcode": "PD1", "type": "P"}, photo("prints/horizontal-lavender.jpg")),
        ("/api/download.php", {"qrcode": "PD1", "type": "V"}, video()),
    ],
    # 모노맨션's newer page links its media on object storage.
    "qr.mono-mansion.com": [
        ("/s/MM2", None, page(MONO_MANSION_PAGE)),
        ("/logo.png", None, (200, "image/png", "render/checker-2x2.png")),
    ],
    "kr.object.ncloudstorage.com": [
        ("/mono-qr/2025/MM2_COMPLETE.jpg", None, photo("prints/sheet-two-strips-black.jpg")),
        ("/mono-qr/2025/MM2_VIDEO.mp4", None, video()),
    ],

    # 돈룩업: a page named like the photo; a deleted one redirects to /delete.
    "x.dontlxxkup.kr": [
        ("/image/image_20251120_77.jpg", None, page(SCRIPT_PAGE)),
        ("/uploads/image_20251120_77.jpg", None, photo("prints/grid2x3-gradient.jpg")),
        ("/uploads/video_20251120_77.mp4", None, video()),
        ("/image/image_20251120_00.jpg", None, redirect("/delete")),
        ("/delete", None, page(DELETED_PAGE)),
    ],

    # PixPixLink: one server per booth (t9) by `id`, and t.pixpixlink.com by `d` and `i`.
    "t9.pixpixlink.com": [
        ("/", {"id": "PX1"}, page(SCRIPT_PAGE)),
        ("/take/PX1.jpg", None, photo("prints/single-white.jpg")),
        ("/take/PX1.mp4", None, video()),
    ],
    "t.pixpixlink.com": [
        ("/g4", {"d": "T4797", "i": "SoaV"}, page(SCRIPT_PAGE)),
        ("/t/T4797/SoaV.jpg", None, photo("prints/strip-white.jpg")),
        ("/t/T4797/SoaV.mp4", None, video()),
    ],
}

# Hosts that answer as S3 does: an unknown key is NoSuchKey.
S3_HOSTS = {LIFE4CUT_BUCKET, "photoism-cms-prd.s3.ap-northeast-2.amazonaws.com"}


def route(host, path, query):
    for route_path, wanted, answer in ROUTES.get(host, []):
        if route_path == path and (wanted is None or all(query.get(name) == value for name, value in wanted.items())):
            return answer
    return None


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # An idle kept-alive connection is let go after this many seconds.
    timeout = 30
    fixtures = None
    head = False

    def log_message(self, format, *arguments):
        pass

    def do_GET(self):
        self.answer()

    def do_POST(self):
        self.answer()

    def do_HEAD(self):
        self.answer(head=True)

    def answer(self, head=False):
        self.head = head
        self.request_body = self.read_body()
        self.host = (self.headers.get("Host") or "").split(":")[0].lower()
        parts = urllib.parse.urlsplit(self.path)
        self.route_path = parts.path
        # The first value of each parameter, as the brands' servers read them.
        self.query = {}
        for name, value in urllib.parse.parse_qsl(parts.query, keep_blank_values=True):
            self.query.setdefault(name, value)

        if self.host == LIFE4CUT_BUCKET and not (self.headers.get("Referer") or "").startswith(LIFE4CUT_REFERER):
            return self.send(*s3_error(403, "AccessDenied", "Access Denied"))
        answer = route(self.host, self.route_path, self.query)
        if answer is None:
            if self.host in S3_HOSTS:
                return self.send(*no_such_key(self.route_path))
            return self.send(404, "text/html; charset=utf-8", NOT_FOUND)
        if callable(answer):
            return answer(self)
        return self.send(*answer)

    def read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def fixture(self, relative):
        with open(os.path.join(self.fixtures, relative), "rb") as handle:
            return handle.read()

    def send(self, status, content_type, body, headers=None):
        if isinstance(body, str):
            body = self.fixture(body)
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if not self.head:
            self.wfile.write(body)

    def send_json(self, value):
        self.send(200, "application/json; charset=utf-8", json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode())

    # MARK: Answers that look at the request or take their time

    def photoism_resource(self):
        """포토이즘's resource API: POST {"uid": …} as JSON."""
        if self.command != "POST":
            return self.send(405, "application/json", b'{"message":"Method Not Allowed"}', {"Allow": "POST"})
        if (self.headers.get("Content-Type") or "").split(";")[0].strip().lower() != "application/json":
            return self.send(415, "application/json", b'{"message":"Unsupported Media Type"}')
        try:
            request = json.loads(self.request_body)
        except ValueError:
            request = None
        uid = request.get("uid") if isinstance(request, dict) else None
        if not isinstance(uid, str):
            return self.send(400, "application/json", b'{"message":"uid is required"}')
        if uid == "UIDGONE":
            return self.send_json({"code": 1003, "message": "만료된 QR입니다"})
        if uid not in PHOTOISM_UIDS:
            return self.send_json({"code": 1003})
        return self.send_json({"code": 200, "content": {"fileInfo": {
            "picFile": {"path": f"{PHOTOISM_MEDIA}/{uid}/pic.jpg"},
            "vidFile": {"path": f"{PHOTOISM_MEDIA}/{uid}/vid.mp4"},
        }}})

    def big_video(self):
        """The video, then a `free` box (which players skip) of zeros: 3 MiB, a real MP4 throughout."""
        data = self.fixture(VIDEO)
        padding = BIG_VIDEO_SIZE - len(data)
        self.send(200, "video/mp4", data + struct.pack(">I4s", padding, b"free") + bytes(padding - 8))

    def slow_video(self):
        """The whole video's length, its first bytes, then a stall: a client killed meanwhile has a part."""
        data = self.fixture(VIDEO)
        self.send_response(200)
        self.send_header("Content-Type", "video/mp4")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.head:
            return
        self.wfile.write(data[:SLOW_VIDEO_PREFIX])
        self.wfile.flush()
        time.sleep(SLOW_VIDEO_STALL)
        self.close_connection = True

    def refuse_method(self):
        """Any method but GET, POST and HEAD; its body is not read, so the connection ends here."""
        self.close_connection = True
        self.send(405, "text/html; charset=utf-8", b"<html><body>Method Not Allowed</body></html>",
                  {"Allow": "GET, POST, HEAD", "Connection": "close"})

    do_PUT = do_DELETE = do_PATCH = do_OPTIONS = refuse_method


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 64

    def handle_error(self, request, client_address):
        pass  # silent: a client that hangs up mid-answer is no news


class TLSServer(Server):
    def __init__(self, address, context):
        super().__init__(address, Handler)
        self.context = context

    def finish_request(self, request, client_address):
        # The handshake in the request's own thread, so that a slow or failing client holds up nobody.
        connection = self.context.wrap_socket(request, server_side=True)
        try:
            super().finish_request(connection, client_address)
        finally:
            connection.close()


def main(arguments):
    if arguments == ["--hosts"]:
        print(" ".join(ROUTES))
        return 0
    if len(arguments) not in (2, 5):
        print("usage: python3 booths.py HTTP_PORT FIXTURES [HTTPS_PORT CERT KEY] | --hosts", file=sys.stderr)
        return 2
    Handler.fixtures = arguments[1]
    servers = [Server(("127.0.0.1", int(arguments[0])), Handler)]
    if len(arguments) == 5:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(arguments[3], arguments[4])
        servers.append(TLSServer(("127.0.0.1", int(arguments[2])), context))
    threads = [threading.Thread(target=server.serve_forever, daemon=True) for server in servers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
