#!/usr/bin/env bash
# Installs, when missing, the Debian packages poki's build and test suite need: the C libraries
# found through pkg-config, and the real programs the end-to-end tests drive (tmux, vi, nano;
# mount and unshare for the tests that mount a small tmpfs or a bind mount in a private namespace;
# chromium, and a Hangul font for its screenshots, for the browser check of `poki export --html`;
# zsh and fish, whose completion of poki the tests run; groff and man, which render `poki manual`).
# Quiet and quick when everything is there; needs root (or sudo) only when something is missing.
set -euo pipefail

packages=(pkg-config libpng-dev libjpeg-dev zlib1g-dev libcurl4-openssl-dev libzxing-dev libexif-dev python3 tmux vim-tiny nano mount util-linux chromium fonts-nanum zsh fish groff-base man-db)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing test dependencies: ${missing[*]}" >&2
run_as_root=()
[ "$(id -u)" -eq 0 ] || run_as_root=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${run_as_root[@]}" apt-get update -qq >&2
"${run_as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
