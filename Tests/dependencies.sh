#!/usr/bin/env bash
# Installs, when missing, the Debian packages poki's build needs (`Tests/dependencies.sh build`:
# pkg-config and the C libraries' headers, the README's first command) or its build and test
# suite need (no argument: also the real programs the end-to-end tests drive: tmux, vi, nano;
# mount and unshare for the tests that mount a small tmpfs or a bind mount in a private namespace,
# and ip (iproute2) to bring up the loopback of a private network where booth servers answer;
# openssl, which makes a throwaway CA for those booth servers under their real https host names
# (Tests/HTTPServer/make_test_ca.sh), and ca-certificates, whose /etc/ssl/certs the tests mount
# that CA over in the private namespace;
# chromium, and a Hangul font for its screenshots, for the browser check of `poki export --html`;
# zsh and fish, whose completion of poki the tests run; groff and man, which render `poki manual`;
# exiftool and zbarimg, the independent readers that check what share and export leave in a file:
# no location, no QR code; syncthing, two real instances of which Tests/Sync/two_devices.sh runs
# on loopback, so that the tests see the conflict copies Syncthing really makes; Tesseract with its
# English and Korean data, which reads the brand and the day on a print's frame).
# Quiet and quick when everything is there; needs root (or sudo) only when something is missing.
set -euo pipefail

build_packages=(pkg-config libpng-dev libjpeg-dev zlib1g-dev libcurl4-openssl-dev libzxing-dev libexif-dev libwebp-dev libheif-dev)
test_packages=(python3 libimage-exiftool-perl zbar-tools tmux vim-tiny nano mount util-linux iproute2 openssl ca-certificates chromium fonts-nanum zsh fish groff-base man-db syncthing tesseract-ocr tesseract-ocr-eng tesseract-ocr-kor time)

case "${1:-}" in
  build) packages=("${build_packages[@]}"); purpose=build ;;
  "") packages=("${build_packages[@]}" "${test_packages[@]}"); purpose=test ;;
  *) echo "usage: Tests/dependencies.sh [build]" >&2; exit 2 ;;
esac

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing $purpose dependencies: ${missing[*]}" >&2
run_as_root=()
[ "$(id -u)" -eq 0 ] || run_as_root=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${run_as_root[@]}" apt-get update -qq >&2
"${run_as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
