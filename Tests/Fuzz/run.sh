#!/usr/bin/env bash
# Builds poki's libFuzzer targets with AddressSanitizer (and UndefinedBehaviorSanitizer for the C
# shim) and runs each for SECONDS (default 60). Exits 1 when any target finds something: a crash,
# a sanitizer report, a leak, an input slower than 10 s or one that needs over 1 GB; the input
# is kept under .build/fuzz/findings/ and its name printed. Exits 2 when a target cannot be built.
#
#   Tests/Fuzz/run.sh [SECONDS]        build, then fuzz every target for SECONDS
#   Tests/Fuzz/run.sh --coverage       line coverage of the C shim over the corpus so far
#   Tests/Fuzz/run.sh --plain FILE...  writes plain libjpeg's 128-pixel sample of each JPEG to
#                                      FILE.rgba, the expected answer for a finding kept as a test
#
# Findings are kept, with a regression test, in Fixtures/fuzz/ (each run seeds from it).
# Targets: png (poki_decode_png), jpeg-1, jpeg-16, jpeg-128 (poki_decode_jpeg at those sample
# sizes, each checked byte for byte against plain libjpeg), detect (poki_file_open and the
# decoder its magic picks), webp and heif (poki_decode_webp/heif and their whole decodes, through
# the libwebp and libheif poki loads), exif (ExifMetadata) and format (FormatDetector), the last two
# compiled from PokiImaging's Swift sources with `swiftc -sanitize=fuzzer,address` (the format
# target with the codec shim its table names).
# The corpus starts from Fixtures/ (made by Fixtures/make_fixtures.py) and grows in
# .build/fuzz/corpus/ from run to run. Needs the toolchain's clang (with libclang_rt.fuzzer),
# pkg-config, libpng-dev, libjpeg-dev, libwebp-dev and libheif-dev (their headers), libwebp7 and
# libheif1, and python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
WORK=${POKI_FUZZ_DIR:-$ROOT/.build/fuzz}
TOOLCHAIN=$(dirname "$(readlink -f "$(command -v swiftc)")")
CLANG=${CLANG:-$TOOLCHAIN/clang}
SHIM=$(ls Sources/CPokiCodec/*.c)
EXIF_SOURCES="Sources/PokiImaging/Exif/ExifMetadata.swift Sources/PokiImaging/Exif/TIFFByteReader.swift Sources/PokiImaging/Exif/ExifError.swift Sources/PokiImaging/Dates/CaptureDate.swift"
FORMAT_SOURCES="Sources/PokiImaging/Formats/FormatDetector.swift Sources/PokiImaging/Formats/ImageFormat.swift Sources/PokiImaging/Formats/ImageFormatEntry.swift Sources/PokiImaging/Formats/RefusedFormat.swift"
SYSTEM_SOURCES="Sources/PokiSystem/Text/Phrase.swift Sources/PokiSystem/Text/Language.swift Sources/PokiSystem/Text/ErrorPhrase.swift"
C_TARGETS="png jpeg-1 jpeg-16 jpeg-128 detect webp heif"
SWIFT_TARGETS="exif format"
mkdir -p "$WORK/bin" "$WORK/corpus" "$WORK/seeds" "$WORK/findings" "$WORK/logs"

# MARK: - Building

c_flags() {  # c_flags TARGET -> the target's source and defines
    case "$1" in
    png) echo "Tests/Fuzz/png_target.c" ;;
    detect) echo "Tests/Fuzz/detect_target.c" ;;
    webp) echo "Tests/Fuzz/library_target.c -DFORMAT=webp -DPACKAGE=\"libwebp7\"" ;;
    heif) echo "Tests/Fuzz/library_target.c -DFORMAT=heif -DPACKAGE=\"libheif1\"" ;;
    jpeg-*) echo "Tests/Fuzz/jpeg_target.c -DSAMPLE_LONG_SIDE=${1#jpeg-}" ;;
    esac
}

build_c() {  # build_c TARGET OUTPUT EXTRA_FLAGS...
    local target=$1 output=$2
    shift 2
    # The linker warns at length about ASan's local symbols: keep its output unless the build fails.
    # shellcheck disable=SC2046,SC2086
    "$CLANG" -g -O1 "$@" -I Sources/CPokiCodec/include -I Sources/CPokiCodec $(pkg-config --cflags libpng libjpeg) \
        $(c_flags "$target") $SHIM -o "$output" $(pkg-config --libs libpng libjpeg) -lz \
        >"$WORK/logs/build-$target.log" 2>&1 || { cat "$WORK/logs/build-$target.log"; return 1; }
}

build() {
    for target in $C_TARGETS; do
        build_c "$target" "$WORK/bin/$target" -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined || exit 2
    done
    # The Swift sources are PokiImaging's: package names need the package's name, and the format
    # table names the codec's decoders, so the format target links the shim (built for ASan).
    mkdir -p "$WORK/modules" "$WORK/objects"
    printf 'module CPokiCodec {\n    header "%s/Sources/CPokiCodec/include/poki_codec.h"\n    export *\n}\n' "$ROOT" \
        > "$WORK/modules/module.modulemap"
    local objects=()
    for source in $SHIM; do
        # shellcheck disable=SC2046
        "$CLANG" -c -g -O1 -fsanitize=fuzzer-no-link,address -I Sources/CPokiCodec/include -I Sources/CPokiCodec \
            $(pkg-config --cflags libpng libjpeg) "$source" -o "$WORK/objects/$(basename "$source" .c).o" || exit 2
        objects+=("$WORK/objects/$(basename "$source" .c).o")
    done
    # The messages those sources give are PokiSystem's phrases: that much of PokiSystem, as a module.
    # shellcheck disable=SC2086
    swiftc -c -O -wmo -parse-as-library -package-name poki -module-name PokiSystem -sanitize=address $SYSTEM_SOURCES \
        -emit-module -emit-module-path "$WORK/modules/PokiSystem.swiftmodule" -o "$WORK/objects/PokiSystem.o" \
        >"$WORK/logs/build-system.log" 2>&1 || { cat "$WORK/logs/build-system.log"; exit 2; }
    # shellcheck disable=SC2086
    swiftc -O -parse-as-library -package-name poki -sanitize=fuzzer,address Tests/Fuzz/exif_target.swift $EXIF_SOURCES \
        -I "$WORK/modules" "$WORK/objects/PokiSystem.o" \
        -o "$WORK/bin/exif" >"$WORK/logs/build-exif.log" 2>&1 || { cat "$WORK/logs/build-exif.log"; exit 2; }
    # shellcheck disable=SC2086,SC2046
    swiftc -O -parse-as-library -package-name poki -sanitize=fuzzer,address Tests/Fuzz/format_target.swift $FORMAT_SOURCES \
        -I "$WORK/modules" "$WORK/objects/PokiSystem.o" \
        -Xcc -fmodule-map-file="$WORK/modules/module.modulemap" "${objects[@]}" \
        $(pkg-config --libs libpng libjpeg) -lz -o "$WORK/bin/format" >"$WORK/logs/build-format.log" 2>&1 || { cat "$WORK/logs/build-format.log"; exit 2; }
}

# MARK: - Seeds from the fixtures

seed() {
    rm -rf "$WORK/seeds"
    mkdir -p "$WORK/seeds/png" "$WORK/seeds/jpeg" "$WORK/seeds/any" "$WORK/seeds/exif" "$WORK/seeds/webp" "$WORK/seeds/heif"
    find Fixtures -name '*.png' -size -2M -exec cp {} "$WORK/seeds/png/" \;
    find Fixtures -name '*.webp' -size -2M -exec cp {} "$WORK/seeds/webp/" \;
    find Fixtures -name '*.heic' -size -2M -exec cp {} "$WORK/seeds/heif/" \;
    find Fixtures -name '*.jpg' -size -2M -exec cp {} "$WORK/seeds/jpeg/" \;
    find Fixtures -type f ! -name '*.py' ! -name '*.md' ! -name '*.c' -size -2M -exec cp {} "$WORK/seeds/any/" \;
    # The EXIF blocks themselves: JPEG APP1 payloads after `Exif\0\0`, PNG eXIf chunks.
    python3 - "$WORK/seeds/exif" Fixtures <<'PYTHON'
import os, struct, sys
out, root = sys.argv[1], sys.argv[2]
count = 0
for folder, _, files in os.walk(root):
    for name in files:
        data = open(os.path.join(folder, name), "rb").read()
        blocks = []
        at = data.find(b"Exif\x00\x00")
        while at >= 4:
            length = struct.unpack(">H", data[at - 2:at])[0]
            blocks.append(data[at + 6:at - 2 + length])
            at = data.find(b"Exif\x00\x00", at + 1)
        at = data.find(b"eXIf")
        if at >= 4:
            blocks.append(data[at + 4:at + 4 + struct.unpack(">I", data[at - 4:at])[0]])
        for block in blocks:
            if block:
                count += 1
                open(os.path.join(out, f"{name}-{count}"), "wb").write(block)
PYTHON
}

seeds_of() {  # seeds_of TARGET -> seed folder
    case "$1" in
    png) echo "$WORK/seeds/png" ;;
    jpeg-*) echo "$WORK/seeds/jpeg" ;;
    exif) echo "$WORK/seeds/exif" ;;
    webp) echo "$WORK/seeds/webp" ;;
    heif) echo "$WORK/seeds/heif" ;;
    *) echo "$WORK/seeds/any" ;;
    esac
}

# MARK: - Coverage

coverage() {
    local profiles="$WORK/coverage"
    rm -rf "$profiles"
    mkdir -p "$profiles"
    for target in $C_TARGETS; do
        build_c "$target" "$profiles/$target" -fsanitize=fuzzer -fprofile-instr-generate -fcoverage-mapping || exit 2
        mkdir -p "$WORK/corpus/$target"
        LLVM_PROFILE_FILE="$profiles/$target.profraw" "$profiles/$target" -runs=0 "$WORK/corpus/$target" "$(seeds_of "$target")" >/dev/null 2>&1
    done
    "$TOOLCHAIN/llvm-profdata" merge -o "$profiles/all.profdata" "$profiles"/*.profraw
    # shellcheck disable=SC2046
    "$TOOLCHAIN/llvm-cov" report "$profiles/png" $(for target in $C_TARGETS; do [ "$target" = png ] || echo "-object $profiles/$target"; done) \
        -instr-profile="$profiles/all.profdata" $SHIM
}

# MARK: - Running

seed
if [ "${1:-}" = "--coverage" ]; then
    coverage
    exit 0
fi
if [ "${1:-}" = "--plain" ]; then
    shift
    build_c jpeg-128 "$WORK/bin/plain-sample" -DPOKI_FUZZ_PLAIN_SAMPLE || exit 2
    "$WORK/bin/plain-sample" "$@"
    exit $?
fi
SECONDS_EACH=${1:-60}
build
found=0
for target in $C_TARGETS $SWIFT_TARGETS; do
    mkdir -p "$WORK/corpus/$target"
    log="$WORK/logs/$target.log"
    status=0
    "$WORK/bin/$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=1024 -print_final_stats=1 \
        -artifact_prefix="$WORK/findings/$target-" "$WORK/corpus/$target" "$(seeds_of "$target")" >"$log" 2>&1 || status=$?
    runs=$(awk '/stat::number_of_executed_units/ { print $2 }' "$log")
    coverage=$(grep -Eo 'cov: [0-9]+' "$log" | tail -1 || true)
    if [ "$status" -ne 0 ]; then
        found=1
        echo "$target: FOUND something (exit $status) after ${runs:-?} runs; log $log"
        grep -E '^(==|SUMMARY|.*Test unit written to)' "$log" | head -5
    else
        echo "$target: ${runs:-?} runs in ${SECONDS_EACH}s, ${coverage:-cov: ?} edges, nothing found"
    fi
done
exit "$found"
