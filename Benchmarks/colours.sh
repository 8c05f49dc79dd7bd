#!/usr/bin/env bash
# Times `poki colours FILE` (static release build) against libjpeg-turbo's `djpeg -scale 1/8`
# and netpbm's `pngtopam` on large photo-like images it makes itself, and measures peak memory.
# Usage: Benchmarks/colours.sh        (from anywhere; results in Documentation/Benchmarks.md were made this way)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${POKI_BENCH_DIR:-/tmp/poki-benchmark}
RUNS=${POKI_BENCH_RUNS:-50}
ROUNDS=${POKI_BENCH_ROUNDS:-10}

# MARK: - Tools
missing=()
command -v djpeg >/dev/null || missing+=(libjpeg-turbo-progs)
command -v pngtopam >/dev/null || missing+=(netpbm)
command -v hyperfine >/dev/null || missing+=(hyperfine)
[ -x /usr/bin/time ] || missing+=(time)
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]}"
    SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${missing[@]}"
fi

# MARK: - Images
# Photo-like content: fractal clouds with Gaussian noise, made at quarter size and enlarged with a
# triangle filter so the detail compresses like a camera photo (about 3 bits a pixel at quality 90).
mkdir -p "$WORK"
photo() {  # photo WIDTH HEIGHT OUT.ppm
    [ -s "$3" ] && return
    ppmforge -clouds -seed 7 -mesh 1024 -width $(($1 / 4)) -height $(($2 / 4)) 2>/dev/null \
        | pamaddnoise -type gaussian -seed 7 2>/dev/null \
        | pamscale -filter triangle -xsize "$1" -ysize "$2" > "$3"
}
photo 5472 3648 "$WORK/20mp.ppm"
photo 4000 3000 "$WORK/12mp.ppm"
photo 8660 5774 "$WORK/50mp.ppm"
[ -s "$WORK/baseline-20mp.jpg" ] || cjpeg -quality 90 -outfile "$WORK/baseline-20mp.jpg" "$WORK/20mp.ppm"
[ -s "$WORK/progressive-20mp.jpg" ] || cjpeg -quality 90 -progressive -outfile "$WORK/progressive-20mp.jpg" "$WORK/20mp.ppm"
[ -s "$WORK/baseline-12mp.jpg" ] || cjpeg -quality 90 -outfile "$WORK/baseline-12mp.jpg" "$WORK/12mp.ppm"
# A booth print of 12 megapixels: a 3000x4000 sheet holding two 1x4 strips on a white frame, each
# cut a crop of the photo above, with a blank brand band at the bottom of each strip.
print_sheet() {  # print_sheet OUT.ppm
    [ -s "$1" ] && return
    ppmmake white 3000 4000 > "$WORK/sheet.ppm"
    for strip in 0 1; do
        for row in 0 1 2 3; do
            pamcut -left $((strip * 1500 + row * 300)) -top $((row * 500)) -width 1350 -height 838 "$WORK/12mp.ppm" > "$WORK/cut.ppm"
            pamcomp -xoff=$((strip * 1500 + 75)) -yoff=$((75 + row * 888)) "$WORK/cut.ppm" "$WORK/sheet.ppm" > "$WORK/sheet-next.ppm"
            mv "$WORK/sheet-next.ppm" "$WORK/sheet.ppm"
        done
    done
    mv "$WORK/sheet.ppm" "$1"
}
print_sheet "$WORK/print-12mp.ppm"
[ -s "$WORK/print-12mp.jpg" ] || cjpeg -quality 90 -outfile "$WORK/print-12mp.jpg" "$WORK/print-12mp.ppm"
[ -s "$WORK/12mp.png" ] || pnmtopng "$WORK/12mp.ppm" > "$WORK/12mp.png" 2>/dev/null
[ -s "$WORK/50mp.png" ] || pnmtopng "$WORK/50mp.ppm" > "$WORK/50mp.png" 2>/dev/null

# MARK: - Build
# A statically linked Swift runtime skips the dynamic loader's work for libswiftCore/Foundation.
swift build -c release --static-swift-stdlib --product poki >/dev/null
POKI="$ROOT/.build/release/poki"

median() {  # median CSV_FILE ROW -> milliseconds
    awk -F, -v row="$2" 'NR == row + 1 { printf "%.1f", $4 * 1000 }' "$1"
}

echo
echo "$("$POKI" --version 2>/dev/null | head -1), $(nproc) cores, $ROUNDS rounds of $(( (RUNS + ROUNDS - 1) / ROUNDS )) runs each, medians"
hyperfine -N --warmup 3 --runs "$RUNS" --export-csv "$WORK/startup.csv" "$POKI --version" >/dev/null 2>&1
echo "start-up (poki --version): $(median "$WORK/startup.csv" 1) ms"
echo
printf '%-22s %-14s %12s %14s %7s %7s\n' file reference "poki (ms)" "reference (ms)" ratio target

# The machine's speed drifts over seconds (a shared 2-core VM): hyperfine runs every poki run, then
# every reference run, so a slow spell can land on one side. The runs are split into ROUNDS
# rounds that each time both commands back to back; the ratio is the median of the rounds'
# ratios, the times the medians of the rounds' medians.
middle() {  # the median of the numbers on standard input, one a line (the mean of the middle two of an even count)
    sort -g | awk '{ v[NR] = $1 } END { printf "%.3f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
compare() {  # compare FILE REFERENCE_NAME REFERENCE_COMMAND TARGET
    local csv="$WORK/$(basename "$1").csv" rounds="$WORK/$(basename "$1").rounds"
    local runs=$(( (RUNS + ROUNDS - 1) / ROUNDS ))
    : > "$rounds"
    for _ in $(seq "$ROUNDS"); do
        hyperfine -N --warmup 2 --runs "$runs" --export-csv "$csv" "$POKI colours $1" "$3" >/dev/null 2>&1
        awk -F, 'NR == 2 { ours = $4 } NR == 3 { print ours, $4 }' "$csv" >> "$rounds"  # seconds
    done
    local ours theirs ratio
    ours=$(awk '{ print $1 * 1000 }' "$rounds" | middle)
    theirs=$(awk '{ print $2 * 1000 }' "$rounds" | middle)
    ratio=$(awk '{ print $1 / $2 }' "$rounds" | middle)
    printf '%-22s %-14s %12.1f %14.1f %6.2fx %6sx\n' "$(basename "$1")" "$2" "$ours" "$theirs" "$ratio" "$4"
}
compare "$WORK/baseline-20mp.jpg" "djpeg 1/8" "djpeg -scale 1/8 -outfile /dev/null $WORK/baseline-20mp.jpg" 1.2
compare "$WORK/baseline-12mp.jpg" "djpeg 1/8" "djpeg -scale 1/8 -outfile /dev/null $WORK/baseline-12mp.jpg" 1.2
compare "$WORK/print-12mp.jpg" "djpeg 1/8" "djpeg -scale 1/8 -outfile /dev/null $WORK/print-12mp.jpg" 1.2
compare "$WORK/progressive-20mp.jpg" "djpeg 1/8" "djpeg -scale 1/8 -outfile /dev/null $WORK/progressive-20mp.jpg" 0.6
# hyperfine -N sends the command's standard output to /dev/null, as `pngtopam FILE >/dev/null`.
compare "$WORK/12mp.png" "pngtopam" "pngtopam $WORK/12mp.png" 0.6

echo
printf '%-22s %16s %12s\n' file "peak RSS (MiB)" target
peak() {  # peak FILE TARGET
    local kib
    kib=$(/usr/bin/time -v "$POKI" colours "$1" 2>&1 >/dev/null | awk -F: '/Maximum resident/ { print $2 }')
    printf '%-22s %16.1f %12s\n' "$(basename "$1")" "$(awk -v k="$kib" 'BEGIN { print k / 1024 }')" "< $2"
}
peak "$WORK/50mp.png" 64
peak "$WORK/baseline-20mp.jpg" 32
peak "$WORK/progressive-20mp.jpg" 32
