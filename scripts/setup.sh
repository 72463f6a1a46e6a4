#!/usr/bin/env bash
# Prepares a machine that has only Node 20+ and npm: the pinned pnpm, the workspace's frozen
# install, and the services the test suites talk to (a Redis server). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")

log() { printf '[setup] %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    log "need root for: $*"; return 1
  fi
}

if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  log "installing pnpm $PNPM_VERSION"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

log "pnpm install --frozen-lockfile"
pnpm install --frozen-lockfile --reporter=append-only | grep -vE '^(Progress|Packages):' || true
[ "${PIPESTATUS[0]}" = 0 ] || exit 1

# Redis for the integration suites: REDIS_URL when given, else the standard local port.
redis_url=${REDIS_URL:-redis://127.0.0.1:6379}
redis_hostport=${redis_url#redis://}
redis_hostport=${redis_hostport##*@}
redis_hostport=${redis_hostport%%/*}
redis_host=${redis_hostport%:*}
redis_port=${redis_hostport##*:}
[ "$redis_port" != "$redis_host" ] || redis_port=6379

redis_answers() {
  # A PING over bash's /dev/tcp: no client needed.
  (exec 3<>"/dev/tcp/$redis_host/$redis_port" && printf 'PING\r\n' >&3 && timeout 2 head -c 5 <&3 | grep -q PONG) 2>/dev/null
}

if redis_answers; then
  log "redis answers on $redis_host:$redis_port"
elif [ "$redis_host" = 127.0.0.1 ] || [ "$redis_host" = localhost ]; then
  if ! command -v redis-server >/dev/null 2>&1; then
    log "installing redis-server (apt)"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  fi
  mkdir -p reports
  log "starting redis-server on port $redis_port"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no \
    --dir "$PWD/reports" --logfile "$PWD/reports/redis-server.log"
  for _ in $(seq 1 50); do redis_answers && break; sleep 0.1; done
  redis_answers || { log "redis did not start"; exit 1; }
else
  log "REDIS_URL points at $redis_host:$redis_port, which does not answer"; exit 1
fi

# Debian's Chromium for the browser journeys (Playwright drives it; it never downloads a browser).
chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$chromium_path" ]; then
  log "chromium at $chromium_path"
else
  log "installing chromium (apt)"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
