#!/usr/bin/env python3
"""Scores what `poki colours --json` reads on the frames of prints drawn by
Fixtures/print_text_generator.py against their truth (issue #29).

    python3 Benchmarks/print_text_accuracy.py DIR [--poki BIN] [--json OUT] [--misses]

Runs `BIN colours --json` on every file DIR/truth.jsonl lists (50 files a process; BIN defaults to
.build/release/poki) and prints, for booth files, phone photos and all together:
- brand right: poki's `print.text.brand` is the truth's label, of the files that show (brandShown)
  a brand poki knows (brandLabel not null);
- day right: poki's `print.text.day` is the truth's day, of the files that show one (dayShown);
- wrong brand (lower is better): poki names a brand other than the truth's label, or any brand where
  the truth's label is null (a brand poki does not know, or none printed), of all files;
- wrong day (lower is better): poki gives a day other than the truth's, of all files;
- no print found (poki's document has no "print"; then no words are read either).
A brand or day drawn too small, too faint or under a thumb (not shown) counts neither way when
poki misses it, and is not wrong when poki reads it. Then "brand right" and "day right" by where the
line is (bottom, top, side band, margin) and by the capitals' height in the saved file.
--misses lists every miss and every wrong answer: file, kind, what the print says, what poki read.
--json OUT writes the counts.
"""
import argparse
import importlib.util
import json
import os
import sys
import time

# The runner of Benchmarks/print_accuracy.py: waits for a binary being rebuilt, checks the answer.
_spec = importlib.util.spec_from_file_location("print_accuracy", os.path.join(os.path.dirname(os.path.abspath(__file__)), "print_accuracy.py"))
PRINT_ACCURACY = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(PRINT_ACCURACY)


def run_batch(poki, files):
    """`poki colours --json FILES`: one document per file, in order (print_accuracy.py's runner)."""
    return PRINT_ACCURACY.run_batch(poki, files)[0]


def height_bucket(pixels):
    if pixels is None:
        return None
    for limit, name in ((15, "10-15 px"), (25, "15-25 px"), (40, "25-40 px")):
        if pixels < limit:
            return name
    return "40+ px"


def main():
    parser = argparse.ArgumentParser(description="Scores poki's reading of print text against print_text_generator's truth.")
    parser.add_argument("folder")
    parser.add_argument("--poki", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "release", "poki"))
    parser.add_argument("--json", help="write the counts here")
    parser.add_argument("--misses", action="store_true", help="list every miss and wrong answer")
    arguments = parser.parse_args()
    with open(os.path.join(arguments.folder, "truth.jsonl")) as handle:
        truths = sorted((json.loads(line) for line in handle if line.strip()), key=lambda t: t["seed"])
    if not truths:
        sys.exit("no prints in %s/truth.jsonl" % arguments.folder)
    files = [os.path.join(arguments.folder, truth["file"]) for truth in truths]
    documents = []
    started = time.perf_counter()
    for start in range(0, len(files), 50):
        documents += run_batch(arguments.poki, files[start:start + 50])
    elapsed = time.perf_counter() - started

    counts = {}
    misses = []

    def bump(group, key, amount=1):
        counts.setdefault(group, {}).setdefault(key, 0)
        counts[group][key] += amount

    for truth, document in zip(truths, documents):
        found = isinstance(document.get("print"), dict)
        text = (document.get("print") or {}).get("text") or {}
        brand, day = text.get("brand"), text.get("day")
        label = truth["brandLabel"]
        knows_brand = truth["brandShown"] and label is not None
        brand_right = brand == label
        day_right = day == truth["day"]
        wrong_brand = brand is not None and brand != label
        wrong_day = day is not None and day != truth["day"]
        brand_line = max((t for t in truth["texts"] if "brand" in t["roles"]), key=lambda t: (t["shown"], t["cap"]), default=None)
        day_line = max((t for t in truth["texts"] if "day" in t["roles"]), key=lambda t: (t["shown"], t["cap"]), default=None)
        for group in (truth["kind"], "all"):
            bump(group, "files")
            bump(group, "notFound", not found)
            bump(group, "brandShown", knows_brand)
            bump(group, "brandRight", knows_brand and brand_right)
            bump(group, "dayShown", truth["dayShown"])
            bump(group, "dayRight", truth["dayShown"] and day_right)
            bump(group, "wrongBrand", wrong_brand)
            bump(group, "wrongDay", wrong_day)
        if knows_brand:
            for group in ("band " + brand_line["band"], "height " + height_bucket(brand_line["cap"])):
                bump(group, "brandShown")
                bump(group, "brandRight", brand_right)
        if truth["dayShown"]:
            for group in ("band " + day_line["band"], "height " + height_bucket(day_line["cap"])):
                bump(group, "dayShown")
                bump(group, "dayRight", day_right)
        missed = (knows_brand and not brand_right) or (truth["dayShown"] and not day_right)
        if missed or wrong_brand or wrong_day:
            misses.append({"file": truth["file"], "kind": truth["kind"], "found": found,
                           "brand": truth["brandText"], "brandLabel": label, "brandShown": truth["brandShown"],
                           "dayText": truth["dayText"], "day": truth["day"], "dayShown": truth["dayShown"],
                           "pokiBrand": brand, "pokiDay": day, "pokiLines": text.get("lines"),
                           "what": [w for w, yes in (("brand missed", knows_brand and not brand_right),
                                                     ("day missed", truth["dayShown"] and not day_right),
                                                     ("WRONG BRAND", wrong_brand), ("WRONG DAY", wrong_day)) if yes]})

    def share(group, part, whole):
        c = counts.get(group, {})
        p, w = c.get(part, 0), c.get(whole, 0)
        return "%d of %d (%.0f %%)" % (p, w, 100 * p / w) if w else "-"

    kinds = ["booth", "phone", "all"]
    print("%d files (%d booth files, %d phone photos), %.0f ms a file" % (
        len(truths), counts.get("booth", {}).get("files", 0), counts.get("phone", {}).get("files", 0), elapsed * 1000 / len(truths)))
    print()
    print("| measure | booth files | phone photos | all |")
    print("|---|---:|---:|---:|")
    for title, part, whole in (("brand right (of those showing a brand poki knows)", "brandRight", "brandShown"),
                               ("day right (of those showing a day)", "dayRight", "dayShown"),
                               ("wrong brand (of all; lower is better)", "wrongBrand", "files"),
                               ("wrong day (of all; lower is better)", "wrongDay", "files"),
                               ("no print found (of all)", "notFound", "files")):
        print("| %s | %s |" % (title, " | ".join(share(k, part, whole) for k in kinds)))
    print()
    print("| where the line is | brand right | day right |")
    print("|---|---:|---:|")
    for group in ["band bottom", "band top", "band side", "band margin", "height 10-15 px", "height 15-25 px", "height 25-40 px",
                  "height 40+ px"]:
        if group in counts:
            print("| %s | %s | %s |" % (group.replace("band ", "").replace("height ", "capitals "),
                                        share(group, "brandRight", "brandShown"), share(group, "dayRight", "dayShown")))
    if arguments.misses:
        print()
        print("%d misses and wrong answers:" % len(misses))
        for m in misses:
            said = ", ".join("no %s" % what if value is None else "%s %s%s" % (what, value, "" if shown else " (not shown)")
                             for what, value, shown in (("brand", m["brand"], m["brandShown"]), ("day", m["dayText"], m["dayShown"])))
            read = ("brand %s, day %s, lines %s" % (m["pokiBrand"], m["pokiDay"], json.dumps(m["pokiLines"], ensure_ascii=False))
                    if m["found"] else "no print found")
            print("- %s (%s) %s: print says %s; poki read %s" % (m["file"], m["kind"], ", ".join(m["what"]), said, read))
    if arguments.json:
        with open(arguments.json, "w") as out:
            json.dump({"counts": counts, "files": len(truths), "seconds": round(elapsed, 2)}, out, indent=1, sort_keys=True,
                      ensure_ascii=False)


if __name__ == "__main__":
    main()
