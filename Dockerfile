# syntax=docker/dockerfile:1
# One image for the api and worker services of docker-compose.yml.

# --- build: install everything, build the server packages (tsc -b) and the console (vite) ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 TURBO_TELEMETRY_DISABLED=1 CI=true
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/server-core/package.json packages/server-core/
COPY packages/testing/package.json packages/testing/
COPY modules/auth/package.json modules/auth/
COPY modules/course/package.json modules/course/
COPY modules/signup/package.json modules/signup/
COPY modules/notify/package.json modules/notify/
COPY modules/infra/package.json modules/infra/
COPY apps/server/package.json apps/server/
COPY apps/console/package.json apps/console/
COPY tests/package.json tests/
# npm ci refuses a lock without other platforms' optional binaries (see .ci/run): then install from it
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npx turbo run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: the built workspaces and production dependencies only ---
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=48080 HOST=0.0.0.0 CONSOLE_DIST=/app/apps/console/dist
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/modules ./modules
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/console/dist ./apps/console/dist
# ./.data: the operation log's spool (LOG_SPOOL_DIR) and local files, written by the unprivileged user
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 48080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/admin-api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
