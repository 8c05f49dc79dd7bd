#!/usr/bin/env python3
"""How much of what poki misses on phone photos of prints is the paper's outline (issue #25).

    python3 Benchmarks/paper_ceiling.py DIR [--poki BIN] [--side 512] [--keep FOLDER] [--misses]

DIR is drawn by Fixtures/print_generator.py, whose truth gives each phone photo's paper corners
(`paperQuad`). For every phone photo it scores the layout `poki colours --json` finds twice:

- on the photo, as users give it;
- on the paper alone: the photo reduced to SIDE pixels on its long side (512, the size poki looks
  at a paper in), the paper cut out at its true corners and resampled upright, written as a PNG.
  poki then reads it as a booth's own file. This is what the rest of the detector makes of a paper
  whose four corners are exactly right, so the difference between the two is what finding the
  paper costs. Four corners are all a curled paper's truth gives, and its sides bow a few pixels
  between them, so "exact" is exact for a flat paper only: the count on the paper is a guide to
  what finding the paper costs, not a bound.

Prints the counts, on the photo, on the exact paper, on both and on either, and with --misses the
photos found on one only. --keep FOLDER keeps the papers (else a temporary folder is removed).
Needs Pillow. The photos' own EXIF orientation is applied before the corners are read.
"""
import argparse
import importlib.util
import json
import math
import os
import shutil
import tempfile

from PIL import Image, ImageOps

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# The runner of print_accuracy.py and the perspective solver of make_fixtures.py.
PRINT_ACCURACY = load("print_accuracy", os.path.join(HERE, "print_accuracy.py"))
FIXTURES = load("make_fixtures", os.path.join(HERE, "..", "Fixtures", "make_fixtures.py"))


def exact_paper(photo_path, corners, side, out_path):
    """Writes the paper at `corners` (top left, top right, bottom right, bottom left, in the
    upright photo's pixels) resampled upright from the photo reduced to `side` pixels."""
    photo = ImageOps.exif_transpose(Image.open(photo_path)).convert("RGB")
    scale = side / max(photo.size)
    if scale < 1:
        photo = photo.resize((round(photo.width * scale), round(photo.height * scale)), Image.BOX)
    else:
        scale = 1
    corners = [(x * scale, y * scale) for x, y in corners]
    width = round((math.dist(corners[0], corners[1]) + math.dist(corners[3], corners[2])) / 2)
    height = round((math.dist(corners[0], corners[3]) + math.dist(corners[1], corners[2])) / 2)
    upright = [(0, 0), (width, 0), (width, height), (0, height)]
    coefficients = FIXTURES.perspective_coefficients(corners, upright)
    photo.transform((width, height), Image.PERSPECTIVE, coefficients, Image.BICUBIC).save(out_path)


def layouts(poki, files):
    found = []
    for start in range(0, len(files), 50):
        documents, _ = PRINT_ACCURACY.run_batch(poki, files[start:start + 50])
        for document in documents:
            layout = (document.get("print") or {}).get("layout")
            if "error" in document:
                found.append("error: " + str(document["error"]))
            else:
                found.append("%dx%d" % (layout["columns"], layout["rows"]) if layout else "not a print")
    return found


def main():
    parser = argparse.ArgumentParser(description="Scores poki on phone photos of prints and on their papers cut out at the true corners.")
    parser.add_argument("folder")
    parser.add_argument("--poki", help="the binary (default .build/release/poki)")
    parser.add_argument("--side", type=int, default=512, help="long side the photo is reduced to before the paper is cut out")
    parser.add_argument("--keep", help="write the papers here and keep them")
    parser.add_argument("--misses", action="store_true", help="list the photos found one way only")
    arguments = parser.parse_args()
    poki = PRINT_ACCURACY.find_poki(arguments.poki)
    truth = os.path.join(arguments.folder, "truth.jsonl")
    if not os.path.exists(truth):
        raise SystemExit("%s: no truth.jsonl (draw the folder with Fixtures/print_generator.py)" % arguments.folder)
    with open(truth) as handle:
        phones = sorted((entry for entry in map(json.loads, filter(str.strip, handle)) if entry["kind"] == "phone"), key=lambda e: e["seed"])
    without = [entry["file"] for entry in phones if "paperQuad" not in entry]
    if without:
        raise SystemExit("%s: %d phone photos have no paperQuad (%s...): draw them again with Fixtures/print_generator.py"
                         % (truth, len(without), ", ".join(without[:3])))
    if not phones:
        raise SystemExit("%s: no phone photos" % truth)
    papers = arguments.keep or tempfile.mkdtemp(prefix="poki-papers-")
    os.makedirs(papers, exist_ok=True)
    try:
        paper_files = []
        for entry in phones:
            path = os.path.join(papers, "%d.png" % entry["seed"])
            exact_paper(os.path.join(arguments.folder, entry["file"]), entry["paperQuad"], arguments.side, path)
            paper_files.append(path)
        on_photo = layouts(poki, [os.path.join(arguments.folder, entry["file"]) for entry in phones])
        on_paper = layouts(poki, paper_files)
    finally:
        if not arguments.keep:
            shutil.rmtree(papers)
    photo_right = [got == entry["layout"] for got, entry in zip(on_photo, phones)]
    paper_right = [got == entry["layout"] for got, entry in zip(on_paper, phones)]
    total = len(phones)

    def line(label, count):
        print("| %s | %d of %d (%.0f %%) |" % (label, count, total, 100.0 * count / total))

    print("%d phone photos, papers cut out of the photo at %d pixels\n" % (total, arguments.side))
    print("| layout right | phone photos |\n|---|---:|")
    line("on the photo (poki finds the paper)", sum(photo_right))
    line("on the paper cut out at its true corners", sum(paper_right))
    line("on both", sum(a and b for a, b in zip(photo_right, paper_right)))
    line("on either", sum(a or b for a, b in zip(photo_right, paper_right)))
    line("on neither", sum(not (a or b) for a, b in zip(photo_right, paper_right)))
    if arguments.misses:
        for entry, photo, paper, a, b in zip(phones, on_photo, on_paper, photo_right, paper_right):
            if a != b:
                print("- %s %s %s frame: photo %s, exact paper %s" % (entry["file"], entry["layout"], entry["frame"], photo, paper))


if __name__ == "__main__":
    main()
