#!/usr/bin/env bash
# Two real Syncthing instances on loopback sharing one folder, so that tests can see what poki
# does with what Syncthing really leaves in an album: conflict copies, .stfolder, .stignore.
#
#   Tests/Sync/two_devices.sh start  WORK            start devices A and B, wait until connected
#   Tests/Sync/two_devices.sh pause  WORK            pause the folder on both (each side can change apart)
#   Tests/Sync/two_devices.sh resume WORK            resume the folder on both and rescan both
#   Tests/Sync/two_devices.sh wait   WORK [SECONDS]  wait (default 60 s) until both are in sync
#   Tests/Sync/two_devices.sh stop   WORK            shut both down and wait for them to exit
#
# Everything lives under WORK, which `start` wants new or without a, b, home-a and home-b:
#   WORK/a, WORK/b            the shared folder (folder ID "poki") on device A and on device B;
#                             Syncthing puts its marker directory .stfolder in each
#   WORK/home-a, WORK/home-b  each instance's --home (config.xml, keys, database)
#   WORK/a.pid, WORK/b.pid    the instances' process IDs
#   WORK/a.log, WORK/b.log    their logs
#   WORK/a.env, WORK/b.env    REST URL, API key and device ID, for the other subcommands
#
# Each instance listens only on 127.0.0.1 (GUI/REST and sync, each on a port free at start),
# knows the other by its explicit address, and has global and local discovery, relays, NAT
# traversal, STUN, usage and crash reporting and upgrades all off: nothing leaves the machine.
# The folder is rescanned every 10 s and watched (changes picked up after 1 s).
# In a private network namespace, bring the loopback up first (`ip link set lo up`).
#
# `wait` asks both to scan (the REST scan returns when the scan is done), then waits until both
# are connected, idle, with nothing to pull and the same global counts, and each sees the other
# 100 % complete, and until all of that has held, unchanged, for 2 s (longer than the watcher's
# delay, so a conflict copy that was just made is seen and synced first). It fails at once when
# the folder is paused or an instance has exited. Conflict copies are synced like any file, so
# after `wait` both folders hold the same files (each keeps its own .stignore, which never syncs).
#
# How a conflict is made:
#   two_devices.sh start "$W"; echo base > "$W/a/x.json"; two_devices.sh wait "$W"
#   two_devices.sh pause "$W"; echo 'from a' > "$W/a/x.json"; echo 'from b' > "$W/b/x.json"
#   two_devices.sh resume "$W"; two_devices.sh wait "$W"
#   # now both sides have x.json (the newer write wins) and x.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.json
#   two_devices.sh stop "$W"
#
# What Syncthing 1.19 does in that case: the newer modification time wins and keeps the name on
# both sides; the other version is set aside on the device that held it, as
# x.sync-conflict-<date>-<time>-<ID>.json, where <ID> is the short ID of the device that made the
# WINNING change (the kept file's modifier), not of the one whose content the copy holds; then
# the copy syncs to the other side too.
#
# Needs syncthing (Debian's 1.19 works; see Tests/dependencies.sh), curl and python3 (for JSON
# and XML) and nothing else. Prints nothing on success; on failure a message on stderr and a
# non-zero exit, and a failed or interrupted `start` stops whatever it started. The instances
# write only to their logs, never to start's stdout or stderr, so `$(two_devices.sh start W)`
# returns. Nothing stops them but `stop`: a test stops them in its teardown (stop is quick and
# does nothing when they are not running). Each start takes ports that were free a moment
# before; should one be taken in between, start fails with the instance's log, and can be run
# again in a new WORK.
set -euo pipefail

folder_id=poki
poll=0.5         # seconds between two looks
api_timeout=15   # seconds one REST call may take (`wait` lowers it to what time it has left)
stable_for=2     # seconds the "in sync" state must hold in `wait`

die() { echo "two_devices.sh: $*" >&2; exit 1; }
usage() { echo "usage: $0 start|pause|resume|wait|stop WORK [SECONDS]" >&2; exit 2; }

[ $# -ge 2 ] || usage
command=$1
[ -n "$2" ] || usage
case "$command" in
  start) mkdir -p -- "$2" ;;
  pause|resume|wait|stop) [ -d "$2" ] || die "no work directory $2" ;;
  *) usage ;;
esac
work=$(cd -- "$2" && pwd -P)

# The last lines of a log, for a failure message.
log_tail() {
  local log=$1 lines=()
  [ -f "$log" ] || return 0
  mapfile -t lines < "$log"
  local from=$(( ${#lines[@]} > 15 ? ${#lines[@]} - 15 : 0 ))
  echo "--- last lines of $log:" >&2
  printf '    %s\n' "${lines[@]:from}" >&2
}

# Is the process in WORK/NAME.pid alive, and one of ours (a syncthing with this --home)?
is_ours() {
  local name=$1 pid arg args=()
  [ -f "$work/$name.pid" ] || return 1
  pid=$(<"$work/$name.pid")
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  { mapfile -d '' args < "/proc/$pid/cmdline"; } 2>/dev/null || return 1
  for arg in "${args[@]}"; do
    [ "$arg" != "--home=$work/home-$name" ] || return 0
  done
  return 1
}

# Loads url_X, key_X and id_X for instance X (a or b) from WORK/X.env.
load() {
  local name=$1 field value url='' key='' id=''
  [ -f "$work/$name.env" ] || die "$work/$name.env is missing: was '$0 start $work' run?"
  while IFS='=' read -r field value; do
    case "$field" in
      url) url=$value ;; key) key=$value ;; id) id=$value ;;
    esac
  done < "$work/$name.env"
  if [ -z "$url" ] || [ -z "$key" ] || [ -z "$id" ]; then die "$work/$name.env is incomplete"; fi
  printf -v "url_$name" '%s' "$url"
  printf -v "key_$name" '%s' "$key"
  printf -v "id_$name" '%s' "$id"
}

# api NAME METHOD PATH [JSON BODY]: the response body on stdout; non-zero on an HTTP error
# (the body, usually Syncthing's error text, then goes to stderr) or no answer.
api() {
  local name=$1 method=$2 path=$3 url key
  url=url_$name key=key_$name
  local args=(-sS --max-time "$api_timeout" -X "$method" -H "X-API-Key: ${!key}" -w '\n%{http_code}')
  [ $# -ge 4 ] && args+=(-H 'Content-Type: application/json' --data-binary "$4")
  local out code
  out=$(curl "${args[@]}" "${!url}$path") || return 1
  code=${out##*$'\n'}
  out=${out%$'\n'*}
  if [ "$code" != 200 ]; then
    echo "two_devices.sh: $method $path on $name: HTTP $code: $out" >&2
    return 1
  fi
  printf '%s\n' "$out"
}

# A field of a JSON document: json DOC PYTHON-EXPRESSION-ON-d (printed; true/false for booleans).
json() {
  python3 -c '
import json, sys
d = json.loads(sys.argv[1])
v = eval(sys.argv[2], {"d": d})
print(str(v).lower() if isinstance(v, bool) else v)
' "$1" "$2"
}

stop_instance() {
  local name=$1 pid until
  is_ours "$name" || return 0
  pid=$(<"$work/$name.pid")
  # Asked to shut down, it gets 15 s; one whose REST API does not answer (still starting, or
  # hung) gets a SIGTERM at once, and a SIGKILL 5 s later.
  if [ -f "$work/$name.env" ] && load "$name" && api "$name" POST /rest/system/shutdown >/dev/null 2>&1; then
    until=$((SECONDS + 15))
    while is_ours "$name" && [ $SECONDS -lt $until ]; do sleep 0.2; done
  fi
  if is_ours "$name"; then
    kill -TERM "$pid" 2>/dev/null || true
    until=$((SECONDS + 5))
    while is_ours "$name" && [ $SECONDS -lt $until ]; do sleep 0.2; done
  fi
  if is_ours "$name"; then
    kill -KILL "$pid" 2>/dev/null || true
    until=$((SECONDS + 5))
    while is_ours "$name" && [ $SECONDS -lt $until ]; do sleep 0.2; done
  fi
  ! is_ours "$name" || die "device $name (pid $pid) would not stop"
}

# Fails at once, with its log, if an instance has exited.
check_alive() {
  local name
  for name in "$@"; do
    is_ours "$name" || { log_tail "$work/$name.log"; die "device $name exited (log: $work/$name.log)"; }
  done
}

# One look at both devices: prints "ready FINGERPRINT" or "waiting REASON".
look() {
  local sa sb ca cb na nb
  na=$(api a GET /rest/system/connections 2>&1) || { echo "waiting connections a: $na"; return; }
  nb=$(api b GET /rest/system/connections 2>&1) || { echo "waiting connections b: $nb"; return; }
  sa=$(api a GET "/rest/db/status?folder=$folder_id" 2>&1) || { echo "waiting status a: $sa"; return; }
  sb=$(api b GET "/rest/db/status?folder=$folder_id" 2>&1) || { echo "waiting status b: $sb"; return; }
  ca=$(api a GET "/rest/db/completion?folder=$folder_id&device=$id_b" 2>&1) || { echo "waiting completion a: $ca"; return; }
  cb=$(api b GET "/rest/db/completion?folder=$folder_id&device=$id_a" 2>&1) || { echo "waiting completion b: $cb"; return; }
  python3 -c '
import json, sys
sa, sb, ca, cb, na, nb = (json.loads(x) for x in sys.argv[1:7])
id_a, id_b = sys.argv[7:9]
why = []
for name, s, c, n, other, other_id in (("a", sa, ca, na, "b", id_b), ("b", sb, cb, nb, "a", id_a)):
    if not n.get("connections", {}).get(other_id, {}).get("connected"):
        why.append("%s is not connected to %s" % (name, other))
    if s.get("state") != "idle":
        why.append("%s is %s" % (name, s.get("state") or "not running"))
    if s.get("needTotalItems", 0) or s.get("needBytes", 0):
        why.append("%s needs %s items" % (name, s.get("needTotalItems")))
    if s.get("pullErrors", 0) or s.get("errors", 0):
        why.append("%s has %s pull errors" % (name, s.get("pullErrors", s.get("errors"))))
    if c.get("remoteState", "valid") != "valid":
        why.append("%s sees %s %s" % (name, other, c.get("remoteState")))
    if c.get("completion") != 100 or c.get("needItems", 0) or c.get("needDeletes", 0):
        why.append("%s sees %s %s%% complete" % (name, other, c.get("completion")))
for key in ("globalFiles", "globalDirectories", "globalSymlinks", "globalDeleted", "globalBytes"):
    if sa.get(key) != sb.get(key):
        why.append("%s: a %s, b %s" % (key, sa.get(key), sb.get(key)))
if why:
    print("waiting " + "; ".join(why))
else:
    keys = ("sequence", "localFiles", "localBytes", "globalFiles", "globalBytes", "version")
    print("ready " + json.dumps([[s.get(k) for k in keys] for s in (sa, sb)] +
                                [[c.get("sequence"), c.get("globalBytes")] for c in (ca, cb)]))
' "$sa" "$sb" "$ca" "$cb" "$na" "$nb" "$id_a" "$id_b"
}

# Seconds left until a deadline, at least 1 and at most 15.
left() {
  local n=$(( $1 - SECONDS ))
  echo $(( n < 1 ? 1 : n > 15 ? 15 : n ))
}

# Waits until both devices are in sync and have stayed so for $stable_for seconds.
wait_in_sync() {
  local timeout=$1 deadline=$((SECONDS + $1)) name out
  for name in a b; do
    until api_timeout=$(left "$deadline") && out=$(api "$name" POST "/rest/db/scan?folder=$folder_id" 2>&1); do
      [[ "$out" != *"folder is paused"* ]] || die "the folder is paused on device $name: run '$0 resume $work' first"
      check_alive "$name"
      [ $SECONDS -lt $deadline ] || die "device $name could not scan the folder in ${timeout}s: $out"
      sleep $poll
    done
  done
  local since='' last='' state=''
  while :; do
    check_alive a b
    api_timeout=$(left "$deadline")
    state=$(look)
    if [[ "$state" == ready* ]]; then
      if [ "$state" != "$last" ]; then
        last=$state since=$SECONDS
      elif [ $((SECONDS - since)) -ge $stable_for ]; then
        return 0
      fi
    else
      last='' since=''
    fi
    if [ $SECONDS -ge $deadline ]; then
      [[ "$state" != ready* ]] || state="in sync, but for less than ${stable_for}s"
      die "not in sync after ${timeout}s: ${state#waiting }"
    fi
    sleep $poll
  done
}

cmd_start() {
  local name
  for name in a b home-a home-b; do
    [ ! -e "$work/$name" ] || die "$work/$name exists: start wants a new work directory"
  done
  command -v syncthing >/dev/null || die "syncthing is not installed (Tests/dependencies.sh installs it)"

  started=()
  trap 'status=$?; if [ $status -ne 0 ]; then for n in "${started[@]}"; do stop_instance "$n" || true; done; fi' EXIT
  trap 'exit 130' INT TERM

  mkdir -- "$work/a" "$work/b"
  for name in a b; do
    syncthing generate --home="$work/home-$name" --no-default-folder --skip-port-probing \
      > "$work/$name.log" 2>&1 || { log_tail "$work/$name.log"; die "syncthing generate failed for device $name"; }
  done

  # Four loopback ports, free now (held together while chosen, so they differ).
  local ports=()
  read -ra ports < <(python3 -c '
import socket
held = []
for _ in range(4):
    s = socket.socket(); s.bind(("127.0.0.1", 0)); held.append(s)
print(" ".join(str(s.getsockname()[1]) for s in held))
')
  [ ${#ports[@]} -eq 4 ] || die "could not find free ports"

  # Writes both config.xml files: options, GUI address, the other device and the folder.
  # Prints "NAME URL APIKEY DEVICEID" for each.
  local info
  info=$(python3 - "$work" "$folder_id" "${ports[@]}" <<'PY'
import copy, secrets, string, sys
import xml.etree.ElementTree as ET

work, folder_id = sys.argv[1], sys.argv[2]
gui_port = {"a": sys.argv[3], "b": sys.argv[4]}
sync_port = {"a": sys.argv[5], "b": sys.argv[6]}

trees, ids = {}, {}
for n in "ab":
    trees[n] = ET.parse("%s/home-%s/config.xml" % (work, n))
    ids[n] = trees[n].getroot().find("device").get("id")

def setel(parent, tag, text):
    el = parent.find(tag)
    if el is None:
        el = ET.SubElement(parent, tag)
    el.text = text

for n, other in (("a", "b"), ("b", "a")):
    root = trees[n].getroot()
    for dev in root.findall("device"):
        root.remove(dev)
    for folder in root.findall("folder"):
        root.remove(folder)
    defaults = root.find("defaults")

    opts = root.find("options")
    for tag in ("listenAddress", "globalAnnounceServer"):
        for el in opts.findall(tag):
            opts.remove(el)
    ET.SubElement(opts, "listenAddress").text = "tcp://127.0.0.1:%s" % sync_port[n]
    for tag, value in (
        ("globalAnnounceEnabled", "false"), ("localAnnounceEnabled", "false"),
        ("relaysEnabled", "false"), ("natEnabled", "false"), ("startBrowser", "false"),
        ("urAccepted", "-1"), ("urSeen", "3"), ("autoUpgradeIntervalH", "0"),
        ("crashReportingEnabled", "false"), ("stunKeepaliveStartS", "0"), ("stunServer", ""),
        ("announceLANAddresses", "false"), ("reconnectionIntervalS", "1"),
        ("restartOnWakeup", "false"), ("setLowPriority", "false"),
    ):
        setel(opts, tag, value)
    for el in opts.findall("unackedNotificationID"):
        opts.remove(el)

    gui = root.find("gui")
    gui.set("enabled", "true")
    gui.set("tls", "false")
    setel(gui, "address", "127.0.0.1:%s" % gui_port[n])
    key = "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(32))
    setel(gui, "apikey", key)

    # Both devices, in the order Syncthing writes them: before the GUI element.
    where = list(root).index(gui)
    for i, (dn, address) in enumerate(((n, "dynamic"), (other, "tcp://127.0.0.1:%s" % sync_port[other]))):
        dev = copy.deepcopy(defaults.find("device"))
        dev.set("id", ids[dn])
        dev.set("name", dn.upper())
        for el in dev.findall("address"):
            dev.remove(el)
        addr = ET.Element("address")
        addr.text = address
        dev.insert(0, addr)
        root.insert(where + i, dev)

    folder = copy.deepcopy(defaults.find("folder"))
    folder.set("id", folder_id)
    folder.set("label", folder_id)
    folder.set("path", "%s/%s" % (work, n))
    folder.set("type", "sendreceive")
    folder.set("rescanIntervalS", "10")
    folder.set("fsWatcherEnabled", "true")
    folder.set("fsWatcherDelayS", "1")
    for dev in folder.findall("device"):
        folder.remove(dev)
    for i, dn in enumerate("ab"):
        dev = ET.Element("device", {"id": ids[dn], "introducedBy": ""})
        ET.SubElement(dev, "encryptionPassword").text = ""
        folder.insert(1 + i, dev)
    setel(folder, "paused", "false")
    root.insert(list(root).index(gui), folder)

    trees[n].write("%s/home-%s/config.xml" % (work, n), encoding="unicode")
    print(n, "http://127.0.0.1:%s" % gui_port[n], key, ids[n])
PY
  ) || die "could not write the configuration"

  local url key id
  while read -r name url key id; do
    printf 'url=%s\nkey=%s\nid=%s\n' "$url" "$key" "$id" > "$work/$name.env"
  done <<< "$info"
  load a
  load b

  for name in a b; do
    STMONITORED=yes STNORESTART=1 STNOUPGRADE=1 STNODEFAULTFOLDER=1 \
      syncthing serve --home="$work/home-$name" --no-browser --no-restart --no-upgrade \
        --no-default-folder --logflags=3 --logfile=- \
        >> "$work/$name.log" 2>&1 < /dev/null &
    echo $! > "$work/$name.pid"
    started+=("$name")
  done

  local deadline=$((SECONDS + 60)) out
  # The REST API answers.
  for name in a b; do
    until out=$(api "$name" GET /rest/system/ping 2>/dev/null) && [[ "$out" == *pong* ]]; do
      check_alive a b
      [ $SECONDS -lt $deadline ] || { log_tail "$work/$name.log"; die "device $name's REST API did not answer in 60 s"; }
      sleep $poll
    done
  done
  # Each sees the other connected.
  for name in a b; do
    local other=b
    [ "$name" = a ] || other=a
    local other_id=id_$other
    until out=$(api "$name" GET /rest/system/connections 2>/dev/null) &&
          [ "$(json "$out" "d['connections'].get('${!other_id}', {}).get('connected', False)")" = true ]; do
      check_alive a b
      [ $SECONDS -lt $deadline ] || { log_tail "$work/a.log"; log_tail "$work/b.log"; die "devices not connected after 60 s"; }
      sleep $poll
    done
  done
  # The folder is up and shared both ways.
  wait_in_sync $((deadline - SECONDS > 5 ? deadline - SECONDS : 5))
}

set_paused() {
  local paused=$1 name out
  for name in a b; do
    check_alive "$name"
    out=$(api "$name" PATCH "/rest/config/folders/$folder_id" "{\"paused\": $paused}") ||
      die "could not set paused=$paused on device $name"
  done
}

# scan_until paused|scanning: asks both devices to scan, every 0.2 s for up to 30 s, until each
# refuses with "folder is paused" (paused) or scans (scanning).
scan_until() {
  local want=$1 deadline=$((SECONDS + 30)) name out
  for name in a b; do
    while :; do
      if out=$(api "$name" POST "/rest/db/scan?folder=$folder_id" 2>&1); then
        [ "$want" = scanning ] && break
        out='it still scans'
      elif [ "$want" = paused ] && [[ "$out" == *"folder is paused"* ]]; then
        break
      fi
      check_alive "$name"
      [ $SECONDS -lt $deadline ] || die "device $name is not $want after 30 s: $out"
      sleep 0.2
    done
  done
}

cmd_pause() {
  load a; load b
  set_paused true
  # Paused once the folder has stopped on both: it then has no state and refuses to scan.
  scan_until paused
}

cmd_resume() {
  load a; load b
  set_paused false
  scan_until scanning
}

cmd_wait() {
  local timeout=${1:-60}
  [[ "$timeout" =~ ^[0-9]+$ ]] || usage
  load a; load b
  wait_in_sync "$timeout"
}

cmd_stop() {
  stop_instance a
  stop_instance b
}

shift 2
case "$command" in
  start) cmd_start ;;
  pause) cmd_pause ;;
  resume) cmd_resume ;;
  wait) cmd_wait "$@" ;;
  stop) cmd_stop ;;
esac
