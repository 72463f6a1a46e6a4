#!/usr/bin/env bash
# Checks the Docker files without a Docker engine: docker-compose.yml against the compose-spec
# schema and dclint's rules, the Dockerfile with the Docker language server's validator
# (dockerfile-utils). A warning fails the check as an error does.
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
