#!/bin/sh
# Production start (`npm start`, and the container's command): the server applies pending
# migrations (server/migrations.ts) and adds the seed posts that are
# missing, then serves (server/prepare-database.ts). `exec` replaces this shell with node
# so that SIGTERM reaches it and requests in flight can finish.
#
# Heap sized for a 256 MB machine: old space at most 96 MB (the app uses about 40 MB;
# V8 collects harder as it nears the limit instead of growing), and 2 MB semi-spaces
# instead of 16 (the young generation is most of the peak under load).
#
# glibc's allocator (measured, docs/decisions/026): each thread (libuv's pool compressing pages, V8's
# compiler threads) gets an arena of its own, and a freed block of 128 KB or more raises
# the size under which blocks come from an arena, whose freed memory is never given back.
# Two arenas and a fixed threshold (blocks of 128 KB or more mapped, and unmapped when
# freed; an arena's free top of 128 KB or more returned) take about 25 MB off the idle
# and peak RSS.
set -e
export MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072
cd "$(dirname "$0")/.."
export NODE_ENV=production
exec node --max-old-space-size=96 --max-semi-space-size=2 server-build/index.js --prepare-database
