#!/usr/bin/env bash
# Proves that the production image builds and works: podman-builds the repository's
# Dockerfile, runs it as it runs on Fly.io (SESSION_SECRET, ALTCHA_HMAC_KEY and SITE_URL set, /data volume) and checks
#   - GET /healthz answers 200 {"status":"ok",...} (migrations ran, the database answers),
#   - GET / is the French site (lang="fr") and GET /en the English one (lang="en"),
#   - the container's Node is the Dockerfile's Node LTS, and the native modules (libSQL,
#     argon2) load on it; every package the server bundle leaves to node_modules is there,
#   - pg_dump and pg_restore run,
#   - the server does not run as root,
#   - the image's HEALTHCHECK reports healthy (`podman healthcheck run`),
#   - SIGTERM stops the server cleanly, and a second start on the same volume works
#     (migrations and seed are safe to rerun).
# Prints `container check: OK (...)` on success, with the image's size against the goal of
# decision 007 (IMAGE_GOAL_MB); on failure exits non-zero with the logs.
#
# Made for a Debian 12 machine, as root, without a Docker engine or Docker Hub: only the
# npm registry and the Debian mirror are reachable (docs/decisions/007-container-and-fly.md).
# podman (with runc, cgroupfs), and stand-ins for the Dockerfile's bases, debian:bookworm-slim
# built with debootstrap and node:<LTS>-bookworm-slim, the same with that Node from the npm
# registry's node-linux-<arch> package (the host's Node may be another version), cached
# under $WORK.
#
# usage: bash scripts/container-check.sh
# env:   WORK       state dir (podman storage, cached base image), default /tmp/vitrine-container
#        HOST_PORT  host port published on 127.0.0.1, default 18080
#        IMAGE      tag of the built image, default localhost/vitrine:check
set -euo pipefail

ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
cd "$ROOT"

WORK=${WORK:-/tmp/vitrine-container}
HOST_PORT=${HOST_PORT:-18080}
APP_PORT=8080
IMAGE=${IMAGE:-localhost/vitrine:check}
# The Node major version of the Dockerfile's base image (FROM node:<major>-bookworm-slim).
NODE_MAJOR=$(sed -n 's/^FROM node:\([0-9]*\)-bookworm-slim .*/\1/p' Dockerfile | head -1)
BASE_TAG=docker.io/library/node:$NODE_MAJOR-bookworm-slim
DEBIAN_TAG=docker.io/library/debian:bookworm-slim
# Bump when build_base changes, so that an older cached stand-in is rebuilt.
BASE_REV=5
# The image size that decision 007 aims at (MB, as podman counts: 10^6 bytes).
IMAGE_GOAL_MB=${IMAGE_GOAL_MB:-250}
BASE_TAR=$WORK/node$NODE_MAJOR-bookworm-slim.rev$BASE_REV.tar
LABEL=vitrine.container-check
CTR=vitrine-check-$$
URL=http://127.0.0.1:$HOST_PORT

t0=$SECONDS
log() { printf '\n=== [%(%T)T] %s\n' -1 "$*"; }
die() { echo "container check: FAILED: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "run as root (podman here runs rootful)"
[ -n "$NODE_MAJOR" ] || die "the Dockerfile's base is not FROM node:<major>-bookworm-slim"

# --- 0. tools, from Debian packages -------------------------------------------------------
missing=()
for tool in podman runc debootstrap curl; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]} (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=900 update -q >/dev/null
  apt-get -o DPkg::Lock::Timeout=900 install -y -q --no-install-recommends \
    podman runc debootstrap uidmap slirp4netns fuse-overlayfs curl ca-certificates >/dev/null
fi

# --- 1. private podman config: own storage, runc (crun 1.8 rejects hybrid cgroups), and
#        ulimits that need no CAP_SYS_RESOURCE (podman's default 1048576 does) ------------
mkdir -p "$WORK"/storage "$WORK"/run "$WORK"/tmp
cat > "$WORK/storage.conf" <<EOF
[storage]
driver = "overlay"
graphroot = "$WORK/storage"
runroot = "$WORK/run"
EOF
hn=$(ulimit -Hn); hu=$(ulimit -Hu); [ "$hu" = unlimited ] && hu=32768; [ "$hu" -gt 32768 ] && hu=32768
cat > "$WORK/containers.conf" <<EOF
[containers]
default_ulimits = ["nofile=$hn:$hn", "nproc=$hu:$hu"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
EOF
export CONTAINERS_STORAGE_CONF=$WORK/storage.conf CONTAINERS_CONF=$WORK/containers.conf TMPDIR=$WORK/tmp

# Containers left by an interrupted earlier run (they would hold the port).
stale=$(podman ps -aq --filter "label=$LABEL" 2>/dev/null || true)
[ -z "$stale" ] || podman rm -f -v -t 0 $stale >/dev/null
if curl --noproxy '*' -s -o /dev/null --max-time 2 "$URL/"; then
  die "something already answers on 127.0.0.1:$HOST_PORT; stop it or set HOST_PORT"
fi

# --- 2. stand-ins for debian:bookworm-slim and node:<major>-bookworm-slim (Docker Hub
#        cannot be reached) ----------------------------------------------------------------
# debootstrap minbase with the slim images' apt and dpkg settings (debian:bookworm-slim); then
# Node laid out as the official image: /usr/local, user node (uid 1000), docker-entrypoint.sh.
# Node (binary and C headers) is the newest <major>.x of the npm registry's node-linux-<arch>
# package, which repackages nodejs.org's build (nodejs.org cannot be reached); npm and
# corepack, plain JavaScript, are the host's.
build_base() {
  local node_pkg node_bin node_version npm_dir mods R mirror sec_mirror
  node_pkg=$WORK/node-package; rm -rf "$node_pkg"; mkdir -p "$node_pkg"
  log "node-linux-$(node -p process.arch)@$NODE_MAJOR from the npm registry"
  (cd "$node_pkg" && npm pack -q "node-linux-$(node -p process.arch)@$NODE_MAJOR" >/dev/null) || die "npm pack node-linux-*@$NODE_MAJOR failed"
  tar -C "$node_pkg" -xzf "$node_pkg"/node-linux-*.tgz package/bin/node package/include/node
  node_bin=$node_pkg/package/bin/node
  [ -f "$node_pkg/package/include/node/node.h" ] || die "no Node headers in the node-linux package"
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")   # .../lib/node_modules/npm
  mods=$(dirname "$npm_dir")
  mirror=$(awk '/^URIs:/{print $2}' /etc/apt/sources.list.d/debian.sources 2>/dev/null | grep -v security | head -1 || true)
  sec_mirror=$(awk '/^URIs:/{print $2}' /etc/apt/sources.list.d/debian.sources 2>/dev/null | grep security | head -1 || true)
  mirror=${mirror:-http://deb.debian.org/debian}; sec_mirror=${sec_mirror:-http://deb.debian.org/debian-security}
  R=$WORK/rootfs; rm -rf "$R"
  log "debootstrap minbase bookworm from $mirror (log: $WORK/debootstrap.log)"
  debootstrap --variant=minbase bookworm "$R" "$mirror" >"$WORK/debootstrap.log" 2>&1 \
    || { tail -20 "$WORK/debootstrap.log" >&2; die "debootstrap failed"; }
  rm -rf "$R"/var/cache/apt/archives/*.deb "$R"/var/lib/apt/lists/* "$R"/etc/apt/sources.list
  find "$R/dev" -mindepth 1 -delete
  cat > "$R/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $mirror
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $sec_mirror
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  # apt and dpkg settings of debian:bookworm-slim, which the official image builds on: no
  # package caches, translations, documentation or man pages left in image layers.
  cat > "$R/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
  echo 'Acquire::Languages "none";' > "$R/etc/apt/apt.conf.d/docker-no-languages"
  echo 'Apt::AutoRemove::SuggestsImportant "false";' > "$R/etc/apt/apt.conf.d/docker-autoremove-suggests"
  mkdir -p "$R/etc/dpkg/dpkg.cfg.d"
  cat > "$R/etc/dpkg/dpkg.cfg.d/docker" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/overrides/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/man/*
EOF
  (cd "$R/usr/share" && find doc -mindepth 2 ! -name copyright ! -type d -delete && rm -rf man/* info/* locale/*)
  log "importing $DEBIAN_TAG"
  tar -C "$R" --numeric-owner -cf - . | podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "LABEL $LABEL.base-rev=$BASE_REV" \
    --change 'CMD ["bash"]' - "$DEBIAN_TAG" >/dev/null
  install -m 0755 "$node_bin" "$R/usr/local/bin/node"
  # The official image ships the headers too: native modules build without nodejs.org.
  mkdir -p "$R/usr/local/include"
  cp -a "$node_pkg/package/include/node" "$R/usr/local/include/"
  mkdir -p "$R/usr/local/lib/node_modules"
  cp -a "$npm_dir" "$R/usr/local/lib/node_modules/"
  if [ -d "$mods/corepack" ]; then
    cp -a "$mods/corepack" "$R/usr/local/lib/node_modules/"
    ln -s ../lib/node_modules/corepack/dist/corepack.js "$R/usr/local/bin/corepack"
  fi
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$R/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$R/usr/local/bin/npx"
  chroot "$R" groupadd --gid 1000 node
  chroot "$R" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  cat > "$R/usr/local/bin/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
EOF
  chmod 0755 "$R/usr/local/bin/docker-entrypoint.sh"
  # Runs in the Debian it will run on (shared libraries present)?
  node_version=$(env -i PATH=/usr/local/bin:/usr/bin:/bin "$(command -v chroot)" "$R" node --version) \
    || die "the packaged Node does not run on Debian bookworm"
  [[ $node_version == v$NODE_MAJOR.* ]] || die "the packaged Node is $node_version, expected v$NODE_MAJOR"
  rm -rf "$node_pkg"
  log "importing $BASE_TAG (Node $node_version)"
  tar -C "$R" --numeric-owner -cf - . | podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "ENV NODE_VERSION=${node_version#v}" \
    --change "LABEL $LABEL.base-rev=$BASE_REV" \
    --change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
    --change 'CMD ["node"]' - "$BASE_TAG" >/dev/null
  rm -f "$WORK"/node*-bookworm-slim.rev*.tar
  # A stand-in for another Node version (the Dockerfile's before) goes once nothing uses it.
  podman images --format '{{.Repository}}:{{.Tag}}' --filter reference=docker.io/library/node \
    | { grep -vxF "$BASE_TAG" || true; } | xargs -r -I{} podman untag {} {}
  # Cache for the next run (even if storage is wiped): both images, one archive.
  podman save -q -m -o "$BASE_TAR" "$DEBIAN_TAG" "$BASE_TAG"
  rm -rf "$R"
}
base_rev=$(podman image inspect -f "{{index .Labels \"$LABEL.base-rev\"}}" "$BASE_TAG" 2>/dev/null || true)
debian_rev=$(podman image inspect -f "{{index .Labels \"$LABEL.base-rev\"}}" "$DEBIAN_TAG" 2>/dev/null || true)
if [ "$base_rev" != "$BASE_REV" ] || [ "$debian_rev" != "$BASE_REV" ]; then
  if [ -f "$BASE_TAR" ]; then log "loading cached base image $BASE_TAR"; podman load -q -i "$BASE_TAR" >/dev/null
  else build_base; fi
fi

# With --base-only the check stops here: the test runner prepares the base image in the
# background while other tests run, and calls the full check later.
if [ "${1:-}" = --base-only ]; then
  log "base image ready"
  exit 0
fi

# --- 3. build the Dockerfile unchanged ----------------------------------------------------
# npm in RUN steps uses the host's registry and trusts the host's CA (the registry may sit
# behind a proxy with its own CA): a global npmrc and the CA bundle are bind-mounted during
# RUN steps only, never committed to the image.
CA=${NODE_EXTRA_CA_CERTS:-${SSL_CERT_FILE:-/etc/ssl/certs/ca-certificates.crt}}
[ -f "$CA" ] || CA=/etc/ssl/certs/ca-certificates.crt
REGISTRY=$(npm config get registry 2>/dev/null || echo https://registry.npmjs.org/)
printf 'registry=%s\ncafile=/run/ci-ca/ca.crt\n' "$REGISTRY" > "$WORK/build-npmrc"
log "podman build -t $IMAGE $ROOT (registry $REGISTRY)"
tb=$SECONDS
# --format docker: the OCI format has no HEALTHCHECK. Layers are cached: a warm run
# rebuilds only what changed.
podman build --pull=never --format docker --layers -f Dockerfile \
  -v "$WORK/build-npmrc:/usr/local/etc/npmrc:ro" -v "$CA:/run/ci-ca/ca.crt:ro" \
  -t "$IMAGE" . || die "podman build failed (see above)"
# Tag the build stage too (cached: about a second), so that pruning the images this run
# superseded keeps the layer cache for the next run.
podman build --pull=never --format docker --layers -q --target build -f Dockerfile \
  -v "$WORK/build-npmrc:/usr/local/etc/npmrc:ro" -v "$CA:/run/ci-ca/ca.crt:ro" \
  -t "$IMAGE-build" . >/dev/null
podman image prune -f >/dev/null
build_s=$((SECONDS - tb))
size=$(podman image inspect -f '{{.Size}}' "$IMAGE")
size_mb=$((size / 1000000))
if [ "$size_mb" -le "$IMAGE_GOAL_MB" ]; then size_goal="goal <= $IMAGE_GOAL_MB MB met"
else size_goal="goal <= $IMAGE_GOAL_MB MB NOT met: $((size_mb - IMAGE_GOAL_MB)) MB over"; fi
echo "build took ${build_s}s; image $IMAGE is ${size_mb} MB ($size_goal)"

# --- 4. run it as Fly.io does and probe it ------------------------------------------------
cleanup() {
  local rc=$?
  if podman container exists "$CTR" 2>/dev/null; then
    if [ "$rc" != 0 ]; then echo "--- container log ($CTR)" >&2; podman logs "$CTR" >&2 || true; fi
    podman rm -f -v -t 0 "$CTR" >/dev/null 2>&1 || true   # -v: its anonymous /data volume too
  fi
  exit "$rc"
}
trap cleanup EXIT

# podman, minus the errors of its healthcheck timer on a host without systemd (the check
# below runs the healthcheck itself).
pm() {
  local err rc=0
  err=$(mktemp -p "$WORK/tmp")
  podman "$@" 2>"$err" || rc=$?
  grep -v 'systemd connection' "$err" >&2 || true
  rm -f "$err"
  return "$rc"
}

SECRET=$(od -An -tx1 -N24 /dev/urandom | tr -d ' \n')   # 48 hex characters
log "podman run -p 127.0.0.1:$HOST_PORT:$APP_PORT $IMAGE"
pm run -d --name "$CTR" --label "$LABEL=1" -p "127.0.0.1:$HOST_PORT:$APP_PORT" \
  -e SESSION_SECRET="$SECRET" -e ALTCHA_HMAC_KEY="$SECRET" -e SITE_URL="$URL" "$IMAGE" >/dev/null

# Waits for /healthz to answer 200 with "status":"ok"; prints the seconds it took.
wait_healthy() {
  local start=$SECONDS body
  for _ in $(seq 1 120); do
    if body=$(curl --noproxy '*' -fsS --max-time 2 "$URL/healthz" 2>/dev/null) && [[ $body == *'"status":"ok"'* ]]; then
      echo "healthz: $body" >&2; echo $((SECONDS - start)); return 0
    fi
    [ "$(podman inspect -f '{{.State.Running}}' "$CTR")" = true ] || die "the container exited (code $(podman inspect -f '{{.State.ExitCode}}' "$CTR"))"
    sleep 0.5
  done
  die "no 200 with \"status\":\"ok\" from $URL/healthz within 60 s (last answer: ${body:-none})"
}
start_s=$(wait_healthy)

# page PATH NEEDLE: the page answers 200 and its HTML contains NEEDLE.
page() {
  local out code
  out=$(curl --noproxy '*' -sS -L --max-time 10 -w '\n%{http_code}' "$URL$1") || die "GET $1: no answer"
  code=${out##*$'\n'}
  [ "$code" = 200 ] || die "GET $1 answered $code, expected 200"
  [[ $out == *"$2"* ]] || die "GET $1: '$2' not found in the page"
  echo "GET $1: 200, contains $2"
}
page / 'lang="fr"'
page /en 'lang="en"'

# The Node that serves is the Dockerfile's LTS, and the native modules installed by the
# build stage load on it (N-API binaries of libSQL and argon2, from npm packages).
node_version=$(podman exec "$CTR" node --version)
[[ $node_version == v$NODE_MAJOR.* ]] || die "the container runs Node $node_version, expected v$NODE_MAJOR (the Dockerfile's base)"
podman exec "$CTR" node -e "
  require('@libsql/client').createClient({ url: ':memory:' }).execute('select 1')
    .then(() => require('@node-rs/argon2').hash('check'))
    .then((hash) => process.exit(hash.startsWith('\$argon2id\$') ? 0 : 1), () => process.exit(1))" \
  || die "libSQL or argon2 does not load on Node $node_version"
echo "node: $node_version (the Dockerfile's node:$NODE_MAJOR-bookworm-slim); libSQL and argon2 load"

# The image keeps only production dependencies (decision 007): every package that the
# server bundle imports from node_modules (a bare import, import() or require() in
# server-build/ and build/server/) must resolve there, even those loaded only on a rare
# path. Vite (development only) and pg-native (pg's optional binding) are never loaded.
read -r -d '' bundle_imports <<'EOF' || true
import { readdirSync, readFileSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
const require = createRequire(import.meta.url);
const optional = new Set(["vite", "pg-native"]);
const names = new Set();
for (const dir of ["server-build", "build/server"])
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".js")))
    for (const [, a, b] of readFileSync(`${dir}/${file}`, "utf8").matchAll(/(?<![\w$.])(?:from|import)\s*\(?\s*"([^"]+)"|require\s*\(\s*"([^"]+)"/g)) {
      const spec = a ?? b;
      if (/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w.@/-]*)?$/.test(spec) && !isBuiltin(spec)) names.add(spec);
    }
const missing = [...names].filter((spec) => {
  if (optional.has(spec)) return false;
  try { require.resolve(spec); return false; } catch {}
  try { import.meta.resolve(spec); return false; } catch { return true; }
});
console.log([...names].sort().join(" "));
if (missing.length) { console.error("missing: " + missing.join(" ")); process.exit(1); }
EOF
externals=$(podman exec -w /app "$CTR" node --input-type=module -e "$bundle_imports") \
  || die "a package the server bundle imports is not in the image's node_modules"
echo "node_modules: has every package the bundle imports ($externals)"

for tool in pg_dump pg_restore; do
  podman exec "$CTR" "$tool" --version >/dev/null || die "$tool does not run in the image"
done
echo "PostgreSQL backups: $(podman exec "$CTR" pg_dump --version), pg_restore"

uid=$(podman exec "$CTR" id -u)
pid1_uid=$(podman exec "$CTR" awk '/^Uid:/{print $2}' /proc/1/status)
[ "$uid" != 0 ] && [ "$pid1_uid" != 0 ] || die "runs as root (exec uid $uid, pid 1 uid $pid1_uid)"
# Its command line, not its name: Node 24 names its main thread "MainThread".
pid1=$(podman exec "$CTR" cat /proc/1/cmdline | tr '\0' ' ')
[[ $pid1 == node\ * ]] || die "pid 1 is not node: $pid1"
echo "user: uid $uid; pid 1 is '${pid1%% *}' (uid $pid1_uid)"

health_s=$(podman inspect -f '{{.Config.Healthcheck}}' "$CTR")
[ -n "$health_s" ] && [ "$health_s" != '<nil>' ] || die "the image has no HEALTHCHECK"
podman healthcheck run "$CTR" >/dev/null || die "podman healthcheck run: unhealthy"
echo "podman healthcheck run: healthy"

# SIGTERM must reach node (pid 1, through `exec`): it closes the server and exits 0
# well before podman's 10 s SIGKILL.
ts=$SECONDS
pm stop -t 10 "$CTR" >/dev/null
stop_s=$((SECONDS - ts)); code=$(podman inspect -f '{{.State.ExitCode}}' "$CTR")
[ "$code" = 0 ] && [ "$stop_s" -lt 9 ] || die "SIGTERM: exit code $code after ${stop_s}s (expected 0, quickly)"
[[ $(podman logs "$CTR" 2>&1) == *'SIGTERM received'* ]] || die "SIGTERM did not reach the server"
echo "SIGTERM: clean exit in ${stop_s}s"

# Second start on the same /data volume: no migration is pending (the server says so and
# applies nothing), and the seed adds nothing.
pm start "$CTR" >/dev/null
restart_s=$(wait_healthy)
[[ $(podman logs "$CTR" 2>&1) == *'No pending migrations'* ]] || die "second start: expected 'No pending migrations'"
echo "second start on the same volume: healthy in ${restart_s}s"

echo "--- container log"; podman logs "$CTR"

echo
echo "container check: OK (Node $node_version, image ${size_mb} MB ($size_goal), build ${build_s}s, healthy ${start_s}s after start, restart ${restart_s}s, total $((SECONDS - t0))s)"
