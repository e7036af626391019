# syntax=docker/dockerfile:1
# The Vognpark server with the built app, for one or many instances (deploy/compose.yaml,
# README "Running several instances"). Three stages: build everything, install the server's
# production dependencies alone, then a runtime image with just those, the compiled server, its
# SQL migrations and the built app, running as the unprivileged `node` user.
# Checked by packages/server/test/deploy.test.ts.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: all dependencies (dev included), the kit, the server and the app.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/ui/package.json packages/ui/
COPY packages/server/package.json packages/server/
COPY packages/app/package.json packages/app/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages ./packages
RUN npm run build

# 2. The server's production dependencies only (no kit, no app, no dev tools).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/ui/package.json packages/ui/
COPY packages/server/package.json packages/server/
COPY packages/app/package.json packages/app/
RUN npm ci --omit=dev --workspace @vognpark/server --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force

# 3. Runtime.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /src/packages/server/package.json ./packages/server/package.json
COPY --from=build /src/packages/server/dist ./packages/server/dist
COPY --from=build /src/packages/server/migrations ./packages/server/migrations
COPY --from=build /src/packages/app/dist ./packages/app/dist
# The files stay root's and read-only to the server; it needs no writable folder with DATABASE_URL.
USER node
EXPOSE 3000
# /healthz: the process answers. Balancers should follow /readyz (503 while draining).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "packages/server/dist/main.js"]
