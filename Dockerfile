# Durham Data Strategy: website + staff CRM. How to run it (one container on the embedded
# database, or compose.yaml with PostgreSQL 17), make the first staff account, upgrade and back up:
# docs/deploy.md, "Deploying with Docker".
# tests/unit/docker-build.test.ts runs these steps without a Docker engine: keep them in sync.

# --- deps: every dependency, for the build ---------------------------------------------------
FROM node:26-bookworm-slim AS deps
# npm prints no update or funding notices into build or container logs.
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# --ignore-scripts: no install scripts run. So the dev dependency `node` (which pins the Node of npm
# scripts on a workstation) downloads no second Node binary: the image's Node 26 runs everything.
# npm links no node_modules/.bin/node without that binary; the rm makes sure no `node` resolves
# there.
RUN npm ci --ignore-scripts && rm -f node_modules/.bin/node

# --- build: the production bundle (build/server, build/client, build/cli) --------------------
FROM deps AS build
COPY app ./app
COPY content ./content
COPY db ./db
COPY public ./public
COPY scripts ./scripts
COPY vite.config.ts react-router.config.ts tsconfig.json ./
RUN npm run build

# --- prod-deps: production dependencies only ------------------------------------------------
FROM node:26-bookworm-slim AS prod-deps
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts

# --- runtime ------------------------------------------------------------------------------
FROM node:26-bookworm-slim AS runtime
# LOGLEVEL=warn: `npm run admin` in the container prints what the command says, not npm's
# notices about the script it runs.
# MALLOC_ARENA_MAX=2: scripts/node-flags.js says why (SERVER_ENV).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    NPM_CONFIG_LOGLEVEL=warn \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json package-lock.json tsconfig.json server.js ./
# Read at run time: migrations (applied on start), page and blog content.
COPY db ./db
COPY content ./content
# `npm run admin` and `npm run db:migrate` run build/cli/ through scripts/cli.js; the HEALTHCHECK
# is scripts/healthcheck.js.
COPY scripts ./scripts
# The embedded database lives in the volume, owned by the unprivileged user (a new named volume
# takes this owner; a bind-mounted host directory must be writable by uid 1000). /app/backups is
# for a second volume holding the backups (BACKUP_DIR=/app/backups).
RUN mkdir -p /app/data /app/backups && chown node:node /app/data /app/backups
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# /healthz where HOST and PORT say the server listens. 503 (database down) or no answer → unhealthy.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "scripts/healthcheck.js"]
# scripts/node-flags.js: a bounded V8 heap, the embedded database on the baseline compiler.
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=2", "--liftoff-only", "server.js"]
