# Undangin in one image: the API (compiled to apps/api/dist) serving the built web app and the public
# pages. Build: docker build -t undangin . — run: see compose.yaml, or README "Deploying".

# Node 20 is what the project supports; npm 11 is what the lock file and Vite 8 need.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
RUN npm install --global npm@11.19.1 && npm cache clean --force
# Each workspace's package.json before the sources, so the dependency layers survive code changes.
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/templates/package.json packages/templates/

# Everything the build needs (Vite, esbuild, TypeScript), then the web app and the API bundle.
FROM base AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What the bundle imports at run time: the API's, the shared packages' and the root's production
# dependencies; not the web app's (its build is static files) and no development tools.
FROM base AS production-deps
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace apps/api --workspace packages/shared --workspace packages/templates \
      --include-workspace-root \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
# package.json files say "type": "module" for the bundle.
COPY --from=production-deps /app/package.json ./
COPY --from=production-deps /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The one folder the app writes: the embedded database, local files and the generated JWT secret.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
WORKDIR /app/apps/api
EXPOSE 3000
# The first start migrates the database; a later one on PostgreSQL is ready in seconds.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same command as `npm start` after its build (apps/api/package.json); a test holds them equal.
CMD ["node", "--enable-source-maps", "dist/server.js"]
