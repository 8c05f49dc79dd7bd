#!/usr/bin/env python3
"""Draws booth prints whose frames carry a real booth's name and a day, with their truth, for
measuring how well poki reads a print's words (issue #29). See Fixtures/README.md, "Prints with
words".

    python3 Fixtures/print_text_generator.py --seeds 0-399 --out DIR [--quiet]

It is print_generator.py, imported as a module, with its `band_text` replaced: every layout, frame
kind, size, QR code, decoration, phone photo, orientation and file format comes from
print_generator's own per-seed pipeline, and a seed draws the same print here as there (the same
cuts, frame, format and orientation: the replacement draws print_generator's random numbers as its
`band_text` did, on a throwaway image, and chooses its own words and lettering from generators of
its own), with other words in the band. print_generator.py is not changed.

The words, one brand and one day per print (the same in every band that carries text):
- the brand, 85 % one of poki's built-in brands as booths print it (`harufilm`, `PHOTOISM`,
  `인생네컷`, `photo signature`, `DONT LXXK UP` ...: PRINTED below), 15 % a brand poki does not know
  (print_generator.BRANDS and KOREAN_BRANDS), whose truth label is null: poki must name none;
- the day, on 75 % of prints, 2019-01-01 to 2026-11-25, as `2025.10.16`, `2025-10-16`,
  `2025/10/16`, `25.10.16`, `2025년 10월 16일` or `2025. 10. 16`, a quarter with a time (`14:03`);
- the lines: brand over date (most), brand and date on one line, date over brand, date and brand on
  one line, date only; brand only on prints without a day. A band too low for two lines gets one.
Capitals 2.5-6 % of the print's short side (a strip's width for two strips on a sheet), smaller
only where the band or the margin is too small for them (or a line too long for the band's width).
Hangul is drawn only in Nanum or Noto CJK fonts; Latin in DejaVu, URW base35, Nanum and Noto CJK.
Ink: most often the band's own colour darkened or lightened (as a designer picks it), sometimes any
colour (which may not read); a side band keeps print_generator's colour.

Each seed writes DIR/<seed>.jpg|png and one JSON line in DIR/truth.jsonl: print_generator's truth
(the "kind" is "booth" for a print's own file, "phone" for a phone photo of the paper print) plus

    {"brandLabel": poki's Korean label of the brand drawn, or null (none drawn, or a brand poki
                   does not know),
     "brandText": the brand as drawn, or null,   "brandShown": true|false,
     "day": "YYYY-MM-DD" of the day drawn, or null,   "dayText": as drawn, or null,   "dayShown",
     "lines": "brand/date", "brand date", "date/brand", "date brand", "date" or "brand" ("/" a
              second line); null when the print has no text at all,
     "band": where the brand (else the day) reads best: "bottom", "top", "side" (along a horizontal
             print's right band, turned 90 degrees), "margin" (a print without a band); null,
     "textHeight", "dayHeight": the capital height of the brand's (day's) line in the saved file,
             in pixels, after every scaling (the best copy; null when not drawn),
     "texts": every line drawn: {"text", "roles" (["brand"], ["day"] or both), "band", "font",
              "cap" (capital height in the saved file, pixels; digits' height for a day, the
              syllables' for Hangul), "capSharp" (phone photos: the same at the photo's own
              resolution, before the generator enlarged it), "contrast" (CIE L* between ink and
              the frame around it), "hidden" (null, "qr", "thumb"), "shown"}}

"Shown" (a person reads it at a glance): drawn; not hidden (a QR code over the line's ink, or, in
a phone photo, a thumb over 15 % of the line); capitals at least 10 pixels tall in the saved file
(a phone photo: at its own resolution, before enlarging, and at least 5 times the lens blur's
sigma); and at least 25 of CIE lightness between the ink and the frame around it (the median of
each, measured on the drawn page; a phone photo's glare over the line is mixed in). brandShown and
dayShown: some line carrying it is shown (either strip of a sheet, any band).

Seeds: develop on 0-399 (look at images and misses freely); the test range is 5000-5199, run only
to report, never looked at or tuned on (Benchmarks/print_text.sh dev|test).

Needs Pillow and fonts-dejavu-core, fonts-urw-base35, and fonts-nanum or fonts-noto-cjk (Hangul);
other fonts installed or missing change the pixels, not the truth's words.
"""
import argparse
import calendar
import importlib.util
import math
import os
import random
import sys

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont, ImageStat

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("print_generator", os.path.join(HERE, "print_generator.py"))
pg = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pg)

# poki's built-in brands as their prints spell them, by poki's label (BoothBrands.swift).
PRINTED = {
    "인생네컷": ["인생네컷", "LIFE4CUTS", "life4cuts", "Life4Cut"],
    "하루필름": ["harufilm", "HARUFILM", "haru film", "하루필름"],
    "셀픽스": ["SELPIX", "selpix"],
    "포토아이브": ["PHOTOIVE", "photoive"],
    "포토그레이": ["PHOTOGRAY", "photogray", "포토그레이"],
    "포토 시그니쳐": ["photo signature", "PHOTO SIGNATURE", "포토시그니쳐"],
    "포토드링크": ["PHOTODRINK", "photo drink"],
    "포토이즘": ["PHOTOISM", "photoism", "포토이즘"],
    "모노맨션": ["MONOMANSION", "mono mansion", "모노맨션"],
    "플레이인더박스": ["PLAY IN THE BOX", "playinthebox"],
    "픽닷": ["picdot", "PICDOT"],
    "돈룩업": ["DONT LXXK UP", "dontlookup"],
}
UNKNOWN_BRANDS = pg.BRANDS + pg.KOREAN_BRANDS
DAY_FORMATS = ["{y}.{m:02d}.{d:02d}", "{y}-{m:02d}-{d:02d}", "{y}/{m:02d}/{d:02d}", "{yy:02d}.{m:02d}.{d:02d}",
               "{y}년 {m}월 {d}일", "{y}. {m:02d}. {d:02d}"]
FIRST_DAY, LAST_DAY = (2019, 1, 1), (2026, 11, 25)  # fixed, so the truth does not depend on the day it is drawn

# Shown: what a person reads at a glance.
MIN_CAP = 10          # pixels of capital height in the saved file (a phone photo: at its own resolution)
MIN_CAP_PER_BLUR = 5  # a phone photo's capitals at least this many times its lens blur's sigma
MIN_CONTRAST = 25     # CIE L* between ink and frame
THUMB_COVER = 0.15    # a phone photo's thumb over more of a line than this hides it

# (file under /usr/share/fonts, face index in a collection, has Hangul, weight)
FONT_LIST = [
    ("truetype/dejavu/DejaVuSans.ttf", 0, False, 3), ("truetype/dejavu/DejaVuSans-Bold.ttf", 0, False, 4),
    ("truetype/dejavu/DejaVuSansCondensed-Bold.ttf", 0, False, 2), ("truetype/dejavu/DejaVuSerif.ttf", 0, False, 2),
    ("truetype/dejavu/DejaVuSerif-Bold.ttf", 0, False, 2), ("truetype/dejavu/DejaVuSansMono.ttf", 0, False, 1),
    ("truetype/dejavu/DejaVuSans-ExtraLight.ttf", 0, False, 1), ("opentype/urw-base35/URWGothic-Demi.otf", 0, False, 3),
    ("opentype/urw-base35/URWGothic-Book.otf", 0, False, 2), ("opentype/urw-base35/NimbusSans-Bold.otf", 0, False, 3),
    ("opentype/urw-base35/NimbusSans-Regular.otf", 0, False, 2), ("opentype/urw-base35/NimbusSansNarrow-Bold.otf", 0, False, 1),
    ("opentype/urw-base35/NimbusRoman-Bold.otf", 0, False, 1), ("opentype/urw-base35/P052-Bold.otf", 0, False, 1),
    ("opentype/urw-base35/URWBookman-Light.otf", 0, False, 1), ("opentype/urw-base35/C059-Italic.otf", 0, False, 1),
    ("opentype/urw-base35/Z003-MediumItalic.otf", 0, False, 1), ("opentype/urw-base35/NimbusMonoPS-Bold.otf", 0, False, 1),
    ("truetype/nanum/NanumGothic.ttf", 0, True, 2), ("truetype/nanum/NanumGothicBold.ttf", 0, True, 3),
    ("truetype/nanum/NanumBarunGothic.ttf", 0, True, 2), ("truetype/nanum/NanumBarunGothicBold.ttf", 0, True, 2),
    ("truetype/nanum/NanumSquareB.ttf", 0, True, 2), ("truetype/nanum/NanumSquareRoundB.ttf", 0, True, 2),
    ("truetype/nanum/NanumMyeongjo.ttf", 0, True, 1), ("truetype/nanum/NanumMyeongjoBold.ttf", 0, True, 1),
    ("opentype/noto/NotoSansCJK-Regular.ttc", 1, True, 2), ("opentype/noto/NotoSansCJK-Bold.ttc", 1, True, 3),
    ("opentype/noto/NotoSerifCJK-Regular.ttc", 1, True, 1), ("opentype/noto/NotoSerifCJK-Bold.ttc", 1, True, 1),
]
FONTS = [f for f in FONT_LIST if os.path.exists(os.path.join("/usr/share/fonts", f[0]))]
HANGUL_FONTS = [f for f in FONTS if f[2]]
_FACES = {}


def face(entry, size):
    key = (entry[0], entry[1], max(4, int(round(size))))
    if key not in _FACES:
        _FACES[key] = ImageFont.truetype(os.path.join("/usr/share/fonts", entry[0]), key[2], index=entry[1])
    return _FACES[key]


def is_hangul(text):
    return any(0xAC00 <= ord(c) <= 0xD7A3 for c in text)


def cap_height(entry, size, text):
    """The capital height of `text` in font `entry` at `size`: "H" (digits are as tall), or a
    Hangul syllable's for a line of Hangul without digits or Latin letters."""
    probe = "한" if is_hangul(text) and not any(c.isascii() and c.isalnum() for c in text) else "H"
    left, top, right, bottom = face(entry, size).getbbox(probe)
    return bottom - top


def lightness(rgb):
    """CIE L* (D65) of an sRGB colour."""
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    y = 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2])
    return 116 * y ** (1 / 3) - 16 if y > 216 / 24389 else 24389 / 27 * y


# MARK: - The words of one print

def choose_words(t):
    """One brand and one day for the whole print, and how its lines go."""
    if t.random() < 0.15:
        label, brand = None, t.choice(UNKNOWN_BRANDS)
    else:
        label = t.choice(list(PRINTED))
        brand = t.choice(PRINTED[label])
    day = day_text = None
    if t.random() < 0.75:
        while True:
            y, m = t.randrange(FIRST_DAY[0], LAST_DAY[0] + 1), t.randrange(1, 13)
            d = t.randrange(1, calendar.monthrange(y, m)[1] + 1)
            if FIRST_DAY <= (y, m, d) <= LAST_DAY:
                break
        day = (y, m, d)
        day_text = t.choice(DAY_FORMATS).format(y=y, yy=y % 100, m=m, d=d)
        if t.random() < 0.25:
            day_text += " %02d:%02d" % (t.randrange(9, 24), t.randrange(60))
    lines = pg.weighted(t, {"brand/date": 52, "brand date": 12, "date/brand": 8, "date brand": 5, "date": 14}) if day else "brand"
    return {"label": label, "brand": brand, "day": day, "dayText": day_text, "lines": lines}


def line_texts(lines, words):
    """[(text, roles)] for a way of setting the lines; "/" starts a second line."""
    parts = {"brand": (words["brand"], ["brand"]), "date": (words["dayText"], ["day"])}
    out = []
    for row in lines.split("/"):
        names = row.split(" ")
        text = "  ".join(parts[n][0] for n in names)
        out.append((text, sum((parts[n][1] for n in names), [])))
    return out


# MARK: - Drawing: print_generator's band_text replaced

state = {}
ORIGINAL = {"band_text": pg.band_text, "draw_page": pg.draw_page, "make_print": pg.make_print, "geometry": pg.geometry,
            "phone_photo": pg.phone_photo, "ellipse": pg.ellipse, "qr_block": pg.mf.qr_block,
            "perspective_coefficients": pg.mf.perspective_coefficients}
THROWAWAY = Image.new("RGB", (1, 1))


def pick_font(t, hangul):
    pool = HANGUL_FONTS if hangul else FONTS
    return pg.weighted(t, [(entry, entry[3]) for entry in pool])


def band_text(r, image, box, frame_colour, avoid=None, colour=None):
    """print_generator.band_text's random numbers, then this print's brand and day in `box`."""
    ORIGINAL["band_text"](r, THROWAWAY, box, frame_colour, avoid, colour)  # the same draws from r as before
    x, y, w, h = box
    if w < 20 or h < 8:
        return
    if avoid:  # leave the QR code's side free, as band_text does
        ax, ay, aw, ah = avoid
        if ax > x + w / 2:
            w = max(10, ax - x - 4)
        else:
            w, x = max(10, x + w - (ax + aw) - 4), ax + aw + 4
    words = state["words"]
    call = state["calls"]
    state["calls"] += 1
    t = random.Random("text:%d:%d" % (state["seed"], call))
    side = colour is not None
    bands = state["bands"]
    band = "side" if side else next((name for name, b in bands.items() if tuple(b) == tuple(box)), "margin")
    lines = words["lines"]
    if call > 0 and "brand" in lines and t.random() < 0.5:
        lines = "brand"  # a second band often carries the brand alone
    if side and "/" in lines and t.random() < 0.6:
        lines = lines.replace("/", " ")  # along a side band: one line
    short = state["pageShort"]
    # Ink: the band's own colour darkened or lightened, now and then any colour.
    if side:
        ink = (255, 255, 255)  # a mask; draw_page colours it
    else:
        background = tuple(ImageStat.Stat(image.crop((x, y, x + w, y + h)).reduce(4)).median)  # w >= 20, h >= 8
        ink = pg.contrast_colour(t, background) if t.random() < 0.88 else pg.any_colour(t)
    # Sizes: capitals 2.5-6 % of the print's short side, a day under a brand smaller.
    rows = line_texts(lines, words)
    brand_cap = short * t.uniform(0.025, 0.06)
    fonts, caps = [], []
    brand_font = None
    for text, roles in rows:
        hangul = is_hangul(text)
        if "brand" in roles:
            entry = brand_font = pick_font(t, hangul)
            cap = brand_cap if roles == ["brand"] else short * t.uniform(0.025, 0.05)
        else:
            same = brand_font and (brand_font[2] or not hangul) and t.random() < 0.5
            entry = brand_font if same else pick_font(t, hangul)
            cap = max(short * 0.025, brand_cap * t.uniform(0.5, 0.9)) if len(rows) > 1 else short * t.uniform(0.025, 0.05)
        fonts.append(entry)
        caps.append(cap)

    def measure(caps):
        sizes, boxes = [], []
        for (text, _), entry, cap in zip(rows, fonts, caps):
            size = cap * cap / max(1, cap_height(entry, cap, text))  # font size whose capitals are `cap`
            for _ in range(4):  # narrower than the band
                box_ = face(entry, size).getbbox(text)
                if box_[2] - box_[0] <= w * 0.92 or size <= 4:
                    break
                size = max(4, size * w * 0.9 / (box_[2] - box_[0]))
            sizes.append(size)
            boxes.append(face(entry, size).getbbox(text))
        gap = max(caps) * t_gap
        total = sum(b[3] - b[1] for b in boxes) + gap * (len(rows) - 1)
        return sizes, boxes, total, gap

    t_gap = t.uniform(0.35, 0.7)
    sizes, boxes, total, gap = measure(caps)
    if total > h * 0.88 and len(rows) > 1:  # too low for two lines: one
        rows = line_texts(lines.replace("/", " "), words)
        lines = lines.replace("/", " ")
        entry = fonts[0] if not is_hangul(rows[0][0]) or fonts[0][2] else pick_font(t, True)
        fonts, caps = [entry], [max(caps)]
        sizes, boxes, total, gap = measure(caps)
    if total > h * 0.88:  # still too big: smaller
        k = h * 0.88 / total
        sizes, boxes, total, gap = measure([c * k for c in caps])
    align = pg.weighted(t, {"centre": 5, "left": 2, "right": 2})
    top = y + (h - total) * t.uniform(0.35, 0.65)
    for (text, roles), entry, size, bbox in zip(rows, fonts, sizes, boxes):
        font = face(entry, size)
        tw, th = bbox[2] - bbox[0], bbox[3] - bbox[1]
        left = {"centre": x + (w - tw) / 2, "left": x + w * 0.04, "right": x + w * 0.96 - tw}[align]
        left, top_i = int(round(left)), int(round(top))
        mask = Image.new("L", (tw + 2, th + 2), 0)
        ImageDraw.Draw(mask).text((1 - bbox[0], 1 - bbox[1]), text, font=font, fill=255)
        image.paste(ink, (left - 1, top_i - 1, left - 1 + mask.width, top_i - 1 + mask.height), mask)
        state["texts"].append({"text": text, "roles": roles, "band": band, "font": os.path.basename(entry[0]),
                               "capDrawn": cap_height(entry, size, text), "side": side, "origin": (left - 1, top_i - 1),
                               "mask": mask, "lines": lines, "box": (x, y, w, h)})
        top += th + gap


def qr_block(image, origin, module, seed):
    if state.get("inPage"):
        x, y = origin
        state["qr"] = (x - module, y - module, 23 * module, 23 * module)
    return ORIGINAL["qr_block"](image, origin, module, seed)


def geometry(r, size, columns, rows, horizontal):
    cuts, bands, margin, gap = ORIGINAL["geometry"](r, size, columns, rows, horizontal)
    state["bands"] = dict(bands)
    return cuts, bands, margin, gap


def draw_page(r, seed, frame, columns, rows, horizontal, look):
    """print_generator.draw_page; then each line's place, ink and frame on the finished page."""
    state.update(pageShort=min(frame[0].size), qr=None, bands={}, inPage=True)
    first = len(state["texts"])
    try:
        page, cuts = ORIGINAL["draw_page"](r, seed, frame, columns, rows, horizontal, look)
    finally:
        state["inPage"] = False
    for text in state["texts"][first:]:
        mask = text["mask"]
        if text["side"]:  # drawn on a strip that draw_page turned 90 degrees onto the right band
            bx, by, bw, bh = state["bands"]["right"]
            sx, sy = text["origin"]
            text["origin"] = (bx + sy, by + bh - sx - mask.width)
            text["mask"] = mask = mask.rotate(90, expand=True)
            text["box"] = (bx, by, bw, bh)
        text["vertical"] = not text["side"]  # the capitals' direction on the page
        measure_on_page(text, page)
    return page, cuts


def measure_on_page(text, page):
    """The ink's and the frame's colour around the line (medians; the frame's within the band),
    and whether a QR code is over it."""
    mask = text["mask"]
    ox, oy = text["origin"]
    pad = max(3, int(text["capDrawn"] * 0.6))
    cx0, cy0 = max(0, ox - pad), max(0, oy - pad)
    cx1, cy1 = min(page.width, ox + mask.width + pad), min(page.height, oy + mask.height + pad)
    crop = page.crop((cx0, cy0, cx1, cy1)).convert("RGB")
    full = Image.new("L", crop.size, 0)
    full.paste(mask, (ox - cx0, oy - cy0))
    core = full.point(lambda v: 255 if v >= 200 else 0)
    if core.getbbox() is None:
        core = full.point(lambda v: 255 if v >= 100 else 0)
    grow = max(3, (int(text["capDrawn"] * 0.25) | 1))
    around = full.filter(ImageFilter.MaxFilter(min(grow, 9))).point(lambda v: 0 if v else 255)
    band = Image.new("L", crop.size, 0)  # the frame within the band only, not the cuts beside it
    bx, by, bw, bh = text["box"]
    band.paste(255, (int(bx) - cx0, int(by) - cy0, int(bx + bw) - cx0, int(by + bh) - cy0))
    around = ImageChops.multiply(around, band)
    ink = tuple(ImageStat.Stat(crop, core).median) if core.getbbox() else (0, 0, 0)
    frame = tuple(ImageStat.Stat(crop, around).median) if around.getbbox() else ink
    text.update(ink=ink, frame=frame, contrast=abs(lightness(ink) - lightness(frame)))
    hidden = None
    if state["qr"]:
        qx, qy, qw, qh = state["qr"]
        ix0, iy0 = max(ox, qx), max(oy, qy)
        ix1, iy1 = min(ox + mask.width, qx + qw), min(oy + mask.height, qy + qh)
        if ix1 > ix0 and iy1 > iy0:
            inside = mask.crop((ix0 - ox, iy0 - oy, ix1 - ox, iy1 - oy))
            if ImageStat.Stat(inside).sum[0] > 0.05 * ImageStat.Stat(mask).sum[0]:
                hidden = "qr"
    text["hidden"] = hidden


def make_print(r, seed):
    state.update(seed=seed, words=choose_words(random.Random("words:%d" % seed)), calls=0, texts=[], phone=None)
    page, truth = ORIGINAL["make_print"](r, seed)
    state["factor"] = truth["factor"]
    state["copies"] = [0, truth["frameSize"][0] // 2] if truth["strips"] else [0]
    return page, truth


# What a phone photo did to the paper, recorded as print_generator draws it: the paper's
# perspective, the hand's ellipses, the glare, the lens blur.

class ChopsRecorder:
    def __getattr__(self, name):
        return getattr(ImageChops, name)

    def multiply(self, a, b):
        result = ImageChops.multiply(a, b)
        if state.get("phone") is not None and result.mode == "L":  # glare x paper mask
            state["phone"]["glare"] = result
        return result


class FilterRecorder:
    def __getattr__(self, name):
        return getattr(ImageFilter, name)

    def GaussianBlur(self, radius=2):
        if state.get("phone") is not None:
            state["phone"]["blurs"].append(radius)
        return ImageFilter.GaussianBlur(radius)


def ellipse(draw, centre, axes, angle, colour):
    if state.get("phone") is not None:
        state["phone"]["ellipses"].append((centre, axes, angle))
    return ORIGINAL["ellipse"](draw, centre, axes, angle, colour)


def perspective_coefficients(source, target):
    coefficients = ORIGINAL["perspective_coefficients"](source, target)
    if state.get("phone") is not None:
        state["phone"]["perspectives"].append(coefficients)
    return coefficients


def phone_photo(r, paper, cuts, plain):
    state["phone"] = {"glare": None, "blurs": [], "ellipses": [], "perspectives": []}
    result = ORIGINAL["phone_photo"](r, paper, cuts, plain)
    state["phone"]["canvas"] = result[0].size
    recorded, state["phone"] = state["phone"], None
    state["photo"] = recorded
    return result


pg.band_text, pg.draw_page, pg.make_print, pg.geometry = band_text, draw_page, make_print, geometry
pg.phone_photo, pg.ellipse = phone_photo, ellipse
pg.mf.qr_block, pg.mf.perspective_coefficients = qr_block, perspective_coefficients
pg.ImageChops, pg.ImageFilter = ChopsRecorder(), FilterRecorder()


# MARK: - Truth

def under_thumb(point, ellipses):
    px, py = point
    for (cx, cy), (a, b), angle in ellipses:
        dx, dy = px - cx, py - cy
        u = dx * math.cos(angle) + dy * math.sin(angle)
        v = -dx * math.sin(angle) + dy * math.cos(angle)
        if (u / a) ** 2 + (v / b) ** 2 <= 1:
            return True
    return False


def judge(text, phone, photo, factor, grow, copy):
    """The line as the saved file shows it (one copy of a sheet's strips): capital height,
    contrast, hidden or not."""
    ox, oy = text["origin"]
    mw, mh = text["mask"].size
    ox += copy
    cap, contrast, hidden = text["capDrawn"] * factor, text["contrast"], text["hidden"]
    sharp = None
    if phone:
        to_photo = photo["perspectives"][1]  # paper -> the photo drawn at twice its size

        def project(u, v):
            return pg.mf.apply_perspective(to_photo, (u, v))
        cx, cy = ox + mw / 2, oy + mh / 2
        half = text["capDrawn"] / 2
        a, b = ((cx, cy - half), (cx, cy + half)) if text["vertical"] else ((cx - half, cy), (cx + half, cy))
        (ax, ay), (bx, by) = project(*a), project(*b)
        sharp = math.hypot(bx - ax, by - ay) / 2
        cap = sharp * grow
        samples = [project(ox + mw * (i + 0.5) / 12, oy + mh * (j + 0.5) / 4) for i in range(12) for j in range(4)]
        if hidden is None and sum(under_thumb(p, photo["ellipses"]) for p in samples) > THUMB_COVER * len(samples):
            hidden = "thumb"
        if photo["glare"] is not None:
            gx, gy = project(cx, cy)
            glare = photo["glare"]
            k = glare.getpixel((min(glare.width - 1, max(0, int(gx))), min(glare.height - 1, max(0, int(gy))))) / 255
            if k > 0:
                ink = pg.mix(text["ink"], (255, 255, 250), k)
                frame = pg.mix(text["frame"], (255, 255, 250), k)
                contrast = abs(lightness(ink) - lightness(frame))
    blur = photo["blurs"][-1] / 2 if phone else 0
    readable_size = (sharp if phone else cap) >= MIN_CAP and cap >= MIN_CAP and (not phone or sharp >= MIN_CAP_PER_BLUR * blur)
    shown = hidden is None and readable_size and contrast >= MIN_CONTRAST
    return {"cap": round(cap, 1), "capSharp": round(sharp, 1) if phone else None, "contrast": round(contrast, 1),
            "hidden": hidden, "shown": shown}


def generate(seed, out):
    state["photo"] = None
    entry = pg.generate(seed, out)
    phone = entry["kind"] == "phone"
    entry["kind"] = "phone" if phone else "booth"
    words = state["words"]
    photo = state["photo"] if phone else None
    grow = entry["size"][0] / photo["canvas"][0] if phone else 1
    texts = []
    for text in state["texts"]:
        copies = [judge(text, phone, photo, state["factor"], grow, copy) for copy in state["copies"]]
        best = max(copies, key=lambda c: (c["shown"], c["cap"]))
        item = {"text": text["text"], "roles": text["roles"], "band": text["band"], "font": text["font"]}
        item.update({k: v for k, v in best.items() if v is not None or k == "hidden"})
        texts.append(item)

    def best(role):
        carrying = [t for t in texts if role in t["roles"]]
        if not carrying:
            return None
        return max(carrying, key=lambda t: (t["shown"], t["cap"]))
    brand, day = best("brand"), best("day")
    y, m, d = words["day"] or (0, 0, 0)
    entry.update({
        "brandLabel": words["label"] if brand else None, "brandText": words["brand"] if brand else None,
        "brandShown": bool(brand and brand["shown"]), "textHeight": brand["cap"] if brand else None,
        "day": "%04d-%02d-%02d" % (y, m, d) if day else None, "dayText": words["dayText"] if day else None,
        "dayShown": bool(day and day["shown"]), "dayHeight": day["cap"] if day else None,
        "lines": state["texts"][0]["lines"] if state["texts"] else None,
        "band": (brand or day)["band"] if (brand or day) else None, "texts": texts,
    })
    return dict(sorted(entry.items()))


def main():
    parser = argparse.ArgumentParser(description="Draws booth prints whose frames name a real brand and a day, from seeds.")
    parser.add_argument("--seeds", required=True, help="A-B (inclusive) or one seed")
    parser.add_argument("--out", required=True, help="folder for <seed>.jpg/png and truth.jsonl")
    parser.add_argument("--quiet", action="store_true")
    arguments = parser.parse_args()
    if not HANGUL_FONTS:
        sys.exit("needs a Hangul font: fonts-nanum or fonts-noto-cjk")
    pg.draw_seeds(pg.seed_range(arguments.seeds), arguments.out, lambda seed: generate(seed, arguments.out), arguments.quiet)


if __name__ == "__main__":
    main()
