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

# checks_side_by_side "NAME COMMAND..."...: checks run at once, each into its own log, printed in
# the order given once all have ended. (Words of a COMMAND are split on spaces.)
checks_side_by_side() {
  local spec name logs=() pids=()
  mkdir -p "$reports/logs"
  for spec in "$@"; do
    name=${spec%% *}
    # shellcheck disable=SC2086 # the command's words
    check $spec >"$reports/logs/$name.log" 2>&1 &
    pids+=("$!")
    logs+=("$reports/logs/$name.log")
  done
  wait "${pids[@]}"
  cat "${logs[@]}"
}

# The checks that read the code, and the production build the journeys run against (the
# workspace packages, the mock world among them, the BFF and the SPA), side by side: ESLint, the
# cycle and format checks each keep one core busy, tsc and the build two; in a row they left a core
# idle for minutes. ESLint runs as two processes, the web app's files (with the journeys) and the
# rest, each building the type information of its own half. Import cycles, between files and
# between units (the web app's features, the BFF's top-level modules): scripts/check-cycles.ts;
# the BFF's layers' direction is ESLint's. Each one's output is printed whole when the group ends.
checks_side_by_side \
  "typecheck pnpm run --silent typecheck" \
  "lint-web pnpm run --silent lint:web" \
  "lint-rest pnpm run --silent lint:rest" \
  "cycles pnpm run --silent check:cycles apps/web/src apps/bff/src" \
  "format pnpm run --silent format:check" \
  "docker pnpm run --silent lint:docker" \
  "build pnpm -r --if-present run build"
suite unit "$reports/vitest.json" \
  pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
# What the build sends: the main page's first JavaScript and each lazy module's own, gzipped,
# against their limits (scripts/bundle-budget.ts): 170 KiB before the first render, 60 KiB a route.
check bundle-budget pnpm run --silent bundle-budget
suite e2e "$reports/playwright.json" \
  env E2E_JSON_REPORT="$PWD/$reports/playwright.json" pnpm -F @casino/e2e exec playwright test

node scripts/summarize-tests.mjs "$reports/results"
