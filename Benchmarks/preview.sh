#!/usr/bin/env bash
# Times `poki show ID --preview --protocol blocks` (static release build) on 12- and 20-megapixel
# baseline JPEGs in an album, against `djpeg -scale 1/8` on the same file and against chafa and
# timg drawing the same file in half blocks at the same size.
# Usage: Benchmarks/preview.sh        (from anywhere; results in Documentation/Benchmarks.md were made this way)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${POKI_BENCH_DIR:-/tmp/poki-benchmark}
RUNS=${POKI_BENCH_RUNS:-15}

# MARK: - Tools
missing=()
command -v djpeg >/dev/null || missing+=(libjpeg-turbo-progs)
command -v ppmforge >/dev/null || missing+=(netpbm)
command -v hyperfine >/dev/null || missing+=(hyperfine)
command -v chafa >/dev/null || missing+=(chafa)
command -v timg >/dev/null || missing+=(timg)
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]}"
    SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${missing[@]}"
fi

# MARK: - Images (the same photo-like images as Benchmarks/colours.sh)
mkdir -p "$WORK"
photo() {  # photo WIDTH HEIGHT OUT.ppm
    [ -s "$3" ] && return
    ppmforge -clouds -seed 7 -mesh 1024 -width $(($1 / 4)) -height $(($2 / 4)) 2>/dev/null \
        | pamaddnoise -type gaussian -seed 7 2>/dev/null \
        | pamscale -filter triangle -xsize "$1" -ysize "$2" > "$3"
}
photo 5472 3648 "$WORK/20mp.ppm"
photo 4000 3000 "$WORK/12mp.ppm"
[ -s "$WORK/baseline-20mp.jpg" ] || cjpeg -quality 90 -outfile "$WORK/baseline-20mp.jpg" "$WORK/20mp.ppm"
[ -s "$WORK/baseline-12mp.jpg" ] || cjpeg -quality 90 -outfile "$WORK/baseline-12mp.jpg" "$WORK/12mp.ppm"

# MARK: - Build and album
swift build -c release --static-swift-stdlib --product poki >/dev/null
POKI="$ROOT/.build/release/poki"
export POKI_LIBRARY="$WORK/preview-album"
rm -rf "$POKI_LIBRARY"
"$POKI" add "$WORK/baseline-12mp.jpg" --date 2026-03-12 >/dev/null 2>&1
"$POKI" add "$WORK/baseline-20mp.jpg" --date 2026-03-12 >/dev/null 2>&1

# An 80 x 60 terminal: the picture is as wide as the terminal and as tall as its proportions make it.
export COLUMNS=80 LINES=60 COLORTERM=truecolor

median() {  # median CSV_FILE ROW -> milliseconds
    awk -F, -v row="$2" 'NR == row + 1 { printf "%.1f", $4 * 1000 }' "$1"
}

echo
echo "$("$POKI" --version | head -1), $(nproc) cores, $RUNS runs each, medians; $(chafa --version | head -1); $(timg --version 2>&1 | head -1)"
printf '%-20s %9s %11s %11s %11s %9s %9s %9s\n' file "poki (ms)" "djpeg 1/8" "chafa" "timg" "/djpeg" "/chafa" "/timg"
compare() {  # compare ID FILE_NAME
    local file
    file=$("$POKI" show "$1" --json | sed -n 's/.*"imagePath" *: *"\([^"]*\)".*/\1/p')
    # The picture's size in cells, as poki draws it, for chafa and timg.
    local rows
    rows=$("$POKI" show "$1" --preview --protocol blocks | grep -c '▀')
    local csv="$WORK/preview-$1.csv"
    hyperfine -N --warmup 3 --runs "$RUNS" --export-csv "$csv" \
        "$POKI show $1 --preview --protocol blocks" \
        "djpeg -scale 1/8 -outfile /dev/null $file" \
        "chafa --format symbols --symbols vhalf --size ${COLUMNS}x$rows $file" \
        "timg -g${COLUMNS}x$rows -ph $file" >/dev/null 2>&1
    local ours djpeg chafa timg
    ours=$(median "$csv" 1); djpeg=$(median "$csv" 2); chafa=$(median "$csv" 3); timg=$(median "$csv" 4)
    printf '%-20s %9s %11s %11s %11s %8.2fx %8.2fx %8.2fx\n' "$2 (${COLUMNS}x$rows)" "$ours" "$djpeg" "$chafa" "$timg" \
        "$(awk -v a="$ours" -v b="$djpeg" 'BEGIN { print a / b }')" \
        "$(awk -v a="$ours" -v b="$chafa" 'BEGIN { print a / b }')" \
        "$(awk -v a="$ours" -v b="$timg" 'BEGIN { print a / b }')"
}
compare 1000 baseline-12mp.jpg
compare 1001 baseline-20mp.jpg
echo "target: poki at most 1.3x djpeg 1/8"
