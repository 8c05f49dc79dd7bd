#!/usr/bin/env python3
"""Draws booth prints ("four-cut" photos) from seeds, with their truth, for measuring poki's print
analysis on prints it was never tuned on (issue #25). See Fixtures/README.md, "Generated prints".

    python3 Fixtures/print_generator.py --seeds 0-999 --out DIR             # booth prints
    python3 Fixtures/print_generator.py --seeds 0-299 --out DIR --ordinary  # images that are not prints

Each seed draws one image, the same one on every run, alone or in any range (random.Random(seed);
Pillow's own noise, whose sequence depends on what a process drew before, is replaced by one seeded
per image; another Pillow version or other fonts may change pixels, not the truth's layout),
writes DIR/<seed>.<jpg|png> and appends its truth as one JSON line to DIR/truth.jsonl:

    {"seed", "file", "kind": "digital"|"phone"|"ordinary", "layout": "CxR" (columns x rows),
     "cuts": [[x, y, w, h], ...] (display pixels, EXIF orientation applied, reading order),
     "frame": "plain"|"pastel"|"gradient"|"dots"|"stripes"|"checks"|"texture"|"glitter",
     "frameColour": "#RRGGBB" (plain and pastel frames: the colour around the first cut; for a phone
     photo as the photo shows it, "paperColour" as printed), "frameColours" (the frame's main colours),
     "orientation", "strips" (two 1x4 strips on a 4x6 sheet), "backdrop" ("near" the frame's colour,
     "dark", "studio" or "scene"), "backdropColour" (plain and pastel frames: the median just inside
     the first cut, as the file or the photo shows it), "format", "size" [w, h] (display); for a phone photo also
     "cutQuads" (each cut's four corners in the photo: top left, top right, bottom right, bottom left)
     and "paperQuad" (the paper's four corners in the photo, in the same order)}

Ordinary images have {"seed", "file", "kind": "ordinary", "subject", "orientation", "format", "size"}.

Needs Pillow (Debian: python3-pil). Uses the drawing helpers of make_fixtures.py (scene, sticker,
qr_block, table, paper_corners, perspective_coefficients, ...). Fonts: DejaVu, URW base35 and Nanum
when installed (fonts-dejavu-core, fonts-urw-base35, fonts-nanum); a missing one falls back to
DejaVu Sans, then Pillow's own font.
"""
import argparse
import importlib.util
import json
import math
import os
import random as random_module
import sys
import time

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))


def load_fixtures():
    spec = importlib.util.spec_from_file_location("make_fixtures", os.path.join(HERE, "make_fixtures.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


mf = load_fixtures()

# MARK: - Deterministic noise
# Image.effect_noise draws from C's rand(): its pixels depend on every call made before in the
# process, so the same seed would give another image in a batch than alone. make_fixtures' scene()
# and table() call it; this replacement draws from one generator reseeded for every image.
NOISE = random_module.Random(0)


def noise_image(size, sigma):
    """Grey noise around 128 with the standard deviation `sigma` (uniform, not Gaussian)."""
    width, height = size
    raw = Image.frombytes("L", (width, height), NOISE.randbytes(width * height))
    scale = sigma / 73.9  # a uniform 0..255 variable has a standard deviation of 73.9
    return raw.point([max(0, min(255, round(128 + (v - 127.5) * scale))) for v in range(256)])


Image.effect_noise = noise_image


def add_noise(image, amount, sigma=40):
    if amount <= 0:
        return image
    return Image.blend(image, noise_image(image.size, sigma).convert(image.mode), amount)


# MARK: - Small helpers

def weighted(r, table):
    """One key of `table` ({key: weight} or [(key, weight)]) drawn by weight."""
    items = list(table.items()) if isinstance(table, dict) else list(table)
    total = sum(weight for _, weight in items)
    pick = r.uniform(0, total)
    for key, weight in items:
        pick -= weight
        if pick <= 0:
            return key
    return items[-1][0]


def clamp(value, low=0, high=255):
    return max(low, min(high, int(round(value))))


def hsv(h, s, v):
    import colorsys
    return tuple(clamp(c * 255) for c in colorsys.hsv_to_rgb(h % 1.0, s, v))


def luminance(colour):
    r, g, b = colour
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def shift(colour, amount):
    return tuple(clamp(c + amount) for c in colour)


def mix(a, b, t):
    return tuple(clamp(x + (y - x) * t) for x, y in zip(a, b))


def contrast_colour(r, colour):
    """Text colour on `colour`: dark on light, light on dark, now and then a tinted one."""
    if luminance(colour) > 0.55:
        return mix(colour, (20, 20, 20), r.uniform(0.55, 0.95))
    return mix(colour, (250, 250, 250), r.uniform(0.6, 0.95))


FONT_FILES = [
    "truetype/dejavu/DejaVuSans.ttf", "truetype/dejavu/DejaVuSans-Bold.ttf", "truetype/dejavu/DejaVuSerif.ttf",
    "truetype/dejavu/DejaVuSerif-Bold.ttf", "truetype/dejavu/DejaVuSansMono.ttf", "truetype/dejavu/DejaVuSans-ExtraLight.ttf",
    "truetype/dejavu/DejaVuSansCondensed-Oblique.ttf", "opentype/urw-base35/URWGothic-Demi.otf",
    "opentype/urw-base35/Z003-MediumItalic.otf", "opentype/urw-base35/NimbusSans-Bold.otf",
    "opentype/urw-base35/URWBookman-Light.otf", "opentype/urw-base35/C059-Italic.otf",
    "truetype/nanum/NanumGothic.ttf", "truetype/nanum/NanumGothicBold.ttf", "truetype/nanum/NanumMyeongjo.ttf",
    "truetype/nanum/NanumSquareRoundB.ttf", "truetype/nanum/NanumBarunGothic.ttf", "truetype/nanum/NanumSquareB.ttf",
]
FONT_CACHE = {}


def font(index, size):
    """The font FONT_FILES[index] at `size` pixels (falling back when not installed); and whether it has Hangul."""
    name = FONT_FILES[index % len(FONT_FILES)]
    size = max(6, int(size))
    key = (name, size)
    if key not in FONT_CACHE:
        loaded = None
        for candidate in (name, "truetype/dejavu/DejaVuSans.ttf"):
            try:
                loaded = (ImageFont.truetype(os.path.join("/usr/share/fonts", candidate), size), "nanum" in candidate)
                break
            except OSError:
                continue
        FONT_CACHE[key] = loaded or (ImageFont.load_default(size=size), False)
    return FONT_CACHE[key]


def text_size(draw, text, face):
    left, top, right, bottom = draw.textbbox((0, 0), text, font=face)
    return right - left, bottom - top


def fit_font(draw, r_index, text, width, height):
    """The largest size of font `r_index` (down from `height`) whose `text` fits `width`."""
    size = max(6, int(height))
    while True:
        face, hangul = font(r_index, size)
        w, h = text_size(draw, text, face)
        if (w <= width and h <= height * 1.25) or size <= 6:
            return face, hangul, w, h
        size = max(6, int(size * 0.85))


def paste_rounded(canvas, picture, origin, radius):
    if radius <= 0:
        canvas.paste(picture, origin)
        return
    mask = Image.new("L", picture.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, picture.width - 1, picture.height - 1), radius=radius, fill=255)
    canvas.paste(picture, origin, mask)


def linear_field(size, stops, angle, radial=False, cells=64):
    """A smooth gradient through `stops` (colours) along `angle` degrees, or outwards from the
    centre: drawn on a small grid and enlarged, as it is smooth."""
    width, height = size
    gw, gh = (cells, max(2, round(cells * height / width))) if width >= height else (max(2, round(cells * width / height)), cells)
    small = Image.new("RGB", (gw, gh))
    radians = math.radians(angle)
    values = []
    for y in range(gh):
        for x in range(gw):
            u, v = x / (gw - 1) - 0.5, y / (gh - 1) - 0.5
            if radial:
                t = min(1.0, math.hypot(u * width / max(size), v * height / max(size)) * 2)
            else:
                t = (u * math.cos(radians) + v * math.sin(radians)) / (abs(math.cos(radians)) * 0.5 + abs(math.sin(radians)) * 0.5) * 0.5 + 0.5
            t = max(0.0, min(1.0, t)) * (len(stops) - 1)
            index = min(len(stops) - 2, int(t))
            values.append(mix(stops[index], stops[index + 1], t - index))
    small.putdata(values)
    return small.resize(size, Image.BICUBIC)


# MARK: - Frames

WHITES = [(255, 255, 255), (255, 255, 255), (252, 252, 250), (250, 248, 240), (246, 246, 246), (255, 253, 245)]
BLACKS = [(0, 0, 0), (12, 12, 12), (20, 20, 22), (28, 26, 26), (34, 34, 38)]


def plain_colour(r):
    pick = r.random()
    if pick < 0.26:
        return r.choice(WHITES)
    if pick < 0.46:
        return r.choice(BLACKS)
    if pick < 0.54:
        grey = r.randrange(60, 225)
        return (grey, grey, grey + r.randrange(-4, 5))
    # The whole range: navy, burgundy, forest, brown, and saturated reds, blues, yellows, purples.
    return hsv(r.random(), r.uniform(0.3, 1.0), r.choice([r.uniform(0.12, 0.45), r.uniform(0.45, 1.0), r.uniform(0.7, 1.0)]))


def pastel_colour(r):
    return hsv(r.random(), r.uniform(0.1, 0.35), r.uniform(0.88, 1.0))


def any_colour(r):
    return r.choice([plain_colour, pastel_colour, pastel_colour])(r)


def draw_frame(r, size, kind):
    """The frame's paper: its image, its main colours, and the one colour of a plain or pastel frame."""
    width, height = size
    short = min(size)
    if kind == "plain":
        colour = plain_colour(r)
        return Image.new("RGB", size, colour), [colour], colour
    if kind == "pastel":
        colour = pastel_colour(r)
        return Image.new("RGB", size, colour), [colour], colour
    if kind == "gradient":
        count = weighted(r, {2: 6, 3: 3, 4: 2})
        if count > 2 and r.random() < 0.4:  # holographic / rainbow
            start = r.random()
            stops = [hsv(start + i * r.uniform(0.12, 0.3), r.uniform(0.25, 0.7), r.uniform(0.85, 1.0)) for i in range(count)]
        else:
            stops = [any_colour(r) for _ in range(count)]
        radial = r.random() < 0.15
        angle = weighted(r, {90: 5, 0: 2, 45: 1, 135: 1, r.uniform(0, 180): 1})
        return linear_field(size, stops, angle, radial), stops, None
    if kind == "dots":
        base = weighted(r, {"white": 3, "pastel": 4, "plain": 3})
        base = {"white": r.choice(WHITES), "pastel": pastel_colour(r), "plain": plain_colour(r)}[base]
        dot = any_colour(r)
        if abs(luminance(dot) - luminance(base)) < 0.12:
            dot = shift(dot, -70 if luminance(base) > 0.5 else 70)
        image = Image.new("RGB", size, base)
        draw = ImageDraw.Draw(image)
        step = max(6, round(short * r.uniform(0.025, 0.08)))
        radius = max(1.5, step * r.uniform(0.12, 0.35))
        if r.random() < 0.7:
            for row, y in enumerate(range(step // 2, height + step, step)):
                for x in range(step // 2 + (row % 2) * step // 2, width + step, step):
                    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=dot)
        else:  # confetti: scattered dots of a few colours
            colours = [dot] + [any_colour(r) for _ in range(r.randrange(1, 4))]
            for _ in range(int(width * height / step / step * 1.3)):
                x, y, rr = r.uniform(0, width), r.uniform(0, height), radius * r.uniform(0.6, 1.5)
                draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=r.choice(colours))
        return image, [base, dot], None
    if kind == "stripes":
        a, b = any_colour(r), any_colour(r)
        if abs(luminance(a) - luminance(b)) < 0.1:
            b = shift(b, -60 if luminance(a) > 0.5 else 60)
        stripe = max(3, round(short * r.uniform(0.012, 0.06)))
        ratio = r.uniform(0.3, 1.0)
        angle = weighted(r, {0: 3, 90: 2, 45: 3, 135: 2})
        span = int(math.hypot(width, height)) + 4 * stripe
        big = Image.new("RGB", (span, span), a)
        draw = ImageDraw.Draw(big)
        for x in range(0, span, stripe * 2):
            draw.rectangle((x, 0, x + max(1, round(stripe * 2 * ratio / 2)), span), fill=b)
        big = big.rotate(angle, resample=Image.BILINEAR)
        left, top = (span - width) // 2, (span - height) // 2
        return big.crop((left, top, left + width, top + height)), [a, b], None
    if kind == "checks":
        a, b = any_colour(r), r.choice(WHITES + [pastel_colour(r), plain_colour(r)])
        if abs(luminance(a) - luminance(b)) < 0.1:
            b = shift(b, -60 if luminance(a) > 0.5 else 60)
        cell = max(4, round(short * r.uniform(0.02, 0.07)))
        image = Image.new("RGB", size, b)
        draw = ImageDraw.Draw(image)
        if r.random() < 0.5:  # checkerboard
            for y in range(0, height, cell):
                for x in range((y // cell) % 2 * cell, width, cell * 2):
                    draw.rectangle((x, y, x + cell - 1, y + cell - 1), fill=a)
        else:  # gingham: translucent bands both ways, darker where they cross
            layer = Image.new("L", size, 0)
            ld = ImageDraw.Draw(layer)
            for x in range(0, width, cell * 2):
                ld.rectangle((x, 0, x + cell - 1, height), fill=128)
            across = Image.new("L", size, 0)
            ad = ImageDraw.Draw(across)
            for y in range(0, height, cell * 2):
                ad.rectangle((0, y, width, y + cell - 1), fill=128)
            image = Image.composite(Image.new("RGB", size, a), image, ImageChops.add(layer, across))
        return image, [a, b], None
    if kind == "glitter":
        base = weighted(r, [((212, 175, 55), 2), ((192, 192, 196), 2), (pastel_colour(r), 2), (plain_colour(r), 2),
                            ((232, 120, 170), 1), ((20, 20, 24), 1)])
        sheen = mf.low_frequency(size, (max(2, width // 60), max(2, height // 60)), r.randrange(1 << 30), 40)
        image = Image.merge("RGB", [ImageChops.add(Image.new("L", size, c), sheen, 1.0, -128) for c in base])
        image = add_noise(image, r.uniform(0.1, 0.25), 60)
        sparkle = noise_image(size, 74).point([255 if v > 252 else 0 for v in range(256)])
        if r.random() < 0.6:
            sparkle = sparkle.filter(ImageFilter.MaxFilter(3))
        image = Image.composite(Image.new("RGB", size, mix(base, (255, 255, 255), 0.85)), image, sparkle)
        return image, [base], None
    # Texture or picture.
    style = weighted(r, {"paper": 3, "flowers": 2, "hearts": 2, "bokeh": 2, "marble": 2, "sky": 2})
    base = any_colour(r)
    if style == "paper":
        field = mf.low_frequency(size, (max(2, width // 25), max(2, height // 25)), r.randrange(1 << 30), 30)
        image = Image.merge("RGB", [ImageChops.add(Image.new("L", size, c), field, 1.0, -128) for c in base])
        return add_noise(image, 0.12, 50).filter(ImageFilter.GaussianBlur(0.6)), [base], None
    if style in ("flowers", "hearts"):
        image = Image.new("RGB", size, base)
        draw = ImageDraw.Draw(image)
        colours = [any_colour(r) for _ in range(3)]
        unit = short * r.uniform(0.025, 0.07)
        for _ in range(int(width * height / unit / unit / 3)):
            x, y, s = r.uniform(0, width), r.uniform(0, height), unit * r.uniform(0.5, 1.2)
            colour = r.choice(colours)
            if style == "flowers":
                for petal in range(5):
                    a = petal * 2 * math.pi / 5
                    px, py = x + math.cos(a) * s * 0.5, y + math.sin(a) * s * 0.5
                    draw.ellipse((px - s * 0.35, py - s * 0.35, px + s * 0.35, py + s * 0.35), fill=colour)
                draw.ellipse((x - s * 0.22, y - s * 0.22, x + s * 0.22, y + s * 0.22), fill=(250, 220, 90))
            else:
                heart(draw, (x, y), s * 0.5, colour)
        return image, [base] + colours, None
    if style == "bokeh":
        image = linear_field(size, [shift(base, -60), base], 90)
        layer = Image.new("RGB", size, (0, 0, 0))
        draw = ImageDraw.Draw(layer)
        for _ in range(40):
            x, y, s = r.uniform(0, width), r.uniform(0, height), short * r.uniform(0.03, 0.12)
            draw.ellipse((x - s, y - s, x + s, y + s), fill=hsv(r.random(), 0.4, r.uniform(0.5, 1.0)))
        layer = layer.filter(ImageFilter.GaussianBlur(max(1, short // 150)))
        return ImageChops.screen(image, layer), [base], None
    if style == "marble":
        image = Image.new("RGB", size, mix(base, (255, 255, 255), 0.6))
        draw = ImageDraw.Draw(image)
        vein = shift(base, -50)
        for _ in range(12):
            x, y = r.uniform(0, width), r.uniform(0, height)
            points = [(x, y)]
            for _ in range(20):
                x, y = x + r.uniform(-1, 1) * short * 0.08, y + r.uniform(0, 1) * short * 0.08
                points.append((x, y))
            draw.line(points, fill=vein, width=max(1, short // 300))
        return image.filter(ImageFilter.GaussianBlur(max(1, short // 400))), [mix(base, (255, 255, 255), 0.6), vein], None
    # sky: a blue ramp and soft clouds
    image = linear_field(size, [(110, 165, 230), (190, 220, 248)], 90)
    clouds = Image.new("L", size, 0)
    draw = ImageDraw.Draw(clouds)
    for _ in range(25):
        x, y, s = r.uniform(0, width), r.uniform(0, height), short * r.uniform(0.05, 0.18)
        draw.ellipse((x - s * 1.6, y - s * 0.7, x + s * 1.6, y + s * 0.7), fill=210)
    clouds = clouds.filter(ImageFilter.GaussianBlur(max(2, short // 60)))
    return Image.composite(Image.new("RGB", size, (252, 252, 255)), image, clouds), [(150, 195, 240), (252, 252, 255)], None


def heart(draw, centre, size, colour, outline=None):
    x, y = centre
    points = []
    for step in range(32):
        t = step / 32 * 2 * math.pi
        hx = 16 * math.sin(t) ** 3
        hy = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((x + hx / 16 * size, y - hy / 16 * size))
    if outline:
        grown = [(x + (px - x) * 1.2, y + (py - y) * 1.2) for px, py in points]
        draw.polygon(grown, fill=outline)
    draw.polygon(points, fill=colour)


# MARK: - The cuts: what a booth shoots

STUDIO = [(245, 245, 245), (230, 230, 228), (200, 200, 205), (236, 226, 210), (250, 215, 225), (200, 225, 245),
          (215, 240, 220), (250, 240, 200), (120, 120, 128), (60, 60, 66)]


def person(draw, r, centre, head, head_y, height):
    """Another person beside the one scene() draws: hair, face, shirt."""
    skin = r.choice([(236, 196, 168), (224, 172, 140), (198, 148, 110), (160, 110, 80), (245, 214, 190)])
    hair = r.choice([(40, 28, 24), (20, 18, 18), (90, 60, 40), (150, 110, 60), (200, 170, 120), (120, 40, 60)])
    shirt = tuple(r.randrange(20, 230) for _ in range(3))
    draw.ellipse((centre - head * 1.6, head_y + head * 0.9, centre + head * 1.6, height + head * 2), fill=shirt)
    draw.ellipse((centre - head * 1.08, head_y - head * 1.15, centre + head * 1.08, head_y + head * 0.7), fill=hair)
    draw.ellipse((centre - head * 0.85, head_y - head * 0.9, centre + head * 0.85, head_y + head * 1.0), fill=skin)
    for side in (-1, 1):
        ex = centre + side * head * 0.3
        draw.ellipse((ex - head * 0.1, head_y - head * 0.1, ex + head * 0.1, head_y + head * 0.1), fill=(50, 40, 40))


def shot(r, size, seed, look):
    """One cut: a photo of one to three people against the print's backdrop, in its look."""
    image = mf.scene(size, seed, look["backdrop"], noise=0)
    width, height = size
    others = look["people"] - 1
    if others:
        draw = ImageDraw.Draw(image)
        for index in range(others):
            side = -1 if index % 2 == 0 else 1
            head = min(width, height) * r.uniform(0.13, 0.2)
            person(draw, r, width * (0.5 + side * r.uniform(0.22, 0.34)), head, height * r.uniform(0.36, 0.5), height)
        image = image.filter(ImageFilter.GaussianBlur(0.6))
    if look["bw"]:
        image = image.convert("L").convert("RGB")
    if look["gains"] != (1, 1, 1):
        image = Image.merge("RGB", [band.point([clamp(v * gain) for v in range(256)]) for band, gain in zip(image.split(), look["gains"])])
    return add_noise(image, look["noise"], 30)


def decorate(r, image, cuts, frame_colour):
    """Stickers, doodles, tape and words that people add, many across a cut's edge."""
    draw = ImageDraw.Draw(image, "RGBA")
    for _ in range(r.randrange(1, 7)):
        x, y, w, h = r.choice(cuts)
        edge = r.randrange(4)
        along = r.uniform(0.1, 0.9)
        centre = [(x + w * along, y), (x + w, y + h * along), (x + w * along, y + h), (x, y + h * along)][edge]
        centre = (centre[0] + r.uniform(-0.04, 0.04) * w, centre[1] + r.uniform(-0.04, 0.04) * h)
        radius = min(w, h) * r.uniform(0.06, 0.16)
        kind = weighted(r, {"star": 3, "heart": 3, "smiley": 2, "squiggle": 3, "tape": 2, "word": 3})
        if kind == "star":
            mf.sticker(image, centre, radius, hsv(r.random(), r.uniform(0.5, 1), 1))
        elif kind == "heart":
            heart(draw, centre, radius, hsv(r.choice([0.97, 0.0, 0.9, 0.6]), r.uniform(0.4, 0.9), 1), (255, 255, 255))
        elif kind == "smiley":
            cx, cy = centre
            draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=(255, 214, 40), outline=(60, 40, 0),
                         width=max(1, round(radius / 10)))
            for side in (-1, 1):
                draw.ellipse((cx + side * radius * 0.35 - radius * 0.1, cy - radius * 0.35, cx + side * radius * 0.35 + radius * 0.1,
                              cy - radius * 0.05), fill=(60, 40, 0))
            draw.arc((cx - radius * 0.55, cy - radius * 0.5, cx + radius * 0.55, cy + radius * 0.6), 20, 160, fill=(60, 40, 0),
                     width=max(1, round(radius / 8)))
        elif kind == "squiggle":
            points = [centre]
            px, py = centre
            for _ in range(r.randrange(6, 16)):
                px += r.uniform(-1, 1) * radius * 0.8
                py += r.uniform(-1, 1) * radius * 0.8
                points.append((px, py))
            draw.line(points, fill=r.choice([(255, 255, 255), (255, 80, 120), (40, 40, 40), (80, 160, 255), (255, 230, 60)]),
                      width=max(1, round(radius / r.uniform(4, 9))), joint="curve")
        elif kind == "tape":
            tw, th = radius * 2.6, radius * 0.9
            tape = Image.new("RGBA", (max(2, int(tw)), max(2, int(th))), hsv(r.random(), 0.35, 0.98) + (r.randrange(150, 220),))
            tape = tape.rotate(r.uniform(-50, 50), expand=True, resample=Image.BILINEAR)
            image.paste(tape, (int(centre[0] - tape.width / 2), int(centre[1] - tape.height / 2)), tape)
        else:
            words = ["LOVE", "BFF", "hi!", "♥", "XOXO", "best day", "smile", "2025", "WOW", "cute"]
            korean = ["최고", "행복", "사랑해", "우정", "오늘도"]
            index = r.randrange(len(FONT_FILES))
            face, hangul = font(index, radius * 1.2)
            text = r.choice(korean) if hangul and r.random() < 0.5 else r.choice(words)
            fill = r.choice([(255, 255, 255), (255, 90, 140), (40, 40, 40), (255, 220, 60), (90, 170, 255)])
            w_text, h_text = text_size(draw, text, face)
            draw.text((centre[0] - w_text / 2, centre[1] - h_text / 2), text, font=face, fill=fill,
                      stroke_width=max(1, round(radius / 10)), stroke_fill=(255, 255, 255) if fill != (255, 255, 255) else (40, 40, 40))


BRANDS = ["poki booth", "POKI", "photo poki", "MOMENT FILM", "film & you", "#pokibooth", "HARU PHOTO", "four cuts",
          "snap studio", "PHOTOGRAPHY", "life is pic", "selfie club", "POKI FOUR CUT", "mono booth", "say cheese!"]
KOREAN_BRANDS = ["포키네컷", "하루사진", "네컷의 순간", "오늘의 사진관", "포키 스튜디오", "사진 한 장"]


def band_text(r, image, box, frame_colour, avoid=None, colour=None):
    """A brand line and a date in the band `box` (x, y, w, h), in one of several fonts and places."""
    x, y, w, h = box
    if w < 20 or h < 8:
        return
    if avoid:  # leave the QR code's side free
        ax, ay, aw, ah = avoid
        if ax > x + w / 2:
            w = max(10, ax - x - 4)
        else:
            w, x = max(10, x + w - (ax + aw) - 4), ax + aw + 4
    draw = ImageDraw.Draw(image)
    picked = contrast_colour(r, frame_colour) if r.random() < 0.8 else any_colour(r)
    colour = colour or picked
    index = r.randrange(len(FONT_FILES))
    face, hangul = font(index, 12)
    brand = r.choice(KOREAN_BRANDS) if hangul and r.random() < 0.5 else r.choice(BRANDS)
    date = r.choice(["%04d.%02d.%02d", "%04d-%02d-%02d", "%04d / %02d / %02d"]) % (r.randrange(2019, 2027), r.randrange(1, 13), r.randrange(1, 29))
    if r.random() < 0.4:
        date += " %02d:%02d" % (r.randrange(10, 23), r.randrange(60))
    lines = weighted(r, {"brand+date": 5, "brand": 3, "date": 1})
    texts = {"brand+date": [brand, date], "brand": [brand], "date": [date]}[lines]
    align = weighted(r, {"centre": 5, "left": 2, "right": 2})
    line_height = min(h * 0.8 / len(texts), w * 0.22) * r.uniform(0.45, 0.95)
    total = line_height * len(texts) * 1.25
    top = y + (h - total) * r.uniform(0.3, 0.7)
    for number, text in enumerate(texts):
        size = line_height if number == 0 else line_height * r.uniform(0.5, 0.8)
        face, _, tw, th = fit_font(draw, index if number == 0 else index + 1, text, w * 0.92, size)
        left = {"centre": x + (w - tw) / 2, "left": x + w * 0.05, "right": x + w * 0.95 - tw}[align]
        draw.text((left, top), text, font=face, fill=colour)
        top += th * 1.35 + 2


def plan_print(r):
    """Everything about one print drawn from `r`: the layout, the page, its frame's geometry."""
    name = weighted(r, {"1x4": 26, "2x3": 18, "2x2": 18, "strips": 10, "1x3": 8, "1x1": 6, "4x1": 5, "1x2": 4, "3x1": 3})
    columns, rows = {"1x4": (1, 4), "2x3": (2, 3), "2x2": (2, 2), "strips": (1, 4), "1x3": (1, 3), "1x1": (1, 1),
                     "4x1": (4, 1), "1x2": (1, 2), "3x1": (3, 1)}[name]
    aspect = {"1x4": [1 / 3, 1 / 3, 0.36], "strips": [2 / 3], "1x3": [1 / 3, 0.4], "2x2": [2 / 3, 2 / 3, 3 / 4],
              "2x3": [2 / 3, 2 / 3, 3 / 4], "1x1": [2 / 3, 3 / 4, 4 / 5, 1.0, 3 / 2], "1x2": [2 / 3, 3 / 4],
              "4x1": [3.0, 3.0, 2.6], "3x1": [3.0, 2.5]}[name]
    aspect = r.choice(aspect) * r.uniform(0.98, 1.02)
    long_side = r.choice([1200, 1800, 1800, 2400, 1500, 900]) if r.random() < 0.4 else round(math.exp(r.uniform(math.log(600), math.log(4000))))
    return name, columns, rows, aspect, long_side


def geometry(r, size, columns, rows, horizontal):
    """Margins, gaps and the band, in pixels of `size`: thin to wide frames, uneven margins, a wide
    band at the bottom (or the top, or the right of a horizontal strip)."""
    width, height = size
    short = min(size)
    margin = short * weighted(r, [(r.uniform(0.012, 0.03), 3), (r.uniform(0.03, 0.06), 4), (r.uniform(0.06, 0.1), 2)])
    margin = max(3, margin)
    left = margin
    right = margin * (r.uniform(0.75, 1.3) if r.random() < 0.15 else 1)
    top = margin * (r.uniform(0.8, 1.6) if r.random() < 0.3 else 1)
    gap = max(2, margin * weighted(r, [(1.0, 3), (r.uniform(0.4, 1.0), 3), (r.uniform(1.0, 1.6), 1)]))
    bottom = margin
    band_side = None
    if horizontal:
        band_side = weighted(r, {"bottom": 4, "right": 3, None: 2})
        if band_side == "bottom":
            bottom = height * r.uniform(0.1, 0.22)
        elif band_side == "right":
            right = width * r.uniform(0.06, 0.14)
    else:
        band_side = weighted(r, {"bottom": 8, "top": 1, "both": 1, None: 1})
        fraction = r.uniform(0.06, 0.16) if rows >= 3 else r.uniform(0.07, 0.2)
        if band_side in ("bottom", "both"):
            bottom = height * fraction
        if band_side in ("top", "both"):
            top = height * (fraction if band_side == "top" else r.uniform(0.04, 0.09))
    cut_w = (width - left - right - (columns - 1) * gap) / columns
    cut_h = (height - top - bottom - (rows - 1) * gap) / rows
    xs = [round(left + c * (cut_w + gap)) for c in range(columns)]
    ys = [round(top + k * (cut_h + gap)) for k in range(rows)]
    cuts = [(x, y, round(cut_w), round(cut_h)) for y in ys for x in xs]
    bands = {}
    last_bottom = cuts[-1][1] + cuts[-1][3]
    if height - last_bottom > margin * 1.8:
        bands["bottom"] = (0, last_bottom, width, height - last_bottom)
    if cuts[0][1] > margin * 1.8:
        bands["top"] = (0, 0, width, cuts[0][1])
    last_right = cuts[-1][0] + cuts[-1][2]
    if width - last_right > margin * 1.8:
        bands["right"] = (last_right, 0, width - last_right, height)
    return cuts, bands, margin, gap


def draw_page(r, seed, frame, columns, rows, horizontal, look):
    """One print page (or one strip of a sheet) on `frame` (draw_frame's answer): cuts,
    decorations, band text, QR code."""
    page, colours, plain = frame
    size = page.size
    cuts, bands, margin, gap = geometry(r, size, columns, rows, horizontal)
    frame_colour = plain or colours[0]
    rounded = min(cuts[0][2], cuts[0][3]) * r.uniform(0.03, 0.12) if r.random() < 0.15 else 0
    outline = r.random() < 0.1
    for index, (x, y, w, h) in enumerate(cuts):
        picture = shot(r, (w, h), seed * 16 + index, look)
        paste_rounded(page, picture, (x, y), round(rounded))
        if outline:
            ImageDraw.Draw(page).rectangle((x - 1, y - 1, x + w, y + h), outline=contrast_colour(r, frame_colour), width=1)
    if r.random() < 0.3:
        decorate(r, page, cuts, frame_colour)
    # A QR code in a corner where a band leaves room for it.
    qr = None
    if r.random() < 0.4:
        corners = []
        for side, (bx, by, bw, bh) in bands.items():
            room = min(bw, bh) - 2 * margin * 0.5
            if room >= 23:
                module = max(1, int(min(room * r.uniform(0.55, 0.85), min(size) * 0.22) / 23))
                span = 23 * module
                pad = max(2, round(margin * 0.6))
                if side == "bottom":
                    corners += [(pad, by + (bh - span) // 2, module), (bx + bw - span - pad, by + (bh - span) // 2, module)]
                elif side == "top":
                    corners += [(pad, (bh - span) // 2, module), (bw - span - pad, (bh - span) // 2, module)]
                else:
                    corners += [(bx + (bw - span) // 2, pad, module), (bx + (bw - span) // 2, size[1] - span - pad, module)]
        if corners:
            x, y, module = r.choice(corners)
            mf.qr_block(page, (x + module, y + module), module, seed)
            qr = (x, y, 23 * module, 23 * module)
    for side, box in bands.items():
        if side == "bottom" or r.random() < 0.5:
            inside = qr if qr and box[0] <= qr[0] < box[0] + box[2] and box[1] <= qr[1] < box[1] + box[3] else None
            if side == "right":  # vertical text reads badly; a short brand rotated along the band
                bx, by, bw, bh = box
                strip = Image.new("RGB", (bh, bw), (0, 0, 0))
                band_text(r, strip, (0, 0, bh, bw), (0, 0, 0), colour=(255, 255, 255))
                colour = contrast_colour(r, frame_colour)
                page.paste(Image.new("RGB", (bw, bh), colour), (bx, by), strip.convert("L").rotate(90, expand=True))
            else:
                band_text(r, page, box, frame_colour, inside)
    if not bands and r.random() < 0.5 and margin >= 10:  # a tiny brand line in the bottom margin
        band_text(r, page, (0, cuts[-1][1] + cuts[-1][3], size[0], size[1] - cuts[-1][1] - cuts[-1][3]), frame_colour)
    return page, cuts


def make_print(r, seed):
    """A booth print at display size, its cut boxes and everything the truth reports."""
    name, columns, rows, aspect, long_side = plan_print(r)
    frame_kind = weighted(r, {"plain": 40, "pastel": 16, "gradient": 10, "dots": 7, "stripes": 6, "checks": 5,
                              "texture": 8, "glitter": 8})
    # Draw at most ~1100 pixels long and enlarge by a whole factor, so big prints stay quick.
    factor = 1 if long_side <= 1300 else math.ceil(long_side / 1100)
    render_long = round(long_side / factor)
    size = (render_long, round(render_long / aspect)) if aspect >= 1 else (round(render_long * aspect), render_long)
    strips = name == "strips"
    horizontal = columns > rows
    page_size = (size[0] // 2, size[1]) if strips else size
    frame = draw_frame(r, page_size, frame_kind)
    _, colours, plain = frame
    frame_colour = plain or colours[0]
    # The booth's look: one backdrop for all the cuts (near the frame's colour, dark, a studio
    # colour or a blurred scene), how many people, black and white, a colour cast, noise.
    backdrop_kind = weighted(r, {"near": 25, "dark": 12, "studio": 30, "scene": 33})
    if backdrop_kind == "near" and plain is None:
        backdrop_kind = "studio"
    if luminance(frame_colour) < 0.2 and backdrop_kind in ("studio", "scene") and r.random() < 0.5:
        backdrop_kind = "dark"  # dark cuts on dark frames
    look = {"people": weighted(r, {1: 5, 2: 4, 3: 1}), "bw": r.random() < 0.12,
            "gains": (1, 1, 1) if r.random() < 0.75 else tuple(r.uniform(0.85, 1.12) for _ in range(3)),
            "noise": r.uniform(0.0, 0.03), "backdrop": None}
    if backdrop_kind == "near":
        look["backdrop"] = tuple(clamp(c + r.uniform(-18, 18)) for c in frame_colour)
    elif backdrop_kind == "dark":
        look["backdrop"] = tuple(r.randrange(8, 55) for _ in range(3))
    elif backdrop_kind == "studio":
        look["backdrop"] = r.choice(STUDIO)
    page, cuts = draw_page(r, seed, frame, columns, rows, horizontal, look)
    if strips:
        sheet = Image.new("RGB", size, (255, 255, 255))
        sheet.paste(page, (0, 0))
        sheet.paste(page, (page_size[0], 0))
        if size[0] % 2:  # the odd column at the right: the frame continues
            sheet.paste(page.crop((page_size[0] - 1, 0, page_size[0], size[1])), (size[0] - 1, 0))
        if r.random() < 0.3:  # a faint cutting guide between the strips
            guide = ImageDraw.Draw(sheet)
            for y in range(0, size[1], 12):
                guide.line((page_size[0], y, page_size[0], y + 5), fill=contrast_colour(r, frame_colour))
        cuts = [(x + copy * page_size[0], y, w, h) for (x, y, w, h) in cuts for copy in range(2)]
        page, columns = sheet, 2
    if factor > 1:
        page = page.resize((page.width * factor, page.height * factor), Image.BICUBIC)
        cuts = [(x * factor, y * factor, w * factor, h * factor) for x, y, w, h in cuts]
    return page, {"layout": "%dx%d" % (columns, rows), "cuts": [list(c) for c in cuts], "frame": frame_kind,
                  "frameColours": [mf.hex_colour(c) for c in colours], "plain": plain, "strips": strips,
                  "backdrop": backdrop_kind, "frameSize": size, "factor": factor}


# MARK: - Phone photos of a paper print

def bow(t):
    return 1 - (2 * t - 1) ** 2


def inner_ring(cut):
    """Points just inside the top and left edges of `cut` (x, y, w, h), where a booth photo shows
    its backdrop: the people stand away from the edges."""
    x, y, w, h = cut
    inset = max(1.0, min(w, h) * 0.04)
    return [(x + w * t / 20, y + inset) for t in range(1, 20)] + [(x + inset, y + h * t / 20) for t in range(1, 20)]


def median_colour(points, colour_at):
    samples = [colour_at(px, py) for px, py in points]
    return tuple(sorted(s[channel] for s in samples)[len(samples) // 2] for channel in range(3))


def phone_photo(r, paper, cuts, plain):
    """A phone photo of the paper print `paper` on a table or in a hand: turned 0-15 degrees,
    perspective, sometimes curled; shadows, glare, uneven light, white balance off, blur, noise.
    Returns the photo, the cut boxes (upright boxes around each projected cut), each cut's corners,
    the paper's corners, the frame's colour and the cuts' backdrop as the photo shows them."""
    scale = 2
    portrait = paper.height >= paper.width
    long_px = r.choice([960, 1000, 1024])
    ratio = weighted(r, {4 / 3: 7, 16 / 9: 2, 1.0: 1})
    if portrait or r.random() < 0.2:
        canvas_size = (round(long_px / ratio), long_px)
    else:
        canvas_size = (long_px, round(long_px / ratio))
    size = (canvas_size[0] * scale, canvas_size[1] * scale)
    ground = weighted(r, {"wood": 3, "cloth": 2, "dark": 2, "light": 2, "room": 2})
    if ground == "room":
        canvas = mf.scene((size[0] // 4, size[1] // 4), r.randrange(1 << 30), noise=0).resize(size, Image.BILINEAR)
        canvas = canvas.filter(ImageFilter.GaussianBlur(6))
    else:
        small = mf.table((size[0] // 2, size[1] // 2), ground, r.randrange(1 << 30))
        canvas = small.resize(size, Image.BILINEAR)
    angle = r.uniform(-15, 15) if r.random() < 0.5 else r.uniform(-3, 3)
    keystone = r.uniform(0, 0.12)
    fill = r.uniform(0.55, 0.92)
    for _ in range(20):
        fit = min(size[0] / paper.width, size[1] / paper.height) * fill
        height = paper.height * fit
        centre = (size[0] / 2 + r.uniform(-0.05, 0.05) * size[0], size[1] / 2 + r.uniform(-0.05, 0.05) * size[1])
        corners = mf.paper_corners({"height": height, "angle": angle, "keystone": keystone, "centre": centre}, paper.size)
        jitter = height * r.uniform(0, 0.015)
        corners = [(x + r.uniform(-jitter, jitter), y + r.uniform(-jitter, jitter)) for x, y in corners]
        pad = 0.015 * max(size)
        if all(pad <= x <= size[0] - pad and pad <= y <= size[1] - pad for x, y in corners):
            break
        fill *= 0.92
    paper_box = [(0, 0), (paper.width, 0), (paper.width, paper.height), (0, paper.height)]
    to_paper = mf.perspective_coefficients(paper_box, corners)
    to_photo = mf.perspective_coefficients(corners, paper_box)
    curl_axis = weighted(r, {None: 6, "v": 2, "u": 2})
    curl = r.uniform(0.006, 0.02) * paper.height * r.choice([-1, 1])

    def forward(u, v):
        if curl_axis == "v":
            v += curl * bow(u / paper.width)
        elif curl_axis == "u":
            u += curl * bow(v / paper.height)
        return mf.apply_perspective(to_photo, (u, v))

    def backward(x, y):
        u, v = mf.apply_perspective(to_paper, (x, y))
        if curl_axis == "v":
            v -= curl * bow(u / paper.width)
        elif curl_axis == "u":
            u -= curl * bow(v / paper.height)
        return u, v

    # Warp the paper with a mesh of small cells over its bounding box.
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    slack = abs(curl) * fit * 1.5 + 4
    step = 16
    x0, y0 = max(0, int(min(xs) - slack)) // step * step, max(0, int(min(ys) - slack)) // step * step
    x1, y1 = min(size[0], int(max(xs) + slack) + step), min(size[1], int(max(ys) + slack) + step)
    grid_x, grid_y = list(range(x0, x1 + 1, step)), list(range(y0, y1 + 1, step))
    points = [[backward(x, y) for x in grid_x] for y in grid_y]
    mesh = []
    for j in range(len(grid_y) - 1):
        for i in range(len(grid_x) - 1):
            (a, b), (c, d), (e, f), (g, h) = points[j][i], points[j + 1][i], points[j + 1][i + 1], points[j][i + 1]
            mesh.append(((grid_x[i], grid_y[j], grid_x[i + 1], grid_y[j + 1]), (a, b, c, d, e, f, g, h)))
    warped = paper.transform(size, Image.MESH, mesh, Image.BILINEAR)
    mask = Image.new("L", paper.size, 255).transform(size, Image.MESH, mesh, Image.BILINEAR)
    # The paper's own shadow on the table, then the paper.
    dx, dy = r.uniform(-12, 12) * scale, r.uniform(-12, 12) * scale
    if ground != "room":
        shadow = ImageChops.offset(mask, round(dx), round(dy)).filter(ImageFilter.GaussianBlur(r.uniform(3, 9) * scale))
        darkness = r.uniform(0.2, 0.5)
        canvas = Image.composite(Image.new("RGB", size, (20, 16, 14)), canvas, shadow.point(lambda a: a * darkness))
    canvas.paste(warped, (0, 0), mask)
    # A hand holding the print by its bottom band or a side.
    if ground == "room" or r.random() < 0.2:
        band = paper.height - max(y + h for _, y, _, h in cuts)
        depth = max(band * 0.6, paper.width * 0.01) if band > paper.height * 0.05 else min(paper.width * 0.02, 12)
        u = paper.width * r.uniform(0.3, 0.7)
        edge, inner = forward(u, paper.height), forward(u, paper.height - depth)
        nx, ny = inner[0] - edge[0], inner[1] - edge[1]
        length = math.hypot(nx, ny) or 1
        nx, ny = nx / length, ny / length
        skin = r.choice([(228, 180, 150), (214, 160, 128), (180, 128, 96), (240, 205, 180)])
        # The thumb lies on the band; the rest of the hand stays off the paper. Shaded, soft edged.
        hand = Image.new("L", size, 0)
        hand_draw = ImageDraw.Draw(hand)
        ellipse(hand_draw, (edge[0] + nx * length * 0.1, edge[1] + ny * length * 0.1), (length * 0.9, length * 0.42), math.atan2(ny, nx), 255)
        palm = min(paper.size) * fit * r.uniform(0.25, 0.4)
        ellipse(hand_draw, (edge[0] - nx * palm * 0.72, edge[1] - ny * palm * 0.72), (palm * 0.7, palm), math.atan2(ny, nx), 255)
        hand = hand.filter(ImageFilter.GaussianBlur(1.5 * scale))
        shade = linear_field(size, [shift(skin, 15), skin, shift(skin, -50)], math.degrees(math.atan2(-ny, -nx)) + r.uniform(-40, 40))
        canvas = Image.composite(shade, canvas, hand)
    # Glare on the glossy paper, and the phone's shadow.
    if r.random() < 0.35:
        glare = Image.new("L", size, 0)
        gx, gy = forward(paper.width * r.uniform(0.1, 0.9), paper.height * r.uniform(0.1, 0.9))
        gr = paper.width * fit * r.uniform(0.08, 0.3)
        ImageDraw.Draw(glare).ellipse((gx - gr, gy - gr * 0.6, gx + gr, gy + gr * 0.6), fill=255)
        glare = glare.filter(ImageFilter.GaussianBlur(gr * 0.5)).point(lambda a, k=r.uniform(0.3, 0.75): a * k)
        canvas = Image.composite(Image.new("RGB", size, (255, 255, 250)), canvas, ImageChops.multiply(glare, mask))
    if r.random() < 0.15:
        blot = Image.new("L", size, 0)
        bx, by = r.uniform(0, size[0]), r.choice([0, size[1]])
        br = max(size) * r.uniform(0.25, 0.45)
        ImageDraw.Draw(blot).ellipse((bx - br, by - br, bx + br, by + br), fill=255)
        blot = blot.filter(ImageFilter.GaussianBlur(br * 0.3)).point(lambda a, k=r.uniform(0.2, 0.45): a * k)
        canvas = Image.composite(Image.new("RGB", size, (10, 10, 12)), canvas, blot)
    # Uneven light, white balance, lens softness, reduce, sensor noise.
    low = r.uniform(0.65, 0.95)
    radians = math.radians(r.uniform(0, 360))
    along = [(x / 15 - 0.5) * math.cos(radians) + (y / 15 - 0.5) * math.sin(radians) for y in range(16) for x in range(16)]
    ramp = Image.new("L", (16, 16))
    ramp.putdata([round(255 * (low + (1 - low) * (t - min(along)) / (max(along) - min(along)))) for t in along])
    ramp = ramp.resize(size, Image.BILINEAR)
    canvas = ImageChops.multiply(canvas, Image.merge("RGB", (ramp, ramp, ramp)))
    gains = (r.uniform(0.88, 1.1), r.uniform(0.95, 1.03), r.uniform(0.85, 1.12)) if r.random() < 0.7 else (1, 1, 1)
    exposure = r.uniform(0.9, 1.15)
    canvas = Image.merge("RGB", [band.point([clamp(v * g * exposure) for v in range(256)]) for band, g in zip(canvas.split(), gains)])
    canvas = canvas.filter(ImageFilter.GaussianBlur(r.uniform(0.5, 2.2) * scale)).resize(canvas_size, Image.BOX)
    canvas = add_noise(canvas, r.uniform(0.015, 0.05), 50)
    boxes, quads = [], []
    for x, y, w, h in cuts:
        edge = [(x + w * t / 12, y) for t in range(13)] + [(x + w * t / 12, y + h) for t in range(13)] + \
               [(x, y + h * t / 12) for t in range(13)] + [(x + w, y + h * t / 12) for t in range(13)]
        projected = [forward(u, v) for u, v in edge]
        left, top = min(p[0] for p in projected) / scale, min(p[1] for p in projected) / scale
        right, bottom = max(p[0] for p in projected) / scale, max(p[1] for p in projected) / scale
        boxes.append([left, top, right - left, bottom - top])
        quads.append([forward(u, v) for u, v in ((x, y), (x + w, y), (x + w, y + h), (x, y + h))])
    apparent = None
    if plain is not None:
        # The frame's colour as the photo shows it: the median around the first cut.
        x, y, w, h = cuts[0]
        reach = max(1.0, min(x, y, min(w, h) * 0.04) * 0.5)
        ring = [(x + w * t / 20, y - reach) for t in range(21)] + [(x - reach, y + h * t / 20) for t in range(21)]
        samples = []
        for u, v in ring:
            px, py = forward(u, v)
            samples.append(canvas.getpixel((min(canvas_size[0] - 1, max(0, int(px / scale))), min(canvas_size[1] - 1, max(0, int(py / scale))))))
        apparent = tuple(sorted(s[channel] for s in samples)[len(samples) // 2] for channel in range(3))
    # The cuts' backdrop as the photo shows it: the median just inside the first cut.
    seen_backdrop = median_colour([forward(u, v) for u, v in inner_ring(cuts[0])], lambda px, py: canvas.getpixel(
        (min(canvas_size[0] - 1, max(0, int(px / scale))), min(canvas_size[1] - 1, max(0, int(py / scale))))))
    quads = [[(px / scale, py / scale) for px, py in quad] for quad in quads]
    paper_quad = [(px / scale, py / scale) for px, py in (forward(u, v) for u, v in paper_box)]
    return canvas, boxes, quads, paper_quad, apparent, seen_backdrop


def ellipse(draw, centre, axes, angle, colour):
    cx, cy = centre
    a, b = axes
    points = []
    for step in range(36):
        t = step / 36 * 2 * math.pi
        x, y = a * math.cos(t), b * math.sin(t)
        points.append((cx + x * math.cos(angle) - y * math.sin(angle), cy + x * math.sin(angle) + y * math.cos(angle)))
    draw.polygon(points, fill=colour)


# MARK: - Ordinary images that are not prints

# What an ordinary image shows, and how often (weights).
ORDINARY_SUBJECTS = {"facade": 12, "tiles": 9, "bookshelf": 8, "comic": 10, "collage": 10, "screenshot": 12,
                     "calendar": 8, "document": 9, "landscape": 8, "portrait": 8, "gradient": 6}


def ordinary(r, seed):
    subject = weighted(r, ORDINARY_SUBJECTS)
    long_side = round(math.exp(r.uniform(math.log(600), math.log(4000))))
    aspect = r.choice([4 / 3, 3 / 2, 16 / 9, 1.0, 3 / 4, 2 / 3, 9 / 16, 9 / 19.5])
    if subject == "screenshot":
        aspect = r.choice([9 / 19.5, 9 / 16, 16 / 9, 16 / 10])
    elif subject in ("document", "comic"):
        aspect = r.choice([1 / math.sqrt(2), 8.5 / 11, 2 / 3])
    factor = 1 if long_side <= 1300 else math.ceil(long_side / 1000)
    render = round(long_side / factor)
    size = (render, round(render / aspect)) if aspect >= 1 else (round(render * aspect), render)
    image = globals()["ordinary_" + subject](r, size, seed)
    if factor > 1:
        image = image.resize((size[0] * factor, size[1] * factor), Image.BICUBIC)
    return image, subject


def keystone(r, image, amount):
    """The image seen a little from below or aside: a perspective squeeze of one edge."""
    w, h = image.size
    k = amount * w
    if r.random() < 0.5:
        quad = (-k, 0, 0, h, w, h, w + k, 0)  # upper left, lower left, lower right, upper right (source)
    else:
        quad = (0, -k, 0, h + k, w, h, w, 0)
    return image.transform(image.size, Image.QUAD, quad, Image.BILINEAR, fillcolor=image.getpixel((w // 2, h // 2)))


def ordinary_facade(r, size, seed):
    width, height = size
    wall = r.choice([(214, 206, 190), (180, 90, 70), (200, 200, 200), (240, 238, 232), (120, 110, 100), (90, 120, 150)])
    image = mf.vertical_gradient(size, (140, 180, 225), (195, 212, 235))
    draw = ImageDraw.Draw(image)
    sky = round(height * r.choice([0, 0, r.uniform(0.05, 0.3)]))
    draw.rectangle((0, sky, width, height), fill=wall)
    cell_w = width * r.uniform(0.08, 0.3)
    cell_h = cell_w * r.uniform(0.8, 1.8)
    win_w, win_h = cell_w * r.uniform(0.45, 0.8), cell_h * r.uniform(0.45, 0.75)
    x_start, y_start = -r.uniform(0, cell_w), sky + r.uniform(-0.3, 0.5) * cell_h
    frame = r.choice([(240, 240, 240), (60, 60, 60), (120, 90, 60), wall])
    y = y_start
    while y < height:
        x = x_start
        while x < width:
            glass = tuple(r.randrange(30, 110) for _ in range(3)) if r.random() < 0.85 else (250, 220, 140)
            draw.rectangle((x, y, x + win_w, y + win_h), fill=glass, outline=frame, width=max(1, round(win_w / 18)))
            if r.random() < 0.7:
                draw.line((x + win_w / 2, y, x + win_w / 2, y + win_h), fill=frame, width=max(1, round(win_w / 20)))
            x += cell_w
        if r.random() < 0.3:
            draw.rectangle((0, y + win_h, width, y + win_h + cell_h * 0.08), fill=shift(wall, -30))
        y += cell_h
    image = keystone(r, image, r.uniform(0, 0.12))
    return add_noise(image.filter(ImageFilter.GaussianBlur(0.7)), 0.02)


def ordinary_tiles(r, size, seed):
    width, height = size
    grout = r.choice([(230, 230, 225), (200, 200, 195), (90, 90, 90), (245, 245, 245)])
    tile = r.choice([(240, 240, 236), (70, 130, 150), (200, 80, 70), (30, 30, 34), (160, 200, 180), (230, 215, 190)])
    side = width * r.uniform(0.06, 0.25)
    tall = side * r.choice([1, 1, 0.5, 2])
    line = max(1, side * r.uniform(0.03, 0.1))
    image = Image.new("RGB", size, grout)
    draw = ImageDraw.Draw(image)
    brick = r.random() < 0.3
    row = 0
    y = -r.uniform(0, tall)
    while y < height:
        x = -r.uniform(0, side) - (side / 2 if brick and row % 2 else 0)
        while x < width:
            draw.rectangle((x + line, y + line, x + side - line, y + tall - line), fill=shift(tile, r.randrange(-10, 10)))
            x += side
        y += tall
        row += 1
    image = keystone(r, image, r.uniform(0, 0.15))
    light = mf.low_frequency(size, (4, 4), r.randrange(1 << 30), 40).convert("RGB")
    return add_noise(ImageChops.add(image, light, 1.0, -128).filter(ImageFilter.GaussianBlur(0.8)), 0.02)


def ordinary_bookshelf(r, size, seed):
    width, height = size
    wood = r.choice([(120, 80, 50), (190, 150, 110), (240, 240, 236), (40, 36, 34)])
    image = Image.new("RGB", size, shift(wood, -40))
    draw = ImageDraw.Draw(image)
    shelves = r.randrange(3, 7)
    board = height * r.uniform(0.02, 0.04)
    shelf_h = (height - board) / shelves
    side = width * r.uniform(0, 0.06)
    draw.rectangle((0, 0, side, height), fill=wood)
    draw.rectangle((width - side, 0, width, height), fill=wood)
    for shelf in range(shelves):
        top = shelf * shelf_h
        draw.rectangle((0, top, width, top + board), fill=wood)
        x = side + r.uniform(0, 5)
        floor = top + shelf_h
        while x < width - side - 5:
            w = width * r.uniform(0.012, 0.045)
            h = (shelf_h - board) * r.uniform(0.55, 0.95)
            colour = hsv(r.random(), r.uniform(0.2, 0.8), r.uniform(0.25, 0.9))
            if r.random() < 0.06:
                x += w * 2
                continue
            draw.rectangle((x, floor - h, x + w, floor), fill=colour)
            for band in range(r.randrange(0, 3)):
                by = floor - h * r.uniform(0.1, 0.9)
                draw.rectangle((x, by, x + w, by + h * 0.04), fill=shift(colour, 60))
            x += w + r.uniform(0, 2)
    draw.rectangle((0, height - board, width, height), fill=wood)
    return add_noise(image.filter(ImageFilter.GaussianBlur(0.9)), 0.025)


def ordinary_comic(r, size, seed):
    width, height = size
    paper = r.choice([(255, 255, 255), (250, 246, 236), (240, 240, 240)])
    image = Image.new("RGB", size, paper)
    draw = ImageDraw.Draw(image)
    margin = width * r.uniform(0.04, 0.08)
    gutter = width * r.uniform(0.012, 0.03)
    border = max(1, round(width * r.uniform(0.002, 0.005)))
    rows = r.randrange(3, 6)
    weights = [r.uniform(0.6, 1.5) for _ in range(rows)]
    usable = height - 2 * margin - gutter * (rows - 1)
    y = margin
    colour_comic = r.random() < 0.5
    for row in range(rows):
        h = usable * weights[row] / sum(weights)
        panels = r.randrange(1, 4)
        splits = [r.uniform(0.5, 1.6) for _ in range(panels)]
        usable_w = width - 2 * margin - gutter * (panels - 1)
        x = margin
        for panel in range(panels):
            w = usable_w * splits[panel] / sum(splits)
            box = (round(x), round(y), round(x + w), round(y + h))
            if colour_comic and r.random() < 0.6:
                picture = mf.scene((max(2, box[2] - box[0]), max(2, box[3] - box[1])), r.randrange(1 << 30), noise=0)
                image.paste(picture.quantize(8).convert("RGB"), box[:2])
            else:
                for _ in range(r.randrange(3, 9)):  # line art
                    cx, cy, s = r.uniform(box[0], box[2]), r.uniform(box[1], box[3]), w * r.uniform(0.05, 0.3)
                    draw.ellipse((cx - s, cy - s, cx + s, cy + s * 1.2), outline=(20, 20, 20), width=border)
                for _ in range(r.randrange(2, 6)):
                    draw.line((r.uniform(box[0], box[2]), r.uniform(box[1], box[3]), r.uniform(box[0], box[2]),
                               r.uniform(box[1], box[3])), fill=(20, 20, 20), width=border)
            draw.rectangle(box, outline=(10, 10, 10), width=border * 2)
            if r.random() < 0.5:  # a speech balloon, often across the panel's border
                bx, by = r.uniform(box[0], box[2]), box[1] + r.uniform(-0.1, 0.4) * h
                bw, bh = w * r.uniform(0.2, 0.4), h * r.uniform(0.15, 0.3)
                draw.ellipse((bx - bw, by - bh, bx + bw, by + bh), fill=(255, 255, 255), outline=(10, 10, 10), width=border)
                for line in range(2):
                    ly = by - bh * 0.3 + line * bh * 0.4
                    draw.line((bx - bw * 0.55, ly, bx + bw * 0.55, ly), fill=(60, 60, 60), width=max(1, round(bh * 0.12)))
            x += w + gutter
        y += h + gutter
    return add_noise(image, 0.01)


def ordinary_collage(r, size, seed):
    width, height = size
    gutter = max(2, width * r.uniform(0.005, 0.03))
    background = r.choice([(255, 255, 255), (255, 255, 255), (0, 0, 0), pastel_colour(r)])
    image = Image.new("RGB", size, background)
    irregular = r.random() < 0.7
    if irregular:
        boxes = [(0.0, 0.0, float(width), float(height))]
        for _ in range(r.randrange(2, 7)):  # split the largest box, at an uneven place
            boxes.sort(key=lambda b: -(b[2] - b[0]) * (b[3] - b[1]))
            x0, y0, x1, y1 = boxes.pop(0)
            t = r.uniform(0.3, 0.7)
            if (x1 - x0) > (y1 - y0) * r.uniform(0.7, 1.4):
                boxes += [(x0, y0, x0 + (x1 - x0) * t, y1), (x0 + (x1 - x0) * t, y0, x1, y1)]
            else:
                boxes += [(x0, y0, x1, y0 + (y1 - y0) * t), (x0, y0 + (y1 - y0) * t, x1, y1)]
        outer = gutter if r.random() < 0.5 else 0
    else:  # an even grid that fills the picture: gutters inside only
        columns, rows = r.choice([(2, 2), (3, 3), (2, 3), (3, 2), (1, 2), (2, 1)])
        boxes = [(width * c / columns, height * k / rows, width * (c + 1) / columns, height * (k + 1) / rows)
                 for k in range(rows) for c in range(columns)]
        outer = 0
    for x0, y0, x1, y1 in boxes:
        left = x0 + (gutter / 2 if x0 > 0 else outer)
        top = y0 + (gutter / 2 if y0 > 0 else outer)
        right = x1 - (gutter / 2 if x1 < width else outer)
        bottom = y1 - (gutter / 2 if y1 < height else outer)
        w, h = max(2, round(right - left)), max(2, round(bottom - top))
        backdrop = None if r.random() < 0.6 else r.choice(STUDIO)
        picture = mf.scene((w, h), r.randrange(1 << 30), backdrop) if r.random() < 0.6 else ordinary_landscape(r, (w, h), seed)
        image.paste(picture, (round(left), round(top)))
    return image


def ordinary_screenshot(r, size, seed):
    width, height = size
    style = weighted(r, {"chat": 4, "gallery": 3, "list": 2, "desktop": 2})
    dark = r.random() < 0.25
    background = (18, 18, 20) if dark else r.choice([(255, 255, 255), (242, 242, 247), (186, 206, 224), (250, 244, 230)])
    ink = (235, 235, 235) if dark else (30, 30, 30)
    image = Image.new("RGB", size, background)
    draw = ImageDraw.Draw(image)
    unit = min(width, height) / 20 if width < height else height / 28
    index = r.randrange(len(FONT_FILES))
    face, hangul = font(index, unit * 0.7)
    words = ["hello", "ok!", "see you at 7", "lol", "where are you?", "photo booth after?", "yes", "omg so cute", "haha",
             "let's go", "I'm on my way", "thanks"] if not hangul else ["안녕", "좋아", "어디야?", "ㅋㅋㅋ", "사진 찍자", "곧 도착", "고마워"]
    status = unit * 1.3
    draw.rectangle((0, 0, width, status), fill=background)
    draw.text((unit * 0.6, status * 0.15), "9:41", font=face, fill=ink)
    bar = r.choice([(250, 225, 70), (60, 120, 220), (245, 245, 245), (40, 40, 44)])
    top = status + unit * 2.2
    draw.rectangle((0, status, width, top), fill=bar)
    draw.text((unit, status + unit * 0.6), r.choice(["Friends", "Photos", "Settings", "Chat", "사진", "친구"]) if hangul else
              r.choice(["Friends", "Photos", "Settings", "Chat"]), font=font(index, unit)[0], fill=contrast_colour(r, bar))
    if style == "chat":
        y = top + unit
        while y < height - unit * 4:
            mine = r.random() < 0.5
            text = r.choice(words)
            tw, th = text_size(draw, text, face)
            bw, bh = tw + unit * 1.2, th + unit * 0.9
            if r.random() < 0.12:  # a photo in the chat
                bw, bh = width * 0.5, width * 0.5 * r.uniform(0.7, 1.3)
                x = width - bw - unit if mine else unit * 2.8
                image.paste(mf.scene((round(bw), round(bh)), r.randrange(1 << 30)), (round(x), round(y)))
            else:
                x = width - bw - unit if mine else unit * 2.8
                fill = (250, 230, 80) if mine and not dark else ((70, 110, 230) if mine else ((50, 50, 54) if dark else (255, 255, 255)))
                draw.rounded_rectangle((x, y, x + bw, y + bh), radius=unit * 0.6, fill=fill)
                draw.text((x + unit * 0.6, y + unit * 0.35), text, font=face, fill=ink if not mine or not dark else (255, 255, 255))
            if not mine:
                draw.ellipse((unit * 0.5, y, unit * 2.2, y + unit * 1.7), fill=hsv(r.random(), 0.4, 0.8))
            y += bh + unit * 0.7
        draw.rectangle((0, height - unit * 3, width, height), fill=(40, 40, 44) if dark else (250, 250, 250))
        draw.rounded_rectangle((unit, height - unit * 2.4, width - unit * 3, height - unit * 0.8), radius=unit * 0.8,
                               fill=(60, 60, 64) if dark else (235, 235, 235))
    elif style == "gallery":
        columns = r.choice([3, 4, 4, 5]) if width < height else r.choice([5, 6, 8])
        gap = max(1, round(unit * r.uniform(0.05, 0.2)))
        side = (width - gap * (columns - 1)) / columns
        y = top + gap
        while y < height:
            for c in range(columns):
                x = round(c * (side + gap))
                image.paste(mf.scene((max(2, round(side)), max(2, round(side))), r.randrange(1 << 30)), (x, round(y)))
            y += side + gap
        draw.rectangle((0, height - unit * 3, width, height), fill=background)
        for i in range(4):
            cx = width * (i + 0.5) / 4
            draw.ellipse((cx - unit * 0.5, height - unit * 2.2, cx + unit * 0.5, height - unit * 1.2), fill=ink)
    elif style == "list":
        y = top
        row_h = unit * r.uniform(2.2, 3.2)
        while y < height:
            draw.rounded_rectangle((unit, y + row_h * 0.25, unit + row_h * 0.5, y + row_h * 0.75), radius=unit * 0.2,
                                   fill=hsv(r.random(), 0.6, 0.9))
            draw.text((unit * 2 + row_h * 0.5, y + row_h * 0.3), r.choice(words), font=face, fill=ink)
            draw.line((unit * 2 + row_h * 0.5, y + row_h, width, y + row_h), fill=(200, 200, 200) if not dark else (60, 60, 60))
            y += row_h
    else:
        side = width * r.uniform(0.15, 0.25)
        draw.rectangle((0, top, side, height), fill=shift(background, -15))
        for line in range(int((height - top) / (unit * 1.4))):
            draw.text((unit, top + unit + line * unit * 1.4), r.choice(words), font=face, fill=ink)
        for line in range(int((height - top) / (unit * 1.2))):
            y = top + unit + line * unit * 1.2
            draw.line((side + unit, y, side + unit + (width - side - 2 * unit) * r.uniform(0.4, 1), y), fill=shift(ink, 90 if not dark else -90),
                      width=max(1, round(unit * 0.4)))
    return image


def ordinary_calendar(r, size, seed):
    width, height = size
    image = Image.new("RGB", size, r.choice([(255, 255, 255), (250, 248, 240)]))
    draw = ImageDraw.Draw(image)
    top = 0
    if r.random() < 0.5:  # a wall calendar: a picture above the month
        top = round(height * r.uniform(0.35, 0.55))
        image.paste(ordinary_landscape(r, (width, top), seed), (0, 0))
    index = r.randrange(len(FONT_FILES))
    title_h = height * 0.08
    face, hangul = font(index, title_h * 0.6)
    month = r.randrange(1, 13)
    draw.text((width * 0.05, top + title_h * 0.15), ("2025년 %d월" % month) if hangul else
              ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December"][month - 1] + " 2025", font=face, fill=(30, 30, 30))
    grid_top = top + title_h * 1.2
    rows = r.choice([5, 6])
    cell_w, cell_h = width * 0.92 / 7, (height - grid_top - height * 0.03) / (rows + 0.5)
    left = width * 0.04
    small, _ = font(index, min(cell_w, cell_h) * 0.3)
    line = r.choice([(180, 180, 180), (60, 60, 60), (220, 220, 220)])
    for day, name in enumerate(["S", "M", "T", "W", "T", "F", "S"]):
        draw.text((left + day * cell_w + cell_w * 0.1, grid_top), name, font=small, fill=(200, 40, 40) if day == 0 else (60, 60, 60))
    start = r.randrange(7)
    for k in range(rows + 1):
        y = grid_top + cell_h * 0.5 + k * cell_h
        draw.line((left, y, left + 7 * cell_w, y), fill=line, width=1)
    for c in range(8):
        x = left + c * cell_w
        draw.line((x, grid_top + cell_h * 0.5, x, grid_top + cell_h * 0.5 + rows * cell_h), fill=line, width=1)
    for number in range(1, r.choice([29, 30, 31, 32])):
        cell = start + number - 1
        if cell >= rows * 7:
            break
        x, y = left + (cell % 7) * cell_w, grid_top + cell_h * 0.5 + (cell // 7) * cell_h
        draw.text((x + cell_w * 0.08, y + cell_h * 0.05), str(number), font=small, fill=(200, 40, 40) if cell % 7 == 0 else (40, 40, 40))
        if r.random() < 0.15:
            draw.rectangle((x + 2, y + cell_h * 0.55, x + cell_w - 2, y + cell_h * 0.8), fill=hsv(r.random(), 0.4, 0.95))
    return add_noise(image, 0.01)


def ordinary_document(r, size, seed):
    width, height = size
    page = Image.new("RGB", size, r.choice([(255, 255, 255), (250, 250, 246), (244, 242, 236)]))
    draw = ImageDraw.Draw(page)
    margin = width * r.uniform(0.08, 0.13)
    index = r.randrange(len(FONT_FILES))
    body = width * r.uniform(0.016, 0.025)
    face, hangul = font(index, body)
    words = ("the of and to in receipt total amount date invoice please note that this document was scanned on "
             "page number client service item price quantity tax payment due thank you").split()
    if hangul and r.random() < 0.5:
        words = "이 문서는 확인 금액 날짜 합계 결제 감사합니다 서비스 항목 가격 수량".split()
    y = margin
    draw.text((margin, y), " ".join(r.choice(words) for _ in range(3)).upper(), font=font(index + 1, body * 2)[0], fill=(20, 20, 20))
    y += body * 4
    while y < height - margin:
        if r.random() < 0.08:  # a table
            rows, columns = r.randrange(3, 8), r.randrange(2, 5)
            row_h = body * 1.8
            for k in range(rows + 1):
                draw.line((margin, y + k * row_h, width - margin, y + k * row_h), fill=(80, 80, 80), width=1)
            for c in range(columns + 1):
                x = margin + c * (width - 2 * margin) / columns
                draw.line((x, y, x, y + rows * row_h), fill=(80, 80, 80), width=1)
            for k in range(rows):
                for c in range(columns):
                    draw.text((margin + c * (width - 2 * margin) / columns + body * 0.4, y + k * row_h + body * 0.3),
                              r.choice(words), font=face, fill=(30, 30, 30))
            y += rows * row_h + body * 2
            continue
        line = " ".join(r.choice(words) for _ in range(40))
        while line and text_size(draw, line, face)[0] > width - 2 * margin:
            line = line.rsplit(" ", 1)[0]
        if r.random() < 0.15:
            line = line[: len(line) // 2]
            y += body
        draw.text((margin, y), line, font=face, fill=(30, 30, 30))
        y += body * 1.5
    # A scan: the page turned a little on the scanner's grey glass.
    angle = r.uniform(-2.5, 2.5)
    scanned = page.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=(r.randrange(150, 230),) * 3)
    return add_noise(scanned.filter(ImageFilter.GaussianBlur(0.5)), 0.02)


def ordinary_landscape(r, size, seed):
    width, height = size
    sky_top, sky_bottom = r.choice([((70, 130, 210), (180, 210, 240)), ((30, 40, 90), (240, 140, 90)), ((150, 160, 170), (210, 210, 215))])
    image = mf.vertical_gradient(size, sky_top, sky_bottom)
    draw = ImageDraw.Draw(image)
    horizon = height * r.uniform(0.35, 0.7)
    for layer in range(r.randrange(1, 4)):
        base = horizon - height * r.uniform(0.05, 0.25) * (layer + 1) / 2
        points = [(0, height)]
        x = 0
        while x <= width:
            points.append((x, base + r.uniform(-1, 1) * height * 0.08))
            x += width / r.randrange(4, 12)
        points += [(width, base), (width, height)]
        draw.polygon(points, fill=mix(r.choice([(60, 90, 60), (90, 90, 110), (120, 100, 80)]), sky_bottom, 0.5 - layer * 0.15))
    ground = r.choice([(60, 110, 50), (40, 80, 130), (200, 190, 150), (240, 240, 245)])
    draw.rectangle((0, horizon, width, height), fill=ground)
    for _ in range(r.randrange(0, 30)):
        tx, ty = r.uniform(0, width), r.uniform(horizon, height)
        s = (ty - horizon + 5) * 0.15
        draw.ellipse((tx - s, ty - s * 2, tx + s, ty), fill=shift(ground, -40))
    return add_noise(image.filter(ImageFilter.GaussianBlur(max(1, width / 500))), 0.02)


def ordinary_portrait(r, size, seed):
    backdrop = None if r.random() < 0.5 else r.choice(STUDIO)
    return add_noise(mf.scene(size, r.randrange(1 << 30), backdrop, noise=0), 0.015)


def ordinary_gradient(r, size, seed):
    stops = [any_colour(r) for _ in range(r.randrange(2, 4))]
    return add_noise(linear_field(size, stops, r.uniform(0, 180), r.random() < 0.3), 0.01)


# MARK: - Saving

def orientation_for(r, phone):
    if phone:
        return weighted(r, {1: 45, 6: 45, 8: 5, 3: 5})
    return weighted(r, {1: 60, 6: 10, 8: 8, 3: 7, 2: 4, 4: 4, 5: 4, 7: 3})


def display_to_stored(image, orientation):
    """The stored pixels that EXIF `orientation` shows as `image`."""
    if orientation == 1:
        return image
    if orientation in (3, 6, 8):
        return mf.rotate_display_to_stored(image, orientation)
    return image.transpose({2: Image.FLIP_LEFT_RIGHT, 4: Image.FLIP_TOP_BOTTOM, 5: Image.TRANSPOSE, 7: Image.TRANSVERSE}[orientation])


def save(r, image, out, seed, orientation, phone, ordinary=False):
    """Writes the image stored as EXIF `orientation` asks: JPEG at quality 60-95, 4:2:0 or 4:4:4,
    sometimes progressive; or PNG, sometimes with alpha (transparent rounded corners)."""
    stored = display_to_stored(image, orientation)
    exif = Image.Exif()
    if orientation != 1 or r.random() < 0.3:
        exif[0x0112] = orientation
    fmt = "png" if not phone and r.random() < (0.6 if ordinary == "screenshot" else 0.25) else "jpeg"
    if fmt == "png":
        if r.random() < 0.35 and not ordinary:
            alpha = Image.new("L", image.size, 0)
            radius = round(min(image.size) * r.uniform(0.01, 0.06))
            ImageDraw.Draw(alpha).rounded_rectangle((0, 0, image.width - 1, image.height - 1), radius=radius, fill=255)
            rgba = image.convert("RGBA")
            rgba.putalpha(alpha)
            stored = display_to_stored(rgba, orientation)
            fmt = "png-alpha"
        name = "%d.png" % seed
        stored.save(os.path.join(out, name), format="PNG", compress_level=1, exif=exif if len(exif) else None)
    else:
        quality = r.randrange(70, 96) if phone else r.randrange(60, 96)
        subsampling = 2 if phone or r.random() < 0.65 else 0
        progressive = r.random() < 0.15
        name = "%d.jpg" % seed
        options = {"quality": quality, "subsampling": subsampling, "progressive": progressive}
        if len(exif):
            options["exif"] = exif
        stored.save(os.path.join(out, name), format="JPEG", **options)
        fmt = "jpeg q%d %s%s" % (quality, "4:2:0" if subsampling == 2 else "4:4:4", " progressive" if progressive else "")
    return name, fmt


def ordinary_random(seed):
    """The random numbers the ordinary image of `seed` is drawn from, its subject first."""
    return random_module.Random("ordinary:%d" % seed)


def ordinary_subject(seed):
    """The subject the ordinary image of `seed` shows, without drawing it."""
    return weighted(ordinary_random(seed), ORDINARY_SUBJECTS)


def generate(seed, out, ordinary_only=False):
    NOISE.seed("noise:%d:%d" % (seed, ordinary_only))
    if ordinary_only:
        r = ordinary_random(seed)
        image, subject = ordinary(r, seed)
        orientation = weighted(r, {1: 70, 6: 15, 8: 5, 3: 5, 2: 2, 5: 2, 7: 1})
        name, fmt = save(r, image, out, seed, orientation, False, subject)
        return {"seed": seed, "file": name, "kind": "ordinary", "subject": subject, "orientation": orientation,
                "format": fmt, "size": list(image.size)}
    r = random_module.Random(seed)
    image, truth = make_print(r, seed)
    phone = r.random() < 0.15
    frame_colour = truth["plain"]
    entry = {"seed": seed, "kind": "phone" if phone else "digital", "layout": truth["layout"], "frame": truth["frame"]}
    cuts = truth["cuts"]
    backdrop = median_colour(inner_ring(cuts[0]), lambda px, py: image.getpixel((int(px), int(py))))
    if phone:
        # The paper as printed: drawn at ~1000 pixels (a phone photo never sees more).
        paper = image
        reduce = max(1, truth["factor"])
        if reduce > 1:
            paper = image.resize((image.width // reduce, image.height // reduce), Image.BOX)
            cuts = [[c // reduce for c in cut] for cut in cuts]
        photo, boxes, quads, paper_quad, apparent, backdrop = phone_photo(r, paper, cuts, frame_colour)
        final_long = r.choice([960, 1280, 1600, 2016, 3024, 4032])
        grow = max(1.0, final_long / max(photo.size))
        if grow > 1:
            photo = photo.resize((round(photo.width * grow), round(photo.height * grow)), Image.BICUBIC)
        image = photo
        cuts = [[round(x * grow), round(y * grow), round((x + w) * grow) - round(x * grow), round((y + h) * grow) - round(y * grow)]
                for x, y, w, h in boxes]
        # Each cut's corners as the photo shows them (top left, top right, bottom right, bottom left).
        entry["cutQuads"] = [[[round(px * grow, 1), round(py * grow, 1)] for px, py in quad] for quad in quads]
        # The paper's own corners as the photo shows them, in the same order (a curled paper's
        # sides bow between them).
        entry["paperQuad"] = [[round(px * grow, 1), round(py * grow, 1)] for px, py in paper_quad]
        if frame_colour is not None:
            entry["paperColour"] = mf.hex_colour(frame_colour)
            frame_colour = apparent
    orientation = orientation_for(r, phone)
    name, fmt = save(r, image, out, seed, orientation, phone)
    entry.update({"file": name, "cuts": cuts, "frameColours": truth["frameColours"], "orientation": orientation,
                  "strips": truth["strips"], "backdrop": truth["backdrop"], "format": fmt, "size": list(image.size)})
    if frame_colour is not None:
        entry["frameColour"] = mf.hex_colour(frame_colour)
        entry["backdropColour"] = mf.hex_colour(backdrop[:3])
    return dict(sorted(entry.items()))


def seed_range(text):
    if "-" in text:
        first, last = text.split("-", 1)
        return range(int(first), int(last) + 1)
    return range(int(text), int(text) + 1)


def main():
    parser = argparse.ArgumentParser(description="Draws booth prints (or, with --ordinary, images that are not prints) from seeds.")
    parser.add_argument("--seeds", required=True, help="A-B (inclusive) or one seed")
    parser.add_argument("--out", required=True, help="folder for <seed>.jpg/png and truth.jsonl")
    parser.add_argument("--ordinary", action="store_true", help="draw ordinary images that are not prints")
    parser.add_argument("--subject", choices=sorted(ORDINARY_SUBJECTS),
                        help="with --ordinary: draw only the seeds whose image shows this (the others are skipped, not redrawn)")
    parser.add_argument("--quiet", action="store_true")
    arguments = parser.parse_args()
    if arguments.subject and not arguments.ordinary:
        parser.error("--subject needs --ordinary")
    seeds = seed_range(arguments.seeds)
    if arguments.subject:
        seeds = [seed for seed in seeds if ordinary_subject(seed) == arguments.subject]
    draw_seeds(seeds, arguments.out, lambda seed: generate(seed, arguments.out, arguments.ordinary), arguments.quiet)


def draw_seeds(seeds, out, draw, quiet):
    """Draws each seed with `draw(seed)` (its truth) into `out`, appending the truth to
    out/truth.jsonl; drawing seeds again into a folder replaces their lines, others' lines stay."""
    os.makedirs(out, exist_ok=True)
    started = time.time()
    path = os.path.join(out, "truth.jsonl")
    if os.path.exists(path):
        with open(path) as handle:
            kept = [line for line in handle if line.strip() and json.loads(line)["seed"] not in seeds]
        with open(path, "w") as handle:
            handle.writelines(kept)
    with open(path, "a") as truth:
        for count, seed in enumerate(seeds, 1):
            truth.write(json.dumps(draw(seed), ensure_ascii=False) + "\n")
            truth.flush()
            if not quiet and (count % 50 == 0 or count == len(seeds)):
                print("%d/%d images, %.0f ms each" % (count, len(seeds), (time.time() - started) * 1000 / count), file=sys.stderr)


if __name__ == "__main__":
    main()
