#!/usr/bin/env bash
# Runs every test of the project on a machine with only Node (20 or 24) and npm: installs what
# the tests need (Chromium, podman from Debian's packages; npm packages), then lint,
# types, migrations, unit tests, the production build, browser tests (on the production
# build, then on the development server) and the container.
# README command 2 and .ci/run run this.
set -euo pipefail
cd "$(dirname "$0")/.."

summary=()
log_dir=$(mktemp -d)
started=$SECONDS

step() {
  local name=$1
  shift
  local t0=$SECONDS
  echo
  echo "=== $name"
  "$@" 2>&1 | tee "$log_dir/$name.log"
  summary+=("$(printf '%-12s %4ss' "$name" $((SECONDS - t0)))")
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Debian packages the tests need (never a browser downloaded by npm): Chromium for the
# browser tests, Ceph RGW for the S3 contract tests, PostgreSQL for the second engine's
# tests, podman and debootstrap for the container check. They install in the background while npm installs (both mostly wait
# on the network); then the container's base image is prepared in the background too.
packages=()
command -v "${CHROMIUM_PATH:-chromium}" >/dev/null 2>&1 || packages+=(chromium fonts-liberation)
for tool in radosgw ceph-mon ceph-osd; do
  command -v "$tool" >/dev/null 2>&1 || { packages+=(radosgw ceph-mon ceph-osd ceph-common); break; }
done
compgen -G "/usr/lib/postgresql/*/bin/postgres" >/dev/null || packages+=(postgresql postgresql-client)
for tool in podman runc debootstrap curl; do
  command -v "$tool" >/dev/null 2>&1 || { packages+=(podman runc debootstrap uidmap slirp4netns fuse-overlayfs curl ca-certificates); break; }
done
apt_pid=
if [ ${#packages[@]} -gt 0 ]; then
  echo "=== installing in the background: ${packages[*]}"
  (
    as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 update -q &&
      as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -q \
        --no-install-recommends "${packages[@]}"
  ) >"$log_dir/apt.log" 2>&1 &
  apt_pid=$!
fi

step install npm install --no-audit --no-fund
if [ -n "$apt_pid" ]; then
  t0=$SECONDS
  wait "$apt_pid" || { tail -30 "$log_dir/apt.log"; echo "installing Debian packages failed"; exit 1; }
  summary+=("$(printf '%-12s %4ss' "apt (wait)" $((SECONDS - t0)))")
fi
bash scripts/container-check.sh --base-only >"$log_dir/container-base.log" 2>&1 &
base_pid=$!
step lint npm run lint --silent
step typecheck npm run typecheck --silent
# PostgreSQL (Debian's, a throwaway cluster): the migrations' check and the tests on the
# second engine (docs/decisions/048). Stopped on exit, with the S3 server.
step pg-server bash scripts/pg-server.sh start
trap 'bash scripts/pg-server.sh stop' EXIT
export TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:${PG_PORT:-5433}/postgres
step migrations npm run db:check --silent
# The media store's contract tests run against a real S3 server (Ceph RGW, from Debian's
# packages): started here, stopped on exit; REQUIRE_S3_TESTS makes its absence a failure.
step s3-server bash scripts/s3-server.sh start
trap 'bash scripts/s3-server.sh stop; bash scripts/pg-server.sh stop' EXIT
S3_TEST_ENDPOINT=127.0.0.1:7480 REQUIRE_S3_TESTS=1 step unit npx vitest run
# PostgreSQL's snapshots go to S3 too (docs/decisions/050).
S3_TEST_ENDPOINT=127.0.0.1:7480 REQUIRE_S3_TESTS=1 TEST_ENGINE=postgresql step unit-pg npx vitest run
bash scripts/s3-server.sh stop
step build npm run build --silent
# Two production servers on one PostgreSQL database (docs/decisions/049): started at once,
# leads through either, a post's page change heard by the other, kill -9, a rolling restart.
step machines npx vitest run --config vitest.machines.config.ts
step e2e npx playwright test
# README command 1: the development server, cold then restarted, in Chromium.
step dev npx playwright test --config playwright.dev.config.ts
wait "$base_pid" || { cat "$log_dir/container-base.log"; echo "preparing the container's base image failed"; exit 1; }
step container bash scripts/container-check.sh

echo
echo "=== summary ($((SECONDS - started))s)"
printf '%s\n' "${summary[@]}"
# The runners' own summary lines (colour codes removed).
sed 's/\x1b\[[0-9;]*m//g' "$log_dir/unit.log" "$log_dir/unit-pg.log" "$log_dir/machines.log" "$log_dir/e2e.log" "$log_dir/dev.log" "$log_dir/container.log" |
  grep -E "^\s*(Test Files|Tests)\s|^\s+[0-9]+ (passed|failed|flaky|skipped)|^container check:" || true
rm -rf "$log_dir"
