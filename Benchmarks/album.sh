#!/usr/bin/env bash
# Times poki's interactive album commands as whole processes (static release build) on albums of
# 1,000 and 100,000 photos, generated straight through PokiAlbum by poki-bench-album.
# Usage: Benchmarks/album.sh        (results in Documentation/Benchmarks.md were made this way)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${POKI_BENCH_DIR:-/tmp/poki-benchmark-album}
RUNS=${POKI_BENCH_RUNS:-20}
SIZES=${POKI_BENCH_SIZES:-"1000 100000"}

# MARK: - Tools
if ! command -v hyperfine >/dev/null; then
    SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq hyperfine
fi

# MARK: - Build
swift build -c release --static-swift-stdlib --product poki >/dev/null
swift build -c release --static-swift-stdlib --product poki-bench-album >/dev/null
POKI="$ROOT/.build/release/poki"
GENERATE="$ROOT/.build/release/poki-bench-album"

# MARK: - Albums
# Generated once and kept in $WORK between runs; `add` below grows each album by a few photos.
mkdir -p "$WORK"
for size in $SIZES; do
    if [ ! -f "$WORK/album-$size/album.json" ]; then
        rm -rf "$WORK/album-$size"
        echo "generating an album of $size photos..."
        start=$(date +%s)
        "$GENERATE" generate "$WORK/album-$size" "$size" >/dev/null
        echo "  done in $(( $(date +%s) - start )) s"
    fi
done
# A small photo made distinct before every `add` run, so the duplicate check does its real work.
cp Fixtures/solid/pink.jpg "$WORK/one-more.jpg"

median() {  # median CSV_FILE ROW -> milliseconds
    awk -F, -v row="$2" 'NR == row + 1 { printf "%.1f", $4 * 1000 }' "$1"
}

declare -A RESULT
COMMANDS=("show" "list --limit 20" "list --sort date --limit 20" "add" "calendar 2024-05" "calendar 2024" "stats"
    "list --hashtag 홍대 --limit 20" "list --colour pink --limit 20" "__complete tags" "list --json")
for size in $SIZES; do
    album="$WORK/album-$size"
    middle=$((1000 + size / 2))
    csv="$WORK/album-$size.csv"
    hyperfine -N --warmup 3 --runs "$RUNS" --export-csv "$csv" \
        "$POKI --library $album show $middle" \
        "$POKI --library $album list --limit 20" \
        "$POKI --library $album list --sort date --limit 20" >/dev/null 2>&1
    for row in 1 2 3; do RESULT["$size,${COMMANDS[$((row - 1))]}"]=$(median "$csv" "$row"); done
    hyperfine --warmup 2 --runs "$RUNS" --export-csv "$csv.add" \
        --prepare "date +%s%N >> $WORK/one-more.jpg" \
        "$POKI --library $album add $WORK/one-more.jpg" >/dev/null 2>&1
    RESULT["$size,add"]=$(median "$csv.add" 1)
    # After `add`: an album an older poki generated has had its index upgraded by then.
    hyperfine -N --warmup 3 --runs "$RUNS" --export-csv "$csv.calendar" \
        "$POKI --library $album calendar 2024-05" \
        "$POKI --library $album calendar 2024" \
        "$POKI --library $album stats" >/dev/null 2>&1
    RESULT["$size,calendar 2024-05"]=$(median "$csv.calendar" 1)
    RESULT["$size,calendar 2024"]=$(median "$csv.calendar" 2)
    RESULT["$size,stats"]=$(median "$csv.calendar" 3)
    # Every tenth generated photo has #홍대; a seventh are pink (#E94B6A, ΔE_OK 0.066 from pink).
    hyperfine -N --warmup 3 --runs "$RUNS" --export-csv "$csv.search" \
        "$POKI --library $album list --hashtag 홍대 --limit 20" \
        "$POKI --library $album list --colour pink --limit 20" >/dev/null 2>&1
    RESULT["$size,list --hashtag 홍대 --limit 20"]=$(median "$csv.search" 1)
    RESULT["$size,list --colour pink --limit 20"]=$(median "$csv.search" 2)
    # What the shell completions run for `poki add --tag <Tab>`.
    hyperfine -N --warmup 3 --runs "$RUNS" --export-csv "$csv.complete" "$POKI --library $album __complete tags" >/dev/null 2>&1
    RESULT["$size,__complete tags"]=$(median "$csv.complete" 1)
    hyperfine -N --warmup 1 --runs 5 --export-csv "$csv.json" "$POKI --library $album list --json" >/dev/null 2>&1
    RESULT["$size,list --json"]=$(median "$csv.json" 1)
done

set -- $SIZES
small=$1
large=${2:-$1}
echo
echo "$("$POKI" --version), $(nproc) cores, medians of $RUNS runs (list --json: 5)"
printf '%-32s %12s %12s %8s  %s\n' command "$small (ms)" "$large (ms)" ratio target
for command in "${COMMANDS[@]}"; do
    a=${RESULT["$small,$command"]}
    b=${RESULT["$large,$command"]}
    case "$command" in
        "list --json") target="linear, < 2000 ms at 100k" ;;
        calendar*) target="< 50 ms at 100k" ;;
        stats) target="< 200 ms at 100k" ;;
        "list --hashtag"*) target="< 100 ms at 100k" ;;
        "list --colour"*) target="< 300 ms at 100k" ;;
        "__complete tags") target="< 20 ms at 100k" ;;
        *) target="≤ 1.5x and < 50 ms" ;;
    esac
    printf '%-32s %12s %12s %7.2fx  %s\n' "$command" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { print b / a }')" "$target"
done
