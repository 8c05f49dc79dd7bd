#!/usr/bin/env python3
"""Measures poki's print analysis against the truth of Fixtures/print_generator.py (issue #25).

    python3 Benchmarks/print_accuracy.py DIR [DIR...] [--poki PATH] [--batch 50] [--json OUT] [--misses N]

Runs `poki colours --json` on every file listed in each DIR/truth.jsonl (about 50 files per process)
and prints Markdown: the issue's table, then the same measures by frame kind, layout, digital or
phone, EXIF orientation, backdrop and file format, then the misses (seed, what was expected, what
poki said). Benchmarks/prints.sh runs it on the standard seed split.

The measures:
- layout right: poki finds a print with the truth's columns x rows (digital files and phone photos apart);
- every cut found: as many cuts as the truth, each truth cut matched one to one by a found cut
  with intersection over union >= 0.85;
- frame colour right (plain and pastel frames): the print's "frame" within CIEDE2000 5 of the truth
  (for a phone photo, the frame's colour as the photo shows it: the generator's "frameColour");
- dominant colour is still the frame's (plain and pastel frames, whether found or not): the
  palette's first entry within CIEDE2000 5 of the frame's colour and nearer it than the cuts'
  backdrop ("backdropColour"), i.e. the frame was not taken out of the palette (lower is better).
  A print whose cuts' backdrop is itself within 5 of the frame's colour is not counted: a palette
  of its cuts alone rightly leads with that colour (the "… of which the backdrop is the frame's"
  line gives the count the old measure made, which counted them);
- ordinary images called a print (lower is better; the goal is none).
Time: wall time of each `poki colours` process over its files, per image.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import time
from collections import defaultdict

IOU_MIN = 0.85
DELTA_E_MAX = 5.0


# MARK: - Colour difference (CIEDE2000 on sRGB, D65)

def hex_to_rgb(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def rgb_to_lab(rgb):
    def linear(c):
        c /= 255.0
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e2000(rgb1, rgb2):
    l1, a1, b1 = rgb_to_lab(rgb1)
    l2, a2, b2 = rgb_to_lab(rgb2)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_mean = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    else:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, c_mean_p = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    else:
        h_mean = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6)) - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc = 1 + 0.045 * c_mean_p
    sh = 1 + 0.015 * c_mean_p * t
    rt = (-2 * math.sqrt(c_mean_p ** 7 / (c_mean_p ** 7 + 25 ** 7))
          * math.sin(math.radians(60 * math.exp(-(((h_mean - 275) / 25) ** 2)))))
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


# MARK: - Running poki

def find_poki(path):
    if path:
        return path
    here = os.path.dirname(os.path.abspath(__file__))
    for candidate in ("../.build/release/poki", "../.build/debug/poki"):
        full = os.path.normpath(os.path.join(here, candidate))
        if os.path.exists(full):
            return full
    return "poki"


def run_batch(poki, files):
    """`poki colours --json FILES`: the documents, in order, and the wall time. Waits a little
    and tries again when the binary is missing (being rebuilt)."""
    for attempt in range(30):
        if os.sep not in poki or os.path.exists(poki):
            break
        time.sleep(2)
    started = time.perf_counter()
    result = subprocess.run([poki, "colours", "--json", *files], capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    try:
        documents = json.loads(result.stdout)
    except json.JSONDecodeError:
        sys.exit("poki colours gave no JSON (exit %d): %s" % (result.returncode, result.stderr.strip()[:2000]))
    if len(documents) != len(files):
        sys.exit("poki colours answered %d documents for %d files" % (len(documents), len(files)))
    return documents, elapsed


# MARK: - Comparing

def iou(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    w = min(ax + aw, bx + bw) - max(ax, bx)
    h = min(ay + ah, by + bh) - max(ay, by)
    if w <= 0 or h <= 0:
        return 0.0
    inter = w * h
    return inter / (aw * ah + bw * bh - inter)


def match_cuts(truth, found):
    """The smallest IoU of a one-to-one matching (each truth cut, in order, takes the best unused
    found cut); 0 when the counts differ."""
    if not found or len(found) != len(truth):
        return 0.0
    unused = list(range(len(found)))
    worst = 1.0
    for cut in truth:
        best = max(unused, key=lambda i: iou(cut, found[i]))
        worst = min(worst, iou(cut, found[best]))
        unused.remove(best)
    return worst


def evaluate(entry, document):
    """One image's outcome: what poki said, and each measure (None where it does not apply)."""
    outcome = {"entry": entry, "error": document.get("error")}
    found = document.get("print")
    outcome["print"] = found is not None
    if entry["kind"] == "ordinary":
        outcome["calledPrint"] = found is not None
        outcome["got"] = "%dx%d" % (found["layout"]["columns"], found["layout"]["rows"]) if found else "not a print"
        return outcome
    got_layout = "%dx%d" % (found["layout"]["columns"], found["layout"]["rows"]) if found else None
    outcome["got"] = got_layout or ("error: " + outcome["error"] if outcome["error"] else "not a print")
    outcome["layoutRight"] = got_layout == entry["layout"]
    cuts = [(c["x"], c["y"], c["width"], c["height"]) for c in found.get("cuts", [])] if found else []
    outcome["worstIoU"] = match_cuts([tuple(c) for c in entry["cuts"]], cuts)
    outcome["cutsRight"] = outcome["worstIoU"] >= IOU_MIN
    if found:
        outcome["frameKindRight"] = found.get("frameKind") == FRAME_KINDS.get(entry["frame"])
    if entry.get("frameColour"):
        truth = hex_to_rgb(entry["frameColour"])
        outcome["frameDeltaE"] = delta_e2000(truth, hex_to_rgb(found["frame"])) if found and found.get("frame") else None
        outcome["frameRight"] = outcome["frameDeltaE"] is not None and outcome["frameDeltaE"] <= DELTA_E_MAX
        entries = (document.get("palette") or {}).get("entries") or []
        outcome["dominantIsFrame"] = None
        if entries:
            dominant = hex_to_rgb(entries[0]["colour"])
            outcome["dominantDeltaE"] = delta_e2000(truth, dominant)
            backdrop = hex_to_rgb(entry["backdropColour"]) if entry.get("backdropColour") else None
            outcome["backdropIsFrame"] = backdrop is not None and delta_e2000(truth, backdrop) <= DELTA_E_MAX
            outcome["dominantNearFrame"] = outcome["dominantDeltaE"] <= DELTA_E_MAX
            if not outcome["backdropIsFrame"]:
                outcome["dominantIsFrame"] = outcome["dominantNearFrame"] and (
                    backdrop is None or outcome["dominantDeltaE"] < delta_e2000(backdrop, dominant))
    return outcome


# The generator's frames as poki names their kinds: one colour, a gradient, or a pattern.
FRAME_KINDS = {"plain": "plain", "pastel": "plain", "gradient": "gradient", "dots": "pattern", "stripes": "pattern",
               "checks": "pattern", "texture": "pattern", "glitter": "pattern"}


def percent(count, total):
    return "%d of %d (%d %%)" % (count, total, round(100 * count / total)) if total else "-"


def summary_row(label, outcomes):
    prints = [o for o in outcomes if o["entry"]["kind"] != "ordinary"]
    plain = [o for o in prints if "frameRight" in o]
    dominant = [o for o in plain if o.get("dominantIsFrame") is not None]
    kinds = [o for o in prints if "frameKindRight" in o]
    return "| %s | %d | %s | %s | %s | %s | %s | %s |" % (
        label, len(prints),
        percent(sum(o["print"] for o in prints), len(prints)),
        percent(sum(o["layoutRight"] for o in prints), len(prints)),
        percent(sum(o["cutsRight"] for o in prints), len(prints)),
        percent(sum(o["frameRight"] for o in plain), len(plain)),
        percent(sum(o["dominantIsFrame"] for o in dominant), len(dominant)),
        percent(sum(o["frameKindRight"] for o in kinds), len(kinds)))


def breakdown(title, outcomes, key, order=None):
    groups = defaultdict(list)
    for outcome in outcomes:
        groups[key(outcome["entry"])].append(outcome)
    names = order or sorted(groups, key=lambda name: (-len(groups[name]), str(name)))
    lines = ["", "### By %s" % title, "",
             "| %s | prints | found a print | layout right | every cut (IoU ≥ %.2f) | frame colour right (plain, pastel) | dominant is the frame's | frame kind right |" % (title, IOU_MIN),
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for name in names:
        if groups.get(name):
            lines.append(summary_row(str(name), groups[name]))
    return lines


def layout_label(entry):
    return entry["layout"] + (" (two strips)" if entry.get("strips") else "")


def size_label(entry):
    long_side = max(entry["size"])
    return "< 1000 px" if long_side < 1000 else ("1000-1999 px" if long_side < 2000 else "≥ 2000 px")


def report(outcomes, timings, arguments):
    prints = [o for o in outcomes if o["entry"]["kind"] != "ordinary"]
    digital = [o for o in prints if o["entry"]["kind"] == "digital"]
    phone = [o for o in prints if o["entry"]["kind"] == "phone"]
    plain = [o for o in prints if "frameRight" in o]
    dominant = [o for o in plain if o.get("dominantIsFrame") is not None]
    ordinary = [o for o in outcomes if o["entry"]["kind"] == "ordinary"]
    lines = ["## Print analysis on generated prints", "",
             "Truth from Fixtures/print_generator.py (%s); poki: `%s`." % (", ".join(os.path.basename(os.path.normpath(d)) for d in arguments.dirs), arguments.poki_path), "",
             "| measure | result | goal |", "|---|---|---|"]
    if digital:
        lines.append("| layout right, booth's own files | %s | ≥ 97 %% |" % percent(sum(o["layoutRight"] for o in digital), len(digital)))
    if phone:
        lines.append("| layout right, phone photos of a print | %s | ≥ 85 %% |" % percent(sum(o["layoutRight"] for o in phone), len(phone)))
    if digital:
        lines.append("| every cut box found (IoU ≥ %.2f), booth's own files | %s | ≥ 95 %% |" % (IOU_MIN, percent(sum(o["cutsRight"] for o in digital), len(digital))))
    if phone:
        lines.append("| every cut box found (IoU ≥ %.2f), phone photos | %s | |" % (IOU_MIN, percent(sum(o["cutsRight"] for o in phone), len(phone))))
    if plain:
        lines.append("| frame colour right (plain and pastel frames, ΔE00 ≤ %g) | %s | ≥ 95 %% |" % (DELTA_E_MAX, percent(sum(o["frameRight"] for o in plain), len(plain))))
    if dominant:
        lines.append("| dominant colour is still the frame's (ΔE00 ≤ %g, nearer the frame than the cuts' backdrop) | %s | ≤ 5 %% |" % (DELTA_E_MAX, percent(sum(o["dominantIsFrame"] for o in dominant), len(dominant))))
    near = [o for o in plain if o.get("dominantNearFrame") is not None]
    if near:
        same = [o for o in near if o.get("backdropIsFrame")]
        lines.append("| … counting the %d prints whose cuts' backdrop is the frame's colour (the old measure) | %s | |" % (len(same), percent(sum(o["dominantNearFrame"] for o in near), len(near))))
    kinds = [o for o in prints if "frameKindRight" in o]
    if kinds:
        lines.append("| frame kind right (plain, gradient, pattern), prints found | %s | |" % percent(sum(o["frameKindRight"] for o in kinds), len(kinds)))
    if ordinary:
        lines.append("| ordinary images called a print | %s | 0 |" % percent(sum(o["calledPrint"] for o in ordinary), len(ordinary)))
    if prints:
        lines.append("| prints not found at all | %s | |" % percent(sum(not o["print"] for o in prints), len(prints)))
    errors = [o for o in outcomes if o["error"]]
    if errors:
        lines.append("| files poki could not read | %d | 0 |" % len(errors))
    total_files = sum(count for count, _ in timings)
    total_time = sum(seconds for _, seconds in timings)
    if total_files:
        lines.append("| time per image (`poki colours`, %d files a process) | %.0f ms (%d files, %.1f s) | |" % (
            arguments.batch, 1000 * total_time / total_files, total_files, total_time))
    if prints:
        lines += breakdown("kind", prints, lambda e: e["kind"], ["digital", "phone"])
        lines += breakdown("frame", prints, lambda e: e["frame"],
                           ["plain", "pastel", "gradient", "dots", "stripes", "checks", "texture", "glitter"])
        lines += breakdown("layout", prints, layout_label)
        lines += breakdown("backdrop", prints, lambda e: e.get("backdrop", "?"), ["near", "dark", "studio", "scene"])
        lines += breakdown("orientation", prints, lambda e: "1 (upright)" if e["orientation"] == 1 else "%d" % e["orientation"])
        lines += breakdown("format", prints, lambda e: e["format"].split(" ")[0] + (" " + e["format"].split(" ")[2] if e["format"].startswith("jpeg") else ""))
        lines += breakdown("size", prints, size_label, ["< 1000 px", "1000-1999 px", "≥ 2000 px"])
        if plain:
            lines += ["", "Plain and pastel frames by the frame's lightness: dark (L* < 25), mid, light (L* > 85)."]
            lines += breakdown("lightness", plain, lambda e: lightness_label(e["frameColour"]), ["dark", "mid", "light"])
    if ordinary:
        lines += ["", "### Ordinary images", "", "| subject | images | called a print |", "|---|---:|---:|"]
        groups = defaultdict(list)
        for o in ordinary:
            groups[o["entry"].get("subject", "?")].append(o)
        for subject in sorted(groups, key=lambda s: -len(groups[s])):
            lines.append("| %s | %d | %d |" % (subject, len(groups[subject]), sum(o["calledPrint"] for o in groups[subject])))
    misses = [o for o in prints if not (o["layoutRight"] and o["cutsRight"] and o.get("frameRight", True))]
    false_prints = [o for o in ordinary if o["calledPrint"]]
    if (misses or false_prints) and arguments.misses == 0:
        lines += ["", "Misses: %d prints, %d ordinary images (not listed)." % (len(misses), len(false_prints))]
    elif misses or false_prints:
        lines += ["", "### Misses (%d prints, %d ordinary images)" % (len(misses), len(false_prints)), "",
                  "| seed | file | kind | frame | backdrop | expected | got | worst IoU | frame ΔE00 | dominant ΔE00 |",
                  "|---:|---|---|---|---|---|---|---:|---:|---:|"]
        shown = 0
        for o in misses + false_prints:
            if shown >= arguments.misses:
                lines.append("| … | %d more | | | | | | | | |" % (len(misses) + len(false_prints) - shown))
                break
            e = o["entry"]
            expected = "not a print" if e["kind"] == "ordinary" else layout_label(e) + (" " + e["frameColour"] if e.get("frameColour") else "")
            lines.append("| %d | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                e["seed"], e["file"], e["kind"] + (" o%d" % e["orientation"] if e.get("orientation", 1) != 1 else ""),
                e.get("frame", e.get("subject", "")), e.get("backdrop", ""), expected, o["got"],
                "%.2f" % o["worstIoU"] if "worstIoU" in o and o["print"] else "",
                "%.1f" % o["frameDeltaE"] if o.get("frameDeltaE") is not None else "",
                "%.1f" % o["dominantDeltaE"] if o.get("dominantDeltaE") is not None else ""))
            shown += 1
    return "\n".join(lines)


def lightness_label(hex_colour):
    lightness = rgb_to_lab(hex_to_rgb(hex_colour))[0]
    return "dark" if lightness < 25 else ("light" if lightness > 85 else "mid")


def main():
    parser = argparse.ArgumentParser(description="Compares `poki colours --json` with print_generator.py's truth.")
    parser.add_argument("dirs", nargs="+", metavar="DIR", help="a folder print_generator.py wrote (with truth.jsonl)")
    parser.add_argument("--poki", help="the poki binary (default: .build/release/poki, else .build/debug/poki, else poki on PATH)")
    parser.add_argument("--batch", type=int, default=50, help="files per poki process (default 50)")
    parser.add_argument("--json", help="also write every image's outcome to this file (JSON lines)")
    parser.add_argument("--misses", type=int, default=1000, help="list at most this many misses (default 1000)")
    arguments = parser.parse_args()
    arguments.poki_path = find_poki(arguments.poki)
    entries = []
    for folder in arguments.dirs:
        with open(os.path.join(folder, "truth.jsonl")) as handle:
            for line in handle:
                if line.strip():
                    entry = json.loads(line)
                    entry["path"] = os.path.join(folder, entry["file"])
                    entries.append(entry)
    outcomes, timings = [], []
    for start in range(0, len(entries), arguments.batch):
        batch = entries[start:start + arguments.batch]
        documents, seconds = run_batch(arguments.poki_path, [e["path"] for e in batch])
        timings.append((len(batch), seconds))
        for entry, document in zip(batch, documents):
            outcomes.append(evaluate(entry, document))
        print("%d/%d images" % (start + len(batch), len(entries)), file=sys.stderr)
    if arguments.json:
        with open(arguments.json, "w") as handle:
            for o in outcomes:
                handle.write(json.dumps({k: v for k, v in o.items()}, ensure_ascii=False) + "\n")
    print(report(outcomes, timings, arguments))


if __name__ == "__main__":
    main()
