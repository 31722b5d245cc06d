# syntax=docker/dockerfile:1.7
#
# One image per deployable, all from the same build:
#   docker build --target api     -t compliance-platform/api:dev .
#   docker build --target worker  -t compliance-platform/worker:dev .
#   docker build --target migrate -t compliance-platform/migrate:dev .
# The api target also serves the built web app (web/dist), so no separate web image is needed.
# Images run the compiled JavaScript (`npm run build`: one ES module per deployable with source maps)
# with plain node; TypeScript, tsx and the `npm start` launcher with its embedded PostgreSQL stay out.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
# The npm cache lives under /tmp so npm also works for the non-root user on a read-only root filesystem.
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false \
    NPM_CONFIG_CACHE=/tmp/.npm

# Manifests only: dependency layers are rebuilt when a manifest or the lockfile changes, not on every source edit.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY prisma/package.json prisma/
COPY core/package.json core/
COPY api/package.json api/
COPY worker/package.json worker/
COPY launcher/package.json launcher/
COPY web/package.json web/

# --ignore-scripts: the root postinstall needs the full source (it generates the Prisma client, done
# explicitly below), and every dependency install script is denied in allowScripts anyway; this keeps the
# result the same whichever npm version the base image ships.
FROM manifests AS deps
RUN --mount=type=cache,target=/tmp/.npm npm ci --ignore-scripts

FROM deps AS build
COPY . .
# Prisma 7 generate only needs the schema engine binary to exist, never to run.
ENV PRISMA_SCHEMA_ENGINE_BINARY=/bin/true
RUN npm run build

# Server workspaces only: the web app ships as built files (web/dist), so its React/MUI tree stays out,
# and the launcher (embedded PostgreSQL, local Redis) is not a dependency of any deployable.
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/tmp/.npm npm ci --omit=dev --ignore-scripts \
      -w @compliance/contracts -w @compliance/db -w @compliance/core -w @compliance/api -w @compliance/worker

FROM base AS runtime
ENV NODE_ENV=production
# Files stay owned by root: the app user can read but never rewrite its own code.
COPY --from=prod-deps /app ./
# Compiled deployables (our workspaces are inside each bundle; third-party packages come from
# node_modules above), the built web app, and what the database package reads at run time.
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/worker/dist worker/dist
COPY --from=build /app/core/dist core/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/prisma/schema.prisma prisma/schema.prisma
COPY --from=build /app/prisma/migrations prisma/migrations
COPY --from=build /app/prisma/reference-data prisma/reference-data
# Probe used by HEALTHCHECK, compose and Kubernetes; the slim image has neither curl nor redis-cli.
#   node /usr/local/lib/compliance/healthcheck.mjs http [/path]  -> GET 127.0.0.1:$PORT/path answers 2xx
#   node /usr/local/lib/compliance/healthcheck.mjs redis         -> PING over $REDIS_URL answers PONG
COPY <<'EOF' /usr/local/lib/compliance/healthcheck.mjs
import net from 'node:net';
import tls from 'node:tls';

const [mode = 'http', path = '/healthz'] = process.argv.slice(2);
const fail = (why) => {
  console.error(`unhealthy: ${why}`);
  process.exit(1);
};
setTimeout(() => fail('timed out'), Number(process.env.HEALTHCHECK_TIMEOUT_MS ?? 4000)).unref();

const probeHttp = async () => {
  const url = `http://127.0.0.1:${process.env.PORT ?? 3000}${path}`;
  const res = await fetch(url).catch((error) => fail(`${url}: ${error.cause?.code ?? error.message}`));
  if (!res.ok) fail(`${url}: HTTP ${res.status}`);
  process.exit(0);
};

const probeRedis = () => {
  if (!process.env.REDIS_URL) fail('REDIS_URL is not set');
  const url = new URL(process.env.REDIS_URL);
  const options = { host: url.hostname, port: Number(url.port || 6379), servername: url.hostname };
  const socket = url.protocol === 'rediss:' ? tls.connect(options) : net.connect(options);
  const command = (...args) =>
    `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const auth = password ? command('AUTH', ...(user ? [user] : []), password) : '';
  let reply = '';
  socket.on('data', (chunk) => {
    reply += chunk;
    if (/^-/m.test(reply)) fail(`redis: ${reply.trim()}`);
    if (reply.includes('+PONG')) process.exit(0);
  });
  socket.on('error', (error) => fail(`redis: ${error.code ?? error.message}`));
  socket.write(auth + command('PING'));
};

if (mode === 'http') await probeHttp();
else if (mode === 'redis') probeRedis();
else fail(`unknown mode '${mode}' (use http or redis)`);
EOF
USER node

FROM runtime AS api
# Where compose keeps its generated signing key (a named volume inherits this owner); Kubernetes
# mounts the key from a Secret instead.
USER root
RUN mkdir -p /var/lib/compliance-keys && chown node:node /var/lib/compliance-keys
USER node
ENV PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "/usr/local/lib/compliance/healthcheck.mjs", "http", "/healthz"]
CMD ["node", "--enable-source-maps", "--min-semi-space-size=16", "--max-semi-space-size=32", "api/dist/server.js"]

FROM runtime AS worker
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "/usr/local/lib/compliance/healthcheck.mjs", "redis"]
CMD ["node", "--enable-source-maps", "--min-semi-space-size=16", "--max-semi-space-size=32", "worker/dist/index.js"]

# One-shot: applies pending migrations, the idempotent reference seed and, on an empty database, the
# bundled watchlists (core/src/cli/prepare-database.ts).
FROM runtime AS migrate
CMD ["node", "--enable-source-maps", "core/dist/prepare-database.js"]
