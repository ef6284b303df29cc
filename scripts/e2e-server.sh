#!/usr/bin/env bash
# The server the end-to-end tests run against (started by playwright.config.ts, which
# sets DATABASE_URL, SESSION_SECRET, ALTCHA_HMAC_KEY and PORT): the production build, started the way
# production starts (migrations, seed, server), on a database created for this run.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?}" "${SESSION_SECRET:?}" "${ALTCHA_HMAC_KEY:?}" "${PORT:?}"
database="${DATABASE_URL#file:}"
mkdir -p "$(dirname "$database")"
# Its erasure journal too (docs/decisions/040): a new database has no erasures to re-apply.
rm -f "$database" "$database-wal" "$database-shm" "$database.erasures.jsonl"
if [ -n "${MEDIA_DIR:-}" ]; then rm -rf "$MEDIA_DIR"; fi
# `npm start` runs this same script; calling it directly saves starting npm.
exec sh scripts/start.sh
