"""Writes HEIF files the way iPhones lay them out, from HEVC pictures that libheif's own encoder
made: a picture stored on its side and turned by `irot` (and mirrored by `imir`), and a grid of
tiles. Debian 12's heif-enc writes neither (no turns, no grids), so the files poki must turn
itself are put together here, box by box, from ISO/IEC 23008-12.

    python3 Fixtures/heif_container.py grid PICTURE OUT.heic [--turn 3] [--tile 512] [--quality 80]

writes PICTURE (any image Pillow reads, as shown) as a grid of tiles stored turned back by
`--turn` quarter turns, so that libheif's `irot` shows it as PICTURE: an iPhone's 48-megapixel
portrait is a 8064x6048 grid of 512-pixel tiles with `--turn 3`. Needs pillow_heif (PyPI) to
encode the tiles; make_fixtures.py uses `turned_file` for Fixtures/phone/turned-*.heic.
"""

import io
import struct
import sys


def box(kind, payload):
    return struct.pack(">I", 8 + len(payload)) + kind + payload


def full_box(kind, version, flags, payload):
    return box(kind, struct.pack(">I", version << 24 | flags) + payload)


def children(data, start=0, end=None):
    """(type, contents start, end) of each box in data[start:end]."""
    end = len(data) if end is None else end
    while start + 8 <= end:
        size, kind = struct.unpack(">I4s", data[start:start + 8])
        header = 8
        if size == 1:
            size = struct.unpack(">Q", data[start + 8:start + 16])[0]
            header = 16
        elif size == 0:
            size = end - start
        yield kind, start + header, start + size
        start += size


def meta_boxes(heif):
    """The boxes of a HEIF's `meta` box, by type."""
    meta = next((s, e) for kind, s, e in children(heif) if kind == b"meta")
    return {kind: (s, e) for kind, s, e in children(heif, meta[0] + 4, meta[1])}


def item_types(heif):
    """The type of each item a HEIF lists, by item ID (`infe` version 2)."""
    start, end = meta_boxes(heif)[b"iinf"]
    return {struct.unpack(">H", heif[s + 4:s + 6])[0]: heif[s + 8:s + 12] for _, s, _ in children(heif, start + 6, end)}


def hevc_picture(heif):
    """The `hvcC` box and the coded picture of a HEIF's first HEVC item (a single picture, or the
    one tile of the 1x1 grid heif-enc makes of a picture whose sides are not multiples of 8)."""
    boxes = meta_boxes(heif)
    primary = min(item for item, kind in item_types(heif).items() if kind == b"hvc1")
    iprp = boxes[b"iprp"]
    ipco = next((s, e) for kind, s, e in children(heif, *iprp) if kind == b"ipco")
    hvcc = next(heif[s - 8:e] for kind, s, e in children(heif, *ipco) if kind == b"hvcC")
    start, end = boxes[b"iloc"]
    version = heif[start]
    at = start + 4
    offset_size, length_size = heif[at] >> 4, heif[at] & 15
    base_size, index_size = heif[at + 1] >> 4, (heif[at + 1] & 15) if version in (1, 2) else 0
    at += 2

    def number(size):
        nonlocal at
        value = int.from_bytes(heif[at:at + size], "big") if size else 0
        at += size
        return value

    count = number(2 if version < 2 else 4)
    for _ in range(count):
        item = number(2 if version < 2 else 4)
        if version in (1, 2):
            number(2)
        number(2)
        base = number(base_size)
        extents = number(2)
        picture = b""
        for _ in range(extents):
            number(index_size)
            offset, length = number(offset_size), number(length_size)
            picture += heif[base + offset:base + offset + length]
        if item == primary:
            return hvcc, picture
    raise ValueError("no primary picture")


def encode_tile(image, quality):
    import pillow_heif
    output = io.BytesIO()
    pillow_heif.from_pillow(image).save(output, quality=quality)
    return hevc_picture(output.getvalue())


def container(pictures, size, tiles=None, turns=(), exif=None):
    """A HEIF whose primary image is `size` (width, height, as stored) and turned by `turns`
    (("irot", quarter turns counter-clockwise) or ("imir", axis) in order): one picture, or a
    grid of `tiles` (columns, rows, tile side) made of `pictures` ((hvcC, data), row by row);
    with `exif` (a TIFF block) as its Exif item."""
    grid = tiles is not None
    coded = list(range(2 if grid else 1, (2 if grid else 1) + len(pictures)))
    items = ([1] if grid else []) + coded
    exif_item = items[-1] + 1 if exif is not None else None
    properties, associations = [], {item: [] for item in items}

    def associate(item, payload, essential):
        if payload not in properties:
            properties.append(payload)
        associations[item].append((properties.index(payload) + 1, essential))

    width, height = size
    primary = 1
    if grid:
        associate(1, full_box(b"ispe", 0, 0, struct.pack(">II", width, height)), False)
        for item, (hvcc, _) in zip(coded, pictures):
            associate(item, hvcc, True)
            associate(item, full_box(b"ispe", 0, 0, struct.pack(">II", tiles[2], tiles[2])), False)
    else:
        associate(1, pictures[0][0], True)
        associate(1, full_box(b"ispe", 0, 0, struct.pack(">II", width, height)), False)
    for kind, value in turns:
        associate(primary, box(kind.encode(), bytes([value])), True)

    infe = [full_box(b"infe", 2, 0, struct.pack(">HH4s", 1, 0, b"grid") + b"\0")] if grid else []
    infe += [full_box(b"infe", 2, 1 if grid else 0, struct.pack(">HH4s", item, 0, b"hvc1") + b"\0") for item in coded]
    if exif_item:
        infe.append(full_box(b"infe", 2, 0, struct.pack(">HH4s", exif_item, 0, b"Exif") + b"\0"))
    iinf = full_box(b"iinf", 0, 0, struct.pack(">H", len(infe)) + b"".join(infe))
    references = b""
    if grid:
        references += box(b"dimg", struct.pack(">HH", 1, len(coded)) + b"".join(struct.pack(">H", i) for i in coded))
    if exif_item:
        references += box(b"cdsc", struct.pack(">HHH", exif_item, 1, primary))
    iref = full_box(b"iref", 0, 0, references) if references else b""
    ipma = struct.pack(">I", len(items))
    for item in items:
        ipma += struct.pack(">HB", item, len(associations[item]))
        ipma += b"".join(struct.pack(">H", (0x8000 if essential else 0) | index) for index, essential in associations[item])
    iprp = box(b"iprp", box(b"ipco", b"".join(properties)) + full_box(b"ipma", 0, 1, ipma))
    grid_descriptor = struct.pack(">BBBBHH", 0, 0, tiles[1] - 1, tiles[0] - 1, width, height) if grid else b""
    idat = box(b"idat", grid_descriptor) if grid else b""
    payloads = [data for _, data in pictures] + ([b"\0\0\0\0" + exif] if exif_item else [])
    located = coded + ([exif_item] if exif_item else [])

    def iloc(mdat_start):
        entries = b""
        if grid:
            entries += struct.pack(">HHHHII", 1, 1, 0, 1, 0, len(grid_descriptor))
        offset = mdat_start
        for item, data in zip(located, payloads):
            entries += struct.pack(">HHHHII", item, 0, 0, 1, offset, len(data))
            offset += len(data)
        count = len(located) + (1 if grid else 0)
        return full_box(b"iloc", 1, 0, bytes([0x44, 0x00]) + struct.pack(">H", count) + entries)

    ftyp = box(b"ftyp", b"heic" + struct.pack(">I", 0) + b"mif1heic")
    hdlr = full_box(b"hdlr", 0, 0, struct.pack(">I4s12x", 0, b"pict") + b"\0")
    pitm = full_box(b"pitm", 0, 0, struct.pack(">H", primary))

    def meta(mdat_start):
        return full_box(b"meta", 0, 0, hdlr + pitm + iloc(mdat_start) + iinf + iref + iprp + idat)

    header = len(ftyp) + len(meta(0)) + 8
    return ftyp + meta(header) + box(b"mdat", b"".join(payloads))


def turned_file(heif, turns, exif=None):
    """The HEIF `heif` of one HEVC picture (bytes, as heif-enc writes it: alone, or as a 1x1
    grid) with `turns` and `exif`."""
    ipco = next((s, e) for kind, s, e in children(heif, *meta_boxes(heif)[b"iprp"]) if kind == b"ipco")
    sizes = [struct.unpack(">II", heif[s + 4:s + 12]) for kind, s, e in children(heif, *ipco) if kind == b"ispe"]
    if b"grid" in item_types(heif).values():
        # heif-enc lists the tile's size first, then the picture's.
        return container([hevc_picture(heif)], sizes[1], tiles=(1, 1, sizes[0][0]), turns=turns, exif=exif)
    return container([hevc_picture(heif)], sizes[0], turns=turns, exif=exif)


def grid_file(picture, quarter_turns, tile, quality):
    """`picture` (a Pillow image, as shown) stored turned back by `quarter_turns` as a grid."""
    from PIL import Image
    stored = picture.rotate(-90 * quarter_turns, expand=True) if quarter_turns else picture
    width, height = stored.size
    columns, rows = (width + tile - 1) // tile, (height + tile - 1) // tile
    padded = Image.new("RGB", (columns * tile, rows * tile))
    padded.paste(stored, (0, 0))
    pictures = [encode_tile(padded.crop((x * tile, y * tile, (x + 1) * tile, (y + 1) * tile)), quality)
                for y in range(rows) for x in range(columns)]
    turns = [("irot", quarter_turns)] if quarter_turns else []
    return container(pictures, (width, height), tiles=(columns, rows, tile), turns=turns)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if len(arguments) < 3 or arguments[0] != "grid":
        sys.exit(__doc__)
    options = dict(zip(arguments[3::2], arguments[4::2]))
    from PIL import Image
    Image.MAX_IMAGE_PIXELS = None
    shown = Image.open(arguments[1]).convert("RGB")
    data = grid_file(shown, int(options.get("--turn", 0)), int(options.get("--tile", 512)), int(options.get("--quality", 80)))
    with open(arguments[2], "wb") as handle:
        handle.write(data)
