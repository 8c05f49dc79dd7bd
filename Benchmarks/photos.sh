#!/usr/bin/env bash
# Times `poki colours FILE` (static release build) on real photographs poki was not tuned on,
# side by side with libjpeg-turbo's `djpeg -scale 1/8` (JPEG) and netpbm's `pngtopam` (PNG), and
# prints each file's ratio and the median and worst ratio of each kind of file (issue #25, item 5).
#
# Usage: Benchmarks/photos.sh [--runs N]      (default 15 runs of each command per file)
#
# The photographs are the eleven in Debian's plasma-workspace-wallpapers (2560x1600: a jetty in
# fog, boats at sunset, leaves, a forest path, cups, a kite in the sky, a facade, moss, a lake at
# dusk, water at night), taken with `apt-get download` and `dpkg-deb -x`, nothing installed. Each
# is timed as shipped and as re-encoded by cjpeg: baseline 4:2:0 and 4:4:4, progressive, scaled
# down to 1.6 megapixels, and as a PNG. No larger real photographs are reachable offline here, so
# the "4 MP and more" class holds 4.1-megapixel files only.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${POKI_BENCH_DIR:-/tmp/poki-photos}
runs=15
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        *) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 2 ;;
    esac
done

missing=()
command -v djpeg >/dev/null || missing+=(libjpeg-turbo-progs)
command -v pngtopam >/dev/null || missing+=(netpbm)
if [ ${#missing[@]} -gt 0 ]; then
    SUDO=$([ "$(id -u)" -eq 0 ] && echo "" || echo sudo)
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${missing[@]}"
fi

# MARK: - The photographs
photos=(BytheWater ColdRipple ColorfulCups DarkestHour EveningGlow FallenLeaf Grey Kite OneStandsOut Path summer_1am)
mkdir -p "$WORK/files"
if [ ! -d "$WORK/unpacked/usr/share/wallpapers" ]; then
    (cd "$WORK" && apt-get download plasma-workspace-wallpapers >/dev/null && dpkg-deb -x plasma-workspace-wallpapers_*.deb unpacked)
fi
for name in "${photos[@]}"; do
    source="$WORK/unpacked/usr/share/wallpapers/$name/contents/images/2560x1600.jpg"
    out="$WORK/files/$name"
    [ -s "$out-png.png" ] && continue
    cp "$source" "$out-shipped.jpg"
    djpeg -ppm "$source" > "$WORK/$name.ppm"
    cjpeg -quality 90 -sample 2x2 -outfile "$out-baseline420.jpg" "$WORK/$name.ppm"
    cjpeg -quality 92 -sample 1x1 -outfile "$out-baseline444.jpg" "$WORK/$name.ppm"
    cjpeg -quality 90 -progressive -outfile "$out-progressive.jpg" "$WORK/$name.ppm"
    pamscale -xsize 1600 -ysize 1000 "$WORK/$name.ppm" | cjpeg -quality 90 -outfile "$out-small.jpg"
    pnmtopng "$WORK/$name.ppm" > "$out-png.png"
    rm "$WORK/$name.ppm"
done

# MARK: - poki
swift build -c release --static-swift-stdlib --product poki >/dev/null
POKI="$ROOT/.build/release/poki"

# MARK: - Timing: each command in turn, `runs` times, medians compared
python3 - "$POKI" "$runs" "$WORK/files" <<'EOF'
import glob, os, statistics, subprocess, sys, time

poki, runs, folder = sys.argv[1], int(sys.argv[2]), sys.argv[3]

def median_time(command):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)

classes = {"shipped": "JPEG, 4.1 MP, as shipped (one progressive)", "baseline420": "baseline JPEG 4:2:0, 4.1 MP",
           "baseline444": "baseline JPEG 4:4:4, 4.1 MP", "small": "baseline JPEG, 1.6 MP",
           "progressive": "progressive JPEG, 4.1 MP", "png": "PNG, 4.1 MP (against pngtopam)"}
targets = {"shipped": 1.2, "baseline420": 1.2, "baseline444": 1.2, "small": 1.3, "progressive": 0.6, "png": 0.6}
ratios = {key: [] for key in classes}
print("| file | poki colours | peer | ratio |")
print("|---|---:|---:|---:|")
for path in sorted(glob.glob(os.path.join(folder, "*"))):
    kind = os.path.basename(path).rsplit("-", 1)[1].split(".")[0]
    peer = ["pngtopam", path] if path.endswith(".png") else ["djpeg", "-scale", "1/8", "-ppm", path]
    ours, theirs = median_time([poki, "colours", path]), median_time(peer)
    ratios[kind].append(ours / theirs)
    print("| %s | %.1f ms | %.1f ms | %.2fx |" % (os.path.basename(path), ours * 1000, theirs * 1000, ours / theirs))
print()
print("| kind of file | files | median ratio | worst ratio | target |")
print("|---|---:|---:|---:|---:|")
for key, label in classes.items():
    values = ratios[key]
    if values:
        print("| %s | %d | %.2fx | %.2fx | ≤ %.1fx |" % (label, len(values), statistics.median(values), max(values), targets[key]))
EOF
