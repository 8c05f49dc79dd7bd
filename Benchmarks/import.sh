#!/usr/bin/env bash
# Times `poki import` of 200 photos of 11 megapixels (static release build) with --jobs 1 and
# --jobs 2 into fresh albums, against the imaging analysis alone (`poki colours`, one thread) and
# `poki import --dry-run` (analysis and hashing, nothing written), and prints the table in
# Documentation/Benchmarks.md.
# Usage: Benchmarks/import.sh        (from anywhere; POKI_BENCH_RUNS=N for more runs)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${POKI_BENCH_DIR:-/tmp/poki-benchmark}/import
RUNS=${POKI_BENCH_RUNS:-3}
COUNT=200

# MARK: - Tools
missing=()
command -v cjpeg >/dev/null || missing+=(libjpeg-turbo-progs)
command -v ppmforge >/dev/null || missing+=(netpbm)
command -v hyperfine >/dev/null || missing+=(hyperfine)
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]}"
    SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${missing[@]}"
fi

# MARK: - Photos
# Four photo-like scenes (fractal clouds with noise, as in colours.sh) at 3840x2880, JPEG quality
# 90. Each of the 200 files gets its own JPEG comment right after SOI, so every file has its own
# SHA-256 (none is a duplicate) while decoding costs the same as a camera photo of that size.
mkdir -p "$WORK/photos"
for seed in 1 2 3 4; do
    base="$WORK/scene-$seed.jpg"
    [ -s "$base" ] && continue
    ppmforge -clouds -seed "$seed" -mesh 1024 -width 960 -height 720 2>/dev/null \
        | pamaddnoise -type gaussian -seed "$seed" 2>/dev/null \
        | pamscale -filter triangle -xsize 3840 -ysize 2880 \
        | cjpeg -quality 90 -outfile "$base"
done
if [ "$(ls "$WORK/photos" | wc -l)" -ne "$COUNT" ]; then
    rm -f "$WORK/photos"/*
    for i in $(seq 1 $COUNT); do
        base="$WORK/scene-$(( (i - 1) % 4 + 1 )).jpg"
        out=$(printf '%s/photos/booth-%03d.jpg' "$WORK" "$i")
        comment="poki benchmark photo $i"
        length=$(( ${#comment} + 2 ))
        { head -c 2 "$base"; printf "\xff\xfe\\x$(printf %02x $((length >> 8)))\\x$(printf %02x $((length & 255)))%s" "$comment"; tail -c +3 "$base"; } > "$out"
    done
fi

# MARK: - Build
swift build -c release --static-swift-stdlib --product poki >/dev/null
POKI="$ROOT/.build/release/poki"

# MARK: - Timing
mean() {  # mean CSV_FILE ROW -> seconds
    awk -F, -v row="$2" 'NR == row + 1 { printf "%.2f", $2 }' "$1"
}
ALBUM="$WORK/album"
# The previous run's album is removed and synced before each run: the disk is mounted with
# `discard`, and the first fsync after deleting 840 MB would otherwise pay for trimming it.
hyperfine -N --warmup 1 --runs "$RUNS" --export-csv "$WORK/import.csv" \
    --prepare "sh -c 'rm -rf $ALBUM && sync'" \
    "$POKI --library $ALBUM import --jobs 1 $WORK/photos" \
    "$POKI --library $ALBUM import --jobs 2 $WORK/photos" \
    "$POKI colours $(ls "$WORK"/photos/*.jpg | tr '\n' ' ')" \
    "$POKI --library $ALBUM import --dry-run --jobs 1 $WORK/photos" \
    "$POKI --library $ALBUM import --dry-run --jobs 2 $WORK/photos" >/dev/null 2>&1

rm -rf "$ALBUM" && sync
"$POKI" --library "$ALBUM" import --jobs 2 "$WORK/photos" >/dev/null 2>&1
"$POKI" --library "$ALBUM" check >/dev/null 2>&1 || { echo "poki check failed after the import"; exit 1; }
sources=$(du -sb "$WORK/photos" | cut -f1)
album=$(du -sb "$ALBUM" | cut -f1)

import1=$(mean "$WORK/import.csv" 1)
import2=$(mean "$WORK/import.csv" 2)
colours=$(mean "$WORK/import.csv" 3)
dry1=$(mean "$WORK/import.csv" 4)
dry2=$(mean "$WORK/import.csv" 5)
per() { awk -v t="$1" -v n="$COUNT" 'BEGIN { printf "%.1f", t * 1000 / n }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }

echo
echo "$("$POKI" --version), $(nproc) cores, $COUNT photos of 3840x2880 (11 MP) JPEG q90," \
    "$(awk -v s="$sources" 'BEGIN { printf "%.0f", s / 1048576 }') MiB, mean of $RUNS runs"
echo
echo "| run | total (s) | per photo (ms) | vs import --jobs 1 | vs analysis alone |"
echo "|---|---:|---:|---:|---:|"
echo "| poki colours (analysis alone, 1 thread) | $colours | $(per "$colours") | | 1.00x |"
echo "| import --dry-run --jobs 1 (analysis + SHA-256) | $dry1 | $(per "$dry1") | | $(ratio "$dry1" "$colours") |"
echo "| import --dry-run --jobs 2 | $dry2 | $(per "$dry2") | | |"
echo "| import --jobs 1 | $import1 | $(per "$import1") | 1.00x | $(ratio "$import1" "$colours") |"
echo "| import --jobs 2 | $import2 | $(per "$import2") | speed-up $(ratio "$import1" "$import2") | |"
echo
echo "storage: sources $sources bytes, album $album bytes, overhead ratio $(awk -v a="$album" -v s="$sources" 'BEGIN { printf "%.4f", a / s }')"
echo "targets: --jobs 2 at least 1.70x faster than --jobs 1; import --jobs 1 per photo within 1.30x of analysis alone"
