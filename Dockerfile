# Vitrine production image (docs/decisions/007-container-and-fly.md).
# Build stage (the Node image): every dependency, the build, then only the production
# dependencies. Runtime stage (Debian slim): Node's binary, those dependencies, the built
# app, pg_dump and pg_restore, run by the unprivileged `node` user. Size figures:
# bench/results/007-container-log.md.
# Verified locally by scripts/container-check.sh; deployed by `fly deploy` (fly.toml).

# Node 24, an LTS supported until April 2028 (docs/decisions/007-container-and-fly.md).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# No Prisma telemetry or update check (its CLI runs here, for `prisma generate`).
ENV CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

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
RUN npm run build

# Production dependencies only: package.json's `dependencies` are what the server bundle
# (scripts/build-server.ts) leaves to node_modules; everything bundled, and the Prisma CLI
# (the server applies migrations itself: server/migrations.ts), is a development
# dependency. Deleting devDependencies before the prune drops what npm would keep as an
# optional peer of a production package (TypeScript).
# libSQL's musl binary (its package declares no libc, so npm installs it) never loads on
# Debian's glibc, nor @zxing/text-encoding (4 MB) but through web-encoding's React Native
# entry. Source maps, of node_modules and of the server bundle, are never read (no
# --enable-source-maps; the build is reproducible: `npm run build` of the same commit writes
# the same maps), nor are TypeScript files in node_modules (types, and sources that Node
# refuses to run from node_modules). Of Prisma's client runtime the server loads client.js
# and the two engines' compiler glue (the WebAssembly is server-build/query-compiler.*.wasm):
# the rest (other databases, the older engines, edge builds: 73 MB) never loads.
RUN npm pkg delete devDependencies \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/@libsql/linux-x64-musl node_modules/@zxing \
 && find node_modules/@prisma/client/runtime -type f ! -name client.js \
      ! -name query_compiler_bg.sqlite.mjs ! -name query_compiler_bg.postgresql.mjs -delete \
 && find node_modules server-build -type f -name '*.map' -delete \
 && find node_modules -type f \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' \) -delete \
 && node -e "require('@libsql/client').createClient({ url: ':memory:' }).execute('select 1')"

# ---------------------------------------------------------------------------------------
# pg_dump and pg_restore, for backups of a PostgreSQL database: Debian's postgresql-client
# installed in the runtime stage would add about 60 MB, mostly Perl for its version-choosing
# wrapper; the two programs themselves need only libpq5 (installed below).
FROM debian:bookworm-slim AS postgresql-client
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*

# ---------------------------------------------------------------------------------------
# Debian slim with Node's binary alone: the Node image's npm, corepack, yarn and C headers
# (about 90 MB) are never used at run time.
FROM debian:bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATABASE_URL=file:/data/vitrine.db

COPY --from=build /usr/local/bin/node /usr/local/bin/
COPY --from=postgresql-client /usr/lib/postgresql/15/bin/pg_dump /usr/lib/postgresql/15/bin/pg_restore /usr/local/bin/
# libpq5 for pg_dump and pg_restore. The `node` user (uid 1000) as in the Node image.
# The SQLite database and its WAL files live on a volume: a Fly volume in production.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libpq5 \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && mkdir -p /data && chown node:node /data \
 && node --version && pg_dump --version && pg_restore --version

# Code and dependencies belong to root (read-only for the app); only /data is writable.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server-build ./server-build
# The migrations of both engines, which the server applies (server/migrations.ts). The seed
# data is bundled into server-build/seed.js.
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
