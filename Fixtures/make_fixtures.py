#!/usr/bin/env python3
"""Regenerates every fixture under Fixtures/ with known content. See Fixtures/README.md.

Needs Pillow, cjpeg (libjpeg-turbo-progs) and a C compiler with libjpeg headers (for YCCK);
for phone/, heif-enc, cwebp, img2webp, webpmux and exiftool; for video/, ffmpeg and exiftool.
Run from anywhere: python3 Fixtures/make_fixtures.py
"""
import base64
import importlib.util
import io
import json
import math
import random
import os
import struct
import subprocess
import sys
import tempfile
import zlib

from PIL import Image, ImageDraw, ImageOps

HERE = os.path.dirname(os.path.abspath(__file__))

# The two colours of the 70/30 split picture: left 70 % PINK, right 30 % BLUE.
PINK = (233, 75, 106)   # #E94B6A
BLUE = (42, 127, 191)   # #2A7FBF
GREEN = (0, 255, 0)


def path(*parts):
    full = os.path.join(HERE, *parts)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    return full


def write(relative, data):
    with open(path(relative), "wb") as handle:
        handle.write(data)


# MARK: - A minimal PNG encoder (every colour type, bit depth, Adam7, extra chunks)

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def pack_row(samples, bit_depth):
    """Packs a flat list of channel samples into bytes, MSB first for depths below 8."""
    if bit_depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if bit_depth == 8:
        return bytes(samples)
    out, accumulator, used = bytearray(), 0, 0
    for sample in samples:
        accumulator = (accumulator << bit_depth) | sample
        used += bit_depth
        if used == 8:
            out.append(accumulator)
            accumulator, used = 0, 0
    if used:
        out.append(accumulator << (8 - used))
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def png(pixels, colour_type, bit_depth, interlace=False, palette=None, trns=None, before_idat=(), after_idat=()):
    """pixels: rows of tuples of channel samples (already at `bit_depth`)."""
    height, width = len(pixels), len(pixels[0])
    raw = bytearray()
    if interlace:
        for x0, y0, dx, dy in ADAM7:
            columns = range(x0, width, dx)
            if not columns:
                continue
            for y in range(y0, height, dy):
                raw += b"\x00" + pack_row([s for x in columns for s in pixels[y][x]], bit_depth)
    else:
        for row in pixels:
            raw += b"\x00" + pack_row([s for pixel in row for s in pixel], bit_depth)
    data = b"\x89PNG\r\n\x1a\n"
    data += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bit_depth, colour_type, 0, 0, 1 if interlace else 0))
    if palette is not None:
        data += chunk(b"PLTE", b"".join(bytes(c) for c in palette))
    if trns is not None:
        data += chunk(b"tRNS", trns)
    for kind, body in before_idat:
        data += chunk(kind, body)
    data += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    for kind, body in after_idat:
        data += chunk(kind, body)
    return data + chunk(b"IEND", b"")


def split_grid(width, height, left, right, share=0.7):
    cut = round(width * share)
    return [[left if x < cut else right for x in range(width)] for _ in range(height)]


def scale16(colour):
    return tuple(c * 257 for c in colour)


def make_pngs():
    w = h = 100
    rgb8 = split_grid(w, h, PINK, BLUE)
    write("png/split-rgb8.png", png(rgb8, 2, 8))
    write("png/split-rgb16.png", png(split_grid(w, h, scale16(PINK), scale16(BLUE)), 2, 16))
    write("png/split-rgba8.png", png(split_grid(w, h, PINK + (255,), BLUE + (255,)), 6, 8))
    write("png/split-rgba16.png", png(split_grid(w, h, scale16(PINK + (255,)), scale16(BLUE + (255,))), 6, 16))
    write("png/split-palette8.png", png(split_grid(w, h, (0,), (1,)), 3, 8, palette=[PINK, BLUE]))
    write("png/split-palette4.png", png(split_grid(w, h, (2,), (5,)), 3, 4, palette=[GREEN, GREEN, PINK, GREEN, GREEN, BLUE]))
    write("png/split-palette1.png", png(split_grid(w, h, (0,), (1,)), 3, 1, palette=[PINK, BLUE]))
    write("png/split-rgb8-interlaced.png", png(rgb8, 2, 8, interlace=True))
    write("png/split-rgba16-interlaced.png", png(split_grid(w, h, scale16(PINK + (255,)), scale16(BLUE + (255,))), 6, 16, interlace=True))
    write("png/split-palette2-interlaced.png", png(split_grid(w, h, (3,), (1,)), 3, 2, interlace=True, palette=[GREEN, BLUE, GREEN, PINK]))
    # Odd sizes exercise Adam7 passes that are partly or wholly empty.
    write("png/split-odd-interlaced.png", png(split_grid(7, 3, PINK, BLUE, share=5 / 7), 2, 8, interlace=True))
    write("png/split-large-interlaced.png", png(split_grid(1000, 300, PINK, BLUE), 2, 8, interlace=True))
    write("png/split-large.png", png(split_grid(1000, 300, PINK, BLUE), 2, 8))
    # Grey at every depth: levels chosen so 8-bit values are LEFT_GREY / RIGHT_GREY after expansion.
    greys = {1: (0, 1), 2: (1, 3), 4: (4, 12), 8: (68, 204), 16: (68 * 257, 204 * 257)}
    for depth, (left, right) in greys.items():
        write(f"png/split-grey{depth}.png", png(split_grid(w, h, (left,), (right,)), 0, depth))
    write("png/split-grey1-interlaced.png", png(split_grid(w, h, (0,), (1,)), 0, 1, interlace=True))
    write("png/split-greyalpha8.png", png(split_grid(w, h, (68, 255), (204, 255)), 4, 8))
    write("png/split-greyalpha16.png", png(split_grid(w, h, (68 * 257, 65535), (204 * 257, 65535)), 4, 16))
    # tRNS: GREEN pixels made transparent by palette alpha, by RGB colour key and by grey key.
    stripes = [[(2,) if x % 2 else (0,) for x in range(512)] for _ in range(64)]
    write("png/trns-palette.png", png(stripes, 3, 8, palette=[PINK, BLUE, GREEN], trns=bytes([255, 255, 0])))
    keyed = [[GREEN if x % 2 else PINK for x in range(512)] for _ in range(64)]
    write("png/trns-rgb.png", png(keyed, 2, 8, trns=struct.pack(">HHH", *GREEN)))
    grey_keyed = [[(255,) if x % 2 else (68,) for x in range(512)] for _ in range(64)]
    write("png/trns-grey.png", png(grey_keyed, 0, 8, trns=struct.pack(">H", 255)))
    # Alternate columns transparent GREEN / opaque PINK, 4x wider than the sample: every sample
    # pixel mixes both, and must come out PINK at half alpha.
    write("png/alpha-stripes.png", png([[GREEN + (0,) if x % 2 else PINK + (255,) for x in range(512)] for _ in range(64)], 6, 8))
    write("png/fully-transparent.png", png([[BLUE + (0,)] * 16 for _ in range(16)], 6, 8))


# MARK: - JPEG

def split_image(width=100, height=100):
    image = Image.new("RGB", (width, height), BLUE)
    image.paste(PINK, (0, 0, round(width * 0.7), height))
    return image


def cjpeg(image, relative, *arguments):
    with tempfile.NamedTemporaryFile(suffix=".ppm") as ppm:
        image.save(ppm.name)
        subprocess.run(["cjpeg", *arguments, "-outfile", path(relative), ppm.name], check=True)


def make_jpegs():
    split = split_image()
    split.save(path("jpeg/split-baseline.jpg"), quality=95)
    split.save(path("jpeg/split-progressive.jpg"), quality=95, progressive=True)
    split.save(path("jpeg/split-444.jpg"), quality=95, subsampling=0)
    split.save(path("jpeg/split-422.jpg"), quality=95, subsampling=1)
    split.save(path("jpeg/split-420.jpg"), quality=95, subsampling=2)
    split.convert("L").save(path("jpeg/split-grey.jpg"), quality=95)
    cjpeg(split, "jpeg/split-restart.jpg", "-quality", "95", "-restart", "1B")
    cjpeg(split, "jpeg/split-arithmetic.jpg", "-quality", "95", "-arithmetic")
    cjpeg(split, "jpeg/split-progressive-arithmetic.jpg", "-quality", "95", "-arithmetic", "-progressive")
    # Pillow writes CMYK inverted with an Adobe APP14 marker, as Photoshop does.
    split.convert("CMYK").save(path("jpeg/split-cmyk-adobe.jpg"), quality=95)
    make_ycck(split)
    # Larger than the working size, so the decoder scales by the DCT (1/2 here: 1000 / 2 >= 256).
    large = split_image(1000, 300)
    large.save(path("jpeg/split-large-baseline.jpg"), quality=90)
    large.save(path("jpeg/split-large-progressive.jpg"), quality=90, progressive=True)
    split_image(2400, 360).save(path("jpeg/split-eighth-progressive.jpg"), quality=90, progressive=True)
    make_plaids()


def plaid_image(width=2048, height=80):
    """Colour stripes a few pixels wide in every direction: every block has AC energy in every component."""
    data = bytearray()
    for y in range(height):
        for x in range(width):
            data += bytes((
                round(128 + 100 * math.sin(x / 3.0)),
                round(128 + 100 * math.sin(y / 2.5)),
                round(128 + 100 * math.sin((x + y) / 4.0)),
            ))
    return Image.frombytes("RGB", (width, height), bytes(data))


# DC first with two bits held back, every AC scan, then the DC refinements last: a decode that
# skipped a refinement would be off by whole quantisation steps.
DC_LAST_SCANS = """0,1,2: 0-0, 0, 2;
0: 1-63, 0, 0;
1: 1-63, 0, 0;
2: 1-63, 0, 0;
0,1,2: 0-0, 2, 1;
0,1,2: 0-0, 1, 0;
"""

# 4:2:0 chroma, which the 1/8 decode scales up by a 2x2 IDCT, in split bands and successive
# approximation steps: each refinement scan reads a correction bit for every coefficient that is
# already nonzero, so the decoder must remember which are, even those its IDCT never reads.
BANDS_SCANS = """0,1,2: 0-0, 0, 2;
0: 1-5, 0, 2;
2: 1-63, 0, 2;
1: 1-9, 0, 3;
1: 10-63, 0, 3;
1: 1-9, 3, 2;
1: 10-63, 3, 2;
1: 1-63, 2, 1;
1: 1-63, 1, 0;
2: 1-63, 2, 1;
2: 1-63, 1, 0;
0: 6-63, 0, 2;
0: 1-63, 2, 1;
0: 1-63, 1, 0;
0,1,2: 0-0, 2, 1;
0,1,2: 0-0, 1, 0;
"""


def make_plaids():
    # Decoded at 1/8 (2048 / 8 = 256, the working size): the progressive copies must give the baseline copies' samples.
    plaid = plaid_image()
    cjpeg(plaid, "jpeg/plaid-eighth-baseline.jpg", "-quality", "90")
    cjpeg(plaid, "jpeg/plaid-eighth-progressive.jpg", "-quality", "90", "-progressive")
    cjpeg(plaid, "jpeg/plaid-eighth-baseline-444.jpg", "-quality", "90", "-sample", "1x1")
    with tempfile.NamedTemporaryFile("w", suffix=".scans") as scans:
        scans.write(DC_LAST_SCANS)
        scans.flush()
        cjpeg(plaid, "jpeg/plaid-eighth-dc-last-444.jpg", "-quality", "90", "-sample", "1x1", "-scans", scans.name)
    with tempfile.NamedTemporaryFile("w", suffix=".scans") as scans:
        scans.write(BANDS_SCANS)
        scans.flush()
        cjpeg(plaid, "jpeg/plaid-eighth-bands.jpg", "-quality", "90", "-scans", scans.name)


def make_ycck(image):
    tool = os.path.join(tempfile.gettempdir(), "poki_write_ycck")
    subprocess.run(["cc", "-O2", "-o", tool, os.path.join(HERE, "tools", "write_ycck.c"), "-ljpeg"], check=True)
    # Adobe convention: stored CMYK is inverted (255 = no ink).
    inverted = bytes(255 - b for b in image.convert("CMYK").tobytes())
    with tempfile.NamedTemporaryFile(suffix=".cmyk") as raw:
        raw.write(inverted)
        raw.flush()
        subprocess.run([tool, str(image.width), str(image.height), raw.name, path("jpeg/split-ycck-adobe.jpg")], check=True)


# MARK: - EXIF

def tiff(orientation=None, date=None, offset=None, big_endian=False):
    """A TIFF-structured EXIF block: IFD0 (Orientation, Exif pointer) and an Exif IFD."""
    order = ">" if big_endian else "<"
    header = (b"MM\x00\x2a" if big_endian else b"II\x2a\x00") + struct.pack(order + "I", 8)
    ifd0 = []
    if orientation is not None:
        ifd0.append((0x0112, 3, 1, struct.pack(order + "HH", orientation, 0)))
    exif_entries = []
    extra = b""
    ifd0_size = 2 + 12 * (len(ifd0) + (1 if date else 0)) + 4
    exif_ifd_offset = 8 + ifd0_size
    if date:
        ifd0.append((0x8769, 4, 1, struct.pack(order + "I", exif_ifd_offset)))
        texts = [(0x9003, date.encode() + b"\x00")]
        if offset:
            texts.append((0x9011, offset.encode() + b"\x00"))
        exif_size = 2 + 12 * len(texts) + 4
        data_offset = exif_ifd_offset + exif_size
        for tag, text in texts:
            exif_entries.append((tag, 2, len(text), struct.pack(order + "I", data_offset + len(extra))))
            extra += text
    def directory(entries):
        body = struct.pack(order + "H", len(entries))
        for tag, kind, count, value in sorted(entries):
            body += struct.pack(order + "HHI", tag, kind, count) + value
        return body + struct.pack(order + "I", 0)
    block = header + directory(ifd0)
    if date:
        block += directory(exif_entries) + extra
    return block


def jpeg_with_exif(image, relative, block, quality=90, **options):
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=quality, **options)
    data = buffer.getvalue()
    app1 = b"Exif\x00\x00" + block
    segment = b"\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1
    write(relative, data[:2] + segment + data[2:])


def make_exif():
    # Stored 60x40 (landscape); orientations 5-8 display as 40x60.
    stored = split_image(60, 40)
    for orientation in range(1, 9):
        offset = "+09:00" if orientation % 2 == 0 else None
        block = tiff(orientation, f"2025:0{orientation}:1{orientation} 14:03:2{orientation}", offset, big_endian=orientation % 2 == 0)
        jpeg_with_exif(stored, f"exif/orientation-{orientation}.jpg", block)
    # A portrait photo as phones store it: landscape pixels, orientation 6 (rotate 90 degrees clockwise).
    portrait = Image.new("RGB", (120, 80), PINK)
    ImageDraw.Draw(portrait).rectangle((0, 0, 35, 79), fill=BLUE)
    jpeg_with_exif(portrait, "exif/portrait-orientation-6.jpg", tiff(6, "2026:11:20 14:03:22", "+09:00", big_endian=True))
    jpeg_with_exif(stored, "exif/malformed-exif.jpg", b"II\x2a\x00\xff\xff\x00\x00garbage")
    jpeg_with_exif(stored, "exif/bad-orientation.jpg", tiff(9, "2025:01:01 00:00:00"))
    jpeg_with_exif(stored, "exif/blank-date.jpg", tiff(1, "    :  :     :  :  "))
    grid = split_grid(60, 40, PINK, BLUE)
    write("exif/orientation-6-exif-after-idat.png",
          png(grid, 2, 8, after_idat=[(b"eXIf", tiff(6, "2024:02:29 23:59:59", "-05:00", big_endian=True))]))
    write("exif/orientation-8-exif-before-idat.png",
          png(grid, 2, 8, before_idat=[(b"eXIf", tiff(8, "2024:03:01 08:00:00"))]))
    # ImageMagick's way: EXIF in hexadecimal in a `Raw profile type exif` text chunk, after other text.
    comment = (b"tEXt", b"Comment\x00made by the fixtures script")
    write("exif/orientation-3-raw-profile.png",
          png(grid, 2, 8, before_idat=[comment, (b"tEXt", raw_profile(b"Exif\x00\x00" + tiff(3, "2024:05:05 10:00:00")))]))
    profile = raw_profile(tiff(6, "2024:06:06 12:00:00", "+02:00", big_endian=True))
    keyword, text = profile.split(b"\x00", 1)
    write("exif/orientation-6-raw-profile-ztxt.png",
          png(grid, 2, 8, after_idat=[comment, (b"zTXt", keyword + b"\x00\x00" + zlib.compress(text))]))


def raw_profile(block, name="exif"):
    """A tEXt body as ImageMagick writes a profile: keyword, then name, length and hex, 72 digits a line."""
    digits = block.hex()
    lines = "\n".join(digits[index:index + 72] for index in range(0, len(digits), 72))
    return f"Raw profile type {name}\x00".encode() + f"\n{name}\n{len(block):8d}\n{lines}\n".encode()


# MARK: - Solid colours

def make_solids():
    for name, colour in {"red": (255, 0, 0), "white": (255, 255, 255), "black": (0, 0, 0), "pink": PINK}.items():
        Image.new("RGB", (16, 16), colour).save(path(f"solid/{name}.png"))
        Image.new("RGB", (16, 16), colour).save(path(f"solid/{name}.jpg"), quality=95, subsampling=0)


# MARK: - Files poki must refuse

def make_refusals():
    good_png = open(path("png/split-rgb8.png"), "rb").read()
    good_jpeg = open(path("jpeg/split-baseline.jpg"), "rb").read()
    write("corrupt/truncated.png", good_png[: len(good_png) // 2])
    write("corrupt/truncated.jpg", good_jpeg[: len(good_jpeg) // 2])
    write("corrupt/truncated-progressive.jpg", open(path("jpeg/split-progressive.jpg"), "rb").read()[:400])
    # The DC-last plaid cut inside a dropped AC scan, and inside the last DC refinement.
    dc_last = open(path("jpeg/plaid-eighth-dc-last-444.jpg"), "rb").read()
    scans = [index for index in range(len(dc_last) - 1) if dc_last[index:index + 2] == b"\xff\xda"]
    write("corrupt/truncated-in-dropped-scan.jpg", dc_last[: (scans[1] + scans[2]) // 2])
    write("corrupt/truncated-in-dc-refinement.jpg", dc_last[: (scans[-1] + len(dc_last)) // 2])
    flipped = bytearray(good_png)
    flipped[len(flipped) // 2] ^= 0x10  # inside IDAT's compressed data
    write("corrupt/bitflip-data.png", bytes(flipped))
    flipped = bytearray(good_png)
    idat = flipped.index(b"IDAT")
    length = struct.unpack(">I", flipped[idat - 4:idat])[0]
    flipped[idat + 4 + length] ^= 0x01  # inside IDAT's CRC
    write("corrupt/bitflip-crc.png", bytes(flipped))
    flipped = bytearray(good_jpeg)
    start = flipped.index(b"\xff\xc0")  # SOF0: corrupt the component count
    flipped[start + 9] ^= 0x40
    write("corrupt/bitflip.jpg", bytes(flipped))
    write("corrupt/wrong-magic.png", b"\x89PNX" + good_png[4:])
    write("corrupt/empty.png", b"")
    huge = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 100000, 100000, 8, 2, 0, 0, 0))
    write("corrupt/huge.png", huge + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b""))
    sof = good_jpeg.index(b"\xff\xc0")
    huge_jpeg = bytearray(good_jpeg)
    huge_jpeg[sof + 5: sof + 9] = struct.pack(">HH", 60000, 60000)
    write("corrupt/huge.jpg", bytes(huge_jpeg))
    write("corrupt/png-named.jpg", good_png)
    write("other/holiday.heic", struct.pack(">I", 24) + b"ftypheic" + struct.pack(">I", 0) + b"mif1heic" + b"\x00" * 32)
    write("other/photo.avif", struct.pack(">I", 28) + b"ftypavif" + struct.pack(">I", 0) + b"avifmif1miaf" + b"\x00" * 32)
    small = split_image(20, 20)
    small.save(path("other/animation.gif"))
    small.save(path("other/image.webp"))
    small.save(path("other/image.bmp"))
    small.save(path("other/image.tiff"))
    write("other/notes.txt", b"Not an image, just some notes about the photo booth.\n")


# MARK: - Phone formats (issue #27): HEIF and WebP, made with libheif's and libwebp's own tools

def run_tool(*arguments):
    subprocess.run(arguments, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def make_phone():
    """HEIF by heif-enc (Debian: libheif-examples) and WebP by cwebp and img2webp (Debian: webp),
    from pictures of known content; exiftool adds the EXIF a phone would. The real iPhone file
    beside them (phone/iphone-grid-irot270-exif6.heic) comes from pillow_heif's tests, see
    phone/SOURCES.md."""
    os.makedirs(path("phone"), exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        def temporary(name):
            return os.path.join(scratch, name)

        # Stored 120x80, 70 % pink on the left, with a date and, for sharing, a location.
        stored = split_image(120, 80)
        stored.save(temporary("split.png"))
        jpeg_with_exif(stored, "phone/split-source.jpg", tiff(6, "2026:04:05 13:14:15", "+09:00", big_endian=True))
        run_tool("exiftool", "-q", "-overwrite_original", "-GPSLatitude=37.5665", "-GPSLatitudeRef=N", "-GPSLongitude=126.9780",
                 "-GPSLongitudeRef=E", path("phone/split-source.jpg"))
        # heif-enc copies the JPEG's EXIF, orientation 6 included, and adds no rotation of its own:
        # the file shows as stored (120x80), which is what HEIF says (its `irot`, not EXIF, turns it).
        run_tool("heif-enc", "-q", "90", "-o", path("phone/split-exif6-gps.heic"), path("phone/split-source.jpg"))
        run_tool("heif-enc", "-q", "90", "-o", path("phone/split-no-exif.heic"), temporary("split.png"))
        # 16-bit PNG input makes a 10-bit HEIF.
        rows = [[scale16(PINK if x < 84 else BLUE) for x in range(120)] for _ in range(80)]
        with open(temporary("split16.png"), "wb") as handle:
            handle.write(png(rows, 2, 16))
        run_tool("heif-enc", "-q", "90", "-b", "10", "-o", path("phone/split-10bit.heic"), temporary("split16.png"))
        # A thumbnail as large as the working image: the decode may use it.
        run_tool("heif-enc", "-q", "90", "-t", "64", "-o", path("phone/split-thumbnail.heic"), temporary("split.png"))

        run_tool("cwebp", "-quiet", "-q", "90", temporary("split.png"), "-o", path("phone/split.webp"))
        run_tool("cwebp", "-quiet", "-lossless", temporary("split.png"), "-o", path("phone/split-lossless.webp"))
        # The JPEG's EXIF (orientation 6, date, location) and an XMP packet with a location too,
        # put in by webpmux (exiftool 12.57 does not write WebP).
        exif = subprocess.run(["exiftool", "-b", "-Exif", path("phone/split-source.jpg")], check=True, capture_output=True).stdout
        with open(temporary("exif.bin"), "wb") as handle:
            handle.write(exif)
        with open(temporary("xmp.xml"), "w") as handle:
            handle.write('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
                         '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="37,33.99N" '
                         'exif:GPSLongitude="126,58.68E"/></rdf:RDF></x:xmpmeta>')
        run_tool("webpmux", "-set", "exif", temporary("exif.bin"), path("phone/split.webp"), "-o", temporary("with-exif.webp"))
        run_tool("webpmux", "-set", "xmp", temporary("xmp.xml"), temporary("with-exif.webp"), "-o", path("phone/split-exif6-gps.webp"))
        # Transparent on the right: alpha over white in a JPEG copy.
        alpha = Image.new("RGBA", (120, 80), (0, 0, 0, 0))
        alpha.paste(PINK + (255,), (0, 0, 84, 80))
        alpha.save(temporary("alpha.png"))
        run_tool("cwebp", "-quiet", "-q", "90", "-exact", temporary("alpha.png"), "-o", path("phone/split-alpha.webp"))
        # Two frames: pink-and-blue first, then all blue.
        Image.new("RGB", (120, 80), BLUE).save(temporary("blue.png"))
        run_tool("img2webp", "-lossless", "-d", "500", temporary("split.png"), temporary("blue.png"), "-o", path("phone/animated.webp"))

        # A four-cut print from a booth, as a phone or a messenger passes it on.
        run_tool("heif-enc", "-q", "92", "-o", path("phone/harufilm-pink.heic"), path("album/harufilm-pink.jpg"))
        run_tool("cwebp", "-quiet", "-q", "92", "-metadata", "exif", path("album/harufilm-pink.jpg"), "-o", path("phone/harufilm-pink.webp"))
        # Every EXIF orientation, from exif/orientation-N.jpg (stored 60x40): WebP applies it,
        # HEIF (no `irot` here) does not.
        for orientation in range(1, 9):
            source = path(f"exif/orientation-{orientation}.jpg")
            run_tool("cwebp", "-quiet", "-q", "90", "-metadata", "exif", source, "-o", path(f"phone/orientation-{orientation}.webp"))
            run_tool("heif-enc", "-q", "90", "-o", path(f"phone/orientation-{orientation}.heic"), source)
        # The share/ print with its download code and its GPS position, as an iPhone would keep it.
        run_tool("heif-enc", "-q", "90", "-o", path("phone/print-with-code-gps.heic"), path("share/print-with-code-gps.jpg"))

    make_turned_heif()
    for name in ["split-exif6-gps.heic", "split.webp"]:
        data = open(path("phone/" + name), "rb").read()
        write("phone/truncated-" + name, data[: len(data) * 2 // 3])
        flipped = bytearray(data)
        for index in range(len(flipped) // 2, len(flipped) // 2 + 64):
            flipped[index] ^= 0x5A
        write("phone/garbled-" + name, bytes(flipped))


# The `irot` and `imir` that show a picture as each EXIF orientation does, in the order applied.
HEIF_TURNS = {1: [], 2: [("imir", 1)], 3: [("irot", 2)], 4: [("imir", 0)], 5: [("irot", 1), ("imir", 0)],
              6: [("irot", 3)], 7: [("irot", 3), ("imir", 0)], 8: [("irot", 1)]}


def make_turned_heif():
    """phone/turned-N.heic: the picture of phone/orientation-1.heic (stored 60x40) turned by HEIF's
    own `irot` and `imir` as EXIF orientation N turns exif/orientation-N.jpg, with that EXIF too, as
    iPhones write both. heif-enc writes no turns, so heif_container.py puts the boxes together."""
    import heif_container
    picture = open(path("phone/orientation-1.heic"), "rb").read()
    for orientation in range(2, 9):
        exif = tiff(orientation, f"2025:0{orientation}:1{orientation} 14:03:2{orientation}")
        write(f"phone/turned-{orientation}.heic", heif_container.turned_file(picture, HEIF_TURNS[orientation], exif))


# MARK: - Video: what booths give beside the photo, and what a phone keeps with a live photo

# Where livephoto.mov says it was taken (Seoul City Hall), as ISO 6709 and as exiftool reads it.
VIDEO_LOCATION = ("37.5665 N", "126.9780 E")

NOT_A_VIDEO = b"""<!doctype html>
<html><head><meta charset="utf-8"><title>My video</title></head>
<body><div id="player">video player</div><script src="/static/player.js"></script></body></html>
"""


def make_video():
    """Short clips by ffmpeg (Debian: ffmpeg, with libx264), for the booths' `--url` flows that
    give a video beside the photo (Tests/HTTPServer/booths.py serves them); exiftool puts in the
    location an iPhone writes. The tests only read these files: they need neither tool.

    - session.mp4: 2 s of ffmpeg's moving test pattern (testsrc2), 320x480 at 15 fps, H.264
      (yuv420p, the moov before the mdat: +faststart), no audio and no metadata, location or date.
    - livephoto.mov: 1 s of the same, QuickTime, with a location where an iPhone keeps it, twice:
      moov/meta (handler mdta) key com.apple.quicktime.location.ISO6709, and moov/udta ©xyz.
    - not-a-video.mp4: an HTML page under a video's name, as a booth's server may answer."""
    os.makedirs(path("video"), exist_ok=True)
    pattern = ["ffmpeg", "-nostdin", "-y", "-f", "lavfi", "-i"]
    h264 = ["-c:v", "libx264", "-preset", "slow", "-crf", "30", "-pix_fmt", "yuv420p", "-threads", "1",
            "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-movflags", "+faststart"]
    run_tool(*pattern, "testsrc2=size=320x480:rate=15:duration=2", *h264, path("video/session.mp4"))
    run_tool(*pattern, "testsrc2=size=320x480:rate=15:duration=1", *h264, "-f", "mov", path("video/livephoto.mov"))
    # exiftool writes Keys:GPSCoordinates as the meta box's com.apple.quicktime.location.ISO6709
    # (`+37.5665+126.978/`) and UserData:GPSCoordinates as udta's ©xyz, the QuickTime Player one.
    location = ", ".join(VIDEO_LOCATION)
    run_tool("exiftool", "-q", "-overwrite_original", f"-Keys:GPSCoordinates={location}",
             f"-UserData:GPSCoordinates={location}", path("video/livephoto.mov"))
    write("video/not-a-video.mp4", NOT_A_VIDEO)
    make_hidden_locations()


def mp4_boxes(data, start=0, end=None):
    """(type, start, end, content start) of each box tiling data[start:end]."""
    end = len(data) if end is None else end
    boxes = []
    while start + 8 <= end:
        size, kind = struct.unpack(">I4s", data[start:start + 8])
        header = 8
        if size == 1:
            size, header = struct.unpack(">Q", data[start + 8:start + 16])[0], 16
        elif size == 0:
            size = end - start
        boxes.append((kind, start, start + size, start + header))
        start += size
    return boxes


def mp4_box(kind, content):
    return struct.pack(">I4s", 8 + len(content), kind) + content


def make_hidden_locations():
    """livephoto.mov's location where exiftool still finds it but a walker of the usual boxes
    does not (issue #26's review): its Keys `meta` box moved into `moov/meco`, and the same box
    in a `moof/traf` appended after the movie of session.mp4. Neither plays differently."""
    live = open(path("video/livephoto.mov"), "rb").read()
    moov = next(box for box in mp4_boxes(live) if box[0] == b"moov")
    meta = next(box for box in mp4_boxes(live, moov[3], moov[2]) if box[0] == b"meta")
    meta_bytes = live[meta[1]:meta[2]]
    children = live[moov[3]:meta[1]] + mp4_box(b"meco", meta_bytes) + live[meta[2]:moov[2]]
    moved = bytearray(live[:moov[1]] + mp4_box(b"moov", children) + live[moov[2]:])
    # The moov comes before the mdat (+faststart): the samples move by the 8 bytes of meco's header.
    if moov[1] < next(box for box in mp4_boxes(live) if box[0] == b"mdat")[1]:
        def patch(start, end):
            for kind, box_start, box_end, content in mp4_boxes(moved, start, end):
                if kind in (b"trak", b"mdia", b"minf", b"stbl"):
                    patch(content, box_end)
                elif kind == b"stco":
                    count = struct.unpack(">I", moved[content + 4:content + 8])[0]
                    for entry in range(content + 8, content + 8 + 4 * count, 4):
                        moved[entry:entry + 4] = struct.pack(">I", struct.unpack(">I", moved[entry:entry + 4])[0] + 8)
        new_moov = next(box for box in mp4_boxes(moved) if box[0] == b"moov")
        patch(new_moov[3], new_moov[2])
    write("video/location-in-meco.mov", bytes(moved))
    session = open(path("video/session.mp4"), "rb").read()
    write("video/location-in-moof.mp4", session + mp4_box(b"moof", mp4_box(b"traf", meta_bytes)))


# MARK: - Hostile files (issue #10): each one cost minutes or gigabytes before it was fixed

# The reproductions as filed, byte for byte.
TEXT_2GB_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1Pef////3RFWHQ="
ELEVEN_DC_SCANS_JPEG = (
    "/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/ygALCAvt"
    "/9wBAREA/9oACAEBAAAAAP/aAAgBAQAAAAD/2gAIAQEAAAAA/9oACAEBAAAAAP/aAAgBAQAAAAD/2gAIAQEAAAAA/9oACAEBAAAAAP/a"
    "AAgBAQAAAAD/2gAIAQEAAAAA/9oACAEBAAAAAP/aAAgBAQAAAAD/2Q=="
)
THREE_SEQUENTIAL_SCANS_JPEG = (
    "/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/yQARCAvt"
    "/9wDAREAAhEAAxEA/9oACAEBAAA/AP/aAAgBAgAAPwD/2gAIAQMAAD8A/9k="
)


def repeat_scans(data, count):
    """The file with its last scan repeated until it has `count` scans."""
    scans = [index for index in range(len(data) - 1) if data[index:index + 2] == b"\xff\xda"]
    end = data.rindex(b"\xff\xd9")
    last = data[scans[-1]:end]
    return data[:end] + last * (count - len(scans)) + data[end:]


def make_hostile():
    text_png = base64.b64decode(TEXT_2GB_PNG)
    write("hostile/png-text-2gb.png", text_png)
    # The same 2^31-1 bytes declared by the other chunks libpng would allocate for.
    for kind in (b"zTXt", b"iTXt", b"sPLT", b"eXIf", b"iCCP"):
        write(f"hostile/png-{kind.decode().lower()}-2gb.png", text_png.replace(b"tEXt", kind))
    # zTXt whose raw EXIF profile inflates without end (64 MiB of spaces in 64 KB).
    bomb = zlib.compress(b"\nexif\n      64\n" + b" " * (1 << 26), 9)
    grid = split_grid(8, 8, PINK, BLUE)
    write("hostile/png-raw-profile-bomb.png", png(grid, 2, 8, before_idat=[(b"zTXt", b"Raw profile type exif\x00\x00" + bomb)]))
    eleven = base64.b64decode(ELEVEN_DC_SCANS_JPEG)
    write("hostile/jpeg-11-dc-scans.jpg", eleven)
    write("hostile/jpeg-101-dc-scans.jpg", repeat_scans(eleven, 101))
    write("hostile/jpeg-6501-dc-scans.jpg", repeat_scans(eleven, 6501))
    write("hostile/jpeg-3-sequential-scans.jpg", base64.b64decode(THREE_SEQUENTIAL_SCANS_JPEG))
    # 4096x4096 4:2:0 whose chroma AC scans come 350 times each (libjpeg accepts a repeated first
    # scan with Al 0): 700 chroma AC scans that the 1/8 decode keeps.
    with tempfile.NamedTemporaryFile("w", suffix=".scans") as scans:
        scans.write("0,1,2: 0-0, 0, 0;\n0: 1-63, 0, 0;\n1: 1-63, 0, 0;\n2: 1-63, 0, 0;\n")
        scans.flush()
        cjpeg(Image.new("RGB", (4096, 4096), PINK), "hostile/jpeg-4096-chroma-scans.jpg", "-quality", "90", "-scans", scans.name)
    base = open(path("hostile/jpeg-4096-chroma-scans.jpg"), "rb").read()
    starts = [index for index in range(len(base) - 1) if base[index:index + 2] == b"\xff\xda"]
    end = base.rindex(b"\xff\xd9")
    chroma = base[starts[2]:end]  # the Cb and Cr AC scans
    write("hostile/jpeg-4096-700-chroma-scans.jpg", base[:end] + chroma * 349 + base[end:])
    os.remove(path("hostile/jpeg-4096-chroma-scans.jpg"))
    # Sides of 65501 and 65535: over libjpeg's 65500, reported as too large (not "corrupt 0x0").
    good_jpeg = bytearray(open(path("jpeg/split-baseline.jpg"), "rb").read())
    sof = good_jpeg.index(b"\xff\xc0")
    for width in (65501, 65535):
        wide = bytearray(good_jpeg)
        wide[sof + 5: sof + 9] = struct.pack(">HH", 16, width)
        write(f"hostile/jpeg-side-{width}.jpg", bytes(wide))
    make_repeated_ids()


def patch_component_ids(data, old, new):
    """Renames component `old` to `new` in the frame header and every scan header."""
    data = bytearray(data)
    index = 0
    while index < len(data) - 3:
        if data[index] != 0xFF or data[index + 1] in (0x00, 0xFF, 0xD8, 0xD9) or 0xD0 <= data[index + 1] <= 0xD7:
            index += 1
            continue
        marker, length = data[index + 1], struct.unpack(">H", data[index + 2:index + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            for component in range(data[index + 9]):
                if data[index + 10 + 3 * component] == old:
                    data[index + 10 + 3 * component] = new
        elif marker == 0xDA:
            for component in range(data[index + 4]):
                if data[index + 5 + 2 * component] == old:
                    data[index + 5 + 2 * component] = new
        index += 2 + length
    return bytes(data)


def make_repeated_ids():
    # Luma 1x1 and Cb 2x2, both with ID 1: at 1/8 libjpeg reads Cb's DC only but luma's AC, and
    # gives every scan naming ID 1 to luma. The progressive copy sends no AC for Cb, so its
    # sample must equal the baseline copy's.
    plaid = plaid_image()
    with tempfile.NamedTemporaryFile("w", suffix=".scans") as scans:
        scans.write("0,1,2: 0-0, 0, 0;\n0: 1-63, 0, 0;\n2: 1-63, 0, 0;\n")
        scans.flush()
        cjpeg(plaid, "hostile/repeated-id-progressive.jpg", "-quality", "90", "-sample", "1x1,2x2,1x1", "-scans", scans.name)
    cjpeg(plaid, "hostile/repeated-id-baseline.jpg", "-quality", "90", "-sample", "1x1,2x2,1x1")
    for name in ("hostile/repeated-id-progressive.jpg", "hostile/repeated-id-baseline.jpg"):
        write(name, patch_component_ids(open(path(name), "rb").read(), 2, 1))


# MARK: - Album: four-cut booth prints

ALBUM_THEMES = [
    ("harufilm-pink", [(244, 143, 177), (255, 205, 210), (236, 64, 122), (248, 187, 208)], (255, 255, 255)),
    ("lifefourcuts-sky", [(100, 181, 246), (144, 202, 249), (30, 136, 229), (187, 222, 251)], (255, 255, 255)),
    ("photoism-mint", [(128, 203, 196), (77, 182, 172), (178, 223, 219), (38, 166, 154)], (255, 255, 255)),
    ("photosignature-mono", [(66, 66, 66), (117, 117, 117), (33, 33, 33), (158, 158, 158)], (20, 20, 20)),
    ("harufilm-sunset", [(255, 167, 38), (255, 112, 67), (255, 204, 128), (239, 83, 80)], (255, 248, 225)),
]
# Where make_album draws the four panels: x 40...560 and 176 rows from 30 + 195 * panel, inclusive.
ALBUM_CUTS = [(40, 30 + panel * 195, 521, 176) for panel in range(4)]


def make_album():
    for index, (name, panels, frame) in enumerate(ALBUM_THEMES):
        image = Image.new("RGB", (600, 900), frame)
        draw = ImageDraw.Draw(image)
        for panel, colour in enumerate(panels):
            top = 30 + panel * 195
            draw.rectangle((40, top, 560, top + 175), fill=colour)
            # A "face" and "shoulders" so the panels look like photos rather than swatches.
            shade = tuple(max(0, c - 60) for c in colour)
            draw.ellipse((250 - panel * 20, top + 30, 350 - panel * 20, top + 130), fill=(255, 224, 189))
            draw.rectangle((220 - panel * 20, top + 130, 380 - panel * 20, top + 175), fill=shade)
        draw.text((250, 820), name.split("-")[0], fill=(128, 128, 128))
        block = tiff(1, f"2026:0{index + 1}:1{index} 1{index}:30:00", "+09:00")
        jpeg_with_exif(image, f"album/{name}.jpg", block)


# MARK: - Prints whose frames say their brand and day

# name, frame, ink, font, lines printed under the cuts (what `poki show` should read), and format.
TEXT_PRINTS = [
    ("harufilm-day", (255, 255, 255), (60, 60, 60), "dejavu/DejaVuSans-Bold.ttf", ["harufilm", "2025.10.16"], "jpg"),
    ("lifefourcuts-hangul", (255, 228, 236), (120, 40, 70), "nanum/NanumGothicBold.ttf", ["인생네컷", "2024년 5월 3일"], "png"),
    ("other-booth-dark", (24, 24, 28), (235, 235, 235), "dejavu/DejaVuSerif.ttf", ["snap studio", "2023-01-02"], "jpg"),
]


def make_text():
    """Booth prints without EXIF whose bottom band prints a brand and a day (Nanum for the
    Hangul one): what poki reads with Tesseract when it adds them (`text/`)."""
    from PIL import ImageFont
    os.makedirs(path("text"), exist_ok=True)
    for name, frame, ink, font_file, lines, extension in TEXT_PRINTS:
        image = Image.new("RGB", (600, 1000), frame)
        draw = ImageDraw.Draw(image)
        for panel, (x, y, w, h) in enumerate(ALBUM_CUTS):
            colour = ALBUM_THEMES[panel % len(ALBUM_THEMES)][1][panel]
            draw.rectangle((x, y, x + w - 1, y + h - 1), fill=colour)
            draw.ellipse((250 - panel * 20, y + 30, 350 - panel * 20, y + 130), fill=(255, 224, 189))
            draw.rectangle((220 - panel * 20, y + 130, 380 - panel * 20, y + h - 1), fill=tuple(max(0, c - 60) for c in colour))
        top = 830
        for number, line in enumerate(lines):
            face = ImageFont.truetype(os.path.join("/usr/share/fonts/truetype", font_file), 44 if number == 0 else 30)
            left, _, right, bottom = draw.textbbox((0, 0), line, font=face)
            draw.text(((600 - right) // 2, top), line, font=face, fill=ink)
            top += bottom + 16
        if extension == "png":
            write(f"text/{name}.png", _png_bytes(image))
        else:
            cjpeg(image, f"text/{name}.jpg", "-quality", "90")
    # Prints of print_text_generator.py's development seeds: a 2x3 sheet on a white frame
    # with sparse green dots, which its style reads as plain (242), a glittery 1x4 strip on
    # whose bands Leptonica, inside Tesseract, complains on standard error unless poki silences
    # it (453), and a 2x3 sheet on a mint frame darkening to slate, whose light day and brand
    # stand on the gradient (257).
    import shutil
    with tempfile.TemporaryDirectory() as scratch:
        for seed, name in ((242, "dotted-sheet"), (453, "glitter-strip"), (257, "gradient-sheet")):
            subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "print_text_generator.py"),
                            "--seeds", str(seed), "--out", scratch, "--quiet"], check=True)
            shutil.copyfile(os.path.join(scratch, f"{seed}.jpg"), path(f"text/{name}.jpg"))


def _png_bytes(image):
    import io
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


# The links the QR fixtures hold: the end-to-end tests serve them on this loopback port.
QR_BASE = "http://127.0.0.1:47613/qr/"


def qr_image(text, box_size=10, low_correction=False):
    import qrcode  # Debian: python3-qrcode; PyPI: qrcode

    correction = qrcode.constants.ERROR_CORRECT_L if low_correction else qrcode.constants.ERROR_CORRECT_M
    code = qrcode.QRCode(box_size=box_size, border=4, error_correction=correction)
    code.add_data(text)
    code.make(fit=True)
    return code.make_image(fill_color="black", back_color="white").convert("RGB")


def booth_print(with_code):
    """A 600x900 four-cut print like album/, with its download code in the bottom corner."""
    image = Image.new("RGB", (600, 900), (255, 255, 255))
    draw = ImageDraw.Draw(image)
    for panel, colour in enumerate([(244, 143, 177), (255, 205, 210), (236, 64, 122), (248, 187, 208)]):
        top = 30 + panel * 180
        draw.rectangle((40, top, 560, top + 160), fill=colour)
        draw.ellipse((250, top + 25, 350, top + 125), fill=(255, 224, 189))
    if with_code:
        image.paste(qr_image(QR_BASE + "photo.jpg", box_size=4).resize((150, 150), Image.NEAREST), (420, 740))
    return image


def perspective_coefficients(source, target):
    """PIL's 8 perspective coefficients mapping output corners `target` to input corners `source`."""
    rows = []
    for (x, y), (u, v) in zip(target, source):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y, u])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y, v])
    # Gauss-Jordan elimination with partial pivoting on the 8x9 augmented matrix.
    for column in range(8):
        pivot = max(range(column, 8), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for row in range(8):
            if row != column:
                factor = rows[row][column] / rows[column][column]
                rows[row] = [a - factor * b for a, b in zip(rows[row], rows[column])]
    return [rows[row][8] / rows[row][row] for row in range(8)]


def make_qr():
    """QR codes for `poki add --qr` and the `qr` field of `colours --json`."""
    qr_image(QR_BASE + "photo.jpg").save(path("qr/clean.png"))

    # A print photographed at an angle on a table: perspective, a grey-brown background, soft glare.
    photo = Image.new("RGB", (1600, 1200), (120, 104, 90))
    print_image = booth_print(True)
    corners = [(420, 140), (1180, 220), (1120, 1130), (330, 1040)]
    coefficients = perspective_coefficients([(0, 0), (600, 0), (600, 900), (0, 900)], corners)
    warped = print_image.transform(photo.size, Image.PERSPECTIVE, coefficients, Image.BICUBIC)
    mask = Image.new("L", (600, 900), 255).transform(photo.size, Image.PERSPECTIVE, coefficients, Image.BICUBIC)
    photo.paste(warped, (0, 0), mask)
    glare = Image.new("L", photo.size, 0)
    ImageDraw.Draw(glare).ellipse((700, 300, 1100, 600), fill=70)
    photo = Image.composite(Image.new("RGB", photo.size, (255, 255, 255)), photo, glare)
    photo.save(path("qr/angled-print.jpg"), quality=85)

    # A 12-megapixel phone photo (4000x3000) with a 120-pixel code in it, at 2400,1900.
    large = Image.new("RGB", (4000, 3000), (0, 0, 0))
    gradient = ImageDraw.Draw(large)
    for y in range(0, 3000, 10):
        gradient.rectangle((0, y, 4000, y + 10), fill=(90 + y // 40, 140, 200 - y // 30))
    large.paste(qr_image(QR_BASE + "photo.jpg", box_size=3).resize((120, 120), Image.NEAREST), (2400, 1900))
    large.save(path("qr/small-code-12mp.jpg"), quality=80)

    # Two codes side by side, each leading to another photo.
    both = Image.new("RGB", (900, 450), (255, 255, 255))
    both.paste(qr_image(QR_BASE + "photo.jpg").resize((370, 370)), (20, 40))
    both.paste(qr_image(QR_BASE + "second.jpg").resize((370, 370)), (500, 40))
    both.save(path("qr/two-codes.png"))

    booth_print(False).save(path("qr/no-code.jpg"), quality=90)

    # A print whose code leads to a known booth host (Photoism's short link): its brand without --tag.
    photoism = booth_print(False)
    photoism.paste(qr_image("https://qr.seobuk.kr/s/8ijZsg_", box_size=4), (420, 742))
    photoism.save(path("qr/photoism-print.png"))

    # A code holding 2,500 bytes (version 40 holds up to 2,953 in byte mode), past 2,048.
    qr_image(long_qr_text(), box_size=4, low_correction=True).save(path("qr/long-text.png"))

    # A code whose text carries an escape sequence that would turn a terminal red.
    qr_image(QR_BASE + "\x1b[31mphoto.jpg").save(path("qr/escape-text.png"))

    # Inverted codes (light modules on a dark square), as some booths print on dark frames: many
    # readers find only dark-on-light ones. One beside a normal code, and one alone.
    inverted = ImageOps.invert(qr_image(QR_BASE + "second.jpg", box_size=4))
    mixed = booth_print(False)
    mixed.paste(qr_image(QR_BASE + "photo.jpg", box_size=4), (420, 742))
    mixed.paste(inverted, (32, 742))
    mixed.save(path("qr/inverted-and-normal.png"))
    alone = booth_print(False)
    alone.paste(ImageOps.invert(qr_image(QR_BASE + "photo.jpg", box_size=4)), (420, 742))
    alone.save(path("qr/inverted-only.png"))


def long_qr_text():
    """The 2,500-byte link in qr/long-text.png: the base, then `&n=<number>` pairs."""
    text = QR_BASE + "photo.jpg?"
    number = 0
    while len(text) < 2500:
        text += "&n=%d" % number
        number += 1
    return text[:2500]
# MARK: - Sharing: EXIF with a location

def tiff_directories(ifd0, exif=(), gps=(), big_endian=False):
    """A TIFF-structured EXIF block with IFD0, an Exif IFD and a GPS IFD (each a list of
    (tag, type, values): type 1 BYTE, 2 ASCII (values: bytes), 3 SHORT, 4 LONG, 5 RATIONAL (pairs))."""
    order = ">" if big_endian else "<"

    def value_bytes(kind, values):
        if kind == 2:
            return values
        code = {1: "B", 3: "H", 4: "I"}.get(kind)
        if code:
            return b"".join(struct.pack(order + code, value) for value in values)
        return b"".join(struct.pack(order + "II", *pair) for pair in values)

    def count(kind, values):
        return len(values)

    def size(entries):
        data = sum((len(value_bytes(k, v)) + 1) & ~1 for _, k, v in entries if len(value_bytes(k, v)) > 4)
        return 2 + 12 * len(entries) + 4 + data

    def directory(entries, offset):
        entries = sorted(entries)
        body = struct.pack(order + "H", len(entries))
        data = b""
        data_offset = offset + 2 + 12 * len(entries) + 4
        for tag, kind, values in entries:
            raw = value_bytes(kind, values)
            if len(raw) <= 4:
                body += struct.pack(order + "HHI", tag, kind, count(kind, values)) + raw.ljust(4, b"\x00")
            else:
                body += struct.pack(order + "HHII", tag, kind, count(kind, values), data_offset + len(data))
                data += raw + (b"\x00" if len(raw) % 2 else b"")
        return body + struct.pack(order + "I", 0) + data

    placeholder = [(0x8769, 4, [0])] if exif else []
    placeholder += [(0x8825, 4, [0])] if gps else []
    exif_offset = 8 + size(list(ifd0) + placeholder)
    gps_offset = exif_offset + (size(exif) if exif else 0)
    pointers = [(0x8769, 4, [exif_offset])] if exif else []
    pointers += [(0x8825, 4, [gps_offset])] if gps else []
    block = (b"MM\x00\x2a" if big_endian else b"II\x2a\x00") + struct.pack(order + "I", 8)
    block += directory(list(ifd0) + pointers, 8)
    if exif:
        block += directory(exif, exif_offset)
    if gps:
        block += directory(gps, gps_offset)
    return block


# Seoul, Hongdae: 37 deg 33' 12.34" N, 126 deg 55' 22.50" E.
SHARE_GPS = [
    (0x0000, 1, [2, 3, 0, 0]),
    (0x0001, 2, b"N\x00"),
    (0x0002, 5, [(37, 1), (33, 1), (1234, 100)]),
    (0x0003, 2, b"E\x00"),
    (0x0004, 5, [(126, 1), (55, 1), (2250, 100)]),
]


def share_exif(orientation, date, big_endian=False):
    ifd0 = [(0x010F, 2, b"poki-phone\x00"), (0x0112, 3, [orientation])]
    exif = [(0x9003, 2, date.encode() + b"\x00"), (0x9011, 2, b"+09:00\x00")]
    return tiff_directories(ifd0, exif, SHARE_GPS, big_endian)


def make_share():
    """Photos that carry their GPS position, for `poki share` (and a print with its QR code)."""
    portrait = Image.new("RGB", (120, 80), PINK)
    ImageDraw.Draw(portrait).rectangle((0, 0, 35, 79), fill=BLUE)
    jpeg_with_exif(portrait, "share/phone-gps-orientation-6.jpg", share_exif(6, "2026:03:12 15:04:05", big_endian=True))
    jpeg_with_exif(booth_print(True), "share/print-with-code-gps.jpg", share_exif(1, "2026:03:14 18:30:00"), quality=90)
    grid = [[PINK if x < 7 else BLUE for x in range(10)] for _ in range(10)]
    write("share/gps.png", png(grid, 2, 8, after_idat=[(b"eXIf", share_exif(1, "2026:03:15 10:00:00"))]))


# MARK: - Leaky: a location a naive metadata stripper misses (for `poki share`'s stripping)

def leaky_picture():
    """The 120x80 two-colour picture every leaky file shows: pink, a blue band on the left."""
    image = Image.new("RGB", (120, 80), PINK)
    ImageDraw.Draw(image).rectangle((0, 0, 35, 79), fill=BLUE)
    return image


def jpeg_segment(marker, payload):
    """One JPEG marker segment: FF, the marker, the big-endian length (counting itself) and the payload."""
    assert len(payload) + 2 <= 0xFFFF
    return bytes((0xFF, marker)) + struct.pack(">H", len(payload) + 2) + payload


def jpeg_bytes(image, segments=(), quality=90):
    """`image` as a JPEG with `segments` (whole marker segments) right after SOI, as jpeg_with_exif puts APP1."""
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=quality)
    data = buffer.getvalue()
    return data[:2] + b"".join(segments) + data[2:]


def with_ifd1(block, offset, length, thumbnail=b"", big_endian=False):
    """`block` (from tiff_directories, its IFD0 at 8) with an IFD1 linked after IFD0 and appended:
    Compression 6 (JPEG), JPEGInterchangeFormat `offset` and JPEGInterchangeFormatLength `length`,
    then `thumbnail`'s bytes. `offset` None: the thumbnail's own offset, right after IFD1."""
    order = ">" if big_endian else "<"
    count = struct.unpack(order + "H", block[8:10])[0]
    next_field = 8 + 2 + 12 * count
    ifd1_offset = len(block)
    entries = [(0x0103, 3, struct.pack(order + "HH", 6, 0))]
    size = 2 + 12 * 3 + 4
    entries.append((0x0201, 4, struct.pack(order + "I", ifd1_offset + size if offset is None else offset)))
    entries.append((0x0202, 4, struct.pack(order + "I", length)))
    ifd1 = struct.pack(order + "H", len(entries))
    for tag, kind, value in entries:
        ifd1 += struct.pack(order + "HHI", tag, kind, 1) + value
    ifd1 += struct.pack(order + "I", 0)
    return block[:next_field] + struct.pack(order + "I", ifd1_offset) + block[next_field + 4:] + ifd1 + thumbnail


def leaky_xmp(attributes, namespaces):
    """An XMP packet as cameras write it: one rdf:Description whose properties are attributes."""
    declarations = "".join(f'\n    xmlns:{prefix}="{uri}"' for prefix, uri in namespaces)
    properties = "".join(f'\n    {name}="{value}"' for name, value in attributes)
    return (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/">\n'
        ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
        f'  <rdf:Description rdf:about=""{declarations}{properties}/>\n'
        ' </rdf:RDF>\n'
        '</x:xmpmeta>\n'
        '<?xpacket end="w"?>'
    )


XMP_APP1 = b"http://ns.adobe.com/xap/1.0/\x00"
EXIF_NS = ("exif", "http://ns.adobe.com/exif/1.0/")
# SHARE_GPS to a tenth of a minute, in XMP's own form: degrees, decimal minutes and the hemisphere in one text.
XMP_GPS = [("exif:GPSLatitude", "37,33.2N"), ("exif:GPSLongitude", "126,55.4E")]


def mpf_segment(first_length, second_offset, second_length):
    """An APP2 `MPF` segment (CIPA DC-007) listing two images: the primary (offset 0) and one
    after it, its offset counted from the MP header (the byte order mark after `MPF\\0`)."""
    entries = struct.pack(">IIIHH", 0x20030000, first_length, 0, 0, 0)  # representative, baseline MP primary
    entries += struct.pack(">IIIHH", 0x00000000, second_length, second_offset, 0, 0)  # undefined (as gain maps are)
    index = struct.pack(">H", 3)
    index += struct.pack(">HHI", 0xB000, 7, 4) + b"0100"                   # MPFVersion
    index += struct.pack(">HHII", 0xB001, 4, 1, 2)                         # NumberOfImages
    index += struct.pack(">HHII", 0xB002, 7, len(entries), 8 + 2 + 12 * 3 + 4)  # MPEntry, after the IFD
    index += struct.pack(">I", 0)
    return jpeg_segment(0xE2, b"MPF\x00" + b"MM\x00\x2a" + struct.pack(">I", 8) + index + entries)


def make_leaky():
    """Pictures whose location hides where a naive metadata stripper does not look: a bad pointer
    before the GPS one, odd segment headers, a PNG chunk over 64 KB, XMP in drone and UTF-16 form,
    ImageMagick's raw profile, the old zxIf chunk, a second JPEG after EOI and a thumbnail's EXIF."""
    picture = leaky_picture()
    grid = [[BLUE if x < 36 else PINK for x in range(120)] for _ in range(80)]
    make = (0x010F, 2, b"poki-phone\x00")
    date = [(0x9003, 2, b"2026:03:20 09:41:00\x00"), (0x9011, 2, b"+09:00\x00")]

    # IFD0 in tag order: Orientation, then an ExifIFD pointer far past the block, then a good GPS
    # pointer. A reader that gives up at the bad pointer never reaches the GPS directory.
    block = tiff_directories([make, (0x0112, 3, [6]), (0x8769, 4, [0x00FFFF00])], gps=SHARE_GPS)
    write("leaky/exif-pointer-past-end.jpg", jpeg_bytes(picture, [jpeg_segment(0xE1, b"Exif\x00\x00" + block)]))

    # A thumbnail whose data lies past the end of the block: a stripper that fails on it keeps the rest.
    block = tiff_directories([make], date, SHARE_GPS)
    block = with_ifd1(block, offset=len(block) + 2 + 12 * 3 + 4 + 16, length=2000)
    write("leaky/thumbnail-pointer-past-end.jpg", jpeg_bytes(picture, [jpeg_segment(0xE1, b"Exif\x00\x00" + block)]))

    # Identifiers only nearly `Exif\0\0`, which exiftool still reads: a stripper matching the exact six bytes keeps them.
    block = share_exif(1, "2026:03:20 09:42:00")
    write("leaky/exif-header-ff.jpg", jpeg_bytes(picture, [jpeg_segment(0xE1, b"Exif\x00\xff" + block)]))
    write("leaky/exif-lowercase.jpg", jpeg_bytes(picture, [jpeg_segment(0xE1, b"exif\x00\x00" + block)]))

    # PNG chunks have no 64 KB limit: a 70,000-byte ImageDescription puts the GPS directory past
    # byte 65,534, where a reader that stops at JPEG's largest APP1 never looks.
    description = (b"A long harmless description. " * 2414)[:70000] + b"\x00"
    block = tiff_directories([make, (0x010E, 2, description)], date, SHARE_GPS)
    gps_ifd = struct.unpack("<I", block[block.index(struct.pack("<HHI", 0x8825, 4, 1)) + 8:][:4])[0]
    assert len(block) > 65536 and gps_ifd > 65534, (len(block), gps_ifd)
    write("leaky/big-exif.png", png(grid, 2, 8, before_idat=[(b"eXIf", block)]))

    # DJI drones keep the location in XMP only, in their own namespace, as decimal degrees.
    dji = leaky_xmp([("tiff:Make", "DJI"), ("tiff:Model", "FC3582"), ("drone-dji:GpsLatitude", "37.5534"),
                     ("drone-dji:GpsLongitude", "126.9229"), ("drone-dji:AbsoluteAltitude", "+35.20")],
                    [("tiff", "http://ns.adobe.com/tiff/1.0/"), ("drone-dji", "http://www.dji.com/drone-dji/1.0/")])
    write("leaky/xmp-dji.jpg", jpeg_bytes(picture, [jpeg_segment(0xE1, XMP_APP1 + dji.encode())]))

    # XMP in UTF-16 (big-endian, with a BOM before the packet): no ASCII `GPS` for a byte search to find.
    packet = leaky_xmp(XMP_GPS, [EXIF_NS])
    utf16 = ("\ufeff" + packet).encode("utf-16-be")
    write("leaky/xmp-utf16.jpg", jpeg_bytes(picture, [jpeg_segment(0xE1, XMP_APP1 + utf16)]))

    # ImageMagick's way for XMP: hexadecimal in a compressed `Raw profile type xmp` text chunk.
    keyword, text = raw_profile(packet.encode(), "xmp").split(b"\x00", 1)
    write("leaky/ztxt-raw-xmp.png", png(grid, 2, 8, before_idat=[(b"zTXt", keyword + b"\x00\x00" + zlib.compress(text))]))

    # zxIf, the compressed EXIF chunk once proposed before eXIf: a 0 byte, the inflated length
    # (big-endian) and the zlib stream, as exiftool's PNG.pm reads and writes it.
    block = share_exif(1, "2026:03:20 09:43:00")
    zxif = b"\x00" + struct.pack(">I", len(block)) + zlib.compress(block)
    write("leaky/zxif.png", png(grid, 2, 8, before_idat=[(b"zxIf", zxif)]))

    # A second whole JPEG after EOI (MPF, motion photos, gain maps), its EXIF the only one with GPS.
    second = jpeg_bytes(picture.transpose(Image.FLIP_LEFT_RIGHT),
                        [jpeg_segment(0xE1, b"Exif\x00\x00" + share_exif(1, "2026:03:20 09:44:00"))])
    app1 = jpeg_segment(0xE1, b"Exif\x00\x00" + tiff_directories([make, (0x0112, 3, [1])], date))
    first_length = len(jpeg_bytes(picture, [app1, mpf_segment(0, 0, 0)]))
    mp_header = 2 + len(app1) + 4 + 4  # SOI, the APP1, APP2's marker and length, `MPF\0`
    first = jpeg_bytes(picture, [app1, mpf_segment(first_length, first_length - mp_header, len(second))])
    assert len(first) == first_length
    write("leaky/trailer-mpf.jpg", first + second)

    # The main EXIF has no GPS; the thumbnail it points at carries its own EXIF that has.
    small = leaky_picture().resize((48, 32))
    thumbnail = jpeg_bytes(small, [jpeg_segment(0xE1, b"Exif\x00\x00" + share_exif(1, "2026:03:20 09:45:00"))], quality=75)
    block = with_ifd1(tiff_directories([make, (0x0112, 3, [1])], date), None, len(thumbnail), thumbnail)
    write("leaky/thumbnail-gps.jpg", jpeg_bytes(picture, [jpeg_segment(0xE1, b"Exif\x00\x00" + block)]))

    # Canon's VRD trailer, its XMP holding GPS, inside the last scan: the JPEG's own EOI is taken
    # off and the trailer's footer ends in FF D9. Every FF in it is fill or stuffing, so a reader
    # of segments sees scan data; exiftool finds the trailer from the end of the file.
    packet = ('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
              '<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="37,33.2N"'
              ' exif:GPSLongitude="126,55.4E"/></rdf:RDF></x:xmpmeta>').encode()
    # A length byte of FF would read as a marker: the packet grows by a space until none is.
    while b"\xff" in struct.pack(">I", len(packet)):
        packet = packet.replace(b"<x:xmpmeta", b"<x:xmpmeta ", 1)
    blocks = struct.pack(">II", 0xFFFF00F6, len(packet)) + packet
    header = b"CANON OPTIONAL DATA\0" + b"\0\x01\0\0" + struct.pack(">I", len(blocks))
    footer = b"CANON OPTIONAL DATA\0" + struct.pack(">I", len(blocks)) + b"\0" * 38 + b"\xff\xd9"
    write("leaky/trailer-inside-scan.jpg", jpeg_bytes(picture)[:-2] + header + blocks + footer)

    # A colour profile whose `meta` dictionary (ICC v4) names GPSLatitude and GPSLongitude.
    names = [("GPSLatitude".encode("utf-16-be"), "37.5534".encode("utf-16-be")),
             ("GPSLongitude".encode("utf-16-be"), "126.9229".encode("utf-16-be"))]
    strings, entries = b"", b""
    for key, value in names:
        key_offset = 16 + 16 * len(names) + len(strings)
        strings += key
        entries += struct.pack(">IIII", key_offset, len(key), key_offset + len(key), len(value))
        strings += value
    dictionary = b"dict" + b"\0" * 4 + struct.pack(">II", len(names), 16) + entries + strings
    body = struct.pack(">I", 1) + b"meta" + struct.pack(">II", 128 + 4 + 12, len(dictionary)) + dictionary
    profile_header = (struct.pack(">I", 128 + len(body)) + b"lcms" + bytes([4, 0x30, 0, 0]) + b"mntr" + b"RGB " + b"XYZ "
                      + b"\0" * 12 + b"acsp" + b"\0" * 88)
    profile = profile_header + body
    picture.save(path("leaky/icc-meta.jpg"), quality=90, icc_profile=profile)
    picture.save(path("leaky/icc-meta.png"), icc_profile=profile)


# MARK: - Prints the detector missed, for `edit --layout` (Fixtures/missed/truth.json)

MISSED = [
    # Still missed: a black strip whose first and last cuts have dark backdrops.
    ("black-strip-dark", {"size": (300, 900), "rows": 4, "columns": 1, "colours": [(16, 16, 16)], "seed": 52,
                          "backdrop": (28, 28, 30), "backdrop_cuts": [0, 3], "text": (200, 200, 200)}),
    # Still missed (read as 1x2 until the structural detector): a mint 1x3 strip whose middle cut's
    # backdrop is the frame's mint.
    ("mint-1x3-near", {"size": (300, 900), "rows": 3, "columns": 1, "colours": [(170, 225, 205)], "seed": 53,
                       "backdrop": (175, 228, 210), "backdrop_cuts": [1]}),
    # Still missed: a black strip whose every cut has a backdrop a shade lighter than the frame;
    # `--layout 1x4` finds its cuts by their faint edges.
    ("black-strip-all-dark", {"size": (300, 900), "rows": 4, "columns": 1, "colours": [(16, 16, 16)], "seed": 60,
                              "backdrop": (24, 24, 26), "text": (200, 200, 200)}),
    # The two below were missed until the structural detector (#25) and are found now.
    # A pink 2x3 sheet, one cut a portrait shot against a pink backdrop that melts into the frame.
    ("pink-2x3-pink-backdrop", {"size": (600, 900), "rows": 3, "columns": 2, "colours": [(244, 160, 190)], "seed": 41,
                                "backdrop": (244, 160, 190), "backdrop_cuts": [3]}),
    # A navy 4x6 sheet of two 1x4 strips, two cuts on navy backdrops.
    ("navy-strips", {"size": (600, 900), "rows": 4, "columns": 1, "colours": [(30, 40, 90)], "seed": 43, "strips": True,
                     "backdrop": (40, 50, 100), "backdrop_cuts": [0, 2]}),
]


# Development seeds of print_generator.py the detector still misses: a maroon 1x4 strip whose cuts
# are scenes (97), a dotted strip of two cuts on pink backdrops, its margins a few pixels (489). A
# cream strip of two cuts on grey backdrops (431) was here until the detector found it.
MISSED_GENERATED = [97, 489]


def make_missed():
    """Prints anyone sees at a glance that poki's detector missed or misread: what a user corrects
    with `poki edit ID --layout CxR`. truth.json holds each one's layout and cut boxes;
    `missed/generated/` holds MISSED_GENERATED with the generator's truth.jsonl."""
    truth = {}
    for name, spec in MISSED:
        image, found = draw_print(spec)
        image.save(path("missed", name + ".jpg"), quality=90)
        truth[name] = {"layout": "%dx%d" % (found["columns"], found["rows"]), "cuts": [list(cut) for cut in found["cuts"]]}
    write("missed/truth.json", (json.dumps(truth, indent=2, sort_keys=True) + "\n").encode())
    generator = print_generator()
    out = path("missed", "generated")
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        os.remove(os.path.join(out, name))
    lines = [json.dumps(generator.generate(seed, out, False), ensure_ascii=False, sort_keys=True) for seed in MISSED_GENERATED]
    write("missed/generated/truth.jsonl", ("\n".join(lines) + "\n").encode())


GLOW_SHEET_CUTS = [(70 + column * 400, 70 + row * 380, 360, 340) for row in range(3) for column in range(2)]


def make_glow_sheet():
    """prints/glow-sheet-2x3.jpg: a 2x3 sheet whose frame glows from a dusty rose at its edge to a
    pale mint around the cuts, a colour the edge never shows (as booths draw a light behind the
    cuts), with a lavender-grey studio backdrop in each cut, a person and a brand line. The frame
    map of the edge's colours sees no gaps; grown from the edge through smooth colour, it does.
    Cuts (x, y, width, height): GLOW_SHEET_CUTS."""
    width, height = 870, 1300
    sheet = Image.new("RGB", (width, height))
    pixels = sheet.load()
    edge, middle = (196, 132, 128), (222, 240, 212)
    for y in range(height):
        for x in range(width):
            dx, dy = (x - width / 2) / (width / 2), (y - height / 2) / (height / 2)
            t = min(1.0, math.hypot(dx, dy) / 1.05) ** 1.5
            pixels[x, y] = tuple(round(m + (e - m) * t) for e, m in zip(edge, middle))
    draw = ImageDraw.Draw(sheet)
    shirts = [(60, 120, 170), (160, 90, 60), (70, 140, 90), (150, 70, 130), (190, 160, 60), (90, 90, 100)]
    for (x, y, w, h), shirt in zip(GLOW_SHEET_CUTS, shirts):
        cut = Image.new("RGB", (w, h), (196, 192, 214))
        person = ImageDraw.Draw(cut)
        person.ellipse((w // 2 - 110, h - 130, w // 2 + 110, h + 110), fill=shirt)
        person.ellipse((w // 2 - 62, 70, w // 2 + 62, 200), fill=(236, 196, 170))
        person.chord((w // 2 - 66, 62, w // 2 + 66, 170), 180, 360, fill=(40, 30, 28))
        sheet.paste(cut, (x, y))
    draw.text((width // 2 - 90, 1232), "glow booth 2025.10.04", fill=(90, 60, 60))
    sheet.save(path("prints", "glow-sheet-2x3.jpg"), quality=90)


def make_horizon_strip():
    """prints/horizon-strip-1x2.jpg: a white 1x2 strip of two landscape photos (a sky over a field,
    a little grain) whose horizon lies straight across their middles: it steps along each cut's
    whole width as a hairline gap between two cuts does, but is no gap (one colour above, another
    below, where a hairline differs from both sides the same way). poki reads it as 1x2."""
    strip = Image.new("RGB", (600, 1560), (250, 250, 250))
    for index, top in enumerate((20, 760)):
        grain = random.Random(index)
        pixels = bytearray()
        for y in range(700):
            for x in range(560):
                if y < 350:
                    base = (120 + 40 * y / 700, 160 + 30 * y / 700, 220 - 20 * y / 700)
                else:
                    base = (90 + 10 * math.sin(x / 37.0), 130, 70)
                pixels += bytes(max(0, min(255, round(c + grain.gauss(0, 2.5)))) for c in base)
        strip.paste(Image.frombytes("RGB", (560, 700), bytes(pixels)), (20, top))
    strip.save(path("prints", "horizon-strip-1x2.jpg"), quality=88)


def print_generator():
    """Fixtures/print_generator.py, loaded as a module."""
    spec = importlib.util.spec_from_file_location("print_generator", os.path.join(os.path.dirname(os.path.abspath(__file__)), "print_generator.py"))
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    return generator


# MARK: - Generated prints and ordinary images, a few development seeds (Fixtures/generated)

# Development seeds of print_generator.py (never test-range ones) the structural detector (#25) finds
# and the one before it missed, one or two per frame kind: stripes, dots, glitter, white with scene
# backdrops, texture, gradient, checks (one with gaps a pixel wide in the working image), pastel and
# plain dark frames, a phone photo; two phone photos only the cuts' edges find (306, a green 2x3
# with a wide dated band; 79, a dotted 1x4 on a dark table); three only the paper's straight sides
# find (247, a black 2x2 on a dark mottled table; 314, a pastel 1x4 held by a thumb that reaches
# the photo's edge; 531, a 4x1 before a blurred scene); and ordinary images built like prints:
# comic pages, collages, bookshelves, calendars, a facade, a screenshot, tiles (7 and 116 a comic
# page and a tiled wall whose straight-sided parts the first paper-by-lines finder took for prints).
# Four more found since margins need only be half frame and strips of three cuts or more are not
# asked for photo along their cuts' edges: 29 (a glitter 2x2 whose cuts' middles are mostly
# frame), 87 (a striped 1x4), 571 (a 1x4 whose brand band leaves its margins half frame) and 592
# (a white 1x4 whose cuts' backdrops are the frame's white). Two read as sheets of two strips until
# such a sheet had to be two copies of one strip: 149 (a 1x4 strip of two people a cut on dark
# backdrops) and 542 (a 2x2 sheet). Two bookshelves whose top or middle shelf, books before the
# wood, was taken for a paper 6 and 10 times as long as it is wide, its books for a 3x1 and a 4x1
# print, until a paper had to be shaped like a booth's (507, 1121: ordinary seeds past the 300 the
# benchmark's development range started with). Two progressive JPEGs under 2,048 pixels found
# since they decode to the working image's size rather than an eighth (140 to 250 pixels): 552, an
# indigo 1x4 strip with thin side margins, a brand band above and a dated band with a QR code
# below, which `edit --layout` was tested on while poki missed it; 100, a phone photo of a striped strip.
# Two phone photos found since a paper seen in a small decode is looked at again at the working
# image's full size: 104, a white 1x2 on wood, and 151, a sheet of two strips in a gradient frame
# (768 and 1,280 pixels, decoded to 256 and 320). And a collage whose dark panel, set apart by
# its gutters, the closer look took for a paper holding a 1x2 print, until a region square to the
# image stopped asking for one (1346). Five ordinary images whose grid held several pictures in
# each cut, until a line crossing a cut from side to side made it no print's: a comic page (370),
# collages (1271, 500800), a gallery screenshot (500348) and a bookshelf (501270), the last three
# from the second development range of ordinary images (Benchmarks/prints.sh dev2). Two textured
# strips on studio backdrops whose blurred colours step along most lines, where the grid fitted to
# the frame map sat around the people until edges stepping along nearly all their length moved it
# onto the cuts: 316 (1x4) and 996 (4x1). A phone photo of a single cut whose dated band below it
# is under three quarters frame, read as a 1x2 until one band of a photographed single cut needed
# only be half frame: 550. And a collage whose panel, a region square to the image, passes as a
# single cut when it is held to a photographed paper's measures (737). Two phone photos of prints
# whose frame is a few pixels thin on the resampled paper, its colour a blend with the table at
# the paper's edge or with the next cut until the ring around the first cut left those out: 541
# (2x3) and 781 (1x4); 531, above, is a third. A phone photo of a purple sheet of two strips
# whose glare across the lower half took a gap off the frame map, found since each paper's map
# is grown through smooth colour when no paper shows a print on its own: 69. A pale yellow 1x2 strip
# whose grid, fitted a few pixels into the gap, had frame along a cut's inner edge, taken for a print
# since a grid of several cuts may have its edges a few pixels off: 431. A phone photo of a textured
# 1x4 strip on a mottled cloth (of the development seeds 1000-1999), whose paper the search
# by straight sides turned down, a side running on past a corner along the weave, until a side had
# to run on as strongly as it runs along the paper: 1842. A phone photo of a lavender 2x3 sheet on
# a wooden table whose grain's lines bounded the largest quadrilaterals, on which the search by
# straight sides spent its refits, until those running on past a corner were let go first: 798.
GENERATED_PRINTS = [11, 14, 20, 21, 31, 75, 79, 95, 121, 130, 144, 152, 168, 169, 187, 306, 247, 314, 531, 29, 87, 571, 592, 149, 542, 127, 219, 552, 100, 104, 151, 316, 996, 550, 541, 781, 69, 431, 1842, 798]
# `generated/crossed/`: prints whose grid on the first frame map a line crosses, found on the map
# grown through smooth colour. 1698 (of the development seeds 1000-1999): a 2x3 sheet in a checked
# frame, grey backdrops and stickers over its gaps, no print until the grown map was looked at for
# such a grid too. Its frame is told plain there, not a pattern, so only its layout and cuts are
# asserted (GeneratedPrintTests).
GENERATED_CROSSED = [1698]
# A bookshelf, a tiled wall seen in perspective and a comic page (440, 929, 1341), whose shelf
# row, row of tiles or row of panels the search by straight sides took for a paper once it no
# longer spent its refits on quadrilaterals running on past a corner, until a quadrilateral with
# two sides square to the image was no paper.
GENERATED_ORDINARY = [2, 4, 18, 26, 33, 36, 51, 69, 72, 94, 7, 116, 507, 1121, 1346, 370, 1271, 500800, 500348, 501270, 737, 440, 929, 1341]


def make_generated():
    """A few of print_generator.py's development seeds, committed so the tests need no Pillow:
    `generated/prints/`, `generated/ordinary/` and `generated/crossed/`, each with the generator's truth.jsonl."""
    generator = print_generator()
    for folder, seeds, ordinary in (("prints", GENERATED_PRINTS, False), ("ordinary", GENERATED_ORDINARY, True), ("crossed", GENERATED_CROSSED, False)):
        out = path("generated", folder)
        os.makedirs(out, exist_ok=True)
        for name in os.listdir(out):
            os.remove(os.path.join(out, name))
        lines = [json.dumps(generator.generate(seed, out, ordinary), ensure_ascii=False, sort_keys=True) for seed in seeds]
        write("generated/%s/truth.jsonl" % folder, ("\n".join(lines) + "\n").encode())


# Development seeds of print_text_generator.py (never the test ranges, 5000-5199 and 6000-6199)
# whose brand or day poki read only since the reader supplied a mark lost between a padded month
# and day (125: `2019/0106 16:49`) and read a band's lightness too when its ink named the day
# alone (324: `PHOTO SIGNATURE` over a Korean day). Two whose line starts left of the cuts, which
# poki read from its second letter on (`ife4Cut`, `1.01.28`; `026.04. 20`) until a band reached past
# the cuts along its length as far as the frame does: 281 and 337. A strip whose brand and day
# lie in a bottom margin no wider than the others, under the least band booths give a line, read
# since a thin margin holding ink is read too: 246. Two phone photos of prints whose brand poki
# read only since a photographed print's bands are read on its paper turned upright, not in the
# upright boxes around its turned cuts: 398 and 325; and 300, whose blurred `19.07.10` two readings
# of three read `16.07.10`, no day since a photographed print's day needs three of four others.
# A strip on a glitter frame whose black `PHOTOIVE` and day the engine read only once the darkest
# level of the band's ink was read alone, without the glitter's grey specks: 165.
GENERATED_TEXT = [125, 324, 281, 337, 246, 398, 325, 300, 165]


def make_generated_text():
    """A few of print_text_generator.py's development seeds, committed so the tests need no Pillow
    or fonts: `generated/text/`, with the generator's truth.jsonl."""
    spec = importlib.util.spec_from_file_location("print_text_generator", os.path.join(os.path.dirname(os.path.abspath(__file__)), "print_text_generator.py"))
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    out = path("generated", "text")
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        os.remove(os.path.join(out, name))
    lines = [json.dumps(generator.generate(seed, out), ensure_ascii=False, sort_keys=True) for seed in GENERATED_TEXT]
    write("generated/text/truth.jsonl", ("\n".join(lines) + "\n").encode())


# MARK: - Pictures for the terminal preview

# The checkerboard's four corners: top left, top right, bottom left, bottom right.
CHECKER = [(220, 30, 40), (30, 180, 60), (40, 70, 220), (240, 210, 20)]


def make_renders():
    write("render/checker-2x2.png", png([[CHECKER[0], CHECKER[1]], [CHECKER[2], CHECKER[3]]], 2, 8))
# MARK: - Booth prints with known layout, cuts and frame colour (Fixtures/prints/truth.json)

def rng(seed):
    import random
    return random.Random(seed)


def vertical_gradient(size, top, bottom):
    width, height = size
    image = Image.new("RGB", size)
    draw = ImageDraw.Draw(image)
    for y in range(height):
        t = y / max(1, height - 1)
        draw.line((0, y, width, y), fill=tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)))
    return image


def scene(size, seed, backdrop=None, noise=0.012):
    """A photo-like cut: a backdrop (a gradient, or a plain colour with soft shading), soft shapes,
    a person (hair, face, shirt) and a little sensor noise."""
    from PIL import ImageFilter
    random = rng(seed)
    width, height = size
    if backdrop is None:
        top = tuple(random.randrange(40, 220) for _ in range(3))
        bottom = tuple(random.randrange(20, 200) for _ in range(3))
        image = vertical_gradient(size, top, bottom)
        shapes = ImageDraw.Draw(image)
        for _ in range(4):
            x, y = random.randrange(width), random.randrange(height)
            radius = random.randrange(width // 8, width // 3)
            shapes.ellipse((x - radius, y - radius, x + radius, y + radius), fill=tuple(random.randrange(30, 230) for _ in range(3)))
        image = image.filter(ImageFilter.GaussianBlur(max(2, width // 30)))
    else:
        # A plain studio backdrop, slightly darker towards the bottom, as light falls off.
        image = vertical_gradient(size, backdrop, tuple(max(0, c - 10) for c in backdrop))
    draw = ImageDraw.Draw(image)
    centre = width * random.uniform(0.4, 0.6)
    head = min(width, height) * random.uniform(0.16, 0.22)
    head_y = height * random.uniform(0.38, 0.48)
    shirt = tuple(random.randrange(20, 200) for _ in range(3))
    draw.ellipse((centre - head * 1.6, head_y + head * 0.9, centre + head * 1.6, height + head * 2), fill=shirt)
    draw.ellipse((centre - head * 1.08, head_y - head * 1.15, centre + head * 1.08, head_y + head * 0.7), fill=(40, 28, 24))
    draw.ellipse((centre - head * 0.85, head_y - head * 0.9, centre + head * 0.85, head_y + head * 1.0), fill=(236, 196, 168))
    draw.ellipse((centre - head * 0.4, head_y - head * 0.1, centre - head * 0.2, head_y + head * 0.1), fill=(50, 40, 40))
    draw.ellipse((centre + head * 0.2, head_y - head * 0.1, centre + head * 0.4, head_y + head * 0.1), fill=(50, 40, 40))
    image = image.filter(ImageFilter.GaussianBlur(0.8))
    if noise == 0:
        return image
    return Image.blend(image, Image.effect_noise(size, 24).convert("RGB"), noise)


def cut_boxes(size, rows, columns, margin, gap, bottom):
    """Cut rectangles (x, y, width, height) in reading order for a frame of `size`."""
    width, height = size
    cut_width = (width - 2 * margin - (columns - 1) * gap) // columns
    cut_height = (height - margin - bottom - (rows - 1) * gap) // rows
    return [(margin + column * (cut_width + gap), margin + row * (cut_height + gap), cut_width, cut_height)
            for row in range(rows) for column in range(columns)]


def frame_image(size, kind, colours, seed):
    if kind == "plain":
        return Image.new("RGB", size, colours[0])
    if kind == "gradient":
        return vertical_gradient(size, colours[0], colours[1])
    # Dotted: a base colour with small dots of a second colour on a regular grid.
    image = Image.new("RGB", size, colours[0])
    draw = ImageDraw.Draw(image)
    for y in range(4, size[1], 14):
        for x in range(4 + (y // 14) % 2 * 7, size[0], 14):
            draw.ellipse((x - 2, y - 2, x + 2, y + 2), fill=colours[1])
    return image


def brand_line(image, text, colour, box):
    from PIL import ImageFont
    draw = ImageDraw.Draw(image)
    x, y, width, height = box
    font = ImageFont.load_default(size=max(9, min(height // 2, width // 9)))
    draw.text((x, y + height // 4), text, fill=colour, font=font)


def qr_block(image, origin, module, seed):
    """A QR-like block: finder squares in three corners and random modules, on white."""
    random = rng(seed)
    draw = ImageDraw.Draw(image)
    x0, y0 = origin
    count = 21
    draw.rectangle((x0 - module, y0 - module, x0 + (count + 1) * module - 1, y0 + (count + 1) * module - 1), fill=(255, 255, 255))
    for row in range(count):
        for column in range(count):
            finder = (row < 7 and column < 7) or (row < 7 and column >= count - 7) or (row >= count - 7 and column < 7)
            if finder:
                r, c = row % 7 if row < 7 else row - (count - 7), column % 7 if column < 7 else column - (count - 7)
                dark = r in (0, 6) or c in (0, 6) or (2 <= r <= 4 and 2 <= c <= 4)
            else:
                dark = random.random() < 0.5
            if dark:
                draw.rectangle((x0 + column * module, y0 + row * module, x0 + (column + 1) * module - 1, y0 + (row + 1) * module - 1), fill=(0, 0, 0))


def sticker(image, centre, radius, colour):
    """A star sticker with a white outline, as people put over a cut's edge."""
    draw = ImageDraw.Draw(image)
    cx, cy = centre
    points = []
    for index in range(10):
        angle = math.pi / 2 + index * math.pi / 5
        r = radius if index % 2 == 0 else radius * 0.45
        points.append((cx + r * math.cos(angle), cy - r * math.sin(angle)))
    draw.polygon(points, fill=(255, 255, 255))
    inner = [(cx + (x - cx) * 0.8, cy + (y - cy) * 0.8) for x, y in points]
    draw.polygon(inner, fill=colour)


def hex_colour(colour):
    return "#%02X%02X%02X" % tuple(colour)


def draw_print(spec):
    """Renders one print from its spec; returns the image and its truth (cuts in its own pixels)."""
    size, rows, columns = spec["size"], spec["rows"], spec["columns"]
    margin, gap, bottom = spec.get("margin", 12), spec.get("gap", 10), spec.get("bottom", 56)
    seed = spec["seed"]
    frame = frame_image(size, spec.get("frame", "plain"), spec["colours"], seed)
    if spec.get("strips"):
        # A 4x6 sheet of two copies of one strip, side by side, each with its own brand line.
        half = (size[0] // 2, size[1])
        strip, truth = draw_print(dict(spec, size=half, rows=rows, columns=1, strips=False, brand=spec.get("brand")))
        frame.paste(strip, (0, 0))
        frame.paste(strip, (half[0], 0))
        cuts = []
        for row in range(rows):
            for copy in range(2):
                x, y, width, height = truth["cuts"][row]
                cuts.append((x + copy * half[0], y, width, height))
        return frame, dict(truth, columns=2, cuts=cuts)
    cuts = cut_boxes(size, rows, columns, margin, gap, bottom)
    for index, (x, y, width, height) in enumerate(cuts):
        # "backdrop_cuts" picks the cuts shot against "backdrop"; without it, every cut is.
        backdrop = spec.get("backdrop") if index in spec.get("backdrop_cuts", range(len(cuts))) else None
        frame.paste(scene((width, height), seed * 10 + index, backdrop, spec.get("noise", 0.012)), (x, y))
    if spec.get("stickers"):
        random = rng(seed + 1)
        for x, y, width, height in cuts[:2]:
            sticker(frame, (x + width, y + random.randrange(height // 4, height * 3 // 4)), min(width, height) // 7,
                    (255, 214, 0))
    text_colour = spec.get("text", (128, 128, 128))
    if spec.get("brand", True) and bottom >= 24:
        brand_line(frame, spec.get("label", "poki booth  2026.11.23"), text_colour, (margin + 4, size[1] - bottom, size[0] // 2, bottom))
    if spec.get("qr") and bottom >= 40:
        module = max(1, (bottom - 12) // 22)
        qr_block(frame, (size[0] - margin - 22 * module, size[1] - bottom + 6), module, seed)
    return frame, {"rows": rows, "columns": columns, "cuts": cuts}


def first_cut_frame_colour(spec, cuts):
    """The truth for the frame colour: the plain colour, the dotted frame's base colour, or the
    gradient's colour at the height of the first cut's centre."""
    kind, colours = spec.get("frame", "plain"), spec["colours"]
    if kind != "gradient":
        return tuple(colours[0])
    x, y, width, height = cuts[0]
    t = (y + height / 2) / (spec["size"][1] - 1)
    return tuple(round(a + (b - a) * t) for a, b in zip(colours[0], colours[1]))


def rotate_point(point, size, angle, new_size):
    """Where PIL's rotate(angle, expand=True) puts `point` (counter-clockwise by `angle` degrees)."""
    (x, y), (width, height), (new_width, new_height) = point, size, new_size
    radians = math.radians(angle)
    dx, dy = x - width / 2, y - height / 2
    return (new_width / 2 + dx * math.cos(radians) + dy * math.sin(radians),
            new_height / 2 - dx * math.sin(radians) + dy * math.cos(radians))


def low_frequency(size, cells, seed, spread):
    """A smooth random field around 128 (+- `spread`): noise on a coarse grid, enlarged bicubically."""
    random = rng(seed)
    coarse = Image.new("L", cells)
    coarse.putdata([max(0, min(255, 128 + random.randint(-spread, spread))) for _ in range(cells[0] * cells[1])])
    return coarse.resize(size, Image.BICUBIC)


def table(size, kind, seed):
    """A table top, drawn at `size`: wood grain, woven cloth, a dark slate or a light laminate,
    each with its own blotches and texture."""
    from PIL import ImageChops, ImageFilter
    random = rng(seed)
    width, height = size
    if kind == "wood":
        image = Image.new("RGB", size, (150, 104, 66))
        draw = ImageDraw.Draw(image)
        y = 0
        while y < height:
            shade = random.randrange(-22, 22)
            thickness = random.randrange(2, 7)
            draw.line((0, y, width, y + random.randrange(-12, 12)), fill=(150 + shade, 104 + shade, 66 + shade // 2), width=thickness)
            y += thickness
        image = image.filter(ImageFilter.GaussianBlur(1.5))
    elif kind == "cloth":
        # A plain weave: alternating light and dark threads both ways, softened.
        base = (70, 92, 120)
        image = Image.new("RGB", size, base)
        draw = ImageDraw.Draw(image)
        for x in range(0, width, 6):
            draw.line((x, 0, x, height), fill=tuple(c + 16 for c in base), width=2)
        for y in range(0, height, 6):
            draw.line((0, y, width, y), fill=tuple(c - 14 for c in base), width=2)
        image = image.filter(ImageFilter.GaussianBlur(1.2))
    elif kind == "dark":
        image = Image.new("RGB", size, (46, 46, 52))
    else:
        image = Image.new("RGB", size, (196, 190, 178))
    # Blotches: the table is never one flat colour.
    blotches = low_frequency(size, (12, 16), seed, 10).convert("RGB")
    image = ImageChops.add(ImageChops.subtract(image, Image.new("RGB", size, (12, 12, 12))), blotches, 1.0, -116)
    return Image.blend(image, Image.effect_noise(size, 40).convert("RGB"), 0.05)


def paper_corners(spec, paper_size):
    """Where the paper's corners land in the photo (top left, top right, bottom right, bottom
    left): scaled to `height` pixels, leaning back (`keystone`: the far edge shorter by that
    fraction), turned `angle` degrees counter-clockwise about `centre`."""
    paper_width, paper_height = paper_size
    height = spec["height"]
    width = height * paper_width / paper_height
    keystone = spec.get("keystone", 0)
    corners = [(-width / 2 * (1 - keystone / 2), -height / 2), (width / 2 * (1 - keystone / 2), -height / 2),
               (width / 2 * (1 + keystone / 2), height / 2), (-width / 2 * (1 + keystone / 2), height / 2)]
    radians = math.radians(spec["angle"])
    cx, cy = spec["centre"]
    return [(cx + x * math.cos(radians) + y * math.sin(radians), cy - x * math.sin(radians) + y * math.cos(radians)) for x, y in corners]


def apply_perspective(coefficients, point):
    a, b, c, d, e, f, g, h = coefficients
    x, y = point
    w = g * x + h * y + 1
    return ((a * x + b * y + c) / w, (d * x + e * y + f) / w)


def phone_photo(spec):
    """A phone photo of a paper print lying on a table: turned and leaning back a little, a soft
    shadow on one or two sides, uneven light across the picture, lens softness and sensor noise.
    Drawn at twice the size and reduced, so the paper's edges are anti-aliased as a camera's are."""
    from PIL import ImageChops, ImageFilter
    paper, truth = draw_print(spec["print"])
    scale = 2
    width, height = spec["canvas"]
    size = (width * scale, height * scale)
    seed = spec["print"]["seed"]
    canvas = table(size, spec["table"], seed)
    corners = [(x * scale, y * scale) for x, y in paper_corners(spec, paper.size)]
    paper_box = [(0, 0), (paper.width, 0), (paper.width, paper.height), (0, paper.height)]
    to_paper = perspective_coefficients(paper_box, corners)
    to_photo = perspective_coefficients(corners, paper_box)
    mask = Image.new("L", paper.size, 255).transform(size, Image.PERSPECTIVE, to_paper, Image.BILINEAR)
    warped = paper.transform(size, Image.PERSPECTIVE, to_paper, Image.BICUBIC)
    # The shadow: the paper's outline moved towards one or two sides and blurred.
    dx, dy = spec["shadow"]
    shadow = ImageChops.offset(mask, dx * scale, dy * scale).filter(ImageFilter.GaussianBlur(spec.get("blur", 6) * scale))
    canvas = Image.composite(Image.new("RGB", size, (20, 16, 14)), canvas, shadow.point(lambda a: a * spec.get("darkness", 0.45)))
    canvas.paste(warped, (0, 0), mask)
    # Uneven light: a ramp from `light[0]` to `light[1]` (fractions of full light) across `direction` degrees.
    low, high = spec.get("light", (0.8, 1.0))
    radians = math.radians(spec.get("direction", 0))
    along = [(x / 31 - 0.5) * math.cos(radians) + (y / 31 - 0.5) * math.sin(radians) for y in range(32) for x in range(32)]
    ramp = Image.new("L", (32, 32))
    ramp.putdata([round(255 * (low + (high - low) * (t - min(along)) / (max(along) - min(along)))) for t in along])
    ramp = ramp.resize(size, Image.BILINEAR)
    canvas = ImageChops.multiply(canvas, Image.merge("RGB", (ramp, ramp, ramp)))
    canvas = canvas.filter(ImageFilter.GaussianBlur(0.7 * scale)).resize((width, height), Image.BOX)
    canvas = Image.blend(canvas, Image.effect_noise(canvas.size, 40).convert("RGB"), spec.get("noise", 0.03))
    cuts = []
    for x, y, cut_width, cut_height in truth["cuts"]:
        points = [apply_perspective(to_photo, p) for p in ((x, y), (x + cut_width, y), (x, y + cut_height), (x + cut_width, y + cut_height))]
        xs = [p[0] / scale for p in points]
        ys = [p[1] / scale for p in points]
        left, top = round(min(xs)), round(min(ys))
        cuts.append((left, top, round(max(xs)) - left, round(max(ys)) - top))
    return canvas, dict(truth, cuts=cuts)


def rotate_display_to_stored(image, orientation):
    """The stored pixels whose EXIF `orientation` shows `image` upright."""
    return {3: image.transpose(Image.ROTATE_180), 6: image.transpose(Image.ROTATE_90),
            8: image.transpose(Image.ROTATE_270)}[orientation]


def facade(size, seed):
    """An ordinary photo of a building: a wall with a grid of windows that runs past the picture's
    edges, sky at the top, perspective left alone."""
    random = rng(seed)
    width, height = size
    image = vertical_gradient(size, (140, 180, 225), (190, 210, 235))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, height // 6, width, height), fill=(214, 206, 190))
    for row in range(8):
        for column in range(7):
            x, y = -20 + column * 70, height // 6 + 18 + row * 80
            glass = tuple(random.randrange(40, 90) for _ in range(3))
            draw.rectangle((x, y, x + 46, y + 56), fill=glass)
            draw.line((x + 23, y, x + 23, y + 56), fill=(230, 230, 230), width=3)
    return Image.blend(image, Image.effect_noise(size, 30).convert("RGB"), 0.015)


def tiled_wall(size, seed):
    """An ordinary photo of a tiled wall: square tiles with light grout, edge to edge."""
    random = rng(seed)
    image = Image.new("RGB", size, (228, 228, 222))
    draw = ImageDraw.Draw(image)
    for y in range(-10, size[1], 64):
        for x in range(-24, size[0], 64):
            shade = random.randrange(-10, 10)
            draw.rectangle((x + 3, y + 3, x + 61, y + 61), fill=(70 + shade, 130 + shade, 150 + shade))
    return Image.blend(image, Image.effect_noise(size, 30).convert("RGB"), 0.015)


WHITE, BLACK = (255, 255, 255), (16, 16, 16)
PRINTS = [
    # name, how it is saved, spec
    ("strip-white", "jpeg", {"size": (240, 720), "rows": 4, "columns": 1, "colours": [WHITE], "seed": 1, "qr": True}),
    ("strip-black", "png", {"size": (160, 480), "rows": 4, "columns": 1, "colours": [BLACK], "seed": 2, "text": (200, 200, 200),
                             "margin": 8, "gap": 7, "bottom": 40, "noise": 0}),
    ("strip-white-backdrop", "progressive", {"size": (240, 720), "rows": 4, "columns": 1, "colours": [WHITE], "seed": 3,
                                             "backdrop": (236, 234, 228), "qr": True}),
    ("strip-pastel-stickers", "444", {"size": (240, 720), "rows": 4, "columns": 1, "colours": [(255, 209, 220)], "seed": 4,
                                      "stickers": True}),
    ("grid2x2-pastel", "444", {"size": (480, 720), "rows": 2, "columns": 2, "colours": [(204, 229, 255)], "seed": 5,
                               "margin": 20, "gap": 14, "bottom": 90, "stickers": True}),
    ("grid2x2-navy", "progressive", {"size": (480, 720), "rows": 2, "columns": 2, "colours": [(24, 38, 84)], "seed": 6,
                                     "margin": 20, "gap": 14, "bottom": 90, "text": (230, 230, 230), "qr": True}),
    ("grid2x3-white", "jpeg", {"size": (480, 720), "rows": 3, "columns": 2, "colours": [WHITE], "seed": 7, "margin": 18,
                               "gap": 12, "bottom": 70, "qr": True}),
    ("grid2x3-gradient", "jpeg", {"size": (480, 720), "rows": 3, "columns": 2, "frame": "gradient",
                                  "colours": [(255, 190, 210), (170, 200, 255)], "seed": 8, "margin": 18, "gap": 12, "bottom": 70}),
    ("strip1x3-dotted", "jpeg", {"size": (240, 720), "rows": 3, "columns": 1, "frame": "dotted",
                                 "colours": [(255, 244, 214), (242, 150, 170)], "seed": 9, "margin": 16, "gap": 14, "bottom": 80}),
    ("strip1x3-mint-backdrop", "png", {"size": (160, 480), "rows": 3, "columns": 1, "colours": [(190, 236, 214)], "seed": 10,
                                       "backdrop": (176, 226, 204), "margin": 10, "gap": 9, "bottom": 54, "noise": 0}),
    ("sheet-two-strips", "jpeg", {"size": (480, 720), "rows": 4, "columns": 1, "strips": True, "colours": [WHITE], "seed": 11}),
    ("sheet-two-strips-black", "jpeg", {"size": (480, 720), "rows": 4, "columns": 1, "strips": True, "colours": [BLACK],
                                               "seed": 12, "text": (200, 200, 200)}),
    ("horizontal-lavender", "jpeg", {"size": (720, 240), "rows": 1, "columns": 4, "colours": [(221, 208, 240)], "seed": 13,
                                     "margin": 12, "gap": 10, "bottom": 44}),
    ("single-white", "jpeg", {"size": (480, 640), "rows": 1, "columns": 1, "colours": [WHITE], "seed": 14, "margin": 24,
                              "bottom": 90, "qr": True}),
    ("grid2x2-transparent", "rgba", {"size": (320, 480), "rows": 2, "columns": 2, "colours": [(255, 236, 179)], "seed": 15,
                                     "margin": 15, "gap": 10, "bottom": 60, "noise": 0}),
]
ROTATED = [
    # name, orientation, spec
    ("grid2x2-white-exif6", 6, {"size": (480, 720), "rows": 2, "columns": 2, "colours": [WHITE], "seed": 16, "margin": 20,
                                "gap": 14, "bottom": 90}),
    ("strip-black-exif8", 8, {"size": (240, 720), "rows": 4, "columns": 1, "colours": [BLACK], "seed": 17, "text": (200, 200, 200)}),
    ("grid2x3-pastel-exif3", 3, {"size": (480, 720), "rows": 3, "columns": 2, "colours": [(255, 222, 173)], "seed": 18,
                                 "margin": 18, "gap": 12, "bottom": 70}),
]
PHONE = [
    # name, spec: the print, the photo's size, the table, where the paper lies (centre, height,
    # angle, keystone), its shadow's offset and the light's ramp (fractions of full light, direction)
    ("phone-strip-white-wood", {"print": {"size": (240, 720), "rows": 4, "columns": 1, "colours": [WHITE], "seed": 19, "qr": True},
                                "canvas": (720, 960), "table": "wood", "centre": (360, 480), "height": 760, "angle": 3,
                                "keystone": 0.04, "shadow": (8, 10), "light": (0.75, 1.0), "direction": 30}),
    ("phone-grid2x2-pastel-cloth", {"print": {"size": (480, 720), "rows": 2, "columns": 2, "colours": [(204, 229, 255)], "seed": 20,
                                              "margin": 20, "gap": 14, "bottom": 90},
                                    "canvas": (720, 960), "table": "cloth", "centre": (370, 470), "height": 720, "angle": -2,
                                    "keystone": 0.05, "shadow": (-8, 6), "light": (0.8, 1.0), "direction": 120}),
    ("phone-grid2x3-white-dark", {"print": {"size": (480, 720), "rows": 3, "columns": 2, "colours": [WHITE], "seed": 21,
                                            "margin": 18, "gap": 12, "bottom": 70, "qr": True},
                                  "canvas": (720, 960), "table": "dark", "centre": (350, 490), "height": 700, "angle": 5,
                                  "keystone": 0.06, "shadow": (10, 0), "light": (0.7, 1.0), "direction": 200}),
    ("phone-strip-black-light", {"print": {"size": (240, 720), "rows": 4, "columns": 1, "colours": [BLACK], "seed": 22,
                                           "text": (200, 200, 200)},
                                 "canvas": (720, 960), "table": "light", "centre": (360, 470), "height": 780, "angle": -4,
                                 "keystone": 0.03, "shadow": (6, 8), "light": (0.85, 1.0), "direction": 60}),
    ("phone-sheet-two-strips-wood", {"print": {"size": (480, 720), "rows": 4, "columns": 1, "strips": True, "colours": [WHITE], "seed": 23},
                                     "canvas": (720, 960), "table": "wood", "centre": (360, 480), "height": 760, "angle": 1.5,
                                     "keystone": 0.05, "shadow": (0, 10), "light": (0.7, 1.0), "direction": 270}),
    ("phone-strip1x3-pink-cloth", {"print": {"size": (240, 720), "rows": 3, "columns": 1, "colours": [(255, 209, 220)], "seed": 24,
                                             "margin": 16, "gap": 14, "bottom": 80},
                                   "canvas": (720, 960), "table": "cloth", "centre": (370, 480), "height": 740, "angle": -6,
                                   "keystone": 0.02, "shadow": (-6, -8), "light": (0.8, 1.0), "direction": 0}),
    ("phone-horizontal-mint-light", {"print": {"size": (720, 240), "rows": 1, "columns": 4, "colours": [(190, 236, 214)], "seed": 25,
                                               "margin": 12, "gap": 10, "bottom": 44},
                                     "canvas": (960, 720), "table": "light", "centre": (470, 370), "height": 280, "angle": 2.5,
                                     "keystone": 0.05, "shadow": (8, 8), "light": (0.8, 1.0), "direction": 100}),
    ("phone-single-navy-wood", {"print": {"size": (480, 640), "rows": 1, "columns": 1, "colours": [(24, 38, 84)], "seed": 26,
                                          "margin": 24, "bottom": 90, "qr": True, "text": (230, 230, 230)},
                                "canvas": (720, 960), "table": "wood", "centre": (360, 480), "height": 720, "angle": -3,
                                "keystone": 0.04, "shadow": (8, 6), "light": (0.8, 1.0), "direction": 300}),
    ("phone-grid2x2-lavender-dark", {"print": {"size": (480, 720), "rows": 2, "columns": 2, "colours": [(221, 208, 240)], "seed": 27,
                                               "margin": 20, "gap": 14, "bottom": 90, "stickers": True},
                                     "canvas": (720, 960), "table": "dark", "centre": (360, 480), "height": 740, "angle": 4,
                                     "keystone": 0.07, "shadow": (-10, 10), "light": (0.65, 1.0), "direction": 45}),
    ("phone-grid2x3-gradient-light", {"print": {"size": (480, 720), "rows": 3, "columns": 2, "frame": "gradient",
                                                "colours": [(255, 190, 210), (170, 200, 255)], "seed": 28, "margin": 18, "gap": 12,
                                                "bottom": 70},
                                      "canvas": (720, 960), "table": "light", "centre": (360, 480), "height": 760, "angle": -1,
                                      "keystone": 0.04, "shadow": (6, 0), "light": (0.8, 1.0), "direction": 150}),
    ("phone-sheet-two-strips-black-light", {"print": {"size": (480, 720), "rows": 4, "columns": 1, "strips": True, "colours": [BLACK],
                                                      "seed": 29, "text": (200, 200, 200)},
                                            "canvas": (720, 960), "table": "light", "centre": (360, 480), "height": 720, "angle": 3.5,
                                            "keystone": 0.05, "shadow": (8, 8), "light": (0.75, 1.0), "direction": 220}),
]


def save_print(image, name, how):
    relative = f"prints/{name}." + ("png" if how in ("png", "rgba") else "jpg")
    if how == "png":
        image.save(path(relative), optimize=True)
    elif how == "rgba":
        # Rounded corners and a surround that are fully transparent, as apps export digital frames.
        alpha = Image.new("L", image.size, 0)
        ImageDraw.Draw(alpha).rounded_rectangle((0, 0, image.width - 1, image.height - 1), radius=28, fill=255)
        rgba = image.convert("RGBA")
        rgba.putalpha(alpha)
        rgba.save(path(relative), optimize=True)
    elif how == "progressive":
        image.save(path(relative), quality=75, progressive=True)
    elif how == "444":
        image.save(path(relative), quality=75, subsampling=0)
    else:
        image.save(path(relative), quality=75, subsampling=2)
    return relative


def make_prints():
    entries = []
    for name, how, spec in PRINTS:
        image, truth = draw_print(spec)
        relative = save_print(image, name, how)
        entries.append({"file": relative, "kind": "digital", "frameKind": spec.get("frame", "plain"),
                        "print": {"layout": {"rows": truth["rows"], "columns": truth["columns"]},
                                  "frame": hex_colour(first_cut_frame_colour(spec, truth["cuts"])),
                                  "cuts": [dict(zip(("x", "y", "width", "height"), cut)) for cut in truth["cuts"]]}})
    for name, orientation, spec in ROTATED:
        image, truth = draw_print(spec)
        relative = f"prints/{name}.jpg"
        jpeg_with_exif(rotate_display_to_stored(image, orientation), relative, tiff(orientation), quality=75)
        entries.append({"file": relative, "kind": "digital", "frameKind": "plain",
                        "print": {"layout": {"rows": truth["rows"], "columns": truth["columns"]},
                                  "frame": hex_colour(first_cut_frame_colour(spec, truth["cuts"])),
                                  "cuts": [dict(zip(("x", "y", "width", "height"), cut)) for cut in truth["cuts"]]}})
    for name, spec in PHONE:
        image, truth = phone_photo(spec)
        relative = f"prints/{name}.jpg"
        image.save(path(relative), quality=80)
        entries.append({"file": relative, "kind": "phone", "frameKind": spec["print"].get("frame", "plain"),
                        "print": {"layout": {"rows": truth["rows"], "columns": truth["columns"]},
                                  "frame": hex_colour(first_cut_frame_colour(spec["print"], truth["cuts"])),
                                  "cuts": [dict(zip(("x", "y", "width", "height"), cut)) for cut in truth["cuts"]]}})
    for name, _, frame in ALBUM_THEMES:
        entries.append({"file": f"album/{name}.jpg", "kind": "digital", "frameKind": "plain",
                        "print": {"layout": {"rows": 4, "columns": 1}, "frame": hex_colour(frame),
                                  "cuts": [dict(zip(("x", "y", "width", "height"), cut)) for cut in ALBUM_CUTS]}})
    ordinary = [
        ("photo-portrait", scene((480, 640), 101)),
        ("photo-backdrop", scene((640, 480), 102, backdrop=(240, 240, 236))),
        ("photo-window-grid", facade((480, 640), 103)),
        ("photo-tiled-wall", tiled_wall((640, 480), 104)),
    ]
    for name, image in ordinary:
        relative = f"prints/{name}.jpg"
        image.save(path(relative), quality=75)
        entries.append({"file": relative, "kind": "ordinary", "print": None})
    landscape = vertical_gradient((480, 320), (120, 170, 230), (60, 120, 60))
    landscape.save(path("prints/photo-landscape.png"), optimize=True)
    entries.append({"file": "prints/photo-landscape.png", "kind": "ordinary", "print": None})
    with open(path("prints/truth.json"), "w") as handle:
        json.dump(entries, handle, indent=2, sort_keys=True)
        handle.write("\n")


if __name__ == "__main__":
    import sys
    if sys.argv[1:] == ["prints"]:
        make_prints()
        sys.exit(0)
    if sys.argv[1:] == ["share"]:
        make_share()
        sys.exit(0)
    if sys.argv[1:] == ["missed"]:
        make_missed()
        sys.exit(0)
    if sys.argv[1:] == ["qr"]:
        make_qr()
        sys.exit(0)
    if sys.argv[1:] == ["leaky"]:
        make_leaky()
        sys.exit(0)
    if sys.argv[1:] == ["phone"]:
        make_phone()
        sys.exit(0)
    if sys.argv[1:] == ["horizon"]:
        make_horizon_strip()
        sys.exit(0)
    if sys.argv[1:] == ["glow"]:
        make_glow_sheet()
        sys.exit(0)
    if sys.argv[1:] == ["turned"]:
        make_turned_heif()
        sys.exit(0)
    if sys.argv[1:] == ["video"]:
        make_video()
        sys.exit(0)
    if sys.argv[1:] == ["generated"]:
        make_generated()
        sys.exit(0)
    if sys.argv[1:] == ["text"]:
        make_text()
        sys.exit(0)
    if sys.argv[1:] == ["generated-text"]:
        make_generated_text()
        sys.exit(0)
    make_pngs()
    make_jpegs()
    make_exif()
    make_solids()
    make_refusals()
    make_hostile()
    make_album()
    make_qr()
    make_renders()
    make_prints()
    make_share()
    make_leaky()
    make_missed()
    make_horizon_strip()
    make_glow_sheet()
    make_generated()
    make_text()
    make_phone()
    make_video()
