# Vitrine production image (docs/decisions/007-container-and-fly.md).
# Build stage: every dependency, the build. Runtime stage: node, the production
# dependencies and the built app, run by the unprivileged `node` user.
# Verified locally by scripts/container-check.sh; deployed by `fly deploy` (fly.toml).

# Node 24, an LTS supported until April 2028 (docs/decisions/007-container-and-fly.md).
FROM node:24-bookworm-slim AS base
WORKDIR /app
# No Prisma telemetry or update check: the CLI runs at a start that has migrations to apply.
ENV CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# ---------------------------------------------------------------------------------------
FROM base AS build
# The project's npm, the one that writes package-lock.json: package.json's `allowScripts`
# (Prisma's engine downloads never run) is an npm 11 feature, and the image's npm is the one
# its Node release bundles. No compiler is needed: the SQLite driver (libSQL) and argon2
# ship prebuilt in npm packages.
ARG NPM_VERSION=11.19.1
RUN [ "$(npm --version)" = "$NPM_VERSION" ] || npm install -g --no-audit --no-fund "npm@$NPM_VERSION"

# Dependencies first, so that editing the app does not reinstall them. The postinstall
# script (`prisma generate`) needs the schema and prisma.config.ts, which imports
# server/env-file.js and prisma/database-url.js.
COPY package.json package-lock.json prisma.config.ts ./
COPY server/env-file.js server/
COPY prisma/schema.prisma prisma/database-url.js prisma/
COPY prisma/postgres/schema.prisma prisma/postgres/
COPY patches patches/
# `npm install`, not `npm ci`: the lockfile lacks non-Linux optional packages.
RUN npm install --no-audit --no-fund

COPY . .
# Build, then drop the dev dependencies. prisma, @prisma/client, @prisma/adapter-libsql and
# @libsql/client are production dependencies; the check proves libSQL's prebuilt binary
# for this platform is there.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && node -e "require('@libsql/client').createClient({ url: ':memory:' }).execute('select 1')"

# ---------------------------------------------------------------------------------------
FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATABASE_URL=file:/data/vitrine.db

# libssl3: the Prisma CLI looks for it at every start and warns when it is missing (the WASM
# engine does not use it). The SQLite database and its WAL files live on a volume: a Fly
# volume in production.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libssl3 \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
 && mkdir -p /data && chown node:node /data

# Code and dependencies belong to root (read-only for the app); only /data is writable.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server-build ./server-build
# The migrations of both engines, which the server applies (server/migrations.ts), and what
# the Prisma CLI loads for `prisma migrate status` in a console: its config, its imports, the schema. The seed data is
# bundled into server-build/index.js.
COPY --from=build /app/prisma.config.ts ./
COPY --from=build /app/server/env-file.js ./server/
COPY --from=build /app/prisma/schema.prisma /app/prisma/database-url.js ./prisma/
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/prisma/postgres/migrations ./prisma/postgres/migrations
COPY --from=build /app/scripts/start.sh ./scripts/

VOLUME /data

USER node
EXPOSE 8080

# No curl in the slim image: Node's fetch probes the same route as Fly's check.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

# scripts/start.sh, as `npm start`: `exec node` with the heap sized for a 256 MB machine, so
# that node is the container's main process and SIGTERM reaches it; the server applies
# pending migrations and adds missing seed posts before serving.
CMD ["sh", "scripts/start.sh"]
