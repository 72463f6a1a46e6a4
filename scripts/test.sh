#!/usr/bin/env bash
# Runs every check and every test suite of the workspace, then prints the totals computed from
# the test runners' own reports. Its last line is `N passed, N failed`; it exits non-zero on any
# failure. A suite added later registers itself here with `suite`.
set -uo pipefail
cd "$(dirname "$0")/.."

[ "${CASINO_SETUP_DONE:-}" = 1 ] || bash scripts/setup.sh || {
  echo "setup failed"
  echo "0 passed, 1 failed"
  exit 1
}

export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
reports=reports
rm -rf "$reports/results"
mkdir -p "$reports/results"

# The whole seconds since START (a `date +%s`).
seconds_since() {
  echo $(($(date +%s) - $1))
}

# check NAME COMMAND...: a step without a report of its own (typecheck, lint, format).
check() {
  local name=$1 start status seconds
  shift
  printf '\n=== %s\n' "$name"
  start=$(date +%s)
  if "$@"; then status=passed; else status=failed; fi
  seconds=$(seconds_since "$start")
  printf -- '--- %s: %s in %d s\n' "$name" "$status" "$seconds"
  printf '{"kind":"check","name":"%s","status":"%s","seconds":%d}\n' "$name" "$status" "$seconds" \
    >"$reports/results/check-$name.json"
}

# suite NAME REPORT COMMAND...: a test runner that writes a machine-readable REPORT.
suite() {
  local name=$1 report=$2 start code seconds
  shift 2
  printf '\n=== %s\n' "$name"
  rm -f "$report"
  start=$(date +%s)
  "$@"
  code=$?
  seconds=$(seconds_since "$start")
  printf -- '--- %s: exit %d in %d s\n' "$name" "$code" "$seconds"
  printf '{"kind":"suite","name":"%s","exitCode":%d,"report":"%s","seconds":%d}\n' \
    "$name" "$code" "$report" "$seconds" >"$reports/results/suite-$name.json"
}

check typecheck pnpm run --silent typecheck
check lint pnpm run --silent lint
# Import cycles, between files and between units: the web app's features, the BFF's top-level
# modules (scripts/check-cycles.ts). The BFF's layers' direction is the lint step's.
check cycles pnpm run --silent check:cycles apps/web/src apps/bff/src
check format pnpm run --silent format:check
check docker pnpm run --silent lint:docker
suite unit "$reports/vitest.json" \
  pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
# The browser journeys run against the production build: the workspace packages (the mock world
# among them), the BFF and the SPA.
check build pnpm -r --if-present run build
# What the build sends: the main page's first JavaScript and each lazy module's own, gzipped,
# against their limits (scripts/bundle-budget.ts): 170 KiB before the first render, 60 KiB a route.
check bundle-budget pnpm run --silent bundle-budget
suite e2e "$reports/playwright.json" \
  env E2E_JSON_REPORT="$PWD/$reports/playwright.json" pnpm -F @casino/e2e exec playwright test

node scripts/summarize-tests.mjs "$reports/results"
