#!/usr/bin/env bash
# Measures how well poki reads the words on a print's frame, the booth's brand and the day (issue
# #29): draws prints naming real brands and days with Fixtures/print_text_generator.py and compares
# what `poki colours --json` read (print.text) with their truth (Benchmarks/print_text_accuracy.py);
# or times `poki import` of 40 of them with two binaries.
#
# Usage: Benchmarks/print_text.sh dev [--poki BIN] [--base BIN] [--prints N] [--keep DIR] [--misses] [--json FILE]
#        Benchmarks/print_text.sh test [--poki BIN] [--base BIN] [--json FILE]
#        Benchmarks/print_text.sh speed --poki NEW --base OLD [--runs N]
#        Benchmarks/print_text.sh speed --poki NEW --without-text [--runs N]
#
# The seeds are split once and for all:
#   dev   0-399       develop and tune on these; look at their images and misses freely
#   test  5000-5199   for reporting only: never look at their images or misses, never tune on them;
#                     run once a change is done and report the table
# --poki BIN   the poki to measure (default .build/release/poki, else .build/debug/poki);
# --base BIN   also measure this one (the build before a change), its table after the first;
# --prints N   (dev) only the first N seeds; --keep DIR draws into (and reuses) DIR instead;
# --misses     (dev) lists every miss and wrong answer; --json FILE writes --poki's counts.
# speed: imports the same 40 prints (dev seeds 0-39, booth files and phone photos as drawn) into a
# fresh album (a temporary --library, an empty HOME, no POKI_LIBRARY or XDG_* variables) with NEW
# and OLD, alternating which goes first, --runs times each (default 5); prints the median and the
# worst wall time of each and NEW/OLD. --without-text makes OLD the same NEW with Tesseract out
# of its reach (libtesseract found as an empty file, as on a machine without it): issue #29's
# measure, the import with reading text against the same import without it.
# POKI_PRINT_TEXT_JOBS=N passes --jobs N to the imports (default: poki's, one per core).
# The prints are drawn once into ${POKI_BENCH_DIR:-/tmp/poki-benchmark}/print-text/<range> and
# reused while the generators are unchanged. Needs python3 with Pillow (Debian: python3-pil) and
# fonts-dejavu-core, fonts-urw-base35, and fonts-nanum or fonts-noto-cjk.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${POKI_BENCH_DIR:-/tmp/poki-benchmark}/print-text

mode=${1:-}
shift || true
poki=""
base=""
prints=""
keep=""
runs=5
without_text=0
misses=()
json=()
while [ $# -gt 0 ]; do
    case "$1" in
        --poki) poki=$2; shift 2 ;;
        --base) base=$2; shift 2 ;;
        --prints) prints=$2; shift 2 ;;
        --keep) keep=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --without-text) without_text=1; shift ;;
        --misses) misses=(--misses); shift ;;
        --json) json=(--json "$2"); shift 2 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done

case "$mode" in
    dev)
        first=0; last=399
        [ -n "$prints" ] && last=$((prints - 1))
        ;;
    test)
        if [ -n "$prints$keep${misses[*]:-}" ]; then
            echo "the test range is reported whole, as a table: no --prints, --keep or --misses" >&2; exit 2
        fi
        first=5000; last=5199 ;;
    speed)
        if [ $without_text -eq 1 ] && [ -n "$base" ]; then
            echo "speed takes --base OLD or --without-text, not both" >&2; exit 2
        fi
        [ -n "$base" ] || [ $without_text -eq 1 ] || { echo "speed needs --base OLD or --without-text (and --poki NEW, default .build/release/poki)" >&2; exit 2; }
        first=0; last=39 ;;
    *)
        awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
        exit 2 ;;
esac

python3 -c 'import PIL' 2>/dev/null || { echo "needs Pillow: apt-get install python3-pil (or pip install Pillow)" >&2; exit 1; }
if [ -z "$poki" ]; then
    poki=$ROOT/.build/release/poki
    [ -x "$poki" ] || poki=$ROOT/.build/debug/poki
fi
for binary in "$poki" ${base:+"$base"}; do
    [ -x "$binary" ] || { echo "no poki at $binary (swift build -c release first)" >&2; exit 1; }
done

# Draws seeds FIRST-LAST into FOLDER unless they are there already, drawn by these generators.
draw() {  # draw FOLDER FIRST LAST
    local folder=$1 first=$2 last=$3
    local stamp
    stamp="seeds $first-$last $(cat "$ROOT/Fixtures/print_text_generator.py" "$ROOT/Fixtures/print_generator.py" \
        "$ROOT/Fixtures/make_fixtures.py" | cksum | cut -d' ' -f1)"
    if [ -f "$folder/seeds" ] && [ "$(cat "$folder/seeds")" = "$stamp" ]; then
        return
    fi
    rm -rf "$folder"
    mkdir -p "$folder"
    echo "drawing seeds $first-$last into $folder" >&2
    python3 "$ROOT/Fixtures/print_text_generator.py" --seeds "$first-$last" --out "$folder" --quiet
    echo "$stamp" > "$folder/seeds"
}

if [ "$mode" != speed ]; then
    folder=${keep:-$WORK/$mode-$first-$last}
    draw "$folder" "$first" "$last"
    echo "# poki print text, $mode range: seeds $first-$last"
    echo
    echo "Command: \`Benchmarks/print_text.sh $mode${prints:+ --prints $prints}\`, poki: $poki"
    echo
    python3 "$ROOT/Benchmarks/print_text_accuracy.py" "$folder" --poki "$poki" "${json[@]}" "${misses[@]}"
    if [ -n "$base" ]; then
        echo
        echo "## base: $base"
        echo
        python3 "$ROOT/Benchmarks/print_text_accuracy.py" "$folder" --poki "$base"
    fi
    exit 0
fi

# MARK: - speed
folder=$WORK/speed-$first-$last
draw "$folder" "$first" "$last"
photos=$folder/photos
if [ ! -d "$photos" ]; then  # the images alone, without truth.jsonl
    mkdir -p "$photos.new"
    find "$folder" -maxdepth 1 -type f \( -name '*.jpg' -o -name '*.png' \) -exec cp {} "$photos.new/" \;
    mv "$photos.new" "$photos"
fi
count=$(find "$photos" -type f | wc -l)
jobs=()
[ -n "${POKI_PRINT_TEXT_JOBS:-}" ] && jobs=(--jobs "$POKI_PRINT_TEXT_JOBS")
scratch=$(mktemp -d "${TMPDIR:-/tmp}/poki-print-text-speed.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
if [ $without_text -eq 1 ]; then
    # Every name poki loads Tesseract by, as empty files first on the library path: the load
    # fails, poki notes it once and reads no text, and nothing else changes.
    mkdir -p "$scratch/no-tesseract"
    for name in libtesseract.so.5 libtesseract.so.4 libtesseract.so; do : > "$scratch/no-tesseract/$name"; done
    base=$scratch/poki-without-text
    printf '#!/bin/sh\nLD_LIBRARY_PATH='"'"'%s'"'"' exec '"'"'%s'"'"' "$@"\n' "$scratch/no-tesseract" "$poki" > "$base"
    chmod +x "$base"
fi

timed_import() {  # timed_import BIN -> milliseconds of one import into a fresh album, on standard output
    local binary=$1
    rm -rf "$scratch/album" "$scratch/home"
    mkdir -p "$scratch/home"
    sync
    local start end
    start=$(date +%s%N)
    if ! env -u POKI_LIBRARY -u XDG_DATA_HOME -u XDG_CONFIG_HOME -u XDG_CACHE_HOME -u XDG_RUNTIME_DIR HOME="$scratch/home" \
        "$binary" --library "$scratch/album" import --quiet "${jobs[@]}" "$photos" </dev/null >"$scratch/out" 2>&1; then
        echo "import with $binary failed:" >&2
        cat "$scratch/out" >&2
        exit 1
    fi
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}

new_times=()
old_times=()
for run in $(seq "$runs"); do
    if [ $((run % 2)) -eq 1 ]; then
        new_times+=("$(timed_import "$poki")")
        old_times+=("$(timed_import "$base")")
    else
        old_times+=("$(timed_import "$base")")
        new_times+=("$(timed_import "$poki")")
    fi
    echo "run $run: new ${new_times[-1]} ms, old ${old_times[-1]} ms" >&2
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
worst() { printf '%s\n' "$@" | sort -n | tail -1; }
seconds() { awk -v t="$1" 'BEGIN { printf "%.2f", t / 1000 }'; }
new_median=$(median "${new_times[@]}")
old_median=$(median "${old_times[@]}")
new_worst=$(worst "${new_times[@]}")
old_worst=$(worst "${old_times[@]}")

echo "# poki import of $count generated prints (seeds $first-$last: booth files and phone photos), $runs runs each, alternating"
echo
echo "$(nproc) cores${jobs[*]:+, ${jobs[*]}}; a fresh album and an empty HOME for every run"
echo
echo "| binary | median (s) | worst (s) | per print, median (ms) |"
echo "|---|---:|---:|---:|"
echo "| new: $poki | $(seconds "$new_median") | $(seconds "$new_worst") | $((new_median / count)) |"
echo "| old: $base | $(seconds "$old_median") | $(seconds "$old_worst") | $((old_median / count)) |"
echo
echo "new/old: median $(awk -v a="$new_median" -v b="$old_median" 'BEGIN { printf "%.2fx", a / b }')," \
    "worst $(awk -v a="$new_worst" -v b="$old_worst" 'BEGIN { printf "%.2fx", a / b }')"
