#!/usr/bin/env bash
# Checks the Docker files without a Docker engine: docker-compose.yml against the compose-spec
# schema and dclint's rules, the Dockerfile with the Docker language server's validator
# (dockerfile-utils), and that every file compose mounts from ops/ is there, the Grafana
# dashboards as JSON (their queries are checked against the BFF's metrics by
# apps/bff/src/ops/dashboard.test.ts). A warning fails the check as an error does.
set -euo pipefail
cd "$(dirname "$0")/.."

pnpm exec dclint docker-compose.yml --max-warnings 0

report=$(pnpm exec dockerfile-utils lint --json Dockerfile) || true
if [ "$report" != '[]' ]; then
  pnpm exec dockerfile-utils lint Dockerfile || true
  echo "Dockerfile: problems found"
  exit 1
fi
echo "Dockerfile: no problems"

for mounted in ops/prometheus.yml ops/nginx.conf ops/grafana/provisioning/datasources/prometheus.yml \
  ops/grafana/provisioning/dashboards/lumo.yml; do
  if [ ! -s "$mounted" ]; then
    echo "$mounted: missing, but docker-compose.yml mounts it"
    exit 1
  fi
done
for dashboard in ops/grafana/dashboards/*.json; do
  node -e 'const d = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    if (typeof d.uid !== "string" || !Array.isArray(d.panels)) throw new Error("not a dashboard");' \
    "$dashboard" || { echo "$dashboard: not a Grafana dashboard"; exit 1; }
done
echo "ops/: every mounted file there, dashboards readable"
