#!/usr/bin/env bash
# Runs every test of the project on a machine with only Node 20 and npm: installs what
# the tests need (Chromium, podman from Debian's packages; npm packages), then lint,
# types, migrations, unit tests, the production build, browser tests and the container.
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

# Debian packages the browser tests need (never a browser downloaded by npm).
if ! command -v "${CHROMIUM_PATH:-chromium}" >/dev/null 2>&1; then
  echo "=== installing Debian's chromium"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -q --no-install-recommends chromium fonts-liberation >/dev/null
fi

step install npm install --no-audit --no-fund
step lint npm run lint --silent
step typecheck npm run typecheck --silent
step migrations npm run db:check --silent
# The media store's contract tests run against a real S3 server (Ceph RGW, from Debian's
# packages): started here, stopped on exit; REQUIRE_S3_TESTS makes its absence a failure.
step s3-server bash scripts/s3-server.sh start
trap 'bash scripts/s3-server.sh stop' EXIT
S3_TEST_ENDPOINT=127.0.0.1:7480 REQUIRE_S3_TESTS=1 step unit npx vitest run
bash scripts/s3-server.sh stop
step build npm run build --silent
step e2e npx playwright test
step container bash scripts/container-check.sh

echo
echo "=== summary ($((SECONDS - started))s)"
printf '%s\n' "${summary[@]}"
# The runners' own summary lines (colour codes removed).
sed 's/\x1b\[[0-9;]*m//g' "$log_dir/unit.log" "$log_dir/e2e.log" "$log_dir/container.log" |
  grep -E "^\s*(Test Files|Tests)\s|^\s+[0-9]+ (passed|failed|flaky|skipped)|^container check:" || true
rm -rf "$log_dir"
