#!/usr/bin/env python3
"""Regenerates every fixture under Fixtures/ with known content. See README.md.

Needs Pillow, cjpeg (libjpeg-turbo-progs) and a C compiler with libjpeg headers (for YCCK).
Run from anywhere: python3 Fixtures/make_fixtures.py
"""
import base64
import io
import math
import os
import struct
import subprocess
import tempfile
import zlib

from PIL import Image, ImageDraw

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
    # Larger than the sample, so the decoder scales by the DCT (1/4 here: 1000 / 4 >= 128).
    large = split_image(1000, 300)
    large.save(path("jpeg/split-large-baseline.jpg"), quality=90)
    large.save(path("jpeg/split-large-progressive.jpg"), quality=90, progressive=True)
    split_image(1200, 360).save(path("jpeg/split-eighth-progressive.jpg"), quality=90, progressive=True)
    make_plaids()


def plaid_image(width=1024, height=160):
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
    # Decoded at 1/8 (1024 / 8 = 128): the progressive copies must give the baseline copies' samples.
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


def jpeg_with_exif(image, relative, block, **options):
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=90, **options)
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


def raw_profile(block):
    """A tEXt body as ImageMagick writes a profile: keyword, then name, length and hex, 72 digits a line."""
    digits = block.hex()
    lines = "\n".join(digits[index:index + 72] for index in range(0, len(digits), 72))
    return b"Raw profile type exif\x00" + f"\nexif\n{len(block):8d}\n{lines}\n".encode()


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

def make_album():
    themes = [
        ("harufilm-pink", [(244, 143, 177), (255, 205, 210), (236, 64, 122), (248, 187, 208)], (255, 255, 255)),
        ("lifefourcuts-sky", [(100, 181, 246), (144, 202, 249), (30, 136, 229), (187, 222, 251)], (255, 255, 255)),
        ("photoism-mint", [(128, 203, 196), (77, 182, 172), (178, 223, 219), (38, 166, 154)], (255, 255, 255)),
        ("photosignature-mono", [(66, 66, 66), (117, 117, 117), (33, 33, 33), (158, 158, 158)], (20, 20, 20)),
        ("harufilm-sunset", [(255, 167, 38), (255, 112, 67), (255, 204, 128), (239, 83, 80)], (255, 248, 225)),
    ]
    for index, (name, panels, frame) in enumerate(themes):
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


# The links the QR fixtures hold: the end-to-end tests serve them on this loopback port.
QR_BASE = "http://127.0.0.1:47613/qr/"


def qr_image(text, box_size=10):
    import qrcode  # Debian: python3-qrcode; PyPI: qrcode

    code = qrcode.QRCode(box_size=box_size, border=4, error_correction=qrcode.constants.ERROR_CORRECT_M)
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
# MARK: - Pictures for the terminal preview

# The checkerboard's four corners: top left, top right, bottom left, bottom right.
CHECKER = [(220, 30, 40), (30, 180, 60), (40, 70, 220), (240, 210, 20)]


def make_renders():
    write("render/checker-2x2.png", png([[CHECKER[0], CHECKER[1]], [CHECKER[2], CHECKER[3]]], 2, 8))


if __name__ == "__main__":
    make_pngs()
    make_jpegs()
    make_exif()
    make_solids()
    make_refusals()
    make_hostile()
    make_album()
    make_qr()
    make_renders()
