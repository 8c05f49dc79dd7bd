#!/usr/bin/env bash
# Times `poki colours FILE` (static release build) on real photographs poki was not tuned on,
# side by side with libjpeg-turbo's `djpeg -scale 1/8` (JPEG) and netpbm's `pngtopam` (PNG), and
# prints each file's ratio and the median and worst ratio of each kind of file (issue #25, item 5),
# with the generated booth prints of Fixtures/prints beside them.
#
# Usage: Benchmarks/photos.sh [--runs N]      (default 11 runs of each command per file)
#        Benchmarks/photos.sh --fetch-only    (the photographs only, for Benchmarks/phone.sh)
#
# The photographs: 38 camera photos of 1.5 to 20 megapixels shipped in Debian 12 packages
# (landscapes, snow, night, indoor, macro, a museum statue, pets; an unedited iPhone 7 JPEG;
# baseline and progressive, 4:2:0, 4:2:2, 4:4:0 and 4:4:4, quality 70 to 100; five PNGs), taken
# as shipped with `apt-get download` (pinned versions) and `dpkg-deb -x`, nothing installed, and
# checked by SHA-256. The Enlightenment wallpapers are JPEG streams inside Edje (.edj) files,
# copied out byte for byte. About 870 MB of packages are downloaded once into the work folder.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${POKI_BENCH_DIR:-/tmp/poki-photos}
runs=11
fetch_only=0
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --fetch-only) fetch_only=1; shift ;;
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

# MARK: - The photographs: name, package, path in the package (an .edj: its image), SHA-256
photos=$(cat <<'LIST'
nuthatch-tree-trunk.jpg lomiri-wallpapers-20.04 /usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg 6572410c09f4492c74ccadde133565a14c0161617d5917d4c820c66d65a44ba7
dandelions-sunset.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/seeding_by_Clements_Engelhardt.jpg a5634d1ab5e41a3568e92d4a894a500c92b891f9ff734e50bd224d6e185a605f
dragonfly-branch.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/Dragonfly_by_Bolly.jpg af5af17841009732def24b09bb1e669a1b09d2b4bdeee7812c371101c30d2bb3
lake-red-hill-iphone.jpg digikam-data /usr/share/digikam/about/images/body-background.jpg c7be31659ad55ee2b88bc5d0651ce7925829a34ca843e620b6d23c6303e36860
mountain-sunset.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/sunset_by_Aitzol_Berasategi.jpg 474dab6a4b9f94dc76c29dfe30e9f5db4af0fd2e33fe5d695f8152b371efca18
bridge-cables-sky.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/Bridge_by_Sander_Klootwijk.jpg bd86b081f9975e2b83527f71e49b9271a8ab40885428395969d9f7d834d7f050
night-sky.jpg kstars-data /usr/share/kstars/kstarslite/qml/images/splash_bg@4x.jpeg 1472cc4060cd339c40d41b16da0c49f4bf9f093ea4beab04390b651457178b9e
wine-drum-living-room.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/Wine_by_Jakkub_Mede.jpg d2e96e6d4da40dd804b3d0ce295e94de04a2d7d9b6785d42cd9d92ba58bced74
snow-trees.jpg enlightenment-data /usr/share/enlightenment/data/backgrounds/Snow-Trees.edj 3671426df1713ecd0165679ca5023eb5ad631d0c5a1b58386722cb020dc6f3cb
snowy-peaks-dusk.jpg enlightenment-data /usr/share/enlightenment/data/backgrounds/Mountain.edj dcbef7e92cc196474f3b4eabf80b45a4dab0bdf8066deaf9ef565048bb72f8bb
lanterns-night.jpg enlightenment-data /usr/share/enlightenment/data/backgrounds/Sea-of-Lanterns.edj e1a4db127d62346f2e7930abb5770caebe7ce6257afa7bc842a1e79a8dac4fe4
red-maple.jpg enlightenment-data /usr/share/enlightenment/data/backgrounds/Red-Maple.edj bb6097ffef927fb219f7225da09df55ce2110a8c2b636d6e387802b9c1bf567e
foggy-forest.jpg enlightenment-data /usr/share/enlightenment/data/backgrounds/Foggy-Trees.edj 6a1934df4d3d0d4cfc654bb125a9322b49188dabc519dd918a9fa71ef5c6ee0c
god-rays-clouds.jpg enlightenment-data /usr/share/enlightenment/data/backgrounds/God-Rays.edj cb871506ee3d339d26bf382c5c9e98f1fa749bd99d7e5b6cb3a4cb849d50354d
bamboo.jpg enlightenment-data /usr/share/enlightenment/data/backgrounds/Bamboo.edj d8d003f6ebb4437bac4a579eadef7fdf4aae0144e443edd444c8af61bff17809
frangipani-flower.jpg enlightenment-data /usr/share/enlightenment/data/backgrounds/White-Flower.edj a55797bf0a107c1f64725ec3a6d5cefcd617730831ec230bf16398e0a7100c46
mountain-trail-snow.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/picosdeeuropa_by_Aitzol_Berasategi.jpg 414d0072b2f6f2c555deafeaef6e45c4fed6fa9ad26eba6560ca8803959cf97a
forest-stream.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/life_by_Aitzol_Berasategi.jpg 4c119350ead80201fe256850c3d316309ddfb4bdf10b235ce982dcde0c667c05
autumn-mountain-meadow.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/aitzgorri_by_Aitzol_Berasategi.jpg 66268e7b48f8854d36a28765fac6e23ec1aee251daa6da1f64715f201020ad36
dogs-at-window.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/friends_by_Aitzol_Berasategi.jpg cc40e313c74e421edffe3403def413c16878ce14661cce7ec5915baeab35538d
wall-clock-indoor.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/greentock_by_Peter_Nerlich.jpg e7b20e2db9dcd6e2b278ca55873c2110b35d89cd38b04d0b18728726888e6889
lamp-bird-indoor.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/free_by_Peter_Nerlich.jpg 85a5453c2fed514c75973016f3d862aca62eb7ca087618822469274ac1092373
butterfly-flower.png lxqt-themes /usr/share/lxqt/wallpapers/butterfly.png 13175434d99075e075de7321942e66169e3c99ac9416024dcf4123bd3b38749c
sunset-clouds.jpg lxqt-themes /usr/share/lxqt/wallpapers/after-the-rain.jpg e6cb8b3e09b904cc493ff17fddcd564d4e46a1761d05adf972c285a1fd878234
sunbeam-hills.png lxqt-themes /usr/share/lxqt/wallpapers/beam.png 3d199194b048cb793c0ad558337cda3e16f14cd054168d1d813620e24a0a5659
pier-beach.jpg sddm-theme-maldives /usr/share/sddm/themes/maldives/background.jpg 032d28ee4f3d885e9340ae430457fd59341e9fbf8ca45502d86ad14362ffb4a0
fig-bowl-still-life.jpg lomiri-wallpapers-16.04 /usr/share/backgrounds/Picture_0B_by_freespace.jpg c8c0ab18e48d9e0419fe42881112137f3afafc27dfddc29ec3a6d54c56d225ad
ladybird-flowers.jpg mate-backgrounds /usr/share/backgrounds/mate/nature/LadyBird.jpg e35a9a4126ef969c90b29c038058c5a575a20eadd84106a37bf1fa9931e7b61d
water-drop-splash.jpg mate-backgrounds /usr/share/backgrounds/mate/nature/Aqua.jpg 5c30118205982da441bf7e6a1ada636a8a0be879408140b3148280c665ed6bce
rolling-hills-sky.jpg lxqt-themes /usr/share/lxqt/wallpapers/this-is-not-windows.jpg 2d885e0438c0ab244f818d33d8f745a1cc486558462faf9bf3948675c68ac227
fog-field.jpg lxqt-themes /usr/share/lxqt/wallpapers/fog.jpg a8235344ee6b5ab1b6de3ccef731bcc0e6509cf33ce832db87eae1eb75987083
grass-dewdrop.png lxqt-themes /usr/share/lxqt/wallpapers/drop.png 3b726aea9a6f8af36431c6f1974f982f7f4c5a4443499500bda31be27e4ffde8
storm-road.jpg mate-backgrounds /usr/share/backgrounds/mate/nature/Storm.jpg 77ca53077831d3237f73393a91fc879158abc046d852941c26e90de336356957
valendas-mountains.png lxqt-themes /usr/share/lxqt/wallpapers/Valendas.png f2d275c51d116942cea8e7d80d30c7d3c130349a0695caf2aa235f926ae15759
atlas-statue-museum.jpg stellarium-data /usr/share/stellarium/skycultures/greek_farnese/Atlas_(Farnese_Globe).jpg 15ac68b19d842c2cb1df268f176cef4bdbbb40427695013c98ba3ca43699ab87
honeybee-aster.jpg palapeli-data /usr/share/palapeli/collection/european-honey-bee.jpg 9d54ae706bddd899c91b2b801d9ca4556a5a9a399b4043f9d539df62a8cb7f27
chameleon-branch.jpg palapeli-data /usr/share/palapeli/collection/panther-chameleon-female.jpg adb9e2834a8a3db40ca3817452b956ada527085e5aa2bd604c465651a3834ae4
dune-grass.jpg mate-backgrounds /usr/share/backgrounds/mate/nature/Dune.jpg 8a67c2cb0be8c46b70c237311a4fa4d2b4ac7d39568135384787801fa5cc9a91
LIST
)
packages=(
    lomiri-wallpapers-20.04=20.04.0-2 lomiri-wallpapers-16.04=20.04.0-2 digikam-data=4:7.9.0-1 kstars-data=5:3.6.2-2
    enlightenment-data=0.25.4-2 lxqt-themes=1.2.0-1 sddm-theme-maldives=0.19.0-5 mate-backgrounds=1.26.0-1
    stellarium-data=0.22.2-1 palapeli-data=4:22.12.3-1
)
mkdir -p "$WORK/photos"
if [ "$(ls "$WORK/photos" | wc -l)" -ne 38 ]; then
    mkdir -p "$WORK/debs" "$WORK/unpacked"
    (cd "$WORK/debs" && apt-get download "${packages[@]}" >/dev/null)
    for deb in "$WORK"/debs/*.deb; do
        package=$(dpkg-deb -f "$deb" Package)
        [ -d "$WORK/unpacked/$package" ] || dpkg-deb -x "$deb" "$WORK/unpacked/$package"
    done
    while read -r name package path sum; do
        source="$WORK/unpacked/$package$path"
        if [[ $path == *.edj ]]; then
            # An Edje file (EET version 2): its entry "edje/images/0" is the photo, a plain JPEG stream.
            python3 - "$source" "$WORK/photos/$name" <<'EOF'
import struct, sys
data = open(sys.argv[1], "rb").read()
magic, count, _ = struct.unpack(">III", data[:12])
assert magic == 0x1EE70F42, "not an EET file"
for index in range(count):
    offset, size, stored, name_offset, name_size, flags = struct.unpack(">6I", data[12 + 24 * index:36 + 24 * index])
    if data[name_offset:name_offset + name_size].rstrip(b"\0") == b"edje/images/0":
        assert flags == 0 and size == stored and data[offset:offset + 2] == b"\xff\xd8", "not a plain JPEG entry"
        open(sys.argv[2], "wb").write(data[offset:offset + size])
        break
else:
    sys.exit("no edje/images/0 in " + sys.argv[1])
EOF
        else
            cp "$source" "$WORK/photos/$name"
        fi
        echo "$sum  $WORK/photos/$name" | sha256sum -c --quiet -
    done <<< "$photos"
fi

[ "$fetch_only" -eq 0 ] || exit 0

# MARK: - poki
swift build -c release --static-swift-stdlib --product poki >/dev/null
POKI="$ROOT/.build/release/poki"

# MARK: - Timing: each command in turn, `runs` times, medians compared
python3 - "$POKI" "$runs" "$WORK/photos" "$ROOT/Fixtures/prints" <<'EOF'
import glob, os, statistics, subprocess, sys, time

poki, runs, photos, prints = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]

def median_time(command):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)

def jpeg_kind(path):
    """(progressive, megapixels) from the JPEG's start-of-frame marker."""
    data = open(path, "rb").read()
    index = 2
    while index < len(data):
        marker, length = data[index + 1], int.from_bytes(data[index + 2:index + 4], "big")
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = int.from_bytes(data[index + 5:index + 7], "big"), int.from_bytes(data[index + 7:index + 9], "big")
            return marker in (0xC2, 0xC6, 0xCA, 0xCE), width * height / 1e6
        index += 2 + length
    raise ValueError(path)

classes = {"large": "baseline JPEG, 4 MP and more", "small": "baseline JPEG, 1.5 to 4 MP", "progressive": "progressive JPEG",
           "png": "PNG (against pngtopam)", "print": "generated booth prints (Fixtures/prints, JPEG)"}
targets = {"large": "≤ 1.2x", "small": "≤ 1.3x", "progressive": "≤ 0.6x", "png": "≤ 0.6x", "print": ""}
ratios = {key: [] for key in classes}
files = sorted(glob.glob(os.path.join(photos, "*"))) + sorted(glob.glob(os.path.join(prints, "*.jpg")))
print("| file | kind | poki colours | peer | ratio |")
print("|---|---|---:|---:|---:|")
for path in files:
    if path.endswith(".png"):
        kind, peer = "png", ["pngtopam", path]
    else:
        progressive, megapixels = jpeg_kind(path)
        kind = "print" if path.startswith(prints) else "progressive" if progressive else "large" if megapixels >= 4 else "small"
        peer = ["djpeg", "-scale", "1/8", "-ppm", path]
    ours, theirs = median_time([poki, "colours", path]), median_time(peer)
    ratios[kind].append(ours / theirs)
    print("| %s | %s | %.1f ms | %.1f ms | %.2fx |" % (os.path.basename(path), kind, ours * 1000, theirs * 1000, ours / theirs))
print()
print("| kind of file | files | median ratio | worst ratio | target |")
print("|---|---:|---:|---:|---:|")
for key, label in classes.items():
    values = ratios[key]
    if values:
        print("| %s | %d | %.2fx | %.2fx | %s |" % (label, len(values), statistics.median(values), max(values), targets[key]))
EOF
