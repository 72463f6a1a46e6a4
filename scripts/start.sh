#!/usr/bin/env bash
# Starts the product on a machine that has only Node 20+ and npm (`npm start` runs this): the
# pinned pnpm and the workspace's frozen install when they are missing, a production build of
# every package (the shared package, the upstream contract, the mock world the BFF loads in mock
# mode, the BFF, the web app; pnpm builds them in dependency order), then the built BFF. Defaults: mock
# upstreams, http://localhost:3000, the cache and sessions in memory unless REDIS_URL is set;
# every BFF variable may be set in the environment (README, "Configuration").
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '[start] %s\n' "$*" >&2; }

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")

# The pinned pnpm when it is installed; otherwise npm runs it from its cache, which needs no
# global install (and so no root).
if [ "$(pnpm --version 2>/dev/null || true)" = "$PNPM_VERSION" ]; then
  run_pnpm() { pnpm "$@"; }
else
  log "pnpm $PNPM_VERSION is not installed: running it through npm exec"
  run_pnpm() { npm exec --yes --no-fund --no-audit -- "pnpm@$PNPM_VERSION" "$@"; }
fi

# A fresh clone, or a lockfile changed since the last install.
if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  log "pnpm install --frozen-lockfile"
  run_pnpm install --frozen-lockfile --reporter=append-only
fi

# START_BUILD_FILTER narrows the build to some packages (a pnpm filter, e.g. '@casino/bff...').
log "building"
if [ -n "${START_BUILD_FILTER:-}" ]; then
  run_pnpm -r --if-present --filter "$START_BUILD_FILTER" run build
else
  run_pnpm -r --if-present run build
fi

export UPSTREAM_MODE=${UPSTREAM_MODE:-mock}
export PORT=${PORT:-3000}
export NODE_ENV=${NODE_ENV:-production}
log "the BFF in $UPSTREAM_MODE mode on port $PORT"
exec node apps/bff/dist/server.js
