#!/usr/bin/env bash
# A throwaway certificate authority for the booth servers under their real https host names.
#
#   Tests/HTTPServer/make_test_ca.sh OUTDIR HOST...
#
# Writes, with the `openssl` command alone (EC P-256 keys, so it takes a few milliseconds):
#   OUTDIR/ca.pem, OUTDIR/ca.key          a self-signed CA (CA:true, pathlen 0, keyCertSign)
#   OUTDIR/server.pem, OUTDIR/server.key  one server certificate signed by it, whose
#                                         subjectAltName lists every HOST as a DNS name
#                                         (an IPv4 address as an IP address), for serverAuth
# Both are valid from a day before now to a day after: nothing made here outlives the test
# that made it, and a clock a few hours off does not matter. Prints nothing on success; on
# failure, openssl's messages and exit status 1.
#
# How the booth tests use it (Tests/pokiTests/BoothFlowTests.swift, `withBooths`), inside the
# private mount and network namespace where /etc/hosts sends the booths' hosts to 127.0.0.1:
#
#   hosts=$(python3 Tests/HTTPServer/booths.py --hosts)     # every host the booths answer as
#   printf '127.0.0.1 %s\n' "$hosts" > "$SCRATCH/hosts" && mount --bind "$SCRATCH/hosts" /etc/hosts
#   Tests/HTTPServer/make_test_ca.sh "$SCRATCH/tls" $hosts
#   mkdir "$SCRATCH/certs" && cp "$SCRATCH/tls/ca.pem" "$SCRATCH/certs/ca-certificates.crt"
#   mount --bind "$SCRATCH/certs" /etc/ssl/certs
#   python3 Tests/HTTPServer/booths.py 80 "$FIXTURES" 443 "$SCRATCH/tls/server.pem" "$SCRATCH/tls/server.key" &
#
# poki fetches through libcurl (Debian's libcurl4-openssl), whose default CA file is
# /etc/ssl/certs/ca-certificates.crt (and CA path /etc/ssl/certs): with the directory mounted
# over /etc/ssl/certs, the test CA is the one poki trusts, as it trusts a real CA outside the
# namespace: poki needs no test-only option or environment variable.
# The mount is the namespace's own; the machine's certificates are untouched. Check by hand:
#
#   openssl verify -CAfile OUTDIR/ca.pem OUTDIR/server.pem
#   curl --cacert OUTDIR/ca.pem --resolve api.life4cut.net:8443:127.0.0.1 https://api.life4cut.net:8443/L4C123
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 OUTDIR HOST..." >&2
  exit 2
fi
out=$1
shift

mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

names=()
for host in "$@"; do
  if [[ $host =~ ^[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$ ]]; then names+=("IP:$host"); else names+=("DNS:$host"); fi
done
alt_names=$(IFS=,; echo "${names[*]}")

# A day either side of now, in UTC, as `openssl ca -startdate/-enddate` reads it.
start=$(date -u -d '1 day ago' +%Y%m%d%H%M%SZ)
end=$(date -u -d '1 day' +%Y%m%d%H%M%SZ)

cat > "$work/ca.cnf" <<EOF
[ca]
default_ca = test_ca

[test_ca]
database = $work/index.txt
new_certs_dir = $work
serial = $work/serial
default_md = sha256
policy = any_name
unique_subject = no
copy_extensions = none
email_in_dn = no

[any_name]
commonName = supplied

[req]
distinguished_name = request_name
prompt = no

[request_name]
commonName = unused

[ca_extensions]
basicConstraints = critical, CA:true, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always

[server_extensions]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = $alt_names
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid, issuer
EOF
: > "$work/index.txt"
echo 01 > "$work/serial"

sign() {
  openssl ecparam -name prime256v1 -genkey -noout -out "$work/$1.key" &&
    openssl req -new -config "$work/ca.cnf" -key "$work/$1.key" -subj "/CN=$2" -out "$work/$1.csr" &&
    openssl ca -batch -notext -config "$work/ca.cnf" -startdate "$start" -enddate "$end" -extensions "$3" \
      "${@:4}" -in "$work/$1.csr" -out "$work/$1.pem"
}

if ! {
  sign ca "poki test CA (throwaway)" ca_extensions -selfsign -keyfile "$work/ca.key" &&
    sign server "poki test booth server" server_extensions -cert "$work/ca.pem" -keyfile "$work/ca.key"
} > "$work/log" 2>&1; then
  cat "$work/log" >&2
  exit 1
fi

# ecparam writes SEC1 EC keys; PKCS#8 is what every TLS server reads.
openssl pkey -in "$work/ca.key" -out "$out/ca.key"
openssl pkey -in "$work/server.key" -out "$out/server.key"
chmod 600 "$out/ca.key" "$out/server.key"
cp "$work/ca.pem" "$out/ca.pem"
cp "$work/server.pem" "$out/server.pem"
