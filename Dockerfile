# syntax=docker/dockerfile:1
# The BFF serving the built SPA (docs/OPERATIONS.md, "Docker"). A build stage with the whole
# workspace, then a runtime stage with the production dependencies and the built files only, run
# as the unprivileged `node` user (the default target; a `mock` target keeps the mock world). The
# image runs Node 24 LTS (e2e/tests/runtime-node-24.spec.ts starts the built BFF on that release);
# the code also runs on Node 20 and 22.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /workspace
ENV CI=true
RUN npm install --global --no-fund --no-audit pnpm@10.34.9
# The packages are fetched from the lockfile alone, so this layer is reused until it changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline \
  && pnpm -r --if-present run build \
  && mkdir -p apps/web/dist apps/web/dist-server \
  && pnpm install --frozen-lockfile --offline --prod

# The workspace as built, with its development dependencies back (the mock world among them), for
# docker-compose.yml's mock mode. Never shipped: the image to deploy is the last stage, runtime.
FROM build AS mock
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
RUN pnpm install --frozen-lockfile --offline
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/bff/dist/server.js"]

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# The repository's layout is kept (pnpm links each package's dependencies from the root), so the
# BFF finds the web build at apps/web/dist as it does outside a container. Only the workspace
# packages the BFF needs in production are copied: the mock world (packages/mock-world, a
# development dependency) is not, so the image runs in live mode only.
COPY --from=build /workspace/package.json ./
COPY --from=build /workspace/node_modules ./node_modules
COPY --from=build /workspace/packages/shared/package.json ./packages/shared/
COPY --from=build /workspace/packages/shared/node_modules ./packages/shared/node_modules
COPY --from=build /workspace/packages/shared/dist ./packages/shared/dist
COPY --from=build /workspace/packages/upstream-contract/package.json ./packages/upstream-contract/
COPY --from=build /workspace/packages/upstream-contract/node_modules ./packages/upstream-contract/node_modules
COPY --from=build /workspace/packages/upstream-contract/dist ./packages/upstream-contract/dist
COPY --from=build /workspace/apps/bff/package.json ./apps/bff/
COPY --from=build /workspace/apps/bff/node_modules ./apps/bff/node_modules
COPY --from=build /workspace/apps/bff/dist ./apps/bff/dist
COPY --from=build /workspace/apps/web/dist ./apps/web/dist
# The first screen's renderer (docs/decisions/030): one bundle with its dependencies inside.
COPY --from=build /workspace/apps/web/dist-server ./apps/web/dist-server
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/bff/dist/server.js"]
