# Build stage: every dependency, the web app built and the server compiled to JavaScript.
FROM node:22-bookworm-slim AS build
WORKDIR /build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Run stage: production dependencies only and the build output, run by node as a non-root user.
FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /build/dist ./dist
# Uploads, portraits and the signing secret (when SIGNING_SECRET is unset) live on this volume.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/status').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: WebSocket clients are told to reconnect elsewhere, requests in flight finish, and the process exits within 10 s.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
