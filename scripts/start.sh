#!/bin/sh
# Production start (`npm start`, and the container's command): apply pending migrations,
# add the seed posts that are missing, then replace this shell with the server so that
# SIGTERM reaches node and requests in flight can finish.
set -e
cd "$(dirname "$0")/.."
export NODE_ENV=production
node_modules/.bin/prisma migrate deploy
node server-build/seed.js
exec node server-build/index.js
