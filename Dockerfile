# Nestly: one image for the API processes (which also serve the built web app).
# Built once (`docker build -t nestly .`); a container starts the build, never builds.
# docs/deploy.md explains every step; these machines cannot pull images, so it is untested here.

# --- build: every dependency, then the web app and the API bundle ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- run: production dependencies only, the build, and the sources the CLIs run from ---
FROM node:20-bookworm-slim AS run
# pg_dump / pg_restore for `npm run backup` and `npm run restore` (the server's major version or newer).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The migrations, the admin commands and the backups run from their sources (through tsx).
COPY packages/shared/src packages/shared/src
COPY apps/api/src apps/api/src
COPY scripts scripts
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "--import", "./apps/api/dist/telemetry.js", "apps/api/dist/server.js"]
