# Multi-stage build of the one-origin app (web client + API) for production (README "Production").
# Node 24 LTS (Node 20 reached end of life in April 2026; the code still runs on 20.19+, package.json "engines").
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
# node_modules/@odance/contract links to packages/contract: the built server imports its dist/ (the web app
# compiled its source into client/dist).
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/migrations migrations
# `npm run migrate` in the image runs the build (the dev tools are pruned): docker-compose.yml's migrate service.
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
CMD ["node", "--max-semi-space-size=32", "server/dist/main.js"]
