#!/usr/bin/env python3
"""The browser check of an exported web album (see check.sh, which installs Chromium and runs this).

For index.html and each --page: Chromium's command line dumps the DOM and takes a screenshot at
390 px; every address in the DOM must lead to a file inside the export folder. Then the same
pages are loaded over the DevTools protocol (--remote-debugging-pipe: JSON messages ended by NUL on
file descriptors 3 and 4, no WebSocket needed) with a phone's viewport: every request the page
makes is logged and must be a file inside the folder, and the page must be no wider than the
viewport. index.html must hold --cards cards (article.card).
"""
import argparse
import fcntl
import html.parser
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

WIDTH, HEIGHT = 390, 844
# Nothing may reach the network even when a check fails: an unreachable proxy and no name
# resolution; Chromium's own background services are off.
BROWSER_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--no-default-browser-check",
    "--disable-extensions", "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-default-apps", "--mute-audio", "--proxy-server=http://127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND",
    f"--window-size={WIDTH},{HEIGHT}",
]
URL_ATTRIBUTES = {"src", "href", "srcset", "poster", "data", "action", "formaction", "background", "cite", "manifest", "ping"}

failures = []


def fail(page, message):
    failures.append(f"{page}: {message}")
    print(f"FAIL {page}: {message}", file=sys.stderr)


class AddressCollector(html.parser.HTMLParser):
    """Every address a DOM names: URL attributes, url(...) in style attributes and <style>."""

    def __init__(self):
        super().__init__()
        self.addresses = []
        self.cards = 0
        self.in_style = False

    def handle_starttag(self, tag, attrs):
        classes = dict(attrs).get("class", "") or ""
        if tag == "article" and "card" in classes.split():
            self.cards += 1
        if tag == "style":
            self.in_style = True
        for name, value in attrs:
            if value is None:
                continue
            if name in URL_ATTRIBUTES:
                if name in ("srcset", "ping"):
                    self.addresses += [part.strip().split(" ")[0] for part in value.split(",") if part.strip()]
                else:
                    self.addresses.append(value)
            if name == "style":
                self.addresses += css_addresses(value)
            if name == "http-equiv" and value.lower() == "refresh":
                self.addresses.append("meta refresh")

    def handle_endtag(self, tag):
        if tag == "style":
            self.in_style = False

    def handle_data(self, data):
        if self.in_style:
            self.addresses += css_addresses(data)


def css_addresses(css):
    found = re.findall(r"url\(\s*['\"]?([^'\")]*)", css)
    found += re.findall(r"@import\s+['\"]([^'\"]+)", css)
    return found


def inside(directory, path):
    real = os.path.realpath(path)
    return real == directory or real.startswith(directory + os.sep)


def check_address(directory, page, address):
    """An address in page's DOM must be relative (or a fragment) and name an existing file inside the folder."""
    if address.startswith("#") or address == "":
        return
    parsed = urllib.parse.urlsplit(address)
    if parsed.scheme or parsed.netloc or address.startswith("/"):
        fail(page, f"names an address outside the folder: {address}")
        return
    target = os.path.join(os.path.dirname(os.path.join(directory, page)), urllib.parse.unquote(parsed.path))
    if not inside(directory, target):
        fail(page, f"leads out of the folder: {address}")
    elif not os.path.isfile(target):
        fail(page, f"links to a missing file: {address}")


def command_line_pass(browser, directory, pages, screenshots, cards):
    """--dump-dom and --screenshot, one Chromium run per page."""
    for page in pages:
        url = "file://" + urllib.parse.quote(os.path.join(directory, page))
        shot = os.path.join(screenshots, page.replace("/", "_").replace(".html", ".png"))
        with tempfile.TemporaryDirectory(prefix="poki-chromium-") as profile:
            run = subprocess.run(
                [browser, *BROWSER_FLAGS, f"--user-data-dir={profile}", "--dump-dom", f"--screenshot={shot}", url],
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=120,
            )
        if run.returncode != 0 or not run.stdout.strip():
            fail(page, f"chromium --dump-dom failed (status {run.returncode})")
            continue
        if not os.path.isfile(shot):
            fail(page, "chromium --screenshot wrote nothing")
        collector = AddressCollector()
        collector.feed(run.stdout.decode("utf-8", "replace"))
        for address in collector.addresses:
            check_address(directory, page, address)
        if page == "index.html" and cards is not None and collector.cards != cards:
            fail(page, f"the dumped DOM has {collector.cards} cards, expected {cards}")
        print(f"dom {page}: {collector.cards} cards, {len(collector.addresses)} addresses; screenshot {shot}")


class DevTools:
    """Chromium driven over --remote-debugging-pipe."""

    def __init__(self, browser, profile):
        commands_read, commands_write = os.pipe()
        replies_read, replies_write = os.pipe()
        # Move the child's ends out of the way of 3 and 4 before duplicating them there.
        commands_read = fcntl.fcntl(commands_read, fcntl.F_DUPFD, 10)
        replies_write = fcntl.fcntl(replies_write, fcntl.F_DUPFD, 10)

        def child_descriptors():
            os.dup2(commands_read, 3)
            os.dup2(replies_write, 4)

        self.process = subprocess.Popen(
            [browser, *BROWSER_FLAGS, f"--user-data-dir={profile}", "--remote-debugging-pipe", "about:blank"],
            pass_fds=(3, 4), preexec_fn=child_descriptors, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        os.close(commands_read)
        os.close(replies_write)
        self.commands = commands_write
        self.replies = replies_read
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.commands)
        os.close(self.replies)

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.replies], [], [], left)
            if not ready:
                return None
            chunk = os.read(self.replies, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply is None:
                raise RuntimeError(f"no answer to {method} within {timeout} s")
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method, session, timeout=30):
        deadline = time.monotonic() + timeout
        while True:
            for event in self.events:
                if event.get("method") == method and event.get("sessionId") == session:
                    return event
            message = self._read_message(deadline)
            if message is None:
                raise RuntimeError(f"no {method} within {timeout} s")
            self.events.append(message)

    def settle(self, session, quiet=0.5, timeout=10):
        """Reads events until no request has started for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        last = time.monotonic()
        while time.monotonic() < deadline and time.monotonic() - last < quiet:
            message = self._read_message(min(deadline, last + quiet))
            if message is not None:
                self.events.append(message)
                if message.get("method") == "Network.requestWillBeSent":
                    last = time.monotonic()


MEASURE = """JSON.stringify((() => {
  const root = document.documentElement;
  const wide = [];
  for (const element of document.querySelectorAll('body *')) {
    const box = element.getBoundingClientRect();
    if (box.right > root.clientWidth + 0.5 && wide.length < 5) wide.push(element.tagName.toLowerCase() + '.' + element.className + ' ' + Math.round(box.right));
  }
  const videos = [...document.querySelectorAll('video')].map(video => ({
    source: video.getAttribute('src'), ready: video.readyState, duration: video.duration,
    width: video.videoWidth, height: video.videoHeight, error: video.error ? video.error.code : null}));
  return {scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, innerWidth: window.innerWidth,
          cards: document.querySelectorAll('article.card').length, wide: wide, videos: videos};
})())"""


def check_videos(tools, url, page, expected):
    """Loads `url` again with the page's own content policy in force, as a visitor's browser has
    it, and checks that it holds `expected` videos and that each loads its length and picture
    size: the browser can play it (a policy without media-src would block it)."""
    target = tools.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = tools.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    tools.send("Page.enable", session=session)
    tools.send("Page.navigate", {"url": url}, session=session)
    tools.wait_for("Page.loadEventFired", session)
    measured = None
    # Given a few seconds, as a slow machine decodes the first frame late.
    for _ in range(50):
        measured = json.loads(tools.send("Runtime.evaluate", {"expression": MEASURE, "returnByValue": True},
                                         session=session)["result"]["value"])
        if all(video["ready"] >= 1 or video["error"] for video in measured["videos"]):
            break
        tools.settle(session, quiet=0.1)
    if len(measured["videos"]) != expected:
        fail(page, f"the page has {len(measured['videos'])} videos, expected {expected}")
    for video in measured["videos"]:
        if video["error"] or video["ready"] < 1:
            fail(page, f"the video {video['source']} does not play (error {video['error']}, ready state {video['ready']})")
        else:
            print(f"video {page}: {video['source']} plays, {video['duration']:.1f} s, {video['width']}x{video['height']}")
    tools.send("Target.closeTarget", {"targetId": target})


def protocol_pass(browser, directory, pages, cards, videos=None):
    with tempfile.TemporaryDirectory(prefix="poki-chromium-") as profile:
        tools = DevTools(browser, profile)
        try:
            for page in pages:
                url = "file://" + urllib.parse.quote(os.path.join(directory, page))
                target = tools.send("Target.createTarget", {"url": "about:blank"})["targetId"]
                session = tools.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
                tools.send("Page.enable", session=session)
                tools.send("Network.enable", session=session)
                # The pages' own content policy would quietly block an outside address; with it off,
                # any such address is really requested and shows in the log.
                tools.send("Page.setBypassCSP", {"enabled": True}, session=session)
                tools.send("Emulation.setDeviceMetricsOverride",
                           {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": True}, session=session)
                first_event = len(tools.events)
                tools.send("Page.navigate", {"url": url}, session=session)
                tools.wait_for("Page.loadEventFired", session)
                # Scroll through the page so lazily loaded pictures are requested too.
                height = json.loads(tools.send("Runtime.evaluate", {"expression": "JSON.stringify(document.documentElement.scrollHeight)",
                                                                     "returnByValue": True}, session=session)["result"]["value"])
                for y in range(0, height + HEIGHT, HEIGHT):
                    tools.send("Runtime.evaluate", {"expression": f"window.scrollTo(0, {y})"}, session=session)
                    tools.settle(session, quiet=0.2)
                tools.settle(session)
                requests = [event["params"]["request"]["url"] for event in tools.events[first_event:]
                            if event.get("method") == "Network.requestWillBeSent" and event.get("sessionId") == session]
                for request in requests:
                    parsed = urllib.parse.urlsplit(request)
                    # data: addresses are the browser's own (its video controls' icons): they leave nothing.
                    if parsed.scheme == "data":
                        continue
                    if parsed.scheme != "file" or not inside(directory, urllib.parse.unquote(parsed.path)):
                        fail(page, f"requested {request}")
                measured = json.loads(tools.send("Runtime.evaluate", {"expression": MEASURE, "returnByValue": True},
                                                 session=session)["result"]["value"])
                if measured["scrollWidth"] > measured["clientWidth"]:
                    fail(page, f"scrolls sideways at {WIDTH} px: {measured['scrollWidth']} px wide "
                               f"(viewport {measured['clientWidth']} px); too wide: {', '.join(measured['wide'])}")
                if videos is not None and page in videos:
                    check_videos(tools, url, page, videos[page])
                if page == "index.html" and cards is not None and measured["cards"] != cards:
                    fail(page, f"the loaded page has {measured['cards']} cards, expected {cards}")
                print(f"load {page}: {len(requests)} requests, all inside the folder: {not any(page in f for f in failures)}; "
                      f"{measured['scrollWidth']} px wide in a {measured['clientWidth']} px viewport")
                tools.send("Target.closeTarget", {"targetId": target})
        finally:
            tools.close()


def main():
    parser = argparse.ArgumentParser(description="Check an exported web album in headless Chromium.")
    parser.add_argument("directory")
    parser.add_argument("--browser", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--cards", type=int, help="cards index.html must show")
    parser.add_argument("--page", action="append", default=[], help="another page to check, relative to DIRECTORY")
    parser.add_argument("--videos", action="append", default=[], metavar="PAGE=N",
                        help="PAGE must hold N videos, each of which the browser can play")
    parser.add_argument("--screenshots", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "screenshots"))
    arguments = parser.parse_args()
    directory = os.path.realpath(arguments.directory)
    pages = ["index.html"] + arguments.page
    os.makedirs(arguments.screenshots, exist_ok=True)
    videos = {}
    for item in arguments.videos:
        page, _, count = item.rpartition("=")
        videos[page] = int(count)
        if page not in pages:
            pages.append(page)
    command_line_pass(arguments.browser, directory, pages, arguments.screenshots, arguments.cards)
    protocol_pass(arguments.browser, directory, pages, arguments.cards, videos)
    if failures:
        print(f"browser check failed: {len(failures)} problems", file=sys.stderr)
        return 1
    print("browser check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
