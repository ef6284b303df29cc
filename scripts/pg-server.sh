#!/usr/bin/env bash
# A real PostgreSQL for the tests on the second engine (docs/decisions/048): a throwaway
# cluster of Debian's PostgreSQL (installed when missing) on 127.0.0.1:${PG_PORT:-5433},
# its data in a temporary folder, durability off (fsync) as a test server may have it;
# PG_OPTIONS adds server settings that win over those ("-c fsync=on ...": the benchmark's).
#   bash scripts/pg-server.sh start   # prints "PostgreSQL ready: <url>"
#   bash scripts/pg-server.sh stop
# The URL of its maintenance database: postgresql://postgres@127.0.0.1:$PG_PORT/postgres.
set -euo pipefail
D=${PG_SERVER_DIR:-${TMPDIR:-/tmp}/vitrine-postgres}
PORT=${PG_PORT:-5433}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

bin_dir() {
  local version
  version=$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)
  [ -n "$version" ] && [ -x "/usr/lib/postgresql/$version/bin/postgres" ] && echo "/usr/lib/postgresql/$version/bin"
}

# Runs a PostgreSQL program as the cluster's owner: PostgreSQL refuses to run as root.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "${1:-start}" = stop ]; then
  if BIN=$(bin_dir) && [ -f "$D/data/postmaster.pid" ]; then
    as_owner "$BIN/pg_ctl" -D "$D/data" -m fast -w stop >/dev/null || true
  fi
  rm -rf "$D"
  exit 0
fi

if ! BIN=$(bin_dir); then
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 update -q >/dev/null
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -q \
    --no-install-recommends postgresql postgresql-client >/dev/null
  BIN=$(bin_dir)
fi

# A cluster left by an earlier run is stopped and wiped: each start is a new, empty one.
if [ -f "$D/data/postmaster.pid" ]; then as_owner "$BIN/pg_ctl" -D "$D/data" -m immediate -w stop >/dev/null || true; fi
rm -rf "$D"
mkdir -p "$D"
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$D"
as_owner "$BIN/initdb" -D "$D/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$D/initdb.log"
as_owner "$BIN/pg_ctl" -D "$D/data" -l "$D/server.log" -w -t 60 start -o \
  "-h 127.0.0.1 -p $PORT -k $D -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 ${PG_OPTIONS:-}" \
  >/dev/null
echo "PostgreSQL ready: postgresql://postgres@127.0.0.1:$PORT/postgres"
