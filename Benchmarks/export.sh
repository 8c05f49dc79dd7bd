#!/usr/bin/env bash
# Times `poki export --html` (static release build) of 200 photos of 12 megapixels with --jobs 2
# against vipsthumbnail making the same two sizes from the same files (-s 480 and -s 1600, the two
# runs side by side so both cores are busy, progressive JPEG quality 85 without metadata like
# poki's) and against `sigal build` on the same folder (installed with pip in a venv here), then
# times a second export with nothing changed at 200 and at 1,000 photos. Prints the table in
# Documentation/Benchmarks.md.
# Usage: Benchmarks/export.sh        (from anywhere; POKI_BENCH_RUNS=N for more runs,
#        POKI_BENCH_COUNT=N for another number of 12-megapixel photos)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${POKI_BENCH_DIR:-/tmp/poki-benchmark}/export
RUNS=${POKI_BENCH_RUNS:-3}
COUNT=${POKI_BENCH_COUNT:-200}

# MARK: - Tools
missing=()
command -v cjpeg >/dev/null || missing+=(libjpeg-turbo-progs)
command -v ppmforge >/dev/null || missing+=(netpbm)
command -v hyperfine >/dev/null || missing+=(hyperfine)
command -v vipsthumbnail >/dev/null || missing+=(libvips-tools)
python3 -c 'import ensurepip' 2>/dev/null || missing+=(python3-venv)
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]}"
    SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${missing[@]}"
fi
if [ ! -x "$WORK/venv/bin/sigal" ]; then
    python3 -m venv "$WORK/venv"
    "$WORK/venv/bin/pip" install -q sigal
fi

# MARK: - Photos
# Four photo-like scenes (fractal clouds with noise, as in import.sh) at 4000x3000, JPEG quality
# 90. Each file gets its own JPEG comment right after SOI, so every file has its own SHA-256.
mkdir -p "$WORK/photos"
for seed in 1 2 3 4; do
    base="$WORK/scene-$seed.jpg"
    [ -s "$base" ] && continue
    ppmforge -clouds -seed "$seed" -mesh 1024 -width 1000 -height 750 2>/dev/null \
        | pamaddnoise -type gaussian -seed "$seed" 2>/dev/null \
        | pamscale -filter triangle -xsize 4000 -ysize 3000 \
        | cjpeg -quality 90 -outfile "$base"
done
if [ "$(ls "$WORK/photos" | wc -l)" -ne "$COUNT" ]; then
    rm -f "$WORK/photos"/*
    for i in $(seq 1 "$COUNT"); do
        base="$WORK/scene-$(( (i - 1) % 4 + 1 )).jpg"
        out=$(printf '%s/photos/photo-%03d.jpg' "$WORK" "$i")
        comment="poki benchmark photo $i"
        length=$(( ${#comment} + 2 ))
        { head -c 2 "$base"; printf "\xff\xfe\\x$(printf %02x $((length >> 8)))\\x$(printf %02x $((length & 255)))%s" "$comment"; tail -c +3 "$base"; } > "$out"
    done
    rm -rf "$WORK/album"
fi

# MARK: - Build and albums
swift build -c release --static-swift-stdlib --product poki >/dev/null
swift build -c release --static-swift-stdlib --product poki-bench-album >/dev/null
POKI="$ROOT/.build/release/poki"
ALBUM="$WORK/album"
if [ ! -f "$ALBUM/album.json" ]; then
    "$POKI" --library "$ALBUM" import --jobs 2 "$WORK/photos" >/dev/null 2>&1
fi
# 1,000 small photos: a second export reads every document and renders every page whatever the
# pictures' size, and finds every picture up to date by its key.
ALBUM1000="$WORK/album-1000"
if [ ! -f "$ALBUM1000/album.json" ]; then
    "$ROOT/.build/release/poki-bench-album" generate "$ALBUM1000" 1000 >/dev/null 2>&1
fi

# MARK: - Timing
# hyperfine quotes a command holding commas or quotes in its CSV: read it as CSV.
column() {  # column CSV_FILE ROW NAME SCALE -> the value of NAME in ROW (from 1) times SCALE
    python3 -c 'import csv, sys; rows = list(csv.DictReader(open(sys.argv[1])))
print(f"{float(rows[int(sys.argv[2]) - 1][sys.argv[3]]) * float(sys.argv[4]):.{sys.argv[5]}f}")' "$1" "$2" "$3" "$4" "$5"
}
mean() { column "$1" "$2" mean 1 2; }             # seconds
mean_ms() { column "$1" "$2" mean 1000 0; }       # milliseconds
cpu() { awk -v u="$(column "$1" "$2" user 1 1)" -v s="$(column "$1" "$2" system 1 1)" 'BEGIN { printf "%.1f + %.1f", u, s }'; }
WEB="$WORK/web" VIPS="$WORK/vips" SIGAL="$WORK/sigal"
cat > "$WORK/sigal.conf.py" <<CONF
source = "$WORK/photos"
destination = "$SIGAL"
img_size = (1600, 1600)
thumb_size = (480, 480)
thumb_fit = False
jpg_options = {"quality": 85, "optimize": True, "progressive": True}
copy_exif_data = False
autorotate_images = True
keep_orig = False
zip_gallery = False
CONF
vips_both="sh -c 'mkdir -p $VIPS && \
vipsthumbnail -s 480 -o \"$VIPS/%s-480.jpg[Q=85,interlace,strip]\" $WORK/photos/*.jpg & \
vipsthumbnail -s 1600 -o \"$VIPS/%s-1600.jpg[Q=85,interlace,strip]\" $WORK/photos/*.jpg & wait'"
# Each run starts from nothing, the previous run's files removed and synced first.
hyperfine -N --warmup 1 --runs "$RUNS" --export-csv "$WORK/first.csv" \
    --prepare "sh -c 'rm -rf $WEB $VIPS && sync'" \
    "$POKI --library $ALBUM export --html $WEB --jobs 2" \
    "$vips_both" >/dev/null 2>&1
hyperfine -N --runs 1 --export-csv "$WORK/sigal.csv" \
    --prepare "sh -c 'rm -rf $SIGAL && sync'" \
    "$WORK/venv/bin/sigal build -n 2 -c $WORK/sigal.conf.py" >/dev/null 2>&1

# The second export: the folders are left from a first export.
rm -rf "$WEB" "$WORK/web-1000"
"$POKI" --library "$ALBUM" export --html "$WEB" --jobs 2 >/dev/null
"$POKI" --library "$ALBUM1000" export --html "$WORK/web-1000" --jobs 2 >/dev/null
hyperfine -N --warmup 2 --runs 10 --export-csv "$WORK/second.csv" \
    "$POKI --library $ALBUM export --html $WEB --jobs 2" \
    "$POKI --library $ALBUM1000 export --html $WORK/web-1000 --jobs 2" >/dev/null 2>&1
unchanged=$("$POKI" --library "$ALBUM1000" export --html "$WORK/web-1000" --json | awk -F': ' '/"written"/ { print $2 }')

poki=$(mean "$WORK/first.csv" 1)
vips=$(mean "$WORK/first.csv" 2)
sigal=$(mean "$WORK/sigal.csv" 1)
second200=$(mean_ms "$WORK/second.csv" 1)
second1000=$(mean_ms "$WORK/second.csv" 2)
per() { awk -v t="$1" -v n="$COUNT" 'BEGIN { printf "%.1f", t * 1000 / n }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
size() { du -sb "$1" | cut -f1 | awk '{ printf "%.1f", $1 / 1048576 }'; }

echo
echo "$("$POKI" --version), $(vipsthumbnail --vips-version 2>/dev/null | head -1), sigal $("$WORK/venv/bin/sigal" --version 2>/dev/null | awk '{ print $NF }'), $(nproc) cores;"
echo "$COUNT photos of 4000x3000 (12 MP) JPEG q90, $(size "$WORK/photos") MiB; mean of $RUNS runs (sigal: 1 run)"
echo
echo "| run | total (s) | per photo (ms) | vs vipsthumbnail | CPU user + system (s) | output (MiB) |"
echo "|---|---:|---:|---:|---:|---:|"
echo "| vipsthumbnail -s 480 and -s 1600 side by side | $vips | $(per "$vips") | 1.00x | $(cpu "$WORK/first.csv" 2) | $(size "$VIPS") |"
echo "| poki export --html --jobs 2 (first) | $poki | $(per "$poki") | $(ratio "$poki" "$vips") | $(cpu "$WORK/first.csv" 1) | $(size "$WEB") |"
echo "| sigal build -n 2 | $sigal | $(per "$sigal") | $(ratio "$sigal" "$vips") | $(cpu "$WORK/sigal.csv" 1) | $(size "$SIGAL") |"
echo
echo "| second export, nothing changed | mean (ms) | files written |"
echo "|---|---:|---:|"
echo "| $COUNT photos | $second200 | 0 |"
echo "| 1,000 photos | $second1000 | $unchanged |"
echo
echo "targets: first export at most 1.00x vipsthumbnail; second export of 1,000 photos under 1 s"
