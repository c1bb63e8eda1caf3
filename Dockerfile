# Durham Data Strategy: website + staff CRM.
#   docker build -t dds .
#   docker run -p 3000:3000 -e SESSION_SECRET="$(openssl rand -hex 32)" -v dds-data:/app/data dds
# PostgreSQL instead of the embedded database (required for several instances):
#   docker run ... -e DATABASE_URL=postgres://user:password@db:5432/dds dds
# Staff accounts: docker exec -it <container> npm run admin -- create --email you@example.com
# (with the embedded database, stop the server first or use DATABASE_URL; see README).
# tests/unit/docker-build.test.ts runs these steps without a Docker engine: keep them in sync.

# --- deps: every dependency, for the build ---------------------------------------------------
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --ignore-scripts --no-audit --no-fund

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
FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# --- runtime ------------------------------------------------------------------------------
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json package-lock.json tsconfig.json server.js ./
# Read at run time: migrations (applied on start), page and blog content.
COPY db ./db
COPY content ./content
# `npm run admin` and `npm run db:migrate` run build/cli/ through scripts/cli.js.
COPY scripts ./scripts
# The embedded database and generated files live in the volume, owned by the unprivileged user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# No curl in the slim image: Node's fetch. 503 (database down) or no answer → unhealthy.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# scripts/node-flags.js: a bounded V8 heap.
CMD ["node", "--max-old-space-size=192", "server.js"]
