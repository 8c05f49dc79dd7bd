#!/usr/bin/env bash
# Loads pages of a `poki export --html` folder in headless Chromium at a phone's width (390 px)
# and checks what a visitor would: the feed's number of cards, that no request leaves the folder,
# and that no page scrolls sideways. Installs Debian's chromium when it is missing.
#
#   Tests/browser/check.sh DIR --cards N [--page photos/1003.html]... [--screenshots OUT]
#
# Each page is loaded twice: once by the plain command line (--dump-dom and --screenshot: the DOM
# is checked for any address outside DIR, the screenshot kept in OUT, by default
# Tests/browser/screenshots/, which git ignores), and once driven over the DevTools protocol
# (--remote-debugging-pipe) to log every request the page makes and measure its width. The
# network is blocked for both (an unreachable proxy, no name resolution), so even a failing
# check sends nothing anywhere. Exit status 0 when every check passes, 1 otherwise.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if ! command -v chromium >/dev/null 2>&1; then
  echo "installing chromium for the browser check" >&2
  run_as_root=()
  [ "$(id -u)" -eq 0 ] || run_as_root=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${run_as_root[@]}" apt-get update -qq >&2
  "${run_as_root[@]}" apt-get install -y -qq --no-install-recommends chromium >&2
fi
exec python3 "$here/check_pages.py" --browser "$(command -v chromium)" "$@"
