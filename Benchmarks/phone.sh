#!/usr/bin/env bash
# Times `poki colours FILE` (static release build) on HEIF and WebP photos, side by side with
# libheif decoding the same file's primary image alone (Benchmarks/heif_decode.c) and with
# libwebp's `dwebp -ppm`, and measures poki's peak memory on each HEIF (issue #27). Beside WebP it
# times libwebp's own scaled decode alone (Benchmarks/webp_decode.c): the least any caller of
# libwebp can take, to tell poki's overhead from the library's.
#
# Usage: Benchmarks/phone.sh [--runs N]      (default 7 runs of each command per file)
#
# The photos: the 33 JPEG photographs of Benchmarks/photos.sh (1.5 to 20 megapixels, fetched by
# it from Debian 12 packages), each encoded once by heif-enc (quality 80, a 320-pixel thumbnail
# as iPhones write) and by cwebp (quality 80) into the work folder; and the real iPhone photo of
# Fixtures/phone (a grid of 48 tiles with a rotation); then the peak memory of two 48-megapixel
# HEICs laid out as iPhones write them (see the end). Nothing here was used to tune poki.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${POKI_BENCH_DIR:-/tmp/poki-photos}
runs=7
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        *) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 2 ;;
    esac
done

missing=()
command -v heif-enc >/dev/null || missing+=(libheif-examples)
command -v dwebp >/dev/null || missing+=(webp)
pkg-config --exists libheif || missing+=(libheif-dev)
pkg-config --exists libwebp || missing+=(libwebp-dev)
if [ ${#missing[@]} -gt 0 ]; then
    SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${missing[@]}"
fi

Benchmarks/photos.sh --fetch-only
mkdir -p "$WORK/phone"
for photo in "$WORK"/photos/*.jpg; do
    name=$(basename "$photo" .jpg)
    [ -s "$WORK/phone/$name.heic" ] || heif-enc -q 80 -t 320 -o "$WORK/phone/$name.heic" "$photo" >/dev/null
    [ -s "$WORK/phone/$name.webp" ] || cwebp -quiet -q 80 -metadata exif "$photo" -o "$WORK/phone/$name.webp"
done
cp "$ROOT/Fixtures/phone/iphone-grid-irot270-exif6.heic" "$WORK/phone/"

# shellcheck disable=SC2046
cc -O2 "$ROOT/Benchmarks/heif_decode.c" -o "$WORK/heif_decode" $(pkg-config --cflags --libs libheif)
# shellcheck disable=SC2046
cc -O2 "$ROOT/Benchmarks/webp_decode.c" -o "$WORK/webp_decode" $(pkg-config --cflags --libs libwebp)
swift build -c release --static-swift-stdlib --product poki >/dev/null
POKI="$ROOT/.build/release/poki"

python3 - "$POKI" "$runs" "$WORK/phone" "$WORK/heif_decode" "$WORK/webp_decode" <<'PYTHON'
import glob, os, re, statistics, subprocess, sys, time

poki, runs, folder, heif_decode, webp_decode = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]

def median_time(command):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)

def peak_kib(command):
    """Peak resident memory of one run, in KiB (GNU time's %M)."""
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True, text=True)
    return int(result.stderr.strip().splitlines()[-1])

def megapixels(path):
    line = subprocess.run([poki, "colours", path], capture_output=True, text=True, check=True).stdout.splitlines()[0]
    width, height = re.search(r" (\d+)x(\d+)", line[len(path):]).groups()
    return int(width) * int(height) / 1e6

ratios = {"heic": [], "webp": []}
large_webp = []
# libwebp's scaled decode alone against dwebp -ppm: every file, and those of 8 MP and more.
webp_floor, large_webp_floor = [], []
memory = []
print("| file | MP | poki colours | peer | ratio | poki peak |")
print("|---|---:|---:|---:|---:|---:|")
for path in sorted(glob.glob(os.path.join(folder, "*.heic"))) + sorted(glob.glob(os.path.join(folder, "*.webp"))):
    kind = path.rsplit(".", 1)[1]
    peer = [heif_decode, path] if kind == "heic" else ["dwebp", "-ppm", path, "-o", "/dev/null"]
    ours, theirs = median_time([poki, "colours", path]), median_time(peer)
    peak = peak_kib([poki, "colours", path]) / 1024
    size = megapixels(path)
    if kind == "heic":
        memory.append((peak, size))
    ratios[kind].append(ours / theirs)
    if kind == "webp":
        floor = median_time([webp_decode, path]) / theirs
        webp_floor.append(floor)
        if size >= 8:
            large_webp.append(ours / theirs)
            large_webp_floor.append(floor)
    print("| %s | %.1f | %.0f ms | %.0f ms | %.2fx | %.0f MiB |" % (os.path.basename(path), size, ours * 1000, theirs * 1000, ours / theirs, peak))
print()
print("| kind | files | median ratio | worst ratio | target |")
print("|---|---:|---:|---:|---:|")
print("| HEIF against libheif's decode | %d | %.2fx | %.2fx | ≤ 1.15x |" % (len(ratios["heic"]), statistics.median(ratios["heic"]), max(ratios["heic"])))
print("| WebP against dwebp -ppm | %d | %.2fx | %.2fx | ≤ 0.6x |" % (len(ratios["webp"]), statistics.median(ratios["webp"]), max(ratios["webp"])))
print("| WebP of 8 MP and more | %d | %.2fx | %.2fx | ≤ 0.6x |" % (len(large_webp), statistics.median(large_webp), max(large_webp)))
print("| libwebp's scaled decode alone (webp_decode) against dwebp -ppm | %d | %.2fx | %.2fx (best %.2fx) | |" %
      (len(webp_floor), statistics.median(webp_floor), max(webp_floor), min(webp_floor)))
print("| ... of 8 MP and more | %d | %.2fx | %.2fx (best %.2fx) | |" %
      (len(large_webp_floor), statistics.median(large_webp_floor), max(large_webp_floor), min(large_webp_floor)))
peak, size = max(memory)
print()
print("Largest peak of poki colours on a HEIF: %.0f MiB (a %.1f-megapixel photo); %.1f MiB a megapixel at most." %
      (peak, size, max(p / s for p, s in memory)))
PYTHON

# The 48-megapixel HEIC of an iPhone 14 Pro or later: 8064x6048 stored on its side as a grid of
# 512-pixel tiles, shown upright by `irot`. Debian 12's heif-enc writes neither grids nor turns:
# Fixtures/heif_container.py lays out tiles that pillow_heif (PyPI) encodes, from the first two
# photos above enlarged to 6048x8064. Target: poki's peak below 200 MiB (Documentation/Benchmarks.md).
python3 -c 'import pillow_heif' 2>/dev/null || python3 -m pip install -q pillow_heif
for photo in $(ls "$WORK"/photos/*.jpg | head -2); do
    name=$(basename "$photo" .jpg)
    [ -s "$WORK/48mp/$name.heic" ] && continue
    mkdir -p "$WORK/48mp"
    python3 -c 'import sys; from PIL import Image; Image.MAX_IMAGE_PIXELS = None; image = Image.open(sys.argv[1]).convert("RGB"); image = image.rotate(90, expand=True) if image.width > image.height else image; image.resize((6048, 8064), Image.LANCZOS).save(sys.argv[2])' \
        "$photo" "$WORK/48mp/$name.png"
    python3 "$ROOT/Fixtures/heif_container.py" grid "$WORK/48mp/$name.png" "$WORK/48mp/$name.heic" --turn 3
    rm "$WORK/48mp/$name.png"
done
echo
echo "| 48 MP iPhone-like HEIC | poki colours peak | libheif's decode alone, peak | target |"
echo "|---|---:|---:|---:|"
for file in "$WORK"/48mp/*.heic; do
    ours=$(/usr/bin/time -f %M "$POKI" colours "$file" 2>&1 >/dev/null | tail -1)
    theirs=$(/usr/bin/time -f %M "$WORK/heif_decode" "$file" 2>&1 >/dev/null | tail -1)
    echo "| $(basename "$file") | $((ours / 1024)) MiB | $((theirs / 1024)) MiB | < 200 MiB |"
done
