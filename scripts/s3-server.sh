#!/usr/bin/env bash
# A real S3 server for the media store's contract tests: a throwaway single-node Ceph RADOS
# Gateway on 127.0.0.1:${RGW_PORT:-7480}, data in RAM, from Debian packages (installed when
# missing). No MinIO server can be installed here; s3rver is a fake (no conditional puts).
#   bash scripts/s3-server.sh start   # prints nothing else but "RGW ready ..."
#   bash scripts/s3-server.sh stop
# Adapted from the shared recipe (recipes/ceph-rgw-s3.sh).
set -euo pipefail
D=${S3_SERVER_DIR:-${TMPDIR:-/tmp}/vitrine-ceph-rgw}
PORT=${RGW_PORT:-7480}
MONPORT=${MON_PORT:-6789}
ACCESS=${S3_TEST_ACCESS_KEY:-MEDIAACCESSKEY123456}
SECRET=${S3_TEST_SECRET_KEY:-mediasecretkey1234567890abcdefghijklmnop}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

stop() {
  # rgw, then osd, then mon: each by the pid this script recorded.
  for name in rgw osd mon; do
    for file in "$D"/run/"$name"-*.fgpid; do
      [ -f "$file" ] || continue
      pid=$(cat "$file")
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      rm -f "$file"
    done
  done
}

if [ "${1:-start}" = stop ]; then
  stop
  exit 0
fi

# Ceph's first start now and then failed on a fresh cluster (the OSD told 'wrong fsid' by
# the monitor it was just registered with; three times in a row once): the OSD no longer
# updates CRUSH itself at start (below), and a failed start is still stopped and wiped,
# then tried afresh, up to three times.
if [ -z "${S3_SERVER_ATTEMPT:-}" ]; then
  for attempt in 1 2 3; do
    if S3_SERVER_ATTEMPT=$attempt bash "$0" start; then exit 0; fi
    echo "Ceph: start attempt $attempt failed" >&2
  done
  exit 1
fi

if ! command -v radosgw >/dev/null || ! command -v ceph-mon >/dev/null || ! command -v ceph-osd >/dev/null; then
  echo "=== installing Ceph RGW from Debian's packages"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 update -q >/dev/null
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -q --no-install-recommends \
    radosgw ceph-mon ceph-osd ceph-common >/dev/null
fi

stop
rm -rf "$D"
mkdir -p "$D"/{run,log,mon,osd,rgw}
cd "$D"
FSID=$(cat /proc/sys/kernel/random/uuid)
cat >ceph.conf <<CONF
[global]
fsid = $FSID
mon_host = [v1:127.0.0.1:$MONPORT]
mon_initial_members = a
public_network = 127.0.0.0/8
auth_cluster_required = none
auth_service_required = none
auth_client_required = none
ms_bind_ipv6 = false
osd_pool_default_size = 1
osd_pool_default_min_size = 1
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
osd_pool_default_pg_autoscale_mode = off
mon_allow_pool_size_one = true
mon_warn_on_pool_no_redundancy = false
osd_crush_chooseleaf_type = 0
# The OSD's own CRUSH updates at start race its first monitor map (the monitor refuses
# them: 'wrong fsid', the OSD stops); the script places it in the map itself instead.
osd_crush_update_on_start = false
osd_class_update_on_start = false
run_dir = $D/run
admin_socket = $D/run/\$name.asok
log_file = $D/log/\$name.log
pid_file = $D/run/\$name.pid
keyring = $D/keyring
mon_data = $D/mon/\$id
osd_data = $D/osd/\$id
osd_objectstore = memstore
memstore_device_bytes = 1073741824
osd_max_object_name_len = 256
osd_max_object_namespace_len = 64

[client.rgw.a]
rgw_frontends = beast endpoint=127.0.0.1:$PORT
rgw_data = $D/rgw
CONF
C=(-c "$D/ceph.conf")
wait_for() {
  local what=$1
  shift
  for _ in $(seq 600); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.1
  done
  echo "Ceph: $what did not start (logs in $D/log)" >&2
  stop
  exit 1
}
ceph-authtool --create-keyring keyring --gen-key -n mon. --cap mon 'allow *' >/dev/null
monmaptool --create --addv a "[v1:127.0.0.1:$MONPORT]" --fsid "$FSID" monmap >/dev/null
ceph-mon "${C[@]}" --mkfs -i a --monmap monmap --keyring keyring
ceph-mon "${C[@]}" -i a -f >log/mon-stdout.log 2>&1 &
echo $! >run/mon-a.fgpid
wait_for monitor timeout 5 ceph "${C[@]}" mon stat

OSDUUID=$(cat /proc/sys/kernel/random/uuid)
ID=$(ceph "${C[@]}" osd new "$OSDUUID")
ceph "${C[@]}" osd crush add "osd.$ID" 1.0 root=default host=localhost >/dev/null 2>&1
mkdir -p "osd/$ID"
ceph-osd "${C[@]}" -i "$ID" --mkfs --osd-uuid "$OSDUUID" >log/osd-mkfs.log 2>&1
ceph-osd "${C[@]}" -i "$ID" -f >log/osd-stdout.log 2>&1 &
echo $! >"run/osd-$ID.fgpid"
wait_for OSD sh -c "ceph -c '$D/ceph.conf' osd stat 2>/dev/null | grep -q ' 1 up'"

radosgw "${C[@]}" -n client.rgw.a -f >log/rgw-stdout.log 2>&1 &
echo $! >run/rgw-a.fgpid
wait_for gateway sh -c "[ \"\$(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:$PORT/)\" = 200 ]"
radosgw-admin "${C[@]}" user create --uid=media --display-name=media \
  --access-key="$ACCESS" --secret-key="$SECRET" >/dev/null
echo "RGW ready on 127.0.0.1:$PORT"
